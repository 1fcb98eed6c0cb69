"""The non-adaptive solvers for finite priors: the best fixed set of M coordinates.

Called through :func:`.optimal.optimal_nonadaptive` and :func:`.optimal.nonadaptive_sweep`,
which check the prior and build the :class:`.optimal.NonAdaptiveResult`; the solvers here
return plain ``(mse, sets, examined)`` and import no result type.

A non-adaptive strategy fixes all functionals in advance (one layer with M channels).
With noiseless coordinate readings of a finite prior, a set C partitions the support by
the readings, and its MSE is the sum of the loss masses of the classes (:mod:`.loss`).

* Tree prior: sets are enumerated up to the tree's symmetries (orbits of node sets under
  child swaps, generated level by level from canonical representatives), and only
  *irredundant* sets are extended — a node whose reading is already determined by the
  others cannot lower the MSE, so ``MSE_na(M) = min`` over irredundant sets of size ≤ M
  (removing a node from an irredundant set leaves it irredundant, so the level-by-level
  generation reaches them all).  An optimal set may then have fewer than M nodes; any
  extra readings are free to choose.
* Any discrete prior: exhaustive over ``C(D, M)`` sets (refused past a limit).
* Gaussian prior: exhaustive over coordinate subsets with Schur complements (:mod:`.gaussian`).
"""
from __future__ import annotations

import math
from itertools import combinations

import numpy as np

from theory.errors import InputTypeError, TooLargeError
from theory.validation import positive_int
from theory.inference.strategies.loss import tree_loss_mass
from theory.inference.priors.distributions import TreePrior
from theory.inference.strategies.problems import canonical_leaf_set, problem_for

MAX_SETS = 2_000_000
# Orbits the tree search examines up to M (cumulative; independent of α), measured, and the largest M
# per depth whose search took ≲ 20 s on one loaded core (T(4): M=8 20676 orbits 17 s, M=9 36483 35 s;
# T(5): M=5 9712 7 s, M=6 43835 33 s; T(6): M=4 5795 4.5 s, M=5 42576 37 s; T(9): M=3 3995 9 s;
# T(10): M=2 276 2.7 s, M=3 6360 79 s).  Depth ≤ 3 always fits; deeper trees are refused.
TREE_SEARCH_FITS = {4: 8, 5: 5, 6: 4, 7: 3, 8: 3, 9: 3, 10: 2}
MAX_DISCRETE_SEARCH = 3_000_000   # sets × readings × coordinates for the exhaustive discrete search


def check_tree_search(prior, M):
    """Refuse, before any work, a tree search that would not finish in about 20 s."""
    K = prior.depth
    fits = "depth ≤ 3 (any M), " + ", ".join(f"depth {k} (M ≤ {m})" for k, m in TREE_SEARCH_FITS.items())
    if K > 3 and (K not in TREE_SEARCH_FITS or M > TREE_SEARCH_FITS[K]):
        raise TooLargeError(f"non-adaptive search on T({K}) with M={M} examines too many symmetry orbits of node "
                            f"sets; {fits} fit (the counting bound nonadaptive_lower_bound and "
                            "bound_achieving_set cover any depth)")


def partition_value(problem, coords):
    """MSE of reading the coordinates ``coords`` (any order) on the whole support."""
    classes = [problem.root]
    for c in coords:
        new = []
        for mask in classes:
            done = False
            for split_c, parts in problem.splits(mask):
                if split_c == c:
                    new.extend(sub for _, sub in parts)
                    done = True
                    break
            if not done:
                new.append(mask)
        classes = new
    return sum(problem.loss(mask) for mask in classes)


def canonical_node_set(K, nodes):
    """Canonical string of a set of tree nodes under child swaps (root is depth 0)."""
    chosen = set(nodes)
    relevant = set()
    for k, i in chosen:
        for d in range(k, 0, -1):
            relevant.add((d, i >> (k - d)))

    def canon(k, i):
        if k > 0 and (k, i) not in relevant:
            return "e"
        mark = "1" if (k, i) in chosen else "0"
        if k == K:
            return mark
        a, b = canon(k + 1, 2 * i), canon(k + 1, 2 * i + 1)
        return mark + "(" + (a + b if a <= b else b + a) + ")"

    return canon(0, 0)


