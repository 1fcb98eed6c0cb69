"""A claim's LaTeX section for ``theory prove --latex``: evidence text escaped for LaTeX, with
ASCII math (``W_E``, ``e^(−β)``, Unicode symbols) typeset as math, numbers as LaTeX."""
from __future__ import annotations

import re


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


def latex_section(result, latex, source=None):
    """A LaTeX ``\\section`` for one claim result: title in words (the claim ID as a tag),
    statement, derived expressions as display equations, checks and numbers as tables (a
    counterexample that brings its LaTeX, as :meth:`theory.identities.Counterexample.latex`, as
    math below them); ``source`` (a user's claims file or module) is named under the title.
    Needs ``amsmath``, ``longtable`` and ``array`` (see :func:`theory.cli.latex_report`)."""
    title = tex_escape(result.title)
    title = title[:1].upper() + title[1:]
    lines = [rf"\section{{{title}}}\label{{claim:{result.id}}}",
             rf"\noindent\textbf{{Claim {tex_escape(result.id)}}} --- {tex_escape(result.status)} "
             rf"in {result.seconds:.2f}\,s"
             + ("" if source is None else r", defined in \texttt{" + tex_escape(source, breakable=True) + "}")
             + r".\par\smallskip",
             r"\noindent\textbf{Statement.} " + result.statement + r"\par"]
    if result.evidence.get("precondition"):          # registered LaTeX text, like the statement
        lines.append(r"\noindent\textbf{Precondition} (the statement is tested only where it holds). "
                     + result.evidence["precondition"] + r"\par")
    pre = result.evidence.get("precondition checks", [])
    if pre:
        lines.append(_longtable(rf"|{_P}{{0.11\linewidth}}|{_P}{{0.34\linewidth}}|{_P}{{0.45\linewidth}}|",
                                ["precondition", "check", "detail"],
                                [["holds" if c["passed"] else r"\textbf{fails}", tex_escape(c["name"], True),
                                  tex_escape(c["detail"], breakable=True)] for c in pre]))
    for name, expr in result.expressions.items():
        body = expr if isinstance(expr, str) else latex(expr)
        lines.append(rf"\noindent {tex_escape(name)}:")
        lines.append(_display(body))
    checks = result.evidence.get("checks", [])
    if checks:
        rows, typeset = [], []
        for c in checks:
            detail = tex_escape(c["detail"], breakable=True)
            if "counterexample latex" in c:       # theory.check's Counterexample.latex(): as math, below the table
                typeset.append(c)
                detail += r"\newline counterexample: below the table"
            elif "counterexample" in c:
                detail += r"\newline counterexample: " + tex_number(c["counterexample"])
            rows.append(["passed" if c["passed"] else r"\textbf{FAILED}", tex_escape(c["name"], True), detail])
        lines.append(_longtable(rf"|{_P}{{0.11\linewidth}}|{_P}{{0.34\linewidth}}|{_P}{{0.45\linewidth}}|",
                                ["result", "check", "detail"], rows))
        for c in typeset:
            parts = [p for p in str(c["counterexample latex"]).split(r",\quad ") if p.strip()]
            lines.append(r"\noindent\textbf{Counterexample} to " + tex_escape(c["name"], True) + ":")
            lines.append(r"\begin{gather*}" + " \\\\\n".join(parts) + r"\end{gather*}")
            if c.get("counterexample note"):
                lines.append(r"\noindent " + tex_escape(c["counterexample note"], True) + r"\par")
    for key in ("error", "skipped", "inconclusive"):
        if key in result.evidence:
            lines.append(rf"\begin{{description}}\item[{{{key}}}] {tex_escape(result.evidence[key], True)}\end{{description}}")
    if not checks and not {"error", "skipped", "inconclusive"} & set(result.evidence):
        lines.append(r"\noindent No checks.\par")
    nums = result.evidence.get("numbers", {})
    if nums:
        rows = _number_rows(nums, 0)
        lines.append(_longtable(rf"|{_P}{{0.3\linewidth}}|{_P}{{0.62\linewidth}}|", ["number", "value"], rows))
    return "\n".join(lines)
