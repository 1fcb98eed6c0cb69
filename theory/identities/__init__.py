r"""Is this formula true?  ``check(lhs, rhs)`` proves it, finds it holding, or refutes it.

:func:`check` takes two SymPy expressions — matrix expressions (``MatrixSymbol`` with
symbolic or integer shapes, products, sums, ``Transpose``, ``Inverse``, ``Trace``,
``Determinant``, ``KroneckerProduct``, ``HadamardProduct``, the package's attention
symbols ``A^h``, ``W_OV^h``) or scalar expressions — and decides, in this order:

1. **proved** — the difference ``lhs − rhs`` reduces to zero symbolically: SymPy's
   canonicalisation (``doit``, ``expand`` with Kronecker products distributed over sums,
   like terms collected) plus this package's mixed-product rule
   ``(A⊗B)(C⊗D) = (AC)⊗(BD)`` (:func:`theory.circuits.mixed_product`; SymPy's
   ``combine_kronecker`` is never used).  A proof is then confirmed numerically on a few
   instances, so a wrong rewrite can never produce "proved";
2. **refuted** — otherwise instances are tried: first every 0/1 choice of the free
   parameters at the smallest dimensions, in lexicographic order (when there are at most
   10 of them), then ``max_examples`` instances drawn with Hypothesis (seeded, so results
   are reproducible): every dimension symbol in
   ``1..max_dim`` (or ``shapes=``), every matrix with the structure declared in ``where=``
   (built from free parameters by :mod:`theory.structured`, so it has the structure
   exactly), entries small fractions.  When the expression is rational (no ``sqrt``,
   ``exp``, floats…) both sides are evaluated in exact ``Fraction`` arithmetic and compared
   exactly; otherwise in float64 with ``|lhs − rhs| ≤ atol + rtol·max(|lhs|, |rhs|)``
   (non-finite values always fail).  The first violating instance is **shrunk** —
   dimensions first, then each parameter towards 0, ±1 and small denominators — within a
   stated budget (``shrink_evaluations`` evaluations and ``shrink_seconds`` seconds), and
   reported as explicit matrices and LaTeX;
3. **holds on N random instances** — no violation found (evidence, not a proof).

``rhs`` may also be a Python function of the instance (a ``dict`` from symbol names to
arrays and dimension names to ints): a formula is then checked against code, e.g. a
forward pass.  A scalar claim about a mean, ``check(expectation(f), g, where={X:
"gaussian"})``, is checked by Monte Carlo: at each dimension (smallest first) the mean of
``f`` over Gaussian ``X`` gets a normal-approximation confidence interval (level
``confidence`` for all dimensions together, Bonferroni), and the claim is refuted when
``g`` lies outside it.

Sizes are checked before any work: the scalar operations one instance needs at the
largest dimensions must not exceed ``max_ops`` (default 200 000; times ``samples`` ≤ 500·
``max_ops`` for Monte Carlo), else :class:`~theory.errors.TooLargeError`.  The symbolic
step is skipped (with a note) when distributing the products would give more than
``MAX_EXPANDED_TERMS`` (2000) terms.

Examples
--------
>>> import sympy as sp
>>> from sympy import MatrixSymbol, KroneckerProduct as kron
>>> from theory import check
>>> n, d = sp.symbols("n d", integer=True, positive=True)
>>> A, C = MatrixSymbol("A", n, n), MatrixSymbol("C", n, n)
>>> B, D = MatrixSymbol("B", d, d), MatrixSymbol("D", d, d)
>>> check(kron(A, B) * kron(C, D), kron(A * C, B * D)).status        # mixed-product rule
'proved'
>>> check(kron(A, B).T, kron(A.T, B.T)).status
'proved'
>>> r = check(kron(A, B) + kron(C, D), kron(A + C, B + D))  # what combine_kronecker returns
>>> r.status
'refuted'
>>> print(r.counterexample)
n = 1, d = 1
A = Matrix([[0]])
B = Matrix([[1]])
C = Matrix([[1]])
D = Matrix([[0]])
lhs = Matrix([[0]])
rhs = Matrix([[1]])
>>> check(sp.Trace(A * C), sp.Trace(C * A)).status        # trace cyclicity is in the canonical form
'proved'
>>> check(sp.Trace(A * C * A.T), sp.Trace(A * A.T * C)).status     # a transposition is not a rotation
'refuted'
>>> check(A * C, C * A, where={A: "symmetric", C: "symmetric"}).status
'refuted'
"""
from __future__ import annotations

import functools
import itertools
import math
import statistics
import time
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np
import sympy as sp
from sympy.matrices.expressions import (Adjoint, Determinant, HadamardProduct, Identity, Inverse, MatAdd, MatMul,
                                        MatPow, MatrixExpr, MatrixSymbol, OneMatrix, Trace, Transpose, ZeroMatrix)
from sympy.matrices.expressions.kronecker import KroneckerProduct

from . import structured as S
from .as_written import caller_arguments
from .errors import InputTypeError, InputValueError, ShapeError, TooLargeError

PROVED, HOLDS, REFUTED = "proved", "holds", "refuted"
DEFAULT_MAX_OPS = 200_000
_FUNCS = {sp.exp: np.exp, sp.log: np.log, sp.Abs: np.abs, sp.sin: np.sin, sp.cos: np.cos, sp.tanh: np.tanh,
          sp.sign: np.sign}
_Q = {"symmetric": "symmetric", "orthogonal": "orthogonal", "positive_definite": "positive definite",
      "diagonal": "diagonal", "positive": "positive", "nonzero": "nonzero"}


class _Reject(Exception):
    """The drawn instance is outside the expression's domain (a singular matrix under an inverse)."""


class _Found(Exception):
    pass


# ---------------------------------------------------------------------------- expectations
class Expectation:
    """``E[expr]`` over the symbols declared ``"gaussian"`` in ``where=`` (see :func:`expectation`)."""

    def __init__(self, expr):
        if not isinstance(expr, sp.Basic) or isinstance(expr, MatrixExpr):
            raise InputTypeError(f"expectation needs a scalar SymPy expression; got {type(expr).__name__}")
        self.expr = expr

    def latex(self):
        from .printing import latex
        return r"\mathbb{E}\left[" + latex(self.expr) + r"\right]"

    def __str__(self):
        from .printing import sstr
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


# ---------------------------------------------------------------------------- parsing
@dataclass
class _Info:
    matrices: dict = field(default_factory=dict)    # name -> MatrixSymbol
    scalars: dict = field(default_factory=dict)     # name -> Symbol
    dims: dict = field(default_factory=dict)        # name -> Symbol
    exact: bool = True


def _same(a, b):
    return sp.expand(sp.sympify(a) - sp.sympify(b)) == 0


def _shape_text(m):
    return f"{m.rows}×{m.cols}"


