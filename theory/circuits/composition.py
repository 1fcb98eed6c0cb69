r"""Composition scores between heads (claim C4).

``comp(M_A, M_B) = ‖M_A M_B‖_F / (‖M_A‖_F ‖M_B‖_F)``; for h1 in an earlier layer than h2,
``M_B = W_OV^{h1}`` and ``M_A`` is ``W_QK^{h2 T}`` (Q-composition), ``W_QK^{h2}``
(K-composition) or ``W_OV^{h2}`` (V-composition).  ``0 ≤ comp ≤ 1`` (submultiplicativity)
and it is invariant to scaling either factor.

Random baseline: if M_B's distribution is invariant under rotations of the shared side
(``M_B ~ U M_B`` for orthogonal U, e.g. Gaussian weights), then ``E[U X Uᵀ] = tr(X)/d · I``
(the average commutes with every rotation, so it is a multiple of I — Schur's lemma —
and the trace fixes the multiple), hence
``E‖M_A M_B‖² = tr(M_AᵀM_A E[M_B M_Bᵀ]) = ‖M_A‖²‖M_B‖²/d`` and ``E[comp²] = 1/d_model``
exactly (the norms in the denominator are rotation-invariant).
:func:`composition_baseline` returns it for subtraction.

Relation to TransformerLens: TL works on row vectors, where its ``OV = W_V W_O`` is our
``W_OVᵀ`` and its ``QK = W_Q W_Kᵀ`` is our ``W_QK``.  ``all_composition_scores("Q")``
computes ``comp(OV_{h1}, QK_{h2}) = ‖W_OVᵀ W_QK‖ = ‖W_QKᵀ W_OV‖`` — our Q score; "K" uses
``QK.T`` and "V" ``OV_{h2}``, giving our K and V scores.  Same numbers on the same weights
(tested).

Computation, batched over all pairs and never forming a d_model×d_model product *per
pair*.  Write ``M_A = L_A R_A`` (rank r) and ``M_B = L_B R_B`` (rank s).  Two exact methods:

* ``cross``: ``‖M_A M_B‖² = ‖P_A (R_A L_B) Q_B‖²`` with r×r and s×s square roots
  ``P_AᵀP_A = L_AᵀL_A`` and ``Q_B Q_Bᵀ = R_B R_Bᵀ``; one GEMM per later layer gives every
  r×s block ``R_A L_B`` — cost ``r·s·d`` per pair;
* ``gram``: ``‖M_A M_B‖² = ⟨M_AᵀM_A, M_B M_Bᵀ⟩``: one d×d Gram matrix per *head* (in chunks
  of later heads), then all pairs as GEMMs of the flattened Gram matrices — cost ``d²``
  per pair.

``method="auto"`` uses ``cross``: although ``gram`` needs fewer flops on GPT-2-small shapes,
it moves d×d matrices through memory and measured 2–3× slower here
(``benchmarks/composition.py``).
"""
from __future__ import annotations

import numpy as np

from ..errors import InputValueError, ShapeError
from ..validation import finite_array, positive_int
from .factored import LowRankMatrix
from .model import AttentionOnlyModel

KINDS = ("Q", "K", "V")


def _norm2(M):
    return M.norm() ** 2 if isinstance(M, LowRankMatrix) else float(np.sum(np.asarray(M) ** 2))


def composition_score(M_A, M_B):
    """``‖M_A M_B‖_F / (‖M_A‖_F ‖M_B‖_F)`` for arrays or :class:`LowRankMatrix` factors.

    >>> import numpy as np
    >>> round(composition_score(np.eye(3), np.eye(3)), 12)   # √3 / (√3 · √3)
    0.57735026919
    """
    if not isinstance(M_A, LowRankMatrix):
        M_A = finite_array("M_A", M_A, ndim=2)
    if not isinstance(M_B, LowRankMatrix):
        M_B = finite_array("M_B", M_B, ndim=2)
    if M_A.shape[1] != M_B.shape[0]:
        raise ShapeError(f"composition_score needs M_A.shape[1] == M_B.shape[0]; got M_A {M_A.shape}, M_B {M_B.shape}")
    den = np.sqrt(_norm2(M_A) * _norm2(M_B))
    if den == 0:
        raise InputValueError("composition_score is undefined when M_A or M_B is zero")
    prod = M_A @ M_B
    return float(np.sqrt(_norm2(prod)) / den)


