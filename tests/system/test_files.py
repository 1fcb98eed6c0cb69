"""The output-file contract (issue 26, "data loss as root"): only regular files (or new paths) are ever
replaced, atomically; devices, FIFOs and standard output are written through; other kinds are refused
by name before any work; write errors are the package's OutputFileError (exit 2 from the CLI), never a
traceback, a partial file or a temporary file left behind.

These tests run as root in CI: the only system files they write are /dev/null, /dev/full and standard
output, as write-through targets, and /dev/null is checked to still be a character device afterwards."""
import json
import os
import socket
import stat
import subprocess
import sys
import tempfile
import threading

import pytest
from hypothesis import example, given, strategies as st

from theory.errors import OutputFileError, TheoryError
from theory.system.files import check_output_dir, check_output_file, write_file, write_text

from tests.paths import ROOT
from theory.cli import main

from tests.helpers import _closed_pipe, _OK, _theory, _tiny_checkpoint
KINDS = ("regular", "new", "symlink", "dangling", "fifo", "devnull", "directory", "socket", "loop",
         "missing_dir", "readonly_dir")
REFUSED = {"directory", "socket", "loop", "missing_dir", "readonly_dir"}


def _listing(d):
    return sorted(os.listdir(d))


def _make(kind, d):
    """The output path of the drawn kind inside the scratch folder ``d`` (a real system path for
    /dev/null and for a folder nobody can create files in)."""
    target = os.path.join(d, "target.json")
    if kind == "regular":
        with open(target, "w") as f:
            f.write("OLD")
        os.chmod(target, 0o640)
        return target
    if kind == "new":
        return target
    if kind in ("symlink", "dangling"):
        if kind == "symlink":
            with open(target, "w") as f:
                f.write("OLD")
        link = os.path.join(d, "link.json")
        os.symlink("target.json", link)
        return link
    if kind == "fifo":
        os.mkfifo(target)
        return target
    if kind == "devnull":
        return os.devnull
    if kind == "directory":
        os.mkdir(target)
        return target
    if kind == "socket":
        s = socket.socket(socket.AF_UNIX)
        s.bind(os.path.join(d, "s.sock"))
        s.close()
        return os.path.join(d, "s.sock")
    if kind == "loop":
        os.symlink("b", os.path.join(d, "a"))
        os.symlink("a", os.path.join(d, "b"))
        return os.path.join(d, "a")
    if kind == "missing_dir":
        return os.path.join(d, "missing", "r.json")
    if kind == "readonly_dir":
        if os.geteuid() == 0:                 # root may write any ordinary folder: /proc takes no new file
            return "/proc/theory-test-output.json"
        ro = os.path.join(d, "ro")
        os.mkdir(ro)
        os.chmod(ro, 0o555)
        return os.path.join(ro, "r.json")
    raise AssertionError(kind)


def _read_fifo(path, got):
    with open(path, "rb") as f:
        got.append(f.read())


