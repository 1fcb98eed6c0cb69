"""What the package installs: the claims inside its namespace, nothing else at top level."""
import pytest

from tests.paths import ROOT


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 10; tests/test_newcomer3.py)")
def test_the_claims_live_inside_the_package_namespace_and_nothing_else_is_installed_at_top_level():
    """Issue 33 item 11: `pip install -e .` installed a top-level package named `proofs` (a generic name that can
    collide with a user's own); the claims are `theory.proofs`, and `theory prove` finds them there.  Issue 39:
    the claims' folder is the repository's top-level `proofs/` again, but installed as `theory.proofs`
    (setup.cfg's package_dir, setup.py's package list; tests/test_install.py builds and installs it)."""
    import configparser
    import os
    import runpy
    root = ROOT
    cfg = configparser.ConfigParser()
    cfg.read(os.path.join(root, "setup.cfg"))
    packages = runpy.run_path(os.path.join(root, "setup.py"), run_name="setup_packages")["packages"](root)
    assert packages and all(p == "theory" or p.startswith("theory.") for p in packages), packages
    assert {"theory", "theory.proofs", "theory.proofs._runs", "theory.circuits"} <= set(packages)
    assert cfg.get("options", "package_dir").split() == ["theory.proofs", "=", "proofs"]
    assert not cfg.has_option("options", "packages")          # setup.py's list, not find: (which cannot map proofs/)
    from theory.claims.discovery import discover
    assert {c.id for c in discover()} >= {"C1", "I1", "L1"}
    assert os.path.isfile(os.path.join(root, "proofs", "__init__.py"))
    assert not os.path.exists(os.path.join(root, "theory", "proofs"))
