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

from ..errors import InputTypeError, InputValueError


def exact_or_float(name, value):
    """Return ``value`` as ``Fraction`` (rational input) or ``float``; symbols pass through.

    >>> exact_or_float("alpha", "1/2"), exact_or_float("alpha", 0.25)
    (Fraction(1, 2), 0.25)
    >>> exact_or_float("alpha", float("nan"))
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: alpha must be finite; got nan
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
        raise InputValueError(f"{name} must be a real number or a SymPy symbol; got {value}")
    if isinstance(value, numbers.Real):  # numpy scalars
        return exact_or_float(name, float(value) if not isinstance(value, numbers.Integral) else int(value))
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


def mse_latex(kind, M, value):
    r"""``\mathrm{MSE}_{\mathrm{kind}}(M) = value`` with an exact value as a fraction."""
    from ..printing import latex
    v = latex(to_sympy(value)) if not isinstance(value, float) else f"{value:.6g}"
    return rf"\mathrm{{MSE}}_{{\mathrm{{{kind}}}}}({M}) = {v}"
