"""Benchmark: Model A's training step, sampled routing prefixes against exhaustive enumeration (issue 12).

Run: ``python benchmarks/sampled_training.py``.  Same process, same settings (batch 128,
N = 200, moments sampler, 1 torch thread), S = 4 sampled prefixes per context.  For each
(K, M) it times forward + backward + Adam step of both estimators where they run (the
exhaustive one is refused above its size limit), prints the ratio, and the projected time of
1500 steps — the training budget of ``proofs/_runs/linear_attention.py`` — to show the largest (K, M) each
trains within one minute.  Times are CPU seconds of this process (``time.process_time``),
which the load of other processes on a shared machine inflates less than wall time.
"""
import numpy as np
import torch

from _steps import cpu_seconds_per_step, exhaustive_step
from theory.inference import TreePrior
from theory.inference.training.sampled import SampledA
from theory.inference.training.linear_attention import sample_moments_batch, retain_freed_memory

BATCH, N_TOKENS, S, STEPS, REPS = 128, 200, 4, 1500, 5


def _time(step):
    return cpu_seconds_per_step(step, REPS)


def _steps(prior, M):
    u, th = (torch.as_tensor(x, dtype=torch.float32) for x in sample_moments_batch(prior, BATCH, N_TOKENS, 0.0, 0, "moments"))
    out = {}
    sampled = SampledA(torch, prior, "A", M, 64, 32, 3e-3, 3e-3, 0)
    gen = torch.Generator().manual_seed(0)

    def s_step():
        sampled.opt.zero_grad()
        sampled.surrogate(u, th, M, S, gen)[0].backward()
        sampled.opt.step()
    out["sampled"] = _time(s_step)
    e_step = exhaustive_step(prior, M, u, th, router_lr=3e-3)
    out["exhaustive"] = None if e_step is None else _time(e_step)
    return out


def main():
    retain_freed_memory()
    torch.set_num_threads(1)
    print(f"torch threads {torch.get_num_threads()}; batch {BATCH}, N = {N_TOKENS}, S = {S}; CPU ms per step "
          f"(mean of {REPS}); projected CPU seconds for {STEPS} steps")
    print(f"{'prior':10} {'M':>2} {'D^M':>10} {'exhaustive':>11} {'sampled':>9} {'ratio':>7} {'1500 steps ex.':>15} "
          f"{'1500 steps s.':>14}")
    for K, Ms in ((2, (2, 3, 4)), (3, (2, 3)), (4, (2, 3, 4)), (5, (2, 3, 4))):
        T = TreePrior(K, "1/2")
        for M in Ms:
            r = _steps(T, M)
            ex, sa = r["exhaustive"], r["sampled"]
            print(f"T({K},1/2)  {M:>2} {T.dim ** M:>10} " + (f"{1e3 * ex:11.1f}" if ex else f"{'refused':>11}") +
                  f"{1e3 * sa:9.1f} " + (f"{ex / sa:7.1f}" if ex else f"{'—':>7}") +
                  (f"{ex * STEPS:15.0f}" if ex else f"{'—':>15}") + f"{sa * STEPS:14.0f}", flush=True)


if __name__ == "__main__":
    np.seterr(all="raise")
    main()