def tree_classes(prior, nodes):
    """Leaf classes (bitmasks) induced by reading ``nodes``, keyed by the deepest read node on
    the path (``None``: no read node on the path).  A read node with no class is redundant."""
    K = prior.depth
    sub = {}
    for k, i in nodes:
        width = 1 << (K - k)
        sub[(k, i)] = ((1 << width) - 1) << (i * width)
    classes, covered = {}, 0
    for u, mu in sub.items():
        covered |= mu
        m = mu
        for v, mv in sub.items():
            if v != u and v[0] > u[0] and (v[1] >> (v[0] - u[0])) == u[1]:
                m &= ~mv
        if m:
            classes[u] = m
    rest = ((1 << prior.n_leaves) - 1) & ~covered
    if rest:
        classes[None] = rest
    return classes


def _tree_search(prior, M, max_sets, per_level=None, progress=None):
    """The orbit search, with a bar of orbits examined (their number is known only as measured above:
    the description says the search fits the measured ~20 s table)."""
    from theory.system.progress import bar
    K = prior.depth
    with bar(None, f"non-adaptive orbit search on T({K}, {prior.alpha}), M ≤ {M} ({prior.dim} nodes; sizes that "
             f"fit take ≲ 20 s)", progress, unit="orbit", large=K >= 4 and M >= 4) as b:
        return _tree_search_levels(prior, M, max_sets, per_level, b)


def _tree_search_levels(prior, M, max_sets, per_level, b):
    K, alpha = prior.depth, prior.alpha
    width = prior.n_leaves
    loss_memo = {}

    def loss(mask):  # the loss mass depends on the leaf set only up to symmetry
        key = canonical_leaf_set(mask, width)
        v = loss_memo.get(key)
        if v is None:
            v = loss_memo[key] = tree_loss_mass(K, alpha, mask)
        return v

    level = {canonical_node_set(K, ()): frozenset()}
    best = loss((1 << width) - 1)
    best_sets, examined = [()], 1
    for m in range(1, M + 1):
        nxt = {}
        for rep in level.values():
            for node in prior.nodes:
                if node in rep:
                    continue
                new = rep | {node}
                key = canonical_node_set(K, new)
                if key in nxt:
                    continue
                classes = tree_classes(prior, new)
                if any(u not in classes for u in new):
                    continue  # redundant: a read node is determined by the others
                nxt[key] = new
                examined += 1
                b.update(1)
                if examined > max_sets:
                    raise TooLargeError(f"non-adaptive search on T({K}) passed max_sets={max_sets} orbits at M={m}; "
                                        "lower M or raise max_sets")
                value = sum(loss(mask) for mask in classes.values())
                if value < best:
                    best, best_sets = value, [new]
                elif value == best:
                    best_sets.append(new)
        if per_level is not None:
            per_level.append((best, list(best_sets), examined))
        if not nxt:
            break
        level = nxt
    sets = tuple(tuple(sorted(prior.index(n) for n in s)) for s in best_sets)
    return best, sets, examined


def bound_achieving_set(prior, M):
    """A set of M tree nodes built to meet the counting lower bound ``Σ_k α^k(1 − (M+1)2^{−k})⁺``.

    With ``2^j − 1 ≤ M < 2^{j+1} − 1``: every node of depth j but the last, then
    ``r = M − 2^j + 1`` nodes of depth j+1, left children of the depth-j nodes taken from
    the last one backwards.  If its MSE equals the lower bound, it is optimal — a
    certificate that needs no search.

    >>> from theory.inference import TreePrior
    >>> bound_achieving_set(TreePrior(3, "1/2"), 4)
    [(2, 0), (2, 1), (2, 2), (3, 6)]
    """
    if not isinstance(prior, TreePrior):
        raise InputTypeError(f"prior must be a TreePrior; got {type(prior).__name__}")
    M = positive_int("M", M, minimum=0, maximum=prior.n_leaves - 1)
    j = 0
    while j + 1 <= prior.depth and 2 ** (j + 1) - 1 <= M:
        j += 1
    nodes = [(j, i) for i in range(2 ** j - 1)] if j > 0 else []
    extra = [(j + 1, 2 * i) for i in reversed(range(2 ** j))]
    return nodes + extra[: M - len(nodes)]


MAX_SET_MSE_WORK = 100_000_000    # read nodes² × 64-bit words of a leaf mask (pairwise class masks)


