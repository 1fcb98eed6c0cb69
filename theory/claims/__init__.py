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
        from .errors import InputTypeError
        p = self.passed
        for text in ("name", "detail"):        # printed, joined and escaped as text by the table, JSON and LaTeX
            if not isinstance(getattr(self, text), str):
                raise InputTypeError(f"Check {self.name!r}: {text} must be a str; got "
                                     f"{type(getattr(self, text)).__name__} {getattr(self, text)!r:.60}")
        for flag in ("control", "finite"):     # control="no" is truthy: it would turn a failed check into a control
            if not isinstance(getattr(self, flag), (bool, _np_bool())):
                raise InputTypeError(f"Check {self.name!r}: {flag} must be True or False; got "
                                     f"{type(getattr(self, flag)).__name__} {getattr(self, flag)!r:.60}")
        if p is None or isinstance(p, (str, bytes, list, tuple, dict, set, frozenset)):
            # bool("no") and bool([False]) are True, bool(None) is False (a comparison that returned nothing would
            # count as a refuted control): a verdict must be a truth value, not nothing, a container or text
            raise InputTypeError(f"Check {self.name!r}: passed must be a bool (the verdict of a comparison); "
                                 f"got {type(p).__name__} {p!r:.60}")
        size = _verdict_size(p)
        if size > 1 and not _is_truth_value(p) and not all(_finite_number(v) for v in _flat(p)):
            size, p = 1, float("nan")          # a non-finite number among the values: never passes (below)
        if size != 1:        # bool() of an empty or longer array raises (NumPy) or is not the verdict meant (.all()?)
            raise InputTypeError(f"Check {self.name!r}: passed must be one truth value; got {type(p).__name__} with "
                                 f"{size} elements (reduce it with .all() or .any() first)")
        if _masked(p):       # a masked verdict is no verdict: bool(np.ma.masked) is False, which a control would count
            object.__setattr__(self, "finite", False)
            p = False
        elif not _is_truth_value(p):
            # a number as verdict (bool(nan) is True, also for SymPy, Decimal and mpmath NaN): non-finite never passes;
            # a finite one is decided by the value that was checked (not by __bool__, which may disagree with it)
            v = _flat(p)[0]
            if not _finite_number(v):
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
            d["counterexample"] = _jsonable(self.counterexample)
        return d


def _ok(check):
    """:attr:`Check.ok` by Check's own rule (a subclass cannot redefine what supports a claim)."""
    return Check.ok.fget(check)


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

    def __post_init__(self):
        from collections.abc import Mapping

        from .errors import InputTypeError
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
        first entries and their size)."""
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
        return s if width is None or len(s) <= width else s[: width - 1] + "…"

    def as_dict(self):
        return {"id": self.id, "title": self.title, "status": self.status,
                "evidence": self.evidence, "seconds": round(self.seconds, 4)}

    def latex(self, **settings):
        """The claim's section of the LaTeX report (text mode: for a document, not MathJax)."""
        from .printing import latex
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
        extra = "".join(f"<p><b>{k}:</b> {html.escape(str(self.evidence[k]))}</p>"
                        for k in ("error", "skipped") if k in self.evidence)
        return (f"<p><b>{html.escape(self.id)}</b> ({html.escape(self.title)}): <b>{self.status}</b> "
                f"in {self.seconds:.2f} s</p>{extra}<table><thead><tr><th>result</th><th>check</th><th>detail</th></tr>"
                f"</thead><tbody>{rows}</tbody></table>")


@dataclass(frozen=True)
class Claim:
    """A registered claim: ID, title, statement (LaTeX) and the function that checks it."""

    id: str
    title: str
    statement: str
    run: Callable[[], Outcome]

    def __post_init__(self):
        check_claim_id(self.id)
        from .errors import InputTypeError
        for name in ("title", "statement"):
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
        checks = out.checks if isinstance(out.checks, (list, tuple)) else []
        ev = {"checks": [Check.as_dict(c) if isinstance(c, Check) else {"name": repr(c), "passed": False, "detail": ""}
                         for c in checks], "numbers": _jsonable(out.numbers)}
        if out.skipped:
            ev["skipped"] = out.skipped
        elif problem is not None:
            ev["error"] = problem
        return ClaimResult(self.id, self.title, self.statement, Outcome.status.fget(out), ev,
                           time.perf_counter() - t0, dict(out.expressions), dict(out.figures))


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


