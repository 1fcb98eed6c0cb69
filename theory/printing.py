"""Printing in the papers' notation: one LaTeX printer and one plain-text printer.

Objects of the package print themselves through these printers.  Symbolic matrices
that want a special notation (``W_{OV}^{h_2}``) define ``_latex(self, printer)`` and
``_sympystr(self, printer)`` as SymPy's printers expect; this module only changes how
the *containers* print:

* ``Identity`` prints as ``\\mathrm{Id}`` (``Id`` in text);
* ``KroneckerProduct`` prints as ``X \\otimes Y`` with parentheses only around sums;
* sums keep the order in which they were built (SymPy would sort them), so a path
  expansion reads order 0, then order 1, ... as in the paper;
* a long sum at the top of an expression breaks across lines (an ``aligned`` block,
  math mode, so it works inside ``$…$``, ``\\[…\\]`` and Jupyter's MathJax): pass
  ``terms_per_line=n`` for n terms per line, ``terms_per_line=0`` for one line, or let
  ``width`` (an estimate of the printed glyphs per line, default 48, which fits an
  ``article`` page) choose; ``display=True`` gives a stand-alone ``align*`` environment
  that may also break across pages (with ``\\allowdisplaybreaks``).

>>> import sympy as sp
>>> n = sp.Symbol("n")
>>> A, B = sp.MatrixSymbol("A", n, n), sp.MatrixSymbol("B", n, n)
>>> latex(sp.KroneckerProduct(sp.Identity(n), A * B))
'\\\\mathrm{Id} \\\\otimes A B'
>>> sstr(sp.KroneckerProduct(sp.Identity(n), A * B))
'Id ⊗ A*B'
"""
from __future__ import annotations

import re

from sympy import Add, Basic, MatAdd, Rational
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

    def _print_MatMul(self, expr):
        """SymPy's own, less its cost: it asks ``precedence(expr)`` once per factor, and for a product of
        matrices that builds ``−expr`` and canonicalises it (``could_extract_minus_sign``): 34 ms a term
        of 12 factors, 140 of the 170 s of ``theory expand`` on 12 one-head layers.  Here the sign is
        taken off first, so the product's precedence is Mul's, as SymPy would find."""
        from sympy.core.mul import _keep_coeff
        from sympy.printing.precedence import PRECEDENCE
        c, m = expr.as_coeff_mmul()
        sign = ""
        if c.is_number:
            re, im = c.as_real_imag()
            if not (im.is_zero or re.is_zero):
                return super()._print_MatMul(expr)          # a complex coefficient: SymPy's way
            if (im.is_zero and re.is_negative) or (re.is_zero and im.is_negative):
                expr, sign = _keep_coeff(-c, m), "-"
        return sign + "*".join(self.parenthesize(arg, PRECEDENCE["Mul"]) for arg in expr.args)


DEFAULT_WIDTH = 48
_LAYOUT = ("terms_per_line", "width", "display")


def latex(obj, **settings):
    r"""LaTeX (math mode, ASCII) for any result of the package or any SymPy expression.

    Objects that are not SymPy expressions but know their notation provide a
    ``latex()`` method (path expansions, closed forms, claim results...).

    Layout settings (everything else goes to SymPy's printer):

    terms_per_line : int, optional
        Break a top-level sum after this many terms (0: never break).  By default
        the break points follow ``width``.
    width : int
        Estimated printed glyphs per line when breaking by width (default 48).
    display : bool
        Wrap the result in a stand-alone ``align*`` environment.

    >>> import sympy as sp
    >>> x = sp.symbols("x1:7")
    >>> print(latex(sp.Add(*x, evaluate=False), terms_per_line=3))
    \begin{aligned}
    &x_{1} + x_{2} + x_{3}\\
    &\quad + x_{4} + x_{5} + x_{6}
    \end{aligned}
    >>> latex(sp.Add(*x, evaluate=False), terms_per_line=0)
    'x_{1} + x_{2} + x_{3} + x_{4} + x_{5} + x_{6}'
    """
    if not isinstance(obj, Basic) and hasattr(obj, "latex") and callable(obj.latex):
        return obj.latex(**settings)
    return equation(None, obj, **settings)


