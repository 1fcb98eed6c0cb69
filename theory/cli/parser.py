"""The argument parser of the ``theory`` command: every subcommand, its flags and help."""
from __future__ import annotations

import argparse
import difflib
import re

from theory.cli.analyse import add_analyse
from theory.cli.dp import cmd_dp
from theory.cli.expand import cmd_expand
from theory.cli.prove import cmd_prove
from theory.cli.qk import cmd_qk
from theory.cli.scaling import cmd_scaling
from theory.cli.train import cmd_train
from theory.cli.train_circuits import add_train_circuits



class _DefaultsHelp(argparse.ArgumentDefaultsHelpFormatter):
    """Show ``(default: …)`` for options that have a real default (not None, not a flag's False)."""

    def _get_help_string(self, action):
        if action.default is None or action.default is False:
            return action.help
        return super()._get_help_string(action)



class _Parser(argparse.ArgumentParser):
    """argparse with "did you mean" for a mistyped option or choice (Python 3.11's argparse has none);
    subcommands' parsers are of this class too."""

    def error(self, message):
        super().error(message + _suggestion(message, self))


def _suggestion(message, parser):
    """``"; did you mean --figures?"`` for ``unrecognized arguments: --figuers`` (the options of
    ``parser``) or ``invalid choice: 'proove' (choose from …)``; ``""`` when nothing is close."""
    pairs = []
    if message.startswith("unrecognized arguments: "):
        options = [s for s in parser._option_string_actions if s.startswith("--")]
        for token in message[len("unrecognized arguments: "):].split():
            if token.startswith("--"):
                pairs += [(token, m) for m in difflib.get_close_matches(token.split("=")[0], options, n=1, cutoff=0.6)]
    m = re.search(r"invalid choice: '([^']*)' \(choose from (.*)\)", message)
    if m:
        choices = [c.strip().strip("'\"") for c in m.group(2).split(",")]
        pairs += [(m.group(1), c) for c in difflib.get_close_matches(m.group(1), choices, n=1, cutoff=0.6)]
    if not pairs:
        return ""
    if len(pairs) == 1:
        return f"; did you mean {pairs[0][1]}?"
    return "; did you mean " + ", ".join(f"{good} (for {bad})" for bad, good in pairs) + "?"


def option_as_typed(message, parser, argv):
    """A package error about a command-line value names the option as typed, not the function's
    parameter: ``layer must be …`` → ``--layer must be …``, ``M must be …`` → ``-M must be …`` (the
    spelling in ``argv``: ``-M`` or ``--measurements``)."""
    m = re.match(r"(\w+) must\b", message)
    if not m:
        return message
    name = m.group(1)
    wanted = {"-" + name, "--" + name, "--" + name.replace("_", "-")}
    for action in parser._actions:
        if action.option_strings and (action.dest == name or wanted & set(action.option_strings)):
            typed = [a.split("=")[0] for a in argv if a.startswith("-") and a not in ("-", "--") and any(
                o.startswith(a.split("=")[0]) for o in action.option_strings)]
            option = next((o for o in action.option_strings if o in typed), None) or \
                next((t for t in typed if t.startswith("--")), None) or action.option_strings[-1]
            return option + message[len(name):]
    return message


def add_prior_options(parser):
    """``--prior --depth --alpha --dim --s2``: the prior of ``theory dp`` and ``theory train``."""
    parser.add_argument("--prior", choices=("tree", "gaussian"), default="tree",
                        help="tree prior T(K, α) or isotropic Gaussian")
    parser.add_argument("--depth", type=int, help="tree depth K (tree prior; default 3)")
    parser.add_argument("--alpha", help="tree decay α in (0, 1), e.g. 1/2 (exact) or 0.5 (tree prior; default 1/2)")
    parser.add_argument("--dim", type=int, help="dimension D (isotropic Gaussian prior; default 4)")
    parser.add_argument("--s2", help="prior variance s² (Gaussian prior; default 1)")

