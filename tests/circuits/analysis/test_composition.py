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
import copy
import math
import re
import warnings

from theory.circuits.analysis import composition as comp
from theory.circuits.analysis.composition import CompositionScores, head_factors
from theory.errors import TooLargeError

from tests.helpers import _close

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


def _matrices(hd, kind):
    """The later head's M_A for ``kind`` and the head's W_OV, from its own weight matrices."""
    M_A = {"Q": hd.W_K.T @ hd.W_Q, "K": hd.W_Q.T @ hd.W_K, "V": hd.W_O @ hd.W_V}[kind]
    return M_A, hd.W_O @ hd.W_V


def _reference_scores(model, kind):
    """Dense definition ‖M_A M_B‖_F / (‖M_A‖_F ‖M_B‖_F), [l1, h1, l2, h2], 0 unless l1 < l2."""
    L, H = model.n_layers, max(model.n_heads)
    out = np.zeros((L, H, L, H))
    for l1, layer1 in enumerate(model.heads):
        for h1, early in enumerate(layer1):
            M_B = early.W_O @ early.W_V
            for l2 in range(l1 + 1, L):
                for h2, late in enumerate(model.heads[l2]):
                    M_A, _ = _matrices(late, kind)
                    den = np.linalg.norm(M_A) * np.linalg.norm(M_B)
                    out[l1, h1, l2, h2] = np.linalg.norm(M_A @ M_B) / den if den > 0 else 0.0
    return out


def _model(heads, d):
    rng = np.random.default_rng(1)
    return AttentionOnlyModel(rng.normal(size=(d, 3)), rng.normal(size=(3, d)), heads)


def _head(rng, d, r, scale=1.0):
    return tuple(scale * rng.normal(size=s) for s in ((r, d), (r, d), (r, d), (d, r)))


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
def test_scores_of_five_layers_match_the_definition_and_vanish_within_a_layer():
    """Five layers: the gram method groups two later layers together, so same-layer pairs are
    computed and must be masked to exactly 0; every other entry is the dense definition."""
    m = AttentionOnlyModel.random(5, 2, 6, 2, 5, 3, seed=3, positional=False)
    for method in ("auto", "gram", "cross", "dense"):
        s = all_composition_scores(m, method)
        for kind in "QKV":
            assert s[kind].kind == kind
            _close(s[kind], _reference_scores(m, kind), rtol=1e-9, atol=1e-12)
            l1, l2 = np.meshgrid(np.arange(5), np.arange(5), indexing="ij")
            assert np.all(np.asarray(s[kind]).transpose(0, 2, 1, 3)[l1 >= l2] == 0.0)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
def test_uneven_heads_d_model_one_and_an_empty_head():
    """d_model = 1 (a single Gram block of width 1: every score is 1), a last layer with one
    head, and a head with d_head = 0 (its matrices are empty: its scores are 0)."""
    m = AttentionOnlyModel.random(3, [2, 1, 1], 1, 2, 4, 3, seed=0, positional=False)
    for method in ("gram", "cross", "dense"):
        for kind in "QKV":
            s = composition_scores(m, kind, method)
            ref = _reference_scores(m, kind)
            _close(s, ref)
            assert sorted(set(np.round(np.asarray(s), 12).ravel())) == [0.0, 1.0]
    rng = np.random.default_rng(0)
    d = 4
    empty = (np.zeros((0, d)), np.zeros((0, d)), np.zeros((0, d)), np.zeros((d, 0)))
    m = _model([[_head(rng, d, 2), empty], [_head(rng, d, 1)], [empty, _head(rng, d, 3)]], d)
    for method in ("gram", "cross", "dense"):
        for kind in "QKV":
            _close(composition_scores(m, kind, method), _reference_scores(m, kind), rtol=1e-9)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
