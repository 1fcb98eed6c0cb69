"""Reading a checkpoint's files into ``{name: array}`` mappings, before any folding
(:func:`theory.circuits.loading.load` sits on top): a ``.safetensors`` file (memory-mapped, NumPy only), a sharded
folder, a PyTorch ``.pt``/``.bin`` or NumPy ``.npz`` file, a Hugging Face folder's ``config.json``;
the tours' flat TransformerLens layout (``W_E``, ``W_Q[layer, head, d_model, d_head]``, …) turned into
a state dict; and the test for a ``theory train-circuits`` pair (``KEY.safetensors`` + ``KEY.json``)."""
from __future__ import annotations

import json
import mmap
import os
import pickle
import zipfile
from collections.abc import Mapping

import numpy as np

from theory.errors import InputTypeError, InputValueError, ShapeError, TheoryError, TooLargeError
from theory.circuits.formats.safetensors import load_safetensors


def to_numpy(name, value):
    """A NumPy view of an array or a torch tensor (without importing torch).  Floating dtypes NumPy
    lacks (bfloat16, float8) are widened exactly to float32; a sparse tensor is made dense; a
    tensor without data (``meta``) or one NumPy cannot hold is an error naming the key."""
    if hasattr(value, "detach") and hasattr(value, "cpu"):
        value = value.detach()
        if getattr(value, "is_meta", False):
            raise InputValueError(f"checkpoint entry {name!r} is a meta tensor (shape {tuple(value.shape)}, no data): "
                                  "load the weights, not an empty model skeleton")
        try:
            value = value.cpu()
            if getattr(value, "layout", None) is not None and "sparse" in str(value.layout):
                value = value.to_dense()
            if getattr(value, "is_floating_point", lambda: False)() and value.element_size() < 4 \
                    or str(value.dtype) == "torch.float16":
                value = value.float()                  # bfloat16, float16, float8: exact in float32
            value = value.numpy()
        except (TypeError, RuntimeError) as exc:
            raise InputTypeError(f"checkpoint entry {name!r} (torch {value.dtype}, layout {value.layout}) cannot be "
                                 f"read as a NumPy array: {exc}") from None
    if isinstance(value, np.ma.MaskedArray):
        if np.ma.getmaskarray(value).any():
            raise InputValueError(f"checkpoint entry {name!r} is a masked array with "
                                  f"{int(np.ma.getmaskarray(value).sum())} masked entries: a weight has no masked values")
        value = value.data
    if not isinstance(value, np.ndarray):
        try:
            value = np.asarray(value)
        except Exception as exc:  # noqa: BLE001 - anything not array-like
            raise InputTypeError(f"checkpoint entry {name!r} is not an array ({type(value).__name__}: {exc})") from None
    return value


def mapped_read_only(arr):
    """True for a read-only view of a memory map (a safetensors file's tensor): it cannot change
    through any array, so the model may keep it instead of a copy."""
    base = arr
    while isinstance(base, np.ndarray):
        if base.flags.writeable:
            return False
        base = base.base
    return isinstance(base, mmap.mmap) or isinstance(base, memoryview) and isinstance(base.obj, mmap.mmap)


MAX_JSON_BYTES = 64 * 2 ** 20     # config.json and shard indices are kilobytes; this is not one


def read_json(path, what):
    """A JSON object from ``path``, or an error naming the file (one larger than :data:`MAX_JSON_BYTES`
    is refused before it is read)."""
    try:
        size = os.path.getsize(path)
        if size > MAX_JSON_BYTES:
            raise TooLargeError(f"{path}: {what} has {size:,} bytes; at most {MAX_JSON_BYTES:,} are read (a "
                                f"configuration is kilobytes)")
        with open(path, encoding="utf-8") as f:
            value = json.load(f)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputValueError(f"{path}: {what} is not valid JSON ({exc})") from None
    except OSError as exc:
        raise InputValueError(f"{path}: cannot read {what} ({exc.strerror or exc})") from None
    if not isinstance(value, dict):
        raise InputValueError(f"{path}: {what} must be a JSON object; got a {type(value).__name__}")
    return value


