"""The non-adaptive solvers (best fixed coordinate set) against brute force over every set and over the
tree's automorphism orbits; their size limits and refusals."""
from fractions import Fraction
from itertools import combinations, product

import numpy as np
import pytest

from theory.errors import InputTypeError as _InputTypeError, InputValueError, TooLargeError
from theory.inference import bound_achieving_set, DiscretePrior, optimal_nonadaptive, TreePrior
from theory.inference.strategies import adaptive, nonadaptive
from theory.inference.strategies.optimal import nonadaptive_sweep

from tests.inference.strategies.helpers import _Finite


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_a_deep_tree_nonadaptive_search_is_refused_not_overflowed():
    """C(131070, 60000) / 2^65535 overflowed a float: OverflowError instead of TooLargeError."""
    with pytest.raises(TooLargeError, match=r"at least 10\^\d+\.\d symmetry orbits"):
        optimal_nonadaptive(TreePrior(16, "1/2"), 60000)
    with pytest.raises(TooLargeError, match=r"at least 4\.29e\+06 symmetry orbits"):   # small counts: as before
        optimal_nonadaptive(TreePrior(5, "1/2"), 20)


def _set_mse(ref, coords):
    classes = {}
    for s, row in enumerate(ref.points):
        classes.setdefault(tuple(row[c] for c in coords), set()).add(s)
    return sum((ref.loss(frozenset(S)) for S in classes.values()), Fraction(0))


def _automorphisms(K):
    """Every automorphism of the depth-K tree as a map on nodes (k, i)."""
    internal = [(k, i) for k in range(K) for i in range(2 ** k)]
    for flips in product((0, 1), repeat=len(internal)):
        flip = dict(zip(internal, flips))

        def image(node, flip=flip):
            k, i = node
            j = 0                      # walk down from the root, swapping the children where flipped
            for d in range(k):
                j = 2 * j + (((i >> (k - 1 - d)) & 1) ^ flip[(d, j)])
            return (k, j)
        yield image


def _orbit_key(K, nodes, autos):
    return min(tuple(sorted(g(n) for n in nodes)) for g in autos)


def _irredundant(K, nodes):
    deepest = set()
    for leaf in range(2 ** K):
        on = [(k, i) for k, i in nodes if leaf >> (K - k) == i]
        if on:
            deepest.add(max(on))
    return all(n in deepest for n in nodes)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/nonadaptive.py (tests/test_mutation_kills.py)')
@pytest.mark.parametrize("K,a,M", [(1, Fraction(1, 3), 2), (2, Fraction(1, 2), 6), (3, Fraction(2, 3), 3),
                                   (3, Fraction(1, 5), 2)])
def test_tree_search_against_all_node_sets_and_their_orbits(K, a, M):
    T = TreePrior(K, a)
    ref, nodes = _Finite.of(T), T.nodes
    autos = list(_automorphisms(K))
    assert len({tuple(g(n) for n in nodes) for g in autos}) == 2 ** (2 ** K - 1)
    per_level = nonadaptive_sweep(T, M)
    value, size = {}, {}               # orbit of an irredundant set -> its MSE and size
    for n in range(M + 1):
        for C in combinations(nodes, n):
            if _irredundant(K, C):
                key = _orbit_key(K, C, autos)
                if key not in value:
                    value[key], size[key] = _set_mse(ref, [nodes.index(x) for x in C]), n
    for m in range(M + 1):
        values = {o: v for o, v in value.items() if size[o] <= m}
        orbits = set(values)
        best = min(values.values())
        assert best == min(_set_mse(ref, C) for C in combinations(range(len(nodes)), m))
        mse, sets, examined = nonadaptive.solve(T, m)
        assert mse == best and examined == len(orbits)
        got = [_orbit_key(K, [nodes[c] for c in s], autos) for s in sets]
        assert sorted(got) == sorted(o for o, v in values.items() if v == best)
        assert all(s == tuple(sorted(s)) for s in sets)
        r = per_level[m]
        assert (r.M, r.mse, r.optimal_sets, r.examined) == (m, mse, sets, examined)
        assert optimal_nonadaptive(T, m).optimal_sets == sets


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/nonadaptive.py (tests/test_mutation_kills.py)')
def test_tree_set_mse_and_classes_against_the_partition():
    T = TreePrior(3, Fraction(3, 7))
    ref, nodes = _Finite.of(T), T.nodes
    for C in [(), ((1, 0),), ((1, 0), (1, 1)), ((2, 1), (1, 0)), ((3, 5), (2, 2), (1, 1)), ((1, 1), (2, 3), (2, 2))]:
        assert nonadaptive.tree_set_mse(T, C) == _set_mse(ref, [nodes.index(n) for n in C])
        classes = nonadaptive.tree_classes(T, set(C))   # each leaf in the class of its deepest read node
        leaves = sorted(b for m in classes.values() for b in range(8) if m >> b & 1)
        assert leaves == list(range(8)) and sum(bin(m).count("1") for m in classes.values()) == 8
        for u, mask in classes.items():
            for leaf in range(8):
                on = [(k, i) for k, i in C if leaf >> (3 - k) == i]
                assert bool(mask >> leaf & 1) == ((max(on) if on else None) == u)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/nonadaptive.py (tests/test_mutation_kills.py)')
