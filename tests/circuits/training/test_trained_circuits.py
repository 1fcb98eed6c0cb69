"""The Markov language, batched term importance, the per-head analysis, and claims L7/L8 on a tiny budget."""
import numpy as np
import pytest
from scipy import stats

from theory.circuits import AttentionOnlyModel, induction_model, path_expansion, term_importance
from theory.circuits.analysis.importance import frozen_forward, next_token_loss, next_token_nll, order_logits
from theory.circuits.heads.two_layer import analyse_heads, analyse_induction
from theory.circuits.training.language import MarkovLanguage
from theory.circuits.training.segments import repeated_segment_batch
from theory.errors import InputTypeError, InputValueError, ShapeError


# ------------------------------------------------------------------ the language
def segments_from_masks(copy, chain):
    """(segment length, start) per row, read back from the masks alone."""
    in_copy = ~chain
    in_copy[:, 0] = False
    first = np.argmax(in_copy, axis=1)          # start + n
    n = in_copy.sum(axis=1)
    return n, first - n


def test_repeats_are_placed_as_documented():
    lang = MarkovLanguage(12, 0.3, seed=1)
    toks, copy, chain = lang.batch(np.random.default_rng(0), 4000, 20, min_len=3, max_len=7)
    assert toks.shape == copy.shape == chain.shape == (4000, 20)
    assert np.all(toks[:, 0] == 0) and np.all(toks[:, 1:] >= 1) and np.all(toks < 12)
    n, start = segments_from_masks(copy, chain)
    assert n.min() == 3 and n.max() == 7 and np.all(start >= 1) and np.all(start + 2 * n <= 20)
    for t, c, ch, m, s in zip(toks, copy, chain, n, start):
        assert np.array_equal(t[s + m:s + 2 * m], t[s:s + m])          # the copy repeats the segment
        assert np.array_equal(np.flatnonzero(c), np.arange(s + m + 1, s + 2 * m))
        assert np.array_equal(np.flatnonzero(~ch), np.r_[0, np.arange(s + m, s + 2 * m)])
    # length uniform on [3, 7]; start uniform on [1, 20 − 2n] given n (chi-square, p > 1e-4)
    assert stats.chisquare(np.bincount(n, minlength=8)[3:]).pvalue > 1e-4
    sel = n == 5
    assert stats.chisquare(np.bincount(start[sel], minlength=11)[1:11]).pvalue > 1e-4


def test_same_placement_law_as_the_uniform_generator():
    """Both generators draw the segment length in [4, (n_ctx−1)//2] and its start in [1, n_ctx − 2n]."""
    _, mask = repeated_segment_batch(np.random.default_rng(0), 3000, 10, 15)
    _, copy, _ = MarkovLanguage(10, seed=0).batch(np.random.default_rng(1), 3000, 15)
    for m in (mask, copy):
        n = m.sum(axis=1) + 1
        assert set(np.unique(n)) == {4, 5, 6, 7}
        starts = np.argmax(m, axis=1) - 1 - n            # first copy = start + n + 1
        assert starts.min() == 1 and np.all(starts + 2 * n <= 15)


def test_bigram_statistics_match_the_chain():
    """Empirical transitions at chain-drawn positions follow P: a chi-square test per row (pooled),
    and the first token follows row 0 (BOS).  Fails on an off-by-one in the sampler or on
    counting copies as chain draws (copies follow the segment, not the chain)."""
    lang = MarkovLanguage(8, 0.5, seed=3)
    toks, _, chain = lang.batch(np.random.default_rng(5), 6000, 16)
    prev, nxt = toks[:, :-1][chain[:, 1:]], toks[:, 1:][chain[:, 1:]]
    counts = np.zeros((8, 8))
    np.add.at(counts, (prev, nxt), 1)
    stat, dof = 0.0, 0
    for t in range(8):
        if counts[t].sum() == 0:
            continue
        exp = counts[t].sum() * lang.P[t]
        keep = exp > 5
        assert counts[t][~keep].sum() <= max(10, 0.01 * counts[t].sum())
        stat += (((counts[t] - exp) ** 2)[keep] / exp[keep]).sum()
        dof += keep.sum() - 1
    assert stats.chi2.sf(stat, dof) > 1e-4, (stat, dof)
    assert counts[0].sum() == 6000                    # every sequence's first token, from row 0
    emp0 = counts[0] / 6000
    assert np.abs(emp0 - lang.P[0]).max() < 5 * np.sqrt(0.25 / 6000)


