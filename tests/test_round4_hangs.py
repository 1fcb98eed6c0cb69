"""Issue 32 (hostile input, round 4): nothing hangs (a dask address that is no scheduler, an
http:// one, a peer answering garbage, THEORY_JOBS=100000), check's Monte Carlo is the same
under any hash seed and thread count, the round-1 leftovers refuse by name or compute right,
and the fast suite kills the mutants of parallel.py, training.py and threads.py listed there.

Every server here listens on 127.0.0.1 only."""
import os
import socket
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, HTTPServer

import numpy as np
import pytest

from theory.errors import InputTypeError, InputValueError, ShapeError, TheoryError, TooLargeError
from theory.system.parallel import map_processes

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _env(**extra):
    env = {k: v for k, v in os.environ.items() if not k.startswith("THEORY_")}
    env.update(PYTHONPATH=ROOT + os.pathsep + env.get("PYTHONPATH", ""), **extra)
    return env


def _python(code, timeout=90, **env):
    """Run ``code`` in a fresh interpreter: (exit code, stdout, stderr, seconds)."""
    t0 = time.monotonic()
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout,
                          env=_env(**env), cwd=ROOT)
    return proc.returncode, proc.stdout, proc.stderr, time.monotonic() - t0


# ------------------------------------------------------------------ item 4: hangs
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


def test_prove_with_a_non_scheduler_ends_at_once_naming_the_address(http_server):
    """The CLI path of the hang, in a fresh process (its exit must not wait for a half-built client)."""
    pytest.importorskip("distributed", reason="needs extra cluster")
    code = ("import theory.system.parallel as p; p.CONNECT_TIMEOUT = 1.5\n"
            "from theory.cli import main\n"
            f"raise SystemExit(main(['prove', '--only', 'C1', '--backend', 'dask', '--scheduler', 'tcp://{http_server}']))")
    rc, out, err, seconds = _python(code, timeout=60)
    assert rc == 2 and f"tcp://{http_server}" in err and "no dask handshake within 1.5 s" in err, (rc, err)
    assert "Traceback" not in err and seconds < 30, (seconds, err)


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
    seen, real = [], par._run

    def spy(backend, n_jobs, fn, calls, guard):
        seen.append(n_jobs)
        if n_jobs > len(calls):                        # fail here rather than start thousands of processes
            raise AssertionError(f"{n_jobs} workers for {len(calls)} calls")
        return real(backend, n_jobs, fn, calls, guard)
    monkeypatch.setattr(par, "_run", spy)
    return seen


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
    assert par._workers(100000, 50, cluster=False) == 2
    monkeypatch.setattr(par, "available_cores", lambda: 16)
    assert par._workers(100000, 50, cluster=False) == 16 and par._workers(100000, 5, cluster=False) == 5
    assert par._workers(None, 50, cluster=False) == 16 and par._workers(-1, 50, cluster=False) == 16
    assert par._workers(1, 50, cluster=False) == 1 and par._workers(100000, 5, cluster=True) == 5


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


# ------------------------------------------------------------------ item 11: threads.py, training.py
def test_available_cores_is_this_process_affinity_not_the_machine(monkeypatch):
    """Mutant: os.cpu_count() instead of the CPU affinity (equal on an unrestricted machine)."""
    import theory.system.parallel as par
    import theory.system.threads as thr
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0}, raising=False)
    monkeypatch.setattr(os, "cpu_count", lambda: 64)
    assert thr.available_cores() == 1 and par.available_cores() == 1
    assert thr.default_threads(load=0.0) == 1
    with pytest.raises(InputValueError, match="at most 1 "):
        thr.check_threads(2)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 3, 5}, raising=False)
    assert thr.available_cores() == 3 and thr.default_threads(load=0.0) == 3


def test_the_learning_rate_of_the_last_step_is_a_tenth_of_the_peak(monkeypatch):
    """Mutant: lr_at decaying to 0 instead of lr/10 (no test asserted the last step)."""
    pytest.importorskip("torch")
    from theory.circuits.training import segments as training
    seen, real = [], training.lr_at

    def spy(step, steps, lr, warmup):
        seen.append((step, real(step, steps, lr, warmup)))
        return seen[-1][1]
    monkeypatch.setattr(training, "lr_at", spy)
    training.train_on_corpus(n_heads=2, d_model=8, d_head=4, n_ctx=16, steps=5, batch=2, lr=1e-2, warmup=2,
                             measure_every=5, seed=0, corpus=_TinyCorpus(), device="cpu")
    assert [s for s, _ in seen] == [1, 2, 3, 4, 5]
    assert seen[1][1] == pytest.approx(1e-2, rel=1e-12)                       # the peak after warmup
    assert seen[-1][1] == pytest.approx(1e-3, rel=1e-12)                      # lr / 10 at the last step
    assert all(a > b for (_, a), (_, b) in zip(seen[1:], seen[2:]))          # decaying in between


