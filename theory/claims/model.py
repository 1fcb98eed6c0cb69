"""What a claim is and how its outcome is recorded: :class:`Check`, :class:`Outcome` (the status
derived from the checks, never set by hand), :class:`Claim` and :class:`ClaimResult`."""
from __future__ import annotations

import re
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable

from theory.claims.ids import check_claim_id
from theory.claims.tex import latex_section
from theory.claims.values import finite_number, flat_values, is_truth_value, jsonable, masked_values, np_bool, verdict_size


VERIFIED, REFUTED, ERROR, SKIPPED = "verified", "refuted", "error", "skipped"
#: a claim whose registered precondition did not hold: its statement was not tested (neither verified nor refuted)
INCONCLUSIVE = "inconclusive"


@dataclass(frozen=True)
class Check:
    """One computed test inside a claim.

    Parameters
    ----------
    name : str
        What is checked, e.g. ``"path sum = logits"``.
    passed : bool
        The computed verdict (must come from a comparison, not a literal).
    detail : str
        The numbers behind the verdict (errors, sizes, tolerances).
    counterexample : object, optional
        The input on which the check failed, reported when the claim is refuted.
    control : bool, optional
        ``True`` for a negative control: ``passed`` is then the verdict of the claim's
        comparison applied to a *false variant* of the claim, and it must be ``False``
        (the control is :attr:`ok` when the false variant is refuted).
    finite : bool, optional
        ``False`` when the numbers compared were not all finite (set by the helpers);
        such a check never supports a claim, and such a control never counts as run.
        A ``passed`` that is a non-finite float (``bool(nan)`` is ``True``) sets it too.

    >>> Check("x", float("nan")).ok, Check("x", False, control=True).ok, Check("x", True, control=True).ok
    (False, True, False)
    """

    name: str
    passed: bool
    detail: str = ""
    counterexample: Any = None
    control: bool = False
    finite: bool = True

    def __post_init__(self):
        from theory.errors import InputTypeError
        p = self.passed
        for text in ("name", "detail"):        # printed, joined and escaped as text by the table, JSON and LaTeX
            if not isinstance(getattr(self, text), str):
                raise InputTypeError(f"Check {self.name!r}: {text} must be a str; got "
                                     f"{type(getattr(self, text)).__name__} {getattr(self, text)!r:.60}")
        for flag in ("control", "finite"):     # control="no" is truthy: it would turn a failed check into a control
            if not isinstance(getattr(self, flag), (bool, np_bool())):
                raise InputTypeError(f"Check {self.name!r}: {flag} must be True or False; got "
                                     f"{type(getattr(self, flag)).__name__} {getattr(self, flag)!r:.60}")
        if p is None or isinstance(p, (str, bytes, list, tuple, dict, set, frozenset)):
            # bool("no") and bool([False]) are True, bool(None) is False (a comparison that returned nothing would
            # count as a refuted control): a verdict must be a truth value, not nothing, a container or text
            raise InputTypeError(f"Check {self.name!r}: passed must be a bool (the verdict of a comparison); "
                                 f"got {type(p).__name__} {p!r:.60}")
        size = verdict_size(p)
        if size > 1 and not is_truth_value(p) and not all(finite_number(v) for v in flat_values(p)):
            size, p = 1, float("nan")          # a non-finite number among the values: never passes (below)
        if size != 1:        # bool() of an empty or longer array raises (NumPy) or is not the verdict meant (.all()?)
            raise InputTypeError(f"Check {self.name!r}: passed must be one truth value; got {type(p).__name__} with "
                                 f"{size} elements (reduce it with .all() or .any() first)")
        if masked_values(p):       # a masked verdict is no verdict: bool(np.ma.masked) is False, which a control would count
            object.__setattr__(self, "finite", False)
            p = False
        elif not is_truth_value(p):
            # a number as verdict (bool(nan) is True, also for SymPy, Decimal and mpmath NaN): non-finite never passes;
            # a finite one is decided by the value that was checked (not by __bool__, which may disagree with it)
            v = flat_values(p)[0]
            if not finite_number(v):
                object.__setattr__(self, "finite", False)
                p = False
            else:
                p = complex(v) != 0
        object.__setattr__(self, "passed", bool(p))
        object.__setattr__(self, "finite", bool(self.finite))
        if not self.finite:
            object.__setattr__(self, "passed", False)

    @property
    def ok(self):
        """Does this check support the claim?  Ordinary: it passed on finite numbers.
        Control: the false variant was refuted on finite numbers."""
        if not self.finite:
            return False
        return not self.passed if self.control else self.passed

    def as_dict(self):
        d = {"name": self.name, "passed": _ok(self), "detail": self.detail}
        if self.control:
            d["detail"] += (" → false variant refuted" if _ok(self) else " → false variant NOT refuted")
            d["control"] = True
            d["false variant refuted"] = self.finite and not self.passed
        if not self.finite:
            d["non-finite"] = True
        if not _ok(self) and not self.control and self.counterexample is not None:
            ce = self.counterexample
            if _typesets(ce):          # theory.check's Counterexample: its text on one line, and its LaTeX for --latex
                d["counterexample"] = str(ce).replace("\n", "; ")
                try:
                    d["counterexample latex"] = str(ce.latex())
                except Exception:  # noqa: BLE001 - a user object whose latex() fails: the text is still there
                    pass
                if isinstance(getattr(ce, "note", None), str) and ce.note:
                    d["counterexample note"] = ce.note
            else:
                d["counterexample"] = jsonable(ce)
        return d


