"""Training runs shared by claims L5 and L6 (depth scaling on T(5, α)); settings fixed here, in one place.

Third pre-registration (issue 24 item 7, 2026-12-01).  At the second settings L5 was verified
on the claim seeds 10, 11, 12 but on the edge: at M = 4 on T(5, 1/2) one seed of three failed,
and on a machine with another CPU (AVX2 instead of AVX-512) a *different* seed failed (A/MSE_ad
1.625, 1.000, 1.000 there; 1.167, 1.000, 1.313 here) — the training path, hence which depth-4
candidates succeed, changes with float rounding, and with 4 candidates at a per-candidate rate
of ≈ 1/4 one seed in three fails.  The depth-4 phase now runs 9 candidates spread over the 3
best depth-3 models (``parents``: the success rate depends strongly on the depth-3 model a
candidate continues), ranks them by *training loss* at 60 % of the phase (``screen``) and runs
the 3 best on to the end (``keep``); the kept one is, as before, the smallest training loss.
Chosen on development seeds 300–305 only (record: :mod:`theory.inference.training.meanfield`'s
docstring, third round) and fixed — with the NEW claim seeds 20, 21, 22 and L6's seed 20 —
in the commit that made this change, before any of them ran.  Seeds 0–2 and 10–12 are not
reused.  Thresholds unchanged (no derivation called for a change).  Models B and C keep the
trainer pinned as registered (``skip=False, refit=False``): they were within 1.002 × of their
theory at the second settings; the issue-24 defaults (skip, refit) were derived for L9's
Gaussian prior and were not measured on these priors on development seeds, so changing them
here would change a part of the claim that is not in question.

Second pre-registration (issue 12, 2026-11-30).  The first settings (``A_SETTINGS`` without
``deep``: phase 4 like the others, 2 candidates) were run once on the claim seeds 0, 1, 2 and
refuted L5 at M = 4 only: Model A at 1.313, 2.251, 1.792 × MSE_ad(4) on T(5, 1/2) and 1.458,
1.341, 1.688 × on T(5, 3/4) (0/3 within 1.25 ×; exact at M = 1, 2, 3).  The ``deep`` settings
below (and 3 instead of 2 candidates at depths 2 and 3: depth 3 failed in both candidates of 2
of 6 development seeds) were then chosen on development seeds 100–105 only (dev success
rate of a whole growth run on T(5, 1/2): 1 of 2 seeds, 104 exact at every depth, 105 at
1.19 × at depth 3 and 1.56 × at depth 4; per depth-4 candidate from an exact depth-3 model
about 1 in 4 on T(5, 1/2), 3 of 3 on T(5, 3/4); 4 candidates at depth 4 to keep
``prove --only L5,L6`` near 3 × its earlier training compute) (the record, with every number, is in
:mod:`theory.inference.training.meanfield`'s docstring) and fixed — together with the NEW
claim seeds 10, 11, 12 and L6's seed 10 — in the commit that made this change, before any of
the new seeds was run.  Seeds 0–2 are not reused: their outcome was seen.

* priors T(5, 1/2) and T(5, 3/4) (D = 62 coordinates, 32 leaves), depths M = 1…4, seeds 20, 21, 22
  (third pre-registration; 10, 11, 12 at the second);
* Model A: :func:`theory.inference.training.meanfield.train_meanfield_depths` with ``A_SETTINGS`` —
  one growth run per (prior, seed) gives the trained models of every depth M = 1…4 (the
  depth-m stage of the run, exported with m layers); at each depth m ≥ 2 the candidates
  (``restarts``; at m = 4 ``deep["restarts"]``, with 2 × the steps and the decoder trained on
  uniformly explored branches) continue the kept depth-(m − 1) model (at m = 4: the 3 best,
  in turn; all 9 ranked by training loss at 60 % of the phase, the 3 best run on) and the one with the
  smallest training loss of the hard-routing model is kept (every candidate's loss is reported);
* Models B and C: :func:`theory.inference.training.nonadaptive.train_nonadaptive_run` with
  ``BC_SETTINGS``, one run per (prior, kind, M, seed);
* thresholds (issue 12, unchanged): A within 1.25 × MSE_ad(M) for a majority of seeds at every (α, M);
  B and C never below their non-adaptive theory and within 1.1 × of it; at M = 3, 4 the
  seed-mean of B and of C at least 1.5 × the seed-mean of A; L6: key patching within
  0.02 + 10 % of I7's closed form (the tolerance of L4).

Runs go to worker processes (:func:`theory.system.parallel.map_processes` through joblib, on the backend
of ``theory prove --backend``; one torch thread each;
``THEORY_JOBS`` sets the count, :func:`theory.system.parallel.env_jobs`, as for L1–L4).
"""
from dataclasses import replace
from functools import lru_cache

