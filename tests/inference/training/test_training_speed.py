"""Issue 17: the faster trainer computes today's loss, and the moment sampler has the tokens' law.

The moment-sampler tests need no torch; the trainer comparisons are skipped without it.
"""
import sys
from pathlib import Path

import numpy as np
import pytest
from scipy.stats import ks_2samp

from theory.errors import InputValueError
from theory.inference import TreePrior
from theory.inference.models.data import sample_contexts, sample_moments, token_moment

from tests.paths import ROOT

T = TreePrior(3, "1/2")


def _direct(theta, n_tokens, sigma2, seed):
    c = sample_contexts(T, len(theta), n_tokens, sigma2, seed=seed, theta=theta)
    return token_moment(c.X, c.y)


@pytest.mark.parametrize("leaf, n_tokens, sigma2", [(3, 2, 0.0), (5, 3, 0.4), (None, 4, 0.25)])
def test_moment_sampler_has_the_law_of_the_token_moment(leaf, n_tokens, sigma2):
    """Two-sample KS tests (60 000 draws each, level 1e-4 per projection) between
    ``sample_moments`` and ``token_moment`` of sampled tokens at small N, where the law is far
    from Gaussian (χ²_N factor); plus mean and covariance against the closed forms
    E u = θ, Cov u = ((‖θ‖² + σ²) I + θθᵀ)/N within 6 standard errors.  ``leaf=None`` is θ = 0."""
    n = 60_000
    th0 = np.zeros(T.dim) if leaf is None else T.theta_matrix()[leaf]
    theta = np.tile(th0, (n, 1))
    a = sample_moments(T, n, n_tokens, sigma2, seed=1, theta=theta).u
    b = _direct(theta, n_tokens, sigma2, seed=2)
    rng = np.random.default_rng(0)
    directions = [rng.standard_normal(T.dim), np.eye(T.dim)[4]]
    if leaf is not None:
        directions.append(th0 / np.linalg.norm(th0))
        perp = rng.standard_normal(T.dim)
        directions.append(perp - (perp @ directions[-1]) * directions[-1])
    for v in directions:
        assert ks_2samp(a @ v, b @ v).pvalue > 1e-4
    norms = (np.linalg.norm(a, axis=1), np.linalg.norm(b, axis=1))
    assert ks_2samp(*norms).pvalue > 1e-4
    cov = ((th0 @ th0 + sigma2) * np.eye(T.dim) + np.outer(th0, th0)) / n_tokens
    se_mean = np.sqrt(np.diag(cov) / n)
    assert np.all(np.abs(a.mean(0) - th0) <= 6 * se_mean)
    emp = np.cov(a.T)
    se_cov = np.sqrt((np.outer(np.diag(cov), np.diag(cov)) + cov ** 2) / n) * 3   # ×3: fourth moments of a χ² mixture
    assert np.all(np.abs(emp - cov) <= 6 * se_cov)


def test_a_gaussian_moment_law_is_told_apart():
    """Negative control for the KS check above: the Gaussian with the same mean and covariance
    (what a CLT shortcut would sample) fails along θ at N = 2."""
    n, th0 = 60_000, T.theta_matrix()[3]
    theta = np.tile(th0, (n, 1))
    cov = ((th0 @ th0) * np.eye(T.dim) + np.outer(th0, th0)) / 2
    fake = np.random.default_rng(1).multivariate_normal(th0, cov, size=n)
    v = th0 / np.linalg.norm(th0)
    assert ks_2samp(fake @ v, _direct(theta, 2, 0.0, seed=2) @ v).pvalue < 1e-6


