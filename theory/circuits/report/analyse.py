r"""Head-level report of a loaded model (``theory analyse``): roles from behaviour, the mechanism
from the weights, confirmed by ablation, and a weights-only rule measured against behaviour.

Per head ``LlHh`` (TransformerLens' labels):

* **roles** (``HeadReport.roles``) — from the model's own forward pass on the seeded probe of
  repeated random tokens (:mod:`.behaviour`): ``previous-token``, ``duplicate-token``,
  ``induction`` when the head's score is ≥ 0.4 (:data:`.behaviour.BEHAVIOUR_THRESHOLD`).  These
  words are defined by behaviour (Olsson et al.; TransformerLens' detectors), so the labels are too;
* **mechanism** (:mod:`.mechanism`) — for every induction head, its K-composition partners (the
  earlier heads whose output its keys read most; excess over the ``1/d_model`` random baseline in
  units of that baseline), whether the strongest is a previous-token head, the K-composition QK
  positivity with it, and the drop of its induction attention when that partner — or, as a
  control, a seeded random other head of the partner's layer — is mean-ablated;
* **weights rule** (``HeadReport.weights_roles``) — labels without the full forward pass, kept
  as a separate column and measured against ``roles`` (precision and recall in the summary):
  the default (``induction_rule="v4"``) runs the model's **attention-only part** — every MLP
  removed, each layer reading the normalised residual = embedding + all earlier attention
  outputs, rotary at the true positions — on the same probe, ``previous-token`` if its
  previous-token score ``≥ 0.4`` and ``induction`` if its induction score ``≥ 0.4``; ``copying``
  if the direct-path OV positivity is ``≥ 1/2``.  Exact for attention-only models; in a deep model
  with MLPs the MLPs reshape the residual stream and this rule can miss heads (that is what the
  precision/recall line measures).  Rules ``"v3"`` and ``"v2"`` (below) are kept for comparison;
* **OV positivity** — eigenvalue positivity of the *direct-path* OV circuit ``W_U W_OV W_E`` (C5),
  on its d_head×d_head side.  It ignores MLPs, norms and later layers; where the model has MLPs
  no weight-only full-residual OV matrix exists (the MLPs are non-linear), so copying is reported
  from the direct path only;
* **QK positivity** — of the token-token QK circuit ``W_Eᵀ W_QK W_E``: +1 when a token attends to
  itself (rotary models: the circuit at relative offset 0);
* **strongest composition partner** for Q, K and V composition: the earlier head maximising
  the excess ``comp² − 1/d_model`` over the exact random baseline ``E[comp²] = 1/d_model``;
* **previous-token score from the weights** (:func:`previous_token_scores`), per positional scheme:
  learned ``W_pos`` — mean attention on position i−1 of the positional QK circuit alone over the
  first ``min(64, n_ctx)`` positions; rotary — the expected attention on position i−1 of the
  head's QK circuit on contexts of random tokens, residual = normalised embedding
  (:func:`rotary_previous_token_scores`); no positional information — none.  Its uniform
  baseline (:func:`previous_token_baseline`) is computed for each model and printed with it;
* **induction partner** (rules v3/v2) — the earlier head p (previous-token score above its
  scheme's uniform baseline) that maximises the head's *expected induction attention* π(p, i)
  (:mod:`.expected_induction`: the behavioural induction statistic on seeded ``r r`` contexts with
  the forward pass replaced by the K-composition path), and Σ, the same with every candidate's
  write summed in the key residual.

Weight rules other than the default (thresholds fixed in code before any model was evaluated):

* ``induction_rule="v3"``: ``previous-token`` if the weight-based previous-token score is ≥ its
  scheme's threshold (:func:`previous_token_threshold`: 1/2 for learned ``W_pos``, 0.4 for
  rotary); ``induction`` if ``Σ ≥ 0.4`` and the named partner's K-composition excess is > 0;
* ``induction_rule="v2"``: the same previous-token rule; ``induction`` if
  ``π = e^Δ/(e^Δ + T − 1) ≥ 0.4`` (Δ the token-averaged logit advantage, :mod:`.induction`) and
  the partner's K-composition excess is > 0.
"""
from __future__ import annotations

