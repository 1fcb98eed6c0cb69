"""Output files of the subcommands (:mod:`theory.files`' contract): checked before any work
(a bad path is a usage error), written atomically; ``--figures`` needs matplotlib."""
from __future__ import annotations

import sys

from .usage import UsageError



def check_output_file(path, flag):
    """Refuse, before any work, an output file that cannot be written (see :mod:`theory.files`: a folder
    that is missing or where no file can really be created, a directory, a socket, ...)."""
    from ..errors import OutputFileError
    from ..files import check_output_file as check
    try:
        check(path, flag)
    except OutputFileError as exc:
        raise UsageError(str(exc)) from None


def check_distinct_outputs(outputs, inputs=()):
    """Refuse (a usage error) two outputs naming one file, or an output that is an input file
    (:func:`theory.files.check_distinct_outputs`)."""
    from ..errors import OutputFileError
    from ..files import check_distinct_outputs as check
    try:
        check(outputs, inputs)
    except OutputFileError as exc:
        raise UsageError(str(exc)) from None


def check_output_dir(path, flag):
    """Refuse, before any work, an output folder that is a file or where no file can be created."""
    from ..errors import OutputFileError
    from ..files import check_output_dir as check
    try:
        check(path, flag)
    except OutputFileError as exc:
        raise UsageError(str(exc)) from None


def atomic_write(path, write, suffix=""):
    """Write an output file by :mod:`theory.files`' contract: ``write(tmp_path)`` fills a temporary file,
    which then replaces ``path`` if that is a regular file or a new path (``os.replace``) or is written
    through to a device, FIFO or ``-`` (standard output); on any failure the temporary file is removed and
    an existing ``path`` is left untouched.  OS errors become :class:`~theory.errors.OutputFileError`."""
    from ..files import write_file
    write_file(path, write, suffix=suffix or ".tmp")


def atomic_write_text(path, text):
    """:func:`atomic_write` of a UTF-8 text."""
    from ..files import write_text
    write_text(path, text)


def _need_matplotlib(command):
    """Exit 2 with the install command when ``--figures`` was given and matplotlib is missing."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        from ..optional import install_command
        print(f"theory {command}: --figures needs matplotlib (the 'plots' extra); install it with  "
              f"{install_command('plots')}", file=sys.stderr)
        raise SystemExit(2) from None
