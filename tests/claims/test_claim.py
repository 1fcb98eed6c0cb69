"""The claim framework's rules: every check must pass; no checks is an error; a negative
control must run and come out refuted; NaN or inf never passes any comparison helper."""
import importlib
import json
import math
import re
import warnings
from fractions import Fraction

import numpy as np
import pytest
import sympy as sp

from theory.errors import InputTypeError, InputValueError
from theory.claims import (ERROR, REFUTED, SKIPPED, VERIFIED, Check, Claim, Outcome, all_finite, bound_check,
                           close_check, discover, least, within, worst)
from theory.cli import main

NAN, INF = float("nan"), float("inf")


def control(comparison_holds=False, finite=True):
    return Check("negative control: a false variant", comparison_holds, "d", control=True, finite=finite)


def run(checks, **kw):
    return Claim("T0", "test", "s", lambda: Outcome(checks, **kw)).execute()


def test_every_check_must_pass():
    assert run([Check("a", True), Check("b", True), control()]).status == VERIFIED
    r = run([Check("a", True), Check("b", False, counterexample={"x": 1}), control()])
    assert r.status == REFUTED
    assert [c["passed"] for c in r.evidence["checks"]] == [True, False, True]
    assert r.evidence["checks"][1]["counterexample"] == {"x": 1}


def test_a_claim_with_no_checks_is_an_error():
    r = run([])
    assert r.status == ERROR and "no checks" in r.evidence["error"]
    assert "no checks" in r.summary(200)


def test_a_claim_with_only_controls_has_no_checks_to_verify():
    # only a control and no ordinary check: nothing was verified, yet nothing failed either
    r = run([control()])
    assert r.status == ERROR and "nothing was verified" in r.evidence["error"]


def test_a_claim_without_a_negative_control_is_an_error():
    r = run([Check("a", True), Check("b", True)])
    assert r.status == ERROR and "no negative control" in r.evidence["error"]


def test_a_negative_control_that_passes_is_an_error():
    r = run([Check("a", True), control(comparison_holds=True)])
    assert r.status == ERROR and "not refuted" in r.evidence["error"]
    assert r.evidence["checks"][1]["passed"] is False


def test_a_negative_control_on_non_finite_numbers_did_not_run():
    # NaN makes every comparison false, which would "refute" the false variant for free
    c = bound_check("negative control", NAN, upper=1e-9, control=True)
    assert not c.finite and not c.ok
    r = run([Check("a", True), c])
    assert r.status == ERROR and "finite" in r.evidence["error"]


def test_a_failed_check_is_a_refutation_even_without_a_control():
    r = run([Check("a", False, counterexample=3)])
    assert r.status == REFUTED


def test_skipped_is_never_verified():
    assert run([], skipped="needs torch").status == SKIPPED


def test_run_must_return_an_outcome():
    r = Claim("T1", "t", "s", lambda: [Check("a", True)]).execute()
    assert r.status == ERROR and "Outcome" in r.evidence["error"]


def test_check_with_nan_verdict_fails():
    # bool(nan) is True: a NaN passed as the verdict must not pass
    assert not Check("x", NAN).ok and not Check("x", np.float64(NAN)).ok
    assert not Check("x", np.array([1.0, NAN])).ok


@pytest.mark.parametrize("actual,expected,rtol,atol", [
    (NAN, 1.0, 1e-9, 1.0), (1.0, NAN, 1e-9, 1.0), (1.0, 1.0, NAN, 0.0), (1.0, 1.0, 0.0, NAN),
    ([1.0, INF], [1.0, INF], 0.0, 0.0), (1.0, 1.0, INF, INF), ([1 + 1j, complex(NAN, 0)], [1 + 1j, 0], 1.0, 1.0),
])
def test_close_check_fails_on_any_non_finite_value(actual, expected, rtol, atol):
    c = close_check("x", actual, expected, rtol=rtol, atol=atol)
    assert not c.passed and not c.ok and not c.finite
    assert "non-finite" in c.detail
    assert not within(actual, expected, rtol, atol)


def test_close_check_still_compares():
    assert close_check("x", [1.0, 2.0], [1.0, 2.0 + 1e-12], rtol=1e-9, atol=0).ok
    assert not close_check("x", [1.0], [1.1], rtol=1e-9, atol=0).ok
    assert close_check("x", [1 + 1j], [1 + 1j], rtol=0, atol=1e-15).ok
    assert not close_check("x", [1 + 1j], [1 - 1j], rtol=0, atol=1e-3).ok
    # counterexample kept only on failure
    assert close_check("x", 1.0, 2.0, rtol=0, atol=0, counterexample=7).counterexample == 7
    assert close_check("x", 1.0, 1.0, rtol=0, atol=0, counterexample=7).counterexample is None


