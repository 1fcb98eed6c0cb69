"""The adaptive solver for finite priors: exact dynamic programming (docs/theory.md, Part II).

Called through :func:`.optimal.optimal_adaptive` (which checks the prior and builds the
:class:`.optimal.AdaptiveResult`); this module returns plain data and imports no result type.

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

A policy comes back as a nested tuple ``(coordinate, label, ties, tie_labels, branches,
loss, mass)`` with ``branches`` a tuple of ``(outcome, probability, node)``: the fields of
:class:`.optimal.Policy`, which the dispatch builds from it.
"""
from __future__ import annotations

from theory.errors import SizeNotice, TooLargeError
from theory.validation import positive_int
from theory.inference.priors.distributions import DiscretePrior, TreePrior
from theory.inference.strategies.problems import problem_for

MAX_STATES = 2_000_000
MAX_TREE_DEPTH = 7
MAX_DISCRETE_SUPPORT = 24


class _DP:
    def __init__(self, problem, max_states, bar=None):
        self.p, self.memo, self.max_states = problem, {}, max_states
        self.loss_memo = {}
        self.bar = bar                 # theory.system.progress: one tick per memoised state

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
        if self.bar is not None:
            self.bar.update(1)
        return best

    def policy(self, mask, m, mass):
        loss = self.loss(mask)
        options = []
        if m > 0:
            for c, parts in self.p.splits(mask):
                options.append((sum(self.value(sub, m - 1) for _, sub in parts), c, parts))
        if not options:
            return (None, "stop", (), (), (), loss, mass)
        best = min(v for v, _, _ in options)
        if not best < loss:
            return (None, "stop", (), (), (), loss, mass)
        ties = tuple(c for v, c, _ in options if v == best)
        _, c, parts = next(o for o in options if o[0] == best)
        branches = []
        for outcome, sub in parts:
            sub_mass = self._mass(sub)
            branches.append((outcome, sub_mass / mass, self.policy(sub, m - 1, sub_mass)))
        return (c, self.p.coord_label(c), ties, tuple(self.p.coord_label(t) for t in ties), tuple(branches),
                loss, mass)

    def _mass(self, mask):
        prior = self.p.prior
        if isinstance(prior, TreePrior):
            from fractions import Fraction
            return Fraction(bin(mask).count("1"), prior.n_leaves)
        return sum(prior.probs[s] for s in range(prior.size) if mask >> s & 1)


# Memoised states of the tree DP, measured (they do not depend on α: the recursion visits every
# state).  Work ≈ states × coordinates; at the limit below a run takes ~10 s on one core
# (T(6), M=6: 10623 states, 8 s; T(7), M=5: 6583 states, 13 s; T(7), M=6: 44182 states, 120 s —
# refused).  Without symmetry reduction: T(5), M=3: 1953 states, 1.4 s; T(5), M=4: 29583, 28 s.
TREE_STATES = {
    True: {5: (1, 1, 10, 50, 202, 702), 6: (1, 1, 12, 77, 445, 2323, 10623), 7: (1, 1, 14, 112, 887, 6583, 44182)},
    False: {4: (1, 1, 59, 465, 2887), 5: (1, 1, 123, 1953, 29583), 6: (1, 1, 251, 8001), 7: (1, 1)},
}
MAX_TREE_WORK = {True: 2_000_000, False: 500_000}   # states × coordinates (unreduced states cost ~4× more)
DISCRETE_SECONDS_PER_WORK = 1.8e-7    # measured: 1.1e8 in 20 s (T(4) as a DiscretePrior, M=3)
MAX_DISCRETE_WORK = 200_000_000  # reachable sets × M × dim² × support: T(4) as a DiscretePrior, M=3: 1.1e8, 20 s; M=4: 5.8e8, 77 s


def tree_states(K, M, symmetric):
    """Measured memo size of the tree DP with M ≤ K readings (None: beyond the table, too large).

    Symmetry reduction only shrinks the memo, so the unreduced counts bound the reduced ones
    (depth ≤ 2: the largest, T(2) with M = 2 unreduced, 11 states)."""
    if K <= 3:
        return (1, 1, 27, 105)[M] if K == 3 else 11
    for table in (TREE_STATES[symmetric], TREE_STATES[False]):
        row = table.get(K)
        if row is not None and M < len(row):
            return row[M]
    return None


def discrete_states(prior, M, cap):
    """Support sets the DP can reach with ≤ M readings, counted by a breadth-first walk over the
    splits (no loss arithmetic, so much cheaper than the DP); None once more than ``cap``."""
    from theory.inference.strategies.problems import DiscreteProblem
    problem = DiscreteProblem(prior)
    seen, frontier = {problem.root}, [problem.root]
    for _ in range(M):
        nxt = []
        for mask in frontier:
            for _, parts in problem.splits(mask):
                for _, sub in parts:
                    if sub not in seen:
                        seen.add(sub)
                        nxt.append(sub)
                        if len(seen) > cap:
                            return None
        frontier = nxt
    return len(seen)


TREE_SECONDS_PER_WORK = 7e-6     # measured: T(7), M=5: 1.67e6 work in 11 CPU-s; T(7), M=4: 2.3e5 in 1.3 s
NOTICE_SECONDS = 5.0             # estimated CPU time above which optimal_adaptive says up front what it will cost


