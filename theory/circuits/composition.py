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

* ``gram`` (default): ``‖M_A M_B‖² = ⟨M_AᵀM_A, M_B M_Bᵀ⟩`` with ``M_AᵀM_A = R_Aᵀ(L_AᵀL_A)R_A`` and
  ``M_B M_Bᵀ = L_B(R_B R_Bᵀ)L_Bᵀ`` (small r×r and s×s Gram matrices in the middle).  The d×d Gram
  matrices are formed block by block (upper blocks only: both are symmetric) into a reused
  buffer, and each block adds its share to every pair with one GEMM — cost ``≈ r·d²/2`` per
  head plus ``≈ d²/2`` per pair;
* ``cross``: ``‖M_A M_B‖² = ‖P_A (R_A L_B) Q_B‖²`` with r×r and s×s square roots
  ``P_AᵀP_A = L_AᵀL_A`` and ``Q_B Q_Bᵀ = R_B R_Bᵀ``; one GEMM per later layer gives every
  r×s block ``R_A L_B`` — cost ``r·s·d`` per pair (5–6× the flops of ``gram`` at GPT-2-small
  shapes; cheaper only when d_head² < d_model/2).

``precision="single"`` runs the pair stage in float32 (TransformerLens' precision); the
error of a score is ``O(d_model · 2⁻²⁴)`` relative, measured in ``benchmarks/composition.py``.
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


def _stacks(model, dtype=np.float64):
    """Zero-padded per-head factor stacks (layer-major): W_Q, W_K, W_V as (n, r, d), W_O as (n, d, r)."""
    heads = [hd for layer in model.heads for hd in layer]
    r = max(hd.d_head for hd in heads)
    n, d = len(heads), model.d_model
    Q, K, V, O = (np.zeros((n, r, d), dtype=dtype) for _ in range(4))
    for i, hd in enumerate(heads):
        Q[i, :hd.d_head], K[i, :hd.d_head], V[i, :hd.d_head], O[i, :hd.d_head] = hd.W_Q, hd.W_K, hd.W_V, hd.W_O.T
    return {"Q": Q, "K": K, "V": V, "O": np.swapaxes(O, 1, 2)}


def _later_factors(stacks, kind):
    """``(L_A, R_A)`` with ``M_A = L_A R_A`` the later head's matrix for ``kind``."""
    if kind == "K":      # W_QK = W_Qᵀ W_K
        return np.swapaxes(stacks["Q"], 1, 2), stacks["K"]
    if kind == "Q":      # W_QKᵀ = W_Kᵀ W_Q
        return np.swapaxes(stacks["K"], 1, 2), stacks["Q"]
    return stacks["O"], stacks["V"]   # W_OV = W_O W_V


def head_factors(model, kind):
    """Stacked factors over all heads (flattened, layer-major): ``(L_A, R_A, L_B, R_B)``.

    ``M_A = L_A[h] R_A[h]`` is the later head's matrix for ``kind``; ``M_B = L_B[h] R_B[h]``
    is ``W_OV`` of the earlier head.  Heads with smaller d_head are zero-padded (no effect).
    """
    if kind not in KINDS:
        raise InputValueError(f"kind must be one of {KINDS}; got {kind!r}")
    st = _stacks(model)
    return (*_later_factors(st, kind), st["O"], st["V"])


def _psd_sqrt_rows(G):
    """``P`` with ``PᵀP = G`` for a stack of PSD matrices (via eigh; robust to rank deficiency)."""
    w, V = np.linalg.eigh(G)
    return np.sqrt(np.clip(w, 0, None))[..., :, None] * np.swapaxes(V, -1, -2)


def _later_rows(LA, RA):
    """``W_A = P_A R_A`` (n, r, d) with ``P_AᵀP_A = L_AᵀL_A``, so ``M_AᵀM_A = W_AᵀW_A``."""
    return _psd_sqrt_rows(np.swapaxes(LA, -1, -2) @ LA) @ RA


def _earlier_rows(LB, RB):
    """``W_B = Q_Bᵀ L_Bᵀ`` (n, s, d) with ``Q_B Q_Bᵀ = R_B R_Bᵀ``, so ``M_B M_Bᵀ = W_BᵀW_B``; then
    ``‖M_A M_B‖² = ‖W_A W_Bᵀ‖² = ⟨W_AᵀW_A, W_BᵀW_B⟩``."""
    return _psd_sqrt_rows(RB @ np.swapaxes(RB, -1, -2)) @ np.swapaxes(LB, -1, -2)


def _layer_ranges(layer_of):
    layer_of = np.asarray(layer_of)
    return [(l, int(np.flatnonzero(layer_of == l)[0]), int(np.flatnonzero(layer_of == l)[-1]) + 1)
            for l in np.unique(layer_of)]


def _pair_norms_cross(WA, WB, layer_of, dtype):
    """Every ``‖W_A[a] W_B[b]ᵀ‖²`` (l_b < l_a): one GEMM per later layer, cost ``r·s·d`` per pair."""
    n, r, d = WA.shape
    s = WB.shape[1]
    out = np.zeros((n, n))
    for l2, lo, hi in _layer_ranges(layer_of):
        if lo == 0:
            continue
        C = WA[lo:hi].reshape((hi - lo) * r, d).astype(dtype) @ WB[:lo].reshape(lo * s, d).T.astype(dtype)
        out[lo:hi, :lo] = (C.reshape(hi - lo, r, lo, s).astype(np.float64) ** 2).sum(axis=(1, 3))
    return out


def _block_edges(d, size=192):
    """Split ``range(d)`` into about ``d/size`` blocks (≥ 1) for :func:`_pair_norms_gram`."""
    return np.linspace(0, d, max(1, round(d / size)) + 1).round().astype(int)


def _gram_sides(U, G, dtype):
    """``(Uᵀ, G U)`` for a stack of ``U`` (n, r, d) and small ``G`` (n, r, r): the Gram matrix
    ``UᵀGU`` has blocks ``Uᵀ[:, I] (GU)[:, J]``."""
    U = np.ascontiguousarray(U)             # G @ U on a transposed view is several times slower
    return np.swapaxes(U, 1, 2).astype(dtype, copy=False), (G @ U).astype(dtype, copy=False)


def _pair_norms_gram(later, earlier, layer_of, dtype, groups=3):
    """Every ``⟨M_AᵀM_A, M_B M_Bᵀ⟩ = ‖M_A M_B‖²`` (l_b < l_a), for each later-side factor pair in
    ``later`` (``(L_A, R_A)`` stacks, one per kind) against ``earlier = (L_B, R_B)``.

    Both Gram matrices are ``UᵀGU`` with small ``G``: ``M_AᵀM_A = R_Aᵀ(L_AᵀL_A)R_A`` and
    ``M_B M_Bᵀ = L_B(R_B R_Bᵀ)L_Bᵀ``.  Split ``range(d)`` into blocks I_1…I_b of about 192 and use,
    as both are symmetric, ``⟨X, Y⟩ = Σ_i ⟨X_ii, Y_ii⟩ + 2 Σ_{i<j} ⟨X_ij, Y_ij⟩``: for each block
    pair one batched GEMM forms that block for every head (into a reused buffer) and one GEMM
    per group of later layers adds its contribution to every pair — about ``r·d²/2`` per head
    plus ``d²/2`` per pair, with memory ``O(heads · (r·d + 192²))`` whatever the number of pairs.
    Later layers are taken in ``groups`` groups so that pairs with l_b ≥ l_a are mostly skipped."""
    layer_of = np.asarray(layer_of)
    n = layer_of.size
    later_layers = np.unique(layer_of[layer_of > layer_of[0]])
    plan = []               # (first, end) of a group's later heads (layer-major), number of earlier heads
    for grp in np.array_split(later_layers, min(groups, later_layers.size)):
        rows = np.flatnonzero(np.isin(layer_of, grp))
        plan.append((rows[0], rows[-1] + 1, int(np.flatnonzero(layer_of < grp.max())[-1]) + 1))
    first, n_e = plan[0][0], max(ne for *_, ne in plan)
    sides = [_gram_sides(R[first:], np.swapaxes(L[first:], 1, 2) @ L[first:], dtype) for L, R in later]
    LB, RB = earlier
    Bt, BG = _gram_sides(np.swapaxes(LB[:n_e], 1, 2), RB[:n_e] @ np.swapaxes(RB[:n_e], 1, 2), dtype)
    vals = [[np.zeros((hi - lo, ne), dtype=dtype) for lo, hi, ne in plan] for _ in later]
    edges = _block_edges(Bt.shape[1])
    spans = list(zip(edges[:-1], edges[1:]))
    emax = max(b - a for a, b in spans)
    bufA, bufB = np.empty((n - first) * emax * emax, dtype), np.empty(n_e * emax * emax, dtype)
    for i, (a, b) in enumerate(spans):
        for c, e in spans[i:]:
            size = (b - a) * (e - c)
            w = 1.0 if a == c else 2.0
            GB = np.matmul(Bt[:, a:b], BG[:, :, c:e], out=bufB[:n_e * size].reshape(-1, b - a, e - c))
            GB = GB.reshape(n_e, size)
            for (At, AG), v in zip(sides, vals):
                GA = np.matmul(At[:, a:b], AG[:, :, c:e], out=bufA[:(n - first) * size].reshape(-1, b - a, e - c))
                GA = GA.reshape(n - first, size)
                for (lo, hi, ne), v_g in zip(plan, v):
                    v_g += w * (GA[lo - first:hi - first] @ GB[:ne].T)
    outs = []
    for v in vals:
        out = np.zeros((n, n))
        for (lo, hi, ne), v_g in zip(plan, v):
            mask = layer_of[:ne][None, :] < layer_of[lo:hi][:, None]
            out[lo:hi, :ne] = np.where(mask, v_g.astype(np.float64), 0.0)
        outs.append(out)
    return outs


def _sq_norms(L, R):
    """``‖L_h R_h‖_F²`` for each stacked factor pair, on the small side: ``⟨LᵀL, R Rᵀ⟩``."""
    return np.einsum("hrs,hrs->h", np.swapaxes(L, -1, -2) @ L, R @ np.swapaxes(R, -1, -2))


def _dtype(precision):
    if precision not in ("double", "single"):
        raise InputValueError(f"precision must be 'double' or 'single'; got {precision!r}")
    return np.float64 if precision == "double" else np.float32


def all_composition_scores(model, method="auto", precision="double"):
    """``{"Q": …, "K": …, "V": …}``, as :func:`composition_scores` for each kind, sharing the work
    that depends only on the earlier heads (their ``W_OV`` Gram blocks or square roots)."""
    return _scores(model, KINDS, method, precision)


def composition_scores(model, kind, method="auto", precision="double"):
    """All composition scores of one kind: array ``[L, H, L, H]``, entry ``[l2, h2, l1, h1]``
    the score of earlier head (l1, h1) into later head (l2, h2); 0 where l1 ≥ l2 (and for
    absent heads when layers have different head counts).

    Parameters
    ----------
    model : AttentionOnlyModel
    kind : {"Q", "K", "V"}
    method : {"auto", "gram", "cross", "dense"}
        ``auto`` is ``gram``; ``dense`` forms every product explicitly (a reference for small
        models).
    precision : {"double", "single"}
        Arithmetic of the pair stage.  ``single`` (float32, as TransformerLens computes) is
        about twice as fast; its relative error on a score is of order ``d_model·2⁻²⁴``
        (``benchmarks/composition.py`` prints the measured difference).

    Examples
    --------
    >>> m = AttentionOnlyModel.random(2, 2, 8, 2, 5, 4, seed=0)
    >>> s = composition_scores(m, "K")
    >>> s.shape, bool(s[0].max() == 0), bool(0 < s[1, 0, 0, 0] < 1)
    ((2, 2, 2, 2), True, True)
    """
    if kind not in KINDS:
        raise InputValueError(f"kind must be one of {KINDS}; got {kind!r}")
    return _scores(model, (kind,), method, precision)[kind]


def _scores(model, kinds, method, precision):
    if not isinstance(model, AttentionOnlyModel):
        raise InputValueError(f"model must be an AttentionOnlyModel; got {type(model).__name__}")
    if method not in ("auto", "cross", "gram", "dense"):
        raise InputValueError(f"method must be 'auto', 'gram', 'cross' or 'dense'; got {method!r}")
    dtype = _dtype(precision)
    method = "gram" if method == "auto" else method
    st = _stacks(model, np.float64 if method == "dense" else dtype)
    layer_of = np.asarray([l for l, hs in enumerate(model.n_heads) for _ in range(hs)])
    n = layer_of.size
    H = max(model.n_heads)
    idx = np.asarray([(l, h) for l, hs in enumerate(model.n_heads) for h in range(hs)])
    nb = _sq_norms(st["O"], st["V"])
    factors = {kind: _later_factors(st, kind) for kind in kinds}
    if method == "dense":
        MB = st["O"] @ st["V"]
        nums = {}
        for kind, (LA, RA) in factors.items():
            MA = LA @ RA
            nums[kind] = np.zeros((n, n))
            for a in range(n):
                for b in range(n):
                    if layer_of[b] < layer_of[a]:
                        nums[kind][a, b] = np.sum((MA[a] @ MB[b]) ** 2)
    else:
        if layer_of.max() == layer_of.min():
            nums = {kind: np.zeros((n, n)) for kind in kinds}
        elif method == "cross":
            WB = _earlier_rows(st["O"], st["V"])
            nums = {kind: _pair_norms_cross(_later_rows(LA, RA), WB, layer_of, dtype)
                    for kind, (LA, RA) in factors.items()}
        else:
            nums = dict(zip(kinds, _pair_norms_gram([factors[k] for k in kinds], (st["O"], st["V"]),
                                                    layer_of, dtype)))
    result = {}
    for kind, (LA, RA) in factors.items():
        num = nums[kind]
        na = _sq_norms(LA, RA)
        den = np.sqrt(np.outer(na, nb).astype(np.float64))
        with np.errstate(divide="ignore", invalid="ignore"):
            flat = np.where(den > 0, np.sqrt(np.clip(num, 0, None)) / den, 0.0)
        out = np.zeros((model.n_layers, H, model.n_layers, H))
        out[idx[:, 0][:, None], idx[:, 1][:, None], idx[:, 0][None, :], idx[:, 1][None, :]] = flat
        result[kind] = out
    return result
