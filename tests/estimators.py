"""Shared checks for the sampled trainers' tests (sampled, mean-field and non-adaptive)."""
import builtins

import numpy as np


def forbid_torch_import(monkeypatch):
    """Make any import of torch fail, so a test can check that arguments are refused first."""
    real = builtins.__import__

    def no_torch(name, *a, **k):
        if name == "torch" or name.startswith("torch."):
            raise AssertionError("torch imported before the arguments were checked")
        return real(name, *a, **k)

    monkeypatch.setattr(builtins, "__import__", no_torch)


def flat_grad(torch, loss, params):
    """The gradient of ``loss`` in ``params``, flattened (unused parameters: zeros)."""
    grads = torch.autograd.grad(loss, params, allow_unused=True)
    return torch.cat([(g if g is not None else torch.zeros_like(p)).flatten() for g, p in zip(grads, params)])


def assert_unbiased(torch, exact, draw, n, *, se_floor, noisy_share, fixed_rtol):
    """The mean of ``n`` draws of ``draw()`` (flat gradient estimates) equals ``exact``: every
    coordinate whose standard error exceeds ``se_floor`` within 5 SE (and more than ``noisy_share``
    of them noisy), every other within ``fixed_rtol`` × the largest exact entry; no NaN."""
    G = torch.stack([draw() for _ in range(n)]).double()
    exact = exact.double()
    mean, se = G.mean(0), G.std(0) / np.sqrt(n)
    assert torch.isfinite(G).all()
    noisy = se > se_floor
    assert noisy.sum() > noisy_share * len(exact)
    z = (mean[noisy] - exact[noisy]) / se[noisy]
    assert float(z.abs().max()) <= 5.0
    fixed = (mean[~noisy] - exact[~noisy]).abs()
    assert fixed.numel() == 0 or float(fixed.max()) <= fixed_rtol * float(exact.abs().max())
