import itertools
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from theory.errors import InputTypeError, InputValueError, ShapeError, TooLargeError
from theory.inference import GaussianPrior, TreePrior, optimal_adaptive
from theory.inference.models.data import sample_contexts
from theory.inference.models.finite_n import finite_n_theory
from theory.inference.models.linear_attention import compile_model_a, compile_model_b, compile_model_c, simulate
from theory.inference.models.mlp import lookup_net
from theory.inference.models.patching import delta_loss, leaves_differing_at, patched_meanfield

alphas = st.sampled_from(["1/2", "1/3", "3/4", "9/10"])


@settings(max_examples=12)
@given(st.integers(1, 4), alphas, st.data())
def test_model_a_routers_reproduce_the_policy(K, a, data):
    """Noiseless readings: every router decision and the decoder match the DP policy exactly."""
    M = data.draw(st.integers(1, K))
    T = TreePrior(K, a)
    m = compile_model_a(T, M)
    pol = optimal_adaptive(T, M).policy
    Th = T.theta_matrix()
    _, _, R = m.run_meanfield(Th)
    for s in range(T.n_leaves):
        node = pol
        for layer in range(M):
            if node.coordinate is None:
                assert R[s, layer].max() == 0
                continue
            assert int(R[s, layer, 0].argmax()) == node.coordinate and R[s, layer, 0].sum() == 1
            k, i = T.nodes[node.coordinate]
            on = (s >> (K - k)) == i
            node = dict((o, c) for o, _, c in node.branches)["on path" if on else "off path"]
    th, _, _ = m.run_meanfield(Th)
    assert abs(((th - Th) ** 2).sum(axis=1).mean() - float(optimal_adaptive(T, M).mse)) < 1e-12


@settings(max_examples=8)
@given(st.integers(2, 4), alphas, st.data())
def test_models_b_and_c_meanfield_theory(K, a, data):
    from theory.inference import optimal_nonadaptive
    from theory.inference.strategies.lmmse import lmmse_mse
    M = data.draw(st.integers(1, min(4, 2 ** K - 1)))
    T = TreePrior(K, a)
    Th = T.theta_matrix()
    b, c = compile_model_b(T, M), compile_model_c(T, M)
    mse = lambda model: ((model.run_meanfield(Th)[0] - Th) ** 2).sum(axis=1).mean()  # noqa: E731
    assert abs(mse(b) - float(optimal_nonadaptive(T, M).mse)) < 1e-12
    assert abs(mse(c) - float(lmmse_mse(T.to_discrete(), c.info["coordinates"]))) < 1e-12


