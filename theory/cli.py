"""The ``theory`` command.

``theory prove`` runs every claim in ``proofs/`` (or ``--only C1,C2``; or the claims of
the user's files and modules given as arguments, ``--list`` to see them), shows progress,
prints a table, optionally writes JSON, a LaTeX report and figures, and exits 1 if any
claim is refuted or errors (after running all of them).

Exit codes, for every subcommand: 0 all verified (or the derivation printed), 1 a claim
refuted or an error while running, 2 a usage error — an unknown flag, a bad or
inapplicable argument value, a request refused as too large, an output path that cannot
be written (checked before any claim runs).  Usage errors print the subcommand's usage.
Files are written atomically (a temporary file in the same folder, then ``os.replace``).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import time

from .claims import ERROR, REFUTED, discover, latex_section, tex_escape
from .printing import approx, latex

STATUS_MARK = {"verified": "verified", "refuted": "REFUTED", "error": "ERROR", "skipped": "skipped"}


class UsageError(Exception):
    """A bad command line: ``main`` prints it under the subcommand's usage and exits 2."""


def _select(claims, only):
    if only is None:
        return claims
    wanted = [w.strip().upper() for w in only.split(",") if w.strip()]
    if not wanted:
        raise UsageError(f"--only lists no claim IDs (got {only!r}); give e.g. --only C1,I3")
    known = {c.id.upper(): c for c in claims}
    unknown = [w for w in wanted if w not in known]
    if unknown:
        raise UsageError(f"unknown claim ID(s) {unknown}; known: {', '.join(c.id for c in claims)}")
    return [known[w] for w in wanted]


def check_output_file(path, flag):
    """Refuse, before any work, an output file that cannot be written (missing folder, a directory, ...)."""
    folder = os.path.dirname(os.path.abspath(path)) or "."
    if os.path.isdir(path):
        raise UsageError(f"{flag} {path}: is a directory, not a file")
    if not os.path.isdir(folder):
        raise UsageError(f"{flag} {path}: folder {folder} does not exist")
    if not os.access(folder, os.W_OK):
        raise UsageError(f"{flag} {path}: folder {folder} is not writable")
    if os.path.exists(path) and not os.access(path, os.W_OK):
        raise UsageError(f"{flag} {path}: file exists and is not writable")


def check_output_dir(path, flag):
    """Refuse, before any work, an output folder that is a file or whose parent is missing or read-only."""
    if os.path.isdir(path):
        if not os.access(path, os.W_OK):
            raise UsageError(f"{flag} {path}: folder is not writable")
        return
    if os.path.exists(path):
        raise UsageError(f"{flag} {path}: exists and is not a folder")
    parent = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(parent) or not os.access(parent, os.W_OK):
        raise UsageError(f"{flag} {path}: cannot create it (parent {parent} missing or not writable)")


def atomic_write(path, write, suffix=""):
    """Write a file atomically: ``write(tmp_path)`` fills a temporary file in the same folder, which then
    replaces ``path`` (``os.replace``); on any failure the temporary file is removed and an existing
    ``path`` is left untouched."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix="." + os.path.basename(path) + ".", suffix=suffix or ".tmp", dir=folder)
    os.close(fd)
    try:
        write(tmp)
        mask = os.umask(0)            # mkstemp makes the file private (0600): give it a new file's permissions
        os.umask(mask)
        os.chmod(tmp, 0o666 & ~mask)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def atomic_write_text(path, text):
    """:func:`atomic_write` of a UTF-8 text."""
    def write(tmp):
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
    atomic_write(path, write)


def format_table(results, width=100):
    """The claim table, at most ``width`` columns wide."""
    head = f"{'claim':<5} {'status':<9} {'time':>7}  {'title':<34} evidence"
    ev_width = max(20, width - len(head) + len("evidence"))
    lines = [head, "-" * min(width, len(head) + ev_width - len("evidence"))]
    for r in results:
        title = r.title if len(r.title) <= 34 else r.title[:33] + "…"
        lines.append(f"{r.id:<5} {STATUS_MARK[r.status]:<9} {r.seconds:>6.2f}s  {title:<34} {r.summary(ev_width)}")
    counts = {}
    for r in results:
        counts[r.status] = counts.get(r.status, 0) + 1
    lines.append(f"{len(results)} claims: " + ", ".join(f"{v} {k}" for k, v in sorted(counts.items())))
    return "\n".join(lines)


def latex_report(results, figures=None):
    """A compilable LaTeX document: statement, derived expressions and evidence of each claim,
    and the figures (``{claim id: [image paths]}``, paths as seen from the .tex file).
    The claims' models and statements are written out in the repository's docs/theory.md."""
    figures = figures or {}

    def figure(rid, path):
        stem = path.rsplit("/", 1)[-1].rsplit(".", 1)[0].split("_", 1)[-1].replace("_", " ")
        return ("\n\\begin{center}\n\\includegraphics[width=0.85\\linewidth,height=0.38\\textheight,keepaspectratio]{"
                + path + "}\\\\\n{\\small Figure (claim " + tex_escape(rid) + "): " + tex_escape(stem) + ".}\n\\end{center}")

    body = "\n\n".join(latex_section(r, latex) + "".join(figure(r.id, p) for p in figures.get(r.id, []))
                       for r in results)
    rows = "\n".join(rf"\hyperref[claim:{r.id}]{{{tex_escape(r.id)}}} & {tex_escape(r.title)} & "
                     rf"{tex_escape(r.status)} & {r.seconds:.2f} \\" for r in results)
    return (r"""\documentclass[11pt]{article}
