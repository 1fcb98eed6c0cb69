r"""A cache of trained corpus models: safetensors weights plus a JSON training log, keyed by
the settings, the data version and the trainer's version.

Location: ``$THEORY_CACHE/circuits`` when the environment variable ``THEORY_CACHE`` is set,
else ``platformdirs.user_cache_dir("theory")/circuits``.  An entry is two files named by its
key (:func:`cache_key`, a SHA-256 of the canonical JSON of the three): ``KEY.safetensors``
(the trained and the initial float32 arrays, ``initial.``-prefixed) and ``KEY.json``
(settings, data and trainer versions, the loss log, the phase-change curve, the training
seconds, the torch device that trained it, and the SHA-256 of the safetensors file).  Both are
written atomically, the weights first, so a reader sees a complete old entry, a complete new one,
or none.

The device is recorded, not keyed: like two CPUs, a GPU and a CPU round float32 differently (and
the trainer's CPU step uses fused attention, its GPU step explicit patterns), so their weights for
one key agree only statistically — as the same settings on another machine would.  A note on a
reused entry says which device trained it.

:func:`cached_training` trusts an entry only if the JSON parses, names the same key, and the
weights file hashes to the recorded SHA-256 and holds every array; anything else (a
truncated, edited or half-written entry) is reported and retrained, never used.
"""
from __future__ import annotations

import hashlib
import json
import os

import numpy as np

from ...errors import InputValueError

ENV = "THEORY_CACHE"
NAMES = ("W_E", "W_pos", "W_Q", "W_K", "W_V", "W_O", "W_U")


def cache_dir():
    """The circuits cache folder (created on first write)."""
    root = os.environ.get(ENV, "").strip()
    if not root:
        import platformdirs
        root = platformdirs.user_cache_dir("theory")
    return os.path.join(root, "circuits")


def check_cache_dir(directory=None):
    """Refuse, before any training, a cache folder where no entry can be written (``$THEORY_CACHE`` a
    file, a read-only or missing parent, …): :class:`~theory.errors.OutputFileError` naming the folder
    and where it came from.  Found only at the save, it lost the run that had just been trained."""
    from ...errors import OutputFileError
    from ...files import check_output_dir
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
    """Hex SHA-256 (first 24 characters) of the canonical JSON of the three.

    >>> cache_key({"a": 1}, "d", "t") == cache_key({"a": 1}, "d", "t") != cache_key({"a": 2}, "d", "t")
    True
    """
    if not isinstance(settings, dict):
        raise InputValueError(f"settings must be a dict; got {type(settings).__name__}")
    blob = json.dumps({"settings": settings, "data": data_version, "trainer": trainer_version}, sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:24]


def _sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _paths(key, directory=None):
    d = directory or cache_dir()
    return os.path.join(d, key + ".safetensors"), os.path.join(d, key + ".json")


def save_entry(key, run, settings, data_version, trainer_version, directory=None):
    """Write ``run`` (a corpus :class:`~theory.circuits.learning.training.TrainingRun`) under ``key``."""
    from ..checkpoints.report import _atomic_write
    from ..checkpoints.safetensors_io import save_safetensors
    wpath, jpath = _paths(key, directory)
    os.makedirs(os.path.dirname(wpath), exist_ok=True)
    tensors = {**{k: np.asarray(v, dtype=np.float32) for k, v in run.arrays.items()},
               **{"initial." + k: np.asarray(v, dtype=np.float32) for k, v in run.initial_arrays.items()}}
    save_safetensors(wpath, tensors, metadata={"key": key})
    meta = dict(key=key, settings=settings, data_version=data_version, trainer_version=trainer_version,
                weights_sha256=_sha256(wpath), seconds=run.seconds, device=run.device, log=run.log, curve=run.curve)
    _atomic_write(jpath, json.dumps(meta, indent=1, allow_nan=True))
    return wpath, jpath


def load_entry(key, directory=None):
    """``(run, None)`` for a sound entry, ``(None, reason)`` for a missing or corrupt one."""
    from ..checkpoints.safetensors_io import load_safetensors
    from .training import corpus_run
    wpath, jpath = _paths(key, directory)
    if not (os.path.isfile(wpath) and os.path.isfile(jpath)):
        return None, "not cached"
    try:
        with open(jpath, encoding="utf-8") as f:
            meta = json.load(f)
        if meta.get("key") != key:
            return None, f"{jpath} names key {meta.get('key')!r}, not {key!r}"
        digest = _sha256(wpath)
        if digest != meta.get("weights_sha256"):
            return None, f"{wpath} hashes to {digest[:12]}…, the log records {str(meta.get('weights_sha256'))[:12]}…"
        t = load_safetensors(wpath)
        arrays = {k: np.array(t[k]) for k in NAMES}
        initial = {k: np.array(t["initial." + k]) for k in NAMES}
        run = corpus_run(arrays, initial, [tuple(x) for x in meta["log"]], meta["curve"], float(meta["seconds"]))
    except (OSError, ValueError, KeyError, TypeError) as exc:      # InputValueError is a ValueError
        return None, f"unreadable cache entry {key}: {type(exc).__name__}: {exc}"
    run.source = f"cache {wpath}"
    run.device = meta.get("device")              # None: an entry written before devices were recorded
    return run, None


def cached_training(train, settings, data_version, trainer_version, retrain=False, directory=None):
    """``(run, note)``: the cached run for these settings, else ``train(**settings)`` saved to
    the cache.  ``note`` says which (and why a cached entry was not trusted)."""
    key = cache_key(settings, data_version, trainer_version)
    reason = "retrain requested"
    if not retrain:
        run, reason = load_entry(key, directory)
        if run is not None:
            return run, f"reused cached weights {key}" + (f" (trained on {run.device})" if run.device else "")
    check_cache_dir(directory)                  # before the (long) training, not at the save
    run = train(**settings)
    save_entry(key, run, settings, data_version, trainer_version, directory)
    return run, f"trained ({reason}) and cached as {key}" + (f" (on {run.device})" if run.device else "")


def train_corpus_cached(settings, retrain=False, device=None):
    """``(run, note)`` for :func:`~theory.circuits.learning.training.train_on_corpus` with ``settings``,
    through the cache (a top-level function, so worker processes can run it).  ``device``: where a
    missing entry is trained (``None``: CUDA when torch sees one, else CPU); not part of the key,
    recorded in the entry and named in the note."""
    from ...optional import require_torch
    from .corpus import load_corpus
    from .training import TRAINER_VERSION, resolve_device, train_on_corpus
    version = load_corpus(settings.get("bpe_vocab")).version
    dev = str(resolve_device(require_torch(), device))

    def train(**kw):
        run = train_on_corpus(**kw, device=dev)
        run.device = dev
        return run

    return cached_training(train, dict(settings), version, TRAINER_VERSION, retrain=retrain)
