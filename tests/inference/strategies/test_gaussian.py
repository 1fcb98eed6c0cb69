"""Gaussian priors: the posterior against the information form and explicit conditioning, the coordinate
MSE against the pseudo-inverse, the Gaussian solvers against brute force, their refusals."""
import math
from fractions import Fraction
from itertools import combinations

import numpy as np
import pytest
import sympy as sp

from theory.errors import InputTypeError, InputValueError, ShapeError, TooLargeError
from theory.inference import coordinate_mse, GaussianPrior, optimal_adaptive, optimal_nonadaptive, posterior
from theory.inference.strategies import gaussian

from tests.helpers import _close


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_a_covariance_whose_mse_overflows_is_refused():
    """cov = 1e308·[[1, 1], [1, 1]]: tr(cov) = 2e308 overflowed to inf (optimal_adaptive(prior, 0).mse was inf)."""
    with pytest.raises(InputValueError, match="cov is too large for float64"):
        GaussianPrior(np.full((2, 2), 1e308), allow_singular=True)
    with pytest.raises(InputValueError, match="cov is too large for float64"):
        GaussianPrior(np.eye(2), scales_sq=[1e308, 1e308])
    assert optimal_adaptive(GaussianPrior(np.eye(2) * 1e300), 1).mse == 1e300


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_a_symbolic_covariance_the_strategy_cannot_order_is_an_input_type_error():
    """min() over symbolic MSEs raised SymPy's bare TypeError 'cannot determine truth value of Relational'."""
    s = sp.Symbol("s", positive=True)
    p = GaussianPrior(sp.Matrix([[s, 0], [0, 1]]))
    for solve in (optimal_adaptive, optimal_nonadaptive):
        with pytest.raises(InputTypeError, match="undecided for a symbolic cov"):
            solve(p, 1)
    decided = GaussianPrior(sp.Matrix([[s + 1, 0], [0, s]]))      # s + 1 > s: SymPy decides, the DP runs
    assert optimal_adaptive(decided, 1).mse == s


def _spd(rng, D):
    A = rng.normal(size=(D, D))
    return A @ A.T + 0.5 * np.eye(D)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/gaussian.py (tests/test_mutation_kills.py)')
def test_numeric_posterior_equals_the_information_form():
    """Mean and covariance against ``P = (Σ⁻¹ + RᵀR/τ²)⁻¹``, ``m = P(Σ⁻¹μ + Rᵀφ/τ²)`` by numpy."""
    rng = np.random.default_rng(0)
    D, tau2 = 4, 0.3
    S, mu, R, phi = _spd(rng, D), rng.normal(size=D), rng.normal(size=(2, D)), rng.normal(size=2)
    P = np.linalg.inv(np.linalg.inv(S) + R.T @ R / tau2)
    mean, cov = posterior(GaussianPrior(S, mean=mu), R, tau2, readings=phi)
    _close(cov, P, rtol=1e-9, atol=1e-12)
    _close(mean, P @ (np.linalg.solve(S, mu) + R.T @ phi / tau2), rtol=1e-9, atol=1e-12)
    _close(posterior(GaussianPrior(S, mean=mu), R, tau2), P, rtol=1e-9, atol=1e-12)
    _close(gaussian.information_form(S, R, tau2), P, rtol=1e-9, atol=1e-12)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/gaussian.py (tests/test_mutation_kills.py)')
def test_noiseless_posterior_is_the_schur_complement():
    rng = np.random.default_rng(1)
    D, Sset = 4, [0, 2]
    S, mu, phi = _spd(rng, D), rng.normal(size=D), rng.normal(size=2)
    rest = [1, 3]
    R = np.eye(D)[Sset]
    mean, cov = posterior(GaussianPrior(S, mean=mu), R, 0, readings=phi)
    ref = np.zeros((D, D))
    W = S[np.ix_(rest, Sset)] @ np.linalg.inv(S[np.ix_(Sset, Sset)])
    ref[np.ix_(rest, rest)] = S[np.ix_(rest, rest)] - W @ S[np.ix_(Sset, rest)]
    _close(cov, ref, rtol=1e-9, atol=1e-12)
    _close(mean[Sset], phi)
    _close(mean[rest], mu[rest] + W @ (phi - mu[Sset]), rtol=1e-9, atol=1e-12)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/gaussian.py (tests/test_mutation_kills.py)')
