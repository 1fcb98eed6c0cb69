r"""Train Models A, B, C by gradient descent (needs the ``train`` extra).

The architecture is that of docs/theory.md (see :mod:`.linear_attention`): layer ℓ routes — it picks
the key weights ``R_ℓ`` from the workspace — reads ``φ_ℓ = R_ℓ · (1/N) Σ_i x_i y_i`` by
linear attention, and appends it to the workspace; a decoder maps the workspace to θ̂.

Routing is *hard*: every key row is a standard basis vector (the coordinate channels of docs/theory.md).
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

Mean field (``meanfield=True``, issue 17): for a prior with finite support (a tree's 2^K
leaves) the readings are ``R_ℓ θ`` exactly, and each step minimises the exact expected loss
over *every* support point (weighted by its probability) and every routing branch — a
deterministic full-batch gradient of the quantity the mean-field claims (L1, L4) measure.
Such a step is a few dozen small tensor operations, so its cost was per-operation overhead;
it is written by hand (:meth:`Trainer.meanfield_step`: closed-form forward and backward, no
autograd graph, every MLP on the distinct branch rows only — :func:`exact_meanfield_loss`) and the
optimiser is :class:`~theory.inference.training.flat_adam.FlatAdam` (torch's Adam, bit for bit,
on one flat buffer; used by every run of :func:`train_linear_attention`).  Same loss and
gradients as autograd up to float32 summation order (tests/inference/training/test_training_speed.py).

The loss minimised is ``E‖θ̂ − θ‖²``: the query loss ``E(θ̂ᵀx_* − y_*)²`` is that plus σ²
(its exact expectation over the query, which removes the query's sampling noise).
"""
from __future__ import annotations
import contextlib
import itertools
import sys
import time
import types
import numpy as np
from theory.errors import InputValueError, TooLargeError
from theory.system.optional import require_torch, torch_threads
from theory.validation import MAX_LR as _MAX_LR, positive_int, real_number, step_size
from theory.inference.models.data import sample_contexts, sample_moments, token_moment
from theory.inference.training.flat_adam import FlatAdam
from theory.inference.models.mlp import ReLUNet
from theory.inference.priors.distributions import DiscretePrior, GaussianPrior, TreePrior
from theory.inference.training.meanfield_loss import fused_decoder_loss, meanfield_batch, exact_meanfield_loss, unique_rows, meanfield_support
from theory.inference.training.trained_model import LinearAttentionTraining, TrainedLinearAttention


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


SAMPLERS = ("moments", "tokens")


MAX_LR = _MAX_LR          # Adam moves a weight by about lr a step (a few lr at most): far inside float32's 3.4e38


_HEAP_KEEP = 1 << 29


def retain_freed_memory():
    """Let glibc's malloc keep freed blocks (up to 512 MB) for reuse instead of returning them.

    A training step allocates and frees the same few-MB activations every step; by default
    glibc serves blocks this large with fresh ``mmap`` pages, and page-faulting them in cost
    about as much as the arithmetic on this VM (a ReLU on 25 000 × 64 floats: 1.5–4 ms with
    fresh pages, 0.5 ms with reused ones).  Process-wide and permanent (mallopt
    M_MMAP_THRESHOLD and M_TRIM_THRESHOLD); a no-op returning False where glibc's ``mallopt``
    is unavailable.

    >>> retain_freed_memory() in (True, False)
    True
    """
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes
        libc = ctypes.CDLL("libc.so.6")
        return bool(libc.mallopt(-3, _HEAP_KEEP)) and bool(libc.mallopt(-1, _HEAP_KEEP))   # M_MMAP_/M_TRIM_THRESHOLD
    except (OSError, AttributeError):
        return False


def sample_moments_batch(prior, batch, n_tokens, sigma2, seed, sampler):
    """``(u, θ)`` as numpy: the token moment drawn from its exact law, or from N sampled tokens."""
    if sampler == "moments":
        m = sample_moments(prior, batch, n_tokens, sigma2, seed=seed)
        return m.u, m.theta
    ctx = sample_contexts(prior, batch, n_tokens, sigma2, seed=seed)
    return token_moment(ctx.X, ctx.y), ctx.theta