def _walk(e, side, info):
    """Validate one side (supported nodes, compatible shapes) and collect its symbols."""
    from .printing import sstr
    where = lambda: f"in {side}, {sstr(e)}"  # noqa: E731
    if isinstance(e, (MatrixSymbol, Identity, ZeroMatrix, OneMatrix, sp.MatrixBase)):
        for s in (e.rows, e.cols):
            for x in sorted(sp.sympify(s).free_symbols, key=lambda x: x.name):
                info.dims.setdefault(x.name, x)
    if isinstance(e, MatrixSymbol):
        prev = info.matrices.get(e.name)
        if prev is not None and prev.shape != e.shape:
            raise ShapeError(f"two different matrices are named {e.name!r}: {_shape_text(prev)} and {_shape_text(e)}")
        info.matrices[e.name] = e
        return
    if isinstance(e, (Identity, ZeroMatrix, OneMatrix)):
        return
    if isinstance(e, sp.MatrixBase):
        for x in e:
            _walk(sp.sympify(x), side, info)
        return
    if isinstance(e, MatAdd) or isinstance(e, HadamardProduct):
        for a in e.args:
            _walk(a, side, info)
            if not (_same(a.rows, e.args[0].rows) and _same(a.cols, e.args[0].cols)):
                raise ShapeError(f"{where()}: the terms have different shapes: {sstr(e.args[0])} is "
                                 f"{_shape_text(e.args[0])}, {sstr(a)} is {_shape_text(a)}")
        return
    if isinstance(e, MatMul):
        mats = [a for a in e.args if isinstance(a, MatrixExpr)]
        for a in e.args:
            _walk(a, side, info)
        for x, y in zip(mats, mats[1:]):
            if not _same(x.cols, y.rows):
                raise ShapeError(f"{where()}: {sstr(x)} has {x.cols} columns but {sstr(y)} has {y.rows} rows")
        return
    if isinstance(e, MatPow):
        _walk(e.base, side, info)
        if not _same(e.base.rows, e.base.cols):
            raise ShapeError(f"{where()}: a power needs a square matrix; {sstr(e.base)} is {_shape_text(e.base)}")
        if not e.exp.is_Integer:
            raise InputValueError(f"{where()}: only integer matrix powers can be instantiated; got exponent {e.exp}")
        return
    if isinstance(e, (Inverse, Trace, Determinant)):
        arg = e.arg
        _walk(arg, side, info)
        if not _same(arg.rows, arg.cols):
            raise ShapeError(f"{where()}: {type(e).__name__} needs a square matrix; {sstr(arg)} is {_shape_text(arg)}")
        return
    if isinstance(e, (Transpose, Adjoint, KroneckerProduct)):
        for a in e.args:
            _walk(a, side, info)
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
            _walk(a, side, info)
        return
    if isinstance(e, sp.Pow):
        _walk(e.base, side, info)
        _walk(e.exp, side, info)
        if not e.exp.is_Integer:
            info.exact = False
        return
    if isinstance(e, sp.Function) and e.func in _FUNCS:
        info.exact = False
        for a in e.args:
            _walk(a, side, info)
        return
    raise InputTypeError(f"{where()}: {type(e).__name__} cannot be instantiated numerically (unknown function or "
                         f"object); supported scalar functions: {', '.join(f.__name__ for f in _FUNCS)}, sqrt, powers")


@dataclass
class _Side:
    label: str
    expr: object = None          # SymPy expression
    func: object = None          # callable
    mean: bool = False           # an Expectation
    shown: object = None         # the expression as the user wrote it (theory.as_written), when SymPy rewrote it

    @property
    def is_matrix(self):
        return isinstance(self.expr, MatrixExpr) or isinstance(self.expr, sp.MatrixBase)

    def text(self):
        from .printing import sstr
        if self.func is not None:
            return getattr(self.func, "__name__", "function") + "(…)"
        e = self.expr if self.shown is None else self.shown
        return ("E[" + sstr(e) + "]") if self.mean else sstr(e)

    def latex(self):
        from .printing import latex
        if self.func is not None:
            return r"\mathrm{" + getattr(self.func, "__name__", "f").replace("_", r"\_") + r"}(\ldots)"
        body = latex(self.expr if self.shown is None else self.shown)
        return r"\mathbb{E}\left[" + body + r"\right]" if self.mean else body


def _side(obj, label, shown=None):
    if isinstance(obj, Expectation):
        return _Side(label, obj.expr, mean=True, shown=shown.expr if isinstance(shown, Expectation) else None)
    if label == "rhs" and callable(obj) and not isinstance(obj, sp.Basic):
        return _Side(label, func=obj)
    if isinstance(obj, sp.Basic):
        if isinstance(obj, sp.Equality):
            raise InputTypeError(f"{label} is an equation; pass Eq(lhs, rhs) alone as lhs, or the two sides")
        if isinstance(obj, sp.logic.boolalg.Boolean) and not isinstance(obj, (sp.Expr, MatrixExpr)):
            raise InputTypeError(f"{label} must be a matrix or scalar expression; got the condition {obj}")
        return _Side(label, obj, shown=shown)
    if isinstance(obj, (int, Fraction)) and not isinstance(obj, bool):
        return _Side(label, sp.Rational(obj.numerator, obj.denominator))
    if isinstance(obj, float):
        return _Side(label, sp.Float(obj))
    hint = "; wrap explicit matrices in sympy.Matrix" if isinstance(obj, (np.ndarray, list, tuple)) else ""
    hint = "; build it with SymPy (MatrixSymbol, symbols), strings are not parsed" if isinstance(obj, str) else hint
    raise InputTypeError(f"{label} must be a SymPy matrix expression or scalar expression"
                         + (" (or, for rhs, a function of the instance)" if label == "rhs" else "")
                         + f"; got {type(obj).__name__}{hint}")


def _parse_where(where, info):
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
        if is_matrix and kind in S.SQUARE and not _same(info.matrices[name].rows, info.matrices[name].cols):
            raise ShapeError(f"where[{name!r}] = {spec!r} needs a square matrix; {name} is "
                             f"{_shape_text(info.matrices[name])}")
        out[name] = (kind, rank)
    return out


def _parse_shapes(shapes, info, max_dim):
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


# ---------------------------------------------------------------------------- evaluation
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


def _shape(m, dims):
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


class _Env:
    def __init__(self, dims, mats, scalars, exact):
        self.dims, self.mats, self.scalars, self.exact = dims, mats, scalars, exact

    def num(self, x):
        return Fraction(int(x.p), int(x.q)) if self.exact else float(x)


def _inv(M, exact):
    if exact:
        try:
            return S.inverse(M)
        except ZeroDivisionError:
            raise _Reject from None
    if np.any(np.linalg.cond(M) > 1e10):
        raise _Reject
    return np.linalg.inv(M)


def _ev(e, env):
    """Numeric value of a validated expression (exact ``Fraction`` arrays or float, batched over leading axes)."""
    if isinstance(e, MatrixSymbol):
        return env.mats[e.name]
    if isinstance(e, Identity):
        return _eye(_as_int(e.rows, env.dims), env.exact)
    if isinstance(e, ZeroMatrix):
        r, c = _shape(e, env.dims)
        return np.full((r, c), Fraction(0), dtype=object) if env.exact else np.zeros((r, c))
    if isinstance(e, OneMatrix):
        r, c = _shape(e, env.dims)
        return np.full((r, c), Fraction(1), dtype=object) if env.exact else np.ones((r, c))
    if isinstance(e, sp.MatrixBase):
        vals = [_ev(sp.sympify(x), env) for x in e]
        arr = np.empty(len(vals), dtype=object if env.exact else float)
        arr[:] = vals
        return arr.reshape(e.shape)
    if isinstance(e, MatAdd):
        out = _ev(e.args[0], env)
        for a in e.args[1:]:
            out = out + _ev(a, env)
        return out
    if isinstance(e, HadamardProduct):
        out = _ev(e.args[0], env)
        for a in e.args[1:]:
            out = out * _ev(a, env)
        return out
    if isinstance(e, MatMul):
        coeff, mats = 1, None
        for a in e.args:
            if isinstance(a, MatrixExpr):
                v = _ev(a, env)
                mats = v if mats is None else mats @ v
            else:
                coeff = coeff * _ev(a, env)
        return _smul(coeff, mats)
    if isinstance(e, MatPow):
        base, k = _ev(e.base, env), int(e.exp)
        if k < 0:
            base, k = _inv(base, env.exact), -k
        out = np.broadcast_to(_eye(base.shape[-1], env.exact), base.shape).copy()
        for _ in range(k):
            out = out @ base
        return out
    if isinstance(e, (Transpose, Adjoint)):
        return np.swapaxes(_ev(e.arg, env), -1, -2)
    if isinstance(e, Inverse):
        return _inv(_ev(e.arg, env), env.exact)
    if isinstance(e, Trace):
        return _ev(e.arg, env).diagonal(axis1=-2, axis2=-1).sum(-1)
    if isinstance(e, Determinant):
        M = _ev(e.arg, env)
        return S.determinant(M) if env.exact else np.linalg.det(M)
    if isinstance(e, KroneckerProduct):
        out = _ev(e.args[0], env)
        for a in e.args[1:]:
            out = _kron(out, _ev(a, env))
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
            out = out + _ev(a, env)
        return out
    if isinstance(e, sp.Mul):
        out = 1
        for a in e.args:
            out = out * _ev(a, env)
        return out
    if isinstance(e, sp.Pow):
        b = _ev(e.base, env)
        if e.exp.is_Integer:
            k = int(e.exp)
            if k < 0 and env.exact and not isinstance(b, np.ndarray):
                if b == 0:
                    raise _Reject
                return Fraction(1) / (Fraction(b) ** (-k))
            with np.errstate(all="ignore"):
                return b ** k if k >= 0 else 1.0 / np.asarray(b, dtype=float) ** (-k)
        with np.errstate(all="ignore"):
            return np.power(np.asarray(b, dtype=float), float(e.exp) if e.exp.is_number else _ev(e.exp, env))
    if isinstance(e, sp.Function) and e.func in _FUNCS:
        with np.errstate(all="ignore"):
            return _FUNCS[e.func](np.asarray(_ev(e.args[0], env), dtype=float))
    raise InputTypeError(f"cannot evaluate {type(e).__name__} {e}")