class _TinyCorpus:
    n_vocab = 12

    def __init__(self, ragged=False):
        self.ragged = ragged

    def batch(self, rng, batch, n_ctx, split="train"):
        toks = rng.integers(0, self.n_vocab, size=(batch, n_ctx))
        if self.ragged and split == "train":
            return [list(row) for row in toks[:-1]] + [list(toks[-1][:-3])]
        return toks


# ------------------------------------------------------------------ item 8 (partial): a ragged batch
def test_a_corpus_whose_batch_is_ragged_is_refused_by_name():
    """A corpus whose batch returned a ragged list raised NumPy's 'inhomogeneous shape' ValueError."""
    pytest.importorskip("torch")
    from theory.circuits.training.corpus_training import corpus_tokens, train_on_corpus
    with pytest.raises(ShapeError, match=r"corpus.batch must return tokens of shape \(batch, n_ctx\) = \(2, 16\); "
                                         r"got a ragged list \(rows of lengths 16 and 13\)"):
        train_on_corpus(n_heads=2, d_model=8, d_head=4, n_ctx=16, steps=2, batch=2, lr=1e-2, warmup=1,
                        measure_every=2, seed=0, corpus=_TinyCorpus(ragged=True), device="cpu")
    with pytest.raises(ShapeError, match="corpus.batch must return"):
        corpus_tokens([[1, 2], [3, [4, 5]]], 2, 2, 10)
    assert corpus_tokens([[1, 2], [3, 4]], 2, 2, 10).dtype == np.int64


# ------------------------------------------------------------------ item 10: round-1 leftovers
def test_an_asymmetric_cov_is_refused_at_the_scale_of_its_own_entries():
    """GaussianPrior([[1e20, 1], [0, 1e20]]) was accepted: the tolerance was relative to the largest entry,
    and 1 is 1e-20 of 1e20, although cov[0, 1] = 1 and cov[1, 0] = 0 have nothing in common."""
    from theory.inference import GaussianPrior
    with pytest.raises(InputValueError, match=r"cov must be symmetric; cov\[0, 1\] = 1 but cov\[1, 0\] = 0"):
        GaussianPrior([[1e20, 1.0], [0.0, 1e20]])
    with pytest.raises(InputValueError, match="symmetric"):
        GaussianPrior([[1.0, 1e-17], [-1e-17, 1.0]])              # opposite signs: asymmetric at any scale
    for scale in (1e-300, 1.0, 1e20, 1e300):                     # symmetric to rounding: accepted at every scale
        GaussianPrior(scale * np.array([[2.0, 1.0 + 1e-15], [1.0, 2.0]]))


def test_iter_path_terms_refuses_a_bad_max_order_at_the_call():
    """list(iter_path_terms([1, 1], max_order=-1)) was [] and max_order='2' a raw TypeError mid-iteration."""
    from theory.circuits.symbolic.expansion import iter_path_terms
    with pytest.raises(InputValueError, match="max_order must be an integer >= 0; got -1"):
        iter_path_terms([1, 1], max_order=-1)                    # at the call, before any iteration
    for bad in ("2", 2.0, True):
        with pytest.raises(InputTypeError, match="max_order must be an integer"):
            list(iter_path_terms([1, 1], max_order=bad))
    assert [t.order for t in iter_path_terms([1, 1], max_order=1)] == [0, 1, 1]
    assert len(list(iter_path_terms([1, 1], max_order=0))) == 1


def test_an_expansion_of_2_to_the_64_terms_prints_lazily_and_refuses_len():
    """repr(path_expansion(n_layers=64, n_heads=1, max_terms=2**70)) raised a bare OverflowError (len() of
    more than sys.maxsize terms); printing must not derive them all either."""
    from theory.circuits.symbolic.expansion import MAX_PRINTED_TERMS, path_expansion
    pe = path_expansion(n_layers=64, n_heads=1, max_terms=2**70)
    t0 = time.monotonic()
    assert repr(pe) == "PathExpansion(n_heads=[1, 1, 1, 1, 1, 1, … (64 layers)], terms=18446744073709551616)"
    text = str(pe)
    assert text.endswith(f"+ … ({2**64 - MAX_PRINTED_TERMS:,} more terms)")
    assert time.monotonic() - t0 < 30
    assert pe.n_terms == 2**64
    with pytest.raises(TooLargeError, match="more than len"):
        len(pe)
    with pytest.raises(TooLargeError, match="iter_terms"):
        pe.terms
    assert [t.order for t in __import__("itertools").islice(pe.iter_terms(), 3)] == [0, 1, 1]
    small = path_expansion(n_heads=[2, 1])
    assert len(small) == small.n_terms == 6 and repr(small) == "PathExpansion(n_heads=[2, 1], terms=6)"


