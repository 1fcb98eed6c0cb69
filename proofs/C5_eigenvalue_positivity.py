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
matches the dense non-zero spectrum (optimal matching); every library positivity (OV
circuits and K-composition QK terms, small side) equals an *independent* value from the
dense n_vocab×n_vocab matrix — ``tr(M) / Σ|λ|`` with the eigenvalues from SciPy's dense
``eig`` (LAPACK geev) and ``|λ|`` as ``hypot(Re λ, Im λ)``, no library code; ``W_U = W_Eᵀ``,
``W_OV = I`` gives +1 and its negation −1; 300 Gaussian random heads give positivity
centred at 0 (mean within 4 SE; spread reported).
Negative controls (false variants of the claim through the same comparisons): the spectrum
of the *transposed* small-side product ``W_V (W_E W_U)ᵀ W_O`` does not match the dense
spectrum; the positivity with ``Σ|Re λ|`` in the denominator (wrong for complex spectra)
does not match the dense reference.
"""
import numpy as np
import scipy.linalg
import sympy as sp
from scipy.optimize import linear_sum_assignment

from theory.circuits import AttentionOnlyModel, kcomp_qk_positivity, ov_positivity
from theory.circuits.analysis.positivity import ov_circuit_eigenvalues
from theory.claims import Check, Claim, Outcome, bound_check, close_check, least, worst

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


def reference_positivity(M):
    """Positivity of a dense square matrix without library code: ``tr(M) / Σ|λ|`` (SciPy ``eig``)."""
    lam = scipy.linalg.eig(M, right=False)
    den = float(np.hypot(lam.real, lam.imag).sum())
    return float(np.trace(M)) / den if den > 0 else 0.0


def re_denominator_positivity(eigs):
    """The false variant: ``Σλ / Σ|Re λ|`` — agrees with positivity on real spectra only."""
    eigs = np.asarray(eigs)
    den = np.abs(eigs.real).sum()
    return float(eigs.real.sum() / den) if den > 0 else 0.0


def run():
    rng = np.random.default_rng(5)
    checks, numbers = [], {}
    ok = all(charpoly_identity(n, r) for n, r in ((2, 1), (3, 2)))
    checks.append(Check("SymPy: det(λI − AB) = λ^(n−r) det(λI − BA) for generic A (n×r), B (r×n)", ok,
                        "(n, r) ∈ {(2, 1), (3, 2)}"))
    match, transposed_match, complex_seen, cases = 0.0, np.inf, 0, 0
    lib, ref, wrong_formula, ref_complex = [], [], [], []
    for seed in range(60):
        r = np.random.default_rng(seed)
        d_head = int(r.integers(1, 4))
        m = AttentionOnlyModel.random(2, 2, int(r.integers(d_head + 1, 8)), d_head, int(r.integers(d_head + 1, 9)), 3, seed=seed)
        small = ov_circuit_eigenvalues(m)
        ovp = ov_positivity(m)
        EU = m.W_E @ m.W_U
        for l, layer in enumerate(m.heads):
            for h, hd in enumerate(layer):
                full = m.W_U @ hd.W_OV @ m.W_E
                dense = np.linalg.eigvals(full)
                match = worst(match, match_error(small[l][h], dense, len(small[l][h])))
                false_small = np.linalg.eigvals(hd.W_V @ EU.T @ hd.W_O)
                if np.abs(false_small).max() > 1e-6:   # nilpotent both ways: no information
                    transposed_match = least(transposed_match, match_error(false_small, dense, len(false_small)))
                is_complex = bool(np.any(np.abs(small[l][h].imag) > 1e-9))
                complex_seen += int(is_complex)
                cases += 1
                lib.append(ovp[l, h])
                ref.append(reference_positivity(full))
                if is_complex:
                    ref_complex.append(ref[-1])
                    wrong_formula.append(re_denominator_positivity(small[l][h]))
        kq = kcomp_qk_positivity(m)
        a, b = m.heads[0][1], m.heads[1][0]
        lib.append(kq[0, 1, 1, 0])
        ref.append(reference_positivity(m.W_E.T @ b.W_QK @ a.W_OV @ m.W_E))
    checks.append(bound_check(f"small-side spectrum = dense non-zero spectrum ({cases} heads)", match, upper=1e-8,
                              what="max matching error"))
    checks.append(close_check(f"library positivity (small side) = tr(M)/Σ|λ| of the dense matrix ({len(lib)} circuits, "
                              f"{complex_seen} with complex eigenvalues)", lib, ref, rtol=0, atol=1e-8))
    checks.append(bound_check("the random circuits include complex spectra", complex_seen, lower=1, what="count"))
    checks.append(bound_check("negative control: the transposed small-side product W_V (W_E W_U)ᵀ W_O matches the "
                              "dense spectrum (same matching test)", transposed_match, upper=1e-8,
                              what="smallest matching error", control=True))
    checks.append(close_check("negative control: Σλ/Σ|Re λ| equals the dense reference on complex spectra "
                              "(same comparison)", wrong_formula, ref_complex, rtol=0, atol=1e-8, control=True))
    V, D = 7, 5
    W_E = rng.normal(size=(D, V))
    eye = [[(np.eye(D), np.eye(D), np.eye(D), np.eye(D))]]
    neg = [[(np.eye(D), np.eye(D), np.eye(D), -np.eye(D))]]
    p_id = ov_positivity(AttentionOnlyModel(W_E, W_E.T, eye))[0, 0]
    p_neg = ov_positivity(AttentionOnlyModel(W_E, W_E.T, neg))[0, 0]
    checks.append(close_check("copying OV (W_U = W_Eᵀ, W_OV = I) → +1; negated → −1", [p_id, p_neg], [1.0, -1.0],
                              rtol=0, atol=1e-12))
    vals = np.concatenate([ov_positivity(AttentionOnlyModel.random(1, 10, 32, 8, 50, 4, seed=100 + s)).ravel()
                           for s in range(30)])
    mean, se = float(vals.mean()), float(vals.std(ddof=1) / np.sqrt(vals.size))
    centred = close_check("", mean, 0.0, rtol=0, atol=4 * se)
    checks.append(Check("Gaussian random heads: positivity centred at 0 (300 heads, mean within 4 SE, std < 0.5)",
                        centred.passed and bound_check("", vals.std(), upper=0.5, strict=True).passed,
                        f"mean {mean:.4f} ± {se:.4f}, std {vals.std():.3f}, range [{vals.min():.3f}, {vals.max():.3f}]",
                        finite=centred.finite))
    numbers["random positivity spread"] = f"mean {mean:.4f}, std {vals.std():.3f}"
    numbers["heads with complex spectra"] = complex_seen
    return Outcome(checks, numbers)


CLAIM = Claim("C5", "eigenvalue positivity on the small side", STATEMENT, run)
