r"""Weight-based *predicted induction attention* of every head (the weights rule logit_advantage of ``theory analyse``'s
induction label, issue 23) — the analogue, from the weights, of the behavioural induction score
(:mod:`.behaviour`) and of the previous-token score (already a predicted attention probability).

Derivation.  On ``r r`` (a segment of T distinct tokens, twice) a query in the second copy holds
token A; exactly one key — the one after A's first occurrence — has A as its *previous* token.
An earlier head p that attends to the previous position with probability ``a_p`` writes
``a_p W_OV^p x̂_c`` into the residual stream of a key whose previous token is c (``x̂`` the token's
embedding normalised as the model's norm does).  Through K-composition the later head i scores
that key, at relative offset k, with

    ``s(A, c) = a_p · x̂_Aᵀ W_Q^{iᵀ} R(−k) W_K^i W_OV^p x̂_c / ρ``

(``W_Q`` carries the attention scale ``1/√d_head`` and the norm weight, as the loader folds
them).  The matching key (c = A) gains over a non-matching one (c ≠ A) the *induction logit
advantage*

    ``Δ = a_p · (mean_A s(A, A) − mean_{A≠c} s(A, c))``,

the mean diagonal minus the mean off-diagonal of the token-token K-composition matrix
``X̂ W_Qᵀ R̄ W_K W_OV^p X̂ᵀ``.  ``R̄ = mean_{k=1..2T} R(−k)``: the match happens at any offset a
repeat can have inside the ``2T``-token window (high-frequency rotary pairs average out; without
rotary ``R̄ = I``).  Against ``T − 1`` other keys with no advantage the target gets

    ``π = e^Δ / (e^Δ + T − 1)``  (T = :data:`.behaviour.DEFAULT_LENGTH` = 16),

labelled at the behavioural threshold 0.4 (:data:`.behaviour.BEHAVIOUR_THRESHOLD`).  Constant
query/key biases add the same amount to diagonal and off-diagonal means and cancel exactly.

The means need no n_vocab × n_vocab matrix: with ``Σ = mean_t x̂_t x̂_tᵀ`` and ``x̄ = mean_t x̂_t``,
``mean diag = tr(B Σ)`` and ``mean all = x̄ᵀ B x̄`` for ``B = W_Qᵀ R̄ W_K W_OV``, and
``mean off-diagonal = (V·mean all − mean diag)/(V − 1)``; the traces are d_head × d_head.

The approximation (its weak point): the residual stream of the later layer is taken as the token's
embedding plus the partner's write and nothing else.  The query reads ``x̂_A``; the key's residual
``e_b + a_p W_OV^p x̂_c`` is normalised by its own RMS, ``ρ² = mean_t rms(e_t)² + a_p² mean_c
rms(W_OV^p x̂_c)²`` (1 without a norm).  Writes of other heads and MLPs are ignored; in a deep
model they dilute both the query's token and the partner's write, so Δ is an *upper* estimate
there (it overstates the attention), exact for a two-layer attention-only model without norm
whose layer-0 heads attend only where the rule assumes.

Candidates for the partner p: earlier heads whose weight-based previous-token score exceeds the
uniform baseline of its scheme (the causal uniform mean ``mean_i 1/(i+1)``: rotary over the score's
2T-token context, learned positions over the first 64) —
a *soft* set, not only previous-token labels: ``a_p`` already weights a weak candidate down, and a
previous-token head the token-averaged score underrates must not take its induction heads with it.

Grouped-query attention: heads of one kv group share ``W_K`` (so the key side ``W_K W_OV^p`` and the
K-composition excess coincide) but not ``W_Q``; π differs per query head through ``W_Q``.
"""
from __future__ import annotations

import numpy as np

from theory.circuits.heads.behaviour import DEFAULT_LENGTH
from theory.circuits.models.components import normalize


