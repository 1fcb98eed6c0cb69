"""`theory prove FILE_OR_MODULE`: a user's claims get the progress, table, --json, --latex,
--figures and exit codes of the built-in ones; `--list` shows what would run."""
import json
import re
import textwrap

import pytest

from theory.claims import load
from theory.cli import main
from theory.errors import InputTypeError, InputValueError

USER_FILE = '''
import sympy as sp
from sympy import KroneckerProduct as kron
from theory import check, identity_claim
from theory.claims import Claim, Outcome, close_check
from helper import EXPECTED          # a neighbour module: the file's directory is importable

n, d = sp.symbols("n d", integer=True, positive=True)
A, C = sp.MatrixSymbol("A", n, n), sp.MatrixSymbol("C", n, n)
B, D = sp.MatrixSymbol("B", d, d), sp.MatrixSymbol("D", d, d)


def _figure(plt, path):
    plt.plot([0, 1], [0, 1])
    plt.savefig(path)


SUM = Claim("S1", "a sum", "$1 + 1 = 2$",
            lambda: Outcome([close_check("sum", 1 + 1, EXPECTED, rtol=0, atol=0),
                             close_check("control: 1 + 1 = 3", 1 + 1, 3, rtol=0, atol=0, control=True)],
                            figures={"line": _figure}))
MIXED = check(kron(A, B) * kron(C, D), kron(A * C, B * D)).claim("K1", "mixed product")
WRONG = identity_claim("K2", kron(A, B) + kron(C, D), kron(A + C, B + D), title="combine_kronecker on a sum")
'''


@pytest.fixture
def user_file(tmp_path):
    (tmp_path / "helper.py").write_text("EXPECTED = 2\n")
    path = tmp_path / "my_claims.py"
    path.write_text(USER_FILE)
    return path


def test_user_file_runs_like_the_builtin_claims(user_file, tmp_path, capsys):
    pytest.importorskip("matplotlib", reason="--figures needs the plots extra (without it: exit 2, tests/test_cli.py)")
    js, tex, figs = tmp_path / "r.json", tmp_path / "r.tex", tmp_path / "figs"
    rc = main(["prove", str(user_file), "--json", str(js), "--latex", str(tex), "--figures", str(figs)])
    out = capsys.readouterr()
    assert rc == 1                                   # K2 is refuted
    assert "[1/3] S1 a sum" in out.err and "[3/3] K2" in out.err
    lines = {ln.split()[0]: ln for ln in out.out.splitlines() if ln[:2] in ("S1", "K1", "K2")}
    assert "verified" in lines["S1"] and "verified" in lines["K1"] and "REFUTED" in lines["K2"]
    assert "counterexample: n = 1, d = 1" in out.out
    data = json.loads(js.read_text())
    assert [r["id"] for r in data] == ["S1", "K1", "K2"]
    assert data[1]["evidence"]["numbers"]["status"] == "proved"
    assert "counterexample" in data[2]["evidence"]["checks"][0]
    doc = tex.read_text()
    assert r"A \otimes B" in doc
    assert "includegraphics" in doc and "S1_line.png" in doc
    assert (figs / "S1_line.png").exists()


def test_only_and_exit_code_zero(user_file, capsys):
    assert main(["prove", str(user_file), "--only", "s1,K1"]) == 0
    assert "2 claims: 2 verified" in capsys.readouterr().out


def test_list_shows_without_running(tmp_path, capsys):
    path = tmp_path / "lazy.py"
    path.write_text(textwrap.dedent('''
        from theory.claims import Claim
        def boom():
            raise AssertionError("ran")
        CLAIMS = [Claim("B2", "second", "s", boom), Claim("B1", "first", "s", boom)]
        OTHER = Claim("B3", "not in CLAIMS", "s", boom)
    '''))
    assert main(["prove", str(path), "--list"]) == 0
    out = capsys.readouterr().out
    assert out.index("B2") < out.index("B1") and "B3" not in out and "ran" not in out
    assert "2 claims would run" in out and "lazy.py" in out


def test_builtin_list(capsys):
    assert main(["prove", "--list", "--only", "C1,I3"]) == 0
    out = capsys.readouterr().out
    assert "C1 " in out and "I3 " in out and "proofs/I3_adaptive_tree_prior.py" in out


def test_module_by_name(tmp_path, monkeypatch, capsys):
    pkg = tmp_path / "mypaper"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "claims.py").write_text(textwrap.dedent('''
        from theory.claims import Check, Claim, Outcome
        ONE = Claim("M1", "trivial", "t", lambda: Outcome([Check("eq", 2 + 2 == 4, "2+2"),
                                                           Check("control", 2 + 2 == 5, "2+2 vs 5", control=True)]))
    '''))
    monkeypatch.syspath_prepend(str(tmp_path))
    assert [c.id for c in load("mypaper.claims")] == ["M1"]
    assert main(["prove", "mypaper.claims"]) == 0
    assert "M1" in capsys.readouterr().out


