r"""A corpus run's whole training state: saved atomically, on a clock and on SIGTERM/SIGINT, and resumed.

A run of :func:`~theory.circuits.training.segments.train_on_corpus` is a deterministic function of its
recipe (the settings, the corpus' version) and of the trainer (:data:`~.training.TRAINER_VERSION`): step ``s`` reads
the weights and Adam's moments after step ``s − 1``, the training stream's position (a NumPy generator:
every context is drawn from it, so its state *is* the data cursor) and the schedule.  Saving those after a
step and restoring them before the next continues the run exactly where it was: on the same machine and
versions, a resumed run's weights, loss log and phase-change curve equal an uninterrupted run's bit for
bit (tested, interrupting at several points and mid-save).  The measurement data (held-out contexts and
repeated random tokens) are drawn again from their own fixed seed; the initial weights are kept in the
state (the reference the analysis compares with).

The state (:func:`save_state`, one file, ``torch.save`` of tensors, numbers and strings only, read back
with ``weights_only=True`` so loading runs no code from the file):

* ``format`` / ``version``: :data:`FORMAT`, :data:`VERSION`; ``trainer``: :data:`~.training.TRAINER_VERSION`;
* ``recipe``: the run's settings (as passed to ``train_on_corpus``, ``steps`` the planned end) and the
  corpus' name and version;
* ``step``: steps done; ``params``, ``initial`` (arrays), ``optimizer`` (Adam's ``state_dict``);
* ``rng``: the training stream's ``bit_generator.state``; ``pending``: the losses since the last
  measurement (float32, as the trainer holds them); ``log``, ``curve``; ``seconds``: training time so far.

Files are written by :func:`theory.system.files.write_file` (a temporary file in the same folder, flushed, then
``os.replace``): a process killed while saving leaves the previous state intact.  The path must be a
regular file or a new name — a folder, FIFO or device is refused before any training
(:func:`check_state_path`).

Stopping (:class:`StopSignals`): while a run that saves state trains, SIGTERM and SIGINT only set a flag;
the trainer finishes its step, saves, and raises :class:`~theory.errors.TrainingStopped` naming the file
and the step.  A second signal interrupts at once (``KeyboardInterrupt``), the last saved state intact.
"""
from __future__ import annotations

import os
import signal
import stat
import threading
import time

from theory.errors import InputTypeError, InputValueError, OutputFileError

FORMAT = "theory.circuits.training-state"
VERSION = 1
#: seconds of this process' CPU time between saves, by default (a save of a d_model 128 run: ≈ 0.05 s)
SAVE_EVERY = 180.0
#: settings a resumed run may change: the planned end (a run is extended, or ended earlier)
EXTENSIBLE = ("steps",)


def check_state_path(path, what="state"):
    """``path`` as a string, refused (:class:`~theory.errors.OutputFileError`) unless it is a regular file
    or a new name in an existing folder — before any training: a FIFO would block the save, a folder or
    device cannot be replaced."""
    if isinstance(path, bool) or not isinstance(path, (str, os.PathLike)):
        raise InputTypeError(f"{what} must be a file path; got {path!r} of type {type(path).__name__}")
    path = os.fspath(path)
    if not path or "\0" in path:
        raise InputValueError(f"{what} must be a file path; got {path!r}")
    try:
        st = os.stat(path)
    except FileNotFoundError:
        folder = os.path.dirname(os.path.abspath(path))
        if not os.path.isdir(folder):
            raise OutputFileError(f"{what} {path}: its folder {folder} does not exist") from None
        if not os.access(folder, os.W_OK):
            raise OutputFileError(f"{what} {path}: its folder {folder} is not writable") from None
        return path
    except OSError as exc:
        raise OutputFileError(f"{what} {path}: cannot be used ({exc.strerror or exc})") from None
    if not stat.S_ISREG(st.st_mode):
        kind = "a directory" if stat.S_ISDIR(st.st_mode) else "a FIFO" if stat.S_ISFIFO(st.st_mode) else \
            "not a regular file"
        raise OutputFileError(f"{what} {path}: is {kind}; a training state is written only to a regular file "
                              f"or a new path")
    return path


