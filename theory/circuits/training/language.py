r"""A synthetic Markov (bigram) language with repeated segments, for training circuits.

Tokens are ``0 … n_vocab−1``; token 0 is BOS and appears only at position 0.  The chain
is a fixed random transition matrix ``P`` (``n_vocab × n_vocab``, column 0 zero): row 0
is the distribution of the first token after BOS, row ``t`` (t ≥ 1) the distribution of
the token after ``t``.  Each row is a Dirichlet(``concentration``) draw over tokens
``1 … n_vocab−1``, seeded by ``seed`` — small concentrations give peaked rows, so the
direct path has bigram statistics to learn.

A sequence of length ``n_ctx`` is BOS, then tokens drawn from the chain, except that one
segment of length ``n`` (uniform in ``[min_len, max_len]``, ``max_len = (n_ctx−1)//2`` by
default) starting at ``start`` (uniform in ``[1, n_ctx − 2n]``) is repeated right after
itself: ``tokens[start+n : start+2n] = tokens[start : start+n]``.  The chain resumes after
the copy from its last token.  Exactly the placement of
:func:`~theory.circuits.training.segments.repeated_segment_batch` (uniform tokens), so the two
data sets differ only in the bigram structure.

:meth:`MarkovLanguage.batch` returns ``(tokens, copy_mask, chain_mask)``:

* ``copy_mask[b, i]``: token i is a copy predictable in context from position i−1
  (``start+n+1 ≤ i < start+2n``; the first copied token follows a chain token, so it is
  not predictable from the earlier occurrence of its predecessor);
* ``chain_mask[b, i]``: token i was drawn from the chain given token i−1
  (``i ≥ 1`` and outside the copy ``[start+n, start+2n)``) — the positions where the
  bigram entropy is the best achievable expected loss without context.
"""
from __future__ import annotations

import numpy as np

from theory.errors import InputTypeError, InputValueError
from theory.validation import positive_int


def _segments(rng, batch, n_ctx, min_len, max_len):
    """Random (length, start) per sequence, as documented in the module docstring."""
    n = rng.integers(min_len, max_len + 1, size=batch)
    start = 1 + np.floor(rng.random(batch) * (n_ctx - 2 * n)).astype(np.int64)   # uniform in [1, n_ctx − 2n]
    return n, start


def lengths(n_ctx, min_len, max_len):
    n_ctx = positive_int("n_ctx", n_ctx, 6)
    max_len = (n_ctx - 1) // 2 if max_len is None else positive_int("max_len", max_len)
    min_len = positive_int("min_len", min_len, 2)
    if (n_ctx - 1) // 2 < min_len:
        raise InputValueError(f"n_ctx must be ≥ 2·min_len + 1 = {2 * min_len + 1} (BOS, then a segment of at least "
                              f"min_len={min_len} tokens and its copy); got n_ctx={n_ctx}")
    if not min_len <= max_len <= (n_ctx - 1) // 2:
        raise InputValueError(f"need 2 ≤ min_len ≤ max_len ≤ (n_ctx−1)//2 = {(n_ctx - 1) // 2}; "
                              f"got min_len={min_len}, max_len={max_len}")
    return n_ctx, min_len, max_len


class MarkovLanguage:
    """A fixed random bigram chain over ``n_vocab`` tokens (0 = BOS), with repeated segments.

    Parameters
    ----------
    n_vocab : int
        Vocabulary size including BOS (≥ 3).
    concentration : float
        Dirichlet concentration of each row (> 0; smaller = more predictable bigrams).
    seed : int
        Seed of the transition matrix (the data's randomness comes from the ``rng`` given
        to :meth:`batch`).

    Examples
    --------
    >>> lang = MarkovLanguage(8, concentration=0.3, seed=0)
    >>> toks, copy, chain = lang.batch(np.random.default_rng(1), 2, 12)
    >>> toks.shape, bool((toks[:, 0] == 0).all()), bool((toks[:, 1:] > 0).all())
    ((2, 12), True, True)
    >>> bool(np.allclose(lang.P.sum(axis=1), 1)), float(lang.P[:, 0].max())
    (True, 0.0)
    """

    def __init__(self, n_vocab, concentration=0.3, seed=0):
        self.n_vocab = positive_int("n_vocab", n_vocab, 3)
        if isinstance(concentration, bool) or not isinstance(concentration, (int, float, np.integer, np.floating)):
            raise InputTypeError(f"concentration must be a number; got {concentration!r}")
        if not (np.isfinite(concentration) and concentration > 0):
            raise InputValueError(f"concentration must be finite and > 0; got {concentration}")
        self.concentration, self.seed = float(concentration), int(seed)
        rng = np.random.default_rng(seed)
        P = np.zeros((self.n_vocab, self.n_vocab))
        P[:, 1:] = rng.dirichlet(np.full(self.n_vocab - 1, self.concentration), size=self.n_vocab)
        self.P = P
        self._cum = np.cumsum(P, axis=1)
        self._cum[:, -1] = 1.0          # guard the last bin against rounding

    def __repr__(self):
        return f"MarkovLanguage(n_vocab={self.n_vocab}, concentration={self.concentration}, seed={self.seed})"

    def row_entropy(self):
        """Entropy (nats) of each row of ``P``: ``H(next | current = t)``."""
        with np.errstate(divide="ignore", invalid="ignore"):
            return -np.sum(np.where(self.P > 0, self.P * np.log(np.where(self.P > 0, self.P, 1)), 0.0), axis=1)

    def bigram_entropy(self, tokens, chain_mask):
        """Mean of ``H(next | current)`` over the chain-drawn targets of a batch: the expected
        loss of the true chain (the best bigram predictor) on exactly those predictions.

        >>> lang = MarkovLanguage(4, seed=0)
        >>> t, _, c = lang.batch(np.random.default_rng(0), 3, 12)
        >>> bool(0 < lang.bigram_entropy(t, c) < np.log(3))
        True
        """
        tokens, chain_mask = np.asarray(tokens), np.asarray(chain_mask, dtype=bool)
        prev = tokens[:, :-1][chain_mask[:, 1:]]
        if prev.size == 0:
            raise InputValueError("chain_mask marks no chain-drawn targets")
        return float(self.row_entropy()[prev].mean())

    def sample_next(self, rng, current):
        """One chain step for each entry of ``current`` (vectorised inverse-CDF sampling)."""
        u = rng.random(np.shape(current))
        return (self._cum[np.asarray(current)] < u[..., None]).sum(axis=-1)

    def batch(self, rng, batch, n_ctx, min_len=4, max_len=None):
        """``(tokens, copy_mask, chain_mask)``, each ``(batch, n_ctx)``; see the module docstring."""
        batch = positive_int("batch", batch)
        n_ctx, min_len, max_len = lengths(n_ctx, min_len, max_len)
        n, start = _segments(rng, batch, n_ctx, min_len, max_len)
        toks = np.zeros((batch, n_ctx), dtype=np.int64)
        pos = np.arange(n_ctx)[None, :]
        in_copy = (pos >= (start + n)[:, None]) & (pos < (start + 2 * n)[:, None])
        rows = np.arange(batch)
        for i in range(1, n_ctx):           # n_ctx steps, vectorised over the batch
            drawn = self.sample_next(rng, toks[:, i - 1])
            src = np.clip(i - n, 0, None)
            toks[:, i] = np.where(in_copy[:, i], toks[rows, src], drawn)
        copy_mask = in_copy & (pos >= (start + n + 1)[:, None])
        chain_mask = ~in_copy & (pos >= 1)
        return toks, copy_mask, chain_mask
