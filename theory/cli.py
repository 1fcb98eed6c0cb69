"""The ``theory`` command.

``theory prove`` runs every claim in ``proofs/`` (or ``--only C1,C2``), shows progress,
prints a table, optionally writes JSON, a LaTeX report and figures, and exits 1 if any
claim is refuted or errors (after running all of them).
"""
from __future__ import annotations

import argparse
import json
import sys
import time

from .claims import ERROR, REFUTED, discover, latex_section, tex_escape
from .printing import latex

STATUS_MARK = {"verified": "verified", "refuted": "REFUTED", "error": "ERROR", "skipped": "skipped"}


def _select(claims, only):
    if not only:
        return claims
    wanted = [w.strip().upper() for w in only.split(",") if w.strip()]
    known = {c.id.upper(): c for c in claims}
    unknown = [w for w in wanted if w not in known]
    if unknown:
        raise SystemExit(f"theory prove: unknown claim ID(s) {unknown}; known: {', '.join(c.id for c in claims)}")
    return [known[w] for w in wanted]


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


def latex_report(results):
    """A compilable LaTeX document: statement, derived expressions and evidence of each claim."""
    body = "\n\n".join(latex_section(r, latex) for r in results)
    rows = "\n".join(rf"{tex_escape(r.id)} & {tex_escape(r.title)} & {tex_escape(r.status)} & {r.seconds:.2f} \\"
                     for r in results)
    return (r"""\documentclass{article}
\usepackage[margin=2cm]{geometry}
\usepackage{amsmath,amssymb}
\usepackage{graphicx}
\title{theory prove: claims of SPEC.md}
\date{""" + time.strftime("%Y-%m-%d") + r"""}
\begin{document}
\maketitle
\begin{tabular}{llll}
claim & title & status & seconds \\ \hline
""" + rows + "\n" + r"""\end{tabular}

""" + body + "\n" + r"\end{document}" + "\n")


def write_figures(results, directory):
    """Draw every figure the claims produced into ``directory`` (needs the ``plots`` extra)."""
    import os
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
            path = os.path.join(directory, f"{r.id}_{stem}.png")
            draw(plt, path)
            plt.close("all")
            written.append(path)
            print(f"wrote {path}", file=sys.stderr)
    return written


def cmd_prove(args):
    claims = _select(discover(), args.only)
    results = []
    for i, claim in enumerate(claims, 1):
        print(f"[{i}/{len(claims)}] {claim.id} {claim.title} ...", end="", file=sys.stderr, flush=True)
        res = claim.execute()
        results.append(res)
        print(f" {STATUS_MARK[res.status]} ({res.seconds:.2f}s)", file=sys.stderr, flush=True)
    print(format_table(results))
    for r in results:
        if r.status in (REFUTED, ERROR):
            print(f"\n{r.id} {STATUS_MARK[r.status]}:")
            for c in r.evidence.get("checks", []):
                if not c["passed"]:
                    print(f"  - {c['name']}: {c['detail']}")
                    if "counterexample" in c:
                        print(f"    counterexample: {c['counterexample']}")
            if "error" in r.evidence:
                print("  " + r.evidence["traceback"].replace("\n", "\n  "))
    if args.figures:
        write_figures(results, args.figures)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump([r.as_dict() for r in results], f, indent=2, ensure_ascii=False)
        print(f"wrote {args.json}", file=sys.stderr)
    if args.latex:
        with open(args.latex, "w", encoding="utf-8") as f:
            f.write(latex_report(results))
        print(f"wrote {args.latex}", file=sys.stderr)
    return 1 if any(r.status in (REFUTED, ERROR) for r in results) else 0


def build_parser():
    p = argparse.ArgumentParser(prog="theory", description="Analytic and symbolic math engine for the theory of "
                                "transformers: derive, check and export the claims of SPEC.md.")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    pr = sub.add_parser("prove", help="run every claim and report verified / refuted with evidence",
                        description="Run the claims in proofs/ (all, or --only some), print a table, and exit 1 if "
                                    "any claim is refuted or errors.")
    pr.add_argument("--only", metavar="IDS", help="comma-separated claim IDs, e.g. C1,C2,I3")
    pr.add_argument("--json", metavar="FILE", help="write a JSON list of {id, title, status, evidence, seconds}")
    pr.add_argument("--latex", metavar="FILE", help="write a LaTeX report (statements, derivations, evidence)")
    pr.add_argument("--figures", metavar="DIR", help="write the claims' figures as PNG files (needs matplotlib)")
    pr.set_defaults(func=cmd_prove)
    return p


def main(argv=None):
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    return args.func(args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
