"""The docs agree with each other and with the code where that is cheap to check (issue 25 item 7)."""
import glob
import math
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _read(*p):
    return open(os.path.join(ROOT, *p), encoding="utf-8").read()


def test_tours_have_distinct_numbers_and_are_all_linked_from_the_readme():
    readme = _read("README.md")
    tours = sorted(glob.glob(os.path.join(ROOT, "docs", "tour_*.md")))
    numbers = {}
    for path in tours:
        m = re.match(r"# Tour (\d+) — ", open(path, encoding="utf-8").readline())
        assert m, f"{path}: the first line must be '# Tour N — …'"
        numbers.setdefault(int(m.group(1)), []).append(os.path.basename(path))
    assert all(len(v) == 1 for v in numbers.values()), numbers
    assert sorted(numbers) == list(range(1, len(tours) + 1)), numbers
    for path in tours:
        assert f"(docs/{os.path.basename(path)})" in readme, f"README does not link {path}"


def test_theory_md_names_no_fixed_last_claim_id():
    """'L1…L8' went stale when L9 was added: claim lists are open-ended, every proof is in the README table."""
    theory = _read("docs", "theory.md")
    assert not re.search(r"[CIL]1\s*[…–-]\s*[CIL]\d", theory), re.findall(r"[CIL]1\s*[…–-]\s*[CIL]\d", theory)
    readme = _read("README.md")
    for proof in glob.glob(os.path.join(ROOT, "proofs", "[CIL][0-9]*_*.py")):
        cid = os.path.basename(proof).split("_", 1)[0]
        assert f"| {cid} |" in readme, f"{cid} is missing from the README's table of claims"


def test_glossary_defines_the_jargon_and_the_readme_table_links_it():
    theory, readme = _read("docs", "theory.md"), _read("README.md")
    glossary = theory.split("## Glossary", 1)[1].split("\n## ", 1)[0]
    for term in ("Pre-registration", "positive–positive corner", "Mean field", "Counting bound", "Shapley split"):
        assert f"{term}" in glossary, term
    assert theory.index("## Glossary") < theory.index("positive–positive corner")   # defined before first use
    table = readme.index("| claim | what is checked |")
    assert "(docs/theory.md#glossary)" in readme[table - 400:table]


def test_power_law_exponent_is_the_same_in_theory_md_readme_and_cli(capsys):
    """p = log₂(1/α) > 0 with MSE_na ∝ (M+1)^(−p): checked against the slope of the exact MSE_na(2^j − 1)
    (= MSE_ad(j), I4) on a log-log scale, computed here without the closed form under test."""
    from fractions import Fraction

    import numpy as np

    from theory.cli import main
    from theory.inference.strategies.closed_forms import mse_adaptive
    theory, readme = _read("docs", "theory.md"), _read("README.md")
    assert r"exponent $p = \log_2(1/\alpha) > 0$" in theory
    assert re.search(r"\| I4 \|[^\n]*exponent p = log₂\(1/α\)", readme)
    assert main(["scaling", "--alpha", "3/4", "--depth", "2"]) == 0
    p_cli = float(re.search(r"exponent p = log₂\(1/α\) = ([0-9.]+)", capsys.readouterr().out).group(1))
    js = np.arange(6, 14)
    y = [math.log(float(mse_adaptive(60, int(j))(alpha=Fraction(3, 4)))) for j in js]
    slope = np.polyfit(js * math.log(2), y, 1)[0]
    assert abs(p_cli - math.log2(4 / 3)) < 1e-6 and abs(-slope - p_cli) < 0.02, (p_cli, slope)


def test_tree_depth_is_named_depth_in_the_api_and_docs():
    """TreePrior takes depth (positional or depth=), not K=; the docs say so and never write TreePrior(K=…)."""
    import pytest

    from theory.inference import TreePrior
    assert TreePrior(depth=3, alpha="1/2").depth == TreePrior(3, "1/2").depth == 3
    with pytest.raises(TypeError):
        TreePrior(K=3, alpha="1/2")
    docs = _read("README.md") + "".join(open(p, encoding="utf-8").read()
                                        for p in glob.glob(os.path.join(ROOT, "docs", "*.md")))
    assert "TreePrior(K=" not in docs and "`TreePrior(depth, alpha)`" in _read("docs", "theory.md")
