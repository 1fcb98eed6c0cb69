"""theory.check: false identities are refuted with counterexamples that really violate them
(re-checked here independently, with plain NumPy and with SymPy substitution), true ones are
never refuted, malformed input is refused with errors that name the part."""
import os
import sys
from fractions import Fraction

import numpy as np
import pytest
import sympy as sp
from hypothesis import example, given, settings
from hypothesis import strategies as st
from sympy import Determinant, HadamardProduct, Identity, MatrixSymbol, OneMatrix, Q, Trace
from sympy import KroneckerProduct as kron

from theory import check, expectation
from theory.errors import InputTypeError, InputValueError, ShapeError, TooLargeError
from theory.testing import (causal_patterns, low_rank_matrices, matrices, orthogonal_matrices,
                               positive_definite_matrices, symmetric_matrices)
from theory.structured import determinant
from tests.paths import ROOT
import subprocess

from tests.helpers import _python
from tests.identities.helpers import _n, _n_A, _x

n, d, m = sp.symbols("n d m", integer=True, positive=True)
A, B, C, D = (MatrixSymbol(x, n, n) for x in "ABCD")
K, L = MatrixSymbol("K", d, d), MatrixSymbol("L", d, d)
R = MatrixSymbol("R", n, d)
x, y = sp.symbols("x y")
LARGE = 2000 if os.environ.get("THEORY_SLOW") else 400 if os.environ.get("CI") else 150


def f(a):
    """A counterexample's matrix as a float array (independent of the checker's arithmetic)."""
    return np.array(a, dtype=float)


def sympy_value(expr, cx):
    """Substitute the counterexample into ``expr`` with SymPy and evaluate explicitly."""
    subs = {sym: cx.subs()[sym.name] for sym in expr.atoms(MatrixSymbol)}
    subs.update({s: cx.subs()[s.name] for s in expr.free_symbols if s.name in cx.arrays})
    subs.update({s: cx.dims[s.name] for s in expr.free_symbols if s.name in cx.dims})
    for s in list(expr.free_symbols):
        if s.name in cx.dims:
            subs[s] = cx.dims[s.name]
    out = expr.xreplace(subs).doit()
    return sp.Matrix(out) if isinstance(out, sp.MatrixBase) or hasattr(out, "as_explicit") else out


# ------------------------------------------------------------------ false identities
FALSE = [
    # (id, lhs, rhs, where, independent numpy lhs, rhs)
    ("combine_kronecker on a sum", kron(A, K) + kron(B, L), kron(A + B, K + L), None,
     lambda v: np.kron(v["A"], v["K"]) + np.kron(v["B"], v["L"]), lambda v: np.kron(v["A"] + v["B"], v["K"] + v["L"])),
    ("symmetric matrices commute", A * B, B * A, {A: "symmetric", B: "symmetric"},
     lambda v: v["A"] @ v["B"], lambda v: v["B"] @ v["A"]),
    ("transpose without reversal", (A * B).T, A.T * B.T, None,
     lambda v: (v["A"] @ v["B"]).T, lambda v: v["A"].T @ v["B"].T),
    ("binomial for matrices", (A + B) ** 2, A ** 2 + 2 * A * B + B ** 2, None,
     lambda v: (v["A"] + v["B"]) @ (v["A"] + v["B"]), lambda v: v["A"] @ v["A"] + 2 * v["A"] @ v["B"] + v["B"] @ v["B"]),
    ("inverse without reversal", (A * B).I, A.I * B.I, None,
     lambda v: np.linalg.inv(v["A"] @ v["B"]), lambda v: np.linalg.inv(v["A"]) @ np.linalg.inv(v["B"])),
    ("trace of a non-cyclic permutation", Trace(A * B * C), Trace(B * A * C), None,
     lambda v: np.trace(v["A"] @ v["B"] @ v["C"]), lambda v: np.trace(v["B"] @ v["A"] @ v["C"])),
    ("any matrix is orthogonal", A.T * A, Identity(n), None, lambda v: v["A"].T @ v["A"], lambda v: np.eye(len(v["A"]))),
    ("column sums of a causal pattern", A.T * OneMatrix(n, 1), OneMatrix(n, 1), {A: "causal"},
     lambda v: v["A"].T @ np.ones((len(v["A"]), 1)), lambda v: np.ones((len(v["A"]), 1))),
    ("rank-2 matrices are singular", Determinant(A), 0, {A: "rank<=2"},
     lambda v: np.linalg.det(v["A"]), lambda v: 0.0),
    ("scalar square", (x + 1) ** 2, x ** 2 + 1, None, lambda v: (v["x"] + 1) ** 2, lambda v: v["x"] ** 2 + 1),
    ("sqrt of a square", sp.sqrt(x ** 2), x, None, lambda v: np.sqrt(v["x"] ** 2), lambda v: v["x"]),
    ("det of a sum", Determinant(A + B), Determinant(A) + Determinant(B), None,
     lambda v: np.linalg.det(v["A"] + v["B"]), lambda v: np.linalg.det(v["A"]) + np.linalg.det(v["B"])),
    ("Kronecker does not commute", kron(A, K), kron(K, A), None,
     lambda v: np.kron(v["A"], v["K"]), lambda v: np.kron(v["K"], v["A"])),
    ("orthogonal matrices are symmetric", A, A.T, {A: "orthogonal"}, lambda v: v["A"], lambda v: v["A"].T),
    ("positive definite matrices commute", A * B, B * A, {A: "positive definite", B: "positive definite"},
     lambda v: v["A"] @ v["B"], lambda v: v["B"] @ v["A"]),
]


