r"""Train Models A, B, C by gradient descent (needs the ``train`` extra).

The architecture is the SPEC's (see :mod:`.linear_attention`): layer ℓ routes — it picks
the key weights ``R_ℓ`` from the workspace — reads ``φ_ℓ = R_ℓ · (1/N) Σ_i x_i y_i`` by
linear attention, and appends it to the workspace; a decoder maps the workspace to θ̂.

Routing is *hard*: every key row is a standard basis vector (SPEC's coordinate channels).
A soft key — a softmax mixture of coordinates — is a general linear functional, which
separates tree leaves that no coordinate reading separates, and trained soft models beat
the coordinate-channel optimum (found while building this module); so the mixture is
only a *distribution* over hard choices.  Router ℓ outputs logits over the D coordinates,
a policy ``π_ℓ(c | workspace)``, and training minimises the **exact expected loss over
every branch of hard choices**, ``Σ_{c_1…c_M} Π_ℓ π_ℓ(c_ℓ | …) ‖θ̂(c_1…c_M) − θ‖²`` (D^M
branches, enumerated — no gradient estimator).  Evaluation uses the argmax choice.

* **Model A** (L = M, d = 1): router ℓ ≥ 2 is an MLP on the workspace; router 1 has no
  input (a learned logit vector); MLP decoder.
* **Model B** (L = 1, d = M): M learned logit vectors (no input), MLP decoder.
* **Model C** (L = 1, d = M): the same fixed keys, affine decoder on the readings.  The
  affine analogue of the one-hot features below is one affine map per branch (coefficients
  that depend on which coordinates are read); the trained model keeps the map of its
  argmax branch.

Workspace features.  With deterministic routers the coordinate read at layer ℓ is a
function of the earlier readings, so routers and decoders of A and B also get the
one-hot of every earlier choice, *recomputed from the workspace* (the model's own argmax,
never the keys actually used — so under key patching they see what the target's own
routing implies).  This adds no information at evaluation; during training, when the
policies are still mixed, it tells the decoder which branch it decodes.

Training schedule for A: depth grows — phase m of M trains with the first m layers (the
later readings are 0) — then all layers train together.  Without growth, or without the
one-hot features, gradient descent from scratch settled on a non-adaptive pair of reads
(MSE ≈ MSE_na) in every run we tried; with both it finds the child policy of I3.

The loss minimised is ``E‖θ̂ − θ‖²``: the query loss ``E(θ̂ᵀx_* − y_*)²`` is that plus σ²
(its exact expectation over the query, which removes the query's sampling noise).
"""
from __future__ import annotations

import itertools
import sys
import time
from dataclasses import dataclass, field

import numpy as np

from ..errors import InputValueError, TooLargeError
from ..optional import require_torch
from ..validation import finite_array, positive_int, seed_value
from .data import sample_contexts, token_moment
from .mlp import ReLUNet
from .priors import DiscretePrior, GaussianPrior, TreePrior

KINDS = ("A", "B", "C")
MAX_BRANCH_ENTRIES = 60_000_000


def _onehot(c, D):
    return np.eye(D)[c]


@dataclass(frozen=True)
class TrainedLinearAttention:
    """A trained Model A, B or C as numpy weights, with hard (argmax) routing.

    ``first`` holds router 1's logits (A: shape (D,); B, C: (M, D), and ``fixed`` the M distinct
    coordinates with the largest joint logit, read by B and C); ``routers[ℓ−2]`` is the
    :class:`~theory.inference.mlp.ReLUNet` of layer ℓ ≥ 2 (A only); ``decoder`` maps the
    workspace features to θ̂.  :meth:`run` and :meth:`run_meanfield` have the signature of
    :class:`~theory.inference.linear_attention.LinearAttentionModel`'s, so the key-patching
    functions of :mod:`.patching` apply unchanged.
    """

    name: str
    D: int
    M: int
    first: np.ndarray
    routers: tuple
    decoder: ReLUNet
    fixed: tuple = ()

    @property
    def n_layers(self):
        return self.M if self.name == "A" else 1

    @property
    def d(self):
        return 1 if self.name == "A" else self.M

    def run(self, X, y, patch=None):
        """Forward pass on contexts ``X (B, N, D)``, ``y (B, N)``; see :meth:`run_meanfield`."""
        X = finite_array("X", X, ndim=3, shape=(None, None, self.D))
        y = finite_array("y", y, shape=X.shape[:2])
        return self._forward(token_moment(X, y), patch)

    def run_meanfield(self, theta, patch=None):
        """N → ∞: readings ``φ_ℓ = R_ℓ θ``.  Returns ``(theta_hat (B, D), readings (B, L, d),
        R (B, L, d, D))``; ``patch = {layer: R}`` (0-based layer) replaces that layer's keys."""
        return self._forward(finite_array("theta", theta, ndim=2, shape=(None, self.D)), patch)

    def choices(self, theta):
        """The coordinates read, ``(B, M)``, in mean field."""
        return self.run_meanfield(theta)[2].argmax(axis=-1).reshape(len(theta), self.M)

    def _forward(self, stat, patch):
        B, D = stat.shape[0], self.D
        patch = patch or {}
        if self.name == "A":
            feats, readings, Rs = np.zeros((B, 0)), [], []
            for l in range(self.M):
                logits = np.broadcast_to(self.first, (B, D)) if l == 0 else self.routers[l - 1](feats)
                own = _onehot(logits.argmax(axis=1), D)
                R = np.asarray(patch[l], dtype=float).reshape(B, 1, D) if l in patch else own[:, None, :]
                phi = (R @ stat[:, :, None])[..., 0]
                readings.append(phi)
                Rs.append(R)
                feats = np.concatenate([feats, phi, own], axis=1)
            return self.decoder(feats), np.stack(readings, axis=1), np.stack(Rs, axis=1)
        own = np.broadcast_to(_onehot(np.array(self.fixed), D), (B, self.M, D))
        R = np.asarray(patch[0], dtype=float).reshape(B, self.M, D) if 0 in patch else own
        phi = (R @ stat[:, :, None])[..., 0]
        feats = phi if self.name == "C" else np.concatenate([phi[:, :, None], own], axis=2).reshape(B, -1)
        return self.decoder(feats), phi[:, None, :], R[:, None]


