"""Write a Hugging Face Llama checkpoint as a llama.cpp GGUF file, for tests (needs the ``gguf`` extra).

Written here, independently of :mod:`theory.circuits.formats.gguf`, the way llama.cpp's
``convert_hf_to_gguf.py`` (``LlamaModel``) does it: the metadata keys of ``TextModel`` /
``LlamaModel.set_gguf_parameters``, the tensor names of ``gguf.tensor_mapping``, the rows of
``q_proj`` / ``k_proj`` permuted by ``LlamaModel.permute`` (with ``n_head`` / ``n_head_kv``),
1-D tensors (norms, biases) kept in F32 and 2-D ones stored in the requested type, falling back
to F16 where a row is not a whole number of quantization blocks (as the converter does).

>>> # write_llama_gguf("hf_dir", None, "model.gguf", "Q8_0")   # config read from hf_dir/config.json
"""
import json
import os

import numpy as np

_GLOBAL = {"model.embed_tokens.weight": "token_embd.weight", "model.norm.weight": "output_norm.weight",
           "lm_head.weight": "output.weight"}
_LAYER = {"input_layernorm.weight": "attn_norm.weight", "self_attn.q_proj.weight": "attn_q.weight",
          "self_attn.k_proj.weight": "attn_k.weight", "self_attn.v_proj.weight": "attn_v.weight",
          "self_attn.o_proj.weight": "attn_output.weight", "post_attention_layernorm.weight": "ffn_norm.weight",
          "mlp.gate_proj.weight": "ffn_gate.weight", "mlp.up_proj.weight": "ffn_up.weight",
          "mlp.down_proj.weight": "ffn_down.weight", "self_attn.q_proj.bias": "attn_q.bias",
          "self_attn.k_proj.bias": "attn_k.bias", "self_attn.v_proj.bias": "attn_v.bias",
          "self_attn.o_proj.bias": "attn_output.bias"}
FILE_TYPES = {"F32": "ALL_F32", "F16": "MOSTLY_F16", "BF16": "MOSTLY_BF16", "Q8_0": "MOSTLY_Q8_0",
              "Q4_0": "MOSTLY_Q4_0", "Q4_1": "MOSTLY_Q4_1", "Q5_0": "MOSTLY_Q5_0", "Q5_1": "MOSTLY_Q5_1"}