def test_bigram_entropy_is_the_expected_loss_of_the_chain():
    lang = MarkovLanguage(6, 0.4, seed=2)
    toks, _, chain = lang.batch(np.random.default_rng(0), 3000, 14)
    prev, nxt = toks[:, :-1][chain[:, 1:]], toks[:, 1:][chain[:, 1:]]
    nll = -np.log(lang.P[prev, nxt])                  # the true chain's loss, sample by sample
    H = lang.bigram_entropy(toks, chain)
    assert abs(nll.mean() - H) < 4 * nll.std() / np.sqrt(nll.size)
    p = lang.P[1, 1:]
    assert np.isclose(lang.row_entropy()[1], -(p * np.log(p)).sum())


def test_language_is_seeded_and_validated():
    a, b, c = MarkovLanguage(9, seed=4), MarkovLanguage(9, seed=4), MarkovLanguage(9, seed=5)
    assert np.array_equal(a.P, b.P) and not np.array_equal(a.P, c.P)
    x = a.batch(np.random.default_rng(7), 5, 12)
    y = a.batch(np.random.default_rng(7), 5, 12)
    assert all(np.array_equal(u, v) for u, v in zip(x, y))
    for bad, kind, word in (({"n_vocab": 2}, InputValueError, "n_vocab"),
                            ({"n_vocab": 5, "concentration": 0.0}, InputValueError, "concentration"),
                            ({"n_vocab": 5, "concentration": float("nan")}, InputValueError, "concentration"),
                            ({"n_vocab": 5, "concentration": "1"}, InputTypeError, "concentration")):
        with pytest.raises(kind, match=word):
            MarkovLanguage(**bad)
    with pytest.raises(InputValueError, match="max_len"):
        a.batch(np.random.default_rng(0), 2, 12, max_len=6)
    with pytest.raises(InputValueError, match="min_len"):
        a.batch(np.random.default_rng(0), 2, 12, min_len=5, max_len=4)
    with pytest.raises(InputValueError, match="chain_mask"):
        a.bigram_entropy(x[0], np.zeros_like(x[2]))


# ------------------------------------------------------------------ batched term importance
MODELS = [AttentionOnlyModel.random(2, 3, 16, 4, 10, 12, seed=1),
          AttentionOnlyModel.random(3, [2, 1, 3], 12, 3, 9, 12, seed=2),
          AttentionOnlyModel.random(1, 2, 8, 2, 7, 12, seed=3),
          AttentionOnlyModel.random(2, 2, 8, 4, 6, 12, seed=4, positional=False)]


@pytest.mark.parametrize("model", MODELS, ids=["2x3", "3x[2,1,3]", "1x2", "no-pos"])
@pytest.mark.parametrize("chunk", [1, 5, 256])
def test_batched_term_importance_equals_the_per_term_loop(model, chunk):
    rng = np.random.default_rng(chunk)
    seqs = [rng.integers(0, model.n_vocab, size=int(rng.integers(2, 13))) for _ in range(17)]
    a = term_importance(model, seqs, per_term=True, chunk=chunk)
    b = term_importance(model, seqs, per_term=True, method="loop")
    assert np.allclose(a.loss, b.loss, rtol=0, atol=1e-11) and np.allclose(a.marginal, b.marginal, rtol=0, atol=1e-11)
    assert np.allclose(a.loss_order1_layer, b.loss_order1_layer, rtol=0, atol=1e-11)
    assert set(a.per_term) == set(b.per_term) and len(b.per_term) == int(np.prod([1 + h for h in model.n_heads])) - 1
    assert max(abs(a.per_term[k] - b.per_term[k]) for k in b.per_term) < 1e-11
    full = np.mean([next_token_loss(model.logits(s), s) for s in seqs])   # the forward pass, not the expansion
    assert abs(a.loss[-1] - full) < 1e-11


