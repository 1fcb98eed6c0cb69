"""Tests written to kill mutants that survived ``tools/mutation.py`` (README "Development").

Organised by module.  Each test compares with something that does not share the code under
test (a dense numpy definition on the heads' own matrices, explicit Gaussian conditioning,
brute force over coordinate sets), or pins a refusal's exact error type and message.

Modules mutation-tested, and where the tests that kill their survivors live:

=======================================  ==================================================================
module                                   killing tests (reference)
=======================================  ==================================================================
circuits/analysis/composition.py,        here (dense numpy definitions)
analysis/positivity.py
circuits/models/factored.py              here (the dense matrix L @ R)
inference/strategies/gaussian.py,        here (information form, explicit conditioning, brute force over
adaptive.py, nonadaptive.py              coordinate sets)
claims/ (compare.py: verdict helpers;    tests/test_claims.py (exact Fraction arithmetic; evidence of every
model.py: Check, Outcome, Claim.execute) check kind and execute path)
identities/ (compare.py: the comparison  tests/test_identities.py (the definitions of exact and float
of an instance; as_claim.py: claims      comparison; the claim's control and evidence)
made by check())
inference/models/patching.py             tests/test_linear_attention.py (ΔL summed term by term in
                                         Fractions; donors as bit strings)
=======================================  ==================================================================
"""
import copy
import math
import re
import warnings
from fractions import Fraction
from itertools import combinations

import numpy as np
import pytest
import sympy as sp

from theory.circuits import AttentionOnlyModel, LowRankMatrix, composition_baseline, composition_score
from theory.circuits.analysis import composition as comp
from theory.circuits.analysis.composition import CompositionScores, all_composition_scores, composition_scores, head_factors
from theory.errors import InputTypeError, InputValueError, ShapeError, TooLargeError
from theory.inference import GaussianPrior, coordinate_mse, posterior
from theory.inference.strategies import gaussian


def _close(actual, expected, rtol=1e-10, atol=1e-12):
    """Elementwise ``|a − e| ≤ atol + rtol·|e|``; any non-finite value fails (NaN never passes)."""
    a, e = np.asarray(actual, dtype=float), np.asarray(expected, dtype=float)
    assert a.shape == e.shape, (a.shape, e.shape)
    assert np.all(np.isfinite(a)) and np.all(np.isfinite(e)), (a, e)
    assert np.all(np.abs(a - e) <= atol + rtol * np.abs(e)), (a, e)


# ----------------------------------------------------------------------------------------------
# theory/circuits/analysis/composition.py

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


def test_gram_noise_shows_that_gram_was_used():
    """At t = 0.7 the gram method's rounding is visible (≈ 7e-9 ≫ eps), so a request for
    cross or dense that silently ran gram would show it (negative control for the test above)."""
    assert composition_scores(_orthogonal_pair_model(0.7), "K", "gram")[0, 0, 1, 0] > 1e-12


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


def test_composition_score_matches_the_definition_on_lowrank_sides():
    rng = np.random.default_rng(3)
    L1, R1, L2, R2 = rng.normal(size=(5, 2)), rng.normal(size=(2, 4)), rng.normal(size=(4, 3)), rng.normal(size=(3, 6))
    A, B = L1 @ R1, L2 @ R2
    ref = np.linalg.norm(A @ B) / (np.linalg.norm(A) * np.linalg.norm(B))
    for a in (A, LowRankMatrix(L1, R1)):
        for b in (B, LowRankMatrix(L2, R2)):
            _close(composition_score(a, b), ref)


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


def test_scores_built_by_hand_without_head_counts():
    """``n_heads=None``: every label is present; labels past the given head counts are absent."""
    a = np.arange(9.0).reshape(3, 1, 3, 1)
    s = CompositionScores(a, ["L0H0", "L1H0", "L2H0"], "V")
    assert s.score("L0H0", "L2H0") == 2.0 and s.score("L1H0", "L2H0") == 5.0
    short = CompositionScores(a, ["L0H0", "L1H0", "L2H0"], "V", n_heads=(1, 1))
    assert short.score("L0H0", "L1H0") == 1.0
    with pytest.raises(InputValueError, match="later must be one of"):
        short.score("L0H0", "L2H0")


# ----------------------------------------------------------------------------------------------
# theory/inference/strategies/gaussian.py



def _spd(rng, D):
    A = rng.normal(size=(D, D))
    return A @ A.T + 0.5 * np.eye(D)


def test_numeric_posterior_equals_the_information_form():
    """Mean and covariance against ``P = (Σ⁻¹ + RᵀR/τ²)⁻¹``, ``m = P(Σ⁻¹μ + Rᵀφ/τ²)`` by numpy."""
    rng = np.random.default_rng(0)
    D, tau2 = 4, 0.3
    S, mu, R, phi = _spd(rng, D), rng.normal(size=D), rng.normal(size=(2, D)), rng.normal(size=2)
    P = np.linalg.inv(np.linalg.inv(S) + R.T @ R / tau2)
    mean, cov = posterior(GaussianPrior(S, mean=mu), R, tau2, readings=phi)
    _close(cov, P, rtol=1e-9, atol=1e-12)
    _close(mean, P @ (np.linalg.solve(S, mu) + R.T @ phi / tau2), rtol=1e-9, atol=1e-12)
    _close(posterior(GaussianPrior(S, mean=mu), R, tau2), P, rtol=1e-9, atol=1e-12)
    _close(gaussian.information_form(S, R, tau2), P, rtol=1e-9, atol=1e-12)


def test_noiseless_posterior_is_the_schur_complement():
    rng = np.random.default_rng(1)
    D, Sset = 4, [0, 2]
    S, mu, phi = _spd(rng, D), rng.normal(size=D), rng.normal(size=2)
    rest = [1, 3]
    R = np.eye(D)[Sset]
    mean, cov = posterior(GaussianPrior(S, mean=mu), R, 0, readings=phi)
    ref = np.zeros((D, D))
    W = S[np.ix_(rest, Sset)] @ np.linalg.inv(S[np.ix_(Sset, Sset)])
    ref[np.ix_(rest, rest)] = S[np.ix_(rest, rest)] - W @ S[np.ix_(Sset, rest)]
    _close(cov, ref, rtol=1e-9, atol=1e-12)
    _close(mean[Sset], phi)
    _close(mean[rest], mu[rest] + W @ (phi - mu[Sset]), rtol=1e-9, atol=1e-12)


def test_exact_posterior_equals_the_exact_information_form():
    S = sp.Matrix([[3, 1, 0], [1, 2, sp.Rational(1, 2)], [0, sp.Rational(1, 2), 1]])
    mu = sp.Matrix([1, -2, sp.Rational(1, 3)])
    R = sp.Matrix([[1, 2, 0], [0, 1, -1]])
    phi = sp.Matrix([sp.Rational(1, 2), 3])
    tau2 = sp.Rational(1, 3)
    P = (S.inv() + R.T * R / tau2).inv()
    for noise in ("1/3", Fraction(1, 3), tau2):
        mean, cov = posterior(GaussianPrior(S, mean=mu), R, noise, readings=phi)
        assert cov == P and mean == P * (S.inv() * mu + R.T * phi / tau2)
    assert posterior(GaussianPrior(S, mean=mu), np.array([[1, 2, 0], [0, 1, -1]]), "1/3") == P   # a real numpy R
    assert gaussian.information_form(S, R, "1/3") == P
    # noiseless (the docstring example) and a symbolic noise variance t: 2 − 2·2/(2 + t) = 2t/(2 + t)
    p = GaussianPrior(sp.Matrix([[2, 1], [1, 2]]))
    assert posterior(p, sp.Matrix([[1, 0]]), 0) == sp.Matrix([[0, 0], [0, sp.Rational(3, 2)]])
    t = sp.Symbol("t")
    cov = posterior(GaussianPrior(sp.Matrix([[2]])), [[1]], t)
    assert sp.simplify(cov[0, 0] - 2 * t / (2 + t)) == 0


