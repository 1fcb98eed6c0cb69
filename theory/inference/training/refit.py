"""Least-squares refit of a trained Model A's or B's last decoder layer (issue 24, L9).

The decoder of Models A and B is a ReLU MLP on the workspace features ``[φ_ℓ, onehot(c_ℓ)]_ℓ``.
Its last layer is linear in the last hidden features, so once training has fixed the routing
and the hidden layers, the best last layer is a weighted least-squares solution — computed
here in closed form instead of being approached by Adam.  With ``passthrough`` the two hidden
layers are first widened by ``relu(φ_ℓ)`` and ``relu(−φ_ℓ)`` units (``φ = relu(φ) − relu(−φ)``,
exactly), so that the readings reach the last layer linearly: the refitted decoder is then at
least as good, on the fitting sample, as the best affine decoder of the readings — the Bayes
decoder of a fixed coordinate set on a Gaussian prior (I1).  On a finite prior's support the
fit is exact (the conditional mean of θ given what the features separate).
"""
from __future__ import annotations

import dataclasses

import numpy as np

from theory.errors import InputValueError
from theory.inference.models.mlp import ReLUNet


class _Inputs:
    """A stand-in decoder that returns its input features (to read them off ``_forward``)."""

    def __call__(self, x):
        return np.array(x, dtype=float)


def decoder_inputs(model, theta):
    """The features ``(n, M·(1 + D))`` that Model A's or B's decoder sees in mean field on θ ``(n, D)``."""
    return dataclasses.replace(model, decoder=_Inputs()).run_meanfield(theta)[0]


def with_passthrough(decoder, columns):
    """``decoder`` (three layers: two ReLU hidden layers and a linear output) with the input
    ``columns`` carried through both hidden layers as ``relu(x)``, ``relu(−x)`` (output weights 0:
    the same function)."""
    if len(decoder.layers) != 3:
        raise InputValueError(f"decoder must have 3 layers (two hidden); got {len(decoder.layers)}")
    (W0, b0), (W1, b1), (W2, b2) = decoder.layers
    k, n_in, h0, h1 = len(columns), W0.shape[1], W0.shape[0], W1.shape[0]
    P = np.zeros((k, n_in))
    P[np.arange(k), list(columns)] = 1.0
    Z, eye = np.zeros, np.eye(2 * k)
    return ReLUNet(((np.vstack([W0, P, -P]), np.concatenate([b0, Z(2 * k)])),
                    (np.block([[W1, Z((h1, 2 * k))], [Z((2 * k, h0)), eye]]), np.concatenate([b1, Z(2 * k)])),
                    (np.hstack([W2, Z((W2.shape[0], 2 * k))]), b2)))


def refit_last_layer(model, theta, weights, passthrough=True):
    """Model A or B with its decoder's last layer re-fitted by weighted least squares on ``theta``
    ``(n, D)`` with ``weights`` ``(n,)`` (mean field, hard routing); ``passthrough``: the readings
    first reach the last layer linearly (:func:`with_passthrough`).  Returns a new model."""
    if model.name not in ("A", "B"):
        raise InputValueError(f"model must be Model A or B (Model C's decoder is affine); got Model {model.name}")
    theta = np.asarray(theta, dtype=float)
    weights = np.asarray(weights, dtype=float)
    if weights.shape != (len(theta),) or not np.all(np.isfinite(weights)) or np.any(weights < 0):
        raise InputValueError(f"weights must be {len(theta)} finite numbers ≥ 0; got shape {weights.shape}")
    dec = model.decoder
    if passthrough:
        dec = with_passthrough(dec, [q * (1 + model.D) for q in range(model.M)])
    h = decoder_inputs(model, theta)
    for W, b in dec.layers[:-1]:
        h = np.maximum(h @ W.T + b, 0.0)
    root = np.sqrt(weights)[:, None]
    coef = np.linalg.lstsq(np.hstack([h, np.ones((len(h), 1))]) * root, theta * root, rcond=None)[0]
    layers = list(dec.layers)
    layers[-1] = (coef[:-1].T.copy(), coef[-1].copy())
    return dataclasses.replace(model, decoder=ReLUNet(tuple(layers)))


__all__ = ["refit_last_layer", "decoder_inputs", "with_passthrough"]
