"""Unit tests for formulas that were caught only by `theory prove`: each test compares with
an independent computation (a hand-built circuit, a dense or sampled reference, a
per-coordinate derivation), so breaking the formula fails here, not only in a claim."""
import numpy as np
import pytest
import sympy as sp
from hypothesis import example, given, settings
from hypothesis import strategies as st

from theory.circuits import AttentionOnlyModel, composition_scores, ov_positivity, positivity
from theory.inference import GaussianPrior, TreePrior, coordinate_mse, optimal_adaptive
from theory.inference.strategies.closed_forms import gaussian_isotropic, gaussian_spectral
from theory.inference.models.data import sample_contexts
from theory.inference.models.finite_n import finite_n_theory, reading_tail
from theory.inference.models.linear_attention import compile_model_a, compile_model_b, compile_model_c, simulate
from theory.testing import models


def e(i, d=4):
    v = np.zeros((d, 1))
    v[i] = 1.0
    return v


def single_pair(scores):
    """The one non-zero entry of a [L, H, L, H] score array for a 2-layer, 1-head model
    (whatever the index order of the earlier and later head)."""
    nz = scores[np.abs(scores) > 0]
    return float(nz[0]) if nz.size else 0.0


def hand_built(q_reads, k_reads, v_reads):
    """Layer-1 head writes e1 (reading e0); layer-2 head: query reads e_q, key e_k, value e_v."""
    d = 4
    W_E, W_U = np.eye(d), np.eye(d)
    h1 = (e(3).T, e(3).T, e(0).T, e(1))
    h2 = (e(q_reads).T, e(k_reads).T, e(v_reads).T, e(2))
    return AttentionOnlyModel(W_E, W_U, [[h1], [h2]])


def test_q_and_k_composition_are_not_swapped():
    # the later head's *query* reads what the earlier head writes: pure Q-composition
    m = hand_built(q_reads=1, k_reads=2, v_reads=3)
    assert single_pair(composition_scores(m, "Q")) == pytest.approx(1.0, abs=1e-12)
    assert single_pair(composition_scores(m, "K")) == 0.0
    assert single_pair(composition_scores(m, "V")) == 0.0
    # the *key* reads it: pure K-composition
    m = hand_built(q_reads=2, k_reads=1, v_reads=3)
    assert single_pair(composition_scores(m, "K")) == pytest.approx(1.0, abs=1e-12)
    assert single_pair(composition_scores(m, "Q")) == 0.0
    # the *value* reads it: pure V-composition
    m = hand_built(q_reads=2, k_reads=3, v_reads=1)
    assert single_pair(composition_scores(m, "V")) == pytest.approx(1.0, abs=1e-12)
    assert single_pair(composition_scores(m, "Q")) == single_pair(composition_scores(m, "K")) == 0.0


def rank_deficient_model():
    m = AttentionOnlyModel.random(2, [2, 1], 5, 3, 6, 4, seed=3)
    heads = [[(hd.W_Q, hd.W_K, np.vstack([hd.W_V[:1]] * hd.W_V.shape[0]), hd.W_O) for hd in layer]
             for layer in m.heads]                                   # W_V of rank 1
    heads[0][1] = (heads[0][1][0], heads[0][1][1], np.zeros_like(heads[0][1][2]), heads[0][1][3])   # W_OV = 0
    return AttentionOnlyModel(m.W_E, m.W_U, heads, m.W_pos)


def scaled(m, s):
    return AttentionOnlyModel(m.W_E, m.W_U, [[(s * hd.W_Q, s * hd.W_K, s * hd.W_V, s * hd.W_O) for hd in layer]
                                             for layer in m.heads], m.W_pos)


def dense_reference(m, kind):
    """Per-pair scores straight from the definition, sorted (index-order free)."""
    out = []
    for l2, layer2 in enumerate(m.heads):
        for b in layer2:
            for l1 in range(l2):
                for a in m.heads[l1]:
                    left = {"Q": b.W_QK.T, "K": b.W_QK, "V": b.W_OV}[kind]
                    A, B = left, a.W_OV
                    den = np.linalg.norm(A) * np.linalg.norm(B)
                    out.append(np.linalg.norm(A @ B) / den if den > 0 else 0.0)
    return np.sort(out)


