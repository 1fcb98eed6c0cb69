r"""Constrained linear-attention transformers (docs/theory.md, Part II: Models A, B, C), compiled from
the optimal strategies.

Layer ℓ: an MLP *router* maps the workspace ``p_{ℓ−1}`` (with a leading constant 1) to key
weights ``R_ℓ ∈ R^{d×D}``; keys ``k_i = R_ℓ x_i``; values ``y_i``; linear-attention readout
``φ_ℓ = (1/N) Σ_i k_i y_i``; workspace ``p_ℓ = p_{ℓ−1} ⊕ φ_ℓ``.  A decoder MLP gives ``θ̂ = g(p_L)``
and the prediction is ``θ̂ᵀ x_*``.

* **Model A** (L = M, d = 1): router ℓ is a ReLU lookup network from the thresholded
  readings so far to the coordinate the optimal adaptive policy reads next; the decoder
  is a lookup network to the Bayes posterior mean of the reading history.
* **Model B** (L = 1, d = M): constant router (the optimal non-adaptive set), lookup
  decoder to the Bayes posterior mean.
* **Model C** (L = 1, d = M): the same kind of set, no MLP — an affine decoder, the LMMSE
  estimator from the prior's mean and covariance.

Every router and decoder is a :class:`~theory.inference.models.mlp.ReLUNet` with explicit
weights; thresholds are at half the on-path value of the node read (``α^{k/2}/2``).  No
lookup table stands in for a network at run time; the tests check the networks against
the policies and posterior means they were compiled from.  For Gaussian priors the
policies are fixed sequences and the Bayes decoder is affine, so A, B and C coincide.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass

import numpy as np

from theory.errors import InputValueError, ShapeError, TooLargeError
from theory.printing import counted
from theory.validation import finite_array, positive_int, seed_value
from theory.inference.strategies.optimal import optimal_adaptive
from theory.inference.models.data import finite_outputs, key_patch, sample_contexts, token_moment
from theory.inference.strategies.lmmse import lmmse_coefficients
from theory.inference.models.mlp import ReLUNet, lookup_net
from theory.inference.strategies.optimal import optimal_nonadaptive
from theory.inference.priors.distributions import GaussianPrior, TreePrior

MAX_LOOKUP_BITS = 12


@dataclass(frozen=True)
class LinearAttentionModel:
    """A compiled model: ``routers[ℓ]`` (input ``[1, p_{ℓ−1}]``, output ``d·D``) and ``decoder``
    (input ``[1, p_L]``, output D)."""

    name: str
    D: int
    d: int
    routers: tuple
    decoder: ReLUNet
    info: dict

    @property
    def n_layers(self):
        return len(self.routers)

    def __repr__(self):
        return f"LinearAttentionModel(Model {self.name}: {counted(self.n_layers, 'layer')}, d={self.d}, D={self.D})"

    def run(self, X, y, patch=None):
        """Forward pass on a batch: ``X (B, N, D)``, ``y (B, N)``.

        ``patch = {layer: R}`` replaces the key weights of that layer (0-based) by ``R``
        (B, d, D) — key patching.  Returns ``(theta_hat (B, D), readings (B, L, d), R (B, L, d, D))``.
        """
        X = finite_array("X", X)
        if X.ndim != 3 or X.shape[2] != self.D:
            raise ShapeError(f"X must have shape (batch, N, D={self.D}); got {X.shape}")
        # Keys are linear in the token, so (1/N) Σ_i (R x_i) y_i = R · (1/N) Σ_i x_i y_i: one pass
        # over the tokens serves every layer (run_loop computes the keys token by token).
        return self._layers(token_moment(X, y), patch)

    def run_meanfield(self, theta, patch=None):
        """The N → ∞ limit: every readout is exactly ``φ_ℓ = R_ℓ θ`` (no sampled tokens).

        ``theta`` is (B, D); ``patch`` as in :meth:`run`.  Returns the same triple.
        """
        return self._layers(finite_array("theta", theta, ndim=2, shape=(None, self.D)), patch)

    def _layers(self, stat, patch):
        """Routers, readouts ``φ_ℓ = R_ℓ · stat`` and the decoder, for ``stat = (1/N) Σ_i x_i y_i`` (or θ)."""
        B = stat.shape[0]
        patch = key_patch(patch, self.n_layers, B, self.d, self.D)
        p = np.ones((B, 1))
        readings, Rs = [], []
        with np.errstate(over="ignore", invalid="ignore"):
            for l, router in enumerate(self.routers):
                R = patch[l] if l in patch else router(p).reshape(B, self.d, self.D)
                phi = (R @ stat[:, :, None])[..., 0]
                readings.append(phi)
                Rs.append(R)
                p = np.concatenate([p, phi], axis=1)
            out = (self.decoder(p), np.stack(readings, axis=1), np.stack(Rs, axis=1))
        return finite_outputs(f"Model {self.name}", out)

    def run_loop(self, X, y):
        """The same forward pass, one context and one token at a time (a reference)."""
        X = finite_array("X", X, ndim=3, shape=(None, None, self.D))
        y = finite_array("y", y, ndim=2, shape=X.shape[:2])
        if X.shape[1] == 0:
            raise InputValueError(f"X must hold at least one token per context (N ≥ 1); got shape {X.shape}")
        out = []
        with np.errstate(over="ignore", invalid="ignore"):
            for b in range(X.shape[0]):
                p = np.ones(1)
                for router in self.routers:
                    R = router(p[None, :])[0].reshape(self.d, self.D)
                    acc = np.zeros(self.d)
                    for i in range(X.shape[1]):
                        acc += (R @ X[b, i]) * y[b, i]
                    p = np.concatenate([p, acc / X.shape[1]])
                out.append(self.decoder(p[None, :])[0])
        out = np.array(out)
        if not np.all(np.isfinite(out)):      # was returned as NaN (inputs of 1e154: a token's x·y overflows)
            big = np.log10(max(float(np.abs(X).max(initial=0.0)), 1e-300)) + \
                np.log10(max(float(np.abs(y).max(initial=0.0)), 1e-300))
            raise InputValueError(f"Model {self.name}.run_loop: the estimate overflows float64 for this input (the "
                                  f"token products x·y reach about 1e{big:.0f}, the networks' thresholds scale "
                                  "readings by up to 1e6); rescale the input (run() forms the moment in scaled units)")
        return out


def _tree_posterior_mean(prior, leaves):
    """θ̂ for a set of equally likely leaves: ``√(α^k)·P(node on path)``."""
    q = np.sqrt(np.array([float(prior.scale_sq(k)) for k, _ in prior.nodes]))
    if not leaves:
        return np.zeros(prior.dim)
    inc = prior.incidence()[sorted(leaves)]
    return q * inc.mean(axis=0)


def _check_bits(m):
    if m > MAX_LOOKUP_BITS:
        raise TooLargeError(f"a lookup network over {m} thresholded readings has 2^{m} units; "
                            f"{MAX_LOOKUP_BITS} readings at most fit")


def compile_model_a(prior, M):
    """Model A for a tree prior: routers and decoder from the optimal adaptive policy (I3)."""
    if isinstance(prior, GaussianPrior):
        return _compile_gaussian(prior, M, "A")
    _tree_readings(prior, 1, "A")
    M = _tree_readings(prior, M, "A", maximum=prior.depth)
    _check_bits(M)
    policy = optimal_adaptive(prior, M).policy
    K, D = prior.depth, prior.dim
    # walk the policy: history bits (1 = on path) -> (node read next, leaves still possible)
    table = {}

    def walk(pol, bits, leaves):
        table[bits] = (pol.coordinate, leaves)
        if pol.coordinate is None:
            return
        k, i = prior.nodes[pol.coordinate]
        if k != len(bits) + 1:
            raise InputValueError(f"policy reads depth {k} at layer {len(bits) + 1}; thresholds assume depth = layer")
        on = {s for s in leaves if s >> (K - k) == i}
        branch = dict((o, c) for o, _, c in pol.branches)
        walk(branch["on path"], bits + (1,), on)
        walk(branch["off path"], bits + (0,), leaves - on)

    walk(policy, (), set(range(prior.n_leaves)))
    taus = [float(prior.scale_sq(k)) ** 0.5 / 2 for k in range(1, M + 1)]
    routers = []
    for l in range(M):
        pats = list(itertools.product([0, 1], repeat=l))
        outs = []
        for h in pats:
            c = table.get(h, (None, None))[0]
            row = np.zeros(D)
            if c is not None:
                row[c] = 1.0
            outs.append(row)
        routers.append(lookup_net(taus[:l], pats, outs, extra_inputs=1) if l else
                       ReLUNet(((np.zeros((1, 1)), np.ones(1)), (np.array(outs).T, np.zeros(D)))))
    pats = list(itertools.product([0, 1], repeat=M))
    outs = [_tree_posterior_mean(prior, _leaves_after(table, h)) for h in pats]
    decoder = lookup_net(taus, pats, outs, extra_inputs=1)
    return LinearAttentionModel("A", D, 1, tuple(routers), decoder, {"policy": policy, "thresholds": taus})


def _leaves_after(table, bits):
    """Leaves consistent with a history; a history the policy stopped before uses its prefix."""
    while bits not in table:
        bits = bits[:-1]
    return table[bits][1]


def _fixed_router(rows, D, n_in=1):
    """A router whose output ignores the workspace: key weights with rows ``e_c`` for c in rows."""
    R = np.zeros((len(rows), D))
    for j, c in enumerate(rows):
        R[j, c] = 1.0
    W1 = np.zeros((1, n_in))
    W1[0, 0] = 1.0   # the constant input
    return ReLUNet(((W1, np.zeros(1)), (R.reshape(-1, 1), np.zeros(R.size))))


def _tree_readings(prior, M, name, maximum=None):
    """Check that the prior is a tree and M a valid number of readings for it."""
    if not isinstance(prior, TreePrior):
        raise InputValueError(f"Model {name} is compiled for TreePrior or GaussianPrior; got {type(prior).__name__}")
    return positive_int("M", M, minimum=1, maximum=maximum or prior.dim)


def _optimal_set(prior, M):
    """The first optimal non-adaptive set, padded to M coordinates (an optimal set may be smaller)."""
    res = optimal_nonadaptive(prior, M)
    coords = list(res.optimal_sets[0])
    return res, coords + [c for c in range(prior.dim) if c not in coords][: M - len(coords)]


def compile_model_b(prior, M):
    """Model B: the optimal non-adaptive set read in one layer, Bayes (lookup) decoder."""
    if isinstance(prior, GaussianPrior):
        return _compile_gaussian(prior, M, "B")
    M = _tree_readings(prior, M, "B")
    _check_bits(M)
    res, coords = _optimal_set(prior, M)
    K = prior.depth
    taus = [float(prior.scale_sq(prior.nodes[c][0])) ** 0.5 / 2 for c in coords]
    pats = list(itertools.product([0, 1], repeat=M))
    outs = []
    for h in pats:
        leaves = {s for s in range(prior.n_leaves)
                  if all(((s >> (K - prior.nodes[c][0])) == prior.nodes[c][1]) == bool(b) for c, b in zip(coords, h))}
        if not leaves:  # inconsistent readings (finite N): trust the deepest node read as on path
            on = [c for c, b in zip(coords, h) if b]
            if on:
                k, i = prior.nodes[max(on, key=lambda c: prior.nodes[c][0])]
                leaves = {s for s in range(prior.n_leaves) if s >> (K - k) == i}
            else:
                leaves = set(range(prior.n_leaves))
        outs.append(_tree_posterior_mean(prior, leaves))
    decoder = lookup_net(taus, pats, outs, extra_inputs=1)
    return LinearAttentionModel("B", prior.dim, M, (_fixed_router(coords, prior.dim),), decoder,
                                {"coordinates": coords, "thresholds": taus, "mse_na": res.mse})


def compile_model_c(prior, M):
    """Model C: the same kind of set, no MLP: the affine LMMSE decoder from the prior's moments."""
    if isinstance(prior, GaussianPrior):
        return _compile_gaussian(prior, M, "C")
    M = _tree_readings(prior, M, "C")
    _, coords = _optimal_set(prior, M)
    disc = prior.to_discrete()
    mu, Bv, Sp = lmmse_coefficients(disc, coords)
    q = np.sqrt(np.array([float(x) for x in disc.scales_sq]))
    mu = np.array(mu, dtype=float).ravel()
    W = np.zeros((prior.dim, 1 + M))
    b = q * mu
    for j, c in enumerate(Sp):
        col = coords.index(c)
        # θ̂ = √q ∘ (μ + B (φ_S/√q_S − μ_S))
        W[:, 1 + col] = q * np.array(Bv[:, j], dtype=float).ravel() / q[c]
        b -= q * np.array(Bv[:, j], dtype=float).ravel() * mu[c]
    W[:, 0] = b
    decoder = ReLUNet(((W, np.zeros(prior.dim)),))
    return LinearAttentionModel("C", prior.dim, M, (_fixed_router(coords, prior.dim),), decoder,
                                {"coordinates": coords, "independent": Sp})


