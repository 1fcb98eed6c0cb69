"""Models B and C trained with sampled coordinate tuples (issue 12): unbiased against enumeration,
trains, reaches the exhaustive trainer's optimum on T(3, 1/2), refuses bad requests before torch."""
from fractions import Fraction
from itertools import permutations

import numpy as np
import pytest

from tests.estimators import assert_unbiased, flat_grad, forbid_torch_import
from theory.errors import InputTypeError, InputValueError, TooLargeError
from theory.inference import GaussianPrior, TreePrior


def test_bad_arguments_are_refused_before_torch_is_imported(monkeypatch):
    forbid_torch_import(monkeypatch)
    from theory.inference.training.nonadaptive import train_nonadaptive
    T = TreePrior(2, "1/2")
    for bad, match in (({"kind": "A"}, "kind"), ({"samples": 1}, "samples"), ({"M": 0}, "M"), ({"M": 7}, "M"),
                       ({"lr": float("nan")}, "lr"), ({"policy_lr": 0}, "policy_lr"), ({"steps": 0}, "steps"),
                       ({"entropy": -1.0}, "entropy"), ({"threads": 0}, "threads"), ({"seed": -1}, "seed"),
                       ({"prior": "T"}, "prior"), ({"prior": TreePrior(2, __import__("sympy").Symbol("a"))}, "prior")):
        args = {"prior": T, "kind": "B", "M": 2, **bad}
        with pytest.raises(InputValueError, match=match):
            train_nonadaptive(args.pop("prior"), args.pop("kind"), args.pop("M"), **args)
    with pytest.raises(InputTypeError, match="steps"):
        train_nonadaptive(T, "C", 2, steps=2.5)
    with pytest.raises(TooLargeError, match="samples"):
        train_nonadaptive(GaussianPrior(np.eye(4)), "B", 2, batch=10**6, samples=64)
    with pytest.raises(TooLargeError, match="coefficients"):
        train_nonadaptive(GaussianPrior(np.eye(300)), "C", 200, samples=10)


torch = pytest.importorskip("torch")

from theory.inference.training.nonadaptive import NonAdaptive, support_points, train_nonadaptive, train_nonadaptive_run  # noqa: E402,E501
from theory.inference.training.linear_attention import meanfield_mse  # noqa: E402


@pytest.mark.parametrize("kind,M", [("B", 2), ("C", 2), ("B", 3), ("C", 3)])
def test_sampled_gradient_is_unbiased_against_enumeration(kind, M):
    """On T(2, 1/2) (D = 6) with random weights, the mean of 400 surrogate gradients (S = 4
    tuples) matches the gradient of the exact expected loss Σ_t π(t) L(t) over all ordered
    tuples of distinct coordinates (30 or 120), π(t) from the sequential policy's log-probability:
    every noisy coordinate within 5 standard errors.  The enumeration also checks that π sums
    to 1 over the distinct tuples.  Checked when written: a baseline including the sample itself
    (biased by 1/S) failed 3 of the 4 cases, dropping the score term failed all 4."""
    T = TreePrior(2, "1/2")
    tr = NonAdaptive(torch, kind, T.dim, M, 16, 0)
    gen = torch.Generator().manual_seed(1)
    params = [tr.first, *tr.decoder_params]
    with torch.no_grad():
        for p in params:
            p.copy_(0.5 * torch.randn(p.shape, generator=gen))
    th, w = (torch.as_tensor(x, dtype=tr.dtype) for x in support_points(T))
    every = torch.as_tensor(list(permutations(range(T.dim), M)))
    pi = tr.log_prob(every).exp()
    assert abs(float(pi.detach().sum()) - 1) < 1e-5
    exact_loss = (pi * tr.losses(every, th, w)).sum()
    exact = flat_grad(torch, exact_loss, params)
    assert_unbiased(torch, exact, lambda: flat_grad(torch, tr.surrogate(th, w, 4, gen)[0], params), 400,
                    se_floor=1e-7, noisy_share=0.5, fixed_rtol=1e-4)


