"""Training runs shared by claims L1, L2 and L4 (cached: each setting trains once per process).

The runs are independent: :func:`prefetch` trains the ones a claim needs side by side in
worker processes (:func:`theory.system.parallel.map_processes` through joblib — loky here, a Dask or Ray
cluster with ``theory prove --backend``; one torch thread each; as many
workers as cores, or ``THEORY_JOBS``: :func:`theory.system.parallel.env_jobs`); a run in a worker
gives bit-identical weights to the same run in-process (tests/system/test_parallel.py).

Settings are fixed here, before any result is looked at by the claims.

* **Tree priors (L1, L4), since issue 17: mean field.**  T(3, 1/2) and T(3, 3/4) with M = 2,
  ``TREE_SETTINGS``: :func:`~theory.inference.training.linear_attention.train_linear_attention` with
  ``meanfield=True`` — every step's loss is the exact expected mean-field loss over all 8
  leaves (weight 1/8 each) and every routing branch (deterministic, exact gradient; 8 × 196
  decoder rows for A instead of 128 × 196), 3000 Adam steps, entropy bonus 0.01 (decayed to
  0 at 60% of training), seed 0.  The claims measure in mean field (``meanfield_mse``, every
  leaf), so the trainer now optimises what they measure.  Why the change: issue 17 asks for a
  step ≥ 10x cheaper than the legacy step; with sampled contexts the idle-machine gain was
  only 1.2–3.3x (benchmarks/training_step.py), the remaining cost being the 128 contexts.
  How the settings were picked (development seeds 100–109, never the claim seed 0; MSE over
  the theory — MSE_ad for A, MSE_na for B, the best LMMSE for C — measured 2026-11-30):
  the old 1500 steps without a bonus left Model A trapped at the non-adaptive pair on
  T(3, 3/4) for seed 103 (1.917 = MSE_na/MSE_ad; 4 of 5 seeds at 1.000), and Model C at
  1.478 × its theory on T(3, 3/4) (C starts from all-zero weights, so in mean field every
  seed gives the same run); 3000 steps alone still trapped seed 103's A, the bonus alone
  still left C at 1.478.  With both: A at 1.000 for seeds 100–109 on both priors, B at
  1.000 for seeds 100–107, C at 1.000 — 2–9 s per run on a shared machine.
  Outcome at the claim seed 0 (run after the pre-registration commit 199c354): L1 verified —
  A/MSE_ad 1.000 on both priors, min (B or C)/A 1.92, B and C at their theory (margin to
  MSE_na and the best LMMSE ≥ 3e-10: C's affine decoder reaches the LMMSE to rounding); at
  N = 200 tokens (reported only) the mean-field-trained models do worse than the N = 200-
  trained ones (A 0.0870 and 0.2532 against 0.0632 and 0.2127 above): their decoders never
  saw the moment's sampling noise.  L4 verified — 100% DP agreement, key patching within
  0.0003 of the closed form.
  Re-run after the hand-written mean-field step (issue 17: closed-form gradients on the
  distinct branch rows, FlatAdam; settings unchanged, the numbers move only by float32
  summation order; 2026-11-30): L1 verified — A/MSE_ad 1.000 on both priors, min (B or C)/A
  1.92, B 0.14063 (was 0.14066) and C 0.14063 on T(3, 1/2), B and C 0.4043 on T(3, 3/4),
  margin to the theory ≥ 8.1e-10; Model C on T(3, 3/4) now reads another optimal pair
  ((1, 1), (2, 1) for leaf 0); held-out N = 200 A 0.0876 and 0.2518.  L4 verified — 100% DP
  agreement, key patching within 0.0002.  L2 and L3 (sampled path) bit-identical.
* **Gaussian prior (L2): sampled contexts, unchanged.**  A correlated 6-dimensional
  Gaussian has no finite support, so L2 keeps ``SETTINGS``: 1500 Adam steps of 128 fresh
  contexts with N = 200 tokens (σ² = 0), seed 0, each context's moment (1/N) Σ x_i y_i
  drawn from its exact law (:func:`theory.inference.models.data.sample_moments`), one torch
  thread.

Record of the N = 200 settings on the tree priors (``SETTINGS``, used by L1/L4 until issue
17's mean-field change; verified L1–L4 on 2026-11-30, fused trainer, claim seed 0): L1 (a)
A/MSE_ad 1.005 on T(3, 1/2) (A 0.0628) and 1.004 on T(3, 3/4) (A 0.2119); (b) min (B or
C)/A 1.94; (c) B 0.1457, C 0.1457 ≥ 0.1406 and B 0.4110, C 0.4117 ≥ 0.4043; held-out N = 200
hard-routing MSE A 0.0632, B 0.1523, C 0.1827 and A 0.2127, B 0.4265, C 0.4692.  L4: routing
agrees with the DP at 100% of 3 states on both priors; key patching max |measured − theory|
0.0019 and 0.0085.  Cost: six L1 runs ≈ 150 CPU s (A, B ≈ 30 each, C a few); 196 s wall for
L1 and 5 min wall for L1–L4 at load average ≈ 5 on 2 cores.
"""
from functools import lru_cache
from itertools import combinations

