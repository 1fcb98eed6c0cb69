"""Hugging Face checkpoints, read with NumPy only and folded by :mod:`.fold`.

* **GPT-2** (``model_type: gpt2``): Conv1D weights are ``[in, out]``, the fused ``c_attn`` holds
  ``[W_Q | W_K | W_V]`` column blocks, ``lm_head`` is tied to ``wte`` unless present;
* **Llama** (``model_type: llama``): rotary positions, RMSNorm, SwiGLU MLP, grouped-query attention.
"""
from __future__ import annotations

import numpy as np
from theory.errors import InputValueError
from theory.validation import memory_budget  # noqa: F401  (the loader's budget; tests patch it here)
from theory.circuits.models.transformer import ACTIVATIONS, Rotary
from theory.circuits.formats.fold import Weights, assemble, cfg_bool, cfg_float, cfg_int, check_memory, check_own_scale, expand_kv, given_scale, heads_rows, buffers_note


# Hugging Face's GPT2Config.attribute_map: the generic names are aliases of GPT-2's own fields
_GPT2_ALIASES = {"hidden_size": "n_embd", "max_position_embeddings": "n_positions", "num_attention_heads": "n_head",
                 "num_hidden_layers": "n_layer"}


def _gpt2_config(config, source):
    """``config`` with Hugging Face's aliases resolved (``num_attention_heads`` is ``n_head``, …); an
    alias that disagrees with its field is refused (which one Hugging Face keeps depends on the order
    the fields are set)."""
    config = dict(config)
    for alias, field in _GPT2_ALIASES.items():
        if config.get(alias) is None:
            continue
        if config.get(field) is not None and config[field] != config[alias]:
            raise InputValueError(f"{source}: config fields {field!r}={config[field]!r} and {alias!r}={config[alias]!r} "
                                  f"disagree (Hugging Face reads {alias!r} as {field!r}); keep one")
        config[field] = config[alias]
    return config


# ---------------------------------------------------------------------------------------- Hugging Face
def from_hf_gpt2(tensors, config, *, center_writing_weights=True, center_unembed=False, source="GPT-2 checkpoint",
                 attn_scale=None):
    """A Hugging Face GPT-2 state dict (NumPy arrays) with its ``config.json`` dict → :class:`Transformer`.

    Conv1D stores ``weight[in, out]`` (``y = x W + b``), so our column-convention ``W_Q[h]`` is
    ``c_attn.weight[:, h·d_head:(h+1)·d_head]ᵀ`` (the fused ``c_attn`` is ``[Q | K | V]`` along
    its output axis) and ``W_O[h] = c_proj.weight[h·d_head:(h+1)·d_head, :]ᵀ``.
    """
    config = _gpt2_config(config, source)
    d, H, L = (cfg_int(config, k, source) for k in ("n_embd", "n_head", "n_layer"))
    V, n_ctx = cfg_int(config, "vocab_size", source), cfg_int(config, "n_positions", source)
    if d % H:
        raise InputValueError(f"{source}: n_embd={d} is not a multiple of n_head={H}")
    dh, m = d // H, cfg_int(config, "n_inner", source, default=4 * d)
    if cfg_bool(config, "scale_attn_by_inverse_layer_idx", source, False):
        raise InputValueError(f"{source}: scale_attn_by_inverse_layer_idx=True (a per-layer attention scale) is not "
                              "supported")
    scaled = cfg_bool(config, "scale_attn_weights", source, True)
    check_own_scale(source, given_scale(attn_scale), float(np.sqrt(dh)) if scaled else 1.0,
                     f"config scale_attn_weights={'true: √d_head' if scaled else 'false: 1'}")
    tied = cfg_bool(config, "tie_word_embeddings", source, True)
    if cfg_bool(config, "add_cross_attention", source, False):
        raise InputValueError(f"{source}: add_cross_attention=True (an encoder-decoder GPT-2) is not supported")
    act = config.get("activation_function", "gelu_new")
    if not isinstance(act, str) or act not in ACTIVATIONS:
        raise InputValueError(f"{source}: activation_function {act!r} is not supported; supported: {ACTIVATIONS}")
    p = "transformer." if "transformer.wte.weight" in tensors else ""
    check_memory(source, layers=L, heads=H, d_head=dh, d_model=d, n_vocab=V, n_ctx=n_ctx,
                  untied="lm_head.weight" in tensors)
    W = Weights(tensors, source)
    wte = W.get(p + "wte.weight", (V, d), " (vocab_size, n_embd)", stored=True)   # folded lazily (FoldedEmbedding)
    lm = W.opt("lm_head.weight", (V, d), " (vocab_size, n_embd)")
    if lm is None and not tied:
        W.get("lm_head.weight", (V, d), " (vocab_size, n_embd); tie_word_embeddings is false")
    raw = {"W_E": wte.T, "W_pos": W.get(p + "wpe.weight", (n_ctx, d), " (n_positions, n_embd)").T,
           "W_U": lm, "b_U": None,
           "ln_final": (W.get(p + "ln_f.weight", (d,)), W.get(p + "ln_f.bias", (d,))), "layers": []}
    for l in range(L):
        h = f"{p}h.{l}."
        ca = W.get(h + "attn.c_attn.weight", (d, 3 * d), " (n_embd, 3·n_embd), Conv1D [in, out]")
        cb = W.get(h + "attn.c_attn.bias", (3 * d,))
        cp = W.get(h + "attn.c_proj.weight", (d, d), " (n_embd, n_embd), Conv1D [in, out]")
        split = lambda M: heads_rows(M.T, H, dh)  # noqa: E731 - (d, H·dh) column block → H × dh × d
        raw["layers"].append({
            "Q": split(ca[:, :d]), "K": split(ca[:, d:2 * d]), "V": split(ca[:, 2 * d:]),
            "O": heads_rows(cp, H, dh).transpose(0, 2, 1),
            "bQ": cb[:d].reshape(H, dh), "bK": cb[d:2 * d].reshape(H, dh), "bV": cb[2 * d:].reshape(H, dh),
            "bO": W.get(h + "attn.c_proj.bias", (d,)),
            "ln1": (W.get(h + "ln_1.weight", (d,)), W.get(h + "ln_1.bias", (d,))),
            "ln2": (W.get(h + "ln_2.weight", (d,)), W.get(h + "ln_2.bias", (d,))),
            "mlp": {"W_in": W.get(h + "mlp.c_fc.weight", (d, m), " (n_embd, n_inner)", stored=True).T,
                    "b_in": W.get(h + "mlp.c_fc.bias", (m,)),
                    "W_out": W.get(h + "mlp.c_proj.weight", (m, d), " (n_inner, n_embd)", stored=True).T,
                    "b_out": W.get(h + "mlp.c_proj.bias", (d,))}})
    buffers = W.leftovers()
    notes = ["lm_head tied to wte (no lm_head.weight)" if lm is None else "lm_head.weight used as W_U"]
    if buffers:
        notes.append(buffers_note(buffers))
    scale = float(np.sqrt(dh)) if scaled else 1.0
    return assemble(raw, norm="LN", eps=cfg_float(config, "layer_norm_epsilon", source, 1e-5), attn_scale=scale, act=act,
                     center_writing_weights=center_writing_weights, center_unembed=center_unembed, notes=notes,
                     source=source)


