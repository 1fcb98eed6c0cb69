"""``theory.check`` / ``expectation`` by Monte Carlo: Gaussian scalars sampled, values near the float range,
tiny quantities, heavy tails not decided."""
import pytest
import sympy as sp

from theory import check, expectation
from theory.errors import InputValueError

from tests.identities.helpers import _n, _x, _y


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_a_gaussian_scalar_is_sampled():
    """where={x: "gaussian"} on a scalar was accepted, then the Monte Carlo run raised KeyError('x')."""
    g = {_x: "gaussian", _y: "gaussian"}
    assert check(expectation(_x ** 2), 1, where={_x: "gaussian"}).status.startswith("holds")
    assert check(expectation((_x + _y) ** 2), 2, where=g).status.startswith("holds")
    assert check(expectation((_x + _y) ** 2), 1, where=g).status == "refuted"          # false variant
    X = sp.MatrixSymbol("X", _n, _n)
    both = {_x: "gaussian", X: "gaussian"}
    assert check(expectation((_x * sp.Trace(X)) ** 2), _n, where=both).status.startswith("holds")
    assert check(expectation((_x * sp.Trace(X)) ** 2), 2 * _n, where=both).status == "refuted"


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_monte_carlo_on_values_near_the_float_range():
    """Samples of 1e200 overflowed their squares: mean**2 raised OverflowError (34, 'Numerical result out of range')."""
    big = sp.Integer(10) ** 200
    assert check(expectation(_x ** 2 * big), big, where={_x: "gaussian"}).status.startswith("holds")
    assert check(expectation(_x ** 2 * big), 2 * big, where={_x: "gaussian"}).status == "refuted"
    assert check(expectation(_x * big), sp.Integer(10) ** 250, where={_x: "gaussian"}).status == "refuted"


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_monte_carlo_decides_claims_about_tiny_quantities():
    """The slack was an absolute 1e-12: E[x²·10⁻³⁰⁰] = 2·10⁻³⁰⁰ (false by a factor 2) 'held'."""
    tiny = sp.Rational(1, 10**300)
    assert check(expectation(_x ** 2 * tiny), tiny, where={_x: "gaussian"}).status.startswith("holds")
    assert check(expectation(_x ** 2 * tiny), 2 * tiny, where={_x: "gaussian"}).status == "refuted"


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_a_heavy_tailed_expectation_is_not_decided():
    """E[exp(10x)] = e^50, but 20 000 samples see none of the draws that carry the mean: the interval is set by
    the largest sample, and the false claim E[exp(10x)] = 1 'held'."""
    for rhs in (1, sp.exp(50)):
        with pytest.raises(InputValueError, match="cannot be checked by Monte Carlo.*of the sum of squared deviations"):
            check(expectation(sp.exp(10 * _x)), rhs, where={_x: "gaussian"})
    assert check(expectation(sp.exp(_x)), sp.exp(sp.Rational(1, 2)), where={_x: "gaussian"}).status.startswith("holds")
    assert check(expectation(_x ** 6), 15, where={_x: "gaussian"}).status.startswith("holds")