@pytest.mark.parametrize("content,source,code,message", [
    (None, "no_such_file.py", 2, "does not exist"),
    (None, "no.such.module", 2, "no file or importable module named 'no.such.module'"),
    ("X = 1\n", "empty.py", 2, "defines no Claim"),
    ("CLAIMS = [1]\n", "bad.py", 2, "CLAIMS<0> must be a Claim; got int"),
    ("from theory.claims import Claim\nA = Claim('a_1', 't', 's', lambda: None)\n", "ids.py", 2, "claim ID 'a_1'"),
    ("raise RuntimeError('my bug')\n", "broken.py", 1, "importing .*broken.py failed: RuntimeError: my bug"),
])
def test_bad_sources(tmp_path, monkeypatch, capsys, content, source, code, message):
    monkeypatch.chdir(tmp_path)
    if content is not None:
        (tmp_path / source).write_text(content)
    with pytest.raises(SystemExit) as exc:
        main(["prove", source])
    assert exc.value.code == code
    assert re.search(message, capsys.readouterr().err.replace("[", "<").replace("]", ">"))


def test_duplicate_ids_across_files(user_file, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["prove", str(user_file), str(user_file)])
    assert exc.value.code == 2 and "defined in both" in capsys.readouterr().err


def test_load_errors_are_package_errors(tmp_path):
    with pytest.raises(InputValueError):
        load(str(tmp_path / "missing.py"))
    with pytest.raises(InputTypeError):
        load(3)


def test_claims_print_what_the_user_wrote_not_what_sympy_rewrote(tmp_path, capsys):
    """Issue 25 item 4: SymPy evaluates ``kron(A, B).T`` to ``Aᵀ ⊗ Bᵀ`` as it is built, so the claim was
    reported as the tautology 'Aᵀ ⊗ Bᵀ = Aᵀ ⊗ Bᵀ' in the table, JSON and LaTeX, and its negative
    control as '… + 1' where the docs say '+ J'."""
    path = tmp_path / "k2.py"
    path.write_text(textwrap.dedent('''
        import sympy as sp
        from sympy import KroneckerProduct as kron
        from theory import identity_claim
        n, d = sp.symbols("n d", integer=True, positive=True)
        A, B = sp.MatrixSymbol("A", n, n), sp.MatrixSymbol("B", d, d)
        K2 = identity_claim("K2", kron(A, B).T,
                            kron(A.T, B.T))
        S = identity_claim("S", sp.Trace(A) * 2, 2 * sp.Trace(A.T))
    '''))
    rc = main(["prove", str(path), "--json", str(tmp_path / "r.json"), "--latex", str(tmp_path / "r.tex")])
    out = capsys.readouterr().out
    assert rc == 0 and "(A ⊗ B)ᵀ = Aᵀ ⊗ Bᵀ" in out and "Aᵀ ⊗ Bᵀ = Aᵀ ⊗ Bᵀ" not in out
    k2, s = json.loads((tmp_path / "r.json").read_text())
    assert k2["title"] == "(A ⊗ B)ᵀ = Aᵀ ⊗ Bᵀ"
    names = [c["name"] for c in k2["evidence"]["checks"]]
    assert names == ["(A ⊗ B)ᵀ = Aᵀ ⊗ Bᵀ", "negative control: (A ⊗ B)ᵀ = Aᵀ ⊗ Bᵀ + J must be refuted"]
    assert s["evidence"]["checks"][1]["name"].endswith("+ 1 must be refuted")        # a scalar claim: + 1
    tex = (tmp_path / "r.tex").read_text()
    assert r"\left(A \otimes B\right)^{T} = A^{T} \otimes B^{T}" in tex


def test_check_prints_the_written_form_and_computes_the_received_one():
    import sympy as sp
    from sympy import KroneckerProduct as kron

    from theory import check
    n = sp.Symbol("n", integer=True, positive=True)
    A, B = sp.MatrixSymbol("A", n, n), sp.MatrixSymbol("B", n, n)
    r = check(kron(A, B).T, kron(A.T, B.T))
    assert r.statement() == "(A ⊗ B)ᵀ = Aᵀ ⊗ Bᵀ" and r.status == "proved"
    assert r.lhs.expr == kron(A.T, B.T)                 # computed on what SymPy built
    args = (kron(A, B).T, kron(A.T, B.T))
    assert check(*args).statement() == "Aᵀ ⊗ Bᵀ = Aᵀ ⊗ Bᵀ"   # no source for starred arguments: the received form


def test_printing_as_written_never_calls_user_code_again():
    """Rebuilding the written form evaluates only names, operators and SymPy calls: a user function
    in an argument runs once (here it would draw a different matrix on a second call)."""
    import sympy as sp
    from sympy import KroneckerProduct as kron

    from theory import check
    n = sp.Symbol("n", integer=True, positive=True)
    A, B = sp.MatrixSymbol("A", n, n), sp.MatrixSymbol("B", n, n)
    calls = []

    def made(M):
        calls.append(M)
        return M
    r = check(kron(made(A), B).T, kron(A.T, B.T))
    assert len(calls) == 1 and r.statement() == "Aᵀ ⊗ Bᵀ = Aᵀ ⊗ Bᵀ" and r.status == "proved"
