r"""L5 — depth scaling from trained models: Model A follows the adaptive optimum at depth, B and C the non-adaptive one.

Statement (issue 12; settings and thresholds fixed in ``proofs/_runs/depth.py`` before the claim seeds ran)
--------------------------------------------------------------------------------------------------
On T(5, 1/2) and T(5, 3/4) (D = 62), M = 1, 2, 3, 4 readings, seeds 20, 21, 22 (third
pre-registration, issue 24 item 7), with MSE measured exactly in mean field over all 32 leaves
(hard routing):

(a) trained Model A is within 1.25 × ``MSE_ad(M)`` (I3) for a majority of seeds at every (α, M);
(b) trained Models B and C are never below their non-adaptive theory — ``MSE_na(M)`` (I4) for
    B, the best LMMSE over coordinate sets for C — (theorems: a violation would expose a leak
    through the routing) and, every seed, within 1.1 × of it;
(c) at M = 3 and 4 the seed-means of B and of C are at least 1.5 × the seed-mean of A.

Derivation
----------
``MSE_ad(M)`` falls like ``α^{M+1}/((1−α)(2−α))`` as K → ∞ (I3) while a fixed set of M
coordinates has at most M + 1 outcomes, so ``MSE_na(M) = Θ((M+1)^{−log₂(1/α)})`` (I4): on
T(5, 1/2) the ratio MSE_na/MSE_ad is 1, 1.6, 2.5, 7.4 at M = 1…4.  For C the best LMMSE over
coordinate sets equals ``MSE_na(M)`` on a tree prior (I5: the ≤ M + 1 possible reading vectors
are affinely independent, so the Bayes estimator of a fixed set is affine); here that is
checked exactly at each M — the LMMSE of an optimal non-adaptive set (an upper bound on the
best LMMSE) equals ``MSE_na(M)`` (a lower bound) — so B and C share the target ``MSE_na(M)``.
Model A can only reach ``MSE_ad`` by routing adaptively (reading a child of the deepest known
path node); the trainer (:mod:`theory.inference.training.meanfield`) is told nothing about
the tree — it minimises the mean-field loss, and its restarts are kept by training loss only.

Reproducibility.  Bit-reproducible on one machine: every number of a run — every training
is seeded (candidate r of phase m: ``1000 · seed + 10 m + r``), runs on one torch thread in its
own worker, and its result does not depend on the worker count or order; a rerun on the same
machine (same CPU, same torch) gives the same weights, hence the same table and verdict.  Only
statistically across CPUs: float rounding differs (AVX2 vs AVX-512 kernels), the training path
of a candidate diverges, and at M = 4 which candidates find the adaptive policy is a fresh draw
— so the M = 4 ratios of Model A, L6's deviations and, in principle, the verdict.  What is
claimed across CPUs is the rate: per seed, the depth-4 phase fails only if none of the 3
candidates kept after the screen is within 1.25 ×, estimated on development seeds in
:mod:`theory.inference.training.meanfield` (third round).  M = 1, 2, 3 and Models B, C
have been exact (ratio ≤ 1.002) at every seed run so far, far from their thresholds.

What would refute it: Model A trapped at a non-adaptive read sequence (MSE ≈ MSE_na) at some
(α, M) for two of three seeds, or B/C below their theory, or B/C not finding the best fixed
set.  Negative control: Model A with every router made history-blind (its first layer zeroed:
a fixed read sequence) is held to (a) at M = 2, 3, 4 (at M = 1 adaptive and non-adaptive
coincide) and must fail.  Skipped (never verified) without the ``train`` extra.

History — the first pre-registration (2026-11-30; seeds 0, 1, 2, Model A without ``deep``, 2
candidates per depth; Model A's numbers bit-identical across the two runs made): **refuted**, by (a) at M = 4 only.
Model A reaches ``MSE_ad(M)`` (ratio 1.000) for every seed at M = 1, 2, 3 on both priors —
the adaptive policy at depth 3 on D = 62 — but not at M = 4: A/MSE_ad = 1.313, 2.251, 1.792
on T(5, 1/2) and 1.458, 1.341, 1.688 on T(5, 3/4) (0/3 within 1.25 ×).  B and C (the trainer
of :mod:`theory.inference.training.nonadaptive` as merged from depth-bc) are never
below their theory and within 1.1 × (largest 1.090, B at M = 4 on T(5, 1/2)); at M = 3, 4 they
are 1.95–4.31 × A.  (A first run with depth-bc's earlier trainer, eb6b68f, had B at 1.61 ×
MSE_na at M = 3 on T(5, 1/2), failing (b) as well.)
Cost then of ``theory prove --only L5,L6`` (two worker processes): 4.3 minutes wall, 5.9 CPU minutes
on 2 cores at load average ≈ 2.  The depth-4 failures were diagnosed on development seeds
(:mod:`theory.inference.training.meanfield`'s docstring), the trainer got ``deep``
settings for phase 4, and the claim was pre-registered again with NEW seeds 10, 11, 12
(``proofs/_runs/depth.py``), fixed before those seeds ran; thresholds unchanged.

Outcome at the second pre-registration (2026-11-30, commit 7509b5a fixed the settings and seeds
10, 11, 12 before they ran; one run): **verified**.  Model A at ``MSE_ad(M)`` (ratio ≤ 1.001)
for every seed at M = 1, 2, 3 on both priors; at M = 4, A/MSE_ad = 1.167, 1.000, 1.313 on
T(5, 1/2) (2/3 within 1.25 ×: the closest call of the claim) and 1.000, 1.000, 1.000 on
T(5, 3/4).  The depth-4 candidates' training losses (4 per seed, kept by training loss only)
were within 1.25 × for 3 of 12 on T(5, 1/2) and 11 of 12 on T(5, 3/4) — the development rate
(about 1 in 4 on T(5, 1/2)).  B and C within 1.002 × of their theory and never below; at
M = 3, 4 they are 1.95–6.42 × A.  Negative control: 0/3 at every (α, M ≥ 2).  Cost of
``theory prove --only L5,L6`` (``THEORY_JOBS=2``): 20.0 minutes wall, 16.4 CPU minutes, at load
average ≈ 4 on 2 cores (the workers got ≈ 0.4 core each) — 2.8 × the CPU of the first settings;
≈ 9 minutes expected on an idle 2-core machine (not measured idle).
On another machine (AVX2 instead of AVX-512) the same second-settings run was verified too,
but with A/MSE_ad 1.625, 1.000, 1.000 at M = 4 on T(5, 1/2) — a different seed failing — and
L6's deviation 0.0195: one seed in three failing, the verdict flips on about one machine in four
(issue 24 item 7).  The depth-4 phase got ``parents``/``keep``/``screen`` (9 candidates over the
3 best depth-3 models, the 3 best by training loss at 60 % of the phase run on; chosen on
development seeds 300–303) and the claim was pre-registered a third time with NEW seeds 20,
21, 22 (commit 35fa504, before they ran); thresholds unchanged, B/C pins kept.

Outcome at the third pre-registration (2026-12-01, one run of ``theory prove --only L5,L6``,
``THEORY_JOBS=2``): **verified**.  Model A at ``MSE_ad(M)`` (ratio ≤ 1.001) for every seed at
every (α, M), M = 4 included: A/MSE_ad = 1.000, 1.000, 1.000 on T(5, 1/2) and on T(5, 3/4)
(3/3 within 1.25 × everywhere).  Depth-4 candidates on T(5, 1/2), training loss at the screen
(× MSE_ad(4)): seed 20 1.02, 2.10, 2.25, 1.93, 1.48, 1.63, 1.31, 1.62, 1.93 (continued 0, 4, 6 →
1.000, 1.479, 1.000); seed 21 1.30, 2.24, 1.32, 1.00, 1.85, 1.55, 1.32, 1.63, 1.62 (0, 2, 3 →
1.000, 1.313, 1.000); seed 22 1.65, 1.62, 2.56, 1.52, 1.02, 1.20, 2.48, 1.73, 2.24 (3, 4, 5 →
1.313, 1.000, 1.000): 6 of the 9 continued candidates and at least 2 per seed within 1.25 ×
(one at 1.318 at the screen ended at 1.313: the screen separates well, not perfectly).  On
T(5, 3/4) all 27 candidates were at 1.000–1.001 at the screen.  B and C within 1.014 × of their
theory and never below (min margin 6.4e-11); at M = 3, 4 they are 1.95–7.49 × A.  Negative
control: 0/3 at every (α, M ≥ 2).  Cost (load average 4–6 on 2 cores at the start, ≈ 0 at the
end): 18.5 minutes wall, ≈ 16 CPU minutes for the ``theory prove`` process tree; Model A growth
runs 208–536 s wall each in a worker; on development seeds a growth run took 144–154 CPU s
against ≈ 106 at the second settings (1.45 ×).  Bit-reproducible on this machine; on another
CPU the M = 4 numbers are a fresh draw, with a per-seed failure rate estimated at a few percent
at worst (≈ (1 − p)^9 with the per-candidate rate p ≈ 1/4 of the hardest depth-3 models seen;
8 of 27 candidates on T(5, 1/2) here were at ≤ 1.354 × at the screen).
"""
import numpy as np

