"""``theory analyse``: load a checkpoint and report its heads (table, JSON, figures, LaTeX)."""
from __future__ import annotations

import sys

from theory.cli.output import need_matplotlib, check_distinct_outputs, check_output_dir, check_output_file
from theory.cli.usage import UsageError, fail



_CHECKPOINT_FILES = (".safetensors", ".index.json", ".npz", ".pt", ".pth", ".bin", ".gguf")


def _checkpoint_files(checkpoint):
    """``(label, path)`` of the files a load of ``checkpoint`` may read — the file and the config.json
    beside it, or a folder's config.json and weight files — which no output may replace."""
    import os
    if os.path.isdir(checkpoint):
        try:
            names = os.listdir(checkpoint)
        except OSError:
            names = []
        return [("the checkpoint's", os.path.join(checkpoint, n)) for n in sorted(names)
                if n == "config.json" or n.endswith(_CHECKPOINT_FILES)]
    return [("the checkpoint", checkpoint),
            ("the checkpoint's", os.path.join(os.path.dirname(os.path.abspath(checkpoint)), "config.json"))]


def _size_options(args):
    """``analyse``'s size keywords from ``--probe-length``, ``--probe-count`` and ``--partner-budget``
    (only those given: the API's defaults otherwise; ``--partner-budget`` also turns on the expected_induction rule's induction
    partners, which the default weights rule does not compute); a malformed number is a usage error."""
    import math
    out = {}
    for flag, key, kind in (("--probe-length", "probe_length", int), ("--probe-count", "probe_count", int),
                            ("--partner-budget", "partner_budget", float)):
        text = getattr(args, key)
        if text is None:
            continue
        try:
            value = kind(text)
        except ValueError:
            raise UsageError(f"{flag} must be {'an integer' if kind is int else 'a number of multiply-adds or inf'}; "
                             f"got {text!r}") from None
        if kind is int and value < (2 if key == "probe_length" else 1) or \
                kind is float and not (value >= 0 and (math.isfinite(value) or value == math.inf)):
            raise UsageError(f"{flag} must be {'an integer ≥ 2' if key == 'probe_length' else 'an integer ≥ 1' if kind is int else 'a number ≥ 0 or inf'}; got {text!r}")
        out[key] = value
    if "partner_budget" in out:      # a budget for the expected_induction rule's partners asks for them (the default rule does not run them)
        out["induction_partners"] = True
    return out


