"""FlatAdam (issue 17) against torch.optim.Adam: bit-identical updates, and bit-identical training runs."""
import numpy as np
import pytest

torch = pytest.importorskip("torch")

from theory.inference import TreePrior  # noqa: E402
from theory.inference.training import linear_attention as training  # noqa: E402
from theory.inference.training.flat_adam import FlatAdam  # noqa: E402

SHAPES = [(14,), (32, 15), (32,), (32, 32), (32,), (14, 32), (14,), (64, 30), (64,), (64, 64), (64,), (14, 64), (14,),
          (3, 5, 7), (1,)]


def _params(seed):
    gen = torch.Generator().manual_seed(seed)
    return [torch.nn.Parameter(torch.randn(s, generator=gen)) for s in SHAPES]


class _NoGrad(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x.sum()

    @staticmethod
    def backward(ctx, grad):
        return None


@pytest.mark.parametrize("lagging", [True, False])
def test_flat_adam_equals_torch_adam_bit_for_bit(lagging):
    """400 steps, two groups with different step sizes, gradients spanning 10⁻⁶…10² with exact
    zeros, and parameters left out of some backward passes (torch's Adam skips a parameter
    whose grad is None: its step count lags, so later steps have unequal bias corrections within
    a group).  Every parameter equals torch's after every step (``torch.equal``)."""
    ref, new = _params(0), _params(0)
    opt_ref = torch.optim.Adam([{"params": ref[:7], "lr": 1e-2}, {"params": ref[7:], "lr": 3e-3}])
    opt_new = FlatAdam(torch, [(new[:7], 1e-2), (new[7:], 3e-3)])
    gen = torch.Generator().manual_seed(5)
    for step in range(400):
        skip = (set(range(1, 7)) if step < 100 else ({3, 12} if step % 7 == 0 else set())) if lagging else set()
        opt_ref.zero_grad()
        opt_new.zero_grad()
        loss_ref = loss_new = 0
        for i, (a, b) in enumerate(zip(ref, new)):
            if i in skip:
                if step % 2:        # in the graph, but its Function returns no gradient (None)
                    loss_ref = loss_ref + _NoGrad.apply(a)
                    loss_new = loss_new + _NoGrad.apply(b)
                continue
            r = torch.randn(a.shape, generator=gen) * 10.0 ** float(torch.randint(-6, 3, (1,), generator=gen))
            if step % 13 == 0:
                r[..., 0] = 0
            loss_ref = loss_ref + (a * r).sum()
            loss_new = loss_new + (b * r).sum()
        loss_ref.backward()
        loss_new.backward()
        opt_ref.step()
        opt_new.step()
        for a, b in zip(ref, new):
            assert torch.isfinite(b).all() and torch.equal(a, b), step


def test_flat_adam_keeps_parameters_and_refuses_a_used_one():
    """The parameters keep their values and identity (views of the buffer; the gradient too)."""
    ps = _params(1)
    before = [p.detach().clone() for p in ps]
    opt = FlatAdam(torch, [(ps, 1e-3)])
    assert all(torch.equal(p, b) for p, b in zip(ps, before))
    assert ps[3].grad is not None and ps[3].grad.data_ptr() == opt.grad[ps[0].numel() + 32 * 15 + 32:].data_ptr()
    q = torch.nn.Parameter(torch.ones(2))
    q.sum().backward()
    with pytest.raises(ValueError, match="without a gradient"):
        FlatAdam(torch, [([q], 1e-3)])


class _TorchAdamTrainer(training.Trainer):
    def __init__(self, *args, flat=False, **kwargs):
        super().__init__(*args, flat=False, **kwargs)


def _layers(model):
    return [*model.decoder.layers, *(layer for r in model.routers for layer in r.layers)]


@pytest.mark.parametrize("kind", ["A", "B", "C"])
@pytest.mark.parametrize("meanfield", [True, False])
def test_training_runs_are_bit_identical_to_torch_adam(kind, meanfield, monkeypatch):
    """``train_linear_attention`` with FlatAdam (its default) and with torch.optim.Adam: the same
    log (losses, held-out MSEs) and the same exported weights, exactly — A grows its depth, so
    its router is skipped (no gradient) for the first half of the run."""
    T = TreePrior(2, "1/2")
    kw = dict(steps=40, meanfield=True) if meanfield else dict(steps=20, batch=16, n_tokens=20, eval_contexts=50)
    runs = []
    for cls in (_TorchAdamTrainer, training.Trainer):
        monkeypatch.setattr(training, "Trainer", cls)
        runs.append(training.train_linear_attention(T, kind, 2, entropy=0.01, progress=False, **kw))
    old, new = runs
    assert old.log == new.log and all(np.isfinite(v).all() for v in old.log)
    assert np.array_equal(old.model.first, new.model.first) and old.model.fixed == new.model.fixed
    for (Wa, ba), (Wb, bb) in zip(_layers(old.model), _layers(new.model), strict=True):
        assert np.array_equal(Wa, Wb) and np.array_equal(ba, bb)


def test_flat_adam_under_a_float64_default_dtype():
    """Its moment buffers are float32 like the parameters whatever the default dtype (they were
    created with the default dtype: under ``torch.set_default_dtype(torch.float64)`` the first
    step raised "expected dtype double for `end`"); the steps still equal torch's, bit for bit."""
    default = torch.get_default_dtype()
    torch.set_default_dtype(torch.float64)
    try:
        ref, new = ([torch.nn.Parameter(p.detach().float()) for p in _params(2)] for _ in range(2))
        opt_ref, opt_new = torch.optim.Adam(ref, lr=1e-2), FlatAdam(torch, [(new, 1e-2)])
        gen = torch.Generator().manual_seed(9)
        for step in range(20):
            opt_ref.zero_grad()
            opt_new.zero_grad()
            rs = [torch.randn(a.shape, generator=gen, dtype=torch.float32) for a in ref]
            sum((a * a * r).sum() for a, r in zip(ref, rs)).backward()
            sum((b * b * r).sum() for b, r in zip(new, rs)).backward()
            opt_ref.step()
            opt_new.step()
            assert all(torch.isfinite(b).all() and torch.equal(a, b) for a, b in zip(ref, new)), step
        assert opt_new.exp_avg.dtype == opt_new.exp_avg_sq.dtype == torch.float32
    finally:
        torch.set_default_dtype(default)
