r"""Model A trained with *sampled* routing branches: cost per step independent of D^M (issue 12).

:mod:`.training` minimises the exact expected loss over every branch of hard routing
choices, ``Σ_{c_1…c_M} Π_ℓ π_ℓ(c_ℓ | …) ‖θ̂(c_1…c_M) − θ‖²`` — D^M decoder evaluations per
context, 196 on T(3, α) at M = 2 but 62⁴ ≈ 1.5·10⁷ on T(5, α) at M = 4.  Here the same
objective is minimised with an unbiased gradient estimator whose cost is ``S · D`` decoder
evaluations per context whatever M is:

* **sample the prefix, enumerate the last layer.**  For each context, S prefixes
  ``(c_1…c_{m−1})`` are drawn from the current hard-routing policies; the last active layer
  m is summed exactly: ``L(prefix) = Σ_c π_m(c | prefix) ‖θ̂(prefix, c) − θ‖²`` (D decoder
  rows, by the factorised first layer of :class:`.training.linear_attention.Trainer`).  This is a
  Rao–Blackwellisation of plain path sampling: the last router gets its exact gradient and
  the score-function term only has to carry the earlier layers.
* **score function with a leave-one-out baseline** for the sampled layers:
  ``∇ E[L] = E[∇L(prefix)] + E[(L(prefix) − b) ∇ log π(prefix)]`` with
  ``b = mean of the other S − 1 prefixes of the same context`` (independent of the prefix
  it multiplies, so the estimator stays unbiased; RLOO).  The surrogate minimised is
  ``mean(L) + mean(stopgrad(L − b) · log π(prefix))``, whose gradient is that estimator.
* routing stays hard (one coordinate per layer, one-hot keys), the depth-growth schedule
  and the workspace features are those of :mod:`.training`, and evaluation is exact in
  mean field (every leaf of a tree prior, argmax routing).

Why this and not the alternatives.  Gumbel-softmax straight-through makes the *keys* soft
in the backward pass, and :mod:`.training` records that soft keys are general linear
functionals that beat the coordinate-channel optimum — the bias would reward exactly the
leak hard routing exists to forbid.  Plain REINFORCE over whole paths (no enumeration of
the last layer) has the same cost but a much noisier signal for the last router.

What was measured (2 cores shared with other jobs, 1 torch thread, S = 4, batch 128,
N = 200, 1500 steps, seed 0; mean-field MSE over every leaf):

* T(3, 1/2), M = 2: 0.0629 against MSE_ad = 0.0625 (1.006×), 30 s CPU — the exhaustive
  trainer's result (L1) with a sampled estimator;
* T(5, 1/2), M = 2 (D = 62, 3 844 branches, refused by the exhaustive trainer at batch 128):
  0.1376 against MSE_ad = 0.1367 (1.007×), 107 s CPU;
* per-step CPU cost (``benchmarks/sampled_training.py``): about equal to enumeration at
  D^M = 36, 3.5× cheaper at 216, 14–38× at 900–2 744, 26× at 1 296; 0.16–0.19 s on T(5, ·)
  at M = 2, 3, 4 (62⁴ ≈ 1.5·10⁷ branches) — about 4 CPU minutes for 1500 steps.

Not established here: whether Model A finds the adaptive policy at M ≥ 3 on T(5, α) (the
claim L5 of issue 12 is not made by this module), and Models B, C with sampled routing
(their branch set, ordered M-tuples of distinct coordinates, and C's per-branch affine
decoder need their own parametrisation at D = 62).  The tests check the estimator's
unbiasedness against enumeration on T(2, 1/2) at M = 2, 3.
"""
from __future__ import annotations

import sys
import time

import numpy as np

from theory.errors import InputValueError, TooLargeError
from theory.system.optional import require_torch, torch_threads
from theory.validation import positive_int, step_size
from theory.inference.priors.distributions import TreePrior
from theory.inference.training.trained_model import LinearAttentionTraining
from theory.inference.training.linear_attention import check, sample_moments_batch, Trainer, retain_freed_memory, SAMPLERS

MAX_ACTIVATIONS = 256_000_000     # floats in the last layer's enumeration per step


