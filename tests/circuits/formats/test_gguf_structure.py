"""GGUF files whose structure is unusual or hostile: tensor names and layer indices, data offsets and
alignment, metadata defaults, byte order, the header walk, the memory estimate.

The GGUF files are written by ``tests/gguf_writer.py`` (independently of the loader, as llama.cpp's
converter writes them), then edited where a test needs an odd one."""
import struct

import numpy as np
import pytest

from theory.errors import InputValueError, ShapeError


# ================================================================== GGUF
def _gguf():
    return pytest.importorskip("gguf", reason="needs the 'gguf' extra (pip install -e '.[gguf]')")


CONFIG = dict(hidden_size=32, num_attention_heads=4, num_key_value_heads=2, num_hidden_layers=2, intermediate_size=48,
              vocab_size=40, max_position_embeddings=32, rope_theta=500.0, rms_norm_eps=1e-5)


TOKENS = [3, 7, 1, 9, 3, 7, 22, 5, 1, 2]


@pytest.fixture(scope="module")
def hf_state():
    return tiny_llama_state()


def tiny_llama_state():
    """A random tiny GQA Llama as a Hugging Face state dict (float32), without transformers."""
    c = CONFIG
    d, H, Hkv, m, V = c["hidden_size"], c["num_attention_heads"], c["num_key_value_heads"], c["intermediate_size"], \
        c["vocab_size"]
    dh = d // H
    rng = np.random.default_rng(11)
    r = lambda *s: rng.normal(size=s).astype(np.float32)  # noqa: E731
    state = {"model.embed_tokens.weight": r(V, d), "model.norm.weight": 1 + 0.3 * r(d), "lm_head.weight": r(V, d)}
    for l in range(c["num_hidden_layers"]):
        p = f"model.layers.{l}."
        state.update({p + "input_layernorm.weight": 1 + 0.3 * r(d), p + "post_attention_layernorm.weight": 1 + 0.3 * r(d),
                      p + "self_attn.q_proj.weight": r(H * dh, d), p + "self_attn.k_proj.weight": r(Hkv * dh, d),
                      p + "self_attn.v_proj.weight": r(Hkv * dh, d), p + "self_attn.o_proj.weight": r(d, H * dh),
                      p + "mlp.gate_proj.weight": r(m, d), p + "mlp.up_proj.weight": r(m, d),
                      p + "mlp.down_proj.weight": r(d, m)})
    return state


def _write(hf_state, path, qtype="F32", config=None, **kw):
    from tests.gguf_writer import write_llama_gguf
    _gguf()
    return write_llama_gguf(hf_state, config or CONFIG, path, qtype, **kw)


def _exit_code(argv):
    from theory.cli import main
    try:
        return main(argv)
    except SystemExit as exit_:
        return exit_.code


def _refused(path, capsys, *needles, errors=(InputValueError, ShapeError)):
    """``load`` raises the package's error naming what is refused; ``theory analyse`` exits 2 with the
    message and no traceback."""
    from theory.circuits import load
    with pytest.raises(errors) as err:
        load(path)
    for needle in needles:
        assert needle in str(err.value), (needle, str(err.value))
    assert _exit_code(["analyse", str(path), "--quiet"]) == 2
    stderr = capsys.readouterr().err
    assert needles[0] in stderr and "Traceback" not in stderr, stderr


def _same_weights(a, b):
    for l, (la, lb) in enumerate(zip(a.heads, b.heads)):
        for h, (ha, hb) in enumerate(zip(la, lb)):
            for k in ("W_Q", "W_K", "W_V", "W_O"):
                assert np.array_equal(getattr(ha, k), getattr(hb, k)), (l, h, k)
    assert np.array_equal(np.asarray(a.W_E), np.asarray(b.W_E)) and np.array_equal(np.asarray(a.W_U), np.asarray(b.W_U))
    assert (a.eps, a.rotary.base, a.rotary.dim) == (b.eps, b.rotary.base, b.rotary.dim)


@pytest.fixture(scope="module")
def reference(hf_state, tmp_path_factory):
    """The F32 GGUF file as written, and the model read from it."""
    from theory.circuits import load
    path = tmp_path_factory.mktemp("ref") / "ref.gguf"
    _write(hf_state, path)
    return path, load(path)