def _typesets(obj):
    """Whether a counterexample brings its own LaTeX (a ``latex()`` method, as :class:`theory.identities.Counterexample`)."""
    return not isinstance(obj, (str, bytes, int, float, type)) and callable(getattr(type(obj), "latex", None))


def _ok(check):
    """:attr:`Check.ok` by Check's own rule (a subclass cannot redefine what supports a claim)."""
    return Check.ok.fget(check)


@dataclass
class Outcome:
    """What a claim's ``run`` returns: checks, numbers, and derived expressions.

    ``skipped`` (with a reason) is for claims that need an optional extra that is
    not installed; a skipped claim is never reported verified.

    ``precondition`` (a list of :class:`Check`, for a :class:`Claim` registered with a ``precondition``
    text): the checks that the claim's subject is what its statement is about — e.g. "the trained model
    has an induction head".  If one of them fails (on finite numbers) the outcome is
    :data:`INCONCLUSIVE`: the statement was not tested, so it is neither verified nor refuted.  Where
    every one holds, the claim's checks decide as usual — a false statement about a subject that meets
    the precondition is refuted.  A precondition check that is a negative control or was not computed on
    finite numbers is an error (it cannot excuse a verdict).
    """

    checks: list
    numbers: dict = field(default_factory=dict)
    expressions: dict = field(default_factory=dict)
    skipped: str | None = None
    figures: dict = field(default_factory=dict)  # file stem -> function(pyplot, path) drawing from the data
    precondition: list | None = None

    def __post_init__(self):
        from collections.abc import Mapping

        from theory.errors import InputTypeError
        for name in ("numbers", "expressions", "figures"):     # read as mappings by the table, JSON, LaTeX, figures
            if not isinstance(getattr(self, name), Mapping):
                raise InputTypeError(f"Outcome: {name} must be a dict; got {type(getattr(self, name)).__name__} "
                                     f"{getattr(self, name)!r:.60}")
        bad = [k for k, v in self.figures.items() if not callable(v)]
        if bad:
            raise InputTypeError(f"Outcome: figures must map a file stem to a function draw(pyplot, path); "
                                 f"{bad[0]!r} maps to {type(self.figures[bad[0]]).__name__}")
        if self.skipped is not None and not isinstance(self.skipped, str):
            raise InputTypeError(f"Outcome: skipped must be None or the reason (a str); got {self.skipped!r:.60}")
        if self.precondition is not None and not isinstance(self.precondition, (list, tuple)):
            raise InputTypeError(f"Outcome: precondition must be None or a list of Check objects; got "
                                 f"{type(self.precondition).__name__} {self.precondition!r:.60}")

    def __repr__(self):
        checks = self.checks if isinstance(self.checks, (list, tuple)) else []
        return f"Outcome({self.status}: {sum(bool(getattr(c, 'ok', False)) for c in checks)}/{len(checks)} checks passed)"

    @property
    def problem(self):
        """Why the outcome is an ``error`` although ``run`` returned (``None`` otherwise)."""
        if self.skipped:
            return None
        if not isinstance(self.checks, (list, tuple)):
            return f"checks must be a list of Check objects; got {type(self.checks).__name__}"
        if not self.checks:
            return "no checks: a claim with no checks is an error"
        bad = [c for c in self.checks if type(c) is not Check]
        if bad:          # a subclass could skip Check's validation or redefine ok: the framework's rules decide
            return (f"checks must be Check objects; got {type(bad[0]).__name__}"
                    + (" (a subclass of Check: the verdict follows Check's own rules)" if isinstance(bad[0], Check)
                       else ""))
        if all(c.control for c in self.checks):
            return "no checks besides negative controls: nothing was verified"
        pre = self.precondition
        if pre is not None:
            if not pre:
                return "precondition given with no checks: a precondition is tested, or not given"
            wrong = [c for c in pre if type(c) is not Check]
            if wrong:
                return f"precondition checks must be Check objects; got {type(wrong[0]).__name__}"
            for c in pre:
                if c.control:
                    return f"a precondition check cannot be a negative control: {c.name}"
                if not c.finite:
                    return f"precondition not computed on finite numbers (no verdict can rest on it): {c.name}: {c.detail}"
        if any(not _ok(c) for c in self.checks if not c.control):
            return None                      # refuted: a failed check is a counterexample by itself
        controls = [c for c in self.checks if c.control]
        if not controls:
            return ("no negative control ran (add a Check with control=True: a false variant that the same "
                    "comparison must refute)")
        for c in controls:
            if not c.finite:
                return f"negative control did not run on finite numbers: {c.name}: {c.detail}"
            if c.passed:
                return f"negative control not refuted (the checks cannot tell true from false): {c.name}: {c.detail}"
        return None

    @property
    def status(self):
        if self.skipped:
            return SKIPPED
        if Outcome.problem.fget(self) is not None:
            return ERROR
        if self.precondition is not None and not all(_ok(c) for c in self.precondition):
            return INCONCLUSIVE
        return VERIFIED if all(_ok(c) for c in self.checks if not c.control) else REFUTED