@pytest.mark.parametrize("kind", ["B", "C"])
def test_training_reduces_the_loss_and_exports_hard_routing(kind):
    T = TreePrior(3, "1/2")
    run = train_nonadaptive_run(T, kind, 2, steps=60, samples=4, seed=1)
    assert run.log[-1][1] < run.log[0][1]
    m = run.model
    th_hat, phi, R = m.run_meanfield(T.theta_matrix())
    assert R.shape == (8, 1, 2, T.dim) and np.all(R.sum(-1) == 1) and set(np.unique(R)) <= {0.0, 1.0}
    assert len(set(m.fixed)) == 2
    # the log's last MSE is the exported model's exact mean-field MSE
    assert meanfield_mse(m, T)[0] == pytest.approx(run.log[-1][2], rel=1e-9)


@pytest.mark.parametrize("kind", ["B", "C"])
def test_reaches_the_exhaustive_optimum_on_T3(kind):
    """T(3, 1/2), M = 2: MSE_na = best LMMSE = 9/64 (what the exhaustive trainer reaches in L1)."""
    T = TreePrior(3, "1/2")
    m = train_nonadaptive(T, kind, 2, steps=400, seed=0)
    mse = meanfield_mse(m, T)[0]
    assert float(Fraction(9, 64)) - 1e-9 <= mse <= 1.02 * 9 / 64


def test_gaussian_prior_trains_in_mean_field():
    A = np.random.default_rng(0).normal(size=(4, 4))
    G = GaussianPrior(A @ A.T / 4 + 0.1 * np.eye(4))
    run = train_nonadaptive_run(G, "C", 2, steps=30, samples=4, batch=64, seed=0)
    assert run.log[-1][2] < run.log[0][2] and np.isfinite(run.log[-1][2])


@pytest.mark.parametrize("kind", ["B", "C"])
def test_fast_losses_equal_the_direct_sum(kind):
    """Model C's closed-form loss from the prior's moments and Model B's deduplicated decoder
    evaluation equal the direct weighted sum over the support (random weights, T(3, 3/4), m = 1…3)."""
    from theory.inference.training.nonadaptive import prior_moments
    T = TreePrior(3, "3/4")
    tr = NonAdaptive(torch, kind, T.dim, 3, 16, 2)
    sup = support_points(T)
    th, w = (torch.as_tensor(x, dtype=tr.dtype) for x in sup)
    gen = torch.Generator().manual_seed(0)
    with torch.no_grad():
        for p in tr.decoder_params:
            p.add_(0.3 * torch.randn(p.shape, generator=gen, dtype=p.dtype))
    for m in (1, 2, 3):
        tuples = tr.sample(20, gen, m)[0]
        direct = tr.losses(tuples, th, w)
        if kind == "C":
            tr.set_moments(*prior_moments(T, sup))
        else:
            tr.dedup = True
        fast = tr.losses(tuples, th, w)
        tr.moments, tr.dedup = None, False
        assert torch.allclose(fast, direct, rtol=1e-5, atol=1e-6)


def test_cli_train_picks_the_depth_trainers(capsys):
    from theory.cli import main
    assert main(["train", "--model", "C", "--trainer", "sampled", "-M", "2", "--depth", "3", "--steps", "20",
                 "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "learned MSE, log, mean field:" in out and "optimal non-adaptive MSE:      9/64" in out
    assert main(["train", "--model", "A", "--trainer", "sampled", "-M", "2", "--depth", "2", "--steps", "4",
                 "--batch", "8", "--quiet"]) == 0
    assert "routing: optimal at" in capsys.readouterr().out
    with pytest.raises(SystemExit) as exc:
        main(["train", "--model", "B", "--trainer", "fast", "-M", "2"])
    assert exc.value.code == 2


@pytest.mark.parametrize("kind", ["B", "C"])
def test_export_computes_the_trained_decoder_on_its_tuple(kind):
    """The exported TrainedLinearAttention (B: U folded into φ_q's column; C: (W, b) of the fixed
    tuple) computes what the trainer's decoder computes on the fixed tuple, on every leaf."""
    T = TreePrior(3, "3/4")
    tr = NonAdaptive(torch, kind, T.dim, 3, 16, 4)
    gen = torch.Generator().manual_seed(0)
    with torch.no_grad():
        for p in [tr.first, *tr.decoder_params]:
            p.add_(0.5 * torch.randn(p.shape, generator=gen, dtype=p.dtype))
    model = tr.export()
    th = T.theta_matrix()
    want = tr.predict(torch.as_tensor([model.fixed]), torch.as_tensor(th, dtype=tr.dtype))[0].detach().double().numpy()
    got = model.run_meanfield(th)[0]
    assert np.allclose(got, want, rtol=1e-5, atol=1e-5)
    assert len(set(model.fixed)) == 3
