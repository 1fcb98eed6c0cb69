"""What ``theory prove`` reports: the terminal table and the failures under it, the LaTeX
document, the claims' figures."""
from __future__ import annotations

import os
import re
import sys
import time

from theory.claims import ERROR, INCONCLUSIVE, REFUTED, latex_section, tex_escape
from theory.claims.model import INSTALL_HINT
from theory.printing import counted, latex
from theory.cli.output import atomic_write


STATUS_MARK = {"verified": "verified", "refuted": "REFUTED", "error": "ERROR", "skipped": "skipped",
               "inconclusive": "inconclusive"}


def format_table(results, width=None):
    """The claim table, at most ``width`` columns wide (default: the terminal's, 100 when not a
    terminal).  Titles and evidence are wrapped in their columns, never cut: the evidence of a
    claim is its failed check's name and detail, or its numbers (collections by their first
    entries and size; all of it in ``--json``/``--latex``).  Below 80 columns the evidence goes
    on the lines under the claim, the width of the table."""
    import shutil
    import textwrap
    width = max(60, shutil.get_terminal_size((100, 24)).columns if width is None else width)
    status_w = max([9] + [len(STATUS_MARK[r.status]) for r in results])
    lead = 5 + 1 + status_w + 1 + 7 + 2                          # id, status, time
    title_w = 30
    ev_at = lead + title_w + 1
    below = width - ev_at < 30                                    # no room beside the title: under it
    ev_w = width - 4 if below else width - ev_at
    head = f"{'claim':<5} {'status':<{status_w}} {'time':>7}  {'title':<{title_w}}" + ("" if below else " evidence")
    lines = [head, "-" * width]
    for r in results:
        title = textwrap.wrap(r.title, title_w, break_long_words=True) or [""]
        ev = wrap_evidence(r.summary(None), ev_w) or [""]
        first = f"{r.id:<5} {STATUS_MARK[r.status]:<{status_w}} {r.seconds:>6.2f}s  "
        if below:
            lines += [first + title[0]] + [" " * lead + t for t in title[1:]] + ["    " + e for e in ev]
            continue
        for i in range(max(len(title), len(ev))):
            t = title[i] if i < len(title) else ""
            e = ev[i] if i < len(ev) else ""
            lines.append(((first if i == 0 else " " * lead) + f"{t:<{title_w}} {e}").rstrip())
    counts = {}
    for r in results:
        counts[r.status] = counts.get(r.status, 0) + 1
    lines.append(f"{counted(len(results), 'claim')}: " + ", ".join(f"{v} {k}" for k, v in sorted(counts.items())))
    return "\n".join(lines)


def wrap_evidence(text, width):
    """``text`` in lines of at most ``width`` characters, broken between words only: a ``pip install '…'``
    command (a skipped claim's hint) is never broken — it may make its line longer — and a single word longer
    than the width is split with ``…`` at the end of each piece but the last (never cut silently)."""
    import textwrap
    nbsp = "\u00a0"                         # textwrap does not break at it: the command stays one word
    hint = INSTALL_HINT.search(text)
    if hint is not None:
        text = text[:hint.start()] + hint.group(0).replace(" ", nbsp) + text[hint.end():]
    lines = []
    for line in textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False):
        while len(line) > width and nbsp not in line:
            lines.append(line[: width - 1] + "…")
            line = line[width - 1:]
        lines.append(line.replace(nbsp, " "))
    return lines


def latex_report(results, figures=None, sources=None):
    """A compilable LaTeX document: statement, derived expressions and evidence of each claim,
    and the figures (``{claim id: [image paths]}``, paths as seen from the .tex file).
    The built-in claims' models and statements are written out in the repository's docs/theory.md;
    a user's claims (``sources``: ``{claim id: the file or module it came from}``) are said to come
    from their file, named in each claim's section."""
    figures, sources = figures or {}, sources or {}

    def figure(rid, path):
        stem = path.rsplit("/", 1)[-1].rsplit(".", 1)[0].split("_", 1)[-1].replace("_", " ")
        return ("\n\\begin{center}\n\\includegraphics[width=0.85\\linewidth,height=0.38\\textheight,keepaspectratio]{"
                + path + "}\\\\\n{\\small Figure (claim " + tex_escape(rid) + "): " + tex_escape(stem) + ".}\n\\end{center}")

    body = "\n\n".join(latex_section(r, latex, sources.get(r.id)) + "".join(figure(r.id, p) for p in figures.get(r.id, []))
                       for r in results)
    rows = "\n".join(rf"\hyperref[claim:{r.id}]{{{tex_escape(r.id)}}} & {tex_escape(r.title)} & "
                     rf"{tex_escape(r.status)} & {r.seconds:.2f} \\" for r in results)
    return (r"""\documentclass[11pt]{article}
\usepackage[margin=2.2cm]{geometry}
\usepackage[T1]{fontenc}
\IfFileExists{lmodern.sty}{\usepackage{lmodern}}{}
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
""" + _introduction(sources) + r"""
\begin{longtable}{|l|>{\raggedright\arraybackslash}p{0.6\linewidth}|l|r|}
\hline
\textbf{claim} & \textbf{title} & \textbf{status} & \textbf{seconds} \\ \hline
\endhead
""" + rows + "\n" + r"""\hline
\end{longtable}

""" + body + "\n" + r"\end{document}" + "\n")


