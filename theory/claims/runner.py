"""Running claims with a time limit enforced from outside the claim (a claim cannot swallow it; a stuck one
ends the process after reporting), the process state a claim changed restored before the next one, and a
user's claim apart in a child process — for ``theory prove`` and for Python:

>>> from theory.claims import Check, Claim, Outcome
>>> def two():
...     return Outcome([Check("1 + 1 = 2", 1 + 1 == 2, "exact"),
...                     Check("negative control: 1 + 1 = 3", 1 + 1 == 3, "exact", control=True)])
>>> def stuck():
...     while True:
...         try:
...             pass
...         except BaseException:     # a claim cannot swallow the timeout
...             pass
>>> results = run([Claim("X1", "two", "1 + 1 = 2", two), Claim("X2", "stuck", "never ends", stuck)], timeout=0.5)
>>> [r.status for r in results], results[1].evidence["error"]
(['verified', 'error'], 'timed out after 0.5 s (--timeout 0.5)')
"""
from __future__ import annotations

import os
import sys
import time

from theory.claims.model import ERROR



class ClaimTimeout(BaseException):
    """Raised in a claim that runs past ``--timeout`` (a BaseException: a claim's ``except Exception`` cannot
    swallow it)."""


def check_timeout(timeout, name="timeout"):
    """``timeout`` in seconds as a float (``None``: no limit), checked before any claim runs: a number in
    (0, 1e7), and POSIX interval timers in the main thread to enforce it."""
    from theory.errors import InputValueError
    if timeout is None:
        return None
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not (0 < timeout < 1e7):   # also nan
        raise InputValueError(f"{name} must be a number of seconds in (0, 1e7); got {timeout!r}")
    import signal
    import threading
    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        raise InputValueError(f"{name} needs POSIX interval timers in the main thread (not available here)")
    return float(timeout)


class Alarm:
    """Raise :class:`ClaimTimeout` in the body after ``timeout`` seconds (None: no limit), enforced from
    outside the body so that a claim cannot swallow it:

    * the signal repeats every :attr:`REPEAT` seconds after the limit, and each time it also traces the
      body's frames, so that every further line of the body's Python code raises the timeout again: a
      retry loop with a bare ``except:`` (or ``except BaseException``) catches one, and the next is raised
      inside its handler, which nothing catches;
    * a watchdog thread ends the process (exit 1, a message on stderr) if the body still runs
      ``max(KILL_AFTER, timeout)`` seconds after the limit (a claim that replaced the signal handler, nests
      catch-all loops, or is stuck in a C call that does not return); ``stuck`` (if given) runs first, in
      the watchdog thread: ``prove`` prints and writes its report with that claim as an error."""

    REPEAT = 0.1
    KILL_AFTER = 10.0

    def __init__(self, timeout, what="the claim", stuck=None):
        self.timeout, self.what, self.stuck = timeout, what, stuck

    def __enter__(self):
        if self.timeout is not None:
            import signal
            import threading
            self.boundary = sys._getframe(1)          # the frame running ``with``: the body's frames are above it
            self.expired, self.previous_trace = False, sys.gettrace()
            self.done = threading.Event()
            self.previous = signal.signal(signal.SIGALRM, self._expire)
            self.watchdog = threading.Thread(target=self._watch, name="theory-timeout-watchdog", daemon=True)
            self.watchdog.start()
            signal.setitimer(signal.ITIMER_REAL, self.timeout, self.REPEAT)     # last: see _in_body
        return self

    def _in_body(self, frame):
        """Whether ``frame`` runs the body's code (not the ``with`` statement's frame, nor :meth:`__exit__`)."""
        f = frame
        while f is not None:
            if f.f_back is self.boundary:      # not __enter__ (a tiny --timeout fired while it started the
                return f.f_code not in _OWN_CODE   # watchdog thread, and broke threading's lock), nor __exit__
            f = f.f_back
        return False

    def _expire(self, signum, frame):
        if not self._in_body(frame):
            return
        self.expired = True
        sys.settrace(self._trace)                     # unset by CPython each time the trace raises: set again here
        f = frame
        while f is not None and f is not self.boundary:
            f.f_trace, f.f_trace_lines = self._trace, True
            f = f.f_back
        raise ClaimTimeout()

    def _trace(self, frame, event, arg):
        if self.expired and event in ("call", "line") and self._in_body(frame):
            raise ClaimTimeout()
        return self._trace

    def _watch(self):
        grace = max(self.KILL_AFTER, self.timeout)
        if not self.done.wait(self.timeout + grace):
            print(f"\ntheory: {self.what} still runs {grace:g} s after its --timeout {self.timeout:g} "
                  f"(it ignored the stop); ending the process", file=sys.__stderr__, flush=True)
            code = 1
            try:
                if self.stuck is not None:             # report what ran (table, files) before the end
                    code = self.stuck() or 1
            except BaseException as exc:  # noqa: BLE001 - the process ends either way
                print(f"theory: the report failed: {type(exc).__name__}: {exc}", file=sys.__stderr__, flush=True)
                code = 2 if isinstance(exc, OSError) else 1
            for stream in (sys.stdout, sys.stderr):
                try:
                    stream.flush()
                except Exception:  # noqa: BLE001
                    pass
            os._exit(code)

    def __exit__(self, *exc):
        if self.timeout is not None:
            import signal
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self.previous)
            self.done.set()
            sys.settrace(self.previous_trace)
        return False


