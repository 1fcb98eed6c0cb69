r"""Weight-based *expected induction attention* of every head through each earlier partner head
(the weights rule expected_induction of ``theory analyse``'s induction label, issue 23) — the behavioural induction statistic
(:mod:`.behaviour`) with the forward pass replaced by the K-composition path alone.

Definition.  Contexts ``t = r r`` as the behavioural probe draws them
(:func:`.behaviour.repeated_random_tokens`: ``r`` = T distinct random tokens, T =
:func:`.behaviour.default_length`, :data:`INDUCTION_SEQUENCES` contexts, seed
:data:`INDUCTION_SEED`).  For a later head i and an earlier partner p, on each context:

* ``x_j`` = the model's layer-0 residual at position j (token embedding, plus ``W_pos`` where the
  model has one), ``x̂_j = norm(x_j)`` the model's own norm (weights folded into the heads);
* partner p's **actual** attention on the context, from the weights: ``A^p = softmax*(S^p)``,
  ``S^p[a, b] = (R(a) q^p_a)ᵀ (R(b) k^p_b)``, ``q^p = W_Q^p x̂ + b_Q``, ``k^p = W_K^p x̂ + b_K``
  (rotary at the true positions; causal) — p reads the normalised embedding, as the rotary
  rotary previous-token score does — and its output ``o_j = W_O^p Σ_b A^p[j, b] (W_V^p x̂_b + b_V)``;
* the **key** input of head i at j: ``ŷ_j = norm(x_j + o_j)``; the **query** input: ``x̂_j``;
* head i's attention ``A^i = softmax*(S^i)``, ``S^i[a, b] = (R(a)(W_Q^i x̂_a + b_Q))ᵀ (R(b)(W_K^i ŷ_b + b_K))``;
* the pair score ``π(p, i) = mean_contexts mean_{a=T..2T−1} A^i[a, a−T+1]`` — exactly the behavioural
  induction score's statistic (attention from the second copy on the token after the earlier
  occurrence).

**Ignored** (what makes it an approximation, not the forward pass): every head other than p and i
(of p's layer, of i's layer and of the layers between — including the layer's output bias ``b_O``);
every MLP; p's own input is the embedding (for a partner above layer 0 the earlier layers' writes
are ignored); the query of head i reads the embedding only (p's write at the query position is
dropped); the deeper residual growth from all of these, which in a deep model dilutes both the
token and p's write under the norm.  For a two-layer model with a layer-0 partner the only
differences from the forward pass are the other heads, the MLP of layer 0 and p's write at the
query position: with those ablated and the query fed the normalised embedding it *is* that forward
pass (tests/circuits/heads/test_heads_trained.py checks it against Hugging Face's).

**Partners** (rule expected_induction): the candidates — earlier heads whose previous-token score exceeds its
scheme's uniform baseline (:func:`.report.previous_token_baseline`) — **summed**: the rule's score
``J(i)`` is the statistic above with the key residual ``x_j + Σ_p o^p_j`` over every kept candidate
p of an earlier layer (each ``o^p`` computed as above, on the embedding).  The writes interact
through the norm and the softmax, so this is not a sum of pair scores; it is the K-composition
path of all previous-token candidates at once, which a model with several weak previous-token
heads (no single one writing enough of the previous token) needs.  The one-partner scores
``π(p, i)`` are also returned; the report names the partner maximising it (the strongest single
source).  Cost: the joint score adds, per later layer, ``n·L·d·g d_h`` and the scores.

**Cost**, in multiply-adds, estimated (:func:`induction_cost`) before any work, with ``n`` =
contexts, ``L = 2T``, ``d`` = d_model, ``g·d_h`` the stacked key rows of a layer's kv groups:
per later layer ``2·n·L·d·g d_h`` (keys of the embedding and of the joint residual) + ``n·T·(d + L)·d_h``
per query head; per partner
``n·L·d_h·(4d + 2L)`` (its q, k, v, attention and output, once); per (partner, later layer)
``g d_h·d·d_h + n·L·d_h·g d_h`` (the partner's write through the stacked ``W_K``: K is linear
before the norm's scalar, ``W_K norm(x + W_O z) = (W_K x + (W_K W_O) z − c W_K 1)/s``) plus
``n·T·L·d_h`` per query head.  Over :data:`INDUCTION_BUDGET` the partners are cut, before work,
in decreasing previous-token score (the strongest writers of the previous token kept) and the
report says how many were dropped.
"""
from __future__ import annotations

