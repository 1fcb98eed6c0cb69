"""Priors on the task vector θ (docs/theory.md, Part II): Gaussian, finite discrete, and the tree T(K, α).

* :class:`GaussianPrior` — ``θ ~ N(μ, Σ)``, Σ numeric or a SymPy matrix.
* :class:`DiscretePrior` — finitely many support points with probabilities.  Each
  coordinate may carry an exact *scale* ``q_c``: the value of coordinate c at support
  point s is ``√q_c · v[s, c]``.  This keeps priors like the tree (values ``α^{k/2}``)
  exact in rational arithmetic, because every MSE involves only ``θ_c θ'_c = q_c v v'``.
* :class:`TreePrior` — the complete binary tree of depth K: nodes ``(k, i)``,
  ``k = 1..K``, ``i ∈ [0, 2^k)``, one coordinate each (``D = 2^{K+1} − 2``), coordinate
  index ``2^k − 2 + i``.  A leaf σ is uniform on ``2^K``; the path node at depth k is
  ``(k, σ >> (K−k))`` and ``θ = α^{k/2}`` there, 0 elsewhere (``‖θ‖² = Σ_k α^k``).
"""
from __future__ import annotations

from fractions import Fraction

import numpy as np
import sympy as sp

from ..errors import InputValueError, ShapeError
from ..validation import positive_int
from .numbers import exact_or_float, require_numeric, to_sympy


def _scales_sq(scales_sq, dim):
    """Validated per-coordinate squared scales ``q_c > 0`` (all 1 when None)."""
    q = [1] * dim if scales_sq is None else list(scales_sq)
    if len(q) != dim:
        raise ShapeError(f"scales_sq must have one entry per coordinate ({dim}); got {len(q)}")
    out = [exact_or_float(f"scales_sq[{c}]", x) for c, x in enumerate(q)]
    for c, x in enumerate(out):
        require_numeric(f"scales_sq[{c}]", x)
        if x <= 0:
            raise InputValueError(f"scales_sq must be positive; scales_sq[{c}] = {x}")
    return out


class GaussianPrior:
    """``θ = √q ∘ v`` with ``v ~ N(mean, cov)`` (``q = 1`` unless ``scales_sq`` is given).

    ``cov`` is numeric or a SymPy matrix, symmetric positive definite — or positive
    semi-definite with ``allow_singular=True`` (e.g. the moment-matched surrogate of the
    tree prior, whose path indicators sum to one at every depth).  ``scales_sq`` keeps
    such surrogates exact: the tree's coordinates are ``α^{k/2}`` times indicators.

    >>> GaussianPrior([[2, 0], [0, 1]]).dim
    2
    >>> GaussianPrior([[1, 2], [2, 1]])
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: cov must be symmetric positive definite; its eigenvalues include -1
    """

    def __init__(self, cov, mean=None, scales_sq=None, allow_singular=False):
        if isinstance(cov, sp.MatrixBase):
            C = sp.ImmutableMatrix(cov)
            if C.rows != C.cols:
                raise ShapeError(f"cov must be square; got shape {C.shape}")
            if C != C.T:
                raise InputValueError("cov must be symmetric; cov != cov.T")
            if not C.free_symbols:
                low = float(np.linalg.eigvalsh(np.array(C, dtype=float)).min())
                tol = 1e-12 * max(1.0, float(max(abs(x) for x in C)))
                if allow_singular and low < -tol:
                    raise InputValueError(f"cov must be symmetric positive semi-definite; its eigenvalues include {low:.4g}")
                if not allow_singular and not C.is_positive_definite:
                    raise InputValueError(f"cov must be symmetric positive definite; its eigenvalues include "
                                          f"{min(C.eigenvals(), key=lambda x: float(x))}")
            self.cov, self.symbolic = C, True
            self.dim = C.rows
        else:
            C = np.asarray(cov, dtype=float)
            if C.ndim != 2 or C.shape[0] != C.shape[1]:
                raise ShapeError(f"cov must be a square matrix; got shape {C.shape}")
            if not np.all(np.isfinite(C)):
                raise InputValueError("cov must be finite; it has NaN/inf entries")
            if not np.allclose(C, C.T, rtol=1e-12, atol=1e-12):
                raise InputValueError(f"cov must be symmetric; max |cov − covᵀ| = {np.abs(C - C.T).max():.3g}")
            ev = np.linalg.eigvalsh(C)
            tol = 1e-12 * max(1.0, float(np.abs(ev).max()))
            if ev.min() < -tol or (ev.min() <= tol and not allow_singular):
                kind = "semi-definite" if allow_singular else "definite"
                raise InputValueError(f"cov must be symmetric positive {kind}; its eigenvalues include {ev.min():.4g}")
            self.cov, self.symbolic, self.dim = C, False, C.shape[0]
        if mean is None:
            self.mean = sp.zeros(self.dim, 1) if self.symbolic else np.zeros(self.dim)
        else:
            m = sp.ImmutableMatrix(mean) if self.symbolic else np.asarray(mean, dtype=float).ravel()
            if (len(m) if self.symbolic else m.size) != self.dim:
                raise ShapeError(f"mean must have length {self.dim} (cov is {self.dim}×{self.dim}); got {np.shape(mean)}")
            self.mean = m
        self.scales_sq = _scales_sq(scales_sq, self.dim)
        self.allow_singular = allow_singular

    @classmethod
    def isotropic(cls, dim, s2=1):
        """``N(0, s² I)``: exact (SymPy) for rational ``s2``, numeric for a float."""
        dim = positive_int("dim", dim)
        v = exact_or_float("s2", s2)
        if isinstance(v, float):
            return cls(np.eye(dim) * v)
        if not isinstance(v, sp.Basic) and v <= 0:
            raise InputValueError(f"s2 must be > 0; got {s2}")
        return cls(sp.eye(dim) * to_sympy(v))

    def sample(self, n, seed=0):
        """``n`` draws of θ (numeric priors only), shape (n, dim)."""
        n = positive_int("n", n)
        C = np.array(self.cov, dtype=float) if self.symbolic else self.cov
        v = np.random.default_rng(seed).multivariate_normal(np.asarray(self.mean, dtype=float).ravel(), C, size=n,
                                                            check_valid="ignore" if self.allow_singular else "warn")
        return v * np.sqrt(np.array([float(q) for q in self.scales_sq]))

    def __repr__(self):
        return f"GaussianPrior(dim={self.dim}, symbolic={self.symbolic})"


