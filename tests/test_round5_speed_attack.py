"""Round 5 attack on issue 30's speed work (``theory analyse``): single-precision paths, the fused
forward pass and the stacked mean ablation, checked against references written here — dense
per-head loops in float64 (explicit rotation loop, explicit causal softmax row by row, explicit MLP),
never the code under test."""
import warnings
from dataclasses import replace

import numpy as np
import pytest

from theory.circuits.heads import mechanism as M
from theory.circuits.heads.behaviour import Behaviour, repeated_random_tokens
from theory.circuits.models.transformer import MLP, Rotary, Transformer, activation
from theory.errors import InputValueError


# ------------------------------------------------------------------------------------------ references
def _norm(kind, X, eps):
    """The norm row by row, each row scaled to max-abs 1 first (no overflow of x² for any finite x)."""
    if kind is None:
        return X
    out = np.zeros_like(X, dtype=np.float64)
    for idx in np.ndindex(X.shape[:-1]):
        x = np.asarray(X[idx], dtype=np.float64)
        if kind == "LNPre":
            x = x - x.mean()
        s = float(np.abs(x).max())
        if s > 0:
            y = x / s
            with np.errstate(under="ignore"):
                out[idx] = y / np.sqrt(np.mean(y * y) + eps / s / s)
    return out


def _rotate(x, dim, base):
    out = x.copy()
    h = dim // 2
    for p in range(x.shape[0]):
        for k in range(h):
            th = p * base ** (-2.0 * k / dim)
            a, b = x[p, k], x[p, k + h]
            out[p, k] = a * np.cos(th) - b * np.sin(th)
            out[p, k + h] = b * np.cos(th) + a * np.sin(th)
    return out


def _softmax_causal(S):
    A = np.zeros_like(S)
    for i in range(S.shape[0]):
        e = np.exp(S[i, :i + 1] - S[i, :i + 1].max())
        A[i, :i + 1] = e / e.sum()
    return A


def _bias(m, k, l, h=None):
    b = m.biases.get(k)
    return 0.0 if b is None else (b[l] if h is None else b[l][h])


def _silu(x):
    out = np.empty_like(x)
    for idx, v in np.ndenumerate(x):
        out[idx] = v / (1.0 + np.exp(-v)) if v > -700 else 0.0
    return out


def _gelu_new(x):
    return 0.5 * x * (1.0 + np.tanh(np.sqrt(2.0 / np.pi) * (x + 0.044715 * x ** 3)))


def ref_pass(m, t, ablate=None, mean=None):
    """Per-head float64 forward pass: patterns[l][h] and head outputs[l][h] (n×d_model); ``ablate``:
    that head's output replaced by ``mean`` at every position."""
    X = np.asarray(m.W_E, dtype=np.float64)[:, t].T.copy()
    if m.W_pos is not None:
        X = X + m.W_pos[:, :len(t)].T
    pats, outs = [], []
    for l in range(m.n_layers):
        Xn = _norm(m.normalization, X, m.eps)
        tot, pl, ol = np.zeros_like(X), [], []
        for h, hd in enumerate(m.heads[l]):
            q = Xn @ hd.W_Q.T + _bias(m, "b_Q", l, h)
            k = Xn @ hd.W_K.T + _bias(m, "b_K", l, h)
            v = Xn @ hd.W_V.T + _bias(m, "b_V", l, h)
            if m.rotary is not None:
                q, k = _rotate(q, m.rotary.dim, m.rotary.base), _rotate(k, m.rotary.dim, m.rotary.base)
            A = _softmax_causal(q @ k.T)
            o = (A @ v) @ hd.W_O.T
            pl.append(A)
            ol.append(o)
            tot += mean if ablate == (l, h) else o
        X = X + tot + _bias(m, "b_O", l)
        if m.mlps is not None:
            p = m.mlps[l]
            x = _norm(m.normalization, X, m.eps)
            x = x * (1.0 if p.ln_w is None else p.ln_w) + (0.0 if p.ln_b is None else p.ln_b)
            pre = x @ p.W_in.astype(np.float64).T + p.b_in
            act = {"silu": _silu, "gelu_new": _gelu_new}[p.act]
            mid = act(pre) if p.W_gate is None else act(x @ p.W_gate.astype(np.float64).T) * pre
            X = X + mid @ p.W_out.astype(np.float64).T + p.b_out
        pats.append(pl)
        outs.append(ol)
    return pats, outs