@pytest.mark.found_by('hostile input, round 4 (issue 32; tests/test_round4_gguf_cache.py)')
def test_the_reference_file_is_the_hugging_face_model(hf_state, reference):
    from theory.circuits import load
    _same_weights(load(hf_state, dict(CONFIG, model_type="llama")), reference[1])


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 1; tests/test_round4_gguf_cache.py)')
@pytest.mark.parametrize("written", ["blk.01.attn_q.weight", "blk.00.attn_q.weight", "blk.\u0661.attn_q.weight",
                                     "blk.\uff11.attn_q.weight", "blk.+1.attn_q.weight", "blk. 1.attn_q.weight"])
def test_a_second_spelling_of_a_layer_index_is_refused_by_name(hf_state, tmp_path, capsys, written):
    """``blk.01.``, ``blk.00.``, an Arabic-Indic or full-width digit: another name for the gguf reader,
    the same Hugging Face key for ``int()``.  Written after the real tensor, it used to replace layer
    1's (or 0's) W_Q silently (``load`` and ``theory analyse`` succeeded)."""
    zeros = np.zeros((CONFIG["hidden_size"], CONFIG["hidden_size"]), np.float32)
    _write(hf_state, tmp_path / "two.gguf", extra={written: zeros})
    _refused(tmp_path / "two.gguf", capsys, repr(written), "canonical")


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 1; tests/test_round4_gguf_cache.py)')
def test_a_non_canonical_index_alone_is_refused_too(hf_state, tmp_path, capsys):
    """``blk.01.`` instead of ``blk.1.`` (no second tensor): llama.cpp looks tensors up as ``blk.%d.``
    and would not find it; refused by name, not read as layer 1."""
    _write(hf_state, tmp_path / "one.gguf", rename={"blk.1.ffn_up.weight": "blk.01.ffn_up.weight"})
    _refused(tmp_path / "one.gguf", capsys, "'blk.01.ffn_up.weight'", "canonical", "'blk.1.ffn_up.weight'")


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 1; tests/test_round4_gguf_cache.py)')
def test_two_tensors_for_one_hugging_face_key_are_refused_naming_both(hf_state, tmp_path, capsys, monkeypatch):
    """The second line of defence: should a name rule ever map two file tensors to one key (here the
    old ``\\d+`` rule is put back), the loader names both instead of keeping the later one."""
    import re

    from theory.circuits.formats import gguf as gguf_io
    zeros = np.zeros((CONFIG["hidden_size"], CONFIG["hidden_size"]), np.float32)
    _write(hf_state, tmp_path / "two.gguf", extra={"blk.01.attn_q.weight": zeros})
    monkeypatch.setattr(gguf_io, "_BLOCK", re.compile(r"blk\.(\d+)\.(.+)"))
    _refused(tmp_path / "two.gguf", capsys, "'blk.1.attn_q.weight' and 'blk.01.attn_q.weight'",
             "'model.layers.1.self_attn.q_proj.weight'")


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 1; tests/test_round4_gguf_cache.py)')
def test_one_name_twice_in_the_tensor_table_is_refused(hf_state, tmp_path, capsys, monkeypatch):
    """Two tensors of one name (written under another name of the same length, then renamed in the
    file's bytes): refused by name — by gguf 0.19's reader, and by the loader itself for a reader that
    lets them through (here: the table given twice one tensor), instead of keeping the later one."""
    from theory.circuits.formats import gguf as gguf_io
    zeros = np.zeros((CONFIG["hidden_size"], CONFIG["hidden_size"]), np.float32)
    _write(hf_state, tmp_path / "dup.gguf", extra={"blk.1.attn_q.weighX": zeros})
    data = (tmp_path / "dup.gguf").read_bytes()
    assert data.count(b"blk.1.attn_q.weighX") == 1
    (tmp_path / "dup.gguf").write_bytes(data.replace(b"blk.1.attn_q.weighX", b"blk.1.attn_q.weight"))
    _refused(tmp_path / "dup.gguf", capsys, "blk.1.attn_q.weight")
    opened = gguf_io.open_gguf

    def lenient(path, gguf):
        reader = opened(path, gguf)
        reader.tensors.append(next(t for t in reader.tensors if t.name == "output_norm.weight"))
        return reader
    monkeypatch.setattr(gguf_io, "open_gguf", lenient)
    _write(hf_state, tmp_path / "ok.gguf")
    _refused(tmp_path / "ok.gguf", capsys, "tensor 'output_norm.weight' appears twice in the tensor table")


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 1; tests/test_round4_gguf_cache.py)')
def test_canonical_indices_are_read(hf_state, tmp_path, reference):
    """Indices of several digits read as they are written (a 12-layer file has ``blk.10.``)."""
    from theory.circuits import load
    cfg = dict(CONFIG, num_hidden_layers=12)
    state = dict(hf_state)
    for l in range(2, 12):
        state.update({k.replace("layers.1.", f"layers.{l}."): v for k, v in hf_state.items() if ".layers.1." in k})
    _write(state, tmp_path / "deep.gguf", config=cfg)
    m = load(tmp_path / "deep.gguf")
    assert len(m.heads) == 12 and np.array_equal(m.heads[10][1].W_Q, reference[1].heads[1][1].W_Q)


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 1; tests/test_round4_gguf_cache.py)')
def test_a_misaligned_tensor_offset_is_refused(hf_state, tmp_path, capsys):
    """A data offset not a multiple of ``general.alignment`` (default 32) is refused, as llama.cpp
    refuses it — the reader would take the tensor from shifted bytes (silently wrong weights)."""
    from tests.gguf_writer import set_tensor_offsets, tensor_offsets
    _write(hf_state, tmp_path / "shift.gguf")
    offset = tensor_offsets(tmp_path / "shift.gguf")["blk.1.attn_q.weight"][1]
    set_tensor_offsets(tmp_path / "shift.gguf", {"blk.1.attn_q.weight": offset + 4})
    _refused(tmp_path / "shift.gguf", capsys, "'blk.1.attn_q.weight'",
             f"offset {offset + 4:,}, not a multiple of general.alignment = 32 (the default)")


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 1; tests/test_round4_gguf_cache.py)')
def test_offsets_are_checked_against_the_declared_alignment(hf_state, tmp_path, capsys, reference):
    """``general.alignment`` = 64: a file laid out with it is read (the same model); one whose offsets
    are multiples of 32 but not of 64 is refused."""
    from theory.circuits import load
    from tests.gguf_writer import set_tensor_offsets, tensor_offsets
    _write(hf_state, tmp_path / "a64.gguf", edit=lambda w: w.add_custom_alignment(64))
    offsets = tensor_offsets(tmp_path / "a64.gguf")
    assert all(o % 64 == 0 for _, o in offsets.values())
    _same_weights(reference[1], load(tmp_path / "a64.gguf"))
    name = "blk.0.ffn_down.weight"
    set_tensor_offsets(tmp_path / "a64.gguf", {name: offsets[name][1] + 32})
    _refused(tmp_path / "a64.gguf", capsys, repr(name), f"offset {offsets[name][1] + 32:,}, not a multiple of "
             "general.alignment = 64")


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 1; tests/test_round4_gguf_cache.py)')
def test_tensors_that_overlap_or_leave_gaps_are_refused(hf_state, tmp_path, capsys):
    """llama.cpp requires the tensors' data in the order of the tensor table, each padded to the
    alignment: an aligned offset pointing into another tensor's data (two names, one set of bytes)
    or past a gap is refused, naming the tensor and where its data should start."""
    from tests.gguf_writer import set_tensor_offsets, tensor_offsets
    _write(hf_state, tmp_path / "lay.gguf")
    offsets = tensor_offsets(tmp_path / "lay.gguf")
    names = list(offsets)
    a, b = names[3], names[4]
    set_tensor_offsets(tmp_path / "lay.gguf", {b: offsets[a][1]})       # b reads a's bytes
    _refused(tmp_path / "lay.gguf", capsys, repr(b), f"offset {offsets[a][1]:,}", f"{offsets[b][1]:,}")


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 11; tests/test_round4_gguf_cache.py)')
def test_absent_head_count_kv_defaults_to_head_count(hf_state, tmp_path, reference):
    """llama.cpp: ``n_head_kv`` defaults to ``n_head``.  A file of 4 key/value heads (no grouping)
    without the key reads as 4 groups; the grouped reference file without it is refused by shape."""
    from theory.circuits import load
    cfg = dict(CONFIG, num_key_value_heads=4)
    state = dict(hf_state)
    for l in range(2):
        for p in ("k_proj", "v_proj"):
            state[f"model.layers.{l}.self_attn.{p}.weight"] = np.concatenate([hf_state[f"model.layers.{l}.self_attn."
                                                                                       f"{p}.weight"]] * 2)
    _write(state, tmp_path / "mha.gguf", config=cfg, omit=("llama.attention.head_count_kv",))
    _write(state, tmp_path / "mha_kv.gguf", config=cfg)
    a, b = load(tmp_path / "mha.gguf"), load(tmp_path / "mha_kv.gguf")
    _same_weights(a, b)
    assert not any("grouped-query" in n for n in a.notes)
    _write(hf_state, tmp_path / "gqa.gguf", omit=("llama.attention.head_count_kv",))
    with pytest.raises(ShapeError, match=r"'blk.0.attn_k.weight' must have shape \(32, 32\)"):
        load(tmp_path / "gqa.gguf")


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 11; tests/test_round4_gguf_cache.py)')
def test_absent_rope_freq_base_is_llama_cpp_s_10000(hf_state, tmp_path, reference):
    from theory.circuits import load
    from theory.circuits.formats.gguf import read_gguf
    _write(hf_state, tmp_path / "nobase.gguf", omit=("llama.rope.freq_base",))
    assert read_gguf(str(tmp_path / "nobase.gguf"))[1]["rope_theta"] == 10000.0
    m = load(tmp_path / "nobase.gguf")
    assert m.rotary.base == 10000.0 and reference[1].rotary.base == 500.0
    _write(hf_state, tmp_path / "base1e4.gguf", config=dict(CONFIG, rope_theta=10000.0))
    _same_weights(m, load(tmp_path / "base1e4.gguf"))


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 11; tests/test_round4_gguf_cache.py)')
def test_absent_vocab_size_is_the_embedding_s_rows(hf_state, tmp_path, reference, capsys):
    """llama.cpp reads ``vocab_size`` or else the token list's length, and builds ``token_embd`` with
    that many rows; here: ``vocab_size`` or else ``token_embd``'s rows, and a token list present must
    have that many entries (llama.cpp refuses the file otherwise)."""
    from theory.circuits import load
    from theory.circuits.formats.gguf import read_gguf
    V = CONFIG["vocab_size"]
    _write(hf_state, tmp_path / "novocab.gguf", omit=("llama.vocab_size",))
    assert read_gguf(str(tmp_path / "novocab.gguf"))[1]["vocab_size"] == V
    _same_weights(reference[1], load(tmp_path / "novocab.gguf"))
    tokens = [f"t{i}" for i in range(V)]
    _write(hf_state, tmp_path / "tok.gguf", omit=("llama.vocab_size",), edit=lambda w: w.add_token_list(tokens))
    _same_weights(reference[1], load(tmp_path / "tok.gguf"))
    _write(hf_state, tmp_path / "tok_short.gguf", omit=("llama.vocab_size",),
           edit=lambda w: w.add_token_list(tokens[:-1]))
    _refused(tmp_path / "tok_short.gguf", capsys, "'tokenizer.ggml.tokens'", f"{V - 1}", f"{V}")


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 11; tests/test_round4_gguf_cache.py)')
@pytest.mark.parametrize("edit, got", [
    (lambda w: w.add_key_value("tokenizer.ggml.tokens", list(range(40)), _gguf().GGUFValueType.ARRAY,
                               sub_type=_gguf().GGUFValueType.INT32), "ARRAY of INT32"),
    (lambda w: w.add_key_value("tokenizer.ggml.tokens", "t0", _gguf().GGUFValueType.STRING), "got STRING")])
