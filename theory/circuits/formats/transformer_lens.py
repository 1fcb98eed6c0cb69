"""TransformerLens state dicts (``HookedTransformer.state_dict()`` keys: ``embed.W_E``,
``pos_embed.W_pos``, ``blocks.{l}.attn.W_Q`` ``[n_heads, d_model, d_head]``, ``…W_O``
``[n_heads, d_head, d_model]``, ``b_Q/b_K/b_V/b_O``, grouped-query ``_W_K/_W_V``,
``blocks.{l}.ln1.w/b``, ``ln2``, ``mlp.W_in/b_in/W_out/b_out/W_gate``, ``ln_final.w/b``,
``unembed.W_U/b_U``), as a mapping (NumPy arrays or torch tensors), folded by :mod:`.fold`.
"""
from __future__ import annotations

import numpy as np
from theory.errors import InputValueError, ShapeError
from theory.validation import memory_budget  # noqa: F401  (the loader's budget; tests patch it here)
from theory.circuits.formats.reading import (to_numpy)
from theory.circuits.models.transformer import ACTIVATIONS, Rotary
from theory.circuits.formats.fold import SCALE_RTOL, Weights, assemble, cfg_float, cfg_int, check_memory, dims, expand_kv, given_scale, stacked_layers, buffers_note


# ---------------------------------------------------------------------------------------- TransformerLens
# HookedTransformerConfig options that change the forward pass and that this loader does not
# implement, with the one value it does (the rest of a config is read or irrelevant to the weights).
_TL_UNSUPPORTED = {"rotary_adjacent_pairs": False, "parallel_attn_mlp": False, "attention_dir": "causal",
                   "use_local_attn": False, "scale_attn_by_inverse_layer_idx": False, "use_NTK_by_parts_rope": False,
                   "attn_scores_soft_cap": -1.0, "output_logits_soft_cap": -1.0, "rope_scaling": {}}


