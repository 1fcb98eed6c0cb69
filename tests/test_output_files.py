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
from theory.files import check_output_dir, check_output_file, write_file, write_text

ROOT = os.path.join(os.path.dirname(__file__), "..")
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
    from tests.test_checkpoints import gpt2_state, write_dir
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
    script = ("import sys\nfrom theory import cli\nfrom theory.cli import running\nrunning._alarm.KILL_AFTER = 1.0\n"
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
