r"""Is this formula true?  ``check(lhs, rhs)`` proves it, finds it holding, or refutes it.

:func:`check` takes two SymPy expressions — matrix expressions (``MatrixSymbol`` with
symbolic or integer shapes, products, sums, ``Transpose``, ``Inverse``, ``Trace``,
``Determinant``, ``KroneckerProduct``, ``HadamardProduct``, the package's attention
symbols ``A^h``, ``W_OV^h``) or scalar expressions — and decides, in this order:

1. **proved** — the difference ``lhs − rhs`` reduces to zero symbolically: SymPy's
   canonicalisation (``doit``, ``expand`` with Kronecker products distributed over sums,
   like terms collected) plus this package's mixed-product rule
   ``(A⊗B)(C⊗D) = (AC)⊗(BD)`` (:func:`theory.circuits.mixed_product`; SymPy's
   ``combine_kronecker`` is never used).  A proof is then confirmed numerically on a few
   instances, so a wrong rewrite can never produce "proved";
2. **refuted** — otherwise instances are tried: first every 0/1 choice of the free
   parameters at the smallest dimensions, in lexicographic order (when there are at most
   10 of them), then ``max_examples`` instances drawn with Hypothesis (seeded, so results
   are reproducible): every dimension symbol in
   ``1..max_dim`` (or ``shapes=``), every matrix with the structure declared in ``where=``
   (built from free parameters by :mod:`theory.structured`, so it has the structure
   exactly), entries small fractions.  When the expression is rational (no ``sqrt``,
   ``exp``, floats…) both sides are evaluated in exact ``Fraction`` arithmetic and compared
   exactly; otherwise in float64 with ``|lhs − rhs| ≤ atol + rtol·max(|lhs|, |rhs|)``
   (non-finite values always fail).  The first violating instance is **shrunk** —
   dimensions first, then each parameter towards 0, ±1 and small denominators — within a
   stated budget (``shrink_evaluations`` evaluations and ``shrink_seconds`` seconds of work
   at a fixed reference speed: counted, not timed, so the same seed gives the same
   counterexample at any load), and
   reported as explicit matrices and LaTeX;
3. **holds on N random instances** — no violation found (evidence, not a proof).

``rhs`` may also be a Python function of the instance (a ``dict`` from symbol names to
arrays and dimension names to ints): a formula is then checked against code, e.g. a
forward pass.  A scalar claim about a mean, ``check(expectation(f), g, where={X:
"gaussian"})``, is checked by Monte Carlo: at each dimension (smallest first) the mean of
``f`` over Gaussian ``X`` gets a normal-approximation confidence interval (level
``confidence`` for all dimensions together, Bonferroni), and the claim is refuted when
``g`` lies outside it.

Sizes are checked before any work: the scalar operations one instance needs at the
largest dimensions must not exceed ``max_ops`` (default 200 000; times ``samples`` ≤ 500·
``max_ops`` for Monte Carlo), else :class:`~theory.errors.TooLargeError`.  The symbolic
step is skipped (with a note) when distributing the products would give more than
``MAX_EXPANDED_TERMS`` (2000) terms.

Examples
--------
>>> import sympy as sp
>>> from sympy import MatrixSymbol, KroneckerProduct as kron
>>> from theory import check
>>> n, d = sp.symbols("n d", integer=True, positive=True)
>>> A, C = MatrixSymbol("A", n, n), MatrixSymbol("C", n, n)
>>> B, D = MatrixSymbol("B", d, d), MatrixSymbol("D", d, d)
>>> check(kron(A, B) * kron(C, D), kron(A * C, B * D)).status        # mixed-product rule
'proved'
>>> check(kron(A, B).T, kron(A.T, B.T)).status
'proved'
>>> r = check(kron(A, B) + kron(C, D), kron(A + C, B + D))  # what combine_kronecker returns
>>> r.status
'refuted'
>>> print(r.counterexample)
n = 1, d = 1
A = Matrix([[0]])
B = Matrix([[1]])
C = Matrix([[1]])
D = Matrix([[0]])
lhs = Matrix([[0]])
rhs = Matrix([[1]])
>>> check(sp.Trace(A * C), sp.Trace(C * A)).status        # trace cyclicity is in the canonical form
'proved'
>>> check(sp.Trace(A * C * A.T), sp.Trace(A * A.T * C)).status     # a transposition is not a rotation
'refuted'
>>> check(A * C, C * A, where={A: "symmetric", C: "symmetric"}).status
'refuted'

One module per stage: :mod:`.parse` (the sides, ``where=``, ``shapes=``), :mod:`.evaluate`
(numeric values, exact or float, and their cost), :mod:`.compare` (comparing the two values),
:mod:`.problem` (instances: built, drawn, judged), :mod:`.proof` (the symbolic step),
:mod:`.search` (simplest instances, then Hypothesis), :mod:`.shrink`, :mod:`.montecarlo`
(expectations), :mod:`.results` (:class:`CheckResult`, :class:`Counterexample`),
:mod:`.as_claim` (a check as a claim of ``theory prove``), :mod:`.as_written` (printing the
claim as the user wrote it) and :mod:`.decide` (:func:`check`, :func:`identity_claim`).
"""
from theory.identities.decide import DEFAULT_MAX_OPS, check, identity_claim  # noqa: F401  (DEFAULT_MAX_OPS: check's default max_ops)
from theory.identities.parse import Expectation, expectation
from theory.identities.proof import MAX_EXPANDED_TERMS  # noqa: F401  (the symbolic step's limit, named in the docs)
from theory.identities.results import HOLDS, PROVED, REFUTED, CheckResult, Counterexample

# private names the tests reach through the package (patch them where they live: theory.identities.<module>)
from theory.identities.as_claim import shifted_side  # noqa: E402, F401
from theory.identities.parse import parse_side  # noqa: E402, F401
from theory.identities.problem import Instance  # noqa: E402, F401
from theory.identities.proof import proves_zero  # noqa: E402, F401

__all__ = ["check", "identity_claim", "expectation", "Expectation", "CheckResult", "Counterexample", "PROVED", "HOLDS",
           "REFUTED"]
