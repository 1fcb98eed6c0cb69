r"""Gaussian priors: posteriors, and why depth buys nothing (claims I1, I2, I5).

For ``v ~ N(μ, Σ)`` and readings ``φ = R v + ε``, ``ε ~ N(0, τ² I)``:

    Cov(v | φ) = Σ − Σ Rᵀ (R Σ Rᵀ + τ² I)⁻¹ R Σ  = (Σ⁻¹ + RᵀR/τ²)⁻¹   (τ² > 0, Σ invertible),
    E(v | φ)   = μ + Σ Rᵀ (R Σ Rᵀ + τ² I)⁻¹ (φ − R μ).

The covariance does not contain φ (I1).  So ``V_ℓ`` of the Bellman recursion depends
only on *which* functionals were measured, the recursion over readings collapses to one
over measurement sets, and the best adaptive sequence of M single readings is the best
set of M readings measured at once (I2).  The noiseless coordinate limit (τ² = 0, R = rows
of I) is the Schur complement ``Σ_{S̄S̄} − Σ_{S̄S} Σ_{SS}^{-1} Σ_{SS̄}``; singular Σ
(allowed for surrogates) is handled by conditioning on a maximal independent subset of S,
which is the same as using the pseudo-inverse.

Exact arithmetic: SymPy matrices of Rationals give exact MSEs; numpy arrays give floats.
"""
from __future__ import annotations

import math
from itertools import combinations

import numpy as np
import sympy as sp

from theory.errors import InputTypeError, InputValueError, ShapeError, TooLargeError
from theory.validation import coordinate_set, finite_array, format_count, positive_int
from theory.inference.priors.distributions import GaussianPrior
from theory.inference.numbers import exact_or_float, exact_result, require_numeric, to_sympy


MAX_NUMERIC_WORK = 300_000    # coordinate-set evaluations × dim, numeric (~1–2.5 ms each at D = 12–30: ≈ 25 s)
MAX_EXACT_WORK = 64_000       # coordinate-set evaluations × dim², exact (~20 ms each at D = 8: ≈ 20 s)
MAX_DP_STATES = 2_000_000     # Σ_{i≤M} C(D, i) memoised sets × D children


def _gaussian(prior, what):
    if not isinstance(prior, GaussianPrior):
        raise InputTypeError(f"{what} needs a GaussianPrior; got {type(prior).__name__}"
                             + (" (a TreePrior or DiscretePrior goes to optimal_adaptive / optimal_nonadaptive, "
                                "or to its moment_matched_gaussian())" if hasattr(prior, "to_discrete") or
                                hasattr(prior, "points") else ""))
    return prior


def _check_evaluations(prior, count, what):
    work = count * prior.dim ** (2 if prior.symbolic else 1)
    limit = MAX_EXACT_WORK if prior.symbolic else MAX_NUMERIC_WORK
    if work > limit:
        kind = "exact (SymPy)" if prior.symbolic else "numeric"
        raise TooLargeError(f"{what} would evaluate {count} coordinate sets of a {kind} {prior.dim}-dim prior "
                            f"(work {format_count(work)} > limit {limit:.3g}); lower M, or use "
                            f"{'a numeric prior' if prior.symbolic else 'a smaller prior'}")