def test_order_sums_and_patterns_match_the_forward_pass():
    m = MODELS[1]
    t = np.random.default_rng(0).integers(0, m.n_vocab, size=(6, 9))
    X0, patterns, logits = frozen_forward(m, t)
    by_order, by_layer = order_logits(m, t)
    for b in range(6):
        fwd = m.run(t[b])
        assert np.allclose(logits[b], fwd.logits, atol=1e-12) and np.allclose(X0[b], fwd.residuals[0])
        assert all(np.allclose(patterns[l][h][b], fwd.patterns[l][h]) for l in range(3) for h in range(m.n_heads[l]))
        vals = path_expansion(m).evaluate(m, t[b])
        per = vals.by_order()
        assert all(np.allclose(by_order[k][b], per[k], atol=1e-12) for k in range(4))
        for l in range(3):
            first = sum(v for hs, v in zip(vals.heads, vals.values) if len(hs) == 1 and hs[0][0] == l)
            assert np.allclose(by_layer[l][b], first, atol=1e-12)
    assert np.allclose(by_order.sum(axis=0), logits, atol=1e-12)
    z = np.random.default_rng(1).normal(size=(2, 5, 4))
    tt = np.array([[0, 1, 2, 3, 0], [3, 3, 2, 1, 0]])
    assert np.allclose(next_token_nll(z, tt).mean(axis=1), [next_token_loss(z[i], tt[i]) for i in range(2)])


def test_order1_split_is_shapley_and_sums_to_the_gain():
    m = MODELS[0]
    seqs = np.random.default_rng(3).integers(0, 10, size=(8, 10))
    imp = term_importance(m, seqs)
    a, b = imp.loss_order1_layer
    s1, s2 = imp.order1_split()
    assert np.isclose(s1 + s2, imp.marginal[0], atol=1e-12)
    assert np.isclose(s1, ((imp.loss[0] - a) + (b - imp.loss[1])) / 2)
    assert term_importance(MODELS[2], seqs[:, :8] % 7).order1_split() == (pytest.approx(
        term_importance(MODELS[2], seqs[:, :8] % 7).marginal[0]),)
    with pytest.raises(InputValueError, match="1 or 2 layers"):
        term_importance(MODELS[1], seqs % 9).order1_split()


def test_term_importance_bad_arguments():
    m = MODELS[0]
    with pytest.raises(InputValueError, match="method"):
        term_importance(m, [[1, 2]], method="fast")
    with pytest.raises(InputValueError, match="chunk"):
        term_importance(m, [[1, 2]], chunk=0)
    with pytest.raises(ShapeError, match="2-d"):
        frozen_forward(m, [1, 2, 3])
    with pytest.raises(InputValueError, match="ids in"):
        frozen_forward(m, [[1, 2, 99]])
    with pytest.raises(InputValueError, match="model"):
        frozen_forward("m", [[1, 2]])


# ------------------------------------------------------------------ per-head analysis
def test_analyse_heads_on_the_hand_built_induction_model():
    m = induction_model(64, 16, 20.0)
    toks, mask = repeated_segment_batch(np.random.default_rng(0), 30, 64, 16)
    r = analyse_heads(m, toks, mask, margin=0.0)
    old = analyse_induction(m, toks, mask)
    assert r.top == (old.induction_head, old.previous_token_head)
    assert np.allclose(r.excess["K"], old.k_excess) and np.allclose(r.ov_positivity, old.ov_positivity)
    assert np.allclose(r.prev_mass, old.prev_mass)
    assert np.isclose(r.loss_copies, old.loss_repeated) and np.isclose(r.loss_other, old.loss_other)
    assert r.prev_mass[0] > 0.99 and r.induction_mass[0] > 0.9
    # the induction target is i − m + 1, measured by hand
    A = m.run(toks[0]).patterns[1][0]
    i = np.flatnonzero(mask[0])
    seg = mask[0].sum() + 1
    assert np.isclose(np.mean([A[j, j - seg + 1] for j in i]), analyse_heads(m, toks[:1], mask[:1], 0.0).induction_mass[0])
    assert r.composing_pairs() == [("K", 0, 0, float(r.excess["K"][0, 0]))] and r.share_composing() == 1 / 3
    with pytest.raises(InputValueError, match="contiguous"):
        bad = mask.copy()
        bad[0, 1] = True
        analyse_heads(m, toks, bad, 0.0)
    with pytest.raises(InputValueError, match="2-layer"):
        analyse_heads(MODELS[1], np.zeros((1, 8), dtype=int), np.zeros((1, 8), dtype=bool), 0.0)


