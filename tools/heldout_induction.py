"""Held-out evaluation of the weight-based head labels (issue 23): train tiny Llamas that the rules
were not designed on (tests/trained_llama.py, other seeds and one other shape), analyse them, and
print per model the weight labels against the behavioural labels, recall and precision.

Round 1 (induction rule v2; committed with the rule, before its models were trained): seeds 1, 2, 3
of the test shape (2 layers, 4 query heads on 2 kv heads, d_model 64) and seed 0 of a second shape
(3 layers, 6 query heads on 2 kv heads, d_model 96) — now development models (``--round 1``).

Round 2 (rotary previous-token score v2; committed with the score, before these were trained):
seeds 4, 5, 6 of the test shape and seed 1 of the 3-layer shape (the default).  Pass on a model
iff recall ≥ ⌈2/3 · #behavioural⌉ and precision ≥ 0.6, for previous-token and induction labels; a
model whose forward pass shows no head of a kind is reported as "no behavioural positives", not as
a pass.  Also printed: the largest |weight − behaviour| previous-token gap over layer-0 heads
(pre-registered bound 0.08, tests/circuits/heads/test_heads_trained.py's PREV_TOL).

Round 3 (induction rule v3, the expected induction attention; committed with the rule and this
round's choice rule, before these were trained): seeds 7, 8 of the test shape and seeds 2, 3 of the
3-layer shape (the default).  Every model is analysed with rule v3 and with rule v2.  A rule
*passes* a model iff the model has behavioural induction heads and the rule's labels reach recall
≥ ⌈2/3 · #behavioural⌉ and precision ≥ 0.6, or the model has none and the rule labels none.
Choice rule (pre-registered): v3 stays the default (report.analyse.INDUCTION_RULE) iff it passes at least
as many round-3 models as v2; otherwise v2 is restored.  Result (this machine): v3 passes seeds 7, 8
and fails both 3-layer models (recall 2/6 and 0/5); v2 passes seeds 7, 8 and fails both 3-layer
models (precision 0.55, 0.56): 2 against 2, v3 stays (docs/theory.md).

Round 4 (rule v4, the attention-only circuit; committed with the rule, its thresholds and this
round's choice rule, before these were trained): seeds 9, 10 of the test shape and seeds 4, 5 of
the 3-layer shape (the default round).  Every model is analysed with rule v4 and rule v3.  A rule
*passes* a model iff, for previous-token and for induction labels each, the model has behavioural
heads of the kind and the rule's labels reach recall ≥ ⌈2/3 · #behavioural⌉ and precision ≥ 0.6,
or it has none and the rule labels none.  Choice rule (pre-registered): v4 becomes the default
(report.analyse.INDUCTION_RULE) iff it passes at least as many round-4 models as v3, both measured on the
same round-4 models; otherwise v3 stays.  Development models of v4 (already looked at): seeds 0–8
and 3-layer seeds 0–3; there v4 passes every model but 3-layer seed 3 (induction recall 0/5: the
MLPs matter there), v3 fails 3-layer seeds 0, 2, 3.  Result (this machine): v4 passes all four, v3
passes all four (seed 10: induction precision 0.67; 3-layer seed 5: induction recall 6/8): 4 against
4, v4 becomes the default (docs/theory.md).  ``--models DIR …`` analyses saved models
(the development models) instead of training.

    OMP_NUM_THREADS=1 PYTHONPATH=. python tools/heldout_induction.py [--round 4] [--out DIR] [--models DIR ...]
"""
import argparse
import os
import sys
import tempfile
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tests.trained_llama import save_tiny_llama, train_tiny_llama  # noqa: E402
from theory.circuits import load  # noqa: E402
from theory.circuits.report.analyse import analyse  # noqa: E402

SHAPE3 = dict(num_hidden_layers=3, num_attention_heads=6, num_key_value_heads=2, hidden_size=96, intermediate_size=96)
ROUNDS = {1: [("seed 1", 1, None), ("seed 2", 2, None), ("seed 3", 3, None),
              ("3 layers, 6 q / 2 kv heads, d_model 96, seed 0", 0, SHAPE3)],
          2: [("seed 4", 4, None), ("seed 5", 5, None), ("seed 6", 6, None),
              ("3 layers, 6 q / 2 kv heads, d_model 96, seed 1", 1, SHAPE3)],
          3: [("seed 7", 7, None), ("seed 8", 8, None),
              ("3 layers, 6 q / 2 kv heads, d_model 96, seed 2", 2, SHAPE3),
              ("3 layers, 6 q / 2 kv heads, d_model 96, seed 3", 3, SHAPE3)],
          4: [("seed 9", 9, None), ("seed 10", 10, None),
              ("3 layers, 6 q / 2 kv heads, d_model 96, seed 4", 4, SHAPE3),
              ("3 layers, 6 q / 2 kv heads, d_model 96, seed 5", 5, SHAPE3)]}
RECALL, PRECISION = 2 / 3, 0.6
PREV_TOL = 0.08


def verdict(w, b):
    hit = len(w & b)
    rec = hit / len(b) if b else float("nan")
    prec = hit / len(w) if w else float("nan")
    if not b:
        return rec, prec, "no behavioural positives" + (", no weight label" if not w else ", weight labels")
    ok = hit >= int(np.ceil(RECALL * len(b) - 1e-9)) and hit >= PRECISION * len(w)
    return rec, prec, "pass" if ok else "FAIL"


