"""The claim registry: what a claim is, how its outcome is recorded, how claims are found.

A claim module in ``proofs/`` defines ``CLAIM = Claim(...)``.  Its ``run`` function
computes, and returns an :class:`Outcome` made of named :class:`Check` s.  The status is
*derived* from the checks, never set by hand, by these rules (enforced here, tested in
``tests/test_claims.py``):

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
"""
from __future__ import annotations

import importlib
import math
import pkgutil
import re
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable

VERIFIED, REFUTED, ERROR, SKIPPED = "verified", "refuted", "error", "skipped"


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
        p = self.passed
        if isinstance(p, float) or (hasattr(p, "dtype") and getattr(p.dtype, "kind", "") in "fc"):
            if not all(math.isfinite(abs(complex(v))) for v in _flat(p)):
                object.__setattr__(self, "finite", False)
                p = False
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
        d = {"name": self.name, "passed": self.ok, "detail": self.detail}
        if self.control:
            d["detail"] += (" → false variant refuted" if self.ok else " → false variant NOT refuted")
            d["control"] = True
            d["false variant refuted"] = self.finite and not self.passed
        if not self.finite:
            d["non-finite"] = True
        if not self.ok and not self.control and self.counterexample is not None:
            d["counterexample"] = _jsonable(self.counterexample)
        return d


@dataclass
class Outcome:
    """What a claim's ``run`` returns: checks, numbers, and derived expressions.

    ``skipped`` (with a reason) is for claims that need an optional extra that is
    not installed; a skipped claim is never reported verified.
    """

    checks: list
    numbers: dict = field(default_factory=dict)
    expressions: dict = field(default_factory=dict)
    skipped: str | None = None
    figures: dict = field(default_factory=dict)  # file stem -> function(pyplot, path) drawing from the data

    @property
    def problem(self):
        """Why the outcome is an ``error`` although ``run`` returned (``None`` otherwise)."""
        if self.skipped:
            return None
        if not self.checks:
            return "no checks: a claim with no checks is an error"
        bad = [c for c in self.checks if not isinstance(c, Check)]
        if bad:
            return f"checks must be Check objects; got {type(bad[0]).__name__}"
        if all(c.control for c in self.checks):
            return "no checks besides negative controls: nothing was verified"
        if any(not c.ok for c in self.checks if not c.control):
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
        if self.problem is not None:
            return ERROR
        return VERIFIED if all(c.ok for c in self.checks if not c.control) else REFUTED


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
        """One line of evidence for the terminal table."""
        ev = self.evidence
        if self.status == ERROR:
            s = ev.get("error", "")
        elif self.status == SKIPPED:
            s = ev.get("skipped", "")
        else:
            failed = [c for c in ev.get("checks", []) if not c["passed"]]
            if failed:
                s = "FAILED " + failed[0]["name"] + ": " + failed[0]["detail"]
            else:
                n = len(ev.get("checks", []))
                s = f"{n}/{n} checks; " + "; ".join(f"{k}={_short(v)}" for k, v in ev.get("numbers", {}).items())
        return s if len(s) <= width else s[: width - 1] + "…"

    def as_dict(self):
        return {"id": self.id, "title": self.title, "status": self.status,
                "evidence": self.evidence, "seconds": round(self.seconds, 4)}

    def latex(self):
        from .printing import latex
        return latex_section(self, latex)

    def _repr_latex_(self):
        return self.latex()


@dataclass(frozen=True)
class Claim:
    """A registered claim: ID, title, statement (LaTeX) and the function that checks it."""

    id: str
    title: str
    statement: str
    run: Callable[[], Outcome]

    def execute(self):
        """Run the claim, timing it; exceptions become status ``error``."""
        t0 = time.perf_counter()
        try:
            out = self.run()
        except Exception as exc:  # noqa: BLE001 - reported, not swallowed
            tb = traceback.format_exception_only(type(exc), exc)[-1].strip()
            return ClaimResult(self.id, self.title, self.statement, ERROR,
                               {"error": tb, "traceback": traceback.format_exc()},
                               time.perf_counter() - t0)
        if not isinstance(out, Outcome):
            return ClaimResult(self.id, self.title, self.statement, ERROR,
                               {"error": f"run must return an Outcome; got {type(out).__name__}"},
                               time.perf_counter() - t0)
        problem = out.problem
        ev = {"checks": [c.as_dict() if isinstance(c, Check) else {"name": repr(c), "passed": False, "detail": ""}
                         for c in out.checks], "numbers": _jsonable(out.numbers)}
        if out.skipped:
            ev["skipped"] = out.skipped
        elif problem is not None:
            ev["error"] = problem
        return ClaimResult(self.id, self.title, self.statement, out.status, ev,
                           time.perf_counter() - t0, dict(out.expressions), dict(out.figures))


