"""Hostile input, round 4 (issue #32): GGUF tensor names, offsets and metadata defaults; the
model cache's key and corrupt entries; the validation layer's overflow and non-number arrays.

The GGUF files are written by ``tests/gguf_writer.py`` (independently of the loader, as llama.cpp's
converter writes them), then edited where a test needs a hostile one."""
import hashlib
import json
import os
import struct
import sys

import numpy as np
import pytest

from theory.errors import InputTypeError, InputValueError, ShapeError, TooLargeError

sys.path.insert(0, os.path.dirname(__file__))


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
    from gguf_writer import write_llama_gguf
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


def test_the_reference_file_is_the_hugging_face_model(hf_state, reference):
    from theory.circuits import load
    _same_weights(load(hf_state, dict(CONFIG, model_type="llama")), reference[1])


# ------------------------------------------------------------------ layer indices (issue #32 item 1)
@pytest.mark.parametrize("written", ["blk.01.attn_q.weight", "blk.00.attn_q.weight", "blk.\u0661.attn_q.weight",
                                     "blk.\uff11.attn_q.weight", "blk.+1.attn_q.weight", "blk. 1.attn_q.weight"])
def test_a_second_spelling_of_a_layer_index_is_refused_by_name(hf_state, tmp_path, capsys, written):
    """``blk.01.``, ``blk.00.``, an Arabic-Indic or full-width digit: another name for the gguf reader,
    the same Hugging Face key for ``int()``.  Written after the real tensor, it used to replace layer
    1's (or 0's) W_Q silently (``load`` and ``theory analyse`` succeeded)."""
    zeros = np.zeros((CONFIG["hidden_size"], CONFIG["hidden_size"]), np.float32)
    _write(hf_state, tmp_path / "two.gguf", extra={written: zeros})
    _refused(tmp_path / "two.gguf", capsys, repr(written), "canonical")


def test_a_non_canonical_index_alone_is_refused_too(hf_state, tmp_path, capsys):
    """``blk.01.`` instead of ``blk.1.`` (no second tensor): llama.cpp looks tensors up as ``blk.%d.``
    and would not find it; refused by name, not read as layer 1."""
    _write(hf_state, tmp_path / "one.gguf", rename={"blk.1.ffn_up.weight": "blk.01.ffn_up.weight"})
    _refused(tmp_path / "one.gguf", capsys, "'blk.01.ffn_up.weight'", "canonical", "'blk.1.ffn_up.weight'")


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
    opened = gguf_io._open

    def lenient(path, gguf):
        reader = opened(path, gguf)
        reader.tensors.append(next(t for t in reader.tensors if t.name == "output_norm.weight"))
        return reader
    monkeypatch.setattr(gguf_io, "_open", lenient)
    _write(hf_state, tmp_path / "ok.gguf")
    _refused(tmp_path / "ok.gguf", capsys, "tensor 'output_norm.weight' appears twice in the tensor table")


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


# ------------------------------------------------------------------ data offsets (issue #32 item 1)
def test_a_misaligned_tensor_offset_is_refused(hf_state, tmp_path, capsys):
    """A data offset not a multiple of ``general.alignment`` (default 32) is refused, as llama.cpp
    refuses it — the reader would take the tensor from shifted bytes (silently wrong weights)."""
    from gguf_writer import set_tensor_offsets, tensor_offsets
    _write(hf_state, tmp_path / "shift.gguf")
    offset = tensor_offsets(tmp_path / "shift.gguf")["blk.1.attn_q.weight"][1]
    set_tensor_offsets(tmp_path / "shift.gguf", {"blk.1.attn_q.weight": offset + 4})
    _refused(tmp_path / "shift.gguf", capsys, "'blk.1.attn_q.weight'",
             f"offset {offset + 4:,}, not a multiple of general.alignment = 32 (the default)")


def test_offsets_are_checked_against_the_declared_alignment(hf_state, tmp_path, capsys, reference):
    """``general.alignment`` = 64: a file laid out with it is read (the same model); one whose offsets
    are multiples of 32 but not of 64 is refused."""
    from theory.circuits import load
    from gguf_writer import set_tensor_offsets, tensor_offsets
    _write(hf_state, tmp_path / "a64.gguf", edit=lambda w: w.add_custom_alignment(64))
    offsets = tensor_offsets(tmp_path / "a64.gguf")
    assert all(o % 64 == 0 for _, o in offsets.values())
    _same_weights(reference[1], load(tmp_path / "a64.gguf"))
    name = "blk.0.ffn_down.weight"
    set_tensor_offsets(tmp_path / "a64.gguf", {name: offsets[name][1] + 32})
    _refused(tmp_path / "a64.gguf", capsys, repr(name), f"offset {offsets[name][1] + 32:,}, not a multiple of "
             "general.alignment = 64")