@pytest.mark.parametrize("name,lhs,rhs,where,np_lhs,np_rhs", FALSE, ids=[c[0] for c in FALSE])
def test_false_identities_are_refuted_with_real_counterexamples(name, lhs, rhs, where, np_lhs, np_rhs):
    r = check(lhs, rhs, where=where)
    assert r.status == "refuted" and r.refuted, str(r)
    assert not any("bug" in note for note in r.notes)   # not a symbolic "proof" caught by the confirmation
    cx = r.counterexample
    v = {k: f(a) if isinstance(a, np.ndarray) else float(a) for k, a in cx.arrays.items()}
    # independent re-check 1: plain NumPy on the printed matrices
    assert not np.allclose(np_lhs(v), np_rhs(v), rtol=1e-9, atol=1e-12), (name, cx)
    # independent re-check 2: SymPy substitution into the original expressions
    lv, rv = sympy_value(sp.sympify(lhs), cx), sympy_value(sp.sympify(rhs), cx)
    assert sp.simplify(sp.Matrix(lv) - sp.Matrix(rv)) != sp.zeros(*sp.Matrix(lv).shape) if \
        isinstance(lv, sp.MatrixBase) else sp.simplify(lv - rv) != 0
    # the structure declared in where= holds in the counterexample
    for sym, kind in (where or {}).items():
        M = cx.arrays[sym.name]
        if kind == "symmetric":
            assert np.all(M == M.T)
        elif kind == "orthogonal":
            assert np.all(M.T @ M == np.eye(len(M), dtype=int))
        elif kind == "causal":
            assert np.all(M.sum(axis=1) == 1) and np.all(np.triu(M, 1) == 0) and np.all(M >= 0)
        elif kind == "rank<=2":
            assert sp.Matrix(cx.subs()[sym.name]).rank() <= 2
        elif kind == "positive definite":
            assert np.all(M == M.T) and all(determinant(M[:k, :k]) > 0 for k in range(1, len(M) + 1))


def test_a_wrong_symbolic_proof_is_caught_by_the_numeric_confirmation(monkeypatch):
    import theory.identities.decide as decide          # where check() looks the name up
    monkeypatch.setattr(decide, "proves_zero", lambda *a: True)
    r = check(kron(A, K) + kron(B, L), kron(A + B, K + L))
    assert r.refuted and "bug" in r.notes[0]


def test_combine_kronecker_counterexample_is_minimal():
    r = check(kron(A, K) + kron(B, L), kron(A + B, K + L))
    cx = r.counterexample
    assert cx.dims == {"n": 1, "d": 1}
    assert all(M.shape == (1, 1) for M in cx.arrays.values())
    assert all(abs(M[0, 0]) <= 1 for M in cx.arrays.values())      # simplest entries: 0 and 1
    assert "budget" in r.shrinking


def test_counterexamples_need_the_smallest_dimensions():
    """Symmetric 1×1 matrices commute: the counterexample must be 2×2, not larger."""
    r = check(A * B, B * A, where={A: "symmetric", B: "symmetric"})
    assert r.counterexample.dims == {"n": 2}
    assert np.max(np.abs(f(r.counterexample.arrays["A"]))) <= 1


def test_shrinking_budget_is_respected():
    r = check(kron(A, K) + kron(B, L), kron(A + B, K + L), shrink_evaluations=2)
    assert "budget reached" in r.shrinking
    v = {k: f(a) for k, a in r.counterexample.arrays.items()}
    assert not np.allclose(np.kron(v["A"], v["K"]) + np.kron(v["B"], v["L"]), np.kron(v["A"] + v["B"], v["K"] + v["L"]))
    r0 = check(A * B, B * A, shrink_seconds=0)
    assert r0.refuted and "budget reached" in r0.shrinking


# ------------------------------------------------------------------ true identities
PROVED = [
    ("mixed product", kron(A, K) * kron(B, L), kron(A * B, K * L), None),
    ("transpose of a Kronecker product", kron(A, K).T, kron(A.T, K.T), None),
    ("transpose of a product", (A * R).T, R.T * A.T, None),
    ("distributivity", A * (B + C), A * B + A * C, None),
    ("inverse of a product", (A * B).I, B.I * A.I, None),
    ("Kronecker is bilinear", kron(A + B, K), kron(A, K) + kron(B, K), None),
    ("Hadamard commutes", HadamardProduct(A, B), HadamardProduct(B, A), None),
    # issue 25 item 5: trace cyclicity in the canonicalisation (was 'holds on 100 random instances')
    ("trace is cyclic", Trace(A * C), Trace(C * A), None),
    ("trace is cyclic, three factors", Trace(A * B * C), Trace(C * A * B), None),
    ("trace is cyclic, rectangular", Trace(R * R.T * A), Trace(R.T * A * R), None),
    ("trace of a transpose", Trace((A * B * C).T), Trace(B * C * A), None),
    ("trace is linear", Trace(2 * A * B + x * C * D), 2 * Trace(B * A) + x * Trace(D * C), None),
    ("trace inside a matrix", Trace(A * B) * C, Trace(B * A) * C, None),
]