def _jsonable(obj):
    """Convert numbers, arrays, fractions, SymPy objects to JSON-friendly values."""
    import fractions

    import numpy as np
    if isinstance(obj, dict):
        return {str(k): _jsonable(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_jsonable(v) for v in obj]
    if isinstance(obj, np.ma.MaskedArray):
        return _jsonable(np.where(np.ma.getmaskarray(obj), None, np.asarray(obj.data, dtype=object)).tolist())
    if isinstance(obj, np.ndarray):
        return _jsonable(obj.tolist())
    if _array_like(obj) and not isinstance(obj, np.generic):    # a torch tensor: its numbers, not its repr
        try:
            return _jsonable(np.asarray(_flat_array(obj)).tolist())
        except Exception:  # noqa: BLE001 - not convertible: printed below
            pass
    if isinstance(obj, np.bool_):
        return bool(obj)
    if isinstance(obj, (np.integer,)):
        return int(obj)
    if isinstance(obj, (np.floating,)):
        obj = float(obj)
    if isinstance(obj, float) and not math.isfinite(obj):
        return str(obj)           # "nan", "inf", "-inf": JSON has no NaN/Infinity (json.dumps would write invalid JSON)
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


_USER_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9.-]*$")


def check_claim_id(claim_id, where=""):
    """Refuse a claim ID that is not letters, digits, '.' and '-' starting with a letter or digit (IDs
    become file names of figures, LaTeX labels and CLI arguments); ``where`` prefixes the message.

    >>> check_claim_id("C1")
    'C1'
    >>> check_claim_id("../x")
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: claim ID '../x' must be letters, digits, '.' and '-', starting with a letter or digit
    """
    if not isinstance(claim_id, str) or not _USER_ID.fullmatch(claim_id):
        from .errors import InputValueError
        raise InputValueError(f"{where}claim ID {claim_id!r} must be letters, digits, '.' and '-', "
                              "starting with a letter or digit")
    return claim_id