def test_a_term_value_of_an_int_is_a_clear_error():
    """path_expansion(m).evaluate(m, [1]).value(5) raised TypeError: 'int' object is not iterable."""
    from theory.circuits import AttentionOnlyModel
    from theory.circuits.symbolic.expansion import path_expansion
    m = AttentionOnlyModel.random(2, 1, 4, 2, 5, 4, seed=0)
    values = path_expansion(m).evaluate(m, [1])
    for bad in (5, "L0H0", [5], [(0, "0")], [(0, 0, 1)], [(True, 0)], {0: 0}):
        with pytest.raises(InputTypeError, match="heads must be a sequence of \\(layer, head\\) pairs"):
            values.value(bad)
    assert np.array_equal(values.value([(0, 0)]), values.value(((np.int64(0), np.int64(0)),)))
    assert np.array_equal(values.value(()), values.values[0])
    with pytest.raises(InputValueError, match="no term with heads"):
        values.value([(5, 5)])


def test_noiseless_dependent_readings_condition_like_the_pseudo_inverse_and_contradictions_are_refused():
    """posterior(G, [[1, 0], [1, 0]], 0): the same coordinate read twice without noise (R Σ Rᵀ singular).
    The posterior is that of one reading (pseudo-inverse); readings that contradict (1 and 2) have no
    posterior and were silently answered from the first."""
    import sympy as sp
    from theory.inference import GaussianPrior
    from theory.inference.strategies.gaussian import posterior
    for G in (GaussianPrior([[2.0, 1.0], [1.0, 2.0]]), GaussianPrior(sp.Matrix([[2, 1], [1, 2]]))):
        twice = posterior(G, [[1, 0], [1, 0]], 0)
        once = posterior(G, [[1, 0]], 0)
        assert np.array_equal(np.array(twice, dtype=float), np.array(once, dtype=float))
        assert np.allclose(np.array(twice, dtype=float), [[0, 0], [0, 1.5]], rtol=0, atol=1e-15)
        mean, _ = posterior(G, [[1, 0], [2, 0]], 0, readings=[1.0, 2.0])        # consistent: one reading
        assert np.allclose(np.array(mean, dtype=float).ravel(), [1.0, 0.5], rtol=1e-12, atol=0)
        with pytest.raises(InputValueError, match=r"readings\[1\] = 2 contradicts readings \[0\]"):
            posterior(G, [[1, 0], [1, 0]], 0, readings=[1, 2])
        with pytest.raises(InputValueError, match=r"readings\[2\] = 3.50* contradicts readings \[0, 1\].* at 3;"):
            posterior(G, [[1, 1], [0, 1], [1, 2]], 0, readings=[1, 2, 3.5])
        mean, _ = posterior(G, [[1, 1], [0, 1], [1, 2]], 0, readings=[1, 2, 3])  # v = (-1, 2) exactly
        assert np.allclose(np.array(mean, dtype=float).ravel(), [-1.0, 2.0], rtol=1e-12, atol=1e-12)
        mean, _ = posterior(G, [[1, 0], [1, 0]], 1, readings=[1, 2])            # with noise: both count
        assert np.allclose(np.array(mean, dtype=float).ravel(), np.array(posterior(G, [[1, 0]], 0.5, [1.5])[0],
                                                                          dtype=float).ravel())
    fixed = GaussianPrior(np.diag([0.0, 1.0]), allow_singular=True)            # v0 = 0 surely
    with pytest.raises(InputValueError, match=r"readings\[0\] = 1 contradicts the prior alone"):
        posterior(fixed, [[1, 0]], 0, readings=[1.0])
    assert np.array_equal(posterior(fixed, [[1, 0]], 0, readings=[0.0])[0], [0.0, 0.0])


def test_the_linear_attention_models_at_1e155_refuse_with_the_size():
    """compile_model_c(TreePrior(3, '1/2'), 2).run(X*1e155, y*1e155) and Model A's run: finite output or a
    refusal with the size; run_loop (the reference) returned NaN at 1e154."""
    from theory.inference import TreePrior
    from theory.inference.models.linear_attention import compile_model_a, compile_model_c, sample_contexts
    prior = TreePrior(3, "1/2")
    c = sample_contexts(prior, 4, 20, 0.0, seed=0)
    for model in (compile_model_c(prior, 2), compile_model_a(prior, 2)):
        with pytest.raises(InputValueError, match=r"reaches about 1e310, beyond float64"):
            model.run(c.X * 1e155, c.y * 1e155)
        with pytest.raises(InputValueError, match=r"run_loop: the estimate overflows float64 .* about 1e3\d\d"):
            model.run_loop(c.X * 1e155, c.y * 1e155)
        for scale in (1.0, 1e100):                               # within range: run and run_loop agree
            here, loop = model.run(c.X * scale, c.y * scale)[0], model.run_loop(c.X * scale, c.y * scale)
            assert np.all(np.isfinite(here)) and np.allclose(here, loop, rtol=1e-9, atol=0)
    with pytest.raises(InputValueError, match="run_loop: the estimate overflows"):
        compile_model_c(prior, 2).run_loop(c.X * 1e154, c.y * 1e154)