def _short(v):
    if isinstance(v, float):
        return f"{v:.3g}"
    return str(v)


def _jsonable(obj):
    """Convert numbers, arrays, fractions, SymPy objects to JSON-friendly values."""
    import fractions

    import numpy as np
    if isinstance(obj, dict):
        return {str(k): _jsonable(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_jsonable(v) for v in obj]
    if isinstance(obj, np.ndarray):
        return _jsonable(obj.tolist())
    if isinstance(obj, (np.integer,)):
        return int(obj)
    if isinstance(obj, (np.floating,)):
        return float(obj)
    if isinstance(obj, (bool, int, float, str)) or obj is None:
        return obj
    if isinstance(obj, fractions.Fraction):
        return str(obj)
    return str(obj)


def _natural_key(claim_id):
    m = re.match(r"([A-Za-z]+)(\d+)", claim_id)
    return (m.group(1), int(m.group(2))) if m else (claim_id, 0)


def discover(package="proofs"):
    """Import every module of ``package`` and return its claims sorted by ID (C1 < C2 < C10)."""
    pkg = importlib.import_module(package)
    claims = []
    for info in pkgutil.iter_modules(pkg.__path__):
        if info.name.startswith("_"):
            continue
        mod = importlib.import_module(f"{package}.{info.name}")
        claim = getattr(mod, "CLAIM", None)
        if isinstance(claim, Claim):
            claims.append(claim)
    ids = [c.id for c in claims]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        raise RuntimeError(f"duplicate claim IDs in {package}: {sorted(dup)}")
    return sorted(claims, key=lambda c: _natural_key(c.id))


_TEX_SPECIAL = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#",
                "_": r"\_", "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}",
                "<": r"$<$", ">": r"$>$", "|": r"$|$"}
_TEX_UNICODE = {"⊗": r"\otimes", "Π": r"\Pi", "Σ": r"\Sigma", "ℓ": r"\ell", "α": r"\alpha", "β": r"\beta",
                "θ": r"\theta", "φ": r"\phi", "ε": r"\varepsilon", "τ": r"\tau", "σ": r"\sigma", "λ": r"\lambda",
                "≤": r"\le", "≥": r"\ge", "≈": r"\approx", "≪": r"\ll", "≫": r"\gg", "≠": r"\ne", "→": r"\to",
                "∞": r"\infty", "√": r"\surd", "‖": r"\|", "∘": r"\circ", "×": r"\times", "±": r"\pm",
                "∅": r"\emptyset", "−": "-", "ᵀ": r"^{T}", "²": r"^{2}", "³": r"^{3}", "¹": r"^{1}", "₁": r"_{1}",
                "₂": r"_{2}", "⁺": r"^{+}", "·": r"\cdot", "…": r"\ldots", "Φ": r"\Phi", "Δ": r"\Delta"}


def tex_escape(text):
    """Escape plain text for LaTeX; common math symbols become math mode, other non-ASCII '?'.

    >>> print(tex_escape("A ⊗ W_U, α ≤ 1"))
    A $\\otimes$ W\\_U, $\\alpha$ $\\le$ 1
    """
    out = []
    for ch in str(text):
        if ch in _TEX_UNICODE:
            sym = _TEX_UNICODE[ch]
            out.append(sym if sym == "-" else "$" + sym + "$")
        else:
            out.append(_TEX_SPECIAL.get(ch, ch))
    return "".join(out).encode("ascii", "replace").decode("ascii")


