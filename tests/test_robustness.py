"""Every public entry point, fed malformed input, raises a documented error naming the argument.

Documented errors are the subclasses of :class:`theory.errors.TheoryError` (ShapeError,
InputValueError, InputTypeError, TooLargeError).  Nothing may escape as a bare
IndexError/KeyError/ZeroDivisionError/AttributeError, and large requests are refused
before any allocation.
"""
from fractions import Fraction

import numpy as np
import pytest
import sympy as sp
from hypothesis import example, given, settings
from hypothesis import strategies as st

from theory.circuits import (AttentionOnlyModel, LowRankMatrix, composition_score, composition_scores, count_paths,
                             induction_model, ov_positivity, path_expansion, positivity, previous_token_model,
                             qk_expansion, term_importance)
from theory.errors import InputTypeError, InputValueError, ShapeError, TheoryError, TooLargeError
from theory.inference import (DiscretePrior, GaussianPrior, TreePrior, coordinate_mse, optimal_adaptive,
                              optimal_nonadaptive, posterior)
from theory.inference.strategies.closed_forms import gaussian_spectral, mse_adaptive, nonadaptive_lower_bound
from theory.inference.models.data import sample_contexts
from theory.inference.models.linear_attention import compile_model_a, compile_model_b, compile_model_c
from theory.inference.models.patching import delta_loss

def _names_a_positive_integer(text):
    """Whether the closed forms read ``text`` as a valid integer ≥ 1 (they take exact numbers as
    strings like '1/2', so '1', ' 2', '+1', '1.' or a Unicode digit are valid input, not bad)."""
    try:
        value = Fraction(text)
    except (ValueError, ZeroDivisionError):
        return False
    return value.denominator == 1 and value >= 1


bad_ints = st.one_of(st.integers(-10**6, 0), st.floats(allow_nan=True),
                     st.text(max_size=3).filter(lambda s: not _names_a_positive_integer(s)),
                     st.just(True), st.just(sp.Symbol("n")))
bad_reals = st.one_of(st.just(float("nan")), st.just(float("inf")), st.just(-float("inf")), st.floats(-10, 0),
                      st.floats(1, 10), st.text(min_size=1, max_size=3).filter(lambda s: not s.strip().isdigit()))
huge = st.integers(10**6, 10**12)

MODEL = AttentionOnlyModel.random(2, 2, 4, 2, 5, 4, seed=0)
TREE = TreePrior(3, "1/2")


def clean(fn, *names):
    with pytest.raises(TheoryError) as info:
        fn()
    msg = str(info.value)
    assert any(n in msg for n in names), f"message {msg!r} does not name any of {names}"


ENTRY_POINTS = {
    "AttentionOnlyModel.random": lambda v: clean(lambda: AttentionOnlyModel.random(v, 1, 4, 2, 5, 4), "n_layers"),
    "AttentionOnlyModel.random(d_model)": lambda v: clean(lambda: AttentionOnlyModel.random(1, 1, v, 2, 5, 4), "d_model"),
    "path_expansion": lambda v: clean(lambda: path_expansion(n_heads=[1, v]), "n_heads"),
    "qk_expansion": lambda v: clean(lambda: qk_expansion(MODEL, v if v != 0 else -1, 0), "layer"),
    "TreePrior(depth)": lambda v: clean(lambda: TreePrior(v, "1/2"), "depth"),
    "optimal_adaptive(M)": lambda v: clean(lambda: optimal_adaptive(TREE, v if v != 0 else -1), "M"),
    "optimal_nonadaptive(M)": lambda v: clean(lambda: optimal_nonadaptive(TREE, v if v != 0 else -1), "M"),
    "sample_contexts(n_tokens)": lambda v: clean(lambda: sample_contexts(TREE, 2, v), "n_tokens"),
    "compile_model_a(M)": lambda v: clean(lambda: compile_model_a(TREE, v), "M"),
    "compile_model_b(M)": lambda v: clean(lambda: compile_model_b(TREE, v), "M"),
    "compile_model_c(M)": lambda v: clean(lambda: compile_model_c(TREE, v), "M"),
    "induction_model(n_vocab)": lambda v: clean(lambda: induction_model(v, 5), "n_vocab"),
    "previous_token_model(n_ctx)": lambda v: clean(lambda: previous_token_model(5, v), "n_ctx"),
    "mse_adaptive(K)": lambda v: clean(lambda: mse_adaptive(K=v, M=1), "K"),
    "nonadaptive_lower_bound(K)": lambda v: clean(lambda: nonadaptive_lower_bound(v, 1), "K"),
    "delta_loss(K)": lambda v: clean(lambda: delta_loss(K=v, M=1, ell=1), "K"),
}


@settings(max_examples=15)
@given(bad_ints)
@example("1/2").via("a string that is an exact non-integer")
@example("0").via("a string that is an integer below the domain")
@pytest.mark.parametrize("name", sorted(ENTRY_POINTS))
def test_bad_integer_arguments(name, value):
    ENTRY_POINTS[name](value)


@settings(max_examples=15)
@given(bad_reals)
def test_bad_real_arguments(value):
    clean(lambda: TreePrior(3, value), "alpha")
    clean(lambda: induction_model(5, 5, beta=value if not isinstance(value, float) or not 0 < value < 1e300 or value != value
                                  else -value), "beta")


@settings(max_examples=10)
@given(st.sampled_from(["nan", "inf"]), st.sampled_from(["W_E", "W_U", "W_Q", "W_O", "W_pos"]))
def test_non_finite_weights(kind, which):
    tl = MODEL.to_transformer_lens()
    arr = tl[which].copy()
    arr.flat[0] = float(kind)
    tl[which] = arr
    clean(lambda: AttentionOnlyModel.from_transformer_lens(tl), which)


@settings(max_examples=15)
@given(st.lists(st.integers(-3, 8), min_size=0, max_size=5), st.booleans())
def test_bad_tokens(tokens, as_float):
    arr = np.array(tokens, dtype=float) + (0.5 if as_float else 0.0)
    if arr.size and as_float is False and all(0 <= t < 5 for t in tokens) and len(tokens) <= 4:
        MODEL.logits(arr)  # valid input must work
        return
    clean(lambda: MODEL.logits(arr), "tokens")


@settings(max_examples=15)
@given(st.tuples(st.integers(1, 4), st.integers(1, 4)), st.tuples(st.integers(1, 4), st.integers(1, 4)))
def test_shape_mismatches(a, b):
    A, B = np.ones(a), np.ones(b)
    if a[1] != b[0]:
        clean(lambda: composition_score(A, B), "M_A")
        clean(lambda: LowRankMatrix(A, B), "L")
    if a[0] != a[1]:
        clean(lambda: positivity(A), "square")
    clean(lambda: posterior(GaussianPrior(np.eye(3)), np.ones((1, a[0] + 3)), 0.1), "R")


@settings(max_examples=10)
@given(huge)
def test_large_requests_are_refused_up_front(n):
    clean(lambda: AttentionOnlyModel.random(1, 1, n, n, 5, 4), "random")
    clean(lambda: sample_contexts(TREE, n, n), "sample_contexts")
    clean(lambda: induction_model(n, 5), "induction_model")
    clean(lambda: path_expansion(n_heads=[n] * 3), "terms", "heads")
    clean(lambda: optimal_adaptive(TreePrior(9 + n % 5, "1/2"), 2), "depth")


def test_other_malformed_inputs():
    clean(lambda: composition_scores(MODEL, "X"), "kind")
    clean(lambda: composition_scores("model", "K"), "model")
    clean(lambda: ov_positivity(np.eye(3)), "model")
    clean(lambda: term_importance(MODEL, [[1]]), "sequences")
    clean(lambda: composition_score(np.zeros((2, 2)), np.eye(2)), "zero")
    clean(lambda: GaussianPrior(np.ones((2, 3))), "cov")
    clean(lambda: GaussianPrior([[1, 0], [0, -1]]), "cov")
    clean(lambda: DiscretePrior([[0], [1]], [0.5, 0.6]), "probs")
    clean(lambda: DiscretePrior([], []), "points")
    clean(lambda: coordinate_mse(GaussianPrior(np.eye(2)), [5]), "coordinates")
    clean(lambda: coordinate_mse(GaussianPrior(np.eye(2)), [0], noise=-1), "noise")
    clean(lambda: gaussian_spectral([1, 2], 3), "M")
    clean(lambda: AttentionOnlyModel.from_transformer_lens({"W_E": np.eye(2)}), "missing")
    clean(lambda: AttentionOnlyModel(np.eye(2), np.eye(2), []), "heads")
    clean(lambda: sample_contexts(TREE, 2, 3, sigma2=-1), "sigma2")
    clean(lambda: sample_contexts(TREE, 2, 3, sigma2="x"), "sigma2")


# =============================================================================================
# Root-cause classes of hostile input (issue 11), inference side, symbolic expansion and CLI.
# Each class is tested as a class: every public entry point of the class gets the hostile
# values, not only the examples that revealed it.
# =============================================================================================
import json  # noqa: E402
import math  # noqa: E402
import os  # noqa: E402
from fractions import Fraction  # noqa: E402

from hypothesis import example  # noqa: E402

from theory.circuits.symbolic.expansion import count_paths, iter_paths  # noqa: E402
from theory.errors import InputValueError, TooLargeError  # noqa: E402
from theory.inference import bellman_by_quadrature, bound_achieving_set  # noqa: E402
from theory.inference.strategies.closed_forms import (adaptive_counting_bound, gaussian_isotropic, mse_adaptive_limit,  # noqa: E402
                                           nonadaptive_upper_bound, power_law_exponent)
from theory.inference.models.finite_n import finite_n_theory  # noqa: E402
from theory.inference.training.learned_policy import routing_table  # noqa: E402
from theory.inference.models.linear_attention import simulate  # noqa: E402
from theory.inference.strategies.lmmse import best_lmmse, lmmse_mse  # noqa: E402
from theory.inference.models.mlp import ReLUNet  # noqa: E402
from theory.inference.strategies.optimal import nonadaptive_sweep  # noqa: E402
from theory.inference.numbers import exact_or_float  # noqa: E402
from theory.inference.models.patching import patched_meanfield, patched_simulation  # noqa: E402
from theory.inference.training.linear_attention import meanfield_mse  # noqa: E402

# ------------------------------------------------------------------ class 1: exact stays exact


def _fraction_solve(A, B):
    """Solve A X = B exactly (Gauss–Jordan on Fractions); A square and invertible."""
    n = len(A)
    M = [list(A[i]) + list(B[i]) for i in range(n)]
    for k in range(n):
        piv = next(i for i in range(k, n) if M[i][k] != 0)
        M[k], M[piv] = M[piv], M[k]
        inv = 1 / M[k][k]
        M[k] = [x * inv for x in M[k]]
        for i in range(n):
            if i != k and M[i][k] != 0:
                f = M[i][k]
                M[i] = [x - f * y for x, y in zip(M[i], M[k])]
    return [row[n:] for row in M]


