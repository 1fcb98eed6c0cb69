r"""L9 — on a Gaussian prior at depth M = 4, trained Models A, B and C learn the same (optimal) MSE.

Statement (issue 12, item 5; thresholds and settings fixed before the measurement)
---------------------------------------------------------------------------------
L2's correlated Gaussian prior on R^6 (``proofs/_runs/linear_attention.gaussian_prior``), now with M = 4
readings.  Model A (L = 4, d = 1) is trained with sampled routing prefixes
(:func:`theory.inference.training.sampled.train_sampled_a`; the exhaustive trainer's
6⁴ = 1296 branches took ≈ 1 s per step on the shared machine), Models B and C (L = 1,
d = 4) with sampled coordinate tuples (:func:`theory.inference.training.nonadaptive.
train_nonadaptive_run`).  All three train in mean field, where the claim lives: A on token
moments with N = 10⁸ (reading noise ≈ 10⁻⁴ per coordinate), B on fresh draws of θ, C on
its closed-form loss from the prior's moments.  With mean-field MSE estimated on 20 000
fixed draws of θ (as L2):

(a) each model is within 5% of the optimal coordinate-channel MSE (I2: adaptive =
    non-adaptive = the best Schur complement over the C(6, 4) = 15 coordinate sets);
(b) the three are within 5% of each other (max/min ≤ 1.05);
(c) none is below the optimum by more than 4 standard errors (a theorem).

Derivation
----------
I1: the posterior covariance after coordinate readings does not depend on their values,
so adaptivity buys nothing (I2) and the Bayes decoder of any set is affine.  With four of
six coordinates read the optimum is small (≈ 0.389 against a prior trace of ≈ 7), so 5% is
a tight absolute tolerance (≈ 0.02) on each decoder — tighter than L2's at M = 2 (≈ 0.11).

What would refute it: any model on a worse set (the second-best set is 57% worse), or a
decoder that does not reach the affine Bayes decoder.  Negative control: a model reading
the *second-best* set with its exact Bayes decoder, held to (a), must fail.
Skipped (never verified) without the ``train`` extra.

Settings since issue 24 (pre-registered in the commit that adds them, before the claim seed ran)
------------------------------------------------------------------------------------------------
What kept B from the optimum was its decoder, not its set: a ReLU MLP trained by Adam (the
M = 4 phase only has the last quarter of the steps) approaches the affine Bayes decoder of the
set slowly.  Now (:mod:`theory.inference.training.refit`, ``nonadaptive_training``): B's decoder
has a linear path from the readings (``skip``), and after training the last decoder layer of A
and of B is re-fitted by weighted least squares in mean field on 65 536 fresh draws of θ
(``refit``; readings passed through to the last layer linearly), so each decoder is at least as
good on those draws as the best affine decoder of the readings — on the set that training chose.
What training still decides is the set (and A's routing); that is what the claim is about.
Settings: ``SETTINGS_A``/``SETTINGS_BC`` below — the same steps, with ``refit=True`` (B: also
``skip=True``), at the **new claim seed 1** (seed 0 is the refuted run above).  Thresholds
unchanged: (a) 5 %, (b) 1.05, (c) 4 standard errors.
Development seeds (never the claim seed; mean field on the claim's 20 000 draws, optimum 0.38875,
the exact Bayes decoder of the optimal set scores 0.39189 on these same draws):
B, seeds 100–104: 0.3920–0.3938 (+0.84 … +1.3 %; seed 100 skip without refit 0.3932, without skip
and refit 0.4024, +3.5 %); A, seeds 100–102: 0.3923–0.3924 (+0.9 %; without refit 0.4031–0.4069,
+3.7 … +4.7 %: A sat on the threshold too).  Every model read the optimal set {0, 1, 3, 4}.  So
the margin to 5 % is ≈ 4 points, and what is left (≈ 0.8 %) is the Monte Carlo error of the
20 000 draws (standard error ≈ 0.7 %), shared by all models and machines.
Bit-reproducible: every number on one machine (same seed, one torch thread).  Across CPUs only
statistically: float rounding changes the training path and so the last digits (and could change
a set or A's routing), not the least-squares decoder of a given set.

Outcome at these settings (claim seed 1, run once after the commit that registered them):
**verified**.  Mean field on 20 000 draws: A 0.39219 ± 0.00281 (+0.89 %), B 0.39196 ± 0.00280
(+0.83 %), C 0.39189 ± 0.00280 (+0.81 %) against the optimum 0.38875; all three read {0, 1, 3, 4};
max/min 1.001; 1.1–1.2 SE above the optimum.  Training 25.6 s (A), 68.5 s (B), 4.8 s (C) wall on
the shared 2-core machine (35 CPU s in all, one torch thread).

History — the first registration (issue 12)
-------------------------------------------
Outcome at the first settings (seed 0, no skip, no refit; 2026-11-30): **refuted**.  Mean field on
20 000 draws: A 0.4028 ± 0.0028 (+3.6%), B 0.4127 ± 0.0028 (+6.2%), C 0.3919 ± 0.0028
(+0.8%) against the optimum 0.3887; max/min 1.053.  B is on the optimal set (the next set is
57% worse), so the gap is its MLP decoder's fit to the affine Bayes decoder — (a) and (b)
fail on B alone.  Reported as found; thresholds and settings unchanged.
Cost: 49 CPU seconds (279 s wall on 2 cores under load average ≈ 12–18, one torch thread).

"""
from functools import lru_cache

