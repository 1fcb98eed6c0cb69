"""The parallel backends (loky, multiprocessing, Dask) never hang: a Dask address that is no scheduler, an
http:// one, a peer answering garbage; worker counts capped; workers start guarded, with one thread.

Every server here listens on 127.0.0.1 only."""
import os
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest

from theory.errors import InputValueError
from theory.system.parallel import map_processes

from tests.helpers import _python


@pytest.fixture
def http_server():
    """A plain HTTP server on loopback (what a dask dashboard's address, or any web server, is)."""
    server = HTTPServer(("127.0.0.1", 0), BaseHTTPRequestHandler)
    server.RequestHandlerClass.log_message = lambda *a: None
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def _garbage_server(payload):
    """A loopback server that answers every connection with ``payload`` (and keeps it open)."""
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(8)
    held = []

    def serve():
        while True:
            try:
                conn, _ = srv.accept()
            except OSError:
                return
            held.append(conn)
            try:
                conn.sendall(payload)
            except OSError:
                pass
    threading.Thread(target=serve, daemon=True).start()
    return srv, f"127.0.0.1:{srv.getsockname()[1]}"


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 4; tests/test_round4_hangs.py)')
def test_a_dask_address_of_an_http_server_fails_within_the_timeout_naming_it(http_server):
    """`--backend dask --scheduler tcp://HOST:PORT` of an HTTP server never returned (killed at 150 s; the
    20-s connect_timeout bounded only the TCP connect, not dask's handshake, which the HTTP server reads
    and then waits for the rest of a request line)."""
    pytest.importorskip("distributed", reason="needs extra cluster")
    from theory.system.parallel import sweep_backend
    address = f"tcp://{http_server}"
    result = {}

    def attempt():
        t0 = time.monotonic()
        try:
            with sweep_backend("dask", address, connect_timeout=1.5):
                result["entered"] = True
        except Exception as exc:      # noqa: BLE001 - judged below
            result["error"] = exc
        result["seconds"] = time.monotonic() - t0
    thread = threading.Thread(target=attempt, daemon=True)
    thread.start()
    thread.join(30)
    assert not thread.is_alive(), "sweep_backend still waits for the HTTP server after 30 s"
    assert isinstance(result.get("error"), InputValueError), result
    message = str(result["error"])
    assert address in message and "no dask handshake within 1.5 s" in message
    assert result["seconds"] < 10


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 4; tests/test_round4_hangs.py)')
@pytest.mark.parametrize("payload", [b"HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n" * 4,   # a length of ~5e18 bytes
                                     b"\xff" * 64, b"\x01" + b"\x00" * 7 + b"\x05" + b"\x00" * 7 + b"abc"],
                         ids=["http-reply", "ones", "short-frame"])
