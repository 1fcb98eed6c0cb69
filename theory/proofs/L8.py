r"""L8 — composition in trained models is sparse; previous-token → induction K-composition is its skeleton.

Statement (issue #14; thresholds fixed before the measurement)
-------------------------------------------------------------
The six models of L7 (two sizes × seeds 0, 1, 2, Markov language; ``theory/proofs/_circuits.py``).
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

from theory.proofs import _circuits as C
from theory.circuits import composition_baseline
from theory.circuits.heads.two_layer import analyse_heads
from theory.claims import Check, Claim, Outcome

STATEMENT = (r"In trained 2-layer attention-only models (two sizes, three seeds) at most 20\% of Q/K/V pairs compose "
             r"($\mathrm{comp}^2 - 1/d > 1.5/d$), the top K pair is previous-token $\to$ induction, exactly the "
             r"induction heads sit in the positive--positive corner, and they copy random tokens out of distribution.")

MARGIN_IN_BASELINES = 1.5    # excess comp² − 1/d > 1.5/d
SHARE_MAX = 0.20
PREV_MIN, INDUCTION_MIN = 0.4, 0.3
CORNER = 0.8
OOD_RATIO = 0.5


def margin(d_model):
    return MARGIN_IN_BASELINES * composition_baseline(d_model)


def finite(reports):
    """Every excess, positivity and mass is finite (a NaN must not read as "does not compose")."""
    return all(np.all(np.isfinite(a)) for r in reports.values()
               for a in (*r.excess.values(), r.ov_positivity, r.kcomp_positivity, r.prev_mass, r.induction_mass,
                         r.loss_copies, r.loss_other))


def induction_heads(r):
    """Layer-2 heads that K-compose (excess > margin) with a previous-token head and attend i−m+1."""
    prev = r.prev_mass >= PREV_MIN
    kc = (r.excess["K"] > r.margin) & prev[None, :]
    return {int(h) for h in np.flatnonzero(kc.any(axis=1) & (r.induction_mass >= INDUCTION_MIN))}


def corner_heads(r):
    return {int(h) for h in np.flatnonzero((r.ov_positivity >= CORNER) & (r.kcomp_partner_positivity() >= CORNER))}


def top_ok(r):
    """(b) for one model: the top K pair composes, from a previous-token head into an induction head."""
    h2, h1 = r.top
    return bool(r.excess["K"][h2, h1] > r.margin and r.prev_mass[h1] >= PREV_MIN and r.induction_mass[h2] >= INDUCTION_MIN)


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


def plane_figure(rep, settings=C, induction=None, corner=CORNER):
    """The positivity plane of every layer-2 head of the models ``rep`` (``settings``: the module holding
    their SIZES, SEEDS and labels — proofs._circuits here, proofs._corpus for L12; ``induction``: the
    claim's induction-head rule)."""
    induction = induction or induction_heads

    def draw(plt, path):
        fig, ax = plt.subplots(figsize=(5.5, 5), layout="constrained")
        ax.axhline(0, color="grey", lw=0.5)
        ax.axvline(0, color="grey", lw=0.5)
        ax.add_patch(plt.Rectangle((corner, corner), 1.05 - corner, 1.05 - corner, color="tab:green", alpha=0.1))
        markers = {settings.SIZES[0]: "o", settings.SIZES[1]: "s"}
        for (h, d, s), r in rep.items():
            ind = induction(r)
            x, y = r.ov_positivity, r.kcomp_partner_positivity()
            for j in range(x.size):
                ax.scatter(x[j], y[j], marker=markers[(h, d)], s=30, edgecolor="k", lw=0.4, zorder=3 if j in ind else 2,
                           color="tab:red" if j in ind else "tab:blue", alpha=0.8)
        for (h, d), mk in markers.items():
            ax.scatter([], [], marker=mk, color="white", edgecolor="k", label=f"{h} heads, d_model {d}")
        ax.scatter([], [], color="tab:red", label="induction head (weights + patterns)")
        ax.scatter([], [], color="tab:blue", label="other layer-2 head")
        ax.set_xlim(-1.05, 1.05)
        ax.set_ylim(-1.05, 1.05)
        ax.set_xlabel("OV circuit positivity")
        ax.set_ylabel("K-composition QK-term positivity (with K-partner)")
        ax.set_title(f"positivity plane: every layer-2 head, {len(settings.SEEDS)} seeds × {len(settings.SIZES)} sizes",
                     fontsize=9)
        ax.legend(fontsize=7, loc="lower left")
        fig.savefig(path, dpi=120)
    return draw


def diagram_figure(rep, settings=C):
    """The Q/K/V composition diagram of each model of ``rep`` (``settings`` as for :func:`plane_figure`)."""
    def draw(plt, path):
        keys = list(rep)
        cols = len(settings.SEEDS)
        rows = -(-len(keys) // cols)
        fig, axes = plt.subplots(rows, cols, figsize=(4 * cols, 2.6 * rows), layout="constrained", squeeze=False)
        colors = {"Q": "tab:purple", "K": "tab:red", "V": "tab:green"}
        for ax, key in zip(axes.ravel(), keys):
            r = rep[key]
            H = r.excess["K"].shape[0]
            xs = np.linspace(0, 1, H)
            scale = max(max(float(e.max()) for e in r.excess.values()), 1e-12)
            for k, e in r.excess.items():
                off = {"Q": -0.012, "K": 0.0, "V": 0.012}[k]
                for h2 in range(H):
                    for h1 in range(e.shape[1]):
                        if e[h2, h1] > 0:
                            ax.plot([xs[h1] + off, xs[h2] + off], [0, 1], color=colors[k],
                                    lw=4 * e[h2, h1] / scale, alpha=0.3 + 0.7 * float(e[h2, h1] > r.margin))
            ax.scatter(xs, np.zeros(H), s=60, color="lightgrey", edgecolor="k", zorder=3)
            ax.scatter(xs, np.ones(H), s=60, color="lightgrey", edgecolor="k", zorder=3)
            for j, x in enumerate(xs):
                ax.annotate(settings.head_label(0, j), (x, 0), xytext=(0, -12), textcoords="offset points", ha="center",
                            fontsize=6)
                ax.annotate(settings.head_label(1, j), (x, 1), xytext=(0, 6), textcoords="offset points", ha="center",
                            fontsize=6)
            ax.set_ylim(-0.3, 1.3)
            ax.axis("off")
            ax.set_title(settings.label(*key), fontsize=8)
        for ax in axes.ravel()[len(keys):]:
            ax.axis("off")
        for k, c in colors.items():
            axes[0, 0].plot([], [], color=c, label=f"{k}-composition")
        axes[0, 0].legend(fontsize=6, loc="center left")
        fig.suptitle("composition: edge width ∝ comp² − 1/d (opaque: above the 1.5/d margin)", fontsize=9)
        fig.savefig(path, dpi=120)
    return draw


CLAIM = Claim("L8", "sparse composition with a previous-token → induction skeleton", STATEMENT, run)
