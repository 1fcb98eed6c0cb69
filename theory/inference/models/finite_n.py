r"""MSE of the compiled models at finite N, from the reading noise (claim I8).

A readout ``φ_c = (1/N) Σ_i x_{i,c} y_i`` has mean θ_c and, by Isserlis' theorem for Gaussian
x, ``Cov(φ_c, φ_{c'} | θ) = ((‖θ‖² + σ²) δ_{cc'} + θ_c θ_{c'}) / N``.

* Affine decoders (Model C; every model on a Gaussian prior): ``θ̂ = Wφ + b`` gives
  ``MSE(N) = MSE(∞) + tr(Wᵀ W · E[Cov(φ|θ)])`` exactly (the noise has mean zero given θ);
  ``E[Cov(φ|θ)] = ((E‖θ‖² + σ²) I + E[θ_S θ_Sᵀ]) / N``.
* Thresholding decoders (Models A, B on the tree prior): a reading of a node of depth k
  is decided "on path" when ``φ > α^{k/2}/2``.  Each decision probability is *exact*:
  ``φ_c`` is the mean of N i.i.d. products ``x_c·y`` of a bivariate normal pair
  (``Var x_c = 1``, ``Var y = ‖θ‖² + σ²``, ``Cov = θ_c``), whose characteristic function is
  ``(1 − 2iuθ_c + u²(‖θ‖² + σ² − θ_c²))^{−N/2}`` at ``u = t/N``, inverted by Gil-Pelaez
  (:func:`reading_tail`).  The one approximation: decisions are independent across
  readings (their covariance ``θ_cθ_{c'}/N`` is dropped).  The expectation over decision
  patterns is a finite sum, evaluated on the model's *own networks* (routers and decoder
  are fed readings that realise each pattern).
"""
from __future__ import annotations

import itertools
import math
import numbers

import numpy as np
from scipy.integrate import quad

from theory.errors import InputTypeError, InputValueError
from theory.inference.priors.distributions import GaussianPrior, TreePrior


def theta_norm2(prior):
    return float(sum(float(prior.scale_sq(k)) for k in range(1, prior.depth + 1)))


def reading_tail(theta_c, second_moment, tau, N):
    """``P(φ_c > τ)`` exactly, for ``φ_c = (1/N) Σ_i x_{i,c} y_i`` with ``x_i ~ N(0, I)`` and
    ``y_i = x_i·θ + ε_i``: ``Var y = second_moment = ‖θ‖² + σ²``, ``Cov(x_c, y) = θ_c``.

    Gil-Pelaez inversion of the characteristic function of the mean of N products of a
    bivariate normal pair, ``ψ(t) = (1 − 2iuθ_c + u²(‖θ‖²+σ²−θ_c²))^{−N/2}``, ``u = t/N``.
    ``N = inf`` is the noiseless decision ``[θ_c > τ]``.  The mean is θ_c and the variance
    ``(‖θ‖² + σ² + θ_c²)/N``; at large N the tail tends to the Gaussian one.

    >>> round(reading_tail(0.5, 1.0, 0.25, 30), 4), round(reading_tail(0.0, 1.0, 0.25, 30), 4)
    (0.9004, 0.0836)
    >>> reading_tail(0.5, 1.0, 0.25, float("inf")), reading_tail(0.5, 1.0, 0.25, 1e300)
    (1.0, 1.0)
    """
    for name, v in (("theta_c", theta_c), ("second_moment", second_moment), ("tau", tau)):
        if isinstance(v, bool) or not isinstance(v, numbers.Real) or not math.isfinite(v):
            raise InputValueError(f"{name} must be a finite real number; got {v!r}")   # NaN would decide the tail
    if isinstance(N, bool) or not isinstance(N, numbers.Real) or math.isnan(N) or N <= 0:
        raise InputValueError(f"N must be a number of tokens > 0 (or float('inf')); got {N!r}")
    if N == float("inf") or N > 1e12:
        return 1.0 if theta_c > tau else 0.0
    c, b = float(theta_c), float(second_moment)
    with np.errstate(over="ignore"):
        c2 = c * c
    # relative (at b ~ 1e-20 an absolute 1e-12 accepted any θ_c), compared in units of √b so that θ_c² = inf
    # (|θ_c| > 1.3e154) cannot compare as inf ≥ inf: b ≥ θ_c² ⟺ 1 ≥ (θ_c/√b)²
    with np.errstate(over="ignore", divide="ignore", invalid="ignore"):
        ratio = (c / np.sqrt(b)) ** 2 if b > 0 else (np.inf if c != 0 else 0.0)
    if b < 0 or ratio > 1 + 1e-12:
        raise InputValueError(f"second_moment {b} must be ≥ θ_c² = {c2} (a covariance)")
    if b <= 0:                            # no spread at all: φ = θ_c·mean(x²) with θ_c = 0, i.e. φ = 0
        return 1.0 if 0.0 > tau else 0.0
    scale = np.sqrt(b)                    # φ/√b has Var y = 1: the integrand's scale is then O(1)
    c, tau = c / scale, float(tau) / scale
    d = max(1.0 - c * c, 0.0)
    sd = float(np.sqrt((1.0 + c * c) / N))    # standard deviation of φ (in these units)
    if abs(c - tau) > 38 * sd:                # sub-exponential tail bound: below e^(−60) for N ≥ 10
        return 1.0 if c > tau else 0.0

    def integrand(s):                         # t = s/sd: the envelope has width O(1) in s
        t = s / sd
        u = t / N
        psi = (1 - 2j * u * c + u * u * d) ** (-N / 2)
        return (np.exp(-1j * t * tau) * psi).imag / s

    val = quad(integrand, 0, np.inf, limit=500)[0]
    return float(min(1.0, max(0.0, 0.5 + val / np.pi)))


