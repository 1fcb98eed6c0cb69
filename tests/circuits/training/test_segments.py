"""Training runs for a handful of steps (PyTorch, the `train` extra); skipped when torch is absent."""
import numpy as np
import pytest

from theory.circuits.training.segments import repeated_segment_batch

torch = pytest.importorskip("torch")

from theory.circuits.training.segments import train_attention_only  # noqa: E402


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
    from theory.circuits.training.segments import require_torch
    with pytest.raises(ImportError, match=r"pip install -e '\.\[train\]'"):
        require_torch()


@pytest.mark.found_by('mutation testing (tools/mutation.py), issue 26: a mutant only the claims or the peer tests killed (tests/test_fast_kills.py)')
def test_attention_only_trainer_loss_is_the_next_token_cross_entropy():
    """One step: the logged loss is the loss of the initial weights on the first batch, which is
    −mean_{b, i < n−1} log softmax(logits[b, i])[tok[b, i + 1]] from a NumPy forward of those weights."""
    pytest.importorskip("torch")
    from theory.circuits.training.segments import repeated_segment_batch, train_attention_only
    V, T, batch, seed = 11, 12, 3, 5
    run = train_attention_only(n_layers=2, n_heads=2, d_model=8, d_head=4, n_vocab=V, n_ctx=T, steps=1, batch=batch,
                               seed=seed, progress=False)
    tok, _ = repeated_segment_batch(np.random.default_rng(seed), batch, V, T)   # the trainer's first batch
    P = run.initial.to_transformer_lens(attn_scale=1.0)
    losses = []
    for b in range(batch):
        t = tok[b]
        x = P["W_E"][t] + P["W_pos"][:T]
        for l in range(P["W_Q"].shape[0]):
            out = np.zeros_like(x)
            for h in range(P["W_Q"].shape[1]):
                s = (x @ P["W_Q"][l, h]) @ (x @ P["W_K"][l, h]).T + np.triu(np.full((T, T), -np.inf), 1)
                a = np.exp(s - s.max(1, keepdims=True))
                out += (a / a.sum(1, keepdims=True)) @ (x @ P["W_V"][l, h]) @ P["W_O"][l, h]
            x = x + out
        z = x @ P["W_U"]
        logp = z - z.max(1, keepdims=True)
        logp -= np.log(np.exp(logp).sum(1, keepdims=True))
        losses += [-logp[i, t[i + 1]] for i in range(T - 1)]
    (step, logged), = run.log
    assert step == 1
    assert abs(logged - np.mean(losses)) < 1e-5 * max(1.0, abs(logged))        # float32 training
    assert abs(np.mean(losses) - np.log(V)) > 1e-3                              # not a uniform guess by accident