def ref_ablated(m, reads, tokens, T):
    """``{j: {i: induction score of i with j mean-ablated}}`` from full per-head passes."""
    res = {}
    for j, r in reads.items():
        mean = sum(ref_pass(m, t)[1][j[0]][j[1]].sum(0) for t in tokens) / (len(tokens) * tokens.shape[1])
        sc = dict.fromkeys(r, 0.0)
        for t in tokens:
            pats = ref_pass(m, t, ablate=j, mean=mean)[0]
            for i in r:
                sc[i] += np.mean([pats[i[0]][i[1]][p, p - T + 1] for p in range(T, 2 * T)])
        res[j] = {i: v / len(tokens) for i, v in sc.items()}
    return res


def make(seed=0, layers=((3, 4), (2, 4), (2, 4)), d=16, V=20, norm="RMSPre", scale=0.7):
    """Rotary, biases b_Q/b_K/b_V/b_O, gated silu MLPs stored float32 with their norm weight and bias."""
    rng = np.random.default_rng(seed)
    g = lambda *s: rng.normal(scale=scale, size=s)  # noqa: E731
    heads, bq, bk, bv, bo, mlps = [], [], [], [], [], []
    for H, dh in layers:
        heads.append([(g(dh, d), g(dh, d), g(dh, d), g(d, dh)) for _ in range(H)])
        bq.append(g(H, dh))
        bk.append(g(H, dh))
        bv.append(g(H, dh))
        bo.append(g(d))
        mlps.append(MLP(g(12, d).astype(np.float32), g(12), g(d, 12).astype(np.float32), g(d), "silu",
                        W_gate=g(12, d).astype(np.float32), ln_w=1 + 0.1 * g(d), ln_b=0.1 * g(d)))
    return Transformer(g(d, V), g(V, d), heads, biases={"b_Q": bq, "b_K": bk, "b_V": bv, "b_O": bo}, mlps=mlps,
                       normalization=norm, rotary=Rotary(layers[0][1], 10000.0), n_ctx=64)


def scaled(m, E=1.0, V=1.0, O=1.0, mlp=1.0):
    """``m`` with W_E ×E, W_V and b_V ×V, W_O ×O, the MLPs' W_in ×mlp (its stored dtype kept)."""
    heads = [[(h.W_Q, h.W_K, h.W_V * V, h.W_O * O) for h in lay] for lay in m.heads]
    mlps = [replace(p, W_in=(p.W_in.astype(np.float64) * mlp).astype(p.W_in.dtype)) for p in m.mlps]
    b = dict(m.biases)
    b["b_V"] = tuple(x * V for x in b["b_V"])
    return Transformer(m.W_E * E, m.W_U, heads, biases=b, mlps=mlps, normalization=m.normalization, rotary=m.rotary,
                       n_ctx=64)


def _err(got, want):
    vals = [(got[j][i], want[j][i]) for j in want for i in want[j]]
    assert all(np.isfinite(a) and np.isfinite(b) for a, b in vals), vals
    return max(abs(a - b) for a, b in vals)


# ------------------------------------------------------------------------------------------ tests
@pytest.mark.parametrize("norm", ["RMSPre", "LNPre"])
@pytest.mark.parametrize("kw", [dict(E=1e20), dict(E=1e150), dict(V=1e150, O=1e-150), dict(mlp=1e20)],
                         ids=["E1e20", "E1e150", "V1e150O1e-150", "mlp1e20"])
def test_single_precision_ablation_beyond_float32_range_is_recomputed_not_rounded(norm, kw):
    """Weights whose residuals, norms or products leave float32's range: the single-precision mean
    ablation gave silently wrong scores (a 10²⁰ residual squared in the norm → inf → a zero normalised
    residual: error 0.3 on an induction score) with raw numpy warnings, or refused the model with "weights
    too large for float64" although float64 holds it.  Now: the float64 reference's numbers, no warning."""
    T = 4
    m = scaled(make(norm=norm, seed=5), **kw)
    tok = repeated_random_tokens(m.n_vocab, T, 2, 1)
    reads = {(0, 1): [(1, 0), (2, 1)], (1, 1): [(2, 0)]}
    want = ref_ablated(m, reads, tok, T)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        got = M.ablated_induction(m, reads, tok, T, precision="single")
    assert _err(got, want) <= 1e-5


