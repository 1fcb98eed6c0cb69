"""Model A trained on the exact mean-field loss of a tree prior (issue 12): the gradient estimator is
unbiased against the exhaustive enumeration, training lowers the loss, bad requests are refused
before torch is imported."""

import numpy as np
import pytest

from tests.estimators import assert_unbiased, flat_grad, forbid_torch_import
from theory.errors import InputTypeError, InputValueError, TooLargeError
from theory.inference import GaussianPrior, TreePrior
from fractions import Fraction


def test_bad_arguments_are_refused_before_torch_is_imported(monkeypatch):
    forbid_torch_import(monkeypatch)
    from theory.inference.training.meanfield import train_meanfield_a
    T = TreePrior(2, "1/2")
    for bad, match in (({"samples": 1}, "samples"), ({"M": 0}, "M"), ({"M": 7}, "M"), ({"lr": float("nan")}, "lr"),
                       ({"steps": 0}, "steps"), ({"restarts": 0}, "restarts"), ({"threads": 0}, "threads"),
                       ({"explore": 1.5}, "explore"), ({"entropy": -1.0}, "entropy"), ({"gain": 0}, "gain"),
                       ({"softmin": float("inf")}, "softmin"), ({"seed": -1}, "seed"), ({"entropy_until": 2}, "until")):
        args = {"M": 2, **bad}
        with pytest.raises(InputValueError, match=match):
            train_meanfield_a(T, args.pop("M"), **args)
    with pytest.raises(InputTypeError, match="TreePrior"):
        train_meanfield_a(GaussianPrior.isotropic(3), 2)
    with pytest.raises(TooLargeError, match="samples"):
        train_meanfield_a(TreePrior(9, "1/2"), 2, samples=1000)


torch = pytest.importorskip("torch")

from theory.inference.training.meanfield import (MeanFieldA, hard_training_loss, train_meanfield_a,  # noqa: E402
                                                          train_meanfield_depths)


@pytest.mark.parametrize("M", [2, 3])
def test_meanfield_gradient_is_unbiased_against_enumeration(M):
    """On T(2, 1/2) (D = 6, every leaf), random weights: the mean of 300 surrogate gradients (S = 4
    prefixes per leaf, no exploration terms) matches the gradient of the exhaustive expected loss
    of :class:`theory.inference.training.linear_attention.Trainer` with the readings ``u = θ`` (mean field): every
    noisy coordinate within 5 standard errors, every noiseless one within 1e-3 of the largest
    exact entry.  Dropping the leave-one-out baseline's exclusion of the sample itself, or the
    score term, fails it (checked when written)."""
    T = TreePrior(2, "1/2")
    tr = MeanFieldA(torch, T, M, 16, 8, 3e-3, 3e-3, 0)
    gen = torch.Generator().manual_seed(1)
    params = [tr.first, *tr.routers.parameters(), *tr.decoder.parameters()]
    with torch.no_grad():
        for p in params:
            p.copy_(0.5 * torch.randn(p.shape, generator=gen))
    th = torch.as_tensor(T.theta_matrix(), dtype=torch.float32)
    exact = flat_grad(torch, tr.expected_loss(th, th, M)[0], params)
    assert_unbiased(torch, exact, lambda: flat_grad(torch, tr.surrogate_entropy(th, M, 4, gen)[0], params), 300,
                    se_floor=1e-9, noisy_share=0.3, fixed_rtol=1e-3)


def test_loss_estimate_is_the_exact_expected_loss_in_expectation():
    T = TreePrior(2, "1/2")
    tr = MeanFieldA(torch, T, 2, 16, 8, 3e-3, 3e-3, 0, gain=3.0)
    th = torch.as_tensor(T.theta_matrix(), dtype=torch.float32)
    gen = torch.Generator().manual_seed(2)
    with torch.no_grad():
        exact = float(tr.expected_loss(th, th, 2)[0])
        est = np.array([float(tr.surrogate_entropy(th, 2, 4, gen)[1]) for _ in range(400)])
    assert abs(est.mean() - exact) <= 5 * est.std(ddof=1) / np.sqrt(est.size)