class DiscretePrior:
    """A finite prior: ``θ = √q ∘ v[s]`` with probability ``probs[s]``.

    Parameters
    ----------
    points : array-like (n_support, dim)
        The ``v`` values (exact: ints/Fractions, or floats).
    probs : sequence (n_support,)
        Non-negative, summing to 1 (exactly, for exact input).
    scales_sq : sequence (dim,), optional
        ``q_c`` per coordinate (default all 1).

    >>> p = DiscretePrior([[0, 1], [1, 0]], ["1/2", "1/2"])
    >>> p.mean()
    [Fraction(1, 2), Fraction(1, 2)]
    """

    def __init__(self, points, probs, scales_sq=None):
        pts = [list(row) for row in points]
        if not pts or not pts[0]:
            raise ShapeError("points must be a non-empty 2-d array (n_support, dim)")
        dim = len(pts[0])
        if any(len(r) != dim for r in pts):
            raise ShapeError(f"points must be rectangular; row lengths {sorted({len(r) for r in pts})}")
        self.points = [[exact_or_float(f"points[{s}][{c}]", x) for c, x in enumerate(r)] for s, r in enumerate(pts)]
        pr = list(probs)
        if len(pr) != len(pts):
            raise ShapeError(f"probs must have one entry per support point ({len(pts)}); got {len(pr)}")
        self.probs = [exact_or_float(f"probs[{s}]", p) for s, p in enumerate(pr)]
        for s, p in enumerate(self.probs):
            require_numeric(f"probs[{s}]", p)
            if p < 0:
                raise InputValueError(f"probs must be non-negative; probs[{s}] = {p}")
        total = sum(self.probs)
        exact = all(isinstance(p, Fraction) for p in self.probs)
        if (total != 1) if exact else abs(total - 1) > 1e-12:
            raise InputValueError(f"probs must sum to 1; they sum to {total}")
        self.scales_sq = _scales_sq(scales_sq, dim)
        self.dim, self.size = dim, len(pts)

    def mean(self):
        """``E[v]`` per coordinate (θ's mean is ``√q ∘`` this)."""
        return [sum(p * r[c] for p, r in zip(self.probs, self.points)) for c in range(self.dim)]

    def second_moment(self):
        """``E[v vᵀ]`` as a list of lists (exact when the input is)."""
        return [[sum(p * r[a] * r[b] for p, r in zip(self.probs, self.points)) for b in range(self.dim)]
                for a in range(self.dim)]

    def covariance(self):
        """Covariance of ``v`` (θ's covariance is ``diag(√q) · this · diag(√q)``)."""
        m, S = self.mean(), self.second_moment()
        return [[S[a][b] - m[a] * m[b] for b in range(self.dim)] for a in range(self.dim)]

    def moment_matched_gaussian(self):
        """``N(E v, Cov v)`` with the same scales: the Gaussian with θ's mean and covariance."""
        return GaussianPrior(sp.Matrix(self.covariance()).applyfunc(to_sympy), sp.Matrix(self.mean()).applyfunc(to_sympy),
                             self.scales_sq, allow_singular=True)

    def theta(self):
        """Support points of θ itself as a float array (n_support, dim)."""
        v = np.array([[float(x) for x in r] for r in self.points])
        return v * np.sqrt(np.array([float(q) for q in self.scales_sq]))

    def __repr__(self):
        return f"DiscretePrior(size={self.size}, dim={self.dim})"


