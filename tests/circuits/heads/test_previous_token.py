"""Previous-token scores, rotary ones included: overflow named, float32 paths beyond their range, no NumPy
warnings."""
import warnings

import numpy as np
import pytest

from theory.circuits.models.transformer import Rotary, Transformer
from theory.errors import InputValueError

from tests.circuits.helpers import _bias, _norm, _rotate, _softmax_causal


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_previous_token_scores_names_the_weight_that_overflows():
    """previous_token_scores on a model whose W_pos is ~1e155 refused with 'scores must be finite; it has 36 NaN/inf
    entries' (an internal name, and a RuntimeWarning) instead of naming W_pos and the head."""
    import warnings
    from theory.circuits import AttentionOnlyModel
    from theory.circuits.report.analyse import previous_token_scores
    from theory.errors import InputValueError
    m = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=0)
    tl = {k: np.asarray(v).copy() for k, v in m.to_transformer_lens().items()}
    key = next(k for k in tl if "pos" in k)
    tl[key] = tl[key] * 1e155
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(InputValueError, match=r"positional scores .* of head L0H0 overflow float64; "
                                                  r"W_pos \(largest \|entry\| 1\.\d+e\+155\)"):
            previous_token_scores(AttentionOnlyModel.from_transformer_lens(tl))
    assert np.isfinite(previous_token_scores(m)).all()


def ref_rotary_prev(m, L, n_seq, seed=0):
    """The rotary previous-token score by its definition: contexts drawn uniformly (seeded), every residual
    the token's normalised embedding, per head q kᵀ of rotated projections, causal softmax row by row."""
    tokens = np.random.default_rng(seed).integers(0, m.n_vocab, size=(n_seq, L))
    out = []
    for l, layer in enumerate(m.heads):
        for h, hd in enumerate(layer):
            tot = 0.0
            for t in tokens:
                X = _norm(m.normalization, np.asarray(m.W_E, dtype=np.float64)[:, t].T, m.eps)
                q = _rotate(X @ hd.W_Q.T + _bias(m, "b_Q", l, h), m.rotary.dim, m.rotary.base)
                k = _rotate(X @ hd.W_K.T + _bias(m, "b_K", l, h), m.rotary.dim, m.rotary.base)
                A = _softmax_causal(q @ k.T)
                tot += np.mean([A[i, i - 1] for i in range(1, L)])
            out.append(tot / n_seq)
    return np.asarray(out)


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
@pytest.mark.parametrize("E,Q,K", [(1e30, 1e10, 1e-40), (1e150, 1e-150, 1.0), (1.0, 1e20, 1e20), (1e-20, 1e20, 1.0)])
def test_rotary_previous_token_score_beyond_float32_without_numpy_warnings(E, Q, K):
    """Embeddings or projections beyond float32's range: the single-precision score is recomputed in float64
    (the reference's numbers) — formerly with raw numpy warnings (overflow in cast, invalid value in the
    rotation of inf projections)."""
    from theory.circuits.heads.previous_token import rotary_previous_token_scores
    rng = np.random.default_rng(3)
    d, V = 8, 11
    heads = [[(rng.normal(size=(4, d)) * Q, rng.normal(size=(4, d)) * K, rng.normal(size=(4, d)), rng.normal(size=(d, 4)))
              for _ in range(2)] for _ in range(2)]
    m = Transformer(rng.normal(size=(d, V)) * E, rng.normal(size=(V, d)), heads, normalization=None,
                    rotary=Rotary(4, 10000.0), n_ctx=64)
    want = ref_rotary_prev(m, 6, 3)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        got = rotary_previous_token_scores(m, 6, n_seq=3, precision="single")
    assert np.all(np.isfinite(got)) and np.abs(got - want).max() <= 1e-5


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
def test_rotary_previous_token_score_overflowing_float64_is_refused_by_name_without_warnings():
    from theory.circuits.heads.previous_token import rotary_previous_token_scores
    rng = np.random.default_rng(3)
    heads = [[(rng.normal(size=(4, 8)) * 1e200, rng.normal(size=(4, 8)), rng.normal(size=(4, 8)), rng.normal(size=(8, 4)))]]
    m = Transformer(rng.normal(size=(8, 11)) * 1e200, rng.normal(size=(11, 8)), heads, rotary=Rotary(4, 10000.0), n_ctx=64)
    for precision in ("single", "double"):
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            with pytest.raises(InputValueError, match="L0H0 overflow float64"):
                rotary_previous_token_scores(m, 6, n_seq=3, precision=precision)
