r"""Term importance by order (claim C8).

Freeze the attention patterns at their values on each input and let ``T_{≤k}`` be the
sum of the path terms of order ≤ k (C2).  The loss of the truncated logits is the mean
next-token cross-entropy (the logits at position i predict token i+1); the *marginal
effect* of order k is ``loss(T_{≤k−1}) − loss(T_{≤k})``: how much the order-k terms (for
k = 2, the virtual heads) reduce the loss.  ``T_{≤L}`` is the full model (C2).
Per head: the loss increase when one term is removed from the full expansion.

Two computations of the same numbers:

* ``method="batched"`` (default): sequences of equal length are stacked and the
  frozen-pattern terms are summed *per order* in one pass over the layers,
  ``R_ℓ[k] = R_{ℓ−1}[k] + Σ_h A^h R_{ℓ−1}[k−1] W_OVᵀ`` (``R_0[0] = X_0``; every head reads
  the patterns of the actual forward pass), so the truncated logits cost about one
  forward pass per order; single-term ablations walk the paths depth first, each term
  through d_head (``A^h (Y W_Vᵀ)(W_U W_O)ᵀ``);
* ``method="loop"``: per sequence, every term evaluated by
  :meth:`~theory.circuits.symbolic.expansion.PathExpansion.evaluate` and summed (the reference).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from theory.errors import InputValueError, ShapeError, TooLargeError
from theory.validation import boolean, check_size, positive_int
from theory.circuits.symbolic.expansion import path_expansion
from theory.circuits.models.model import AttentionOnlyModel, check_overflow, causal_softmax, head_label


def next_token_loss(logits, tokens):
    """Mean cross-entropy of ``logits[i]`` against ``tokens[i+1]`` (n_ctx−1 predictions)."""
    z = logits[:-1] - logits[:-1].max(axis=1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
    return float(-logp[np.arange(len(tokens) - 1), tokens[1:]].mean())


def next_token_nll(logits, tokens):
    """Per-prediction cross-entropy for a batch: ``logits (B, n, V)``, ``tokens (B, n)`` →
    ``(B, n−1)``, entry i the loss of ``logits[:, i]`` against ``tokens[:, i+1]``.

    >>> z = np.zeros((1, 3, 4))
    >>> np.allclose(next_token_nll(z, np.array([[0, 1, 2]])), np.log(4))
    True
    """
    z = logits[:, :-1]
    z = z - z.max(axis=-1, keepdims=True)
    lse = np.log(np.exp(z).sum(axis=-1))
    tgt = np.take_along_axis(z, np.asarray(tokens)[:, 1:, None], axis=-1)[..., 0]
    return lse - tgt


def frozen_forward(model, tokens):
    """Batched forward pass: ``(X_0, patterns, logits)`` for a token array ``(B, n)``.

    ``X_0`` is ``(B, n, d_model)``, ``patterns[l][h]`` is ``(B, n, n)`` (the patterns of
    :meth:`AttentionOnlyModel.run`, which the path terms freeze), ``logits`` ``(B, n, n_vocab)``.

    >>> m = AttentionOnlyModel.random(2, 2, 8, 2, 6, 5, seed=0)
    >>> X0, A, logits = frozen_forward(m, np.array([[0, 1, 2], [3, 4, 5]]))
    >>> bool(np.allclose(logits[1], m.logits([3, 4, 5])))
    True
    """
    t = _token_batch(model, tokens)
    check_size(f"batched forward pass on {t.shape[0]} sequences of {t.shape[1]} tokens",
               t.shape[0] * model.forward_entries(t.shape[1]), "pass fewer sequences at a time")
    X = model.W_E.T[t]
    if model.W_pos is not None:
        X = X + model.W_pos[:, : t.shape[1]].T
    X0, patterns = X, []
    with np.errstate(over="ignore", invalid="ignore"):
        for l, layer in enumerate(model.heads):
            out, lp = np.zeros_like(X), []
            for h, hd in enumerate(layer):
                S = (X @ hd.W_Q.T) @ np.swapaxes(X @ hd.W_K.T, 1, 2)
                check_overflow(f"scores of head {head_label(l, h)}", S)
                A = causal_softmax(S)
                lp.append(A)
                out += A @ ((X @ hd.W_V.T) @ hd.W_O.T)
            X = X + out
            check_overflow(f"residual stream after layer {l}", X)
            patterns.append(lp)
        logits = X @ model.W_U.T
    check_overflow("logits", logits)
    return X0, patterns, logits


def _token_batch(model, tokens):
    if not isinstance(model, AttentionOnlyModel):
        raise InputValueError(f"model must be an AttentionOnlyModel; got {type(model).__name__}")
    t = np.asarray(tokens)
    if t.ndim != 2 or t.shape[0] == 0:
        raise ShapeError(f"tokens must be a non-empty 2-d array (batch, n_ctx); got shape {t.shape}")
    return np.stack([model.tokens(row) for row in t])


def order_logits(model, tokens, patterns=None, X0=None):
    """Frozen-pattern logits summed per order: array ``(L+1, B, n, n_vocab)``, entry k the sum
    of every path term of order k (so ``cumsum`` over axis 0 gives ``T_{≤k}``), and the
    per-layer order-1 sums ``(L, B, n, n_vocab)``.

    >>> m = AttentionOnlyModel.random(2, 2, 8, 2, 6, 5, seed=0)
    >>> t = np.array([[0, 1, 2, 3]])
    >>> by_order, by_layer = order_logits(m, t)
    >>> bool(np.allclose(by_order.sum(axis=0)[0], m.logits(t[0]))), by_layer.shape
    (True, (2, 1, 4, 6))
    """
    if patterns is None or X0 is None:
        X0, patterns, _ = frozen_forward(model, tokens)
    L = model.n_layers
    R = [X0] + [np.zeros_like(X0) for _ in range(L)]
    first = []
    for l, layer in enumerate(model.heads):
        new = [r.copy() for r in R]
        for k in range(1, l + 2):
            for hd, A in zip(layer, patterns[l]):
                new[k] += A @ ((R[k - 1] @ hd.W_V.T) @ hd.W_O.T)
        first.append(new[1] - R[1])
        R = new
    WU = model.W_U.T
    return np.stack([r @ WU for r in R]), np.stack([f @ WU for f in first])


def _per_term_drops(model, X0, patterns, total, tokens):
    """``{path: Σ_sequences (mean loss of total − term) − (mean loss of total)}`` for every
    path of order ≥ 1, depth first (memory: one residual per layer)."""
    full = next_token_nll(total, tokens).mean(axis=1)
    WUO = [[model.W_U @ hd.W_O for hd in layer] for layer in model.heads]   # (V, d_head) per head
    out = {}

    def visit(prefix, Y, start):
        for l in range(start, model.n_layers):
            for h, hd in enumerate(model.heads[l]):
                Z = patterns[l][h] @ (Y @ hd.W_V.T)            # (B, n, d_head)
                path = prefix + ((l, h),)
                term = Z @ WUO[l][h].T
                out[path] = float((next_token_nll(total - term, tokens).mean(axis=1) - full).sum())
                if l + 1 < model.n_layers:
                    visit(path, Z @ hd.W_O.T, l + 1)

    visit((), X0, 0)
    return out


def _batched(model, seqs, per_term, chunk):
    L = model.n_layers
    losses, layer1, drops, count = np.zeros(L + 1), np.zeros(L), {}, 0
    by_len = {}
    for s in seqs:
        by_len.setdefault(s.size, []).append(s)
    for n, group in by_len.items():
        arr = np.stack(group)
        for lo in range(0, len(arr), chunk):
            t = arr[lo:lo + chunk]
            X0, patterns, logits = frozen_forward(model, t)
            by_order, by_layer = order_logits(model, t, patterns, X0)
            cum = np.cumsum(by_order, axis=0)
            for k in range(L + 1):
                losses[k] += next_token_nll(cum[k], t).mean(axis=1).sum()
            for l in range(L):
                layer1[l] += next_token_nll(by_order[0] + by_layer[l], t).mean(axis=1).sum()
            if per_term:
                for path, v in _per_term_drops(model, X0, patterns, cum[-1], t).items():
                    drops[path] = drops.get(path, 0.0) + v
            count += len(t)
    return losses / count, layer1 / count, {p: v / count for p, v in drops.items()}


def _loop(model, seqs, per_term):
    e = path_expansion(model)
    L = model.n_layers
    losses, layer1 = np.zeros(L + 1), np.zeros(L)
    drop = {}
    for s in seqs:
        vals = e.evaluate(model, s)
        by_order = vals.by_order()
        acc = np.zeros_like(vals.logits)
        for k in range(L + 1):
            acc = acc + by_order.get(k, 0)
            losses[k] += next_token_loss(acc, s)
        for l in range(L):
            first = sum(v for hs, v in zip(vals.heads, vals.values) if len(hs) == 1 and hs[0][0] == l)
            layer1[l] += next_token_loss(by_order[0] + first, s)
        if per_term:
            full = next_token_loss(vals.total, s)
            for heads, v in zip(vals.heads, vals.values):
                if heads:
                    drop[heads] = drop.get(heads, 0.0) + next_token_loss(vals.total - v, s) - full
    n = len(seqs)
    return losses / n, layer1 / n, {h: v / n for h, v in drop.items()}


@dataclass(frozen=True)
class TermImportance:
    """``loss[k]`` = loss of ``T_{≤k}``; ``marginal[k−1] = loss[k−1] − loss[k]`` for order k ≥ 1;
    ``per_term`` maps a path (heads tuple) to the loss increase when only that term is removed;
    ``loss_order1_layer[ℓ]`` = loss of ``T_{≤0}`` plus the order-1 terms of layer ℓ's heads only."""

    loss: tuple
    marginal: tuple
    per_term: dict
    loss_order1_layer: tuple = ()

    def order1_split(self):
        """The order-1 gain ``loss[0] − loss[1]`` split between layers: for two layers the
        Shapley split (each layer's gain averaged over the two orders of adding them), which
        sums to the order-1 marginal exactly; for one layer, the whole gain.

        >>> from theory.circuits.models.constructions import induction_model
        >>> imp = term_importance(induction_model(8, 10), [[0, 3, 5, 2, 7, 3, 5, 2]])
        >>> s = imp.order1_split()
        >>> abs(sum(s) - imp.marginal[0]) < 1e-12
        True
        """
        l0, l1 = self.loss[0], self.loss[1]
        if len(self.loss_order1_layer) == 1:
            return (l0 - l1,)
        if len(self.loss_order1_layer) != 2:
            raise InputValueError(f"order1_split is defined for 1 or 2 layers; this model has {len(self.loss_order1_layer)}")
        a, b = self.loss_order1_layer
        return (0.5 * ((l0 - a) + (b - l1)), 0.5 * ((l0 - b) + (a - l1)))

    def __repr__(self):
        losses = ", ".join(f"{l:.4g}" for l in self.loss)
        return f"TermImportance(loss of T≤k for k = 0..{len(self.loss) - 1}: {losses}; {len(self.per_term)} single terms)"

    def _repr_html_(self):
        rows = "".join(f"<tr><td>≤ {k}</td><td>{l:.6g}</td><td>{'' if not k else f'{self.marginal[k - 1]:+.6g}'}</td></tr>"
                       for k, l in enumerate(self.loss))
        return ("<table><thead><tr><th>order</th><th>loss of T≤k</th><th>marginal effect of order k</th></tr></thead>"
                f"<tbody>{rows}</tbody></table>")

    def __str__(self):
        rows = [f"order ≤ {k}: loss {l:.6g}" + (f"  (marginal of order {k}: {self.marginal[k - 1]:+.6g})" if k else "")
                for k, l in enumerate(self.loss)]
        return "\n".join(rows)