def posterior(prior, R, noise, readings=None):
    """Posterior ``(mean, cov)`` of v after readings ``φ = R v + N(0, τ² I)``.

    ``R`` is (m × dim); ``noise`` is τ² ≥ 0.  Noiseless (τ² = 0) readings may be dependent
    (``R Σ Rᵀ`` singular, e.g. one coordinate read twice): the posterior is then the one given
    by a maximal independent subset of them, the same as with the pseudo-inverse of ``R Σ Rᵀ``
    — well defined, since a dependent noiseless reading is determined by the others.  So its
    value must be the one they determine: ``readings`` that contradict (the same coordinate read
    as 1 and as 2) are refused by name (:class:`~theory.errors.InputValueError`; exact for
    SymPy, to :data:`CONSISTENCY_RTOL` of the reading's prior spread for floats), as they have
    no posterior.  Symbolic priors give SymPy results; numeric ones numpy arrays.  When
    ``readings`` is None only the covariance is returned (it does not depend on them).

    >>> from theory.inference import GaussianPrior
    >>> import sympy as sp
    >>> p = GaussianPrior(sp.Matrix([[2, 1], [1, 2]]))
    >>> posterior(p, sp.Matrix([[1, 0]]), 0)
    Matrix([
    [0,   0],
    [0, 3/2]])
    """
    _gaussian(prior, "posterior")
    tau2 = exact_or_float("noise", noise)
    if isinstance(tau2, sp.Basic):
        if not prior.symbolic:
            raise InputTypeError(f"noise is symbolic ({tau2}); a numeric prior needs a number (or give the prior "
                                 "as a SymPy matrix for a symbolic posterior)")
    elif tau2 < 0:
        raise InputValueError(f"noise must be ≥ 0 (a variance τ²); got {noise}")
    tau2 = _numeric_noise(prior, tau2, noise)
    if prior.symbolic:
        if np.iscomplexobj(np.asarray(R, dtype=object)) or (hasattr(R, "dtype") and np.asarray(R).dtype.kind == "c"):
            raise InputValueError("R must be real; got a complex array")
        try:
            R = sp.Matrix(R)
        except (TypeError, ValueError, sp.SympifyError) as exc:
            raise InputTypeError(f"R must be a matrix (m × {prior.dim}); got {type(R).__name__} ({exc})") from None
        if any(x.is_real is False for x in R):
            raise InputValueError("R must be real; it has a non-real entry")
        if R.cols != prior.dim:
            raise ShapeError(f"R must have {prior.dim} columns (one per coordinate); got shape {R.shape}")
        if R.rows == 0:
            raise ShapeError(f"R must have at least one row (one per reading); got shape {R.shape}")
        S = sp.Matrix(prior.cov)
        rows = list(range(R.rows))
        if tau2 == 0:          # noiseless: a reading determined by the others adds nothing (pseudo-inverse)
            rows = _independent_subset(R * S * R.T, rows)
        Rk = R.extract(rows, list(range(R.cols)))
        if not rows:
            cov = sp.ImmutableMatrix(S)
            K, Rk = sp.zeros(prior.dim, 0), sp.zeros(0, prior.dim)
        else:
            G = Rk * S * Rk.T + to_sympy(tau2) * sp.eye(len(rows))
            K = S * Rk.T * G.inv()
            cov = sp.simplify(S - K * Rk * S)
        if readings is None:
            return cov
        try:
            phi = sp.Matrix(readings)
        except (TypeError, ValueError, sp.SympifyError) as exc:
            raise InputTypeError(f"readings must be a vector of {R.rows} numbers; got {type(readings).__name__} "
                                 f"({exc})") from None
        if phi.shape not in ((R.rows, 1), (1, R.rows)):
            raise ShapeError(f"readings must have length {R.rows} (one per row of R); got shape {phi.shape}")
        phi_all = phi.reshape(R.rows, 1)
        phi = phi_all.extract(rows, [0])
        mean = sp.simplify(sp.Matrix(prior.mean) + K * (phi - Rk * sp.Matrix(prior.mean)))
        if tau2 == 0:
            for r in sorted(set(range(R.rows)) - set(rows)):
                implied = sp.simplify((R[r, :] * mean)[0, 0])
                if sp.simplify(phi_all[r, 0] - implied) != 0:
                    _contradiction(r, phi_all[r, 0], implied, rows)
        return mean, cov
    if np.asarray(R).dtype.kind == "c":
        raise InputValueError("R must be real; got a complex array (its imaginary part would be dropped)")
    R = finite_array("R", R, ndim=2)
    if R.shape[1] != prior.dim:
        raise ShapeError(f"R must have {prior.dim} columns (one per coordinate); got shape {R.shape}")
    if R.shape[0] == 0:
        raise ShapeError(f"R must have at least one row (one per reading); got shape {R.shape}")
    phi = None if readings is None else finite_array("readings", readings, ndim=1, shape=(R.shape[0],))
    unit = _power_of_two_unit(prior.cov)          # in units of the prior's scale: nothing over- or underflows
    S = prior.cov / unit if unit else prior.cov
    with np.errstate(over="ignore", invalid="ignore"):
        G = R @ S @ R.T
        tau2u = float(tau2) / unit if unit else float(tau2)
    if not np.all(np.isfinite(G)):
        raise InputValueError(f"R is too large for float64: R Σ Rᵀ overflows (largest |R| entry "
                              f"{np.abs(R).max():.3g}); rescale R")
    rows = list(range(R.shape[0]))
    if tau2 == 0:             # noiseless: a reading determined by the others adds nothing (pseudo-inverse)
        rows = _independent_subset(G, rows)
    if not rows or not math.isfinite(tau2u):
        cov = prior.cov.copy()
        if phi is None:
            return cov
        mean = prior.mean.copy()
    else:
        Gk = G[np.ix_(rows, rows)] + tau2u * np.eye(len(rows))
        K = np.linalg.solve(Gk, R[rows] @ S).T                    # unit-free: S Rᵀ G⁻¹
        cov = (S - K @ R[rows] @ S) * (unit or 1.0)
        cov = (cov + cov.T) / 2
        if phi is None:
            return cov
        mean = prior.mean + K @ (phi[rows] - R[rows] @ prior.mean)
    if tau2 == 0:
        for r in sorted(set(range(R.shape[0])) - set(rows)):
            implied = float(R[r] @ mean)
            spread = math.sqrt(max(float(G[r, r]), 0.0)) * math.sqrt(unit or 1.0)     # the reading's prior std
            if not abs(phi[r] - implied) <= CONSISTENCY_RTOL * spread + 1e-9 * (abs(phi[r]) + abs(implied)):
                _contradiction(r, phi[r], implied, rows)
    return mean, cov


