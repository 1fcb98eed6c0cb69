"""The tests are filed by subject, mirroring the package (docs/layout.md): no test file is named after the
process that wrote it (a campaign, a round, mutation testing); where a test came from is its
``found_by`` marker."""
import os
import re

from tests.paths import TESTS

PROCESS = re.compile(r"redteam|kill|mutation|newcomer|round\d|attack|campaign")


def _python_files():
    for folder, dirs, files in os.walk(TESTS):
        dirs[:] = [d for d in dirs if d not in ("data", "__pycache__")]
        for name in files:
            if name.endswith(".py"):
                yield os.path.relpath(os.path.join(folder, name), TESTS)


def test_no_test_file_is_named_after_a_process():
    files = list(_python_files())
    assert "test_test_files.py" in files and os.path.join("circuits", "formats", "test_gguf.py") in files  # the walk sees them
    named = [path for path in files if PROCESS.search(path.lower())]
    assert not named, f"file tests by subject (mirroring theory/), provenance goes into @pytest.mark.found_by: {named}"
