"""Rules on Kronecker products, applied by hand (not through ``combine_kronecker``).

The tensor action of docs/theory.md: ``(A ⊗ W)·X = A X Wᵀ`` on a residual-stream matrix X
(positions × d_model); with row-major vectorisation ``vec(A X Wᵀ) = (A ⊗ W) vec(X)``,
which is exactly what ``sympy.KroneckerProduct`` means on explicit matrices.

Why not ``sympy.matrices.expressions.kronecker.combine_kronecker``: in SymPy 1.14 it
rewrites ``A⊗B + C⊗D`` as ``(A+C)⊗(B+D)`` (sympy issue 30272), which is false.  The one
rule needed here, the mixed product on a *product* of Kronecker products, is small
enough to own and test.
"""
from __future__ import annotations

from sympy import MatMul
from sympy.matrices.expressions.kronecker import KroneckerProduct


def mixed_product(expr):
    """Rewrite ``(A⊗B)(C⊗D)…`` as ``(AC…)⊗(BD…)``; anything else is returned unchanged.

    Applies only when ``expr`` is a ``MatMul`` of Kronecker products with the same
    number of factors whose factor shapes chain (``A.cols == C.rows`` and
    ``B.cols == D.rows``); each resulting product is ``doit()``-ed so identities drop.

    >>> import sympy as sp
    >>> n, d = sp.symbols("n d")
    >>> A, C = sp.MatrixSymbol("A", n, n), sp.MatrixSymbol("C", n, n)
    >>> B, D = sp.MatrixSymbol("B", d, d), sp.MatrixSymbol("D", d, d)
    >>> mixed_product(KroneckerProduct(A, B) * KroneckerProduct(C, D))
    KroneckerProduct(A*C, B*D)
    >>> mixed_product(KroneckerProduct(sp.Identity(n), B) * KroneckerProduct(A, sp.Identity(d)))
    KroneckerProduct(A, B)
    >>> mixed_product(KroneckerProduct(A, B) * sp.Identity(n * d) * KroneckerProduct(C, D))
    KroneckerProduct(A*C, B*D)
    """
    if not isinstance(expr, MatMul):
        return expr
    coeff, factors = expr.as_coeff_matrices()
    factors = [f for f in factors if not f.is_Identity]  # I·X = X (SymPy folds Id⊗Id into one Id)
    if not factors or not all(isinstance(f, KroneckerProduct) for f in factors):
        return expr
    k = len(factors[0].args)
    if any(len(f.args) != k for f in factors):
        return expr
    for left, right in zip(factors, factors[1:]):
        if any(a.cols != b.rows for a, b in zip(left.args, right.args)):
            return expr
    parts = [MatMul(*[f.args[i] for f in factors]).doit() for i in range(k)]
    out = KroneckerProduct(*parts)
    return coeff * out if coeff != 1 else out

