"""Moved module paths: every rename the docs mention names an old path and its new home."""
import re

import pytest

from tests.helpers import _read


def _moved_paths():
    """Every old module path that still imports, from the packages' own tables: old → new."""
    from theory.system.moved import OLD_PATHS
    return {old: new for old, (new, _removal) in OLD_PATHS.items()}


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 10; tests/test_newcomer3.py)")
def test_renames_in_the_docs_name_an_old_path_and_its_new_home():
    moved = _moved_paths()
    docs = _read("README.md") + _read("docs", "reference.md")
    pairs = re.findall(r"`(theory[\w.]*)` is now `(theory[\w.]*)`", docs)
    assert pairs, "the changelog names the renames"
    for old, new in pairs:
        assert moved.get(old) == new, f"`{old}` is now `{new}`: the code moves {old} to {moved.get(old)}"
    listed = re.findall(r"(?:old paths|flat paths of\s+version [\d.]+) \(([^)]*)\)", docs)
    assert len(listed) >= 2, listed
    for group in listed:
        for path in re.findall(r"`(theory[\w.]*)`", group):
            assert path in moved, f"{path} is listed as an old path but is no old path ({sorted(moved)[:4]}…)"


def test_the_old_modules_public_names_resolve_on_their_old_paths(recwarn):
    """Issue 39 review: names that left a split module (loaders → fold, trained; report → record) still resolve
    on the old path, and 0.2's registration function still works."""
    import importlib
    import sys
    import warnings
    warnings.simplefilter("always")
    for name in ("theory.circuits.checkpoints.loaders", "theory.circuits.checkpoints.report", "theory._moved"):
        sys.modules.pop(name, None)
    loaders = importlib.import_module("theory.circuits.checkpoints.loaders")
    from theory.circuits.formats.fold import SCALE_RTOL, buffers_note
    from theory.circuits.training.trained import resolve_name
    assert (loaders.SCALE_RTOL, loaders.buffers_note, loaders.resolve_name) == (SCALE_RTOL, buffers_note, resolve_name)
    report = importlib.import_module("theory.circuits.checkpoints.report")
    from theory.circuits.heads.rules import DEFAULT_RULE
    assert report.INDUCTION_RULE == DEFAULT_RULE.name == "attention_only"
    old = importlib.import_module("theory._moved")
    old.keep_old_paths("theory", {"an_old_name_for_testing": "testing"})
    import theory.testing
    assert importlib.import_module("theory.an_old_name_for_testing") is theory.testing
    assert any("theory.an_old_name_for_testing moved to theory.testing" in str(w.message) for w in recwarn)
    from theory.system.moved import OLD_PATHS
    OLD_PATHS.pop("theory.an_old_name_for_testing")
    sys.modules.pop("theory.an_old_name_for_testing")
