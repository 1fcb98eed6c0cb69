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

import math
from fractions import Fraction

import numpy as np
import sympy as sp

from theory.errors import InputTypeError, InputValueError, ShapeError, TooLargeError
from theory.validation import boolean, check_size, positive_int, seed_value
from theory.inference.numbers import exact_or_float, require_numeric, to_sympy


MAX_SAMPLE_ENTRIES = 100_000_000   # floats in one batch of samples or contexts (800 MB)
MAX_TREE_ENTRIES = 40_000_000      # 2^K × D float/bool arrays of a tree prior: depth ≤ 12
MAX_ARRAY_DEPTH = 12
MAX_DISCRETE_ENTRIES = 600_000     # exact support points as Python numbers: depth ≤ 9
MAX_DISCRETE_DEPTH = 9


def _real_array(name, value):
    """A float array from numeric input; complex input is refused, not cut to its real part."""
    arr = np.asarray(value)
    if arr.dtype.kind == "c":
        raise InputValueError(f"{name} must be real; got a complex array (its imaginary part would be dropped)")
    if arr.dtype.kind not in "biuf":
        try:
            arr = np.asarray(value, dtype=float)
        except (TypeError, ValueError) as exc:
            raise InputTypeError(f"{name} must be a numeric array; got {type(value).__name__} ({exc})") from None
    return arr.astype(float)


def _symbolic_vector(name, value):
    """A column of SymPy numbers or expressions from a list, tuple, 1-d array or SymPy matrix; each entry
    read like a scalar parameter (exact_or_float: complex, infinite, bool and non-numeric strings refused)."""
    if isinstance(value, sp.MatrixBase):
        entries = list(value)
    elif isinstance(value, (list, tuple, np.ndarray)):
        entries = list(np.ravel(np.asarray(value, dtype=object)))
    else:
        raise InputTypeError(f"{name} must be a vector (list, tuple, array or SymPy matrix); got "
                             f"{type(value).__name__} ({value!r:.60})")
    return sp.ImmutableMatrix([to_sympy(exact_or_float(f"{name}[{i}]", x)) for i, x in enumerate(entries)])


def _rows(name, value):
    """The rows of a 2-d table (list of lists, tuple, 2-d array) as lists; a flat list, a string or a dict
    is refused with its shape named, not iterated into a confusing error."""
    if isinstance(value, np.ndarray):
        if value.ndim != 2:
            raise ShapeError(f"{name} must be a 2-d array (n_support, dim); got shape {value.shape}")
        return [list(r) for r in value]
    if isinstance(value, (str, bytes, dict, set, frozenset)) or not isinstance(value, (list, tuple)):
        raise InputTypeError(f"{name} must be a 2-d array or a list of rows (n_support, dim); got "
                             f"{type(value).__name__} ({value!r:.60})")
    rows = []
    for s, row in enumerate(value):
        if isinstance(row, (str, bytes, dict, set, frozenset)) or not isinstance(row, (list, tuple, np.ndarray)):
            raise ShapeError(f"{name} must be a 2-d array (n_support, dim): {name}[{s}] must be a row (list); "
                             f"got {row!r:.60} of type {type(row).__name__}")
        rows.append(list(np.ravel(row)) if isinstance(row, np.ndarray) else list(row))
    return rows


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


MAX_NUMERIC_DIM = 2_000        # numeric covariances: eigenvalues and solves of 2000×2000 take seconds
MAX_SYMBOLIC_DIM = 64          # exact covariances: Fraction elimination and SymPy solves stay within seconds
MAX_TREE_DEPTH = 16            # T(16, α) has 131070 coordinates; every array method checks its own size


def _fmt_eig(x):
    return str(int(round(x))) if abs(x - round(x)) < 1e-9 else f"{x:.4g}"


def _positive_definite(C):
    """Exact test (LDLᵀ pivots in rational arithmetic) for a matrix of Rationals; else SymPy's own."""
    if not all(x.is_Rational for x in C):
        return bool(C.is_positive_definite)
    n = C.rows
    A = [[Fraction(int(C[i, j].p), int(C[i, j].q)) for j in range(n)] for i in range(n)]
    for k in range(n):
        if A[k][k] <= 0:
            return False
        for i in range(k + 1, n):
            f = A[i][k] / A[k][k]
            if f:
                row_k, row_i = A[k], A[i]
                for j in range(k + 1, n):
                    row_i[j] -= f * row_k[j]
    return True