@pytest.mark.parametrize("value,kw", [
    (NAN, {"upper": 1.0}), ([0.0, NAN, 0.0], {"upper": 1.0}), (INF, {"lower": 0.0}), (-INF, {"upper": 0.0}),
    (0.5, {"upper": NAN}), (0.5, {"lower": NAN}), ([], {"upper": 1.0}), (np.array([1.0, NAN]), {"lower": 0.0}),
])
def test_bound_check_fails_on_any_non_finite_or_empty_value(value, kw):
    c = bound_check("x", value, **kw)
    assert not c.ok


def test_bound_check_bounds():
    assert bound_check("x", [1e-14, 3e-14], upper=1e-9).ok
    assert not bound_check("x", [1e-14, 3e-9], upper=1e-9).ok
    assert bound_check("x", 1e-9, upper=1e-9).ok and not bound_check("x", 1e-9, upper=1e-9, strict=True).ok
    assert bound_check("x", 0.3, lower=0.1).ok and not bound_check("x", 0.05, lower=0.1).ok
    assert not bound_check("x", 0.1, lower=0.1, strict=True).ok
    assert bound_check("x", [0.2, 0.5], lower=0.1, upper=0.6).ok
    assert not bound_check("x", [0.2, 0.7], lower=0.1, upper=0.6).ok
    assert not bound_check("x", [0.05, 0.5], lower=0.1, upper=0.6).ok
    with pytest.raises(ValueError):
        bound_check("x", 1.0)


def test_controls_through_the_helpers():
    # the false variant is far from the truth: the control is refuted, so it is ok
    assert close_check("ctl", 1.0, 2.0, rtol=0, atol=1e-9, control=True).ok
    assert not close_check("ctl", 1.0, 1.0, rtol=0, atol=1e-9, control=True).ok
    assert bound_check("ctl", 0.5, upper=1e-9, control=True).ok
    assert not bound_check("ctl", 0.0, upper=1e-9, control=True).ok


def test_worst_and_least_propagate_nan():
    assert max(0.0, NAN) == 0.0                      # the bug being guarded against
    assert math.isnan(worst(0.0, NAN)) and math.isnan(worst(NAN, 0.0))
    assert math.isnan(worst(0.0, np.array([1.0, NAN])))
    assert worst(0.0, [1.0, 3.0], 2.0) == 3.0 and worst() == -INF
    assert math.isnan(least(1.0, NAN)) and least(3.0, [1.0, 2.0]) == 1.0 and least() == INF
    # accumulating as the proofs do
    w = 0.0
    for err in (1e-14, NAN, 2e-14):
        w = worst(w, err)
    assert not bound_check("err", w, upper=1e-9).ok


def test_all_finite():
    assert all_finite(1, 2.0, [3, np.float32(4)], np.ones(3))
    assert not all_finite(1, "x") and not all_finite(np.array([1, NAN]))


def test_evidence_is_json_and_marks_controls():
    r = run([close_check("a", 1.0, 1.0, rtol=0, atol=0), close_check("negative control", 1.0, 2.0, rtol=0, atol=0,
                                                                     control=True)])
    d = json.loads(json.dumps(r.as_dict()))
    assert d["status"] == VERIFIED
    assert d["evidence"]["checks"][1]["control"] is True and d["evidence"]["checks"][1]["false variant refuted"]


def test_every_proof_declares_a_framework_control():
    for claim in discover():
        src = __import__(claim.run.__module__, fromlist=["_"])
        text = open(src.__file__, encoding="utf-8").read()
        # L7/L8 declare theirs through theory.proofs._runs.markov.control, L2/L9 through
        # theory.proofs._runs.linear_attention.gaussian_checks;
        # both build Check(..., control=True)
        # (L10-L12 through theory.proofs._runs.natural_text.control, the same function)
        assert ("control=True" in text or "C.control(" in text or "K.control(" in text
                or "gaussian_checks(" in text), claim.id


def test_bound_check_detail_states_the_outcome():
    assert bound_check("x", 3e-9, upper=1e-9, what="err").detail == "err 3e-09 > 1e-09"
    assert bound_check("x", 0.5, lower=1.0, strict=True, what="gap").detail == "gap 0.5 ≤ 1"


