"""Hypothesis strategies for property-testing claims about transformers.

>>> from hypothesis import given, settings
>>> from theory.testing import attention_models
>>> from theory.circuits import path_expansion
>>> @settings(max_examples=5, deadline=None)
... @given(attention_models(max_layers=2))
... def check(mt):
...     model, tokens = mt
...     v = path_expansion(model).evaluate(model, tokens)
...     assert abs(v.total - model.logits(tokens)).max() < 1e-9
>>> check()

Strategies: :func:`models` (random attention-only models), :func:`attention_models`
(a model with a valid token sequence), :func:`tree_priors`, :func:`gaussian_priors`
(random SPD covariances, numeric or exact), :func:`rational_alphas`.

Structured matrices (the ones :func:`theory.check` draws for ``where=``), exact
``Fraction`` arrays by default (``entries="float"`` for floats): :func:`matrices`
(any structure of :mod:`theory.structured`), :func:`symmetric_matrices`,
:func:`orthogonal_matrices`, :func:`positive_definite_matrices`, :func:`causal_patterns`
(row-stochastic lower-triangular, like attention patterns), :func:`low_rank_matrices`.

>>> import numpy as np
>>> from theory.testing import orthogonal_matrices, causal_patterns
>>> @settings(max_examples=20, deadline=None)
... @given(orthogonal_matrices(3), causal_patterns(4))
... def exact_structure(Q, A):
...     assert np.all(Q.T @ Q == np.eye(3, dtype=int))            # exact, no tolerance
...     assert np.all(A.sum(axis=1) == 1) and np.all(np.triu(A, 1) == 0)
>>> exact_structure()
"""
from __future__ import annotations

import functools
from fractions import Fraction

import numpy as np
import sympy as sp
from hypothesis import strategies as st

from theory import structured as _S
from theory.errors import InputValueError, TooLargeError
from theory.validation import check_size, positive_int


def models(max_layers=3, max_heads=3, max_d_model=6, max_d_head=4, max_vocab=7, max_ctx=6,
           positional=None, uniform_heads=False):
    """Small random :class:`~theory.circuits.AttentionOnlyModel` s (Gaussian weights, random scales).

    >>> models(max_layers=0)
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: max_layers must be an integer >= 1; got 0
    """
    bounds = dict(max_layers=positive_int("max_layers", max_layers), max_heads=positive_int("max_heads", max_heads),
                  max_d_model=positive_int("max_d_model", max_d_model, minimum=2),
                  max_d_head=positive_int("max_d_head", max_d_head),
                  max_vocab=positive_int("max_vocab", max_vocab, minimum=2), max_ctx=positive_int("max_ctx", max_ctx))
    return _models(positional=positional, uniform_heads=uniform_heads, **bounds)


@st.composite
def _models(draw, max_layers, max_heads, max_d_model, max_d_head, max_vocab, max_ctx, positional, uniform_heads):
    from theory.circuits import AttentionOnlyModel
    L = draw(st.integers(1, max_layers))
    heads = draw(st.lists(st.integers(1, max_heads), min_size=L, max_size=L))
    if uniform_heads:
        heads = [heads[0]] * L
    d_model, d_head = draw(st.integers(2, max_d_model)), draw(st.integers(1, max_d_head))
    n_vocab, n_ctx = draw(st.integers(2, max_vocab)), draw(st.integers(1, max_ctx))
    pos = draw(st.booleans()) if positional is None else positional
    seed = draw(st.integers(0, 2**31 - 1))
    scale = draw(st.sampled_from([None, 1.0, 2.0]))
    return AttentionOnlyModel.random(L, heads, d_model, d_head, n_vocab, n_ctx, seed=seed, positional=pos, scale=scale)


@st.composite
def attention_models(draw, **kw):
    """``(model, tokens)`` with tokens a valid sequence for the model."""
    m = draw(models(**kw))
    n = draw(st.integers(1, m.n_ctx if m.n_ctx else 6))
    toks = draw(st.lists(st.integers(0, m.n_vocab - 1), min_size=n, max_size=n))
    return m, np.array(toks)


def rational_alphas(max_denominator=40):
    """Exact α in (0, 1)."""
    max_denominator = positive_int("max_denominator", max_denominator, minimum=2)
    lo, hi = Fraction(1, max_denominator), Fraction(max_denominator - 1, max_denominator)
    return st.fractions(min_value=lo, max_value=hi, max_denominator=max_denominator)


def tree_priors(max_depth=4):
    """``TreePrior(K, α)`` with K ≤ max_depth and an exact α."""
    return _tree_priors(positive_int("max_depth", max_depth))


