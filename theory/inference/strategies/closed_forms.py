r"""Closed forms of Part II, derived with SymPy (``summation``, ``limit``), not typed in.

Symbols: ``alpha`` (0 < α < 1), depth ``K``, readings ``M``, depth index ``j``.  Sums
over geometric terms come back from SymPy as ``Piecewise`` with special branches for
α = 1 and α = 2; since 0 < α < 1 those never apply, and :func:`generic_branch` keeps the
general one.  Limits K → ∞ need the sign of ``log α``; they are taken after the
substitution ``α = 1/(1+b)`` with ``b > 0`` (equivalent to 0 < α < 1) and mapped back.

>>> f = mse_adaptive()
>>> print(f.latex())
\mathrm{MSE}_{\mathrm{ad}}(K, M) = \alpha^{M} \left(\frac{\alpha \left(\alpha^{K - M} - 1\right)}{\alpha - 1} - \frac{\alpha \left(2^{- K + M} \alpha^{K - M} - 1\right)}{\alpha - 2}\right)
>>> mse_adaptive_limit().expr
alpha**(M + 1)/((alpha - 2)*(alpha - 1))
>>> mse_adaptive(K=3, M=1)(alpha="1/2")
Fraction(7, 32)
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import sympy as sp

from theory.errors import InputTypeError, InputValueError, TooLargeError
from theory.printing import latex as _latex  # noqa: F401  (kept for callers of the old module layout)
from theory.validation import positive_int
from theory.inference.numbers import exact_or_float, exact_result, to_sympy

alpha = sp.Symbol("alpha", positive=True)
S_K, S_M, S_j, S_k = sp.symbols("K M j k", integer=True, positive=True)
s2, tau2 = sp.symbols("s^2 tau^2", positive=True)
S_D = sp.Symbol("D", integer=True, positive=True)
_b = sp.Symbol("b", positive=True)


MAX_INTEGER = 100_000   # largest K, M, D, j, ℓ substituted into a closed form (α^K with K digits stays cheap)


def _check_value(name, value):
    """One symbol's value, checked against its domain (0 < α < 1, K ≥ 1, M ≥ 0, s² > 0, τ² ≥ 0, ...)."""
    v = exact_or_float(name, value)
    if isinstance(v, sp.Basic):
        if name in _INTEGER_MIN:
            raise InputTypeError(f"{name} must be an integer; got the symbolic {value!r} (leave it out to keep "
                                 f"{name} symbolic)")
        return v                                 # a symbol or symbolic expression: no numeric domain to check
    if name == "alpha":
        if not 0 < v < 1:
            raise InputValueError(f"alpha must be in (0, 1) (the tree decay); got {value}")
    elif name in _INTEGER_MIN:
        if isinstance(v, float) or v.denominator != 1:
            raise InputValueError(f"{name} must be an integer; got {value}")
        lo = _INTEGER_MIN[name]
        if not lo <= v <= MAX_INTEGER:
            raise InputValueError(f"{name} must be an integer in [{lo}, {MAX_INTEGER}]; got {value}")
        v = int(v)
    elif name == "s^2" and not v > 0:
        raise InputValueError(f"s^2 must be > 0 (a prior variance); got {value}")
    elif name == "tau^2" and not v >= 0:
        raise InputValueError(f"tau^2 must be ≥ 0 (a noise variance); got {value}")
    return v


_INTEGER_MIN = {"K": 1, "D": 1, "ell": 1, "M": 0, "j": 0}


def _tidy(expr):
    """``simplify`` a partly substituted form, unless large integer exponents make that slow."""
    if not expr.free_symbols:
        return expr
    big = max((abs(int(p.exp)) for p in expr.atoms(sp.Pow) if p.exp.is_Integer), default=0)
    return sp.simplify(expr) if big <= 64 else expr


