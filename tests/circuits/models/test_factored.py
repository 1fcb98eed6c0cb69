"""Low-rank factored matrices (theory.circuits.models.factored) against the dense matrix L @ R formed by
NumPy: queries, products, scales, overflow, refusals."""
import math

import numpy as np
import pytest

from theory.circuits import LowRankMatrix
from theory.circuits.models import factored
from theory.errors import InputTypeError, InputValueError, ShapeError, TooLargeError
from theory.validation import MAX_ARRAY_ENTRIES

from tests.helpers import _close


def _rand_lr(rng, m, r, n, scale=1.0):
    return LowRankMatrix(scale * rng.normal(size=(m, r)), scale * rng.normal(size=(r, n)))


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/models/factored.py (tests/test_mutation_kills.py)')
@pytest.mark.parametrize("m,r,n", [(6, 2, 5), (3, 5, 4), (4, 4, 4), (5, 2, 5), (5, 3, 2), (1, 3, 1)])
def test_lowrank_queries_against_the_dense_matrix(m, r, n):
    rng = np.random.default_rng(m * 100 + r * 10 + n)
    L, R = 3.0 * rng.normal(size=(m, r)), 0.01 * rng.normal(size=(r, n))
    M, D = LowRankMatrix(L, R), L @ R
    assert M.shape == D.shape == (m, n) and M.rank_bound == r
    assert repr(M) == f"LowRankMatrix(shape=({m}, {n}), inner={r})"
    _close(M.dense, D, rtol=0, atol=1e-13)
    _close(M.T.dense, D.T, rtol=0, atol=1e-13)
    assert M.T.shape == (n, m) and M.T.rank_bound == r
    _close(M.gram_left(), L.T @ L)
    _close(M.gram_right(), R @ R.T)
    _close(M.norm(), np.linalg.norm(D), rtol=1e-12)
    U, S, Vh = M.svd()
    k = min(m, r, n)
    assert U.shape == (m, k) and S.shape == (k,) and Vh.shape == (k, n)
    _close(S, np.linalg.svd(D, compute_uv=False)[:k], rtol=1e-10, atol=1e-14)
    _close(U @ np.diag(S) @ Vh, D, rtol=0, atol=1e-12)
    _close(U.T @ U, np.eye(k), rtol=0, atol=1e-12)
    _close(Vh @ Vh.T, np.eye(k), rtol=0, atol=1e-12)
    _close(M.singular_values(), S)
    sL, sR = np.abs(L).max(), np.abs(R).max()
    if m == n:
        lam = M.eigenvalues()
        dense = np.linalg.eigvals(D)            # rank ≤ r: the r largest in modulus, then zeros up to r
        expected = np.concatenate([dense[np.argsort(-np.abs(dense))][:r], np.zeros(max(r - m, 0))])
        assert lam.shape == (r,)
        _close(np.real(np.poly(lam)), np.real(np.poly(expected)), rtol=1e-8, atol=1e-12)
        scaled, scales = M.eigenvalues_scaled()
        assert scales == (sL, sR)
        _close(scaled * sL * sR, lam, rtol=1e-12, atol=1e-14)
    else:
        for fn in (M.eigenvalues, M.eigenvalues_scaled):
            with pytest.raises(ShapeError) as exc:
                fn()
            assert str(exc.value) == f"eigenvalues need a square matrix; this one is ({m}, {n})"


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/models/factored.py (tests/test_mutation_kills.py)')
def test_lowrank_factors_are_copies_and_read_only_and_shapes_are_checked():
    L, R = np.ones((3, 2)), np.ones((2, 4))
    M = LowRankMatrix(L, R)
    L[:] = 5
    assert np.all(M.L == 1) and not M.L.flags.writeable and not M.R.flags.writeable
    assert M.L.dtype == np.float64 and not np.shares_memory(M.L, L) and not np.shares_memory(M.R, R)
    with pytest.raises(ShapeError) as exc:
        LowRankMatrix(np.ones((3, 2)), np.ones((3, 3)))
    assert str(exc.value) == "LowRankMatrix needs L.shape[1] == R.shape[0]; got L (3, 2) and R (3, 3)"


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/models/factored.py (tests/test_mutation_kills.py)')
def test_lowrank_products_keep_the_smallest_inner_dimension():
    """Every branch of ``@``: the result is the dense product and its inner dimension is
    min(r₁, r₂, shared dimension) (for an array operand: min(r, shared dimension))."""
    rng = np.random.default_rng(7)
    for r1, k, r2 in [(2, 5, 3), (4, 5, 3), (3, 5, 3), (4, 2, 3), (2, 2, 3), (3, 1, 3)]:
        A, B = _rand_lr(rng, 4, r1, k), _rand_lr(rng, k, r2, 6)
        P = A @ B
        assert isinstance(P, LowRankMatrix) and P.shape == (4, 6) and P.rank_bound == min(r1, r2, k)
        _close(P.dense, A.dense @ B.dense, rtol=0, atol=1e-12)
    for r, n in [(3, 2), (3, 5), (3, 3)]:
        A, X = _rand_lr(rng, 4, r, n), rng.normal(size=(n, 6))
        P = A @ X
        assert isinstance(P, LowRankMatrix) and P.rank_bound == min(r, n)
        _close(P.dense, A.dense @ X, rtol=0, atol=1e-12)
        Y = rng.normal(size=(6, 4))
        Q = Y @ A                                  # numpy defers to __rmatmul__ (array priority)
        assert isinstance(Q, LowRankMatrix) and Q.rank_bound == min(r, 4)
        _close(Q.dense, Y @ A.dense, rtol=0, atol=1e-12)
        Z = rng.normal(size=(6, 2))
        _close((_rand_lr(rng, 2, r, n).__rmatmul__(Z)).rank_bound, min(r, 2))
    A = _rand_lr(rng, 4, 2, 3)
    for op, message in [(lambda: A @ _rand_lr(rng, 4, 2, 2), "cannot multiply (4, 3) by (4, 2)"),
                        (lambda: A @ np.ones((4, 2)), "cannot multiply (4, 3) by (4, 2)"),
                        (lambda: np.ones((2, 3)) @ A, "cannot multiply (2, 3) by (4, 3)")]:
        with pytest.raises(ShapeError) as exc:
            op()
        assert str(exc.value) == message
    with pytest.raises(InputTypeError) as exc:
        A @ np.ones((3, 3, 1))
    assert str(exc.value) == ("can multiply a LowRankMatrix by a vector, a 2-d array or a LowRankMatrix; got shape "
                              "(3, 3, 1)")
    with pytest.raises(ShapeError, match=r"cannot multiply \(4, 3\) by \(4,\)"):
        A @ np.ones(4)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/models/factored.py (tests/test_mutation_kills.py)')