def _independent(C, S):
    """A maximal subset of S whose covariance block is invertible (greedy, exact determinants)."""
    keep = []
    for s in S:
        trial = keep + [s]
        if _det([[C[a][b] for b in trial] for a in trial]) != 0:
            keep.append(s)
    return keep


def _det(A):
    A = [list(r) for r in A]
    n, det = len(A), Fraction(1)
    for k in range(n):
        piv = next((i for i in range(k, n) if A[i][k] != 0), None)
        if piv is None:
            return Fraction(0)
        if piv != k:
            A[k], A[piv] = A[piv], A[k]
            det = -det
        det *= A[k][k]
        for i in range(k + 1, n):
            f = A[i][k] / A[k][k]
            A[i] = [x - f * y for x, y in zip(A[i], A[k])]
    return det


def _lmmse_by_hand(points, probs, q, S):
    """Σ_c q_c (Cov_cc − Cov_{c,S'} Cov_{S'S'}^{-1} Cov_{S',c}) in Fractions: the Gaussian-formula side."""
    D = len(points[0])
    mean = [sum(p * r[c] for p, r in zip(probs, points)) for c in range(D)]
    C = [[sum(p * r[a] * r[b] for p, r in zip(probs, points)) - mean[a] * mean[b] for b in range(D)] for a in range(D)]
    Sp = _independent(C, sorted(set(S)))
    if not Sp:
        return sum(qc * C[c][c] for c, qc in enumerate(q))
    X = _fraction_solve([[C[a][b] for b in Sp] for a in Sp], [[C[a][c] for c in range(D)] for a in Sp])
    return sum(q[c] * (C[c][c] - sum(C[c][a] * X[i][c] for i, a in enumerate(Sp))) for c in range(D))


small_fractions = st.fractions(min_value=-3, max_value=3, max_denominator=7)


@st.composite
def rational_priors(draw):
    n, D = draw(st.integers(1, 5)), draw(st.integers(1, 3))
    points = [[draw(small_fractions) for _ in range(D)] for _ in range(n)]
    w = [draw(st.integers(1, 9)) for _ in range(n)]
    probs = [Fraction(x, sum(w)) for x in w]
    q = [draw(st.fractions(min_value=Fraction(1, 10), max_value=3, max_denominator=10)) for _ in range(D)]
    S = draw(st.lists(st.integers(0, D - 1), max_size=D))
    return points, probs, q, S


@settings(max_examples=30, deadline=None)
@given(rational_priors())
def test_lmmse_is_exact_over_random_rational_priors(case):
    points, probs, q, S = case
    got = lmmse_mse(DiscretePrior(points, probs, q), S)
    assert isinstance(got, Fraction), (got, type(got))
    assert got == _lmmse_by_hand(points, probs, q, S)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([Fraction(9, 10), Fraction(1, 2), Fraction(3, 7), Fraction(99, 100), Fraction(1, 3)]),
       st.integers(1, 3), st.data())
@example(Fraction(9, 10), 3, None)
def test_tree_lmmse_is_exact(a, K, data):
    T = TreePrior(K, a)
    d = T.to_discrete()
    S = [0, 2] if data is None else data.draw(st.lists(st.integers(0, T.dim - 1), max_size=3))
    got = lmmse_mse(d, S)
    assert isinstance(got, Fraction)
    assert got == _lmmse_by_hand(d.points, d.probs, d.scales_sq, S)
    if data is None:
        assert got == Fraction(1053, 1600)          # the example: it was the float 0.658125


@st.composite
def exact_gaussians(draw):
    D = draw(st.integers(1, 4))
    A = [[draw(st.integers(-3, 3)) for _ in range(D)] for _ in range(D)]
    C = [[sum(Fraction(A[i][k] * A[j][k]) for k in range(D)) + (Fraction(draw(st.integers(1, 9)), 7) if i == j else 0)
          for j in range(D)] for i in range(D)]
    for i in range(D):
        for j in range(i):
            C[i][j] = C[j][i]
    noise = draw(st.sampled_from([Fraction(0), Fraction(1, 3), Fraction(9, 10)]))
    S = draw(st.lists(st.integers(0, D - 1), max_size=D))
    return C, noise, S


@settings(max_examples=30, deadline=None)
@given(exact_gaussians())
def test_coordinate_mse_is_exact_over_random_rational_covariances(case):
    C, noise, S = case
    prior = GaussianPrior(sp.Matrix([[sp.Rational(x.numerator, x.denominator) for x in r] for r in C]))
    got = coordinate_mse(prior, S, noise=noise)
    assert isinstance(got, Fraction), (got, type(got))
    S = sorted(set(S))
    D = len(C)
    if S:
        G = [[C[a][b] + (noise if a == b else 0) for b in S] for a in S]
        X = _fraction_solve(G, [[C[a][c] for c in range(D)] for a in S])
        want = sum(C[c][c] - sum(C[c][a] * X[i][c] for i, a in enumerate(S)) for c in range(D))
    else:
        want = sum(C[c][c] for c in range(D))
    assert got == want


@settings(max_examples=20, deadline=None)
@given(st.fractions(min_value=Fraction(1, 50), max_value=Fraction(49, 50), max_denominator=50), st.integers(1, 4),
       st.data())
def test_closed_forms_evaluate_exactly_on_the_whole_domain(a, K, data):
    """MSE_ad(K, M) for every M = 0..dim (also M > K, where every node is known) equals the exact DP."""
    T = TreePrior(K, a)
    M = data.draw(st.integers(0, T.dim))
    got = mse_adaptive()(alpha=a, K=K, M=M)
    assert isinstance(got, Fraction)
    assert got == optimal_adaptive(T, M).mse
    assert adaptive_counting_bound()(alpha=a, K=K, M=M) <= got


# ------------------------------------------------------------------ class 2: sizes before work

def _forbid(monkeypatch, target, name):
    def boom(*a, **k):
        raise AssertionError(f"work started ({name}) before the size check")
    monkeypatch.setattr(target, name, boom)


def test_sizes_are_refused_before_work(monkeypatch):
    import theory.inference.strategies.adaptive as adaptive
    import theory.inference.strategies.gaussian as gaussian
    import theory.inference.strategies.nonadaptive as nonadaptive
    _forbid(monkeypatch, adaptive, "problem_for")
    _forbid(monkeypatch, gaussian, "coordinate_mse")
    _forbid(monkeypatch, nonadaptive, "_tree_search")
    _forbid(monkeypatch, nonadaptive, "partition_value")
    cases = [
        (lambda: TreePrior(30, "1/2"), "depth"),
        (lambda: optimal_adaptive(TreePrior(7, "1/2"), 7), "M ≤ 5"),
        (lambda: optimal_adaptive(TreePrior(7, "1/2"), 6), "M ≤ 5"),
        (lambda: optimal_adaptive(TreePrior(5, "1/2"), 4, symmetric=False), "M ≤ 3"),
        (lambda: optimal_adaptive(TreePrior(8, "1/2"), 2), "depth"),
        (lambda: optimal_adaptive(TreePrior(4, "1/2").to_discrete(), 4), "support sets"),
        (lambda: optimal_adaptive(GaussianPrior(np.eye(30)), 28), "M = 28"),
        (lambda: optimal_adaptive(GaussianPrior(np.eye(30)), 5), "coordinates"),
        (lambda: optimal_nonadaptive(GaussianPrior(np.eye(30)), 5), "coordinate sets"),
        (lambda: optimal_nonadaptive(GaussianPrior.isotropic(20, "1/2"), 4), "exact"),
        (lambda: optimal_nonadaptive(TreePrior(4, "1/2"), 9), "M ≤ 8"),
        (lambda: optimal_nonadaptive(TreePrior(11, "1/2"), 1), "depth"),
        (lambda: nonadaptive_sweep(TreePrior(6, "1/2"), 5), "M ≤ 4"),
        (lambda: optimal_nonadaptive(DiscretePrior(np.eye(40, dtype=int).tolist(), ["1/40"] * 40), 4), "sets"),
        (lambda: nonadaptive_lower_bound(10 ** 6, 1), "K"),
        (lambda: mse_adaptive(K=10 ** 7, M=1), "K"),
        (lambda: best_lmmse(TreePrior(4, "1/2").to_discrete(), 2), "steps"),
        (lambda: lmmse_mse(TreePrior(9, "1/2").to_discrete(), [0]), "steps"),
        (lambda: TreePrior(13, "1/2").theta_matrix(), "theta_matrix"),
        (lambda: TreePrior(13, "1/2").incidence(), "incidence"),
        (lambda: TreePrior(10, "1/2").to_discrete(), "to_discrete"),
        (lambda: TreePrior(16, "1/2").sample(10 ** 4), "sample"),
        (lambda: GaussianPrior.isotropic(10 ** 6, 1.0), "dim"),
        (lambda: GaussianPrior.isotropic(200, "1/2"), "dim"),
        (lambda: GaussianPrior(sp.eye(70)), "dim"),
        (lambda: GaussianPrior(np.eye(3)).sample(10 ** 9), "sample"),
        (lambda: sample_contexts(TREE, 10 ** 5, 10 ** 4), "sample_contexts"),
        (lambda: path_expansion(n_layers=100_000, n_heads=1), "heads"),
        (lambda: path_expansion(n_heads=[1] * 1500, max_order=3), "terms"),
        (lambda: path_expansion(n_heads=[3] * 60, max_order=30, max_terms=10 ** 12), "terms"),
        (lambda: qk_expansion(n_heads=[2] * 40, layer=39, head=0), "terms"),
        (lambda: bellman_by_quadrature(GaussianPrior(np.eye(6)), 5, 1.0, points=5), "updates"),
    ]
    for fn, word in cases:
        with pytest.raises(TheoryError) as info:
            fn()
        assert word in str(info.value), (word, str(info.value))


def test_path_counts_are_closed_form_and_stop_at_the_cap():
    rng = np.random.default_rng(0)
    for _ in range(60):
        heads = [int(h) for h in rng.integers(1, 4, size=rng.integers(1, 6))]
        order = [None, *range(6)][int(rng.integers(0, 7))]
        assert count_paths(heads, order) == sum(1 for _ in iter_paths(heads, order))
        if order is None:
            assert count_paths(heads) == math.prod(1 + h for h in heads)
    # with a cap, counting stops at the first layer that passes it: the result is at most cap·(1 + max heads)
    assert 4096 < count_paths([1] * 10 ** 6, cap=4096) <= 2 * 4096
    assert 4096 < count_paths([1] * 10 ** 6, max_order=3, cap=4096) <= 2 * 4096
    assert count_paths([1] * 10 ** 5, max_order=1, cap=10 ** 9) == 10 ** 5 + 1


def test_accepted_sizes_still_work():
    """The limits are not set so low that the documented sizes are refused."""
    assert optimal_adaptive(TreePrior(5, "1/2"), 5).mse == mse_adaptive(5, 5)(alpha="1/2")
    assert optimal_adaptive(TreePrior(3, "1/2"), 14).mse == 0                    # M > K: clamped, exact 0
    assert len(path_expansion(n_layers=2000, n_heads=1, max_order=1, max_terms=2001)) == 2001
    assert TreePrior(16, "1/2").dim == 2 ** 17 - 2
    assert nonadaptive_lower_bound(1000, 1)(alpha="1/2") > 0