def _compile_gaussian(prior, M, name):
    M = positive_int("M", M, minimum=1, maximum=prior.dim)
    res = optimal_adaptive(prior, M)
    seq, pol = [], res.policy
    while pol.coordinate is not None:
        seq.append(pol.coordinate)
        pol = pol.branches[0][2]
    seq += [c for c in range(prior.dim) if c not in seq][: M - len(seq)]
    C = np.array(prior.cov, dtype=float)
    mu = np.array(prior.mean, dtype=float).ravel()
    G = np.linalg.solve(C[np.ix_(seq, seq)], C[seq, :]).T          # D × M: E[θ|φ] = μ + G(φ − μ_S)
    W = np.hstack([(mu - G @ mu[seq])[:, None], G])
    if name == "A":
        routers = tuple(_fixed_router([c], prior.dim, n_in=1 + l) for l, c in enumerate(seq))
        return LinearAttentionModel(name, prior.dim, 1, routers, ReLUNet(((W, np.zeros(prior.dim)),)), {"sequence": seq})
    return LinearAttentionModel(name, prior.dim, M, (_fixed_router(seq, prior.dim),),
                                ReLUNet(((W, np.zeros(prior.dim)),)), {"coordinates": seq})


MAX_SIMULATION_WORK = 1e10          # token coordinates: ~3·10⁷ per CPU second, so about 5 minutes
MAX_SIMULATION_CONTEXTS = 50_000_000  # one float64 error per context is kept (400 MB)


