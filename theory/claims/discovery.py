"""Finding claims: the modules of ``theory.proofs`` (the repository's top-level ``proofs/``, one
``ID_slug.py`` per claim: :func:`discover`, :func:`claim_modules`, :func:`claim_module`) and a user's file or
module (:func:`load`)."""
from __future__ import annotations

import importlib
import pkgutil
import re

from theory.claims.ids import check_claim_id
from theory.claims.model import Claim



def _natural_key(claim_id):
    m = re.match(r"([A-Za-z]+)(\d+)", claim_id)
    return (m.group(1), int(m.group(2))) if m else (claim_id, 0)


def discover(package="theory.proofs"):
    """Import every module of ``package`` and return its claims sorted by ID (C1 < C2 < C10)."""
    return [claim for claim, _ in claim_modules(package)]


def claim_module(claim_id, package="theory.proofs"):
    """The module of ``package`` that defines claim ``claim_id`` (the file ``<ID>_<slug>.py``), imported;
    an unknown ID is an :class:`~theory.errors.InputValueError`.

    >>> claim_module("L10").__name__
    'theory.proofs.L10_phase_change'
    """
    pkg = importlib.import_module(package)
    names = [info.name for info in pkgutil.iter_modules(pkg.__path__) if not info.name.startswith("_")]
    for name in names:
        if name.split("_", 1)[0] == claim_id:
            return importlib.import_module(f"{package}.{name}")
    from theory.errors import InputValueError
    raise InputValueError(f"no claim {claim_id!r} in {package}: its modules are {', '.join(sorted(names))}")


def claim_modules(package="theory.proofs"):
    """``[(claim, module name)]`` of every module of ``package`` that defines ``CLAIM``, sorted by ID.

    A claim module is named ``ID_slug`` (``C4_composition_baseline``): the part of its name before the
    first ``_`` is its claim's ID, and a module whose ``CLAIM`` has another ID is an
    :class:`~theory.errors.InputValueError`.  Modules and packages whose name starts with ``_`` (the
    shared ``_runs``) are not claims.

    >>> dict((c.id, m) for c, m in claim_modules())["C4"]
    'theory.proofs.C4_composition_baseline'
    """
    pkg = importlib.import_module(package)
    found = []
    for info in pkgutil.iter_modules(pkg.__path__):
        if info.name.startswith("_"):
            continue
        name = f"{package}.{info.name}"
        claim = getattr(importlib.import_module(name), "CLAIM", None)
        if isinstance(claim, Claim):
            if info.name.split("_", 1)[0] != claim.id:
                from theory.errors import InputValueError
                raise InputValueError(f"{name} defines claim {claim.id!r}: a claim module is named after its "
                                      f"claim's ID, ID_slug.py ({claim.id}_{info.name.partition('_')[2] or 'slug'}.py)")
            found.append((claim, name))
    ids = [c.id for c, _ in found]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        raise RuntimeError(f"duplicate claim IDs in {package}: {sorted(dup)}")
    return sorted(found, key=lambda cm: _natural_key(cm[0].id))


def load(source):
    """The claims of a user's Python file or importable module.

    This module's :class:`Claim`, :class:`Check`, :class:`Outcome` (with its ``figures``:
    ``{stem: draw(pyplot, path)}``), :func:`close_check` and :func:`load` are public API:
    ``theory prove my_claims.py`` (or ``theory prove my.module``) runs a user's claims with
    the progress, table, ``--json``, ``--latex``, ``--figures`` and exit codes of the
    built-in ones, and ``--list`` shows what would run.  :func:`theory.identity_claim` and
    ``theory.check(...).claim(ID)`` make claims from identities.

    ``source`` is a path to a ``.py`` file (its directory is put first on ``sys.path``
    while it is imported, so it can import its neighbours) or a dotted module name.  The
    module's ``CLAIMS`` list is used when it has one, else every module-level
    :class:`Claim`, in definition order.  Claim IDs must be letters, digits, ``.`` and
    ``-`` (they name figure files).  Errors (no such file or module, no claims, a bad
    ``CLAIMS`` entry) are :class:`~theory.errors.InputValueError` /
    :class:`~theory.errors.InputTypeError`; an exception raised by the user's code while
    importing propagates.

    >>> [c.id for c in load("theory.proofs.C1_virtual_head")]
    ['C1']
    """
    import importlib.util
    import os
    import sys

    from theory.errors import InputTypeError, InputValueError
    if not isinstance(source, str) or not source.strip():
        raise InputTypeError(f"a claim source must be a file path or module name; got {source!r}")
    is_path = source.endswith(".py") or os.sep in source or "/" in source or os.path.exists(source)
    if is_path:
        path = os.path.abspath(source)
        if not os.path.isfile(path):
            raise InputValueError(f"claim file {source!r} " + ("is a directory, not a .py file" if os.path.isdir(path)
                                                                else "does not exist"))
        stem = re.sub(r"\W", "_", os.path.splitext(os.path.basename(path))[0])
        name = f"_theory_user_claims_{stem}_{abs(hash(path)) % 10**8}"
        spec = importlib.util.spec_from_file_location(name, path)
        if spec is None or spec.loader is None:
            raise InputValueError(f"claim file {source!r} is not a Python file")
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod
        here = os.path.dirname(path)
        sys.path.insert(0, here)
        try:
            spec.loader.exec_module(mod)
        except BaseException:
            sys.modules.pop(name, None)
            raise
        finally:
            if sys.path and sys.path[0] == here:
                sys.path.pop(0)
    else:
        try:
            mod = importlib.import_module(source)
        except ModuleNotFoundError as exc:
            if exc.name and source.startswith(exc.name):
                raise InputValueError(f"no file or importable module named {source!r}") from None
            raise
    if hasattr(mod, "CLAIMS"):
        found = getattr(mod, "CLAIMS")
        if not isinstance(found, (list, tuple)):
            raise InputTypeError(f"{source}: CLAIMS must be a list of Claim objects; got {type(found).__name__}")
        for i, c in enumerate(found):
            if not isinstance(c, Claim):
                raise InputTypeError(f"{source}: CLAIMS[{i}] must be a Claim; got {type(c).__name__}")
        found = list(found)
    else:
        found, seen = [], set()
        for value in vars(mod).values():
            if isinstance(value, Claim) and id(value) not in seen:
                seen.add(id(value))
                found.append(value)
    if not found:
        raise InputValueError(f"{source} defines no Claim (define Claim objects at top level or a CLAIMS list)")
    seen_ids = {}
    for c in found:
        check_claim_id(c.id, f"{source}: ")
        if c.id.upper() in seen_ids:       # IDs name figure files and --only selects by ID (case-insensitively)
            raise InputValueError(f"{source}: claim ID {c.id!r} is used twice (also by {seen_ids[c.id.upper()]!r}); "
                                  "claim IDs must be unique (case-insensitively)")
        seen_ids[c.id.upper()] = c.title
    return found