def load(source):
    """The claims of a user's Python file or importable module.

    This module's :class:`Claim`, :class:`Check`, :class:`Outcome` (with its ``figures``:
    ``{stem: draw(pyplot, path)}``), :func:`close_check` and :func:`load` are public API:
    ``theory prove my_claims.py`` (or ``theory prove my.module``) runs a user's claims with
    the progress, table, ``--json``, ``--latex``, ``--figures`` and exit codes of the
    built-in ones, and ``--list`` shows what would run.  :func:`theory.identity_claim` and
    ``theory.check(...).claim(ID)`` make claims from identities.

    ``source`` is a path to a ``.py`` file (its directory is put first on ``sys.path``
    while it is imported, so it can import its neighbours) or a dotted module name.  The
    module's ``CLAIMS`` list is used when it has one, else every module-level
    :class:`Claim`, in definition order.  Claim IDs must be letters, digits, ``.`` and
    ``-`` (they name figure files).  Errors (no such file or module, no claims, a bad
    ``CLAIMS`` entry) are :class:`~theory.errors.InputValueError` /
    :class:`~theory.errors.InputTypeError`; an exception raised by the user's code while
    importing propagates.

    >>> [c.id for c in load("proofs.C1")]
    ['C1']
    """
    import importlib.util
    import os
    import sys

    from .errors import InputTypeError, InputValueError
    if not isinstance(source, str) or not source.strip():
        raise InputTypeError(f"a claim source must be a file path or module name; got {source!r}")
    is_path = source.endswith(".py") or os.sep in source or "/" in source or os.path.exists(source)
    if is_path:
        path = os.path.abspath(source)
        if not os.path.isfile(path):
            raise InputValueError(f"claim file {source!r} " + ("is a directory, not a .py file" if os.path.isdir(path)
                                                                else "does not exist"))
        stem = re.sub(r"\W", "_", os.path.splitext(os.path.basename(path))[0])
        name = f"_theory_user_claims_{stem}_{abs(hash(path)) % 10**8}"
        spec = importlib.util.spec_from_file_location(name, path)
        if spec is None or spec.loader is None:
            raise InputValueError(f"claim file {source!r} is not a Python file")
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod
        here = os.path.dirname(path)
        sys.path.insert(0, here)
        try:
            spec.loader.exec_module(mod)
        except BaseException:
            sys.modules.pop(name, None)
            raise
        finally:
            if sys.path and sys.path[0] == here:
                sys.path.pop(0)
    else:
        try:
            mod = importlib.import_module(source)
        except ModuleNotFoundError as exc:
            if exc.name and source.startswith(exc.name):
                raise InputValueError(f"no file or importable module named {source!r}") from None
            raise
    if hasattr(mod, "CLAIMS"):
        found = getattr(mod, "CLAIMS")
        if not isinstance(found, (list, tuple)):
            raise InputTypeError(f"{source}: CLAIMS must be a list of Claim objects; got {type(found).__name__}")
        for i, c in enumerate(found):
            if not isinstance(c, Claim):
                raise InputTypeError(f"{source}: CLAIMS[{i}] must be a Claim; got {type(c).__name__}")
        found = list(found)
    else:
        found, seen = [], set()
        for value in vars(mod).values():
            if isinstance(value, Claim) and id(value) not in seen:
                seen.add(id(value))
                found.append(value)
    if not found:
        raise InputValueError(f"{source} defines no Claim (define Claim objects at top level or a CLAIMS list)")
    seen_ids = {}
    for c in found:
        check_claim_id(c.id, f"{source}: ")
        if c.id.upper() in seen_ids:       # IDs name figure files and --only selects by ID (case-insensitively)
            raise InputValueError(f"{source}: claim ID {c.id!r} is used twice (also by {seen_ids[c.id.upper()]!r}); "
                                  "claim IDs must be unique (case-insensitively)")
        seen_ids[c.id.upper()] = c.title
    return found


_TEX_SPECIAL = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#",
                "_": r"\_", "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}",
                "<": r"$<$", ">": r"$>$", "|": r"$|$"}
_TEX_UNICODE = {"⊗": r"\otimes", "⊕": r"\oplus", "Π": r"\Pi", "Σ": r"\Sigma", "∑": r"\sum", "∏": r"\prod",
                "ℓ": r"\ell", "α": r"\alpha", "β": r"\beta", "γ": r"\gamma", "δ": r"\delta", "θ": r"\theta",
                "φ": r"\phi", "ε": r"\varepsilon", "τ": r"\tau", "σ": r"\sigma", "λ": r"\lambda", "μ": r"\mu",
                "ρ": r"\rho", "π": r"\pi", "η": r"\eta", "κ": r"\kappa", "ψ": r"\psi", "ω": r"\omega",
                "Φ": r"\Phi", "Δ": r"\Delta", "Θ": r"\Theta", "Λ": r"\Lambda", "Ω": r"\Omega",
                "≤": r"\le", "≥": r"\ge", "≈": r"\approx", "≪": r"\ll", "≫": r"\gg", "≠": r"\ne", "≡": r"\equiv",
                "∼": r"\sim", "≲": r"\lesssim", "≳": r"\gtrsim", "∝": r"\propto", "→": r"\to", "←": r"\leftarrow",
                "↦": r"\mapsto", "⇒": r"\Rightarrow", "∈": r"\in", "∉": r"\notin", "⊂": r"\subset",
                "⊆": r"\subseteq", "∪": r"\cup", "∩": r"\cap", "∀": r"\forall", "∃": r"\exists",
                "∞": r"\infty", "√": r"\surd", "‖": r"\|", "∘": r"\circ", "×": r"\times", "±": r"\pm",
                "∓": r"\mp", "∂": r"\partial", "∇": r"\nabla", "∅": r"\emptyset", "·": r"\cdot", "…": r"\ldots",
                "⋯": r"\cdots", "⌊": r"\lfloor", "⌋": r"\rfloor", "⌈": r"\lceil", "⌉": r"\rceil",
                "ᵀ": r"^{T}", "⁺": r"^{+}", "⁻": r"^{-}", "ᵢ": r"_{i}", "ⱼ": r"_{j}", "ₖ": r"_{k}",
                "²": r"^{2}", "³": r"^{3}", "¹": r"^{1}", "⁰": r"^{0}", "⁴": r"^{4}", "⁵": r"^{5}", "⁶": r"^{6}",
                "⁷": r"^{7}", "⁸": r"^{8}", "⁹": r"^{9}", "₀": r"_{0}", "₁": r"_{1}", "₂": r"_{2}", "₃": r"_{3}",
                "₄": r"_{4}", "₅": r"_{5}", "₆": r"_{6}", "₇": r"_{7}", "₈": r"_{8}", "₉": r"_{9}"}
