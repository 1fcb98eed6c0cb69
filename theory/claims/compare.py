"""The comparisons a claim's checks are made of — :func:`close_check`, :func:`bound_check`,
:func:`within`, and :func:`worst`, :func:`least` for accumulating — exact on Fractions, failing
on any non-finite value (NaN never passes)."""
from __future__ import annotations

import math

from theory.claims.model import Check
from theory.claims.values import finite_number, flat_values, flat_array, verdict_size



def all_finite(*values):
    """``True`` when every number in ``values`` is finite (``False`` on NaN, ±inf, or a non-number).

    >>> all_finite(1.0, [2, 3], 0.5), all_finite(1.0, float("nan")), all_finite([1.0, float("inf")])
    (True, False, False)
    """
    return all(finite_number(v) for x in values for v in flat_values(x))


def worst(*values):
    """The largest of the numbers in ``values`` — NaN if any is NaN (``max(0.0, nan)`` is 0.0, this is nan).

    Use it to accumulate errors: ``w = worst(w, err)``.  Empty input gives ``-inf``.

    >>> worst(0.0, 1e-3, [2e-3, 1e-4]), worst(0.0, float("nan"), 1.0)
    (0.002, nan)
    """
    flat = [v for x in values for v in flat_values(x)]
    if not flat:
        return -math.inf
    out = -math.inf
    for v in flat:
        v = float(v)
        if math.isnan(v):
            return math.nan
        out = v if v > out else out
    return out


def least(*values):
    """The smallest of the numbers in ``values`` — NaN if any is NaN.  Empty input gives ``inf``.

    >>> least(3.0, [1.0, 2.0]), least(1.0, float("nan"))
    (1.0, nan)
    """
    w = worst(*[-float(v) for x in values for v in flat_values(x)])
    return math.nan if math.isnan(w) else -w


def within(actual, expected, rtol=0.0, atol=0.0):
    """``|a − e| ≤ atol + rtol·|e|`` elementwise, as a bool — ``False`` on any non-finite value or empty input.

    >>> within(1.0, 1.0 + 1e-12, atol=1e-9), within(float("nan"), 1.0, atol=1e9), within(2, 2)
    (True, False, True)
    """
    if not all_finite(actual, expected, rtol, atol):
        return False
    ok, _, _, empty = _compare(actual, expected, rtol, atol)
    return ok and not empty


def _rational(x):
    """``x`` as a :class:`~fractions.Fraction` when it is an exact rational (int, Fraction, SymPy
    Rational), else ``None`` (floats, complex and everything else)."""
    import fractions
    import numbers
    if isinstance(x, (numbers.Integral, fractions.Fraction)):
        return fractions.Fraction(x)
    if type(x).__module__.startswith("sympy") and getattr(x, "is_Rational", False):
        return fractions.Fraction(int(x.p), int(x.q))
    return None


def _to_float(q):
    try:
        return float(q)
    except OverflowError:
        return math.inf