def from_transformer_lens_state_dict(state_dict, config=None, *, center_writing_weights=True, center_unembed=False,
                                     source="TransformerLens state dict", attn_scale=None):
    """A TransformerLens (``HookedTransformer``) state dict → :class:`Transformer`.

    ``config`` (TransformerLens names, all optional): ``attn_scale`` (default ``√d_head``; with
    ``use_attn_scale: False`` 1) — or the ``attn_scale`` argument, for a state dict saved without
    its config (a config that says otherwise is refused) —, ``n_ctx`` (the context length of a
    rotary model; with ``W_pos`` it must match), ``normalization_type`` (inferred from the ``ln*`` keys; give
    ``"LNPre"``/``"RMSPre"`` for a checkpoint saved after ``fold_ln``), ``eps`` (1e-5),
    ``act_fn`` (``gelu_new``; needed only with MLPs), ``positional_embedding_type``
    (``standard`` or ``rotary`` with ``rotary_dim``, ``rotary_base``).

    >>> from theory.circuits import AttentionOnlyModel
    >>> m = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=0)
    >>> tl = m.to_transformer_lens(attn_scale=2.0)
    >>> sd = {"embed.W_E": tl["W_E"], "pos_embed.W_pos": tl["W_pos"], "unembed.W_U": tl["W_U"]}
    >>> sd.update({f"blocks.{l}.attn.{k}": tl[k][l] for l in range(2) for k in ("W_Q", "W_K", "W_V", "W_O")})
    >>> t = from_transformer_lens_state_dict(sd)
    >>> bool(np.allclose(t.logits([1, 2, 3]), m.logits([1, 2, 3]))), t.attention_only_reason()
    (True, None)
    """
    cfg = dict(config or {})
    for key, default in _TL_UNSUPPORTED.items():     # forward-changing options this loader does not implement
        value = cfg.get(key, default)
        off = key.endswith("soft_cap") and isinstance(value, (int, float)) and not isinstance(value, bool) and value <= 0
        if value not in (default, None) and not off:
            raise InputValueError(f"{source}: TransformerLens config {key}={value!r} is not supported (only "
                                  f"{key}={default!r}); loading it would compute a different forward pass")
    W = Weights(state_dict, source)
    L = stacked_layers(W, lambda l: f"blocks.{l}.attn.W_Q")
    q0 = to_numpy("blocks.0.attn.W_Q", state_dict["blocks.0.attn.W_Q"])
    if q0.ndim != 3:
        raise ShapeError(f"{source}: key 'blocks.0.attn.W_Q' must have shape (n_heads, d_model, d_head); got {q0.shape}")
    H, d, dh = q0.shape
    if 0 in q0.shape:          # an empty axis: no heads, no model or head dimension to analyse
        raise ShapeError(f"{source}: key 'blocks.0.attn.W_Q' must have shape (n_heads, d_model, d_head) with every "
                         f"size ≥ 1; got {q0.shape}")
    e0 = to_numpy("embed.W_E", state_dict["embed.W_E"]) if W.has("embed.W_E") else None
    if e0 is None or e0.ndim != 2:
        W.get("embed.W_E", ("n_vocab", d))
    V = e0.shape[0]
    if V == 0:
        raise ShapeError(f"{source}: key 'embed.W_E' must have shape (n_vocab, d_model) with n_vocab ≥ 1; got {e0.shape}")
    check_memory(source, layers=L, heads=H, d_head=dh, d_model=d, n_vocab=V, untied=True)
    kv = "_W_K" if W.has("blocks.0.attn._W_K") else "W_K"
    Hkv = dims(state_dict, f"blocks.0.attn.{kv}", 3, "(n_key_value_heads, d_model, d_head)", source)[0] \
        if W.has(f"blocks.0.attn.{kv}") else H
    if Hkv == 0:
        raise ShapeError(f"{source}: key 'blocks.0.attn.{kv}' must have n_key_value_heads ≥ 1; got 0 heads")
    for key, value, where in (("n_layers", L, "blocks.{l}.attn.W_Q"), ("n_heads", H, "blocks.0.attn.W_Q"),
                              ("d_model", d, "blocks.0.attn.W_Q"), ("d_head", dh, "blocks.0.attn.W_Q"),
                              ("d_vocab", V, "embed.W_E"), ("n_key_value_heads", Hkv, f"blocks.0.attn.{kv}")):
        said = cfg.get(key)          # the weights decide; a config that disagrees describes another model
        if said is not None and said != value:
            raise InputValueError(f"{source}: config {key}={said!r} but the weights have {key} = {value} (from {where}); "
                                  "fix the config or pass the one these weights were saved with")
    if "ln1" in "".join(k for k in state_dict if k.startswith("blocks.0.")):
        norm = "LN" if W.has("blocks.0.ln1.b") else "RMS"
        said = cfg.get("normalization_type")
        if said is not None and said != norm:       # TransformerLens would not load these keys under that config
            raise InputValueError(f"{source}: config normalization_type={said!r} but the keys are those of {norm!r} "
                                  f"(blocks.0.ln1.w {'with' if norm == 'LN' else 'without'} blocks.0.ln1.b); "
                                  f"fix the config or the state dict")
    else:
        norm = cfg.get("normalization_type")
        if norm in ("LN", "RMS"):
            raise InputValueError(f"{source}: config normalization_type={norm!r} but key 'blocks.0.ln1.w' (shape ({d},)) "
                                  "is missing; pass 'LNPre'/'RMSPre' for a checkpoint with LayerNorm folded in")
        if norm not in (None, "LNPre", "RMSPre"):
            raise InputValueError(f"{source}: normalization_type {norm!r} is not supported; use None, LN, LNPre, RMS, RMSPre")
    given = given_scale(attn_scale)
    said = None                                    # the scale the config states, if it states one
    if cfg.get("use_attn_scale", True) is False:
        said, why = 1.0, "config use_attn_scale=False"
    else:
        scale = cfg.get("attn_scale")              # TransformerLens: ≤ 0 (default -1) means √d_head
        if scale is not None and (isinstance(scale, bool) or not isinstance(scale, (int, float, np.floating))
                                  or not np.isfinite(scale)):
            raise InputValueError(f"{source}: config field 'attn_scale' must be a finite number; got {scale!r}")
        if scale is not None and scale > 0:
            said, why = float(scale), f"config attn_scale={scale!r}"
    if given is not None and said is not None and not np.isclose(given, said, rtol=SCALE_RTOL, atol=0):
        raise InputValueError(f"{source}: attn_scale={given:.6g} but the {why} says {said:.6g}; pass one of them")
    scale = given if given is not None else said if said is not None else float(np.sqrt(dh))
    scale_origin = (f"attn_scale={given:.6g} as given; 1/√d_head would be 1/{np.sqrt(dh):.6g}"
                    if given is not None and said is None and not np.isclose(given, np.sqrt(dh), rtol=SCALE_RTOL)
                    else None)
    pos_type = cfg.get("positional_embedding_type", "rotary" if not W.has("pos_embed.W_pos") and "rotary_dim" in cfg
                       else "standard")
    rotary = None
    if pos_type == "rotary":
        rdim = cfg_int(cfg, "rotary_dim", source, default=dh)
        if rdim % 2 or rdim > dh:
            raise InputValueError(f"{source}: rotary_dim must be even and at most d_head={dh}; got {rdim}")
        rotary = Rotary(rdim, cfg_float(cfg, "rotary_base", source, 10000, positive=True))
    elif pos_type != "standard":
        raise InputValueError(f"{source}: positional_embedding_type {pos_type!r} is not supported (standard, rotary)")
    act = cfg.get("act_fn") or "gelu_new"
    if not isinstance(act, str) or act not in ACTIVATIONS:
        raise InputValueError(f"{source}: act_fn {act!r} is not supported; supported: {ACTIVATIONS}")
    has_b = norm == "LN"

    def ln(prefix):
        if norm not in ("LN", "RMS"):
            return None
        return W.get(f"{prefix}.w", (d,)), (W.get(f"{prefix}.b", (d,)) if has_b else None)

    raw = {"W_E": W.get("embed.W_E", (V, d), " (n_vocab, d_model)").T,
           "W_U": W.get("unembed.W_U", (d, V), " (d_model, n_vocab)").T, "b_U": W.opt("unembed.b_U", (V,)),
           "ln_final": ln("ln_final"), "layers": []}
    cfg_ctx = cfg_int(cfg, "n_ctx", source, default=None)
    if pos_type == "standard" and W.has("pos_embed.W_pos"):
        n_ctx = dims(state_dict, "pos_embed.W_pos", 2, "(n_ctx, d_model)", source)[0]
        if n_ctx == 0:
            raise ShapeError(f"{source}: key 'pos_embed.W_pos' must have shape (n_ctx, d_model) with n_ctx ≥ 1; "
                             f"got (0, {d})")
        if cfg_ctx is not None and cfg_ctx != n_ctx:
            raise InputValueError(f"{source}: config n_ctx={cfg_ctx} but the weights have n_ctx = {n_ctx} (from "
                                  "pos_embed.W_pos); fix the config or pass the one these weights were saved with")
        raw["W_pos"] = W.get("pos_embed.W_pos", (n_ctx, d), " (n_ctx, d_model)").T
        cfg_ctx = None                                   # W_pos decides
    for l in range(L):
        a = f"blocks.{l}.attn."
        g = "_" if kv == "_W_K" else ""
        lay = {"Q": W.get(a + "W_Q", (H, d, dh), " (n_heads, d_model, d_head)").transpose(0, 2, 1),
               "K": expand_kv(W.get(a + g + "W_K", (Hkv, d, dh), " (n_key_value_heads, d_model, d_head)"), H, Hkv,
                               a + g + "W_K").transpose(0, 2, 1),
               "V": expand_kv(W.get(a + g + "W_V", (Hkv, d, dh), " (n_key_value_heads, d_model, d_head)"), H, Hkv,
                               a + g + "W_V").transpose(0, 2, 1),
               "O": W.get(a + "W_O", (H, dh, d), " (n_heads, d_head, d_model)").transpose(0, 2, 1),
               "bQ": W.opt(a + "b_Q", (H, dh)), "bO": W.opt(a + "b_O", (d,)), "ln1": ln(f"blocks.{l}.ln1")}
        for nm in ("b_K", "b_V"):
            b = W.opt(a + g + nm, (Hkv, dh))
            lay["b" + nm[-1]] = None if b is None else expand_kv(b, H, Hkv, a + g + nm)
        m = f"blocks.{l}.mlp."
        if W.has(m + "W_in"):
            d_mlp = dims(state_dict, m + "W_in", 2, "(d_model, d_mlp)", source)[1]
            gate = W.opt(m + "W_gate", (d, d_mlp), " (d_model, d_mlp)", stored=True)
            if cfg.get("gated_mlp") is not None and bool(cfg["gated_mlp"]) != (gate is not None):
                raise InputValueError(f"{source}: config gated_mlp={cfg['gated_mlp']!r} but key {m + 'W_gate'!r} "
                                      f"(shape ({d}, {d_mlp})) is {'absent' if gate is None else 'present'}")
            lay["mlp"] = {"W_in": W.get(m + "W_in", (d, d_mlp), " (d_model, d_mlp)", stored=True).T,
                          "b_in": W.opt(m + "b_in", (d_mlp,)),
                          "W_out": W.get(m + "W_out", (d_mlp, d), " (d_mlp, d_model)", stored=True).T,
                          "b_out": W.opt(m + "b_out", (d,)), "W_gate": None if gate is None else gate.T}
            lay["ln2"] = ln(f"blocks.{l}.ln2")
        raw["layers"].append(lay)
    buffers = W.leftovers()
    notes = [buffers_note(buffers)] if buffers else []
    return assemble(raw, norm=norm, eps=cfg_float(cfg, "eps", source, 1e-5), attn_scale=scale, act=act, rotary=rotary,
                     center_writing_weights=center_writing_weights, center_unembed=center_unembed, notes=notes,
                     source=source, n_ctx=cfg_ctx, scale_origin=scale_origin)
