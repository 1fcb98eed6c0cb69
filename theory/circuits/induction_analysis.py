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

from ..errors import InputValueError
from .composition import composition_baseline, composition_scores
from .positivity import kcomp_qk_positivity, ov_positivity


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


def analyse_induction(model, tokens, repeat_mask, margin=0.02):
    """Identify and check the induction circuit of a 2-layer model (see module docstring)."""
    if model.n_layers != 2:
        raise InputValueError(f"analyse_induction needs a 2-layer model; got {model.n_layers} layers")
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
