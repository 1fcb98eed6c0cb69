"""The command line's small contracts from issue 25 item 8: --version, usage blocks only for usage
errors, --figures without matplotlib refused before any work, the README's fresh test environment,
and a LaTeX preamble a minimal TeX install compiles."""
import os
import re
import sys

import pytest

from theory.cli import latex_report, main

from tests.paths import ROOT


def test_version(capsys):
    from theory import __version__
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0 and capsys.readouterr().out.strip() == f"theory {__version__}"


def test_a_data_error_in_analyse_exits_2_without_the_usage_block(tmp_path, capsys):
    bad = tmp_path / "bad.safetensors"
    bad.write_bytes(b"garbage")
    assert main(["analyse", str(bad), "--quiet"]) == 2      # refused input (issue 26: exit 2), no usage block
    err = capsys.readouterr().err
    assert "not a safetensors file" in err and "usage:" not in err
    with pytest.raises(SystemExit) as info:          # a missing path is a bad argument: usage, exit 2
        main(["analyse", str(tmp_path / "nope"), "--quiet"])
    assert info.value.code == 2 and "usage: theory analyse" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["prove", "--only", "C7"], ["analyse", "no-checkpoint-needed"]])
def test_figures_without_matplotlib_exit_2_with_the_hint_before_any_work(argv, tmp_path, capsys, monkeypatch):
    from theory.system.optional import install_command
    monkeypatch.setitem(sys.modules, "matplotlib", None)        # import matplotlib → ImportError
    with pytest.raises(SystemExit) as info:
        main(argv + ["--figures", str(tmp_path / "figs")])
    err = capsys.readouterr().err
    assert info.value.code == 2 and install_command("plots") in err
    assert "[1/1]" not in err and "loading" not in err        # no claim ran, no checkpoint was read


def test_latex_preamble_falls_back_without_lmodern():
    doc = latex_report([])
    assert r"\IfFileExists{lmodern.sty}{\usepackage{lmodern}}{}" in doc
    assert not re.search(r"^\\usepackage(\[[^]]*\])?\{lmodern\}", doc, re.M)


def test_readme_test_command_uses_a_fresh_environment_and_is_what_ci_runs():
    head = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read().split("\n---\n")[0].splitlines()
    cmds = [ln.strip() for ln in head if ln.startswith("    python3 -m venv")]
    assert len(cmds) == 2
    envs = [re.match(r"python3 -m venv (\S+) ", c).group(1) for c in cmds]
    assert envs[0] != envs[1] and all(f". {e}/bin/activate" in c for e, c in zip(envs, cmds))
    import configparser
    cfg = configparser.ConfigParser()
    cfg.read(os.path.join(ROOT, "setup.cfg"), encoding="utf-8")
    extras = set(cfg["options.extras_require"]) - {"dev"}           # every extra but the developer tools
    installed = re.search(r"pip install -e '\.\[([^]]*)\]'", cmds[1]).group(1).split(",")
    assert set(installed) == extras, (sorted(installed), sorted(extras))
    ci = open(os.path.join(ROOT, ".ci", "run"), encoding="utf-8").read()
    assert cmds[1] in ci.splitlines()
    ignored = open(os.path.join(ROOT, ".gitignore"), encoding="utf-8").read().splitlines()
    assert f"{envs[1]}/" in ignored and f"{envs[0]}/" in ignored


def _usage_error(argv, capsys):
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    return capsys.readouterr().err.strip().splitlines()[-1]


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 15; tests/test_newcomer3.py)")
def test_cli_errors_name_the_option_as_typed(capsys):
    assert "error: --layer must be an integer in [0, 1]; got 5" in _usage_error(
        ["qk", "--layers", "2", "--heads", "1,1", "--layer", "5", "--head", "0"], capsys)
    assert "error: -M must be" in _usage_error(["dp", "--depth", "3", "--alpha", "1/2", "-M", "99"], capsys)
    assert "error: --measurements must be" in _usage_error(
        ["dp", "--depth", "3", "--alpha", "1/2", "--measurements", "99"], capsys)
    assert "error: --max-order must be" in _usage_error(["expand", "--heads", "1,1", "--max-order", "-1"], capsys)


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 15; tests/test_newcomer3.py)")
def test_a_mistyped_option_or_command_gets_did_you_mean(capsys):
    assert _usage_error(["prove", "--figuers", "figs"], capsys).endswith(
        "unrecognized arguments: --figuers; did you mean --figures?")
    assert _usage_error(["proove"], capsys).endswith("did you mean prove?")
    assert _usage_error(["dp", "--prior", "tre", "-M", "1"], capsys).endswith("did you mean tree?")
    assert "did you mean" not in _usage_error(["prove", "--zzzzzz"], capsys)      # nothing close: no guess
