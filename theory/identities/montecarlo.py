"""Claims about means (:func:`~theory.identities.expectation`): at each dimension, smallest first,
the mean over Gaussian symbols gets a normal-approximation confidence interval (level
``confidence`` for all dimensions together, Bonferroni); the claim is refuted when the
other side lies outside it."""
from __future__ import annotations

import itertools
import math
import statistics

import numpy as np

from theory import structured as S
from theory.errors import InputValueError
from theory.identities.evaluate import Env, Reject, ev
from theory.identities.problem import Instance, rng_param
from theory.identities.results import HOLDS, REFUTED, Counterexample



def monte_carlo(problem, samples, confidence, instances, seed):
    if seed is None:                 # not reproducible, as asked: fresh entropy (default_rng([None, …]) fails)
        seed = np.random.SeedSequence().entropy
    names = sorted(problem.ranges)
    combos = sorted(itertools.product(*[range(problem.ranges[k][0], problem.ranges[k][1] + 1) for k in names]),
                    key=lambda t: (sum(t), t))[:instances]
    z = statistics.NormalDist().inv_cdf(1 - (1 - confidence) / (2 * len(combos)))
    done, finished, attempt = 0, set(), {}
    for combo in [c for c in combos for _ in range(_MC_ATTEMPTS)]:
        if combo in finished:
            continue
        dims = dict(zip(names, combo))
        attempt[combo] = attempt.get(combo, -1) + 1
        rng = np.random.default_rng([seed, *combo, attempt[combo]])
        params, gauss = {}, {}
        for name in problem.info.matrices:
            kind, rank = problem.kind(name)
            r, c = problem.shape(name, dims)
            if kind == "gaussian":
                gauss[name] = (r, c)
                continue
            params[name] = {p: rng_param(rng, shape, dom) for p, (shape, dom) in S.param_shapes(kind, r, c, rank).items()}
        gauss_scalars = []
        for name in problem.info.scalars:
            if name not in problem.info.dims:
                kind, _ = problem.kind(name)
                if kind == "gaussian":
                    gauss_scalars.append(name)
                    continue
                params[name] = {p: rng_param(rng, shape, dom) for p, (shape, dom) in S.param_shapes(kind, 1, 1).items()}
        inst = Instance(dims, params)
        try:
            base = problem.env(inst)
        except Reject:
            continue
        per = sum(r * c for r, c in gauss.values()) + len(gauss_scalars) or 1
        chunk = max(1, min(samples, 2_000_000 // per))
        total = totsq = 0.0           # in units of `scale` (the largest |sample| so far): squares never overflow
        scale, top, bottom = 0.0, -math.inf, math.inf
        n = 0
        rhs_fixed = None
        while n < samples:
            m = min(chunk, samples - n)
            mats = dict(base.mats)
            mats.update({k: rng.standard_normal((m, r, c)) for k, (r, c) in gauss.items()})
            scalars = dict(base.scalars)
            scalars.update({k: rng.standard_normal(m) for k in gauss_scalars})
            env = Env(base.dims, mats, scalars, False)
            with np.errstate(all="ignore"):
                try:
                    lv = np.broadcast_to(np.asarray(ev(problem.lhs.expr, env), dtype=float), (m,))
                    rv = np.broadcast_to(np.asarray(ev(problem.rhs.expr, env), dtype=float), (m,))
                except Reject:
                    lv, rv = np.full(m, np.nan), np.zeros(m)
            if not problem.rhs.mean:
                rhs_fixed = float(rv[0])
                rv = np.zeros(m)
            diff = lv - rv
            finite = np.isfinite(diff)
            if n == 0 and not finite.any():     # the fixed symbols are outside the domain (e.g. a zero norm)
                break
            if not finite.all():
                cx = Counterexample(dict(dims), {k: base.mats[k] for k in params if k in base.mats},
                                    None, rhs_fixed, note=f"{int((~finite).sum())} of {m} samples gave a "
                                                           "non-finite value", symbols=problem.symbols())
                return REFUTED, done + 1, cx, z
            big = float(np.abs(diff).max())
            if big > scale:
                total, totsq, scale = total * (scale / big), totsq * (scale / big) ** 2, big
            if scale > 0:
                d = diff / scale
                total += float(d.sum())
                totsq += float((d ** 2).sum())
                top, bottom = max(top, float(d.max())), min(bottom, float(d.min()))
            n += m
        if n < samples:
            continue
        mean_s = total / n                                     # mean and spread in units of `scale`
        var_s = max(totsq / n - mean_s ** 2, 0.0) * n / max(n - 1, 1)
        if scale > 0 and var_s > 0:
            share = max(top - mean_s, mean_s - bottom) ** 2 / (var_s * max(n - 1, 1))
            if share > HEAVY_TAIL_SHARE:
                raise InputValueError(
                    f"{problem.lhs.text()} cannot be checked by Monte Carlo at {dict(dims)}: one of {n} samples "
                    f"carries {share:.1%} of the sum of squared deviations (> {HEAVY_TAIL_SHARE:.0%}), so the mean is "
                    "dominated by rare draws (heavy tails, or an infinite mean/variance) and a normal-approximation "
                    "confidence interval would decide nothing; rescale the expression or check it analytically")
        half_s = z * math.sqrt(var_s / n)
        target = rhs_fixed if rhs_fixed is not None else 0.0
        mean, half = mean_s * scale, half_s * scale            # for the report (inf if beyond float64)
        done += 1
        finished.add(combo)
        unit = scale if scale > 0 else 1.0
        # the slack only absorbs rounding (a deterministic lhs has half = 0): relative, so that a claim about
        # quantities of size 1e-300 is not decided by an absolute 1e-12
        if abs(mean_s - target / unit) > half_s + 1e-12 * max(abs(mean_s), abs(target) / unit):
            lo, hi = mean - half, mean + half
            what = "E[lhs]" if rhs_fixed is not None else "E[lhs − rhs]"
            joint = "" if len(combos) == 1 else f" for all {len(combos)} dimensions together"
            note = (f"{what} ∈ [{lo:.6g}, {hi:.6g}] ({confidence:.1%} confidence{joint}, {n} samples) but {'rhs' if rhs_fixed is not None else 'it should be'} = {target:.6g}")
            cx = Counterexample(dict(dims), {k: base.mats[k] for k in params if k in base.mats}
                                | {k: base.scalars[k] for k in params if k in base.scalars},
                                mean, rhs_fixed, note=note, symbols=problem.symbols())
            return REFUTED, done, cx, z
    if len(finished) < len(combos):
        missing = [dict(zip(names, c)) for c in combos if c not in finished]
        raise InputValueError(f"no valid draw of the fixed symbols in {_MC_ATTEMPTS} attempts at {missing} (every "
                              "sample was non-finite: a zero norm or a singular matrix?); declare their structure")
    return HOLDS, done, None, z


_MC_ATTEMPTS = 10
HEAVY_TAIL_SHARE = 0.9    # one Gaussian sample of x carries ~0.1% of Σ(x−x̄)² at 20 000 samples; x⁶ up to ~70%