def test_training_lowers_the_loss_and_exports_hard_routing():
    T = TreePrior(3, "1/2")
    run = train_meanfield_a(T, 2, steps=150, samples=4, seed=1, restarts=2)
    m = run.model
    th_hat, phi, R = m.run_meanfield(T.theta_matrix())
    assert R.shape == (8, 2, 1, 14) and np.all(R.sum(-1) == 1) and set(np.unique(R)) <= {0.0, 1.0}
    losses = run.settings["restart losses"]
    assert len(losses) == 2 and run.settings["kept"] == int(np.argmin(losses))
    assert hard_training_loss(m, T) == pytest.approx(min(losses), abs=1e-6)
    prior_loss = float((T.theta_matrix() ** 2).sum(1).mean() - (T.theta_matrix().mean(0) ** 2).sum())
    assert min(losses) < 0.8 * prior_loss          # better than the prior mean alone
    assert run.log[-1][1] < run.log[0][1] or run.log[-1][1] < prior_loss


def test_bad_deep_settings_are_refused_before_torch_is_imported(monkeypatch):
    forbid_torch_import(monkeypatch)
    from theory.inference.training.meanfield import train_meanfield_depths
    T = TreePrior(2, "1/2")
    for bad, match in (({"steps": 2.0}, "from"), ({"from": 1}, "from"), ({"from": 2, "restarts": 0}, "restarts"),
                       ({"from": 2, "restarts": 100}, "restarts"),
                       ({"from": 2, "restarts": 3, "keep": 4, "screen": 0.5}, "keep"),
                       ({"from": 2, "restarts": 3, "keep": 1}, "screen"), ({"from": 2, "screen": 0.5}, "keep"),
                       ({"from": 2, "restarts": 3, "keep": 1, "screen": 0}, "screen"),
                       ({"from": 2, "restarts": 3, "keep": 1, "screen": 1.5}, "screen"), ({"from": 2, "steps": 0}, "steps"),
                       ({"from": 2, "steps": float("nan")}, "steps"), ({"from": 2, "explore": 1.5}, "explore"),
                       ({"from": 2, "warmup": 1.0}, "warmup"), ({"from": 2, "entropy_until": -0.1}, "until"),
                       ({"from": 2, "entropy": float("inf")}, "entropy"), ({"from": 2, "lr": 0.1}, "lr")):
        with pytest.raises(InputValueError, match=match):
            train_meanfield_depths(T, 2, deep=bad)
    with pytest.raises(InputTypeError, match="deep"):
        train_meanfield_depths(T, 2, deep=[("from", 2)])
    with pytest.raises(InputTypeError, match="from"):
        train_meanfield_depths(T, 2, deep={"from": 2.5})
    with pytest.raises(InputValueError, match="restarts"):
        train_meanfield_depths(T, 2, restarts=11)


def test_a_screened_phase_continues_its_best_candidates_exactly_as_an_unscreened_run():
    """``keep``/``screen``: every candidate runs to the screen, the ``keep`` smallest training losses
    there run on — and end exactly where the same candidates end in an unscreened run (a phase run
    in pieces is the phase run at once: schedule, generator and optimiser state carry over)."""
    from theory.inference.training.meanfield import planned_total_steps
    T = TreePrior(2, "1/2")
    kw = dict(steps=6, samples=2, restarts=1, seed=5)
    plain = train_meanfield_depths(T, 2, deep={"from": 2, "restarts": 4, "explore": 1.0}, **kw)[-1]
    cut = train_meanfield_depths(T, 2, deep={"from": 2, "restarts": 4, "explore": 1.0, "keep": 2, "screen": 0.5},
                                 **kw)[-1]
    st = cut.settings
    assert len(st["screen losses"]) == 4 and len(st["continued"]) == len(st["restart losses"]) == 2
    assert st["continued"] == sorted(np.argsort(st["screen losses"], kind="stable")[:2].tolist())
    assert st["restart losses"] == [plain.settings["restart losses"][r] for r in st["continued"]]
    assert st["kept"] in st["continued"]
    if plain.settings["kept"] in st["continued"]:
        assert st["kept"] == plain.settings["kept"]
        assert np.array_equal(cut.model.decoder.layers[0][0], plain.model.decoder.layers[0][0])
    assert cut.log[-1][0] == plain.log[-1][0] == 12
    assert planned_total_steps(2, steps=6, restarts=1, deep={"from": 2, "restarts": 4, "keep": 2, "screen": 0.5}) \
        == 6 + 4 * 6 + 2 * 6


