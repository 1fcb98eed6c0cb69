"""In-context regression data (docs/theory.md, Part II, "The task"), vectorised and seeded.

A context has N tokens ``z_i = (x_i, y_i)`` with ``x_i ~ N(0, I_D)``,
``y_i = θᵀx_i + ε_i``, ``ε_i ~ N(0, σ²)``, and a query ``(x_*, y_*)``; θ is drawn from a prior.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from theory.errors import InputTypeError, InputValueError, ShapeError
from theory.validation import check_size, finite_array, int_sequence, positive_int, seed_value
from theory.inference.priors.distributions import MAX_SAMPLE_ENTRIES, DiscretePrior, GaussianPrior, TreePrior


@dataclass(frozen=True)
class Contexts:
    """A batch of B contexts: ``theta (B, D)``, ``X (B, N, D)``, ``y (B, N)``, ``x_query (B, D)``,
    ``y_query (B,)``; ``leaves (B,)`` for tree priors (else None)."""

    theta: np.ndarray
    X: np.ndarray
    y: np.ndarray
    x_query: np.ndarray
    y_query: np.ndarray
    leaves: np.ndarray | None
    sigma2: float

    def __repr__(self):
        B, N, D = self.X.shape
        return f"Contexts(B={B} contexts of N={N} tokens, D={D}, noise σ²={self.sigma2:g})"

    @property
    def batch(self):
        return self.theta.shape[0]

    @property
    def n_tokens(self):
        return self.X.shape[1]


def token_moment(X, y):
    """``(1/N) Σ_i x_i y_i`` per context, ``(B, D)`` from ``X (B, N, D)`` and ``y (B, N)``: with keys linear
    in the token, every linear-attention readout is ``R · token_moment`` (one pass serves all layers).

    >>> token_moment(np.ones((1, 2, 3)), np.array([[1.0, 3.0]])).tolist()
    [[2.0, 2.0, 2.0]]

    X and y are checked (real, finite, matching shapes, N ≥ 1 tokens) and the sum is formed in units
    of a power of two of each, so it neither overflows while the moment fits float64 (inputs of 1e155
    made every product inf) nor underflows; a moment beyond float64 is refused with its size.
    """
    X = finite_array("X", X, ndim=3)
    y = finite_array("y", y, ndim=2)
    if y.shape != X.shape[:2]:
        raise ShapeError(f"y must have shape (batch, N) = {X.shape[:2]} to match X; got {y.shape}")
    if X.shape[1] == 0:
        raise InputValueError(f"X must hold at least one token per context (N ≥ 1); got shape {X.shape}")
    ex, ey = _exponent(X), _exponent(y)
    if ex is None or ey is None:
        return np.zeros((X.shape[0], X.shape[2]))
    unit = (np.swapaxes(np.ldexp(X, -ex), 1, 2) @ np.ldexp(y, -ey)[:, :, None])[..., 0] / X.shape[1]
    with np.errstate(over="ignore"):
        out = np.ldexp(unit, ex + ey)
    if not np.all(np.isfinite(out)):
        big = math.log10(float(np.abs(unit).max())) + (ex + ey) * math.log10(2)
        raise InputValueError(f"the token moment (1/N) Σ_i x_i y_i of X and y reaches about 1e{big:.0f}, beyond "
                              f"float64 (1.8e308); rescale X or y")
    return out


def _exponent(A):
    """e with max |A| in [2^e, 2^(e+1)) — dividing by 2^e is exact and leaves entries ≤ 2 (None: A = 0)."""
    big = float(np.abs(A).max()) if A.size else 0.0
    return None if big == 0 else math.frexp(big)[1] - 1


def key_patch(patch, n_layers, batch, d, D):
    """``patch = {layer: R}`` of a linear-attention forward pass, checked: a dict whose keys are layers in
    ``[0, n_layers)`` (a layer of 99 or −1 was silently ignored) and whose values are finite real key
    weights of shape ``(batch, d, D)`` or ``(d, D)`` (the same for every context).  Returns
    ``{layer: array (batch, d, D)}``."""
    if patch is None:
        return {}
    if not isinstance(patch, dict):
        raise InputTypeError(f"patch must be a dict {{layer: R}}; got {type(patch).__name__}")
    out = {}
    for layer, R in patch.items():
        layer = positive_int("patch layer", layer, minimum=0, maximum=n_layers - 1)
        R = finite_array(f"patch[{layer}]", R)
        if R.shape == (d, D):
            R = np.broadcast_to(R, (batch, d, D))
        elif R.shape != (batch, d, D):
            raise ShapeError(f"patch[{layer}] must have shape (batch, d, D) = {(batch, d, D)} or (d, D) = {(d, D)}; "
                             f"got {R.shape}")
        out[layer] = R
    return out


def finite_outputs(what, arrays):
    """The outputs of a forward pass, refused (with their size) where finite input overflowed inside."""
    for name, A in zip(("estimate", "readings", "key weights"), arrays):
        if not np.all(np.isfinite(A)):
            with np.errstate(invalid="ignore"):
                big = np.nanmax(np.abs(np.where(np.isfinite(arrays[1]), arrays[1], np.nan)), initial=0.0)
            raise InputValueError(f"{what}: the {name} overflow float64 for this input (largest finite |reading| "
                                  f"{big:.3g}; the networks' thresholds scale readings by up to 1e6); rescale the input")
    return arrays


def sample_theta(prior, n, rng):
    """θ draws (and tree leaves) from any prior of :mod:`.priors`."""
    if isinstance(prior, TreePrior):
        leaves = rng.integers(0, prior.n_leaves, size=n)
        return prior.theta_matrix()[leaves], leaves
    if isinstance(prior, GaussianPrior):
        return prior.sample(n, seed=int(rng.integers(2**63 - 1))), None
    if isinstance(prior, DiscretePrior):
        idx = rng.choice(prior.size, size=n, p=np.array([float(p) for p in prior.probs]))
        return prior.theta()[idx], idx
    raise InputValueError(f"prior must be a TreePrior, GaussianPrior or DiscretePrior; got {type(prior).__name__}")


def _label_noise(sigma2):
    """The label-noise variance σ² as a finite float ≥ 0 (bools and complex numbers refused)."""
    if isinstance(sigma2, (bool, complex)) or (hasattr(sigma2, "dtype") and np.asarray(sigma2).dtype.kind == "c"):
        raise InputValueError(f"sigma2 must be a real number ≥ 0; got {sigma2!r}")
    try:
        sigma2 = float(sigma2)
    except (TypeError, ValueError):
        raise InputValueError(f"sigma2 must be a number ≥ 0; got {sigma2!r}") from None
    except OverflowError:               # an integer past float64 (10**400): no finite float variance
        raise InputValueError(f"sigma2 must be a finite variance ≥ 0 within float64 (≤ 1.8e308); got "
                              f"{sigma2!r:.60}") from None
    if not np.isfinite(sigma2) or sigma2 < 0:
        raise InputValueError(f"sigma2 must be a finite variance ≥ 0; got {sigma2}")
    return sigma2


def _leaves(prior, leaves, n):
    """Given tree leaves (or support indices of a discrete prior): validated ``(leaves, θ rows)``."""
    if isinstance(prior, TreePrior):
        top, what = prior.n_leaves - 1, "leaves of the tree"
    elif isinstance(prior, DiscretePrior):
        top, what = prior.size - 1, "support indices of the discrete prior"
    else:
        raise InputValueError(f"leaves apply to a TreePrior or DiscretePrior (its support points); the prior is a "
                              f"{type(prior).__name__}")
    idx = np.array(int_sequence("leaves", leaves, minimum=0, maximum=top, min_len=n, max_len=n), dtype=np.int64)
    theta = prior._theta_rows(idx) if isinstance(prior, TreePrior) else prior.theta()[idx]
    return idx, theta


def sample_contexts(prior, n_contexts, n_tokens, sigma2=0.0, seed=0, theta=None, leaves=None):
    """Sample ``n_contexts`` contexts of ``n_tokens`` tokens each (optionally with given θ).

    ``leaves`` (tree priors: leaf indices; discrete priors: support indices), one per context, fix θ
    to those support points; given with ``theta``, the two must agree.

    >>> from theory.inference import TreePrior
    >>> c = sample_contexts(TreePrior(2, "1/2"), n_contexts=3, n_tokens=5, seed=0)
    >>> c.X.shape, c.y.shape, c.theta.shape
    ((3, 5, 6), (3, 5), (3, 6))
    """
    if not isinstance(prior, (TreePrior, GaussianPrior, DiscretePrior)):
        raise InputTypeError(f"prior must be a TreePrior, GaussianPrior or DiscretePrior; got {type(prior).__name__}")
    B = positive_int("n_contexts", n_contexts)
    N = positive_int("n_tokens", n_tokens)
    seed = seed_value("seed", seed)
    check_size("sample_contexts", B * N * prior.dim, "sample fewer contexts at a time (simulate() works in chunks)",
               MAX_SAMPLE_ENTRIES)
    sigma2 = _label_noise(sigma2)
    rng = np.random.default_rng(seed)
    if leaves is not None:                 # was ignored (or kept next to a θ it did not describe)
        leaves, from_leaves = _leaves(prior, leaves, B)
        if theta is None:
            theta = from_leaves
        elif not np.array_equal(finite_array("theta", theta, ndim=2), from_leaves):
            raise InputValueError("theta and leaves disagree: theta must be the prior's θ of the given leaves "
                                  "(or pass only one of them)")
    if theta is None:
        theta, leaves = sample_theta(prior, B, rng)
    if np.asarray(theta).dtype.kind == "c":
        raise InputValueError("theta must be real; got a complex array")
    theta = finite_array("theta", theta, ndim=2)
    if theta.shape != (B, prior.dim):
        raise InputValueError(f"theta must have shape (n_contexts, D) = {(B, prior.dim)}; got {theta.shape}")
    X = rng.standard_normal((B, N, prior.dim))
    y = (X @ theta[:, :, None])[..., 0] + np.sqrt(sigma2) * rng.standard_normal((B, N))
    xq = rng.standard_normal((B, prior.dim))
    yq = np.einsum("bd,bd->b", xq, theta) + np.sqrt(sigma2) * rng.standard_normal(B)
    return Contexts(theta, X, y, xq, yq, leaves, sigma2)


@dataclass(frozen=True)
class Moments:
    """A batch of B token moments ``u (B, D)`` = (1/N) Σ_i x_i y_i with their ``theta (B, D)``
    (``leaves (B,)`` for tree priors, else None)."""

    theta: np.ndarray
    u: np.ndarray
    leaves: np.ndarray | None


def sample_moments(prior, n_contexts, n_tokens, sigma2=0.0, seed=0, theta=None):
    r"""Sample the token moment ``u = (1/N) Σ_i x_i y_i`` of ``n_contexts`` contexts directly from its
    exact law — the same distribution as ``token_moment`` of :func:`sample_contexts`'s tokens, at
    cost O(D) per context instead of O(N·D).

    Derivation.  Per token, ``(x, y)`` is jointly Gaussian with ``Cov x = I``, ``Cov(x, y) = θ``,
    ``Var y = s² = ‖θ‖² + σ²``, so ``x = θ y / s² + r`` with ``r ~ N(0, P)``, ``P = I − θθᵀ/s²``,
    independent of y.  Hence ``Σ x_i y_i = θ ‖y‖²/s² + Σ r_i y_i`` where ``q = ‖y‖²/s² ~ χ²_N`` and,
    given y, ``Σ r_i y_i ~ N(0, ‖y‖² P) = s √q P^{1/2} g`` with ``g ~ N(0, I_D)`` independent of q.
    P has eigenvalue σ²/s² along θ and 1 on θ^⊥, so ``P^{1/2} = I − (1 − σ/s) θθᵀ/‖θ‖²``:

        u = (q θ + s √q (g − (1 − σ/s) (θ·g) θ/‖θ‖²)) / N,    q ~ χ²_N,  g ~ N(0, I_D).

    (θ = 0: ``u = σ √q g / N``.)  Moments: ``E u = θ``, ``Cov u = (s² I + θθᵀ)/N``; the law is
    not Gaussian (the χ² factor), which the tests check against the token sampler at small N.

    >>> from theory.inference import TreePrior
    >>> m = sample_moments(TreePrior(2, "1/2"), n_contexts=3, n_tokens=5, seed=0)
    >>> m.u.shape, m.theta.shape
    ((3, 6), (3, 6))
    """
    B = positive_int("n_contexts", n_contexts)
    N = positive_int("n_tokens", n_tokens)
    check_size("sample_moments", B * prior.dim, "sample fewer contexts at a time")
    sigma2 = _label_noise(sigma2)
    rng = np.random.default_rng(seed)
    leaves = None
    if theta is None:
        theta, leaves = sample_theta(prior, B, rng)
    theta = np.asarray(theta, dtype=float)
    if theta.shape != (B, prior.dim):
        raise InputValueError(f"theta must have shape (n_contexts, D) = {(B, prior.dim)}; got {theta.shape}")
    q = rng.chisquare(N, size=B)
    g = rng.standard_normal((B, prior.dim))
    t2 = np.einsum("bd,bd->b", theta, theta)
    s = np.sqrt(t2 + sigma2)
    shrink = np.divide(1.0 - np.sqrt(sigma2) / np.where(s > 0, s, 1.0), t2, out=np.zeros_like(t2), where=t2 > 0)
    g = g - (shrink * np.einsum("bd,bd->b", theta, g))[:, None] * theta
    u = (q[:, None] * theta + (s * np.sqrt(q))[:, None] * g) / N
    return Moments(theta, u, leaves)