CONSISTENCY_RTOL = 1e-4
"""A noiseless reading dropped as dependent must lie within this fraction of its prior standard
deviation of the value the kept readings give it (plus float rounding).  A dropped reading's
conditional variance is at most :data:`RANK_RTOL` (1e-10) of its prior variance, i.e. its
conditional spread at most 1e-5 of its prior spread: 1e-4 is ten of those."""


def _contradiction(r, got, implied, rows):
    show = (lambda v: f"{float(v):.10g}") if isinstance(got, float) else (lambda v: v)   # noqa: E731
    by = f"readings {rows} (rows {rows} of R)" if rows else "the prior alone (it has no variance)"
    raise InputValueError(f"readings[{r}] = {show(got)} contradicts {by}: with noise 0, row {r} of R is determined "
                          f"by them, at {show(implied)}; noiseless readings must agree (a reading of probability "
                          "zero has no posterior)")


def information_form(cov, R, noise):
    """``(Σ⁻¹ + RᵀR/τ²)⁻¹`` (τ² > 0, Σ invertible) — the other form of the posterior covariance."""
    if isinstance(cov, sp.MatrixBase):
        return sp.simplify((sp.Matrix(cov).inv() + sp.Matrix(R).T * sp.Matrix(R) / to_sympy(noise)).inv())
    return np.linalg.inv(np.linalg.inv(cov) + np.asarray(R).T @ np.asarray(R) / float(noise))


RANK_RTOL = 1e-10
"""A reading counts as independent of those kept when its conditional variance is more than this
fraction of its own prior variance (Σ_ss): a test on the correlation scale, so it does not change
when θ or any single coordinate is rescaled (an absolute floor read every coordinate of a cov
of 1e-12·[[2, 1], [1, 2]] as determined, and dropped the reading)."""


