"""Priors on the task vector θ (docs/theory.md, Part II).

:mod:`.distributions` holds :class:`GaussianPrior`, :class:`DiscretePrior` and
:class:`TreePrior` (the tree T(K, α)) and their size limits; they are re-exported here, so
``from theory.inference.priors import TreePrior`` works as it always did.
"""
from theory.inference.priors.distributions import (MAX_ARRAY_DEPTH, MAX_DISCRETE_DEPTH, MAX_DISCRETE_ENTRIES, MAX_NUMERIC_DIM,
                            MAX_SAMPLE_ENTRIES, MAX_SYMBOLIC_DIM, MAX_TREE_DEPTH, MAX_TREE_ENTRIES, DiscretePrior,
                            GaussianPrior, TreePrior)

__all__ = ["GaussianPrior", "DiscretePrior", "TreePrior", "MAX_ARRAY_DEPTH", "MAX_DISCRETE_DEPTH",
           "MAX_DISCRETE_ENTRIES", "MAX_NUMERIC_DIM", "MAX_SAMPLE_ENTRIES", "MAX_SYMBOLIC_DIM", "MAX_TREE_DEPTH",
           "MAX_TREE_ENTRIES"]
