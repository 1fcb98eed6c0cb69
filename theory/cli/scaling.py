"""``theory scaling``: adaptive (exponential) against non-adaptive (power-law) MSE on the tree
prior T(K, α) (I3, I4)."""
from __future__ import annotations

from theory.cli.usage import UsageError, fail


MAX_SCALING_DEPTH = 64    # depth + 1 rows, each a sum of up to depth terms: 64 takes ~2 s (200 took 17 s CPU)


def cmd_scaling(args):
    from theory.errors import TheoryError
    from theory.inference.strategies.closed_forms import mse_adaptive, mse_adaptive_limit, nonadaptive_lower_bound, power_law_exponent
    from theory.printing import latex, text_line
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
        fail(exc, args)
    if args.latex:
        print(latex(lim))
        print(latex(expo))
        return 0
    print(f"adaptive, K → ∞: {lim.label} = {text_line(lim.expr)}")
    print(f"non-adaptive, power law MSE_na ∝ (M+1)^(−p): exponent p = log₂(1/α) = {-float(val):.6g} at α = "
          f"{args.alpha}  (log-log slope log₂ α = {text_line(expo.expr)} = {float(val):.6g})")
    print(f"T({args.depth}, {args.alpha}):  M   MSE_ad(M)   MSE_na(M) (= counting bound, certified in I4)")
    for M, a, n in rows:
        print(f"  {M:>3}   {str(a):>12}   {str(n):>12}")
    return 0