@pytest.mark.parametrize("K", [1, 2, 3, 4])
def test_bound_achieving_set_meets_the_counting_bound(K):
    """Its MSE by partition equals Σ_k α^k (1 − (M+1)2^{−k})⁺ for every M < 2^K; sets by hand for T(3)."""
    a = Fraction(2, 3)
    T = TreePrior(K, a)
    ref, nodes = _Finite.of(T), T.nodes
    for M in range(2 ** K):
        S = bound_achieving_set(T, M)
        assert len(S) == len(set(S)) == M
        bound = sum((a ** k * max(Fraction(0), 1 - Fraction(M + 1, 2 ** k)) for k in range(1, K + 1)), Fraction(0))
        assert _set_mse(ref, [nodes.index(n) for n in S]) == bound == nonadaptive.tree_set_mse(T, S)
    T3 = TreePrior(3, a)
    assert [bound_achieving_set(T3, M) for M in range(8)] == [
        [], [(1, 0)], [(1, 0), (2, 2)], [(2, 0), (2, 1), (2, 2)], [(2, 0), (2, 1), (2, 2), (3, 6)],
        [(2, 0), (2, 1), (2, 2), (3, 6), (3, 4)], [(2, 0), (2, 1), (2, 2), (3, 6), (3, 4), (3, 2)],
        [(3, 0), (3, 1), (3, 2), (3, 3), (3, 4), (3, 5), (3, 6)]]
    with pytest.raises(_InputTypeError) as exc:
        bound_achieving_set(T.to_discrete(), 1)
    assert str(exc.value) == "prior must be a TreePrior; got DiscretePrior"
    with pytest.raises(InputValueError) as exc:
        bound_achieving_set(T, 2 ** K)
    assert str(exc.value) == f"M must be an integer in [0, {2 ** K - 1}]; got {2 ** K}"


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/nonadaptive.py (tests/test_mutation_kills.py)')
def test_discrete_search_against_every_coordinate_set():
    P = DiscretePrior([[0, 1, 2, 0], [1, 1, 0, 0], [2, 0, 2, 1], [0, 0, 1, 1], [1, 0, 0, 1]],
                      ["1/10", "2/10", "3/10", "1/4", "3/20"], ["1", "1/2", "3", "1/3"])
    ref = _Finite.of(P)
    for M in range(5):
        values = {C: _set_mse(ref, C) for C in combinations(range(4), M)}
        best = min(values.values())
        assert nonadaptive.solve(P, M) == (best, tuple(C for C, v in values.items() if v == best), len(values))
        for C in values:
            assert nonadaptive.partition_value(nonadaptive.problem_for(P), C) == values[C]
    even = DiscretePrior([[0, 0], [1, 1]], ["1/2", "1/2"])          # both coordinates tie
    assert nonadaptive.solve(even, 1) == (0, ((0,), (1,)), 2)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/nonadaptive.py (tests/test_mutation_kills.py)')
