"""Checkpoint loading without the peer libraries: file format, error messages, refusals."""
import json

import numpy as np
import pytest

from theory.circuits import AttentionOnlyModel, composition_scores, ov_positivity, path_expansion, term_importance
from theory.circuits.models.transformer import Transformer
from theory.circuits.loading import load
from theory.circuits.formats.safetensors import load_safetensors, save_safetensors
from theory.circuits.report.analyse import analyse
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
    assert any("ignored 1 non-parameter buffer " in n and "transformer.h.0.attn.bias" in n for n in t.notes)


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
    from theory.circuits.analysis.blocked import all_composition_scores_blocked
    from theory.circuits.analysis.composition import all_composition_scores
    m = AttentionOnlyModel.random(5, [1, 3, 2, 1, 2], 10, 3, 4, 3, seed=7)
    one = all_composition_scores(m)
    for b in (1, 2, 3):
        blk = all_composition_scores_blocked(m, "double", block_layers=b)
        for k in "QKV":
            assert blk[k].head_labels == one[k].head_labels
            assert np.allclose(np.asarray(blk[k]), np.asarray(one[k]), rtol=1e-12, atol=1e-15), (b, k)
    # the check can fail: a blocked result with one chunk pair skipped differs
    bad = np.array(all_composition_scores_blocked(m, "double", block_layers=2)["K"])   # writable copy
    bad[0, :, 4, :] = 0
    assert not np.allclose(bad, np.asarray(one["K"]))


def test_cli_analyse_writes_table_json_latex(tmp_path, capsys):
    from theory.cli import main
    sd, cfg = gpt2_state(d=16, H=2, L=3)
    ckpt = write_dir(tmp_path / "ckpt", sd, cfg) if (tmp_path / "ckpt").mkdir() is None else None
    rc = main(["analyse", str(ckpt), "--json", str(tmp_path / "h.json"), "--latex", str(tmp_path / "h.tex"), "--quiet",
               "--all"])                     # every row (by default only heads with a role are printed)
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


def _raw_safetensors(path, header, data):
    h = json.dumps(header).encode()
    path.write_bytes(len(h).to_bytes(8, "little") + h + data)
    return path


_F32x2 = {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}


@pytest.mark.parametrize("header, data, msg", [
    # a declared shape whose element count wraps around int64 (2**64 = 0): refused from the header, before reading
    ({"a": {"dtype": "F32", "shape": [2 ** 32, 2 ** 32], "data_offsets": [0, 0]}}, b"", r"'a'.*does not match its size"),
    ({"a": {"dtype": "F32", "shape": [-1, -2], "data_offsets": [0, 8]}}, b"\0" * 8, "malformed header entry"),
    ({"a": {"dtype": "F32", "shape": [2.7], "data_offsets": [0, 8]}}, b"\0" * 8, "malformed header entry"),
    ({"a": {"dtype": "F32", "shape": [True, 2], "data_offsets": [0, 8]}}, b"\0" * 8, "malformed header entry"),
    ({"a": {"dtype": "F32", "shape": [2], "data_offsets": ["0", "8"]}}, b"\0" * 8, "malformed header entry"),
    ({"a": {"dtype": ["F32"], "shape": [2], "data_offsets": [0, 8]}}, b"\0" * 8, r"dtype \['F32'\]"),
    ({"a": _F32x2, "b": _F32x2}, b"\0" * 8, "'b' starts at byte 0.*overlaps"),
    ({"a": {"dtype": "F32", "shape": [2], "data_offsets": [8, 16]}}, b"\0" * 16, "'a' starts at byte 8.*gap"),
    ({"a": _F32x2}, b"\0" * 16, "trailing"),
])
def test_corrupt_safetensors_headers_are_refused(tmp_path, header, data, msg):
    """Every header the safetensors library refuses is refused here too, with the package's error."""
    with pytest.raises(InputValueError, match=msg):
        load_safetensors(_raw_safetensors(tmp_path / "x.safetensors", header, data))