import json
import os
import textwrap
from dataclasses import dataclass, field

import numpy as np

from theory.circuits.analysis.composition import all_composition_scores, composition_baseline
from theory.errors import InputTypeError, InputValueError, TooLargeError
from theory.validation import boolean, format_bytes, positive_int
from theory.circuits.analysis.positivity import _unit, embed_grams, positivity_of_eigenvalues
from theory.circuits.heads.behaviour import BEHAVIOUR_THRESHOLD, DEFAULT_LENGTH, DEFAULT_SEQUENCES, behaviour_scores, default_length, forward_cost
from theory.circuits.heads.expected_induction import INDUCTION_BUDGET, INDUCTION_SEED, INDUCTION_SEQUENCES, expected_induction_attention
from theory.circuits.heads.predicted_induction import induction_advantage, predicted_attention
from theory.circuits.heads.mechanism import CONTROL_SEED, induction_mechanism
from theory.circuits.heads.previous_token import (LEARNED_POSITIONS, REPORT_ROTARY_SEQUENCES, ROTARY_SEED, ROTARY_SEQUENCES, THRESHOLD,  # noqa: F401  (re-exported)
                             previous_token_baseline,
                             previous_token_scores, previous_token_threshold, rotary_previous_token_scores,
                             rotary_probe_tokens)
from theory.system.files import write_file, write_text

INDUCTION_RULE = "v4"       # "v4" (attention-only circuit), "v3" (expected induction attention) or "v2" (π from Δ);
#                             v4 by the choice rule pre-registered in 3bea111 (held-out round 4: v4 4/4, v3 4/4)
WIDTH = 100                 # the printed table's rows and the legend's lines are at most this many characters
SHORT = {"previous-token": "prev", "duplicate-token": "dup", "induction": "ind", "copying": "copy"}
ROLES = ("previous-token", "induction")     # the roles the weights rule is measured on

