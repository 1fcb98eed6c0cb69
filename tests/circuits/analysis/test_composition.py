import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.optimize import linear_sum_assignment

from theory.circuits import (AttentionOnlyModel, LowRankMatrix, composition_baseline, composition_score,
                             composition_scores, induction_model, kcomp_qk_positivity, ov_positivity, positivity,
                             term_importance)
from theory.circuits.analysis.composition import all_composition_scores
from theory.circuits.models.constructions import induction_targets
from theory.errors import InputValueError, ShapeError

from tests.strategies import models

shapes = st.tuples(st.integers(1, 7), st.integers(1, 4), st.integers(1, 7))


@given(shapes, st.integers(0, 2**31 - 1))
def test_low_rank_matches_dense(shape, seed):
    m, r, n = shape
    rng = np.random.default_rng(seed)
    M = LowRankMatrix(rng.normal(size=(m, r)), rng.normal(size=(r, n)))
    D = M.dense
    np.testing.assert_allclose(M.norm(), np.linalg.norm(D), rtol=1e-10, atol=1e-12)
    s = M.singular_values()
    np.testing.assert_allclose(s, np.linalg.svd(D, compute_uv=False)[: s.size], rtol=1e-9, atol=1e-9)
    U, S, Vh = M.svd()
    np.testing.assert_allclose(U @ np.diag(S) @ Vh, D, rtol=1e-9, atol=1e-9)
    np.testing.assert_allclose(M.T.dense, D.T, rtol=0, atol=1e-12)
    other = LowRankMatrix(rng.normal(size=(n, 2)), rng.normal(size=(2, 3)))
    np.testing.assert_allclose((M @ other).dense, D @ other.dense, rtol=1e-9, atol=1e-9)
    assert (M @ other).rank_bound == min(r, 2, n)     # never larger than the shared dimension n
    B = rng.normal(size=(n, 4))
    np.testing.assert_allclose((M @ B).dense, D @ B, rtol=1e-9, atol=1e-9)
    assert (M @ B).rank_bound == min(r, n)
    A = rng.normal(size=(3, m))
    np.testing.assert_allclose((A @ M).dense, A @ D, rtol=1e-9, atol=1e-9)
    assert (A @ M).rank_bound == min(r, m)


@given(st.integers(2, 7), st.integers(1, 3), st.integers(0, 2**31 - 1))
def test_low_rank_eigenvalues_are_dense_nonzero_spectrum(n, r, seed):
    rng = np.random.default_rng(seed)
    r = min(r, n - 1)
    M = LowRankMatrix(rng.normal(size=(n, r)), rng.normal(size=(r, n)))
    small, dense = M.eigenvalues(), np.linalg.eigvals(M.dense)
    big = dense[np.argsort(-np.abs(dense))][:r]
    cost = np.abs(small[:, None] - big[None, :])
    i, j = linear_sum_assignment(cost)
    assert cost[i, j].max() <= 1e-8 * max(1, np.abs(big).max())


@settings(max_examples=20)
@given(models(max_layers=3, max_heads=3), st.sampled_from("QKV"))
def test_composition_methods_agree_with_dense(m, kind):
    dense = composition_scores(m, kind, method="dense")
    for method in ("cross", "gram"):
        np.testing.assert_allclose(composition_scores(m, kind, method), dense, rtol=1e-9, atol=1e-12)
        np.testing.assert_allclose(all_composition_scores(m, method)[kind], dense, rtol=1e-9, atol=1e-12)
    assert np.all(dense >= 0) and np.all(dense <= 1 + 1e-12)
    # TransformerLens' order [l1, h1, l2, h2], earlier head first, checked pair by pair against
    # the definition on the heads' own matrices (no shared indexing code)
    L, H = m.n_layers, max(m.n_heads)
    got = composition_scores(m, kind)
    assert got.head_labels == tuple(f"L{l}H{h}" for l in range(L) for h in range(H))
    for l1 in range(L):
        for h1 in range(H):
            for l2 in range(L):
                for h2 in range(H):
                    if l1 >= l2 or h1 >= m.n_heads[l1] or h2 >= m.n_heads[l2]:
                        assert got[l1, h1, l2, h2] == 0 and dense[l1, h1, l2, h2] == 0
                        continue
                    a, b = m.heads[l1][h1], m.heads[l2][h2]
                    MA = {"Q": b.W_QK.T, "K": b.W_QK, "V": b.W_OV}[kind]
                    ref = np.linalg.norm(MA @ a.W_OV) / (np.linalg.norm(MA) * np.linalg.norm(a.W_OV))
                    assert abs(got[l1, h1, l2, h2] - ref) <= 1e-9 * max(ref, 1e-3)
                    assert got.score(f"L{l1}H{h1}", f"L{l2}H{h2}") == got[l1, h1, l2, h2]


def test_composition_scores_are_read_only_so_labels_cannot_detach():
    """An in-place sort or assignment would leave the labels naming the wrong heads."""
    s = composition_scores(AttentionOnlyModel.random(2, 2, 8, 2, 5, 4, seed=0), "K")
    before = s.score("L0H1", "L1H0")
    for mutate in (lambda a: a.sort(axis=1), lambda a: a.__setitem__((0, 1, 1, 0), 0.0)):
        for target in (s, s.copy(), s.view()):
            with pytest.raises(ValueError, match="read-only"):
                mutate(target)
    assert s.score("L0H1", "L1H0") == before == s.copy().score("L0H1", "L1H0") == s.view().score("L0H1", "L1H0")
    other = s.astype(np.float32)           # a numpy copy is writable, so it drops the labels
    other.sort(axis=1)
    with pytest.raises(InputValueError, match="no head labels"):
        other.score("L0H1", "L1H0")
    plain = np.array(s)                   # a writable plain copy carries no labels
    plain.sort(axis=1)
    assert type(plain) is np.ndarray and plain.flags.writeable


