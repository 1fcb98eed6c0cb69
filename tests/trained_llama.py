"""A tiny rotary, grouped-query Llama-style model, *trained* here (no download) until it forms
previous-token and induction heads — the test model for weight-based head labels (issue 23).

``train_tiny_llama()`` trains ``transformers.LlamaForCausalLM`` (2 layers, 4 query heads sharing
2 key/value heads, d_model 64, vocabulary 64, rotary positions, RMSNorm, SwiGLU MLPs) on sequences
``r r`` (a random segment of random length, twice; loss on the second copy — no fixed
positional offset predicts it: only an induction circuit does), on one CPU thread.
``save_tiny_llama(model, directory)`` writes it as ``config.json`` + ``model.safetensors``.

``deep_llama_dir()`` trains a deeper one (:data:`DEEP_CONFIG`: 4 layers with MLPs, d_model 32; 1500 steps at
lr 3e-3, ~35 CPU-s) that forms a previous-token head in layer 1 and induction heads in layer 3, written as
safetensors and GGUF — the test model of issue 30's roles, mechanism and ablation.

Reproducibility: seeded; bit-identical on one machine, while another CPU's float rounding may take
another training path — the tests check properties that hold with a margin (heads form), not
exact weights.  Reused by the GGUF tests, which write the same model as GGUF.
"""
from __future__ import annotations

import functools
import os

import numpy as np

CONFIG = dict(vocab_size=64, hidden_size=64, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4,
              num_key_value_heads=2, max_position_embeddings=64, rope_theta=10000.0, rms_norm_eps=1e-5,
              tie_word_embeddings=False, bos_token_id=0, eos_token_id=0, pad_token_id=0)
STEPS = 800
BATCH = 32
LR = 2e-3
MIN_LEN, MAX_LEN = 6, 16
HELD_OUT_SEED = 1          # the test's held-out model (induction rule v2 fixed before it was trained)
PREV_HELD_OUT_SEED = 4     # held out from previous-token score v2 (fixed before it was trained; THEORY_SLOW test)
# The deep model (issue 30): 4 layers with MLPs, d_model 32, trained longer at a higher rate until it forms a
# previous-token head (layer 1) and induction heads (layer 3) — ~35 CPU-s, one thread.
DEEP_CONFIG = dict(num_hidden_layers=4, hidden_size=32, intermediate_size=64)
DEEP_STEPS, DEEP_LR = 1500, 3e-3


def repeated_segment_batch(rng, batch, vocab=CONFIG["vocab_size"]):
    """``(x, T)``: ``batch`` sequences ``r r`` with ``r`` a segment of ``T`` distinct random tokens, ``T``
    drawn from ``MIN_LEN..MAX_LEN`` per batch — the copy's offset varies, so no fixed relative
    position predicts the next token: only an induction circuit does."""
    T = int(rng.integers(MIN_LEN, MAX_LEN + 1))
    seg = np.stack([rng.choice(vocab, size=T, replace=False) for _ in range(batch)])
    return np.concatenate([seg, seg], axis=1), T


def train_tiny_llama(steps=STEPS, seed=0, threads=1, config=None, lr=LR):
    """``(trained, initial)``: the trained ``LlamaForCausalLM`` and a copy of its initial weights;
    ``config`` overrides entries of :data:`CONFIG` (another shape), ``lr`` the AdamW rate."""
    import copy

    import torch
    import transformers
    old = torch.get_num_threads()
    torch.set_num_threads(threads)
    try:
        torch.manual_seed(seed)
        cfg = transformers.LlamaConfig(**dict(CONFIG, **(config or {})))
        cfg._attn_implementation = "eager"
        model = transformers.LlamaForCausalLM(cfg)
        initial = copy.deepcopy(model).eval()
        opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.0)
        rng = np.random.default_rng(seed)
        model.train()
        for step in range(steps):
            x, T = repeated_segment_batch(rng, BATCH)
            x = torch.as_tensor(x)
            logits = model(input_ids=x).logits          # loss on the second copy: the predictable tokens
            loss = torch.nn.functional.cross_entropy(logits[:, T - 1:-1].reshape(-1, logits.shape[-1]),
                                                     x[:, T:].reshape(-1))
            opt.zero_grad()
            loss.backward()
            opt.step()
        model.eval()
        return model, initial
    finally:
        torch.set_num_threads(old)


