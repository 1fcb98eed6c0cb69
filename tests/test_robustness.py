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
    clean(lambda: path_expansion(n_heads=[n] * 3), "terms")
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


# ---------------------------------------------------------------------------------------------
# Circuits: hostile magnitudes, complex and malformed arrays, sizes refused before work.
# Rule: from finite input, a result is finite and right, or a TheoryError naming the cause.
# ---------------------------------------------------------------------------------------------
from hypothesis import example  # noqa: E402

from theory.circuits import causal_softmax, kcomp_qk_positivity  # noqa: E402
from theory.circuits import composition as _composition  # noqa: E402
from theory.circuits.composition import all_composition_scores  # noqa: E402
from theory.circuits.positivity import kcomp_qk_eigenvalues, ov_circuit_eigenvalues  # noqa: E402
from theory.errors import InputValueError, TooLargeError  # noqa: E402

CIRC = AttentionOnlyModel.random(3, 2, 12, 3, 7, 5, seed=3)
CIRC_SCORES = all_composition_scores(CIRC)


def _rescaled(model, exps):
    """The model with W_E, W_U, W_Q, W_K, W_V, W_O multiplied by 10**exps[i] (no attention scale)."""
    tl = model.to_transformer_lens(attn_scale=1)
    for k, e in zip(("W_E", "W_U", "W_Q", "W_K", "W_V", "W_O"), exps):
        tl[k] = tl[k] * 10.0 ** e
    return AttentionOnlyModel.from_transformer_lens(tl, attn_scale=1)


@settings(max_examples=12, deadline=None)
@given(st.lists(st.integers(-300, 300), min_size=6, max_size=6), st.sampled_from(["gram", "cross", "dense"]),
       st.sampled_from(["double", "single"]))
@example([40] * 6, "gram", "double")
@example([80] * 6, "cross", "double")
@example([5] * 6, "gram", "single")          # weight std 1e5 broke float32 before rescaling
@example([-100, 0, -300, 300, 150, -150], "gram", "single")
def test_composition_scores_any_finite_magnitude(exps, method, precision):
    got = all_composition_scores(_rescaled(CIRC, exps), method, precision)
    tol = 1e-9 if precision == "double" else 1e-4
    for k in "QKV":
        assert np.all(np.isfinite(got[k]))
        np.testing.assert_allclose(got[k], CIRC_SCORES[k], rtol=0, atol=tol)


@settings(max_examples=12, deadline=None)
@given(st.lists(st.integers(-300, 300), min_size=6, max_size=6))
@example([154] * 6)                         # 1e308-sized products
def test_positivity_any_finite_magnitude(exps):
    m = _rescaled(CIRC, exps)
    np.testing.assert_allclose(ov_positivity(m), ov_positivity(CIRC), rtol=0, atol=1e-9)
    np.testing.assert_allclose(kcomp_qk_positivity(m), kcomp_qk_positivity(CIRC), rtol=0, atol=1e-9)
    for f in (lambda: ov_circuit_eigenvalues(m), lambda: kcomp_qk_eigenvalues(m, (0, 1), (2, 0))):
        try:
            out = f()
        except InputValueError as e:           # the spectrum itself beyond float64: refused, not inf
            assert "float64 range" in str(e)
        else:
            assert all(np.all(np.isfinite(x)) for x in (out if isinstance(out, list) else [out]) for x in
                       (x if isinstance(x, list) else [x]))


def test_positivity_at_the_edge_of_the_float_range():
    """Spectra whose |λ| sums overflow (Σ|λ| = inf gave NaN or 0 before)."""
    from theory.circuits.positivity import positivity_of_eigenvalues
    assert abs(positivity(np.full((3, 3), 1e308)) - 1.0) <= 1e-12          # λ = 3e308 > float max
    assert abs(positivity(np.diag([1e308, 1e308, -1e308])) - 1 / 3) <= 1e-12
    R = np.array([[0.3, -1.0], [1.0, 0.2]])
    assert abs(positivity(1e308 * R) - positivity(R)) <= 1e-12 and positivity(R) > 0.2
    assert abs(float(positivity_of_eigenvalues([1e308, 1e308, -1e308])) - 1 / 3) <= 1e-12
    assert abs(float(positivity_of_eigenvalues([1e308 + 1e308j, 1e308 - 1e308j])) - 1 / np.sqrt(2)) <= 1e-12
    clean(lambda: positivity_of_eigenvalues([1.0, np.nan]), "eigs")