def test_nan_positivity_for_a_third_of_the_heads_refutes_C5(monkeypatch):
    """The bug that motivated the helpers: `max(worst, nan)` dropped NaN and C5 stayed verified."""
    pos = importlib.import_module("theory.circuits.analysis.positivity")
    from theory.proofs import C5_eigenvalue_positivity as C5
    original, calls = pos.positivity_of_eigenvalues, []

    def sometimes_nan(eigs):
        calls.append(1)
        out = original(eigs)
        # NaN for every third small circuit (the shape-sweep heads; the 300 random d_head-8 heads stay finite)
        return np.nan if len(calls) % 3 == 0 and np.asarray(eigs).shape[-1] <= 3 else out

    monkeypatch.setattr(pos, "positivity_of_eigenvalues", sometimes_nan)
    r = C5.CLAIM.execute()
    assert len(calls) > 30
    assert r.status == REFUTED, r.evidence
    failed = [c["name"] for c in r.evidence["checks"] if not c["passed"]]
    assert any("positivity" in f for f in failed)


def test_C5_detects_a_positivity_with_the_real_part_in_the_denominator(monkeypatch):
    pos = importlib.import_module("theory.circuits.analysis.positivity")
    from theory.proofs import C5_eigenvalue_positivity as C5

    def re_denominator(eigs):
        eigs = np.asarray(eigs)
        den = np.abs(eigs.real).sum(axis=-1)
        return np.where(den > 0, np.real(eigs.sum(axis=-1)) / np.where(den > 0, den, 1), 0.0)

    monkeypatch.setattr(pos, "positivity_of_eigenvalues", re_denominator)
    assert C5.CLAIM.execute().status == REFUTED


# ----------------------------------------------------------------------------------------------
# The comparison helpers against exact rational arithmetic (mutation testing: tools/mutation.py).
# Every float is a dyadic rational, so Fraction(x) is exact and |a − e| ≤ atol + rtol·|e| is
# decided without rounding or overflow — including near 1.8e308, where float64 differences overflow.

def _exact(x):
    return Fraction(str(x)) if isinstance(x, (int, Fraction, sp.Rational)) else Fraction(float(x))


def _reference(actual, expected, rtol, atol):
    """(holds, max |a − e|, max |a − e| / max(|e|, 1e-300)) elementwise after broadcasting, in Fractions."""
    shape = np.broadcast_shapes(np.shape(actual), np.shape(expected))
    a = np.broadcast_to(np.array(actual, dtype=object), shape).ravel().tolist()
    e = np.broadcast_to(np.array(expected, dtype=object), shape).ravel().tolist()
    if all(isinstance(x, complex) or isinstance(y, complex) for x, y in zip(a, e)):
        diffs = [abs(complex(x) - complex(y)) for x, y in zip(a, e)]
        holds = all(d <= atol + rtol * abs(complex(y)) for d, y in zip(diffs, e))
        return holds, max(diffs), max(d / max(abs(complex(y)), 1e-300) for d, y in zip(diffs, e))
    diffs = [abs(_exact(x) - _exact(y)) for x, y in zip(a, e)]
    r, t = _exact(rtol), _exact(atol)
    holds = all(d <= t + r * abs(_exact(y)) for d, y in zip(diffs, e))
    tiny = Fraction(1e-300)
    return holds, max(diffs), max(d / max(abs(_exact(y)), tiny) for d, y in zip(diffs, e))


def _as_float(q):
    try:
        return float(q)
    except OverflowError:
        return math.inf


