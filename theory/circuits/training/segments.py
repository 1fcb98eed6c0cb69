r"""Train a small attention-only transformer on repeated segments (needs the ``train`` extra).

The model is the attention-only transformer of docs/theory.md in TransformerLens' row-vector layout
(``W_E[n_vocab, d_model]``, ``W_Q[l, h, d_model, d_head]``, …, ``W_pos[n_ctx, d_model]``, no
biases, no LayerNorm, scores not divided by √d_head), trained with next-token cross-entropy on sequences that start with
a BOS token (0), are otherwise uniformly random, and repeat one random segment (length
and position random, so no fixed positional offset solves the task).  The trained
weights load into :class:`~theory.circuits.AttentionOnlyModel` with
``from_transformer_lens(arrays, attn_scale=1)`` (no scale to fold in) — so the whole circuit analysis of this package reads them.

torch is imported lazily; without it :func:`train_attention_only` raises an ImportError
naming the extra.
"""
from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field

import numpy as np

from theory.errors import InputTypeError, InputValueError, ShapeError
from theory.system.optional import require_torch, torch_threads  # noqa: F401  (require_torch re-exported)
from theory.validation import check_memory, positive_int, real_number, step_size
from theory.circuits.training.language import MarkovLanguage, _lengths as segment_lengths
from theory.circuits.training.state import FORMAT as STATE_FORMAT, VERSION as STATE_VERSION, SAVE_EVERY, Saver, StopSignals, \
    check_state_path, load_state, recipe_differences
from theory.circuits.models.model import AttentionOnlyModel


def repeated_segment_batch(rng, batch, n_vocab, n_ctx, min_len=4, max_len=None):
    """Token batch (batch, n_ctx): BOS, uniform tokens, one segment of random length and place repeated.

    Returns ``(tokens, repeat_mask)``; ``repeat_mask[b, i]`` is True where token i is a copy
    (predictable in context from position i−1).
    """
    batch, n_vocab = positive_int("batch", batch), positive_int("n_vocab", n_vocab, 2)
    n_ctx, min_len, max_len = segment_lengths(n_ctx, min_len, max_len)     # n_ctx 6–8 failed inside NumPy
    toks = rng.integers(1, n_vocab, size=(batch, n_ctx))
    toks[:, 0] = 0
    mask = np.zeros((batch, n_ctx), dtype=bool)
    for b in range(batch):
        n = int(rng.integers(min_len, max_len + 1))
        start = int(rng.integers(1, n_ctx - 2 * n + 1))
        toks[b, start + n:start + 2 * n] = toks[b, start:start + n]
        mask[b, start + n + 1:start + 2 * n] = True
    return toks, mask


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


def train_attention_only(n_layers=2, n_heads=4, d_model=32, d_head=8, n_vocab=32, n_ctx=24, steps=3000, batch=64,
                         lr=3e-3, seed=0, progress=True, language=None, threads=1):
    """Train an attention-only transformer on repeated segments; returns a :class:`TrainingRun`.

    ``language``: ``None`` (uniform tokens, :func:`repeated_segment_batch`) or a
    :class:`~theory.circuits.training.language.MarkovLanguage` with ``n_vocab`` tokens.
    A one-line progress report is written to stderr when ``progress``.  ``threads``: torch's
    intra-op threads while training (restored after; see :func:`theory.system.optional.torch_threads`).
    """
    threads = positive_int("threads", threads)
    seed = positive_int("seed", seed, minimum=0, maximum=2**32 - 1)     # as the CLI's --seed
    torch = require_torch()
    with torch_threads(torch, threads):
        return _train_attention_only(torch, n_layers, n_heads, d_model, d_head, n_vocab, n_ctx, steps, batch, lr, seed,
                                     progress, language)


