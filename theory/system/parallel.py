"""Run independent jobs side by side through joblib (shared by both domains; imports neither).

Training runs of the claims are independent and single-threaded: :func:`map_processes` runs
them through :class:`joblib.Parallel` and returns their results in order.  Same function,
same arguments → the same result as in-process (workers on the same CPU run the same code
with one BLAS/torch thread).

Why joblib: its default backend, loky, keeps a pool of worker processes alive between calls
(a sweep of many claims starts its workers once), survives a worker that dies (the pool is
rebuilt, the caller gets an error), sends functions with cloudpickle, and joblib's backend
interface lets the same sweep run on a cluster — Dask (``dask.distributed``, extra
``cluster``) or Ray (``ray.util.joblib``) — without changing the code that submits it.

Which backend runs a sweep, first match wins:

1. an active :func:`joblib.parallel_config` (``theory prove --backend …`` sets one; a user
   in a REPL may set their own);
2. the environment variables ``THEORY_BACKEND`` (``loky``, ``threading``, ``sequential``,
   ``dask``, ``ray``) and ``THEORY_SCHEDULER`` (the cluster's address for ``dask``/``ray``);
3. loky worker processes.

How many workers: ``jobs`` (the claims pass ``THEORY_JOBS``, :func:`env_jobs`), else the
``n_jobs`` of the active configuration, else one per core (loky, threading) or every worker
of the cluster (dask, ray); never more than the calls, and on this machine never more than the
cores available (at least two when two or more are asked for: :func:`worker_count`).  ``jobs=1``
always runs in this process.
"""
from __future__ import annotations

import contextlib
import os
import sys
import threading

from theory.errors import InputTypeError, InputValueError, TheoryError
from theory.system.optional import install_command
from theory.system.threads import available_cores    # noqa: F401 - the cores of this process' CPU affinity, re-exported
from theory.validation import positive_int

THREAD_VARIABLES = ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS")
BACKENDS = ("loky", "threading", "sequential", "dask", "ray")
CLUSTER_BACKENDS = ("dask", "ray")


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


def env_backend():
    """``(backend, scheduler)`` from ``THEORY_BACKEND`` and ``THEORY_SCHEDULER`` (``None`` where unset),
    checked as :func:`sweep_backend` checks its arguments.

    >>> import os
    >>> os.environ["THEORY_BACKEND"] = "threading"; env_backend()
    ('threading', None)
    >>> os.environ["THEORY_BACKEND"] = "mpi"; env_backend()
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: THEORY_BACKEND must be one of loky, threading, sequential, dask, ray; got 'mpi'
    >>> del os.environ["THEORY_BACKEND"]; env_backend()
    (None, None)
    """
    backend = os.environ.get("THEORY_BACKEND", "").strip() or None
    scheduler = os.environ.get("THEORY_SCHEDULER", "").strip() or None
    check_backend(backend, scheduler, "THEORY_BACKEND", "THEORY_SCHEDULER")
    return backend, scheduler


def check_backend(backend, scheduler, backend_name="backend", scheduler_name="scheduler"):
    """Refuse an unknown backend, a scheduler for a backend that has none, and dask without one."""
    if backend is not None and backend not in BACKENDS:
        raise InputValueError(f"{backend_name} must be one of {', '.join(BACKENDS)}; got {backend!r}")
    if scheduler is not None and backend not in CLUSTER_BACKENDS:
        raise InputValueError(f"{scheduler_name} is the address of a dask or ray cluster; {backend_name} is "
                              f"{backend!r}, which has none (got {scheduler_name}={scheduler!r})")
    if backend == "dask" and scheduler is None:
        raise InputValueError(f"{backend_name} 'dask' needs the address of a running dask.distributed "
                              f"scheduler in {scheduler_name} (e.g. tcp://10.0.0.5:8786); got none")
    if backend == "dask":
        _check_dask_address(scheduler, scheduler_name)


