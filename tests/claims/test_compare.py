"""Comparisons and verdicts (theory.claims.compare): NaN, inf, empty, text, containers, masked or symbolic
verdicts never pass; ``close_check`` and ``bound_check`` compare what they are given by value."""
import math
from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest
import sympy as sp

from theory.claims import bound_check, Check, Claim, close_check, Outcome, within, worst
from theory.errors import InputTypeError

from tests.helpers import NAN


def _status(*checks):
    control = close_check("negative control: 1 = 2", 1.0, 2.0, rtol=0, atol=0, control=True)
    return Claim("R1", "probe", "probe", lambda: Outcome(list(checks) + [control])).execute()


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
@pytest.mark.parametrize("nan", [sp.nan, sp.Float("nan"), Decimal("nan"), __import__("mpmath").mpf("nan"),
                                 sp.zoo, sp.oo, sp.Symbol("x")], ids=repr)
def test_a_non_finite_or_symbolic_verdict_never_passes(nan):
    """bool(sympy.nan), bool(Decimal('nan')), bool(mpmath nan), bool(Symbol) are all True: Check(name, nan)
    used to verify a claim."""
    c = Check("verdict", nan)
    assert not c.passed and not c.ok and not c.finite
    assert _status(c).status == "refuted"
    assert not Check("control", nan, control=True).ok      # nor does it count as a refuted control


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
@pytest.mark.parametrize("verdict", ["no", "False", b"", [False], (0,), {"ok": False}], ids=repr)
def test_a_verdict_that_is_text_or_a_container_is_refused(verdict):
    """bool("no") and bool([False]) are True: such a verdict used to pass; now the claim errors."""
    with pytest.raises(InputTypeError, match="passed must be a bool"):
        Check("verdict", verdict)
    r = Claim("R2", "probe", "probe", lambda: Outcome([Check("verdict", verdict)])).execute()
    assert r.status == "error" and "passed must be a bool" in r.evidence["error"]


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_truth_values_still_decide():
    assert Check("a", True).ok and not Check("a", False).ok
    assert Check("a", np.bool_(True)).ok and not Check("a", np.array([False])).ok
    assert Check("a", sp.true).ok and not Check("a", sp.false).ok
    assert Check("a", sp.Integer(2) > 1).ok
    assert Check("a", Fraction(1, 2)).ok and not Check("a", 0).ok      # finite numbers: their truth value


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
@pytest.mark.parametrize("actual,expected", [([], []), ([], [1.0]), (np.zeros((0, 3)), np.zeros(3)),
                                             (np.zeros(3), np.zeros((0, 3)))])
def test_an_empty_comparison_never_passes(actual, expected):
    """np.all(empty) is True: close_check([], [1.0]) used to verify (and within([], []) was True)."""
    c = close_check("x", actual, expected, rtol=0, atol=0)
    assert not c.ok and "nothing compared" in c.detail
    assert _status(c).status == "refuted"
    assert not within(actual, expected)
    ctl = close_check("false variant", actual, expected, rtol=0, atol=0, control=True)
    r = Claim("R3", "p", "p", lambda: Outcome([Check("a", True), ctl])).execute()
    assert r.status == "error"                      # an empty control did not run


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_overflow_in_the_difference_does_not_decide_the_comparison():
    """|1.7e308 − (−1.7e308)| = 3.4e308 > 1.5·1.7e308, but both sides overflowed to inf and inf ≤ inf passed."""
    assert not close_check("x", 1.7e308, -1.7e308, rtol=1.5, atol=0).ok
    assert not within(1.7e308, -1.7e308, rtol=1.5)
    assert close_check("x", 1.7e308, -1.7e308, rtol=2.5, atol=0).ok        # 3.4e308 ≤ 4.25e308: true
    assert within([1.7e308, 1.0], [-1.7e308, 1.0], rtol=2.5)
    assert not close_check("x", [1.0, 1.7e308], [-0.5, -1.7e308], rtol=2.5, atol=0).ok   # the small entry fails
    assert close_check("x", [1.0, 1.7e308], [1.0 + 1e-15, -1.7e308], rtol=2.5, atol=0).ok


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_close_check_compares_sympy_matrices():
    """A SymPy Matrix of finite rationals was 'non-finite input' to close_check: a true claim came out refuted."""
    M = sp.Matrix([[1, sp.Rational(1, 3)]])
    assert close_check("x", M, M, rtol=0, atol=0).ok
    assert not close_check("x", M, sp.Matrix([[1, 2]]), rtol=0, atol=0).ok            # and can fail
    c = close_check("x", sp.Matrix([[1, sp.nan]]), M, rtol=1, atol=1)
    assert not c.ok and "non-finite" in c.detail
    assert not close_check("x", sp.Matrix([[1, sp.Symbol("s")]]), M, rtol=1, atol=1).ok
    assert within(M, M)


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
@pytest.mark.parametrize("control", [None, np.ma.masked_array([False], mask=[True])], ids=["None", "masked"])
def test_a_control_that_returned_nothing_or_a_masked_verdict_does_not_count(control):
    """A negative control whose comparison returned None (a helper missing its `return`) or a masked verdict:
    bool() of both is False, so the control counted as 'false variant refuted' and the claim was verified; a masked
    True passed as an ordinary check (bool() reads the data under the mask)."""
    if control is None:
        with pytest.raises(InputTypeError, match=r"Check 'ctl': passed must be a bool .*got NoneType None"):
            Check("ctl", control, control=True)
        with pytest.raises(InputTypeError, match="passed must be a bool"):
            Check("x", None)
    else:
        r = Claim("R1", "probe", "probe", lambda: Outcome([Check("x", True), Check("ctl", control, control=True)]))
        assert r.execute().status == "error" and not Check("ctl", control, control=True).ok
        assert not Check("x", np.ma.masked).ok and not Check("x", np.ma.masked, control=True).ok
        assert not Check("x", np.ma.masked_array([True], mask=[True])).ok
        assert Check("x", np.ma.masked_array([True], mask=[False])).ok


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
@pytest.mark.parametrize("flag, value", [("control", "no"), ("control", NAN), ("finite", "no"), ("control", 1)])
def test_check_flags_must_be_booleans(flag, value):
    """Check('refutes', False, control="no") counted a failed ordinary check as a refuted control ("no" is truthy):
    the claim was verified instead of refuted."""
    with pytest.raises(InputTypeError, match=f"Check 'c': {flag} must be True or False; got"):
        Check("c", False, **{flag: value})
    assert Check("c", False, control=np.bool_(True)).ok


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
@pytest.mark.parametrize("verdict, n", [(np.array([], dtype=bool), 0), (np.array([True, True]), 2),
                                        (np.array([1.0, 2.0]), 2)], ids=["empty", "bools", "numbers"])
