"""Output files of the subcommands (:mod:`theory.system.files`' contract): checked before any work
(a bad path is a usage error), written atomically; ``--figures`` needs matplotlib."""
from __future__ import annotations

import sys

from theory.system.files import write_file, write_text
from theory.cli.usage import UsageError



def check_output_file(path, flag):
    """Refuse, before any work, an output file that cannot be written (see :mod:`theory.system.files`: a folder
    that is missing or where no file can really be created, a directory, a socket, ...)."""
    from theory.errors import OutputFileError
    from theory.system.files import check_output_file as check
    try:
        check(path, flag)
    except OutputFileError as exc:
        raise UsageError(str(exc)) from None


def check_distinct_outputs(outputs, inputs=()):
    """Refuse (a usage error) two outputs naming one file, or an output that is an input file
    (:func:`theory.system.files.check_distinct_outputs`)."""
    from theory.errors import OutputFileError
    from theory.system.files import check_distinct_outputs as check
    try:
        check(outputs, inputs)
    except OutputFileError as exc:
        raise UsageError(str(exc)) from None


def check_figure_files(folder, flag, pattern, outputs=(), inputs=()):
    """Refuse (a usage error, before any work) what a figure written into ``folder`` would replace or write
    through: an entry there whose name matches ``pattern`` (the names the command gives its figures, a compiled
    regular expression) that is a symlink or not a regular file (a link to the claims file was replaced by a
    PNG), and an output or input file ``(label, path)`` that such a figure would replace (``--json
    figs/U1_fig.png`` was silently overwritten by the figure)."""
    import os
    import stat
    from theory.system.files import fd_alias
    here = os.path.realpath(folder)
    if os.path.isdir(here):
        try:
            names = os.listdir(here)
        except OSError:
            names = []
        for name in sorted(names):
            if not pattern.match(name):
                continue
            path = os.path.join(folder, name)
            try:
                st = os.lstat(path)
            except OSError:
                continue
            if stat.S_ISLNK(st.st_mode):
                raise UsageError(f"{flag} {folder}: {name} is a symlink (to {os.readlink(path)}); figures are written "
                                 "into the folder as new or regular files, never through a link — remove it or give "
                                 "another folder")
            if not stat.S_ISREG(st.st_mode):
                raise UsageError(f"{flag} {folder}: {name} is not a regular file ({stat.filemode(st.st_mode)}); a "
                                 "figure would be written there — remove it or give another folder")
    for label, path in list(outputs) + list(inputs):
        if not isinstance(path, (str, os.PathLike)) or fd_alias(os.fspath(path)) is not None:
            continue
        real = os.path.realpath(path)
        if real == here:           # --json out --figures out: the folder made first, the file then failed (exit 2)
            raise UsageError(f"{label} {path}: is also the {flag} folder {folder} — give them different paths")
        if os.path.dirname(real) == here and pattern.match(os.path.basename(real)):
            raise UsageError(f"{label} {path}: a figure may be written there ({flag} {folder} receives the files "
                             f"named like {os.path.basename(real)}), replacing it — give another path")


def check_output_dir(path, flag):
    """Refuse, before any work, an output folder that is a file or where no file can be created."""
    from theory.errors import OutputFileError
    from theory.system.files import check_output_dir as check
    try:
        check(path, flag)
    except OutputFileError as exc:
        raise UsageError(str(exc)) from None


# the one atomic writer (theory.system.files), under the names the CLI exported before it moved there
atomic_write = write_file
atomic_write_text = write_text


class GuardedStream:
    """Standard output or error for the length of a command: a write that fails (a closed pipe: ``| head``; a
    full device: ``> /dev/full``) is recorded in :attr:`error` instead of raised, and every later write is dropped,
    so that the command still writes its output files and returns its exit code (``main`` then names the error on
    one line).  The descriptor is pointed at ``/dev/null`` after the failure, so that the text still buffered is not
    written again (another error) when the process exits.  Everything else is the wrapped stream's."""

    def __init__(self, stream, name):
        self._stream, self._name, self.error = stream, name, None

    def write(self, text):
        if self.error is None:
            try:
                return self._stream.write(text)
            except OSError as exc:
                self._failed(exc)
        return len(text)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def flush(self):
        if self.error is None:
            try:
                self._stream.flush()
            except OSError as exc:
                self._failed(exc)

    def _failed(self, exc):
        import os
        self.error = exc
        try:
            fd = self._stream.fileno()
            null = os.open(os.devnull, os.O_WRONLY)
            try:
                os.dup2(null, fd)
            finally:
                os.close(null)
        except (OSError, AttributeError, ValueError):   # no descriptor (a test's capture): nothing buffered below
            pass

    def __getattr__(self, name):
        return getattr(self._stream, name)


def need_matplotlib(command):
    """Exit 2 with the install command when ``--figures`` was given and matplotlib is missing."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        from theory.system.optional import install_command
        print(f"theory {command}: --figures needs matplotlib (the 'plots' extra); install it with  "
              f"{install_command('plots')}", file=sys.stderr)
        raise SystemExit(2) from None