def test_nonadaptive_size_limits_are_inclusive_with_exact_messages():
    T = TreePrior(3, "1/2")
    examined = nonadaptive.solve(T, 3)[2]
    assert nonadaptive.solve(T, 3, max_sets=examined)[2] == examined
    with pytest.raises(TooLargeError) as exc:
        nonadaptive.solve(T, 3, max_sets=examined - 1)
    assert str(exc.value) == (f"non-adaptive search on T(3) passed max_sets={examined - 1} orbits at M=3; "
                              "lower M or raise max_sets")
    # the orbit lower bound C(D, M) / 2^(2^K − 1): T(4), M = 8 has C(30, 8)/2^15 = 178.6 orbits at least
    with pytest.raises(TooLargeError) as exc:
        nonadaptive.solve(TreePrior(4, "1/2"), 8, max_sets=178)
    assert str(exc.value) == ("non-adaptive search on T(4) with M=8 has at least 179 symmetry orbits of node sets, "
                              "more than max_sets=178")
    fits = ("depth ≤ 3 (any M), depth 4 (M ≤ 8), depth 5 (M ≤ 5), depth 6 (M ≤ 4), depth 7 (M ≤ 3), "
            "depth 8 (M ≤ 3), depth 9 (M ≤ 3), depth 10 (M ≤ 2)")
    for K, M in ((4, 9), (7, 4), (10, 3), (11, 1)):
        with pytest.raises(TooLargeError) as exc:
            nonadaptive.check_tree_search(TreePrior(K, "1/2"), M)
        assert str(exc.value) == (f"non-adaptive search on T({K}) with M={M} examines too many symmetry orbits of node "
                                  f"sets; {fits} fit (the counting bound nonadaptive_lower_bound and "
                                  "bound_achieving_set cover any depth)")
    for K, M in ((3, 7), (4, 8), (7, 3), (10, 2)):
        nonadaptive.check_tree_search(TreePrior(K, "1/2"), M)
    # discrete: C(6, 3) = 20 sets; 20 × 3 × 6 = 360 steps
    P = DiscretePrior(np.eye(6, dtype=int).tolist(), ["1/6"] * 6)
    assert nonadaptive.solve(P, 3, max_sets=20)[2] == 20
    with pytest.raises(TooLargeError) as exc:
        nonadaptive.solve(P, 3, max_sets=19)
    assert str(exc.value) == ("exhaustive non-adaptive search over C(6, 3) = 20 sets exceeds max_sets=19; "
                              "lower M or raise max_sets")
    with pytest.raises(TooLargeError) as exc:
        nonadaptive.solve(DiscretePrior(np.eye(40, dtype=int).tolist(), ["1/40"] * 40), 4)
    assert str(exc.value) == ("exhaustive non-adaptive search over C(40, 4) = 91390 sets × 4 readings × 40 coordinates "
                              "exceeds 3e+06 steps; lower M")


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/nonadaptive.py (tests/test_mutation_kills.py)')
def test_size_limits_at_equality_with_patched_constants(monkeypatch):
    """The work limits compare with ``>``: equal work runs, one more is refused (limits patched small)."""
    T = TreePrior(3, "1/2")                                   # 105 unreduced states × 14 coordinates = 1470
    monkeypatch.setitem(adaptive.MAX_TREE_WORK, False, 1470)
    adaptive.check_size(T, 3, symmetric=False)
    monkeypatch.setitem(adaptive.MAX_TREE_WORK, False, 1469)
    with pytest.raises(TooLargeError, match=r"105 memoised states × 14 coordinates of work \(limit 1469\)"):
        adaptive.check_size(T, 3, symmetric=False)
    P = DiscretePrior(np.eye(6, dtype=int).tolist(), ["1/6"] * 6)   # C(6, 3) · 3 · 6 = 360; M = 0: 1 · 1 · 6
    monkeypatch.setattr(nonadaptive, "MAX_DISCRETE_SEARCH", 360)
    assert nonadaptive.solve(P, 3)[2] == 20
    monkeypatch.setattr(nonadaptive, "MAX_DISCRETE_SEARCH", 359)
    with pytest.raises(TooLargeError) as exc:
        nonadaptive.solve(P, 3)
    assert str(exc.value) == ("exhaustive non-adaptive search over C(6, 3) = 20 sets × 3 readings × 6 coordinates "
                              "exceeds 4e+02 steps; lower M")
    monkeypatch.setattr(nonadaptive, "MAX_DISCRETE_SEARCH", 6)
    assert nonadaptive.solve(P, 0) == (Fraction(5, 6), ((),), 1)
    for run in (lambda: nonadaptive_sweep(TreePrior(2, "1/2"), 2, max_sets=0),
                lambda: optimal_nonadaptive(TreePrior(2, "1/2"), 2, max_sets=0)):
        with pytest.raises(InputValueError) as exc:
            run()
        assert str(exc.value) == "max_sets must be an integer >= 1; got 0"
    # the orbit lower bound of T(1), M = 1 is C(2, 1)/2 = 1 = max_sets: not refused up front, the search
    # then passes max_sets at its second orbit
    with pytest.raises(TooLargeError) as exc:
        nonadaptive.solve(TreePrior(1, "1/2"), 1, max_sets=1)
    assert str(exc.value) == "non-adaptive search on T(1) passed max_sets=1 orbits at M=1; lower M or raise max_sets"


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/models/factored.py (tests/test_mutation_kills.py)')
def test_tree_search_computes_each_loss_once_per_canonical_leaf_set(monkeypatch):
    """The search's loss memo: tree_loss_mass is asked once per symmetry class of leaf sets."""
    from theory.inference.strategies.problems import canonical_leaf_set
    asked, loss = [], nonadaptive.tree_loss_mass

    def counted(K, alpha, mask):
        asked.append(canonical_leaf_set(mask, 2 ** K))
        return loss(K, alpha, mask)

    monkeypatch.setattr(nonadaptive, "tree_loss_mass", counted)
    T = TreePrior(3, "1/2")
    assert nonadaptive.solve(T, 3)[0] == Fraction(1, 16)       # min over all C(14, 3) sets by _set_mse: 1/16
    assert len(asked) == len(set(asked)) > 10
