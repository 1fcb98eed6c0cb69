r"""Read llama.cpp's GGUF files (architecture ``llama``) with the maintained ``gguf`` package (the
optional ``gguf`` extra; no torch), as a Hugging Face Llama state dict and ``config`` that
:func:`~theory.circuits.loading.from_hf_llama` assembles — the same path as a safetensors checkpoint.

* **Hyperparameters** come from the metadata: ``llama.block_count``, ``llama.embedding_length``,
  ``llama.feed_forward_length``, ``llama.attention.head_count``, ``llama.attention.head_count_kv``
  (default: ``head_count``), ``llama.attention.layer_norm_rms_epsilon``, ``llama.rope.freq_base``
  (default 10000, as llama.cpp; a float32 value is read as the shortest decimal that rounds
  to it — the converter's ``1e-05``, not ``9.99999974738e-06``), ``llama.rope.dimension_count`` and ``llama.attention.key_length`` /
  ``value_length`` (default ``embedding_length / head_count``; all three must equal the head
  size: partial rotation is not modelled), ``llama.vocab_size`` (default: ``token_embd``'s rows).
  Rope scaling (``llama.rope.scaling.type`` other than ``none``, a ``scaling.factor`` ≠ 1, a
  ``rope_freqs.weight`` tensor of llama-3 frequency factors), any other ``llama.*`` key, another
  ``general.architecture``, an unknown tensor name and a tensor type outside :data:`SUPPORTED_TYPES`
  are refused by name before any tensor is read.  Rope scaling keys are read as llama.cpp's
  ``load_hparams`` reads them: a ``scaling.factor`` of 0 means none, type ``none`` never scales,
  and ``rope.scaling.attn_factor`` ≠ 1 (it multiplies the rotated queries and keys) is refused.
* **Hostile files.** Before ``gguf.GGUFReader`` runs, :func:`_check_header` checks every count and
  length of the header against the bytes left in the file (the reader loops over a metadata
  array's declared length, past the end of the file), and caps metadata array elements
  (:data:`MAX_METADATA_ITEMS`) and tensors (:data:`MAX_TENSORS`); ``block_count`` is checked
  against the tensors present before the per-layer expectations are built.  Each tensor's data must
  start where llama.cpp's ``gguf_init_from_file`` requires it (:func:`_check_offsets`: a multiple of
  ``general.alignment``, default 32, in table order, each padded to the alignment — the reader
  would take a misaligned tensor from shifted bytes), and a ``tokenizer.ggml.tokens`` list must have
  one string per row of ``token_embd`` (llama.cpp sizes the embedding by it).  A big-endian file is
  read where its tensors are F32/F16 (the reader swaps them); its quantized and BF16 tensors are
  refused (the byte order inside their blocks depends on the tool that wrote them).
* **Tensor names** (``convert_hf_to_gguf.py`` / ``gguf.tensor_mapping``): ``token_embd`` →
  ``model.embed_tokens``, ``output_norm`` → ``model.norm``, ``output`` → ``lm_head`` (absent:
  tied embeddings), ``blk.{l}.attn_norm/attn_q/attn_k/attn_v/attn_output/ffn_norm/ffn_gate/ffn_up/
  ffn_down`` → ``model.layers.{l}.input_layernorm/self_attn.q_proj/…/mlp.down_proj``, ``{l}`` in
  llama.cpp's spelling only (ASCII digits, no leading zero: ``blk.01.``, ``blk.١.`` are refused, not
  read as layer 1), and a second tensor for one Hugging Face name is refused naming both.  GGUF
  lists dimensions innermost first; the reader's NumPy arrays have the usual row-major shape
  ``[out, in]`` of ``nn.Linear``.
* **Rotary permutation.** ``convert_hf_to_gguf.py`` (``LlamaModel.permute``) reorders the rows of
  ``q_proj`` (with ``n_head``) and ``k_proj`` (with ``n_head_kv``) from Hugging Face's
  rotate-half layout to llama.cpp's interleaved pairs:
  ``w.reshape(n, 2, dh/2, …).swapaxes(1, 2).reshape(w.shape)``, i.e. row ``h·dh + i·dh/2 + j`` of
  Hugging Face is row ``h·dh + 2j + i`` of the file.  :func:`unpermute` inverts it
  (``w.reshape(n, dh/2, 2, …).swapaxes(1, 2)``), so the Hugging Face rotary convention of
  :class:`~.transformer.Rotary` applies unchanged.  Every ``llama`` GGUF is in the interleaved
  layout, whatever wrote it (llama.cpp rotates ``llama`` with its NORM, adjacent-pair rope; the
  converter's ``MistralModel``, reading Mistral's own interleaved weights, writes them unpermuted
  with ``undo_permute = False``), so the rows are always un-permuted here.
* **Dequantization** (``gguf.quants.dequantize``) happens tensor by tensor when the assembly asks
  for it (:class:`GGUFTensors`, a lazy mapping like the safetensors reader): F32 and F16 tensors
  are read-only views of the memory-mapped file (kept as stored, like a safetensors file's);
  BF16 and quantized tensors become float32 arrays, one at a time — the model's own copy, never
  a second full one.  The memory needed (float64 attention weights, float32 dequantized MLP and
  embedding matrices) is estimated from the metadata and refused before any tensor is read.
"""
from __future__ import annotations