class TreePrior:
    """The hierarchical tree prior ``T(K, α)`` of docs/theory.md, Part II.

    Parameters
    ----------
    depth : int ≥ 1
        K, the depth of the complete binary tree.
    alpha : number in (0, 1) or SymPy symbol
        Decay per depth: ``θ = α^{k/2}`` on the path.

    Examples
    --------
    >>> T = TreePrior(2, "1/2")
    >>> T.dim, T.nodes[:3], T.index((2, 3))
    (6, [(1, 0), (1, 1), (2, 0)], 5)
    >>> T.path(2)
    [(1, 1), (2, 2)]
    >>> T.theta_sq(2)
    [Fraction(0, 1), Fraction(1, 2), Fraction(0, 1), Fraction(0, 1), Fraction(1, 4), Fraction(0, 1)]
    """

    def __init__(self, depth, alpha):
        self.depth = positive_int("depth", depth)
        a = exact_or_float("alpha", alpha)
        if not isinstance(a, sp.Basic) and not (0 < a < 1):
            raise InputValueError(f"alpha must be in (0, 1); got {alpha}")
        self.alpha = a
        K = self.depth
        self.nodes = [(k, i) for k in range(1, K + 1) for i in range(2 ** k)]
        self.dim = len(self.nodes)
        self.n_leaves = 2 ** K

    @property
    def symbolic(self):
        return isinstance(self.alpha, sp.Basic)

    def index(self, node):
        """Coordinate index of node ``(k, i)``: ``2^k − 2 + i``."""
        k, i = node
        if not (1 <= k <= self.depth and 0 <= i < 2 ** k):
            raise InputValueError(f"node must be (k, i) with 1 ≤ k ≤ {self.depth}, 0 ≤ i < 2^k; got {node}")
        return 2 ** k - 2 + i

    def path(self, leaf):
        """The path nodes ``(k, σ >> (K−k))`` of a leaf σ."""
        leaf = positive_int("leaf", leaf, minimum=0, maximum=self.n_leaves - 1)
        return [(k, leaf >> (self.depth - k)) for k in range(1, self.depth + 1)]

    def scale_sq(self, k):
        """``α^k``, the squared value of a path node at depth k."""
        return self.alpha ** k

    def theta_sq(self, leaf):
        """``θ_c²`` for each coordinate given the leaf (exact for rational α)."""
        out = [self.alpha * 0] * self.dim
        for k, i in self.path(leaf):
            out[self.index((k, i))] = self.scale_sq(k)
        return out

    def theta(self, leaf):
        """θ given the leaf, as floats."""
        require_numeric("alpha", self.alpha, " (sampling θ)")
        return np.sqrt(np.array([float(x) for x in self.theta_sq(leaf)]))

    def sample(self, n, seed=0):
        """``(θ, leaves)``: n draws, θ of shape (n, D) as floats, leaves uniform on 2^K."""
        n = positive_int("n", n)
        require_numeric("alpha", self.alpha, " (sampling θ)")
        leaves = np.random.default_rng(seed).integers(0, self.n_leaves, size=n)
        return self.theta_matrix()[leaves], leaves

    def theta_matrix(self):
        """All support points: row σ is θ for leaf σ (float array 2^K × D)."""
        require_numeric("alpha", self.alpha)
        return np.stack([self.theta(s) for s in range(self.n_leaves)])

    def incidence(self):
        """Boolean matrix (2^K × D): leaf σ's path contains node c."""
        M = np.zeros((self.n_leaves, self.dim), dtype=bool)
        for s in range(self.n_leaves):
            for node in self.path(s):
                M[s, self.index(node)] = True
        return M

    def moment_matched_gaussian(self):
        """The Gaussian with the tree prior's mean and covariance (exact, singular; claim I5)."""
        return self.to_discrete().moment_matched_gaussian()

    def to_discrete(self):
        """The same prior as a :class:`DiscretePrior`: ``v`` = path indicators, ``q_c = α^{k}``."""
        require_numeric("alpha", self.alpha, " (the discrete prior needs numbers)")
        inc = self.incidence()
        p = Fraction(1, self.n_leaves)
        return DiscretePrior(inc.astype(int).tolist(), [p] * self.n_leaves,
                             [self.scale_sq(k) for k, _ in self.nodes])

    def __repr__(self):
        return f"TreePrior(depth={self.depth}, alpha={self.alpha})"