def _power_of_two_unit(C):
    """The power of two in (max |C| / 2, max |C|] (0 for a zero matrix): dividing by it is exact, so a
    computation in these units is bit-for-bit the same at every power-of-two scale of the data and
    neither overflows nor underflows at scales 1e±300."""
    big = float(np.abs(C).max()) if C.size else 0.0
    return 0.0 if big == 0 else math.ldexp(1.0, math.frexp(big)[1] - 1)     # ≤ big: 2^1024 would be inf


def _independent_subset(C, S):
    """A maximal subset of S whose block of C is invertible (exact for SymPy matrices).

    Numeric: greedy, keeping s when ``Var(v_s | v_kept) > RANK_RTOL · Σ_ss`` — relative to each
    coordinate's own variance, so the answer is the same at every scale of C."""
    S = list(S)
    if not S:
        return []
    if isinstance(C, sp.MatrixBase):
        _, pivots = C.extract(S, S).rref()
        return [S[i] for i in pivots]
    unit = _power_of_two_unit(C[np.ix_(S, S)])
    if unit == 0:
        return []
    block = C[np.ix_(S, S)] / unit
    d = np.diag(block).copy()
    keep = []                                  # positions in S
    for i in range(len(S)):
        if not d[i] > 0:                       # a coordinate with no variance is known already
            continue
        if keep:
            K = block[np.ix_(keep, keep)]
            k = block[keep, i]
            resid = d[i] - k @ np.linalg.solve(K, k)
        else:
            resid = d[i]
        if resid > RANK_RTOL * d[i]:
            keep.append(i)
    return [S[i] for i in keep]


def coordinate_mse(prior, S, noise=0):
    """Posterior-mean MSE of θ after reading the coordinates S (noise τ² each).

    ``Σ_c q_c [Cov(v | v_S + ε)]_cc`` — exact for SymPy priors.  With τ² = 0 and a singular
    Σ, S is reduced to a maximal independent subset first (the rest is determined by it).

    >>> from theory.inference import GaussianPrior
    >>> coordinate_mse(GaussianPrior.isotropic(3, "1/2"), [0], noise="1/4")
    Fraction(7, 6)
    """
    _gaussian(prior, "coordinate_mse")
    S = _coordinates(prior, S)
    tau2 = exact_or_float("noise", noise)
    if isinstance(tau2, sp.Basic):
        if not prior.symbolic:
            raise InputTypeError(f"noise is symbolic ({tau2}); a numeric prior needs a number")
    elif tau2 < 0:
        raise InputValueError(f"noise must be ≥ 0; got {noise}")
    tau2 = _numeric_noise(prior, tau2, noise)
    C = sp.Matrix(prior.cov) if prior.symbolic else prior.cov
    q = prior.scales_sq
    if tau2 == 0:
        S = _independent_subset(C, S)
    if prior.symbolic:
        if not S:
            diag = [C[c, c] for c in range(prior.dim)]
        else:
            G = C.extract(S, S) + to_sympy(tau2) * sp.eye(len(S))
            X = G.LUsolve(C.extract(S, list(range(prior.dim))))
            post = C - C.extract(list(range(prior.dim)), S) * X
            diag = [post[c, c] for c in range(prior.dim)]
        total = sum((to_sympy(qc) * d for qc, d in zip(q, diag)), sp.Integer(0))
        return exact_result(total) if total.is_number else total
    return _numeric_mse(C, [float(qc) for qc in q], S, float(tau2))


