"""The numeric value of a validated expression at one instance — exact ``Fraction`` arrays or
float64, batched over leading axes — and its cost in scalar operations, estimated before any work."""
from __future__ import annotations

import functools
from fractions import Fraction

import numpy as np
import sympy as sp
from sympy.matrices.expressions import (Adjoint, Determinant, HadamardProduct, Identity, Inverse, MatAdd, MatMul,
                                        MatPow, MatrixExpr, MatrixSymbol, OneMatrix, Trace, Transpose, ZeroMatrix)
from sympy.matrices.expressions.kronecker import KroneckerProduct

from theory import structured as S
from theory.errors import InputTypeError, ShapeError
from theory.identities.parse import FUNCS



class Reject(Exception):
    """The drawn instance is outside the expression's domain (a singular matrix under an inverse)."""


def _as_int(x, dims):
    return _int_at(sp.sympify(x), tuple(sorted(dims.values(), key=lambda sv: sv[0].name)))


@functools.lru_cache(maxsize=4096)
def _int_at(x, dims):
    v = x.subs(dict(dims)) if x.free_symbols else x
    if not v.is_Integer:
        raise ShapeError(f"the shape {x} is not an integer at {', '.join(f'{s} = {v}' for s, v in dims)}")
    if v < 0:                  # NumPy said "negative dimensions are not allowed", naming nothing
        at = ", ".join(f"{s} = {w}" for s, w in dims)
        raise ShapeError(f"the shape {x} is {v} < 0 at {at}; restrict the dimensions with shapes= "
                         f"(e.g. shapes={{{', '.join(repr(str(s)) + ': (2, 4)' for s in sorted(x.free_symbols, key=str))}}})")
    return int(v)


def matrix_shape(m, dims):
    return _as_int(m.rows, dims), _as_int(m.cols, dims)


def _kron(a, b):
    r1, c1 = a.shape[-2:]
    r2, c2 = b.shape[-2:]
    out = a[..., :, None, :, None] * b[..., None, :, None, :]
    return out.reshape(out.shape[:-4] + (r1 * r2, c1 * c2))


def _smul(c, M):
    return np.asarray(c, dtype=object if M.dtype == object else None)[..., None, None] * M


def _eye(n, exact, ones=False):
    if exact:
        out = np.full((n, n), Fraction(0), dtype=object)
        if ones:
            out[:] = Fraction(1)
        else:
            for i in range(n):
                out[i, i] = Fraction(1)
        return out
    return np.ones((n, n)) if ones else np.eye(n)


class Env:
    def __init__(self, dims, mats, scalars, exact):
        self.dims, self.mats, self.scalars, self.exact = dims, mats, scalars, exact

    def num(self, x):
        return Fraction(int(x.p), int(x.q)) if self.exact else float(x)


def _inv(M, exact):
    if exact:
        try:
            return S.inverse(M)
        except ZeroDivisionError:
            raise Reject from None
    if np.any(np.linalg.cond(M) > 1e10):
        raise Reject
    return np.linalg.inv(M)