from theory.proofs._runs import depth as _depth
from theory.proofs._runs.depth import history_blind
from theory.claims import Claim, Outcome, bound_check
from theory.inference import TreePrior
from theory.inference.strategies.closed_forms import mse_adaptive_limit, nonadaptive_lower_bound
from theory.inference.strategies.lmmse import lmmse_mse
from theory.inference.training.linear_attention import meanfield_mse

STATEMENT = (r"On $T(5, \alpha)$, $\alpha \in \{1/2, 3/4\}$, $M = 1\ldots4$: trained Model A is within "
             r"$1.25\times\mathrm{MSE}_{\mathrm{ad}}(M)$ for a majority of seeds; trained B and C sit at their "
             r"non-adaptive theory (never below, within $1.1\times$) and at $M = 3, 4$ at least $1.5\times$ Model A.")


def _limit_guides(alpha, Ms):
    ad = [float(mse_adaptive_limit(M=M)(alpha=alpha)) for M in Ms]
    power = [float(nonadaptive_lower_bound(K=40, M=M)(alpha=alpha)) for M in Ms]
    return ad, power


def run():
    if _depth.torch_missing():
        return Outcome([], skipped=_depth.SKIP)
    bc = _bc_available()
    _depth.prefetch(with_bc=bc)
    Ms = _depth.DEPTHS
    numbers, checks, table = {}, [], {}
    share_a, share_ctrl, below, ratio_bc, gap = [], [], [], [], []
    det_a, det_ctrl, det_b, det_g = [], [], [], []
    for a in _depth.ALPHAS:
        T = TreePrior(_depth.K, a)
        disc = T.to_discrete()
        for M in Ms:
            ad_x, na_x, S = _depth.theory(a, M)
            lm_x = lmmse_mse(disc, list(S))
            ad, na, lm = float(ad_x), float(na_x), float(lm_x)
            tag = f"T(5,{a}) M={M}"
            A = [meanfield_mse(_depth.a_runs(a, s)[M - 1].model, T)[0] for s in _depth.SEEDS]
            ok = [x <= _depth.A_RATIO * ad for x in A]
            share_a.append(sum(ok) / len(ok))
            det_a.append(f"{tag}: {sum(ok)}/{len(ok)} (A/MSE_ad {', '.join(f'{x / ad:.3f}' for x in A)})")
            row = {"MSE_ad": str(ad_x), "MSE_na": str(na_x), "LMMSE of an optimal fixed set": str(lm_x),
                   "Model A per seed": [round(x, 5) for x in A], "Model A mean": round(float(np.mean(A)), 5),
                   "Model A success rate (≤ 1.25 × MSE_ad)": f"{sum(ok)}/{len(ok)}",
                   "Model A candidates' training losses per seed": [_depth.a_runs(a, s)[M - 1].settings["restart losses"]
                                                                    for s in _depth.SEEDS]}
            screens = [_depth.a_runs(a, s)[M - 1].settings.get("screen losses") for s in _depth.SEEDS]
            if any(x is not None for x in screens):
                row["Model A candidates' training losses at the screen, per seed (MSE_ad units)"] = [
                    [round(x / ad, 3) for x in sc] for sc in screens]
                row["Model A candidates run on after the screen"] = [
                    _depth.a_runs(a, s)[M - 1].settings["continued"] for s in _depth.SEEDS]
            if M >= 2:
                ctrl = [meanfield_mse(history_blind(_depth.a_runs(a, s)[M - 1].model), T)[0] for s in _depth.SEEDS]
                okc = [x <= _depth.A_RATIO * ad for x in ctrl]
                share_ctrl.append(sum(okc) / len(okc))
                det_ctrl.append(f"{tag}: {sum(okc)}/{len(okc)}")
            if bc:
                res = {k: [meanfield_mse(_depth.bc_run(a, k, M, s).model, T)[0] for s in _depth.SEEDS] for k in "BC"}
                for k, target in (("B", na), ("C", lm)):
                    below += [x - target for x in res[k]]
                    ratio_bc += [x / target for x in res[k]]
                    row[f"Model {k} per seed"] = [round(x, 5) for x in res[k]]
                    row[f"Model {k} mean"] = round(float(np.mean(res[k])), 5)
                det_b.append(f"{tag}: B/MSE_na {', '.join(f'{x / na:.3f}' for x in res['B'])}; "
                             f"C/LMMSE {', '.join(f'{x / lm:.3f}' for x in res['C'])}")
                if M >= 3:
                    for k in "BC":
                        gap.append(np.mean(res[k]) / np.mean(A))
                    det_g.append(f"{tag}: B/A {np.mean(res['B']) / np.mean(A):.2f}, C/A {np.mean(res['C']) / np.mean(A):.2f}")
                table[(a, M)] = (A, res["B"], res["C"])
            else:
                table[(a, M)] = (A, None, None)
            row["LMMSE = MSE_na (C's target is MSE_na)"] = lm_x == na_x
            numbers[tag] = row
    checks.append(bound_check("(a) Model A within 1.25 × MSE_ad(M) for a majority of seeds, every (α, M)", share_a,
                              lower=0.5, strict=True, what="min success rate", note="; ".join(det_a)))
    if bc:
        checks.append(bound_check("(b) B ≥ MSE_na(M) and C ≥ best LMMSE (never below the non-adaptive theory)", below,
                                  lower=-1e-9, what="min margin", note="; ".join(det_b)))
        checks.append(bound_check("(b) B and C within 1.1 × their theory, every seed", ratio_bc, upper=_depth.BC_RATIO,
                                  what="max ratio", note="; ".join(det_b)))
        checks.append(bound_check("(c) at M = 3, 4: mean B and mean C ≥ 1.5 × mean A", gap, lower=_depth.GAP_RATIO,
                                  what="min ratio", note="; ".join(det_g)))
    else:
        numbers["Models B and C"] = "not run: theory.inference.training.nonadaptive is missing"
    checks.append(bound_check("negative control: history-blind routers (a fixed read sequence) held to (a), M = 2…4",
                              share_ctrl, lower=0.5, strict=True, what="min success rate", control=True,
                              note="; ".join(det_ctrl)))
    numbers["settings"] = {"Model A": _depth.A_SETTINGS, "Models B, C": _depth.BC_SETTINGS, "seeds": _depth.SEEDS}
    numbers["training seconds (Model A growth runs, all depths)"] = {
        f"T(5,{a}) seed {s}": round(_depth.a_runs(a, s)[-1].seconds, 1) for a in _depth.ALPHAS for s in _depth.SEEDS}
    return Outcome(checks, numbers, figures={"depth_scaling": _figure(table)})