from theory.proofs._runs.linear_attention import SKIP, gaussian_checks, gaussian_prior, torch_missing
from theory.claims import Claim, Outcome

M = 4
SETTINGS_A = dict(steps=1500, samples=4, batch=128, n_tokens=10**8, seed=1, refit=True)    # issue 24 (was seed 0, no refit)
SETTINGS_BC = dict(steps=1500, seed=1, skip=True, refit=True)                             # issue 24 (was seed 0)
SETTINGS_C = dict(steps=1500, seed=1)

STATEMENT = (r"On a correlated Gaussian prior with $M = 4$ readings, trained Models A, B and C reach the optimal "
             r"coordinate-channel MSE within 5\% and agree with each other within 5\%.")


@lru_cache(maxsize=None)
def runs():
    from theory.inference.training.nonadaptive import train_nonadaptive_run
    from theory.inference.training.sampled import train_sampled_a
    G = gaussian_prior()
    out = {"A": train_sampled_a(G, M, progress=False, **SETTINGS_A)}
    out["B"] = train_nonadaptive_run(G, "B", M, **SETTINGS_BC)
    out["C"] = train_nonadaptive_run(G, "C", M, **SETTINGS_C)
    return out


def run():
    if torch_missing():
        return Outcome([], skipped=SKIP)
    G = gaussian_prior()
    trained = runs()
    checks, values, est = gaussian_checks(G, M, {k: r.model for k, r in trained.items()}, "set")
    opt, second = values[0][0], values[1][0]
    mse = {k: m for k, (m, _) in est.items()}
    numbers = {"optimal set": str(values[0][1]), "optimum": round(opt, 5), "second-best": round(second, 5),
               **{f"Model {k} (mean field)": f"{m:.5f} ± {est[k][1]:.5f}" for k, m in mse.items()},
               **{f"Model {k} reads": sorted(r.model.choices(G.sample(1, seed=0))[0].tolist())
                  for k, r in trained.items()},
               "training seconds": {k: round(r.seconds, 1) for k, r in trained.items()},
               "settings": {"A": SETTINGS_A, "B": SETTINGS_BC, "C": SETTINGS_C}}
    return Outcome(checks, numbers)


CLAIM = Claim("L9", "on a Gaussian prior at depth M = 4, A, B and C learn the same MSE", STATEMENT, run)
