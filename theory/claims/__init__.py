"""The claim registry: what a claim is, how its outcome is recorded, how claims are found.

A claim module of ``theory.proofs`` (the repository's ``proofs/``, one ``ID_slug.py`` a claim) defines
``CLAIM = Claim(...)``.  Its ``run`` function computes, and returns an :class:`Outcome` made of named
:class:`Check` s.  The status is *derived* from the checks, never set by hand, by these rules (enforced here, tested in
``tests/claims/test_claim.py``):

* ``refuted`` when an ordinary check failed (its ``counterexample`` is kept); a check
  whose numbers are not finite (NaN, ±inf) fails — NaN never passes;
* ``error`` when there are no checks (controls alone verify nothing), when no *negative control* ran, or when a negative
  control was not refuted: a control (``Check(..., control=True)``) is the claim's own
  comparison applied to a *false variant* of the claim, and that comparison must come out
  false on finite numbers — otherwise the checks cannot tell true from false;
* ``verified`` only when every ordinary check passed and every control was refuted.

An exception inside ``run`` gives status ``error`` with the traceback's last line as evidence.
Comparisons go through :func:`close_check` and :func:`bound_check` (and :func:`within`,
:func:`worst` for accumulating), which fail on any non-finite value.

>>> def toy():
...     return Outcome([close_check("sum", 1 + 1, 2, rtol=0, atol=0),
...                     close_check("negative control: 1 + 1 = 3", 1 + 1, 3, rtol=0, atol=0, control=True)])
>>> r = Claim("X0", "toy", "1 + 1 = 2", toy).execute()
>>> (r.status, [c["passed"] for c in r.evidence["checks"]])
('verified', [True, True])
>>> bad = Claim("X1", "false toy", "1 + 1 = 3", lambda: Outcome([Check("sum", 1 + 1 == 3, "1+1=2", counterexample=2)]))
>>> bad.execute().status
'refuted'
>>> Claim("X2", "no control", "1 + 1 = 2", lambda: Outcome([Check("sum", 1 + 1 == 2)])).execute().evidence["error"]
'no negative control ran (add a Check with control=True: a false variant that the same comparison must refute)'

The package, by idea: :mod:`.model` (:class:`Check`, :class:`Outcome`, :class:`Claim`,
:class:`ClaimResult`), :mod:`.compare` (the comparisons), :mod:`.values` (reading a check's
numbers), :mod:`.ids` (the ID rule), :mod:`.discovery` (:func:`discover`, :func:`load`) and
:mod:`.tex` (the LaTeX report's section of a claim).
"""
from theory.claims.compare import all_finite, bound_check, close_check, least, within, worst
from theory.claims.discovery import discover, load
from theory.claims.ids import check_claim_id
from theory.claims.model import ERROR, INCONCLUSIVE, REFUTED, SKIPPED, VERIFIED, Check, Claim, ClaimResult, Outcome
from theory.claims.tex import latex_section, tex_escape, tex_number
from theory.claims.values import jsonable  # noqa: F401  (a private name the tests reach through the package)

__all__ = ["VERIFIED", "REFUTED", "ERROR", "SKIPPED", "INCONCLUSIVE", "Check", "Outcome", "ClaimResult", "Claim", "all_finite", "worst",
           "least", "within", "close_check", "bound_check", "discover", "load", "check_claim_id", "tex_escape",
           "tex_number", "latex_section"]
