"""What training Models A, B, C returns: the trained model as NumPy arrays (:class:`TrainedLinearAttention`),
its mean-field MSE (:func:`meanfield_mse`) and the run's record (:class:`LinearAttentionTraining`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
import numpy as np
from theory.errors import InputValueError
from theory.validation import finite_array, positive_int, seed_value
from theory.inference.models.data import finite_outputs, key_patch, token_moment
from theory.inference.models.mlp import ReLUNet
from theory.inference.priors.distributions import DiscretePrior, GaussianPrior, TreePrior
from theory.inference.training.meanfield_loss import meanfield_support


def _onehot(c, D):
    return np.eye(D)[c]


@dataclass(frozen=True)
class TrainedLinearAttention:
    """A trained Model A, B or C as numpy weights, with hard (argmax) routing.

    ``first`` holds router 1's logits (A: shape (D,); B, C: (M, D), and ``fixed`` the M distinct
    coordinates with the largest joint logit, read by B and C); ``routers[ℓ−2]`` is the
    :class:`~theory.inference.models.mlp.ReLUNet` of layer ℓ ≥ 2 (A only); ``decoder`` maps the
    workspace features to θ̂.  :meth:`run` and :meth:`run_meanfield` have the signature of
    :class:`~theory.inference.models.linear_attention.LinearAttentionModel`'s, so the key-patching
    functions of :mod:`.patching` apply unchanged.
    """

    name: str
    D: int
    M: int
    first: np.ndarray
    routers: tuple
    decoder: ReLUNet

    def __repr__(self):
        return f"TrainedLinearAttention(Model {self.name}: M={self.M}, D={self.D}, hard routing)"
    fixed: tuple = ()

    @property
    def n_layers(self):
        return self.M if self.name == "A" else 1

    @property
    def d(self):
        return 1 if self.name == "A" else self.M

    def run(self, X, y, patch=None):
        """Forward pass on contexts ``X (B, N, D)``, ``y (B, N)``; see :meth:`run_meanfield`."""
        X = finite_array("X", X, ndim=3, shape=(None, None, self.D))
        return self._forward(token_moment(X, y), patch)

    def run_meanfield(self, theta, patch=None):
        """N → ∞: readings ``φ_ℓ = R_ℓ θ``.  Returns ``(theta_hat (B, D), readings (B, L, d),
        R (B, L, d, D))``; ``patch = {layer: R}`` (0-based layer) replaces that layer's keys."""
        return self._forward(finite_array("theta", theta, ndim=2, shape=(None, self.D)), patch)

    def choices(self, theta):
        """The coordinates read, ``(B, M)``, in mean field."""
        return self.run_meanfield(theta)[2].argmax(axis=-1).reshape(len(theta), self.M)

    def _forward(self, stat, patch):
        with np.errstate(over="ignore", invalid="ignore"):
            out = self._forward_unchecked(stat, key_patch(patch, self.n_layers, stat.shape[0], self.d, self.D))
        return finite_outputs(f"learned Model {self.name}", out)

    def _forward_unchecked(self, stat, patch):
        B, D = stat.shape[0], self.D
        if self.name == "A":
            feats, readings, Rs = np.zeros((B, 0)), [], []
            for l in range(self.M):
                logits = np.broadcast_to(self.first, (B, D)) if l == 0 else self.routers[l - 1](feats)
                own = _onehot(logits.argmax(axis=1), D)
                R = patch[l] if l in patch else own[:, None, :]
                phi = (R @ stat[:, :, None])[..., 0]
                readings.append(phi)
                Rs.append(R)
                feats = np.concatenate([feats, phi, own], axis=1)
            return self.decoder(feats), np.stack(readings, axis=1), np.stack(Rs, axis=1)
        own = np.broadcast_to(_onehot(np.array(self.fixed), D), (B, self.M, D))
        R = patch[0] if 0 in patch else own
        phi = (R @ stat[:, :, None])[..., 0]
        feats = phi if self.name == "C" else np.concatenate([phi[:, :, None], own], axis=2).reshape(B, -1)
        return self.decoder(feats), phi[:, None, :], R[:, None]


def meanfield_mse(model, prior, n=20000, seed=5):
    """``(MSE, standard error)`` of a model's mean-field estimate: exact over the finite support of
    a TreePrior (its leaves) or a DiscretePrior (its points, weighted by their probabilities) —
    standard error 0 — and Monte Carlo over ``n`` seeded draws of θ for a GaussianPrior.  Works
    for trained and compiled models alike (anything with ``run_meanfield``).

    >>> from theory.inference.models.linear_attention import compile_model_a
    >>> T = TreePrior(3, "1/2")
    >>> mse, se = meanfield_mse(compile_model_a(T, 2), T)
    >>> round(mse, 12), se                             # MSE_ad(2) = 1/16 (I3)
    (0.0625, 0.0)
    >>> mse, se = meanfield_mse(compile_model_a(T, 2), T.to_discrete())    # the same prior, as a DiscretePrior
    >>> round(mse, 12), se
    (0.0625, 0.0)
    """
    seed = seed_value("seed", seed)
    if not isinstance(prior, (TreePrior, GaussianPrior, DiscretePrior)):
        raise InputValueError(f"prior must be a TreePrior, GaussianPrior or DiscretePrior; got {type(prior).__name__}")
    if isinstance(prior, TreePrior):
        th = prior.theta_matrix()
        return float(np.mean(((model.run_meanfield(th)[0] - th) ** 2).sum(axis=1))), 0.0
    if isinstance(prior, DiscretePrior):        # a finite support: the expectation is a finite sum
        th, p = meanfield_support(prior)
        err = ((model.run_meanfield(th)[0] - th) ** 2).sum(axis=1)
        return float(p @ err), 0.0
    th = prior.sample(positive_int("n", n), seed=seed)
    err = ((model.run_meanfield(th)[0] - th) ** 2).sum(axis=1)
    return float(err.mean()), float(err.std(ddof=1) / np.sqrt(err.size))


@dataclass
class LinearAttentionTraining:
    """A training run: ``model`` (numpy, hard routing), ``log`` of ``(step, expected loss,
    hard-routing MSE on held-out contexts)``, wall ``seconds``, and the settings used."""

    model: TrainedLinearAttention
    log: list = field(default_factory=list)
    seconds: float = 0.0
    settings: dict = field(default_factory=dict)

    def __repr__(self):
        last = f"; last step {self.log[-1][0]}: held-out MSE {self.log[-1][2]:.4g}" if self.log else ""
        return f"LinearAttentionTraining(Model {self.model.name}, {self.seconds:.0f} s{last})"
