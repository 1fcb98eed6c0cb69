"""Previous-token scores from the weights (the weights rule's ``prev``, :func:`.report.analyse`):
for learned positions the attention ``W_pos`` alone gives position i−1 over the first
:data:`LEARNED_POSITIONS` positions; for rotary positions the mean attention to the previous position
on :data:`ROTARY_SEQUENCES` seeded contexts of normalised embedding rows; their chance baselines
and thresholds, computed for the model at hand."""
from __future__ import annotations

import numpy as np

from theory.errors import InputValueError
from theory.system.progress import bar
from theory.validation import check_memory, positive_int, seed_value
from theory.circuits.models.model import causal_softmax, head_label
from theory.circuits.heads.behaviour import BEHAVIOUR_THRESHOLD, default_length
from theory.circuits.models.components import normalize

THRESHOLD = 0.5             # the weights rule's threshold (OV copying; the learned-position previous-token score)
ROTARY_SEQUENCES = 256      # contexts of the rotary previous-token score: standard error ≈ 0.006
REPORT_ROTARY_SEQUENCES = 64   # its contexts where it decides no label (analyse's default rule attention_only): error ≈ 0.012
ROTARY_SEED = 0
LEARNED_POSITIONS = 64      # n: the learned-W_pos previous-token score averages the first n positions


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


def rotary_previous_token_scores(model, length=None, n_seq=ROTARY_SEQUENCES, seed=ROTARY_SEED, progress=False,
                                 precision="double"):
    r"""Rotary previous-token score of every head (layer-major):

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

    ``precision``: ``"double"`` (float64 throughout), or ``"single"`` — the projections, scores and
    softmax in float32 (the means accumulated in float64), about twice as fast: the projections of
    the distinct tokens through every head (``n_seq·L·d_model·d_head`` multiply-adds a head, 10¹¹ at
    the 135M-class shape) dominate.  Its rounding (measured ≲ 10⁻⁶ on the score) is far below the
    estimate's sampling error (≈ 0.006 at 256 contexts); a head whose float32 scores overflow is
    recomputed in float64.  ``theory analyse`` uses ``"single"`` (:func:`.report.analyse`).
    """
    if not isinstance(precision, str) or precision not in ("double", "single"):
        raise InputValueError(f"precision must be 'double' or 'single'; got {precision!r}")
    if getattr(model, "rotary", None) is None:
        raise InputValueError(f"rotary_previous_token_scores needs a model with rotary positions (a loaded Llama-family "
                              f"Transformer); got {type(model).__name__} without rotary positions — "
                              f"previous_token_scores reads learned positions")
    seed = seed_value("seed", seed)
    tokens = rotary_probe_tokens(model, length, n_seq, seed)
    n_seq, L = tokens.shape
    H = sum(model.n_heads)
    from theory.circuits.models.sizes import Shape, rotary_bytes
    check_memory(f"rotary previous-token score: {n_seq} contexts of {L} tokens, one of {H} heads at a time",
                 rotary_bytes(Shape.of(model, kv=False), n_seq, L), "use a smaller n_seq or length")
    uniq, inv = np.unique(tokens, return_inverse=True)
    X64 = _normalised_embedding_rows(model, uniq)                # distinct tokens only
    inv = inv.reshape(tokens.shape)
    pos = np.tile(np.arange(L), n_seq)                           # every context's positions 0..L−1
    tables64 = model.rotary.tables(pos)                          # cos, sin: the same for every head
    rows, cols = np.arange(1, L), np.arange(L - 1)
    causal = np.where(np.triu(np.ones((L, L), dtype=bool), k=1), -np.inf, 0.0)   # added: −∞ above the diagonal
    b = getattr(model, "biases", {})
    from theory.circuits.models.sizes import kv_structure
    out = np.empty(H)
    start = np.concatenate([[0], np.cumsum(model.n_heads)])
    fast = np.float32 if precision == "single" else np.float64
    with np.errstate(over="ignore"):                           # beyond float32: inf, its heads recomputed below
        X32 = X64.astype(fast)
    tables32 = tuple(t.astype(fast) for t in tables64)

    def rotated(M, tables):                                      # M: rows of the distinct tokens → n_seq × L × d_h
        return model.rotary.apply(M[inv].reshape(n_seq * L, -1), pos, tables).reshape(n_seq, L, -1)

    def score(q, kT, dtype):
        """mean_i softmax*(q kᵀ)[i, i−1] over the contexts; ``None`` if the scores are not finite."""
        with np.errstate(over="ignore", invalid="ignore"):
            S = q @ kT                                           # n_seq × L × L
        if not np.isfinite(S).all():
            return None
        S += causal.astype(dtype)                                # the causal softmax, rows i−1 only read
        S -= S.max(axis=-1, keepdims=True)
        E = np.exp(S)
        return float(np.mean(E[:, rows, cols] / E.sum(axis=-1)[:, rows], dtype=np.float64))

    # non-finite projections (float32 overflow; float64 for weights beyond its range) only ever reach a score
    # through S, which score() checks: recomputed in float64, else refused by name — never a numpy warning
    with bar(H, f"rotary previous-token score: {H} heads", progress, unit="head") as pbar, \
            np.errstate(over="ignore", invalid="ignore"):
        for l, (layer, groups) in enumerate(zip(model.heads, kv_structure(model))):
            # one product per layer for the queries, one per key/value group for the keys
            dq = [hd.d_head for hd in layer]
            WQ = np.concatenate([hd.W_Q for hd in layer], axis=0).T
            WK = np.concatenate([g[0] for g in groups], axis=0).T
            with np.errstate(over="ignore", invalid="ignore"):    # float32 overflow: recomputed below in float64
                Qall, Kall = X32 @ WQ.astype(fast), X32 @ WK.astype(fast)
            qoff, koff = np.concatenate([[0], np.cumsum(dq)]), np.concatenate([[0], np.cumsum([g[0].shape[0] for g in groups])])
            for gi, (_, _, members) in enumerate(groups):
                K = Kall[:, koff[gi]:koff[gi + 1]]
                if "b_K" in b:
                    K = K + np.asarray(b["b_K"][l][members[0]], dtype=fast)
                kT = rotated(K, tables32).transpose(0, 2, 1)
                for h in members:
                    Q = Qall[:, qoff[h]:qoff[h + 1]]
                    if "b_Q" in b:
                        Q = Q + np.asarray(b["b_Q"][l][h], dtype=fast)
                    got = score(rotated(Q, tables32), kT, fast)
                    if got is None and fast is not np.float64:   # float32 overflowed: this head in float64
                        q64 = X64 @ layer[h].W_Q.T + (b["b_Q"][l][h] if "b_Q" in b else 0.0)
                        k64 = X64 @ groups[gi][0].T + (b["b_K"][l][members[0]] if "b_K" in b else 0.0)
                        got = score(rotated(q64, tables64), rotated(k64, tables64).transpose(0, 2, 1), np.float64)
                    if got is None:
                        raise InputValueError(f"rotary previous-token score: the scores of head {head_label(l, h)} "
                                              "overflow float64 (weights too large)")
                    out[start[l] + h] = got
                    pbar.update(1)
    return out


