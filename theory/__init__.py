"""theory — an analytic and symbolic math engine for the theory of transformers.

Two domains: :mod:`theory.circuits` (attention-only transformer circuits) and
:mod:`theory.inference` (adaptive inference with function vectors).  Every claim of
the theory written out in the repository's ``docs/theory.md`` is checked by ``theory prove``.
"""
import os as _os

from theory.system import checkout as _checkout
from theory.system import moved as _moved_paths
from theory.identities import check, expectation, identity_claim
from theory.printing import latex, sstr

__version__ = "0.3.0"
__all__ = ["check", "expectation", "identity_claim", "latex", "sstr", "__version__"]

_moved_paths.install()       # old module paths (theory.system.moved.OLD_PATHS) import, with a warning

# the claims are the repository's top-level proofs/, installed as theory.proofs; from a checkout, found there
_checkout.keep_proofs_of_checkout(__name__, _os.path.dirname(__file__))
