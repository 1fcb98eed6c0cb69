"""The claim framework's rules: every check must pass; no checks is an error; a negative
control must run and come out refuted; NaN or inf never passes any comparison helper."""
import importlib
import json
import math

import numpy as np
import pytest

from theory.claims import (ERROR, REFUTED, SKIPPED, VERIFIED, Check, Claim, Outcome, all_finite, bound_check,
                           close_check, discover, least, within, worst)

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
        # L7/L8 declare theirs through proofs._circuits.control, L2/L9 through proofs._learned.gaussian_checks;
        # both build Check(..., control=True)
        assert "control=True" in text or "C.control(" in text or "gaussian_checks(" in text, claim.id


def test_bound_check_detail_states_the_outcome():
    assert bound_check("x", 3e-9, upper=1e-9, what="err").detail == "err 3e-09 > 1e-09"
    assert bound_check("x", 0.5, lower=1.0, strict=True, what="gap").detail == "gap 0.5 ≤ 1"


def test_nan_positivity_for_a_third_of_the_heads_refutes_C5(monkeypatch):
    """The bug that motivated the helpers: `max(worst, nan)` dropped NaN and C5 stayed verified."""
    pos = importlib.import_module("theory.circuits.positivity")
    from proofs import C5
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
    pos = importlib.import_module("theory.circuits.positivity")
    from proofs import C5

    def re_denominator(eigs):
        eigs = np.asarray(eigs)
        den = np.abs(eigs.real).sum(axis=-1)
        return np.where(den > 0, np.real(eigs.sum(axis=-1)) / np.where(den > 0, den, 1), 0.0)

    monkeypatch.setattr(pos, "positivity_of_eigenvalues", re_denominator)
    assert C5.CLAIM.execute().status == REFUTED
