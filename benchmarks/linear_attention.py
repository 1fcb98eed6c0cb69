"""Benchmark: Model A on 10⁴ contexts of N = 1000 tokens, T(5, 1/2) (D = 62), M = 5.

Run: ``python benchmarks/linear_attention.py``.  Ratios against references in the same
process:

* vectorised ``model.run`` over batches of contexts (data generated per chunk; generation
  time reported separately);
* per-context loop A: ``model.run`` called on one context at a time (numpy inside);
* per-context loop B: ``model.run_loop`` (one context and one token at a time), timed on a
  sample and extrapolated.
"""
import time

import numpy as np

from theory.inference import TreePrior
from theory.inference.models.data import sample_contexts
from theory.inference.models.linear_attention import compile_model_a


def main():
    T = TreePrior(5, "1/2")
    m = compile_model_a(T, 5)
    B, N, chunk = 10_000, 1000, 500
    t_gen = t_model = 0.0
    errs = []
    for i in range(B // chunk):
        t0 = time.perf_counter()
        c = sample_contexts(T, chunk, N, 0.05, seed=i)
        t1 = time.perf_counter()
        th, _, _ = m.run(c.X, c.y)
        t2 = time.perf_counter()
        t_gen += t1 - t0
        t_model += t2 - t1
        errs.append(((th - c.theta) ** 2).sum(axis=1))
        if i == 0:
            sample = c
    e = np.concatenate(errs)
    print(f"vectorised: {B} contexts × {N} tokens through Model A (M = 5, D = 62): model {t_model:.2f} s, "
          f"data generation {t_gen:.2f} s; MSE {e.mean():.5f} ± {e.std(ddof=1) / np.sqrt(e.size):.5f}")
    n1 = 200
    t0 = time.perf_counter()
    for b in range(n1):
        m.run(sample.X[b:b + 1], sample.y[b:b + 1])
    per_ctx = (time.perf_counter() - t0) / n1
    print(f"per-context loop (numpy per context): {per_ctx * B:.2f} s extrapolated from {n1} contexts; "
          f"vectorised is {per_ctx * B / t_model:.1f}x faster")
    n2 = 5
    t0 = time.perf_counter()
    ref = m.run_loop(sample.X[:n2], sample.y[:n2])
    per_tok = (time.perf_counter() - t0) / n2
    diff = float(np.abs(ref - m.run(sample.X[:n2], sample.y[:n2])[0]).max())
    print(f"per-context, per-token Python loop: {per_tok * B:.0f} s extrapolated from {n2} contexts "
          f"(max |diff| {diff:.1e}); vectorised is {per_tok * B / t_model:.0f}x faster")


if __name__ == "__main__":
    main()
