"""GGUF (llama.cpp) files against the same checkpoint as Hugging Face safetensors and against
Hugging Face's eager forward pass.  The GGUF files are written here by ``tests/gguf_writer.py``
(independently of the loader, as llama.cpp's converter writes them); quantized weights are
checked against a dequantizer written in this file, not the ``gguf`` package's."""
import os
import sys

import numpy as np
import pytest

gguf = pytest.importorskip("gguf", reason="needs the 'gguf' extra (pip install -e '.[gguf]')")
REASON = "needs the 'peers' extra (transformers, safetensors) to make the reference checkpoint"
torch = pytest.importorskip("torch", reason=REASON)
transformers = pytest.importorskip("transformers", reason=REASON)
pytest.importorskip("safetensors", reason=REASON)
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from tests.gguf_writer import gguf_name, permute, stored_type, write_llama_gguf  # noqa: E402

from theory.circuits import load  # noqa: E402
from theory.circuits import loading as loaders  # noqa: E402
from theory.circuits.formats import fold  # noqa: E402
from theory.circuits.formats.gguf import GGUFTensors, unpermute  # noqa: E402
from theory.cli import main  # noqa: E402
from theory.errors import InputValueError, ShapeError, TooLargeError  # noqa: E402

TOKENS = [3, 7, 1, 9, 3, 7, 22, 5, 1, 2, 3, 4, 60, 3, 7]
CONFIG = dict(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, num_hidden_layers=2, intermediate_size=96,
              vocab_size=64, max_position_embeddings=64, rope_theta=500.0, rms_norm_eps=1e-5, bos_token_id=0,
              eos_token_id=0)


def _llama(path, seed, **extra):
    """A random tiny GQA Llama (4 query heads, 2 key/value groups, rope base 500), RMSNorm weights
    away from 1 and sharper projections (a wrong layout or permutation shows), saved as safetensors."""
    torch.manual_seed(seed)
    m = transformers.LlamaForCausalLM(transformers.LlamaConfig(**{**CONFIG, **extra})).eval()
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in m.named_parameters():
            if "norm" in name:
                p.add_(0.3 * torch.randn(p.shape, generator=g))
            if "proj" in name:
                p.mul_(6.0)
    m.save_pretrained(path)
    return path


@pytest.fixture(scope="module")
def hf_dir(tmp_path_factory):
    return _llama(tmp_path_factory.mktemp("llama"), 3)


@pytest.fixture(scope="module")
def files(hf_dir, tmp_path_factory):
    """{type: (GGUF path, {gguf name: stored type})} for F32, F16, BF16, Q8_0, Q4_0, Q4_1."""
    out = tmp_path_factory.mktemp("gguf")
    return {q: (str(out / f"m_{q}.gguf"), write_llama_gguf(hf_dir, None, out / f"m_{q}.gguf", q))
            for q in ("F32", "F16", "BF16", "Q8_0", "Q4_0", "Q4_1")}


# ---------------------------------------------------------------- a dequantizer independent of gguf.quants
def _dequantize_by_hand(blocks, qtype, shape):
    """llama.cpp's block formats (ggml-common.h): BF16 = the upper 16 bits of a float32;
    Q8_0 = f16 scale d + 32 int8 q, x = d·q; Q4_0 = f16 scale d + 16 bytes, element j < 16 the
    low nibble of byte j, element 16 + j its high nibble, x = d·(nibble − 8); Q4_1 = f16 d, f16
    minimum m, the same nibbles, x = d·nibble + m."""
    if qtype == "BF16":
        return (np.ascontiguousarray(blocks).view(np.uint16).astype(np.uint32) << 16).view(np.float32).reshape(shape)
    b = np.ascontiguousarray(blocks).reshape(-1, {"Q8_0": 34, "Q4_0": 18, "Q4_1": 20}[qtype])
    d = b[:, :2].copy().view(np.float16).astype(np.float64)
    if qtype == "Q8_0":
        return (d * b[:, 2:].view(np.int8).astype(np.float64)).reshape(shape)
    start = 4 if qtype == "Q4_1" else 2
    nibbles = np.concatenate([b[:, start:] & 0x0F, b[:, start:] >> 4], axis=1).astype(np.float64)
    if qtype == "Q4_0":
        return (d * (nibbles - 8)).reshape(shape)
    m = b[:, 2:4].copy().view(np.float16).astype(np.float64)
    return (d * nibbles + m).reshape(shape)