\usepackage[margin=2.2cm]{geometry}
\usepackage[T1]{fontenc}
\usepackage{lmodern}
\usepackage{amsmath,amssymb}
\usepackage{graphicx}
\usepackage{array,longtable}
\usepackage[hidelinks]{hyperref}
\allowdisplaybreaks
\setlength{\emergencystretch}{2em}
\title{Claims of the theory of transformers: checked by \texttt{theory prove}}
\date{""" + time.strftime("%Y-%m-%d") + r"""}
\begin{document}
\maketitle
\noindent Each claim below is stated, derived and checked by the module \texttt{proofs/<ID>.py} of the
\texttt{theory} package; the formal models behind the statements are written out in its
\texttt{docs/theory.md}.  A claim is \emph{verified} when every check passed and \emph{refuted}
when one failed (with its counterexample).

\begin{longtable}{|l|>{\raggedright\arraybackslash}p{0.6\linewidth}|l|r|}
\hline
\textbf{claim} & \textbf{title} & \textbf{status} & \textbf{seconds} \\ \hline
\endhead
""" + rows + "\n" + r"""\hline
\end{longtable}

""" + body + "\n" + r"\end{document}" + "\n")


def write_figures(results, directory):
    """Draw every figure the claims produced into ``directory`` (needs the ``plots`` extra)."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("theory prove: --figures needs matplotlib; install it with  pip install 'theory[plots]'  "
              "(figures skipped)", file=sys.stderr)
        return []
    os.makedirs(directory, exist_ok=True)
    written = []
    for r in results:
        for stem, draw in r.figures.items():
            if not isinstance(stem, str) or not _FIGURE_STEM.match(stem):   # a file name inside directory, no path
                _figure_failed(r, f"figure name {stem!r} must be letters, digits, '.', '-' and '_'")
                continue
            path = os.path.join(directory, f"{r.id}_{stem}.png")

            def draw_checked(tmp, draw=draw):
                draw(plt, tmp)
                if os.path.getsize(tmp) == 0:
                    raise RuntimeError("the figure function wrote nothing to the path it was given")
            try:
                atomic_write(path, draw_checked, suffix=".png")
            except Exception as exc:  # noqa: BLE001 - the claim's drawing code failed: reported, the rest still written
                _figure_failed(r, f"figure {stem!r} failed: {type(exc).__name__}: {exc}")
                continue
            finally:
                plt.close("all")
            written.append(path)
            print(f"wrote {path}", file=sys.stderr)
    return written


_FIGURE_STEM = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


def _figure_failed(result, message):
    """A figure that could not be drawn: said on stderr and recorded, so ``prove`` exits 1."""
    print(f"theory prove: {result.id}: {message}", file=sys.stderr)
    result.evidence.setdefault("figure errors", []).append(message)


def _claims(sources, timeout=None):
    """``[(claim, source)]``: the built-in claims of ``proofs/``, or those of the user's files/modules
    (each import stopped after ``timeout`` seconds, as a claim would be)."""
    if not sources:
        return [(c, f"proofs/{c.id}.py") for c in discover()]
    from .claims import load
    from .errors import InputTypeError, InputValueError
    out, where = [], {}
    for src in sources:
        try:
            with _alarm(timeout):
                found = load(src)
        except ClaimTimeout:
            print(f"theory prove: importing {src} timed out after {timeout:g} s (--timeout {timeout:g})",
                  file=sys.stderr)
            raise SystemExit(1) from None
        except (InputValueError, InputTypeError) as exc:
            print(f"theory prove: {exc}", file=sys.stderr)
            raise SystemExit(2) from None
        except (Exception, SystemExit) as exc:  # noqa: BLE001 - the user's file failed to import (sys.exit(0) too)
            print(f"theory prove: importing {src} failed: {type(exc).__name__}: {exc}", file=sys.stderr)
            raise SystemExit(1) from None
        for c in found:
            if c.id.upper() in where:
                print(f"theory prove: claim ID {c.id} is defined in both {where[c.id.upper()]} and {src}",
                      file=sys.stderr)
                raise SystemExit(2)
            where[c.id.upper()] = src
            out.append((c, src))
    return out