def _check_dask_address(scheduler, scheduler_name):
    """A malformed dask address (no port, an unknown protocol) is refused here: handed to
    ``Client`` it raised, and the half-built client then hung 40 s at exit with a traceback."""
    if not isinstance(scheduler, str):
        raise InputTypeError(f"{scheduler_name} must be the address of a dask scheduler as a string "
                             f"(e.g. tcp://10.0.0.5:8786); got {scheduler!r} of type {type(scheduler).__name__}")
    try:
        from distributed.comm import get_address_host_port
    except ImportError:              # sweep_backend says which extra to install
        return
    proto = scheduler.split("://", 1)[0] if "://" in scheduler else "tcp"
    if proto not in ("tcp", "tls"):   # inproc://, ucx:// …: addresses without a host and port to check
        from distributed.comm import registry
        try:
            registry.get_backend(proto)
        except (ValueError, ImportError) as exc:   # http:// (a dashboard's address): Client raised, then hung at exit
            raise InputValueError(f"{scheduler_name} must be the address of a dask scheduler in a protocol dask "
                                  f"speaks (e.g. tcp://10.0.0.5:8786; a dashboard's http:// address is not one); "
                                  f"got {scheduler!r} ({exc})") from None
        return
    try:
        host, port = get_address_host_port(scheduler)
    except (ValueError, TypeError) as exc:
        raise InputValueError(f"{scheduler_name} must be the address of a dask scheduler, host and port "
                              f"(e.g. tcp://10.0.0.5:8786); got {scheduler!r} ({exc})") from None
    if not host or not 0 < port < 65536:
        raise InputValueError(f"{scheduler_name} must be the address of a dask scheduler, a host and a port in "
                              f"[1, 65535] (e.g. tcp://10.0.0.5:8786); got {scheduler!r}")


CONNECT_TIMEOUT = 20.0
"""Seconds :func:`sweep_backend` waits, by default, for a dask scheduler to answer (and for a first worker)."""


def _ask_dask_scheduler(scheduler, timeout):
    """Who answers at ``scheduler``: dask's own connection and handshake, then its ``identity``
    request, all within ``timeout`` seconds, in a thread of its own (its own event loop; a daemon
    thread, so that even a peer that never answers cannot keep this process alive).

    ``Client`` alone bounds only the TCP connect: its handshake waits for an answer without a
    limit, so a server that is not a dask scheduler (an HTTP server reads the handshake and waits
    for the rest of a request line) kept ``theory prove`` waiting for ever; and a peer that answers
    garbage had its first 8 bytes read as a message length (a raw ``MemoryError``).  Raises
    :class:`~theory.errors.InputValueError` naming the address."""
    import asyncio
    from distributed.comm import connect
    box = {}

    async def ask():
        comm = await connect(scheduler, timeout=timeout, deserialize=False)
        try:
            await comm.write({"op": "identity", "reply": True})
            return await comm.read()
        finally:
            comm.abort()

    def run():
        try:
            box["reply"] = asyncio.run(asyncio.wait_for(ask(), timeout))
        except BaseException as exc:       # noqa: BLE001 - reported below (MemoryError: a garbage length)
            box["error"] = exc

    thread = threading.Thread(target=run, name="theory-dask-probe", daemon=True)
    thread.start()
    thread.join(timeout + 5.0)
    where = f"cannot reach the dask scheduler at {scheduler!r}"
    error, reply = box.get("error"), box.get("reply")
    if thread.is_alive() or isinstance(error, (TimeoutError, asyncio.TimeoutError)):
        raise InputValueError(f"{where}: no dask handshake within {timeout:g} s (is a dask scheduler listening there? "
                              "its dashboard's http:// port is not one)")
    if isinstance(error, OSError):     # refused, reset, closed, no route (dask's CommClosedError is one)
        raise InputValueError(f"{where}: {type(error).__name__}: {error}")
    if error is not None:              # MemoryError: its first bytes, read as a message length, were huge
        why = "a message length beyond memory" if isinstance(error, MemoryError) else f"{type(error).__name__}: {error}"
        raise InputValueError(f"{where}: the peer there does not speak dask's protocol ({why}); is a dask "
                              "scheduler listening there?")
    if not isinstance(reply, dict) or reply.get("type") != "Scheduler":
        kind = reply.get("type") if isinstance(reply, dict) else None
        raise InputValueError(f"{where}: the peer there speaks dask's protocol but is "
                              + (f"a dask {kind}, not the scheduler" if isinstance(kind, str) else
                                 f"no scheduler (it answered {str(reply)[:80]!r} to 'identity')"))