def equation(lhs, expr, **settings):
    r"""``lhs = expr`` (or ``expr`` alone when ``lhs`` is None), a long sum broken across lines.

    ``expr`` is a SymPy expression or already-printed LaTeX; the layout settings are those of
    :func:`latex`.

    >>> import sympy as sp
    >>> a = sp.symbols("a1:5")
    >>> print(equation(r"S", sp.Add(*a, evaluate=False), terms_per_line=2))
    \begin{aligned}
    S &= a_{1} + a_{2}\\
    &\quad + a_{3} + a_{4}
    \end{aligned}
    """
    layout = {k: settings.pop(k) for k in _LAYOUT if k in settings}
    per_line, width = layout.get("terms_per_line"), layout.get("width", DEFAULT_WIDTH)
    display = layout.get("display", False)
    printer = TheoryLatexPrinter(settings)
    if isinstance(expr, str):
        pieces = [expr]
    elif isinstance(expr, (Add, MatAdd)) and per_line != 0:
        pieces = _sum_pieces(printer, expr)
    else:
        pieces = [_value(printer, expr)]
    lines = _pack(pieces, per_line, width - (_glyphs(lhs) + 2 if lhs else 0))
    if len(lines) == 1 and not display:
        return lines[0] if lhs is None else f"{lhs} = {lines[0]}"
    first = ("&" if lhs is None else f"{lhs} &= ") + lines[0]
    body = "\\\\\n".join([first] + [r"&\quad " + ln for ln in lines[1:]])
    if display:
        return "\\begin{align*}\n" + body + "\n\\end{align*}"
    return "\\begin{aligned}\n" + body + "\n\\end{aligned}"


def _value(printer, expr):
    """A lone rational prints as ``\tfrac{p}{q}`` (compact in running text and tables)."""
    if isinstance(expr, Rational) and not expr.is_Integer:
        sign = "-" if expr < 0 else ""
        return rf"{sign}\tfrac{{{abs(expr.p)}}}{{{expr.q}}}"
    return printer.doprint(expr)


def _sum_pieces(printer, expr):
    """The printed summands of a top-level sum, each with its sign: ``['a', '+ b', '- c']``."""
    args = expr.args if isinstance(expr, MatAdd) else printer._as_ordered_terms(expr, order=None)
    out = []
    for i, term in enumerate(args):
        t = printer._print(term)
        if isinstance(term, (Add, MatAdd)):
            t = r"\left(" + t + r"\right)"
        if i == 0:
            out.append(t)
        elif t.startswith("-"):
            out.append("- " + t[1:].lstrip())
        else:
            out.append("+ " + t)
    return out


_ZERO_WIDTH = {"left", "right", "begin", "end", "quad", "big", "Big", "displaystyle"}
_WIDE = {"otimes": 1.8, "cdot": 1.4, "le": 1.8, "ge": 1.8, "to": 1.8, "infty": 1.2, "sum": 1.5, "lim": 2.0,
         "log": 2.2}


def _glyphs(tex, scale=1.0):
    """Rough printed width of LaTeX in glyphs (a letter is 1; scripts are smaller; binary
    operators carry their spacing), used to choose line breaks."""
    if not tex:
        return 0.0
    width, i, n = 0.0, 0, len(tex)

    def group(j):  # the argument starting at j: a braced group or one character/command
        if j < n and tex[j] == "{":
            depth, k = 0, j
            while k < n:
                depth += (tex[k] == "{") - (tex[k] == "}")
                if depth == 0:
                    return tex[j + 1:k], k + 1
                k += 1
            return tex[j + 1:], n
        if j < n and tex[j] == "\\":
            m = re.match(r"\\[A-Za-z]+", tex[j:])
            if m:
                return m.group(0), j + len(m.group(0))
        return tex[j:j + 1], j + 1

    while i < n:
        ch = tex[i]
        if ch in "^_":
            arg, i = group(i + 1)
            width += _glyphs(arg, scale * 0.7)
        elif ch == "\\":
            m = re.match(r"\\([A-Za-z]+|.)", tex[i:])
            name = m.group(1)
            i += len(m.group(0))
            if name in ("frac", "tfrac", "dfrac"):
                num, i = group(i)
                den, i = group(i)
                width += max(_glyphs(num, scale), _glyphs(den, scale)) + 0.4 * scale
            elif name in ("mathrm", "mathcal", "operatorname", "mathbf", "text"):
                arg, i = group(i)
                width += _glyphs(arg, scale)
            elif name not in _ZERO_WIDTH:
                width += _WIDE.get(name, 1.0) * scale
        elif ch in "{} ":
            i += 1
        elif ch in "+-=":
            width += 1.8 * scale
            i += 1
        else:
            width += scale
            i += 1
    return width


def _pack(pieces, per_line, width):
    if per_line:
        return [" ".join(pieces[i:i + per_line]) for i in range(0, len(pieces), per_line)]
    if per_line == 0 or len(pieces) == 1:
        return [" ".join(pieces)]
    lines, cur, cur_w = [], [], 0.0
    for p in pieces:
        w = _glyphs(p)
        if cur and cur_w + w > width:
            lines.append(" ".join(cur))
            cur, cur_w = [], 3.0  # the \quad of a continuation line
        cur.append(p)
        cur_w += w
    lines.append(" ".join(cur))
    return lines


