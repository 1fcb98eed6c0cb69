"""The two-layer model's heads read from its weights: arguments refused by name."""
import numpy as np
import pytest

from theory.errors import InputValueError

from tests.helpers import NAN


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
@pytest.mark.parametrize("margin", [NAN, float("inf"), "0.1", None])
def test_head_analysis_refuses_a_non_finite_margin(margin):
    """analyse_heads(..., margin=nan) returned a report in which no pair composes (every excess > nan is False)."""
    from theory.circuits import AttentionOnlyModel
    from theory.circuits.heads.two_layer import analyse_heads, analyse_induction
    m = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=0)
    toks, mask = np.array([[1, 2, 3, 1, 2, 3]]), np.array([[0, 0, 0, 1, 1, 1]], bool)
    with pytest.raises(InputValueError, match="margin must be a finite real number"):
        analyse_heads(m, toks, mask, margin)
    with pytest.raises(InputValueError, match="margin must be a finite real number"):
        analyse_induction(m, toks, mask, margin=margin)
    assert analyse_heads(m, toks, mask, -1.0).share_composing() == 1.0   # every pair exceeds −1: the margin decides