def test_single_precision_ablation_in_range_stays_float32_and_close():
    """The ordinary case still runs in float32 (not silently double: its rounding is visible) and agrees."""
    T = 4
    m = make(seed=5)
    heads = [[[h.W_Q, h.W_K, h.W_V.copy(), h.W_O] for h in lay] for lay in m.heads]
    heads[1][0][2][0, 0] = 1e-40          # one subnormal entry (as bfloat16 checkpoints have): still float32
    m = Transformer(m.W_E, m.W_U, heads, biases=m.biases, mlps=m.mlps, normalization=m.normalization,
                    rotary=m.rotary, n_ctx=64)
    tok = repeated_random_tokens(m.n_vocab, T, 2, 1)
    reads = {(0, 1): [(1, 0), (2, 1)], (1, 1): [(2, 0)]}
    want = ref_ablated(m, reads, tok, T)
    err = _err(M.ablated_induction(m, reads, tok, T, precision="single"), want)
    assert 1e-12 < err <= 1e-5


@pytest.mark.parametrize("s", [1e-23, 1e-30])
def test_single_precision_ablation_of_weights_scaled_to_underflow_float32(s):
    """No norm, W_E and W_V at s, W_Q, W_K, W_O at 1/s: a value v = x W_Vᵀ of s² underflows float32 to
    zero (no floating-point error is raised for underflow) and the ablation read a zero head output:
    error 0.13 on an induction score at s = 10⁻²³.  Such a model now runs in float64."""
    T = 4
    rng = np.random.default_rng(5)
    d, V = 16, 20
    heads = [[(rng.normal(size=(4, d)) / s, rng.normal(size=(4, d)) / s, rng.normal(size=(4, d)) * s,
               rng.normal(size=(d, 4)) / s) for _ in range(H)] for H in (3, 2, 2)]
    m = Transformer(rng.normal(size=(d, V)) * s, rng.normal(size=(V, d)), heads, rotary=Rotary(4, 10000.0), n_ctx=64)
    tok = repeated_random_tokens(V, T, 2, 1)
    reads = {(0, 1): [(1, 0), (2, 1)], (1, 1): [(2, 0)]}
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        got = M.ablated_induction(m, reads, tok, T, precision="single")
    assert _err(got, ref_ablated(m, reads, tok, T)) <= 1e-9


def test_activations_overflow_to_their_limits_without_warnings():
    """silu's exp(−x) overflows for x ≲ −88 in float32 (−709 in float64): x/inf = −0 is the limit, no
    RuntimeWarning; gelu_new's x³ likewise."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for dt in (np.float32, np.float64):
            x = np.array([-1e3, -100.0, 0.0, 100.0], dtype=dt)
            got = activation("silu", x)
            assert np.all(np.isfinite(got)) and np.allclose(got, [0.0, -100 * np.exp(-100.0), 0.0, 100.0], rtol=1e-6,
                                                           atol=1e-40)
            assert activation("gelu_new", np.array([-1e30, 1e30], dtype=dt)).tolist() == [0.0, dt(1e30)]


def test_mechanism_uses_the_gram_matrix_it_is_given(monkeypatch):
    """induction_mechanism(EE=...) must not sweep the vocabulary again (ff0bff0's claim: a stray
    ``EE = None`` discarded the argument); the K-composition QK positivity against a dense reference."""
    m = make(seed=2, norm=None)
    H = sum(m.n_heads)
    lay = np.repeat(np.arange(m.n_layers), m.n_heads)
    kex = np.where(lay[:, None] < lay[None, :], 1e-3 * np.random.default_rng(1).random((H, H)), np.nan)
    kex[1, 4] = kex[3, 6] = 1.0                  # partners: L0H1 for L1H1, L1H0 for L2H1
    ind = np.zeros(H)
    ind[[4, 6]] = 0.9
    beh = Behaviour(np.zeros(H), np.zeros(H), ind, 4, 2, 0)
    W_E = np.asarray(m.W_E)
    EE = W_E @ W_E.T

    def refuse(*a, **k):
        raise AssertionError("embed_gram called although EE was given")
    import theory.circuits.analysis.positivity as P
    monkeypatch.setattr(P, "embed_gram", refuse)
    mech = M.induction_mechanism(m, beh, kex, 1 / m.d_model, ablate=False, EE=EE / np.abs(EE).max())
    heads = [hd for layer in m.heads for hd in layer]
    for i, p in ((4, 1), (6, 3)):
        a, b = heads[p], heads[i]
        lam = np.linalg.eigvals(b.W_K @ a.W_O @ a.W_V @ W_E @ W_E.T @ b.W_Q.T)
        assert abs(mech.kqk[i] - lam.real.sum() / np.abs(lam).sum()) <= 1e-10
    assert np.isnan(mech.kqk[[0, 1, 2, 3, 5]]).all()


@pytest.mark.parametrize("bad", ["float", None, "SINGLE", 32, np.float32, np.array(["single", "double"])],
                         ids=["float", "None", "SINGLE", "32", "np.float32", "array"])
def test_analyse_refuses_a_bad_precision_before_any_work(bad, monkeypatch):
    """analyse(precision=...) was checked only by the composition step: after the plan had been announced
    (as double) and the OV/QK circuits computed (a vocabulary sweep at real sizes); an array of strings
    gave NumPy's ambiguous-truth ValueError."""
    from theory.circuits import induction_model
    from theory.circuits.report import analyse as report

    def refuse(*a, **k):
        raise AssertionError("work started before precision was checked")
    monkeypatch.setattr(report, "embed_grams", refuse)
    msgs = []
    with pytest.raises(InputValueError, match="precision must be 'double' or 'single'"):
        report.analyse(induction_model(n_vocab=12, n_ctx=16), precision=bad, progress=msgs.append)
    assert msgs == []


