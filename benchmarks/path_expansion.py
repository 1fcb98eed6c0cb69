"""Benchmark: symbolic path expansion + LaTeX, and batched vs naive numeric evaluation.

Run: ``python benchmarks/path_expansion.py``.  Prints times and ratios measured in this
process (no absolute timing is asserted anywhere in the tests).

* Symbolic: derive all terms of the expansion and print it to LaTeX for
  (L, H) = (2, 12) [169 terms], (3, 4) [125], (4, 4) [625].
* Numeric: evaluate all terms on one input, batched (shared path prefixes, OV through
  d_head) vs naive (each term from scratch: multiply out its pattern product and its
  W_U W_OV … W_OV matrix), as a ratio.
"""
import time

import numpy as np

from theory.circuits import AttentionOnlyModel, path_expansion


def best_of(f, repeat=3):
    best = np.inf
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = f()
        best = min(best, time.perf_counter() - t0)
    return best, out


def main():
    print("symbolic expansion + LaTeX")
    for L, H in [(2, 12), (3, 4), (4, 4)]:
        def job():
            e = path_expansion(n_layers=L, n_heads=H)
            return len(e.terms), len(e.latex())
        t, (n, chars) = best_of(job, repeat=1)
        print(f"  (L, H) = ({L}, {H}): {n} terms, {chars} LaTeX chars in {t:.3f} s")
    print("numeric evaluation of all terms (d_model 64, d_head 16, n_vocab 512, n_ctx 64)")
    for L, H in [(2, 12), (4, 4)]:
        m = AttentionOnlyModel.random(L, H, 64, 16, 512, 64, seed=0)
        tokens = np.random.default_rng(0).integers(0, 512, size=64)
        e = path_expansion(m)
        tb, vb = best_of(lambda: e.evaluate(m, tokens))
        tn, vn = best_of(lambda: e.evaluate(m, tokens, method="naive"))
        err = max(float(np.abs(a - b).max()) for a, b in zip(vb.values, vn.values))
        print(f"  (L, H) = ({L}, {H}), {len(e)} terms: batched {tb:.3f} s, naive {tn:.3f} s, "
              f"speed-up {tn / tb:.1f}x (max |diff| {err:.2g})")


if __name__ == "__main__":
    main()
