"""The claims of a source checkout: the repository's top-level ``proofs/`` is installed as ``theory.proofs``
(setup.cfg's ``package_dir``).  In a checkout used without installing it (``PYTHONPATH``), or beside an
install of another checkout, :func:`keep_proofs_of_checkout` makes ``theory.proofs`` that top-level folder."""
import configparser
import importlib.abc
import importlib.util
import os
import sys

__all__ = ["keep_proofs_of_checkout", "proofs_of_checkout"]


class _CheckoutProofs(importlib.abc.MetaPathFinder):
    """Import ``<package>.proofs`` from the checkout's top-level ``proofs/`` folder."""

    def __init__(self, package, folder):
        self.name, self.folder = f"{package}.proofs", folder

    def find_spec(self, fullname, path=None, target=None):
        if fullname != self.name:
            return None
        return importlib.util.spec_from_file_location(fullname, os.path.join(self.folder, "__init__.py"),
                                                      submodule_search_locations=[self.folder])


def proofs_of_checkout(package_dir):
    """The top-level ``proofs/`` folder of the source checkout holding the package folder ``package_dir``,
    when its setup.cfg installs that folder as ``<package>.proofs``; None for an install (a wheel puts
    ``proofs/`` inside the package) or any other folder."""
    if os.path.isfile(os.path.join(package_dir, "proofs", "__init__.py")):
        return None
    root, package = os.path.split(os.path.abspath(package_dir))
    folder, setup_cfg = os.path.join(root, "proofs"), os.path.join(root, "setup.cfg")
    if not (os.path.isfile(os.path.join(folder, "__init__.py")) and os.path.isfile(setup_cfg)):
        return None
    cfg = configparser.ConfigParser()
    try:
        cfg.read(setup_cfg, encoding="utf-8")
    except (configparser.Error, UnicodeDecodeError):
        return None
    mapping = [line.split("=", 1) for line in cfg.get("options", "package_dir", fallback="").splitlines() if "=" in line]
    return folder if any((k.strip(), v.strip()) == (f"{package}.proofs", "proofs") for k, v in mapping) else None


def keep_proofs_of_checkout(package, package_dir):
    """Let ``<package>.proofs`` import from the checkout's top-level ``proofs/`` (:func:`proofs_of_checkout`),
    ahead of every other finder: a stale ``<package>/proofs/`` folder or another checkout's editable install
    must not shadow it.  Does nothing for an install."""
    folder = proofs_of_checkout(package_dir)
    if folder and not any(isinstance(f, _CheckoutProofs) and f.name == f"{package}.proofs" for f in sys.meta_path):
        sys.meta_path.insert(0, _CheckoutProofs(package, folder))
