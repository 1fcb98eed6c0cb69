r"""Composition scores of models too large for one pass (GPT-2 XL shapes), in blocks of layers.

:func:`~theory.circuits.composition.all_composition_scores` needs its factor stacks and Gram
blocks for every head at once and refuses (``TooLargeError``) beyond the package's size limit —
at GPT-2 XL shapes (48 × 25 heads, d_head 64, d_model 1600) about 1.8·10⁹ entries.  Here the
layers are cut into chunks of ``b`` layers; for every pair of chunks ``i ≤ j`` a sub-model
made of chunks i and j (the heads' frozen arrays are shared, not copied) gives the scores of
every (earlier in i, later in j) pair.  Each score is computed by the same code as in one pass;
memory is that of a ``2b``-layer model's stacks, time grows by re-forming each chunk's per-head
Gram rows once per partner chunk (the per-pair work, which dominates, is not repeated).
"""
from __future__ import annotations

import numpy as np

from ...errors import TooLargeError
from ..composition import KINDS, CompositionScores, _check_cost, all_composition_scores
from ..model import AttentionOnlyModel, head_label


def _sub(model, layers):
    d = model.d_model
    heads = [[(hd.W_Q, hd.W_K, hd.W_V, hd.W_O) for hd in model.heads[l]] for l in layers]
    return AttentionOnlyModel(np.zeros((d, 1)), np.zeros((1, d)), heads)


def _fits(model, layers, method):
    try:
        _check_cost(_sub(model, layers), KINDS, method)
        return True
    except TooLargeError:
        return False


def all_composition_scores_blocked(model, precision="single", block_layers=None, progress=None):
    """``{"Q", "K", "V"}`` → :class:`CompositionScores` (TransformerLens' order), equal to
    :func:`all_composition_scores` but computed over blocks of ``block_layers`` layers (by
    default the largest block whose pairs pass the size check; one pass when the model does).

    >>> from theory.circuits import AttentionOnlyModel
    >>> from theory.circuits.composition import all_composition_scores
    >>> m = AttentionOnlyModel.random(5, 2, 8, 2, 4, 3, seed=0)
    >>> a, b = all_composition_scores(m), all_composition_scores_blocked(m, "double", block_layers=2)
    >>> all(bool(np.allclose(a[k], b[k], rtol=1e-12, atol=1e-15)) for k in "QKV")
    True
    """
    L, H = model.n_layers, max(model.n_heads)
    if block_layers is None:
        if _fits(model, range(L), "gram"):
            return all_composition_scores(model, precision=precision)
        block_layers = next((b for b in range(L // 2, 0, -1) if _fits(model, range(2 * b), "gram")), None)
        if block_layers is None:
            raise TooLargeError(f"even two layers of this model ({model.n_heads[:2]} heads, d_model {model.d_model}) "
                                "exceed the size limit for composition scores")
    chunks = [list(range(s, min(s + block_layers, L))) for s in range(0, L, block_layers)]
    out = {k: np.zeros((L, H, L, H)) for k in KINDS}
    todo = [(i, j) for j in range(len(chunks)) for i in range(j + 1)]
    for step, (i, j) in enumerate(todo, 1):
        layers = chunks[i] if i == j else chunks[i] + chunks[j]
        if progress:
            progress(f"composition block {step}/{len(todo)}: layers {layers[0]}–{layers[-1]}")
        s = all_composition_scores(_sub(model, layers), precision=precision)
        n_i = len(chunks[i])
        for k in KINDS:
            v = np.asarray(s[k])
            for a, l1 in enumerate(layers):
                for b, l2 in enumerate(layers):
                    if l1 < l2 and (i == j or (a < n_i <= b)):
                        h1, h2 = model.n_heads[l1], model.n_heads[l2]
                        out[k][l1, :h1, l2, :h2] = v[a, :h1, b, :h2]
    labels = [head_label(l, h) for l in range(L) for h in range(H)]
    return {k: CompositionScores(out[k], labels, k) for k in KINDS}
