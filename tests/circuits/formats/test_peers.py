"""Loaded checkpoints against the peer implementations (``peers`` extra: transformers,
transformer-lens, safetensors).  Every checkpoint is made here, randomly initialised, no download."""
import os

import numpy as np
import pytest

REASON = "needs the 'peers' extra (pip install -e '.[peers]': transformers, transformer-lens, safetensors)"
torch = pytest.importorskip("torch", reason=REASON)
transformers = pytest.importorskip("transformers", reason=REASON)
pytest.importorskip("transformer_lens", reason=REASON)
safetensors_numpy = pytest.importorskip("safetensors.numpy", reason=REASON)
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from theory.circuits import AttentionOnlyModel, composition_scores  # noqa: E402
from theory.circuits.loading import load
from theory.circuits.formats.safetensors import load_safetensors  # noqa: E402

TOKENS = [3, 7, 1, 9, 3, 7, 22, 5, 1, 2, 3, 4]


def _perturb(model, seed):
    """Random init leaves LayerNorm at (1, 0) and biases at 0: perturb them so folding is exercised."""
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if "ln" in name or "norm" in name or name.endswith("bias"):
                p.add_(0.3 * torch.randn(p.shape, generator=g, dtype=p.dtype))
            if "proj" in name or "c_attn" in name:
                p.mul_(6.0)          # sharper patterns: a wrong scale or layout shows


@pytest.fixture(scope="module")
def gpt2_dir(tmp_path_factory):
    torch.manual_seed(0)
    cfg = transformers.GPT2Config(n_embd=32, n_head=4, n_layer=3, vocab_size=50, n_positions=16, bos_token_id=0,
                                  eos_token_id=0)
    m = transformers.GPT2LMHeadModel(cfg).eval()
    _perturb(m, 0)
    path = tmp_path_factory.mktemp("gpt2")
    m.save_pretrained(path)
    return path


@pytest.fixture(scope="module")
def llama_dir(tmp_path_factory):
    torch.manual_seed(1)
    cfg = transformers.LlamaConfig(hidden_size=32, num_attention_heads=4, num_key_value_heads=2, num_hidden_layers=2,
                                   intermediate_size=48, vocab_size=50, max_position_embeddings=64, bos_token_id=0,
                                   eos_token_id=0)
    m = transformers.LlamaForCausalLM(cfg).eval()
    _perturb(m, 1)
    path = tmp_path_factory.mktemp("llama")
    m.save_pretrained(path)
    return path


def _hf(path, cls):
    m = cls.from_pretrained(path, attn_implementation="eager").double().eval()
    with torch.no_grad():
        return m(torch.tensor([TOKENS]), output_attentions=True)


def test_reader_matches_safetensors(gpt2_dir):
    ours, ref = load_safetensors(gpt2_dir / "model.safetensors"), safetensors_numpy.load_file(gpt2_dir / "model.safetensors")
    assert set(ours) == set(ref) and all(np.array_equal(ours[k], ref[k]) for k in ref)


def test_gpt2_patterns_and_logits_equal_hugging_face(gpt2_dir):
    t = load(gpt2_dir)
    out, fwd = _hf(gpt2_dir, transformers.GPT2LMHeadModel), t.run(TOKENS)
    for l in range(3):                       # every layer, through the full forward with MLPs
        for h in range(4):
            assert np.max(np.abs(out.attentions[l][0, h].numpy() - fwd.patterns[l][h])) < 1e-12, (l, h)
    assert np.max(np.abs(out.logits[0].numpy() - fwd.logits)) < 1e-10
    assert max(np.abs(out.attentions[0][0, h].numpy() - np.tril(np.ones((12, 12))) / np.arange(1, 13)[:, None]).max()
               for h in range(4)) > 0.05     # not uniform: the comparison can fail


def test_llama_gqa_rotary_patterns_equal_hugging_face(llama_dir):
    t = load(llama_dir)
    out, fwd = _hf(llama_dir, transformers.LlamaForCausalLM), t.run(TOKENS)
    # HF computes RMSNorm and the rotary table in float32 even in a float64 model: agreement to ~1e-7
    for l in range(2):
        for h in range(4):
            assert np.max(np.abs(out.attentions[l][0, h].numpy() - fwd.patterns[l][h])) < 1e-5, (l, h)
    assert np.max(np.abs(out.logits[0].numpy() - fwd.logits)) < 1e-5 * np.abs(fwd.logits).max()
    assert t.rotary is not None and any("grouped-query" in n for n in t.notes)