def cmd_prove(args):
    timeout = _timeout(args)       # a usage error before any source is imported (each import is timed, see _claims)
    found = _claims(getattr(args, "sources", None), timeout)
    source = {id(c): s for c, s in found}
    claims = _select([c for c, _ in found], args.only)
    if getattr(args, "list", False):
        given = [f for f, v in (("--json", args.json), ("--latex", args.latex), ("--figures", args.figures),
                                ("--timeout", getattr(args, "timeout", None))) if v is not None]
        if given:          # --list runs nothing: these would be silently ignored
            raise UsageError(f"--list runs no claim, so {', '.join(given)} would write or limit nothing; drop "
                             f"{'it' if len(given) == 1 else 'them'} or --list")
        for c in claims:
            print(f"{c.id:<6} {c.title}  ({source[id(c)]})")
        print(f"{len(claims)} claims would run")
        return 0
    for flag, path in (("--json", args.json), ("--latex", args.latex)):
        if path is not None:
            check_output_file(path, flag)
    if args.figures is not None:
        check_output_dir(args.figures, "--figures")
    for dest in ("json", "latex", "figures"):     # fixed now: a claim that changes directory cannot move them
        if getattr(args, dest) is not None:
            setattr(args, dest, os.path.abspath(getattr(args, dest)))
    results = []
    for i, claim in enumerate(claims, 1):
        print(f"[{i}/{len(claims)}] {claim.id} {claim.title} ...", end="", file=sys.stderr, flush=True)
        with _isolated():
            res = _execute(claim, timeout)
        results.append(res)
        print(f" {STATUS_MARK[res.status]} ({res.seconds:.2f}s)", file=sys.stderr, flush=True)
    try:
        _print_results(results)
    except BrokenPipeError:      # the table piped into head & co.: the files below and the exit code still count
        sys.stdout = open(os.devnull, "w", encoding="utf-8")
    written = write_figures(results, args.figures) if args.figures else []
    if args.json:
        atomic_write_text(args.json, json.dumps([r.as_dict() for r in results], indent=2, ensure_ascii=False, allow_nan=False))
        print(f"wrote {args.json}", file=sys.stderr)
    if args.latex:
        here = os.path.dirname(os.path.abspath(args.latex))
        figs = {}
        for path in written:
            figs.setdefault(os.path.basename(path).split("_", 1)[0], []).append(
                os.path.relpath(os.path.abspath(path), here).replace(os.sep, "/"))
        atomic_write_text(args.latex, latex_report(results, figs))
        print(f"wrote {args.latex}", file=sys.stderr)
    failed_figures = any("figure errors" in r.evidence for r in results)
    return 1 if failed_figures or any(r.status in (REFUTED, ERROR) for r in results) else 0


class ClaimTimeout(BaseException):
    """Raised in a claim that runs past ``--timeout`` (a BaseException: a claim's ``except Exception`` cannot
    swallow it)."""


def _timeout(args):
    """``--timeout`` in seconds (None: no limit), checked before any claim runs."""
    t = getattr(args, "timeout", None)
    if t is None:
        return None
    if not (t > 0 and t < 1e7):             # also refuses nan
        raise UsageError(f"--timeout must be a number of seconds in (0, 1e7); got {t!r}")
    import signal
    import threading
    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        raise UsageError("--timeout needs POSIX interval timers in the main thread (not available here)")
    return float(t)


class _alarm:
    """Raise :class:`ClaimTimeout` in the body after ``timeout`` seconds (None: no limit)."""

    def __init__(self, timeout):
        self.timeout = timeout

    def __enter__(self):
        if self.timeout is not None:
            import signal

            def expire(signum, frame):
                raise ClaimTimeout()
            self.previous = signal.signal(signal.SIGALRM, expire)
            signal.setitimer(signal.ITIMER_REAL, self.timeout)
        return self

    def __exit__(self, *exc):
        if self.timeout is not None:
            import signal
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self.previous)
        return False