def test_posterior_refusals_exact_messages():
    num = GaussianPrior(np.eye(2))
    ex = GaussianPrior(sp.Matrix([[2, 1], [1, 2]]))
    cases = [
        (lambda: posterior(3, [[1, 0]], 0), InputTypeError, "posterior needs a GaussianPrior; got int"),
        (lambda: posterior(num, [[1, 0]], -0.5), InputValueError, "noise must be ≥ 0 (a variance τ²); got -0.5"),
        (lambda: posterior(ex, [[1, 0]], "-1/2"), InputValueError, "noise must be ≥ 0 (a variance τ²); got -1/2"),
        (lambda: posterior(ex, [[1, 0]], Fraction(-1, 2)), InputValueError,
         "noise must be ≥ 0 (a variance τ²); got -1/2"),
        (lambda: posterior(num, [[1, 0]], "abc"), InputValueError, "noise must be a number like '1/2'; got 'abc'"),
        (lambda: posterior(ex, np.array([[1, 1j]]), 0), InputValueError, "R must be real; got a complex array"),
        (lambda: posterior(ex, [[1, 1j]], 0), InputValueError, "R must be real; it has a non-real entry"),
        (lambda: posterior(ex, [[1, sp.I]], 0), InputValueError, "R must be real; it has a non-real entry"),
        (lambda: posterior(ex, "abc", 0), InputTypeError,
         "R must be a matrix (m × 2); got str (\nData type not understood; expecting list of lists or lists of values.)"),
        (lambda: posterior(ex, [[1, 0, 0]], 0), ShapeError, "R must have 2 columns (one per coordinate); got shape (1, 3)"),
        (lambda: posterior(num, np.array([[1, 1j]]), 0), InputValueError,
         "R must be real; got a complex array (its imaginary part would be dropped)"),
        (lambda: posterior(num, [1.0, 0.0], 0), ShapeError, "R must be a 2-d array; got shape (2,)"),
        (lambda: posterior(num, [[np.nan, 0.0]], 0), InputValueError,
         "R must be finite; it has 1 NaN/inf entries (first at index (0, 0))"),
        (lambda: posterior(num, [[1.0, 0.0, 0.0]], 0), ShapeError,
         "R must have 2 columns (one per coordinate); got shape (1, 3)"),
        (lambda: posterior(num, [[1.0, 0.0]], 0.1, readings=[1.0, 2.0]), ShapeError,
         "readings must have shape (1); got (2,)"),
        (lambda: posterior(num, [[1.0, 0.0]], 0.1, readings=[[1.0]]), ShapeError,
         "readings must be a 1-d array; got shape (1, 1)"),
        (lambda: posterior(num, [[1.0, 0.0]], 0.1, readings=[np.inf]), InputValueError,
         "readings must be finite; it has 1 NaN/inf entries (first at index (0,))"),
    ]
    for call, err, msg in cases:
        with pytest.raises(err) as exc:
            call()
        assert str(exc.value) == msg, str(exc.value)


def _mse_pinv(C, q, S, tau2):
    """Reference MSE: ``Σ_c q_c [C − C_{:,S} (C_SS + τ²I)⁺ C_{S,:}]_cc`` (pseudo-inverse), numpy."""
    C = np.asarray(C, dtype=float)
    S = list(S)
    post = C if not S else C - C[:, S] @ np.linalg.pinv(C[np.ix_(S, S)] + tau2 * np.eye(len(S)), rcond=1e-9) @ C[S, :]
    return float(np.dot(np.asarray(q, dtype=float), np.diag(post)))


def _mse_exact(C, q, S, tau2):
    """Exact reference on an invertible block: SymPy inverse, then Σ q_c post_cc as a Fraction."""
    C = sp.Matrix(C)
    S = list(S)
    post = C if not S else C - C[:, S] * (C.extract(S, S) + sp.Rational(tau2) * sp.eye(len(S))).inv() * C[S, :]
    total = sum(sp.Rational(qc) * post[c, c] for c, qc in enumerate(q))
    return Fraction(int(total.p), int(total.q))


def test_coordinate_mse_against_the_pseudo_inverse_and_exact_references():
    rng = np.random.default_rng(2)
    D = 4
    C, q = _spd(rng, D), [1.0, 2.0, 0.5, 3.0]
    p = GaussianPrior(C, scales_sq=q)
    for k in range(D + 1):
        for S in combinations(range(D), k):
            for tau2 in (0.0, 0.25):
                assert abs(coordinate_mse(p, S, tau2) - _mse_pinv(C, q, S, tau2)) <= 1e-9 * np.trace(C) * 3
    Ce = sp.Matrix([[4, 2, 1], [2, 3, 1], [1, 1, 2]])
    qe = [1, Fraction(1, 2), 3]
    pe = GaussianPrior(Ce, scales_sq=qe)
    for S in ([], [0], [1, 2], [0, 1, 2]):
        for tau2 in (0, Fraction(1, 3)):
            got = coordinate_mse(pe, S, tau2)
            assert type(got) is Fraction and got == _mse_exact(Ce, qe, S, tau2)
    t = sp.Symbol("t", positive=True)          # symbolic noise on an exact prior: t/(1+t) + 1
    assert sp.simplify(coordinate_mse(GaussianPrior(sp.eye(2)), [0], t) - (t / (1 + t) + 1)) == 0


@pytest.mark.parametrize("scale", [1.0, 1e4, 1e-4])
def test_coordinate_mse_on_a_singular_numeric_covariance(scale):
    """Rank-2 Σ in 3 dimensions (v₂ = v₀ + 2v₁ in real arithmetic, not exactly in floats): any two
    coordinates determine the third, so noiseless readings of 2 or 3 of them leave MSE 0."""
    A = np.array([[1.0, 0.3], [0.2, 1.1], [1.4, 2.5]]) * np.sqrt(scale)
    C = A @ A.T
    p = GaussianPrior(C, allow_singular=True)
    for S in ([0, 1], [1, 2], [0, 2], [0, 1, 2]):
        assert abs(coordinate_mse(p, S, 0)) <= 1e-9 * scale
    for S in ([0], [2]):
        assert coordinate_mse(p, S, 0) == pytest.approx(_mse_pinv(C, [1, 1, 1], S, 0), rel=1e-9)


def test_exact_singular_covariance_reduces_to_an_independent_subset():
    C = sp.Matrix([[1, 1, 2], [1, 2, 3], [2, 3, 5]])          # v₂ = v₀ + v₁ exactly
    p = GaussianPrior(C, allow_singular=True)
    assert coordinate_mse(p, [0, 1, 2], 0) == 0 and coordinate_mse(p, [0, 2], 0) == 0
    assert coordinate_mse(p, [2], 0) == _mse_exact(C, [1, 1, 1], [2], 0)


def _brute_force(C, q, D, M, tau2, exact):
    vals = {S: (_mse_exact(C, q, S, tau2) if exact else _mse_pinv(C, q, S, tau2)) for S in combinations(range(D), M)}
    best = min(vals.values())
    tie = (lambda v: v == best) if exact else (lambda v: abs(v - best) <= 1e-12 * abs(best) + 1e-15)
    return best, {S for S, v in vals.items() if tie(v)}


def test_nonadaptive_and_adaptive_solvers_against_brute_force():
    Ce = sp.Matrix([[4, 2, 1, 0], [2, 3, 1, 1], [1, 1, 2, 0], [0, 1, 0, 3]])
    qe = [1, Fraction(1, 2), 3, 1]
    pe = GaussianPrior(Ce, scales_sq=qe)
    D = 4
    for M in range(D + 1):
        for tau2 in (0, Fraction(1, 2)):
            best, sets = _brute_force(Ce, qe, D, M, tau2, exact=True)
            mse, got_sets, examined = gaussian.solve_nonadaptive(pe, M, tau2)
            assert mse == best and set(got_sets) == sets and examined == math.comb(D, M)
            amse, node, states = gaussian.solve_adaptive(pe, M, tau2)
            assert amse == best
            assert states == sum(math.comb(D, i) for i in range(M + 1))
            # the policy: at the root every first reading that can still reach the optimum is a tie
            if M == 0:
                assert node == (None, "stop", (), (), (), _mse_exact(Ce, qe, [], tau2), 1)
                continue
            first, label, ties, labels, branches, here, weight = node
            assert ties == tuple(c for c in range(D) if any(c in S for S in sets))
            assert first == ties[0] and label == f"θ[{first}]" and labels == tuple(f"θ[{c}]" for c in ties)
            assert here == _mse_exact(Ce, qe, [], tau2) and weight == 1
            assert len(branches) == 1 and branches[0][:2] == ("any reading", 1)
            path, n = [first], branches[0][2]
            while n[1] != "stop":
                path.append(n[0])
                assert n[5] == _mse_exact(Ce, qe, sorted(path[:-1]), tau2)
                n = n[4][0][2]
            assert tuple(sorted(path)) in sets and n[5] == best
    # numeric prior, all sets tie (isotropic): the first set in lexicographic order is the policy's
    p = GaussianPrior(np.eye(3) * 2.0)
    mse, sets, examined = gaussian.solve_nonadaptive(p, 2, 0.5)
    assert sets == ((0, 1), (0, 2), (1, 2)) and mse == pytest.approx(2.0 + 2 * (2.0 * 0.5 / 2.5), rel=1e-12)


def test_bellman_by_quadrature_equals_the_best_fixed_set():
    """Nothing in the quadrature recursion assumes I1; its optimum must still be the best set."""
    rng = np.random.default_rng(5)
    D = 3
    C, q, mu = _spd(rng, D), [1.0, 0.5, 2.0], rng.normal(size=D)
    p = GaussianPrior(C, mean=mu, scales_sq=q)
    for M, tau2 in ((0, 0.3), (1, 0.3), (2, 0.1), (2, 2.0)):
        best, _ = _brute_force(C, q, D, M, tau2, exact=False)
        assert gaussian.bellman_by_quadrature(p, M, tau2, points=3) == pytest.approx(best, rel=1e-9)
    pe = GaussianPrior(sp.Matrix([[2, 1], [1, 2]]))
    assert gaussian.bellman_by_quadrature(pe, 1, "1/2", points=2) == pytest.approx(
        float(_brute_force(sp.Matrix([[2, 1], [1, 2]]), [1, 1], 2, 1, Fraction(1, 2), exact=True)[0]), rel=1e-12)


