"""Benchmark: tokens per CPU second of the corpus trainer against a plain PyTorch loop (issue 24).

Same process, same model (2 layers × 8 heads, d_model 128, d_head 16, positions in the
residual stream), same data (fresh KJV contexts from the corpus each step), one torch thread,
Adam, in two configurations (``CONFIGS``):

* ``short``: context 128 bytes, batch 8 — the settings of L10–L12's smaller size, 500 steps;
* ``long``: context 512, batch 4 — a long context, where attention dominates, 200 steps.

The two sides:

* ``trainer``: :func:`theory.circuits.training.segments.train_on_corpus` with the claims' measurement
  cadence (phase-change scores every 250 steps and at the last step: 3 measurements in a
  500-step round, 2 in a 200-step one, against 17 in a claim's 4000 steps) — everything a
  claim run pays, including the export of the weights;
* ``plain``: a textbook ``torch.nn.Module`` (one ``nn.Linear`` per Q, K, V, O projection and
  layer, heads split by ``view``, scores divided by √d_head, causal mask, ``F.cross_entropy``)
  and the usual ``zero_grad / backward / step`` loop, no measurements.

The two alternate ``ROUNDS`` times (load from other processes drifts); each reports the best
round's tokens per CPU second (``time.process_time``, which load inflates less than wall
time).  The trainer must not be slower: ratio trainer / plain ≥ 1 with margin.
Run: ``OMP_NUM_THREADS=1 python benchmarks/circuit_training.py [short] [long]`` (both by default).

Measured 2026-12-01 17:42–17:48 UTC, branch trainer-speed (``TRAINER_VERSION``
corpus-trainer-2), 2 cores shared (load average 2.5–3.1: two training processes of the lead
beside it)::

    short (context 128, batch 8), 500 steps per round:
      round 0: trainer 46878, plain 38098 tokens / CPU s
      round 1: trainer 50944, plain 37648
      round 2: trainer 51293, plain 39135
      best: trainer 51293, plain 39135; ratio trainer / plain 1.31
    long (context 512, batch 4), 200 steps per round:
      round 0: trainer 17709, plain 6454 tokens / CPU s
      round 1: trainer 18597, plain 6149
      round 2: trainer 18232, plain 6296
      best: trainer 18597, plain 6454; ratio trainer / plain 2.88

Re-measured 2026-12-01 18:53 UTC on main 59b0e34 (after the round-5 input checks: every batch's
shape, dtype and id range is checked each step), 2 otherwise idle cores (load ≈ 0.9), short
configuration: best trainer 50409, plain 40480 tokens / CPU s; ratio 1.25.

Where it comes from (training steps alone, best of 3 alternating rounds of 40 / 15 steps, same
process, load 2.3–2.5): context 128: 19.2 ms a step against the plain loop's 26.4 ms (the
step of corpus-trainer-1: 25.6 ms — the two plain-vs-old runs differed by ±4 %, within
noise); context 512: 78.9 ms against 344.4 ms (corpus-trainer-1: 344.9 ms).
The step keeps Q, K and V of a layer as one trained ``(d_model, 3·H·d_head)`` matrix (no
``torch.cat`` of permuted copies per step; the export splits it into TransformerLens'
``W_Q``/``W_K``/``W_V``), runs ``scaled_dot_product_attention(is_causal=True)`` (on CPU a
flash-attention kernel: the ``n × n`` patterns are never written, 4× at context 512) and
``Adam(fused=True)``; one at a time, in an earlier run at context 128 (plain 25.4 ms):
fused QKV with explicit patterns 20.9 ms, + SDPA 19.0 ms, + fused Adam 18.7 ms (foreach
Adam 19.2 ms).  A phase-change measurement (128 held-out and 64 repeated-random contexts, sizes fixed by
L10–L12) costs ≈ 0.18 s at context 128 and ≈ 3.2 s at 512: the held-out loss runs through
the fused-attention forward (0.10 s / 0.79 s, was 0.26 s / 4.9 s with explicit patterns),
the previous-token and induction scores need the patterns and keep them explicit
(0.08 s / 2.4 s).

Before (commit 30a90f8, corpus-trainer-1, load 6.5, short configuration only): trainer
33592, plain 36777 tokens / CPU s, ratio 0.91.
"""
import sys
import time

