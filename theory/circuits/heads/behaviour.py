r"""Behavioural head scores on the model's own forward pass: previous-token, duplicate-token and
induction attention on repeated random tokens (Olsson et al. 2022, "In-context learning and
induction heads"; TransformerLens' ``head_detector``).

The probe: ``n_seq`` sequences ``r r`` — a segment ``r`` of ``T`` distinct random tokens (drawn
without replacement, seeded) followed by itself.  With ``A`` a head's attention pattern on one
sequence (row = query position), the scores are means of single entries of ``A``:

* **previous-token** ``= mean_{i=1..2T−1} A[i, i−1]`` — every query position;
* **duplicate-token** ``= mean_{i=T..2T−1} A[i, i−T]`` — second copy, attention on the earlier
  occurrence of the same token;
* **induction** ``= mean_{i=T..2T−1} A[i, i−T+1]`` — second copy, attention on the token *after*
  the earlier occurrence (the token to be predicted).

averaged over the sequences.  These are TransformerLens' detection patterns
(``get_previous_token_head_detection_pattern`` and friends) under its ``"mul"`` measure
``Σ A·D / Σ A``, renormalised to the rows where the detection pattern ``D`` has an entry: with
distinct tokens in ``r`` each such row has exactly one, and TL's ``Σ A = 2T`` counts every row,
so its duplicate and induction scores are ours times ``T/2T = 1/2`` (its previous-token score ours
times ``(2T−1)/2T``).  Ours read as "the share of attention on the target position".

Labels (fixed in code before any model was evaluated): a score ≥ :data:`BEHAVIOUR_THRESHOLD`
= 0.4 — at least 40 % of the attention, averaged over the rows, on one specific position, where
a uniform causal head gives at most ``1/(T+1)``.

Cost: ``n_seq`` forward passes of ``2T`` tokens (``T ≤ 16`` by default), in batches of :data:`PROBE_BATCH`; a
loaded :class:`.Transformer` streams each head's pattern (:meth:`.Transformer.head_patterns`: no
scores, logits or float64 ``W_E``/``W_U`` kept), so the memory checked before any work is that of
one batch of contexts (:func:`.sizes.stream_bytes`).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from theory.errors import InputValueError
from theory.system.progress import bar
from theory.validation import check_memory, positive_int, seed_value

BEHAVIOUR_THRESHOLD = 0.4
KINDS = ("previous-token", "duplicate-token", "induction")
DEFAULT_LENGTH = 16
DEFAULT_SEQUENCES = 8
PROBE_BATCH = 16             # contexts per streamed pass of a checkpoint (one float64 cast of each MLP matrix per pass)


def repeated_random_tokens(n_vocab, length, n_seq, seed=0):
    """``n_seq × 2·length`` token ids: each row a segment of ``length`` distinct tokens, twice.

    >>> t = repeated_random_tokens(10, 4, 2, seed=0)
    >>> t.shape, bool((t[:, :4] == t[:, 4:]).all()), len(set(t[0, :4].tolist()))
    ((2, 8), True, 4)
    """
    n_vocab, length, n_seq = (positive_int(n, v) for n, v in (("n_vocab", n_vocab), ("length", length),
                                                              ("n_seq", n_seq)))
    if length > n_vocab:
        raise InputValueError(f"length must be at most n_vocab={n_vocab} (the segment's tokens are distinct); "
                              f"got {length}")
    rng = np.random.default_rng(seed)
    seg = np.stack([rng.choice(n_vocab, size=length, replace=False) for _ in range(n_seq)])
    return np.concatenate([seg, seg], axis=1)


def pattern_scores(A, length):
    """``(previous, duplicate, induction)`` of one attention pattern ``A`` (2T×2T) on ``r r``."""
    return tuple(float(x) for x in batch_scores(A, length))


def batch_scores(A, length):
    """:func:`pattern_scores` of patterns ``A`` (``(..., 2T, 2T)``, any leading axes): an array
    ``(3, ...)`` — previous, duplicate, induction — of each pattern's means."""
    T = length
    i = np.arange(T, 2 * T)
    prev = A[..., np.arange(1, 2 * T), np.arange(2 * T - 1)].mean(axis=-1)
    return np.stack([prev, A[..., i, i - T].mean(axis=-1), A[..., i, i - T + 1].mean(axis=-1)])


@dataclass(frozen=True)
class Behaviour:
    """Behavioural scores per head (layer-major arrays) and the probe that produced them."""

    previous_token: np.ndarray
    duplicate_token: np.ndarray
    induction: np.ndarray
    length: int
    n_seq: int
    seed: int
    attention_only: bool = False        # True: measured on the attention-only part (MLPs skipped)

    def score(self, kind):
        return {"previous-token": self.previous_token, "duplicate-token": self.duplicate_token,
                "induction": self.induction}[kind]

    def labelled(self, kind, threshold=BEHAVIOUR_THRESHOLD):
        """Boolean array: heads whose ``kind`` score is ≥ ``threshold``."""
        return self.score(kind) >= threshold

    def __repr__(self):
        return (f"Behaviour({self.previous_token.size} heads, {self.n_seq} sequences r r of 2×{self.length} tokens, "
                f"seed {self.seed}" + (", attention-only" if self.attention_only else "") + ")")