def _cost(e, dims):
    """Scalar operations one evaluation of ``e`` needs at dimensions ``dims`` (the size refused before work)."""
    if isinstance(e, (MatrixSymbol, Identity, ZeroMatrix, OneMatrix)):
        r, c = _shape(e, dims)
        return r * c
    if isinstance(e, MatrixExpr) or isinstance(e, sp.MatrixBase):
        sub = sum(_cost(a, dims) for a in e.args if isinstance(a, sp.Basic) and not a.is_Atom)
        r, c = _shape(e, dims)
        if isinstance(e, MatMul):
            mats = [a for a in e.args if isinstance(a, MatrixExpr)]
            rows = _as_int(mats[0].rows, dims)
            for m in mats[1:]:
                k, cc = _shape(m, dims)
                sub += rows * k * cc
        elif isinstance(e, (Inverse, Determinant)):
            sub += r ** 3 if isinstance(e, Inverse) else _as_int(e.arg.rows, dims) ** 3
        elif isinstance(e, MatPow):
            sub += abs(int(e.exp)) * r ** 3
        return sub + r * c
    if isinstance(e, sp.Basic) and e.args:
        return sum(_cost(a, dims) for a in e.args) + 1
    return 1


class _NotExact(Exception):
    pass


def _exact_number(x):
    """An exact number: int (not bool), Fraction or a SymPy rational."""
    if isinstance(x, bool):
        return False
    return isinstance(x, (int, Fraction, np.integer)) or isinstance(x, sp.Rational)


def _values(l, r, exact, rtol, atol):
    """``(ok, detail)``: exact equality for exact values, else the float tolerance; NaN/inf fail."""
    la, ra = np.asarray(l), np.asarray(r)
    if la.shape != ra.shape:
        raise ShapeError(f"lhs evaluates to shape {la.shape} but rhs to {ra.shape}")
    if exact and la.dtype == object and ra.dtype == object or exact and not la.shape and not ra.shape and \
            isinstance(l, (Fraction, int)) and isinstance(r, (Fraction, int)):
        def same(x, y):       # only exact numbers compare exactly (an object's __eq__ may answer True to anything)
            if not (_exact_number(x) and _exact_number(y)):
                raise _NotExact
            return x == y
        try:
            eq = np.vectorize(same, otypes=[bool])(la, ra)
            return bool(np.all(eq)), ""
        except _NotExact:
            pass
    if np.iscomplexobj(la) or np.iscomplexobj(ra) or any(isinstance(v, complex) for v in (l, r)):
        lc, rc = la.astype(complex), ra.astype(complex)       # a cast to float would drop the imaginary part
        if not (np.all(np.isfinite(lc)) and np.all(np.isfinite(rc))):
            return False, "non-finite value"
        return bool(np.all(np.abs(lc - rc) <= atol + rtol * np.maximum(np.abs(lc), np.abs(rc)))), ""
    try:
        lf, rf = la.astype(float), ra.astype(float)
    except (TypeError, ValueError):
        return False, "not a number"
    if not (np.all(np.isfinite(lf)) and np.all(np.isfinite(rf))):
        return False, "non-finite value"
    diff = np.abs(lf - rf)
    return bool(np.all(diff <= atol + rtol * np.maximum(np.abs(lf), np.abs(rf)))), ""


# ---------------------------------------------------------------------------- instances
@dataclass
class _Instance:
    dims: dict       # name -> int
    params: dict     # name -> {param: array}


class _Problem:
    """Everything the numeric search needs: sides, symbols, structures, dimension ranges, options."""

    def __init__(self, lhs, rhs, info, structures, ranges, opts):
        self.lhs, self.rhs, self.info, self.structures, self.ranges = lhs, rhs, info, structures, ranges
        self.opts = opts
        self.exact = opts["entries"] != "float" and info.exact

    def symbols(self):
        return {**self.info.matrices, **self.info.scalars, **self.info.dims}

    def kind(self, name):
        if name in self.structures:
            return self.structures[name]
        return ("general", None) if name in self.info.matrices else ("scalar", None)

    def dimspec(self, dims):
        return {k: (s, dims[k]) for k, s in self.info.dims.items()}

    def shape(self, name, dims):
        m = self.info.matrices[name]
        return _shape(m, self.dimspec(dims))

    def env(self, inst):
        dims = self.dimspec(inst.dims)
        mats, scalars = {}, {}
        for name in self.info.matrices:
            kind, rank = self.kind(name)
            if kind == "gaussian":      # drawn per sample by the Monte Carlo loop
                continue
            r, c = self.shape(name, inst.dims)
            mats[name] = S.build(kind, inst.params[name], r, c, rank)
        for name in self.info.scalars:
            if name not in self.info.dims and self.kind(name)[0] != "gaussian":    # gaussian: drawn per sample
                scalars[name] = inst.params[name]["x"]
        if not self.exact:
            mats = {k: v.astype(float) for k, v in mats.items()}
            scalars = {k: float(v) for k, v in scalars.items()}
        return _Env(dims, mats, scalars, self.exact)

    def evaluate(self, inst):
        """``(lhs value, rhs value)`` or raise :class:`_Reject`."""
        env = self.env(inst)
        l = _ev(self.lhs.expr, env)
        if self.rhs.func is not None:
            # copies: a function that writes into its input (A[...] = 0) would change the lhs value (which may be
            # the very same array) and the counterexample, and could then 'prove' A = 0
            vals = {k: np.array(v, copy=True) if isinstance(v, np.ndarray) else v for k, v in env.mats.items()}
            vals.update({k: np.array(v, copy=True) if isinstance(v, np.ndarray) else v for k, v in env.scalars.items()})
            vals.update({k: v for k, (_, v) in env.dims.items()})
            try:
                r = self.rhs.func(vals)
            except KeyError as exc:
                raise InputValueError(f"rhs function asked for {exc.args[0]!r}, which is not a symbol or dimension "
                                      f"of lhs; it gets: {', '.join(sorted(vals))}") from None
            if isinstance(r, np.ma.MaskedArray) or r is np.ma.masked:
                # np.asarray drops the mask: the data under it is no value of the function
                r = np.ma.filled(np.ma.asarray(r, dtype=float if np.ma.asarray(r).dtype != object else object), np.nan)
            elif hasattr(r, "__array__") and hasattr(r, "detach"):      # a torch tensor (maybe requiring grad)
                r = r.detach()
            r = np.asarray(r) if not isinstance(r, (Fraction, int, float)) else r
        else:
            r = _ev(self.rhs.expr, env)
        return l, r

    def violates(self, inst):
        try:
            l, r = self.evaluate(inst)
        except _Reject:
            return None
        ok, _ = _values(l, r, self.exact, self.opts["rtol"], self.opts["atol"])
        return not ok

    def strategy(self):
        from hypothesis import strategies as st

        from .testing import cached_params as structured_params

        names = sorted(self.ranges)
        entries = self.opts["entries"]

        @st.composite
        def instances(draw):
            dims = {k: draw(st.integers(*self.ranges[k])) for k in names}
            params = {}
            for name in sorted(self.info.matrices):
                kind, rank = self.kind(name)
                r, c = self.shape(name, dims)
                params[name] = draw(structured_params(kind, r, c, rank, entries))
            for name in sorted(self.info.scalars):
                if name not in self.info.dims:
                    kind, _ = self.kind(name)
                    params[name] = draw(structured_params(kind, 1, 1, None, entries))
            return _Instance(dims, params)
        return instances()

    # -------------------------------------------------------------- shrinking
    def truncate(self, inst, name, value):
        dims = dict(inst.dims, **{name: value})
        params = {}
        for sym, ps in inst.params.items():
            if sym not in self.info.matrices:
                params[sym] = ps
                continue
            kind, rank = self.kind(sym)
            r, c = self.shape(sym, dims)
            if r < 1 or c < 1:
                return None
            want = S.param_shapes(kind, r, c, rank)
            new = {}
            for p, (shape, _) in want.items():
                arr = ps[p]
                if any(w > a for w, a in zip(shape, np.shape(arr))):
                    return None
                new[p] = arr[tuple(slice(0, w) for w in shape)] if shape else arr
            params[sym] = new
        return _Instance(dims, params)

    def domains(self, inst):
        for sym in sorted(inst.params):
            kind, rank = self.kind(sym)
            if sym in self.info.matrices:
                r, c = self.shape(sym, inst.dims)
                spec = S.param_shapes(kind, r, c, rank)
            else:
                spec = S.param_shapes(kind, 1, 1)
            for p, (shape, dom) in spec.items():
                for idx in (np.ndindex(*shape) if shape else [()]):
                    yield sym, p, idx, dom