class Trainer:
    """The parameters of Model ``kind`` and its exact expected loss over routing branches.

    Parameters are created in the same order after ``torch.manual_seed(seed)`` as before issue
    17, so a given seed starts from the same weights.  The expected loss is computed without
    materialising the workspace features of every branch: the first layer of every MLP acts
    on a concatenation of blocks ``[φ_k, onehot(c_k)]``, so its pre-activation on the branch
    ``(c_1…c_l)`` is ``b + Σ_k P_k[c_k]`` with ``P_k[c] = u_c · w_k^φ + W_k^onehot[:, c]`` — D
    vectors per layer, summed by broadcasting over the branch grid ``[D]^l`` (routers of A; the
    decoder inside the fused forward-and-backward :func:`fused_decoder_loss`).  B's branches
    are the ordered M-tuples of distinct coordinates, enumerated once; its decoder runs on the
    grid ``[D]^M`` with routing weight 0 on the tuples that repeat a coordinate (they add exactly
    0 to the loss and its gradients), so A and B share one decoder path.
    """

    def __init__(self, torch, prior, kind, M, hidden, router_hidden, lr, router_lr, seed, flat=False):
        torch.manual_seed(seed)
        self.torch, self.kind, self.M, self.D = torch, kind, M, prior.dim
        D = self.D
        F = self.F = 1 + D
        self.first = torch.nn.Parameter(torch.zeros(D if kind == "A" else (M, D)))
        self.routers = torch.nn.ModuleList([relu_mlp(torch, l * F, D, router_hidden) for l in range(1, M)]
                                           if kind == "A" else [])
        # B, C: branches are the ordered tuples of M distinct coordinates (a repeated coordinate
        # reads the same value twice; allowing it let a duplicated input train faster and trap C)
        self.idx = torch.as_tensor(list(itertools.permutations(range(D), M)), dtype=torch.long) \
            if kind != "A" else None
        if kind == "C":     # one affine map θ̂ = b + W φ per branch (c_1…c_M)
            self.decoder = torch.nn.ParameterDict({"W": torch.nn.Parameter(torch.zeros(len(self.idx), D, M)),
                                                   "b": torch.nn.Parameter(torch.zeros(len(self.idx), D))})
        else:
            self.decoder = relu_mlp(torch, M * F, D, hidden)
            self.fused = fused_decoder_loss(torch)
        if kind == "B":     # position of each distinct tuple on the grid [D]^M
            self.flat = (self.idx * D ** torch.arange(M - 1, -1, -1)).sum(1)
        groups = [([self.first, *self.routers.parameters()], router_lr), (list(self.decoder.parameters()), lr)]
        self.params = [*groups[0][0], *groups[1][0]]
        self.manual, self._mf_const, self._mf_loss = True, None, exact_meanfield_loss(torch)
        self.opt = FlatAdam(torch, groups) if flat else \
            torch.optim.Adam([{"params": params, "lr": rate} for params, rate in groups])

    def _blocks(self, lin, u, n):
        """``P_k (B, D, H)`` for the first n input blocks of the Linear layer ``lin``."""
        W, F = lin.weight, self.F
        return [u[:, :, None] * W[:, k * F] + W[:, k * F + 1:(k + 1) * F].T for k in range(n)]

    def _grid(self, mlp, u, n):
        """The MLP on every branch ``(c_1…c_n) ∈ [D]^n``: output ``(B, D^n, n_out)``."""
        P = self._blocks(mlp[0], u, n)
        B, H = u.shape[0], P[0].shape[-1]
        pre = P[0]
        for Pk in P[1:]:
            pre = (pre[:, :, None, :] + Pk[:, None, :, :]).reshape(B, -1, H)
        return mlp[1:](pre + mlp[0].bias)

    def _decoder_loss(self, w, u, theta, m):
        """``mean_b Σ_r w[b, r] ‖decoder(branch r) − θ_b‖²`` over the branches ``r ∈ [D]^m`` (row-major)."""
        dec, B = self.decoder, u.shape[0]
        P = self._blocks(dec[0], u, m)
        Q = P[0].new_zeros(B, 1, P[0].shape[-1]) if m == 1 else P[0]
        for Pk in P[1:-1]:
            Q = (Q[:, :, None, :] + Pk[:, None, :, :]).reshape(B, -1, Q.shape[-1])
        return self.fused.apply(w, theta, dec[0].bias, dec[2].weight, dec[2].bias, dec[4].weight, dec[4].bias, Q, P[-1])

    def expected_loss(self, u, theta, m, with_entropy=False, weights=None):
        """Exact expectation over all routing branches (first m layers of A active); also the
        policies' entropy when ``with_entropy`` (else 0).  The rows of the batch are averaged
        with ``weights (B,)`` (summing to 1; default uniform ``1/B``): the mean-field mode
        passes the support points of a finite prior with their probabilities."""
        torch, kind, M, D = self.torch, self.kind, self.M, self.D
        B = u.shape[0]
        ent = torch.zeros(())
        if weights is not None and self.manual:     # mean field: closed-form loss and gradients
            loss, ent_mf = self._mf_loss.apply(self, self._meanfield_constants(u, theta, weights), m, with_entropy,
                                               *self.params)
            return loss, (ent_mf if with_entropy else ent)
        # rows scaled by B·p_b, so that the batch mean below becomes Σ_b p_b (·)
        scale = None if weights is None else (weights * B)[:, None]

        def mean(x):
            return x.mean() if weights is None else (x * weights).sum()

        if kind == "A":
            logw = torch.log_softmax(self.first, -1).expand(B, D)
            if with_entropy:
                ent = mean(-(logw.exp() * logw).sum(-1))
            for l in range(1, m):
                lg = torch.log_softmax(self._grid(self.routers[l - 1], u, l), -1)    # (B, D^l, D)
                if with_entropy:
                    ent = ent + mean((-(lg.exp() * lg).sum(-1) * logw.exp()).sum(-1))
                logw = (logw[:, :, None] + lg).reshape(B, -1)
            w = logw.exp() if scale is None else logw.exp() * scale
            return self._decoder_loss(w, u, theta, m), ent
        # M channels reading distinct coordinates: Π_m π_m(c_m), renormalised
        idx, first = self.idx, self.first
        lw = torch.log_softmax(sum(first[q][idx[:, q]] for q in range(M)), -1)
        if with_entropy:
            ent = -(lw.exp() * lw).sum()
        if kind == "B":     # on the grid [D]^M, weight 0 off the distinct tuples (0 · finite error = 0 exactly)
            w = lw.new_zeros(D ** M).index_copy(0, self.flat, lw.exp()).expand(B, -1)
            return self._decoder_loss(w if scale is None else w * scale, u, theta, M), ent
        th_hat = self.decoder["b"] + torch.einsum("rdq,brq->brd", self.decoder["W"], u[:, idx])
        err = ((th_hat - theta[:, None, :]) ** 2).sum(-1)
        return mean((lw.exp() * err).sum(-1)), ent

    def meanfield_step(self, u, theta, weights, m, bonus=0.0):
        """One optimiser step on the mean-field objective ``loss − bonus · entropy`` (``weights``
        the support's probabilities; entropy computed when ``bonus > 0``), without autograd: the
        closed-form forward and backward of :func:`exact_meanfield_loss` write the gradients straight
        into the parameters' ``.grad`` (what ``(loss − bonus·entropy).backward()`` through the
        same Function gives, bit for bit: its incoming gradients are exactly 1 and −bonus).
        Returns ``(loss, entropy)`` as floats (entropy 0.0 when not computed)."""
        ctx, loss, ent = self.meanfield_forward(u, theta, weights, m, bonus > 0)
        self.meanfield_backward(ctx, bonus)
        self.opt.step()
        return float(loss), float(ent)

    def meanfield_forward(self, u, theta, weights, m, with_entropy):
        """The first phase of :meth:`meanfield_step`: ``(ctx, loss, entropy)``, ``ctx`` for
        :meth:`meanfield_backward`."""
        ctx = types.SimpleNamespace()       # autograd's ctx: forward and backward called directly
        with self.torch.no_grad():
            loss, ent = self._mf_loss.forward(ctx, self, self._meanfield_constants(u, theta, weights), m, with_entropy,
                                              *self.params)
        return ctx, loss, ent

    def meanfield_backward(self, ctx, bonus):
        """The second phase of :meth:`meanfield_step`: the gradients of ``loss − bonus · entropy``
        into the parameters' ``.grad``."""
        with self.torch.no_grad():
            grads = self._mf_loss.backward(ctx, 1.0, -bonus if bonus > 0 else 0.0)[4:]
            if isinstance(self.opt, FlatAdam):
                self.opt.set_grads(grads)
            else:
                for t, g in zip(self.params, grads):
                    t.grad = g

    def _meanfield_constants(self, u, theta, p):
        """What a mean-field step needs that does not depend on the parameters, computed once per
        batch ``(u, θ, p)`` (the mean-field batch is the same tensors at every step; recomputed when
        another tensor is passed or one was modified in place — its ``_version`` changed): B and C's
        one-hot map ``O`` from the logits to the branches' joint logits; A and B's distinct pairs
        ``(c, u_{b,c})`` as rows ``[u, onehot(c)]`` and, per grid, the distinct branch rows and
        where each branch row finds its own (:func:`exact_meanfield_loss`); C's readings ``u[:, idx]``."""
        c = self._mf_const
        key = tuple((x, x._version) for x in (u, theta, p))     # same tensors, not modified in place since
        if c is not None and all(x is y and v == w for (x, v), (y, w) in zip(c["key"], key)):
            return c
        torch, D, M, idx = self.torch, self.D, self.M, self.idx
        c = dict(key=key, u=u, theta=theta, p=p, psum=p.sum())
        if self.kind != "A":
            O = torch.zeros(M * D, len(idx), dtype=u.dtype)
            O[(idx + D * torch.arange(M)).t().reshape(-1), torch.arange(len(idx)).repeat(M)] = 1.0
            c["O"] = O
        if self.kind == "C":                # the readings φ_q = u[:, idx[:, q]] as (B, R, 1) columns
            c["phi"] = [u[:, idx[:, q]][:, :, None].contiguous() for q in range(M)]
        else:
            un = u.numpy()
            pairs, kid = np.unique(np.stack([np.broadcast_to(np.arange(D), un.shape), un], -1).reshape(-1, 2),
                                   axis=0, return_inverse=True)
            features = np.concatenate([pairs[:, 1:], np.eye(D)[pairs[:, 0].astype(int)]], 1).astype(un.dtype)
            kid = kid.reshape(un.shape)
            if self.kind == "B":
                c["rows"] = {"B": unique_rows(np, torch, features, kid, idx.numpy())}
            else:
                c["rows"] = {l: unique_rows(np, torch, features, kid, np.indices((D,) * l).reshape(l, -1).T)
                             for l in range(1, M + 1)}
        self._mf_const = c
        return c

    def export(self):
        return export_trainer(self)