def _reference_state(hf_dir, qtype):
    """The Hugging Face state dict as the GGUF file stores it: each 2-D weight quantized by the
    writer's rule and dequantized by hand (1-D tensors exact, F16 fallbacks rounded to float16)."""
    from safetensors.numpy import load_file
    out = {}
    for name, w in load_file(os.path.join(hf_dir, "model.safetensors")).items():
        t = stored_type(qtype, w)
        if t == "F16":
            w = w.astype(np.float16).astype(np.float32)
        elif t != "F32":
            w = _dequantize_by_hand(gguf.quants.quantize(w, gguf.GGMLQuantizationType[t]), t, w.shape).astype(np.float32)
        out[name] = w
    return out


def _weights(model):
    """Every array the model computes with (heads, MLPs, embedding, unembedding, norms)."""
    arrays = {"W_E": np.asarray(model.W_E), "W_U": np.asarray(model.W_U)}
    for l, layer in enumerate(model.heads):
        for h, hd in enumerate(layer):
            arrays.update({f"{l}.{h}.{k}": getattr(hd, k) for k in ("W_Q", "W_K", "W_V", "W_O")})
        arrays.update({f"{l}.mlp.{k}": v for k, v in vars(model.mlps[l]).items() if isinstance(v, np.ndarray)})
    return arrays


def _assert_same_model(a, b):
    wa, wb = _weights(a), _weights(b)
    assert wa.keys() == wb.keys()
    for k in wa:
        assert wa[k].shape == wb[k].shape and np.array_equal(wa[k], wb[k]), k
    assert (a.eps, a.rotary.base, a.rotary.dim, a.attn_scale) == (b.eps, b.rotary.base, b.rotary.dim, b.attn_scale)
    fa, fb = a.run(TOKENS), b.run(TOKENS)
    # identical weights; BLAS may sum in another order for differently aligned float32 arrays
    assert np.max(np.abs(fa.logits - fb.logits)) <= 1e-12 * np.abs(fa.logits).max()


def _hf_forward(hf_dir, state=None):
    m = transformers.LlamaForCausalLM.from_pretrained(hf_dir, attn_implementation="eager").double().eval()
    if state is not None:
        m.load_state_dict({k: torch.tensor(v, dtype=torch.float64) for k, v in state.items()}, strict=False)
    with torch.no_grad():
        return m(torch.tensor([TOKENS]), output_attentions=True)


def _assert_matches_hf(model, out):
    fwd = model.run(TOKENS)      # HF computes RMSNorm and the rotary table in float32: agreement ~1e-7
    for l in range(CONFIG["num_hidden_layers"]):
        for h in range(CONFIG["num_attention_heads"]):
            assert np.max(np.abs(out.attentions[l][0, h].numpy() - fwd.patterns[l][h])) < 1e-5, (l, h)
    assert np.max(np.abs(out.logits[0].numpy() - fwd.logits)) < 1e-5 * np.abs(fwd.logits).max()


# ---------------------------------------------------------------- agreement
def test_permutation_is_undone():
    w = np.random.default_rng(0).normal(size=(2 * 8, 3))
    assert np.array_equal(unpermute(permute(w, 4, 2), 2), w) and not np.array_equal(permute(w, 4, 2), w)


