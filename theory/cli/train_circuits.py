"""``theory train-circuits``: rebuild the cached natural-text models of claims L10–L12 (issue 24;
extras ``train`` and ``corpus``) — or, with any of the exploration options (:data:`EXPLORE`), train
the same kind of model at other settings and print its phase-change curve.  Exploratory runs are
not claims: the claims keep their pre-registered settings (``proofs/_corpus.py``)."""
from __future__ import annotations

import json
import math
import sys

from .usage import UsageError, _fail, _int_list

# options that make a run exploratory (argparse dest → flag)
EXPLORE = {"steps": "--steps", "batch": "--batch", "n_ctx": "--n-ctx", "lr": "--lr", "warmup": "--warmup",
           "measure_every": "--measure-every", "bpe_vocab": "--bpe-vocab", "device": "--device", "heads": "--heads",
           "figure": "--figure", "json": "--json"}
CURVE_COLUMNS = ("step", "tokens", "held-out loss", "in-context loss", "previous-token", "induction")


def _counts(text, flag):
    """Comma-separated integers ≥ 0 (seeds, sizes)."""
    out = _int_list(text, flag.lstrip("-"))
    if min(out) < 0:
        raise UsageError(f"{flag} must be comma-separated integers ≥ 0; got {text!r}")
    return out


def cmd_train_circuits(args):
    """Rebuild the cached natural-text models of claims L10–L12 (``--missing``: keep sound entries)."""
    from proofs import _corpus as K
    reason = K.missing()
    if reason:
        print(f"theory train-circuits: {reason}", file=sys.stderr)
        return 1
    if any(getattr(args, dest) is not None for dest in EXPLORE):
        return _explore(args, K)
    seeds = K.SEEDS if args.seeds is None else _counts(args.seeds, "--seeds")
    sizes = K.SIZES if args.d_model is None else [s for s in K.SIZES if s[1] in _counts(args.d_model, "--d-model")]
    if not sizes:
        raise UsageError(f"--d-model must name sizes of the claims, {[d for _, d in K.SIZES]}; got {args.d_model}")
    keys = [(h, d, s) for h, d in sizes for s in seeds]
    from ..circuits.learning.model_cache import check_cache_dir
    from ..errors import OutputFileError, TrainingDiverged
    try:
        check_cache_dir()
    except OutputFileError as exc:
        raise UsageError(str(exc)) from None
    try:
        K.prefetch(keys, retrain=not args.missing)
    except TrainingDiverged as exc:                        # after the work: an error (exit 1), not a usage error
        print(f"theory train-circuits: error: {exc}", file=sys.stderr)
        return 1
    for key in keys:
        run = K._RUNS[key]
        c = run.curve[-1]
        print(f"{K.label(*key)}: {K._NOTES[key]}; {run.seconds:.0f} s; held-out loss {c['held_out_loss']:.3f}, "
              f"in-context loss {c['in_context_loss']:+.3f}, previous-token {c['prev_token']:.2f}, "
              f"induction {c['induction']:.2f}")
    return 0


def _number(text, flag, convert):
    try:
        return convert(text)
    except ValueError:
        raise UsageError(f"{flag} must be {'an integer' if convert is int else 'a number'}; got {text!r}") from None


def _checked(check, *a, **kw):
    """A validation helper's value; its package error (naming the flag) becomes a usage error."""
    from ..errors import TheoryError
    try:
        return check(*a, **kw)
    except TheoryError as exc:
        _fail(exc)


