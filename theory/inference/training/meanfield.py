r"""Model A trained on the exact mean-field loss of a tree prior: deep routing at D = 62 (issue 12).

The claims about depth (L5, L6) are about the **mean field**: a context's readings are
``φ_ℓ = R_ℓ θ`` exactly, and the tree prior ``T(K, α)`` has only ``2^K`` support points
(32 on T(5, α)).  So the expected loss over the prior is an exact, equally weighted sum
over the leaves — no tokens and no moments are sampled.  What remains to estimate is the
expectation over the *routing* branches of the (mixed, during training) policies, done as
in :mod:`.sampled`:

* every step takes every leaf, draws S routing prefixes ``(c_1…c_{m−1})`` per leaf from
  the current policies, and sums the last active layer m exactly over its D choices
  (Rao–Blackwellised); the D branches are enumerated once per *distinct* (leaf, prefix),
  so once the earlier routers have settled a step costs about ``32 · D`` decoder rows;
* the earlier routers get a score-function gradient with the leave-one-out baseline
  (RLOO) over the S prefixes of the same leaf, so the gradient of the surrogate is an
  unbiased estimate of the gradient of the exact mean-field expected loss
  ``(1/2^K) Σ_σ Σ_{c_1…c_m} Π_ℓ π_ℓ(c_ℓ | …) ‖θ̂(c_1…c_m; θ_σ) − θ_σ‖²``
  (tested against the exhaustive enumeration of :class:`.linear_attention.Trainer` on T(2, 1/2)
  at M = 2, 3; a baseline that includes the sample itself fails that test);
* **depth growth with warm start**: phase m = 1…M trains the first m layers for
  ``m · steps`` steps (later layers read nothing), carrying every weight over, with Adam's
  step size cosine-annealed to 10 % within the phase;
* an **entropy bonus** on the routing policies at the sampled states, proportional to the
  loss at the phase's start and decayed linearly to 0 at ``entropy_until`` of the phase, so
  the new router explores while the decoder learns to use its readings;
* the routers' and decoder's initial weights on the readings are scaled by ``gain``;
* **candidates kept by training loss only**: ``restarts`` candidates per phase (fresh at
  m = 1; at m ≥ 2 continuing the kept model with a freshly seeded new router); the one kept
  has the smallest training loss of the exported hard-routing model on the same 2^K leaves
  — never the DP's answer or a theory value.  Every candidate's loss is recorded in
  ``settings["restart losses"]``.

Routing stays hard (one coordinate per layer, one-hot keys), Model A's architecture,
workspace features (readings and the one-hot of the model's own earlier choices) and
export are exactly those of :mod:`.training`, so :mod:`.patching` and
:mod:`.learned_policy` apply to the result unchanged; the depth-m stage of a growth run is
exported as an m-layer model (the decoder keeps the first m input blocks — exactly what the
trainer computes with m layers active).

What was tried and failed (development seeds 100–201, T(5, ·), 1 torch thread, 2 cores
shared by several engineers, so every run took minutes):

* :mod:`.sampled` as it was (moments of N = 200 tokens, 128 contexts per step):
  ≈ 0.17 s per step, M = 3 ended at 2.14 × MSE_ad; in mean field over the leaves with
  PyTorch's default initialisation, 300 steps per phase: M = 3 ended at 2.5 × MSE_ad in
  2 of 2 runs — the new router collapsed onto *one* coordinate for every history (a
  non-adaptive read) before its output depended on the history: the readings are
  ``α^{k/2}`` or 0, and at the default scale the router's inputs hardly differ between
  histories.  Scaling the initial reading weights (``gain = 8``) fixed depth 2 (every
  candidate since reached MSE_ad(2)).
* Training the decoder on a mixture of the policy and uniform branches (``explore``), and
  pulling the last router towards the softmin of its own decoder's enumerated branch losses
  (``softmin``), so that the router sees the value of branches it does not yet take: the
  decoder, spread over all 62 branches, learned slowly; depth 1 ended at 1.55 × (a depth-2
  node read first) and depth 4 failed in every run.  A router warm-up with the decoder on
  uniform branches (``warmup``) made depth 3 fail in 3 of 3 candidates.  These options stay
  (default off) so the failures can be reproduced.
* A fixed entropy bonus: 0.05 swamps the deeper phases (depth 4 at 3.4 ×), 0.01 found depth
  3 in 3 of 3 candidates but not depth 4 (2.9 ×); hence the bonus relative to the phase's
  starting loss.  With 400 steps per phase depth 4 failed in every candidate (≈ 3 ×), with
  1200 it got to 1.9 ×; hence ``m · steps`` steps for phase m.

The settings of L5/L6 (``proofs/_runs/depth.py``) were fixed after these runs, before the claim
seeds 0, 1, 2 were run.  At those settings every claim seed reaches MSE_ad(M) at M = 1, 2, 3 on
T(5, 1/2) and T(5, 3/4), and none at M = 4 (1.31–2.25 × MSE_ad(4)): L5 reports it refuted.
Depth 4 is where this trainer falls short: the new router must tell 8 histories apart and
pick one of the 2 useful coordinates of 62 for each, and one wrong history already costs more
than the 1.25 × margin.

**Depth 4, second round (issue 12, development seeds 100–105 only).**  The depth-3 stage of a
few development growth runs was saved once and phase 4 re-run from it with candidate seeds as
in the trainer (paired across variants); "×" is the candidate's hard-routing loss over MSE_ad(4).

* The first settings' phase 4 (1200 steps, entropy bonus to 0 at 50 %, no exploration):
  T(5, 1/2) 10 candidates at 1.63–2.56 ×, none within 1.25 ×; T(5, 3/4) 10 candidates at
  1.23–1.57 ×, 2 within (both 1.229, one wrong history).  The loss stops moving after ≈ 50–60 %
  of the phase.
* Diagnosis (the exported model's loss for every coordinate c substituted at layer 4, per
  reading history): at the wrong histories — typically 4 of the 8 on T(5, 1/2), all reading
  the *same* useless coordinate — the decoder's loss is at the depth-3 level (≈ MSE_ad(3))
  for *every* c: it has never learned to decode the two useful children there.  A branch c is
  trained with weight π(c) ≈ 1/62 while the router is undecided, and the exact last-layer
  gradient ``π(c)(loss(c) − mean)`` gives the router no reason to move towards a branch the
  decoder cannot use yet.  At the right histories the decoder knows exactly one child (the
  one read), the other child is as bad as a useless read.
* Failed: repeating the phase's step-size and entropy schedule (4 cycles of half length):
  the 4 stuck histories stay stuck (2.25 → 2.25 ×, also with the bonus relative to the
  current loss); zeroing the decoder's layer-4 input weights at the phase start (2.56 ×; the
  one-hot columns only: 1.94 ×); a router warm-up with the decoder on uniform branches
  (``warmup`` 0.5, 2 × steps: 1.31, 1.94, 2.25 ×; ``warmup`` 0.25 with ``explore``: 2.25, 1.31 ×).
* What worked: ``explore = 1`` at phase 4 only (the decoder trained on the last layer's
  branches mixed with uniform, ε decaying to 0 at ``entropy_until``; the routers keep the
  exact expected loss), so every (history, coordinate) branch is decoded while the router
  decides.  With ``entropy_until = 0.7`` and 2 × the phase's steps: T(5, 1/2) 1.000, 1.313,
  1.313, 1.313, 1.479 × (1 of 5 candidates within 1.25 ×; the failures have 1–2 wrong
  histories instead of 3–4); T(5, 3/4) 1.000, 1.000, 1.000 (3 of 3).  Variants on T(5, 1/2):
  ``entropy_until = 0.5``: 1.000, 1.479, 1.500; 3 × steps: 1.313, 1.167; entropy 0.15:
  1.938, 1.167; decoder step size 6e-3: 1.625, 1.000 — a per-candidate success rate of about
  1/3 on T(5, 1/2) whichever, so the remaining lever is the number of candidates
  (1 − (1 − p)^k): the ``deep`` argument gives the deepest phase its own settings (steps
  multiplier, candidates, exploration, entropy schedule) and leaves the earlier phases
  bit-identical (tested).  The exploration that failed in the first round was applied in every
  phase, from a cold decoder; at phase 4 the decoder already decodes the first three readings.

**Depth 4, third round (issue 24 item 7; development seeds 300–303, T(5, 1/2) unless said).**
At the second settings L5 was verified, but one claim seed in three failed at M = 4 on
T(5, 1/2), and on a machine with another CPU a *different* seed failed: float rounding changes
the training path, so which depth-4 candidate succeeds is a fresh draw on every CPU.  Measured
(1 torch thread, CPU seconds; a candidate "succeeds" when its hard-routing training loss is
within 1.25 × MSE_ad(4)):

* phase 4 at the second settings, re-run from the kept depth-3 model of dev growth runs (all
  exact at depths 1–3), candidates seeded as in the trainer: seed 300: 6 of 6 succeed (all
  1.000); seed 301: 3 of 6 (the three failures all at 1.625); the claim seeds 10–12 had 3 of 12 —
  the rate depends strongly on the depth-3 model continued (about 1/4 to 1), so more candidates
  from the same parent help least exactly where they are needed;
* the training loss during the phase separates them early: at 60 % of the phase the 9 of
  these 12 candidates that succeeded were at ≤ 1.354 × and the 3 failures at ≥ 1.625 × (a
  failure's loss does not move after 50–60 %); at 50 % they overlap (1.00–1.93 × against
  1.63–1.94 ×);
* hence ``deep["parents"]`` (candidates spread over the k best depth-3 models by training
  loss) and ``deep["keep"]``/``deep["screen"]`` (successive halving by training loss; a phase
  run in pieces is bit-identical to one run, tested).  At 9 candidates over 3 parents, the 3
  best at 60 % run on (1.65 × the depth-4 steps of the second settings, ≈ 1.45 × a growth run's
  CPU: 144–154 s against ≈ 106 s): dev seed 302: all depths exact, screen at 60 %
  2.56, 1.16, 1.31, 1.31, 1.00, 2.04, 1.63, 1.94, 2.25 ×, the 3 continued end at 1.000,
  1.167, 1.000 (kept 1.000); seed 303: screen 1.90, 1.62, 1.00, 1.54, 1.31, 1.63, 1.63, 1.31,
  1.00 ×, the 3 continued end at 1.000, 1.000, 1.000.  2 of 2 seeds succeed, 6 of 6 continued
  candidates succeed; at the screen 8 of 18 candidates were at ≤ 1.354 ×.
* Robustness across CPUs (statistical, not bit-level): with a per-candidate success rate p
  and a screen that keeps the successes (no failure was ever below a success at 60 %), a seed
  fails only if none of its 9 candidates succeeds: ≈ (1 − p)^9 = 7.5 % at p = 1/4 (the worst
  depth-3 models seen), 0.5 % at p = 0.45 (the dev rate at the screen, 8/18); spreading the
  candidates over 3 depth-3 models keeps one hard parent from sinking the seed.  At the second
  settings: (3/4)^4 ≈ 32 %, one seed in three, as seen.
* After the settings were fixed and the claim seeds had run (measurement only, nothing changed):
  dev seed 304 (1 thread): all depths exact, screen 1.62, 1.00, 1.64, 1.97, 1.00, 1.19, 1.00,
  1.00, 1.01 ×, continued end at 1.000 ×3.  "Another CPU" emulated by 2 torch threads (other
  reduction order: every number of the run changes, the depth-3 ranking of the parents too):
  seed 302 screen 2.49, 1.27, 1.94, 1.38, 2.25, 2.58, 1.94, 1.31, 1.97 ×, continued end at 1.000,
  1.313, 1.313 (kept 1.000, where 1 thread kept 1.000 from other candidates); seed 303 continued
  end at 1.000, 1.313, 1.000.  Together with the claim run (seeds 20–22: 6 of 9 continued
  candidates within 1.25 ×, every seed): 8 of 8 seed-runs on T(5, 1/2) succeed at these settings,
  18 of 24 continued candidates; two candidates at 1.31–1.32 × at the screen ended at 1.313 ×, so
  the screen ranks well but does not decide; per seed-run the failure rate is estimated at a few
  percent (0 of 8 observed; ≤ (1/4)^3 ≈ 1.6 % if the 3 continued candidates failed independently
  at the observed 6/24), where the second settings failed one seed-run in three.
"""
from __future__ import annotations