def test_a_zero_head_scores_zero_without_warnings():
    rng = np.random.default_rng(2)
    d = 5
    zero = tuple(np.zeros_like(w) for w in _head(rng, d, 2))
    m = _model([[_head(rng, d, 2), zero], [zero, _head(rng, d, 2)]], d)
    for method in ("gram", "cross", "dense"):
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            s = all_composition_scores(m, method)
        for kind in "QKV":
            _close(s[kind], _reference_scores(m, kind))
            assert s[kind][0, 1, 1, 1] == 0.0 and s[kind][0, 0, 1, 0] == 0.0


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
def test_negative_huge_weights_are_rescaled_by_their_largest_absolute_entry():
    """All-negative weights of magnitude 1e300 (plus one tiny positive entry): the rescaling must
    use max |W| (not max W), or the squares overflow."""
    rng = np.random.default_rng(4)
    d = 4
    unit = [[_head(rng, d, 2)], [_head(rng, d, 2)]]
    heads = [[tuple(-1e300 * np.abs(w) for w in hd) for hd in layer] for layer in unit]
    for layer in heads:
        for hd in layer:
            hd[0][0, 0] = 1e-300
    big = _model(heads, d)
    small = _model([[tuple(1e-300 * w for w in hd) for hd in layer] for layer in heads], d)   # unit scale
    for method in ("gram", "cross", "dense"):
        for precision in ("double", "single"):
            for kind in "QKV":
                got = composition_scores(big, kind, method, precision)
                tol = 1e-9 if precision == "double" else 1e-4
                _close(got, _reference_scores(small, kind), rtol=tol, atol=tol)


def _orthogonal_pair_model(t):
    """Earlier head writes along v = (−sin t, cos t, 0…), later head reads (K) along
    u = (cos t, sin t, 0…): ``M_A M_B = 0`` exactly in real arithmetic, not in floats."""
    rng = np.random.default_rng(7)
    d = 6
    u, v = np.zeros(d), np.zeros(d)
    u[:2], v[:2] = (np.cos(t), np.sin(t)), (-np.sin(t), np.cos(t))
    early = (rng.normal(size=(1, d)), rng.normal(size=(1, d)), rng.normal(size=(1, d)), v[:, None])
    late = (rng.normal(size=(1, d)), u[None, :], rng.normal(size=(1, d)), rng.normal(size=(d, 1)))
    return _model([[early], [late]], d)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
@pytest.mark.parametrize("t", [0.3, 0.7, 1.1, 0.123, 0.91])
def test_orthogonal_heads_dense_and_cross_resolve_zero_gram_stays_nonnegative(t):
    """cross and dense form ``W_K W_O`` itself, so an exactly orthogonal pair scores O(eps);
    gram works on ‖·‖², whose rounding can be negative: it must clip (never NaN), and its
    error is O(√eps)."""
    m = _orthogonal_pair_model(t)
    for method in ("cross", "dense"):
        assert 0.0 <= composition_scores(m, "K", method)[0, 0, 1, 0] < 1e-14
    g = composition_scores(m, "K", "gram")[0, 0, 1, 0]
    assert np.isfinite(g) and 0.0 <= g < 1e-7


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
def test_gram_noise_shows_that_gram_was_used():
    """At t = 0.7 the gram method's rounding is visible (≈ 7e-9 ≫ eps), so a request for
    cross or dense that silently ran gram would show it (negative control for the test above)."""
    assert composition_scores(_orthogonal_pair_model(0.7), "K", "gram")[0, 0, 1, 0] > 1e-12


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
def test_single_precision_is_float32_and_dense_is_always_double():
    m = AttentionOnlyModel.random(2, 2, 40, 3, 5, 3, seed=5, positional=False)
    d = 40
    for method in ("gram", "cross"):
        double, single = all_composition_scores(m, method), all_composition_scores(m, method, "single")
        for kind in "QKV":
            diff = np.abs(np.asarray(single[kind]) - np.asarray(double[kind]))
            assert diff.max() > 0                           # float32 arithmetic shows
            assert diff.max() <= 4 * d * 2.0 ** -24
    for kind in "QKV":
        a = np.asarray(composition_scores(m, kind, "dense", "single"))
        b = np.asarray(composition_scores(m, kind, "dense", "double"))
        assert np.array_equal(a, b)                         # the dense reference ignores precision


class _Stop(Exception):
    pass