_TEX_TEXT = {"−": "-", "–": "--", "—": "---", "‘": "`", "’": "'", "“": "``", "”": "''", "✓": "yes", "✗": "no",
             "é": r"\'e", "è": r"\`e", "ü": r'\"u', "ö": r'\"o', "ä": r'\"a'}
_BREAK_AFTER = set(",;*=([")


# A one-letter symbol with a subscript and/or a superscript, written in ASCII: W_E, n_ctx, W_OV^h1,
# e^(−β), 2^j, A^{-1} (not inside a word: center_writing_weights stays text); or a bare ^(…) after ")".
_SCRIPTED = re.compile(r"(?<![A-Za-z0-9_\\])(?P<base>[A-Za-z0-9\u0391-\u03a9\u03b1-\u03c9])"
                       r"(?:_(?P<sub>\{[^{}]*\}|[A-Za-z0-9]{1,6}))?(?:\^(?P<sup>\([^()]*\)|\{[^{}]*\}|[A-Za-z0-9]+))?"
                       r"(?![A-Za-z0-9_])|\^(?P<bare>\([^()]*\)|\{[^{}]*\}|[A-Za-z0-9]+)")


def _math_text(text):
    """Characters in math mode: Unicode symbols by their commands, ``−`` as ``-``."""
    out = ""
    for ch in text:
        t = _TEX_UNICODE.get(ch) or {"−": "-"}.get(ch) or (ch if ch.isascii() and ch not in "\\&%$#_{}~^" else
                                                            _TEX_SPECIAL.get(ch, f"[U+{ord(ch):04X}]"))
        out += (" " if out[-1:].isalpha() and t[:1].isalpha() and out.rsplit("\\", 1)[-1].isalpha() else "") + t
    return out


def _scripted(m):
    """The LaTeX math of a :data:`_SCRIPTED` match (None: a lone letter, left as text)."""
    def group(g):
        g = g[1:-1] if g[:1] in "({" else g
        return "{" + _math_text(g) + "}"
    if m.group("bare") is not None:
        return "^" + group(m.group("bare"))
    sub, sup = m.group("sub"), m.group("sup")
    if sub is None and sup is None:
        return None
    base = _math_text(m.group("base"))
    if sub is not None:
        base += "_" + (group(sub) if sub[:1] == "{" else "{" + (sub if len(sub) == 1 else r"\mathrm{" + sub + "}") + "}")
    return base + ("" if sup is None else "^" + group(sup))