MAX_IMPORTANCE_WORK = 50_000_000_000
"""Most multiply-adds :func:`term_importance` starts: about a minute at the rates measured on a
loaded core (0.8–3·10⁹ per second, small models with ``per_term`` slowest); estimated by
:func:`importance_work` and refused before any work."""


def importance_work(model, lengths, per_term=False):
    """Estimated multiply-adds of :func:`term_importance` on sequences of the given ``lengths``:
    per sequence of n tokens, the forward pass, the per-order sums (layer ℓ's heads act on
    ℓ + 1 orders), the unembeddings and losses, and with ``per_term`` one d_head-wide pass per path.

    >>> from theory.circuits.models.constructions import induction_model
    >>> importance_work(induction_model(8, 10), [10] * 1_000_000) > MAX_IMPORTANCE_WORK
    True
    """
    d, V, L = model.d_model, model.n_vocab, model.n_layers
    n_paths, per_pos, per_pos_n = 1, (L + 2) * d * V + (3 * L + 3) * V, 0
    for l, layer in enumerate(model.heads):
        n_paths *= 1 + len(layer)
        for hd in layer:
            dh = hd.d_head
            per_pos += (l + 2) * 2 * d * dh + 3 * d * dh          # V·O per order, Q·K·V of the forward pass
            per_pos_n += (l + 2) * d + 2 * dh                     # A @ (·) per order, the scores
    if per_term:
        dh = max((hd.d_head for layer in model.heads for hd in layer), default=0)
        per_pos += (n_paths - 1) * (d * dh + dh * V + 2 * V)
        per_pos_n += (n_paths - 1) * dh
    return sum(int(n) * (per_pos + int(n) * per_pos_n) for n in lengths)


