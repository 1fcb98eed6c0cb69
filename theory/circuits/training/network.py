"""The trained attention-only network in torch: its parameters (:func:`init_parameters`; pre-LayerNorm or none,
learned, rotary or query/key-only positions), the forward passes of training and analysis, and the phase-change
scores measured while it trains (:func:`phase_scores`).  Shared by both trainers (:mod:`.segments`,
:mod:`.corpus_training`); ``torch`` is passed in, imported lazily by the callers.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from theory.circuits.models.model import AttentionOnlyModel
from theory.system.optional import require_torch, torch_threads  # noqa: F401  (require_torch re-exported)
from theory.validation import positive_int


TRAINER_VERSION = "corpus-trainer-2"     # bump when the trained weights change (2: fused QKV, SDPA, fused Adam)


def in_context_positions(n_ctx):
    """``(early, late)`` target positions of the in-context loss (Olsson et al. 2022 use token
    50 and token 500 of 512): position ``n_ctx // 10`` and ``n_ctx − 1`` … scaled to the context,
    each a window of 5 predictions centred there (clipped) to reduce noise.

    >>> in_context_positions(128)
    ((10, 11, 12, 13, 14), (122, 123, 124, 125, 126))

    Below context 30 the early window is clipped to start at position 1 (the first predicted token):
    ``n_ctx // 10 − 2`` would be 0 or −1 there, and a negative index wrapped around to the *late*
    positions.

    >>> in_context_positions(16)
    ((1, 2, 3, 4, 5), (10, 11, 12, 13, 14))
    """
    n_ctx = positive_int("n_ctx", n_ctx, 16)
    first = max(1, n_ctx // 10 - 2)
    return tuple(range(first, first + 5)), tuple(range(n_ctx - 6, n_ctx - 1))


NORMS = ("none", "pre")                    # train_on_corpus(norm=…)


POSITIONS = ("residual", "qk", "rotary")   # train_on_corpus(positions=…)


LN_EPS = 1e-5                              # torch's LayerNorm default


ROTARY_BASE = 10000.0                      # Su et al.'s base (rotate-half / GPT-NeoX pairing)


def init_parameters(torch, n_layers, n_heads, d_model, d_head, n_vocab, n_ctx, generator=None, norm="none",
                    positions="residual", init_scale=0.5):
    """Gaussian initialisation in TransformerLens' layout: ``W_E`` (and the learned positions)
    with standard deviation ``init_scale``, the other matrices ``1/√fan-in``.  ``positions``:
    ``"residual"`` — ``W_pos`` added to the residual stream; ``"qk"`` — ``W_pos_qk`` added to the
    input of the queries and keys only; ``"rotary"`` — no positional parameters.  ``norm="pre"``
    adds ``ln_w`` ``(n_layers + 1, d_model)`` (ones): the weights of the LayerNorm before each layer
    and before the unembedding (no bias).  The default draws exactly what it always drew."""
    L, H, d, dh, V, T = n_layers, n_heads, d_model, d_head, n_vocab, n_ctx

    def param(*shape, scale):
        return torch.nn.Parameter(torch.randn(*shape, generator=generator) * scale)

    P = {"W_E": param(V, d, scale=init_scale)}
    if positions != "rotary":
        P["W_pos" if positions == "residual" else "W_pos_qk"] = param(T, d, scale=init_scale)
    P.update({"W_U": param(d, V, scale=d ** -0.5),
              "W_Q": param(L, H, d, dh, scale=d ** -0.5), "W_K": param(L, H, d, dh, scale=d ** -0.5),
              "W_V": param(L, H, d, dh, scale=d ** -0.5), "W_O": param(L, H, dh, d, scale=(H * dh) ** -0.5)})
    if norm == "pre":
        P["ln_w"] = torch.nn.Parameter(torch.ones(L + 1, d))
    return P


def fuse_parameters(torch, P):
    """The trainer's layout of TransformerLens-layout parameters ``P``: ``W_Q``, ``W_K`` and
    ``W_V`` of a layer become one matrix ``W_QKV[l]`` of shape ``(d_model, 3·H·d_head)``
    (columns: the Q, K, V blocks, each head-major — ``x @ W_QKV[l]`` is all three projections
    in one product); the other weights are kept.  Values are copied, not changed
    (:func:`split_parameters` inverts it exactly)."""
    L, H, d, dh = P["W_Q"].shape
    qkv = torch.cat([P[k].detach().permute(0, 2, 1, 3).reshape(L, d, H * dh) for k in ("W_Q", "W_K", "W_V")], dim=2)
    out = {k: v.detach().clone() for k, v in P.items() if k not in ("W_Q", "W_K", "W_V")}
    out["W_QKV"] = qkv.contiguous()
    return out


def split_parameters(arrays):
    """TransformerLens-layout NumPy arrays (``W_Q``, ``W_K``, ``W_V`` of shape ``(L, H, d_model,
    d_head)``) from the trainer's layout (:func:`fuse_parameters`); contiguous copies."""
    L, H, dh, d = np.shape(arrays["W_O"])
    qkv = np.asarray(arrays["W_QKV"]).reshape(L, d, 3, H, dh).transpose(2, 0, 3, 1, 4)
    out = {k: np.array(v) for k, v in arrays.items() if k not in ("W_QKV", "W_O")}     # W_E, W_pos, W_U …
    out.update({k: np.ascontiguousarray(qkv[i]) for i, k in enumerate(("W_Q", "W_K", "W_V"))})
    out["W_O"] = np.array(arrays["W_O"])                  # … in init_parameters' order
    return out