def test_rotary_qk_at_offset_is_the_forward_score(llama_dir):
    from theory.circuits.models.components import normalize
    t = load(llama_dir)
    fwd = t.run(TOKENS)
    Xn = normalize(t.normalization, fwd.residuals[0], t.eps)
    for off in (0, 1, 5):
        i = 9
        assert np.isclose(Xn[i] @ t.qk_at_offset(0, 2, off) @ Xn[i - off], fwd.scores[0][2][i, i - off], atol=1e-10)
    assert not np.isclose(Xn[9] @ t.qk_at_offset(0, 2, 0) @ Xn[4], fwd.scores[0][2][9, 4], atol=1e-3)


def test_gpt2_composition_scores_equal_transformer_lens(gpt2_dir):
    """TransformerLens' bridge booted from the local directory, weights processed (fold_ln, centring)
    by enable_compatibility_mode, then all_composition_scores — against ours on our loaded weights."""
    from transformer_lens.model_bridge import TransformerBridge
    bridge = TransformerBridge.boot_transformers(str(gpt2_dir), device="cpu", dtype=torch.float64)
    bridge.enable_compatibility_mode()
    t = load(gpt2_dir)
    for kind in "QKV":
        ref = bridge.all_composition_scores(kind)
        ours = composition_scores(t, kind)
        assert tuple(ref.head_labels) == t.head_labels
        assert np.max(np.abs(ref.scores.detach().numpy() - np.asarray(ours))) < 1e-6, kind
    unfolded = load(gpt2_dir, center_writing_weights=False)
    assert not np.allclose(composition_scores(unfolded, "K"), composition_scores(t, "K"), atol=1e-12)


def test_tl_state_dict_round_trip_logits_equal_transformer_lens():
    """A real TransformerLens state dict (HookedTransformer key names, attention-only, scale √d_head)
    loaded by TransformerLens (convert_tl_checkpoint → boot_native) and by us: same logits."""
    from transformer_lens.config import TransformerBridgeConfig
    from transformer_lens.model_bridge import TransformerBridge
    from transformer_lens.utilities.tl_checkpoint_conversion import convert_tl_checkpoint
    import transformer_lens.model_bridge.sources.native  # noqa: F401 - registers boot_native
    L, H, d, dh, V, n = 2, 3, 24, 8, 30, 10
    m = AttentionOnlyModel.random(L, H, d, dh, V, n, seed=4, scale=0.6)
    tl = m.to_transformer_lens(attn_scale=np.sqrt(dh))
    rng = np.random.default_rng(5)
    sd = {"embed.W_E": tl["W_E"], "pos_embed.W_pos": tl["W_pos"], "unembed.W_U": tl["W_U"], "unembed.b_U": np.zeros(V)}
    for l in range(L):
        sd.update({f"blocks.{l}.attn.{k}": tl[k][l] for k in ("W_Q", "W_K", "W_V", "W_O")})
        sd.update({f"blocks.{l}.attn.b_{k}": 0.2 * rng.normal(size=(H, dh)) for k in "QKV"})
        sd[f"blocks.{l}.attn.b_O"] = 0.2 * rng.normal(size=d)
    cfg = TransformerBridgeConfig(n_layers=L, n_heads=H, d_model=d, d_head=dh, d_vocab=V, n_ctx=n, attn_only=True,
                                  normalization_type=None, act_fn="gelu")
    bridge = TransformerBridge.boot_native(cfg, dtype=torch.float64)
    bridge.load_state_dict(convert_tl_checkpoint({k: torch.tensor(v) for k, v in sd.items()}, cfg), strict=True)
    toks = [1, 5, 2, 9, 9, 3, 0, 4]
    with torch.no_grad():
        ref = bridge(torch.tensor([toks])).double()[0].numpy()
    ours = load(sd).logits(toks)
    assert np.max(np.abs(ref - ours)) < 1e-10 * np.abs(ref).max()
    assert np.max(np.abs(ref - load(sd, {"attn_scale": 1.0}).logits(toks))) > 1e-3   # the scale matters