_OWN_CODE = (Alarm.__enter__.__code__, Alarm.__exit__.__code__)


def timed_out(claim, timeout, seconds=None, ended=False):
    from theory.claims.model import ClaimResult
    msg = f"timed out after {timeout:g} s (--timeout {timeout:g})"
    if ended:
        msg += "; it did not stop, so the process was ended"
    return ClaimResult(claim.id, claim.title, claim.statement, ERROR, {"error": msg},
                       timeout if seconds is None else seconds)


def execute(claim, timeout, stuck=None):
    """``claim.execute()``, stopped with status ``error`` after ``timeout`` seconds (None: no limit), even if
    it catches every exception (see :class:`Alarm`).  A claim stuck inside one long C call (a huge matrix
    product) is stopped when that call returns, or the process is ended if that takes as long again."""
    t0 = time.perf_counter()
    try:
        with Alarm(timeout, f"claim {claim.id}", stuck):
            return claim.execute()
    except ClaimTimeout:
        return timed_out(claim, timeout, time.perf_counter() - t0)


class Isolated:
    """Undo what a claim changes in the process that the next claim would inherit: the working
    directory, the environment, ``sys.stdout``/``stderr``/``path``, NumPy's floating-point error
    handling, mpmath's and ``decimal``'s precision, warning filters, and the global random states of
    ``random``, NumPy and torch."""

    def __enter__(self):
        import decimal
        import random
        import warnings

        import mpmath
        import numpy as np
        self.cwd, self.env = os.getcwd(), dict(os.environ)
        self.py, self.np = random.getstate(), np.random.get_state()
        self.streams, self.path = (sys.stdout, sys.stderr), list(sys.path)
        self.err, self.prec, self.decimal = np.geterr(), mpmath.mp.prec, decimal.getcontext().copy()
        self.warnings = warnings.catch_warnings()
        self.warnings.__enter__()
        torch = sys.modules.get("torch")
        self.torch = (torch, torch.get_rng_state(), torch.get_num_threads()) if torch is not None else None
        return self

    def __exit__(self, *exc):
        import decimal
        import random

        import mpmath
        import numpy as np
        self.warnings.__exit__(None, None, None)
        sys.stdout, sys.stderr = self.streams
        sys.path[:] = self.path
        np.seterr(**self.err)
        mpmath.mp.prec = self.prec
        decimal.setcontext(self.decimal)
        try:
            os.chdir(self.cwd)
        except OSError:           # the claim removed the directory: outputs are absolute paths already
            pass
        if dict(os.environ) != self.env:
            os.environ.clear()
            os.environ.update(self.env)
        random.setstate(self.py)
        np.random.set_state(self.np)
        if self.torch is not None:
            torch, state, threads = self.torch
            torch.set_rng_state(state)
            if torch.get_num_threads() != threads:
                torch.set_num_threads(threads)
        return False


