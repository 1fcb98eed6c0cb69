"""Output files: the one writer behind every file the package writes (shared; imports neither domain).

The contract, for a path given as output:

* a **regular file** or a **new path** is written atomically: the content goes to a temporary file in
  the target's folder, which then replaces the target (``os.replace``); an existing file keeps its
  permission bits.  On any failure the temporary file is removed and the old file is left untouched;
* a **symlink** is followed to its target's kind: a link to a regular file (or a dangling link) has its
  target replaced atomically and stays a link;
* **character devices** (``/dev/null``, a terminal) and **FIFOs** are written through (opened for writing,
  never replaced), after the whole content was produced;
* ``-``, ``/dev/stdout``, ``/dev/stderr``, ``/dev/fd/N`` and ``/proc/self/fd/N`` write to that stream
  of this process;
* directories, sockets, block devices and symlink loops are refused by name.

Errors are :class:`~theory.errors.OutputFileError` (a ``TheoryError`` and an ``OSError``) naming the
path and the cause: :func:`check_output_file` and :func:`check_output_dir` find them *before* any long
work by really creating (and removing) a temporary file where the output will go — ``os.access`` says
yes to root for ``/proc`` and ``/sys``; write errors (a full disk, ``/dev/full``, a file-size limit:
``SIGXFSZ`` is ignored so that it is an ``EFBIG`` error) are the same exception.
"""
from __future__ import annotations

import errno
import os
import re
import shutil
import stat
import sys
import tempfile

from theory.errors import OutputFileError

_FD_PATH = re.compile(r"^/(?:dev/fd/(\d+)|proc/(?:self|thread-self|\d+)/fd/(\d+)|dev/(stdin|stdout|stderr))$")
_STD_FD = {"stdin": 0, "stdout": 1, "stderr": 2}
_REFUSED = ((stat.S_ISDIR, "is a directory, not a file"), (stat.S_ISSOCK, "is a socket, not a file"),
            (stat.S_ISBLK, "is a block device (never written)"))


CACHE_ENV = "THEORY_CACHE"


def cache_root():
    """The package's cache folder: ``$THEORY_CACHE`` when set, else the user cache folder
    (``platformdirs.user_cache_dir("theory")``); created by whoever writes into it."""
    root = os.environ.get(CACHE_ENV, "").strip()
    if not root:
        import platformdirs
        root = platformdirs.user_cache_dir("theory")
    return root


def fd_alias(path):
    """The file descriptor that ``path`` names (``-``, ``/dev/stdout``, ``/dev/fd/N``, ``/proc/self/fd/N``,
    directly or through symlinks), or None."""
    if path == "-":
        return 1
    p = os.path.abspath(path)
    for _ in range(40):
        m = _FD_PATH.match(p)
        if m:
            if m.group(2) is not None and not re.match(r"^/proc/(?:self|thread-self|%d)/" % os.getpid(), p):
                return None                       # another process's descriptor: an ordinary path
            return int(m.group(1) or m.group(2)) if m.group(3) is None else _STD_FD[m.group(3)]
        try:
            link = os.readlink(p)
        except OSError:
            return None
        p = os.path.normpath(os.path.join(os.path.dirname(p), link))
    return None


def _why(exc):
    return exc.strerror or str(exc) or type(exc).__name__


def _target(path, what):
    """``(kind, where)``: kind "fd" (where: the descriptor), "through" (a character device or FIFO; where:
    the path), "atomic" (where: the real path of a regular file or of a new file, its folder existing)."""
    label = f"{what} {path}" if what else str(path)
    if not isinstance(path, (str, os.PathLike)) or str(path) == "":
        raise OutputFileError(f"{label}: an output path must be a non-empty string")
    path = os.fspath(path)
    fd = fd_alias(path)
    if fd is not None:
        return "fd", fd
    try:
        st = os.stat(path)
    except FileNotFoundError:
        real = os.path.realpath(path)             # a new path, or the target of a dangling symlink
        folder = os.path.dirname(real)
        if not os.path.isdir(folder):
            via = f" (the symlink points to {real})" if os.path.islink(path) else ""
            raise OutputFileError(f"{label}: folder {folder} does not exist{via}") from None
        return "atomic", real
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise OutputFileError(f"{label}: a symlink loop") from None
        raise OutputFileError(f"{label}: {_why(exc)}") from None
    for test, why in _REFUSED:
        if test(st.st_mode):
            raise OutputFileError(f"{label}: {why}")
    if stat.S_ISCHR(st.st_mode) or stat.S_ISFIFO(st.st_mode):
        return "through", path
    if stat.S_ISREG(st.st_mode):
        return "atomic", os.path.realpath(path)
    raise OutputFileError(f"{label}: not a regular file, device or FIFO (mode {stat.filemode(st.st_mode)})")


