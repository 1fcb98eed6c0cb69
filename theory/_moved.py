"""Old module paths that still import after a regrouping (shared; imports neither domain).

A package that moved modules calls :func:`keep_old_paths` with a table ``{old: new}`` of
paths relative to itself; ``import <package>.<old>`` then gives the module object of
``<package>.<new>`` (the same object, not a copy) with a :class:`DeprecationWarning`.

>>> import importlib, sys, warnings
>>> _ = sys.modules.pop("theory.circuits.model", None)
>>> with warnings.catch_warnings(record=True) as w:
...     warnings.simplefilter("always")
...     old = importlib.import_module("theory.circuits.model")
>>> from theory.circuits.models import model as new
>>> old is new, "moved to theory.circuits.models.model" in str(w[-1].message)
(True, True)
"""
import importlib
import importlib.abc
import importlib.util
import sys
import warnings

__all__ = ["keep_old_paths"]


class _MovedModules(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Import ``<package>.<old>`` as the module object of its new home, with a DeprecationWarning."""

    def __init__(self, package, table):
        self.package, self.table = package, dict(table)

    def find_spec(self, fullname, path=None, target=None):
        prefix = self.package + "."
        old = fullname[len(prefix):] if fullname.startswith(prefix) else None
        if old not in self.table:
            return None
        spec = importlib.util.spec_from_loader(fullname, self)
        spec.loader_state = f"{self.package}.{self.table[old]}"
        return spec

    def create_module(self, spec):
        new = spec.loader_state
        warnings.warn(f"{spec.name} moved to {new}; import it from there", DeprecationWarning, stacklevel=2)
        module = importlib.import_module(new)
        spec.loader_state = module.__spec__          # importlib overwrites __spec__ with the alias's; restored below
        return module

    def exec_module(self, module):
        module.__spec__ = module.__spec__.loader_state


def keep_old_paths(package, table):
    """Let ``package.<old>`` import as ``package.<new>`` for each ``old: new`` of ``table`` (once per package)."""
    if not any(isinstance(f, _MovedModules) and f.package == package for f in sys.meta_path):
        sys.meta_path.insert(0, _MovedModules(package, table))   # first: a stale old file must not shadow the move
