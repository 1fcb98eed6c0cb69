"""``theory expand``: the path expansion of an attention-only transformer's logits (C2)."""
from __future__ import annotations

from theory.cli.usage import fail, head_counts



def show(build, args, header, line):
    """Build a symbolic expansion (errors become a one-line message) and print it as text or LaTeX."""
    from theory.errors import TheoryError
    try:
        e = build()
        terms = e.terms
    except TheoryError as exc:
        fail(exc, args)
    print(e.latex() if args.latex else "\n".join([header(e, terms)] + [line(t) for t in terms]))
    return 0


def cmd_expand(args):
    from theory.circuits import path_expansion
    return show(lambda: path_expansion(n_heads=head_counts(args), max_order=args.max_order, max_terms=args.max_terms), args,
                 lambda e, ts: f"{len(ts)} path terms (order: count "
                               f"{dict(sorted({t.order: len(e.by_order(t.order)) for t in ts}.items()))})",
                 lambda t: f"  order {t.order}: {t}")
