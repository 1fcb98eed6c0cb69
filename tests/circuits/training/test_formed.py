"""The definition of "an induction head formed" (theory.circuits.training.formed, issue 37 item 4) and the
exact loaded-model form of a corpus run's weights (theory.circuits.training.exact), on a model trained in
the test: a 2-layer attention-only model on repeated random tokens forms an induction head within a few
hundred steps (the trainer's positive control), its initial weights have none.  References that do not
share the code under test: the trainer's own torch forward pass (logits, the curve's induction score) and
an ablation written out in torch."""
import numpy as np
import pytest

torch = pytest.importorskip("torch")

from theory.circuits.training.network import attention_only_forward, init_parameters, repeated_random_tokens
from theory.circuits.training.corpus_training import train_on_corpus
from theory.claims import INCONCLUSIVE, REFUTED, VERIFIED, Check, Claim, Outcome  # noqa: E402


class Repeats:
    """BOS, a block of random tokens, the block again: copying is the only thing to learn."""
    n_vocab, name, version = 24, "toy", "toy-1"

    def batch(self, rng, batch, n_ctx, split="train"):
        return repeated_random_tokens(rng, batch, self.n_vocab, n_ctx)[0]


KW = dict(n_heads=2, d_model=32, d_head=16, n_ctx=32, steps=600, batch=16, lr=3e-3, warmup=50, measure_every=50,
          seed=3, device="cpu")


@pytest.fixture(scope="module")
def trained():
    return train_on_corpus(corpus=Repeats(), **KW)


@pytest.fixture(scope="module")
def formation(trained):
    from theory.circuits.training.formed import induction_formation
    return induction_formation(trained, Repeats(), KW["seed"], KW["warmup"], KW["n_ctx"])


@pytest.mark.parametrize("norm", ["none", "pre"])
@pytest.mark.parametrize("positions", ["residual", "rotary"])
def test_trained_transformer_is_the_trainers_forward_pass(norm, positions):
    from theory.circuits.training.exact import trained_transformer
    P = init_parameters(torch, 2, 2, 16, 8, 12, 16, generator=torch.Generator().manual_seed(0), norm=norm,
                        positions=positions, init_scale=0.5)
    if "ln_w" in P:                          # LayerNorm weights away from 1, so that a dropped one shows
        with torch.no_grad():
            P["ln_w"].copy_(1 + 0.3 * torch.randn(P["ln_w"].shape, generator=torch.Generator().manual_seed(9)))
    arrays = {k: v.detach().numpy() for k, v in P.items()}
    model = trained_transformer(arrays, n_ctx=16)
    tok = np.random.default_rng(1).integers(0, 12, size=(3, 16))
    ref = attention_only_forward(torch, P, torch.as_tensor(tok)).detach().numpy()
    got = np.stack([model.run(row).logits for row in tok])
    assert np.isfinite(got).all()
    assert np.abs(got - ref).max() <= 1e-5 * np.abs(ref).max()


def test_positions_in_qk_only_are_refused_by_name():
    from theory.circuits.training.exact import trained_transformer
    from theory.errors import InputValueError
    P = init_parameters(torch, 2, 2, 16, 8, 12, 16, generator=torch.Generator().manual_seed(0), positions="qk")
    with pytest.raises(InputValueError, match="W_pos_qk"):
        trained_transformer({k: v.detach().numpy() for k, v in P.items()})


def test_a_trained_toy_model_has_formed_an_induction_head(trained, formation):
    f = formation
    assert f.parts() == {"i": True, "ii": True, "iii": True} and f.formed
    assert f.head[0] == 1 and f.control is not None and f.control[0] == 1 and f.control != f.head
    # (i) is the number the trainer's curve recorded, computed again by another forward pass
    assert f.induction == pytest.approx(trained.curve[-1]["induction"], abs=1e-5)
    # the clean in-context loss likewise
    assert f.icl_clean == pytest.approx(trained.curve[-1]["in_context_loss"], abs=1e-4)
    assert f.removed >= 0.5 > f.removed_by_control