import copy
import math
import sys
import time

import numpy as np

from theory.errors import InputTypeError, InputValueError, TooLargeError
from theory.system.optional import require_torch, torch_threads
from theory.validation import positive_int, step_size
from theory.inference.priors.distributions import TreePrior
from theory.inference.training.sampled import SampledA
from theory.inference.models.mlp import ReLUNet
from theory.inference.training.trained_model import LinearAttentionTraining, TrainedLinearAttention
from theory.inference.training.linear_attention import check, retain_freed_memory

MAX_ACTIVATIONS = 256_000_000     # leaves × samples × D × width per step


class MeanFieldA(SampledA):
    """Model A's parameters (:class:`.linear_attention.Trainer`'s) and the mean-field surrogate.

    ``gain`` multiplies the initial first-layer weights that act on the readings φ (routers
    and decoder): the readings are ``α^{k/2}`` or 0, and at PyTorch's default scale the
    routers' inputs hardly differ between reading histories, so the policy collapsed onto
    one coordinate for every history before it could become history-dependent.
    """

    def __init__(self, torch, prior, M, hidden, router_hidden, lr, router_lr, seed, gain=1.0):
        super().__init__(torch, prior, "A", M, hidden, router_hidden, lr, router_lr, seed)
        self.base_lr = [g["lr"] for g in self.opt.param_groups]     # each phase anneals from these
        with torch.no_grad():
            for mlp in [*self.routers, self.decoder]:
                W = mlp[0].weight
                W[:, ::self.F] *= gain

    def reset_router(self, index, seed, gain):
        """Fresh initial weights (seeded) for router ``index`` (layer index + 2)."""
        torch = self.torch
        torch.manual_seed(seed)
        with torch.no_grad():
            for lin in self.routers[index]:
                if hasattr(lin, "reset_parameters"):
                    lin.reset_parameters()
            self.routers[index][0].weight[:, ::self.F] *= gain

    def export_depth(self, m):
        """The first m layers as an m-layer Model A (the decoder's first layer keeps the first m
        input blocks; the later blocks read nothing while they are inactive, so the exported
        model computes exactly what the trainer does with m layers active)."""
        full = self.export()
        if m == self.M:
            return full
        layers = list(full.decoder.layers)
        W, b = layers[0]
        layers[0] = (W[:, :m * self.F].copy(), b)
        return TrainedLinearAttention("A", self.D, m, full.first, full.routers[:m - 1], ReLUNet(tuple(layers)))

    def surrogate_entropy(self, theta, m, S, generator=None, explore=0.0, softmin=0.0):
        """``(surrogate, loss estimate, entropy)`` with the first m layers active on the rows of
        ``theta`` (mean field: the readings are ``θ`` itself).  The surrogate is
        :meth:`.sampled.sampled.SampledA.surrogate`'s; the entropy is the mean entropy of
        every active router's policy at the sampled states (an exploration bonus, not part of
        the objective)."""
        torch, D = self.torch, self.D
        B = theta.shape[0]
        R = B * S
        ctx = torch.arange(B).repeat_interleave(S)
        logp = torch.zeros(R)
        ent = torch.zeros(())
        choices = torch.zeros(R, 0, dtype=torch.long)
        lp = None
        for l in range(m):
            if l == 0:
                logits = self.first.expand(R, D)
            else:
                pre, _ = self._gather_pre(self.routers[l - 1][0], theta, choices)
                logits = self.routers[l - 1][1:](pre)
            lp = torch.log_softmax(logits, -1)
            ent = ent - (lp.exp() * lp).sum(-1).mean() / m
            if l == m - 1:
                break
            with torch.no_grad():
                c = torch.multinomial(lp.exp(), 1, generator=generator)[:, 0]
            logp = logp + lp.gather(1, c[:, None])[:, 0]
            choices = torch.cat([choices, c[:, None]], 1)
        # the last layer's D branches are enumerated once per distinct (leaf, prefix): once the
        # earlier routers are nearly deterministic most of the S samples repeat
        key = ctx.clone()
        for k in range(m - 1):
            key = key * D + choices[:, k]
        uniq, inv = torch.unique(key, return_inverse=True)
        first = torch.zeros(len(uniq), dtype=torch.long).scatter_(0, inv, torch.arange(R))
        u_ctx, u_choices = ctx[first], choices[first]
        dec0 = self.decoder[0]
        P = self._blocks(dec0, theta, m)
        pre = dec0.bias + P[m - 1][u_ctx]                                      # (U, D, H)
        for k in range(m - 1):
            pre = pre + P[k][u_ctx, u_choices[:, k]][:, None, :]
        err = ((self.decoder[1:](pre) - theta[u_ctx][:, None, :]) ** 2).sum(-1)[inv]   # (R, D)
        pi = lp.exp()
        L = (pi * err).sum(-1).reshape(B, S)
        Ld = L.detach()
        score = torch.zeros(()) if m == 1 else ((Ld - (Ld.sum(1, keepdim=True) - Ld) / (S - 1)) * logp.reshape(B, S)).mean()
        if explore > 0 or softmin > 0:
            # decoder on a mixture of the last policy and uniform; last router on the policy,
            # or pulled towards the softmin of its own decoder's enumerated losses
            w = (1 - explore) * pi.detach() + explore / D
            ed = err.detach()
            if softmin > 0:
                target = torch.softmax(-ed / (softmin * ed.mean(-1, keepdim=True)), -1)
                router = -(target * lp).sum(-1).mean() * ed.mean()
            else:
                router = (pi * ed).sum(-1).mean()
            main = router + (w * err).sum(-1).mean()
        else:
            main = L.mean()
        return main + score, Ld.mean(), ent