def default_length(model):
    """``min(16, n_vocab, n_ctx // 2)``: the longest default segment the model can take."""
    T = min(DEFAULT_LENGTH, model.n_vocab)
    if model.n_ctx is not None:
        T = min(T, model.n_ctx // 2)
    return T


def forward_cost(model, length, n_seq, attention_only=False):
    """Multiply-adds of the probe, estimated before work: per context of ``L = 2·length`` tokens,
    per head ``L·d·(3 d_h) + 2 L² d_h + L·d_h·d`` (q, k, v; scores and mixing; output), plus the MLPs
    (``2 or 3 · L·d·d_mlp`` each, unless ``attention_only``) and the logits ``L·d·n_vocab``.

    >>> from theory.circuits import induction_model
    >>> forward_cost(induction_model(n_vocab=12, n_ctx=16), 4, 2) > 0
    True
    """
    L, d = 2 * length, model.d_model
    per = sum(L * d * 4 * hd.d_head + 2 * L * L * hd.d_head for layer in model.heads for hd in layer)
    if not attention_only and getattr(model, "mlps", None) is not None:
        per += sum((2 if m.W_gate is None else 3) * L * d * m.W_in.shape[0] for m in model.mlps)
    return float(n_seq * (per + L * d * model.n_vocab))


def behaviour_scores(model, length=None, n_seq=DEFAULT_SEQUENCES, seed=0, attention_only=False, progress=False):
    """Previous-token, duplicate-token and induction scores of every head on the model's own
    forward pass (module docstring), seeded and bounded in cost.  ``attention_only=True``: the same
    statistics on the same contexts through the model's attention-only part (its MLPs skipped,
    :meth:`.transformer.Transformer.run` with ``mlps=False``) — the weights rule attention_only of
    ``theory analyse``; for a model without MLPs both are the same pass.

    >>> from theory.circuits import induction_model
    >>> b = behaviour_scores(induction_model(n_vocab=12, n_ctx=16))
    >>> [round(float(x), 2) for x in b.previous_token], bool(b.induction[1] > 0.8)
    ([1.0, 0.12], True)
    """
    T = default_length(model) if length is None else positive_int("length", length)
    if T < 2:
        raise InputValueError(f"length must be at least 2 (a repeated segment needs two tokens); got {T} "
                              f"(n_vocab={model.n_vocab}, n_ctx={model.n_ctx})")
    if model.n_ctx is not None and 2 * T > model.n_ctx:
        raise InputValueError(f"length must be at most n_ctx/2 = {model.n_ctx // 2} (the probe is 2·length "
                              f"tokens); got {T}")
    n_seq = positive_int("n_seq", n_seq)
    seed = seed_value("seed", seed)
    if not isinstance(attention_only, (bool, np.bool_)):
        raise InputValueError(f"attention_only must be True or False; got {attention_only!r}")
    skip = bool(attention_only) and getattr(model, "mlps", None) is not None
    streams = hasattr(model, "head_patterns")
    from theory.circuits.models.sizes import Shape, stream_bytes
    batch = min(n_seq, PROBE_BATCH)
    need = stream_bytes(Shape.of(model), 2 * T, batch) if streams else 8 * model.forward_entries(2 * T)
    check_memory(f"behavioural probe: {batch} contexts of {2 * T} tokens at a time ({n_seq} in all)", need,
                 "use a smaller length")
    tokens = repeated_random_tokens(model.n_vocab, T, n_seq, seed)
    H = sum(model.n_heads)
    start = np.concatenate([[0], np.cumsum(model.n_heads)])
    acc = np.zeros((3, H))
    with bar(n_seq, f"behavioural probe: {n_seq} contexts of {2 * T} tokens", progress, unit="context",
             large=n_seq * model.n_layers >= 64) as b:
        if streams:                     # a batch of contexts per pass (PROBE_BATCH), one head's patterns at a time
            for i in range(0, n_seq, PROBE_BATCH):
                def visit(l, h, A):
                    acc[:, start[l] + h] += batch_scores(A, T).sum(axis=1)
                model.head_patterns(tokens[i:i + PROBE_BATCH], visit, mlps=not skip)
                b.update(len(tokens[i:i + PROBE_BATCH]))
        else:
            for row in tokens:
                flat = [A for layer in model.run(row).patterns for A in layer]
                acc += np.asarray([pattern_scores(A, T) for A in flat]).T
                b.update(1)
    acc /= n_seq
    return Behaviour(acc[0], acc[1], acc[2], T, n_seq, seed, bool(attention_only))