def check_output_file(path, what=""):
    """Refuse, before any work, an output file that cannot be written (``what`` names it, e.g. ``--json``):
    for a regular file or new path a temporary file is really created next to it and removed."""
    label = f"{what} {path}" if what else str(path)
    kind, where = _target(path, what)
    try:
        if kind == "fd":
            import fcntl
            if fcntl.fcntl(where, fcntl.F_GETFL) & os.O_ACCMODE not in (os.O_WRONLY, os.O_RDWR):
                raise OutputFileError(f"{label}: file descriptor {where} is not open for writing")
        elif kind == "through":
            if stat.S_ISFIFO(os.stat(where).st_mode):   # opening would hand a waiting reader an end of file
                if not os.access(where, os.W_OK):
                    raise OutputFileError(f"{label}: FIFO is not writable")
            else:
                os.close(os.open(where, os.O_WRONLY | os.O_NONBLOCK | os.O_NOCTTY))
        else:
            if os.path.exists(where):               # opened for writing, not truncated: nothing changes
                os.close(os.open(where, os.O_WRONLY | os.O_NOCTTY))
            fd, tmp = tempfile.mkstemp(prefix=_temp_prefix(where), suffix=".check", dir=os.path.dirname(where))
            os.close(fd)
            os.unlink(tmp)
    except OutputFileError:
        raise
    except OSError as exc:
        raise OutputFileError(f"{label}: cannot be written ({_why(exc)})") from None
    return kind


def _identity(path):
    """What a written path would replace: ``(st_dev, st_ino)`` of an existing regular file (hard links and
    symlinks included), else its real path; ``("fd", n)`` for ``-`` / ``/dev/stdout`` / ``/dev/fd/n``; None
    for a device or FIFO (written through, never replaced: naming one twice loses nothing)."""
    try:
        kind, where = _target(path, "")
    except OutputFileError:
        return None
    if kind == "fd":              # '-' and /dev/stdout twice: one stream holding both documents
        return ("fd", where)
    if kind != "atomic":
        return None
    try:
        st = os.stat(where)
        return (st.st_dev, st.st_ino)
    except OSError:
        return where


def writes_to_stdout(path):
    """Whether an output path is this process's standard output (``-``, ``/dev/stdout``, ``/dev/fd/1``…):
    the command then prints its table on standard error, so that the stream holds the document alone."""
    return isinstance(path, (str, os.PathLike)) and fd_alias(os.fspath(path)) == 1


def check_distinct_outputs(outputs, inputs=()):
    """Refuse, before any work, two outputs that name one file (the first one written would be lost) and
    an output that is one of the command's input files (a checkpoint, its config.json, a claims file:
    replacing it destroys the input).  ``outputs`` and ``inputs`` are ``(label, path)`` pairs."""
    seen = {}
    for label, path in outputs:
        ident = _identity(path) if path is not None else None
        if ident is None:
            continue
        if ident in seen:
            raise OutputFileError(f"{label} {path}: the same file as {seen[ident][0]} {seen[ident][1]}; "
                                  "one would overwrite the other — give them different paths")
        seen[ident] = (label, path)
    for label, f in inputs:
        if isinstance(f, (str, os.PathLike)):
            try:
                st = os.stat(f)
            except OSError:
                continue
            hit = seen.get((st.st_dev, st.st_ino)) if stat.S_ISREG(st.st_mode) else None
            if hit:
                raise OutputFileError(f"{hit[0]} {hit[1]}: is {label} {f}, an input of this command; writing "
                                      "the output there would destroy it — give another path")


def check_output_dir(path, what=""):
    """Refuse, before any work, an output folder that is not a folder or where no file can be created
    (tried for real); a missing folder must have a parent where it can be created."""
    label = f"{what} {path}" if what else str(path)
    if not isinstance(path, (str, os.PathLike)) or os.fspath(path) == "":
        raise OutputFileError(f"{label}: an output folder must be a non-empty path")
    path = os.fspath(path)
    try:
        if os.path.isdir(path):
            fd, tmp = tempfile.mkstemp(prefix=".check.", dir=path)
            os.close(fd)
            os.unlink(tmp)
            return
        if os.path.lexists(path):
            raise OutputFileError(f"{label}: exists and is not a folder")
        parent = os.path.dirname(os.path.abspath(path))
        if not os.path.isdir(parent):
            raise OutputFileError(f"{label}: cannot create it (parent {parent} does not exist)")
        os.rmdir(tempfile.mkdtemp(prefix=".check.", dir=parent))
    except OutputFileError:
        raise
    except OSError as exc:
        raise OutputFileError(f"{label}: cannot write there ({_why(exc)})") from None


_TEMP_STEM_BYTES = 60


