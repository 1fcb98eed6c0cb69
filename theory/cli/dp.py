"""``theory dp``: exact optimal adaptive and non-adaptive MSE by dynamic programming (I2–I4)."""
from __future__ import annotations

from theory.printing import approx, counted
from theory.cli.usage import UsageError, fail, prior_options



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
    from theory.errors import TheoryError
    from theory.inference import GaussianPrior, TreePrior, optimal_adaptive, optimal_nonadaptive
    prior_options(args)
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
            fail(exc, args)
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
        fail(exc, args)
    print(f"prior {prior!r}, M = {args.measurements}")
    print(f"  optimal adaptive MSE:     {ad.mse}  (≈ {approx(ad.mse)}; {counted(ad.states, 'memoised state')})")
    print(f"  optimal non-adaptive MSE: {na.mse}  (≈ {approx(na.mse)}); optimal sets up to symmetry: {na.labels()}")
    if args.policy:
        print(ad.policy)
    return 0
