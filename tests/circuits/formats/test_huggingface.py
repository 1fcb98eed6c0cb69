"""Hugging Face checkpoints (GPT-2, Llama) read without the peer libraries: config fields as Hugging Face
reads them, shards, RoPE scaling, quantized files refused, and the Llama loader against a forward pass
written from Hugging Face's modeling_llama."""
import json
import os

import numpy as np
import pytest

from theory.circuits.loading import load
from theory.circuits.formats.safetensors import save_safetensors
from theory.errors import InputValueError


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_llama_rope_scaling_replaces_rope_parameters_as_in_hugging_face(tmp_path):
    """transformers 5 lets a legacy rope_scaling entry replace rope_parameters; the loader read rope_parameters
    first, so {rope_parameters: default, rope_scaling: linear ×2} loaded as plain rotary — a different forward."""
    torch = pytest.importorskip("torch", reason="needs torch and transformers (peers extra)")
    transformers = pytest.importorskip("transformers", reason="needs the peers extra")
    from theory.circuits.loading import load
    cfg = transformers.LlamaConfig(hidden_size=16, num_attention_heads=4, num_key_value_heads=2, num_hidden_layers=2,
                                   intermediate_size=32, vocab_size=20, max_position_embeddings=32, bos_token_id=0,
                                   eos_token_id=0)
    torch.manual_seed(0)
    m = transformers.LlamaForCausalLM(cfg).eval()
    with torch.no_grad():
        for name, p in m.named_parameters():
            if "proj" in name:
                p.mul_(6.0)                       # sharp patterns: a different rotary frequency shows
    m.save_pretrained(tmp_path)
    path = tmp_path / "config.json"
    base = json.loads(path.read_text())
    path.write_text(json.dumps({**base, "rope_scaling": {"rope_type": "linear", "factor": 2.0}}))
    with pytest.raises(InputValueError, match="rope type 'linear' is not supported"):
        load(tmp_path)
    # a default-type rope_scaling without rope_theta: HF takes θ from the top-level field, not rope_parameters
    path.write_text(json.dumps({**base, "rope_parameters": {"rope_type": "default", "rope_theta": 10000.0},
                                "rope_theta": 50.0, "rope_scaling": {"rope_type": "default"}}))
    hf = transformers.LlamaForCausalLM.from_pretrained(tmp_path, attn_implementation="eager").double().eval()
    assert hf.config.rope_parameters["rope_theta"] == 50.0
    tokens = [3, 7, 1, 9, 3, 7, 2, 5, 1, 2, 3, 4]
    with torch.no_grad():
        ref = hf(torch.tensor([tokens])).logits[0].numpy()
    ours = load(tmp_path).run(tokens).logits
    assert np.max(np.abs(ours - ref)) < 1e-5 * np.abs(ref).max()


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
@pytest.mark.parametrize("config, match", [("config.json", "got str 'config.json'"), ([1, 2], "got list"),
                                           ({"architectures": [1]}, r"model_type='unknown \(architectures 1\)'"),
                                           ({"architectures": 5}, r"model_type='unknown \(architectures 5\)'")])
def test_a_config_that_is_not_a_mapping_or_has_odd_architectures_is_named(config, match):
    """load(sd, "config.json") raised ValueError from dict(); architectures [1] or 5 raised TypeError from join."""
    from theory.circuits.loading import load
    from theory.errors import TheoryError
    with pytest.raises(TheoryError, match=match):
        load({"x.weight": np.zeros(2)}, config)


@pytest.fixture(scope="module")
def small_gpt2(tmp_path_factory):
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    torch.manual_seed(0)
    m = transformers.GPT2LMHeadModel(transformers.GPT2Config(n_embd=32, n_head=4, n_layer=2, vocab_size=50,
                                                             n_positions=16)).eval()
    with torch.no_grad():
        for name, p in m.named_parameters():
            if "c_attn" in name or "proj" in name:
                p.mul_(6.0)                     # sharp patterns: a wrong head count shows in the logits
    path = tmp_path_factory.mktemp("gpt2")
    m.save_pretrained(path)
    with torch.no_grad():
        logits = m.double()(torch.tensor([[3, 7, 1, 9, 3, 7, 22, 5]])).logits[0].numpy()
    return path, logits


def _edited(src, dst, **edits):
    import shutil
    shutil.copytree(src, dst)
    cfg = json.loads((dst / "config.json").read_text())
    for k, v in edits.items():
        if v is KeyError:
            cfg.pop(k)
        else:
            cfg[k] = v
    (dst / "config.json").write_text(json.dumps(cfg))
    return dst


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_gpt2_config_aliases_are_read_as_hugging_face_reads_them(small_gpt2, tmp_path):
    """A GPT-2 config.json with n_head=4 and num_attention_heads=8: Hugging Face reads the alias (8 heads), the
    loader read n_head (4 heads) — silently different logits (2.9e-2 relative).  Now an alias alone is read as its
    field (the logits equal Hugging Face's) and two that disagree are refused."""
    from theory.circuits.loading import load
    from theory.errors import InputValueError
    path, ref = small_gpt2
    toks = [3, 7, 1, 9, 3, 7, 22, 5]
    alias = _edited(path, tmp_path / "alias", n_head=KeyError, num_attention_heads=4, n_embd=KeyError, hidden_size=32)
    assert np.max(np.abs(load(alias).logits(toks) - ref)) < 1e-9 * np.abs(ref).max()
    with pytest.raises(InputValueError, match="config fields 'n_head'=4 and 'num_attention_heads'=8 disagree"):
        load(_edited(path, tmp_path / "both", num_attention_heads=8))


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
@pytest.mark.parametrize("key, value", [("tie_word_embeddings", "false"), ("tie_word_embeddings", 0),
                                        ("scale_attn_weights", "false"), ("scale_attn_weights", None),
                                        ("add_cross_attention", "no")])
