"""``theory train-circuits``: rebuild the cached natural-text models of claims L10–L12 (issue 24;
extras ``train`` and ``corpus``) — or, with any of the exploration options (:data:`EXPLORE`), train
the same kind of model at other settings and print its phase-change curve.  Exploratory runs are
not claims: the claims keep their pre-registered settings (``proofs/_runs/natural_text.py``).  ``--recipe NAME``
reproduces a shipped trained checkpoint (:mod:`theory.circuits.training.shipped`)."""
from __future__ import annotations

import json
import math
import sys

from theory.cli.usage import UsageError, fail, int_list

NORMS = ("none", "pre")                   # theory.circuits.training.segments.NORMS (torch not imported here)
POSITIONS = ("residual", "qk", "rotary")  # … .POSITIONS
CORPORA = ("kjv", "code")                 # theory.circuits.training.cache.CORPORA

# options that make a run exploratory (argparse dest → flag)
EXPLORE = {"steps": "--steps", "batch": "--batch", "n_ctx": "--n-ctx", "lr": "--lr", "warmup": "--warmup",
           "measure_every": "--measure-every", "bpe_vocab": "--bpe-vocab", "device": "--device", "heads": "--heads",
           "figure": "--figure", "json": "--json", "corpus": "--corpus", "norm": "--norm", "positions": "--positions",
           "init_scale": "--init-scale", "weight_decay": "--weight-decay"}
CURVE_COLUMNS = ("step", "tokens", "held-out loss", "in-context loss", "previous-token", "induction")


def _counts(text, flag):
    """Comma-separated integers ≥ 0 (seeds, sizes)."""
    out = int_list(text, flag.lstrip("-"))
    if min(out) < 0:
        raise UsageError(f"{flag} must be comma-separated integers ≥ 0; got {text!r}")
    return out


def cmd_train_circuits(args):
    """Rebuild the cached natural-text models of claims L10–L12 (``--missing``: keep sound entries)."""
    from theory.proofs._runs import natural_text as K
    reason = K.missing()
    if reason:
        print(f"theory train-circuits: {reason}", file=sys.stderr)
        return 1
    if args.recipe is not None:
        return _recipe(args)
    if args.out is not None:
        raise UsageError("--out goes with --recipe (where the reproduced checkpoint is written)")
    if getattr(args, "resume", False):
        raise UsageError("--resume goes with --recipe NAME and --out DIR (it continues DIR/NAME.state)")
    if any(getattr(args, dest) is not None for dest in EXPLORE):
        return _explore(args, K)
    seeds = K.SEEDS if args.seeds is None else _counts(args.seeds, "--seeds")
    sizes = K.SIZES if args.d_model is None else [s for s in K.SIZES if s[1] in _counts(args.d_model, "--d-model")]
    if not sizes:
        raise UsageError(f"--d-model must name sizes of the claims, {[d for _, d in K.SIZES]}; got {args.d_model}")
    keys = [(h, d, s) for h, d in sizes for s in seeds]
    from theory.circuits.training.cache import check_cache_dir
    from theory.errors import OutputFileError, TrainingDiverged
    try:
        check_cache_dir()
    except OutputFileError as exc:
        raise UsageError(str(exc)) from None
    _announce_claims(K, keys, args.missing)
    try:
        K.prefetch(keys, retrain=not args.missing)
    except TrainingDiverged as exc:                        # after the work: an error (exit 1), not a usage error
        print(f"theory train-circuits: error: {exc}", file=sys.stderr)
        return 1
    for key in keys:
        run = K.RUNS[key]
        c = run.curve[-1]
        print(f"{K.label(*key)}: {K.NOTES[key]}; {run.seconds:.0f} s; held-out loss {c['held_out_loss']:.3f}, "
              f"in-context loss {c['in_context_loss']:+.3f}, previous-token {c['prev_token']:.2f}, "
              f"induction {c['induction']:.2f}")
    return 0


