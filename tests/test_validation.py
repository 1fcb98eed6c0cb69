"""The validation layer (theory.validation): flags, real numbers, counts and arrays past float64 refused
with the package's errors, every kind of number still taken."""
import sys

import numpy as np
import pytest

from theory.errors import InputTypeError, InputValueError


@pytest.mark.found_by('adversarial probing, round 4 (tests/test_redteam.py)')
@pytest.mark.parametrize("flag", ["no", 2, 0, None])
def test_flags_are_refused_unless_true_or_false(flag):
    """composition_baseline(squared="no") returned the squared baseline, term_importance(per_term=0) ran:
    the flags were read by their truth value (a string "no" is true)."""
    from theory.circuits import composition_baseline, induction_model, term_importance
    with pytest.raises(InputTypeError, match="squared must be True or False"):
        composition_baseline(4, squared=flag)
    with pytest.raises(InputTypeError, match="per_term must be True or False"):
        term_importance(induction_model(8, 6), [[0, 1, 2]], per_term=flag)
    assert composition_baseline(4, squared=np.False_) == 0.5 and composition_baseline(4) == 0.25


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
@pytest.mark.parametrize("flag", [True, False, np.bool_(True)], ids=repr)
def test_a_bool_real_number_is_a_type_error_not_a_complex(flag):
    """real_number('lr', True) said 'got the complex True' (bool is a numbers.Complex) and raised InputValueError;
    a bool is the wrong type."""
    from theory.validation import real_number
    with pytest.raises(InputTypeError, match=r"lr must be a finite real number > 0; got (np\.)?(True|False)_? of type"):
        real_number("lr", flag, minimum=0, open_minimum=True)


# ================================================================== the validation layer (issue #32 items 8, 11)
def _sci3(n):
    """Three significant digits of a positive integer, from its exact decimal digits (Decimal, not
    float and not str), rounded half to even as ``:.3g`` rounds — independent of ``format_count``."""
    import decimal
    ctx = decimal.Context(prec=3, rounding=decimal.ROUND_HALF_EVEN, Emax=10 ** 9)
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)                  # the decimal digits of a 4000-digit integer, here only
    try:
        d = ctx.plus(decimal.Decimal(n))
    finally:
        sys.set_int_max_str_digits(limit)
    digits, exp = d.as_tuple().digits, d.adjusted()
    digits = (digits + (0, 0, 0))[:3]
    return f"{digits[0]}.{digits[1]}{digits[2]}e+{exp}"


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 11; tests/test_round4_gguf_cache.py)')
@pytest.mark.parametrize("n", [10 ** 400, 10 ** 400 - 1, 10 ** 400 + 1, 2 ** 1500, 2 ** 13301, 2 ** 26602,
                               2 ** 75534, 15 * 10 ** 400, 1999 * 10 ** 500, 9995 * 10 ** 396, 9985 * 10 ** 396,
                               99951 * 10 ** 400, 10 ** 300, 3 ** 5000],
                         ids=["1e400", "1e400-1", "1e400+1", "2^1500", "2^13301", "2^26602", "2^75534", "15e400",
                              "1999e500", "9995e396", "9985e396", "99951e400", "1e300", "3^5000"])
def test_format_count_past_float64(n):
    """``format_count(10**400)`` is '1.00e+400' (a mutant gave '10.00e+399'; 1.5e401 '15.00e+400': the
    exponent estimated from the bit length is one too low); at 2**13301 and 2**75534 the estimate is one
    too high (30103/10^5 exceeds log10 2): they gave '0.99e+4004' and '1.00e+22738' (2**75534 is
    9.993e22737); three digits rounded half to even, as :.3g rounds."""
    from theory.validation import format_count
    assert format_count(n) == _sci3(n) and format_count(-n) == "-" + _sci3(n)
    if n < 10 ** 308:
        assert format_count(n) == f"{float(n):.2e}"


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 11; tests/test_round4_gguf_cache.py)')
@pytest.mark.parametrize("value, where", [([10 ** 400], "1.00e+400 at index (0,)"),
                                          ([[1.0, 2.0], [3.0, -(10 ** 309)]], "-1.00e+309 at index (1, 1)"),
                                          (np.array([1, 10 ** 400], dtype=object), "at index (1,)")])
def test_finite_array_refuses_integers_past_float64_with_the_package_error(value, where):
    from theory.validation import finite_array
    with pytest.raises(InputValueError, match=r"W must be finite numbers within float64's range") as err:
        finite_array("W", value)
    assert where in str(err.value), str(err.value)


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 11; tests/test_round4_gguf_cache.py)')
@pytest.mark.parametrize("value, what", [
    (np.array(["2020-01-01", "2021-06-30"], dtype="datetime64[D]"), "datetime64"),
    (np.array([1, 2], dtype="timedelta64[s]"), "timedelta64"),
    (np.array(["1", "2"]), "text"), (["1.5", "2"], "text"), ([b"1"], "bytes"),
    (np.zeros(2, dtype="i4,i4"), "structured records"),
    (np.array([1.0, "2"], dtype=object), "'2' of type str at index (1,)"),
    (np.array([[1.0, None]], dtype=object), "None of type NoneType at index (0, 1)"),
    ([np.datetime64("2020-01-01"), 3], "datetime64"),
    (np.array([1.0, __import__("datetime").timedelta(days=1)], dtype=object), "of type timedelta at index (1,)")])
def test_finite_array_refuses_dates_durations_text_and_records(value, what):
    """NumPy turns each into float64 without complaint (a date is its day count since 1970, a string
    is parsed, None is NaN): refused as not numbers, naming what they are."""
    from theory.validation import finite_array
    with pytest.raises(InputTypeError, match="W must be a numeric array") as err:
        finite_array("W", value)
    assert what in str(err.value), str(err.value)


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 11; tests/test_round4_gguf_cache.py)')
def test_finite_array_still_takes_numbers_of_every_kind():
    import decimal
    import fractions
    from theory.validation import finite_array
    for value in ([1, 2], [1.5, True], np.array([1, 2], dtype=object), [fractions.Fraction(1, 4)],
                  [decimal.Decimal("0.5")], np.arange(3, dtype=np.int8), [2 ** 70], np.float32(2.5)):
        arr = finite_array("W", value)
        assert arr.dtype == np.float64 and np.array_equal(arr, np.asarray(value, dtype=np.float64))
