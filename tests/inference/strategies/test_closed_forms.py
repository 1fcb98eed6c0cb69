"""Closed forms of the optimal MSE: refusals of empty spectra."""
import numpy as np
import pytest
import sympy as sp


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_gaussian_spectral_refuses_an_empty_spectrum():
    """gaussian_spectral([], 0) returned an MSE of 0 (a perfect reconstruction of nothing) instead of refusing."""
    from theory.errors import InputValueError
    from theory.inference.strategies.closed_forms import gaussian_spectral
    for empty in ([], (), np.array([])):
        with pytest.raises(InputValueError, match="eigenvalues must hold at least one eigenvalue .* got an empty"):
            gaussian_spectral(empty, 0)
    assert gaussian_spectral([sp.Rational(1, 3)], 0).expr == sp.Rational(1, 3)      # D = 1 still works, exactly
