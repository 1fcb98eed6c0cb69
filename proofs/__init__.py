"""The claims: one module per claim, ``ID_slug.py``, each defining ``CLAIM = Claim(...)``.

This folder sits at the top of the repository and is installed as ``theory.proofs`` (setup.cfg's
``package_dir``; in a source checkout :mod:`theory` finds it next to itself).  ``theory prove``
discovers the claims here by their ``CLAIM`` (:func:`theory.claims.discover`); the ID of a module's
claim is its file name up to the first ``_``.  The pre-registered training runs that several claims
share live in ``_runs/``; claim modules import ``_runs`` and the package, never each other.  Their old
paths (``theory.proofs.C4``, ``theory.proofs._corpus``, …) are in :data:`theory.system.moved.OLD_PATHS`.
"""
