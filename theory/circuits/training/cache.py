r"""A cache of trained corpus models: safetensors weights plus a JSON training log, keyed by
the settings, the data version and the trainer's version.

Location: ``$THEORY_CACHE/circuits`` when the environment variable ``THEORY_CACHE`` is set,
else ``platformdirs.user_cache_dir("theory")/circuits``.  An entry is two files named by its
key (:func:`cache_key`, a SHA-256 of the canonical JSON of the three): ``KEY.safetensors``
(the trained and the initial float32 arrays, ``initial.``-prefixed) and ``KEY.json``
(settings, data and trainer versions, the loss log, the phase-change curve, the training
seconds, the torch device that trained it, and the SHA-256 of the safetensors file).  The JSON is
strict (no bare ``NaN``): a value that was not measured — the training loss at step 0, before any
step — is ``null`` (``None`` in the curve), and any non-finite number would be written ``null`` too
(such an entry then fails its check: the curve must be finite).  Models of another layout (``train_on_corpus``'s
``norm`` / ``positions``) hold their arrays (``ln_w``, ``ln_sigma``, ``W_pos_qk``; no ``W_pos`` unless
positions are in the residual stream).  Both are
written atomically, the weights first, so a reader sees a complete old entry, a complete new one,
or none.

The device is recorded, not keyed: like two CPUs, a GPU and a CPU round float32 differently (and
the trainer's CPU step uses fused attention, its GPU step explicit patterns), so their weights for
one key agree only statistically — as the same settings on another machine would.  A note on a
reused entry says which device trained it.

:func:`cached_training` trusts an entry only if the JSON parses, names the same key, and the
weights file hashes to the recorded SHA-256 and holds every array, in the shapes the settings
need, all finite, with a finite loss log and phase-change curve (:func:`entry_problem`); anything
else (a truncated, edited or half-written entry, one nested too deeply for the JSON parser, a device that
is not a name) is reported in a short note and retrained, never used — and never raised.
"""
from __future__ import annotations

import hashlib
import json
import math
import os

import numpy as np

from theory.errors import InputValueError

ENV = "THEORY_CACHE"
NAMES = ("W_E", "W_pos", "W_Q", "W_K", "W_V", "W_O", "W_U")


def cache_dir():
    """The circuits cache folder (created on first write)."""
    from theory.system.files import cache_root
    return os.path.join(cache_root(), "circuits")


def check_cache_dir(directory=None):
    """Refuse, before any training, a cache folder where no entry can be written (``$THEORY_CACHE`` a
    file, a read-only or missing parent, …): :class:`~theory.errors.OutputFileError` naming the folder
    and where it came from.  Found only at the save, it lost the run that had just been trained."""
    from theory.errors import OutputFileError
    from theory.system.files import check_output_dir
    d = directory or cache_dir()
    top = os.path.abspath(d)
    while not os.path.lexists(top) and os.path.dirname(top) != top:   # save_entry makes the missing folders
        top = os.path.dirname(top)
    try:
        check_output_dir(top, "cache folder")
    except OutputFileError as exc:
        where = f" (from ${ENV})" if directory is None and os.environ.get(ENV, "").strip() else ""
        raise OutputFileError(f"{exc}{where}; trained models could not be cached — set {ENV} to a "
                              "writable folder") from None
    return d


def cache_key(settings, data_version, trainer_version):
    """Hex SHA-256 (first 24 characters) of the canonical JSON of the three: ``json.dumps({"settings":
    settings, "data": data_version, "trainer": trainer_version}, sort_keys=True)``.  Settings that JSON
    cannot hold exactly are refused by path (:func:`_json_problem`): another type, a non-text key (1 and
    "1" would be one key), NaN or ±inf (never equal to itself: the entry would never be reused), an
    integer of over 3,900 digits, nesting deeper than :data:`MAX_SETTINGS_DEPTH`.

    >>> cache_key({"a": 1}, "d", "t") == cache_key({"a": 1}, "d", "t") != cache_key({"a": 2}, "d", "t")
    True
    """
    from theory.errors import InputTypeError
    if not isinstance(settings, dict):
        raise InputValueError(f"settings must be a dict; got {type(settings).__name__}")
    problem = _json_problem(settings)
    if problem:
        where, what, why = problem
        raise InputTypeError(f"settings must hold JSON values (str, int, float, bool, None, lists, dicts) to be a "
                             f"cache key; got {{{where!r}: {what!r}}}{why}")
    blob = json.dumps({"settings": settings, "data": data_version, "trainer": trainer_version}, sort_keys=True,
                      allow_nan=False)
    return hashlib.sha256(blob.encode()).hexdigest()[:24]


#: settings nested deeper than this are refused as a cache key (a training's settings are flat)
MAX_SETTINGS_DEPTH = 32


