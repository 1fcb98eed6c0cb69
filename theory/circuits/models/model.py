"""Attention-only transformers in the paper's column-vector convention.

Conventions (docs/theory.md, Part I): one-hot tokens, ``W_E: d_model×n_vocab``,
``W_U: n_vocab×d_model``, per head ``W_Q, W_K, W_V: d_head×d_model`` and
``W_O: d_model×d_head``; ``W_OV = W_O W_V`` and ``W_QK = W_Qᵀ W_K``.  The residual stream
is a matrix ``X: n_ctx×d_model`` (row i = position i), ``X_0 = onehot(t) W_Eᵀ + W_posᵀ``.
A head computes scores ``S = X W_QK Xᵀ``, pattern ``A = softmax*(S)`` (row-wise, causal
mask ``j ≤ i``) and writes ``(A ⊗ W_OV)·X = A X W_OVᵀ``.  Layer ℓ adds all its heads:
``X_{ℓ+1} = X_ℓ + Σ_h A^h X_ℓ (W_OV^h)ᵀ``; the logits are ``X_L W_Uᵀ`` (n_ctx×n_vocab).
Layers and heads are numbered from 0 in the API; head ``(l, h)`` is labelled ``"L{l}H{h}"``
as in TransformerLens (:attr:`AttentionOnlyModel.head_labels`).

Attention scale: this model has no separate scale.  The scores are exactly
``X W_Qᵀ W_K Xᵀ = X W_QK Xᵀ``; a scale ``1/s`` (TransformerLens divides by ``s = √d_head``)
is folded into ``W_Q`` when weights are loaded (``from_transformer_lens(arrays, attn_scale=s)``
stores ``W_Q / s``) and multiplied back out by ``to_transformer_lens(attn_scale=s)``.  So
``W_QK``, the forward pass, the QK expansion and every QK quantity (positivity of QK terms,
Q/K composition) all mean the bilinear form the softmax actually sees.

Weights are copied at construction and stored read-only: changing the caller's arrays
afterwards does not change the model.
"""
from __future__ import annotations

import numbers
import re
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from theory.errors import InputTypeError, InputValueError, ShapeError, TooLargeError
from theory.validation import MAX_ARRAY_ENTRIES, boolean, check_memory, finite_array, format_count, positive_int, token_array
from theory.circuits.models.factored import LowRankMatrix

HEAD_COST_ENTRIES = 500    # measured: a head's arrays and checks cost ~20 µs, a weight entry ~40 ns


def _adoptable(arr):
    """A float64 array nobody can write through: read-only, owning its data or a view of a read-only
    array that owns its data (how checkpoint loaders hand over the arrays they made, without a copy)."""
    if not isinstance(arr, np.ndarray) or arr.dtype != np.float64 or arr.flags.writeable:
        return False
    base = arr if arr.flags.owndata else arr.base
    return isinstance(base, np.ndarray) and base.flags.owndata and not base.flags.writeable


def _frozen(arr):
    """A private read-only copy (callers' arrays are never kept by reference); an array that is
    already frozen (:func:`_adoptable`) is kept as it is."""
    if _adoptable(arr):
        return arr
    out = np.array(arr, dtype=np.float64, copy=True)
    out.flags.writeable = False
    return out


def check_overflow(what, arr):
    if not np.all(np.isfinite(arr)):
        raise InputValueError(f"the forward pass overflows float64: the {what} are not finite although the weights "
                              f"are; the weights are too large (largest scores ~ |W|⁴ · d_model²)")


def head_label(layer, head):
    """TransformerLens' label of head ``(layer, head)`` (0-based): ``head_label(0, 3) == "L0H3"``."""
    return f"L{int(layer)}H{int(head)}"


_HEAD_LABEL = re.compile(r"L(\d+)H(\d+)")
_PRINTED_LABEL = re.compile(r"h(?:(\d+)|\((\d+),(\d+)\))")


