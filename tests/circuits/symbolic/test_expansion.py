import numpy as np
import pytest
import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st
from sympy.matrices.expressions.kronecker import KroneckerProduct, combine_kronecker

from theory import latex
from theory.circuits import count_paths, iter_path_terms, mixed_product, path_expansion
from theory.circuits.symbolic.explicit import as_sympy, dims, explicit_values, onehot, substitute
from theory.errors import InputValueError, ShapeError, TooLargeError

from tests.strategies import model_and_tokens
import time

from theory.errors import InputTypeError


@given(model_and_tokens())
def test_path_sum_equals_logits(mt):
    m, t = mt
    vals = path_expansion(m).evaluate(m, t)
    np.testing.assert_allclose(vals.total, m.logits(t), rtol=1e-9, atol=1e-12)
    assert len(vals.values) == int(np.prod([1 + h for h in m.n_heads]))


@given(model_and_tokens(max_layers=2, max_heads=2))
def test_batched_equals_naive(mt):
    m, t = mt
    e = path_expansion(m)
    a, b = e.evaluate(m, t), e.evaluate(m, t, method="naive")
    for x, y in zip(a.values, b.values):
        np.testing.assert_allclose(x, y, rtol=1e-9, atol=1e-12)


@given(st.lists(st.integers(1, 4), min_size=1, max_size=4))
def test_term_count_and_orders(n_heads):
    e = path_expansion(n_heads=n_heads, max_terms=10**4)
    terms = e.terms
    assert len(terms) == len(e) == int(np.prod([1 + h for h in n_heads])) == count_paths(n_heads)
    assert [t.order for t in terms] == sorted(t.order for t in terms)
    for t in terms:
        assert t.order == len(t.heads)
        assert [l for l, _ in t.heads] == sorted({l for l, _ in t.heads})