def _qkv(torch, P, l):
    """Layer ``l``'s fused ``(d_model, 3·H·d_head)`` projection from either layout."""
    if "W_QKV" in P:
        return P["W_QKV"][l]
    _, H, d, dh = P["W_Q"].shape
    return torch.cat([P[k][l].permute(1, 0, 2).reshape(d, H * dh) for k in ("W_Q", "W_K", "W_V")], dim=1)


def rotary_tables(torch, n, dh, device):
    """cos and sin ``(n, d_head/2)`` of rotary positions (angle ``i · base^(−2j/d_head)``)."""
    half = dh // 2
    inv = ROTARY_BASE ** (-torch.arange(half, dtype=torch.float32, device=device) / half)
    ang = torch.arange(n, dtype=torch.float32, device=device)[:, None] * inv[None, :]
    return ang.cos(), ang.sin()


def rotate(torch, x, cos, sin):
    """Rotary positions on ``x`` ``(…, n, d_head)``: dimension ``j`` is paired with ``j + d_head/2``."""
    half = x.shape[-1] // 2
    x1, x2 = x[..., :half], x[..., half:]
    return torch.cat([x1 * cos - x2 * sin, x1 * sin + x2 * cos], dim=-1)


def _layer_qkv(torch, P, l, x, b, n, H, dh, rot):
    """Queries, keys and values ``(B, H, n, d_head)`` of layer ``l`` on the residual stream ``x``,
    for every layout the trainer offers (read from the keys of ``P``: ``ln_w`` = pre-LayerNorm,
    ``W_pos_qk`` = positions in Q/K only, neither ``W_pos`` nor ``W_pos_qk`` = rotary)."""
    if "ln_w" in P:
        x = torch.nn.functional.layer_norm(x, (x.shape[-1],), P["ln_w"][l], None, LN_EPS)
    W = _qkv(torch, P, l)
    if "W_pos_qk" in P:
        q, k = ((x + P["W_pos_qk"][:n]) @ W[:, :2 * H * dh]).view(b, n, 2, H, dh).permute(2, 0, 3, 1, 4)
        v = (x @ W[:, 2 * H * dh:]).view(b, n, H, dh).transpose(1, 2)
    else:
        q, k, v = (x @ W).view(b, n, 3, H, dh).permute(2, 0, 3, 1, 4)
    if rot is not None:
        q, k = rotate(torch, q, *rot), rotate(torch, k, *rot)
    return q, k, v


