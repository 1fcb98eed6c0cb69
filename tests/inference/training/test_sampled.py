"""Model A trained with sampled routing prefixes (issue 12): unbiased against enumeration, trains,
refuses bad requests before torch is imported."""

import numpy as np
import pytest

from tests.estimators import assert_unbiased, flat_grad, forbid_torch_import
from theory.errors import InputValueError, TooLargeError
from theory.inference import TreePrior


def test_bad_arguments_are_refused_before_torch_is_imported(monkeypatch):
    forbid_torch_import(monkeypatch)
    from theory.inference.training.sampled import train_sampled_a
    T = TreePrior(2, "1/2")
    for bad, match in (({"samples": 1}, "samples"), ({"M": 0}, "M"), ({"M": 7}, "M"), ({"lr": float("nan")}, "lr"),
                       ({"steps": 0}, "steps"), ({"sampler": "exact"}, "sampler"), ({"threads": 0}, "threads"),
                       ({"prior": "T"}, "prior")):
        args = {"prior": T, "M": 2, **bad}
        with pytest.raises(InputValueError, match=match):
            train_sampled_a(args.pop("prior"), args.pop("M"), progress=False, **args)
    with pytest.raises(TooLargeError, match="samples"):
        train_sampled_a(TreePrior(5, "1/2"), 4, batch=10_000, samples=10, progress=False)


torch = pytest.importorskip("torch")

from theory.inference.training.sampled import SampledA, train_sampled_a  # noqa: E402
from theory.inference.training.linear_attention import sample_moments_batch, meanfield_mse  # noqa: E402


@pytest.mark.parametrize("M", [2, 3])
def test_sampled_gradient_is_unbiased_against_enumeration(M):
    """On T(2, 1/2) (D = 6) with random weights and fixed data, the mean of 300 independent
    surrogate gradients (S = 4 prefixes per context) matches the exhaustive expected loss's
    gradient: every coordinate with sampling noise within 5 standard errors (about 700–1000
    coordinates; the largest |z| was ≈ 3 when this was written), every noiseless coordinate
    (decoder bias paths fixed by the enumeration) within 1e-3 of the largest exact entry.
    A baseline that includes the sample itself (biased by 1/S) gave |z| ≈ 13–19 here, and
    dropping the score term left the routers' gradients at 0 instead of the exact values."""
    T = TreePrior(2, "1/2")
    tr = SampledA(torch, T, "A", M, 16, 8, 3e-3, 3e-3, 0)
    gen = torch.Generator().manual_seed(1)
    params = [tr.first, *tr.routers.parameters(), *tr.decoder.parameters()]
    with torch.no_grad():
        for p in params:
            p.copy_(0.5 * torch.randn(p.shape, generator=gen))
    u, th = (torch.as_tensor(x, dtype=torch.float32) for x in sample_moments_batch(T, 8, 20, 0.0, 3, "moments"))
    exact = flat_grad(torch, tr.expected_loss(u, th, M)[0], params)
    assert_unbiased(torch, exact, lambda: flat_grad(torch, tr.surrogate(u, th, M, 4, gen)[0], params), 300,
                    se_floor=1e-9, noisy_share=0.5, fixed_rtol=1e-3)


def test_sampled_training_reduces_the_loss_and_exports_hard_routing():
    T = TreePrior(2, "1/2")
    run = train_sampled_a(T, 2, steps=80, samples=3, batch=32, n_tokens=50, eval_contexts=200, seed=1, progress=False)
    assert run.log[-1][1] < run.log[0][1] and run.log[-1][2] < run.log[0][2]
    m = run.model
    th_hat, phi, R = m.run_meanfield(T.theta_matrix())
    assert R.shape == (4, 2, 1, 6) and np.all(R.sum(-1) == 1) and set(np.unique(R)) <= {0.0, 1.0}
    assert np.isfinite(meanfield_mse(m, T)[0])