@dataclass
class ClaimResult:
    """The record of one executed claim (what ``theory prove`` prints and exports)."""

    id: str
    title: str
    statement: str
    status: str
    evidence: dict
    seconds: float
    expressions: dict = field(default_factory=dict)
    figures: dict = field(default_factory=dict)

    def summary(self, width=60):
        """The evidence for the terminal table, in one line of at most ``width`` characters (``None``:
        in full — the failed check's name and detail, or every number, long collections by their
        first entries and their size).  A longer text is cut at a phrase or word boundary and ends
        with ``…``; the ``pip install …`` command of a skipped claim is never cut (:func:`cut_text`)."""
        ev = self.evidence
        if self.status == ERROR:
            s = ev.get("error", "")
        elif self.status == SKIPPED:
            s = ev.get("skipped", "")
        elif self.status == INCONCLUSIVE:
            s = "not tested: " + ev.get("inconclusive", "")
        else:
            failed = [c for c in ev.get("checks", []) if not c["passed"]]
            if failed:
                s = "FAILED " + failed[0]["name"] + ": " + failed[0]["detail"]
            else:
                n = len(ev.get("checks", []))
                s = f"{n}/{n} checks; " + "; ".join(f"{k}={_short(v)}" for k, v in ev.get("numbers", {}).items())
        return cut_text(s, width)

    def as_dict(self):
        return {"id": self.id, "title": self.title, "status": self.status,
                "evidence": self.evidence, "seconds": round(self.seconds, 4)}

    def latex(self, **settings):
        """The claim's section of the LaTeX report (text mode: for a document, not MathJax)."""
        from theory.printing import latex
        return latex_section(self, latex)

    def __repr__(self):
        n = len(self.evidence.get("checks", []))
        passed = sum(c["passed"] for c in self.evidence.get("checks", []))
        return f"ClaimResult({self.id} {self.status} in {self.seconds:.2f} s: {passed}/{n} checks passed)"

    def _repr_html_(self):
        """A table of the checks (Jupyter)."""
        import html
        rows = "".join(f"<tr><td>{'passed' if c['passed'] else '<b>FAILED</b>'}</td><td>{html.escape(c['name'])}</td>"
                       f"<td>{html.escape(str(c['detail']))}</td></tr>" for c in self.evidence.get("checks", []))
        rows += "".join(f"<tr><td>precondition {'holds' if c['passed'] else '<b>fails</b>'}</td>"
                        f"<td>{html.escape(c['name'])}</td><td>{html.escape(str(c['detail']))}</td></tr>"
                        for c in self.evidence.get("precondition checks", []))
        extra = "".join(f"<p><b>{k}:</b> {html.escape(str(self.evidence[k]))}</p>"
                        for k in ("error", "skipped", "inconclusive") if k in self.evidence)
        return (f"<p><b>{html.escape(self.id)}</b> ({html.escape(self.title)}): <b>{self.status}</b> "
                f"in {self.seconds:.2f} s</p>{extra}<table><thead><tr><th>result</th><th>check</th><th>detail</th></tr>"
                f"</thead><tbody>{rows}</tbody></table>")


