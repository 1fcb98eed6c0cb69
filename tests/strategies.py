"""Hypothesis strategies shared by the tests."""
import numpy as np
from hypothesis import strategies as st

from theory.circuits import AttentionOnlyModel


@st.composite
def models(draw, max_layers=3, max_heads=3, positional=None, uniform_heads=False):
    """Small random attention-only models (1–3 layers, 1–3 heads, d_model 2–6, d_head 1–4, n_vocab 2–7)."""
    L = draw(st.integers(1, max_layers))
    heads = draw(st.lists(st.integers(1, max_heads), min_size=L, max_size=L))
    if uniform_heads:
        heads = [heads[0]] * L
    d_model, d_head = draw(st.integers(2, 6)), draw(st.integers(1, 4))
    n_vocab, n_ctx = draw(st.integers(2, 7)), draw(st.integers(1, 6))
    pos = draw(st.booleans()) if positional is None else positional
    seed = draw(st.integers(0, 2**31 - 1))
    scale = draw(st.sampled_from([None, 1.0, 2.0]))
    return AttentionOnlyModel.random(L, heads, d_model, d_head, n_vocab, n_ctx, seed=seed, positional=pos, scale=scale)


@st.composite
def model_and_tokens(draw, **kw):
    m = draw(models(**kw))
    n = draw(st.integers(1, m.n_ctx if m.n_ctx else 6))
    toks = draw(st.lists(st.integers(0, m.n_vocab - 1), min_size=n, max_size=n))
    return m, np.array(toks)