CASES = [  # actual, expected, rtol, atol
    (1.0, 1.0, 0.0, 0.0),
    ([1.0, 2.0], [1.0, 2.0 + 1e-12], 1e-9, 0.0),
    (10.4, 10.0, 0.05, 0.0), (10.6, 10.0, 0.05, 0.0),               # rtol·|e|, not rtol/|e|
    (0.3, 0.25, 0.0, 0.0625), (0.3125, 0.25, 0.0, 0.0625),          # |a − e| = atol exactly holds
    ([0.0, 1e-13], [1e-12, 0.0], 0.0, 1e-12), ([0.0, 3e-12], [1e-12, 0.0], 0.0, 1e-12),
    (3.0, [1.0, 2.0, 3.0], 0.0, 2.0), ([[1.0], [2.0]], [1.0, 2.5], 0.25, 0.0),   # broadcasting
    ([Fraction(1, 3)], [1 / 3], 1e-15, 0.0), (sp.Rational(1, 3), 0.3, 0.1, 0.0),  # exact inputs
    ([1 + 1j, 2j], [1 + 1j + 1e-12j, 2j], 1e-9, 0.0), ([1 + 1j], [1 - 1j], 0.5, 0.5),
    (1.7e308, -1.7e308, 2.5, 0.0), (1.7e308, -1.7e308, 1.5, 0.0),  # |a − e| overflows float64
    (1e308, -1e308, 2.0, 0.0),                                      # … and equals the bound exactly
    (1.2e308, -0.6e308, 0.1, 1.7e308), (1.2e308, -0.6e308, 0.2, 1.7e308),   # atol near the float range
    (1.5e300, 1e300, 1e10, 0.0), (1e300, 1.5e300, 1e-10, 0.0),     # rtol·|e| overflows
    ([1.0, 1.7e308], [1.0 + 1e-15, -1.7e308], 2.5, 0.0), ([1.0, 1.7e308], [-0.5, -1.7e308], 2.5, 0.0),
    ([1e-310, 2.0], [0.0, 2.0], 0.0, 1e-300),                       # a relative error over 1e-300
    (0.3, Fraction(1, 3), 0.2, 0.0), ([1 / 3], [sp.Rational(1, 3)], 1e-15, 0.0),   # mixed exact and float
    (sp.Float(0.5), 0.5, 0.0, 0.0), ([sp.Float(0.5), Fraction(1, 3)], [0.5, Fraction(1, 3)], 0.0, 0.0),
    (2 ** 53 + 1, 2 ** 53, 0.0, 0.0), (2 ** 53 + 2, 2 ** 53, 0.0, 2.0),           # beyond float64's integers
    ([[Fraction(1, 3)], [Fraction(2, 3)]], [Fraction(1, 3), Fraction(2, 3)], 0.0, 0.0),   # exact, broadcast
    ([Fraction(1, 3), Fraction(2, 3)], [[Fraction(1, 3)], [Fraction(2, 3)]], 0.0, Fraction(1, 3)),
    ([Fraction(1, 3000)], [Fraction(1, 3001)], 0.0, 0.0),          # exact relative error of a small value
]


@pytest.mark.parametrize("actual,expected,rtol,atol", CASES)
def test_close_check_and_within_agree_with_exact_arithmetic(actual, expected, rtol, atol):
    holds, abs_err, rel_err = _reference(actual, expected, rtol, atol)
    with warnings.catch_warnings():
        warnings.simplefilter("error")            # an overflow near 1.8e308 is handled, not warned about
        c = close_check("x", actual, expected, rtol=rtol, atol=atol, counterexample="cx")
        w = within(actual, expected, rtol=rtol, atol=atol)
        ctl = close_check("x", actual, expected, rtol=rtol, atol=atol, control=True)
    assert c.name == "x" and c.passed is holds and c.finite and w is holds
    assert c.counterexample == (None if holds else "cx")
    assert ctl.control and ctl.finite and ctl.ok is (not holds)
    m = re.fullmatch(r"max abs err (\S+), max rel err (\S+) \(rtol (\S+), atol (\S+)\)", c.detail)
    assert m, c.detail
    exp_abs = _as_float(abs_err)
    exp_abs = exp_abs if exp_abs <= np.finfo(float).max and float(abs_err) != math.inf else math.inf
    assert m.group(1) == f"{exp_abs:.3g}" or float(m.group(1)) == pytest.approx(exp_abs, rel=1e-2)
    assert float(m.group(2)) == pytest.approx(_as_float(rel_err), rel=1e-2)
    assert (m.group(3), m.group(4)) == (f"{_as_float(rtol):g}", f"{_as_float(atol):g}")


def test_within_defaults_are_exact_equality_and_it_checks_every_input_for_finiteness():
    assert within(2.0, 2.0) and not within(2.0 + 2 ** -51, 2.0) and not within(1.5, 1.0)
    for bad in ({"actual": NAN}, {"expected": INF}, {"rtol": INF}, {"atol": INF}, {"rtol": NAN}, {"atol": NAN}):
        args = {"actual": 1.0, "expected": 1.0, "rtol": 0.0, "atol": 0.0} | bad
        assert within(**args) is False, bad
        c = close_check("x", **args, note="n")
        assert not c.passed and not c.finite and c.detail.startswith("n; non-finite input (")
        name = next(iter(bad))
        assert f"{name}: 1 of 1 values not finite" in c.detail
    assert within([], []) is False and within([1.0], []) is False and within([], [1.0]) is False


@pytest.mark.parametrize("actual,expected", [([], [1.0]), ([1.0], []), (np.zeros((2, 0)), 1.0)])
def test_an_empty_comparison_is_no_comparison(actual, expected):
    c = close_check("e", actual, expected, rtol=1.0, atol=1.0, counterexample=3, control=True, note="n")
    assert (c.name, c.passed, c.finite, c.control, c.counterexample, c.ok) == ("e", False, False, True, 3, False)
    assert c.detail == (f"n; nothing compared: actual has shape {np.shape(actual)}, expected "
                        f"{np.shape(expected)} (empty input never passes)")


