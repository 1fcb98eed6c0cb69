"""What a check found: :class:`CheckResult` (status, how instances were compared, notes,
printing and LaTeX) and :class:`Counterexample` (the shrunk instance as explicit matrices)."""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np
import sympy as sp

from theory.errors import InputTypeError
from theory.printing import counted
from theory.identities.as_claim import ClaimRun, shifted_side


PROVED, HOLDS, REFUTED = "proved", "holds", "refuted"


def _to_sympy(v):
    if isinstance(v, np.ndarray) and v.ndim == 2:
        return sp.Matrix(v.shape[0], v.shape[1], [_to_sympy(x) for x in v.ravel()])
    if isinstance(v, np.ndarray) and v.ndim == 0:
        return _to_sympy(v[()])
    if isinstance(v, np.ndarray):
        return sp.Matrix([_to_sympy(x) for x in v.ravel()])
    if isinstance(v, Fraction):
        return sp.Rational(v.numerator, v.denominator)
    if isinstance(v, (int, np.integer)):
        return sp.Integer(int(v))
    return sp.Float(float(v), 6)


@dataclass
class Counterexample:
    """An instance that violates the identity.

    ``dims`` maps dimension names to integers, ``arrays`` symbol names to the explicit
    matrices (``Fraction`` object arrays when exact, floats otherwise) or scalars, and
    ``lhs``/``rhs`` hold the two values.  :meth:`subs` gives a SymPy substitution so the
    identity can be re-checked independently; ``note`` explains special cases (a
    non-finite value, a Monte Carlo confidence interval).
    """

    dims: dict
    arrays: dict
    lhs: object
    rhs: object
    note: str = ""
    symbols: dict = field(default_factory=dict, repr=False)

    def subs(self):
        """``{symbol name: sympy.Matrix or number}`` for an independent substitution."""
        return {k: _to_sympy(v) for k, v in self.arrays.items()}

    def __str__(self):
        lines = [", ".join(f"{k} = {v}" for k, v in self.dims.items())] if self.dims else []
        lines += [f"{k} = {_to_sympy(v)}" for k, v in self.arrays.items()]
        label = "mean of lhs" if self.note.startswith("E[") else "lhs"
        lines += [f"{label} = {_to_sympy(self.lhs) if self.lhs is not None else '—'}",
                  f"rhs = {_to_sympy(self.rhs) if self.rhs is not None else '—'}"]
        if self.note:
            lines.append(self.note)
        return "\n".join(lines)

    def latex(self):
        from theory.printing import latex
        sym = lambda k: latex(self.symbols.get(k, sp.Symbol(k)))  # noqa: E731
        parts = [", ".join(f"{sym(k)} = {v}" for k, v in self.dims.items())] if self.dims else []
        parts += [f"{sym(k)} = {sp.latex(_to_sympy(v))}" for k, v in self.arrays.items()]
        if self.lhs is not None:
            parts.append(r"\text{lhs} = " + sp.latex(_to_sympy(self.lhs)))
        if self.rhs is not None:
            parts.append(r"\text{rhs} = " + sp.latex(_to_sympy(self.rhs)))
        return r",\quad ".join(parts)


@dataclass
class CheckResult:
    """What :func:`check` found.

    Attributes
    ----------
    kind : str
        ``"proved"``, ``"holds"`` or ``"refuted"``; :attr:`status` spells out ``holds``
        as ``"holds on N random instances"``.
    instances : int
        Valid random instances evaluated (a proof is confirmed on a few as well).
    counterexample : Counterexample or None
        The shrunk violating instance, when refuted.
    mode : str
        How instances were compared (exact arithmetic, float tolerances, Monte Carlo).
    shrinking : str
        What shrinking did and its budget.
    """

    lhs: object
    rhs: object
    kind: str
    instances: int
    mode: str
    seconds: float
    counterexample: Counterexample = None
    shrinking: str = ""
    notes: list = field(default_factory=list)
    _call: tuple = field(default=None, repr=False)     # (check, args, kwargs): how to run it again

    @property
    def status(self):
        if self.kind == HOLDS:
            return f"holds on {counted(self.instances, 'random instance')}"
        return self.kind

    @property
    def refuted(self):
        return self.kind == REFUTED

    def statement(self):
        return f"{self.lhs.text()} = {self.rhs.text()}"

    def __str__(self):
        lines = [f"{self.statement()}: {self.status}", f"  {self.mode}; {counted(self.instances, 'instance')}; "
                 f"{self.seconds:.2f} s"]
        lines += ["  " + n for n in self.notes]
        if self.counterexample is not None:
            lines.append("  counterexample (" + self.shrinking + "):")
            lines += ["    " + s for s in str(self.counterexample).split("\n")]
        return "\n".join(lines)

    __repr__ = __str__

    def latex(self):
        s = rf"{self.lhs.latex()} = {self.rhs.latex()}\quad\text{{({self.status})}}"
        if self.counterexample is not None:
            s = r"\begin{gathered}" + s + r"\\ \text{counterexample: }" + self.counterexample.latex() + \
                r"\end{gathered}"
        return s

    def _repr_latex_(self):
        return "$$" + self.latex() + "$$"

    def claim(self, id, title=None, statement=None, control=None):
        """A :class:`~theory.claims.Claim` that re-runs this check (same arguments and seed) when executed.

        Refuted → the claim is refuted with the counterexample; holds or proved → verified,
        with the status (``proved`` or ``holds on N random instances``) in the evidence.
        The claim also runs a *negative control*: the same check on a false variant, which
        must come out refuted — by default ``lhs = rhs + J`` (``J`` the all-ones matrix, or
        1 for scalars); pass ``control=(lhs', rhs')`` for a sharper false variant, or
        ``(lhs', rhs', {"where": None})`` to change :func:`check` options for it too
        (e.g. drop the structure the identity needs).
        """
        from theory.claims import Claim, check_claim_id
        check_claim_id(id)
        run_check, args, kwargs = self._call
        lhs_tex, rhs_tex = self.lhs.latex(), self.rhs.latex()
        shown_control = None
        if control is None:
            shown_control = f"{self.lhs.text()} = {self.rhs.text()} + {'J' if self.rhs.is_matrix else '1'}"
            lhs0, rhs0 = args
            if rhs0 is None and isinstance(lhs0, sp.Equality):
                lhs0, rhs0 = lhs0.lhs, lhs0.rhs
            control = (lhs0, shifted_side(self.rhs))
        elif not (isinstance(control, tuple) and len(control) in (2, 3)
                  and (len(control) == 2 or isinstance(control[2], dict))):
            raise InputTypeError("control must be (lhs, rhs) or (lhs, rhs, {check options}) of a false variant; "
                                 f"got {control!r}")
        return Claim(id, title or self.statement(), statement or f"${lhs_tex} = {rhs_tex}$",
                     ClaimRun(run_check, args, kwargs, control, (self.lhs, self.rhs), shown_control))
