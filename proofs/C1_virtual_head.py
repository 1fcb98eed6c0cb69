r"""C1 — mixed product and the virtual head.

Statement (Elhage et al. 2021, two-layer section)
-------------------------------------------------
``(A²⊗W²_OV)(A¹⊗W¹_OV) = (A²A¹)⊗(W²_OV W¹_OV)``; if A¹, A² are causal row-stochastic
then so is A²A¹, so the V-composition term is itself an attention head (a *virtual head*).

Derivation
----------
1. Mixed product, symbolically: with fully symbolic entries (every entry its own
   SymPy symbol) the two sides, multiplied out by SymPy's ``KroneckerProduct`` on
   explicit matrices, have difference exactly 0 for each tested shape; and the library's
   own rule :func:`theory.circuits.mixed_product` turns the product of the shape-generic
   ``MatrixSymbol`` s into ``(A²A¹)⊗(W²W¹)``.
2. Causal row-stochastic is closed under products: lower-triangular times
   lower-triangular is lower-triangular; ``(A²A¹)𝟙 = A²(A¹𝟙) = A²𝟙 = 𝟙``; entries are sums
   of products of non-negative numbers.  Checked symbolically on a generic 4×4 pair
   (rows parametrised so that they sum to 1).
3. The tensor action ``(A⊗W)·X = A X Wᵀ`` is what the Kronecker product does to the
   row-major vectorisation of X — checked numerically.

Numeric check: random shapes and matrices (seeded), ``np.kron`` both sides; random
causal-softmax patterns, their product tested for causality, non-negativity, row sums.

What would refute it: any shape where the two sides differ beyond float round-off, or a
product of causal patterns with mass above the diagonal or a row not summing to one.
Negative control: the false variant ``(A¹A²)⊗(W²W¹)`` must fail the same numeric test.
"""
import numpy as np
import sympy as sp
from sympy.matrices.expressions.kronecker import KroneckerProduct, combine_kronecker

from theory.circuits import causal_softmax, mixed_product
from theory.claims import Check, Claim, Outcome, bound_check, close_check, worst

STATEMENT = (r"$(A^{2}\otimes W_{OV}^{2})(A^{1}\otimes W_{OV}^{1}) = (A^{2}A^{1})\otimes(W_{OV}^{2}W_{OV}^{1})$; "
             r"products of causal row-stochastic patterns are causal row-stochastic (virtual heads).")


def generic(name, rows, cols):
    """An explicit matrix whose every entry is its own symbol."""
    return sp.Matrix(rows, cols, lambda i, j: sp.Symbol(f"{name}_{i}{j}"))


def symbolic_mixed_product(n, d):
    """Exact difference of the two sides with generic n×n patterns and d×d weights (0 iff true)."""
    A2, A1, W2, W1 = generic("a", n, n), generic("b", n, n), generic("v", d, d), generic("w", d, d)
    lhs = (KroneckerProduct(A2, W2) * KroneckerProduct(A1, W1)).doit()
    rhs = KroneckerProduct(A2 * A1, W2 * W1).doit()
    return sp.simplify(sp.Matrix(lhs) - sp.Matrix(rhs))


def symbolic_stochastic(n):
    """Product of two generic causal row-stochastic n×n matrices: (upper part, row sums − 1)."""
    def causal(name):
        M = sp.zeros(n, n)
        for i in range(n):
            free = [sp.Symbol(f"{name}_{i}{j}", nonnegative=True) for j in range(i)]
            for j, s in enumerate(free):
                M[i, j] = s
            M[i, i] = 1 - sum(free)
        return M
    P = causal("a") * causal("b")
    upper = [sp.expand(P[i, j]) for i in range(n) for j in range(i + 1, n)]
    sums = [sp.simplify(sum(P[i, :]) - 1) for i in range(n)]
    return upper, sums


def numeric_mixed_product(rng, trials, variant="true"):
    largest, where = 0.0, None
    for _ in range(trials):
        n, d = rng.integers(1, 6), rng.integers(1, 6)
        A2, A1 = rng.normal(size=(n, n)), rng.normal(size=(n, n))
        W2, W1 = rng.normal(size=(d, d)), rng.normal(size=(d, d))
        lhs = np.kron(A2, W2) @ np.kron(A1, W1)
        rhs = np.kron(A2 @ A1 if variant == "true" else A1 @ A2, W2 @ W1)
        err = np.abs(lhs - rhs).max() / max(np.abs(lhs).max(), 1e-300)
        if not err <= largest:               # NaN counts as worse than anything
            where = {"n": int(n), "d": int(d)}
        largest = worst(largest, err)
    return largest, where


