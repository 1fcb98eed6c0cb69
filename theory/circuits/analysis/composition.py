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
``W_OVᵀ`` and its ``QK = W_Q W_Kᵀ`` is our ``W_QK`` (up to the attention scale, which we fold
into ``W_Q``; scores do not change under scaling).  ``all_composition_scores("Q")``
computes ``comp(OV_{h1}, QK_{h2}) = ‖W_OVᵀ W_QK‖ = ‖W_QKᵀ W_OV‖`` — our Q score; "K" uses
``QK.T`` and "V" ``OV_{h2}``, giving our K and V scores.  Same numbers on the same weights,
in the same index order ``[l1, h1, l2, h2]`` (earlier head first; nonzero only where
l1 < l2) and with the same head labels ``"L0H3"`` (tested against the real package).

Large or tiny weights: every score is invariant to scaling any one of the four factors
``W_Q, W_K`` (or ``W_O, W_V``) of ``M_A`` and ``W_O, W_V`` of ``M_B``, so each factor is divided
by a power of two bringing its largest absolute entry into [1/2, 1) before anything is
squared (exact, so ordinary weights give bit-identical scores): weights of any finite magnitude
(1e-300 … 1e300) give the same scores as unit-scale ones, in either precision.

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

import math

import numpy as np

from theory.circuits.models.sizes import block_edges

from theory.errors import InputValueError, ShapeError, TooLargeError
from theory.validation import boolean, check_size, finite_array, positive_int
from theory.circuits.models.factored import LowRankMatrix, unit_scaled
from theory.circuits.models.model import AttentionOnlyModel, head_label

KINDS = ("Q", "K", "V")
DENSE_MAX_FLOPS = 2e11      # the per-pair reference method forms d×d products: refuse beyond this