def hard_training_loss(model, prior):
    """The exported (hard-routing) model's loss on the leaves it was trained on: ``mean_σ ‖θ̂(θ_σ) − θ_σ‖²``.

    >>> from theory.inference.models.linear_attention import compile_model_a
    >>> T = TreePrior(3, "1/2")
    >>> round(hard_training_loss(compile_model_a(T, 2), T), 12)       # MSE_ad(2) = 1/16
    0.0625
    """
    th = prior.theta_matrix()
    return float(np.mean(((model.run_meanfield(th)[0] - th) ** 2).sum(axis=1)))


def _number(name, value, positive=True, upper=None):
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0 \
            or (positive and value == 0) or (upper is not None and value > upper):
        bound = f"in [0, {upper}]" if upper is not None else ("> 0" if positive else "≥ 0")
        raise InputValueError(f"{name} must be a finite number {bound}; got {value!r}")
    return float(value)


def train_meanfield_a(prior, M, **settings):
    """Train Model A with M layers on the exact mean-field loss over the leaves of ``prior``: the
    last stage of :func:`train_meanfield_depths` (same arguments).

    >>> run = train_meanfield_a(TreePrior(2, "1/2"), 2, steps=3, samples=2)
    >>> run.model.M, run.settings["restarts"], len(run.settings["restart losses"])
    (2, 1, 1)
    """
    return train_meanfield_depths(prior, M, **settings)[-1]


