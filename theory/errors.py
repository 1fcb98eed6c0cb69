"""Exception types raised by :mod:`theory` for bad input.

Every error names the offending argument and states what was expected and what was
received.  They subclass the built-in exception a user would naturally catch
(``ValueError`` / ``TypeError``), so ``except ValueError`` keeps working.
"""


class TheoryError(Exception):
    """Base class of every error raised deliberately by :mod:`theory`."""


class ShapeError(TheoryError, ValueError):
    """An array or matrix argument has the wrong shape (the message prints both)."""


class InputValueError(TheoryError, ValueError):
    """An argument has a value outside its allowed range (NaN/inf, negative size, ...)."""


class InputTypeError(TheoryError, TypeError):
    """An argument has the wrong type (e.g. a float where an integer token id is needed)."""


class TooLargeError(TheoryError, ValueError):
    """A request would blow up (too many terms, too large a dynamic program).

    Raised *before* any work starts; the message gives the size and what would fit.
    """


class OutputFileError(TheoryError, OSError):
    """An output file or folder cannot be written: it is of a kind that is never replaced (a directory, a
    socket, a block device), its folder is missing or read-only, or the write failed (a full disk, a
    file-size limit).  The message names the path and the cause; see :mod:`theory.system.files`."""


class TrainingDiverged(TheoryError, ArithmeticError):
    """A training run whose loss or weights became non-finite (NaN or ±inf) from finite settings: the
    message names the step, what diverged and the learning rate.  Raised instead of returning (or
    caching) a model that is not one."""


class TrainingStopped(TheoryError, RuntimeError):
    """A training run stopped by SIGTERM or SIGINT after saving its whole state: the message names the
    signal, the step reached and the state file; ``state_path`` and ``step`` hold them.  The run
    continues, bit for bit, with ``resume=state_path``."""

    def __init__(self, message, state_path=None, step=None):
        super().__init__(message)
        self.state_path, self.step = state_path, step


class SizeNotice(UserWarning):
    """A request within the limits that will still take a while: the warning states its estimated size
    (in the unit that grows) and time *before* the work starts.  Silence it with
    ``warnings.simplefilter("ignore", SizeNotice)``."""