def export_trainer(t):
    """The numpy :class:`TrainedLinearAttention` of a trainer ``t`` (this module's or the legacy
    one: attributes kind, M, D, idx, first, routers, decoder); B and C keep their argmax branch."""
    kind, M, D, idx, decoder = t.kind, t.M, t.D, t.idx, t.decoder
    logits = t.first.detach().double().numpy().copy()
    fixed, dec = (), None if kind == "C" else export_relu_net(decoder)
    if kind != "A":
        br = int(sum(logits[q][idx[:, q].numpy()] for q in range(M)).argmax())
        fixed = tuple(int(c) for c in idx[br])
        if kind == "C":
            dec = ReLUNet(((decoder["W"][br].detach().double().numpy(), decoder["b"][br].detach().double().numpy()),))
    return TrainedLinearAttention(kind, D, M, logits, tuple(export_relu_net(r) for r in t.routers), dec, fixed)


def train_linear_attention(prior, kind, M, steps=1500, batch=128, n_tokens=200, sigma2=0.0, lr=3e-3, hidden=64,
                           router_hidden=32, grow=True, entropy=0.0, router_lr=None, eval_contexts=2000, seed=0,
                           progress=True, sampler="moments", threads=1, meanfield=False):
    """Train Model ``kind`` ∈ {"A", "B", "C"} with M readings on contexts sampled from ``prior``
    (or, with ``meanfield=True``, on the exact mean-field loss of a finite prior).

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
    sampler : {"moments", "tokens"}
        How a context's moment ``(1/N) Σ x_i y_i`` is drawn: from its exact law
        (:func:`~theory.inference.models.data.sample_moments`, O(D) per context) or by sampling the N
        tokens (O(N·D); the trainer's behaviour before issue 17).  Same distribution.
    threads : int
        ``torch.set_num_threads`` during training (restored afterwards).  1 by default: the
        tensors are small, and on a shared 2-core machine a second thread made steps slower.
        Training is in float32 whatever torch's default dtype (set during the run, restored after).
    meanfield : bool
        Train in mean field (N → ∞: the readings are ``R_ℓ θ`` exactly) on a prior with finite
        support (TreePrior, DiscretePrior; others are refused before torch is imported).  Every
        step's loss is then the exact expected loss over *every* support point, weighted by its
        probability (:func:`meanfield_support`), and every routing branch — deterministic, no
        sampling; the held-out MSE in the log is the exact mean-field hard-routing MSE (what
        :func:`meanfield_mse` returns for a TreePrior).  ``batch``, ``n_tokens``, ``sigma2``,
        ``sampler`` and ``eval_contexts`` are not used (the settings record ``n_tokens=None``
        and the support size as ``batch``).  On T(3, ·) at M = 2 a step enumerates 8 leaves ×
        196 branches instead of 128 contexts × 196 (issue 17).

    Returns
    -------
    LinearAttentionTraining

    >>> run = train_linear_attention(TreePrior(2, "1/2"), "B", 1, steps=5, batch=8, eval_contexts=20,
    ...                              progress=False)
    >>> len(run.model.fixed), [step for step, _, _ in run.log]
    (1, [1, 2, 3, 4, 5])
    >>> T = TreePrior(2, "1/2")
    >>> run = train_linear_attention(T, "C", 2, steps=3, meanfield=True, progress=False)
    >>> run.settings["n_tokens"], run.settings["batch"], run.log[-1][2] == meanfield_mse(run.model, T)[0]
    (None, 4, True)
    """
    steps, batch = positive_int("steps", steps), positive_int("batch", batch)
    seed = positive_int("seed", seed, minimum=0, maximum=2**32 - 1)     # as the CLI's --seed
    if not isinstance(meanfield, bool):
        raise InputValueError(f"meanfield must be True or False; got {meanfield!r}")
    support = None
    if meanfield:
        check(prior, kind, M, 1, exhaustive=False)
        support = meanfield_support(prior)
        batch, n_tokens = len(support[1]), None
    else:
        n_tokens = positive_int("n_tokens", n_tokens)
    D, M = check(prior, kind, M, batch)
    hidden, router_hidden = positive_int("hidden", hidden), positive_int("router_hidden", router_hidden)
    eval_contexts, threads = positive_int("eval_contexts", eval_contexts), positive_int("threads", threads)
    router_lr = lr if router_lr is None else router_lr
    entropy = real_number("entropy", entropy, minimum=0)
    lr, router_lr = step_size("lr", lr), step_size("router_lr", router_lr)
    if sampler not in SAMPLERS:
        raise InputValueError(f"sampler must be one of {SAMPLERS}; got {sampler!r}")
    torch = require_torch()
    retain_freed_memory()
    with torch_threads(torch, threads), _float32_default(torch):
        return _train(torch, prior, kind, M, steps, batch, n_tokens, sigma2, lr, hidden, router_hidden, grow, entropy,
                      router_lr, eval_contexts, seed, progress, sampler, support)