@given(st.integers(1, 3), st.integers(0, 2**31 - 1))
def test_readout_is_sample_mean_and_loop_agrees(M, seed):
    T = TreePrior(3, "1/2")
    m = compile_model_a(T, M)
    c = sample_contexts(T, 4, 7, 0.1, seed=seed)
    th, phi, R = m.run(c.X, c.y)
    for layer in range(M):
        keys = np.einsum("bnD,bD->bn", c.X, R[:, layer, 0])
        np.testing.assert_allclose(phi[:, layer, 0], (keys * c.y).mean(axis=1), rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(m.run_loop(c.X, c.y), th, rtol=1e-12, atol=1e-12)


def test_lookup_net_is_exact_table():
    pats = list(itertools.product([0, 1], repeat=3))
    outs = np.arange(8)[:, None] * 1.0
    net = lookup_net([0.5, 1.0, 2.0], pats, outs, extra_inputs=1)
    for h, o in zip(pats, outs):
        x = np.concatenate([[1.0], [t * 2 if b else 0 for b, t in zip(h, [0.5, 1.0, 2.0])]])
        assert net(x[None])[0, 0] == o[0]


def test_patching_no_effect_when_layer_not_after_divergence():
    T = TreePrior(3, "1/2")
    m = compile_model_a(T, 3)
    for j in range(1, 4):
        for ell in range(1, j + 1):
            assert patched_meanfield(m, T, j, ell)[0] == 0.0
            assert delta_loss(3, 3, ell, j)(alpha="1/2") == 0


def test_finite_n_theory_tends_to_meanfield():
    T = TreePrior(3, "1/2")
    for f in (compile_model_a, compile_model_b, compile_model_c):
        m = f(T, 2)
        inf = finite_n_theory(m, T, float("inf"), 0.1)
        assert abs(finite_n_theory(m, T, 1e7, 0.1) - inf) < 1e-5
        assert finite_n_theory(m, T, 20, 0.1) > inf


def test_simulation_converges_loosely():
    T = TreePrior(3, "1/2")
    m = compile_model_a(T, 2)
    mean, se = simulate(m, T, 2000, 400, 0.05, seed=3)
    assert abs(mean - float(optimal_adaptive(T, 2).mse)) <= 4 * se + 0.01


def test_gaussian_models_coincide():
    G = GaussianPrior(np.array([[2.0, 0.3, 0], [0.3, 1, 0.1], [0, 0.1, 1.5]]))
    c = sample_contexts(G, 20, 50, 0.1, seed=1)
    outs = [f(G, 2).run(c.X, c.y)[0] for f in (compile_model_a, compile_model_b, compile_model_c)]
    np.testing.assert_allclose(outs[0], outs[1], rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(outs[1], outs[2], rtol=1e-12, atol=1e-12)


def test_bad_inputs():
    T = TreePrior(3, "1/2")
    m = compile_model_a(T, 2)
    with pytest.raises(ShapeError, match=r"X must have shape \(batch, N, D=14\)"):
        m.run(np.zeros((2, 5, 13)), np.zeros((2, 5)))
    with pytest.raises(InputValueError, match="finite"):
        m.run(np.full((1, 2, 14), np.nan), np.zeros((1, 2)))
    with pytest.raises(InputValueError, match="n_tokens must be an integer >= 1; got 0"):
        sample_contexts(T, 2, 0)
    with pytest.raises(InputValueError, match=r"M must be an integer in \[1, 3\]; got 4"):
        compile_model_a(T, 4)
    with pytest.raises(ShapeError, match="D=6 coordinates but the model was compiled for D=14"):
        simulate(m, TreePrior(2, "1/2"), 10, 5)
    with pytest.raises(TooLargeError, match="13 thresholded readings"):
        compile_model_b(TreePrior(4, "1/2"), 13)


def _delta_loss_by_sums(K, M, ell, j, a):
    """ΔL(j, ℓ) summed term by term in Fractions (the module docstring's derivation, not its SymPy form)."""
    if ell <= j:
        return Fraction(0)
    return sum(a ** k for k in range(ell, M + 1)) + sum(a ** k * Fraction(2) ** (M - k) for k in range(M + 1, K + 1))


def test_key_patching_matches_the_term_by_term_sum_and_brute_force_donors():
    """patched_meanfield on compiled Model A, and delta_loss's SymPy closed form, against the sum
    Σ_{k=ℓ}^{M} α^k + Σ_{k=M+1}^{K} α^k 2^{M−k} done in Fractions; the donors against paths compared as bit strings."""
    for K in (2, 3, 4):
        for leaf in range(2 ** K):
            for j in range(1, K + 1):
                path = format(leaf, f"0{K}b")
                brute = [s for s in range(2 ** K) if format(s, f"0{K}b")[:j - 1] == path[:j - 1]
                         and format(s, f"0{K}b")[j - 1] != path[j - 1]]
                assert leaves_differing_at(K, leaf, j) == brute
        for a in (Fraction(1, 2), Fraction(3, 4)):
            T = TreePrior(K, a)
            for M in range(1, K + 1):
                m = compile_model_a(T, M)
                for ell in range(1, M + 1):
                    for j in range(1, K + 1):
                        want = _delta_loss_by_sums(K, M, ell, j, a)
                        assert delta_loss(K, M, ell, j)(alpha=a) == want
                        got, n = patched_meanfield(m, T, j, ell)
                        assert n == 2 ** K * 2 ** (K - j)              # every target, every donor at depth j
                        assert abs(got - float(want)) <= 1e-12, (K, M, ell, j, a, got, want)


def test_key_patching_refusals_name_the_argument():
    T = TreePrior(3, "1/2")
    m = compile_model_a(T, 2)
    f = delta_loss()
    assert str(f).startswith("ΔL(j, ell) = ") and f.latex().startswith(r"\Delta L(j, \ell) = ")
    for bad, msg in [(lambda: f(alpha="1/2", K=3, M=4, ell=1), "M must be ≤ K = 3 (Model A reads one node per depth); got M = 4"),
                     (lambda: delta_loss(K=3, M=0), "M must be ≥ 1 (Model A has M layers); got M = 0"),
                     (lambda: f(alpha="1/2", K=3, M=2, ell=3), "ell must be a layer in [1, M = 2]; got ell = 3"),
                     (lambda: delta_loss(K=3, M=3, ell=1, j=4), "j must be a divergence depth in [1, K = 3]; got j = 4"),
                     (lambda: delta_loss(j=0), "j must be a divergence depth ≥ 1; got j = 0"),
                     (lambda: leaves_differing_at(3, 0, 4), "j must be an integer in [1, 3]; got 4"),
                     (lambda: patched_meanfield(m, T, 4, 1), "j must be an integer in [1, 3]; got 4"),
                     (lambda: patched_meanfield(m, T, 1, 3), "ell must be an integer in [1, 2]; got 3"),
                     (lambda: patched_meanfield(compile_model_a(TreePrior(2, "1/2"), 2), T, 1, 1),
                      "model must be a Model A for this prior (D = 14); got LinearAttentionModel"),
                     (lambda: patched_meanfield(type("NoD", (), {"run_meanfield": None})(), T, 1, 1),
                      "model must be a Model A for this prior (D = 14); got NoD")]:
        with pytest.raises(InputValueError) as e:
            bad()
        assert str(e.value) == msg
    with pytest.raises(InputTypeError, match=r"^key patching is defined for a TreePrior; got GaussianPrior$"):
        patched_meanfield(m, GaussianPrior(np.eye(2)), 1, 1)


def test_simulated_key_patching_converges_to_the_term_by_term_sum():
    """patched_simulation (sampled contexts, finite N) against ΔL summed in Fractions, within 4 standard errors."""
    from theory.inference.models.patching import patched_simulation
    T = TreePrior(3, "1/2")
    m = compile_model_a(T, 3)
    for j, ell in [(1, 2), (1, 3), (2, 3)]:
        mean, se = patched_simulation(m, T, j, ell, 2000, 300, seed=j + ell)
        want = float(_delta_loss_by_sums(3, 3, ell, j, Fraction(1, 2)))
        assert 0 < se < 0.05 and abs(mean - want) <= 4 * se + 0.01, (j, ell, mean, se, want)


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_simulate_refuses_unbounded_work_before_starting():
    """simulate(model, T, 10, 10**12) started a chunk loop of ~10^8 chunks (hours; the per-context error list
    alone would need 8 TB) — no refusal."""
    from theory.inference.models.linear_attention import compile_model_a, simulate
    T = TreePrior(3, "1/2")
    A = compile_model_a(T, 2)
    with pytest.raises(TooLargeError, match=r"simulate would process 1\.4e\+14 token coordinates"):
        simulate(A, T, 10, 10**12)
    with pytest.raises(TooLargeError, match=r"per-context errors"):
        simulate(A, T, 1, 10**8)
    mean, se = simulate(A, T, 50, 20, seed=1)
    assert np.isfinite(mean) and np.isfinite(se)


@pytest.mark.found_by('mutation testing (tools/mutation.py), issue 26: a mutant only the claims or the peer tests killed (tests/test_fast_kills.py)')
def test_simulate_standard_error_is_std_ddof1_over_sqrt_n():
    """simulate's (mean, se) recomputed from its own contexts (same seeds, same chunks) by hand."""
    from theory.inference import TreePrior
    from theory.inference.models.data import sample_contexts
    from theory.inference.models.linear_attention import compile_model_c, simulate
    T = TreePrior(2, "1/2")
    model = compile_model_c(T, 2)
    n, chunk, seed, N, s2 = 7, 3, 2, 9, 0.3
    mean, se = simulate(model, T, N, n, s2, seed=seed, chunk=chunk)
    errs = []
    for i, start in enumerate(range(0, n, chunk)):
        c = sample_contexts(T, min(chunk, n - start), N, s2, seed=seed * 100003 + i)
        th = model.run(c.X, c.y)[0]
        errs += [float(((th[b] - c.theta[b]) ** 2).sum()) for b in range(len(th))]
    assert len(errs) == n
    m = sum(errs) / n
    sd = np.sqrt(sum((e - m) ** 2 for e in errs) / (n - 1))
    assert mean == pytest.approx(m, rel=1e-12)
    assert se == pytest.approx(sd / np.sqrt(n), rel=1e-12)


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 10; tests/test_round4_hangs.py)')
def test_the_linear_attention_models_at_1e155_refuse_with_the_size():
    """compile_model_c(TreePrior(3, '1/2'), 2).run(X*1e155, y*1e155) and Model A's run: finite output or a
    refusal with the size; run_loop (the reference) returned NaN at 1e154."""
    from theory.inference import TreePrior
    from theory.inference.models.linear_attention import compile_model_a, compile_model_c, sample_contexts
    prior = TreePrior(3, "1/2")
    c = sample_contexts(prior, 4, 20, 0.0, seed=0)
    for model in (compile_model_c(prior, 2), compile_model_a(prior, 2)):
        with pytest.raises(InputValueError, match=r"reaches about 1e310, beyond float64"):
            model.run(c.X * 1e155, c.y * 1e155)
        with pytest.raises(InputValueError, match=r"run_loop: the estimate overflows float64 .* about 1e3\d\d"):
            model.run_loop(c.X * 1e155, c.y * 1e155)
        for scale in (1.0, 1e100):                               # within range: run and run_loop agree
            here, loop = model.run(c.X * scale, c.y * scale)[0], model.run_loop(c.X * scale, c.y * scale)
            assert np.all(np.isfinite(here)) and np.allclose(here, loop, rtol=1e-9, atol=0)
    with pytest.raises(InputValueError, match="run_loop: the estimate overflows"):
        compile_model_c(prior, 2).run_loop(c.X * 1e154, c.y * 1e154)