def composition_baseline(d_model, squared=True):
    """``E[comp²] = 1/d_model`` for a rotation-invariant factor (``squared=False``: its square root).

    >>> composition_baseline(768)
    0.0013020833333333333
    """
    d = positive_int("d_model", d_model)
    return 1.0 / d if squared else float(np.sqrt(1.0 / d))


def head_factors(model, kind):
    """Stacked factors over all heads (flattened, layer-major): ``(L_A, R_A, L_B, R_B)``.

    ``M_A = L_A[h] R_A[h]`` is the later head's matrix for ``kind``; ``M_B = L_B[h] R_B[h]``
    is ``W_OV`` of the earlier head.  Heads with smaller d_head are zero-padded (no effect).
    """
    if kind not in KINDS:
        raise InputValueError(f"kind must be one of {KINDS}; got {kind!r}")
    heads = [hd for layer in model.heads for hd in layer]
    r = max(hd.d_head for hd in heads)
    pad = lambda M, rows: np.vstack([M, np.zeros((rows - M.shape[0], M.shape[1]))])  # noqa: E731
    if kind == "K":      # W_QK = W_Qᵀ W_K
        LA = np.stack([pad(hd.W_Q, r).T for hd in heads]); RA = np.stack([pad(hd.W_K, r) for hd in heads])  # noqa: E702
    elif kind == "Q":    # W_QKᵀ = W_Kᵀ W_Q
        LA = np.stack([pad(hd.W_K, r).T for hd in heads]); RA = np.stack([pad(hd.W_Q, r) for hd in heads])  # noqa: E702
    else:                # W_OV = W_O W_V
        LA = np.stack([pad(hd.W_O.T, r).T for hd in heads]); RA = np.stack([pad(hd.W_V, r) for hd in heads])  # noqa: E702
    LB = np.stack([pad(hd.W_O.T, r).T for hd in heads])
    RB = np.stack([pad(hd.W_V, r) for hd in heads])
    return LA, RA, LB, RB


def _psd_sqrt_rows(G):
    """``P`` with ``PᵀP = G`` for a stack of PSD matrices (via eigh; robust to rank deficiency)."""
    w, V = np.linalg.eigh(G)
    return np.sqrt(np.clip(w, 0, None))[..., :, None] * np.swapaxes(V, -1, -2)


def _pair_norms_cross(LA, RA, LB, RB, layer_of):
    PA = _psd_sqrt_rows(np.swapaxes(LA, -1, -2) @ LA)                 # PᵀP = L_AᵀL_A
    QB = np.swapaxes(_psd_sqrt_rows(RB @ np.swapaxes(RB, -1, -2)), -1, -2)  # Q Qᵀ = R_B R_Bᵀ
    At = PA @ RA                                                      # P_A R_A   (r×d)
    Bt = LB @ QB                                                      # L_B Q_B   (d×s)
    n, r, d = At.shape
    s = Bt.shape[2]
    out = np.zeros((n, n))
    for l2 in sorted(set(layer_of)):
        later = [h for h in range(n) if layer_of[h] == l2]
        earlier = [h for h in range(n) if layer_of[h] < l2]
        if not earlier:
            continue
        C = At[later].reshape(len(later) * r, d) @ np.transpose(Bt[earlier], (1, 0, 2)).reshape(d, len(earlier) * s)
        blocks = (C.reshape(len(later), r, len(earlier), s) ** 2).sum(axis=(1, 3))
        out[np.ix_(later, earlier)] = blocks
    return out


def _gram_rows(L, R, left):
    """Flattened Gram matrices, one row per head: ``M M ᵀ = L (R Rᵀ) Lᵀ`` (left) or ``MᵀM = Rᵀ(LᵀL)R``."""
    small = R @ np.swapaxes(R, -1, -2) if left else np.swapaxes(L, -1, -2) @ L
    F = L if left else np.swapaxes(R, -1, -2)
    d = F.shape[1]
    out = np.empty((F.shape[0], d * d))
    for i in range(F.shape[0]):
        out[i] = ((F[i] @ small[i]) @ F[i].T).ravel()
    return out