@dataclass(frozen=True)
class ClosedForm:
    r"""A named SymPy result ``head(args) = expr``; call it with numbers to evaluate exactly.

    ``args`` are the arguments shown in the label (``K, M``); substituting one of them
    (:meth:`subs`, or the constructor's keywords) puts its value in the label, and a
    substituted parameter outside the label (``α``) is shown as ``\big|_{\alpha = …}``.
    ``expr`` is the simplified form (printed by default); ``definition``, when known, is
    the unevaluated defining sum, printed with ``latex(form, simplified=False)``.

    Every substituted value is checked against its domain (α ∈ (0, 1), integer K ≥ 1,
    M ≥ 0, s² > 0, τ² ≥ 0, …); ``domain(values)`` (optional) sees every value fixed so
    far, by name: it raises :class:`~theory.errors.InputValueError` outside the form's
    domain, or returns the value the quantity takes where the summed formula does not
    apply (e.g. 0 for ``MSE_ad`` with M ≥ K), or None.  ``known`` holds those values.

    >>> f = mse_adaptive(K=5, M=2).subs(alpha="1/2")
    >>> print(f.latex())
    \mathrm{MSE}_{\mathrm{ad}}(5, 2)\big|_{\alpha = \tfrac{1}{2}} = \tfrac{35}{256}
    >>> print(mse_adaptive(K=5, M=2).latex(simplified=False))
    \mathrm{MSE}_{\mathrm{ad}}(5, 2) = \sum_{j=1}^{3} \alpha^{j + 2} \left(1 - 2^{- j}\right)
    >>> f
    ClosedForm(MSE_ad(5, 2) at alpha=1/2 = 35/256)
    """

    name: str
    head: str
    args: tuple
    expr: sp.Expr
    definition: object = None
    given: tuple = ()
    domain: object = None
    known: tuple = ()
    names: tuple = ()        # every parameter the form was built with (kept when a case makes expr constant)

    @property
    def lhs(self):
        r"""The label in LaTeX, e.g. ``\mathrm{MSE}_{\mathrm{ad}}(5, 2)``."""
        from theory.printing import latex as _print
        label = self.head + ("(" + ", ".join(_print(a) for a in self.args) + ")" if self.args else "")
        if self.given:
            label += r"\big|_{" + ", ".join(f"{_print(k)} = {_print(v)}" for k, v in self.given) + "}"
        return label

    @property
    def label(self):
        """The label in plain text, e.g. ``MSE_ad(5, 2) at alpha=1/2``."""
        label = self.name + ("(" + ", ".join("∞" if a == sp.oo else str(a) for a in self.args) + ")" if self.args else "")
        if self.given:
            label += " at " + ", ".join(f"{k}={v}" for k, v in self.given)
        return label

    def latex(self, simplified=True, **settings):
        """``label = form``; ``simplified=False`` prints the defining sum; layout settings as
        :func:`theory.printing.latex` (long sums break across lines)."""
        from theory.printing import equation
        body = self.expr if simplified or self.definition is None else self.definition
        return equation(self.lhs, body, **settings)

    def _repr_latex_(self):
        return f"${self.latex()}$"

    def __str__(self):
        return f"{self.label} = {self.expr}"

    def __repr__(self):
        text = str(self)
        return f"ClosedForm({text if len(text) <= 100 else text[:99] + '…'})"

    def _symbols(self):
        syms = set(self.expr.free_symbols) | set().union(*(sp.sympify(a).free_symbols for a in self.args))
        if self.definition is not None:
            syms |= self.definition.free_symbols
        return {str(x): x for x in syms}

    def subs(self, **values):
        """Substitute symbols by name (``alpha``, ``K``, ``M``, ...), keeping the form and
        putting the values in the label.  Values are checked against the form's domain first."""
        by_name = self._symbols()
        fixed = dict(self.known)
        open_names = (set(by_name) | set(self.names)) - set(fixed)
        unknown = [n for n in values if n not in open_names]
        if unknown:
            detail = "; ".join(f"{n} is already {fixed[n]}" if n in fixed else f"{n} is not a parameter of it"
                               for n in unknown)
            raise InputValueError(f"{self.label} takes {sorted(open_names)}; {detail}")
        if not values:
            return self
        checked = {n: _check_value(n, v) for n, v in values.items()}
        every = dict(fixed)
        every.update(checked)
        override = self.domain(every) if self.domain is not None else None
        sub = {by_name[n]: to_sympy(v) for n, v in checked.items() if n in by_name}
        shown = set().union(*(sp.sympify(a).free_symbols for a in self.args)) if self.args else set()
        given = self.given + tuple((k, v) for k, v in sub.items() if k not in shown)
        expr = sp.sympify(override) if override is not None else _tidy(self.expr.subs(sub))
        return ClosedForm(self.name, self.head, tuple(sp.sympify(a).subs(sub) for a in self.args), expr,
                          None if self.definition is None else self.definition.subs(sub), given, self.domain,
                          tuple(sorted(every.items())), tuple(sorted(set(self.names) | set(by_name))))

    def __call__(self, **values):
        """Evaluate: an exact ``Fraction`` for rational input, else a float.

        >>> mse_adaptive()(alpha="1/2", K=3, M=5)        # M ≥ K readings find the whole path
        Fraction(0, 1)
        >>> mse_adaptive()(alpha=2, K=3, M=1)
        Traceback (most recent call last):
        ...
        theory.errors.InputValueError: alpha must be in (0, 1) (the tree decay); got 2
        """
        e = self.subs(**values).expr
        if e.free_symbols:
            raise InputValueError(f"{self.name} still depends on {sorted(map(str, e.free_symbols))}; give them values")
        return exact_result(e)


