r"""Find the previous-token and induction heads of a two-layer model from its weights, and
check the identification against attention patterns.

From weights only: for every layer-2 head h2 and layer-1 head h1 the K-composition score
(C4) minus its random baseline, the OV positivity of h2 and the positivity of the
K-composition QK term (C5).  The induction head is the layer-2 head with the largest
K-composition excess; its partner (the layer-1 head it composes with most) is the
previous-token candidate.  From patterns (held-out data): the mass the candidate puts on
position i−1, and the mass the induction head puts on the token right after the earlier
occurrence of the current token, inside repeated segments.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from theory.errors import InputValueError
from theory.circuits.analysis.composition import composition_baseline, composition_scores
from theory.circuits.analysis.positivity import kcomp_qk_positivity, ov_positivity


@dataclass(frozen=True)
class InductionReport:
    previous_token_head: int
    induction_head: int
    k_excess: np.ndarray          # [h2, h1]: comp_K² − 1/d_model
    scores: dict                  # kind -> [h2, h1] composition scores
    ov_positivity: np.ndarray     # [h2]
    kcomp_positivity: np.ndarray  # [h2, h1]
    prev_mass: np.ndarray         # [h1]: mean attention on i−1
    induction_mass: np.ndarray    # [h2]: mean attention on the successor of the earlier occurrence
    loss_repeated: float          # next-token loss on predictable (copied) tokens
    loss_other: float             # on the rest
    pairs_above_baseline: int     # (h2, h1) pairs with comp_K² − 1/d > margin
    margin: float

    def __repr__(self):
        return (f"InductionReport(previous-token head h(1,{self.previous_token_head + 1}), induction head "
                f"h(2,{self.induction_head + 1}); loss on repeated tokens {self.loss_repeated:.3g} vs {self.loss_other:.3g})")


def _margin(margin):
    """A finite real threshold: with NaN every ``excess > margin`` is False and no pair would ever compose."""
    import math
    import numbers
    if isinstance(margin, bool) or not isinstance(margin, numbers.Real) or not math.isfinite(margin):
        raise InputValueError(f"margin must be a finite real number; got {margin!r}")
    return float(margin)


def analyse_induction(model, tokens, repeat_mask, margin=0.02):
    """Identify and check the induction circuit of a 2-layer model (see module docstring)."""
    if model.n_layers != 2:
        raise InputValueError(f"analyse_induction needs a 2-layer model; got {model.n_layers} layers")
    margin = _margin(margin)
    scores = {k: composition_scores(model, k)[0, :, 1, :].T for k in "QKV"}   # [l1,h1,l2,h2] -> [h2, h1]
    excess = scores["K"] ** 2 - composition_baseline(model.d_model)
    ind = int(np.unravel_index(np.argmax(excess), excess.shape)[0])
    prev = int(np.argmax(excess[ind]))
    H1, H2 = model.n_heads
    prev_mass, ind_mass = np.zeros(H1), np.zeros(H2)
    n_prev = n_ind = 0
    lr, lo = [], []
    for seq, rep in zip(tokens, repeat_mask):
        fwd = model.run(seq)
        n = len(seq)
        for h in range(H1):
            prev_mass[h] += sum(fwd.patterns[0][h][i, i - 1] for i in range(1, n))
        n_prev += n - 1
        for i in np.flatnonzero(rep):
            # predicting token i+1 at position i: the earlier occurrence of seq[i] is followed by the target
            earlier = [p for p in range(i - 1) if seq[p] == seq[i] and p + 1 < i]
            if earlier and i + 1 < n:
                for h in range(H2):
                    ind_mass[h] += fwd.patterns[1][h][i, earlier[-1] + 1]
                n_ind += 1
        z = fwd.logits[:-1] - fwd.logits[:-1].max(axis=1, keepdims=True)
        logp = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
        nll = -logp[np.arange(n - 1), seq[1:]]
        target_copied = rep[1:]
        lr.extend(nll[target_copied])
        lo.extend(nll[~target_copied])
    return InductionReport(prev, ind, excess, scores, ov_positivity(model)[1, :H2],
                           kcomp_qk_positivity(model)[0, :H1, 1, :H2].T, prev_mass / max(n_prev, 1),
                           ind_mass / max(n_ind, 1), float(np.mean(lr)), float(np.mean(lo)),
                           int((excess > margin).sum()), margin)


def layer_pair_scores(model):
    """``{kind: [h2, h1]}``: Q/K/V composition scores of layer-1 head h1 into layer-2 head h2
    (0-based layers 0 → 1) of a two-layer model."""
    return {k: composition_scores(model, k)[0, :, 1, :].T for k in "QKV"}   # [l1, h1, l2, h2] -> [h2, h1]


@dataclass(frozen=True)
class HeadsReport:
    """Every head of a two-layer model, from weights and from held-out patterns
    (see :func:`analyse_heads`).  ``[h2, h1]`` arrays index layer-2 head, layer-1 head."""

    scores: dict                  # kind -> [h2, h1] composition score
    excess: dict                  # kind -> [h2, h1] score² − 1/d_model
    margin: float                 # a pair "composes" when its excess exceeds this
    ov_positivity: np.ndarray     # [h2]
    kcomp_positivity: np.ndarray  # [h2, h1]
    partner: np.ndarray           # [h2] the layer-1 head with the largest K-excess into h2
    top: tuple                    # (h2, h1) of the largest K-excess overall
    prev_mass: np.ndarray         # [h1] mean attention on position i−1
    induction_mass: np.ndarray    # [h2] mean attention on i−n+1 at copied positions i (n = segment length)
    loss_copies: float            # next-token loss on copied tokens
    loss_other: float             # on the rest

    def composing_pairs(self):
        """``[(kind, h1, h2, excess)]`` for every pair whose excess exceeds the margin."""
        return [(k, int(h1), int(h2), float(e[h2, h1])) for k, e in self.excess.items()
                for h2, h1 in zip(*np.nonzero(e > self.margin))]

    def share_composing(self):
        """Fraction of all (kind, h1, h2) pairs whose excess exceeds the margin."""
        total = sum(e.size for e in self.excess.values())
        return len(self.composing_pairs()) / total

    def kcomp_partner_positivity(self):
        """[h2]: positivity of the K-composition QK term of h2 with its partner."""
        return self.kcomp_positivity[np.arange(self.partner.size), self.partner]


def analyse_heads(model, tokens, copy_mask, margin):
    """Weights and held-out patterns of every head of a two-layer model, batched.

    ``tokens`` (B, n) and ``copy_mask`` (B, n) as produced by
    :func:`~theory.circuits.training.segments.repeated_segment_batch` or
    :meth:`~theory.circuits.training.language.MarkovLanguage.batch`: one segment of length m
    repeated right after itself, ``copy_mask`` True at the predictable copies
    (``m − 1`` contiguous positions), so the copy at i has its earlier occurrence at
    ``i − m`` and an induction head attends to ``i − m + 1``.  ``margin`` is the K/Q/V
    excess ``score² − 1/d_model`` above which a pair counts as composing.

    >>> from theory.circuits.models.constructions import induction_model
    >>> from theory.circuits.training.segments import repeated_segment_batch
    >>> m = induction_model(64, 16, 20.0)
    >>> toks, mask = repeated_segment_batch(np.random.default_rng(0), 20, 64, 16)
    >>> r = analyse_heads(m, toks, mask, margin=0.0)
    >>> bool(r.prev_mass[0] > 0.9), bool(r.induction_mass[0] > 0.9), bool(r.loss_copies < 0.1 * r.loss_other)
    (True, True, True)
    """
    from theory.circuits.analysis.importance import frozen_forward, next_token_nll
    if model.n_layers != 2:
        raise InputValueError(f"analyse_heads needs a 2-layer model; got {model.n_layers} layers")
    _, patterns, logits = frozen_forward(model, tokens)
    margin = _margin(margin)
    toks = np.asarray(tokens)
    mask = np.asarray(copy_mask, dtype=bool)
    if mask.shape != toks.shape:
        raise InputValueError(f"copy_mask must have the shape of tokens {toks.shape}; got {mask.shape}")
    seg = mask.sum(axis=1) + 1
    first = np.argmax(mask, axis=1)
    pos = np.arange(toks.shape[1])[None, :]
    contiguous = (pos >= first[:, None]) & (pos < (first + seg - 1)[:, None])
    if not np.array_equal(contiguous & (seg[:, None] > 1), mask):
        raise InputValueError("copy_mask must mark one contiguous run of copies per sequence")
    scores = layer_pair_scores(model)
    excess = {k: v ** 2 - composition_baseline(model.d_model) for k, v in scores.items()}
    H1, H2 = model.n_heads
    K = excess["K"]
    top = tuple(int(x) for x in np.unravel_index(np.argmax(K), K.shape))
    n = toks.shape[1]
    idx = np.arange(1, n)
    prev_mass = np.array([A[:, idx, idx - 1].mean() for A in patterns[0]])
    b, i = np.nonzero(mask)
    ind_mass = np.array([A[b, i, i - seg[b] + 1].mean() if b.size else 0.0 for A in patterns[1]])
    nll = next_token_nll(logits, toks)
    copied = mask[:, 1:]
    return HeadsReport(scores, excess, float(margin), ov_positivity(model)[1, :H2],
                       kcomp_qk_positivity(model)[0, :H1, 1, :H2].T, np.argmax(K, axis=1), top, prev_mass, ind_mass,
                       float(nll[copied].mean()), float(nll[~copied].mean()))