def test_a_token_list_that_is_not_strings_is_refused(hf_state, tmp_path, capsys, edit, got):
    _write(hf_state, tmp_path / "tok.gguf", edit=edit)
    _refused(tmp_path / "tok.gguf", capsys, "'tokenizer.ggml.tokens' must be an array of token strings", got)


@pytest.mark.found_by('hostile input, round 4 (hostile campaign; tests/test_round4_gguf_cache.py)')
def test_big_endian_files_are_read_where_the_byte_order_is_known(hf_state, tmp_path, capsys):
    """F32 and F16 tensors of a big-endian file (the reader swaps them) give the little-endian file's
    model; a quantized tensor of one is refused: gguf's writer keeps its blocks as given (little-endian
    scales) while gguf_convert_endian.py swaps them, so no reader can know which it holds."""
    from theory.circuits import load
    for qtype in ("F32", "F16"):
        _write(hf_state, tmp_path / f"le_{qtype}.gguf", qtype)
        _write(hf_state, tmp_path / f"be_{qtype}.gguf", qtype, big_endian=True)
        assert (tmp_path / f"be_{qtype}.gguf").read_bytes()[4:8] == struct.pack(">I", 3)
        _same_weights(load(tmp_path / f"le_{qtype}.gguf"), load(tmp_path / f"be_{qtype}.gguf"))
    _write(hf_state, tmp_path / "be_Q8_0.gguf", "Q8_0", big_endian=True)
    _refused(tmp_path / "be_Q8_0.gguf", capsys, "'token_embd.weight' is Q8_0 in a big-endian GGUF file")


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 11; tests/test_round4_gguf_cache.py)')
def test_numeric_metadata_arrays_are_walked_by_their_element_size(hf_state, tmp_path, reference):
    """Token scores (float32), token types (int32) and an int64 array: the header walk steps over each
    element's bytes, and the file is read (a walk of one byte per element loses its place)."""
    from theory.circuits import load
    gguf = _gguf()
    V = CONFIG["vocab_size"]

    def edit(w):
        w.add_token_list([f"t{i}" for i in range(V)])
        w.add_token_scores([float(-i) for i in range(V)])
        w.add_token_types([1] * V)
        w.add_key_value("general.some_int64s", [2 ** 40 + i for i in range(7)], gguf.GGUFValueType.ARRAY,
                        sub_type=gguf.GGUFValueType.INT64)
    _write(hf_state, tmp_path / "arrays.gguf", edit=edit)
    _same_weights(reference[1], load(tmp_path / "arrays.gguf"))


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 11; tests/test_round4_gguf_cache.py)')
@pytest.mark.parametrize("etype,size", [(4, 4), (6, 4), (10, 8), (12, 8), (2, 2)])
def test_a_numeric_array_longer_than_the_file_is_refused_by_its_byte_size(tmp_path, monkeypatch, etype, size):
    """An array whose element count fits the bytes left one byte each but not ``size`` bytes each is
    refused before the reader runs (which would loop over it, reading past the end)."""
    gguf = _gguf()
    from theory.circuits import load
    key = b"x.arr"
    n = 4000
    kv = struct.pack("<Q", len(key)) + key + struct.pack("<IIQ", 9, etype, n)
    data = b"GGUF" + struct.pack("<IQQ", 3, 0, 1) + kv + b"\0" * (n * size - 1)
    (tmp_path / "arr.gguf").write_bytes(data)

    def no_reader(*_a, **_k):
        raise AssertionError("gguf.GGUFReader ran before the header's sizes were checked")
    monkeypatch.setattr(gguf, "GGUFReader", no_reader)
    with pytest.raises(InputValueError, match=f"'x.arr' \\(an array of 4,000 elements\\) needs {n * size:,} bytes"):
        load(tmp_path / "arr.gguf")


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 11; tests/test_round4_gguf_cache.py)')
@pytest.mark.parametrize("qtype", ["Q8_0", "F16"])
def test_the_memory_estimate_is_the_bytes_dequantizing_holds(hf_state, tmp_path, qtype):
    """``stored_bytes``: the float32 bytes of the dequantized MLP and embedding matrices, measured on
    the arrays the reader returns; F16 (and the writer's F16 fallbacks) stay mapped: not counted."""
    from tests.gguf_writer import gguf_name
    from theory.circuits.formats.gguf import read_gguf
    written = _write(hf_state, tmp_path / "q.gguf", qtype)
    tensors, _, info = read_gguf(str(tmp_path / "q.gguf"))
    owned = [k for k in tensors if k == "model.embed_tokens.weight" or k.split(".")[-2] in ("gate_proj", "up_proj",
                                                                                            "down_proj")]
    dequantized = [tensors[k] for k in owned if written[gguf_name(k)] not in ("F32", "F16")]
    mapped = [tensors[k] for k in owned if written[gguf_name(k)] == "F16"]
    assert all(a.dtype == np.float32 for a in dequantized) and all(a.dtype == np.float16 for a in mapped)
    assert info["stored_bytes"] == sum(a.nbytes for a in dequantized)
    assert (len(dequantized) > 0 and len(mapped) > 0) if qtype == "Q8_0" else (not dequantized and mapped)