def build_parser():
    fmt = _DefaultsHelp
    p = _Parser(prog="theory", formatter_class=fmt,
                                description="Analytic and symbolic math engine for the theory of transformers: derive, "
                                "check and export the claims written out in docs/theory.md of the repository.")
    from theory import __version__
    p.add_argument("--version", action="version", version=f"theory {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    pr = sub.add_parser("prove", formatter_class=fmt, help="run every claim and report verified / refuted with evidence",
                        description="Run the claims of theory.proofs (proofs/ in the repository; all, or --only some), "
                                    "print a table, and exit 1 if any claim is refuted or errors.  Each claim's statement "
                                    "and the formal models behind it are in docs/theory.md of the repository.")
    pr.add_argument("--only", metavar="IDS", help="comma-separated claim IDs, e.g. C1,C2,I3")
    pr.add_argument("--json", metavar="FILE", help="write a JSON list of {id, title, status, evidence, seconds}")
    pr.add_argument("--latex", metavar="FILE", help="write a LaTeX report (statements, derivations, evidence tables, "
                    "figures from --figures); compile with pdflatex")
    pr.add_argument("--figures", metavar="DIR", help="write the claims' figures as PNG files (needs matplotlib)")
    pr.add_argument("sources", nargs="*", metavar="FILE_OR_MODULE",
                    help="run the claims of these Python files or modules (their CLAIMS list, or every Claim "
                         "they define) instead of the built-in ones")
    pr.add_argument("--list", action="store_true", help="list the claims that would run, and exit")
    pr.add_argument("--timeout", type=float, metavar="SECONDS",
                    help="stop a claim that runs longer than this and report it as an error (POSIX only)")
    pr.add_argument("--backend", choices=("loky", "threading", "sequential", "dask", "ray"),
                    help="where the trained claims' runs go (joblib backends): loky = worker processes on this "
                         "machine (the default), threading / sequential = this process, dask = the dask.distributed "
                         "cluster at --scheduler (extra cluster), ray = a Ray cluster (needs ray); also "
                         "THEORY_BACKEND.  Workers: THEORY_JOBS, else one per core or every cluster worker")
    pr.add_argument("--scheduler", metavar="ADDRESS",
                    help="address of the dask scheduler (e.g. tcp://10.0.0.5:8786) or Ray cluster for --backend "
                         "dask / ray; also THEORY_SCHEDULER")
    pr.set_defaults(func=cmd_prove, subparser=pr)

    ex = sub.add_parser("expand", formatter_class=fmt, help="print the path expansion of the logits (C2)",
                        description="Derive the path expansion of an attention-only transformer's logits. "
                                    "Example: theory expand --layers 2 --heads 1,1 --latex")
    ex.add_argument("--layers", type=int, help="number of layers (with a single --heads count, used for every layer)")
    ex.add_argument("--heads", required=True, help="heads per layer, comma-separated, e.g. 1,1 or 12,12")
    ex.add_argument("--max-order", type=int, help="keep only terms with at most this many heads")
    ex.add_argument("--max-terms", type=int, default=4096, help="refuse expansions larger than this")
    ex.add_argument("--latex", action="store_true", help="print LaTeX instead of text (long sums broken across lines)")
    ex.set_defaults(func=cmd_expand, subparser=ex)

    qk = sub.add_parser("qk", formatter_class=fmt, help="print the direct/Q/K/QK terms of a head's scores (C3)",
                        description="Expand the attention scores of one head into composition terms. "
                                    "Example: theory qk --layers 2 --heads 2,2 --layer 1 --head 0")
    qk.add_argument("--layers", type=int, help="number of layers (with a single --heads count, used for every layer)")
    qk.add_argument("--heads", required=True, help="heads per layer, comma-separated")
    qk.add_argument("--layer", type=int, required=True,
                    help="layer of the head, 0-based as in the API and TransformerLens (printed formulas count from 1)")
    qk.add_argument("--head", type=int, required=True, help="head index in that layer, 0-based (printed from 1)")
    qk.add_argument("--max-terms", type=int, help="refuse expansions larger than this (default: the library's, 4096)")
    qk.add_argument("--latex", action="store_true", help="print LaTeX instead of text")
    qk.set_defaults(func=cmd_qk, subparser=qk)

    dp = sub.add_parser("dp", formatter_class=fmt, help="exact optimal adaptive and non-adaptive MSE by dynamic programming (I2-I4)",
                        description="Bayes-optimal measurement strategies. Examples: "
                                    "theory dp --prior tree --depth 4 --alpha 1/2 --measurements 3 --policy; "
                                    "theory dp --prior gaussian --dim 4 --s2 1 --noise 1/2 --measurements 2; "
                                    "one table over M: theory dp --depth 4 --measurements 0..K")
    add_prior_options(dp)
    dp.add_argument("--noise", help="reading noise variance τ² (Gaussian prior; default 0)")
    dp.add_argument("--measurements", "-M", required=True,
                    help="number of readings M, or a range (0..4; 0..K runs up to the depth or dimension) for one table")
    dp.add_argument("--policy", action="store_true", help="print the optimal adaptive policy as a decision tree")
    dp.set_defaults(func=cmd_dp, subparser=dp)

    sc = sub.add_parser("scaling", formatter_class=fmt, help="adaptive (exponential) vs non-adaptive (power-law) MSE on T(K, α) (I3, I4)",
                        description="Closed forms and a table for the tree prior. Example: theory scaling --alpha 1/2")
    sc.add_argument("--alpha", default="1/2", help="α in (0, 1)")
    sc.add_argument("--depth", type=int, default=6, help="depth K of the table")
    sc.add_argument("--latex", action="store_true", help="print the closed forms as LaTeX")
    sc.set_defaults(func=cmd_scaling, subparser=sc)

    tr = sub.add_parser("train", formatter_class=fmt, help="train Model A, B or C on a prior and compare with the theory (needs the train extra)",
                        description="Train a linear-attention Model A, B or C (hard coordinate routing) on sampled "
                                    "contexts and print its MSE next to the optimal adaptive and non-adaptive MSE; for "
                                    "Model A on a tree prior, its routing against the exact DP.  Example: theory train "
                                    "--model A --depth 3 --alpha 1/2 -M 2")
    tr.add_argument("--model", choices=("A", "B", "C"), required=True, help="Model A (adaptive), B or C (non-adaptive)")
    add_prior_options(tr)
    tr.add_argument("--measurements", "-M", type=int, required=True, help="number of readings M")
    tr.add_argument("--steps", type=int, default=1500, help="optimiser steps")
    tr.add_argument("--batch", type=int, default=128, help="contexts per step")
    tr.add_argument("--tokens", type=int, default=200, help="tokens per context N")
    tr.add_argument("--seed", type=int, default=0, help="random seed (initialisation and data)")
    tr.add_argument("--trainer", choices=("exhaustive", "sampled"), default="exhaustive",
                    help="exhaustive: exact expected loss over every routing branch (small D^M); sampled: the depth "
                         "trainers — sampled routing prefixes for A, sampled coordinate tuples with the exact "
                         "mean-field loss for B and C (B, C ignore --tokens)")
    tr.add_argument("--quiet", action="store_true", help="no progress line")
    tr.set_defaults(func=cmd_train, subparser=tr)
    add_train_circuits(sub, fmt)
    add_analyse(sub)
    return p