def _json_problem(settings):
    """``(where, what, why)`` of the first entry of ``settings`` that is no exact JSON value, else None —
    walked without recursion (a circular or very deep dict ends at :data:`MAX_SETTINGS_DEPTH`)."""
    todo = [(k if isinstance(k, str) else f"[{k!r}]", k, v, 1) for k, v in settings.items()]
    todo.reverse()
    while todo:
        where, key, v, depth = todo.pop()
        if not isinstance(key, str):
            return where, f"{type(key).__name__} key", " (a key must be text: JSON writes 1 and '1' alike)"
        if depth > MAX_SETTINGS_DEPTH:
            return where, "nested", f" (deeper than {MAX_SETTINGS_DEPTH} levels)"
        if isinstance(v, dict):
            todo.extend(reversed([(f"{where}[{k!r}]", k, x, depth + 1) for k, x in v.items()]))
        elif isinstance(v, (list, tuple)):
            todo.extend(reversed([(f"{where}[{i}]", "", x, depth + 1) for i, x in enumerate(v)]))
        elif isinstance(v, float) and not math.isfinite(v):
            return where, repr(float(v)), (" (NaN and ±inf are no JSON numbers; a NaN read back never equals itself: "
                                           "the entry would never be reused)")
        elif isinstance(v, int) and not isinstance(v, bool) and v.bit_length() > 12_950:
            return where, "int", f" (of over 3,900 digits; JSON text of it is refused by Python)"
        elif not (v is None or isinstance(v, (str, int, float))):
            return where, type(v).__name__, ""
    return None


def _sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _paths(key, directory=None):
    d = directory or cache_dir()
    return os.path.join(d, key + ".safetensors"), os.path.join(d, key + ".json")


def save_entry(key, run, settings, data_version, trainer_version, directory=None, extra=None):
    """Write ``run`` (a corpus :class:`~theory.circuits.training.segments.TrainingRun`) under ``key``
    (``extra``: more fields for the JSON log, e.g. a shipped checkpoint's recipe and machine)."""
    from theory.system.files import write_text
    from theory.circuits.formats.safetensors import save_safetensors
    wpath, jpath = _paths(key, directory)
    os.makedirs(os.path.dirname(wpath), exist_ok=True)
    tensors = {**{k: np.asarray(v, dtype=np.float32) for k, v in run.arrays.items()},
               **{"initial." + k: np.asarray(v, dtype=np.float32) for k, v in run.initial_arrays.items()}}
    save_safetensors(wpath, tensors, metadata={"key": key})
    meta = dict(key=key, settings=settings, data_version=data_version, trainer_version=trainer_version,
                weights_sha256=_sha256(wpath), seconds=run.seconds, device=run.device, log=run.log, curve=run.curve)
    windows = _windows(settings)
    if windows is not None:
        meta["in_context_windows"] = windows
    meta.update(extra or {})
    write_text(jpath, json.dumps(_strict(meta), indent=1, allow_nan=False))
    return wpath, jpath