def _recorded_check_size(monkeypatch):
    calls = []

    def record(what, entries, hint, *args, **kw):
        calls.append((what, entries, hint))
        raise _Stop

    monkeypatch.setattr(comp, "check_size", record)
    return calls


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
@pytest.mark.parametrize("method", ["auto", "gram", "cross", "dense"])
@pytest.mark.parametrize("d", [7, 400])
def test_scores_size_estimate_is_the_documented_count(monkeypatch, method, d):
    """The entries passed to the size check, term by term (stacks 4·n·r·d; later/earlier sides
    (2k+2)·n·r·d; two Gram-block buffers 2·n·b² with b = min(d, 384); pair values 3k·n²; the
    result k·(L·H)²; cross adds n²·r², dense adds (k+1)·n·d²), with n, r, d, L·H and k all distinct."""
    calls = _recorded_check_size(monkeypatch)
    rng = np.random.default_rng(0)
    m = _model([[_head(rng, d, 3), _head(rng, d, 1)], [_head(rng, d, 2), _head(rng, d, 1), _head(rng, d, 2)]], d)
    n, r, L, H = 5, 3, 2, 3
    b = min(d, 384)
    for kinds, k in ((("K",), 1), (("Q", "K", "V"), 3)):
        calls.clear()
        with pytest.raises(_Stop):
            if k == 1:
                composition_scores(m, "K", method)
            else:
                all_composition_scores(m, method)
        expected = 4 * n * r * d + (2 * k + 2) * n * r * d + 2 * n * b * b + 3 * k * n * n + k * (L * H) ** 2
        expected += {"cross": n * n * r * r, "dense": (k + 1) * n * d * d}.get(method, 0)
        name = "gram" if method == "auto" else method
        assert calls == [(f"composition_scores(method={name!r}) for {n} heads (d_model={d}, d_head≤{r})",
                          expected, "use fewer heads or a smaller model")]


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
def test_dense_flop_limit_is_exact(monkeypatch):
    """k·n²·d³ flops: 1 · 40² · 500³ = 2e11 is the limit itself (allowed); 41 heads are refused
    with the count in the message; gram and cross have no flop limit."""
    m40 = AttentionOnlyModel.random(2, 20, 500, 1, 2, 1, seed=0, positional=False)
    m41 = AttentionOnlyModel.random(2, [20, 21], 500, 1, 2, 1, seed=0, positional=False)
    msg = ("composition_scores(method='dense') would need about 2.1e+11 flops (limit 2e+11) for 41 heads at "
           "d_model=500; use method='gram'")
    with pytest.raises(TooLargeError) as exc:
        composition_scores(m41, "V", "dense")
    assert str(exc.value) == msg
    with pytest.raises(TooLargeError, match=re.escape("6.3e+11 flops")):
        all_composition_scores(m41, "dense")
    calls = _recorded_check_size(monkeypatch)
    with pytest.raises(_Stop):                  # at the limit: passes the flop check, reaches the size check
        composition_scores(m40, "V", "dense")
    assert len(calls) == 1
    for method in ("gram", "cross", "auto"):
        with pytest.raises(_Stop):
            composition_scores(m41, "V", method)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
def test_composition_score_refusals_name_the_argument():
    A, B = np.ones((2, 3)), np.ones((3, 2))
    cases = [
        ((np.array([[np.nan, 1.0]]), B[:2]), InputValueError, "M_A must be finite; it has 1 NaN/inf entries "
                                                              "(first at index (0, 0))"),
        ((A, np.array([[1.0], [np.inf], [0.0]])), InputValueError, "M_B must be finite; it has 1 NaN/inf entries "
                                                                   "(first at index (1, 0))"),
        ((np.ones(3), B), ShapeError, "M_A must be a 2-d array; got shape (3,)"),
        ((A, np.ones(3)), ShapeError, "M_B must be a 2-d array; got shape (3,)"),
        ((A, np.ones((2, 2))), ShapeError, "composition_score needs M_A.shape[1] == M_B.shape[0]; got M_A (2, 3), "
                                           "M_B (2, 2)"),
        ((np.zeros((2, 3)), B), InputValueError, "composition_score is undefined when M_A is zero (‖M_A‖_F = 0)"),
        ((A, np.zeros((3, 2))), InputValueError, "composition_score is undefined when M_B is zero (‖M_B‖_F = 0)"),
        ((np.zeros((2, 0)), np.zeros((0, 2))), InputValueError,
         "composition_score is undefined when M_A is zero (‖M_A‖_F = 0)"),
        ((LowRankMatrix(np.zeros((2, 1)), np.ones((1, 3))), B), InputValueError,
         "M_A is zero (a factor has no non-zero entry); the quantity is undefined"),
        ((A, LowRankMatrix(np.ones((3, 1)), np.zeros((1, 2)))), InputValueError,
         "M_B is zero (a factor has no non-zero entry); the quantity is undefined"),
        # non-zero factors whose product is zero: the norm itself is 0
        ((LowRankMatrix(np.array([[1.0, 0.0]]), np.array([[0.0], [1.0]])), np.ones((1, 2))), InputValueError,
         "composition_score is undefined when M_A or M_B is zero"),
    ]
    for (a, b), err, msg in cases:
        with pytest.raises(err) as exc:
            composition_score(a, b)
        assert str(exc.value) == msg


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
def test_composition_score_size_check_only_for_two_dense_factors(monkeypatch):
    """Only a dense × dense product is formed; with a LowRankMatrix on either side a product of
    9e8 entries is never formed, and the score is the rank-one value 1."""
    u, v = np.linspace(1, 2, 30000)[:, None], np.linspace(-1, 1, 30000)[None, :]
    assert composition_score(LowRankMatrix(u, np.ones((1, 1))), v) == pytest.approx(1.0, abs=1e-12)
    assert composition_score(u, LowRankMatrix(np.ones((1, 1)), v)) == pytest.approx(1.0, abs=1e-12)
    calls = _recorded_check_size(monkeypatch)
    with pytest.raises(_Stop):
        composition_score(np.ones((3, 2)), np.ones((2, 5)))
    assert calls == [("composition_score (dense product M_A M_B)", 15,
                      "pass LowRankMatrix factors to stay on the small side")]


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
def test_composition_score_matches_the_definition_on_lowrank_sides():
    rng = np.random.default_rng(3)
    L1, R1, L2, R2 = rng.normal(size=(5, 2)), rng.normal(size=(2, 4)), rng.normal(size=(4, 3)), rng.normal(size=(3, 6))
    A, B = L1 @ R1, L2 @ R2
    ref = np.linalg.norm(A @ B) / (np.linalg.norm(A) * np.linalg.norm(B))
    for a in (A, LowRankMatrix(L1, R1)):
        for b in (B, LowRankMatrix(L2, R2)):
            _close(composition_score(a, b), ref)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