@pytest.mark.parametrize("name,lhs,rhs,where", PROVED, ids=[c[0] for c in PROVED])
def test_true_identities_are_proved_and_confirmed(name, lhs, rhs, where):
    r = check(lhs, rhs, where=where)
    assert r.status == "proved", str(r)
    assert r.instances > 0 and "confirmed" in " ".join(r.notes)


HOLDS = [
    ("trace is cyclic", Trace(A * B * C), Trace(C * A * B), None),
    ("det is multiplicative", Determinant(A * B), Determinant(A) * Determinant(B), None),
    ("trace of a Kronecker product", Trace(kron(A, K)), Trace(A) * Trace(K), None),
    ("inverse of a Kronecker product", kron(A, K).I, kron(A.I, K.I), None),
    ("orthogonal", A.T * A, Identity(n), {A: "orthogonal"}),
    ("orthogonal, other side", A * A.T, Identity(n), Q.orthogonal(A)),
    ("causal patterns are row-stochastic", A * B * OneMatrix(n, 1), OneMatrix(n, 1), {A: "causal", B: "causal"}),
    ("symmetric", A, A.T, {A: "symmetric"}),
    ("rank ≤ 1 is singular for n ≥ 2", Determinant(A), 0, {A: "rank<=1"}, {n: (2, 4)}),
    ("positive definite trace", sp.Abs(Trace(A)), Trace(A), {A: "positive definite"}),
    ("positive scalar", sp.sqrt(x ** 2), x, {x: "positive"}),
    ("Kronecker vec identity, as a trace", Trace(kron(A, K) * kron(B, L)), Trace(A * B) * Trace(K * L), None),
]