def _temp_prefix(where):
    """The prefix of a temporary file next to ``where``: ``.`` + at most :data:`_TEMP_STEM_BYTES` bytes of
    its name + ``.``, so that the temporary name (prefix, 8 random characters, suffix) stays far below
    NAME_MAX (255 bytes) even for an output name of 255 bytes.  The cut is on a character boundary."""
    base = os.path.basename(os.fspath(where))
    raw = os.fsencode(base)
    if len(raw) > _TEMP_STEM_BYTES:
        cut = raw[:_TEMP_STEM_BYTES]
        while cut:
            try:
                cut.decode("utf-8")
                break
            except UnicodeDecodeError:
                cut = cut[:-1]
        base = os.fsdecode(cut or raw[:_TEMP_STEM_BYTES])
    return "." + base + "."


def _temp_suffix(suffix):
    """A temporary file's suffix (``.png`` for matplotlib, which reads the format from it): at most 16 bytes."""
    suffix = suffix or ".tmp"
    return suffix if len(os.fsencode(suffix)) <= 16 else ".tmp"


def _ignore_sigxfsz():
    """A file-size limit (``ulimit -f``) kills the process with SIGXFSZ unless it is ignored; ignored, the
    write fails with EFBIG and becomes an :class:`OutputFileError` (only the main thread can set it)."""
    import signal
    import threading
    if hasattr(signal, "SIGXFSZ") and threading.current_thread() is threading.main_thread():
        if signal.getsignal(signal.SIGXFSZ) == signal.SIG_DFL:
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)


def write_file(path, fill, suffix=".tmp", what=""):
    """Write an output file by the contract of this module: ``fill(tmp)`` writes the whole content to
    the temporary path ``tmp``; it is then published to ``path``.  OS errors (while filling or
    publishing) become :class:`OutputFileError`; any failure leaves no temporary file and an existing
    regular file untouched."""
    label = f"{what} {path}" if what else str(path)
    kind, where = _target(path, what)
    _ignore_sigxfsz()
    folder = os.path.dirname(where) if kind == "atomic" else None
    try:
        fd, tmp = tempfile.mkstemp(prefix=_temp_prefix(where if kind == "atomic" else "output"),
                                   suffix=_temp_suffix(suffix), dir=folder)
        os.close(fd)
    except OSError as exc:
        raise OutputFileError(f"{label}: cannot be written ({_why(exc)})") from None
    try:
        fill(tmp)
        if kind == "atomic":
            _publish(tmp, where)
        else:
            _copy_through(tmp, kind, where)
    except OSError as exc:
        if isinstance(exc, OutputFileError):
            raise
        raise OutputFileError(f"{label}: cannot be written ({_why(exc)})") from None
    finally:
        try:
            os.unlink(tmp)
        except OSError:
            pass


def _publish(tmp, real):
    """Flush ``tmp`` to disk, give it the target's permission bits (or a new file's), replace ``real``."""
    fd = os.open(tmp, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
    try:
        st = os.stat(real)
    except FileNotFoundError:
        st = None
    if st is not None:
        mode = stat.S_IMODE(st.st_mode)
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            try:
                os.chown(tmp, st.st_uid, st.st_gid)     # root replacing a user's file keeps it theirs
            except OSError:
                pass
    else:
        mask = os.umask(0)         # mkstemp makes the file private (0600): give it a new file's permissions
        os.umask(mask)
        mode = 0o666 & ~mask
    os.chmod(tmp, mode)
    os.replace(tmp, real)


def _copy_through(tmp, kind, where):
    """Write the content of ``tmp`` into a descriptor, character device or FIFO (never replaced)."""
    with open(tmp, "rb") as src:
        if kind == "fd" and where in (1, 2):
            stream = sys.stdout if where == 1 else sys.stderr
            try:
                stream.flush()
                buffer = getattr(stream, "buffer", None)
                if buffer is not None:
                    shutil.copyfileobj(src, buffer)
                    buffer.flush()
                else:
                    stream.write(src.read().decode("utf-8"))
                stream.flush()
            except BrokenPipeError:        # the reader stopped (`--json - | head`): it has what it wanted; the
                _to_devnull(where)         # command's other outputs and exit code still count
            return
        if kind == "fd":
            out = os.fdopen(os.dup(where), "wb")
        else:
            out = os.fdopen(os.open(where, os.O_WRONLY | os.O_NOCTTY), "wb")
        with out:
            shutil.copyfileobj(src, out)


def _to_devnull(fd):
    """Point descriptor ``fd`` at ``/dev/null``: text still buffered for it is dropped, not another error."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(null, fd)
        finally:
            os.close(null)
    except OSError:
        pass


def write_text(path, text, what=""):
    """:func:`write_file` of a UTF-8 text."""
    def fill(tmp):
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
    write_file(path, fill, what=what)
