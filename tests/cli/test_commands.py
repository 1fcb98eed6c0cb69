import json
import subprocess
import sys

import pytest

from theory.claims import Check, Claim, Outcome
from theory.cli import format_table, latex_report, main
import math
from fractions import Fraction

import sympy as sp

from theory.errors import InputTypeError
from theory.inference import GaussianPrior, optimal_adaptive

from tests.helpers import NAN


def test_prove_only_json_latex(tmp_path, capsys):
    js, tex = tmp_path / "r.json", tmp_path / "r.tex"
    rc = main(["prove", "--only", "C1,C7", "--json", str(js), "--latex", str(tex)])
    out = capsys.readouterr()
    assert rc == 0
    assert "C1" in out.out and "C7" in out.out and "verified" in out.out
    assert "[1/2] C1" in out.err
    data = json.loads(js.read_text())
    assert [d["id"] for d in data] == ["C1", "C7"]
    assert set(data[0]) == {"id", "title", "status", "evidence", "seconds"}
    doc = tex.read_text()
    assert doc.startswith(r"\documentclass") and doc.rstrip().endswith(r"\end{document}")
    assert doc.count(r"\begin{itemize}") == doc.count(r"\end{itemize}")
    assert all(ord(c) < 128 for c in doc)
    assert max(len(line) for line in out.out.splitlines()) <= 100


def usage_error(argv, capsys, pattern):
    """``main(argv)`` must be a usage error: exit code 2, the subcommand's usage, and ``pattern`` on stderr."""
    import re
    with pytest.raises(SystemExit) as info:
        main(argv)
    err = capsys.readouterr().err
    assert info.value.code == 2, (argv, info.value.code, err)
    assert f"usage: theory {argv[0]}" in err, err
    assert re.search(pattern, err), (pattern, err)
    return err


def test_unknown_claim_is_refused(capsys):
    usage_error(["prove", "--only", "Z9"], capsys, "unknown claim")


def test_refuted_and_error_claims_are_reported():
    bad = Claim("X1", "false", "1=2", lambda: Outcome([Check("one equals two", 1 == 2, "1 != 2", {"a": 1})]))
    boom = Claim("X2", "boom", "raises", lambda: 1 / 0)
    results = [bad.execute(), boom.execute()]
    assert [r.status for r in results] == ["refuted", "error"]
    assert "ZeroDivisionError" in results[1].evidence["error"]
    table = format_table(results)
    assert "REFUTED" in table and "ERROR" in table
    assert r"\end{document}" in latex_report(results)


