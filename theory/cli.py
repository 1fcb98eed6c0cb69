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


def latex_report(results, figures=None):
    """A compilable LaTeX document: statement, derived expressions and evidence of each claim,
    and the figures (``{claim id: [image paths]}``, paths as seen from the .tex file)."""
    figures = figures or {}
    body = "\n\n".join(latex_section(r, latex) + "".join(
        "\n\\begin{center}\\includegraphics[width=0.8\\textwidth]{" + path + "}\\end{center}"
        for path in figures.get(r.id, [])) for r in results)
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
    written = write_figures(results, args.figures) if args.figures else []
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump([r.as_dict() for r in results], f, indent=2, ensure_ascii=False)
        print(f"wrote {args.json}", file=sys.stderr)
    if args.latex:
        import os
        here = os.path.dirname(os.path.abspath(args.latex))
        figs = {}
        for path in written:
            figs.setdefault(os.path.basename(path).split("_", 1)[0], []).append(
                os.path.relpath(os.path.abspath(path), here).replace(os.sep, "/"))
        with open(args.latex, "w", encoding="utf-8") as f:
            f.write(latex_report(results, figs))
        print(f"wrote {args.latex}", file=sys.stderr)
    return 1 if any(r.status in (REFUTED, ERROR) for r in results) else 0


