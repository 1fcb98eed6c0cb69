"""The package's own trained models (what ``theory train-circuits`` writes: a model-cache entry or a
trained checkpoint, ``KEY.safetensors`` + ``KEY.json``) as a :class:`~theory.circuits.models.transformer.Transformer`
(:func:`from_trained`), and ``theory analyse``'s argument as a path (:func:`resolve_name`: a shipped
checkpoint's name or a cache key → its file).
"""
from __future__ import annotations

import os
import re
import numpy as np
from theory.validation import memory_budget  # noqa: F401  (the loader's budget; tests patch it here)
from theory.circuits.formats.reading import (FLAT, flat_to_state_dict)
from theory.circuits.formats.transformer_lens import from_transformer_lens_state_dict


def from_trained(path):
    """A model of ``theory train-circuits`` (a cache entry or a trained checkpoint, either file's path)
    as a :class:`Transformer`: the weights' SHA-256 and arrays checked
    (:func:`theory.circuits.training.shipped.load_checkpoint`; an error naming the file otherwise),
    then read as the TransformerLens state dict it is — so the forward pass is the trained model's:
    a pre-LayerNorm (``ln_w``, no bias) becomes ``ln1``/``ln_final`` (folded as ``fold_ln`` does, the
    normalisation kept in the forward pass), rotary positions the loader's rotary (same pairing and
    base).  Positions trained in Q/K only (``W_pos_qk``) have no place in this layout: they are left
    out, and the notes say so (the token–token QK circuits, values and outputs are exact; the
    forward pass of the loaded model has no positions)."""
    from theory.circuits.training.shipped import load_checkpoint
    from theory.circuits.training.network import ROTARY_BASE
    run = load_checkpoint(path)
    a = run.arrays
    L, H, d, dh = np.shape(a["W_Q"])
    sd = flat_to_state_dict({k: a[k] for k in FLAT if k in a}, path)
    cfg = {"attn_scale": float(np.sqrt(dh))}
    if "ln_w" in a:
        for l in range(L):
            sd[f"blocks.{l}.ln1.w"], sd[f"blocks.{l}.ln1.b"] = a["ln_w"][l], np.zeros(d, dtype=np.float32)
        sd["ln_final.w"], sd["ln_final.b"] = a["ln_w"][L], np.zeros(d, dtype=np.float32)
    if "W_pos" not in a and "W_pos_qk" not in a:
        cfg.update(positional_embedding_type="rotary", rotary_dim=int(dh), rotary_base=ROTARY_BASE)
    model = from_transformer_lens_state_dict(sd, cfg, source=path)
    if "W_pos_qk" in a:
        model.notes = model.notes + ("positions trained in queries and keys only (W_pos_qk) are left out: this layout "
                                     "has no place for them; the token–token QK circuits, values and outputs are "
                                     "exact, the forward pass has no positions",)
    return model


def resolve_name(checkpoint):
    """``theory analyse``'s argument as a path: an existing path unchanged; else the name of a shipped
    checkpoint (:data:`theory.circuits.training.shipped.SHIPPED_DIR`) or the key of a model-cache entry
    → its ``.safetensors`` file; else unchanged (the load then says it does not exist)."""
    if not isinstance(checkpoint, str) or os.path.lexists(checkpoint) or "/" in checkpoint or os.sep in checkpoint:
        return checkpoint
    from theory.circuits.training.shipped import SHIPPED_DIR, names
    if checkpoint in names(SHIPPED_DIR):
        return os.path.join(SHIPPED_DIR, checkpoint + ".safetensors")
    if re.fullmatch(r"[0-9a-f]{24}", checkpoint):
        from theory.circuits.training.cache import cache_dir
        path = os.path.join(cache_dir(), checkpoint + ".safetensors")
        if os.path.isfile(path):
            return path
    return checkpoint