def train_meanfield_depths(prior, M, steps=600, samples=8, lr=3e-3, router_lr=1e-2, hidden=64, router_hidden=32,
                           entropy=0.05, entropy_until=0.5, explore=1.0, warmup=0.3, gain=8.0, softmin=0.3,
                           restarts=1, deep=None, seed=0, threads=1, progress=False):
    """Grow Model A from 1 to M layers on the exact mean-field loss over the leaves of ``prior``
    (module docstring); returns one :class:`~.training.LinearAttentionTraining` per depth m = 1…M.

    Parameters
    ----------
    prior : TreePrior
    M : int, 1 ≤ M ≤ D
    steps : int
        Adam steps of phase 1; phase m (m layers active) takes ``m · steps`` per candidate
        (the deeper routers have more histories to tell apart and less loss left to gain).
    samples : int ≥ 2
        Routing prefixes S sampled per leaf and step (leave-one-out baseline).
    lr, router_lr : float > 0
        Adam step sizes of the decoder and of the routers (cosine-annealed to 10 % per phase).
    hidden, router_hidden : int
        MLP widths (two hidden ReLU layers), as in :mod:`.training`.
    entropy : float ≥ 0
        Entropy bonus on the routing policies, relative to the loss at the start of the phase
        (the coefficient is ``entropy ×`` the kept depth-(m − 1) model's training loss, the prior
        mean's loss for m = 1: the loss falls by orders of magnitude with depth, and a fixed
        bonus either swamps the deep phases or is negligible in the first), decayed linearly to 0 at ``entropy_until`` (a fraction of the phase after the
        warm-up, in [0, 1]).
    explore : float in [0, 1]
        The decoder is trained on the last layer's branches weighted by ``(1 − ε) π + ε/D``,
        ε decayed from ``explore`` to 0 at ``entropy_until``.
    warmup : float in [0, 1)
        Fraction of each phase m ≥ 2 in which the routers are frozen and ε = 1: the decoder
        learns every branch of the new layer before the new router moves.
    gain : float > 0
        Initial scale of the routers' and decoder's weights on the readings φ.
    softmin : float ≥ 0
        Temperature (relative to the mean branch loss) of the last router's target
        ``softmax(−loss(c)/τ)`` over its own decoder's enumerated branch losses, decayed to 0 at
        ``entropy_until`` (then the plain expected loss); 0: the plain expected loss throughout.
    restarts : int
        Candidates per phase: fresh initialisations at m = 1; at m ≥ 2 each continues the kept
        model of phase m − 1 with a freshly seeded new router; the candidate kept is the one with the smallest hard-routing
        training loss (its own loss on the 2^K leaves — never a theory value).  Every
        candidate's loss is in ``settings["restart losses"]``.
    deep : dict or None
        Other settings for the deep phases: ``{"from": m₀, ...}`` applies the other entries to every
        phase m ≥ m₀ (an int ≥ 2); the entries may be ``steps`` (a multiplier > 0 of that phase's
        ``m · steps``), ``restarts`` (≤ 99), ``explore``, ``warmup``, ``entropy``, ``entropy_until`` and
        ``softmin`` (checked as above); ``parents`` (int ≥ 1: candidate r continues the
        (r mod parents)-th best model of the phase before, by training loss; 1: the kept one);
        ``keep`` with ``screen`` (successive halving: every candidate runs to the fraction
        ``screen`` ∈ (0, 1] of the phase, the ``keep`` smallest hard-routing training losses
        there run on to the end; the screen losses are in ``settings["screen losses"]``, the
        candidates run on in ``settings["continued"]``).  ``None``: every phase alike.
    seed : int ≥ 0
    threads : int
        torch threads during training (1: the tensors are small).
    progress : bool
        One line per phase and candidate on stderr.

    All arguments are checked before torch is imported.  With ``explore = softmin = warmup =
    entropy = 0`` every step is an unbiased estimate of the exact mean-field loss's gradient.

    >>> runs = train_meanfield_depths(TreePrior(2, "1/2"), 2, steps=3, samples=2, restarts=2)
    >>> [r.model.M for r in runs], [len(r.settings["restart losses"]) for r in runs]
    ([1, 2], [2, 2])
    """
    if not isinstance(prior, TreePrior):
        raise InputTypeError(f"prior must be a TreePrior (its leaves are the mean-field support); "
                             f"got {type(prior).__name__}")
    D, M = check(prior, "A", M, 1, exhaustive=False)
    steps, samples = positive_int("steps", steps), positive_int("samples", samples)
    if samples < 2:
        raise InputValueError(f"samples must be ≥ 2 (the baseline leaves one sample out); got {samples}")
    hidden, router_hidden = positive_int("hidden", hidden), positive_int("router_hidden", router_hidden)
    restarts, threads = positive_int("restarts", restarts), positive_int("threads", threads)
    seed = positive_int("seed", seed, minimum=0, maximum=2**32 - 1)     # as the CLI's --seed
    lr, router_lr = step_size("lr", lr), step_size("router_lr", router_lr)
    explore = _number("explore", explore, positive=False, upper=1)
    warmup = _number("warmup", warmup, positive=False, upper=1)
    if warmup >= 1:
        raise InputValueError(f"warmup must be a fraction of the phase in [0, 1); got {warmup!r}")
    gain, softmin = _number("gain", gain), _number("softmin", softmin, positive=False)
    entropy, entropy_until = _number("entropy", entropy, positive=False), _number("entropy_until", entropy_until,
                                                                                  positive=False, upper=1)
    if restarts > 10:
        raise InputValueError(f"restarts must be ≤ 10 (candidate r of phase m is seeded 1000 · seed + 10 m + r); "
                              f"got {restarts}")
    deep_from, deep = _deep_settings(deep, dict(restarts=restarts, explore=explore, warmup=warmup, entropy=entropy,
                                                entropy_until=entropy_until, softmin=softmin, screen=1.0, parents=1))
    rows = prior.n_leaves * samples * D * max(hidden, D)
    if rows > MAX_ACTIVATIONS:
        raise TooLargeError(f"leaves × samples × D × width = {rows:.3g} activations per step "
                            f"(limit {MAX_ACTIVATIONS:.3g}); lower samples or the prior's depth")
    cfg = dict(steps=steps, samples=samples, entropy=entropy, until=entropy_until, explore=explore, warmup=warmup,
               softmin=softmin, mult=1.0, restarts=restarts, keep=restarts, screen=1.0, parents=1)
    cfg_deep = dict(cfg, mult=deep["steps"], restarts=deep["restarts"], keep=deep["keep"], screen=deep["screen"],
                    parents=deep["parents"],
                    entropy=deep["entropy"],
                    until=deep["entropy_until"], explore=deep["explore"], warmup=deep["warmup"], softmin=deep["softmin"])
    torch = require_torch()
    retain_freed_memory()
    settings = dict(prior=repr(prior), kind="A", steps_phase_1=steps, samples=samples, lr=lr, router_lr=router_lr,
                    hidden=hidden, router_hidden=router_hidden, entropy=entropy, entropy_until=entropy_until,
                    explore=explore, warmup=warmup, gain=gain, softmin=softmin, restarts=restarts, seed=seed,
                    deep=None if deep_from is None else {"from": deep_from, **deep},
                    estimator="mean field over every leaf; sampled prefixes, exact last layer, RLOO baseline")
    out, kept, parents, t0 = [], None, [], time.perf_counter()
    with torch_threads(torch, threads):
        th = prior.theta_matrix()
        theta = torch.as_tensor(th, dtype=torch.float32)
        level = float(((th - th.mean(axis=0)) ** 2).sum(axis=1).mean())      # the prior mean's loss
        for m in range(1, M + 1):
            cfg_m = _phase_config(cfg, deep_from, cfg_deep, m)
            cands, n = [], cfg_m["restarts"]
            total = _phase_steps(cfg_m, m)
            cut = _screen_step(cfg_m, total)
            for r in range(n):
                s = _candidate_seed(seed, m, r)
                start_level, rank = level, 0
                if kept is None:
                    tr = MeanFieldA(torch, prior, M, hidden, router_hidden, lr, router_lr, s, gain)
                else:       # candidate r continues parent r mod k (the k best of phase m − 1; k = 1: the kept one)
                    rank = r % min(cfg_m["parents"], len(parents))
                    start_level, parent = parents[rank]
                    tr = copy.deepcopy(parent, memo={id(torch): torch})
                    tr.reset_router(m - 2, s, gain)
                gen = torch.Generator().manual_seed(s)
                log = _phase(tr, theta, prior, m, cfg_m, gen, start_level, stop=cut)
                model = tr.export_depth(m)
                cands.append([hard_training_loss(model, prior), tr, model, log, gen, r, start_level, rank])
                if progress:
                    what = "training loss" if cut == total else f"training loss after {cut} of {total} steps"
                    print(f"  Model A (seed {seed}): depth {m}, candidate {r}: {what} {cands[-1][0]:.5f}",
                          file=sys.stderr, flush=True)
            screen = None
            if cut < total:     # successive halving: the `keep` smallest training losses run to the end
                screen = [round(c[0], 6) for c in cands]
                cands = [cands[i] for i in sorted(np.argsort([c[0] for c in cands], kind="stable")[:cfg_m["keep"]])]
                for c in cands:
                    c[3] = _phase(c[1], theta, prior, m, cfg_m, c[4], c[6], start=cut, log=c[3])
                    c[2] = c[1].export_depth(m)
                    c[0] = hard_training_loss(c[2], prior)
                    if progress:
                        print(f"  Model A (seed {seed}): depth {m}, candidate {c[5]}: training loss {c[0]:.5f}",
                              file=sys.stderr, flush=True)
            best = int(np.argmin([c[0] for c in cands]))
            kept, level = cands[best][1], cands[best][0]
            parents = [(cands[i][0], cands[i][1]) for i in np.argsort([c[0] for c in cands], kind="stable")]
            extra = {} if screen is None else {"screen losses": screen, "continued": [c[5] for c in cands]}
            if m > 1 and cfg_m["parents"] > 1:
                extra["parent ranks"] = [c[7] for c in cands]
            out.append(LinearAttentionTraining(cands[best][2], cands[best][3], time.perf_counter() - t0,
                                               dict(settings, M=m, kept=cands[best][5], **extra,
                                                    **{"restart losses": [round(c[0], 6) for c in cands]})))
    return tuple(out)


