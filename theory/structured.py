"""Structured matrices built from free parameters, exactly when the parameters are exact.

Each structure is a map from a few parameter arrays to a matrix that has the structure
*by construction*, so a random or shrunk parameter always gives a valid matrix:

================================  ==========================================================
structure                         construction (parameters)
================================  ==========================================================
``"general"``                     the entries ``E`` (rows×cols)
``"symmetric"``                   ``triu(E) + triu(E, 1)ᵀ``
``"diagonal"``                    ``diag(d)``
``"orthogonal"``                  Cayley transform ``(I − K)(I + K)⁻¹ · diag(s)`` of the skew
                                  part ``K`` of ``E``, signs ``s = ±1`` (rational when ``E`` is)
``"positive definite"``           ``L Lᵀ + c I`` with ``c > 0``
``"causal"``                      row-stochastic lower-triangular: positive weights ``W``,
                                  each row divided by its sum (an attention pattern)
``("rank", r)`` / ``"rank<=r"``   ``U Vᵀ`` with ``U`` rows×r, ``V`` cols×r
``"gaussian"``                    i.i.d. N(0, 1) entries (random symbols of Monte Carlo claims)
================================  ==========================================================

Parameters are NumPy arrays of :class:`fractions.Fraction` (exact; the matrix is exact) or
of floats.  The Hypothesis strategies in :mod:`theory.testing` draw the parameters;
:func:`theory.check` shrinks them.

>>> from fractions import Fraction as F
>>> import numpy as np
>>> E = np.array([[F(0), F(1)], [F(0), F(0)]], dtype=object)
>>> Q = build("orthogonal", {"E": E, "s": np.array([F(1), F(1)], dtype=object)}, 2, 2)
>>> Q.tolist()
[[Fraction(0, 1), Fraction(-1, 1)], [Fraction(1, 1), Fraction(0, 1)]]
>>> bool(np.all(Q.T @ Q == np.eye(2, dtype=int)))
True
"""
from __future__ import annotations

import re
from fractions import Fraction

import numpy as np

from theory.errors import InputTypeError, InputValueError, ShapeError

MATRIX_STRUCTURES = ("general", "symmetric", "diagonal", "orthogonal", "positive definite", "causal", "rank",
                     "gaussian")
SCALAR_STRUCTURES = ("scalar", "positive", "nonzero")
_ALIASES = {"spd": "positive definite", "pd": "positive definite", "positive_definite": "positive definite",
            "positive-definite": "positive definite", "row-stochastic causal": "causal",
            "row stochastic causal": "causal", "stochastic causal": "causal", "attention": "causal",
            "normal": "gaussian", "any": "general", "real": "scalar"}
_RANK = re.compile(r"^rank\s*(?:<=|≤)\s*(\d+)$")
SQUARE = ("symmetric", "diagonal", "orthogonal", "positive definite", "causal")


def normalise(spec, name="where"):
    """``(kind, rank)`` for a structure given as a string, ``("rank", r)`` or a SymPy ``Q`` predicate name.

    >>> normalise("rank<=2"), normalise("SPD"), normalise(("rank", 1))
    (('rank', 2), ('positive definite', None), ('rank', 1))
    """
    if isinstance(spec, tuple) and len(spec) == 2 and spec[0] == "rank":
        r = spec[1]
        if isinstance(r, bool) or not isinstance(r, (int, np.integer)) or r < 1:
            raise InputValueError(f"{name}: the rank in ('rank', r) must be a positive integer; got {r!r}")
        return "rank", int(r)
    if not isinstance(spec, str):
        raise InputTypeError(f"{name} must be a structure name such as 'symmetric' or ('rank', 2); got "
                             f"{type(spec).__name__} {spec!r}")
    s = spec.strip().lower().replace("_", " ")
    s = _ALIASES.get(s, _ALIASES.get(s.replace(" ", "_"), s))
    m = _RANK.match(s)
    if m:
        if int(m.group(1)) < 1:
            raise InputValueError(f"{name}: rank bound must be ≥ 1; got {spec!r}")
        return "rank", int(m.group(1))
    if s in MATRIX_STRUCTURES and s != "rank" or s in SCALAR_STRUCTURES:
        return s, None
    raise InputValueError(f"{name}: unknown structure {spec!r}; known: " + ", ".join(
        [k for k in MATRIX_STRUCTURES if k != "rank"] + ["rank<=r"] + list(SCALAR_STRUCTURES)))


