r"""Adam over parameters that live in one flat buffer per group (issue 17: the mean-field step).

``torch.optim.Adam`` on CPU runs its single-tensor loop: about ten small tensor operations per
parameter tensor and step, plus bookkeeping (≈ 0.9 ms per step for Model A's 14 tensors, a
quarter of a mean-field training step).  :class:`FlatAdam` moves every parameter of a group
into one contiguous buffer (the parameter becomes a view of it) and gives it a ``.grad`` that
is a view of one flat gradient buffer — autograd then accumulates into it in place — so one
step is the same handful of operations per *group*.

It replicates ``torch.optim.Adam``'s single-tensor arithmetic (defaults: no weight decay, no
AMSGrad, ``foreach=False`` as on CPU) operation for operation — ``lerp_`` for the first moment,
``mul_``/``addcmul_`` for the second, the bias corrections as Python floats, ``denom =
(sqrt(v) / √bc2) + eps``, ``addcdiv_`` with ``−lr/bc1`` — and its bookkeeping: every parameter
keeps its own step count, and a parameter that received no gradient in a backward pass (where
torch's Adam finds ``grad is None``) is skipped, neither moved nor counted (a gradient hook
records which parameters autograd reached with a gradient; a custom Function's ``None`` leaves
torch's ``.grad`` None and does not count).  Parameters with equal step count next to each
other in the buffer are updated by one operation each; an elementwise operation gives each
element the same result wherever it sits, so the updates equal torch's bit for bit
(tests/test_flat_adam.py compares them over hundreds of steps).

Use :meth:`FlatAdam.zero_grad` (zeroes the flat gradient; ``torch.optim`` 's default would set
``.grad = None`` and detach the parameters from the buffer).
"""
from __future__ import annotations


class FlatAdam:
    """Adam over ``groups = [(params, lr), ...]`` with flat parameter and gradient buffers.

    The parameters' data are *moved* into the buffers (values unchanged; every existing
    reference to a parameter keeps working).  ``step()`` after ``zero_grad()`` and a backward
    pass does what ``torch.optim.Adam([{"params": params, "lr": lr}, ...])`` does.

    >>> import torch
    >>> w = torch.nn.Parameter(torch.tensor([1.0, -2.0]))
    >>> opt = FlatAdam(torch, [([w], 0.1)])
    >>> opt.zero_grad(); (w ** 2).sum().backward(); opt.step()
    >>> w.detach().tolist()                      # first Adam step: each entry moves by lr against its gradient
    [0.8999999761581543, -1.899999976158142]
    """

    def __init__(self, torch, groups, betas=(0.9, 0.999), eps=1e-8):
        self.torch, (self.beta1, self.beta2), self.eps = torch, betas, eps
        self.groups = []
        for params, lr in groups:
            params = list(params)
            n = sum(p.numel() for p in params)
            flat = torch.empty(n, dtype=torch.float32)
            grad = torch.zeros(n, dtype=torch.float32)
            spans, at = [], 0
            for p in params:
                if p.dtype != torch.float32 or p.grad is not None:
                    raise ValueError("FlatAdam takes float32 parameters without a gradient yet")
                k = p.numel()
                flat[at:at + k].copy_(p.detach().reshape(-1))
                p.data = flat[at:at + k].view(p.shape)
                p.grad = grad[at:at + k].view(p.shape)
                spans.append((at, at + k))
                at += k
            group = dict(params=params, lr=float(lr), flat=flat, grad=grad, exp_avg=torch.zeros(n), exp_avg_sq=torch.zeros(n),
                         spans=spans, steps=[0] * len(params), reached=[False] * len(params))
            for i, p in enumerate(params):
                p.register_hook(self._hook(group["reached"], i))
            self.groups.append(group)

    @staticmethod
    def _hook(reached, i):
        def mark(grad):         # called with None where a custom Function returned no gradient
            if grad is not None:
                reached[i] = True
        return mark

    def zero_grad(self):
        """Zero every flat gradient buffer (the parameters keep their ``.grad`` views)."""
        for g in self.groups:
            g["grad"].zero_()
            g["reached"][:] = [False] * len(g["reached"])

    def set_grads(self, grads):
        """Set the gradients directly (one per parameter, in the order of the groups; ``None``:
        no gradient, the parameter is skipped by the next :meth:`step` as after a backward pass
        that did not reach it) — instead of :meth:`zero_grad` and a backward pass."""
        grads = iter(grads)
        for g in self.groups:
            g["grad"].zero_()
            for i, p in enumerate(g["params"]):
                new = next(grads)
                g["reached"][i] = new is not None
                if new is not None:
                    p.grad.copy_(new)
        if next(grads, None) is not None:
            raise ValueError("set_grads: more gradients than parameters")

    def step(self):
        """One Adam step of every parameter that received a gradient since :meth:`zero_grad`."""
        for g in self.groups:
            reached, steps, spans = g["reached"], g["steps"], g["spans"]
            run = None                          # [start, end, step] of a run of equal step counts
            for i, hit in enumerate(reached):
                if not hit:
                    if run:
                        self._update(g, *run)
                    run = None
                    continue
                steps[i] += 1
                if run and run[2] == steps[i]:
                    run[1] = spans[i][1]
                else:
                    if run:
                        self._update(g, *run)
                    run = [spans[i][0], spans[i][1], steps[i]]
            if run:
                self._update(g, *run)

    def _update(self, g, a, b, step):
        """torch.optim.Adam's single-tensor update of the elements ``a:b`` (all at ``step``)."""
        beta1, beta2, eps, lr = self.beta1, self.beta2, self.eps, g["lr"]
        param, grad, exp_avg, exp_avg_sq = (g[k][a:b] for k in ("flat", "grad", "exp_avg", "exp_avg_sq"))
        exp_avg.lerp_(grad, 1 - beta1)
        exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)
        step = float(step)                      # torch keeps the count as a float32 tensor and reads .item()
        bias_correction1 = 1 - beta1 ** step
        bias_correction2 = 1 - beta2 ** step
        step_size = lr / bias_correction1
        bias_correction2_sqrt = bias_correction2 ** 0.5
        denom = (exp_avg_sq.sqrt() / bias_correction2_sqrt).add_(eps)
        param.addcdiv_(exp_avg, denom, value=-step_size)
