"""Adaptive inference and function vectors (docs/theory.md, Part II).

Four folders, by idea:

* :mod:`.priors` — :class:`GaussianPrior`, :class:`DiscretePrior`, :class:`TreePrior`;
* :mod:`.strategies` — the optimal measurement strategies: Bayes-optimal adaptive and
  non-adaptive strategies by dynamic programming (:func:`optimal_adaptive`,
  :func:`optimal_nonadaptive`), Gaussian posteriors, LMMSE, SymPy closed forms and bounds
  (:mod:`theory.inference.strategies.closed_forms`), loss masses;
* :mod:`.models` — the linear-attention models: compiled Models A/B/C, finite N, key patching, data,
  the ReLU networks they are made of;
* :mod:`.training` — training the models, learned-policy analysis.

:mod:`.numbers` (exact numbers and their printing) is shared by priors and strategies.

Old module paths (``theory.inference.closed_forms``, ``theory.inference.learning.training``, …)
still import, with a DeprecationWarning, as the same module objects as their new homes (one table:
:data:`theory.system.moved.OLD_PATHS`).
"""
from theory.inference.priors import DiscretePrior, GaussianPrior, TreePrior
from theory.inference.strategies.gaussian import bellman_by_quadrature, coordinate_mse, posterior
from theory.inference.strategies.nonadaptive import bound_achieving_set
from theory.inference.strategies.optimal import (AdaptiveResult, NonAdaptiveResult, Policy, nonadaptive_sweep, optimal_adaptive,
                                 optimal_nonadaptive)

__all__ = ["GaussianPrior", "DiscretePrior", "TreePrior", "optimal_adaptive", "AdaptiveResult", "Policy",
           "optimal_nonadaptive", "NonAdaptiveResult", "nonadaptive_sweep", "bound_achieving_set", "posterior", "coordinate_mse",
           "bellman_by_quadrature"]
