"""The parts a loaded :class:`~theory.circuits.models.transformer.Transformer` adds to its attention heads:
MLPs and their activations (:class:`MLP`), rotary positions (:class:`Rotary`), the embedding and the tied
unembedding kept as stored until read (:class:`FoldedEmbedding`, :class:`TiedUnembedding`), one layer's
fused head weights (:class:`LayerWeights`) and the normalisation of the residual (:func:`normalize`).
Conventions: :mod:`theory.circuits.models.transformer`.
"""
from __future__ import annotations

from dataclasses import dataclass
import numpy as np
from theory.errors import InputValueError


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


def mm(X, W):
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
        pre = mm(X, cast(self.W_in)) + c(self.b_in)
        mid = activation(self.act, pre) if self.W_gate is None else \
            activation(self.act, mm(X, cast(self.W_gate))) * pre
        return mm(mid, cast(self.W_out)) + c(self.b_out)


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
        from theory.circuits.models.factored import max_abs
        sE, sG = scales
        with np.errstate(over="ignore", under="ignore", invalid="ignore"):
            # W_E W_Eᵀ + (W_E μ) 1ᵀ = sE² (sG G + (smu/sE) v 1ᵀ), with v = (W_E/sE)(μ/smu)
            P = sG * G + (smu / sE) * v[:, None]
            sw = 1.0
            if self.w is not None:
                sw = max_abs(self.w)
                P *= self.w / sw
            if self.centred:
                P -= P.mean(axis=1, keepdims=True)
        sP = max_abs(P) if np.all(np.isfinite(P)) else 0.0
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


def rotate(x, dim, cos, sin):
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
        out = mm(Z, self.W_O.T)
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