@dataclass(frozen=True)
class Claim:
    """A registered claim: ID, title, statement (LaTeX) and the function that checks it.

    ``precondition`` (text, part of the registration like the statement): what must hold of the claim's
    subject for the statement to be tested at all — e.g. "every model has an induction head by L13's
    definition".  A claim registered with one must test it (:attr:`Outcome.precondition`); one
    registered without one cannot report it — so no claim can turn a refutation into
    :data:`INCONCLUSIVE` by a check it did not register."""

    id: str
    title: str
    statement: str
    run: Callable[[], Outcome]
    precondition: str = ""

    def __post_init__(self):
        check_claim_id(self.id)
        from theory.errors import InputTypeError
        for name in ("title", "statement", "precondition"):
            if not isinstance(getattr(self, name), str):
                raise InputTypeError(f"Claim {self.id}: {name} must be a str; got {type(getattr(self, name)).__name__} "
                                     f"{getattr(self, name)!r:.60}")
        if not callable(self.run):
            raise InputTypeError(f"Claim {self.id}: run must be a function returning an Outcome; got "
                                 f"{type(self.run).__name__} {self.run!r:.60}")

    def __repr__(self):
        return f"Claim({self.id}: {self.title})"

    def execute(self):
        """Run the claim, timing it; exceptions become status ``error``."""
        t0 = time.perf_counter()
        try:
            out = self.run()
        except (Exception, SystemExit) as exc:  # noqa: BLE001 - reported, not swallowed; sys.exit(0) is no verdict
            tb = traceback.format_exception_only(type(exc), exc)[-1].strip()
            return ClaimResult(self.id, self.title, self.statement, ERROR,
                               {"error": tb, "traceback": traceback.format_exc()},
                               time.perf_counter() - t0)
        if not isinstance(out, Outcome):
            return ClaimResult(self.id, self.title, self.statement, ERROR,
                               {"error": f"run must return an Outcome; got {type(out).__name__}"},
                               time.perf_counter() - t0)
        # Outcome's and Check's own rules, not a subclass's (a subclass overriding status or ok would set the verdict
        # by hand)
        problem = Outcome.problem.fget(out)
        if problem is None and not out.skipped:
            if out.precondition is not None and not self.precondition.strip():
                problem = ("the outcome tests a precondition the claim did not register (Claim(..., precondition=...)): "
                           "a precondition is part of the registered statement")
            elif out.precondition is None and self.precondition.strip():
                problem = f"the claim registered a precondition ({self.precondition}) but its outcome did not test it"
        checks = out.checks if isinstance(out.checks, (list, tuple)) else []
        ev = {"checks": [Check.as_dict(c) if isinstance(c, Check) else {"name": repr(c), "passed": False, "detail": ""}
                         for c in checks], "numbers": jsonable(out.numbers)}
        if self.precondition:
            ev["precondition"] = self.precondition
        if isinstance(out.precondition, (list, tuple)):
            ev["precondition checks"] = [Check.as_dict(c) if isinstance(c, Check) else
                                         {"name": repr(c), "passed": False, "detail": ""} for c in out.precondition]
        status = Outcome.status.fget(out)
        if out.skipped:
            ev["skipped"] = out.skipped
        elif problem is not None:
            ev["error"], status = problem, ERROR
        elif status == INCONCLUSIVE:
            failed = [c for c in out.precondition if not _ok(c)]
            ev["inconclusive"] = ("precondition not met — " + "; ".join(f"{c.name}: {c.detail}" for c in failed)
                                  + " (the statement was not tested: neither verified nor refuted)")
        return ClaimResult(self.id, self.title, self.statement, status, ev,
                           time.perf_counter() - t0, dict(out.expressions), dict(out.figures))