def test_exact_posterior_equals_the_exact_information_form():
    S = sp.Matrix([[3, 1, 0], [1, 2, sp.Rational(1, 2)], [0, sp.Rational(1, 2), 1]])
    mu = sp.Matrix([1, -2, sp.Rational(1, 3)])
    R = sp.Matrix([[1, 2, 0], [0, 1, -1]])
    phi = sp.Matrix([sp.Rational(1, 2), 3])
    tau2 = sp.Rational(1, 3)
    P = (S.inv() + R.T * R / tau2).inv()
    for noise in ("1/3", Fraction(1, 3), tau2):
        mean, cov = posterior(GaussianPrior(S, mean=mu), R, noise, readings=phi)
        assert cov == P and mean == P * (S.inv() * mu + R.T * phi / tau2)
    assert posterior(GaussianPrior(S, mean=mu), np.array([[1, 2, 0], [0, 1, -1]]), "1/3") == P   # a real numpy R
    assert gaussian.information_form(S, R, "1/3") == P
    # noiseless (the docstring example) and a symbolic noise variance t: 2 − 2·2/(2 + t) = 2t/(2 + t)
    p = GaussianPrior(sp.Matrix([[2, 1], [1, 2]]))
    assert posterior(p, sp.Matrix([[1, 0]]), 0) == sp.Matrix([[0, 0], [0, sp.Rational(3, 2)]])
    t = sp.Symbol("t")
    cov = posterior(GaussianPrior(sp.Matrix([[2]])), [[1]], t)
    assert sp.simplify(cov[0, 0] - 2 * t / (2 + t)) == 0


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/gaussian.py (tests/test_mutation_kills.py)')
def test_posterior_refusals_exact_messages():
    num = GaussianPrior(np.eye(2))
    ex = GaussianPrior(sp.Matrix([[2, 1], [1, 2]]))
    cases = [
        (lambda: posterior(3, [[1, 0]], 0), InputTypeError, "posterior needs a GaussianPrior; got int"),
        (lambda: posterior(num, [[1, 0]], -0.5), InputValueError, "noise must be ≥ 0 (a variance τ²); got -0.5"),
        (lambda: posterior(ex, [[1, 0]], "-1/2"), InputValueError, "noise must be ≥ 0 (a variance τ²); got -1/2"),
        (lambda: posterior(ex, [[1, 0]], Fraction(-1, 2)), InputValueError,
         "noise must be ≥ 0 (a variance τ²); got -1/2"),
        (lambda: posterior(num, [[1, 0]], "abc"), InputValueError, "noise must be a number like '1/2'; got 'abc'"),
        (lambda: posterior(ex, np.array([[1, 1j]]), 0), InputValueError, "R must be real; got a complex array"),
        (lambda: posterior(ex, [[1, 1j]], 0), InputValueError, "R must be real; it has a non-real entry"),
        (lambda: posterior(ex, [[1, sp.I]], 0), InputValueError, "R must be real; it has a non-real entry"),
        (lambda: posterior(ex, "abc", 0), InputTypeError,
         "R must be a matrix (m × 2); got str (\nData type not understood; expecting list of lists or lists of values.)"),
        (lambda: posterior(ex, [[1, 0, 0]], 0), ShapeError, "R must have 2 columns (one per coordinate); got shape (1, 3)"),
        (lambda: posterior(num, np.array([[1, 1j]]), 0), InputValueError,
         "R must be real; got a complex array (its imaginary part would be dropped)"),
        (lambda: posterior(num, [1.0, 0.0], 0), ShapeError, "R must be a 2-d array; got shape (2,)"),
        (lambda: posterior(num, [[np.nan, 0.0]], 0), InputValueError,
         "R must be finite; it has 1 NaN/inf entries (first at index (0, 0))"),
        (lambda: posterior(num, [[1.0, 0.0, 0.0]], 0), ShapeError,
         "R must have 2 columns (one per coordinate); got shape (1, 3)"),
        (lambda: posterior(num, [[1.0, 0.0]], 0.1, readings=[1.0, 2.0]), ShapeError,
         "readings must have shape (1); got (2,)"),
        (lambda: posterior(num, [[1.0, 0.0]], 0.1, readings=[[1.0]]), ShapeError,
         "readings must be a 1-d array; got shape (1, 1)"),
        (lambda: posterior(num, [[1.0, 0.0]], 0.1, readings=[np.inf]), InputValueError,
         "readings must be finite; it has 1 NaN/inf entries (first at index (0,))"),
    ]
    for call, err, msg in cases:
        with pytest.raises(err) as exc:
            call()
        assert str(exc.value) == msg, str(exc.value)


