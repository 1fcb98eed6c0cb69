"""Exact or floating scalars for the inference computations.

Rational input (``int``, ``Fraction``, SymPy ``Rational``, a string like ``"1/2"``) is kept
exact as :class:`fractions.Fraction`; a Python ``float`` stays a float.  SymPy symbols
are returned as they are, for the closed forms; numeric algorithms reject them.
"""
from __future__ import annotations

import math
import numbers
from fractions import Fraction

import sympy as sp

from theory.errors import InputTypeError, InputValueError


def exact_or_float(name, value):
    """Return ``value`` as ``Fraction`` (rational input) or ``float``; symbols pass through.

    >>> exact_or_float("alpha", "1/2"), exact_or_float("alpha", 0.25)
    (Fraction(1, 2), 0.25)
    >>> exact_or_float("alpha", float("nan"))
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: alpha must be finite; got nan
    >>> exact_or_float("alpha", "1/0")
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: alpha must be a finite number; got '1/0' (division by zero)
    """
    if isinstance(value, bool):
        raise InputTypeError(f"{name} must be a number; got {value!r}")
    if isinstance(value, Fraction):
        return value
    if isinstance(value, numbers.Integral):
        return Fraction(int(value))
    if isinstance(value, float):
        if not math.isfinite(value):
            raise InputValueError(f"{name} must be finite; got {value}")
        return value
    if isinstance(value, str):
        try:
            return Fraction(value)
        except ZeroDivisionError:
            raise InputValueError(f"{name} must be a finite number; got {value!r} (division by zero)") from None
        except ValueError:
            raise InputValueError(f"{name} must be a number like '1/2'; got {value!r}") from None
    if isinstance(value, sp.Basic):
        if value.is_Rational:
            return Fraction(int(value.p), int(value.q))
        if value.is_Float:
            return float(value)
        if value.free_symbols:
            return value
        if value.is_real and value.is_finite:
            return float(value)
        if value.is_real is False or value.has(sp.zoo, sp.oo, -sp.oo, sp.nan):
            raise InputValueError(f"{name} must be a finite real number; got {value}")
        raise InputValueError(f"{name} must be a real number or a SymPy symbol; got {value}")
    if isinstance(value, numbers.Real):  # numpy scalars
        return exact_or_float(name, float(value) if not isinstance(value, numbers.Integral) else int(value))
    if isinstance(value, numbers.Complex):
        raise InputValueError(f"{name} must be a real number; got the complex {value!r} (its imaginary part "
                              "would be dropped)")
    raise InputTypeError(f"{name} must be a number (int, Fraction, float, SymPy Rational or symbol); "
                         f"got {type(value).__name__}")


def require_numeric(name, value, hint=""):
    """Reject SymPy expressions with free symbols (numeric algorithms need numbers)."""
    if isinstance(value, sp.Basic):
        raise InputTypeError(f"{name} is symbolic ({value}); this computation needs a number{hint}")
    return value


def to_sympy(value):
    """``Fraction`` → ``Rational``; everything else through ``sympify``."""
    if isinstance(value, Fraction):
        return sp.Rational(value.numerator, value.denominator)
    return sp.sympify(value)


def exact_result(value):
    """A computed scalar as ``Fraction`` (exact rational), ``float`` (it holds a float) or a SymPy
    expression (it has symbols) — never rounded through ``nsimplify``, which can return a
    *different* number agreeing to ~17 digits.

    >>> exact_result(sp.Rational(1053, 1600)), exact_result(sp.Float(0.5)), exact_result(sp.Symbol("a"))
    (Fraction(1053, 1600), 0.5, a)
    """
    if isinstance(value, (Fraction, float)):
        return value
    if isinstance(value, numbers.Integral):
        return Fraction(int(value))
    v = sp.sympify(value)
    if v.free_symbols:
        return v
    if not v.is_Rational and not v.has(sp.Float):
        v = sp.cancel(sp.together(v))          # a rational combination left unevaluated stays exact
    if v.is_Rational:
        return Fraction(int(v.p), int(v.q))
    f = complex(v)
    if f.imag != 0 or not math.isfinite(f.real):
        raise InputValueError(f"the result is not a finite real number: {v}")
    return f.real


def mse_latex(kind, M, value):
    r"""``\mathrm{MSE}_{\mathrm{kind}}(M) = value`` with an exact value as a fraction."""
    from theory.printing import latex
    v = latex(to_sympy(value)) if not isinstance(value, float) else f"{value:.6g}"
    return rf"\mathrm{{MSE}}_{{\mathrm{{{kind}}}}}({M}) = {v}"
