"""Running claims apart from ``prove`` (the claims runner): timeouts, exits, signals, threads left running,
children of a killed ``prove``, results that cannot be read back, no leak of directory, environment or seed."""
import json
import os
import subprocess
import sys
import textwrap

import pytest

from theory.claims import Claim, close_check, Outcome
from theory.cli import main

from tests.helpers import _OK, _theory
from tests.paths import ROOT


_MUTATING = '''
import os, random
import numpy as np
from theory.claims import Claim, Outcome, close_check

def _control():
    return close_check("control: 1 = 2", 1.0, 2.0, rtol=0, atol=0, control=True)

def _mutate():
    import mpmath
    os.chdir(os.environ["ELSEWHERE"])
    os.environ["THEORY_PROBE"] = "set by M1"
    np.random.seed(123)
    random.seed(123)
    np.seterr(all="raise")
    mpmath.mp.dps = 3
    return Outcome([close_check("mutated", 1.0, 1.0, rtol=0, atol=0), _control()])

def _nan():
    import warnings
    with warnings.catch_warnings():          # silences the RuntimeWarning, not np.seterr(all="raise")
        warnings.simplefilter("ignore")
        return np.float64(0) / np.float64(0)

def _observe():
    return Outcome([close_check("cwd", float(os.getcwd() == os.environ["HOME_DIR"]), 1.0, rtol=0, atol=0),
                    close_check("environment", float("THEORY_PROBE" not in os.environ), 1.0, rtol=0, atol=0),
                    close_check("numpy seed", float(np.random.get_state()[1][0] != np.random.RandomState(123)
                                                    .get_state()[1][0]), 1.0, rtol=0, atol=0),
                    close_check("0/0 is nan, not FloatingPointError", float(np.isnan(_nan())),
                                1.0, rtol=0, atol=0),
                    close_check("mpmath precision", float(__import__("mpmath").mp.dps == 15), 1.0, rtol=0, atol=0),
                    _control()])

CLAIMS = [Claim("M1", "mutates the process", "x", _mutate), Claim("M2", "sees a clean process", "x", _observe)]
'''


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_a_claim_that_changes_directory_environment_or_seed_does_not_leak(tmp_path, monkeypatch, capsys):
    """A user claim calling os.chdir, setting an environment variable, np.random.seed, np.seterr(all="raise") or
    mpmath.mp.dps = 3 changed what the next claim saw (0/0 raised; SymPy evaluated at 3 digits), and
    `--json out.json` (relative) was written into the directory the claim moved to."""
    home, elsewhere = tmp_path / "home", tmp_path / "elsewhere"
    home.mkdir()
    elsewhere.mkdir()
    (home / "mutating.py").write_text(_MUTATING)
    monkeypatch.chdir(home)
    monkeypatch.setenv("ELSEWHERE", str(elsewhere))
    monkeypatch.setenv("HOME_DIR", str(home))
    monkeypatch.delenv("THEORY_PROBE", raising=False)
    code = main(["prove", "mutating.py", "--json", "out.json"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert (home / "out.json").exists() and not (elsewhere / "out.json").exists()
    assert [r["status"] for r in json.loads((home / "out.json").read_text())] == ["verified", "verified"]
    import os
    assert os.getcwd() == str(home) and "THEORY_PROBE" not in os.environ


_HANGING = '''
import time
from theory.claims import Claim, Outcome, close_check

def _hang():
    while True:
        try:
            time.sleep(0.01)
        except Exception:          # a broad handler must not swallow the timeout
            pass

def _quick():
    return Outcome([close_check("one", 1.0, 1.0, rtol=0, atol=0),
                    close_check("control: 1 = 2", 1.0, 2.0, rtol=0, atol=0, control=True)])

CLAIMS = [Claim("H1", "hangs", "x", _hang), Claim("H2", "quick", "x", _quick)]
'''


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_prove_stops_a_hanging_claim_with_timeout(tmp_path, capsys):
    """A user claim that never returns hung `theory prove` forever (there was no timeout); --timeout stops it,
    reports it as an error (exit 1) and runs the next claim."""
    path = tmp_path / "hanging.py"
    path.write_text(_HANGING)
    out = tmp_path / "r.json"
    assert main(["prove", str(path), "--timeout", "0.3", "--json", str(out)]) == 1
    res = {r["id"]: r for r in json.loads(out.read_text())}
    assert res["H1"]["status"] == "error" and res["H1"]["evidence"]["error"] == "timed out after 0.3 s (--timeout 0.3)"
    assert res["H2"]["status"] == "verified"
    capsys.readouterr()
    for bad in ("0", "-1", "nan", "inf"):
        with pytest.raises(SystemExit) as e:
            main(["prove", str(path), "--timeout", bad])
        assert e.value.code == 2 and "--timeout must be a number of seconds in (0, 1e7)" in capsys.readouterr().err


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_prove_timeout_also_stops_a_claim_file_that_hangs_while_importing(tmp_path, capsys):
    """A claim file whose import never returns hung `theory prove FILE --timeout 1` (the limit applied to claims,
    not to importing their file)."""
    path = tmp_path / "hangs_on_import.py"
    path.write_text("import time\nwhile True:\n    time.sleep(0.01)\n")
    with pytest.raises(SystemExit) as e:
        main(["prove", str(path), "--timeout", "0.3"])
    assert e.value.code == 1
    assert "hangs_on_import.py timed out after 0.3 s (--timeout 0.3)" in capsys.readouterr().err


@pytest.mark.found_by('adversarial probing, round 4 (tests/test_redteam.py)')
@pytest.mark.parametrize("timeout", [1e-320, 1e-9, 1e-4])
def test_a_tiny_timeout_stops_the_claim_instead_of_the_process(timeout):
    """`theory prove --only C1,C2 --timeout 1e-4` (or 1e-9, 1e-320): the alarm fired while _alarm.__enter__
    started its watchdog thread; ClaimTimeout was raised inside threading ('RuntimeError: release unlocked
    lock'), the handler was never removed and SIGALRM killed the process (exit 142, no report, tracebacks)."""
    import threading
    from theory.claims.runner import execute as _execute
    claim = Claim("R9", "probe", "probe", lambda: Outcome([close_check("a", 1.0, 1.0, rtol=0, atol=0),
                                                           close_check("neg", 1.0, 2.0, rtol=0, atol=0, control=True)]))
    for _ in range(5):
        r = _execute(claim, timeout)
        assert r.status in ("error", "verified"), r.status       # a claim faster than the alarm may pass
    t = threading.Thread(target=lambda: None)
    t.start()
    t.join()


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 32 item 5; tests/test_round4_outputs.py)')
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


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 32 item 5; tests/test_round4_outputs.py)')
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


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 32 item 5; tests/test_round4_outputs.py)')
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


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 32 item 5; tests/test_round4_outputs.py)')
def test_user_claims_run_apart_but_built_in_claims_run_in_process(monkeypatch, tmp_path, capsys):
    """Only a user's claims pay for a child process; `theory/proofs/` claims keep running in prove's own process."""
    import theory.cli.prove as prove
    from theory.cli import main
    calls = []
    real = prove.execute_apart
    monkeypatch.setattr(prove, "execute_apart", lambda *a, **k: calls.append(a[0].id) or real(*a, **k))
    assert main(["prove", "--only", "C1"]) == 0 and calls == []
    (tmp_path / "mine.py").write_text(_OK + 'ONE = Claim("U1", "fine", "x", _ok)\n')
    assert main(["prove", str(tmp_path / "mine.py")]) == 0 and calls == ["U1"]
    capsys.readouterr()


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issue 32 item 7; tests/test_round4_outputs.py)')
def test_a_user_claim_stuck_in_one_c_call_past_its_timeout_is_killed_by_prove(monkeypatch):
    """A claim inside one long C call that holds the GIL (its own watchdog cannot run either) is killed by the
    parent after --timeout and the grace periods, and reported as timed out; prove goes on."""
    from theory.claims import Claim
    from theory.claims import runner as running
    monkeypatch.setattr(running.Alarm, "KILL_AFTER", 0.3)
    monkeypatch.setattr(running, "_PARENT_GRACE", 0.3)
    stuck = Claim("S1", "one C call", "x", lambda: sum(range(10 ** 13)))
    r = running.execute_apart(stuck, 0.2)
    assert r.status == "error" and r.evidence["error"] == ("timed out after 0.2 s (--timeout 0.2); it did not stop, "
                                                           "so the process was ended")
    assert r.seconds < 30


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issues 32 and 33; tests/test_round4_outputs.py)')
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


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issues 32 and 33; tests/test_round4_outputs.py)')
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


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issues 32 and 33; tests/test_round4_outputs.py)')
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
        from theory.system.parallel import map_processes

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
        from theory.system.parallel import map_processes

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


@pytest.mark.found_by('hostile input, round 4: output files and theory prove (issues 32 and 33; tests/test_round4_outputs.py)')
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
