"""Optimal measurement strategies (docs/theory.md, Part II): what the best reader of θ achieves.

* :mod:`.optimal` — the result types (:class:`~.optimal.AdaptiveResult`, :class:`~.optimal.Policy`,
  :class:`~.optimal.NonAdaptiveResult`) and the dispatch on the prior (``optimal_adaptive``,
  ``optimal_nonadaptive``, ``nonadaptive_sweep``).  The solvers below never import it:
* :mod:`.adaptive` — exact adaptive dynamic programming for finite priors;
* :mod:`.nonadaptive` — best fixed coordinate sets for finite priors (tree orbit search,
  ``bound_achieving_set``, ``tree_set_mse``);
* :mod:`.gaussian` — Gaussian posteriors, ``coordinate_mse``, Gaussian DPs, ``bellman_by_quadrature``;
* :mod:`.lmmse` — the best affine estimator (I5);
* :mod:`.closed_forms` — SymPy closed forms and bounds (I2–I4);
* :mod:`.loss`, :mod:`.problems` — loss masses and the finite measurement problems the solvers share.
"""
