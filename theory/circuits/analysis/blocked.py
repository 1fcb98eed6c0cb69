r"""Composition scores of models too large for one pass (GPT-2 XL shapes), in blocks of layers.

:func:`~theory.circuits.analysis.composition.all_composition_scores` needs its factor stacks and Gram
rows for every head at once and refuses (``TooLargeError``) beyond the package's size limit —
at GPT-2 XL shapes (48 × 25 heads, d_head 64, d_model 1600) about 1.5·10⁹ entries.  Here the
layers are cut into chunks of ``b`` layers; for every pair of chunks ``i ≤ j`` the earlier heads
of chunk i are scored against the later heads of chunk j only (the heads' frozen arrays are
shared, not copied), with the same Gram-block formulas as one pass
(:func:`~theory.circuits.analysis.composition._pair_norms_gram`): ``‖M_A M_B‖² = ⟨M_AᵀM_A, M_B M_Bᵀ⟩``,
both d×d Gram matrices formed 192×192 block by block and every pair of a block pair added by
one GEMM.  Memory is that of the two chunks' factor stacks and Gram rows,
``≈ (4 n_u + 3 n_j + n_i) · d_head · d_model`` entries in the pair dtype (``n_u = n_i + n_j``
heads), plus one Gram block per head — never a d×d array per head or per pair.  Time: the pair
work (which dominates) is done once per pair; each chunk's per-head Gram rows are re-formed
once per partner chunk, so larger chunks are cheaper (the default is the largest that fits).
"""
from __future__ import annotations

import numpy as np

from theory.errors import TooLargeError
from theory.validation import MAX_ARRAY_ENTRIES, check_size
from theory.circuits.models.sizes import block_edges
from theory.circuits.analysis.composition import (KINDS, CompositionScores, check_cost, score_dtype, gram_sides, later_factors,
                           sq_norms, head_stacks, all_composition_scores)
from theory.circuits.models.model import AttentionOnlyModel, head_label


def _sub(model, layers):
    d = model.d_model
    heads = [[(hd.W_Q, hd.W_K, hd.W_V, hd.W_O) for hd in model.heads[l]] for l in layers]
    return AttentionOnlyModel(np.zeros((d, 1)), np.zeros((1, d)), heads)


def _entries(model, earlier, later):
    """Array entries :func:`_cross_block` holds for chunks ``earlier`` and ``later`` (layer lists)."""
    layers = earlier if earlier == later else earlier + later
    hs = [hd.d_head for l in layers for hd in model.heads[l]]
    n_e, n_l = (sum(model.n_heads[l] for l in c) for c in (earlier, later))
    r, d = max(hs), model.d_model
    block = max(b - a for a, b in zip(block_edges(d)[:-1], block_edges(d)[1:]))
    return 4 * len(hs) * r * d + (3 * n_l + n_e) * r * d + (n_l + n_e) * block * block + 8 * n_l * n_e


def _cross_norms(later, earlier, dtype):
    """``‖M_A[a] M_B[b]‖²`` for every later head a (``later``: ``(L_A, R_A)`` stacks, one per kind)
    and every earlier head b (``earlier = (L_B, R_B)``): arrays ``(n_later, n_earlier)``."""
    LB, RB = earlier
    n_e, n_l = LB.shape[0], later[0][0].shape[0]
    sides = [gram_sides(R, np.swapaxes(L, 1, 2) @ L, dtype) for L, R in later]
    Bt, BG = gram_sides(np.swapaxes(LB, 1, 2), RB @ np.swapaxes(RB, 1, 2), dtype)
    vals = [np.zeros((n_l, n_e), dtype=dtype) for _ in later]
    edges = block_edges(Bt.shape[1])
    spans = list(zip(edges[:-1], edges[1:]))
    emax = max(b - a for a, b in spans)
    bufA, bufB = np.empty(n_l * emax * emax, dtype), np.empty(n_e * emax * emax, dtype)
    for i, (a, b) in enumerate(spans):
        for c, e in spans[i:]:
            size, w = (b - a) * (e - c), 1.0 if a == c else 2.0      # symmetric: upper blocks, off-diagonal twice
            GB = np.matmul(Bt[:, a:b], BG[:, :, c:e], out=bufB[:n_e * size].reshape(n_e, b - a, e - c))
            GB = GB.reshape(n_e, size)
            for (At, AG), v in zip(sides, vals):
                GA = np.matmul(At[:, a:b], AG[:, :, c:e], out=bufA[:n_l * size].reshape(n_l, b - a, e - c))
                v += w * (GA.reshape(n_l, size) @ GB.T)
    return [v.astype(np.float64) for v in vals]