def _compare(actual, expected, rtol, atol):
    """``(ok, max abs err, max rel err, empty)`` of ``|a − e| ≤ atol + rtol·|e|`` on finite input.

    When every entry of ``actual`` and ``expected`` is an exact rational (int, Fraction, SymPy
    Rational) that float64 would round, the comparison is exact (exact stays exact: 1/3 + 10⁻³⁰ ≠ 1/3).
    Where ``a − e`` or the bound overflows float64 (finite entries near 1.8e308), that entry is
    compared again with both sides divided by ``max(|a|, |e|)``, so ``inf ≤ inf`` never decides it.
    """
    import fractions

    import numpy as np

    from theory.errors import InputTypeError, ShapeError
    for what, x in (("actual", actual), ("expected", expected)):
        if any(isinstance(v, (str, bytes)) for v in flat_values(x)):   # "1" == "1.0" as numbers: text is not a result
            raise InputTypeError(f"close_check: {what} must be numbers; got text {x!r:.60}")
    ra, re_ = [_rational(v) for v in flat_values(actual)], [_rational(v) for v in flat_values(expected)]
    if ra and re_ and None not in ra and None not in re_ and any(q.denominator != 1 or abs(q) > 2 ** 53
                                                                 for q in ra + re_):   # else float64 is exact
        a, e = np.broadcast_arrays(np.array(ra, dtype=object).reshape(np.shape(actual)),
                                   np.array(re_, dtype=object).reshape(np.shape(expected)))
        diff = [abs(x - y) for x, y in zip(a.ravel().tolist(), e.ravel().tolist())]   # not empty: ra, re_ are not
        r, t = (_rational(x) if _rational(x) is not None else fractions.Fraction(float(x)) for x in (rtol, atol))
        tiny = fractions.Fraction(1e-300)
        e = e.ravel().tolist()
        ok = all(d <= t + r * abs(y) for d, y in zip(diff, e))
        return ok, _to_float(max(diff)), _to_float(max(d / max(abs(y), tiny) for d, y in zip(diff, e))), False
    try:
        a = np.asarray(flat_array(actual))
        e = np.asarray(flat_array(expected))
        a = a.astype(complex if np.iscomplexobj(a) else float)
        e = e.astype(complex if np.iscomplexobj(e) else float)
    except ValueError as exc:             # a ragged nested list
        raise ShapeError(f"close_check: actual and expected must be arrays of numbers ({exc})"[:300]) from None
    if a.size == 0 or e.size == 0:
        return False, 0.0, 0.0, True
    try:
        a, e = (np.array(x, ndmin=1) for x in np.broadcast_arrays(a, e))
    except ValueError:
        raise ShapeError(f"close_check: actual has shape {a.shape} and expected {e.shape}: they do not broadcast "
                         f"(compare arrays of one shape, or an array with a scalar)") from None
    with np.errstate(over="ignore", invalid="ignore"):
        diff = np.abs(a - e)
        bound = atol + rtol * np.abs(e)
        holds = diff <= bound
        rel = diff / np.maximum(np.abs(e), 1e-300)
        over = ~(np.isfinite(diff) & np.isfinite(bound))
        if over.any():
            s = np.maximum(np.abs(a[over]), np.abs(e[over]))
            ds = np.abs(a[over] / s - e[over] / s)
            holds[over] = ds <= atol / s + rtol * np.abs(e[over] / s)
            rel[over] = ds / np.maximum(np.abs(e[over] / s), 1e-300)
    return bool(holds.all()), float(diff.max()), float(rel.max()), False


def _nonfinite_detail(**named):
    bad = []
    for k, v in named.items():
        flat = flat_values(v)
        n = sum(not finite_number(x) for x in flat)
        if n:
            bad.append(f"{k}: {n} of {len(flat)} values not finite")
    return "non-finite input (" + "; ".join(bad) + ") — a non-finite comparison never passes"


def close_check(name, actual, expected, rtol, atol, counterexample=None, control=False, note=""):
    """A :class:`Check` that ``actual ≈ expected`` elementwise (``|a−e| ≤ atol + rtol·|e|``).

    The detail reports the max absolute and relative error and the tolerances.  Any
    non-finite value in ``actual``, ``expected``, ``rtol`` or ``atol`` fails the check (and
    the detail says so).  ``control=True`` makes it a negative control: ``expected`` is a
    false variant that the comparison must reject.  ``note`` is prepended to the detail.

    >>> close_check("x", [1.0, 2.0], [1.0, 2.0 + 1e-12], rtol=1e-9, atol=0).passed
    True
    >>> close_check("x", [1.0], [1.1], rtol=1e-9, atol=0).passed
    False
    >>> c = close_check("x", [1.0, float("nan")], [1.0, 2.0], rtol=1e-9, atol=1.0)
    >>> c.passed, c.detail
    (False, 'non-finite input (actual: 1 of 2 values not finite) — a non-finite comparison never passes')
    """
    import numpy as np
    if not all_finite(actual, expected, rtol, atol):
        return Check(name, False, _noted(note, _nonfinite_detail(actual=actual, expected=expected, rtol=rtol, atol=atol)),
                     counterexample, control=control, finite=False)
    ok, abs_err, rel_err, empty = _compare(actual, expected, rtol, atol)
    if empty:                 # np.all of nothing is True: an empty comparison must not verify (nor count as a control)
        return Check(name, False, _noted(note, f"nothing compared: actual has shape {np.shape(actual)}, expected "
                                               f"{np.shape(expected)} (empty input never passes)"),
                     counterexample, control=control, finite=False)
    return Check(name, ok, _noted(note, f"max abs err {abs_err:.3g}, max rel err {rel_err:.3g} "
                                        f"(rtol {_to_float(rtol):g}, atol {_to_float(atol):g})"),
                 None if ok else counterexample, control=control)