def test_moment_sampler_edge_cases_and_refusals():
    zero = sample_moments(T, 5, 10, 0.0, seed=0, theta=np.zeros((5, T.dim))).u
    assert np.array_equal(zero, np.zeros((5, T.dim)))                       # θ = 0, σ = 0: y ≡ 0
    m = sample_moments(T, 4, 7, seed=3)
    assert m.u.shape == m.theta.shape == (4, T.dim) and m.leaves.shape == (4,) and np.all(np.isfinite(m.u))
    for bad, match in (({"sigma2": -1.0}, "sigma2"), ({"sigma2": float("nan")}, "sigma2"),
                       ({"n_tokens": 0}, "n_tokens"), ({"theta": np.zeros((2, 3))}, "theta")):
        with pytest.raises(InputValueError, match=match):
            sample_moments(T, 4, **{"n_tokens": 7, **bad})


torch = pytest.importorskip("torch")

sys.path.append(str(Path(ROOT) / "benchmarks"))   # the frozen reference trainer lives
from _training_legacy import LegacyTrainer  # noqa: E402                     # beside its benchmark, outside the package
from theory.inference.training.linear_attention import Trainer, train_linear_attention  # noqa: E402


def _params(t):
    return [t.first, *t.routers.parameters(), *t.decoder.parameters()]


@pytest.mark.parametrize("prior, kind, M, m, chunk", [
    (T, "A", 2, 1, None), (T, "A", 2, 2, None), (T, "B", 2, 2, None), (T, "C", 2, 2, None),
    (TreePrior(2, "3/4"), "A", 3, 3, None), (TreePrior(2, "3/4"), "B", 3, 3, None), (TreePrior(2, "3/4"), "C", 3, 3, None),
    (T, "A", 2, 2, 1), (T, "B", 2, 2, 3 * 16 * 14), (TreePrior(2, "3/4"), "B", 3, 3, 5 * 16 * 6)])
def test_fast_expected_loss_equals_the_legacy_enumeration(prior, kind, M, m, chunk, monkeypatch):
    """Same weights (random, not the zero init) and same data: the factorised first layer and the
    fused decoder (B on the full grid [D]^M with weight 0 off the distinct tuples) give the legacy
    loss, entropy and gradients to float32 rounding — also with the fused decoder's branch chunks
    of one row of the grid, and of sizes that leave a shorter last chunk."""
    if chunk is not None:
        from theory.inference.training import meanfield_loss as training
        monkeypatch.setattr(training, "CHUNK_ROWS", chunk)
    old = LegacyTrainer(prior, kind, M, batch=16, n_tokens=30, eval_contexts=4, seed=3)
    new = Trainer(torch, prior, kind, M, 64, 32, 3e-3, 3e-3, 3)
    gen = torch.Generator().manual_seed(1)
    with torch.no_grad():
        for a, b in zip(_params(old), _params(new)):
            assert torch.equal(a, b)                          # same initialisation from the seed
            r = 0.3 * torch.randn(a.shape, generator=gen)
            a.copy_(r)
            b.copy_(r)
    u, th = old.sample()
    _assert_same_loss_and_grads(old, new, old.expected_loss(u, th, m), new.expected_loss(u, th, m, with_entropy=True))


def _assert_same_loss_and_grads(old, new, old_loss_entropy, new_loss_entropy):
    """Loss and entropy equal to 1e-5 (relative, all finite) and every parameter's gradient to
    1e-4 of its largest entry; a parameter without a gradient on one side has none (or only zeros)
    on the other."""
    (l_old, e_old), (l_new, e_new) = old_loss_entropy, new_loss_entropy
    lo, eo, ln, en = (float(x.detach()) for x in (l_old, e_old, l_new, e_new))
    assert np.isfinite([lo, eo, ln, en]).all()
    assert abs(lo - ln) <= 1e-5 * abs(lo)
    assert abs(eo - en) <= 1e-5 * abs(eo)
    l_old.backward()
    l_new.backward()
    for a, b in zip(_params(old), _params(new)):
        if a.grad is None:
            assert b.grad is None or float(b.grad.abs().max()) == 0.0
            continue
        scale = float(a.grad.abs().max()) + 1e-12
        assert float((a.grad - b.grad).abs().max()) <= 1e-4 * scale


