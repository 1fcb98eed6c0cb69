"""Small argument checks shared by both domains.

Each helper either returns a clean value or raises an error from :mod:`theory.errors`
whose message names the argument, the expectation and what was actually received.
"""
from __future__ import annotations

import math
import numbers

import numpy as np

from theory.errors import InputTypeError, InputValueError, ShapeError


def finite_array(name, value, ndim=None, shape=None, dtype=np.float64):
    """Return ``value`` as a finite float array, checking its dimension and shape.

    ``shape`` may contain ``None`` for an unconstrained axis.  Complex input is refused (not
    silently reduced to its real part), and so are dates, durations, text and records (NumPy
    would read a date as its day count, parse a string), and integers past float64's range (an
    ``InputValueError``, not Python's OverflowError).  The result may share memory with ``value``.

    >>> finite_array("W", [[1, 2]], ndim=2).shape
    (1, 2)
    >>> finite_array("W", [1.0, float("nan")])
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: W must be finite; it has 1 NaN/inf entries (first at index (1,))
    """
    if value is None:                     # np.asarray(None, float) is NaN: say what was actually passed
        raise InputTypeError(f"{name} must be a numeric array; got None")
    if hasattr(value, "detach") and hasattr(value, "cpu") and hasattr(value, "numpy"):   # a torch tensor (no import)
        value = value.detach().cpu()
        if str(getattr(value, "dtype", "")) == "torch.bfloat16":      # NumPy has no bfloat16: widen, exactly
            value = value.float()
        value = value.numpy()
    if isinstance(value, np.ma.MaskedArray) and np.ma.getmaskarray(value).any():
        raise InputValueError(f"{name} must not have masked entries (their underlying values would be used); "
                              f"got a masked array with {int(np.ma.getmaskarray(value).sum())} masked entries")
    try:
        is_complex = np.iscomplexobj(value)
    except (TypeError, ValueError):       # ragged or non-numeric: reported below
        is_complex = False
    if is_complex:
        raise InputTypeError(f"{name} must be real; got complex input (dtype {np.asarray(value).dtype})")
    try:
        raw = value if isinstance(value, np.ndarray) else np.asarray(value)
    except (TypeError, ValueError) as exc:      # ragged
        raise InputTypeError(f"{name} must be a numeric array; got {type(value).__name__} ({exc})") from None
    _check_numbers(name, raw)
    try:
        arr = np.asarray(raw, dtype=dtype)
    except OverflowError:                       # an integer (or Fraction) past float64: not inf, not a raw error
        index, x = _first_overflow(raw)
        raise InputValueError(f"{name} must be finite numbers within float64's range (±1.8e308); got "
                              f"{format_count(x) if isinstance(x, numbers.Integral) else _short(x)} at index {index}"
                              ) from None
    except (TypeError, ValueError) as exc:
        raise InputTypeError(f"{name} must be a numeric array; got {type(value).__name__} ({exc})") from None
    if ndim is not None and arr.ndim != ndim:
        raise ShapeError(f"{name} must be a {ndim}-d array; got shape {arr.shape}")
    if shape is not None:
        if len(shape) != arr.ndim or any(s is not None and s != a for s, a in zip(shape, arr.shape)):
            want = "(" + ", ".join("*" if s is None else str(s) for s in shape) + ")"
            raise ShapeError(f"{name} must have shape {want}; got {arr.shape}")
    bad = ~np.isfinite(arr)
    if bad.any():
        first = tuple(int(i) for i in np.argwhere(bad)[0])
        raise InputValueError(
            f"{name} must be finite; it has {int(bad.sum())} NaN/inf entries (first at index {first})"
        )
    return arr


# dtype kinds that NumPy converts to float64 without complaint and that are not numbers: a date becomes
# its count of days since 1970, a string is parsed
_NOT_NUMBERS = {"M": "datetime64 (dates and times)", "m": "timedelta64 (durations)", "U": "text", "S": "bytes",
                "V": "structured records"}


