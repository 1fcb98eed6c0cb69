"""Every public entry point, fed malformed input, raises a documented error naming the argument.

Documented errors are the subclasses of :class:`theory.errors.TheoryError` (ShapeError,
InputValueError, InputTypeError, TooLargeError).  Nothing may escape as a bare
IndexError/KeyError/ZeroDivisionError/AttributeError, and large requests are refused
before any allocation.
"""
import numpy as np
import pytest
import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st

from theory.circuits import (AttentionOnlyModel, LowRankMatrix, composition_score, composition_scores,
                             induction_model, ov_positivity, path_expansion, positivity, previous_token_model,
                             qk_expansion, term_importance)
from theory.errors import TheoryError
from theory.inference import (DiscretePrior, GaussianPrior, TreePrior, coordinate_mse, optimal_adaptive,
                              optimal_nonadaptive, posterior)
from theory.inference.closed_forms import gaussian_spectral, mse_adaptive, nonadaptive_lower_bound
from theory.inference.data import sample_contexts
from theory.inference.linear_attention import compile_model_a, compile_model_b, compile_model_c
from theory.inference.patching import delta_loss

bad_ints = st.one_of(st.integers(-10**6, 0), st.floats(allow_nan=True), st.text(max_size=3),
                     st.just(True), st.just(sp.Symbol("n")))
bad_reals = st.one_of(st.just(float("nan")), st.just(float("inf")), st.just(-float("inf")), st.floats(-10, 0),
                      st.floats(1, 10), st.text(min_size=1, max_size=3).filter(lambda s: not s.strip().isdigit()))
huge = st.integers(10**6, 10**12)

MODEL = AttentionOnlyModel.random(2, 2, 4, 2, 5, 4, seed=0)
TREE = TreePrior(3, "1/2")


def clean(fn, *names):
    with pytest.raises(TheoryError) as info:
        fn()
    msg = str(info.value)
    assert any(n in msg for n in names), f"message {msg!r} does not name any of {names}"


ENTRY_POINTS = {
    "AttentionOnlyModel.random": lambda v: clean(lambda: AttentionOnlyModel.random(v, 1, 4, 2, 5, 4), "n_layers"),
    "AttentionOnlyModel.random(d_model)": lambda v: clean(lambda: AttentionOnlyModel.random(1, 1, v, 2, 5, 4), "d_model"),
    "path_expansion": lambda v: clean(lambda: path_expansion(n_heads=[1, v]), "n_heads"),
    "qk_expansion": lambda v: clean(lambda: qk_expansion(MODEL, v if v != 0 else -1, 0), "layer"),
    "TreePrior(depth)": lambda v: clean(lambda: TreePrior(v, "1/2"), "depth"),
    "optimal_adaptive(M)": lambda v: clean(lambda: optimal_adaptive(TREE, v if v != 0 else -1), "M"),
    "optimal_nonadaptive(M)": lambda v: clean(lambda: optimal_nonadaptive(TREE, v if v != 0 else -1), "M"),
    "sample_contexts(n_tokens)": lambda v: clean(lambda: sample_contexts(TREE, 2, v), "n_tokens"),
    "compile_model_a(M)": lambda v: clean(lambda: compile_model_a(TREE, v), "M"),
    "compile_model_b(M)": lambda v: clean(lambda: compile_model_b(TREE, v), "M"),
    "compile_model_c(M)": lambda v: clean(lambda: compile_model_c(TREE, v), "M"),
    "induction_model(n_vocab)": lambda v: clean(lambda: induction_model(v, 5), "n_vocab"),
    "previous_token_model(n_ctx)": lambda v: clean(lambda: previous_token_model(5, v), "n_ctx"),
    "mse_adaptive(K)": lambda v: clean(lambda: mse_adaptive(K=v, M=1), "K"),
    "nonadaptive_lower_bound(K)": lambda v: clean(lambda: nonadaptive_lower_bound(v, 1), "K"),
    "delta_loss(K)": lambda v: clean(lambda: delta_loss(K=v, M=1, ell=1), "K"),
}