def labelled(r, role, behaviour=False):
    roles = r.behaviour_roles if behaviour else r.weights_roles
    return {lab for lab, x in zip(r.labels, roles) if role in x.split("+")}


def passes(w, b):
    """The round-3 pass of a rule on one model (module docstring)."""
    v = verdict(w, b)[2]
    return v == "pass" or v == "no behavioural positives, no weight label"


def evaluate_v4(name, d, t0=None):
    """Round 4: analyse the model in ``d`` with rules v4 and v3; print and return ``{rule: passes}``
    (both kinds, module docstring)."""
    reps = {rule: analyse(load(d), induction_rule=rule) for rule in ("attention_only", "expected_induction")}
    print(f"=== {name}" + ("" if t0 is None else f" (trained in {time.time() - t0:.0f} s)") + " ===")
    print(reps["attention_only"].table().split("\nlegend:")[0])
    out = {}
    for rule, rep in reps.items():
        ok = True
        for role in ("previous-token", "induction"):
            w, b = labelled(rep, role), labelled(rep, role, True)
            rec, prec, v = verdict(w, b)
            ok &= passes(w, b)
            print(f"rule {rule} {role}: weights {sorted(w)} behaviour {sorted(b)} recall {rec:.2f} precision "
                  f"{prec:.2f} -> {v}")
        out[rule] = ok
        print(f"rule {rule}: {'pass' if ok else 'FAIL'}")
    a, b = reps["attention_only"].attention_only, reps["attention_only"].behaviour
    print(f"|attention-only − behaviour| max: prev {np.max(np.abs(a.previous_token - b.previous_token)):.3f}, "
          f"ind {np.max(np.abs(a.induction - b.induction)):.3f}")
    print(flush=True)
    return out


def evaluate(name, d, t0=None):
    """Analyse the model in ``d`` with rules v3 and v2; print and return ``{rule: passes}``."""
    r = analyse(load(d), induction_rule="expected_induction")
    r2 = analyse(load(d), induction_rule="logit_advantage", behaviour=True)
    print(f"=== {name}" + ("" if t0 is None else f" (trained in {time.time() - t0:.0f} s)") + " ===")
    print(r.table().split("\nlegend:")[0])
    out = {}
    b = labelled(r, "induction", True)
    for rule, rep in (("expected_induction", r), ("logit_advantage", r2)):
        w = labelled(rep, "induction")
        rec, prec, v = verdict(w, b)
        out[rule] = passes(w, b)
        print(f"induction rule {rule}: weights {sorted(w)} behaviour {sorted(b)} recall {rec:.2f} precision "
              f"{prec:.2f} -> {v}")
    later = r.layer > 0
    gap = np.abs(r.induction_attention[later] - r.behaviour.induction[later])
    print(f"rule v3 |π − behaviour| over layer ≥ 1 heads: mean {np.nanmean(gap):.3f}, max {np.nanmax(gap):.3f}")
    w, bp = labelled(r, "previous-token"), labelled(r, "previous-token", True)
    rec, prec, v = verdict(w, bp)
    print(f"previous-token: weights {sorted(w)} behaviour {sorted(bp)} recall {rec:.2f} precision {prec:.2f} -> {v}")
    l0 = r.layer == 0
    g0 = float(np.max(np.abs(r.prev_token[l0] - r.behaviour.previous_token[l0])))
    print(f"layer-0 previous-token gap |weights − behaviour| max {g0:.3f} (bound {PREV_TOL}) -> "
          f"{'pass' if g0 <= PREV_TOL else 'FAIL'}")
    print(flush=True)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=None)
    ap.add_argument("--round", type=int, default=4, choices=sorted(ROUNDS))
    ap.add_argument("--models", nargs="*", default=None, help="saved model directories (no training)")
    args = ap.parse_args()
    results = []
    ev = evaluate_v4 if args.round == 4 else evaluate
    if args.models:
        for d in args.models:
            results.append(ev(d, d))
    else:
        root = args.out or tempfile.mkdtemp(prefix="heldout-")
        for name, seed, cfg in ROUNDS[args.round]:
            t0 = time.time()
            trained, _ = train_tiny_llama(seed=seed, config=cfg)
            d = os.path.join(root, name.replace(" ", "_").replace(",", "").replace("/", ""))
            save_tiny_llama(trained, d)
            results.append(ev(name, d, t0))
    if ev is evaluate_v4:
        n4, n3 = sum(x["attention_only"] for x in results), sum(x["expected_induction"] for x in results)
        print(f"models passed: rule v4 {n4}/{len(results)}, rule v3 {n3}/{len(results)} -> choice rule: "
              f"{'v4 becomes the default' if n4 >= n3 else 'v3 stays the default'}")
        return
    n3, n2 = sum(x["expected_induction"] for x in results), sum(x["logit_advantage"] for x in results)
    print(f"models passed: rule v3 {n3}/{len(results)}, rule v2 {n2}/{len(results)} -> choice rule keeps "
          f"{'v3' if n3 >= n2 else 'v2'}")


if __name__ == "__main__":
    main()
