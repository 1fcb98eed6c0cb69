"""Issue 30 item 7 (speed): the fused forward pass (one ``W_Q`` product for a layer's heads, keys and
values once per kv group, one ``W_O`` product) and the mean ablation that starts each ablated pass at
the ablated head's layer give the numbers of the per-head forward pass and of full-model passes with
the head's ``W_O`` zeroed and its mean output added to ``b_O`` — to float rounding (≤ 1e-12).

The references here are written independently of the code they check: a per-head forward pass (the
pre-fusion arithmetic: ``Rotary.apply``, ``causal_softmax`` per head, explicit MLP), the mean output of a
head from that pass, and induction scores read from its patterns by explicit indexing."""
import numpy as np
import pytest

from theory.circuits import AttentionOnlyModel, induction_model
from theory.circuits.heads import mechanism as M
from theory.circuits.models import sizes
from theory.circuits.heads.behaviour import Behaviour, behaviour_scores, repeated_random_tokens
from theory.circuits.heads.mechanism import ablated_induction, induction_mechanism
from theory.circuits.models.transformer import MLP, Rotary, Transformer, activation
from theory.circuits.models.components import LayerWeights, normalize
from theory.circuits.models.model import causal_softmax
from theory.errors import InputValueError
from tests.circuits.helpers import make, ref_pass

TOL = 1e-12


def _close(got, want, tol=TOL):
    got, want = np.asarray(got, dtype=float), np.asarray(want, dtype=float)
    assert got.shape == want.shape, (got.shape, want.shape)
    assert np.all(np.isfinite(got)) and np.all(np.isfinite(want)), "NaN or inf"
    err = float(np.max(np.abs(got - want))) if got.size else 0.0
    assert err <= tol * max(1.0, float(np.max(np.abs(want))) if want.size else 1.0), err


# ------------------------------------------------------------------------------------------ models
def llama_like(seed=0, n_layers=4, n_heads=6, n_kv=2, d=24, dh=4, d_mlp=20, V=30, biases=True, norm="RMSPre",
               rotary=True, scale=0.6):
    """A random Transformer with every part the forward pass handles: grouped-query heads (each group's
    W_K, W_V repeated: the first head of a group holds the arrays, the next ones the same object or an
    equal copy), biases b_Q, b_K, b_V (shared by a group), b_O, a gated MLP with its norm weight, a
    norm and rotary positions."""
    rng = np.random.default_rng(seed)
    g = lambda *s: rng.normal(scale=scale, size=s)  # noqa: E731
    heads, bq, bk, bv, bo, mlps = [], [], [], [], [], []
    per = n_heads // n_kv
    for l in range(n_layers):
        layer, kb, vb = [], [], []
        for kv in range(n_kv):
            K, V_, b_k, b_v = g(dh, d), g(dh, d), g(dh), g(dh)
            for j in range(per):
                same = j % 2 == 1           # alternately the same array object and an equal copy
                layer.append((g(dh, d), K if same else K.copy(), V_ if same else V_.copy(), g(d, dh)))
                kb.append(b_k if same else b_k.copy())
                vb.append(b_v if same else b_v.copy())
        heads.append(layer)
        bq.append(g(n_heads, dh))
        bk.append(np.stack(kb))
        bv.append(np.stack(vb))
        bo.append(g(d))
        mlps.append(MLP(g(d_mlp, d).astype(np.float32), g(d_mlp), g(d, d_mlp).astype(np.float32), g(d), "silu",
                        W_gate=g(d_mlp, d).astype(np.float32), ln_w=1 + 0.1 * g(d)))
    return Transformer(g(d, V), g(V, d), heads, biases={"b_Q": bq, "b_K": bk, "b_V": bv, "b_O": bo} if biases else None,
                       mlps=mlps, normalization=norm, rotary=Rotary(dh, 10000.0) if rotary else None, n_ctx=64,
                       b_U=g(V) if biases else None)


def _b(model, k, l, h=None):
    b = getattr(model, "biases", {}).get(k)
    if b is None:
        return 0.0
    return b[l] if h is None else b[l][h]