def test_non_finite_close_check_keeps_its_name_control_and_counterexample():
    c = close_check("nf", [1.0, NAN, INF], [1.0, 2.0, 3.0], rtol=0, atol=0, counterexample=5, control=True)
    assert (c.name, c.passed, c.finite, c.control, c.counterexample, c.ok) == ("nf", False, False, True, 5, False)
    assert c.detail == ("non-finite input (actual: 2 of 3 values not finite) — a non-finite comparison never "
                        "passes")
    c = close_check("nf", 1.0, [NAN, 1.0], rtol=NAN, atol=0)
    assert c.detail == ("non-finite input (expected: 1 of 2 values not finite; rtol: 1 of 1 values not finite) — "
                        "a non-finite comparison never passes")
    assert close_check("ok", 1.0, 1.0, rtol=0, atol=0, note="n").detail.startswith("n; max abs err 0,")


BOUND_CASES = [  # value, upper, lower, strict
    ([0.5, 1.0], 1.0, None, False), ([0.5, 1.0], 1.0, None, True), ([0.5, 1.0 + 2 ** -52], 1.0, None, False),
    ([2.0, 3.0], None, 2.0, False), ([2.0, 3.0], None, 2.0, True), ([2.0 - 2 ** -51, 3.0], None, 2.0, False),
    ([2.0, 3.0], 3.0, 2.0, False), ([2.0, 3.0], 3.0, 2.0, True), ([2.5], 3.0, 2.0, True),
    ([1.0, 5.0], 4.0, 0.0, False), ([-1.0, 3.0], 4.0, 0.0, False), ([-1.0, 5.0], 4.0, 0.0, False),
    (Fraction(1, 3), Fraction(1, 3), None, False), (np.array([[1e-14, 3e-14]]), 1e-9, None, False),
]


@pytest.mark.parametrize("value,upper,lower,strict", BOUND_CASES)
def test_bound_check_agrees_with_exact_comparisons(value, upper, lower, strict):
    vals = [_exact(v) for v in np.ravel(np.array(value, dtype=object)).tolist()]
    hi_ok = upper is None or (max(vals) < _exact(upper) if strict else max(vals) <= _exact(upper))
    lo_ok = lower is None or (min(vals) > _exact(lower) if strict else min(vals) >= _exact(lower))
    c = bound_check("b", value, upper=upper, lower=lower, strict=strict, counterexample="cx", note="n")
    assert (c.name, c.passed, c.finite, c.control) == ("b", hi_ok and lo_ok, True, False)
    assert c.counterexample == (None if hi_ok and lo_ok else "cx")
    parts = []
    many = "max " if len(vals) > 1 else ""
    if upper is not None:
        rel = ("<" if strict else "≤") if hi_ok else ("≥" if strict else ">")
        parts.append(f"{many}value {float(max(vals)):.3g} {rel} {float(upper):.3g}")
    if lower is not None:
        rel = (">" if strict else "≥") if lo_ok else ("≤" if strict else "<")
        parts.append(f"{many.replace('max', 'min')}value {float(min(vals)):.3g} {rel} {float(lower):.3g}")
    assert c.detail == "n; " + "; ".join(parts)
    named = bound_check("b", value, upper=upper, lower=lower, strict=strict, what="gap", control=True)
    assert named.detail == "; ".join(parts).replace("max value", "gap").replace("min value", "gap").replace(
        "value", "gap")
    assert named.control and named.ok is not (hi_ok and lo_ok)


def test_bound_check_refusals_and_non_finite_details():
    with pytest.raises(InputValueError, match="^bound_check .b. needs upper or lower; got neither$"):
        bound_check("b", 1.0)
    c = bound_check("b", [], upper=1.0, what="gap", counterexample=4, control=True, note="n")
    assert (c.name, c.passed, c.finite, c.control, c.counterexample, c.ok) == ("b", False, False, True, 4, False)
    assert c.detail == "n; no gap measured (empty input never passes)"
    for value, bounds, detail in [([1.0, NAN, 2.0], dict(upper=3.0), "value: 1 of 3 values not finite"),
                                  (1.0, dict(upper=INF), "bound: 1 of 1 values not finite"),
                                  (1.0, dict(upper=2.0, lower=NAN), "bound: 1 of 2 values not finite"),
                                  ([INF, -INF], dict(lower=0.0), "value: 2 of 2 values not finite")]:
        c = bound_check("b", value, **bounds, counterexample=4, control=True, note="n")
        assert (c.name, c.passed, c.finite, c.control, c.counterexample, c.ok) == ("b", False, False, True, 4, False)
        assert c.detail == f"n; non-finite input ({detail}) — a non-finite comparison never passes"


