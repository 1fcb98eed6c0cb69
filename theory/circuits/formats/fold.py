"""The fold every format converges on: a checkpoint's arrays → a :class:`~theory.circuits.models.transformer.Transformer`.

What happens to every parameter (see :mod:`theory.circuits.models.transformer` for the conventions): the attention
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
(:class:`~theory.circuits.models.transformer.FoldedEmbedding`; never centred in place)
and a tied unembedding as the description of its fold (:class:`~theory.circuits.models.transformer.TiedUnembedding`):
their float64 matrices are built only when the forward pass reads them.  The loader's memory budget
(:func:`theory.validation.memory_budget`) is looked up here, where tests patch it.
"""
from __future__ import annotations

import re
import numpy as np
from theory.errors import InputTypeError, InputValueError, ShapeError, TooLargeError
from theory.validation import memory_budget  # noqa: F401  (the loader's budget; tests patch it here)
from theory.validation import finite_array
from theory.circuits.formats.reading import (mapped_read_only, to_numpy)
from theory.circuits.models.transformer import MLP, Transformer
from theory.circuits.models.components import FoldedEmbedding, TiedUnembedding


_IGNORED_BUFFERS = (re.compile(r"(.*\.)?h\.\d+\.attn\.(masked_)?bias$"), re.compile(r".*\.attn\.(mask|IGNORE)$"),
                    re.compile(r".*rotary_emb\.inv_freq$"), re.compile(r".*\.(rotary_sin|rotary_cos)$"))


class Weights:
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
        raw = to_numpy(key, self.t[key])
        if tuple(raw.shape) != tuple(shape):
            raise ShapeError(f"{self.where}: key {key!r} must have shape {tuple(shape)}{meaning}; got {tuple(raw.shape)}")
        if raw.dtype.kind not in "fiu":
            raise InputTypeError(f"{self.where}: key {key!r} must hold real numbers; got dtype {raw.dtype}")
        self.used.add(key)
        dtype = raw.dtype if stored and raw.dtype.kind == "f" else np.float64
        arr = raw if stored and dtype == raw.dtype and mapped_read_only(raw) else np.array(raw, dtype=dtype)
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


def check_memory(source, *, layers, heads, d_head, d_model, n_vocab=0, n_ctx=0, untied=False, stored_bytes=0):
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


def given_scale(attn_scale):
    """``attn_scale`` as given to :func:`load` (``None``: the checkpoint decides), a positive finite
    real: the factor scores are divided by."""
    if attn_scale is None:
        return None
    from theory.circuits.models.model import positive_real
    return positive_real("attn_scale", attn_scale)


def check_own_scale(source, given, own, why):
    """A Hugging Face or GGUF checkpoint's scale comes from its configuration; a different
    ``attn_scale`` would compute another model than the checkpoint's, so it is refused."""
    if given is not None and not np.isclose(given, own, rtol=SCALE_RTOL, atol=0):
        raise InputValueError(f"{source}: attn_scale={given:.6g} but this checkpoint divides scores by {own:.6g} "
                              f"({why}); attn_scale (--attn-scale) is for TransformerLens state dicts, whose scale "
                              f"is not recorded in the weights — leave it out here")


def cfg_int(config, key, source, default=_REQUIRED, minimum=1):
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


def cfg_bool(config, key, source, default):
    """A true/false field of a config (absent: ``default``).  Anything else is refused, as Hugging
    Face's config validation does: ``"false"``, ``0`` and ``null`` are not False to every reader."""
    if key not in config:
        return default
    v = config[key]
    if not isinstance(v, (bool, np.bool_)):
        raise InputValueError(f"{source}: config field {key!r} must be true or false; got {v!r}")
    return bool(v)


def cfg_float(config, key, source, default, positive=False):
    """A finite real field of a config (≥ 0, or > 0 with ``positive``)."""
    v = config.get(key)
    if v is None:
        return float(default)
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not np.isfinite(v) or v < 0 or (positive and v == 0):
        raise InputValueError(f"{source}: config field {key!r} must be a finite number "
                              f"{'> 0' if positive else '≥ 0'}; got {v!r}")
    return float(v)


def dims(state_dict, key, ndim, meaning, source):
    """The shape of ``state_dict[key]``, which must have ``ndim`` axes (read before its full shape is known)."""
    shape = tuple(to_numpy(key, state_dict[key]).shape)
    if len(shape) != ndim:
        raise ShapeError(f"{source}: key {key!r} must have shape {meaning}; got {shape}")
    return shape


def stacked_layers(W, key_of):
    """Number of layers: consecutive indices l for which ``key_of(l)`` exists."""
    n = 0
    while W.has(key_of(n)):
        n += 1
    if n == 0:
        raise InputValueError(f"{W.where} is missing key {key_of(0)!r}: no layer 0 found")
    return n


# ---------------------------------------------------------------------------------------- assembly
def assemble(raw, *, norm, eps, attn_scale, act, rotary=None, center_writing_weights=True, center_unembed=False,
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


def heads_rows(M, H, dh):
    """Split an (H·dh)×d matrix into H blocks dh×d."""
    return M.reshape(H, dh, M.shape[-1])


def expand_kv(M, H, Hkv, what):
    """Grouped-query attention: query head h reads key/value head ``h // (H/Hkv)`` (TransformerLens'
    ``repeat_interleave``, Hugging Face's ``repeat_kv``)."""
    if H % Hkv:
        raise InputValueError(f"{what}: n_heads={H} is not a multiple of n_key_value_heads={Hkv}")
    return np.repeat(M, H // Hkv, axis=0)
