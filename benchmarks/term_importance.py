"""Benchmark: term importance by order, batched per-order sums vs the per-term loop.

Run: ``python benchmarks/term_importance.py``.  Prints CPU and wall times measured in this
process and their ratio (no absolute timing is asserted anywhere in the tests).

One model of claim L7's larger size (2 layers × 8 heads, d_model 64, d_head 8, vocabulary
32, context 24; random weights — the cost does not depend on their values) on 1000
sequences, with and without the single-term table (80 terms): ``method="batched"``
(frozen-pattern terms summed per order over stacked sequences) against ``method="loop"``
(every term of every sequence from :meth:`PathExpansion.evaluate`).  The two must agree to
1e-10 (printed).
"""
import time

import numpy as np

from theory.circuits import AttentionOnlyModel, term_importance


def timed(f):
    c0, w0 = time.process_time(), time.perf_counter()
    out = f()
    return time.process_time() - c0, time.perf_counter() - w0, out


def main(n_seq=1000):
    m = AttentionOnlyModel.random(2, 8, 64, 8, 32, 24, seed=0)
    toks = np.random.default_rng(0).integers(0, 32, size=(n_seq, 24))
    print(f"term importance, 2 layers × 8 heads, d_model 64, {n_seq} sequences of 24 tokens")
    for per_term in (False, True):
        cb, wb, a = timed(lambda: term_importance(m, toks, per_term=per_term))
        cl, wl, b = timed(lambda: term_importance(m, toks, per_term=per_term, method="loop"))
        diff = max(np.abs(np.subtract(a.loss, b.loss)).max(),
                   max((abs(a.per_term[k] - b.per_term[k]) for k in b.per_term), default=0.0))
        print(f"  per_term={per_term!s:5}: batched {cb:.2f} s CPU ({wb:.2f} s wall), loop {cl:.2f} s CPU "
              f"({wl:.2f} s wall): loop / batched = {cl / cb:.1f}x CPU, {wl / wb:.1f}x wall (max |diff| {diff:.2g})")
        assert diff < 1e-10


if __name__ == "__main__":
    main()