def _bc_available():
    try:
        import theory.inference.training.nonadaptive  # noqa: F401
    except ImportError:
        return False
    return True


def _figure(table):
    def draw(plt, path):
        fig, axes = plt.subplots(1, len(_depth.ALPHAS), figsize=(9, 3.8))
        Ms = np.array(_depth.DEPTHS)
        fine = np.arange(1, Ms.max() + 1)
        for ax, a in zip(axes, _depth.ALPHAS):
            ad = [float(_depth.theory(a, M)[0]) for M in Ms]
            na = [float(_depth.theory(a, M)[1]) for M in Ms]
            lim_ad, power = _limit_guides(a, fine)
            ax.plot(Ms, ad, "k-", lw=1, label=r"MSE$_{ad}(M)$, K = 5")
            ax.plot(Ms, na, "k--", lw=1, label=r"MSE$_{na}(M)$, K = 5")
            ax.plot(fine, lim_ad, color="grey", ls=":", lw=1, label=r"$\alpha^{M+1}/((1-\alpha)(2-\alpha))$, K→∞")
            ax.plot(fine, power, color="grey", ls="-.", lw=1, label="I4 power law (non-adaptive bound, K→∞)")
            for i, (name, color, dx) in enumerate((("A", "C0", -0.08), ("B", "C1", 0.0), ("C", "C2", 0.08))):
                vals = [table[(a, M)][i] for M in Ms]
                if vals[0] is None:
                    continue
                mean = np.array([np.mean(v) for v in vals])
                lo = mean - np.array([np.min(v) for v in vals])
                hi = np.array([np.max(v) for v in vals]) - mean
                ax.errorbar(Ms + dx, mean, yerr=[lo, hi], fmt="o", color=color, ms=4, capsize=3,
                            label=f"trained Model {name} (mean, min–max over seeds)")
            ax.set_yscale("log")
            ax.set_xticks(Ms)
            ax.set_xlabel("readings M")
            ax.set_ylabel("mean-field MSE")
            ax.set_title(f"T(5, {a})", fontsize=9)
        axes[0].legend(fontsize=6)
        fig.tight_layout()
        fig.savefig(path, dpi=120)
    return draw


CLAIM = Claim("L5", "trained Model A follows the adaptive optimum at depth; B and C the non-adaptive one", STATEMENT,
              run)
