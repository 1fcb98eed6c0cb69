"""The entry points: :func:`check` (arguments validated and the work sized before anything runs,
then proof, search, shrinking or Monte Carlo) and :func:`identity_claim` (the same, run later as
a claim)."""
from __future__ import annotations

import math
import time

import numpy as np
import sympy as sp
from sympy.matrices.expressions import MatrixSymbol, ZeroMatrix

from theory.errors import InputTypeError, InputValueError, ShapeError, TooLargeError
from theory.printing import counted
from theory.identities.as_written import caller_arguments
from theory.identities.compare import values
from theory.identities.evaluate import cost
from theory.identities.montecarlo import monte_carlo
from theory.identities.parse import Info, parse_shapes, parse_where, same, shape_text, parse_side, Side, walk
from theory.identities.problem import Problem
from theory.identities.proof import MAX_EXPANDED_TERMS, expanded_terms, proves_zero
from theory.identities.results import HOLDS, PROVED, REFUTED, CheckResult, Counterexample
from theory.identities.search import MAX_EXAMPLES, search_counterexample, simplest_first
from theory.identities.shrink import shrink_counterexample


DEFAULT_MAX_OPS = 200_000


def check(lhs, rhs=None, *, where=None, shapes=None, max_examples=100, max_dim=4, entries="rational",
          rtol=1e-9, atol=1e-9, max_ops=DEFAULT_MAX_OPS, shrink_evaluations=500, shrink_seconds=1.0,
          samples=20_000, confidence=0.999, seed=0, prove=True):
    r"""Prove, test or refute ``lhs = rhs`` (see :mod:`theory.identities` for the method).

    Parameters
    ----------
    lhs, rhs : SymPy expressions
        Matrix expressions of equal shape, or scalar expressions.  ``rhs=None`` compares
        with zero (or splits ``lhs`` when it is ``sympy.Eq(a, b)``).  ``rhs`` may be a
        function of the instance (``dict`` of symbol names to arrays, dimension names to
        ints) — a formula against code; either side may be :func:`expectation` (a Monte
        Carlo claim).
    where : dict or SymPy ``Q`` predicates, optional
        Structure of symbols: ``{A: "symmetric"}``, ``"orthogonal"``, ``"causal"`` (row-
        stochastic lower-triangular), ``"positive definite"``, ``"rank<=2"``,
        ``"diagonal"``, ``"gaussian"`` (random, for expectations); scalars ``"positive"``,
        ``"nonzero"``; or ``Q.symmetric(A) & Q.orthogonal(B)``.
    shapes : dict, optional
        Values of dimension symbols: an int, ``(lo, hi)`` or a ``range``; the others range
        over ``1..max_dim``.
    max_examples : int
        Random instances drawn (Hypothesis, seeded by ``seed``: results are reproducible).
    entries : ``"rational"``, ``"integer"`` or ``"float"``
        Free parameters are small fractions p/q (q ≤ 4), integers (both exact arithmetic
        when the expression is rational) or floats.
    rtol, atol : float
        Tolerances of float comparisons (exact comparisons use none).
    max_ops : int
        Refuse (before any work) expressions whose one instance needs more scalar
        operations at the largest dimensions.
    shrink_evaluations, shrink_seconds : int, float
        Budget of the shrinking of a counterexample: evaluations, and seconds of work at a
        fixed reference speed — counted, not timed, so that a seeded check gives the same
        counterexample on any machine and at any load (see :mod:`theory.identities.shrink`).
    samples, confidence : int, float
        Monte Carlo samples per dimension and the joint confidence of the intervals.
    seed : int
        Seed of the random search (Hypothesis) and of Monte Carlo sampling.
    prove : bool
        ``False`` skips the symbolic step (a numeric search only).

    Returns
    -------
    CheckResult

    Examples
    --------
    >>> import sympy as sp
    >>> n = sp.Symbol("n", integer=True, positive=True)
    >>> Q, S = sp.MatrixSymbol("Q", n, n), sp.MatrixSymbol("S", n, n)
    >>> check(Q.T * Q, sp.Identity(n), where={Q: "orthogonal"}).status
    'holds on 100 random instances'
    >>> r = check(Q.T * Q, sp.Identity(n))
    >>> r.status, r.counterexample.arrays["Q"].tolist()
    ('refuted', [[Fraction(0, 1)]])
    >>> check((S * S.T).T, S * S.T).status      # (S Sᵀ)ᵀ = S Sᵀ by SymPy's rules
    'proved'
    """
    t0 = time.perf_counter()
    call = (check, (lhs, rhs), dict(where=where, shapes=shapes, max_examples=max_examples, max_dim=max_dim,
                                    entries=entries, rtol=rtol, atol=atol, max_ops=max_ops,
                                    shrink_evaluations=shrink_evaluations, shrink_seconds=shrink_seconds,
                                    samples=samples, confidence=confidence, seed=seed, prove=prove))
    from theory.validation import positive_int, seed_value
    positive_int("max_examples", max_examples)
    if max_examples > MAX_EXAMPLES:     # each instance is drawn, evaluated and compared: work grows with the count
        raise TooLargeError(f"max_examples={max_examples:,} random instances is too many; at most {MAX_EXAMPLES:,} "
                            "fit (each instance is a full evaluation of both sides)")
    seed_value("seed", seed)
    positive_int("max_dim", max_dim)
    positive_int("max_ops", max_ops)
    positive_int("samples", samples, minimum=2)
    positive_int("shrink_evaluations", shrink_evaluations, minimum=0)
    if not isinstance(prove, (bool, np.bool_)):         # prove="no" is truthy: it proved
        raise InputTypeError(f"prove must be True or False; got {prove!r} of type {type(prove).__name__}")
    if entries not in ("rational", "integer", "float"):
        raise InputValueError(f"entries must be 'rational', 'integer' or 'float'; got {entries!r}")
    for name, v in (("rtol", rtol), ("atol", atol), ("shrink_seconds", shrink_seconds)):
        if not isinstance(v, (int, float)) or isinstance(v, bool) or not math.isfinite(v) or v < 0:
            raise InputValueError(f"{name} must be a finite number ≥ 0; got {v!r}")
    if not (isinstance(confidence, float) and 0 < confidence < 1):
        raise InputValueError(f"confidence must be a float in (0, 1); got {confidence!r}")

    written = {} if rhs is None else caller_arguments({"lhs": (0, lhs), "rhs": (1, rhs)})
    source_notes = [f"statement printed as SymPy evaluated the arguments ({written.missing}); from a file, IPython "
                    "or Jupyter it is printed as written"] if getattr(written, "missing", "") else []
    if rhs is None and isinstance(lhs, sp.Equality):
        lhs, rhs = lhs.lhs, lhs.rhs
    L = parse_side(lhs, "lhs", written.get("lhs"))
    if L.func is not None:
        raise InputTypeError("lhs must be a SymPy expression; only rhs may be a function")
    if rhs is None:
        R = Side("rhs", ZeroMatrix(*L.expr.shape) if L.is_matrix else sp.Integer(0))
    else:
        R = parse_side(rhs, "rhs", written.get("rhs"))
    info = Info()
    for side in (L, R):
        if side.expr is not None:
            walk(side.expr, side.label, info)
    for name in list(info.scalars):      # a scalar symbol that is a dimension is a dimension
        if name in info.dims:
            del info.scalars[name]
    clash = set(info.matrices) & set(info.scalars)
    if clash:
        raise InputValueError(f"the names {sorted(clash)} are used both for a matrix and a scalar")
    if R.func is None:
        if L.is_matrix != R.is_matrix:
            raise ShapeError(f"lhs is a {'matrix' if L.is_matrix else 'scalar'} but rhs is a "
                             f"{'matrix' if R.is_matrix else 'scalar'}")
        if L.is_matrix and not (same(L.expr.rows, R.expr.rows) and same(L.expr.cols, R.expr.cols)):
            raise ShapeError(f"lhs is {shape_text(L.expr)} but rhs is {shape_text(R.expr)}")
    mean = L.mean or R.mean
    if (L.mean or R.mean) and (L.is_matrix or R.is_matrix):
        raise ShapeError("an expectation claim compares scalars")
    structures = parse_where(where, info)
    gaussian = [k for k, (kind, _) in structures.items() if kind == "gaussian"]
    if mean and not gaussian:
        raise InputValueError("an expectation needs at least one symbol declared 'gaussian' in where=")
    if gaussian and not mean:
        raise InputValueError(f"{gaussian} declared 'gaussian' but neither side is an expectation; "
                              "wrap the random side in theory.expectation(...)")
    if mean and R.func is not None:
        raise InputTypeError("a Monte Carlo claim needs a SymPy rhs, not a function")
    if not R.mean and R.expr is not None and any(g in {s.name for s in R.expr.free_symbols} |
                                                  {m.name for m in R.expr.atoms(MatrixSymbol)} for g in gaussian):
        raise InputValueError("rhs uses a 'gaussian' symbol outside an expectation")
    ranges = parse_shapes(shapes, info, max_dim)

    # size, before any work
    top = {k: (s, ranges[k][1]) for k, s in info.dims.items()}
    ops = sum(cost(s.expr, top) for s in (L, R) if s.expr is not None)
    budget = max_ops * (1 if not mean else 500)
    if mean:
        ops *= samples
    if ops > budget:
        at = ", ".join(f"{k} = {v}" for k, (_, v) in top.items())
        raise TooLargeError(f"instantiating {L.text()} = {R.text()} needs about {ops:,} scalar operations per "
                            f"{'Monte Carlo run' if mean else 'instance'} at {at}; the limit is "
                            f"{budget:,} (max_ops={max_ops:,}); lower max_dim or shapes=, or raise max_ops")

    opts = dict(entries=entries, rtol=rtol, atol=atol)
    problem = Problem(L, R, info, structures, ranges, opts)
    mode = "exact rational arithmetic" if problem.exact else f"float64, rtol={rtol:g}, atol={atol:g}"

    if mean:
        kind, n, cx, z = monte_carlo(problem, samples, confidence, 8, seed)
        mode = (f"Monte Carlo, {counted(samples, 'sample')} per dimension, {confidence:.1%} normal-approximation "
                f"confidence intervals (Bonferroni, z = {z:.2f})")
        return CheckResult(L, R, kind, n, mode, time.perf_counter() - t0, cx, "smallest dimension first",
                           notes=source_notes, _call=call)

    notes, proved = [], False
    if R.func is None and prove:
        terms = expanded_terms(L.expr) + expanded_terms(R.expr)
        floats = sorted({str(f) for s in (L, R) for f in s.expr.atoms(sp.Float)})
        if terms > MAX_EXPANDED_TERMS:
            notes.append(f"symbolic step skipped: expanding lhs − rhs would give about {terms:,} terms "
                         f"(limit {MAX_EXPANDED_TERMS:,})")
        elif floats:      # SymPy rounds Rational(1, 3) − Float(1/3) to 0: that is no proof of an exact identity
            notes.append(f"symbolic step skipped: the expressions hold floating-point numbers ({', '.join(floats[:3])}"
                         f"{', …' if len(floats) > 3 else ''}), which SymPy compares only to their precision")
        else:
            proved = proves_zero(L.expr, R.expr, L.is_matrix)
    n_examples = min(max_examples, 30) if proved else max_examples
    found, n_simple = simplest_first(problem)
    if n_simple:
        notes.append(f"{'and ' if found is None else 'after '}{counted(n_simple, 'simplest instance')} "
                     "(0/1 entries at the smallest dimensions)")
    found, n_valid = (found, 0) if found is not None else search_counterexample(problem, n_examples, seed)
    if found is None:
        kind = PROVED if proved else HOLDS
        if proved:
            notes.insert(0, f"symbolic proof confirmed on {counted(n_valid, 'random instance')}")
        return CheckResult(L, R, kind, n_valid, mode, time.perf_counter() - t0, notes=notes + source_notes, _call=call)
    if proved:
        notes.insert(0, "the symbolic canonicalisation reduced lhs − rhs to 0, but an instance violates it; "
                     "please report this as a bug")
    small, evals, exhausted = shrink_counterexample(problem, found, shrink_evaluations, shrink_seconds)
    l, r = problem.evaluate(small)
    _, note = values(l, r, problem.exact, rtol, atol)
    env = problem.env(small)
    arrays = {k: env.mats[k] for k in sorted(info.matrices)}
    arrays.update({k: env.scalars[k] for k in sorted(env.scalars)})
    cx = Counterexample({k: small.dims[k] for k in sorted(small.dims, key=lambda k: list(info.dims).index(k))},
                        arrays, l, r, note, symbols=problem.symbols())
    shrinking = (f"shrunk in {counted(evals, 'evaluation')}" + (" (budget reached)" if exhausted else "")
                 + f"; budget {counted(shrink_evaluations, 'evaluation')} / {shrink_seconds:g} s of reference work")
    return CheckResult(L, R, REFUTED, n_valid + n_simple + 1, mode, time.perf_counter() - t0, cx, shrinking,
                       notes + source_notes,
                       _call=call)


