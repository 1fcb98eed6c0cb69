"""Looking for a violating instance: every 0/1 choice of the free parameters at the smallest
dimensions first (the simplest violation, independent of the random search), then instances
drawn with Hypothesis (seeded, so reproducible)."""
from __future__ import annotations

import itertools
import os
from contextlib import contextmanager
from fractions import Fraction

import numpy as np

from theory import structured as S
from theory.errors import InputValueError
from theory.identities.problem import Instance



class _Found(Exception):
    pass


SIMPLE_PARAMS = 10
MAX_EXAMPLES = 100_000


def simplest_first(problem):
    """Every 0/1 choice of the free parameters at the smallest dimensions, in lexicographic order
    (when there are at most ``SIMPLE_PARAMS`` of them): the first violation is the simplest one,
    independent of the random search.  ``(instance or None, valid instances tried)``."""
    dims = {k: lo for k, (lo, _) in problem.ranges.items()}
    base, free = {}, []
    for name in sorted(problem.info.matrices) + sorted(k for k in problem.info.scalars if k not in problem.info.dims):
        kind, rank = problem.kind(name)
        if name in problem.info.matrices:
            r, c = problem.shape(name, dims)
            spec = S.param_shapes(kind, r, c, rank)
        else:
            spec = S.param_shapes(kind, 1, 1)
        base[name] = {}
        for p, (shape, dom) in spec.items():
            one = Fraction(1) if problem.exact else 1.0
            arr = np.full(shape, one if dom != "free" else 0 * one, dtype=object if problem.exact else float)
            base[name][p] = arr if shape else arr[()]
            if dom == "free":
                free += [(name, p, idx) for idx in (np.ndindex(*shape) if shape else [()])]
    if len(free) > SIMPLE_PARAMS:
        return None, 0
    tried = 0
    for bits in itertools.product((0, 1), repeat=len(free)):
        params = {k: {p: (a.copy() if isinstance(a, np.ndarray) else a) for p, a in v.items()} for k, v in base.items()}
        for (name, p, idx), b in zip(free, bits):
            val = (Fraction(b) if problem.exact else float(b))
            if idx == ():
                params[name][p] = val
            else:
                params[name][p][idx] = val
        inst = Instance(dict(dims), params)
        bad = problem.violates(inst)
        if bad is None:
            continue
        tried += 1
        if bad:
            return inst, tried - 1
    return None, tried


def search_counterexample(problem, max_examples, seed):
    """Draw instances with Hypothesis until one violates the identity: ``(instance or None, valid count)``."""
    from hypothesis import HealthCheck, Phase, Verbosity, assume, given, settings   # a runtime dependency (setup.cfg)
    from hypothesis import seed as hseed
    from hypothesis.errors import Unsatisfiable
    found, count = [], [0]

    @hseed(seed)
    @settings(max_examples=max_examples, deadline=None, database=None, derandomize=False,
              phases=(Phase.explicit, Phase.generate), verbosity=Verbosity.quiet, report_multiple_bugs=False,
              suppress_health_check=list(HealthCheck), print_blob=False)
    @given(problem.strategy())
    def run(inst):
        bad = problem.violates(inst)
        assume(bad is not None)
        if bad:
            if not found:
                found.append(inst)
            raise _Found
        count[0] += 1

    try:
        with _hypothesis_storage():
            run()
    except _Found:
        pass
    except Unsatisfiable:
        raise InputValueError("no valid instance could be drawn (every draw made an inverse singular or a power "
                              "undefined); declare structure in where=, e.g. 'positive definite'") from None
    except BaseException as exc:  # an ExceptionGroup of _Found
        if not found or not _only_found(exc):
            raise
    return (found[0] if found else None), count[0]


@contextmanager
def _hypothesis_storage():
    """Hypothesis' files (its cache of source constants) go to ``<cache_root>/hypothesis`` while
    :func:`check` searches, not to ``.hypothesis/`` in the current folder; a folder the user chose
    (``HYPOTHESIS_STORAGE_DIRECTORY``, ``set_hypothesis_home_dir``) is kept, and the setting is restored."""
    from hypothesis import configuration
    from theory.system.files import cache_root
    known = hasattr(configuration, "__hypothesis_home_directory") and hasattr(configuration, "set_hypothesis_home_dir")
    old = getattr(configuration, "__hypothesis_home_directory", None)      # None: not decided yet
    default = getattr(configuration, "__hypothesis_home_directory_default", None)
    if not known or os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY") or (old is not None and old != default):
        yield            # another Hypothesis (no way to restore its setting) or the user's own folder: left alone
        return
    configuration.set_hypothesis_home_dir(os.path.join(cache_root(), "hypothesis"))
    try:
        yield
    finally:
        configuration.set_hypothesis_home_dir(old)


def _only_found(exc):
    subs = getattr(exc, "exceptions", None)
    if subs is None:
        return isinstance(exc, _Found)
    return all(_only_found(e) for e in subs)
