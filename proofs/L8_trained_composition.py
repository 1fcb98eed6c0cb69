r"""L8 — composition in trained models is sparse; previous-token → induction K-composition is its skeleton.

Statement (issue #14; thresholds fixed before the measurement)
-------------------------------------------------------------
The six models of L7 (two sizes × seeds 0, 1, 2, Markov language; ``proofs/_runs/markov.py``).
A (kind, layer-1 head, layer-2 head) pair *composes* when its excess over the exact random
baseline (C4), ``comp² − 1/d_model``, exceeds ``1.5/d_model`` (comp² above 2.5 × the
baseline).  For *every* model:

(a) composition is sparse: at most 20 % of all Q-, K- and V-composition pairs compose;
(b) the skeleton: the pair with the largest K-composition excess (found from the weights)
    composes, and held-out Markov patterns confirm it — its layer-1 head puts ≥ 0.4 of its
    attention on position i−1, its layer-2 head ≥ 0.3 on position i−m+1 at copied tokens
    (m the segment length: the token after the earlier occurrence);
(c) the positivity plane: a layer-2 head is in the positive–positive corner — OV
    positivity ≥ 0.8 and positivity of the K-composition QK term with its K-partner (the
    layer-1 head it K-composes with most) ≥ 0.8 — if and only if it is an induction head
    (it K-composes with a previous-token head, ≥ 0.4 on i−1, and puts ≥ 0.3 on i−m+1);
    at least one per model;
(d) out of distribution: on *uniformly random* tokens with repeated segments (no bigram
    structure), the loss on copied tokens is ≤ 0.5 × the loss on the other tokens.

Derivation
----------
C4: for weights whose distribution is rotation invariant, ``E[comp²] = 1/d_model`` exactly,
so the excess measures composition beyond chance; for the training initialisation
(Gaussian) the largest of the 48 (192) pairs exceeded ``1.5/d`` in none of 300 random
draws per size, measured before training.  The induction mechanism (C6) needs one
K-composition (query token vs the previous token written by a previous-token head) and
a copying OV circuit: its QK term ``W_Eᵀ W_QK^{h2} W_OV^{h1} W_E`` matches a token with
itself (positive eigenvalues) and its OV circuit copies (C5) — the corner.  Nothing else
in the task needs composition, so the rest of the model is "a large one-layer model".
The mechanism matches tokens by identity, so it does not depend on the bigram statistics
it was trained with: it must copy uniformly random tokens too.

What would refute it: dense composition, a top K pair that is not previous-token →
induction, a non-induction head in the corner or an induction head outside it, or
copying that fails off the training distribution.
Negative control: the *initial* weights of every run show no composing pair (so (a)'s
counting and (b)'s "the top pair composes" fail there).  Skipped without the ``train`` extra.
Cost: the six models of L7 (reused in the same process, else trained side by side in worker
processes: see L7's cost) plus the analysis.
"""
import numpy as np

from theory.proofs._runs import markov as C
from theory.proofs._runs.composition import (CORNER, INDUCTION_MIN, MARGIN_IN_BASELINES, OOD_RATIO,  # noqa: F401
                                             PREV_MIN, SHARE_MAX, corner_heads, diagram_figure, finite,
                                             induction_heads, margin, plane_figure, top_ok)
from theory.circuits.heads.two_layer import analyse_heads
from theory.claims import Check, Claim, Outcome

STATEMENT = (r"In trained 2-layer attention-only models (two sizes, three seeds) at most 20\% of Q/K/V pairs compose "
             r"($\mathrm{comp}^2 - 1/d > 1.5/d$), the top K pair is previous-token $\to$ induction, exactly the "
             r"induction heads sit in the positive--positive corner, and they copy random tokens out of distribution.")