DEFINITE_RTOL = 1e-12


def _definite(C, allow_singular):
    """Is the float matrix C positive definite (semi-definite with ``allow_singular``)?  Decided on the
    correlation matrix ``D^{-1/2} C D^{-1/2}`` (D = diag C), whose smallest eigenvalue must exceed
    ``DEFINITE_RTOL`` (be ≥ −DEFINITE_RTOL): the verdict is the same at every scale of θ and of each
    coordinate — diag(1, 1e-12) is positive definite, as is 1e-300·I."""
    d = np.diag(C)
    if (d < 0).any() or (not allow_singular and not (d > 0).all()):
        return False
    pos = d > 0
    if not pos.all():                      # a coordinate with variance 0 must be uncorrelated with the rest
        if np.any(C[~pos] != 0):
            return False
        C, d = C[np.ix_(pos, pos)], d[pos]
        if d.size == 0:
            return True
    r = np.sqrt(d)
    low = float(np.linalg.eigvalsh(C / r[:, None] / r[None, :]).min())
    return low >= -DEFINITE_RTOL if allow_singular else low > DEFINITE_RTOL


def _has_exact_entry(cov):
    """Is ``cov`` a nested list / object array holding a ``Fraction`` or SymPy Rational (to stay exact)?"""
    if isinstance(cov, np.ndarray) and cov.dtype != object:
        return False
    try:
        arr = np.asarray(cov, dtype=object)
    except (TypeError, ValueError):
        return False
    if arr.ndim != 2 or arr.size == 0:
        return False
    return any(isinstance(x, Fraction) or (isinstance(x, sp.Basic) and x.is_Rational and not x.is_Integer)
               for x in arr.ravel())


def _read_only(arr):
    out = np.array(arr, dtype=float, copy=True)
    out.flags.writeable = False
    return out


SYMMETRY_RTOL = 1e-12
"""``cov[i, j]`` and ``cov[j, i]`` must agree to this fraction of the larger of the two."""


