"""Benchmark: ``theory.check`` on the documented examples (target: each under 2 s).

Run: ``python benchmarks/check.py``.  Each example is timed in this process (best of 3,
after one warm-up that pays the imports), next to a reference run here: a bare
Hypothesis ``@given`` loop with the same number of examples, drawing one byte string of
the same size per example and doing nothing with it — the cost floor of any
Hypothesis-driven search.  The ratio says how much of the time is the checker's own work
(symbolic proof, exact evaluation, shrinking).
"""
import time

import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st
from sympy import KroneckerProduct as kron
from sympy import MatrixSymbol

from theory import check, expectation
from theory.circuits import path_expansion
from theory.circuits.symbolic.symbols import n_ctx, n_vocab


def best(f, k=3):
    out, ts = None, []
    for _ in range(k):
        t0 = time.perf_counter()
        out = f()
        ts.append(time.perf_counter() - t0)
    return min(ts), out


def reference(examples, entries):
    @settings(max_examples=examples, deadline=None, database=None)
    @given(st.binary(min_size=entries, max_size=entries))
    def bare(xs):
        pass
    return best(bare)[0]


def main():
    n, d = sp.symbols("n d", integer=True, positive=True)
    A, C = MatrixSymbol("A", n, n), MatrixSymbol("C", n, n)
    B, D = MatrixSymbol("B", d, d), MatrixSymbol("D", d, d)
    e = path_expansion(n_heads=[1, 1])
    X = MatrixSymbol("X", n_ctx, n_vocab)
    paths = sp.MatAdd(*[t.pattern * X * t.weight.T for t in e.terms])

    def forward(v):
        X0 = v["X"] @ v["W_E"].T
        X1 = X0 + v["A^h1"] @ X0 @ v["W_OV^h1"].T
        X2 = X1 + v["A^h2"] @ X1 @ v["W_OV^h2"].T
        return X2 @ v["W_U"].T

    A1, A2 = e.terms[1].pattern, e.terms[2].pattern
    MA, MB = MatrixSymbol("M_A", d, d), MatrixSymbol("M_B", d, d)
    comp2 = sp.Trace((MA * MB).T * (MA * MB)) / (sp.Trace(MA.T * MA) * sp.Trace(MB.T * MB))
    examples = [
        ("mixed-product rule (proved)", lambda: check(kron(A, B) * kron(C, D), kron(A * C, B * D)), 30, 64),
        ("(A⊗B)ᵀ = Aᵀ⊗Bᵀ (proved)", lambda: check(kron(A, B).T, kron(A.T, B.T)), 30, 32),
        ("combine_kronecker on a sum (refuted)", lambda: check(kron(A, B) + kron(C, D), kron(A + C, B + D)), 3, 64),
        ("path expansion vs forward pass (holds)",
         lambda: check(paths, forward, where={A1: "causal", A2: "causal"}, shapes={n_vocab: (1, 3)}), 100, 90),
        ("composition baseline 1/(d+1) (refuted, Monte Carlo)",
         lambda: check(expectation(comp2), 1 / (d + 1), where={MB: "gaussian"}), 0, 0),
        ("composition baseline 1/d (holds, Monte Carlo)",
         lambda: check(expectation(comp2), 1 / d, where={MB: "gaussian"}), 0, 0),
    ]
    check(kron(A, B).T, kron(A.T, B.T))        # warm-up: imports
    print(f"{'example':<55} {'status':<30} {'best of 3':>9}  {'bare Hypothesis':>15}  ratio")
    for name, f, k, size in examples:
        t, r = best(f)
        ref = reference(k, size) if k else float("nan")
        print(f"{name:<55} {r.status:<30} {t:>8.2f}s  {ref:>14.2f}s  {t / ref if k else float('nan'):5.1f}x")

    # shrinking is bounded: a refutation whose counterexample is large to start with
    t, r = best(lambda: check(kron(A, B) * kron(C, D), kron(C * A, B * D), prove=False,
                              shrink_evaluations=500, shrink_seconds=1.0), k=1)
    print(f"shrinking, budget 500 evaluations / 1 s: {r.shrinking}; whole check {t:.2f} s")


if __name__ == "__main__":
    main()