def tree_set_mse(prior, nodes):
    """Exact MSE of reading the tree nodes ``nodes`` (a collection of ``(k, i)`` pairs) non-adaptively.

    >>> from theory.inference import TreePrior
    >>> tree_set_mse(TreePrior(2, "1/2"), [(1, 0)])
    Fraction(1, 8)
    """
    if not isinstance(prior, TreePrior):
        raise InputTypeError(f"prior must be a TreePrior; got {type(prior).__name__}")
    if isinstance(nodes, (str, bytes, dict)) or not isinstance(nodes, (list, tuple, set, frozenset, np.ndarray)):
        raise InputTypeError(f"nodes must be a collection of (k, i) pairs; got {type(nodes).__name__} "
                             f"({nodes!r:.60})")
    nodes = {prior.node(n, f"nodes[{j}]") for j, n in enumerate(nodes)}
    work = len(nodes) ** 2 * max(1, prior.n_leaves // 64)
    if work > MAX_SET_MSE_WORK:
        raise TooLargeError(f"tree_set_mse of {len(nodes)} nodes on T({prior.depth}) needs ≈{work:.3g} word "
                            f"operations (nodes² × leaves/64; limit {MAX_SET_MSE_WORK:.0e}); read fewer nodes")
    return sum(tree_loss_mass(prior.depth, prior.alpha, m) for m in tree_classes(prior, nodes).values())


def solve(prior, M, max_sets=MAX_SETS, progress=None):
    """Exact non-adaptive optimum of a TreePrior or DiscretePrior with M readings (M already
    validated): ``(mse, optimal sets as coordinate indices, sets examined)``; refuses too-large
    searches before any work.

    >>> from theory.inference import TreePrior
    >>> solve(TreePrior(2, "1/2"), 1)
    (Fraction(1, 8), ((0,),), 3)
    """
    max_sets = positive_int("max_sets", max_sets)
    if isinstance(prior, TreePrior):
        # orbits ≥ C(D, M) / |Aut| with |Aut| = 2^(2^K − 1); the search is refused when even that bound is too big
        sets, aut = math.comb(prior.dim, M), 2 ** (prior.n_leaves - 1)
        if sets > max_sets * aut:         # integers: C(D, M) / |Aut| overflows a float on deep trees
            lg = math.log10(sets) - (prior.n_leaves - 1) * math.log10(2)
            lower = f"{10 ** lg:.3g}" if lg < 300 else f"10^{lg:.1f}"
            raise TooLargeError(f"non-adaptive search on T({prior.depth}) with M={M} has at least {lower} "
                                f"symmetry orbits of node sets, more than max_sets={max_sets}")
        check_tree_search(prior, M)
        problem_for(prior)
        return _tree_search(prior, M, max_sets, progress=progress)
    count = math.comb(prior.dim, M)
    if count > max_sets:
        raise TooLargeError(f"exhaustive non-adaptive search over C({prior.dim}, {M}) = {count} sets exceeds "
                            f"max_sets={max_sets}; lower M or raise max_sets")
    if count * max(M, 1) * prior.dim > MAX_DISCRETE_SEARCH:
        raise TooLargeError(f"exhaustive non-adaptive search over C({prior.dim}, {M}) = {count} sets × {M} readings × "
                            f"{prior.dim} coordinates exceeds {MAX_DISCRETE_SEARCH:.0e} steps; lower M")
    from theory.system.progress import bar
    problem = problem_for(prior)
    best, best_sets = None, []
    with bar(count, f"non-adaptive search over C({prior.dim}, {M}) = {count:,} sets", progress, unit="set",
             large=count * max(M, 1) * prior.dim >= MAX_DISCRETE_SEARCH // 10) as b:
        for coords in combinations(range(prior.dim), M):
            v = partition_value(problem, coords)
            if best is None or v < best:
                best, best_sets = v, [coords]
            elif v == best:
                best_sets.append(coords)
            b.update(1)
    return best, tuple(best_sets), count


def solve_sweep(prior, M_max, max_sets=MAX_SETS, progress=None):
    """Exact non-adaptive optima of a tree prior for every M = 0..M_max in one orbit search:
    a list of ``(mse, sets, examined)``, index M."""
    check_tree_search(prior, M_max)
    problem_for(prior)
    levels = []
    best, sets, examined = _tree_search(prior, M_max, positive_int("max_sets", max_sets), levels, progress)
    full = (1 << prior.n_leaves) - 1
    out = [(tree_loss_mass(prior.depth, prior.alpha, full), ((),), 1)]
    for m in range(1, M_max + 1):
        b, s, e = levels[min(m, len(levels)) - 1] if levels else (best, sets, examined)
        out.append((b, tuple(tuple(sorted(prior.index(n) for n in x)) for x in s), e))
    return out


__all__ = ["bound_achieving_set", "tree_set_mse", "solve", "solve_sweep"]
