"""The Hypothesis strategies of theory.testing check their arguments before drawing."""
import pytest

from theory.errors import InputTypeError


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_hypothesis_strategies_check_their_arguments_before_drawing():
    """theory.testing took matrices(2.5) as 2×2, matrices("3") and matrices(True) as 3×3 and 1×1; matrices(-1)
    raised NumPy's 'can only specify one unknown dimension'; matrices(10**4) drew a 10⁸-byte string and killed the
    process (matrices(100) was Hypothesis' Unsatisfiable); entries(size=10**9) MemoryError; models(max_layers=0),
    tree_priors(0), rational_alphas(0) raised Hypothesis' 'Cannot have max_value=0 < min_value=1' or
    ZeroDivisionError.  All are now package errors naming the argument, raised when the strategy is built."""
    from theory import testing as S
    from theory.errors import InputValueError, TooLargeError
    with pytest.raises(InputTypeError, match="rows must be an integer; got 2.5 of type float"):
        S.matrices(2.5)
    with pytest.raises(InputTypeError, match="cols must be an integer; got '3' of type str"):
        S.matrices(2, "3")
    with pytest.raises(InputTypeError, match="rows must be an integer; got True"):
        S.symmetric_matrices(True)
    with pytest.raises(InputValueError, match="rows must be an integer >= 0; got -1"):
        S.matrices(-1)
    with pytest.raises(TooLargeError, match=r"a 10000×10000 general matrix would draw 100,000,000 parameters "
                                            r"\(limit MAX_DRAWN_PARAMETERS = 8,000"):
        S.matrices(10 ** 4)
    with pytest.raises(TooLargeError, match="300×300 orthogonal matrix would draw 90,300 parameters"):
        S.orthogonal_matrices(300)
    with pytest.raises(TooLargeError, match="entries\\(size=1000000000\\)"):
        S.entries(size=10 ** 9)
    with pytest.raises(InputValueError, match="size must be an integer >= 0; got -1"):
        S.entries(size=-1)
    for call, message in [(lambda: S.models(max_layers=0), "max_layers must be an integer >= 1; got 0"),
                          (lambda: S.models(max_vocab=1), "max_vocab must be an integer >= 2; got 1"),
                          (lambda: S.tree_priors(0), "max_depth must be an integer >= 1; got 0"),
                          (lambda: S.gaussian_priors(0), "max_dim must be an integer >= 1; got 0"),
                          (lambda: S.rational_alphas(0), "max_denominator must be an integer >= 2; got 0"),
                          (lambda: S.matrices(2, entries="exact"), "entries must be 'rational', 'integer' or 'float'")]:
        with pytest.raises(InputValueError, match=message):
            call()
    with pytest.raises(TooLargeError, match="gaussian_priors\\(max_dim=100000\\)"):
        S.gaussian_priors(max_dim=10 ** 5)
    from hypothesis import find, settings
    quick = settings(database=None, max_examples=5)
    assert find(S.matrices(40), lambda M: True, settings=quick).shape == (40, 40)      # large sizes still draw
    assert find(S.matrices(0, 3), lambda M: True, settings=quick).shape == (0, 3)      # and zero-size ones