def meanfield_mse(model, prior, n=20000, seed=5):
    """``(MSE, standard error)`` of a model's mean-field estimate: exact over the leaves of a
    TreePrior (error 0), Monte Carlo over ``n`` seeded draws of θ otherwise.  Works for trained
    and compiled models alike (anything with ``run_meanfield``).

    >>> from theory.inference.linear_attention import compile_model_a
    >>> T = TreePrior(3, "1/2")
    >>> mse, se = meanfield_mse(compile_model_a(T, 2), T)
    >>> round(mse, 12), se                             # MSE_ad(2) = 1/16 (I3)
    (0.0625, 0.0)
    """
    seed = seed_value("seed", seed)
    if not isinstance(prior, (TreePrior, GaussianPrior, DiscretePrior)):
        raise InputValueError(f"prior must be a TreePrior, GaussianPrior or DiscretePrior; got {type(prior).__name__}")
    if isinstance(prior, TreePrior):
        th = prior.theta_matrix()
        return float(np.mean(((model.run_meanfield(th)[0] - th) ** 2).sum(axis=1))), 0.0
    th = prior.sample(positive_int("n", n), seed=seed) if isinstance(prior, GaussianPrior) else \
        sample_contexts(prior, n, 1, seed=seed).theta
    err = ((model.run_meanfield(th)[0] - th) ** 2).sum(axis=1)
    return float(err.mean()), float(err.std(ddof=1) / np.sqrt(err.size))


@dataclass
class LinearAttentionTraining:
    """A training run: ``model`` (numpy, hard routing), ``log`` of ``(step, expected loss,
    hard-routing MSE on held-out contexts)``, wall ``seconds``, and the settings used."""

    model: TrainedLinearAttention
    log: list = field(default_factory=list)
    seconds: float = 0.0
    settings: dict = field(default_factory=dict)


def _check(prior, kind, M, batch):
    if not isinstance(prior, (TreePrior, GaussianPrior, DiscretePrior)):
        raise InputValueError(f"prior must be a TreePrior, GaussianPrior or DiscretePrior; got {type(prior).__name__}")
    if kind not in KINDS:
        raise InputValueError(f"kind must be one of {KINDS}; got {kind!r}")
    D = prior.dim
    M = positive_int("M", M, maximum=D)
    branches = D ** M
    entries = batch * branches * (M * (D + 1) + 64)
    if entries > MAX_BRANCH_ENTRIES:
        raise TooLargeError(f"exact expected loss over up to D^M = {D}^{M} = {branches} routing branches × batch {batch} "
                            f"needs ≈{entries:.2g} activations (limit {MAX_BRANCH_ENTRIES:.0e}); lower batch, M or "
                            f"the prior's dimension")
    return D, M


def _mlp(torch, n_in, n_out, hidden):
    return torch.nn.Sequential(torch.nn.Linear(n_in, hidden), torch.nn.ReLU(), torch.nn.Linear(hidden, hidden),
                               torch.nn.ReLU(), torch.nn.Linear(hidden, n_out))


def _export(seq):
    layers = [m for m in seq.modules() if m.__class__.__name__ == "Linear"]
    return ReLUNet(tuple((m.weight.detach().double().numpy(), m.bias.detach().double().numpy()) for m in layers))


