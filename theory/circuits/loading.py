r"""Load real checkpoints into a :class:`~theory.circuits.models.transformer.Transformer`.

Four formats, one entry point :func:`load` (and the package's own trained models: :func:`from_trained`):

* **TransformerLens state dicts** (``HookedTransformer.state_dict()`` keys: ``embed.W_E``,
  ``pos_embed.W_pos``, ``blocks.{l}.attn.W_Q`` ``[n_heads, d_model, d_head]``, ``…W_O``
  ``[n_heads, d_head, d_model]``, ``b_Q/b_K/b_V/b_O``, grouped-query ``_W_K/_W_V``,
  ``blocks.{l}.ln1.w/b``, ``ln2``, ``mlp.W_in/b_in/W_out/b_out/W_gate``, ``ln_final.w/b``,
  ``unembed.W_U/b_U``), as a mapping (NumPy arrays or torch tensors) or a ``.safetensors``,
  ``.npz`` or ``.pt/.pth`` file (the last needs torch);
* **Hugging Face GPT-2** (``model_type: gpt2``): a directory with ``config.json`` and
  ``model.safetensors`` (or a sharded index), read with NumPy only — Conv1D weights are
  ``[in, out]``, the fused ``c_attn`` holds ``[W_Q | W_K | W_V]`` column blocks, ``lm_head`` is
  tied to ``wte`` unless present;
* **Hugging Face Llama** (``model_type: llama``, rotary positions, RMSNorm, SwiGLU MLP,
  grouped-query attention);
* **llama.cpp GGUF** (a ``.gguf`` file, architecture ``llama``, float or quantized): read with
  the ``gguf`` package as a Llama state dict, dequantized tensor by tensor (:mod:`theory.circuits.formats.gguf`).

Also read: the flat TransformerLens layout of the tours and of
:meth:`~theory.circuits.AttentionOnlyModel.to_transformer_lens` (``W_E``, ``W_pos``,
``W_Q[layer, head, d_model, d_head]``, …, ``W_U`` as the keys of a ``.npz`` or ``.safetensors``
file, scores divided by √d_head), and what ``theory train-circuits`` writes — a model-cache entry
or a trained checkpoint (``KEY.safetensors`` + ``KEY.json``; either file's path, or for
``theory analyse`` a shipped checkpoint's name or a cache key, :func:`resolve_name`), loaded with
its SHA-256 checked and in its analysis form (:func:`from_trained`).

How every parameter is folded, and what memory the fold holds: :mod:`theory.circuits.formats.fold`.
"""
from __future__ import annotations

import os
from collections.abc import Mapping
from theory.errors import InputTypeError, InputValueError
from theory.circuits.formats.hints import live_model_message, missing_checkpoint_message
from theory.circuits.formats.reading import (is_flat, read_dir, read_json, read_tensors, trained_pair, flat_to_state_dict)
from theory.circuits.formats.fold import given_scale
from theory.circuits.formats.gguf import from_gguf
from theory.circuits.formats.huggingface import from_hf_gpt2, from_hf_llama
from theory.circuits.formats.transformer_lens import from_transformer_lens_state_dict
from theory.circuits.training.trained import from_trained


__all__ = ["load", "from_transformer_lens_state_dict", "from_hf_gpt2", "from_hf_llama", "from_gguf", "from_trained",
           "SUPPORTED"]

SUPPORTED = "TransformerLens state dicts, Hugging Face 'gpt2' and 'llama' checkpoints, llama.cpp GGUF files (llama)"