def run():
    rng = np.random.default_rng(20211222)
    checks, numbers, exprs = [], {}, {}
    # 1. symbolic, generic entries
    shapes = [(2, 2), (2, 3), (3, 2)]
    nonzero = {s: sum(1 for x in symbolic_mixed_product(*s) if x != 0) for s in shapes}
    checks.append(Check("mixed product, generic symbolic entries", all(v == 0 for v in nonzero.values()),
                        f"non-zero entries of lhs−rhs per (n, d): {nonzero}",
                        {str(k): v for k, v in nonzero.items() if v}))
    n, d = sp.symbols("n_ctx d_model", integer=True, positive=True)
    A2, A1 = sp.MatrixSymbol("A^2", n, n), sp.MatrixSymbol("A^1", n, n)
    W2, W1 = sp.MatrixSymbol("W_OV^2", d, d), sp.MatrixSymbol("W_OV^1", d, d)
    product = sp.MatMul(KroneckerProduct(A2, W2), KroneckerProduct(A1, W1))
    derived = mixed_product(product)
    checks.append(Check("library rule mixed_product on MatrixSymbols", derived == KroneckerProduct(A2 * A1, W2 * W1),
                        f"{product} -> {derived}"))
    exprs["product"] = product
    exprs["mixed product"] = derived
    # 2. causal row-stochastic closure
    upper, sums = symbolic_stochastic(4)
    checks.append(Check("product of generic causal row-stochastic 4x4 is causal row-stochastic",
                        all(u == 0 for u in upper) and all(s == 0 for s in sums),
                        f"upper-triangle entries {upper}, row sums - 1 {sums}"))
    bad = 0
    for _ in range(200):
        m = int(rng.integers(1, 8))
        P = causal_softmax(rng.normal(scale=3, size=(m, m))) @ causal_softmax(rng.normal(scale=3, size=(m, m)))
        ok = (bound_check("", np.abs(np.triu(P, 1)), upper=1e-15).ok and bound_check("", P, lower=0).ok
              and bound_check("", np.abs(P.sum(axis=1) - 1), upper=1e-12).ok)
        bad += not ok
    checks.append(Check("200 random causal-softmax pairs: product causal, >= 0, rows sum to 1", bad == 0,
                        f"{bad} violations"))
    # 3. numeric mixed product and the tensor action
    trials = 300
    err, where = numeric_mixed_product(rng, trials)
    checks.append(bound_check(f"np.kron mixed product on {trials} random shapes", err, upper=1e-12,
                              what="max rel err", counterexample=where))
    X, A, W = rng.normal(size=(4, 3)), rng.normal(size=(4, 4)), rng.normal(size=(3, 3))
    checks.append(close_check("tensor action (A⊗W) vec(X) = vec(A X Wᵀ)", np.kron(A, W) @ X.ravel(),
                              (A @ X @ W.T).ravel(), rtol=1e-12, atol=1e-12))
    # negative control: the false variant must be refuted by the same test
    ferr, _ = numeric_mixed_product(rng, trials, variant="swapped")
    checks.append(bound_check("negative control: (A¹A²)⊗(W²W¹) is refuted by the same test", ferr, upper=1e-12,
                              what="max rel err of the false variant", control=True))
    # the SymPy pitfall, reported (not relied on)
    B, C = sp.MatrixSymbol("B", 2, 2), sp.MatrixSymbol("C", 2, 2)
    D, E = sp.MatrixSymbol("D", 2, 2), sp.MatrixSymbol("E", 2, 2)
    s = KroneckerProduct(B, C) + KroneckerProduct(D, E)
    sub = {M: sp.Matrix(2, 2, list(rng.integers(-3, 4, size=4))) for M in (B, C, D, E)}
    numbers["sympy combine_kronecker sound on sums"] = bool(
        sp.Matrix(s.xreplace(sub).doit()) == sp.Matrix(combine_kronecker(s).xreplace(sub).doit()))
    numbers["symbolic shapes"] = str(shapes)
    numbers["numeric trials"] = trials
    return Outcome(checks, numbers, exprs)


CLAIM = Claim("C1", "mixed product / virtual head", STATEMENT, run)