def affine_theory(model, prior, N, sigma2, second_moment_S, mse_inf):
    """``MSE(∞) + tr(WᵀW E[Cov(φ|θ)])`` for a one-layer model with an affine decoder."""
    W = model.decoder.layers[0][0][:, 1:]
    coords = model.info.get("coordinates") or model.info.get("sequence")
    E_norm2 = float(np.trace(second_moment_full(prior)))
    cov = ((E_norm2 + sigma2) * np.eye(len(coords)) + second_moment_S) / N
    return float(mse_inf + np.trace(W.T @ W @ cov))


def second_moment_full(prior):
    """``E[θθᵀ]`` as floats."""
    if isinstance(prior, TreePrior):
        Th = prior.theta_matrix()
        return Th.T @ Th / Th.shape[0]
    C = np.array(prior.cov, dtype=float)
    mu = np.array(prior.mean, dtype=float).ravel()
    return C + np.outer(mu, mu)


def model_c_theory(model, prior, N, sigma2):
    """Exact finite-N MSE of an affine-decoder model (Model C, or any model on a Gaussian prior)."""
    coords = model.info.get("coordinates") or model.info.get("sequence")
    S2 = second_moment_full(prior)
    W = model.decoder.layers[0][0][:, 1:]
    b = model.decoder.layers[0][0][:, 0]
    # MSE(∞) = E‖W θ_S + b − θ‖² from second moments
    if isinstance(prior, TreePrior):
        Th = prior.theta_matrix()
        mse_inf = float(np.mean(((Th[:, coords] @ W.T + b - Th) ** 2).sum(axis=1)))
    else:
        mu = np.array(prior.mean, dtype=float).ravel()
        P = np.zeros((len(coords), prior.dim))
        P[np.arange(len(coords)), coords] = 1
        A = W @ P - np.eye(prior.dim)
        mse_inf = float(np.trace(A @ S2 @ A.T) + 2 * b @ A @ mu + b @ b)
    return affine_theory(model, prior, N, sigma2, S2[np.ix_(coords, coords)], mse_inf)


def _bits_to_readings(bits, taus):
    return np.array([2 * t if b else 0.0 for b, t in zip(bits, taus)])


