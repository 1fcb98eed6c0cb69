r"""A corpus run's trained weights as the model they are: a :class:`~theory.circuits.models.transformer.Transformer`
whose forward pass is the trainer's, with every layout of :func:`~.training.init_parameters` it can hold.

:func:`~.training.analysis_arrays` (what :class:`~theory.circuits.AttentionOnlyModel` and the path
expansion read) replaces a pre-LayerNorm's division by the stream's norm with a constant: exact for the
weight circuits' linear algebra, an approximation of the forward pass.  A behavioural probe or a mean
ablation must run the model itself, so :func:`trained_transformer` keeps the norm:

* pre-LayerNorm (``ln_w``, no bias): the loaded models' folded norm ``LNPre`` — centre the stream, divide
  by ``√(Var + ε)`` with the trainer's ε (:data:`~.training.LN_EPS`) — before each layer's Q/K/V and
  before the unembedding, with the weight ``ln_w[l]`` multiplied into the rows of ``W_Q``, ``W_K``, ``W_V``
  of layer ``l`` (and ``ln_w[L]`` into ``W_U``): ``LN(x) W = norm(x) (diag(w) W)``, exactly;
* positions in the residual stream (``W_pos``): kept; rotary: the loaded models' :class:`Rotary` with the
  trainer's pairing (coordinate k with k + d_head/2) and base (:data:`~.training.ROTARY_BASE`);
* scores divided by √d_head: folded into ``W_Q`` (``attn_scale`` recorded).

Positions in Q/K only (``W_pos_qk``) enter the queries and keys and not the values, which a
``Transformer`` does not model: refused by name.  The logits equal the trainer's own
:func:`~.training.attention_only_forward` to float32 rounding (tested on every layout it holds).
"""
from __future__ import annotations

import numpy as np

from theory.errors import InputValueError


def trained_transformer(arrays, n_ctx=None):
    """The :class:`~theory.circuits.models.transformer.Transformer` of a corpus run's arrays
    (:attr:`~.training.TrainingRun.arrays`: TransformerLens layout, the trainer's extra ``ln_w``,
    ``ln_sigma``); ``n_ctx``: the context the run trained on (needed for a rotary model, which has no
    ``W_pos`` to say it)."""
    from theory.circuits.models.transformer import Rotary, Transformer
    from theory.circuits.models.model import AttentionOnlyModel
    from theory.circuits.training.network import LN_EPS, ROTARY_BASE
    if "W_pos_qk" in arrays:
        raise InputValueError("arrays: positions in Q/K only (W_pos_qk) reach the queries and keys but not the "
                              "values, which the loaded-model forward pass does not model; trained_transformer "
                              "takes the residual-position and rotary layouts")
    dh = np.shape(arrays["W_Q"])[-1]
    tl = {k: np.array(arrays[k], dtype=np.float64) for k in ("W_E", "W_Q", "W_K", "W_V", "W_O", "W_U")}
    if "W_pos" in arrays:
        tl["W_pos"] = np.array(arrays["W_pos"], dtype=np.float64)
    norm = None
    if "ln_w" in arrays:
        w = np.asarray(arrays["ln_w"], dtype=np.float64)
        L = tl["W_Q"].shape[0]
        for k in ("W_Q", "W_K", "W_V"):
            tl[k] = tl[k] * w[:L, None, :, None]
        tl["W_U"] = tl["W_U"] * w[L][:, None]
        norm = "LNPre"
    base = AttentionOnlyModel.from_transformer_lens(tl, attn_scale=float(np.sqrt(dh)))
    rotary = None if "W_pos" in arrays else Rotary(dh, ROTARY_BASE)
    if rotary is not None and n_ctx is None:
        raise InputValueError("n_ctx: a rotary model has no W_pos to give its context length; pass the run's n_ctx")
    heads = [[(h.W_Q, h.W_K, h.W_V, h.W_O) for h in layer] for layer in base.heads]
    return Transformer(base.W_E, base.W_U, heads, base.W_pos, normalization=norm, eps=LN_EPS, rotary=rotary,
                       attn_scale=float(np.sqrt(dh)), n_ctx=None if base.W_pos is not None else n_ctx,
                       notes=("a corpus run's weights: the trainer's forward pass, norm and positions exact",),
                       source="train_on_corpus")