def _check_symmetric(C):
    """Refuse a numeric cov whose mirrored entries differ by more than :data:`SYMMETRY_RTOL` of
    their own size.  Each pair is judged at its own scale: a tolerance relative to the largest
    entry accepted ``[[1e20, 1], [0, 1e20]]`` as symmetric (1 is 1e-20 of 1e20), although its two
    off-diagonal entries have nothing in common."""
    with np.errstate(over="ignore"):
        gap = np.abs(C - C.T)
        size = np.maximum(np.abs(C), np.abs(C.T))
    bad = gap > SYMMETRY_RTOL * size
    if bad.any():
        i, j = (int(k) for k in np.argwhere(bad)[0])
        raise InputValueError(f"cov must be symmetric; cov[{i}, {j}] = {C[i, j]:.17g} but cov[{j}, {i}] = "
                              f"{C[j, i]:.17g} (mirrored entries must agree to {SYMMETRY_RTOL:g} of their size; "
                              "a cov computed in floating point can be symmetrized with (cov + cov.T) / 2)")


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
        allow_singular = boolean("allow_singular", allow_singular)
        if not isinstance(cov, sp.MatrixBase) and _has_exact_entry(cov):
            cov = sp.Matrix([[to_sympy(x) for x in row] for row in cov])    # Fractions in: exact (SymPy) prior
            if mean is not None and not isinstance(mean, sp.MatrixBase):
                mean = [to_sympy(x) if isinstance(x, (Fraction, sp.Basic)) else x for x in np.ravel(np.asarray(mean, dtype=object))]
        if isinstance(cov, sp.MatrixBase):
            C = sp.ImmutableMatrix(cov)
            if C.rows != C.cols or C.rows == 0:
                raise ShapeError(f"cov must be a square matrix of size ≥ 1; got shape {C.shape}")
            if C != C.T:
                raise InputValueError("cov must be symmetric; cov != cov.T")
            if C.rows > MAX_SYMBOLIC_DIM:
                raise TooLargeError(f"an exact (SymPy) cov of size {C.rows}×{C.rows} is too large for exact "
                                    f"arithmetic; dim ≤ {MAX_SYMBOLIC_DIM} fits (pass a numpy array for floats)")
            if any(not x.is_real for x in C if not x.free_symbols) or any(x.has(sp.zoo, sp.nan, sp.oo) for x in C):
                raise InputValueError("cov must be real and finite; it has a non-real or infinite entry")
            if not C.free_symbols:
                big = max(abs(x) for x in C)        # exact entries may exceed float64 (s² = 10^400): scale first
                unit = np.array(C / big, dtype=float) if big else np.zeros(C.shape)
                low = float(np.linalg.eigvalsh(unit).min()) * float(big) if big else 0.0
                tol = 1e-12 * float(big)
                if allow_singular and low < -tol:
                    raise InputValueError(f"cov must be symmetric positive semi-definite; its eigenvalues include {low:.4g}")
                if not allow_singular and not _positive_definite(C):
                    raise InputValueError(f"cov must be symmetric positive definite; its eigenvalues include "
                                          f"{_fmt_eig(low)}")
            self.cov, self.symbolic = C, True
            self.dim = C.rows
        else:
            C = _real_array("cov", cov)
            if C.ndim != 2 or C.shape[0] != C.shape[1] or C.shape[0] == 0:
                raise ShapeError(f"cov must be a square matrix of size ≥ 1; got shape {C.shape}")
            if C.shape[0] > MAX_NUMERIC_DIM:
                raise TooLargeError(f"cov is {C.shape[0]}×{C.shape[0]}; dim ≤ {MAX_NUMERIC_DIM} fits (its eigenvalue "
                                    "check and every posterior are O(dim³))")
            if not np.all(np.isfinite(C)):
                raise InputValueError("cov must be finite; it has NaN/inf entries")
            _check_symmetric(C)
            if not _definite(C, allow_singular):
                kind = "semi-definite" if allow_singular else "definite"
                raise InputValueError(f"cov must be symmetric positive {kind}; its eigenvalues include "
                                      f"{np.linalg.eigvalsh(C).min():.4g}")
            self.cov, self.symbolic, self.dim = _read_only(C), False, C.shape[0]
        if mean is None:
            self.mean = sp.ImmutableMatrix(sp.zeros(self.dim, 1)) if self.symbolic else _read_only(np.zeros(self.dim))
        else:
            m = _symbolic_vector("mean", mean) if self.symbolic else _real_array("mean", mean).ravel()
            if (len(m) if self.symbolic else m.size) != self.dim:
                raise ShapeError(f"mean must have length {self.dim} (cov is {self.dim}×{self.dim}); got {np.shape(mean)}")
            if not self.symbolic and not np.all(np.isfinite(m)):
                raise InputValueError("mean must be finite; it has NaN/inf entries")
            self.mean = m if self.symbolic else _read_only(m)
        self.scales_sq = _scales_sq(scales_sq, self.dim)
        self.allow_singular = allow_singular
        if not self.symbolic:    # every MSE is at most Σ q_c Σ_cc (M = 0): it must be a float64
            with np.errstate(over="ignore"):
                total = float(sum(float(q) * d for q, d in zip(self.scales_sq, np.diag(self.cov))))
            if not np.isfinite(total):
                raise InputValueError(f"cov is too large for float64: Σ_c scales_sq[c]·cov[c, c] (the MSE with no "
                                      f"reading) overflows; its largest entry is {np.abs(self.cov).max():.3g}; "
                                      f"rescale θ (every MSE scales with it)")

    @classmethod
    def isotropic(cls, dim, s2=1):
        """``N(0, s² I)``: exact (SymPy) for rational ``s2``, numeric for a float."""
        v = exact_or_float("s2", s2)
        dim = positive_int("dim", dim, maximum=MAX_NUMERIC_DIM if isinstance(v, float) else MAX_SYMBOLIC_DIM)
        if isinstance(v, float):
            return cls(np.eye(dim) * v)
        if not isinstance(v, sp.Basic) and v <= 0:
            raise InputValueError(f"s2 must be > 0; got {s2}")
        return cls(sp.eye(dim) * to_sympy(v))

    def sample(self, n, seed=0):
        """``n`` draws of θ (numeric priors only), shape (n, dim)."""
        n = positive_int("n", n)
        seed = seed_value("seed", seed)
        check_size("GaussianPrior.sample", n * self.dim, "draw fewer samples at a time", MAX_SAMPLE_ENTRIES)
        if self.symbolic and self.cov.free_symbols:
            raise InputTypeError(f"cov is symbolic ({sorted(map(str, self.cov.free_symbols))}); sampling needs numbers")
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
        pts = _rows("points", points)
        if not pts or not pts[0]:
            raise ShapeError("points must be a non-empty 2-d array (n_support, dim)")
        check_size("DiscretePrior", sum(len(r) for r in pts), "use fewer support points or coordinates (entries are "
                   "exact Python numbers)", MAX_DISCRETE_ENTRIES)
        dim = len(pts[0])
        if any(len(r) != dim for r in pts):
            raise ShapeError(f"points must be rectangular; row lengths {sorted({len(r) for r in pts})}")
        self.points = [[exact_or_float(f"points[{s}][{c}]", x) for c, x in enumerate(r)] for s, r in enumerate(pts)]
        if isinstance(probs, (str, bytes, dict, set, frozenset)) or not isinstance(probs, (list, tuple, np.ndarray)):
            raise InputTypeError(f"probs must be a list of {len(pts)} probabilities; got {type(probs).__name__} "
                                 f"({probs!r:.60})")
        pr = list(np.ravel(np.asarray(probs, dtype=object))) if isinstance(probs, np.ndarray) else list(probs)
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
        values = [x for r in self.points for x in r] + self.probs + self.scales_sq
        if any(isinstance(x, float) for x in values) and not any(isinstance(x, sp.Basic) for x in values):
            try:      # every loss mass is a partial sum of E‖θ‖², computed in floats: it must fit float64
                m2 = sum(float(p) * sum(float(q) * float(v) ** 2 for q, v in zip(self.scales_sq, r))
                         for p, r in zip(self.probs, self.points))
            except OverflowError:
                m2 = math.inf
            if not math.isfinite(m2):
                big = max(abs(float(v)) for r in self.points for v in r)
                raise InputValueError(f"points are too large for float64: E‖θ‖² = Σ_s probs[s] Σ_c scales_sq[c] "
                                      f"points[s][c]² overflows (largest |points| entry {big:.3g}); rescale θ, or "
                                      f"give exact (int/Fraction) points")

    def _zero(self):
        return 0.0 if any(isinstance(p, float) for p in self.probs) or \
            any(isinstance(x, float) for r in self.points for x in r) else Fraction(0)

    def mean(self):
        """``E[v]`` per coordinate (θ's mean is ``√q ∘`` this)."""
        out = [self._zero()] * self.dim
        for p, r in zip(self.probs, self.points):
            for c, x in enumerate(r):
                if x:
                    out[c] += p * x
        return out

    def second_moment(self):
        """``E[v vᵀ]`` as a list of lists (exact when the input is); sums over non-zero entries only."""
        check_size("DiscretePrior.second_moment", self.dim * self.dim + sum(
            sum(1 for x in r if x) ** 2 for r in self.points), "use a prior with fewer coordinates",
            MAX_DISCRETE_ENTRIES)
        z = self._zero()
        out = [[z] * self.dim for _ in range(self.dim)]
        for p, r in zip(self.probs, self.points):
            nz = [(c, x) for c, x in enumerate(r) if x]
            for a, xa in nz:
                row, pa = out[a], p * xa
                for b, xb in nz:
                    row[b] += pa * xb
        return out

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
        if self.depth > MAX_TREE_DEPTH:
            nodes = f"2^{self.depth + 1} − 2 ≈ 10^{(self.depth + 1) * math.log10(2):.1f}"   # not the number itself
            raise TooLargeError(f"TreePrior(depth={self.depth}) would have {nodes} nodes; "
                                f"depth ≤ {MAX_TREE_DEPTH} fits ({2 ** (MAX_TREE_DEPTH + 1) - 2} coordinates) — the "
                                "closed forms in theory.inference.strategies.closed_forms take any depth")
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

    def node(self, node, name="node"):
        """``node`` checked as a pair ``(k, i)`` of integers with ``1 ≤ k ≤ K``, ``0 ≤ i < 2^k`` (a tuple of ints).

        >>> TreePrior(2, "1/2").node([2, 3])
        (2, 3)
        >>> TreePrior(2, "1/2").node((3, 0))
        Traceback (most recent call last):
        ...
        theory.errors.InputValueError: node must be (k, i) with 1 ≤ k ≤ 2, 0 ≤ i < 2^k; got (3, 0)
        """
        want = f"{name} must be (k, i) with 1 ≤ k ≤ {self.depth}, 0 ≤ i < 2^k"
        if isinstance(node, (str, bytes, dict, set, frozenset)) or not isinstance(node, (tuple, list, np.ndarray)) \
                or len(node) != 2:
            raise InputTypeError(f"{want}; got {node!r:.60} of type {type(node).__name__}")
        for part in node:
            if isinstance(part, (bool, np.bool_)) or not isinstance(part, (int, np.integer)):
                raise InputTypeError(f"{want}, both integers; got {tuple(node)!r:.60} ({part!r} is a "
                                     f"{type(part).__name__})")
        k, i = int(node[0]), int(node[1])
        if not (1 <= k <= self.depth and 0 <= i < 2 ** k):
            raise InputValueError(f"{want}; got {(k, i)}")
        return k, i

    def index(self, node):
        """Coordinate index of node ``(k, i)``: ``2^k − 2 + i``."""
        k, i = self.node(node)
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
        seed = seed_value("seed", seed)
        require_numeric("alpha", self.alpha, " (sampling θ)")
        check_size("TreePrior.sample", n * self.dim, "draw fewer samples at a time", MAX_SAMPLE_ENTRIES)
        leaves = np.random.default_rng(seed).integers(0, self.n_leaves, size=n)
        return self._theta_rows(leaves), leaves

    def _columns(self, leaves):
        """``(rows, cols, depth)`` of the path nodes of the given leaves (vectorised)."""
        leaves = np.asarray(leaves, dtype=np.int64)
        ks = np.arange(1, self.depth + 1)
        cols = (2 ** ks - 2)[None, :] + (leaves[:, None] >> (self.depth - ks)[None, :])
        rows = np.broadcast_to(np.arange(leaves.size)[:, None], cols.shape)
        return rows, cols, np.broadcast_to(ks, cols.shape)

    def _theta_rows(self, leaves):
        rows, cols, ks = self._columns(leaves)
        out = np.zeros((len(leaves), self.dim))
        scale = np.sqrt(np.array([float(self.scale_sq(k)) for k in range(1, self.depth + 1)]))
        out[rows, cols] = scale[ks - 1]
        return out

    def theta_matrix(self):
        """All support points: row σ is θ for leaf σ (float array 2^K × D)."""
        require_numeric("alpha", self.alpha)
        check_size("TreePrior.theta_matrix", self.n_leaves * self.dim, f"depth ≤ {MAX_ARRAY_DEPTH} fits",
                   MAX_TREE_ENTRIES)
        return self._theta_rows(np.arange(self.n_leaves))

    def incidence(self):
        """Boolean matrix (2^K × D): leaf σ's path contains node c."""
        check_size("TreePrior.incidence", self.n_leaves * self.dim, f"depth ≤ {MAX_ARRAY_DEPTH} fits", MAX_TREE_ENTRIES)
        M = np.zeros((self.n_leaves, self.dim), dtype=bool)
        rows, cols, _ = self._columns(np.arange(self.n_leaves))
        M[rows, cols] = True
        return M

    def moment_matched_gaussian(self):
        """The Gaussian with the tree prior's mean and covariance (exact, singular; claim I5)."""
        return self.to_discrete().moment_matched_gaussian()

    def to_discrete(self):
        """The same prior as a :class:`DiscretePrior`: ``v`` = path indicators, ``q_c = α^{k}``."""
        require_numeric("alpha", self.alpha, " (the discrete prior needs numbers)")
        check_size("TreePrior.to_discrete", self.n_leaves * self.dim,
                   f"depth ≤ {MAX_DISCRETE_DEPTH} fits (exact entries are Python numbers)", MAX_DISCRETE_ENTRIES)
        inc = self.incidence()
        p = Fraction(1, self.n_leaves)
        return DiscretePrior(inc.astype(int).tolist(), [p] * self.n_leaves,
                             [self.scale_sq(k) for k, _ in self.nodes])

    def __repr__(self):
        return f"TreePrior(depth={self.depth}, alpha={self.alpha})"