def test_gpt2_true_false_fields_must_be_booleans(small_gpt2, tmp_path, key, value):
    """"tie_word_embeddings": "false" (or 0) loaded as tied and "scale_attn_weights": "false" as scaled ("false" is
    truthy), a null scale as unscaled in older readers; Hugging Face refuses all of them.  Now refused by name."""
    from theory.circuits.loading import load
    from theory.errors import InputValueError
    path, _ = small_gpt2
    with pytest.raises(InputValueError, match=f"config field '{key}' must be true or false; got {value!r}"):
        load(_edited(path, tmp_path / "x", **{key: value}))


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_a_directory_with_a_single_file_and_shards_is_read_as_hugging_face_reads_it(small_gpt2, tmp_path):
    """A directory holding model.safetensors and also a sharded index (a stale conversion, say) with other
    weights: Hugging Face loads model.safetensors, the loader loaded the shards — silently another model.  A
    config.json naming its weights file ('transformers_weights') was ignored the same way."""
    import shutil

    import torch
    import transformers
    from theory.circuits.loading import load
    from theory.errors import InputValueError
    path, ref = small_gpt2
    toks = [3, 7, 1, 9, 3, 7, 22, 5]
    torch.manual_seed(1)
    other = transformers.GPT2LMHeadModel(transformers.GPT2Config.from_pretrained(path)).eval()
    other.save_pretrained(tmp_path / "other", max_shard_size="20KB")
    both = tmp_path / "both"
    shutil.copytree(tmp_path / "other", both)
    assert (both / "model.safetensors.index.json").exists()
    shutil.copy(path / "model.safetensors", both / "model.safetensors")
    hf = transformers.GPT2LMHeadModel.from_pretrained(both).double().eval()
    with torch.no_grad():
        hf_logits = hf(torch.tensor([toks])).logits[0].numpy()
    assert np.allclose(hf_logits, ref, rtol=0, atol=1e-9)                     # Hugging Face read the single file
    assert np.max(np.abs(load(both).logits(toks) - ref)) < 1e-9 * np.abs(ref).max()
    named = _edited(path, tmp_path / "named", transformers_weights="weights/w.safetensors")
    (named / "weights").mkdir()
    shutil.move(named / "model.safetensors", named / "weights" / "w.safetensors")
    shutil.copy(tmp_path / "other" / next(f for f in os.listdir(tmp_path / "other") if f.endswith("safetensors")),
                named / "stray.safetensors")                                 # one other candidate file
    assert np.max(np.abs(load(named).logits(toks) - ref)) < 1e-9 * np.abs(ref).max()
    with pytest.raises(InputValueError, match="'transformers_weights' must name a file inside"):
        load(_edited(path, tmp_path / "escape", transformers_weights="../x.safetensors"))


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_a_quantized_checkpoint_is_refused_not_read_as_weights(small_gpt2, tmp_path):
    """A config.json with a quantization_config (int8 weights whose scales live elsewhere) loaded the stored
    integers as weights: another model, silently."""
    from theory.circuits.loading import load
    from theory.errors import InputValueError
    path, _ = small_gpt2
    with pytest.raises(InputValueError, match=r"quantized checkpoint \(quantization_config, quant_method='bitsandbytes'\)"):
        load(_edited(path, tmp_path / "q", quantization_config={"quant_method": "bitsandbytes", "load_in_8bit": True}))


def llama_state(d=16, H=4, Hkv=2, L=2, V=20, m=24, seed=0, theta=100.0, eps=1e-5):
    """A Llama-layout state dict (HF names, nn.Linear [out, in]) with random weights and non-unit norm
    weights, and its config (grouped key/value heads, a non-default rope_theta and rms_norm_eps)."""
    rng = np.random.default_rng(seed)
    g = lambda *s: rng.normal(0, 0.4, size=s).astype(np.float32)  # noqa: E731
    dh = d // H
    sd = {"model.embed_tokens.weight": g(V, d), "model.norm.weight": (1 + g(d)), "lm_head.weight": g(V, d)}
    for l in range(L):
        a, p = f"model.layers.{l}.self_attn.", f"model.layers.{l}.mlp."
        sd.update({a + "q_proj.weight": g(H * dh, d), a + "k_proj.weight": g(Hkv * dh, d),
                   a + "v_proj.weight": g(Hkv * dh, d), a + "o_proj.weight": g(d, H * dh),
                   p + "gate_proj.weight": g(m, d), p + "up_proj.weight": g(m, d), p + "down_proj.weight": g(d, m),
                   f"model.layers.{l}.input_layernorm.weight": 1 + g(d),
                   f"model.layers.{l}.post_attention_layernorm.weight": 1 + g(d)})
    cfg = {"model_type": "llama", "hidden_size": d, "num_attention_heads": H, "num_key_value_heads": Hkv,
           "num_hidden_layers": L, "vocab_size": V, "intermediate_size": m, "rope_theta": theta,
           "rms_norm_eps": eps, "hidden_act": "silu", "tie_word_embeddings": False}
    return sd, cfg