def load(source, config=None, *, center_writing_weights=True, center_unembed=False, attn_scale=None):
    """Load a checkpoint (directory, weights file, ``.gguf`` file or mapping of arrays) as a :class:`Transformer`.

    The architecture comes from ``config`` (a dict; by default ``config.json`` next to the
    weights): ``model_type`` ``"gpt2"`` or ``"llama"`` for Hugging Face, TransformerLens fields
    (``d_model``, ``n_layers``, …) or nothing for a TransformerLens state dict.  Without a config,
    the keys decide (``embed.W_E`` → TransformerLens, ``wte.weight`` → GPT-2 with sizes read from
    the shapes).  A ``.gguf`` file carries its own configuration (:func:`from_gguf`).

    ``attn_scale``: what the checkpoint divides attention scores by, for a TransformerLens state
    dict saved without its config whose scale is not TransformerLens' default ``√d_head``
    (its ``attn_scale`` config field; ``use_attn_scale=False`` means 1); ``theory analyse
    --attn-scale``.  A Hugging Face or GGUF checkpoint states its own scale: a different one is
    refused.

    >>> import os, tempfile
    >>> from theory.circuits import AttentionOnlyModel
    >>> from theory.circuits.formats.safetensors import save_safetensors
    >>> tl = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=0).to_transformer_lens()
    >>> sd = {"embed.W_E": tl["W_E"], "unembed.W_U": tl["W_U"]}
    >>> sd.update({f"blocks.{l}.attn.{k}": tl[k][l] for l in range(2) for k in ("W_Q", "W_K", "W_V", "W_O")})
    >>> path = os.path.join(tempfile.mkdtemp(), "tl.safetensors")
    >>> save_safetensors(path, sd)
    >>> load(path)
    Transformer(n_layers=2, n_heads=(2, 2), d_model=8, n_vocab=10, n_ctx=None, mlps=False, normalization=None, rotary=False)
    """
    where = "checkpoint"
    attn_scale = given_scale(attn_scale)            # refused before any file is read
    if isinstance(source, Mapping):
        tensors = dict(source)
        bad = [k for k in tensors if not isinstance(k, str)]
        if bad:
            raise InputTypeError(f"checkpoint keys must be strings (parameter names); got {bad[:5]}")
    elif isinstance(source, (str, os.PathLike)):
        path = os.fspath(source)
        where = path
        if not os.path.exists(path):
            if os.path.lexists(path):
                raise InputValueError(f"checkpoint {path!r} is a symbolic link that does not resolve (dangling, or a "
                                      "loop); expected a file or directory")
            raise InputValueError(missing_checkpoint_message(path))
        if os.path.isfile(path) and config is None and trained_pair(path):   # KEY.json/KEY.safetensors of train-circuits
            return from_trained(path)
        if os.path.isfile(path) and path.lower().endswith(".json"):      # config.json or a shard index, not weights
            folder = os.path.dirname(path) or "."
            raise InputValueError(f"{path} is {'the configuration' if os.path.basename(path) == 'config.json' else 'a JSON file'}"
                                  f", not the weights: pass the folder {folder} (config.json and the weights together)")
        if os.path.isfile(path) and path.lower().endswith(".gguf"):
            if config is not None:
                raise InputValueError(f"{path}: a GGUF file carries its configuration in its metadata; config= must be "
                                      f"None, got {type(config).__name__}")
            return from_gguf(path, center_unembed=center_unembed, attn_scale=attn_scale)
        if os.path.isdir(path):
            found, tensors = read_dir(path)
        else:
            tensors = read_tensors(path)
            cfg_path = os.path.join(os.path.dirname(os.path.abspath(path)), "config.json")
            found = None
            if os.path.exists(cfg_path):
                found = read_json(cfg_path, "config.json")
        config = config if config is not None else found
    elif callable(getattr(source, "state_dict", None)):
        raise InputTypeError(live_model_message(source))
    else:
        raise InputTypeError(f"source must be a path or a mapping of arrays; got {type(source).__name__}")
    if config is not None and not isinstance(config, Mapping):
        raise InputTypeError(f"config must be a dict of the checkpoint's configuration (or None: read config.json); "
                             f"got {type(config).__name__} {config!r:.60}")
    config = dict(config or {})
    if is_flat(tensors):                      # the tours' layout: W_E, W_Q[layer, …], …
        tensors = flat_to_state_dict(tensors, where)
    kw = {"center_unembed": center_unembed, "attn_scale": attn_scale}
    model_type = config.get("model_type")
    if config.get("quantization_config"):     # stored integers/scales: reading them as weights would be another model
        q = config["quantization_config"]
        method = q.get("quant_method", "?") if isinstance(q, dict) else q
        raise InputValueError(f"{where}: quantized checkpoint (quantization_config, quant_method={method!r}) is not "
                              "supported; load the full-precision weights (e.g. dequantize with transformers first)")
    if model_type is None and config.get("architectures") and not any(k.startswith("blocks.") for k in tensors):
        arch = config["architectures"]
        model_type = "unknown (architectures " + (", ".join(map(str, arch)) if isinstance(arch, (list, tuple))
                                                  else repr(arch)) + ")"
    if model_type == "gpt2" or (model_type is None and ("wte.weight" in tensors or "transformer.wte.weight" in tensors)):
        if model_type is None:
            raise InputValueError(f"{where}: a GPT-2 checkpoint needs its config.json (n_head cannot be read from "
                                  "the weight shapes); put config.json next to the weights or pass config=")
        return from_hf_gpt2(tensors, config, center_writing_weights=center_writing_weights, source=where, **kw)
    if model_type == "llama":
        return from_hf_llama(tensors, config, source=where, **kw)
    if model_type is not None:
        raise InputValueError(f"{where}: unsupported architecture model_type={model_type!r}; supported: {SUPPORTED}")
    if "model.embed_tokens.weight" in tensors:
        raise InputValueError(f"{where}: looks like a Llama-family checkpoint but has no config.json (model_type, "
                              "num_attention_heads, num_key_value_heads, rope_theta are needed)")
    if "embed.W_E" in tensors or any(k.startswith("blocks.") for k in tensors):
        return from_transformer_lens_state_dict(tensors, config, center_writing_weights=center_writing_weights,
                                                source=where, **kw)
    raise InputValueError(f"{where}: unrecognised checkpoint (keys {sorted(tensors)[:5]}…); supported: {SUPPORTED}")


# public names of the old loaders module (theory.circuits.checkpoints.loaders) that now live in their own rooms
from theory.circuits.formats.fold import SCALE_RTOL, buffers_note  # noqa: F401,E402
from theory.circuits.training.trained import resolve_name  # noqa: F401,E402
