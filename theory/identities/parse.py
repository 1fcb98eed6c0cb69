"""The two sides of an identity, validated: SymPy matrix or scalar expressions, an
:func:`expectation` (a mean over Gaussian symbols), or — for ``rhs`` — a function of the
instance; their symbols and dimensions, the structures declared in ``where=`` and the
dimension ranges of ``shapes=``."""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np
import sympy as sp
from sympy.matrices.expressions import (Adjoint, Determinant, HadamardProduct, Identity, Inverse, MatAdd, MatMul,
                                        MatPow, MatrixExpr, MatrixSymbol, OneMatrix, Trace, Transpose, ZeroMatrix)
from sympy.matrices.expressions.kronecker import KroneckerProduct

from theory import structured as S
from theory.errors import InputTypeError, InputValueError, ShapeError


FUNCS = {sp.exp: np.exp, sp.log: np.log, sp.Abs: np.abs, sp.sin: np.sin, sp.cos: np.cos, sp.tanh: np.tanh,
          sp.sign: np.sign}
_Q = {"symmetric": "symmetric", "orthogonal": "orthogonal", "positive_definite": "positive definite",
      "diagonal": "diagonal", "positive": "positive", "nonzero": "nonzero"}


class Expectation:
    """``E[expr]`` over the symbols declared ``"gaussian"`` in ``where=`` (see :func:`expectation`)."""

    def __init__(self, expr):
        if not isinstance(expr, sp.Basic) or isinstance(expr, MatrixExpr):
            raise InputTypeError(f"expectation needs a scalar SymPy expression; got {type(expr).__name__}")
        self.expr = expr

    def latex(self):
        from theory.printing import latex
        return r"\mathbb{E}\left[" + latex(self.expr) + r"\right]"

    def __str__(self):
        from theory.printing import sstr
        return f"E[{sstr(self.expr)}]"

    __repr__ = __str__


def expectation(expr):
    """Mark a scalar expression as a mean over its ``"gaussian"`` symbols, for :func:`check`.

    >>> import sympy as sp
    >>> x = sp.Symbol("x")
    >>> expectation(x**2)
    E[x**2]
    """
    return Expectation(expr)


@dataclass
class Info:
    matrices: dict = field(default_factory=dict)    # name -> MatrixSymbol
    scalars: dict = field(default_factory=dict)     # name -> Symbol
    dims: dict = field(default_factory=dict)        # name -> Symbol
    exact: bool = True


def same(a, b):
    return sp.expand(sp.sympify(a) - sp.sympify(b)) == 0


def shape_text(m):
    return f"{m.rows}×{m.cols}"


