"""The record ``theory analyse`` returns — :class:`HeadReport`, every number per head — and its text:
the summary, the table and the legend (:meth:`HeadReport.table`), the JSON form
(:meth:`HeadReport.as_dict`, legend :data:`LEGEND`).  Built by :func:`theory.circuits.report.analyse.analyse`;
its figures are :mod:`.figures`, its LaTeX :mod:`.latex`.
"""
from __future__ import annotations

import textwrap
from dataclasses import dataclass, field
import numpy as np
from theory.circuits.analysis.composition import composition_baseline
from theory.circuits.heads.behaviour import BEHAVIOUR_THRESHOLD, DEFAULT_LENGTH
from theory.circuits.heads.expected_induction import INDUCTION_SEED, INDUCTION_SEQUENCES
from theory.circuits.heads.mechanism import CONTROL_SEED
from theory.circuits.heads.previous_token import (LEARNED_POSITIONS, ROTARY_SEED, ROTARY_SEQUENCES, THRESHOLD)

from theory.circuits.heads.rules import DEFAULT_RULE, LOGIT_ADVANTAGE, WeightRule

INDUCTION_RULE = DEFAULT_RULE.name   # the default weights rule (theory.circuits.heads.rules.DEFAULT_RULE)
WIDTH = 100                 # the printed table's rows and the legend's lines are at most this many characters

SHORT = {"previous-token": "prev", "duplicate-token": "dup", "induction": "ind", "copying": "copy"}

ROLES = ("previous-token", "induction")     # the roles the weights rule is measured on


LEGEND_V2_INDUCTION = ("earlier head p with prev above its uniform baseline that maximises the predicted induction "
                       f"attention π = e^Δ/(e^Δ + {DEFAULT_LENGTH - 1}) (rule logit_advantage), Δ = prev_p · (mean diagonal − mean "
                       "off-diagonal) of the token-token K-composition QK matrix X̂ W_Qᵀ R̄ W_K W_OV^p X̂ᵀ / ρ; "
                       "'induction' if π ≥ 0.4 and p's K-composition excess > 0")


# JSON legend: one entry per field of heads[] (the printed legend is HeadReport.legend()).
LEGEND = {
    "head": "TransformerLens label L<layer>H<head>",
    "kv_group": "key/value group L<layer>G<g> shared by grouped-query heads (their K/V weights are one)",
    "roles": "from behaviour: previous-token / duplicate-token / induction if the behaviour score is ≥ 0.4",
    "behaviour": "attention on the previous token / on the earlier copy of the current token / on the token after "
                 "that copy, mean over the second copy of repeated random tokens r r (the model's forward pass)",
    "weights_roles": "the weights rule: previous-token / induction from the forward pass with every MLP removed "
                     "(attention_only scores ≥ 0.4; rules expected_induction and logit_advantage: see induction_partner), copying if ov_positivity "
                     "≥ 0.5",
    "attention_only": "the behaviour scores on the same probe through the model with every MLP removed",
    "mechanism": "k_partner: the earlier head with the largest K-composition excess comp² − 1/d_model over the "
                 "later head (k_excess in units of 1/d_model); partner_roles: its roles; kcomp_qk_positivity: "
                 "eigenvalue positivity of the token QK term through it; ablation_drop / control_drop: fall of the "
                 "head's induction score when the partner / a seeded random other head of the partner's layer "
                 "(control) is mean-ablated (induction heads only)",
    "ov_positivity": "eigenvalue positivity of the direct-path OV circuit W_U W_OV W_E (+1 copies; MLPs and later "
                     "layers ignored)",
    "qk_positivity": "eigenvalue positivity of the token QK circuit W_Eᵀ W_QK W_E (+1 attends to the same token; "
                     "rotary: at offset 0)",
    "partners": "strongest earlier head for Q/K/V composition and its excess comp² − 1/d_model",
    "induction_partner": "rules expected_induction and logit_advantage: π = expected induction attention, the mean attention from the second copy "
                         f"of r r to the token after the earlier occurrence ({INDUCTION_SEQUENCES} seeded contexts, "
                         f"seed {INDUCTION_SEED}), from the weights along the K-composition path only; the partner p "
                         "(prev above its uniform baseline) with the largest one-partner π, and Σ with every such "
                         "earlier partner's write summed (rule expected_induction labels induction if Σ ≥ 0.4 and p's K-composition "
                         "excess > 0)",
    "kcomp_qk_positivity": "K-composition QK positivity with the induction partner (else with the K partner)",
}