def test_a_peer_that_answers_garbage_is_refused_by_name_not_a_memory_error(payload):
    """A garbage-answering peer had its first 8 bytes read as a frame length: a raw MemoryError."""
    pytest.importorskip("distributed", reason="needs extra cluster")
    from theory.system.parallel import sweep_backend
    srv, hostport = _garbage_server(payload)
    try:
        t0 = time.monotonic()
        with pytest.raises(InputValueError, match=f"dask scheduler at 'tcp://{hostport}'") as info:
            with sweep_backend("dask", f"tcp://{hostport}", connect_timeout=2):
                pass
        assert time.monotonic() - t0 < 12
        assert "dask's protocol" in str(info.value) or "handshake" in str(info.value)
    finally:
        srv.close()


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 4; tests/test_round4_hangs.py)')
def test_a_dask_worker_address_is_not_taken_for_the_scheduler():
    distributed = pytest.importorskip("distributed", reason="needs extra cluster")
    from theory.system.parallel import sweep_backend
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False, protocol="tcp",
                                  dashboard_address=None) as cluster:
        worker = next(iter(cluster.workers.values())).address
        with pytest.raises(InputValueError, match=f"at '{worker}'.*a dask Worker, not the scheduler"):
            with sweep_backend("dask", worker, connect_timeout=5):
                pass
        with sweep_backend("dask", cluster.scheduler_address, connect_timeout=5):      # the real one: a sweep
            assert [r["value"] for r in map_processes(_affine, [{"a": 1}, {"a": 2}])] == [10, 20]


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 4; tests/test_round4_hangs.py)')
def test_prove_with_a_non_scheduler_ends_at_once_naming_the_address(http_server):
    """The CLI path of the hang, in a fresh process (its exit must not wait for a half-built client)."""
    pytest.importorskip("distributed", reason="needs extra cluster")
    code = ("import theory.system.parallel as p; p.CONNECT_TIMEOUT = 1.5\n"
            "from theory.cli import main\n"
            f"raise SystemExit(main(['prove', '--only', 'C1', '--backend', 'dask', '--scheduler', 'tcp://{http_server}']))")
    rc, out, err, seconds = _python(code, timeout=60)
    assert rc == 2 and f"tcp://{http_server}" in err and "no dask handshake within 1.5 s" in err, (rc, err)
    assert "Traceback" not in err and seconds < 30, (seconds, err)


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 4; tests/test_round4_hangs.py)')
def test_an_http_scheduler_address_is_a_usage_error_and_exit_does_not_hang():
    """`--scheduler http://…` gave the right error, then hung 40 s at exit with a Client.__del__ traceback
    (the client built for it was left to the garbage collector)."""
    pytest.importorskip("distributed", reason="needs extra cluster")
    rc, out, err, seconds = _python("from theory.cli import main\n"
                                    "raise SystemExit(main(['prove', '--only', 'C1', '--backend', 'dask', "
                                    "'--scheduler', 'http://127.0.0.1:9']))", timeout=60)
    assert rc == 2 and "--scheduler must be the address of a dask scheduler" in err and "'http://127.0.0.1:9'" in err
    assert "Client.__del__" not in err and "Traceback" not in err and seconds < 20, (seconds, err)
    from theory.system.parallel import sweep_backend
    with pytest.raises(InputValueError, match="http://127.0.0.1:9"):
        with sweep_backend("dask", "http://127.0.0.1:9"):
            pass


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 4; tests/test_round4_hangs.py)')
def test_a_client_that_fails_to_start_is_closed_at_once():
    """Whatever makes Client() fail once its event loop runs, the half-built client is closed by
    sweep_backend's helper, so the interpreter exits at once without a Client.__del__ traceback."""
    pytest.importorskip("distributed", reason="needs extra cluster")
    rc, out, err, seconds = _python("from dask.distributed import Client\n"
                                    "from theory.system.parallel import _open_dask_client\n"
                                    "try:\n    _open_dask_client(Client, 'http://127.0.0.1:9', 5)\n"
                                    "except Exception as exc:\n    print(type(exc).__name__, exc)\n", timeout=60)
    assert rc == 0 and out.startswith("InputValueError cannot reach the dask scheduler at 'http://127.0.0.1:9'"), out
    assert "Client.__del__" not in err and "Traceback" not in err and seconds < 9, (seconds, err)


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 4; tests/test_round4_hangs.py)')
def test_connect_timeout_must_be_a_positive_number():
    from theory.system.parallel import sweep_backend
    for bad in (0, -1, float("nan"), float("inf"), "5", True):
        with pytest.raises(InputValueError, match="connect_timeout must be"):
            with sweep_backend("threading", connect_timeout=bad):
                pass


def _affine(a, b=0):
    return {"value": a * 10 + b, "pid": os.getpid(), "thread": threading.current_thread().name}