def test_tensors_that_overlap_or_leave_gaps_are_refused(hf_state, tmp_path, capsys):
    """llama.cpp requires the tensors' data in the order of the tensor table, each padded to the
    alignment: an aligned offset pointing into another tensor's data (two names, one set of bytes)
    or past a gap is refused, naming the tensor and where its data should start."""
    from gguf_writer import set_tensor_offsets, tensor_offsets
    _write(hf_state, tmp_path / "lay.gguf")
    offsets = tensor_offsets(tmp_path / "lay.gguf")
    names = list(offsets)
    a, b = names[3], names[4]
    set_tensor_offsets(tmp_path / "lay.gguf", {b: offsets[a][1]})       # b reads a's bytes
    _refused(tmp_path / "lay.gguf", capsys, repr(b), f"offset {offsets[a][1]:,}", f"{offsets[b][1]:,}")


# ------------------------------------------------------------------ metadata defaults (issue #32 item 11)
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


def test_absent_rope_freq_base_is_llama_cpp_s_10000(hf_state, tmp_path, reference):
    from theory.circuits import load
    from theory.circuits.formats.gguf import read_gguf
    _write(hf_state, tmp_path / "nobase.gguf", omit=("llama.rope.freq_base",))
    assert read_gguf(str(tmp_path / "nobase.gguf"))[1]["rope_theta"] == 10000.0
    m = load(tmp_path / "nobase.gguf")
    assert m.rotary.base == 10000.0 and reference[1].rotary.base == 500.0
    _write(hf_state, tmp_path / "base1e4.gguf", config=dict(CONFIG, rope_theta=10000.0))
    _same_weights(m, load(tmp_path / "base1e4.gguf"))


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


@pytest.mark.parametrize("edit, got", [
    (lambda w: w.add_key_value("tokenizer.ggml.tokens", list(range(40)), _gguf().GGUFValueType.ARRAY,
                               sub_type=_gguf().GGUFValueType.INT32), "ARRAY of INT32"),
    (lambda w: w.add_key_value("tokenizer.ggml.tokens", "t0", _gguf().GGUFValueType.STRING), "got STRING")])
def test_a_token_list_that_is_not_strings_is_refused(hf_state, tmp_path, capsys, edit, got):
    _write(hf_state, tmp_path / "tok.gguf", edit=edit)
    _refused(tmp_path / "tok.gguf", capsys, "'tokenizer.ggml.tokens' must be an array of token strings", got)


# ------------------------------------------------------------------ byte order (hostile campaign)
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


# ------------------------------------------------------------------ header walk (issue #32 item 11)
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


# ------------------------------------------------------------------ memory estimate (issue #32 item 11)
@pytest.mark.parametrize("qtype", ["Q8_0", "F16"])
def test_the_memory_estimate_is_the_bytes_dequantizing_holds(hf_state, tmp_path, qtype):
    """``stored_bytes``: the float32 bytes of the dequantized MLP and embedding matrices, measured on
    the arrays the reader returns; F16 (and the writer's F16 fallbacks) stay mapped: not counted."""
    from gguf_writer import gguf_name
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


# ================================================================== the model cache (issue #32 items 6, 11)
SETTINGS = dict(n_layers=1, n_heads=2, d_model=8, d_head=4, n_ctx=32, steps=3, seed=0, extra={"b": 1, "a": [1, 2]})


def _fake_run(seed=0):
    """A corpus run of the settings' shapes, without training (the cache stores arrays, log and curve)."""
    from theory.circuits.training.corpus_training import corpus_run
    rng = np.random.default_rng(seed)
    L, H, d, dh, T, V = 1, 2, 8, 4, 32, 11
    shapes = dict(W_E=(V, d), W_pos=(T, d), W_U=(d, V), W_Q=(L, H, d, dh), W_K=(L, H, d, dh), W_V=(L, H, d, dh),
                  W_O=(L, H, dh, d))
    arrays = {k: rng.normal(size=s).astype(np.float32) for k, s in shapes.items()}
    initial = {k: rng.normal(size=s).astype(np.float32) for k, s in shapes.items()}
    curve = [dict(step=3, tokens=96, held_out_loss=2.0, in_context_loss=1.5, prev_token=0.1, induction=0.2)]
    return corpus_run(arrays, initial, [(1, 2.5), (3, 2.0)], curve, 0.5)