def reference(model, t, ablate=None, mean=None):
    """The per-head forward pass (the arithmetic before fusion) on one sequence: residuals and patterns;
    ``ablate=(l, h)``: that head's W_O zeroed and ``mean`` added to layer l's b_O."""
    norm = getattr(model, "normalization", None)
    eps = getattr(model, "eps", 1e-5)
    rot = getattr(model, "rotary", None)
    X = model.embed(t)
    pos = np.arange(len(t))
    res, pats = [X], []
    for l, layer in enumerate(model.heads):
        Xn = normalize(norm, X, eps)
        out = np.zeros_like(X)
        pl = []
        for h, hd in enumerate(layer):
            q = Xn @ hd.W_Q.T + _b(model, "b_Q", l, h)
            k = Xn @ hd.W_K.T + _b(model, "b_K", l, h)
            v = Xn @ hd.W_V.T + _b(model, "b_V", l, h)
            if rot is not None:
                q, k = rot.apply(q, pos), rot.apply(k, pos)
            A = causal_softmax(q @ k.T)
            pl.append(A)
            W_O = np.zeros_like(hd.W_O) if ablate == (l, h) else hd.W_O
            out += (A @ v) @ W_O.T
        out += _b(model, "b_O", l)
        if ablate is not None and ablate[0] == l:
            out += mean
        X = X + out
        mlps = getattr(model, "mlps", None)
        if mlps is not None:
            m = mlps[l]
            x = normalize(norm, X, eps) * m.ln_w
            pre = x @ m.W_in.astype(float).T + m.b_in
            mid = activation(m.act, x @ m.W_gate.astype(float).T) * pre
            X = X + mid @ m.W_out.astype(float).T + m.b_out
        res.append(X)
        pats.append(pl)
    return res, pats


def reference_mean(model, tokens, l, h):
    """Head (l, h)'s mean output over every position of every sequence, from the reference pass."""
    hd = model.heads[l][h]
    tot, count = 0.0, 0
    for t in tokens:
        res, pats = reference(model, t)
        Xn = normalize(getattr(model, "normalization", None), res[l], getattr(model, "eps", 1e-5))
        v = Xn @ hd.W_V.T + _b(model, "b_V", l, h)
        tot = tot + ((pats[l][h] @ v) @ hd.W_O.T).sum(axis=0)
        count += len(t)
    return tot / count


def reference_induction(model, tokens, T, ablate=None, mean=None):
    """Induction score of every head ``(l, h)``: mean of A[i, i−T+1] over the second copy, then over sequences."""
    acc = {}
    for t in tokens:
        _, pats = reference(model, t, ablate, mean)
        for l, pl in enumerate(pats):
            for h, A in enumerate(pl):
                acc[(l, h)] = acc.get((l, h), 0.0) + np.mean([A[i, i - T + 1] for i in range(T, 2 * T)])
    return {k: v / len(tokens) for k, v in acc.items()}


# ------------------------------------------------------------------------------------------ fused forward
@pytest.mark.parametrize("kw", [{}, {"biases": False, "norm": "LNPre"}, {"rotary": False, "n_kv": 6},
                                {"n_kv": 1, "biases": False, "norm": None, "scale": 0.1}])
def test_fused_forward_equals_the_per_head_forward(kw):
    m = llama_like(**kw)
    t = np.random.default_rng(1).integers(0, m.n_vocab, 11)
    f = m.run(t)
    res, pats = reference(m, t)
    for l in range(m.n_layers):
        _close(f.residuals[l + 1], res[l + 1])
        for h in range(m.n_heads[l]):
            _close(f.patterns[l][h], pats[l][h])
    # a batch through head_patterns: each head visited once per layer, its patterns those of each sequence
    batch = np.random.default_rng(2).integers(0, m.n_vocab, (3, 9))
    seen = {}
    m.head_patterns(batch, lambda l, h, A: seen.setdefault((l, h), []).append(A.copy()))
    assert sorted(seen) == [(l, h) for l in range(m.n_layers) for h in range(m.n_heads[l])]
    for b, row in enumerate(batch):
        _, pats = reference(m, row)
        for (l, h), As in seen.items():
            assert len(As) == 1 and As[0].shape == (3, 9, 9)
            _close(As[0][b], pats[l][h])