@contextlib.contextmanager
def _float32_default(torch):
    """Run the block with torch's default dtype float32 (the trainer's: its batches and
    :class:`FlatAdam`'s buffers are float32), restoring the caller's default after."""
    old = torch.get_default_dtype()
    torch.set_default_dtype(torch.float32)
    try:
        yield
    finally:
        torch.set_default_dtype(old)


def _diverged(what, step, lr, router_lr):
    """Refuse a run whose loss or weights left the finite float32 range (finite input, non-finite result)."""
    raise InputValueError(f"training diverged: {what} at step {step} is not finite in float32 (lr={lr!r}, "
                          f"router_lr={router_lr!r}); lower the step sizes")


def _train(torch, prior, kind, M, steps, batch, n_tokens, sigma2, lr, hidden, router_hidden, grow, entropy, router_lr,
           eval_contexts, seed, progress, sampler, support=None):
    tr = Trainer(torch, prior, kind, M, hidden, router_hidden, lr, router_lr, seed, flat=True)
    rng = np.random.default_rng(seed)
    if support is None:
        held_u, held_theta = sample_moments_batch(prior, eval_contexts, n_tokens, sigma2, seed + 10**6, sampler)
        held_p = None
    else:               # mean field: the readings are R θ, so the moment u is θ itself; exact weights
        held_u = held_theta = support[0]
        held_p = support[1]
        mf = meanfield_batch(torch, support)
    log, acc, t0 = [], [], time.perf_counter()
    every = max(1, steps // 50)
    for step in range(1, steps + 1):
        m = min(M, 1 + (step - 1) * M // steps) if (kind == "A" and grow) else M
        if support is None:
            u, theta = sample_moments_batch(prior, batch, n_tokens, sigma2, int(rng.integers(2**31)), sampler)
            u, theta, p = torch.as_tensor(u, dtype=torch.float32), torch.as_tensor(theta, dtype=torch.float32), None
        else:
            u, theta, p = mf
        bonus = entropy * max(0.0, 1 - step / (0.6 * steps))
        if p is not None and tr.manual:     # mean field: closed-form gradients, no autograd graph
            acc.append(tr.meanfield_step(u, theta, p, m, bonus)[0])
        else:
            loss, ent = tr.expected_loss(u, theta, m, with_entropy=bonus > 0, weights=p)
            tr.opt.zero_grad()
            (loss - bonus * ent if bonus > 0 else loss).backward()
            tr.opt.step()
            acc.append(float(loss.detach()))
        if not np.isfinite(acc[-1]):
            _diverged(f"the expected loss ({acc[-1]})", step, lr, router_lr)
        if step % every == 0 or step == steps:
            if not all(bool(torch.isfinite(t).all()) for t in tr.params):
                _diverged("a weight", step, lr, router_lr)
            th_hat = tr.export()._forward(held_u, None)[0]
            err = ((th_hat - held_theta) ** 2).sum(axis=1)
            log.append((step, float(np.mean(acc)), float(np.mean(err) if held_p is None else held_p @ err)))
            acc = []
            if progress:
                print(f"\r  training Model {kind} (M={M}): step {step}/{steps} expected loss {log[-1][1]:.4f} "
                      f"hard-routing MSE {log[-1][2]:.4f} ({time.perf_counter() - t0:.0f}s)", end="",
                      file=sys.stderr, flush=True)
    if progress:
        print(file=sys.stderr)
    settings = dict(prior=repr(prior), kind=kind, M=M, steps=steps, batch=batch, n_tokens=n_tokens, sigma2=sigma2,
                    lr=lr, hidden=hidden, router_hidden=router_hidden, grow=grow, entropy=entropy, seed=seed,
                    sampler=sampler, **({} if support is None else {"meanfield": True}))
    return LinearAttentionTraining(tr.export(), log, time.perf_counter() - t0, settings)


from theory.inference.training.trained_model import meanfield_mse  # noqa: F401,E402  (re-exported: the old module's names)
from theory.inference.training.meanfield_loss import CHUNK_ROWS  # noqa: F401,E402