@pytest.mark.parametrize("change, msg", [
    ({"n_head": None}, "missing field 'n_head'"),
    ({"n_embd": 16.7}, r"'n_embd' must be an integer ≥ 1; got 16.7"),       # was truncated to 16 and accepted
    ({"n_head": 2.5}, r"'n_head' must be an integer ≥ 1; got 2.5"),         # was truncated to 2 and accepted
    ({"n_head": True}, r"'n_head' must be an integer ≥ 1; got True"),       # was read as 1 head
    ({"n_head": 0}, r"'n_head' must be an integer ≥ 1; got 0"),             # was ZeroDivisionError
    ({"n_head": "two"}, r"'n_head' must be an integer ≥ 1; got 'two'"),
    ({"n_head": 3}, "n_embd=16 is not a multiple of n_head=3"),
    ({"layer_norm_epsilon": -1.0}, r"'layer_norm_epsilon' must be a finite number ≥ 0"),
])
def test_gpt2_config_fields_are_validated(change, msg):
    sd, cfg = gpt2_state()
    cfg = {**cfg, **change}
    cfg = {k: v for k, v in cfg.items() if v is not None}
    with pytest.raises(InputValueError, match=msg):
        load(sd, cfg)


def test_llama_config_fields_are_validated():
    base = {"model_type": "llama", "hidden_size": 8, "num_attention_heads": 4, "num_hidden_layers": 1,
            "intermediate_size": 12, "vocab_size": 10}
    for change, msg in [({"num_key_value_heads": 3}, "num_attention_heads=4 is not a multiple of num_key_value_heads=3"),
                        ({"num_key_value_heads": 0}, r"'num_key_value_heads' must be an integer ≥ 1; got 0"),
                        ({"head_dim": 2.5}, r"'head_dim' must be an integer"),
                        ({"rope_theta": -1}, r"'rope_theta' must be a finite number > 0"),
                        ({"rope_scaling": {"rope_type": "llama3", "factor": 8.0}}, "rope type 'llama3' is not supported"),
                        ({"intermediate_size": None}, "missing field 'intermediate_size'")]:
        cfg = {k: v for k, v in {**base, **change}.items() if v is not None}
        with pytest.raises(InputValueError, match=msg):
            load({"model.embed_tokens.weight": np.zeros((10, 8))}, cfg)


def test_bad_config_and_weight_files_name_the_file(tmp_path):
    sd, cfg = gpt2_state()
    write_dir(tmp_path, sd, cfg)
    for text, msg in [("{oops", "config.json is not valid JSON"), ("[1, 2]", "must be a JSON object; got a list")]:
        (tmp_path / "config.json").write_text(text)
        with pytest.raises(InputValueError, match=msg):
            load(tmp_path)
    (tmp_path / "w.npz").write_bytes(b"not a zip file")
    with pytest.raises(InputValueError, match=r"w.npz: cannot read it as a weights file"):
        load(tmp_path / "w.npz")
    d = tmp_path / "d"
    (d / "model.safetensors").mkdir(parents=True)
    with pytest.raises(InputValueError, match="model.safetensors is not a regular file"):
        load(d)


def test_sharded_index_is_checked_against_its_shards(tmp_path):
    sd, cfg = gpt2_state()
    (tmp_path / "config.json").write_text(json.dumps(cfg))
    keys = sorted(sd)
    a, b = keys[:10], keys[10:]
    save_safetensors(tmp_path / "a.safetensors", {k: sd[k] for k in a})
    index = tmp_path / "model.safetensors.index.json"
    wm = {**{k: "a.safetensors" for k in a}, **{k: "b.safetensors" for k in b}}
    index.write_text(json.dumps({"weight_map": wm}))
    with pytest.raises(InputValueError, match=r"shard 'b.safetensors' \(holding e.g. .*\) does not exist"):
        load(tmp_path)
    save_safetensors(tmp_path / "b.safetensors", {k: sd[k] for k in b})
    ref = unfolded_gpt2_logits(sd, cfg, [1, 2, 3])
    assert np.allclose(load(tmp_path).logits([1, 2, 3]), ref, atol=1e-9)
    # a tensor in two shards (which copy wins?) is refused, as is an index that misplaces a key
    save_safetensors(tmp_path / "b.safetensors", {k: sd[k] for k in keys[9:]})
    with pytest.raises(InputValueError, match=f"tensor '{keys[9]}' is in two shards"):
        load(tmp_path)
    save_safetensors(tmp_path / "b.safetensors", {k: sd[k] for k in b})
    index.write_text(json.dumps({"weight_map": {**wm, a[0]: "b.safetensors"}}))
    with pytest.raises(InputValueError, match=f"puts '{a[0]}' in shard 'b.safetensors'"):
        load(tmp_path)
    index.write_text(json.dumps({"weight_map": {k: "../x.safetensors" for k in keys}}))
    with pytest.raises(InputValueError, match="outside the checkpoint directory"):
        load(tmp_path)
    index.write_text("{}")
    with pytest.raises(InputValueError, match="'weight_map' must map tensor names"):
        load(tmp_path)