@pytest.mark.parametrize("case", HOLDS, ids=[c[0] for c in HOLDS])
def test_true_identities_are_never_refuted(case):
    name, lhs, rhs, where, shapes = case + (None,) * (5 - len(case))
    r = check(lhs, rhs, where=where, shapes=shapes, max_examples=LARGE, prove=False)   # numeric search only
    assert r.kind == "holds", str(r)
    assert r.instances >= min(LARGE // 3, 30)    # most draws are valid (inverses exist; tiny spaces run out)


def test_true_identity_holds_in_float_and_integer_modes_too():
    r = check(Trace(A * B * C), Trace(C * A * B), entries="float", max_examples=LARGE, prove=False)   # numeric only
    assert r.status.startswith("holds") and "float64" in r.mode
    r = check(Trace(A * B * C), Trace(C * A * B), entries="integer", max_examples=LARGE, prove=False)
    assert r.status.startswith("holds") and r.mode == "exact rational arithmetic"
    bad = check((A + B).I, A.I + B.I, entries="integer")
    assert bad.refuted and all(x.denominator == 1 for x in bad.counterexample.arrays["A"].ravel())


def test_path_expansion_against_a_forward_pass():
    from theory.circuits import path_expansion
    from theory.circuits.symbolic.symbols import n_ctx, n_vocab
    e = path_expansion(n_heads=[1, 1])
    X = MatrixSymbol("X", n_ctx, n_vocab)
    paths = sp.MatAdd(*[t.pattern * X * t.weight.T for t in e.terms])

    def forward(v, second_layer_reads=1):
        X0 = v["X"] @ v["W_E"].T
        X1 = X0 + v["A^h1"] @ X0 @ v["W_OV^h1"].T
        X2 = X1 + v["A^h2"] @ (X1 if second_layer_reads else X0) @ v["W_OV^h2"].T
        return X2 @ v["W_U"].T

    A1, A2 = e.terms[1].pattern, e.terms[2].pattern
    r = check(paths, forward, where={A1: "causal", A2: "causal"})
    assert r.status == "holds on 100 random instances" and r.mode == "exact rational arithmetic"
    # negative control: a forward pass whose second layer reads the embedding, not the residual stream
    bad = check(paths, lambda v: forward(v, 0), where={A1: "causal", A2: "causal"})
    assert bad.refuted
    v = {k: f(a) for k, a in bad.counterexample.arrays.items()}
    assert not np.allclose(sum(f(sympy_value(t.pattern * X * t.weight.T, bad.counterexample)) for t in e.terms),
                           forward(v, 0))


# ------------------------------------------------------------------ Monte Carlo
def test_composition_baseline_monte_carlo():
    from theory.circuits import composition_baseline
    MA, MB = MatrixSymbol("M_A", d, d), MatrixSymbol("M_B", d, d)
    comp2 = Trace((MA * MB).T * (MA * MB)) / (Trace(MA.T * MA) * Trace(MB.T * MB))
    wrong = check(expectation(comp2), 1 / (d + 1), where={MB: "gaussian"})
    assert wrong.refuted and wrong.counterexample.dims == {"d": 1}
    assert "E[lhs] ∈ [1, 1]" in wrong.counterexample.note     # comp = 1 exactly when d = 1
    wrong4 = check(expectation(comp2), 1 / (d + 1), where={MA: "gaussian", MB: "gaussian"}, shapes={d: 4})
    cx = wrong4.counterexample
    assert wrong4.refuted and cx.rhs == pytest.approx(0.2) and abs(cx.lhs - composition_baseline(4)) < 0.01
    right = check(expectation(comp2), 1 / d, where={MB: "gaussian"})
    assert right.status.startswith("holds") and "Monte Carlo" in right.mode


# ------------------------------------------------------------------ malformed input
def test_shape_incompatible_input_names_the_part():
    with pytest.raises(ShapeError, match=r"in lhs, A\*K: A has n columns but K has d rows"):
        check(A * K, K * A)
    with pytest.raises(ShapeError, match=r"lhs is n×n but rhs is d×d"):
        check(A, K)
    with pytest.raises(ShapeError, match="lhs is a matrix but rhs is a scalar"):
        check(A, Trace(A))
    with pytest.raises(ShapeError, match="in rhs.*terms have different shapes"):
        check(A, sp.MatAdd(A, K))
    with pytest.raises(ShapeError, match="'orthogonal' needs a square matrix; R is n×d"):
        check(R.T * R, Identity(d), where={R: "orthogonal"})
    with pytest.raises(ShapeError, match="Trace needs a square matrix; R is n×d"):
        check(Trace(R), 0)


def test_unknown_symbols_are_refused_by_name():
    with pytest.raises(InputValueError, match="where= names 'C', which does not occur in lhs or rhs; symbols: A, B"):
        check(A * B, B * A, where={C: "symmetric"})
    with pytest.raises(InputValueError, match="shapes= names m, which is not a dimension"):
        check(A * B, B * A, shapes={m: 3})
    with pytest.raises(InputValueError, match="unknown structure 'symetric'"):
        check(A * B, B * A, where={A: "symetric"})
    with pytest.raises(InputTypeError, match="in lhs, g\\(x\\).*cannot be instantiated"):
        check(sp.Function("g")(x), x)
    with pytest.raises(InputValueError, match="Q.invertible is not supported"):
        check(A * A.I, Identity(n), where=Q.invertible(A))
    with pytest.raises(InputValueError, match="'n', which is a dimension"):
        check(A * B, B * A, where={n: "positive"})


@pytest.mark.parametrize("bad,kind", [(np.eye(2), "ndarray"), ("A*B", "str"), ([[1, 0]], "list"), (None, "NoneType"),
                                      (object(), "object")])
def test_non_matrix_objects_are_refused(bad, kind):
    with pytest.raises(InputTypeError, match=f"lhs must be a SymPy matrix expression or scalar expression.*got {kind}"):
        check(bad, A)
    if bad is not None:
        with pytest.raises(InputTypeError, match=f"rhs must be.*got {kind}"):
            check(A, bad)


def test_sizes_are_refused_before_work():
    with pytest.raises(TooLargeError, match="scalar operations per instance at n = 40, d = 40"):
        check(kron(A, K) * kron(B, L), kron(A * B, K * L), shapes={n: 40, d: 40})
    r = check(kron(A, K) * kron(B, L), kron(A * B, K * L), shapes={n: 3, d: 3})
    assert r.status == "proved"


def test_options_are_validated():
    for kw, msg in [({"max_examples": 0}, "max_examples"), ({"entries": "int"}, "entries"), ({"rtol": -1}, "rtol"),
                    ({"confidence": 1.0}, "confidence"), ({"shapes": {n: 0}}, "shapes")]:
        with pytest.raises(InputValueError, match=msg):
            check(A * B, B * A, **kw)


def test_eq_and_zero_forms():
    assert check(sp.Eq(Trace(A * B), Trace(B * A))).status == "proved"       # trace cyclicity (issue 25)
    assert check(A * B - B * A).refuted
    assert check(x ** 2 - x * x).status == "proved"


def test_result_reports_and_claims():
    r = check(A * B, B * A)
    tex = r._repr_latex_()
    assert tex.startswith("$$") and r"\begin{matrix}" in tex and "refuted" in tex and r"\begin{gathered}" in tex
    res = r.claim("P1").execute()
    assert res.status == "refuted" and "counterexample" in res.evidence["checks"][0]
    ok = check(kron(A, K).T, kron(A.T, K.T)).claim("P2", "transpose").execute()
    assert ok.status == "verified" and ok.evidence["numbers"]["status"] == "proved"
    control = ok.evidence["checks"][1]
    assert control["name"].startswith("negative control: ") and "must be refuted" in control["name"]
    assert control["detail"].startswith("refuted")
    # a 'control' that is true cannot refute anything: the claim must not come out verified
    useless = check(kron(A, K).T, kron(A.T, K.T)).claim("P3", control=(A * B, A * B)).execute()
    assert useless.status != "verified"
    sharp = check(A * B, B * A, where={A: "diagonal", B: "diagonal"}).claim(
        "P4", control=(A * B, B * A, {"where": None})).execute()     # false variant: drop the structure
    assert sharp.status == "verified" and sharp.evidence["checks"][1]["detail"].startswith("refuted")


@pytest.mark.parametrize("lhs,rhs", [
    (Trace(A * B * C), Trace(A * C * B)),              # a transposition, not a rotation
    (Trace(A * B * C), Trace(A.T * B.T * C.T)),        # transposes without reversing the order
    (Trace(A * B), Trace(A) * Trace(B)),
])
def test_trace_canonicalisation_proves_no_false_variant(lhs, rhs):
    """The negative controls of the cyclicity rule: not proved, and refuted with a counterexample."""
    from theory.identities import proves_zero
    assert not proves_zero(lhs, rhs, False)
    r = check(lhs, rhs)
    assert r.status == "refuted", str(r)
    cx = r.counterexample                              # re-checked by SymPy substitution, not by the checker
    assert sp.simplify(sympy_value(lhs, cx) - sympy_value(rhs, cx)) != 0


# ------------------------------------------------------------------ strategies
@settings(max_examples=30, deadline=None)
@given(st.integers(1, 4), st.data())
@example(1, None)
def test_structured_strategies_have_their_structure_exactly(k, data):
    if data is None:   # explicit edge case: 1×1 matrices of every structure
        S, Qm, P, Ac, M = np.array([[Fraction(2)]], dtype=object), np.array([[Fraction(-1)]], dtype=object), \
            np.array([[Fraction(1, 4)]], dtype=object), np.array([[Fraction(1)]], dtype=object), \
            np.array([[Fraction(0)]], dtype=object)
    else:
        S = data.draw(symmetric_matrices(k))
        Qm = data.draw(orthogonal_matrices(k))
        P = data.draw(positive_definite_matrices(k))
        Ac = data.draw(causal_patterns(k))
        M = data.draw(low_rank_matrices(k, k + 1, 1))
    assert np.all(S == S.T)
    assert np.all(Qm.T @ Qm == np.eye(len(Qm), dtype=int))
    assert np.all(P == P.T) and all(determinant(P[:j, :j]) > 0 for j in range(1, len(P) + 1))
    assert np.all(Ac.sum(axis=1) == 1) and np.all(np.triu(Ac, 1) == 0) and np.all(Ac >= 0)
    assert sp.Matrix(M.tolist()).rank() <= 1


@settings(max_examples=10, deadline=None)
@given(matrices(st.integers(1, 3), 2, structure="general", entries="float"))
def test_float_matrices(M):
    assert M.dtype == float and M.shape[1] == 2 and np.all(np.abs(M) <= 4)


def test_integer_shapes_and_rectangular_matrices():
    P, Qm = MatrixSymbol("P", 2, 3), MatrixSymbol("Q", 3, 2)
    assert check(Trace(P * Qm), Trace(Qm * P)).status == "proved"      # rectangular: tr(PQ) = tr(QP)
    r = check(P * Qm, Qm.T * P.T)
    assert r.refuted and r.counterexample.dims == {}
    v = {k: f(a) for k, a in r.counterexample.arrays.items()}
    assert v["P"].shape == (2, 3) and not np.allclose(v["P"] @ v["Q"], v["Q"].T @ v["P"].T)


def test_rhs_function_errors_name_the_key():
    with pytest.raises(InputValueError, match="rhs function asked for 'Z'.*it gets: A, B, n"):
        check(A * B, lambda v: v["Z"])
    with pytest.raises(ShapeError, match="lhs evaluates to shape"):
        check(A * B, lambda v: np.zeros((7, 7)))


def test_where_as_a_list_of_predicates():
    r = check(A * B, B * A, where=[Q.symmetric(A), Q.diagonal(B)])
    assert r.refuted and r.counterexample.dims == {"n": 2}
    assert check(A * B, B * A, where=Q.diagonal(A) & Q.diagonal(B)).status.startswith("holds")


def test_large_expansions_skip_the_symbolic_step():
    prod = sp.MatMul(*[(A + B + C + D)] * 6)
    r = check(prod, prod.T.T, max_examples=5, shapes={n: 1})
    assert "symbolic step skipped" in r.notes[0] and r.status.startswith("holds")


def test_shared_modules_import_no_domain():
    import subprocess
    code = ("import sys, theory, theory.identities, theory.structured, theory.testing, theory.claims, theory.cli; "
            "print(sorted(m for m in sys.modules if m.startswith(('theory.circuits', 'theory.inference'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": ROOT})
    assert out.stdout.strip() == "[]"


