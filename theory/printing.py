"""Printing in the papers' notation: one LaTeX printer and one plain-text printer.

Objects of the package print themselves through these printers.  Symbolic matrices
that want a special notation (``W_{OV}^{h_2}``) define ``_latex(self, printer)`` and
``_sympystr(self, printer)`` as SymPy's printers expect; this module only changes how
the *containers* print:

* ``Identity`` prints as ``\\mathrm{Id}`` (``Id`` in text);
* ``KroneckerProduct`` prints as ``X \\otimes Y`` with parentheses only around sums;
* sums keep the order in which they were built (SymPy would sort them), so a path
  expansion reads order 0, then order 1, ... as in the paper.

>>> import sympy as sp
>>> n = sp.Symbol("n")
>>> A, B = sp.MatrixSymbol("A", n, n), sp.MatrixSymbol("B", n, n)
>>> latex(sp.KroneckerProduct(sp.Identity(n), A * B))
'\\\\mathrm{Id} \\\\otimes A B'
>>> sstr(sp.KroneckerProduct(sp.Identity(n), A * B))
'Id ⊗ A*B'
"""
from __future__ import annotations

from sympy import Basic, MatAdd
from sympy.printing.latex import LatexPrinter
from sympy.printing.str import StrPrinter


def _needs_parens(arg):
    return isinstance(arg, MatAdd)


class TheoryLatexPrinter(LatexPrinter):
    """SymPy's LaTeX printer with the circuits paper's conventions."""

    def _print_Identity(self, expr):
        return r"\mathrm{Id}"

    def _print_KroneckerProduct(self, expr):
        parts = []
        for arg in expr.args:
            s = self._print(arg)
            parts.append(r"\left(" + s + r"\right)" if _needs_parens(arg) else s)
        return r" \otimes ".join(parts)

    def _print_Transpose(self, expr):
        arg = expr.arg
        s = self._print(arg)
        if arg.is_symbol and "^" not in s:
            return s + "^{T}"
        if arg.is_symbol:
            return "{" + s + "}^{T}"
        return r"\left(" + s + r"\right)^{T}"

    def _print_MatAdd(self, expr):
        out = ""
        for i, term in enumerate(expr.args):
            s = self._print(term)
            if i and not s.startswith("-"):
                out += " + "
            elif i:
                out += " "
            out += s
        return out


class TheoryStrPrinter(StrPrinter):
    """Plain-text printer: ``A^h2*A^h1 ⊗ W_U*W_OV^h2*W_OV^h1*W_E``."""

    def _print_Identity(self, expr):
        return "Id"

    def _print_KroneckerProduct(self, expr):
        return " ⊗ ".join(
            "(" + self._print(a) + ")" if _needs_parens(a) else self._print(a) for a in expr.args
        )

    def _print_Transpose(self, expr):
        s = self._print(expr.arg)
        return (s if expr.arg.is_symbol else "(" + s + ")") + "ᵀ"

    def _print_MatAdd(self, expr):
        return " + ".join(self._print(a) for a in expr.args)


def latex(obj, **settings):
    """LaTeX for any result of the package or any SymPy expression.

    Objects that are not SymPy expressions but know their notation provide a
    ``latex()`` method (path expansions, closed forms, claim results...).
    """
    if not isinstance(obj, Basic) and hasattr(obj, "latex") and callable(obj.latex):
        return obj.latex(**settings)
    return TheoryLatexPrinter(settings).doprint(obj)


def sstr(obj, **settings):
    """Plain-text form of a SymPy expression in the package's notation."""
    if not isinstance(obj, Basic):
        return str(obj)
    return TheoryStrPrinter(settings).doprint(obj)


__all__ = ["latex", "sstr", "TheoryLatexPrinter", "TheoryStrPrinter"]