def embedding_moments(model):
    """``(Σ, x̄, r²)``: ``Σ = mean_t x̂_t x̂_tᵀ`` and ``x̄ = mean_t x̂_t`` of the normalised token
    embeddings (the model's own norm), and ``r² = mean_t mean(e_t²)`` of the raw ones (for
    ``LNPre``, of the centred ones: the norm's variance).  Read in blocks of tokens."""
    lazy = getattr(model, "folded_embedding", None)
    blocks = lazy.blocks() if lazy is not None and not lazy.built(model) else \
        ((i, model.W_E[:, i:i + 4096]) for i in range(0, model.n_vocab, 4096))
    kind, eps = getattr(model, "normalization", None), getattr(model, "eps", 1e-5)
    d = model.d_model
    S, s, r2 = np.zeros((d, d)), np.zeros(d), 0.0
    for _, B in blocks:
        X = B.T
        Xn = normalize(kind, X, eps)
        S += Xn.T @ Xn
        s += Xn.sum(axis=0)
        Xc = X - X.mean(axis=1, keepdims=True) if kind == "LNPre" else X
        r2 += float((Xc ** 2).mean(axis=1).sum())
    V = model.n_vocab
    return S / V, s / V, r2 / V


def mean_rotation(model, d_head, length=DEFAULT_LENGTH):
    """``R̄ = mean_{k=1..2·length} R(−k)`` (d_head×d_head), the identity without rotary positions."""
    rot = getattr(model, "rotary", None)
    if rot is None:
        return np.eye(d_head)
    return np.mean([rot.matrix(-k, d_head) for k in range(1, 2 * length + 1)], axis=0)


def predicted_attention(delta, length=DEFAULT_LENGTH):
    """``π = e^Δ / (e^Δ + T − 1)`` — the target's share against ``T − 1`` keys without the advantage."""
    delta = np.asarray(delta, dtype=np.float64)
    with np.errstate(over="ignore"):
        return 1.0 / (1.0 + (length - 1) * np.exp(-delta))


def induction_advantage(model, prev, candidates, length=DEFAULT_LENGTH, moments=None):
    """``Δ[p, i]`` (heads layer-major, NaN where p is not a candidate of an earlier layer than i):
    the induction logit advantage of head i through partner p (module docstring), with
    ``a_p = prev[p]`` and ``candidates`` a boolean array of admissible partners."""
    heads = [hd for layer in model.heads for hd in layer]
    layer = np.asarray([l for l, hs in enumerate(model.n_heads) for _ in range(hs)])
    n, V = len(heads), model.n_vocab
    Sig, xbar, r2 = embedding_moments(model) if moments is None else moments
    normed = getattr(model, "normalization", None) is not None
    out = np.full((n, n), np.nan)
    cand = np.where(np.asarray(candidates, dtype=bool))[0]
    if cand.size == 0:
        return out
    # partner side, once per candidate: W_V Σ, W_V x̄, the write's mean square rms(W_OV x̂)²
    VS = {p: heads[p].W_V @ Sig for p in cand}
    vbar = {p: heads[p].W_V @ xbar for p in cand}
    ms = {p: float(np.sum((heads[p].W_O.T @ heads[p].W_O) * (VS[p] @ heads[p].W_V.T))) / model.d_model for p in cand}
    Rbar = {}
    for i in range(n):
        ps = cand[layer[cand] < layer[i]]
        if ps.size == 0:
            continue
        hi = heads[i]
        R = Rbar.setdefault(hi.d_head, mean_rotation(model, hi.d_head, length))
        qbar = R.T @ (hi.W_Q @ xbar)                    # (R̄ᵀ W_Q x̄)ᵀ = x̄ᵀ W_Qᵀ R̄
        for p in ps:
            hp, a = heads[p], float(prev[p])
            KO = hi.W_K @ hp.W_O                         # d_head(i) × d_head(p)
            diag = float(np.sum(R.T * (KO @ (VS[p] @ hi.W_Q.T))))      # tr(R̄ W_K W_O W_V Σ W_Qᵀ)
            allm = float(qbar @ (KO @ vbar[p]))
            off = (V * allm - diag) / (V - 1)
            rho = np.sqrt(r2 + a * a * ms[p]) if normed else 1.0
            out[p, i] = a * (diag - off) / rho if rho > 0 else 0.0
    return out
