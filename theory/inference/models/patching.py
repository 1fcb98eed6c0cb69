r"""Key patching in Model A (claim I7).

Target context with leaf σ, donor with leaf σ′ whose paths first differ at depth j.
Patching layer ℓ (1-based) replaces the target's key weights ``R_ℓ`` by the donor's.

Closed form for the compiled Model A (mean-field readings).  Layer ℓ reads a child of the
depth-(ℓ−1) path node, the left one (the DP's first optimal choice).
* ℓ ≤ j: donor and target share the path to depth ℓ−1 and their histories, so the donor's
  keys are the target's own — no effect.
* ℓ > j: the donor's node u is off the target's path, so the reading is 0 and the
  target's router takes it as "my left child is off the path".  That is wrong exactly when
  the target's path goes left at depth ℓ (probability 1/2); then every later reading is
  in the wrong subtree and reads 0 too.  The believed path is wrong from depth ℓ on:
  nodes at depths ℓ..M cost ``2α^k`` instead of 0, and at depths k > M the posterior
  spread costs ``α^k(1 + 2^{M−k})`` instead of ``α^k(1 − 2^{M−k})``.  Hence

      ΔL(j, ℓ) = [ℓ > j] · ( Σ_{k=ℓ}^{M} α^k + Σ_{k=M+1}^{K} α^k 2^{M−k} ),

  decreasing in ℓ (earlier layers hurt more) and independent of j beyond ℓ > j.  The
  loss is ``E(θ̂ᵀx_* − y_*)² = E‖θ̂ − θ‖² + σ²``, so ΔL is the MSE increase.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np
import sympy as sp

from theory.errors import InputTypeError, InputValueError
from theory.validation import positive_int, seed_value
from theory.inference.priors.distributions import TreePrior
from theory.inference.strategies.closed_forms import ClosedForm, alpha, generic_branch

_k = sp.Symbol("k", integer=True, positive=True)
_K, _M, _l = sp.symbols("K M ell", integer=True, positive=True)


@lru_cache(maxsize=None)
def _delta_loss_generic():
    first = generic_branch(sp.summation(alpha ** _k, (_k, _l, _M)))
    second = generic_branch(sp.summation(alpha ** _k * sp.Integer(2) ** (_M - _k), (_k, _M + 1, _K)))
    return sp.simplify(first + second)


def _delta_loss_domain(values):
    """ℓ ≤ M ≤ K (a layer of Model A, which reads at most K nodes), 1 ≤ j ≤ K; ΔL = 0 when ℓ ≤ j."""
    K, M, ell, j = (values.get(n) for n in ("K", "M", "ell", "j"))
    if isinstance(M, int) and M < 1:
        raise InputValueError(f"M must be ≥ 1 (Model A has M layers); got M = {M}")
    if isinstance(K, int) and isinstance(M, int) and M > K:
        raise InputValueError(f"M must be ≤ K = {K} (Model A reads one node per depth); got M = {M}")
    if isinstance(M, int) and isinstance(ell, int) and ell > M:
        raise InputValueError(f"ell must be a layer in [1, M = {M}]; got ell = {ell}")
    if isinstance(K, int) and isinstance(j, int) and not 1 <= j <= K:
        raise InputValueError(f"j must be a divergence depth in [1, K = {K}]; got j = {j}")
    if isinstance(j, int) and j < 1:
        raise InputValueError(f"j must be a divergence depth ≥ 1; got j = {j}")
    if isinstance(ell, int) and isinstance(j, int) and ell <= j:
        return 0
    return None


def delta_loss(K=None, M=None, ell=None, j=None):
    """``ΔL(j, ℓ)`` as a SymPy closed form (summations done by SymPy); 0 when ℓ ≤ j.

    Domain: ``1 ≤ ℓ ≤ M ≤ K`` and ``1 ≤ j ≤ K``; values outside it are refused (here or
    when the form is evaluated).  ``j`` selects the case, it is not a symbol of the formula.

    >>> delta_loss(K=3, M=3, ell=2, j=1)(alpha="1/2")
    Fraction(3, 8)
    >>> delta_loss(K=3, M=3, ell=1, j=1)(alpha="1/2")
    Fraction(0, 1)
    >>> delta_loss()(alpha="1/2", K=3, M=2, ell=3)
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: ell must be a layer in [1, M = 2]; got ell = 3
    """
    jsym = sp.Symbol("j", integer=True, positive=True)
    form = ClosedForm("ΔL", r"\Delta L", (jsym, _l), _delta_loss_generic(), domain=_delta_loss_domain)
    values = {n: v for n, v in (("K", K), ("M", M), ("ell", ell), ("j", j)) if v is not None}
    return form.subs(**values) if values else form


def leaves_differing_at(K, leaf, j):
    """Leaves whose path first differs from ``leaf``'s at depth j (1 ≤ j ≤ K)."""
    j = positive_int("j", j, maximum=K)
    return [s for s in range(2 ** K) if (s >> (K - j + 1)) == (leaf >> (K - j + 1)) and (s >> (K - j)) != (leaf >> (K - j))]