def test_gaussian_solver_refusals_exact_messages():
    num3 = GaussianPrior(np.eye(3))
    t = sp.Symbol("t")
    cases = [
        (lambda: coordinate_mse(3, [0]), InputTypeError, "coordinate_mse needs a GaussianPrior; got int"),
        (lambda: coordinate_mse(num3, [0], "abc"), InputValueError, "noise must be a number like '1/2'; got 'abc'"),
        (lambda: coordinate_mse(num3, [0], -1), InputValueError, "noise must be ≥ 0; got -1"),
        (lambda: coordinate_mse(num3, [0], t), InputTypeError, "noise is symbolic (t); a numeric prior needs a number"),
        (lambda: gaussian.solve_nonadaptive(3, 1), InputTypeError, "optimal_nonadaptive needs a GaussianPrior; got int"),
        (lambda: gaussian.solve_adaptive(3, 1), InputTypeError, "optimal_adaptive needs a GaussianPrior; got int"),
        (lambda: gaussian.solve_nonadaptive(num3, 4), InputValueError, "M must be an integer in [0, 3]; got 4"),
        (lambda: gaussian.solve_nonadaptive(num3, 1, max_sets=0), InputValueError,
         "max_sets must be an integer >= 1; got 0"),
        (lambda: gaussian.solve_nonadaptive(num3, 2, max_sets=2), TooLargeError,
         "Gaussian search over C(3, 2) = 3 coordinate sets exceeds max_sets=2; lower M or raise max_sets"),
        (lambda: gaussian.solve_adaptive(GaussianPrior(np.eye(30)), 5), TooLargeError,
         "the Gaussian Bellman recursion memoises every set of ≤ M = 5 of 30 coordinates: 1.74e+05 sets × 30 "
         "children > 2e+06; lower M"),
        (lambda: gaussian.solve_nonadaptive(GaussianPrior(np.eye(20)), 10), TooLargeError,
         "the Gaussian search would evaluate 184756 coordinate sets of a numeric 20-dim prior (work 3.7e+06 > limit "
         "3e+05); lower M, or use a smaller prior"),
        (lambda: gaussian.solve_nonadaptive(GaussianPrior.isotropic(12, 1), 6), TooLargeError,
         "the Gaussian search would evaluate 924 coordinate sets of a exact (SymPy) 12-dim prior (work 1.33e+05 > "
         "limit 6.4e+04); lower M, or use a numeric prior"),
        (lambda: gaussian.bellman_by_quadrature(3, 1, 0.5), InputTypeError,
         "bellman_by_quadrature needs a GaussianPrior; got int"),
        (lambda: gaussian.bellman_by_quadrature(GaussianPrior(sp.Matrix([[t, 0], [0, 1]])), 1, 0.5), InputTypeError,
         "bellman_by_quadrature needs a numeric covariance; cov has symbols"),
        (lambda: gaussian.bellman_by_quadrature(num3, 4, 0.5), InputValueError, "M must be an integer in [0, 3]; got 4"),
        (lambda: gaussian.bellman_by_quadrature(num3, 1, 0.5, points=0), InputValueError,
         "points must be an integer >= 1; got 0"),
        (lambda: gaussian.bellman_by_quadrature(num3, 1, 0), InputValueError,
         "noise must be > 0 for the quadrature recursion (readings are continuous); got 0"),
        (lambda: gaussian.bellman_by_quadrature(num3, 1, t), InputTypeError,
         "noise is symbolic (t); this computation needs a number"),
        (lambda: gaussian.bellman_by_quadrature(GaussianPrior(np.eye(10)), 3, 0.5, points=7), TooLargeError,
         "quadrature Bellman recursion needs ~343000 posterior updates; dim·points ≤ 58 fits for M=3"),
    ]
    for call, err, msg in cases:
        with pytest.raises(err) as exc:
            call()
        assert str(exc.value) == msg, str(exc.value)


def test_bellman_by_quadrature_default_is_three_points(monkeypatch):
    """The documented default ``points=3`` is the rule actually used (and sizes the cost check)."""
    degrees = []
    real = np.polynomial.hermite_e.hermegauss

    def record(deg):
        degrees.append(deg)
        return real(deg)

    monkeypatch.setattr(np.polynomial.hermite_e, "hermegauss", record)
    p = GaussianPrior(np.array([[2.0, 0.5], [0.5, 1.0]]))
    assert gaussian.bellman_by_quadrature(p, 1, 0.5) == pytest.approx(_brute_force(p.cov, [1, 1], 2, 1, 0.5, False)[0])
    assert degrees == [3]


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


def test_head_labels_of_uneven_layers_and_refusal():
    assert comp.head_labels(AttentionOnlyModel.random(3, [2, 1, 3], 4, 2, 5, 3)) == (
        "L0H0", "L0H1", "L1H0", "L2H0", "L2H1", "L2H2")
    with pytest.raises(InputValueError) as exc:
        comp.head_labels([[1.0]])
    assert str(exc.value) == "model must be an AttentionOnlyModel; got list"


def test_gaussian_defaults_and_remaining_messages():
    pe = GaussianPrior(sp.Matrix([[4, 2, 1], [2, 3, 1], [1, 1, 2]]))
    best, sets = _brute_force(pe.cov, [1, 1, 1], 3, 1, 0, exact=True)
    assert gaussian.solve_nonadaptive(pe, 1)[:2] == (best, tuple(sorted(sets)))      # default: noiseless
    assert gaussian.solve_adaptive(pe, 1)[0] == best
    num3 = GaussianPrior(np.eye(3))
    for call, err, msg in [
        (lambda: gaussian.solve_nonadaptive(GaussianPrior(np.eye(30)), 10), TooLargeError,
         "Gaussian search over C(30, 10) = 30045015 coordinate sets exceeds max_sets=2000000; lower M or raise "
         "max_sets"),
        (lambda: gaussian.bellman_by_quadrature(num3, 1, "abc"), InputValueError,
         "noise must be a number like '1/2'; got 'abc'"),
        (lambda: gaussian.bellman_by_quadrature(GaussianPrior(np.eye(2)), 1, 0.5, points=100001), TooLargeError,
         "quadrature Bellman recursion needs ~200002 posterior updates; dim·points ≤ 200000 fits for M=1"),
    ]:
        with pytest.raises(err) as exc:
            call()
        assert str(exc.value) == msg, str(exc.value)


def test_gaussian_size_limits_are_inclusive():
    """At a limit the search runs: count = max_sets, and exact work C(40, 1)·40² = 64000 = MAX_EXACT_WORK
    (the numeric work C(D, M)·D never equals 300000, nor the memo count Σ_{i≤M} C(D, i)·D 2e6, for D ≤ 2000)."""
    assert gaussian.solve_nonadaptive(GaussianPrior(np.eye(3)), 2, max_sets=3)[2] == 3
    assert gaussian.solve_adaptive(GaussianPrior(np.eye(3)), 2, max_sets=3)[0] == pytest.approx(1.0)
    mse, sets, examined = gaussian.solve_nonadaptive(GaussianPrior.isotropic(40, 1), 1)
    assert mse == 39 and examined == 40 and len(sets) == 40
    with pytest.raises(TooLargeError) as exc:
        gaussian.solve_adaptive(GaussianPrior(np.eye(30)), 10)
    assert str(exc.value) == ("Gaussian search over C(30, 10) = 30045015 coordinate sets exceeds max_sets=2000000; "
                              "lower M or raise max_sets")


def test_non_gaussian_priors_are_pointed_to_the_general_solvers():
    from theory.inference import DiscretePrior, TreePrior
    hint = (" (a TreePrior or DiscretePrior goes to optimal_adaptive / optimal_nonadaptive, or to its "
            "moment_matched_gaussian())")
    for prior in (TreePrior(2, "1/2"), DiscretePrior([[0, 1], [1, 0]], ["1/2", "1/2"])):
        with pytest.raises(InputTypeError) as exc:
            coordinate_mse(prior, [0])
        assert str(exc.value) == f"coordinate_mse needs a GaussianPrior; got {type(prior).__name__}" + hint


# ----------------------------------------------------------------------------------------------
# theory/inference/strategies/adaptive.py
#
# The reference is a brute-force Bayes recursion written from the definitions: the posterior on
# a support set S is the prior restricted to S, its loss mass is Σ_{s∈S} p_s Σ_c q_c (v_sc − m_c)²
# (m the posterior mean), and a reading of coordinate c splits S by the value v_sc.  Tree priors
# are rebuilt here as path indicators with q = α^k; nothing of theory's loss, problem or DP code
# is used.

from theory.inference import DiscretePrior, TreePrior, optimal_adaptive  # noqa: E402
from theory.inference.strategies import adaptive  # noqa: E402