def _spy_workers(monkeypatch):
    """Record the worker count every sweep hands to joblib."""
    import theory.system.parallel as par
    seen, real = [], par.run_jobs

    def spy(backend, n_jobs, fn, calls, guard):
        seen.append(n_jobs)
        if n_jobs > len(calls):                        # fail here rather than start thousands of processes
            raise AssertionError(f"{n_jobs} workers for {len(calls)} calls")
        return real(backend, n_jobs, fn, calls, guard)
    monkeypatch.setattr(par, "run_jobs", spy)
    return seen


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 4; tests/test_round4_hangs.py)')
def test_theory_jobs_far_above_the_calls_and_cores_is_capped(monkeypatch):
    """THEORY_JOBS=100000 started that many workers for a handful of calls (load 41 on 2 cores, no end
    in 120 s): the count is capped by the calls and by the cores available (at least 2 when asked)."""
    import theory.system.parallel as par
    from theory.system.parallel import env_jobs
    seen = _spy_workers(monkeypatch)
    monkeypatch.setenv("THEORY_JOBS", "100000")
    calls = [{"a": a} for a in range(3)]
    t0 = time.monotonic()
    out = map_processes(_affine, calls, jobs=env_jobs())
    assert [r["value"] for r in out] == [0, 10, 20] and os.getpid() not in {r["pid"] for r in out}
    assert time.monotonic() - t0 < 60
    assert seen == [min(3, max(2, par.available_cores()))]
    monkeypatch.setattr(par, "available_cores", lambda: 1)      # one core: a request for workers still gets two
    assert par.worker_count(100000, 50, cluster=False) == 2
    monkeypatch.setattr(par, "available_cores", lambda: 16)
    assert par.worker_count(100000, 50, cluster=False) == 16 and par.worker_count(100000, 5, cluster=False) == 5
    assert par.worker_count(None, 50, cluster=False) == 16 and par.worker_count(-1, 50, cluster=False) == 16
    assert par.worker_count(1, 50, cluster=False) == 1 and par.worker_count(100000, 5, cluster=True) == 5


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 4; tests/test_round4_hangs.py)')
def test_a_dask_cluster_is_not_capped_at_this_machines_cores(monkeypatch):
    """Mutant: the cluster's worker count capped at this machine's cores.  With one core here, the sweep
    would then run in this process; it must go to the cluster's workers (every worker: n_jobs=-1)."""
    distributed = pytest.importorskip("distributed", reason="needs extra cluster")
    import theory.system.parallel as par
    from theory.system.parallel import sweep_backend
    monkeypatch.setattr(par, "available_cores", lambda: 1)
    seen = _spy_workers(monkeypatch)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster:
        with sweep_backend("dask", cluster.scheduler_address, connect_timeout=10):
            out = map_processes(_affine, [{"a": a} for a in range(4)])
    assert [r["value"] for r in out] == [0, 10, 20, 30]
    assert seen == [-1]
    assert threading.current_thread().name not in {r["thread"] for r in out}      # the cluster's worker threads ran them


def _worker_env():
    return {"pid": os.getpid(), **{v: os.environ.get(v) for v in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS",
                                                                     "MKL_NUM_THREADS")}}


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 4; tests/test_round4_hangs.py)')
def test_an_explicit_loky_configuration_still_starts_workers_with_one_thread(monkeypatch):
    """Mutant: `parallel_config(backend='loky')` (what `--backend loky` sets) used as configured, without
    inner_max_num_threads=1: loky then gives each worker cpu_count // n_jobs threads (here: a machine of
    64 cores), not 1."""
    import joblib
    import joblib._parallel_backends as jpb
    from theory.system.parallel import sweep_backend
    for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(jpb, "cpu_count", lambda *a, **k: 64)
    for config in (sweep_backend("loky"), joblib.parallel_config(backend="loky")):
        with config:
            out = map_processes(_worker_env, [{}, {}], jobs=2)
        assert os.getpid() not in {r["pid"] for r in out}
        assert all(r["OMP_NUM_THREADS"] == r["OPENBLAS_NUM_THREADS"] == r["MKL_NUM_THREADS"] == "1" for r in out), out


def _death_signal():
    """The signal this process gets when its parent dies (Linux' PR_GET_PDEATHSIG), and its pid."""
    import ctypes
    sig = ctypes.c_int(-1)
    ctypes.CDLL("libc.so.6", use_errno=True).prctl(2, ctypes.byref(sig))
    return {"pid": os.getpid(), "signal": sig.value}


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 4; tests/test_round4_hangs.py)')
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal is Linux-only")
def test_the_multiprocessing_backend_runs_in_guarded_worker_processes():
    """Mutant: joblib's multiprocessing backend treated as in-process (no parent-death guard in its
    workers, the caller's threads held to one).  No test used that backend."""
    import multiprocessing
    import signal

    import joblib
    spawn = multiprocessing.get_context("spawn")                  # no fork of this threaded test process
    with joblib.parallel_config(backend="multiprocessing", context=spawn):
        out = map_processes(_death_signal, [{}, {}, {}], jobs=2)
    assert os.getpid() not in {r["pid"] for r in out}
    assert {r["signal"] for r in out} == {int(signal.SIGTERM)}, out
    assert _death_signal()["signal"] == 0                     # this process was not given the guard
