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

from ..errors import InputValueError, TooLargeError
from ..validation import positive_int
from .numbers import exact_result, to_sympy


def lmmse_coefficients(prior, S):
    """``(mean, B, S')``: ``v̂ = mean + B (v_{S'} − mean_{S'})`` with S' a maximal independent subset of S."""
    C = sp.Matrix(prior.covariance()).applyfunc(to_sympy)
    mu = sp.Matrix(prior.mean()).applyfunc(to_sympy)
    S = sorted(set(S))
    if any(not (0 <= c < prior.dim) for c in S):
        raise InputValueError(f"coordinates must be in [0, {prior.dim}); got {S}")
    if not S:
        return mu, sp.zeros(prior.dim, 0), []
    _, piv = C.extract(S, S).rref()
    Sp = [S[i] for i in piv]
    B = C.extract(Sp, Sp).LUsolve(C.extract(Sp, list(range(prior.dim)))).T
    return mu, B, Sp


def best_lmmse(prior, M, max_sets=500):
    """``min`` over coordinate sets S of size M of :func:`lmmse_mse` — the best an affine decoder
    (Model C) can do with M coordinate readings.  Exhaustive; refused past ``max_sets`` sets.

    >>> from theory.inference import TreePrior
    >>> best_lmmse(TreePrior(2, "1/2").to_discrete(), 2)
    Fraction(1, 16)
    """
    from itertools import combinations
    M = positive_int("M", M, maximum=prior.dim)
    count = math.comb(prior.dim, M)
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
    mu, B, Sp = lmmse_coefficients(prior, S)
    q = [to_sympy(x) for x in prior.scales_sq]
    total = sp.Integer(0)
    for p, row in zip(prior.probs, prior.points):
        v = sp.Matrix([to_sympy(x) for x in row])
        vhat = mu + (B * (v.extract(Sp, [0]) - mu.extract(Sp, [0])) if Sp else sp.zeros(prior.dim, 1))
        err = v - vhat
        total += to_sympy(p) * sum((q[c] * err[c] ** 2 for c in range(prior.dim)), sp.Integer(0))
    return exact_result(total)
