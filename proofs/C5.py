r"""C5 — eigenvalue positivity, computed on the small side.

Statement
---------
``positivity(M) = Σλ_i / Σ|λ_i|``.  The non-zero eigenvalues of the full OV circuit
``W_U W_OV W_E`` (n_vocab×n_vocab) equal those of ``W_V W_E W_U W_O`` (d_head×d_head); the
same trick applies to QK terms.  Copying heads have positivity near +1; Gaussian random
weights give eigenvalues roughly symmetric about 0 (positivity near 0).

Derivation
----------
For ``A: n×r`` and ``B: r×n``, ``AB`` and ``BA`` have the same non-zero eigenvalues with the
same algebraic multiplicities (``det(λI − AB) = λ^{n−r} det(λI − BA)``); take
``A = W_U W_O`` and ``B = W_V W_E``.  Zero eigenvalues contribute nothing to either sum.
SymPy checks the characteristic-polynomial identity for generic 2×1 / 1×2 and 3×2 / 2×3
factors.

Numeric check: random small shapes (complex spectra included): the small-side spectrum
matches the dense non-zero spectrum (optimal matching); ``W_U = W_Eᵀ``, ``W_OV = I`` gives +1
and its negation −1; positivity of the K-composition QK term, small side = dense; 300
Gaussian random heads give positivity centred at 0 (mean within 4 SE; spread reported).
Negative control: a small-side spectrum with one spurious extra eigenvalue fails the same
matching test (so the test is discriminating); padding with the true zeros passes.
"""
import numpy as np
import sympy as sp
from scipy.optimize import linear_sum_assignment

from theory.circuits import AttentionOnlyModel, kcomp_qk_positivity, ov_positivity, positivity
from theory.circuits.positivity import ov_circuit_eigenvalues
from theory.claims import Check, Claim, Outcome

STATEMENT = (r"$\mathrm{positivity}(M) = \sum_i\lambda_i/\sum_i|\lambda_i|$; the non-zero spectrum of "
             r"$W_UW_{OV}W_E$ equals that of $W_VW_EW_UW_O$ ($d_{\mathrm{head}}\times d_{\mathrm{head}}$).")


def charpoly_identity(n, r):
    lam = sp.Symbol("lambda")
    A = sp.Matrix(n, r, lambda i, j: sp.Symbol(f"a{i}{j}"))
    B = sp.Matrix(r, n, lambda i, j: sp.Symbol(f"b{i}{j}"))
    lhs = (lam * sp.eye(n) - A * B).det()
    rhs = lam ** (n - r) * (lam * sp.eye(r) - B * A).det()
    return sp.expand(lhs - rhs) == 0


def match_error(small, dense, k):
    big = dense[np.argsort(-np.abs(dense))][:k]
    cost = np.abs(small[:, None] - big[None, :])
    i, j = linear_sum_assignment(cost)
    return float(cost[i, j].max() / max(1.0, np.abs(big).max()))


def run():
    rng = np.random.default_rng(5)
    checks, numbers = [], {}
    ok = all(charpoly_identity(n, r) for n, r in ((2, 1), (3, 2)))
    checks.append(Check("SymPy: det(λI − AB) = λ^(n−r) det(λI − BA) for generic A (n×r), B (r×n)", ok,
                        "(n, r) ∈ {(2, 1), (3, 2)}"))
    worst, complex_seen, cases = 0.0, 0, 0
    for seed in range(60):
        r = np.random.default_rng(seed)
        d_head = int(r.integers(1, 4))
        m = AttentionOnlyModel.random(2, 2, int(r.integers(d_head + 1, 8)), d_head, int(r.integers(d_head + 1, 9)), 3, seed=seed)
        small = ov_circuit_eigenvalues(m)
        for l, layer in enumerate(m.heads):
            for h, hd in enumerate(layer):
                dense = np.linalg.eigvals(m.W_U @ hd.W_OV @ m.W_E)
                worst = max(worst, match_error(small[l][h], dense, len(small[l][h])))
                complex_seen += int(np.any(np.abs(small[l][h].imag) > 1e-9))
                cases += 1
                dp = positivity(m.W_U @ hd.W_OV @ m.W_E)
                worst = max(worst, abs(dp - ov_positivity(m)[l, h]))
        kq = kcomp_qk_positivity(m)
        a, b = m.heads[0][1], m.heads[1][0]
        dense_term = m.W_E.T @ b.W_QK @ a.W_OV @ m.W_E
        worst = max(worst, abs(positivity(dense_term) - kq[0, 1, 1, 0]))
    checks.append(Check(f"small-side spectrum = dense non-zero spectrum; positivities equal ({cases} heads, "
                        f"{complex_seen} with complex eigenvalues)", worst < 1e-8 and complex_seen > 0,
                        f"max error {worst:.2g}"))
    V, D = 7, 5
    W_E = rng.normal(size=(D, V))
    eye = [[(np.eye(D), np.eye(D), np.eye(D), np.eye(D))]]
    neg = [[(np.eye(D), np.eye(D), np.eye(D), -np.eye(D))]]
    p_id = ov_positivity(AttentionOnlyModel(W_E, W_E.T, eye))[0, 0]
    p_neg = ov_positivity(AttentionOnlyModel(W_E, W_E.T, neg))[0, 0]
    checks.append(Check("copying OV (W_U = W_Eᵀ, W_OV = I) → +1; negated → −1", abs(p_id - 1) < 1e-12 and abs(p_neg + 1) < 1e-12,
                        f"{p_id:.12f}, {p_neg:.12f}"))
    vals = np.concatenate([ov_positivity(AttentionOnlyModel.random(1, 10, 32, 8, 50, 4, seed=100 + s)).ravel()
                           for s in range(30)])
    mean, se = float(vals.mean()), float(vals.std(ddof=1) / np.sqrt(vals.size))
    checks.append(Check("Gaussian random heads: positivity centred at 0 (300 heads)", abs(mean) < 4 * se and vals.std() < 0.5,
                        f"mean {mean:.4f} ± {se:.4f}, std {vals.std():.3f}, range [{vals.min():.3f}, {vals.max():.3f}]"))
    m = AttentionOnlyModel.random(1, 1, 6, 2, 9, 3, seed=3)
    hd = m.heads[0][0]
    dense = np.linalg.eigvals(m.W_U @ hd.W_OV @ m.W_E)
    small = ov_circuit_eigenvalues(m)[0][0]
    padded = np.concatenate([small, np.zeros(dense.size - small.size)])
    cost = np.abs(np.sort_complex(padded)[:, None] - dense[None, :])
    gap = float(cost[linear_sum_assignment(cost)].max())
    extra = match_error(np.concatenate([small, [1.0]]), dense, small.size + 1)
    checks.append(Check("negative control: a spectrum with a spurious extra eigenvalue fails the same matching",
                        extra > 1e-3, f"error with a spurious eigenvalue {extra:.3g} (zeros padded: {gap:.2g})"))
    numbers["random positivity spread"] = f"mean {mean:.4f}, std {vals.std():.3f}"
    return Outcome(checks, numbers)


CLAIM = Claim("C5", "eigenvalue positivity on the small side", STATEMENT, run)