# ------------------------------------------------------------------ class 3: closed forms keep to their domain

@settings(max_examples=20, deadline=None)
@given(st.one_of(st.fractions(min_value=1, max_value=5), st.fractions(max_value=0, min_value=-3),
                 st.sampled_from(["1/0", "nan", "2", "-1/2", 1, 0, 1.0, 2.5, float("inf"), 1j])))
def test_closed_forms_refuse_alpha_outside_the_unit_interval(a):
    for form in (mse_adaptive(), mse_adaptive_limit(), adaptive_counting_bound(), nonadaptive_upper_bound(),
                 power_law_exponent(), nonadaptive_lower_bound(3, 1)):
        with pytest.raises(TheoryError, match="alpha"):
            form(alpha=a, **{n: 1 for n in ("K", "M", "j") if n in {str(s) for s in form.expr.free_symbols}})
        with pytest.raises(TheoryError, match="alpha"):
            form.subs(alpha=a)


def test_closed_forms_refuse_or_extend_outside_their_sum_range():
    assert mse_adaptive()(alpha="1/2", K=3, M=5) == 0                 # was 1/16
    assert mse_adaptive(3, 5).expr == 0
    assert adaptive_counting_bound()(alpha="1/2", K=2, M=4) == 0
    for bad in (lambda: delta_loss()(alpha="1/2", K=3, M=2, ell=3),   # was −1/8-like values
                lambda: delta_loss(K=3, M=4), lambda: delta_loss(K=3, M=3, ell=1, j=4),
                lambda: delta_loss(K=3, M=3, ell=0), lambda: nonadaptive_upper_bound(3, 4),
                lambda: gaussian_isotropic(2, 3), lambda: gaussian_isotropic().subs(**{"s^2": -1}),
                lambda: gaussian_isotropic().subs(**{"tau^2": "-1/2"}),
                lambda: mse_adaptive()(alpha="1/2", K="1/2", M=1), lambda: mse_adaptive()(alpha="1/2", K=3, M=-1),
                lambda: mse_adaptive(K=3)(alpha="1/2", K=4), lambda: mse_adaptive()(alpha="1/2", Q=1),
                lambda: gaussian_spectral([1, -2], 1), lambda: gaussian_spectral([1, 2], 1, noise=-1)):
        with pytest.raises(TheoryError):
            bad()
    assert delta_loss(K=3, M=3, ell=1, j=2)(alpha="1/2") == 0
    assert gaussian_spectral([0, 1], 1, 0).expr == 0                     # λ = τ² = 0: no 0/0
    for K in range(1, 4):                                                 # every valid (ℓ, M): ΔL ≥ 0
        for M in range(1, K + 1):
            for ell in range(1, M + 1):
                assert delta_loss(K=K, M=M, ell=ell)(alpha="1/2") >= 0


def test_finite_n_and_data_refuse_negative_sizes_and_variances():
    from theory.inference.models.linear_attention import compile_model_c
    T = TreePrior(2, "1/2")
    m = compile_model_c(T, 2)
    assert finite_n_theory(m, T, 10, 0.5) > finite_n_theory(m, T, float("inf"))
    for N, s2 in ((-5, 0.0), (0, 0.0), (float("nan"), 0.0), (10, -1.0), (10, float("inf")), (10, 1j)):
        with pytest.raises(TheoryError):
            finite_n_theory(m, T, N, s2)
    with pytest.raises(TheoryError, match="prior"):
        finite_n_theory(m, "tree", 10)


# ------------------------------------------------------------------ class 4: package errors, not internal ones

PRIORS = {"tree": TreePrior(2, "1/2"), "gauss": GaussianPrior(np.eye(3)), "exact": GaussianPrior.isotropic(3, "1/2"),
          "discrete": DiscretePrior([[0, 1], [1, 0]], ["1/2", "1/2"]), "str": "tree", "none": None,
          "array": np.eye(2), "int": 3}
PRIOR_ENTRY_POINTS = {
    "optimal_adaptive": lambda p: optimal_adaptive(p, 1),
    "optimal_nonadaptive": lambda p: optimal_nonadaptive(p, 1),
    "posterior": lambda p: posterior(p, np.ones((1, 3)), 0.1),
    "coordinate_mse": lambda p: coordinate_mse(p, [0]),
    "bellman_by_quadrature": lambda p: bellman_by_quadrature(p, 1, 0.5),
    "bound_achieving_set": lambda p: bound_achieving_set(p, 1),
    "nonadaptive_sweep": lambda p: nonadaptive_sweep(p, 1),
    "lmmse_mse": lambda p: lmmse_mse(p, [0]),
    "best_lmmse": lambda p: best_lmmse(p, 1),
    "sample_contexts": lambda p: sample_contexts(p, 2, 3),
    "compile_model_a": lambda p: compile_model_a(p, 1),
    "compile_model_c": lambda p: compile_model_c(p, 1),
    "meanfield_mse": lambda p: meanfield_mse(compile_model_c(TREE, 1), p),
    "routing_table": lambda p: routing_table(compile_model_a(TREE, 1), p),
    "patched_meanfield": lambda p: patched_meanfield(compile_model_a(TREE, 2), p, 1, 2),
    "finite_n_theory": lambda p: finite_n_theory(compile_model_c(TREE, 1), p, 10),
}


@pytest.mark.parametrize("entry", sorted(PRIOR_ENTRY_POINTS))
@pytest.mark.parametrize("kind", sorted(PRIORS))
def test_every_prior_goes_anywhere_without_internal_errors(entry, kind):
    """Any prior (or non-prior) into any entry point: a result, or a TheoryError — never an
    AttributeError/IndexError/KeyError/numpy message."""
    try:
        PRIOR_ENTRY_POINTS[entry](PRIORS[kind])
    except TheoryError:
        pass


@pytest.mark.parametrize("seed", [-1, -(2 ** 40), 1.5, "0", True])
def test_bad_seeds_are_package_errors(seed):
    model = compile_model_c(TREE, 1)
    for fn in (lambda: GaussianPrior(np.eye(2)).sample(3, seed=seed), lambda: TREE.sample(3, seed=seed),
               lambda: sample_contexts(TREE, 2, 3, seed=seed), lambda: simulate(model, TREE, 3, 4, seed=seed),
               lambda: meanfield_mse(model, GaussianPrior(np.eye(TREE.dim)), n=10, seed=seed),
               lambda: patched_simulation(compile_model_a(TREE, 2), TREE, 1, 2, 5, 4, seed=seed)):
        with pytest.raises(TheoryError, match="seed"):
            fn()


def test_complex_inference_input_is_refused_not_truncated():
    for fn, word in ((lambda: GaussianPrior(np.array([[1 + 1j, 0], [0, 1]])), "cov"),
                     (lambda: GaussianPrior(np.eye(2), mean=np.array([1j, 0])), "mean"),
                     (lambda: GaussianPrior(sp.Matrix([[1, sp.I], [sp.I, 1]])), "cov"),
                     (lambda: TreePrior(3, 0.5 + 1j), "alpha"), (lambda: TreePrior(3, np.complex128(0.5)), "alpha"),
                     (lambda: posterior(GaussianPrior(np.eye(2)), np.array([[1j, 0]]), 0.1), "R"),
                     (lambda: coordinate_mse(GaussianPrior(np.eye(2)), [0], noise=1j), "noise"),
                     (lambda: sample_contexts(TREE, 2, 3, sigma2=1j), "sigma2"),
                     (lambda: DiscretePrior([[1j], [0]], ["1/2", "1/2"]), "points"),
                     (lambda: exact_or_float("x", 2 + 0j), "x"),
                     (lambda: ReLUNet(((np.eye(2) * 1j, np.zeros(2)),)), "layers")):
        with pytest.raises(TheoryError) as info:
            fn()
        assert word in str(info.value), (word, str(info.value))


def test_caller_arrays_are_not_kept_by_reference():
    C = np.eye(2)
    g = GaussianPrior(C)
    C[0, 0] = 100.0
    assert g.cov[0, 0] == 1.0 and C.flags.writeable
    W, b = np.eye(2), np.zeros(2)
    net = ReLUNet(((W, b),))
    before = net(np.ones(2)).copy()
    W[:] = 7.0
    assert (net(np.ones(2)) == before).all()
    with pytest.raises(ValueError):
        g.cov[0, 0] = 3.0                                            # and the prior's own copy is read-only


def test_ignored_arguments_are_refused():
    with pytest.raises(TheoryError, match="noise"):
        optimal_adaptive(TREE, 1, noise="1/2")                     # finite priors are read noiselessly
    with pytest.raises(TheoryError, match="noise"):
        optimal_nonadaptive(TREE, 1, noise=0.3)
    with pytest.raises(TheoryError, match="already"):
        mse_adaptive(K=3)(alpha="1/2", K=5)


# ------------------------------------------------------------------ class 5: the command line

SUBCOMMANDS = {"prove": ["--only", "C7"], "expand": ["--heads", "1,1"], "qk": ["--heads", "1,1", "--layer", "1", "--head", "0"],
               "dp": ["-M", "1"], "scaling": [], "train": ["--model", "A", "-M", "1", "--quiet"],
               "analyse": ["no-such-checkpoint"]}


def _usage(argv, capsys):
    from theory.cli import main
    with pytest.raises(SystemExit) as info:
        main(argv)
    err = capsys.readouterr().err
    assert info.value.code == 2, (argv, err)
    assert f"usage: theory {argv[0]}" in err, err
    return err


@pytest.mark.parametrize("cmd", sorted(SUBCOMMANDS))
def test_cli_typo_prints_the_subcommands_usage_and_exits_2(cmd, capsys):
    assert "unrecognized arguments: --nosuchflag" in _usage([cmd, *SUBCOMMANDS[cmd], "--nosuchflag"], capsys)


@pytest.mark.parametrize("argv,word", [
    (["prove", "--only", ","], "no claim"), (["prove", "--only", "C99"], "unknown claim"),
    (["prove", "--only", " , ,"], "no claim"),
    (["scaling", "--alpha", "2"], "alpha"), (["scaling", "--alpha", "1/0"], "alpha"), (["scaling", "--alpha", "nan"], "alpha"),
    (["scaling", "--depth", "2000"], "depth"), (["scaling", "--depth", "0"], "depth"),
    (["dp", "--prior", "tree", "--dim", "5", "-M", "1"], "--dim"), (["dp", "--prior", "tree", "--noise", "1", "-M", "1"], "--noise"),
    (["dp", "--prior", "gaussian", "--depth", "5", "-M", "1"], "--depth"), (["dp", "--prior", "gaussian", "--alpha", "1/3", "-M", "1"], "--alpha"),
    (["dp", "--alpha", "1/0", "-M", "1"], "alpha"), (["dp", "--depth", "30", "-M", "1"], "depth"),
    (["dp", "--depth", "7", "-M", "7"], "M"), (["dp", "--prior", "gaussian", "--dim", "30", "-M", "28"], "M"),
    (["dp", "--prior", "gaussian", "--s2", "-1", "-M", "1"], "s2"), (["dp", "-M", "-1"], "M"),
    (["train", "--model", "A", "-M", "1", "--prior", "tree", "--s2", "2"], "--s2"),
    (["train", "--model", "A", "-M", "1", "--seed", "-1", "--quiet"], "seed"),
    (["expand", "--layers", "100000", "--heads", "1"], "heads"), (["expand", "--heads", "1,1", "--max-order", "-1"], "--max-order"),
    (["qk", "--heads", "1,1", "--layer", "5", "--head", "0"], "layer"),
    (["analyse", "no-such-checkpoint", "--json", "/no/such/folder/r.json"], "does not exist"),
])
def test_cli_bad_values_are_usage_errors(argv, word, capsys):
    assert word in _usage(argv, capsys)