LEGEND_V2_INDUCTION = ("earlier head p with prev above its uniform baseline that maximises the predicted induction "
                       f"attention π = e^Δ/(e^Δ + {DEFAULT_LENGTH - 1}) (rule v2), Δ = prev_p · (mean diagonal − mean "
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
                     "(attention_only scores ≥ 0.4; rules v3/v2: see induction_partner), copying if ov_positivity "
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
    "induction_partner": "rules v3/v2: π = expected induction attention, the mean attention from the second copy "
                         f"of r r to the token after the earlier occurrence ({INDUCTION_SEQUENCES} seeded contexts, "
                         f"seed {INDUCTION_SEED}), from the weights along the K-composition path only; the partner p "
                         "(prev above its uniform baseline) with the largest one-partner π, and Σ with every such "
                         "earlier partner's write summed (rule v3 labels induction if Σ ≥ 0.4 and p's K-composition "
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
    induction_advantage: np.ndarray = None     # rule v2: Δ with it (logits); rule v3: NaN
    behaviour: object = None            # a Behaviour, or None when not measured
    roles: tuple = None                 # behavioural roles ("" each when behaviour was not measured)
    disagreements: tuple = ()
    induction_rule: str = INDUCTION_RULE
    induction_joint: np.ndarray = None  # rule v3: expected induction attention through all partners (label score)
    attention_only: object = None       # rule v4: a Behaviour measured on the attention-only part (label scores)
    mechanism: object = None            # a Mechanism (induction heads' K partners and ablations), None without behaviour
    prev_baseline: float = float("nan")  # uniform previous-token score of this model's weight-based score
    prev_threshold: float = THRESHOLD    # this model's threshold of the weight-based previous-token score (v3/v2)
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
        if self.induction_rule == "v2":
            items["induction_partner"] = LEGEND_V2_INDUCTION
        if self.attention_only is None:
            items.pop("attention_only")
        if self.groups is None:
            items.pop("kv_group")
        items["previous_token_score"] = self.prev_explanation()
        return items

    # ------------------------------------------------------------------ the weights rule's numbers
    def weights_scores(self):
        """``(prev, ind)``: per head the numbers that decide the weights rule's labels — v4: the
        attention-only pass's previous-token and induction scores; v3: the weight-based previous-token
        score and Σ; v2: that score and π (NaN where none)."""
        n = len(self.labels)
        if self.attention_only is not None:
            return self.attention_only.previous_token, self.attention_only.induction
        if self.induction_rule == "v4":
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
        rule = {"v4": "forward pass with every MLP removed", "v3": "weight-based previous-token score and Σ",
                "v2": "weight-based previous-token score and π"}[self.induction_rule]
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
                 (k + 8, k + 12, "weights rule" + (" (no MLPs)" if self.induction_rule == "v4" else ""))]
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
        if self.induction_rule == "v4":
            items.append("weights rule: prev / ind = the behaviour scores of the model with every MLP removed (its "
                         f"attention layers alone, from the weights); labels prev, ind when ≥ {BEHAVIOUR_THRESHOLD}; "
                         "copy when OV ≥ 0.5 (OV = eigenvalue positivity of the direct-path OV circuit W_U W_OV W_E; "
                         "+1 copies)")
        else:
            items.append(f"weights rule ({self.induction_rule}): prev = the weight-based previous-token score ("
                         + self.prev_explanation() + f"), label prev when ≥ {self.prev_threshold}; ind = "
                         + ("Σ" if self.induction_rule == "v3" else "π") + " (JSON legend: induction_partner), label "
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
                "induction_rule": self.induction_rule, "summary": summary,
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



def kv_groups(model):
    """Per head (layer-major) the label ``L{l}G{g}`` of its key/value group, or ``None`` when no two
    query heads of a layer share their key and value weights (no grouped-query attention).

    Read from the weights — heads of one layer with identical ``W_K, W_V`` (and biases) form a
    group, as the loaders' expansion of grouped-query attention leaves them — so it holds for any
    loader.
    """
    out, shared = [], False
    for l, layer in enumerate(model.heads):
        reps = []
        b = getattr(model, "biases", {})
        for h, hd in enumerate(layer):
            key = [hd.W_K, hd.W_V] + [b[k][l][h] for k in ("b_K", "b_V") if k in b]
            for g, other in enumerate(reps):
                if all(np.array_equal(x, y) for x, y in zip(key, other)):
                    out.append(f"L{l}G{g}")
                    shared = True
                    break
            else:
                reps.append(key)
                out.append(f"L{l}G{len(reps) - 1}")
    return tuple(out) if shared else None


def analyse(model, progress=None, precision="single", behaviour=True, induction_rule=INDUCTION_RULE, ablation=True,
            induction_partners=None, probe_length=None, probe_count=None, partner_budget=INDUCTION_BUDGET):
    """The :class:`HeadReport` of any loaded model (attention-only or not).

    ``precision``: the arithmetic of the weight-based scores — the composition scores
    (:func:`~theory.circuits.analysis.composition.all_composition_scores`) and the rotary
    previous-token score (:func:`.previous_token.rotary_previous_token_scores`): ``"single"``
    (default; float32 as TransformerLens computes, about twice as fast at real sizes, relative
    error of order ``d_model·2⁻²⁴`` on a composition score and ≲ 10⁻⁶ on the previous-token score)
    or ``"double"``; also the mechanism's mean-ablated passes (products in float32, rounding ≲ 10⁻⁵ on an
    induction score).  The behavioural probe and the weights rule's pass are float64 either way.

    ``progress``: ``None`` or a callable taking one message string; ``behaviour=False`` skips the
    forward-pass probe (then there are no roles, no mechanism, only the weights rule);
    ``induction_rule`` "v4" (default), "v3" or "v2" selects the weights rule (module docstring);
    ``ablation=False`` skips the mean-ablation of the mechanism (its forward passes);
    ``induction_partners`` computes rule v3's induction partner, π and Σ (:mod:`.expected_induction`)
    — ``None`` (default): only where they decide the labels (``induction_rule="v3"``); the default
    rule and the mechanism do not need them, and at a few hundred heads they cost more than the
    rest of the analysis together.

    Sizes (``theory analyse --probe-length/--probe-count/--partner-budget``): ``probe_length`` the
    segment length T of the ``r r`` probes (default :func:`.behaviour.default_length`, 16);
    ``probe_count`` the contexts of the behavioural and attention-only probes (default 8);
    ``partner_budget`` the multiply-adds rule v3 may spend on partners
    (:data:`.expected_induction.INDUCTION_BUDGET`; ``math.inf``: every candidate).  Every step's
    memory is checked before it runs, in bytes held at once (:mod:`.sizes`); ``progress`` (a
    callable taking a line) first receives the plan: each step's memory and the estimated time.

    >>> from theory.circuits import induction_model
    >>> r = analyse(induction_model(n_vocab=12, n_ctx=16))
    >>> r.labels, r.roles, r.weights_roles
    (('L0H0', 'L1H0'), ('previous-token', 'induction'), ('previous-token', 'copying+induction'))
    >>> r.mechanism.line()      # doctest: +ELLIPSIS
    'mechanism: 1 of 1 induction heads K-compose most strongly with a previous-token head; ...'
    """
    if induction_rule not in ("v2", "v3", "v4"):
        raise InputValueError(f"induction_rule must be 'v2', 'v3' or 'v4'; got {induction_rule!r}")
    if not isinstance(precision, str) or precision not in ("double", "single"):   # before the plan and any work
        raise InputValueError(f"precision must be 'double' or 'single'; got {precision!r}")
    if progress is not None and not callable(progress):
        raise InputTypeError(f"progress must be None or a callable taking one message string; got {progress!r} "
                             f"of type {type(progress).__name__}")
    behaviour = boolean("behaviour", behaviour)
    ablation = boolean("ablation", ablation)
    induction_partners = None if induction_partners is None else boolean("induction_partners", induction_partners)
    say = progress or (lambda msg: None)
    bars = None if progress else False          # tqdm bars on a terminal when the caller shows progress
    from theory.circuits.heads.expected_induction import _checked_budget
    from theory.circuits.report.plan import analyse_plan
    from theory.circuits.models.sizes import Shape, composition_block_plan, seconds
    T_probe = default_length(model) if probe_length is None else positive_int("probe_length", probe_length)
    n_probe = DEFAULT_SEQUENCES if probe_count is None else positive_int("probe_count", probe_count)
    if probe_length is not None:
        if T_probe < 2:
            raise InputValueError(f"probe_length must be at least 2 (a repeated segment needs two tokens); got {T_probe}")
        if model.n_ctx is not None and 2 * T_probe > model.n_ctx:
            raise InputValueError(f"probe_length must be at most n_ctx/2 = {model.n_ctx // 2} (the probes are "
                                  f"2·probe_length tokens); got {T_probe}")
        if T_probe > model.n_vocab:
            raise InputValueError(f"probe_length must be at most n_vocab = {model.n_vocab} (the segment's tokens are "
                                  f"distinct); got {T_probe}")
    partner_budget = _checked_budget(partner_budget)
    shape = Shape.of(model)
    # the rotary previous-token score decides labels only under rules v2/v3; under v4 it is reported, on fewer contexts
    n_rot = REPORT_ROTARY_SEQUENCES if induction_rule == "v4" and not induction_partners else ROTARY_SEQUENCES
    plan = analyse_plan(shape, T_probe, n_probe, rotary_count=n_rot, load=False, precision=precision,
                        induction=induction_rule == "v3" or (induction_rule == "v4" and bool(induction_partners)))
    say(f"plan: {len(plan)} steps, ≈ {sum(st.seconds for st in plan):.0f} s on one core (largest step holds ≈ "
        f"{format_bytes(max(st.bytes for st in plan))} at once)")
    heads = [hd for layer in model.heads for hd in layer]
    labels = model.head_labels
    layer = np.asarray([l for l, hs in enumerate(model.n_heads) for _ in range(hs)])
    n = len(heads)
    say(f"OV/QK circuits of {n} heads (W_E W_U, W_E W_Eᵀ: d_model×d_model)")
    (EE, _), (EU, _) = embed_grams(model)    # scale-free: positivity does not see the scale
    # one product per layer: (W_E W_E^T) W_Q^T and (W_E W_U) W_O for all of its heads, one layer's at a time; the
    # (W_E W_E^T) W_Q^T of every head is kept for the K-composition QK term below when it fits EQ_KEEP_BYTES
    # (d_model × Σ d_head floats: 80 MB at the 135M shape, 4 GB at 7B), else formed again there per head.
    # Every factor at unit max-abs (_unit): positivity is scale-free, and 1e200 weights must not overflow
    from theory.circuits.models.sizes import EQ_KEEP_BYTES, F64
    EQ = [] if F64 * shape.d_model * shape.heads * shape.d_head <= EQ_KEEP_BYTES else None   # as circuits_bytes counts
    ov, qk = [], []
    for lay in model.heads:
        cols = np.cumsum([0] + [hd.d_head for hd in lay])
        eq = EE @ np.concatenate([_unit(hd.W_Q) for hd in lay], axis=0).T
        euo = EU @ np.concatenate([_unit(hd.W_O) for hd in lay], axis=1)
        for hd, a, b in zip(lay, cols[:-1], cols[1:]):
            ov.append(positivity_of_eigenvalues(np.linalg.eigvals(_unit(hd.W_V) @ euo[:, a:b])))
            qk.append(positivity_of_eigenvalues(np.linalg.eigvals(_unit(hd.W_K) @ eq[:, a:b])))
            if EQ is not None:
                EQ.append(eq[:, a:b])
        del eq, euo
    ov, qk = np.asarray(ov), np.asarray(qk)
    say(f"composition scores of {n}×{n} head pairs (Q, K, V)")
    base = composition_baseline(model.d_model)
    block_layers, _ = composition_block_plan(shape)
    if block_layers is None:
        scores = all_composition_scores(model, precision=precision)
    else:                                   # beyond COMPOSITION_TARGET bytes at once: blocks of layers
        from theory.circuits.analysis.blocked import all_composition_scores_blocked
        scores = all_composition_scores_blocked(model, precision=precision, block_layers=block_layers,
                                                progress=progress)
    flat = {}
    idx = np.asarray([(l, h) for l, hs in enumerate(model.n_heads) for h in range(hs)])
    valid = layer[:, None] < layer[None, :]
    for kind, s in scores.items():
        s = np.asarray(s)        # TransformerLens' order [earlier l, earlier h, later l, later h]
        M = s[idx[:, 0][:, None], idx[:, 1][:, None], idx[:, 0][None, :], idx[:, 1][None, :]]   # [earlier, later]
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
    rotary = getattr(model, "rotary", None) is not None
    scheme = "learned" if model.W_pos is not None else "rotary" if rotary else "none"
    say(f"previous-token scores ({scheme} positions) and K-composition QK positivity")
    prev = previous_token_scores(model, length=2 * T_probe, progress=bars, precision=precision, n_seq=n_rot)
    is_prev = prev >= previous_token_threshold(model)     # NaN compares False
    EK = flat["K"]
    notes = list(getattr(model, "notes", ()))
    soft = prev > previous_token_baseline(model, length=2 * T_probe)      # soft candidate set (NaN compares False)
    ind_j = np.full(n, -1)
    ind_d = np.full(n, np.nan)
    ind_pi = np.full(n, np.nan)
    ind_joint = None                                  # rule v3's label score (all partners' writes summed)
    ao = None                                         # rule v4's label scores (attention-only part)
    if induction_rule == "v2":
        say("predicted induction attention (rule v2) through K-composition with previous-token candidates")
        D = induction_advantage(model, prev, soft)
        for i in range(n):
            cand = np.where(valid[:, i] & soft)[0]
            if cand.size:
                ind_j[i] = cand[int(np.argmax(D[cand, i]))]
                ind_d[i] = D[ind_j[i], i]
        ind_pi = predicted_attention(ind_d)           # NaN without a partner
    elif induction_rule == "v3" or induction_partners:
        say("expected induction attention (π, Σ" + (", reported" if induction_rule == "v4" else "") +
            ") through K-composition with previous-token candidates")
        try:
            P, J, kept, dropped = expected_induction_attention(model, soft, prev, length=T_probe, budget=partner_budget,
                                                               progress=bars)
        except InputValueError as exc:
            P, J, kept, dropped = np.full((n, n), np.nan), np.full(n, np.nan), [], []
            notes.append(f"induction not scored: {exc}")
        if dropped:
            notes.append(f"induction partner (π, Σ): {len(dropped)} of {len(kept) + len(dropped)} partner candidates dropped to "
                         f"keep the estimated cost within the budget (kept the {len(kept)} with the highest prev, "
                         f"lowest kept {min(prev[kept]) if kept else float('nan'):.3f})")
        for i in range(n):
            cand = [p for p in kept if valid[p, i]]
            if cand:
                ind_j[i] = cand[int(np.argmax(P[cand, i]))]
                ind_pi[i] = P[ind_j[i], i]
        ind_joint = J
    if induction_rule == "v4":
        T = T_probe
        cost = forward_cost(model, T, n_probe, attention_only=True)
        say(f"weights rule: forward pass with every MLP removed, {n_probe} contexts r r of {2 * T} tokens, "
            f"≈ {cost:.3g} multiply-adds (≈ {seconds(cost):.0f} s)")
        try:
            ao = behaviour_scores(model, T, n_probe, attention_only=True, progress=bars)
            notes.append(f"weights rule: the forward pass with every MLP removed, on the probe's {ao.n_seq} contexts "
                         f"of {2 * ao.length} tokens (seed {ao.seed}), ≈ {cost:.3g} multiply-adds")
        except InputValueError as exc:
            notes.append(f"weights rule (forward pass without MLPs) not scored: {exc}")
        is_prev = np.zeros(n, dtype=bool) if ao is None else ao.labelled("previous-token")
    kqk = np.full(n, np.nan)
    for i in range(n):
        j = ind_j[i] if ind_j[i] >= 0 else partners["K"][0][i]
        if j >= 0:
            a, b = heads[j], heads[i]
            eq = EQ[i] if EQ is not None else EE @ _unit(b.W_Q).T
            kqk[i] = positivity_of_eigenvalues(np.linalg.eigvals(_unit(b.W_K) @ (_unit(a.W_O) @ (_unit(a.W_V) @ eq))))
    roles = []
    for i in range(n):
        r = []
        if ov[i] >= THRESHOLD:
            r.append("copying")
        if is_prev[i]:
            r.append("previous-token")
        j = ind_j[i]
        score = ind_pi[i] if ind_joint is None else ind_joint[i]
        if induction_rule == "v4":
            if ao is not None and ao.labelled("induction")[i]:
                r.append("induction")
        elif j >= 0 and score >= BEHAVIOUR_THRESHOLD and EK[j, i] > 0:
            r.append("induction")
        roles.append("+".join(r))
    beh = broles = mech = None
    dis = []
    if getattr(model, "mlps", None) is not None:
        notes.append("OV circuit measured: the direct path W_U W_OV W_E only; this model's MLPs are non-linear, so no "
                     "weight-only full-residual OV matrix exists — copying is reported, never required for a label")
    if behaviour:
        say("behavioural probe: repeated random tokens through the model's forward pass")
        try:
            beh = behaviour_scores(model, T_probe, n_probe, progress=bars)
        except InputValueError as exc:
            notes.append(f"behaviour not measured: {exc}")
    if beh is not None:
        broles = []
        for i in range(n):
            r = [k for k in ("previous-token", "duplicate-token", "induction") if beh.labelled(k)[i]]
            broles.append("+".join(r))
            w, bset = set(roles[i].split("+")), set(r)
            diff = [k for k in ROLES if (k in w) != (k in bset)]
            if diff:
                dis.append((labels[i], ", ".join(f"{k}: {'weights rule only' if k in w else 'behaviour only'}"
                                                 for k in diff)))
        broles = tuple(broles)
        say("mechanism: K-composition partners of the induction heads" + (" and mean ablation" if ablation else ""))
        try:
            mech = induction_mechanism(model, beh, flat["K"], base, ablate=ablation, progress=say, EE=EE,
                                       precision=precision)
        except (InputValueError, TooLargeError) as exc:
            notes.append(f"mechanism not measured: {exc}")
    return HeadReport(labels, layer, ov, qk, prev, partners, kqk, tuple(roles), model.d_model,
                      {k: np.nan_to_num(v, nan=0.0) for k, v in flat.items()}, tuple(notes), describe(model),
                      scheme, kv_groups(model), ind_j, ind_pi, ind_d, beh, broles, tuple(dis), induction_rule, ind_joint, ao,
                      mech, previous_token_baseline(model), previous_token_threshold(model), n_rot)


def describe(model):
    """A readable one-line description (not a Python repr): layers, heads, widths, parts."""
    hs = model.n_heads
    heads = f"{hs[0]} head{'s' if hs[0] != 1 else ''}" if len(set(hs)) == 1 else f"{list(hs)} heads"
    parts = []
    if getattr(model, "mlps", None) is not None:
        parts.append("MLPs")
    if getattr(model, "normalization", None):
        parts.append(model.normalization)
    parts.append("rotary positions" if getattr(model, "rotary", None) is not None
                 else "learned positions" if model.W_pos is not None else "no positions")
    return (f"{model.n_layers}-layer transformer, {heads} per layer, d_model {model.d_model}, vocabulary "
            f"{model.n_vocab}, " + ", ".join(parts))


# ---------------------------------------------------------------------------------------- outputs
def _atomic_write(path, text):
    """Write ``text`` by the package's output-file contract (:mod:`theory.system.files`)."""
    write_text(path, text)


def write_json(report, path, extra=None):
    """The report's :meth:`HeadReport.as_dict` (plus the entries of ``extra``) as JSON, written atomically."""
    _atomic_write(path, json.dumps(dict(report.as_dict(), **(extra or {})), indent=2, ensure_ascii=False))


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
    wname = "with every MLP removed" if report.induction_rule == "v4" else f"rule {report.induction_rule}"
    t_prev = BEHAVIOUR_THRESHOLD if report.induction_rule == "v4" else report.prev_threshold
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


def latex_report(report, figures=()):
    """A compilable LaTeX document: model, notes, the per-head table (every column of
    :meth:`HeadReport.table`), its legend, and the figures."""
    from theory.claims import tex_escape
    head, rows = report.columns()
    k = 1 + (report.groups is not None)         # the text table's group header, folded into the cells
    head = head[:k] + [f"behaviour {h}" for h in head[k:k + 4]] + head[k + 4:k + 8] + \
        [f"weights rule {h}" for h in head[k + 8:]]
    body = "\n".join(" & ".join(tex_escape(str(c)).replace("—", "--") for c in r) + r" \\" for r in rows)
    notes = "\n".join(r"\item " + tex_escape(n) for n in report.notes) or r"\item (none)"
    legend = "\n".join(r"\item " + tex_escape(line) for line in report.legend_lines())
    summary = "\n".join(r"\item " + tex_escape(line.strip()) for line in report.summary_lines())
    figs = "".join("\n\\begin{center}\\includegraphics[width=0.9\\textwidth]{" + p + "}\\end{center}" for p in figures)
    return (r"""\documentclass{article}
\usepackage[margin=1cm,landscape]{geometry}
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
\section*{Summary}
\begin{itemize}
""" + summary + r"""
\end{itemize}
\section*{Heads}
{\scriptsize
\begin{longtable}{""" + "l" * len(head) + "}\n" + " & ".join(tex_escape(h) for h in head) + r""" \\ \hline
""" + body + r"""
\end{longtable}}
\section*{Legend}
\begin{itemize}
""" + legend + r"""
\end{itemize}
""" + figs + "\n" + r"\end{document}" + "\n")
