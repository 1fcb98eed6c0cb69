r"""Whether a trained model has formed an induction head — one definition, fixed before the claim seeds it
judges are trained (issue 37, item 4), read from the model itself in three parts.

For a corpus run (:func:`~.training.train_on_corpus`: its weights, its phase-change curve, its held-out
contexts), with the model run exactly as trained (:func:`~.exact.trained_transformer`):

(i) **an induction head by behaviour** (Olsson et al.'s prefix matching): the head of a layer ≥ 1 (a
    layer-0 head cannot K-compose, so it cannot be an induction head whatever its pattern) with the largest
    *induction score* — its mean attention, on the second copy of a block of uniformly random tokens
    repeated once after BOS (the run's own 64 contexts, :func:`~.training.repeated_random_tokens`, as the
    trained model saw contexts: BOS first), on the token after the earlier occurrence — is at least
    :data:`INDUCTION_MIN` = 0.3.  The patterns are the loaded-model forward pass'
    (:meth:`~theory.circuits.models.transformer.Transformer.head_patterns`, the pass ``theory analyse``'s
    behavioural probe streams), an independent computation of the number the trainer's curve records
    (their agreement is tested).  Why 0.3: it is L8's and L10's registered threshold on this measure
    (issue 24, fixed before any claim seed), 30 % of a query's attention on one position where a uniform
    causal head puts 1/(j+1) ≤ 1/m (m the block length, 127 at context 256: ≈ 0.008); Olsson et al. (2022)
    report induction heads of small attention-only models putting roughly half or more of their attention
    on the target; ``theory analyse`` labels at 0.4 on its shorter probe (without BOS, which these
    models never saw at any other position than 0 — on it a toy induction model scores 0.03).  The
    development runs of the phase-change search (``dev_runs/SUMMARY.md``, r9–r12) reached 0.085–0.18 on
    this measure while their in-context loss fell: a head still forming, below the threshold;
(ii) **the in-context loss fell with it** (the curve): ``C(end) ≤ C(t₀) − ICL_DROP`` nats, ``t₀`` the last
    measurement whose induction score was below :data:`BEFORE` (before the head), and the rank correlation
    of the induction score with the in-context loss over the measurements after warmup is at most
    :data:`RHO_MAX` — L10's (b) and (c) as registered (issue 24);
(iii) **the head carries the in-context improvement**: mean-ablating it (its output at every position
    replaced by its mean over the held-out contexts: :func:`~theory.circuits.heads.mechanism.mean_ablated`)
    raises the in-context loss on the run's held-out contexts by at least :data:`REMOVED_MIN` of the
    improvement since ``t₀`` (``C(t₀) − C(end)``: most of what the phase change brought), and by more than
    mean-ablating a control head of the same layer (the layer's head with the lowest induction score).

An induction head has formed when (i), (ii) and (iii) all hold.  Each part is a :class:`~theory.claims.Check`
(:meth:`Formation.checks`), so a claim can register the definition, or a part of it, as its precondition.
The in-context loss under ablation is the trainer's own (:func:`~.training.in_context_positions`) on the
same 128 held-out contexts its curve used (drawn again from the run's seed), computed by the loaded-model
forward pass in float64.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from theory.errors import InputValueError

INDUCTION_MIN = 0.3          # (i): L8's and L10's registered induction-head threshold on this measure
BEFORE = 0.1                 # (ii): "before the head": the curve's induction score below this (L10's t₀)
ICL_DROP = 0.05              # (ii): nats the in-context loss must fall from t₀ (L10's (b))
RHO_MAX = -0.5               # (ii): Spearman ρ(induction, in-context loss) after warmup (L10's (c))
REMOVED_MIN = 0.5            # (iii): share of the improvement since t₀ that the head's ablation undoes


@dataclass(frozen=True)
class Formation:
    """The three parts of the definition for one model (module docstring), with the numbers behind each."""
    head: tuple                  # (layer, head) with the largest induction score in a layer ≥ 1
    induction: float             # (i) its induction score (repeated random tokens, the model's own pass)
    icl_before: float            # C(t₀)
    icl_end: float               # C(end), from the curve
    step_before: int             # t₀'s step
    rho: float                   # Spearman ρ(I, C) after warmup
    icl_clean: float             # C of the trained model, recomputed on the held-out contexts
    icl_ablated: float           # C with the head mean-ablated
    control: tuple | None        # the control head (same layer), None when the layer has one head
    icl_control: float           # C with the control mean-ablated (NaN without a control)

    @property
    def improvement(self):
        return self.icl_before - self.icl_end

    @property
    def removed(self):
        """Share of the improvement since t₀ that ablating the head undoes (NaN when there was none)."""
        imp = self.improvement
        return (self.icl_ablated - self.icl_clean) / imp if imp > 0 else float("nan")

    @property
    def removed_by_control(self):
        imp = self.improvement
        return (self.icl_control - self.icl_clean) / imp if imp > 0 and self.control is not None else float("nan")

    def parts(self):
        """``{"i": bool, "ii": bool, "iii": bool}`` (NaN never holds)."""
        ctrl = self.removed_by_control
        return {"i": bool(self.induction >= INDUCTION_MIN),
                "ii": bool(self.improvement >= ICL_DROP and self.rho <= RHO_MAX),
                "iii": bool(self.removed >= REMOVED_MIN and (self.control is None or self.removed > ctrl))}

    @property
    def formed(self):
        return all(self.parts().values())

    def describe(self):
        from theory.circuits.models.model import head_label
        l, h = self.head
        ctrl = "no control (one head in the layer)" if self.control is None else \
            f"control {head_label(*self.control)} {self.removed_by_control:.2f}"
        return (f"{head_label(l, h)}: induction {self.induction:.3f} (≥ {INDUCTION_MIN}); in-context loss "
                f"{self.icl_before:+.3f} at step {self.step_before} → {self.icl_end:+.3f}, ρ {self.rho:+.2f}; "
                f"ablating it undoes {self.removed:.2f} of the improvement (≥ {REMOVED_MIN}; {ctrl})")

    def checks(self, label="", parts=("i", "ii", "iii")):
        """The definition's parts as :class:`~theory.claims.Check` objects (for a claim's precondition)."""
        from theory.claims import Check
        from theory.circuits.models.model import head_label
        p, hl = self.parts(), head_label(*self.head)
        pre = f"{label}: " if label else ""
        text = {"i": (f"{pre}(i) an induction head (score ≥ {INDUCTION_MIN} on repeated random tokens, layer ≥ 1)",
                      f"{hl} {self.induction:.3f}", np.isfinite(self.induction)),
                "ii": (f"{pre}(ii) the in-context loss fell with it (≥ {ICL_DROP} nats, ρ ≤ {RHO_MAX})",
                       f"{self.icl_before:+.3f} (step {self.step_before}) → {self.icl_end:+.3f}, ρ {self.rho:+.2f}",
                       np.isfinite(self.icl_before) and np.isfinite(self.icl_end)),
                "iii": (f"{pre}(iii) ablating it undoes ≥ {REMOVED_MIN} of the in-context improvement, more than "
                        f"a control head", f"{hl} {self.removed:.2f}" + ("" if self.control is None else
                                                                        f", control {head_label(*self.control)} "
                                                                        f"{self.removed_by_control:.2f}"),
                        np.isfinite(self.icl_clean) and np.isfinite(self.icl_ablated))}
        return [Check(text[k][0], p[k], text[k][1], finite=bool(text[k][2])) for k in parts]


def in_context_loss(model, tokens):
    """The trainer's in-context loss (late − early windows, :func:`~.training.in_context_positions`) of
    ``model`` on ``tokens`` (contexts × n_ctx), by its own forward pass (float64)."""
    from theory.circuits.training.network import in_context_positions
    tokens = np.asarray(tokens)
    nll = np.zeros(tokens.shape[1] - 1)
    for row in tokens:
        z = model.run(row).logits[:-1]
        z = z - z.max(axis=1, keepdims=True)
        logp = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
        nll += -logp[np.arange(len(row) - 1), row[1:]]
    per_pos = nll / len(tokens)
    early, late = in_context_positions(tokens.shape[1])
    return float(per_pos[[p - 1 for p in late]].mean() - per_pos[[p - 1 for p in early]].mean())


def measurement_data(corpus, seed, n_ctx):
    """``(held_out, repeated)``: the 128 held-out contexts and the 64 repeated-random-token contexts a run's
    curve was measured on (the trainer's fixed draw, from ``rng(10 000 + seed)``)."""
    from theory.circuits.training.corpus_training import corpus_tokens
    from theory.circuits.training.network import repeated_random_tokens
    fixed = np.random.default_rng(10_000 + seed)
    held = corpus_tokens(corpus.batch(fixed, 128, n_ctx, split="held_out"), 128, n_ctx, corpus.n_vocab)
    return held, repeated_random_tokens(fixed, 64, corpus.n_vocab, n_ctx)[0]


def induction_scores(model, repeated):
    """``[layer][head]`` induction scores on ``repeated`` (BOS + a block of m tokens + the block again,
    :func:`~.training.repeated_random_tokens`): mean attention of queries ``2+m … 2m`` on the position one
    after the block's earlier occurrence, from the model's own forward pass (batches of 16 contexts)."""
    repeated = np.asarray(repeated)
    n = repeated.shape[1]
    m = (n - 1) // 2
    j = np.arange(2 + m, 1 + 2 * m)
    acc = [np.zeros(k) for k in model.n_heads]

    def visit(l, h, A):
        acc[l][h] += A[:, j, j - m + 1].sum()

    for i in range(0, len(repeated), 16):
        model.head_patterns(repeated[i:i + 16], visit)
    return [a / (len(repeated) * j.size) for a in acc]


def curve_parts(curve, warmup):
    """``(C(t₀), C(end), t₀'s step, ρ)`` of part (ii) from a run's curve (L10's ``analyse``)."""
    from scipy import stats
    steps = np.array([c["step"] for c in curve], dtype=float)
    ind = np.array([c["induction"] for c in curve], dtype=float)
    icl = np.array([c["in_context_loss"] for c in curve], dtype=float)
    after = steps >= warmup
    if not after.any():
        raise InputValueError(f"curve: no measurement after the warmup ({warmup} steps)")
    below = np.flatnonzero(after & (ind < BEFORE))
    t0 = int(below[-1]) if below.size else int(np.flatnonzero(after)[0])
    rho = float(stats.spearmanr(ind[after], icl[after]).statistic) if after.sum() > 2 else float("nan")
    return float(icl[t0]), float(icl[-1]), int(steps[t0]), rho


def induction_formation(run, corpus, seed, warmup, n_ctx):
    """:class:`Formation` of a corpus run (``run``: its :class:`~.training.TrainingRun`; ``corpus``,
    ``seed``, ``warmup`` and ``n_ctx``: its settings), from the model itself."""
    from theory.circuits.heads.mechanism import head_outputs_mean, mean_ablated
    from theory.circuits.training.exact import trained_transformer
    model = trained_transformer(run.arrays, n_ctx=n_ctx)
    if model.n_layers < 2:
        raise InputValueError(f"run: an induction head needs two layers; the model has {model.n_layers}")
    held, repeated = measurement_data(corpus, seed, n_ctx)
    ind = induction_scores(model, repeated)
    flat = [(l, h) for l in range(1, model.n_layers) for h in range(model.n_heads[l])]
    scores = [float(ind[l][h]) for l, h in flat]
    head = flat[int(np.argmax(scores))]
    layer = [(head[0], h) for h in range(model.n_heads[head[0]]) if h != head[1]]
    control = min(layer, key=lambda k: (float(ind[k[0]][k[1]]), k)) if layer else None
    icl_before, icl_end, step_before, rho = curve_parts(run.curve, warmup)
    means = head_outputs_mean(model, held, [head] + ([control] if control else []))
    clean = in_context_loss(model, held)
    ablated = in_context_loss(mean_ablated(model, head, means[head]), held)
    ctrl = in_context_loss(mean_ablated(model, control, means[control]), held) if control else float("nan")
    return Formation(head, max(scores), icl_before, icl_end, step_before, rho, clean, ablated, control, ctrl)
