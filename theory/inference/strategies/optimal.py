"""Optimal measurement strategies: the result types and the dispatch on the prior.

:func:`optimal_adaptive` and :func:`optimal_nonadaptive` check the prior and send it to a
solver below this module — :mod:`.adaptive` (exact dynamic programming over support sets of a
finite prior), :mod:`.nonadaptive` (orbit search / exhaustive search over coordinate sets),
:mod:`.gaussian` (Schur complements over measured sets) — and wrap the solver's plain data in
:class:`AdaptiveResult` (with a :class:`Policy` decision tree) or :class:`NonAdaptiveResult`.
The solvers never import this module, so the layers form no cycle.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from theory.errors import InputTypeError, InputValueError
from theory.printing import counted
from theory.validation import boolean, positive_int
from theory.inference.priors.distributions import DiscretePrior, GaussianPrior, TreePrior
from theory.inference.strategies import adaptive, gaussian, nonadaptive
from theory.inference.strategies.adaptive import MAX_STATES
from theory.inference.strategies.nonadaptive import MAX_SETS


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
        decisions = sum(1 for _, n in self.walk() if n.coordinate is not None)
        return (f"Policy(read {self.label} first, {counted(len(self.branches), 'outcome')}, up to "
                f"{counted(self.reads(), 'reading')}, {counted(decisions, 'decision')})")

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
    from theory.printing import latex as _latex
    from theory.inference.numbers import to_sympy
    return _latex(to_sympy(x)) if not isinstance(x, float) else f"{x:.6g}"


def _text(s):
    """Words for inside ``\\text{…}`` (TeX specials escaped, symbols in ``$…$``)."""
    from theory.claims import tex_escape
    return tex_escape(s)


def _label(s):
    """A coordinate's name in math mode: ``(1, 0)``, ``\\theta[0]``."""
    from theory.claims import tex_escape
    return tex_escape(s).replace("$", "")


def _approx(x):
    exact = not isinstance(x, float) and getattr(x, "denominator", 1) != 1
    from theory.printing import approx
    return f"{x} ≈ {approx(x)}" if exact else _fmt(x)


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
        return f"AdaptiveResult({self.prior!r}, M={self.M}: MSE_ad = {_approx(self.mse)}; {first}; {counted(self.states, 'state')})"

    def latex(self, **settings):
        r"""``\mathrm{MSE}_{\mathrm{ad}}(M) = …`` (exact values print as fractions)."""
        from theory.inference.numbers import mse_latex
        return mse_latex("ad", self.M, self.mse)

    def _repr_latex_(self):
        """The MSE, and the optimal policy as nested cases when it is small (≤ 3 readings)."""
        if self.policy.coordinate is None or self.policy.reads() > 3:
            return f"${self.latex()}$"
        return (f"$\\displaystyle \\begin{{aligned}} &{self.latex()}\\\\ &\\text{{policy: }} {self.policy.latex()}"
                f" \\end{{aligned}}$")


@dataclass(frozen=True)
class NonAdaptiveResult:
    """Optimal non-adaptive MSE with M readings, the optimal sets (one per symmetry orbit)."""

    prior: object
    M: int
    mse: object
    optimal_sets: tuple
    examined: int

    def labels(self):
        """The optimal sets with coordinates named (tree nodes ``(k, i)``)."""
        nodes = getattr(self.prior, "nodes", None)
        return [tuple(nodes[c] if nodes else c for c in s) for s in self.optimal_sets]

    def latex(self, **settings):
        r"""``\mathrm{MSE}_{\mathrm{na}}(M) = …`` (exact values print as fractions)."""
        from theory.inference.numbers import mse_latex
        return mse_latex("na", self.M, self.mse)

    def _repr_latex_(self):
        return f"${self.latex()}$"

    def __repr__(self):
        best = f"; e.g. reads {self.labels()[0]}" if self.optimal_sets else ""
        text = (f"NonAdaptiveResult({self.prior!r}, M={self.M}: MSE_na = {self.mse}"
                + ("" if isinstance(self.mse, float) else f" ≈ {float(self.mse):.6g}")
                + f"; {len(self.optimal_sets)} optimal sets up to symmetry{best})")
        return text if len(text) <= 160 else text[:158] + "…)"

    def __str__(self):
        return (f"optimal non-adaptive MSE with M={self.M}: {self.mse} "
                f"(optimal sets, up to symmetry: {self.labels()}; {self.examined} sets examined)")


