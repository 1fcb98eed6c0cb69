"""A matrix kept as a product of two factors, computed on the small side.

``LowRankMatrix(L, R)`` stands for ``M = L R`` with ``L: m×r`` and ``R: r×n`` — the shape
of every circuit matrix: ``W_OV = W_O W_V`` (d_model×d_head · d_head×d_model),
``W_QK = W_Qᵀ W_K``, the full OV circuit ``W_U W_O · W_V W_E`` (n_vocab×d_head ·
d_head×n_vocab).  Nothing of size m×n is formed unless :attr:`dense` is asked for:

* ``‖M‖_F² = tr((LᵀL)(RRᵀ))`` — two r×r Gram matrices;
* singular values: thin QR ``L = Q₁T₁``, ``Rᵀ = Q₂T₂``, then the SVD of the r×r core ``T₁T₂ᵀ``;
* non-zero eigenvalues (square M): those of ``R L`` (r×r), since ``LR`` and ``RL`` share
  their non-zero spectrum;
* products keep the smallest inner dimension available: ``min(r₁, r₂, shared dimension)``;
  a product with a vector (1-d array) is that vector, ``L (R v)`` or ``(u L) R``, as
  TransformerLens' ``FactoredMatrix`` gives it;
* ``np.asarray(M)``, any NumPy function given ``M``, indexing and element-wise arithmetic
  (``M - D``, ``2 * M``, ``abs(M)``) form the dense matrix, as :attr:`dense` does
  (size-checked) and return arrays, so code written for dense circuit matrices keeps working;
  only ``@`` stays factored.

Factors are copied and stored read-only.  Norms, singular values and eigenvalues are
computed on factors scaled to unit max-abs entries and scaled back, so they do not overflow
for large finite entries; a result that exceeds the float range is refused.

Modelled on TransformerLens' ``FactoredMatrix``.

>>> import numpy as np
>>> rng = np.random.default_rng(0)
>>> M = LowRankMatrix(rng.normal(size=(50, 3)), rng.normal(size=(3, 50)))
>>> M.shape, M.rank_bound
((50, 50), 3)
>>> bool(np.isclose(M.norm(), np.linalg.norm(M.dense)))
True
>>> big = np.linalg.eigvals(M.dense)
>>> top = big[np.argsort(-abs(big))][:3]
>>> bool(np.allclose(np.sort_complex(M.eigenvalues()), np.sort_complex(top)))
True
"""
from __future__ import annotations

import math

import numpy as np
from numpy.lib.mixins import NDArrayOperatorsMixin

from theory.errors import InputTypeError, InputValueError, ShapeError
from theory.validation import check_size, finite_array


def maxabs(A):
    return float(np.abs(A).max()) if A.size else 0.0


def _finite(what, value):
    """Refuse a result that overflowed the float range (the input was finite)."""
    if not np.all(np.isfinite(value)):
        raise InputValueError(f"{what} exceeds the float64 range for these (finite) factors; rescale the matrix")
    return value


def scale_back(values, scales):
    """``values · Π scales`` for positive scales, as mantissa product and one ``ldexp``: no
    intermediate overflow *or underflow* whatever the order of magnitudes (multiplying
    ``1e-200 · 1e-150 · 1e200`` one at a time underflows to 0), one rounding of the result;
    entries beyond the float range come out inf (for the caller to refuse).

    >>> float(scale_back(1.0, [1e-200, 1e-150, 1e150, 1e200]))
    1.0
    """
    mant, exp = 1.0, 0
    for c in scales:
        m, e = math.frexp(float(c))
        mant, exp = mant * m, exp + e
    v = np.asarray(values) * mant
    with np.errstate(over="ignore", under="ignore"):
        if np.iscomplexobj(v):
            out = np.empty_like(v)
            out.real, out.imag = np.ldexp(v.real, exp), np.ldexp(v.imag, exp)
            return out
        return np.ldexp(v, exp)


def unit_scaled(M, name="M"):
    """``M / (max|L| · max|R|)`` as a :class:`LowRankMatrix` with unit max-abs factors, for
    scale-invariant quantities (refuses a zero factor, naming ``name``)."""
    sL, sR = maxabs(M.L), maxabs(M.R)
    if sL == 0 or sR == 0:
        raise InputValueError(f"{name} is zero (a factor has no non-zero entry); the quantity is undefined")
    return LowRankMatrix(M.L / sL, M.R / sR)


