r"""L3 — a trained two-layer attention-only transformer forms a K-composing induction head.

Statement (issue #6; thresholds fixed before the measurement)
------------------------------------------------------------
Train 2 layers × 4 heads, d_model 32, d_head 8, vocabulary 32, context 24, on BOS +
random tokens with one repeated segment (random length 4–11 and place), 2000 Adam steps,
seed 0.  Identify from the *weights* the induction head (largest K-composition excess over
the baseline among layer-2 heads) and its previous-token partner; then:

(a) induction-head OV positivity ≥ 0.8 and K-composition QK-term positivity ≥ 0.8
    (the positive–positive corner);
(b) its K-composition score with the partner ≥ 1.2 × the RMS baseline √(1/d_model) and
    ≥ 1.5 × its Q- and V-composition scores with the same head;
(c) held-out attention patterns confirm the identification: the partner puts ≥ 0.4 of its
    attention on position i−1, the induction head ≥ 0.3 on the token after the earlier
    occurrence of the current token;
(d) in-context learning: loss on copied tokens ≤ 0.5 × loss on the other tokens.

Skipped (never reported verified) when PyTorch — the ``train`` extra — is not installed.
Negative control: the same identification on the *untrained* initial weights fails (a).
Cost (2026-11-30, 2 cores shared, one torch thread): 31 CPU s; 162 s wall alone at load
average ≈ 7, 77 s within `theory prove --only L1,L2,L3,L4` at load ≈ 7.
"""
import numpy as np

from theory.circuits import AttentionOnlyModel, composition_baseline
from theory.circuits.heads.two_layer import analyse_induction
from theory.circuits.training.segments import repeated_segment_batch
from theory.claims import Check, Claim, Outcome, bound_check

STATEMENT = (r"A trained 2-layer attention-only transformer has a previous-token head and an induction head that "
             r"K-composes with it and sits in the positive--positive corner of the positivity plane.")


def run():
    try:
        from theory.circuits.training.segments import train_attention_only
        import torch  # noqa: F401
    except ImportError:
        from theory.system.optional import install_command
        return Outcome([], skipped=f"needs extra train: {install_command('train')} (torch==2.13.0)")
    run_ = train_attention_only(steps=2000, seed=0, progress=False)
    m = run_.model
    toks, mask = repeated_segment_batch(np.random.default_rng(99), 200, 32, 24)
    r = analyse_induction(m, toks, mask)
    i, p = r.induction_head, r.previous_token_head
    base = np.sqrt(composition_baseline(m.d_model))
    k, q, v = (float(r.scores[x][i, p]) for x in "KQV")
    checks = [
        bound_check("(a) induction head in the positive-positive corner (OV ≥ 0.8, K-comp QK term ≥ 0.8)",
                    [r.ov_positivity[i], r.kcomp_positivity[i, p]], lower=0.8, what="min positivity",
                    note=f"OV {r.ov_positivity[i]:.3f}, QK term {r.kcomp_positivity[i, p]:.3f}"),
        bound_check("(b) K-composition ≥ 1.2 × baseline and ≥ 1.5 × Q and V scores",
                    [k / (1.2 * base), k / (1.5 * q) if q > 0 else 2.0, k / (1.5 * v) if v > 0 else 2.0], lower=1.0,
                    what="min ratio to the threshold", note=f"K {k:.3f}, Q {q:.3f}, V {v:.3f}, RMS baseline {base:.3f}"),
        Check("(c) patterns confirm: partner on i−1 ≥ 0.4, induction head on the successor ≥ 0.3",
              bound_check("", r.prev_mass[p], lower=0.4).ok and bound_check("", r.induction_mass[i], lower=0.3).ok,
              f"previous-token mass {r.prev_mass[p]:.3f} (all layer-1 heads {np.round(r.prev_mass, 3).tolist()}), "
              f"induction mass {r.induction_mass[i]:.3f} (all layer-2 heads {np.round(r.induction_mass, 3).tolist()})"),
        bound_check("(d) loss on copied tokens ≤ 0.5 × loss elsewhere", r.loss_repeated / r.loss_other, upper=0.5,
                    what="ratio", note=f"{r.loss_repeated:.3f} vs {r.loss_other:.3f}"),
    ]
    rng = np.random.default_rng(0)
    init = AttentionOnlyModel.random(2, 4, 32, 8, 32, 24, seed=int(rng.integers(1 << 30)))
    r0 = analyse_induction(init, toks[:40], mask[:40])
    i0, p0 = r0.induction_head, r0.previous_token_head
    checks.append(bound_check("negative control: untrained weights held to (a)",
                              [r0.ov_positivity[i0], r0.kcomp_positivity[i0, p0]], lower=0.8, what="min positivity",
                              control=True))
    numbers = {"previous-token head (layer 1)": p, "induction head (layer 2)": i,
               "pairs with comp_K^2 - 1/d > 0.02": f"{r.pairs_above_baseline} of 16",
               "training seconds": round(run_.seconds, 1), "final training loss": round(run_.log[-1][1], 4)}
    kq = r.kcomp_positivity[:, p]

    def draw(plt, path):
        fig, axes = plt.subplots(1, 2, figsize=(9, 3.8), layout="constrained")
        ax = axes[0]
        ax.axhline(0, color="grey", lw=0.5)
        ax.axvline(0, color="grey", lw=0.5)
        ax.scatter(r.ov_positivity, kq, s=50)
        for h, (x, y) in enumerate(zip(r.ov_positivity, kq)):
            ax.annotate(f"head {h}", (x, y), textcoords="offset points", xytext=(-40, -12 - 10 * h), fontsize=7)
        ax.set_xlim(-1.05, 1.05)
        ax.set_ylim(-1.05, 1.05)
        ax.set_xlabel("OV positivity")
        ax.set_ylabel(f"K-comp QK-term positivity (with layer-1 head {p})")
        ax.set_title("positivity plane, layer-2 heads (trained)")
        im = axes[1].imshow(r.scores["K"], cmap="viridis")
        axes[1].set_xticks(range(r.scores["K"].shape[1]))
        axes[1].set_yticks(range(r.scores["K"].shape[0]))
        axes[1].set_xlabel("layer-1 head")
        axes[1].set_ylabel("layer-2 head")
        axes[1].set_title(f"K-composition scores (RMS baseline {base:.2f})")
        fig.colorbar(im, ax=axes[1])
        fig.savefig(path, dpi=120)

    def curve(plt, path):
        fig, ax = plt.subplots(figsize=(5, 3.5))
        ax.plot([s for s, _ in run_.log], [l for _, l in run_.log])
        ax.axhline(np.log(31), ls="--", color="grey", label="uniform guess log 31")
        ax.set_xlabel("step")
        ax.set_ylabel("training loss")
        ax.legend()
        fig.tight_layout()
        fig.savefig(path, dpi=120)

    return Outcome(checks, numbers, figures={"trained_circuits": draw, "training_curve": curve})


CLAIM = Claim("L3", "trained model forms a K-composing induction head", STATEMENT, run)
