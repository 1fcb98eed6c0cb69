"""Command-line values: :class:`UsageError` (exit 2 under the subcommand's usage), package errors
caused by the command line's values (:func:`fail`), and the values several subcommands parse
(head counts, prior flags)."""
from __future__ import annotations



class UsageError(Exception):
    """A bad command line: ``main`` prints it under the subcommand's usage and exits 2."""


def int_list(text, name):
    if not text.strip():
        raise UsageError(f"{name} must list at least one integer, e.g. --{name} 1,1")
    try:
        return [int(x) for x in text.split(",")]      # an empty entry ("1,,1") is an error, not a dropped layer
    except ValueError:
        raise UsageError(f"{name} must be comma-separated integers, e.g. --{name} 1,1; got {text!r}") from None


def head_counts(args):
    heads = int_list(args.heads, "heads")
    if args.layers is not None:               # before `heads * layers` (10**10 layers: a MemoryError traceback)
        from theory.circuits.symbolic.expansion import MAX_SYMBOLIC_HEADS
        if args.layers < 1 or args.layers > MAX_SYMBOLIC_HEADS:
            raise UsageError(f"--layers must be an integer in [1, {MAX_SYMBOLIC_HEADS}] (the symbolic product holds "
                             f"one summand per head); got {args.layers}")
    if args.layers is not None and len(heads) == 1:
        heads = heads * args.layers
    if args.layers is not None and len(heads) != args.layers:
        raise UsageError(f"--layers {args.layers} but --heads lists {len(heads)} layers ({args.heads}); "
                         f"give one count per layer, e.g. --heads {','.join(['1'] * min(args.layers, 64))}")
    return heads


def fail(exc, args=None):
    """A package error caused by the command line's values: a usage error (exit 2).  A size refusal that
    names the library's ``max_terms`` gets a hint naming the subcommand's own options (only those it has)."""
    from theory.errors import TooLargeError
    hint = ""
    if isinstance(exc, TooLargeError) and "max_terms" in str(exc):
        have = getattr(getattr(args, "subparser", None), "_option_string_actions", {})
        flags = [f for f in ("--max-order K", "--max-terms N") if f.split()[0] in have]
        hint = f" (on the command line: {' or '.join(flags)})" if flags else ""
    raise UsageError(f"{exc}{hint}") from exc


PRIOR_FLAGS = {"tree": {"depth": ("--depth", 3), "alpha": ("--alpha", "1/2")},
               "gaussian": {"dim": ("--dim", 4), "s2": ("--s2", "1"), "noise": ("--noise", "0")}}


def prior_options(args):
    """Fill the prior's flags with their defaults and refuse flags that belong to the other prior."""
    for prior, flags in PRIOR_FLAGS.items():
        for dest, (flag, default) in flags.items():
            if not hasattr(args, dest):
                continue
            if getattr(args, dest) is None:
                setattr(args, dest, default)
            elif prior != args.prior:
                raise UsageError(f"{flag} applies to --prior {prior}, not to --prior {args.prior}")
