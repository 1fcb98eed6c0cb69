"""``theory train-circuits``: rebuild the cached natural-text models of claims L10–L12 (issue 24;
extras ``train`` and ``corpus``)."""
from __future__ import annotations

import sys

from .usage import UsageError, _int_list


def _counts(text, flag):
    """Comma-separated integers ≥ 0 (seeds, sizes)."""
    out = _int_list(text, flag.lstrip("-"))
    if min(out) < 0:
        raise UsageError(f"{flag} must be comma-separated integers ≥ 0; got {text!r}")
    return out


def cmd_train_circuits(args):
    """Rebuild the cached natural-text models of claims L10–L12 (``--missing``: keep sound entries)."""
    from proofs import _corpus as K
    reason = K.missing()
    if reason:
        print(f"theory train-circuits: {reason}", file=sys.stderr)
        return 1
    seeds = K.SEEDS if args.seeds is None else _counts(args.seeds, "--seeds")
    sizes = K.SIZES if args.d_model is None else [s for s in K.SIZES if s[1] in _counts(args.d_model, "--d-model")]
    if not sizes:
        raise UsageError(f"--d-model must name sizes of the claims, {[d for _, d in K.SIZES]}; got {args.d_model}")
    keys = [(h, d, s) for h, d in sizes for s in seeds]
    from ..circuits.learning.model_cache import check_cache_dir
    from ..errors import OutputFileError
    try:
        check_cache_dir()
    except OutputFileError as exc:
        raise UsageError(str(exc)) from None
    K.prefetch(keys, retrain=not args.missing)
    for key in keys:
        run = K._RUNS[key]
        c = run.curve[-1]
        print(f"{K.label(*key)}: {K._NOTES[key]}; {run.seconds:.0f} s; held-out loss {c['held_out_loss']:.3f}, "
              f"in-context loss {c['in_context_loss']:+.3f}, previous-token {c['prev_token']:.2f}, "
              f"induction {c['induction']:.2f}")
    return 0


def add_train_circuits(sub, fmt):
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