@given(kind=st.sampled_from(KINDS), text=st.text(max_size=200))
@example(kind="devnull", text="x").via("the system's /dev/null is never replaced")
@example(kind="fifo", text="é" * 50).via("a FIFO is written through to its reader")
@example(kind="dangling", text="{}").via("a dangling symlink's target is created, the link kept")
@example(kind="readonly_dir", text="{}").via("no file can be created there (os.access says yes to root)")
@example(kind="socket", text="{}").via("refused by name")
def test_every_kind_of_output_path_keeps_the_contract(kind, text):
    with tempfile.TemporaryDirectory() as d:
        path = _make(kind, d)
        before = _listing(d)
        if kind in REFUSED:
            with pytest.raises(OutputFileError) as e1:
                check_output_file(path, "--json")
            with pytest.raises(OutputFileError) as e2:
                write_text(path, text, "--json")
            for e in (e1, e2):
                assert path in str(e.value) and "--json" in str(e.value)
            assert _listing(d) == before                              # nothing created, nothing replaced
            if kind == "directory":
                assert os.path.isdir(path) and os.listdir(path) == []
            if kind == "readonly_dir":
                assert not os.path.lexists(path)
            return
        check_output_file(path, "--json")
        assert _listing(d) == before                                  # the check leaves nothing behind
        got = []
        reader = None
        if kind == "fifo":
            reader = threading.Thread(target=_read_fifo, args=(path, got), daemon=True)
            reader.start()
        write_text(path, text)
        data = text.encode("utf-8")
        if kind == "fifo":
            reader.join(10)
            assert got == [data] and stat.S_ISFIFO(os.stat(path).st_mode)
        elif kind == "devnull":
            assert stat.S_ISCHR(os.stat(os.devnull).st_mode)
            assert os.stat(os.devnull).st_rdev == os.makedev(1, 3)
        else:
            real = os.path.join(d, "target.json")
            with open(real, "rb") as f:
                assert f.read() == data
            assert stat.S_ISREG(os.lstat(real).st_mode)
            if kind in ("symlink", "dangling"):
                assert os.path.islink(path) and os.readlink(path) == "target.json"
            if kind == "regular":
                assert stat.S_IMODE(os.stat(real).st_mode) == 0o640      # the file keeps its permissions
            assert _listing(d) == sorted(set(before) | {"target.json"})   # no temporary file left


def test_a_failed_fill_leaves_the_old_file_and_no_temporary_file(tmp_path):
    p = tmp_path / "r.json"
    p.write_text("OLD")

    def half(tmp):
        with open(tmp, "w") as f:
            f.write("NE")
        raise OSError(28, "No space left on device")
    with pytest.raises(OutputFileError, match="No space left"):
        write_file(str(p), half)
    assert p.read_text() == "OLD" and _listing(tmp_path) == ["r.json"]


def test_dev_full_is_a_clean_error_and_stays_a_device():
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    check_output_file("/dev/full")          # writable: the failure comes with the write
    with pytest.raises(OutputFileError, match="No space left"):
        write_text("/dev/full", "x" * 10000)
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)


def test_output_dirs_are_checked_for_real(tmp_path):
    check_output_dir(str(tmp_path))
    check_output_dir(str(tmp_path / "new"))
    assert _listing(tmp_path) == []
    (tmp_path / "f").write_text("x")
    for bad in (str(tmp_path / "f"), str(tmp_path / "missing" / "deeper"), "/proc/theory-test-figures"):
        with pytest.raises(OutputFileError):
            check_output_dir(bad, "--figures")
    if os.path.isdir("/proc/sys/vm"):       # exists, a folder, os.access says yes to root: no file can be made
        with pytest.raises(OutputFileError):
            check_output_dir("/proc/sys/vm", "--figures")


def _fake_claims(monkeypatch, ran):
    from theory.cli import prove          # where `theory prove` looks discover up
    from theory.claims import Check, Claim, Outcome

    def run():
        ran.append(1)
        return Outcome([Check("x", True, "detail"), Check("negative control", False, "refuted", control=True)])
    monkeypatch.setattr(prove, "discover", lambda: [Claim("X1", "fake", "statement", run)])