# The install command in a skipped claim's reason (theory.system.optional.install_command): one unit, never cut or wrapped
INSTALL_HINT = re.compile(r"pip install (?:-e )?'[^']*'")


def cut_text(text, width):
    """``text`` in at most ``width`` characters (``None``: whole): cut at the last phrase (``; ``, ``, ``) or word
    boundary that fits, ending with ``…``; a ``pip install '…'`` command in it is kept whole (the text around
    it is cut instead, and the line may then exceed ``width`` by what the command needs).

    >>> cut_text("needs extra train: pip install -e '.[train]' (torch==2.13.0)", 48)
    "needs extra train: pip install -e '.[train]' …"
    >>> cut_text("needs extra train: pip install -e '.[train]' (torch==2.13.0)", 40)
    "needs … pip install -e '.[train]' …"
    >>> cut_text("max error 1e-3 over 4000 draws; worst at trial 7", 36)
    'max error 1e-3 over 4000 draws …'
    """
    if width is None or len(text) <= width:
        return text
    hint = INSTALL_HINT.search(text)
    if hint is not None:
        before, cmd = text[:hint.start()], hint.group(0)
        room = width - len(cmd) - 2                       # the command, a space and the closing "…"
        head = before if len(before) <= room else _cut_words(before, max(room, 0))
        return (head if head.endswith(" ") or not head else head + " ") + cmd + " …"
    return _cut_words(text, width)


def _cut_words(text, width):
    """The longest start of ``text`` ending at a boundary, with `` …``, in ``width`` characters (a first word
    longer than that: ``…`` alone; only a text of one word is cut inside it)."""
    room = text[: max(width - 2, 0)]
    for sep in ("; ", ", ", " "):
        i = room.rfind(sep)
        if i >= max(1, (width - 2) // 2) or (sep == " " and i > 0):
            return room[:i].rstrip(" ,;:") + " …"
    if " " in text.strip() or width <= 2:
        return "…"
    return room + " …"


def _short(v, entries=2):
    """A number in full (floats to 3 significant digits); a dict or list by its first ``entries``
    entries and its size (the rest is in --json / --latex).

    >>> _short({"K=1": "1/4", "K=2": "7/16", "K=3": "35/64"}), _short([1, 2]), _short(0.123456)
    ('{K=1: 1/4, K=2: 7/16, … 3 entries}', '[1, 2]', '0.123')
    """
    if isinstance(v, float):
        return f"{v:.3g}"
    if isinstance(v, dict) and len(v) > entries:
        items = ", ".join(f"{k}: {_short(x)}" for k, x in list(v.items())[:entries])
        return "{" + items + f", … {len(v)} entries}}"
    if isinstance(v, (list, tuple)) and len(v) > entries + 1:
        return "[" + ", ".join(_short(x) for x in v[:entries]) + f", … {len(v)} entries]"
    return str(v)