def _cached(tmp_path, calls, settings=SETTINGS, data="d", trainer="t"):
    from theory.circuits.training.cache import cached_training
    return cached_training(lambda **kw: calls.append(kw) or _fake_run(), settings, data, trainer,
                           directory=str(tmp_path))


def test_the_cache_key_is_the_documented_recipe_whatever_the_dict_order():
    """``cache_key``: the first 24 hex digits of the SHA-256 of the JSON of ``{"settings", "data",
    "trainer"}`` with sorted keys (at every level) — computed here independently; the same settings in
    another insertion order (a dict built by the CLI, one read back from JSON) give the same key."""
    from theory.circuits.training.cache import cache_key
    shuffled = dict(reversed(list(SETTINGS.items())))
    shuffled["extra"] = {"a": [1, 2], "b": 1}
    assert list(shuffled) != list(SETTINGS) and list(shuffled["extra"]) != list(SETTINGS["extra"])
    recipe = json.dumps({"trainer": "t", "data": "d", "settings": shuffled}, sort_keys=True)
    want = hashlib.sha256(recipe.encode()).hexdigest()[:24]
    assert cache_key(SETTINGS, "d", "t") == cache_key(shuffled, "d", "t") == want
    assert cache_key(SETTINGS, "d", "t2") != want and cache_key({**SETTINGS, "seed": 1}, "d", "t") != want


def test_an_entry_naming_another_key_is_not_used(tmp_path):
    """An entry copied under another key (here: the same settings, another data version — so the
    settings check alone cannot tell) is refused, naming both keys, and retrained."""
    from theory.circuits.training.cache import cache_key, load_entry
    calls = []
    _cached(tmp_path, calls, data="d1")
    k1, k2 = cache_key(SETTINGS, "d1", "t"), cache_key(SETTINGS, "d2", "t")
    for ext in (".safetensors", ".json"):
        os.replace(tmp_path / (k1 + ext), tmp_path / (k2 + ext))
    run, reason = load_entry(k2, str(tmp_path), SETTINGS)
    assert run is None and k1 in reason and k2 in reason, reason
    _, note = _cached(tmp_path, calls, data="d2")
    assert len(calls) == 2 and note.startswith("trained (") and k1 in note
    _, note = _cached(tmp_path, calls, data="d2")
    assert len(calls) == 2 and note.startswith("reused")


@pytest.mark.parametrize("text", ["[" * 200_000 + "]" * 200_000, '{"key": ' + "[" * 200_000 + "]" * 200_000 + "}",
                                  "{" + '"a":{' * 100_000 + "}" * 100_001])
def test_a_deeply_nested_cache_log_is_an_unreadable_entry_that_is_retrained(tmp_path, text):
    """KEY.json of deeply nested brackets raised RecursionError out of ``load_entry``: train-circuits
    crashed at every run until the file was deleted by hand.  Now it is reported as unreadable, the
    model is retrained, and the entry written over it is reused."""
    from theory.circuits.training.cache import cache_key, load_entry
    calls = []
    _cached(tmp_path, calls)
    key = cache_key(SETTINGS, "d", "t")
    (tmp_path / (key + ".json")).write_text(text)
    run, reason = load_entry(key, str(tmp_path), SETTINGS)
    assert run is None and f"{key}.json nests JSON too deeply" in reason, reason
    _, note = _cached(tmp_path, calls)
    assert len(calls) == 2 and note.startswith("trained (unreadable cache entry"), note
    _, note = _cached(tmp_path, calls)
    assert len(calls) == 2 and note.startswith("reused"), note


def _set(field, value):
    return lambda text: json.dumps({**json.loads(text), field: value})