def _announce_claims(K, keys, missing):
    """Say, before any training, what a claims rebuild will do and how long it should take."""
    from theory.circuits.training.cache import cache_dir
    from theory.circuits.training.shipped import estimate_seconds
    from theory.system.parallel import env_jobs
    each = [estimate_seconds(K.settings(*k), _byte_vocab()) for k in keys]
    jobs = max(1, min(env_jobs(), len(keys)))
    what = "trains the models of claims L10–L12 not cached yet (sound entries are kept)" if missing else \
        "retrains the models of claims L10–L12 from scratch, replacing their cache entries (--missing keeps sound ones)"
    print(f"theory train-circuits: {what}: {len(keys)} model{'s' if len(keys) != 1 else ''} "
          f"({', '.join(K.label(*k) for k in keys)}) in {cache_dir()}; estimated {_duration(sum(each))} of CPU "
          f"in all, {jobs} at a time (about {_duration(sum(each) / jobs)} on idle cores; cached models take seconds)",
          file=sys.stderr, flush=True)


def _duration(seconds):
    return f"{seconds:.0f} s" if seconds < 120 else f"{seconds / 60:.0f} min" if seconds < 7200 else \
        f"{seconds / 3600:.1f} h"


def _recipe(args):
    """``--recipe NAME``: train a shipped checkpoint's recipe from scratch, saying first how long it
    should take; compare with the shipped weights; write the reproduction to ``--out`` if given."""
    import os
    from theory.circuits.training import shipped
    from theory.errors import TheoryError, TrainingDiverged, TrainingStopped
    others = [flag for dest, flag in EXPLORE.items() if getattr(args, dest) is not None]
    if getattr(args, "resume", False) and args.out is None:
        raise UsageError("--resume continues the run saved in --out DIR (DIR/NAME.state); give --out")
    if others or args.seeds is not None or args.d_model is not None or args.missing:
        raise UsageError(f"--recipe trains the recipe as shipped; drop {', '.join(others) or '--seeds/--d-model/--missing'}")
    try:
        d, name = shipped.locate(args.recipe)
        meta = shipped.read_meta(os.path.join(d, name + ".json"))
        shipped.check_reproducible(meta)
        if args.out is not None:
            from theory.system.files import check_output_dir
            check_output_dir(args.out, "--out")
            if os.path.realpath(args.out) == os.path.realpath(d):
                raise UsageError(f"--out must not be the folder of the shipped checkpoint ({d}): it would replace it")
        original = shipped.load_checkpoint(os.path.join(d, name + ".json"))
        settings = meta["settings"]
        corpus = shipped.corpus_of(settings)
        shipped.check_reproducible(meta, corpus.version)
    except TheoryError as exc:
        fail(exc)
    est = shipped.estimate_seconds(settings, corpus.n_vocab)
    print(f"theory train-circuits: reproducing checkpoint {name} from scratch on the CPU, one thread: "
          f"{settings['steps']} steps of {settings['batch']} × {settings['n_ctx']} tokens; estimated {_duration(est)} "
          f"on an idle core (it took {meta.get('seconds', float('nan')):.0f} s when shipped"
          f"{' on this machine' if meta.get('machine') == shipped.machine() else ' on another machine'})",
          file=sys.stderr, flush=True)
    state = None if args.out is None else os.path.join(args.out, name + ".state")
    resume = state if getattr(args, "resume", False) else None
    if resume is not None and not os.path.isfile(resume):
        raise UsageError(f"--resume: {resume} does not exist (a run with --out {args.out} saves it while it trains)")
    try:
        run, _ = shipped.train_recipe(settings, progress=True, state=state, resume=resume)
    except TrainingStopped as exc:
        print(f"theory train-circuits: {exc}; `theory train-circuits --recipe {args.recipe} --out {args.out} "
              f"--resume` continues it", file=sys.stderr)
        return 1
    except TrainingDiverged as exc:
        print(f"theory train-circuits: error: {exc}", file=sys.stderr)
        return 1
    except TheoryError as exc:
        fail(exc)
    cmp = shipped.compare(run, original)
    same_machine = meta.get("machine") == shipped.machine()
    a, b = run.curve[-1], original.curve[-1]
    print(f"{name}: trained in {run.seconds:.0f} s; held-out loss {a['held_out_loss']:.4f} (shipped "
          f"{b['held_out_loss']:.4f}), previous-token {a['prev_token']:.4f} ({b['prev_token']:.4f}), induction "
          f"{a['induction']:.4f} ({b['induction']:.4f})")
    if cmp["identical"]:
        print(f"{name}: bit-identical to the shipped checkpoint")
    else:
        print(f"{name}: differs from the shipped checkpoint (largest |difference| {cmp['max_abs_diff']:.3g}); "
              + ("same machine and versions: it should have been bit-identical" if same_machine else
                 f"the checkpoint was trained on {meta.get('machine')}, this is {shipped.machine()}: only "
                 f"statistical agreement is expected"))
    if args.out is not None:
        w, j = shipped.save_checkpoint(name, run, settings, corpus.version, args.out)
        print(f"wrote {w} and {j}", file=sys.stderr)
    return 0 if cmp["identical"] or not same_machine else 1