def run():
    if C.torch_missing():
        return Outcome([], skipped=C.SKIP)
    (toks, copy, _), (utoks, ucopy) = C.held_out()
    rs = C.runs()
    rep, ood, init, numbers = {}, {}, {}, {}
    for key, run_ in rs.items():
        mg = margin(run_.model.d_model)
        rep[key] = analyse_heads(run_.model, toks, copy, mg)
        ood[key] = analyse_heads(run_.model, utoks, ucopy, mg)
        init[key] = analyse_heads(run_.initial, toks[:200], copy[:200], mg)
    for key, r in rep.items():
        h2, h1 = r.top
        numbers[C.label(*key)] = {
            "composing pairs (kind earlier→later: excess·d)": [
                f"{k} {C.head_label(0, a)}→{C.head_label(1, b)}: {e * key[1]:.2f}" for k, a, b, e in r.composing_pairs()],
            "share composing": round(r.share_composing(), 4),
            "top K pair (earlier→later)": f"{C.head_label(0, h1)}→{C.head_label(1, h2)}",
            "top K excess·d": round(float(r.excess["K"][h2, h1]) * key[1], 3),
            "previous-token mass, layer-1 heads": np.round(r.prev_mass, 3),
            "induction mass, layer-2 heads": np.round(r.induction_mass, 3),
            "OV positivity, layer-2 heads": np.round(r.ov_positivity, 3),
            "K-partner of each layer-2 head": [C.head_label(0, p) for p in r.partner],
            "K-comp QK-term positivity with the partner": np.round(r.kcomp_partner_positivity(), 3),
            "induction heads": [C.head_label(1, h) for h in sorted(induction_heads(r))],
            "corner heads": [C.head_label(1, h) for h in sorted(corner_heads(r))],
            "loss copies / other (Markov, in distribution)": [round(r.loss_copies, 4), round(r.loss_other, 4)],
            "loss copies / other (uniform tokens, OOD)": [round(ood[key].loss_copies, 4), round(ood[key].loss_other, 4)],
            "initial weights: largest excess·d (Q, K, V)": [round(float(init[key].excess[k].max()) * key[1], 3)
                                                            for k in "QKV"]}

    checks = [
        Check(f"(a) at most {SHARE_MAX:.0%} of Q/K/V pairs compose (excess > 1.5/d; every model)",
              finite(rep) and all(r.share_composing() <= SHARE_MAX for r in rep.values()),
              "; ".join(f"{C.label(*k)}: {len(r.composing_pairs())}/{sum(e.size for e in r.excess.values())}"
                        for k, r in rep.items())),
        Check("(b) top K pair composes and is previous-token → induction by the patterns (every model)",
              all(top_ok(r) for r in rep.values()),
              "; ".join(f"{C.label(*k)}: {C.head_label(0, r.top[1])}→{C.head_label(1, r.top[0])} excess·d "
                        f"{r.excess['K'][r.top] * k[1]:.2f}, prev {r.prev_mass[r.top[1]]:.2f}, induction "
                        f"{r.induction_mass[r.top[0]]:.2f}" for k, r in rep.items())),
        Check("(c) positive-positive corner (both ≥ 0.8) holds exactly the induction heads, ≥ 1 per model",
              finite(rep) and all(corner_heads(r) == induction_heads(r) and induction_heads(r) for r in rep.values()),
              "; ".join(f"{C.label(*k)}: corner {sorted(corner_heads(r))}, induction {sorted(induction_heads(r))}"
                        for k, r in rep.items())),
        Check(f"(d) uniform random tokens (OOD): loss on copies ≤ {OOD_RATIO} × elsewhere (every model)",
              all(o.loss_copies <= OOD_RATIO * o.loss_other for o in ood.values()),
              "; ".join(f"{C.label(*k)}: {o.loss_copies:.3f} vs {o.loss_other:.3f}" for k, o in ood.items())),
        C.control("negative control: a pair composes in the initial weights — refuted when none does (every model)",
                  any(r.composing_pairs() for r in init.values()),
                  "; ".join(f"{C.label(*k)}: {len(r.composing_pairs())} composing, largest K excess·d "
                            f"{r.excess['K'].max() * k[1]:.2f}" for k, r in init.items()), finite=finite(init)),
    ]
    numbers["settings"] = {"margin": "excess > 1.5/d_model", **C.SETTINGS, **C.LANGUAGE, "seeds": C.SEEDS}
    return Outcome(checks, numbers, figures={"positivity_plane": plane_figure(rep),
                                             "composition_diagram": diagram_figure(rep)})


CLAIM = Claim("L8", "sparse composition with a previous-token → induction skeleton", STATEMENT, run)