def _complexity(v):
    f = Fraction(v).limit_denominator(10**6) if isinstance(v, float) else Fraction(v)
    exact = 0 if not isinstance(v, float) or float(f) == v else 1
    return (exact, abs(f.numerator) + f.denominator, f < 0)


def _candidates(v, dom, exact):
    conv = Fraction if exact else float
    if dom == "sign":
        cands = [1]
    elif dom == "weight":
        cands = [1, 2, 3]
    else:
        f = Fraction(v).limit_denominator(10**6)
        cands = [0, 1, -1, 2, -2, int(f), math.floor(f), math.ceil(f), -f, Fraction(1, 2), Fraction(-1, 2),
                 Fraction(round(f * 2), 2)]
        if dom == "positive":
            cands = [c for c in cands if c > 0]
        elif dom == "nonzero":
            cands = [c for c in cands if c != 0]
    out, seen = [], set()
    for c in cands:
        c = conv(c) if dom not in ("sign", "weight") else (Fraction(c) if exact else float(c))
        if c not in seen and _complexity(c) < _complexity(v):
            seen.add(c)
            out.append(c)
    return sorted(out, key=_complexity)


FRESH_FILLS = (1, -1, 2, -2, Fraction(1, 2))   # every free entry equal: tried at each smaller dimension
FRESH_DRAWS = 8                                 # seeded random instances tried at each smaller dimension


def _fresh(problem, inst, dims, value):
    """An instance at ``dims`` whose parameters are ``value(shape, dom)`` (None where that gives None:
    the truncated parameter of ``inst`` is kept then, if it fits)."""
    params = {}
    for sym in inst.params:
        kind, rank = problem.kind(sym)
        if sym in problem.info.matrices:
            r, c = problem.shape(sym, dims)
            if r < 1 or c < 1:
                return None
            spec = S.param_shapes(kind, r, c, rank)
        else:
            spec = S.param_shapes(kind, 1, 1)
        params[sym] = {}
        for p, (shape, dom) in spec.items():
            x = value(shape, dom)
            if x is None:
                old = inst.params[sym][p]
                if shape and any(w > a for w, a in zip(shape, np.shape(old))):
                    x = np.asarray(_rng_param(np.random.default_rng(0), shape, dom))
                else:
                    x = old[tuple(slice(0, w) for w in shape)] if shape else old
            if problem.exact:
                x = (np.array([Fraction(v) for v in np.ravel(x)], dtype=object).reshape(shape) if shape
                     else Fraction(x))
            else:
                x = np.asarray(x, dtype=float) if shape else float(x)
            params[sym][p] = x
    return _Instance(dims, params)


def _at_dimension(problem, inst, name, v, fresh):
    """Candidates with dimension ``name`` = ``v``: ``inst`` truncated, then (when ``fresh``) instances
    built anew at that size — a truncation can hold where other instances of that size fail
    (A² = A: a nilpotent A at n = 2 truncates to 0 at n = 1, but A = −1 fails there)."""
    cand = problem.truncate(inst, name, v)
    if cand is not None:
        yield cand
    if not fresh:
        return
    dims = dict(inst.dims, **{name: v})
    for c in FRESH_FILLS:
        yield _fresh(problem, inst, dims, lambda shape, dom, c=c: np.full(shape, c, dtype=object)
                     if dom == "free" and shape else (c if dom == "free" else None))
    rng = np.random.default_rng(v)
    for _ in range(FRESH_DRAWS):
        yield _fresh(problem, inst, dims, lambda shape, dom: _rng_param(rng, shape, dom))


def _shrink(problem, inst, max_evals, max_seconds):
    """Greedy shrinking of a violating instance: dimensions (each smaller size by truncation, and once by
    fresh instances of that size), then parameters; bounded."""
    t0, evals = time.perf_counter(), 0
    freshly_tried = set()

    def out_of_budget():
        return evals >= max_evals or time.perf_counter() - t0 > max_seconds

    changed = True
    while changed and not out_of_budget():
        changed = False
        for name in sorted(inst.dims):
            lo = problem.ranges[name][0]
            for v in range(lo, inst.dims[name]):
                key = (name, v, tuple(sorted((k, d) for k, d in inst.dims.items() if k != name)))
                fresh = key not in freshly_tried
                freshly_tried.add(key)
                hit = None
                for cand in _at_dimension(problem, inst, name, v, fresh):
                    if out_of_budget():
                        break
                    if cand is None:
                        continue
                    evals += 1
                    if problem.violates(cand):
                        hit = cand
                        break
                if hit is not None:
                    inst, changed = hit, True
                    break
        for sym, p, idx, dom in list(problem.domains(inst)):
            arr = inst.params[sym][p]
            cur = arr[idx] if idx != () and isinstance(arr, np.ndarray) else arr
            for c in _candidates(cur, dom, problem.exact):
                if out_of_budget():
                    break
                new_params = {k: dict(v) for k, v in inst.params.items()}
                if idx == () and not isinstance(arr, np.ndarray):
                    new_params[sym][p] = c
                else:
                    a2 = arr.copy()
                    a2[idx] = c
                    new_params[sym][p] = a2
                cand = _Instance(dict(inst.dims), new_params)
                evals += 1
                if problem.violates(cand):
                    inst, changed = cand, True
                    break
    return inst, evals, out_of_budget()


# ---------------------------------------------------------------------------- results
def _to_sympy(v):
    if isinstance(v, np.ndarray) and v.ndim == 2:
        return sp.Matrix(v.shape[0], v.shape[1], [_to_sympy(x) for x in v.ravel()])
    if isinstance(v, np.ndarray) and v.ndim == 0:
        return _to_sympy(v[()])
    if isinstance(v, np.ndarray):
        return sp.Matrix([_to_sympy(x) for x in v.ravel()])
    if isinstance(v, Fraction):
        return sp.Rational(v.numerator, v.denominator)
    if isinstance(v, (int, np.integer)):
        return sp.Integer(int(v))
    return sp.Float(float(v), 6)


