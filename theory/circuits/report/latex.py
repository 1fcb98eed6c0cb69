"""A :class:`~theory.circuits.report.record.HeadReport` as a LaTeX section (``theory analyse --latex FILE``).
"""
from __future__ import annotations

from theory.circuits.heads.previous_token import (LEARNED_POSITIONS, REPORT_ROTARY_SEQUENCES, ROTARY_SEED, ROTARY_SEQUENCES, THRESHOLD,  # noqa: F401  (re-exported)
                             previous_token_baseline,
                             previous_token_scores, previous_token_threshold, rotary_previous_token_scores,
                             rotary_probe_tokens)


def latex_report(report, figures=()):
    """A compilable LaTeX document: model, notes, the per-head table (every column of
    :meth:`HeadReport.table`), its legend, and the figures."""
    from theory.claims import tex_escape
    head, rows = report.columns()
    k = 1 + (report.groups is not None)         # the text table's group header, folded into the cells
    head = head[:k] + [f"behaviour {h}" for h in head[k:k + 4]] + head[k + 4:k + 8] + \
        [f"weights rule {h}" for h in head[k + 8:]]
    body = "\n".join(" & ".join(tex_escape(str(c)).replace("—", "--") for c in r) + r" \\" for r in rows)
    notes = "\n".join(r"\item " + tex_escape(n) for n in report.notes) or r"\item (none)"
    legend = "\n".join(r"\item " + tex_escape(line) for line in report.legend_lines())
    summary = "\n".join(r"\item " + tex_escape(line.strip()) for line in report.summary_lines())
    figs = "".join("\n\\begin{center}\\includegraphics[width=0.9\\textwidth]{" + p + "}\\end{center}" for p in figures)
    return (r"""\documentclass{article}
\usepackage[margin=1cm,landscape]{geometry}
\usepackage{amsmath,amssymb,longtable}
\usepackage{graphicx}
\title{theory analyse: """ + tex_escape(report.description) + r"""}
\date{}
\begin{document}
\maketitle
\section*{Loading}
\begin{itemize}
""" + notes + r"""
\end{itemize}
\section*{Summary}
\begin{itemize}
""" + summary + r"""
\end{itemize}
\section*{Heads}
{\scriptsize
\begin{longtable}{""" + "l" * len(head) + "}\n" + " & ".join(tex_escape(h) for h in head) + r""" \\ \hline
""" + body + r"""
\end{longtable}}
\section*{Legend}
\begin{itemize}
""" + legend + r"""
\end{itemize}
""" + figs + "\n" + r"\end{document}" + "\n")