def _cross_block(model, earlier, later, dtype):
    """``{kind: (n_later, n_earlier) scores}`` of the heads of layer list ``earlier`` into those
    of ``later`` (the same list: pairs within it), 0 unless the earlier head's layer is lower."""
    same = earlier == later
    layers = earlier if same else earlier + later
    st = head_stacks(_sub(model, layers), dtype, unit=True)
    layer_of = np.asarray([l for l in layers for _ in range(model.n_heads[l])])
    n_e = sum(model.n_heads[l] for l in earlier)
    lat = slice(0, layer_of.size) if same else slice(n_e, layer_of.size)
    LB, RB = st["O"][:n_e], st["V"][:n_e]
    factors = [tuple(x[lat] for x in later_factors(st, k)) for k in KINDS]
    nums = _cross_norms(factors, (LB, RB), dtype)
    mask = layer_of[:n_e][None, :] < layer_of[lat][:, None]
    nb = sq_norms(LB, RB).astype(np.float64)
    out = {}
    for k, (L, R), num in zip(KINDS, factors, nums):
        den = np.sqrt(np.outer(sq_norms(L, R).astype(np.float64), nb))
        with np.errstate(divide="ignore", invalid="ignore"):
            out[k] = np.where(mask & (den > 0), np.sqrt(np.clip(num, 0, None)) / np.where(den > 0, den, 1.0), 0.0)
    return out


def all_composition_scores_blocked(model, precision="single", block_layers=None, progress=None):
    """``{"Q", "K", "V"}`` → :class:`CompositionScores` (TransformerLens' order), equal to
    :func:`all_composition_scores` but computed over chunks of ``block_layers`` layers (by
    default the largest chunk whose pairs pass the size check; one pass when the model does).

    >>> from theory.circuits import AttentionOnlyModel
    >>> from theory.circuits.analysis.composition import all_composition_scores
    >>> m = AttentionOnlyModel.random(5, 2, 8, 2, 4, 3, seed=0)
    >>> a, b = all_composition_scores(m), all_composition_scores_blocked(m, "double", block_layers=2)
    >>> all(bool(np.allclose(a[k], b[k], rtol=1e-12, atol=1e-15)) for k in "QKV")
    True
    """
    dtype = score_dtype(precision)
    L, H = model.n_layers, max(model.n_heads)
    what = f"blocked composition scores ({sum(model.n_heads)} heads, d_model {model.d_model})"
    if block_layers is None:
        try:
            check_cost(model, KINDS, "gram")
            return all_composition_scores(model, precision=precision)
        except TooLargeError:
            pass
        block_layers = next((b for b in range(L - 1, 0, -1)
                             if max(_entries(model, ci, cj) for ci, cj in _pairs(_chunks(L, b))) <= MAX_ARRAY_ENTRIES),
                            None)
        if block_layers is None:
            raise TooLargeError(f"even two layers of this model ({model.n_heads[:2]} heads, d_model {model.d_model}) "
                                "exceed the size limit for composition scores")
    chunks = _chunks(L, block_layers)
    todo = list(_pairs(chunks))
    for ci, cj in todo:                  # refuse before any work
        check_size(what, _entries(model, ci, cj), "use a smaller block_layers")
    out = {k: np.zeros((L, H, L, H)) for k in KINDS}
    for step, (ci, cj) in enumerate(todo, 1):
        if progress:
            progress(f"composition block {step}/{len(todo)}: layers {ci[0]}–{ci[-1]} into {cj[0]}–{cj[-1]}")
        s = _cross_block(model, ci, cj, dtype)
        e_idx = [(l, h) for l in ci for h in range(model.n_heads[l])]
        l_idx = [(l, h) for l in cj for h in range(model.n_heads[l])]
        (el, eh), (ll, lh) = (np.asarray(x).T for x in (e_idx, l_idx))
        for k in KINDS:   # flat[a, b]: later head a, earlier head b -> out[l_b, h_b, l_a, h_a]
            out[k][el[None, :], eh[None, :], ll[:, None], lh[:, None]] += s[k]
    labels = [head_label(l, h) for l in range(L) for h in range(H)]
    return {k: CompositionScores(out[k], labels, k, model.n_heads) for k in KINDS}


def _chunks(L, b):
    return [list(range(s, min(s + b, L))) for s in range(0, L, b)]


def _pairs(chunks):
    """``(earlier chunk, later chunk)`` for every ``i ≤ j``."""
    return ((chunks[i], chunks[j]) for j in range(len(chunks)) for i in range(j + 1))