@pytest.mark.parametrize("kind", KINDS)
def test_prove_json_to_every_kind_of_path(kind, monkeypatch, capsys):
    """The CLI end to end: refused kinds exit 2 before any claim runs; the others are written by the contract."""
    from theory.cli import main
    ran = []
    _fake_claims(monkeypatch, ran)
    with tempfile.TemporaryDirectory() as d:
        path = _make(kind, d)
        before = _listing(d)
        if kind in REFUSED:
            with pytest.raises(SystemExit) as e:
                main(["prove", "--json", path])
            assert e.value.code == 2 and ran == [] and _listing(d) == before
            assert path in capsys.readouterr().err
            return
        got, reader = [], None
        if kind == "fifo":
            reader = threading.Thread(target=_read_fifo, args=(path, got), daemon=True)
            reader.start()
        assert main(["prove", "--json", path]) == 0 and ran == [1]
        if kind == "fifo":
            reader.join(10)
            data = got[0]
            assert stat.S_ISFIFO(os.stat(path).st_mode)
        elif kind == "devnull":
            assert stat.S_ISCHR(os.stat(os.devnull).st_mode)
            return
        else:
            with open(os.path.join(d, "target.json"), "rb") as f:
                data = f.read()
            if kind in ("symlink", "dangling"):
                assert os.path.islink(path)
        assert json.loads(data)[0]["id"] == "X1"
        assert _listing(d) == sorted(set(before) | {"target.json"})


def test_prove_writes_json_through_to_dev_null_stdout_and_dash(monkeypatch, capsys):
    from theory.cli import main
    ran = []
    _fake_claims(monkeypatch, ran)
    assert main(["prove", "--json", os.devnull]) == 0
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)
    capsys.readouterr()
    for dest in ("-", "/dev/stdout"):
        assert main(["prove", "--json", dest]) == 0
        captured = capsys.readouterr()         # stdout holds the JSON alone (`--json - | jq`); the table: stderr
        assert json.loads(captured.out)[0]["id"] == "X1" and "X1" in captured.err, dest
    assert not os.path.exists("-")


def test_prove_refuses_proc_before_running_any_claim(monkeypatch, capsys):
    """os.access says yes to root for /proc: the claims ran for minutes, then a traceback."""
    from theory.cli import main
    ran = []
    _fake_claims(monkeypatch, ran)
    for path in ("/proc/theory-test.json", "/proc/self/status/x.json"):
        with pytest.raises(SystemExit) as e:
            main(["prove", "--json", path])
        assert e.value.code == 2
        assert path in capsys.readouterr().err
    assert ran == []


def test_prove_write_errors_exit_2_without_traceback(monkeypatch, capsys):
    from theory.cli import main
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    ran = []
    _fake_claims(monkeypatch, ran)
    assert main(["prove", "--json", "/dev/full"]) == 2
    err = capsys.readouterr().err
    assert "/dev/full" in err and "No space left" in err and "Traceback" not in err
    assert ran == [1]


def test_file_size_limit_is_a_clean_error_and_leaves_no_file(tmp_path):
    """RLIMIT_FSIZE: SIGXFSZ killed the process (or EFBIG was a traceback); now exit 2 and nothing written."""
    script = (
        "import resource, signal, sys\n"
        "signal.signal(signal.SIGXFSZ, signal.SIG_DFL)\n"          # as a shell that never ignored it
        "resource.setrlimit(resource.RLIMIT_FSIZE, (1000, 1000))\n"
        "from theory import cli\n"
        "from theory.cli import prove\n"
        "from theory.claims import Check, Claim, Outcome\n"
        "big = 'x' * 5000\n"
        "prove.discover = lambda: [Claim('X1', 'fake', 'statement', lambda: Outcome([Check('x', True, big), "
        "Check('negative control', False, 'refuted', control=True)]))]\n"
        "sys.exit(cli.main(['prove', '--json', sys.argv[1]]))\n")
    env = dict(os.environ, PYTHONPATH=os.path.abspath(ROOT))
    r = subprocess.run([sys.executable, "-c", script, str(tmp_path / "r.json")], capture_output=True, text=True,
                       env=env, timeout=120, cwd=str(tmp_path))
    assert r.returncode == 2, (r.returncode, r.stderr[-2000:])
    assert "r.json" in r.stderr and "Traceback" not in r.stderr
    assert _listing(tmp_path) == []