def unfolded_llama_logits(sd, cfg, tokens):
    """LlamaForCausalLM's forward, from the HF weights as stored: RMSNorm x/√(mean x² + ε)·w,
    q/k rotated with rotate_half and inv_freq = θ^(−2i/d_head), key/value head h // (H/H_kv),
    o_proj as [out, in], SwiGLU MLP down(silu(gate x) · up x)."""
    d, H, Hkv = cfg["hidden_size"], cfg["num_attention_heads"], cfg["num_key_value_heads"]
    dh, eps, theta = d // H, cfg["rms_norm_eps"], cfg["rope_theta"]
    W = {k: v.astype(np.float64) for k, v in sd.items()}
    n = len(tokens)

    def rms(x, w):
        return x / np.sqrt((x * x).mean(-1, keepdims=True) + eps) * w

    inv_freq = 1.0 / theta ** (np.arange(0, dh, 2, dtype=np.float64) / dh)
    freqs = np.outer(np.arange(n, dtype=np.float64), inv_freq)
    emb = np.concatenate([freqs, freqs], axis=-1)
    cos, sin = np.cos(emb), np.sin(emb)

    def rotate_half(x):
        return np.concatenate([-x[..., dh // 2:], x[..., :dh // 2]], axis=-1)

    def rope(x):                                   # x: (n, dh)
        return x * cos + rotate_half(x) * sin

    silu = lambda z: z / (1 + np.exp(-z))  # noqa: E731
    x = W["model.embed_tokens.weight"][tokens]
    for l in range(cfg["num_hidden_layers"]):
        a, p = f"model.layers.{l}.self_attn.", f"model.layers.{l}.mlp."
        h = rms(x, W[f"model.layers.{l}.input_layernorm.weight"])
        q = (h @ W[a + "q_proj.weight"].T).reshape(n, H, dh)
        k = (h @ W[a + "k_proj.weight"].T).reshape(n, Hkv, dh)
        v = (h @ W[a + "v_proj.weight"].T).reshape(n, Hkv, dh)
        heads = []
        for i in range(H):
            g = i // (H // Hkv)
            s = rope(q[:, i]) @ rope(k[:, g]).T / np.sqrt(dh) + np.triu(np.full((n, n), -np.inf), 1)
            e = np.exp(s - s.max(1, keepdims=True))
            heads.append((e / e.sum(1, keepdims=True)) @ v[:, g])
        x = x + np.concatenate(heads, axis=-1) @ W[a + "o_proj.weight"].T
        h = rms(x, W[f"model.layers.{l}.post_attention_layernorm.weight"])
        x = x + (silu(h @ W[p + "gate_proj.weight"].T) * (h @ W[p + "up_proj.weight"].T)) @ W[p + "down_proj.weight"].T
    return rms(x, W["model.norm.weight"]) @ W["lm_head.weight"].T


@pytest.mark.found_by('mutation testing (tools/mutation.py), issue 26: a mutant only the claims or the peer tests killed (tests/test_fast_kills.py)')
def test_llama_loader_matches_an_independent_forward_pass(tmp_path):
    """Rotary (sign of the angle, frequencies), grouped kv heads, o_proj orientation and RMSNorm folding,
    checked without the peers extra: a rotation by −p, θ^(−i/d) frequencies, an untransposed o_proj or an
    RMSNorm folded with LayerNorm's centring each move the logits by O(1)."""
    sd, cfg = llama_state()
    save_safetensors(tmp_path / "model.safetensors", sd)
    (tmp_path / "config.json").write_text(json.dumps(cfg))
    t = load(tmp_path)
    toks = [3, 1, 4, 1, 5, 9, 2, 6]
    ref = unfolded_llama_logits(sd, cfg, toks)
    got = t.logits(toks)
    assert got.shape == ref.shape == (len(toks), cfg["vocab_size"])
    assert np.max(np.abs(got - ref)) < 1e-9 * max(1.0, np.abs(ref).max())
    # negative control: the reference itself is sensitive to the position (rotary does something here)
    assert np.max(np.abs(unfolded_llama_logits(sd, cfg, toks[:3])[:3] - ref[:3])) < 1e-12
    swapped = unfolded_llama_logits(sd, cfg, [toks[1], toks[0]] + toks[2:])
    assert np.max(np.abs(swapped[2:] - ref[2:])) > 1e-3