# ---------------------------------------------------------------------------------------- files
def read_tensors(path):
    """The tensors of one weights file; a file that cannot be read as its extension says is an
    :class:`InputValueError` naming it."""
    if not os.path.isfile(path):
        raise InputValueError(f"{path} is not a regular file (expected a .safetensors, .npz or .pt/.pth weights file)")
    try:
        return _read_tensors_unchecked(path)
    except (OSError, ValueError, EOFError, RuntimeError, zipfile.BadZipFile, pickle.UnpicklingError) as exc:
        if isinstance(exc, TheoryError):
            raise
        raise InputValueError(f"{path}: cannot read it as a weights file ({type(exc).__name__}: {exc})") from None


def _read_tensors_unchecked(path):
    ext = os.path.splitext(path)[1].lower()
    if ext == ".safetensors":
        return load_safetensors(path)
    if ext == ".npz":
        with np.load(path, allow_pickle=False) as z:
            return {k: z[k] for k in z.files}
    if ext in (".pt", ".pth", ".bin"):
        from theory.system.optional import require_torch
        torch = require_torch()
        sd = torch.load(path, map_location="cpu", weights_only=True)
        if not isinstance(sd, Mapping):
            raise InputValueError(f"{path} holds a {type(sd).__name__}, not a state dict")
        return dict(sd)
    raise InputValueError(f"{path}: unsupported weights file type {ext!r}; use .safetensors, .npz, .pt/.pth or .gguf")


def _read_shards(path, index):
    """The tensors of a sharded checkpoint: every shard the index names must exist inside ``path``,
    and each tensor must be in exactly one shard — the one the index names."""
    weight_map = read_json(index, "the shard index").get("weight_map")
    if not isinstance(weight_map, dict) or not all(isinstance(v, str) for v in weight_map.values()):
        raise InputValueError(f"{index}: 'weight_map' must map tensor names to shard file names; got {weight_map!r}"[:300])
    root = os.path.realpath(path)
    shards = {}
    for name in sorted(set(weight_map.values())):
        full = os.path.realpath(os.path.join(path, name))
        if os.path.dirname(full) != root and not full.startswith(root + os.sep):
            raise InputValueError(f"{index}: shard {name!r} is outside the checkpoint directory")
        if not os.path.isfile(full):
            raise InputValueError(f"{index}: shard {name!r} (holding e.g. "
                                  f"{next(k for k, v in weight_map.items() if v == name)!r}) does not exist in {path}")
        shards[name] = load_safetensors(full)
    tensors, where = {}, {}
    for name, shard in shards.items():
        for key in shard:
            if key in where:
                raise InputValueError(f"{index}: tensor {key!r} is in two shards, {where[key]!r} and {name!r}")
            where[key] = name
            tensors[key] = shard
    for key, name in weight_map.items():
        if where.get(key) != name:
            raise InputValueError(f"{index}: the index puts {key!r} in shard {name!r}, but "
                                  f"{'no shard holds it' if key not in where else f'it is in {where[key]!r}'}")
    extra = sorted(set(where) - set(weight_map))
    if extra:
        raise InputValueError(f"{index}: shards hold tensors the index does not list: {extra[:8]}")
    return _ShardedTensors(tensors)


class _ShardedTensors(Mapping):
    """name → array over several safetensors shards (each tensor read lazily from its shard)."""

    def __init__(self, owner):
        self._owner = owner

    def __getitem__(self, key):
        return self._owner[key][key]

    def __contains__(self, key):                     # without reading the tensor
        return key in self._owner

    def __iter__(self):
        return iter(self._owner)

    def __len__(self):
        return len(self._owner)


