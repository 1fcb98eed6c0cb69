from fractions import Fraction

import numpy as np
import pytest
import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st

from theory import latex
from theory.errors import InputTypeError, InputValueError, ShapeError, TooLargeError
from theory.inference import (DiscretePrior, GaussianPrior, TreePrior, bound_achieving_set, coordinate_mse,
                              optimal_adaptive, optimal_nonadaptive, posterior)
from theory.inference.strategies.closed_forms import (adaptive_counting_bound, gaussian_isotropic, mse_adaptive,
                                           mse_adaptive_limit, nonadaptive_lower_bound)
from theory.inference.strategies.lmmse import lmmse_mse
from theory.inference.strategies.loss import tree_loss_mass
from theory.inference.strategies.optimal import nonadaptive_sweep

from theory.inference.strategies.nonadaptive import tree_set_mse

rational_alpha = st.fractions(min_value=Fraction(1, 40), max_value=Fraction(39, 40), max_denominator=40).filter(
    lambda a: 0 < a < 1)


@given(rational_alpha, st.integers(1, 4), st.data())
def test_dp_equals_closed_form_exactly(a, K, data):
    M = data.draw(st.integers(0, K))
    r = optimal_adaptive(TreePrior(K, a), M)
    assert r.mse == mse_adaptive(K, M)(alpha=a)
    assert r.mse >= adaptive_counting_bound(K, M)(alpha=a)


@given(rational_alpha, st.integers(1, 3), st.data())
def test_symmetric_and_plain_dp_agree_and_general_dp_agrees(a, K, data):
    M = data.draw(st.integers(0, K))
    T = TreePrior(K, a)
    sym = optimal_adaptive(T, M).mse
    assert optimal_adaptive(T, M, symmetric=False).mse == sym
    assert optimal_adaptive(T.to_discrete(), M).mse == sym


@settings(max_examples=15)
@given(rational_alpha, st.integers(1, 3), st.data())
def test_nonadaptive_bounds_and_general_search(a, K, data):
    M = data.draw(st.integers(0, min(4, 2 ** K - 1)))
    T = TreePrior(K, a)
    na = optimal_nonadaptive(T, M).mse
    assert na >= nonadaptive_lower_bound(K, M)(alpha=a)
    assert na >= optimal_adaptive(T, min(M, T.dim)).mse
    assert na == optimal_nonadaptive(T.to_discrete(), M).mse
    assert tree_set_mse(T, bound_achieving_set(T, M)) == nonadaptive_lower_bound(K, M)(alpha=a)


def test_sweep_matches_single_searches():
    T = TreePrior(3, Fraction(2, 3))
    sweep = nonadaptive_sweep(T, 5)
    assert [r.mse for r in sweep] == [optimal_nonadaptive(T, M).mse for M in range(6)]


def test_loss_mass_against_brute_force_expectation():
    T = TreePrior(3, Fraction(1, 3))
    rng = np.random.default_rng(0)
    for _ in range(20):
        mask = int(rng.integers(1, 2 ** 8))
        leaves = [s for s in range(8) if mask >> s & 1]
        thetas = [T.theta_sq(s) for s in leaves]
        # posterior over the leaves is uniform; MSE mass = P(S) * Σ_c Var(θ_c | S) using θ_c² exactly
        n = len(leaves)
        var = 0
        for c in range(T.dim):
            p = Fraction(sum(1 for t in thetas if t[c] != 0), n)
            var += T.scale_sq(T.nodes[c][0]) * p * (1 - p)
        assert tree_loss_mass(3, T.alpha, mask) == Fraction(n, 8) * var


def test_policy_printing_and_walk():
    r = optimal_adaptive(TreePrior(3, "1/2"), 2)
    text = str(r.policy)
    assert text.startswith("read (1, 0)") and "on path" in text and "off path" in text
    assert r.policy.reads() == 2
    assert len([n for _, n in r.policy.walk() if n.coordinate is None]) == 4


def test_closed_forms_latex_and_limits():
    assert mse_adaptive_limit().expr == sp.Symbol("alpha", positive=True) ** (sp.Symbol("M", integer=True, positive=True) + 1) / (
        (sp.Symbol("alpha", positive=True) - 2) * (sp.Symbol("alpha", positive=True) - 1))
    assert latex(mse_adaptive_limit()) == r"\mathrm{MSE}_{\mathrm{ad}}(\infty, M) = \frac{\alpha^{M + 1}}{\left(\alpha - 2\right) \left(\alpha - 1\right)}"
    assert gaussian_isotropic(4, 1).subs(**{"s^2": 2, "tau^2": 0})() == 6