class _Finite:
    """A finite prior from its definition: ``points`` (support × coordinates), ``probs``, ``q``."""

    def __init__(self, points, probs, q, labels, outcome):
        self.points, self.probs, self.q, self.labels, self.outcome = points, probs, q, labels, outcome
        self.memo = {}

    @classmethod
    def of(cls, prior):
        if isinstance(prior, TreePrior):
            K = prior.depth
            nodes = [(k, i) for k in range(1, K + 1) for i in range(2 ** k)]
            points = [[int(s >> (K - k) == i) for k, i in nodes] for s in range(2 ** K)]
            return cls(points, [Fraction(1, 2 ** K)] * 2 ** K, [prior.alpha ** k for k, _ in nodes],
                       [str(n) for n in nodes], lambda v: "on path" if v else "off path")
        return cls(prior.points, prior.probs, prior.scales_sq, [f"θ[{c}]" for c in range(prior.dim)],
                   lambda v: f"v={v}")

    def mass(self, S):
        return sum((self.probs[s] for s in S), Fraction(0))

    def loss(self, S):
        P = self.mass(S)
        if P == 0:
            return P
        total = Fraction(0)
        for c, q in enumerate(self.q):
            mean = sum(self.probs[s] * self.points[s][c] for s in S) / P
            total += q * sum(self.probs[s] * (self.points[s][c] - mean) ** 2 for s in S)
        return total

    def split(self, S, c):
        """Outcome classes of reading c on S, in the solver's order (trees: on path first; else by value)."""
        values = sorted({self.points[s][c] for s in S}, reverse=self.outcome(1) == "on path")
        return [(v, frozenset(s for s in S if self.points[s][c] == v)) for v in values]

    def options(self, S, m):
        """``{c: value of reading c first}`` over the coordinates that split S."""
        return {c: sum(self.value(sub, m - 1) for _, sub in self.split(S, c))
                for c in range(len(self.q)) if len(self.split(S, c)) > 1}

    def value(self, S, m):
        if (S, m) not in self.memo:
            opts = self.options(S, m) if m > 0 else {}
            self.memo[S, m] = min([self.loss(S), *opts.values()])
        return self.memo[S, m]

    def check_policy(self, node, S, m):
        """Every field of the solver's policy node for the state (S, m)."""
        assert node.loss == self.loss(S) and node.mass == self.mass(S)
        opts = self.options(S, m) if m > 0 else {}
        best = min(opts.values(), default=None)
        if best is None or not best < self.loss(S):
            assert (node.coordinate, node.label, node.ties, node.tie_labels, node.branches) == (None, "stop", (), (), ())
            return self.loss(S)
        ties = tuple(c for c in sorted(opts) if opts[c] == best)
        assert node.ties == ties and node.coordinate == ties[0]
        assert node.label == self.labels[ties[0]] and node.tie_labels == tuple(self.labels[c] for c in ties)
        parts = self.split(S, node.coordinate)
        assert [o for o, _, _ in node.branches] == [self.outcome(v) for v, _ in parts]
        total = Fraction(0)
        for (_, p, child), (_, sub) in zip(node.branches, parts):
            assert p == self.mass(sub) / self.mass(S)
            total += self.check_policy(child, sub, m - 1)
        assert total == best
        return total


def _check_adaptive(prior, M, **kw):
    ref = _Finite.of(prior)
    r = optimal_adaptive(prior, M, **kw)
    root = frozenset(range(len(ref.probs)))
    steps = min(M, prior.depth) if isinstance(prior, TreePrior) else M
    assert r.mse == ref.value(root, steps) and r.mse == ref.check_policy(r.policy, root, steps)
    assert isinstance(r.mse, Fraction)
    return r


@pytest.mark.parametrize("K,a", [(1, Fraction(1, 3)), (2, Fraction(1, 2)), (2, Fraction(7, 9)), (3, Fraction(2, 5))])
def test_adaptive_tree_dp_and_policy_against_the_brute_force_recursion(K, a):
    T = TreePrior(K, a)
    for M in range(K + 2 if K < 3 else K + 1):          # M = K + 1 is clamped to K (checked on small trees)
        for sym in (True, False):
            _check_adaptive(T, M, symmetric=sym)


def test_adaptive_discrete_dp_and_policy_against_the_brute_force_recursion():
    """Uneven probabilities, zero-probability points, scales, three-valued and constant coordinates,
    a split that does not lower the loss (stop, not read) and one support point."""
    priors = [
        DiscretePrior([[0, 1, 2, 5], [1, 1, 0, 5], [2, 0, 2, 5], [0, 0, 1, 5], [1, 0, 0, 5]],
                      ["1/10", "2/10", "3/10", "1/4", "3/20"], ["1", "1/2", "3", "7"]),
        DiscretePrior([[0, 0], [1, 3], [0, 3], [1, 0]], ["1/3", "1/6", "1/2", "0"], ["2", "1/5"]),
        DiscretePrior([[3, 1], [3, 2]], ["1", "0"]),   # the only split separates a null point: stop
        DiscretePrior([[0, 0], [0, 1], [1, 0]], ["1/2", "1/2", "0"]),
        DiscretePrior([[1, 2, 3]], ["1"]),
    ]
    for prior in priors:
        for M in range(prior.dim + 1):
            _check_adaptive(prior, M)
    stop = optimal_adaptive(priors[2], 2).policy
    assert stop.coordinate is None and stop.loss == 0 == optimal_adaptive(priors[2], 2).mse


def test_adaptive_tree_as_discrete_prior_matches_the_reference():
    _check_adaptive(TreePrior(2, Fraction(3, 4)).to_discrete(), 3)


def test_adaptive_solver_defaults_and_max_states_name():
    """``solve`` memoises on symmetry classes by default (T(3), M = 2: 6 classes, 27 plain sets)."""
    T = TreePrior(3, "1/2")
    assert adaptive.solve(T, 2)[2] == 6 and adaptive.solve(T, 2, symmetric=False)[2] == 27
    with pytest.raises(InputValueError) as exc:
        optimal_adaptive(T, 2, max_states=0)
    assert str(exc.value) == "max_states must be an integer >= 1; got 0"


def test_adaptive_memo_limit_is_inclusive_and_refused_with_its_message():
    """With M = 2 the memo holds the M = 1 states of the root's outcome classes, then the root: the
    last new state is met with n − 2 stored, so max_states = n − 1 runs and n − 2 is refused."""
    for T, sym in ((TreePrior(2, "1/2"), True), (TreePrior(3, "1/2"), False)):
        n = optimal_adaptive(T, 2, symmetric=sym).states
        assert optimal_adaptive(T, 2, symmetric=sym, max_states=n - 1).states == n
        with pytest.raises(TooLargeError) as exc:
            optimal_adaptive(T, 2, symmetric=sym, max_states=n - 2)
        assert str(exc.value) == (f"the dynamic program passed max_states={n - 2} memoised states; "
                                  "use a smaller depth or M, or raise max_states")


def test_adaptive_state_table_is_the_measured_memo_size():
    """The table the size check uses against the DP's own memo count (cheap entries; M = 0 needs no
    memo, the table's 1 there is an upper bound); depth ≤ 3 uses the unreduced counts as a bound."""
    measured = {True: {5: 4, 6: 2, 7: 2}, False: {4: 3, 5: 2, 6: 1, 7: 1}}
    for sym, rows in measured.items():
        for K, top in rows.items():
            T = TreePrior(K, "1/2")
            for M in range(1, top + 1):
                assert optimal_adaptive(T, M, symmetric=sym).states == adaptive.TREE_STATES[sym][K][M], (sym, K, M)
            assert optimal_adaptive(T, 0, symmetric=sym).states == 0 < adaptive.TREE_STATES[sym][K][0]
    for M in range(4):
        got = optimal_adaptive(TreePrior(3, "1/2"), M, symmetric=False).states
        assert adaptive._tree_states(3, M, True) == adaptive._tree_states(3, M, False) == max(got, 1)
    small = [optimal_adaptive(TreePrior(K, "1/2"), M, symmetric=s).states
             for K in (1, 2) for M in range(K + 1) for s in (True, False)]
    assert max(small) == optimal_adaptive(TreePrior(2, "1/2"), 2, symmetric=False).states == 11
    assert adaptive._tree_states(2, 2, False) == adaptive._tree_states(1, 1, True) == 11
    # unmeasured sizes fall back to the unreduced table, and beyond both to None (refused)
    assert adaptive._tree_states(7, 3, True) == 112 and adaptive._tree_states(7, 2, False) is None
    assert adaptive._tree_states(4, 3, True) == 465
    assert adaptive._tree_states(8, 1, True) is None and adaptive._tree_states(6, 7, True) is None


def _light_discrete(points):
    """A uniform DiscretePrior of integer points without the per-entry validation (cheap at 1e5 entries),
    for the size checks, which read only ``size``, ``dim`` and ``points``."""
    prior = DiscretePrior.__new__(DiscretePrior)
    prior.points, prior.size, prior.dim = points, len(points), len(points[0])
    prior.probs, prior.scales_sq = [Fraction(1, len(points))] * len(points), [1] * len(points[0])
    return prior


def _reachable(prior, M):
    """Support sets reachable with ≤ M readings, by recursion over the definition."""
    ref, seen = _Finite.of(prior), set()

    def walk(S, m):
        seen.add(S)
        if m:
            for c in range(len(ref.q)):
                parts = ref.split(S, c)
                if len(parts) > 1:
                    for _, sub in parts:
                        walk(sub, m - 1)

    walk(frozenset(range(len(ref.probs))), M)
    return len(seen)


