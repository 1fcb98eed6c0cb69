"""theory.inference.training.refit: the least-squares last layer reaches the affine Bayes decoder of
a fixed set on a Gaussian prior (checked against the closed-form LMMSE decoder, not the refit's code)."""
import numpy as np
import pytest

from theory.errors import InputValueError


def _untrained_b(seed=0):
    torch = pytest.importorskip("torch")
    from theory.inference.training.nonadaptive import NonAdaptive
    return NonAdaptive(torch, "B", 6, 3, 16, seed, skip=False).export()      # a random MLP decoder


def _gaussian():
    from theory.inference import GaussianPrior
    A = np.random.default_rng(3).normal(size=(6, 6))
    return GaussianPrior(A @ A.T / 6 + 0.1 * np.eye(6))


def test_refit_reaches_the_lmmse_decoder_of_the_fixed_set():
    from theory.inference.training.refit import refit_last_layer
    G, model = _gaussian(), _untrained_b()
    S, c = np.array(G.cov, dtype=float), list(model.fixed)
    fit, test = G.sample(40000, seed=11), G.sample(20000, seed=12)
    lmmse = ((test[:, c] @ np.linalg.solve(S[np.ix_(c, c)], S[c, :]) - test) ** 2).sum(1).mean()
    mse = lambda m: ((m.run_meanfield(test)[0] - test) ** 2).sum(1).mean()   # noqa: E731
    refit = refit_last_layer(model, fit, np.full(len(fit), 1 / len(fit)))
    assert mse(refit) <= lmmse * 1.005                            # at most the fit sample's own error above it
    assert mse(refit) >= lmmse * 0.99                             # and no better than Bayes (up to sampling)
    # negative control: without the readings passed through, the random hidden features miss it
    no_pass = refit_last_layer(model, fit, np.full(len(fit), 1 / len(fit)), passthrough=False)
    assert mse(no_pass) > lmmse * 1.05
    assert mse(model) > lmmse * 2                                 # the untrained decoder is far off


def test_passthrough_keeps_the_function_and_refusals():
    from theory.inference.training.refit import refit_last_layer, with_passthrough
    model = _untrained_b()
    x = np.random.default_rng(0).normal(size=(50, model.decoder.n_in))
    wide = with_passthrough(model.decoder, [0, 7, 14])
    assert np.allclose(wide(x), model.decoder(x), rtol=0, atol=1e-12)
    with pytest.raises(InputValueError, match="weights must be 4 finite numbers"):
        refit_last_layer(model, np.zeros((4, 6)), np.array([1.0, np.nan, 0.0, 0.0]))
