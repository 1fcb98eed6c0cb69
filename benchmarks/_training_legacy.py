"""Frozen reference: the Models A/B/C trainer as it was before issue 17 (commit f03e543).

Kept only so that ``benchmarks/training_step.py`` can time today's training step against it
in the same process, and ``tests/inference/training/test_training_speed.py`` can check that the faster trainer
computes the same expected loss on the same data.  Not part of the API; do not use.
"""
from __future__ import annotations

import itertools

import numpy as np

from theory.errors import InputValueError, TooLargeError
from theory.inference.models.data import sample_contexts, token_moment
from theory.inference.models.mlp import ReLUNet
from theory.inference.priors.distributions import DiscretePrior, GaussianPrior, TreePrior
from theory.inference.training.trained_model import TrainedLinearAttention     # the public result type it returns
from theory.system.optional import require_torch
from theory.validation import positive_int

# frozen copies of the trainer's helpers as they were (issue 39: the reference shares no live private code)
KINDS = ("A", "B", "C")
MAX_BRANCH_ENTRIES = 60_000_000


def check(prior, kind, M, batch, exhaustive=True):
    if not isinstance(prior, (TreePrior, GaussianPrior, DiscretePrior)):
        raise InputValueError(f"prior must be a TreePrior, GaussianPrior or DiscretePrior; got {type(prior).__name__}")
    if kind not in KINDS:
        raise InputValueError(f"kind must be one of {KINDS}; got {kind!r}")
    D = prior.dim
    M = positive_int("M", M, maximum=D)
    if not exhaustive:
        return D, M
    branches = D ** M
    entries = batch * branches * (M * (D + 1) + 64)
    if entries > MAX_BRANCH_ENTRIES:
        raise TooLargeError(f"exact expected loss over up to D^M = {D}^{M} = {branches} routing branches × batch {batch} "
                            f"needs ≈{entries:.2g} activations (limit {MAX_BRANCH_ENTRIES:.0e}); lower batch, M or "
                            f"the prior's dimension")
    return D, M


def relu_mlp(torch, n_in, n_out, hidden):
    return torch.nn.Sequential(torch.nn.Linear(n_in, hidden), torch.nn.ReLU(), torch.nn.Linear(hidden, hidden),
                               torch.nn.ReLU(), torch.nn.Linear(hidden, n_out))


def export_relu_net(seq):
    layers = [m for m in seq.modules() if m.__class__.__name__ == "Linear"]
    return ReLUNet(tuple((m.weight.detach().double().numpy(), m.bias.detach().double().numpy()) for m in layers))


def export_trainer(t):
    """The numpy :class:`TrainedLinearAttention` of a legacy trainer ``t``; B and C keep their argmax branch."""
    kind, M, D, idx, decoder = t.kind, t.M, t.D, t.idx, t.decoder
    logits = t.first.detach().double().numpy().copy()
    fixed, dec = (), None if kind == "C" else export_relu_net(decoder)
    if kind != "A":
        br = int(sum(logits[q][idx[:, q].numpy()] for q in range(M)).argmax())
        fixed = tuple(int(c) for c in idx[br])
        if kind == "C":
            dec = ReLUNet(((decoder["W"][br].detach().double().numpy(), decoder["b"][br].detach().double().numpy()),))
    return TrainedLinearAttention(kind, D, M, logits, tuple(export_relu_net(r) for r in t.routers), dec, fixed)


