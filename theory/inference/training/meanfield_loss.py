"""The exact mean-field loss of Models A, B, C on a prior with finite support, forward and backward by hand
(issue 17): every support point (weighted by its probability) and every routing branch, every MLP on the distinct
branch rows only (:func:`exact_meanfield_loss`), the decoder's loss fused (:func:`fused_decoder_loss`).  Used by
:class:`theory.inference.training.linear_attention` 's trainer; the same loss and gradients as autograd up to
float32 summation order (tests/inference/training/test_training_speed.py).
"""
from __future__ import annotations

import numpy as np
from theory.errors import InputValueError
from theory.inference.priors.distributions import DiscretePrior, TreePrior


CHUNK_ROWS = 16384         # rows of the branch grid per chunk of the fused decoder (bounds its buffers)


def fused_decoder_loss(torch):
    """The autograd Function of the decoder term of :meth:`_Trainer.expected_loss` (one per torch).

    ``apply(w, theta, b1, W2, b2, W3, b3, Q, P)`` returns ``Σ_r mean_b w[b, r] ‖f(b, r) − θ_b‖²``
    over the branch grid ``r = (j, c) ∈ [R_Q] × [D]`` (row-major), where ``f`` is the decoder MLP
    (two hidden ReLU layers) whose first-layer pre-activation on branch ``(j, c)`` is
    ``b1 + Q[b, j] + P[b, c]`` — ``Q`` the summed blocks of the earlier readings, ``P`` the last
    reading's block.  Forward and backward are done together, a chunk of ``j`` at a time
    (≈ ``CHUNK_ROWS`` rows, in buffers reused from step to step), with no autograd graph over
    the branch rows: the matrix products run as plain GEMMs (``addmm`` with a broadcast bias
    over ~25 000 rows took 4× a plain ``mm`` on this VM); the gradients are kept and scaled
    by the incoming gradient in ``backward``.  Same arithmetic as autograd on the concatenated
    features up to float32 summation order (tests/inference/training/test_training_speed.py).
    """
    relu_back = torch.ops.aten.threshold_backward.grad_input     # grad where the ReLU output > 0, else 0
    buffers = {}

    def workspace(shape, B, n, D, H, n_out):
        """Per-chunk buffers, reused from step to step (fresh memory is slow on this VM)."""
        key = (shape, B, n, D, H, n_out)
        if key not in buffers:
            if len(buffers) > 8:
                buffers.clear()
            rows = B * n * D
            buffers[key] = (torch.empty(B, n, D, H), torch.empty(rows, H), torch.empty(rows, n_out),
                            torch.empty(rows, n_out), torch.empty(rows, H), torch.empty(rows, H), torch.empty(B, D, H))
        return buffers[key]

    def run(w, theta, b1, W2, b2, W3, b3, Q, P):
        """``(loss, err (B, R_Q·D), gradients of loss w.r.t. (b1, W2, b2, W3, b3, Q, P) at fixed w)``."""
        B, RQ, H = Q.shape
        D, n_out = P.shape[1], W3.shape[0]
        nj = max(1, CHUNK_ROWS // (B * D))
        gW2, gb2, gW3, gb3 = (torch.zeros_like(t) for t in (W2, b2, W3, b3))
        gQ, gP = torch.empty_like(Q), torch.zeros_like(P)
        W2t, W3t = W2.t().contiguous(), W3.t().contiguous()
        Pb = (P + b1)[:, None]                                  # (B, 1, D, H)
        shift = (b3 - theta)[:, None, None, :]                  # output bias minus target
        wv = (w * (2.0 / B)).view(B, RQ, D, 1)                  # d loss / d err (×2 for the square)
        err = torch.empty(B, RQ, D)
        for j in range(0, RQ, nj):
            n = min(nj, RQ - j)
            h1, h2, diff, g3, g2, g1, sP = workspace(tuple(Q.shape), B, n, D, H, n_out)
            torch.add(Q[:, j:j + n, None, :], Pb, out=h1)       # pre-activations of branches (j…j+n) × [D]
            h1 = h1.view(-1, H).clamp_min_(0)                   # ReLU in place: h1 > 0 ⇔ pre-activation > 0
            torch.mm(h1, W2t, out=h2)
            h2 += b2
            h2.clamp_min_(0)
            torch.mm(h2, W3t, out=diff)
            d4 = diff.view(B, n, D, n_out)
            d4 += shift
            torch.mul(d4, d4, out=g3.view(B, n, D, n_out))
            torch.sum(g3.view(B, n, D, n_out), -1, out=err[:, j:j + n])
            torch.mul(d4, wv[:, j:j + n], out=g3.view(B, n, D, n_out))     # d loss / d output
            gW3.addmm_(g3.t(), h2)
            gb3 += g3.sum(0)
            relu_back(torch.mm(g3, W3, out=g2), h2, 0, grad_input=g2)
            gW2.addmm_(g2.t(), h1)
            gb2 += g2.sum(0)
            relu_back(torch.mm(g2, W2, out=g1), h1, 0, grad_input=g1)
            g4 = g1.view(B, n, D, H)
            torch.sum(g4, 2, out=gQ[:, j:j + n])
            gP += torch.sum(g4, 1, out=sP)
        err = err.view(B, RQ * D)
        return (w * err).sum() / B, err, (gP.sum((0, 1)), gW2, gb2, gW3, gb3, gQ, gP)

    class FusedDecoderLoss(torch.autograd.Function):
        @staticmethod
        def forward(ctx, w, theta, b1, W2, b2, W3, b3, Q, P):
            loss, err, grads = run(w, theta, b1, W2, b2, W3, b3, Q, P)
            ctx.save_for_backward(err, *grads)
            return loss

        @staticmethod
        def backward(ctx, grad):
            err, *rest = ctx.saved_tensors
            return (grad * err / err.shape[0], None, *(grad * t for t in rest))

    return FusedDecoderLoss


def unique_rows(np, torch, features, kid, tuples):
    """``(X (U, n·F), inverse (B·R,))``: the distinct rows of the workspace features over the
    branches ``(b, r)`` — row ``(b, r)`` is the concatenation of ``features[kid[b, tuples[r, k]]]``
    over the blocks k < n — and which distinct row each ``(b, r)`` is."""
    keys = kid[:, tuples].reshape(-1, tuples.shape[1])
    rows, inverse = np.unique(keys, axis=0, return_inverse=True)
    return torch.as_tensor(features[rows].reshape(len(rows), -1)), torch.as_tensor(inverse.reshape(-1))


def exact_meanfield_loss(torch):
    """The autograd Function of :meth:`_Trainer.expected_loss` in mean field (issue 17), by hand.

    ``apply(trainer, const, m, with_entropy, *params)`` returns ``(loss, entropy)`` — the same
    quantities as the autograd path of :meth:`_Trainer.expected_loss` with ``weights`` (the
    support's probabilities) — for Models A, B and C in closed form, forward and backward, with
    no autograd graph inside: a mean-field step is a few dozen small operations, and autograd's
    per-node cost was most of it.  ``const`` holds what does not depend on the parameters
    (:meth:`_Trainer._meanfield_constants`).  The forward keeps what the backward needs; the
    backward combines the gradients of the loss and of the entropy with their incoming weights
    (the entropy bonus enters as ``loss − bonus·entropy``).  A's routers beyond the first m
    layers get no gradient (``None``), as under autograd.

    **Distinct rows.**  An MLP's first-layer pre-activation on a branch ``(b; c_1…c_n)`` is
    ``bias + Σ_k P_k(c_k, u_{b,c_k})`` with ``P_k(c, v) = W_k [v, onehot(c)]``: it depends on the
    pairs ``(c_k, u_{b,c_k})`` only.  In mean field ``u = θ`` takes few values per coordinate (a
    tree's 8 leaves × 14 coordinates hold 28 distinct pairs), so the branch rows repeat: Model A's
    decoder grid on T(3, ·) at m = 2 has 572 distinct rows of 1568, its router 28 of 112.  Every MLP
    runs once per distinct row (``const["rows"]``); its outputs are gathered back to the branch
    rows, where the error against each θ_b and the routing weights act, and the gradients are
    summed back onto the distinct rows (``index_add_``).  The same arithmetic on fewer rows.

    Derivation (A; B and C are its one-layer cases): routing weights ``logw = a + Σ_ℓ lg_ℓ`` along
    a branch (``a = log_softmax(first)``, ``lg_ℓ`` router ℓ's log-policy); ``loss = Σ_b p_b Σ_r
    e^{logw_{b,r}} err_{b,r}``, so ``∂loss/∂logw = p e^{logw} err`` and ``∂loss/∂θ̂ = 2 p e^{logw}
    (θ̂ − θ_b)``; entropy ``Σ_ℓ Σ_b p_b Σ_j e^{logw^{(ℓ−1)}_{b,j}} h_{ℓ,b,j}`` with ``h = −Σ_c π_c
    lg_c``: ``∂/∂lg_c = −K π_c (lg_c + 1)`` and ``∂/∂logw^{(ℓ−1)} = K h``, ``K = p
    e^{logw^{(ℓ−1)}}``; log-softmax backward ``∂z = ∂lg − π Σ_c ∂lg_c``; ReLU-MLP backward; the
    first layer's weight gets ``∂preᵀ X`` over the distinct rows ``X`` of its workspace
    features.  C: ``θ̂_{b,r} = b_r + W_r φ_{b,r}``, so ``∂/∂W_r = Σ_b ∂/∂θ̂_{b,r} φ_{b,r}ᵀ``.
    Tested against autograd in float64 and against the legacy enumeration
    (tests/inference/training/test_training_speed.py).
    """
    relu_back = torch.ops.aten.threshold_backward

    def mlp_forward(params, X):
        """An MLP (Linear, ReLU, Linear, ReLU, Linear) on the distinct rows ``X (U, n·F)`` of its
        workspace features (the first layer's later input blocks, if any, read nothing)."""
        W0, b0, W2, b2, W4, b4 = params
        h1 = torch.addmm(b0, X, W0[:, :X.shape[1]].t()).clamp_min_(0)
        h2 = torch.addmm(b2, h1, W2.t()).clamp_min_(0)
        return torch.addmm(b4, h2, W4.t()), (h1, h2)

    def mlp_backward(g, params, state, X):
        """Gradients of the six parameters from ``g`` = ∂/∂output on the distinct rows."""
        W0, _, W2, _, W4, _ = params
        h1, h2 = state
        g2 = relu_back(torch.mm(g, W4), h2, 0)
        g1 = relu_back(torch.mm(g2, W2), h1, 0)
        dW0 = torch.mm(g1.t(), X)
        if dW0.shape != W0.shape:
            dW0 = torch.cat([dW0, dW0.new_zeros(W0.shape[0], W0.shape[1] - X.shape[1])], 1)
        return [dW0, g1.sum(0), torch.mm(g2.t(), h1), g2.sum(0), torch.mm(g.t(), h2), g.sum(0)]

    def logpolicy(first, const):
        """B, C: ``log_softmax`` of the joint logits ``s_r = Σ_q first[q, idx[r, q]]`` (one-hot matrix ``O``)."""
        lw = torch.log_softmax(torch.mv(const["O"].t(), first.reshape(-1)), 0)
        return lw, lw.exp()

    def policy_grad(gL, gE, pi, lw, E, O, shape):
        """``∂(gL·Σ_r π_r E_r + gE·H)/∂first`` with ``H = −Σ π lw``."""
        dlw = (gL * pi) * E
        if gE:
            dlw = dlw - (gE * pi) * (lw + 1)
        return torch.mv(O, dlw - pi * dlw.sum()).view(shape)

    class MeanFieldLoss(torch.autograd.Function):
        @staticmethod
        def forward(ctx, tr, const, m, with_entropy, *params):
            ctx.tr, ctx.const, ctx.m = tr, const, m
            kind, p = tr.kind, const["p"]
            ent = torch.zeros(())
            if kind == "C":
                first, W, b = params
                lw, pi = logpolicy(first, const)
                diff = b[None] - const["theta"][:, None, :]                                  # (B, R, D)
                for q, phi_q in enumerate(const["phi"]):
                    diff.addcmul_(phi_q, W[:, :, q])                                         # θ̂ − θ
                E = torch.mv((diff * diff).sum(-1).t(), p)                                   # Σ_b p_b err_{b,r}
                if with_entropy:
                    ent = -(pi * lw).sum()
                ctx.state = (lw, pi, E, diff)
                return torch.dot(pi, E), ent
            B, D, theta = p.shape[0], tr.D, const["theta"]
            if kind == "B":
                lw, pi = logpolicy(params[0], const)
                if with_entropy:
                    ent = -(pi * lw).sum()
                w = p[:, None] * pi                                                  # (B, R)
                saved, (rows, inverse) = (lw, pi), const["rows"]["B"]
            else:
                a = torch.log_softmax(params[0], 0)
                pa = a.exp()
                if with_entropy:
                    ent = -(pa * a).sum() * const["psum"]
                logw, layers = a.expand(B, D), []
                for l in range(1, m):
                    rp = params[1 + 6 * (l - 1):7 + 6 * (l - 1)]
                    X_l, inv_l = const["rows"][l]
                    z, st = mlp_forward(rp, X_l)
                    lg = torch.log_softmax(z, -1).index_select(0, inv_l).view(B, -1, D)       # (B, D^l, D)
                    pi = lg.exp()
                    prev = logw.exp()
                    h = -(pi * lg).sum(-1)
                    if with_entropy:
                        ent = ent + ((p[:, None] * prev) * h).sum()
                    layers.append((st, lg, pi, h, prev))
                    logw = (logw[:, :, None] + lg).reshape(B, -1)
                w = p[:, None] * logw.exp()                                          # (B, D^m)
                saved, (rows, inverse) = (a, pa, layers), const["rows"][m]
            out, st = mlp_forward(params[-6:], rows)
            diff = out.index_select(0, inverse).view(B, -1, out.shape[1]) - theta[:, None, :]
            err = (diff * diff).sum(-1)                                              # (B, branches)
            ctx.state = (saved, w, err, diff, st, rows, inverse)
            return (w * err).sum(), ent

        @staticmethod
        def backward(ctx, gL, gE):
            tr, const, m = ctx.tr, ctx.const, ctx.m
            gL, gE = float(gL), float(gE)
            kind, M, D, p = tr.kind, tr.M, tr.D, const["p"]
            if kind == "C":
                lw, pi, E, diff = ctx.state
                G = diff * torch.outer((2 * gL) * p, pi)[:, :, None]                  # ∂/∂θ̂ (B, R, D)
                return (None, None, None, None, policy_grad(gL, gE, pi, lw, E, const["O"], (M, D)),
                        torch.stack([(G * phi_q).sum(0) for phi_q in const["phi"]], -1), G.sum(0))
            saved, w, err, diff, st, rows, inverse = ctx.state
            B = p.shape[0]
            g_rows = (diff * ((2 * gL) * w)[:, :, None]).view(-1, diff.shape[-1])
            g_out = g_rows.new_zeros(st[1].shape[0], diff.shape[-1]).index_add_(0, inverse, g_rows)
            dec_grads = mlp_backward(g_out, tr.params[-6:], st, rows)
            if kind == "B":
                lw, pi = saved
                E = torch.mv(err.t(), p)                                             # Σ_b p_b err_{b,r}
                return (None, None, None, None, policy_grad(gL, gE, pi, lw, E, const["O"], (M, D)), *dec_grads)
            a, pa, layers = saved
            cur = gL * w * err                                                       # ∂J/∂logw of the last layer
            router_grads = [None] * (6 * (M - 1))
            for l in range(m - 1, 0, -1):
                st_l, lg, pi, h, prev = layers[l - 1]
                V = cur.view(B, -1, D)
                dlg, cur = V, V.sum(-1)
                if gE:
                    K = (gE * p)[:, None] * prev
                    dlg = V - (K[:, :, None] * pi) * (lg + 1)
                    cur = cur + K * h
                dz = (dlg - pi * dlg.sum(-1, keepdim=True)).view(-1, D)
                X_l, inv_l = const["rows"][l]
                dz_u = dz.new_zeros(X_l.shape[0], D).index_add_(0, inv_l, dz)
                rp = tr.params[1 + 6 * (l - 1):7 + 6 * (l - 1)]
                router_grads[6 * (l - 1):6 * l] = mlp_backward(dz_u, rp, st_l, X_l)
            da = cur.sum(0)
            if gE:
                da = da - (gE * float(const["psum"])) * pa * (a + 1)
            return (None, None, None, None, da - pa * da.sum(), *router_grads, *dec_grads)

    return MeanFieldLoss


def meanfield_support(prior):
    """``(θ (S, D), p (S,))``: the support points of a finite prior and their probabilities, as floats.

    The batch of the mean-field trainer (``train_linear_attention(..., meanfield=True)``): a
    :class:`TreePrior`'s ``2^K`` leaves with weight ``2^{−K}`` each, a :class:`DiscretePrior`'s
    points ``√q ∘ v[s]`` with ``probs[s]``.  Any other prior (a GaussianPrior has no finite
    support) is refused with :class:`~theory.errors.InputValueError`.

    >>> theta, p = meanfield_support(TreePrior(2, "1/2"))
    >>> theta.shape, p.tolist()
    ((4, 6), [0.25, 0.25, 0.25, 0.25])
    """
    if isinstance(prior, TreePrior):
        theta = prior.theta_matrix()
        return theta, np.full(len(theta), 1.0 / len(theta))
    if isinstance(prior, DiscretePrior):
        return prior.theta(), np.array([float(q) for q in prior.probs])
    raise InputValueError(f"meanfield=True needs a prior with finite support (TreePrior or DiscretePrior); got "
                          f"{type(prior).__name__} — train it on sampled contexts (meanfield=False)")


def meanfield_batch(torch, support):
    """``(u, θ, p)`` float32 tensors of a mean-field step: the moment of a context is θ itself (N → ∞),
    and every support point is one row, weighted by its probability (``support`` from
    :func:`meanfield_support`)."""
    theta, p = support
    return (torch.as_tensor(theta, dtype=torch.float32), torch.as_tensor(theta, dtype=torch.float32),
            torch.as_tensor(p, dtype=torch.float32))