import numpy as np

from theory.proofs._runs.linear_attention import SKIP, torch_missing  # noqa: F401  (re-exported for L5, L6)
from theory.inference import TreePrior, optimal_adaptive, optimal_nonadaptive
from theory.inference.models.mlp import ReLUNet

K = 5
ALPHAS = ("1/2", "3/4")
DEPTHS = (1, 2, 3, 4)
SEEDS = (20, 21, 22)
A_SETTINGS = dict(steps=300, samples=4, restarts=3, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                  entropy=0.07, entropy_until=0.5, explore=0.0, warmup=0.0, gain=8.0, softmin=0.0,
                  deep={"from": 4, "steps": 2.0, "explore": 1.0, "entropy_until": 0.7, "restarts": 9, "parents": 3,
                        "keep": 3, "screen": 0.6})
BC_SETTINGS = dict(steps=600, skip=False, refit=False)     # the trainer as registered (issue 24 made skip, refit the defaults)
A_RATIO, BC_RATIO, GAP_RATIO = 1.25, 1.1, 1.5
L6_ATOL, L6_RTOL, L6_SEED = 0.02, 0.1, 20

RUNS = {}


def train_a(alpha, seed):
    """Every depth of one Model A growth run on T(K, alpha) (module-level: runs in a worker)."""
    from theory.inference.training.meanfield import train_meanfield_depths
    return train_meanfield_depths(TreePrior(K, alpha), max(DEPTHS), seed=seed, **A_SETTINGS)


def train_bc(alpha, kind, M, seed):
    """One Model B or C run on T(K, alpha) with M readings."""
    from theory.inference.training.nonadaptive import train_nonadaptive_run
    return train_nonadaptive_run(TreePrior(K, alpha), kind, M, seed=seed, **BC_SETTINGS)


def prefetch(with_bc=True):
    """Train every run not cached yet, A's growth runs first (the longest), in worker processes."""
    from theory.system.parallel import env_jobs, map_processes
    keys = [("A", a, s) for a in ALPHAS for s in SEEDS]
    if with_bc:
        keys += [(k, a, M, s) for M in sorted(DEPTHS, reverse=True) for a in ALPHAS for k in "BC" for s in SEEDS]
    missing = [k for k in keys if k not in RUNS]
    calls = [(train_a, dict(alpha=k[1], seed=k[2])) if k[0] == "A" else
             (train_bc, dict(alpha=k[1], kind=k[0], M=k[2], seed=k[3])) for k in missing]
    results = map_processes(_dispatch, [dict(fn=fn, kwargs=kw) for fn, kw in calls], jobs=env_jobs())
    RUNS.update(zip(missing, results))


def _dispatch(fn, kwargs):
    return fn(**kwargs)


def a_runs(alpha, seed):
    """The tuple of Model A trainings (depth 1…4) for one seed."""
    key = ("A", alpha, seed)
    if key not in RUNS:
        prefetch(with_bc=False)
    return RUNS[key]


def bc_run(alpha, kind, M, seed):
    key = (kind, alpha, M, seed)
    if key not in RUNS:
        prefetch()
    return RUNS[key]


@lru_cache(maxsize=None)
def theory(alpha, M):
    """Exact ``(MSE_ad(M), MSE_na(M), an optimal non-adaptive set)`` on T(K, alpha)."""
    T = TreePrior(K, alpha)
    na = optimal_nonadaptive(T, M)
    return optimal_adaptive(T, M).mse, na.mse, na.optimal_sets[0]


def history_blind(model):
    """Model A with every router's first layer zeroed: each router outputs a constant, so the
    model reads a fixed coordinate sequence whatever the readings (a non-adaptive policy)."""
    routers = []
    for r in model.routers:
        layers = list(r.layers)
        W, b = layers[0]
        layers[0] = (np.zeros_like(W), b)
        routers.append(ReLUNet(tuple(layers)))
    return replace(model, routers=tuple(routers))