def ref_rotary_prev(m, L, n_seq, seed=0):
    """The rotary previous-token score by its definition: contexts drawn uniformly (seeded), every residual
    the token's normalised embedding, per head q kᵀ of rotated projections, causal softmax row by row."""
    tokens = np.random.default_rng(seed).integers(0, m.n_vocab, size=(n_seq, L))
    out = []
    for l, layer in enumerate(m.heads):
        for h, hd in enumerate(layer):
            tot = 0.0
            for t in tokens:
                X = _norm(m.normalization, np.asarray(m.W_E, dtype=np.float64)[:, t].T, m.eps)
                q = _rotate(X @ hd.W_Q.T + _bias(m, "b_Q", l, h), m.rotary.dim, m.rotary.base)
                k = _rotate(X @ hd.W_K.T + _bias(m, "b_K", l, h), m.rotary.dim, m.rotary.base)
                A = _softmax_causal(q @ k.T)
                tot += np.mean([A[i, i - 1] for i in range(1, L)])
            out.append(tot / n_seq)
    return np.asarray(out)


@pytest.mark.parametrize("E,Q,K", [(1e30, 1e10, 1e-40), (1e150, 1e-150, 1.0), (1.0, 1e20, 1e20), (1e-20, 1e20, 1.0)])
def test_rotary_previous_token_score_beyond_float32_without_numpy_warnings(E, Q, K):
    """Embeddings or projections beyond float32's range: the single-precision score is recomputed in float64
    (the reference's numbers) — formerly with raw numpy warnings (overflow in cast, invalid value in the
    rotation of inf projections)."""
    from theory.circuits.heads.previous_token import rotary_previous_token_scores
    rng = np.random.default_rng(3)
    d, V = 8, 11
    heads = [[(rng.normal(size=(4, d)) * Q, rng.normal(size=(4, d)) * K, rng.normal(size=(4, d)), rng.normal(size=(d, 4)))
              for _ in range(2)] for _ in range(2)]
    m = Transformer(rng.normal(size=(d, V)) * E, rng.normal(size=(V, d)), heads, normalization=None,
                    rotary=Rotary(4, 10000.0), n_ctx=64)
    want = ref_rotary_prev(m, 6, 3)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        got = rotary_previous_token_scores(m, 6, n_seq=3, precision="single")
    assert np.all(np.isfinite(got)) and np.abs(got - want).max() <= 1e-5