import math

import numpy as np

from theory.errors import InputTypeError, InputValueError
from theory.system.progress import bar
from theory.validation import check_memory, positive_int, real_number
from theory.circuits.heads.behaviour import default_length, repeated_random_tokens
from theory.circuits.models.sizes import kv_structure  # noqa: F401  (its home was here; the package's modules import it from .sizes)
from theory.circuits.models.components import normalize

INDUCTION_SEQUENCES = 16     # contexts r r of the expected induction score (fixed before held-out evaluation)
INDUCTION_SEED = 0           # the behavioural probe's seed: its 8 contexts are the first 8 of these 16
INDUCTION_BUDGET = 2e11      # multiply-adds (~20 s on one core at sizes.MACS_PER_SECOND); beyond, partners cut by prev
#  (was 2e10: it kept 36 of the 117 candidates of a random 135M-parameter Llama (30 × 9 heads, d 576) although all
#  117 cost 4.3e10 estimated, 6.4 CPU-s measured; 2e11 keeps every candidate of GPT-2 small and of 135M-class
#  Llamas, and cuts only at 1B-class shapes, where each partner costs ~1e9)


def induction_probe_tokens(model, length=None, n_seq=INDUCTION_SEQUENCES, seed=INDUCTION_SEED):
    """The expected induction score's contexts: ``n_seq × 2T`` token ids, each a segment of T distinct random
    tokens twice (:func:`.behaviour.repeated_random_tokens`)."""
    T = default_length(model) if length is None else positive_int("length", length)
    if T < 2:
        raise InputValueError(f"length must be at least 2 (a repeated segment needs two tokens); got {T}")
    if model.n_ctx is not None and 2 * T > model.n_ctx:
        raise InputValueError(f"length must be at most n_ctx/2 = {model.n_ctx // 2}; got {T}")
    return repeated_random_tokens(model.n_vocab, T, positive_int("n_seq", n_seq), seed)


def _layer_index(model):
    return np.asarray([l for l, hs in enumerate(model.n_heads) for _ in range(hs)])


def induction_cost(model, partners, n_seq, length, groups=None):
    """``(fixed, per_partner)``: multiply-adds of the expected induction score that do not depend on the partners
    (keys of the embedding and queries of every later layer) and, per partner in ``partners``
    (head indices, layer-major), its own share (module docstring)."""
    groups = kv_structure(model) if groups is None else groups
    layer = _layer_index(model)
    heads = [hd for lay in model.heads for hd in lay]
    d, T = model.d_model, length
    L = 2 * T
    first = min((layer[p] for p in partners), default=model.n_layers)
    fixed = 0
    linear, scores = [], []                 # per later layer: the write's share (× d_h of p), the scores
    for l, lay in enumerate(model.heads):
        rows = sum(g[0].shape[0] for g in groups[l])
        dh = lay[0].d_head
        if l > first:      # keys of the embedding, queries, and the joint score's keys and scores
            fixed += 2 * n_seq * L * d * rows + len(lay) * n_seq * T * (d + L) * dh
        linear.append(rows * d + n_seq * L * rows)
        scores.append(len(lay) * n_seq * T * L * dh)
    out = []
    for p in partners:
        dp = heads[p].d_head
        own = n_seq * L * dp * (4 * d + 2 * L)
        later = sum(linear[l] * dp + scores[l] for l in range(layer[p] + 1, model.n_layers))
        out.append(own + later)
    return fixed, np.asarray(out, dtype=float)


