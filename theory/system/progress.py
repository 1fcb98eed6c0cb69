"""Progress bars for long public computations (tqdm, on stderr; shared by both domains).

A computation that may run for seconds to minutes takes ``progress=None | True | False``:
``None`` (the default) shows a bar only when stderr is a terminal *and* the estimated work is
large, ``True`` always, ``False`` never — so tests, doctests, pipes and log files stay quiet.
The bar's description states the estimated size before the work starts.

>>> with bar(10, "example", progress=False) as b:     # off: a no-op with the same interface
...     b.update(3)
>>> b.n
3
"""
from __future__ import annotations

import sys

from theory.errors import InputTypeError


class _Off:
    """The interface of a tqdm bar, doing nothing but counting."""

    def __init__(self, total=None):
        self.n, self.total = 0, total

    def update(self, k=1):
        self.n += k

    def set_postfix_str(self, s):
        pass

    def close(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


def wanted(progress, large=True):
    """Whether to show a bar: ``progress`` True/False, or None → stderr is a terminal and ``large``."""
    if progress is None:
        isatty = getattr(sys.stderr, "isatty", None)
        try:
            return bool(large and isatty is not None and isatty())
        except (ValueError, OSError):          # a closed or detached stderr
            return False
    if not isinstance(progress, bool):
        raise InputTypeError(f"progress must be True, False or None (a bar when stderr is a terminal); "
                             f"got {progress!r} of type {type(progress).__name__}")
    return progress


def bar(total, desc, progress=None, unit="it", large=True):
    """A tqdm bar on stderr (or a silent counter when :func:`wanted` says no); a context manager.

    ``total`` is the estimated count (None: unknown, the bar counts up); ``desc`` states the size."""
    if not wanted(progress, large):
        return _Off(total)
    from tqdm import tqdm
    return tqdm(total=total, desc=desc, unit=unit, file=sys.stderr, mininterval=0.5, leave=False, dynamic_ncols=True)