def test_discrete_reachable_set_count_and_its_cap():
    P = DiscretePrior([[0, 1, 2], [1, 1, 0], [2, 0, 2], [0, 0, 1], [1, 2, 0]], ["1/5"] * 5)
    for M in range(4):
        n = _reachable(P, M)
        assert adaptive._discrete_states(P, M, 10 ** 6) == n
        assert adaptive._discrete_states(P, M, n) == n
        assert M == 0 or adaptive._discrete_states(P, M, n - 1) is None
    # the size check's cap is inclusive: two support points split by one coordinate reach 3 sets;
    # unit = M·dim²·support, cap = 2e8 // unit = 3 at dim 5500 (accepted) and 2 at dim 5800 (refused)
    for dim, ok in ((5500, True), (5800, False)):
        prior = _light_discrete([[0] * dim, [1] + [0] * (dim - 1)])
        if ok:
            adaptive.check_size(prior, 1)
        else:
            with pytest.raises(TooLargeError) as exc:
                adaptive.check_size(prior, 1)
            assert str(exc.value) == (
                "adaptive DP on a discrete prior with 2 support points and 5800 coordinates reaches more than 2 "
                "support sets with M=1 readings (work limit 2e+08 = sets × M × dim² × support); fewer support "
                "points, coordinates or readings M fit")


# ----------------------------------------------------------------------------------------------
# theory/inference/strategies/nonadaptive.py
#
# References: the partition of the support by a fixed coordinate set and its loss masses from
# ``_Finite`` above; orbits of tree-node sets from every automorphism of the tree (all 2^(2^K−1)
# choices of child swaps), applied to the nodes directly; the solver's irredundancy rule from
# its statement (a read node is redundant when no leaf has it as the deepest read node on its path).

from itertools import product  # noqa: E402

from theory.errors import InputTypeError as _InputTypeError  # noqa: E402
from theory.inference import bound_achieving_set, optimal_nonadaptive  # noqa: E402
from theory.inference.strategies import nonadaptive  # noqa: E402
from theory.inference.strategies.optimal import nonadaptive_sweep  # noqa: E402


def _set_mse(ref, coords):
    classes = {}
    for s, row in enumerate(ref.points):
        classes.setdefault(tuple(row[c] for c in coords), set()).add(s)
    return sum((ref.loss(frozenset(S)) for S in classes.values()), Fraction(0))


def _automorphisms(K):
    """Every automorphism of the depth-K tree as a map on nodes (k, i)."""
    internal = [(k, i) for k in range(K) for i in range(2 ** k)]
    for flips in product((0, 1), repeat=len(internal)):
        flip = dict(zip(internal, flips))

        def image(node, flip=flip):
            k, i = node
            j = 0                      # walk down from the root, swapping the children where flipped
            for d in range(k):
                j = 2 * j + (((i >> (k - 1 - d)) & 1) ^ flip[(d, j)])
            return (k, j)
        yield image


def _orbit_key(K, nodes, autos):
    return min(tuple(sorted(g(n) for n in nodes)) for g in autos)


def _irredundant(K, nodes):
    deepest = set()
    for leaf in range(2 ** K):
        on = [(k, i) for k, i in nodes if leaf >> (K - k) == i]
        if on:
            deepest.add(max(on))
    return all(n in deepest for n in nodes)


@pytest.mark.parametrize("K,a,M", [(1, Fraction(1, 3), 2), (2, Fraction(1, 2), 6), (3, Fraction(2, 3), 3),
                                   (3, Fraction(1, 5), 2)])
def test_tree_search_against_all_node_sets_and_their_orbits(K, a, M):
    T = TreePrior(K, a)
    ref, nodes = _Finite.of(T), T.nodes
    autos = list(_automorphisms(K))
    assert len({tuple(g(n) for n in nodes) for g in autos}) == 2 ** (2 ** K - 1)
    per_level = nonadaptive_sweep(T, M)
    value, size = {}, {}               # orbit of an irredundant set -> its MSE and size
    for n in range(M + 1):
        for C in combinations(nodes, n):
            if _irredundant(K, C):
                key = _orbit_key(K, C, autos)
                if key not in value:
                    value[key], size[key] = _set_mse(ref, [nodes.index(x) for x in C]), n
    for m in range(M + 1):
        values = {o: v for o, v in value.items() if size[o] <= m}
        orbits = set(values)
        best = min(values.values())
        assert best == min(_set_mse(ref, C) for C in combinations(range(len(nodes)), m))
        mse, sets, examined = nonadaptive.solve(T, m)
        assert mse == best and examined == len(orbits)
        got = [_orbit_key(K, [nodes[c] for c in s], autos) for s in sets]
        assert sorted(got) == sorted(o for o, v in values.items() if v == best)
        assert all(s == tuple(sorted(s)) for s in sets)
        r = per_level[m]
        assert (r.M, r.mse, r.optimal_sets, r.examined) == (m, mse, sets, examined)
        assert optimal_nonadaptive(T, m).optimal_sets == sets


def test_tree_set_mse_and_classes_against_the_partition():
    T = TreePrior(3, Fraction(3, 7))
    ref, nodes = _Finite.of(T), T.nodes
    for C in [(), ((1, 0),), ((1, 0), (1, 1)), ((2, 1), (1, 0)), ((3, 5), (2, 2), (1, 1)), ((1, 1), (2, 3), (2, 2))]:
        assert nonadaptive.tree_set_mse(T, C) == _set_mse(ref, [nodes.index(n) for n in C])
        classes = nonadaptive._tree_classes(T, set(C))   # each leaf in the class of its deepest read node
        leaves = sorted(b for m in classes.values() for b in range(8) if m >> b & 1)
        assert leaves == list(range(8)) and sum(bin(m).count("1") for m in classes.values()) == 8
        for u, mask in classes.items():
            for leaf in range(8):
                on = [(k, i) for k, i in C if leaf >> (3 - k) == i]
                assert bool(mask >> leaf & 1) == ((max(on) if on else None) == u)


@pytest.mark.parametrize("K", [1, 2, 3, 4])
def test_bound_achieving_set_meets_the_counting_bound(K):
    """Its MSE by partition equals Σ_k α^k (1 − (M+1)2^{−k})⁺ for every M < 2^K; sets by hand for T(3)."""
    a = Fraction(2, 3)
    T = TreePrior(K, a)
    ref, nodes = _Finite.of(T), T.nodes
    for M in range(2 ** K):
        S = bound_achieving_set(T, M)
        assert len(S) == len(set(S)) == M
        bound = sum((a ** k * max(Fraction(0), 1 - Fraction(M + 1, 2 ** k)) for k in range(1, K + 1)), Fraction(0))
        assert _set_mse(ref, [nodes.index(n) for n in S]) == bound == nonadaptive.tree_set_mse(T, S)
    T3 = TreePrior(3, a)
    assert [bound_achieving_set(T3, M) for M in range(8)] == [
        [], [(1, 0)], [(1, 0), (2, 2)], [(2, 0), (2, 1), (2, 2)], [(2, 0), (2, 1), (2, 2), (3, 6)],
        [(2, 0), (2, 1), (2, 2), (3, 6), (3, 4)], [(2, 0), (2, 1), (2, 2), (3, 6), (3, 4), (3, 2)],
        [(3, 0), (3, 1), (3, 2), (3, 3), (3, 4), (3, 5), (3, 6)]]
    with pytest.raises(_InputTypeError) as exc:
        bound_achieving_set(T.to_discrete(), 1)
    assert str(exc.value) == "prior must be a TreePrior; got DiscretePrior"
    with pytest.raises(InputValueError) as exc:
        bound_achieving_set(T, 2 ** K)
    assert str(exc.value) == f"M must be an integer in [0, {2 ** K - 1}]; got {2 ** K}"


def test_discrete_search_against_every_coordinate_set():
    P = DiscretePrior([[0, 1, 2, 0], [1, 1, 0, 0], [2, 0, 2, 1], [0, 0, 1, 1], [1, 0, 0, 1]],
                      ["1/10", "2/10", "3/10", "1/4", "3/20"], ["1", "1/2", "3", "1/3"])
    ref = _Finite.of(P)
    for M in range(5):
        values = {C: _set_mse(ref, C) for C in combinations(range(4), M)}
        best = min(values.values())
        assert nonadaptive.solve(P, M) == (best, tuple(C for C, v in values.items() if v == best), len(values))
        for C in values:
            assert nonadaptive.partition_value(nonadaptive.problem_for(P), C) == values[C]
    even = DiscretePrior([[0, 0], [1, 1]], ["1/2", "1/2"])          # both coordinates tie
    assert nonadaptive.solve(even, 1) == (0, ((0,), (1,)), 2)