def explore_settings(args, K):
    """``(keys, settings, device, outputs)`` of an exploratory run, every option checked (usage errors
    naming the option) and every model's size estimated and refused before any work.  Options not
    given take the claims' values."""
    from ..validation import check_size, positive_int, real_number
    from ..circuits.learning.training import training_step_entries
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
    n_vocab = max(integer["bpe_vocab"] or 0, _byte_vocab())   # a BPE keeps every byte of the text as a token
    bpe = "" if integer["bpe_vocab"] is None else f", --bpe-vocab {integer['bpe_vocab']}"
    for d in d_models:                                    # before any training: the unit that grows
        entries = training_step_entries(2, H, d, d // H, n_vocab, integer["n_ctx"], integer["batch"])
        _checked(check_size, f"train-circuits (--d-model {d}, --heads {H}, --n-ctx {integer['n_ctx']}, "
                 f"--batch {integer['batch']}{bpe})", entries,
                 f"use a smaller --batch, --n-ctx{', --bpe-vocab' if bpe else ''} or --d-model")
    keys = [(H, d, s) for d in d_models for s in seeds]
    settings = {}
    for h, d, s in keys:
        st = dict(n_heads=h, d_model=d, d_head=d // h, n_ctx=integer["n_ctx"], steps=integer["steps"],
                  batch=integer["batch"], lr=lr, warmup=integer["warmup"], seed=s, n_layers=2,
                  measure_every=integer["measure_every"])
        if integer["bpe_vocab"] is not None:              # bytes: the claims' key (no bpe_vocab entry)
            st["bpe_vocab"] = integer["bpe_vocab"]
        settings[(h, d, s)] = st
    return keys, settings, device, outputs


def _byte_vocab():
    from ..circuits.learning.corpus import load_corpus
    return load_corpus().n_vocab


def _device(text):
    """``--device``: a torch device name this machine has; ``None`` = CUDA when torch sees one, else CPU."""
    import torch
    from ..circuits.learning.training import resolve_device
    return str(_checked(resolve_device, torch, text, name="--device"))


def _outputs(args):
    from .output import _need_matplotlib, check_distinct_outputs, check_output_file
    outs = [(flag, path) for flag, path in (("--figure", args.figure), ("--json", args.json)) if path is not None]
    for flag, path in outs:
        check_output_file(path, flag)
    check_distinct_outputs(outs)
    _outside_the_cache(outs)
    if args.figure is not None:
        _need_matplotlib("train-circuits")
    return outs


def _outside_the_cache(outs):
    """Refuse an output file inside the model cache folder: replacing an entry's ``.json`` or
    ``.safetensors`` there would destroy a trained model (the entry fails its check and is retrained)."""
    import os
    from ..circuits.learning.model_cache import cache_dir
    from ..files import writes_to_stdout
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
    from proofs import L10
    from ..circuits.learning.model_cache import check_cache_dir, train_corpus_cached
    from ..errors import OutputFileError, TrainingDiverged
    from ..files import writes_to_stdout
    from ..parallel import env_jobs, map_processes
    from .output import atomic_write, atomic_write_text
    keys, settings, device, _ = explore_settings(args, K)
    try:
        check_cache_dir()
    except OutputFileError as exc:
        raise UsageError(str(exc)) from None
    jobs = env_jobs() if device.startswith("cpu") else 1  # one accelerator: its models one after another
    in_process = jobs == 1 or len(keys) == 1             # map_processes' rule: no worker processes
    progress = in_process          # then the trainer's progress: one line in place on a terminal, else a line each
    print(f"theory train-circuits: {len(keys)} model{'s' if len(keys) != 1 else ''} on {device}; any not in the cache "
          f"train now, {'in this process' if in_process else 'in worker processes'} (minutes at large settings); "
          + ("progress below" if progress else "the curves print when all are done"), file=sys.stderr, flush=True)
    try:
        out = map_processes(train_corpus_cached, [dict(settings=settings[k], device=device, progress=progress)
                                                  for k in keys], jobs=jobs)
    except TrainingDiverged as exc:                        # a result of the settings, after the work: exit 1
        print(f"theory train-circuits: error: {exc}", file=sys.stderr)
        return 1
    table = sys.stderr if any(writes_to_stdout(p) for p in (args.json, args.figure)) else sys.stdout
    first = settings[keys[0]]
    print(f"exploratory run (not a claim; the claims keep the settings of proofs/_corpus.py): 2 layers, "
          f"{first['n_heads']} heads, n_ctx {first['n_ctx']}, batch {first['batch']}, {first['steps']} steps, "
          f"lr {first['lr']:g}, warmup {first['warmup']}, "
          f"{'BPE-' + str(first['bpe_vocab']) if 'bpe_vocab' in first else 'bytes'}, device {device}", file=table)
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
                                    "--bpe-vocab, --device, --heads, --figure, --json makes the run exploratory: "
                                    "models at those settings (the claims' values for the rest) are trained or "
                                    "reused from the cache (keyed by their settings), and each one's phase-change "
                                    "curve is printed with L10's verdict (a).  Exploratory runs are not claims.  "
                                    "Example (GPU): theory train-circuits --steps 100000 --batch 32 --n-ctx 256 "
                                    "--d-model 128 --seeds 1 --figure phase.png")
    tc.add_argument("--seeds", metavar="LIST", help="comma-separated seeds (default: the claims' seeds)")
    tc.add_argument("--d-model", metavar="LIST", help="comma-separated d_model sizes (default: both; exploratory: "
                    "any multiples of --heads)")
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
    ex.add_argument("--figure", metavar="PATH", help="write the phase-change figure (PNG; needs matplotlib)")
    ex.add_argument("--json", metavar="PATH", help="write the settings, notes and phase-change curves as JSON")
    tc.set_defaults(func=cmd_train_circuits, subparser=tc)