def _int_list(text, name):
    try:
        vals = [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise SystemExit(f"theory: {name} must be comma-separated integers, e.g. --{name} 1,1; got {text!r}") from None
    if not vals:
        raise SystemExit(f"theory: {name} must list at least one integer, e.g. --{name} 1,1")
    return vals


def _heads(args):
    heads = _int_list(args.heads, "heads")
    if args.layers is not None and len(heads) == 1:
        heads = heads * args.layers
    if args.layers is not None and len(heads) != args.layers:
        raise SystemExit(f"theory: --layers {args.layers} but --heads lists {len(heads)} layers ({args.heads}); "
                         f"give one count per layer, e.g. --heads {','.join(['1'] * args.layers)}")
    return heads


def _fail(exc):
    from .errors import TooLargeError
    hint = " (on the command line: --max-order K or --max-terms N)" if isinstance(exc, TooLargeError) and "max_terms" in str(exc) else ""
    raise SystemExit(f"theory: {exc}{hint}")


def _show(build, args, header, line):
    """Build a symbolic expansion (errors become a one-line message) and print it as text or LaTeX."""
    from .errors import TheoryError
    try:
        e = build()
        terms = e.terms
    except TheoryError as exc:
        _fail(exc)
    print(e.latex() if args.latex else "\n".join([header(e, terms)] + [line(t) for t in terms]))
    return 0


def cmd_expand(args):
    from .circuits import path_expansion
    return _show(lambda: path_expansion(n_heads=_heads(args), max_order=args.max_order, max_terms=args.max_terms), args,
                 lambda e, ts: f"{len(ts)} path terms (order: count "
                               f"{dict(sorted({t.order: len(e.by_order(t.order)) for t in ts}.items()))})",
                 lambda t: f"  order {t.order}: {t}")


def cmd_qk(args):
    from .circuits import qk_expansion
    return _show(lambda: qk_expansion(n_heads=_heads(args), layer=args.layer, head=args.head), args,
                 lambda e, ts: f"scores of head {args.head} of layer {args.layer} (0-based): {len(ts)} terms",
                 lambda t: f"  {t.kind:<6} {t}")


def cmd_dp(args):
    from .errors import TheoryError
    from .inference import GaussianPrior, TreePrior, optimal_adaptive, optimal_nonadaptive
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
        _fail(exc)
    print(f"prior {prior!r}, M = {args.measurements}")
    print(f"  optimal adaptive MSE:     {ad.mse}  (≈ {float(ad.mse):.6g}; {ad.states} memoised states)")
    print(f"  optimal non-adaptive MSE: {na.mse}  (≈ {float(na.mse):.6g}); optimal sets up to symmetry: {na.labels()}")
    if args.policy:
        print(ad.policy)
    return 0


def cmd_scaling(args):
    from .errors import TheoryError
    from .inference.closed_forms import mse_adaptive, mse_adaptive_limit, nonadaptive_lower_bound, power_law_exponent
    from .printing import latex
    try:
        lim = mse_adaptive_limit()
        rows = [(M, mse_adaptive(args.depth, M)(alpha=args.alpha), nonadaptive_lower_bound(args.depth, M)(alpha=args.alpha))
                for M in range(0, args.depth + 1)]
        expo = power_law_exponent()
        val = expo.subs(alpha=args.alpha).expr
    except TheoryError as exc:
        _fail(exc)
    if args.latex:
        print(latex(lim))
        print(latex(expo))
        return 0
    print(f"adaptive, K → ∞: {lim}")
    print(f"non-adaptive power-law exponent: {expo} = {float(val):.6g} at alpha = {args.alpha}")
    print(f"T({args.depth}, {args.alpha}):  M   MSE_ad(M)   MSE_na(M) (= counting bound, certified in I4)")
    for M, a, n in rows:
        print(f"  {M:>3}   {str(a):>12}   {str(n):>12}")
    return 0


def cmd_train(args):
    from .errors import TheoryError
    from .inference import GaussianPrior, TreePrior, optimal_adaptive, optimal_nonadaptive
    try:
        from .inference.training import meanfield_mse, train_linear_attention
        prior = TreePrior(args.depth, args.alpha) if args.prior == "tree" else GaussianPrior.isotropic(args.dim, args.s2)
        run = train_linear_attention(prior, args.model, args.measurements, steps=args.steps, batch=args.batch,
                                     n_tokens=args.tokens, seed=args.seed, progress=not args.quiet)
        ad, na = optimal_adaptive(prior, args.measurements).mse, optimal_nonadaptive(prior, args.measurements).mse
    except (TheoryError, ImportError) as exc:
        _fail(exc)
    m = run.model
    mse, se = meanfield_mse(m, prior)
    print(f"Model {args.model} on {prior!r}, M = {args.measurements}: {args.steps} steps in {run.seconds:.0f} s")
    print(f"  learned MSE, mean field:       {mse:.6g}" + (f" ± {se:.2g}" if se else " (exact, every leaf)"))
    print(f"  learned MSE, held-out N={args.tokens}:  {run.log[-1][2]:.6g}")
    print(f"  optimal adaptive MSE:          {ad}  (≈ {float(ad):.6g})")
    print(f"  optimal non-adaptive MSE:      {na}  (≈ {float(na):.6g})")
    if args.prior == "tree":
        from .errors import TooLargeError
        from .inference.lmmse import best_lmmse
        try:
            best = best_lmmse(prior.to_discrete(), args.measurements)
            print(f"  best LMMSE (affine decoder):   {best}  (≈ {float(best):.6g})")
        except TooLargeError as exc:
            print(f"  best LMMSE: not computed ({exc})")
    if m.name == "A":
        if args.prior == "tree":
            from .inference.learned_policy import policy_agreement
            share, _, rows = policy_agreement(m, prior)
            print(f"  routing: optimal at {share:.0%} of the {len(rows)} states reached")
            for r in rows:
                print(f"    {r}")
    else:
        labels = [str(prior.nodes[c]) if args.prior == "tree" else f"θ[{c}]" for c in m.fixed]
        print(f"  reads: {', '.join(labels)}")
    return 0


# ---------------------------------------------------------------------------------------- theory analyse (issue 13)
def cmd_analyse(args):
    """Load a checkpoint, print the per-head table, write JSON / figures / LaTeX on request."""
    import os
    from .errors import TheoryError
    from .circuits.checkpoints import load
    from .circuits.checkpoints.report import analyse, latex_report, write_figures as write_head_figures, write_json
    say = (lambda msg: None) if args.quiet else (lambda msg: print(f"theory analyse: {msg}", file=sys.stderr, flush=True))
    try:
        say(f"loading {args.checkpoint}")
        model = load(args.checkpoint)
        say(f"loaded {model!r}")
        report = analyse(model, progress=say)
    except (TheoryError, ImportError, OSError) as exc:
        _fail(exc)
    print(report.description)
    for note in report.notes:
        print(f"  note: {note}")
    print(report.table())
    written = []
    if args.figures:
        try:
            written = write_head_figures(report, args.figures)
        except ImportError:
            print("theory analyse: --figures needs matplotlib; install it with  pip install 'theory[plots]'  "
                  "(figures skipped)", file=sys.stderr)
        for path in written:
            say(f"wrote {path}")
    if args.json:
        write_json(report, args.json)
        say(f"wrote {args.json}")
    if args.latex:
        from .circuits.checkpoints.report import _atomic_write
        here = os.path.dirname(os.path.abspath(args.latex))
        rel = [os.path.relpath(os.path.abspath(p), here).replace(os.sep, "/") for p in written]
        _atomic_write(args.latex, latex_report(report, rel))
        say(f"wrote {args.latex}")
    return 0


def _add_analyse(sub):
    an = sub.add_parser("analyse", help="load a checkpoint (TransformerLens, Hugging Face GPT-2/Llama) and report "
                        "its heads", description="Load a checkpoint and print, per head, OV and QK positivity, the "
                        "strongest Q/K/V composition partners (excess over the 1/d_model baseline) and role "
                        "candidates from the weights. Example: theory analyse ./gpt2-dir --figures figs --json heads.json")
    an.add_argument("checkpoint", help="a checkpoint directory (config.json + model.safetensors), or a .safetensors, "
                    ".npz or .pt TransformerLens state dict")
    an.add_argument("--figures", metavar="DIR", help="write composition.png and positivity.png (needs matplotlib)")
    an.add_argument("--json", metavar="FILE", help="write the per-head report as JSON")
    an.add_argument("--latex", metavar="FILE", help="write a LaTeX report (table, loading notes, figures)")
    an.add_argument("--quiet", action="store_true", help="no progress on stderr")
    an.set_defaults(func=cmd_analyse)


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

    ex = sub.add_parser("expand", help="print the path expansion of the logits (C2)",
                        description="Derive the path expansion of an attention-only transformer's logits. "
                                    "Example: theory expand --layers 2 --heads 1,1 --latex")
    ex.add_argument("--layers", type=int, help="number of layers (with a single --heads count, used for every layer)")
    ex.add_argument("--heads", required=True, help="heads per layer, comma-separated, e.g. 1,1 or 12,12")
    ex.add_argument("--max-order", type=int, help="keep only terms with at most this many heads")
    ex.add_argument("--max-terms", type=int, default=4096, help="refuse expansions larger than this (default 4096)")
    ex.add_argument("--latex", action="store_true", help="print LaTeX instead of text")
    ex.set_defaults(func=cmd_expand)

    qk = sub.add_parser("qk", help="print the direct/Q/K/QK terms of a head's scores (C3)",
                        description="Expand the attention scores of one head into composition terms. "
                                    "Example: theory qk --layers 2 --heads 2,2 --layer 1 --head 0")
    qk.add_argument("--layers", type=int)
    qk.add_argument("--heads", required=True, help="heads per layer, comma-separated")
    qk.add_argument("--layer", type=int, required=True, help="layer of the head (0-based)")
    qk.add_argument("--head", type=int, required=True, help="head index in that layer (0-based)")
    qk.add_argument("--latex", action="store_true")
    qk.set_defaults(func=cmd_qk)

    dp = sub.add_parser("dp", help="exact optimal adaptive and non-adaptive MSE by dynamic programming (I2-I4)",
                        description="Bayes-optimal measurement strategies. Examples: "
                                    "theory dp --prior tree --depth 4 --alpha 1/2 --measurements 3 --policy; "
                                    "theory dp --prior gaussian --dim 4 --s2 1 --noise 1/2 --measurements 2")
    dp.add_argument("--prior", choices=("tree", "gaussian"), default="tree")
    dp.add_argument("--depth", type=int, default=3, help="tree depth K (tree prior)")
    dp.add_argument("--alpha", default="1/2", help="tree decay α in (0, 1), e.g. 1/2 (exact) or 0.5")
    dp.add_argument("--dim", type=int, default=4, help="dimension D (isotropic Gaussian prior)")
    dp.add_argument("--s2", default="1", help="prior variance s² (Gaussian prior)")
    dp.add_argument("--noise", default="0", help="reading noise variance τ² (Gaussian prior)")
    dp.add_argument("--measurements", "-M", type=int, required=True, help="number of readings M")
    dp.add_argument("--policy", action="store_true", help="print the optimal adaptive policy as a decision tree")
    dp.set_defaults(func=cmd_dp)

    sc = sub.add_parser("scaling", help="adaptive (exponential) vs non-adaptive (power-law) MSE on T(K, α) (I3, I4)",
                        description="Closed forms and a table for the tree prior. Example: theory scaling --alpha 1/2")
    sc.add_argument("--alpha", default="1/2", help="α in (0, 1)")
    sc.add_argument("--depth", type=int, default=6, help="depth K of the table (default 6)")
    sc.add_argument("--latex", action="store_true")
    sc.set_defaults(func=cmd_scaling)

    tr = sub.add_parser("train", help="train Model A, B or C on a prior and compare with the theory (needs the train extra)",
                        description="Train a linear-attention Model A, B or C (hard coordinate routing) on sampled "
                                    "contexts and print its MSE next to the optimal adaptive and non-adaptive MSE; for "
                                    "Model A on a tree prior, its routing against the exact DP.  Example: theory train "
                                    "--model A --depth 3 --alpha 1/2 -M 2")
    tr.add_argument("--model", choices=("A", "B", "C"), required=True)
    tr.add_argument("--prior", choices=("tree", "gaussian"), default="tree")
    tr.add_argument("--depth", type=int, default=3, help="tree depth K (tree prior)")
    tr.add_argument("--alpha", default="1/2", help="tree decay α in (0, 1)")
    tr.add_argument("--dim", type=int, default=4, help="dimension D (isotropic Gaussian prior)")
    tr.add_argument("--s2", default="1", help="prior variance s² (Gaussian prior)")
    tr.add_argument("--measurements", "-M", type=int, required=True, help="number of readings M")
    tr.add_argument("--steps", type=int, default=1500)
    tr.add_argument("--batch", type=int, default=128, help="contexts per step")
    tr.add_argument("--tokens", type=int, default=200, help="tokens per context N")
    tr.add_argument("--seed", type=int, default=0)
    tr.add_argument("--quiet", action="store_true", help="no progress line")
    tr.set_defaults(func=cmd_train)
    _add_analyse(sub)
    return p


def main(argv=None):
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return args.func(args)
    except BrokenPipeError:  # output piped into head & co.
        sys.stderr.close()
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