def test_cli_analyse_bad_output_paths_fail_cleanly_before_the_work(tmp_path, capsys):
    """An unwritable --json/--latex/--figures target was a traceback after the whole analysis; now a
    usage error (exit status 2, README's contract), checked before loading, and nothing half-written is left."""
    import re
    from theory.cli import main
    sd, cfg = gpt2_state()
    (tmp_path / "ckpt").mkdir()
    ckpt = str(write_dir(tmp_path / "ckpt", sd, cfg))
    (tmp_path / "file.txt").write_text("x")
    for argv, msg in [(["--json", str(tmp_path / "nodir" / "h.json")], "--json .*does not exist"),
                      (["--latex", str(tmp_path / "nodir" / "h.tex")], "--latex .*does not exist"),
                      (["--json", str(tmp_path)], "--json .*is a directory"),
                      (["--figures", str(tmp_path / "file.txt")], "--figures .*exists and is not a folder")]:
        with pytest.raises(SystemExit) as exc:
            main(["analyse", ckpt, "--quiet"] + argv)
        captured = capsys.readouterr()
        assert exc.value.code == 2 and re.search(msg, captured.err), captured.err
        assert captured.out == ""                                 # refused before the table was computed
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ckpt", "file.txt"]
    with pytest.raises(SystemExit) as exc:                        # usage errors: status 2
        main(["analyse", ckpt, "--no-such-flag"])
    assert exc.value.code == 2


def test_tl_state_dict_odd_entries_name_the_key():
    """Entries whose rank is read before their full shape is known (W_in, _W_K, W_pos) and non-string
    keys: IndexError/AttributeError before, now the package's errors naming key and expected shape."""
    from theory.errors import InputTypeError
    sd = _tl_state_dict(AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=0), attn_scale=2.0)
    with pytest.raises(ShapeError, match=r"'blocks.0.mlp.W_in' must have shape \(d_model, d_mlp\); got \(\)"):
        load({**sd, "blocks.0.mlp.W_in": np.float64(1)})
    kv = {k: v for k, v in sd.items() if k != "blocks.0.attn.W_K"}
    with pytest.raises(ShapeError, match=r"'blocks.0.attn._W_K' must have shape \(n_key_value_heads, d_model, d_head\)"):
        load({**kv, "blocks.0.attn._W_K": np.float64(1)})
    with pytest.raises(ShapeError, match=r"'pos_embed.W_pos' must have shape \(n_ctx, d_model\); got \(6,\)"):
        load({**sd, "pos_embed.W_pos": np.ones(6)})
    with pytest.raises(InputTypeError, match=r"keys must be strings.*\[3\]"):
        load({**sd, 3: np.zeros(2)})
    with pytest.raises(InputValueError, match=r"'attn_scale' must be a finite number; got nan"):
        load(sd, {"attn_scale": float("nan")})


@pytest.mark.parametrize("option", [{"rotary_adjacent_pairs": True}, {"parallel_attn_mlp": True},
                                    {"attention_dir": "bidirectional"}, {"use_local_attn": True},
                                    {"attn_scores_soft_cap": 50.0}, {"output_logits_soft_cap": 30.0},
                                    {"scale_attn_by_inverse_layer_idx": True},
                                    {"rope_scaling": {"type": "linear", "factor": 2.0}}])