def _legacy(kwargs, **renames):
    """Accept the older keyword spellings (``M_``, ``K_``, ``j_``, ``D_``) of the closed forms."""
    out = {}
    for old, value in kwargs.items():
        if old not in renames:
            raise TypeError(f"unexpected keyword argument {old!r}")
        out[renames[old]] = value
    return out


def generic_branch(expr):
    """The general branch of SymPy's Piecewise geometric sums (α ∉ {1, 2} since 0 < α < 1)."""
    expr = sp.piecewise_fold(expr)
    if isinstance(expr, sp.Piecewise):
        return expr.args[-1][0]
    return expr


def limit_alpha_in_unit_interval(expr, var, point=sp.oo):
    """``limit(expr, var → point)`` for 0 < α < 1, via ``α = 1/(1+b)``, ``b > 0``."""
    out = sp.limit(expr.subs(alpha, 1 / (1 + _b)), var, point)
    return sp.factor(sp.simplify(out.subs(_b, 1 / alpha - 1)))


def _fix(form, K=None, M=None):
    values = {n: v for n, v in (("K", K), ("M", M)) if v is not None}
    return form.subs(**values) if values else form


def _zero_when_M_reaches_K(values):
    """Tree forms summed over depths M+1..K: with M ≥ K readings the whole path is read, the sum is empty."""
    K, M = values.get("K"), values.get("M")
    if isinstance(K, int) and isinstance(M, int) and M >= K:
        return 0
    return None


@lru_cache(maxsize=None)
def _mse_adaptive_generic():
    """The sum split into its two geometric parts, each summed by SymPy and factored — the
    short form ``α^M (α(α^{K−M}−1)/(α−1) − α((α/2)^{K−M}−1)/(α−2))``, checked against the
    whole sum summed at once."""
    n = sp.Symbol("n", integer=True, positive=True)
    ones = sp.factor(generic_branch(sp.summation(alpha ** S_j, (S_j, 1, n))))
    halves = sp.factor(generic_branch(sp.summation((alpha / 2) ** S_j, (S_j, 1, n))))
    short = (alpha ** S_M * (ones - halves)).subs(n, S_K - S_M)
    whole = generic_branch(sp.summation(alpha ** (S_M + S_j) * (1 - 2 ** (-S_j)), (S_j, 1, S_K - S_M)))
    if sp.simplify(short - whole) != 0:  # pragma: no cover - SymPy disagreeing with itself
        raise ArithmeticError(f"the two summations of MSE_ad disagree: {short} vs {whole}")
    return short


_AD_TERM = alpha ** (S_M + S_j) * (1 - 2 ** (-S_j))


def mse_adaptive(K=None, M=None):
    r"""``MSE_ad(K, M) = Σ_{j=1}^{K−M} α^{M+j}(1 − 2^{−j})`` summed by SymPy (claim I3)."""
    form = ClosedForm("MSE_ad", r"\mathrm{MSE}_{\mathrm{ad}}", (S_K, S_M), _mse_adaptive_generic(),
                      sp.Sum(_AD_TERM, (S_j, 1, S_K - S_M)), domain=_zero_when_M_reaches_K)
    return _fix(form, K, M)


def mse_adaptive_limit(M=None, **legacy):
    r"""``lim_{K→∞} MSE_ad(K, M) = α^{M+1}/((1−α)(2−α))``.

    >>> print(mse_adaptive_limit(M=2).subs(alpha="1/2").latex())
    \mathrm{MSE}_{\mathrm{ad}}(\infty, 2)\big|_{\alpha = \tfrac{1}{2}} = \tfrac{1}{6}
    """
    M = _legacy(legacy, M_="M").get("M", M)
    e = limit_alpha_in_unit_interval(mse_adaptive().expr, S_K)
    return _fix(ClosedForm("MSE_ad", r"\mathrm{MSE}_{\mathrm{ad}}", (sp.oo, S_M), e, sp.Sum(_AD_TERM, (S_j, 1, sp.oo))),
                None, M)