@pytest.mark.parametrize("tamper, reason", [
    (lambda t: "\ufeff" + t, "BOM"),
    (lambda t: t[:-3] + "\udcff}", "UnicodeDecodeError"),
    (lambda t: t.replace('"seconds": 0.5', '"seconds": ' + "9" * 5000), "4300 digits"),
    (_set("key", "k" * 10 ** 6), "names key 'kkk"),
    (_set("settings", {"x": "y" * 10 ** 6}), "the log's settings"),
    (_set("weights_sha256", [0] * 10 ** 5), "hashes to"),
    (_set("device", {"name": "cpu"}), "the training device {'name': 'cpu'} is not a device name"),
    (_set("device", "\ud800"), "the training device '\\ud800' is not a device name"),
    (_set("device", "cpu\n" * 100), "is not a device name")],
    ids=["bom", "bad-utf8", "long-int", "huge-key", "huge-settings", "huge-sha", "device-dict", "device-surrogate",
         "device-lines"])
def test_odd_cache_logs_are_named_in_a_short_note_and_retrained(tmp_path, tamper, reason):
    """Each odd log is reported (the note stays short: a corrupt field can hold megabytes) and retrained; a
    device that is not printable UTF-8 text (it is printed in the note: a lone surrogate made printing
    the note raise) is not taken from the log."""
    from theory.circuits.training.cache import cache_key
    calls = []
    _cached(tmp_path, calls)
    jpath = tmp_path / (cache_key(SETTINGS, "d", "t") + ".json")
    jpath.write_bytes(tamper(jpath.read_text()).encode("utf-8", "surrogatepass"))
    _, note = _cached(tmp_path, calls)
    assert len(calls) == 2 and reason in note and len(note) < 600, note
    note.encode("utf-8")
    _, note = _cached(tmp_path, calls)
    assert len(calls) == 2 and note.startswith("reused"), note


# ================================================================== the validation layer (issue #32 items 8, 11)
def _sci3(n):
    """Three significant digits of a positive integer, from its exact decimal digits (Decimal, not
    float and not str), rounded half to even as ``:.3g`` rounds — independent of ``format_count``."""
    import decimal
    ctx = decimal.Context(prec=3, rounding=decimal.ROUND_HALF_EVEN, Emax=10 ** 9)
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)                  # the decimal digits of a 4000-digit integer, here only
    try:
        d = ctx.plus(decimal.Decimal(n))
    finally:
        sys.set_int_max_str_digits(limit)
    digits, exp = d.as_tuple().digits, d.adjusted()
    digits = (digits + (0, 0, 0))[:3]
    return f"{digits[0]}.{digits[1]}{digits[2]}e+{exp}"


@pytest.mark.parametrize("n", [10 ** 400, 10 ** 400 - 1, 10 ** 400 + 1, 2 ** 1500, 2 ** 13301, 2 ** 26602,
                               2 ** 75534, 15 * 10 ** 400, 1999 * 10 ** 500, 9995 * 10 ** 396, 9985 * 10 ** 396,
                               99951 * 10 ** 400, 10 ** 300, 3 ** 5000],
                         ids=["1e400", "1e400-1", "1e400+1", "2^1500", "2^13301", "2^26602", "2^75534", "15e400",
                              "1999e500", "9995e396", "9985e396", "99951e400", "1e300", "3^5000"])
def test_format_count_past_float64(n):
    """``format_count(10**400)`` is '1.00e+400' (a mutant gave '10.00e+399'; 1.5e401 '15.00e+400': the
    exponent estimated from the bit length is one too low); at 2**13301 and 2**75534 the estimate is one
    too high (30103/10^5 exceeds log10 2): they gave '0.99e+4004' and '1.00e+22738' (2**75534 is
    9.993e22737); three digits rounded half to even, as :.3g rounds."""
    from theory.validation import format_count
    assert format_count(n) == _sci3(n) and format_count(-n) == "-" + _sci3(n)
    if n < 10 ** 308:
        assert format_count(n) == f"{float(n):.2e}"


@pytest.mark.parametrize("value, where", [([10 ** 400], "1.00e+400 at index (0,)"),
                                          ([[1.0, 2.0], [3.0, -(10 ** 309)]], "-1.00e+309 at index (1, 1)"),
                                          (np.array([1, 10 ** 400], dtype=object), "at index (1,)")])
def test_finite_array_refuses_integers_past_float64_with_the_package_error(value, where):
    from theory.validation import finite_array
    with pytest.raises(InputValueError, match=r"W must be finite numbers within float64's range") as err:
        finite_array("W", value)
    assert where in str(err.value), str(err.value)