def sstr(obj, **settings):
    """Plain-text form of a SymPy expression in the package's notation."""
    if not isinstance(obj, Basic):
        return str(obj)
    return TheoryStrPrinter(settings).doprint(obj)


def approx(x, digits=6):
    """A number (float, int, ``Fraction``, ``Decimal``, SymPy number) to ``digits`` significant digits, as
    text — also when it lies outside the float64 range, where ``float(x)`` overflows or rounds to 0.
    Non-finite values print as ``nan``, ``inf``, ``-inf``.

    >>> from fractions import Fraction
    >>> approx(0.125), approx(Fraction(10**400, 3)), approx(Fraction(-1, 10**500))
    ('0.125', '3.33333e+399', '-1.00000e-500')
    >>> approx(float("nan")), approx(Rational(-1, 3 * 10**400)), approx(Rational(2, 3), 3)
    ('nan', '-3.33333e-401', '0.667')
    """
    import math
    from decimal import Decimal
    from fractions import Fraction

    from theory.errors import InputTypeError
    from theory.validation import positive_int
    digits = positive_int("digits", digits)
    try:
        f = float(x)
    except OverflowError:
        f = math.inf
    except (TypeError, ValueError):
        raise InputTypeError(f"approx needs a real number; got {x!r} of type {type(x).__name__}") from None
    if math.isfinite(f) and (f != 0 or x == 0):
        return f"{f:.{digits}g}"
    if isinstance(x, Decimal):                     # exact, when finite
        q = Fraction(x) if x.is_finite() else None
    elif isinstance(x, Basic):
        if x.is_finite is not True or x.is_extended_real is not True:
            q = None
        else:                                      # a Float's exact value; other reals evaluated past `digits`
            v = x if x.is_Rational or x.is_Float else x.evalf(digits + 10)
            r = Rational(v)
            q = Fraction(int(r.p), int(r.q))
    elif hasattr(x, "numerator") and hasattr(x, "denominator"):
        q = Fraction(int(x.numerator), int(x.denominator))
    else:
        q = None
    if q is None or q == 0:
        return f"{f:.{digits}g}" if q is None else "0"
    num, den = q.numerator, q.denominator
    lg = math.log10(abs(num)) - math.log10(den)
    e = math.floor(lg)
    m = 10 ** (lg - e)
    if m >= 10 - 0.5 * 10 ** (1 - digits):      # rounding 9.999995 up
        m, e = 1.0, e + 1
    return f"{'-' if num < 0 else ''}{m:.{digits - 1}f}e{'+' if e >= 0 else '-'}{abs(e)}"


class ExprDisplay:
    """Mixin for objects that stand for one SymPy expression ``self.expr``: LaTeX (with
    :func:`latex`'s settings), the notebook display and plain text all print that expression.

    >>> from sympy import MatrixSymbol
    >>> class Term(ExprDisplay):
    ...     expr = MatrixSymbol("W", 2, 2).T
    >>> Term().latex(), str(Term())
    ('W^{T}', 'Wᵀ')
    """

    def latex(self, **settings):
        return latex(self.expr, **settings)

    def _repr_latex_(self):
        return f"${self.latex()}$"

    def __str__(self):
        return sstr(self.expr)


def text_line(expr):
    """A scalar SymPy expression on one line in the notation of the text around it: Greek letters
    for Greek names, ``^`` for powers, ``·`` for products, ``−`` for minus (``sstr`` prints Python).

    >>> import sympy as sp
    >>> a, M = sp.symbols("alpha M", positive=True)
    >>> text_line(a ** (M + 1) / ((a - 2) * (a - 1))), text_line(sp.log(a) / sp.log(2))
    ('α^(M + 1)/((α − 2)·(α − 1))', 'log(α)/log(2)')
    """
    from sympy import Symbol
    from sympy.printing.pretty.pretty_symbology import pretty_symbol
    greek = {s: Symbol(pretty_symbol(s.name), **s.assumptions0) for s in expr.free_symbols if isinstance(s, Symbol)}
    out = sstr(expr.xreplace(greek)).replace("**", "^").replace("*", "·")
    return re.sub(r"(^|[\s(])-", lambda m: m.group(1) + "−", out.replace(" - ", " − "))


def counted(n, noun, plural=None):
    """``n`` and ``noun`` in agreement, as every count is printed: ``1 claim``, ``2 claims``, ``0 claims``
    (``plural`` when it is not ``noun + "s"``; thousands separated by commas).

    >>> counted(1, "claim"), counted(12, "claim"), counted(1, "simplest instance"), counted(2_500, "more term")
    ('1 claim', '12 claims', '1 simplest instance', '2,500 more terms')
    """
    return f"{n:,} {noun if n == 1 else plural or noun + 's'}"


__all__ = ["latex", "equation", "sstr", "approx", "counted", "text_line", "ExprDisplay", "TheoryLatexPrinter", "TheoryStrPrinter"]
