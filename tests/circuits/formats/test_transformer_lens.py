"""Interoperability with the real TransformerLens package (the ``peers`` extra).

TransformerLens 4 has a TL-native, HuggingFace-free model (``model_bridge.sources.native``,
cfg-driven, ``attn_only`` supported) that ``boot`` wraps in a ``TransformerBridge`` without any
network access.  We build an attention-only one in float64, give it weights of our own, read
its weights back through TransformerLens' own accessors (``W_E``, ``W_Q``, …: its row-vector
layout), load those into :class:`AttentionOnlyModel` and compare

* logits (TransformerLens' forward pass, which divides scores by ``attn_scale`` — by
  default √d_head) — to 1e-12 in float64;
* composition scores against ``TransformerBridge.all_composition_scores`` and against
  ``transformer_lens.utilities.matrix.composition_scores`` on ``FactoredMatrix`` — same index
  order ``[l1, h1, l2, h2]``, same labels ``"L0H3"``, to 1e-12.

Negative controls: loading with the wrong attention scale, or reading our scores in the old
``[l2, h2, l1, h1]`` order, must disagree with TransformerLens.
"""
import numpy as np
import pytest

torch = pytest.importorskip("torch", reason="peer tests need torch (extras 'train'/'peers')")
pytest.importorskip("transformer_lens", reason="peer tests need TransformerLens: pip install -e '.[peers]'")

from transformer_lens.config import TransformerBridgeConfig  # noqa: E402
from transformer_lens.FactoredMatrix import FactoredMatrix  # noqa: E402
from transformer_lens.model_bridge.sources.native import boot  # noqa: E402
from transformer_lens.utilities.matrix import composition_scores as tl_composition_scores  # noqa: E402

from theory.circuits import AttentionOnlyModel, composition_scores, head_labels  # noqa: E402
from theory.errors import InputValueError  # noqa: E402

TOL = 1e-12


def tl_model(L=2, H=3, d=12, dh=4, V=11, n=9, seed=0, attn_scale=None, weight_std=1.0):
    """A TransformerLens attention-only native model (float64) with Gaussian weights of our own
    and zero biases; returns ``(bridge, arrays)`` with ``arrays`` read back through TL's accessors."""
    cfg = {"n_layers": L, "n_heads": H, "d_model": d, "d_head": dh, "d_vocab": V, "n_ctx": n, "attn_only": True,
           "normalization_type": None, "seed": seed}
    if attn_scale is not None:
        cfg["attn_scale"] = attn_scale
    bridge = boot(TransformerBridgeConfig.from_dict(cfg), dtype=torch.float64)
    native = bridge.original_model
    rng = np.random.default_rng(seed)
    t = lambda *shape, s=weight_std: torch.tensor(rng.normal(0.0, s, size=shape))  # noqa: E731
    with torch.no_grad():
        native.tok_embed.weight.copy_(t(V, d))
        native.pos.weight.copy_(t(n, d))
        native.head.weight.copy_(t(V, d, s=d ** -0.5))
        for block in native.layers:
            for lin in (block.attn.q, block.attn.k, block.attn.v):
                lin.weight.copy_(t(H * dh, d, s=weight_std * d ** -0.25))
                lin.bias.zero_()
            block.attn.o.weight.copy_(t(d, H * dh, s=dh ** -0.5))
            block.attn.o.bias.zero_()
    arrays = {k: getattr(bridge, k).detach().numpy().copy() for k in ("W_E", "W_pos", "W_Q", "W_K", "W_V", "W_O", "W_U")}
    biases = {k: getattr(bridge, k).detach().numpy().copy() for k in ("b_Q", "b_K", "b_V", "b_O")}
    return bridge, arrays, biases


def tl_logits(bridge, tokens):
    with torch.no_grad():
        return bridge(torch.tensor([tokens])).detach().numpy()[0]


def test_layout_is_transformer_lens_own():
    bridge, arrays, _ = tl_model()
    L, H, d, dh = 2, 3, 12, 4
    assert arrays["W_Q"].shape == (L, H, d, dh) and arrays["W_O"].shape == (L, H, dh, d)
    assert arrays["W_E"].shape == (11, d) and arrays["W_U"].shape == (d, 11) and arrays["W_pos"].shape == (9, d)
    assert bridge.cfg.d_head == dh