def _execute(claim, timeout):
    """``claim.execute()``, stopped with status ``error`` after ``timeout`` seconds (None: no limit).  A claim
    stuck inside one long C call (a huge matrix product) is stopped when that call returns."""
    from .claims import ClaimResult
    t0 = time.perf_counter()
    try:
        with _alarm(timeout):
            return claim.execute()
    except ClaimTimeout:
        return ClaimResult(claim.id, claim.title, claim.statement, ERROR,
                           {"error": f"timed out after {timeout:g} s (--timeout {timeout:g})"}, time.perf_counter() - t0)


class _isolated:
    """Undo what a claim changes in the process that the next claim would inherit: the working
    directory, the environment, ``sys.stdout``/``stderr``/``path``, NumPy's floating-point error
    handling, mpmath's and ``decimal``'s precision, warning filters, and the global random states of
    ``random``, NumPy and torch."""

    def __enter__(self):
        import decimal
        import random
        import warnings

        import mpmath
        import numpy as np
        self.cwd, self.env = os.getcwd(), dict(os.environ)
        self.py, self.np = random.getstate(), np.random.get_state()
        self.streams, self.path = (sys.stdout, sys.stderr), list(sys.path)
        self.err, self.prec, self.decimal = np.geterr(), mpmath.mp.prec, decimal.getcontext().copy()
        self.warnings = warnings.catch_warnings()
        self.warnings.__enter__()
        torch = sys.modules.get("torch")
        self.torch = (torch, torch.get_rng_state(), torch.get_num_threads()) if torch is not None else None
        return self

    def __exit__(self, *exc):
        import decimal
        import random

        import mpmath
        import numpy as np
        self.warnings.__exit__(None, None, None)
        sys.stdout, sys.stderr = self.streams
        sys.path[:] = self.path
        np.seterr(**self.err)
        mpmath.mp.prec = self.prec
        decimal.setcontext(self.decimal)
        try:
            os.chdir(self.cwd)
        except OSError:           # the claim removed the directory: outputs are absolute paths already
            pass
        if dict(os.environ) != self.env:
            os.environ.clear()
            os.environ.update(self.env)
        random.setstate(self.py)
        np.random.set_state(self.np)
        if self.torch is not None:
            torch, state, threads = self.torch
            torch.set_rng_state(state)
            if torch.get_num_threads() != threads:
                torch.set_num_threads(threads)
        return False


def _print_results(results):
    print(format_table(results))
    for r in results:
        if r.status in (REFUTED, ERROR):
            print(f"\n{r.id} {STATUS_MARK[r.status]}:")
            for c in r.evidence.get("checks", []):
                if not c["passed"]:
                    print(f"  - {c['name']}: {c['detail']}")
                    if "counterexample" in c:
                        print(f"    counterexample: {c['counterexample']}")
            if "error" in r.evidence:     # a framework error (e.g. no negative control) has no traceback
                print("  " + r.evidence.get("traceback", r.evidence["error"]).replace("\n", "\n  "))
    sys.stdout.flush()


def _int_list(text, name):
    if not text.strip():
        raise UsageError(f"{name} must list at least one integer, e.g. --{name} 1,1")
    try:
        return [int(x) for x in text.split(",")]      # an empty entry ("1,,1") is an error, not a dropped layer
    except ValueError:
        raise UsageError(f"{name} must be comma-separated integers, e.g. --{name} 1,1; got {text!r}") from None


def _heads(args):
    heads = _int_list(args.heads, "heads")
    if args.layers is not None and len(heads) == 1:
        heads = heads * args.layers
    if args.layers is not None and len(heads) != args.layers:
        raise UsageError(f"--layers {args.layers} but --heads lists {len(heads)} layers ({args.heads}); "
                         f"give one count per layer, e.g. --heads {','.join(['1'] * min(args.layers, 64))}")
    return heads


def _fail(exc):
    """A package error caused by the command line's values: a usage error (exit 2)."""
    from .errors import TooLargeError
    hint = " (on the command line: --max-order K or --max-terms N)" if isinstance(exc, TooLargeError) and "max_terms" in str(exc) else ""
    raise UsageError(f"{exc}{hint}") from exc


PRIOR_FLAGS = {"tree": {"depth": ("--depth", 3), "alpha": ("--alpha", "1/2")},
               "gaussian": {"dim": ("--dim", 4), "s2": ("--s2", "1"), "noise": ("--noise", "0")}}


def _prior_options(args):
    """Fill the prior's flags with their defaults and refuse flags that belong to the other prior."""
    for prior, flags in PRIOR_FLAGS.items():
        for dest, (flag, default) in flags.items():
            if not hasattr(args, dest):
                continue
            if getattr(args, dest) is None:
                setattr(args, dest, default)
            elif prior != args.prior:
                raise UsageError(f"{flag} applies to --prior {prior}, not to --prior {args.prior}")