def test_kv_groups_are_the_heads_sharing_keys_values_and_their_biases():
    m = llama_like(n_kv=2, n_heads=6)
    lw = LayerWeights.of(m, 0)
    assert [g[0] for g in lw.groups] == [(0, 1, 2), (3, 4, 5)]       # keys and values computed once per group
    assert lw.W_KV.shape == (2 * 2 * 4, m.d_model)
    # a head whose values (or key bias) differ from its group's is its own group
    heads = [list(layer) for layer in m.heads]
    hd = heads[0][1]
    heads[0][1] = (hd.W_Q, hd.W_K, hd.W_V + 1.0, hd.W_O)
    bk = [b.copy() for b in m.biases["b_K"]]
    bk[0][4] += 1.0
    m2 = Transformer(m.W_E, m.W_U, heads, biases=dict(m.biases, b_K=bk), mlps=m.mlps, normalization=m.normalization,
                     rotary=m.rotary, n_ctx=64, b_U=m.b_U)
    assert sorted(g[0] for g in LayerWeights.of(m2, 0).groups) == [(0, 2), (1,), (3, 5), (4,)]
    t = np.arange(10) % m.n_vocab
    f, (res, pats) = m2.run(t), reference(m2, t)
    _close(f.residuals[-1], res[-1])
    for h in range(6):
        _close(f.patterns[0][h], pats[0][h])


def test_heads_of_different_sizes_in_one_layer():
    rng = np.random.default_rng(3)
    d, V = 10, 14
    g = lambda *s: rng.normal(size=s)  # noqa: E731
    heads = [[(g(dh, d), g(dh, d), g(dh, d), g(d, dh)) for dh in (2, 5, 3)], [(g(4, d), g(4, d), g(4, d), g(d, 4))]]
    m = Transformer(g(d, V), g(V, d), heads, g(d, 12))
    t = rng.integers(0, V, 12)
    f, (res, pats) = m.run(t), reference(m, t)
    _close(f.residuals[-1], res[-1])
    for l in range(2):
        for h in range(len(heads[l])):
            _close(f.patterns[l][h], pats[l][h])


# ------------------------------------------------------------------------------------------ mean ablation
def _fake(model, induction, T=5, n_seq=3, seed=0):
    H = sum(model.n_heads)
    z = np.zeros(H)
    ind = np.zeros(H)
    ind[list(induction)] = 0.9
    return Behaviour(z, z, ind, T, n_seq, seed)


def _kexcess(model, partners):
    """A K-excess matrix [earlier, later]: small everywhere valid, 1 at each chosen partner."""
    lay = np.repeat(np.arange(model.n_layers), model.n_heads)
    H = lay.size
    k = np.where(lay[:, None] < lay[None, :], 1e-3 * np.random.default_rng(0).random((H, H)), np.nan)
    for i, p in partners.items():
        k[p, i] = 1.0
    return k


def _check_mechanism(model, beh, kex):
    """The mechanism's drops against reference full passes of each ablated model."""
    mech = induction_mechanism(model, beh, kex, 1 / model.d_model)
    pairs = [(l, h) for l, hs in enumerate(model.n_heads) for h in range(hs)]
    toks = repeated_random_tokens(model.n_vocab, beh.length, beh.n_seq, beh.seed)
    checked = 0
    for i in mech.induction:
        for j, got in ((mech.k_partner[i], mech.ablation_drop[i]), (mech.control[i], mech.control_drop[i])):
            if j < 0:
                assert np.isnan(got)
                continue
            mean = reference_mean(model, toks, *pairs[j])
            after = reference_induction(model, toks, beh.length, pairs[j], mean)[pairs[i]]
            _close(got, beh.induction[i] - after)
            checked += 1
    return mech, checked


def test_ablation_equals_full_passes_with_the_head_mean_ablated():
    """Six layers with MLPs, rotary, GQA, biases; induction heads in layers 2–5 with partners 1–3 layers
    earlier (one partner shared by two induction heads at different layers: its pass reads both)."""
    m = llama_like(n_layers=6, n_heads=4, n_kv=2, d=16, dh=4, d_mlp=12, V=24)
    ix = lambda l, h: 4 * l + h  # noqa: E731
    ind = {ix(2, 1): ix(1, 0), ix(3, 2): ix(1, 0), ix(5, 3): ix(2, 2), ix(4, 0): ix(1, 3)}
    mech, checked = _check_mechanism(m, _fake(m, ind), _kexcess(m, ind))
    assert [int(mech.k_partner[i]) for i in sorted(ind)] == [ind[i] for i in sorted(ind)]
    assert checked == 8 and np.all(mech.control[list(ind)] >= 0)