def _notice(text, seconds):
    if seconds >= NOTICE_SECONDS:
        import warnings
        warnings.warn(f"{text}: about {seconds:.0f} CPU-s (estimated before starting); lower M for a quick answer",
                      SizeNotice, stacklevel=5)


def check_size(prior, M, symmetric=True):
    """Refuse, before any work, adaptive problems that would not finish in about a minute; state the
    estimated size and time (a :class:`~theory.errors.SizeNotice` warning) of those that take over 5 s; else
    ``(estimated memoised states or None, what the estimate counts)`` for the progress bar."""
    if isinstance(prior, TreePrior):
        fits = {True: "depth ≤ 5 (any M), depth 6 (M ≤ 6), depth 7 (M ≤ 5)",
                False: "depth ≤ 4 (any M), depth 5 (M ≤ 3), depth 6 (M ≤ 2), depth 7 (M ≤ 1)"}[bool(symmetric)]
        if prior.depth > MAX_TREE_DEPTH:
            raise TooLargeError(f"adaptive DP on a tree of depth {prior.depth} ({prior.n_leaves} leaves, {prior.dim} "
                                f"coordinates) is too large; {fits} fits (the closed form "
                                "theory.inference.strategies.closed_forms.mse_adaptive covers any depth)")
        states = tree_states(prior.depth, min(M, prior.depth), bool(symmetric))
        limit = MAX_TREE_WORK[bool(symmetric)]
        if states is None or states * prior.dim > limit:
            have = "more memoised states than any size measured" if states is None else \
                f"{states} memoised states × {prior.dim} coordinates of work (limit {limit})"
            raise TooLargeError(f"adaptive DP on T({prior.depth}) with M={M} (symmetric={bool(symmetric)}) has "
                                f"{have}; {fits} fits "
                                "(the closed form theory.inference.strategies.closed_forms.mse_adaptive covers any depth)")
        _notice(f"adaptive DP on T({prior.depth}) with M={M} (symmetric={bool(symmetric)}) memoises {states} states × "
                f"{prior.dim} coordinates", states * prior.dim * TREE_SECONDS_PER_WORK)
        if min(M, prior.depth) == 0:
            return 0, 0
        return states, states * prior.dim
    if isinstance(prior, DiscretePrior):
        unit = max(M, 1) * prior.dim ** 2 * prior.size     # per reachable set: M levels × splits × loss masses
        if prior.size > 62 or prior.dim * prior.size > 100_000:
            raise TooLargeError(f"adaptive DP on a discrete prior with {prior.size} support points and {prior.dim} "
                                "coordinates: at most 62 support points (and dim × support ≤ 1e5) fit")
        states = discrete_states(prior, M, MAX_DISCRETE_WORK // unit)
        if states is None:
            raise TooLargeError(f"adaptive DP on a discrete prior with {prior.size} support points and {prior.dim} "
                                f"coordinates reaches more than {MAX_DISCRETE_WORK // unit} support sets with M={M} "
                                f"readings (work limit {MAX_DISCRETE_WORK:.0e} = sets × M × dim² × support); "
                                "fewer support points, coordinates or readings M fit")
        _notice(f"adaptive DP on a discrete prior with {prior.size} support points and {prior.dim} coordinates "
                f"reaches {states} support sets with M={M} readings (work {states * unit:.3g})",
                states * unit * DISCRETE_SECONDS_PER_WORK)
        return None, states * unit
    return None, 0


# work (states × coordinates, or sets × M × dim² × support) from which progress=None shows a bar on a terminal
# (T(6), M=4: 445 × 126 = 56070, ~0.5 s)
PROGRESS_WORK = 50_000


def solve(prior, M, symmetric=True, max_states=MAX_STATES, progress=None):
    """Exact adaptive optimum of a TreePrior or DiscretePrior with M readings (M already validated):
    ``(mse, policy node, memoised states)``; refuses too-large problems before any work.
    ``progress`` (:mod:`theory.system.progress`): a bar of memoised states against the estimate.

    >>> from theory.inference import TreePrior
    >>> mse, node, states = solve(TreePrior(2, "1/2"), 1)
    >>> mse, node[1], states
    (Fraction(1, 8), '(1, 0)', 1)
    """
    from theory.system.progress import bar
    states, work = check_size(prior, M, symmetric)
    max_states = positive_int("max_states", max_states)
    problem = problem_for(prior, symmetric)
    what = f"T({prior.depth}, {prior.alpha})" if isinstance(prior, TreePrior) else \
        f"a discrete prior ({prior.size} points, {prior.dim} coordinates)"
    size = f"~{states:,} states × {prior.dim} coordinates" if states is not None else f"~{work:.2g} steps"
    with bar(states, f"adaptive DP on {what}, M={M} ({size})", progress, unit="state",
             large=work >= PROGRESS_WORK) as b:
        dp = _DP(problem, max_states, b)
        # a tree's path is known after K readings (MSE 0), so more readings change nothing: solve with min(M, K)
        steps = min(M, prior.depth) if isinstance(prior, TreePrior) else M
        mse = dp.value(problem.root, steps)
        return mse, dp.policy(problem.root, steps, dp._mass(problem.root)), len(dp.memo)