def tex_escape(text, breakable=False):
    """Escape plain text for LaTeX; math symbols become math mode, and a character with no
    LaTeX spelling is named (``[U+2263]``), never dropped.  A one-letter symbol with an ASCII
    subscript or superscript (``W_E``, ``n_ctx``, ``e^(−β)``, ``(W_E W_U)^T``) is set as math
    (``$W_{E}$``, ``$n_{\\mathrm{ctx}}$``, ``$e^{-\\beta}$``); identifiers inside words
    (``center_writing_weights``) stay text.  ``breakable=True`` lets long tokens
    (``KroneckerProduct(A,B)``, dicts) break after ``, ; * = ( [`` and ``_``.

    >>> print(tex_escape("A ⊗ W_U, α ≤ 1, x ≡ y"))
    A $\\otimes$ $W_{U}$, $\\alpha$ $\\le$ 1, x $\\equiv$ y
    >>> print(tex_escape("bound n_ctx·e^(−β); W_V (W_E W_U)^T W_O; center_writing_weights"))
    bound $n_{\\mathrm{ctx}}\\cdot e^{-\\beta}$; $W_{V}$ ($W_{E}$ $W_{U}$)$^{T}$ $W_{O}$; center\\_writing\\_weights
    """
    out = []  # (in math mode?, text); neighbouring math symbols share one $...$

    def add(piece):
        if out and out[-1][0] and piece[0]:
            prev = out[-1][1]
            sep = " " if prev[-1:].isalpha() and piece[1][:1].isalpha() else ""
            out[-1] = (True, prev + sep + piece[1])
        else:
            out.append(piece)

    text, pos = str(text), 0
    spans = [(m.start(), m.end(), t) for m in _SCRIPTED.finditer(text) if (t := _scripted(m)) is not None]
    for start, end, math in spans + [(len(text), len(text), None)]:
        for ch in text[pos:start]:
            if ch in _TEX_UNICODE:
                piece = (True, _TEX_UNICODE[ch])
            elif ch in _TEX_TEXT:
                piece = (False, _TEX_TEXT[ch])
            elif ord(ch) > 127:
                piece = (False, f"[U+{ord(ch):04X}]")
            else:
                piece = (False, _TEX_SPECIAL.get(ch, ch))
            add(piece)
            if breakable and (ch in _BREAK_AFTER or ch == "_"):
                out.append((False, r"\allowbreak{}"))
        if math is not None:
            add((True, math))
        pos = end
    return "".join("$" + _merge_scripts(t) + "$" if math else t for math, t in out)


def _merge_scripts(math):
    """``^{-}^{1}`` (from ``⁻¹``) → ``^{-1}``."""
    prev = None
    while prev != math:
        prev, math = math, re.sub(r"([\^_])\{([^{}]*)\}\1\{([^{}]*)\}", r"\1{\2\3}", math)
    return math


def tex_number(value):
    """A number or structure from the evidence, as compact LaTeX text: floats to 4 significant
    digits, lists comma-separated, dicts as ``key: value``.

    >>> print(tex_number({"a": [0.123456, 2], "b": "1/2"}))
    a: [0.1235, 2]; b: 1/2
    """
    if isinstance(value, float):
        return tex_escape(f"{value:.4g}")
    if isinstance(value, dict):
        return "; ".join(f"{tex_escape(k, True)}: {tex_number(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(tex_number(v) for v in value) + "]"
    return tex_escape(value, breakable=True)


def _number_rows(nums, depth):
    """Rows ``[key, value]`` of a numbers table; a nested dict becomes a heading row and
    indented rows below it (never a printed Python dict)."""
    rows = []
    for k, v in nums.items():
        key = r"\hspace*{" + f"{depth}em" + "}" + tex_escape(k, True) if depth else tex_escape(k, True)
        if isinstance(v, dict) and v and depth < 3:
            rows.append([key, ""])
            rows.extend(_number_rows(v, depth + 1))
        else:
            rows.append([key, tex_number(v)])
    return rows


def _display(body):
    """A display equation: an ``aligned`` block becomes ``align*`` (may break across pages)."""
    if body.startswith(r"\begin{aligned}") and body.endswith(r"\end{aligned}"):
        return r"\begin{align*}" + body[len(r"\begin{aligned}"):-len(r"\end{aligned}")] + r"\end{align*}"
    return r"\[" + body + r"\]"


def _longtable(spec, header, rows):
    head = " & ".join(rf"\textbf{{{h}}}" for h in header) + r" \\ \hline"
    return "\n".join([rf"\begin{{longtable}}{{{spec}}}", r"\hline", head, r"\endhead"]
                     + [" & ".join(r) + r" \\" for r in rows] + [r"\hline", r"\end{longtable}"])


_P = r">{\raggedright\arraybackslash}p"