@pytest.mark.parametrize("kind", ["A", "C"])
def test_token_sampler_reproduces_the_legacy_training_run(kind):
    """With ``sampler="tokens"`` the new trainer sees the legacy data stream: per-step expected
    losses and held-out MSEs agree with the legacy step loop (same seed) to float32 rounding."""
    steps, M = 6, 2
    run = train_linear_attention(T, kind, M, steps=steps, batch=16, n_tokens=30, eval_contexts=50, seed=4,
                                 sampler="tokens", threads=1, progress=False)
    old = LegacyTrainer(T, kind, M, batch=16, n_tokens=30, eval_contexts=50, seed=4)
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        for step in range(1, steps + 1):
            m = min(M, 1 + (step - 1) * M // steps) if kind == "A" else M
            u, th = old.sample()
            loss, ent = old.expected_loss(u, th, m)
            old.backward(loss, ent)
            old.optimiser_step()
            s, l_new, mse_new = run.log[step - 1]
            assert s == step
            assert abs(float(loss.detach()) - l_new) <= 1e-5 * abs(l_new)
            assert abs(old.held_out_mse() - mse_new) <= 1e-4 * mse_new
    finally:
        torch.set_num_threads(threads)


def test_threads_are_restored_and_bad_settings_refused():
    before = torch.get_num_threads()
    train_linear_attention(T, "C", 1, steps=2, batch=4, n_tokens=5, eval_contexts=4, threads=1, progress=False)
    assert torch.get_num_threads() == before
    with pytest.raises(InputValueError, match="sampler"):
        train_linear_attention(T, "A", 2, steps=1, sampler="exact", progress=False)
    with pytest.raises(InputValueError, match="threads"):
        train_linear_attention(T, "A", 2, steps=1, threads=0, progress=False)


# --- mean-field mode (issue 17): the exact expected loss over the support of a finite prior ---

from fractions import Fraction  # noqa: E402

from theory.inference import DiscretePrior, GaussianPrior  # noqa: E402
from theory.inference.training.meanfield_loss import meanfield_batch, meanfield_support
from theory.inference.training.linear_attention import meanfield_mse  # noqa: E402

from tests.estimators import forbid_torch_import  # noqa: E402

T2 = TreePrior(2, "3/4")
# T(2, 3/4)'s four leaves with unequal probabilities 1/8, 3/8, 1/4, 1/4
SKEWED = DiscretePrior(T2.to_discrete().points, ["1/8", "3/8", "1/4", "1/4"], T2.to_discrete().scales_sq)


def _legacy_rows(prior):
    """The support as an ordinary batch for the legacy trainer: each point repeated in proportion
    to its probability, so the legacy *uniform* batch mean is the prior's weighted mean."""
    theta = prior.theta_matrix() if isinstance(prior, TreePrior) else prior.theta()
    rep = [1] * len(theta) if isinstance(prior, TreePrior) else [int(Fraction(q) * 8) for q in prior.probs]
    rows = np.repeat(theta, rep, axis=0)
    return torch.as_tensor(rows, dtype=torch.float32), torch.as_tensor(rows, dtype=torch.float32)


@pytest.mark.parametrize("prior, kind, M, m", [
    (T2, "A", 2, 1), (T2, "A", 2, 2), (T2, "B", 2, 2), (T2, "C", 2, 2),
    (SKEWED, "A", 2, 2), (SKEWED, "B", 2, 2), (SKEWED, "C", 2, 2), (TreePrior(1, "1/2"), "A", 2, 2)])
def test_meanfield_loss_equals_the_legacy_enumeration_on_the_support(prior, kind, M, m):
    """The mean-field step's loss, entropy and gradients (support points weighted by their
    probabilities, through the fused decoder) equal the legacy exhaustive enumeration (autograd on
    concatenated features) on a batch holding each support point as often as its probability
    says, with u = θ (N → ∞) — random weights, float32 rounding."""
    old = LegacyTrainer(prior, kind, M, batch=4, n_tokens=3, eval_contexts=4, seed=5)
    new = Trainer(torch, prior, kind, M, 64, 32, 3e-3, 3e-3, 5)
    gen = torch.Generator().manual_seed(2)
    with torch.no_grad():
        for a, b in zip(_params(old), _params(new)):
            r = 0.3 * torch.randn(a.shape, generator=gen)
            a.copy_(r)
            b.copy_(r)
    u, th = _legacy_rows(prior)
    u_mf, th_mf, p_mf = meanfield_batch(torch, meanfield_support(prior))
    _assert_same_loss_and_grads(old, new, old.expected_loss(u, th, m),
                                new.expected_loss(u_mf, th_mf, m, with_entropy=True, weights=p_mf))


def test_meanfield_support_weights():
    """The support and its weights: 2^K equally likely leaves for a tree; a DiscretePrior's own
    probabilities (summing to 1); a Gaussian prior is refused before torch is imported."""
    theta, p = meanfield_support(SKEWED)
    assert p.tolist() == [0.125, 0.375, 0.25, 0.25]
    assert np.array_equal(theta, T2.theta_matrix())
    theta, p = meanfield_support(T)
    assert theta.shape == (8, 14) and p.tolist() == [0.125] * 8


def test_meanfield_refuses_priors_without_finite_support(monkeypatch):
    forbid_torch_import(monkeypatch)
    with pytest.raises(InputValueError, match="finite support.*GaussianPrior"):
        train_linear_attention(GaussianPrior(np.eye(3)), "A", 2, steps=1, meanfield=True, progress=False)
    with pytest.raises(InputValueError, match="meanfield"):
        train_linear_attention(T, "A", 2, steps=1, meanfield=1, progress=False)


@pytest.mark.parametrize("prior, kind", [(T2, "A"), (SKEWED, "B"), (SKEWED, "C")])
def test_meanfield_training_run_logs_the_exact_loss_and_meanfield_mse(prior, kind):
    """End to end: a one-step mean-field run logs the legacy enumeration's loss at the initial
    weights (same seed, same parameter order) on the probability-repeated support, and as its
    held-out MSE the exact mean-field MSE of the exported model, Σ_s p_s ‖θ̂(θ_s) − θ_s‖²
    computed here from the model's own ``run_meanfield``; for a tree that is ``meanfield_mse``."""
    run = train_linear_attention(prior, kind, 2, steps=1, seed=6, meanfield=True, progress=False)
    old = LegacyTrainer(prior, kind, 2, batch=4, n_tokens=3, eval_contexts=4, seed=6)
    loss, _ = old.expected_loss(*_legacy_rows(prior), 1 if kind == "A" else 2)    # A grows: 1 layer at step 1
    assert abs(float(loss.detach()) - run.log[0][1]) <= 1e-5 * abs(run.log[0][1])
    theta = prior.theta_matrix() if isinstance(prior, TreePrior) else prior.theta()
    probs = np.array([1.0 / len(theta)] * len(theta) if isinstance(prior, TreePrior) else
                     [float(Fraction(q)) for q in prior.probs])
    exact = float(sum(q * ((th_hat - th) ** 2).sum() for q, th_hat, th in
                      zip(probs, run.model.run_meanfield(theta)[0], theta)))
    assert np.isfinite(run.log[0][2]) and abs(run.log[0][2] - exact) <= 1e-12 * max(exact, 1.0)
    if isinstance(prior, TreePrior):
        assert abs(meanfield_mse(run.model, prior)[0] - run.log[0][2]) <= 1e-12
    assert run.settings["meanfield"] is True and run.settings["n_tokens"] is None


@pytest.mark.parametrize("prior, kind, M, m", [
    (T2, "A", 2, 1), (T2, "A", 2, 2), (SKEWED, "A", 3, 2), (SKEWED, "A", 3, 3), (T2, "B", 2, 2), (SKEWED, "B", 3, 3),
    (T2, "C", 2, 2), (SKEWED, "C", 3, 3), (T, "A", 2, 2), (T, "B", 2, 2), (T, "C", 2, 2)])
def test_closed_form_meanfield_gradients_equal_autograd_in_float64(prior, kind, M, m):
    """The mean-field step's hand-written loss, entropy and gradients (``Trainer.manual``) against
    autograd through the module-level ops of the same trainer (``manual = False``), in float64
    with random weights, for the loss alone, the entropy alone and ``loss − 0.37·entropy`` — so a
    wrong sign or a missing term in either part shows; 1e-10 relative.  A's routers beyond the
    first m layers get no gradient on either side."""
    default = torch.get_default_dtype()
    torch.set_default_dtype(torch.float64)
    try:
        tr = Trainer(torch, prior, kind, M, 16, 8, 3e-3, 3e-3, 7)
        gen = torch.Generator().manual_seed(3)
        with torch.no_grad():
            for t in tr.params:
                t.copy_(0.5 * torch.randn(t.shape, generator=gen, dtype=torch.float64))
        u, th, p = (x.double() for x in meanfield_batch(torch, meanfield_support(prior)))
        for coef_loss, coef_ent in ((1.0, 0.0), (0.0, 1.0), (1.0, -0.37)):
            results = []
            for manual in (False, True):
                tr.manual = manual
                for t in tr.params:
                    t.grad = None
                loss, ent = tr.expected_loss(u, th, m, with_entropy=True, weights=p)
                (coef_loss * loss + coef_ent * ent).backward()
                grads = [None if t.grad is None else t.grad.clone() for t in tr.params]
                results.append((float(loss.detach()), float(ent.detach()), grads))
            (l0, e0, g0), (l1, e1, g1) = results
            assert np.isfinite([l0, e0, l1, e1]).all() and e0 > 0
            assert abs(l0 - l1) <= 1e-12 * abs(l0) and abs(e0 - e1) <= 1e-12 * abs(e0)
            for a, b in zip(g0, g1, strict=True):
                assert (a is None) == (b is None)
                if a is not None:
                    assert torch.isfinite(b).all()
                    assert float((a - b).abs().max()) <= 1e-10 * (float(a.abs().max()) + 1e-300)
    finally:
        torch.set_default_dtype(default)


@pytest.mark.parametrize("kind", ["A", "B", "C"])
def test_meanfield_step_without_autograd_equals_backward_through_the_function(kind, monkeypatch):
    """``Trainer.meanfield_step`` (forward and backward called directly, gradients written into
    ``.grad``) against ``(loss − bonus·entropy).backward()`` through the same autograd Function:
    whole mean-field runs bit-identical (log and exported weights) — A grows, so its router gets
    no gradient for the first half and the entropy bonus decays through both phases."""
    def via_autograd(self, u, theta, p, m, bonus=0.0):
        loss, ent = self.expected_loss(u, theta, m, with_entropy=bonus > 0, weights=p)
        self.opt.zero_grad()
        (loss - bonus * ent if bonus > 0 else loss).backward()
        self.opt.step()
        return float(loss.detach()), float(ent.detach())

    runs = [train_linear_attention(T2, kind, 2, steps=60, entropy=0.05, meanfield=True, progress=False)]
    monkeypatch.setattr(Trainer, "meanfield_step", via_autograd)
    runs.append(train_linear_attention(T2, kind, 2, steps=60, entropy=0.05, meanfield=True, progress=False))
    (a, b) = runs
    assert a.log == b.log and np.isfinite(a.log[-1][1:]).all()
    assert np.array_equal(a.model.first, b.model.first)
    for x, y in zip([*a.model.decoder.layers, *(layer for r in a.model.routers for layer in r.layers)],
                    [*b.model.decoder.layers, *(layer for r in b.model.routers for layer in r.layers)], strict=True):
        assert np.array_equal(x[0], y[0]) and np.array_equal(x[1], y[1])


@pytest.mark.parametrize("kind", ["A", "B", "C"])
def test_meanfield_constants_follow_a_batch_changed_in_place(kind):
    """The mean-field step caches what does not depend on the parameters per batch; a batch whose
    tensors are modified in place afterwards (same objects) must not reuse the stale cache: the
    loss equals that of a fresh trainer on fresh tensors holding the new values."""
    u, th, p = meanfield_batch(torch, meanfield_support(T2))
    tr, fresh = (Trainer(torch, T2, kind, 2, 16, 8, 3e-3, 3e-3, 4) for _ in range(2))
    gen = torch.Generator().manual_seed(8)
    with torch.no_grad():                   # random weights (C's decoder starts at 0: θ̂ would not read u)
        for a, b in zip(tr.params, fresh.params, strict=True):
            b.copy_(a.copy_(0.5 * torch.randn(a.shape, generator=gen)))
    tr.expected_loss(u, th, 2, weights=p)
    with torch.no_grad():
        u.mul_(0.5)
        th.mul_(0.5)
    after = float(tr.expected_loss(u, th, 2, weights=p)[0].detach())
    expected = float(fresh.expected_loss(u.clone(), th.clone(), 2, weights=p.clone())[0].detach())
    assert np.isfinite(after) and after == expected


@pytest.mark.parametrize("kind", ["A", "B", "C"])
@pytest.mark.parametrize("meanfield", [True, False])
def test_training_under_a_float64_default_dtype_is_the_float32_run(kind, meanfield):
    """The trainer is float32 (its batches, FlatAdam's buffers): under
    ``torch.set_default_dtype(torch.float64)`` a run trains in float32 all the same — the log and
    the exported weights equal those of the run under the float32 default, exactly — and the
    caller's default dtype is restored (it raised FlatAdam's ValueError; C's sampled path a dtype
    mismatch in its einsum)."""
    kw = dict(steps=6, meanfield=True) if meanfield else dict(steps=4, batch=8, n_tokens=10, eval_contexts=10)
    runs, default = [], torch.get_default_dtype()
    for dtype in (torch.float32, torch.float64):
        torch.set_default_dtype(dtype)
        try:
            runs.append(train_linear_attention(T2, kind, 2, entropy=0.01, progress=False, **kw))
            assert torch.get_default_dtype() == dtype
        finally:
            torch.set_default_dtype(default)
    a, b = runs
    assert a.log == b.log and np.isfinite(np.array(a.log)).all()
    assert np.array_equal(a.model.first, b.model.first)
    for x, y in zip([*a.model.decoder.layers, *(layer for r in a.model.routers for layer in r.layers)],
                    [*b.model.decoder.layers, *(layer for r in b.model.routers for layer in r.layers)], strict=True):
        assert np.array_equal(x[0], y[0]) and np.array_equal(x[1], y[1])


@pytest.mark.parametrize("meanfield", [True, False])
@pytest.mark.parametrize("kind, lr, steps", [("A", 1e6, 30), ("B", 1e6, 30), ("C", 1e19, 2)])
def test_a_diverging_run_is_refused_with_a_clear_error(kind, lr, steps, meanfield):
    """Finite input, non-finite training: a step size so large that the loss or the weights overflow
    float32 is refused naming the step sizes (C at lr = 1e19 returned a log with an infinite loss
    and NaN routing logits; A and B failed in the export with "layers[0].W must be finite"), and
    an lr whose first Adam step (10·lr) is not a float32 is refused before training (a RuntimeError
    from torch's addcdiv)."""
    kw = dict(meanfield=True) if meanfield else dict(batch=4, n_tokens=5, eval_contexts=5)
    with pytest.raises(InputValueError, match=r"training diverged: .* at step \d+ .*lr="):
        train_linear_attention(T2, kind, 2, steps=steps, lr=lr, progress=False, **kw)
    for name in ("lr", "router_lr"):
        with pytest.raises(InputValueError, match=f"^{name} must be .*≤ 1e\\+37"):
            train_linear_attention(T2, kind, 2, steps=1, progress=False, **{name: 3e38}, **kw)
    run = train_linear_attention(T2, kind, 2, steps=1, lr=1e30, progress=False, **kw)     # one step: finite
    assert np.isfinite(np.array(run.log)).all() and np.isfinite(run.model.first).all()