class SampledA(Trainer):
    """Model A's parameters (exactly :class:`.linear_attention.Trainer`'s) and the sampled-prefix surrogate."""

    def _gather_pre(self, lin, u, choices):
        """First-layer pre-activation of ``lin`` on the sampled prefix ``choices (R, k)``
        (rows R = B·S, context of row r is r // S): ``bias + Σ_k P_k[c_k]``."""
        P = self._blocks(lin, u, choices.shape[1])
        S = choices.shape[0] // u.shape[0]
        ctx = self.torch.arange(u.shape[0]).repeat_interleave(S)
        pre = lin.bias
        for k, Pk in enumerate(P):
            pre = pre + Pk[ctx, choices[:, k]]
        return pre, ctx

    def surrogate(self, u, theta, m, S, generator=None):
        """``(surrogate, expected-loss estimate)`` with the first m layers active; the gradient
        of the surrogate is an unbiased estimate of the exact expected loss's gradient."""
        torch, D = self.torch, self.D
        B = u.shape[0]
        R = B * S
        ctx = torch.arange(B).repeat_interleave(S)
        logp = torch.zeros(R)
        choices = torch.zeros(R, 0, dtype=torch.long)
        last_logits = self.first.expand(R, D) if m == 1 else None
        for l in range(m):
            if l == 0:
                logits = self.first.expand(R, D)
            else:
                pre, _ = self._gather_pre(self.routers[l - 1][0], u, choices)
                logits = self.routers[l - 1][1:](pre)
            if l == m - 1:
                last_logits = logits
                break
            lp = torch.log_softmax(logits, -1)
            with torch.no_grad():
                c = torch.multinomial(lp.exp(), 1, generator=generator)[:, 0]
            logp = logp + lp.gather(1, c[:, None])[:, 0]
            choices = torch.cat([choices, c[:, None]], 1)
        lp_last = torch.log_softmax(last_logits, -1)                           # (R, D)
        dec0 = self.decoder[0]
        pre_prefix = dec0.bias if m == 1 else self._gather_pre(dec0, u, choices)[0][:, None, :]
        P_last = self._blocks(dec0, u, m)[m - 1]                               # (B, D, H)
        pre = pre_prefix + P_last[ctx]                                         # (R, D, H)
        err = ((self.decoder[1:](pre) - theta[ctx][:, None, :]) ** 2).sum(-1)   # (R, D)
        L = (lp_last.exp() * err).sum(-1).reshape(B, S)
        if m == 1 or S == 1:
            score = torch.zeros(())
        else:
            Ld = L.detach()
            base = (Ld.sum(1, keepdim=True) - Ld) / (S - 1)
            score = ((Ld - base) * logp.reshape(B, S)).mean()
        return L.mean() + score, L.detach().mean()


def _meanfield_leaves(model, prior):
    th = prior.theta_matrix()
    return float(np.mean(((model._forward(th, None)[0] - th) ** 2).sum(axis=1)))