def model_a_theory(model, prior, N, sigma2):
    """Finite-N MSE of Model A on a tree prior (exact reading tails, independent decisions)."""
    taus = model.info["thresholds"]
    norm2 = theta_norm2(prior)
    Th = prior.theta_matrix()
    total = 0.0
    for s in range(prior.n_leaves):
        theta = Th[s]

        def rec(bits, prob):
            nonlocal total
            l = len(bits)
            p = np.concatenate([[1.0], _bits_to_readings(bits, taus)])[None, :]
            if l == model.n_layers:
                err = float(((model.decoder(p)[0] - theta) ** 2).sum())
                total += prob * err
                return
            R = model.routers[l](p)[0]
            c = int(np.argmax(R)) if R.max() > 0.5 else None
            if c is None:
                rec(bits + (0,), prob)
                return
            p_on = reading_tail(theta[c], norm2 + sigma2, taus[l], N)
            if p_on > 0:
                rec(bits + (1,), prob * p_on)
            if p_on < 1:
                rec(bits + (0,), prob * (1 - p_on))

        rec((), 1.0 / prior.n_leaves)
    return total


def model_b_theory(model, prior, N, sigma2):
    """Finite-N MSE of Model B on a tree prior (exact reading tails, independent decisions)."""
    coords, taus = model.info["coordinates"], model.info["thresholds"]
    norm2 = theta_norm2(prior)
    Th = prior.theta_matrix()
    pats = list(itertools.product([0, 1], repeat=len(coords)))
    outs = model.decoder(np.array([np.concatenate([[1.0], _bits_to_readings(h, taus)]) for h in pats]))
    total = 0.0
    for s in range(prior.n_leaves):
        theta = Th[s]
        pon = [reading_tail(theta[c], norm2 + sigma2, t, N) for c, t in zip(coords, taus)]
        for h, out in zip(pats, outs):
            pr = np.prod([p if b else 1 - p for p, b in zip(pon, h)])
            if pr > 0:
                total += pr * float(((out - theta) ** 2).sum()) / prior.n_leaves
    return total


def finite_n_theory(model, prior, N, sigma2=0.0):
    """Theory MSE of a compiled model at N tokens (``N = float('inf')`` for the mean-field limit).

    ``N`` is a token count ≥ 1 (or infinity), ``sigma2`` a label-noise variance ≥ 0.

    >>> from theory.inference import TreePrior
    >>> from theory.inference.models.linear_attention import compile_model_c
    >>> T = TreePrior(2, "1/2")
    >>> round(finite_n_theory(compile_model_c(T, 2), T, float("inf")), 12)     # = best_lmmse = 1/16
    0.0625
    >>> finite_n_theory(compile_model_c(T, 2), T, -5)
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: N must be a number of tokens ≥ 1 (or float('inf')); got -5
    """
    if not isinstance(prior, (TreePrior, GaussianPrior)):
        raise InputTypeError(f"prior must be a TreePrior or GaussianPrior; got {type(prior).__name__}")
    if getattr(model, "D", None) != prior.dim or not hasattr(model, "decoder"):
        raise InputValueError(f"model must be a compiled linear-attention model for this prior (D = {prior.dim}); "
                              f"got {type(model).__name__} with D = {getattr(model, 'D', None)}")
    if isinstance(N, bool) or not isinstance(N, numbers.Real) or N != N or N < 1:
        raise InputValueError(f"N must be a number of tokens ≥ 1 (or float('inf')); got {N!r}")
    try:                                 # math.isfinite(10**400) raised a bare OverflowError
        finite = isinstance(sigma2, numbers.Real) and math.isfinite(sigma2)
    except OverflowError:
        finite = False
    if isinstance(sigma2, bool) or not finite or sigma2 < 0:
        raise InputValueError(f"sigma2 must be a finite variance ≥ 0 (within float64, ≤ 1.8e308); got "
                              f"{sigma2!r:.60}")
    try:
        N = float(N)
    except OverflowError:                # an integer past float64 (10**400 tokens): the N → ∞ limit
        N = math.inf
    sigma2 = float(sigma2)
    if isinstance(prior, GaussianPrior) or model.name == "C":
        if N == float("inf"):
            N = 1e300
        return model_c_theory(model, prior, N, sigma2)
    if model.name == "A":
        return model_a_theory(model, prior, N, sigma2)
    return model_b_theory(model, prior, N, sigma2)
