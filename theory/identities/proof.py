"""The symbolic step: ``lhs − rhs`` canonicalised (SymPy's ``doit`` and ``expand`` with Kronecker
products distributed over sums, the package's mixed-product rule, trace cyclicity) and
tested for zero; skipped when expanding would give more than ``MAX_EXPANDED_TERMS`` terms."""
from __future__ import annotations

import math

import sympy as sp
from sympy.matrices.expressions import (HadamardProduct, Identity, MatAdd, MatMul, MatPow, MatrixExpr, MatrixSymbol,
                                        OneMatrix, Trace, Transpose, ZeroMatrix)
from sympy.matrices.expressions.kronecker import KroneckerProduct



def _apply_mixed(e):
    from theory.circuits.symbolic.kronecker import mixed_product
    if not isinstance(e, MatrixExpr) or isinstance(e, (MatrixSymbol, Identity, ZeroMatrix, OneMatrix)):
        return e
    args = [_apply_mixed(a) if isinstance(a, MatrixExpr) else a for a in e.args]
    new = e.func(*args) if args != list(e.args) else e
    return mixed_product(new) if isinstance(new, MatMul) else new


def _canonical(diff, max_rounds=8):
    e = diff.doit()
    for _ in range(max_rounds):
        new = _traces(_apply_mixed(sp.expand(e, kroneckerproduct=True)).doit())
        if new == e:
            break
        e = new
    return e


def _trace_of(X):
    """``tr(X)`` in a canonical form: linear over sums and scalar factors, and for a product the
    least (by printed form) of its cyclic rotations and those of its transpose — ``tr(AB) = tr(BA)``
    for any shapes that make ``AB`` square, and ``tr(Mᵀ) = tr(M)``.  Only these two rules are used,
    so ``tr(ABC)`` and ``tr(ACB)`` (not a rotation of each other) stay different."""
    if isinstance(X, MatAdd):
        return sp.Add(*[_trace_of(t) for t in X.args])
    coeff, mats = X.as_coeff_matrices() if isinstance(X, MatMul) else (sp.Integer(1), [X])
    if len(mats) == 1:
        m = mats[0]
        if isinstance(m, Transpose):
            return coeff * _trace_of(m.arg)
        return coeff * Trace(m)
    flipped = [Transpose(f).doit() for f in reversed(mats)]
    rotations = [tuple(seq[i:] + seq[:i]) for seq in (list(mats), flipped) for i in range(len(seq))]
    best = min(rotations, key=lambda r: tuple(sp.srepr(f) for f in r))
    return coeff * Trace(MatMul(*best))


def _traces(e):
    """Every ``Trace`` in ``e`` in the canonical form of :func:`_trace_of`."""
    if not isinstance(e, sp.Basic) or not e.has(Trace):
        return e
    return e.replace(lambda x: isinstance(x, Trace), lambda x: _trace_of(_traces(x.arg)))


MAX_EXPANDED_TERMS = 2000


def expanded_terms(e):
    """Number of terms distributing every product over every sum would give (bounds the symbolic step)."""
    if isinstance(e, (MatAdd, sp.Add)):
        return sum(expanded_terms(a) for a in e.args)
    if isinstance(e, (MatMul, sp.Mul, KroneckerProduct, HadamardProduct)):
        return math.prod(expanded_terms(a) for a in e.args)
    if isinstance(e, (MatPow, sp.Pow)) and e.exp.is_Integer and int(e.exp) > 0:
        return expanded_terms(e.base) ** int(e.exp)
    if isinstance(e, sp.Basic) and e.args and not isinstance(e, MatrixSymbol):
        return max(expanded_terms(a) for a in e.args)
    return 1


def proves_zero(lhs, rhs, matrix):
    if matrix:
        e = _canonical(MatAdd(lhs, -rhs))
        return isinstance(e, ZeroMatrix) or e == 0
    e = _canonical(lhs - rhs) if (lhs - rhs).has(MatrixExpr) else sp.expand(lhs - rhs)
    if e == 0:
        return True
    if sp.count_ops(e) > 400:
        return False
    return sp.simplify(e) == 0
