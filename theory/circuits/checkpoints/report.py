r"""Head-level report of a loaded model (``theory analyse``): weights only, any loaded model.

Per head ``LlHh`` (TransformerLens' labels):

* **OV positivity** — eigenvalue positivity of the full OV circuit ``W_U W_OV W_E`` (C5), on its
  d_head×d_head side;
* **QK positivity** — of the token-token QK circuit ``W_Eᵀ W_QK W_E`` (non-zero spectrum of
  ``W_K W_E W_Eᵀ W_Qᵀ``): +1 when a token attends to itself (rotary models: offset 0);
* **strongest composition partner** for Q, K and V composition: the earlier head maximising
  the excess ``comp² − 1/d_model`` over the exact random baseline ``E[comp²] = 1/d_model``;
* **previous-token score** (models with a learned ``W_pos``): mean attention on position i−1
  of the positional QK circuit alone, ``softmax*(P W_QK Pᵀ)`` with ``P`` the positional
  embedding normalised as the model's norm would — a weight-based *candidate*, ignoring tokens
  and earlier layers;
* **roles** (thresholds fixed in advance): ``copying`` if OV positivity ≥ 1/2;
  ``previous-token`` if the previous-token score ≥ 1/2; ``induction`` if a copying head in a
  later layer has a previous-token candidate as its strongest K-composition partner, with a
  positive excess and K-composition QK positivity ≥ 1/2 for that pair.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field

import numpy as np

from ..composition import all_composition_scores, composition_baseline
from ...errors import InputValueError
from ..model import causal_softmax, head_label
from ..positivity import embed_gram, embed_unembed, positivity_of_eigenvalues
from ...files import write_file, write_text
from .transformer import normalize

THRESHOLD = 0.5


@dataclass
class HeadReport:
    """Everything ``theory analyse`` prints and writes; arrays are per head, layer-major."""

    labels: tuple
    layer: np.ndarray
    ov_positivity: np.ndarray
    qk_positivity: np.ndarray
    prev_token: np.ndarray              # NaN when the model has no learned W_pos
    partners: dict                      # kind -> (index of earlier head or -1, excess) arrays
    kcomp_positivity: np.ndarray        # with the strongest K partner (NaN in layer 0)
    roles: tuple
    d_model: int
    excess: dict = field(repr=False, default_factory=dict)  # kind -> [earlier, later] comp² − 1/d
    notes: tuple = ()
    description: str = ""

    def table(self):
        """The per-head table as text."""
        head = (f"{'head':<7}{'OV pos':>8}{'QK pos':>8}{'prev':>7}  {'Q partner':<16}{'K partner':<16}"
                f"{'V partner':<16}{'KQK pos':>8}  roles")
        rows = [head, "-" * len(head)]
        for i, lab in enumerate(self.labels):
            cells = []
            for kind in "QKV":
                j, ex = self.partners[kind][0][i], self.partners[kind][1][i]
                cells.append("—" if j < 0 else f"{self.labels[j]} {ex:+.3f}")
            prev = "—" if np.isnan(self.prev_token[i]) else f"{self.prev_token[i]:.2f}"
            kq = "—" if np.isnan(self.kcomp_positivity[i]) else f"{self.kcomp_positivity[i]:+.2f}"
            rows.append(f"{lab:<7}{self.ov_positivity[i]:>+8.2f}{self.qk_positivity[i]:>+8.2f}{prev:>7}  "
                        f"{cells[0]:<16}{cells[1]:<16}{cells[2]:<16}{kq:>8}  {self.roles[i] or ''}")
        rows.append(f"partner: strongest earlier head, excess comp² − 1/d_model (baseline 1/{self.d_model}); "
                    f"KQK pos: K-composition QK positivity with the K partner")
        return "\n".join(rows)

    def as_dict(self):
        f = lambda x: None if np.isnan(x) else float(x)  # noqa: E731 - JSON has no NaN
        heads = []
        for i, lab in enumerate(self.labels):
            heads.append({"head": lab, "layer": int(self.layer[i]), "ov_positivity": float(self.ov_positivity[i]),
                          "qk_positivity": float(self.qk_positivity[i]), "previous_token_score": f(self.prev_token[i]),
                          "kcomp_qk_positivity": f(self.kcomp_positivity[i]), "roles": self.roles[i].split("+")
                          if self.roles[i] else [],
                          "partners": {k: None if self.partners[k][0][i] < 0 else
                                       {"head": self.labels[self.partners[k][0][i]],
                                        "excess": float(self.partners[k][1][i])} for k in "QKV"}})
        return {"model": self.description, "d_model": self.d_model, "baseline": composition_baseline(self.d_model),
                "notes": list(self.notes), "heads": heads,
                "composition_excess": {k: {"earlier": list(self.labels), "later": list(self.labels),
                                           "values": self._pairs(v)} for k, v in self.excess.items()}}

    def _pairs(self, E):
        """``values[later][earlier]``: the excess where the earlier head is in an earlier layer, ``None`` for
        pairs that are not a composition (same or later layer) — not 0, which would read as 'at the baseline'."""
        valid = self.layer[:, None] < self.layer[None, :]
        return [[float(np.round(E[i, j], 12)) if valid[i, j] else None for i in range(len(self.labels))]
                for j in range(len(self.labels))]


def previous_token_scores(model, n=64):
    """Weight-based previous-token score of every head (layer-major), NaN without ``W_pos``."""
    H = sum(model.n_heads)
    if model.W_pos is None:
        return np.full(H, np.nan)
    n = min(n, model.W_pos.shape[1])
    P = normalize(getattr(model, "normalization", None), model.W_pos[:, :n].T, getattr(model, "eps", 1e-5))
    out = []
    for l, layer in enumerate(model.heads):
        for h, hd in enumerate(layer):
            with np.errstate(over="ignore", invalid="ignore"):
                S = (P @ hd.W_Q.T) @ (P @ hd.W_K.T).T
            if not np.all(np.isfinite(S)):      # name the weights, not the internal "scores"
                raise InputValueError(
                    f"previous_token_scores: the positional scores W_posᵀ W_Qᵀ W_K W_pos of head {head_label(l, h)} "
                    f"overflow float64; W_pos (largest |entry| {float(np.max(np.abs(model.W_pos))):.3g}), W_Q "
                    f"({float(np.max(np.abs(hd.W_Q))):.3g}) and W_K ({float(np.max(np.abs(hd.W_K))):.3g}) "
                    "must be finite and small enough that their product is")
            A = causal_softmax(S)
            out.append(float(np.mean(A[np.arange(1, n), np.arange(n - 1)])) if n > 1 else np.nan)
    return np.asarray(out)


def analyse(model, progress=None, precision="double"):
    """The :class:`HeadReport` of any loaded model (attention-only or not).

    >>> from theory.circuits import induction_model
    >>> r = analyse(induction_model(n_vocab=12, n_ctx=16))
    >>> r.labels, r.roles
    (('L0H0', 'L1H0'), ('previous-token', 'copying+induction'))
    """
    say = progress or (lambda msg: None)
    heads = [hd for layer in model.heads for hd in layer]
    labels = model.head_labels
    layer = np.asarray([l for l, hs in enumerate(model.n_heads) for _ in range(hs)])
    n = len(heads)
    say(f"OV/QK circuits of {n} heads (W_E W_U, W_E W_Eᵀ: d_model×d_model)")
    EU = embed_unembed(model)[0]          # scale-free: positivity does not see the scale
    EE = embed_gram(model)[0]
    ov = np.asarray([positivity_of_eigenvalues(np.linalg.eigvals(hd.W_V @ EU @ hd.W_O)) for hd in heads])
    qk = np.asarray([positivity_of_eigenvalues(np.linalg.eigvals(hd.W_K @ EE @ hd.W_Q.T)) for hd in heads])
    say(f"composition scores of {n}×{n} head pairs (Q, K, V)")
    base = composition_baseline(model.d_model)
    scores = all_composition_scores(model, precision=precision)
    flat = {}
    idx = np.asarray([(l, h) for l, hs in enumerate(model.n_heads) for h in range(hs)])
    for kind, s in scores.items():
        s = np.asarray(s)        # TransformerLens' order [earlier l, earlier h, later l, later h]
        M = s[idx[:, 0][:, None], idx[:, 1][:, None], idx[:, 0][None, :], idx[:, 1][None, :]]   # [earlier, later]
        valid = layer[:, None] < layer[None, :]
        flat[kind] = np.where(valid, M ** 2 - base, np.nan)
    partners = {}
    for kind, E in flat.items():
        j = np.full(n, -1)
        ex = np.full(n, np.nan)
        for i in range(n):
            col = E[:, i]
            if np.any(~np.isnan(col)):
                j[i] = int(np.nanargmax(col))
                ex[i] = col[j[i]]
        partners[kind] = (j, ex)
    say("previous-token scores and K-composition QK positivity")
    prev = previous_token_scores(model)
    kqk = np.full(n, np.nan)
    for i in range(n):
        j = partners["K"][0][i]
        if j >= 0:
            a, b = heads[j], heads[i]
            kqk[i] = positivity_of_eigenvalues(np.linalg.eigvals(b.W_K @ a.W_O @ (a.W_V @ (EE @ b.W_Q.T))))
    roles = []
    for i in range(n):
        r = []
        if ov[i] >= THRESHOLD:
            r.append("copying")
        if prev[i] >= THRESHOLD:
            r.append("previous-token")
        j, ex = partners["K"][0][i], partners["K"][1][i]
        if j >= 0 and ov[i] >= THRESHOLD and ex > 0 and prev[j] >= THRESHOLD and kqk[i] >= THRESHOLD:
            r.append("induction")
        roles.append("+".join(r))
    return HeadReport(labels, layer, ov, qk, prev, partners, kqk, tuple(roles), model.d_model,
                      {k: np.nan_to_num(v, nan=0.0) for k, v in flat.items()}, tuple(getattr(model, "notes", ())),
                      repr(model))


# ---------------------------------------------------------------------------------------- outputs
def _atomic_write(path, text):
    """Write ``text`` by the package's output-file contract (:mod:`theory.files`)."""
    write_text(path, text)