@st.composite
def _tree_priors(draw, max_depth):
    from theory.inference import TreePrior
    return TreePrior(draw(st.integers(1, max_depth)), draw(rational_alphas()))


def gaussian_priors(max_dim=4, exact=False):
    """Gaussian priors with random SPD covariance ``AAᵀ + I`` (integer A when ``exact``)."""
    max_dim = positive_int("max_dim", max_dim)
    check_size(f"gaussian_priors(max_dim={max_dim}) (a dense max_dim×max_dim covariance)", max_dim ** 2,
               "use a smaller max_dim")
    return _gaussian_priors(max_dim, exact)


@st.composite
def _gaussian_priors(draw, max_dim, exact):
    from theory.inference import GaussianPrior
    D = draw(st.integers(1, max_dim))
    seed = draw(st.integers(0, 2**31 - 1))
    rng = np.random.default_rng(seed)
    if exact:
        A = rng.integers(-2, 3, size=(D, D))
        return GaussianPrior(sp.Matrix(A @ A.T + np.eye(D, dtype=int)))
    A = rng.normal(size=(D, D))
    return GaussianPrior(A @ A.T + 0.1 * np.eye(D))


# ---------------------------------------------------------------- structured matrices
ENTRY_BOUND = 4          # free parameters lie in [-4, 4]
MAX_DENOMINATOR = 4      # exact parameters are fractions p/q with q ≤ 4
MAX_DRAWN_PARAMETERS = 8000
"""Most parameters one matrix (or one :func:`entries` list) draws: Hypothesis generates at most
8 KiB of choices per example (a 100×100 matrix is unsatisfiable; 10⁴×10⁴ exhausted memory)."""


def _check_parameters(what, count):
    if count > MAX_DRAWN_PARAMETERS:
        raise TooLargeError(f"{what} would draw {count:,} parameters (limit MAX_DRAWN_PARAMETERS = "
                            f"{MAX_DRAWN_PARAMETERS:,}; Hypothesis generates at most 8 KiB per example); "
                            "use smaller matrices")


def entries(domain="free", kind="rational", size=None):
    """Parameter values in ``domain`` (``"free"``: [-4, 4]; ``"positive"``; ``"nonzero"``;
    ``"weight"``: an integer 1..4; ``"sign"``: ±1): small ``Fraction`` s p/q (q ≤ 4, one q per
    draw) for ``kind="rational"``, integers (as ``Fraction``) for ``kind="integer"``, floats
    for ``kind="float"``.  ``size=None`` draws one
    value, an integer ``size`` a list of that many.

    >>> from hypothesis import find
    >>> find(entries("positive"), lambda x: True)       # the simplest positive value
    Fraction(1, 1)
    """
    if kind not in ("rational", "integer", "float"):
        raise InputValueError(f"entries must be 'rational', 'integer' or 'float'; got {kind!r}")
    if domain not in ("free", "positive", "nonzero", "weight", "sign"):
        raise InputValueError(f"domain must be free, positive, nonzero, weight or sign; got {domain!r}")
    if size is not None:
        size = positive_int("size", size, minimum=0)
        _check_parameters(f"entries(size={size})", size)
    return _entry_values(domain, kind, size)


