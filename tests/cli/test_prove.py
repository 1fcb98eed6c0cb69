"""Issue 25 item 6 (the ``theory prove`` parts): the terminal table shows the evidence in full,
wrapped to the width, and the LaTeX report sets ASCII math (W_E, n_ctx·e^(−β)) as math."""
import re

import pytest

from theory.claims import Check, Claim, Outcome, latex_section
from theory.cli import format_table, latex_report
from theory.printing import latex

LONG = ("max |sim − DP| / SE 1.22 ≤ 4 over 4000 draws per reading count, reweighted posterior means, "
        "the worst of M = 1, 2, 3 at trial 7")


def _results():
    ok = Claim("T1", "a claim whose title is longer than the title column of the table",
               "$x$", lambda: Outcome([Check("end to end", True, LONG),
                                                       Check("control", False, "refuted", control=True)],
                                      numbers={"worst ratio": 1.2215, "simulations": 4000,
                                               "table": {f"K={k}": f"{k}/7" for k in range(9)}}))
    bad = Claim("T2", "refuted", "$y$", lambda: Outcome([Check("bound n_ctx·e^(−β)", False, LONG),
                                                                  Check("control", False, "refuted", control=True)]))
    return [ok.execute(), bad.execute()]


@pytest.mark.parametrize("width", [100, 72, 160])
def test_table_shows_the_evidence_in_full_within_the_width(width):
    table = format_table(_results(), width=width)
    lines = table.splitlines()
    assert all(len(ln) <= width for ln in lines), [ln for ln in lines if len(ln) > width]
    body = lines[2:-1]
    if width >= 86:                                    # evidence beside the title: read the two columns apart
        flat = " ".join(" ".join(ln[25:55] for ln in body).split()) + " " + " ".join(" ".join(ln[56:] for ln in body).split())
    else:                                              # evidence on the lines under each claim
        flat = " ".join(table.split())
    assert "…" not in flat.replace("… 9 entries", "")                 # nothing cut, only a collection summarised
    assert " ".join(LONG.split()) in flat                               # the failed check's detail, whole
    assert "FAILED bound n_ctx·e^(−β)" in flat
    assert "worst ratio=1.22" in flat and "simulations=4000" in flat and "K=0: 0/7, K=1: 1/7, … 9 entries" in flat
    assert "a claim whose title is longer than the title column of the table" in flat


def test_latex_evidence_is_math_not_ascii():
    checks = [Check("bound n_ctx·e^(−β)", True, "worst 1e-3 ≤ n_ctx·e^(−β)"),
              Check("negative control: W_V (W_E W_U)^T W_O matches", False, "refuted", control=True)]
    r = Claim("T3", "scripts", "$z$", lambda: Outcome(checks, numbers={"max |W_OV|": 2.0})).execute()
    tex = latex_section(r, latex)
    assert r"$n_{\mathrm{ctx}}\cdot e^{-\beta}$" in tex
    assert r"$W_{V}$ (\allowbreak{}$W_{E}$ $W_{U}$)$^{T}$ $W_{O}$" in tex
    assert r"$W_{\mathrm{OV}}$" in tex
    assert r"\textasciicircum" not in tex and r"n\_ctx" not in tex and r"W\_E" not in tex
    doc = latex_report([r])
    for line in doc.splitlines():                      # math opened is closed, braces balance: it can compile
        assert line.replace(r"\$", "").count("$") % 2 == 0, line
        assert line.count("{") - line.count(r"\{") == line.count("}") - line.count(r"\}"), line
