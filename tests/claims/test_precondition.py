"""A claim's registered precondition and the ``inconclusive`` status (issue 37, item 5): a claim whose
subject does not meet its precondition is neither verified nor refuted; one whose subject meets it is
judged by its checks as before — a false statement is refuted — and the precondition cannot be used to
escape a verdict (it must be registered with the claim, be tested, and be computed on finite numbers)."""
import json
import math

import pytest

from theory.claims import (ERROR, INCONCLUSIVE, REFUTED, VERIFIED, Check, Claim, Outcome, close_check)
from theory.errors import InputTypeError

PRECONDITION = "the model has an induction head (score ≥ 0.3)"


def induction_claim(score, true_statement):
    """A claim about induction heads, on a "model" that is just its induction score: the statement
    ("the in-context loss falls by 0.5") is true or false at will."""
    def run():
        drop = 0.5 if true_statement else 0.1
        return Outcome([close_check("in-context loss falls by 0.5", drop, 0.5, rtol=1e-9, atol=0),
                        Check("negative control: it falls by 0.9", abs(drop - 0.9) < 1e-9, control=True)],
                       numbers={"induction score": score},
                       precondition=[Check("an induction head (score ≥ 0.3)", score >= 0.3, f"score {score}")])
    return Claim("T1", "toy induction claim", "the in-context loss falls by 0.5", run, precondition=PRECONDITION)


@pytest.mark.parametrize("score,true_statement,status", [
    (0.5, True, VERIFIED),          # a head, a true statement
    (0.5, False, REFUTED),          # a head, a false statement: refuted, not excused
    (0.1, True, INCONCLUSIVE),      # no head: not tested, whatever the statement
    (0.1, False, INCONCLUSIVE),
])
def test_the_status_follows_the_precondition_then_the_checks(score, true_statement, status):
    res = induction_claim(score, true_statement).execute()
    assert res.status == status
    assert res.evidence["precondition"] == PRECONDITION
    assert [c["passed"] for c in res.evidence["precondition checks"]] == [score >= 0.3]
    if status == INCONCLUSIVE:
        assert "score 0.1" in res.evidence["inconclusive"] and "not tested" in res.summary(None)
    else:
        assert "inconclusive" not in res.evidence


def test_a_nan_precondition_is_an_error_not_inconclusive():
    def run():
        return Outcome([Check("x", True), Check("c", False, control=True)],
                       precondition=[Check("head", math.nan, "score nan")])
    assert Claim("T2", "t", "s", run, precondition=PRECONDITION).execute().status == ERROR


def test_a_precondition_must_be_registered_and_registered_ones_must_be_tested():
    """No escape: an outcome that brings a precondition its claim did not register is an error (so a failing
    precondition cannot be invented after the fact), and a registered precondition left untested is too."""
    def unregistered():
        return Outcome([Check("x", False), Check("c", False, control=True)], precondition=[Check("head", False)])
    res = Claim("T3", "t", "s", unregistered).execute()
    assert res.status == ERROR and "did not register" in res.evidence["error"]

    def untested():
        return Outcome([Check("x", True), Check("c", False, control=True)])
    res = Claim("T4", "t", "s", untested, precondition=PRECONDITION).execute()
    assert res.status == ERROR and "did not test it" in res.evidence["error"]


def test_bad_preconditions_are_refused_by_name():
    with pytest.raises(InputTypeError, match="precondition must be None or a list of Check"):
        Outcome([Check("x", True)], precondition=Check("head", True))
    with pytest.raises(InputTypeError, match="precondition must be a str"):
        Claim("T5", "t", "s", lambda: None, precondition=None)
    bad = Outcome([Check("x", True), Check("c", False, control=True)], precondition=[Check("head", False, control=True)])
    assert bad.status == ERROR and "cannot be a negative control" in bad.problem
    assert Outcome([Check("x", True), Check("c", False, control=True)], precondition=[]).status == ERROR


def test_inconclusive_in_the_table_json_latex_and_exit_code(tmp_path, capsys):
    from theory.cli import format_table, latex_report
    from theory.cli.report import print_results
    results = [induction_claim(0.1, True).execute(), induction_claim(0.5, True).execute()]
    table = format_table(results, width=100)
    assert "inconclusive" in table and "1 inconclusive, 1 verified" in table
    assert all(len(line) <= 100 for line in table.splitlines())
    print_results(results)
    out = capsys.readouterr().out
    assert "not met: an induction head (score ≥ 0.3): score 0.1" in out
    doc = json.loads(json.dumps(results[0].as_dict()))
    assert doc["status"] == "inconclusive" and doc["evidence"]["precondition checks"][0]["passed"] is False
    tex = latex_report(results[:1])
    assert r"\textbf{Precondition}" in tex and r"\textbf{fails}" in tex and "inconclusive" in tex
    assert "precondition fails" in results[0]._repr_html_().replace("<b>", "").replace("</b>", "")


def test_prove_exits_0_on_inconclusive_and_1_on_refuted(tmp_path):
    import subprocess
    import sys
    src = tmp_path / "claims.py"
    src.write_text(
        "from theory.claims import Check, Claim, Outcome\n"
        f"P = {PRECONDITION!r}\n"
        "def mk(i, score, ok):\n"
        "    return Claim(f'U{i}', 'toy', 'loss falls', lambda: Outcome([Check('falls', ok), "
        "Check('ctrl', False, control=True)], precondition=[Check('head', score >= 0.3, f'score {score}')]), "
        "precondition=P)\n"
        "CLAIMS = [mk(1, 0.1, False)]\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "theory", "prove", str(src)], capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "inconclusive" in proc.stdout
    src.write_text(src.read_text().replace("mk(1, 0.1, False)", "mk(1, 0.1, False), mk(2, 0.5, False)"))
    proc = subprocess.run([sys.executable, "-m", "theory", "prove", str(src)], capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 1 and "REFUTED" in proc.stdout
