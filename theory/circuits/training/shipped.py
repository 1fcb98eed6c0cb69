r"""Trained checkpoints shipped with the package, and their recipes (issue 31: training apart from CI).

A shipped checkpoint is a pair of files ``NAME.safetensors`` + ``NAME.json`` in
:data:`SHIPPED_DIR` (``theory/circuits/training/shipped/``), in the layout of a model-cache entry
(:mod:`.cache`, whose key is the name): the trained and the initial float32 arrays; the
recipe (``settings``: every keyword of :func:`~.training.train_on_corpus`, plus ``corpus`` and
``bpe_vocab``), the corpus version, the trainer version (:data:`~.training.TRAINER_VERSION`), the
loss log, the phase-change curve, the training seconds, the device, the machine it was trained on
(:func:`machine`) and the SHA-256 of the weights file.  Loading (:func:`load_checkpoint`) checks
the SHA-256 and every array (:func:`~.cache.entry_problem`); a mismatch is an
:class:`~theory.errors.InputValueError` saying which file and which hashes — never a silently
different model.

:func:`reproduce` (``theory train-circuits --recipe NAME``) trains the recipe from scratch, first
saying how long it should take (:func:`estimate_seconds`), and compares the result with the shipped
arrays: on the machine and device that trained it (same CPU model, torch version, one thread) the
weights are bit-identical; elsewhere float rounding differs and only the curve's statistics agree.

Which checkpoints ship: only those of a recipe where the induction head forms (docs/theory.md,
the development search).  Until one does the folder holds none; the tests ship a tiny recipe
(seconds to train) as test data (``tests/data/checkpoints``) and every function takes a
``directory``.
"""
from __future__ import annotations

import json
import os
import platform

import numpy as np

from theory.errors import InputValueError

SHIPPED_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "shipped")
FLOPS_PER_SECOND = 5e10      # one idle CPU thread, the trainer's step at context 128 (benchmarks/circuit_training.py: 51 k tokens/s)


def machine():
    """What bit-identity depends on: the CPU model and architecture, the OS, torch's and NumPy's versions."""
    cpu = platform.processor() or ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        import torch
        tv = torch.__version__
    except ImportError:
        tv = None
    return dict(cpu=cpu, arch=platform.machine(), system=platform.system(), torch=tv, numpy=np.__version__)


def names(directory=None):
    """The checkpoints in ``directory`` (default :data:`SHIPPED_DIR`), sorted."""
    d = directory or SHIPPED_DIR
    if not os.path.isdir(d):
        return []
    return sorted(f[:-len(".json")] for f in os.listdir(d)
                  if f.endswith(".json") and os.path.isfile(os.path.join(d, f[:-len(".json")] + ".safetensors")))


def locate(name_or_path, directory=None):
    """``(folder, name)`` of a checkpoint given by name (in ``directory``, default :data:`SHIPPED_DIR`)
    or by the path of its ``.safetensors`` or ``.json`` file; an unknown one is an
    :class:`~theory.errors.InputValueError` listing those there are."""
    if not isinstance(name_or_path, (str, os.PathLike)):
        raise InputValueError(f"checkpoint must be a name or a path; got {type(name_or_path).__name__}")
    text = os.fspath(name_or_path)
    for ext in (".safetensors", ".json"):
        if text.endswith(ext) and os.path.isfile(text):
            return os.path.dirname(os.path.abspath(text)), os.path.basename(text)[:-len(ext)]
    d = directory or SHIPPED_DIR
    if os.sep not in text and "/" not in text and text in names(d):
        return d, text
    have = names(d)
    raise InputValueError(f"no trained checkpoint {text!r}: not a NAME.safetensors / NAME.json file, and not a "
                          f"checkpoint in {d} (there: {', '.join(have) if have else 'none yet'})")


def read_meta(name_or_path, directory=None):
    """The JSON log of a checkpoint (recipe, versions, curve, machine)."""
    d, name = locate(name_or_path, directory)
    path = os.path.join(d, name + ".json")
    try:
        with open(path, encoding="utf-8") as f:
            meta = json.load(f)
    except (OSError, ValueError) as exc:
        raise InputValueError(f"checkpoint log {path} cannot be read: {exc}") from None
    if not isinstance(meta, dict) or not isinstance(meta.get("settings"), dict):
        raise InputValueError(f"checkpoint log {path} has no recipe (a JSON object with 'settings')")
    return meta


def load_checkpoint(name_or_path, directory=None):
    """The :class:`~.training.TrainingRun` of a checkpoint, its SHA-256 and arrays checked
    (:class:`~theory.errors.InputValueError` naming the file otherwise)."""
    from theory.circuits.training.cache import load_entry
    d, name = locate(name_or_path, directory)
    meta = read_meta(os.path.join(d, name + ".json"))
    run, reason = load_entry(name, d, meta["settings"])
    if run is None:
        raise InputValueError(f"trained checkpoint {os.path.join(d, name)}.safetensors cannot be used: {reason} — "
                              f"the files were changed or damaged; restore them (git checkout) or rebuild with "
                              f"theory train-circuits --recipe {name}")
    run.source = f"checkpoint {os.path.join(d, name)}.safetensors"
    return run


