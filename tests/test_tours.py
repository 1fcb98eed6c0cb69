"""The tours (docs/tour_*.md) run as plain doctest, without pytest, and declare what they need."""
import os
import subprocess
import sys

import pytest

from tests.helpers import _read
from tests.paths import ROOT


_TOURS = sorted(p for p in os.listdir(os.path.join(ROOT, "docs")) if p.startswith("tour_") and p.endswith(".md"))


_PLAIN = ("import doctest, sys\nsys.modules['pytest'] = None   # a reader at a REPL has no pytest\n"
          "r = doctest.testfile(sys.argv[1], module_relative=False)\nsys.exit(1 if r.failed or not r.attempted else 0)\n")


def _tour_needs(name):
    """docs/conftest.py's reading of a tour's ``<!-- needs: … -->`` line (loaded by path: a module named
    ``conftest`` may be another folder's)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("_docs_conftest", os.path.join(ROOT, "docs", "conftest.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.tour_needs(os.path.join(ROOT, "docs", name))


def _plain_doctest(name):
    env = {**os.environ, "PYTHONPATH": ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""), "OMP_NUM_THREADS": "1"}
    return subprocess.run([sys.executable, "-c", _PLAIN, os.path.join(ROOT, "docs", name)], capture_output=True,
                          text=True, timeout=600, env=env, cwd=ROOT)


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 12; tests/test_newcomer3.py)")
def test_no_tour_needs_pytest_and_tour_5_declares_what_it_needs():
    import doctest
    for name in _TOURS:
        for ex in doctest.DocTestParser().get_examples(_read("docs", name)):
            assert "pytest" not in ex.source, f"{name}: {ex.source.strip()}"
    assert _tour_needs("tour_checkpoint.md") == ["torch", "transformers"]       # how the suite skips it
    assert _tour_needs("tour_derive.md") == []


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 12; tests/test_newcomer3.py)")
def test_a_tour_runs_as_plain_doctest_without_pytest():
    out = _plain_doctest("tour_weights.md")
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 12; tests/test_newcomer3.py)")
@pytest.mark.skipif(not os.environ.get("THEORY_SLOW"), reason="about 20 s; THEORY_SLOW=1")
@pytest.mark.parametrize("name", _TOURS)
def test_every_tour_runs_as_plain_doctest_without_pytest(name):
    import importlib.util
    for module in _tour_needs(name):
        if importlib.util.find_spec(module) is None:
            pytest.skip(f"{name} needs {module}")
    out = _plain_doctest(name)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