def test_rotary_previous_token_score_overflowing_float64_is_refused_by_name_without_warnings():
    from theory.circuits.heads.previous_token import rotary_previous_token_scores
    rng = np.random.default_rng(3)
    heads = [[(rng.normal(size=(4, 8)) * 1e200, rng.normal(size=(4, 8)), rng.normal(size=(4, 8)), rng.normal(size=(8, 4)))]]
    m = Transformer(rng.normal(size=(8, 11)) * 1e200, rng.normal(size=(11, 8)), heads, rotary=Rotary(4, 10000.0), n_ctx=64)
    for precision in ("single", "double"):
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            with pytest.raises(InputValueError, match="L0H0 overflow float64"):
                rotary_previous_token_scores(m, 6, n_seq=3, precision=precision)


@pytest.mark.parametrize("norm", ["RMSPre", "LNPre"])
@pytest.mark.parametrize("precision", ["single", "double"])
def test_norm_of_a_residual_beyond_sqrt_float_max(norm, precision):
    """W_V, W_O at 10¹⁵⁰ put the residual at ~10³⁰⁰: x² overflowed float64 in the norm and x/√inf gave a
    zero normalised residual — every later head attended uniformly, silently (with a numpy warning).  The
    forward pass's patterns and the mean ablation in both precisions against the scaled reference norm."""
    T = 4
    m = scaled(make(norm=norm, seed=5), V=1e150, O=1e150)
    tok = repeated_random_tokens(m.n_vocab, T, 2, 1)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        f = m.run(tok[0])
        reads = {(0, 1): [(1, 0), (2, 1)], (1, 1): [(2, 0)]}
        got = M.ablated_induction(m, reads, tok, T, precision=precision)
    pats = ref_pass(m, tok[0])[0]
    for l in range(m.n_layers):
        for h in range(m.n_heads[l]):
            assert np.abs(f.patterns[l][h] - pats[l][h]).max() <= 1e-9
    assert _err(got, ref_ablated(m, reads, tok, T)) <= (1e-5 if precision == "single" else 1e-9)


def test_precision_arguments_refuse_arrays_by_name():
    """An array of strings for precision gave NumPy's 'truth value of an array is ambiguous' ValueError."""
    from theory.circuits.analysis.composition import all_composition_scores
    from theory.circuits.heads.previous_token import rotary_previous_token_scores
    m = make(layers=((2, 4), (2, 4)))
    bad = np.array(["single", "double"])
    tok = repeated_random_tokens(m.n_vocab, 3, 2, 0)
    calls = [lambda: all_composition_scores(m, precision=bad),
             lambda: rotary_previous_token_scores(m, 6, n_seq=2, precision=bad),
             lambda: M.ablated_induction(m, {(0, 0): [(1, 0)]}, tok, 3, precision=bad)]
    for call in calls:
        with pytest.raises(InputValueError, match="precision must be 'double' or 'single'"):
            call()


@pytest.mark.parametrize("rule,partners,runs", [("v2", True, False), ("v2", None, False), ("v3", None, True),
                                                ("v4", True, True), ("v4", None, False), ("v4", False, False)])
def test_analyse_plan_lists_expected_induction_exactly_when_it_runs(rule, partners, runs, monkeypatch):
    """The plan lists only the steps analyse runs: rule v2 takes its own branch (the predicted advantage),
    so with induction_partners=True it does not compute the expected induction attention — the plan
    listed it anyway (and counted its time)."""
    from theory.circuits import induction_model
    from theory.circuits.report import plan
    from theory.circuits.report import analyse as report
    seen, ran = {}, []
    real_plan, real_ind = plan.analyse_plan, report.expected_induction_attention

    def spy_plan(*a, **k):
        seen.update(k)
        return real_plan(*a, **k)

    def spy_ind(*a, **k):
        ran.append(1)
        return real_ind(*a, **k)
    monkeypatch.setattr(plan, "analyse_plan", spy_plan)
    monkeypatch.setattr(report, "expected_induction_attention", spy_ind)
    report.analyse(induction_model(n_vocab=12, n_ctx=16), induction_rule=rule, induction_partners=partners,
                   behaviour=False)
    assert seen["induction"] is runs and bool(ran) is runs


def _pos(lam):
    return lam.real.sum() / np.abs(lam).sum()