def test_a_verdict_with_other_than_one_value_is_refused(verdict, n):
    """Check("x", np.array([True, True])) raised NumPy's 'truth value of an array ... is ambiguous' (a ValueError
    from NumPy, not naming the check); the empty array too.  A single-element array still decides."""
    with pytest.raises(InputTypeError, match=f"Check 'x': passed must be one truth value; got ndarray with {n} elements"):
        Check("x", verdict)
    assert Check("x", np.array([True])).ok and not Check("x", np.array([[False]])).ok
    assert not Check("x", np.array([1.0, NAN])).ok            # a non-finite number among them still just fails
    with pytest.raises(InputTypeError, match="got MutableDenseMatrix with 2 elements"):
        Check("x", sp.Matrix([1, 0]))                           # was decided by bool() of the whole matrix


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_a_numeric_verdict_is_decided_by_its_value_not_by_bool():
    """An object whose __float__ is 0.0 but whose __bool__ is True passed: finiteness was checked on the value,
    the verdict taken from __bool__."""
    class Lies:
        def __bool__(self):
            return True

        def __float__(self):
            return 0.0
    assert not Check("x", Lies()).passed and Check("x", np.float64(2.0)).passed and not Check("x", sp.Integer(0)).passed


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_torch_tensors_are_compared_by_their_values():
    """close_check/bound_check/within on torch tensors of finite numbers reported 'non-finite input' (a tensor with
    more than one element was one opaque value): a true claim was refuted, with a false reason."""
    torch = pytest.importorskip("torch")
    a = torch.tensor([1.0, 2.0], requires_grad=True) * 1
    c = close_check("x", a, torch.tensor([1.0, 2.0]), rtol=0, atol=0)
    assert c.passed and c.finite
    assert not close_check("x", a, torch.tensor([1.0, 2.5]), rtol=0, atol=0).passed
    nan = close_check("x", torch.tensor([1.0, NAN]), [1.0, 2.0], rtol=0, atol=1)
    assert not nan.finite and "1 of 2 values not finite" in nan.detail
    assert bound_check("b", torch.tensor([1.0, 2.0]), upper=2).passed
    assert not bound_check("b", torch.tensor([1.0, 3.0]), upper=2).passed
    assert within(torch.tensor([1.0]), 1.0) and math.isnan(worst(torch.tensor([1.0, NAN])))
    assert Check("x", torch.tensor(True)).passed and not Check("x", torch.tensor(NAN)).ok
    with pytest.raises(InputTypeError, match="got Tensor with 2 elements"):
        Check("x", torch.tensor([True, True]))


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
@pytest.mark.parametrize("actual, expected, error, message", [
    ([1.0, 2.0], [1.0, 2.0, 3.0], "ShapeError", r"actual has shape \(2,\) and expected \(3,\): they do not broadcast"),
    ([1.0, [2.0, 3.0]], [1.0, 2.0], "ShapeError", "must be arrays of numbers"),
    ("1", "1.0", "InputTypeError", "close_check: actual must be numbers; got text '1'"),
])
def test_close_check_refuses_shapes_that_do_not_broadcast_and_text(actual, expected, error, message):
    """close_check("x", "1", "1.0") passed (text parsed as numbers); mismatched or ragged shapes raised NumPy's
    ValueError."""
    import theory.errors
    with pytest.raises(getattr(theory.errors, error), match=message):
        close_check("x", actual, expected, rtol=0, atol=0)


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
@pytest.mark.parametrize("kw, message", [
    (dict(upper=True), "upper must be a real number; got bool True"),
    (dict(upper="3"), "upper must be a real number; got str '3'"),
    (dict(lower=1j), "lower must be a real number; got complex 1j"),
    (dict(upper=[1, 2]), "upper must be a real number; got list"),
])
def test_bound_check_refuses_bounds_that_are_not_real_numbers(kw, message):
    """bound_check(x, upper=True) compared with 1; upper="3" and a complex value raised bare TypeErrors."""
    with pytest.raises(InputTypeError, match=message):
        bound_check("b", 0.5, **kw)
    with pytest.raises(InputTypeError, match="value must be real numbers"):
        bound_check("b", 1 + 5j, upper=3)


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_bound_check_takes_exact_bounds():
    """bound_check(..., upper=Fraction(1, 2)) raised TypeError from formatting the Fraction in the detail."""
    assert bound_check("b", Fraction(1, 3), upper=Fraction(1, 2)).detail == "value 0.333 ≤ 0.5"
    assert not bound_check("b", 0.6, upper=sp.Rational(1, 2)).passed