def test_nonadaptive_size_limits_are_inclusive_with_exact_messages():
    T = TreePrior(3, "1/2")
    examined = nonadaptive.solve(T, 3)[2]
    assert nonadaptive.solve(T, 3, max_sets=examined)[2] == examined
    with pytest.raises(TooLargeError) as exc:
        nonadaptive.solve(T, 3, max_sets=examined - 1)
    assert str(exc.value) == (f"non-adaptive search on T(3) passed max_sets={examined - 1} orbits at M=3; "
                              "lower M or raise max_sets")
    # the orbit lower bound C(D, M) / 2^(2^K − 1): T(4), M = 8 has C(30, 8)/2^15 = 178.6 orbits at least
    with pytest.raises(TooLargeError) as exc:
        nonadaptive.solve(TreePrior(4, "1/2"), 8, max_sets=178)
    assert str(exc.value) == ("non-adaptive search on T(4) with M=8 has at least 179 symmetry orbits of node sets, "
                              "more than max_sets=178")
    fits = ("depth ≤ 3 (any M), depth 4 (M ≤ 8), depth 5 (M ≤ 5), depth 6 (M ≤ 4), depth 7 (M ≤ 3), "
            "depth 8 (M ≤ 3), depth 9 (M ≤ 3), depth 10 (M ≤ 2)")
    for K, M in ((4, 9), (7, 4), (10, 3), (11, 1)):
        with pytest.raises(TooLargeError) as exc:
            nonadaptive.check_tree_search(TreePrior(K, "1/2"), M)
        assert str(exc.value) == (f"non-adaptive search on T({K}) with M={M} examines too many symmetry orbits of node "
                                  f"sets; {fits} fit (the counting bound nonadaptive_lower_bound and "
                                  "bound_achieving_set cover any depth)")
    for K, M in ((3, 7), (4, 8), (7, 3), (10, 2)):
        nonadaptive.check_tree_search(TreePrior(K, "1/2"), M)
    # discrete: C(6, 3) = 20 sets; 20 × 3 × 6 = 360 steps
    P = DiscretePrior(np.eye(6, dtype=int).tolist(), ["1/6"] * 6)
    assert nonadaptive.solve(P, 3, max_sets=20)[2] == 20
    with pytest.raises(TooLargeError) as exc:
        nonadaptive.solve(P, 3, max_sets=19)
    assert str(exc.value) == ("exhaustive non-adaptive search over C(6, 3) = 20 sets exceeds max_sets=19; "
                              "lower M or raise max_sets")
    with pytest.raises(TooLargeError) as exc:
        nonadaptive.solve(DiscretePrior(np.eye(40, dtype=int).tolist(), ["1/40"] * 40), 4)
    assert str(exc.value) == ("exhaustive non-adaptive search over C(40, 4) = 91390 sets × 4 readings × 40 coordinates "
                              "exceeds 3e+06 steps; lower M")


def test_adaptive_loss_is_computed_once_per_canonical_set(monkeypatch):
    """The loss memo: the tree problem's loss is asked once per symmetry class of leaf sets."""
    from theory.inference.strategies import problems
    asked, loss = [], problems.TreeProblem.loss

    def counted(self, mask):
        asked.append(problems.canonical_leaf_set(mask, 8))
        return loss(self, mask)

    monkeypatch.setattr(problems.TreeProblem, "loss", counted)
    assert optimal_adaptive(TreePrior(3, "1/2"), 3).mse == _Finite.of(TreePrior(3, "1/2")).value(frozenset(range(8)), 3)
    assert len(asked) == len(set(asked)) > 10


def test_adaptive_value_memo_splits_each_state_once(monkeypatch):
    """The value memo: the DP splits each memoised state once, the policy each of its nodes that may
    still read once — nothing is recomputed."""
    from theory.inference.strategies import problems
    calls, splits = [0], problems.TreeProblem.splits

    def counted(self, mask):
        calls[0] += 1
        return splits(self, mask)

    monkeypatch.setattr(problems.TreeProblem, "splits", counted)
    r = optimal_adaptive(TreePrior(3, "1/2"), 3)

    def reading_nodes(node, m):
        return (m > 0) + sum(reading_nodes(child, m - 1) for _, _, child in node.branches)

    assert r.states == 16 and calls[0] == r.states + reading_nodes(r.policy, 3)


def test_adaptive_size_refusals_exact_messages():
    fits = {True: "depth ≤ 5 (any M), depth 6 (M ≤ 6), depth 7 (M ≤ 5)",
            False: "depth ≤ 4 (any M), depth 5 (M ≤ 3), depth 6 (M ≤ 2), depth 7 (M ≤ 1)"}
    closed = "(the closed form theory.inference.strategies.closed_forms.mse_adaptive covers any depth)"
    cases = [
        (TreePrior(8, "1/2"), 2, True, f"adaptive DP on a tree of depth 8 (256 leaves, 510 coordinates) is too large; "
                                        f"{fits[True]} fits {closed}"),
        (TreePrior(8, "1/2"), 1, False, f"adaptive DP on a tree of depth 8 (256 leaves, 510 coordinates) is too large; "
                                         f"{fits[False]} fits {closed}"),
        (TreePrior(7, "1/2"), 6, True, "adaptive DP on T(7) with M=6 (symmetric=True) has 44182 memoised states × 254 "
                                       f"coordinates of work (limit 2000000); {fits[True]} fits {closed}"),
        (TreePrior(5, "1/2"), 4, False, "adaptive DP on T(5) with M=4 (symmetric=False) has 29583 memoised states × 62 "
                                        f"coordinates of work (limit 500000); {fits[False]} fits {closed}"),
        (TreePrior(6, "1/2"), 3, False, "adaptive DP on T(6) with M=3 (symmetric=False) has 8001 memoised states × 126 "
                                       f"coordinates of work (limit 500000); {fits[False]} fits {closed}"),
        (TreePrior(7, "1/2"), 2, False, "adaptive DP on T(7) with M=2 (symmetric=False) has more memoised states than "
                                        f"any size measured; {fits[False]} fits {closed}"),
        (DiscretePrior([[v] for v in range(63)], [Fraction(1, 63)] * 63), 1, True,
         "adaptive DP on a discrete prior with 63 support points and 1 coordinates: at most 62 support points "
         "(and dim × support ≤ 1e5) fit"),
        (_light_discrete([[0] * 50001, [1] * 50001]), 0, True,
         "adaptive DP on a discrete prior with 2 support points and 50001 coordinates: at most 62 support points "
         "(and dim × support ≤ 1e5) fit"),
        (_light_discrete([[0] * 9091, [1] * 9091] + [[0] * 9091] * 9), 0, True,     # 11 × 9091 = 100001
         "adaptive DP on a discrete prior with 11 support points and 9091 coordinates: at most 62 support points "
         "(and dim × support ≤ 1e5) fit"),
    ]
    for prior, M, sym, message in cases:
        with pytest.raises(TooLargeError) as exc:
            optimal_adaptive(prior, M, symmetric=sym)
        assert str(exc.value) == message
    # the limits themselves are accepted (the M = 6 and M = 5 sizes are checked without running them)
    adaptive.check_size(TreePrior(7, "1/2"), 5)
    adaptive.check_size(TreePrior(6, "1/2"), 6)
    adaptive.check_size(TreePrior(7, "1/2"), 1, symmetric=False)
    adaptive.check_size(TreePrior(6, "1/2"), 2, symmetric=None)
    with pytest.raises(InputTypeError, match="symmetric must be True or False"):     # #26: a flag is a bool
        optimal_adaptive(TreePrior(2, "1/2"), 2, symmetric=None)
    assert optimal_adaptive(DiscretePrior([[v] for v in range(62)], [Fraction(1, 62)] * 62), 1).mse == 0
    adaptive.check_size(_light_discrete([[0] * 50000, [1] * 50000]), 0)


def test_size_limits_at_equality_with_patched_constants(monkeypatch):
    """The work limits compare with ``>``: equal work runs, one more is refused (limits patched small)."""
    T = TreePrior(3, "1/2")                                   # 105 unreduced states × 14 coordinates = 1470
    monkeypatch.setitem(adaptive.MAX_TREE_WORK, False, 1470)
    adaptive.check_size(T, 3, symmetric=False)
    monkeypatch.setitem(adaptive.MAX_TREE_WORK, False, 1469)
    with pytest.raises(TooLargeError, match=r"105 memoised states × 14 coordinates of work \(limit 1469\)"):
        adaptive.check_size(T, 3, symmetric=False)
    P = DiscretePrior(np.eye(6, dtype=int).tolist(), ["1/6"] * 6)   # C(6, 3) · 3 · 6 = 360; M = 0: 1 · 1 · 6
    monkeypatch.setattr(nonadaptive, "MAX_DISCRETE_SEARCH", 360)
    assert nonadaptive.solve(P, 3)[2] == 20
    monkeypatch.setattr(nonadaptive, "MAX_DISCRETE_SEARCH", 359)
    with pytest.raises(TooLargeError) as exc:
        nonadaptive.solve(P, 3)
    assert str(exc.value) == ("exhaustive non-adaptive search over C(6, 3) = 20 sets × 3 readings × 6 coordinates "
                              "exceeds 4e+02 steps; lower M")
    monkeypatch.setattr(nonadaptive, "MAX_DISCRETE_SEARCH", 6)
    assert nonadaptive.solve(P, 0) == (Fraction(5, 6), ((),), 1)
    for run in (lambda: nonadaptive_sweep(TreePrior(2, "1/2"), 2, max_sets=0),
                lambda: optimal_nonadaptive(TreePrior(2, "1/2"), 2, max_sets=0)):
        with pytest.raises(InputValueError) as exc:
            run()
        assert str(exc.value) == "max_sets must be an integer >= 1; got 0"
    # the orbit lower bound of T(1), M = 1 is C(2, 1)/2 = 1 = max_sets: not refused up front, the search
    # then passes max_sets at its second orbit
    with pytest.raises(TooLargeError) as exc:
        nonadaptive.solve(TreePrior(1, "1/2"), 1, max_sets=1)
    assert str(exc.value) == "non-adaptive search on T(1) passed max_sets=1 orbits at M=1; lower M or raise max_sets"