def _show(build, args, header, line):
    """Build a symbolic expansion (errors become a one-line message) and print it as text or LaTeX."""
    from .errors import TheoryError
    try:
        e = build()
        terms = e.terms
    except TheoryError as exc:
        _fail(exc)
    print(e.latex() if args.latex else "\n".join([header(e, terms)] + [line(t) for t in terms]))
    return 0


def cmd_expand(args):
    from .circuits import path_expansion
    return _show(lambda: path_expansion(n_heads=_heads(args), max_order=args.max_order, max_terms=args.max_terms), args,
                 lambda e, ts: f"{len(ts)} path terms (order: count "
                               f"{dict(sorted({t.order: len(e.by_order(t.order)) for t in ts}.items()))})",
                 lambda t: f"  order {t.order}: {t}")


def cmd_qk(args):
    from .circuits import qk_expansion
    from .circuits.model import head_label
    from .circuits.symbols import printed_label
    return _show(lambda: qk_expansion(n_heads=_heads(args), layer=args.layer, head=args.head), args,
                 lambda e, ts: f"scores of head {printed_label(args.layer, args.head, e.n_heads)} (--layer {args.layer} "
                               f"--head {args.head}, 0-based; TransformerLens {head_label(args.layer, args.head)}): "
                               f"{len(ts)} terms",
                 lambda t: f"  {t.kind:<6} {t}")


def _measurements(text, top, limit=None):
    """``3`` → [3]; ``0..4`` → [0, 1, 2, 3, 4]; ``0..K`` → 0 up to ``top`` (tree depth or dimension).
    A range must end at most at ``limit`` (the prior's number of coordinates)."""
    lo, sep, hi = str(text).partition("..")
    try:
        if not sep:
            return [int(lo)]
        a, b = int(lo), top if hi.strip().upper() in ("K", "D") else int(hi)
    except ValueError:
        raise UsageError(f"--measurements must be an integer M or a range like 0..4 or 0..K; got {text!r}") from None
    if b < a:
        raise UsageError(f"--measurements range {text!r} is empty (the end is below the start)")
    if limit is not None and (a < 0 or b > limit):      # before building the list: 0..10**12 exhausts memory
        raise UsageError(f"--measurements range {text!r} must lie in 0..{limit} (M is at most the prior's "
                         f"{limit} coordinates)")
    return list(range(a, b + 1))


def _dp_table(prior, Ms, solve):
    """One row per M: exact optimal adaptive and non-adaptive MSE and their ratio."""
    rows = [("M", "MSE_ad", "≈", "MSE_na", "≈", "na/ad", "states")]
    for M in Ms:
        ad, na = solve(M)
        ratio = approx(na.mse / ad.mse, 4) if ad.mse else "-"
        rows.append((str(M), str(ad.mse), approx(ad.mse), str(na.mse), approx(na.mse), ratio, str(ad.states)))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    print(f"prior {prior!r}, M = {Ms[0]}..{Ms[-1]}")
    for r in rows:
        print("  " + "  ".join(c.rjust(w) for c, w in zip(r, widths)))


def cmd_dp(args):
    from .errors import TheoryError
    from .inference import GaussianPrior, TreePrior, optimal_adaptive, optimal_nonadaptive
    _prior_options(args)
    if args.prior == "tree":     # D = 2^(K+1) − 2 coordinates (depths beyond 16 are refused by TreePrior)
        top, limit = args.depth, 2 ** (min(max(args.depth, 1), 17) + 1) - 2
    else:
        top, limit = args.dim, max(args.dim, 0)
    Ms = _measurements(args.measurements, top, limit)
    if len(Ms) > 1:
        if args.policy:
            raise UsageError("--policy prints one decision tree; give a single M with it")
        try:
            prior = TreePrior(args.depth, args.alpha) if args.prior == "tree" else GaussianPrior.isotropic(args.dim, args.s2)
            kw = {"noise": args.noise} if args.prior == "gaussian" else {}
            _dp_table(prior, Ms, lambda M: (optimal_adaptive(prior, M, **kw), optimal_nonadaptive(prior, M, **kw)))
        except TheoryError as exc:
            _fail(exc)
        return 0
    args.measurements = Ms[0]
    try:
        if args.prior == "tree":
            prior = TreePrior(args.depth, args.alpha)
        else:
            prior = GaussianPrior.isotropic(args.dim, args.s2)
        ad = optimal_adaptive(prior, args.measurements, noise=args.noise) if args.prior == "gaussian" else \
            optimal_adaptive(prior, args.measurements)
        na = optimal_nonadaptive(prior, args.measurements, noise=args.noise) if args.prior == "gaussian" else \
            optimal_nonadaptive(prior, args.measurements)
    except TheoryError as exc:
        _fail(exc)
    print(f"prior {prior!r}, M = {args.measurements}")
    print(f"  optimal adaptive MSE:     {ad.mse}  (≈ {approx(ad.mse)}; {ad.states} memoised states)")
    print(f"  optimal non-adaptive MSE: {na.mse}  (≈ {approx(na.mse)}); optimal sets up to symmetry: {na.labels()}")
    if args.policy:
        print(ad.policy)
    return 0


