"""Adaptive inference and function vectors (docs/theory.md, Part II).

Four folders, by idea:

* :mod:`.priors` — :class:`GaussianPrior`, :class:`DiscretePrior`, :class:`TreePrior`;
* :mod:`.strategies` — the optimal measurement strategies: Bayes-optimal adaptive and
  non-adaptive strategies by dynamic programming (:func:`optimal_adaptive`,
  :func:`optimal_nonadaptive`), Gaussian posteriors, LMMSE, SymPy closed forms and bounds
  (:mod:`theory.inference.strategies.closed_forms`), loss masses;
* :mod:`.models` — the linear-attention models: compiled Models A/B/C, finite N, key patching, data;
* :mod:`.learning` — training the models, learned-policy analysis, the ReLU networks they use.

:mod:`.numbers` (exact numbers and their printing) is shared by priors and strategies.

The flat module paths of version 0.1 (``theory.inference.closed_forms``,
``theory.inference.training``, …) still import, with a DeprecationWarning, as the same
module objects as their new homes (table ``_MOVED``).
"""
from theory._moved import keep_old_paths
from theory.inference.priors import DiscretePrior, GaussianPrior, TreePrior
from theory.inference.strategies.gaussian import bellman_by_quadrature, coordinate_mse, posterior
from theory.inference.strategies.nonadaptive import bound_achieving_set
from theory.inference.strategies.optimal import (AdaptiveResult, NonAdaptiveResult, Policy, nonadaptive_sweep, optimal_adaptive,
                                 optimal_nonadaptive)

__all__ = ["GaussianPrior", "DiscretePrior", "TreePrior", "optimal_adaptive", "AdaptiveResult", "Policy",
           "optimal_nonadaptive", "NonAdaptiveResult", "nonadaptive_sweep", "bound_achieving_set", "posterior", "coordinate_mse",
           "bellman_by_quadrature"]

# old flat module (theory.inference.<old>) → its home now (theory.inference.<new>).  The dispatch and
# result types of the old adaptive.py / nonadaptive.py (optimal_adaptive, Policy, AdaptiveResult,
# optimal_nonadaptive, NonAdaptiveResult, nonadaptive_sweep) moved to strategies.optimal.
_MOVED = {
    "adaptive": "strategies.adaptive",
    "nonadaptive": "strategies.nonadaptive",
    "gaussian": "strategies.gaussian",
    "lmmse": "strategies.lmmse",
    "closed_forms": "strategies.closed_forms",
    "loss": "strategies.loss",
    "problems": "strategies.problems",
    "linear_attention": "models.linear_attention",
    "finite_n": "models.finite_n",
    "patching": "models.patching",
    "data": "models.data",
    "training": "learning.training",
    "sampled_training": "learning.sampled_training",
    "learned_policy": "learning.learned_policy",
    "mlp": "learning.mlp",
}

keep_old_paths(__name__, _MOVED)
