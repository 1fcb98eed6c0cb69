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

Cost: one forward pass over the probe for the mean outputs plus one per distinct ablated head
(partners and controls), each through the layers up to the last induction head's only and without
the logits; each checked against the size limit by the forward pass itself.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass

import numpy as np

from ..analysis.positivity import positivity_of_eigenvalues
from ..models.model import Head
from .behaviour import behaviour_scores, repeated_random_tokens
from .transformer import Transformer, normalize

CONTROL_SEED = 0        # the control head of each induction head is drawn with this seed
TOP_PARTNERS = 3        # K-composition partners listed per induction head (JSON); the strongest is the partner


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


def _control(rng, model, partner, labels_index):
    """A seeded random head of the partner's layer other than the partner (``-1`` if it is alone)."""
    l = int(partner[0])
    others = [h for h in range(model.n_heads[l]) if h != partner[1]]
    if not others:
        return -1
    return labels_index[(l, int(rng.choice(others)))]


def induction_mechanism(model, behaviour, k_excess, baseline, seed=CONTROL_SEED, ablate=True, progress=None):
    """The :class:`Mechanism` of ``model`` given its behavioural scores ``behaviour`` (a
    :class:`.behaviour.Behaviour` on the probe) and the K-composition excess matrix
    ``k_excess[earlier, later]`` (``comp² − 1/d_model``, NaN where not a composition; layer-major
    head indices); ``baseline`` is ``1/d_model``.  ``ablate=False`` skips the intervention."""
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
    EE = None
    for i in induction:
        p = k_partner[i]
        if p < 0:
            continue
        if EE is None:
            from ..analysis.positivity import embed_gram
            EE = embed_gram(model)[0]
        a, b = heads[p], heads[i]
        kqk[i] = positivity_of_eigenvalues(np.linalg.eigvals(b.W_K @ a.W_O @ (a.W_V @ (EE @ b.W_Q.T))))
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
            f"{len(targets) + 1} passes of the probe ({behaviour.n_seq} sequences of {2 * behaviour.length} tokens)")
        tokens = repeated_random_tokens(model.n_vocab, behaviour.length, behaviour.n_seq, behaviour.seed)
        last = max(pairs[i][0] for i in induction)     # no later layer can change an induction head's pattern
        means = head_outputs_mean(_copy(model, max(pairs[j][0] for j in targets)), tokens, [pairs[j] for j in targets])
        after = {}
        for j in targets:
            ab = behaviour_scores(mean_ablated(model, pairs[j], means[pairs[j]], upto=last), length=behaviour.length,
                                  n_seq=behaviour.n_seq, seed=behaviour.seed)
            after[j] = np.concatenate([ab.induction, np.full(n - ab.induction.size, np.nan)])
        for i in induction:
            if k_partner[i] >= 0:
                drop[i] = behaviour.induction[i] - after[int(k_partner[i])][i]
            if control[i] >= 0:
                cdrop[i] = behaviour.induction[i] - after[int(control[i])][i]
    return Mechanism(induction, k_partner, k_units, partner_is_prev, kqk, control, drop, cdrop, top, int(seed))
