"""What the package installs: the claims inside its namespace, nothing else at top level."""
import pytest

from tests.paths import ROOT


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 10; tests/test_newcomer3.py)")
def test_the_claims_live_inside_the_package_namespace_and_nothing_else_is_installed_at_top_level():
    """Issue 33 item 11: `pip install -e .` installed a top-level package named `proofs` (a generic name that can
    collide with a user's own); the claims are `theory.proofs` now, and `theory prove` finds them there."""
    import configparser
    import os
    from setuptools import find_packages
    root = ROOT
    cfg = configparser.ConfigParser()
    cfg.read(os.path.join(root, "setup.cfg"))
    include = cfg.get("options.packages.find", "include").split()
    packages = find_packages(root, include=include)
    assert packages and all(p == "theory" or p.startswith("theory.") for p in packages), packages
    assert "theory.proofs" in packages
    from theory.claims.discovery import discover
    assert {c.id for c in discover()} >= {"C1", "I1", "L1"}
    assert not os.path.exists(os.path.join(root, "proofs"))
