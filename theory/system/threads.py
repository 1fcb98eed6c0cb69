"""How many threads BLAS (NumPy's OpenBLAS/MKL) may use during an analysis (shared by both domains).

OpenBLAS starts one thread per core it sees and spins them while it waits for work.  On a
shared machine whose cores are taken by other processes, those threads wait for a core instead
of computing: issue 23 measured ``theory analyse`` on a 135M-parameter Llama taking 7 minutes
wall (106 CPU-s) with OpenBLAS' default threads on a busy 2-core machine and 28 s wall (11
CPU-s) with one thread — the same table.  ``python benchmarks/checkpoint.py --thread-effect``
(a Q8_0 GGUF Llama, 8 × 8 heads, d_model 512) measured on this project's 2-core machine at load
average 6: 26.9 s wall / 13.7 s CPU with OpenBLAS' default (2 threads) against 2.5 s / 0.9 s
pinned to 1 by the default below — ratio 10.7 wall, 14.5 CPU, identical tables.

:func:`default_threads` is therefore ``min(4, cores available − load)``, at least 1:

* the cores *available to this process* (``os.sched_getaffinity``, so a container or ``taskset``
  limit counts), not the machine's;
* minus the 1-minute load average rounded (cores other processes are using): on a loaded
  machine this gives 1, where extra threads only spin;
* at most 4: the matrices of a head-level analysis are d_model-sized (hundreds to a few
  thousand); beyond a few threads BLAS' gain on them is small while the cost on a shared machine
  is not.

What the count can change: the order in which BLAS adds partial sums, so results agree to float
rounding, not bit for bit — ``theory analyse --json`` of a Q8_0 GGUF Llama (4 layers × 8 heads,
d_model 512) with 1 and 2 threads differed in 2 of its numbers, by at most 1.1e-14 relative, and
printed the same table.  A label decided by a threshold could in principle flip for a score
within such a rounding of its threshold.

:func:`blas_threads` pins the count for a block (``threadpoolctl``), restoring it after; a count
above the cores available is refused (:func:`check_threads`);
``theory analyse --threads N`` uses it, and so can Python code::

    with blas_threads(1):
        report = analyse(model)
"""
from __future__ import annotations

import operator
import os
from contextlib import contextmanager

import numpy as np

from theory.errors import InputTypeError, InputValueError

MAX_DEFAULT_THREADS = 4


def available_cores():
    """Cores this process may run on (its CPU affinity where the OS reports it)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def default_threads(cores=None, load=None):
    """``min(4, cores − round(load))``, at least 1 (see the module docstring for why).

    >>> default_threads(cores=2, load=8.0), default_threads(cores=16, load=0.2), default_threads(cores=8, load=5.6)
    (1, 4, 2)
    """
    cores = available_cores() if cores is None else cores
    if load is None:
        try:
            load = os.getloadavg()[0]
        except (AttributeError, OSError):
            load = 0.0
    return max(1, min(MAX_DEFAULT_THREADS, cores - int(round(load))))


def check_threads(threads, name="threads"):
    """``threads`` as an int from 1 to :func:`available_cores` (None: :func:`default_threads`), or
    an error naming ``name``.  Any integer type (``numpy.int64`` too) is accepted, not a bool or a
    float.  More threads than the cores this process may run on are refused: they can only wait
    for a core (the slowdown this module exists to avoid), and BLAS libraries clip or reject such
    counts on their own terms (OpenBLAS silently caps at its build's maximum; a count past 2³¹
    is a ctypes error)."""
    if threads is None:
        return default_threads()
    hint = "omit it for the default" if name.startswith("-") else "or None for the default"
    try:
        if isinstance(threads, (bool, np.bool_)):
            raise TypeError                      # an int to Python, not a count
        n = operator.index(threads)
    except TypeError:
        raise InputTypeError(f"{name} must be a positive integer ({hint}); got "
                             f"{type(threads).__name__} {threads!r}") from None
    cores = available_cores()
    if not 1 <= n <= cores:
        raise InputValueError(f"{name} must be a positive integer at most {cores} (the cores available to this "
                              f"process; {hint}); got {n}")
    return n


@contextmanager
def blas_threads(threads=None):
    """Run the block with BLAS limited to ``threads`` threads (None: :func:`default_threads`);
    yields the count used.  The previous limits are restored after.

    >>> import numpy as np
    >>> with blas_threads(1) as n:
    ...     _ = np.ones((50, 50)) @ np.ones((50, 50))
    >>> n
    1
    """
    n = check_threads(threads)
    from threadpoolctl import threadpool_limits
    with threadpool_limits(limits=n, user_api="blas"):
        yield n
