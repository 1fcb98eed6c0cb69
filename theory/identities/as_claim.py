"""A check as a claim of ``theory prove`` (:meth:`CheckResult.claim <theory.identities.CheckResult.claim>`):
when executed it re-runs the check and a negative control — a false variant (by default
``lhs = rhs + J``) that must come out refuted."""
from __future__ import annotations

import numpy as np
import sympy as sp
from sympy.matrices.expressions import OneMatrix

from theory.identities.parse import Expectation



def shifted_side(side):
    """``rhs + J``: the default false variant of a negative control."""
    if side.func is not None:
        f = side.func
        return lambda v: np.asarray(f(v)) + 1
    one = OneMatrix(*side.expr.shape) if side.is_matrix else sp.Integer(1)
    return Expectation(side.expr + one) if side.mean else side.expr + one


class ClaimRun:
    """The ``run`` of a claim made by :meth:`CheckResult.claim` (a class, so the claim stays printable)."""

    def __init__(self, check, args, kwargs, control, sides=None, shown_control=None):
        self.check = check                                        # theory.identities.check (passed: no import cycle)
        self.args, self.kwargs, self.control = args, kwargs, control
        self.sides, self.shown_control = sides, shown_control     # how to print them: as the user wrote them

    def __call__(self):
        from theory.claims import Check, Outcome
        res = self.check(*self.args, **self.kwargs)
        ctl = self.check(*self.control[:2], **{**self.kwargs, **(self.control[2] if len(self.control) == 3 else {})})
        if self.sides is not None:
            res.lhs.shown, res.rhs.shown = self.sides[0].shown, self.sides[1].shown
        checks = [Check(res.statement(), not res.refuted, f"{res.status}; {res.mode}",
                        counterexample=res.counterexample if res.refuted else None)]   # text and LaTeX in as_dict
        name = f"negative control: {self.shown_control or ctl.statement()} must be refuted"
        detail = f"{ctl.status}" + (f" (counterexample at {ctl.counterexample.dims})" if ctl.refuted else "")
        checks.append(Check(name, not ctl.refuted, detail, control=True))   # passed = the false variant held
        exprs = {side.label: (side.latex() if side.mean else side.expr if side.shown is None else side.shown)
                 for side in (res.lhs, res.rhs) if side.expr is not None}
        return Outcome(checks, numbers={"status": res.status, "instances": res.instances}, expressions=exprs)