def test_tl_state_dict_with_layernorm_and_mlp_equals_transformer_lens():
    """TransformerLens state dict with ln1/ln2/ln_final (w, b) and MLPs: TransformerLens' own forward
    (boot_native + convert_tl_checkpoint) and ours agree."""
    from transformer_lens.config import TransformerBridgeConfig
    from transformer_lens.model_bridge import TransformerBridge
    from transformer_lens.utilities.tl_checkpoint_conversion import convert_tl_checkpoint
    import transformer_lens.model_bridge.sources.native  # noqa: F401
    L, H, d, dh, V, n, m = 2, 2, 16, 8, 20, 8, 32
    rng = np.random.default_rng(9)
    g = lambda *s, sd=0.4: sd * rng.normal(size=s)  # noqa: E731
    sd = {"embed.W_E": g(V, d, sd=1), "pos_embed.W_pos": g(n, d), "unembed.W_U": g(d, V), "unembed.b_U": g(V),
          "ln_final.w": 1 + g(d), "ln_final.b": g(d)}
    for l in range(L):
        b = f"blocks.{l}."
        sd.update({b + "ln1.w": 1 + g(d), b + "ln1.b": g(d), b + "ln2.w": 1 + g(d), b + "ln2.b": g(d),
                   b + "attn.W_Q": g(H, d, dh), b + "attn.W_K": g(H, d, dh), b + "attn.W_V": g(H, d, dh),
                   b + "attn.W_O": g(H, dh, d), b + "attn.b_Q": g(H, dh), b + "attn.b_K": g(H, dh),
                   b + "attn.b_V": g(H, dh), b + "attn.b_O": g(d), b + "mlp.W_in": g(d, m), b + "mlp.b_in": g(m),
                   b + "mlp.W_out": g(m, d), b + "mlp.b_out": g(d)})
    cfg = TransformerBridgeConfig(n_layers=L, n_heads=H, d_model=d, d_head=dh, d_vocab=V, n_ctx=n, d_mlp=m,
                                  attn_only=False, normalization_type="LN", act_fn="gelu_new", eps=1e-5)
    bridge = TransformerBridge.boot_native(cfg, dtype=torch.float64)
    bridge.load_state_dict(convert_tl_checkpoint({k: torch.tensor(v) for k, v in sd.items()}, cfg), strict=True)
    toks = [1, 5, 2, 9, 9, 3, 0, 4]
    with torch.no_grad():
        ref = bridge(torch.tensor([toks])).double()[0].numpy()
    t = load(sd, {"act_fn": "gelu_new"})
    assert t.normalization == "LNPre" and t.mlps is not None
    assert np.max(np.abs(ref - t.logits(toks))) < 1e-9 * np.abs(ref).max()
    assert np.max(np.abs(ref - load(sd, {"act_fn": "relu"}).logits(toks))) > 1e-4     # the MLP matters


_LLAMA = dict(hidden_size=32, num_attention_heads=4, num_key_value_heads=2, num_hidden_layers=2, intermediate_size=48,
              vocab_size=50, max_position_embeddings=64, bos_token_id=0, eos_token_id=0)
_GPT2 = dict(n_embd=32, n_head=4, n_layer=2, vocab_size=50, n_positions=16, bos_token_id=0, eos_token_id=0)


@pytest.mark.parametrize("family, extra, dtype", [
    # Hugging Face's Llama ignores partial_rotary_factor with the default rotary embedding (the whole head rotates)
    ("llama", {"partial_rotary_factor": 0.5}, None),
    ("llama", {"head_dim": 12, "attention_bias": True, "tie_word_embeddings": True, "num_key_value_heads": 1}, None),
    ("llama", {"rope_theta": 500.0, "hidden_act": "gelu"}, "bfloat16"),
    ("gpt2", {"scale_attn_weights": False, "activation_function": "relu", "n_inner": 40}, None),
    ("gpt2", {"tie_word_embeddings": False, "layer_norm_epsilon": 1e-3}, "float16"),
])
def test_config_variants_equal_hugging_face(tmp_path, family, extra, dtype):
    """Config variants no other test uses: every pattern and the logits equal Hugging Face's forward."""
    cls, cfg = ((transformers.LlamaForCausalLM, transformers.LlamaConfig(**{**_LLAMA, **extra})) if family == "llama"
                else (transformers.GPT2LMHeadModel, transformers.GPT2Config(**{**_GPT2, **extra})))
    torch.manual_seed(2)
    m = cls(cfg).eval()
    _perturb(m, 2)
    if dtype:
        m = m.to(getattr(torch, dtype))
    m.save_pretrained(tmp_path)
    out, fwd = _hf(tmp_path, cls), load(tmp_path).run(TOKENS)
    tol = 1e-5 if family == "llama" else 1e-10        # HF's Llama keeps RMSNorm and rotary tables in float32
    for l in range(2):
        for h in range(4):
            assert np.max(np.abs(out.attentions[l][0, h].numpy() - fwd.patterns[l][h])) < tol, (l, h)
    assert np.max(np.abs(out.logits[0].numpy() - fwd.logits)) < tol * np.abs(fwd.logits).max()
