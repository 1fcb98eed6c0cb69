"""Priors (Gaussian, finite discrete, tree): sizes refused before they are computed, empty or overflowing
covariances and points refused, exact covariances kept exact."""
from fractions import Fraction

import numpy as np
import pytest
import sympy as sp

from theory.errors import InputValueError, ShapeError, TooLargeError
from theory.inference import DiscretePrior, GaussianPrior, optimal_adaptive, optimal_nonadaptive, TreePrior


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_a_huge_tree_depth_is_refused_without_computing_its_node_count():
    """TreePrior(10**9) formatted 2**(10**9+1) − 2 with :.4g — an OverflowError (after building a 10^9-bit integer)."""
    for depth in (10**9, 10**18):
        with pytest.raises(TooLargeError, match=r"depth=\d+\) would have 2\^\d+ − 2 ≈ 10\^"):
            TreePrior(depth, "1/2")


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
@pytest.mark.parametrize("cov", [np.zeros((0, 0)), sp.zeros(0, 0)], ids=["numpy", "sympy"])
def test_an_empty_covariance_is_a_shape_error(cov):
    """np.zeros((0, 0)) reached eigvalsh(...).max(): a bare ValueError."""
    with pytest.raises(ShapeError, match=r"cov must be a square matrix of size ≥ 1; got shape \(0, 0\)"):
        GaussianPrior(cov)


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
@pytest.mark.parametrize("scale", [1e-13, 1e-100, 1e-300])
def test_a_tiny_but_well_conditioned_covariance_is_positive_definite(scale):
    """The definiteness tolerance was 1e-12 absolute: cov = 1e-13·(I + J/2) was 'not positive definite'."""
    cov = scale * (np.eye(2) + 0.5)
    mse = optimal_adaptive(GaussianPrior(cov), 1).mse
    # reading one coordinate of [[1.5, .5], [.5, 1.5]]·s leaves the other with variance s(1.5 − .25/1.5)
    assert mse == pytest.approx(scale * (1.5 - 0.25 / 1.5), rel=1e-12)
    with pytest.raises(InputValueError, match="positive definite"):           # a singular one still is not
        GaussianPrior(scale * np.ones((2, 2)))


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_a_fraction_covariance_stays_exact():
    """GaussianPrior([[Fraction(2), Fraction(1)], ...]) went through float64: the MSE came out 1.5, not 3/2."""
    F = Fraction
    p = GaussianPrior([[F(2), F(1)], [F(1), F(2)]], mean=[F(1, 3), 0])
    assert p.symbolic
    for r in (optimal_adaptive(p, 1), optimal_nonadaptive(p, 1)):
        assert r.mse == F(3, 2) and type(r.mse) is Fraction
    q = GaussianPrior([[F(1, 3), 0], [0, F(1, 7)]])
    assert optimal_adaptive(q, 1).mse == F(1, 7) and type(optimal_adaptive(q, 1).mse) is Fraction
    assert not GaussianPrior([[2, 1], [1, 2]]).symbolic          # integers keep the numeric path, as before


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
@pytest.mark.parametrize("big", [1e160, 1e200, 1e300])
def test_discrete_points_whose_second_moment_overflows_are_refused(big):
    """A float point of 1e160 made the DP square it: a bare OverflowError (34, 'Numerical result out of range')."""
    with pytest.raises(InputValueError, match="points are too large for float64"):
        DiscretePrior([[big, 0.0], [-big, 1.0]], ["1/2", "1/2"])
    exact = DiscretePrior([[10**200, 0], [-10**200, 1]], ["1/2", "1/2"])          # exact integers: fine
    assert optimal_nonadaptive(exact, 0).mse == 10**400 + Fraction(1, 4)           # Var θ₀ + Var θ₁, exactly
    assert optimal_adaptive(exact, 1).mse == 0


@pytest.mark.found_by('adversarial probing, round 4 (tests/test_redteam.py)')
@pytest.mark.parametrize("noise", [10 ** 400, Fraction(10 ** 400, 3)])
def test_noise_past_float64_on_a_numeric_prior_is_refused_by_name(noise):
    """optimal_nonadaptive(GaussianPrior(I), 1, noise=10**400) and posterior(...) raised a bare
    OverflowError from float() inside the solver."""
    from theory.errors import InputValueError
    from theory.inference import GaussianPrior, coordinate_mse, optimal_nonadaptive, posterior
    g = GaussianPrior(np.eye(3))
    for call in (lambda: optimal_nonadaptive(g, 1, noise=noise), lambda: posterior(g, np.eye(3)[:1], noise),
                 lambda: coordinate_mse(g, [0], noise=noise)):
        with pytest.raises(InputValueError, match="noise must fit in float64"):
            call()
    assert coordinate_mse(g, [0], noise=10 ** 300) == pytest.approx(3.0)     # huge but representable: fine


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 10; tests/test_round4_hangs.py)')
def test_an_asymmetric_cov_is_refused_at_the_scale_of_its_own_entries():
    """GaussianPrior([[1e20, 1], [0, 1e20]]) was accepted: the tolerance was relative to the largest entry,
    and 1 is 1e-20 of 1e20, although cov[0, 1] = 1 and cov[1, 0] = 0 have nothing in common."""
    from theory.inference import GaussianPrior
    with pytest.raises(InputValueError, match=r"cov must be symmetric; cov\[0, 1\] = 1 but cov\[1, 0\] = 0"):
        GaussianPrior([[1e20, 1.0], [0.0, 1e20]])
    with pytest.raises(InputValueError, match="symmetric"):
        GaussianPrior([[1.0, 1e-17], [-1e-17, 1.0]])              # opposite signs: asymmetric at any scale
    for scale in (1e-300, 1.0, 1e20, 1e300):                     # symmetric to rounding: accepted at every scale
        GaussianPrior(scale * np.array([[2.0, 1.0 + 1e-15], [1.0, 2.0]]))