def test_lowrank_products_split_the_scale_evenly_between_the_factors():
    """Products far outside the float range on the dense side keep balanced factors: the exponents of
    max|L| and max|R| differ by at most 2 (each side's mantissa is in [1/2, 1) before the split)."""
    rng = np.random.default_rng(3)
    L1, R1, L2, R2 = (rng.normal(size=s) for s in ((4, 2), (2, 3), (3, 2), (2, 5)))
    for a, b, c, d in [(1e200, 1.0, 1.0, 1e200), (1e-200, 1e200, 1e200, 1e-200), (1.0, 1e-300, 1e-300, 1.0),
                       (1e150, 1e150, 1e-10, 1.0)]:
        P = LowRankMatrix(a * L1, b * R1) @ LowRankMatrix(c * L2, d * R2)
        eL, eR = math.frexp(np.abs(P.L).max())[1], math.frexp(np.abs(P.R).max())[1]
        assert abs(eL - eR) <= 2, (a, b, c, d, eL, eR)
        # the product's entries in log scale: (a b c d) · (L1 R1 L2 R2), compared on the unit-scaled pieces
        ref = (L1 @ R1) @ (L2 @ R2)
        scale = math.log2(a) + math.log2(b) + math.log2(c) + math.log2(d)
        got = (P.L / 2.0 ** eL) @ (P.R / 2.0 ** eR)
        _close(got * 2.0 ** (eL + eR - scale), ref, rtol=1e-10, atol=1e-12)
    # cancellation inside one side (L1 R1 ≈ 1e-9 from unit factors): each side's product is rescaled
    # before the split, so the factors stay balanced
    Lc, Rc = np.ones((3, 4)), np.array([[1.0, 2.0], [-1.0, -2.0], [3.0, 1.0], [-3.0 + 1e-9, -1.0 - 1e-9]])
    P = LowRankMatrix(Lc, Rc) @ LowRankMatrix(rng.normal(size=(2, 4)), rng.normal(size=(4, 5)))
    assert P.rank_bound == 2
    assert abs(math.frexp(np.abs(P.L).max())[1] - math.frexp(np.abs(P.R).max())[1]) <= 2
    zero = LowRankMatrix(np.zeros((3, 2)), rng.normal(size=(2, 3))) @ np.eye(3)
    assert np.all(zero.dense == 0) and zero.norm() == 0.0
    with pytest.raises(InputValueError) as exc:
        LowRankMatrix(1e300 * L1, 1e300 * R1) @ LowRankMatrix(1e300 * L2, 1e300 * R2)
    assert str(exc.value) == ("LowRankMatrix product exceeds the float64 range for these (finite) factors; "
                              "rescale the operands")


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/models/factored.py (tests/test_mutation_kills.py)')
def test_lowrank_zero_and_overflow_are_exact():
    z = LowRankMatrix(np.zeros((3, 2)), np.ones((2, 3)))
    assert z.norm() == 0.0 and np.all(z.singular_values() == 0) and np.all(z.eigenvalues() == 0)
    lam, scales = z.eigenvalues_scaled()
    assert scales == (1.0, 1.0) and np.all(lam == 0)
    assert LowRankMatrix(np.ones((3, 2)), np.zeros((2, 3))).eigenvalues_scaled()[1] == (1.0, 1.0)
    big = LowRankMatrix(1e200 * np.ones((3, 2)), 1e200 * np.ones((2, 3)))
    for fn, what in [(lambda: big.dense, "LowRankMatrix.dense"), (big.gram_left, "LowRankMatrix.gram_left"),
                     (lambda: LowRankMatrix(np.ones((3, 2)), 1e200 * np.ones((2, 3))).gram_right(),
                      "LowRankMatrix.gram_right"),
                     (big.svd, "LowRankMatrix.svd (singular values)"), (big.eigenvalues, "LowRankMatrix.eigenvalues"),
                     (big.norm, "LowRankMatrix.norm")]:
        with pytest.raises(InputValueError) as exc:
            fn()
        assert str(exc.value) == f"{what} exceeds the float64 range for these (finite) factors; rescale the matrix"
    # just inside the range: 1e154² · 2 · 3 entries of 2e308 would overflow, 1e153 does not
    ok = LowRankMatrix(1e153 * np.ones((3, 2)), 1e153 * np.ones((2, 3)))
    _close(ok.norm() / 1e306, 6.0, rtol=1e-12)
    _close(ok.singular_values() / 1e306, [6.0, 0.0], rtol=1e-12, atol=1e-12)
    _close(ok.eigenvalues() / 1e306, [6.0, 0.0], rtol=1e-12, atol=1e-12)
    n = math.isqrt(MAX_ARRAY_ENTRIES)
    huge = LowRankMatrix(np.ones((n + 1, 1)), np.ones((1, n + 1)))
    with pytest.raises(TooLargeError, match=r"^LowRankMatrix\.dense would need .* stay on the small side"):
        huge.dense


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/models/factored.py (tests/test_mutation_kills.py)')
def test_scale_back_and_unit_scaled():
    v = np.array([1.5, -3.0])
    assert np.array_equal(factored.scale_back(v, [2.0 ** -1000, 2.0 ** 900, 3.0]), v * 3.0 * 2.0 ** -100)
    c = np.array([1.5 - 2j, 0.25j])
    assert np.array_equal(factored.scale_back(c, [2.0 ** 600, 2.0 ** 500, 2.0 ** -1050]), c * 2.0 ** 50)
    assert np.array_equal(factored.scale_back(c, [0.5]), c / 2)
    assert factored.scale_back(1.0, [1e300, 1e300]) == np.inf
    assert factored.scale_back(2.0, []) == 2.0
    rng = np.random.default_rng(2)
    L, R = 1e100 * rng.normal(size=(3, 2)), 1e-50 * rng.normal(size=(2, 4))
    U = factored.unit_scaled(LowRankMatrix(L, R), "W")
    assert np.abs(U.L).max() == 1.0 and np.abs(U.R).max() == 1.0
    _close(U.dense, (L / np.abs(L).max()) @ (R / np.abs(R).max()), rtol=0, atol=1e-14)
    for Z in (LowRankMatrix(np.zeros((3, 2)), R), LowRankMatrix(L, np.zeros((2, 4)))):
        with pytest.raises(InputValueError) as exc:
            factored.unit_scaled(Z, "W_OV")
        assert str(exc.value) == "W_OV is zero (a factor has no non-zero entry); the quantity is undefined"
    with pytest.raises(InputValueError, match="^M is zero"):
        factored.unit_scaled(LowRankMatrix(np.zeros((3, 2)), R))
    assert factored.maxabs(np.zeros((0, 3))) == 0.0 and factored.maxabs(np.array([[-4.0, 2.0]])) == 4.0


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/models/factored.py (tests/test_mutation_kills.py)')
def test_lowrank_is_silent_under_strict_floating_point_settings():
    """Overflow and underflow are handled inside (``np.errstate`` ignore, then a package error or an
    exact 0): with every floating-point condition raising in the caller, the same results come out."""
    rng = np.random.default_rng(4)
    L1, R1, L2, R2 = (rng.normal(size=s) for s in ((4, 2), (2, 3), (3, 2), (2, 5)))
    big = LowRankMatrix(1e200 * np.ones((3, 2)), 1e200 * np.ones((2, 3)))
    with np.errstate(all="raise"):
        assert factored.scale_back(1.0, [1e300, 1e300]) == np.inf
        assert factored.scale_back(1.0, [1e-300, 1e-300]) == 0.0
        assert factored.scale_back(np.array([1.0 + 1j]), [1e-300, 1e-300])[0] == 0
        for fn in (lambda: big.dense, big.gram_left, lambda: big.T.gram_right(), big.norm):
            with pytest.raises(InputValueError, match="exceeds the float64 range"):
                fn()
        with pytest.raises(InputValueError, match="LowRankMatrix product exceeds"):
            LowRankMatrix(1e300 * L1, 1e300 * R1) @ LowRankMatrix(1e300 * L2, 1e300 * R2)
        tiny = LowRankMatrix(1e-300 * L1, R1) @ LowRankMatrix(L2, 1e-300 * R2)   # entries ~1e-600
        gone = LowRankMatrix(1e-300 * L1, 1e-300 * R1) @ LowRankMatrix(1e-300 * L2, 1e-300 * R2)  # ~1e-1200
        mixed = 1e200 * np.array([[1.0, 1.0], [1.0, -1.0]])    # Gram entries overflow to ±inf
        for fn in (LowRankMatrix(mixed, np.eye(2)).gram_left, LowRankMatrix(np.eye(2), mixed.T).gram_right):
            with pytest.raises(InputValueError, match="exceeds the float64 range"):
                fn()
    assert np.all(np.abs(tiny.L).max() * np.abs(tiny.R).max() < 1e-290)
    assert np.all(gone.L == 0) and np.all(gone.R == 0) and gone.shape == (4, 5)


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/models/factored.py (tests/test_mutation_kills.py)')
def test_lowrank_products_near_the_top_of_the_float_range():
    """Total scales 2^2030 … 2^2070 (one factor side may overflow before the other): every product
    either keeps finite balanced factors or is refused with the product's own message."""
    rng = np.random.default_rng(6)
    L1, R1, L2, R2 = (rng.normal(size=s) for s in ((3, 2), (2, 3), (3, 2), (2, 3)))
    ref = (L1 @ R1) @ (L2 @ R2)
    outcomes = set()
    for t in range(2030, 2071):
        a = t // 4                                      # each input factor stays near 2^510
        try:
            P = LowRankMatrix(np.ldexp(L1, a), np.ldexp(R1, a)) @ LowRankMatrix(np.ldexp(L2, a),
                                                                               np.ldexp(R2, t - 3 * a))
        except InputValueError as exc:
            assert str(exc) == ("LowRankMatrix product exceeds the float64 range for these (finite) factors; "
                                "rescale the operands")
            outcomes.add("refused")
            continue
        outcomes.add("kept")
        eL, eR = math.frexp(np.abs(P.L).max())[1], math.frexp(np.abs(P.R).max())[1]
        _close(np.ldexp(np.ldexp(P.L, -eL) @ np.ldexp(P.R, -eR), eL + eR - t), ref, rtol=1e-10, atol=1e-12)
    assert outcomes == {"kept", "refused"}


@pytest.mark.found_by('mutation testing (tools/mutation.py): a surviving mutant of theory/circuits/models/factored.py (tests/test_mutation_kills.py)')
def test_lowrank_input_refusals_name_the_argument():
    bad = [(lambda: LowRankMatrix(np.ones(3), np.ones((1, 3))), ShapeError, "L must be a 2-d array; got shape (3,)"),
           (lambda: LowRankMatrix(np.ones((3, 1)), np.ones(3)), ShapeError, "R must be a 2-d array; got shape (3,)"),
           (lambda: LowRankMatrix([[np.nan]], [[1.0]]), InputValueError,
            "L must be finite; it has 1 NaN/inf entries (first at index (0, 0))"),
           (lambda: LowRankMatrix([[1.0]], [[np.inf]]), InputValueError,
            "R must be finite; it has 1 NaN/inf entries (first at index (0, 0))"),
           (lambda: LowRankMatrix([[1.0]], [[1.0]]) @ [[np.nan]], InputValueError,
            "other must be finite; it has 1 NaN/inf entries (first at index (0, 0))")]
    for fn, kind, message in bad:
        with pytest.raises(kind) as exc:
            fn()
        assert str(exc.value) == message
