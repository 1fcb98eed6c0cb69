"""theory — an analytic and symbolic math engine for the theory of transformers.

Two domains: :mod:`theory.circuits` (attention-only transformer circuits) and
:mod:`theory.inference` (adaptive inference with function vectors).  Every claim of
the theory written out in the repository's ``docs/theory.md`` is checked by ``theory prove``.
"""
import os as _os

from ._moved import keep_old_paths, keep_proofs_of_checkout
from .identities import check, expectation, identity_claim
from .printing import latex, sstr

__version__ = "0.2.0"
__all__ = ["check", "expectation", "identity_claim", "latex", "sstr", "__version__"]

# old module (theory.<old>) → its home now: the Hypothesis strategies renamed for what they are; the
# printing of a claim as written went into the identities package, its only user
_MOVED = {"strategies": "testing", "as_written": "identities.as_written"}
keep_old_paths(__name__, _MOVED)

# the claims are the repository's top-level proofs/, installed as theory.proofs; from a checkout, found there
keep_proofs_of_checkout(__name__, _os.path.dirname(__file__))