def _strict(x):
    """``x`` with every non-finite float replaced by ``None`` (JSON ``null``)."""
    if isinstance(x, float) and not math.isfinite(x):
        return None
    if isinstance(x, dict):
        return {k: _strict(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_strict(v) for v in x]
    return x


def array_shapes(st, V, d, L, H, dh, T):
    """``{name: shape}`` of the arrays a trained model of settings ``st`` holds (its layout)."""
    want = dict(W_E=(V, d), W_U=(d, V), W_Q=(L, H, d, dh), W_K=(L, H, d, dh), W_V=(L, H, d, dh), W_O=(L, H, dh, d))
    positions = st.get("positions", "residual")
    if positions == "residual":
        want["W_pos"] = (T, d)
    elif positions == "qk":
        want["W_pos_qk"] = (T, d)
    if st.get("norm", "none") == "pre":
        want.update(ln_w=(L + 1, d), ln_sigma=(L + 1,))
    return want


CURVE_KEYS = ("step", "tokens", "held_out_loss", "in_context_loss", "prev_token", "induction")


def _short(text, limit=120):
    """``text`` cut to ``limit`` characters for a note (a corrupt log can hold megabytes in one field)."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _finite_number(x):
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        return False
    try:
        return math.isfinite(x)
    except OverflowError:                  # a 400-digit integer in the JSON
        return False


def _windows(settings):
    """The in-context windows the curve was measured with (:func:`~.training.in_context_positions`), as
    JSON lists, where the settings name a valid context; else None."""
    from theory.circuits.training.network import in_context_positions
    try:
        return [list(w) for w in in_context_positions(settings.get("n_ctx"))]
    except (TypeError, ValueError, AttributeError):
        return None


def entry_problem(meta, arrays, initial, settings=None):
    """Why a read entry cannot be a trained model (``None`` if it can): the log not a JSON object, other
    settings than requested, arrays whose shapes do not fit the settings (or each other), non-finite
    weights, or a loss log / phase-change curve that is not finite numbers.  The SHA-256 only shows that
    the weights are the ones the log names; an entry written by hand (or by a trainer that let a NaN
    through) can be consistent and still no model."""
    if not isinstance(meta, dict):
        return f"the log is a JSON {type(meta).__name__}, not an object"
    if settings is not None and meta.get("settings") != json.loads(json.dumps(settings)):
        return f"the log's settings {_short(repr(meta.get('settings')))} are not the requested {settings!r}"
    st = settings if settings is not None else meta.get("settings")
    st = st if isinstance(st, dict) else {}
    V, d = np.shape(arrays["W_E"]) if np.ndim(arrays["W_E"]) == 2 else (None, None)
    if V is None:
        return f"W_E has shape {np.shape(arrays['W_E'])}, not (n_vocab, d_model)"
    L, H, dh = (st.get(k, None) for k in ("n_layers", "n_heads", "d_head"))
    L = L if L is not None else np.shape(arrays["W_Q"])[0]
    H = H if H is not None else np.shape(arrays["W_Q"])[1]
    dh = dh if dh is not None else np.shape(arrays["W_Q"])[-1]
    T = st.get("n_ctx", np.shape(arrays["W_pos"])[0] if "W_pos" in arrays else None)
    if st.get("d_model", d) != d:
        return f"W_E has shape {np.shape(arrays['W_E'])}; the settings have d_model {st.get('d_model')}"
    want = array_shapes(st, V, d, L, H, dh, T)
    for which, group in (("", arrays), ("initial.", initial)):
        extra = sorted(set(group) - set(want))
        if extra:
            return f"{which}{extra[0]} is not an array of this layout (it has {', '.join(sorted(want))})"
        for k, shape in want.items():
            if k not in group:
                return f"{which}{k} is missing (this layout has {', '.join(sorted(want))})"
            a = group[k]
            if tuple(np.shape(a)) != tuple(shape):
                return f"{which}{k} has shape {tuple(np.shape(a))}, the settings need {tuple(shape)}"
            if np.asarray(a).dtype != np.float32:
                return f"{which}{k} has dtype {np.asarray(a).dtype}, not the trainer's float32"
            if not np.all(np.isfinite(a)):
                return f"{which}{k} has {int(np.sum(~np.isfinite(a)))} non-finite entries"
    log, curve = meta.get("log"), meta.get("curve")
    if not isinstance(log, list) or not all(isinstance(x, list) and len(x) == 2 and all(map(_finite_number, x))
                                            for x in log):
        return "the loss log is not a list of finite [step, loss] pairs"
    if not isinstance(curve, list) or not curve or not all(
            isinstance(c, dict) and all(_finite_number(c.get(k)) for k in CURVE_KEYS) for c in curve):
        return f"the phase-change curve is not a non-empty list of finite {', '.join(CURVE_KEYS)}"
    if not _finite_number(meta.get("seconds")):
        return f"the training time {_short(repr(meta.get('seconds')))} is not a finite number"
    device = meta.get("device")
    if device is not None and not (isinstance(device, str) and device.isprintable() and len(device) <= 100
                                   and device.encode("utf-8", "replace").decode("utf-8") == device):
        return f"the training device {_short(repr(device))} is not a device name (printable UTF-8 text)"
    windows = _windows(st)
    if windows is not None and st["n_ctx"] < 30 and meta.get("in_context_windows") != windows:
        # below context 30 the early window wrapped around to late positions before it was clipped: the
        # weights are right, the recorded in-context losses are not
        return (f"its in-context losses were measured with other windows ({meta.get('in_context_windows')!r}, "
                f"not {windows})")
    return None


def load_entry(key, directory=None, settings=None):
    """``(run, None)`` for a sound entry, ``(None, reason)`` for a missing or corrupt one
    (:func:`entry_problem`; ``settings``: the ones the caller asked for, checked against the log's)."""
    from theory.circuits.formats.safetensors import load_safetensors
    from theory.circuits.training.corpus_training import corpus_run
    wpath, jpath = _paths(key, directory)
    if not (os.path.isfile(wpath) and os.path.isfile(jpath)):
        return None, "not cached"
    reading = jpath
    try:
        with open(jpath, encoding="utf-8") as f:
            meta = json.load(f)
        if not isinstance(meta, dict):
            return None, f"unreadable cache entry {key}: {jpath} holds a JSON {type(meta).__name__}, not an object"
        if meta.get("key") != key:
            return None, f"{jpath} names key {_short(repr(meta.get('key')))}, not {key!r}"
        digest = _sha256(wpath)
        if digest != meta.get("weights_sha256"):
            return None, (f"{wpath} hashes to {digest[:12]}…, the log records "
                          f"{_short(repr(meta.get('weights_sha256')), 16)}")
        reading = wpath
        t = load_safetensors(wpath)
        arrays = {k: np.array(v) for k, v in t.items() if not k.startswith("initial.")}
        initial = {k[len("initial."):]: np.array(v) for k, v in t.items() if k.startswith("initial.")}
        problem = entry_problem(meta, arrays, initial, settings)
        if problem:
            return None, f"unusable cache entry {key}: {problem}"
        run = corpus_run(arrays, initial, [tuple(x) for x in meta["log"]], meta["curve"], float(meta["seconds"]))
    except (OSError, ValueError, KeyError, TypeError, IndexError) as exc:      # InputValueError is a ValueError
        return None, f"unreadable cache entry {key}: {type(exc).__name__}: {_short(str(exc), 300)}"
    except RecursionError:           # json's decoder (and comparing, printing) recurses once per bracket
        return None, (f"unreadable cache entry {key}: {reading} nests JSON too deeply to read (RecursionError: a "
                      "corrupt or hand-made entry; one written here is flat)")
    except MemoryError:
        return None, f"unreadable cache entry {key}: {reading} does not fit in memory (MemoryError)"
    run.source = f"cache {wpath}"
    run.device = meta.get("device")              # None: an entry written before devices were recorded
    return run, None


def check_entry_paths(key, directory=None):
    """Refuse, before training, an entry path that exists and is not a regular file (a folder, a FIFO, a
    device, a dangling link): the save would fail (or block on a FIFO, or vanish into a device) after
    the training.  :class:`~theory.errors.OutputFileError` naming the path."""
    from theory.errors import OutputFileError
    for path in _paths(key, directory):
        if os.path.lexists(path) and not os.path.isfile(path):
            raise OutputFileError(f"cache entry {path} exists and is not a regular file; a trained model could not "
                                  f"be saved there — remove it (or set {ENV} to another folder)")


def cached_training(train, settings, data_version, trainer_version, retrain=False, directory=None):
    """``(run, note)``: the cached run for these settings, else ``train(**settings)`` saved to
    the cache.  ``note`` says which (and why a cached entry was not trusted)."""
    key = cache_key(settings, data_version, trainer_version)
    reason = "retrain requested"
    if not retrain:
        run, reason = load_entry(key, directory, settings)
        if run is not None:
            return run, f"reused cached weights {key}" + (f" (trained on {run.device})" if run.device else "")
    check_cache_dir(directory)                  # before the (long) training, not at the save
    check_entry_paths(key, directory)
    run = train(**settings)
    save_entry(key, run, settings, data_version, trainer_version, directory)
    why = "" if reason == "not cached" else f" ({reason})"
    return run, (f"trained{' on ' + run.device if run.device else ''}{why} and saved to the cache as "
                 f"{_paths(key, directory)[0]}")


def train_corpus_cached(settings, retrain=False, device=None, progress=False):
    """``(run, note)`` for :func:`~theory.circuits.training.segments.train_on_corpus` with ``settings``,
    through the cache (a top-level function, so worker processes can run it).  ``device``: where a
    missing entry is trained (``None``: CUDA when torch sees one, else CPU); not part of the key,
    recorded in the entry and named in the note.  ``progress``: the trainer's progress line on stderr
    while a missing entry trains."""
    from theory.system.optional import require_torch
    from theory.circuits.training.network import TRAINER_VERSION
    from theory.circuits.training.corpus_training import resolve_device, train_on_corpus
    corpus = named_corpus(settings.get("corpus", "kjv"), settings.get("bpe_vocab"))
    version = corpus.version
    dev = str(resolve_device(require_torch(), device))

    def train(**kw):
        kw = {k: v for k, v in kw.items() if k not in ("corpus", "bpe_vocab")}
        run = train_on_corpus(**kw, corpus=corpus, device=dev, progress=progress)
        run.device = dev
        return run

    return cached_training(train, dict(settings), version, TRAINER_VERSION, retrain=retrain)


CORPORA = ("kjv", "code")


def named_corpus(name, bpe_vocab=None):
    """The corpus a cache entry's settings name: ``"kjv"`` (:func:`~.corpus.load_corpus`, the
    default, not written into the claims' settings) or ``"code"`` (:func:`~.code_corpus.load_code_corpus`),
    bytes or a BPE of ``bpe_vocab`` tokens."""
    if name == "kjv":
        from theory.circuits.training.corpus import load_corpus
        return load_corpus(bpe_vocab)
    if name == "code":
        from theory.circuits.training.code_corpus import load_code_corpus
        return load_code_corpus(bpe_vocab)
    raise InputValueError(f"corpus must be one of {', '.join(CORPORA)}; got {name!r}")
