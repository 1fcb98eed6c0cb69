"""Comparing the two values of an instance: exactly when both are exact (``Fraction``), else in
float64 with ``|lhs − rhs| ≤ atol + rtol·max(|lhs|, |rhs|)``; a non-finite value always fails."""
from __future__ import annotations

from fractions import Fraction

import numpy as np
import sympy as sp

from theory.errors import ShapeError



class _NotExact(Exception):
    pass


def _exact_number(x):
    """An exact number: int (not bool), Fraction or a SymPy rational."""
    if isinstance(x, bool):
        return False
    return isinstance(x, (int, Fraction, np.integer)) or isinstance(x, sp.Rational)


def values(l, r, exact, rtol, atol):
    """``(ok, detail)``: exact equality for exact values, else the float tolerance; NaN/inf fail."""
    la, ra = np.asarray(l), np.asarray(r)
    if la.shape != ra.shape:
        raise ShapeError(f"lhs evaluates to shape {la.shape} but rhs to {ra.shape}")
    if exact and la.dtype == object and ra.dtype == object or exact and not la.shape and not ra.shape and \
            isinstance(l, (Fraction, int)) and isinstance(r, (Fraction, int)):
        def same(x, y):       # only exact numbers compare exactly (an object's __eq__ may answer True to anything)
            if not (_exact_number(x) and _exact_number(y)):
                raise _NotExact
            return x == y
        try:
            eq = np.vectorize(same, otypes=[bool])(la, ra)
            return bool(np.all(eq)), ""
        except _NotExact:
            pass
    if np.iscomplexobj(la) or np.iscomplexobj(ra) or any(isinstance(v, complex) for v in (l, r)):
        lc, rc = la.astype(complex), ra.astype(complex)       # a cast to float would drop the imaginary part
        if not (np.all(np.isfinite(lc)) and np.all(np.isfinite(rc))):
            return False, "non-finite value"
        return bool(np.all(np.abs(lc - rc) <= atol + rtol * np.maximum(np.abs(lc), np.abs(rc)))), ""
    try:
        lf, rf = la.astype(float), ra.astype(float)
    except (TypeError, ValueError):
        return False, "not a number"
    if not (np.all(np.isfinite(lf)) and np.all(np.isfinite(rf))):
        return False, "non-finite value"
    diff = np.abs(lf - rf)
    return bool(np.all(diff <= atol + rtol * np.maximum(np.abs(lf), np.abs(rf)))), ""
