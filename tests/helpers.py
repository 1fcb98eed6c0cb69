"""Helpers shared by tests in several folders: a NaN, a tiny checkpoint on disk, closeness without NaN,
the docs' text, ``theory`` run in a subprocess, and a claims file that passes."""
import os
import subprocess
import sys
import time

import numpy as np

from tests.paths import ROOT


NAN = float("nan")


def _tiny_checkpoint(folder):
    from tests.circuits.test_load import gpt2_state, write_dir
    folder.mkdir()
    sd, cfg = gpt2_state()
    return write_dir(folder, sd, cfg)


def _r5_explode(monkeypatch):
    """A learning-rate schedule that blows the weights up (Adam moves each weight by about lr a step)."""
    from theory.circuits.training import corpus_training as training
    monkeypatch.setattr(training, "lr_at", lambda step, steps, lr, warmup: 1e38)


def _close(actual, expected, rtol=1e-10, atol=1e-12):
    """Elementwise ``|a − e| ≤ atol + rtol·|e|``; any non-finite value fails (NaN never passes)."""
    a, e = np.asarray(actual, dtype=float), np.asarray(expected, dtype=float)
    assert a.shape == e.shape, (a.shape, e.shape)
    assert np.all(np.isfinite(a)) and np.all(np.isfinite(e)), (a, e)
    assert np.all(np.abs(a - e) <= atol + rtol * np.abs(e)), (a, e)


def _read(*p):
    return open(os.path.join(ROOT, *p), encoding="utf-8").read()


def _env(**extra):
    env = {k: v for k, v in os.environ.items() if not k.startswith("THEORY_")}
    env.update(PYTHONPATH=ROOT + os.pathsep + env.get("PYTHONPATH", ""), **extra)
    return env


def _python(code, timeout=90, **env):
    """Run ``code`` in a fresh interpreter: (exit code, stdout, stderr, seconds)."""
    t0 = time.monotonic()
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout,
                          env=_env(**env), cwd=ROOT)
    return proc.returncode, proc.stdout, proc.stderr, time.monotonic() - t0


def _theory(args, cwd, timeout=120, stdout=subprocess.PIPE, env=None, **kw):
    """`python -m theory ARGS` in a fresh process (this worktree's package); returns the CompletedProcess."""
    env = dict(os.environ if env is None else env, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""),
               OMP_NUM_THREADS="1", COLUMNS="100")
    return subprocess.run([sys.executable, "-m", "theory", *args], cwd=cwd, env=env, stdout=stdout,
                          stderr=subprocess.PIPE, timeout=timeout, **kw)


_OK = '''
from theory.claims import Claim, Outcome, close_check

def _ok():
    return Outcome([close_check("one", 1.0, 1.0, rtol=0, atol=0),
                    close_check("control: 1 = 2", 1.0, 2.0, rtol=0, atol=0, control=True)])
'''


def _closed_pipe():
    """The write end of a pipe whose reader has gone (`| head -1` after its line): every write is EPIPE."""
    r, w = os.pipe()
    os.close(r)
    return w
