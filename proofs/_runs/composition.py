"""The composition rules and figures registered with L8 (issue #14: thresholds fixed before the
measurement), shared by L8 (the Markov models of :mod:`.markov`) and L12, which applies them unchanged
to the natural-text models of :mod:`.natural_text` (registered with the same values).

A (kind, layer-1 head, layer-2 head) pair composes when its excess over the exact random baseline
(C4), ``comp² − 1/d_model``, exceeds ``MARGIN_IN_BASELINES / d_model``; the other rules are L8's
(a)–(d), written out in its docstring.
"""
import numpy as np

from theory.proofs._runs import markov as C
from theory.circuits import composition_baseline

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


def plane_figure(rep, settings=C, induction=None, corner=CORNER):
    """The positivity plane of every layer-2 head of the models ``rep`` (``settings``: the module holding
    their SIZES, SEEDS and labels — _runs.markov for L8, _runs.natural_text for L12; ``induction``: the
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
