import numpy as np
import pytest
from hypothesis import given

from theory.circuits import AttentionOnlyModel, causal_softmax
from theory.errors import InputTypeError, InputValueError, ShapeError

from .strategies import model_and_tokens, models


def reference_logits(m, tokens):
    """Straightforward per-position loop, independent of the vectorised forward pass."""
    n = len(tokens)
    X = np.array([m.W_E[:, t] + (m.W_pos[:, i] if m.W_pos is not None else 0) for i, t in enumerate(tokens)])
    for layer in m.heads:
        out = np.zeros_like(X)
        for hd in layer:
            for i in range(n):
                s = np.array([X[i] @ hd.W_Q.T @ hd.W_K @ X[j] for j in range(i + 1)])
                w = np.exp(s - s.max())
                w /= w.sum()
                out[i] += sum(w[j] * (hd.W_O @ hd.W_V @ X[j]) for j in range(i + 1))
        X = X + out
    return X @ m.W_U.T


@given(model_and_tokens())
def test_forward_matches_reference_loop(mt):
    m, t = mt
    np.testing.assert_allclose(m.logits(t), reference_logits(m, t), rtol=1e-10, atol=1e-10)


@given(model_and_tokens())
def test_patterns_are_causal_row_stochastic(mt):
    m, t = mt
    for layer in m.patterns(t):
        for A in layer:
            np.testing.assert_allclose(A.sum(axis=1), 1.0, rtol=0, atol=1e-12)
            assert np.all(np.triu(A, 1) == 0) and np.all(A >= 0)


@given(models(uniform_heads=True))
def test_transformer_lens_round_trip_is_exact(m):
    tl = m.to_transformer_lens()
    assert tl["W_Q"].shape == (m.n_layers, m.n_heads[0], m.d_model, m.heads[0][0].d_head)
    m2 = AttentionOnlyModel.from_transformer_lens(tl)
    for l in range(m.n_layers):
        for h in range(m.n_heads[l]):
            for name in ("W_Q", "W_K", "W_V", "W_O"):
                assert np.array_equal(getattr(m.heads[l][h], name), getattr(m2.heads[l][h], name))
    assert np.array_equal(m.W_E, m2.W_E) and np.array_equal(m.W_U, m2.W_U)


def test_transformer_lens_needs_uniform_heads():
    m = AttentionOnlyModel.random(2, [1, 2], 3, 2, 4, 3, seed=0)
    with pytest.raises(InputValueError, match="same number of heads per layer"):
        m.to_transformer_lens()


def test_transformer_lens_row_vector_semantics():
    """TransformerLens computes q = x W_Q, z = pattern v, out = z W_O on row vectors."""
    rng = np.random.default_rng(0)
    L, H, d, dh, V, n = 2, 2, 5, 3, 7, 4
    tl = {"W_E": rng.normal(size=(V, d)), "W_U": rng.normal(size=(d, V)), "W_pos": rng.normal(size=(n, d)),
          "W_Q": rng.normal(size=(L, H, d, dh)), "W_K": rng.normal(size=(L, H, d, dh)),
          "W_V": rng.normal(size=(L, H, d, dh)), "W_O": rng.normal(size=(L, H, dh, d))}
    tokens = np.array([3, 1, 6, 0])
    x = tl["W_E"][tokens] + tl["W_pos"][:n]
    for l in range(L):
        out = 0
        for h in range(H):
            q, k, v = x @ tl["W_Q"][l, h], x @ tl["W_K"][l, h], x @ tl["W_V"][l, h]
            out = out + causal_softmax(q @ k.T) @ v @ tl["W_O"][l, h]
        x = x + out
    m = AttentionOnlyModel.from_transformer_lens(tl)
    np.testing.assert_allclose(m.logits(tokens), x @ tl["W_U"], rtol=1e-12, atol=1e-12)


def test_bad_shapes_name_matrix_and_both_shapes():
    rng = np.random.default_rng(0)
    W_E, W_U = rng.normal(size=(4, 5)), rng.normal(size=(5, 4))
    good = (rng.normal(size=(2, 4)), rng.normal(size=(2, 4)), rng.normal(size=(2, 4)), rng.normal(size=(4, 2)))
    with pytest.raises(ShapeError, match=r"heads\[0\]\[0\].W_O.*\(4, 2\).*got \(4, 3\)"):
        AttentionOnlyModel(W_E, W_U, [[good[:3] + (rng.normal(size=(4, 3)),)]])
    with pytest.raises(ShapeError, match=r"W_U must have shape .*\(5, 4\).*got \(4, 4\)"):
        AttentionOnlyModel(W_E, rng.normal(size=(4, 4)), [[good]])
    with pytest.raises(InputValueError, match=r"heads\[1\] is empty"):
        AttentionOnlyModel(W_E, W_U, [[good], []])
    bad = W_E.copy()
    bad[1, 2] = np.nan
    with pytest.raises(InputValueError, match=r"W_E must be finite.*\(1, 2\)"):
        AttentionOnlyModel(bad, W_U, [[good]])
    m = AttentionOnlyModel(W_E, W_U, [[good]], W_pos=rng.normal(size=(4, 3)))
    with pytest.raises(InputValueError, match=r"tokens must be ids in \[0, 5\); got 5"):
        m.logits([0, 5])
    with pytest.raises(InputTypeError, match="integer token ids"):
        m.logits([0.5, 1])
    with pytest.raises(InputValueError, match="longer than n_ctx=3"):
        m.logits([0, 1, 2, 3])
    with pytest.raises(InputValueError, match="empty"):
        m.logits([])
    with pytest.raises(InputValueError, match=r"\(layer, head\) = \(1, 0\) does not exist"):
        m.head(1, 0)