def _numeric_mse(C, q, S, tau2):
    """``Σ_c q_c [Cov(v | v_S + ε)]_cc`` in float64, computed in units of a power of two near max |C|
    (see :func:`_power_of_two_unit`): the answer scales with C at any scale 1e±300."""
    unit = _power_of_two_unit(C)
    if unit == 0:
        return 0.0
    Cu = C / unit
    with np.errstate(over="ignore"):
        tau2u = tau2 / unit
    if not S or not math.isfinite(tau2u):     # noise beyond float64 in these units: the reading adds nothing
        diag = np.diag(Cu)
    else:
        G = Cu[np.ix_(S, S)] + tau2u * np.eye(len(S))
        post = Cu - Cu[:, S] @ np.linalg.solve(G, Cu[S, :])
        diag = np.maximum(np.diag(post), 0.0)   # a variance; rounding may leave −1e-17 where it is 0
    return float(sum(qc * d for qc, d in zip(q, diag)) * unit)


def _check(prior, M, max_sets, adaptive=False):
    _gaussian(prior, "optimal_adaptive" if adaptive else "optimal_nonadaptive")
    M = positive_int("M", M, minimum=0, maximum=prior.dim)
    max_sets = positive_int("max_sets", max_sets)
    count = math.comb(prior.dim, M)
    if count > max_sets:
        raise TooLargeError(f"Gaussian search over C({prior.dim}, {M}) = {format_count(count, exact=True)} coordinate sets exceeds "
                            f"max_sets={max_sets}; lower M or raise max_sets")
    if adaptive:
        states = sum(math.comb(prior.dim, i) for i in range(M + 1))
        if states * prior.dim > MAX_DP_STATES:
            raise TooLargeError(f"the Gaussian Bellman recursion memoises every set of ≤ M = {M} of {prior.dim} "
                                f"coordinates: {format_count(states)} sets × {prior.dim} children > {MAX_DP_STATES:.0e}; lower M")
    _check_evaluations(prior, count, "the Gaussian search")
    return M


def _less(a, b):
    """``a < b`` for two MSEs, as a bool; a comparison SymPy cannot decide (a symbolic cov or noise) is refused."""
    r = a < b
    if isinstance(r, (bool, np.bool_)) or r in (sp.true, sp.false):
        return bool(r)
    raise InputTypeError(f"the optimal strategy compares the MSEs of coordinate sets, but {a} < {b} is undecided "
                         f"for a symbolic cov or noise; give numbers, or use coordinate_mse(prior, S, noise) for the "
                         f"symbolic MSE of a fixed set S")


def _min(values):
    best = None
    for v in values:
        if best is None or _less(v, best):
            best = v
    return best


def _numeric_noise(prior, tau2, noise):
    """τ² as it enters a numeric prior's float64 path: an exact value past float64 (``10**400``) is
    refused by name here — ``float()`` of it raised a bare OverflowError deep in the solver."""
    if prior.symbolic or isinstance(tau2, (sp.Basic, float)):
        return tau2
    try:
        float(tau2)
    except OverflowError:
        from theory.validation import format_count
        raise InputValueError(f"noise must fit in float64 (≤ 1.8e308) for a numeric prior; got "
                              f"{format_count(tau2) if isinstance(tau2, int) or tau2.denominator == 1 else 'a rational of that size'}"
                              " (give the prior as a SymPy matrix to work exactly)") from None
    return tau2


def _coordinates(prior, S):
    """Validated coordinate indices of the prior (sorted, distinct)."""
    return coordinate_set(S, prior.dim)


def solve_nonadaptive(prior, M, noise=0, max_sets=2_000_000):
    """Best set of M coordinate readings (exhaustive; exact for SymPy priors):
    ``(mse, optimal sets, sets examined)``.  Called through :func:`.optimal.optimal_nonadaptive`."""
    M = _check(prior, M, max_sets)
    best, sets = None, []
    for S in combinations(range(prior.dim), M):
        v = coordinate_mse(prior, S, noise)
        if best is None or _less(v, best):
            best, sets = v, [S]
        elif v == best:
            sets.append(S)
    return best, tuple(sets), math.comb(prior.dim, M)