def adaptive_counting_bound(K=None, M=None):
    r"""Lower bound of any adaptive M-reading strategy: ``Σ_k α^k (1 − min(1, 2^{M−k}))``.

    At most ``2^M`` outcomes, so at depth k the expected ``Σ_u P(u|outcome)²`` is at most
    ``2^{M−k}`` (each outcome contributes at most its largest joint probability
    ``2^{−k}``); depths k ≤ M contribute nothing, so the sum runs over k = M+1..K.
    """
    term = alpha ** S_k * (1 - 2 ** (S_M - S_k))
    e = sp.factor(sp.simplify(generic_branch(sp.summation(term, (S_k, S_M + 1, S_K)))))
    return _fix(ClosedForm("LB_ad", r"\mathrm{LB}_{\mathrm{ad}}", (S_K, S_M), e, sp.Sum(term, (S_k, S_M + 1, S_K)),
                           domain=_zero_when_M_reaches_K), K, M)


MAX_LB_DEPTH = 1_000


def nonadaptive_lower_bound(K=None, M=None, **legacy):
    r"""``Σ_k α^k (1 − (M+1) 2^{−k})⁺`` for integers K, M (at most M+1 outcomes, claim I4).

    The positive part is non-zero for ``2^k > M+1``, i.e. ``k ≥ ⌊log₂(M+1)⌋ + 1``.  The
    result is a polynomial in α with up to K terms, so K ≤ ``MAX_LB_DEPTH`` = 1000 (about a second).
    """
    names = _legacy(legacy, K_="K", M_="M")
    K, M = names.get("K", K), names.get("M", M)
    if K is None or M is None:
        raise InputValueError("nonadaptive_lower_bound needs integers K and M (the positive part is summed term by term)")
    K, M = positive_int("K", K, maximum=MAX_LB_DEPTH), positive_int("M", M, minimum=0)
    k0 = (M + 1).bit_length()  # smallest k with 2^k > M+1
    e = sp.Add(*[alpha ** kk * (1 - sp.Integer(M + 1) / 2 ** kk) for kk in range(k0, K + 1)])
    definition = sp.Sum(alpha ** S_k * sp.Max(0, 1 - sp.Integer(M + 1) * 2 ** (-S_k)), (S_k, 1, K))
    return ClosedForm("LB_na", r"\mathrm{LB}_{\mathrm{na}}", (sp.Integer(K), sp.Integer(M)), sp.expand(e), definition)


_UP_TERM = sp.simplify(alpha ** S_k * 2 ** (S_k - S_j) * 2 ** (S_j - S_k) * (1 - sp.Integer(2) ** (S_j - S_k)))


@lru_cache(maxsize=None)
def _upper_generic():
    e = generic_branch(sp.summation(_UP_TERM, (S_k, S_j + 1, S_K)))
    return sp.factor(sp.simplify(e))


def nonadaptive_upper_bound(K=None, j=None, **legacy):
    r"""MSE of reading every node of depth j but one (``M = 2^j − 1`` readings).

    The readings identify the path node at depth j; the posterior is uniform on its
    ``2^{K−j}`` leaves, so at depth k > j each of the ``2^{k−j}`` candidate nodes has
    probability ``p = 2^{j−k}`` and contributes ``α^k p(1−p)``.
    """
    j = _legacy(legacy, j_="j").get("j", j)
    form = ClosedForm("UB_na", r"\mathrm{UB}_{\mathrm{na}}", (S_K, 2 ** S_j - 1), _upper_generic(),
                      sp.Sum(_UP_TERM, (S_k, S_j + 1, S_K)), domain=_j_at_most_K)
    values = {n: v for n, v in (("K", K), ("j", j)) if v is not None}
    return form.subs(**values) if values else form


def _j_at_most_K(values):
    K, j = values.get("K"), values.get("j")
    if isinstance(K, int) and isinstance(j, int) and j > K:
        raise InputValueError(f"j must be ≤ K = {K} (there are no nodes of depth j > K); got j = {j}")
    return None


def power_law_exponent():
    r"""``lim_{j→∞} log MSE_na(2^j−1) / log 2^j = log₂ α = −log₂(1/α)`` (K = ∞)."""
    jj = sp.Symbol("j", positive=True)
    upper = limit_alpha_in_unit_interval(nonadaptive_upper_bound().expr, S_K).subs(S_j, jj)
    e = sp.limit(sp.expand_log(sp.log(upper.subs(alpha, 1 / (1 + _b))), force=True) / sp.log(2 ** jj), jj, sp.oo)
    return ClosedForm("power-law exponent", r"\lim_{j\to\infty}\frac{\log \mathrm{MSE}_{\mathrm{na}}(2^j-1)}{\log 2^j}",
                      (), sp.simplify(e.subs(_b, 1 / alpha - 1)))