def parse_head_label(label, n_heads):
    """``(layer, head)`` of a TransformerLens label ``"L1H0"`` (0-based, as every checkpoint report,
    composition score and :attr:`AttentionOnlyModel.head_labels` prints it) on a model with
    ``n_heads`` heads per layer; anything else — a label of a head the model lacks, another
    spelling, or the 1-based ``h2``/``h(2,1)`` of the symbolic expansions — is refused with the
    valid range.

    >>> parse_head_label("L1H0", (2, 2))
    (1, 0)
    >>> parse_head_label("L2H0", (2, 2))
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: head label 'L2H0' does not exist: this model has layers 0..1 with heads L0H0…L0H1, L1H0…L1H1
    """
    spans = ", ".join(f"{head_label(l, 0)}…{head_label(l, n - 1)}" if n > 1 else head_label(l, 0)
                      for l, n in enumerate(n_heads))
    valid = f"this model has layers 0..{len(n_heads) - 1} with heads {spans}"
    m = _HEAD_LABEL.fullmatch(label)
    if m is None:
        p = _PRINTED_LABEL.fullmatch(label)
        hint = ""
        if p is not None:          # the symbolic expansions' 1-based labels: say which head that is
            l1, h1 = (int(p.group(1)), 1) if p.group(1) else (int(p.group(2)), int(p.group(3)))
            hint = (f" ({label!r} is the 1-based label of the symbolic expansions; "
                    f"TransformerLens' label of that head is {head_label(l1 - 1, h1 - 1)!r})")
        raise InputValueError(f"head label must be TransformerLens' 'L<layer>H<head>' (0-based, e.g. 'L1H0'); "
                              f"got {label!r}{hint}; {valid}")
    layer, head = int(m.group(1)), int(m.group(2))
    if not (layer < len(n_heads) and head < n_heads[layer]):
        raise InputValueError(f"head label {label!r} does not exist: {valid}")
    return layer, head


@dataclass(frozen=True)
class Head:
    """The four weight matrices of one attention head (column-vector convention).

    Any attention scale is already inside ``W_Q`` (see the module docstring).
    """

    W_Q: np.ndarray
    W_K: np.ndarray
    W_V: np.ndarray
    W_O: np.ndarray

    @property
    def d_head(self):
        return self.W_Q.shape[0]

    def __repr__(self):
        return f"Head(d_model={self.W_Q.shape[1]}, d_head={self.d_head})"

    @property
    def W_OV(self):
        """``W_O W_V`` (d_model×d_model, rank ≤ d_head) as a factored
        :class:`~theory.circuits.models.factored.LowRankMatrix` ``(W_O, W_V)`` — TransformerLens'
        ``FactoredMatrix`` habit: ``.eigenvalues()`` (the d_head eigenvalues of ``W_V W_O``, which
        hold every non-zero eigenvalue), ``.svd()``, ``.norm()``, products kept factored
        (``W_U @ hd.W_OV @ W_E``), and ``.dense`` or ``np.asarray(hd.W_OV)`` for the matrix."""
        return LowRankMatrix(self.W_O, self.W_V)

    @property
    def W_QK(self):
        """``W_Qᵀ W_K`` (d_model×d_model, rank ≤ d_head) as a factored
        :class:`~theory.circuits.models.factored.LowRankMatrix` ``(W_Qᵀ, W_K)`` (see :attr:`W_OV`);
        the forward pass's scores are exactly ``X W_QK Xᵀ`` (the attention scale is folded into
        ``W_Q``)."""
        return LowRankMatrix(self.W_Q.T, self.W_K)


