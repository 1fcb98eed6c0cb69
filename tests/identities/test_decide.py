"""``theory.check`` decides exactly or refutes: identities true only to float precision are not proved,
functions that write into their input or return odd values cannot prove anything, complex values count."""
import numpy as np
import pytest
import sympy as sp

from tests.identities.helpers import _matrices, _n_A


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_check_does_not_prove_an_identity_that_holds_only_to_float_precision():
    """check(x/3, Float(1/3)*x) came out 'proved': SymPy's x/3 − 0.333…·x is 0 at Float precision, although
    0.333333333333333314829616256247… ≠ 1/3.  A float in the expression now skips the symbolic step (the numeric
    float64 check still runs, with its stated tolerance)."""
    from theory import check
    x = sp.Symbol("x")
    r = check(sp.Rational(1, 3) * x, sp.Float(1 / 3) * x)
    assert r.status != "proved" and r.status.startswith("holds")
    assert any("floating-point numbers (0.333333333333333)" in note for note in r.notes)
    n = sp.Symbol("n", integer=True, positive=True)
    A = sp.MatrixSymbol("A", n, n)
    assert check(sp.Rational(1, 3) * A, sp.Float(1 / 3) * A).status != "proved"
    assert check(sp.Rational(1, 3) * x, x / 3).status == "proved"          # exact input is still proved
    assert check(sp.Float(0.5) * x, sp.Float(0.25) * x).refuted             # and a float claim can still fail


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_a_function_that_overwrites_its_input_cannot_prove_anything():
    """check(A, f) with an rhs function that zeroes its input in place and returns zeros: 'holds on 100 random
    instances' for A = 0 — the lhs value was the same array the function overwrote."""
    from theory import check
    n, A = _n_A()

    def zero(v):
        v["A"][...] = 0
        return np.zeros(v["A"].shape, dtype=int)
    r = check(A, zero)
    assert r.refuted and np.any(np.asarray(r.counterexample.arrays["A"]) != 0)
    assert not check(A, lambda v: v["A"] * 1).refuted


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
@pytest.mark.parametrize("make, why", [
    (lambda v: np.ma.masked_array(v["A"].astype(float), mask=True), "masked"),
    (lambda v: np.trace(v["A"]).__float__() + 1j, "complex"),
    (lambda v: type("Yes", (), {"__eq__": lambda s, o: True, "__float__": lambda s: 0.0})(), "lying __eq__"),
], ids=["masked", "complex", "lying-eq"])
def test_an_rhs_function_value_is_compared_as_a_number(make, why):
    """An rhs function returning a fully masked array 'held' (np.asarray drops the mask: its data was compared); a
    complex value 'held' (cast to float, the imaginary part dropped, a ComplexWarning); an object whose __eq__ says
    True to anything 'held' (exact comparison used ==)."""
    from theory import check
    n, A = _n_A()
    lhs = A * 1 if why == "masked" else sp.Trace(A) if why == "complex" else sp.Integer(1)
    assert check(lhs, make).refuted, why
    assert not check(sp.Trace(A), lambda v: complex(np.trace(v["A"]))).refuted      # a real-valued complex still holds


@pytest.mark.found_by('mutation testing (tools/mutation.py), issue 26: a mutant only the claims or the peer tests killed (tests/test_fast_kills.py)')
@pytest.mark.parametrize("entries", ["rational", "float"])
def test_check_refutes_an_rhs_that_differs_only_in_its_imaginary_part(entries):
    from theory import check
    A, B = _matrices()
    r = check(A * B, lambda v: (np.asarray(v["A"] @ v["B"]).astype(complex) + 1e-3j), entries=entries)
    assert r.status == "refuted"
    cx = r.counterexample
    assert np.allclose(np.asarray(cx.rhs).imag, 1e-3) and np.allclose(np.asarray(cx.lhs, dtype=complex).imag, 0)
    # control: the same values without the imaginary part hold
    assert check(A * B, lambda v: np.asarray(v["A"] @ v["B"]).astype(complex), entries=entries).status != "refuted"


@pytest.mark.found_by('mutation testing (tools/mutation.py), issue 26: a mutant only the claims or the peer tests killed (tests/test_fast_kills.py)')
def test_check_an_rhs_function_writing_into_its_input_cannot_make_a_false_identity_hold():
    from theory import check
    A, _ = _matrices()

    def zeroes_its_input(v):
        v["A"][...] = 0                      # A = 0 is false; the lhs value must not be zeroed with it
        return v["A"]
    r = check(A, zeroes_its_input)
    assert r.status == "refuted"
    assert np.any(np.asarray(r.counterexample.arrays["A"], dtype=float) != 0)
    assert np.any(np.asarray(r.counterexample.lhs, dtype=float) != 0)