def test_deep_candidates_spread_over_the_best_parents_of_the_previous_phase():
    """``parents = k``: candidate r of a deep phase continues the (r mod k)-th best candidate of the
    phase before (by training loss); k = 1 is the kept model (the default: bit-identical)."""
    T = TreePrior(2, "1/2")
    kw = dict(steps=4, samples=2, restarts=3, seed=2)
    one = train_meanfield_depths(T, 2, deep={"from": 2, "restarts": 3}, **kw)
    same = train_meanfield_depths(T, 2, deep={"from": 2, "restarts": 3, "parents": 1}, **kw)
    two = train_meanfield_depths(T, 2, deep={"from": 2, "restarts": 3, "parents": 2}, **kw)
    assert same[-1].settings["restart losses"] == one[-1].settings["restart losses"]
    assert two[-1].settings["parent ranks"] == [0, 1, 0]
    first = one[0].settings["restart losses"]
    assert two[0].settings["restart losses"] == first                    # phase 1 untouched
    if len(set(first)) == 3:     # the rank-1 parent is another model: candidate 1 ends elsewhere
        assert two[-1].settings["restart losses"][1] != one[-1].settings["restart losses"][1]
    assert [two[-1].settings["restart losses"][r] for r in (0, 2)] == [one[-1].settings["restart losses"][r]
                                                                       for r in (0, 2)]
    with pytest.raises(InputValueError, match="parents"):
        train_meanfield_depths(T, 2, deep={"from": 2, "parents": 0})


