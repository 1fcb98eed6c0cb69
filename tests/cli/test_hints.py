"""Every option a CLI error message names exists in that subcommand (issue 26: the size error of
`theory qk` suggested --max-terms, which qk did not accept)."""
import re

import pytest

from theory.cli import build_parser, main

CASES = [
    ["qk", "--heads", "30,30,30,30,30", "--layer", "4", "--head", "0"],
    ["qk", "--heads", "30,30,30,30,30", "--layer", "4", "--head", "0", "--max-terms", "10"],
    ["expand", "--heads", "30,30,30,30,30"],
    ["expand", "--heads", "30,30,30,30,30", "--max-order", "4", "--max-terms", "10"],
    ["expand", "--layers", "2", "--heads", "1,1,1"],
    ["qk", "--layers", "3", "--heads", "1,1", "--layer", "1", "--head", "0"],
    ["dp", "--depth", "3", "--measurements", "0..99"],
    ["dp", "--depth", "3", "--measurements", "0..3", "--policy"],
    ["dp", "--prior", "tree", "--dim", "3", "--measurements", "1"],
    ["dp", "--measurements", "x"],
    ["scaling", "--alpha", "2"],
    ["prove", "--only", ","],
    ["prove", "--list", "--json", "out.json"],
    ["prove", "--json", "/proc/theory-hint-test.json", "--only", "NOPE"],
    ["prove", "--timeout", "-1"],
]


def _options(subcommand):
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    return set(sub.choices[subcommand]._option_string_actions)


@pytest.mark.parametrize("argv", CASES, ids=lambda a: " ".join(a)[:60])
def test_every_option_an_error_names_exists_in_that_subcommand(argv, capsys):
    with pytest.raises(SystemExit) as e:
        main(argv)
    assert e.value.code == 2
    err = capsys.readouterr().err
    message = err[err.index(f"theory {argv[0]}: error:"):]
    named = set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", message))
    assert named <= _options(argv[0]), (named - _options(argv[0]), message)


def test_the_qk_size_error_suggests_qk_s_own_max_terms(capsys):
    with pytest.raises(SystemExit):
        main(CASES[0])
    assert "(on the command line: --max-terms N)" in capsys.readouterr().err
    assert main(["qk", "--heads", "2,2", "--layer", "1", "--head", "0", "--max-terms", "9"]) == 0
    with pytest.raises(SystemExit):
        main(["qk", "--heads", "2,2", "--layer", "1", "--head", "0", "--max-terms", "8"])
    assert "max_terms=8" in capsys.readouterr().err
