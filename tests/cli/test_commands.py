import json
import subprocess
import sys

import pytest

from theory.claims import Check, Claim, Outcome
from theory.cli import format_table, latex_report, main


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
