import numpy as np
import pytest
import sympy as sp
from hypothesis import given, settings

from theory import latex
from theory.circuits import AttentionOnlyModel, qk_expansion
from theory.circuits.symbolic.explicit import dims, explicit_values, onehot, substitute
from theory.errors import InputValueError, TooLargeError

from tests.strategies import model_and_tokens


@given(model_and_tokens())
def test_qk_terms_sum_to_scores(mt):
    m, t = mt
    for l in range(m.n_layers):
        for h in range(m.n_heads[l]):
            vals = qk_expansion(m, l, h).evaluate(m, t)
            np.testing.assert_allclose(vals.total, m.scores(t)[l][h], rtol=1e-9, atol=1e-10)
            assert len(vals.values) == int(np.prod([1 + k for k in m.n_heads[:l]])) ** 2


@settings(max_examples=8)
@given(model_and_tokens(max_layers=2, max_heads=2, positional=False))
def test_qk_sympy_terms_match_numeric(mt):
    m, t = mt
    t = t[:3]
    layer = m.n_layers - 1
    q = qk_expansion(m, layer, 0)
    vals, sz = explicit_values(m, t), dims(m, len(t))
    T = sp.Matrix(onehot(t, m.n_vocab))
    for term, v in zip(q.terms, q.evaluate(m, t).values):
        sym = (substitute(term.query_pattern, vals, sz) * T * substitute(term.weight, vals, sz) * T.T
               * substitute(term.key_pattern, vals, sz).T)
        np.testing.assert_allclose(np.array(sym.evalf(), dtype=float), v, rtol=1e-9, atol=1e-12)


def test_kinds_and_latex():
    e = qk_expansion(n_heads=[2, 1], layer=1, head=0)
    kinds = [t.kind for t in e.terms]
    assert kinds.count("direct") == 1 and kinds.count("Q") == 2 and kinds.count("K") == 2 and kinds.count("QK") == 4
    k = [t for t in e.terms if t.kind == "K" and t.key_heads == ((0, 1),)][0]
    assert latex(k) == r"\mathrm{Id} \otimes A^{h_{1,2}} \otimes W_E^{T} W_{QK}^{h_2} W_{OV}^{h_{1,2}} W_E"
    qterm = [t for t in e.terms if t.kind == "Q" and t.query_heads == ((0, 0),)][0]
    assert latex(qterm) == r"A^{h_{1,1}} \otimes \mathrm{Id} \otimes W_E^{T} {W_{OV}^{h_{1,1}}}^{T} W_{QK}^{h_2} W_E"


def test_first_layer_has_only_the_direct_term():
    e = qk_expansion(n_heads=[3, 1], layer=0, head=2)
    assert [t.kind for t in e.terms] == ["direct"]


def test_bad_arguments():
    m = AttentionOnlyModel.random(2, 1, 3, 2, 4, 3, seed=0)
    with pytest.raises(InputValueError, match=r"layer must be an integer in \[0, 1\]; got 2"):
        qk_expansion(m, 2, 0)
    with pytest.raises(InputValueError, match=r"head must be an integer in \[0, 0\]; got 1"):
        qk_expansion(m, 1, 1)
    with pytest.raises(TooLargeError, match="terms"):
        qk_expansion(n_heads=[12] * 5, layer=4, head=0)