class CompositionScores(np.ndarray):
    """Composition scores ``[l1, h1, l2, h2]`` of earlier head ``(l1, h1)`` into later head
    ``(l2, h2)`` — TransformerLens' ``all_composition_scores`` order — carrying the labels.

    An ``ndarray`` (shape ``[L, H, L, H]``, ``H`` the largest head count) with two extra
    attributes: ``kind`` ("Q", "K" or "V") and ``head_labels``, the TransformerLens labels
    ``"L{l}H{h}"`` of the flattened ``(layer, head)`` axes, layer-major (``L·H`` labels; a
    position past a layer's head count holds zeros).  Indexing and arithmetic return plain
    arrays.  :meth:`score` looks a pair up by labels (refusing absent heads and pairs not in
    increasing layer order).  A view that rearranges the axes (``.T``, ``transpose``,
    ``reshape``, ``swapaxes``, ...) drops the labels, since they would no longer match.  The
    scores are read-only (an in-place ``sort`` or assignment would silently detach them from
    their labels): ``np.array(s)`` gives a writable plain copy.

    >>> m = AttentionOnlyModel.random(2, 2, 8, 2, 5, 4, seed=0)
    >>> s = composition_scores(m, "K")
    >>> s.head_labels
    ('L0H0', 'L0H1', 'L1H0', 'L1H1')
    >>> bool(s.score("L0H1", "L1H0") == s[0, 1, 1, 0]), type(s[0, 1]).__name__
    (True, 'ndarray')
    """

    def __new__(cls, scores, head_labels, kind, n_heads=None):
        obj = np.array(scores, dtype=np.float64, copy=True).view(cls)
        obj.flags.writeable = False
        obj.head_labels, obj.kind = tuple(head_labels), kind
        obj.n_heads = None if n_heads is None else tuple(int(h) for h in n_heads)
        obj._layout = (obj.shape, obj.strides)
        return obj

    def __array_finalize__(self, obj):
        # The labels belong to the layout the scores were created with.  A view inherits them
        # (numpy sets a view's final strides only after this call), and ``score`` refuses when
        # its shape or strides differ (transpose, reshape, swapaxes...); a copy inherits them only
        # from an array still in that layout.
        # Only views keep the labels (they share the read-only buffer); a copy made by numpy
        # (``astype``...) is writable, so it is a plain array of scores; :meth:`copy` relabels.
        ok = isinstance(obj, CompositionScores) and obj._labels_apply() and np.may_share_memory(self, obj)
        self.head_labels = obj.head_labels if ok else None
        self.n_heads = obj.n_heads if ok else None
        self._layout = obj._layout if ok else None
        self.kind = getattr(obj, "kind", None)

    def _labels_apply(self):
        return getattr(self, "head_labels", None) is not None and (self.shape, self.strides) == self._layout

    def __array_wrap__(self, arr, context=None, return_scalar=False):
        arr = np.asarray(arr)
        return arr[()] if return_scalar else arr

    def __getitem__(self, key):
        return np.asarray(self)[key]

    def copy(self, order="C"):
        """A read-only labelled copy (a plain copy of the scores: ``np.array(s)``)."""
        if not self._labels_apply():
            return np.array(self, order=order)
        return CompositionScores(np.array(self, order=order), self.head_labels, self.kind, self.n_heads)

    def __deepcopy__(self, memo):
        return self.copy()

    def __reduce__(self):
        return (CompositionScores, (np.asarray(self), self.head_labels, self.kind, self.n_heads))

    def score(self, earlier, later):
        """The score of head ``earlier`` into head ``later``, both labels like ``"L0H3"``; the
        earlier head's layer must be below the later head's, and both heads must exist."""
        if not self._labels_apply():
            raise InputValueError("this array has no head labels: its axes were rearranged (transpose/reshape/"
                                  "swapaxes) or it is a writable numpy copy (astype...); call score on the "
                                  "CompositionScores from composition_scores or on its .copy()")
        labels = list(self.head_labels)
        present = [lab for lab in labels if self._present(lab)]
        for name, lab in (("earlier", earlier), ("later", later)):
            if lab not in present:
                raise InputValueError(f"{name} must be one of the model's head labels {present}; got {lab!r}")
        l1, l2 = (int(lab[1:lab.index("H")]) for lab in (earlier, later))
        if not l1 < l2:
            raise InputValueError(f"earlier must be in a lower layer than later (scores go from an earlier head "
                                  f"into a later one); got earlier={earlier!r}, later={later!r}")
        flat = np.asarray(self).reshape(len(labels), len(labels))
        return float(flat[labels.index(earlier), labels.index(later)])

    def _present(self, label):
        if self.n_heads is None:
            return True
        l, h = (int(x) for x in label[1:].split("H"))
        return l < len(self.n_heads) and h < self.n_heads[l]

    def __repr__(self):
        """One line: kind, heads, and the largest score with its pair (the array: ``np.asarray(s)``)."""
        labels = list(self.head_labels or ()) if self._labels_apply() else []
        a = np.asarray(self)
        top = ""
        if labels and a.size and np.isfinite(a).all():
            flat = a.reshape(len(labels), len(labels))
            i, j = np.unravel_index(int(np.argmax(flat)), flat.shape)
            top = f"; largest {labels[i]} → {labels[j]}: {flat[i, j]:.4g}"
        span = f"{labels[0]}…{labels[-1]}" if labels else "?"
        return f"CompositionScores({self.kind}, {len(labels)} heads {span}, shape {a.shape}{top})"


    def _table_rows(self, top=20):
        """``(earlier, later, score)`` rows of the valid pairs (earlier layer below later), largest first,
        at most ``top``; ``None`` without labels."""
        if not self._labels_apply():
            return None
        labels = list(self.head_labels)
        flat = np.asarray(self).reshape(len(labels), len(labels))
        layer = [int(lab[1:lab.index("H")]) for lab in labels]
        pairs = [(flat[i, j], labels[i], labels[j]) for i in range(len(labels)) for j in range(len(labels))
                 if layer[i] < layer[j] and self._present(labels[i]) and self._present(labels[j])]
        pairs.sort(key=lambda p: -p[0])
        return pairs[:top], len(pairs)

    def _repr_markdown_(self):
        """Notebook display: the strongest pairs as a table (earlier → later, score)."""
        got = self._table_rows()
        if got is None:
            return None
        rows, total = got
        head = f"**{self.kind}-composition scores**, {len(rows)} strongest of {total} pairs\n\n"
        return head + "| earlier | later | score |\n|---|---|---|\n" + "".join(
            f"| {a} | {b} | {v:.4f} |\n" for v, a, b in rows)

    def _repr_html_(self):
        got = self._table_rows()
        if got is None:
            return None
        rows, total = got
        body = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{v:.4f}</td></tr>" for v, a, b in rows)
        return (f"<p><b>{self.kind}-composition scores</b>, {len(rows)} strongest of {total} pairs</p>"
                f"<table><tr><th>earlier</th><th>later</th><th>score</th></tr>{body}</table>")


