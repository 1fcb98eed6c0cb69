"""Bayes-optimal *adaptive* measurement strategies by dynamic programming (docs/theory.md, Part II).

Bellman recursion with noiseless coordinate channels: ``V_L(Φ) = tr Cov(θ | Φ)`` and
``V_ℓ(Φ) = min_c E[V_{ℓ+1}(Φ ⊕ θ_c) | Φ]``.  For a finite prior the posterior is the
prior restricted to the support set S consistent with the readings, and with the
additive loss masses of :mod:`.loss` the recursion becomes exact and reading-free:

    W_0(S) = L(S),      W_m(S) = min_c Σ_{outcome classes S' of c on S} W_{m−1}(S'),

with optimal adaptive MSE ``W_M(all)``.  Values are exact (``Fraction``) for rational
parameters.  The memo is keyed on a canonical form of S under the tree's symmetries
when the prior is a tree (``symmetric=True``), or on S itself.

For Gaussian priors the posterior covariance does not depend on the readings (I1), so
the recursion runs over *sets* of measured coordinates (:mod:`.gaussian`).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..errors import TooLargeError
from ..validation import positive_int
from .priors import DiscretePrior, GaussianPrior, TreePrior
from .problems import problem_for

MAX_STATES = 2_000_000
MAX_TREE_DEPTH = 7
MAX_DISCRETE_SUPPORT = 24


@dataclass(frozen=True)
class Policy:
    """A decision tree: read ``coordinate`` (or stop, when ``coordinate`` is None), then branch.

    Attributes
    ----------
    coordinate : int or None
    label : str
        The coordinate's name, e.g. ``(2, 1)`` for a tree node.
    ties : tuple of int
        Every coordinate that is exactly as good (the DP's full argmin set).
    tie_labels : tuple of str
        Their names.
    branches : tuple of (outcome, probability, Policy)
    loss : number
        The loss mass of this state if no more readings are taken.
    mass : number
        The probability of reaching this state.
    """

    coordinate: object
    label: str
    ties: tuple
    tie_labels: tuple
    branches: tuple
    loss: object
    mass: object

    def __str__(self):
        return "\n".join(self._lines("", ""))

    def _lines(self, first, rest):
        if self.coordinate is None:
            return [f"{first}stop (MSE contribution {_fmt(self.loss)})"]
        tie = f"  [equally good: {', '.join(self.tie_labels)}]" if len(self.ties) > 1 else ""
        out = [f"{first}read {self.label}{tie}"]
        for j, (outcome, prob, child) in enumerate(self.branches):
            last = j == len(self.branches) - 1
            out += child._lines(rest + ("└─ " if last else "├─ ") + f"{outcome} (p={_fmt(prob)}): ",
                                rest + ("   " if last else "│  "))
        return out

    def latex(self, **settings):
        r"""The decision tree in math mode: ``\text{read } (1, 0)`` followed by nested
        ``cases``, one row per outcome (renders in LaTeX and in Jupyter's MathJax).

        >>> from theory.inference import TreePrior
        >>> print(optimal_adaptive(TreePrior(1, "1/2"), 1).policy.latex())
        \text{read } (1, 0) \begin{cases} \text{stop } (\text{MSE } 0) & \text{if on path } (p = \tfrac{1}{2})\\ \text{stop } (\text{MSE } 0) & \text{if off path } (p = \tfrac{1}{2}) \end{cases}
        """
        if self.coordinate is None:
            return rf"\text{{stop }} (\text{{MSE }} {_num_latex(self.loss)})"
        rows = r"\\ ".join(rf"{c.latex()} & \text{{if {_text(o)} }} (p = {_num_latex(p)})" for o, p, c in self.branches)
        return rf"\text{{read }} {_label(self.label)} \begin{{cases}} {rows} \end{{cases}}"

    def _repr_latex_(self):
        return f"$\\displaystyle {self.latex()}$"

    def __repr__(self):
        if self.coordinate is None:
            return f"Policy(stop, MSE contribution {_fmt(self.loss)})"
        return (f"Policy(read {self.label} first, {len(self.branches)} outcomes, up to {self.reads()} readings, "
                f"{sum(1 for _, n in self.walk() if n.coordinate is not None)} decisions)")

    def walk(self, history=()):
        """Yield ``(history, node)`` for every decision node; history = outcomes so far."""
        yield history, self
        for outcome, _, child in self.branches:
            yield from child.walk(history + (outcome,))

    def reads(self):
        """The number of readings along the longest branch."""
        return 0 if self.coordinate is None else 1 + max(c.reads() for _, _, c in self.branches)


def _fmt(x):
    return str(x) if not isinstance(x, float) else f"{x:.6g}"


def _num_latex(x):
    from ..printing import latex as _latex
    from .numbers import to_sympy
    return _latex(to_sympy(x)) if not isinstance(x, float) else f"{x:.6g}"


def _text(s):
    """Words for inside ``\\text{…}`` (TeX specials escaped, symbols in ``$…$``)."""
    from ..claims import tex_escape
    return tex_escape(s)


def _label(s):
    """A coordinate's name in math mode: ``(1, 0)``, ``\\theta[0]``."""
    from ..claims import tex_escape
    return tex_escape(s).replace("$", "")


def _approx(x):
    exact = not isinstance(x, float) and getattr(x, "denominator", 1) != 1
    return f"{x} ≈ {float(x):.6g}" if exact else _fmt(x)


@dataclass(frozen=True)
class AdaptiveResult:
    """Optimal adaptive MSE (``mse``, exact for rational input) and the optimal ``policy``."""

    prior: object
    M: int
    mse: object
    policy: Policy
    states: int

    def __str__(self):
        return f"optimal adaptive MSE with M={self.M}: {_fmt(self.mse)}\n{self.policy}"

    def __repr__(self):
        first = f"reads {self.policy.label} first" if self.policy.coordinate is not None else "reads nothing"
        return f"AdaptiveResult({self.prior!r}, M={self.M}: MSE_ad = {_approx(self.mse)}; {first}; {self.states} states)"

    def latex(self, **settings):
        r"""``\mathrm{MSE}_{\mathrm{ad}}(M) = …`` (exact values print as fractions)."""
        from .numbers import mse_latex
        return mse_latex("ad", self.M, self.mse)

    def _repr_latex_(self):
        """The MSE, and the optimal policy as nested cases when it is small (≤ 3 readings)."""
        if self.policy.coordinate is None or self.policy.reads() > 3:
            return f"${self.latex()}$"
        return (f"$\\displaystyle \\begin{{aligned}} &{self.latex()}\\\\ &\\text{{policy: }} {self.policy.latex()}"
                f" \\end{{aligned}}$")


class _DP:
    def __init__(self, problem, max_states):
        self.p, self.memo, self.max_states = problem, {}, max_states
        self.loss_memo = {}

    def loss(self, mask):
        k = self.p.key(mask)
        v = self.loss_memo.get(k)
        if v is None:
            v = self.loss_memo[k] = self.p.loss(mask)
        return v

    def value(self, mask, m):
        if m == 0:
            return self.loss(mask)
        key = (self.p.key(mask), m)
        got = self.memo.get(key)
        if got is not None:
            return got
        if len(self.memo) >= self.max_states:
            raise TooLargeError(f"the dynamic program passed max_states={self.max_states} memoised states; "
                                "use a smaller depth or M, or raise max_states")
        best = self.loss(mask)
        for _, parts in self.p.splits(mask):
            v = sum(self.value(sub, m - 1) for _, sub in parts)
            if v < best:
                best = v
        self.memo[key] = best
        return best

    def policy(self, mask, m, mass):
        loss = self.loss(mask)
        options = []
        if m > 0:
            for c, parts in self.p.splits(mask):
                options.append((sum(self.value(sub, m - 1) for _, sub in parts), c, parts))
        if not options:
            return Policy(None, "stop", (), (), (), loss, mass)
        best = min(v for v, _, _ in options)
        if not best < loss:
            return Policy(None, "stop", (), (), (), loss, mass)
        ties = tuple(c for v, c, _ in options if v == best)
        _, c, parts = next(o for o in options if o[0] == best)
        branches = []
        for outcome, sub in parts:
            sub_mass = self._mass(sub)
            branches.append((outcome, sub_mass / mass, self.policy(sub, m - 1, sub_mass)))
        return Policy(c, self.p.coord_label(c), ties, tuple(self.p.coord_label(t) for t in ties), tuple(branches),
                      loss, mass)

    def _mass(self, mask):
        prior = self.p.prior
        if isinstance(prior, TreePrior):
            from fractions import Fraction
            return Fraction(bin(mask).count("1"), prior.n_leaves)
        return sum(prior.probs[s] for s in range(prior.size) if mask >> s & 1)


def check_size(prior, M):
    """Refuse, before any work, adaptive problems that would not finish."""
    if isinstance(prior, TreePrior) and prior.depth > MAX_TREE_DEPTH:
        raise TooLargeError(f"adaptive DP on a tree of depth {prior.depth} ({prior.n_leaves} leaves, {prior.dim} "
                            f"coordinates) is too large; depth ≤ {MAX_TREE_DEPTH} fits (the closed form "
                            "theory.inference.closed_forms.mse_adaptive covers any depth)")
    if isinstance(prior, DiscretePrior):
        bound = min(2 ** prior.size, (prior.dim * 2) ** max(M, 1))
        if prior.size > MAX_DISCRETE_SUPPORT and bound > MAX_STATES:
            raise TooLargeError(f"adaptive DP on a discrete prior with {prior.size} support points and {prior.dim} "
                                f"coordinates may visit up to {bound:.3g} states; support ≤ {MAX_DISCRETE_SUPPORT} "
                                f"or (2·dim)^M ≤ {MAX_STATES} fits")


def optimal_adaptive(prior, M, symmetric=True, max_states=MAX_STATES, noise=0):
    """The Bayes-optimal adaptive strategy with M noiseless coordinate readings.

    Parameters
    ----------
    prior : TreePrior, DiscretePrior or GaussianPrior
    M : int ≥ 0
        Number of readings (layers with d = 1).
    symmetric : bool
        Memoise on canonical forms under the tree's symmetries (tree priors only).
    max_states : int
        Abort (with :class:`TooLargeError`) past this many memoised states.
    noise : number
        Gaussian priors only: reading noise variance τ².

    Returns
    -------
    AdaptiveResult
        ``mse`` (exact for rational input), ``policy`` (a printable decision tree).

    Examples
    --------
    >>> from theory.inference import TreePrior
    >>> r = optimal_adaptive(TreePrior(3, "1/2"), 1)
    >>> r.mse
    Fraction(7, 32)
    >>> print(r.policy)
    read (1, 0)  [equally good: (1, 0), (1, 1)]
    ├─ on path (p=1/2): stop (MSE contribution 7/64)
    └─ off path (p=1/2): stop (MSE contribution 7/64)
    """
    if isinstance(prior, GaussianPrior):
        from .gaussian import optimal_adaptive_gaussian
        return optimal_adaptive_gaussian(prior, M, noise)
    dim = getattr(prior, "dim", None)
    M = positive_int("M", M, minimum=0, maximum=dim)
    check_size(prior, M)
    problem = problem_for(prior, symmetric)
    dp = _DP(problem, positive_int("max_states", max_states))
    mse = dp.value(problem.root, M)
    one = dp._mass(problem.root)
    return AdaptiveResult(prior, M, mse, dp.policy(problem.root, M, one), len(dp.memo))