def library_pairs(m, kind, method):
    s = composition_scores(m, kind, method)
    L, H = m.n_layers, max(m.n_heads)
    vals = []
    for a in range(L):
        for b in range(L):
            if a == b:
                continue
            block = s[a, :, b, :]
            for i in range(H):
                for j in range(H):
                    later, earlier = (a, i), (b, j)
                    if later[0] < earlier[0]:
                        later, earlier = earlier, later
                    if i < m.n_heads[a] and j < m.n_heads[b] and block[i, j] != 0:
                        vals.append(block[i, j])
    return vals


@settings(max_examples=15)
@given(models(max_layers=3, max_heads=2), st.sampled_from("QKV"), st.sampled_from(["cross", "gram", "dense"]))
@example(AttentionOnlyModel.random(2, 2, 2, 4, 5, 3, seed=1), "Q", "gram")          # d_head > d_model
@example(AttentionOnlyModel.random(2, 1, 3, 3, 5, 3, seed=2), "K", "cross")         # d_head = d_model
@example(rank_deficient_model(), "V", "gram")                                       # rank 1 and W_OV = 0
@example(rank_deficient_model(), "Q", "cross")
@example(scaled(AttentionOnlyModel.random(2, 2, 4, 2, 5, 3, seed=4), 1e-30), "K", "gram")   # tiny weights
@example(scaled(AttentionOnlyModel.random(2, 2, 4, 2, 5, 3, seed=4), 1e30), "Q", "cross")   # huge weights
def test_composition_scores_match_the_definition(m, kind, method):
    """Every batched method = the per-pair definition (values compared as sorted lists, so
    this holds for either index order), including rank-deficient and d_head ≥ d_model."""
    ref = dense_reference(m, kind)
    got = np.sort(np.concatenate([np.asarray(library_pairs(m, kind, method), dtype=float),
                                  np.zeros(len(ref) - len(library_pairs(m, kind, method)))]))
    assert np.all(np.isfinite(got))
    np.testing.assert_allclose(got, ref, rtol=1e-9, atol=1e-12)


@settings(max_examples=15)
@given(models(max_layers=2, max_heads=2))
@example(AttentionOnlyModel.random(1, 2, 2, 4, 5, 3, seed=1))          # d_head > d_model
@example(rank_deficient_model())
@example(scaled(AttentionOnlyModel.random(1, 2, 4, 2, 5, 3, seed=4), 1e-30))
@example(scaled(AttentionOnlyModel.random(1, 2, 4, 2, 5, 3, seed=4), 1e30))
def test_ov_positivity_matches_trace_over_dense_moduli(m):
    """Small-side positivity = tr(M)/Σ|λ| of the dense matrix (complex spectra included)."""
    ov = ov_positivity(m)
    for l, layer in enumerate(m.heads):
        for h, hd in enumerate(layer):
            M = m.W_U @ hd.W_OV @ m.W_E
            lam = np.linalg.eigvals(M)
            den = np.hypot(lam.real, lam.imag).sum()
            ref = np.trace(M) / den if den > 0 else 0.0
            assert np.isfinite(ov[l, h])
            assert ov[l, h] == pytest.approx(ref, abs=1e-8)


def test_positivity_of_a_rotation_is_zero_and_of_a_damped_rotation_is_not_inflated():
    c, s = np.cos(0.3), np.sin(0.3)
    R = np.array([[c, -s], [s, c]])
    assert positivity(R) == pytest.approx(c, abs=1e-12)          # Σλ = 2c, Σ|λ| = 2
    assert positivity(np.array([[0.0, 1], [-1, 0]])) == 0.0


@pytest.mark.parametrize("D,M,s2,t2", [(4, 0, "3/2", "1/3"), (4, 2, "3/2", "1/3"), (4, 4, "1/2", "5"),
                                       (3, 1, "2", "1/7")])
def test_isotropic_closed_form_with_noise(D, M, s2, t2):
    """τ² > 0: each read coordinate keeps (1/s² + 1/τ²)⁻¹ (information form, per coordinate)."""
    s2, t2 = sp.Rational(s2), sp.Rational(t2)
    form = gaussian_isotropic(D, M).subs(**{"s^2": s2, "tau^2": t2}).expr
    Sig = s2 * sp.eye(D)
    R = sp.Matrix([[1 if j == i else 0 for j in range(D)] for i in range(M)])
    post = (Sig.inv() + R.T * R / t2).inv() if M else Sig
    assert form == post.trace()
    assert form == coordinate_mse(GaussianPrior.isotropic(D, s2), list(range(M)), noise=t2)