def _noted(note, detail):
    return f"{note}; {detail}" if note else detail


def bound_check(name, value, upper=None, lower=None, *, strict=False, what="value", counterexample=None,
                control=False, note=""):
    """A :class:`Check` that every number in ``value`` is ``≤ upper`` and/or ``≥ lower``
    (``<``/``>`` with ``strict=True``) — "max error ≤ tol", "gap ≥ threshold".

    Any non-finite value or bound fails the check, and the detail says so (so an error
    accumulated as NaN, or an ``inf`` left by a loop that never ran, cannot pass).
    ``control=True`` makes it a negative control: ``value`` is measured on a false
    variant and the bound must fail.  ``note`` is prepended to the detail.

    >>> bound_check("err", [1e-14, 3e-14], upper=1e-9, what="max abs err").detail
    'max abs err 3e-14 ≤ 1e-09'
    >>> bound_check("err", [1e-14, float("nan")], upper=1e-9).passed
    False
    >>> bound_check("gap", 0.3, lower=1e-6, strict=True).passed, bound_check("gap", 0.0, lower=0.0, strict=True).passed
    (True, False)
    """
    import numpy as np
    if upper is None and lower is None:
        from theory.errors import InputValueError
        raise InputValueError(f"bound_check {name!r} needs upper or lower; got neither")
    bounds = [b for b in (upper, lower) if b is not None]
    from theory.errors import InputTypeError
    for label, b in (("upper", upper), ("lower", lower)):
        if b is not None and (isinstance(b, (bool, np.bool_, str, bytes, complex, list, tuple)) or verdict_size(b) != 1
                              or np.iscomplexobj(b) or isinstance(flat_values(b)[0], (bool, str, bytes, complex))):
            raise InputTypeError(f"bound_check {name!r}: {label} must be a real number; got "
                                 f"{type(b).__name__} {b!r:.60}")
    flat = flat_values(value)
    if any(isinstance(x, (str, bytes, complex)) for x in flat) or np.iscomplexobj(value):
        raise InputTypeError(f"bound_check {name!r}: {what} must be real numbers; got {value!r:.60}")
    if not flat:
        return Check(name, False, _noted(note, f"no {what} measured (empty input never passes)"), counterexample,
                     control=control, finite=False)
    if not all_finite(value, *bounds):
        return Check(name, False, _noted(note, _nonfinite_detail(**{what: value}, bound=bounds)), counterexample,
                     control=control, finite=False)
    # exact rationals (int, Fraction, SymPy Rational) are compared exactly, the rest as floats
    v = [q if q is not None else float(x) for x, q in ((x, _rational(x)) for x in flat)]
    upper, lower = (b if b is None or _rational(b) is None else _rational(b) for b in (upper, lower))
    ok, parts = True, []
    if upper is not None:
        hi = max(v)
        holds = bool(hi < upper if strict else hi <= upper)
        ok &= holds
        rel = ("<" if strict else "≤") if holds else ("≥" if strict else ">")
        parts.append(f"{'max ' if len(v) > 1 and what == 'value' else ''}{what} {_to_float(hi):.3g} {rel} "
                     f"{_to_float(upper):.3g}")
    if lower is not None:
        lo = min(v)
        holds = bool(lo > lower if strict else lo >= lower)
        ok &= holds
        rel = (">" if strict else "≥") if holds else ("≤" if strict else "<")
        parts.append(f"{'min ' if len(v) > 1 and what == 'value' else ''}{what} {_to_float(lo):.3g} {rel} "
                     f"{_to_float(lower):.3g}")
    return Check(name, ok, _noted(note, "; ".join(parts)), None if ok else counterexample, control=control)