def test_analyse_json_to_dev_null_and_symlink(tmp_path, capsys):
    from tests.circuits.test_load import gpt2_state, write_dir
    from theory.cli import main
    sd, cfg = gpt2_state()
    write_dir(tmp_path, sd, cfg)
    (tmp_path / "real.json").write_text("OLD")
    os.symlink("real.json", tmp_path / "link.json")
    assert main(["analyse", str(tmp_path), "--quiet", "--json", os.devnull]) == 0
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)
    assert main(["analyse", str(tmp_path), "--quiet", "--json", str(tmp_path / "link.json")]) == 0
    assert os.path.islink(tmp_path / "link.json")
    assert json.loads((tmp_path / "real.json").read_text())["heads"][0]["head"] == "L0H0"
    capsys.readouterr()


def test_output_file_error_is_a_theory_error_and_an_os_error():
    assert issubclass(OutputFileError, TheoryError) and issubclass(OutputFileError, OSError)


# ---------------------------------------------------------------------------------------------
# --timeout enforced from outside the claim (issue 26): a bare `except:` in a retry loop swallowed the
# one timeout signal and the claim ran forever.
# ---------------------------------------------------------------------------------------------
_SWALLOWS = '''
import time
from theory.claims import Claim, Outcome, close_check

def _swallow_everything():
    while True:
        try:
            time.sleep(0.01)
        except:                    # noqa: E722 - catches the timeout too
            pass

def _swallow_pure_python():
    n = 0
    while True:
        try:
            n += 1
        except BaseException:
            pass

def _quick():
    return Outcome([close_check("one", 1.0, 1.0, rtol=0, atol=0),
                    close_check("control: 1 = 2", 1.0, 2.0, rtol=0, atol=0, control=True)])

CLAIMS = [Claim("S1", "swallows", "x", _swallow_everything), Claim("S2", "pure", "x", _swallow_pure_python),
          Claim("S4", "quick", "x", _quick)]
'''


def test_timeout_stops_a_claim_that_catches_everything(tmp_path):
    import time
    path = tmp_path / "swallows.py"
    path.write_text(_SWALLOWS)
    out = tmp_path / "r.json"
    env = dict(os.environ, PYTHONPATH=os.path.abspath(ROOT))
    t0 = time.monotonic()
    r = subprocess.run([sys.executable, "-m", "theory", "prove", str(path), "--timeout", "0.5", "--json", str(out)],
                       capture_output=True, text=True, env=env, timeout=60, cwd=str(tmp_path))
    wall = time.monotonic() - t0
    assert r.returncode == 1, r.stderr[-2000:]
    res = {x["id"]: x for x in json.loads(out.read_text())}
    for cid in ("S1", "S2"):
        assert res[cid]["status"] == "error", res[cid]
        assert res[cid]["evidence"]["error"] == "timed out after 0.5 s (--timeout 0.5)"
    assert res["S4"]["status"] == "verified"
    assert "ending the process" not in r.stderr           # stopped by the timeout, not by the watchdog's kill
    assert wall < 2 * 0.5 + 20                             # 2 timeouts + interpreter start-up, far below a hang


_DEFEATS = {
    "ignores": "import signal, time\n"
               "def run():\n    signal.signal(signal.SIGALRM, signal.SIG_IGN)\n    while True:\n        time.sleep(0.01)\n",
    "nested": "import time\n"
              "def run():\n    while True:\n        try:\n            while True:\n                try:\n"
              "                    time.sleep(0.01)\n                except:\n                    pass\n"
              "        except:\n            pass\n",
}