def _rope(config, dh, source):
    rp = config.get("rope_parameters") or {}
    scaling = config.get("rope_scaling")
    for key, value in (("rope_parameters", rp), ("rope_scaling", scaling or {})):
        if not isinstance(value, dict):
            raise InputValueError(f"{source}: config field {key!r} must be an object; got {value!r}")
    # Hugging Face (transformers 5, convert_rope_params_to_dict): a non-empty legacy rope_scaling entry
    # *replaces* rope_parameters, and a missing rope_theta is filled from the top-level field
    rp = scaling or rp
    kind = rp.get("rope_type") or rp.get("type") or "default"
    if kind != "default":
        raise InputValueError(f"{source}: rope type {kind!r} is not supported (only the default rotary embedding)")
    theta = cfg_float({"rope_theta": rp.get("rope_theta", config.get("rope_theta"))}, "rope_theta", source, 10000.0,
                       positive=True)
    # Hugging Face's Llama rotates the whole head with the default rotary embedding: its
    # compute_default_rope_parameters ignores partial_rotary_factor (rotating only part would not
    # match what the checkpoint computes), so the factor is reported, not applied.
    factor = rp.get("partial_rotary_factor", config.get("partial_rotary_factor", 1.0))
    note = None if factor in (None, 1, 1.0) else (f"partial_rotary_factor={factor} ignored, as Hugging Face's Llama "
                                                   f"does with the default rotary embedding: all {dh} coordinates rotate")
    return Rotary(dh, float(theta)), note