def head_labels(model):
    """TransformerLens' labels of the model's heads, layer-major (0-based): ``("L0H0", …)``.

    >>> head_labels(AttentionOnlyModel.random(2, [1, 2], 4, 2, 5, 4))
    ('L0H0', 'L1H0', 'L1H1')
    """
    if not isinstance(model, AttentionOnlyModel):
        raise InputValueError(f"model must be an AttentionOnlyModel; got {type(model).__name__}")
    return model.head_labels


def _unit_dense(name, M):
    """``M / max|M|`` (scores are scale-invariant), refusing a zero matrix."""
    top = float(np.abs(M).max()) if M.size else 0.0
    if top == 0:
        raise InputValueError(f"composition_score is undefined when {name} is zero (‖{name}‖_F = 0)")
    return M / top


def composition_score(M_A, M_B):
    """``‖M_A M_B‖_F / (‖M_A‖_F ‖M_B‖_F)`` for arrays or :class:`LowRankMatrix` factors.

    Computed on copies scaled to unit max-abs entries (the score is scale-invariant), so any
    finite magnitude works; it is undefined only for an exactly zero factor.

    >>> import numpy as np
    >>> round(composition_score(np.eye(3), np.eye(3)), 12)   # √3 / (√3 · √3)
    0.57735026919
    >>> round(composition_score(1e-100 * np.eye(3), 1e200 * np.eye(3)), 12)
    0.57735026919
    """
    if isinstance(M_A, LowRankMatrix):
        M_A = unit_scaled(M_A, "M_A")
    else:
        M_A = finite_array("M_A", M_A, ndim=2)
    if isinstance(M_B, LowRankMatrix):
        M_B = unit_scaled(M_B, "M_B")
    else:
        M_B = finite_array("M_B", M_B, ndim=2)
    if M_A.shape[1] != M_B.shape[0]:
        raise ShapeError(f"composition_score needs M_A.shape[1] == M_B.shape[0]; got M_A {M_A.shape}, M_B {M_B.shape}")
    if not isinstance(M_A, LowRankMatrix) and not isinstance(M_B, LowRankMatrix):
        check_size("composition_score (dense product M_A M_B)", M_A.shape[0] * M_B.shape[1],
                   "pass LowRankMatrix factors to stay on the small side")
    if not isinstance(M_A, LowRankMatrix):
        M_A = _unit_dense("M_A", M_A)
    if not isinstance(M_B, LowRankMatrix):
        M_B = _unit_dense("M_B", M_B)
    den = np.sqrt(_norm2(M_A) * _norm2(M_B))
    if den == 0:
        raise InputValueError("composition_score is undefined when M_A or M_B is zero")
    prod = M_A @ M_B
    return float(np.sqrt(_norm2(prod)) / den)


def _norm2(M):
    return M.norm() ** 2 if isinstance(M, LowRankMatrix) else float(np.sum(np.asarray(M) ** 2))


def composition_baseline(d_model, squared=True):
    """``E[comp²] = 1/d_model`` for a rotation-invariant factor (``squared=False``: its square root).

    >>> composition_baseline(768)
    0.0013020833333333333
    """
    d = positive_int("d_model", d_model)
    return 1.0 / d if boolean("squared", squared) else float(np.sqrt(1.0 / d))


