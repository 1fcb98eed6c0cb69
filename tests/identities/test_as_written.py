"""The statement as typed (theory.identities.as_written): from a file, an IPython or Jupyter cell, the
shell's input history, or the evaluated form when there is no source."""
import sys

import pytest

from tests.helpers import _read


_SETUP = ("import sympy as sp\nfrom sympy import MatrixSymbol, KroneckerProduct as kron\nfrom theory import check\n"
          "n = sp.Symbol('n', integer=True, positive=True)\n"
          "A, B, C = MatrixSymbol('A', n, n), MatrixSymbol('B', n, n), MatrixSymbol('C', n, n)\n")


_CELL = "r1 = check(kron(A, B).T, kron(A.T, B.T))\nr2 = check((A * C).T, A.T * C.T)\n"


def _run_as(filename, register=True):
    """Run ``_CELL`` compiled under ``filename``, its lines registered in linecache as IPython
    (``<ipython-input-N-…>``) and ipykernel (``/tmp/ipykernel_…/….py``) register every cell."""
    import linecache
    ns = {}
    exec(_SETUP, ns)
    if register:
        linecache.cache[filename] = (len(_CELL), None, _CELL.splitlines(keepends=True), filename)
    try:
        exec(compile(_CELL, filename, "exec"), ns)
    finally:
        linecache.cache.pop(filename, None)
    return str(ns["r1"]), str(ns["r2"])


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 9; tests/test_newcomer3.py)")
@pytest.mark.parametrize("filename", ["<ipython-input-3-8c1d2e4f5a6b>", "/tmp/ipykernel_4242/3312457891.py"])
def test_an_ipython_or_jupyter_cell_prints_the_statement_as_typed(filename):
    r1, r2 = _run_as(filename)
    assert r1.startswith("(A ⊗ B)ᵀ = Aᵀ ⊗ Bᵀ: proved") and r2.startswith("(A*C)ᵀ = Aᵀ*Cᵀ: refuted"), (r1, r2)
    assert "SymPy evaluated" not in r1 + r2


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 9; tests/test_newcomer3.py)")
def test_without_any_source_the_result_says_the_statement_is_sympys_evaluated_form():
    r1, r2 = _run_as("<stdin>", register=False)        # the plain REPL, python -c (<string>), a pipe
    assert r1.startswith("Aᵀ ⊗ Bᵀ = Aᵀ ⊗ Bᵀ: proved") and r2.startswith("Cᵀ*Aᵀ = Aᵀ*Cᵀ: refuted"), (r1, r2)
    for r in (r1, r2):
        assert "statement printed as SymPy evaluated the arguments (no source to read the call from: python -c, " \
               "standard input or the plain Python REPL)" in r, r
    assert "SymPy evaluated" not in _run_as("<ipython-input-4-0a1b2c3d4e5f>")[0]   # a source: no such note


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 9; tests/test_newcomer3.py)")
def test_a_cell_missing_from_linecache_is_read_from_the_shells_input_history(monkeypatch):
    """linecache.clearcache() drops IPython's cells; the shell's input history still has them."""
    import types
    name = "<ipython-input-7-0f0e0d0c0b0a>"
    history = types.SimpleNamespace(input_hist_parsed=[""] * 7 + [_CELL])
    shell = types.SimpleNamespace(compile=types.SimpleNamespace(_filename_map={name: 7}), history_manager=history)
    monkeypatch.setitem(sys.modules, "IPython", types.SimpleNamespace(get_ipython=lambda: shell))
    r1, r2 = _run_as(name, register=False)
    assert r1.startswith("(A ⊗ B)ᵀ = Aᵀ ⊗ Bᵀ: proved") and r2.startswith("(A*C)ᵀ = Aᵀ*Cᵀ: refuted"), (r1, r2)
    history.input_hist_parsed[7] = "r1 = check(kron(A, B).T, kron(A.T, B.T))  # another cell\n"   # no match: not used
    r1, r2 = _run_as(name, register=False)
    assert r2.startswith("Cᵀ*Aᵀ = Aᵀ*Cᵀ: refuted"), r2


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 9; tests/test_newcomer3.py)")
def test_a_real_ipython_shell_prints_as_typed_even_after_linecache_is_cleared():
    pytest.importorskip("IPython", reason="IPython is not part of any extra")
    from IPython.core.interactiveshell import InteractiveShell
    shell = InteractiveShell.instance()
    try:
        assert shell.run_cell(_SETUP + "import linecache", store_history=True).success
        result = shell.run_cell("linecache.clearcache()\n" + _CELL, store_history=True)
        assert result.success, result.error_in_exec
        assert str(shell.user_ns["r1"]).startswith("(A ⊗ B)ᵀ = Aᵀ ⊗ Bᵀ: proved")
        assert str(shell.user_ns["r2"]).startswith("(A*C)ᵀ = Aᵀ*Cᵀ: refuted")
    finally:
        InteractiveShell.clear_instance()


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 9; tests/test_newcomer3.py)")
def test_the_reference_describes_each_case_with_the_printed_note():
    from theory.identities.as_written import NO_SOURCE
    ref = _read("docs", "reference.md")
    section = ref[ref.index("**How `check` prints the statement.**"):]
    assert f"`statement printed as SymPy evaluated the arguments ({NO_SOURCE.split(':')[0]}: …)`" in section
    for case in ("a script or module file", "IPython, a Jupyter notebook", "`<ipython-input-N-…>`",
                 "`/tmp/ipykernel_…/….py`", "history_manager", "`python -c`", "the plain `python` REPL"):
        assert case in section, case