class LegacyTrainer:
    """Today's (pre-issue-17) trainer, split into the phases of one step for the benchmark.

    Built exactly as ``train_linear_attention`` built it at commit f03e543 (same parameter
    creation order after ``torch.manual_seed(seed)``, same Adam groups); :meth:`sample` draws
    N tokens per context and reduces them to the moment, :meth:`expected_loss` enumerates
    every routing branch by concatenating the workspace features, :meth:`held_out_mse` runs
    the exported numpy model on the held-out tokens (done every ``steps // 50`` steps).
    """

    def __init__(self, prior, kind, M, batch=128, n_tokens=200, sigma2=0.0, lr=3e-3, hidden=64, router_hidden=32,
                 router_lr=None, eval_contexts=2000, seed=0):
        D, M = check(prior, kind, M, batch)
        torch = self.torch = require_torch()
        torch.manual_seed(seed)
        self.rng = np.random.default_rng(seed)
        self.prior, self.kind, self.M, self.D = prior, kind, M, D
        self.batch, self.n_tokens, self.sigma2 = batch, n_tokens, sigma2
        router_lr = lr if router_lr is None else router_lr
        F = self.F = 1 + D
        self.first = torch.nn.Parameter(torch.zeros(D if kind == "A" else (M, D)))
        self.routers = torch.nn.ModuleList([relu_mlp(torch, l * F, D, router_hidden) for l in range(1, M)]
                                           if kind == "A" else [])
        self.idx = torch.as_tensor(list(itertools.permutations(range(D), M)), dtype=torch.long) \
            if kind != "A" else None
        if kind == "C":
            self.decoder = torch.nn.ParameterDict({"W": torch.nn.Parameter(torch.zeros(len(self.idx), D, M)),
                                                   "b": torch.nn.Parameter(torch.zeros(len(self.idx), D))})
        else:
            self.decoder = relu_mlp(torch, M * F, D, hidden)
        self.opt = torch.optim.Adam([{"params": [self.first, *self.routers.parameters()], "lr": router_lr},
                                     {"params": list(self.decoder.parameters()), "lr": lr}])
        self.eye = torch.eye(D)
        self.held = sample_contexts(prior, eval_contexts, n_tokens, sigma2, seed=seed + 10**6)

    def sample(self):
        torch = self.torch
        ctx = sample_contexts(self.prior, self.batch, self.n_tokens, self.sigma2, seed=int(self.rng.integers(2**31)))
        return (torch.as_tensor(token_moment(ctx.X, ctx.y), dtype=torch.float32),
                torch.as_tensor(ctx.theta, dtype=torch.float32))

    def expected_loss(self, u, theta, m):
        """Exact expectation over all routing branches (first m layers of A active)."""
        torch, kind, first, routers, decoder, idx = self.torch, self.kind, self.first, self.routers, self.decoder, self.idx
        D, M, F, eye = self.D, self.M, self.F, self.eye
        B = u.shape[0]
        if kind == "A":
            logw = torch.log_softmax(first, -1).expand(B, D)
            feats = torch.cat([u[:, :, None], eye.expand(B, D, D)], -1)            # (B, branches, F)
            ent = -(logw.exp() * logw).sum(-1).mean()
            for l in range(1, m):
                lg = torch.log_softmax(routers[l - 1](feats), -1)                 # (B, branches, D)
                ent = ent + (-(lg.exp() * lg).sum(-1) * logw.exp()).sum(-1).mean()
                logw = (logw[:, :, None] + lg).reshape(B, -1)
                nb = feats.shape[1]
                new = torch.cat([u[:, None, :, None].expand(B, nb, D, 1), eye.expand(B, nb, D, D)], -1)
                feats = torch.cat([feats[:, :, None, :].expand(B, nb, D, feats.shape[-1]), new], -1).reshape(B, nb * D, -1)
            if m < M:
                feats = torch.cat([feats, torch.zeros(*feats.shape[:-1], (M - m) * F)], -1)
        else:           # M channels reading distinct coordinates: Π_m π_m(c_m), renormalised
            joint = sum(first[q][idx[:, q]] for q in range(M))
            lw = torch.log_softmax(joint, -1)
            ent = -(lw.exp() * lw).sum()
            logw = lw.expand(B, -1)
            phi = u[:, idx]                                                        # (B, branches, M)
            feats = phi if kind == "C" else torch.cat(
                [torch.cat([phi[..., q:q + 1], eye[idx[:, q]].expand(B, -1, D)], -1) for q in range(M)], -1)
        if kind == "C":
            th_hat = decoder["b"] + (decoder["W"] @ feats[..., None])[..., 0]
        else:
            th_hat = decoder(feats)
        err = ((th_hat - theta[:, None, :]) ** 2).sum(-1)
        return (logw.exp() * err).sum(-1).mean(), ent

    def backward(self, loss, ent, bonus=0.0):
        self.opt.zero_grad()
        (loss - bonus * ent).backward()

    def optimiser_step(self):
        self.opt.step()

    def export(self):
        return export_trainer(self)

    def held_out_mse(self):
        th_hat = self.export().run(self.held.X, self.held.y)[0]
        return float(np.mean(((th_hat - self.held.theta) ** 2).sum(axis=1)))
