r"""Head-level report of a loaded model (``theory analyse``): weight-based labels beside behaviour.

Per head ``LlHh`` (TransformerLens' labels):

* **OV positivity** — eigenvalue positivity of the *direct-path* OV circuit ``W_U W_OV W_E`` (C5),
  on its d_head×d_head side.  It ignores MLPs, norms and later layers; where the model has MLPs
  no weight-only full-residual OV matrix exists (the MLPs are non-linear), so copying is reported
  from the direct path only and never required for a label;
* **QK positivity** — of the token-token QK circuit ``W_Eᵀ W_QK W_E``: +1 when a token attends to
  itself (rotary models: the circuit at relative offset 0);
* **strongest composition partner** for Q, K and V composition: the earlier head maximising
  the excess ``comp² − 1/d_model`` over the exact random baseline ``E[comp²] = 1/d_model``;
* **previous-token score** (:func:`previous_token_scores`), per positional scheme: learned
  ``W_pos`` — mean attention on position i−1 of the positional QK circuit alone; rotary (v2) —
  the expected attention on position i−1 of the head's QK circuit on contexts of random tokens,
  residual = normalised embedding (:func:`rotary_previous_token_scores`); no positional
  information — none (the head cannot prefer a position; the table says so);
* **induction partner** — the earlier head p (previous-token score above its scheme's uniform
  baseline) that maximises the head's *expected induction attention* π(p, i) (rule v3,
  :mod:`.expected_induction`: the behavioural induction statistic on seeded ``r r`` contexts with
  the forward pass replaced by the K-composition path — key input ``norm(x + o^p)`` with p's
  actual output on the context, query input ``norm(x)``, every other head and MLP ignored), the
  same with every candidate's write summed in the key residual (``Σ``, the label's score), and
  the K-composition QK positivity of the pair (``KQK pos``);
* **behaviour** (:mod:`.behaviour`) — previous-token, duplicate-token and induction attention on
  repeated random tokens, from the model's own forward pass.

Rules (thresholds fixed in code before any model was evaluated):

* ``previous-token``: learned ``W_pos``: previous-token score ≥ 1/2 (most attention on the previous
  position); rotary: score ≥ 0.4, the behavioural threshold — the v2 score is the behavioural
  previous-token statistic (mean attention on i−1 over a 2T-token context) with the forward pass
  replaced by the head's QK circuit on the embeddings, so its label predicts the behavioural label
  (:func:`previous_token_threshold`);
* ``induction`` (rule v3): expected induction attention through all previous-token candidates at
  once ``Σ ≥ 0.4`` (the behavioural threshold — Σ estimates the behavioural statistic itself), and
  the named partner's (the largest one-partner π) K-composition excess over the random baseline is
  > 0; OV copying and KQK positivity are reported, not
  required.  (Rule v2 — ``π = e^Δ/(e^Δ + T − 1)`` from the token-averaged logit advantage Δ,
  :mod:`.induction` — is a softmax of averaged logits and over-labelled; rule v1 — robust z ≥ 3.5
  of the excess within the model — labelled no head of the trained tiny Llama.);
* rule v4 (``induction_rule="v4"``, the default since held-out round 4, the "attention-only circuit"): the model's **attention-only
  part** — every MLP removed, each layer's heads reading the normalised residual = embedding + all
  earlier attention layers' outputs, rotary at the true positions — run from the weights on the
  behavioural probe's own contexts (:func:`.behaviour.behaviour_scores` with
  ``attention_only=True``: same seeded ``r r`` contexts, same statistics); ``previous-token`` if
  its previous-token attention ``a.prev ≥ 0.4`` and ``induction`` if ``a.ind ≥ 0.4`` (the
  behavioural threshold).  What it ignores: the MLPs (their writes into the residual and through
  the norm).  v3's partner and Σ are still computed and reported (the mechanism: which earlier
  head's write the key reads), not required.  Cost: one attention-only forward pass per context
  (:func:`.behaviour.forward_cost`, stated in the report's notes);
* ``copying``: direct-path OV positivity ≥ 1/2;
* behavioural labels: a behavioural score ≥ 0.4 (:data:`.behaviour.BEHAVIOUR_THRESHOLD`).

Grouped-query attention: the query heads of one key/value group share ``W_K`` and ``W_V``, so
their K-composition scores nearly coincide; each head's group (``L1G0``) is reported and the
summary counts findings per group, not per head.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field

import numpy as np

from ..analysis.composition import all_composition_scores, composition_baseline
from ...errors import InputValueError
from ...progress import bar
from ...validation import check_memory, format_bytes, positive_int, seed_value
from ..models.model import causal_softmax, head_label
from ..analysis.positivity import embed_gram, embed_unembed, positivity_of_eigenvalues
from .behaviour import BEHAVIOUR_THRESHOLD, DEFAULT_LENGTH, DEFAULT_SEQUENCES, behaviour_scores, default_length, forward_cost
from .expected_induction import INDUCTION_BUDGET, INDUCTION_SEED, INDUCTION_SEQUENCES, expected_induction_attention
from .induction import induction_advantage, predicted_attention
from ...files import write_file, write_text
from .transformer import normalize

THRESHOLD = 0.5
ROTARY_SEQUENCES = 256      # contexts of the rotary previous-token score (v2): standard error ≈ 0.006
ROTARY_SEED = 0
LEARNED_POSITIONS = 64      # n: the learned-W_pos previous-token score averages the first n positions
INDUCTION_RULE = "v4"       # "v4" (attention-only circuit), "v3" (expected induction attention) or "v2" (π from Δ);
#                             v4 by the choice rule pre-registered in 3bea111 (held-out round 4: v4 4/4, v3 4/4)

LEGEND_V2_INDUCTION = ("earlier head p with prev above its uniform baseline that maximises the predicted induction "
                       f"attention π = e^Δ/(e^Δ + {DEFAULT_LENGTH - 1}) (rule v2), Δ = prev_p · (mean diagonal − mean "
                       "off-diagonal) of the token-token K-composition QK matrix X̂ W_Qᵀ R̄ W_K W_OV^p X̂ᵀ / ρ; "
                       "'induction' if π ≥ 0.4 and p's K-composition excess > 0")

LEGEND = {
    "head": "TransformerLens label L<layer>H<head>",
    "kv": "key/value group L<layer>G<g> shared by grouped-query heads (their K/V weights are one)",
    "OV pos": "eigenvalue positivity of the direct-path OV circuit W_U W_OV W_E (+1 copies; MLPs and later "
              "layers ignored); 'copying' if ≥ 0.5",
    "QK pos": "eigenvalue positivity of the token QK circuit W_Eᵀ W_QK W_E (+1 attends to the same token; rotary: "
              "at offset 0)",
    "prev": "weight-based previous-token score; 'previous-token' if ≥ 0.5 (learned W_pos) or ≥ 0.4 (rotary: "
            "the behavioural threshold, the score estimating the behavioural statistic)",
    "Q/K/V partner": "strongest earlier head for Q/K/V composition and its excess comp² − 1/d_model",
    "ind. partner": "rule v3: π = expected induction attention, the mean attention from the second copy of r r "
                    "to the token after the earlier occurrence "
                    f"({INDUCTION_SEQUENCES} seeded contexts, seed {INDUCTION_SEED}), computed from the weights along "
                    "the K-composition path only (key input norm(x + partners' outputs on the context), query input "
                    "norm(x), all other heads and MLPs ignored); shown: the partner p (prev above its uniform "
                    "baseline) with the largest one-partner π, and Σ = π with every such earlier partner's write "
                    "summed; 'induction' if Σ ≥ 0.4 and p's K-composition excess > 0",
    "KQK pos": "K-composition QK positivity with the induction partner (else with the K partner); reported, "
               "not required",
    "b.prev/b.dup/b.ind": "behaviour: attention on the previous token / the earlier copy of the token / the token after "
                          "it, on repeated random tokens (uniform ≤ 1/(T+1)); label if ≥ 0.4",
    "a.prev/a.dup/a.ind": "rule v4, attention-only (weights): the b.* statistics on the same contexts through the "
                          "model's attention-only part — MLPs removed, each layer reading the normalised embedding + "
                          "all earlier attention outputs, rotary at true positions; 'previous-token' if a.prev ≥ 0.4, "
                          "'induction' if a.ind ≥ 0.4 (the partner / Σ column is then reported, not required)",
    "weights / behaviour": "labels from the weights / from the forward pass; ≠ marks a head where they disagree "
                           "(previous-token or induction)",
}


def _short(x, fmt):
    return "—" if x is None or (isinstance(x, float) and np.isnan(x)) else format(x, fmt)


@dataclass(repr=False)
class HeadReport:
    """Everything ``theory analyse`` prints and writes; arrays are per head, layer-major."""

    labels: tuple
    layer: np.ndarray
    ov_positivity: np.ndarray
    qk_positivity: np.ndarray
    prev_token: np.ndarray              # NaN when the model has no positional information
    partners: dict                      # kind -> (index of earlier head or -1, excess) arrays
    kcomp_positivity: np.ndarray        # with the induction partner, else the K partner (NaN in layer 0)
    roles: tuple
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
    behaviour_roles: tuple = None
    disagreements: tuple = ()
    induction_rule: str = INDUCTION_RULE
    induction_joint: np.ndarray = None  # rule v3: expected induction attention through all partners (label score)
    attention_only: object = None       # rule v4: a Behaviour measured on the attention-only part (label scores)

    def __repr__(self):
        found = {r: [lab for lab, rs in zip(self.labels, self.roles) if r in rs.split("+")]
                 for r in ("previous-token", "induction")}
        parts = []
        for r, heads in found.items():
            parts.append(f"{r}: {self._count(heads)}")
        beh = "" if self.behaviour is None else f"; disagree with behaviour: {len(self.disagreements)}"
        return (f"HeadReport({self.description}; {len(self.labels)} heads; " + "; ".join(parts) + beh
                + "; .table() for the rest)")

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
        uniform = float(np.mean(1.0 / np.arange(2, 65)))
        return {"learned": "prev: mean attention on position i−1 of the positional QK circuit softmax*(P W_QK Pᵀ) over "
                           f"the first 64 positions (P = W_pos normalised; uniform causal attention gives {uniform:.3f})",
                "rotary": "prev (v2): expected attention on position i−1, mean over i of the head's causal softmax of "
                          "q_{t_i}ᵀ R(j−i) k_{t_j} on contexts t of 2T tokens drawn uniformly from the vocabulary "
                          f"({ROTARY_SEQUENCES} contexts, seed {ROTARY_SEED}), every residual taken as the token's "
                          "normalised embedding (exact in expectation for layer 0, an approximation later); uniform "
                          "attention gives mean 1/(i+1)",
                "none": "prev: — for every head: this model has no positional information (no W_pos, no rotary), "
                        "so no head can prefer the previous position from its weights"}[self.prev_scheme]

    def legend_items(self):
        """:data:`LEGEND` with the ``ind. partner`` entry of the rule this report used."""
        items = LEGEND if self.induction_rule != "v2" else dict(LEGEND, **{"ind. partner": LEGEND_V2_INDUCTION})
        if self.attention_only is None:
            items = {k: v for k, v in items.items() if k != "a.prev/a.dup/a.ind"}
        else:
            items = dict(items, **{"ind. partner": "reported (rule v4 labels from a.*): " + items["ind. partner"],
                                   "prev": "reported (rule v4 labels from a.prev): " + items["prev"]})
        return items

    def legend(self):
        lines = ["legend:"] + [f"  {k}: {v}" for k, v in self.legend_items().items()
                               if k != "kv" or self.groups is not None]
        lines.append("  " + self.prev_explanation())
        lines.append(f"  baseline of comp²: 1/d_model = 1/{self.d_model}")
        if self.behaviour is None:
            lines.append("  behaviour: not measured (b.* columns —)")
        else:
            b = self.behaviour
            lines.append(f"  behaviour probe: {b.n_seq} sequences r r, r = {b.length} distinct random tokens, seed {b.seed}")
        return "\n".join(lines)

    def summary(self):
        out = []
        for r in ("previous-token", "induction"):
            heads = [lab for lab, rs in zip(self.labels, self.roles) if r in rs.split("+")]
            line = f"weights, {r}: {self._count(heads)}"
            if self.behaviour_roles is not None:
                bh = [lab for lab, rs in zip(self.labels, self.behaviour_roles) if r in rs.split("+")]
                line += f"; behaviour: {self._count(bh)}"
            out.append(line)
        if self.behaviour is not None:
            out.append("disagreements: " + (", ".join(f"{lab} ({why})" for lab, why in self.disagreements) or "none"))
        return "\n".join(out)

    def columns(self):
        """Header and rows (lists of cells) shared by the text and LaTeX tables."""
        head = ["head"] + (["kv"] if self.groups is not None else []) + \
            ["OV pos", "QK pos", "prev", "Q partner", "K partner", "V partner", "ind. partner", "KQK pos",
             "b.prev", "b.dup", "b.ind"] + (["a.prev", "a.dup", "a.ind"] if self.attention_only is not None else []) + \
            ["weights", "behaviour", "≠"]
        rows = []
        dis = dict(self.disagreements)
        for i, lab in enumerate(self.labels):
            cells = [lab] + ([self.groups[i]] if self.groups is not None else [])
            cells += [f"{self.ov_positivity[i]:+.2f}", f"{self.qk_positivity[i]:+.2f}",
                      _short(float(self.prev_token[i]), ".2f")]
            for kind in "QKV":
                j, ex = self.partners[kind][0][i], self.partners[kind][1][i]
                cells.append("—" if j < 0 else f"{self.labels[j]} {ex:+.3f}")
            j = -1 if self.induction_partner is None else self.induction_partner[i]
            cells.append("—" if j < 0 else f"{self.labels[j]} π{self.induction_attention[i]:.2f}" +
                         ("" if self.induction_joint is None else f" Σ{self.induction_joint[i]:.2f}"))
            cells.append(_short(float(self.kcomp_positivity[i]), "+.2f"))
            b = self.behaviour
            for arr in ((None, None, None) if b is None else (b.previous_token, b.duplicate_token, b.induction)):
                cells.append("—" if arr is None else f"{arr[i]:.2f}")
            a = self.attention_only
            if a is not None:
                cells += [f"{a.previous_token[i]:.2f}", f"{a.duplicate_token[i]:.2f}", f"{a.induction[i]:.2f}"]
            cells += [self.roles[i] or "", "—" if self.behaviour_roles is None else (self.behaviour_roles[i] or ""),
                      "≠" if lab in dis else ""]
            rows.append(cells)
        return head, rows

    def table(self):
        """The per-head table as text, with its legend and summary."""
        head, rows = self.columns()
        widths = [max(len(str(r[k])) for r in [head] + rows) for k in range(len(head))]
        fmt = lambda r: "  ".join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip()  # noqa: E731
        lines = [fmt(head), "-" * len(fmt(head))] + [fmt(r) for r in rows]
        return "\n".join(lines) + "\n" + self.summary() + "\n" + self.legend()

    def as_dict(self):
        f = lambda x: None if np.isnan(x) else float(x)  # noqa: E731 - JSON has no NaN
        heads = []
        b = self.behaviour
        for i, lab in enumerate(self.labels):
            j = -1 if self.induction_partner is None else int(self.induction_partner[i])
            heads.append({"head": lab, "layer": int(self.layer[i]),
                          "kv_group": None if self.groups is None else self.groups[i],
                          "ov_positivity": float(self.ov_positivity[i]),
                          "qk_positivity": float(self.qk_positivity[i]), "previous_token_score": f(self.prev_token[i]),
                          "kcomp_qk_positivity": f(self.kcomp_positivity[i]),
                          "induction_partner": None if j < 0 else {
                              "head": self.labels[j], "predicted_attention": f(self.induction_attention[i]),
                              "logit_advantage": None if self.induction_advantage is None else f(self.induction_advantage[i]),
                              "joint_attention": None if self.induction_joint is None else f(self.induction_joint[i]),
                              "kcomp_excess": float(self.excess["K"][j, i])},
                          "roles": self.roles[i].split("+") if self.roles[i] else [],
                          "behaviour": None if b is None else {
                              "previous_token": float(b.previous_token[i]), "duplicate_token": float(b.duplicate_token[i]),
                              "induction": float(b.induction[i]),
                              "roles": self.behaviour_roles[i].split("+") if self.behaviour_roles[i] else []},
                          "attention_only": None if self.attention_only is None else {
                              "previous_token": float(self.attention_only.previous_token[i]),
                              "duplicate_token": float(self.attention_only.duplicate_token[i]),
                              "induction": float(self.attention_only.induction[i])},
                          "partners": {k: None if self.partners[k][0][i] < 0 else
                                       {"head": self.labels[self.partners[k][0][i]],
                                        "excess": float(self.partners[k][1][i])} for k in "QKV"}})
        return {"model": self.description, "d_model": self.d_model, "baseline": composition_baseline(self.d_model),
                "previous_token_scheme": self.prev_scheme, "induction_rule": self.induction_rule,
                "legend": dict(self.legend_items(), prev=self.prev_explanation()),
                "behaviour_probe": None if b is None else {"length": b.length, "n_seq": b.n_seq, "seed": b.seed,
                                                           "threshold": BEHAVIOUR_THRESHOLD},
                "disagreements": [{"head": h, "what": w} for h, w in self.disagreements],
                "notes": list(self.notes), "heads": heads,
                "composition_excess": {k: {"earlier": list(self.labels), "later": list(self.labels),
                                           "values": self._pairs(v)} for k, v in self.excess.items()}}

    def _pairs(self, E):
        """``values[later][earlier]``: the excess where the earlier head is in an earlier layer, ``None`` for
        pairs that are not a composition (same or later layer) — not 0, which would read as 'at the baseline'."""
        valid = self.layer[:, None] < self.layer[None, :]
        return [[float(np.round(E[i, j], 12)) if valid[i, j] else None for i in range(len(self.labels))]
                for j in range(len(self.labels))]


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


def _normalised_embedding_rows(model, tokens):
    """``norm(W_E[:, t])`` for the token ids ``tokens`` (k × d_model), the model's own norm, read
    without building the float64 ``W_E`` of a lazily folded checkpoint embedding."""
    lazy = getattr(model, "folded_embedding", None)
    if lazy is not None and not lazy.built(model):
        X = lazy.T[tokens].astype(np.float64) - lazy.mu[tokens, None]
    else:
        X = np.asarray(model.W_E[:, tokens], dtype=np.float64).T
    return normalize(getattr(model, "normalization", None), X, getattr(model, "eps", 1e-5))


def rotary_probe_tokens(model, length=None, n_seq=ROTARY_SEQUENCES, seed=ROTARY_SEED):
    """The rotary previous-token score's contexts: ``n_seq × L`` token ids drawn independently and
    uniformly from the vocabulary (seeded), ``L = 2·T`` the behavioural probe's length
    (:func:`.behaviour.default_length`) unless ``length`` is given."""
    L = 2 * default_length(model) if length is None else positive_int("length", length)
    n_seq = positive_int("n_seq", n_seq)
    if L < 2:
        raise InputValueError(f"length must be at least 2 (a previous position is needed); got {L}")
    return np.random.default_rng(seed).integers(0, model.n_vocab, size=(n_seq, L))


def rotary_previous_token_scores(model, length=None, n_seq=ROTARY_SEQUENCES, seed=ROTARY_SEED, progress=False):
    r"""Rotary previous-token score v2 of every head (layer-major):

    ``prev = E_t [ mean_{i=1..L−1} A_t[i, i−1] ]``,  ``A_t = softmax*(S_t)``,
    ``S_t[i, j] = (R(i) q_{t_i})ᵀ (R(j) k_{t_j}) = q_{t_i}ᵀ R(j−i) k_{t_j}``,
    ``q_a = W_Q x̂_a + b_Q``, ``k_b = W_K x̂_b + b_K``, ``x̂_a = norm(W_E[:, a])``,

    the expected attention on the previous position of the head's causal softmax over a context
    ``t`` of ``L`` tokens drawn independently and uniformly from the vocabulary, every position's
    residual taken as its token's normalised embedding; ``E_t`` is estimated on ``n_seq`` seeded
    contexts (:func:`rotary_probe_tokens`), ``L`` = the behavioural probe's length ``2T``.  It is the
    behavioural previous-token score's statistic with the forward pass replaced by the head's own
    QK circuit on the embeddings: exact in expectation for layer 0 (whose input *is* the
    normalised embedding) up to the probe's repetition ``r r``; in later layers the residual is
    not the embedding (earlier heads and MLPs have written into it) and the score is that of the
    head reading the embedding directly — an approximation, not a bound.

    Why not v1 (``softmax_k(q̄ᵀ R(−k) k̄)[1]`` over offsets 0..8 of the token-averaged logits):
    the expectation of the softmax is not the softmax of the expected logits.  With ``x̄`` the
    mean of nearly isotropic normalised embeddings ``‖x̄‖ ≪ ‖x̂‖`` (the trained tiny Llamas:
    1.2 against 7.9), so ``q̄ᵀ R(−k) k̄`` is ~``(‖x̄‖/‖x̂‖)²`` of a typical logit, every ``s_k ≈ 0`` and
    v1 ≈ 1/9 for every head, while the token-dependent part of ``q_aᵀ R(−1) k_b`` — mean ~0 over
    tokens, but large per pair — is what puts the attention on the previous position.

    No previous-token preference (all logits equal) gives ``mean_{i=1..L−1} 1/(i+1)``
    (:func:`previous_token_baseline`).
    """
    if getattr(model, "rotary", None) is None:
        raise InputValueError(f"rotary_previous_token_scores needs a model with rotary positions (a loaded Llama-family "
                              f"Transformer); got {type(model).__name__} without rotary positions — "
                              f"previous_token_scores reads learned positions")
    seed = seed_value("seed", seed)
    tokens = rotary_probe_tokens(model, length, n_seq, seed)
    n_seq, L = tokens.shape
    H = sum(model.n_heads)
    from .sizes import Shape, rotary_bytes
    check_memory(f"rotary previous-token score: {n_seq} contexts of {L} tokens, one of {H} heads at a time",
                 rotary_bytes(Shape.of(model, kv=False), n_seq, L), "use a smaller n_seq or length")
    uniq, inv = np.unique(tokens, return_inverse=True)
    X = _normalised_embedding_rows(model, uniq)                  # distinct tokens only
    inv = inv.reshape(tokens.shape)
    pos = np.tile(np.arange(L), n_seq)                           # every context's positions 0..L−1
    tables = model.rotary.tables(pos)                            # cos, sin: the same for every head
    rows, cols = np.arange(1, L), np.arange(L - 1)
    mask = np.triu(np.ones((L, L), dtype=bool), k=1)
    b = getattr(model, "biases", {})
    from .expected_induction import kv_structure
    out = np.empty(H)
    start = np.concatenate([[0], np.cumsum(model.n_heads)])
    with bar(H, f"rotary previous-token score: {H} heads", progress, unit="head") as pbar:
        for l, (layer, groups) in enumerate(zip(model.heads, kv_structure(model))):
            # one product per layer for the queries, one per key/value group for the keys
            dq = [hd.d_head for hd in layer]
            Qall = X @ np.concatenate([hd.W_Q for hd in layer], axis=0).T
            Kall = X @ np.concatenate([g[0] for g in groups], axis=0).T
            qoff, koff = np.concatenate([[0], np.cumsum(dq)]), np.concatenate([[0], np.cumsum([g[0].shape[0] for g in groups])])
            for gi, (_, _, members) in enumerate(groups):
                K = Kall[:, koff[gi]:koff[gi + 1]]
                if "b_K" in b:
                    K = K + b["b_K"][l][members[0]]
                k = model.rotary.apply(K[inv].reshape(n_seq * L, -1), pos, tables).reshape(n_seq, L, -1)
                kT = k.transpose(0, 2, 1)
                for h in members:
                    Q = Qall[:, qoff[h]:qoff[h + 1]]
                    if "b_Q" in b:
                        Q = Q + b["b_Q"][l][h]
                    q = model.rotary.apply(Q[inv].reshape(n_seq * L, -1), pos, tables).reshape(n_seq, L, -1)
                    S = q @ kT                                           # n_seq × L × L
                    if not np.isfinite(S).all():
                        raise InputValueError(f"rotary previous-token score: the scores of head {head_label(l, h)} "
                                              "overflow float64 (weights too large)")
                    S[:, mask] = -np.inf                                 # the causal softmax, rows i−1 only read
                    S -= S.max(axis=-1, keepdims=True)
                    E = np.exp(S)
                    out[start[l] + h] = float(np.mean(E[:, rows, cols] / E.sum(axis=-1)[:, rows]))
                    pbar.update(1)
    return out


def previous_token_scores(model, n=LEARNED_POSITIONS, length=None, progress=False):
    r"""Weight-based previous-token score of every head (layer-major), per positional scheme:

    * learned ``W_pos``: ``mean_i softmax*(P W_QK Pᵀ)[i, i−1]`` over the first ``n`` positions,
      ``P`` the positional embedding normalised as the model's norm would (causal softmax);
    * rotary: :func:`rotary_previous_token_scores` (v2) — the expected attention on position i−1
      over contexts of ``L = 2T`` tokens drawn uniformly from the vocabulary, every position's
      residual the token's normalised embedding: ``E_t mean_{i≥1} softmax*(S_t)[i, i−1]`` with
      ``S_t[i, j] = q_{t_i}ᵀ R(j−i) k_{t_j}``; baseline ``mean_{i=1..L−1} 1/(i+1)``;
    * neither: NaN (no positional information; the report says so).

    Both ignore earlier layers (the residual stream is taken as the embedding).
    """
    H = sum(model.n_heads)
    if model.W_pos is None and getattr(model, "rotary", None) is None:
        return np.full(H, np.nan)
    if model.W_pos is None:
        return rotary_previous_token_scores(model, length, progress=progress)
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


def previous_token_baseline(model, n=LEARNED_POSITIONS, length=None):
    """The previous-token score of a head without positional preference (equal logits), the causal
    uniform attention ``mean_{i=1..n−1} 1/(i+1)``: learned ``W_pos`` over its first ``n`` positions,
    rotary over the score's context length ``L = 2T``; NaN without positions."""
    if model.W_pos is not None:
        n = min(n, model.W_pos.shape[1])
    elif getattr(model, "rotary", None) is not None:
        n = 2 * default_length(model) if length is None else length
    else:
        return np.nan
    return float(np.mean(1.0 / np.arange(2, n + 1))) if n > 1 else np.nan