def _check_numbers(name, raw):
    """Refuse an array of dates, durations, text or records, and an object array holding any of them
    (or None) — each read as a float64 by NumPy — naming what it holds."""
    kind = raw.dtype.kind
    if kind in _NOT_NUMBERS:
        raise InputTypeError(f"{name} must be a numeric array; got {_NOT_NUMBERS[kind]} (dtype {raw.dtype})")
    if kind == "O":
        import datetime
        for index in np.ndindex(raw.shape):
            x = raw[index]
            if x is None or isinstance(x, (str, bytes, datetime.date, datetime.time, datetime.timedelta,
                                           np.datetime64, np.timedelta64)):
                raise InputTypeError(f"{name} must be a numeric array; got {_short(x)} of type {type(x).__name__} "
                                     f"at index {tuple(int(i) for i in index)}")


def _first_overflow(raw):
    """``(index, entry)`` of the first entry of an object array that float() cannot hold."""
    for index in np.ndindex(raw.shape):
        try:
            float(raw[index])
        except OverflowError:
            return tuple(int(i) for i in index), raw[index]
    return None, None                                   # not reached: np.asarray raised for one of them


def positive_int(name, value, minimum=1, maximum=None):
    """Return ``value`` as an ``int`` in ``[minimum, maximum]``.

    >>> positive_int("n_ctx", 3)
    3
    >>> positive_int("n_ctx", 0)
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: n_ctx must be an integer >= 1; got 0
    """
    if isinstance(value, bool) or not isinstance(value, (numbers.Integral, np.integer)):
        raise InputTypeError(f"{name} must be an integer; got {value!r} of type {type(value).__name__}")
    value = int(value)
    if value < minimum or (maximum is not None and value > maximum):
        rng = f">= {minimum}" if maximum is None else f"in [{minimum}, {maximum}]"
        raise InputValueError(f"{name} must be an integer {rng}; got {value}")
    return value


def token_array(name, tokens, n_vocab, max_len=None):
    """Validate a 1-d sequence of integer token ids in ``[0, n_vocab)``.

    >>> token_array("tokens", [0, 2], n_vocab=3).tolist()
    [0, 2]
    >>> token_array("tokens", [0, 3], n_vocab=3)
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: tokens must be ids in [0, 3); got 3 at position 1
    """
    arr = np.asarray(tokens)
    if arr.ndim != 1:
        raise ShapeError(f"{name} must be a 1-d sequence of token ids; got shape {arr.shape}")
    if arr.size == 0:
        raise InputValueError(f"{name} must contain at least one token; got an empty sequence")
    if arr.dtype.kind not in "iu":
        if arr.dtype.kind == "f" and np.all(np.isfinite(arr)) and np.all(arr == np.round(arr)):
            big = np.flatnonzero((arr < 0) | (arr >= n_vocab))      # before the cast: 1e20 would wrap
            if big.size:
                raise InputValueError(f"{name} must be ids in [0, {n_vocab}); got {arr[big[0]]:g} at position {big[0]}")
            arr = arr.astype(np.int64)
        else:
            raise InputTypeError(f"{name} must hold integer token ids; got dtype {arr.dtype} ({arr.tolist()[:5]}...)")
    bad = np.flatnonzero((arr < 0) | (arr >= n_vocab))
    if bad.size:
        raise InputValueError(f"{name} must be ids in [0, {n_vocab}); got {arr[bad[0]]} at position {bad[0]}")
    if max_len is not None and arr.size > max_len:
        raise InputValueError(f"{name} has length {arr.size}, longer than n_ctx={max_len} of the positional embedding")
    return arr.astype(np.int64)


MAX_ARRAY_ENTRIES = 400_000_000


def check_size(what, entries, hint, limit=MAX_ARRAY_ENTRIES):
    """Refuse, before allocating, a request whose arrays would hold more than ``limit`` entries."""
    from theory.errors import TooLargeError
    if entries > limit:
        raise TooLargeError(f"{what} would need {format_count(entries)} array entries (limit {limit:.0e}); {hint}")


def memory_budget():
    """Bytes one computation may hold at once: half the machine's physical memory (8 GiB where that
    cannot be read).  The limit of every check in bytes (:func:`check_memory`)."""
    import os
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") // 2
    except (ValueError, OSError, AttributeError):
        return 8 * 2 ** 30