def solve_adaptive(prior, M, noise=0, max_sets=2_000_000):
    """Bellman recursion over measured sets: ``V_m(S) = min_c V_{m−1}(S ∪ {c})``.

    Valid because the posterior covariance — hence ``V`` — does not depend on the
    readings (I1; :func:`bellman_by_quadrature` runs the recursion over actual readings
    and finds the same value).  The policy is a fixed sequence: every branch is "any reading".
    Returns ``(mse, policy node, memoised states)`` (a node as in :mod:`.adaptive`); called
    through :func:`.optimal.optimal_adaptive`.
    """
    M = _check(prior, M, max_sets, adaptive=True)
    memo = {}

    def value(S, m):
        key = (S, m)
        if key not in memo:
            if m == 0:
                memo[key] = coordinate_mse(prior, S, noise)
            else:
                memo[key] = _min(value(S | {c}, m - 1) for c in range(prior.dim) if c not in S)
        return memo[key]

    def policy(S, m):
        here = coordinate_mse(prior, S, noise)
        if m == 0:
            return (None, "stop", (), (), (), here, 1)
        options = [(value(S | {c}, m - 1), c) for c in range(prior.dim) if c not in S]
        best = _min(v for v, _ in options)
        ties = tuple(c for v, c in options if v == best)
        child = policy(S | {ties[0]}, m - 1)
        return (ties[0], f"θ[{ties[0]}]", ties, tuple(f"θ[{t}]" for t in ties), (("any reading", 1, child),),
                here, 1)

    mse = value(frozenset(), M)
    return mse, policy(frozenset(), M), len(memo)


def bellman_by_quadrature(prior, M, noise, points=3):
    """The Bellman recursion over *posterior states* (mean, covariance), with the expectation
    over each reading ``φ_c ~ N(E[v_c], Var(v_c) + τ²)`` taken by Gauss–Hermite quadrature.

    Every branch recomputes the posterior from its own reading, but the value returned
    depends only on the covariances, which no reading changes (I1): so this recursion
    checks the *value* of the adaptive optimum (equal to the best fixed set, also
    independently of :func:`solve_adaptive`), not I1 itself — a wrong mean update cannot
    change its result (found by mutation testing).  Returns the optimal adaptive MSE
    (float).  Cost ``(dim·points)^M`` — small cases only.
    """
    _gaussian(prior, "bellman_by_quadrature")
    if prior.symbolic and prior.cov.free_symbols:
        raise InputTypeError("bellman_by_quadrature needs a numeric covariance; cov has symbols")
    M = positive_int("M", M, minimum=0, maximum=prior.dim)
    points = positive_int("points", points)
    tau2 = float(require_numeric("noise", exact_or_float("noise", noise)))
    if tau2 <= 0:
        raise InputValueError(f"noise must be > 0 for the quadrature recursion (readings are continuous); got {noise}")
    work = (prior.dim * points) ** M
    if work > 200_000:
        raise TooLargeError(f"quadrature Bellman recursion needs ~{work} posterior updates; dim·points ≤ "
                            f"{int(200_000 ** (1 / max(M, 1)))} fits for M={M}")
    x, w = np.polynomial.hermite_e.hermegauss(points)
    w = w / w.sum()
    q = np.array([float(c) for c in prior.scales_sq])
    C0 = np.array(prior.cov, dtype=float)
    m0 = np.array(prior.mean, dtype=float).ravel()

    def V(mean, cov, m):
        if m == 0:
            return float(q @ np.diag(cov))
        best = np.inf
        for c in range(prior.dim):
            s2 = cov[c, c] + tau2
            gain = cov[:, c] / s2
            new_cov = cov - np.outer(gain, cov[c, :])
            val = 0.0
            for xi, wi in zip(x, w):
                phi = mean[c] + np.sqrt(s2) * xi
                val += wi * V(mean + gain * (phi - mean[c]), new_cov, m - 1)
            best = min(best, val)
        return best

    return V(m0, C0, M)