def gaussian_isotropic(D=None, M=None, **legacy):
    r"""``Σ = s²I``, M orthonormal channels with noise τ²: ``s²(D−M) + M s²τ²/(s²+τ²)`` (claim I2).

    Derived per coordinate: a measured coordinate has posterior variance
    ``(1/s² + 1/τ²)^{-1}``, an unmeasured one keeps ``s²``; the trace adds them.
    """
    names = _legacy(legacy, D_="D", M_="M")
    D, M = names.get("D", D), names.get("M", M)
    measured = sp.simplify((1 / s2 + 1 / tau2) ** -1)
    e = sp.factor_terms((S_D - S_M) * s2 + S_M * measured)
    definition = sp.Add(sp.Mul(S_D - S_M, s2), S_M * sp.Pow(1 / s2 + 1 / tau2, -1, evaluate=False), evaluate=False)
    form = ClosedForm("MSE_gauss", r"\mathrm{MSE}_{\mathcal{N}}", (S_D, S_M), e, definition, domain=_M_at_most_D)
    values = {n: v for n, v in (("D", D), ("M", M)) if v is not None}
    return form.subs(**values) if values else form


def _M_at_most_D(values):
    D, M = values.get("D"), values.get("M")
    if isinstance(D, int) and isinstance(M, int) and M > D:
        raise InputValueError(f"M must be ≤ D = {D} (orthonormal channels in D dimensions); got M = {M}")
    return None


def gaussian_spectral(eigenvalues, M=None, noise=0, **legacy):
    r"""Best M orthonormal channels for ``Σ`` with eigenvalues λ₁ ≥ … : ``Σ_{i≤M} λ_iτ²/(λ_i+τ²) + Σ_{i>M} λ_i``.

    Noiseless (τ² = 0): the sum of the D − M smallest eigenvalues.
    """
    M = _legacy(legacy, M_="M").get("M", M)
    if M is None:
        raise InputValueError("gaussian_spectral needs M, the number of channels")
    if isinstance(eigenvalues, (str, bytes, dict, set, frozenset)) or not hasattr(eigenvalues, "__len__") \
            or (hasattr(eigenvalues, "ndim") and getattr(eigenvalues, "ndim") != 1):    # a dict's keys are no spectrum
        raise InputTypeError(f"eigenvalues must be a sequence of numbers (list, tuple, 1-d array); got "
                             f"{type(eigenvalues).__name__} ({eigenvalues!r:.60})")
    if len(eigenvalues) > MAX_INTEGER:
        raise TooLargeError(f"gaussian_spectral takes at most {MAX_INTEGER} eigenvalues; got {len(eigenvalues)}")
    if len(eigenvalues) == 0:                # an empty spectrum is no covariance (the MSE came out 0)
        raise InputValueError("eigenvalues must hold at least one eigenvalue of Σ (dimension D ≥ 1); "
                              "got an empty sequence")
    vals = [exact_or_float(f"eigenvalues[{i}]", x) for i, x in enumerate(eigenvalues)]
    for i, x in enumerate(vals):
        if isinstance(x, sp.Basic):
            raise InputTypeError(f"eigenvalues[{i}] is symbolic ({x}); the spectral form sorts numbers")
        if x < 0:
            raise InputValueError(f"eigenvalues must be ≥ 0 (a covariance is positive semi-definite); "
                                  f"eigenvalues[{i}] = {x}")
    lam = sorted((to_sympy(x) for x in vals), reverse=True)
    M = positive_int("M", M, minimum=0, maximum=len(lam))
    t = exact_or_float("noise", noise)
    if isinstance(t, sp.Basic) or not t >= 0:
        raise InputValueError(f"noise must be a number ≥ 0 (the reading noise variance τ²); got {noise!r}")
    t = to_sympy(t)
    terms = [(l * t / (l + t) if t != 0 else sp.Integer(0)) for l in lam[:M]] + lam[M:]
    definition = sp.Add(*terms, evaluate=False) if len(terms) > 1 else None
    return ClosedForm("MSE_spectral", r"\mathrm{MSE}_{\mathcal{N}}", (sp.Symbol(f"M={M}"),),
                      sp.simplify(sum(terms, sp.Integer(0))), definition)