# ------------------------------------------------------------------ item 9: determinism
SHRINK_PROBE = r'''
import hashlib, sympy as sp, theory
n = sp.Symbol("n", integer=True, positive=True)
A, B, C, D = (sp.MatrixSymbol(c, n, n) for c in "ABCD")
r = theory.check(A*B*C*D*A*B*C + D, A*D*C*B*A*D*C + D, seed=2, shapes={n: (5, 7)}, prove=False, shrink_seconds=0.3)
x, y = sp.symbols("x y")
mc = theory.check(theory.expectation(sp.Trace(A*B*A.T*B.T)*x**2 + sp.Trace(C*A*D*A.T)*y), 3,
                  where={A: "gaussian", B: "gaussian", x: "gaussian"}, seed=5, samples=3000, shapes={n: (2, 3)})
cx = mc.counterexample
mc_text = repr((mc.kind, cx.dims, float(cx.lhs), {k: getattr(v, "tolist", lambda: v)() for k, v in sorted(cx.arrays.items())}, cx.note))
print(hashlib.sha256((str(r.counterexample) + "|" + r.shrinking + "|" + mc_text).encode()).hexdigest(), r.shrinking)
'''


def test_check_gives_the_same_counterexample_under_any_hash_seed_thread_count_or_load():
    """check's minimal counterexample with one seed differed between runs with another PYTHONHASHSEED or
    OMP_NUM_THREADS: the shrinking stopped at a wall-clock limit (1 s), so how far it got depended on the
    machine's speed at that moment (here: 37, 46, 56, 57 evaluations).  The budget is now counted work."""
    runs = [_python(SHRINK_PROBE, timeout=120, PYTHONHASHSEED=h, OMP_NUM_THREADS=t, OPENBLAS_NUM_THREADS=t)
            for h, t in (("0", "1"), ("1", "2"), ("123", "1"))]
    assert all(rc == 0 for rc, *_ in runs), [err for _, _, err, _ in runs]
    digests = {out.split()[0] for _, out, _, _ in runs}
    assert len(digests) == 1, [out for _, out, _, _ in runs]
    assert "(budget reached)" in runs[0][1]          # the budget, not the end of shrinking, decided where it stopped


def test_the_shrinking_budget_is_counted_not_timed(monkeypatch):
    """With the clock made 100× slower (every time.perf_counter call advances 10 s), the counterexample and
    the evaluations spent are those of a normal run: no wall clock decides them."""
    import sympy as sp

    import theory
    from theory.identities import shrink
    n = sp.Symbol("n", integer=True, positive=True)
    A, B = sp.MatrixSymbol("A", n, n), sp.MatrixSymbol("B", n, n)
    args = (A * B * A + B, B * A * A + B)
    kw = dict(seed=1, shapes={n: (3, 4)}, prove=False, shrink_seconds=0.05)
    normal = theory.check(*args, **kw)
    clock = iter(range(0, 10**9, 10))
    monkeypatch.setattr(time, "perf_counter", lambda: float(next(clock)))
    slow = theory.check(*args, **kw)
    assert str(slow.counterexample) == str(normal.counterexample) and slow.shrinking == normal.shrinking
    assert "budget reached" in normal.shrinking
    spent = int(normal.shrinking.split()[2])
    assert 0 < spent < 500                                          # the work budget, not the count, stopped it
    problem = _problem_of(args, kw)
    small, big = shrink.evaluation_seconds(problem, {"n": 3}), shrink.evaluation_seconds(problem, {"n": 4})
    assert shrink.SECONDS_PER_EVALUATION < small < big                 # charged by size: larger costs more


def _problem_of(args, kw):
    """The _Problem check builds for these arguments (captured at the shrinking step)."""
    import theory.identities.decide as decide
    seen = {}
    real = decide._shrink

    def spy(problem, inst, max_evals, max_seconds):
        seen["problem"] = problem
        return real(problem, inst, max_evals, max_seconds)
    decide._shrink = spy
    try:
        decide.check(*args, **{**kw, "shrink_evaluations": 1})
    finally:
        decide._shrink = real
    return seen["problem"]
