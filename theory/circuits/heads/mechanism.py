r"""The first induction paper's mechanism in a loaded model: each induction head's K-composition
partners, read from the weights, and an intervention that tests them (``theory analyse``).

Olsson et al. (2022) and Elhage et al. (2021): an induction head attends to the token after an
earlier copy of the current token because its **key** reads what a **previous-token head** wrote
into the residual stream (K-composition).  Here, for every head that the behavioural probe
(:mod:`.behaviour`) labels ``induction``:

* **K-composition partners** — the earlier heads ``p`` ranked by the excess
  ``comp_K(p, i)² − 1/d_model`` over the exact random baseline, given in units of that baseline
  (``d_model · comp² − 1``: 0 is chance, 10 is eleven times the random value); the strongest is
  *the* partner;
* **partner roles** — the partner's own behavioural roles (is it a previous-token head?);
* **K-composition QK positivity** — eigenvalue positivity of the token-level QK term through the
  partner, ``W_K^i W_O^p W_V^p (W_E W_Eᵀ) W_Q^iᵀ`` (+1: a key written by p attracts the query of
  the same token);
* **intervention** — the partner is *mean-ablated* (its output at every position replaced by its
  mean output over every position of every probe sequence) and the induction head's behavioural
  induction score is measured again on the same probe; ``ablation_drop`` is the score before
  minus after.  A **control** mean-ablates one other head of the partner's layer, drawn with a
  seeded generator (:data:`CONTROL_SEED`; one per distinct partner, so induction heads that share
  a partner share its control), and gives ``control_drop``.  The mechanism holds for a
  head where the partner's ablation removes its induction attention and the control's does not.

Mean ablation is done on the weights: the head's ``W_O`` is set to zero and its mean output is
added to the layer's output bias ``b_O`` — the model's own forward pass, unchanged otherwise.

Cost (:func:`ablated_induction`): one clean pass of the probe through the layers up to the last
ablated head's, for the ablated heads' mean outputs and the residuals their ablated passes start
from; then one ablated pass per distinct ablated head (partners and controls), from that head's own
layer (the layers before it cannot change) up to the last induction head whose drop it measures
(later layers cannot change those patterns), without logits — the ablated passes run together, a
layer at a time, in chunks held under :data:`ABLATION_TARGET` bytes; the memory is checked
(:func:`.sizes.ablation_bytes`) before any work.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass

import numpy as np

from theory.errors import InputValueError
from theory.validation import check_memory, positive_int
from theory.circuits.analysis.positivity import unit, positivity_of_eigenvalues
from theory.circuits.models.model import Head
from theory.circuits.heads.behaviour import PROBE_BATCH, batch_scores, repeated_random_tokens
from theory.circuits.models.transformer import Transformer
from theory.circuits.models.components import mm, normalize

CONTROL_SEED = 0        # the control head of each induction head is drawn with this seed
TOP_PARTNERS = 3        # K-composition partners listed per induction head (JSON); the strongest is the partner
ABLATION_TARGET = 2 ** 29   # bytes the ablated passes run together aim to hold at once (beyond: fewer at a time)


@dataclass(frozen=True)
class Mechanism:
    """Per head (layer-major arrays, ``-1`` / NaN where not applicable):

    ``k_partner`` the strongest earlier K-composition partner (every head past layer 0),
    ``k_excess`` its excess in units of the ``1/d_model`` baseline, ``kqk`` the K-composition QK
    positivity with it (induction heads only), ``ablation_drop`` / ``control_drop`` the drop of
    the head's induction score when the partner / the control head is mean-ablated (induction heads
    only), ``control`` the control head; ``top`` maps each induction head to its ``TOP_PARTNERS``
    strongest partners ``(index, excess in baseline units)``; ``induction`` the behavioural
    induction heads; ``partner_is_prev`` whether the partner is a behavioural previous-token head."""

    induction: tuple
    k_partner: np.ndarray
    k_excess: np.ndarray
    partner_is_prev: np.ndarray
    kqk: np.ndarray
    control: np.ndarray
    ablation_drop: np.ndarray
    control_drop: np.ndarray
    top: dict
    seed: int = CONTROL_SEED

    def counts(self):
        """``(k, n, hurt)``: of the ``n`` induction heads past layer 0, ``k`` have a previous-token head
        as their strongest K-composition partner; ``hurt`` of those ``k`` lose more induction
        attention when the partner is mean-ablated than when the control is (than nothing, where the
        partner's layer has no other head)."""
        ind = [i for i in self.induction if self.k_partner[i] >= 0]
        with_prev = [i for i in ind if self.partner_is_prev[i]]
        hurt = [i for i in with_prev if np.isfinite(self.ablation_drop[i])
                and self.ablation_drop[i] > (self.control_drop[i] if np.isfinite(self.control_drop[i]) else 0.0)]
        return len(with_prev), len(ind), len(hurt)

    def line(self):
        """The one-line summary of the mechanism (the first paper's claim, for this model)."""
        k, n, hurt = self.counts()
        if n == 0:
            return ("mechanism: no induction head (nothing to explain)" if not self.induction else
                    "mechanism: no induction head past layer 0 (none can K-compose)")
        out = f"mechanism: {k} of {n} induction heads K-compose most strongly with a previous-token head"
        ind = [i for i in self.induction if self.k_partner[i] >= 0]
        drops, ctrl = self.ablation_drop[ind], self.control_drop[ind]
        if np.all(np.isnan(drops)):
            return out + "; ablation not measured"
        control = (f"a random other head of the partner's layer: {np.nanmean(ctrl):.2f}" if np.any(np.isfinite(ctrl))
                   else "none: the partner is alone in its layer")
        return out + (f"; mean-ablating the partner lowers their induction attention by {np.nanmean(drops):.2f} on "
                      f"average (control, {control}); more than the control for {hurt} of those {k}")


def head_outputs_mean(model, tokens, wanted):
    """``{(l, h): mean output}`` (d_model each) of the heads ``wanted`` over every position of every
    sequence in ``tokens``, from the model's own forward pass: head ``h`` of layer ``l`` writes
    ``A (norm(x_l) W_Vᵀ + b_V) W_Oᵀ`` (``x_l`` the residual entering layer ``l``, ``A`` its pattern)."""
    wanted = sorted(set(wanted))
    sums = {k: np.zeros(model.d_model) for k in wanted}
    biases = getattr(model, "biases", {})
    count = 0
    for row in tokens:
        f = model.run(row)
        for l, h in wanted:
            hd = model.heads[l][h]
            Xn = normalize(getattr(model, "normalization", None), f.residuals[l], getattr(model, "eps", 1e-5))
            v = Xn @ hd.W_V.T
            if "b_V" in biases:
                v = v + biases["b_V"][l][h]
            sums[(l, h)] += ((f.patterns[l][h] @ v) @ hd.W_O.T).sum(axis=0)
        count += len(row)
    return {k: s / count for k, s in sums.items()}


def _copy(model, upto=None):
    """A shallow copy of ``model`` as a :class:`.transformer.Transformer` (weights shared, not copied);
    ``upto``: only layers ``0..upto``, unembedding to a single zero row (patterns and residuals of
    those layers unchanged, no logits computed)."""
    if isinstance(model, Transformer):
        model.W_E, model.W_U            # build (once) what a lazily folded checkpoint builds on first use,
        m = copy.copy(model)            # so the copy shares it instead of building its own
    else:                               # an attention-only model: the same forward pass, biases allowed
        m = Transformer(model.W_E, model.W_U, model.heads, model.W_pos)
    if upto is not None:
        keep = int(upto) + 1
        m.heads = model.heads[:keep]
        m.biases = {k: tuple(v[:keep]) for k, v in getattr(m, "biases", {}).items()}
        if getattr(m, "mlps", None) is not None:
            m.mlps = m.mlps[:keep]
        m.W_U = np.zeros((1, model.d_model))
        m.b_U = None
    return m


def mean_ablated(model, head, mean, upto=None):
    """A copy of ``model`` whose head ``head = (l, h)`` writes the constant ``mean`` (d_model) at every
    position: ``W_O`` of that head zero, ``mean`` added to layer ``l``'s output bias ``b_O``.  The
    original model is not modified; other weights are shared, not copied.

    ``upto``: keep only layers ``0..upto`` and unembed to a single zero row — for the probe, which
    reads attention patterns only (later layers and the logits, ``n_vocab × d_model`` per position,
    cannot change them) — so an ablated pass costs what the patterns it measures cost."""
    l, h = head
    m = _copy(model, upto)
    layers = [list(layer) for layer in m.heads]
    hd = layers[l][h]
    layers[l][h] = Head(hd.W_Q, hd.W_K, hd.W_V, np.zeros_like(hd.W_O))
    m.heads = tuple(tuple(layer) for layer in layers)
    biases = dict(getattr(m, "biases", {}))
    b_O = list(biases.get("b_O", [np.zeros(model.d_model)] * m.n_layers))
    b_O[l] = np.asarray(b_O[l], dtype=np.float64) + mean
    biases["b_O"] = tuple(b_O)
    m.biases = biases
    return m


def ablated_induction(model, reads, tokens, length, precision="double"):
    """``{j: {i: score}}``: the induction score (:mod:`.behaviour`'s, on the probe ``tokens``, segments of
    ``length``) of each head ``i`` in ``reads[j]`` when head ``j`` is mean-ablated — its output at every
    position replaced by its mean output over every position of every sequence (:func:`mean_ablated`'s
    model); heads are ``(layer, head)`` pairs.

    The same numbers as :func:`behaviour_scores` of each :func:`mean_ablated` model, computed without
    repeating what the ablation cannot change: one clean pass up to the last ablated head's layer
    gives each ablated head's mean output and the residual after its layer with that head's ``W_O``
    zeroed (the layers before it are the clean model's); head ``j``'s ablated pass starts there (plus
    its mean) and stops at the last layer it reads.  A read head at or before ``j``'s layer has its
    clean score.  The ablated passes run stacked, a layer at a time (one float64 cast of each MLP
    matrix per layer for all of them), in chunks under :data:`ABLATION_TARGET` bytes.

    ``precision``: ``"double"`` (float64), or ``"single"`` — every product in float32 (the MLPs read
    their stored float32 weights directly), about twice as fast; the patterns' softmax stays float64.
    The scores then differ from double's by float32 rounding carried through the layers (measured
    ≲ 10⁻⁵), far below any drop the mechanism reads (``theory analyse``'s default).  A float32 overflow
    anywhere (weights, residuals or their norms beyond float32's range, ~3·10³⁸: a residual of 10²⁰
    squared in the norm) is never rounded through: the whole ablation is then recomputed in float64; a model
    with a weight array scaled below :data:`FLOAT32_SMALLEST` (where float32 would underflow) runs in float64."""
    if not isinstance(precision, str) or precision not in ("double", "single"):
        raise InputValueError(f"precision must be 'double' or 'single'; got {precision!r}")
    if precision == "single" and _float32_scaled(model):
        try:
            with np.errstate(over="raise", invalid="raise"):
                return _ablated_induction(model, reads, tokens, length, np.float32)
        except (FloatingPointError, _Float32Overflow, InputValueError):
            pass                # beyond float32's range: the same passes in float64 (which refuse bad input again)
    return _ablated_induction(model, reads, tokens, length, np.float64)


FLOAT32_SMALLEST = 2.0 ** -50   # a weight array whose largest |entry| is below this (and not 0) is run in float64


def _float32_scaled(model):
    """Whether every non-zero weight array of ``model`` has its largest ``|entry|`` at least
    :data:`FLOAT32_SMALLEST` (≈ 10⁻¹⁵): then a product of two of them stays ≥ 10⁻³⁰, far above float32's
    smallest normal number (10⁻³⁸).  Weights scaled far below (10⁻²³ values against 10²³ outputs) would
    underflow in float32 — silently: no floating-point error is raised for underflow, which real
    checkpoints hit harmlessly (subnormal entries of bfloat16 weights) — so such a model runs in float64."""
    arrays = [getattr(model, "W_pos", None)]
    lazy = getattr(model, "folded_embedding", None)
    arrays += [lazy.T, lazy.mu] if lazy is not None else [model.W_E]
    for layer in model.heads:
        for hd in layer:
            arrays += [hd.W_Q, hd.W_K, hd.W_V, hd.W_O]
    for per_layer in getattr(model, "biases", {}).values():
        arrays += list(per_layer)
    for mlp in getattr(model, "mlps", None) or ():
        arrays += [mlp.W_in, mlp.b_in, mlp.W_out, mlp.b_out, mlp.W_gate, mlp.ln_w, mlp.ln_b]
    for a in arrays:
        if a is not None and np.size(a):
            a = np.asarray(a)
            m = max(float(a.max()), -float(a.min()))        # no |a| temporary (the embedding's: 0.1 GB at 135M)
            if 0.0 < m < FLOAT32_SMALLEST:
                return False
    return True


class _Float32Overflow(ArithmeticError):
    """A single-precision pass left float32's range (:func:`ablated_induction` then recomputes in float64)."""


def _ablated_induction(model, reads, tokens, length, dt):
    """:func:`ablated_induction` in arithmetic ``dt`` (float32 or float64)."""
    weights = (lambda l: tf.layer_weights(l)) if dt == np.float64 else (lambda l: tf.layer_weights(l).astype(dt))
    from theory.circuits.models.sizes import Shape, ablation_bytes
    tf = model if isinstance(model, Transformer) else _copy(model)
    T, d = positive_int("length", length), tf.d_model
    try:
        arr = np.asarray(tokens)
    except ValueError:                  # ragged rows
        arr = None
    if arr is None or arr.ndim != 2 or arr.shape[0] == 0:
        raise InputValueError(f"tokens must be a non-empty n_seq × 2·length array of token ids (equal-length "
                              f"sequences); got {'ragged rows' if arr is None else f'shape {arr.shape}'}")
    rows = np.stack([tf.tokens(r) for r in arr])
    n_seq, n = rows.shape
    if n != 2 * T:
        raise InputValueError(f"tokens must be sequences r r of 2·length = {2 * T} tokens; got {n} per sequence")
    if not reads:
        return {}
    reads = {_head_of(tf, j, "reads' ablated heads"): sorted({_head_of(tf, i, "reads' measured heads") for i in r})
             for j, r in reads.items()}
    start = {j: j[0] for j in reads}
    stop = {j: max(i[0] for i in r) for j, r in reads.items() if r and max(i[0] for i in r) > j[0]}
    streams = sorted(stop, key=lambda j: (start[j], stop[j], j))
    shape, batch = Shape.of(tf), min(n_seq, PROBE_BATCH)

    def together(chunk):        # the most ablated passes alive at one layer, in chunks of `chunk` passes
        return max((sum(start[j] <= l <= stop[j] for j in streams[c:c + chunk])
                    for c in range(0, len(streams), chunk) for l in range(min(start.values()), max(stop.values()) + 1)),
                   default=0)
    chunk = 1
    while chunk < len(streams) and \
            ablation_bytes(shape, n, n_seq, len(streams), together(chunk + 1), batch) <= ABLATION_TARGET:
        chunk += 1
    check_memory(f"mean ablation of {len(reads)} heads on {n_seq} contexts of {n} tokens",
                 ablation_bytes(shape, n, n_seq, len(streams), together(chunk), batch),
                 "use fewer or shorter probe contexts")
    tables = None if tf.rotary is None else tuple(t.astype(dt) for t in tf.rotary.tables(np.arange(n)))
    norm = lambda Y: normalize(tf.normalization, Y, tf.eps)  # noqa: E731
    mlp = lambda l, Y: Y if tf.mlps is None else Y + tf.mlps[l](norm(Y), dtype=dt)  # noqa: E731
    after = {j: dict.fromkeys(r, 0.0) for j, r in reads.items()}
    early = {}          # clean scores of read heads at or before the ablated layer, (layer, head) → readers
    for j, r in reads.items():
        for i in r:
            if i[0] <= start[j]:
                early.setdefault(i, []).append(j)
    top = max([start[j] for j in reads] + [i[0] for i in early])
    kept = {j: np.empty((n_seq, n, d), dtype=dt) for j in streams}
    sums = {j: np.zeros(d) for j in reads}
    by_layer = {}
    for j in reads:
        by_layer.setdefault(start[j], []).append(j)
    for b0 in range(0, n_seq, PROBE_BATCH):              # the clean pass
        X = np.stack([tf.embed(r) for r in rows[b0:b0 + PROBE_BATCH]]).astype(dt, copy=False)
        for l in range(top + 1):
            lw = weights(l)

            def visit(h, S, A, l=l):
                for j in early.get((l, h), ()):
                    after[j][(l, h)] += float(batch_scores(A, T)[2].sum())
            Z = tf.attention(X, lw, tables, visit)
            for j in by_layer.get(l, ()):
                cols = lw.columns(j[1])
                sums[j] += mm(Z[..., cols], lw.W_O[:, cols].T).sum(axis=(0, 1))
                if j in kept:
                    Z0 = Z.copy()
                    Z0[..., cols] = 0.0
                    kept[j][b0:b0 + PROBE_BATCH] = X + lw.output(Z0)
            if l < top:
                X = X + lw.output(Z)
                del lw, Z               # one layer's stacked weights at a time, not held through the MLP
                X = _finite(mlp(l, X), l)
    means = {j: (s / (n_seq * n)).astype(dt) for j, s in sums.items()}
    for b0 in range(0, n_seq, PROBE_BATCH):              # the ablated passes, stacked
        for c0 in range(0, len(streams), chunk):
            group = streams[c0:c0 + chunk]
            live = {}
            for l in range(min(start[j] for j in group), max(stop[j] for j in group) + 1):
                run = [j for j in group if start[j] < l <= stop[j]]
                if run:
                    lw = weights(l)
                    Xs = np.stack([live[j] for j in run])
                    going = [k for k, j in enumerate(run) if stop[j] > l]
                    wanted = {(k, i[1]): (j, i) for k, j in enumerate(run) for i in reads[j] if i[0] == l}

                    def visit(h, S, A, wanted=wanted, run=run):
                        for k in range(len(run)):
                            if (k, h) in wanted:
                                j, i = wanted[(k, h)]
                                after[j][i] += float(batch_scores(A[k], T)[2].sum())
                    Z = tf.attention(Xs, lw, tables, visit, None if going else {h for _, h in wanted})
                    if going:
                        Y = _finite(Xs[going] + lw.output(Z[going]), l)
                        for k, y in zip(going, Y):
                            live[run[k]] = y
                    for j in run:
                        if stop[j] == l:
                            del live[j]
                    del lw, Z, Xs
                for j in group:
                    if start[j] == l:
                        live[j] = kept[j][b0:b0 + PROBE_BATCH] + means[j]
                cont = [j for j in group if start[j] <= l < stop[j]]
                if cont and tf.mlps is not None:
                    Y = _finite(mlp(l, np.stack([live[j] for j in cont])), l)
                    for j, y in zip(cont, Y):
                        live[j] = y
    return {j: {i: v / n_seq for i, v in r.items()} for j, r in after.items()}


def _head_of(model, x, what):
    """``x`` as a ``(layer, head)`` pair of ints naming a head of ``model`` — else refused by name (a head
    that does not exist would read as an induction score of 0, a negative index as another head)."""
    import operator
    try:
        l, h = x
        l, h = operator.index(l), operator.index(h)
    except (TypeError, ValueError):
        raise InputValueError(f"{what} must be (layer, head) pairs of integers; got {x!r}") from None
    if not (0 <= l < model.n_layers and 0 <= h < model.n_heads[l]):
        raise InputValueError(f"{what}: {x!r} is not a head of this model (layers 0..{model.n_layers - 1} with "
                              f"{list(model.n_heads)} heads)")
    return l, h


def _finite(X, l):
    if not np.isfinite(X).all():
        if X.dtype != np.float64:
            raise _Float32Overflow(f"the residual stream after layer {l} left float32's range")
        raise InputValueError(f"forward pass overflowed: the residual stream after layer {l} is not finite "
                              "although every weight is finite (weights too large for float64)")
    return X


def _control(rng, model, partner, labels_index):
    """A seeded random head of the partner's layer other than the partner (``-1`` if it is alone)."""
    l = int(partner[0])
    others = [h for h in range(model.n_heads[l]) if h != partner[1]]
    if not others:
        return -1
    return labels_index[(l, int(rng.choice(others)))]


def induction_mechanism(model, behaviour, k_excess, baseline, seed=CONTROL_SEED, ablate=True, progress=None, EE=None,
                        precision="double"):
    """The :class:`Mechanism` of ``model`` given its behavioural scores ``behaviour`` (a
    :class:`.behaviour.Behaviour` on the probe) and the K-composition excess matrix
    ``k_excess[earlier, later]`` (``comp² − 1/d_model``, NaN where not a composition; layer-major
    head indices); ``baseline`` is ``1/d_model``.  ``ablate=False`` skips the intervention.  ``EE``:
    :func:`~theory.circuits.analysis.positivity.embed_gram`'s unit ``W_E W_Eᵀ`` when the caller has it
    (``theory analyse`` does), else it is formed here for the K-composition QK term.  ``precision``: the
    ablated passes' arithmetic (:func:`ablated_induction`; ``theory analyse`` uses ``"single"``)."""
    say = progress or (lambda msg: None)
    n = k_excess.shape[0]
    pairs = [(l, h) for l, hs in enumerate(model.n_heads) for h in range(hs)]
    index = {p: i for i, p in enumerate(pairs)}
    is_ind = behaviour.labelled("induction")
    is_prev = behaviour.labelled("previous-token")
    k_partner = np.full(n, -1)
    k_units = np.full(n, np.nan)
    for i in range(n):
        col = k_excess[:, i]
        if np.any(np.isfinite(col)):
            k_partner[i] = int(np.nanargmax(col))
            k_units[i] = col[k_partner[i]] / baseline
    induction = tuple(int(i) for i in np.where(is_ind)[0])
    top = {}
    for i in induction:
        col = k_excess[:, i]
        order = [int(j) for j in np.argsort(-np.nan_to_num(col, nan=-np.inf)) if np.isfinite(col[j])][:TOP_PARTNERS]
        top[i] = tuple((j, float(col[j] / baseline)) for j in order)
    partner_is_prev = np.asarray([k_partner[i] >= 0 and bool(is_prev[k_partner[i]]) for i in range(n)])
    heads = [hd for layer in model.heads for hd in layer]
    kqk = np.full(n, np.nan)
    for i in induction:
        p = k_partner[i]
        if p < 0:
            continue
        if EE is None:
            from theory.circuits.analysis.positivity import embed_gram
            EE = embed_gram(model)[0]
        a, b = heads[p], heads[i]
        # unit factors: positivity is scale-free, and 1e200 weights must not overflow the product
        kqk[i] = positivity_of_eigenvalues(np.linalg.eigvals(unit(b.W_K) @ (unit(a.W_O) @ (unit(a.W_V) @
                                                                                         (EE @ unit(b.W_Q).T)))))
    rng = np.random.default_rng(seed)       # one control per distinct partner, drawn in partner order
    partner_control = {p: _control(rng, model, pairs[p], index)
                       for p in sorted({int(k_partner[i]) for i in induction if k_partner[i] >= 0})}
    control = np.full(n, -1)
    for i in induction:
        if k_partner[i] >= 0:
            control[i] = partner_control[int(k_partner[i])]
    drop = np.full(n, np.nan)
    cdrop = np.full(n, np.nan)
    targets = sorted({int(k_partner[i]) for i in induction if k_partner[i] >= 0} |
                     {int(control[i]) for i in induction if control[i] >= 0})
    if ablate and targets:
        say(f"mean ablation: {len(targets)} heads (each induction head's K-composition partner and a control), "
            f"a clean pass of the probe ({behaviour.n_seq} sequences of {2 * behaviour.length} tokens) up to the "
            f"last of them and one from each ablated head's layer up to the induction heads it is measured on")
        tokens = repeated_random_tokens(model.n_vocab, behaviour.length, behaviour.n_seq, behaviour.seed)
        reads = {pairs[j]: [] for j in targets}
        for i in induction:
            for j in (int(k_partner[i]), int(control[i])):
                if j >= 0:
                    reads[pairs[j]].append(pairs[i])
        scores = ablated_induction(model, reads, tokens, behaviour.length, precision=precision)
        after = {j: {index[i]: v for i, v in scores[pairs[j]].items()} for j in targets}
        for i in induction:
            if k_partner[i] >= 0:
                drop[i] = behaviour.induction[i] - after[int(k_partner[i])][i]
            if control[i] >= 0:
                cdrop[i] = behaviour.induction[i] - after[int(control[i])][i]
    return Mechanism(induction, k_partner, k_units, partner_is_prev, kqk, control, drop, cdrop, top, int(seed))