@pytest.mark.parametrize("c", [1e-300, 1e-100, 1.0, 1e100, 1e300, 1e308])
def test_positivity_of_huge_and_tiny_matrices(c):
    rng = np.random.default_rng(0)
    M = rng.normal(size=(5, 5))
    M /= np.abs(M).max()
    ref = positivity(M)
    assert abs(positivity(c * M) - ref) <= 1e-12
    L, R = rng.normal(size=(6, 2)), rng.normal(size=(2, 6))
    L, R = L / np.abs(L).max(), R / np.abs(R).max()
    assert abs(positivity(LowRankMatrix(c * L, c * R)) - positivity(L @ R)) <= 1e-12


@pytest.mark.parametrize("c", [1e-150, 1e-100, 1e100, 1e150])
def test_low_rank_norm_svd_eig_do_not_overflow(c):
    rng = np.random.default_rng(1)
    L, R = rng.normal(size=(6, 2)), rng.normal(size=(2, 5))
    M, D = LowRankMatrix(c * L, c * R), L @ R
    assert abs(M.norm() / (c * c) - np.linalg.norm(D)) <= 1e-12 * np.linalg.norm(D)
    s = M.singular_values() / (c * c)
    np.testing.assert_allclose(s, np.linalg.svd(D, compute_uv=False)[:2], rtol=1e-10)
    sq = LowRankMatrix(c * L[:5], c * R)
    lam = np.sort(np.abs(sq.eigenvalues())) / (c * c)
    np.testing.assert_allclose(lam, np.sort(np.abs(np.linalg.eigvals(L[:5] @ R)))[-2:], rtol=1e-8)


def test_low_rank_beyond_float_range_is_refused():
    M = LowRankMatrix(1e200 * np.ones((3, 2)), 1e200 * np.ones((2, 3)))
    for f in (M.norm, M.singular_values, M.eigenvalues, lambda: M.dense, M.gram_left):
        try:
            out = f()
        except InputValueError as e:
            assert "float64 range" in str(e)
        else:
            assert np.all(np.isfinite(out))
    assert abs(positivity(M) - 1.0) <= 1e-12


@pytest.mark.parametrize("c", [1e-200, 1e-100, 1e100, 1e200])
def test_composition_score_scale_free(c):
    ref = 1 / np.sqrt(3)
    assert abs(composition_score(c * np.eye(3), c * np.eye(3)) - ref) <= 1e-14
    assert abs(composition_score(LowRankMatrix(c * np.eye(3), np.eye(3)), LowRankMatrix(np.eye(3), c * np.eye(3)))
               - ref) <= 1e-14
    clean(lambda: composition_score(np.zeros((3, 3)), c * np.eye(3)), "zero")
    clean(lambda: composition_score(LowRankMatrix(np.zeros((3, 1)), np.ones((1, 3))), c * np.eye(3)), "zero")


@settings(max_examples=15, deadline=None)
@given(st.integers(-300, 300), st.lists(st.integers(0, 6), min_size=1, max_size=5))
@example(40, [1, 2, 3])
@example(80, [0])
def test_forward_pass_finite_or_refused(e, tokens):
    m = _rescaled(CIRC, [e] * 6)
    try:
        out = m.logits(tokens)
    except InputValueError as err:
        assert "overflows float64" in str(err)
    else:
        assert np.all(np.isfinite(out))


def test_causal_softmax_refuses_malformed_scores():
    for bad, name in ((np.zeros(3), "scores"), (1.0, "scores"), (np.zeros((2, 3)), "scores"),
                      (np.zeros((0, 0)), "scores"), ("ab", "scores"), (np.zeros((2, 2)) + 1j, "real"),
                      (np.array([[0.0, np.nan], [0.0, 0.0]]), "finite")):
        clean(lambda: causal_softmax(bad), name)
    A = causal_softmax(np.array([[1e308, -1e308], [1e308, -1e308]]))
    np.testing.assert_array_equal(A, [[1.0, 0.0], [1.0, 0.0]])
    assert causal_softmax(np.zeros((4, 3, 3))).shape == (4, 3, 3)