def execute_apart(claim, timeout, figures=False, sweep=None):
    """Run a user's claim in a child process (``os.fork``), so that it can neither end ``prove`` (``os._exit(0)``
    exited 0 with no table) nor keep it alive (a non-daemon thread it left running kept the process from
    exiting): the child runs :func:`execute` (``--timeout`` as in-process) inside ``sweep()`` (a context manager:
    the claims' sweep backend, opened in the child), draws the claim's figures when ``figures`` is true (their PNG
    bytes come back; a figure function's closure cannot), sends the result back through a pipe and ends with
    ``os._exit``, whatever threads the claim left.  A child that ends without a result is reported as status
    ``error`` saying how it ended; one still running long after its ``--timeout`` is killed, and one whose prove
    dies is killed with it.  Each claim costs a fork (~0.05–0.1 s).  Without ``os.fork`` (Windows) the claim runs
    in-process, as the built-in ones do."""
    if not hasattr(os, "fork"):
        with Isolated():
            return execute(claim, timeout)
    import gc
    import pickle
    import warnings
    for stream in (sys.stdout, sys.stderr):      # buffered text would be written twice, by the child too
        try:
            stream.flush()
        except Exception:  # noqa: BLE001 - a closed or full stream: the child's output is lost the same way
            pass
    r, w = os.pipe()
    t0, parent = time.perf_counter(), os.getpid()
    pid = -1
    gc.freeze()               # the child's garbage collector leaves prove's objects alone: no copy of every page
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)      # "multi-threaded, use of fork() may deadlock"
            pid = os.fork()
    finally:
        if pid != 0:
            gc.unfreeze()
    if pid == 0:                                # the child: never returns
        code = 0
        try:
            os.close(r)
            _die_with(parent)
            from theory.system.parallel import forget_inherited_pools
            forget_inherited_pools()            # the parent's loky pool did not survive the fork: a sweep would hang
            try:
                payload = pickle.dumps(_run_in_child(claim, timeout, figures, sweep), protocol=pickle.HIGHEST_PROTOCOL)
            except Exception as exc:  # noqa: BLE001 - e.g. the sweep backend failed to start: an error result
                payload = pickle.dumps(
                    {"id": claim.id, "title": claim.title, "statement": claim.statement, "status": ERROR,
                     "evidence": {"error": f"the claim's process failed: {type(exc).__name__}: {exc}"},
                     "seconds": time.perf_counter() - t0, "expressions": {}, "figures": {}, "threads": []})
            data = len(payload).to_bytes(8, "big") + payload
            while data:
                data = data[os.write(w, data):]
        except BaseException:  # noqa: BLE001 - the parent reports a child that sent no result
            code = 3
        finally:
            for stream in (sys.stdout, sys.stderr):
                try:
                    stream.flush()
                except BaseException:  # noqa: BLE001
                    pass
            os._exit(code)
    os.close(w)
    try:
        sent, status = _receive(pid, r, _deadline(t0, timeout, figures))
    except BaseException:                        # Ctrl-C while waiting: the child does not outlive prove
        _kill(pid)
        raise
    finally:
        os.close(r)
    seconds = time.perf_counter() - t0
    if sent is not None:
        try:
            return _result_from_child(claim, pickle.loads(sent))
        except Exception as exc:  # noqa: BLE001 - e.g. an expression whose class cannot be rebuilt here
            from theory.claims.model import ClaimResult
            return ClaimResult(claim.id, claim.title, claim.statement, ERROR,
                               {"error": f"the claim's result could not be read back from its process: "
                                         f"{type(exc).__name__}: {exc}"}, seconds)
    return _ended_early(claim, timeout, status, seconds)