def test_tl_config_options_that_change_the_forward_are_refused(option):
    """These HookedTransformerConfig options were silently ignored (a different forward pass)."""
    sd = _tl_state_dict(AttentionOnlyModel.random(1, 2, 8, 4, 10, 6, seed=0), attn_scale=2.0)
    with pytest.raises(InputValueError, match=f"config {next(iter(option))}=.* is not supported"):
        load(sd, option)
    # their "off" values (TransformerLens' defaults) load
    load(sd, {"rotary_adjacent_pairs": False, "attn_scores_soft_cap": -1.0, "attention_dir": "causal", "rope_scaling": None})


def test_tl_gated_mlp_flag_must_agree_with_the_keys():
    sd = _tl_state_dict(AttentionOnlyModel.random(1, 2, 8, 4, 10, 6, seed=0), attn_scale=2.0)
    sd.update({"blocks.0.mlp.W_in": np.ones((8, 12)), "blocks.0.mlp.W_out": np.ones((12, 8))})
    with pytest.raises(InputValueError, match=r"gated_mlp=True but key 'blocks.0.mlp.W_gate' \(shape \(8, 12\)\) is absent"):
        load(sd, {"gated_mlp": True})
    assert load(sd, {"gated_mlp": False}).mlps[0].W_gate is None


def test_llama_rope_type_under_either_key_and_o_proj_bias_required():
    """A rope_parameters entry spelled {"type": "linear"} was read as the default rotary embedding
    (silently different patterns); attention_bias=True without o_proj.bias loaded a zero bias."""
    base = {"model_type": "llama", "hidden_size": 8, "num_attention_heads": 2, "num_hidden_layers": 1,
            "intermediate_size": 12, "vocab_size": 10}
    with pytest.raises(InputValueError, match="rope type 'linear' is not supported"):
        load({"model.embed_tokens.weight": np.zeros((10, 8))}, {**base, "rope_parameters": {"type": "linear", "factor": 2}})
    rng = np.random.default_rng(0)
    a, p = "model.layers.0.self_attn.", "model.layers.0.mlp."
    sd = {"model.embed_tokens.weight": rng.normal(size=(10, 8)), "model.norm.weight": np.ones(8), "lm_head.weight":
          rng.normal(size=(10, 8)), "model.layers.0.input_layernorm.weight": np.ones(8),
          "model.layers.0.post_attention_layernorm.weight": np.ones(8), p + "gate_proj.weight": rng.normal(size=(12, 8)),
          p + "up_proj.weight": rng.normal(size=(12, 8)), p + "down_proj.weight": rng.normal(size=(8, 12))}
    sd.update({a + f"{x}_proj.weight": rng.normal(size=(8, 8)) for x in "qkvo"})
    sd.update({a + f"{x}_proj.bias": rng.normal(size=8) for x in "qkv"})
    with pytest.raises(InputValueError, match=r"missing key 'model.layers.0.self_attn.o_proj.bias' \(expected shape \(8,\)"):
        load(sd, {**base, "attention_bias": True})
    assert load({**sd, a + "o_proj.bias": np.zeros(8)}, {**base, "attention_bias": True}).rotary.dim == 4


def test_finite_weights_that_overflow_are_refused_not_returned_as_inf():
    sd = _tl_state_dict(AttentionOnlyModel.random(1, 2, 8, 4, 10, 6, seed=0), attn_scale=2.0)
    t = load({**sd, "unembed.W_U": np.full((8, 10), 1e308)})
    with pytest.raises(InputValueError, match="forward pass overflowed: the logits are not finite"):
        t.logits([1, 2])
    assert np.isfinite(load(sd).logits([1, 2])).all()


def test_written_files_get_ordinary_permissions(tmp_path):
    """mkstemp's private 0600 mode used to survive the atomic rename of every file we write."""
    import os
    from theory.circuits.report.analyse import write_json
    sd, cfg = gpt2_state()
    write_dir(tmp_path, sd, cfg)
    write_json(analyse(load(tmp_path)), tmp_path / "h.json")
    mask = os.umask(0)
    os.umask(mask)
    for name in ("model.safetensors", "h.json"):
        assert (tmp_path / name).stat().st_mode & 0o777 == 0o666 & ~mask, name
    assert sorted(p.name for p in tmp_path.iterdir()) == ["config.json", "h.json", "model.safetensors"]


