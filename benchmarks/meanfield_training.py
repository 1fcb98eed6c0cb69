"""Benchmark: Model A's mean-field training step (issue 12) against exhaustive branch enumeration.

Run: ``python benchmarks/meanfield_training.py``.  Same process, one torch thread, tree priors
T(K, 1/2).  Both estimators minimise the same objective — the mean-field expected loss over
every leaf of the prior and every routing branch: the exhaustive one
(:class:`theory.inference.training.linear_attention.Trainer`, batch = the 2^K leaves, readings u = θ)
enumerates all D^M branches; the new one
(:func:`theory.inference.training.meanfield.train_meanfield_depths`) samples S routing
prefixes per leaf and enumerates only the last layer.  A step is forward + backward + Adam at
freshly initialised weights — the new trainer's worst case: once its earlier routers settle,
repeated prefixes are enumerated once, and its steps get cheaper.

Printed: CPU seconds per step of each (``time.process_time``, which load from other processes
inflates less than wall time), their ratio where both run, and the projected CPU time of one
training run — the exhaustive trainer at the 1500 steps of ``proofs/_runs/linear_attention.py``, the new one
at its per-(prior, seed) budget in ``proofs/_runs/depth.py`` (phase m takes ``m·steps`` per
candidate, ``restarts`` candidates per phase, the ``deep`` phases their own multiplier and
candidates, screened ones run on only in part:
:func:`~theory.inference.training.meanfield.planned_total_steps`, the plan the trainer runs; one run trains every depth 1…M at once; priced at the fresh-weights step cost,
an upper bound; the table below was measured at the first settings, without ``deep``) — marking the sizes that fit in one minute.

Measured on 2026-11-30 (2 cores shared by several engineers, load average ≈ 10; ratios from the
same process, CPU seconds per step at fresh weights):

    K  M        D^M  exhaustive     new  ratio   exhaustive, 1500 steps   new, full L5 budget
    2  2         36      0.0015  0.0020    0.8        2 s                      4 s
    2  3        216      0.0025  0.0025    1.0        4 s                      9 s
    3  2        196      0.0023  0.0022    1.0        3 s                      4 s
    3  3      2 744      0.0172  0.0031    5.6       26 s                     11 s
    4  2        900      0.0110  0.0043    2.5       16 s                      8 s
    4  3     27 000     refused  0.0052      –         –                      19 s
    5  2      3 844      0.0938  0.0149    6.3      141 s                     27 s
    5  3    238 328     refused  0.0155      –         –                      56 s
    5  4  1.5·10^7      refused  0.0180      –         –                     108 s
    6  4  2.5·10^8      refused  0.0914      –         –                     549 s
    7  4  4.2·10^9      refused  0.694       –         –                    4161 s
    7  6  2.7·10^14     refused  0.717       –         –                    9033 s

The new step's cost grows with D (leaves × D decoder rows), not with D^M: equal to enumeration
where D^M ≤ 200, 5.6–6.3 × cheaper at 2 744–3 844 branches, and it runs where enumeration is
refused.  Largest size trained within one CPU minute: exhaustive K = 4, M = 2 and K = 3, M = 3
(1500 steps); new K = 5, M = 3 (every depth 1…3, two candidates per phase, priced at the
fresh-weight step — settled runs are cheaper: L5's six K = 5, M = 4 growth runs took ≈ 8 CPU
minutes in all, B and C included).

At L5's second settings (``deep``: 3 candidates per phase, 4 at depth 4 with twice the steps;
the budget from ``planned_steps``), idle machine, 2026-11-30 08:45 UTC, commit after 01e8c77:
ratios where both run 0.8–1.0 at D^M ≤ 216, 3.6 at T(3), M = 3, 7.8 at T(5), M = 2; one growth
run priced at fresh weights: K = 5, M = 2 42 s, K = 4, M = 3 38 s (the largest within one CPU
minute), K = 5, M = 3 97 s, K = 5, M = 4 330 s.
"""
import torch

from _steps import cpu_seconds_per_step, exhaustive_step
from theory.inference import TreePrior
from theory.inference.training.meanfield import MeanFieldA, planned_total_steps
from theory.inference.training.linear_attention import retain_freed_memory

S, REPS, EXHAUSTIVE_STEPS = 4, 3, 1500
SIZES = [(2, 2), (2, 3), (3, 2), (3, 3), (4, 2), (4, 3), (5, 2), (5, 3), (5, 4), (6, 4), (7, 4), (7, 6)]


def _time(step):
    return cpu_seconds_per_step(step, REPS)


def _budget(M):
    """Training steps of one L5 growth run to depth M (every candidate of every phase)."""
    from theory.proofs._runs.depth import A_SETTINGS
    return planned_total_steps(M, A_SETTINGS["steps"], A_SETTINGS["restarts"], A_SETTINGS["deep"])


def measure(K, M):
    T = TreePrior(K, "1/2")
    th = torch.as_tensor(T.theta_matrix(), dtype=torch.float32)
    new = MeanFieldA(torch, T, M, 64, 32, 3e-3, 1e-2, 0, 8.0)
    gen = torch.Generator().manual_seed(0)

    def n_step():
        new.opt.zero_grad()
        new.surrogate_entropy(th, M, S, gen)[0].backward()
        new.opt.step()
    out = {"new": _time(n_step)}
    e_step = exhaustive_step(T, M, th, th, router_lr=1e-2)
    out["exhaustive"] = None if e_step is None else _time(e_step)
    return out


def main():
    torch.set_num_threads(1)
    retain_freed_memory()
    print(f"torch threads: {torch.get_num_threads()}; S = {S} prefixes per leaf; CPU s per step (mean of {REPS})")
    print(f"{'K':>2} {'M':>2} {'D^M':>12} {'exhaustive':>11} {'new':>9} {'ratio':>7}  "
          f"{'exh. 1500 steps':>15} {'new, budget':>12}")
    for K, M in SIZES:
        D = 2 ** (K + 1) - 2
        t = measure(K, M)
        e, n = t["exhaustive"], t["new"]
        run_e = f"{e * EXHAUSTIVE_STEPS:.0f}s{' ≤1min' if e * EXHAUSTIVE_STEPS <= 60 else ''}" if e else "refused"
        run_n = n * _budget(M)
        print(f"{K:>2} {M:>2} {D ** M:>12.3g} {e if e else float('nan'):>11.4f} {n:>9.4f} "
              f"{(e / n if e else float('nan')):>7.1f}  {run_e:>15} {run_n:>8.0f}s{' ≤1min' if run_n <= 60 else ''}",
              flush=True)


if __name__ == "__main__":
    main()
