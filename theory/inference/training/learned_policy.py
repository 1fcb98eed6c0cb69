r"""What a Model A routes to, read off its weights, and whether that is Bayes-optimal.

For a tree prior every leaf is run in mean field (readings exact), and each layer's
choice is recorded together with the *history* that led to it — the nodes read before
and whether each was on the path.  A history defines a Bayesian state: the leaves
consistent with it, uniformly likely, with ``M − ℓ + 1`` readings left.  The choice is
*optimal* when it is in the exact DP's argmin set at that state (the conditional prior is
a :class:`~theory.inference.priors.DiscretePrior` and :func:`~theory.inference.strategies.optimal.optimal_adaptive`
solves it in rational arithmetic).  This compares choices state by state, so a model that
deviates early is still judged on the states it actually reaches.

Works for any model with ``run_meanfield`` and ``d = 1`` (trained or compiled Model A).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache


from theory.errors import InputValueError
from theory.inference.strategies.optimal import optimal_adaptive
from theory.inference.priors.distributions import DiscretePrior, TreePrior


@dataclass(frozen=True)
class RoutingStep:
    """One reached state: ``layer`` (1-based), ``history`` (tuple of ``(node, on_path)``), the
    ``learned`` node, the DP's ``optimal`` nodes, ``agrees``, and ``probability`` of reaching it."""

    layer: int
    history: tuple
    learned: tuple
    optimal: tuple
    agrees: bool
    probability: Fraction

    def __str__(self):
        h = ", ".join(f"{n} {'on' if on else 'off'}" for n, on in self.history) or "start"
        mark = "=" if self.agrees else "≠"
        return f"layer {self.layer} after [{h}]: reads {self.learned} {mark} optimal {{{', '.join(map(str, self.optimal))}}}"


@lru_cache(maxsize=256)
def _optimal_nodes(prior_key, leaves, remaining):
    K, alpha = prior_key
    T = TreePrior(K, alpha)
    disc = T.to_discrete()
    p = Fraction(1, len(leaves))
    cond = DiscretePrior([disc.points[s] for s in leaves], [p] * len(leaves), disc.scales_sq)
    policy = optimal_adaptive(cond, remaining).policy
    return tuple(T.nodes[c] for c in policy.ties)


def routing_table(model, prior):
    """Every (layer, history) state the model reaches on ``prior`` (a TreePrior), its choice,
    and the DP's optimal choices there.

    >>> from theory.inference import TreePrior
    >>> from theory.inference.models.linear_attention import compile_model_a
    >>> T = TreePrior(2, "1/2")
    >>> rows = routing_table(compile_model_a(T, 2), T)
    >>> [str(r) for r in rows][:2]
    ['layer 1 after [start]: reads (1, 0) = optimal {(1, 0), (1, 1)}', 'layer 2 after [(1, 0) off]: reads (2, 2) = optimal {(2, 2), (2, 3)}']
    """
    if not isinstance(prior, TreePrior):
        raise InputValueError(f"prior must be a TreePrior; got {type(prior).__name__}")
    if getattr(model, "d", 1) != 1:
        raise InputValueError(f"routing_table needs a model with d = 1 key per layer (Model A); got d = {model.d}")
    if model.D != prior.dim:
        raise InputValueError(f"model has D = {model.D} coordinates but the prior has {prior.dim}")
    th = prior.theta_matrix()
    _, _, R = model.run_meanfield(th)
    coords = R[:, :, 0, :].argmax(axis=-1)                     # (leaves, L)
    inc = prior.incidence().astype(bool)                      # (leaves, D): node on the leaf's path
    key = (prior.depth, str(prior.alpha))
    L = coords.shape[1]
    states = {}
    for s in range(prior.n_leaves):
        hist = ()
        for l in range(L):
            c = int(coords[s, l])
            states.setdefault((l, hist), set()).add((s, c))
            hist = hist + ((c, bool(inc[s, c])),)
    rows = []
    for (l, hist), members in sorted(states.items(), key=lambda kv: (kv[0][0], str(kv[0][1]))):
        leaves = tuple(s for s in range(prior.n_leaves) if all(inc[s, c] == on for c, on in hist))
        learned = {c for _, c in members}
        if len(learned) != 1:
            raise InputValueError("the model's routing is not a function of its reading history")
        c = learned.pop()
        optimal = _optimal_nodes(key, leaves, L - l)
        rows.append(RoutingStep(l + 1, tuple((prior.nodes[x], on) for x, on in hist), prior.nodes[c], optimal,
                                prior.nodes[c] in optimal, Fraction(len(leaves), prior.n_leaves)))
    return rows


def policy_agreement(model, prior):
    """``(fraction of reached states where the choice is optimal, the same weighted by the
    probability of reaching each state per layer, rows)``."""
    rows = routing_table(model, prior)
    plain = sum(r.agrees for r in rows) / len(rows)
    L = max(r.layer for r in rows)
    weighted = sum(float(r.probability) for r in rows if r.agrees) / L
    return plain, weighted, rows