def _train_attention_only(torch, n_layers, n_heads, d_model, d_head, n_vocab, n_ctx, steps, batch, lr, seed, progress,
                          language):
    L, H = positive_int("n_layers", n_layers), positive_int("n_heads", n_heads)
    d, dh, V, T = (positive_int(n, v) for n, v in (("d_model", d_model), ("d_head", d_head), ("n_vocab", n_vocab),
                                                   ("n_ctx", n_ctx)))
    steps, batch = positive_int("steps", steps), positive_int("batch", batch)
    segment_lengths(T, 4, None)                          # the data's segments fit (n_ctx ≥ 9) before torch starts
    V = positive_int("n_vocab", V, 3 if language is not None else 2)
    lr = step_size("lr", lr)                              # the linear-attention trainers' check
    check_memory(f"train_attention_only (n_layers {L}, n_heads {H}, d_model {d}, d_head {dh}, n_vocab {V}, "
                 f"n_ctx {T}, batch {batch})", training_step_bytes(L, H, d, dh, V, T, batch, fused=False),
                 "use fewer layers/heads, smaller widths, a shorter n_ctx or a smaller batch")
    if language is not None:
        if not isinstance(language, MarkovLanguage):
            raise InputTypeError(f"language must be None or a MarkovLanguage; got {type(language).__name__}")
        if language.n_vocab != V:
            raise InputValueError(f"language has n_vocab={language.n_vocab}, the model n_vocab={V}")
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)

    def param(*shape, scale):
        return torch.nn.Parameter(torch.randn(*shape) * scale)

    P = {"W_E": param(V, d, scale=0.5), "W_pos": param(T, d, scale=0.5), "W_U": param(d, V, scale=d ** -0.5),
         "W_Q": param(L, H, d, dh, scale=d ** -0.5), "W_K": param(L, H, d, dh, scale=d ** -0.5),
         "W_V": param(L, H, d, dh, scale=d ** -0.5), "W_O": param(L, H, dh, d, scale=dh ** -0.5)}
    mask = torch.triu(torch.ones(T, T, dtype=torch.bool), 1)

    def forward(tok):
        x = P["W_E"][tok] + P["W_pos"][: tok.shape[1]]
        for l in range(L):
            q = torch.einsum("bnd,hde->bhne", x, P["W_Q"][l])
            k = torch.einsum("bnd,hde->bhne", x, P["W_K"][l])
            v = torch.einsum("bnd,hde->bhne", x, P["W_V"][l])
            A = torch.softmax((q @ k.transpose(-1, -2)).masked_fill(mask, float("-inf")), dim=-1)
            x = x + torch.einsum("bhne,hed->bnd", A @ v, P["W_O"][l])
        return x @ P["W_U"]

    def export():
        return AttentionOnlyModel.from_transformer_lens({k: v.detach().double().numpy() for k, v in P.items()},
                                                        attn_scale=1.0)

    initial = export()
    opt = torch.optim.Adam(P.values(), lr=lr)
    log, acc, t0 = [], [], time.perf_counter()
    for step in range(1, steps + 1):
        data = repeated_segment_batch(rng, batch, V, T) if language is None else language.batch(rng, batch, T)
        tok = torch.as_tensor(data[0])
        logits = forward(tok)
        loss = torch.nn.functional.cross_entropy(logits[:, :-1].reshape(-1, V), tok[:, 1:].reshape(-1))
        opt.zero_grad()
        loss.backward()
        opt.step()
        acc.append(float(loss.detach()))
        if step % max(1, steps // 20) == 0 or step == steps:
            log.append((step, float(np.mean(acc))))
            acc = []
            if progress:
                print(f"\r  training attention-only model: step {step}/{steps} loss {log[-1][1]:.3f} "
                      f"({time.perf_counter() - t0:.0f}s)", end="", file=sys.stderr, flush=True)
    if progress:
        print(file=sys.stderr)
    return TrainingRun(export(), log, time.perf_counter() - t0, initial)


# --------------------------------------------------------------------------------------------
# Natural text (issue 24): attention-only models trained on the KJV corpus past the induction
# phase change, with the phase change measured along the way.
# --------------------------------------------------------------------------------------------

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


def _rotary_tables(torch, n, dh, device):
    """cos and sin ``(n, d_head/2)`` of rotary positions (angle ``i · base^(−2j/d_head)``)."""
    half = dh // 2
    inv = ROTARY_BASE ** (-torch.arange(half, dtype=torch.float32, device=device) / half)
    ang = torch.arange(n, dtype=torch.float32, device=device)[:, None] * inv[None, :]
    return ang.cos(), ang.sin()


def _rotate(torch, x, cos, sin):
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
        q, k = _rotate(torch, q, *rot), _rotate(torch, k, *rot)
    return q, k, v


def _embed(torch, P, tok):
    x = torch.nn.functional.embedding(tok, P["W_E"])
    return x + P["W_pos"][:tok.shape[1]] if "W_pos" in P else x


def _unembed(torch, P, x, L, unembed=True):
    if "ln_w" in P:
        x = torch.nn.functional.layer_norm(x, (x.shape[-1],), P["ln_w"][L], None, LN_EPS)
    return x @ P["W_U"] if unembed else x


def _rotary_for(torch, P, n, dh, device):
    return None if "W_pos" in P or "W_pos_qk" in P else _rotary_tables(torch, n, dh, device)


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


SCHEDULES = ("cosine", "constant", "wsd")


def lr_at(step, steps, lr, warmup, schedule="cosine", decay_steps=None):
    """The learning rate of step ``step`` (1-based): a linear warmup over ``warmup`` steps, then

    * ``"cosine"`` (the default, and the claims'): cosine decay to ``lr / 10`` at ``steps``;
    * ``"constant"``: ``lr`` from the end of the warmup on — a run can be extended past its planned
      ``steps`` without a change of rate;
    * ``"wsd"`` (warmup–stable–decay): ``lr`` until ``steps − decay_steps``, then a linear decay to
      ``lr / 10`` at ``steps`` (``decay_steps`` default: a tenth of ``steps``); extending the run before
      the decay starts moves the decay to the new end.

    >>> [round(lr_at(s, 100, 1.0, 10, "wsd", 20), 3) for s in (5, 10, 80, 90, 100)]
    [0.5, 1.0, 1.0, 0.55, 0.1]
    >>> lr_at(10 ** 6, 100, 1.0, 10, "constant")
    1.0
    """
    if step <= warmup:
        return lr * step / warmup
    if schedule == "constant":
        return lr
    if schedule == "wsd":
        decay = max(1, steps // 10) if decay_steps is None else decay_steps
        start = steps - decay
        if step <= start:
            return lr
        return lr * (1 - 0.9 * min(1.0, (step - start) / decay))
    t = (step - warmup) / max(1, steps - warmup)
    return lr * (0.1 + 0.9 * 0.5 * (1 + np.cos(np.pi * t)))


def resolve_device(torch, device=None, name="device"):
    """The torch device a corpus run trains on: ``device`` (``"cpu"``, ``"cuda"``, ``"cuda:1"`` or a
    ``torch.device``), or ``None`` = CUDA when torch sees one, else CPU.  Checked before any work
    (``name`` names the argument in the error): another device type (``mps``, ``meta``: the trainer
    reads its weights back on the CPU), a malformed name, or a CUDA device torch does not see on this
    machine raises :class:`~theory.errors.InputValueError` (:class:`~theory.errors.InputTypeError`
    for a value that is not a name)."""
    if device is not None and (isinstance(device, bool) or not isinstance(device, (str, torch.device))):
        raise InputTypeError(f"{name} must be a torch device name such as cpu, cuda or cuda:1; got {device!r} "
                             f"of type {type(device).__name__}")
    try:
        dev = torch.device(device if device is not None else ("cuda" if torch.cuda.is_available() else "cpu"))
    except (RuntimeError, ValueError, TypeError) as exc:
        raise InputValueError(f"{name} must be a torch device such as cpu, cuda or cuda:1; got {device!r} "
                              f"({str(exc).splitlines()[0] if str(exc) else type(exc).__name__})") from None
    if dev.type == "cuda":
        n = torch.cuda.device_count() if torch.cuda.is_available() else 0
        if (dev.index or 0) >= n:
            raise InputValueError(f"{name} must be a device torch sees; got {device!r}, and torch sees {n} CUDA "
                                  f"device{'s' if n != 1 else ''} on this machine")
    elif dev.type != "cpu":
        raise InputValueError(f"{name} must be cpu or cuda[:N]; got {device!r} (device type {dev.type})")
    return dev


def training_step_entries(n_layers, n_heads, d_model, d_head, n_vocab, n_ctx, batch):
    """Array entries a training step of an attention-only model holds at once (both trainers:
    :func:`train_attention_only` and :func:`train_on_corpus`), estimated: weights, gradients and
    Adam's two moments (4 × the parameters) and the autograd graph of one batch (8 × the
    activations: residual streams, Q/K/V, the ``n_ctx × n_ctx`` patterns and the logits).  The
    unit that grows with the settings (``n_ctx`` enters squared).

    >>> training_step_entries(2, 8, 128, 16, 66, 128, 8)
    26363904
    """
    L, H, d, dh, V, T = n_layers, n_heads, d_model, d_head, n_vocab, n_ctx
    params = 2 * V * d + T * d + 4 * L * H * d * dh
    activations = batch * T * (L * (d + H * (T + 3 * dh)) + V)
    return 4 * params + 8 * activations


TORCH_OVERHEAD_BYTES = 128 * 2 ** 20    # what torch's CPU runtime allocates on its first steps (measured ~130 MB)
PHASE_CHUNK = 16                        # contexts per chunk of :func:`phase_scores`


def training_step_bytes(n_layers, n_heads, d_model, d_head, n_vocab, n_ctx, batch, fused=True):
    """Bytes :func:`train_on_corpus` holds at its peak, estimated in float32 (4 bytes): weights,
    gradients and Adam's two moments (4 × the parameters), plus the larger of one training step's
    autograd graph — per token and layer the residual, Q/K/V, the attention output and its
    projection with their gradients (``6 d + 6 H d_h``), the logits with their log-softmax and
    gradient (``5 V``); with ``fused=False`` (explicit patterns: off CPU, and
    :func:`train_attention_only`) also ``3 H n_ctx²`` per layer and context — and of a measurement
    (:func:`phase_scores`: :data:`PHASE_CHUNK` contexts at a time with explicit patterns of every
    layer, and their logits), plus torch's own allocations (:data:`TORCH_OVERHEAD_BYTES`).

    Measured peak resident memory above the process's baseline on CPU (one thread, n_layers 2,
    n_heads 8, vocabulary 256 unless said): d_model 512 / n_ctx 512 / batch 64: 1.45 GB (estimate
    2.02 GB); 128 / 128 / 32: 0.20 GB (0.21); 256 / 512 / 16 at vocabulary 2000: 1.07 GB (0.83).

    >>> round(training_step_bytes(2, 8, 512, 64, 256, 512, 64) / 1e9, 2)
    2.02
    """
    L, H, d, dh, V, T, B = n_layers, n_heads, d_model, d_head, n_vocab, n_ctx, batch
    params = 2 * V * d + T * d + 4 * L * H * d * dh
    per_token = L * (6 * d + 6 * H * dh + (0 if fused else 3 * H * T)) + 5 * V + d
    step = 4 * B * T * per_token
    measure = 4 * PHASE_CHUNK * (H * T * T * (L + 1) + 4 * T * V)
    return 4 * 4 * params + max(step, measure) + TORCH_OVERHEAD_BYTES


def check_corpus_size(n_layers, n_heads, d_model, d_head, n_vocab, n_ctx, batch, fused=True, budget=None, device=None):
    """Refuse (:class:`~theory.errors.TooLargeError`), before any training, settings whose peak
    memory (:func:`training_step_bytes`) exceeds ``budget`` bytes (default: half this machine's
    memory; a CUDA device: its own memory), naming the settings."""
    check_memory(f"train_on_corpus (n_layers {n_layers}, n_heads {n_heads}, d_model {d_model}, d_head {d_head}, "
                 f"n_vocab {n_vocab}, n_ctx {n_ctx}, batch {batch})"
                 + ("" if device is None else f" on {device} (0.9 × its memory is the budget)"),
                 training_step_bytes(n_layers, n_heads, d_model, d_head, n_vocab, n_ctx, batch, fused),
                 "use a smaller batch, a shorter n_ctx, fewer layers or heads or a smaller d_model or d_head",
                 budget)


def device_budget(torch, dev):
    """Bytes a run on ``dev`` may hold: a CUDA device's total memory × 0.9, else half this machine's."""
    if dev.type == "cuda":
        return int(0.9 * torch.cuda.get_device_properties(dev).total_memory)
    return None


def train_on_corpus(n_heads=8, d_model=128, d_head=16, n_ctx=128, steps=2000, batch=32, lr=1e-2, warmup=100,
                    seed=0, n_layers=2, measure_every=100, threads=1, device=None, progress=False, corpus=None,
                    bpe_vocab=None, norm="none", positions="residual", init_scale=0.5, weight_decay=0.0,
                    schedule="cosine", decay_steps=None, state=None, save_every=None, resume=None, tags=None):
    """Train an attention-only transformer on the KJV byte corpus (:mod:`.corpus`); returns a
    :class:`TrainingRun` whose ``curve`` holds the phase-change measurements every
    ``measure_every`` steps (and at step 0): ``dict(step, tokens, train_loss, held_out_loss,
    in_context_loss, prev_token, induction, …)`` (:func:`phase_scores`; ``train_loss`` is ``None`` at step 0, before any step).

    Positions are learned and *added to the residual stream* (TransformerLens' default and the
    layout :class:`~theory.circuits.AttentionOnlyModel` and the path expansion read).  Scores
    are divided by √d_head; the exported model folds the scale into ``W_Q``.  Adam
    (β = 0.9, 0.99, fused), :func:`lr_at` schedule, fresh contexts every step from ``rng(seed)``.
    The step trains Q, K and V as one matrix per layer (:func:`fuse_parameters`; exported split,
    in TransformerLens' layout) through :func:`training_forward` (fused causal attention on CPU);
    benchmarks/circuit_training.py compares it with a plain PyTorch loop.
    ``device``: ``None`` = CUDA when torch sees one, else CPU (the same seed gives the same
    weights on the same machine and device; across CPUs only statistically).  ``corpus``:
    ``None`` loads the KJV (:func:`~theory.circuits.training.corpus.load_corpus`, bytes, or a BPE of
    ``bpe_vocab`` tokens).

    Layout options for the phase change (issue 31; the defaults are the claims' layout, trained
    bit for bit as before; what the exported model keeps of each: :func:`analysis_arrays`):

    * ``norm``: ``"none"``, or ``"pre"`` — a LayerNorm (weight, no bias) before each layer's Q/K/V and
      before the unembedding, as in the first paper's models; folded into the exported weights;
    * ``positions``: ``"residual"`` (learned, added to the residual stream), ``"qk"`` (learned, added
      to the input of queries and keys only — Elhage et al.'s "positional information only in Q/K"),
      or ``"rotary"`` (rotary queries and keys, base 10 000, ``d_head`` even; no parameters);
    * ``init_scale``: standard deviation of the initial embeddings and learned positions (0.5 as
      before; pre-LayerNorm models are usually started small, e.g. 0.02);
    * ``weight_decay``: decoupled weight decay (AdamW) on every matrix (not on LayerNorm weights);
      0 keeps plain Adam.

    Schedule (issue 37): ``schedule`` one of :data:`SCHEDULES` with ``decay_steps`` for ``"wsd"``
    (:func:`lr_at`; the default cosine is the claims').

    Resumable runs (issue 37, :mod:`.state`): ``state=PATH`` saves the whole training state to PATH
    atomically every ``save_every`` CPU seconds (default :data:`~.state.SAVE_EVERY`), at the end, and
    on SIGTERM/SIGINT — then :class:`~theory.errors.TrainingStopped` is raised after the save.
    ``resume=PATH`` continues a saved run: the settings must be the saved ones (a difference is
    refused by name) except ``steps``, which may extend the run or end it at any step not yet passed;
    the result equals an uninterrupted run's bit for bit on the same machine and versions.  ``tags``: a
    flat dict of the caller's own JSON values (e.g. how the corpus was chosen) kept in the state's recipe
    and compared on resume like the settings.
    """
    threads = positive_int("threads", threads)
    seed = positive_int("seed", seed, minimum=0, maximum=2**32 - 1)
    L, H, d, dh, T = (positive_int(n, v) for n, v in (("n_layers", n_layers), ("n_heads", n_heads),
                                                         ("d_model", d_model), ("d_head", d_head), ("n_ctx", n_ctx)))
    steps, batch, warmup = positive_int("steps", steps), positive_int("batch", batch), positive_int("warmup", warmup)
    measure_every = positive_int("measure_every", measure_every)
    if T < 16:
        raise InputValueError(f"n_ctx must be ≥ 16 (the in-context loss needs an early and a late window); got {T}")
    lr = real_number("lr", lr, minimum=0, maximum=0.1, open_minimum=True)     # NumPy floats too (was: refused)
    if norm not in NORMS:
        raise InputValueError(f"norm must be one of {', '.join(NORMS)}; got {norm!r}")
    if positions not in POSITIONS:
        raise InputValueError(f"positions must be one of {', '.join(POSITIONS)}; got {positions!r}")
    if positions == "rotary" and dh % 2:
        raise InputValueError(f"d_head must be even for rotary positions (dimensions rotate in pairs); got {dh}")
    init_scale = real_number("init_scale", init_scale, minimum=0, maximum=10, open_minimum=True)
    weight_decay = real_number("weight_decay", weight_decay, minimum=0, maximum=10)
    if schedule not in SCHEDULES:
        raise InputValueError(f"schedule must be one of {', '.join(SCHEDULES)}; got {schedule!r}")
    if decay_steps is not None:
        if schedule != "wsd":
            raise InputValueError(f"decay_steps goes with schedule='wsd'; got decay_steps={decay_steps!r} with "
                                  f"schedule={schedule!r}")
        decay_steps = positive_int("decay_steps", decay_steps, maximum=steps)
    if state is not None:
        state = check_state_path(state, "state")
    save_every = SAVE_EVERY if save_every is None else real_number("save_every", save_every, minimum=0)
    torch = require_torch()
    dev = resolve_device(torch, device)                  # before the corpus is loaded (a BPE trains for seconds)
    budget, fused = device_budget(torch, dev), dev.type == "cpu"
    where = str(dev) if budget is not None else None
    check_corpus_size(L, H, d, dh, 2, T, batch, fused, budget, where)    # a lower bound (n_vocab ≥ 2), before any corpus work
    if corpus is None:
        from theory.circuits.training.corpus import load_corpus
        corpus = load_corpus(None if bpe_vocab is None else positive_int("bpe_vocab", bpe_vocab, 8))
    elif bpe_vocab is not None:
        raise InputValueError(f"give corpus or bpe_vocab, not both; got bpe_vocab={bpe_vocab!r} and {corpus!r}")
    if not callable(getattr(corpus, "batch", None)) or not hasattr(corpus, "n_vocab"):
        raise InputTypeError(f"corpus must have n_vocab and batch(rng, batch, n_ctx, split=...) (a Corpus); "
                             f"got {type(corpus).__name__}")
    V = positive_int("corpus.n_vocab", corpus.n_vocab, 2)
    check_corpus_size(L, H, d, dh, V, T, batch, fused, budget, where)
    recipe = dict(n_layers=L, n_heads=H, d_model=d, d_head=dh, n_ctx=T, steps=steps, batch=batch, lr=lr,
                  warmup=warmup, seed=seed, measure_every=measure_every, norm=norm, positions=positions,
                  init_scale=init_scale, weight_decay=weight_decay, schedule=schedule, decay_steps=decay_steps,
                  corpus=getattr(corpus, "name", None),
                  corpus_version=getattr(corpus, "version", None), tags=_tags(tags))
    saved = _resume_state(torch, resume, recipe) if resume is not None else None
    saver = Saver(state, save_every, recipe) if state is not None else None
    with torch_threads(torch, threads):
        return _train_on_corpus(torch, corpus, L, H, d, dh, T, steps, batch, lr, warmup, seed, measure_every,
                                dev, progress, dict(norm=norm, positions=positions, init_scale=init_scale),
                                weight_decay, (schedule, decay_steps), saver, saved)


def _tags(tags):
    if tags is None:
        return {}
    if not isinstance(tags, dict) or not all(isinstance(k, str) for k in tags) or not all(
            v is None or isinstance(v, (str, int, float, bool)) for v in tags.values()):
        raise InputTypeError(f"tags must be a flat dict of str keys and str/int/float/bool/None values; got {tags!r}")
    return dict(tags)


def _resume_state(torch, path, recipe):
    """The saved state of ``path``, checked against the run's ``recipe`` before any training."""
    doc = load_state(torch, path, TRAINER_VERSION)
    diff = recipe_differences(doc["recipe"], recipe)
    if diff:
        raise InputValueError(f"resume: {path} holds a run with other settings — "
                              + "; ".join(f"{k}: saved {a!r}, given {b!r}" for k, a, b in diff)
                              + " (only steps may change when a run is resumed)")
    if doc["step"] > recipe["steps"]:
        raise InputValueError(f"resume: {path} is at step {doc['step']}, past steps={recipe['steps']}; give "
                              f"steps ≥ {doc['step']}")
    return doc


def corpus_tokens(tokens, batch, n_ctx, n_vocab):
    """The tokens ``corpus.batch`` returned, checked (a corpus object is the caller's): shape
    ``(batch, n_ctx)`` (:class:`~theory.errors.ShapeError`), integer ids
    (:class:`~theory.errors.InputTypeError`) in ``[0, n_vocab)`` (:class:`~theory.errors.InputValueError`)
    — inside torch they failed as an IndexError, or a wrong shape broadcast silently; returned as
    ``int64`` (no copy when they are already).  A ragged list is a :class:`~theory.errors.ShapeError`
    too (it was NumPy's 'inhomogeneous shape' ValueError)."""
    try:
        arr = np.asarray(tokens)
    except ValueError as exc:
        try:
            lengths = sorted({len(row) for row in tokens}, reverse=True)
        except TypeError:
            lengths = []
        what = (f"rows of lengths {', '.join(map(str, lengths[:-1]))} and {lengths[-1]}" if len(lengths) > 1
                else f"NumPy: {exc}")
        raise ShapeError(f"corpus.batch must return tokens of shape (batch, n_ctx) = ({batch}, {n_ctx}); "
                         f"got a ragged list ({what})") from None
    if arr.shape != (batch, n_ctx):
        raise ShapeError(f"corpus.batch must return tokens of shape (batch, n_ctx) = ({batch}, {n_ctx}); "
                         f"got shape {arr.shape}")
    if arr.dtype.kind not in "iu":
        raise InputTypeError(f"corpus.batch must return integer token ids; got dtype {arr.dtype}")
    lo, hi = int(arr.min()), int(arr.max())
    if lo < 0 or hi >= n_vocab:
        raise InputValueError(f"corpus.batch must return token ids in [0, {n_vocab}) (corpus.n_vocab); "
                              f"got ids in [{lo}, {hi}]")
    return arr.astype(np.int64, copy=False)


def _diverged(what, step, lr):
    from theory.errors import TrainingDiverged
    raise TrainingDiverged(f"training diverged: {what} at step {step} (peak lr {lr:g}); nothing was cached — "
                           f"use a smaller lr or a longer warmup")


def progress_line(what, step, steps, loss, c, seconds, terminal):
    """The trainer's progress report of one measurement: on a terminal one line rewritten in place
    (``\\r``), else (a log file, a pipe) a line of its own per measurement."""
    text = (f"  training on {what}: step {step}/{steps} loss {loss:.3f} held-out {c['held_out_loss']:.3f} "
            f"in-context {c['in_context_loss']:+.3f} prev {c['prev_token']:.2f} induction {c['induction']:.2f} "
            f"({seconds:.0f}s)")
    return ("\r" + text, "") if terminal else (text, "\n")


def _train_on_corpus(torch, corpus, L, H, d, dh, T, steps, batch, lr, warmup, seed, measure_every, device, progress,
                     layout=None, weight_decay=0.0, schedule=("cosine", None), saver=None, saved=None):
    dev = resolve_device(torch, device)
    V = corpus.n_vocab
    gen = torch.Generator().manual_seed(seed)
    P = {k: torch.nn.Parameter(v.to(dev))
         for k, v in fuse_parameters(torch, init_parameters(torch, L, H, d, dh, V, T, generator=gen,
                                                            **(layout or {}))).items()}
    rng = np.random.default_rng(seed)
    fixed = np.random.default_rng(10_000 + seed)          # measurement data, apart from the training stream
    held = torch.as_tensor(corpus_tokens(corpus.batch(fixed, 128, T, split="held_out"), 128, T, V), device=dev)
    rep = torch.as_tensor(repeated_random_tokens(fixed, 64, V, T)[0], device=dev)
    fused_attention = dev.type == "cpu"

    def arrays():
        return split_parameters({k: v.detach().cpu().numpy() for k, v in P.items()})

    if saved is None:
        initial = arrays()
        if "ln_w" in P:
            initial["ln_sigma"] = layer_norm_scales(torch, P, held)
    else:
        initial = {k: v.numpy().copy() for k, v in saved["initial"].items()}
    if weight_decay:
        opt = torch.optim.AdamW([{"params": [v for k, v in P.items() if k != "ln_w"]},
                                 {"params": [v for k, v in P.items() if k == "ln_w"], "weight_decay": 0.0}],
                                lr=lr, betas=(0.9, 0.99), weight_decay=weight_decay, fused=True)
    else:
        opt = torch.optim.Adam(P.values(), lr=lr, betas=(0.9, 0.99), fused=True)
    terminal = progress and sys.stderr.isatty()
    what = getattr(corpus, "name", "KJV")
    cross_entropy = torch.nn.functional.cross_entropy
    log, acc, curve, first, done_before = [], [], [], 1, 0.0
    if saved is None:
        curve.append(dict(step=0, tokens=0, train_loss=None, **phase_scores(torch, P, held, rep)))   # not measured
    else:                                                  # continue exactly where the saved run stopped
        with torch.no_grad():
            for k, v in P.items():
                v.copy_(saved["params"][k].to(dev))
        opt.load_state_dict(saved["optimizer"])
        rng.bit_generator.state = saved["rng"]
        acc = list(saved["pending"].to(dev).unbind()) if saved["pending"].numel() else []
        log, curve = [tuple(x) for x in saved["log"]], [dict(c) for c in saved["curve"]]
        first, done_before = saved["step"] + 1, float(saved["seconds"])
    t0 = time.perf_counter() - done_before

    def snapshot(step):
        return dict(format=STATE_FORMAT, version=STATE_VERSION, trainer=TRAINER_VERSION,
                    recipe=saver.recipe, step=step,
                    params={k: v.detach().cpu().clone() for k, v in P.items()},
                    initial={k: torch.from_numpy(np.ascontiguousarray(v)) for k, v in initial.items()},
                    optimizer=opt.state_dict(), rng=rng.bit_generator.state,
                    pending=torch.stack(acc).cpu() if acc else torch.zeros(0),
                    log=[list(x) for x in log], curve=[dict(c) for c in curve],
                    seconds=time.perf_counter() - t0)

    stops = StopSignals() if saver is not None else _NoSignals()
    with stops:
        for step in range(first, steps + 1):
            rate = float(lr_at(step, steps, lr, warmup) if schedule == ("cosine", None) else
                         lr_at(step, steps, lr, warmup, *schedule))      # a float: the state holds no NumPy scalar
            for g in opt.param_groups:
                g["lr"] = rate
            tok = torch.as_tensor(corpus_tokens(corpus.batch(rng, batch, T), batch, T, V), device=dev)
            logits = training_forward(torch, P, tok, fused_attention)
            loss = cross_entropy(logits[:, :-1].reshape(-1, V), tok[:, 1:].reshape(-1))
            opt.zero_grad(set_to_none=True)
            loss.backward()
            opt.step()
            acc.append(loss.detach())
            if step % measure_every == 0 or step == steps:
                train_loss = float(torch.stack(acc).mean())
                if not np.isfinite(train_loss):               # the mean of every step's loss since the last one
                    _diverged(f"the training loss is {train_loss}", step, lr)
                acc = []
                log.append((step, train_loss))
                curve.append(dict(step=step, tokens=step * batch * (T - 1), train_loss=train_loss,
                                  **phase_scores(torch, P, held, rep)))
                if progress:
                    text, end = progress_line(what, step, steps, train_loss, curve[-1], time.perf_counter() - t0,
                                              terminal)
                    print(text, end=end, file=sys.stderr, flush=True)
            if saver is not None and (stops.requested or step == steps or saver.due()):
                saver.save(torch, snapshot(step))
                if stops.requested and step < steps:
                    from theory.errors import TrainingStopped
                    if terminal:
                        print(file=sys.stderr)
                    raise TrainingStopped(f"training stopped by {stops.requested} after step {step}/{steps}; its "
                                          f"whole state is in {saver.path} (resume=… continues it)",
                                          state_path=saver.path, step=step)
    if terminal:
        print(file=sys.stderr)
    final = arrays()
    if "ln_w" in P:
        final["ln_sigma"] = layer_norm_scales(torch, P, held)
    for k, a in final.items():
        if not np.all(np.isfinite(a)):
            _diverged(f"weight {k} has {int(np.sum(~np.isfinite(a)))} non-finite entries", steps, lr)
    return corpus_run(final, initial, log, curve, time.perf_counter() - t0)


class _NoSignals:
    """The signal guard of a run that saves no state: signals keep their handlers."""
    requested = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def corpus_run(arrays, initial_arrays, log, curve, seconds):
    """A :class:`TrainingRun` from the trained and the initial float32 arrays (TransformerLens
    layout, scores divided by √d_head; any layout of :func:`init_parameters`, folded by
    :func:`analysis_arrays`) — the same construction for a fresh and a cached run, so both give the
    same model to the last bit."""
    dh = arrays["W_Q"].shape[-1]

    def model(a):
        return AttentionOnlyModel.from_transformer_lens(analysis_arrays(a), attn_scale=float(np.sqrt(dh)))

    return TrainingRun(model(arrays), list(log), seconds, model(initial_arrays), dict(arrays), dict(initial_arrays),
                       list(curve))