import numpy as np

from theory.claims import bound_check
from theory.inference import GaussianPrior, TreePrior, coordinate_mse
from theory.inference.training.linear_attention import meanfield_mse
from theory.system.optional import install_command
from theory.inference.strategies.lmmse import best_lmmse
from theory.system.parallel import env_jobs, map_processes

SKIP = f"needs extra train: {install_command('train')} (torch==2.13.0)"
TREE_CONFIGS = ((3, "1/2", 2), (3, "3/4", 2))
GAUSS_M = 2
SETTINGS = dict(steps=1500, batch=128, n_tokens=200, seed=0)                 # sampled contexts (L2)
TREE_SETTINGS = dict(steps=3000, entropy=0.01, meanfield=True, seed=0)     # exact mean field (L1, L4; issue 17)


def torch_missing():
    try:
        import torch  # noqa: F401
    except ImportError:
        return True
    return False


def gaussian_prior():
    """A fixed correlated Gaussian prior on R^6: ``Σ = AAᵀ/6 + 0.1 I``, A standard normal (seed 3)."""
    A = np.random.default_rng(3).normal(size=(6, 6))
    return GaussianPrior(A @ A.T / 6 + 0.1 * np.eye(6))


RUNS = {}
_COST = {"A": 0, "B": 1, "C": 2}            # longest first: workers take the next run when free


def tree_key(K, alpha, M, kind):
    return (("tree", K, alpha), M, kind, tuple(sorted(TREE_SETTINGS.items())))


def gauss_key(kind):
    return (("gauss",), GAUSS_M, kind, tuple(sorted(SETTINGS.items())))


def _kwargs(key):
    prior_key, M, kind, settings = key
    prior = TreePrior(*prior_key[1:]) if prior_key[0] == "tree" else gaussian_prior()
    return dict(prior=prior, kind=kind, M=M, progress=False, **dict(settings))


def prefetch(keys):
    """Train the runs ``keys`` that are not cached yet, in parallel worker processes."""
    from theory.inference.training.linear_attention import train_linear_attention
    missing = sorted(dict.fromkeys(k for k in keys if k not in RUNS), key=lambda k: _COST[k[2]])
    runs = map_processes(train_linear_attention, [_kwargs(k) for k in missing], jobs=env_jobs())
    RUNS.update(zip(missing, runs))


def tree_run(K, alpha, M, kind):
    key = tree_key(K, alpha, M, kind)
    prefetch([key])
    return RUNS[key]


def gauss_run(kind):
    key = gauss_key(kind)
    prefetch([key])
    return RUNS[key]


