r"""I8 — finite N: theory of each model's MSE from the reading noise vs simulation.

Statement
---------
At finite N a coordinate reading ``φ = (1/N) Σ x_{i,c} y_i`` has mean θ_c and variance
``(‖θ‖² + σ² + θ_c²)/N``; each model's MSE as a function of N follows from it.

Derivation
----------
:mod:`theory.inference.finite_n`.  Affine decoders (Model C, and every model on a
Gaussian prior): ``MSE(N) = MSE(∞) + tr(WᵀW·E[Cov(φ|θ)])`` exactly, with
``Cov(φ|θ) = ((‖θ‖²+σ²)I + θ_Sθ_Sᵀ)/N`` (Isserlis).  Thresholding models (A, B on the tree):
Gaussian readings, independent decisions, summed exactly over decision patterns through
the model's own networks — an approximation (CLT, and A's readings share tokens), so its
tolerance is stated separately.

Numeric check: tree T(3, 1/2) with M = 3 and a 4-d Gaussian prior with M = 2, σ² = 0.1,
N ∈ {10, 30, 100, 300, 1000}, 3000 contexts each.  Tolerance: exact formulas within
4 SE; approximate ones within 4 SE + 10% of the theory value; plus 1e-4 absolute (an
effect rarer than ~1/3000 contexts cannot appear in the sample).
Negative control: the noiseless (mean-field) value is rejected at small N by the same
tolerance, so the finite-N term is needed.
"""
import numpy as np

from theory.claims import Check, Claim, Outcome
from theory.inference import GaussianPrior, TreePrior
from theory.inference.finite_n import finite_n_theory
from theory.inference.linear_attention import compile_model_a, compile_model_b, compile_model_c, simulate

STATEMENT = (r"Readings have mean $\theta_c$ and variance $(\|\theta\|^2+\sigma^2+\theta_c^2)/N$; the resulting MSE of "
             r"Models A, B, C as a function of $N$ matches simulation.")

NS = (10, 30, 100, 300, 1000)
SIGMA2 = 0.1
ATOL = 1e-4  # below ~1/(3000 contexts), rare decision errors cannot show up in a finite sample


def run():
    checks, numbers, rows = [], {}, {}
    exact_bad, approx_bad, mf_rejected = [], [], 0
    T = TreePrior(3, "1/2")
    A_ = np.random.default_rng(2).normal(size=(4, 4))
    G = GaussianPrior(A_ @ A_.T / 4 + 0.5 * np.eye(4))
    cases = [("tree", T, compile_model_a(T, 3), False), ("tree", T, compile_model_b(T, 3), False),
             ("tree", T, compile_model_c(T, 3), True), ("gaussian", G, compile_model_a(G, 2), True)]
    for label, prior, model, exact in cases:
        row = {}
        mf = finite_n_theory(model, prior, float("inf"), SIGMA2)
        for i, N in enumerate(NS):
            th = finite_n_theory(model, prior, N, SIGMA2)
            mean, se = simulate(model, prior, N, 3000, SIGMA2, seed=1000 + 10 * i + len(rows))
            row[N] = f"theory {th:.5f} | sim {mean:.5f} ± {se:.5f}"
            tol = 4 * se + (0 if exact else 0.1 * th) + ATOL
            if abs(mean - th) > tol + 1e-12:
                (exact_bad if exact else approx_bad).append({"prior": label, "model": model.name, "N": N,
                                                             "theory": th, "sim": mean, "se": se})
            if N == NS[0] and abs(mean - mf) > tol:
                mf_rejected += 1
        rows[f"{label} model {model.name}"] = row
    checks.append(Check("exact affine-decoder theory (tree C, Gaussian) within 4 SE at every N", not exact_bad,
                        f"{len(exact_bad)} misses", exact_bad[:3]))
    checks.append(Check("thresholding theory (tree A, B) within 4 SE + 10% at every N", not approx_bad,
                        f"{len(approx_bad)} misses", approx_bad[:3]))
    checks.append(Check("negative control: the mean-field value is rejected at N = 10", mf_rejected == len(cases),
                        f"rejected for {mf_rejected} of {len(cases)} models"))
    numbers["MSE vs N"] = rows
    return Outcome(checks, numbers)


CLAIM = Claim("I8", "finite-N theory of the models' MSE", STATEMENT, run)