def from_hf_llama(tensors, config, *, center_unembed=False, source="Llama checkpoint", attn_scale=None):
    """A Hugging Face Llama state dict with its ``config.json`` dict → :class:`Transformer`
    (RMSNorm folded, SwiGLU MLP, rotary positions, grouped-query attention expanded).

    ``nn.Linear`` stores ``weight[out, in]``: ``W_Q[h] = q_proj.weight[h·d_head:(h+1)·d_head]``,
    ``W_O[h] = o_proj.weight[:, h·d_head:(h+1)·d_head]``; key/value head ``g`` serves query heads
    ``g·r … g·r + r − 1`` with ``r = n_heads / n_key_value_heads``.  ``max_position_embeddings``
    (GGUF: ``llama.context_length``) is the model's ``n_ctx``.
    """
    d, H, L = (cfg_int(config, k, source) for k in ("hidden_size", "num_attention_heads", "num_hidden_layers"))
    V, m = cfg_int(config, "vocab_size", source), cfg_int(config, "intermediate_size", source)
    Hkv = cfg_int(config, "num_key_value_heads", source, default=H)
    dh = cfg_int(config, "head_dim", source, default=d // H)
    check_own_scale(source, given_scale(attn_scale), float(np.sqrt(dh)), "Llama divides by √head_dim")
    n_ctx = cfg_int(config, "max_position_embeddings", source, default=None)
    act = config.get("hidden_act", "silu")
    if not isinstance(act, str) or act not in ACTIVATIONS:
        raise InputValueError(f"{source}: hidden_act {act!r} is not supported; supported: {ACTIVATIONS}")
    tied = cfg_bool(config, "tie_word_embeddings", source, False)
    if cfg_bool(config, "mlp_bias", source, False):
        raise InputValueError(f"{source}: mlp_bias=True (a gated MLP with biases) is not supported")
    if H % Hkv:
        raise InputValueError(f"{source}: num_attention_heads={H} is not a multiple of num_key_value_heads={Hkv}")
    rotary, rope_note = _rope(config, dh, source)
    check_memory(source, layers=L, heads=H, d_head=dh, d_model=d, n_vocab=V,
                  untied="lm_head.weight" in tensors)
    W = Weights(tensors, source)
    emb = W.get("model.embed_tokens.weight", (V, d), " (vocab_size, hidden_size)", stored=True)
    lm = W.opt("lm_head.weight", (V, d), " (vocab_size, hidden_size)")
    if lm is None and not tied:
        W.get("lm_head.weight", (V, d), " (vocab_size, hidden_size); tie_word_embeddings is false")
    raw = {"W_E": emb.T, "W_pos": None, "W_U": lm, "b_U": None,
           "ln_final": (W.get("model.norm.weight", (d,)), None), "layers": []}
    bias = cfg_bool(config, "attention_bias", source, False)
    for l in range(L):
        a = f"model.layers.{l}.self_attn."
        k = W.get(a + "k_proj.weight", (Hkv * dh, d), " (num_key_value_heads·head_dim, hidden_size)")
        v = W.get(a + "v_proj.weight", (Hkv * dh, d), " (num_key_value_heads·head_dim, hidden_size)")
        lay = {"Q": heads_rows(W.get(a + "q_proj.weight", (H * dh, d), " (num_attention_heads·head_dim, hidden_size)"),
                                H, dh),
               "K": expand_kv(heads_rows(k, Hkv, dh), H, Hkv, a + "k_proj"),
               "V": expand_kv(heads_rows(v, Hkv, dh), H, Hkv, a + "v_proj"),
               "O": heads_rows(W.get(a + "o_proj.weight", (d, H * dh), " (hidden_size, num_attention_heads·head_dim)").T,
                                H, dh).transpose(0, 2, 1),
               "ln1": (W.get(f"model.layers.{l}.input_layernorm.weight", (d,)), None),
               "ln2": (W.get(f"model.layers.{l}.post_attention_layernorm.weight", (d,)), None)}
        if bias:
            lay["bQ"] = W.get(a + "q_proj.bias", (H * dh,)).reshape(H, dh)
            lay["bK"] = expand_kv(W.get(a + "k_proj.bias", (Hkv * dh,)).reshape(Hkv, dh), H, Hkv, a + "k_proj.bias")
            lay["bV"] = expand_kv(W.get(a + "v_proj.bias", (Hkv * dh,)).reshape(Hkv, dh), H, Hkv, a + "v_proj.bias")
            lay["bO"] = W.get(a + "o_proj.bias", (d,), " (hidden_size,); attention_bias is true")
        p = f"model.layers.{l}.mlp."
        lay["mlp"] = {"W_gate": W.get(p + "gate_proj.weight", (m, d), " (intermediate_size, hidden_size)", stored=True),
                      "W_in": W.get(p + "up_proj.weight", (m, d), " (intermediate_size, hidden_size)", stored=True),
                      "W_out": W.get(p + "down_proj.weight", (d, m), " (hidden_size, intermediate_size)", stored=True)}
        raw["layers"].append(lay)
    buffers = W.leftovers()
    notes = [f"grouped-query attention: {Hkv} key/value heads expanded to {H} query heads (head h reads kv head "
             f"h // {H // Hkv})"] if Hkv != H else []
    notes += [rope_note] if rope_note else []
    if buffers:
        notes.append(buffers_note(buffers))
    return assemble(raw, norm="RMS", eps=cfg_float(config, "rms_norm_eps", source, 1e-6), attn_scale=float(np.sqrt(dh)),
                     act=act, rotary=rotary, center_unembed=center_unembed, notes=notes, source=source, n_ctx=n_ctx)
