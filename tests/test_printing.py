"""LaTeX that drops into a paper, and short REPL displays.

The compile tests run pdflatex when a TeX engine is installed (they skip otherwise) and
read its log: an overfull box means the output does not fit the page.  The negative
controls run the same check on output that must fail it (one unbroken line).
"""
import re
import shutil
import subprocess

import numpy as np
import pytest
import sympy as sp

from theory import latex
from theory.circuits import AttentionOnlyModel, composition_scores, path_expansion, qk_expansion
from theory.claims import Check, Claim, Outcome, tex_escape
from theory.cli import latex_report
from theory.inference import GaussianPrior, TreePrior, optimal_adaptive, optimal_nonadaptive
from theory.inference.strategies.closed_forms import (adaptive_counting_bound, gaussian_isotropic, mse_adaptive,
                                           mse_adaptive_limit, nonadaptive_lower_bound, nonadaptive_upper_bound)
from theory.errors import InputTypeError

ENGINE = shutil.which("pdflatex")
needs_tex = pytest.mark.skipif(ENGINE is None, reason="no TeX engine (pdflatex) on this machine")


def compile_tex(tmp_path, doc, name="t"):
    """Compile ``doc``; return (return code, overfull hbox messages, log)."""
    (tmp_path / f"{name}.tex").write_text(doc)
    r = subprocess.run([ENGINE, "-interaction=nonstopmode", "-halt-on-error", f"{name}.tex"], cwd=tmp_path,
                       capture_output=True, text=True, timeout=180)
    log = (tmp_path / f"{name}.log").read_text(errors="replace")
    return r.returncode, re.findall(r"Overfull \\hbox \((\d+\.?\d*)pt too wide\)", log), log


def article(*displays):
    """A plain ``article`` page (the narrowest common text width, 345 pt)."""
    return ("\\documentclass{article}\n\\usepackage{amsmath}\n\\allowdisplaybreaks\n\\begin{document}\n"
            + "\n".join(displays) + "\n\\end{document}\n")


def long_expressions():
    return [path_expansion(n_heads=[2, 1, 1]), path_expansion(n_heads=[3, 3]),
            qk_expansion(n_heads=[2, 2, 1], layer=2, head=0), nonadaptive_lower_bound(K=12, M=2),
            mse_adaptive(), adaptive_counting_bound(), nonadaptive_upper_bound(), mse_adaptive_limit(M=3)]


def test_long_sums_break_and_stay_ascii():
    e = path_expansion(n_heads=[2, 1, 1])
    one_line = latex(e, terms_per_line=0)
    assert "\n" not in one_line and "aligned" not in one_line
    broken = latex(e, terms_per_line=3)
    lines = broken.split("\\\\\n")
    assert broken.startswith(r"\begin{aligned}") and len(lines) == 4          # 12 terms, 3 per line
    assert all(line.count(r"\otimes") == 3 for line in lines)
    # the broken form is the same sum: strip the layout and compare with the one-line form
    flat = re.sub(r"\\begin\{aligned\}\n&|\n\\end\{aligned\}|\\\\\n&\\quad", "", broken)
    assert flat == one_line
    assert latex(e, display=True).startswith(r"\begin{align*}")
    for x in long_expressions():
        assert all(ord(c) < 128 for c in latex(x)), x


@needs_tex
def test_long_expansions_compile_without_overfull_boxes(tmp_path):
    displays = [r"\[" + latex(x) + r"\]" for x in long_expressions()]
    displays.append(latex(path_expansion(n_heads=[4, 4]), display=True))   # 25 terms, may break across pages
    rc, overfull, log = compile_tex(tmp_path, article(*displays))
    assert rc == 0, log[-2000:]
    assert overfull == [], overfull


@needs_tex
def test_negative_control_one_line_expansion_overflows(tmp_path):
    rc, overfull, log = compile_tex(tmp_path, article(r"\[" + latex(path_expansion(n_heads=[2, 1, 1]), terms_per_line=0) + r"\]"))
    assert rc == 0, log[-2000:]
    assert overfull and float(overfull[0]) > 100


def test_substituted_closed_forms_carry_their_values_in_the_label():
    f = mse_adaptive(K=5, M=2)
    assert f.lhs == r"\mathrm{MSE}_{\mathrm{ad}}(5, 2)"
    v = f.subs(alpha="1/2")
    assert latex(v) == r"\mathrm{MSE}_{\mathrm{ad}}(5, 2)\big|_{\alpha = \tfrac{1}{2}} = \tfrac{35}{256}"
    # the value in the label is the independent sum Σ_{j=1}^{K−M} α^{M+j}(1 − 2^{−j}) at K=5, M=2, α=1/2
    from fractions import Fraction
    assert v() == sum(Fraction(1, 2) ** (2 + j) * (1 - Fraction(1, 2 ** j)) for j in range(1, 4)) == Fraction(35, 256)
    assert mse_adaptive(K=5).lhs == r"\mathrm{MSE}_{\mathrm{ad}}(5, M)"
    assert mse_adaptive_limit(M=2).lhs == r"\mathrm{MSE}_{\mathrm{ad}}(\infty, 2)"
    assert nonadaptive_upper_bound(K=6, j=2).lhs == r"\mathrm{UB}_{\mathrm{na}}(6, 3)"      # M = 2^j − 1
    assert gaussian_isotropic(D=4, M=1).subs(**{"s^2": 2}).lhs == r"\mathrm{MSE}_{\mathcal{N}}(4, 1)\big|_{s^{2} = 2}"
    # the generic label stays generic
    assert mse_adaptive().lhs == r"\mathrm{MSE}_{\mathrm{ad}}(K, M)"