def latex_section(result, latex):
    """A LaTeX ``\\section`` for one claim result: title in words (the claim ID as a tag),
    statement, derived expressions as display equations, checks and numbers as tables.
    Needs ``amsmath``, ``longtable`` and ``array`` (see :func:`theory.cli.latex_report`)."""
    title = tex_escape(result.title)
    title = title[:1].upper() + title[1:]
    lines = [rf"\section{{{title}}}\label{{claim:{result.id}}}",
             rf"\noindent\textbf{{Claim {tex_escape(result.id)}}} --- {tex_escape(result.status)} "
             rf"in {result.seconds:.2f}\,s.\par\smallskip",
             r"\noindent\textbf{Statement.} " + result.statement + r"\par"]
    for name, expr in result.expressions.items():
        body = expr if isinstance(expr, str) else latex(expr)
        lines.append(rf"\noindent {tex_escape(name)}:")
        lines.append(_display(body))
    checks = result.evidence.get("checks", [])
    if checks:
        rows = []
        for c in checks:
            detail = tex_escape(c["detail"], breakable=True)
            if "counterexample" in c:
                detail += r"\newline counterexample: " + tex_number(c["counterexample"])
            rows.append(["passed" if c["passed"] else r"\textbf{FAILED}", tex_escape(c["name"], True), detail])
        lines.append(_longtable(rf"|{_P}{{0.11\linewidth}}|{_P}{{0.34\linewidth}}|{_P}{{0.45\linewidth}}|",
                                ["result", "check", "detail"], rows))
    for key in ("error", "skipped"):
        if key in result.evidence:
            lines.append(rf"\begin{{description}}\item[{{{key}}}] {tex_escape(result.evidence[key], True)}\end{{description}}")
    if not checks and "error" not in result.evidence and "skipped" not in result.evidence:
        lines.append(r"\noindent No checks.\par")
    nums = result.evidence.get("numbers", {})
    if nums:
        rows = _number_rows(nums, 0)
        lines.append(_longtable(rf"|{_P}{{0.3\linewidth}}|{_P}{{0.62\linewidth}}|", ["number", "value"], rows))
    return "\n".join(lines)


def _np_bool():
    import numpy as np
    return np.bool_


def _verdict_size(p):
    """How many values a verdict holds (1 for a scalar; an array's, tensor's or SymPy matrix's size)."""
    import numpy as np
    if isinstance(p, np.ndarray):
        return p.size
    if _array_like(p):
        try:
            return int(np.asarray(_flat_array(p)).size)
        except Exception:  # noqa: BLE001 - not convertible: one (opaque) value, judged by _finite_number
            return 1
    return len(_flat(p))


def _masked(p):
    """A NumPy masked array (or the masked constant) with any entry masked."""
    import numpy as np
    return p is np.ma.masked or isinstance(p, np.ma.MaskedArray) and bool(np.ma.getmaskarray(p).any())


def _array_like(x):
    """Array-likes from other libraries (torch, JAX, CuPy, ...): they convert with ``np.asarray``."""
    return hasattr(x, "__array__") and not type(x).__module__.startswith("sympy")


def _flat_array(x):
    """``x`` as NumPy converts it (array-likes such as torch tensors detached first)."""
    return x.detach() if _array_like(x) and hasattr(x, "detach") else x


def _flat(x):
    """Every number in ``x`` (scalar, nested list, array or array-like such as a torch tensor; Fractions and
    SymPy numbers included).  A masked entry is ``None`` (not a number: it never passes)."""
    import numpy as np
    if isinstance(x, np.ndarray):
        return x.ravel().tolist()
    if _array_like(x):
        try:
            a = np.asarray(_flat_array(x))
        except Exception:  # noqa: BLE001 - an object that cannot be converted is one opaque (non-finite) value
            return [x]
        if a.dtype != object or a.ndim:
            return a.ravel().tolist()
    if isinstance(x, (list, tuple)):
        return [v for item in x for v in _flat(item)]
    if type(x).__module__.startswith("sympy") and hasattr(x, "tolist") and hasattr(x, "shape"):   # sympy.Matrix
        return _flat(x.tolist())
    return [x]


