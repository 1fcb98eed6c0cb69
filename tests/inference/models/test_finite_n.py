"""Finite-N theory of the linear-attention models (theory.inference.models.finite_n): the reading tail."""
from fractions import Fraction

import pytest

from theory.errors import InputValueError

from tests.helpers import NAN


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
@pytest.mark.parametrize("args,match", [((1.0, 1.0, NAN, 10), "tau must be a finite real number"),
                                        ((NAN, 1.0, 0.5, 10), "theta_c must be a finite real number"),
                                        ((1.0, 1.0, 0.5, 0), r"N must be a number of tokens > 0"),
                                        ((1.0, -1.0, 0.5, 10), "must be ≥ θ_c²"),
                                        ((1e200, 1e300, 0.5, 10), "must be ≥ θ_c² = inf")])
def test_reading_tail_refuses_bad_input(args, match):
    """reading_tail(1, 1, nan, 10) returned 0.0 (NaN decided the tail); N = 0 divided by zero; a non-covariance
    raised a bare ValueError."""
    from theory.inference.models.finite_n import reading_tail
    with pytest.raises(InputValueError, match=match):
        reading_tail(*args)
    assert round(reading_tail(Fraction(1, 2), 1, 0.25, 30), 4) == 0.9004
