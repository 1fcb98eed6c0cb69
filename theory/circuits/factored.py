"""A matrix kept as a product of two factors, computed on the small side.

``LowRankMatrix(L, R)`` stands for ``M = L R`` with ``L: m×r`` and ``R: r×n`` — the shape
of every circuit matrix: ``W_OV = W_O W_V`` (d_model×d_head · d_head×d_model),
``W_QK = W_Qᵀ W_K``, the full OV circuit ``W_U W_O · W_V W_E`` (n_vocab×d_head ·
d_head×n_vocab).  Nothing of size m×n is formed unless :attr:`dense` is asked for:

* ``‖M‖_F² = tr((LᵀL)(RRᵀ))`` — two r×r Gram matrices;
* singular values: thin QR ``L = Q₁T₁``, ``Rᵀ = Q₂T₂``, then the SVD of the r×r core ``T₁T₂ᵀ``;
* non-zero eigenvalues (square M): those of ``R L`` (r×r), since ``LR`` and ``RL`` share
  their non-zero spectrum;
* products keep the cheaper factorisation.

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

import numpy as np

from ..errors import InputTypeError, ShapeError
from ..validation import finite_array


class LowRankMatrix:
    """``M = L R`` with ``L: m×r``, ``R: r×n`` (see module docstring)."""

    __array_priority__ = 100

    def __init__(self, L, R):
        self.L = finite_array("L", L, ndim=2)
        self.R = finite_array("R", R, ndim=2)
        if self.L.shape[1] != self.R.shape[0]:
            raise ShapeError(f"LowRankMatrix needs L.shape[1] == R.shape[0]; got L {self.L.shape} and R {self.R.shape}")

    @property
    def shape(self):
        return (self.L.shape[0], self.R.shape[1])

    @property
    def rank_bound(self):
        """The inner dimension r (rank ≤ r)."""
        return self.L.shape[1]

    @property
    def dense(self):
        """The full m×n matrix (forms it: use only when that is affordable)."""
        return self.L @ self.R

    @property
    def T(self):
        """``Mᵀ = Rᵀ Lᵀ``."""
        return LowRankMatrix(self.R.T, self.L.T)

    def __repr__(self):
        return f"LowRankMatrix(shape={self.shape}, inner={self.rank_bound})"

    def gram_left(self):
        """``LᵀL`` (r×r)."""
        return self.L.T @ self.L

    def gram_right(self):
        """``R Rᵀ`` (r×r)."""
        return self.R @ self.R.T

    def norm(self):
        """Frobenius norm ``sqrt(tr(LᵀL · RRᵀ))``."""
        return float(np.sqrt(max(np.sum(self.gram_left() * self.gram_right()), 0.0)))

    def svd(self):
        """``(U, S, Vh)`` thin SVD with at most r singular values, from the r×r core."""
        Q1, T1 = np.linalg.qr(self.L)
        Q2, T2 = np.linalg.qr(self.R.T)
        u, s, vh = np.linalg.svd(T1 @ T2.T, full_matrices=False)
        return Q1 @ u, s, vh @ Q2.T

    def singular_values(self):
        return self.svd()[1]

    def eigenvalues(self):
        """The eigenvalues of the r×r matrix ``R L``: M's non-zero eigenvalues plus zeros up to r."""
        if self.shape[0] != self.shape[1]:
            raise ShapeError(f"eigenvalues need a square matrix; this one is {self.shape}")
        return np.linalg.eigvals(self.R @ self.L)

    def __matmul__(self, other):
        if isinstance(other, LowRankMatrix):
            if self.shape[1] != other.shape[0]:
                raise ShapeError(f"cannot multiply {self.shape} by {other.shape}")
            # (L1 R1)(L2 R2): keep the smaller inner dimension
            if self.rank_bound <= other.rank_bound:
                return LowRankMatrix(self.L, (self.R @ other.L) @ other.R)
            return LowRankMatrix(self.L @ (self.R @ other.L), other.R)
        other = np.asarray(other)
        if other.ndim != 2:
            raise InputTypeError(f"can multiply a LowRankMatrix by a 2-d array or LowRankMatrix; got shape {other.shape}")
        if self.shape[1] != other.shape[0]:
            raise ShapeError(f"cannot multiply {self.shape} by {other.shape}")
        return LowRankMatrix(self.L, self.R @ other)

    def __rmatmul__(self, other):
        other = np.asarray(other)
        if other.ndim != 2 or other.shape[1] != self.shape[0]:
            raise ShapeError(f"cannot multiply {other.shape} by {self.shape}")
        return LowRankMatrix(other @ self.L, self.R)