def _fake_claims(monkeypatch, ran, passed=True):
    from theory.cli import prove          # where `theory prove` looks discover up
    from theory.claims import Check, Claim, Outcome

    def run():
        ran.append(1)
        return Outcome([Check("x", passed, "detail"), Check("negative control", False, "refuted", control=True)])
    monkeypatch.setattr(prove, "discover", lambda: [Claim("X1", "fake", "statement", run)])


def test_prove_checks_outputs_before_running_any_claim(tmp_path, monkeypatch, capsys):
    ran = []
    _fake_claims(monkeypatch, ran)
    (tmp_path / "file").write_text("x")
    for argv in (["--json", str(tmp_path / "missing" / "r.json")], ["--latex", str(tmp_path / "missing" / "r.tex")],
                 ["--json", str(tmp_path)], ["--figures", str(tmp_path / "file")],
                 ["--figures", str(tmp_path / "missing" / "deeper")]):
        _usage(["prove", *argv], capsys)
    assert ran == []


def test_prove_exit_codes(tmp_path, monkeypatch, capsys):
    from theory.cli import main
    ran = []
    _fake_claims(monkeypatch, ran, passed=True)
    assert main(["prove", "--json", str(tmp_path / "r.json")]) == 0
    assert json.loads((tmp_path / "r.json").read_text())[0]["status"] == "verified"
    _fake_claims(monkeypatch, ran, passed=False)
    assert main(["prove"]) == 1
    from theory.cli import prove
    from theory.claims import Check, Claim, Outcome
    monkeypatch.setattr(prove, "discover", lambda: [Claim("X2", "no control", "s", lambda: Outcome([Check("x", True)]))])
    assert main(["prove"]) == 1                    # a framework error (no traceback) is reported, exit 1
    assert "no negative control" in capsys.readouterr().out


def test_reports_are_written_atomically(tmp_path, monkeypatch, capsys):
    """A write that fails half-way leaves the existing report untouched and no temporary file behind."""
    from theory import cli
    ran = []
    _fake_claims(monkeypatch, ran)
    tex, js = tmp_path / "r.tex", tmp_path / "r.json"
    tex.write_text("OLD REPORT")
    js.write_text("[\"old\"]")

    def broken_report(*a, **k):
        raise OSError("disk full")
    monkeypatch.setattr(cli.prove, "latex_report", broken_report)      # where `theory prove` looks it up
    with pytest.raises(OSError):
        cli.main(["prove", "--latex", str(tex)])
    assert tex.read_text() == "OLD REPORT"

    def half_write(path, text):
        with open(path, "w") as f:
            f.write(text[:3])
        raise OSError("disk full")
    with pytest.raises(OSError):
        cli.atomic_write(str(js), lambda tmp: half_write(tmp, "[1, 2, 3]"))
    assert js.read_text() == "[\"old\"]"
    assert sorted(os.listdir(tmp_path)) == ["r.json", "r.tex"]
    capsys.readouterr()


def test_readme_states_the_exit_code_contract():
    text = open(os.path.join(os.path.dirname(__file__), "..", "README.md"), encoding="utf-8").read()
    section = text.split("## Errors and exit codes", 1)[1].split("\n## ", 1)[0]
    for needle in ("TheoryError", "TooLargeError", "InputValueError", "`0`", "`1`", "`2`", "os.replace"):
        assert needle in section, needle


# ---------------------------------------------------------------------------------------------
# Circuits: hostile magnitudes, complex and malformed arrays, sizes refused before work.
# Rule: from finite input, a result is finite and right, or a TheoryError naming the cause.
# ---------------------------------------------------------------------------------------------
from hypothesis import example  # noqa: E402

from theory.circuits import causal_softmax, kcomp_qk_positivity  # noqa: E402
from theory.circuits.analysis import composition as _composition  # noqa: E402
from theory.circuits.analysis.composition import all_composition_scores  # noqa: E402
from theory.circuits.analysis.positivity import kcomp_qk_eigenvalues, ov_circuit_eigenvalues  # noqa: E402
from theory.errors import InputValueError, TooLargeError  # noqa: E402

CIRC = AttentionOnlyModel.random(3, 2, 12, 3, 7, 5, seed=3)
CIRC_SCORES = all_composition_scores(CIRC)


def _rescaled(model, exps):
    """The model with W_E, W_U, W_Q, W_K, W_V, W_O multiplied by 10**exps[i] (no attention scale)."""
    tl = model.to_transformer_lens(attn_scale=1)
    for k, e in zip(("W_E", "W_U", "W_Q", "W_K", "W_V", "W_O"), exps):
        tl[k] = tl[k] * 10.0 ** e
    return AttentionOnlyModel.from_transformer_lens(tl, attn_scale=1)


@settings(max_examples=12, deadline=None)
@given(st.lists(st.integers(-300, 300), min_size=6, max_size=6), st.sampled_from(["gram", "cross", "dense"]),
       st.sampled_from(["double", "single"]))
@example([40] * 6, "gram", "double")
@example([80] * 6, "cross", "double")
@example([5] * 6, "gram", "single")          # weight std 1e5 broke float32 before rescaling
@example([-100, 0, -300, 300, 150, -150], "gram", "single")
def test_composition_scores_any_finite_magnitude(exps, method, precision):
    got = all_composition_scores(_rescaled(CIRC, exps), method, precision)
    tol = 1e-9 if precision == "double" else 1e-4
    for k in "QKV":
        assert np.all(np.isfinite(got[k]))
        np.testing.assert_allclose(got[k], CIRC_SCORES[k], rtol=0, atol=tol)


@settings(max_examples=12, deadline=None)
@given(st.lists(st.integers(-300, 300), min_size=6, max_size=6))
@example([154] * 6)                         # 1e308-sized products
def test_positivity_any_finite_magnitude(exps):
    m = _rescaled(CIRC, exps)
    np.testing.assert_allclose(ov_positivity(m), ov_positivity(CIRC), rtol=0, atol=1e-9)
    np.testing.assert_allclose(kcomp_qk_positivity(m), kcomp_qk_positivity(CIRC), rtol=0, atol=1e-9)
    for f in (lambda: ov_circuit_eigenvalues(m), lambda: kcomp_qk_eigenvalues(m, (0, 1), (2, 0))):
        try:
            out = f()
        except InputValueError as e:           # the spectrum itself beyond float64: refused, not inf
            assert "float64 range" in str(e)
        else:
            assert all(np.all(np.isfinite(x)) for x in (out if isinstance(out, list) else [out]) for x in
                       (x if isinstance(x, list) else [x]))


def test_positivity_at_the_edge_of_the_float_range():
    """Spectra whose |λ| sums overflow (Σ|λ| = inf gave NaN or 0 before)."""
    from theory.circuits.analysis.positivity import positivity_of_eigenvalues
    assert abs(positivity(np.full((3, 3), 1e308)) - 1.0) <= 1e-12          # λ = 3e308 > float max
    assert abs(positivity(np.diag([1e308, 1e308, -1e308])) - 1 / 3) <= 1e-12
    R = np.array([[0.3, -1.0], [1.0, 0.2]])
    assert abs(positivity(1e308 * R) - positivity(R)) <= 1e-12 and positivity(R) > 0.2
    assert abs(float(positivity_of_eigenvalues([1e308, 1e308, -1e308])) - 1 / 3) <= 1e-12
    assert abs(float(positivity_of_eigenvalues([1e308 + 1e308j, 1e308 - 1e308j])) - 1 / np.sqrt(2)) <= 1e-12
    clean(lambda: positivity_of_eigenvalues([1.0, np.nan]), "eigs")


@pytest.mark.parametrize("c", [1e-300, 1e-100, 1.0, 1e100, 1e300, 1e308])
def test_positivity_of_huge_and_tiny_matrices(c):
    rng = np.random.default_rng(0)
    M = rng.normal(size=(5, 5))
    M /= np.abs(M).max()
    ref = positivity(M)
    assert abs(positivity(c * M) - ref) <= 1e-12
    L, R = rng.normal(size=(6, 2)), rng.normal(size=(2, 6))
    L, R = L / np.abs(L).max(), R / np.abs(R).max()
    assert abs(positivity(LowRankMatrix(c * L, c * R)) - positivity(L @ R)) <= 1e-12


@pytest.mark.parametrize("c", [1e-150, 1e-100, 1e100, 1e150])
def test_low_rank_norm_svd_eig_do_not_overflow(c):
    rng = np.random.default_rng(1)
    L, R = rng.normal(size=(6, 2)), rng.normal(size=(2, 5))
    M, D = LowRankMatrix(c * L, c * R), L @ R
    assert abs(M.norm() / (c * c) - np.linalg.norm(D)) <= 1e-12 * np.linalg.norm(D)
    s = M.singular_values() / (c * c)
    np.testing.assert_allclose(s, np.linalg.svd(D, compute_uv=False)[:2], rtol=1e-10)
    sq = LowRankMatrix(c * L[:5], c * R)
    lam = np.sort(np.abs(sq.eigenvalues())) / (c * c)
    np.testing.assert_allclose(lam, np.sort(np.abs(np.linalg.eigvals(L[:5] @ R)))[-2:], rtol=1e-8)


def test_low_rank_beyond_float_range_is_refused():
    M = LowRankMatrix(1e200 * np.ones((3, 2)), 1e200 * np.ones((2, 3)))
    for f in (M.norm, M.singular_values, M.eigenvalues, lambda: M.dense, M.gram_left):
        try:
            out = f()
        except InputValueError as e:
            assert "float64 range" in str(e)
        else:
            assert np.all(np.isfinite(out))
    assert abs(positivity(M) - 1.0) <= 1e-12


@pytest.mark.parametrize("c", [1e-200, 1e-100, 1e100, 1e200])
def test_composition_score_scale_free(c):
    ref = 1 / np.sqrt(3)
    assert abs(composition_score(c * np.eye(3), c * np.eye(3)) - ref) <= 1e-14
    assert abs(composition_score(LowRankMatrix(c * np.eye(3), np.eye(3)), LowRankMatrix(np.eye(3), c * np.eye(3)))
               - ref) <= 1e-14
    clean(lambda: composition_score(np.zeros((3, 3)), c * np.eye(3)), "zero")
    clean(lambda: composition_score(LowRankMatrix(np.zeros((3, 1)), np.ones((1, 3))), c * np.eye(3)), "zero")