def _open_dask_client(Client, scheduler, timeout):
    """``Client(scheduler)``, or :class:`~theory.errors.InputValueError` naming the address; a
    client whose start failed is closed here, at once (left to the garbage collector, it waited
    2 × ``timeout`` at the interpreter's exit and printed a ``Client.__del__`` traceback)."""
    import traceback
    try:
        return Client(scheduler, timeout=f"{timeout}s", set_as_default=False)
    except Exception as exc:     # noqa: BLE001 - OSError, TimeoutError, ValueError … by failure
        message = f"cannot reach the dask scheduler at {scheduler!r}: {type(exc).__name__}: {exc}"
        for frame, _ in traceback.walk_tb(exc.__traceback__):
            half_built = frame.f_locals.get("self")
            if isinstance(half_built, Client):
                with contextlib.suppress(Exception):
                    half_built.close(timeout=min(timeout, 5.0))
                break
        del exc
        raise InputValueError(message) from None


@contextlib.contextmanager
def sweep_backend(backend, scheduler=None, n_jobs=None, connect_timeout=None):
    """Run the :func:`map_processes` sweeps inside the ``with`` block on ``backend``.

    ``backend``: ``"loky"`` (worker processes on this machine, the default), ``"threading"``,
    ``"sequential"`` (in this process, one call after the other), ``"dask"`` (a
    ``dask.distributed`` cluster at ``scheduler``, e.g. ``"tcp://10.0.0.5:8786"``; needs the
    extra ``cluster``) or ``"ray"`` (the Ray cluster at ``scheduler``, or a local one without;
    needs ``ray``).  A :class:`dask.distributed.Client` opened here is closed at the end of the
    block.  ``connect_timeout`` (default :data:`CONNECT_TIMEOUT`, 20 s) bounds each wait: for the
    peer at ``scheduler`` to complete dask's handshake and say that it is a scheduler (else
    :class:`~theory.errors.InputValueError` naming the address: an HTTP server, a dask worker, a
    peer answering garbage), for the client to register, and for a first worker.
    Sets a :func:`joblib.parallel_config`; ``theory prove --backend`` uses this.

    >>> from fractions import Fraction
    >>> with sweep_backend("threading"):
    ...     map_processes(Fraction, [{"numerator": 2, "denominator": 6}, {"numerator": 3}])
    [Fraction(1, 3), Fraction(3, 1)]
    """
    import joblib
    check_backend(backend, scheduler)
    if n_jobs is not None:
        n_jobs = positive_int("n_jobs", n_jobs)
    if connect_timeout is None:
        connect_timeout = CONNECT_TIMEOUT
    if isinstance(connect_timeout, bool) or not isinstance(connect_timeout, (int, float)) \
            or not 0 < connect_timeout < float("inf"):
        raise InputValueError(f"connect_timeout must be a finite number of seconds > 0; got {connect_timeout!r}")
    with contextlib.ExitStack() as stack:
        if backend == "dask":
            try:
                from dask.distributed import Client
            except ImportError:
                raise InputValueError("backend 'dask' needs dask.distributed (the 'cluster' extra): "
                                      f"{install_command('cluster')}") from None
            if not scheduler.startswith("inproc://"):    # in this process: nothing foreign can answer
                _ask_dask_scheduler(scheduler, connect_timeout)
            client = _open_dask_client(Client, scheduler, connect_timeout)
            stack.callback(client.close)
            stack.enter_context(client.as_current())
            config = dict(backend="dask", wait_for_workers_timeout=connect_timeout)
        elif backend == "ray":
            try:
                import ray
                from ray.util.joblib import register_ray
            except ImportError:
                raise InputValueError("backend 'ray' needs ray: pip install 'ray[default]'") from None
            if not ray.is_initialized():
                ray.init(address=scheduler)
                stack.callback(ray.shutdown)
            register_ray()
            config = dict(backend="ray")
        else:
            config = dict(backend=backend)
        if n_jobs is not None:
            config["n_jobs"] = n_jobs
        stack.enter_context(joblib.parallel_config(**config))
        yield