def _die_with(parent):
    """In a claim's child: be killed (SIGKILL: a claim cannot catch it) when ``prove`` dies (Linux), so that a
    ``prove`` ended by a signal or a CI time limit leaves no claim running on."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes
        import signal
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, int(signal.SIGKILL))     # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:            # prove died before prctl
        os._exit(1)


def _deadline(t0, timeout, figures):
    """When the parent kills a child that is still running: long after the child's own ``--timeout`` and its
    watchdog (:class:`Alarm`) would have ended it; twice that when it also draws figures.  None: no limit."""
    if timeout is None:
        return None
    return t0 + (2 if figures else 1) * (timeout + max(Alarm.KILL_AFTER, timeout) + _PARENT_GRACE)


_PARENT_GRACE = 5.0       # seconds the parent waits beyond the child's own watchdog before killing the child


def _receive(pid, fd, deadline):
    """``(message or None, wait status or None)``: read the child's length-prefixed message from ``fd`` until it
    is complete or the child has ended (or ``deadline`` passed: the child is killed).  A grandchild that kept the
    pipe open cannot make this wait: completeness is the length, not an end of file."""
    import select
    buf, eof, status = bytearray(), False, None

    def complete():
        return len(buf) >= 8 and len(buf) >= 8 + int.from_bytes(buf[:8], "big")

    while True:
        if not eof:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                chunk = os.read(fd, 1 << 20)
                if chunk:
                    buf += chunk
                else:
                    eof = True
        else:
            time.sleep(0.05)
        if complete():
            status = _reap(pid, 30.0)
            break
        done, st = os.waitpid(pid, os.WNOHANG)
        if done:
            status = st
            while not eof and select.select([fd], [], [], 0)[0]:     # what it wrote just before it ended
                chunk = os.read(fd, 1 << 20)
                if not chunk:
                    break
                buf += chunk
            break
        if deadline is not None and time.perf_counter() > deadline:
            status = _kill(pid)
            break
    return (bytes(buf[8:8 + int.from_bytes(buf[:8], "big")]) if complete() else None), status


def _reap(pid, wait):
    """The child's wait status once it ended (it ends right after sending); killed if it still runs after ``wait`` s."""
    end = time.perf_counter() + wait
    while time.perf_counter() < end:
        done, st = os.waitpid(pid, os.WNOHANG)
        if done:
            return st
        time.sleep(0.01)
    return _kill(pid)


def _kill(pid):
    import signal
    try:
        os.kill(pid, signal.SIGKILL)
        return os.waitpid(pid, 0)[1]
    except (ProcessLookupError, ChildProcessError):
        return None


def _run_in_child(claim, timeout, figures, sweep):
    """In the child: the claim's result as picklable data (expressions that do not pickle as their LaTeX,
    figures as PNG bytes or the error that drawing raised) and the non-daemon threads it left running."""
    import contextlib
    import pickle
    import threading
    with (sweep() if sweep is not None else contextlib.nullcontext()):
        res = execute(claim, timeout)
    left = [t.name for t in threading.enumerate()
            if t is not threading.current_thread() and t.is_alive() and not t.daemon]
    expressions = {}
    for k, v in res.expressions.items():
        try:
            pickle.dumps(v)
            expressions[k] = v
        except Exception:  # noqa: BLE001 - a lambda, a live object: the LaTeX report needs only its LaTeX
            from theory.printing import latex
            try:
                expressions[k] = latex(v)
            except Exception:  # noqa: BLE001
                expressions[k] = r"\text{(not printable)}"
    return {"id": res.id, "title": res.title, "statement": res.statement, "status": res.status,
            "evidence": res.evidence, "seconds": res.seconds, "expressions": expressions,
            "figures": _drawn(res.figures, timeout) if figures else {}, "threads": left}