def _check_patch(model, prior, j, ell):
    if not isinstance(prior, TreePrior):
        raise InputTypeError(f"key patching is defined for a TreePrior; got {type(prior).__name__}")
    if not hasattr(model, "run_meanfield") or getattr(model, "D", None) != prior.dim:
        raise InputValueError(f"model must be a Model A for this prior (D = {prior.dim}); got {type(model).__name__}")
    positive_int("j", j, maximum=prior.depth)
    positive_int("ell", ell, maximum=model.n_layers)


def patched_meanfield(model, prior, j, ell):
    """Exact mean-field ΔL(j, ℓ): average over every target leaf and every donor at divergence depth j."""
    _check_patch(model, prior, j, ell)
    Th = prior.theta_matrix()
    tgt, don = [], []
    for s in range(prior.n_leaves):
        for s2 in leaves_differing_at(prior.depth, s, j):
            tgt.append(s)
            don.append(s2)
    tgt, don = np.array(tgt), np.array(don)
    _, _, R_don = model.run_meanfield(Th[don])
    clean, _, _ = model.run_meanfield(Th[tgt])
    patched, _, _ = model.run_meanfield(Th[tgt], patch={ell - 1: R_don[:, ell - 1]})
    err = lambda th: ((th - Th[tgt]) ** 2).sum(axis=1)  # noqa: E731
    return float(np.mean(err(patched) - err(clean))), tgt.size


def patched_simulation(model, prior, j, ell, n_tokens, n_pairs, sigma2=0.0, seed=0):
    """ΔL(j, ℓ) by simulation on sampled contexts: mean and standard error of the loss increase."""
    from theory.inference.models.data import sample_contexts
    _check_patch(model, prior, j, ell)
    n_tokens, n_pairs = positive_int("n_tokens", n_tokens), positive_int("n_pairs", n_pairs, minimum=2)
    rng = np.random.default_rng(seed_value("seed", seed))
    tl = rng.integers(0, prior.n_leaves, size=n_pairs)
    dl = np.array([rng.choice(leaves_differing_at(prior.depth, s, j)) for s in tl])
    Th = prior.theta_matrix()
    tgt = sample_contexts(prior, n_pairs, n_tokens, sigma2, seed=seed + 1, theta=Th[tl], leaves=tl)
    don = sample_contexts(prior, n_pairs, n_tokens, sigma2, seed=seed + 2, theta=Th[dl], leaves=dl)
    _, _, R_don = model.run(don.X, don.y)
    clean, _, _ = model.run(tgt.X, tgt.y)
    patched, _, _ = model.run(tgt.X, tgt.y, patch={ell - 1: R_don[:, ell - 1]})
    loss = lambda th: (np.einsum("bd,bd->b", th, tgt.x_query) - tgt.y_query) ** 2  # noqa: E731
    d = loss(patched) - loss(clean)
    return float(d.mean()), float(d.std(ddof=1) / np.sqrt(d.size))
