"""``theory prove``: run the claims of ``proofs/`` (``theory.proofs``; or of the user's files and modules),
print the table, write JSON, LaTeX and figures; exit 1 if any claim is refuted or errors."""
from __future__ import annotations

import contextlib
import json
import os
import sys

from theory.claims import ERROR, REFUTED, discover
from theory.printing import counted
from theory.cli.output import (need_matplotlib, atomic_write_text, check_distinct_outputs, check_figure_files, check_output_dir,
                     check_output_file)
from theory.cli.report import STATUS_MARK, print_results, figure_names, latex_report, write_figures
from theory.claims.runner import Alarm, ClaimTimeout, Isolated, check_timeout, execute, execute_apart, timed_out
from theory.cli.usage import UsageError


def _timeout(args):
    """``--timeout`` in seconds (None: no limit), checked before any claim runs (a usage error otherwise)."""
    from theory.errors import InputValueError
    t = getattr(args, "timeout", None)
    try:
        return check_timeout(t, "--timeout")
    except InputValueError as exc:
        raise UsageError(str(exc)) from None


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
    return [known[w] for w in dict.fromkeys(wanted)]      # C1,c1: run once (twice gave two C1 rows in the JSON)


def _source_files(sources):
    """The files the user's claims were read from (a path, or an imported module's file)."""
    out = []
    for src in sources or ():
        if os.path.isfile(src):
            out.append(src)
            continue
        mod = sys.modules.get(src)
        if getattr(mod, "__file__", None):
            out.append(mod.__file__)
    return out


class _ExitWhileImporting(Exception):
    """A claims file called ``os._exit`` while it was imported (it would have ended ``prove`` with its status)."""


@contextlib.contextmanager
def _exit_refused(src):
    """While a user's claims file is imported in ``prove``'s own process: ``os._exit`` raises instead of
    ending the process (``os._exit(0)`` at import made ``prove`` exit 0 with no table).  Running claims
    are kept apart differently: in a forked child (:func:`theory.claims.runner.execute_apart`)."""
    real = os._exit

    def refuse(status):
        raise _ExitWhileImporting(f"{src} called os._exit({status!r}) while it was imported")

    os._exit = refuse
    try:
        yield
    finally:
        os._exit = real


def _builtin_source(claim):
    """``proofs/<ID>_<slug>.py``: the file of the module of ``theory.proofs`` whose ``CLAIM`` is ``claim``
    (imported by :func:`discover`), else the module its ``run`` is defined in."""
    for module in list(sys.modules.values()):
        name = getattr(module, "__name__", "")
        if name.startswith("theory.proofs.") and getattr(module, "CLAIM", None) is claim:
            return f"proofs/{name.rpartition('.')[2]}.py"
    return getattr(claim.run, "__module__", None) or claim.id


