"""``theory.check`` shrinks a counterexample to the smallest failing dimension, within a budget counted in
work, not time."""
import time

import numpy as np
import pytest

from tests.identities.helpers import _matrices


def _shrunk_evaluations(result):
    import re
    m = re.match(r"shrunk in (\d+) evaluations?( \(budget reached\))?; budget (\d+) evaluations?", result.shrinking)
    assert m, result.shrinking
    return int(m.group(1)), bool(m.group(2)), int(m.group(3))


@pytest.mark.found_by('mutation testing (tools/mutation.py), issue 26: a mutant only the claims or the peer tests killed (tests/test_fast_kills.py)')
def test_check_shrinks_to_the_smallest_failing_dimension(monkeypatch):
    """A² = A fails at n = 1 (A = −1).  Shrinking used to stop at n = 2 when it started from a nilpotent
    A at n = 4: every truncation to n = 1 is 0, which satisfies it, so only fresh n = 1 instances find it."""
    import theory.identities.decide as decide          # where check() looks the names up
    from theory.identities.problem import Instance
    from fractions import Fraction
    from theory import check
    A, _ = _matrices()
    assert check(A * A, A).counterexample.dims == {"n": 1}
    N = np.full((4, 4), Fraction(0), dtype=object)
    for i in range(3):
        N[i, i + 1] = Fraction(1)                # the search found this nilpotent (A² ≠ A) instance at n = 4
    monkeypatch.setattr(decide, "simplest_first", lambda problem: (None, 0))
    monkeypatch.setattr(decide, "search_counterexample", lambda problem, n, seed: (Instance({"n": 4}, {"A": {"E": N}}), 1))
    r = check(A * A, A)
    assert r.status == "refuted" and r.counterexample.dims == {"n": 1}
    a = r.counterexample.arrays["A"]
    assert a[0, 0] * a[0, 0] != a[0, 0]          # and it does fail there
    evals, reached, budget = _shrunk_evaluations(r)
    assert not reached and evals <= budget // 10


@pytest.mark.found_by('mutation testing (tools/mutation.py), issue 26: a mutant only the claims or the peer tests killed (tests/test_fast_kills.py)')
def test_check_a_simple_refutation_shrinks_well_inside_its_budget():
    """AB = BA: the shrunk counterexample is at n = 2 (1×1 matrices commute) and costs a small part of the
    evaluation budget (counted, not timed)."""
    from theory import check
    A, B = _matrices()
    r = check(A * B, B * A)
    assert r.status == "refuted" and r.counterexample.dims == {"n": 2}
    evals, reached, budget = _shrunk_evaluations(r)
    assert not reached and evals <= budget // 5, r.shrinking
    a, b = (np.asarray(r.counterexample.arrays[k], dtype=float) for k in "AB")
    assert not np.allclose(a @ b, b @ a)
    assert np.count_nonzero(a) + np.count_nonzero(b) <= 3      # shrunk to a few unit entries


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 9; tests/test_round4_hangs.py)')
def test_the_shrinking_budget_is_counted_not_timed(monkeypatch):
    """With the clock made 100× slower (every time.perf_counter call advances 10 s), the counterexample and
    the evaluations spent are those of a normal run: no wall clock decides them."""
    import sympy as sp

    import theory
    from theory.identities import shrink
    n = sp.Symbol("n", integer=True, positive=True)
    A, B = sp.MatrixSymbol("A", n, n), sp.MatrixSymbol("B", n, n)
    args = (A * B * A + B, B * A * A + B)
    kw = dict(seed=1, shapes={n: (3, 4)}, prove=False, shrink_seconds=0.05)
    normal = theory.check(*args, **kw)
    clock = iter(range(0, 10**9, 10))
    monkeypatch.setattr(time, "perf_counter", lambda: float(next(clock)))
    slow = theory.check(*args, **kw)
    assert str(slow.counterexample) == str(normal.counterexample) and slow.shrinking == normal.shrinking
    assert "budget reached" in normal.shrinking
    spent = int(normal.shrinking.split()[2])
    assert 0 < spent < 500                                          # the work budget, not the count, stopped it
    problem = _problem_of(args, kw)
    small, big = shrink.evaluation_seconds(problem, {"n": 3}), shrink.evaluation_seconds(problem, {"n": 4})
    assert shrink.SECONDS_PER_EVALUATION < small < big                 # charged by size: larger costs more


def _problem_of(args, kw):
    """The _Problem check builds for these arguments (captured at the shrinking step)."""
    import theory.identities.decide as decide
    seen = {}
    real = decide.shrink_counterexample

    def spy(problem, inst, max_evals, max_seconds):
        seen["problem"] = problem
        return real(problem, inst, max_evals, max_seconds)
    decide.shrink_counterexample = spy
    try:
        decide.check(*args, **{**kw, "shrink_evaluations": 1})
    finally:
        decide.shrink_counterexample = real
    return seen["problem"]