def _decode(k, domain, q):
    """Byte ``k`` → a value of ``domain`` (zero bytes give the simplest value: 0, 1, or 1/q)."""
    if domain == "sign":
        return 1 if k % 2 == 0 else -1
    if domain == "weight":
        return 1 + k % ENTRY_BOUND
    if domain == "positive":
        return Fraction(1 + k % (ENTRY_BOUND * q), q)
    if domain == "nonzero":
        k %= 2 * ENTRY_BOUND * q
        return Fraction((k // 2 + 1) * (1 if k % 2 == 0 else -1), q)
    k %= 2 * ENTRY_BOUND * q + 1                    # zigzag: 0, 1, -1, 2, -2, ...
    return Fraction((k + 1) // 2 if k % 2 else -(k // 2), q)


@functools.lru_cache(maxsize=None)
def _bytes(n):
    return st.binary(min_size=n, max_size=n)


@functools.lru_cache(maxsize=None)
def _denominators():
    return st.sampled_from(range(1, MAX_DENOMINATOR + 1))


@st.composite
def _entry_values(draw, domain, kind, size):
    # Exact values are decoded from one byte string per array: one Hypothesis choice for the
    # whole array instead of one per entry (8x faster to draw; zero bytes are the simplest values).
    n = 1 if size is None else size
    if kind == "float" and domain not in ("sign", "weight"):
        lo = 1e-3 if domain == "positive" else -float(ENTRY_BOUND)
        out = draw(st.lists(st.floats(lo, float(ENTRY_BOUND), allow_nan=False), min_size=n, max_size=n))
        if domain == "nonzero":
            out = [x if abs(x) > 1e-3 else 1.0 for x in out]
    else:
        q = draw(_denominators()) if domain in ("free", "positive", "nonzero") and kind == "rational" else 1
        out = [_decode(k, domain, q) for k in draw(_bytes(n))]
    out = [float(x) if kind == "float" else Fraction(x) for x in out]
    return out[0] if size is None else out


def _array(draw, shape, domain, kind):
    n = int(np.prod(shape)) if shape else 1
    vals = draw(entries(domain, kind, size=n))
    arr = np.empty(n, dtype=float if kind == "float" else object)
    arr[:] = vals
    return arr.reshape(shape) if shape else arr.reshape(())[()]


@st.composite
def structured_params(draw, kind, rows, cols, rank=None, entries="rational"):
    """The parameter arrays of :func:`theory.structured.build` for one matrix of structure ``kind``."""
    spec = _params(kind, rows, cols, rank)
    return {name: _array(draw, shape, domain, entries) for name, (shape, domain) in spec.items()}


@functools.lru_cache(maxsize=4096)
def cached_params(kind, rows, cols, rank=None, entries="rational"):
    """:func:`structured_params`, one strategy object per argument tuple (strategies are immutable)."""
    return structured_params(kind, rows, cols, rank, entries)


def _params(kind, rows, cols, rank):
    rows, cols = positive_int("rows", rows, minimum=0), positive_int("cols", cols, minimum=0)
    spec = _S.param_shapes(kind, rows, cols, rank)
    _check_parameters(f"a {rows}×{cols} {kind} matrix",
                      sum(int(np.prod(shape)) if shape else 1 for shape, _ in spec.values()))
    return spec


def _dim(name, n):
    """A dimension strategy; an explicit dimension is checked now (an integer ≥ 0: not 2.5, "3" or True)."""
    return n if isinstance(n, st.SearchStrategy) else st.just(positive_int(name, n, minimum=0))


def matrices(rows, cols=None, structure="general", entries="rational"):
    """A matrix of the given structure (``rows``/``cols`` ints or integer strategies; ``cols``
    defaults to ``rows``).  Structures: see :mod:`theory.structured`.

    >>> from hypothesis import given, settings
    >>> @settings(max_examples=10, deadline=None)
    ... @given(matrices(3, 2, structure="rank<=1"))
    ... def rank_one(M):
    ...     assert M.shape == (3, 2) and np.linalg.matrix_rank(M.astype(float)) <= 1
    >>> rank_one()
    >>> matrices(2.5)
    Traceback (most recent call last):
    ...
    theory.errors.InputTypeError: rows must be an integer; got 2.5 of type float
    """
    kind, rank = _S.normalise(structure, "structure")
    if kind == "gaussian" or kind in _S.SCALAR_STRUCTURES:
        raise InputValueError(f"structure {structure!r} is not a drawable matrix structure")
    if entries not in ("rational", "integer", "float"):
        raise InputValueError(f"entries must be 'rational', 'integer' or 'float'; got {entries!r}")
    rows_s = _dim("rows", rows)
    cols_s = None if cols is None else _dim("cols", cols)
    if not isinstance(rows, st.SearchStrategy) and not isinstance(cols, st.SearchStrategy):
        _params(kind, rows, rows if cols is None else cols, rank)        # shape and size refused now, not per draw
    return _matrices(rows_s, cols_s, kind, rank, entries)


@st.composite
def _matrices(draw, rows, cols, kind, rank, entries):
    r = draw(rows)
    c = r if cols is None else draw(cols)
    return _S.build(kind, draw(structured_params(kind, r, c, rank, entries)), r, c, rank)


def symmetric_matrices(n, entries="rational"):
    """Symmetric n×n matrices."""
    return matrices(n, n, "symmetric", entries)


def orthogonal_matrices(n, entries="rational"):
    """Orthogonal n×n matrices (rational ones, via the Cayley transform, when ``entries="rational"``)."""
    return matrices(n, n, "orthogonal", entries)


def positive_definite_matrices(n, entries="rational"):
    """Symmetric positive definite n×n matrices ``L Lᵀ + c I`` (c > 0)."""
    return matrices(n, n, "positive definite", entries)


def causal_patterns(n, entries="rational"):
    """Row-stochastic lower-triangular n×n matrices (causal attention patterns)."""
    return matrices(n, n, "causal", entries)


def low_rank_matrices(rows, cols, rank, entries="rational"):
    """rows×cols matrices of rank ≤ ``rank``."""
    return matrices(rows, cols, ("rank", rank), entries)
