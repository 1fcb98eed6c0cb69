r"""C6 — an explicit induction head.

Statement
---------
A 2-layer attention-only model built from formulas — layer 1 a previous-token head,
layer 2 an induction head whose keys read the previous-token subspace (K-composition)
and whose OV copies the attended token — implements ``[A][B] … [A] → [B]``.  As β → ∞ it
predicts B whenever the current token occurred before (followed by B), on structured
repeats and on uniformly random sequences.  When the current token has not occurred it
attends to the first position and adds nothing.  K-composition ≫ Q, V composition; the
induction OV positivity is 1 and so is the K-composition QK-term positivity.

Construction: :func:`theory.circuits.induction_model` (docstring has the weights).
Sequences start with a BOS token (id 0), the resting position: a linear OV circuit cannot
send every possible first token to 0, so "rest on position 0 and add nothing" needs a
fixed token there — this is the one convention added to the formal model (docs/theory.md).

Derivation of the bounds: with ``ε₁ = (n_ctx−1)e^{−β}`` the largest off-target mass of
the previous-token head, a non-matching key scores at most ``βε₁`` while BOS scores
``β/2``, so without a match the mass off BOS is at most ``(n_ctx−1)e^{βε₁−β/2}`` and every
logit moves by at most ``β(n_ctx−1)e^{βε₁−β/2}`` (the OV maps tokens to unit vectors,
W_U has gain β).  With a match the matched positions out-score every other by
``β(1−2ε₁)−β/2``.

Numeric check: accuracy on (i) repeated random segments and (ii) uniformly random
sequences (all positions whose token occurred before); the no-match logit change against
the bound; composition scores (C4) and positivities (C5) of the two heads; a table of
accuracy against β.  Negative control: the same model with the layer-2 key reading the
*current* token (no K-composition) fails the accuracy test.
"""
import numpy as np

from theory.circuits import AttentionOnlyModel, composition_scores, induction_model, kcomp_qk_positivity, ov_positivity
from theory.circuits.models.constructions import induction_targets
from theory.claims import Check, Claim, Outcome, bound_check, close_check, worst

STATEMENT = (r"An explicit two-layer model (previous-token head, K-composing induction head) predicts $[B]$ after "
             r"$[A][B]\dots[A]$, rests on position 0 when $[A]$ is new, and sits in the positive--positive corner.")

N_VOCAB, N_CTX, BETA = 16, 24, 20.0


def accuracy(model, seqs):
    ok = tot = 0
    worst_rest = 0.0
    for s in seqs:
        L = model.logits(s)
        for i, tg in enumerate(induction_targets(s)):
            if i == 0:
                continue
            if tg:
                tot += 1
                ok += int(L[i].argmax()) in tg
            else:
                worst_rest = worst(worst_rest, np.abs(L[i]))
    return ok / max(tot, 1), tot, worst_rest