@pytest.mark.parametrize("big", [1e150, 1e200])
def test_analyse_positivities_of_huge_finite_weights(big):
    """Positivity is scale-free, but analyse formed W_V (W_E W_U) W_O and W_K (W_E W_Eᵀ) W_Q^T (and the
    K-composition QK term through the partner) from the raw weights: at 1e200 they overflowed to inf and
    analyse died with LinAlgError 'Array must not contain infs or NaNs' after numpy warnings.  Now the
    unit-scale model's numbers (dense reference on the unscaled weights), and the forward probe refused by
    name in a note, without warnings."""
    from theory.circuits.report.analyse import analyse
    rng = np.random.default_rng(0)
    d, V = 12, 15
    base = [[(rng.normal(size=(4, d)), rng.normal(size=(4, d)), rng.normal(size=(4, d)), rng.normal(size=(d, 4)))
             for _ in range(2)] for _ in range(2)]
    W_E, W_U = rng.normal(size=(d, V)), rng.normal(size=(V, d))
    m = Transformer(W_E, W_U, [[tuple(w * big for w in hd) for hd in lay] for lay in base])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        r = analyse(m)
    flat = [hd for lay in base for hd in lay]
    ov = [_pos(np.linalg.eigvals(V_ @ W_E @ W_U @ O)) for Q, K, V_, O in flat]
    qk = [_pos(np.linalg.eigvals(K @ W_E @ W_E.T @ Q.T)) for Q, K, V_, O in flat]
    assert np.abs(r.ov_positivity - ov).max() <= 1e-9 and np.abs(r.qk_positivity - qk).max() <= 1e-9
    checked = 0
    for i in range(4):
        j = r.induction_partner[i] if r.induction_partner[i] >= 0 else r.partners["K"][0][i]
        if j >= 0:
            (Q, K, _, _), (_, _, Vp, Op) = flat[i], flat[j]
            assert abs(r.kcomp_positivity[i] - _pos(np.linalg.eigvals(K @ Op @ Vp @ W_E @ W_E.T @ Q.T))) <= 1e-9
            checked += 1
    assert checked == 2
    if big == 1e200:
        assert any("forward pass overflowed" in note for note in r.notes)


def test_forward_pass_overflow_in_the_embedding_is_named():
    rng = np.random.default_rng(0)
    heads = [[(rng.normal(size=(4, 8)), rng.normal(size=(4, 8)), rng.normal(size=(4, 8)), rng.normal(size=(8, 4)))]]
    m = Transformer(np.full((8, 10), 1.5e308), rng.normal(size=(10, 8)), heads, np.full((8, 16), 1.5e308))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(InputValueError, match="the embedding W_E \\+ W_pos is not finite"):
            m.run([1, 2, 3])


@pytest.mark.parametrize("reads", [{(7, 0): [(8, 0)]}, {(0, 0): [(1, 9)]}, {(0, 0): [(9, 0)]}, {(-1, 0): [(2, 0)]},
                                   {(0, 0): [(1, -1)]}, {(0.5, 0): [(1, 0)]}, {(0, 0): [7]}],
                         ids=["ablated-layer", "read-head", "read-layer", "negative-layer", "negative-head", "float",
                              "not-a-pair"])
def test_ablated_induction_refuses_heads_that_do_not_exist(reads):
    """A read head that does not exist came back with an induction score of 0.0 (a false number), a negative
    index ablated another head, and a layer past the last raised a bare IndexError."""
    m = make()
    tok = repeated_random_tokens(m.n_vocab, 4, 2, 0)
    for precision in ("single", "double"):
        with pytest.raises(InputValueError, match="reads'"):
            M.ablated_induction(m, reads, tok, 4, precision=precision)


def test_ablated_induction_accepts_numpy_integer_heads():
    m = make()
    tok = repeated_random_tokens(m.n_vocab, 4, 2, 0)
    a = M.ablated_induction(m, {(np.int64(0), np.int64(1)): [(np.int32(2), 1)]}, tok, 4, precision="double")
    b = M.ablated_induction(m, {(0, 1): [(2, 1)]}, tok, 4, precision="double")
    assert a == b and np.isfinite(b[(0, 1)][(2, 1)])


def test_ablated_induction_refuses_bad_tokens_and_length_by_name():
    """Empty or ragged token arrays raised NumPy's ValueError; a fractional length was truncated silently."""
    from theory.errors import InputTypeError
    m = make()
    tok = repeated_random_tokens(m.n_vocab, 4, 2, 0)
    r = {(0, 0): [(1, 0)]}
    for precision in ("single", "double"):
        for bad in (tok[:0], tok[0], [[1, 2], [3]]):
            with pytest.raises(InputValueError, match="tokens must be a non-empty"):
                M.ablated_induction(m, r, bad, 4, precision=precision)
        with pytest.raises(InputTypeError, match="length must be an integer"):
            M.ablated_induction(m, r, tok, 4.5, precision=precision)
        with pytest.raises(InputValueError, match="length must be an integer >= 1"):
            M.ablated_induction(m, r, tok, 0, precision=precision)


