import re

import numpy as np
import pytest
from hypothesis import given

from theory.circuits import AttentionOnlyModel, causal_softmax
from theory.errors import InputTypeError, InputValueError, ShapeError

from tests.strategies import model_and_tokens, models


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
def test_transformer_lens_round_trip(m):
    """Transposes are exact; W_Q goes through ×√d_head then ÷√d_head (one rounding each way),
    and exactly through attn_scale=1."""
    tl = m.to_transformer_lens()
    dh = m.heads[0][0].d_head
    assert tl["W_Q"].shape == (m.n_layers, m.n_heads[0], m.d_model, dh)
    m2 = AttentionOnlyModel.from_transformer_lens(tl)
    m3 = AttentionOnlyModel.from_transformer_lens(m.to_transformer_lens(attn_scale=1), attn_scale=1)
    for l in range(m.n_layers):
        for h in range(m.n_heads[l]):
            a, b = m.heads[l][h], m2.heads[l][h]
            np.testing.assert_allclose(tl["W_Q"][l, h].T, np.sqrt(dh) * a.W_Q, rtol=1e-15, atol=0)
            np.testing.assert_allclose(b.W_Q, a.W_Q, rtol=5e-16, atol=0)
            for name in ("W_Q", "W_K", "W_V", "W_O"):
                assert np.array_equal(getattr(a, name), getattr(m3.heads[l][h], name))
            for name in ("W_K", "W_V", "W_O"):
                assert np.array_equal(getattr(a, name), getattr(b, name))
    assert np.array_equal(m.W_E, m2.W_E) and np.array_equal(m.W_U, m2.W_U)


def test_transformer_lens_needs_uniform_heads():
    m = AttentionOnlyModel.random(2, [1, 2], 3, 2, 4, 3, seed=0)
    with pytest.raises(InputValueError, match="same number of heads per layer"):
        m.to_transformer_lens()