def param_shapes(kind, rows, cols, rank=None, name="matrix"):
    """The parameter arrays of a structure: ``{name: (shape, domain)}``.

    Domains: ``"free"`` (any number), ``"positive"``, ``"weight"`` (positive integer),
    ``"sign"`` (±1), ``"nonzero"``.
    """
    if kind in SQUARE and rows != cols:
        raise ShapeError(f"{name} is declared {kind!r}, which needs a square matrix; it is {rows}×{cols}")
    n = rows
    if kind == "general":
        return {"E": ((rows, cols), "free")}
    if kind == "symmetric":
        return {"E": ((n, n), "free")}
    if kind == "diagonal":
        return {"d": ((n,), "free")}
    if kind == "orthogonal":
        return {"E": ((n, n), "free"), "s": ((n,), "sign")}
    if kind == "positive definite":
        return {"L": ((n, n), "free"), "c": ((), "positive")}
    if kind == "causal":
        return {"W": ((n, n), "weight")}
    if kind == "rank":      # rank ≤ r with r ≥ min(rows, cols) is no constraint: never allocate r columns
        k = min(rank, rows, cols)
        return {"U": ((rows, k), "free"), "V": ((cols, k), "free")}
    if kind == "gaussian":
        return {}
    if kind == "scalar":
        return {"x": ((), "free")}
    if kind in ("positive", "nonzero"):
        return {"x": ((), kind)}
    raise InputValueError(f"unknown structure {kind!r}")


def _exact(a):
    return isinstance(a, np.ndarray) and a.dtype == object or isinstance(a, (Fraction, int))


def _eye(n, exact):
    if exact:
        out = np.full((n, n), Fraction(0), dtype=object)
        for i in range(n):
            out[i, i] = Fraction(1)
        return out
    return np.eye(n)


def inverse(M):
    """Inverse of a square matrix: exact Gauss–Jordan on ``Fraction`` arrays, LAPACK on floats.

    Raises ``ZeroDivisionError`` when an exact matrix is singular.
    """
    if M.dtype != object:
        return np.linalg.inv(M)
    n = M.shape[0]
    A = np.concatenate([M.astype(object), _eye(n, True)], axis=1)
    for col in range(n):
        piv = next((r for r in range(col, n) if A[r, col] != 0), None)
        if piv is None:
            raise ZeroDivisionError("singular matrix")
        A[[col, piv]] = A[[piv, col]]
        A[col] = A[col] / A[col, col]
        for r in range(n):
            if r != col and A[r, col] != 0:
                A[r] = A[r] - A[r, col] * A[col]
    return A[:, n:]


def determinant(M):
    """Exact determinant (fraction-free elimination over ``Fraction``) or LAPACK's for floats."""
    if M.dtype != object:
        return float(np.linalg.det(M))
    A = M.astype(object).copy()
    n, det = A.shape[0], Fraction(1)
    for col in range(n):
        piv = next((r for r in range(col, n) if A[r, col] != 0), None)
        if piv is None:
            return Fraction(0)
        if piv != col:
            A[[col, piv]] = A[[piv, col]]
            det = -det
        det *= A[col, col]
        for r in range(col + 1, n):
            if A[r, col] != 0:
                A[r] = A[r] - (A[r, col] / A[col, col]) * A[col]
    return Fraction(det)


def build(kind, params, rows, cols, rank=None):
    """The matrix (or scalar) of structure ``kind`` from its parameters (exact in, exact out)."""
    if kind in SCALAR_STRUCTURES:
        return params["x"]
    first = next(iter(params.values()))
    exact = _exact(first)
    if kind == "general":
        return params["E"]
    if kind == "symmetric":
        E = params["E"]
        return np.triu(E) + np.triu(E, 1).T
    if kind == "diagonal":
        d = params["d"]
        out = np.diag(d) if not exact else _eye(rows, True) * d[None, :]
        return out
    if kind == "orthogonal":
        E = params["E"]
        K = np.triu(E, 1) - np.triu(E, 1).T
        eye = _eye(rows, exact)
        return ((eye - K) @ inverse(eye + K)) * params["s"][None, :]
    if kind == "positive definite":
        L = params["L"]
        return L @ L.T + params["c"] * _eye(rows, exact)
    if kind == "causal":
        W = np.tril(params["W"])
        sums = W.sum(axis=1)
        return W / sums[:, None]
    if kind == "rank":
        return params["U"] @ params["V"].T
    raise InputValueError(f"unknown structure {kind!r}")


def describe(kind, rank):
    return f"rank ≤ {rank}" if kind == "rank" else kind
