"""Checkpoint loading without the peer libraries: file format, error messages, refusals."""
import json

import numpy as np
import pytest

from theory.circuits import AttentionOnlyModel, composition_scores, ov_positivity, path_expansion, term_importance
from theory.circuits.checkpoints import Transformer, load, load_safetensors, save_safetensors
from theory.circuits.checkpoints.report import analyse
from theory.errors import InputValueError, ShapeError


def gpt2_state(d=16, H=2, L=2, V=20, n=8, seed=0):
    """A GPT-2-layout state dict (HF names, Conv1D [in, out]) with random weights, and its config."""
    rng = np.random.default_rng(seed)
    g = lambda *s: rng.normal(0, 0.3, size=s).astype(np.float32)  # noqa: E731
    sd = {"transformer.wte.weight": g(V, d), "transformer.wpe.weight": g(n, d),
          "transformer.ln_f.weight": 1 + g(d), "transformer.ln_f.bias": g(d)}
    for l in range(L):
        p = f"transformer.h.{l}."
        sd.update({p + "ln_1.weight": 1 + g(d), p + "ln_1.bias": g(d), p + "ln_2.weight": 1 + g(d), p + "ln_2.bias": g(d),
                   p + "attn.c_attn.weight": g(d, 3 * d), p + "attn.c_attn.bias": g(3 * d),
                   p + "attn.c_proj.weight": g(d, d), p + "attn.c_proj.bias": g(d),
                   p + "mlp.c_fc.weight": g(d, 4 * d), p + "mlp.c_fc.bias": g(4 * d),
                   p + "mlp.c_proj.weight": g(4 * d, d), p + "mlp.c_proj.bias": g(d)})
    cfg = {"model_type": "gpt2", "n_embd": d, "n_head": H, "n_layer": L, "vocab_size": V, "n_positions": n}
    return sd, cfg


def write_dir(tmp_path, sd, cfg):
    save_safetensors(tmp_path / "model.safetensors", sd)
    (tmp_path / "config.json").write_text(json.dumps(cfg))
    return tmp_path


def unfolded_gpt2_logits(sd, cfg, tokens):
    """GPT-2's forward written directly from the HF weights (LayerNorm with w, b; no folding)."""
    d, H = cfg["n_embd"], cfg["n_head"]
    dh = d // H
    W = {k.removeprefix("transformer."): v.astype(np.float64) for k, v in sd.items()}

    def ln(x, p):
        mu, var = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)
        return (x - mu) / np.sqrt(var + 1e-5) * W[p + ".weight"] + W[p + ".bias"]

    gelu = lambda x: 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))  # noqa: E731
    n = len(tokens)
    x = W["wte.weight"][tokens] + W["wpe.weight"][:n]
    for l in range(cfg["n_layer"]):
        p = f"h.{l}."
        qkv = ln(x, p + "ln_1") @ W[p + "attn.c_attn.weight"] + W[p + "attn.c_attn.bias"]
        out = np.zeros((n, d))
        for h in range(H):
            q, k, v = (qkv[:, i * d + h * dh: i * d + (h + 1) * dh] for i in range(3))
            s = q @ k.T / np.sqrt(dh) + np.triu(np.full((n, n), -np.inf), 1)
            a = np.exp(s - s.max(1, keepdims=True))
            out[:, h * dh:(h + 1) * dh] = (a / a.sum(1, keepdims=True)) @ v
        x = x + out @ W[p + "attn.c_proj.weight"] + W[p + "attn.c_proj.bias"]
        x = x + gelu(ln(x, p + "ln_2") @ W[p + "mlp.c_fc.weight"] + W[p + "mlp.c_fc.bias"]) @ W[p + "mlp.c_proj.weight"] \
            + W[p + "mlp.c_proj.bias"]
    return ln(x, "ln_f") @ W["wte.weight"].T