def _float(v):
    return {k: (f(a) if isinstance(a, np.ndarray) else a) for k, a in v.items()}


REFERENCE = [   # the checker's evaluation of each node against NumPy on the same drawn instances
    ("kron", kron(A, R), lambda v: np.kron(_float(v)["A"], _float(v)["R"])),
    ("inverse", A.I * B, lambda v: np.linalg.solve(_float(v)["A"], _float(v)["B"])),
    ("det", Determinant(A * B + A), lambda v: np.linalg.det(_float(v)["A"] @ _float(v)["B"] + _float(v)["A"])),
    ("trace, transpose", Trace(R.T * A * R), lambda v: np.trace(_float(v)["R"].T @ _float(v)["A"] @ _float(v)["R"])),
    ("power, hadamard", HadamardProduct(A ** 3, B), lambda v: np.linalg.matrix_power(_float(v)["A"], 3) * _float(v)["B"]),
    ("negative power", A ** -2, lambda v: np.linalg.matrix_power(np.linalg.inv(_float(v)["A"]), 2)),
]


@pytest.mark.parametrize("name,expr,ref", REFERENCE, ids=[c[0] for c in REFERENCE])
def test_evaluation_agrees_with_numpy(name, expr, ref):
    r = check(expr, ref, max_examples=60, rtol=1e-7, atol=1e-9)
    assert r.status.startswith("holds") and r.instances >= 20, str(r)


# ----------------------------------------------------------------------------------------------
# The comparison that decides each instance, and the claims check() makes (mutation testing).