@settings(max_examples=15, deadline=None)
@given(st.integers(-300, 300), st.lists(st.integers(0, 6), min_size=1, max_size=5))
@example(40, [1, 2, 3])
@example(80, [0])
def test_forward_pass_finite_or_refused(e, tokens):
    m = _rescaled(CIRC, [e] * 6)
    try:
        out = m.logits(tokens)
    except InputValueError as err:
        assert "overflows float64" in str(err)
    else:
        assert np.all(np.isfinite(out))


def test_causal_softmax_refuses_malformed_scores():
    for bad, name in ((np.zeros(3), "scores"), (1.0, "scores"), (np.zeros((2, 3)), "scores"),
                      (np.zeros((0, 0)), "scores"), ("ab", "scores"), (np.zeros((2, 2)) + 1j, "real"),
                      (np.array([[0.0, np.nan], [0.0, 0.0]]), "finite")):
        clean(lambda: causal_softmax(bad), name)
    A = causal_softmax(np.array([[1e308, -1e308], [1e308, -1e308]]))
    np.testing.assert_array_equal(A, [[1.0, 0.0], [1.0, 0.0]])
    assert causal_softmax(np.zeros((4, 3, 3))).shape == (4, 3, 3)


def test_complex_circuit_input_is_refused_not_truncated():
    z = np.eye(3) + 1e-3j
    clean(lambda: AttentionOnlyModel(z, np.eye(3), [[(np.eye(3),) * 4]]), "W_E")
    tl = CIRC.to_transformer_lens()
    clean(lambda: AttentionOnlyModel.from_transformer_lens({**tl, "W_K": tl["W_K"] + 0j}), "W_K")
    clean(lambda: LowRankMatrix(z, np.eye(3)), "L")
    clean(lambda: LowRankMatrix(np.eye(3), np.eye(3)) @ z, "other")
    clean(lambda: positivity(z), "M")
    clean(lambda: composition_score(np.eye(3), z), "M_B")
    clean(lambda: AttentionOnlyModel.random(1, 1, 2, 1, 2, 2, scale=1j), "scale")


def test_caller_arrays_not_kept_by_reference_in_low_rank():
    L, R = np.ones((3, 2)), np.ones((2, 3))
    M = LowRankMatrix(L, R)
    L *= 5
    assert M.norm() == 6.0
    with pytest.raises(ValueError, match="read-only"):
        M.L[0, 0] = 1.0


def test_circuit_sizes_refused_before_work(monkeypatch):
    def no_work(*a, **k):
        raise AssertionError("work started before the size check")
    monkeypatch.setattr(_composition, "head_stacks", no_work)
    big = AttentionOnlyModel.random(2, 30, 400, 1, 3, 2, seed=0, positional=False)
    with pytest.raises(TooLargeError, match="flops"):
        composition_scores(big, "K", method="dense")
    ones = np.ones
    heads = [[(ones((500, 500)),) * 4], [(ones((1, 500)), ones((1, 500)), ones((1, 500)), ones((500, 1)))] * 401]
    mixed = AttentionOnlyModel(ones((500, 3)), ones((3, 500)), heads)   # one wide head pads 401 narrow ones
    with pytest.raises(TooLargeError, match="composition_scores"):
        composition_scores(mixed, "K")

    class NoRun(AttentionOnlyModel):
        def run(self, tokens):
            raise AssertionError("forward pass started before the size check")
    wide = AttentionOnlyModel.random(4, 3, 2, 1, 200_000, 2, seed=0, positional=False)
    wide.__class__ = NoRun
    with pytest.raises(TooLargeError, match="path terms"):
        path_expansion(wide).evaluate(wide, np.zeros(1000, dtype=int))
    with pytest.raises(TooLargeError, match="QK terms"):
        qk_expansion(wide, 3, 0).evaluate(wide, np.zeros(30_000, dtype=int))
    with pytest.raises(TooLargeError, match="path terms"):
        term_importance(wide, [np.zeros(1000, dtype=int)])
    wide.__class__ = AttentionOnlyModel
    with pytest.raises(TooLargeError, match="forward pass"):
        wide.logits(np.zeros(100_000, dtype=int))


def test_other_malformed_circuit_inputs():
    clean(lambda: kcomp_qk_eigenvalues(CIRC, "a", (1, 1)), "earlier")
    clean(lambda: kcomp_qk_eigenvalues(CIRC, (0, 0), (1, -1)), "later")
    clean(lambda: AttentionOnlyModel.random(1, 1, 2, 1, 2, 2, seed=-1), "seed")
    clean(lambda: AttentionOnlyModel.random(1, 1, 2, 1, 2, 2, scale=float("nan")), "scale")
    clean(lambda: AttentionOnlyModel.from_transformer_lens([("W_E", np.eye(2))]), "arrays")
    clean(lambda: CIRC.to_transformer_lens(attn_scale=-1), "attn_scale")
    clean(lambda: composition_scores(CIRC, "K").score("L0H9", "L1H0"), "earlier")
    clean(lambda: term_importance(CIRC, 5), "sequences")
    clean(lambda: LowRankMatrix(np.eye(2), np.eye(2)) @ np.ones((2, 2, 2)), "2-d")   # a vector is fine (FactoredMatrix does it)
    from theory.circuits.symbolic.explicit import explicit_values
    clean(lambda: explicit_values("model"), "model")
    wide = AttentionOnlyModel.random(2, 2, 200, 4, 300, 4, seed=0)
    clean(lambda: explicit_values(wide), "SymPy")
    assert len(explicit_values(CIRC, tokens=[1, 2])) == 2 + 3 * len(CIRC.head_labels)


# ---------------------------------------------------------------------------------------------
# Second review of the circuits domain: inputs no earlier test used
# ---------------------------------------------------------------------------------------------
def test_expansion_sizes_refused_before_exact_counting(monkeypatch):
    """100000 layers: the count has 30000 digits, and the old truncated-polynomial count was O(L²)
    big-integer work (minutes) before max_terms applied; a message printing it raised Python's own
    ValueError (more than 4300 digits).  Refused from an O(L) float bound, before counting."""
    import theory.circuits.symbolic.expansion as ex
    import theory.circuits.symbolic.qk as qk

    def no_counting(*a, **k):
        raise AssertionError("counted exactly before refusing")
    monkeypatch.setattr(ex, "count_paths", no_counting)
    monkeypatch.setattr(qk, "count_paths", no_counting)
    for call in (lambda: path_expansion(n_layers=100000, n_heads=1),
                 lambda: path_expansion(n_layers=10**6, n_heads=10**6),
                 lambda: path_expansion(n_layers=100000, n_heads=1, max_order=50000),
                 lambda: qk_expansion(n_heads=[1] * 100000, layer=99999, head=0)):
        with pytest.raises(TooLargeError, match="max_terms|heads in all fit"):
            call()


def test_count_paths_truncated_matches_enumeration():
    from theory.circuits.symbolic.expansion import count_paths, iter_paths
    for heads in ([1], [2, 1, 3], [1, 1, 1, 1], [3, 2]):
        for k in (None, 0, 1, 2, 5):
            assert count_paths(heads, k) == sum(1 for _ in iter_paths(heads, k))


def test_scaling_back_neither_overflows_nor_underflows():
    """Scales multiplied one at a time, smallest first, underflowed: the eigenvalue 1e-150 of
    (1e-200·L)(1e200·R) came out 0, and K-composition eigenvalues of a model with W_E·1e-160 and
    W_Q, W_K·1e160 (the same circuit) lost 5 digits in a subnormal intermediate."""
    from theory.circuits.analysis.positivity import kcomp_qk_eigenvalues, ov_circuit_eigenvalues
    L, R = 1e-200 * np.array([[1.0], [0.0]]), 1e200 * np.array([[1e-150, 1.0]])
    dense = np.linalg.eigvals(np.array([[1e-150, 1.0], [0.0, 0.0]]))     # (L R) formed exactly
    assert np.allclose(LowRankMatrix(L, R).eigenvalues(), dense[np.argmax(abs(dense))], rtol=1e-12, atol=0)
    m = AttentionOnlyModel.random(2, 1, 3, 2, 4, 4, seed=0)
    for e, q, k in ((1e-160, 1e160, 1e160), (1e150, 1e-150, 1e-150)):
        heads = [[(hd.W_Q * q, hd.W_K * k, hd.W_V, hd.W_O) for hd in layer] for layer in m.heads]
        ms = AttentionOnlyModel(m.W_E * e, m.W_U, heads, m.W_pos)
        ev = np.linalg.eigvals(m.W_E.T @ m.head(1, 0).W_QK @ m.head(0, 0).W_OV @ m.W_E)   # dense 4×4 reference
        ref = np.sort_complex(ev[np.argsort(-abs(ev))][:2])
        got = np.sort_complex(kcomp_qk_eigenvalues(ms, (0, 0), (1, 0)))
        assert np.allclose(np.sort_complex(kcomp_qk_eigenvalues(m, (0, 0), (1, 0))), ref, rtol=1e-10)
        assert np.allclose(got, np.sort_complex(kcomp_qk_eigenvalues(m, (0, 0), (1, 0))), rtol=1e-12, atol=0)
    big = AttentionOnlyModel(m.W_E * 1e-300, m.W_U * 1e300, [[tuple(w for w in (hd.W_Q, hd.W_K, hd.W_V, hd.W_O))
                                                           for hd in layer] for layer in m.heads], m.W_pos)
    for a, b in zip(ov_circuit_eigenvalues(big), ov_circuit_eigenvalues(m)):
        assert all(np.allclose(np.sort_complex(x), np.sort_complex(y), rtol=1e-12, atol=0) for x, y in zip(a, b))


def test_attention_scale_that_overflows_w_q_is_refused_naming_it():
    """to_transformer_lens(attn_scale=1e308) returned W_Q with inf entries; from_transformer_lens
    with attn_scale=1e-308 blamed 'heads[1][1].W_Q must be finite' (the caller's W_Q was finite)."""
    m = AttentionOnlyModel.random(2, 2, 4, 3, 5, 4, seed=0, scale=3.0)
    with pytest.raises(InputValueError, match="attn_scale"):
        m.to_transformer_lens(attn_scale=1e308)
    with pytest.raises(InputValueError, match="attn_scale"):
        AttentionOnlyModel.from_transformer_lens(m.to_transformer_lens(), attn_scale=1e-308)
    for s in (1e-300, 1e300, np.float32(2.5), np.int64(3)):     # extreme but representable: exact round trip
        back = AttentionOnlyModel.from_transformer_lens(m.to_transformer_lens(attn_scale=s), attn_scale=s)
        assert np.allclose(back.logits([0, 1, 2]), m.logits([0, 1, 2]), rtol=1e-13, atol=1e-13)