def induction_macs(s, n_partners, n_seq, length):
    """Multiply-adds of the expected induction score at a :class:`.sizes.Shape` ``s`` (no model needed), with
    ``n_partners`` candidates spread evenly over the layers before the last: the model-based
    :func:`induction_cost` with every layer alike (the dry run of :func:`.plan.analyse_plan`)."""
    d, dh, T = s.d_model, s.d_head, length
    L = 2 * T
    fixed = sum(2 * n_seq * L * d * g * dh + H * n_seq * T * (d + L) * dh
                for H, g in zip(s.n_heads[1:], s.n_kv[1:]))
    later = [(g * dh * d + n_seq * L * g * dh) * dh + H * n_seq * T * L * dh for H, g in zip(s.n_heads, s.n_kv)]
    mean_later = np.mean([sum(later[l + 1:]) for l in range(s.n_layers - 1)]) if s.n_layers > 1 else 0.0
    return float(fixed + n_partners * (n_seq * L * dh * (4 * d + 2 * L) + mean_later))


def _checked_prev(prev, n):
    """``prev`` as a float array of one entry per head (``n``), or an error naming it."""
    try:
        arr = np.asarray(prev, dtype=float)
    except (TypeError, ValueError) as exc:
        raise InputTypeError(f"prev must be an array of one real previous-token score per head ({n}); got "
                             f"{type(prev).__name__} ({exc})") from None
    if arr.shape != (n,):
        raise InputValueError(f"prev must have one previous-token score per head: shape ({n},); got shape {arr.shape}")
    return arr


def checked_budget(budget):
    """The partner budget in multiply-adds: a real number ≥ 0, or ``math.inf`` (no budget)."""
    if isinstance(budget, (int, float, np.integer, np.floating)) and not isinstance(budget, (bool, np.bool_)) \
            and float(budget) == math.inf:
        return math.inf
    return real_number("budget", budget, minimum=0, hint=" (multiply-adds), or math.inf for no budget")


def select_partners(model, candidates, prev, n_seq, length, budget=INDUCTION_BUDGET):
    """``(kept, dropped)`` head indices: the candidates (boolean, layer-major) that have a later
    layer, in decreasing previous-token score, while the estimated cost stays within ``budget``."""
    layer = _layer_index(model)
    budget = checked_budget(budget)
    candidates = np.asarray(candidates)
    n = layer.size
    if candidates.shape != (n,) or candidates.dtype.kind not in "bi":
        raise InputValueError(f"candidates must be a boolean array of one entry per head ({n}); got shape "
                              f"{candidates.shape}, dtype {candidates.dtype}")
    prev = _checked_prev(prev, n)
    cand = [int(p) for p in np.where(candidates.astype(bool))[0] if layer[p] < model.n_layers - 1]
    bad = [p for p in cand if not np.isfinite(prev[p])]
    if bad:
        raise InputValueError(f"prev must be finite at every candidate partner; got {prev[bad[0]]} at head {bad[0]}")
    cand.sort(key=lambda p: (-prev[p], p))
    fixed, each = induction_cost(model, cand, n_seq, length)
    kept, total = [], fixed
    for p, c in zip(cand, each):
        if total + c > budget:
            break
        kept.append(p)
        total += c
    return sorted(kept), sorted(set(cand) - set(kept)), total


def _embedding_rows(model, tokens):
    """Raw layer-0 residuals ``x_j`` (n × L × d_model) of token ids ``tokens`` (n × L), read from a
    lazily folded checkpoint embedding without building its float64 ``W_E``."""
    lazy = getattr(model, "folded_embedding", None)
    if lazy is not None and not lazy.built(model):
        X = lazy.T[tokens].astype(np.float64) - lazy.mu[tokens][..., None]
    else:
        X = np.asarray(model.W_E, dtype=np.float64)[:, tokens].transpose(1, 2, 0).copy()
    if model.W_pos is not None:
        X += model.W_pos[:, :tokens.shape[1]].T
    return X


def _causal_attention_rows(q, k, rows):
    """Causal softmax of ``q kᵀ`` for query rows ``rows`` (absolute positions) of every context:
    ``q`` n × len(rows) × d_h, ``k`` n × L × d_h → n × len(rows) × L."""
    S = q @ k.transpose(0, 2, 1)
    mask = np.arange(k.shape[1])[None, :] > np.asarray(rows)[:, None]
    S = np.where(mask, -np.inf, S)
    S = S - S.max(axis=-1, keepdims=True)
    E = np.exp(S)
    return E / E.sum(axis=-1, keepdims=True)


