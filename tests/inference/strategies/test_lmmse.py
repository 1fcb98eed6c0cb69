"""LMMSE and coordinate-set arguments: integers and collections refused when they are not."""
import numpy as np
import pytest

from theory.errors import InputTypeError


@pytest.mark.found_by('adversarial probing, round 4 (tests/test_redteam.py)')
@pytest.mark.parametrize("max_sets", [True, 2.0, 2.5, -0.0])
def test_best_lmmse_max_sets_must_be_an_integer(max_sets):
    """best_lmmse(max_sets=True) said 'would search 3 coordinate sets (max_sets=True)' — a size refusal for
    a type error; max_sets=2.0 likewise.  (optimal_nonadaptive already refused them by type.)"""
    from theory.inference import DiscretePrior
    from theory.inference.strategies.lmmse import best_lmmse
    with pytest.raises(InputTypeError, match="max_sets must be an integer"):
        best_lmmse(DiscretePrior(np.eye(3), [0.2, 0.3, 0.5]), 1, max_sets=max_sets)


@pytest.mark.found_by('adversarial probing, round 4 (tests/test_redteam.py)')
def test_coordinates_given_as_a_dict_are_refused():
    """coordinate_mse(prior, {0: 1}) read the dict's keys as the coordinates (term_importance read a dict
    of sequences as its keys, then failed on shape ())."""
    from theory.circuits import induction_model, term_importance
    from theory.inference import DiscretePrior, GaussianPrior, coordinate_mse
    from theory.inference.strategies.lmmse import lmmse_mse
    with pytest.raises(InputTypeError, match="coordinates must be a collection of integers"):
        coordinate_mse(GaussianPrior(np.eye(3)), {0: 1})
    with pytest.raises(InputTypeError, match="coordinates must be a collection of integers"):
        lmmse_mse(DiscretePrior(np.eye(3), [0.2, 0.3, 0.5]), {1: 0})
    with pytest.raises(Exception, match="sequences must be a list of token sequences; got dict"):
        term_importance(induction_model(8, 6), {0: [0, 1, 2]})
    assert coordinate_mse(GaussianPrior(np.eye(3)), {0}) == 2.0           # a set is a set of coordinates
