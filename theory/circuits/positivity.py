r"""Eigenvalue positivity of circuits, computed on the small side (claim C5).

``positivity(M) = Σλ_i / Σ|λ_i|`` over the eigenvalues of M (real for real M, since
complex eigenvalues come in conjugate pairs): +1 when every eigenvalue is non-negative
(a *copying* circuit), −1 when every one is non-positive.

The full OV circuit ``W_U W_O W_V W_E`` is n_vocab×n_vocab, but ``AB`` and ``BA`` share their
non-zero eigenvalues, so its non-zero spectrum is that of the d_head×d_head matrix
``W_V (W_E W_U) W_O``; ``W_E W_U`` (d_model×d_model) is computed once for all heads.  The
K-composition QK term ``W_Eᵀ W_QK^{h2} W_OV^{h1} W_E = W_Eᵀ W_Q²ᵀ · W_K² W_O¹ W_V¹ W_E`` has the
non-zero spectrum of ``W_K² W_O¹ W_V¹ (W_E W_Eᵀ) W_Q²ᵀ`` (d_head×d_head).  Zero eigenvalues
do not change either sum.
"""
from __future__ import annotations

import numpy as np

from ..errors import InputValueError
from ..validation import finite_array
from .model import AttentionOnlyModel


def positivity_of_eigenvalues(eigs):
    """``Σλ / Σ|λ|`` (0 when every eigenvalue is 0)."""
    eigs = np.asarray(eigs)
    den = np.abs(eigs).sum(axis=-1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(den > 0, np.real(eigs.sum(axis=-1)) / np.where(den > 0, den, 1), 0.0)


def positivity(M):
    """Eigenvalue positivity of a square matrix (or a :class:`LowRankMatrix`, on its small side).

    >>> positivity(np.diag([1.0, 2.0])), positivity(-np.eye(2)), positivity(np.array([[0.0, 1], [-1, 0]]))
    (1.0, -1.0, 0.0)
    """
    from .factored import LowRankMatrix
    if isinstance(M, LowRankMatrix):
        return float(positivity_of_eigenvalues(M.eigenvalues()))
    M = finite_array("M", M, ndim=2)
    if M.shape[0] != M.shape[1]:
        raise InputValueError(f"positivity needs a square matrix; got shape {M.shape}")
    return float(positivity_of_eigenvalues(np.linalg.eigvals(M)))


def _check(model):
    if not isinstance(model, AttentionOnlyModel):
        raise InputValueError(f"model must be an AttentionOnlyModel; got {type(model).__name__}")


def ov_circuit_eigenvalues(model):
    """``[layer][head]`` → eigenvalues of ``W_V W_E W_U W_O`` (the full OV circuit's non-zero spectrum)."""
    _check(model)
    EU = model.W_E @ model.W_U
    return [[np.linalg.eigvals(hd.W_V @ EU @ hd.W_O) for hd in layer] for layer in model.heads]


def ov_positivity(model):
    """Positivity of every full OV circuit ``W_U W_OV W_E``: array ``[L, H]`` (0 for absent heads).

    >>> from theory.circuits.constructions import previous_token_model
    >>> ov_positivity(AttentionOnlyModel.random(2, 2, 8, 2, 6, 4, seed=0)).shape
    (2, 2)
    """
    eigs = ov_circuit_eigenvalues(model)
    out = np.zeros((model.n_layers, max(model.n_heads)))
    for l, layer in enumerate(eigs):
        for h, e in enumerate(layer):
            out[l, h] = positivity_of_eigenvalues(e)
    return out


def kcomp_qk_eigenvalues(model, earlier, later):
    """Non-zero spectrum of ``W_Eᵀ W_QK^{h2} W_OV^{h1} W_E`` for heads ``earlier = (l1, h1)``, ``later = (l2, h2)``."""
    _check(model)
    (l1, h1), (l2, h2) = earlier, later
    if not l1 < l2:
        raise InputValueError(f"K-composition needs the earlier head's layer < the later head's; got {earlier} and {later}")
    a, b = model.head(l1, h1), model.head(l2, h2)
    EE = model.W_E @ model.W_E.T
    return np.linalg.eigvals(b.W_K @ a.W_O @ a.W_V @ EE @ b.W_Q.T)


def kcomp_qk_positivity(model):
    """Positivity of the K-composition QK term for every pair: ``[L, H, L, H]`` as in
    :func:`~theory.circuits.composition.composition_scores` (0 where l1 ≥ l2)."""
    _check(model)
    H = max(model.n_heads)
    out = np.zeros((model.n_layers, H, model.n_layers, H))
    EE = model.W_E @ model.W_E.T
    for l2, layer2 in enumerate(model.heads):
        for h2, b in enumerate(layer2):
            left = b.W_K
            right = EE @ b.W_Q.T
            for l1 in range(l2):
                for h1, a in enumerate(model.heads[l1]):
                    out[l2, h2, l1, h1] = positivity_of_eigenvalues(np.linalg.eigvals(left @ a.W_O @ (a.W_V @ right)))
    return out
