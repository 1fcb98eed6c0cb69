"""The adaptive DP solvers against a brute-force Bayes recursion written from the definitions; their memo,
state table and size limits."""
from fractions import Fraction

import pytest

from theory.errors import InputTypeError, InputValueError, TooLargeError
from theory.inference import DiscretePrior, optimal_adaptive, TreePrior
from theory.inference.strategies import adaptive

from tests.inference.strategies.helpers import _Finite


def _check_adaptive(prior, M, **kw):
    ref = _Finite.of(prior)
    r = optimal_adaptive(prior, M, **kw)
    root = frozenset(range(len(ref.probs)))
    steps = min(M, prior.depth) if isinstance(prior, TreePrior) else M
    assert r.mse == ref.value(root, steps) and r.mse == ref.check_policy(r.policy, root, steps)
    assert isinstance(r.mse, Fraction)
    return r


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/adaptive.py (tests/test_mutation_kills.py)')
@pytest.mark.parametrize("K,a", [(1, Fraction(1, 3)), (2, Fraction(1, 2)), (2, Fraction(7, 9)), (3, Fraction(2, 5))])
def test_adaptive_tree_dp_and_policy_against_the_brute_force_recursion(K, a):
    T = TreePrior(K, a)
    for M in range(K + 2 if K < 3 else K + 1):          # M = K + 1 is clamped to K (checked on small trees)
        for sym in (True, False):
            _check_adaptive(T, M, symmetric=sym)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/adaptive.py (tests/test_mutation_kills.py)')
def test_adaptive_discrete_dp_and_policy_against_the_brute_force_recursion():
    """Uneven probabilities, zero-probability points, scales, three-valued and constant coordinates,
    a split that does not lower the loss (stop, not read) and one support point."""
    priors = [
        DiscretePrior([[0, 1, 2, 5], [1, 1, 0, 5], [2, 0, 2, 5], [0, 0, 1, 5], [1, 0, 0, 5]],
                      ["1/10", "2/10", "3/10", "1/4", "3/20"], ["1", "1/2", "3", "7"]),
        DiscretePrior([[0, 0], [1, 3], [0, 3], [1, 0]], ["1/3", "1/6", "1/2", "0"], ["2", "1/5"]),
        DiscretePrior([[3, 1], [3, 2]], ["1", "0"]),   # the only split separates a null point: stop
        DiscretePrior([[0, 0], [0, 1], [1, 0]], ["1/2", "1/2", "0"]),
        DiscretePrior([[1, 2, 3]], ["1"]),
    ]
    for prior in priors:
        for M in range(prior.dim + 1):
            _check_adaptive(prior, M)
    stop = optimal_adaptive(priors[2], 2).policy
    assert stop.coordinate is None and stop.loss == 0 == optimal_adaptive(priors[2], 2).mse


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/adaptive.py (tests/test_mutation_kills.py)')
def test_adaptive_tree_as_discrete_prior_matches_the_reference():
    _check_adaptive(TreePrior(2, Fraction(3, 4)).to_discrete(), 3)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/adaptive.py (tests/test_mutation_kills.py)')