def test_console_script_module_runs():
    r = subprocess.run([sys.executable, "-m", "theory", "prove", "--only", "C7"], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "C7" in r.stdout


def _balanced_braces(doc):
    depth = 0
    prev = ""
    for ch in doc:
        if ch == "{" and prev != "\\":
            depth += 1
        elif ch == "}" and prev != "\\":
            depth -= 1
            if depth < 0:
                return False
        prev = ch if not (prev == "\\" and ch == "\\") else ""
    return depth == 0


def test_latex_report_is_well_formed_and_compiles_when_tex_is_present(tmp_path):
    import re
    import shutil

    from theory.claims import discover
    wanted = {"C2", "C4", "I3", "I7"}
    results = [c.execute() for c in discover() if c.id in wanted]
    doc = latex_report(results)
    assert _balanced_braces(doc)
    for env in set(re.findall(r"\\begin\{(\w+\*?)\}", doc)):
        assert doc.count(rf"\begin{{{env}}}") == doc.count(rf"\end{{{env}}}"), env
    assert doc.count("$") % 2 == 0
    engine = shutil.which("pdflatex")
    if engine is None:
        pytest.skip("no TeX engine on this machine: well-formedness checked, compilation not")
    (tmp_path / "r.tex").write_text(doc)
    r = subprocess.run([engine, "-interaction=nonstopmode", "-halt-on-error", "r.tex"], cwd=tmp_path,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout[-3000:]
    assert (tmp_path / "r.pdf").exists()
    log = (tmp_path / "r.log").read_text(errors="replace")
    assert "Overfull \\hbox" not in log, [ln for ln in log.splitlines() if "Overfull" in ln]


def test_derivation_subcommands(capsys):
    assert main(["expand", "--layers", "2", "--heads", "1,1"]) == 0
    out = capsys.readouterr().out
    assert "4 path terms" in out and "A^h2*A^h1 ⊗ W_U*W_OV^h2*W_OV^h1*W_E" in out
    assert main(["expand", "--layers", "2", "--heads", "1", "--latex"]) == 0
    assert capsys.readouterr().out.strip().endswith(r"A^{h_2} A^{h_1} \otimes W_U W_{OV}^{h_2} W_{OV}^{h_1} W_E" + "\n" + r"\end{aligned}")
    assert main(["qk", "--heads", "2,2", "--layer", "1", "--head", "0"]) == 0
    assert "9 terms" in capsys.readouterr().out
    assert main(["dp", "--depth", "3", "--alpha", "1/2", "-M", "2", "--policy"]) == 0
    out = capsys.readouterr().out
    assert "optimal adaptive MSE:     1/16" in out and "optimal non-adaptive MSE: 9/64" in out and "read (1, 0)" in out
    assert main(["dp", "--prior", "gaussian", "--dim", "3", "--noise", "1/2", "-M", "2"]) == 0
    assert "5/3" in capsys.readouterr().out
    assert main(["scaling", "--alpha", "1/2", "--depth", "4"]) == 0
    assert "23/256" in capsys.readouterr().out


def test_subcommand_errors_say_what_to_type(capsys):
    usage_error(["expand", "--layers", "3", "--heads", "1,1"], capsys, r"--heads 1,1,1")
    usage_error(["expand", "--layers", "12", "--heads", "12"], capsys, r"--max-order")
    usage_error(["dp", "--alpha", "2", "-M", "1"], capsys, r"alpha must be in \(0, 1\)")
    usage_error(["qk", "--heads", "a,b", "--layer", "0", "--head", "0"], capsys, "comma-separated integers")


def test_train_subcommand(capsys, monkeypatch):
    usage_error(["train", "--model", "A", "-M", "5", "--depth", "3", "--quiet"], capsys, r"14\^5")  # before training
    pytest.importorskip("torch")
    assert main(["train", "--model", "A", "-M", "2", "--depth", "2", "--steps", "20", "--batch", "16", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "optimal adaptive MSE:          0" in out and "optimal non-adaptive MSE:      1/16" in out
    assert "routing: optimal at" in out and out.count("layer 2 after") == 2
    assert main(["train", "--model", "C", "--prior", "gaussian", "--dim", "3", "-M", "1", "--steps", "10", "--quiet"]) == 0
    assert "reads: θ[" in capsys.readouterr().out


def test_help_shows_defaults(capsys):
    with pytest.raises(SystemExit):
        main(["dp", "--help"])
    out = capsys.readouterr().out
    assert "default 3)" in out and "default 1/2)" in out
    assert "(default: None)" not in out and "(default: False)" not in out
    with pytest.raises(SystemExit):
        main(["expand", "--help"])
    assert "(default: 4096)" in capsys.readouterr().out


def test_dp_sweeps_a_range_of_M_in_one_table(capsys):
    from theory.inference import TreePrior, optimal_adaptive, optimal_nonadaptive
    assert main(["dp", "--depth", "3", "--alpha", "1/2", "-M", "0..K"]) == 0
    lines = capsys.readouterr().out.splitlines()
    rows = [ln.split() for ln in lines[2:]]
    assert [r[0] for r in rows] == ["0", "1", "2", "3"]
    T = TreePrior(3, "1/2")
    for r in rows:   # each row is the exact DP at that M, run separately here
        M = int(r[0])
        assert r[1] == str(optimal_adaptive(T, M).mse) and r[3] == str(optimal_nonadaptive(T, M).mse)
    assert main(["dp", "--depth", "3", "-M", "1..2"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 4
    for argv, message in ((["dp", "-M", "0..x"], "range"), (["dp", "-M", "0..2", "--policy"], "single M")):
        with pytest.raises(SystemExit) as exc:     # usage errors exit 2 with the subcommand's usage
            main(argv)
        assert exc.value.code == 2 and message in capsys.readouterr().err


def test_qk_names_the_head_in_both_numberings(capsys):
    assert main(["qk", "--heads", "2,2", "--layer", "1", "--head", "0"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert "h(2,1)" in first and "L1H0" in first


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_dp_refuses_a_huge_measurement_range_before_building_it(capsys):
    """`theory dp --measurements 0..1000000000000` built range(0, 10**12 + 1) as a list: MemoryError, exit 1."""
    with pytest.raises(SystemExit) as e:
        main(["dp", "--measurements", "0..1000000000000"])
    assert e.value.code == 2
    assert "must lie in 0..14 (M is at most the prior's 14 coordinates)" in capsys.readouterr().err
    assert main(["dp", "--depth", "2", "--measurements", "1..3"]) == 0        # M up to D = 6, not up to K = 2
    assert "  3       0      0       0       0" in capsys.readouterr().out


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_dp_with_an_exact_variance_beyond_float64(capsys):
    """--s2 1e400 is exact (10^400): eigvalsh of the float cast (inf) raised LinAlgError, then float(mse)
    raised OverflowError — exit 1 with a traceback.  Now the MSE is exact and its approximation printed."""
    assert main(["dp", "--prior", "gaussian", "--s2", "1e400", "--measurements", "2"]) == 0
    out = capsys.readouterr().out
    assert f"optimal adaptive MSE:     {2 * 10**400}  (≈ 2.00000e+400;" in out
    assert main(["dp", "--prior", "gaussian", "--s2", "1e400", "--measurements", "0..1"]) == 0
    assert "4.00000e+400" in capsys.readouterr().out
    tiny = GaussianPrior(sp.eye(2) * sp.Rational(1, 10**400))
    assert optimal_adaptive(tiny, 1).mse == Fraction(1, 10**400)


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_approx_prints_exact_numbers_outside_the_float_range():
    from theory.printing import approx
    assert approx(Fraction(10**400, 7)) == "1.42857e+399"
    assert approx(sp.Rational(-3, 10**500)) == "-3.00000e-500"      # float() would round it to -0.0
    assert approx(Fraction(10**401 - 1, 10)) == "1.00000e+400"     # 9.99999…e399 rounds up
    assert approx(0) == "0" and approx(0.1) == "0.1" and approx(Fraction(1, 3), 3) == "0.333"


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_approx_prints_non_finite_and_out_of_range_numbers():
    """approx(float('nan')), approx(inf), approx(sp.oo), approx(sp.nan) raised AttributeError ('float' object has no
    attribute 'p'), and so did a Decimal or SymPy Float outside the float64 range (approx(Decimal('1e-500'))); digits=-1
    raised 'Format specifier missing precision'.  approx prints evidence numbers, so one NaN broke a report."""
    from decimal import Decimal
    from theory.errors import InputValueError
    from theory.printing import approx
    assert [approx(v) for v in (NAN, math.inf, -math.inf, sp.oo, -sp.oo, sp.nan)] == \
        ["nan", "inf", "-inf", "inf", "-inf", "nan"]
    assert approx(Decimal("1e-500")) == "1.00000e-500" and approx(Decimal("-2.5e500")) == "-2.50000e+500"
    assert approx(sp.Float("3e-500")) == "3.00000e-500"
    assert approx(sp.sqrt(2) / sp.Integer(10) ** 400) == "1.41421e-400"       # a real expression below float range
    assert approx(Fraction(-1, 3 * 10 ** 400)) == "-3.33333e-401"             # unchanged: exact in, digits out
    with pytest.raises(InputValueError, match="digits must be an integer >= 1; got -1"):
        approx(0.5, -1)
    with pytest.raises(InputTypeError, match="approx needs a real number; got x of type Symbol"):
        approx(sp.Symbol("x"))


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_train_names_a_seed_beyond_64_bits(capsys):
    """`theory train --seed 99999999999999999999999` ended in torch's traceback 'Overflow when unpacking long long'
    (exit 1).  The trainers seed torch with it and derive further seeds (1000·seed + …): [0, 2**32 − 1] on the CLI."""
    for seed in ("99999999999999999999999", "-1", str(2 ** 32)):
        with pytest.raises(SystemExit) as e:
            main(["train", "--model", "A", "-M", "1", "--steps", "1", "--quiet", "--seed", seed])
        assert e.value.code == 2
        assert f"--seed must be an integer in [0, 2**32 - 1]; got {seed}" in capsys.readouterr().err


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
@pytest.mark.parametrize("heads", ["1,,1", "1,1,", ",2"])
def test_an_empty_entry_in_heads_is_refused_not_dropped(heads, capsys):
    """`theory expand --heads 1,,1` printed the expansion of a 2-layer model (the empty entry dropped)."""
    with pytest.raises(SystemExit) as e:
        main(["expand", "--heads", heads])
    assert e.value.code == 2 and f"heads must be comma-separated integers, e.g. --heads 1,1; got {heads!r}" in \
        capsys.readouterr().err
    assert main(["expand", "--heads", " 1, 1"]) == 0


@pytest.mark.found_by('adversarial probing, round 4 (tests/test_redteam.py)')
@pytest.mark.parametrize("cmd", [["qk", "--layer", "1", "--head", "0"], ["expand"]])
def test_a_huge_layer_count_is_refused_before_the_head_list_is_built(cmd, capsys):
    """`theory qk --layers 10000000000 --heads 2 ...` built a 10¹⁰-entry head list: MemoryError traceback."""
    with pytest.raises(SystemExit) as info:
        main(cmd + ["--layers", "10000000000", "--heads", "2"])
    assert info.value.code == 2 and "--layers must be an integer in [1, 2000]" in capsys.readouterr().err


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 15; tests/test_newcomer3.py)")
def test_counts_agree_with_their_nouns(capsys):
    import sympy as sp

    from theory import check
    from theory.claims import ClaimResult
    from theory.cli import format_table
    x = sp.Symbol("x")
    r = check(x, 0 * x)                               # x = 0 holds, x = 1 refutes: after one simplest instance
    assert "after 1 simplest instance (" in str(r) and "shrunk in 1 evaluation;" in r.shrinking, str(r)
    r = check(x + 1, 1 + x, max_examples=1, prove=False)
    assert r.status == "holds on 1 random instance" and "; 1 instance;" in str(r), str(r)
    assert main(["qk", "--layers", "1", "--heads", "1", "--layer", "0", "--head", "0"]) == 0
    assert capsys.readouterr().out.splitlines()[0].endswith(": 1 term")
    assert main(["prove", "--only", "C1", "--list"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "1 claim would run"
    one = ClaimResult("C1", "t", "s", "verified", {"checks": [], "numbers": {}}, 0.1)
    assert format_table([one]).splitlines()[-1].startswith("1 claim: ")
    from theory.inference import TreePrior, optimal_adaptive
    r = optimal_adaptive(TreePrior(1, "1/2"), 1)
    assert repr(r.policy).endswith("2 outcomes, up to 1 reading, 1 decision)") and repr(r).endswith("; 1 state)")
    assert main(["dp", "--depth", "1", "--alpha", "1/2", "-M", "1"]) == 0
    assert "(≈ 0; 1 memoised state)" in capsys.readouterr().out


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 15; tests/test_newcomer3.py)")
def test_scaling_prints_formulas_in_the_notation_of_its_lines(capsys):
    assert main(["scaling", "--alpha", "1/2", "--depth", "2"]) == 0
    out = capsys.readouterr().out
    assert "MSE_ad(∞, M) = α^(M + 1)/((α − 2)·(α − 1))" in out and "log(α)/log(2)" in out
    assert "**" not in out and "alpha" not in out, out
