"""Benchmark: the default ``theory analyse`` on a 135M-class Llama's quantized GGUF, one thread
(issue 30 item 7: under 15 s wall and 2 GB on one thread).

Run: ``python benchmarks/analyse_real_shape.py [--keep DIR]`` (needs the ``gguf`` extra).

* A random-weight Llama of the public 135M-class shape — 30 layers × 9 query heads on 3 key/value
  groups, d_model 576, d_head 64, SwiGLU 1536, vocabulary 49 152, tied embeddings, weights
  N(0, 0.02²) — is written as a Hugging Face folder and converted to a Q8_0 GGUF file the way
  llama.cpp's converter does (``tests/gguf_writer.py``).
* **default**: ``theory analyse FILE --threads 1 --json OUT`` in a fresh subprocess — no other
  option — timed from the command's start (imports included): wall, CPU, peak RSS.
* **steps**: the same analysis in a fresh subprocess with a progress callback, each step's CPU
  seconds (load, OV/QK circuits, composition, previous-token score, weights rule, behavioural
  probe, mechanism).
* **with induction heads**: random weights form no induction head, so the mechanism's mean
  ablation (one pass per partner and control head) never runs on them.  To time it at this shape
  the behavioural labels of 8 heads (layers 6–24) are *planted* (their induction score set to 0.8
  after the real probe; the printed drops mean nothing) and the whole ``analyse`` runs as by
  default: 16 ablated heads whose K-composition partners are wherever the random weights put them
  (2–15 layers earlier: longer spans than a previous-token → induction pair usually has).

Measured (2026-12-02, 2-core machine with one or two background trainings, load average 1.6–2.9,
one thread); before the day's speed work the default run took 18.8 s wall and 1.62 GB:

    02:08 UTC  default: 9.55 s wall, 9.20 s CPU (imports included), peak RSS 1.32 GB
               steps: 7.26 s after import (load 0.66, OV/QK 1.42, composition 2.21, previous-token 0.81,
                      weights rule 0.71, behavioural probe 1.35, mechanism 0.03)
               with 8 planted induction heads: 11.01 s after import (mean ablation 3.41)
    01:50 UTC  (before the single-precision ablation) with 8 planted induction heads: 13.4 s after
               import (mean ablation 5.7)
"""
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SMOL = dict(n_layers=30, n_heads=9, n_kv=3, d_model=576, d_head=64, d_mlp=1536, n_vocab=49152)

STEPS = r"""
import dataclasses, json, sys, time
from theory.system.threads import blas_threads
blas_threads(1)
from theory.circuits.loading import load
from theory.circuits.report import analyse as R
plant = sys.argv[2] == "plant"
if plant:                                   # 8 planted induction labels (timing only: the drops mean nothing)
    real = R.behaviour_scores
    def planted(model, *a, **k):
        b = real(model, *a, **k)
        if k.get("attention_only"):
            return b
        ind = b.induction.copy()
        for l, h in [(6, 1), (8, 4), (10, 2), (12, 7), (14, 0), (17, 3), (20, 5), (24, 8)]:
            ind[l * 9 + h] = 0.8
        return dataclasses.replace(b, induction=ind)
    R.behaviour_scores = planted
t0, c0 = time.perf_counter(), time.process_time()
m = load(sys.argv[1])
steps, last = [["load", time.process_time() - c0]], [time.process_time()]
def say(msg):
    now = time.process_time()
    steps[-1][1] += now - last[0] if len(steps) > 1 else 0.0
    steps.append([msg.split(":")[0].split(" (")[0][:40], 0.0])
    last[0] = now
r = R.analyse(m, progress=say)
say("end")
print(json.dumps(dict(steps=steps[:-1], wall=time.perf_counter() - t0, cpu=time.process_time() - c0,
                      line=r.mechanism.line() if r.mechanism else None)))
"""


def default_run(path, out):
    env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", PYTHONPATH=ROOT)
    t0 = time.perf_counter()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run([sys.executable, "-m", "theory.cli", "analyse", path, "--threads", "1", "--json", out],
                       env=env, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode != 0:
        sys.exit(f"theory analyse exited {p.returncode}:\n{p.stderr[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, after.ru_maxrss / 1e6


def steps_run(path, mode):
    env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", PYTHONPATH=ROOT)
    p = subprocess.run([sys.executable, "-c", STEPS, path, mode], env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"steps run failed:\n{p.stderr[-2000:]}")
    return json.loads(p.stdout.strip().splitlines()[-1])


def main():
    sys.path[:0] = [ROOT]
    from tests.circuits.models.test_sizes import write_llama
    from tests.gguf_writer import write_llama_gguf
    keep = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else None
    with tempfile.TemporaryDirectory() as tmp:
        base = keep or tmp
        path = os.path.join(base, "smol-q8_0.gguf")
        if not os.path.exists(path):
            write_llama_gguf(write_llama(os.path.join(base, "hf"), **SMOL), None, path, "Q8_0")
        print(f"load average {os.getloadavg()[0]:.2f}; {path} ({os.path.getsize(path) / 1e6:.0f} MB)")
        wall, cpu, rss = default_run(path, os.path.join(base, "heads.json"))
        print(f"default: {wall:.2f} s wall, {cpu:.2f} s CPU, peak RSS {rss:.2f} GB (target: under 15 s, 2 GB)")
        for mode in ("plain", "plant"):
            r = steps_run(path, mode)
            parts = ", ".join(f"{k} {v:.2f}" for k, v in r["steps"])
            print(f"{'with 8 planted induction heads' if mode == 'plant' else 'steps'}: {r['wall']:.2f} s wall "
                  f"after import ({parts})")
        print(f"load average {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