def simulate(model, prior, n_tokens, n_contexts, sigma2=0.0, seed=0, chunk=None):
    """Monte Carlo MSE ``E‖θ̂ − θ‖²`` (mean and standard error) over sampled contexts.

    Contexts are generated and run in chunks of about 2·10⁷ token coordinates.
    """
    n_contexts = positive_int("n_contexts", n_contexts, minimum=2)
    n_tokens = positive_int("n_tokens", n_tokens)
    seed = seed_value("seed", seed)
    if not isinstance(prior, (TreePrior, GaussianPrior)):
        raise InputValueError(f"prior must be a TreePrior or GaussianPrior; got {type(prior).__name__}")
    if prior.dim != model.D:
        raise ShapeError(f"the prior has D={prior.dim} coordinates but the model was compiled for D={model.D}")
    work = n_contexts * n_tokens * model.D        # chunked, so memory is bounded; time and the error list are not
    if work > MAX_SIMULATION_WORK or n_contexts > MAX_SIMULATION_CONTEXTS:
        raise TooLargeError(f"simulate would process {work:.3g} token coordinates (n_contexts × n_tokens × D = "
                            f"{n_contexts} × {n_tokens} × {model.D}; limit {MAX_SIMULATION_WORK:.0e}, minutes of CPU) "
                            f"and keep {n_contexts:.3g} per-context errors (limit {MAX_SIMULATION_CONTEXTS:.0e}); "
                            "use fewer contexts or tokens")
    chunk = max(1, int(2e7 // (n_tokens * model.D))) if chunk is None else positive_int("chunk", chunk)
    errs = []
    for i, start in enumerate(range(0, n_contexts, chunk)):
        c = sample_contexts(prior, min(chunk, n_contexts - start), n_tokens, sigma2, seed=seed * 100003 + i)
        th, _, _ = model.run(c.X, c.y)
        errs.append(((th - c.theta) ** 2).sum(axis=1))
    e = np.concatenate(errs)
    return float(e.mean()), float(e.std(ddof=1) / np.sqrt(e.size))