def gauss_meanfield_mse(model, prior):
    """Monte Carlo mean-field MSE on 20 000 fixed draws of θ: (mean, standard error)."""
    return meanfield_mse(model, prior, n=20000, seed=5)


@lru_cache(maxsize=None)
def tree_best_lmmse(K, alpha, M):
    """Model C's theory on T(K, α): the best LMMSE over coordinate sets of size M."""
    return best_lmmse(TreePrior(K, alpha).to_discrete(), M)


def tree_held_out_n200(model, prior, n=2000, seed=10**6):
    """Hard-routing MSE of a (mean-field-trained) model on ``n`` fixed contexts of N = 200 tokens
    (σ² = 0): what it does at finite N.  Reported by L1, not checked."""
    from theory.inference.models.data import sample_contexts
    ctx = sample_contexts(prior, n, 200, 0.0, seed=seed)
    return float(np.mean(((model.run(ctx.X, ctx.y)[0] - ctx.theta) ** 2).sum(axis=1)))


def curves_figure(runs, lines, title, ylabel="held-out MSE (hard routing, N = 200)"):
    """A drawing function: held-out hard-routing MSE against step for each run, theory as lines."""
    def draw(plt, path):
        fig, ax = plt.subplots(figsize=(5.5, 3.6))
        for name, run in runs.items():
            ax.plot([s for s, _, _ in run.log], [m for _, _, m in run.log], label=f"Model {name}")
        styles = iter(["--", ":", "-."])
        for label, value in lines.items():
            ax.axhline(value, ls=next(styles), color="grey", lw=1)
            ax.annotate(label, (0, value), textcoords="offset points", xytext=(4, 3), fontsize=7, color="dimgrey")
        ax.set_yscale("log")
        ax.set_xlabel("training step")
        ax.set_ylabel(ylabel)
        ax.set_title(title, fontsize=9)
        ax.legend(fontsize=8)
        fig.tight_layout()
        fig.savefig(path, dpi=120)
    return draw


def gaussian_checks(G, M, models, noun):
    """Claims L2 and L9's checks on a Gaussian prior ``G`` with ``M`` readings: ``models`` maps
    "A", "B", "C" to trained models.  Returns ``(checks, values, est)``: (a) each within 5% of
    the optimal coordinate set's MSE, (b) max/min ≤ 1.05, (c) none below the optimum by more
    than 4 SE, and the negative control — the second-best set (``noun``: "pair", "set") with its
    exact Bayes decoder held to (a); ``values`` are the sorted ``(MSE, set)`` of every set,
    ``est`` each model's mean-field ``(MSE, SE)``."""
    values = sorted((float(coordinate_mse(G, S)), S) for S in combinations(range(G.dim), M))
    opt, second = values[0][0], values[1][0]
    est = {k: gauss_meanfield_mse(m, G) for k, m in models.items()}
    mse = {k: m for k, (m, _) in est.items()}
    checks = [
        bound_check("(a) each of A, B, C within 5% of the optimum", [abs(m - opt) / opt for m in mse.values()],
                    upper=0.05, what="max relative gap",
                    note=", ".join(f"{k} {m:.4f} ± {est[k][1]:.4f}" for k, m in mse.items()) + f" vs optimum {opt:.4f}"),
        bound_check("(b) A, B, C within 5% of each other", max(mse.values()) / min(mse.values()), upper=1.05,
                    what="max/min"),
        bound_check("(c) none below the optimum by more than 4 SE", [(m - opt) / est[k][1] for k, m in mse.items()],
                    lower=-4.0, what="min (model − optimum)/SE",
                    note=", ".join(f"{k}: {(m - opt) / est[k][1]:+.1f} SE" for k, m in mse.items())),
        bound_check(f"negative control: the second-best {noun} {values[1][1]} (Bayes decoder) held to (a)",
                    abs(second - opt) / opt, upper=0.05, what="relative gap", control=True,
                    note=f"{second:.4f} = {second / opt:.3f} × optimum"),
    ]
    return checks, values, est