def _mse_pinv(C, q, S, tau2):
    """Reference MSE: ``Σ_c q_c [C − C_{:,S} (C_SS + τ²I)⁺ C_{S,:}]_cc`` (pseudo-inverse), numpy."""
    C = np.asarray(C, dtype=float)
    S = list(S)
    post = C if not S else C - C[:, S] @ np.linalg.pinv(C[np.ix_(S, S)] + tau2 * np.eye(len(S)), rcond=1e-9) @ C[S, :]
    return float(np.dot(np.asarray(q, dtype=float), np.diag(post)))


def _mse_exact(C, q, S, tau2):
    """Exact reference on an invertible block: SymPy inverse, then Σ q_c post_cc as a Fraction."""
    C = sp.Matrix(C)
    S = list(S)
    post = C if not S else C - C[:, S] * (C.extract(S, S) + sp.Rational(tau2) * sp.eye(len(S))).inv() * C[S, :]
    total = sum(sp.Rational(qc) * post[c, c] for c, qc in enumerate(q))
    return Fraction(int(total.p), int(total.q))


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/gaussian.py (tests/test_mutation_kills.py)')
def test_coordinate_mse_against_the_pseudo_inverse_and_exact_references():
    rng = np.random.default_rng(2)
    D = 4
    C, q = _spd(rng, D), [1.0, 2.0, 0.5, 3.0]
    p = GaussianPrior(C, scales_sq=q)
    for k in range(D + 1):
        for S in combinations(range(D), k):
            for tau2 in (0.0, 0.25):
                assert abs(coordinate_mse(p, S, tau2) - _mse_pinv(C, q, S, tau2)) <= 1e-9 * np.trace(C) * 3
    Ce = sp.Matrix([[4, 2, 1], [2, 3, 1], [1, 1, 2]])
    qe = [1, Fraction(1, 2), 3]
    pe = GaussianPrior(Ce, scales_sq=qe)
    for S in ([], [0], [1, 2], [0, 1, 2]):
        for tau2 in (0, Fraction(1, 3)):
            got = coordinate_mse(pe, S, tau2)
            assert type(got) is Fraction and got == _mse_exact(Ce, qe, S, tau2)
    t = sp.Symbol("t", positive=True)          # symbolic noise on an exact prior: t/(1+t) + 1
    assert sp.simplify(coordinate_mse(GaussianPrior(sp.eye(2)), [0], t) - (t / (1 + t) + 1)) == 0


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/gaussian.py (tests/test_mutation_kills.py)')
@pytest.mark.parametrize("scale", [1.0, 1e4, 1e-4])
def test_coordinate_mse_on_a_singular_numeric_covariance(scale):
    """Rank-2 Σ in 3 dimensions (v₂ = v₀ + 2v₁ in real arithmetic, not exactly in floats): any two
    coordinates determine the third, so noiseless readings of 2 or 3 of them leave MSE 0."""
    A = np.array([[1.0, 0.3], [0.2, 1.1], [1.4, 2.5]]) * np.sqrt(scale)
    C = A @ A.T
    p = GaussianPrior(C, allow_singular=True)
    for S in ([0, 1], [1, 2], [0, 2], [0, 1, 2]):
        assert abs(coordinate_mse(p, S, 0)) <= 1e-9 * scale
    for S in ([0], [2]):
        assert coordinate_mse(p, S, 0) == pytest.approx(_mse_pinv(C, [1, 1, 1], S, 0), rel=1e-9)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/gaussian.py (tests/test_mutation_kills.py)')