def _embed(torch, P, tok):
    x = torch.nn.functional.embedding(tok, P["W_E"])
    return x + P["W_pos"][:tok.shape[1]] if "W_pos" in P else x


def _unembed(torch, P, x, L, unembed=True):
    if "ln_w" in P:
        x = torch.nn.functional.layer_norm(x, (x.shape[-1],), P["ln_w"][L], None, LN_EPS)
    return x @ P["W_U"] if unembed else x


def _rotary_for(torch, P, n, dh, device):
    return None if "W_pos" in P or "W_pos_qk" in P else rotary_tables(torch, n, dh, device)


def attention_only_forward(torch, P, tok, return_patterns=False, unembed=True):
    """Logits ``(B, n, V)`` of the attention-only model ``P`` (TransformerLens layout, or the
    trainer's fused layout of :func:`fuse_parameters`; scores divided by √d_head; any layout of
    :func:`init_parameters`) on tokens ``(B, n)``, the attention patterns written out explicitly;
    with ``return_patterns`` also the patterns ``[layer] (B, H, n, n)``.  Q, K and V of a layer are
    one matrix product.  ``unembed=False`` skips the unembedding (returns the final residual
    stream; with pre-LayerNorm after the final LayerNorm)."""
    L, H, dh, d = P["W_O"].shape
    b, n = tok.shape
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=tok.device), 1)
    x = _embed(torch, P, tok)
    rot = _rotary_for(torch, P, n, dh, tok.device)
    pats = []
    for l in range(L):
        q, k, v = _layer_qkv(torch, P, l, x, b, n, H, dh, rot)
        A = torch.softmax((q @ k.transpose(-1, -2) / dh ** 0.5).masked_fill(mask, float("-inf")), dim=-1)
        if return_patterns:
            pats.append(A)
        x = x + (A @ v).transpose(1, 2).reshape(b, n, H * dh) @ P["W_O"][l].reshape(H * dh, d)
    out = _unembed(torch, P, x, L, unembed)
    return (out, pats) if return_patterns else out


def layer_norm_scales(torch, P, tok):
    """The mean LayerNorm divisor ``√(Var(x) + ε)`` over every position of the contexts ``tok``, at
    the input of each layer's LayerNorm and of the final one: ``(n_layers + 1,)`` float32 (NumPy),
    or ``None`` for a model without LayerNorm — the constants :func:`analysis_arrays` folds in."""
    if "ln_w" not in P:
        return None
    L, H, dh, d = P["W_O"].shape
    b, n = tok.shape
    rot = _rotary_for(torch, P, n, dh, tok.device)
    F = torch.nn.functional
    out = []
    with torch.no_grad():
        x = _embed(torch, P, tok)
        for l in range(L):
            out.append((x.var(dim=-1, unbiased=False) + LN_EPS).sqrt().mean())
            q, k, v = _layer_qkv(torch, P, l, x, b, n, H, dh, rot)
            o = F.scaled_dot_product_attention(q, k, v, is_causal=True)
            x = x + o.transpose(1, 2).reshape(b, n, H * dh) @ P["W_O"][l].reshape(H * dh, d)
        out.append((x.var(dim=-1, unbiased=False) + LN_EPS).sqrt().mean())
    return np.array([float(v) for v in out], dtype=np.float32)