def _pow2_unit(W):
    """``2^-k`` with ``max|W| · 2^-k ∈ [1/2, 1)`` (1 for a zero W): an exact rescaling."""
    top = max(float(W.max()), -float(W.min())) if W.size else 0.0
    return math.ldexp(1.0, -math.frexp(top)[1]) if top > 0 else 1.0


def head_stacks(model, dtype=np.float64, unit=False):
    """Zero-padded per-head factor stacks (layer-major): W_Q, W_K, W_V as (n, r, d), W_O as (n, d, r).

    With ``unit``, each factor of each head is multiplied by the power of two that brings its
    largest absolute entry into [1/2, 1) — in float64, before any cast to ``dtype``.  No score
    changes (they are scale-invariant), and a power of two is exact, so on ordinary weights the
    scores are bit-for-bit those of the unscaled factors; on huge or tiny ones nothing overflows
    or underflows."""
    heads = [hd for layer in model.heads for hd in layer]
    r = max(hd.d_head for hd in heads)
    n, d = len(heads), model.d_model
    Q, K, V, O = (np.zeros((n, r, d), dtype=dtype) for _ in range(4))
    for i, hd in enumerate(heads):
        for dst, W in ((Q, hd.W_Q), (K, hd.W_K), (V, hd.W_V), (O, hd.W_O.T)):
            np.multiply(W, _pow2_unit(W) if unit else 1.0, out=dst[i, :hd.d_head], casting="unsafe")
    return {"Q": Q, "K": K, "V": V, "O": np.swapaxes(O, 1, 2)}


def later_factors(stacks, kind):
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
    st = head_stacks(model)
    return (*later_factors(st, kind), st["O"], st["V"])


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




def gram_sides(U, G, dtype):
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
    sides = [gram_sides(R[first:], np.swapaxes(L[first:], 1, 2) @ L[first:], dtype) for L, R in later]
    LB, RB = earlier
    Bt, BG = gram_sides(np.swapaxes(LB[:n_e], 1, 2), RB[:n_e] @ np.swapaxes(RB[:n_e], 1, 2), dtype)
    vals = [[np.zeros((hi - lo, ne), dtype=dtype) for lo, hi, ne in plan] for _ in later]
    edges = block_edges(Bt.shape[1])
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


def sq_norms(L, R):
    """``‖L_h R_h‖_F²`` for each stacked factor pair, on the small side: ``⟨LᵀL, R Rᵀ⟩``."""
    return np.einsum("hrs,hrs->h", np.swapaxes(L, -1, -2) @ L, R @ np.swapaxes(R, -1, -2))


def score_dtype(precision):
    if not isinstance(precision, str) or precision not in ("double", "single"):
        raise InputValueError(f"precision must be 'double' or 'single'; got {precision!r}")
    return np.float64 if precision == "double" else np.float32


def all_composition_scores(model, method="auto", precision="double"):
    """``{"Q": …, "K": …, "V": …}``, as :func:`composition_scores` for each kind, sharing the work
    that depends only on the earlier heads (their ``W_OV`` Gram blocks or square roots).

    >>> s = all_composition_scores(AttentionOnlyModel.random(2, 1, 6, 2, 5, 4, seed=0))
    >>> sorted(s), s["V"].shape, s["V"].head_labels
    (['K', 'Q', 'V'], (2, 1, 2, 1), ('L0H0', 'L1H0'))
    """
    return _scores(model, KINDS, method, precision)