def test_safetensors_round_trip_and_bf16(tmp_path):
    a = {"x": np.arange(12, dtype=np.float32).reshape(3, 4), "y": np.array([1.5, -2.0])}
    save_safetensors(tmp_path / "a.safetensors", a)
    b = load_safetensors(tmp_path / "a.safetensors")
    assert set(b) == {"x", "y"} and all(np.array_equal(a[k], b[k]) and a[k].dtype == b[k].dtype for k in a)
    # bf16 = upper 16 bits of float32: write raw bf16 by hand
    f = np.array([1.0, -3.5, 0.15625], dtype=np.float32)
    raw = (f.view(np.uint32) >> 16).astype(np.uint16)
    header = json.dumps({"t": {"dtype": "BF16", "shape": [3], "data_offsets": [0, 6]}}).encode()
    (tmp_path / "b.safetensors").write_bytes(len(header).to_bytes(8, "little") + header + raw.tobytes())
    assert load_safetensors(tmp_path / "b.safetensors")["t"].tolist() == [1.0, -3.5, 0.15625]


def test_not_a_safetensors_file(tmp_path):
    (tmp_path / "bad.safetensors").write_bytes(b"\x05\x00\x00\x00\x00\x00\x00\x00{oops")
    with pytest.raises(InputValueError, match="not a safetensors file"):
        load(tmp_path / "bad.safetensors")


def test_gpt2_folding_matches_the_unfolded_forward(tmp_path):
    sd, cfg = gpt2_state()
    t = load(write_dir(tmp_path, sd, cfg))
    toks = [3, 1, 4, 1, 5, 9, 2, 6]
    ref = unfolded_gpt2_logits(sd, cfg, toks)
    assert np.max(np.abs(t.logits(toks) - ref)) < 1e-9 * max(1, np.abs(ref).max())
    assert t.normalization == "LNPre" and t.mlps is not None and t.attention_only_reason()


def test_gpt2_without_centring_is_the_same_function(tmp_path):
    sd, cfg = gpt2_state(seed=3)
    a, b = load(sd, cfg), load(sd, cfg, center_writing_weights=False)
    toks = [0, 5, 7, 7]
    assert np.allclose(a.logits(toks), b.logits(toks), atol=1e-10)
    assert not np.allclose(a.W_E, b.W_E)


@pytest.mark.parametrize("key, msg", [
    ("transformer.h.1.attn.c_attn.weight", r"missing key 'transformer.h.1.attn.c_attn.weight' \(expected shape \(16, 48\)"),
    ("transformer.ln_f.bias", r"missing key 'transformer.ln_f.bias' \(expected shape \(16,\)"),
])
def test_missing_key_names_key_and_shape(key, msg):
    sd, cfg = gpt2_state()
    del sd[key]
    with pytest.raises(InputValueError, match=msg):
        load(sd, cfg)


def test_wrong_shape_names_key_and_expected_shape():
    sd, cfg = gpt2_state()
    sd["transformer.h.0.attn.c_proj.weight"] = sd["transformer.h.0.attn.c_proj.weight"][:, :15]
    with pytest.raises(ShapeError, match=r"'transformer.h.0.attn.c_proj.weight' must have shape \(16, 16\).*got \(16, 15\)"):
        load(sd, cfg)


def test_nan_weight_names_key(tmp_path):
    sd, cfg = gpt2_state()
    sd["transformer.h.1.mlp.c_fc.bias"][3] = np.nan
    with pytest.raises(InputValueError, match=r"'transformer.h.1.mlp.c_fc.bias' must be finite.*index \(3,\)"):
        load(write_dir(tmp_path, sd, cfg))