def sequences(rng, n, kind):
    out = []
    for _ in range(n):
        if kind == "repeat":
            seg = rng.integers(1, N_VOCAB, size=(N_CTX - 1) // 2)
            body = np.concatenate([seg, seg])[: N_CTX - 1]
        else:
            body = rng.integers(1, N_VOCAB, size=N_CTX - 1)
        out.append(np.concatenate([[0], body]))
    return out


def run():
    rng = np.random.default_rng(6)
    checks, numbers = [], {}
    m = induction_model(N_VOCAB, N_CTX, BETA)
    rep, rnd = sequences(rng, 200, "repeat"), sequences(rng, 200, "random")
    acc_rep, n_rep, _ = accuracy(m, rep)
    acc_rnd, n_rnd, rest = accuracy(m, rnd)
    checks.append(bound_check(f"accuracy on repeated random segments ({n_rep} positions)", acc_rep, lower=1.0,
                              what="accuracy"))
    checks.append(bound_check(f"accuracy on uniformly random sequences, off-distribution ({n_rnd} positions)", acc_rnd,
                              lower=1.0, what="accuracy"))
    eps1 = (N_CTX - 1) * np.exp(-BETA)
    bound = BETA * (N_CTX - 1) * np.exp(BETA * eps1 - BETA / 2)
    checks.append(bound_check("no earlier occurrence: the head rests on BOS and moves no logit beyond the bound "
                              "β(n−1)e^(βε₁−β/2)", rest, upper=bound, what="max |logit|"))
    A2 = m.patterns(rnd[0])[1][0]
    new = [i for i, tg in enumerate(induction_targets(rnd[0])) if not tg and i > 0]
    rest_mass = [float(A2[i, 0]) for i in new]
    checks.append(bound_check("…and its attention is on position 0", rest_mass, lower=1 - 1e-3, strict=True,
                              what="min mass on BOS"))
    comp = {k: float(composition_scores(m, k)[0, 0, 1, 0]) for k in "QKV"}
    k_ok = bound_check("", comp["K"], lower=max(10 * worst(comp["Q"], comp["V"], 1e-12), 0.1), strict=True)
    checks.append(Check("K-composition score ≫ Q and V scores (K > 10·max(Q, V) and K > 0.1)", k_ok.passed,
                        ", ".join(f"{k}: {v:.4g}" for k, v in comp.items()), finite=k_ok.finite))
    ovp = float(ov_positivity(m)[1, 0])
    kqp = float(kcomp_qk_positivity(m)[0, 0, 1, 0])
    checks.append(close_check(f"induction OV positivity = 1 and K-composition QK-term positivity = 1 "
                              f"(OV {ovp:.12f}, QK term {kqp:.12f})", [ovp, kqp], [1.0, 1.0], rtol=0, atol=1e-9))
    table = {}
    for beta in (1.0, 2.0, 4.0, 8.0, 12.0, 20.0):
        table[str(beta)] = round(accuracy(induction_model(N_VOCAB, N_CTX, beta), rnd[:60])[0], 4)
    accs = list(table.values())
    mono = bound_check("", np.diff(accs), lower=0.0)
    checks.append(Check("accuracy does not decrease with β and reaches 1", mono.passed and table["20.0"] == 1.0,
                        f"accuracy by β: {table}", finite=mono.finite))
    # negative control: keys read the current token instead of the previous one (no K-composition)
    (h1,), (h2,) = m.heads
    W_K2 = h2.W_K.copy()
    W_K2[1:N_VOCAB, :] = 0
    W_K2[np.arange(1, N_VOCAB), np.arange(1, N_VOCAB)] = 1.0   # the tok block starts at column 0
    broken = AttentionOnlyModel(m.W_E, m.W_U, [[(h1.W_Q, h1.W_K, h1.W_V, h1.W_O)],
                                               [(h2.W_Q, W_K2, h2.W_V, h2.W_O)]], m.W_pos)
    acc_broken = accuracy(broken, rnd[:60])[0]
    checks.append(bound_check("negative control: keys on the current token (no K-composition) reach even half the "
                              "accuracy test", acc_broken, lower=0.5, what="accuracy", control=True))
    numbers.update({"composition scores": comp, "accuracy by beta": table})
    heads2 = ov_positivity(m)[1]
    kq = kcomp_qk_positivity(m)[0, 0, 1, :]
    # context for the figure: every (layer-2 head, layer-1 head) pair of a random Gaussian model
    rand = AttentionOnlyModel.random(2, 4, 32, 8, N_VOCAB, N_CTX, seed=6)
    rand_ov = np.repeat(ov_positivity(rand)[1], 4)
    rand_kq = kcomp_qk_positivity(rand)[0, :, 1, :].T.ravel()   # [l1, h1, l2, h2] -> rows h2

    def draw(plt, path):
        fig, ax = plt.subplots(figsize=(4.6, 4.2))
        ax.axhline(0, color="grey", lw=0.5)
        ax.axvline(0, color="grey", lw=0.5)
        ax.scatter(rand_ov, rand_kq, s=18, c="0.6", label="random model, all head pairs")
        ax.scatter(heads2, kq, s=60, c="C3", label="explicit induction head")
        ax.set_xlim(-1.05, 1.05)
        ax.set_ylim(-1.05, 1.05)
        ax.set_xlabel("OV circuit positivity")
        ax.set_ylabel("K-composition QK-term positivity")
        ax.set_title("positivity plane: induction head vs random heads", fontsize=10)
        ax.legend(loc="lower left", fontsize=8)
        fig.savefig(path, dpi=150, bbox_inches="tight")

    return Outcome(checks, numbers, figures={"positivity_plane": draw})


CLAIM = Claim("C6", "explicit induction head", STATEMENT, run)