def test_deep_settings_apply_from_their_phase_on_and_leave_the_earlier_phases_unchanged():
    """``deep`` changes only the phases m ≥ deep["from"]: the earlier stages are bit-identical to a
    run without it, the deep phases have the requested number of candidates and of steps."""
    from theory.inference.training.meanfield import train_meanfield_depths
    T = TreePrior(2, "1/2")
    plain = train_meanfield_depths(T, 3, steps=4, samples=2, restarts=2, seed=3)
    deep = train_meanfield_depths(T, 3, steps=4, samples=2, restarts=2, seed=3,
                                  deep={"from": 3, "restarts": 3, "steps": 0.5, "explore": 1.0})
    assert [len(r.settings["restart losses"]) for r in plain] == [2, 2, 2]
    assert [len(r.settings["restart losses"]) for r in deep] == [2, 2, 3]
    for a, b in zip(plain[:2], deep[:2]):
        assert a.settings["restart losses"] == b.settings["restart losses"] and a.log == b.log
        np.testing.assert_array_equal(a.model.run_meanfield(T.theta_matrix())[0], b.model.run_meanfield(T.theta_matrix())[0])
    assert plain[2].log[-1][0] == 12 and deep[2].log[-1][0] == 6          # 3 · steps, halved
    assert plain[2].settings["deep"] is None and deep[2].settings["deep"]["restarts"] == 3
    # planned_steps (the benchmark's budget) is the plan these runs followed: candidates and steps per phase
    from theory.inference.training.meanfield import planned_steps
    for runs, kw in ((plain, {}), (deep, {"deep": {"from": 3, "restarts": 3, "steps": 0.5, "explore": 1.0}})):
        assert planned_steps(3, steps=4, restarts=2, **kw) == [(len(r.settings["restart losses"]), r.log[-1][0])
                                                               for r in runs]


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_meanfield_mse_of_a_discrete_prior_is_the_exact_finite_sum():
    """meanfield_mse on a DiscretePrior sampled 20000 contexts (Monte Carlo, standard error > 0) although its
    support is finite: it is now the exact weighted sum over the support, checked against a brute-force sum in
    Fractions computed here from the prior's points and probabilities (a zero-probability point included)."""
    from theory.inference import DiscretePrior
    from theory.inference.training.linear_attention import meanfield_mse
    points = [[1, 0, 2], [0, 3, 1], [2, 2, 0], [5, 5, 5]]
    probs = [Fraction(1, 2), Fraction(1, 3), Fraction(1, 6), Fraction(0)]
    scales = [Fraction(1), Fraction(4), Fraction(1, 4)]
    prior = DiscretePrior(points, probs, scales)
    W = [[Fraction(1, 2), 0, 0], [Fraction(1, 4), 1, 0], [0, Fraction(-1, 2), Fraction(3, 2)]]   # estimate θ̂ = W θ

    class Linear:
        def run_meanfield(self, theta):
            return theta @ np.array(W, dtype=float).T, None, None

    exact = Fraction(0)
    for p, v in zip(probs, points):
        theta = [Fraction(v[c]) * (1 if c == 0 else 2 if c == 1 else Fraction(1, 2)) for c in range(3)]   # √q ∘ v
        est = [sum(W[i][j] * theta[j] for j in range(3)) for i in range(3)]
        exact += p * sum((e - t) ** 2 for e, t in zip(est, theta))
    mse, se = meanfield_mse(Linear(), prior)
    assert se == 0.0 and abs(mse - float(exact)) <= 1e-13 * float(exact), (mse, exact)
    assert meanfield_mse(Linear(), prior, n=7, seed=3) == (mse, 0.0)         # no sampling: n and seed do not matter
    wrong = DiscretePrior(points, [Fraction(1, 3), Fraction(1, 3), Fraction(1, 3), 0], scales)    # negative control
    assert abs(meanfield_mse(Linear(), wrong)[0] - float(exact)) > 1e-3


@pytest.mark.found_by('mutation testing (tools/mutation.py), issue 26: a mutant only the claims or the peer tests killed (tests/test_fast_kills.py)')
def test_growth_trainer_router_entropy_is_an_entropy():
    torch = pytest.importorskip("torch")
    from theory.inference import TreePrior
    from theory.inference.training.meanfield import MeanFieldA
    prior = TreePrior(2, "1/2")
    model = MeanFieldA(torch, prior, 3, 8, 8, 1e-2, 1e-2, seed=0, gain=8.0)
    D = model.D
    rng = np.random.default_rng(1)
    first = rng.normal(0, 2.0, D)
    with torch.no_grad():
        model.first.copy_(torch.as_tensor(first, dtype=model.first.dtype))
    theta = torch.as_tensor(rng.normal(0, 1, (5, D)), dtype=model.first.dtype)
    gen = torch.Generator().manual_seed(0)
    _, _, ent1 = model.surrogate_entropy(theta, 1, 4, generator=gen)
    p = np.exp(first - first.max())
    p /= p.sum()
    assert abs(ent1.item() - float(-(p * np.log(p)).sum())) < 1e-5       # m = 1: the entropy of softmax(first)
    for m in (2, 3):
        _, _, ent = model.surrogate_entropy(theta, m, 4, generator=gen)
        assert 0.0 <= ent.item() <= np.log(D) + 1e-6, (m, ent.item())
    with torch.no_grad():                                             # uniform first router: exactly log D
        model.first.zero_()
    _, _, ent0 = model.surrogate_entropy(theta, 1, 2, generator=gen)
    assert abs(ent0.item() - np.log(D)) < 1e-6
