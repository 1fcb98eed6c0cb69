"""Run independent jobs in worker processes (shared by both domains; imports neither).

Training runs of the claims are independent and single-threaded: :func:`map_processes` runs
them side by side in ``spawn``-ed worker processes, one intra-op thread each, and returns
their results in order.  Same function, same arguments → the same result as in-process
(the workers run the same code on the same CPU with the same thread count).
"""
from __future__ import annotations

import os
import pickle
import sys
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing import get_context

from .errors import InputTypeError, InputValueError, TheoryError
from .validation import positive_int

THREAD_VARIABLES = ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS")


def available_cores():
    """CPU cores this process may use (its affinity set where the OS reports one).

    >>> available_cores() >= 1
    True
    """
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def env_jobs(variable="THEORY_JOBS"):
    """Worker processes requested by the environment variable ``variable``: ``None`` when unset
    (then :func:`map_processes` uses one per core), else an integer ≥ 1 (1 = in-process).

    >>> import os
    >>> os.environ["DOCTEST_JOBS"] = "1"; env_jobs("DOCTEST_JOBS")
    1
    >>> os.environ["DOCTEST_JOBS"] = "0"; env_jobs("DOCTEST_JOBS")
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: DOCTEST_JOBS must be an integer >= 1; got '0'
    >>> del os.environ["DOCTEST_JOBS"]; env_jobs("DOCTEST_JOBS") is None
    True
    """
    value = os.environ.get(variable, "").strip()
    if not value:
        return None
    if not value.isdigit() or int(value) < 1:
        raise InputValueError(f"{variable} must be an integer >= 1; got {value!r}")
    return int(value)


def _one_thread():
    """Worker initialiser: one BLAS/OpenMP thread (read when torch or numpy's BLAS starts); on
    Linux the worker is also terminated when the parent dies (a killed ``theory prove`` must
    not leave minutes of training running in orphaned workers)."""
    for name in THREAD_VARIABLES:
        os.environ[name] = "1"
    if sys.platform.startswith("linux"):
        try:
            import ctypes
            import signal
            from multiprocessing import parent_process
            ctypes.CDLL("libc.so.6").prctl(1, int(signal.SIGTERM))      # PR_SET_PDEATHSIG
            parent = parent_process()
            if parent is not None and os.getppid() != parent.pid:       # the parent died before prctl
                os._exit(1)
        except (OSError, AttributeError):
            pass


def _call(fn, kwargs):
    torch = sys.modules.get("torch")          # imported by fn's module: hold it to one thread too
    if torch is not None:
        torch.set_num_threads(1)
    return fn(**kwargs)


def map_processes(fn, list_of_kwargs, jobs=None):
    """``[fn(**kw) for kw in list_of_kwargs]``, computed in up to ``jobs`` worker processes.

    Parameters
    ----------
    fn : callable
        A module-level function (workers import it by name: no lambdas or closures).
    list_of_kwargs : list of dict
        Keyword arguments of each call; they and the results must be picklable.
    jobs : int, optional
        Worker processes; default ``min(available_cores(), len(list_of_kwargs))``.  With
        ``jobs=1`` (or a single call) everything runs in this process, with no pickling.

    Workers are started with the ``spawn`` method (no fork of a process that may hold torch's
    thread pool) and one BLAS/OpenMP thread each.  Results come back in the order of
    ``list_of_kwargs``.  An exception raised by ``fn`` propagates with its own type (the
    package's :mod:`theory.errors` types stay themselves); a worker that dies without an
    exception (killed, out of memory) raises :class:`~theory.errors.TheoryError` naming the call.

    >>> from fractions import Fraction
    >>> map_processes(Fraction, [{"numerator": 2, "denominator": 6}, {"numerator": 3}], jobs=2)
    [Fraction(1, 3), Fraction(3, 1)]
    >>> map_processes(pow, [], jobs=2)
    []
    """
    if not callable(fn):
        raise InputTypeError(f"fn must be callable; got {fn!r} of type {type(fn).__name__}")
    if isinstance(list_of_kwargs, (str, bytes, dict)) or not hasattr(list_of_kwargs, "__iter__"):
        raise InputTypeError(f"list_of_kwargs must be a list of dicts; got {type(list_of_kwargs).__name__}")
    calls = list(list_of_kwargs)
    for i, kw in enumerate(calls):
        if not isinstance(kw, dict) or not all(isinstance(k, str) for k in kw):
            raise InputTypeError(f"list_of_kwargs[{i}] must be a dict with str keys; got {kw!r}")
    if not calls:
        return []
    jobs = min(available_cores(), len(calls)) if jobs is None else positive_int("jobs", jobs)
    jobs = min(jobs, len(calls))
    if jobs == 1:
        return [fn(**kw) for kw in calls]
    try:
        pickle.dumps(fn)
    except (pickle.PicklingError, AttributeError, TypeError) as exc:
        raise InputTypeError(f"fn must be a module-level function that worker processes can import; "
                             f"{fn!r} is not picklable ({exc})") from None
    with ProcessPoolExecutor(max_workers=jobs, mp_context=get_context("spawn"), initializer=_one_thread) as pool:
        futures = [pool.submit(_call, fn, kw) for kw in calls]
        out = []
        for i, fut in enumerate(futures):
            try:
                out.append(fut.result())
            except BrokenProcessPool as exc:
                for f in futures:
                    f.cancel()
                raise TheoryError(f"a worker process died while running call {i} of {len(calls)} "
                                  f"({getattr(fn, '__name__', fn)}(**{calls[i]!r})): {exc}") from None
            except BaseException:
                for f in futures:
                    f.cancel()
                _stop_workers(pool)     # an interrupt or a timeout: leaving the with block would wait for them
                raise
        return out


def _stop_workers(pool):
    """Terminate the workers of ``pool`` (running calls included) and reap them, so that the
    ``with`` block's shutdown returns at once instead of waiting for the running calls to finish."""
    procs = list((getattr(pool, "_processes", None) or {}).values())
    for proc in procs:
        if proc.is_alive():
            proc.terminate()
    for proc in procs:
        proc.join(5)
    pool.shutdown(wait=False, cancel_futures=True)