@pytest.mark.parametrize("centre", [True, False])
def test_lazy_embedding_and_tied_unembedding_equal_the_dense_fold(tmp_path, centre):
    """A float32 checkpoint keeps its embedding as stored (FoldedEmbedding, a view of the memory
    map) and its tied W_U as a description (TiedUnembedding); OV/QK quantities computed from the
    Gram W_E W_Eᵀ before either matrix is built equal those of a dense model holding the eager
    float64 fold (W_U loaded as an untied lm_head: the n_vocab-long products), and the matrices
    built on first use equal that fold."""
    from theory.circuits import kcomp_qk_positivity
    from theory.circuits.formats.reading import mapped_read_only
    from theory.circuits.analysis.positivity import ov_circuit_eigenvalues
    sd, cfg = gpt2_state(d=16, H=2, L=3, V=300, seed=5)
    t = load(write_dir(tmp_path, sd, cfg), center_writing_weights=centre)
    assert t.folded_embedding is not None and t.tied_unembedding is not None
    assert mapped_read_only(t.folded_embedding.T) and mapped_read_only(t.mlps[0].W_in)   # no copies
    ov, kq, ev = ov_positivity(t), kcomp_qk_positivity(t), ov_circuit_eigenvalues(t)
    assert t.__dict__["_W_E"] is None and t.__dict__["_W_U"] is None          # still unbuilt
    sd64 = {k: v.astype(np.float64) for k, v in sd.items()}
    eager = load({**sd64, "lm_head.weight": sd64["transformer.wte.weight"]}, cfg, center_writing_weights=centre)
    assert eager.folded_embedding is None and eager.tied_unembedding is None
    dense = AttentionOnlyModel(eager.W_E, eager.W_U, [[(h.W_Q, h.W_K, h.W_V, h.W_O) for h in la] for la in eager.heads])
    np.testing.assert_allclose(ov, ov_positivity(dense), rtol=0, atol=1e-10)
    np.testing.assert_allclose(kq, kcomp_qk_positivity(dense), rtol=0, atol=1e-10)
    for a, b in zip(ev, ov_circuit_eigenvalues(dense)):
        for x, y in zip(a, b):
            np.testing.assert_allclose(np.sort_complex(x), np.sort_complex(y), rtol=1e-10, atol=1e-12 * abs(y).max())
    np.testing.assert_allclose(t.W_E, eager.W_E, rtol=1e-13, atol=1e-15)
    np.testing.assert_allclose(t.W_U, eager.W_U, rtol=1e-13, atol=1e-15)
    assert t.W_E.shape == (16, 300) and not t.W_E.flags.writeable and not t.W_U.flags.writeable
    e = t.folded_embedding                          # blocks of any size give the same matrix
    assert np.array_equal(e.matrix(chunk=37), t.W_E) and np.array_equal(np.hstack([c for _, c in e.blocks(41)]), t.W_E)


def test_tied_unembedding_is_refused_when_it_cannot_describe_the_model():
    from theory.circuits.models.components import TiedUnembedding
    m = AttentionOnlyModel.random(1, 2, 4, 2, 5, 3, seed=0)
    heads = [[(h.W_Q, h.W_K, h.W_V, h.W_O) for h in m.heads[0]]]
    t = Transformer(m.W_E, TiedUnembedding(np.zeros(5), None, False), heads)
    assert np.array_equal(t.W_U, m.W_E.T)
    with pytest.raises(InputValueError, match="mu of shape"):
        Transformer(m.W_E, TiedUnembedding(np.zeros(4), None, False), heads)


def test_report_explains_itself_and_latex_keeps_every_column():
    """Issue 25 item 6: legend for every column, short repr, LaTeX with all columns and no repr title."""
    from theory.circuits import induction_model
    from theory.circuits.report.latex import latex_report
    r = analyse(induction_model(n_vocab=12, n_ctx=16))
    text = r.table()
    legend = " ".join(text.split("legend:")[1].split())
    for col in ("behaviour prev / dup / ind", "roles:", "K partner", "its roles", "drop / ctrl", "weights rule: prev / ind",
                "OV ="):                                      # every column of the table explained (issue 33 item 3)
        assert col in legend, col
    assert "uniform attention gives at most 1/(T+1) = 0.111, T = 8" in legend     # the probe's baseline, this model's
    assert len(repr(r)) < 300 and "array(" not in repr(r)
    head, rows = r.columns()
    tex = latex_report(r)
    assert "{" + "l" * len(head) + "}" in tex
    for row in tex.split(r"\hline")[1].split(r"\end{longtable}")[0].strip().splitlines():
        assert row.count("&") == len(head) - 1
    assert "Transformer(" not in tex and "AttentionOnlyModel(" not in tex and "2-layer transformer" in tex


