"""Timing pieces shared by the training-step benchmarks (``sampled_training.py``, ``meanfield_training.py``).

Not a benchmark itself: the scripts import it from their own folder (``python benchmarks/<name>.py``).
"""
import time

import torch

from theory.errors import TooLargeError
from theory.inference.training.linear_attention import check, Trainer


def cpu_seconds_per_step(step, reps):
    """Mean CPU seconds (``time.process_time``: load from other processes inflates it less than
    wall time) of ``reps`` calls of ``step`` after one warm-up call."""
    step()
    t0 = time.process_time()
    for _ in range(reps):
        step()
    return (time.process_time() - t0) / reps


def exhaustive_step(prior, M, u, theta, router_lr):
    """One forward + backward + Adam step of Model A's exhaustive enumeration over every routing
    branch (:class:`theory.inference.training.linear_attention.Trainer`, fresh weights, seed 0) on the
    batch ``(u, theta)``, or ``None`` where the enumeration is refused for its size."""
    try:
        check(prior, "A", M, u.shape[0])
    except TooLargeError:
        return None
    trainer = Trainer(torch, prior, "A", M, 64, 32, 3e-3, router_lr, 0)

    def step():
        trainer.opt.zero_grad()
        trainer.expected_loss(u, theta, M)[0].backward()
        trainer.opt.step()
    return step
