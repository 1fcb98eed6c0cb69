"""``theory analyse``: load a checkpoint and report its heads (table, JSON, figures, LaTeX)."""
from __future__ import annotations

import sys

from .output import _need_matplotlib, check_distinct_outputs, check_output_dir, check_output_file
from .usage import UsageError, _fail



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


def cmd_analyse(args):
    """Load a checkpoint, print the per-head table, write JSON / figures / LaTeX on request."""
    import os
    from ..errors import TheoryError
    from ..circuits.checkpoints import load
    from ..circuits.checkpoints.loaders import resolve_name
    args.checkpoint = resolve_name(args.checkpoint)     # a shipped checkpoint's name or a cache key → its file
    from ..circuits.checkpoints.report import analyse, latex_report, write_figures as write_head_figures, write_json
    say = (lambda msg: None) if args.quiet else (lambda msg: print(f"theory analyse: {msg}", file=sys.stderr, flush=True))
    for flag, path in (("--json", args.json), ("--latex", args.latex)):   # before the (slow) load
        if path is not None:
            check_output_file(path, flag)
    figs = [("--figures", os.path.join(args.figures, f)) for f in ("composition.png", "positivity.png")] \
        if args.figures is not None else []
    check_distinct_outputs([("--json", args.json), ("--latex", args.latex)] + figs, _checkpoint_files(args.checkpoint))
    if args.figures is not None:
        check_output_dir(args.figures, "--figures")
        _need_matplotlib("analyse")
    from ..threads import blas_threads, check_threads
    threads = check_threads(args.threads, "--threads")      # a bad --threads: a usage error (TheoryError in main)
    if not os.path.exists(args.checkpoint):        # a bad argument: a usage error, under the usage
        raise UsageError(f"checkpoint {args.checkpoint!r} does not exist")
    try:
        with blas_threads(threads):
            say(f"loading {args.checkpoint} (BLAS threads: {threads}"
                f"{'' if args.threads else ', the default; --threads N to change'})")
            model = load(args.checkpoint)
            say(f"loaded {model!r}")
            report = analyse(model, progress=say)
    except ImportError as exc:                     # an extra this checkpoint needs: exit 2, no usage block
        print(f"theory analyse: {exc}", file=sys.stderr)
        return 2
    except (TheoryError, OSError) as exc:          # the file's contents refused: exit 2, the message, no usage block
        print(f"theory analyse: error: {exc}", file=sys.stderr)
        return 2
    from ..files import writes_to_stdout
    table = sys.stderr if any(writes_to_stdout(p) for p in (args.json, args.latex)) else sys.stdout
    print(report.description, file=table)          # on stderr when stdout holds the JSON / LaTeX (`--json -`)
    for note in report.notes:
        print(f"  note: {note}", file=table)
    print(report.table(), file=table)
    written = []
    try:
        if args.figures:
            written = write_head_figures(report, args.figures)      # matplotlib checked above
            for path in written:
                say(f"wrote {path}")
        if args.json:
            write_json(report, args.json)
            say(f"wrote {args.json}")
        if args.latex:
            from ..circuits.checkpoints.report import _atomic_write
            here = os.path.dirname(os.path.abspath(args.latex))
            rel = [os.path.relpath(os.path.abspath(p), here).replace(os.sep, "/") for p in written]
            _atomic_write(args.latex, latex_report(report, rel))
            say(f"wrote {args.latex}")
    except OSError as exc:
        from ..errors import OutputFileError
        _fail(exc if isinstance(exc, OutputFileError) else f"cannot write {exc.filename or ''}: {exc.strerror or exc}", args)
    return 0


def _add_analyse(sub):
    an = sub.add_parser("analyse", help="load a checkpoint (TransformerLens, Hugging Face GPT-2/Llama, GGUF) and report "
                        "its heads", description="Load a checkpoint and print, per head, OV and QK positivity, the "
                        "strongest Q/K/V composition partners (excess over the 1/d_model baseline) and role "
                        "candidates from the weights. Example: theory analyse ./gpt2-dir --figures figs --json heads.json")
    an.add_argument("checkpoint", help="a checkpoint directory (config.json + model.safetensors), a .safetensors, "
                    ".npz or .pt TransformerLens state dict, or a llama.cpp .gguf file (llama architecture, float or "
                    "quantized; needs the gguf extra)")
    an.add_argument("--threads", type=int, metavar="N", help="BLAS threads for the analysis (default: min(4, cores "
                    "available − load average), 1 on a busy machine: spare BLAS threads spin while other processes "
                    "hold the cores; at most the cores available)")
    an.add_argument("--figures", metavar="DIR", help="write composition.png and positivity.png (needs matplotlib)")
    an.add_argument("--json", metavar="FILE", help="write the per-head report as JSON")
    an.add_argument("--latex", metavar="FILE", help="write a LaTeX report (table, loading notes, figures)")
    an.add_argument("--quiet", action="store_true", help="no progress on stderr")
    an.set_defaults(func=cmd_analyse, subparser=an)