def _active_backend():
    """The backend of an active :func:`joblib.parallel_config` and its ``n_jobs`` (``(None, None)`` outside one)."""
    from joblib.parallel import _backend, default_parallel_config
    config = getattr(_backend, "config", default_parallel_config)
    backend, n_jobs = config["backend"], config["n_jobs"]
    return (None if backend is default_parallel_config["backend"] else backend,
            None if n_jobs is default_parallel_config["n_jobs"] else n_jobs)


def _runs_elsewhere(backend):
    """True when the backend's calls run in other processes (loky or multiprocessing worker processes)."""
    return type(backend).__name__ in ("LokyBackend", "MultiprocessingBackend")


def _guard_parent(parent_pid):
    """In a worker process of this machine: terminate when the parent dies (Linux), so that a killed
    ``theory prove`` leaves no minutes of training running in orphaned workers."""
    if not sys.platform.startswith("linux") or getattr(_guard_parent, "done", False):
        return
    try:
        import ctypes
        import signal
        ctypes.CDLL("libc.so.6").prctl(1, int(signal.SIGTERM))      # PR_SET_PDEATHSIG
        if os.getppid() != parent_pid:                              # the parent died before prctl
            os._exit(1)
        _guard_parent.done = True
    except (OSError, AttributeError):
        pass


def _one_thread_for_good():
    """In a worker process of ours: one BLAS/OpenMP/torch thread from now on."""
    torch = sys.modules.get("torch")
    if torch is not None and torch.get_num_threads() != 1:
        torch.set_num_threads(1)
    from threadpoolctl import threadpool_limits
    _one_thread_for_good.limits = threadpool_limits(1)   # every call: a library loaded since (scipy's BLAS,
    #                                                      torch's OpenMP) starts with its own default count


@contextlib.contextmanager
def _one_thread_here():
    """In this process, for the duration of the block: one BLAS/OpenMP/torch thread (restored after)."""
    from threadpoolctl import threadpool_limits
    torch = sys.modules.get("torch")
    before = torch.get_num_threads() if torch is not None else None
    with threadpool_limits(1):
        if torch is not None:
            torch.set_num_threads(1)
        try:
            yield
        finally:
            if torch is not None:
                torch.set_num_threads(before)


_ONE_CALL_AT_A_TIME = threading.RLock()       # re-entrant: a call may run a nested sweep in its own thread


def _call(fn, kwargs, parent_pid, guard):
    """Run one call, alone in its process.  In another process: one thread for good (and, on this
    machine's loky workers, end with the parent).  In this process (thread backends): the caller
    already holds one thread.

    One call at a time per process: the trainers seed torch's *global* generator
    (``torch.manual_seed``), so two calls in threads of one process (the threading backend, a
    dask worker with ``--nthreads`` > 1 or ``processes=False``) would draw from each other's
    stream and give results that depend on timing."""
    with _ONE_CALL_AT_A_TIME:
        if os.getpid() != parent_pid:
            if guard:
                _guard_parent(parent_pid)
            _one_thread_for_good()
            result = fn(**kwargs)
            _one_thread_for_good()           # fn's module may have imported torch just now: hold it for the next call
            return result
        from threadpoolctl import threadpool_limits
        with threadpool_limits(1):                   # a thread backend: libraries loaded since the caller limited
            return fn(**kwargs)                      # its threads (first imports in a sweep) start at their default