def test_unsupported_architecture_and_unknown_keys(tmp_path):
    sd, cfg = gpt2_state()
    with pytest.raises(InputValueError, match="unsupported architecture model_type='bert'"):
        load(sd, {**cfg, "model_type": "bert"})
    with pytest.raises(InputValueError, match=r"unexpected key\(s\) \['transformer.h.0.attn.extra'\]"):
        load({**sd, "transformer.h.0.attn.extra": np.zeros(3)}, cfg)
    with pytest.raises(InputValueError, match="per-layer attention scale"):
        load(sd, {**cfg, "scale_attn_by_inverse_layer_idx": True})
    with pytest.raises(InputValueError, match="needs its config.json"):
        load(sd)
    # a causal-mask buffer is a known non-parameter: ignored and reported, not an error
    t = load({**sd, "transformer.h.0.attn.bias": np.tril(np.ones((1, 1, 8, 8)))}, cfg)
    assert any("buffers" in n for n in t.notes)


def _tl_state_dict(m, attn_scale):
    tl = m.to_transformer_lens(attn_scale=attn_scale)
    sd = {"embed.W_E": tl["W_E"], "pos_embed.W_pos": tl["W_pos"], "unembed.W_U": tl["W_U"]}
    sd.update({f"blocks.{l}.attn.{k}": tl[k][l] for l in range(m.n_layers) for k in ("W_Q", "W_K", "W_V", "W_O")})
    return sd


def test_tl_state_dict_attention_only_round_trip():
    m = AttentionOnlyModel.random(2, 3, 12, 4, 15, 9, seed=2)
    sd = _tl_state_dict(m, attn_scale=2.0)               # √d_head = 2: TransformerLens' default scale
    sd.update({f"blocks.{l}.attn.b_{k}": np.zeros((3, 4)) for l in range(2) for k in "QKV"})
    t = load(sd)
    assert t.attention_only_reason() is None
    assert np.allclose(t.logits([1, 2, 3, 4]), m.logits([1, 2, 3, 4]), rtol=1e-12, atol=1e-12)
    # the path expansion accepts it (zero biases, no MLP/norm) ...
    assert path_expansion(t).evaluate(t, [1, 2, 3]).total.shape == (3, 15)
    # ... and a wrong scale is a different model (the check can fail)
    assert not np.allclose(load(sd, {"attn_scale": 1.0}).logits([1, 2, 3, 4]), m.logits([1, 2, 3, 4]))


def test_models_with_mlps_refuse_the_path_expansion_but_not_head_analyses():
    sd, cfg = gpt2_state()
    t = load(sd, cfg)
    for run in (lambda: path_expansion(t), lambda: term_importance(t, [[1, 2, 3]])):
        with pytest.raises(InputValueError, match="exact only for attention-only.*MLPs in 2 layers.*LNPre"):
            run()
    assert composition_scores(t, "K").shape == (2, 2, 2, 2)
    assert ov_positivity(t).shape == (2, 2)
    r = analyse(t)
    assert r.labels == ("L0H0", "L0H1", "L1H0", "L1H1")
    assert r.partners["K"][0][:2].tolist() == [-1, -1] and set(r.partners["K"][0][2:].tolist()) <= {0, 1}


