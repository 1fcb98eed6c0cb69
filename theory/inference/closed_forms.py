r"""Closed forms of Part II, derived with SymPy (``summation``, ``limit``), not typed in.

Symbols: ``alpha`` (0 < α < 1), depth ``K``, readings ``M``, depth index ``j``.  Sums
over geometric terms come back from SymPy as ``Piecewise`` with special branches for
α = 1 and α = 2; since 0 < α < 1 those never apply, and :func:`generic_branch` keeps the
general one.  Limits K → ∞ need the sign of ``log α``; they are taken after the
substitution ``α = 1/(1+b)`` with ``b > 0`` (equivalent to 0 < α < 1) and mapped back.

>>> f = mse_adaptive()
>>> f.latex().startswith(r"\mathrm{MSE}_{\mathrm{ad}}(K, M) = \frac{\alpha^{M + 1}")
True
>>> mse_adaptive_limit().expr
alpha**(M + 1)/((alpha - 2)*(alpha - 1))
>>> mse_adaptive(K=3, M=1)(alpha="1/2")
Fraction(7, 32)
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from fractions import Fraction

import sympy as sp

from ..errors import InputValueError
from ..printing import latex as _latex
from ..validation import positive_int
from .numbers import exact_or_float, to_sympy

alpha = sp.Symbol("alpha", positive=True)
S_K, S_M, S_j, S_k = sp.symbols("K M j k", integer=True, positive=True)
s2, tau2 = sp.symbols("s^2 tau^2", positive=True)
S_D = sp.Symbol("D", integer=True, positive=True)
_b = sp.Symbol("b", positive=True)


@dataclass(frozen=True)
class ClosedForm:
    """A named SymPy result: ``lhs = expr``; call it with numbers to evaluate exactly."""

    name: str
    lhs: str
    expr: sp.Expr

    def latex(self, **settings):
        return f"{self.lhs} = {_latex(self.expr, **settings)}"

    def _repr_latex_(self):
        return f"${self.latex()}$"

    def __str__(self):
        return f"{self.name} = {self.expr}"

    def subs(self, **values):
        """Substitute symbols by name (``alpha``, ``K``, ``M``, ...), keeping the form."""
        by_name = {str(s): s for s in self.expr.free_symbols}
        return ClosedForm(self.name, self.lhs, sp.simplify(self.expr.subs(
            {by_name[n]: to_sympy(exact_or_float(n, v)) for n, v in values.items() if n in by_name})))

    def __call__(self, **values):
        """Evaluate: an exact ``Fraction`` for rational input, else a float."""
        e = self.subs(**values).expr
        if e.free_symbols:
            raise InputValueError(f"{self.name} still depends on {sorted(map(str, e.free_symbols))}; give them values")
        e = sp.nsimplify(e) if e.is_Rational is None and e.is_number and not e.has(sp.Float) else e
        return Fraction(int(e.p), int(e.q)) if e.is_Rational else float(e)


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


def _fix(form, K_=None, M_=None):
    sub = {}
    if K_ is not None:
        sub[S_K] = positive_int("K", K_)
    if M_ is not None:
        sub[S_M] = positive_int("M", M_, minimum=0)
    if K_ is not None and M_ is not None and M_ > K_:
        raise InputValueError(f"M must be ≤ K (= {K_}) for the tree closed forms; got M = {M_}")
    return ClosedForm(form.name, form.lhs, sp.simplify(form.expr.subs(sub))) if sub else form


@lru_cache(maxsize=None)
def _mse_adaptive_generic():
    e = generic_branch(sp.summation(alpha ** (S_M + S_j) * (1 - 2 ** (-S_j)), (S_j, 1, S_K - S_M)))
    return sp.simplify(sp.powsimp(sp.factor(sp.simplify(e)), force=True))


def mse_adaptive(K=None, M=None):
    r"""``MSE_ad(K, M) = Σ_{j=1}^{K−M} α^{M+j}(1 − 2^{−j})`` summed by SymPy (claim I3)."""
    return _fix(ClosedForm("MSE_ad(K, M)", r"\mathrm{MSE}_{\mathrm{ad}}(K, M)", _mse_adaptive_generic()), K, M)


def mse_adaptive_limit(M_=None):
    r"""``lim_{K→∞} MSE_ad(K, M) = α^{M+1}/((1−α)(2−α))``."""
    e = limit_alpha_in_unit_interval(mse_adaptive().expr, S_K)
    return _fix(ClosedForm("MSE_ad(∞, M)", r"\mathrm{MSE}_{\mathrm{ad}}(\infty, M)", e), None, M_)


def adaptive_counting_bound(K=None, M=None):
    r"""Lower bound of any adaptive M-reading strategy: ``Σ_k α^k (1 − min(1, 2^{M−k}))``.

    At most ``2^M`` outcomes, so at depth k the expected ``Σ_u P(u|outcome)²`` is at most
    ``2^{M−k}`` (each outcome contributes at most its largest joint probability
    ``2^{−k}``); depths k ≤ M contribute nothing, so the sum runs over k = M+1..K.
    """
    e = sp.factor(sp.simplify(generic_branch(sp.summation(alpha ** S_k * (1 - 2 ** (S_M - S_k)), (S_k, S_M + 1, S_K)))))
    return _fix(ClosedForm("LB_ad(K, M)", r"\mathrm{LB}_{\mathrm{ad}}(K, M)", e), K, M)


def nonadaptive_lower_bound(K_, M_):
    r"""``Σ_k α^k (1 − (M+1) 2^{−k})⁺`` for integers K, M (at most M+1 outcomes, claim I4).

    The positive part is non-zero for ``2^k > M+1``, i.e. ``k ≥ ⌊log₂(M+1)⌋ + 1``.
    """
    K_, M_ = positive_int("K", K_), positive_int("M", M_, minimum=0)
    k0 = (M_ + 1).bit_length()  # smallest k with 2^k > M+1
    e = sp.Add(*[alpha ** kk * (1 - sp.Integer(M_ + 1) / 2 ** kk) for kk in range(k0, K_ + 1)])
    return ClosedForm(f"LB_na({K_}, {M_})", rf"\mathrm{{LB}}_{{\mathrm{{na}}}}({K_}, {M_})", sp.expand(e))


@lru_cache(maxsize=None)
def _upper_generic():
    p = sp.Integer(2) ** (S_j - S_k)
    e = generic_branch(sp.summation(sp.simplify(alpha ** S_k * 2 ** (S_k - S_j) * p * (1 - p)), (S_k, S_j + 1, S_K)))
    return sp.factor(sp.simplify(e))


def nonadaptive_upper_bound(K=None, j_=None):
    r"""MSE of reading every node of depth j but one (``M = 2^j − 1`` readings).

    The readings identify the path node at depth j; the posterior is uniform on its
    ``2^{K−j}`` leaves, so at depth k > j each of the ``2^{k−j}`` candidate nodes has
    probability ``p = 2^{j−k}`` and contributes ``α^k p(1−p)``.
    """
    form = ClosedForm("UB_na(K, 2^j−1)", r"\mathrm{UB}_{\mathrm{na}}(K, 2^{j}-1)", _upper_generic())
    if j_ is not None:
        form = ClosedForm(form.name, form.lhs, sp.simplify(form.expr.subs(S_j, positive_int("j", j_, minimum=0))))
    if K is not None:
        form = ClosedForm(form.name, form.lhs, sp.simplify(form.expr.subs(S_K, positive_int("K", K))))
    return form


def power_law_exponent():
    r"""``lim_{j→∞} log MSE_na(2^j−1) / log 2^j = log₂ α = −log₂(1/α)`` (K = ∞)."""
    jj = sp.Symbol("j", positive=True)
    upper = limit_alpha_in_unit_interval(nonadaptive_upper_bound().expr, S_K).subs(S_j, jj)
    e = sp.limit(sp.expand_log(sp.log(upper.subs(alpha, 1 / (1 + _b))), force=True) / sp.log(2 ** jj), jj, sp.oo)
    return ClosedForm("power-law exponent", r"\lim_{j\to\infty}\frac{\log \mathrm{MSE}_{\mathrm{na}}(2^j-1)}{\log 2^j}",
                      sp.simplify(e.subs(_b, 1 / alpha - 1)))


def gaussian_isotropic(D_=None, M_=None):
    r"""``Σ = s²I``, M orthonormal channels with noise τ²: ``s²(D−M) + M s²τ²/(s²+τ²)`` (claim I2).

    Derived per coordinate: a measured coordinate has posterior variance
    ``(1/s² + 1/τ²)^{-1}``, an unmeasured one keeps ``s²``; the trace adds them.
    """
    measured = sp.simplify((1 / s2 + 1 / tau2) ** -1)
    e = sp.factor_terms((S_D - S_M) * s2 + S_M * measured)
    form = ClosedForm("MSE_gauss(D, M)", r"\mathrm{MSE}_{\mathcal{N}}(D, M)", e)
    sub = {}
    if D_ is not None:
        sub[S_D] = positive_int("D", D_)
    if M_ is not None:
        sub[S_M] = positive_int("M", M_, minimum=0, maximum=sub.get(S_D))
    return ClosedForm(form.name, form.lhs, e.subs(sub)) if sub else form


def gaussian_spectral(eigenvalues, M_, noise=0):
    r"""Best M orthonormal channels for ``Σ`` with eigenvalues λ₁ ≥ … : ``Σ_{i≤M} λ_iτ²/(λ_i+τ²) + Σ_{i>M} λ_i``.

    Noiseless (τ² = 0): the sum of the D − M smallest eigenvalues.
    """
    lam = sorted((to_sympy(exact_or_float("eigenvalue", x)) for x in eigenvalues), reverse=True)
    M_ = positive_int("M", M_, minimum=0, maximum=len(lam))
    t = to_sympy(exact_or_float("noise", noise))
    e = sum((l * t / (l + t) for l in lam[:M_]), sp.Integer(0)) + sum(lam[M_:], sp.Integer(0))
    return ClosedForm(f"MSE_spectral(M={M_})", rf"\mathrm{{MSE}}_{{\mathcal{{N}}}}(M={M_})", sp.simplify(e))