@dataclass
class Counterexample:
    """An instance that violates the identity.

    ``dims`` maps dimension names to integers, ``arrays`` symbol names to the explicit
    matrices (``Fraction`` object arrays when exact, floats otherwise) or scalars, and
    ``lhs``/``rhs`` hold the two values.  :meth:`subs` gives a SymPy substitution so the
    identity can be re-checked independently; ``note`` explains special cases (a
    non-finite value, a Monte Carlo confidence interval).
    """

    dims: dict
    arrays: dict
    lhs: object
    rhs: object
    note: str = ""
    symbols: dict = field(default_factory=dict, repr=False)

    def subs(self):
        """``{symbol name: sympy.Matrix or number}`` for an independent substitution."""
        return {k: _to_sympy(v) for k, v in self.arrays.items()}

    def __str__(self):
        lines = [", ".join(f"{k} = {v}" for k, v in self.dims.items())] if self.dims else []
        lines += [f"{k} = {_to_sympy(v)}" for k, v in self.arrays.items()]
        label = "mean of lhs" if self.note.startswith("E[") else "lhs"
        lines += [f"{label} = {_to_sympy(self.lhs) if self.lhs is not None else '—'}",
                  f"rhs = {_to_sympy(self.rhs) if self.rhs is not None else '—'}"]
        if self.note:
            lines.append(self.note)
        return "\n".join(lines)

    def latex(self):
        from .printing import latex
        sym = lambda k: latex(self.symbols.get(k, sp.Symbol(k)))  # noqa: E731
        parts = [", ".join(f"{sym(k)} = {v}" for k, v in self.dims.items())] if self.dims else []
        parts += [f"{sym(k)} = {sp.latex(_to_sympy(v))}" for k, v in self.arrays.items()]
        if self.lhs is not None:
            parts.append(r"\text{lhs} = " + sp.latex(_to_sympy(self.lhs)))
        if self.rhs is not None:
            parts.append(r"\text{rhs} = " + sp.latex(_to_sympy(self.rhs)))
        return r",\quad ".join(parts)


@dataclass
class CheckResult:
    """What :func:`check` found.

    Attributes
    ----------
    kind : str
        ``"proved"``, ``"holds"`` or ``"refuted"``; :attr:`status` spells out ``holds``
        as ``"holds on N random instances"``.
    instances : int
        Valid random instances evaluated (a proof is confirmed on a few as well).
    counterexample : Counterexample or None
        The shrunk violating instance, when refuted.
    mode : str
        How instances were compared (exact arithmetic, float tolerances, Monte Carlo).
    shrinking : str
        What shrinking did and its budget.
    """

    lhs: object
    rhs: object
    kind: str
    instances: int
    mode: str
    seconds: float
    counterexample: Counterexample = None
    shrinking: str = ""
    notes: list = field(default_factory=list)
    _call: tuple = field(default=None, repr=False)

    @property
    def status(self):
        if self.kind == HOLDS:
            return f"holds on {self.instances} random instances"
        return self.kind

    @property
    def refuted(self):
        return self.kind == REFUTED

    def statement(self):
        return f"{self.lhs.text()} = {self.rhs.text()}"

    def __str__(self):
        lines = [f"{self.statement()}: {self.status}", f"  {self.mode}; {self.instances} instances; "
                 f"{self.seconds:.2f} s"]
        lines += ["  " + n for n in self.notes]
        if self.counterexample is not None:
            lines.append("  counterexample (" + self.shrinking + "):")
            lines += ["    " + s for s in str(self.counterexample).split("\n")]
        return "\n".join(lines)

    __repr__ = __str__

    def latex(self):
        s = rf"{self.lhs.latex()} = {self.rhs.latex()}\quad\text{{({self.status})}}"
        if self.counterexample is not None:
            s = r"\begin{gathered}" + s + r"\\ \text{counterexample: }" + self.counterexample.latex() + \
                r"\end{gathered}"
        return s

    def _repr_latex_(self):
        return "$$" + self.latex() + "$$"

    def claim(self, id, title=None, statement=None, control=None):
        """A :class:`~theory.claims.Claim` that re-runs this check (same arguments and seed) when executed.

        Refuted → the claim is refuted with the counterexample; holds or proved → verified,
        with the status (``proved`` or ``holds on N random instances``) in the evidence.
        The claim also runs a *negative control*: the same check on a false variant, which
        must come out refuted — by default ``lhs = rhs + J`` (``J`` the all-ones matrix, or
        1 for scalars); pass ``control=(lhs', rhs')`` for a sharper false variant, or
        ``(lhs', rhs', {"where": None})`` to change :func:`check` options for it too
        (e.g. drop the structure the identity needs).
        """
        from .claims import Claim, check_claim_id
        check_claim_id(id)
        args, kwargs = self._call
        lhs_tex, rhs_tex = self.lhs.latex(), self.rhs.latex()
        shown_control = None
        if control is None:
            shown_control = f"{self.lhs.text()} = {self.rhs.text()} + {'J' if self.rhs.is_matrix else '1'}"
            lhs0, rhs0 = args
            if rhs0 is None and isinstance(lhs0, sp.Equality):
                lhs0, rhs0 = lhs0.lhs, lhs0.rhs
            control = (lhs0, _shifted(self.rhs))
        elif not (isinstance(control, tuple) and len(control) in (2, 3)
                  and (len(control) == 2 or isinstance(control[2], dict))):
            raise InputTypeError("control must be (lhs, rhs) or (lhs, rhs, {check options}) of a false variant; "
                                 f"got {control!r}")
        return Claim(id, title or self.statement(), statement or f"${lhs_tex} = {rhs_tex}$",
                     _ClaimRun(args, kwargs, control, (self.lhs, self.rhs), shown_control))


def identity_claim(id, lhs, rhs=None, *, title=None, statement=None, control=None, **options):
    """A claim that runs ``check(lhs, rhs, **options)`` when executed — nothing is computed now
    (for claim files, so ``theory prove FILE --list`` stays instant).  Same as
    ``check(lhs, rhs, **options).claim(id, title, statement, control)`` without the first run.

    >>> import sympy as sp
    >>> n = sp.Symbol("n", integer=True, positive=True)
    >>> A, B = sp.MatrixSymbol("A", n, n), sp.MatrixSymbol("B", n, n)
    >>> c = identity_claim("P1", sp.Trace(A * B), sp.Trace(B * A), title="trace is cyclic")
    >>> print(c.statement)
    $\\operatorname{tr}\\left(A B \\right) = \\operatorname{tr}\\left(B A \\right)$
    >>> c.execute().status
    'verified'
    """
    from .claims import check_claim_id
    check_claim_id(id)                            # the same rule as for claim files run by `theory prove`
    written = {} if rhs is None else caller_arguments({"lhs": (1, lhs), "rhs": (2, rhs)})
    if rhs is None and isinstance(lhs, sp.Equality):
        lhs, rhs = lhs.lhs, lhs.rhs
    L = _side(lhs, "lhs", written.get("lhs"))
    R = _side(rhs, "rhs", written.get("rhs")) if rhs is not None else _Side("rhs", ZeroMatrix(*L.expr.shape) if L.is_matrix
                                                       else sp.Integer(0))
    stub = CheckResult(L, R, HOLDS, 0, "", 0.0, _call=((lhs, rhs), dict(options)))
    return stub.claim(id, title, statement, control)


def _shifted(side):
    """``rhs + J``: the default false variant of a negative control."""
    if side.func is not None:
        f = side.func
        return lambda v: np.asarray(f(v)) + 1
    one = OneMatrix(*side.expr.shape) if side.is_matrix else sp.Integer(1)
    return Expectation(side.expr + one) if side.mean else side.expr + one