# ----------------------------------------------------------------------------------------------
# theory/circuits/models/factored.py — against the dense matrix L @ R formed by numpy

from theory.circuits.models import factored  # noqa: E402
from theory.validation import MAX_ARRAY_ENTRIES  # noqa: E402


def _rand_lr(rng, m, r, n, scale=1.0):
    return LowRankMatrix(scale * rng.normal(size=(m, r)), scale * rng.normal(size=(r, n)))


@pytest.mark.parametrize("m,r,n", [(6, 2, 5), (3, 5, 4), (4, 4, 4), (5, 2, 5), (5, 3, 2), (1, 3, 1)])
def test_lowrank_queries_against_the_dense_matrix(m, r, n):
    rng = np.random.default_rng(m * 100 + r * 10 + n)
    L, R = 3.0 * rng.normal(size=(m, r)), 0.01 * rng.normal(size=(r, n))
    M, D = LowRankMatrix(L, R), L @ R
    assert M.shape == D.shape == (m, n) and M.rank_bound == r
    assert repr(M) == f"LowRankMatrix(shape=({m}, {n}), inner={r})"
    _close(M.dense, D, rtol=0, atol=1e-13)
    _close(M.T.dense, D.T, rtol=0, atol=1e-13)
    assert M.T.shape == (n, m) and M.T.rank_bound == r
    _close(M.gram_left(), L.T @ L)
    _close(M.gram_right(), R @ R.T)
    _close(M.norm(), np.linalg.norm(D), rtol=1e-12)
    U, S, Vh = M.svd()
    k = min(m, r, n)
    assert U.shape == (m, k) and S.shape == (k,) and Vh.shape == (k, n)
    _close(S, np.linalg.svd(D, compute_uv=False)[:k], rtol=1e-10, atol=1e-14)
    _close(U @ np.diag(S) @ Vh, D, rtol=0, atol=1e-12)
    _close(U.T @ U, np.eye(k), rtol=0, atol=1e-12)
    _close(Vh @ Vh.T, np.eye(k), rtol=0, atol=1e-12)
    _close(M.singular_values(), S)
    sL, sR = np.abs(L).max(), np.abs(R).max()
    if m == n:
        lam = M.eigenvalues()
        dense = np.linalg.eigvals(D)            # rank ≤ r: the r largest in modulus, then zeros up to r
        expected = np.concatenate([dense[np.argsort(-np.abs(dense))][:r], np.zeros(max(r - m, 0))])
        assert lam.shape == (r,)
        _close(np.real(np.poly(lam)), np.real(np.poly(expected)), rtol=1e-8, atol=1e-12)
        scaled, scales = M.eigenvalues_scaled()
        assert scales == (sL, sR)
        _close(scaled * sL * sR, lam, rtol=1e-12, atol=1e-14)
    else:
        for fn in (M.eigenvalues, M.eigenvalues_scaled):
            with pytest.raises(ShapeError) as exc:
                fn()
            assert str(exc.value) == f"eigenvalues need a square matrix; this one is ({m}, {n})"


def test_lowrank_factors_are_copies_and_read_only_and_shapes_are_checked():
    L, R = np.ones((3, 2)), np.ones((2, 4))
    M = LowRankMatrix(L, R)
    L[:] = 5
    assert np.all(M.L == 1) and not M.L.flags.writeable and not M.R.flags.writeable
    assert M.L.dtype == np.float64 and not np.shares_memory(M.L, L) and not np.shares_memory(M.R, R)
    with pytest.raises(ShapeError) as exc:
        LowRankMatrix(np.ones((3, 2)), np.ones((3, 3)))
    assert str(exc.value) == "LowRankMatrix needs L.shape[1] == R.shape[0]; got L (3, 2) and R (3, 3)"


def test_lowrank_products_keep_the_smallest_inner_dimension():
    """Every branch of ``@``: the result is the dense product and its inner dimension is
    min(r₁, r₂, shared dimension) (for an array operand: min(r, shared dimension))."""
    rng = np.random.default_rng(7)
    for r1, k, r2 in [(2, 5, 3), (4, 5, 3), (3, 5, 3), (4, 2, 3), (2, 2, 3), (3, 1, 3)]:
        A, B = _rand_lr(rng, 4, r1, k), _rand_lr(rng, k, r2, 6)
        P = A @ B
        assert isinstance(P, LowRankMatrix) and P.shape == (4, 6) and P.rank_bound == min(r1, r2, k)
        _close(P.dense, A.dense @ B.dense, rtol=0, atol=1e-12)
    for r, n in [(3, 2), (3, 5), (3, 3)]:
        A, X = _rand_lr(rng, 4, r, n), rng.normal(size=(n, 6))
        P = A @ X
        assert isinstance(P, LowRankMatrix) and P.rank_bound == min(r, n)
        _close(P.dense, A.dense @ X, rtol=0, atol=1e-12)
        Y = rng.normal(size=(6, 4))
        Q = Y @ A                                  # numpy defers to __rmatmul__ (array priority)
        assert isinstance(Q, LowRankMatrix) and Q.rank_bound == min(r, 4)
        _close(Q.dense, Y @ A.dense, rtol=0, atol=1e-12)
        Z = rng.normal(size=(6, 2))
        _close((_rand_lr(rng, 2, r, n).__rmatmul__(Z)).rank_bound, min(r, 2))
    A = _rand_lr(rng, 4, 2, 3)
    for op, message in [(lambda: A @ _rand_lr(rng, 4, 2, 2), "cannot multiply (4, 3) by (4, 2)"),
                        (lambda: A @ np.ones((4, 2)), "cannot multiply (4, 3) by (4, 2)"),
                        (lambda: np.ones((2, 3)) @ A, "cannot multiply (2, 3) by (4, 3)")]:
        with pytest.raises(ShapeError) as exc:
            op()
        assert str(exc.value) == message
    with pytest.raises(InputTypeError) as exc:
        A @ np.ones((3, 3, 1))
    assert str(exc.value) == ("can multiply a LowRankMatrix by a vector, a 2-d array or a LowRankMatrix; got shape "
                              "(3, 3, 1)")
    with pytest.raises(ShapeError, match=r"cannot multiply \(4, 3\) by \(4,\)"):
        A @ np.ones(4)


def test_lowrank_products_split_the_scale_evenly_between_the_factors():
    """Products far outside the float range on the dense side keep balanced factors: the exponents of
    max|L| and max|R| differ by at most 2 (each side's mantissa is in [1/2, 1) before the split)."""
    rng = np.random.default_rng(3)
    L1, R1, L2, R2 = (rng.normal(size=s) for s in ((4, 2), (2, 3), (3, 2), (2, 5)))
    for a, b, c, d in [(1e200, 1.0, 1.0, 1e200), (1e-200, 1e200, 1e200, 1e-200), (1.0, 1e-300, 1e-300, 1.0),
                       (1e150, 1e150, 1e-10, 1.0)]:
        P = LowRankMatrix(a * L1, b * R1) @ LowRankMatrix(c * L2, d * R2)
        eL, eR = math.frexp(np.abs(P.L).max())[1], math.frexp(np.abs(P.R).max())[1]
        assert abs(eL - eR) <= 2, (a, b, c, d, eL, eR)
        # the product's entries in log scale: (a b c d) · (L1 R1 L2 R2), compared on the unit-scaled pieces
        ref = (L1 @ R1) @ (L2 @ R2)
        scale = math.log2(a) + math.log2(b) + math.log2(c) + math.log2(d)
        got = (P.L / 2.0 ** eL) @ (P.R / 2.0 ** eR)
        _close(got * 2.0 ** (eL + eR - scale), ref, rtol=1e-10, atol=1e-12)
    # cancellation inside one side (L1 R1 ≈ 1e-9 from unit factors): each side's product is rescaled
    # before the split, so the factors stay balanced
    Lc, Rc = np.ones((3, 4)), np.array([[1.0, 2.0], [-1.0, -2.0], [3.0, 1.0], [-3.0 + 1e-9, -1.0 - 1e-9]])
    P = LowRankMatrix(Lc, Rc) @ LowRankMatrix(rng.normal(size=(2, 4)), rng.normal(size=(4, 5)))
    assert P.rank_bound == 2
    assert abs(math.frexp(np.abs(P.L).max())[1] - math.frexp(np.abs(P.R).max())[1]) <= 2
    zero = LowRankMatrix(np.zeros((3, 2)), rng.normal(size=(2, 3))) @ np.eye(3)
    assert np.all(zero.dense == 0) and zero.norm() == 0.0
    with pytest.raises(InputValueError) as exc:
        LowRankMatrix(1e300 * L1, 1e300 * R1) @ LowRankMatrix(1e300 * L2, 1e300 * R2)
    assert str(exc.value) == ("LowRankMatrix product exceeds the float64 range for these (finite) factors; "
                              "rescale the operands")


