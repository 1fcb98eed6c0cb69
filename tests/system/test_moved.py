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
