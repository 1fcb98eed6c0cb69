"""``theory train``: train Model A, B or C on a prior and compare with the theory (``train`` extra)."""
from __future__ import annotations

from theory.printing import approx
from theory.cli.usage import UsageError, fail, prior_options



def cmd_train(args):
    from theory.errors import TheoryError
    from theory.inference import GaussianPrior, TreePrior, optimal_adaptive, optimal_nonadaptive
    prior_options(args)
    if not 0 <= args.seed < 2 ** 32:   # torch.manual_seed overflows past 64 bits, and trainers derive seeds from it
        raise UsageError(f"--seed must be an integer in [0, 2**32 - 1]; got {args.seed}")
    try:
        from theory.inference.training.linear_attention import meanfield_mse, train_linear_attention
        prior = TreePrior(args.depth, args.alpha) if args.prior == "tree" else GaussianPrior.isotropic(args.dim, args.s2)
        if args.trainer == "exhaustive":
            run = train_linear_attention(prior, args.model, args.measurements, steps=args.steps, batch=args.batch,
                                         n_tokens=args.tokens, seed=args.seed, progress=not args.quiet)
        elif args.model == "A":
            from theory.inference.training.sampled import train_sampled_a
            run = train_sampled_a(prior, args.measurements, steps=args.steps, batch=args.batch, n_tokens=args.tokens,
                                  seed=args.seed, progress=not args.quiet)
        else:
            from theory.inference.training.nonadaptive import train_nonadaptive_run
            run = train_nonadaptive_run(prior, args.model, args.measurements, steps=args.steps, batch=args.batch,
                                        seed=args.seed, progress=not args.quiet)
        ad, na = optimal_adaptive(prior, args.measurements).mse, optimal_nonadaptive(prior, args.measurements).mse
    except (TheoryError, ImportError) as exc:
        fail(exc, args)
    m = run.model
    mse, se = meanfield_mse(m, prior)
    print(f"Model {args.model} on {prior!r}, M = {args.measurements}: {args.steps} steps in {run.seconds:.0f} s")
    print(f"  learned MSE, mean field:       {mse:.6g}" + (f" ± {se:.2g}" if se else " (exact, every leaf)"))
    held = "log, mean field" if args.trainer == "sampled" and args.model != "A" else f"held-out N={args.tokens}"
    print(f"  learned MSE, {held}:  {run.log[-1][2]:.6g}")
    print(f"  optimal adaptive MSE:          {ad}  (≈ {approx(ad)})")
    print(f"  optimal non-adaptive MSE:      {na}  (≈ {approx(na)})")
    if args.prior == "tree":
        from theory.errors import TooLargeError
        from theory.inference.strategies.lmmse import best_lmmse
        try:
            best = best_lmmse(prior.to_discrete(), args.measurements)
            print(f"  best LMMSE (affine decoder):   {best}  (≈ {approx(best)})")
        except TooLargeError as exc:
            print(f"  best LMMSE: not computed ({exc})")
    if m.name == "A":
        if args.prior == "tree":
            from theory.inference.training.learned_policy import policy_agreement
            share, _, rows = policy_agreement(m, prior)
            print(f"  routing: optimal at {share:.0%} of the {len(rows)} states reached")
            for r in rows:
                print(f"    {r}")
    else:
        labels = [str(prior.nodes[c]) if args.prior == "tree" else f"θ[{c}]" for c in m.fixed]
        print(f"  reads: {', '.join(labels)}")
    return 0