@settings(max_examples=6)
@given(st.integers(300, 520), st.integers(2, 3), st.integers(1, 3), st.integers(0, 2**31 - 1))
def test_composition_gram_blocks_and_single_precision(d_model, n_layers, n_heads, seed):
    """d_model ≥ 300 splits the Gram matrices into 2–3 uneven blocks; single precision stays
    within its stated O(d·2⁻²⁴) relative error."""
    m = AttentionOnlyModel.random(n_layers, n_heads, d_model, 5, 7, 3, seed=seed, positional=False)
    dense = all_composition_scores(m, "dense")
    for method in ("gram", "cross"):
        double, single = all_composition_scores(m, method), all_composition_scores(m, method, "single")
        for kind in "QKV":
            np.testing.assert_allclose(double[kind], dense[kind], rtol=1e-9, atol=1e-12)
            np.testing.assert_allclose(single[kind], dense[kind], rtol=d_model * 2.0 ** -24 * 4, atol=1e-6)
    with pytest.raises(InputValueError, match="precision"):
        all_composition_scores(m, precision="half")


@given(st.integers(1, 6), st.integers(1, 6), st.integers(1, 6), st.floats(0.01, 100), st.floats(0.01, 100),
       st.integers(0, 2**31 - 1))
def test_composition_score_bounds_and_scale(m, k, n, a, b, seed):
    rng = np.random.default_rng(seed)
    A, B = rng.normal(size=(m, k)), rng.normal(size=(k, n))
    s = composition_score(A, B)
    assert 0 <= s <= 1 + 1e-12
    assert abs(composition_score(a * A, -b * B) - s) <= 1e-10
    lr = composition_score(LowRankMatrix(A, np.eye(k)), LowRankMatrix(np.eye(k), B))
    assert abs(lr - s) <= 1e-10


def test_composition_baseline_monte_carlo():
    rng = np.random.default_rng(0)
    d = 12
    vals = [composition_score(rng.normal(size=(d, 3)) @ rng.normal(size=(3, d)),
                              rng.normal(size=(d, 2)) @ rng.normal(size=(2, d))) ** 2 for _ in range(2000)]
    se = np.std(vals, ddof=1) / np.sqrt(len(vals))
    assert abs(np.mean(vals) - composition_baseline(d)) <= 4 * se


@settings(max_examples=20)
@given(models(max_layers=2, max_heads=2))
def test_positivity_small_side_equals_dense(m):
    ov = ov_positivity(m)
    for l, layer in enumerate(m.heads):
        for h, hd in enumerate(layer):
            assert abs(ov[l, h] - positivity(m.W_U @ hd.W_OV @ m.W_E)) <= 1e-8
    if m.n_layers == 2:
        kq = kcomp_qk_positivity(m)
        a, b = m.heads[0][0], m.heads[1][0]
        assert abs(kq[0, 0, 1, 0] - positivity(m.W_E.T @ b.W_QK @ a.W_OV @ m.W_E)) <= 1e-8   # [l1, h1, l2, h2]
        assert np.all(kq[1, :, :, :] == 0) and np.all(kq[:, :, 0, :] == 0)


def test_induction_model_predicts_and_rests():
    m = induction_model(10, 12, 20.0)
    rng = np.random.default_rng(1)
    for _ in range(30):
        seq = np.concatenate([[0], rng.integers(1, 10, size=11)])
        L = m.logits(seq)
        for i, tg in enumerate(induction_targets(seq)):
            if i and tg:
                assert int(L[i].argmax()) in tg
            elif i:
                assert np.abs(L[i]).max() < 0.05


def test_term_importance_sums_to_model_loss():
    m = AttentionOnlyModel.random(2, 2, 8, 2, 6, 6, seed=0)
    seqs = [[0, 1, 2, 3, 4, 5], [5, 4, 3, 2, 1, 0]]
    imp = term_importance(m, seqs, per_term=True)
    assert len(imp.loss) == 3 and len(imp.marginal) == 2
    assert abs(sum(imp.marginal) - (imp.loss[0] - imp.loss[-1])) < 1e-12
    assert len(imp.per_term) == 8


def test_bad_inputs():
    m = AttentionOnlyModel.random(2, 1, 4, 2, 5, 4, seed=0)
    with pytest.raises(InputValueError, match=r"kind must be one of \('Q', 'K', 'V'\); got 'X'"):
        composition_scores(m, "X")
    with pytest.raises(ShapeError, match=r"M_A \(3, 3\), M_B \(2, 2\)"):
        composition_score(np.eye(3), np.eye(2))
    with pytest.raises(InputValueError, match="beta must be a finite number > 0; got 0"):
        induction_model(5, 5, beta=0)
    with pytest.raises(InputValueError, match="n_ctx must be an integer >= 2; got 1"):
        induction_model(5, 1)
    with pytest.raises(InputValueError, match="at least 2 tokens"):
        term_importance(m, [[1]])
    with pytest.raises(InputValueError, match="at least one"):
        term_importance(m, [])
    with pytest.raises(InputValueError, match="M must be finite"):
        positivity(np.array([[np.inf]]))
    with pytest.raises(ShapeError, match=r"L \(3, 2\) and R \(3, 3\)"):
        LowRankMatrix(np.ones((3, 2)), np.ones((3, 3)))