def walk(e, side, info):
    """Validate one side (supported nodes, compatible shapes) and collect its symbols."""
    from theory.printing import sstr
    where = lambda: f"in {side}, {sstr(e)}"  # noqa: E731
    if isinstance(e, (MatrixSymbol, Identity, ZeroMatrix, OneMatrix, sp.MatrixBase)):
        for s in (e.rows, e.cols):
            for x in sorted(sp.sympify(s).free_symbols, key=lambda x: x.name):
                info.dims.setdefault(x.name, x)
    if isinstance(e, MatrixSymbol):
        prev = info.matrices.get(e.name)
        if prev is not None and prev.shape != e.shape:
            raise ShapeError(f"two different matrices are named {e.name!r}: {shape_text(prev)} and {shape_text(e)}")
        info.matrices[e.name] = e
        return
    if isinstance(e, (Identity, ZeroMatrix, OneMatrix)):
        return
    if isinstance(e, sp.MatrixBase):
        for x in e:
            walk(sp.sympify(x), side, info)
        return
    if isinstance(e, MatAdd) or isinstance(e, HadamardProduct):
        for a in e.args:
            walk(a, side, info)
            if not (same(a.rows, e.args[0].rows) and same(a.cols, e.args[0].cols)):
                raise ShapeError(f"{where()}: the terms have different shapes: {sstr(e.args[0])} is "
                                 f"{shape_text(e.args[0])}, {sstr(a)} is {shape_text(a)}")
        return
    if isinstance(e, MatMul):
        mats = [a for a in e.args if isinstance(a, MatrixExpr)]
        for a in e.args:
            walk(a, side, info)
        for x, y in zip(mats, mats[1:]):
            if not same(x.cols, y.rows):
                raise ShapeError(f"{where()}: {sstr(x)} has {x.cols} columns but {sstr(y)} has {y.rows} rows")
        return
    if isinstance(e, MatPow):
        walk(e.base, side, info)
        if not same(e.base.rows, e.base.cols):
            raise ShapeError(f"{where()}: a power needs a square matrix; {sstr(e.base)} is {shape_text(e.base)}")
        if not e.exp.is_Integer:
            raise InputValueError(f"{where()}: only integer matrix powers can be instantiated; got exponent {e.exp}")
        return
    if isinstance(e, (Inverse, Trace, Determinant)):
        arg = e.arg
        walk(arg, side, info)
        if not same(arg.rows, arg.cols):
            raise ShapeError(f"{where()}: {type(e).__name__} needs a square matrix; {sstr(arg)} is {shape_text(arg)}")
        return
    if isinstance(e, (Transpose, Adjoint, KroneckerProduct)):
        for a in e.args:
            walk(a, side, info)
        return
    if isinstance(e, MatrixExpr):
        raise InputTypeError(f"{where()}: {type(e).__name__} is not supported by check (supported: sums, products, "
                             "powers, Transpose, Inverse, Trace, Determinant, KroneckerProduct, HadamardProduct)")
    # scalars
    if isinstance(e, sp.Symbol):
        info.scalars.setdefault(e.name, e)
        return
    if e.is_Integer or e.is_Rational:
        return
    if isinstance(e, sp.Float) or e in (sp.pi, sp.E):
        info.exact = False
        return
    if isinstance(e, (sp.Add, sp.Mul)):
        for a in e.args:
            walk(a, side, info)
        return
    if isinstance(e, sp.Pow):
        walk(e.base, side, info)
        walk(e.exp, side, info)
        if not e.exp.is_Integer:
            info.exact = False
        return
    if isinstance(e, sp.Function) and e.func in FUNCS:
        info.exact = False
        for a in e.args:
            walk(a, side, info)
        return
    raise InputTypeError(f"{where()}: {type(e).__name__} cannot be instantiated numerically (unknown function or "
                         f"object); supported scalar functions: {', '.join(f.__name__ for f in FUNCS)}, sqrt, powers")


@dataclass
class Side:
    label: str
    expr: object = None          # SymPy expression
    func: object = None          # callable
    mean: bool = False           # an Expectation
    shown: object = None         # the expression as the user wrote it (theory.as_written), when SymPy rewrote it

    @property
    def is_matrix(self):
        return isinstance(self.expr, MatrixExpr) or isinstance(self.expr, sp.MatrixBase)

    def text(self):
        from theory.printing import sstr
        if self.func is not None:
            return getattr(self.func, "__name__", "function") + "(…)"
        e = self.expr if self.shown is None else self.shown
        return ("E[" + sstr(e) + "]") if self.mean else sstr(e)

    def latex(self):
        from theory.printing import latex
        if self.func is not None:
            return r"\mathrm{" + getattr(self.func, "__name__", "f").replace("_", r"\_") + r"}(\ldots)"
        body = latex(self.expr if self.shown is None else self.shown)
        return r"\mathbb{E}\left[" + body + r"\right]" if self.mean else body


def parse_side(obj, label, shown=None):
    if isinstance(obj, Expectation):
        return Side(label, obj.expr, mean=True, shown=shown.expr if isinstance(shown, Expectation) else None)
    if label == "rhs" and callable(obj) and not isinstance(obj, sp.Basic):
        return Side(label, func=obj)
    if isinstance(obj, sp.Basic):
        if isinstance(obj, sp.Equality):
            raise InputTypeError(f"{label} is an equation; pass Eq(lhs, rhs) alone as lhs, or the two sides")
        if isinstance(obj, sp.logic.boolalg.Boolean) and not isinstance(obj, (sp.Expr, MatrixExpr)):
            raise InputTypeError(f"{label} must be a matrix or scalar expression; got the condition {obj}")
        return Side(label, obj, shown=shown)
    if isinstance(obj, (int, Fraction)) and not isinstance(obj, bool):
        return Side(label, sp.Rational(obj.numerator, obj.denominator))
    if isinstance(obj, float):
        return Side(label, sp.Float(obj))
    hint = "; wrap explicit matrices in sympy.Matrix" if isinstance(obj, (np.ndarray, list, tuple)) else ""
    hint = "; build it with SymPy (MatrixSymbol, symbols), strings are not parsed" if isinstance(obj, str) else hint
    raise InputTypeError(f"{label} must be a SymPy matrix expression or scalar expression"
                         + (" (or, for rhs, a function of the instance)" if label == "rhs" else "")
                         + f"; got {type(obj).__name__}{hint}")