@pytest.mark.parametrize("attn_scale", [None, 2.5])
def test_logits_equal_transformer_lens_forward(attn_scale):
    bridge, arrays, biases = tl_model(attn_scale=attn_scale, weight_std=2.0)
    scale = np.sqrt(4) if attn_scale is None else attn_scale
    m = AttentionOnlyModel.from_transformer_lens({**arrays, **biases}, **({} if attn_scale is None else
                                                                          {"attn_scale": attn_scale}))
    rng = np.random.default_rng(1)
    worst, spread = 0.0, 0.0
    for _ in range(5):
        tokens = rng.integers(0, 11, size=9).tolist()
        ref = tl_logits(bridge, tokens)
        worst = max(worst, float(np.abs(m.logits(tokens) - ref).max()))
        spread = max(spread, float(np.abs(ref).max()))
    assert spread > 0.3 and worst <= TOL * spread, (worst, spread)
    # the QK circuit is TransformerLens' W_Q W_Kᵀ / attn_scale (row-vector QK, transposed here: the same matrix)
    qk_tl = arrays["W_Q"][1, 2] @ arrays["W_K"][1, 2].T / scale
    np.testing.assert_allclose(m.heads[1][2].W_QK, qk_tl, rtol=1e-13, atol=1e-13)
    # and back: our weights in TL layout reproduce TL's arrays
    back = m.to_transformer_lens(attn_scale=scale)
    for k in arrays:
        np.testing.assert_allclose(back[k], arrays[k], rtol=1e-15, atol=0)


def test_negative_control_wrong_scale_disagrees():
    """Ignoring the scale (the bug this guards against) or using the wrong one is caught."""
    bridge, arrays, _ = tl_model(weight_std=2.0)
    tokens = [1, 5, 2, 7, 3, 3, 0, 10, 4]
    ref = tl_logits(bridge, tokens)
    for wrong in (1.0, 3.0):
        m = AttentionOnlyModel.from_transformer_lens(arrays, attn_scale=wrong)
        assert np.abs(m.logits(tokens) - ref).max() > 1e3 * TOL * np.abs(ref).max()


def test_nonzero_bias_from_transformer_lens_is_refused():
    bridge, arrays, biases = tl_model()
    with torch.no_grad():
        bridge.original_model.layers[1].attn.k.bias[3] = 0.25
    b_K = bridge.b_K.detach().numpy()
    assert np.abs(b_K).max() == 0.25
    with pytest.raises(InputValueError, match="b_K.*key bias is not modelled"):
        AttentionOnlyModel.from_transformer_lens({**arrays, **biases, "b_K": b_K})


@pytest.mark.parametrize("kind", ["Q", "K", "V"])
def test_composition_scores_equal_transformer_lens(kind):
    bridge, arrays, _ = tl_model(L=3, H=3)
    m = AttentionOnlyModel.from_transformer_lens(arrays)
    ours = composition_scores(m, kind)
    theirs = bridge.all_composition_scores(kind)
    ref = theirs.scores.detach().numpy()
    assert ours.shape == ref.shape == (3, 3, 3, 3)
    assert list(ours.head_labels) == list(theirs.head_labels)
    assert np.abs(ref).max() > 0.05
    np.testing.assert_allclose(ours, ref, rtol=0, atol=TOL)
    for method in ("cross", "dense"):
        np.testing.assert_allclose(composition_scores(m, kind, method=method), ref, rtol=0, atol=TOL)
    # negative control: the previous order [l2, h2, l1, h1] disagrees
    assert np.abs(np.transpose(np.asarray(ours), (2, 3, 0, 1)) - ref).max() > 0.05
    # TransformerLens' standalone function on FactoredMatrix, from our own export of the weights
    tl = {k: torch.tensor(v) for k, v in m.to_transformer_lens().items()}
    left = FactoredMatrix(tl["W_V"], tl["W_O"])
    right = {"Q": FactoredMatrix(tl["W_Q"], tl["W_K"].transpose(-2, -1)),
             "K": FactoredMatrix(tl["W_Q"], tl["W_K"].transpose(-2, -1)).T, "V": left}[kind]
    raw = tl_composition_scores(left, right, broadcast_dims=True).numpy()
    L = np.arange(3)
    mask = (L[:, None, None, None] < L[None, None, :, None])
    np.testing.assert_allclose(ours, np.where(mask, raw, 0.0), rtol=0, atol=TOL)


def test_labels_helper_matches_transformer_lens():
    bridge, arrays, _ = tl_model(L=2, H=3)
    m = AttentionOnlyModel.from_transformer_lens(arrays)
    assert list(head_labels(m)) == list(bridge.all_composition_scores("V").head_labels)