class LowRankMatrix(NDArrayOperatorsMixin):
    """``M = L R`` with ``L: m×r``, ``R: r×n`` (see module docstring).  The factors are copied
    and read-only.

    >>> A = np.ones((4, 2)); M = LowRankMatrix(A, A.T); A[:] = 0; M.norm()
    8.0
    >>> type(np.eye(4) @ M).__name__, type(M - np.eye(4)).__name__, float(M[0, 1])
    ('LowRankMatrix', 'ndarray', 2.0)
    """

    __array_priority__ = 100
    __hash__ = object.__hash__          # identity, as before the element-wise operators

    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        """``ndarray @ M`` stays factored (:meth:`__rmatmul__`); every other ufunc (arithmetic,
        comparisons, ``np.abs``…) runs on the dense matrices and returns arrays."""
        if ufunc is np.matmul and method == "__call__" and not kwargs and len(inputs) == 2:
            a, b = inputs
            return a.__matmul__(b) if isinstance(a, LowRankMatrix) else b.__rmatmul__(a)
        dense = tuple(np.asarray(x) if isinstance(x, LowRankMatrix) else x for x in inputs)
        if "out" in kwargs:
            kwargs["out"] = tuple(np.asarray(x) if isinstance(x, LowRankMatrix) else x for x in kwargs["out"])
        return getattr(ufunc, method)(*dense, **kwargs)

    def __getitem__(self, key):
        """Entries of the dense matrix (formed, size-checked)."""
        return np.asarray(self)[key]

    def __init__(self, L, R):
        self.L = np.array(finite_array("L", L, ndim=2), copy=True)
        self.R = np.array(finite_array("R", R, ndim=2), copy=True)
        if self.L.shape[1] != self.R.shape[0]:
            raise ShapeError(f"LowRankMatrix needs L.shape[1] == R.shape[0]; got L {self.L.shape} and R {self.R.shape}")
        self.L.flags.writeable = False
        self.R.flags.writeable = False

    def _scaled(self):
        """``(L/sL, R/sR, (sL, sR))``; ``M = sL·sR · (L/sL)(R/sR)``."""
        sL, sR = maxabs(self.L), maxabs(self.R)
        if sL == 0 or sR == 0:
            return self.L, self.R, (0.0, 0.0)
        return self.L / sL, self.R / sR, (sL, sR)

    @property
    def shape(self):
        return (self.L.shape[0], self.R.shape[1])

    @property
    def rank_bound(self):
        """The inner dimension r (rank ≤ r)."""
        return self.L.shape[1]

    @property
    def dense(self):
        """The full m×n matrix (forms it: use only when that is affordable; refused beyond the
        package's size limit)."""
        check_size("LowRankMatrix.dense", self.shape[0] * self.shape[1], "stay on the small side (norm, svd, ...)")
        with np.errstate(over="ignore", invalid="ignore"):
            return _finite("LowRankMatrix.dense", self.L @ self.R)

    @property
    def T(self):
        """``Mᵀ = Rᵀ Lᵀ``."""
        return LowRankMatrix(self.R.T, self.L.T)

    def __repr__(self):
        return f"LowRankMatrix(shape={self.shape}, inner={self.rank_bound})"

    def __array__(self, dtype=None, copy=None):
        """The dense matrix for NumPy (``np.asarray(M)``, ``np.allclose(M, D)``): formed, so
        ``copy=False`` is refused, as NumPy's protocol asks."""
        if copy is False:
            raise ValueError("a LowRankMatrix has no dense array to share: np.asarray forms one (copy=False refused)")
        D = self.dense
        return D if dtype is None else D.astype(dtype)

    def gram_left(self):
        """``LᵀL`` (r×r)."""
        with np.errstate(over="ignore", invalid="ignore"):
            return _finite("LowRankMatrix.gram_left", self.L.T @ self.L)

    def gram_right(self):
        """``R Rᵀ`` (r×r)."""
        with np.errstate(over="ignore", invalid="ignore"):
            return _finite("LowRankMatrix.gram_right", self.R @ self.R.T)

    def norm(self):
        """Frobenius norm ``sqrt(tr(LᵀL · RRᵀ))``, on unit-scaled factors (no overflow for large
        finite entries unless the norm itself exceeds the float range, which is refused).

        >>> LowRankMatrix(1e200 * np.ones((2, 1)), 1e200 * np.ones((1, 2))).norm()
        Traceback (most recent call last):
        ...
        theory.errors.InputValueError: LowRankMatrix.norm exceeds the float64 range for these (finite) factors; rescale the matrix
        >>> round(LowRankMatrix(1e150 * np.ones((2, 1)), 1e150 * np.ones((1, 2))).norm() / 1e300, 12)
        2.0
        """
        L, R, (sL, sR) = self._scaled()
        n0 = np.sqrt(max(np.sum((L.T @ L) * (R @ R.T)), 0.0))
        return float(_finite("LowRankMatrix.norm", scale_back(n0, (sL, sR))))

    def svd(self):
        """``(U, S, Vh)`` thin SVD with at most r singular values, from the r×r core."""
        L, R, (sL, sR) = self._scaled()
        Q1, T1 = np.linalg.qr(L)
        Q2, T2 = np.linalg.qr(R.T)
        u, s, vh = np.linalg.svd(T1 @ T2.T, full_matrices=False)
        s = scale_back(s, (sL, sR))
        return Q1 @ u, _finite("LowRankMatrix.svd (singular values)", s), vh @ Q2.T

    def singular_values(self):
        return self.svd()[1]

    def eigenvalues(self):
        """The eigenvalues of the r×r matrix ``R L``: M's non-zero eigenvalues plus zeros up to r."""
        if self.shape[0] != self.shape[1]:
            raise ShapeError(f"eigenvalues need a square matrix; this one is {self.shape}")
        return self._eigenvalues()

    def eigenvalues_scaled(self):
        """``(λ / (sL·sR), (sL, sR))``: the eigenvalues of ``R L`` divided by the positive factor
        scales (1 for a zero M), computed without overflow — for scale-invariant quantities
        such as positivity."""
        if self.shape[0] != self.shape[1]:
            raise ShapeError(f"eigenvalues need a square matrix; this one is {self.shape}")
        L, R, (sL, sR) = self._scaled()
        return np.linalg.eigvals(R @ L), ((sL, sR) if sL > 0 else (1.0, 1.0))

    def _eigenvalues(self):
        lam, (sL, sR) = self.eigenvalues_scaled()
        return _finite("LowRankMatrix.eigenvalues", scale_back(lam, (sL, sR)))

    def __matmul__(self, other):
        if isinstance(other, LowRankMatrix):
            if self.shape[1] != other.shape[0]:
                raise ShapeError(f"cannot multiply {self.shape} by {other.shape}")
            return _product(self.L, self.R, other.L, other.R)
        other = _operand(other)
        if self.shape[1] != other.shape[0]:
            raise ShapeError(f"cannot multiply {self.shape} by {other.shape}")
        if other.ndim == 1:                       # a vector: L (R v), never the m×n matrix
            return _vector("LowRankMatrix @ vector", self.L, self.R @ other)
        if other.shape[0] < self.rank_bound:      # (L R) B through the shared dimension
            return _chain((self.L, self.R), (other,))
        return _chain((self.L,), (self.R, other))

    def __rmatmul__(self, other):
        other = _operand(other)
        if other.shape[-1] != self.shape[0]:
            raise ShapeError(f"cannot multiply {other.shape} by {self.shape}")
        if other.ndim == 1:                       # a vector: (u L) R
            return _vector("vector @ LowRankMatrix", other @ self.L, self.R)
        if other.shape[1] < self.rank_bound:      # A (L R) through the shared dimension
            return _chain((other,), (self.L, self.R))
        return _chain((other, self.L), (self.R,))