def _dump(torch, doc, tmp):
    torch.save(doc, tmp)


def save_state(torch, path, doc):
    """Write ``doc`` (the state dict) to ``path`` atomically (:func:`theory.system.files.write_file`)."""
    from theory.system.files import write_file
    write_file(path, lambda tmp: _dump(torch, doc, tmp), suffix=".state.tmp", what="training state")


def load_state(torch, path, trainer):
    """The state saved at ``path``, checked: a file this package wrote (:data:`FORMAT`, :data:`VERSION`)
    by the trainer ``trainer`` (:data:`~.training.TRAINER_VERSION` — another trainer's steps would not
    continue the same run).  Refused by name: :class:`~theory.errors.InputValueError`."""
    path = os.fspath(path)
    if not os.path.isfile(path):
        raise InputValueError(f"resume: {path} is not a file (a training state written by a run with state=…)")
    try:
        doc = torch.load(path, map_location="cpu", weights_only=True)
    except Exception as exc:        # a truncated or foreign file: torch raises several kinds
        raise InputValueError(f"resume: {path} is not a readable training state ({type(exc).__name__}: "
                              f"{str(exc).splitlines()[0][:200] if str(exc) else ''})") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise InputValueError(f"resume: {path} is not a training state of this package (format "
                              f"{doc.get('format') if isinstance(doc, dict) else type(doc).__name__!r}, "
                              f"expected {FORMAT!r})")
    if doc.get("version") != VERSION:
        raise InputValueError(f"resume: {path} has state version {doc.get('version')!r}; this installation "
                              f"reads version {VERSION}")
    if doc.get("trainer") != trainer:
        raise InputValueError(f"resume: {path} was written by trainer {doc.get('trainer')!r}; this installation's "
                              f"is {trainer!r}, whose steps differ: the run cannot continue here")
    return doc


def recipe_differences(saved, given):
    """``[(name, saved value, given value)]`` for the settings a resumed run must keep (every one but
    :data:`EXTENSIBLE`)."""
    keys = sorted(set(saved) | set(given))
    return [(k, saved.get(k), given.get(k)) for k in keys
            if k not in EXTENSIBLE and saved.get(k) != given.get(k)]


class StopSignals:
    """Within ``with StopSignals() as stop:`` SIGTERM and SIGINT set ``stop.requested`` (the signal's
    name) instead of ending the process; a second one raises ``KeyboardInterrupt``.  The previous
    handlers come back on exit.  Outside the main thread (where Python cannot set handlers) it does
    nothing and ``requested`` stays ``None``."""

    SIGNALS = ("SIGTERM", "SIGINT")

    def __init__(self):
        self.requested, self._old = None, {}

    def _handle(self, signum, frame):
        if self.requested is not None:
            raise KeyboardInterrupt(f"a second {signal.Signals(signum).name} while saving the training state")
        self.requested = signal.Signals(signum).name

    def __enter__(self):
        if threading.current_thread() is threading.main_thread():
            for name in self.SIGNALS:
                sig = getattr(signal, name, None)
                if sig is not None:
                    self._old[sig] = signal.signal(sig, self._handle)
        return self

    def __exit__(self, *exc):
        for sig, old in self._old.items():
            signal.signal(sig, old)
        self._old = {}
        return False


class Saver:
    """When and where a corpus run saves its state: to ``path`` every ``every`` seconds of this process'
    CPU time (and when stopped by a signal, and at the end)."""

    def __init__(self, path, every=SAVE_EVERY, recipe=None):
        self.path, self.every, self.recipe = path, every, dict(recipe or {})
        self.last = time.process_time()
        self.saves, self.save_seconds = 0, 0.0

    def due(self):
        return time.process_time() - self.last >= self.every

    def save(self, torch, doc):
        t = time.perf_counter()
        save_state(torch, self.path, doc)
        self.last = time.process_time()
        self.saves += 1
        self.save_seconds += time.perf_counter() - t
