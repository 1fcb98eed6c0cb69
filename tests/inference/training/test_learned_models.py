"""Trainable Models A/B/C (PyTorch, the `train` extra); skipped when torch is absent."""
import numpy as np
import pytest

from theory.errors import InputValueError, TooLargeError
from theory.inference import TreePrior
from theory.inference.models.data import sample_contexts

torch = pytest.importorskip("torch")


from theory.inference.models.patching import patched_meanfield  # noqa: E402
from theory.inference.training.linear_attention import train_linear_attention  # noqa: E402


@pytest.mark.parametrize("kind", ["A", "B", "C"])
def test_training_reduces_loss_and_exports(kind):
    T = TreePrior(2, "1/2")
    run = train_linear_attention(T, kind, 2, steps=60, batch=32, n_tokens=50, eval_contexts=200, seed=1, progress=False)
    first, last = run.log[0], run.log[-1]
    assert last[1] < first[1]                                  # expected training loss decreased
    m = run.model
    assert (m.n_layers, m.d) == ((2, 1) if kind == "A" else (1, 2))
    ctx = sample_contexts(T, 7, 40, seed=3)
    th_hat, phi, R = m.run(ctx.X, ctx.y)
    assert th_hat.shape == (7, 6) and phi.shape == (7, m.n_layers, m.d) and R.shape == (7, m.n_layers, m.d, 6)
    assert np.all(R.sum(axis=-1) == 1) and set(np.unique(R)) <= {0.0, 1.0}   # hard one-hot keys
    # finite-N readings approach the mean field as N grows (same θ)
    big = sample_contexts(T, 4, 40000, seed=4)
    np.testing.assert_allclose(m.run(big.X, big.y)[1], m.run_meanfield(big.theta)[1], rtol=0, atol=0.05)


def test_gradients_reach_every_parameter_group():
    """One step changes the routing logits, the routers and the decoder of Model A."""
    T = TreePrior(2, "1/2")
    before = train_linear_attention(T, "A", 2, steps=1, batch=8, n_tokens=20, eval_contexts=10, seed=0,
                                    progress=False, grow=False).model
    after = train_linear_attention(T, "A", 2, steps=2, batch=8, n_tokens=20, eval_contexts=10, seed=0,
                                   progress=False, grow=False).model
    assert not np.allclose(before.first, after.first)
    assert not np.allclose(before.routers[0].layers[0][0], after.routers[0].layers[0][0])
    assert not np.allclose(before.decoder.layers[0][0], after.decoder.layers[0][0])


def test_patching_a_trained_model_uses_its_own_routing_features():
    """Patching layer ℓ replaces only the keys: the routers and decoder still see the target's
    own choice, so patching with the target's own keys changes nothing."""
    T = TreePrior(2, "1/2")
    m = train_linear_attention(T, "A", 2, steps=30, batch=16, n_tokens=30, eval_contexts=10, progress=False).model
    th = T.theta_matrix()
    clean, _, R = m.run_meanfield(th)
    same, _, _ = m.run_meanfield(th, patch={1: R[:, 1]})
    np.testing.assert_array_equal(clean, same)
    delta, n = patched_meanfield(m, T, 1, 1)
    assert n > 0 and delta == 0.0                              # ℓ ≤ j: donor keys are the target's own


def test_bad_training_requests_are_refused_up_front():
    T = TreePrior(3, "1/2")
    with pytest.raises(InputValueError, match="kind"):
        train_linear_attention(T, "D", 2, steps=1, progress=False)
    with pytest.raises(TooLargeError, match=r"14\^5"):
        train_linear_attention(T, "A", 5, steps=1, progress=False)
    with pytest.raises(InputValueError, match="M"):
        train_linear_attention(T, "A", 0, steps=1, progress=False)
    with pytest.raises(InputValueError, match="entropy"):
        train_linear_attention(T, "A", 2, steps=1, entropy=float("nan"), progress=False)
    with pytest.raises(InputValueError, match="prior"):
        train_linear_attention("T", "A", 2, steps=1, progress=False)
    for bad in ({"lr": 0.0}, {"lr": float("inf")}, {"router_lr": -1e-3}, {"hidden": 0}, {"steps": 0}):
        with pytest.raises(InputValueError, match=next(iter(bad))):
            train_linear_attention(T, "B", 2, progress=False, **bad)


@pytest.mark.parametrize("claim_id", ["L1", "L2", "L4"])
def test_training_claims_run_end_to_end_on_a_tiny_budget(claim_id, monkeypatch):
    """The claim code (theory values, measurements, controls, figures) runs with a few training
    steps; the verdict itself needs the full budget (`theory prove --only L1,L2,L4`)."""
    from theory.claims.discovery import claim_module
    from theory.proofs._runs import linear_attention as _learned
    monkeypatch.setitem(_learned.SETTINGS, "steps", 8)
    monkeypatch.setitem(_learned.SETTINGS, "batch", 8)
    monkeypatch.setitem(_learned.SETTINGS, "n_tokens", 20)
    monkeypatch.setitem(_learned.TREE_SETTINGS, "steps", 8)
    out = claim_module(claim_id).CLAIM.run()
    assert out.status in ("verified", "refuted") and len(out.checks) >= 3
    assert any("negative control" in c.name for c in out.checks)
