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
import numpy as np
from theory.errors import InputValueError
from theory.printing import counted
from theory.validation import check_memory, positive_int
from theory.circuits.models.factored import LowRankMatrix
from theory.circuits.models.model import AttentionOnlyModel, Forward, causal_softmax, per_head_arrays
from theory.circuits.models.components import FoldedEmbedding, LayerWeights, TiedUnembedding, mm, rotate, normalize
from theory.circuits.models.components import ACTIVATIONS, MLP, Rotary, activation  # noqa: F401  (re-exported: the loaded model's parts)


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
        Q = mm(Xn, lw.W_Q.T)
        if lw.b_Q is not None:
            Q += lw.b_Q
        KV = mm(Xn, lw.W_KV.T)
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
                q, k = rotate(q, self.rotary.dim, cos[:, None], sin[:, None]), rotate(k, self.rotary.dim, cos, sin)
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
