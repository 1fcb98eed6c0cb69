"""Benchmark: one training step of Models A, B, C at the L1 settings (issue 17).

T(3, 1/2) (D = 14), M = 2, batch 128, N = 200 tokens, exact expected loss over every routing
branch (A: 14² = 196 branches, B/C: 14·13 = 182).  Run: ``python benchmarks/training_step.py``.

A step is split into data sampling, forward over the branches, backward, optimiser, and the
held-out evaluation amortised over the ``steps // 50 = 30`` steps between evaluations.  The
reference is today's trainer before issue 17, kept callable as
:class:`theory.inference.learning._training_legacy.LegacyTrainer`, timed in the same process:

1. ``legacy``: the old step as a user got it — torch's default thread count, glibc's default
   malloc (run first, before anything changes the allocator);
2. ``new``: :func:`theory.inference.learning.training.train_linear_attention`'s step — moments drawn
   from their exact law (:func:`~theory.inference.models.data.sample_moments`), 1 torch thread,
   freed memory retained (:func:`~theory.inference.learning.training.retain_freed_memory`), held-out
   moments computed once;
3. ``legacy, same threads/malloc``: the old step under the new run's thread count and
   allocator, separating what the environment settings buy from what the code changes buy.

Profile measured on 2026-11-30 at commit 9701100 (2 cores shared with other engineers' jobs,
load average 2.4; milliseconds per step, medians of 12 steps)::

    model  path                              sample   forward  backward optimiser   eval/30     total
    A      legacy (2 threads)                  18.6     350.4     254.5       8.7       7.2     639.4
    B      legacy (2 threads)                  17.7     118.3      60.3       0.9       0.4     197.6
    C      legacy (2 threads)                   9.2      58.1      62.9      14.9       0.3     145.5
    A      new (1 thread)                       0.7      10.0      11.8       0.9       1.6      25.1
    A      legacy, same threads/malloc          5.3      10.7      12.0       1.0       2.4      31.3
    B      new (1 thread)                       0.7       8.1      10.0       0.7       0.8      20.2
    B      legacy, same threads/malloc          5.2       7.9       9.6       0.7       1.6      24.9
    C      new (1 thread)                       0.5       1.3       1.1       0.3       0.0       3.2
    C      legacy, same threads/malloc          5.0       2.8       3.3       0.4       0.3      11.7

    new step vs legacy step: A 25.5x, B 9.8x, C 45.2x cheaper;
    vs the legacy step under the same threads and allocator: A 1.3x, B 1.2x, C 3.6x.

A second run at 03:16 UTC, load average ≈ 10 (after merging main, commit f1e872b): totals
legacy A 1856, B 838, C 552 ms; new A 180, B 164, C 31 ms — new vs legacy A 10.3x, B 5.1x,
C 17.9x; vs legacy under the same threads and allocator A 1.3x, B 1.3x, C 2.7x.  So the
10x target of issue 17 holds for A and C but not for B under heavy load: B's remaining cost
is the arithmetic of the exact enumeration (182 branch rows per context through the
decoder MLP), which this issue keeps unchanged.

Where the time went: almost all of it in forward and backward over the 128 × 196 (A) or
128 × 182 (B) branch rows of the decoder MLP *with two intra-op threads on two loaded
cores* — a second thread spin-waits for a core, so small ops took 5–30× longer than with
one thread — and in page-faulting fresh ``mmap`` memory for every few-MB activation
(a 25 000 × 64 ReLU backward took ≈ 11 ms).  Sampling 128 × 200 × 14 normals to form one
14-vector per context cost 5–18 ms.  What remains at one thread is arithmetic: the
decoder's 64 × 64 layer over ~25 000 rows, forward and backward — the exhaustive enumeration
itself, which only a sampled estimator removes (:mod:`theory.inference.learning.sampled_training`).
The ratios move with the machine's load (the legacy two-thread step suffers most under
load); B's ratio is the smallest and near 10×.
"""
import os
import statistics
import time

import numpy as np
import torch

from theory.inference import TreePrior
from theory.inference.learning._training_legacy import LegacyTrainer
from theory.inference.learning.training import _sample, _Trainer, retain_freed_memory