def cmd_analyse(args):
    """Load a checkpoint, print the per-head table, write JSON / figures / LaTeX on request."""
    import os
    from theory.errors import TheoryError
    from theory.circuits.loading import load
    from theory.circuits.training.trained import resolve_name
    args.checkpoint = resolve_name(args.checkpoint)     # a shipped checkpoint's name or a cache key → its file
    from theory.circuits.report.analyse import analyse, write_json
    from theory.circuits.report.latex import latex_report
    from theory.circuits.report.figures import write_figures as write_head_figures
    say = (lambda msg: None) if args.quiet else (lambda msg: print(f"theory analyse: {msg}", file=sys.stderr, flush=True))
    for flag, path in (("--json", args.json), ("--latex", args.latex)):   # before the (slow) load
        if path is not None:
            check_output_file(path, flag)
    if args.prompt is not None and args.tokens is not None:
        raise UsageError("--prompt and --tokens are alternatives: give one (text for the checkpoint's tokenizer, "
                         "or token ids)")
    if args.heads is not None and args.prompt is None and args.tokens is None:
        raise UsageError("--heads chooses the heads whose attention is shown on --prompt TEXT or --tokens IDS; "
                         "give one of them")
    prompt = args.prompt is not None or args.tokens is not None
    names = ("composition.png", "positivity.png") + (("attention.png",) if prompt else ())
    figs = [("--figures", os.path.join(args.figures, f)) for f in names] if args.figures is not None else []
    check_distinct_outputs([("--json", args.json), ("--latex", args.latex)] + figs, _checkpoint_files(args.checkpoint))
    if args.figures is not None:
        import re
        from theory.cli.output import check_figure_files
        check_output_dir(args.figures, "--figures")
        check_figure_files(args.figures, "--figures", re.compile(r"^(?:composition|positivity)\.png$"),
                           [("--json", args.json), ("--latex", args.latex)])
        need_matplotlib("analyse")
    _size_options(args)                            # a malformed size option: a usage error before the load
    from theory.system.threads import blas_threads, check_threads
    threads = check_threads(args.threads, "--threads")      # a bad --threads: a usage error (TheoryError in main)
    if not os.path.exists(args.checkpoint):        # a bad argument: a usage error, under the usage
        from theory.circuits.formats.hints import missing_checkpoint_message
        raise UsageError(missing_checkpoint_message(args.checkpoint))
    scale = getattr(args, "attn_scale", None)
    if scale is not None and not (0 < scale < float("inf")):
        raise UsageError(f"--attn-scale must be a positive finite number (what scores are divided by); got {scale}")
    try:
        with blas_threads(threads):
            say(f"loading {args.checkpoint} (BLAS threads: {threads}"
                f"{'' if args.threads else ', the default; --threads N to change'})")
            from theory.circuits.report import prompt as pr
            ids = None if args.tokens is None else pr.parse_token_ids(args.tokens)
            model = load(args.checkpoint, attn_scale=scale)
            say(f"loaded {model!r}")
            report = analyse(model, progress=say, ablation=not args.no_ablation, **_size_options(args))
            attention = None
            if prompt:
                pieces, how = None, "token ids given (--tokens)"
                if args.prompt is not None:
                    ids, pieces, how = pr.encode_prompt(args.checkpoint, args.prompt)
                    say(f"prompt: {len(ids)} tokens ({how})")
                if args.heads is not None:
                    heads = pr.parse_heads(model, args.heads)
                else:
                    heads = [divmod_label(lab) for lab, r in zip(report.labels, report.roles) if "induction" in r.split("+")]
                attention = (ids, pieces, how, pr.attention_patterns(model, ids, heads) if heads else {})
    except ImportError as exc:                     # an extra this checkpoint needs: exit 2, no usage block
        print(f"theory analyse: {exc}", file=sys.stderr)
        return 2
    except (TheoryError, OSError) as exc:          # the file's contents refused: exit 2, the message, no usage block
        print(f"theory analyse: error: {exc}", file=sys.stderr)
        return 2
    from theory.system.files import writes_to_stdout
    table = sys.stderr if any(writes_to_stdout(p) for p in (args.json, args.latex)) else sys.stdout
    import textwrap
    print(report.description, file=table)          # on stderr when stdout holds the JSON / LaTeX (`--json -`)
    for note in report.notes:
        print(textwrap.fill(f"note: {note}", 100, initial_indent="  ", subsequent_indent="    ",
                            break_on_hyphens=False), file=table)
    print(report.table(every=args.all), file=table)
    if attention is not None:
        ids, pieces, how, patterns = attention
        print(textwrap.fill(f"attention on the prompt ({len(ids)} tokens; tokenizer: {how}; per query position i: "
                            "the key position it attends to most, and how much):" if patterns else
                            "attention on the prompt: no head to show (no induction head; choose heads with --heads "
                            "L1H0,…)", 100, subsequent_indent="    ", break_on_hyphens=False), file=table)
        if patterns:
            for line in pr.patterns_text(ids, pieces, patterns):
                print("  " + line, file=table)
    written = []
    try:
        if args.figures:
            written = write_head_figures(report, args.figures)      # matplotlib checked above
            if attention is not None and attention[3]:
                written.append(pr.write_attention_figure(os.path.join(args.figures, "attention.png"), attention[0],
                                                         attention[1], attention[3]))
            for path in written:
                say(f"wrote {path}")
        if args.json:
            extra = None if attention is None else {"prompt": pr.patterns_dict(*attention[:2], attention[3], attention[2])}
            write_json(report, args.json, extra)
            say(f"wrote {args.json}")
        if args.latex:
            from theory.system.files import write_text
            here = os.path.dirname(os.path.abspath(args.latex))
            rel = [os.path.relpath(os.path.abspath(p), here).replace(os.sep, "/") for p in written]
            write_text(args.latex, latex_report(report, rel))
            say(f"wrote {args.latex}")
    except OSError as exc:
        from theory.errors import OutputFileError
        fail(exc if isinstance(exc, OutputFileError) else f"cannot write {exc.filename or ''}: {exc.strerror or exc}", args)
    return 0