def _drawn(figures, timeout):
    """``{stem: ("png", bytes) | ("error", message)}``: each figure drawn here (the draw functions stay in the
    child), each within ``timeout`` like the claim."""
    import tempfile
    out = {}
    if not figures:
        return out
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    folder = tempfile.mkdtemp(prefix="theory-figures-")
    for stem, draw in figures.items():
        key = stem if isinstance(stem, str) else repr(stem)
        path = os.path.join(folder, "figure.png")
        try:
            open(path, "wb").close()             # as in-process: the path exists (empty) when draw is called
            with Alarm(timeout, "a figure"):
                draw(plt, path)
            with open(path, "rb") as f:
                png = f.read()
            out[key] = ("png", png) if png else ("error", "RuntimeError: the figure function wrote nothing to the "
                                                           "path it was given")
        except ClaimTimeout:
            out[key] = ("error", f"TimeoutError: drawing took longer than --timeout {timeout:g} s")
        except Exception as exc:  # noqa: BLE001 - reported by the parent as that figure's error
            out[key] = ("error", f"{type(exc).__name__}: {exc}")
        finally:
            plt.close("all")
            try:
                os.unlink(path)
            except OSError:
                pass
    try:
        os.rmdir(folder)
    except OSError:
        pass
    return out


class FigureFailed(Exception):
    """A figure function that failed in a claim's child process; the message names the original exception."""

    named = True          # write_figures prints the message as it is (it already starts with the exception's name)


def _replay(kind, data):
    """A figure function for :func:`~theory.cli.report.write_figures` that writes what the child drew."""
    def draw(plt, path):
        if kind != "png":
            raise FigureFailed(data)
        with open(path, "wb") as f:
            f.write(data)
    return draw


def _result_from_child(claim, sent):
    from theory.claims.model import ClaimResult
    res = ClaimResult(sent["id"], sent["title"], sent["statement"], sent["status"], sent["evidence"],
                      sent["seconds"], sent["expressions"],
                      {stem: _replay(*what) for stem, what in sent["figures"].items()})
    if sent["threads"]:
        n = len(sent["threads"])
        note = (f"left {n} non-daemon thread{'s' if n != 1 else ''} running ({', '.join(sent['threads'][:5])}); "
                "ended with the claim's own process")
        res.evidence["warning"] = note
    return res


def _ended_early(claim, timeout, status, seconds):
    """The result of a child that ended (or was killed) before sending one: status ``error``, saying how."""
    import signal
    from theory.claims.model import ClaimResult
    if timeout is not None and seconds >= timeout:
        return timed_out(claim, timeout, seconds, ended=True)
    if status is None:
        how = "ended in an unknown way"
    elif os.WIFEXITED(status):
        how = f"ended its process with exit status {os.WEXITSTATUS(status)} (os._exit or the like)"
    elif os.WIFSIGNALED(status):
        try:
            name = signal.Signals(os.WTERMSIG(status)).name
        except ValueError:
            name = f"signal {os.WTERMSIG(status)}"
        how = f"was killed by {name}" + (" (out of memory?)" if name == "SIGKILL" else "")
    else:
        how = f"ended with wait status {status}"
    msg = f"the claim {how} before returning a result; a claim must return an Outcome"
    return ClaimResult(claim.id, claim.title, claim.statement, ERROR, {"error": msg}, seconds)


def run(claims, timeout=None, apart=False):
    """Run each claim (``timeout``: seconds per claim, ``None`` for no limit) and return its
    :class:`~theory.claims.model.ClaimResult`; the process state a claim changed (working directory,
    environment, random states, threads) is restored before the next.  ``apart=True`` runs each in a child
    process (``os.fork``), so that it can neither end nor keep alive this one."""
    timeout = check_timeout(timeout)
    out = []
    for claim in claims:
        if apart:
            out.append(execute_apart(claim, timeout))
        else:
            with Isolated():
                out.append(execute(claim, timeout))
    return out