@pytest.mark.parametrize("value, what", [
    (np.array(["2020-01-01", "2021-06-30"], dtype="datetime64[D]"), "datetime64"),
    (np.array([1, 2], dtype="timedelta64[s]"), "timedelta64"),
    (np.array(["1", "2"]), "text"), (["1.5", "2"], "text"), ([b"1"], "bytes"),
    (np.zeros(2, dtype="i4,i4"), "structured records"),
    (np.array([1.0, "2"], dtype=object), "'2' of type str at index (1,)"),
    (np.array([[1.0, None]], dtype=object), "None of type NoneType at index (0, 1)"),
    ([np.datetime64("2020-01-01"), 3], "datetime64"),
    (np.array([1.0, __import__("datetime").timedelta(days=1)], dtype=object), "of type timedelta at index (1,)")])
def test_finite_array_refuses_dates_durations_text_and_records(value, what):
    """NumPy turns each into float64 without complaint (a date is its day count since 1970, a string
    is parsed, None is NaN): refused as not numbers, naming what they are."""
    from theory.validation import finite_array
    with pytest.raises(InputTypeError, match="W must be a numeric array") as err:
        finite_array("W", value)
    assert what in str(err.value), str(err.value)


def test_finite_array_still_takes_numbers_of_every_kind():
    import decimal
    import fractions
    from theory.validation import finite_array
    for value in ([1, 2], [1.5, True], np.array([1, 2], dtype=object), [fractions.Fraction(1, 4)],
                  [decimal.Decimal("0.5")], np.arange(3, dtype=np.int8), [2 ** 70], np.float32(2.5)):
        arr = finite_array("W", value)
        assert arr.dtype == np.float64 and np.array_equal(arr, np.asarray(value, dtype=np.float64))


def test_a_deeply_nested_weights_header_in_the_cache_is_named_and_retrained(tmp_path):
    """The same in the safetensors header of KEY.safetensors (with the log's SHA-256 updated to match)."""
    from theory.circuits.training.cache import cache_key, load_entry
    calls = []
    _cached(tmp_path, calls)
    key = cache_key(SETTINGS, "d", "t")
    wpath, jpath = tmp_path / (key + ".safetensors"), tmp_path / (key + ".json")
    header = b"[" * 200_000 + b"]" * 200_000
    wpath.write_bytes(struct.pack("<Q", len(header)) + header)
    jpath.write_text(json.dumps({**json.loads(jpath.read_text()),
                                 "weights_sha256": hashlib.sha256(wpath.read_bytes()).hexdigest()}))
    run, reason = load_entry(key, str(tmp_path), SETTINGS)
    assert run is None and f"{key}.safetensors" in reason and "too deeply" in reason, reason
    _, note = _cached(tmp_path, calls)
    assert len(calls) == 2 and note.startswith("trained (unreadable cache entry"), note


def _deep(n):
    d = x = {}
    for _ in range(n):
        x["a"] = {}
        x = x["a"]
    return d


def _circular():
    d = {}
    d["self"] = d
    return d


@pytest.mark.parametrize("settings, where", [
    ({"lr": float("nan")}, "{'lr': 'nan'} (NaN and ±inf are no JSON numbers"),
    ({"a": [1, {"b": float("-inf")}]}, "{\"a[1]['b']\": '-inf'}"),
    ({1: 2}, "{'[1]': 'int key'} (a key must be text"),
    ({"x": {"y": [1, np.float32(2)]}}, "{\"x['y'][1]\": 'float32'}"),
    ({"a": 10 ** 5000}, "{'a': 'int'} (of over 3,900 digits"),
    ({"a": _deep(5000)}, "(deeper than 32 levels)"),
    (_circular(), "(deeper than 32 levels)")],
    ids=["nan", "nested-inf", "int-key", "float32", "huge-int", "deep", "circular"])
def test_settings_json_cannot_hold_exactly_are_refused_by_path(settings, where):
    """A NaN setting made an entry that is never reused (NaN != NaN), retrained at every call; an integer key
    shared the key of its text; deep or circular settings raised RecursionError, a 5000-digit integer a raw
    ValueError while the error message was being built.  Each now an InputTypeError naming the path."""
    import signal

    from theory.circuits.training.cache import cache_key

    def fire(*_):
        raise AssertionError("cache_key did not return within 10 s (a walk around a cycle?)")
    old = signal.signal(signal.SIGALRM, fire)
    signal.alarm(10)
    try:
        with pytest.raises(InputTypeError, match="settings must hold JSON values") as err:
            cache_key(settings, "d", "t")
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert where in str(err.value) and len(str(err.value)) < 600, str(err.value)
