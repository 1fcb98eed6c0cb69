"""Context sampling for the linear-attention models (theory.inference.models.data): label noise of variance
σ², noise past float64 refused."""
import math

import numpy as np
import pytest


@pytest.mark.found_by('adversarial probing, round 4 (tests/test_redteam.py)')
def test_label_noise_past_float64_is_refused_by_name():
    """simulate(..., sigma2=10**400) and finite_n_theory(..., sigma2=10**400) raised a bare OverflowError
    (float() / math.isfinite of the int); finite_n_theory(N=10**400) too — now the N → ∞ limit."""
    from theory.errors import InputValueError
    from theory.inference import TreePrior
    from theory.inference.models import finite_n as fn, linear_attention as la
    prior = TreePrior(2, "1/2")
    model = la.compile_model_a(prior, 2)
    with pytest.raises(InputValueError, match="sigma2 must be a finite variance"):
        la.simulate(model, prior, 16, 64, sigma2=10 ** 400)
    with pytest.raises(InputValueError, match="sigma2 must be a finite variance"):
        fn.finite_n_theory(model, prior, 16, sigma2=10 ** 400)
    assert fn.finite_n_theory(model, prior, 10 ** 400) == fn.finite_n_theory(model, prior, math.inf)


@pytest.mark.found_by('mutation testing (tools/mutation.py), issue 26: a mutant only the claims or the peer tests killed (tests/test_fast_kills.py)')
@pytest.mark.parametrize("sigma2", [0.25, 4.0])
def test_label_noise_has_variance_sigma2(sigma2):
    """y − Xθ and y_* − x_*ᵀθ are N(0, σ²): sample variances within 6 standard errors (σ²·√(2/n)) of σ²
    (a noise scaled by σ² instead of σ is off by a factor 4 here)."""
    from theory.inference import TreePrior
    from theory.inference.models.data import sample_contexts, sample_moments
    T = TreePrior(2, "1/2")
    c = sample_contexts(T, 400, 50, sigma2, seed=3)
    r = (c.y - np.einsum("bnd,bd->bn", c.X, c.theta)).ravel()
    assert abs(r.var() - sigma2) < 6 * sigma2 * np.sqrt(2 / r.size)
    rq = c.y_query - np.einsum("bd,bd->b", c.x_query, c.theta)
    assert abs(rq.var() - sigma2) < 6 * sigma2 * np.sqrt(2 / rq.size)
    # the moment sampler's law: E‖u − θ‖² = (D s² + ‖θ‖²)/N with s² = ‖θ‖² + σ² (θ fixed: one leaf)
    N, B = 7, 20000
    theta = np.tile(T.theta_matrix()[0], (B, 1))
    m = sample_moments(T, B, N, sigma2, seed=4, theta=theta)
    t2 = float(theta[0] @ theta[0])
    expected = (T.dim * (t2 + sigma2) + t2) / N
    sq = ((m.u - theta) ** 2).sum(1)
    assert abs(sq.mean() - expected) < 6 * sq.std(ddof=1) / np.sqrt(B)