def previous_token_scores(model, n=LEARNED_POSITIONS, length=None, progress=False, precision="double",
                          n_seq=ROTARY_SEQUENCES):
    r"""Weight-based previous-token score of every head (layer-major), per positional scheme:

    * learned ``W_pos``: ``mean_i softmax*(P W_QK Pᵀ)[i, i−1]`` over the first ``n`` positions,
      ``P`` the positional embedding normalised as the model's norm would (causal softmax);
    * rotary: :func:`rotary_previous_token_scores` — the expected attention on position i−1
      over contexts of ``L = 2T`` tokens drawn uniformly from the vocabulary, every position's
      residual the token's normalised embedding: ``E_t mean_{i≥1} softmax*(S_t)[i, i−1]`` with
      ``S_t[i, j] = q_{t_i}ᵀ R(j−i) k_{t_j}``; baseline ``mean_{i=1..L−1} 1/(i+1)``;
    * neither: NaN (no positional information; the report says so).

    Both ignore earlier layers (the residual stream is taken as the embedding).  ``n_seq`` and
    ``precision``: the rotary score's contexts and arithmetic (:func:`rotary_previous_token_scores`).
    """
    H = sum(model.n_heads)
    if model.W_pos is None and getattr(model, "rotary", None) is None:
        return np.full(H, np.nan)
    if model.W_pos is None:
        return rotary_previous_token_scores(model, length, n_seq=n_seq, progress=progress, precision=precision)
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
    :data:`.behaviour.BEHAVIOUR_THRESHOLD` (0.4), because the rotary score estimates the behavioural
    previous-token score itself (same statistic, same context length) — a head the forward pass
    labels at 0.4–0.5 must not be missed by construction.  Fixed before held-out evaluation."""
    return THRESHOLD if model.W_pos is not None or getattr(model, "rotary", None) is None else BEHAVIOUR_THRESHOLD
