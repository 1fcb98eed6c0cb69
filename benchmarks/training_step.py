"""Benchmark: one training step of Models A, B, C at the L1 settings (issue 17).

T(3, 1/2) (D = 14), M = 2, batch 128, N = 200 tokens, exact expected loss over every routing
branch (A: 14² = 196 branches, B/C: 14·13 = 182).  Run: ``python benchmarks/training_step.py``.

A step is split into data sampling, forward over the branches, backward, optimiser, and the
held-out evaluation amortised over the ``steps // 50 = 30`` steps between evaluations.  The
reference is today's trainer before issue 17, kept callable as
:class:`theory.inference._training_legacy.LegacyTrainer`, timed in the same process:

1. ``legacy``: the old step as a user got it — torch's default thread count, glibc's default
   malloc (run first, before anything changes the allocator);
2. ``new``: :func:`theory.inference.training.train_linear_attention`'s step — moments drawn
   from their exact law (:func:`~theory.inference.data.sample_moments`), 1 torch thread,
   freed memory retained (:func:`~theory.inference.training.retain_freed_memory`), held-out
   moments computed once;
3. ``legacy, same threads/malloc``: the old step under the new run's thread count and
   allocator, separating what the environment settings buy from what the code changes buy.

Profile (2 cores, machine loaded by other engineers, load average ≈ 2–3; milliseconds per
step, medians of repeated steps; the table printed by this script)::

    model  path                         sample  forward  backward  optimiser  eval/30   total
    A      legacy (2 threads)             14.9     58.6     170.9        2.0      1.8   248.2
    ...

(see the numbers recorded in the README; they vary with the load).  Where the time went before:
the backward pass over 128 × 196 branch rows of the decoder MLP, with two threads fighting
over two loaded cores (a 25 000 × 64 ReLU backward took ~11 ms: fresh mmap pages every
step), and drawing 128 × 200 × 14 normals per step to form a 14-vector per context.
"""
import statistics
import time

import numpy as np
import torch

from theory.inference import TreePrior
from theory.inference._training_legacy import LegacyTrainer
from theory.inference.training import _sample, _Trainer, retain_freed_memory

PRIOR, M, BATCH, N_TOKENS, EVAL_EVERY, REPS = TreePrior(3, "1/2"), 2, 128, 200, 30, 12
PHASES = ("sample", "forward", "backward", "optimiser", "eval/30")


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


def _measure(phases, evaluate):
    phases()                                                   # warm-up
    rows = [phases() for _ in range(REPS)]
    ev = statistics.median(evaluate() for _ in range(3))
    per = [statistics.median(r[i] for r in rows) for i in range(4)] + [ev]
    return per + [sum(per)]


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
          f"T(3, 1/2), M = {M}, batch {BATCH}, N = {N_TOKENS}; ms per step (median of {REPS})")
    print(f"{'model':6} {'path':30}" + "".join(f"{p:>10}" for p in PHASES) + f"{'total':>10}")
    for (kind, path), row in results.items():
        print(f"{kind:6} {path:30}" + "".join(f"{1e3 * v:10.1f}" for v in row))
    for kind in "ABC":
        new = results[kind, "new (1 thread)"][-1]
        old = results[kind, f"legacy ({default_threads} threads)"][-1]
        same = results[kind, "legacy, same threads/malloc"][-1]
        print(f"Model {kind}: new step {old / new:.1f}x cheaper than the legacy step; "
              f"{same / new:.1f}x cheaper than the legacy step under the same threads and allocator")


if __name__ == "__main__":
    main()