def test_exact_singular_covariance_reduces_to_an_independent_subset():
    C = sp.Matrix([[1, 1, 2], [1, 2, 3], [2, 3, 5]])          # v₂ = v₀ + v₁ exactly
    p = GaussianPrior(C, allow_singular=True)
    assert coordinate_mse(p, [0, 1, 2], 0) == 0 and coordinate_mse(p, [0, 2], 0) == 0
    assert coordinate_mse(p, [2], 0) == _mse_exact(C, [1, 1, 1], [2], 0)


def _brute_force(C, q, D, M, tau2, exact):
    vals = {S: (_mse_exact(C, q, S, tau2) if exact else _mse_pinv(C, q, S, tau2)) for S in combinations(range(D), M)}
    best = min(vals.values())
    tie = (lambda v: v == best) if exact else (lambda v: abs(v - best) <= 1e-12 * abs(best) + 1e-15)
    return best, {S for S, v in vals.items() if tie(v)}


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/gaussian.py (tests/test_mutation_kills.py)')
def test_nonadaptive_and_adaptive_solvers_against_brute_force():
    Ce = sp.Matrix([[4, 2, 1, 0], [2, 3, 1, 1], [1, 1, 2, 0], [0, 1, 0, 3]])
    qe = [1, Fraction(1, 2), 3, 1]
    pe = GaussianPrior(Ce, scales_sq=qe)
    D = 4
    for M in range(D + 1):
        for tau2 in (0, Fraction(1, 2)):
            best, sets = _brute_force(Ce, qe, D, M, tau2, exact=True)
            mse, got_sets, examined = gaussian.solve_nonadaptive(pe, M, tau2)
            assert mse == best and set(got_sets) == sets and examined == math.comb(D, M)
            amse, node, states = gaussian.solve_adaptive(pe, M, tau2)
            assert amse == best
            assert states == sum(math.comb(D, i) for i in range(M + 1))
            # the policy: at the root every first reading that can still reach the optimum is a tie
            if M == 0:
                assert node == (None, "stop", (), (), (), _mse_exact(Ce, qe, [], tau2), 1)
                continue
            first, label, ties, labels, branches, here, weight = node
            assert ties == tuple(c for c in range(D) if any(c in S for S in sets))
            assert first == ties[0] and label == f"θ[{first}]" and labels == tuple(f"θ[{c}]" for c in ties)
            assert here == _mse_exact(Ce, qe, [], tau2) and weight == 1
            assert len(branches) == 1 and branches[0][:2] == ("any reading", 1)
            path, n = [first], branches[0][2]
            while n[1] != "stop":
                path.append(n[0])
                assert n[5] == _mse_exact(Ce, qe, sorted(path[:-1]), tau2)
                n = n[4][0][2]
            assert tuple(sorted(path)) in sets and n[5] == best
    # numeric prior, all sets tie (isotropic): the first set in lexicographic order is the policy's
    p = GaussianPrior(np.eye(3) * 2.0)
    mse, sets, examined = gaussian.solve_nonadaptive(p, 2, 0.5)
    assert sets == ((0, 1), (0, 2), (1, 2)) and mse == pytest.approx(2.0 + 2 * (2.0 * 0.5 / 2.5), rel=1e-12)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/gaussian.py (tests/test_mutation_kills.py)')