def test_composition_baseline_both_forms_and_refusal():
    assert composition_baseline(4) == 0.25 and composition_baseline(4, squared=False) == 0.5
    assert composition_baseline(768, squared=False) == pytest.approx(1 / math.sqrt(768), rel=1e-15)
    # squared=False is the root of the mean square: Monte Carlo of E[comp²] with Gaussian M_B
    rng = np.random.default_rng(0)
    d = 9
    A = rng.normal(size=(d, 2)) @ rng.normal(size=(2, d))
    vals = [composition_score(A, rng.normal(size=(d, d))) ** 2 for _ in range(3000)]
    assert abs(np.sqrt(np.mean(vals)) - composition_baseline(d, squared=False)) < 0.02
    with pytest.raises(InputValueError) as exc:
        composition_baseline(0)
    assert str(exc.value) == "d_model must be an integer >= 1; got 0"


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
def test_head_factors_are_the_heads_own_unscaled_matrices():
    rng = np.random.default_rng(6)
    d = 5
    m = _model([[_head(rng, d, 2, 3.7), _head(rng, d, 1, 0.01)], [_head(rng, d, 3, 250.0)]], d)
    heads = [hd for layer in m.heads for hd in layer]
    for kind in "QKV":
        LA, RA, LB, RB = head_factors(m, kind)
        for i, hd in enumerate(heads):
            M_A, M_B = _matrices(hd, kind)
            _close(LA[i] @ RA[i], M_A, rtol=1e-12, atol=1e-12 * np.abs(M_A).max())
            _close(LB[i] @ RB[i], M_B, rtol=1e-12, atol=1e-12 * np.abs(M_B).max())
    with pytest.raises(InputValueError) as exc:
        head_factors(m, "O")
    assert str(exc.value) == "kind must be one of ('Q', 'K', 'V'); got 'O'"


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
def test_scores_refusals_exact_messages():
    m = AttentionOnlyModel.random(2, 1, 4, 2, 3, 2, seed=0)
    for call, msg in [
        (lambda: composition_scores("model", "K"), "model must be an AttentionOnlyModel; got str"),
        (lambda: all_composition_scores(3), "model must be an AttentionOnlyModel; got int"),
        (lambda: composition_scores(m, "X"), "kind must be one of ('Q', 'K', 'V'); got 'X'"),
        (lambda: composition_scores(m, "K", method="fast"),
         "method must be 'auto', 'gram', 'cross' or 'dense'; got 'fast'"),
        (lambda: composition_scores(m, "K", precision="half"), "precision must be 'double' or 'single'; got 'half'"),
    ]:
        with pytest.raises(InputValueError) as exc:
            call()
        assert str(exc.value) == msg