def _candidate_seed(seed, m, r):
    """Torch seed of candidate r of phase m: ``1000 · seed + 10 m + r`` for r < 10 (as before the
    deep phases could have more candidates), distinct seeds above 2³² for r ≥ 10."""
    return seed * 1000 + 10 * m + r if r < 10 else 2**32 + (seed * 1000 + 10 * m) * 100 + r


def _phase_config(cfg, deep_from, cfg_deep, m):
    """The settings of phase m: the deep phases' from ``deep["from"]`` on, the others' before."""
    return cfg_deep if deep_from is not None and m >= deep_from else cfg


def _phase_steps(cfg, m):
    """Steps of phase m for one candidate: ``m · steps``, times the deep phases' multiplier."""
    return max(1, round(cfg["steps"] * m * cfg["mult"]))


def planned_steps(M, steps=600, restarts=1, deep=None):
    """``[(candidates, steps per candidate) for phase m = 1…M]`` of :func:`train_meanfield_depths`
    with these settings (the same plan the trainer runs; no torch needed); a screened phase
    (``deep["keep"]``, ``deep["screen"]``) runs only ``keep`` of its candidates to the end:
    :func:`planned_total_steps` counts it.

    >>> planned_steps(4, steps=300, restarts=3, deep={"from": 4, "steps": 2.0, "restarts": 4})
    [(3, 300), (3, 600), (3, 900), (4, 2400)]
    """
    return [(c["restarts"], _phase_steps(c, m)) for m, c in enumerate(_plan(M, steps, restarts, deep), 1)]