def test_composition_scores_notebook_display():
    from theory.circuits import AttentionOnlyModel, composition_scores
    s = composition_scores(AttentionOnlyModel.random(2, 2, 8, 2, 5, 4, seed=0), "K")
    md, html = s._repr_markdown_(), s._repr_html_()
    flat = np.asarray(s).reshape(4, 4)
    best = max(flat[i, j] for i in range(2) for j in range(2, 4))
    assert "4 strongest of 4 pairs" in md and f"{best:.4f}" in md.splitlines()[4] and "<table>" in html


@pytest.mark.parametrize("tied", [True, False])
def test_float64_gpt2_safetensors_loads_and_equals_the_unfolded_forward(tmp_path, tied):
    """Issue 25: a float64 GPT-2 checkpoint (``save_pretrained`` of a ``.double()`` model) failed with
    'output array is read-only': the loader kept the stored float64 embedding, a read-only view of the
    file's memory map, and centred it in place.  Written here with the package's own safetensors writer
    (F64 tensors); the logits equal GPT-2's forward written from the unfolded weights."""
    sd, cfg = gpt2_state(d=16, H=2, L=2, V=20, seed=3)
    sd = {k: v.astype(np.float64) for k, v in sd.items()}
    if not tied:
        sd["lm_head.weight"] = np.random.default_rng(4).normal(0, 0.3, size=(20, 16))
        cfg = {**cfg, "tie_word_embeddings": False}
    path = write_dir(tmp_path, sd, cfg)
    assert load_safetensors(path / "model.safetensors")["transformer.wte.weight"].dtype == np.float64
    toks = [1, 5, 2, 7, 1, 5]
    t, owned = load(path), load(sd, cfg)               # the file (read-only views) and the in-memory (owned) path
    if tied:                                           # the reference unembeds with wte
        np.testing.assert_allclose(t.logits(toks), unfolded_gpt2_logits(sd, cfg, toks), rtol=1e-10, atol=1e-10)
    np.testing.assert_allclose(t.logits(toks), owned.logits(toks), rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(t.W_E, owned.W_E, rtol=1e-13, atol=1e-15)
    assert not t.W_E.flags.writeable


@pytest.mark.parametrize("tied", [True, False])
def test_float64_hugging_face_gpt2_loads_and_equals_its_forward(tmp_path, tied):
    """Issue 25's reproducer with the peer itself (``peers`` extra; skipped without transformers):
    ``save_pretrained`` of a ``.double()`` GPT-2, then ``load(dir)``; logits equal Hugging Face's."""
    torch = pytest.importorskip("torch", reason="needs the 'peers' extra")
    transformers = pytest.importorskip("transformers", reason="needs the 'peers' extra")
    torch.manual_seed(0)
    cfg = transformers.GPT2Config(n_embd=16, n_head=2, n_layer=2, vocab_size=23, n_positions=8, bos_token_id=0,
                                  eos_token_id=0, tie_word_embeddings=tied)
    m = transformers.GPT2LMHeadModel(cfg).double().eval()
    with torch.no_grad():
        for name, p in m.named_parameters():       # LayerNorm at (1, 0) and zero biases would hide a folding error
            if "ln" in name or name.endswith("bias"):
                p.add_(0.3 * torch.randn(p.shape, dtype=p.dtype))
    m.save_pretrained(tmp_path)
    toks = [3, 7, 1, 9, 3, 7, 22, 5]
    with torch.no_grad():
        ref = m(torch.tensor([toks])).logits[0].numpy()
    t = load(tmp_path)
    np.testing.assert_allclose(t.logits(toks), ref, rtol=1e-10, atol=1e-10 * np.abs(ref).max())