def step_flops(settings, n_vocab):
    """Floating-point operations of one training step (forward and backward ≈ 3 × forward; forward: the
    projections, the n² attention products and the unembedding), an estimate."""
    L, d, T, B = settings["n_layers"] if "n_layers" in settings else 2, settings["d_model"], settings["n_ctx"], \
        settings["batch"]
    per_token = 2 * (L * 4 * d * d + d * n_vocab) + 2 * L * T * d     # multiply-adds × 2; attention ≈ 2·T·d
    return 3 * B * T * per_token


def estimate_seconds(settings, n_vocab):
    """Seconds a run of ``settings`` should take on one idle CPU thread (:data:`FLOPS_PER_SECOND`): its
    steps plus its phase-change measurements (192 contexts each, a forward with explicit patterns ≈
    two of the step's forwards).  An estimate to plan by — a loaded machine takes longer."""
    steps, every = settings["steps"], settings.get("measure_every", 100)
    per_step = step_flops(settings, n_vocab)
    measure = per_step / settings["batch"] * 192 * 2 / 3
    return (steps * per_step + (steps // every + 2) * measure) / FLOPS_PER_SECOND


def corpus_of(settings):
    from theory.circuits.training.cache import named_corpus
    return named_corpus(settings.get("corpus", "kjv"), settings.get("bpe_vocab"))


def train_recipe(settings, progress=False, device="cpu", state=None, resume=None):
    """Train ``settings`` (a checkpoint's recipe) from scratch: ``(run, corpus)``; ``state``/``resume``:
    :func:`~.training.train_on_corpus`'s (save the whole training state there; continue a saved one)."""
    from theory.circuits.training.corpus_training import train_on_corpus
    corpus = corpus_of(settings)
    kw = {k: v for k, v in settings.items() if k not in ("corpus", "bpe_vocab")}
    run = train_on_corpus(**kw, corpus=corpus, device=device, progress=progress, state=state, resume=resume)
    run.device = str(device)
    return run, corpus


def save_checkpoint(name, run, settings, data_version, directory=None):
    """Write ``run`` as checkpoint ``name`` (two files, atomically) in ``directory`` (default
    :data:`SHIPPED_DIR`); returns the two paths."""
    from theory.circuits.training.cache import save_entry
    from theory.circuits.training.network import TRAINER_VERSION
    if not name or any(c in name for c in "/\\\0") or name.startswith("."):
        raise InputValueError(f"checkpoint name must be a plain file name; got {name!r}")
    return save_entry(name, run, dict(settings), data_version, TRAINER_VERSION, directory or SHIPPED_DIR,
                      extra=dict(recipe=name, machine=machine(), threads=1))


def compare(run, shipped):
    """How a reproduced run differs from the shipped one: ``dict(identical, max_abs_diff, arrays)``
    over the trained and the initial arrays (bit-identical: every array equal, NaN never equal)."""
    diffs = {}
    for which, a, b in (("", run.arrays, shipped.arrays), ("initial.", run.initial_arrays, shipped.initial_arrays)):
        if set(a) != set(b):
            raise InputValueError(f"the reproduction has arrays {sorted(a)}, the checkpoint {sorted(b)}")
        for k in a:
            x, y = np.asarray(a[k], dtype=np.float32), np.asarray(b[k], dtype=np.float32)
            diffs[which + k] = float(np.max(np.abs(x.astype(np.float64) - y))) if x.shape == y.shape else float("inf")
    identical = all(np.array_equal(np.asarray(run.arrays[k], np.float32), np.asarray(shipped.arrays[k], np.float32))
                    for k in run.arrays) and \
        all(np.array_equal(np.asarray(run.initial_arrays[k], np.float32),
                           np.asarray(shipped.initial_arrays[k], np.float32)) for k in run.initial_arrays)
    worst = max(diffs.values()) if diffs else 0.0
    return dict(identical=bool(identical), max_abs_diff=worst if np.isfinite(worst) else None, arrays=diffs)


def check_reproducible(meta, corpus_version=None):
    """Refuse, before training, a recipe this installation cannot reproduce: another trainer version,
    or (given) another corpus version."""
    from theory.circuits.training.network import TRAINER_VERSION
    if meta.get("trainer_version") != TRAINER_VERSION:
        raise InputValueError(f"the checkpoint was trained by trainer {meta.get('trainer_version')!r}, this "
                              f"installation's is {TRAINER_VERSION!r}: its weights cannot be reproduced here")
    if corpus_version is not None and meta.get("data_version") != corpus_version:
        raise InputValueError(f"the checkpoint was trained on corpus version {meta.get('data_version')!r}, this "
                              f"installation's corpus is {corpus_version!r}")