@dataclass(frozen=True)
class Forward:
    """Everything computed by one forward pass on a token sequence.

    ``patterns`` and ``scores`` are one NumPy array each, indexed ``[layer, head, q, k]`` as
    TransformerLens stacks its cache (``cache.stack_activation("pattern")`` without the batch
    axis): ``fwd.patterns[1, 0]`` is head L1H0's pattern, and the older ``fwd.patterns[1][0]``,
    ``len(fwd.patterns)`` and ``for layer in fwd.patterns`` still work.  A model whose layers
    have **different head counts** cannot fill a rectangular array without padding entries that
    are not patterns; its ``patterns``/``scores`` are then a tuple with one ``[head, q, k]``
    array per layer — the same ``[l][h]`` indexing, and ``fwd.patterns[l]`` an array either way.

    >>> fwd = AttentionOnlyModel.random(2, 3, 8, 4, 10, 6, seed=0).run([1, 2, 3])
    >>> fwd.patterns.shape, fwd.scores.shape, bool((fwd.patterns[1, 0] == fwd.patterns[1][0]).all())
    ((2, 3, 3, 3), (2, 3, 3, 3), True)
    >>> [p.shape for p in AttentionOnlyModel.random(2, [1, 2], 8, 4, 10, 6).run([1, 2, 3]).patterns]
    [(1, 3, 3), (2, 3, 3)]
    """

    tokens: np.ndarray
    residuals: list   # [L+1] arrays n_ctx×d_model; residuals[0] is the embedding
    scores: np.ndarray     # [layer, head, q, k]: pre-softmax X W_QK Xᵀ (before the causal mask)
    patterns: np.ndarray   # [layer, head, q, k]: causal row-stochastic (a tuple of [head, q, k] when heads differ)
    logits: np.ndarray

    def __repr__(self):
        return (f"Forward({len(self.tokens)} tokens through {len(self.patterns)} layers; "
                f"logits {self.logits.shape[0]}×{self.logits.shape[1]})")


def per_head_arrays(n_heads, n):
    """Zeroed storage for one n×n array per head, indexed ``[layer][head]``: one
    ``[layer, head, n, n]`` array when every layer has the same number of heads, else a tuple of
    ``[head, n, n]`` arrays (one per layer) — see :class:`Forward`."""
    if len(set(n_heads)) == 1:
        return np.zeros((len(n_heads), n_heads[0], n, n))
    return tuple(np.zeros((h, n, n)) for h in n_heads)


def causal_softmax(scores):
    """Row-wise softmax with the causal mask ``j ≤ i`` (entries above the diagonal are 0).

    >>> causal_softmax(np.zeros((3, 3))).round(3).tolist()
    [[1.0, 0.0, 0.0], [0.5, 0.5, 0.0], [0.333, 0.333, 0.333]]

    ``scores`` is a finite real array of shape ``(..., n, n)``.
    """
    s = np.array(finite_array("scores", scores), copy=True)
    if s.ndim < 2 or s.shape[-1] != s.shape[-2] or s.shape[-1] == 0:
        raise ShapeError(f"scores must be an array of square n×n score matrices, n ≥ 1 (shape (..., n, n)); "
                         f"got shape {s.shape}")
    n = s.shape[-1]
    mask = np.triu(np.ones((n, n), dtype=bool), k=1)
    s[..., mask] = -np.inf
    with np.errstate(over="ignore"):       # a difference beyond the float range only means exp(·) = 0
        s -= s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


_TL_BIASES = {"b_Q": "query bias", "b_K": "key bias", "b_V": "value bias", "b_O": "attention output bias",
              "b_U": "unembedding bias"}


