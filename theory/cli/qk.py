"""``theory qk``: one head's attention scores expanded into direct, Q-, K- and QK-composition
terms (C3)."""
from __future__ import annotations

from theory.printing import counted
from theory.cli.expand import show
from theory.cli.usage import head_counts



def cmd_qk(args):
    from theory.circuits import qk_expansion
    from theory.circuits.models.model import head_label
    from theory.circuits.symbolic.symbols import printed_label
    extra = {} if args.max_terms is None else {"max_terms": args.max_terms}
    return show(lambda: qk_expansion(n_heads=head_counts(args), layer=args.layer, head=args.head, **extra), args,
                 lambda e, ts: f"scores of head {printed_label(args.layer, args.head, e.n_heads)} (--layer {args.layer} "
                               f"--head {args.head}, 0-based; TransformerLens {head_label(args.layer, args.head)}): "
                               f"{counted(len(ts), 'term')}",
                 lambda t: f"  {t.kind:<6} {t}")
