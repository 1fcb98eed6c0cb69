"""Benchmark: exact dynamic programs of Part II, with and without the tree's symmetry.

Run: ``python benchmarks/inference_dp.py``.  Times are measured in this process; the
speed-ups are ratios against plain references run here:

* adaptive DP on T(5, 1/2) (62 coordinates, 32 leaves), all M ≤ 5: memo keyed on
  canonical forms under child swaps vs a plain memoised recursion keyed on the leaf set;
* non-adaptive optimum on T(4, 1/2), all M ≤ 6: one orbit search over irredundant node
  sets vs exhaustive enumeration of all C(30, M) node sets with the same tree-specialised
  evaluation (run for M ≤ 4, extrapolated from the measured time per set beyond that).
"""
import itertools
import math
import time

from theory.inference import TreePrior, optimal_adaptive
from theory.inference.strategies.optimal import nonadaptive_sweep


from theory.inference.strategies.nonadaptive import tree_set_mse


def timed(f):
    t0 = time.perf_counter()
    out = f()
    return time.perf_counter() - t0, out


def main():
    T5 = TreePrior(5, "1/2")
    print("adaptive DP, T(5, 1/2)")
    tot_sym = tot_plain = 0.0
    for M in range(6):
        ts, rs = timed(lambda: optimal_adaptive(T5, M))
        tp, rp = timed(lambda: optimal_adaptive(T5, M, symmetric=False))
        assert rs.mse == rp.mse
        tot_sym, tot_plain = tot_sym + ts, tot_plain + tp
        print(f"  M={M}: MSE {rs.mse}, symmetric {ts:.3f} s ({rs.states} states), plain {tp:.3f} s "
              f"({rp.states} states), speed-up {tp / max(ts, 1e-9):.1f}x")
    print(f"  all M ≤ 5: symmetric {tot_sym:.2f} s, plain {tot_plain:.2f} s, speed-up {tot_plain / tot_sym:.1f}x")

    T4 = TreePrior(4, "1/2")
    print("non-adaptive optimum, T(4, 1/2)")
    ts, sweep = timed(lambda: nonadaptive_sweep(T4, 6))
    print(f"  orbit search, all M ≤ 6 at once: {ts:.2f} s ({sweep[-1].examined} orbits); "
          f"MSE_na = {[str(r.mse) for r in sweep]}")
    plain_total, per_set = 0.0, None

    def exhaustive(M):
        return min(tree_set_mse(T4, nodes) for nodes in itertools.combinations(T4.nodes, M))

    for M in range(7):
        n_sets = math.comb(T4.dim, M)
        if M <= 4:
            tp, best = timed(lambda: exhaustive(M))
            assert best == sweep[M].mse
            per_set = tp / n_sets
            note = "measured"
        else:
            tp, note = per_set * n_sets, "extrapolated"
        plain_total += tp
        print(f"  M={M}: exhaustive over {n_sets} sets: {tp:.2f} s ({note})")
    print(f"  all M ≤ 6: orbit search {ts:.2f} s vs exhaustive {plain_total:.1f} s, speed-up {plain_total / ts:.0f}x")


if __name__ == "__main__":
    main()