def planned_total_steps(M, steps=600, restarts=1, deep=None):
    """Training steps of every candidate of every phase of :func:`train_meanfield_depths`: a
    screened phase runs all its candidates to the screen and ``keep`` of them on to the end.

    >>> planned_total_steps(4, steps=300, restarts=3, deep={"from": 4, "steps": 2.0, "restarts": 4})
    15000
    >>> planned_total_steps(4, steps=300, restarts=3, deep={"from": 4, "steps": 2.0, "restarts": 12,
    ...                                                      "keep": 3, "screen": 0.25})
    18000
    """
    total = 0
    for m, c in enumerate(_plan(M, steps, restarts, deep), 1):
        n, full = c["restarts"], _phase_steps(c, m)
        cut = _screen_step(c, full)
        total += n * cut + min(c["keep"], n) * (full - cut)
    return total


def _screen_step(cfg, total):
    """The step after which a phase's candidates are ranked (``total``: no screen)."""
    return total if cfg["keep"] >= cfg["restarts"] else max(1, min(total, round(cfg["screen"] * total)))


def _plan(M, steps, restarts, deep):
    M, steps, restarts = positive_int("M", M), positive_int("steps", steps), positive_int("restarts", restarts)
    deep_from, deep = _deep_settings(deep, dict(restarts=restarts, explore=0.0, warmup=0.0, entropy=0.0,
                                                entropy_until=0.0, softmin=0.0, screen=1.0))
    cfg = dict(steps=steps, mult=1.0, restarts=restarts, keep=restarts, screen=1.0)
    cfg_deep = dict(cfg, mult=deep["steps"], restarts=deep["restarts"], keep=deep["keep"], screen=deep["screen"])
    return [_phase_config(cfg, deep_from, cfg_deep, m) for m in range(1, M + 1)]