PRIOR, M, BATCH, N_TOKENS, EVAL_EVERY, REPS = TreePrior(3, "1/2"), 2, 128, 200, 30, 12
PHASES = ("sample", "forward", "backward", "optimiser", "eval/30", "total", "CPU")


def _legacy_phases(tr):
    t = [time.perf_counter()]
    u, th = tr.sample()
    t.append(time.perf_counter())
    loss, ent = tr.expected_loss(u, th, M)
    t.append(time.perf_counter())
    tr.backward(loss, ent)
    t.append(time.perf_counter())
    tr.optimiser_step()
    t.append(time.perf_counter())
    return [b - a for a, b in zip(t, t[1:])]


def _legacy_eval(tr):
    t0 = time.perf_counter()
    tr.held_out_mse()
    return (time.perf_counter() - t0) / EVAL_EVERY


def _new(kind):
    tr = _Trainer(torch, PRIOR, kind, M, 64, 32, 3e-3, 3e-3, 0)
    rng = np.random.default_rng(0)
    held_u, held_th = _sample(PRIOR, 2000, N_TOKENS, 0.0, 10**6, "moments")

    def phases():
        t = [time.perf_counter()]
        u, th = _sample(PRIOR, BATCH, N_TOKENS, 0.0, int(rng.integers(2**31)), "moments")
        u, th = torch.as_tensor(u, dtype=torch.float32), torch.as_tensor(th, dtype=torch.float32)
        t.append(time.perf_counter())
        loss, _ = tr.expected_loss(u, th, M)
        t.append(time.perf_counter())
        tr.opt.zero_grad()
        loss.backward()
        t.append(time.perf_counter())
        tr.opt.step()
        t.append(time.perf_counter())
        return [b - a for a, b in zip(t, t[1:])]

    def evaluate():
        t0 = time.perf_counter()
        th_hat = tr.export()._forward(held_u, None)[0]
        float(np.mean(((th_hat - held_th) ** 2).sum(axis=1)))
        return (time.perf_counter() - t0) / EVAL_EVERY

    return phases, evaluate


def _timed(phases):
    c0 = time.process_time()
    row = phases()
    return row + [time.process_time() - c0]


def _measure(phases, evaluate):
    phases()                                                   # warm-up
    rows = [_timed(phases) for _ in range(REPS)]
    ev = statistics.median(evaluate() for _ in range(3))
    per = [statistics.median(r[i] for r in rows) for i in range(4)] + [ev]
    return per + [sum(per), statistics.median(r[4] for r in rows)]


def _legacy(kind):
    tr = LegacyTrainer(PRIOR, kind, M, BATCH, N_TOKENS, seed=0)
    return (lambda: _legacy_phases(tr)), (lambda: _legacy_eval(tr))


def main():
    default_threads = torch.get_num_threads()
    results = {}
    for kind in "ABC":
        results[kind, f"legacy ({default_threads} threads)"] = _measure(*_legacy(kind))
    retain_freed_memory()
    torch.set_num_threads(1)
    for kind in "ABC":
        results[kind, "new (1 thread)"] = _measure(*_new(kind))
        results[kind, "legacy, same threads/malloc"] = _measure(*_legacy(kind))
    print(f"torch {torch.__version__}; default threads {default_threads}, new path threads {torch.get_num_threads()}; "
          f"T(3, 1/2), M = {M}, batch {BATCH}, N = {N_TOKENS}; ms per step (median of {REPS}; CPU = the process's "
          f"CPU time per step without eval, all threads); load average {os.getloadavg()[0]:.1f}")
    print(f"{'model':6} {'path':30}" + "".join(f"{p:>10}" for p in PHASES))
    for (kind, path), row in results.items():
        print(f"{kind:6} {path:30}" + "".join(f"{1e3 * v:10.1f}" for v in row))
    for kind in "ABC":
        new = results[kind, "new (1 thread)"][-2]
        old = results[kind, f"legacy ({default_threads} threads)"][-2]
        same = results[kind, "legacy, same threads/malloc"][-2]
        cpu = results[kind, f"legacy ({default_threads} threads)"][-1] / results[kind, "new (1 thread)"][-1]
        print(f"Model {kind}: new step {old / new:.1f}x cheaper than the legacy step (wall; CPU time {cpu:.1f}x); "
              f"{same / new:.1f}x cheaper than the legacy step under the same threads and allocator")


if __name__ == "__main__":
    main()
