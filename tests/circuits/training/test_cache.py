"""The trained-model cache: the key is the documented recipe, entries naming another key, corrupt, nested,
unusable or non-file entries are named and retrained, unwritable caches refused before training."""
import hashlib
import json
import os
import struct

import numpy as np
import pytest

from theory.errors import InputTypeError

from tests.circuits.training.helpers import _r5_corpus, R5_TINY


@pytest.mark.found_by('adversarial probing, round 4 (tests/test_redteam.py)')
@pytest.mark.parametrize("where", ["file", "file/below"])
def test_an_unwritable_model_cache_is_refused_before_training(tmp_path, monkeypatch, where):
    """THEORY_CACHE naming a file: the corpus model was trained (minutes) and only the save raised a raw
    NotADirectoryError, losing the run.  Now an OutputFileError naming THEORY_CACHE, before `train` runs."""
    from theory.circuits.training.cache import cached_training
    from theory.errors import OutputFileError
    (tmp_path / "file").write_text("not a folder")
    monkeypatch.setenv("THEORY_CACHE", str(tmp_path / where))
    calls = []
    with pytest.raises(OutputFileError, match=r"THEORY_CACHE"):
        cached_training(lambda **s: calls.append(s), {"a": 1}, "data", "trainer")
    assert calls == [] and (tmp_path / "file").read_text() == "not a folder"
    monkeypatch.setenv("THEORY_CACHE", str(tmp_path / "new" / "deeper"))       # missing folders are made: fine
    with pytest.raises(RuntimeError, match="trained"):
        cached_training(lambda **s: (_ for _ in ()).throw(RuntimeError("trained")), {"a": 1}, "data", "trainer")


@pytest.fixture(scope="module")
def r5_run():
    pytest.importorskip("torch")
    from theory.circuits.training.corpus_training import train_on_corpus
    return train_on_corpus(**R5_TINY, corpus=_r5_corpus(), device="cpu")


def _r5_entry(tmp_path, run):
    from theory.circuits.training.cache import cache_key, cached_training
    calls = []
    cached_training(lambda **kw: calls.append(kw) or run, R5_TINY, "d", "t", directory=str(tmp_path))
    key = cache_key(R5_TINY, "d", "t")
    return calls, tmp_path / (key + ".safetensors"), tmp_path / (key + ".json")


def _r5_rewrite_weights(wpath, jpath, change):
    """Replace the weights (change(dict) → dict) and record their new hash in the log: a consistent entry."""
    import hashlib
    from theory.circuits.formats.safetensors import load_safetensors, save_safetensors
    t = load_safetensors(str(wpath))
    arrays = change({k: np.array(t[k]) for k in t.keys()})
    save_safetensors(str(wpath), arrays, metadata={"key": wpath.stem})
    meta = json.loads(jpath.read_text())
    meta["weights_sha256"] = hashlib.sha256(wpath.read_bytes()).hexdigest()
    jpath.write_text(json.dumps(meta))


def _r5_nan_curve(meta):
    meta["curve"][-1]["induction"] = float("nan")
    return meta


def _r5_bad_shape(arrays):
    arrays["W_pos"] = arrays["W_pos"][:-1]
    arrays["initial.W_pos"] = arrays["initial.W_pos"][:-1]
    return arrays


def _r5_nan_weight(arrays):
    arrays["W_U"] = arrays["W_U"].copy()
    arrays["W_U"][0, 0] = np.nan
    return arrays


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
@pytest.mark.parametrize("tamper, reason", [
    (("json", lambda meta: []), "JSON list, not an object"),
    (("json", lambda meta: "x"), "JSON str, not an object"),
    (("json", _r5_nan_curve), "phase-change curve"),
    (("json", lambda meta: {**meta, "curve": []}), "phase-change curve"),
    (("json", lambda meta: {**meta, "log": [[3, "x"]]}), "loss log"),
    (("json", lambda meta: {**meta, "seconds": 10**400}), "training time"),
    (("json", lambda meta: {**meta, "settings": {**meta["settings"], "n_ctx": 17}}), "settings"),
    (("weights", _r5_bad_shape), "W_pos has shape (15, 8), the settings need (16, 8)"),
    (("weights", _r5_nan_weight), "W_U has 1 non-finite entries"),
    (("weights", lambda a: {**a, "W_E": a["W_E"].astype(np.int64)}), "W_E has dtype int64"),
    (("json", lambda meta: {k: v for k, v in meta.items() if k != "in_context_windows"}), "other windows")],
    ids=["list", "string", "nan-curve", "empty-curve", "text-loss", "huge-seconds", "other-settings", "shape",
         "nan-weight", "int-weights", "old-windows"])