@pytest.mark.parametrize("noise", [0, sp.Rational(1, 2), sp.Rational(3)])
def test_gaussian_spectral_is_the_best_channel_set(noise):
    """Spectral form = posterior trace of the top-M eigenvectors (information form), and no
    random orthonormal channel set does better."""
    rng = np.random.default_rng(0)
    A = rng.normal(size=(4, 4))
    Sig = A @ A.T + 0.3 * np.eye(4)
    lam, U = np.linalg.eigh(Sig)
    for M in range(5):
        form = float(gaussian_spectral(lam.tolist(), M, noise).expr)
        top = U[:, ::-1][:, :M]
        if M == 0:
            ref = np.trace(Sig)
        elif noise == 0:
            ref = np.trace(Sig - Sig @ top @ np.linalg.solve(top.T @ Sig @ top, top.T @ Sig))
        else:
            ref = np.trace(np.linalg.inv(np.linalg.inv(Sig) + top @ top.T / float(noise)))
        assert form == pytest.approx(ref, rel=1e-9)
        for _ in range(20):
            Q, _ = np.linalg.qr(rng.normal(size=(4, max(M, 1))))
            Q = Q[:, :M]
            if M and noise:
                val = np.trace(np.linalg.inv(np.linalg.inv(Sig) + Q @ Q.T / float(noise)))
            elif M:
                val = np.trace(Sig - Sig @ Q @ np.linalg.solve(Q.T @ Sig @ Q, Q.T @ Sig))
            else:
                val = np.trace(Sig)
            assert val >= form * (1 - 1e-9) - 1e-12
    # the spectral value orders eigenvalues itself
    assert gaussian_spectral([1, 3, 2], 1).expr == 3


def test_label_noise_has_variance_sigma2():
    """y = x·θ + ε with Var ε = σ² (not σ): the residual variance over many tokens."""
    T = TreePrior(2, "1/2")
    c = sample_contexts(T, 200, 500, sigma2=0.25, seed=1)
    resid = c.y - np.einsum("bnd,bd->bn", c.X, c.theta)
    assert resid.var() == pytest.approx(0.25, rel=0.02)
    c0 = sample_contexts(T, 20, 50, sigma2=0.0, seed=1)
    assert np.abs(c0.y - np.einsum("bnd,bd->bn", c0.X, c0.theta)).max() < 1e-12


def test_reading_covariance_is_isserlis():
    """Cov(φ|θ) = ((‖θ‖² + σ²) I + θθᵀ)/N, measured on sampled contexts with a fixed θ."""
    T = TreePrior(2, "1/2")
    th = T.theta_matrix()[1]
    N, n, s2 = 20, 40000, 0.3
    c = sample_contexts(T, n, N, s2, seed=5, theta=np.tile(th, (n, 1)))
    phi = np.einsum("bnd,bn->bd", c.X, c.y) / N
    cov = np.cov(phi, rowvar=False)
    formula = ((th @ th + s2) * np.eye(T.dim) + np.outer(th, th)) / N
    np.testing.assert_allclose(phi.mean(axis=0), th, atol=5 * np.sqrt(formula.diagonal().max() / n))
    np.testing.assert_allclose(cov, formula, atol=0.05 * formula.max())


@pytest.mark.parametrize("theta_c,b,tau,N", [(0.5, 1.0, 0.25, 10), (0.0, 1.0, 0.25, 30), (0.7071, 0.975, 0.3536, 30),
                                             (0.3536, 0.975, 0.1768, 100)])
def test_reading_tail_matches_sampling(theta_c, b, tau, N):
    """The exact tail P(φ > τ) vs 200 000 sampled readings (not the Gaussian approximation)."""
    rng = np.random.default_rng(7)
    n = 200_000
    x = rng.standard_normal((n, N))
    y = theta_c * x + np.sqrt(b - theta_c ** 2) * rng.standard_normal((n, N))
    p = float(((x * y).mean(axis=1) > tau).mean())
    assert reading_tail(theta_c, b, tau, N) == pytest.approx(p, abs=4 * np.sqrt(p * (1 - p) / n) + 1e-4)