def test_complex_input_is_refused_not_truncated():
    z = np.eye(3) + 1e-3j
    clean(lambda: AttentionOnlyModel(z, np.eye(3), [[(np.eye(3),) * 4]]), "W_E")
    tl = CIRC.to_transformer_lens()
    clean(lambda: AttentionOnlyModel.from_transformer_lens({**tl, "W_K": tl["W_K"] + 0j}), "W_K")
    clean(lambda: LowRankMatrix(z, np.eye(3)), "L")
    clean(lambda: LowRankMatrix(np.eye(3), np.eye(3)) @ z, "other")
    clean(lambda: positivity(z), "M")
    clean(lambda: composition_score(np.eye(3), z), "M_B")
    clean(lambda: AttentionOnlyModel.random(1, 1, 2, 1, 2, 2, scale=1j), "scale")


def test_caller_arrays_not_kept_by_reference_in_low_rank():
    L, R = np.ones((3, 2)), np.ones((2, 3))
    M = LowRankMatrix(L, R)
    L *= 5
    assert M.norm() == 6.0
    with pytest.raises(ValueError, match="read-only"):
        M.L[0, 0] = 1.0


def test_circuit_sizes_refused_before_work(monkeypatch):
    def no_work(*a, **k):
        raise AssertionError("work started before the size check")
    monkeypatch.setattr(_composition, "_stacks", no_work)
    big = AttentionOnlyModel.random(2, 30, 400, 1, 3, 2, seed=0, positional=False)
    with pytest.raises(TooLargeError, match="flops"):
        composition_scores(big, "K", method="dense")
    ones = np.ones
    heads = [[(ones((500, 500)),) * 4], [(ones((1, 500)), ones((1, 500)), ones((1, 500)), ones((500, 1)))] * 401]
    mixed = AttentionOnlyModel(ones((500, 3)), ones((3, 500)), heads)   # one wide head pads 401 narrow ones
    with pytest.raises(TooLargeError, match="composition_scores"):
        composition_scores(mixed, "K")

    class NoRun(AttentionOnlyModel):
        def run(self, tokens):
            raise AssertionError("forward pass started before the size check")
    wide = AttentionOnlyModel.random(4, 3, 2, 1, 200_000, 2, seed=0, positional=False)
    wide.__class__ = NoRun
    with pytest.raises(TooLargeError, match="path terms"):
        path_expansion(wide).evaluate(wide, np.zeros(1000, dtype=int))
    with pytest.raises(TooLargeError, match="QK terms"):
        qk_expansion(wide, 3, 0).evaluate(wide, np.zeros(30_000, dtype=int))
    with pytest.raises(TooLargeError, match="path terms"):
        term_importance(wide, [np.zeros(1000, dtype=int)])
    wide.__class__ = AttentionOnlyModel
    with pytest.raises(TooLargeError, match="forward pass"):
        wide.logits(np.zeros(100_000, dtype=int))


def test_other_malformed_circuit_inputs():
    clean(lambda: kcomp_qk_eigenvalues(CIRC, "a", (1, 1)), "earlier")
    clean(lambda: kcomp_qk_eigenvalues(CIRC, (0, 0), (1, -1)), "later")
    clean(lambda: AttentionOnlyModel.random(1, 1, 2, 1, 2, 2, seed=-1), "seed")
    clean(lambda: AttentionOnlyModel.random(1, 1, 2, 1, 2, 2, scale=float("nan")), "scale")
    clean(lambda: AttentionOnlyModel.from_transformer_lens([("W_E", np.eye(2))]), "arrays")
    clean(lambda: CIRC.to_transformer_lens(attn_scale=-1), "attn_scale")
    clean(lambda: composition_scores(CIRC, "K").score("L0H9", "L1H0"), "earlier")
    clean(lambda: term_importance(CIRC, 5), "sequences")
    clean(lambda: LowRankMatrix(np.eye(2), np.eye(2)) @ np.ones(2), "2-d")
    from theory.circuits.explicit import explicit_values
    clean(lambda: explicit_values("model"), "model")
    wide = AttentionOnlyModel.random(2, 2, 200, 4, 300, 4, seed=0)
    clean(lambda: explicit_values(wide), "SymPy")
    assert len(explicit_values(CIRC, tokens=[1, 2])) == 2 + 3 * len(CIRC.head_labels)