MAX_SCALING_DEPTH = 64    # depth + 1 rows, each a sum of up to depth terms: 64 takes ~2 s (200 took 17 s CPU)


def cmd_scaling(args):
    from .errors import TheoryError
    from .inference.strategies.closed_forms import mse_adaptive, mse_adaptive_limit, nonadaptive_lower_bound, power_law_exponent
    from .printing import latex
    if not 1 <= args.depth <= MAX_SCALING_DEPTH:
        raise UsageError(f"--depth must be in [1, {MAX_SCALING_DEPTH}] (one table row per M = 0..depth); got {args.depth}")
    try:
        lim = mse_adaptive_limit()
        form = mse_adaptive()
        rows = [(M, form(alpha=args.alpha, K=args.depth, M=M), nonadaptive_lower_bound(args.depth, M)(alpha=args.alpha))
                for M in range(0, args.depth + 1)]
        expo = power_law_exponent()
        val = expo.subs(alpha=args.alpha).expr
    except TheoryError as exc:
        _fail(exc)
    if args.latex:
        print(latex(lim))
        print(latex(expo))
        return 0
    print(f"adaptive, K → ∞: {lim}")
    print(f"non-adaptive power-law exponent: {expo} = {float(val):.6g} at alpha = {args.alpha}")
    print(f"T({args.depth}, {args.alpha}):  M   MSE_ad(M)   MSE_na(M) (= counting bound, certified in I4)")
    for M, a, n in rows:
        print(f"  {M:>3}   {str(a):>12}   {str(n):>12}")
    return 0


def cmd_train(args):
    from .errors import TheoryError
    from .inference import GaussianPrior, TreePrior, optimal_adaptive, optimal_nonadaptive
    _prior_options(args)
    if not 0 <= args.seed < 2 ** 32:   # torch.manual_seed overflows past 64 bits, and trainers derive seeds from it
        raise UsageError(f"--seed must be an integer in [0, 2**32 - 1]; got {args.seed}")
    try:
        from .inference.learning.training import meanfield_mse, train_linear_attention
        prior = TreePrior(args.depth, args.alpha) if args.prior == "tree" else GaussianPrior.isotropic(args.dim, args.s2)
        if args.trainer == "exhaustive":
            run = train_linear_attention(prior, args.model, args.measurements, steps=args.steps, batch=args.batch,
                                         n_tokens=args.tokens, seed=args.seed, progress=not args.quiet)
        elif args.model == "A":
            from .inference.learning.sampled_training import train_sampled_a
            run = train_sampled_a(prior, args.measurements, steps=args.steps, batch=args.batch, n_tokens=args.tokens,
                                  seed=args.seed, progress=not args.quiet)
        else:
            from .inference.learning.nonadaptive_training import train_nonadaptive_run
            run = train_nonadaptive_run(prior, args.model, args.measurements, steps=args.steps, batch=args.batch,
                                        seed=args.seed, progress=not args.quiet)
        ad, na = optimal_adaptive(prior, args.measurements).mse, optimal_nonadaptive(prior, args.measurements).mse
    except (TheoryError, ImportError) as exc:
        _fail(exc)
    m = run.model
    mse, se = meanfield_mse(m, prior)
    print(f"Model {args.model} on {prior!r}, M = {args.measurements}: {args.steps} steps in {run.seconds:.0f} s")
    print(f"  learned MSE, mean field:       {mse:.6g}" + (f" ± {se:.2g}" if se else " (exact, every leaf)"))
    held = "log, mean field" if args.trainer == "sampled" and args.model != "A" else f"held-out N={args.tokens}"
    print(f"  learned MSE, {held}:  {run.log[-1][2]:.6g}")
    print(f"  optimal adaptive MSE:          {ad}  (≈ {approx(ad)})")
    print(f"  optimal non-adaptive MSE:      {na}  (≈ {approx(na)})")
    if args.prior == "tree":
        from .errors import TooLargeError
        from .inference.strategies.lmmse import best_lmmse
        try:
            best = best_lmmse(prior.to_discrete(), args.measurements)
            print(f"  best LMMSE (affine decoder):   {best}  (≈ {approx(best)})")
        except TooLargeError as exc:
            print(f"  best LMMSE: not computed ({exc})")
    if m.name == "A":
        if args.prior == "tree":
            from .inference.learning.learned_policy import policy_agreement
            share, _, rows = policy_agreement(m, prior)
            print(f"  routing: optimal at {share:.0%} of the {len(rows)} states reached")
            for r in rows:
                print(f"    {r}")
    else:
        labels = [str(prior.nodes[c]) if args.prior == "tree" else f"θ[{c}]" for c in m.fixed]
        print(f"  reads: {', '.join(labels)}")
    return 0