def test_a_consistent_but_unusable_cache_entry_is_retrained(tmp_path, r5_run, tamper, reason):
    """The SHA-256 only ties the weights to the log: a log that is a JSON list crashed load_entry with a raw
    AttributeError; a NaN phase-change curve, a W_pos of the wrong length or a NaN weight (with the hash
    updated) were reused as a trained model.  Now each is named and retrained."""
    from theory.circuits.training.cache import cached_training
    calls, wpath, jpath = _r5_entry(tmp_path, r5_run)
    kind, change = tamper
    if kind == "json":
        jpath.write_text(json.dumps(change(json.loads(jpath.read_text()))))
    else:
        _r5_rewrite_weights(wpath, jpath, change)
    run, note = cached_training(lambda **kw: calls.append(kw) or r5_run, R5_TINY, "d", "t", directory=str(tmp_path))
    assert len(calls) == 2 and reason in note and note.startswith("trained ("), note
    run, note = cached_training(lambda **kw: calls.append(kw) or r5_run, R5_TINY, "d", "t", directory=str(tmp_path))
    assert len(calls) == 2 and note.startswith("reused")                 # the retrained entry is sound again


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
@pytest.mark.parametrize("kind", ["folder", "fifo", "dangling-link"])
def test_a_cache_entry_path_that_is_not_a_file_is_refused_before_training(tmp_path, kind):
    """KEY.json a folder: the model was trained, then the save raised 'is a directory' (the run lost); a FIFO
    there blocked the save forever.  Now refused by name before train runs."""
    from theory.circuits.training.cache import cache_key, cached_training
    from theory.errors import OutputFileError
    jpath = tmp_path / (cache_key(R5_TINY, "d", "t") + ".json")
    if kind == "folder":
        jpath.mkdir()
    elif kind == "fifo":
        os.mkfifo(jpath)
    else:
        jpath.symlink_to(tmp_path / "nowhere" / "x.json")
    calls = []
    with pytest.raises(OutputFileError, match="is not a regular file"):
        cached_training(lambda **kw: calls.append(kw), R5_TINY, "d", "t", directory=str(tmp_path))
    assert calls == []


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
def test_the_claims_entries_written_before_round_5_stay_valid():
    """Control for the entry checks: an entry at the claims' settings (context 128, whose in-context windows
    did not change) written without the windows record passes entry_problem — the cached claim models are
    not retrained."""
    from theory.proofs._runs import natural_text as K
    from theory.circuits.training.cache import entry_problem
    st = K.settings(8, 128, 1)
    L, H, d, dh, T, V = 2, 8, 128, 16, 128, 66
    shapes = dict(W_E=(V, d), W_pos=(T, d), W_U=(d, V), W_Q=(L, H, d, dh), W_K=(L, H, d, dh), W_V=(L, H, d, dh),
                  W_O=(L, H, dh, d))
    arrays = {k: np.zeros(s, dtype=np.float32) for k, s in shapes.items()}
    point = dict(step=0, tokens=0, train_loss=float("nan"), held_out_loss=4.2, in_context_loss=0.0, prev_token=0.1,
                 induction=0.01, prev_token_head=3, induction_head=1)
    meta = dict(key="k", settings=json.loads(json.dumps(st)), log=[[250, 2.5]], curve=[point], seconds=12.5)
    assert entry_problem(meta, arrays, arrays, st) is None
    assert "n_ctx" in entry_problem(meta, arrays, arrays, {**st, "n_ctx": 64})        # the check can fail
    assert "other windows" in entry_problem({**meta, "settings": {**meta["settings"], "n_ctx": 16}},
                                            {**arrays, "W_pos": np.zeros((16, d), np.float32)},
                                            {**arrays, "W_pos": np.zeros((16, d), np.float32)},
                                            {**st, "n_ctx": 16})


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
def test_a_cache_key_of_numpy_settings_is_a_package_error():
    """cached_training({'seed': np.int64(1), ...}) raised json's bare 'Object of type int64 is not JSON
    serializable' TypeError; now InputTypeError naming settings and the offending key."""
    from theory.circuits.training.cache import cache_key
    with pytest.raises(InputTypeError, match=r"settings must hold JSON values .*'seed': 'int64'"):
        cache_key({"seed": np.int64(1), "lr": 0.01}, "d", "t")


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


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 11; tests/test_round4_gguf_cache.py)')
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


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 11; tests/test_round4_gguf_cache.py)')
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


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 11; tests/test_round4_gguf_cache.py)')
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


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 11; tests/test_round4_gguf_cache.py)')
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


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 11; tests/test_round4_gguf_cache.py)')
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


@pytest.mark.found_by('hostile input, round 4 (issue 32 item 11; tests/test_round4_gguf_cache.py)')
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