def _chain(left, right):
    """``LowRankMatrix(Π left, Π right)`` computed on factors scaled by powers of two to unit
    max-abs entries, the total scale then split evenly (in the exponent) between the two sides:
    no intermediate overflow or underflow when the product itself is representable (forming
    ``R1 L2`` directly overflowed for ``(1e-200·L1)(1e200·R1) · (1e200·L2)(1e-200·R2) ≈ 1``).
    A product beyond the float64 range is refused."""
    exp, parts = 0, []
    for group in (left, right):
        out = None
        for A in group:
            top = maxabs(A)
            e = math.frexp(top)[1] if top > 0 else 0
            exp += e
            A = np.ldexp(A, -e)
            out = A if out is None else out @ A
        top = maxabs(out)                   # rescale each side's product too (cancellation, many parts)
        e = math.frexp(top)[1] if top > 0 else 0
        exp += e
        parts.append(np.ldexp(out, -e))
    eL = exp // 2
    with np.errstate(over="ignore", under="ignore"):
        L, R = np.ldexp(parts[0], eL), np.ldexp(parts[1], exp - eL)
    if not (np.all(np.isfinite(L)) and np.all(np.isfinite(R))):
        raise InputValueError("LowRankMatrix product exceeds the float64 range for these (finite) factors; "
                              "rescale the operands")
    return LowRankMatrix(L, R)


def _operand(other):
    other = finite_array("other", other)
    if other.ndim not in (1, 2):
        raise InputTypeError(f"can multiply a LowRankMatrix by a vector, a 2-d array or a LowRankMatrix; got shape "
                             f"{other.shape}")
    return other


def _vector(what, A, B):
    """``A @ B`` (one of them a vector), refused when finite factors overflow."""
    with np.errstate(over="ignore", invalid="ignore"):
        return _finite(what, A @ B)


def _product(L1, R1, L2, R2):
    """``(L1 R1)(L2 R2)`` factored through the smallest of r1, r2 and the shared dimension k.

    >>> M = LowRankMatrix(np.ones((5, 4)), np.ones((4, 2))) @ LowRankMatrix(np.ones((2, 3)), np.ones((3, 5)))
    >>> M.rank_bound, float(M.dense[0, 0])
    (2, 24.0)
    """
    r1, k, r2 = R1.shape[0], R1.shape[1], L2.shape[1]
    if k < min(r1, r2):                  # through the shared dimension: (L1 R1) · (L2 R2)
        return _chain((L1, R1), (L2, R2))
    if r1 <= r2:
        return _chain((L1,), (R1, L2, R2))
    return _chain((L1, R1, L2), (R2,))


def max_abs(W):
    """``max|W|`` (1 for a zero or empty W), without an ``|W|`` temporary (W_E is 300 MB)."""
    top = max(float(W.max()), -float(W.min())) if W.size else 0.0
    return top if top > 0 else 1.0