def test_check_normalises_its_verdict():
    for p, passed, finite in [(True, True, True), (False, False, True), (np.bool_(True), True, True),
                              (np.array([True]), True, True), (sp.true, True, True), (sp.false, False, True),
                              (1.5, True, True), (0.0, False, True), (Fraction(1, 2), True, True),
                              (sp.Float(1.5), True, True),
                              (NAN, False, False), (sp.Float("nan"), False, False), (sp.nan, False, False),
                              (np.array([1.0, NAN]), False, False)]:
        c = Check("c", p)
        assert c.passed is passed and c.finite is finite, p
        ctl = Check("c", p, control=True)
        assert ctl.ok is (finite and not passed), p           # a NaN verdict is no refuted control
    c = Check("c", True, finite=False)
    assert c.passed is False and c.finite is False and not c.ok
    assert Check("c", True, finite=np.bool_(False)).finite is False and Check("c", True, finite=np.bool_(True)).finite is True
    assert not Check("c", False, control=True, finite=False).ok
    with pytest.raises(InputTypeError, match=r"^Check 'c': passed must be a bool \(the verdict of a comparison\); "
                                             r"got list \[1\]$"):
        Check("c", [1])


def test_exact_values_are_compared_exactly():
    """Regression (found by mutation testing): close_check, within and bound_check rounded exact
    values to float64, so 1/3 + 10⁻³⁰ "equalled" 1/3 and 10¹⁷ + 1 "equalled" 10¹⁷ — a false exact
    claim was verified; and a Fraction bound crashed bound_check's detail (format 'g')."""
    third, tiny = Fraction(1, 3), Fraction(1, 10 ** 30)
    for a, e in [(third + tiny, third), (10 ** 17 + 1, 10 ** 17), (sp.Rational(1, 3) + sp.Rational(1, 10 ** 30),
                                                                    sp.Rational(1, 3)), ([1, third + tiny], [1, third])]:
        assert not close_check("exact", a, e, rtol=0, atol=0).passed and not within(a, e)
        assert close_check("exact", a, e, rtol=1e-16, atol=1e-20).passed
        assert close_check("ctl", a, e, rtol=0, atol=0, control=True).ok
    assert close_check("exact", third, third, rtol=0, atol=0).passed and within([third, 2], [third, 2])
    assert close_check("exact", sp.Matrix([[third, 1]]), [[third, 1]], rtol=0, atol=0).passed
    assert not bound_check("exact", third + tiny, upper=third).passed
    assert not bound_check("exact", third + tiny, upper=float(third)).passed        # float(1/3) < 1/3
    assert bound_check("exact", third, upper=third).passed and not bound_check("x", third, upper=third, strict=True).passed
    assert not bound_check("exact", [third - tiny, 1], lower=third).passed
    assert bound_check("exact", Fraction(1, 2), upper=Fraction(1, 2), what="p").detail == "p 0.5 ≤ 0.5"
    # |1/3 − 2/5| = 1/15 = atol + rtol·2/5 exactly at rtol = 1/10, atol = 2/75; a hair less atol fails
    c = close_check("exact tolerances", Fraction(1, 3), Fraction(2, 5), rtol=Fraction(1, 10), atol=Fraction(2, 75))
    assert c.passed and c.detail.endswith("(rtol 0.1, atol 0.0266667)")
    assert not close_check("x", Fraction(1, 3), Fraction(2, 5), rtol=Fraction(1, 10),
                           atol=Fraction(2, 75) - tiny).passed


def test_evidence_of_each_check_kind():
    ctl_ok = Check("c1", False, "d", control=True)
    ctl_bad = Check("c2", True, "d", control=True)
    ctl_nan = Check("c3", NAN, "d", control=True)
    assert ctl_ok.as_dict() == {"name": "c1", "passed": True, "detail": "d → false variant refuted", "control": True,
                                "false variant refuted": True}
    assert ctl_bad.as_dict() == {"name": "c2", "passed": False, "detail": "d → false variant NOT refuted",
                                 "control": True, "false variant refuted": False}
    assert ctl_nan.as_dict() == {"name": "c3", "passed": False, "detail": "d → false variant NOT refuted",
                                 "control": True, "false variant refuted": False, "non-finite": True}
    assert Check("a", True, "d", counterexample=3).as_dict() == {"name": "a", "passed": True, "detail": "d"}
    assert Check("a", False, "d", counterexample=3).as_dict() == {"name": "a", "passed": False, "detail": "d",
                                                                  "counterexample": 3}
    assert Check("a", False, "d").as_dict() == {"name": "a", "passed": False, "detail": "d"}
    assert Check("a", NAN, "d", counterexample=[NAN]).as_dict() == {"name": "a", "passed": False, "detail": "d",
                                                                    "non-finite": True, "counterexample": ["nan"]}
    assert Check("c", False, "d", control=True, counterexample=3).as_dict()["detail"] == "d → false variant refuted"
    assert "counterexample" not in Check("c", True, "d", control=True, counterexample=3).as_dict()