def analysis_arrays(arrays):
    r"""The TransformerLens-layout arrays :class:`~theory.circuits.AttentionOnlyModel` reads, from
    the trainer's arrays (:func:`split_parameters`) of any layout — what the path expansion and the
    composition analysis then see:

    * positions in the residual stream (``W_pos``): exact — kept as they are;
    * positions in Q/K only (``W_pos_qk``, Elhage et al.'s layout): the exported model has *no*
      positions (``W_pos`` absent).  Values, outputs and the path expansion are exact (no position
      ever reaches them); the QK circuits read are the token–token part, without the position terms
      ``x W_QK pᵀ``, ``p W_QK xᵀ`` and ``p W_QK pᵀ`` — previous-token attention is not visible there
      (the trainer's curve measures it on the full model);
    * rotary: likewise no positions; ``W_QK`` is the bilinear form at relative offset 0 (a rotation by
      the offset acts on it in the full model);
    * pre-LayerNorm (``ln_w``, no bias), folded like TransformerLens' ``fold_ln``: the centring is
      folded exactly — ``W_E``, ``W_pos`` and ``W_O`` are centred over ``d_model`` (LayerNorm removes
      the mean of the stream, so the centred writers leave every normalised input unchanged) —, the
      weights ``ln_w[l]`` are multiplied into the rows of ``W_Q``, ``W_K``, ``W_V`` of layer ``l``
      (and ``ln_w[L]`` into ``W_U``).  The division by the stream's norm is data-dependent and *not*
      linear: it is replaced by the constant ``ln_sigma[l]`` (:func:`layer_norm_scales`, the mean
      divisor over the held-out contexts, measured when the model was trained) — exact only where a
      position's stream has that norm, an approximation elsewhere (attention logits scale with
      ``1/σ²``, so positions with an unusually small or large stream are sharper or flatter in the
      full model than in the folded one).
    """
    out = {k: np.array(arrays[k], dtype=np.float64) for k in ("W_E", "W_Q", "W_K", "W_V", "W_O", "W_U")}
    if "W_pos" in arrays:
        out["W_pos"] = np.array(arrays["W_pos"], dtype=np.float64)
    if "ln_w" in arrays:
        w = np.asarray(arrays["ln_w"], dtype=np.float64)
        sigma = np.asarray(arrays["ln_sigma"], dtype=np.float64)
        L = out["W_Q"].shape[0]
        for k in ("W_E", "W_pos", "W_O"):
            if k in out:
                out[k] = out[k] - out[k].mean(axis=-1, keepdims=True)
        scale = w / sigma[:, None]                         # (L + 1, d_model)
        for k in ("W_Q", "W_K", "W_V"):
            out[k] = out[k] * scale[:L, None, :, None]
        out["W_U"] = out["W_U"] * scale[L][:, None]
    return out


def training_forward(torch, P, tok, fused_attention=True):
    """Logits ``(B, n, V)`` of the trainer's fused-layout model ``P`` (:func:`fuse_parameters`)
    — the training step's forward: the same function as :func:`attention_only_forward`
    (equal to float32 rounding, tested), without the patterns.  ``fused_attention``: torch's
    ``scaled_dot_product_attention(is_causal=True)`` (on CPU a flash-attention kernel that
    never writes the ``n × n`` patterns out: 4× faster than explicit patterns at context 512);
    ``False``: explicit softmax with an additive causal mask (the trainer's choice off CPU, where
    the fused float32 kernels' backward is not guaranteed bit-reproducible)."""
    F = torch.nn.functional
    L, H, dh, d = P["W_O"].shape
    b, n = tok.shape
    x = _embed(torch, P, tok)
    rot = _rotary_for(torch, P, n, dh, tok.device)
    if not fused_attention:
        bias = torch.full((n, n), float("-inf"), device=tok.device).triu(1)
    for l in range(L):
        q, k, v = _layer_qkv(torch, P, l, x, b, n, H, dh, rot)
        if fused_attention:
            o = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        else:
            o = torch.softmax(q @ k.transpose(-1, -2) / dh ** 0.5 + bias, dim=-1) @ v
        x = x + o.transpose(1, 2).reshape(b, n, H * dh) @ P["W_O"][l].reshape(H * dh, d)
    return _unembed(torch, P, x, L)