def _pair_norms_gram(LA, RA, LB, RB, layer_of, HB=None, max_bytes=2e9):
    n = LA.shape[0]
    layer_of = np.asarray(layer_of)
    out = np.zeros((n, n))
    later = np.flatnonzero(layer_of > layer_of.min())
    earlier = np.flatnonzero(layer_of < layer_of.max())
    if later.size == 0:
        return out
    if HB is None:
        HB = _gram_rows(LB[earlier], RB[earlier], left=True)       # M_B M_Bᵀ per earlier head
    chunk = max(1, int(max_bytes // (8 * HB.shape[1])))
    for start in range(0, later.size, chunk):
        block = later[start:start + chunk]
        GA = _gram_rows(LA[block], RA[block], left=False)          # M_AᵀM_A per later head
        vals = GA @ HB.T                                           # ⟨M_AᵀM_A, M_B M_Bᵀ⟩ for every pair
        mask = layer_of[earlier][None, :] < layer_of[block][:, None]
        out[np.ix_(block, earlier)] = np.where(mask, vals, 0.0)
    return out


def all_composition_scores(model, method="auto"):
    """``{"Q": …, "K": …, "V": …}``, as :func:`composition_scores` for each kind, sharing the work
    that depends only on the earlier heads (their ``W_OV`` Gram matrices or square roots)."""
    if method == "gram":
        _, _, LB, RB = head_factors(model, "V")
        layer_of = np.asarray([l for l, hs in enumerate(model.n_heads) for _ in range(hs)])
        earlier = np.flatnonzero(layer_of < layer_of.max())
        HB = _gram_rows(LB[earlier], RB[earlier], left=True) if earlier.size else None
        return {k: composition_scores(model, k, "gram", _HB=HB) for k in KINDS}
    return {k: composition_scores(model, k, method) for k in KINDS}


def composition_scores(model, kind, method="auto", _HB=None):
    """All composition scores of one kind: array ``[L, H, L, H]``, entry ``[l2, h2, l1, h1]``
    the score of earlier head (l1, h1) into later head (l2, h2); 0 where l1 ≥ l2 (and for
    absent heads when layers have different head counts).

    Parameters
    ----------
    model : AttentionOnlyModel
    kind : {"Q", "K", "V"}
    method : {"auto", "cross", "gram", "dense"}
        ``dense`` forms every product explicitly (a reference for small models).

    Examples
    --------
    >>> m = AttentionOnlyModel.random(2, 2, 8, 2, 5, 4, seed=0)
    >>> s = composition_scores(m, "K")
    >>> s.shape, bool(s[0].max() == 0), bool(0 < s[1, 0, 0, 0] < 1)
    ((2, 2, 2, 2), True, True)
    """
    if not isinstance(model, AttentionOnlyModel):
        raise InputValueError(f"model must be an AttentionOnlyModel; got {type(model).__name__}")
    if method not in ("auto", "cross", "gram", "dense"):
        raise InputValueError(f"method must be 'auto', 'cross', 'gram' or 'dense'; got {method!r}")
    LA, RA, LB, RB = head_factors(model, kind)
    layer_of = [l for l, hs in enumerate(model.n_heads) for _ in range(hs)]
    n = LA.shape[0]
    if method == "auto":
        method = "cross"
    if method == "dense":
        MA, MB = LA @ RA, LB @ RB
        num = np.zeros((n, n))
        for a in range(n):
            for b in range(n):
                if layer_of[b] < layer_of[a]:
                    num[a, b] = np.sum((MA[a] @ MB[b]) ** 2)
    else:
        num = (_pair_norms_cross(LA, RA, LB, RB, layer_of) if method == "cross"
               else _pair_norms_gram(LA, RA, LB, RB, layer_of, HB=_HB))
    gram = lambda L, R: np.einsum("hrs,hrs->h", np.swapaxes(L, -1, -2) @ L, R @ np.swapaxes(R, -1, -2))  # noqa: E731
    na, nb = gram(LA, RA), gram(LB, RB)
    den = np.sqrt(np.outer(na, nb))
    with np.errstate(divide="ignore", invalid="ignore"):
        flat = np.where(den > 0, np.sqrt(np.clip(num, 0, None)) / den, 0.0)
    H = max(model.n_heads)
    out = np.zeros((model.n_layers, H, model.n_layers, H))
    idx = [(l, h) for l, hs in enumerate(model.n_heads) for h in range(hs)]
    for a, (l2, h2) in enumerate(idx):
        for b, (l1, h1) in enumerate(idx):
            out[l2, h2, l1, h1] = flat[a, b]
    return out
