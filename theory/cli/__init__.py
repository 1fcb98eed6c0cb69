"""The ``theory`` command.

``theory prove`` runs every claim of ``theory.proofs`` (``proofs/`` in the repository; or ``--only C1,C2``;
or the claims of the user's files and modules given as arguments, ``--list`` to see them), shows progress,
prints a table, optionally writes JSON, a LaTeX report and figures, and exits 1 if any
claim is refuted or errors (after running all of them).

Exit codes, for every subcommand: 0 all verified (or the derivation printed), 1 a claim
refuted or an error while running, 2 a usage error — an unknown flag, a bad or
inapplicable argument value, a request refused as too large, an output path that cannot
be written (checked before any claim runs).  Usage errors print the subcommand's usage.
Output files follow :mod:`theory.system.files`: a regular file or new path is written atomically (a temporary
file in the same folder, then ``os.replace``), a device or FIFO is written through, ``-`` is standard
output, anything else is refused; write errors (full disk, file-size limit) exit 2 with a message.
Standard output and error are guarded (:class:`.output.GuardedStream`): a closed pipe (``| head``)
stops nothing — the files are written and the exit code is the command's — and a full standard
output (``> /dev/full``) is one line and exit 2, after the files.  A user's claims run in child
processes (:func:`theory.claims.runner.execute_apart`): they cannot end or outlive ``prove``.

One module per subcommand — :mod:`.prove`, :mod:`.expand`, :mod:`.qk`, :mod:`.dp`,
:mod:`.scaling`, :mod:`.train`, :mod:`.analyse` — and the pieces they share: :mod:`.parser`
(the argument parser), :mod:`.usage` (:class:`UsageError`, values of the command line),
:mod:`.output` (output files), :mod:`.report` (``prove``'s table, LaTeX and figures) and
:mod:`.running` (``--timeout`` and the isolation of claims).  :func:`main` is the console
script ``theory`` (and ``python -m theory``).
"""
from __future__ import annotations

import os
import sys

from theory.cli.output import atomic_write, atomic_write_text, check_output_dir, check_output_file
from theory.cli.parser import build_parser
from theory.cli.report import STATUS_MARK, format_table, latex_report, write_figures
from theory.cli.usage import UsageError

__all__ = ["main", "build_parser", "UsageError", "format_table", "latex_report", "write_figures", "STATUS_MARK",
           "atomic_write", "atomic_write_text", "check_output_file", "check_output_dir"]


def main(argv=None):
    """Run the command line; returns the exit code (usage errors exit 2 through argparse's ``error``)."""
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if not getattr(args, "func", None):
        if extra:
            parser.error(f"unrecognized arguments: {' '.join(extra)}")
        parser.print_help()
        return 2
    usage = args.subparser
    if extra:   # a typo in a subcommand's flag: show that subcommand's usage, not the top level's
        usage.error(f"unrecognized arguments: {' '.join(extra)}")
    from theory.cli.output import GuardedStream
    streams = sys.stdout, sys.stderr
    # A closed or full standard output or error must not stop the work: the output files are still written and the
    # exit code is the command's (``theory analyse … --json g.json | head -1`` wrote nothing and exited 0)
    # (a stream closed before the start, ``>&-`` / ``2>&-``, is None in Python: it writes to os.devnull instead)
    sys.stdout, sys.stderr = (GuardedStream(open(os.devnull, "w", encoding="utf-8") if s is None else s, name)
                              for s, name in ((sys.stdout, "standard output"), (sys.stderr, "standard error")))
    try:
        code = _run(args, usage, argv)
    finally:
        out, err = sys.stdout, sys.stderr
        for stream in (out, err):
            if isinstance(stream, GuardedStream):
                stream.flush()
        sys.stdout, sys.stderr = streams
    failed = out.error if isinstance(out, GuardedStream) else None
    if failed is not None and not isinstance(failed, BrokenPipeError):   # a reader that stopped (`| head`): nothing lost
        try:
            print(f"theory {args.command}: error: standard output: cannot be written ({failed.strerror or failed}); "
                  "what was printed there is lost (output files, if any, were written)", file=sys.stderr, flush=True)
        except OSError:
            pass
        return 2                   # an output that failed after the work: exit 2, as for an output file
    return code


def _run(args, usage, argv):
    """The subcommand; its exceptions as exit codes (``argv``: to name an option as it was typed)."""
    from theory.errors import OutputFileError, TheoryError
    from theory.cli.parser import option_as_typed
    try:
        return args.func(args)
    except UsageError as exc:
        usage.error(option_as_typed(str(exc), usage, sys.argv[1:] if argv is None else argv))
    except OutputFileError as exc:   # an output that failed after the work (full disk, file-size limit): exit 2
        print(f"theory {args.command}: error: {exc}", file=sys.stderr)
        return 2
    except TheoryError as exc:   # a bad argument value the package refused: also a usage error
        usage.error(option_as_typed(str(exc), usage, sys.argv[1:] if argv is None else argv))