def test_exact_mode_compares_exactly_and_float_mode_uses_the_tolerances():
    """Against the definitions: exact mode is Fraction equality (a 10⁻³⁰ difference refutes);
    float mode accepts |l − r| ≤ atol + rtol·max(|l|, |r|) and nothing more."""
    tiny = Fraction(1, 10 ** 30)
    r = check(A * B, lambda v: v["A"].dot(v["B"]) + tiny, shapes={n: 1}, max_examples=5)
    assert r.refuted and r.mode == "exact rational arithmetic"
    l, rr = r.counterexample.lhs, r.counterexample.rhs
    assert isinstance(np.asarray(l).ravel()[0], Fraction) and np.all(np.asarray(rr) - np.asarray(l) == tiny)
    assert check(A * B, lambda v: v["A"].dot(v["B"]), shapes={n: 2}, max_examples=5).status.startswith("holds")
    assert check(x, lambda v: v["x"] + tiny, max_examples=5).refuted               # exact scalars too
    for factor, holds in [(1 + 0.5e-9, True), (1 + 2e-9, False)]:
        r = check(x, lambda v: v["x"] * factor, entries="float", rtol=1e-9, atol=0, max_examples=20)
        assert r.refuted is not holds and r.mode == "float64, rtol=1e-09, atol=0"
    for shift, holds in [(0.5e-6, True), (2e-6, False)]:
        assert check(x, lambda v: v["x"] + shift, entries="float", rtol=0, atol=1e-6, max_examples=20).refuted \
            is not holds
    # the relative tolerance scales with the larger side, so swapping sides changes nothing
    r1 = check(x, lambda v: 2 * v["x"], entries="float", rtol=0.5, atol=0, max_examples=20)
    r2 = check(2 * x, lambda v: v["x"], entries="float", rtol=0.5, atol=0, max_examples=20)
    assert not r1.refuted and not r2.refuted
    r3 = check(2 * x, lambda v: v["x"], entries="float", rtol=0.49, atol=0, max_examples=20)
    assert r3.refuted and r3.counterexample.arrays["x"] != 0


def test_a_non_finite_or_misshaped_rhs_never_holds():
    r = check(x, lambda v: float("nan"), entries="float", atol=1e300, max_examples=5)
    assert r.refuted and r.counterexample.note == "non-finite value"
    r = check(x, lambda v: float("inf"), entries="float", atol=1e300, max_examples=5)
    assert r.refuted and r.counterexample.note == "non-finite value"
    with pytest.raises(ShapeError, match=r"^lhs evaluates to shape \(2, 2\) but rhs to \(2,\)$"):
        check(A, lambda v: np.zeros(2), shapes={n: 2}, max_examples=2)


def test_claims_from_check_record_the_check_and_a_refuted_control():
    ok = check(A * B, lambda v: v["A"].dot(v["B"]), shapes={n: 2}, max_examples=5).claim("P5", "products")
    res = ok.execute()
    assert (res.id, res.title, res.status) == ("P5", "products", "verified")
    assert res.statement.startswith("$") and res.statement.endswith("$")
    first, ctl = res.evidence["checks"]
    assert first["passed"] and first["detail"].startswith("holds on ") and "exact rational arithmetic" in first["detail"]
    assert ctl["control"] and ctl["passed"] and ctl["false variant refuted"]
    assert ctl["detail"].startswith("refuted (counterexample at {'n': 2})")
    assert res.evidence["numbers"]["status"].startswith("holds on ") and res.evidence["numbers"]["instances"] > 0
    bad = check(A * B, B * A).claim("P6").execute()
    assert bad.status == "refuted" and not bad.evidence["checks"][0]["passed"]
    assert "; " in bad.evidence["checks"][0]["counterexample"] and "\n" not in bad.evidence["checks"][0]["counterexample"]
    assert set(check(Trace(A * B), Trace(B * A)).claim("P7").execute().expressions) == {"lhs", "rhs"}
    mc = check(expectation(x ** 2), 1, where={x: "gaussian"}, samples=2000).claim("P8").execute()
    assert mc.status == "verified" and mc.evidence["checks"][1]["detail"].startswith("refuted")   # E[x²] ≠ 1 + 1
    with pytest.raises(InputTypeError, match=r"^control must be \(lhs, rhs\) or \(lhs, rhs, \{check options\}\)"):
        check(A, A).claim("P9", control=(A,))
    with pytest.raises(InputTypeError, match="control must be"):
        check(A, A).claim("P9", control=(A, A, "where"))


def test_claim_controls_evidence_and_expressions():
    from theory.identities import Expectation, shifted_side, parse_side
    assert check(Trace(A + B), Trace(A) + Trace(B)).status == "proved"          # a scalar of matrix expressions
    assert check(x ** 2 - x * x).claim("Z1").execute().status == "verified"     # rhs omitted: lhs = 0
    eq = check(sp.Eq(Trace(A * B), Trace(B * A))).claim("Z2").execute()         # rhs omitted: Eq split
    assert eq.status == "verified" and eq.evidence["checks"][1]["name"] == \
        "negative control: Trace(A*B) = Trace(B*A) + 1 must be refuted"
    r = check(A * B, B * A)
    bad = r.claim("Z3").execute()
    assert bad.evidence["checks"][0]["name"] == r.statement() == "A*B = B*A"
    assert bad.evidence["checks"][0]["counterexample"] == str(r.counterexample).replace("\n", "; ")
    useless = check(A * B, A * B).claim("Z4", control=(A * B, A * B)).execute()
    assert useless.status == "error" and "negative control not refuted" in useless.evidence["error"]
    assert useless.evidence["checks"][1]["detail"] == "proved → false variant NOT refuted"
    mc = check(expectation(x ** 2), 1, where={x: "gaussian"}, samples=2000).claim("Z5").execute()
    assert mc.expressions == {"lhs": r"\mathbb{E}\left[x^{2}\right]", "rhs": 1} and isinstance(mc.expressions["rhs"],
                                                                                                sp.Basic)
    # the default false variant is rhs + 1 (J for matrices), for every kind of rhs
    assert shifted_side(parse_side(x ** 2, "rhs")) == x ** 2 + 1
    assert shifted_side(parse_side(A * B, "rhs")) == A * B + OneMatrix(n, n)
    shifted = shifted_side(parse_side(expectation(x ** 2), "rhs"))
    assert isinstance(shifted, Expectation) and shifted.expr == x ** 2 + 1
    assert np.all(shifted_side(parse_side(lambda v: np.eye(2), "rhs"))({}) == np.eye(2) + 1)