def _number(text, flag, convert):
    try:
        return convert(text)
    except ValueError:
        raise UsageError(f"{flag} must be {'an integer' if convert is int else 'a number'}; got {text!r}") from None


def _checked(check, *a, **kw):
    """A validation helper's value; its package error (naming the flag) becomes a usage error."""
    from theory.errors import TheoryError
    try:
        return check(*a, **kw)
    except TheoryError as exc:
        fail(exc)


def explore_settings(args, K):
    """``(keys, settings, device, outputs)`` of an exploratory run, every option checked (usage errors
    naming the option) and every model's size estimated and refused before any work.  Options not
    given take the claims' values."""
    from theory.validation import check_memory, positive_int, real_number
    from theory.circuits.training.corpus_training import training_step_bytes
    integer = {}
    for dest, default, low in (("steps", K.STEPS, 1), ("batch", K.BATCH, 1), ("n_ctx", K.N_CTX, 16),
                               ("warmup", K.WARMUP, 1), ("measure_every", K.MEASURE_EVERY, 1),
                               ("heads", K.SIZES[0][0], 1), ("bpe_vocab", None, 8)):
        text = getattr(args, dest)
        integer[dest] = default if text is None else \
            _checked(positive_int, EXPLORE[dest], _number(text, EXPLORE[dest], int), minimum=low)
    lr = K.LR if args.lr is None else _checked(real_number, "--lr", _number(args.lr, "--lr", float), minimum=0,
                                               maximum=0.1, open_minimum=True)   # train_on_corpus' range
    H = integer["heads"]
    d_models = list(dict.fromkeys(d for h, d in K.SIZES)) if args.d_model is None else \
        list(dict.fromkeys(_counts(args.d_model, "--d-model")))
    for d in d_models:
        if d < H or d % H:
            raise UsageError(f"--d-model must be multiples of --heads {H} (d_head = d_model / heads); got {d}")
    seeds = list(K.SEEDS if args.seeds is None else dict.fromkeys(_counts(args.seeds, "--seeds")))
    for s in seeds:
        if s > 2**32 - 1:
            raise UsageError(f"--seeds must be integers in [0, {2**32 - 1}]; got {s}")
    device = _device(args.device)
    outputs = _outputs(args)
    layout = {}
    for dest, choices in (("norm", NORMS), ("positions", POSITIONS), ("corpus", CORPORA)):
        value = getattr(args, dest)
        if value is not None and value not in choices:
            raise UsageError(f"{EXPLORE[dest]} must be one of {', '.join(choices)}; got {value!r}")
        if value is not None and value != choices[0]:       # defaults stay out of the key (the claims' entries)
            layout[dest] = value
    for dest, default, low, high in (("init_scale", 0.5, 0, 10), ("weight_decay", 0.0, 0, 10)):
        text = getattr(args, dest)
        if text is not None:
            value = _checked(real_number, EXPLORE[dest], _number(text, EXPLORE[dest], float), minimum=low,
                             maximum=high, open_minimum=dest == "init_scale")
            if value != default:
                layout[dest] = value
    if layout.get("positions") == "rotary":
        for d in d_models:
            if (d // H) % 2:
                raise UsageError(f"--positions rotary needs an even d_head (--d-model / --heads); got {d // H}")
    n_vocab = max(integer["bpe_vocab"] or 0, _byte_vocab(args.corpus if args.corpus in CORPORA else "kjv"))   # a BPE keeps every byte of the text as a token
    bpe = "" if integer["bpe_vocab"] is None else f", --bpe-vocab {integer['bpe_vocab']}"
    for d in d_models:                                    # before any training: the unit that grows
        need = training_step_bytes(2, H, d, d // H, n_vocab, integer["n_ctx"], integer["batch"])
        _checked(check_memory, f"train-circuits (--d-model {d}, --heads {H}, --n-ctx {integer['n_ctx']}, "
                 f"--batch {integer['batch']}{bpe})", need,
                 f"use a smaller --batch, --n-ctx{', --bpe-vocab' if bpe else ''} or --d-model")
    keys = [(H, d, s) for d in d_models for s in seeds]
    settings = {}
    for h, d, s in keys:
        st = dict(n_heads=h, d_model=d, d_head=d // h, n_ctx=integer["n_ctx"], steps=integer["steps"],
                  batch=integer["batch"], lr=lr, warmup=integer["warmup"], seed=s, n_layers=2,
                  measure_every=integer["measure_every"])
        if integer["bpe_vocab"] is not None:              # bytes: the claims' key (no bpe_vocab entry)
            st["bpe_vocab"] = integer["bpe_vocab"]
        st.update(layout)
        settings[(h, d, s)] = st
    return keys, settings, device, outputs


def _byte_vocab(corpus="kjv"):
    from theory.circuits.training.cache import named_corpus
    return named_corpus(corpus).n_vocab


def _device(text):
    """``--device``: a torch device name this machine has; ``None`` = CUDA when torch sees one, else CPU."""
    import torch
    from theory.circuits.training.corpus_training import resolve_device
    return str(_checked(resolve_device, torch, text, name="--device"))


def _outputs(args):
    from theory.cli.output import need_matplotlib, check_distinct_outputs, check_output_file
    outs = [(flag, path) for flag, path in (("--figure", args.figure), ("--json", args.json)) if path is not None]
    for flag, path in outs:
        check_output_file(path, flag)
    check_distinct_outputs(outs)
    _outside_the_cache(outs)
    if args.figure is not None:
        need_matplotlib("train-circuits")
    return outs


def _outside_the_cache(outs):
    """Refuse an output file inside the model cache folder: replacing an entry's ``.json`` or
    ``.safetensors`` there would destroy a trained model (the entry fails its check and is retrained)."""
    import os
    from theory.circuits.training.cache import cache_dir
    from theory.system.files import writes_to_stdout
    cache = os.path.realpath(cache_dir())
    for flag, path in outs:
        if writes_to_stdout(path):
            continue
        real = os.path.realpath(path)
        if os.path.commonpath([cache, real]) == cache:
            raise UsageError(f"{flag} must be outside the model cache folder {cache} (it would replace a cached "
                             f"model's file); got {path}")


def curve_table(curve):
    """The phase-change curve as text: one row per measurement (:data:`CURVE_COLUMNS`)."""
    rows = [CURVE_COLUMNS] + [(str(c["step"]), str(c["tokens"]), f"{c['held_out_loss']:.4f}",
                               f"{c['in_context_loss']:+.4f}", f"{c['prev_token']:.4f}", f"{c['induction']:.4f}")
                              for c in curve]
    widths = [max(len(r[i]) for r in rows) for i in range(len(CURVE_COLUMNS))]
    return "\n".join("  ".join(v.rjust(w) for v, w in zip(r, widths)) for r in rows)


def _finite(value):
    return value if not isinstance(value, float) or math.isfinite(value) else None


def _explore(args, K):
    """Train (or reuse from the cache) models at the command line's settings; print each one's
    phase-change curve and whether (a) of claim L10 holds for it; write ``--figure`` / ``--json``."""
    from theory.proofs import L10_phase_change as L10
    from theory.circuits.training.cache import check_cache_dir, train_corpus_cached
    from theory.errors import OutputFileError, TrainingDiverged
    from theory.system.files import writes_to_stdout
    from theory.system.parallel import env_jobs, map_processes
    from theory.cli.output import atomic_write, atomic_write_text
    keys, settings, device, _ = explore_settings(args, K)
    try:
        check_cache_dir()
    except OutputFileError as exc:
        raise UsageError(str(exc)) from None
    jobs = env_jobs() if device.startswith("cpu") else 1  # one accelerator: its models one after another
    in_process = jobs == 1 or len(keys) == 1             # map_processes' rule: no worker processes
    progress = in_process          # then the trainer's progress: one line in place on a terminal, else a line each
    from theory.circuits.training.shipped import estimate_seconds
    est = sum(estimate_seconds(settings[k], _byte_vocab(settings[k].get("corpus", "kjv")) if "bpe_vocab" not in
                               settings[k] else settings[k]["bpe_vocab"]) for k in keys)
    print(f"theory train-circuits: {len(keys)} model{'s' if len(keys) != 1 else ''} on {device}; any not in the cache "
          f"train now, {'in this process' if in_process else 'in worker processes'} (estimated {_duration(est)} of "
          f"CPU in all; cached models take seconds); "
          + ("progress below" if progress else "the curves print when all are done"), file=sys.stderr, flush=True)
    try:
        out = map_processes(train_corpus_cached, [dict(settings=settings[k], device=device, progress=progress)
                                                  for k in keys], jobs=jobs)
    except TrainingDiverged as exc:                        # a result of the settings, after the work: exit 1
        print(f"theory train-circuits: error: {exc}", file=sys.stderr)
        return 1
    table = sys.stderr if any(writes_to_stdout(p) for p in (args.json, args.figure)) else sys.stdout
    first = settings[keys[0]]
    print(f"exploratory run (not a claim; the claims keep the settings of proofs/_runs/natural_text.py): 2 layers, "
          f"{first['n_heads']} heads, n_ctx {first['n_ctx']}, batch {first['batch']}, {first['steps']} steps, "
          f"lr {first['lr']:g}, warmup {first['warmup']}, "
          f"{'BPE-' + str(first['bpe_vocab']) if 'bpe_vocab' in first else 'bytes'} of "
          f"{'the SymPy source' if first.get('corpus') == 'code' else 'the KJV'}, LayerNorm "
          f"{first.get('norm', 'none')}, positions {first.get('positions', 'residual')}, init scale "
          f"{first.get('init_scale', 0.5):g}, weight decay {first.get('weight_decay', 0.0):g}, device {device}",
          file=table)
    records = []
    for key, (run, note) in zip(keys, out):
        happened = L10.phase_change_happened(run.curve)
        c = run.curve[-1]
        print(f"\n{K.label(*key)}: {note}; {run.seconds:.0f} s", file=table)
        print(curve_table(run.curve), file=table)
        print(f"induction phase change by L10's criterion (induction ≥ {L10.INDUCTION_MIN}, previous-token ≥ "
              f"{L10.PREV_MIN} at the end): {'yes' if happened else 'no'} (induction {c['induction']:.4f}, "
              f"previous-token {c['prev_token']:.4f})", file=table)
        records.append(dict(label=K.label(*key), settings=settings[key], note=note, device=run.device,
                            seconds=run.seconds, phase_change=happened,
                            curve=[{k: _finite(v) for k, v in p.items()} for p in run.curve]))
    if args.json is not None:
        doc = dict(criterion=dict(induction_min=L10.INDUCTION_MIN, prev_token_min=L10.PREV_MIN, claim="L10 (a)"),
                   exploratory=True, models=records)
        atomic_write_text(args.json, json.dumps(doc, indent=1, ensure_ascii=False, allow_nan=False))
        print(f"wrote {args.json}", file=sys.stderr)
    if args.figure is not None:
        _write_figure(args.figure, [(K.label(*k), r.curve, k[1], k[2]) for k, (r, _) in zip(keys, out)], L10,
                      atomic_write)
    return 0


def _write_figure(path, runs, L10, atomic_write):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    sizes = list(dict.fromkeys(d for _, _, d, _ in runs))
    seeds = list(dict.fromkeys(s for _, _, _, s in runs))
    palette = plt.rcParams["axes.prop_cycle"].by_key()["color"]
    styles = ["-", "--", ":", "-."]
    curves = [(name, curve, palette[sizes.index(d) % len(palette)], styles[seeds.index(s) % len(styles)])
              for name, curve, d, s in runs]
    try:
        atomic_write(path, lambda tmp: L10.draw_phase_change(plt, tmp, curves), suffix=".png")
    finally:
        plt.close("all")
    print(f"wrote {path}", file=sys.stderr)


def add_train_circuits(sub, fmt):
    tc = sub.add_parser("train-circuits", formatter_class=fmt,
                        help="rebuild the cached natural-text models of claims L10-L12 (needs extras train, corpus)",
                        description="Train the two-layer attention-only models of claims L10-L12 on the KJV corpus "
                                    "and replace their cache entries ($THEORY_CACHE or the user cache folder); "
                                    "theory prove then reuses them.  Example: theory train-circuits --d-model 128 "
                                    "--seeds 1.  Any of --steps, --batch, --n-ctx, --lr, --warmup, --measure-every, "
                                    "--bpe-vocab, --device, --heads, --corpus, --norm, --positions, --init-scale, "
                                    "--weight-decay, --figure, --json makes the run exploratory: "
                                    "models at those settings (the claims' values for the rest) are trained or "
                                    "reused from the cache (keyed by their settings), and each one's phase-change "
                                    "curve is printed with L10's verdict (a).  Exploratory runs are not claims.  "
                                    "Example (GPU): theory train-circuits --steps 100000 --batch 32 --n-ctx 256 "
                                    "--d-model 128 --seeds 1 --figure phase.png.  --recipe NAME reproduces a shipped "
                                    "trained checkpoint from scratch and compares it with the shipped weights.  "
                                    "Every run first says what it will train and how long it should take.")
    tc.add_argument("--seeds", metavar="LIST", help="comma-separated seeds (default: the claims' seeds)")
    tc.add_argument("--d-model", metavar="LIST", help="comma-separated d_model sizes (default: both; exploratory: "
                    "any multiples of --heads)")
    tc.add_argument("--recipe", metavar="NAME", help="reproduce a shipped trained checkpoint from scratch (a name in "
                    "theory/circuits/training/shipped, or a NAME.json / NAME.safetensors path): says how long first, "
                    "then compares with the shipped weights (bit-identical on the machine that trained it)")
    tc.add_argument("--out", metavar="DIR", help="with --recipe: write the reproduced checkpoint into DIR, and its "
                                                 "training state as DIR/NAME.state while it trains")
    tc.add_argument("--resume", action="store_true", help="with --recipe and --out: continue the run saved in "
                    "DIR/NAME.state (stopped by a signal or the end of a session), bit for bit")
    tc.add_argument("--missing", action="store_true", help="train only models not cached yet (keep sound entries; "
                    "exploratory runs always do)")
    ex = tc.add_argument_group("exploration (not claims; defaults: the claims' settings)")
    ex.add_argument("--steps", metavar="N", help="Adam steps")
    ex.add_argument("--batch", metavar="B", help="contexts per step")
    ex.add_argument("--n-ctx", metavar="C", help="context length in tokens (≥ 16)")
    ex.add_argument("--lr", metavar="X", help="peak learning rate, in (0, 0.1]")
    ex.add_argument("--warmup", metavar="N", help="linear warmup steps (then cosine decay to lr/10)")
    ex.add_argument("--measure-every", metavar="N", help="steps between phase-change measurements")
    ex.add_argument("--bpe-vocab", metavar="V", help="train on a BPE of V tokens (≥ 8) instead of bytes")
    ex.add_argument("--device", metavar="DEV", help="torch device, e.g. cpu, cuda, cuda:1 (default: CUDA when torch "
                    "sees one, else CPU); recorded in the cache entry, not part of its key")
    ex.add_argument("--heads", metavar="N", help="heads per layer (default 8)")
    ex.add_argument("--corpus", metavar="NAME", help="kjv (default: the King James Bible) or code (the pinned SymPy "
                    "source)")
    ex.add_argument("--norm", metavar="N", help="none (default) or pre: a LayerNorm before each layer and the "
                    "unembedding (folded for the analysis)")
    ex.add_argument("--positions", metavar="P", help="residual (default: learned, in the residual stream), qk "
                    "(learned, added to queries and keys only) or rotary")
    ex.add_argument("--init-scale", metavar="X", help="standard deviation of the initial embeddings and positions "
                    "(default 0.5)")
    ex.add_argument("--weight-decay", metavar="X", help="AdamW weight decay on the matrices (default 0: Adam)")
    ex.add_argument("--figure", metavar="PATH", help="write the phase-change figure (PNG; needs matplotlib)")
    ex.add_argument("--json", metavar="PATH", help="write the settings, notes and phase-change curves as JSON")
    tc.set_defaults(func=cmd_train_circuits, subparser=tc)