_DEEP_KEYS = ("from", "steps", "restarts", "parents", "keep", "screen", "explore", "warmup", "entropy", "entropy_until", "softmin")
MAX_DEEP_RESTARTS = 99


def _deep_settings(deep, base):
    """``(first deep phase or None, settings of the deep phases)`` from the ``deep`` argument, checked."""
    if deep is None:
        return None, dict(base, steps=1.0, keep=base["restarts"])
    if not isinstance(deep, dict):
        raise InputTypeError(f"deep must be a dict of settings for the deep phases or None; got {type(deep).__name__}")
    unknown = sorted(set(deep) - set(_DEEP_KEYS), key=str)
    if "keep" in deep and "screen" not in deep or "screen" in deep and "keep" not in deep:
        raise InputValueError(f"deep['keep'] and deep['screen'] go together (continue the `keep` best candidates "
                              f"after the fraction `screen` of the phase); got keys {sorted(deep, key=str)}")
    if unknown or "from" not in deep:
        raise InputValueError(f"deep needs the key 'from' and may have {', '.join(_DEEP_KEYS[1:])}; "
                              f"got keys {sorted(deep, key=str)}")
    first = positive_int("deep['from']", deep["from"], minimum=2)
    out = dict(base, steps=1.0)
    if "steps" in deep:
        out["steps"] = _number("deep['steps']", deep["steps"])
    if "restarts" in deep:
        out["restarts"] = positive_int("deep['restarts']", deep["restarts"])
        if out["restarts"] > MAX_DEEP_RESTARTS:
            raise InputValueError(f"deep['restarts'] must be ≤ {MAX_DEEP_RESTARTS}; got {out['restarts']}")
    out["keep"] = positive_int("deep['keep']", deep["keep"]) if "keep" in deep else out["restarts"]
    if out["keep"] > out["restarts"]:
        raise InputValueError(f"deep['keep'] must be ≤ deep['restarts'] = {out['restarts']} (candidates continued "
                              f"after the screen); got {out['keep']}")
    if "parents" in deep:
        out["parents"] = positive_int("deep['parents']", deep["parents"])
    if "screen" in deep:
        out["screen"] = _number("deep['screen']", deep["screen"], upper=1)
    for key in ("explore", "warmup", "entropy_until"):
        if key in deep:
            out[key] = _number(f"deep['{key}']", deep[key], positive=False, upper=1)
    if out["warmup"] >= 1:
        raise InputValueError(f"deep['warmup'] must be a fraction of the phase in [0, 1); got {deep['warmup']!r}")
    for key in ("entropy", "softmin"):
        if key in deep:
            out[key] = _number(f"deep['{key}']", deep[key], positive=False)
    return first, out


