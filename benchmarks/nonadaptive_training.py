"""Benchmark: Models B and C at depth — one run of the tuple-sampling trainer against the exhaustive one (issue 12).

Run: ``python benchmarks/nonadaptive_training.py``.  Same process, one torch thread.  For each
(K, M) on T(K, 1/2) and each of B, C it prints the CPU seconds (``time.process_time``, which
other processes' load inflates less than wall time) of one whole run of
:func:`~theory.inference.training.nonadaptive.train_nonadaptive` at its default
600 steps, the exhaustive trainer's CPU ms per step (batch 128, N = 200; "refused" past its
size limit) and its projected 1500-step run (``proofs/_runs/linear_attention.py``'s budget), and the ratio
of the two runs — the exhaustive run over the depth trainer's — plus the depth trainer's MSE
over MSE_na(M) (seed 0; the exhaustive trainer is not run to the end).
"""
import time

import numpy as np
import torch

from theory.errors import TooLargeError
from theory.inference import TreePrior, optimal_nonadaptive
from theory.inference.training.nonadaptive import train_nonadaptive
from theory.inference.training.linear_attention import check, sample_moments_batch, Trainer, meanfield_mse, retain_freed_memory

BATCH, N_TOKENS, STEPS, REPS = 128, 200, 1500, 3
SIZES = ((3, 2), (4, 2), (4, 3), (5, 2), (5, 3), (5, 4))


def _exhaustive_step(prior, kind, M):
    try:
        check(prior, kind, M, BATCH)
    except TooLargeError:
        return None
    u, th = (torch.as_tensor(x, dtype=torch.float32) for x in sample_moments_batch(prior, BATCH, N_TOKENS, 0.0, 0, "moments"))
    tr = Trainer(torch, prior, kind, M, 64, 32, 3e-3, 3e-3, 0)

    def step():
        tr.opt.zero_grad()
        tr.expected_loss(u, th, M)[0].backward()
        tr.opt.step()
    step()
    t0 = time.process_time()
    for _ in range(REPS):
        step()
    return (time.process_time() - t0) / REPS


def main():
    retain_freed_memory()
    torch.set_num_threads(1)
    print(f"torch threads {torch.get_num_threads()}; depth trainer: one run of 600 steps (CPU s); exhaustive: CPU ms per "
          f"step (batch {BATCH}, mean of {REPS}) and projected {STEPS}-step run")
    print(f"{'prior':9} {'M':>2} {'kind':>4} {'depth run s':>11} {'MSE/MSE_na':>10} {'exh. ms/step':>12} "
          f"{'exh. run s':>10} {'ratio':>7}")
    for K, M in SIZES:
        T = TreePrior(K, "1/2")
        na = float(optimal_nonadaptive(T, M).mse)
        for kind in "BC":
            t0 = time.process_time()
            model = train_nonadaptive(T, kind, M, seed=0)
            depth = time.process_time() - t0
            ratio = meanfield_mse(model, T)[0] / na
            ex = _exhaustive_step(T, kind, M)
            print(f"T({K},1/2) {M:>2} {kind:>4} {depth:11.1f} {ratio:10.3f} " +
                  (f"{1e3 * ex:12.1f} {ex * STEPS:10.0f} {ex * STEPS / depth:7.1f}" if ex is not None else
                   f"{'refused':>12} {'—':>10} {'—':>7}"), flush=True)


if __name__ == "__main__":
    np.seterr(all="raise")
    main()