def test_closed_forms_share_keyword_names_and_show_the_definition_on_request():
    assert mse_adaptive_limit(M=2).expr == mse_adaptive_limit().expr.subs(sp.Symbol("M", integer=True, positive=True), 2)
    assert nonadaptive_lower_bound(K=4, M=1) == nonadaptive_lower_bound(4, 1)
    assert mse_adaptive_limit(M_=2) == mse_adaptive_limit(M=2)              # older spelling still accepted
    with pytest.raises(TypeError):
        mse_adaptive_limit(N=2)
    raw = latex(mse_adaptive(K=5, M=2), simplified=False)
    assert r"\sum_{j=1}^{3}" in raw
    # the defining sum and the simplified form are the same function of α
    f = mse_adaptive(K=5, M=2)
    assert sp.simplify(f.definition.doit() - f.expr) == 0


def test_tex_escape_typesets_symbols_and_names_the_unknown():
    assert tex_escape("x ≡ y") == r"x $\equiv$ y"
    assert tex_escape("Σ⁻¹") == r"$\Sigma^{-1}$"
    assert tex_escape("∯") == "[U+222F]"                                  # never a silent '?'
    assert all(ord(c) < 128 for c in tex_escape("α ≤ β ⊕ γ → ∞ ± ²"))


def _awkward_results():
    """Claim results with everything that broke the report before: brackets in labels, ≡,
    nested numbers, long unbreakable tokens, a refuted claim with a counterexample."""
    long_token = "KroneckerProduct(A^h2*A^h1,W_U*W_OV^h2*W_OV^h1*W_E)" * 3
    good = Claim("X1", "a claim [with brackets] ≡ symbols", r"$a \equiv b$",
                 lambda: Outcome([Check("name [in brackets] ≡", True, long_token)],
                                 {"table": {"T(3,1/2) M=2 A": {"theory": "1/16", "sim": {"30": "0.16 ± 0.01"}}},
                                  "list": [0.123456789, 2, 3.5e-12]},
                                 {"expansion": path_expansion(n_heads=[2, 1, 1])}))
    bad = Claim("X2", "refuted", "1 = 2", lambda: Outcome([Check("one equals two", False, "1 ≠ 2", {"a": [1, 2]})]))
    return [good.execute(), bad.execute()]


def test_report_has_tables_not_python_dicts():
    doc = latex_report(_awkward_results())
    assert all(ord(c) < 128 for c in doc)
    assert "?" not in re.sub(r"\\texttt\{[^}]*\}", "", doc.split(r"\begin{document}")[1])
    assert r"\begin{longtable}" in doc and r"\{'" not in doc and "{'" not in doc
    assert r"$\equiv$" in doc
    assert "SPEC" not in doc and "../shared" not in doc
    assert r"\section{A claim [with brackets] $\equiv$ symbols}" in doc
    assert "counterexample" in doc


@needs_tex
def test_report_compiles_without_overfull_boxes(tmp_path):
    rc, overfull, log = compile_tex(tmp_path, latex_report(_awkward_results()), "report")
    assert rc == 0, log[-3000:]
    assert overfull == [], overfull


def test_reprs_are_short_and_say_what_they_are():
    T = TreePrior(4, "1/2")
    m = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=0)
    e = path_expansion(m)
    q = qk_expansion(m, layer=1, head=0)
    ad = optimal_adaptive(T, 3)
    objects = {"AdaptiveResult": ad, "Policy": ad.policy, "NonAdaptiveResult": optimal_nonadaptive(T, 3),
               "PathExpansion": e, "PathTerm": e.terms[-1], "PathValues": e.evaluate(m, [1, 2, 3]),
               "QKExpansion": q, "QKTerm": q.terms[-1], "QKValues": q.evaluate(m, [1, 2, 3]),
               "Forward": m.run([1, 2, 3]), "Head": m.heads[0][0], "ClosedForm": mse_adaptive(),
               "ClaimResult": _awkward_results()[0], "CompositionScores": composition_scores(m, "K"),
               "AdaptiveResult ": optimal_adaptive(GaussianPrior.isotropic(3, 1), 2)}
    for name, obj in objects.items():
        r = repr(obj)
        assert r.startswith(name.strip() + "("), r
        assert len(r) <= 160, (name, len(r), r)
    assert "1/32" in repr(ad)                                          # the headline number
    K = composition_scores(m, "K")
    assert f"{np.asarray(K).max():.4g}" in repr(K)