@pytest.mark.parametrize("attn_scale", [None, 1.0, 2.5])
def test_transformer_lens_row_vector_semantics(attn_scale):
    """TransformerLens computes q = x W_Q, scores q kᵀ / attn_scale (default √d_head),
    z = pattern v, out = z W_O on row vectors (written out here by hand; the real package is
    compared in test_peers_transformer_lens.py)."""
    rng = np.random.default_rng(0)
    L, H, d, dh, V, n = 2, 2, 5, 3, 7, 4
    tl = {"W_E": rng.normal(size=(V, d)), "W_U": rng.normal(size=(d, V)), "W_pos": rng.normal(size=(n, d)),
          "W_Q": rng.normal(size=(L, H, d, dh)), "W_K": rng.normal(size=(L, H, d, dh)),
          "W_V": rng.normal(size=(L, H, d, dh)), "W_O": rng.normal(size=(L, H, dh, d))}
    tokens = np.array([3, 1, 6, 0])
    scale = np.sqrt(dh) if attn_scale is None else attn_scale
    x = tl["W_E"][tokens] + tl["W_pos"][:n]
    for l in range(L):
        out = 0
        for h in range(H):
            q, k, v = x @ tl["W_Q"][l, h], x @ tl["W_K"][l, h], x @ tl["W_V"][l, h]
            out = out + causal_softmax(q @ k.T / scale) @ v @ tl["W_O"][l, h]
        x = x + out
    m = AttentionOnlyModel.from_transformer_lens(tl, **({} if attn_scale is None else {"attn_scale": attn_scale}))
    np.testing.assert_allclose(m.logits(tokens), x @ tl["W_U"], rtol=1e-12, atol=1e-12)
    # W_QK is the bilinear form of the forward pass: the scores it gives are the model's scores
    X0 = m.embed(tokens)
    np.testing.assert_allclose(m.scores(tokens)[0][1], X0 @ m.heads[0][1].W_QK @ X0.T, rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(m.scores(tokens)[0][1], (X0 @ tl["W_Q"][0, 1]) @ (X0 @ tl["W_K"][0, 1]).T / scale,
                               rtol=1e-12, atol=1e-12)
    # and the logits leave TransformerLens' layout again unchanged (to_transformer_lens inverts the fold)
    back = AttentionOnlyModel.from_transformer_lens(m.to_transformer_lens(attn_scale=scale), attn_scale=scale)
    np.testing.assert_allclose(back.logits(tokens), x @ tl["W_U"], rtol=1e-12, atol=1e-12)


def _tl_arrays(seed=0, L=2, H=2, d=5, dh=3, V=7, n=4):
    rng = np.random.default_rng(seed)
    return {"W_E": rng.normal(size=(V, d)), "W_U": rng.normal(size=(d, V)), "W_pos": rng.normal(size=(n, d)),
            "W_Q": rng.normal(size=(L, H, d, dh)), "W_K": rng.normal(size=(L, H, d, dh)),
            "W_V": rng.normal(size=(L, H, d, dh)), "W_O": rng.normal(size=(L, H, dh, d))}


@pytest.mark.parametrize("key,shape,what", [("b_Q", (2, 2, 3), "query bias"), ("b_K", (2, 2, 3), "key bias"),
                                            ("b_V", (2, 2, 3), "value bias"), ("b_O", (2, 5), "output bias"),
                                            ("b_U", (7,), "unembedding bias")])
def test_transformer_lens_biases_zero_accepted_nonzero_refused(key, shape, what):
    tl = _tl_arrays()
    m = AttentionOnlyModel.from_transformer_lens({**tl, key: np.zeros(shape)})
    np.testing.assert_array_equal(m.logits([1, 2]), AttentionOnlyModel.from_transformer_lens(tl).logits([1, 2]))
    b = np.zeros(shape)
    b.flat[-1] = 1e-9
    with pytest.raises(InputValueError, match=f"{key}.*non-zero.*{what} is not modelled"):
        AttentionOnlyModel.from_transformer_lens({**tl, key: b})


def test_transformer_lens_unknown_keys_refused():
    tl = _tl_arrays()
    for extra in ("W_in", "ln_final.w", "w_q"):
        with pytest.raises(InputValueError, match=rf"unknown keys \['{re.escape(extra)}'\].*accepted keys are .*'W_pos'"):
            AttentionOnlyModel.from_transformer_lens({**tl, extra: np.zeros(3)})
    with pytest.raises(InputTypeError, match="mapping"):
        AttentionOnlyModel.from_transformer_lens([("W_E", tl["W_E"])])
    for bad in (0, -1.0, float("nan"), float("inf"), "2", True, 1j):
        with pytest.raises((InputValueError, InputTypeError), match="attn_scale"):
            AttentionOnlyModel.from_transformer_lens(tl, attn_scale=bad)


def test_weights_are_copied_not_referenced():
    """Mutating the caller's arrays after construction must not change the model."""
    tl = _tl_arrays()
    m = AttentionOnlyModel.from_transformer_lens(tl)
    before = m.logits([1, 2, 3])
    for k in tl:
        tl[k] *= 3.0
    np.testing.assert_array_equal(m.logits([1, 2, 3]), before)
    rng = np.random.default_rng(1)
    W_E, W_U, W_pos = rng.normal(size=(4, 5)), rng.normal(size=(5, 4)), rng.normal(size=(4, 3))
    ws = [rng.normal(size=(2, 4)), rng.normal(size=(2, 4)), rng.normal(size=(2, 4)), rng.normal(size=(4, 2))]
    m = AttentionOnlyModel(W_E, W_U, [[tuple(ws)]], W_pos=W_pos)
    before = m.logits([0, 1, 4])
    for a in (W_E, W_U, W_pos, *ws):
        a += 1.0
    np.testing.assert_array_equal(m.logits([0, 1, 4]), before)
    with pytest.raises(ValueError, match="read-only"):
        m.W_E[0, 0] = 5.0
    with pytest.raises(ValueError, match="read-only"):
        m.heads[0][0].W_Q[0, 0] = 5.0


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


@pytest.mark.found_by('adversarial probing, round 4 (tests/test_redteam.py)')
def test_a_models_own_heads_build_a_model():
    """AttentionOnlyModel(m.W_E, m.W_U, m.heads) refused its own Head objects ('must be a sequence
    (W_Q, W_K, W_V, W_O) of matrices; got Head'): a model could not be rebuilt with one change."""
    from theory.circuits import AttentionOnlyModel
    m = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=1)
    again = AttentionOnlyModel(m.W_E, m.W_U, m.heads, m.W_pos)
    assert np.array_equal(again.logits([0, 1, 2]), m.logits([0, 1, 2]))