def test_bellman_by_quadrature_equals_the_best_fixed_set():
    """Nothing in the quadrature recursion assumes I1; its optimum must still be the best set."""
    rng = np.random.default_rng(5)
    D = 3
    C, q, mu = _spd(rng, D), [1.0, 0.5, 2.0], rng.normal(size=D)
    p = GaussianPrior(C, mean=mu, scales_sq=q)
    for M, tau2 in ((0, 0.3), (1, 0.3), (2, 0.1), (2, 2.0)):
        best, _ = _brute_force(C, q, D, M, tau2, exact=False)
        assert gaussian.bellman_by_quadrature(p, M, tau2, points=3) == pytest.approx(best, rel=1e-9)
    pe = GaussianPrior(sp.Matrix([[2, 1], [1, 2]]))
    assert gaussian.bellman_by_quadrature(pe, 1, "1/2", points=2) == pytest.approx(
        float(_brute_force(sp.Matrix([[2, 1], [1, 2]]), [1, 1], 2, 1, Fraction(1, 2), exact=True)[0]), rel=1e-12)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/gaussian.py (tests/test_mutation_kills.py)')
def test_gaussian_solver_refusals_exact_messages():
    num3 = GaussianPrior(np.eye(3))
    t = sp.Symbol("t")
    cases = [
        (lambda: coordinate_mse(3, [0]), InputTypeError, "coordinate_mse needs a GaussianPrior; got int"),
        (lambda: coordinate_mse(num3, [0], "abc"), InputValueError, "noise must be a number like '1/2'; got 'abc'"),
        (lambda: coordinate_mse(num3, [0], -1), InputValueError, "noise must be ≥ 0; got -1"),
        (lambda: coordinate_mse(num3, [0], t), InputTypeError, "noise is symbolic (t); a numeric prior needs a number"),
        (lambda: gaussian.solve_nonadaptive(3, 1), InputTypeError, "optimal_nonadaptive needs a GaussianPrior; got int"),
        (lambda: gaussian.solve_adaptive(3, 1), InputTypeError, "optimal_adaptive needs a GaussianPrior; got int"),
        (lambda: gaussian.solve_nonadaptive(num3, 4), InputValueError, "M must be an integer in [0, 3]; got 4"),
        (lambda: gaussian.solve_nonadaptive(num3, 1, max_sets=0), InputValueError,
         "max_sets must be an integer >= 1; got 0"),
        (lambda: gaussian.solve_nonadaptive(num3, 2, max_sets=2), TooLargeError,
         "Gaussian search over C(3, 2) = 3 coordinate sets exceeds max_sets=2; lower M or raise max_sets"),
        (lambda: gaussian.solve_adaptive(GaussianPrior(np.eye(30)), 5), TooLargeError,
         "the Gaussian Bellman recursion memoises every set of ≤ M = 5 of 30 coordinates: 1.74e+05 sets × 30 "
         "children > 2e+06; lower M"),
        (lambda: gaussian.solve_nonadaptive(GaussianPrior(np.eye(20)), 10), TooLargeError,
         "the Gaussian search would evaluate 184756 coordinate sets of a numeric 20-dim prior (work 3.7e+06 > limit "
         "3e+05); lower M, or use a smaller prior"),
        (lambda: gaussian.solve_nonadaptive(GaussianPrior.isotropic(12, 1), 6), TooLargeError,
         "the Gaussian search would evaluate 924 coordinate sets of a exact (SymPy) 12-dim prior (work 1.33e+05 > "
         "limit 6.4e+04); lower M, or use a numeric prior"),
        (lambda: gaussian.bellman_by_quadrature(3, 1, 0.5), InputTypeError,
         "bellman_by_quadrature needs a GaussianPrior; got int"),
        (lambda: gaussian.bellman_by_quadrature(GaussianPrior(sp.Matrix([[t, 0], [0, 1]])), 1, 0.5), InputTypeError,
         "bellman_by_quadrature needs a numeric covariance; cov has symbols"),
        (lambda: gaussian.bellman_by_quadrature(num3, 4, 0.5), InputValueError, "M must be an integer in [0, 3]; got 4"),
        (lambda: gaussian.bellman_by_quadrature(num3, 1, 0.5, points=0), InputValueError,
         "points must be an integer >= 1; got 0"),
        (lambda: gaussian.bellman_by_quadrature(num3, 1, 0), InputValueError,
         "noise must be > 0 for the quadrature recursion (readings are continuous); got 0"),
        (lambda: gaussian.bellman_by_quadrature(num3, 1, t), InputTypeError,
         "noise is symbolic (t); this computation needs a number"),
        (lambda: gaussian.bellman_by_quadrature(GaussianPrior(np.eye(10)), 3, 0.5, points=7), TooLargeError,
         "quadrature Bellman recursion needs ~343000 posterior updates; dim·points ≤ 58 fits for M=3"),
    ]
    for call, err, msg in cases:
        with pytest.raises(err) as exc:
            call()
        assert str(exc.value) == msg, str(exc.value)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/gaussian.py (tests/test_mutation_kills.py)')