def train_linear_attention(prior, kind, M, steps=1500, batch=128, n_tokens=200, sigma2=0.0, lr=3e-3, hidden=64,
                           router_hidden=32, grow=True, entropy=0.0, router_lr=None, eval_contexts=2000, seed=0,
                           progress=True):
    """Train Model ``kind`` ∈ {"A", "B", "C"} with M readings on contexts sampled from ``prior``.

    Parameters
    ----------
    prior : TreePrior, GaussianPrior or DiscretePrior
    kind : {"A", "B", "C"}
    M : int
        Readings (A: layers with d = 1; B, C: one layer with d = M).
    steps, batch, n_tokens, sigma2, lr : training data and Adam settings (fresh contexts
        every step; ``n_tokens`` tokens each, label noise σ²).
    hidden, router_hidden : MLP widths (two hidden ReLU layers each).
    grow : bool
        Model A only: grow depth during training (see the module docstring).
    router_lr : float, optional
        Adam step size of the routers (default ``lr``).
    entropy : float
        Bonus on the routing policies' entropy, decayed linearly to 0 at 60% of training.
    eval_contexts : int
        Held-out contexts for the hard-routing MSE in the log.
    seed : int
    progress : bool
        One-line progress on stderr.

    Returns
    -------
    LinearAttentionTraining
    """
    steps, batch = positive_int("steps", steps), positive_int("batch", batch)
    seed = positive_int("seed", seed, minimum=0)
    n_tokens = positive_int("n_tokens", n_tokens)
    D, M = _check(prior, kind, M, batch)
    hidden, router_hidden = positive_int("hidden", hidden), positive_int("router_hidden", router_hidden)
    router_lr = lr if router_lr is None else router_lr
    for name, value, positive in (("entropy", entropy, False), ("lr", lr, True), ("router_lr", router_lr, True)):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not np.isfinite(value) \
                or value < 0 or (positive and value == 0):
            raise InputValueError(f"{name} must be a finite number {'> 0' if positive else '≥ 0'}; got {value!r}")
    torch = require_torch()
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    F = 1 + D
    first = torch.nn.Parameter(torch.zeros(D if kind == "A" else (M, D)))
    routers = torch.nn.ModuleList([_mlp(torch, l * F, D, router_hidden) for l in range(1, M)] if kind == "A" else [])
    # B, C: branches are the ordered tuples of M distinct coordinates (a repeated coordinate
    # reads the same value twice; allowing it let a duplicated input train faster and trap C)
    idx = torch.as_tensor(list(itertools.permutations(range(D), M)), dtype=torch.long) if kind != "A" else None
    if kind == "C":     # one affine map θ̂ = b + W φ per branch (c_1…c_M)
        decoder = torch.nn.ParameterDict({"W": torch.nn.Parameter(torch.zeros(len(idx), D, M)),
                                          "b": torch.nn.Parameter(torch.zeros(len(idx), D))})
    else:
        decoder = _mlp(torch, M * F, D, hidden)
    opt = torch.optim.Adam([{"params": [first, *routers.parameters()], "lr": router_lr},
                            {"params": list(decoder.parameters()), "lr": lr}])
    eye = torch.eye(D)

    def stat_of(ctx):
        return torch.as_tensor(token_moment(ctx.X, ctx.y), dtype=torch.float32), torch.as_tensor(ctx.theta, dtype=torch.float32)

    def expected_loss(u, theta, m):
        """Exact expectation over all routing branches (first m layers of A active)."""
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

    def export():
        logits = first.detach().double().numpy().copy()
        fixed, dec = (), None if kind == "C" else _export(decoder)
        if kind != "A":
            br = int(sum(logits[q][idx[:, q].numpy()] for q in range(M)).argmax())
            fixed = tuple(int(c) for c in idx[br])
            if kind == "C":
                dec = ReLUNet(((decoder["W"][br].detach().double().numpy(), decoder["b"][br].detach().double().numpy()),))
        return TrainedLinearAttention(kind, D, M, logits, tuple(_export(r) for r in routers), dec, fixed)

    held = sample_contexts(prior, positive_int("eval_contexts", eval_contexts), n_tokens, sigma2, seed=seed + 10**6)
    log, acc, t0 = [], [], time.perf_counter()
    every = max(1, steps // 50)
    for step in range(1, steps + 1):
        m = min(M, 1 + (step - 1) * M // steps) if (kind == "A" and grow) else M
        u, theta = stat_of(sample_contexts(prior, batch, n_tokens, sigma2, seed=int(rng.integers(2**31))))
        loss, ent = expected_loss(u, theta, m)
        bonus = entropy * max(0.0, 1 - step / (0.6 * steps))
        opt.zero_grad()
        (loss - bonus * ent).backward()
        opt.step()
        acc.append(float(loss.detach()))
        if step % every == 0 or step == steps:
            th_hat = export().run(held.X, held.y)[0]
            log.append((step, float(np.mean(acc)), float(np.mean(((th_hat - held.theta) ** 2).sum(axis=1)))))
            acc = []
            if progress:
                print(f"\r  training Model {kind} (M={M}): step {step}/{steps} expected loss {log[-1][1]:.4f} "
                      f"hard-routing MSE {log[-1][2]:.4f} ({time.perf_counter() - t0:.0f}s)", end="",
                      file=sys.stderr, flush=True)
    if progress:
        print(file=sys.stderr)
    settings = dict(prior=repr(prior), kind=kind, M=M, steps=steps, batch=batch, n_tokens=n_tokens, sigma2=sigma2,
                    lr=lr, hidden=hidden, router_hidden=router_hidden, grow=grow, entropy=entropy, seed=seed)
    return LinearAttentionTraining(export(), log, time.perf_counter() - t0, settings)
