r"""The best affine (LMMSE) estimator of θ from coordinate readings, for any finite prior.

``θ̂ = E θ + Cov(θ, θ_S) Cov(θ_S)^+ (θ_S − E θ_S)``: only the prior's mean and covariance
enter, so it is also the Bayes estimator of the moment-matched Gaussian (claim I5).
Here its MSE is computed *by direct expectation over the support points* of the finite
prior — not from the Gaussian formula — so comparing the two is a real check.

Coordinates with ``θ_c = √q_c v_c`` are handled in v-space: the best affine predictor of
``θ_c`` from ``θ_S`` is ``√q_c`` times that of ``v_c`` from ``v_S``.
"""
from __future__ import annotations

import math

import sympy as sp

from theory.errors import InputTypeError, TooLargeError
from theory.validation import coordinate_set, positive_int
from theory.inference.numbers import exact_result, to_sympy
from theory.inference.priors.distributions import DiscretePrior

MAX_LMMSE_DIM = 256        # T(7) has 254 coordinates; its exact covariance takes about a second


def _coordinates(prior, S):
    """Validated coordinate indices of the prior (sorted, distinct)."""
    return coordinate_set(S, prior.dim)


def lmmse_coefficients(prior, S):
    """``(mean, B, S')``: ``v̂ = mean + B (v_{S'} − mean_{S'})`` with S' a maximal independent subset of S."""
    if not isinstance(prior, DiscretePrior):
        raise InputTypeError(f"prior must be a DiscretePrior; got {type(prior).__name__}")
    if prior.dim > MAX_LMMSE_DIM:
        raise TooLargeError(f"LMMSE coefficients of a prior with {prior.dim} coordinates are solved exactly "
                            f"(a {prior.dim}×{prior.dim} SymPy covariance); dim ≤ {MAX_LMMSE_DIM} fits")
    S = _coordinates(prior, S)
    C = sp.Matrix(prior.covariance()).applyfunc(to_sympy)
    mu = sp.Matrix(prior.mean()).applyfunc(to_sympy)
    if not S:
        return mu, sp.zeros(prior.dim, 0), []
    _, piv = C.extract(S, S).rref()
    Sp = [S[i] for i in piv]
    B = C.extract(Sp, Sp).LUsolve(C.extract(Sp, list(range(prior.dim)))).T
    return mu, B, Sp


MAX_LMMSE_WORK = 150_000   # support points × coordinates × sets: ~175 µs each in SymPy (≈ 25 s at the limit)


def _check_work(prior, sets, what):
    if not isinstance(prior, DiscretePrior):
        raise InputTypeError(f"prior must be a DiscretePrior (TreePrior(...).to_discrete() for a tree); "
                             f"got {type(prior).__name__}")
    work = sets * prior.size * prior.dim
    if work > MAX_LMMSE_WORK:
        raise TooLargeError(f"{what} would take {sets} set(s) × {prior.size} support points × {prior.dim} coordinates "
                            f"= {work} exact steps (limit {MAX_LMMSE_WORK}); use fewer sets or a smaller prior")


def best_lmmse(prior, M, max_sets=500):
    """``min`` over coordinate sets S of size M of :func:`lmmse_mse` — the best an affine decoder
    (Model C) can do with M coordinate readings.  Exhaustive; refused past ``max_sets`` sets.

    >>> from theory.inference import TreePrior
    >>> best_lmmse(TreePrior(2, "1/2").to_discrete(), 2)
    Fraction(1, 16)
    """
    from itertools import combinations
    _check_work(prior, 1, "best_lmmse")
    M = positive_int("M", M, maximum=prior.dim)
    max_sets = positive_int("max_sets", max_sets)
    count = math.comb(prior.dim, M)
    if count <= max_sets:
        _check_work(prior, count, "best_lmmse")
    if count > max_sets:
        raise TooLargeError(f"best_lmmse would search C({prior.dim}, {M}) = {count} coordinate sets (max_sets="
                            f"{max_sets}); lower M or raise max_sets")
    return min(lmmse_mse(prior, S) for S in combinations(range(prior.dim), M))


def lmmse_mse(prior, S):
    """Exact MSE of the LMMSE estimator from coordinates S, by summing over the support.

    >>> from theory.inference import TreePrior
    >>> lmmse_mse(TreePrior(1, "1/2").to_discrete(), [0])
    Fraction(0, 1)
    """
    _check_work(prior, 1, "lmmse_mse")
    mu, B, Sp = lmmse_coefficients(prior, S)
    q = [to_sympy(x) for x in prior.scales_sq]
    total = sp.Integer(0)
    for p, row in zip(prior.probs, prior.points):
        v = sp.Matrix([to_sympy(x) for x in row])
        vhat = mu + (B * (v.extract(Sp, [0]) - mu.extract(Sp, [0])) if Sp else sp.zeros(prior.dim, 1))
        err = v - vhat
        total += to_sympy(p) * sum((q[c] * err[c] ** 2 for c in range(prior.dim)), sp.Integer(0))
    return exact_result(total)