class _ClaimRun:
    """The ``run`` of a claim made by :meth:`CheckResult.claim` (a class, so the claim stays printable)."""

    def __init__(self, args, kwargs, control, sides=None, shown_control=None):
        self.args, self.kwargs, self.control = args, kwargs, control
        self.sides, self.shown_control = sides, shown_control     # how to print them: as the user wrote them

    def __call__(self):
        from .claims import Check, Outcome
        res = check(*self.args, **self.kwargs)
        ctl = check(*self.control[:2], **{**self.kwargs, **(self.control[2] if len(self.control) == 3 else {})})
        if self.sides is not None:
            res.lhs.shown, res.rhs.shown = self.sides[0].shown, self.sides[1].shown
        checks = [Check(res.statement(), not res.refuted, f"{res.status}; {res.mode}",
                        counterexample=str(res.counterexample).replace("\n", "; ") if res.refuted else None)]
        name = f"negative control: {self.shown_control or ctl.statement()} must be refuted"
        detail = f"{ctl.status}" + (f" (counterexample at {ctl.counterexample.dims})" if ctl.refuted else "")
        checks.append(Check(name, not ctl.refuted, detail, control=True))   # passed = the false variant held
        exprs = {side.label: (side.latex() if side.mean else side.expr if side.shown is None else side.shown)
                 for side in (res.lhs, res.rhs) if side.expr is not None}
        return Outcome(checks, numbers={"status": res.status, "instances": res.instances}, expressions=exprs)


# ---------------------------------------------------------------------------- proof
def _apply_mixed(e):
    from .circuits.symbolic.kronecker import mixed_product
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


def _expanded_terms(e):
    """Number of terms distributing every product over every sum would give (bounds the symbolic step)."""
    if isinstance(e, (MatAdd, sp.Add)):
        return sum(_expanded_terms(a) for a in e.args)
    if isinstance(e, (MatMul, sp.Mul, KroneckerProduct, HadamardProduct)):
        return math.prod(_expanded_terms(a) for a in e.args)
    if isinstance(e, (MatPow, sp.Pow)) and e.exp.is_Integer and int(e.exp) > 0:
        return _expanded_terms(e.base) ** int(e.exp)
    if isinstance(e, sp.Basic) and e.args and not isinstance(e, MatrixSymbol):
        return max(_expanded_terms(a) for a in e.args)
    return 1


def _proves_zero(lhs, rhs, matrix):
    if matrix:
        e = _canonical(MatAdd(lhs, -rhs))
        return isinstance(e, ZeroMatrix) or e == 0
    e = _canonical(lhs - rhs) if (lhs - rhs).has(MatrixExpr) else sp.expand(lhs - rhs)
    if e == 0:
        return True
    if sp.count_ops(e) > 400:
        return False
    return sp.simplify(e) == 0