import numpy as np
import torch

from theory.circuits.training.corpus import load_corpus
from theory.circuits.training.corpus_training import train_on_corpus

D, H, DH, ROUNDS, MEASURE_EVERY = 128, 8, 16, 3, 250
CONFIGS = {"short": dict(n_ctx=128, batch=8, steps=500),      # L10–L12's smaller size
           "long": dict(n_ctx=512, batch=4, steps=200)}       # a long context: attention dominates


class Plain(torch.nn.Module):
    def __init__(self, V, n_ctx):
        super().__init__()
        self.emb = torch.nn.Embedding(V, D)
        self.pos = torch.nn.Parameter(torch.randn(n_ctx, D) * 0.5)
        self.layers = torch.nn.ModuleList(
            torch.nn.ModuleDict({k: torch.nn.Linear(D, D, bias=False) for k in "qkvo"}) for _ in range(2))
        self.unembed = torch.nn.Linear(D, V, bias=False)
        self.register_buffer("mask", torch.triu(torch.ones(n_ctx, n_ctx, dtype=torch.bool), 1))

    def forward(self, tok):
        b, n = tok.shape
        x = self.emb(tok) + self.pos[:n]
        for lay in self.layers:
            q, k, v = (lay[c](x).view(b, n, H, DH).transpose(1, 2) for c in "qkv")
            a = torch.softmax((q @ k.transpose(-1, -2) / DH ** 0.5).masked_fill(self.mask[:n, :n], float("-inf")), -1)
            x = x + lay["o"]((a @ v).transpose(1, 2).reshape(b, n, D))
        return self.unembed(x)


def plain_loop(corpus, n_ctx, batch, steps, seed=0):
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    model = Plain(corpus.n_vocab, n_ctx)
    opt = torch.optim.Adam(model.parameters(), lr=1e-2, betas=(0.9, 0.99))
    for _ in range(steps):
        tok = torch.as_tensor(corpus.batch(rng, batch, n_ctx))
        logits = model(tok)
        loss = torch.nn.functional.cross_entropy(logits[:, :-1].reshape(-1, corpus.n_vocab), tok[:, 1:].reshape(-1))
        opt.zero_grad()
        loss.backward()
        opt.step()


def bench(corpus, name, n_ctx, batch, steps):
    tokens = steps * batch * (n_ctx - 1)
    best = {"trainer": 0.0, "plain": 0.0}
    for r in range(ROUNDS):
        for side, fn in (("trainer", lambda: train_on_corpus(n_heads=H, d_model=D, d_head=DH, n_ctx=n_ctx, steps=steps,
                                                              batch=batch, measure_every=MEASURE_EVERY, seed=r,
                                                              corpus=corpus, device="cpu")),
                         ("plain", lambda: plain_loop(corpus, n_ctx, batch, steps, seed=r))):
            t0 = time.process_time()
            fn()
            rate = tokens / (time.process_time() - t0)
            best[side] = max(best[side], rate)
            print(f"{name} (context {n_ctx}, batch {batch}) round {r}: {side:8s} {rate:9.0f} tokens / CPU s",
                  flush=True)
    print(f"{name}: best trainer {best['trainer']:.0f}, plain {best['plain']:.0f} tokens / CPU s; "
          f"ratio trainer / plain {best['trainer'] / best['plain']:.2f}", flush=True)


def main(names):
    torch.set_num_threads(1)
    corpus = load_corpus()
    for name in names:
        bench(corpus, name, **CONFIGS[name])


if __name__ == "__main__":
    main(sys.argv[1:] or list(CONFIGS))