@settings(max_examples=15)
@given(bad_ints)
@pytest.mark.parametrize("name", sorted(ENTRY_POINTS))
def test_bad_integer_arguments(name, value):
    ENTRY_POINTS[name](value)


@settings(max_examples=15)
@given(bad_reals)
def test_bad_real_arguments(value):
    clean(lambda: TreePrior(3, value), "alpha")
    clean(lambda: induction_model(5, 5, beta=value if not isinstance(value, float) or not 0 < value < 1e300 or value != value
                                  else -value), "beta")


@settings(max_examples=10)
@given(st.sampled_from(["nan", "inf"]), st.sampled_from(["W_E", "W_U", "W_Q", "W_O", "W_pos"]))
def test_non_finite_weights(kind, which):
    tl = MODEL.to_transformer_lens()
    arr = tl[which].copy()
    arr.flat[0] = float(kind)
    tl[which] = arr
    clean(lambda: AttentionOnlyModel.from_transformer_lens(tl), which)


@settings(max_examples=15)
@given(st.lists(st.integers(-3, 8), min_size=0, max_size=5), st.booleans())
def test_bad_tokens(tokens, as_float):
    arr = np.array(tokens, dtype=float) + (0.5 if as_float else 0.0)
    if arr.size and as_float is False and all(0 <= t < 5 for t in tokens) and len(tokens) <= 4:
        MODEL.logits(arr)  # valid input must work
        return
    clean(lambda: MODEL.logits(arr), "tokens")


@settings(max_examples=15)
@given(st.tuples(st.integers(1, 4), st.integers(1, 4)), st.tuples(st.integers(1, 4), st.integers(1, 4)))
def test_shape_mismatches(a, b):
    A, B = np.ones(a), np.ones(b)
    if a[1] != b[0]:
        clean(lambda: composition_score(A, B), "M_A")
        clean(lambda: LowRankMatrix(A, B), "L")
    if a[0] != a[1]:
        clean(lambda: positivity(A), "square")
    clean(lambda: posterior(GaussianPrior(np.eye(3)), np.ones((1, a[0] + 3)), 0.1), "R")


@settings(max_examples=10)
@given(huge)
def test_large_requests_are_refused_up_front(n):
    clean(lambda: AttentionOnlyModel.random(1, 1, n, n, 5, 4), "random")
    clean(lambda: sample_contexts(TREE, n, n), "sample_contexts")
    clean(lambda: induction_model(n, 5), "induction_model")
    clean(lambda: path_expansion(n_heads=[n] * 3), "terms", "heads")
    clean(lambda: optimal_adaptive(TreePrior(9 + n % 5, "1/2"), 2), "depth")


def test_other_malformed_inputs():
    clean(lambda: composition_scores(MODEL, "X"), "kind")
    clean(lambda: composition_scores("model", "K"), "model")
    clean(lambda: ov_positivity(np.eye(3)), "model")
    clean(lambda: term_importance(MODEL, [[1]]), "sequences")
    clean(lambda: composition_score(np.zeros((2, 2)), np.eye(2)), "zero")
    clean(lambda: GaussianPrior(np.ones((2, 3))), "cov")
    clean(lambda: GaussianPrior([[1, 0], [0, -1]]), "cov")
    clean(lambda: DiscretePrior([[0], [1]], [0.5, 0.6]), "probs")
    clean(lambda: DiscretePrior([], []), "points")
    clean(lambda: coordinate_mse(GaussianPrior(np.eye(2)), [5]), "coordinates")
    clean(lambda: coordinate_mse(GaussianPrior(np.eye(2)), [0], noise=-1), "noise")
    clean(lambda: gaussian_spectral([1, 2], 3), "M")
    clean(lambda: AttentionOnlyModel.from_transformer_lens({"W_E": np.eye(2)}), "missing")
    clean(lambda: AttentionOnlyModel(np.eye(2), np.eye(2), []), "heads")
    clean(lambda: sample_contexts(TREE, 2, 3, sigma2=-1), "sigma2")
    clean(lambda: sample_contexts(TREE, 2, 3, sigma2="x"), "sigma2")