def test_f32_gguf_is_the_safetensors_model_and_matches_hugging_face(hf_dir, files):
    t = load(files["F32"][0])
    _assert_same_model(load(hf_dir), t)
    _assert_matches_hf(t, _hf_forward(hf_dir))
    assert t.rotary.base == 500.0 and any("GGUF" in n for n in t.notes)
    assert any("grouped-query" in n for n in t.notes)
    # not vacuous: the patterns are far from uniform, so a wrong permutation would show
    fwd = t.run(TOKENS)
    uniform = np.tril(np.ones((len(TOKENS),) * 2)) / np.arange(1, len(TOKENS) + 1)[:, None]
    assert max(np.abs(p - uniform).max() for layer in fwd.patterns for p in layer) > 0.2


@pytest.mark.parametrize("qtype", ["F16", "BF16", "Q8_0", "Q4_0", "Q4_1"])
def test_quantized_gguf_is_the_dequantized_model(hf_dir, files, qtype):
    """Exactly the model of the hand-dequantized weights; within the quantization's own error of
    the float32 model (bound from the round trip, relative to the weights' scale)."""
    path, written = files[qtype]
    assert qtype in written.values()                   # the writer really stored the type
    ref_state = _reference_state(hf_dir, qtype)
    t = load(path)
    _assert_same_model(load(ref_state, dict(CONFIG, model_type="llama")), t)
    # the quantization error is what the round trip says, relative to the weight scale
    exact = load(hf_dir)
    from safetensors.numpy import load_file
    orig = load_file(os.path.join(hf_dir, "model.safetensors"))
    rel = max(np.abs(ref_state[k] - orig[k]).max() / np.abs(orig[k]).max() for k in orig)
    assert 0 < rel < {"F16": 2 ** -10, "BF16": 2 ** -8, "Q8_0": 1 / 127, "Q4_0": 1 / 7, "Q4_1": 1 / 15}[qtype]
    for name in ("W_Q", "W_K", "W_V", "W_O"):
        a, b = getattr(exact.heads[1][2], name), getattr(t.heads[1][2], name)
        assert 0 < np.abs(a - b).max() <= 2 * rel * np.abs(a).max() + 1e-300, name


def test_q8_0_patterns_and_logits_equal_hugging_face_on_the_same_weights(hf_dir, files):
    ref_state = _reference_state(hf_dir, "Q8_0")
    _assert_matches_hf(load(files["Q8_0"][0]), _hf_forward(hf_dir, ref_state))


def test_tied_embeddings_and_attention_biases(tmp_path):
    hf = _llama(tmp_path / "hf", 4, tie_word_embeddings=True, attention_bias=True)
    with torch.no_grad():          # HF initialises biases at zero: perturb them so the permutation of b_Q, b_K shows
        m = transformers.LlamaForCausalLM.from_pretrained(hf)
        for name, p in m.named_parameters():
            if name.endswith("bias"):
                p.add_(torch.randn(p.shape, generator=torch.Generator().manual_seed(5)))
        m.save_pretrained(hf)
    written = write_llama_gguf(hf, None, tmp_path / "t.gguf", "F32")
    assert "output.weight" not in written and "blk.0.attn_k.bias" in written
    t = load(tmp_path / "t.gguf")
    _assert_same_model(load(hf), t)
    _assert_matches_hf(t, _hf_forward(hf))