def test_values_from_an_rhs_function_are_compared_by_their_own_kind():
    """An rhs function that returns floats is compared with the tolerances even in exact mode (float(1/3)
    is not 1/3); one that returns an object array in float mode is not compared exactly."""
    assert check(A * B, lambda v: v["A"].dot(v["B"]).astype(float), shapes={n: 2}, max_examples=5).status.startswith(
        "holds")
    assert check(x, lambda v: float(v["x"])).status.startswith("holds")   # x = p/q, q ≤ 4: 1/3 is drawn
    assert check(A, lambda v: np.array(v["A"] * (1 + 1e-12), dtype=object), entries="float", shapes={n: 2},
                 max_examples=5).status.startswith("holds")
    assert check(A * B, B * A).counterexample.note == ""          # an ordinary violation needs no note
    assert check(A * B, B * A, entries="float").counterexample.note == ""


def test_what_the_symbolic_step_proves():
    assert check((x + 1) ** 2, x ** 2 + 2 * x + 1).status == "proved"      # expansion of lhs − rhs, not lhs + rhs
    assert check(sp.sin(x) ** 2 + sp.cos(x) ** 2, 1).status == "proved"   # simplify
    big = sum(sp.sin(k * x) ** 2 + sp.cos(k * x) ** 2 for k in range(1, 81))   # 638 operations: not simplified
    assert check(big, 80, max_examples=5).status == "holds on 5 random instances"