def previous_token_threshold(model):
    """The label threshold of the previous-token score: 1/2 for learned ``W_pos`` (most of the
    positional attention on i−1); for rotary models the behavioural threshold
    :data:`.behaviour.BEHAVIOUR_THRESHOLD` (0.4), because the v2 score estimates the behavioural
    previous-token score itself (same statistic, same context length) — a head the forward pass
    labels at 0.4–0.5 must not be missed by construction.  Fixed before held-out evaluation."""
    return THRESHOLD if model.W_pos is not None or getattr(model, "rotary", None) is None else BEHAVIOUR_THRESHOLD


def analyse(model, progress=None, precision="double", behaviour=True, induction_rule=INDUCTION_RULE,
            probe_length=None, probe_count=None, partner_budget=INDUCTION_BUDGET):
    """The :class:`HeadReport` of any loaded model (attention-only or not); ``behaviour=False``
    skips the forward-pass probe; ``induction_rule`` "v4" (default), "v3" or "v2" selects the label rule
    (module docstring; the default is :data:`INDUCTION_RULE`).

    Sizes (``theory analyse --probe-length/--probe-count/--partner-budget``): ``probe_length`` the
    segment length T of the ``r r`` probes (default :func:`.behaviour.default_length`, 16);
    ``probe_count`` the contexts of the behavioural and attention-only probes (default 8);
    ``partner_budget`` the multiply-adds rule v3 may spend on partners
    (:data:`.expected_induction.INDUCTION_BUDGET`; ``math.inf``: every candidate).  Every step's
    memory is checked before it runs, in bytes held at once (:mod:`.sizes`); ``progress`` (a
    callable taking a line) first receives the plan: each step's memory and the estimated time.

    >>> from theory.circuits import induction_model
    >>> r = analyse(induction_model(n_vocab=12, n_ctx=16))
    >>> r.labels, r.roles, r.behaviour_roles
    (('L0H0', 'L1H0'), ('previous-token', 'copying+induction'), ('previous-token', 'induction'))
    """
    if induction_rule not in ("v2", "v3", "v4"):
        raise InputValueError(f"induction_rule must be 'v2', 'v3' or 'v4'; got {induction_rule!r}")
    say = progress or (lambda msg: None)
    bars = None if progress else False          # tqdm bars on a terminal when the caller shows progress
    from .expected_induction import _checked_budget
    from .sizes import Shape, analyse_plan, composition_block_plan, seconds
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
    plan = analyse_plan(shape, T_probe, n_probe, load=False)
    total = sum(st.macs for st in plan)
    say(f"plan: {len(plan)} steps, ≈ {seconds(total):.0f} s on one core (largest step holds ≈ "
        f"{format_bytes(max(st.bytes for st in plan))} at once)")
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
    block_layers, _ = composition_block_plan(shape)
    if block_layers is None:
        scores = all_composition_scores(model, precision=precision)
    else:                                   # beyond COMPOSITION_TARGET bytes at once: blocks of layers
        from .blocked import all_composition_scores_blocked
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
    prev = previous_token_scores(model, length=2 * T_probe, progress=bars)
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
    else:
        say("expected induction attention (rule v3"+ (", reported" if induction_rule == "v4" else "") +
            ") through K-composition with previous-token candidates")
        try:
            P, J, kept, dropped = expected_induction_attention(model, soft, prev, length=T_probe, budget=partner_budget,
                                                               progress=bars)
        except InputValueError as exc:
            P, J, kept, dropped = np.full((n, n), np.nan), np.full(n, np.nan), [], []
            notes.append(f"induction not scored: {exc}")
        if dropped:
            notes.append(f"induction (rule v3): {len(dropped)} of {len(kept) + len(dropped)} partner candidates dropped to "
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
        say(f"attention-only forward pass (rule v4): {n_probe} contexts r r of {2 * T} tokens, "
            f"≈ {cost:.3g} multiply-adds (≈ {seconds(cost):.0f} s)")
        try:
            ao = behaviour_scores(model, T, n_probe, attention_only=True, progress=bars)
            notes.append(f"rule v4: attention-only part (MLPs removed) on the behavioural probe's {ao.n_seq} contexts "
                         f"of {2 * ao.length} tokens (seed {ao.seed}), ≈ {cost:.3g} multiply-adds")
        except InputValueError as exc:
            notes.append(f"rule v4 not scored: {exc}")
        is_prev = np.zeros(n, dtype=bool) if ao is None else ao.labelled("previous-token")
    kqk = np.full(n, np.nan)
    for i in range(n):
        j = ind_j[i] if ind_j[i] >= 0 else partners["K"][0][i]
        if j >= 0:
            a, b = heads[j], heads[i]
            kqk[i] = positivity_of_eigenvalues(np.linalg.eigvals(b.W_K @ a.W_O @ (a.W_V @ (EE @ b.W_Q.T))))
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
    beh = broles = None
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
            diff = [k for k in ("previous-token", "induction") if (k in w) != (k in bset)]
            if diff:
                dis.append((labels[i], ", ".join(f"{k}: {'weights only' if k in w else 'behaviour only'}"
                                                 for k in diff)))
        broles = tuple(broles)
    return HeadReport(labels, layer, ov, qk, prev, partners, kqk, tuple(roles), model.d_model,
                      {k: np.nan_to_num(v, nan=0.0) for k, v in flat.items()}, tuple(notes), describe(model),
                      scheme, kv_groups(model), ind_j, ind_pi, ind_d, beh, broles, tuple(dis), induction_rule, ind_joint, ao)


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
    """Write ``text`` by the package's output-file contract (:mod:`theory.files`)."""
    write_text(path, text)


def write_json(report, path):
    _atomic_write(path, json.dumps(report.as_dict(), indent=2, ensure_ascii=False))


def _notable(report):
    """Heads worth a label: any weight-based or behavioural role, or a disagreement."""
    dis = {h for h, _ in report.disagreements}
    return [bool(report.roles[i]) or bool(report.behaviour_roles and report.behaviour_roles[i]) or lab in dis
            for i, lab in enumerate(report.labels)]


def _label_points(ax, xs, ys, labels, keep):
    """Annotate the kept points, skipping any label that would land within ~3 % of the axes of
    one already placed (no overlapping labels); returns how many were skipped."""
    placed, skipped = [], 0
    (x0, x1), (y0, y1) = ax.get_xlim(), ax.get_ylim()
    for x, y, lab, k in zip(xs, ys, labels, keep):
        if not k:
            continue
        u, v = (x - x0) / ((x1 - x0) or 1), (y - y0) / ((y1 - y0) or 1)
        if any(abs(u - a) < 0.08 and abs(v - b) < 0.03 for a, b in placed):
            skipped += 1
            continue
        placed.append((u, v))
        ax.annotate(lab, (x, y), fontsize=7, xytext=(3, 2), textcoords="offset points")
    return skipped


def write_figures(report, directory):
    """``composition.png`` (K/Q/V excess over the baseline, later × earlier heads; colour range from
    the data's 99th percentile of |excess|) and ``positivity.png`` (one panel per kind: weight-based
    vs behavioural previous-token score, induction z vs behavioural induction score, OV positivity
    vs K-composition QK positivity); past 50 heads only notable heads are labelled.  Needs matplotlib."""
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
        if n <= 48:
            ax.set_xticks(range(n), report.labels, rotation=90, fontsize=6)
            ax.set_yticks(range(n), report.labels, fontsize=6)
        ax.set_xlabel("earlier head")
        ax.set_ylabel("later head")
    fig.colorbar(im, ax=axes, shrink=0.8, label=f"excess (colour range ±{vmax:.3g}, 99th percentile)")
    written.append(_savefig(fig, os.path.join(directory, "composition.png")))
    keep = [True] * n if n <= 50 else _notable(report)
    b = report.behaviour
    fig, axes = plt.subplots(1, 3, figsize=(17, 5.5))
    panels = [("previous-token", np.nan_to_num(report.prev_token, nan=0.0),
               None if b is None else b.previous_token, "weight-based previous-token score"),
              ("induction", np.nan_to_num(report.induction_attention, nan=0.0),
               None if b is None else b.induction, "predicted induction attention π with the induction partner"),
              ("copying / K-composition", report.ov_positivity, np.nan_to_num(report.kcomp_positivity, nan=0.0),
               "direct-path OV positivity")]
    for ax, (title, x, y, xlabel) in zip(axes, panels):
        y = np.zeros(n) if y is None else y
        ax.scatter(x, y, c=report.layer, cmap="viridis", s=12)
        ax.set_title(title)
        ax.set_xlabel(xlabel)
        ax.set_ylabel("K-composition QK positivity" if title.startswith("copying") else
                      f"behavioural {title} score" + ("" if b is not None else " (not measured)"))
        skipped = _label_points(ax, x, y, report.labels, keep)
        if skipped:
            ax.text(0.01, 0.01, f"{skipped} labels skipped (overlap)", transform=ax.transAxes, fontsize=6)
    written.append(_savefig(fig, os.path.join(directory, "positivity.png")))
    plt.close("all")
    return written


def _savefig(fig, path):
    write_file(path, lambda tmp: fig.savefig(tmp, dpi=120, bbox_inches="tight", format="png"), suffix=".png")
    return path


def latex_report(report, figures=()):
    """A compilable LaTeX document: model, notes, the per-head table (every column of
    :meth:`HeadReport.table`), its legend, and the figures."""
    from ...claims import tex_escape
    head, rows = report.columns()
    body = "\n".join(" & ".join(tex_escape(str(c)).replace("—", "--") for c in r) + r" \\" for r in rows)
    notes = "\n".join(r"\item " + tex_escape(n) for n in report.notes) or r"\item (none)"
    legend = "\n".join(r"\item " + tex_escape(line.strip()) for line in report.legend().splitlines()[1:])
    summary = "\n".join(r"\item " + tex_escape(line) for line in report.summary().splitlines())
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
