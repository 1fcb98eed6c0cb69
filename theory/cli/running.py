"""Running one claim of ``theory prove``: ``--timeout`` enforced from outside the claim (a claim
cannot swallow it; a stuck one ends the process after reporting), and the process state the
claim changed restored before the next one."""
from __future__ import annotations

import os
import sys
import time

from ..claims import ERROR
from .usage import UsageError



class ClaimTimeout(BaseException):
    """Raised in a claim that runs past ``--timeout`` (a BaseException: a claim's ``except Exception`` cannot
    swallow it)."""


def _timeout(args):
    """``--timeout`` in seconds (None: no limit), checked before any claim runs."""
    t = getattr(args, "timeout", None)
    if t is None:
        return None
    if not (t > 0 and t < 1e7):             # also refuses nan
        raise UsageError(f"--timeout must be a number of seconds in (0, 1e7); got {t!r}")
    import signal
    import threading
    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        raise UsageError("--timeout needs POSIX interval timers in the main thread (not available here)")
    return float(t)


class _alarm:
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


_OWN_CODE = (_alarm.__enter__.__code__, _alarm.__exit__.__code__)


def _timed_out(claim, timeout, seconds=None, ended=False):
    from ..claims import ClaimResult
    msg = f"timed out after {timeout:g} s (--timeout {timeout:g})"
    if ended:
        msg += "; it did not stop, so the process was ended"
    return ClaimResult(claim.id, claim.title, claim.statement, ERROR, {"error": msg},
                       timeout if seconds is None else seconds)


def _execute(claim, timeout, stuck=None):
    """``claim.execute()``, stopped with status ``error`` after ``timeout`` seconds (None: no limit), even if
    it catches every exception (see :class:`_alarm`).  A claim stuck inside one long C call (a huge matrix
    product) is stopped when that call returns, or the process is ended if that takes as long again."""
    t0 = time.perf_counter()
    try:
        with _alarm(timeout, f"claim {claim.id}", stuck):
            return claim.execute()
    except ClaimTimeout:
        return _timed_out(claim, timeout, time.perf_counter() - t0)


class _isolated:
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
