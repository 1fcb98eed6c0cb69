r"""C7 — two previous-token heads make a virtual two-back head.

Statement
---------
Two heads that each attend one position back, in layers 1 and 2, V-compose into the
virtual head ``A²A¹`` = attend two back (C1, C2).

Construction (:func:`theory.circuits.models.constructions.previous_token_model`): layout
``tok | pos | back1 | back2``; each head's QK reads positions and scores ``β·[j = i−1]``;
head 1 copies ``tok`` into ``back1``, head 2 copies ``back1`` into ``back2``; ``W_U`` reads
``back2``.  By C2 the logits are the sum of four path terms; only the order-2 term reads
``back2`` through ``W_U W²_OV W¹_OV W_E = I``, and its pattern is ``A²A¹``.

Numeric check (β = 20, n_ctx = 8, random sequences): each pattern is within ``ε`` of the
one-back shift; ``A²A¹`` is within ``2ε`` of the two-back shift; the order-2 path value is
``(A²A¹) X₀ (W_U W²_OV W¹_OV)ᵀ``; the model predicts the token two back at every position
≥ 2; the other three terms are zero.  Negative control: "the virtual head attends one
back" is refuted by the same measurement.
"""
import numpy as np

from theory.circuits import path_expansion
from theory.circuits.models.constructions import previous_token_model, shift_matrix
from theory.claims import Check, Claim, Outcome, bound_check, close_check, least, worst

STATEMENT = (r"Two previous-token heads V-compose: $A^{h_2}A^{h_1}$ attends two positions back, and "
             r"$(A^{h_2}A^{h_1})\otimes W_U W_{OV}^{h_2}W_{OV}^{h_1}W_E$ copies the token two back.")


def run():
    n_vocab, n_ctx, beta = 6, 8, 20.0
    m = previous_token_model(n_vocab, n_ctx, beta)
    rng = np.random.default_rng(7)
    checks, worst_shift, worst_two, worst_one, wrong, other = [], 0.0, 0.0, np.inf, 0, 0.0
    e = path_expansion(m)
    for _ in range(50):
        tokens = rng.integers(0, n_vocab, size=n_ctx)
        fwd = m.run(tokens)
        A1, A2 = fwd.patterns[0][0], fwd.patterns[1][0]
        worst_shift = worst(worst_shift, np.abs(A1 - shift_matrix(n_ctx)), np.abs(A2 - shift_matrix(n_ctx)))
        worst_two = worst(worst_two, np.abs(A2 @ A1 - shift_matrix(n_ctx, 2)))
        worst_one = least(worst_one, worst(np.abs(A2 @ A1 - shift_matrix(n_ctx, 1))))
        vals = e.evaluate(m, tokens)
        wrong += int((fwd.logits.argmax(axis=1)[2:] != tokens[:-2]).sum())
        other = worst(other, *[np.abs(v) for h, v in zip(vals.heads, vals.values) if len(h) < 2])
    eps = n_ctx * np.exp(-beta)
    checks.append(bound_check("each head attends one back (bound n_ctx·e^(−β))", worst_shift, upper=eps,
                              what="max |A − shift₁|"))
    checks.append(bound_check("virtual head A²A¹ attends two back (bound 2·n_ctx·e^(−β))", worst_two, upper=2 * eps,
                              what="max |A²A¹ − shift₂|"))
    fwd = m.run(tokens)
    W = m.W_U @ m.heads[1][0].W_OV @ m.heads[0][0].W_OV
    checks.append(close_check("order-2 path term = (A²A¹) X₀ (W_U W²_OV W¹_OV)ᵀ",
                              e.evaluate(m, tokens).value(((0, 0), (1, 0))),
                              fwd.patterns[1][0] @ fwd.patterns[0][0] @ fwd.residuals[0] @ W.T, rtol=1e-12, atol=1e-12))
    checks.append(Check("the model predicts the token two back (50 random sequences)", wrong == 0,
                        f"{wrong} wrong predictions out of {50 * (n_ctx - 2)}"))
    checks.append(bound_check("orders 0 and 1 contribute nothing", other, upper=1e-12, what="max |value|"))
    checks.append(bound_check("negative control: 'the virtual head attends one back' passes the same test "
                              "(bound 2·n_ctx·e^(−β))", worst_one, upper=2 * eps,
                              what="smallest max |A²A¹ − shift₁| over sequences", control=True))
    return Outcome(checks, {"beta": beta, "n_ctx": n_ctx, "n_vocab": n_vocab},
                   {"virtual head term": e.terms[-1].expr})


CLAIM = Claim("C7", "two previous-token heads make a two-back virtual head", STATEMENT, run)