def test_composition_scores_labels_never_name_the_wrong_entry():
    """``s.T.score("L0H0", "L1H1")`` read entry [1, 1, 0, 0] of the original (0: the wrong pair)
    because a transposed view kept the labels; ``score`` of an absent head (layer 0 has one head)
    or of a pair in the wrong order returned 0.0 instead of refusing."""
    import copy
    import pickle
    from theory.circuits.analysis.composition import CompositionScores
    m = AttentionOnlyModel.random(2, [1, 2], 5, 2, 4, 3, seed=2)
    s = composition_scores(m, "K")
    ref = s[0, 0, 1, 1]
    assert ref > 0 and s.score("L0H0", "L1H1") == ref
    for view in (s.T, s.transpose(2, 3, 0, 1), np.swapaxes(s, 0, 2), s.reshape(4, 4), np.moveaxis(s, 0, -1)):
        with pytest.raises(InputValueError, match="rearranged"):
            view.score("L0H0", "L1H1")
    for same in (s.copy(), copy.deepcopy(s), pickle.loads(pickle.dumps(s))):
        assert isinstance(same, CompositionScores) and same.score("L0H0", "L1H1") == ref
    with pytest.raises(InputValueError, match="earlier"):
        s.score("L0H1", "L1H0")           # layer 0 has a single head
    with pytest.raises(InputValueError, match="lower layer"):
        s.score("L1H1", "L0H0")           # arguments swapped
    with pytest.raises(InputValueError, match="lower layer"):
        s.score("L1H0", "L1H1")           # same layer


def test_float_token_beyond_int64_and_non_sequence_head():
    """tokens=[0, 1e20] said 'got -9223372036854775808' (the value after a wrapping cast); a head
    given as an int or a generator escaped as a bare TypeError (object has no len())."""
    with pytest.raises(InputValueError, match="1e\\+20 at position 1"):
        MODEL.logits([0, 1e20])
    eye = np.eye(3)
    for ws in (5, (w for w in (eye,) * 4), "QKVO"):
        with pytest.raises(InputTypeError, match=r"heads\[0\]\[0\]"):
            AttentionOnlyModel(eye, eye, [[ws]])


def test_low_rank_products_of_imbalanced_factors():
    """(1e-200·L1)(1e200·R1) · (1e200·L2)(1e-200·R2) has entries of order 1, but forming R1 L2
    overflowed and was refused as 'L must be finite' (an argument the caller never passed);
    compared with the dense product of the unscaled factors."""
    rng = np.random.default_rng(5)
    L1, R1, L2, R2 = rng.normal(size=(4, 3)), rng.normal(size=(3, 5)), rng.normal(size=(5, 2)), rng.normal(size=(2, 4))
    A = LowRankMatrix(1e-200 * L1, 1e200 * R1)
    B = LowRankMatrix(1e200 * L2, 1e-200 * R2)
    ref = L1 @ R1 @ L2 @ R2
    assert np.allclose((A @ B).dense, ref, rtol=1e-12, atol=1e-12 * np.abs(ref).max())
    C = LowRankMatrix(1e300 * L1, 1e-300 * R1)
    assert np.allclose((C @ (1e300 * np.eye(5))).dense, 1e300 * (L1 @ R1), rtol=1e-12, atol=1e288)
    assert np.allclose(((1e-300 * np.eye(4)) @ LowRankMatrix(1e300 * L1, R1)).dense, L1 @ R1, rtol=1e-12, atol=1e-12)
    D = LowRankMatrix(1e200 * L1, R1) @ LowRankMatrix(L2, 1e200 * R2)    # entries ~1e400, factors ~1e200: kept
    with pytest.raises(InputValueError, match="dense exceeds"):
        D.dense
    with pytest.raises(InputValueError, match="product exceeds"):                # even its factors would overflow
        LowRankMatrix(1e300 * L1, 1e300 * R1) @ LowRankMatrix(1e300 * L2, 1e300 * R2)


def test_transformer_lens_biases_of_the_wrong_shape_and_none_or_masked_arrays():
    """Zero biases of any shape were accepted (b_Q of shape (7,) for a 2-layer, 2-head model: a
    dict from another model); None was reported as '1 NaN/inf entries'; a masked array's masked
    entries were silently used as values."""
    tl = MODEL.to_transformer_lens()
    L, H, _, dh = tl["W_Q"].shape
    d_model, n_vocab = MODEL.d_model, MODEL.n_vocab
    good = {"b_Q": np.zeros((L, H, dh)), "b_K": np.zeros((L, H, dh)), "b_V": np.zeros((L, H, dh)),
            "b_O": np.zeros((L, d_model)), "b_U": np.zeros(n_vocab)}
    m = AttentionOnlyModel.from_transformer_lens({**tl, **good})
    assert np.array_equal(m.logits([0, 1]), AttentionOnlyModel.from_transformer_lens(tl).logits([0, 1]))
    for k, v in good.items():
        with pytest.raises(ShapeError, match=k):
            AttentionOnlyModel.from_transformer_lens({**tl, k: np.zeros(v.shape + (1,))})
    with pytest.raises(InputTypeError, match="b_Q.*None"):
        AttentionOnlyModel.from_transformer_lens({**tl, "b_Q": None})
    eye = np.eye(3)
    with pytest.raises(InputValueError, match="W_E.*masked"):
        AttentionOnlyModel(np.ma.masked_array(eye, mask=eye.astype(bool)), eye, [[(eye,) * 4]])


def test_head_lookup_refuses_non_integer_indices():
    """model.head(0.5, 0), head("0", 0) and head(None, 0) escaped as bare TypeErrors; head(True, 0)
    silently meant layer 1."""
    for layer in (0.5, "0", None, True):
        with pytest.raises(InputTypeError, match="layer"):
            MODEL.head(layer, 0)
    assert MODEL.head(np.int8(1), np.uint64(1)) is MODEL.heads[1][1]


# ==============================================================================================
# Issue #26, arguments and scales (branch hostile-args): tolerances relative to the data's scale,
# one validation layer for public arguments, size estimates in exact integers before any work.
# ==============================================================================================
from itertools import combinations as _combinations                                  # noqa: E402

from theory.claims import within                                                    # noqa: E402


def _exact_schur_mse(A, S, t):
    """Σ_c [A − A_{:,S} (A_SS + t I)⁺ A_{S,:}]_cc in SymPy Rationals (pseudo-inverse: a reading
    determined by the others adds nothing): an independent reference for coordinate_mse."""
    A = sp.Matrix(A)
    if not S:
        return A.trace()
    G = A.extract(list(S), list(S)) + t * sp.eye(len(S))
    return (A - A[:, list(S)] * G.pinv() * A[list(S), :]).trace()


@st.composite
def _integer_covariances(draw):
    """A = B Bᵀ + diag(d): integer, symmetric PSD, often singular (d = 0, rank B < dim)."""
    dim = draw(st.integers(2, 4))
    rank = draw(st.integers(1, dim))
    B = [[draw(st.integers(-3, 3)) for _ in range(rank)] for _ in range(dim)]
    d = [draw(st.integers(0, 1)) for _ in range(dim)]
    A = sp.Matrix(B) * sp.Matrix(B).T + sp.diag(*d)
    if any(A[i, i] == 0 for i in range(dim)):
        A += sp.eye(dim)
    return A


@settings(max_examples=30, deadline=None)
@given(A=_integer_covariances(), e=st.integers(-300, 300), t=st.sampled_from([0, sp.Rational(1, 2), 3]),
       M=st.integers(0, 4))
@example(A=sp.Matrix([[2, 1], [1, 2]]), e=-12, t=0, M=1)          # the example: was 4e-12, is 1.5e-12
@example(A=sp.Matrix([[2, 1], [1, 2]]), e=-300, t=0, M=1)
@example(A=sp.Matrix([[1, 1], [1, 1]]), e=300, t=0, M=2)           # singular, at the top of float64
@example(A=sp.Matrix([[1, 0], [0, 1]]), e=-300, t=3, M=1)
def test_gaussian_answers_are_scale_equivariant_and_match_an_exact_schur_complement(A, e, t, M):
    """cov = 10^e · A (A integer PSD, maybe singular), noise 10^e · t: coordinate_mse, the optimal
    non-adaptive and adaptive MSEs equal 10^e × the exact Schur complement (SymPy Rationals, pseudo-
    inverse), and every chosen set is exactly optimal.  Before #26 the rank test had an absolute
    floor of 1e-10, so at e ≤ −11 every noiseless reading was dropped (MSE = prior trace)."""
    s = sp.Rational(10) ** e
    dim, M = A.rows, min(M, A.rows)
    cov = np.array((s * A).evalf(30).tolist(), dtype=float)
    prior = GaussianPrior(cov, allow_singular=True)
    noise = float(s * t)
    exact = {S: s * _exact_schur_mse(A, S, t) for m in range(dim + 1) for S in _combinations(range(dim), m)}
    unit = float(s * A.trace())
    for S, v in exact.items():
        assert within(coordinate_mse(prior, list(S), noise=noise), float(v), rtol=1e-9, atol=1e-9 * unit), (S, v)
    best = min(v for S, v in exact.items() if len(S) == M)
    na = optimal_nonadaptive(prior, M, noise=noise)
    assert within(na.mse, float(best), rtol=1e-9, atol=1e-9 * unit)
    assert na.optimal_sets and all(exact[tuple(S)] == best for S in na.optimal_sets), (na.optimal_sets, best)
    ad = optimal_adaptive(prior, M, noise=noise)
    assert within(ad.mse, float(best), rtol=1e-9, atol=1e-9 * unit)


@settings(max_examples=20, deadline=None)
@given(A=_integer_covariances(), k=st.integers(-990, 990))
@example(A=sp.Matrix([[2, 1], [1, 2]]), k=-990)
@example(A=sp.Matrix([[4, 2], [2, 1]]), k=990)
def test_gaussian_answers_at_power_of_two_scales_are_bit_for_bit_scaled(A, k):
    """At s = 2^k the scaled prior is exactly representable, and the computation runs in units of
    a power of two: every MSE is exactly s × the unscaled one and the chosen sets are the same."""
    base = np.array(A.tolist(), dtype=float)
    p1, ps = GaussianPrior(base, allow_singular=True), GaussianPrior(np.ldexp(base, k), allow_singular=True)
    for M in range(A.rows + 1):
        a, b = optimal_nonadaptive(p1, M), optimal_nonadaptive(ps, M)
        assert b.mse == math.ldexp(a.mse, k) and b.optimal_sets == a.optimal_sets
        for S in _combinations(range(A.rows), M):
            assert coordinate_mse(ps, list(S)) == math.ldexp(coordinate_mse(p1, list(S)), k)


def test_rank_test_is_per_coordinate_not_relative_to_the_largest_entry():
    """diag(1, 1e-12), both read noiselessly: everything is known (MSE 0).  A tolerance relative to
    the block's largest entry read the small coordinate as determined and left 1e-12."""
    p = GaussianPrior(np.diag([1.0, 1e-12]))
    assert coordinate_mse(p, [0, 1]) == 0.0
    assert coordinate_mse(p, [1]) == 1.0


def test_asymmetric_tiny_covariance_is_refused():
    """The symmetry test had atol=1e-12: a 1e-12-scale matrix with cov[1, 0] = cov[0, 1]/2 passed."""
    with pytest.raises(InputValueError, match="symmetric"):
        GaussianPrior(1e-12 * np.array([[2.0, 1.0], [0.5, 2.0]]))
    GaussianPrior(1e-300 * np.array([[2.0, 1.0], [1.0, 2.0]]))


