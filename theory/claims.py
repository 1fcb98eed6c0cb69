"""The claim registry: what a claim is, how its outcome is recorded, how claims are found.

A claim module in ``proofs/`` defines ``CLAIM = Claim(...)``.  Its ``run`` function
computes, and returns an :class:`Outcome` made of named :class:`Check` s.  The status is
*derived* from the checks — ``verified`` when every check passed, ``refuted`` when one
failed (its ``counterexample`` is kept) — never set by hand.  An exception inside
``run`` gives status ``error`` with the traceback's last line as evidence.

>>> c = Claim("X0", "toy", "1 + 1 = 2", lambda: Outcome([Check("sum", 1 + 1 == 2, "1+1=2")]))
>>> r = c.execute()
>>> (r.status, r.evidence["checks"][0]["passed"])
('verified', True)
>>> bad = Claim("X1", "false toy", "1 + 1 = 3", lambda: Outcome([Check("sum", 1 + 1 == 3, "1+1=2", counterexample=2)]))
>>> bad.execute().status
'refuted'
"""
from __future__ import annotations

import importlib
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
    """

    name: str
    passed: bool
    detail: str = ""
    counterexample: Any = None

    def __post_init__(self):
        object.__setattr__(self, "passed", bool(self.passed))

    def as_dict(self):
        d = {"name": self.name, "passed": self.passed, "detail": self.detail}
        if not self.passed and self.counterexample is not None:
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
    def status(self):
        if self.skipped:
            return SKIPPED
        if not self.checks:
            return ERROR
        return VERIFIED if all(c.passed for c in self.checks) else REFUTED


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
        ev = {"checks": [c.as_dict() for c in out.checks], "numbers": _jsonable(out.numbers)}
        if out.skipped:
            ev["skipped"] = out.skipped
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


_USER_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9.-]*$")


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
            raise InputValueError(f"claim file {source!r} does not exist")
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
    for c in found:
        if not isinstance(c.id, str) or not _USER_ID.match(c.id):
            raise InputValueError(f"{source}: claim ID {c.id!r} must be letters, digits, '.' and '-', "
                                  "starting with a letter or digit")
    return found


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


def close_check(name, actual, expected, rtol, atol, counterexample=None):
    """A :class:`Check` that ``actual ≈ expected`` elementwise (``|a−e| ≤ atol + rtol·|e|``).

    The detail reports the max absolute and relative error and the tolerances.

    >>> close_check("x", [1.0, 2.0], [1.0, 2.0 + 1e-12], rtol=1e-9, atol=0).passed
    True
    >>> close_check("x", [1.0], [1.1], rtol=1e-9, atol=0).passed
    False
    """
    import numpy as np
    a, e = np.asarray(actual, dtype=complex if np.iscomplexobj(actual) else float), np.asarray(expected)
    diff = np.abs(a - e)
    ok = bool(np.all(diff <= atol + rtol * np.abs(e)))
    abs_err = float(diff.max()) if diff.size else 0.0
    rel_err = abs_err / max(float(np.abs(e).max()) if e.size else 0.0, 1e-300)
    return Check(name, ok, f"max abs err {abs_err:.3g}, max rel err {rel_err:.3g} (rtol {rtol:g}, atol {atol:g})",
                 None if ok else counterexample)