# ---------------------------------------------------------------------------------------- theory analyse (issue 13)
def cmd_train_circuits(args):
    """Rebuild the cached natural-text models of claims L10–L12 (issue 24)."""
    from proofs import _corpus as K
    reason = K.missing()
    if reason:
        print(f"theory train-circuits: {reason}", file=sys.stderr)
        return 1
    seeds = K.SEEDS if args.seeds is None else _int_list(args.seeds, "--seeds")
    sizes = K.SIZES if args.d_model is None else [s for s in K.SIZES if s[1] in _int_list(args.d_model, "--d-model")]
    if not sizes:
        raise UsageError(f"--d-model must name sizes of the claims, {[d for _, d in K.SIZES]}; got {args.d_model}")
    keys = [(h, d, s) for h, d in sizes for s in seeds]
    K.prefetch(keys, retrain=not args.missing)
    for key in keys:
        run = K._RUNS[key]
        c = run.curve[-1]
        print(f"{K.label(*key)}: {K._NOTES[key]}; {run.seconds:.0f} s; held-out loss {c['held_out_loss']:.3f}, "
              f"in-context loss {c['in_context_loss']:+.3f}, previous-token {c['prev_token']:.2f}, "
              f"induction {c['induction']:.2f}")
    return 0


def _int_list(text, flag):
    try:
        out = [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise UsageError(f"{flag} must be comma-separated integers; got {text!r}") from None
    if not out or min(out) < 0:
        raise UsageError(f"{flag} must be comma-separated integers ≥ 0; got {text!r}")
    return out


def cmd_analyse(args):
    """Load a checkpoint, print the per-head table, write JSON / figures / LaTeX on request."""
    import os
    from .errors import TheoryError
    from .circuits.checkpoints import load
    from .circuits.checkpoints.report import analyse, latex_report, write_figures as write_head_figures, write_json
    say = (lambda msg: None) if args.quiet else (lambda msg: print(f"theory analyse: {msg}", file=sys.stderr, flush=True))
    for flag, path in (("--json", args.json), ("--latex", args.latex)):   # before the (slow) load
        if path is not None:
            check_output_file(path, flag)
    if args.figures is not None:
        check_output_dir(args.figures, "--figures")
    try:
        say(f"loading {args.checkpoint}")
        model = load(args.checkpoint)
        say(f"loaded {model!r}")
        report = analyse(model, progress=say)
    except (TheoryError, ImportError, OSError) as exc:
        _fail(exc)
    print(report.description)
    for note in report.notes:
        print(f"  note: {note}")
    print(report.table())
    written = []
    try:
        if args.figures:
            try:
                written = write_head_figures(report, args.figures)
            except ImportError:
                print("theory analyse: --figures needs matplotlib; install it with  pip install 'theory[plots]'  "
                      "(figures skipped)", file=sys.stderr)
            for path in written:
                say(f"wrote {path}")
        if args.json:
            write_json(report, args.json)
            say(f"wrote {args.json}")
        if args.latex:
            from .circuits.checkpoints.report import _atomic_write
            here = os.path.dirname(os.path.abspath(args.latex))
            rel = [os.path.relpath(os.path.abspath(p), here).replace(os.sep, "/") for p in written]
            _atomic_write(args.latex, latex_report(report, rel))
            say(f"wrote {args.latex}")
    except OSError as exc:
        _fail(f"cannot write {exc.filename or ''}: {exc.strerror or exc}")
    return 0


def _add_analyse(sub):
    an = sub.add_parser("analyse", help="load a checkpoint (TransformerLens, Hugging Face GPT-2/Llama) and report "
                        "its heads", description="Load a checkpoint and print, per head, OV and QK positivity, the "
                        "strongest Q/K/V composition partners (excess over the 1/d_model baseline) and role "
                        "candidates from the weights. Example: theory analyse ./gpt2-dir --figures figs --json heads.json")
    an.add_argument("checkpoint", help="a checkpoint directory (config.json + model.safetensors), or a .safetensors, "
                    ".npz or .pt TransformerLens state dict")
    an.add_argument("--figures", metavar="DIR", help="write composition.png and positivity.png (needs matplotlib)")
    an.add_argument("--json", metavar="FILE", help="write the per-head report as JSON")
    an.add_argument("--latex", metavar="FILE", help="write a LaTeX report (table, loading notes, figures)")
    an.add_argument("--quiet", action="store_true", help="no progress on stderr")
    an.set_defaults(func=cmd_analyse, subparser=an)


class _DefaultsHelp(argparse.ArgumentDefaultsHelpFormatter):
    """Show ``(default: …)`` for options that have a real default (not None, not a flag's False)."""

    def _get_help_string(self, action):
        if action.default is None or action.default is False:
            return action.help
        return super()._get_help_string(action)


def build_parser():
    fmt = _DefaultsHelp
    p = argparse.ArgumentParser(prog="theory", formatter_class=fmt,
                                description="Analytic and symbolic math engine for the theory of transformers: derive, "
                                "check and export the claims written out in docs/theory.md of the repository.")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    pr = sub.add_parser("prove", formatter_class=fmt, help="run every claim and report verified / refuted with evidence",
                        description="Run the claims in proofs/ (all, or --only some), print a table, and exit 1 if "
                                    "any claim is refuted or errors.  Each claim's statement and the formal models "
                                    "behind it are in docs/theory.md of the repository.")
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
    qk.add_argument("--latex", action="store_true", help="print LaTeX instead of text")
    qk.set_defaults(func=cmd_qk, subparser=qk)

    dp = sub.add_parser("dp", formatter_class=fmt, help="exact optimal adaptive and non-adaptive MSE by dynamic programming (I2-I4)",
                        description="Bayes-optimal measurement strategies. Examples: "
                                    "theory dp --prior tree --depth 4 --alpha 1/2 --measurements 3 --policy; "
                                    "theory dp --prior gaussian --dim 4 --s2 1 --noise 1/2 --measurements 2; "
                                    "one table over M: theory dp --depth 4 --measurements 0..K")
    dp.add_argument("--prior", choices=("tree", "gaussian"), default="tree", help="tree prior T(K, α) or isotropic Gaussian")
    dp.add_argument("--depth", type=int, help="tree depth K (tree prior; default 3)")
    dp.add_argument("--alpha", help="tree decay α in (0, 1), e.g. 1/2 (exact) or 0.5 (tree prior; default 1/2)")
    dp.add_argument("--dim", type=int, help="dimension D (isotropic Gaussian prior; default 4)")
    dp.add_argument("--s2", help="prior variance s² (Gaussian prior; default 1)")
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
    tr.add_argument("--prior", choices=("tree", "gaussian"), default="tree", help="tree prior T(K, α) or isotropic Gaussian")
    tr.add_argument("--depth", type=int, help="tree depth K (tree prior; default 3)")
    tr.add_argument("--alpha", help="tree decay α in (0, 1) (tree prior; default 1/2)")
    tr.add_argument("--dim", type=int, help="dimension D (isotropic Gaussian prior; default 4)")
    tr.add_argument("--s2", help="prior variance s² (Gaussian prior; default 1)")
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
    tc = sub.add_parser("train-circuits", formatter_class=fmt,
                        help="rebuild the cached natural-text models of claims L10-L12 (needs extras train, corpus)",
                        description="Train the two-layer attention-only models of claims L10-L12 on the KJV corpus "
                                    "and replace their cache entries ($THEORY_CACHE or the user cache folder); "
                                    "theory prove then reuses them.  Example: theory train-circuits --d-model 128 "
                                    "--seeds 1")
    tc.add_argument("--seeds", metavar="LIST", help="comma-separated seeds (default: the claims' seeds)")
    tc.add_argument("--d-model", metavar="LIST", help="comma-separated d_model sizes (default: both)")
    tc.add_argument("--missing", action="store_true", help="train only models not cached yet (keep sound entries)")
    tc.set_defaults(func=cmd_train_circuits, subparser=tc)
    _add_analyse(sub)
    return p


def main(argv=None):
    """Run the command line; returns the exit code (usage errors exit 2 through argparse's ``error``)."""
    from .errors import TheoryError
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
    try:
        return args.func(args)
    except UsageError as exc:
        usage.error(str(exc))
    except TheoryError as exc:   # a bad argument value the package refused: also a usage error
        usage.error(str(exc))
    except BrokenPipeError:  # output piped into head & co.
        sys.stderr.close()
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