def positive_real(name, value):
    """A positive finite real number (bools, complex and strings refused)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise InputTypeError(f"{name} must be a positive real number; got {value!r} of type {type(value).__name__}")
    value = float(value)
    if not (np.isfinite(value) and value > 0):
        raise InputValueError(f"{name} must be a positive finite number; got {value}")
    return value


def _scale_fits(name, value, arr, what):
    """Refuse an attention scale that takes the (finite) W_Q out of the float64 range."""
    if not np.all(np.isfinite(arr)):
        raise InputValueError(f"{name}={value:.3g} takes {what} beyond the float64 range (largest |W_Q| entry "
                              f"would be inf); expected a scale for which {what} stays finite")


class AttentionOnlyModel:
    """An attention-only transformer with explicit weights.

    Parameters
    ----------
    W_E : array (d_model, n_vocab)
        Token embedding.
    W_U : array (n_vocab, d_model)
        Unembedding.
    heads : sequence of layers, each a non-empty sequence of ``(W_Q, W_K, W_V, W_O)``
        ``W_Q, W_K, W_V: d_head×d_model`` and ``W_O: d_model×d_head`` (``d_head`` may
        differ between heads).
    W_pos : array (d_model, n_ctx), optional
        Positional embedding, column i added at position i.

    Scores are ``X W_Qᵀ W_K Xᵀ`` with no further scale: an attention scale belongs inside
    ``W_Q`` (:meth:`from_transformer_lens` folds TransformerLens' ``1/√d_head`` in there).
    All weights are copied and stored read-only.

    Examples
    --------
    >>> m = AttentionOnlyModel.random(n_layers=2, n_heads=1, d_model=4, d_head=2,
    ...                               n_vocab=5, n_ctx=3, seed=0)
    >>> m.logits([0, 3, 1]).shape
    (3, 5)
    >>> m.patterns([0, 3, 1]).shape        # [layer, head, q, k]
    (2, 1, 3, 3)
    >>> m.head_labels
    ('L0H0', 'L1H0')
    """

    def __init__(self, W_E, W_U, heads, W_pos=None):
        self.W_E, (self.d_model, self.n_vocab) = self._embedding(W_E)
        self.W_U = self._unembedding(W_U)
        self.W_pos = None
        if W_pos is not None:
            self.W_pos = _frozen(finite_array("W_pos", W_pos, ndim=2))
            if self.W_pos.shape[0] != self.d_model:
                raise ShapeError(f"W_pos must have shape (d_model={self.d_model}, n_ctx); got {self.W_pos.shape}")
        if isinstance(heads, np.ndarray) or not hasattr(heads, "__len__") or len(heads) == 0:
            raise InputValueError("heads must be a non-empty list of layers, each a list of (W_Q, W_K, W_V, W_O)")
        layers = []
        for l, layer in enumerate(heads):
            if not hasattr(layer, "__len__") or len(layer) == 0:
                raise InputValueError(f"heads[{l}] is empty: every layer needs at least one head")
            hs = []
            for h, ws in enumerate(layer):
                if isinstance(ws, Head):            # a model's own heads (model.heads) build a model too
                    ws = (ws.W_Q, ws.W_K, ws.W_V, ws.W_O)
                if isinstance(ws, (str, bytes)) or not hasattr(ws, "__len__"):
                    raise InputTypeError(f"heads[{l}][{h}] must be a sequence (W_Q, W_K, W_V, W_O) of matrices; "
                                         f"got {type(ws).__name__}")
                if len(ws) != 4:
                    raise InputValueError(f"heads[{l}][{h}] must be (W_Q, W_K, W_V, W_O); got {len(ws)} matrices")
                q, k, v, o = (finite_array(f"heads[{l}][{h}].{nm}", w, ndim=2)
                              for nm, w in zip(("W_Q", "W_K", "W_V", "W_O"), ws))
                dh = q.shape[0]
                for nm, w in (("W_Q", q), ("W_K", k), ("W_V", v)):
                    if w.shape != (dh, self.d_model):
                        raise ShapeError(f"heads[{l}][{h}].{nm} must have shape (d_head, d_model) = {(dh, self.d_model)} "
                                         f"(d_head from W_Q {q.shape}); got {w.shape}")
                if o.shape != (self.d_model, dh):
                    raise ShapeError(f"heads[{l}][{h}].W_O must have shape (d_model, d_head) = {(self.d_model, dh)} "
                                     f"(d_head from W_Q {q.shape}); got {o.shape}")
                hs.append(Head(*(_frozen(w) for w in (q, k, v, o))))
            layers.append(tuple(hs))
        self.heads = tuple(layers)

    def _embedding(self, W_E):
        """``(W_E, (d_model, n_vocab))``, validated and frozen; subclasses may build it on first use."""
        W_E = _frozen(finite_array("W_E", W_E, ndim=2))
        return W_E, W_E.shape

    def _unembedding(self, W_U):
        """The validated, frozen ``W_U`` (n_vocab×d_model); subclasses may build it on first use."""
        W_U = _frozen(finite_array("W_U", W_U, ndim=2))
        if W_U.shape != (self.n_vocab, self.d_model):
            raise ShapeError(f"W_U must have shape (n_vocab, d_model) = {(self.n_vocab, self.d_model)} "
                             f"to match W_E {self.W_E.shape}; got {W_U.shape}")
        return W_U

    # ------------------------------------------------------------------ structure
    @property
    def n_layers(self):
        return len(self.heads)

    @property
    def n_heads(self):
        """Heads per layer, e.g. ``(1, 1)``."""
        return tuple(len(layer) for layer in self.heads)

    @property
    def n_ctx(self):
        """Maximum context length (from ``W_pos``), or ``None`` when unbounded."""
        return None if self.W_pos is None else self.W_pos.shape[1]

    @property
    def head_labels(self):
        """TransformerLens' labels of every head, layer-major: ``("L0H0", "L0H1", …, "L1H0", …)``."""
        return tuple(head_label(l, h) for l, hs in enumerate(self.n_heads) for h in range(hs))

    def head(self, layer, head=None):
        """The :class:`Head` at 0-based ``(layer, head)`` or with TransformerLens' label, as every
        report prints it: ``model.head("L1H0")`` is ``model.head(1, 0)``.  An absent head or a
        label in another form is refused, naming it and the heads that exist.

        >>> m = AttentionOnlyModel.random(2, 2, 4, 2, 5, 3, seed=0)
        >>> m.head("L1H0") is m.head(1, 0) is m.heads[1][0]
        True
        """
        if isinstance(layer, str) and head is None:
            layer, head = parse_head_label(layer, self.n_heads)
        elif head is None:
            raise InputTypeError(f"head needs a label like 'L1H0' or two 0-based integers (layer, head); got "
                                 f"layer={layer!r} and no head")
        layer, head = positive_int("layer", layer, minimum=0), positive_int("head", head, minimum=0)
        if not (0 <= layer < self.n_layers) or not (0 <= head < self.n_heads[layer]):
            raise InputValueError(f"(layer, head) = ({layer}, {head}) does not exist; heads per layer are {self.n_heads}")
        return self.heads[layer][head]

    def require_attention_only(self, what):
        """Raise if ``what`` (an analysis exact only for attention-only models) cannot run on this
        model; a plain :class:`AttentionOnlyModel` always can (subclasses with MLPs refuse)."""

    def __repr__(self):
        if not hasattr(self, "heads"):
            return "AttentionOnlyModel(<incomplete>)"
        return (f"AttentionOnlyModel(n_layers={self.n_layers}, n_heads={self.n_heads}, d_model={self.d_model}, "
                f"n_vocab={self.n_vocab}, n_ctx={self.n_ctx})")

    # ------------------------------------------------------------------ forward
    def tokens(self, tokens):
        """Validate a token sequence for this model (ids in range, length ≤ n_ctx)."""
        return token_array("tokens", tokens, self.n_vocab, self.n_ctx)

    def embed(self, tokens):
        """``X_0 = onehot(tokens) W_Eᵀ (+ W_pos[:, :n]ᵀ)``, shape n_ctx×d_model."""
        t = self.tokens(tokens)
        X = self.W_E[:, t].T.copy()
        if self.W_pos is not None:
            X += self.W_pos[:, : t.size].T
        return X

    def forward_entries(self, n_tokens):
        """Array entries one forward pass on ``n_tokens`` tokens keeps (scores and patterns of
        every head, residuals, logits) — checked against the size limit before any work."""
        n_heads = sum(self.n_heads)
        return 2 * n_heads * n_tokens ** 2 + (self.n_layers + 2) * n_tokens * self.d_model + n_tokens * self.n_vocab

    def run(self, tokens):
        """Forward pass returning a :class:`Forward` record (residuals, scores, patterns, logits).

        Refused before any work when its arrays would exceed the package's size limit, and
        refused (not returned as inf/NaN) when the weights are so large that it overflows.
        """
        t = self.tokens(tokens)
        check_memory(f"forward pass on {t.size} tokens", 8 * self.forward_entries(t.size),      # float64, kept
                     "use a shorter sequence (scores and patterns are n_ctx×n_ctx per head)")
        X = self.embed(t)
        residuals = [X]
        scores, patterns = per_head_arrays(self.n_heads, t.size), per_head_arrays(self.n_heads, t.size)
        with np.errstate(over="ignore", invalid="ignore"):
            for l, layer in enumerate(self.heads):
                out = np.zeros_like(X)
                for h, hd in enumerate(layer):
                    S = (X @ hd.W_Q.T) @ (X @ hd.W_K.T).T
                    check_overflow(f"scores of head {head_label(l, h)}", S)
                    A = causal_softmax(S)
                    scores[l][h] = S
                    patterns[l][h] = A
                    out += A @ ((X @ hd.W_V.T) @ hd.W_O.T)
                X = X + out
                check_overflow(f"residual stream after layer {l}", X)
                residuals.append(X)
            logits = X @ self.W_U.T
        check_overflow("logits", logits)
        return Forward(t, residuals, scores, patterns, logits)

    def logits(self, tokens):
        """Logits ``X_L W_Uᵀ`` (n_ctx×n_vocab)."""
        return self.run(tokens).logits

    def patterns(self, tokens):
        """Attention patterns ``[layer, head, q, k]`` (causal row-stochastic; :class:`Forward`)."""
        return self.run(tokens).patterns

    def scores(self, tokens):
        """Pre-softmax scores ``X_ℓ W_QK Xᵀ_ℓ`` as ``[layer, head, q, k]`` (before the causal mask)."""
        return self.run(tokens).scores

    def residuals(self, tokens):
        """Residual stream before each layer and after the last: ``[L+1]`` arrays n_ctx×d_model."""
        return self.run(tokens).residuals

    # ------------------------------------------------------------------ constructors
    @classmethod
    def random(cls, n_layers, n_heads, d_model, d_head, n_vocab, n_ctx, seed=0, positional=True, scale=None):
        """Gaussian random weights (std ``1/sqrt(fan_in)`` unless ``scale`` is given).

        ``n_heads`` is an int (same for every layer) or a list of ints per layer; ``seed`` an
        integer ≥ 0 (or None); ``scale`` a positive finite number.  The size is checked
        before anything is drawn.
        """
        n_layers = positive_int("n_layers", n_layers)
        positional = boolean("positional", positional)
        if seed is not None:
            seed = positive_int("seed", seed, minimum=0)
        if scale is not None:
            scale = positive_real("scale", scale)
        if isinstance(n_heads, (list, tuple, np.ndarray)):
            if len(n_heads) != n_layers:
                raise ShapeError(f"n_heads must list one count per layer ({n_layers}); got {list(n_heads)}")
            hs = [positive_int(f"n_heads[{i}]", h) for i, h in enumerate(n_heads)]
            total_heads = sum(hs)
        else:
            hs, total_heads = None, positive_int("n_heads", n_heads) * n_layers     # no list of n_layers yet
        d_model, d_head = positive_int("d_model", d_model), positive_int("d_head", d_head)
        n_vocab, n_ctx = positive_int("n_vocab", n_vocab), positive_int("n_ctx", n_ctx)
        entries = total_heads * 4 * d_model * d_head + d_model * (2 * n_vocab + n_ctx)
        work = entries + HEAD_COST_ENTRIES * total_heads        # in the unit that grows: heads cost more than entries
        if work > MAX_ARRAY_ENTRIES:
            raise TooLargeError(f"AttentionOnlyModel.random with {format_count(total_heads, exact=True)} heads in "
                                f"{format_count(n_layers, exact=True)} layers and {format_count(entries)} weight "
                                f"entries costs about {format_count(work)} entry-equivalents (a head's own objects "
                                f"cost as much as ~{HEAD_COST_ENTRIES} entries; limit {MAX_ARRAY_ENTRIES:.0e}, "
                                "~15 CPU-s); use fewer layers/heads or smaller widths")
        if hs is None:
            hs = [total_heads // n_layers] * n_layers
        rng = np.random.default_rng(seed)

        def g(*shape, fan_in):
            s = scale if scale is not None else 1.0 / np.sqrt(fan_in)
            return rng.normal(0.0, s, size=shape)

        heads = [[(g(d_head, d_model, fan_in=d_model), g(d_head, d_model, fan_in=d_model),
                   g(d_head, d_model, fan_in=d_model), g(d_model, d_head, fan_in=d_head))
                  for _ in range(h)] for h in hs]
        W_pos = g(d_model, n_ctx, fan_in=1) if positional else None
        return cls(g(d_model, n_vocab, fan_in=1), g(n_vocab, d_model, fan_in=d_model), heads, W_pos)

    @classmethod
    def from_transformer_lens(cls, arrays, attn_scale=None):
        """Build from TransformerLens' row-vector layout: transposes, plus the attention scale
        folded into ``W_Q``.

        ``arrays`` maps ``W_E[n_vocab, d_model]``, ``W_Q/W_K/W_V[l, h, d_model, d_head]``,
        ``W_O[l, h, d_head, d_model]``, ``W_U[d_model, n_vocab]`` and optionally
        ``W_pos[n_ctx, d_model]``.  TransformerLens computes ``q = x W_Q`` on row vectors,
        so our ``W_Q`` is its transpose, and ``W_OV`` here is ``(W_V W_O)ᵀ`` there.

        TransformerLens divides the scores ``q·k`` by ``attn_scale`` (its config's
        ``attn_scale``, by default ``√d_head``); this model has no separate scale, so the
        stored ``W_Q`` is TransformerLens' ``W_Qᵀ / attn_scale`` (one rounding per entry) and
        ``W_QK`` is exactly the bilinear form of the forward pass.  Pass ``attn_scale=1`` for
        weights trained without a scale.

        Biases (``b_Q, b_K, b_V, b_O, b_U``) are accepted only when all zero: this model has
        none.  Any other key (LayerNorm, MLP, ...) is refused, naming it.  The arrays are
        copied.

        >>> m = AttentionOnlyModel.random(1, 2, 3, 2, 4, 5, seed=1)
        >>> m2 = AttentionOnlyModel.from_transformer_lens(m.to_transformer_lens())
        >>> bool(np.allclose(m.logits([1, 2, 3]), m2.logits([1, 2, 3]), rtol=1e-14, atol=1e-14))
        True
        >>> AttentionOnlyModel.from_transformer_lens({**m.to_transformer_lens(), "b_O": np.ones((1, 3))})
        Traceback (most recent call last):
        ...
        theory.errors.InputValueError: arrays['b_O'] has non-zero entries (max |b_O| = 1): the attention output bias is not modelled (this model has no biases); fold it into the weights or pass zeros
        """
        if not isinstance(arrays, Mapping):
            raise InputTypeError(f"arrays must be a mapping of TransformerLens weight names to arrays; "
                                 f"got {type(arrays).__name__}")
        need = ("W_E", "W_Q", "W_K", "W_V", "W_O", "W_U")
        accepted = need + ("W_pos",) + tuple(_TL_BIASES)
        unknown = [k for k in arrays if k not in accepted]
        if unknown:
            raise InputValueError(f"arrays has unknown keys {unknown}: only attention-only weights are modelled "
                                  f"(no LayerNorm, MLP or other parameters); accepted keys are {list(accepted)}")
        missing = [k for k in need if k not in arrays]
        if missing:
            raise InputValueError(f"arrays is missing {missing}; TransformerLens layout needs {list(need)} (+ optional W_pos)")
        for k, what in _TL_BIASES.items():
            if k in arrays:
                b = finite_array(f"arrays[{k!r}]", arrays[k])
                if np.any(b != 0):
                    raise InputValueError(f"arrays[{k!r}] has non-zero entries (max |{k}| = {np.abs(b).max():.3g}): "
                                          f"the {what} is not modelled (this model has no biases); fold it into the "
                                          f"weights or pass zeros")
        W_E = finite_array("W_E", arrays["W_E"], ndim=2)
        n_vocab, d_model = W_E.shape
        Q, K, V = (finite_array(k, arrays[k], ndim=4) for k in ("W_Q", "W_K", "W_V"))
        O = finite_array("W_O", arrays["W_O"], ndim=4)
        L, H = Q.shape[:2]
        for k, a in (("W_Q", Q), ("W_K", K), ("W_V", V)):
            if a.shape[:3] != (L, H, d_model):
                raise ShapeError(f"{k} must have shape (n_layers, n_heads, d_model={d_model}, d_head); got {a.shape}")
        if O.shape[:2] != (L, H) or O.shape[3] != d_model or O.shape[2] != V.shape[3]:
            raise ShapeError(f"W_O must have shape (n_layers={L}, n_heads={H}, d_head={V.shape[3]}, d_model={d_model}); "
                             f"got {O.shape}")
        want = {"b_Q": (L, H, Q.shape[3]), "b_K": (L, H, K.shape[3]), "b_V": (L, H, V.shape[3]),
                "b_O": (L, d_model), "b_U": (n_vocab,)}
        for k, shape in want.items():          # zero biases of another shape mean the dict is not this model's
            if k in arrays and np.shape(arrays[k]) != shape:
                raise ShapeError(f"arrays[{k!r}] must have TransformerLens' shape {shape}; got {np.shape(arrays[k])}")
        s = np.sqrt(Q.shape[3]) if attn_scale is None else positive_real("attn_scale", attn_scale)
        with np.errstate(over="ignore"):
            Q = Q / s
        _scale_fits("attn_scale", s, Q, "W_Q / attn_scale")
        heads = [[(Q[l, h].T, K[l, h].T, V[l, h].T, O[l, h].T) for h in range(H)] for l in range(L)]
        W_pos = arrays.get("W_pos")
        return cls(W_E.T, finite_array("W_U", arrays["W_U"], ndim=2).T, heads,
                   None if W_pos is None else finite_array("W_pos", W_pos, ndim=2).T)

    def to_transformer_lens(self, attn_scale=None):
        """The inverse of :meth:`from_transformer_lens` (requires equal d_head and heads per layer).

        TransformerLens divides scores by ``attn_scale`` (default ``√d_head``), so the returned
        ``W_Q`` is ours times ``attn_scale``: the TransformerLens model computes the same logits.
        """
        if len(set(self.n_heads)) != 1 or len({hd.d_head for layer in self.heads for hd in layer}) != 1:
            raise InputValueError("TransformerLens layout needs the same number of heads per layer and one d_head; "
                                  f"this model has heads {self.n_heads}")
        s = (np.sqrt(self.heads[0][0].d_head) if attn_scale is None else positive_real("attn_scale", attn_scale))
        st = lambda f: np.stack([np.stack([f(hd) for hd in layer]) for layer in self.heads])  # noqa: E731
        with np.errstate(over="ignore"):
            W_Q = st(lambda hd: hd.W_Q.T * s)
        _scale_fits("attn_scale", s, W_Q, "W_Q · attn_scale")
        out = {"W_E": self.W_E.T.copy(), "W_U": self.W_U.T.copy(),
               "W_Q": W_Q, "W_K": st(lambda hd: hd.W_K.T),
               "W_V": st(lambda hd: hd.W_V.T), "W_O": st(lambda hd: hd.W_O.T)}
        if self.W_pos is not None:
            out["W_pos"] = self.W_pos.T.copy()
        return out