def test_bellman_by_quadrature_default_is_three_points(monkeypatch):
    """The documented default ``points=3`` is the rule actually used (and sizes the cost check)."""
    degrees = []
    real = np.polynomial.hermite_e.hermegauss

    def record(deg):
        degrees.append(deg)
        return real(deg)

    monkeypatch.setattr(np.polynomial.hermite_e, "hermegauss", record)
    p = GaussianPrior(np.array([[2.0, 0.5], [0.5, 1.0]]))
    assert gaussian.bellman_by_quadrature(p, 1, 0.5) == pytest.approx(_brute_force(p.cov, [1, 1], 2, 1, 0.5, False)[0])
    assert degrees == [3]


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/gaussian.py (tests/test_mutation_kills.py)')
def test_gaussian_defaults_and_remaining_messages():
    pe = GaussianPrior(sp.Matrix([[4, 2, 1], [2, 3, 1], [1, 1, 2]]))
    best, sets = _brute_force(pe.cov, [1, 1, 1], 3, 1, 0, exact=True)
    assert gaussian.solve_nonadaptive(pe, 1)[:2] == (best, tuple(sorted(sets)))      # default: noiseless
    assert gaussian.solve_adaptive(pe, 1)[0] == best
    num3 = GaussianPrior(np.eye(3))
    for call, err, msg in [
        (lambda: gaussian.solve_nonadaptive(GaussianPrior(np.eye(30)), 10), TooLargeError,
         "Gaussian search over C(30, 10) = 30045015 coordinate sets exceeds max_sets=2000000; lower M or raise "
         "max_sets"),
        (lambda: gaussian.bellman_by_quadrature(num3, 1, "abc"), InputValueError,
         "noise must be a number like '1/2'; got 'abc'"),
        (lambda: gaussian.bellman_by_quadrature(GaussianPrior(np.eye(2)), 1, 0.5, points=100001), TooLargeError,
         "quadrature Bellman recursion needs ~200002 posterior updates; dim·points ≤ 200000 fits for M=1"),
    ]:
        with pytest.raises(err) as exc:
            call()
        assert str(exc.value) == msg, str(exc.value)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/gaussian.py (tests/test_mutation_kills.py)')
