"""Attention-only models whose weights are written down from formulas (no training).

The residual stream is split into named one-hot subspaces (:class:`Layout`); heads read
and write whole subspaces, so every circuit quantity has a closed form.

* :func:`previous_token_model` — a chain of previous-token heads (claim C7): each layer's
  head attends one position back (QK from positions) and moves what the previous layer
  wrote one subspace further; two layers V-compose into a *virtual* two-back head.
* :func:`induction_model` — the paper's induction head (claim C6).
"""
from __future__ import annotations

import numpy as np

from theory.errors import InputValueError
from theory.validation import check_size, positive_int
from theory.circuits.models.model import AttentionOnlyModel


class Layout:
    """Consecutive named blocks of the residual stream: ``Layout(tok=5, pos=4)["pos"] -> slice(5, 9)``."""

    def __init__(self, **sizes):
        self.slices, start = {}, 0
        for name, size in sizes.items():
            self.slices[name] = slice(start, start + size)
            start += size
        self.d_model = start

    def __getitem__(self, name):
        return self.slices[name]


def _beta(beta):
    try:
        b = float(beta)
    except (TypeError, ValueError):
        raise InputValueError(f"beta must be a positive number; got {beta!r}") from None
    if not np.isfinite(b) or b <= 0:
        raise InputValueError(f"beta must be a finite number > 0; got {beta!r}")
    return b


def previous_token_qk(layout, n_ctx, beta):
    """``(W_Q, W_K)`` of a head attending one position back: score ``β·[j = i−1]``.

    Queries read the position one-hot and emit ``β e_i``; keys emit ``e_{j+1}``.  Position 0
    has no previous token and attends to itself (the only causal choice).
    """
    W_Q = np.zeros((n_ctx, layout.d_model))
    W_K = np.zeros((n_ctx, layout.d_model))
    W_Q[:, layout["pos"]] = beta * np.eye(n_ctx)
    W_K[:, layout["pos"]] = np.eye(n_ctx, k=-1)  # row j+1 reads position j
    return W_Q, W_K


def copy_ov(layout, n, src, dst, exclude=()):
    """``(W_V, W_O)`` copying block ``src`` to block ``dst`` (d_head = n), optionally
    zeroing the listed one-hot indices of ``src``."""
    W_V = np.zeros((n, layout.d_model))
    W_O = np.zeros((layout.d_model, n))
    W_V[:, layout[src]] = np.eye(n)
    for i in exclude:
        W_V[i, layout[src].start + i] = 0.0
    W_O[layout[dst], :] = np.eye(n)
    return W_V, W_O


def pad_head(W_Q, W_K, W_V, W_O):
    """Zero-pad QK and OV factors to one ``d_head`` (padding changes neither W_QK nor W_OV)."""
    d = max(W_Q.shape[0], W_V.shape[0])
    pad = lambda M: np.vstack([M, np.zeros((d - M.shape[0], M.shape[1]))])  # noqa: E731
    return pad(W_Q), pad(W_K), pad(W_V), pad(W_O.T).T


def _embeddings(layout, n_vocab, n_ctx, read):
    W_E = np.zeros((layout.d_model, n_vocab))
    W_E[layout["tok"], :] = np.eye(n_vocab)
    W_pos = np.zeros((layout.d_model, n_ctx))
    W_pos[layout["pos"], :] = np.eye(n_ctx)
    if "const" in layout.slices:
        W_pos[layout["const"], :] = 1.0
    W_U = np.zeros((n_vocab, layout.d_model))
    W_U[:, layout[read]] = np.eye(n_vocab)
    return W_E, W_U, W_pos


def previous_token_model(n_vocab, n_ctx, beta=20.0, n_layers=2):
    """A chain of ``n_layers`` previous-token heads, one per layer (claim C7).

    Layout: ``tok | pos | back1 | … | backL``.  Head ℓ attends one position back and copies
    block ``back{ℓ-1}`` (``tok`` for ℓ = 1) into ``back{ℓ}``; ``W_U`` reads ``backL``.  So
    the only non-zero path term is the order-L virtual head, whose pattern
    ``A^{h_L}…A^{h_1}`` attends L positions back and whose OV circuit is the identity on
    tokens: the model predicts the token L positions back.

    >>> m = previous_token_model(n_vocab=5, n_ctx=6)
    >>> m.logits([0, 1, 2, 3, 4, 0]).argmax(axis=1)[2:].tolist()
    [0, 1, 2, 3]
    """
    n_vocab, n_ctx = positive_int("n_vocab", n_vocab), positive_int("n_ctx", n_ctx, minimum=2)
    n_layers, beta = positive_int("n_layers", n_layers), _beta(beta)
    check_size("previous_token_model", ((n_layers + 1) * n_vocab + n_ctx) * (n_layers + 2) * max(n_vocab, n_ctx) * 4,
               "use a smaller n_vocab, n_ctx or n_layers")
    blocks = {"tok": n_vocab, "pos": n_ctx}
    blocks.update({f"back{l}": n_vocab for l in range(1, n_layers + 1)})
    lay = Layout(**blocks)
    heads = []
    for l in range(1, n_layers + 1):
        W_Q, W_K = previous_token_qk(lay, n_ctx, beta)
        W_V, W_O = copy_ov(lay, n_vocab, "tok" if l == 1 else f"back{l - 1}", f"back{l}")
        heads.append([pad_head(W_Q, W_K, W_V, W_O)])
    W_E, W_U, W_pos = _embeddings(lay, n_vocab, n_ctx, f"back{n_layers}")
    return AttentionOnlyModel(W_E, W_U, heads, W_pos)