def _is_truth_value(p):
    """``bool``, NumPy ``bool_`` (also as a bool array) or SymPy ``true``/``false``: no finiteness question."""
    import numpy as np
    if isinstance(p, (bool, np.bool_)):
        return True
    if isinstance(p, np.ndarray) and p.dtype == bool:
        return True
    return type(p).__name__ in ("BooleanTrue", "BooleanFalse") and type(p).__module__.startswith("sympy")


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
    """``|a − e| ≤ atol + rtol·|e|`` elementwise, as a bool — ``False`` on any non-finite value or empty input.

    >>> within(1.0, 1.0 + 1e-12, atol=1e-9), within(float("nan"), 1.0, atol=1e9), within(2, 2)
    (True, False, True)
    """
    if not all_finite(actual, expected, rtol, atol):
        return False
    ok, _, _, empty = _compare(actual, expected, rtol, atol)
    return ok and not empty


def _rational(x):
    """``x`` as a :class:`~fractions.Fraction` when it is an exact rational (int, Fraction, SymPy
    Rational), else ``None`` (floats, complex and everything else)."""
    import fractions
    import numbers
    if isinstance(x, (numbers.Integral, fractions.Fraction)):
        return fractions.Fraction(x)
    if type(x).__module__.startswith("sympy") and getattr(x, "is_Rational", False):
        return fractions.Fraction(int(x.p), int(x.q))
    return None


def _to_float(q):
    try:
        return float(q)
    except OverflowError:
        return math.inf