def repeated_random_tokens(rng, batch, n_vocab, n_ctx):
    """BOS then a block of uniformly random text tokens (1 … n_vocab−1) of length
    ``m = (n_ctx − 1) // 2`` repeated once (Olsson et al.'s induction-score data); returns
    ``(tokens, copy_mask)`` with ``copy_mask`` True at the predictable copies ``1+m+1 … 2m``."""
    m = (n_ctx - 1) // 2
    toks = np.zeros((batch, n_ctx), dtype=np.int64)
    block = rng.integers(1, n_vocab, size=(batch, m))
    toks[:, 1:1 + m], toks[:, 1 + m:1 + 2 * m] = block, block
    if 1 + 2 * m < n_ctx:
        toks[:, 1 + 2 * m:] = rng.integers(1, n_vocab, size=(batch, n_ctx - 1 - 2 * m))
    mask = np.zeros((batch, n_ctx), dtype=bool)
    mask[:, 2 + m:1 + 2 * m] = True
    return toks, mask


def phase_scores(torch, P, held, rep, chunk=16):
    """One point of the phase-change curve (no gradient): held-out loss, in-context loss
    (late − early window, :func:`in_context_positions`), and the largest previous-token score
    of a layer-1 head (mean attention on i−1) and induction score of a layer-2 head (mean
    attention on the token after the earlier occurrence, on repeated random tokens).
    Evaluated ``chunk`` contexts at a time (cache-sized tensors: one pass over 192 contexts at
    once cost as much as 21 training steps, in chunks of 16 about a third of that).  ``P``:
    either layout (:func:`fuse_parameters`).  The losses use the fused attention of
    :func:`training_forward` (no patterns needed: 2.5× faster at context 128, 6× at 512), the
    scores the explicit patterns of :func:`attention_only_forward`."""
    Pf = P if "W_QKV" in P else fuse_parameters(torch, P)
    n = rep.shape[1]
    m = (n - 1) // 2
    i = torch.arange(1, n, device=rep.device)
    j = torch.arange(2 + m, 1 + 2 * m, device=rep.device)
    with torch.no_grad():
        nll = torch.cat([torch.nn.functional.cross_entropy(training_forward(torch, Pf, t)[:, :-1].transpose(1, 2),
                                                           t[:, 1:], reduction="none") for t in held.split(chunk)])
        per_pos = nll.mean(dim=0)                       # index i: prediction of token i+1
        early, late = in_context_positions(held.shape[1])
        icl = float(per_pos[[p - 1 for p in late]].mean() - per_pos[[p - 1 for p in early]].mean())
        prev = ind = 0.0
        for t in rep.split(chunk):
            _, pats = attention_only_forward(torch, P, t, return_patterns=True, unembed=False)
            prev = prev + pats[0][:, :, i, i - 1].sum(dim=(0, 2))
            ind = ind + pats[-1][:, :, j, j - m + 1].sum(dim=(0, 2))
        prev, ind = prev / (rep.shape[0] * i.numel()), ind / (rep.shape[0] * j.numel())
    return dict(held_out_loss=float(nll.mean()), in_context_loss=icl, prev_token=float(prev.max()),
                prev_token_head=int(prev.argmax()), induction=float(ind.max()), induction_head=int(ind.argmax()))


@dataclass
class TrainingRun:
    """A trained model (in this package's convention) and its loss log ``[(step, loss)]``."""

    model: AttentionOnlyModel
    log: list = field(default_factory=list)
    seconds: float = 0.0
    initial: AttentionOnlyModel | None = None   # the weights before the first step (a negative control)
    arrays: dict | None = None            # corpus runs: the trained float32 arrays (TransformerLens layout)
    initial_arrays: dict | None = None    # and the initial ones
    curve: list = field(default_factory=list)   # corpus runs: the phase-change measurements
    source: str = "trained"               # "trained", or where a cached run was read from
    device: str | None = None             # corpus runs: the torch device that trained it (None: not recorded)

    def __repr__(self):
        last = f"; last step {self.log[-1][0]}: loss {self.log[-1][1]:.4g}" if self.log else ""
        return f"TrainingRun({self.model!r}, {self.seconds:.0f} s{last})"
