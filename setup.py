"""The package list, which setup.cfg cannot write: the packages of ``theory/`` and those of the top-level
``proofs/`` folder, installed as ``theory.proofs`` (setup.cfg's ``package_dir``), so that an install adds no
top-level package but ``theory``.  Everything else is in setup.cfg."""
from setuptools import find_packages, setup


def packages(root="."):
    """``theory``, its subpackages, and ``theory.proofs`` with its subpackages (``proofs/`` in the tree)."""
    import os
    theory = find_packages(root, include=["theory", "theory.*"])
    proofs = ["theory.proofs", *(f"theory.proofs.{p}" for p in find_packages(os.path.join(root, "proofs")))]
    return theory + proofs


if __name__ == "__main__":
    setup(packages=packages())
