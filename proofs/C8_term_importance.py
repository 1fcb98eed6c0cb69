r"""C8 — term importance by order.

Statement
---------
Freeze the patterns; with ``T_{≤k}`` the sum of path terms of order ≤ k, the marginal
effect of order k is ``loss(T_{≤k−1}) − loss(T_{≤k})``.  For the C6 model the order-2
(virtual head) share is ~0 and the layer-2 head's order-1 term carries the performance.
It works on any model.

Derivation
----------
On the C6 model every order-2 term is ``(A²A¹) ⊗ W_U W_OV² W_OV¹ W_E``, and ``W_OV²`` reads
only the token block while ``W_OV¹`` writes only the previous-token block, so
``W_OV² W_OV¹ = 0``: the order-2 marginal is exactly 0.  The direct path and the
layer-1 head are invisible to ``W_U`` (which reads only the output block), so everything
comes from the layer-2 head's order-1 term — whose pattern already contains the
K-composition (C3: it acts inside the softmax, not as a path term).

Numeric check: on the C6 model with sequences BOS + a segment of distinct tokens + its
repeat (the second half is predictable in context), the per-order losses, marginal
effects and single-term ablations; ``T_{≤L}`` reproduces the model's own loss (C2); on
random models the numbers are computed and reported.
Negative control: the same measurement on the C7 model (a genuine virtual head) on
period-3 sequences (where the token two back is the next token) finds a large order-2
marginal, so "order 2 is always negligible" is refuted.
"""
import numpy as np

from theory.circuits import AttentionOnlyModel, induction_model, previous_token_model, term_importance
from theory.circuits.analysis.importance import next_token_loss
from theory.claims import Check, Claim, Outcome, bound_check, close_check

STATEMENT = (r"Marginal effect of order $k$: $\mathrm{loss}(T_{\le k-1}) - \mathrm{loss}(T_{\le k})$; on the induction "
             r"model the order-2 (virtual head) share is $\approx 0$ and the layer-2 head's order-1 term carries it.")


def run():
    rng = np.random.default_rng(8)
    checks, numbers = [], {}
    n_vocab, n_ctx = 16, 24
    m = induction_model(n_vocab, n_ctx, 20.0)
    seqs = []
    for _ in range(40):   # BOS + a segment of distinct tokens + its repeat: the second half is predictable
        seg = rng.choice(np.arange(1, n_vocab), size=(n_ctx - 1) // 2, replace=False)
        seqs.append(np.concatenate([[0], seg, seg])[:n_ctx])
    imp = term_importance(m, seqs, per_term=True)
    full = float(np.mean([next_token_loss(m.logits(s), s) for s in seqs]))
    checks.append(close_check(f"T_{{≤L}} reproduces the model's loss ({imp.loss[-1]:.9f} vs {full:.9f})",
                              imp.loss[-1], full, rtol=0, atol=1e-9))
    checks.append(bound_check("induction model: order-2 marginal ≈ 0 (|·| < 1e-9)", abs(imp.marginal[1]), upper=1e-9,
                              strict=True, what="|marginal order 2|"))
    checks.append(bound_check("induction model: the order-1 marginal carries the loss reduction (> 0.5)",
                              imp.marginal[0], lower=0.5, strict=True, what="marginal order 1"))
    top = max(imp.per_term, key=imp.per_term.get)
    checks.append(Check("the layer-2 head's order-1 term is the one that matters", top == ((1, 0),)
                        and bound_check("", imp.per_term[((0, 0),)], upper=1e-9, strict=True).passed
                        and bound_check("", list(imp.per_term.values()), lower=-1e9).passed,
                        "loss increase when removed: " + ", ".join(f"{k}: {v:.4g}" for k, v in imp.per_term.items())))
    pt = previous_token_model(8, 10)
    seqs7 = [np.tile(rng.choice(8, size=3, replace=False), 4)[:10] for _ in range(20)]  # period 3: t_(i+1) = t_(i-2)
    imp7 = term_importance(pt, seqs7)
    checks.append(bound_check("negative control: 'order 2 is negligible' (|marginal| < 1e-9, the test above) on the "
                              "C7 model, a genuine virtual head", abs(imp7.marginal[1]), upper=1e-9, strict=True,
                              what="|marginal order 2|", control=True))
    rand = {}
    for seed in range(3):
        rm = AttentionOnlyModel.random(2, 2, 16, 4, 12, 10, seed=seed)
        ri = term_importance(rm, [rng.integers(0, 12, size=10) for _ in range(10)])
        rand[f"seed {seed}"] = {"loss by order": [round(x, 4) for x in ri.loss],
                                "marginal": [round(x, 4) for x in ri.marginal]}
    numbers["induction model loss by order"] = [round(x, 6) for x in imp.loss]
    numbers["random models"] = rand
    return Outcome(checks, numbers)


CLAIM = Claim("C8", "term importance by order", STATEMENT, run)
