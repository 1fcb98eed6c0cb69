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
  the ``gguf`` package as a Llama state dict, dequantized tensor by tensor (:mod:`.gguf_io`).

Also read: the flat TransformerLens layout of the tours and of
:meth:`~theory.circuits.AttentionOnlyModel.to_transformer_lens` (``W_E``, ``W_pos``,
``W_Q[layer, head, d_model, d_head]``, …, ``W_U`` as the keys of a ``.npz`` or ``.safetensors``
file, scores divided by √d_head), and what ``theory train-circuits`` writes — a model-cache entry
or a trained checkpoint (``KEY.safetensors`` + ``KEY.json``; either file's path, or for
``theory analyse`` a shipped checkpoint's name or a cache key, :func:`resolve_name`), loaded with
its SHA-256 checked and in its analysis form (:func:`from_trained`).

What happens to every parameter (see :mod:`.transformer` for the conventions): the attention
scale is folded into ``W_Q``/``b_Q``; LayerNorm/RMSNorm weights and biases are folded as
TransformerLens' ``fold_ln`` and ``center_writing_weights`` do; ``b_V`` is folded into ``b_O``
(exact: attention rows sum to 1, so the value bias adds ``W_O b_V`` at every position, as
TransformerLens' ``fold_value_biases``); ``b_Q, b_K, b_O, b_U`` and MLP biases are kept and
used by the forward pass, and :attr:`Transformer.notes` says which weight-based analyses ignore
them.  Buffers that are not parameters (causal masks, rotary tables) are ignored and listed in
the notes; any other unexpected key is an error naming it.  Missing keys, wrong shapes and
NaN/inf weights are errors naming the key and the expected shape.

Memory: a ``.safetensors`` file is memory-mapped.  Attention weights are copied to float64 and
folded; MLP weights are kept as read-only views of the map (scanned for NaN/inf, not copied);
a float32 (or narrower) embedding, or a float64 one mapped from the file, is kept as stored
(:class:`~.transformer.FoldedEmbedding`; never centred in place)
and a tied unembedding as the description of its fold (:class:`~.transformer.TiedUnembedding`):
their float64 matrices are built only when the forward pass reads them.
"""
from __future__ import annotations

import os
import re
from collections.abc import Mapping

import numpy as np

from theory.errors import InputTypeError, InputValueError, ShapeError, TooLargeError
from theory.validation import memory_budget  # noqa: F401  (the loader's budget; tests patch it here)
from theory.validation import finite_array
from theory.circuits.formats.hints import live_model_message, missing_checkpoint_message
from theory.circuits.formats.reading import (_FLAT, _is_flat, _mapped_read_only, _read_dir, _read_json, _read_tensors, _to_numpy,
                      _trained_pair, flat_to_state_dict)
from theory.circuits.models.transformer import ACTIVATIONS, MLP, FoldedEmbedding, Rotary, TiedUnembedding, Transformer

SUPPORTED = "TransformerLens state dicts, Hugging Face 'gpt2' and 'llama' checkpoints, llama.cpp GGUF files (llama)"
_IGNORED_BUFFERS = (re.compile(r"(.*\.)?h\.\d+\.attn\.(masked_)?bias$"), re.compile(r".*\.attn\.(mask|IGNORE)$"),
                    re.compile(r".*rotary_emb\.inv_freq$"), re.compile(r".*\.(rotary_sin|rotary_cos)$"))


class _Weights:
    """Key access with the checks every loader needs; remembers which keys were used."""

    def __init__(self, tensors, where):
        self.t, self.where, self.used = tensors, where, set()

    def has(self, key):
        return key in self.t

    def get(self, key, shape, meaning="", stored=False):
        """A fresh float64 copy the loader owns (``stored=True``: the stored float dtype, for MLP
        weights — and, when the tensor is a read-only view of a memory-mapped file, that view
        itself: nothing is copied, pages are read when the forward pass uses them)."""
        if key not in self.t:
            raise InputValueError(f"{self.where} is missing key {key!r} (expected shape {shape}{meaning})")
        raw = _to_numpy(key, self.t[key])
        if tuple(raw.shape) != tuple(shape):
            raise ShapeError(f"{self.where}: key {key!r} must have shape {tuple(shape)}{meaning}; got {tuple(raw.shape)}")
        if raw.dtype.kind not in "fiu":
            raise InputTypeError(f"{self.where}: key {key!r} must hold real numbers; got dtype {raw.dtype}")
        self.used.add(key)
        dtype = raw.dtype if stored and raw.dtype.kind == "f" else np.float64
        arr = raw if stored and dtype == raw.dtype and _mapped_read_only(raw) else np.array(raw, dtype=dtype)
        with np.errstate(over="ignore", invalid="ignore"):
            total = arr.sum()              # a NaN/inf entry always makes the sum non-finite (an overflowing
        if np.isfinite(total):             # sum of finite entries goes to the exact check below)
            return arr
        return finite_array(f"{self.where}: key {key!r}", arr, dtype=dtype)   # names the first bad entry

    def opt(self, key, shape, meaning="", stored=False):
        return self.get(key, shape, meaning, stored) if key in self.t else None

    def leftovers(self):
        """Known buffers (ignored, reported) — and an error for any other unused key."""
        rest = [k for k in self.t if k not in self.used]
        buffers = [k for k in rest if any(p.fullmatch(k) for p in _IGNORED_BUFFERS)]
        unknown = [k for k in rest if k not in buffers]
        if unknown:
            raise InputValueError(f"{self.where} has {len(unknown)} unexpected key(s) {unknown[:8]}: not parameters of "
                                  f"this architecture; refusing to drop them silently")
        return buffers


def _ranges(numbers):
    """``0..3,5`` for ``[0, 1, 2, 3, 5]`` (sorted, distinct): consecutive runs as ``a..b``."""
    out, start = [], None
    for i, n in enumerate(numbers):
        if start is None:
            start = n
        if i + 1 == len(numbers) or numbers[i + 1] != n + 1:
            out.append(str(n) if n == start else f"{start},{n}" if n == start + 1 else f"{start}..{n}")
            start = None
    return ",".join(out)


def buffers_note(buffers):
    """The loading note naming **every** ignored buffer, compactly: keys that differ only in their
    layer index share one entry with the indices in braces (``a..b`` for a run).

    >>> buffers_note(["blocks.0.attn.mask", "blocks.0.attn.IGNORE", "blocks.1.attn.mask", "blocks.1.attn.IGNORE"])
    'ignored 4 non-parameter buffers (causal masks, rotary tables; not weights): blocks.{0,1}.attn.mask, blocks.{0,1}.attn.IGNORE'
    """
    groups = {}
    for key in buffers:
        m = re.search(r"(?<=\.)(\d+)(?=\.)", key)
        stem = key if m is None else key[:m.start()] + "{}" + key[m.end():]
        groups.setdefault(stem, []).append(None if m is None else int(m.group(1)))
    names = [stem if idx == [None] else stem.replace("{}", str(idx[0]) if len(set(idx)) == 1 else
                                                      "{" + _ranges(sorted(set(idx))) + "}")
             for stem, idx in groups.items()]
    return (f"ignored {len(buffers)} non-parameter buffer{'s' if len(buffers) != 1 else ''} (causal masks, rotary "
            f"tables; not weights): " + ", ".join(names))


def _check_memory(source, *, layers, heads, d_head, d_model, n_vocab=0, n_ctx=0, untied=False, stored_bytes=0):
    """Refuse, before any tensor is read, a checkpoint whose float64 copies (attention weights with
    grouped key/value heads expanded to every query head, positions, an untied unembedding) and
    ``stored_bytes`` of other owned arrays (a GGUF file's dequantized float32 MLP and embedding
    matrices) would not fit in :func:`memory_budget` — instead of exhausting the machine's memory
    while loading."""
    per_layer = 2 * heads * d_head * d_model + 2 * heads * d_head * d_model      # Q, O and the expanded K, V
    entries = layers * per_layer + n_ctx * d_model + (n_vocab * d_model if untied else 0)
    need, budget = 8 * entries + stored_bytes, memory_budget()
    if need > budget:
        raise TooLargeError(f"{source}: loading needs ≈{need / 2 ** 30:.3g} GiB of float64 weights ({layers} layers × "
                            f"{heads} heads × d_head {d_head} × d_model {d_model}"
                            f"{f', an untied {n_vocab}×{d_model} unembedding' if untied else ''}"
                            f"{f', {stored_bytes / 2 ** 30:.3g} GiB of dequantized float32 matrices' if stored_bytes else ''}"
                            f"); at most "
                            f"{budget / 2 ** 30:.3g} GiB (half this machine's memory) fit")


_REQUIRED = object()
SCALE_RTOL = 1e-6     # a typed --attn-scale (e.g. 9.79796 for √96) matches the checkpoint's own to this


def _given_scale(attn_scale):
    """``attn_scale`` as given to :func:`load` (``None``: the checkpoint decides), a positive finite
    real: the factor scores are divided by."""
    if attn_scale is None:
        return None
    from theory.circuits.models.model import _positive_real
    return _positive_real("attn_scale", attn_scale)


def _check_own_scale(source, given, own, why):
    """A Hugging Face or GGUF checkpoint's scale comes from its configuration; a different
    ``attn_scale`` would compute another model than the checkpoint's, so it is refused."""
    if given is not None and not np.isclose(given, own, rtol=SCALE_RTOL, atol=0):
        raise InputValueError(f"{source}: attn_scale={given:.6g} but this checkpoint divides scores by {own:.6g} "
                              f"({why}); attn_scale (--attn-scale) is for TransformerLens state dicts, whose scale "
                              f"is not recorded in the weights — leave it out here")


def _cfg_int(config, key, source, default=_REQUIRED, minimum=1):
    """An integer field of a config (``int`` or an integral float, not a bool), at least ``minimum``."""
    if key not in config or config[key] is None:
        if default is _REQUIRED:
            raise InputValueError(f"{source}: config is missing field {key!r} (an integer ≥ {minimum})")
        return default
    v = config[key]
    ok = isinstance(v, int) and not isinstance(v, bool) or isinstance(v, float) and v.is_integer()
    if not ok or v < minimum:
        raise InputValueError(f"{source}: config field {key!r} must be an integer ≥ {minimum}; got {v!r}")
    return int(v)


def _cfg_bool(config, key, source, default):
    """A true/false field of a config (absent: ``default``).  Anything else is refused, as Hugging
    Face's config validation does: ``"false"``, ``0`` and ``null`` are not False to every reader."""
    if key not in config:
        return default
    v = config[key]
    if not isinstance(v, (bool, np.bool_)):
        raise InputValueError(f"{source}: config field {key!r} must be true or false; got {v!r}")
    return bool(v)


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


def _cfg_float(config, key, source, default, positive=False):
    """A finite real field of a config (≥ 0, or > 0 with ``positive``)."""
    v = config.get(key)
    if v is None:
        return float(default)
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not np.isfinite(v) or v < 0 or (positive and v == 0):
        raise InputValueError(f"{source}: config field {key!r} must be a finite number "
                              f"{'> 0' if positive else '≥ 0'}; got {v!r}")
    return float(v)


def _dims(state_dict, key, ndim, meaning, source):
    """The shape of ``state_dict[key]``, which must have ``ndim`` axes (read before its full shape is known)."""
    shape = tuple(_to_numpy(key, state_dict[key]).shape)
    if len(shape) != ndim:
        raise ShapeError(f"{source}: key {key!r} must have shape {meaning}; got {shape}")
    return shape


def _layers(W, key_of):
    """Number of layers: consecutive indices l for which ``key_of(l)`` exists."""
    n = 0
    while W.has(key_of(n)):
        n += 1
    if n == 0:
        raise InputValueError(f"{W.where} is missing key {key_of(0)!r}: no layer 0 found")
    return n


# ---------------------------------------------------------------------------------------- assembly
def _assemble(raw, *, norm, eps, attn_scale, act, rotary=None, center_writing_weights=True, center_unembed=False,
              notes=(), source="", n_ctx=None, scale_origin=None):
    """Fold norms, scale and value biases (column convention arrays in ``raw``) and build the model.

    ``raw``: ``W_E`` (d×V), ``W_pos`` (d×n)|None, ``W_U`` (V×d), ``b_U``|None, ``ln_final``
    ``(w, b|None)``|None and ``layers``: dicts with ``Q, K, V`` (H×dh×d), ``O`` (H×d×dh),
    ``bQ, bK, bV`` (H×dh)|None, ``bO`` (d)|None, ``ln1``, ``ln2`` ``(w, b|None)``|None and
    ``mlp`` (``W_in`` m×d, ``b_in``, ``W_out`` d×m, ``b_out``, ``W_gate``)|None.  ``W_U`` None:
    tied to the embedding (``W_Eᵀ`` before folding), kept as a :class:`TiedUnembedding`.
    ``norm``: "LN", "RMS" (weights to fold), "LNPre"/"RMSPre" (already folded) or None.
    ``n_ctx``: the configured context length of a model without ``W_pos``; ``scale_origin``: where
    a non-default ``attn_scale`` came from (said in its note).
    """
    notes = list(notes)
    folded = {"LN": "LNPre", "RMS": "RMSPre"}.get(norm, norm)
    centre = norm in ("LN", "LNPre")
    d = raw["W_E"].shape[0]

    def read(Wr, ln, b_old):
        """Fold ``(w, b)`` into reading weights ``Wr`` (…×d, owned: changed in place) and their bias;
        centre over d_model."""
        if ln is None:
            return Wr, b_old
        w, b = ln
        if b is not None:
            extra = Wr @ b
            b_old = extra if b_old is None else b_old + extra
        Wr *= w
        if norm == "LN":
            Wr -= Wr.mean(axis=-1, keepdims=True)
        return Wr, b_old

    layers, mlps, any_mlp, has_bq, ln_bias = [], [], False, False, False
    biases = {"b_Q": [], "b_K": [], "b_O": []}
    for l, L in enumerate(raw["layers"]):
        Q, bQ = read(L["Q"], L.get("ln1"), L.get("bQ"))
        K, bK = read(L["K"], L.get("ln1"), L.get("bK"))
        V, bV = read(L["V"], L.get("ln1"), L.get("bV"))
        O, bO = L["O"], L.get("bO")
        H, dh = Q.shape[:2]
        if bV is not None:                          # A (X W_Vᵀ + 1 b_Vᵀ) W_Oᵀ = A X W_OVᵀ + 1 (W_O b_V)ᵀ
            fold = np.einsum("hdk,hk->d", O, bV)
            bO = fold if bO is None else bO + fold
        if center_writing_weights and centre:
            O -= O.mean(axis=1, keepdims=True)
            bO = None if bO is None else bO - bO.mean()
        Q /= attn_scale
        bQ = None if bQ is None else bQ / attn_scale
        has_bq = has_bq or bQ is not None
        layers.append([tuple(_freeze(W)[h] for W in (Q, K, V, O)) for h in range(H)])
        biases["b_Q"].append(np.zeros((H, dh)) if bQ is None else bQ)
        biases["b_K"].append(np.zeros((H, dh)) if bK is None else bK)
        biases["b_O"].append(np.zeros(d) if bO is None else bO)
        mlp = L.get("mlp")
        if mlp is not None:
            any_mlp = True
            ln2 = L.get("ln2") or (None, None)
            ln_bias = ln_bias or ln2[1] is not None
            m = mlp["W_in"].shape[0]
            b_in, b_out = mlp.get("b_in"), mlp.get("b_out")
            mlps.append(MLP(mlp["W_in"], np.zeros(m) if b_in is None else b_in, mlp["W_out"],
                            np.zeros(d) if b_out is None else b_out, act, mlp.get("W_gate"), ln2[0], ln2[1]))
        elif any_mlp:
            raise InputValueError(f"layer {l} has no MLP but earlier layers do; mixed layers are not supported")
    W_E, W_pos, W_U = raw.pop("W_E"), raw.pop("W_pos", None), raw.pop("W_U")
    # An embedding the loader does not own — stored in float32 (or narrower), or a read-only float64 view
    # of the file's memory map (a float64 checkpoint) — stays as stored: W_E = (T − μ1ᵀ)ᵀ is built in
    # float64 only when something reads it (FoldedEmbedding); it is never centred in place.
    lazy = W_E.dtype != np.float64 or not W_E.flags.writeable
    T = W_E.T                           # n_vocab × d_model, as stored
    tied = W_U is None                  # W_U is the embedding matrix: W_U = W_Eᵀ before folding
    if tied and center_unembed:
        W_U, tied = np.array(T, dtype=np.float64), False
    if tied:                            # read() below, without forming W_U: only its bias term T b
        ln = raw.get("ln_final")
        b_U = raw.get("b_U")
        if ln is not None and ln[1] is not None:
            Tb = FoldedEmbedding(T, None).raw_dot(ln[1]) if lazy else T @ ln[1]
            b_U = Tb if b_U is None else b_U + Tb
    else:
        W_U, b_U = read(W_U, raw.get("ln_final"), raw.get("b_U"))
    mu = np.zeros(W_E.shape[1])
    if center_writing_weights and centre:
        mu = T.mean(axis=1, dtype=np.float64)
        if not lazy:
            W_E -= mu
        if W_pos is not None:
            W_pos -= W_pos.mean(axis=0, keepdims=True)
        notes.append("writing weights of the attention path centred over d_model (W_E, W_pos, W_O, b_O), as "
                     "TransformerLens' center_writing_weights: exact, the LayerNorm removes the mean")
    if any_mlp:
        notes.append(f"MLP weights kept as stored (dtype and values; their norm's weight{' and bias' if ln_bias else ''} "
                     f"applied in the forward pass, not folded): no head-level analysis reads them")
    if center_unembed:
        W_U -= W_U.mean(axis=0, keepdims=True)
        b_U = None if b_U is None else b_U - b_U.mean()
        notes.append("W_U, b_U centred over the vocabulary (TransformerLens' center_unembed): log-probs unchanged, "
                     "logits shifted per position")
    if norm in ("LN", "RMS"):
        notes.append(f"{'LayerNorm' if norm == 'LN' else 'RMSNorm'} weights{' and biases' if norm == 'LN' else ''} folded "
                     f"into the reading weights (TransformerLens' fold_ln); what remains, {folded}, divides each "
                     f"position by an input-dependent scale: weight-based circuit quantities hold up to that scalar")
    origin = f" ({scale_origin})" if scale_origin else ""
    notes.append(f"attention scale 1/{attn_scale:.6g}{origin} folded into W_Q{' and b_Q' if has_bq else ''}: W_QK is "
                 f"the bilinear form in the softmax")
    bq = max(float(np.abs(b).max()) for b in biases["b_Q"] + biases["b_K"])
    if bq > 0:
        notes.append(f"b_Q, b_K kept for the forward pass (max |b| = {bq:.3g}); weight-based QK analyses (W_QK, "
                     f"Q/K composition, QK positivity) use the bilinear part and ignore these bias terms")
    if any(np.any(b != 0) for b in biases["b_O"]) or (b_U is not None and np.any(b_U != 0)):
        notes.append("b_V folded into b_O (exact); b_O and b_U kept for the forward pass — constant per position, they "
                     "are not part of any head's OV/QK circuit")
    if rotary is not None:
        notes.append(f"rotary positions (dim {rotary.dim}, base {rotary.base:g}): W_QK is the QK circuit at relative "
                     f"offset 0 (position-free part); Transformer.qk_at_offset gives other offsets")
    W_E = FoldedEmbedding(T, mu) if lazy else _freeze(W_E)
    W_pos = None if W_pos is None else _freeze(W_pos)
    if tied:                            # folded as read() would fold it; built from W_E when first used
        W_U = TiedUnembedding(mu, None if ln is None else ln[0], norm == "LN" and ln is not None)
    else:
        W_U = _freeze(W_U)
    return Transformer(W_E, W_U, layers, W_pos, biases=biases, mlps=mlps if any_mlp else None, b_U=b_U,
                       normalization=folded, eps=eps, rotary=rotary, attn_scale=attn_scale, n_ctx=n_ctx, notes=notes,
                       source=source)


def _freeze(a):
    """Make an owned array (or a view of one) read-only, so the model adopts it without a copy."""
    base = a if a.flags.owndata else a.base
    base.flags.writeable = False
    a.flags.writeable = False
    return a


def _heads_rows(M, H, dh):
    """Split an (H·dh)×d matrix into H blocks dh×d."""
    return M.reshape(H, dh, M.shape[-1])


def _expand_kv(M, H, Hkv, what):
    """Grouped-query attention: query head h reads key/value head ``h // (H/Hkv)`` (TransformerLens'
    ``repeat_interleave``, Hugging Face's ``repeat_kv``)."""
    if H % Hkv:
        raise InputValueError(f"{what}: n_heads={H} is not a multiple of n_key_value_heads={Hkv}")
    return np.repeat(M, H // Hkv, axis=0)


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
    W = _Weights(state_dict, source)
    L = _layers(W, lambda l: f"blocks.{l}.attn.W_Q")
    q0 = _to_numpy("blocks.0.attn.W_Q", state_dict["blocks.0.attn.W_Q"])
    if q0.ndim != 3:
        raise ShapeError(f"{source}: key 'blocks.0.attn.W_Q' must have shape (n_heads, d_model, d_head); got {q0.shape}")
    H, d, dh = q0.shape
    if 0 in q0.shape:          # an empty axis: no heads, no model or head dimension to analyse
        raise ShapeError(f"{source}: key 'blocks.0.attn.W_Q' must have shape (n_heads, d_model, d_head) with every "
                         f"size ≥ 1; got {q0.shape}")
    e0 = _to_numpy("embed.W_E", state_dict["embed.W_E"]) if W.has("embed.W_E") else None
    if e0 is None or e0.ndim != 2:
        W.get("embed.W_E", ("n_vocab", d))
    V = e0.shape[0]
    if V == 0:
        raise ShapeError(f"{source}: key 'embed.W_E' must have shape (n_vocab, d_model) with n_vocab ≥ 1; got {e0.shape}")
    _check_memory(source, layers=L, heads=H, d_head=dh, d_model=d, n_vocab=V, untied=True)
    kv = "_W_K" if W.has("blocks.0.attn._W_K") else "W_K"
    Hkv = _dims(state_dict, f"blocks.0.attn.{kv}", 3, "(n_key_value_heads, d_model, d_head)", source)[0] \
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
    given = _given_scale(attn_scale)
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
        rdim = _cfg_int(cfg, "rotary_dim", source, default=dh)
        if rdim % 2 or rdim > dh:
            raise InputValueError(f"{source}: rotary_dim must be even and at most d_head={dh}; got {rdim}")
        rotary = Rotary(rdim, _cfg_float(cfg, "rotary_base", source, 10000, positive=True))
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
    cfg_ctx = _cfg_int(cfg, "n_ctx", source, default=None)
    if pos_type == "standard" and W.has("pos_embed.W_pos"):
        n_ctx = _dims(state_dict, "pos_embed.W_pos", 2, "(n_ctx, d_model)", source)[0]
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
               "K": _expand_kv(W.get(a + g + "W_K", (Hkv, d, dh), " (n_key_value_heads, d_model, d_head)"), H, Hkv,
                               a + g + "W_K").transpose(0, 2, 1),
               "V": _expand_kv(W.get(a + g + "W_V", (Hkv, d, dh), " (n_key_value_heads, d_model, d_head)"), H, Hkv,
                               a + g + "W_V").transpose(0, 2, 1),
               "O": W.get(a + "W_O", (H, dh, d), " (n_heads, d_head, d_model)").transpose(0, 2, 1),
               "bQ": W.opt(a + "b_Q", (H, dh)), "bO": W.opt(a + "b_O", (d,)), "ln1": ln(f"blocks.{l}.ln1")}
        for nm in ("b_K", "b_V"):
            b = W.opt(a + g + nm, (Hkv, dh))
            lay["b" + nm[-1]] = None if b is None else _expand_kv(b, H, Hkv, a + g + nm)
        m = f"blocks.{l}.mlp."
        if W.has(m + "W_in"):
            d_mlp = _dims(state_dict, m + "W_in", 2, "(d_model, d_mlp)", source)[1]
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
    return _assemble(raw, norm=norm, eps=_cfg_float(cfg, "eps", source, 1e-5), attn_scale=scale, act=act, rotary=rotary,
                     center_writing_weights=center_writing_weights, center_unembed=center_unembed, notes=notes,
                     source=source, n_ctx=cfg_ctx, scale_origin=scale_origin)


# ---------------------------------------------------------------------------------------- Hugging Face
def from_hf_gpt2(tensors, config, *, center_writing_weights=True, center_unembed=False, source="GPT-2 checkpoint",
                 attn_scale=None):
    """A Hugging Face GPT-2 state dict (NumPy arrays) with its ``config.json`` dict → :class:`Transformer`.

    Conv1D stores ``weight[in, out]`` (``y = x W + b``), so our column-convention ``W_Q[h]`` is
    ``c_attn.weight[:, h·d_head:(h+1)·d_head]ᵀ`` (the fused ``c_attn`` is ``[Q | K | V]`` along
    its output axis) and ``W_O[h] = c_proj.weight[h·d_head:(h+1)·d_head, :]ᵀ``.
    """
    config = _gpt2_config(config, source)
    d, H, L = (_cfg_int(config, k, source) for k in ("n_embd", "n_head", "n_layer"))
    V, n_ctx = _cfg_int(config, "vocab_size", source), _cfg_int(config, "n_positions", source)
    if d % H:
        raise InputValueError(f"{source}: n_embd={d} is not a multiple of n_head={H}")
    dh, m = d // H, _cfg_int(config, "n_inner", source, default=4 * d)
    if _cfg_bool(config, "scale_attn_by_inverse_layer_idx", source, False):
        raise InputValueError(f"{source}: scale_attn_by_inverse_layer_idx=True (a per-layer attention scale) is not "
                              "supported")
    scaled = _cfg_bool(config, "scale_attn_weights", source, True)
    _check_own_scale(source, _given_scale(attn_scale), float(np.sqrt(dh)) if scaled else 1.0,
                     f"config scale_attn_weights={'true: √d_head' if scaled else 'false: 1'}")
    tied = _cfg_bool(config, "tie_word_embeddings", source, True)
    if _cfg_bool(config, "add_cross_attention", source, False):
        raise InputValueError(f"{source}: add_cross_attention=True (an encoder-decoder GPT-2) is not supported")
    act = config.get("activation_function", "gelu_new")
    if not isinstance(act, str) or act not in ACTIVATIONS:
        raise InputValueError(f"{source}: activation_function {act!r} is not supported; supported: {ACTIVATIONS}")
    p = "transformer." if "transformer.wte.weight" in tensors else ""
    _check_memory(source, layers=L, heads=H, d_head=dh, d_model=d, n_vocab=V, n_ctx=n_ctx,
                  untied="lm_head.weight" in tensors)
    W = _Weights(tensors, source)
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
        split = lambda M: _heads_rows(M.T, H, dh)  # noqa: E731 - (d, H·dh) column block → H × dh × d
        raw["layers"].append({
            "Q": split(ca[:, :d]), "K": split(ca[:, d:2 * d]), "V": split(ca[:, 2 * d:]),
            "O": _heads_rows(cp, H, dh).transpose(0, 2, 1),
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
    return _assemble(raw, norm="LN", eps=_cfg_float(config, "layer_norm_epsilon", source, 1e-5), attn_scale=scale, act=act,
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
    theta = _cfg_float({"rope_theta": rp.get("rope_theta", config.get("rope_theta"))}, "rope_theta", source, 10000.0,
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
    d, H, L = (_cfg_int(config, k, source) for k in ("hidden_size", "num_attention_heads", "num_hidden_layers"))
    V, m = _cfg_int(config, "vocab_size", source), _cfg_int(config, "intermediate_size", source)
    Hkv = _cfg_int(config, "num_key_value_heads", source, default=H)
    dh = _cfg_int(config, "head_dim", source, default=d // H)
    _check_own_scale(source, _given_scale(attn_scale), float(np.sqrt(dh)), "Llama divides by √head_dim")
    n_ctx = _cfg_int(config, "max_position_embeddings", source, default=None)
    act = config.get("hidden_act", "silu")
    if not isinstance(act, str) or act not in ACTIVATIONS:
        raise InputValueError(f"{source}: hidden_act {act!r} is not supported; supported: {ACTIVATIONS}")
    tied = _cfg_bool(config, "tie_word_embeddings", source, False)
    if _cfg_bool(config, "mlp_bias", source, False):
        raise InputValueError(f"{source}: mlp_bias=True (a gated MLP with biases) is not supported")
    if H % Hkv:
        raise InputValueError(f"{source}: num_attention_heads={H} is not a multiple of num_key_value_heads={Hkv}")
    rotary, rope_note = _rope(config, dh, source)
    _check_memory(source, layers=L, heads=H, d_head=dh, d_model=d, n_vocab=V,
                  untied="lm_head.weight" in tensors)
    W = _Weights(tensors, source)
    emb = W.get("model.embed_tokens.weight", (V, d), " (vocab_size, hidden_size)", stored=True)
    lm = W.opt("lm_head.weight", (V, d), " (vocab_size, hidden_size)")
    if lm is None and not tied:
        W.get("lm_head.weight", (V, d), " (vocab_size, hidden_size); tie_word_embeddings is false")
    raw = {"W_E": emb.T, "W_pos": None, "W_U": lm, "b_U": None,
           "ln_final": (W.get("model.norm.weight", (d,)), None), "layers": []}
    bias = _cfg_bool(config, "attention_bias", source, False)
    for l in range(L):
        a = f"model.layers.{l}.self_attn."
        k = W.get(a + "k_proj.weight", (Hkv * dh, d), " (num_key_value_heads·head_dim, hidden_size)")
        v = W.get(a + "v_proj.weight", (Hkv * dh, d), " (num_key_value_heads·head_dim, hidden_size)")
        lay = {"Q": _heads_rows(W.get(a + "q_proj.weight", (H * dh, d), " (num_attention_heads·head_dim, hidden_size)"),
                                H, dh),
               "K": _expand_kv(_heads_rows(k, Hkv, dh), H, Hkv, a + "k_proj"),
               "V": _expand_kv(_heads_rows(v, Hkv, dh), H, Hkv, a + "v_proj"),
               "O": _heads_rows(W.get(a + "o_proj.weight", (d, H * dh), " (hidden_size, num_attention_heads·head_dim)").T,
                                H, dh).transpose(0, 2, 1),
               "ln1": (W.get(f"model.layers.{l}.input_layernorm.weight", (d,)), None),
               "ln2": (W.get(f"model.layers.{l}.post_attention_layernorm.weight", (d,)), None)}
        if bias:
            lay["bQ"] = W.get(a + "q_proj.bias", (H * dh,)).reshape(H, dh)
            lay["bK"] = _expand_kv(W.get(a + "k_proj.bias", (Hkv * dh,)).reshape(Hkv, dh), H, Hkv, a + "k_proj.bias")
            lay["bV"] = _expand_kv(W.get(a + "v_proj.bias", (Hkv * dh,)).reshape(Hkv, dh), H, Hkv, a + "v_proj.bias")
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
    return _assemble(raw, norm="RMS", eps=_cfg_float(config, "rms_norm_eps", source, 1e-6), attn_scale=float(np.sqrt(dh)),
                     act=act, rotary=rotary, center_unembed=center_unembed, notes=notes, source=source, n_ctx=n_ctx)


def from_gguf(path, *, center_unembed=False, attn_scale=None):
    """A llama.cpp GGUF file (architecture ``llama``; F32, F16, BF16, legacy and K-quants) →
    :class:`Transformer`, through :func:`from_hf_llama` (see :mod:`.gguf_io` for the names, the
    metadata read, the rotary row permutation undone and what is refused).  Needs the ``gguf`` extra."""
    from theory.circuits.formats.gguf import gguf_note, read_gguf
    path = os.fspath(path)
    tensors, config, info = read_gguf(path)
    _check_memory(path, layers=config["num_hidden_layers"], heads=config["num_attention_heads"],
                  d_head=config["head_dim"], d_model=config["hidden_size"], n_vocab=config["vocab_size"],
                  untied=not config["tie_word_embeddings"], stored_bytes=info["stored_bytes"])
    model = from_hf_llama(tensors, config, center_unembed=center_unembed, source=path, attn_scale=attn_scale)
    model.notes = model.notes + (gguf_note(path, info),)
    return model


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
    from theory.circuits.training.segments import ROTARY_BASE
    run = load_checkpoint(path)
    a = run.arrays
    L, H, d, dh = np.shape(a["W_Q"])
    sd = flat_to_state_dict({k: a[k] for k in _FLAT if k in a}, path)
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
    >>> from theory.circuits.loading import save_safetensors
    >>> tl = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=0).to_transformer_lens()
    >>> sd = {"embed.W_E": tl["W_E"], "unembed.W_U": tl["W_U"]}
    >>> sd.update({f"blocks.{l}.attn.{k}": tl[k][l] for l in range(2) for k in ("W_Q", "W_K", "W_V", "W_O")})
    >>> path = os.path.join(tempfile.mkdtemp(), "tl.safetensors")
    >>> save_safetensors(path, sd)
    >>> load(path)
    Transformer(n_layers=2, n_heads=(2, 2), d_model=8, n_vocab=10, n_ctx=None, mlps=False, normalization=None, rotary=False)
    """
    where = "checkpoint"
    attn_scale = _given_scale(attn_scale)            # refused before any file is read
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
        if os.path.isfile(path) and config is None and _trained_pair(path):   # KEY.json/KEY.safetensors of train-circuits
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
            found, tensors = _read_dir(path)
        else:
            tensors = _read_tensors(path)
            cfg_path = os.path.join(os.path.dirname(os.path.abspath(path)), "config.json")
            found = None
            if os.path.exists(cfg_path):
                found = _read_json(cfg_path, "config.json")
        config = config if config is not None else found
    elif callable(getattr(source, "state_dict", None)):
        raise InputTypeError(live_model_message(source))
    else:
        raise InputTypeError(f"source must be a path or a mapping of arrays; got {type(source).__name__}")
    if config is not None and not isinstance(config, Mapping):
        raise InputTypeError(f"config must be a dict of the checkpoint's configuration (or None: read config.json); "
                             f"got {type(config).__name__} {config!r:.60}")
    config = dict(config or {})
    if _is_flat(tensors):                      # the tours' layout: W_E, W_Q[layer, …], …
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