def test_lowrank_zero_and_overflow_are_exact():
    z = LowRankMatrix(np.zeros((3, 2)), np.ones((2, 3)))
    assert z.norm() == 0.0 and np.all(z.singular_values() == 0) and np.all(z.eigenvalues() == 0)
    lam, scales = z.eigenvalues_scaled()
    assert scales == (1.0, 1.0) and np.all(lam == 0)
    assert LowRankMatrix(np.ones((3, 2)), np.zeros((2, 3))).eigenvalues_scaled()[1] == (1.0, 1.0)
    big = LowRankMatrix(1e200 * np.ones((3, 2)), 1e200 * np.ones((2, 3)))
    for fn, what in [(lambda: big.dense, "LowRankMatrix.dense"), (big.gram_left, "LowRankMatrix.gram_left"),
                     (lambda: LowRankMatrix(np.ones((3, 2)), 1e200 * np.ones((2, 3))).gram_right(),
                      "LowRankMatrix.gram_right"),
                     (big.svd, "LowRankMatrix.svd (singular values)"), (big.eigenvalues, "LowRankMatrix.eigenvalues"),
                     (big.norm, "LowRankMatrix.norm")]:
        with pytest.raises(InputValueError) as exc:
            fn()
        assert str(exc.value) == f"{what} exceeds the float64 range for these (finite) factors; rescale the matrix"
    # just inside the range: 1e154² · 2 · 3 entries of 2e308 would overflow, 1e153 does not
    ok = LowRankMatrix(1e153 * np.ones((3, 2)), 1e153 * np.ones((2, 3)))
    _close(ok.norm() / 1e306, 6.0, rtol=1e-12)
    _close(ok.singular_values() / 1e306, [6.0, 0.0], rtol=1e-12, atol=1e-12)
    _close(ok.eigenvalues() / 1e306, [6.0, 0.0], rtol=1e-12, atol=1e-12)
    n = math.isqrt(MAX_ARRAY_ENTRIES)
    huge = LowRankMatrix(np.ones((n + 1, 1)), np.ones((1, n + 1)))
    with pytest.raises(TooLargeError, match=r"^LowRankMatrix\.dense would need .* stay on the small side"):
        huge.dense


def test_scale_back_and_unit_scaled():
    v = np.array([1.5, -3.0])
    assert np.array_equal(factored.scale_back(v, [2.0 ** -1000, 2.0 ** 900, 3.0]), v * 3.0 * 2.0 ** -100)
    c = np.array([1.5 - 2j, 0.25j])
    assert np.array_equal(factored.scale_back(c, [2.0 ** 600, 2.0 ** 500, 2.0 ** -1050]), c * 2.0 ** 50)
    assert np.array_equal(factored.scale_back(c, [0.5]), c / 2)
    assert factored.scale_back(1.0, [1e300, 1e300]) == np.inf
    assert factored.scale_back(2.0, []) == 2.0
    rng = np.random.default_rng(2)
    L, R = 1e100 * rng.normal(size=(3, 2)), 1e-50 * rng.normal(size=(2, 4))
    U = factored.unit_scaled(LowRankMatrix(L, R), "W")
    assert np.abs(U.L).max() == 1.0 and np.abs(U.R).max() == 1.0
    _close(U.dense, (L / np.abs(L).max()) @ (R / np.abs(R).max()), rtol=0, atol=1e-14)
    for Z in (LowRankMatrix(np.zeros((3, 2)), R), LowRankMatrix(L, np.zeros((2, 4)))):
        with pytest.raises(InputValueError) as exc:
            factored.unit_scaled(Z, "W_OV")
        assert str(exc.value) == "W_OV is zero (a factor has no non-zero entry); the quantity is undefined"
    with pytest.raises(InputValueError, match="^M is zero"):
        factored.unit_scaled(LowRankMatrix(np.zeros((3, 2)), R))
    assert factored._maxabs(np.zeros((0, 3))) == 0.0 and factored._maxabs(np.array([[-4.0, 2.0]])) == 4.0


def test_tree_search_computes_each_loss_once_per_canonical_leaf_set(monkeypatch):
    """The search's loss memo: tree_loss_mass is asked once per symmetry class of leaf sets."""
    from theory.inference.strategies.problems import canonical_leaf_set
    asked, loss = [], nonadaptive.tree_loss_mass

    def counted(K, alpha, mask):
        asked.append(canonical_leaf_set(mask, 2 ** K))
        return loss(K, alpha, mask)

    monkeypatch.setattr(nonadaptive, "tree_loss_mass", counted)
    T = TreePrior(3, "1/2")
    assert nonadaptive.solve(T, 3)[0] == Fraction(1, 16)       # min over all C(14, 3) sets by _set_mse: 1/16
    assert len(asked) == len(set(asked)) > 10


def test_lowrank_is_silent_under_strict_floating_point_settings():
    """Overflow and underflow are handled inside (``np.errstate`` ignore, then a package error or an
    exact 0): with every floating-point condition raising in the caller, the same results come out."""
    rng = np.random.default_rng(4)
    L1, R1, L2, R2 = (rng.normal(size=s) for s in ((4, 2), (2, 3), (3, 2), (2, 5)))
    big = LowRankMatrix(1e200 * np.ones((3, 2)), 1e200 * np.ones((2, 3)))
    with np.errstate(all="raise"):
        assert factored.scale_back(1.0, [1e300, 1e300]) == np.inf
        assert factored.scale_back(1.0, [1e-300, 1e-300]) == 0.0
        assert factored.scale_back(np.array([1.0 + 1j]), [1e-300, 1e-300])[0] == 0
        for fn in (lambda: big.dense, big.gram_left, lambda: big.T.gram_right(), big.norm):
            with pytest.raises(InputValueError, match="exceeds the float64 range"):
                fn()
        with pytest.raises(InputValueError, match="LowRankMatrix product exceeds"):
            LowRankMatrix(1e300 * L1, 1e300 * R1) @ LowRankMatrix(1e300 * L2, 1e300 * R2)
        tiny = LowRankMatrix(1e-300 * L1, R1) @ LowRankMatrix(L2, 1e-300 * R2)   # entries ~1e-600
        gone = LowRankMatrix(1e-300 * L1, 1e-300 * R1) @ LowRankMatrix(1e-300 * L2, 1e-300 * R2)  # ~1e-1200
        mixed = 1e200 * np.array([[1.0, 1.0], [1.0, -1.0]])    # Gram entries overflow to ±inf
        for fn in (LowRankMatrix(mixed, np.eye(2)).gram_left, LowRankMatrix(np.eye(2), mixed.T).gram_right):
            with pytest.raises(InputValueError, match="exceeds the float64 range"):
                fn()
    assert np.all(np.abs(tiny.L).max() * np.abs(tiny.R).max() < 1e-290)
    assert np.all(gone.L == 0) and np.all(gone.R == 0) and gone.shape == (4, 5)


def test_lowrank_products_near_the_top_of_the_float_range():
    """Total scales 2^2030 … 2^2070 (one factor side may overflow before the other): every product
    either keeps finite balanced factors or is refused with the product's own message."""
    rng = np.random.default_rng(6)
    L1, R1, L2, R2 = (rng.normal(size=s) for s in ((3, 2), (2, 3), (3, 2), (2, 3)))
    ref = (L1 @ R1) @ (L2 @ R2)
    outcomes = set()
    for t in range(2030, 2071):
        a = t // 4                                      # each input factor stays near 2^510
        try:
            P = LowRankMatrix(np.ldexp(L1, a), np.ldexp(R1, a)) @ LowRankMatrix(np.ldexp(L2, a),
                                                                               np.ldexp(R2, t - 3 * a))
        except InputValueError as exc:
            assert str(exc) == ("LowRankMatrix product exceeds the float64 range for these (finite) factors; "
                                "rescale the operands")
            outcomes.add("refused")
            continue
        outcomes.add("kept")
        eL, eR = math.frexp(np.abs(P.L).max())[1], math.frexp(np.abs(P.R).max())[1]
        _close(np.ldexp(np.ldexp(P.L, -eL) @ np.ldexp(P.R, -eR), eL + eR - t), ref, rtol=1e-10, atol=1e-12)
    assert outcomes == {"kept", "refused"}


def test_lowrank_input_refusals_name_the_argument():
    bad = [(lambda: LowRankMatrix(np.ones(3), np.ones((1, 3))), ShapeError, "L must be a 2-d array; got shape (3,)"),
           (lambda: LowRankMatrix(np.ones((3, 1)), np.ones(3)), ShapeError, "R must be a 2-d array; got shape (3,)"),
           (lambda: LowRankMatrix([[np.nan]], [[1.0]]), InputValueError,
            "L must be finite; it has 1 NaN/inf entries (first at index (0, 0))"),
           (lambda: LowRankMatrix([[1.0]], [[np.inf]]), InputValueError,
            "R must be finite; it has 1 NaN/inf entries (first at index (0, 0))"),
           (lambda: LowRankMatrix([[1.0]], [[1.0]]) @ [[np.nan]], InputValueError,
            "other must be finite; it has 1 NaN/inf entries (first at index (0, 0))")]
    for fn, kind, message in bad:
        with pytest.raises(kind) as exc:
            fn()
        assert str(exc.value) == message
