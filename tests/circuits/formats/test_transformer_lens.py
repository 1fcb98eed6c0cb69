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
import re

from theory.circuits.loading import load
from theory.errors import ShapeError

from tests.circuits.helpers import _tl_state_dict
from tests.helpers import _read

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


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
@pytest.mark.parametrize("edit,key,got", [
    ({**{f"blocks.{l}.attn.{k}": np.zeros((0, 8, 4)) for l in range(2) for k in ("W_Q", "W_K", "W_V")},
      **{f"blocks.{l}.attn.W_O": np.zeros((0, 4, 8)) for l in range(2)}}, "blocks.0.attn.W_Q", r"\(0, 8, 4\)"),
    ({**{f"blocks.{l}.attn.{k}": np.zeros((2, 8, 0)) for l in range(2) for k in ("W_Q", "W_K", "W_V")},
      **{f"blocks.{l}.attn.W_O": np.zeros((2, 0, 8)) for l in range(2)}}, "blocks.0.attn.W_Q", r"\(2, 8, 0\)"),
    ({"embed.W_E": np.zeros((0, 8)), "unembed.W_U": np.zeros((8, 0))}, "embed.W_E", r"\(0, 8\)"),
    ({"pos_embed.W_pos": np.zeros((0, 8))}, "pos_embed.W_pos", r"\(0, 8\)"),
], ids=["0 heads", "d_head 0", "n_vocab 0", "n_ctx 0"])
def test_a_state_dict_with_an_empty_axis_is_a_shape_error(edit, key, got):
    """0 heads raised ZeroDivisionError, d_head 0 a bare ValueError; n_vocab 0 loaded and was 'analysed';
    n_ctx 0 was refused only later, by a function naming 'scores'."""
    from theory.circuits.loading import load
    with pytest.raises(ShapeError, match=f"key '{key}' must have shape .* got {got}"):
        load({**_tl_state_dict(), **edit})


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_transformer_lens_weights_in_bfloat16_load():
    """HookedTransformer weights are often bfloat16: from_transformer_lens refused torch bf16 tensors with
    'W_E must be a numeric array; got Tensor (Got unsupported ScalarType BFloat16)'."""
    torch = pytest.importorskip("torch", reason="needs the train extra")
    from theory.circuits import AttentionOnlyModel
    m = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=0)
    tl = {k: torch.tensor(np.asarray(v)).bfloat16() for k, v in m.to_transformer_lens().items()}
    ref = {k: v.float().numpy() for k, v in tl.items()}      # the bf16 values, widened exactly
    got = AttentionOnlyModel.from_transformer_lens(tl).logits([1, 2, 3])
    want = AttentionOnlyModel.from_transformer_lens(ref).logits([1, 2, 3])
    assert np.array_equal(got, want)
    assert not np.array_equal(want, m.logits([1, 2, 3]))     # bf16 rounding shows: the comparison can fail
    grad = {k: torch.tensor(np.asarray(v), requires_grad=True) for k, v in m.to_transformer_lens().items()}
    assert np.allclose(AttentionOnlyModel.from_transformer_lens(grad).logits([1, 2, 3]), m.logits([1, 2, 3]),
                       rtol=1e-12, atol=1e-12)


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
@pytest.mark.parametrize("said, drop_bias, got", [("LN", True, "RMS"), ("RMS", False, "LN"), ("LNPre", False, "LN")])
def test_a_transformer_lens_normalization_type_that_contradicts_the_keys_is_refused(said, drop_bias, got):
    """normalization_type="LN" with ln1.w but no ln1.b loaded as RMSNorm (the keys decided, the config was ignored):
    a forward pass TransformerLens itself would not run for that config."""
    from theory.circuits.loading import load
    from theory.errors import InputValueError
    sd = _tl_state_dict()
    d = sd["embed.W_E"].shape[1]
    for l in range(2):
        sd[f"blocks.{l}.ln1.w"] = np.ones(d)
        if not drop_bias:
            sd[f"blocks.{l}.ln1.b"] = np.zeros(d)
    sd["ln_final.w"] = np.ones(d)
    if not drop_bias:
        sd["ln_final.b"] = np.zeros(d)
    with pytest.raises(InputValueError, match=f"config normalization_type={said!r} but the keys are those of {got!r}"):
        load(sd, {"normalization_type": said})
    assert load(sd, {"normalization_type": got}).normalization == got + "Pre"


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
@pytest.mark.parametrize("key, value, actual", [("n_heads", 4, 2), ("d_head", 2, 4), ("n_layers", 3, 2),
                                                ("d_vocab", 11, 10), ("d_model", 16, 8)])