def test_posterior_singular_noiseless_and_symbolic_noise():
    """A noiseless reading determined by another (R Σ Rᵀ singular) raised numpy's LinAlgError; it is
    now conditioned like the pseudo-inverse (the same as reading once); a symbolic noise on a numeric
    prior raised a bare TypeError from float()."""
    p = GaussianPrior(np.array([[2.0, 1.0], [1.0, 2.0]]))
    mean, cov = posterior(p, [[1, 0], [2, 0]], 0, readings=[1.0, 2.0])
    mean1, cov1 = posterior(p, [[1, 0]], 0, readings=[1.0])
    assert np.allclose(cov, [[0, 0], [0, 1.5]], atol=1e-15) and np.allclose(cov, cov1) and np.allclose(mean, mean1)
    q = GaussianPrior(1e-200 * np.array([[1.0, 1.0], [1.0, 1.0]]), allow_singular=True)
    assert np.allclose(posterior(q, [[1, 0]], 0) * 1e200, 0, atol=1e-15)          # v1 = v0: both known
    exact = posterior(GaussianPrior(sp.Matrix([[2, 1], [1, 2]])), sp.Matrix([[1, 0], [3, 0]]), 0)
    assert exact == sp.Matrix([[0, 0], [0, sp.Rational(3, 2)]])
    with pytest.raises(InputTypeError, match="noise is symbolic"):
        posterior(p, [[1, 0]], sp.Symbol("t"))


def test_size_estimates_are_exact_integers_not_floats():
    """optimal_adaptive(GaussianPrior(eye(1500)), 1500) raised OverflowError formatting 2^1500 states
    as a float; dim 1500 is within the documented limit, so the request gets a TooLargeError."""
    with pytest.raises(TooLargeError, match=r"3\.51e\+451 sets"):       # 2^1500 = 3.5075e451, rounded as :.3g
        optimal_adaptive(GaussianPrior(np.eye(1500)), 1500)
    with pytest.raises(TooLargeError):
        optimal_nonadaptive(GaussianPrior(np.eye(1500)), 750)


_not_a_node = st.one_of(st.text(max_size=3), st.integers(), st.floats(), st.none(), st.just(True),
                        st.tuples(st.integers(-3, 5)), st.tuples(st.integers(-3, 5), st.integers(-3, 9), st.integers()),
                        st.tuples(st.integers(-2**70, 2**70), st.integers(-2**70, 2**70)),
                        st.tuples(st.floats(), st.integers(0, 3)), st.tuples(st.just(True), st.just(False)),
                        st.dictionaries(st.integers(), st.integers(), max_size=2))


@settings(max_examples=40, deadline=None)
@given(node=_not_a_node)
@example(node="ab")
@example(node=(-1, 0))
@example(node=(1,))
@example(node=3)
@example(node=(1.0, 0))
@example(node=(True, 0))
def test_tree_nodes_are_validated_at_every_entry_point(node):
    """TreePrior.index("ab") raised a bare TypeError; tree_set_mse with (−1, 0) raised a negative shift
    count or answered; (1,) and 3 unpack errors.  Valid nodes are excluded by the filter below."""
    from theory.inference.strategies.nonadaptive import tree_set_mse
    T = TreePrior(3, "1/2")
    valid = isinstance(node, tuple) and len(node) == 2 and all(type(x) is int for x in node) \
        and 1 <= node[0] <= 3 and 0 <= node[1] < 2 ** node[0]
    if valid:
        return
    with pytest.raises(TheoryError, match="node"):
        T.index(node)
    with pytest.raises(TheoryError, match=r"nodes\[0\]"):
        tree_set_mse(T, [node])


@settings(max_examples=30, deadline=None)
@given(points=st.one_of(st.lists(st.integers(), min_size=1, max_size=3), st.text(max_size=3),
                        st.dictionaries(st.integers(), st.integers(), max_size=2), st.integers(), st.none(),
                        st.lists(st.one_of(st.integers(), st.text(max_size=2)), min_size=1, max_size=2).map(
                            lambda r: [r, "x"])))
@example(points=[1, 2])
def test_discrete_prior_points_must_be_a_table(points):
    """DiscretePrior([1, 2], …) raised "'int' object is not iterable"."""
    with pytest.raises(TheoryError, match="points"):
        DiscretePrior(points, ["1/2", "1/2"])


@pytest.mark.parametrize("mean", ["ab", {1: 2}, [1, "x"], [1, 2j], 5])
def test_symbolic_gaussian_mean_is_validated(mean):
    """GaussianPrior(sympy cov, mean="ab") raised SymPy's TypeError with an empty first line."""
    with pytest.raises(TheoryError, match="mean"):
        GaussianPrior(sp.eye(2), mean=mean)


_bad_int_entry = st.one_of(st.integers(-10**6, -1), st.just(True), st.just(False),
                           st.floats(allow_nan=True).filter(lambda x: x != int(x) if math.isfinite(x) else True),
                           st.text(max_size=2), st.none(), st.just(2.0), st.just(np.float64(1.0)))
_bad_containers = st.one_of(st.text(max_size=3), st.dictionaries(st.integers(1, 3), st.integers(1, 3), min_size=1,
                                                                 max_size=2),
                            st.sets(st.integers(1, 3), min_size=1, max_size=2), st.integers(), st.none())


@settings(max_examples=40, deadline=None)
@given(good=st.lists(st.integers(1, 4), max_size=3), bad=_bad_int_entry, where=st.integers(0, 3))
@example(good=[2], bad=-3, where=0)          # count_paths([-3, 2]) was −6
@example(good=[], bad=2.5, where=0)          # count_paths([2.5]) was 3.5
@example(good=[], bad=True, where=0)         # count_paths([True]) was 2
def test_count_paths_refuses_entries_that_are_not_head_counts(good, bad, where):
    heads = list(good)
    heads.insert(min(where, len(heads)), bad)
    with pytest.raises(TheoryError, match=r"n_heads\[\d+\]"):
        count_paths(heads)


@settings(max_examples=20, deadline=None)
@given(heads=_bad_containers)
@example(heads={1: 2})
def test_count_paths_and_spectrum_refuse_containers_that_are_not_sequences(heads):
    """gaussian_spectral({1: 2}, 1) read the dict's keys as the spectrum (MSE 0)."""
    with pytest.raises(TheoryError, match="n_heads"):
        count_paths(heads)
    with pytest.raises(TheoryError, match="eigenvalues"):
        gaussian_spectral(heads, 1)


def test_count_paths_agrees_with_brute_force_on_valid_input():
    from itertools import product
    for heads in ([1], [2, 3], [0, 2], (1, 1, 2), np.array([2, 2]), range(1, 4)):
        brute = sum(1 for _ in product(*[range(1 + h) for h in heads]))
        assert count_paths(heads) == brute


@pytest.mark.parametrize("kw", [dict(n_heads=[1]), dict(n_heads=[2, 2]), dict(n_layers=2), dict(n_heads=2, n_layers=2)])
def test_path_expansion_refuses_shape_arguments_next_to_a_model(kw):
    """path_expansion(model, n_heads=[1]) silently used the model's heads."""
    with pytest.raises(InputValueError, match="must not be given with a model"):
        path_expansion(MODEL, **kw)


@settings(max_examples=25, deadline=None)
@given(flag=st.one_of(st.text(max_size=3), st.integers(), st.floats(), st.none(), st.just([True])))
@example(flag="no")
@example(flag=0)
@example(flag="False")
def test_symmetric_flag_must_be_a_bool(flag):
    """optimal_adaptive(T, 2, symmetric="no") ran the symmetric DP."""
    with pytest.raises(InputTypeError, match="symmetric must be True or False"):
        optimal_adaptive(TREE, 2, symmetric=flag)
    assert optimal_adaptive(TREE, 2, symmetric=np.bool_(False)).mse == optimal_adaptive(TREE, 2, symmetric=True).mse


@settings(max_examples=30, deadline=None)
@given(leaves=st.one_of(st.lists(st.integers(-3, 12), min_size=0, max_size=4), _bad_containers,
                        st.lists(_bad_int_entry, min_size=2, max_size=2)))
@example(leaves=[99, 0])
@example(leaves=[1])
def test_sample_contexts_leaves_are_used_or_refused(leaves):
    """sample_contexts(leaves=[99, 0]) ignored the leaves.  Now valid leaves fix θ (checked against the
    prior's own θ of each leaf) and anything else is refused."""
    T = TreePrior(3, "1/2")
    if leaves is None:                       # the default: θ sampled
        return
    ok = isinstance(leaves, list) and len(leaves) == 2 and all(type(x) is int and 0 <= x < 8 for x in leaves)
    if not ok:
        with pytest.raises(TheoryError, match="leaves"):
            sample_contexts(T, 2, 3, leaves=leaves)
        return
    c = sample_contexts(T, 2, 3, leaves=leaves)
    assert c.leaves.tolist() == leaves
    assert np.array_equal(c.theta, np.stack([T.theta(s) for s in leaves]))
    with pytest.raises(InputValueError, match="disagree"):
        sample_contexts(T, 2, 3, leaves=leaves, theta=np.stack([T.theta((s + 1) % 8) for s in leaves]))


def _exact_moment(X, y):
    """(1/N) Σ_i x_i y_i in exact rationals (Fractions of the float inputs): no overflow, no underflow."""
    B, N, D = X.shape
    return [[sum(Fraction(float(X[b, i, c])) * Fraction(float(y[b, i])) for i in range(N)) / N for c in range(D)]
            for b in range(B)]


_LA_MODELS = {
    "A": lambda: compile_model_a(TreePrior(2, "1/2"), 2),
    "B": lambda: compile_model_b(TreePrior(2, "1/2"), 2),
    "C": lambda: compile_model_c(TreePrior(2, "1/2"), 2),
    "gauss": lambda: compile_model_a(GaussianPrior(np.array([[2.0, 1.0], [1.0, 2.0]])), 1),
}


@settings(max_examples=40, deadline=None)
@given(kind=st.sampled_from(sorted(_LA_MODELS)), ex=st.integers(-300, 300), ey=st.integers(-300, 300),
       seed=st.integers(0, 50))
@example(kind="A", ex=155, ey=155, seed=0)        # was all-NaN; the moment (≈1e310) is beyond float64: refused
@example(kind="A", ex=150, ey=150, seed=0)        # the moment fits; Model A's lookup answers
@example(kind="gauss", ex=-300, ey=-300, seed=0)  # products underflow; the moment is exactly 0 in float64
@example(kind="C", ex=300, ey=-300, seed=1)
def test_linear_attention_run_equals_the_exact_token_moment_at_every_scale(kind, ex, ey, seed):
    """run(X·10^ex, y·10^ey) is run_meanfield of the exact moment (1/N)Σ x_i y_i (Fractions), rounded
    once: finite where that moment and the networks fit float64, else a package error naming the
    overflow.  Before #26, inputs of 1e155 gave all-NaN estimates."""
    model = _LA_MODELS[kind]()
    rng = np.random.default_rng(seed)
    X = rng.standard_normal((2, 3, model.D)) * 10.0 ** ex
    y = rng.standard_normal((2, 3)) * 10.0 ** ey
    exact = _exact_moment(X, y)
    try:
        stat = np.array([[float(v) for v in row] for row in exact])
    except OverflowError:
        with pytest.raises(InputValueError, match="token moment"):
            model.run(X, y)
        return
    try:
        ref = model.run_meanfield(stat)
    except InputValueError as exc:
        assert "overflow float64" in str(exc)
        with pytest.raises(InputValueError, match="overflow float64"):
            model.run(X, y)
        return
    got = model.run(X, y)
    for a, b in zip(got, ref):
        assert np.all(np.isfinite(a))
        assert np.allclose(a, b, rtol=1e-12, atol=0), (a, b)