def test_adaptive_solver_defaults_and_max_states_name():
    """``solve`` memoises on symmetry classes by default (T(3), M = 2: 6 classes, 27 plain sets)."""
    T = TreePrior(3, "1/2")
    assert adaptive.solve(T, 2)[2] == 6 and adaptive.solve(T, 2, symmetric=False)[2] == 27
    with pytest.raises(InputValueError) as exc:
        optimal_adaptive(T, 2, max_states=0)
    assert str(exc.value) == "max_states must be an integer >= 1; got 0"


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/adaptive.py (tests/test_mutation_kills.py)')
def test_adaptive_memo_limit_is_inclusive_and_refused_with_its_message():
    """With M = 2 the memo holds the M = 1 states of the root's outcome classes, then the root: the
    last new state is met with n − 2 stored, so max_states = n − 1 runs and n − 2 is refused."""
    for T, sym in ((TreePrior(2, "1/2"), True), (TreePrior(3, "1/2"), False)):
        n = optimal_adaptive(T, 2, symmetric=sym).states
        assert optimal_adaptive(T, 2, symmetric=sym, max_states=n - 1).states == n
        with pytest.raises(TooLargeError) as exc:
            optimal_adaptive(T, 2, symmetric=sym, max_states=n - 2)
        assert str(exc.value) == (f"the dynamic program passed max_states={n - 2} memoised states; "
                                  "use a smaller depth or M, or raise max_states")


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/adaptive.py (tests/test_mutation_kills.py)')
def test_adaptive_state_table_is_the_measured_memo_size():
    """The table the size check uses against the DP's own memo count (cheap entries; M = 0 needs no
    memo, the table's 1 there is an upper bound); depth ≤ 3 uses the unreduced counts as a bound."""
    measured = {True: {5: 4, 6: 2, 7: 2}, False: {4: 3, 5: 2, 6: 1, 7: 1}}
    for sym, rows in measured.items():
        for K, top in rows.items():
            T = TreePrior(K, "1/2")
            for M in range(1, top + 1):
                assert optimal_adaptive(T, M, symmetric=sym).states == adaptive.TREE_STATES[sym][K][M], (sym, K, M)
            assert optimal_adaptive(T, 0, symmetric=sym).states == 0 < adaptive.TREE_STATES[sym][K][0]
    for M in range(4):
        got = optimal_adaptive(TreePrior(3, "1/2"), M, symmetric=False).states
        assert adaptive.tree_states(3, M, True) == adaptive.tree_states(3, M, False) == max(got, 1)
    small = [optimal_adaptive(TreePrior(K, "1/2"), M, symmetric=s).states
             for K in (1, 2) for M in range(K + 1) for s in (True, False)]
    assert max(small) == optimal_adaptive(TreePrior(2, "1/2"), 2, symmetric=False).states == 11
    assert adaptive.tree_states(2, 2, False) == adaptive.tree_states(1, 1, True) == 11
    # unmeasured sizes fall back to the unreduced table, and beyond both to None (refused)
    assert adaptive.tree_states(7, 3, True) == 112 and adaptive.tree_states(7, 2, False) is None
    assert adaptive.tree_states(4, 3, True) == 465
    assert adaptive.tree_states(8, 1, True) is None and adaptive.tree_states(6, 7, True) is None


def _light_discrete(points):
    """A uniform DiscretePrior of integer points without the per-entry validation (cheap at 1e5 entries),
    for the size checks, which read only ``size``, ``dim`` and ``points``."""
    prior = DiscretePrior.__new__(DiscretePrior)
    prior.points, prior.size, prior.dim = points, len(points), len(points[0])
    prior.probs, prior.scales_sq = [Fraction(1, len(points))] * len(points), [1] * len(points[0])
    return prior


def _reachable(prior, M):
    """Support sets reachable with ≤ M readings, by recursion over the definition."""
    ref, seen = _Finite.of(prior), set()

    def walk(S, m):
        seen.add(S)
        if m:
            for c in range(len(ref.q)):
                parts = ref.split(S, c)
                if len(parts) > 1:
                    for _, sub in parts:
                        walk(sub, m - 1)

    walk(frozenset(range(len(ref.probs))), M)
    return len(seen)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/adaptive.py (tests/test_mutation_kills.py)')
def test_discrete_reachable_set_count_and_its_cap():
    P = DiscretePrior([[0, 1, 2], [1, 1, 0], [2, 0, 2], [0, 0, 1], [1, 2, 0]], ["1/5"] * 5)
    for M in range(4):
        n = _reachable(P, M)
        assert adaptive.discrete_states(P, M, 10 ** 6) == n
        assert adaptive.discrete_states(P, M, n) == n
        assert M == 0 or adaptive.discrete_states(P, M, n - 1) is None
    # the size check's cap is inclusive: two support points split by one coordinate reach 3 sets;
    # unit = M·dim²·support, cap = 2e8 // unit = 3 at dim 5500 (accepted) and 2 at dim 5800 (refused)
    for dim, ok in ((5500, True), (5800, False)):
        prior = _light_discrete([[0] * dim, [1] + [0] * (dim - 1)])
        if ok:
            adaptive.check_size(prior, 1)
        else:
            with pytest.raises(TooLargeError) as exc:
                adaptive.check_size(prior, 1)
            assert str(exc.value) == (
                "adaptive DP on a discrete prior with 2 support points and 5800 coordinates reaches more than 2 "
                "support sets with M=1 readings (work limit 2e+08 = sets × M × dim² × support); fewer support "
                "points, coordinates or readings M fit")


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/nonadaptive.py (tests/test_mutation_kills.py)')
def test_adaptive_loss_is_computed_once_per_canonical_set(monkeypatch):
    """The loss memo: the tree problem's loss is asked once per symmetry class of leaf sets."""
    from theory.inference.strategies import problems
    asked, loss = [], problems.TreeProblem.loss

    def counted(self, mask):
        asked.append(problems.canonical_leaf_set(mask, 8))
        return loss(self, mask)

    monkeypatch.setattr(problems.TreeProblem, "loss", counted)
    assert optimal_adaptive(TreePrior(3, "1/2"), 3).mse == _Finite.of(TreePrior(3, "1/2")).value(frozenset(range(8)), 3)
    assert len(asked) == len(set(asked)) > 10


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/nonadaptive.py (tests/test_mutation_kills.py)')
def test_adaptive_value_memo_splits_each_state_once(monkeypatch):
    """The value memo: the DP splits each memoised state once, the policy each of its nodes that may
    still read once — nothing is recomputed."""
    from theory.inference.strategies import problems
    calls, splits = [0], problems.TreeProblem.splits

    def counted(self, mask):
        calls[0] += 1
        return splits(self, mask)

    monkeypatch.setattr(problems.TreeProblem, "splits", counted)
    r = optimal_adaptive(TreePrior(3, "1/2"), 3)

    def reading_nodes(node, m):
        return (m > 0) + sum(reading_nodes(child, m - 1) for _, _, child in node.branches)

    assert r.states == 16 and calls[0] == r.states + reading_nodes(r.policy, 3)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/nonadaptive.py (tests/test_mutation_kills.py)')