def test_reading_tail_limits():
    assert reading_tail(0.5, 1.0, 0.25, float("inf")) == 1.0 and reading_tail(0.1, 1.0, 0.25, float("inf")) == 0.0
    # large N: the Gaussian tail with variance (b + θ_c²)/N
    from math import erf, sqrt
    N, c, b, tau = 20000, 0.5, 1.0, 0.49
    gauss = 1 - 0.5 * (1 + erf((tau - c) / sqrt((b + c * c) / N) / sqrt(2)))
    assert reading_tail(c, b, tau, N) == pytest.approx(gauss, abs=5e-3)
    with pytest.raises(ValueError):
        reading_tail(2.0, 1.0, 0.0, 10)


@pytest.mark.parametrize("kind", ["A", "B", "C"])
def test_finite_n_theory_against_simulation(kind):
    """Finite-N MSE theory (exact for C; exact tails, independent decisions for A, B) vs simulation."""
    T = TreePrior(2, "1/2")
    model = {"A": compile_model_a, "B": compile_model_b, "C": compile_model_c}[kind](T, 2)
    N, s2 = 15, 0.2
    th = finite_n_theory(model, T, N, s2)
    mean, se = simulate(model, T, N, 6000, s2, seed=11)
    assert np.isfinite(th) and 0 < th < 2
    assert abs(mean - th) <= 4 * se + (0 if kind == "C" else 0.03 * th)
    # and it is not the mean-field value
    assert abs(mean - finite_n_theory(model, T, float("inf"), s2)) > 4 * se


def test_finite_n_theory_gaussian_is_exact():
    A = np.random.default_rng(2).normal(size=(3, 3))
    G = GaussianPrior(A @ A.T / 3 + 0.5 * np.eye(3))
    model = compile_model_a(G, 2)
    th = finite_n_theory(model, G, 20, 0.1)
    mean, se = simulate(model, G, 20, 6000, 0.1, seed=3)
    assert abs(mean - th) <= 4 * se
    assert finite_n_theory(model, G, float("inf"), 0.1) == pytest.approx(float(optimal_adaptive(G, 2).mse), rel=1e-9)


def test_simulate_reports_the_standard_error_not_the_deviation():
    """Across independent seeds the means scatter by the reported SE (not by √n × SE)."""
    T = TreePrior(2, "1/2")
    model = compile_model_c(T, 2)
    runs = [simulate(model, T, 10, 200, 0.1, seed=s) for s in range(40)]
    means, ses = np.array([r[0] for r in runs]), np.array([r[1] for r in runs])
    ratio = means.std(ddof=1) / ses.mean()
    assert 0.6 < ratio < 1.5


@pytest.mark.parametrize("kind", ["A", "B", "C"])
def test_finite_n_theory_mean_field_limit_is_the_exact_mse(kind):
    """N = ∞: the decision sums collapse to the noiseless networks — the DP / LMMSE values."""
    from theory.inference import optimal_nonadaptive
    from theory.inference.strategies.lmmse import lmmse_mse
    T = TreePrior(3, "1/2")
    model = {"A": compile_model_a, "B": compile_model_b, "C": compile_model_c}[kind](T, 2)
    exact = {"A": lambda: optimal_adaptive(T, 2).mse, "B": lambda: optimal_nonadaptive(T, 2).mse,
             "C": lambda: lmmse_mse(T.to_discrete(), model.info["coordinates"])}[kind]()
    assert finite_n_theory(model, T, float("inf"), 0.1) == pytest.approx(float(exact), abs=1e-12)
    # default label noise is 0
    assert finite_n_theory(model, T, 40) == finite_n_theory(model, T, 40, 0.0)
    assert finite_n_theory(model, T, 40, 0.5) > finite_n_theory(model, T, 40, 0.0)


def test_finite_n_theory_gaussian_with_a_mean():
    """A non-zero prior mean: the affine decoder has an offset; MSE(∞) is the posterior MSE and
    the finite-N excess is tr(WᵀW E[Cov φ]) with E‖θ‖² including ‖μ‖²."""
    A = np.random.default_rng(4).normal(size=(3, 3))
    mu = np.array([1.5, -2.0, 0.7])
    G = GaussianPrior(A @ A.T / 3 + 0.5 * np.eye(3), mu)
    model = compile_model_b(G, 2)
    S = model.info["coordinates"]
    assert finite_n_theory(model, G, float("inf"), 0.1) == pytest.approx(coordinate_mse(G, S), rel=1e-9)
    th = finite_n_theory(model, G, 10, 0.1)
    mean, se = simulate(model, G, 10, 8000, 0.1, seed=5)
    assert np.isfinite(th) and abs(mean - th) <= 4 * se
    C = np.array(G.cov, dtype=float)
    W = model.decoder.layers[0][0][:, 1:]
    E2 = C + np.outer(mu, mu)
    excess = np.trace(W.T @ W @ ((np.trace(E2) + 0.1) * np.eye(2) + E2[np.ix_(S, S)])) / 10
    assert th - coordinate_mse(G, S) == pytest.approx(excess, rel=1e-9)


