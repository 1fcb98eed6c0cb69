r"""Adam over parameters that live in one flat buffer (issue 17: the mean-field step).

``torch.optim.Adam`` on CPU runs its single-tensor loop: about ten small tensor operations per
parameter tensor and step, plus bookkeeping (≈ 0.9 ms per step for Model A's 14 tensors, a
quarter of a mean-field training step).  :class:`FlatAdam` moves every parameter into one
contiguous buffer (the parameter becomes a view of it) and gives it a ``.grad`` that
is a view of one flat gradient buffer — autograd then accumulates into it in place — so one
step is the same handful of operations for all of them (per run of equal step size and count).

It replicates ``torch.optim.Adam``'s single-tensor arithmetic (defaults: no weight decay, no
AMSGrad, ``foreach=False`` as on CPU) operation for operation — ``lerp_`` for the first moment,
``mul_``/``addcmul_`` for the second, the bias corrections as Python floats, ``denom =
(sqrt(v) / √bc2) + eps``, ``addcdiv_`` with ``−lr/bc1`` — and its bookkeeping: every parameter
keeps its own step count, and a parameter that received no gradient in a backward pass (where
torch's Adam finds ``grad is None``) is skipped, neither moved nor counted (a gradient hook
records which parameters autograd reached with a gradient; a custom Function's ``None`` leaves
torch's ``.grad`` None and does not count).  Neighbouring parameters with equal step size and
step count (all of them, once every parameter trains, where the groups share a step size) are
updated by one operation each; an elementwise operation gives each
element the same result wherever it sits, so the updates equal torch's bit for bit
(tests/inference/training/test_flat_adam.py compares them over hundreds of steps).

Clear gradients with :meth:`FlatAdam.zero_grad` (it zeroes the flat buffer; ``torch.optim``'s
default sets ``.grad = None``, which would detach a parameter's gradient from the buffer), or
set them with :meth:`FlatAdam.set_grads`.
"""
from __future__ import annotations

from theory.errors import InputValueError


class FlatAdam:
    """Adam over ``groups = [(params, lr), ...]`` with one flat parameter and one flat gradient buffer.

    The parameters' data are *moved* into the buffers (values unchanged; every existing
    reference to a parameter keeps working).  ``step()`` after ``zero_grad()`` and a backward
    pass does what ``torch.optim.Adam([{"params": params, "lr": lr}, ...])`` does.

    >>> import torch
    >>> w = torch.nn.Parameter(torch.tensor([1.0, -2.0]))
    >>> opt = FlatAdam(torch, [([w], 0.1)])
    >>> opt.zero_grad(); (w ** 2).sum().backward(); opt.step()
    >>> w.detach().tolist()                      # first Adam step: each entry moves by lr against its gradient
    [0.9000000357627869, -1.899999976158142]
    >>> w2 = torch.nn.Parameter(torch.tensor([1.0, -2.0]))
    >>> ref = torch.optim.Adam([w2], lr=0.1)
    >>> (w2 ** 2).sum().backward(); ref.step()
    >>> torch.equal(w, w2)                       # what torch.optim.Adam does, bit for bit
    True
    """

    def __init__(self, torch, groups, betas=(0.9, 0.999), eps=1e-8):
        self.torch, (self.beta1, self.beta2), self.eps = torch, betas, eps
        groups = [(list(params), float(lr)) for params, lr in groups]
        self.params = [p for params, _ in groups for p in params]
        self.lrs = [lr for params, lr in groups for _ in params]
        n = sum(p.numel() for p in self.params)
        self.flat, self.grad = torch.empty(n, dtype=torch.float32), torch.zeros(n, dtype=torch.float32)
        self.exp_avg, self.exp_avg_sq = torch.zeros(n, dtype=torch.float32), torch.zeros(n, dtype=torch.float32)
        self.spans, at = [], 0
        for p in self.params:
            if p.dtype != torch.float32 or p.grad is not None:
                raise InputValueError(f"FlatAdam takes float32 parameters without a gradient yet; got a {p.dtype} "
                                      f"parameter of shape {tuple(p.shape)}"
                                      f"{' that has a gradient' if p.grad is not None else ''}")
            k = p.numel()
            self.flat[at:at + k].copy_(p.detach().reshape(-1))
            p.data = self.flat[at:at + k].view(p.shape)
            p.grad = self.grad[at:at + k].view(p.shape)
            self.spans.append((at, at + k))
            at += k
        self.steps, self.reached = [0] * len(self.params), [False] * len(self.params)
        for i, p in enumerate(self.params):
            p.register_hook(self._hook(self.reached, i))

    @staticmethod
    def _hook(reached, i):
        def mark(grad):         # called with None where a custom Function returned no gradient
            if grad is not None:
                reached[i] = True
        return mark

    def zero_grad(self):
        """Zero the flat gradient buffer (the parameters keep their ``.grad`` views)."""
        self.grad.zero_()
        self.reached[:] = [False] * len(self.reached)

    def set_grads(self, grads):
        """Set the gradients directly (one per parameter, in the order of the groups; ``None``:
        no gradient, the parameter is skipped by the next :meth:`step` as after a backward pass
        that did not reach it) — instead of :meth:`zero_grad` and a backward pass."""
        grads = list(grads)
        if len(grads) != len(self.params):
            raise InputValueError(f"set_grads needs one gradient (or None) per parameter, {len(self.params)}; "
                             f"got {len(grads)}")
        if any(g is None for g in grads):
            self.grad.zero_()
        for i, (p, g) in enumerate(zip(self.params, grads)):
            self.reached[i] = g is not None
            if g is not None:
                p.grad.copy_(g)

    def step(self):
        """One Adam step of every parameter that received a gradient since :meth:`zero_grad`:
        one update per run of neighbouring parameters with equal step size and step count."""
        run = None                              # [start, end, lr, step]
        for i, hit in enumerate(self.reached):
            if not hit:
                if run:
                    self._update(*run)
                run = None
                continue
            self.steps[i] += 1
            if run and run[2] == self.lrs[i] and run[3] == self.steps[i]:
                run[1] = self.spans[i][1]
            else:
                if run:
                    self._update(*run)
                run = [self.spans[i][0], self.spans[i][1], self.lrs[i], self.steps[i]]
        if run:
            self._update(*run)

    def _update(self, a, b, lr, step):
        """torch.optim.Adam's single-tensor update of the elements ``a:b`` (all at ``lr``, ``step``)."""
        beta1, beta2, eps = self.beta1, self.beta2, self.eps
        param, grad, exp_avg, exp_avg_sq = self.flat[a:b], self.grad[a:b], self.exp_avg[a:b], self.exp_avg_sq[a:b]
        exp_avg.lerp_(grad, 1 - beta1)
        exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)
        step = float(step)                      # torch keeps the count as a float32 tensor and reads .item()
        bias_correction1 = 1 - beta1 ** step
        bias_correction2 = 1 - beta2 ** step
        step_size = lr / bias_correction1
        bias_correction2_sqrt = bias_correction2 ** 0.5
        denom = (exp_avg_sq.sqrt() / bias_correction2_sqrt).add_(eps)
        param.addcdiv_(exp_avg, denom, value=-step_size)
