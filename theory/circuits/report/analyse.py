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
  the default (:data:`~theory.circuits.heads.rules.ATTENTION_ONLY`) runs the model's **attention-only part** — every MLP
  removed, each layer reading the normalised residual = embedding + all earlier attention
  outputs, rotary at the true positions — on the same probe, ``previous-token`` if its
  previous-token score ``≥ 0.4`` and ``induction`` if its induction score ``≥ 0.4``; ``copying``
  if the direct-path OV positivity is ``≥ 1/2``.  Exact for attention-only models; in a deep model
  with MLPs the MLPs reshape the residual stream and this rule can miss heads (that is what the
  precision/recall line measures).  the rules ``expected_induction`` and ``logit_advantage`` (:mod:`theory.circuits.heads.rules`) are kept for comparison;
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
* **induction partner** (rules ``expected_induction``, ``logit_advantage``) — the earlier head p (previous-token score above its
  scheme's uniform baseline) that maximises the head's *expected induction attention* π(p, i)
  (:mod:`.expected_induction`: the behavioural induction statistic on seeded ``r r`` contexts with
  the forward pass replaced by the K-composition path), and Σ, the same with every candidate's
  write summed in the key residual.

The weight rules, their scores and thresholds: :mod:`theory.circuits.heads.rules`.
"""
from __future__ import annotations

import json
import numpy as np
from theory.circuits.analysis.composition import all_composition_scores, composition_baseline
from theory.errors import InputTypeError, InputValueError, TooLargeError
from theory.validation import boolean, format_bytes, positive_int
from theory.circuits.analysis.positivity import unit, embed_grams, positivity_of_eigenvalues
from theory.circuits.heads.behaviour import DEFAULT_SEQUENCES, behaviour_scores, default_length, forward_cost
from theory.circuits.heads.expected_induction import INDUCTION_BUDGET, expected_induction_attention
from theory.circuits.heads.predicted_induction import induction_advantage, predicted_attention
from theory.circuits.heads.mechanism import induction_mechanism
from theory.circuits.heads.previous_token import (LEARNED_POSITIONS, REPORT_ROTARY_SEQUENCES, ROTARY_SEED, ROTARY_SEQUENCES, THRESHOLD,  # noqa: F401  (re-exported)
                             previous_token_baseline,
                             previous_token_scores, previous_token_threshold, rotary_previous_token_scores,
                             rotary_probe_tokens)
from theory.system.files import write_text
from theory.circuits.report.record import HeadReport, ROLES
from theory.circuits.heads.rules import DEFAULT_RULE, EXPECTED_INDUCTION, LOGIT_ADVANTAGE, weight_rule


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


def analyse(model, progress=None, precision="single", behaviour=True, induction_rule=DEFAULT_RULE, ablation=True,
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
    ``induction_rule`` selects the weights rule (:mod:`theory.circuits.heads.rules`): a
    :class:`~theory.circuits.heads.rules.WeightRule` or its name — ``"attention_only"`` (default),
    ``"expected_induction"`` or ``"logit_advantage"``;
    ``ablation=False`` skips the mean-ablation of the mechanism (its forward passes);
    ``induction_partners`` computes the expected-induction rule's partner, π and Σ (:mod:`.expected_induction`)
    — ``None`` (default): only where they decide the labels (``induction_rule="expected_induction"``); the default
    rule and the mechanism do not need them, and at a few hundred heads they cost more than the
    rest of the analysis together.

    Sizes (``theory analyse --probe-length/--probe-count/--partner-budget``): ``probe_length`` the
    segment length T of the ``r r`` probes (default :func:`.behaviour.default_length`, 16);
    ``probe_count`` the contexts of the behavioural and attention-only probes (default 8);
    ``partner_budget`` the multiply-adds the expected-induction rule may spend on partners
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
    rule = weight_rule(induction_rule)
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
    from theory.circuits.heads.expected_induction import checked_budget
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
    partner_budget = checked_budget(partner_budget)
    shape = Shape.of(model)
    # the weight-based previous-token score decides labels only under the rules that use it; else it is reported,
    # on fewer contexts
    n_rot = REPORT_ROTARY_SEQUENCES if rule.attention_only and not induction_partners else ROTARY_SEQUENCES
    plan = analyse_plan(shape, T_probe, n_probe, rotary_count=n_rot, load=False, precision=precision,
                        induction=rule is EXPECTED_INDUCTION or (rule.attention_only and bool(induction_partners)))
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
    # Every factor at unit max-abs (unit): positivity is scale-free, and 1e200 weights must not overflow
    from theory.circuits.models.sizes import EQ_KEEP_BYTES, F64
    EQ = [] if F64 * shape.d_model * shape.heads * shape.d_head <= EQ_KEEP_BYTES else None   # as circuits_bytes counts
    ov, qk = [], []
    for lay in model.heads:
        cols = np.cumsum([0] + [hd.d_head for hd in lay])
        eq = EE @ np.concatenate([unit(hd.W_Q) for hd in lay], axis=0).T
        euo = EU @ np.concatenate([unit(hd.W_O) for hd in lay], axis=1)
        for hd, a, b in zip(lay, cols[:-1], cols[1:]):
            ov.append(positivity_of_eigenvalues(np.linalg.eigvals(unit(hd.W_V) @ euo[:, a:b])))
            qk.append(positivity_of_eigenvalues(np.linalg.eigvals(unit(hd.W_K) @ eq[:, a:b])))
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
    ind_joint = None                                  # EXPECTED_INDUCTION's label score (all partners' writes summed)
    ao = None                                         # ATTENTION_ONLY's label scores (attention-only part)
    if rule is LOGIT_ADVANTAGE:
        say("predicted induction attention (logit advantage) through K-composition with previous-token candidates")
        D = induction_advantage(model, prev, soft)
        for i in range(n):
            cand = np.where(valid[:, i] & soft)[0]
            if cand.size:
                ind_j[i] = cand[int(np.argmax(D[cand, i]))]
                ind_d[i] = D[ind_j[i], i]
        ind_pi = predicted_attention(ind_d)           # NaN without a partner
    elif rule is EXPECTED_INDUCTION or induction_partners:
        say("expected induction attention (π, Σ" + (", reported" if rule.attention_only else "") +
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
    if rule.attention_only:
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
            eq = EQ[i] if EQ is not None else EE @ unit(b.W_Q).T
            kqk[i] = positivity_of_eigenvalues(np.linalg.eigvals(unit(b.W_K) @ (unit(a.W_O) @ (unit(a.W_V) @ eq))))
    roles = []
    for i in range(n):
        r = []
        if ov[i] >= THRESHOLD:
            r.append("copying")
        if is_prev[i]:
            r.append("previous-token")
        j = ind_j[i]
        score = ind_pi[i] if ind_joint is None else ind_joint[i]
        if rule.attention_only:
            if ao is not None and ao.labelled("induction")[i]:
                r.append("induction")
        elif j >= 0 and score >= rule.induction_threshold and EK[j, i] > 0:
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
                      scheme, kv_groups(model), ind_j, ind_pi, ind_d, beh, broles, tuple(dis), rule, ind_joint, ao,
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
def write_json(report, path, extra=None):
    """The report's :meth:`HeadReport.as_dict` (plus the entries of ``extra``) as JSON, written atomically."""
    write_text(path, json.dumps(dict(report.as_dict(), **(extra or {})), indent=2, ensure_ascii=False))


# the names `theory analyse`'s report module had before its record, figures and LaTeX got their own modules
from theory.circuits.heads.behaviour import DEFAULT_LENGTH  # noqa: F401,E402  (re-exported)
from theory.circuits.heads.expected_induction import INDUCTION_SEED, INDUCTION_SEQUENCES  # noqa: F401,E402
from theory.circuits.heads.mechanism import CONTROL_SEED  # noqa: F401,E402
from theory.circuits.report.record import INDUCTION_RULE, LEGEND, LEGEND_V2_INDUCTION, SHORT, WIDTH, precision_recall  # noqa: F401,E402
from theory.circuits.report.figures import write_figures  # noqa: F401,E402
from theory.circuits.report.latex import latex_report  # noqa: F401,E402