def test_gaussian_size_limits_are_inclusive():
    """At a limit the search runs: count = max_sets, and exact work C(40, 1)·40² = 64000 = MAX_EXACT_WORK
    (the numeric work C(D, M)·D never equals 300000, nor the memo count Σ_{i≤M} C(D, i)·D 2e6, for D ≤ 2000)."""
    assert gaussian.solve_nonadaptive(GaussianPrior(np.eye(3)), 2, max_sets=3)[2] == 3
    assert gaussian.solve_adaptive(GaussianPrior(np.eye(3)), 2, max_sets=3)[0] == pytest.approx(1.0)
    mse, sets, examined = gaussian.solve_nonadaptive(GaussianPrior.isotropic(40, 1), 1)
    assert mse == 39 and examined == 40 and len(sets) == 40
    with pytest.raises(TooLargeError) as exc:
        gaussian.solve_adaptive(GaussianPrior(np.eye(30)), 10)
    assert str(exc.value) == ("Gaussian search over C(30, 10) = 30045015 coordinate sets exceeds max_sets=2000000; "
                              "lower M or raise max_sets")


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/inference/strategies/gaussian.py (tests/test_mutation_kills.py)')
def test_non_gaussian_priors_are_pointed_to_the_general_solvers():
    from theory.inference import DiscretePrior, TreePrior
    hint = (" (a TreePrior or DiscretePrior goes to optimal_adaptive / optimal_nonadaptive, or to its "
            "moment_matched_gaussian())")
    for prior in (TreePrior(2, "1/2"), DiscretePrior([[0, 1], [1, 0]], ["1/2", "1/2"])):
        with pytest.raises(InputTypeError) as exc:
            coordinate_mse(prior, [0])
        assert str(exc.value) == f"coordinate_mse needs a GaussianPrior; got {type(prior).__name__}" + hint


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 10; tests/test_round4_hangs.py)')
def test_noiseless_dependent_readings_condition_like_the_pseudo_inverse_and_contradictions_are_refused():
    """posterior(G, [[1, 0], [1, 0]], 0): the same coordinate read twice without noise (R Σ Rᵀ singular).
    The posterior is that of one reading (pseudo-inverse); readings that contradict (1 and 2) have no
    posterior and were silently answered from the first."""
    import sympy as sp
    from theory.inference import GaussianPrior
    from theory.inference.strategies.gaussian import posterior
    for G in (GaussianPrior([[2.0, 1.0], [1.0, 2.0]]), GaussianPrior(sp.Matrix([[2, 1], [1, 2]]))):
        twice = posterior(G, [[1, 0], [1, 0]], 0)
        once = posterior(G, [[1, 0]], 0)
        assert np.array_equal(np.array(twice, dtype=float), np.array(once, dtype=float))
        assert np.allclose(np.array(twice, dtype=float), [[0, 0], [0, 1.5]], rtol=0, atol=1e-15)
        mean, _ = posterior(G, [[1, 0], [2, 0]], 0, readings=[1.0, 2.0])        # consistent: one reading
        assert np.allclose(np.array(mean, dtype=float).ravel(), [1.0, 0.5], rtol=1e-12, atol=0)
        with pytest.raises(InputValueError, match=r"readings\[1\] = 2 contradicts readings \[0\]"):
            posterior(G, [[1, 0], [1, 0]], 0, readings=[1, 2])
        with pytest.raises(InputValueError, match=r"readings\[2\] = 3.50* contradicts readings \[0, 1\].* at 3;"):
            posterior(G, [[1, 1], [0, 1], [1, 2]], 0, readings=[1, 2, 3.5])
        mean, _ = posterior(G, [[1, 1], [0, 1], [1, 2]], 0, readings=[1, 2, 3])  # v = (-1, 2) exactly
        assert np.allclose(np.array(mean, dtype=float).ravel(), [-1.0, 2.0], rtol=1e-12, atol=1e-12)
        mean, _ = posterior(G, [[1, 0], [1, 0]], 1, readings=[1, 2])            # with noise: both count
        assert np.allclose(np.array(mean, dtype=float).ravel(), np.array(posterior(G, [[1, 0]], 0.5, [1.5])[0],
                                                                          dtype=float).ravel())
    fixed = GaussianPrior(np.diag([0.0, 1.0]), allow_singular=True)            # v0 = 0 surely
    with pytest.raises(InputValueError, match=r"readings\[0\] = 1 contradicts the prior alone"):
        posterior(fixed, [[1, 0]], 0, readings=[1.0])
    assert np.array_equal(posterior(fixed, [[1, 0]], 0, readings=[0.0])[0], [0.0, 0.0])
