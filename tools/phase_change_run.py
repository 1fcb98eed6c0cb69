"""One development run of the induction-phase-change search (issue 31), for the background.

Trains through :func:`theory.circuits.training.segments.train_on_corpus` (the package's trainer,
its progress written one line per measurement to stderr) and writes ``--out`` (JSON): the
settings, the corpus, the CPU and wall seconds, the whole phase-change curve, the token counts at
which the previous-token score first reached L10's 0.4 and the induction score L10's 0.3 (or
``null`` with the largest values reached), and Aoyama et al.'s prediction ``10^5.7 · √(B·C)``.
Development seeds only (never the claims' seeds 1–3).  Example (2 shared cores: one thread, niced)::

    OMP_NUM_THREADS=1 nohup nice -n 10 python tools/phase_change_run.py --corpus code --bpe-vocab 1024 \\
        --norm pre --positions rotary --init-scale 0.02 --n-ctx 256 --batch 2 --lr 1e-3 --warmup 500 \\
        --steps 40000 --seed 100 --out dev_runs/r1.json > dev_runs/r1.log 2>&1 &

Resumable (issue 37): ``--state PATH`` (default: ``--out`` with ``.state`` for ``.json``) keeps the
run's whole training state, saved every ``--save-every`` CPU seconds and on SIGTERM/SIGINT
(:mod:`theory.circuits.training.state`); ``--resume PATH`` continues it with its own recipe — no other
flag is needed but ``--out`` (``--steps N`` extends it) — bit for bit as if it had not stopped.  A
development run's state is committed in ``dev_runs/`` so that a stopped run goes on later, on
another machine::

    OMP_NUM_THREADS=1 nohup python tools/phase_change_run.py --resume dev_runs/r12.state \
        --out dev_runs/r12.json > dev_runs/r12.log 2>&1 &

``--schedule constant`` (or ``wsd`` with ``--decay-steps``) keeps the rate from decaying, so that a
run can be extended without a change of rate.

``--save dev_runs`` also writes the trained weights (``dev_runs/r1-model.safetensors`` + ``.json``,
the recipe and curve inside), so a run that forms heads can be analysed (``theory analyse
dev_runs/r1-model.safetensors``) without training it again.
"""
import argparse
import json
import math
import os
import sys
import time

PREV, INDUCTION = 0.4, 0.3        # L10's thresholds (proofs/L10_phase_change.py: PREV_MIN, INDUCTION_MIN)