# ------------------------------------------------------------------ training with the language, claims
def test_training_on_the_markov_language_and_initial_weights():
    pytest.importorskip("torch")
    from theory.circuits.training.segments import train_attention_only
    lang = MarkovLanguage(8, seed=0)
    kw = dict(n_layers=2, n_heads=2, d_model=16, d_head=4, n_vocab=8, n_ctx=12, batch=16, progress=False,
              language=lang)
    a = train_attention_only(steps=30, lr=1e-2, **kw)
    b = train_attention_only(steps=1, **kw)
    assert np.array_equal(a.initial.W_E, b.initial.W_E) and not np.array_equal(a.model.W_E, a.initial.W_E)
    assert a.log[-1][1] < a.log[0][1]
    with pytest.raises(InputValueError, match="n_vocab"):
        train_attention_only(steps=1, **{**kw, "language": MarkovLanguage(9)})
    with pytest.raises(InputTypeError, match="language"):
        train_attention_only(steps=1, **{**kw, "language": "markov"})


@pytest.mark.parametrize("claim_id", ["L7", "L8"])
def test_claims_run_end_to_end_on_a_tiny_budget(claim_id, monkeypatch):
    """The claim code (training, measurement, controls, figures) runs with a few training steps;
    the verdict itself needs the full budget (`theory prove --only L7,L8`)."""
    pytest.importorskip("torch")
    from theory.claims.discovery import claim_module
    from theory.proofs._runs import markov as _circuits
    monkeypatch.setitem(_circuits.SETTINGS, "steps", 4)
    monkeypatch.setitem(_circuits.SETTINGS, "batch", 4)
    monkeypatch.setitem(_circuits.HELD_OUT, "markov", 40)
    monkeypatch.setitem(_circuits.HELD_OUT, "uniform", 20)
    monkeypatch.setattr(_circuits, "SEEDS", (0,))
    out = claim_module(claim_id).CLAIM.run()
    assert out.status in ("verified", "refuted") and len(out.checks) >= 4
    assert any("negative control" in c.name for c in out.checks)
    plt = pytest.importorskip("matplotlib.pyplot")
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        for stem, draw in out.figures.items():
            draw(plt, f"{d}/{stem}.png")
            plt.close("all")


def test_l8_guards_against_nan_reading_as_no_composition():
    """A NaN excess compares False with the margin, so it would count as "does not compose"
    and let (a) and the negative control pass: the claim's finiteness guard must catch it."""
    from dataclasses import replace

    from theory.proofs import L8_trained_composition as L8
    m = induction_model(64, 16, 20.0)
    toks, mask = repeated_segment_batch(np.random.default_rng(0), 10, 64, 16)
    r = analyse_heads(m, toks, mask, margin=0.0)
    assert L8.finite({"m": r})
    bad = replace(r, excess={**r.excess, "K": np.full_like(r.excess["K"], np.nan)})
    assert bad.composing_pairs() == [] and not L8.finite({"m": bad})


def test_l7_l8_controls_count_only_when_the_false_variant_is_refuted_on_finite_numbers():
    """Whatever the registry's control convention, a claim whose ordinary check passed is
    verified only when its control's false variant did not hold, on finite numbers."""
    from theory.proofs._runs.markov import control
    from theory.claims import Check, Outcome
    ok = Check("ordinary", True, "1 = 1")
    assert Outcome([ok, control("negative control: refuted variant", False, "")]).status == "verified"
    assert Outcome([ok, control("negative control: variant holds", True, "")]).status != "verified"
    assert Outcome([ok, control("negative control: NaN", False, "", finite=False)]).status != "verified"
    assert control("negative control: x", False, "").as_dict()["passed"] is True