def save_tiny_llama(model, directory):
    model.save_pretrained(directory, safe_serialization=True)
    return directory


@functools.lru_cache(maxsize=None)
def trained_tiny_llama_dir(root=None, seed=0):
    """Train once per process (per seed) and save trained and initial weights: ``(trained_dir, initial_dir)``."""
    import tempfile
    root = root or tempfile.mkdtemp(prefix=f"tiny-llama-{seed}-")
    trained, initial = train_tiny_llama(seed=seed)
    t, i = os.path.join(root, "trained"), os.path.join(root, "initial")
    save_tiny_llama(trained, t)
    save_tiny_llama(initial, i)
    return t, i


@functools.lru_cache(maxsize=None)
def deep_llama_dir(root=None, seed=0):
    """Train the deep model (:data:`DEEP_CONFIG`) once per process and save it: ``(trained_dir, initial_dir,
    gguf_path)`` — the GGUF file (F32, the trained weights, tests/gguf_writer.py) is ``None`` without the
    ``gguf`` package."""
    import tempfile
    root = root or tempfile.mkdtemp(prefix=f"deep-llama-{seed}-")
    trained, initial = train_tiny_llama(steps=DEEP_STEPS, seed=seed, config=DEEP_CONFIG, lr=DEEP_LR)
    t, i = os.path.join(root, "trained"), os.path.join(root, "initial")
    save_tiny_llama(trained, t)
    save_tiny_llama(initial, i)
    try:
        import gguf  # noqa: F401
    except ImportError:
        return t, i, None
    from .gguf_writer import write_llama_gguf
    g = os.path.join(root, "trained.gguf")
    write_llama_gguf(t, None, g, "F32")
    return t, i, g


try:
    import pytest

    @pytest.fixture(scope="session")
    def tiny_llama():
        """``(trained_dir, initial_dir)`` of the tiny Llama, trained once per test run (~25 s, one thread)."""
        pytest.importorskip("torch", reason="training the tiny Llama needs the train/peers extras")
        pytest.importorskip("transformers", reason="training the tiny Llama needs the peers extra")
        return trained_tiny_llama_dir()

    @pytest.fixture(scope="session")
    def tiny_llama_heldout():
        """``(trained_dir, initial_dir)`` of the tiny Llama trained at seed :data:`HELD_OUT_SEED` — a model
        the induction rule v2 was fixed before (~25 s, one thread)."""
        pytest.importorskip("torch", reason="training the tiny Llama needs the train/peers extras")
        pytest.importorskip("transformers", reason="training the tiny Llama needs the peers extra")
        return trained_tiny_llama_dir(seed=HELD_OUT_SEED)

    @pytest.fixture(scope="session")
    def tiny_llama_prev_heldout():
        """``(trained_dir, initial_dir)`` at seed :data:`PREV_HELD_OUT_SEED` — trained after previous-token
        score v2 was committed (~30 s, one thread; only the THEORY_SLOW test uses it)."""
        pytest.importorskip("torch", reason="training the tiny Llama needs the train/peers extras")
        pytest.importorskip("transformers", reason="training the tiny Llama needs the peers extra")
        return trained_tiny_llama_dir(seed=PREV_HELD_OUT_SEED)
    @pytest.fixture(scope="session")
    def deep_llama():
        """``(trained_dir, initial_dir, gguf_path or None)`` of the 4-layer Llama with MLPs, trained once per
        test run (~35 CPU-s, one thread)."""
        pytest.importorskip("torch", reason="training the deep Llama needs the train/peers extras")
        pytest.importorskip("transformers", reason="training the deep Llama needs the peers extra")
        return deep_llama_dir()
except ImportError:        # the helper is usable without pytest
    pass