def test_repr_latex_is_math_mode():
    ad = optimal_adaptive(TreePrior(3, "1/2"), 2)
    for obj in (ad, ad.policy, path_expansion(n_heads=[2, 1]), mse_adaptive(K=5, M=2)):
        s = obj._repr_latex_()
        assert s.startswith("$") and s.endswith("$") and "itemize" not in s and r"\item" not in s
    assert r"\begin{cases}" in ad.policy._repr_latex_()


@needs_tex
def test_policy_and_repr_latex_compile(tmp_path):
    ad = optimal_adaptive(TreePrior(3, "1/2"), 2)
    g = optimal_adaptive(GaussianPrior.isotropic(3, 1), 2)
    doc = article(*[r"\[" + o._repr_latex_().strip("$") + r"\]" for o in (ad, g, ad.policy)])
    rc, overfull, log = compile_tex(tmp_path, doc)
    assert rc == 0, log[-2000:]


def test_docs_stay_inside_the_repository_and_state_every_claim():
    """README, docs, the package and the proofs never point at files outside the repository,
    and docs/theory.md states every registered claim by its ID."""
    from pathlib import Path

    from theory.claims import discover
    root = Path(__file__).resolve().parents[1]
    files = [root / "README.md", *sorted((root / "docs").glob("*.md")), *sorted((root / "theory").rglob("*.py")),
             *sorted((root / "proofs").rglob("*.py"))]
    outside = [str(f.relative_to(root)) for f in files if re.search(r"SPEC\.md|\.\./shared", f.read_text())]
    assert outside == []
    theory_md = (root / "docs" / "theory.md").read_text()
    missing = [c.id for c in discover() if not re.search(rf"\*\*{c.id}[ .]", theory_md)]
    assert missing == [], f"claims without a statement in docs/theory.md: {missing}"
    readme = (root / "README.md").read_text()
    assert "](docs/theory.md)" in readme


from hypothesis import example, given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


def _flatten(tex):
    return re.sub(r"\\begin\{aligned\}\n&|\n\\end\{aligned\}|\\\\\n&\\quad", "", tex)


@given(st.lists(st.integers(-5, 5).filter(bool), min_size=1, max_size=30), st.integers(1, 6), st.integers(5, 200))
@example([1], 1, 5)                      # a single term never breaks
@example([-1, -2, 3, -4], 1, 5)          # negative terms at line starts keep their sign
@example(list(range(1, 31)), 6, 5)
def test_line_breaking_only_moves_line_ends(coeffs, per_line, width):
    xs = sp.symbols(f"x1:{len(coeffs) + 1}")
    e = sp.Add(*[c * x for c, x in zip(coeffs, xs)], evaluate=False)
    one = latex(e, terms_per_line=0)
    by_count = latex(e, terms_per_line=per_line)
    by_width = latex(e, width=width)
    assert _flatten(by_count) == one and _flatten(by_width) == one
    n_lines = by_count.count("\\\\\n") + 1
    assert n_lines == -(-len(coeffs) // per_line)
    if len(coeffs) == 1:
        assert "aligned" not in by_width


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_printing_a_large_expansion_is_truncated():
    """str/latex of path_expansion(n_heads=[3]*6) (4096 terms, the default max_terms) took ~10 s each on the loaded
    machine and 436 000 characters; a 65 536-term QK expansion took 43 s to print (every term derived first).
    They now print the first MAX_PRINTED_TERMS terms, in order, and count the rest; small ones are unchanged."""
    import time
    from theory.circuits import path_expansion, qk_expansion
    from theory.circuits.symbolic.expansion import MAX_PRINTED_TERMS
    from theory.errors import InputValueError
    e = path_expansion(n_heads=[3] * 6)
    t0 = time.process_time()
    s, tex = str(e), e.latex()
    assert s.endswith(f" + … ({len(e) - MAX_PRINTED_TERMS:,} more terms)") and s.count(" ⊗ ") == MAX_PRINTED_TERMS
    assert tex.endswith(r"\dots \text{ (3,840 more terms)}")
    assert s.startswith("Id ⊗ W_U*W_E + A^h(1,1) ⊗ W_U*W_OV^h(1,1)*W_E")               # order 0 first
    q = qk_expansion(n_heads=[3] * 5, layer=4, head=0, max_terms=10 ** 6)
    assert str(q).endswith("(65,280 more terms)") and "terms" not in q.__dict__        # not derived in full
    assert time.process_time() - t0 < 10                                                 # was ~60 s
    small = path_expansion(n_heads=[1, 1])                                               # unchanged below the cap
    assert str(small) == "Id ⊗ W_U*W_E + A^h1 ⊗ W_U*W_OV^h1*W_E + A^h2 ⊗ W_U*W_OV^h2*W_E + A^h2*A^h1 ⊗ W_U*W_OV^h2*W_OV^h1*W_E"
    for k in (-1, 1.5):                                                                  # by_order returned []
        with pytest.raises((InputValueError, InputTypeError), match="k must be an integer"):
            small.by_order(k)
    assert len(small.by_order(2)) == 1 and small.by_order(3) == []
