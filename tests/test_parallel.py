"""theory.parallel.map_processes: order, in-process equivalence, error types, refusals; and a
training run in a worker process gives bit-identical weights to the same run in-process."""
import os

import numpy as np
import pytest

from theory.errors import InputTypeError, InputValueError, TheoryError
from theory.parallel import map_processes


def _affine(a, b=0):
    if a < 0:
        raise InputValueError(f"a must be >= 0; got {a}")
    return {"value": a * 10 + b, "pid": os.getpid()}


def _die(code):
    os._exit(code)


def test_results_in_order_and_equal_to_the_in_process_loop():
    calls = [{"a": a, "b": b} for a, b in [(3, 1), (0, 0), (7, 2), (1, 5), (2, 2)]]
    here = map_processes(_affine, calls, jobs=1)
    there = map_processes(_affine, calls, jobs=2)
    assert [r["value"] for r in there] == [r["value"] for r in here] == [31, 0, 72, 15, 22]
    assert {r["pid"] for r in here} == {os.getpid()}
    assert os.getpid() not in {r["pid"] for r in there}           # really ran in workers


def test_errors_keep_the_package_types():
    with pytest.raises(InputValueError, match="a must be >= 0; got -1"):
        map_processes(_affine, [{"a": 1}, {"a": -1}], jobs=2)
    with pytest.raises(TypeError):                                 # an unexpected keyword, raised in the worker
        map_processes(_affine, [{"a": 1}, {"c": 1}], jobs=2)
    with pytest.raises(TheoryError, match="worker process died while running call 0"):
        map_processes(_die, [{"code": 3}, {"code": 3}], jobs=2)


def test_bad_requests_are_refused_before_any_work():
    with pytest.raises(InputTypeError, match="fn must be callable"):
        map_processes(3, [{}])
    with pytest.raises(InputTypeError, match="picklable"):
        map_processes(lambda a: a, [{"a": 1}, {"a": 2}], jobs=2)
    with pytest.raises(InputTypeError, match=r"list_of_kwargs\[1\]"):
        map_processes(_affine, [{"a": 1}, (2,)])
    with pytest.raises(InputTypeError, match="list_of_kwargs must be a list"):
        map_processes(_affine, {"a": 1})
    with pytest.raises(InputValueError, match="jobs"):
        map_processes(_affine, [{"a": 1}], jobs=0)
    assert map_processes(lambda a: a + 1, [{"a": 1}], jobs=2) == [2]   # one call: in-process


def test_a_training_run_in_a_worker_is_bit_identical_to_the_in_process_run():
    pytest.importorskip("torch")
    from theory.inference import TreePrior
    from theory.inference.learning.training import train_linear_attention
    calls = [dict(prior=TreePrior(2, "1/2"), kind=k, M=2, steps=12, batch=16, n_tokens=20, eval_contexts=30, seed=2,
                  progress=False) for k in "AB"]
    here = map_processes(train_linear_attention, calls, jobs=1)
    there = map_processes(train_linear_attention, calls, jobs=2)
    for h, t in zip(here, there):
        assert [s[:2] for s in h.log] == [s[:2] for s in t.log]
        weights = [(h.model.first, t.model.first)]
        for nh, nt in zip((*h.model.routers, h.model.decoder), (*t.model.routers, t.model.decoder)):
            weights += [(a, b) for lh, lt in zip(nh.layers, nt.layers) for a, b in zip(lh, lt)]
        assert len(weights) > 1 and all(np.array_equal(a, b) for a, b in weights)


def test_the_claims_worker_count_comes_from_theory_jobs(monkeypatch):
    from theory.parallel import env_jobs
    monkeypatch.delenv("THEORY_JOBS", raising=False)
    assert env_jobs() is None                                        # one worker per core
    monkeypatch.setenv("THEORY_JOBS", "1")
    assert env_jobs() == 1                                           # in-process
    for bad in ("0", "two", "-1", "1.5", " "):
        monkeypatch.setenv("THEORY_JOBS", bad)
        if bad == " ":
            assert env_jobs() is None
            continue
        with pytest.raises(InputValueError, match="THEORY_JOBS"):
            env_jobs()


def test_an_attention_only_training_in_a_worker_is_bit_identical_to_the_in_process_run():
    pytest.importorskip("torch")
    from theory.circuits.training import train_attention_only
    calls = [dict(steps=5, batch=4, seed=s, progress=False) for s in (0, 1)]
    here = map_processes(train_attention_only, calls, jobs=1)
    there = map_processes(train_attention_only, calls, jobs=2)
    for h, t in zip(here, there):
        assert h.log == t.log
        a, b = h.model, t.model
        pairs = [(a.W_E, b.W_E), (a.W_U, b.W_U), (a.W_pos, b.W_pos)]
        pairs += [(getattr(ha, n), getattr(hb, n)) for la, lb in zip(a.heads, b.heads) for ha, hb in zip(la, lb)
                  for n in ("W_Q", "W_K", "W_V", "W_O")]
        assert len(pairs) > 3 and all(np.array_equal(x, y) for x, y in pairs)
    assert not np.array_equal(here[0].model.W_E, here[1].model.W_E)    # the check can tell runs apart


def _spawn_and_die(seconds):
    """In a child process: start a worker pool on a long call, wait until the worker runs it, then
    die abruptly (as a killed `theory prove` would)."""
    import time
    from concurrent.futures import ProcessPoolExecutor
    from multiprocessing import get_context

    from theory import parallel
    pool = ProcessPoolExecutor(max_workers=1, mp_context=get_context("spawn"), initializer=parallel._one_thread)
    pool.submit(_sleep_and_report, seconds)
    deadline = time.monotonic() + 120
    while not os.path.exists(os.environ["PARALLEL_TEST_PIDFILE"]) and time.monotonic() < deadline:
        time.sleep(0.1)
    os._exit(0)


def _sleep_and_report(seconds):
    import time
    path = os.environ["PARALLEL_TEST_PIDFILE"]
    with open(path + ".tmp", "w") as f:
        f.write(str(os.getpid()))
    os.replace(path + ".tmp", path)
    time.sleep(seconds)


@pytest.mark.skipif(not os.sys.platform.startswith("linux"), reason="parent-death signal is Linux-only")
def test_workers_do_not_outlive_a_killed_parent(tmp_path, monkeypatch):
    import time
    from multiprocessing import get_context
    pidfile = tmp_path / "worker.pid"
    monkeypatch.setenv("PARALLEL_TEST_PIDFILE", str(pidfile))
    proc = get_context("spawn").Process(target=_spawn_and_die, args=(120,))
    proc.start()
    proc.join(180)
    assert proc.exitcode == 0 and pidfile.exists()
    pid = int(pidfile.read_text())
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return                                                   # the orphaned worker is gone
        time.sleep(0.2)
    os.kill(pid, 9)
    pytest.fail(f"worker {pid} outlived its parent")
