"""Figures of a :class:`~theory.circuits.report.record.HeadReport` (``theory analyse --figures DIR``; ``plots`` extra).
"""
from __future__ import annotations

import os
import numpy as np
from theory.circuits.heads.behaviour import BEHAVIOUR_THRESHOLD
from theory.circuits.heads.previous_token import (LEARNED_POSITIONS, REPORT_ROTARY_SEQUENCES, ROTARY_SEED, ROTARY_SEQUENCES, THRESHOLD,  # noqa: F401  (re-exported)
                             previous_token_baseline,
                             previous_token_scores, previous_token_threshold, rotary_previous_token_scores,
                             rotary_probe_tokens)
from theory.system.files import write_file
from theory.circuits.report.record import ROLES


def _label_points(ax, xs, ys, labels, order, always, box):
    """Annotate points in ``order``: every index in ``always`` (role-bearing heads) is labelled, its
    text shifted among a few offsets to avoid the labels already placed; the others only where they
    overlap none (``box`` = the axes' (x0, x1, y0, y1)).  Returns how many were skipped."""
    x0, x1, y0, y1 = box
    placed, skipped = [], 0
    offsets = [(3, 2), (3, -9), (-24, 2), (-24, -9), (3, 10), (-24, 10)]
    for k in order:
        u, v = (xs[k] - x0) / ((x1 - x0) or 1), (ys[k] - y0) / ((y1 - y0) or 1)
        free = [o for o in offsets if not any(abs(u + o[0] / 400 - a) < 0.07 and abs(v + o[1] / 300 - b) < 0.03
                                              for a, b in placed)]
        if not free and k not in always:
            skipped += 1
            continue
        o = (free or offsets)[0]
        placed.append((u + o[0] / 400, v + o[1] / 300))
        ax.annotate(labels[k], (xs[k], ys[k]), fontsize=7, xytext=o, textcoords="offset points",
                    fontweight="bold" if k in always else "normal")
    return skipped


def write_figures(report, directory):
    """``composition.png`` (K/Q/V excess over the baseline, later × earlier heads; colour range from
    the data's 99th percentile of |excess|) and ``positivity.png``, three panels with fixed axes and
    the label thresholds drawn: previous-token and induction — the weights rule's deciding score
    (x) against the behavioural score (y), both on [0, 1]; copying — direct-path OV positivity
    against the K-composition QK positivity on [−1, 1].  Colour = layer (colour bar).  Heads with a
    role (behaviour or the weights rule) are always labelled, in bold; other heads only the partners
    and controls of induction heads, where their label overlaps none.  Needs matplotlib."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    os.makedirs(directory, exist_ok=True)
    written = []
    n = len(report.labels)
    valid = report.layer[:, None] < report.layer[None, :]
    fig, axes = plt.subplots(1, 3, figsize=(15, 5))
    vals = np.concatenate([np.abs(v[valid]) for v in report.excess.values()]) if valid.any() else np.zeros(1)
    vmax = float(np.percentile(vals, 99)) if vals.size else 0.0
    vmax = vmax if vmax > 0 else (float(vals.max()) or 1.0)
    for ax, kind in zip(axes, "QKV"):
        im = ax.imshow(np.where(valid, report.excess[kind], np.nan).T, cmap="RdBu_r", vmin=-vmax, vmax=vmax)
        ax.set_title(f"{kind}-composition: comp² − 1/d_model")
        if n <= 32:                     # more tick labels than that overlap at this size
            ax.set_xticks(range(n), report.labels, rotation=90, fontsize=6)
            ax.set_yticks(range(n), report.labels, fontsize=6)
        ax.set_xlabel("earlier head")
        ax.set_ylabel("later head")
    fig.colorbar(im, ax=axes, shrink=0.8, label=f"excess (colour range ±{vmax:.3g}, 99th percentile)")
    written.append(_savefig(fig, os.path.join(directory, "composition.png")))
    b = report.behaviour
    wp, wi = report.weights_scores()
    roles = [bool(report.roles[i]) or any(r in report.weights_roles[i].split("+") for r in ROLES) for i in range(n)]
    notable = report.notable()
    always = {i for i in range(n) if roles[i]}
    order = sorted((i for i in range(n) if notable[i]), key=lambda i: (not roles[i], i))
    kqk = np.asarray(report.kcomp_positivity, dtype=float)
    if report.mechanism is not None:
        kqk = np.where(np.isfinite(report.mechanism.kqk), report.mechanism.kqk, kqk)
    wname = "with every MLP removed" if report.induction_rule.attention_only else f"rule {report.induction_rule.name}"
    t_prev = BEHAVIOUR_THRESHOLD if report.induction_rule.attention_only else report.prev_threshold
    panels = [("previous-token", wp, None if b is None else b.previous_token,
               f"weights rule ({wname})", (0, 1), t_prev, BEHAVIOUR_THRESHOLD),
              ("induction", wi, None if b is None else b.induction,
               f"weights rule ({wname})", (0, 1), BEHAVIOUR_THRESHOLD, BEHAVIOUR_THRESHOLD),
              ("copying / K-composition", report.ov_positivity, kqk, "direct-path OV positivity", (-1, 1), THRESHOLD,
               None)]
    fig, axes = plt.subplots(1, 3, figsize=(18, 5.5), gridspec_kw={"wspace": 0.3})
    cmap = plt.get_cmap("viridis", max(int(report.layer.max()) + 1, 1))
    for ax, (title, x, y, xlabel, (lo, hi), tx, ty) in zip(axes, panels):
        x = np.asarray(x, dtype=float)
        y = np.zeros(n) if y is None else np.asarray(y, dtype=float)
        ok = np.isfinite(x) & np.isfinite(y)            # e.g. no K partner in layer 0: not drawn, not put at a corner
        sc = ax.scatter(x[ok], y[ok], c=report.layer[ok], cmap=cmap, vmin=-0.5, vmax=int(report.layer.max()) + 0.5,
                        s=14)
        ax.set_xlim(lo - 0.03 * (hi - lo), hi + 0.03 * (hi - lo))
        ax.set_ylim(lo - 0.03 * (hi - lo), hi + 0.03 * (hi - lo))
        ax.axvline(tx, color="grey", lw=0.8, ls="--")
        if ty is not None:
            ax.axhline(ty, color="grey", lw=0.8, ls="--")
        ax.set_title(title + " (dashed: label thresholds)")
        ax.set_xlabel(xlabel)
        ax.set_ylabel("K-composition QK positivity" if ty is None else
                      f"behaviour: {title} score" + ("" if b is not None else " (not measured)"))
        skipped = _label_points(ax, x, y, report.labels, [k for k in order if ok[k]], always,
                                (*ax.get_xlim(), *ax.get_ylim()))
        if skipped:
            ax.text(0.01, 0.01, f"{skipped} labels of heads without a role skipped (overlap)", transform=ax.transAxes,
                    fontsize=6)
    fig.colorbar(sc, ax=axes, shrink=0.8, label="layer", ticks=range(int(report.layer.max()) + 1))
    written.append(_savefig(fig, os.path.join(directory, "positivity.png")))
    plt.close("all")
    return written


def _savefig(fig, path):
    write_file(path, lambda tmp: fig.savefig(tmp, dpi=120, bbox_inches="tight", format="png"), suffix=".png")
    return path
