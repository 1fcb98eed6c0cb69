r"""A loaded transformer: attention heads (the :class:`AttentionOnlyModel` part every head-level
analysis reads) plus what real checkpoints add — biases, a folded LayerNorm/RMSNorm, MLPs,
rotary positions — with a forward pass that computes exactly what the checkpoint computes.

Conventions (those of :mod:`theory.circuits.models.model`, column vectors): ``W_Q, W_K, W_V:
d_head×d_model``, ``W_O: d_model×d_head``; TransformerLens' row-vector ``W_Q[d_model, d_head]``
is our transpose.  **The attention scale is folded into** ``W_Q`` **and** ``b_Q``: a checkpoint
that divides scores by ``attn_scale`` (``√d_head`` for GPT-2, Llama and TransformerLens'
default) is stored with ``W_Q/attn_scale``, so ``W_QK = W_Qᵀ W_K`` and every QK quantity is
what the forward pass puts into the softmax; :attr:`Transformer.attn_scale` records the factor.

LayerNorm is folded as TransformerLens' ``fold_ln`` + ``center_writing_weights`` do for
everything the head-level analyses read: the norm's weight ``w`` multiplies the reading
weights (``W_Q, W_K, W_V``, ``W_U``), its bias ``b`` moves into the reading biases
(``b_Q += W_Q b`` …), reading weights are centred over ``d_model`` and the attention path's
writing weights (``W_E, W_pos, W_O, b_O``) have their ``d_model``-mean removed.  MLP weights
are kept as stored (memory: float32 stays float32; from a safetensors file, read-only views of
its memory map) with their norm's weight and bias applied in the forward pass.  This is exact (LayerNorm removes the mean anyway); what
remains, ``normalization="LNPre"`` — ``x ↦ (x − mean x)/√(var x + ε)`` — has an
**input-dependent scale**, so weight-based circuit quantities (``W_QK``, ``W_OV``, composition,
positivity) describe the model up to that per-position scalar: the standard approximation.
RMSNorm folds its weight only (``"RMSPre"``, no centring).

Rotary positions (Llama, GPT-NeoX): the forward pass rotates queries and keys (the
``rotate_half`` convention on the first ``rotary.dim`` coordinates), so the score of query
position i on key position j is ``x_iᵀ W_Qᵀ R(j−i) W_K x_j``.  ``W_QK = W_Qᵀ W_K`` is the
circuit at **relative offset 0** — the position-free part every weight-based analysis uses
for a rotary model; :meth:`Transformer.qk_at_offset` gives the circuit at any offset.

Grouped-query attention is expanded the way TransformerLens (``repeat_interleave``) and
Hugging Face (``repeat_kv``) do: query head h reads key/value head ``h // (n_heads/n_kv)``.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from theory.errors import InputValueError
from theory.printing import counted
from theory.validation import check_memory, positive_int
from theory.circuits.models.factored import LowRankMatrix
from theory.circuits.models.model import AttentionOnlyModel, Forward, causal_softmax, per_head_arrays

ACTIVATIONS = ("gelu_new", "gelu", "relu", "silu", "gelu_fast", "gelu_pytorch_tanh")


def activation(name, x):
    """The MLP non-linearities of GPT-2 (``gelu_new``, tanh approximation), BERT-style ``gelu``
    (erf), ``relu`` and ``silu`` (Llama's gate), as Hugging Face / TransformerLens define them.

    >>> round(float(activation("gelu_new", np.array(1.0))), 6), float(activation("relu", np.array(-2.0)))
    (0.841192, 0.0)
    """
    if name in ("gelu_new", "gelu_fast", "gelu_pytorch_tanh"):
        with np.errstate(over="ignore"):        # x³ beyond the float range: tanh(±inf) = ±1, the exact limit
            return 0.5 * x * (1.0 + np.tanh(np.sqrt(2.0 / np.pi) * (x + 0.044715 * x ** 3)))
    if name == "gelu":
        from scipy.special import erf
        return 0.5 * x * (1.0 + erf(x / np.sqrt(2.0)))
    if name == "relu":
        return np.maximum(x, 0.0)
    if name == "silu":
        with np.errstate(over="ignore"):        # exp(−x) = inf for x ≲ −88 (float32), −709 (float64): x/inf = 0
            return x / (1.0 + np.exp(-x))
    raise InputValueError(f"activation must be one of {ACTIVATIONS}; got {name!r}")


def _mm(X, W):
    """``X @ W`` for ``X`` with any leading axes, as one 2-D product (NumPy's stacked matmul would run
    one small product per leading index)."""
    return (X.reshape(-1, X.shape[-1]) @ W).reshape(X.shape[:-1] + W.shape[-1:])


def _f64T(W):
    """``Wᵀ`` in float64, cast per call and not kept: a 135M model's MLP matrices in float64 would hold
    0.6 GB (a 1B model's 6 GB), while the cast costs a few per cent of the products it feeds at the probe's batch."""
    return W.T.astype(np.float64)


@dataclass(frozen=True)
class MLP:
    """One MLP block, column convention: ``out = W_out act(W_in x' + b_in) + b_out`` or, gated
    (Llama), ``W_out (act(W_gate x') ⊙ (W_in x')) + b_out``, with ``x' = ln_w ⊙ x + ln_b`` the
    normalised input under the block's own norm weight and bias (kept here, not folded: the
    weights stay as stored, e.g. float32).  ``W_in, W_gate: d_mlp×d_model``."""

    W_in: np.ndarray
    b_in: np.ndarray
    W_out: np.ndarray
    b_out: np.ndarray
    act: str
    W_gate: np.ndarray = None
    ln_w: np.ndarray = None
    ln_b: np.ndarray = None

    def __call__(self, X, dtype=np.float64):
        """The block on residuals ``X`` (any leading axes) in ``dtype`` arithmetic: float64 (weights
        cast per call), or float32 (the mean ablation's single precision: stored float32 weights
        used as they are, ``X`` rounded to float32)."""
        if dtype == np.float64:
            cast = _f64T
        else:
            X = np.asarray(X, dtype=dtype)
            cast = lambda W: W.T.astype(dtype, copy=False)  # noqa: E731
        c = lambda b: b if b is None or dtype == np.float64 else np.asarray(b, dtype=dtype)  # noqa: E731
        if self.ln_w is not None:
            X = X * c(self.ln_w)
        if self.ln_b is not None:
            X = X + c(self.ln_b)
        pre = _mm(X, cast(self.W_in)) + c(self.b_in)
        mid = activation(self.act, pre) if self.W_gate is None else \
            activation(self.act, _mm(X, cast(self.W_gate))) * pre
        return _mm(mid, cast(self.W_out)) + c(self.b_out)


@dataclass(frozen=True)
class Rotary:
    """Rotary position embedding on the first ``dim`` coordinates of each query/key
    (``rotate_half``: coordinate k pairs with ``k + dim/2``, frequency ``base^(−2k/dim)``)."""

    dim: int
    base: float

    def angles(self, positions):
        inv = 1.0 / (self.base ** (np.arange(0, self.dim, 2, dtype=np.float64) / self.dim))
        return np.outer(np.asarray(positions, dtype=np.float64), inv)          # (n, dim/2)

    def tables(self, positions):
        """``(cos, sin)`` of :meth:`angles` — pass to :meth:`apply` to rotate many arrays at the same positions."""
        a = self.angles(positions)
        return np.cos(a), np.sin(a)

    def apply(self, x, positions, tables=None):
        """Rotate rows of ``x`` (n×d_head) by their positions (``tables``: :meth:`tables` of them, reused)."""
        cos, sin = self.tables(positions) if tables is None else tables
        h = self.dim // 2
        x1, x2 = x[:, :h], x[:, h:self.dim]
        out = x.copy()
        out[:, :h] = x1 * cos - x2 * sin
        out[:, h:self.dim] = x2 * cos + x1 * sin
        return out

    def matrix(self, offset, d_head):
        """``R`` (d_head×d_head) with ``apply(x, p)`` = ``x R(p)ᵀ`` row-wise, i.e. ``R(p)`` rotates by p."""
        return self.apply(np.eye(d_head), [offset] * d_head).T


@dataclass(frozen=True)
class FoldedEmbedding:
    r"""A checkpoint's embedding, kept as stored until something needs the float64 matrix:
    ``W_E = (T − μ 1ᵀ)ᵀ`` (d_model×n_vocab) with ``T`` the stored n_vocab×d_model matrix
    (float32 or narrower, or a float64 one the loader does not own; read-only — for a safetensors
    file a view of its memory map, never centred in place) and ``μ``
    its per-token means in float64 when the loader centres writing weights (zeros otherwise).

    Passed as ``W_E`` to :class:`Transformer`, ``W_E`` is built on first access (the forward
    pass); the Gram matrices of the OV and QK circuits read it in blocks of tokens
    (:meth:`blocks`), so loading and the head-level analyses never hold it in float64.

    >>> T = np.arange(12, dtype=np.float32).reshape(4, 3)
    >>> e = FoldedEmbedding(T, T.mean(axis=1, dtype=np.float64))
    >>> e.shape, e.matrix().tolist()[0]
    ((3, 4), [-1.0, -1.0, -1.0, -1.0])
    """

    T: np.ndarray
    mu: np.ndarray

    @property
    def shape(self):
        return self.T.shape[1], self.T.shape[0]

    def built(self, model):
        return model.__dict__.get("_W_E") is not None

    def blocks(self, chunk=4096):
        """``(i, W_E[:, i:i+k])`` in float64, block by block (each a fresh d×k array)."""
        for i in range(0, self.T.shape[0], chunk):
            c = self.T[i:i + chunk].astype(np.float64)
            c -= self.mu[i:i + chunk, None]
            yield i, c.T

    def matrix(self, chunk=4096):
        """``W_E`` (d_model×n_vocab, float64, read-only: a transposed view of a fresh array)."""
        out = np.empty(self.T.shape)
        for i in range(0, self.T.shape[0], chunk):
            np.subtract(self.T[i:i + chunk], self.mu[i:i + chunk, None], out=out[i:i + chunk])
        out.flags.writeable = False
        return out.T

    def raw_dot(self, b, chunk=4096):
        """``T b`` in float64 (n_vocab), block by block."""
        out = np.empty(self.T.shape[0])
        for i in range(0, self.T.shape[0], chunk):
            out[i:i + chunk] = self.T[i:i + chunk].astype(np.float64) @ b
        return out


@dataclass(frozen=True)
class TiedUnembedding:
    r"""How a tied unembedding was folded: ``W_U = ((W_Eᵀ + μ 1ᵀ) diag(w)) C`` exactly, with
    ``μ`` (n_vocab) the per-token mean that centring removed from the embedding (zeros when
    ``W_E`` was not centred), ``w`` (d_model) the final norm's weight (``None``: no norm) and
    ``C`` the centring over d_model when ``centred`` (LayerNorm folding), else the identity.

    Passed as ``W_U`` to :class:`Transformer`, it *is* the unembedding: the n_vocab×d_model
    array is built (:meth:`matrix`) only when something reads ``Transformer.W_U`` (the forward
    pass), and :func:`theory.circuits.analysis.positivity.embed_unembed` forms ``W_E W_U`` from the Gram
    matrix: ``W_E W_U = (W_E W_Eᵀ + (W_E μ) 1ᵀ) diag(w) C`` — a symmetric rank-n_vocab update
    (half the flops of the n_vocab-long GEMM) plus a rank-one term.

    >>> from theory.circuits.analysis.positivity import unit_gram
    >>> rng = np.random.default_rng(0)
    >>> T, w = rng.normal(size=(7, 4)), rng.normal(size=4)
    >>> mu = T.mean(axis=1)
    >>> W_E, W_U = (T - mu[:, None]).T, (T * w) - (T * w).mean(axis=1, keepdims=True)
    >>> tied = TiedUnembedding(mu, w, True)
    >>> EU, scales = tied.unit_product(*unit_gram(W_E, v=mu))
    >>> bool(np.allclose(np.prod(scales) * EU, W_E @ W_U, rtol=1e-12, atol=1e-12))
    True
    >>> bool(np.allclose(tied.matrix(W_E), W_U, rtol=1e-12, atol=1e-12))
    True
    """

    mu: np.ndarray
    w: np.ndarray = None
    centred: bool = False

    def rows(self, W_E, tokens):
        """The rows ``tokens`` (indices or a slice) of ``W_U`` this description gives."""
        R = W_E[:, tokens].T + self.mu[tokens, None]
        if self.w is not None:
            R *= self.w
        if self.centred:
            R -= R.mean(axis=1, keepdims=True)
        return R

    def matrix(self, W_E, chunk=4096):
        """``W_U`` (n_vocab×d_model, float64, read-only), built in blocks of tokens; refused when
        finite weights overflow."""
        V = W_E.shape[1]
        out = np.empty((V, W_E.shape[0]))
        with np.errstate(over="ignore", invalid="ignore"):
            for i in range(0, V, chunk):
                out[i:i + chunk] = self.rows(W_E, slice(i, i + chunk))
        if not np.isfinite(out.sum()) and not np.all(np.isfinite(out)):
            raise InputValueError("the folded unembedding W_U overflows float64 although the weights are finite")
        out.flags.writeable = False
        return out

    def unit_product(self, G, scales, v, smu):
        """``(EU, scales)`` with ``W_E W_U = Π scales · EU`` and ``EU`` unit max-abs, from
        :func:`~theory.circuits.analysis.positivity.unit_gram` ``(W_E, v=mu)``'s output (``W_E W_Eᵀ =
        sE² sG G``, ``W_E μ = sE smu v``); ``None`` when the weights' magnitudes put the rank-one
        term outside the float range (the caller then forms the product directly)."""
        from theory.circuits.analysis.positivity import _scale
        sE, sG = scales
        with np.errstate(over="ignore", under="ignore", invalid="ignore"):
            # W_E W_Eᵀ + (W_E μ) 1ᵀ = sE² (sG G + (smu/sE) v 1ᵀ), with v = (W_E/sE)(μ/smu)
            P = sG * G + (smu / sE) * v[:, None]
            sw = 1.0
            if self.w is not None:
                sw = _scale(self.w)
                P *= self.w / sw
            if self.centred:
                P -= P.mean(axis=1, keepdims=True)
        sP = _scale(P) if np.all(np.isfinite(P)) else 0.0
        if not (np.isfinite(sP) and 0 < sP < np.inf):
            return None
        return P / sP, [sE, sE, sw, sP]


def _same(a, b):
    """Whether two weight arrays (or biases, ``None`` allowed) are equal: the same memory, else compared
    (first row first: different heads differ there)."""
    if a is None or b is None:
        return a is b
    if a is b or (a.shape == b.shape and a.strides == b.strides
                  and a.__array_interface__["data"][0] == b.__array_interface__["data"][0]):
        return True
    return a.shape == b.shape and np.array_equal(a[:1], b[:1]) and np.array_equal(a, b)


def _rotate(x, dim, cos, sin):
    """:meth:`Rotary.apply` on the last axis of ``x`` (any leading axes; ``cos``, ``sin`` broadcast
    against ``x[..., :dim/2]``): the same arithmetic, element by element."""
    h = dim // 2
    x1, x2 = x[..., :h], x[..., h:dim]
    out = x.copy()
    out[..., :h] = x1 * cos - x2 * sin
    out[..., h:dim] = x2 * cos + x1 * sin
    return out


@dataclass(frozen=True)
class LayerWeights:
    """One layer's attention weights stacked for the fused forward pass (:meth:`Transformer.attention`).

    ``groups``: per group of query heads sharing ``W_K``, ``W_V`` (and ``b_K``, ``b_V``) — a kv group of
    grouped-query attention, one head per group otherwise — ``(heads, q0, k0, v0, d_head)``: the heads'
    queries are columns ``q0 : q0 + len(heads)·d_head`` of ``X W_Qᵀ`` (head after head), the group's
    keys and values columns ``k0``, ``v0`` (``d_head`` each) of ``X W_KVᵀ``.  ``W_O`` (d_model × Σ d_head)
    has the heads' columns in the same order as the queries, so ``Z W_Oᵀ`` is the sum of the heads' outputs."""

    groups: tuple
    W_Q: np.ndarray
    b_Q: np.ndarray
    W_KV: np.ndarray
    b_KV: np.ndarray
    W_O: np.ndarray
    b_O: np.ndarray

    @classmethod
    def of(cls, model, l):
        biases = getattr(model, "biases", {})
        get = lambda k, h: biases[k][l][h] if k in biases else None  # noqa: E731
        layer = model.heads[l]
        found = []                                      # [W_K, b_K, W_V, b_V, heads]
        for h, hd in enumerate(layer):
            bk, bv = get("b_K", h), get("b_V", h)
            for g in found:
                if _same(g[0], hd.W_K) and _same(g[2], hd.W_V) and _same(g[1], bk) and _same(g[3], bv):
                    g[4].append(h)
                    break
            else:
                found.append([hd.W_K, bk, hd.W_V, bv, [h]])
        order = [h for g in found for h in g[4]]
        n_kv = sum(g[0].shape[0] for g in found)
        groups, q0, k0 = [], 0, 0
        for g in found:
            dh = g[0].shape[0]
            groups.append((tuple(g[4]), q0, k0, n_kv + k0, dh))
            q0, k0 = q0 + len(g[4]) * dh, k0 + dh
        W_Q = np.concatenate([layer[h].W_Q for h in order])
        W_O = np.concatenate([layer[h].W_O for h in order], axis=1)
        W_KV = np.concatenate([g[0] for g in found] + [g[2] for g in found])
        b_Q = None if "b_Q" not in biases else np.concatenate([biases["b_Q"][l][h] for h in order])
        b_KV = None
        if "b_K" in biases or "b_V" in biases:
            b_KV = np.concatenate([np.zeros(g[i].shape[0]) if g[i + 1] is None else g[i + 1]
                                   for i in (0, 2) for g in found])
        b_O = biases["b_O"][l] if "b_O" in biases else None
        return cls(tuple(groups), W_Q, b_Q, W_KV, b_KV, W_O, b_O)

    def astype(self, dtype):
        """These weights cast to ``dtype`` (the mean ablation's single precision)."""
        c = lambda W: None if W is None else np.asarray(W, dtype=dtype)  # noqa: E731
        return LayerWeights(self.groups, c(self.W_Q), c(self.b_Q), c(self.W_KV), c(self.b_KV), c(self.W_O), c(self.b_O))

    def columns(self, head):
        """The columns of ``Z`` (and ``W_O``) that hold head ``head``'s output."""
        for hs, q0, _, _, dh in self.groups:
            if head in hs:
                i = q0 + hs.index(head) * dh
                return slice(i, i + dh)
        raise InputValueError(f"head must be one of this layer's heads 0..{sum(len(g[0]) for g in self.groups) - 1}; "
                              f"got {head!r}")

    def output(self, Z):
        """The layer's attention output ``Z W_Oᵀ + b_O``."""
        out = _mm(Z, self.W_O.T)
        if self.b_O is not None:
            out += self.b_O
        return out


def normalize(kind, X, eps):
    """``LNPre`` (centre, divide by √(var+ε)), ``RMSPre`` (divide by √(mean x²+ε)) or identity."""
    if kind is None:
        return X
    if kind == "LNPre":
        X = X - X.mean(axis=-1, keepdims=True)
    with np.errstate(over="ignore"):
        ms = (X ** 2).mean(axis=-1, keepdims=True)
    if np.isfinite(ms).all():
        return X / np.sqrt(ms + eps)
    # entries beyond √(largest float) (10¹⁵⁴ in float64, 10¹⁹ in float32): x² overflows and x/√inf would be 0;
    # the same quotient with each row first scaled to max-abs 1
    s = np.abs(X).max(axis=-1, keepdims=True)
    s = np.where(s > 0, s, 1.0).astype(X.dtype, copy=False)
    Y = X / s
    with np.errstate(over="ignore", under="ignore"):
        return Y / np.sqrt((Y ** 2).mean(axis=-1, keepdims=True) + eps / s ** 2)


class Transformer(AttentionOnlyModel):
    """Attention heads (scale folded into ``W_Q``) plus biases, a folded norm, MLPs and rotary
    positions; built by :func:`theory.circuits.loading.load`.

    Every head-level analysis (``composition_scores``, ``ov_positivity``, ``kcomp_qk_positivity``,
    head roles) reads only the heads, ``W_E`` and ``W_U`` and accepts it; the path expansion,
    its evaluation and term importance are exact only without MLPs/norm/biases/rotary and
    refuse it with the reason (:meth:`require_attention_only`).

    Parameters (beyond :class:`AttentionOnlyModel`'s)
    ----------
    W_E, W_U : arrays as for :class:`AttentionOnlyModel`, or (what the loaders pass for a float32
        checkpoint with a tied unembedding) a :class:`FoldedEmbedding` and a
        :class:`TiedUnembedding`: the float64 matrices are then built on first access (the
        forward pass; 2 × 300 MB at GPT-2's vocabulary), while the head-level analyses read the
        stored weights through Gram matrices and never build them.
    biases : dict with optional ``b_Q, b_K, b_V`` (per layer, ``[n_heads, d_head]``, ``b_Q``
        already divided by ``attn_scale``) and ``b_O`` (per layer, ``[d_model]``).
    mlps : list of :class:`MLP` (one per layer) or ``None``.
    b_U : array (n_vocab,) or ``None``.
    normalization : ``None``, ``"LNPre"`` or ``"RMSPre"`` (the folded norm before attention,
        MLP and unembedding); ``eps`` its epsilon.
    rotary : :class:`Rotary` or ``None``.
    attn_scale : the factor the checkpoint divides scores by (already folded into ``W_Q``).
    n_ctx : the context length the checkpoint was built for, when it has no ``W_pos`` to say so
        (a rotary model's ``max_position_embeddings``); with ``W_pos`` it must equal its length.
        Longer token sequences are refused, as TransformerLens refuses them.
    notes : strings describing what was folded, ignored or approximated while loading.

    Examples
    --------
    >>> import numpy as np
    >>> base = AttentionOnlyModel.random(1, 2, 4, 2, 5, 3, seed=0)
    >>> t = Transformer(base.W_E, base.W_U, [[(h.W_Q, h.W_K, h.W_V, h.W_O) for h in base.heads[0]]], base.W_pos)
    >>> bool(np.allclose(t.logits([0, 1, 2]), base.logits([0, 1, 2]))), t.attention_only_reason() is None
    (True, True)
    """

    def __init__(self, W_E, W_U, heads, W_pos=None, *, biases=None, mlps=None, b_U=None, normalization=None,
                 eps=1e-5, rotary=None, attn_scale=1.0, n_ctx=None, notes=(), source=""):
        super().__init__(W_E, W_U, heads, W_pos)
        if n_ctx is not None:
            n_ctx = positive_int("n_ctx", n_ctx)
            if self.W_pos is not None and n_ctx != self.W_pos.shape[1]:
                raise InputValueError(f"n_ctx={n_ctx} but W_pos has {self.W_pos.shape[1]} positions; pass n_ctx=None "
                                      f"(W_pos decides) or the matching length")
        self._n_ctx = n_ctx
        if normalization not in (None, "LNPre", "RMSPre"):
            raise InputValueError(f"normalization must be None, 'LNPre' or 'RMSPre'; got {normalization!r}")
        biases = dict(biases or {})
        unknown = set(biases) - {"b_Q", "b_K", "b_V", "b_O"}
        if unknown:
            raise InputValueError(f"biases has unknown entries {sorted(unknown)}; allowed: b_Q, b_K, b_V, b_O")
        self.biases = {k: tuple(np.asarray(b, dtype=np.float64) for b in v) for k, v in biases.items() if v is not None}
        for k, per_layer in self.biases.items():
            if len(per_layer) != self.n_layers:
                raise InputValueError(f"biases[{k!r}] must have one entry per layer ({self.n_layers}); got {len(per_layer)}")
            for l, b in enumerate(per_layer):
                want = (self.d_model,) if k == "b_O" else (self.n_heads[l], self.heads[l][0].d_head)
                if b.shape != want:
                    raise InputValueError(f"biases[{k!r}][{l}] must have shape {want}; got {b.shape}")
        self.mlps = None if mlps is None else tuple(mlps)
        if self.mlps is not None and len(self.mlps) != self.n_layers:
            raise InputValueError(f"mlps must have one MLP per layer ({self.n_layers}); got {len(self.mlps)}")
        self.b_U = None if b_U is None else np.asarray(b_U, dtype=np.float64)
        self.normalization, self.eps = normalization, float(eps)
        self.rotary, self.attn_scale = rotary, float(attn_scale)
        self.notes, self.source = tuple(notes), source

    @property
    def n_ctx(self):
        """Maximum context length: ``W_pos``'s, else the checkpoint's configured one (a rotary
        model's ``max_position_embeddings``), else ``None`` (unbounded)."""
        explicit = self.__dict__.get("_n_ctx")
        return explicit if explicit is not None else super().n_ctx

    def __repr__(self):
        if not hasattr(self, "heads"):
            return "Transformer(<incomplete>)"
        extras = [f"mlps={self.mlps is not None}", f"normalization={self.normalization!r}",
                  f"rotary={self.rotary is not None}"]
        return (f"Transformer(n_layers={self.n_layers}, n_heads={self.n_heads}, d_model={self.d_model}, "
                f"n_vocab={self.n_vocab}, n_ctx={self.n_ctx}, " + ", ".join(extras) + ")")

    def _embedding(self, W_E):
        """An array (validated as :class:`AttentionOnlyModel` does) or a :class:`FoldedEmbedding`,
        kept as :attr:`folded_embedding`: ``W_E`` is then built on first access."""
        if not isinstance(W_E, FoldedEmbedding):
            self.folded_embedding = None
            return super()._embedding(W_E)
        T, mu = W_E.T, np.asarray(W_E.mu, dtype=np.float64)
        if not (isinstance(T, np.ndarray) and T.ndim == 2 and T.dtype.kind == "f" and T.dtype.itemsize <= 8
                and mu.shape == T.shape[:1]):
            raise InputValueError(f"FoldedEmbedding needs T a float64 (or narrower) n_vocab×d_model array and mu of "
                                  f"shape (n_vocab,); got T {getattr(T, 'dtype', type(T).__name__)} "
                                  f"{getattr(T, 'shape', '')}, mu {mu.shape}")
        with np.errstate(over="ignore", invalid="ignore"):
            finite = np.isfinite(mu.sum()) and (np.isfinite(T.sum()) or np.isfinite(T).all())
        if not finite:
            raise InputValueError("FoldedEmbedding: T and mu must be finite")
        self.folded_embedding = FoldedEmbedding(T, mu)
        return None, self.folded_embedding.shape

    @property
    def W_E(self):
        """The embedding (d_model×n_vocab); for a checkpoint built from the stored weights on first use."""
        W = self.__dict__.get("_W_E")
        if W is None and self.__dict__.get("folded_embedding") is not None:
            W = self.__dict__["_W_E"] = self.folded_embedding.matrix()
        return W

    @W_E.setter
    def W_E(self, value):
        self.__dict__["_W_E"] = value

    def _unembedding(self, W_U):
        """An array (validated as :class:`AttentionOnlyModel` does) or a :class:`TiedUnembedding`,
        kept as :attr:`tied_unembedding`: ``W_U`` is then built on first access."""
        if not isinstance(W_U, TiedUnembedding):
            self.tied_unembedding = None
            return super()._unembedding(W_U)
        self.tied_unembedding = self._check_tied(W_U)
        return None

    @property
    def W_U(self):
        """The unembedding (n_vocab×d_model); for a tied checkpoint built from ``W_E`` on first use."""
        W = self.__dict__.get("_W_U")
        if W is None and self.__dict__.get("tied_unembedding") is not None:
            W = self.__dict__["_W_U"] = self.tied_unembedding.matrix(self.W_E)
        return W

    @W_U.setter
    def W_U(self, value):
        self.__dict__["_W_U"] = value

    def _check_tied(self, tied):
        """``tied`` with finite ``mu`` (n_vocab,) and ``w`` (d_model,) or ``None``, as float64."""
        mu = np.asarray(tied.mu, dtype=np.float64)
        w = None if tied.w is None else np.asarray(tied.w, dtype=np.float64)
        if mu.shape != (self.n_vocab,) or (w is not None and w.shape != (self.d_model,)) \
                or not np.all(np.isfinite(mu)) or (w is not None and not np.all(np.isfinite(w))):
            raise InputValueError(f"tied_unembedding needs finite mu of shape ({self.n_vocab},) and w of shape "
                                  f"({self.d_model},) or None; got {mu.shape} and {None if w is None else w.shape}")
        return TiedUnembedding(mu, w, bool(tied.centred))

    # ------------------------------------------------------------------ what the math may assume
    def _nonzero_biases(self):
        return sorted(k for k, v in self.biases.items() if any(np.any(b != 0) for b in v)) + \
            (["b_U"] if self.b_U is not None and np.any(self.b_U != 0) else [])

    def attention_only_reason(self):
        """``None`` if the logits are exactly the attention-only model's (no MLPs, norm, biases,
        rotary), else a sentence saying what breaks the path expansion."""
        why = []
        if self.mlps is not None:
            why.append(f"MLPs in {counted(self.n_layers, 'layer')} (non-linear, not path terms)")
        if self.normalization is not None:
            why.append(f"{self.normalization} normalisation (an input-dependent scale per position)")
        if self.rotary is not None:
            why.append("rotary positions (scores depend on the relative position)")
        nz = self._nonzero_biases()
        if nz:
            why.append(f"non-zero biases {nz} (extra affine terms)")
        return "; ".join(why) or None

    def require_attention_only(self, what):
        why = self.attention_only_reason()
        if why:
            raise InputValueError(f"{what} is exact only for attention-only transformers (no MLPs, LayerNorm, biases "
                                  f"or rotary positions); this model has {why}. Head-level analyses "
                                  f"(composition_scores, ov_positivity, kcomp_qk_positivity) still apply.")

    def to_transformer_lens(self, attn_scale=None):
        """Attention-only weights in TransformerLens' layout — refused when the model has parts that
        layout cannot hold (MLPs, norm, non-zero biases, rotary), rather than dropping them."""
        self.require_attention_only("to_transformer_lens (attention-only layout)")
        return super().to_transformer_lens(self.attn_scale if attn_scale is None else attn_scale)

    def qk_at_offset(self, layer, head, offset):
        """The QK circuit (d_model×d_model, a factored
        :class:`~theory.circuits.models.factored.LowRankMatrix` like ``Head.W_QK``) between a query
        and a key ``offset ≥ 0`` positions earlier: ``W_Qᵀ R(−offset) W_K`` for a rotary model,
        ``W_QK`` otherwise (offset 0 is the position-free part used by the weight-based analyses)."""
        hd = self.head(layer, head)
        if self.rotary is None or offset == 0:
            return hd.W_QK
        return LowRankMatrix(hd.W_Q.T @ self.rotary.matrix(-offset, hd.d_head), hd.W_K)

    # ------------------------------------------------------------------ forward
    def embed(self, tokens):
        """``X_0`` (n×d_model) as :class:`AttentionOnlyModel` computes it, read from a lazily folded
        embedding's rows without building its float64 ``W_E`` (the same numbers)."""
        lazy = self.__dict__.get("folded_embedding")
        if lazy is None or lazy.built(self):
            return super().embed(tokens)
        t = self.tokens(tokens)
        X = lazy.T[t].astype(np.float64) - lazy.mu[t][:, None]
        if self.W_pos is not None:
            X += self.W_pos[:, : t.size].T
        return X

    def run(self, tokens, mlps=True):
        """The forward pass (:class:`~theory.circuits.models.model.Forward`); ``mlps=False`` runs the
        model's **attention-only part** (Elhage et al.'s approximation): every MLP skipped, each
        layer's heads reading the normalised residual = embedding + all earlier attention layers'
        outputs (``b_O`` included), rotary at the true positions, logits of that residual.

        Its memory (scores and patterns of every head, residuals, logits, the float64 ``W_E`` and
        ``W_U``: :func:`.sizes.forward_bytes`) is checked against the memory budget before any work —
        1024 tokens of GPT-2 small or a 135M-parameter Llama hold 2.5–5 GB."""
        if not isinstance(mlps, (bool, np.bool_)):
            raise InputValueError(f"mlps must be True or False; got {mlps!r}")
        t = self.tokens(tokens)
        from theory.circuits.models.sizes import Shape, forward_bytes
        check_memory(f"forward pass on {t.size} tokens", forward_bytes(Shape.of(self), t.size),
                     "use a shorter sequence (scores and patterns are n×n per head; head_patterns streams them)")
        return self._forward(t, mlps)

    def head_patterns(self, tokens, visit, mlps=True):
        """The forward pass of :meth:`run` up to the last layer, calling ``visit(layer, head, A)``
        with each head's pattern ``A`` as it is computed instead of keeping it (no scores, no
        logits): memory of one layer and one kv group's heads (:func:`.sizes.stream_bytes`), the
        same patterns; each head is visited once per layer, a kv group's heads together.
        ``tokens``: one sequence (``A`` is n×n) or a batch of equal-length sequences (B×n; ``A`` is
        B×n×n) — one pass for the batch, so each MLP matrix is cast to float64 once per batch."""
        if not isinstance(mlps, (bool, np.bool_)):
            raise InputValueError(f"mlps must be True or False; got {mlps!r}")
        arr = np.asarray(tokens)
        t = np.stack([self.tokens(row) for row in arr]) if arr.ndim == 2 else self.tokens(tokens)
        self._forward(t, mlps, visit)

    def layer_weights(self, l):
        """Layer ``l``'s heads stacked for the fused forward pass (:class:`LayerWeights`): one
        ``W_Q`` for every query head, one key and one value matrix per group of heads that share
        them (grouped-query attention: each group's keys and values are computed once), one
        ``W_O``; a copy of the layer's attention weights (the forward pass holds one layer's)."""
        if isinstance(l, bool) or not isinstance(l, (int, np.integer)) or not 0 <= l < self.n_layers:
            raise InputValueError(f"layer must be an integer in 0..{self.n_layers - 1}; got {l!r}")
        return LayerWeights.of(self, int(l))

    def attention(self, X, lw, tables=None, visit=None, heads=None, layer=None):
        """The attention of one layer (``lw``: :meth:`layer_weights`) on residuals ``X``
        (``(..., n, d_model)``, any leading batch axes): ``Z`` (``(..., n, Σ d_head)``, each head's
        ``A v`` in ``lw``'s column order), with ``visit(h, S, A)`` called with each head's scores and
        pattern (``(..., n, n)``) — one kv group's heads at a time — and the layer's output
        ``lw.output(Z)``.  ``tables``: the rotary ``(cos, sin)`` of positions ``0..n−1`` (computed when not
        given).  ``heads``: a set of head indices — only their groups' patterns are computed and visited,
        ``None`` returned.  Scores that overflow (finite weights too large) are refused by name (``layer``:
        the index for the message)."""
        if X.ndim < 2 or X.shape[-1] != self.d_model:
            raise InputValueError(f"X must be residuals of shape (..., n, d_model={self.d_model}); got shape {X.shape}")
        Xn = normalize(self.normalization, X, self.eps)
        lead, n = X.shape[:-2], X.shape[-2]
        if self.rotary is not None and tables is None:
            tables = self.rotary.tables(np.arange(n))
        Q = _mm(Xn, lw.W_Q.T)
        if lw.b_Q is not None:
            Q += lw.b_Q
        KV = _mm(Xn, lw.W_KV.T)
        if lw.b_KV is not None:
            KV += lw.b_KV
        Z = np.empty(Q.shape, dtype=Q.dtype) if heads is None else None
        for hs, q0, k0, v0, dh in lw.groups:
            if heads is not None and heads.isdisjoint(hs):
                continue
            m = len(hs)
            q = Q[..., q0:q0 + m * dh].reshape(lead + (n, m, dh))
            k, v = KV[..., k0:k0 + dh], KV[..., v0:v0 + dh]
            if self.rotary is not None:
                cos, sin = tables
                q, k = _rotate(q, self.rotary.dim, cos[:, None], sin[:, None]), _rotate(k, self.rotary.dim, cos, sin)
            S = np.moveaxis(q, -2, -3) @ np.swapaxes(k, -1, -2)[..., None, :, :]       # (..., m, n, n)
            if not np.isfinite(S).all():
                where = "" if layer is None else f" of layer {layer}"
                raise InputValueError(f"forward pass overflowed: the attention scores of heads {list(hs)}{where} are not "
                                      f"finite although every weight is finite (weights too large for {S.dtype})")
            A = causal_softmax(S)
            if visit is not None:
                for j, h in enumerate(hs):
                    visit(h, S[..., j, :, :], A[..., j, :, :])
            if Z is not None:
                Z[..., q0:q0 + m * dh] = np.moveaxis(A @ v[..., None, :, :], -3, -2).reshape(lead + (n, m * dh))
        return Z

    def _forward(self, t, mlps, visit=None):
        """Layer by layer: the fused attention (:meth:`attention`, :meth:`layer_weights` built for one
        layer at a time), then the MLP; the same arithmetic as a per-head pass up to float rounding."""
        with np.errstate(over="ignore", invalid="ignore"):
            X = self.embed(t) if t.ndim == 1 else np.stack([self.embed(row) for row in t])
        if not np.isfinite(X).all():
            raise InputValueError("forward pass overflowed: the embedding W_E + W_pos is not finite although every "
                                  "weight is finite (weights too large for float64)")
        n = t.shape[-1]
        tables = None if self.rotary is None else self.rotary.tables(np.arange(n))
        residuals = [X]
        if visit is None:        # run: one sequence, every head's scores and pattern kept
            scores, patterns = per_head_arrays(self.n_heads, t.size), per_head_arrays(self.n_heads, t.size)
        norm = lambda Y: normalize(self.normalization, Y, self.eps)  # noqa: E731
        for l in range(self.n_layers):
            if visit is None:
                def keep(h, S, A, l=l):
                    scores[l][h] = S
                    patterns[l][h] = A
            else:
                keep = lambda h, S, A, l=l: visit(l, h, A)  # noqa: E731
            with np.errstate(over="ignore", invalid="ignore"):     # overflow is refused just below, by name
                lw = self.layer_weights(l)
                X = X + lw.output(self.attention(X, lw, tables, keep, layer=l))
                del lw                  # one layer's stacked weights at a time, not held through the MLP
                if mlps and self.mlps is not None:
                    X = X + self.mlps[l](norm(X))
            if not np.isfinite(X).all():
                raise InputValueError(f"forward pass overflowed: the residual stream after layer {l} is not finite "
                                      "although every weight is finite (weights too large for float64)")
            if visit is None:
                residuals.append(X)
        if visit is not None:
            return None
        with np.errstate(over="ignore", invalid="ignore"):    # overflow is refused just below, by name
            logits = norm(X) @ self.W_U.T
            if self.b_U is not None:
                logits = logits + self.b_U
        if not np.isfinite(logits).all():            # finite weights can still overflow float64
            bad = [l for l, R in enumerate(residuals) if not np.isfinite(R).all()]
            where = f"the residual stream after layer {bad[0] - 1} is" if bad and bad[0] > 0 else \
                "the embedding is" if bad else "the logits are"
            raise InputValueError(f"forward pass overflowed: {where} not finite although every weight is finite "
                                  "(weights too large for float64)")
        return Forward(t, residuals, scores, patterns, logits)