def read_dir(path):
    """``(config dict or None, tensors)`` of a checkpoint directory."""
    cfg_path = os.path.join(path, "config.json")
    config = None
    if os.path.exists(cfg_path):
        config = read_json(cfg_path, "config.json")
    # Hugging Face's order (from_pretrained): a file named by config.json's 'transformers_weights', then
    # model.safetensors, then the sharded index — a directory holding both is read as Hugging Face reads it
    explicit = (config or {}).get("transformers_weights")
    if explicit is not None:
        full = os.path.realpath(os.path.join(path, explicit)) if isinstance(explicit, str) else None
        root = os.path.realpath(path)
        if full is None or not full.startswith(root + os.sep):
            raise InputValueError(f"{cfg_path}: 'transformers_weights' must name a file inside {path}; got {explicit!r}")
        if explicit.endswith(".safetensors.index.json"):
            return config, _read_shards(path, full)
        return config, read_tensors(full)
    if os.path.exists(os.path.join(path, "model.safetensors")):
        return config, read_tensors(os.path.join(path, "model.safetensors"))
    index = os.path.join(path, "model.safetensors.index.json")
    if os.path.exists(index):
        return config, _read_shards(path, index)
    for name in ("model.npz", "pytorch_model.bin", "model.pt", "model.pth"):
        if os.path.exists(os.path.join(path, name)):
            return config, read_tensors(os.path.join(path, name))
    candidates = sorted(f for f in os.listdir(path) if f.endswith((".safetensors", ".npz", ".pt", ".pth")))
    if len(candidates) != 1:
        raise InputValueError(f"{path}: expected model.safetensors (or one .safetensors/.npz/.pt file); found "
                              f"{candidates or 'none'}")
    return config, read_tensors(os.path.join(path, candidates[0]))


FLAT = ("W_E", "W_pos", "W_Q", "W_K", "W_V", "W_O", "W_U")


_FLAT_BIASES = ("b_Q", "b_K", "b_V", "b_O", "b_U")


def is_flat(tensors):
    """The flat TransformerLens layout (``W_E``, ``W_Q[l, h, d, dh]``, …; no ``blocks.`` prefix)."""
    return "W_E" in tensors and "W_Q" in tensors and set(tensors) <= set(FLAT + _FLAT_BIASES)


def flat_to_state_dict(tensors, source="checkpoint"):
    """A TransformerLens state dict (``embed.W_E``, ``blocks.{l}.attn.W_Q``, …) from the flat layout
    (:meth:`~theory.circuits.AttentionOnlyModel.to_transformer_lens`: per-layer arrays stacked on a
    leading layer axis)."""
    out = {"embed.W_E": tensors["W_E"]}
    if "W_pos" in tensors:
        out["pos_embed.W_pos"] = tensors["W_pos"]
    if "W_U" in tensors:
        out["unembed.W_U"] = tensors["W_U"]
    if "b_U" in tensors:
        out["unembed.b_U"] = tensors["b_U"]
    n = np.shape(tensors["W_Q"])[0] if np.ndim(tensors["W_Q"]) == 4 else None
    if n is None:
        raise ShapeError(f"{source}: flat layout W_Q must be [layer, head, d_model, d_head]; got shape "
                         f"{np.shape(tensors['W_Q'])}")
    for k in ("W_Q", "W_K", "W_V", "W_O") + _FLAT_BIASES[:4]:
        if k in tensors:
            if np.shape(tensors[k])[:1] != (n,):
                raise ShapeError(f"{source}: flat layout {k} must have the layer axis first ({n} layers, as W_Q); "
                                 f"got shape {np.shape(tensors[k])}")
            for l in range(n):
                out[f"blocks.{l}.attn.{k}"] = tensors[k][l]
    return out


def trained_pair(path):
    """``True`` when ``path`` is one file of a ``theory train-circuits`` pair (``KEY.safetensors`` and a
    ``KEY.json`` log with the weights' SHA-256, the settings and the trainer version)."""
    stem, ext = os.path.splitext(path)
    if ext not in (".json", ".safetensors") or not (os.path.isfile(stem + ".json") and
                                                    os.path.isfile(stem + ".safetensors")):
        return False
    try:
        if os.path.getsize(stem + ".json") > 1 << 26:
            return False
        with open(stem + ".json", encoding="utf-8") as f:
            meta = json.load(f)
    except (OSError, ValueError):
        return False
    return isinstance(meta, dict) and all(k in meta for k in ("weights_sha256", "settings", "trainer_version"))