_A, _C = sp.MatrixSymbol("A", _n, _n), sp.MatrixSymbol("C", _n, _n)


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_a_rank_bound_beyond_the_dimension_allocates_nothing_extra():
    """where={A: "rank<=1000000000"} allocated a 10^9-column parameter array: MemoryError (7.45 GiB)."""
    assert check(_A * _C, _C * _A, where={_A: "rank<=1000000000"}).status == "refuted"
    assert check(sp.Trace(_A * _C), sp.Trace(_C * _A), where={_A: "rank<=1000000000"},   # numeric draws only: the
                 prove=False).status.startswith("holds")                                  # cyclic trace is proved
    assert check(sp.Determinant(_A), 0, where={_A: "rank<=1"}, shapes={_n: (2, 3)}).status.startswith("holds")


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_check_refuses_a_huge_number_of_instances_before_drawing_them():
    """max_examples=10**9 ran Hypothesis for hours; the limit is stated, in instances."""
    with pytest.raises(TooLargeError, match="max_examples=1,000,000,000 random instances is too many; at most 100,000"):
        check(sp.Trace(_A * _C), sp.Trace(_C * _A), max_examples=10**9)


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
@pytest.mark.parametrize("seed,err", [(-1, InputValueError), ("a", InputTypeError), (1.5, InputTypeError)])
def test_a_bad_seed_is_refused_the_same_way_by_both_paths(seed, err):
    """A Monte Carlo check with seed=-1 or 'a' raised NumPy's bare ValueError (the random search took any seed)."""
    with pytest.raises(err, match="seed must be None or an integer ≥ 0"):
        check(expectation(_x), 0, where={_x: "gaussian"}, seed=seed)
    with pytest.raises(err, match="seed must be None or an integer ≥ 0"):
        check(sp.Trace(_A * _C), sp.Trace(_C * _A), seed=seed)
    assert check(expectation(_x), 0, where={_x: "gaussian"}, seed=None).status.startswith("holds")   # TypeError before


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_check_names_a_shape_that_goes_negative():
    """check(Trace(A), Trace(Aᵀ)) with A of shape (n − 2)×(n − 2) raised NumPy's bare 'negative dimensions are not
    allowed' at n = 1; it now names the shape, the dimension and the fix.  With shapes= it runs, zero size included."""
    from theory import check
    from theory.errors import ShapeError
    n = sp.Symbol("n", integer=True, positive=True)
    A = sp.MatrixSymbol("A", n - 2, n - 2)
    with pytest.raises(ShapeError, match=r"the shape n - 2 is -1 < 0 at n = 1; restrict the dimensions with shapes= "
                                         r"\(e\.g\. shapes=\{'n': \(2, 4\)\}\)"):
        check(sp.Trace(A), sp.Trace(A.T))
    assert not check(sp.Trace(A), sp.Trace(A.T), shapes={"n": (2, 4)}).refuted
    r = check(sp.Determinant(A), 0, shapes={"n": (2, 4)})       # det of the 0×0 matrix is 1: refuted there
    assert r.refuted and r.counterexample.dims == {"n": 2}


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
@pytest.mark.parametrize("kw,error,message", [
    (dict(shrink_evaluations=-5), "InputValueError", "shrink_evaluations must be an integer >= 0; got -5"),
    (dict(shrink_evaluations=1.5), "InputTypeError", "shrink_evaluations must be an integer; got 1.5"),
    (dict(prove="no"), "InputTypeError", "prove must be True or False; got 'no' of type str"),
])
def test_check_validates_shrink_budget_and_prove(kw, error, message):
    """check(..., shrink_evaluations=-5) ran and reported 'budget -5 evaluations'; prove="no" (truthy) ran the proof."""
    import theory.errors
    from theory import check
    n = sp.Symbol("n", integer=True, positive=True)
    A, B = sp.MatrixSymbol("A", n, n), sp.MatrixSymbol("B", n, n)
    with pytest.raises(getattr(theory.errors, error), match=message):
        check(A * B, B * A, **kw)
    assert check(A * B, B * A, shrink_evaluations=0, prove=False).refuted


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_check_refuses_shapes_that_are_not_a_dict():
    """check(..., shapes=[("n", 3)]) raised AttributeError: 'list' object has no attribute 'items'."""
    from theory import check
    n, A = _n_A()
    with pytest.raises(InputTypeError, match=r"shapes= must be a dict \{dimension: int, \(lo, hi\) or range\}; got list"):
        check(A * A.T, (A * A.T).T, shapes=[("n", 3)])


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 15; tests/test_newcomer3.py)")
def test_check_writes_no_hypothesis_folder_into_the_current_directory(tmp_path):
    """Hypothesis caches source constants in .hypothesis/ of the current folder: check puts them in the
    package's cache folder instead (here $THEORY_CACHE)."""
    work, cache = tmp_path / "work", tmp_path / "cache"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "HYPOTHESIS_STORAGE_DIRECTORY"}
    env.update(THEORY_CACHE=str(cache), PYTHONPATH=ROOT + os.pathsep + env.get("PYTHONPATH", ""))
    code = ("import sympy as sp; from theory import check\n"
            "n = sp.Symbol('n', integer=True, positive=True)\n"
            "A, B = sp.MatrixSymbol('A', n, n), sp.MatrixSymbol('B', n, n)\n"
            "print(check(A + B, B + A).status, check(A * B, B * A).status)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=work, env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0 and out.stdout.split() == ["proved", "refuted"], out.stderr
    assert os.listdir(work) == []
    assert (cache / "hypothesis").is_dir()           # it did write (the check above is not vacuous)
    mine = tmp_path / "mine"                         # a folder the user chose is kept
    out = subprocess.run([sys.executable, "-c", code], cwd=work, capture_output=True, text=True, timeout=300,
                         env={**env, "THEORY_CACHE": str(tmp_path / "cache2"), "HYPOTHESIS_STORAGE_DIRECTORY": str(mine)})
    assert out.returncode == 0, out.stderr
    assert mine.is_dir() and not (tmp_path / "cache2").exists() and os.listdir(work) == []


SHRINK_PROBE = r'''
import hashlib, sympy as sp, theory
n = sp.Symbol("n", integer=True, positive=True)
A, B, C, D = (sp.MatrixSymbol(c, n, n) for c in "ABCD")
r = theory.check(A*B*C*D*A*B*C + D, A*D*C*B*A*D*C + D, seed=2, shapes={n: (5, 7)}, prove=False, shrink_seconds=0.3)
x, y = sp.symbols("x y")
mc = theory.check(theory.expectation(sp.Trace(A*B*A.T*B.T)*x**2 + sp.Trace(C*A*D*A.T)*y), 3,
                  where={A: "gaussian", B: "gaussian", x: "gaussian"}, seed=5, samples=3000, shapes={n: (2, 3)})
cx = mc.counterexample
mc_text = repr((mc.kind, cx.dims, float(cx.lhs), {k: getattr(v, "tolist", lambda: v)() for k, v in sorted(cx.arrays.items())}, cx.note))
print(hashlib.sha256((str(r.counterexample) + "|" + r.shrinking + "|" + mc_text).encode()).hexdigest(), r.shrinking)
'''


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 9; tests/test_round4_hangs.py)')
def test_check_gives_the_same_counterexample_under_any_hash_seed_thread_count_or_load():
    """check's minimal counterexample with one seed differed between runs with another PYTHONHASHSEED or
    OMP_NUM_THREADS: the shrinking stopped at a wall-clock limit (1 s), so how far it got depended on the
    machine's speed at that moment (here: 37, 46, 56, 57 evaluations).  The budget is now counted work."""
    runs = [_python(SHRINK_PROBE, timeout=120, PYTHONHASHSEED=h, OMP_NUM_THREADS=t, OPENBLAS_NUM_THREADS=t)
            for h, t in (("0", "1"), ("1", "2"), ("123", "1"))]
    assert all(rc == 0 for rc, *_ in runs), [err for _, _, err, _ in runs]
    digests = {out.split()[0] for _, out, _, _ in runs}
    assert len(digests) == 1, [out for _, out, _, _ in runs]
    assert "(budget reached)" in runs[0][1]          # the budget, not the end of shrinking, decided where it stopped