def ev(e, env):
    """Numeric value of a validated expression (exact ``Fraction`` arrays or float, batched over leading axes)."""
    if isinstance(e, MatrixSymbol):
        return env.mats[e.name]
    if isinstance(e, Identity):
        return _eye(_as_int(e.rows, env.dims), env.exact)
    if isinstance(e, ZeroMatrix):
        r, c = matrix_shape(e, env.dims)
        return np.full((r, c), Fraction(0), dtype=object) if env.exact else np.zeros((r, c))
    if isinstance(e, OneMatrix):
        r, c = matrix_shape(e, env.dims)
        return np.full((r, c), Fraction(1), dtype=object) if env.exact else np.ones((r, c))
    if isinstance(e, sp.MatrixBase):
        vals = [ev(sp.sympify(x), env) for x in e]
        arr = np.empty(len(vals), dtype=object if env.exact else float)
        arr[:] = vals
        return arr.reshape(e.shape)
    if isinstance(e, MatAdd):
        out = ev(e.args[0], env)
        for a in e.args[1:]:
            out = out + ev(a, env)
        return out
    if isinstance(e, HadamardProduct):
        out = ev(e.args[0], env)
        for a in e.args[1:]:
            out = out * ev(a, env)
        return out
    if isinstance(e, MatMul):
        coeff, mats = 1, None
        for a in e.args:
            if isinstance(a, MatrixExpr):
                v = ev(a, env)
                mats = v if mats is None else mats @ v
            else:
                coeff = coeff * ev(a, env)
        return _smul(coeff, mats)
    if isinstance(e, MatPow):
        base, k = ev(e.base, env), int(e.exp)
        if k < 0:
            base, k = _inv(base, env.exact), -k
        out = np.broadcast_to(_eye(base.shape[-1], env.exact), base.shape).copy()
        for _ in range(k):
            out = out @ base
        return out
    if isinstance(e, (Transpose, Adjoint)):
        return np.swapaxes(ev(e.arg, env), -1, -2)
    if isinstance(e, Inverse):
        return _inv(ev(e.arg, env), env.exact)
    if isinstance(e, Trace):
        return ev(e.arg, env).diagonal(axis1=-2, axis2=-1).sum(-1)
    if isinstance(e, Determinant):
        M = ev(e.arg, env)
        return S.determinant(M) if env.exact else np.linalg.det(M)
    if isinstance(e, KroneckerProduct):
        out = ev(e.args[0], env)
        for a in e.args[1:]:
            out = _kron(out, ev(a, env))
        return out
    if isinstance(e, sp.Symbol):
        if e.name in env.dims:
            return env.dims[e.name][1]
        return env.scalars[e.name]
    if e.is_Rational:
        return env.num(e)
    if e.is_number and not e.free_symbols:
        return float(e)
    if isinstance(e, sp.Add):
        out = 0
        for a in e.args:
            out = out + ev(a, env)
        return out
    if isinstance(e, sp.Mul):
        out = 1
        for a in e.args:
            out = out * ev(a, env)
        return out
    if isinstance(e, sp.Pow):
        b = ev(e.base, env)
        if e.exp.is_Integer:
            k = int(e.exp)
            if k < 0 and env.exact and not isinstance(b, np.ndarray):
                if b == 0:
                    raise Reject
                return Fraction(1) / (Fraction(b) ** (-k))
            with np.errstate(all="ignore"):
                return b ** k if k >= 0 else 1.0 / np.asarray(b, dtype=float) ** (-k)
        with np.errstate(all="ignore"):
            return np.power(np.asarray(b, dtype=float), float(e.exp) if e.exp.is_number else ev(e.exp, env))
    if isinstance(e, sp.Function) and e.func in FUNCS:
        with np.errstate(all="ignore"):
            return FUNCS[e.func](np.asarray(ev(e.args[0], env), dtype=float))
    raise InputTypeError(f"cannot evaluate {type(e).__name__} {e}")


def cost(e, dims):
    """Scalar operations one evaluation of ``e`` needs at dimensions ``dims`` (the size refused before work)."""
    if isinstance(e, (MatrixSymbol, Identity, ZeroMatrix, OneMatrix)):
        r, c = matrix_shape(e, dims)
        return r * c
    if isinstance(e, MatrixExpr) or isinstance(e, sp.MatrixBase):
        sub = sum(cost(a, dims) for a in e.args if isinstance(a, sp.Basic) and not a.is_Atom)
        r, c = matrix_shape(e, dims)
        if isinstance(e, MatMul):
            mats = [a for a in e.args if isinstance(a, MatrixExpr)]
            rows = _as_int(mats[0].rows, dims)
            for m in mats[1:]:
                k, cc = matrix_shape(m, dims)
                sub += rows * k * cc
        elif isinstance(e, (Inverse, Determinant)):
            sub += r ** 3 if isinstance(e, Inverse) else _as_int(e.arg.rows, dims) ** 3
        elif isinstance(e, MatPow):
            sub += abs(int(e.exp)) * r ** 3
        return sub + r * c
    if isinstance(e, sp.Basic) and e.args:
        return sum(cost(a, dims) for a in e.args) + 1
    return 1