def test_a_k_quant_file_is_read(tmp_path):
    """Q6_K (the gguf package dequantizes K-quants but does not make them): the attention weights
    of a model with 256-wide rows are stored as Q6_K blocks of random codes with a finite scale;
    the model equals the one built from those blocks dequantized and put back in Hugging Face's
    row order (the file holds them permuted)."""
    from safetensors.numpy import load_file
    Q6 = gguf.GGMLQuantizationType.Q6_K
    cfg = dict(CONFIG, hidden_size=256, intermediate_size=64, num_hidden_layers=1)
    hf = _llama(tmp_path / "hf", 6, **cfg)
    orig = load_file(os.path.join(hf, "model.safetensors"))
    rng = np.random.default_rng(7)
    raw, state = {}, dict(orig)
    for name in [k for k in orig if "self_attn" in k]:
        rows, cols = orig[name].shape
        blocks = rng.integers(0, 256, size=(rows * cols // 256, 210), dtype=np.uint8)
        blocks[:, -2:] = np.frombuffer(np.float16(0.002).tobytes(), np.uint8)       # the block scale d
        data = blocks.reshape(rows, cols // 256 * 210)
        raw[gguf_name(name)] = (data, Q6)
        w = gguf.quants.dequantize(data, Q6)                    # in the file's (permuted) row order
        n = {"q_proj": cfg["num_attention_heads"], "k_proj": cfg["num_key_value_heads"]}.get(name.split(".")[-2])
        state[name] = unpermute(w, n) if n else w
    written = write_llama_gguf(hf, None, tmp_path / "k.gguf", "F32", raw=raw)
    assert sorted(v for v in written.values() if v != "F32") == ["Q6_K"] * 4
    _assert_same_model(load(state, dict(cfg, model_type="llama")), load(tmp_path / "k.gguf"))


# ---------------------------------------------------------------- the command line
def test_analyse_reads_a_gguf_file(files, capsys):
    assert main(["analyse", files["Q8_0"][0], "--quiet", "--threads", "1", "--all"]) == 0     # --all: every row
    one = capsys.readouterr().out
    assert "L1H3" in one and "GGUF" in one
    from theory.system.threads import available_cores
    assert main(["analyse", files["Q8_0"][0], "--quiet", "--threads", str(min(2, available_cores())), "--all"]) == 0
    assert capsys.readouterr().out == one          # the thread count changes nothing printed


def _exit_code(argv):
    """``main``'s exit code, whether returned or raised (argparse's usage errors raise SystemExit)."""
    try:
        return main(argv)
    except SystemExit as exit_:
        return exit_.code


def _refused(path, capsys, *needles):
    """``load`` raises the package's error naming what is refused; ``theory analyse`` exits 2 with
    the message and no traceback."""
    with pytest.raises((InputValueError, ShapeError)) as err:
        load(path)
    for needle in needles:
        assert needle in str(err.value), (needle, str(err.value))
    assert _exit_code(["analyse", str(path), "--quiet"]) == 2
    stderr = capsys.readouterr().err
    assert needles[0] in stderr and "Traceback" not in stderr and "usage:" not in stderr


def test_refusals(hf_dir, files, tmp_path, capsys):
    w = lambda name, **kw: write_llama_gguf(hf_dir, None, tmp_path / name, "F32", **kw)  # noqa: E731
    w("arch.gguf", arch="gpt2")
    _refused(tmp_path / "arch.gguf", capsys, "'general.architecture'", "'gpt2'", "'llama'")
    w("rope.gguf", edit=lambda g: (g.add_rope_scaling_type(gguf.RopeScalingType.LINEAR), g.add_rope_scaling_factor(4.0)))
    _refused(tmp_path / "rope.gguf", capsys, "'llama.rope.scaling.type'", "'linear'")
    w("factor.gguf", edit=lambda g: g.add_rope_scaling_factor(2.0))
    _refused(tmp_path / "factor.gguf", capsys, "'llama.rope.scaling.factor'", "2.0")
    q81 = np.zeros((32, 2 * 40), dtype=np.uint8)                   # Q8_1: 40-byte blocks of 32, not dequantized
    w("type.gguf", raw={"blk.1.attn_v.weight": (q81, gguf.GGMLQuantizationType.Q8_1)})
    _refused(tmp_path / "type.gguf", capsys, "'blk.1.attn_v.weight'", "Q8_1", "supported: F32")
    w("missing.gguf", drop=("blk.1.ffn_up.weight",))
    _refused(tmp_path / "missing.gguf", capsys, "missing tensor 'blk.1.ffn_up.weight'", "(96, 64)")
    write_llama_gguf(hf_dir, dict(CONFIG, intermediate_size=128), tmp_path / "shape.gguf", "F32")
    _refused(tmp_path / "shape.gguf", capsys, "'blk.0.ffn_gate.weight'", "(128, 64)", "got (96, 64)")
    w("extra.gguf", edit=lambda g: g.add_float32("llama.attention.scale", 0.5))
    _refused(tmp_path / "extra.gguf", capsys, "'llama.attention.scale'", "not modelled")
    with open(files["F32"][0], "rb") as f:
        data = f.read()
    for cut in (len(data) - 100, 40):
        (tmp_path / "cut.gguf").write_bytes(data[:cut])
        _refused(tmp_path / "cut.gguf", capsys, "cut.gguf: cannot read it as a GGUF file")


def test_memory_is_checked_from_the_metadata_before_any_tensor_is_read(files, monkeypatch):
    def no_read(self, key):
        raise AssertionError(f"tensor {key} read before the memory check")
    monkeypatch.setattr(GGUFTensors, "__getitem__", no_read)
    monkeypatch.setattr(fold, "memory_budget", lambda: 100_000)
    with pytest.raises(TooLargeError, match="dequantized float32"):
        load(files["Q8_0"][0])
    with pytest.raises(TooLargeError) as err:      # an F32 file: its MLPs stay mapped, not counted
        load(files["F32"][0])
    assert "dequantized" not in str(err.value)


def test_missing_gguf_package_names_the_extra(files, monkeypatch):
    monkeypatch.setitem(sys.modules, "gguf", None)
    with pytest.raises(ImportError, match=r"'gguf' extra.*pip install -e '\.\[gguf\]'"):
        load(files["F32"][0])


def test_config_is_refused_for_a_gguf_file(files):
    with pytest.raises(InputValueError, match="carries its configuration"):
        load(files["F32"][0], {"model_type": "llama"})


# ---------------------------------------------------------------- hostile files (review of issue 23 item 4)
def _within(seconds):
    """Fail (instead of hanging the suite) where the loader does not return within ``seconds``."""
    import contextlib
    import signal
    if not hasattr(signal, "setitimer"):
        pytest.skip("needs signal.setitimer")

    @contextlib.contextmanager
    def guard():
        def fire(*_):
            raise AssertionError(f"did not return within {seconds} s (a loop over a lying size?)")
        old = signal.signal(signal.SIGALRM, fire)
        signal.setitimer(signal.ITIMER_REAL, seconds)
        try:
            yield
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)
    return guard()


def _raw_gguf(kvs=b"", n_kv=0, n_tensors=0, tail=b""):
    """GGUF v3 bytes by hand (little-endian): header, the encoded metadata ``kvs``, then ``tail``."""
    import struct
    return b"GGUF" + struct.pack("<IQQ", 3, n_tensors, n_kv) + kvs + tail


def _kv_head(key, vtype):
    import struct
    return struct.pack("<Q", len(key)) + key.encode() + struct.pack("<I", vtype)


def _lying_headers():
    import struct
    arr = lambda etype, n: _kv_head("x.arr", 9) + struct.pack("<IQ", etype, n)  # noqa: E731
    return {
        # an array of numbers longer than the file: gguf's reader loops 2**62 times, appending to a list
        "number array": (_raw_gguf(arr(0, 2 ** 62), 1), "'x.arr' (an array of 4,611,686,018,427,387,904 elements)"),
        "string array": (_raw_gguf(arr(8, 2 ** 40), 1), "'x.arr' (an array of 1,099,511,627,776 elements)"),
        "key length": (_raw_gguf(struct.pack("<Q", 2 ** 63) + b"abc", 1), "metadata key #0"),
        "metadata count": (_raw_gguf(n_kv=2 ** 63, tail=b"\0" * 64), "9,223,372,036,854,775,808 metadata entries"),
        "tensor count": (_raw_gguf(n_tensors=2 ** 63, tail=b"\0" * 64), "9,223,372,036,854,775,808 tensors"),
        "nesting": (_raw_gguf(_kv_head("x.deep", 9) + struct.pack("<IQ", 9, 1) * 50, 1, tail=b"\0" * 64),
                    "'x.deep' nests arrays more than 4 deep"),
        "value type": (_raw_gguf(_kv_head("x.odd", 77) + b"\0" * 16, 1), "'x.odd' has value type 77"),
    }


@pytest.mark.parametrize("case", sorted(_lying_headers()))
def test_lying_header_sizes_are_refused_before_the_reader_builds_anything(case, tmp_path, monkeypatch, capsys):
    data, needle = _lying_headers()[case]
    path = tmp_path / "lie.gguf"
    path.write_bytes(data)

    def no_reader(*_a, **_k):
        raise AssertionError("gguf.GGUFReader ran before the header's sizes were checked")
    monkeypatch.setattr(gguf, "GGUFReader", no_reader)
    with _within(10), pytest.raises((InputValueError, TooLargeError)) as err:
        load(path)
    assert needle in str(err.value) and "lie.gguf" in str(err.value), str(err.value)
    assert _exit_code(["analyse", str(path), "--quiet"]) == 2
    stderr = capsys.readouterr().err
    assert needle in stderr and "Traceback" not in stderr


def test_metadata_arrays_past_the_item_limit_are_refused(hf_dir, tmp_path, monkeypatch):
    from theory.circuits.formats import gguf as gguf_io
    tokens = [f"t{i}" for i in range(CONFIG["vocab_size"])]        # one per embedding row (llama.cpp's rule)
    write_llama_gguf(hf_dir, None, tmp_path / "tok.gguf", "F32", edit=lambda g: g.add_token_list(tokens))
    load(tmp_path / "tok.gguf")                                      # read as it is …
    monkeypatch.setattr(gguf_io, "MAX_METADATA_ITEMS", 63)           # … refused past the limit, naming the key
    with pytest.raises(TooLargeError, match=r"'tokenizer.ggml.tokens' brings the metadata arrays to 64 elements; "
                                            r"at most 63"):
        load(tmp_path / "tok.gguf")


def test_a_block_count_beyond_the_tensors_is_refused_before_the_layer_loop(hf_dir, tmp_path, capsys):
    write_llama_gguf(hf_dir, None, tmp_path / "blocks.gguf", "F32",
                     edit=lambda g: g.add_key_value("llama.block_count", 10 ** 12, gguf.GGUFValueType.UINT64))
    with _within(5):
        _refused(tmp_path / "blocks.gguf", capsys, "'llama.block_count' = 1000000000000", "the file has 21")


def test_head_size_not_derivable_from_the_metadata_is_named(hf_dir, tmp_path, capsys):
    for heads in (6, 128, 2 ** 40):             # 64 / 6 is not whole; 64 // 128 is a head size of 0
        write_llama_gguf(hf_dir, None, tmp_path / "heads.gguf", "F32",
                         edit=lambda g: g.add_key_value("llama.attention.head_count", heads, gguf.GGUFValueType.UINT64))
        _refused(tmp_path / "heads.gguf", capsys, f"'llama.embedding_length' = 64 is not a multiple of "
                 f"'llama.attention.head_count' = {heads}", "'llama.attention.key_length' (the head size) is absent")


def test_undecodable_metadata_text_is_refused_by_name(hf_dir, tmp_path, capsys):
    bad = lambda key: lambda g: g.add_key_value(key, b"ll\xffama", gguf.GGUFValueType.STRING)  # noqa: E731
    write_llama_gguf(hf_dir, None, tmp_path / "arch.gguf", "F32", edit=bad("general.architecture"))
    _refused(tmp_path / "arch.gguf", capsys, "'general.architecture' is not valid UTF-8")
    write_llama_gguf(hf_dir, None, tmp_path / "rope.gguf", "F32", edit=bad("llama.rope.scaling.type"))
    _refused(tmp_path / "rope.gguf", capsys, "'llama.rope.scaling.type' is not valid UTF-8")


def test_a_token_embedding_without_two_dimensions_is_a_shape_error(hf_dir, tmp_path, capsys):
    scalar = (np.zeros((), np.float32), gguf.GGMLQuantizationType.F32)
    write_llama_gguf(hf_dir, None, tmp_path / "emb.gguf", "F32", raw={"token_embd.weight": scalar})
    _refused(tmp_path / "emb.gguf", capsys, "'token_embd.weight' must have 2 dimensions", "got shape ()")


def test_rope_scaling_keys_as_llama_cpp_reads_them(hf_dir, files, tmp_path, capsys):
    """llama.cpp (load_hparams): a factor of 0 means none, type 'none' never scales, type 'linear'
    with factor 1 is the identity; rope.scaling.attn_factor multiplies the rotated q and k (so the
    scores by its square) whatever the type; other rope.scaling keys are not ignored silently."""
    f32 = lambda g: g.add_key_value  # noqa: E731
    T = gguf.GGUFValueType
    plain = load(files["F32"][0])
    for name, edit in (("factor0", lambda g: f32(g)("llama.rope.scaling.factor", 0.0, T.FLOAT32)),
                       ("none4", lambda g: (g.add_rope_scaling_type(gguf.RopeScalingType.NONE),
                                            f32(g)("llama.rope.scaling.factor", 4.0, T.FLOAT32))),
                       ("linear1", lambda g: (g.add_rope_scaling_type(gguf.RopeScalingType.LINEAR),
                                              f32(g)("llama.rope.scaling.factor", 1.0, T.FLOAT32))),
                       ("attn1", lambda g: f32(g)("llama.rope.scaling.attn_factor", 1.0, T.FLOAT32))):
        write_llama_gguf(hf_dir, None, tmp_path / f"{name}.gguf", "F32", edit=edit)
        _assert_same_model(plain, load(tmp_path / f"{name}.gguf"))
    write_llama_gguf(hf_dir, None, tmp_path / "attn.gguf", "F32",
                     edit=lambda g: f32(g)("llama.rope.scaling.attn_factor", 0.5, T.FLOAT32))
    _refused(tmp_path / "attn.gguf", capsys, "'llama.rope.scaling.attn_factor' = 0.5", "not modelled")
    write_llama_gguf(hf_dir, None, tmp_path / "alpha.gguf", "F32",
                     edit=lambda g: f32(g)("llama.rope.scaling.alpha", 2.0, T.FLOAT32))
    _refused(tmp_path / "alpha.gguf", capsys, "'llama.rope.scaling.alpha' is not modelled")
    write_llama_gguf(hf_dir, None, tmp_path / "neg.gguf", "F32",
                     edit=lambda g: f32(g)("llama.rope.scaling.factor", -2.0, T.FLOAT32))
    _refused(tmp_path / "neg.gguf", capsys, "'llama.rope.scaling.factor' must be a finite number ≥ 0")


def test_from_gguf_refuses_what_is_not_a_regular_file(tmp_path):
    from theory.circuits.loading import from_gguf
    os.mkdir(tmp_path / "dir.gguf")
    paths = [tmp_path / "dir.gguf"]
    if hasattr(os, "mkfifo"):                  # opening a FIFO for reading waits for a writer
        os.mkfifo(tmp_path / "fifo.gguf")
        paths.append(tmp_path / "fifo.gguf")
    for path in paths:
        with _within(10), pytest.raises(InputValueError, match="is not a regular file"):
            from_gguf(path)


def test_a_symlink_loop_is_named_as_one(tmp_path, capsys):
    os.symlink(tmp_path / "loop.gguf", tmp_path / "loop.gguf")
    with pytest.raises(InputValueError, match="symbolic link that does not resolve"):
        load(tmp_path / "loop.gguf")
    assert _exit_code(["analyse", str(tmp_path / "loop.gguf"), "--quiet"]) == 2
    assert "Traceback" not in capsys.readouterr().err