def _claims(sources, timeout=None):
    """``[(claim, source)]``: the built-in claims of ``proofs/`` (each source its file there), or those of the
    user's files/modules (each import stopped after ``timeout`` seconds, as a claim would be)."""
    if not sources:
        return [(c, _builtin_source(c)) for c in discover()]
    from theory.claims import load
    from theory.errors import InputTypeError, InputValueError
    out, where = [], {}
    for src in sources:
        try:
            with Alarm(timeout, f"importing {src}"), _exit_refused(src):
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
    backend, scheduler = _sweep(args)
    found = _claims(getattr(args, "sources", None), timeout)
    source = {id(c): s for c, s in found}
    claims = _select([c for c, _ in found], args.only)
    if getattr(args, "list", False):
        given = [f for f, v in (("--json", args.json), ("--latex", args.latex), ("--figures", args.figures),
                                ("--timeout", getattr(args, "timeout", None)),
                                ("--backend", getattr(args, "backend", None)),
                                ("--scheduler", getattr(args, "scheduler", None))) if v is not None]
        if given:          # --list runs nothing: these would be silently ignored
            raise UsageError(f"--list runs no claim, so {', '.join(given)} would write or limit nothing; drop "
                             f"{'it' if len(given) == 1 else 'them'} or --list")
        for c in claims:
            print(f"{c.id:<6} {c.title}  ({source[id(c)]})")
        print(f"{counted(len(claims), 'claim')} would run")
        return 0
    for flag, path in (("--json", args.json), ("--latex", args.latex)):
        if path is not None:
            check_output_file(path, flag)
    check_distinct_outputs((("--json", args.json), ("--latex", args.latex)),
                           [("claims file", f) for f in _source_files(getattr(args, "sources", None))])
    if args.figures is not None:
        check_output_dir(args.figures, "--figures")
        check_figure_files(args.figures, "--figures", figure_names([c.id for c in claims]),
                           (("--json", args.json), ("--latex", args.latex)),
                           [("claims file", f) for f in _source_files(getattr(args, "sources", None))])
        need_matplotlib("prove")          # before any claim runs: the figures were asked for
    for dest in ("json", "latex", "figures"):     # fixed now: a claim that changes directory cannot move them
        if getattr(args, dest) not in (None, "-"):
            setattr(args, dest, os.path.abspath(getattr(args, dest)))
    results, streams = [], (sys.stdout, sys.stderr)
    # the LaTeX report names the file each of a user's claims came from (not proofs/<ID>_<slug>.py)
    origins = {c.id: source[id(c)] for c in claims} if getattr(args, "sources", None) else None
    # A user's claims run in child processes (see execute_apart), except on a cluster backend (dask, ray): its
    # client is opened once, here, and a forked child cannot use it (nor reach an in-process scheduler)
    apart = bool(getattr(args, "sources", None)) and backend not in ("dask", "ray")
    with (contextlib.nullcontext() if apart else _sweep_backend(backend, scheduler)):
        for i, claim in enumerate(claims, 1):
            print(f"[{i}/{len(claims)}] {claim.id} {claim.title} ...", end="", file=sys.stderr, flush=True)
            if apart:
                res = execute_apart(claim, timeout, args.figures is not None, lambda: _sweep_backend(backend, scheduler))
                results.append(res)
                print(f" {STATUS_MARK[res.status]} ({res.seconds:.2f}s)", file=sys.stderr, flush=True)
                if "warning" in res.evidence:
                    print(f"theory prove: claim {claim.id} {res.evidence['warning']}", file=sys.stderr, flush=True)
                continue

            def stuck(claim=claim, i=i):
                """Run by the watchdog when the claim ignores its timeout: report what ran, then the process ends."""
                sys.stdout, sys.stderr = streams
                res = timed_out(claim, timeout, ended=True)
                print(f" {STATUS_MARK[res.status]} (did not stop)", file=sys.stderr, flush=True)
                if i < len(claims):
                    print(f"theory prove: the {len(claims) - i} claim(s) after {claim.id} were not run", file=sys.stderr)
                return _report(args, results + [res], origins)
            with Isolated():
                res = execute(claim, timeout, stuck)
            results.append(res)
            print(f" {STATUS_MARK[res.status]} ({res.seconds:.2f}s)", file=sys.stderr, flush=True)
    return _report(args, results, origins)


def _report(args, results, origins=None):
    """Print the table, write figures, JSON and LaTeX; the exit code of ``prove``."""
    from contextlib import redirect_stdout
    from theory.system.files import writes_to_stdout
    try:
        if any(writes_to_stdout(p) for p in (args.json, args.latex)):
            with redirect_stdout(sys.stderr):        # stdout holds the JSON / LaTeX alone (`--json - | jq`)
                print_results(results)
        else:
            print_results(results)
    except BrokenPipeError:      # the table piped into head & co.: the files below and the exit code still count
        sys.stdout = open(os.devnull, "w", encoding="utf-8")
    written = write_figures(results, args.figures, [p for p in (args.json, args.latex) if p not in (None, "-")]) \
        if args.figures else []
    if args.json:
        atomic_write_text(args.json, json.dumps([r.as_dict() for r in results], indent=2, ensure_ascii=False, allow_nan=False))
        print(f"wrote {args.json}", file=sys.stderr)
    if args.latex:
        here = os.path.dirname(os.path.abspath(args.latex))
        figs = {}
        for path in written:
            figs.setdefault(os.path.basename(path).split("_", 1)[0], []).append(
                os.path.relpath(os.path.abspath(path), here).replace(os.sep, "/"))
        atomic_write_text(args.latex, latex_report(results, figs, origins))
        print(f"wrote {args.latex}", file=sys.stderr)
    failed_figures = any("figure errors" in r.evidence for r in results)
    return 1 if failed_figures or any(r.status in (REFUTED, ERROR) for r in results) else 0


def _sweep(args):
    """``(backend, scheduler)`` of the claims' training sweeps: ``--backend``/``--scheduler``, else
    ``THEORY_BACKEND``/``THEORY_SCHEDULER``; checked before any claim runs (a bad one is a usage error)."""
    from theory.system.parallel import check_backend, env_backend
    backend, scheduler = getattr(args, "backend", None), getattr(args, "scheduler", None)
    if backend is None and scheduler is None:
        return env_backend()
    if backend is None:
        backend = env_backend()[0]
    check_backend(backend, scheduler, "--backend", "--scheduler")
    return backend, scheduler


def _sweep_backend(backend, scheduler):
    """The joblib configuration every claim's sweep runs in (:func:`theory.system.parallel.sweep_backend`):
    a dask client is opened once, before the first claim, and closed after the last."""
    import contextlib
    if backend is None:
        return contextlib.nullcontext()
    from theory.system.parallel import sweep_backend
    return sweep_backend(backend, scheduler)