def test_gqa_expansion_reads_kv_head_h_over_group():
    rng = np.random.default_rng(0)
    d, H, Hkv, dh, V = 8, 4, 2, 2, 10
    sd = {"embed.W_E": rng.normal(size=(V, d)), "unembed.W_U": rng.normal(size=(d, V))}
    for l in range(2):
        sd.update({f"blocks.{l}.attn.W_Q": rng.normal(size=(H, d, dh)), f"blocks.{l}.attn._W_K": rng.normal(size=(Hkv, d, dh)),
                   f"blocks.{l}.attn._W_V": rng.normal(size=(Hkv, d, dh)), f"blocks.{l}.attn.W_O": rng.normal(size=(H, dh, d))})
    t = load(sd)
    for h in range(H):
        assert np.array_equal(t.head(1, h).W_K, sd["blocks.1.attn._W_K"][h // 2].T)
        assert np.array_equal(t.head(1, h).W_V, sd["blocks.1.attn._W_V"][h // 2].T)


def test_transformer_validates_its_extras():
    base = AttentionOnlyModel.random(1, 2, 4, 2, 5, 3, seed=0)
    heads = [[(h.W_Q, h.W_K, h.W_V, h.W_O) for h in base.heads[0]]]
    with pytest.raises(InputValueError, match=r"biases\['b_O'\]\[0\] must have shape \(4,\)"):
        Transformer(base.W_E, base.W_U, heads, biases={"b_O": [np.zeros(3)]})
    with pytest.raises(InputValueError, match="normalization must be"):
        Transformer(base.W_E, base.W_U, heads, normalization="LN")


def test_blocked_composition_equals_one_pass_with_uneven_heads():
    from theory.circuits.checkpoints.blocked import all_composition_scores_blocked
    from theory.circuits.composition import all_composition_scores
    m = AttentionOnlyModel.random(5, [1, 3, 2, 1, 2], 10, 3, 4, 3, seed=7)
    one = all_composition_scores(m)
    for b in (1, 2, 3):
        blk = all_composition_scores_blocked(m, "double", block_layers=b)
        for k in "QKV":
            assert blk[k].head_labels == one[k].head_labels
            assert np.allclose(np.asarray(blk[k]), np.asarray(one[k]), rtol=1e-12, atol=1e-15), (b, k)
    # the check can fail: a blocked result with one chunk pair skipped differs
    bad = all_composition_scores_blocked(m, "double", block_layers=2)["K"].copy()
    bad[0, :, 4, :] = 0
    assert not np.allclose(bad, np.asarray(one["K"]))


def test_cli_analyse_writes_table_json_latex(tmp_path, capsys):
    from theory.cli import main
    sd, cfg = gpt2_state(d=16, H=2, L=3)
    ckpt = write_dir(tmp_path / "ckpt", sd, cfg) if (tmp_path / "ckpt").mkdir() is None else None
    rc = main(["analyse", str(ckpt), "--json", str(tmp_path / "h.json"), "--latex", str(tmp_path / "h.tex"), "--quiet"])
    out = capsys.readouterr().out
    assert rc == 0 and "L2H1" in out and "note: attention scale 1/2.82843 folded into W_Q" in out
    rep = json.loads((tmp_path / "h.json").read_text())
    assert [h["head"] for h in rep["heads"]] == ["L0H0", "L0H1", "L1H0", "L1H1", "L2H0", "L2H1"]
    assert rep["baseline"] == 1 / 16 and rep["heads"][0]["partners"]["K"] is None
    k = rep["heads"][5]["partners"]["K"]
    t = load(ckpt)
    ex = composition_scores(t, "K") ** 2 - 1 / 16
    assert np.isclose(k["excess"], ex[:, :, 2, 1].max()) and k["head"] == "L{}H{}".format(
        *np.unravel_index(np.argmax(ex[:, :, 2, 1]), (3, 2)))
    assert r"\begin{document}" in (tmp_path / "h.tex").read_text()
    with pytest.raises(SystemExit) as info:           # a usage error: exit 2, message on stderr (README contract)
        main(["analyse", str(tmp_path / "nope"), "--quiet"])
    assert info.value.code == 2 and "does not exist" in capsys.readouterr().err


def test_to_transformer_lens_refuses_what_it_cannot_hold_and_round_trips_the_rest():
    sd, cfg = gpt2_state()
    with pytest.raises(InputValueError, match="to_transformer_lens.*MLPs"):
        load(sd, cfg).to_transformer_lens()
    m = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=1)
    t = load(_tl_state_dict(m, attn_scale=3.0), {"attn_scale": 3.0})
    back = t.to_transformer_lens()                  # the checkpoint's own scale by default
    assert np.allclose(back["W_Q"], m.to_transformer_lens(attn_scale=3.0)["W_Q"], rtol=1e-14)
    from theory import circuits
    assert circuits.load is load