def _policy(node):
    """A solver's nested tuple ``(coordinate, label, ties, tie_labels, branches, loss, mass)`` as a :class:`Policy`."""
    coordinate, label, ties, tie_labels, branches, loss, mass = node
    return Policy(coordinate, label, ties, tie_labels, tuple((o, p, _policy(c)) for o, p, c in branches), loss, mass)


def _gaussian_M(prior, M):
    return positive_int("M", M, minimum=0, maximum=prior.dim)


def _finite(prior, noise):
    if not isinstance(prior, (TreePrior, DiscretePrior)):
        raise InputTypeError(f"prior must be a TreePrior, DiscretePrior or GaussianPrior; got {type(prior).__name__}")
    _noise_is_gaussian_only(noise)


def _noise_is_gaussian_only(noise):
    """Finite priors are read noiselessly here: refuse a noise level instead of ignoring it."""
    if isinstance(noise, bool) or not (isinstance(noise, (int, float)) and noise == 0) and noise != "0":
        if not (isinstance(noise, Fraction) and noise == 0):
            raise InputValueError(f"noise applies to Gaussian priors only (finite priors are read noiselessly); "
                                  f"got noise={noise!r}")


def optimal_adaptive(prior, M, symmetric=True, max_states=MAX_STATES, noise=0, progress=None):
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
    progress : bool or None
        A progress bar on stderr (tqdm) of memoised states against the estimated count, which
        its description states before the work starts.  None: only when stderr is a terminal
        and the problem takes about a second or more; True: always; False: never.

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
    symmetric = boolean("symmetric", symmetric)      # "no" was read as true
    if isinstance(prior, GaussianPrior):
        mse, node, states = gaussian.solve_adaptive(prior, M, noise)
        return AdaptiveResult(prior, _gaussian_M(prior, M), mse, _policy(node), states)
    _finite(prior, noise)
    M = positive_int("M", M, minimum=0, maximum=prior.dim)
    mse, node, states = adaptive.solve(prior, M, symmetric, max_states, progress)
    return AdaptiveResult(prior, M, mse, _policy(node), states)


def optimal_nonadaptive(prior, M, max_sets=MAX_SETS, noise=0, progress=None):
    """The best fixed set of M noiseless coordinate readings (exact MSE, optimal sets).

    Parameters
    ----------
    prior : TreePrior, DiscretePrior or GaussianPrior
    M : int ≥ 0
    max_sets : int
        Refuse (up front where the count is known, otherwise when passed) searches over
        more sets than this.
    noise : number
        Gaussian priors only: reading noise variance τ².
    progress : bool or None
        A progress bar on stderr of the sets (or symmetry orbits) examined, as for
        :func:`optimal_adaptive`.

    Examples
    --------
    >>> from theory.inference import TreePrior
    >>> r = optimal_nonadaptive(TreePrior(3, "1/2"), 3)
    >>> r.mse, r.labels()
    (Fraction(1, 16), [((1, 0), (2, 0), (2, 2)), ((2, 0), (2, 1), (2, 2))])
    """
    if isinstance(prior, GaussianPrior):
        mse, sets, examined = gaussian.solve_nonadaptive(prior, M, noise, max_sets)
        return NonAdaptiveResult(prior, _gaussian_M(prior, M), mse, sets, examined)
    _finite(prior, noise)
    M = positive_int("M", M, minimum=0, maximum=prior.dim)
    mse, sets, examined = nonadaptive.solve(prior, M, max_sets, progress)
    return NonAdaptiveResult(prior, M, mse, sets, examined)


def nonadaptive_sweep(prior, M_max, max_sets=MAX_SETS, progress=None):
    """Exact non-adaptive optima of a tree prior for every M = 0..M_max in one orbit search
    (``progress`` as for :func:`optimal_nonadaptive`).

    Returns a list of :class:`NonAdaptiveResult` (index M).
    """
    if not isinstance(prior, TreePrior):
        raise InputTypeError(f"prior must be a TreePrior; got {type(prior).__name__}")
    M_max = positive_int("M_max", M_max, minimum=0, maximum=prior.dim)
    return [NonAdaptiveResult(prior, m, mse, sets, examined)
            for m, (mse, sets, examined) in enumerate(nonadaptive.solve_sweep(prior, M_max, max_sets, progress))]


__all__ = ["Policy", "AdaptiveResult", "NonAdaptiveResult", "optimal_adaptive", "optimal_nonadaptive",
           "nonadaptive_sweep"]
