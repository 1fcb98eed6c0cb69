"""Adaptive inference and function vectors (docs/theory.md, Part II).

Priors (:class:`GaussianPrior`, :class:`DiscretePrior`, :class:`TreePrior`), exact
posteriors, Bayes-optimal adaptive and non-adaptive strategies by dynamic programming
(:func:`optimal_adaptive`, :func:`optimal_nonadaptive`) and SymPy closed forms
(:mod:`theory.inference.closed_forms`).
"""
from .adaptive import AdaptiveResult, Policy, optimal_adaptive
from .gaussian import bellman_by_quadrature, coordinate_mse, posterior
from .nonadaptive import NonAdaptiveResult, bound_achieving_set, optimal_nonadaptive
from .priors import DiscretePrior, GaussianPrior, TreePrior

__all__ = ["GaussianPrior", "DiscretePrior", "TreePrior", "optimal_adaptive", "AdaptiveResult", "Policy",
           "optimal_nonadaptive", "NonAdaptiveResult", "bound_achieving_set", "posterior", "coordinate_mse",
           "bellman_by_quadrature"]
