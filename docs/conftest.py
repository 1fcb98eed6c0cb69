"""The tours under pytest exactly as under plain doctest (``python -m doctest docs/tour_checkpoint.md``,
no pytest needed by a reader at a REPL):

* an example gets only the doctest options it states itself (``# doctest: +ELLIPSIS``), not the
  project's ``doctest_optionflags`` (setup.cfg), which ``python -m doctest`` does not know;
* a tour that needs packages outside the base install says so in its second line,
  ``<!-- needs: torch transformers -->`` (an HTML comment: invisible when rendered), and is skipped
  here when one of them is not installed — the tour itself imports them plainly.
"""
import doctest
import importlib.util
import os
import re

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
NEEDS = re.compile(r"<!-- needs: ([\w .-]+?) -->")
PLAIN_DOCTEST_OFF = (doctest.ELLIPSIS, doctest.NORMALIZE_WHITESPACE)
EXTRA = {"matplotlib": "plots", "torch": "train", "transformers": "peers"}     # the extra that installs each


def tour_needs(path):
    """The packages a tour's ``<!-- needs: … -->`` line names (``[]`` when it has none)."""
    with open(path, encoding="utf-8") as f:
        m = NEEDS.search(f.read())
    return m.group(1).split() if m else []


def pytest_collection_modifyitems(config, items):
    for item in items:
        path = str(getattr(item, "path", ""))
        dtest = getattr(item, "dtest", None)
        if dtest is None or not path.endswith(".md") or os.path.dirname(path) != HERE:
            continue
        for example in dtest.examples:          # an option the example does not set: off, as in plain doctest
            for flag in PLAIN_DOCTEST_OFF:
                example.options.setdefault(flag, False)
        missing = [m for m in tour_needs(path) if importlib.util.find_spec(m) is None]
        if missing:
            extras = sorted({EXTRA.get(m, "peers") for m in missing})
            item.add_marker(pytest.mark.skip(reason=f"{os.path.basename(path)} needs {', '.join(missing)} "
                                                    f"(pip install -e '.[{','.join(extras)}]')"))