def test_theta_norm_is_the_same_on_every_path():
    from theory.inference.models.finite_n import theta_norm2
    for K, a in ((2, "1/2"), (3, "3/4")):
        T = TreePrior(K, a)
        norms = (T.theta_matrix() ** 2).sum(axis=1)
        np.testing.assert_allclose(norms, theta_norm2(T), rtol=1e-12)


def test_reading_tail_domain():
    assert reading_tail(0.25, 1.0, 0.25, float("inf")) == 0.0          # strict: θ_c = τ is "off"
    assert reading_tail(0.5, 1.0, 0.25, 1e13) == 1.0                    # past 1e12 tokens: noiseless
    assert 0 < reading_tail(1.0, 1.0 - 5e-13, 0.5, 10) < 1               # round-off below θ_c² is accepted
    big = 1e10
    assert 0 < reading_tail(np.sqrt(big + 1e-3), big, 0.0, 10) <= 1      # relative round-off at large scale
    for s in (1e-6, 1e5):                                                # φ scales with the data
        assert reading_tail(0.5 * s, 1.0 * s * s, 0.3 * s, 12) == pytest.approx(reading_tail(0.5, 1.0, 0.3, 12), abs=1e-9)
    assert reading_tail(0.0, 0.0, -1.0, 5) == 1.0 and reading_tail(0.0, 0.0, 0.0, 5) == 0.0
    with pytest.raises(ValueError, match=r"second_moment 3.0 must be ≥ θ_c² = 4.0"):
        reading_tail(2.0, 3.0, 0.0, 10)


def _brute(K, M, a, outcomes):
    """Σ_k α^k (1 − min(1, outcomes·2^{−k})) in exact rationals."""
    from fractions import Fraction
    return sum(a ** k * max(Fraction(0), 1 - Fraction(outcomes, 2 ** k)) for k in range(1, K + 1))


@pytest.mark.parametrize("K,M", [(1, 0), (3, 1), (4, 2), (5, 5), (6, 3)])
def test_tree_bounds_against_brute_force_sums(K, M):
    from fractions import Fraction

    from theory.inference.strategies.closed_forms import adaptive_counting_bound, mse_adaptive, nonadaptive_lower_bound
    for a in (Fraction(1, 3), Fraction(3, 4)):
        lb_ad = adaptive_counting_bound(K, M)(alpha=a)
        assert lb_ad == _brute(K, M, a, 2 ** M) == mse_adaptive(K, M)(alpha=a)
        assert nonadaptive_lower_bound(K, M)(alpha=a) == _brute(K, M, a, M + 1)
    assert adaptive_counting_bound().label == "LB_ad(K, M)" and "LB" in adaptive_counting_bound().lhs
    assert nonadaptive_lower_bound(K, M).label == f"LB_na({K}, {M})" and f"({K}, {M})" in nonadaptive_lower_bound(K, M).lhs


@pytest.mark.parametrize("K,j", [(1, 1), (3, 1), (4, 2), (5, 3), (5, 5)])
def test_nonadaptive_upper_bound_is_the_all_but_one_set(K, j):
    """UB_na(K, j) = MSE of reading every depth-j node but one (exact posterior, by enumeration)."""
    from fractions import Fraction

    from theory.inference.strategies.closed_forms import nonadaptive_upper_bound
    from theory.inference.strategies.nonadaptive import tree_set_mse
    for a in (Fraction(1, 2), Fraction(3, 4)):
        T = TreePrior(K, a)
        assert nonadaptive_upper_bound(K, j)(alpha=a) == tree_set_mse(T, [(j, i) for i in range(2 ** j - 1)])
    generic = nonadaptive_upper_bound()
    assert generic.label == "UB_na(K, 2**j - 1)" and "UB" in generic.lhs


def test_power_law_exponent_is_log2_alpha():
    from theory.inference.strategies.closed_forms import alpha, power_law_exponent
    e = power_law_exponent()
    assert sp.simplify(e.expr - sp.log(alpha) / sp.log(2)) == 0
    assert e.name == "power-law exponent" and "log" in e.lhs


