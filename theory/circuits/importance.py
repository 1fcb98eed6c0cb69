r"""Term importance by order (claim C8).

Freeze the attention patterns at their values on each input and let ``T_{≤k}`` be the
sum of the path terms of order ≤ k (C2).  The loss of the truncated logits is the mean
next-token cross-entropy (the logits at position i predict token i+1); the *marginal
effect* of order k is ``loss(T_{≤k−1}) − loss(T_{≤k})``: how much the order-k terms (for
k = 2, the virtual heads) reduce the loss.  ``T_{≤L}`` is the full model (C2).
Per head: the loss increase when one term is removed from the full expansion.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..errors import InputValueError
from .expansion import path_expansion
from .model import AttentionOnlyModel


def next_token_loss(logits, tokens):
    """Mean cross-entropy of ``logits[i]`` against ``tokens[i+1]`` (n_ctx−1 predictions)."""
    z = logits[:-1] - logits[:-1].max(axis=1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
    return float(-logp[np.arange(len(tokens) - 1), tokens[1:]].mean())


@dataclass(frozen=True)
class TermImportance:
    """``loss[k]`` = loss of ``T_{≤k}``; ``marginal[k−1] = loss[k−1] − loss[k]`` for order k ≥ 1;
    ``per_term`` maps a path (heads tuple) to the loss increase when only that term is removed."""

    loss: tuple
    marginal: tuple
    per_term: dict

    def __str__(self):
        rows = [f"order ≤ {k}: loss {l:.6g}" + (f"  (marginal of order {k}: {self.marginal[k - 1]:+.6g})" if k else "")
                for k, l in enumerate(self.loss)]
        return "\n".join(rows)


def term_importance(model, sequences, per_term=False):
    """Loss of the path expansion truncated at each order, averaged over ``sequences``.

    Parameters
    ----------
    model : AttentionOnlyModel
    sequences : list of token sequences (each of length ≥ 2)
    per_term : bool
        Also compute the loss increase when each single term of order ≥ 1 is removed.

    Examples
    --------
    >>> from theory.circuits.constructions import induction_model
    >>> imp = term_importance(induction_model(8, 10), [[0, 3, 5, 2, 7, 3, 5, 2]])
    >>> imp.marginal[0] > 0.5, abs(imp.marginal[1]) < 1e-12   # order 1 carries it, virtual heads add 0
    (True, True)
    """
    if not isinstance(model, AttentionOnlyModel):
        raise InputValueError(f"model must be an AttentionOnlyModel; got {type(model).__name__}")
    model.require_attention_only("term importance (path expansion)")
    if isinstance(sequences, (str, bytes)) or not hasattr(sequences, "__iter__"):
        raise InputValueError(f"sequences must be a list of token sequences; got {type(sequences).__name__}")
    seqs = [model.tokens(s) for s in sequences]
    if not seqs:
        raise InputValueError("sequences must contain at least one token sequence")
    for i, s in enumerate(seqs):
        if s.size < 2:
            raise InputValueError(f"sequences[{i}] has length {s.size}; next-token loss needs at least 2 tokens")
    e = path_expansion(model)
    L = model.n_layers
    losses = np.zeros(L + 1)
    drop = {}
    for s in seqs:
        vals = e.evaluate(model, s)
        by_order = vals.by_order()
        acc = np.zeros_like(vals.logits)
        for k in range(L + 1):
            acc = acc + by_order.get(k, 0)
            losses[k] += next_token_loss(acc, s)
        if per_term:
            full = next_token_loss(vals.total, s)
            for heads, v in zip(vals.heads, vals.values):
                if heads:
                    drop[heads] = drop.get(heads, 0.0) + next_token_loss(vals.total - v, s) - full
    losses /= len(seqs)
    marginal = tuple(float(losses[k - 1] - losses[k]) for k in range(1, L + 1))
    return TermImportance(tuple(float(x) for x in losses), marginal, {h: v / len(seqs) for h, v in drop.items()})
