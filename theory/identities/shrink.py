"""Shrinking a counterexample within a stated budget: dimensions first (truncations, then fresh
instances at each smaller dimension), then each parameter towards 0, ±1 and small denominators.

The budget is counted, never timed: evaluations, and work in *reference seconds* — each
evaluation charged by its size (:func:`evaluation_seconds`) at a fixed reference speed.  With a
wall-clock limit, the counterexample of a seeded check depended on the machine's load: the same
check gave different counterexamples with another ``PYTHONHASHSEED`` or BLAS thread count
(issue 32: 37, 46, 56 or 57 evaluations fitted in 1 s, four different counterexamples).  Now the
same check gives the same counterexample on any machine, at any load; only the time it takes
varies."""
from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from theory import structured as S
from theory.identities.evaluate import cost
from theory.identities.problem import Instance, rng_param

SECONDS_PER_EVALUATION = 3e-4
SECONDS_PER_EXACT_OP = 2e-5
SECONDS_PER_FLOAT_OP = 1e-7
"""The reference speed of the shrinking budget: one evaluation costs ``SECONDS_PER_EVALUATION``
plus, per scalar operation it needs (:func:`~theory.identities.evaluate.cost`, both sides),
``SECONDS_PER_EXACT_OP`` in exact ``Fraction`` arithmetic or ``SECONDS_PER_FLOAT_OP`` in float64.
Measured on this project's 2-core development machine at load ≈ 7 (issue 32): exact 17–34 µs per
operation, float 0.3–1.4 ms per evaluation; on an idle machine the budget's seconds pass faster."""


def evaluation_seconds(problem, dims):
    """The reference seconds one evaluation at dimensions ``dims`` is charged (deterministic)."""
    spec = problem.dimspec(dims)
    ops = sum(cost(side.expr, spec) for side in (problem.lhs, problem.rhs) if side.expr is not None)
    return SECONDS_PER_EVALUATION + ops * (SECONDS_PER_EXACT_OP if problem.exact else SECONDS_PER_FLOAT_OP)



def _complexity(v):
    f = Fraction(v).limit_denominator(10**6) if isinstance(v, float) else Fraction(v)
    exact = 0 if not isinstance(v, float) or float(f) == v else 1
    return (exact, abs(f.numerator) + f.denominator, f < 0)


def _candidates(v, dom, exact):
    conv = Fraction if exact else float
    if dom == "sign":
        cands = [1]
    elif dom == "weight":
        cands = [1, 2, 3]
    else:
        f = Fraction(v).limit_denominator(10**6)
        cands = [0, 1, -1, 2, -2, int(f), math.floor(f), math.ceil(f), -f, Fraction(1, 2), Fraction(-1, 2),
                 Fraction(round(f * 2), 2)]
        if dom == "positive":
            cands = [c for c in cands if c > 0]
        elif dom == "nonzero":
            cands = [c for c in cands if c != 0]
    out, seen = [], set()
    for c in cands:
        c = conv(c) if dom not in ("sign", "weight") else (Fraction(c) if exact else float(c))
        if c not in seen and _complexity(c) < _complexity(v):
            seen.add(c)
            out.append(c)
    return sorted(out, key=_complexity)


FRESH_FILLS = (1, -1, 2, -2, Fraction(1, 2))   # every free entry equal: tried at each smaller dimension
FRESH_DRAWS = 8                                 # seeded random instances tried at each smaller dimension


def _fresh(problem, inst, dims, value):
    """An instance at ``dims`` whose parameters are ``value(shape, dom)`` (None where that gives None:
    the truncated parameter of ``inst`` is kept then, if it fits)."""
    params = {}
    for sym in inst.params:
        kind, rank = problem.kind(sym)
        if sym in problem.info.matrices:
            r, c = problem.shape(sym, dims)
            if r < 1 or c < 1:
                return None
            spec = S.param_shapes(kind, r, c, rank)
        else:
            spec = S.param_shapes(kind, 1, 1)
        params[sym] = {}
        for p, (shape, dom) in spec.items():
            x = value(shape, dom)
            if x is None:
                old = inst.params[sym][p]
                if shape and any(w > a for w, a in zip(shape, np.shape(old))):
                    x = np.asarray(rng_param(np.random.default_rng(0), shape, dom))
                else:
                    x = old[tuple(slice(0, w) for w in shape)] if shape else old
            if problem.exact:
                x = (np.array([Fraction(v) for v in np.ravel(x)], dtype=object).reshape(shape) if shape
                     else Fraction(x))
            else:
                x = np.asarray(x, dtype=float) if shape else float(x)
            params[sym][p] = x
    return Instance(dims, params)


def _at_dimension(problem, inst, name, v, fresh):
    """Candidates with dimension ``name`` = ``v``: ``inst`` truncated, then (when ``fresh``) instances
    built anew at that size — a truncation can hold where other instances of that size fail
    (A² = A: a nilpotent A at n = 2 truncates to 0 at n = 1, but A = −1 fails there)."""
    cand = problem.truncate(inst, name, v)
    if cand is not None:
        yield cand
    if not fresh:
        return
    dims = dict(inst.dims, **{name: v})
    for c in FRESH_FILLS:
        yield _fresh(problem, inst, dims, lambda shape, dom, c=c: np.full(shape, c, dtype=object)
                     if dom == "free" and shape else (c if dom == "free" else None))
    rng = np.random.default_rng(v)
    for _ in range(FRESH_DRAWS):
        yield _fresh(problem, inst, dims, lambda shape, dom: rng_param(rng, shape, dom))


def shrink_counterexample(problem, inst, max_evals, max_seconds):
    """Greedy shrinking of a violating instance: dimensions (each smaller size by truncation, and once by
    fresh instances of that size), then parameters; bounded by ``max_evals`` evaluations and
    ``max_seconds`` reference seconds of work (counted, not timed: see the module docstring)."""
    evals, work = 0, 0.0
    freshly_tried = set()
    charge = {}

    def out_of_budget():
        return evals >= max_evals or work >= max_seconds

    def evaluate(cand):
        nonlocal evals, work
        key = tuple(sorted(cand.dims.items()))
        if key not in charge:
            charge[key] = evaluation_seconds(problem, cand.dims)
        evals += 1
        work += charge[key]
        return problem.violates(cand)

    changed = True
    while changed and not out_of_budget():
        changed = False
        for name in sorted(inst.dims):
            lo = problem.ranges[name][0]
            for v in range(lo, inst.dims[name]):
                key = (name, v, tuple(sorted((k, d) for k, d in inst.dims.items() if k != name)))
                fresh = key not in freshly_tried
                freshly_tried.add(key)
                hit = None
                for cand in _at_dimension(problem, inst, name, v, fresh):
                    if out_of_budget():
                        break
                    if cand is None:
                        continue
                    if evaluate(cand):
                        hit = cand
                        break
                if hit is not None:
                    inst, changed = hit, True
                    break
        for sym, p, idx, dom in list(problem.domains(inst)):
            arr = inst.params[sym][p]
            cur = arr[idx] if idx != () and isinstance(arr, np.ndarray) else arr
            for c in _candidates(cur, dom, problem.exact):
                if out_of_budget():
                    break
                new_params = {k: dict(v) for k, v in inst.params.items()}
                if idx == () and not isinstance(arr, np.ndarray):
                    new_params[sym][p] = c
                else:
                    a2 = arr.copy()
                    a2[idx] = c
                    new_params[sym][p] = a2
                cand = Instance(dict(inst.dims), new_params)
                if evaluate(cand):
                    inst, changed = cand, True
                    break
    return inst, evals, out_of_budget()