import os
import re
from collections.abc import Mapping

import numpy as np

from theory.errors import InputTypeError, InputValueError, ShapeError, TheoryError, TooLargeError

ARCHITECTURE = "llama"
#: GGML tensor types read (dequantized by ``gguf.quants.dequantize``; F32/F16 mapped as stored)
SUPPORTED_TYPES = ("F32", "F16", "BF16", "Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q8_0", "Q2_K", "Q3_K", "Q4_K", "Q5_K", "Q6_K")
_MAPPED = ("F32", "F16")                     # read as views of the file, no copy

_GLOBAL = {"token_embd.weight": "model.embed_tokens.weight", "output_norm.weight": "model.norm.weight",
           "output.weight": "lm_head.weight"}
_LAYER = {"attn_norm.weight": "input_layernorm.weight", "attn_q.weight": "self_attn.q_proj.weight",
          "attn_k.weight": "self_attn.k_proj.weight", "attn_v.weight": "self_attn.v_proj.weight",
          "attn_output.weight": "self_attn.o_proj.weight", "ffn_norm.weight": "post_attention_layernorm.weight",
          "ffn_gate.weight": "mlp.gate_proj.weight", "ffn_up.weight": "mlp.up_proj.weight",
          "ffn_down.weight": "mlp.down_proj.weight"}
_BIASES = {"attn_q.bias": "self_attn.q_proj.bias", "attn_k.bias": "self_attn.k_proj.bias",
           "attn_v.bias": "self_attn.v_proj.bias", "attn_output.bias": "self_attn.o_proj.bias"}
# a layer index as llama.cpp writes and looks it up (``blk.%d.``): ASCII digits, no sign, no leading zero.
# ``\d+`` and ``int()`` also take ``01``, ``00`` and non-ASCII digits (``١``): other names for the gguf
# reader, the same layer here — a second tensor for one weight.
_BLOCK = re.compile(r"blk\.(0|[1-9][0-9]*)\.(.+)")
_ANY_BLOCK = re.compile(r"blk\.([^.]*)\.(.+)")

# llama.* metadata keys read below, and those that change nothing the model computes
_READ = {"block_count", "embedding_length", "feed_forward_length", "attention.head_count", "attention.head_count_kv",
         "attention.layer_norm_rms_epsilon", "rope.freq_base", "rope.dimension_count", "attention.key_length",
         "attention.value_length", "vocab_size", "context_length"}
_ROPE_SCALING = "rope.scaling."
# rope.scaling.* keys understood: type, factor and attn_factor are checked above; the context lengths
# only matter to YaRN (refused by type)
_ROPE_SCALING_KEYS = {"type", "factor", "attn_factor", "original_context_length", "finetuned"}