def _phase(tr, theta, prior, m, cfg, gen, level, start=0, stop=None, log=None):
    """Train phase m (first m layers active) from a model whose loss is ``level``, steps
    ``start … stop − 1`` of the phase (default: all of it); returns its log (``log`` continued).
    Running a phase in pieces computes exactly what one call does (the schedule depends on the
    step index only, the generator and the optimiser carry their state)."""
    steps, opt = _phase_steps(cfg, m), tr.opt
    stop = steps if stop is None else stop
    base = tr.base_lr
    warm = int(cfg["warmup"] * steps) if m > 1 else 0
    log, every = ([] if log is None else log), max(1, steps // 10)
    for s in range(start, stop):
        frac = s / steps
        late = max(0.0, (s - warm) / max(1, steps - warm))
        for i, (g, b) in enumerate(zip(opt.param_groups, base)):
            g["lr"] = 0.0 if (i == 0 and s < warm) else b * (0.1 + 0.45 * (1 + math.cos(math.pi * frac)))
        decay = max(0.0, 1 - late / cfg["until"]) if cfg["until"] > 0 else 0.0
        eps = 1.0 if s < warm else cfg["explore"] * decay
        sur, est, ent = tr.surrogate_entropy(theta, m, cfg["samples"], gen, eps, cfg["softmin"] * decay)
        bonus = cfg["entropy"] * decay * level       # relative to the loss level at the phase's start
        opt.zero_grad()
        (sur - bonus * ent if bonus > 0 else sur).backward()
        opt.step()
        if (s + 1) % every == 0 or s + 1 == steps:
            log.append((s + 1, float(est), hard_training_loss(tr.export_depth(m), prior)))
    if stop == steps:
        for g, b in zip(opt.param_groups, base):
            g["lr"] = b
    return log
