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
import numpy as np
from theory.errors import InputTypeError, InputValueError
from theory.system.optional import require_torch, torch_threads  # noqa: F401  (require_torch re-exported)
from theory.validation import check_memory, positive_int, step_size
from theory.circuits.training.language import MarkovLanguage, lengths as segment_lengths
from theory.circuits.models.model import AttentionOnlyModel
from theory.circuits.training.corpus_training import training_step_bytes
from theory.circuits.training.network import TrainingRun


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


def __getattr__(name):
    """The names of ``theory.circuits.learning.training`` (this module's old path, which held both trainers)
    that now live in :mod:`.network`, :mod:`.corpus_training` or :mod:`.state`."""
    import importlib
    if not name.startswith("__"):
        for home in ("network", "corpus_training", "state"):
            module = importlib.import_module(f"theory.circuits.training.{home}")
            if hasattr(module, name):
                return getattr(module, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