def _by_value_if_not_importable(fn, cloudpickle):
    """A function of a module that workers cannot import by name (a claim file given to ``theory
    prove FILE``, loaded under a private name) is sent by value, with its module's globals."""
    import importlib.machinery
    module = sys.modules.get(getattr(fn, "__module__", None) or "")
    if module is None or module.__name__ == "__main__" or getattr(module, "__file__", None) is None:
        return                                  # __main__ goes by value anyway; builtins by name
    top = module.__name__.partition(".")[0]
    if top in sys.builtin_module_names or importlib.machinery.PathFinder.find_spec(top, sys.path) is not None:
        return
    cloudpickle.register_pickle_by_value(module)


def _worker_died(exc):
    """True for the exceptions by which loky, multiprocessing and dask report a worker that died."""
    names = {cls.__name__ for cls in type(exc).__mro__}
    return bool(names & {"TerminatedWorkerError", "BrokenProcessPool", "KilledWorker"})


def map_processes(fn, list_of_kwargs, jobs=None):
    """``[fn(**kw) for kw in list_of_kwargs]``, computed side by side through :class:`joblib.Parallel`.

    Parameters
    ----------
    fn : callable
        A function that cloudpickle can send to a worker (module-level functions are sent by name).
    list_of_kwargs : list of dict
        Keyword arguments of each call; they and the results must be picklable.
    jobs : int, optional
        Workers; default: the active configuration's ``n_jobs``, else
        ``min(available_cores(), len(list_of_kwargs))`` on this machine or every worker of a
        cluster.  With ``jobs=1`` (or a single call) everything runs in this process, with no
        pickling.  Never more workers than calls, nor, on this machine, than the cores
        available (at least two when two or more were asked for; :func:`worker_count`).

    The backend is the active :func:`joblib.parallel_config` (see :func:`sweep_backend`), else
    ``THEORY_BACKEND``/``THEORY_SCHEDULER``, else loky: worker processes started by ``spawn``
    (no fork of a process that may hold torch's thread pool), kept for the next sweep.  Every
    worker runs with one BLAS/OpenMP/torch thread (loky starts it with ``OMP_NUM_THREADS=1`` &
    co., and :mod:`threadpoolctl` and ``torch.set_num_threads`` hold it there on any backend); a
    thread backend holds this process to one thread while the sweep runs.  Each process runs one
    call at a time (the trainers seed torch's global generator, which threads would share): a
    thread backend gives reproducible results but no speed-up, and a dask cluster should have
    one single-threaded worker per core (``dask worker ADDRESS --nworkers N --nthreads 1``).
    Results come back in
    the order of ``list_of_kwargs``.  An exception raised by ``fn`` propagates with its own type
    and message (the package's :mod:`theory.errors` types stay themselves); a worker that dies
    without an exception (killed, out of memory) raises :class:`~theory.errors.TheoryError`
    naming the first call still outstanding.  An interrupt (Ctrl-C, ``prove --timeout``) kills
    loky's workers at once (joblib aborts its executor); on Linux a worker also ends when this
    process dies.

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
    if jobs is not None:
        jobs = positive_int("jobs", jobs)
    if not calls:
        return []
    if jobs == 1 or len(calls) == 1:
        return [fn(**kw) for kw in calls]
    try:
        from joblib.externals import cloudpickle         # joblib < 1.5 vendors it
    except ImportError:
        import cloudpickle                               # a dependency of joblib >= 1.5
    _by_value_if_not_importable(fn, cloudpickle)
    try:
        cloudpickle.dumps(fn)
    except Exception as exc:      # cloudpickle raises PicklingError, TypeError, AttributeError, ... by object
        raise InputTypeError(f"fn must be a function that can be sent to worker processes; "
                             f"{fn!r} is not picklable ({type(exc).__name__}: {exc})") from None
    backend, config_jobs = _active_backend()
    with contextlib.ExitStack() as stack:
        if backend is None:
            name, scheduler = env_backend()
            if name is not None:
                stack.enter_context(sweep_backend(name, scheduler))
                backend, config_jobs = _active_backend()
        if backend is None or type(backend).__name__ == "LokyBackend":
            from joblib.parallel import LokyBackend
            backend = LokyBackend(inner_max_num_threads=1)     # OMP_NUM_THREADS=1 & co. in the workers' environment
        cluster = type(backend).__name__ in ("DaskDistributedBackend", "RayBackend")
        n_jobs = worker_count(jobs or config_jobs, len(calls), cluster)
        if n_jobs == 1:
            return [fn(**kw) for kw in calls]
        elsewhere = _runs_elsewhere(backend)
        if not elsewhere:
            stack.enter_context(_one_thread_here())
        return run_jobs(backend, n_jobs, fn, calls, guard=elsewhere)


def worker_count(requested, n_calls, cluster):
    """The ``n_jobs`` a sweep of ``n_calls`` calls runs with (1: in this process).

    Never more workers than calls.  On a cluster, the count asked for (else -1: every worker of
    the cluster, however many cores this machine has).  On this machine, at most the cores
    available to this process (:func:`available_cores`): the calls are single-threaded and
    CPU-bound, so more workers only wait for a core (``THEORY_JOBS=100000`` started thousands of
    processes); a request for two or more keeps at least two, so that it still runs in worker
    processes on a one-core machine.  A negative count is joblib's (-1: one per core).

    >>> worker_count(100000, 3, cluster=False) <= 3, worker_count(None, 5, cluster=True), worker_count(8, 3, cluster=True)
    (True, -1, 3)
    """
    if cluster:
        return -1 if requested is None else (min(requested, n_calls) if requested > 0 else requested)
    cores = available_cores()
    if requested is None:
        return min(cores, n_calls)
    if requested < 0:
        requested = max(cores + 1 + requested, 1)
    return 1 if requested == 1 else min(requested, n_calls, max(cores, 2))


def run_jobs(backend, n_jobs, fn, calls, guard):
    from joblib import Parallel, delayed
    parent = os.getpid()
    out = []
    lazily = getattr(backend, "supports_return_generator", True)      # joblib's multiprocessing backend: a list
    try:
        for result in Parallel(n_jobs=n_jobs, backend=backend, batch_size=1, max_nbytes=None,
                               return_as="generator" if lazily else "list")(
                delayed(_call)(fn, kw, parent, guard) for kw in calls):
            out.append(result)
    except Exception as exc:
        i = len(out)
        if "serialize" in str(exc) and _worker_died(exc):
            raise TheoryError(f"call {i} of {len(calls)} or a later one could not be unpickled in a worker "
                              f"(can the worker import {getattr(fn, '__module__', '?')}?): "
                              f"{type(exc).__name__}: {exc}") from None
        if _worker_died(exc):
            raise TheoryError(f"a worker process died while running call {i} of {len(calls)} or a later one "
                              f"(first outstanding: {getattr(fn, '__name__', fn)}(**{calls[i]!r})): "
                              f"{type(exc).__name__}: {exc}") from None
        raise
    return out


_INHERITED = []      # executors a forked child inherited: kept referenced, never used or collected


def forget_inherited_pools():
    """In a child made by ``os.fork`` (``theory prove`` runs a user's claim in one): the parent's
    reusable loky executor came along without its manager thread, so a sweep submitted to it would
    wait forever.  Set it aside — kept referenced, so that collecting it sends nothing to the parent's
    workers — and let the child's first sweep start its own workers."""
    try:
        from joblib.externals.loky import reusable_executor
    except ImportError:      # pragma: no cover - joblib is a runtime dependency
        return
    with reusable_executor._executor_lock:
        if reusable_executor._executor is not None:
            _INHERITED.append(reusable_executor._executor)
        reusable_executor._executor = None
        reusable_executor._executor_kwargs = None