def latex_section(result, latex):
    """A LaTeX ``\\section`` for one claim result: statement, derived expressions, evidence."""
    lines = [rf"\section*{{{tex_escape(result.id)}: {tex_escape(result.title)}}}",
             rf"\textbf{{Status:}} {tex_escape(result.status)} ({result.seconds:.2f}\,s)\par",
             r"\textbf{Statement.} " + result.statement + r"\par"]
    for name, expr in result.expressions.items():
        body = expr if isinstance(expr, str) else latex(expr)
        lines.append(rf"\noindent {tex_escape(name)}:")
        lines.append(r"\begin{flushleft}$\displaystyle " + body + r"$\end{flushleft}")
    lines.append(r"\begin{itemize}")
    for c in result.evidence.get("checks", []):
        mark = "passed" if c["passed"] else "FAILED"
        lines.append(rf"\item[{mark}] {tex_escape(c['name'])}: {tex_escape(c['detail'])}")
        if "counterexample" in c:
            lines.append(r"\\ counterexample: " + tex_escape(c["counterexample"]))
    for key in ("error", "skipped"):
        if key in result.evidence:
            lines.append(rf"\item[{key}] {tex_escape(result.evidence[key])}")
    if not result.evidence.get("checks") and "error" not in result.evidence and "skipped" not in result.evidence:
        lines.append(r"\item[none] no checks")
    lines.append(r"\end{itemize}")
    nums = result.evidence.get("numbers", {})
    if nums:
        lines.append(r"\begin{description}")
        for k, v in nums.items():
            lines.append(rf"\item[{tex_escape(k)}] {tex_escape(v)}")
        lines.append(r"\end{description}")
    return "\n".join(lines)


def _flat(x):
    """Every number in ``x`` (scalar, nested list, array; Fractions and SymPy numbers included)."""
    import numpy as np
    if isinstance(x, np.ndarray):
        return x.ravel().tolist()
    if isinstance(x, (list, tuple)):
        return [v for item in x for v in _flat(item)]
    return [x]


def _finite_number(v):
    try:
        return math.isfinite(abs(complex(v)))
    except (TypeError, ValueError, OverflowError):
        return False


def all_finite(*values):
    """``True`` when every number in ``values`` is finite (``False`` on NaN, ±inf, or a non-number).

    >>> all_finite(1.0, [2, 3], 0.5), all_finite(1.0, float("nan")), all_finite([1.0, float("inf")])
    (True, False, False)
    """
    return all(_finite_number(v) for x in values for v in _flat(x))


def worst(*values):
    """The largest of the numbers in ``values`` — NaN if any is NaN (``max(0.0, nan)`` is 0.0, this is nan).

    Use it to accumulate errors: ``w = worst(w, err)``.  Empty input gives ``-inf``.

    >>> worst(0.0, 1e-3, [2e-3, 1e-4]), worst(0.0, float("nan"), 1.0)
    (0.002, nan)
    """
    flat = [v for x in values for v in _flat(x)]
    if not flat:
        return -math.inf
    out = -math.inf
    for v in flat:
        v = float(v)
        if math.isnan(v):
            return math.nan
        out = v if v > out else out
    return out


def least(*values):
    """The smallest of the numbers in ``values`` — NaN if any is NaN.  Empty input gives ``inf``.

    >>> least(3.0, [1.0, 2.0]), least(1.0, float("nan"))
    (1.0, nan)
    """
    w = worst(*[-float(v) for x in values for v in _flat(x)])
    return math.nan if math.isnan(w) else -w


def within(actual, expected, rtol=0.0, atol=0.0):
    """``|a − e| ≤ atol + rtol·|e|`` elementwise, as a bool — ``False`` on any non-finite value.

    >>> within(1.0, 1.0 + 1e-12, atol=1e-9), within(float("nan"), 1.0, atol=1e9), within(2, 2)
    (True, False, True)
    """
    import numpy as np
    if not all_finite(actual, expected, rtol, atol):
        return False
    a = np.asarray(actual, dtype=complex if np.iscomplexobj(actual) else float)
    e = np.asarray(expected, dtype=complex if np.iscomplexobj(expected) else float)
    return bool(np.all(np.abs(a - e) <= atol + rtol * np.abs(e)))


def _nonfinite_detail(**named):
    bad = []
    for k, v in named.items():
        flat = _flat(v)
        n = sum(not _finite_number(x) for x in flat)
        if n:
            bad.append(f"{k}: {n} of {len(flat)} values not finite")
    return "non-finite input (" + "; ".join(bad) + ") — a non-finite comparison never passes"


