"""Where the repository and the tests' own folder are, for tests in any folder below ``tests/``."""
import os

TESTS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(TESTS)