def test_closed_form_arguments_are_named_in_errors():
    from theory.errors import TheoryError
    from theory.inference.strategies.closed_forms import nonadaptive_lower_bound
    with pytest.raises(TheoryError, match=r"\bK\b"):
        nonadaptive_lower_bound(0, 1)
    with pytest.raises(TheoryError, match=r"\bM\b"):
        nonadaptive_lower_bound(3, -1)
    with pytest.raises(TheoryError, match=r"\bM\b"):
        gaussian_spectral([1, 2], 3)
    with pytest.raises(TheoryError, match="eigenvalue"):
        gaussian_spectral(["x"], 1)
    with pytest.raises(TheoryError, match="noise"):
        gaussian_spectral([1, 2], 1, noise="x")
    assert gaussian_spectral([1, 2], 1).label == "MSE_spectral(M=1)"
    assert "M=1" in gaussian_spectral([1, 2], 1).lhs
    assert gaussian_spectral([2, 1], 2, noise=1).expr == sp.Rational(2, 3) + sp.Rational(1, 2)


def test_positivity_of_eigenvalue_batches_and_low_rank_factors():
    from theory.circuits.models.factored import LowRankMatrix
    from theory.circuits.analysis.positivity import positivity_of_eigenvalues
    batch = np.array([[1.0, 2.0, 0.0], [-1.0, -3.0, 0.0], [0.0, 0.0, 0.0], [1j, -1j, 2.0]])
    np.testing.assert_allclose(positivity_of_eigenvalues(batch), [1.0, -1.0, 0.0, 0.5], atol=1e-15)
    rng = np.random.default_rng(1)
    L, R = rng.normal(size=(6, 2)), rng.normal(size=(2, 6))
    assert positivity(LowRankMatrix(L, R)) == pytest.approx(positivity(L @ R), abs=1e-10)


def test_positivity_refuses_non_square_and_non_models():
    from theory.errors import TheoryError
    with pytest.raises(TheoryError, match=r"\bM\b"):
        positivity(np.ones(3))
    with pytest.raises(TheoryError, match=r"square matrix; got shape \(2, 3\)"):
        positivity(np.ones((2, 3)))
    with pytest.raises(TheoryError, match="AttentionOnlyModel; got str"):
        ov_positivity("model")


def test_kcomp_qk_eigenvalues_are_the_dense_non_zero_spectrum():
    from scipy.optimize import linear_sum_assignment

    from theory.circuits.analysis.positivity import kcomp_qk_eigenvalues
    from theory.errors import TheoryError
    m = AttentionOnlyModel.random(2, 2, 6, 2, 8, 3, seed=5)
    a, b = m.heads[0][1], m.heads[1][0]
    small = kcomp_qk_eigenvalues(m, (0, 1), (1, 0))
    dense = np.linalg.eigvals(m.W_E.T @ b.W_QK @ a.W_OV @ m.W_E)
    big = dense[np.argsort(-np.abs(dense))][:small.size]
    cost = np.abs(small[:, None] - big[None, :])
    i, j = linear_sum_assignment(cost)
    assert small.size == 2 and cost[i, j].max() <= 1e-9 * max(1.0, np.abs(big).max())
    with pytest.raises(TheoryError, match="earlier head's layer"):
        kcomp_qk_eigenvalues(m, (1, 0), (0, 1))
    with pytest.raises(TheoryError, match="earlier head's layer"):
        kcomp_qk_eigenvalues(m, (1, 0), (1, 1))                          # same layer: no composition


def test_finite_n_theory_of_an_exact_gaussian_prior_equals_the_float_one():
    """A SymPy (rational) prior gives the same finite-N theory as its float twin."""
    cov, mean = [[2, 1, 0], [1, 2, 1], [0, 1, 3]], [1, -1, 2]
    exact = GaussianPrior(sp.Matrix(cov), sp.Matrix(mean))
    floats = GaussianPrior(np.array(cov, dtype=float), np.array(mean, dtype=float))
    for N in (10, float("inf")):
        a = finite_n_theory(compile_model_b(exact, 2), exact, N, 0.1)
        b = finite_n_theory(compile_model_b(floats, 2), floats, N, 0.1)
        assert np.isfinite(a) and a == pytest.approx(b, rel=1e-12)
