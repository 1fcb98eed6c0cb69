"""Hypothesis strategies for property-testing claims about transformers (needs the ``test`` extra).

>>> from hypothesis import given, settings
>>> from theory.strategies import attention_models
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
"""
from __future__ import annotations

from fractions import Fraction

import numpy as np
import sympy as sp
from hypothesis import strategies as st

from .circuits import AttentionOnlyModel
from .inference import GaussianPrior, TreePrior


@st.composite
def models(draw, max_layers=3, max_heads=3, max_d_model=6, max_d_head=4, max_vocab=7, max_ctx=6,
           positional=None, uniform_heads=False):
    """Small random :class:`~theory.circuits.AttentionOnlyModel` s (Gaussian weights, random scales)."""
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
    lo, hi = Fraction(1, max_denominator), Fraction(max_denominator - 1, max_denominator)
    return st.fractions(min_value=lo, max_value=hi, max_denominator=max_denominator)


@st.composite
def tree_priors(draw, max_depth=4):
    """``TreePrior(K, α)`` with K ≤ max_depth and an exact α."""
    return TreePrior(draw(st.integers(1, max_depth)), draw(rational_alphas()))


@st.composite
def gaussian_priors(draw, max_dim=4, exact=False):
    """Gaussian priors with random SPD covariance ``AAᵀ + I`` (integer A when ``exact``)."""
    D = draw(st.integers(1, max_dim))
    seed = draw(st.integers(0, 2**31 - 1))
    rng = np.random.default_rng(seed)
    if exact:
        A = rng.integers(-2, 3, size=(D, D))
        return GaussianPrior(sp.Matrix(A @ A.T + np.eye(D, dtype=int)))
    A = rng.normal(size=(D, D))
    return GaussianPrior(A @ A.T + 0.1 * np.eye(D))