def _scores_with_uneven_heads():
    m = AttentionOnlyModel.random(3, [2, 1, 2], 6, 2, 5, 3, seed=1, positional=False)
    return composition_scores(m, "Q")


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
def test_labelled_copies_and_views_keep_kind_heads_and_order():
    s = _scores_with_uneven_heads()
    for other in (s.copy(), s.view(), copy.deepcopy(s)):
        assert type(other) is CompositionScores
        assert other.kind == "Q" and other.n_heads == (2, 1, 2) and other.head_labels == s.head_labels
        assert other.score("L0H1", "L2H1") == s.score("L0H1", "L2H1") == float(np.asarray(s)[0, 1, 2, 1])
        with pytest.raises(InputValueError) as exc:            # L1H1 is absent: n_heads must be kept
            other.score("L0H0", "L1H1")
        assert str(exc.value) == ("later must be one of the model's head labels ['L0H0', 'L0H1', 'L1H0', 'L2H0', "
                                  "'L2H1']; got 'L1H1'")
    assert s.T.kind == "Q"
    t = s.T.copy()                                             # unlabelled: a plain C-ordered copy
    assert type(t) is np.ndarray and t.flags.c_contiguous and np.array_equal(t, np.asarray(s).T)
    assert type(s.sum()) is np.float64 and s.sum() == np.asarray(s).sum()


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
def test_score_refusals_exact_messages():
    s = _scores_with_uneven_heads()
    with pytest.raises(InputValueError) as exc:
        s.score("L9H9", "L2H0")
    assert str(exc.value) == ("earlier must be one of the model's head labels ['L0H0', 'L0H1', 'L1H0', 'L2H0', "
                              "'L2H1']; got 'L9H9'")
    with pytest.raises(InputValueError) as exc:
        s.score("L2H0", "L1H0")
    assert str(exc.value) == ("earlier must be in a lower layer than later (scores go from an earlier head into a "
                              "later one); got earlier='L2H0', later='L1H0'")
    with pytest.raises(InputValueError) as exc:
        s.T.score("L0H0", "L1H0")
    assert str(exc.value) == ("this array has no head labels: its axes were rearranged (transpose/reshape/swapaxes) "
                              "or it is a writable numpy copy (astype...); call score on the CompositionScores from "
                              "composition_scores or on its .copy()")


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/analysis/composition.py (tests/test_mutation_kills.py)')
def test_scores_built_by_hand_without_head_counts():
    """``n_heads=None``: every label is present; labels past the given head counts are absent."""
    a = np.arange(9.0).reshape(3, 1, 3, 1)
    s = CompositionScores(a, ["L0H0", "L1H0", "L2H0"], "V")
    assert s.score("L0H0", "L2H0") == 2.0 and s.score("L1H0", "L2H0") == 5.0
    short = CompositionScores(a, ["L0H0", "L1H0", "L2H0"], "V", n_heads=(1, 1))
    assert short.score("L0H0", "L1H0") == 1.0
    with pytest.raises(InputValueError, match="later must be one of"):
        short.score("L0H0", "L2H0")


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/gaussian.py (tests/test_mutation_kills.py)')
def test_scores_repr_names_the_largest_pair_only_when_labelled_and_finite():
    m = AttentionOnlyModel.random(3, [2, 1, 2], 6, 2, 5, 3, seed=1, positional=False)
    s = composition_scores(m, "Q")
    ref = _reference_scores(m, "Q").reshape(6, 6)
    names = ["L0H0", "L0H1", "L1H0", "L1H1", "L2H0", "L2H1"]
    i, j = np.unravel_index(np.argmax(ref), ref.shape)
    assert repr(s) == (f"CompositionScores(Q, 6 heads L0H0…L2H1, shape (3, 2, 3, 2); "
                       f"largest {names[i]} → {names[j]}: {ref[i, j]:.4g})")
    assert repr(s.T) == "CompositionScores(Q, 0 heads ?, shape (2, 3, 2, 3))"
    bad = CompositionScores(np.full((2, 1, 2, 1), np.nan), ["L0H0", "L1H0"], "K")
    assert repr(bad) == "CompositionScores(K, 2 heads L0H0…L1H0, shape (2, 1, 2, 1))"


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/gaussian.py (tests/test_mutation_kills.py)')
def test_head_labels_of_uneven_layers_and_refusal():
    assert comp.head_labels(AttentionOnlyModel.random(3, [2, 1, 3], 4, 2, 5, 3)) == (
        "L0H0", "L0H1", "L1H0", "L2H0", "L2H1", "L2H2")
    with pytest.raises(InputValueError) as exc:
        comp.head_labels([[1.0]])
    assert str(exc.value) == "model must be an AttentionOnlyModel; got list"