# ---------------------------------------------------------------------------- Monte Carlo
def _monte_carlo(problem, samples, confidence, instances, seed):
    if seed is None:                 # not reproducible, as asked: fresh entropy (default_rng([None, …]) fails)
        seed = np.random.SeedSequence().entropy
    names = sorted(problem.ranges)
    combos = sorted(itertools.product(*[range(problem.ranges[k][0], problem.ranges[k][1] + 1) for k in names]),
                    key=lambda t: (sum(t), t))[:instances]
    z = statistics.NormalDist().inv_cdf(1 - (1 - confidence) / (2 * len(combos)))
    done, finished, attempt = 0, set(), {}
    for combo in [c for c in combos for _ in range(_MC_ATTEMPTS)]:
        if combo in finished:
            continue
        dims = dict(zip(names, combo))
        attempt[combo] = attempt.get(combo, -1) + 1
        rng = np.random.default_rng([seed, *combo, attempt[combo]])
        params, gauss = {}, {}
        for name in problem.info.matrices:
            kind, rank = problem.kind(name)
            r, c = problem.shape(name, dims)
            if kind == "gaussian":
                gauss[name] = (r, c)
                continue
            params[name] = {p: _rng_param(rng, shape, dom) for p, (shape, dom) in S.param_shapes(kind, r, c, rank).items()}
        gauss_scalars = []
        for name in problem.info.scalars:
            if name not in problem.info.dims:
                kind, _ = problem.kind(name)
                if kind == "gaussian":
                    gauss_scalars.append(name)
                    continue
                params[name] = {p: _rng_param(rng, shape, dom) for p, (shape, dom) in S.param_shapes(kind, 1, 1).items()}
        inst = _Instance(dims, params)
        try:
            base = problem.env(inst)
        except _Reject:
            continue
        per = sum(r * c for r, c in gauss.values()) + len(gauss_scalars) or 1
        chunk = max(1, min(samples, 2_000_000 // per))
        total = totsq = 0.0           # in units of `scale` (the largest |sample| so far): squares never overflow
        scale, top, bottom = 0.0, -math.inf, math.inf
        n = 0
        rhs_fixed = None
        while n < samples:
            m = min(chunk, samples - n)
            mats = dict(base.mats)
            mats.update({k: rng.standard_normal((m, r, c)) for k, (r, c) in gauss.items()})
            scalars = dict(base.scalars)
            scalars.update({k: rng.standard_normal(m) for k in gauss_scalars})
            env = _Env(base.dims, mats, scalars, False)
            with np.errstate(all="ignore"):
                try:
                    lv = np.broadcast_to(np.asarray(_ev(problem.lhs.expr, env), dtype=float), (m,))
                    rv = np.broadcast_to(np.asarray(_ev(problem.rhs.expr, env), dtype=float), (m,))
                except _Reject:
                    lv, rv = np.full(m, np.nan), np.zeros(m)
            if not problem.rhs.mean:
                rhs_fixed = float(rv[0])
                rv = np.zeros(m)
            diff = lv - rv
            finite = np.isfinite(diff)
            if n == 0 and not finite.any():     # the fixed symbols are outside the domain (e.g. a zero norm)
                break
            if not finite.all():
                cx = Counterexample(dict(dims), {k: base.mats[k] for k in params if k in base.mats},
                                    None, rhs_fixed, note=f"{int((~finite).sum())} of {m} samples gave a "
                                                           "non-finite value", symbols=problem.symbols())
                return REFUTED, done + 1, cx, z
            big = float(np.abs(diff).max())
            if big > scale:
                total, totsq, scale = total * (scale / big), totsq * (scale / big) ** 2, big
            if scale > 0:
                d = diff / scale
                total += float(d.sum())
                totsq += float((d ** 2).sum())
                top, bottom = max(top, float(d.max())), min(bottom, float(d.min()))
            n += m
        if n < samples:
            continue
        mean_s = total / n                                     # mean and spread in units of `scale`
        var_s = max(totsq / n - mean_s ** 2, 0.0) * n / max(n - 1, 1)
        if scale > 0 and var_s > 0:
            share = max(top - mean_s, mean_s - bottom) ** 2 / (var_s * max(n - 1, 1))
            if share > HEAVY_TAIL_SHARE:
                raise InputValueError(
                    f"{problem.lhs.text()} cannot be checked by Monte Carlo at {dict(dims)}: one of {n} samples "
                    f"carries {share:.1%} of the sum of squared deviations (> {HEAVY_TAIL_SHARE:.0%}), so the mean is "
                    "dominated by rare draws (heavy tails, or an infinite mean/variance) and a normal-approximation "
                    "confidence interval would decide nothing; rescale the expression or check it analytically")
        half_s = z * math.sqrt(var_s / n)
        target = rhs_fixed if rhs_fixed is not None else 0.0
        mean, half = mean_s * scale, half_s * scale            # for the report (inf if beyond float64)
        done += 1
        finished.add(combo)
        unit = scale if scale > 0 else 1.0
        # the slack only absorbs rounding (a deterministic lhs has half = 0): relative, so that a claim about
        # quantities of size 1e-300 is not decided by an absolute 1e-12
        if abs(mean_s - target / unit) > half_s + 1e-12 * max(abs(mean_s), abs(target) / unit):
            lo, hi = mean - half, mean + half
            what = "E[lhs]" if rhs_fixed is not None else "E[lhs − rhs]"
            note = (f"{what} ∈ [{lo:.6g}, {hi:.6g}] ({confidence:.1%} confidence for all {len(combos)} dimensions "
                    f"together, {n} samples) but {'rhs' if rhs_fixed is not None else 'it should be'} = {target:.6g}")
            cx = Counterexample(dict(dims), {k: base.mats[k] for k in params if k in base.mats}
                                | {k: base.scalars[k] for k in params if k in base.scalars},
                                mean, rhs_fixed, note=note, symbols=problem.symbols())
            return REFUTED, done, cx, z
    if len(finished) < len(combos):
        missing = [dict(zip(names, c)) for c in combos if c not in finished]
        raise InputValueError(f"no valid draw of the fixed symbols in {_MC_ATTEMPTS} attempts at {missing} (every "
                              "sample was non-finite: a zero norm or a singular matrix?); declare their structure")
    return HOLDS, done, None, z


_MC_ATTEMPTS = 10
HEAVY_TAIL_SHARE = 0.9    # one Gaussian sample of x carries ~0.1% of Σ(x−x̄)² at 20 000 samples; x⁶ up to ~70%


def _rng_param(rng, shape, dom):
    if dom == "sign":
        return rng.choice([-1.0, 1.0], size=shape)
    if dom == "weight":
        return rng.integers(1, 5, size=shape).astype(float)
    x = rng.integers(-3, 4, size=shape).astype(float)
    if dom == "positive":
        x = np.abs(x) + 1
    elif dom == "nonzero":
        x = np.where(x == 0, 1.0, x)
    return x if shape else float(x)


# ---------------------------------------------------------------------------- check
def check(lhs, rhs=None, *, where=None, shapes=None, max_examples=100, max_dim=4, entries="rational",
          rtol=1e-9, atol=1e-9, max_ops=DEFAULT_MAX_OPS, shrink_evaluations=500, shrink_seconds=1.0,
          samples=20_000, confidence=0.999, seed=0, prove=True):
    r"""Prove, test or refute ``lhs = rhs`` (see :mod:`theory.identities` for the method).

    Parameters
    ----------
    lhs, rhs : SymPy expressions
        Matrix expressions of equal shape, or scalar expressions.  ``rhs=None`` compares
        with zero (or splits ``lhs`` when it is ``sympy.Eq(a, b)``).  ``rhs`` may be a
        function of the instance (``dict`` of symbol names to arrays, dimension names to
        ints) — a formula against code; either side may be :func:`expectation` (a Monte
        Carlo claim).
    where : dict or SymPy ``Q`` predicates, optional
        Structure of symbols: ``{A: "symmetric"}``, ``"orthogonal"``, ``"causal"`` (row-
        stochastic lower-triangular), ``"positive definite"``, ``"rank<=2"``,
        ``"diagonal"``, ``"gaussian"`` (random, for expectations); scalars ``"positive"``,
        ``"nonzero"``; or ``Q.symmetric(A) & Q.orthogonal(B)``.
    shapes : dict, optional
        Values of dimension symbols: an int, ``(lo, hi)`` or a ``range``; the others range
        over ``1..max_dim``.
    max_examples : int
        Random instances drawn (Hypothesis, seeded by ``seed``: results are reproducible).
    entries : ``"rational"``, ``"integer"`` or ``"float"``
        Free parameters are small fractions p/q (q ≤ 4), integers (both exact arithmetic
        when the expression is rational) or floats.
    rtol, atol : float
        Tolerances of float comparisons (exact comparisons use none).
    max_ops : int
        Refuse (before any work) expressions whose one instance needs more scalar
        operations at the largest dimensions.
    shrink_evaluations, shrink_seconds : int, float
        Budget of the shrinking of a counterexample.
    samples, confidence : int, float
        Monte Carlo samples per dimension and the joint confidence of the intervals.
    seed : int
        Seed of the random search (Hypothesis) and of Monte Carlo sampling.
    prove : bool
        ``False`` skips the symbolic step (a numeric search only).

    Returns
    -------
    CheckResult

    Examples
    --------
    >>> import sympy as sp
    >>> n = sp.Symbol("n", integer=True, positive=True)
    >>> Q, S = sp.MatrixSymbol("Q", n, n), sp.MatrixSymbol("S", n, n)
    >>> check(Q.T * Q, sp.Identity(n), where={Q: "orthogonal"}).status
    'holds on 100 random instances'
    >>> r = check(Q.T * Q, sp.Identity(n))
    >>> r.status, r.counterexample.arrays["Q"].tolist()
    ('refuted', [[Fraction(0, 1)]])
    >>> check((S * S.T).T, S * S.T).status      # (S Sᵀ)ᵀ = S Sᵀ by SymPy's rules
    'proved'
    """
    t0 = time.perf_counter()
    call = ((lhs, rhs), dict(where=where, shapes=shapes, max_examples=max_examples, max_dim=max_dim, entries=entries,
                              rtol=rtol, atol=atol, max_ops=max_ops, shrink_evaluations=shrink_evaluations,
                              shrink_seconds=shrink_seconds, samples=samples, confidence=confidence, seed=seed,
                              prove=prove))
    from .validation import positive_int, seed_value
    positive_int("max_examples", max_examples)
    if max_examples > MAX_EXAMPLES:     # each instance is drawn, evaluated and compared: work grows with the count
        raise TooLargeError(f"max_examples={max_examples:,} random instances is too many; at most {MAX_EXAMPLES:,} "
                            "fit (each instance is a full evaluation of both sides)")
    seed_value("seed", seed)
    positive_int("max_dim", max_dim)
    positive_int("max_ops", max_ops)
    positive_int("samples", samples, minimum=2)
    positive_int("shrink_evaluations", shrink_evaluations, minimum=0)
    if not isinstance(prove, (bool, np.bool_)):         # prove="no" is truthy: it proved
        raise InputTypeError(f"prove must be True or False; got {prove!r} of type {type(prove).__name__}")
    if entries not in ("rational", "integer", "float"):
        raise InputValueError(f"entries must be 'rational', 'integer' or 'float'; got {entries!r}")
    for name, v in (("rtol", rtol), ("atol", atol), ("shrink_seconds", shrink_seconds)):
        if not isinstance(v, (int, float)) or isinstance(v, bool) or not math.isfinite(v) or v < 0:
            raise InputValueError(f"{name} must be a finite number ≥ 0; got {v!r}")
    if not (isinstance(confidence, float) and 0 < confidence < 1):
        raise InputValueError(f"confidence must be a float in (0, 1); got {confidence!r}")

    written = {} if rhs is None else caller_arguments({"lhs": (0, lhs), "rhs": (1, rhs)})
    if rhs is None and isinstance(lhs, sp.Equality):
        lhs, rhs = lhs.lhs, lhs.rhs
    L = _side(lhs, "lhs", written.get("lhs"))
    if L.func is not None:
        raise InputTypeError("lhs must be a SymPy expression; only rhs may be a function")
    if rhs is None:
        R = _Side("rhs", ZeroMatrix(*L.expr.shape) if L.is_matrix else sp.Integer(0))
    else:
        R = _side(rhs, "rhs", written.get("rhs"))
    info = _Info()
    for side in (L, R):
        if side.expr is not None:
            _walk(side.expr, side.label, info)
    for name in list(info.scalars):      # a scalar symbol that is a dimension is a dimension
        if name in info.dims:
            del info.scalars[name]
    clash = set(info.matrices) & set(info.scalars)
    if clash:
        raise InputValueError(f"the names {sorted(clash)} are used both for a matrix and a scalar")
    if R.func is None:
        if L.is_matrix != R.is_matrix:
            raise ShapeError(f"lhs is a {'matrix' if L.is_matrix else 'scalar'} but rhs is a "
                             f"{'matrix' if R.is_matrix else 'scalar'}")
        if L.is_matrix and not (_same(L.expr.rows, R.expr.rows) and _same(L.expr.cols, R.expr.cols)):
            raise ShapeError(f"lhs is {_shape_text(L.expr)} but rhs is {_shape_text(R.expr)}")
    mean = L.mean or R.mean
    if (L.mean or R.mean) and (L.is_matrix or R.is_matrix):
        raise ShapeError("an expectation claim compares scalars")
    structures = _parse_where(where, info)
    gaussian = [k for k, (kind, _) in structures.items() if kind == "gaussian"]
    if mean and not gaussian:
        raise InputValueError("an expectation needs at least one symbol declared 'gaussian' in where=")
    if gaussian and not mean:
        raise InputValueError(f"{gaussian} declared 'gaussian' but neither side is an expectation; "
                              "wrap the random side in theory.expectation(...)")
    if mean and R.func is not None:
        raise InputTypeError("a Monte Carlo claim needs a SymPy rhs, not a function")
    if not R.mean and R.expr is not None and any(g in {s.name for s in R.expr.free_symbols} |
                                                  {m.name for m in R.expr.atoms(MatrixSymbol)} for g in gaussian):
        raise InputValueError("rhs uses a 'gaussian' symbol outside an expectation")
    ranges = _parse_shapes(shapes, info, max_dim)

    # size, before any work
    top = {k: (s, ranges[k][1]) for k, s in info.dims.items()}
    ops = sum(_cost(s.expr, top) for s in (L, R) if s.expr is not None)
    budget = max_ops * (1 if not mean else 500)
    if mean:
        ops *= samples
    if ops > budget:
        at = ", ".join(f"{k} = {v}" for k, (_, v) in top.items())
        raise TooLargeError(f"instantiating {L.text()} = {R.text()} needs about {ops:,} scalar operations per "
                            f"{'Monte Carlo run' if mean else 'instance'} at {at}; the limit is "
                            f"{budget:,} (max_ops={max_ops:,}); lower max_dim or shapes=, or raise max_ops")

    opts = dict(entries=entries, rtol=rtol, atol=atol)
    problem = _Problem(L, R, info, structures, ranges, opts)
    mode = "exact rational arithmetic" if problem.exact else f"float64, rtol={rtol:g}, atol={atol:g}"

    if mean:
        kind, n, cx, z = _monte_carlo(problem, samples, confidence, 8, seed)
        mode = (f"Monte Carlo, {samples} samples per dimension, {confidence:.1%} normal-approximation "
                f"confidence intervals (Bonferroni, z = {z:.2f})")
        return CheckResult(L, R, kind, n, mode, time.perf_counter() - t0, cx, "smallest dimension first",
                           _call=call)

    notes, proved = [], False
    if R.func is None and prove:
        terms = _expanded_terms(L.expr) + _expanded_terms(R.expr)
        floats = sorted({str(f) for s in (L, R) for f in s.expr.atoms(sp.Float)})
        if terms > MAX_EXPANDED_TERMS:
            notes.append(f"symbolic step skipped: expanding lhs − rhs would give about {terms:,} terms "
                         f"(limit {MAX_EXPANDED_TERMS:,})")
        elif floats:      # SymPy rounds Rational(1, 3) − Float(1/3) to 0: that is no proof of an exact identity
            notes.append(f"symbolic step skipped: the expressions hold floating-point numbers ({', '.join(floats[:3])}"
                         f"{', …' if len(floats) > 3 else ''}), which SymPy compares only to their precision")
        else:
            proved = _proves_zero(L.expr, R.expr, L.is_matrix)
    n_examples = min(max_examples, 30) if proved else max_examples
    found, n_simple = _simplest_first(problem)
    if n_simple:
        notes.append(f"{'and ' if found is None else 'after '}{n_simple} simplest instances "
                     "(0/1 entries at the smallest dimensions)")
    found, n_valid = (found, 0) if found is not None else _search(problem, n_examples, seed)
    if found is None:
        kind = PROVED if proved else HOLDS
        if proved:
            notes.insert(0, f"symbolic proof confirmed on {n_valid} random instances")
        return CheckResult(L, R, kind, n_valid, mode, time.perf_counter() - t0, notes=notes, _call=call)
    if proved:
        notes.insert(0, "the symbolic canonicalisation reduced lhs − rhs to 0, but an instance violates it; "
                     "please report this as a bug")
    small, evals, exhausted = _shrink(problem, found, shrink_evaluations, shrink_seconds)
    l, r = problem.evaluate(small)
    _, note = _values(l, r, problem.exact, rtol, atol)
    env = problem.env(small)
    arrays = {k: env.mats[k] for k in sorted(info.matrices)}
    arrays.update({k: env.scalars[k] for k in sorted(env.scalars)})
    cx = Counterexample({k: small.dims[k] for k in sorted(small.dims, key=lambda k: list(info.dims).index(k))},
                        arrays, l, r, note, symbols=problem.symbols())
    shrinking = (f"shrunk in {evals} evaluations" + (" (budget reached)" if exhausted else "")
                 + f"; budget {shrink_evaluations} evaluations / {shrink_seconds:g} s")
    return CheckResult(L, R, REFUTED, n_valid + n_simple + 1, mode, time.perf_counter() - t0, cx, shrinking, notes,
                       _call=call)


SIMPLE_PARAMS = 10
MAX_EXAMPLES = 100_000


def _simplest_first(problem):
    """Every 0/1 choice of the free parameters at the smallest dimensions, in lexicographic order
    (when there are at most ``SIMPLE_PARAMS`` of them): the first violation is the simplest one,
    independent of the random search.  ``(instance or None, valid instances tried)``."""
    dims = {k: lo for k, (lo, _) in problem.ranges.items()}
    base, free = {}, []
    for name in sorted(problem.info.matrices) + sorted(k for k in problem.info.scalars if k not in problem.info.dims):
        kind, rank = problem.kind(name)
        if name in problem.info.matrices:
            r, c = problem.shape(name, dims)
            spec = S.param_shapes(kind, r, c, rank)
        else:
            spec = S.param_shapes(kind, 1, 1)
        base[name] = {}
        for p, (shape, dom) in spec.items():
            one = Fraction(1) if problem.exact else 1.0
            arr = np.full(shape, one if dom != "free" else 0 * one, dtype=object if problem.exact else float)
            base[name][p] = arr if shape else arr[()]
            if dom == "free":
                free += [(name, p, idx) for idx in (np.ndindex(*shape) if shape else [()])]
    if len(free) > SIMPLE_PARAMS:
        return None, 0
    tried = 0
    for bits in itertools.product((0, 1), repeat=len(free)):
        params = {k: {p: (a.copy() if isinstance(a, np.ndarray) else a) for p, a in v.items()} for k, v in base.items()}
        for (name, p, idx), b in zip(free, bits):
            val = (Fraction(b) if problem.exact else float(b))
            if idx == ():
                params[name][p] = val
            else:
                params[name][p][idx] = val
        inst = _Instance(dict(dims), params)
        bad = problem.violates(inst)
        if bad is None:
            continue
        tried += 1
        if bad:
            return inst, tried - 1
    return None, tried


def _search(problem, max_examples, seed):
    """Draw instances with Hypothesis until one violates the identity: ``(instance or None, valid count)``."""
    from hypothesis import HealthCheck, Phase, Verbosity, assume, given, settings   # a runtime dependency (setup.cfg)
    from hypothesis import seed as hseed
    from hypothesis.errors import Unsatisfiable
    found, count = [], [0]

    @hseed(seed)
    @settings(max_examples=max_examples, deadline=None, database=None, derandomize=False,
              phases=(Phase.explicit, Phase.generate), verbosity=Verbosity.quiet, report_multiple_bugs=False,
              suppress_health_check=list(HealthCheck), print_blob=False)
    @given(problem.strategy())
    def run(inst):
        bad = problem.violates(inst)
        assume(bad is not None)
        if bad:
            if not found:
                found.append(inst)
            raise _Found
        count[0] += 1

    try:
        run()
    except _Found:
        pass
    except Unsatisfiable:
        raise InputValueError("no valid instance could be drawn (every draw made an inverse singular or a power "
                              "undefined); declare structure in where=, e.g. 'positive definite'") from None
    except BaseException as exc:  # an ExceptionGroup of _Found
        if not found or not _only_found(exc):
            raise
    return (found[0] if found else None), count[0]


def _only_found(exc):
    subs = getattr(exc, "exceptions", None)
    if subs is None:
        return isinstance(exc, _Found)
    return all(_only_found(e) for e in subs)


__all__ = ["check", "identity_claim", "expectation", "Expectation", "CheckResult", "Counterexample", "PROVED", "HOLDS", "REFUTED"]