def write_json(report, path):
    _atomic_write(path, json.dumps(report.as_dict(), indent=2, ensure_ascii=False))


def write_figures(report, directory):
    """``composition.png`` (K/Q/V excess over the baseline, later × earlier heads) and
    ``positivity.png`` (OV positivity vs K-composition QK positivity per head); needs matplotlib."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    os.makedirs(directory, exist_ok=True)
    written = []
    n = len(report.labels)
    fig, axes = plt.subplots(1, 3, figsize=(15, 5))
    vmax = max(float(np.abs(v).max()) for v in report.excess.values()) or 1.0
    for ax, kind in zip(axes, "QKV"):
        im = ax.imshow(report.excess[kind].T, cmap="RdBu_r", vmin=-vmax, vmax=vmax)
        ax.set_title(f"{kind}-composition: comp² − 1/d_model")
        if n <= 48:
            ax.set_xticks(range(n), report.labels, rotation=90, fontsize=6)
            ax.set_yticks(range(n), report.labels, fontsize=6)
        ax.set_xlabel("earlier head")
        ax.set_ylabel("later head")
    fig.colorbar(im, ax=axes, shrink=0.8)
    written.append(_savefig(fig, os.path.join(directory, "composition.png")))
    fig, ax = plt.subplots(figsize=(6, 6))
    y = np.nan_to_num(report.kcomp_positivity, nan=0.0)
    ax.scatter(report.ov_positivity, y, c=report.layer, cmap="viridis")
    for i, lab in enumerate(report.labels):
        if report.roles[i]:
            ax.annotate(lab, (report.ov_positivity[i], y[i]), fontsize=7)
    ax.axhline(0, color="grey", lw=0.5)
    ax.axvline(0, color="grey", lw=0.5)
    ax.set_xlim(-1.05, 1.05)
    ax.set_ylim(-1.05, 1.05)
    ax.set_xlabel("OV positivity (copying →)")
    ax.set_ylabel("K-composition QK positivity with the K partner")
    ax.set_title("positivity plane (layer 0 heads at y = 0)")
    written.append(_savefig(fig, os.path.join(directory, "positivity.png")))
    plt.close("all")
    return written


def _savefig(fig, path):
    write_file(path, lambda tmp: fig.savefig(tmp, dpi=120, bbox_inches="tight", format="png"), suffix=".png")
    return path


def latex_report(report, figures=()):
    """A compilable LaTeX document: model, notes, the per-head table and the figures."""
    from ...claims import tex_escape
    rows = []
    for i, lab in enumerate(report.labels):
        part = []
        for kind in "QKV":
            j, ex = report.partners[kind][0][i], report.partners[kind][1][i]
            part.append("--" if j < 0 else f"{report.labels[j]} ({ex:+.3f})")
        prev = "--" if np.isnan(report.prev_token[i]) else f"{report.prev_token[i]:.2f}"
        rows.append(" & ".join([lab, f"{report.ov_positivity[i]:+.2f}", f"{report.qk_positivity[i]:+.2f}", prev, *part,
                                tex_escape(report.roles[i] or "")]) + r" \\")
    notes = "\n".join(r"\item " + tex_escape(n) for n in report.notes) or r"\item (none)"
    figs = "".join("\n\\begin{center}\\includegraphics[width=0.9\\textwidth]{" + p + "}\\end{center}" for p in figures)
    return (r"""\documentclass{article}
\usepackage[margin=1.5cm]{geometry}
\usepackage{amsmath,amssymb,longtable}
\usepackage{graphicx}
\title{theory analyse: """ + tex_escape(report.description) + r"""}
\date{}
\begin{document}
\maketitle
\section*{Loading}
\begin{itemize}
""" + notes + r"""
\end{itemize}
\section*{Heads}
Partner: strongest earlier head and its excess $\mathrm{comp}^2 - 1/d_\text{model}$ (baseline $1/""" +
            str(report.d_model) + r"""$).
{\small
\begin{longtable}{llllllll}
head & OV pos & QK pos & prev & Q partner & K partner & V partner & roles \\ \hline
""" + "\n".join(rows) + r"""
\end{longtable}}
""" + figs + "\n" + r"\end{document}" + "\n")
