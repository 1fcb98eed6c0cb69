"""Training runs for a handful of steps (PyTorch, the `train` extra); skipped when torch is absent."""
import numpy as np
import pytest

from theory.circuits.learning.training import repeated_segment_batch

torch = pytest.importorskip("torch")

from theory.circuits.learning.training import train_attention_only  # noqa: E402


def test_repeated_segment_batch_marks_copies():
    toks, mask = repeated_segment_batch(np.random.default_rng(0), 50, 10, 20)
    assert toks.shape == mask.shape == (50, 20) and np.all(toks[:, 0] == 0)
    for t, m in zip(toks, mask):
        for i in np.flatnonzero(m):
            assert any(t[p] == t[i] and t[p - 1] == t[i - 1] for p in range(1, i - 1))


def test_training_loss_decreases_and_exports():
    run = train_attention_only(n_layers=2, n_heads=2, d_model=16, d_head=4, n_vocab=8, n_ctx=12, steps=150, batch=32,
                               lr=1e-2, progress=False)
    assert run.log[-1][1] < run.log[0][1]
    m = run.model
    assert m.n_heads == (2, 2) and m.d_model == 16 and m.n_vocab == 8 and m.n_ctx == 12
    assert np.all(np.isfinite(m.logits([0, 1, 2, 3])))


def test_missing_torch_message(monkeypatch):
    import builtins
    real = builtins.__import__

    def fake(name, *a, **k):
        if name == "torch":
            raise ImportError("no torch")
        return real(name, *a, **k)

    monkeypatch.setattr(builtins, "__import__", fake)
    from theory.circuits.learning.training import require_torch
    with pytest.raises(ImportError, match=r"pip install -e '\.\[train\]'"):
        require_torch()
