r"""MSE of the compiled models at finite N, from the reading noise (claim I8).

A readout ``φ_c = (1/N) Σ_i x_{i,c} y_i`` has mean θ_c and, by Isserlis' theorem for Gaussian
x, ``Cov(φ_c, φ_{c'} | θ) = ((‖θ‖² + σ²) δ_{cc'} + θ_c θ_{c'}) / N``.

* Affine decoders (Model C; every model on a Gaussian prior): ``θ̂ = Wφ + b`` gives
  ``MSE(N) = MSE(∞) + tr(Wᵀ W · E[Cov(φ|θ)])`` exactly (the noise has mean zero given θ);
  ``E[Cov(φ|θ)] = ((E‖θ‖² + σ²) I + E[θ_S θ_Sᵀ]) / N``.
* Thresholding decoders (Models A, B on the tree prior): each reading is treated as
  Gaussian with that variance, independent across readings; a reading of a node of
  depth k is decided "on path" when ``φ > α^{k/2}/2``.  The expectation over decision
  patterns is a finite sum, evaluated on the model's *own networks* (routers and
  decoder are fed readings that realise each pattern).
"""
from __future__ import annotations

import itertools
import math
import numbers
from math import erf, sqrt

import numpy as np

from ..errors import InputTypeError, InputValueError
from .priors import GaussianPrior, TreePrior


def _Phi(z):
    return 0.5 * (1 + erf(z / sqrt(2)))


def _theta_norm2(prior):
    return float(sum(float(prior.scale_sq(k)) for k in range(1, prior.depth + 1)))


def _p_on(value, tau, var):
    """P(φ > τ) for φ ~ N(value, var); var = 0 gives the noiseless decision."""
    if var <= 0:
        return 1.0 if value > tau else 0.0
    return 1.0 - _Phi((tau - value) / sqrt(var))


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
    """Finite-N MSE of Model A on a tree prior (Gaussian reading noise, independent decisions)."""
    taus = model.info["thresholds"]
    norm2 = _theta_norm2(prior)
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
            var = 0.0 if N == float("inf") else (norm2 + sigma2 + theta[c] ** 2) / N
            p_on = _p_on(theta[c], taus[l], var)
            if p_on > 0:
                rec(bits + (1,), prob * p_on)
            if p_on < 1:
                rec(bits + (0,), prob * (1 - p_on))

        rec((), 1.0 / prior.n_leaves)
    return total


def model_b_theory(model, prior, N, sigma2):
    """Finite-N MSE of Model B on a tree prior (Gaussian reading noise, independent decisions)."""
    coords, taus = model.info["coordinates"], model.info["thresholds"]
    norm2 = _theta_norm2(prior)
    Th = prior.theta_matrix()
    pats = list(itertools.product([0, 1], repeat=len(coords)))
    outs = model.decoder(np.array([np.concatenate([[1.0], _bits_to_readings(h, taus)]) for h in pats]))
    total = 0.0
    for s in range(prior.n_leaves):
        theta = Th[s]
        pon = [_p_on(theta[c], t, 0.0 if N == float("inf") else (norm2 + sigma2 + theta[c] ** 2) / N)
               for c, t in zip(coords, taus)]
        for h, out in zip(pats, outs):
            pr = np.prod([p if b else 1 - p for p, b in zip(pon, h)])
            if pr > 0:
                total += pr * float(((out - theta) ** 2).sum()) / prior.n_leaves
    return total


def finite_n_theory(model, prior, N, sigma2=0.0):
    """Theory MSE of a compiled model at N tokens (``N = float('inf')`` for the mean-field limit).

    ``N`` is a token count ≥ 1 (or infinity), ``sigma2`` a label-noise variance ≥ 0.

    >>> from theory.inference import TreePrior
    >>> from theory.inference.linear_attention import compile_model_c
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
    if isinstance(sigma2, bool) or not isinstance(sigma2, numbers.Real) or not math.isfinite(sigma2) or sigma2 < 0:
        raise InputValueError(f"sigma2 must be a finite variance ≥ 0; got {sigma2!r}")
    N, sigma2 = float(N), float(sigma2)
    if isinstance(prior, GaussianPrior) or model.name == "C":
        if N == float("inf"):
            N = 1e300
        return model_c_theory(model, prior, N, sigma2)
    if model.name == "A":
        return model_a_theory(model, prior, N, sigma2)
    return model_b_theory(model, prior, N, sigma2)