def _score_layer(dest, Kall, groups, Q, offset, rotate, positions, rows, T):
    """Induction statistic of every query head of one layer into ``dest[offset + h]``, from the
    un-rotated keys ``Kall`` (n × L × stacked kv rows, before ``b_K``) and rotated queries ``Q``."""
    r0 = 0
    for Wk, bk, members in groups:
        K = Kall[..., r0:r0 + Wk.shape[0]]
        r0 += Wk.shape[0]
        if bk is not None:
            K = K + bk
        K = rotate(K, positions)
        # the group's query heads share K: one product and one softmax for all of them (rows stacked)
        Qg = Q[members[0]] if len(members) == 1 else np.concatenate([Q[h] for h in members], axis=1)
        S = Qg @ K.transpose(0, 2, 1)                                  # n × (|group|·T) × L
        S = np.where(np.arange(K.shape[1])[None, :] > np.tile(rows, len(members))[:, None], -np.inf, S)
        S -= S.max(axis=-1, keepdims=True)
        E = np.exp(S)
        target = np.arange(T)
        for j, h in enumerate(members):
            r = j * T + target
            dest[offset + h] = float(np.mean(E[:, r, target + 1] / E[:, r].sum(axis=-1)))


def expected_induction_attention(model, candidates, prev, length=None, n_seq=INDUCTION_SEQUENCES,
                                 seed=INDUCTION_SEED, budget=INDUCTION_BUDGET, tokens=None, progress=False):
    r"""``(P, J, kept, dropped)``: ``P[p, i]`` the expected induction attention of head i through
    partner p alone, ``J[i]`` through all kept partners of earlier layers at once (their writes
    summed in the key residual: the rule's score; module docstring; heads layer-major, NaN where
    there is no kept candidate of an earlier layer), ``kept``/``dropped`` the candidate partners
    used / cut by the budget.

    ``candidates``: boolean per head (the admissible partners); ``prev``: their previous-token
    scores (the order in which the budget keeps them); ``tokens``: explicit ``r r`` contexts
    (n × 2T) instead of the seeded probe.

    >>> from theory.circuits import induction_model
    >>> m = induction_model(n_vocab=12, n_ctx=16)
    >>> P, J, kept, dropped = expected_induction_attention(m, [True, False], [1.0, 0.1])
    >>> kept, dropped, bool(P[0, 1] > 0.8), bool(np.isnan(P[1, 0])), bool(J[1] == P[0, 1])
    ([0], [], True, True, True)
    """
    if tokens is None:
        tokens = induction_probe_tokens(model, length, n_seq, seed)
    else:
        tokens = np.asarray(tokens)
        if tokens.ndim != 2 or tokens.shape[1] % 2 or tokens.shape[1] < 4 or \
                not np.array_equal(tokens[:, :tokens.shape[1] // 2], tokens[:, tokens.shape[1] // 2:]):
            raise InputValueError(f"tokens must be n × 2T contexts r r (T ≥ 2, second half = first); got shape "
                                  f"{tokens.shape}")
        for row in tokens:
            model.tokens(row)
    n_seq, L = tokens.shape
    T = L // 2
    n = sum(model.n_heads)
    heads = [hd for lay in model.heads for hd in lay]
    layer = _layer_index(model)
    start = np.concatenate([[0], np.cumsum(model.n_heads)])
    kept, dropped, _ = select_partners(model, candidates, prev, n_seq, T, budget)
    out, joint = np.full((n, n), np.nan), np.full(n, np.nan)
    if not kept:
        return out, joint, kept, dropped
    from theory.circuits.models.sizes import Shape, induction_bytes
    check_memory(f"expected induction attention: {n_seq} contexts of {L} tokens, one partner at a time",
                 induction_bytes(Shape.of(model), n_seq, L), "use a smaller n_seq or length")
    kind, eps = getattr(model, "normalization", None), getattr(model, "eps", 1e-5)
    bias = getattr(model, "biases", {})
    rot = getattr(model, "rotary", None)
    positions = np.arange(L)
    rows = np.arange(T, L)

    tables = {}                                 # (len, first position) -> cos, sin of every context's positions

    def rotate(M, pos):                         # n × m × d_h rotated at positions pos (len m)
        if rot is None:
            return M
        m = M.shape[1]
        key = (m, int(pos[0]))
        if key not in tables:
            tables[key] = rot.tables(np.tile(pos, M.shape[0]))
        return rot.apply(M.reshape(-1, M.shape[-1]), None, tables[key]).reshape(n_seq, m, -1)

    X = _embedding_rows(model, tokens)                             # n × L × d
    Xn = normalize(kind, X, eps)
    groups = kv_structure(model)
    first = min(layer[p] for p in kept)
    writes = {}                                                    # layer -> sum of its kept partners' writes
    later = {}                                                     # layer -> keys of x, stacked W_K, queries
    for l in range(first + 1, model.n_layers):
        WK = np.concatenate([g[0] for g in groups[l]], axis=0)      # (g·d_h) × d
        Q = []
        for h, hd in enumerate(model.heads[l]):
            q = Xn[:, T:] @ hd.W_Q.T
            if "b_Q" in bias:
                q = q + bias["b_Q"][l][h]
            Q.append(rotate(q, rows))
        later[l] = (WK, X @ WK.T, WK.sum(axis=1), Q)
    # every later layer's stacked W_K, one under the other: a partner's write reaches all of them in one product
    stack = np.concatenate([later[l][0] for l in range(first + 1, model.n_layers)], axis=0)
    offsets = dict(zip(range(first + 1, model.n_layers + 1),
                       np.concatenate([[0], np.cumsum([later[l][0].shape[0] for l in range(first + 1, model.n_layers)])])))
    with bar(len(kept), f"expected induction attention: {len(kept)} partners", progress, unit="partner") as pbar:
        for p in kept:
            _partner_scores(p, model, heads, layer, start, bias, Xn, X, kind, eps, later, writes, out, groups,
                            rotate, positions, rows, T, stack, offsets)
            pbar.update(1)
    for l in range(first + 1, model.n_layers):         # the joint score: every kept earlier partner's write
        WK, KX, K1, Q = later[l]
        Y = X + sum(w for lw, w in writes.items() if lw < l)
        Yn = normalize(kind, Y, eps)
        _score_layer(joint, Yn @ WK.T, groups[l], Q, start[l], rotate, positions, rows, T)
    return out, joint, kept, dropped


def _partner_scores(p, model, heads, layer, start, bias, Xn, X, kind, eps, later, writes, out, groups, rotate,
                    positions, rows, T, stack, offsets):
    """One partner p: its actual output on the contexts, added to ``writes``, and its pair scores
    ``out[p, i]`` with every head i of a later layer (``stack``: the later layers' stacked ``W_K``,
    layer l's rows from ``offsets[l]``)."""
    lp, hp = layer[p], p - start[layer[p]]
    hd = heads[p]
    q, k, v = (Xn @ W.T + (bias[key][lp][hp] if key in bias else 0.0)
               for W, key in ((hd.W_Q, "b_Q"), (hd.W_K, "b_K"), (hd.W_V, "b_V")))
    A = _causal_attention_rows(rotate(q, positions), rotate(k, positions), positions)
    z = A @ v                                                   # n × L × d_h(p)
    o = z @ hd.W_O.T
    writes[lp] = writes.get(lp, 0.0) + o
    Y = X + o
    c = Y.mean(axis=-1) if kind == "LNPre" else np.zeros(Y.shape[:2])
    s = np.sqrt(((Y - c[..., None]) ** 2).mean(axis=-1) + eps) if kind is not None else np.ones(Y.shape[:2])
    o0 = offsets[lp + 1]
    ZK = z @ (stack[o0:] @ hd.W_O).T                            # n × L × (rows of every later layer)
    for l in range(lp + 1, model.n_layers):
        WK, KX, K1, Q = later[l]
        Kall = (KX + ZK[..., offsets[l] - o0:offsets[l + 1] - o0] - c[..., None] * K1) / s[..., None]
        _score_layer(out[p], Kall, groups[l], Q, start[l], rotate, positions, rows, T)
