"""Small ReLU networks with explicit weights, and the pieces compiled models are made of.

:class:`ReLUNet` is a plain multilayer perceptron ``x ↦ W_n(…ReLU(W_1 x + b_1)…) + b_n``
acting on the last axis.  The builders return the weights that make it compute

* :func:`step_layer` — hard thresholds ``[φ_j > τ_j]`` as ``ReLU(s(φ−τ)+½) − ReLU(s(φ−τ)−½)``
  (exact outside a ramp of width ``1/s`` around τ);
* :func:`match_layer` — one unit per bit pattern h that fires (value 1) iff the binary
  input equals h: ``ReLU(Σ_j (2h_j − 1) b_j − |h| + 1)``.

Composed, ``steps → match → linear`` is an exact lookup table from thresholded readings
to any output: the routers and decoders of the compiled linear-attention models.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from theory.errors import ShapeError
from theory.validation import finite_array


@dataclass(frozen=True)
class ReLUNet:
    """``layers = [(W_1, b_1), …, (W_n, b_n)]``; ReLU after every layer but the last."""

    layers: tuple

    def __repr__(self):
        widths = [self.layers[0][0].shape[1]] + [W.shape[0] for W, _ in self.layers] if self.layers else []
        return f"ReLUNet(widths {'→'.join(map(str, widths))})"

    def __post_init__(self):
        # keep private read-only copies: a caller mutating its arrays must not change the network
        layers = []
        for i, layer in enumerate(self.layers):
            if len(layer) != 2:
                raise ShapeError(f"layer {i} must be a pair (W, b); got {len(layer)} items")
            W = np.array(finite_array(f"layers[{i}].W", layer[0], ndim=2), copy=True)
            b = np.array(finite_array(f"layers[{i}].b", layer[1], ndim=1), copy=True)
            if b.shape != (W.shape[0],):
                raise ShapeError(f"layer {i}: b must have shape ({W.shape[0]},); got {b.shape}")
            W.flags.writeable = b.flags.writeable = False
            layers.append((W, b))
        if not layers:
            raise ShapeError("a ReLUNet needs at least one layer")
        object.__setattr__(self, "layers", tuple(layers))
        for i, ((W1, b1), (W2, _)) in enumerate(zip(self.layers, self.layers[1:])):
            if W2.shape[1] != W1.shape[0] or b1.shape != (W1.shape[0],):
                raise ShapeError(f"layer {i} output {W1.shape[0]} does not feed layer {i + 1} input {W2.shape[1]}")

    @property
    def n_in(self):
        return self.layers[0][0].shape[1]

    @property
    def n_out(self):
        return self.layers[-1][0].shape[0]

    def __call__(self, x):
        h = np.asarray(x, dtype=float)
        if h.shape[-1] != self.n_in:
            raise ShapeError(f"network input must have last axis {self.n_in}; got shape {h.shape}")
        for i, (W, b) in enumerate(self.layers):
            h = h @ W.T + b
            if i < len(self.layers) - 1:
                h = np.maximum(h, 0.0)
        return h

    def n_parameters(self):
        return sum(W.size + b.size for W, b in self.layers)


def step_layer(thresholds, slope=1e6):
    """Two ReLU layers' worth of weights computing ``[φ_j > τ_j]`` for each input j.

    Returns ``(W1, b1, W2)``: hidden ``ReLU(W1 φ + b1)`` (2 units per input), then
    ``W2 @ hidden`` gives the steps (add no bias).
    """
    t = np.asarray(thresholds, dtype=float)
    m = t.size
    W1 = np.zeros((2 * m, m))
    b1 = np.zeros(2 * m)
    W2 = np.zeros((m, 2 * m))
    for j in range(m):
        W1[2 * j, j] = W1[2 * j + 1, j] = slope
        b1[2 * j] = -slope * t[j] + 0.5
        b1[2 * j + 1] = -slope * t[j] - 0.5
        W2[j, 2 * j], W2[j, 2 * j + 1] = 1.0, -1.0
    return W1, b1, W2


def match_layer(patterns):
    """``(W, b)``: unit h is ``ReLU(W_h · bits + b_h)`` = 1 iff bits == patterns[h] (0 otherwise, for 0/1 bits)."""
    P = np.asarray(patterns, dtype=float).reshape(len(patterns), -1)
    return 2 * P - 1, 1 - P.sum(axis=1)


def lookup_net(thresholds, patterns, outputs, slope=1e6, extra_inputs=0):
    """A network ``φ ↦ outputs[h]`` where h is the pattern of ``[φ_j > τ_j]`` (exact lookup).

    ``extra_inputs`` leading inputs are ignored (kept for a uniform input layout).
    """
    W1, b1, W2 = step_layer(thresholds, slope)
    Wm, bm = match_layer(patterns)
    m = len(thresholds)
    W1f = np.hstack([np.zeros((W1.shape[0], extra_inputs)), W1]) if extra_inputs else W1
    out = np.asarray(outputs, dtype=float).reshape(len(patterns), -1)
    if m == 0:
        Wz = np.zeros((1, max(extra_inputs, 1)))
        return ReLUNet(((Wz, np.ones(1)), (out.T, np.zeros(out.shape[1]))))
    return ReLUNet(((W1f, b1), (Wm @ W2, bm), (out.T, np.zeros(out.shape[1]))))