def shift_matrix(n_ctx, k=1):
    """The ideal k-back pattern: row i attends to ``max(i−k, 0)``."""
    S = np.zeros((n_ctx, n_ctx))
    S[np.arange(n_ctx), np.maximum(np.arange(n_ctx) - k, 0)] = 1.0
    return S


BOS = 0


def induction_model(n_vocab, n_ctx, beta=20.0):
    """A two-layer induction head built from formulas (claim C6): ``[A][B] … [A] → [B]``.

    Token 0 is a beginning-of-sequence token (BOS) that sequences start with; tokens
    ``1 … n_vocab−1`` are content.  Layout ``tok | pos | const | prev | out``:

    * layer 1, previous-token head: scores ``β·[j = i−1]`` from positions; OV copies the
      token one-hot into ``prev`` — so ``prev`` at position j holds token ``t_{j−1}``;
    * layer 2, induction head: the query reads the current token, the key reads ``prev``
      (K-composition): score ``β·[t_{j−1} = t_i]`` for content tokens, plus ``β/2`` on the
      BOS position (the resting position: query reads ``const``, key reads BOS); OV copies
      the attended token into ``out``, except BOS, which it maps to 0;
    * ``W_U = β · read(out)``, so the direct path and the previous-token head add nothing to
      the logits.

    As β → ∞ the head attends to the positions right after earlier occurrences of the
    current token and predicts what followed; if the token never occurred it rests on BOS
    and adds (exponentially close to) nothing.  Why BOS: a linear OV circuit cannot map
    every possible first token to zero, so "rest on position 0 and add nothing" needs a
    fixed token there (the same convention as trained models' attention sinks).

    >>> m = induction_model(n_vocab=8, n_ctx=10)
    >>> seq = [0, 3, 5, 2, 7, 3]          # BOS, A=3, B=5, ..., A=3 → predict 5
    >>> int(m.logits(seq)[-1].argmax())
    5
    """
    n_vocab = positive_int("n_vocab", n_vocab, minimum=2)
    n_ctx, beta = positive_int("n_ctx", n_ctx, minimum=2), _beta(beta)
    check_size("induction_model", (3 * n_vocab + n_ctx + 1) * (4 * n_vocab + 2 * n_ctx), "use a smaller n_vocab or n_ctx")
    lay = Layout(tok=n_vocab, pos=n_ctx, const=1, prev=n_vocab, out=n_vocab)
    d = lay.d_model
    W_Q1, W_K1 = previous_token_qk(lay, n_ctx, beta)
    W_V1, W_O1 = copy_ov(lay, n_vocab, "tok", "prev")
    # layer 2: d_head = n_vocab (content match) + 1 (resting on BOS)
    W_Q2 = np.zeros((n_vocab + 1, d))
    W_K2 = np.zeros((n_vocab + 1, d))
    for t in range(1, n_vocab):
        W_Q2[t, lay["tok"].start + t] = beta
        W_K2[t, lay["prev"].start + t] = 1.0
    W_Q2[n_vocab, lay["const"].start] = beta / 2
    W_K2[n_vocab, lay["tok"].start + BOS] = 1.0
    W_V2, W_O2 = copy_ov(lay, n_vocab, "tok", "out", exclude=(BOS,))
    W_V2 = np.vstack([W_V2, np.zeros((1, d))])
    W_O2 = np.hstack([W_O2, np.zeros((d, 1))])
    W_E, W_U, W_pos = _embeddings(lay, n_vocab, n_ctx, "out")
    W_U *= beta
    return AttentionOnlyModel(W_E, W_U, [[pad_head(W_Q1, W_K1, W_V1, W_O1)], [(W_Q2, W_K2, W_V2, W_O2)]], W_pos)


def induction_targets(tokens):
    """For each position i: the set of tokens that followed earlier occurrences of ``t_i``
    (positions p < i with ``t_p = t_i``, successor at p+1 ≤ i); empty if none."""
    out = []
    for i, t in enumerate(tokens):
        out.append({int(tokens[p + 1]) for p in range(i) if tokens[p] == t})
    return out