@pytest.mark.parametrize("apart", [False, True], ids=["built-in", "user"])
@pytest.mark.parametrize("kind", sorted(_DEFEATS))
def test_timeout_watchdog_ends_a_claim_that_cannot_be_stopped_in_process(tmp_path, kind, apart):
    """A claim that ignores SIGALRM, or nests catch-all loops two deep (each repeat of the timeout peels one),
    is not stopped in-process: the watchdog reports it as an error with what ran before (table and --json),
    and ends the process, exit 1 (not a hang).  A user's claim runs in its own process (issue 32 item 5): the
    watchdog ends that one, and the claims after it still run."""
    path = tmp_path / f"{kind}.py"
    path.write_text(_DEFEATS[kind] + "from theory.claims import Claim, Outcome, close_check\n"
                    "def quick():\n    return Outcome([close_check('one', 1.0, 1.0, rtol=0, atol=0),\n"
                    "        close_check('control', 1.0, 2.0, rtol=0, atol=0, control=True)])\n"
                    "CLAIMS = [Claim('Q1', 'quick', 'x', quick), Claim('G1', 'defeats', 'x', run), "
                    "Claim('Q2', 'never runs', 'x', quick)]\n")
    out = tmp_path / "r.json"
    script = ("import sys\nfrom theory import cli\nfrom theory.claims import runner\nrunner.Alarm.KILL_AFTER = 1.0\n"
              + ("sys.exit(cli.main(['prove', sys.argv[1], '--timeout', '0.3', '--json', sys.argv[2]]))\n" if apart else
                 "from theory.claims import load\nfrom theory.cli import prove\n"    # as if in proofs/: in-process
                 "prove.discover = lambda: load(sys.argv[1])\n"
                 "sys.exit(cli.main(['prove', '--timeout', '0.3', '--json', sys.argv[2]]))\n"))
    env = dict(os.environ, PYTHONPATH=os.path.abspath(ROOT))
    r = subprocess.run([sys.executable, "-c", script, str(path), str(out)], capture_output=True, text=True, env=env,
                       timeout=60)
    assert r.returncode == 1 and "claim G1 still runs 1 s after its --timeout 0.3" in r.stderr, r.stderr[-2000:]
    assert ("the 1 claim(s) after G1 were not run" in r.stderr) != apart and "Traceback" not in r.stderr
    res = {x["id"]: x for x in json.loads(out.read_text())}
    assert sorted(res) == (["G1", "Q1", "Q2"] if apart else ["G1", "Q1"]) and res["Q1"]["status"] == "verified"
    assert not apart or res["Q2"]["status"] == "verified"
    assert res["G1"]["status"] == "error"
    assert res["G1"]["evidence"]["error"] == ("timed out after 0.3 s (--timeout 0.3); it did not stop, so the "
                                              "process was ended")
    assert "G1    ERROR" in r.stdout


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_reports_get_the_permissions_of_a_new_file(tmp_path):
    """atomic_write kept mkstemp's private 0600 mode: `theory prove --json` wrote files no one else could read."""
    import os
    from theory.cli import atomic_write_text
    path = tmp_path / "r.json"
    old = os.umask(0o022)
    try:
        atomic_write_text(str(path), "{}")
    finally:
        os.umask(old)
    assert (path.stat().st_mode & 0o777) == 0o644