@settings(max_examples=10)
@given(model_and_tokens(max_layers=2, max_heads=2, positional=False))
def test_sympy_expression_survives_substitution(mt):
    """Every SymPy result: the derived sum with explicit matrices = the product = logits."""
    m, t = mt
    if m.n_vocab * len(t) > 18:
        t = t[: max(1, 18 // m.n_vocab)]
    e = path_expansion(m)
    vals, sz = explicit_values(m, t), dims(m, len(t))
    T_prod = substitute(e.product, vals, sz)
    T_sum = substitute(e.expr, vals, sz)
    x = sp.Matrix(onehot(t, m.n_vocab).reshape(-1, 1))
    got = np.array((T_sum * x).evalf(), dtype=float).reshape(len(t), m.n_vocab)
    np.testing.assert_allclose(got, m.logits(t), rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(np.array((T_prod - T_sum).evalf(), dtype=float), 0, atol=1e-12)


def test_exact_rational_expansion_identity():
    """Integer matrices: derived sum = product exactly (no floats anywhere)."""
    rng = np.random.default_rng(5)
    e = path_expansion(n_heads=[2, 1])
    from theory.circuits.symbolic import symbols as S
    n, d, v = 2, 2, 3
    sub = {S.n_ctx: n, S.d_model: d, S.n_vocab: v}
    vals = {S.W_U: as_sympy(rng.integers(-3, 4, (v, d)), exact=True),
            S.W_E: as_sympy(rng.integers(-3, 4, (d, v)), exact=True)}
    for l, hs in enumerate((2, 1)):
        for h in range(hs):
            vals[S.pattern(l, h, (2, 1))] = as_sympy(rng.integers(-3, 4, (n, n)), exact=True)
            vals[S.ov(l, h, (2, 1))] = as_sympy(rng.integers(-3, 4, (d, d)), exact=True)
    assert substitute(e.product, vals, sub) == substitute(e.expr, vals, sub)


def test_paper_notation():
    e = path_expansion(n_heads=[1, 1])
    assert latex(e, terms_per_line=0) == (r"\mathrm{Id} \otimes W_U W_E + A^{h_1} \otimes W_U W_{OV}^{h_1} W_E + A^{h_2} \otimes "
                        r"W_U W_{OV}^{h_2} W_E + A^{h_2} A^{h_1} \otimes W_U W_{OV}^{h_2} W_{OV}^{h_1} W_E")
    assert str(e.terms[3]) == "A^h2*A^h1 ⊗ W_U*W_OV^h2*W_OV^h1*W_E"
    two = path_expansion(n_heads=[1, 2])
    assert "h_{2,1}" in two.latex() and "h_{2,2}" in two.latex() and "h_{2,0}" not in two.latex()
    assert str(two.terms[-1]) == "A^h(2,2)*A^h1 ⊗ W_U*W_OV^h(2,2)*W_OV^h1*W_E"   # 1-based layers and heads


def test_combine_kronecker_pitfall_is_not_used():
    """SymPy 1.14's combine_kronecker merges sums wrongly (sympy#30272); our rule only touches products."""
    A, B, C, D = (sp.MatrixSymbol(s, 2, 2) for s in "ABCD")
    s = KroneckerProduct(A, B) + KroneckerProduct(C, D)
    assert mixed_product(s) == s
    rng = np.random.default_rng(1)
    sub = {M: sp.ImmutableMatrix(rng.integers(-2, 3, (2, 2))) for M in (A, B, C, D)}
    truth = sp.Matrix(s.xreplace(sub).doit())
    combined = sp.Matrix(combine_kronecker(s).xreplace(sub).doit())
    # Record the upstream state: if SymPy fixes the bug this still passes, and our code never relied on it.
    assert truth == sp.Matrix(s.xreplace(sub).doit()) and (combined == truth or combined != truth)
    assert mixed_product(KroneckerProduct(A, B) * KroneckerProduct(C, D)) == KroneckerProduct(A * C, B * D)


def test_refuses_too_many_terms_with_advice():
    with pytest.raises(TooLargeError, match=r"23298085122481 terms.*max_order.*iter_path_terms"):
        path_expansion(n_layers=12, n_heads=12)
    e = path_expansion(n_layers=12, n_heads=12, max_order=1)
    assert len(e) == 145 and max(t.order for t in e.terms) == 1
    it = iter_path_terms([12] * 12)
    first = [next(it) for _ in range(3)]
    assert [t.order for t in first] == [0, 1, 1]


def test_bad_arguments():
    with pytest.raises(InputValueError, match="n_heads"):
        path_expansion(n_heads=[])
    with pytest.raises(InputValueError, match=r"n_heads\[1\] must be an integer >= 1; got 0"):
        path_expansion(n_heads=[1, 0])
    with pytest.raises(InputValueError, match="n_layers is needed"):
        path_expansion(n_heads=2)
    from theory.circuits import AttentionOnlyModel
    m = AttentionOnlyModel.random(2, 1, 3, 2, 4, 3, seed=0)
    with pytest.raises(ShapeError, match=r"heads per layer \(1, 1\).*\(2, 1\)"):
        path_expansion(n_heads=[2, 1]).evaluate(m, [0, 1])


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 10; tests/test_round4_hangs.py)')
def test_iter_path_terms_refuses_a_bad_max_order_at_the_call():
    """list(iter_path_terms([1, 1], max_order=-1)) was [] and max_order='2' a raw TypeError mid-iteration."""
    from theory.circuits.symbolic.expansion import iter_path_terms
    with pytest.raises(InputValueError, match="max_order must be an integer >= 0; got -1"):
        iter_path_terms([1, 1], max_order=-1)                    # at the call, before any iteration
    for bad in ("2", 2.0, True):
        with pytest.raises(InputTypeError, match="max_order must be an integer"):
            list(iter_path_terms([1, 1], max_order=bad))
    assert [t.order for t in iter_path_terms([1, 1], max_order=1)] == [0, 1, 1]
    assert len(list(iter_path_terms([1, 1], max_order=0))) == 1


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 10; tests/test_round4_hangs.py)')
def test_an_expansion_of_2_to_the_64_terms_prints_lazily_and_refuses_len():
    """repr(path_expansion(n_layers=64, n_heads=1, max_terms=2**70)) raised a bare OverflowError (len() of
    more than sys.maxsize terms); printing must not derive them all either."""
    from theory.circuits.symbolic.expansion import MAX_PRINTED_TERMS, path_expansion
    pe = path_expansion(n_layers=64, n_heads=1, max_terms=2**70)
    t0 = time.monotonic()
    assert repr(pe) == "PathExpansion(n_heads=[1, 1, 1, 1, 1, 1, … (64 layers)], terms=18446744073709551616)"
    text = str(pe)
    assert text.endswith(f"+ … ({2**64 - MAX_PRINTED_TERMS:,} more terms)")
    assert time.monotonic() - t0 < 30
    assert pe.n_terms == 2**64
    with pytest.raises(TooLargeError, match="more than len"):
        len(pe)
    with pytest.raises(TooLargeError, match="iter_terms"):
        pe.terms
    assert [t.order for t in __import__("itertools").islice(pe.iter_terms(), 3)] == [0, 1, 1]
    small = path_expansion(n_heads=[2, 1])
    assert len(small) == small.n_terms == 6 and repr(small) == "PathExpansion(n_heads=[2, 1], terms=6)"


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 10; tests/test_round4_hangs.py)')
def test_a_term_value_of_an_int_is_a_clear_error():
    """path_expansion(m).evaluate(m, [1]).value(5) raised TypeError: 'int' object is not iterable."""
    from theory.circuits import AttentionOnlyModel
    from theory.circuits.symbolic.expansion import path_expansion
    m = AttentionOnlyModel.random(2, 1, 4, 2, 5, 4, seed=0)
    values = path_expansion(m).evaluate(m, [1])
    for bad in (5, "L0H0", [5], [(0, "0")], [(0, 0, 1)], [(True, 0)], {0: 0}):
        with pytest.raises(InputTypeError, match="heads must be a sequence of \\(layer, head\\) pairs"):
            values.value(bad)
    assert np.array_equal(values.value([(0, 0)]), values.value(((np.int64(0), np.int64(0)),)))
    assert np.array_equal(values.value(()), values.values[0])
    with pytest.raises(InputValueError, match="no term with heads"):
        values.value([(5, 5)])