@settings(max_examples=20)
@given(st.integers(1, 4), st.integers(0, 2**31 - 1))
def test_gaussian_posterior_reading_free(D, seed):
    rng = np.random.default_rng(seed)
    A = rng.normal(size=(D, D))
    prior = GaussianPrior(A @ A.T + 0.2 * np.eye(D), rng.normal(size=D))
    m = int(rng.integers(1, D + 1))
    R, t2 = rng.normal(size=(m, D)), float(rng.uniform(0.1, 1))
    (m1, c1), (m2, c2) = (posterior(prior, R, t2, rng.normal(size=m)) for _ in range(2))
    np.testing.assert_allclose(c1, c2, rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(c1, np.linalg.inv(np.linalg.inv(prior.cov) + R.T @ R / t2), rtol=1e-9, atol=1e-12)


@settings(max_examples=10)
@given(st.integers(2, 4), st.integers(0, 2**31 - 1), st.sampled_from([0, Fraction(1, 2)]))
def test_gaussian_adaptive_equals_nonadaptive_exactly(D, seed, noise):
    rng = np.random.default_rng(seed)
    A = rng.integers(-2, 3, size=(D, D))
    prior = GaussianPrior(sp.Matrix(A @ A.T + np.eye(D, dtype=int)))
    for M in range(D + 1):
        assert optimal_adaptive(prior, M, noise=noise).mse == optimal_nonadaptive(prior, M, noise=noise).mse


def test_symbolic_and_numeric_gaussian_meet():
    A = np.array([[2, 1, 0], [1, 3, 1], [0, 1, 2]])
    exact, num = GaussianPrior(sp.Matrix(A)), GaussianPrior(A.astype(float))
    for S in ([0], [1, 2], [0, 2]):
        for noise in (0, Fraction(1, 3)):
            assert abs(float(coordinate_mse(exact, S, noise)) - coordinate_mse(num, S, float(noise))) < 1e-12


def test_lmmse_equals_surrogate_gaussian():
    T = TreePrior(2, "1/3")
    g, d = T.moment_matched_gaussian(), T.to_discrete()
    for S in ([0], [0, 2], [2, 3, 4], [0, 1, 2, 3]):
        assert coordinate_mse(g, S) == lmmse_mse(d, S)


def test_bad_inputs():
    with pytest.raises(InputValueError, match=r"alpha must be in \(0, 1\); got 1.5"):
        TreePrior(3, 1.5)
    with pytest.raises(InputValueError, match="depth must be an integer >= 1; got 0"):
        TreePrior(0, "1/2")
    with pytest.raises(InputValueError, match=r"M must be an integer in \[0, 6\]; got 7"):
        optimal_adaptive(TreePrior(2, "1/2"), 7)
    with pytest.raises(InputValueError, match="M must be an integer"):
        optimal_nonadaptive(TreePrior(2, "1/2"), -1)
    with pytest.raises(InputValueError, match="symmetric"):
        GaussianPrior([[1, 0.5], [0.2, 1]])
    with pytest.raises(InputValueError, match="positive definite"):
        GaussianPrior([[1, 2], [2, 1]])
    with pytest.raises(InputValueError, match="finite"):
        GaussianPrior([[1, np.nan], [np.nan, 1]])
    with pytest.raises(InputValueError, match="probs must sum to 1; they sum to 3/4"):
        DiscretePrior([[0], [1]], ["1/2", "1/4"])
    with pytest.raises(InputValueError, match=r"probs must be non-negative; probs\[0\] = -1/2"):
        DiscretePrior([[0], [1]], ["-1/2", "3/2"])
    with pytest.raises(InputValueError, match="alpha must be finite"):
        TreePrior(2, float("nan"))
    with pytest.raises(InputTypeError, match="alpha is symbolic"):
        optimal_adaptive(TreePrior(2, sp.Symbol("a")), 1)
    with pytest.raises(TooLargeError, match=r"depth 7 \(M ≤ 5\) fits"):
        optimal_adaptive(TreePrior(9, "1/2"), 3)
    with pytest.raises(TooLargeError, match="symmetry orbits"):
        optimal_nonadaptive(TreePrior(7, "1/2"), 40)
    with pytest.raises(ShapeError, match="R must have 2 columns"):
        posterior(GaussianPrior(np.eye(2)), np.ones((1, 3)), 0.1)