def identity_claim(id, lhs, rhs=None, *, title=None, statement=None, control=None, **options):
    """A claim that runs ``check(lhs, rhs, **options)`` when executed — nothing is computed now
    (for claim files, so ``theory prove FILE --list`` stays instant).  Same as
    ``check(lhs, rhs, **options).claim(id, title, statement, control)`` without the first run.

    >>> import sympy as sp
    >>> n = sp.Symbol("n", integer=True, positive=True)
    >>> A, B = sp.MatrixSymbol("A", n, n), sp.MatrixSymbol("B", n, n)
    >>> c = identity_claim("P1", sp.Trace(A * B), sp.Trace(B * A), title="trace is cyclic")
    >>> print(c.statement)
    $\\operatorname{tr}\\left(A B \\right) = \\operatorname{tr}\\left(B A \\right)$
    >>> c.execute().status
    'verified'
    """
    from theory.claims import check_claim_id
    check_claim_id(id)                            # the same rule as for claim files run by `theory prove`
    written = {} if rhs is None else caller_arguments({"lhs": (1, lhs), "rhs": (2, rhs)})
    if rhs is None and isinstance(lhs, sp.Equality):
        lhs, rhs = lhs.lhs, lhs.rhs
    L = parse_side(lhs, "lhs", written.get("lhs"))
    R = parse_side(rhs, "rhs", written.get("rhs")) if rhs is not None else Side("rhs", ZeroMatrix(*L.expr.shape) if L.is_matrix
                                                       else sp.Integer(0))
    stub = CheckResult(L, R, HOLDS, 0, "", 0.0, _call=(check, (lhs, rhs), dict(options)))
    return stub.claim(id, title, statement, control)