def unpermute(w, n_head):
    """Undo ``convert_hf_to_gguf.py``'s ``LlamaModel.permute(w, n_head)`` on the rows of ``w``
    (a ``q_proj``/``k_proj`` weight ``[n_head·dh, d]`` or bias ``[n_head·dh]``).

    >>> w = np.arange(8).reshape(8, 1)          # one head, dh = 8: HF rows 0..7
    >>> llama_cpp = w.reshape(1, 2, 4, 1).swapaxes(1, 2).reshape(w.shape)   # the converter's permute
    >>> llama_cpp.ravel().tolist(), unpermute(llama_cpp, 1).ravel().tolist()
    ([0, 4, 1, 5, 2, 6, 3, 7], [0, 1, 2, 3, 4, 5, 6, 7])
    """
    return w.reshape(n_head, w.shape[0] // n_head // 2, 2, *w.shape[1:]).swapaxes(1, 2).reshape(w.shape)


#: metadata array elements read at most (the reader makes a NumPy object per element: ~200 bytes
#: each).  Real files hold a tokenizer of 32k–262k tokens, their scores, types and merges: ≲ 2M.
MAX_METADATA_ITEMS = 2 ** 22
#: tensors read at most (a llama of L blocks has 9·L + 3; 126 blocks is 1137)
MAX_TENSORS = 2 ** 16
MAX_ARRAY_NESTING = 4
_SCALAR_BYTES = {0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8}   # GGUFValueType → bytes
_STRING, _ARRAY = 8, 9


def _check_header(path, size):
    """Walk the header's counts and lengths (without building anything) and refuse, naming the
    field, a count or length that the bytes left in the file cannot hold, more than
    :data:`MAX_TENSORS` tensors or :data:`MAX_METADATA_ITEMS` metadata array elements — before
    ``gguf.GGUFReader`` loops over them (it builds one NumPy object per element, and an array of
    numbers declared longer than the file makes it loop without end)."""
    import mmap
    import struct
    def bad(msg):
        return InputValueError(f"{path}: cannot read it as a GGUF file: {msg}")

    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as m:
        if m[:4] != b"GGUF" or size < 24:
            return                                   # the reader names what is wrong
        order = ">" if struct.unpack_from("<I", m, 4)[0] & 0xFFFF == 0 else "<"
        n_tensors, n_kv = struct.unpack_from(order + "QQ", m, 8)
        if n_tensors > size // 24:
            raise bad(f"header declares {n_tensors:,} tensors; a file of {size:,} bytes holds at most {size // 24:,} "
                      "(truncated or not GGUF?)")
        if n_tensors > MAX_TENSORS:
            raise TooLargeError(f"{path}: header declares {n_tensors:,} tensors; at most {MAX_TENSORS:,} are read (a "
                                "llama of L blocks has 9·L + 3)")
        if n_kv > size // 13:
            raise bad(f"header declares {n_kv:,} metadata entries; a file of {size:,} bytes holds at most "
                      f"{size // 13:,} (truncated or not GGUF?)")
        offs, items = 24, [0]

        def need(n, what):
            if n > size - offs:
                raise bad(f"{what} needs {n:,} bytes at offset {offs:,}; the file has {size - offs:,} left "
                          "(truncated or corrupt)")

        def u(fmt, n, what):
            nonlocal offs
            need(n, what)
            v = struct.unpack_from(order + fmt, m, offs)[0]
            offs += n
            return v

        def string(what):
            nonlocal offs
            n = u("Q", 8, f"the length of {what}")
            need(n, f"{what} ({n:,} bytes)")
            offs += n

        def value(vtype, key, depth=0):
            nonlocal offs
            if vtype in _SCALAR_BYTES:
                need(_SCALAR_BYTES[vtype], f"metadata {key!r}")
                offs += _SCALAR_BYTES[vtype]
            elif vtype == _STRING:
                string(f"metadata {key!r}")
            elif vtype == _ARRAY:
                if depth >= MAX_ARRAY_NESTING:
                    raise bad(f"metadata {key!r} nests arrays more than {MAX_ARRAY_NESTING} deep (GGUF metadata "
                              "arrays are flat or nested once)")
                etype, count = u("I", 4, f"metadata {key!r}"), u("Q", 8, f"metadata {key!r}")
                least = _SCALAR_BYTES.get(etype, 8 if etype == _STRING else 12)
                need(count * least, f"metadata {key!r} (an array of {count:,} elements)")
                items[0] += count
                if items[0] > MAX_METADATA_ITEMS:
                    raise TooLargeError(f"{path}: metadata {key!r} brings the metadata arrays to {items[0]:,} elements; "
                                        f"at most {MAX_METADATA_ITEMS:,} are read (a tokenizer has a few hundred thousand)")
                if etype in _SCALAR_BYTES:
                    offs += count * least
                else:
                    for _ in range(count):
                        value(etype, key, depth + 1)
            else:
                raise bad(f"metadata {key!r} has value type {vtype}, which GGUF does not define (expected 0–12)")

        for i in range(n_kv):
            start = offs
            string(f"metadata key #{i}")
            key = bytes(m[start + 8:offs]).decode("utf-8", "replace")
            value(u("I", 4, f"metadata {key!r}"), key)


_READERS = {}


def _reader_class(gguf):
    """``gguf.GGUFReader`` reading its header through a plain NumPy view of the file's memory map
    instead of the ``np.memmap`` itself: the reader slices the map once per metadata value and per
    tokenizer entry (~250 000 slices for a 49 152-token vocabulary with its merges), and every slice
    of an ``np.memmap`` runs ``memmap.__array_finalize__`` — 10 s of a 14 s load.  The same bytes,
    the same fields and tensors (views of the same map), 10× faster."""
    cls = _READERS.get(gguf.GGUFReader)
    if cls is None:
        class _Reader(gguf.GGUFReader):
            def _get(self, offset, dtype, count=1, override_order=None):
                plain = self.__dict__.get("_plain")
                if plain is None or plain.base is None:
                    plain = self.__dict__["_plain"] = self.data.view(np.ndarray)
                count = int(count)
                dtype = np.dtype(dtype)
                arr = plain[offset:offset + dtype.itemsize * count].view(dtype=dtype)[:count]
                return arr.view(arr.dtype.newbyteorder(self.byte_order if override_order is None else override_order))

        cls = _READERS[gguf.GGUFReader] = _Reader
    return cls


#: elements dequantized per call of a block format's vectorised ``dequantize_blocks``
DEQUANTIZE_CHUNK = 1 << 22


def dequantize(gguf, data, qtype):
    """``gguf.quants.dequantize(data, qtype)`` (float32, the same numbers), with the format's own
    vectorised ``dequantize_blocks`` applied to chunks of :data:`DEQUANTIZE_CHUNK` elements instead of
    ``gguf``'s groups of 16 rows (a Python call, an ``array_split`` and a copy per 16 rows: 2 s of a
    135M-parameter Q8_0 file's load).  Formats ``gguf`` keeps no block class for fall back to it."""
    cls = getattr(gguf.quants, "_type_traits", {}).get(qtype)
    if cls is None or not hasattr(cls, "dequantize_blocks") or data.dtype != np.uint8 or data.ndim < 1:
        return gguf.quants.dequantize(data, qtype)
    block, size = gguf.GGML_QUANT_SIZES[qtype]
    if data.shape[-1] % size:
        return gguf.quants.dequantize(data, qtype)      # its own error for a row that is not whole blocks
    if hasattr(cls, "init_grid"):
        cls.init_grid()
    blocks = np.ascontiguousarray(data).reshape(-1, size)
    out = np.empty(blocks.shape[0] * block, dtype=np.float32)
    step = max(1, DEQUANTIZE_CHUNK // block)
    for i in range(0, blocks.shape[0], step):
        part = cls.dequantize_blocks(blocks[i:i + step])
        out[i * block:i * block + part.size] = part.ravel()
    return out.reshape(*data.shape[:-1], data.shape[-1] // size * block)


def open_gguf(path, gguf):
    if not os.path.isfile(path):
        raise InputValueError(f"{path} is not a regular file (expected a llama.cpp .gguf file)")
    try:
        size = os.path.getsize(path)
        if size:
            _check_header(path, size)
        return _reader_class(gguf)(path, "r")
    except TheoryError:
        raise
    except (ValueError, KeyError, IndexError, TypeError, OSError, UnicodeDecodeError, OverflowError) as exc:
        raise InputValueError(f"{path}: cannot read it as a GGUF file ({type(exc).__name__}: {exc}); expected a "
                              "complete llama.cpp GGUF file (truncated or not GGUF?)") from None


class Meta:
    """Typed access to a GGUF file's metadata, with errors naming the key."""

    def __init__(self, reader, path, gguf):
        self.fields, self.path, self.T = reader.fields, path, gguf.GGUFValueType

    def _scalar(self, key):
        f = self.fields[key]
        if not f.types or f.types[0] in (self.T.ARRAY,):
            raise InputValueError(f"{self.path}: metadata {key!r} must be a single value; got an array "
                                  f"(per-layer values are not modelled)")
        try:
            return f.contents(), f.types[0]
        except UnicodeDecodeError as exc:
            raise InputValueError(f"{self.path}: metadata {key!r} is not valid UTF-8 text ({exc})") from None

    def has(self, key):
        return key in self.fields

    def string(self, key, default=None):
        if key not in self.fields:
            return default
        v, t = self._scalar(key)
        if t != self.T.STRING:
            raise InputTypeError(f"{self.path}: metadata {key!r} must be a string; got {t.name} {v!r}")
        return v

    def integer(self, key, default=None, minimum=1):
        if key not in self.fields:
            if default is None:
                raise InputValueError(f"{self.path}: GGUF metadata is missing {key!r} (an integer ≥ {minimum})")
            return default
        v, t = self._scalar(key)
        if t in (self.T.STRING, self.T.BOOL, self.T.FLOAT32, self.T.FLOAT64) or int(v) < minimum:
            raise InputValueError(f"{self.path}: metadata {key!r} must be an integer ≥ {minimum}; got {t.name} {v!r}")
        return int(v)

    def real(self, key, default=None, minimum=None):
        """A finite number > 0 (≥ ``minimum`` where given)."""
        bound = "> 0" if minimum is None else f"≥ {minimum:g}"
        if key not in self.fields:
            if default is None:
                raise InputValueError(f"{self.path}: GGUF metadata is missing {key!r} (a finite number {bound})")
            return float(default)
        v, t = self._scalar(key)
        if t in (self.T.STRING, self.T.BOOL) or not np.isfinite(float(v)) or (
                float(v) <= 0 if minimum is None else float(v) < minimum):
            raise InputValueError(f"{self.path}: metadata {key!r} must be a finite number {bound}; got {t.name} {v!r}")
        if t == self.T.FLOAT32:        # the shortest decimal that is this float32: 1e-05, not 9.99999974738e-06
            return float(str(np.float32(v)))
        return float(v)


def _check_rope_scaling(meta, a, path):
    """Refuse every rope scaling llama.cpp would apply (the model here rotates with ``rope.freq_base``
    alone, as Hugging Face's default rotary embedding).  As llama.cpp's ``load_hparams`` reads them:
    the type defaults to ``linear``; the factor is ``rope.scaling.factor`` (else the older
    ``rope.scale_linear``), and 0 or absent means no scaling; type ``none`` never scales; and
    ``rope.scaling.attn_factor`` multiplies the rotated queries and keys whatever the type."""
    kind = meta.string(f"{a}.rope.scaling.type")
    key = next((k for k in (f"{a}.rope.scaling.factor", f"{a}.rope.scale_linear") if meta.has(k)), None)
    factor = meta.real(key, minimum=0.0) if key else 0.0
    if kind not in (None, "none", "linear"):
        raise InputValueError(f"{path}: metadata '{a}.rope.scaling.type' = {kind!r}: rope scaling is not modelled "
                              "(expected absent, 'none', or 'linear' with factor 1)")
    if kind != "none" and factor not in (0.0, 1.0):
        raise InputValueError(f"{path}: metadata '{a}.rope.scaling.type' = {kind or 'linear (absent)'!r} with {key!r} = "
                              f"{factor!r}: rope scaling is not modelled (expected a factor absent, 0 or 1; or scaling "
                              "type 'none')")
    attn = f"{a}.rope.scaling.attn_factor"
    if meta.has(attn) and meta.real(attn) != 1.0:
        raise InputValueError(f"{path}: metadata {attn!r} = {meta.real(attn)!r} scales the rotated queries and keys "
                              "(llama.cpp's rope attn_factor); not modelled (expected absent or 1)")
    for key in meta.fields:
        rest = key[len(a) + len(".rope.scaling."):]
        if key.startswith(f"{a}.rope.scaling.") and rest not in _ROPE_SCALING_KEYS:
            raise InputValueError(f"{path}: metadata {key!r} is not modelled (rope scaling keys read: "
                                  f"{', '.join(sorted(_ROPE_SCALING_KEYS))}); refusing to ignore it")


def _canonical_hint(name):
    """``: 'blk.1.attn_q.weight'`` for ``blk.01.attn_q.weight`` (or ``blk.١.…``), where the index reads as
    a number at all; else nothing."""
    match = _ANY_BLOCK.fullmatch(name)
    try:
        return f": {'blk.%d.' % int(match.group(1)) + match.group(2)!r}"
    except ValueError:
        return ""


def _check_token_list(meta, V, path):
    """A token list present must have one entry per row of ``token_embd`` (llama.cpp builds the
    embedding with one row per listed token and refuses a file where they differ)."""
    key = "tokenizer.ggml.tokens"
    if not meta.has(key):
        return
    f = meta.fields[key]
    if len(f.types) != 2 or f.types[0] != meta.T.ARRAY or f.types[1] != meta.T.STRING:
        raise InputValueError(f"{path}: metadata {key!r} must be an array of token strings; got "
                              f"{' of '.join(t.name for t in f.types) or 'no value'}")
    if len(f.data) != V:
        raise InputValueError(f"{path}: metadata {key!r} lists {len(f.data):,} tokens; the token embedding "
                              f"'token_embd.weight' has {V:,} rows (vocab_size) — llama.cpp refuses such a file")


def _check_offsets(reader, path):
    """Each tensor's data where llama.cpp's ``gguf_init_from_file`` requires it: at a multiple of
    ``general.alignment`` (default 32), in the order of the tensor table, each tensor's bytes padded
    to the alignment — so no tensor is read from shifted bytes, and no two overlap."""
    align = int(reader.alignment)
    which = f"general.alignment = {align}" + ("" if "general.alignment" in reader.fields else " (the default)")
    at = 0
    for t in reader.tensors:
        offset = int(t.data_offset) - int(reader.data_offset)
        if offset % align:
            raise InputValueError(f"{path}: tensor {t.name!r} has data offset {offset:,}, not a multiple of {which}; "
                                  "llama.cpp refuses such a file (its data would be read from shifted bytes)")
        if offset != at:
            raise InputValueError(f"{path}: tensor {t.name!r} has data offset {offset:,}; llama.cpp's layout (tensors "
                                  f"in the order of the table, each padded to {which}) puts it at {at:,} — its data "
                                  "would overlap another tensor's or follow a gap; llama.cpp refuses such a file")
        at += -(-int(t.n_bytes) // align) * align


def read_gguf(path):
    """``(tensors, config, info)`` of a llama GGUF file: a lazy mapping with Hugging Face Llama names
    (:class:`GGUFTensors`), the Hugging Face config dict :func:`~theory.circuits.loading.from_hf_llama` reads, and
    ``info`` (``types``: GGML type name → tensor count; ``stored_bytes``: float32 bytes that
    dequantizing the MLP and embedding matrices will hold).  Everything not modelled is refused
    here, before any tensor's data is read."""
    from theory.system.optional import require_gguf
    gguf = require_gguf()
    reader = open_gguf(path, gguf)
    meta = Meta(reader, path, gguf)
    arch = meta.string("general.architecture")
    if arch is None:
        raise InputValueError(f"{path}: GGUF metadata is missing 'general.architecture' (expected {ARCHITECTURE!r})")
    if arch != ARCHITECTURE:
        raise InputValueError(f"{path}: metadata 'general.architecture' = {arch!r} is not supported; expected "
                              f"{ARCHITECTURE!r} (llama.cpp's Llama family: rotary, RMSNorm, SwiGLU, grouped-query)")
    a = ARCHITECTURE
    for key in reader.fields:
        if key.startswith(a + "."):
            rest = key[len(a) + 1:]
            if rest in _READ or rest.startswith(_ROPE_SCALING) or rest == "rope.scale_linear":
                continue
            if rest in ("expert_count", "expert_used_count") and meta.integer(key, minimum=0) == 0:
                continue
            raise InputValueError(f"{path}: metadata {key!r} is not modelled for architecture {a!r} (known: "
                                  f"{', '.join(sorted(a + '.' + k for k in _READ))}); refusing to ignore it")
    _check_rope_scaling(meta, a, path)
    L = meta.integer(f"{a}.block_count")
    d = meta.integer(f"{a}.embedding_length")
    m = meta.integer(f"{a}.feed_forward_length")
    H = meta.integer(f"{a}.attention.head_count")
    Hkv = meta.integer(f"{a}.attention.head_count_kv", H)
    if H % Hkv:
        raise InputValueError(f"{path}: metadata '{a}.attention.head_count' = {H} is not a multiple of "
                              f"'{a}.attention.head_count_kv' = {Hkv}")
    if not meta.has(f"{a}.attention.key_length") and d % H:
        raise InputValueError(f"{path}: metadata '{a}.embedding_length' = {d} is not a multiple of "
                              f"'{a}.attention.head_count' = {H}, and '{a}.attention.key_length' (the head size) is absent")
    dh = meta.integer(f"{a}.attention.key_length", d // H)
    for key in (f"{a}.attention.value_length", f"{a}.rope.dimension_count"):
        got = meta.integer(key, dh)
        if got != dh:
            raise InputValueError(f"{path}: metadata {key!r} = {got} differs from the head size {dh} (key_length, or "
                                  f"embedding_length / head_count): {'partial rotation' if 'rope' in key else 'a value size unlike the key size'} is not modelled")
    if dh % 2:
        raise InputValueError(f"{path}: head size {dh} is odd; rotary pairs need an even head size")

    tensors = {t.name: t for t in reader.tensors}
    if len(tensors) != len(reader.tensors):          # gguf 0.19's reader refuses it first; not every version does
        seen = set()
        twice = next(t.name for t in reader.tensors if t.name in seen or seen.add(t.name))
        raise InputValueError(f"{path}: tensor {twice!r} appears twice in the tensor table; refusing to choose one")
    if "token_embd.weight" not in tensors:
        raise InputValueError(f"{path} is missing tensor 'token_embd.weight' (the token embedding)")
    if len(tensors) < len(_LAYER) * L + 2:
        raise InputValueError(f"{path}: metadata '{a}.block_count' = {L} needs at least {len(_LAYER) * L + 2} tensors "
                              f"({len(_LAYER)} per block, token_embd, output_norm); the file has {len(tensors)}")
    emb_dims = tensors["token_embd.weight"].shape.tolist()
    if len(emb_dims) != 2:
        raise ShapeError(f"{path}: tensor 'token_embd.weight' must have 2 dimensions (vocab_size, embedding_length); "
                         f"got shape {tuple(reversed(emb_dims))}")
    V = meta.integer(f"{a}.vocab_size", int(emb_dims[-1]))
    hf, kinds = {}, {}
    big_endian = reader.endianess == gguf.GGUFEndian.BIG
    for name, t in tensors.items():
        ttype = t.tensor_type.name
        if name == "rope_freqs.weight":
            raise InputValueError(f"{path}: tensor 'rope_freqs.weight' (llama-3 rope frequency factors): rope scaling "
                                  "is not modelled")
        if name in _GLOBAL:
            key = _GLOBAL[name]
        else:
            match = _BLOCK.fullmatch(name)
            if not match and _ANY_BLOCK.fullmatch(name):
                raise InputValueError(f"{path}: tensor {name!r}: the layer index {_ANY_BLOCK.fullmatch(name).group(1)!r} "
                                      "is not canonical (llama.cpp names and looks up layer tensors as 'blk.%d.…': "
                                      f"ASCII digits, no sign, no leading zero{_canonical_hint(name)}); another "
                                      "spelling would be a second tensor for one layer's weight")
            part = match and match.group(2)
            if not match or part not in _LAYER and part not in _BIASES or int(match.group(1)) >= L:
                raise InputValueError(f"{path}: tensor {name!r} is not a parameter of the {a!r} architecture as modelled "
                                      f"here ({L} blocks of {', '.join(_LAYER)}); refusing to drop it")
            key = f"model.layers.{int(match.group(1))}.{(_LAYER | _BIASES)[part]}"
        if key in hf:
            raise InputValueError(f"{path}: tensors {hf[key]!r} and {name!r} are both read as {key!r}; refusing to "
                                  "choose one (a file has one tensor per weight)")
        hf[key] = name
        if ttype not in SUPPORTED_TYPES:
            raise InputValueError(f"{path}: tensor {name!r} has GGML type {ttype}, which is not supported; "
                                  f"supported: {', '.join(SUPPORTED_TYPES)}")
        if big_endian and ttype not in _MAPPED:
            raise InputValueError(f"{path}: tensor {name!r} is {ttype} in a big-endian GGUF file: the byte order "
                                  "inside its blocks (scales, bfloat16 values) is not settled (gguf's writer keeps quantized blocks as "
                                  "given, gguf_convert_endian.py swaps their scales), so its weights could be read "
                                  "wrong; F32 and F16 tensors of a big-endian file are read (convert the file to "
                                  "little-endian with gguf_convert_endian.py)")
        kinds[ttype] = kinds.get(ttype, 0) + 1
    _check_token_list(meta, V, path)
    _check_offsets(reader, path)
    expected = {"token_embd.weight": ((V, d), "(vocab_size, embedding_length)"),
                "output_norm.weight": ((d,), "(embedding_length,)"),
                "output.weight": ((V, d), "(vocab_size, embedding_length)")}
    per_layer = {"attn_norm.weight": (d,), "attn_q.weight": (H * dh, d), "attn_k.weight": (Hkv * dh, d),
                 "attn_v.weight": (Hkv * dh, d), "attn_output.weight": (d, H * dh), "ffn_norm.weight": (d,),
                 "ffn_gate.weight": (m, d), "ffn_up.weight": (m, d), "ffn_down.weight": (d, m),
                 "attn_q.bias": (H * dh,), "attn_k.bias": (Hkv * dh,), "attn_v.bias": (Hkv * dh,), "attn_output.bias": (d,)}
    biased = any(_BLOCK.fullmatch(n).group(2) in _BIASES for n in tensors if _BLOCK.fullmatch(n))
    for l in range(L):
        for part, shape in per_layer.items():
            if part in _BIASES and not biased:
                continue
            expected[f"blk.{l}.{part}"] = (shape, "(from the metadata: head_count·head size, embedding_length, "
                                                  "feed_forward_length)")
    for name, (shape, meaning) in expected.items():
        if name not in tensors:
            if name == "output.weight":
                continue                     # tied to token_embd, as llama.cpp reads it
            raise InputValueError(f"{path} is missing tensor {name!r} (shape {shape} {meaning})"
                                  + (" — attention biases are all present or none" if name.endswith(".bias") else ""))
        got = tuple(int(x) for x in reversed(tensors[name].shape.tolist()))
        if got != shape:
            raise ShapeError(f"{path}: tensor {name!r} must have shape {shape} {meaning}; got {got}")
    stored = sum(4 * int(t.n_elements) for n, t in tensors.items() if t.tensor_type.name not in _MAPPED
                 and (n == "token_embd.weight" or n.rsplit(".", 2)[-2] in ("ffn_gate", "ffn_up", "ffn_down")))
    config = {"model_type": "llama", "hidden_size": d, "num_attention_heads": H, "num_key_value_heads": Hkv,
              "num_hidden_layers": L, "intermediate_size": m, "vocab_size": V, "head_dim": dh, "hidden_act": "silu",
              "rms_norm_eps": meta.real(f"{a}.attention.layer_norm_rms_epsilon"),
              "rope_theta": meta.real(f"{a}.rope.freq_base", 10000.0),
              "tie_word_embeddings": "output.weight" not in tensors, "attention_bias": biased}
    if meta.has(f"{a}.context_length"):
        config["max_position_embeddings"] = meta.integer(f"{a}.context_length")
    info = {"types": dict(sorted(kinds.items())), "stored_bytes": stored}
    return GGUFTensors(path, gguf, hf, tensors, {"q_proj": H, "k_proj": Hkv}), config, info


class GGUFTensors(Mapping):
    """Hugging Face name → array over a GGUF file, dequantized (and, for ``q_proj``/``k_proj``,
    un-permuted) when it is accessed; F32/F16 tensors are read-only views of the file's map."""

    def __init__(self, path, gguf, names, tensors, heads):
        self.path, self._gguf, self._names, self._tensors, self._heads = path, gguf, names, tensors, heads

    def gguf_name(self, key):
        return self._names[key]

    def __getitem__(self, key):
        name = self._names[key]
        t = self._tensors[name]
        try:
            if t.tensor_type.name in _MAPPED:
                arr = t.data                              # typed read-only view of the memory map
            else:
                arr = dequantize(self._gguf, t.data, t.tensor_type)
        except (ValueError, TypeError, NotImplementedError, AssertionError) as exc:
            raise InputValueError(f"{self.path}: cannot dequantize tensor {name!r} ({t.tensor_type.name}): "
                                  f"{type(exc).__name__}: {exc}") from None
        proj = key.rsplit(".", 2)[-2]
        if proj in self._heads:
            arr = unpermute(arr, self._heads[proj])
        return arr

    def __contains__(self, key):                     # without reading the tensor
        return key in self._names

    def __iter__(self):
        return iter(self._names)

    def __len__(self):
        return len(self._names)


def gguf_note(path, info):
    """One line for :attr:`Transformer.notes`: what was read and how."""
    types = ", ".join(f"{k} ×{v}" for k, v in info["types"].items())
    return (f"read from GGUF {os.path.basename(path)} (tensor types {types}; dequantized with gguf.quants, tensor by "
            "tensor); q/k rows un-permuted from llama.cpp's interleaved rotary layout")


def from_gguf(path, *, center_unembed=False, attn_scale=None):
    """A llama.cpp GGUF file (architecture ``llama``; F32, F16, BF16, legacy and K-quants) →
    :class:`~theory.circuits.models.transformer.Transformer`, through :func:`from_hf_llama` (see this module for the names, the
    metadata read, the rotary row permutation undone and what is refused).  Needs the ``gguf`` extra."""
    from theory.circuits.formats.fold import check_memory
    from theory.circuits.formats.huggingface import from_hf_llama
    path = os.fspath(path)
    tensors, config, info = read_gguf(path)
    check_memory(path, layers=config["num_hidden_layers"], heads=config["num_attention_heads"],
                  d_head=config["head_dim"], d_model=config["hidden_size"], n_vocab=config["vocab_size"],
                  untied=not config["tie_word_embeddings"], stored_bytes=info["stored_bytes"])
    model = from_hf_llama(tensors, config, center_unembed=center_unembed, source=path, attn_scale=attn_scale)
    model.notes = model.notes + (gguf_note(path, info),)
    return model