def first(curve, key, level):
    for c in curve:
        if c[key] >= level:
            return c["tokens"]
    return None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", choices=("kjv", "code"), default="code")
    ap.add_argument("--bpe-vocab", type=int, default=None)
    ap.add_argument("--norm", default="pre")
    ap.add_argument("--positions", default="rotary")
    ap.add_argument("--init-scale", type=float, default=0.02)
    ap.add_argument("--weight-decay", type=float, default=0.0)
    ap.add_argument("--d-model", type=int, default=128)
    ap.add_argument("--heads", type=int, default=8)
    ap.add_argument("--n-ctx", type=int, default=256)
    ap.add_argument("--batch", type=int, default=2)
    ap.add_argument("--steps", type=int, default=40000)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--warmup", type=int, default=500)
    ap.add_argument("--measure-every", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--schedule", choices=("cosine", "constant", "wsd"), default="cosine")
    ap.add_argument("--decay-steps", type=int, default=None, help="with --schedule wsd: the decay's length")
    ap.add_argument("--state", default=None, help="training state file (default: --out with .state)")
    ap.add_argument("--save-every", type=float, default=180.0, help="CPU seconds between saves of the state")
    ap.add_argument("--resume", default=None, metavar="STATE", help="continue the run saved in STATE")
    ap.add_argument("--out", required=True)
    ap.add_argument("--save", default=None, metavar="DIR",
                    help="also write the trained model as a checkpoint pair DIR/NAME-model.safetensors + .json (NAME: "
                         "--out's file name without .json), readable by `theory analyse` and `load`")
    a = ap.parse_args(argv)
    import torch
    from theory.circuits.training.state import load_state, check_state_path
    from theory.circuits.training.network import TRAINER_VERSION
    from theory.circuits.training.corpus_training import train_on_corpus
    from theory.errors import TheoryError
    out_dir = os.path.dirname(os.path.abspath(a.out))
    if not os.path.isdir(out_dir) or os.path.isdir(a.out):
        ap.error(f"--out: {a.out} must be a file path in an existing folder")
    state = a.state or (os.path.splitext(a.out)[0] + ".state")
    try:
        check_state_path(state, "--state")
        if a.resume:
            saved = load_state(torch, a.resume, TRAINER_VERSION)
            r, tags = saved["recipe"], saved["recipe"]["tags"]
            for k in ("corpus", "bpe_vocab"):
                setattr(a, k.replace("-", "_"), tags[k])
            for k in ("norm", "positions", "init_scale", "weight_decay", "d_model", "n_ctx", "batch", "lr", "warmup",
                      "measure_every", "seed", "schedule", "decay_steps"):
                setattr(a, k, r[k])
            a.heads = r["n_heads"]
            steps_given = any(x == "--steps" or x.startswith("--steps=") for x in (argv or sys.argv[1:]))
            a.steps = a.steps if steps_given else r["steps"]
            print(f"resuming {a.resume} at step {saved['step']} of {a.steps}", file=sys.stderr, flush=True)
    except TheoryError as exc:
        ap.error(str(exc))
    if a.seed in (1, 2, 3):
        ap.error("--seed: 1, 2 and 3 are the claims' seeds; development runs use others (100 …)")
    if a.corpus == "code":
        from theory.circuits.training.code_corpus import load_code_corpus
        corpus = load_code_corpus(a.bpe_vocab)
    else:
        from theory.circuits.training.corpus import load_corpus
        corpus = load_corpus(a.bpe_vocab)
    predicted = 10 ** 5.7 * math.sqrt(a.batch * a.n_ctx)
    print(f"{corpus!r}; Aoyama et al. predict induction heads by {predicted / 1e6:.1f} M tokens; "
          f"this run trains {a.steps * a.batch * (a.n_ctx - 1) / 1e6:.1f} M", file=sys.stderr, flush=True)
    settings = dict(n_heads=a.heads, d_model=a.d_model, d_head=a.d_model // a.heads, n_ctx=a.n_ctx, steps=a.steps,
                    batch=a.batch, lr=a.lr, warmup=a.warmup, seed=a.seed, measure_every=a.measure_every,
                    norm=a.norm, positions=a.positions, init_scale=a.init_scale, weight_decay=a.weight_decay,
                    schedule=a.schedule, decay_steps=a.decay_steps)
    cpu, wall = time.process_time(), time.perf_counter()
    try:
        run = train_on_corpus(**settings, corpus=corpus, device="cpu", progress=True, state=state,
                              save_every=a.save_every, resume=a.resume,
                              tags=dict(corpus=a.corpus, bpe_vocab=a.bpe_vocab))
    except TheoryError as exc:        # TrainingStopped (state saved), a refused resume, a diverged run
        print(f"phase_change_run: {exc}", file=sys.stderr)
        return 1
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    curve = run.curve
    doc = dict(settings=settings, corpus=repr(corpus), corpus_version=corpus.version, cpu_seconds=cpu,
               training_seconds=run.seconds, resumed_from=a.resume,
               wall_seconds=wall, predicted_tokens=predicted,
               prev_token_forms_at=first(curve, "prev_token", PREV), induction_forms_at=first(curve, "induction", INDUCTION),
               max_prev_token=max(c["prev_token"] for c in curve), max_induction=max(c["induction"] for c in curve),
               min_in_context_loss=min(c["in_context_loss"] for c in curve), final=curve[-1],
               curve=[{k: (v if not isinstance(v, float) or math.isfinite(v) else None) for k, v in c.items()}
                      for c in curve])
    if a.save:
        from theory.circuits.training.shipped import save_checkpoint
        recipe = dict(settings, corpus=a.corpus, bpe_vocab=a.bpe_vocab)
        name = os.path.splitext(os.path.basename(a.out))[0] + "-model"
        print("wrote", *save_checkpoint(name, run, recipe, corpus.version, a.save), file=sys.stderr)
    tmp = a.out + ".tmp"
    with open(tmp, "w") as f:
        json.dump(doc, f, indent=1)
    os.replace(tmp, a.out)
    print(f"done: {cpu:.0f} CPU s; previous-token ≥ {PREV} at {doc['prev_token_forms_at']} tokens (max "
          f"{doc['max_prev_token']:.3f}), induction ≥ {INDUCTION} at {doc['induction_forms_at']} tokens (max "
          f"{doc['max_induction']:.3f})", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
