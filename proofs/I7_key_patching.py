r"""I7 — key patching: the function vector steers later layers.

Statement
---------
Target context with leaf σ, donor with leaf σ′ whose paths first differ at depth j.
Replacing the target's keys at layer ℓ by the donor's has no effect for ℓ ≤ j; for ℓ > j
the target reads an off-path node, mis-routes, and the loss rises, by more the earlier ℓ.

Derivation
----------
See :mod:`theory.inference.models.patching`: for the compiled Model A (reading the left child of
the deepest known path node at each layer),
``ΔL(j, ℓ) = [ℓ > j]·(Σ_{k=ℓ}^{M} α^k + Σ_{k=M+1}^{K} α^k 2^{M−k})``, summed by SymPy.

Numeric check: for T(K, α) with K ∈ {3, 4}, α ∈ {1/2, 3/4}, M = K, every (j, ℓ): the
exact mean-field ΔL (all targets × all donors at divergence depth j, through the
compiled networks) equals the closed form to 1e-12; ΔL = 0 for ℓ ≤ j and strictly
decreasing in ℓ for ℓ > j; simulation at N = 2000 (prediction loss on a query, 1000
target/donor pairs) within 4 SE of the closed form.
Negative controls (false variants through the same comparisons): the closed form with
``[ℓ ≥ j]`` in place of ``[ℓ > j]`` (patching at the divergence layer itself would matter)
disagrees with the exact mean-field ΔL; "ΔL is largest at the last layer" fails on the
same table.
*Consequence, not evidence:* patching Model B's keys changes nothing — its router is a
constant (keys do not depend on the context), so this holds by construction; reported.
"""
from fractions import Fraction

import numpy as np

from theory.claims import Check, Claim, Outcome, close_check, within
from theory.inference import TreePrior
from theory.inference.models.linear_attention import compile_model_a, compile_model_b
from theory.inference.models.patching import delta_loss, patched_meanfield, patched_simulation

STATEMENT = (r"Key patching at layer $\ell$ with a donor diverging at depth $j$: $\Delta L = 0$ for $\ell\le j$, and "
             r"$\Delta L(j,\ell) = \sum_{k=\ell}^{M}\alpha^k + \sum_{k=M+1}^{K}\alpha^k2^{M-k}$ for $\ell > j$, "
             r"larger for earlier $\ell$.")


def false_variant(K, M, ell, j, a):
    """The closed form with ``[ℓ ≥ j]`` instead of ``[ℓ > j]`` (exact)."""
    if ell < j:
        return Fraction(0)
    return sum(a ** k for k in range(ell, M + 1)) + sum(a ** k * Fraction(2) ** (M - k) for k in range(M + 1, K + 1))


def run():
    checks, numbers = [], {}
    bad, shape_bad, heat = [], [], None
    last_is_max, measured, wrong = 0, [], []
    for K in (3, 4):
        for a in (Fraction(1, 2), Fraction(3, 4)):
            T = TreePrior(K, a)
            m = compile_model_a(T, K)
            grid = np.zeros((K, K))
            for j in range(1, K + 1):
                for ell in range(1, K + 1):
                    mf, _ = patched_meanfield(m, T, j, ell)
                    cf = float(delta_loss(K, K, ell, j)(alpha=a))
                    grid[j - 1, ell - 1] = mf
                    measured.append(mf)
                    wrong.append(float(false_variant(K, K, ell, j, a)))
                    if not within(mf, cf, atol=1e-12):
                        bad.append({"K": K, "alpha": str(a), "j": j, "ell": ell, "meanfield": mf, "closed form": cf})
                row = grid[j - 1]
                if np.any(row[:j] != 0) or np.any(np.diff(row[j:]) >= 0):
                    shape_bad.append({"K": K, "alpha": str(a), "j": j, "row": row.tolist()})
                if j < K - 1 and row[K - 1] >= row[j:].max():
                    last_is_max += 1
            numbers[f"T({K},{a}) ΔL[j][ℓ]"] = np.round(grid, 6).tolist()
            if K == 4 and a == Fraction(1, 2):
                heat = grid
    checks.append(Check("exact mean-field ΔL(j, ℓ) of the compiled Model A = SymPy closed form (all j, ℓ)", not bad,
                        f"{len(bad)} mismatches", bad[:3]))
    checks.append(Check("ΔL = 0 for ℓ ≤ j; strictly decreasing in ℓ for ℓ > j", not shape_bad,
                        f"{len(shape_bad)} rows violate it", shape_bad[:3]))
    T = TreePrior(4, "1/2")
    m = compile_model_a(T, 4)
    sim_bad, sims = [], {}
    for j, ell in ((1, 2), (1, 4), (2, 2), (3, 1)):
        mean, se = patched_simulation(m, T, j, ell, 2000, 1000, sigma2=0.05, seed=7 * j + ell)
        cf = float(delta_loss(4, 4, ell, j)(alpha="1/2"))
        sims[f"j={j},ell={ell}"] = f"{mean:.4f} ± {se:.4f} (closed form {cf:.4f})"
        if not within(mean, cf, atol=4 * se + 1e-3):
            sim_bad.append({"j": j, "ell": ell, "sim": mean, "se": se, "closed form": cf})
    checks.append(Check("simulation (N = 2000, query loss) within 4 SE of the closed form", not sim_bad,
                        "; ".join(sims.values()), sim_bad[:3]))
    checks.append(close_check("negative control: the closed form with [ℓ ≥ j] = the exact mean-field ΔL (same 1e-12 "
                              "test, all K, α, j, ℓ)", measured, wrong, rtol=0, atol=1e-12, control=True))
    checks.append(Check("negative control: 'ΔL is largest at the last layer' holds in some row (j < K−1)",
                        last_is_max > 0, f"{last_is_max} rows where the last layer is the largest", control=True))
    mB = compile_model_b(T, 3)
    numbers["consequence (not a check): max |ΔL| patching Model B's constant router"] = max(
        abs(patched_meanfield(mB, T, j, 1)[0]) for j in range(1, 5))
    numbers["simulation"] = sims

    def draw(plt, path):
        fig, ax = plt.subplots(figsize=(4.6, 4))
        im = ax.imshow(heat, cmap="magma", origin="upper")
        ax.set_xticks(range(heat.shape[1]), [str(i + 1) for i in range(heat.shape[1])])
        ax.set_yticks(range(heat.shape[0]), [str(i + 1) for i in range(heat.shape[0])])
        ax.set_xlabel("patched layer ℓ")
        ax.set_ylabel("divergence depth j")
        ax.set_title("key patching ΔL(j, ℓ), T(4, 1/2)")
        fig.colorbar(im, ax=ax, label="loss increase")
        fig.tight_layout()
        fig.savefig(path, dpi=120)

    return Outcome(checks, numbers, {"Delta L(j, ell), ell > j": delta_loss().expr}, figures={"key_patching": draw})


CLAIM = Claim("I7", "key patching steers later layers", STATEMENT, run)