def term_importance(model, sequences, per_term=False, method="batched", chunk=256):
    """Loss of the path expansion truncated at each order, averaged over ``sequences``.

    Parameters
    ----------
    model : AttentionOnlyModel
    sequences : list of token sequences (each of length ≥ 2), or a 2-d token array
    per_term : bool
        Also compute the loss increase when each single term of order ≥ 1 is removed.
    method : {"batched", "loop"}
        ``batched`` sums the terms per order over stacked sequences (see the module
        docstring); ``loop`` evaluates every term of every sequence (the reference).
    chunk : int
        Sequences per batch (bounds the memory of ``batched``).

    Examples
    --------
    >>> from theory.circuits.models.constructions import induction_model
    >>> imp = term_importance(induction_model(8, 10), [[0, 3, 5, 2, 7, 3, 5, 2]])
    >>> imp.marginal[0] > 0.5, abs(imp.marginal[1]) < 1e-12   # order 1 carries it, virtual heads add 0
    (True, True)
    """
    if not isinstance(model, AttentionOnlyModel):
        raise InputValueError(f"model must be an AttentionOnlyModel; got {type(model).__name__}")
    model.require_attention_only("term importance (path expansion)")
    per_term = boolean("per_term", per_term)           # "no" / 2 / None were read by their truth value
    if isinstance(sequences, (str, bytes, dict)) or not hasattr(sequences, "__iter__"):
        raise InputValueError(f"sequences must be a list of token sequences; got {type(sequences).__name__}")
    if isinstance(sequences, np.ndarray) and sequences.ndim == 2:
        lengths = [sequences.shape[1]] * sequences.shape[0]
    else:
        sequences = list(sequences)
        lengths = [len(s) if hasattr(s, "__len__") else 0 for s in sequences]
    work = importance_work(model, lengths, per_term)
    if work > MAX_IMPORTANCE_WORK:                        # before validating 10⁶ sequences token by token
        raise TooLargeError(f"term_importance on {len(lengths)} sequences (longest {max(lengths)} tokens"
                            f"{', per_term' if per_term else ''}) would need about {work:.3g} multiply-adds "
                            f"(limit MAX_IMPORTANCE_WORK = {MAX_IMPORTANCE_WORK:.0e}); pass fewer or shorter sequences")
    seqs = [model.tokens(s) for s in sequences]
    if not seqs:
        raise InputValueError("sequences must contain at least one token sequence")
    for i, s in enumerate(seqs):
        if s.size < 2:
            raise InputValueError(f"sequences[{i}] has length {s.size}; next-token loss needs at least 2 tokens")
    if method not in ("batched", "loop"):
        raise InputValueError(f"method must be 'batched' or 'loop'; got {method!r}")
    chunk = positive_int("chunk", chunk)
    L = model.n_layers
    if method == "loop":
        losses, layer1, drop = _loop(model, seqs, per_term)
    else:
        n, b = max(s.size for s in seqs), min(chunk, len(seqs))
        check_size(f"term importance from per-order sums of path terms on {b} sequences of {n} tokens at a time",
                   b * n * (2 * sum(model.n_heads) * n + (L + 3) * model.d_model + (3 * L + 6) * model.n_vocab),
                   "pass a smaller chunk")
        losses, layer1, drop = _batched(model, seqs, per_term, chunk)
    marginal = tuple(float(losses[k - 1] - losses[k]) for k in range(1, L + 1))
    return TermImportance(tuple(float(x) for x in losses), marginal, drop, tuple(float(x) for x in layer1))