def test_the_ablation_against_a_torch_reference(trained, formation):
    """Mean-ablating the head, written out in torch on the trainer's parameters: the head's output at every
    position replaced by its mean over the held-out contexts; the in-context loss must match."""
    from theory.circuits.training.formed import measurement_data
    from theory.circuits.training.network import in_context_positions
    held, _ = measurement_data(Repeats(), KW["seed"], KW["n_ctx"])
    P = {k: torch.as_tensor(v, dtype=torch.float64) for k, v in trained.arrays.items()}
    l0, h0 = formation.head
    tok = torch.as_tensor(held)
    b, n = tok.shape
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool), 1)

    def forward(mean=None):
        x = P["W_E"][tok] + P["W_pos"][:n]
        outs = None
        for l in range(2):
            q = torch.einsum("bnd,hde->bhne", x, P["W_Q"][l])
            k = torch.einsum("bnd,hde->bhne", x, P["W_K"][l])
            v = torch.einsum("bnd,hde->bhne", x, P["W_V"][l])
            A = torch.softmax((q @ k.transpose(-1, -2) / 16 ** 0.5).masked_fill(mask, float("-inf")), dim=-1)
            o = torch.einsum("bhne,hed->bhnd", A @ v, P["W_O"][l])
            if l == l0:
                outs = o[:, h0].reshape(-1, o.shape[-1]).mean(dim=0)
                if mean is not None:
                    o = o.clone()
                    o[:, h0] = mean
            x = x + o.sum(dim=1)
        logp = torch.log_softmax(x @ P["W_U"], dim=-1)
        nll = -logp[:, :-1].gather(-1, tok[:, 1:, None])[..., 0].mean(dim=0)
        early, late = in_context_positions(n)
        return float(nll[[p - 1 for p in late]].mean() - nll[[p - 1 for p in early]].mean()), outs

    clean, mean = forward()
    ablated, _ = forward(mean)
    assert formation.icl_clean == pytest.approx(clean, abs=1e-9)
    assert formation.icl_ablated == pytest.approx(ablated, abs=1e-9)


def test_the_initial_weights_have_no_induction_head(trained):
    from theory.circuits.training.formed import induction_formation
    import copy
    untrained = copy.copy(trained)
    untrained.arrays = trained.initial_arrays
    f = induction_formation(untrained, Repeats(), KW["seed"], KW["warmup"], KW["n_ctx"])
    assert not f.parts()["i"] and not f.parts()["iii"] and not f.formed
    assert f.induction < 0.1


def toy_claim(run, true_statement):
    """A claim about induction heads with the definition as its precondition: "ablating the induction head
    undoes at least half (true) / all of at least 1.5 times (false) the in-context improvement"."""
    from theory.circuits.training.formed import induction_formation

    def body():
        f = induction_formation(run, Repeats(), KW["seed"], KW["warmup"], KW["n_ctx"])
        need = 0.5 if true_statement else 1.5
        return Outcome([Check(f"ablation undoes ≥ {need} of the improvement", f.removed >= need, f"{f.removed:.2f}",
                              finite=bool(np.isfinite(f.removed)) or not f.formed),
                        Check("negative control: the control head undoes as much", f.removed_by_control >= need,
                              control=True, finite=True)],
                       precondition=f.checks())
    return Claim("T9", "toy", "ablation undoes the improvement", body, precondition="an induction head by (4)")


def test_a_claim_with_the_definition_as_precondition(trained):
    """With a head: true → verified, false → refuted; without one (the initial weights): inconclusive."""
    import copy
    assert toy_claim(trained, True).execute().status == VERIFIED
    assert toy_claim(trained, False).execute().status == REFUTED
    untrained = copy.copy(trained)
    untrained.arrays = trained.initial_arrays
    res = toy_claim(untrained, True).execute()
    assert res.status == INCONCLUSIVE and "(i) an induction head" in res.evidence["inconclusive"]