def _short(x, fmt):
    return "—" if x is None or (isinstance(x, float) and np.isnan(x)) else format(x, fmt)


def _wrap(text, indent="  ", more="    "):
    """``text`` wrapped to :data:`WIDTH` characters, first line indented by ``indent``, the rest by ``more``."""
    return "\n".join(textwrap.wrap(text, WIDTH, initial_indent=indent, subsequent_indent=more,
                                   break_long_words=True, break_on_hyphens=False))


def _abbrev(roles):
    """``'previous-token+induction'`` → ``'prev+ind'`` (the table's short role names)."""
    return "+".join(SHORT.get(r, r) for r in roles.split("+")) if roles else ""


def precision_recall(predicted, actual):
    """``(hits, n_predicted, n_actual)`` of two sets of head labels."""
    return len(set(predicted) & set(actual)), len(set(predicted)), len(set(actual))


@dataclass(repr=False)
class HeadReport:
    """Everything ``theory analyse`` prints and writes; arrays are per head, layer-major.

    ``roles`` are behavioural (empty strings when behaviour was not measured); ``weights_roles``
    the weights rule's labels; ``mechanism`` a :class:`.mechanism.Mechanism` (``None`` without
    behaviour)."""

    labels: tuple
    layer: np.ndarray
    ov_positivity: np.ndarray
    qk_positivity: np.ndarray
    prev_token: np.ndarray              # NaN when the model has no positional information
    partners: dict                      # kind -> (index of earlier head or -1, excess) arrays
    kcomp_positivity: np.ndarray        # with the induction partner, else the K partner (NaN in layer 0)
    weights_roles: tuple
    d_model: int
    excess: dict = field(default_factory=dict)  # kind -> [earlier, later] comp² − 1/d
    notes: tuple = ()
    description: str = ""
    prev_scheme: str = "learned"        # "learned", "rotary" or "none"
    groups: tuple = None                # kv-group label per head, None without grouped-query attention
    induction_partner: np.ndarray = None
    induction_attention: np.ndarray = None     # π with the induction partner (NaN without one)
    induction_advantage: np.ndarray = None     # LOGIT_ADVANTAGE: Δ with it (logits); EXPECTED_INDUCTION: NaN
    behaviour: object = None            # a Behaviour, or None when not measured
    roles: tuple = None                 # behavioural roles ("" each when behaviour was not measured)
    disagreements: tuple = ()
    induction_rule: WeightRule = DEFAULT_RULE
    induction_joint: np.ndarray = None  # EXPECTED_INDUCTION: expected induction attention through all partners (label score)
    attention_only: object = None       # ATTENTION_ONLY: a Behaviour measured on the attention-only part (label scores)
    mechanism: object = None            # a Mechanism (induction heads' K partners and ablations), None without behaviour
    prev_baseline: float = float("nan")  # uniform previous-token score of this model's weight-based score
    prev_threshold: float = THRESHOLD    # this model's threshold of the weight-based previous-token score (rules that use it)
    prev_sequences: int = ROTARY_SEQUENCES  # contexts of the rotary previous-token score

    def __post_init__(self):
        if self.roles is None:
            self.roles = ("",) * len(self.labels)

    @property
    def behaviour_roles(self):
        """The behavioural roles, or ``None`` when behaviour was not measured."""
        return None if self.behaviour is None else self.roles

    def _with(self, role, roles):
        return [lab for lab, rs in zip(self.labels, roles) if role in rs.split("+")]

    def __repr__(self):
        parts = [f"{r}: {self._count(self._with(r, self.roles))}" for r in ROLES] if self.behaviour is not None \
            else ["behaviour not measured"]
        w = "; ".join(f"{SHORT[r]} {len(self._with(r, self.weights_roles))}" for r in ROLES)
        return (f"HeadReport({self.description}; {len(self.labels)} heads; " + "; ".join(parts) +
                f"; weights rule: {w}; .table() for the rest)")

    def _count(self, heads):
        """'L1H0, L1H1 (1 kv group)' — groups counted once."""
        if not heads:
            return "none"
        show = ", ".join(heads[:6]) + (", …" if len(heads) > 6 else "")
        if self.groups is None:
            return show
        g = {self.groups[self.labels.index(h)] for h in heads}
        return f"{show} ({len(g)} kv group{'s' if len(g) != 1 else ''})"

    def prev_explanation(self):
        """What the weight-based previous-token score is, with this model's own uniform baseline."""
        base = "—" if np.isnan(self.prev_baseline) else f"{self.prev_baseline:.3f}"
        return {"learned": "mean attention on position i−1 of the positional QK circuit softmax*(P W_QK Pᵀ) over the "
                           f"first min({LEARNED_POSITIONS}, n_ctx) positions (P = W_pos normalised); uniform causal "
                           f"attention gives {base} for this model",
                "rotary": "expected attention on position i−1, mean over i of the head's causal softmax of "
                          "q_{t_i}ᵀ R(j−i) k_{t_j} on contexts t of 2T tokens drawn uniformly from the vocabulary "
                          f"({self.prev_sequences} contexts, seed {ROTARY_SEED}), every residual taken as the token's "
                          f"normalised embedding; uniform attention gives {base} for this model",
                "none": "— for every head: this model has no positional information (no W_pos, no rotary), "
                        "so no head can prefer the previous position from its weights"}[self.prev_scheme]

    def legend_items(self):
        """:data:`LEGEND` (the JSON legend) with the entries of the rule this report used."""
        items = dict(LEGEND)
        if self.induction_rule is LOGIT_ADVANTAGE:
            items["induction_partner"] = LEGEND_V2_INDUCTION
        if self.attention_only is None:
            items.pop("attention_only")
        if self.groups is None:
            items.pop("kv_group")
        items["previous_token_score"] = self.prev_explanation()
        return items

    # ------------------------------------------------------------------ the weights rule's numbers
    def weights_scores(self):
        """``(prev, ind)``: per head the numbers that decide the weights rule's labels — ATTENTION_ONLY:
        the attention-only pass's previous-token and induction scores; EXPECTED_INDUCTION: the weight-based
        previous-token score and Σ; LOGIT_ADVANTAGE: that score and π (NaN where none)."""
        n = len(self.labels)
        if self.attention_only is not None:
            return self.attention_only.previous_token, self.attention_only.induction
        if self.induction_rule.attention_only:
            return np.full(n, np.nan), np.full(n, np.nan)
        ind = self.induction_joint if self.induction_joint is not None else self.induction_attention
        return np.asarray(self.prev_token, dtype=float), np.asarray(ind if ind is not None else np.full(n, np.nan))

    def agreement(self):
        """``{role: (hits, n_weights, n_behaviour)}`` of the weights rule against behaviour; ``None``
        without behaviour."""
        if self.behaviour is None:
            return None
        return {r: precision_recall(self._with(r, self.weights_roles), self._with(r, self.roles)) for r in ROLES}

    def agreement_line(self):
        """The weights rule's precision and recall against behaviour, one line."""
        rule = self.induction_rule.computes
        if self.behaviour is None:
            return f"weights rule ({rule}): not compared (behaviour not measured)"
        out = []
        for r, (hit, npred, nact) in self.agreement().items():
            p = f"{hit / npred:.2f} ({hit}/{npred})" if npred else "— (no head labelled)"
            rc = f"{hit / nact:.2f} ({hit}/{nact})" if nact else "— (no such head)"
            out.append(f"{r} precision {p}, recall {rc}")
        return f"weights rule ({rule}) against behaviour: " + "; ".join(out)

    # ------------------------------------------------------------------ summary, table, legend
    def _by_layer(self, role):
        """'L0 H2 (G1); L3 H0 H1 (G0)': the heads with ``role``, grouped by layer with their kv groups."""
        heads = [i for i, rs in enumerate(self.roles) if role in rs.split("+")]
        if not heads:
            return "none"
        out = []
        for l in sorted({int(self.layer[i]) for i in heads}):
            hs = [i for i in heads if self.layer[i] == l]
            s = f"L{l} " + " ".join("H" + self.labels[i].split("H")[1] for i in hs)
            if self.groups is not None:
                s += " (" + " ".join(sorted({self.groups[i][len(f'L{l}'):] for i in hs})) + ")"
            out.append(s)
        ng = 0 if self.groups is None else len({self.groups[i] for i in heads})
        groups = "" if self.groups is None else f" in {ng} kv group{'s' if ng != 1 else ''}"
        return f"{len(heads)} head{'s' if len(heads) != 1 else ''}{groups}: " + "; ".join(out)

    def summary(self):
        """Roles by layer and kv group, the mechanism line, the weights rule's precision and recall
        (wrapped to :data:`WIDTH`; :meth:`summary_lines` unwrapped)."""
        return "\n".join(_wrap(line, "", "    ") if not line.startswith("  ") else _wrap(line.strip(), "  ", "      ")
                         for line in self.summary_lines())

    def summary_lines(self):
        """The summary's lines, unwrapped."""
        out = []
        b = self.behaviour
        if b is None:
            out.append("roles: behaviour not measured (analyse(..., behaviour=False)); weights rule only")
        else:
            out.append(f"roles from behaviour (the model's forward pass on {b.n_seq} sequences r r, r = {b.length} "
                       f"random tokens, seed {b.seed}; a role if its score ≥ {BEHAVIOUR_THRESHOLD}):")
            for r in ("previous-token", "induction", "duplicate-token"):
                out.append(f"  {r}: {self._by_layer(r)}")
        if self.mechanism is not None:
            out.append(self.mechanism.line())
        out.append(self.agreement_line())
        if b is not None:
            out.append("weights rule ≠ behaviour: " +
                       (", ".join(f"{lab} ({why})" for lab, why in self.disagreements) or "none"))
        return out

    def notable(self):
        """Per head: printed by default — a behavioural role, a weights-rule previous-token or
        induction label, or the K-composition partner or control of an induction head."""
        mech = set()
        m = self.mechanism
        if m is not None:
            for i in m.induction:
                mech |= {int(m.k_partner[i]), int(m.control[i])}
        return [bool(self.roles[i]) or any(r in self.weights_roles[i].split("+") for r in ROLES) or i in mech
                for i in range(len(self.labels))]

    def columns(self, every=True):
        """Header (a list of cells) and rows (lists of cells) of the table; ``every=False``: only the
        :meth:`notable` heads."""
        head = ["head"] + (["kv"] if self.groups is not None else []) + \
            ["prev", "dup", "ind", "roles", "K partner", "its roles", "drop", "ctrl", "prev", "ind", "OV", "roles"]
        wp, wi = self.weights_scores()
        b, m = self.behaviour, self.mechanism
        keep = [True] * len(self.labels) if every else self.notable()
        rows = []
        for i, lab in enumerate(self.labels):
            if not keep[i]:
                continue
            cells = [lab] + ([self.groups[i][len(f"L{self.layer[i]}"):]] if self.groups is not None else [])
            cells += ["—"] * 3 if b is None else [f"{b.previous_token[i]:.2f}", f"{b.duplicate_token[i]:.2f}",
                                                  f"{b.induction[i]:.2f}"]
            cells.append(_abbrev(self.roles[i]))
            if m is not None and i in m.induction and m.k_partner[i] >= 0:
                j = int(m.k_partner[i])
                cells += [f"{self.labels[j]} {m.k_excess[i]:+.1f}", _abbrev(self.roles[j]) or "none",
                          _short(float(m.ablation_drop[i]), "+.2f"), _short(float(m.control_drop[i]), "+.2f")]
            else:
                cells += [""] * 4
            cells += [_short(float(wp[i]), ".2f"), _short(float(wi[i]), ".2f"), f"{self.ov_positivity[i]:+.2f}",
                      _abbrev(self.weights_roles[i])]
            rows.append(cells)
        return head, rows

    def table(self, every=False):
        """Summary first, then the per-head table (``every=False``: only the :meth:`notable` heads),
        then a short legend."""
        head, rows = self.columns(every)
        widths = [max(len(str(r[k])) for r in [head] + rows) for k in range(len(head))]
        fmt = lambda r: " ".join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip()  # noqa: E731
        k = 1 + (self.groups is not None)                       # the group header over the columns it names
        spans = [(k, k + 4, "behaviour"), (k + 4, k + 8, "mechanism (induction heads)"),
                 (k + 8, k + 12, "weights rule" + (" (no MLPs)" if self.induction_rule.attention_only else ""))]
        top = ""
        for a, z, name in spans:
            start = sum(widths[:a]) + a
            top = top.ljust(start) + (name if z == len(head) else name[:sum(widths[a:z]) + (z - a - 1)])
        lines = [top.rstrip(), fmt(head), "-" * len(fmt(head))] + [fmt(r) for r in rows]
        n, shown = len(self.labels), len(rows)
        if shown < n:
            lines.append(_wrap(f"({shown} of {n} heads shown: those with a role, a weights-rule label, or an "
                               "induction head's partner or control; --all or table(every=True) for every head)", "", "  "))
        return self.summary() + "\n" + "\n".join(lines) + "\n" + self.legend()

    def legend(self):
        """Short, plain, wrapped to :data:`WIDTH`; every number is this model's."""
        return "legend:\n" + "\n".join(_wrap(s) for s in self.legend_lines())

    def legend_lines(self):
        """The legend's entries, unwrapped."""
        b = self.behaviour
        T = None if b is None else b.length
        items = [
            "behaviour prev / dup / ind: share of attention on the previous token / on the earlier copy of the "
            "current token / on the token after that copy, over the probe's second half"
            + ("" if T is None else f" (uniform attention gives at most 1/(T+1) = {1 / (T + 1):.3f}, T = {T})")
            + f"; roles: prev, dup, ind when ≥ {BEHAVIOUR_THRESHOLD}",
            "mechanism (induction heads): K partner = the earlier head whose output this head's keys read most "
            f"(K-composition), with comp² − 1/d_model in units of 1/d_model = 1/{self.d_model} (0 = chance); its "
            "roles = the partner's roles; drop / ctrl = fall of this head's ind when the partner / a random other "
            f"head of the partner's layer (seed {CONTROL_SEED}) is mean-ablated",
        ]
        if self.induction_rule.attention_only:
            items.append("weights rule: prev / ind = the behaviour scores of the model with every MLP removed (its "
                         f"attention layers alone, from the weights); labels prev, ind when ≥ {BEHAVIOUR_THRESHOLD}; "
                         "copy when OV ≥ 0.5 (OV = eigenvalue positivity of the direct-path OV circuit W_U W_OV W_E; "
                         "+1 copies)")
        else:
            items.append(f"weights rule ({self.induction_rule}): prev = the weight-based previous-token score ("
                         + self.prev_explanation() + f"), label prev when ≥ {self.prev_threshold}; ind = "
                         + self.induction_rule.induction_score + " (JSON legend: induction_partner), label "
                         f"ind when ≥ {BEHAVIOUR_THRESHOLD} and the partner's K excess > 0; copy when OV ≥ 0.5")
        return items

    def as_dict(self):
        f = lambda x: None if x is None or np.isnan(x) else float(x)  # noqa: E731 - JSON has no NaN
        split = lambda rs: rs.split("+") if rs else []  # noqa: E731
        heads = []
        b, m = self.behaviour, self.mechanism
        for i, lab in enumerate(self.labels):
            j = -1 if self.induction_partner is None else int(self.induction_partner[i])
            mech = None
            if m is not None:
                kp = int(m.k_partner[i])
                ind = i in m.induction
                mech = {"k_partner": None if kp < 0 else self.labels[kp],
                        "k_excess": f(m.k_excess[i]),
                        "partner_roles": None if kp < 0 else split(self.roles[kp]),
                        "kcomp_qk_positivity": f(m.kqk[i]),
                        "partners": [{"head": self.labels[p], "k_excess": e, "roles": split(self.roles[p])}
                                     for p, e in m.top.get(i, ())],
                        "ablation_drop": f(m.ablation_drop[i]) if ind else None,
                        "control": self.labels[int(m.control[i])] if ind and m.control[i] >= 0 else None,
                        "control_drop": f(m.control_drop[i]) if ind else None}
            heads.append({"head": lab, "layer": int(self.layer[i]),
                          "kv_group": None if self.groups is None else self.groups[i],
                          "roles": split(self.roles[i]),
                          "weights_roles": split(self.weights_roles[i]),
                          "behaviour": None if b is None else {
                              "previous_token": float(b.previous_token[i]), "duplicate_token": float(b.duplicate_token[i]),
                              "induction": float(b.induction[i])},
                          "mechanism": mech,
                          "attention_only": None if self.attention_only is None else {
                              "previous_token": float(self.attention_only.previous_token[i]),
                              "duplicate_token": float(self.attention_only.duplicate_token[i]),
                              "induction": float(self.attention_only.induction[i])},
                          "ov_positivity": float(self.ov_positivity[i]),
                          "qk_positivity": float(self.qk_positivity[i]), "previous_token_score": f(self.prev_token[i]),
                          "kcomp_qk_positivity": f(self.kcomp_positivity[i]),
                          "induction_partner": None if j < 0 else {
                              "head": self.labels[j], "predicted_attention": f(self.induction_attention[i]),
                              "logit_advantage": None if self.induction_advantage is None else f(self.induction_advantage[i]),
                              "joint_attention": None if self.induction_joint is None else f(self.induction_joint[i]),
                              "kcomp_excess": float(self.excess["K"][j, i])},
                          "partners": {k: None if self.partners[k][0][i] < 0 else
                                       {"head": self.labels[self.partners[k][0][i]],
                                        "excess": float(self.partners[k][1][i])} for k in "QKV"}})
        agree = self.agreement()
        summary = {"mechanism": None if m is None else m.line(),
                   "mechanism_counts": None if m is None else dict(zip(("k", "n", "partner_hurts_more"), m.counts())),
                   "weights_rule": self.agreement_line(),
                   "weights_rule_agreement": None if agree is None else {
                       r: {"hits": h, "weights": w, "behaviour": a, "precision": h / w if w else None,
                           "recall": h / a if a else None} for r, (h, w, a) in agree.items()}}
        return {"model": self.description, "d_model": self.d_model, "baseline": composition_baseline(self.d_model),
                "previous_token_scheme": self.prev_scheme, "previous_token_baseline": f(self.prev_baseline),
                "induction_rule": self.induction_rule.name, "summary": summary,
                "legend": self.legend_items(),
                "behaviour_probe": None if b is None else {"length": b.length, "n_seq": b.n_seq, "seed": b.seed,
                                                           "threshold": BEHAVIOUR_THRESHOLD},
                "mechanism_control_seed": None if m is None else m.seed,
                "disagreements": [{"head": h, "what": w} for h, w in self.disagreements],
                "notes": list(self.notes), "heads": heads,
                "composition_excess": {k: {"earlier": list(self.labels), "later": list(self.labels),
                                           "values": self._pairs(v)} for k, v in self.excess.items()}}

    def _pairs(self, E):
        """``values[later][earlier]``: the excess where the earlier head is in an earlier layer, ``None`` for
        pairs that are not a composition (same or later layer) — not 0, which would read as 'at the baseline'."""
        valid = self.layer[:, None] < self.layer[None, :]
        R = np.round(np.asarray(E, dtype=np.float64), 12).T.tolist()     # one rounding for the matrix, then Python floats
        return [[x if ok else None for x, ok in zip(row, vrow)] for row, vrow in zip(R, valid.T.tolist())]