def train_sampled_a(prior, M, steps=1500, samples=4, batch=128, n_tokens=200, sigma2=0.0, lr=3e-3, hidden=64,
                    router_hidden=32, grow=True, router_lr=None, eval_contexts=2000, seed=0, progress=True,
                    sampler="moments", threads=1, refit=False):
    """Train Model A with S = ``samples`` sampled routing prefixes per context (module docstring).

    Arguments as :func:`~theory.inference.training.linear_attention.train_linear_attention` (Model A only);
    ``samples`` ≥ 2 for the leave-one-out baseline.  ``refit=True``: after training, the decoder's
    last layer is re-fitted by least squares *in mean field* (:func:`.refit.refit_last_layer`, the
    readings passed through; on a finite prior's support, else on 65 536 draws of θ with seed
    ``seed + 2·10⁶``) — for runs whose claims are measured in mean field (large ``n_tokens``, σ² = 0;
    L9, issue 24).  The log holds ``(step, surrogate's
    expected-loss estimate, held-out hard-routing MSE)`` like the exhaustive trainer's.  All
    arguments are checked before torch is imported.

    >>> run = train_sampled_a(TreePrior(2, "1/2"), 2, steps=4, batch=8, eval_contexts=20, progress=False)
    >>> run.model.M, [step for step, _, _ in run.log]
    (2, [1, 2, 3, 4])
    """
    steps, batch = positive_int("steps", steps), positive_int("batch", batch)
    n_tokens, samples = positive_int("n_tokens", n_tokens), positive_int("samples", samples)
    seed = positive_int("seed", seed, minimum=0, maximum=2**32 - 1)     # as the CLI's --seed
    if samples < 2:
        raise InputValueError(f"samples must be ≥ 2 (the baseline leaves one sample out); got {samples}")
    D, M = check(prior, "A", M, 1, exhaustive=False)
    hidden, router_hidden = positive_int("hidden", hidden), positive_int("router_hidden", router_hidden)
    eval_contexts, threads = positive_int("eval_contexts", eval_contexts), positive_int("threads", threads)
    router_lr = lr if router_lr is None else router_lr
    lr, router_lr = step_size("lr", lr), step_size("router_lr", router_lr)
    if sampler not in SAMPLERS:
        raise InputValueError(f"sampler must be one of {SAMPLERS}; got {sampler!r}")
    if not isinstance(refit, (bool, np.bool_)):
        raise InputValueError(f"refit must be True or False; got {refit!r}")
    activations = batch * samples * D * max(hidden, D)
    if activations > MAX_ACTIVATIONS:
        raise TooLargeError(f"batch × samples × D × width = {activations:.3g} activations per step "
                            f"(limit {MAX_ACTIVATIONS:.2g}); lower batch or samples")
    torch = require_torch()
    retain_freed_memory()
    with torch_threads(torch, threads):
        tr = SampledA(torch, prior, "A", M, hidden, router_hidden, lr, router_lr, seed)
        gen = torch.Generator().manual_seed(seed)
        rng = np.random.default_rng(seed)
        held_u, held_theta = sample_moments_batch(prior, eval_contexts, n_tokens, sigma2, seed + 10**6, sampler)
        log, acc, t0 = [], [], time.perf_counter()
        every = max(1, steps // 50)
        for step in range(1, steps + 1):
            m = min(M, 1 + (step - 1) * M // steps) if grow else M
            u, theta = sample_moments_batch(prior, batch, n_tokens, sigma2, int(rng.integers(2**31)), sampler)
            sur, est = tr.surrogate(torch.as_tensor(u, dtype=torch.float32), torch.as_tensor(theta, dtype=torch.float32),
                                    m, samples, gen)
            tr.opt.zero_grad()
            sur.backward()
            tr.opt.step()
            acc.append(float(est))
            if step % every == 0 or step == steps:
                th_hat = tr.export()._forward(held_u, None)[0]
                log.append((step, float(np.mean(acc)), float(np.mean(((th_hat - held_theta) ** 2).sum(axis=1)))))
                acc = []
                if progress:
                    print(f"\r  training Model A (M={M}, sampled routing): step {step}/{steps} loss {log[-1][1]:.4f} "
                          f"held-out {log[-1][2]:.4f} ({time.perf_counter() - t0:.0f}s)", end="", file=sys.stderr,
                          flush=True)
        if progress:
            print(file=sys.stderr)
        settings = dict(prior=repr(prior), kind="A", M=M, steps=steps, samples=samples, batch=batch, n_tokens=n_tokens,
                        sigma2=sigma2, lr=lr, hidden=hidden, router_hidden=router_hidden, grow=grow, seed=seed,
                        sampler=sampler, refit=refit, estimator="sampled prefixes, exact last layer, RLOO baseline")
        model = tr.export()
        if refit:
            from theory.inference.training.refit import refit_last_layer
            fit = _finite_support(prior)
            if fit is None:
                fit = (prior.sample(65536, seed=seed + 2 * 10**6), np.full(65536, 1 / 65536))
            model = refit_last_layer(model, *fit, passthrough=True)
            th_hat = model._forward(held_u, None)[0]
            log[-1] = (log[-1][0], log[-1][1], float(np.mean(((th_hat - held_theta) ** 2).sum(axis=1))))
        return LinearAttentionTraining(model, log, time.perf_counter() - t0, settings)


def _finite_support(prior):
    """``(θ (n, D), p (n,))`` of a tree or discrete prior, None for a Gaussian one."""
    if isinstance(prior, TreePrior):
        th = prior.theta_matrix()
        return th, np.full(len(th), 1.0 / len(th))
    if hasattr(prior, "probs") and hasattr(prior, "theta"):
        return prior.theta(), np.array([float(p) for p in prior.probs])
    return None