@pytest.mark.parametrize("keep", [True, False])
def test_analyse_kqk_whether_or_not_every_heads_eq_is_kept(keep, monkeypatch):
    """analyse kept (W_E W_Eᵀ) W_Qᵀ and (W_E W_U) W_O of every head at once (2·d_model·Σd_head floats: 1 GB at
    a 1B shape, 8.6 GB at 7B) while the plan counted one head's; now one layer's at a time, the first kept
    for the K-composition QK term only up to EQ_KEEP_BYTES (else formed again per head), and the plan
    counts what is held.  Both ways: the dense reference's positivities."""
    from theory.circuits.models import sizes
    from theory.circuits.report.analyse import analyse
    if not keep:
        monkeypatch.setattr(sizes, "EQ_KEEP_BYTES", 0)
    m = make(layers=((3, 4), (2, 4), (2, 4)), seed=3)
    r = analyse(m, behaviour=False)
    W_E, W_U = np.asarray(m.W_E), np.asarray(m.W_U)
    flat = [hd for lay in m.heads for hd in lay]
    assert np.abs(r.ov_positivity - [_pos(np.linalg.eigvals(h.W_V @ W_E @ W_U @ h.W_O)) for h in flat]).max() <= 1e-9
    assert np.abs(r.qk_positivity - [_pos(np.linalg.eigvals(h.W_K @ W_E @ W_E.T @ h.W_Q.T)) for h in flat]).max() <= 1e-9
    checked = 0
    for i, b in enumerate(flat):
        j = r.induction_partner[i] if r.induction_partner[i] >= 0 else r.partners["K"][0][i]
        if j >= 0:
            a = flat[j]
            assert abs(r.kcomp_positivity[i] - _pos(np.linalg.eigvals(b.W_K @ a.W_O @ a.W_V @ W_E @ W_E.T @ b.W_Q.T))) <= 1e-9
            checked += 1
    assert checked == 4


def test_circuits_estimate_counts_what_the_ov_qk_step_holds():
    """At a 1B-class shape (d_model 2048, 16 layers of 32 heads × 64) one layer's two products are 64 MB and
    every head's (W_E W_Eᵀ) W_Qᵀ 537 MB (beyond EQ_KEEP_BYTES: not kept); at a small shape it is kept."""
    from theory.circuits.models.sizes import EQ_KEEP_BYTES, Shape, circuits_bytes
    big = Shape(n_heads=(32,) * 16, d_model=2048, d_head=64, n_vocab=32000, n_ctx=2048)
    base = 8 * (4 * 2048 ** 2 + 2 * 4096 * 2048)
    assert circuits_bytes(big) == base + 8 * 2 * 2048 * 32 * 64
    small = Shape(n_heads=(4,) * 4, d_model=64, d_head=16, n_vocab=100, n_ctx=64)
    kept = 8 * 64 * 16 * 16
    assert kept <= EQ_KEEP_BYTES
    assert circuits_bytes(small) == 8 * (4 * 64 ** 2 + 2 * 100 * 64 + 2 * 64 * 4 * 16) + kept


def test_fused_attention_public_api_refuses_or_fills_in_by_name():
    """Transformer.attention without rotary tables raised 'cannot unpack non-iterable NoneType'; residuals of
    the wrong width NumPy's matmul error; layer_weights past the last layer a bare IndexError.  The layer's
    output against the per-head reference (positions 0..n−1)."""
    m = make()
    t = [1, 2, 3, 4]
    X = m.embed(t)
    out = m.layer_weights(0).output(m.attention(X, m.layer_weights(0)))
    _, outs = ref_pass(m, t)
    assert np.abs(out - (sum(outs[0]) + m.biases["b_O"][0])).max() <= 1e-12
    with pytest.raises(InputValueError, match="X must be residuals"):
        m.attention(X[:, :5], m.layer_weights(0))
    for bad in (3, -1, 1.0, True):
        with pytest.raises(InputValueError, match="layer must be an integer in 0..2"):
            m.layer_weights(bad)
