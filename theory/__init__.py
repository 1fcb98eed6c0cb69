"""theory — an analytic and symbolic math engine for the theory of transformers.

Two domains: :mod:`theory.circuits` (attention-only transformer circuits) and
:mod:`theory.inference` (adaptive inference with function vectors).  Every claim of
the theory written out in the repository's ``docs/theory.md`` is checked by ``theory prove``.
"""
from theory._moved import keep_old_paths
from theory.identities import check, expectation, identity_claim
from theory.printing import latex, sstr

__version__ = "0.2.0"
__all__ = ["check", "expectation", "identity_claim", "latex", "sstr", "__version__"]

# old module (theory.<old>) → its home now: the Hypothesis strategies renamed for what they are; the
# printing of a claim as written went into the identities package, its only user
_MOVED = {"strategies": "testing", "as_written": "identities.as_written"}
keep_old_paths(__name__, _MOVED)