def _compare(actual, expected, rtol, atol):
    """``(ok, max abs err, max rel err, empty)`` of ``|a − e| ≤ atol + rtol·|e|`` on finite input.

    When every entry of ``actual`` and ``expected`` is an exact rational (int, Fraction, SymPy
    Rational) that float64 would round, the comparison is exact (exact stays exact: 1/3 + 10⁻³⁰ ≠ 1/3).
    Where ``a − e`` or the bound overflows float64 (finite entries near 1.8e308), that entry is
    compared again with both sides divided by ``max(|a|, |e|)``, so ``inf ≤ inf`` never decides it.
    """
    import fractions

    import numpy as np

    from .errors import InputTypeError, ShapeError
    for what, x in (("actual", actual), ("expected", expected)):
        if any(isinstance(v, (str, bytes)) for v in _flat(x)):   # "1" == "1.0" as numbers: text is not a result
            raise InputTypeError(f"close_check: {what} must be numbers; got text {x!r:.60}")
    ra, re_ = [_rational(v) for v in _flat(actual)], [_rational(v) for v in _flat(expected)]
    if ra and re_ and None not in ra and None not in re_ and any(q.denominator != 1 or abs(q) > 2 ** 53
                                                                 for q in ra + re_):   # else float64 is exact
        a, e = np.broadcast_arrays(np.array(ra, dtype=object).reshape(np.shape(actual)),
                                   np.array(re_, dtype=object).reshape(np.shape(expected)))
        diff = [abs(x - y) for x, y in zip(a.ravel().tolist(), e.ravel().tolist())]   # not empty: ra, re_ are not
        r, t = (_rational(x) if _rational(x) is not None else fractions.Fraction(float(x)) for x in (rtol, atol))
        tiny = fractions.Fraction(1e-300)
        e = e.ravel().tolist()
        ok = all(d <= t + r * abs(y) for d, y in zip(diff, e))
        return ok, _to_float(max(diff)), _to_float(max(d / max(abs(y), tiny) for d, y in zip(diff, e))), False
    try:
        a = np.asarray(_flat_array(actual))
        e = np.asarray(_flat_array(expected))
        a = a.astype(complex if np.iscomplexobj(a) else float)
        e = e.astype(complex if np.iscomplexobj(e) else float)
    except ValueError as exc:             # a ragged nested list
        raise ShapeError(f"close_check: actual and expected must be arrays of numbers ({exc})"[:300]) from None
    if a.size == 0 or e.size == 0:
        return False, 0.0, 0.0, True
    try:
        a, e = (np.array(x, ndmin=1) for x in np.broadcast_arrays(a, e))
    except ValueError:
        raise ShapeError(f"close_check: actual has shape {a.shape} and expected {e.shape}: they do not broadcast "
                         f"(compare arrays of one shape, or an array with a scalar)") from None
    with np.errstate(over="ignore", invalid="ignore"):
        diff = np.abs(a - e)
        bound = atol + rtol * np.abs(e)
        holds = diff <= bound
        rel = diff / np.maximum(np.abs(e), 1e-300)
        over = ~(np.isfinite(diff) & np.isfinite(bound))
        if over.any():
            s = np.maximum(np.abs(a[over]), np.abs(e[over]))
            ds = np.abs(a[over] / s - e[over] / s)
            holds[over] = ds <= atol / s + rtol * np.abs(e[over] / s)
            rel[over] = ds / np.maximum(np.abs(e[over] / s), 1e-300)
    return bool(holds.all()), float(diff.max()), float(rel.max()), False


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
    ok, abs_err, rel_err, empty = _compare(actual, expected, rtol, atol)
    if empty:                 # np.all of nothing is True: an empty comparison must not verify (nor count as a control)
        return Check(name, False, _noted(note, f"nothing compared: actual has shape {np.shape(actual)}, expected "
                                               f"{np.shape(expected)} (empty input never passes)"),
                     counterexample, control=control, finite=False)
    return Check(name, ok, _noted(note, f"max abs err {abs_err:.3g}, max rel err {rel_err:.3g} "
                                        f"(rtol {_to_float(rtol):g}, atol {_to_float(atol):g})"),
                 None if ok else counterexample, control=control)


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
        from .errors import InputValueError
        raise InputValueError(f"bound_check {name!r} needs upper or lower; got neither")
    bounds = [b for b in (upper, lower) if b is not None]
    from .errors import InputTypeError
    for label, b in (("upper", upper), ("lower", lower)):
        if b is not None and (isinstance(b, (bool, np.bool_, str, bytes, complex, list, tuple)) or _verdict_size(b) != 1
                              or np.iscomplexobj(b) or isinstance(_flat(b)[0], (bool, str, bytes, complex))):
            raise InputTypeError(f"bound_check {name!r}: {label} must be a real number; got "
                                 f"{type(b).__name__} {b!r:.60}")
    flat = _flat(value)
    if any(isinstance(x, (str, bytes, complex)) for x in flat) or np.iscomplexobj(value):
        raise InputTypeError(f"bound_check {name!r}: {what} must be real numbers; got {value!r:.60}")
    if not flat:
        return Check(name, False, _noted(note, f"no {what} measured (empty input never passes)"), counterexample,
                     control=control, finite=False)
    if not all_finite(value, *bounds):
        return Check(name, False, _noted(note, _nonfinite_detail(**{what: value}, bound=bounds)), counterexample,
                     control=control, finite=False)
    # exact rationals (int, Fraction, SymPy Rational) are compared exactly, the rest as floats
    v = [q if q is not None else float(x) for x, q in ((x, _rational(x)) for x in flat)]
    upper, lower = (b if b is None or _rational(b) is None else _rational(b) for b in (upper, lower))
    ok, parts = True, []
    if upper is not None:
        hi = max(v)
        holds = bool(hi < upper if strict else hi <= upper)
        ok &= holds
        rel = ("<" if strict else "≤") if holds else ("≥" if strict else ">")
        parts.append(f"{'max ' if len(v) > 1 and what == 'value' else ''}{what} {_to_float(hi):.3g} {rel} "
                     f"{_to_float(upper):.3g}")
    if lower is not None:
        lo = min(v)
        holds = bool(lo > lower if strict else lo >= lower)
        ok &= holds
        rel = (">" if strict else "≥") if holds else ("≤" if strict else "<")
        parts.append(f"{'min ' if len(v) > 1 and what == 'value' else ''}{what} {_to_float(lo):.3g} {rel} "
                     f"{_to_float(lower):.3g}")
    return Check(name, ok, _noted(note, "; ".join(parts)), None if ok else counterexample, control=control)