def format_bytes(n):
    """``n`` bytes for a message: ``'512 B'``, ``'1.5 MB'``, ``'2.1 GB'`` (decimal units).

    >>> format_bytes(512), format_bytes(1_500_000), format_bytes(2.1e9)
    ('512 B', '1.5 MB', '2.1 GB')
    """
    n = float(n)
    for unit, size in (("TB", 1e12), ("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if abs(n) >= size:
            return f"{n / size:.3g} {unit}"
    return f"{n:.0f} B"


def check_memory(what, nbytes, hint, budget=None):
    """Refuse, before allocating, a step whose arrays held *at once* would exceed ``budget`` bytes
    (default :func:`memory_budget`, half this machine's memory) — the unit that matters for work
    done in chunks: a long computation that holds little at a time is never refused here."""
    from theory.errors import TooLargeError
    whose = " (half this machine's memory)" if budget is None else ""
    budget = memory_budget() if budget is None else budget
    if nbytes > budget:
        raise TooLargeError(f"{what} would hold {format_bytes(nbytes)} at once; at most {format_bytes(budget)}"
                            f"{whose} fit; {hint}")
    return nbytes


def seed_value(name, seed):
    """A random seed: ``None`` or an integer ≥ 0 (NumPy's rule), checked here so a bad one is a package error.

    >>> seed_value("seed", 3)
    3
    >>> seed_value("seed", -1)
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: seed must be None or an integer ≥ 0; got -1
    """
    if seed is None:
        return None
    if isinstance(seed, bool) or not isinstance(seed, (numbers.Integral, np.integer)):
        raise InputTypeError(f"{name} must be None or an integer ≥ 0; got {seed!r} of type {type(seed).__name__}")
    if seed < 0:
        raise InputValueError(f"{name} must be None or an integer ≥ 0; got {seed}")
    return int(seed)


def coordinate_set(S, dim):
    """Validated coordinate indices in ``[0, dim)``: sorted, distinct ints.

    >>> coordinate_set([2, 0, 2], 3)
    [0, 2]
    >>> coordinate_set([3], 3)
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: coordinates must be in [0, 3); got [3]
    """
    if isinstance(S, (str, bytes, dict)) or not hasattr(S, "__iter__"):     # a dict: keys or values?
        raise InputTypeError(f"coordinates must be a collection of integers; got {_short(S)} of type {type(S).__name__}")
    S = list(S)
    for c in S:
        if isinstance(c, bool) or not isinstance(c, (numbers.Integral, np.integer)):
            raise InputTypeError(f"coordinates must be integers; got {c!r} of type {type(c).__name__}")
    S = sorted({int(c) for c in S})
    if any(not (0 <= c < dim) for c in S):
        raise InputValueError(f"coordinates must be in [0, {dim}); got {S}")
    return S


# ----------------------------------------------------------------------------------------------
# The argument layer shared by every public entry point (issue #26): one helper per kind of
# argument — counts and sizes, flags, integer sequences, real numbers, step sizes — each raising
# the package's own errors with the argument's name, what was expected and what was received.
# Hand-written rather than a decorator library (beartype, pydantic.validate_call): those check
# annotations (``int`` admits ``True``; ``list[int]`` admits neither ranges nor ndarrays nor a
# message naming ``n_heads[2]``), and the ranges, the float64 limits and the messages are the part
# that matters here.

def format_count(n, exact=False):
    """A count for a message with three significant digits, as ``f"{n:.3g}"`` — but an integer past
    float64 (1.8e308, where ``:.3g`` raises OverflowError) is formatted from its digits, never through
    ``float`` nor ``str`` (Python refuses more than 4300 digits).  ``exact``: every digit below 10^15.

    >>> format_count(123), format_count(174437), format_count(2 ** 1500), format_count(10 ** 400)
    ('123', '1.74e+05', '3.51e+451', '1.00e+400')
    """
    if exact and not isinstance(n, (float, np.floating)) and abs(int(n)) < 10 ** 15:
        return str(int(n))
    if isinstance(n, (float, np.floating)) or abs(int(n)) < 10 ** 300:
        return f"{n:.3g}"
    n = int(n)
    sign, n = ("-" if n < 0 else ""), abs(n)
    e = (n.bit_length() - 1) * 30103 // 100000        # ⌊log10 n⌋ within one (30103/10^5 is a hair over log10 2)
    while 10 ** e > n:
        e -= 1
    while 10 ** (e + 1) <= n:
        e += 1
    unit = 10 ** (e - 2)
    lead, rest = divmod(n, unit)                        # the three leading digits, rounded as :.3g rounds
    if 2 * rest > unit or (2 * rest == unit and lead % 2):
        lead += 1
    if lead == 1000:
        lead, e = 100, e + 1
    return f"{sign}{lead // 100}.{lead % 100:02d}e+{e}"


def boolean(name, value):
    """``True`` or ``False`` (NumPy's ``bool_`` too); a string like ``"no"`` is refused, not read as true.

    >>> boolean("symmetric", False)
    False
    >>> boolean("symmetric", "no")
    Traceback (most recent call last):
    ...
    theory.errors.InputTypeError: symmetric must be True or False; got 'no' of type str
    """
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    raise InputTypeError(f"{name} must be True or False; got {value!r} of type {type(value).__name__}")


def int_sequence(name, value, minimum=0, maximum=None, min_len=0, max_len=None):
    """A list of ``int`` from an ordered collection (list, tuple, range, 1-d integer array) whose entries
    are integers in ``[minimum, maximum]`` — bools, non-integral floats, strings, dicts (whose keys
    iteration would read) and sets (no order) are refused, each named by its position.

    >>> int_sequence("n_heads", (2, 3), minimum=1)
    [2, 3]
    >>> int_sequence("n_heads", [2, True], minimum=1)
    Traceback (most recent call last):
    ...
    theory.errors.InputTypeError: n_heads[1] must be an integer; got True of type bool
    """
    if isinstance(value, (str, bytes, dict, set, frozenset)) or not isinstance(value, (list, tuple, range, np.ndarray)):
        raise InputTypeError(f"{name} must be a list or tuple of integers; got {type(value).__name__} "
                             f"({_short(value)})")
    if isinstance(value, np.ndarray) and value.ndim != 1:
        raise ShapeError(f"{name} must be a 1-d sequence of integers; got an array of shape {value.shape}")
    items = list(value)
    if len(items) < min_len or (max_len is not None and len(items) > max_len):
        want = f"at least {min_len}" if max_len is None else \
            f"exactly {min_len}" if min_len == max_len else f"{min_len} to {max_len}"
        raise InputValueError(f"{name} must have {want} entries; got {len(items)}")
    return [positive_int(f"{name}[{i}]", v, minimum=minimum, maximum=maximum) for i, v in enumerate(items)]


def _short(value, limit=60):
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def real_number(name, value, minimum=None, maximum=None, open_minimum=False, hint=""):
    """A finite real number as ``float`` in ``[minimum, maximum]`` (``(minimum, …`` with ``open_minimum``).
    Bools, complex numbers, strings, NaN and ±inf are refused.

    >>> real_number("lr", 0.5, minimum=0, open_minimum=True)
    0.5
    >>> real_number("lr", float("nan"), minimum=0, open_minimum=True)
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: lr must be a finite real number > 0; got nan
    """
    rng = []
    if minimum is not None:
        rng.append(f"{'>' if open_minimum else '≥'} {minimum:g}")
    if maximum is not None:
        rng.append(f"≤ {maximum:g}")
    want = f"{name} must be a finite real number{' ' + ' and '.join(rng) if rng else ''}{hint}"
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, numbers.Real):
        if isinstance(value, numbers.Complex) and not isinstance(value, (bool, np.bool_)):   # True is Complex
            raise InputValueError(f"{want}; got the complex {value!r}")
        raise InputTypeError(f"{want}; got {_short(value)} of type {type(value).__name__}")
    try:
        x = float(value)
    except OverflowError:                  # a huge int or Fraction
        x = math.inf if value > 0 else -math.inf
    if not math.isfinite(x) or (minimum is not None and (x <= minimum if open_minimum else x < minimum)) \
            or (maximum is not None and x > maximum):
        raise InputValueError(f"{want}; got {value!r}")
    return x


MAX_LR = 1e37     # Adam moves a weight by about lr a step (a few lr at most): far inside float32's 3.4e38


def step_size(name, value):
    """An optimiser's step size: finite, > 0 and ≤ :data:`MAX_LR` (the one check of every trainer)."""
    return real_number(name, value, minimum=0, maximum=MAX_LR, open_minimum=True,
                       hint=" (Adam moves a weight by about lr a step, and weights are float32)")