def test_ablation_in_batches_and_chunks_equals_the_reference(monkeypatch):
    """More sequences than one batch (the clean pass and the ablated passes per batch) and one ablated
    pass at a time (ABLATION_TARGET tiny): the same numbers."""
    m = llama_like(n_layers=4, n_heads=4, n_kv=4, d=12, dh=3, d_mlp=10, V=20, rotary=False, norm="LNPre")
    ind = {4 * 3 + 1: 4 * 1 + 2, 4 * 2 + 0: 4 * 0 + 1}
    monkeypatch.setattr(M, "PROBE_BATCH", 4)
    monkeypatch.setattr(M, "ABLATION_TARGET", 1)
    _, checked = _check_mechanism(m, _fake(m, ind, T=4, n_seq=9, seed=3), _kexcess(m, ind))
    assert checked == 4


def test_ablation_on_the_constructed_induction_model():
    """The attention-only construction (real induction head, its previous-token partner alone in its layer:
    no control): the drop equals the reference's and is most of the induction score."""
    m = induction_model(n_vocab=12, n_ctx=16)
    b = behaviour_scores(m)
    mech, checked = _check_mechanism(m, b, np.array([[np.nan, 1.0], [np.nan, np.nan]]))
    assert checked == 1 and mech.ablation_drop[1] > 0.5 * b.induction[1]


def test_ablated_scores_of_heads_at_or_before_the_ablated_layer_are_the_clean_ones():
    """A read head at or before the ablated head's layer (only when a caller passes such a pair): the clean
    pass's score, as the full ablated pass gives it."""
    m = AttentionOnlyModel.random(3, 2, 10, 4, 15, 24, seed=2)
    toks = repeated_random_tokens(m.n_vocab, 5, 3, seed=1)
    reads = {(1, 1): [(0, 0), (1, 0), (2, 1)], (0, 1): [(2, 0)]}
    got = ablated_induction(m, reads, toks, 5)
    for j, r in reads.items():
        want = reference_induction(m, toks, 5, j, reference_mean(m, toks, *j))
        assert sorted(got[j]) == sorted(r)
        for i in r:
            _close(got[j][i], want[i])


def test_ablation_memory_estimate_is_within_2x_of_the_measured_peak(tmp_path):
    """ablation_bytes against tracemalloc's peak of the ablation, at a moderate width."""
    import tracemalloc
    m = llama_like(n_layers=4, n_heads=8, n_kv=2, d=128, dh=16, d_mlp=256, V=200, scale=0.1)
    toks = repeated_random_tokens(m.n_vocab, 16, 8, seed=0)
    reads = {(0, 1): [(2, 3)], (0, 5): [(2, 3)], (1, 2): [(3, 0), (2, 6)], (1, 6): [(3, 0), (2, 6)]}
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        base = tracemalloc.get_traced_memory()[0]
        ablated_induction(m, reads, toks, 16)
        peak = tracemalloc.get_traced_memory()[1] - base
    finally:
        tracemalloc.stop()
    est = sizes.ablation_bytes(sizes.Shape.of(m), 32, 8, 4, 4, 8)
    assert 0.75 * peak <= est <= 1.6 * peak, (peak, est)


def test_ablated_induction_refuses_sequences_of_the_wrong_length_and_takes_no_heads():
    m = AttentionOnlyModel.random(2, 2, 8, 4, 12, 16, seed=0)
    toks = repeated_random_tokens(m.n_vocab, 4, 2, seed=0)
    with pytest.raises(InputValueError, match=r"tokens must be sequences r r of 2·length = 10 tokens; got 8"):
        ablated_induction(m, {(0, 0): [(1, 0)]}, toks, 5)
    assert ablated_induction(m, {}, toks, 4) == {}


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
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