def _boom():
    raise KeyError("no such key")


def test_execute_records_identity_time_and_evidence_on_every_path():
    outcomes = [(lambda: Outcome([Check("a", True), control()], numbers={"n": 2}), VERIFIED, None),
                (_boom, ERROR, "KeyError: 'no such key'"),
                (lambda: 7, ERROR, "run must return an Outcome; got int"),
                (lambda: Outcome([Check("a", True), "junk", control()]), ERROR,
                 "checks must be Check objects; got str"),
                (lambda: Outcome([], skipped="needs torch"), SKIPPED, None)]
    for fn, status, error in outcomes:
        r = Claim("T9", "title", "statement", fn).execute()
        assert (r.id, r.title, r.statement, r.status) == ("T9", "title", "statement", status)
        assert 0 <= r.seconds < 60
        assert r.evidence.get("error") == error
    r = Claim("T9", "t", "s", _boom).execute()
    assert r.evidence["traceback"].startswith("Traceback") and "_boom" in r.evidence["traceback"]
    r = Claim("T9", "t", "s", outcomes[3][0]).execute()
    assert r.evidence["checks"][1] == {"name": "'junk'", "passed": False, "detail": ""}   # never shown as passed
    assert Claim("T9", "t", "s", outcomes[4][0]).execute().evidence["skipped"] == "needs torch"


def test_outcome_repr_counts_checks_that_support_the_claim():
    """A refuted control supports the claim: a verified outcome shows all its checks passed, as ClaimResult does."""
    assert repr(Outcome([Check("a", True), control()])) == "Outcome(verified: 2/2 checks passed)"
    assert repr(Outcome([Check("a", False), Check("b", NAN), control()])) == "Outcome(refuted: 1/3 checks passed)"
    assert repr(Outcome([Check("a", True), control(comparison_holds=True)])) == "Outcome(error: 1/2 checks passed)"
    assert repr(Outcome("abc")) == "Outcome(error: 0/0 checks passed)"
    assert repr(Outcome([], skipped="why")) == "Outcome(skipped: 0/0 checks passed)"
    r = run([Check("a", True), control()])
    assert repr(r).startswith("ClaimResult(T0 verified in ") and repr(r).endswith(" s: 2/2 checks passed)")


def _exit0():
    raise SystemExit(0)


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
@pytest.mark.parametrize("run,why", [(_exit0, "SystemExit"),
                                     (lambda: Outcome(None), "checks must be a list"),
                                     (lambda: Outcome(c for c in [Check("a", True)]), "checks must be a list"),
                                     (lambda: Outcome("abc"), "checks must be a list")])