def test_a_transformer_lens_config_whose_sizes_contradict_the_weights_is_refused(key, value, actual):
    """A TransformerLens config with n_heads=4 for weights with 2 heads (or another size) loaded silently: the
    config's sizes were ignored, so the model analysed was not the one the config describes."""
    from theory.circuits.loading import load
    from theory.errors import InputValueError
    sd = _tl_state_dict()
    with pytest.raises(InputValueError, match=f"config {key}={value} but the weights have {key} = {actual}"):
        load(sd, {key: value})
    assert load(sd, {"n_heads": 2, "d_head": 4, "n_layers": 2, "d_vocab": 10, "d_model": 8, "n_key_value_heads": None})


def _hooked_transformer_3x_state_dict(m, H, dh):
    """What ``HookedTransformer.state_dict()`` of TransformerLens 3.x holds for an attention-only model:
    row-vector weights, zero biases, and the buffers ``attn.mask`` (causal, bool) and ``attn.IGNORE`` (−inf)."""
    tl = m.to_transformer_lens(attn_scale=np.sqrt(dh))             # 3.x's default scale √d_head
    d, n = m.d_model, m.n_ctx
    sd = {"embed.W_E": tl["W_E"], "pos_embed.W_pos": tl["W_pos"], "unembed.W_U": tl["W_U"],
          "unembed.b_U": np.zeros(m.n_vocab, np.float32)}
    for l in range(m.n_layers):
        sd.update({f"blocks.{l}.attn.{k}": tl[k][l] for k in ("W_Q", "W_K", "W_V", "W_O")})
        sd.update({f"blocks.{l}.attn.b_{k}": np.zeros((H, dh), np.float32) for k in "QKV"})
        sd[f"blocks.{l}.attn.b_O"] = np.zeros(d, np.float32)
        sd[f"blocks.{l}.attn.mask"] = np.tril(np.ones((n, n), bool))
        sd[f"blocks.{l}.attn.IGNORE"] = np.array(-np.inf, np.float32)
    return sd


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 14; tests/test_newcomer3.py)")
def test_a_transformer_lens_3x_state_dict_with_its_buffers_loads_as_the_same_model(tmp_path):
    from theory.circuits import AttentionOnlyModel
    m = AttentionOnlyModel.random(2, 3, 12, 4, 15, 9, seed=3)
    sd = _hooked_transformer_3x_state_dict(m, H=3, dh=4)
    np.savez(tmp_path / "tl3.npz", **sd)
    sources = [sd, str(tmp_path / "tl3.npz")]
    try:
        import torch
    except ImportError:
        torch = None
    if torch is not None:                            # torch.save(model.state_dict(), "tl3.pt"), as 3.x users saved it
        torch.save({k: torch.tensor(v) for k, v in sd.items()}, tmp_path / "tl3.pt")
        sources.append(str(tmp_path / "tl3.pt"))
    toks = [1, 2, 3, 4, 0, 8]
    for source in sources:
        t = load(source)
        assert np.max(np.abs(t.logits(toks) - m.logits(toks))) < 1e-12, source
        assert any("buffers" in note and "blocks.{0,1}.attn.mask" in note and "blocks.{0,1}.attn.IGNORE" in note
                   for note in t.notes), t.notes   # the note names every ignored buffer, grouped by layer
    wrong = load(sd, {"attn_scale": 1.0})            # the scale is read, not assumed: the check can fail
    assert np.max(np.abs(wrong.logits(toks) - m.logits(toks))) > 1e-3


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 14; tests/test_newcomer3.py)")
def test_readme_warns_that_the_peers_extra_is_transformer_lens_4_without_hooked_transformer():
    cfg = _read("setup.cfg")
    pin = re.search(r"^\s+transformer-lens==(\d+)\.(\d+)\.\d+$", cfg, re.M)
    assert pin, "the peers extra pins transformer-lens"
    major_minor = f"{pin.group(1)}.{pin.group(2)}"
    readme = _read("README.md")
    peers = readme[readme.index("`peers`"):][:1500]
    assert f"TransformerLens {major_minor}" in peers and "`HookedTransformer`" in peers, peers
    assert f"{int(pin.group(1)) - 1}.x" in peers, "names the major version it breaks"
    assert "state dict" in peers                  # and what still works: their saved weights load