def permute(w, n_head, n_head_kv=None):
    """``convert_hf_to_gguf.py``'s ``LlamaModel.permute``: Hugging Face's rotate-half rows → llama.cpp's pairs."""
    if n_head_kv is not None and n_head != n_head_kv:
        n_head = n_head_kv
    return w.reshape(n_head, 2, w.shape[0] // n_head // 2, *w.shape[1:]).swapaxes(1, 2).reshape(w.shape)


def gguf_name(hf_name):
    if hf_name in _GLOBAL:
        return _GLOBAL[hf_name]
    parts = hf_name.split(".", 3)                  # model, layers, l, rest
    if parts[:2] != ["model", "layers"] or parts[3] not in _LAYER:
        raise KeyError(hf_name)
    return f"blk.{parts[2]}.{_LAYER[parts[3]]}"


def _numpy(v):
    if hasattr(v, "detach"):
        v = v.detach().float().cpu().numpy()
    return np.asarray(v, dtype=np.float32)


def _state_and_config(hf, config):
    if isinstance(hf, (str, os.PathLike)):
        from safetensors.numpy import load_file
        if config is None:
            with open(os.path.join(hf, "config.json")) as f:
                config = json.load(f)
        hf = load_file(os.path.join(hf, "model.safetensors"))
    if config is not None and not isinstance(config, dict):
        config = config.to_dict()                 # a transformers config object
    return {k: _numpy(v) for k, v in hf.items() if not k.endswith("rotary_emb.inv_freq")}, config


def stored_type(qtype, w):
    """The GGML type name a tensor gets: F32 for 1-D tensors, F16 where a row is not a whole number of
    ``qtype``'s blocks, else ``qtype``."""
    import gguf
    if w.ndim == 1:
        return "F32"
    if qtype in ("F32", "F16"):
        return qtype
    block = gguf.GGML_QUANT_SIZES[gguf.GGMLQuantizationType[qtype]][0]
    return qtype if w.shape[-1] % block == 0 else "F16"


def write_llama_gguf(hf, config, path, qtype="F32", *, arch="llama", edit=None, drop=(), raw=None, omit=(),
                     rename=None, extra=None, big_endian=False):
    """Write the Llama checkpoint ``hf`` (a Hugging Face directory with ``model.safetensors``, or a
    state dict of arrays/tensors with Hugging Face names) and its ``config`` (dict, transformers
    config, or None: the directory's ``config.json``) to ``path`` as GGUF, 2-D tensors in ``qtype``.

    For refusal tests: ``arch`` (the architecture written), ``edit(writer)`` (called after the
    metadata: add or change keys), ``drop`` (GGUF tensor names left out), ``raw`` (GGUF name →
    ``(uint8 bytes, GGMLQuantizationType)`` written instead of the weight), ``omit`` (metadata keys
    of the hyperparameters not written, e.g. ``"llama.attention.head_count_kv"``: the reader's
    defaults apply), ``rename`` (GGUF name → the name written instead), ``extra`` (GGUF name → F32
    array, in the file's layout, written after the model's tensors), ``big_endian`` (the header and
    F32/F16 tensors in big-endian byte order, as ``GGUFWriter(endianess=BIG)`` writes them; quantized
    blocks are written as given).
    Returns ``{gguf name: GGML type name}`` of what was written.
    """
    import gguf
    state, cfg = _state_and_config(hf, config)
    d, H, L = cfg["hidden_size"], cfg["num_attention_heads"], cfg["num_hidden_layers"]
    Hkv = cfg.get("num_key_value_heads") or H
    head_dim = cfg.get("head_dim") or d // H
    rope = cfg.get("rope_parameters") or {}
    theta = rope.get("rope_theta", cfg.get("rope_theta", 10000.0))
    w = gguf.GGUFWriter(None, arch, endianess=gguf.GGUFEndian.BIG if big_endian else gguf.GGUFEndian.LITTLE)
    known = {f"{arch}.{k}" for k in ("block_count", "context_length", "embedding_length", "feed_forward_length",
                                     "attention.head_count", "attention.head_count_kv", "rope.freq_base",
                                     "attention.layer_norm_rms_epsilon", "vocab_size", "rope.dimension_count")}
    if set(omit) - known:
        raise KeyError(f"cannot omit {sorted(set(omit) - known)}; the writer writes {sorted(known)}")

    def put(key, add, value):
        if f"{arch}.{key}" not in omit:
            add(value)
    put("block_count", w.add_block_count, L)
    put("context_length", w.add_context_length, cfg.get("max_position_embeddings", 2048))
    put("embedding_length", w.add_embedding_length, d)
    put("feed_forward_length", w.add_feed_forward_length, cfg["intermediate_size"])
    put("attention.head_count", w.add_head_count, H)
    put("attention.head_count_kv", w.add_head_count_kv, Hkv)
    put("rope.freq_base", w.add_rope_freq_base, float(theta))
    put("attention.layer_norm_rms_epsilon", w.add_layer_norm_rms_eps, float(cfg.get("rms_norm_eps", 1e-6)))
    put("vocab_size", w.add_vocab_size, cfg["vocab_size"])
    put("rope.dimension_count", w.add_rope_dimension_count, head_dim)
    w.add_file_type(int(gguf.LlamaFileType[FILE_TYPES[qtype]]))
    if edit is not None:
        edit(w)
    written = {}
    for name, value in state.items():
        if name == "lm_head.weight" and cfg.get("tie_word_embeddings"):
            continue
        g = gguf_name(name)
        if g in drop:
            continue
        g = (rename or {}).get(g, g)
        if name.endswith(("q_proj.weight", "q_proj.bias")):
            value = permute(value, H, H)
        elif name.endswith(("k_proj.weight", "k_proj.bias")):
            value = permute(value, H, Hkv)
        if raw and g in raw:
            data, rtype = raw[g]
            w.add_tensor(g, data, raw_dtype=rtype)
            written[g] = rtype.name
            continue
        t = stored_type(qtype, value)
        if t == "F32":
            w.add_tensor(g, np.ascontiguousarray(value, dtype=np.float32))
        elif t == "F16":
            w.add_tensor(g, np.ascontiguousarray(value, dtype=np.float16))
        else:
            gt = gguf.GGMLQuantizationType[t]
            w.add_tensor(g, gguf.quants.quantize(np.ascontiguousarray(value), gt), raw_dtype=gt)
        written[g] = t
    for g, value in (extra or {}).items():
        w.add_tensor(g, np.ascontiguousarray(value, dtype=np.float32))
        written[g] = "F32"
    tmp = f"{path}.tmp"
    w.write_header_to_file(path=tmp)
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    os.replace(tmp, path)
    return written


def tensor_offsets(path):
    """``{name: (position of the tensor's 8-byte data offset in the file, the offset)}``, read with
    ``gguf.GGUFReader`` (which does not check the offsets)."""
    import gguf
    r = gguf.GGUFReader(path)
    out = {}
    for t in r.tensors:
        parts = t.field.parts
        out[t.name] = (t.field.offset + sum(int(p.nbytes) for p in parts[:-1]), int(parts[-1][0]))
    del r
    return out


def set_tensor_offsets(path, offsets):
    """Overwrite, in place, the data offsets (relative to the data section) of the named tensors:
    ``{name: new offset}`` — for files whose tensors overlap, leave gaps or are misaligned."""
    import struct
    where = tensor_offsets(path)
    with open(path, "r+b") as f:
        for name, value in offsets.items():
            f.seek(where[name][0])
            f.write(struct.pack("<Q", value))