def test_a_claim_that_exits_or_returns_no_checks_is_an_error(run, why):
    """sys.exit(0) inside run escaped execute() (theory prove then exited 0); Outcome(None) crashed it."""
    r = Claim("R4", "probe", "probe", run).execute()
    assert r.status == "error" and why in r.evidence["error"]


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
@pytest.mark.parametrize("bad", ["../x", "a_1", "", " C1", "C1\n", "C 1", "-x", 7, None])
def test_claim_ids_are_validated_from_python_too(bad):
    """Claim("../x", ...) and identity_claim("../x", ...) were accepted from Python (only `theory prove FILE` checked
    IDs); the ID becomes a figure file name, so "../x" wrote outside the output directory.  One rule for all three."""
    from theory.errors import InputValueError
    from theory.identities import check, identity_claim
    with pytest.raises(InputValueError, match=r"claim ID .* must be letters, digits, '\.' and '-'"):
        Claim(bad, "t", "s", lambda: None)
    with pytest.raises(InputValueError, match=r"claim ID .* must be letters, digits, '\.' and '-'"):
        identity_claim(bad, sp.Integer(1), sp.Integer(1))
    with pytest.raises(InputValueError, match=r"claim ID .* must be letters, digits, '\.' and '-'"):
        check(sp.Integer(1), sp.Integer(1)).claim(bad)


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_good_claim_ids_still_load():
    from theory.identities import identity_claim
    for good in ("C1", "X2", "my-paper.3", "7b"):
        assert Claim(good, "t", "s", lambda: None).id == good
        assert identity_claim(good, sp.Integer(2), sp.Integer(2)).execute().status == "verified"


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_a_check_whose_name_or_detail_is_not_text_is_an_error_not_a_crash(tmp_path, capsys):
    """Check(None, False) or Check("c", False, 3.5, control=True) in a user claim crashed `theory prove` with a
    TypeError traceback (str + None in the table, float += str in the JSON evidence) after every claim had run."""
    with pytest.raises(InputTypeError, match="Check None: name must be a str; got NoneType None"):
        Check(None, False)
    with pytest.raises(InputTypeError, match="Check 'c': detail must be a str; got float 3.5"):
        Check("c", False, 3.5, control=True)
    path = tmp_path / "odd.py"
    path.write_text("from theory.claims import Claim, Outcome, Check, close_check\n"
                    "CLAIMS = [Claim('O1', 'odd', 'x', lambda: Outcome([Check(None, False), "
                    "close_check('c', 1.0, 2.0, rtol=0, atol=0, control=True)]))]\n")
    assert main(["prove", str(path), "--json", str(tmp_path / "r.json")]) == 1
    assert json.loads((tmp_path / "r.json").read_text())[0]["status"] == "error"


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
@pytest.mark.parametrize("kw, message", [
    (dict(numbers=[1, 2]), "Outcome: numbers must be a dict; got list"),
    (dict(expressions=[1, 2]), "Outcome: expressions must be a dict; got list"),
    (dict(figures=["a"]), "Outcome: figures must be a dict; got list"),
    (dict(figures={"f": 3}), "figures must map a file stem to a function draw\\(pyplot, path\\); 'f' maps to int"),
    (dict(skipped=5), "Outcome: skipped must be None or the reason \\(a str\\); got 5"),
])
def test_an_outcome_with_odd_fields_is_an_error_not_a_crash(kw, message, tmp_path):
    """Outcome(checks, expressions=[1, 2]) (or numbers, figures as a list) crashed `theory prove` with a bare
    TypeError/AttributeError traceback from dict() or .items() after the claim ran; now the claim is an error."""
    checks = [Check("a", True), close_check("c", 1.0, 2.0, rtol=0, atol=0, control=True)]
    with pytest.raises(InputTypeError, match=message):
        Outcome(checks, **kw)
    r = Claim("P1", "odd", "x", lambda: Outcome(list(checks), **kw)).execute()
    assert r.status == "error" and "InputTypeError" in r.evidence["error"]


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
@pytest.mark.parametrize("args, message", [(("P1", 7, "x", print), "Claim P1: title must be a str; got int 7"),
                                           (("P1", "t", None, print), "Claim P1: statement must be a str"),
                                           (("P1", "t", "x", 5), "Claim P1: run must be a function")])
def test_a_claim_with_a_non_text_title_or_a_non_callable_run_is_refused(args, message):
    """Claim("P7", "t", "x", 5) was accepted and failed only when run ('int' object is not callable); a title 7 broke
    the table's formatting."""
    with pytest.raises(InputTypeError, match=message):
        Claim(*args)


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_json_evidence_holds_the_numbers_of_tensors_and_masked_arrays():
    """Numbers reported as a torch tensor were written as its repr ("tensor([1., nan])"), a masked array with the
    data under its mask, a NumPy bool as the text "True"."""
    torch = pytest.importorskip("torch")
    from theory.claims import jsonable
    out = jsonable({"t": torch.tensor([1.0, NAN]), "m": np.ma.masked_array([1.0, 2.0], mask=[False, True]),
                     "b": np.bool_(True), "z": torch.tensor(3)})
    assert json.loads(json.dumps(out, allow_nan=False)) == {"t": [1.0, "nan"], "m": [1.0, None], "b": True, "z": 3}


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_a_subclass_cannot_set_the_verdict_by_hand():
    """class Verified(Outcome) with status = "verified" (or a Check subclass whose ok is always True, or one that
    skips Check's validation) made a claim with a failing check 'verified': the status is derived by the framework's
    own rules, never set by hand."""
    import dataclasses

    class Verified(Outcome):
        @property
        def status(self):
            return "verified"

        @property
        def problem(self):
            return None

    @dataclasses.dataclass(frozen=True)
    class AlwaysOk(Check):
        @property
        def ok(self):
            return True

    @dataclasses.dataclass(frozen=True)
    class Unchecked(Check):
        def __post_init__(self):
            pass

    control = close_check("control: 1 = 2", 1.0, 2.0, rtol=0, atol=0, control=True)
    failing = close_check("1 = 3", 1.0, 3.0, rtol=0, atol=0)
    assert Claim("V1", "t", "x", lambda: Verified([failing, control])).execute().status == "refuted"
    for forged in (AlwaysOk("1 = 3", False), Unchecked("nan", NAN)):
        r = Claim("V2", "t", "x", lambda: Outcome([forged, control])).execute()
        assert r.status == "error" and "a subclass of Check" in r.evidence["error"]