def composition_scores(model, kind, method="auto", precision="double"):
    """All composition scores of one kind: :class:`CompositionScores` ``[L, H, L, H]``, entry
    ``[l1, h1, l2, h2]`` the score of earlier head (l1, h1) into later head (l2, h2) —
    TransformerLens' order — and 0 where l1 ≥ l2 (and for absent heads when layers have
    different head counts, and for a head whose weights are zero).  ``head_labels`` on the
    result names the flattened (layer, head) axes ``"L0H0", "L0H1", …``.

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
        (``benchmarks/composition.py`` prints the measured difference).  Factors are
        scaled to unit max-abs entries first, so it works for weights of any magnitude.

    Raises
    ------
    TooLargeError
        Before any work, when the arrays needed would exceed the package's size limit
        (or, for ``dense``, the products would exceed ``DENSE_MAX_FLOPS``).

    Examples
    --------
    >>> m = AttentionOnlyModel.random(2, 2, 8, 2, 5, 4, seed=0)
    >>> s = composition_scores(m, "K")
    >>> s.shape, bool(s[:, :, 0].max() == 0), bool(0 < s[0, 0, 1, 0] < 1)
    ((2, 2, 2, 2), True, True)
    >>> bool(s.score("L0H0", "L1H0") == s[0, 0, 1, 0])
    True
    """
    if kind not in KINDS:
        raise InputValueError(f"kind must be one of {KINDS}; got {kind!r}")
    return _scores(model, (kind,), method, precision)[kind]


def _scores(model, kinds, method, precision):
    if not isinstance(model, AttentionOnlyModel):
        raise InputValueError(f"model must be an AttentionOnlyModel; got {type(model).__name__}")
    if method not in ("auto", "cross", "gram", "dense"):
        raise InputValueError(f"method must be 'auto', 'gram', 'cross' or 'dense'; got {method!r}")
    dtype = score_dtype(precision)
    method = "gram" if method == "auto" else method
    check_cost(model, kinds, method)
    st = head_stacks(model, np.float64 if method == "dense" else dtype, unit=True)
    layer_of = np.asarray([l for l, hs in enumerate(model.n_heads) for _ in range(hs)])
    n = layer_of.size
    H = max(model.n_heads)
    labels = [head_label(l, h) for l in range(model.n_layers) for h in range(H)]
    idx = np.asarray([(l, h) for l, hs in enumerate(model.n_heads) for h in range(hs)])
    nb = sq_norms(st["O"], st["V"])
    factors = {kind: later_factors(st, kind) for kind in kinds}
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
        na = sq_norms(LA, RA)
        den = np.sqrt(np.outer(na, nb).astype(np.float64))
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            flat = np.where(den > 0, np.sqrt(np.clip(num, 0, None)) / den, 0.0)
        if not np.all(np.isfinite(flat)):      # cannot happen on unit-scaled factors; never return NaN
            raise InputValueError(f"{kind}-composition scores of this model are not finite (d_model={model.d_model}); "
                                  f"the weights are outside the range this computation supports")
        out = np.zeros((model.n_layers, H, model.n_layers, H))
        # flat[a, b]: later head a, earlier head b -> out[l_b, h_b, l_a, h_a] (TransformerLens' order)
        out[idx[:, 0][None, :], idx[:, 1][None, :], idx[:, 0][:, None], idx[:, 1][:, None]] = flat
        result[kind] = CompositionScores(out, labels, kind, model.n_heads)
    return result


def check_cost(model, kinds, method):
    """Refuse, before any work, a request whose arrays (or, for ``dense``, products) are too large."""
    hs = [hd.d_head for layer in model.heads for hd in layer]
    n, r, d, k = len(hs), max(hs), model.d_model, len(kinds)
    block = min(d, 2 * 192)
    entries = 4 * n * r * d + (2 * k + 2) * n * r * d + 2 * n * block * block + 3 * k * n * n + k * (model.n_layers * max(model.n_heads)) ** 2
    if method == "cross":
        entries += n * n * r * r        # the r×s blocks of one later layer against all earlier heads (upper bound)
    if method == "dense":
        entries += (k + 1) * n * d * d
        flops = k * n * n * d ** 3
        if flops > DENSE_MAX_FLOPS:
            raise TooLargeError(f"composition_scores(method='dense') would need about {flops:.3g} flops (limit "
                                f"{DENSE_MAX_FLOPS:.0e}) for {n} heads at d_model={d}; use method='gram'")
    check_size(f"composition_scores(method={method!r}) for {n} heads (d_model={d}, d_head≤{r})", entries,
               "use fewer heads or a smaller model")