_bad_layers = st.one_of(st.integers(-5, -1), st.integers(2, 200), st.just(True), st.floats(0, 1), st.text(max_size=2))


@settings(max_examples=30, deadline=None)
@given(layer=_bad_layers)
@example(layer=99)
@example(layer=-1)
def test_linear_attention_patch_for_a_missing_layer_is_refused(layer):
    """A patch for layer 99 or −1 was silently ignored (the clean forward pass came back)."""
    model = _LA_MODELS["A"]()
    th = np.eye(model.D)[:3]
    with pytest.raises(TheoryError, match="patch layer"):
        model.run_meanfield(th, patch={layer: np.zeros((3, 1, model.D))})


@settings(max_examples=30, deadline=None)
@given(shape=st.lists(st.integers(0, 4), min_size=0, max_size=4).map(tuple), fill=st.sampled_from([0.0, np.nan, np.inf]))
@example(shape=(3, 2, 6), fill=0.0)
@example(shape=(3, 1, 6), fill=np.nan)
def test_linear_attention_patch_values_are_checked(shape, fill):
    """A NaN patch gave NaN estimates; a wrong shape gave NumPy's reshape message."""
    model = _LA_MODELS["A"]()
    th = np.eye(model.D)[:3]
    R = np.full(shape, fill)
    ok = shape in ((3, 1, model.D), (1, model.D)) and np.isfinite(fill)
    if ok:
        out = model.run_meanfield(th, patch={0: R})
        assert np.array_equal(out[2][:, 0], np.broadcast_to(R, (3, 1, model.D)))
        return
    with pytest.raises(TheoryError, match=r"patch\[0\]"):
        model.run_meanfield(th, patch={0: R})


def test_linear_attention_inputs_zero_tokens_complex_nan():
    """Zero tokens gave all-NaN (0/0); complex X ran on its real part; run_meanfield(NaN) and
    token_moment with mismatched or non-finite input were unchecked."""
    from theory.inference.models.data import token_moment
    model = _LA_MODELS["A"]()
    D = model.D
    with pytest.raises(InputValueError, match="at least one token"):
        model.run(np.zeros((2, 0, D)), np.zeros((2, 0)))
    with pytest.raises(InputTypeError, match="X must be real"):
        model.run(np.ones((1, 2, D)) + 1j, np.ones((1, 2)))
    with pytest.raises(InputValueError, match="theta must be finite"):
        model.run_meanfield(np.full((1, D), np.nan))
    with pytest.raises(ShapeError, match="y must have shape"):
        token_moment(np.ones((1, 2, 3)), np.ones((1, 3)))
    with pytest.raises(InputValueError, match="X must be finite"):
        token_moment(np.full((1, 2, 3), np.inf), np.ones((1, 2)))
    with pytest.raises(TheoryError, match="patch must be a dict"):
        model.run_meanfield(np.eye(D)[:1], patch=[np.zeros((1, 1, D))])


_bad_rates = st.one_of(st.just(float("nan")), st.just(float("inf")), st.floats(-1e6, 0), st.just(0), st.just(True),
                       st.just(1e38), st.just(1j), st.text(max_size=2), st.none())


@settings(max_examples=25, deadline=None)
@given(lr=_bad_rates)
@example(lr=float("nan"))
@example(lr=-1e-3)
@example(lr=1e38)
def test_every_trainer_refuses_a_bad_learning_rate_before_torch(lr):
    """train_attention_only passed a NaN or negative lr to torch (its own ValueError, or silent NaN
    weights); one check, validation.step_size, now serves all five trainers."""
    pytest.importorskip("torch")
    from theory.circuits.training.segments import train_attention_only
    from theory.inference.training.meanfield import train_meanfield_a
    from theory.inference.training.nonadaptive import train_nonadaptive_run
    from theory.inference.training.sampled import train_sampled_a
    from theory.inference.training.linear_attention import train_linear_attention
    T = TreePrior(2, "1/2")
    calls = [lambda: train_attention_only(n_ctx=9, steps=1, lr=lr, progress=False),
             lambda: train_linear_attention(T, "A", 1, steps=1, lr=lr),
             lambda: train_sampled_a(T, 1, steps=1, lr=lr),
             lambda: train_meanfield_a(T, 1, steps=1, lr=lr),
             lambda: train_nonadaptive_run(T, "B", 1, steps=1, lr=lr)]
    for call in calls:
        with pytest.raises(TheoryError, match="lr must be a finite real number > 0"):
            call()


@pytest.mark.parametrize("n_ctx", [6, 7, 8])
def test_train_attention_only_refuses_contexts_too_short_for_its_segments(n_ctx):
    """n_ctx 6–8 passed the check (≥ 6) and failed inside NumPy (a segment of ≥ 4 tokens and its copy
    after BOS need 9 positions); also for a MarkovLanguage and repeated_segment_batch itself."""
    pytest.importorskip("torch")
    from theory.circuits.training.language import MarkovLanguage
    from theory.circuits.training.segments import repeated_segment_batch, train_attention_only
    with pytest.raises(InputValueError, match="n_ctx must be ≥ 2·min_len \\+ 1 = 9"):
        train_attention_only(n_ctx=n_ctx, steps=1, progress=False)
    with pytest.raises(InputValueError, match="n_ctx must be ≥"):
        train_attention_only(n_ctx=n_ctx, n_vocab=8, steps=1, progress=False, language=MarkovLanguage(8))
    with pytest.raises(InputValueError, match="n_ctx must be ≥"):
        repeated_segment_batch(np.random.default_rng(0), 2, 5, n_ctx)
    toks, mask = repeated_segment_batch(np.random.default_rng(0), 3, 5, 9)
    assert toks.shape == (3, 9) and mask.any(axis=1).all()


def test_huge_models_are_refused_in_the_unit_that_grows():
    """A 4-TB attention-only model reached torch's allocator; AttentionOnlyModel.random with 2,000,000
    one-head layers passed its entry check and ran > 30 CPU-s (each head costs ~500 entries' worth)."""
    pytest.importorskip("torch")
    from theory.circuits.training.segments import train_attention_only
    with pytest.raises(TooLargeError, match="train_attention_only"):
        train_attention_only(d_model=2**20, d_head=2**10, n_heads=64, steps=1, progress=False)
    for args in ((2_000_000, 1, 1, 1, 2, 2), (10**15, 1, 1, 1, 2, 2), (1, 10**9, 1, 1, 2, 2)):
        with pytest.raises(TooLargeError, match="heads"):
            AttentionOnlyModel.random(*args)
    assert list(AttentionOnlyModel.random(3, [1, 2, 1], 2, 1, 3, 3).n_heads) == [1, 2, 1]


@settings(max_examples=20, deadline=None)
@given(chunk=st.one_of(st.integers(-5, 0), st.floats(allow_nan=True), st.just(True), st.text(max_size=2)))
@example(chunk=-1)
@example(chunk=2.5)
def test_simulate_chunk_is_validated(chunk):
    """simulate(chunk=−1) ran an empty range (mean of no errors: NaN); chunk=2.5 a float range (TypeError)."""
    from theory.inference.models.linear_attention import simulate
    model = compile_model_b(TREE, 2)
    with pytest.raises(TheoryError, match="chunk"):
        simulate(model, TREE, 4, 10, chunk=chunk)
    assert simulate(model, TREE, 4, 10, chunk=3) == simulate(model, TREE, 4, 10, chunk=3)


def test_slow_adaptive_requests_state_their_size_before_any_work(monkeypatch):
    """optimal_adaptive(TreePrior(7, "1/2"), 5) ran for seconds to minutes with no notice.  Its estimated
    size (6583 memoised states × 254 coordinates) and time now come as a SizeNotice before the DP starts
    (the DP is replaced here by a stub that fails, so the notice must precede it); M = 4 stays silent."""
    import warnings
    from theory.errors import SizeNotice
    from theory.inference.strategies import adaptive

    def no_work(*args, **kwargs):
        raise RuntimeError("work started")

    monkeypatch.setattr(adaptive, "problem_for", no_work)
    with pytest.warns(SizeNotice, match=r"6583 states × 254 coordinates: about \d+ CPU-s"):
        with pytest.raises(RuntimeError, match="work started"):
            optimal_adaptive(TreePrior(7, "1/2"), 5)
    with warnings.catch_warnings():
        warnings.simplefilter("error", SizeNotice)
        with pytest.raises(RuntimeError, match="work started"):
            optimal_adaptive(TreePrior(7, "1/2"), 4)


@settings(max_examples=25, deadline=None)
@given(flag=st.one_of(st.text(max_size=3), st.integers(), st.floats(allow_nan=True), st.none(), st.just([True])))
@example(flag="no")
@example(flag=1)
def test_flags_of_priors_and_models_must_be_bools(flag):
    """Found by this branch's own probes: GaussianPrior(allow_singular="no") and
    AttentionOnlyModel.random(positional="no") read any truthy value as True."""
    with pytest.raises(InputTypeError, match="allow_singular must be True or False"):
        GaussianPrior(np.eye(2), allow_singular=flag)
    with pytest.raises(InputTypeError, match="positional must be True or False"):
        AttentionOnlyModel.random(1, 1, 2, 2, 3, 3, positional=flag)


def test_qk_expansion_and_iter_path_terms_do_not_misread_heads():
    """Found by this branch's own probes: qk_expansion(model, …, n_heads=[1, 1]) used the model's heads;
    iter_path_terms({1: 2}) expanded the dict's keys."""
    from theory.circuits import iter_path_terms
    with pytest.raises(InputValueError, match="must not be given with a model"):
        qk_expansion(MODEL, 1, 0, n_heads=[1, 1])
    for heads in ({1: 2}, {2}, "12"):
        with pytest.raises(InputValueError, match="n_heads"):
            list(iter_path_terms(heads))


def test_reading_tail_covariance_check_is_relative():
    """reading_tail accepted second_moment < θ_c² whenever both were below 1e-12 (absolute floor)."""
    from theory.inference.models.finite_n import reading_tail
    with pytest.raises(InputValueError, match="second_moment"):
        reading_tail(1e-10, 0.5e-20, 0.0, 30)
    assert reading_tail(1e-10, 2e-20, 0.0, 30) == pytest.approx(reading_tail(1.0, 2.0, 0.0, 30), rel=1e-9)