@pytest.mark.found_by('adversarial probing, round 4 (tests/test_redteam.py)')
def test_two_outputs_naming_one_file_are_refused(tmp_path, capsys, monkeypatch):
    """`--json r --latex r` (or through a symlink) wrote both, the LaTeX over the JSON: the JSON was lost."""
    (tmp_path / "r").write_text("old")
    (tmp_path / "link").symlink_to(tmp_path / "r")
    for other in ("r", "link", "./r"):
        monkeypatch.chdir(tmp_path)
        with pytest.raises(SystemExit) as info:
            main(["prove", "--only", "C1", "--json", "r", "--latex", other])
        err = capsys.readouterr().err
        assert info.value.code == 2 and "the same file as --json r" in err, err
    assert (tmp_path / "r").read_text() == "old"
    ck = _tiny_checkpoint(tmp_path / "ck")
    (tmp_path / "figs").mkdir()
    with pytest.raises(SystemExit) as info:            # a figure's file is an output too
        main(["analyse", str(ck), "--quiet", "--figures", str(tmp_path / "figs"),
              "--json", str(tmp_path / "figs" / "positivity.png")])
    assert info.value.code == 2 and "the same file" in capsys.readouterr().err
    assert main(["prove", "--only", "C1", "--json", os.devnull, "--latex", os.devnull]) == 0   # a device twice: fine


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 32 item 7; tests/test_round4_outputs.py)')
@pytest.mark.parametrize("length", [240, 250, 255])
def test_output_names_up_to_name_max_are_written(tmp_path, length):
    """A 240–255-byte output name was refused: the temporary name was '.' + the whole name + '.XXXXXXXX.tmp'."""
    from theory.system.files import check_output_file, write_text
    for stem in ("a" * (length - 5), "é" * ((length - 5) // 2) + "a" * ((length - 5) % 2)):
        name = stem + ".json"
        assert len(os.fsencode(name)) == length
        path = tmp_path / name
        check_output_file(str(path), "--json")
        write_text(str(path), "[]")
        assert path.read_text() == "[]"
        assert sorted(os.listdir(tmp_path)) == [name]          # no temporary file left
        path.unlink()


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 32 item 7; tests/test_round4_outputs.py)')
def test_prove_writes_a_json_file_with_a_255_byte_name(tmp_path):
    (tmp_path / "mine.py").write_text(_OK + 'ONE = Claim("U1", "fine", "x", _ok)\n')
    name = "r" * 250 + ".json"
    p = _theory(["prove", "mine.py", "--json", name], tmp_path)
    assert p.returncode == 0, p.stderr.decode()
    assert json.loads((tmp_path / name).read_text())[0]["status"] == "verified"


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory):
    from tests.circuits.test_load import gpt2_state, write_dir
    folder = tmp_path_factory.mktemp("ck") / "ck"
    folder.mkdir()
    sd, cfg = gpt2_state()
    return write_dir(folder, sd, cfg)


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 32 item 2 / 33 item 1; tests/test_round4_outputs.py)')
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


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 32 item 2 / 33 item 1; tests/test_round4_outputs.py)')
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


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 32 item 2 / 33 item 1; tests/test_round4_outputs.py)')
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


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 32 item 2 / 33 item 1; tests/test_round4_outputs.py)')
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


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 32 item 2 / 33 item 1; tests/test_round4_outputs.py)')
def test_no_figure_drawn_says_so_and_creates_no_folder(tmp_path):
    """`--figures figs` with claims that draw nothing silently created an empty folder."""
    pytest.importorskip("matplotlib")
    (tmp_path / "mine.py").write_text(_OK + 'ONE = Claim("U1", "fine", "x", _ok)\n')
    p = _theory(["prove", "mine.py", "--figures", "figs"], tmp_path)
    assert p.returncode == 0
    assert "no claim drew a figure, so nothing was written there" in p.stderr.decode()
    assert not (tmp_path / "figs").exists()


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 32 item 2 / 33 item 1; tests/test_round4_outputs.py)')
def test_analyse_refuses_a_figure_name_that_is_a_symlink(tmp_path, checkpoint):
    pytest.importorskip("matplotlib")
    (tmp_path / "notes.txt").write_text("mine")
    (tmp_path / "figs").mkdir()
    os.symlink("../notes.txt", tmp_path / "figs" / "positivity.png")
    p = _theory(["analyse", str(checkpoint), "--quiet", "--figures", "figs"], tmp_path)
    assert p.returncode == 2 and "positivity.png is a symlink (to ../notes.txt)" in p.stderr.decode()
    assert (tmp_path / "notes.txt").read_text() == "mine" and os.listdir(tmp_path / "figs") == ["positivity.png"]


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issues 32 and 33; tests/test_round4_outputs.py)')
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


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issues 32 and 33; tests/test_round4_outputs.py)')
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


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issues 32 and 33; tests/test_round4_outputs.py)')
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