def close_check(name, actual, expected, rtol, atol, counterexample=None, control=False, note=""):
    """A :class:`Check` that ``actual ≈ expected`` elementwise (``|a−e| ≤ atol + rtol·|e|``).

    The detail reports the max absolute and relative error and the tolerances.  Any
    non-finite value in ``actual``, ``expected``, ``rtol`` or ``atol`` fails the check (and
    the detail says so).  ``control=True`` makes it a negative control: ``expected`` is a
    false variant that the comparison must reject.  ``note`` is prepended to the detail.

    >>> close_check("x", [1.0, 2.0], [1.0, 2.0 + 1e-12], rtol=1e-9, atol=0).passed
    True
    >>> close_check("x", [1.0], [1.1], rtol=1e-9, atol=0).passed
    False
    >>> c = close_check("x", [1.0, float("nan")], [1.0, 2.0], rtol=1e-9, atol=1.0)
    >>> c.passed, c.detail
    (False, 'non-finite input (actual: 1 of 2 values not finite) — a non-finite comparison never passes')
    """
    import numpy as np
    if not all_finite(actual, expected, rtol, atol):
        return Check(name, False, _noted(note, _nonfinite_detail(actual=actual, expected=expected, rtol=rtol, atol=atol)),
                     counterexample, control=control, finite=False)
    a = np.asarray(actual, dtype=complex if np.iscomplexobj(actual) else float)
    e = np.asarray(expected, dtype=complex if np.iscomplexobj(expected) else float)
    diff = np.abs(a - e)
    ok = bool(np.all(diff <= atol + rtol * np.abs(e)))
    abs_err = float(diff.max()) if diff.size else 0.0
    rel_err = abs_err / max(float(np.abs(e).max()) if e.size else 0.0, 1e-300)
    return Check(name, ok, _noted(note, f"max abs err {abs_err:.3g}, max rel err {rel_err:.3g} (rtol {rtol:g}, "
                                        f"atol {atol:g})"), None if ok else counterexample, control=control)


def _noted(note, detail):
    return f"{note}; {detail}" if note else detail


def bound_check(name, value, upper=None, lower=None, *, strict=False, what="value", counterexample=None,
                control=False, note=""):
    """A :class:`Check` that every number in ``value`` is ``≤ upper`` and/or ``≥ lower``
    (``<``/``>`` with ``strict=True``) — "max error ≤ tol", "gap ≥ threshold".

    Any non-finite value or bound fails the check, and the detail says so (so an error
    accumulated as NaN, or an ``inf`` left by a loop that never ran, cannot pass).
    ``control=True`` makes it a negative control: ``value`` is measured on a false
    variant and the bound must fail.  ``note`` is prepended to the detail.

    >>> bound_check("err", [1e-14, 3e-14], upper=1e-9, what="max abs err").detail
    'max abs err 3e-14 ≤ 1e-09'
    >>> bound_check("err", [1e-14, float("nan")], upper=1e-9).passed
    False
    >>> bound_check("gap", 0.3, lower=1e-6, strict=True).passed, bound_check("gap", 0.0, lower=0.0, strict=True).passed
    (True, False)
    """
    import numpy as np
    if upper is None and lower is None:
        raise ValueError("bound_check needs upper or lower")
    bounds = [b for b in (upper, lower) if b is not None]
    flat = _flat(value)
    if not flat:
        return Check(name, False, _noted(note, f"no {what} measured (empty input never passes)"), counterexample,
                     control=control, finite=False)
    if not all_finite(value, *bounds):
        return Check(name, False, _noted(note, _nonfinite_detail(**{what: value}, bound=bounds)), counterexample,
                     control=control, finite=False)
    v = np.asarray([float(x) for x in flat])
    ok, parts = True, []
    if upper is not None:
        hi = float(v.max())
        holds = bool(hi < upper if strict else hi <= upper)
        ok &= holds
        rel = ("<" if strict else "≤") if holds else ("≥" if strict else ">")
        parts.append(f"{'max ' if v.size > 1 and what == 'value' else ''}{what} {hi:.3g} {rel} {upper:.3g}")
    if lower is not None:
        lo = float(v.min())
        holds = bool(lo > lower if strict else lo >= lower)
        ok &= holds
        rel = (">" if strict else "≥") if holds else ("≤" if strict else "<")
        parts.append(f"{'min ' if v.size > 1 and what == 'value' else ''}{what} {lo:.3g} {rel} {lower:.3g}")
    return Check(name, ok, _noted(note, "; ".join(parts)), None if ok else counterexample, control=control)