def _introduction(sources):
    """The report's first paragraph: where the claims are defined (``proofs/<ID>_<slug>.py``, or the user's files)."""
    tail = (r"A claim is \emph{verified} when every check passed and \emph{refuted}" "\n"
            "when one failed (with its counterexample).\n")
    if not sources:
        return (r"\noindent Each claim below is stated, derived and checked by the module \texttt{proofs/<ID>\_<slug>.py} of the"
                "\n" r"\texttt{theory} package; the formal models behind the statements are written out in its" "\n"
                r"\texttt{docs/theory.md}.  " + tail)
    files = list(dict.fromkeys(sources.values()))
    named = ", ".join(r"\texttt{" + tex_escape(f, breakable=True) + "}" for f in files)
    return (r"\noindent Each claim below is stated, derived and checked by code of the author's own, in "
            + named + r" (each section names its file), and run by \texttt{theory prove}.  " + tail)


def write_figures(results, directory, others=()):
    """Draw every figure the claims produced into ``directory`` as ``ID_STEM.png`` (needs the ``plots`` extra:
    ``prove`` checks for matplotlib before any claim runs).  A figure whose path is a symlink or not a regular
    file, or is one of the ``others`` output files, is not written (a figure error: ``prove`` checked this before
    the claims ran, but a claim may have made the link).  When no claim drew a figure, nothing is created and
    that is said on stderr."""
    if not any(r.figures for r in results):
        print(f"theory prove: --figures {directory}: no claim drew a figure, so nothing was written there (a claim "
              "draws one by returning Outcome(..., figures={stem: draw}), draw(pyplot, path) saving to path)",
              file=sys.stderr)
        return []
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    os.makedirs(directory, exist_ok=True)
    avoid = {os.path.realpath(p) for p in others}
    written = []
    for r in results:
        for stem, draw in r.figures.items():
            if not isinstance(stem, str) or not _FIGURE_STEM.match(stem):   # a file name inside directory, no path
                _figure_failed(r, f"figure name {stem!r} must be letters, digits, '.', '-' and '_'")
                continue
            path = os.path.join(directory, f"{r.id}_{stem}.png")
            if os.path.islink(path) or (os.path.lexists(path) and not os.path.isfile(path)):
                _figure_failed(r, f"figure {stem!r}: {path} is a symlink or not a regular file; not written "
                                  "(figures are never written through a link)")
                continue
            if os.path.realpath(path) in avoid:
                _figure_failed(r, f"figure {stem!r}: {path} is also an output of this command; not written")
                continue

            def draw_checked(tmp, draw=draw):
                draw(plt, tmp)
                if os.path.getsize(tmp) == 0:
                    raise RuntimeError("the figure function wrote nothing to the path it was given")
            try:
                atomic_write(path, draw_checked, suffix=".png")
            except Exception as exc:  # noqa: BLE001 - the claim's drawing code failed: reported, the rest still written
                why = str(exc) if getattr(exc, "named", False) else f"{type(exc).__name__}: {exc}"
                _figure_failed(r, f"figure {stem!r} failed: {why}")
                continue
            finally:
                plt.close("all")
            written.append(path)
            print(f"wrote {path}", file=sys.stderr)
    return written


_FIGURE_STEM = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


def figure_names(ids):
    """The names ``prove`` may give the figures of the claims ``ids``: ``ID_STEM.png`` (a compiled pattern)."""
    if not ids:
        return re.compile(r"(?!)")
    return re.compile("^(?:" + "|".join(re.escape(i) for i in ids) + r")_[A-Za-z0-9][A-Za-z0-9._-]*\.png$")


def _figure_failed(result, message):
    """A figure that could not be drawn: said on stderr and recorded, so ``prove`` exits 1."""
    print(f"theory prove: {result.id}: {message}", file=sys.stderr)
    result.evidence.setdefault("figure errors", []).append(message)


def print_results(results):
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
        elif r.status == INCONCLUSIVE:
            print(f"\n{r.id} {STATUS_MARK[r.status]} (its statement was not tested; precondition: "
                  f"{r.evidence.get('precondition', '')}):")
            for c in r.evidence.get("precondition checks", []):
                if not c["passed"]:
                    print(f"  - not met: {c['name']}: {c['detail']}")
    sys.stdout.flush()