def test_adaptive_size_refusals_exact_messages():
    fits = {True: "depth ≤ 5 (any M), depth 6 (M ≤ 6), depth 7 (M ≤ 5)",
            False: "depth ≤ 4 (any M), depth 5 (M ≤ 3), depth 6 (M ≤ 2), depth 7 (M ≤ 1)"}
    closed = "(the closed form theory.inference.strategies.closed_forms.mse_adaptive covers any depth)"
    cases = [
        (TreePrior(8, "1/2"), 2, True, f"adaptive DP on a tree of depth 8 (256 leaves, 510 coordinates) is too large; "
                                        f"{fits[True]} fits {closed}"),
        (TreePrior(8, "1/2"), 1, False, f"adaptive DP on a tree of depth 8 (256 leaves, 510 coordinates) is too large; "
                                         f"{fits[False]} fits {closed}"),
        (TreePrior(7, "1/2"), 6, True, "adaptive DP on T(7) with M=6 (symmetric=True) has 44182 memoised states × 254 "
                                       f"coordinates of work (limit 2000000); {fits[True]} fits {closed}"),
        (TreePrior(5, "1/2"), 4, False, "adaptive DP on T(5) with M=4 (symmetric=False) has 29583 memoised states × 62 "
                                        f"coordinates of work (limit 500000); {fits[False]} fits {closed}"),
        (TreePrior(6, "1/2"), 3, False, "adaptive DP on T(6) with M=3 (symmetric=False) has 8001 memoised states × 126 "
                                       f"coordinates of work (limit 500000); {fits[False]} fits {closed}"),
        (TreePrior(7, "1/2"), 2, False, "adaptive DP on T(7) with M=2 (symmetric=False) has more memoised states than "
                                        f"any size measured; {fits[False]} fits {closed}"),
        (DiscretePrior([[v] for v in range(63)], [Fraction(1, 63)] * 63), 1, True,
         "adaptive DP on a discrete prior with 63 support points and 1 coordinates: at most 62 support points "
         "(and dim × support ≤ 1e5) fit"),
        (_light_discrete([[0] * 50001, [1] * 50001]), 0, True,
         "adaptive DP on a discrete prior with 2 support points and 50001 coordinates: at most 62 support points "
         "(and dim × support ≤ 1e5) fit"),
        (_light_discrete([[0] * 9091, [1] * 9091] + [[0] * 9091] * 9), 0, True,     # 11 × 9091 = 100001
         "adaptive DP on a discrete prior with 11 support points and 9091 coordinates: at most 62 support points "
         "(and dim × support ≤ 1e5) fit"),
    ]
    for prior, M, sym, message in cases:
        with pytest.raises(TooLargeError) as exc:
            optimal_adaptive(prior, M, symmetric=sym)
        assert str(exc.value) == message
    # the limits themselves are accepted (the M = 6 and M = 5 sizes are checked without running them)
    adaptive.check_size(TreePrior(7, "1/2"), 5)
    adaptive.check_size(TreePrior(6, "1/2"), 6)
    adaptive.check_size(TreePrior(7, "1/2"), 1, symmetric=False)
    adaptive.check_size(TreePrior(6, "1/2"), 2, symmetric=None)
    with pytest.raises(InputTypeError, match="symmetric must be True or False"):     # #26: a flag is a bool
        optimal_adaptive(TreePrior(2, "1/2"), 2, symmetric=None)
    assert optimal_adaptive(DiscretePrior([[v] for v in range(62)], [Fraction(1, 62)] * 62), 1).mse == 0
    adaptive.check_size(_light_discrete([[0] * 50000, [1] * 50000]), 0)