def divmod_label(label):
    """``"L1H0"`` → ``(1, 0)``."""
    l, h = label[1:].split("H")
    return int(l), int(h)


def add_analyse(sub):
    an = sub.add_parser("analyse", help="load a checkpoint (TransformerLens, Hugging Face GPT-2/Llama, GGUF) and report "
                        "its heads",
                        description="Load a checkpoint and print a summary (roles by layer and key/value group from "
                        "the model's own forward pass on repeated random tokens; each induction head's strongest "
                        "K-composition partner and the drop of its induction attention when that partner, or a "
                        "control head, is mean-ablated; a weights-only rule's precision and recall), then the heads "
                        "with a role. Example: theory analyse ./gpt2-dir --figures figs --json heads.json")
    an.add_argument("checkpoint", help="a checkpoint directory (config.json + model.safetensors), a .safetensors, "
                    ".npz or .pt TransformerLens state dict, or a llama.cpp .gguf file (llama architecture, float or "
                    "quantized; needs the gguf extra)")
    an.add_argument("--threads", type=int, metavar="N", help="BLAS threads for the analysis (default: min(4, cores "
                    "available − load average), 1 on a busy machine: spare BLAS threads spin while other processes "
                    "hold the cores; at most the cores available)")
    an.add_argument("--figures", metavar="DIR", help="write composition.png and positivity.png (needs matplotlib)")
    an.add_argument("--json", metavar="FILE", help="write the per-head report as JSON")
    an.add_argument("--latex", metavar="FILE", help="write a LaTeX report (table, loading notes, figures)")
    an.add_argument("--attn-scale", type=float, metavar="S", help="what a TransformerLens state dict divides attention "
                    "scores by, when it is not √d_head (TransformerLens' attn_scale config; 1 for use_attn_scale=False); "
                    "a Hugging Face or GGUF checkpoint states its own")
    an.add_argument("--all", action="store_true", help="print every head's row (default: the summary, then only "
                    "heads with a role, a weights-rule label, or an induction head's partner or control)")
    an.add_argument("--no-ablation", action="store_true", help="skip the mean ablation of each induction head's "
                    "K-composition partner and control (one pass of the probe per ablated head)")
    an.add_argument("--prompt", metavar="TEXT", help="also show the attention of the chosen heads on TEXT, tokenized "
                    "with the checkpoint's tokenizer (a Hugging Face folder's tokenizer.json; a GGUF file's vocabulary "
                    "by greedy longest match, an approximation); in the JSON and as attention.png with --figures")
    an.add_argument("--tokens", metavar="IDS", help="like --prompt, with token ids (e.g. 5,17,3,5,17)")
    an.add_argument("--heads", metavar="L1H0,L2H3", help="heads whose attention --prompt/--tokens shows (default: "
                    "the induction heads)")
    an.add_argument("--probe-length", metavar="T", help="segment length T of the repeated-random-token probes "
                    "r r (2T tokens; default min(16, n_vocab, n_ctx/2))")
    an.add_argument("--probe-count", metavar="N", help="contexts of the behavioural and attention-only probes "
                    "(default 8)")
    an.add_argument("--partner-budget", metavar="MACS", help="multiply-adds the induction partner score (rule expected_induction) "
                    "may spend; beyond, partners with the lowest previous-token score are dropped and a note says "
                    "how many (default 2e11, ~20 s on one core; inf: every candidate); giving it turns the partners on (the "
                    "default weights rule does not compute them)")
    an.add_argument("--quiet", action="store_true", help="no progress on stderr")
    an.set_defaults(func=cmd_analyse, subparser=an)