def parse_where(where, info):
    """``{name: (kind, rank)}`` from a dict or SymPy ``Q`` predicates."""
    if where is None:
        return {}
    items = []
    if isinstance(where, dict):
        items = list(where.items())
    else:
        preds = where.args if isinstance(where, sp.And) else (where if isinstance(where, (list, tuple, set)) else [where])
        for p in preds:
            fn = getattr(getattr(p, "function", None), "name", None)
            if fn is None or not getattr(p, "arguments", None):
                raise InputTypeError(f"where= must be a dict {{symbol: structure}} or SymPy Q predicates; got {p!r}")
            if fn not in _Q:
                raise InputValueError(f"where=: the predicate Q.{fn} is not supported; supported: "
                                      + ", ".join("Q." + k for k in _Q))
            items.append((p.arguments[0], _Q[fn]))
    out = {}
    known = sorted(set(info.matrices) | set(info.scalars))
    for key, spec in items:
        name = key if isinstance(key, str) else getattr(key, "name", None)
        if name is None:
            raise InputTypeError(f"where= keys must be symbols or their names; got {type(key).__name__} {key!r}")
        if name in info.dims and name not in info.matrices:
            raise InputValueError(f"where= gives a structure to {name!r}, which is a dimension; "
                                  "give dimensions in shapes=")
        if name not in info.matrices and name not in info.scalars:
            raise InputValueError(f"where= names {name!r}, which does not occur in lhs or rhs; symbols: "
                                  + (", ".join(known) or "none"))
        if name in out:
            raise InputValueError(f"where= declares {name!r} twice; one structure per symbol")
        kind, rank = S.normalise(spec, f"where[{name!r}]")
        is_matrix = name in info.matrices
        if is_matrix and kind in S.SCALAR_STRUCTURES:
            raise InputValueError(f"where[{name!r}] = {spec!r} is a scalar structure but {name} is a matrix")
        if not is_matrix and kind not in S.SCALAR_STRUCTURES + ("gaussian",):
            raise InputValueError(f"where[{name!r}] = {spec!r} is a matrix structure but {name} is a scalar")
        if is_matrix and kind in S.SQUARE and not same(info.matrices[name].rows, info.matrices[name].cols):
            raise ShapeError(f"where[{name!r}] = {spec!r} needs a square matrix; {name} is "
                             f"{shape_text(info.matrices[name])}")
        out[name] = (kind, rank)
    return out


def parse_shapes(shapes, info, max_dim):
    ranges = {name: (1, max_dim) for name in info.dims}
    if shapes is not None and not isinstance(shapes, dict):
        raise InputTypeError(f"shapes= must be a dict {{dimension: int, (lo, hi) or range}}; got "
                             f"{type(shapes).__name__} {shapes!r:.60}")
    for key, val in (shapes or {}).items():
        name = key if isinstance(key, str) else getattr(key, "name", None)
        if name not in info.dims:
            raise InputValueError(f"shapes= names {key!r}, which is not a dimension of lhs or rhs; dimensions: "
                                  + (", ".join(sorted(info.dims)) or "none (all shapes are integers)"))
        if isinstance(val, range):
            lo, hi = (val.start, val.stop - 1) if len(val) else (1, 0)
        elif isinstance(val, tuple) and len(val) == 2:
            lo, hi = val
        else:
            lo = hi = val
        if not all(isinstance(v, (int, np.integer)) and not isinstance(v, bool) for v in (lo, hi)) or lo < 1 or hi < lo:
            raise InputValueError(f"shapes[{name!r}] must be a positive integer, (lo, hi) or a range with "
                                  f"1 ≤ lo ≤ hi; got {val!r}")
        ranges[name] = (int(lo), int(hi))
    return ranges
