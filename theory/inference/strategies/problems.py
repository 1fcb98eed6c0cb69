"""Finite measurement problems: support sets as bitmasks, splits by one coordinate reading.

A *problem* describes what the dynamic programs need of a finite prior:

* ``root`` — the bitmask of all support points;
* ``loss(mask)`` — the additive loss mass L(S) (:mod:`.loss`);
* ``splits(mask)`` — for every coordinate whose reading is not yet determined on S,
  the outcome classes ``[(outcome, submask), …]`` it would split S into;
* ``key(mask)`` — the memo key: the mask itself, or (tree prior, ``symmetric=True``) a
  canonical form of S under the tree's automorphisms (swapping the two children of any
  node), which leaves L and every optimal value unchanged.
"""
from __future__ import annotations

from functools import lru_cache

from theory.errors import InputTypeError
from theory.inference.strategies.loss import discrete_loss_mass, tree_loss_mass
from theory.inference.priors.distributions import DiscretePrior, TreePrior


@lru_cache(maxsize=None)
def canonical_leaf_set(mask, width):
    """Canonical string of a leaf set under child swaps ('E' empty, 'F' full, '(ab)' sorted halves).

    >>> canonical_leaf_set(0b0010, 4) == canonical_leaf_set(0b1000, 4)
    True
    >>> canonical_leaf_set(0b0011, 4) == canonical_leaf_set(0b0101, 4)
    False
    """
    if mask == 0:
        return "E"
    if mask == (1 << width) - 1:
        return "F"
    half = width // 2
    a = canonical_leaf_set(mask & ((1 << half) - 1), half)
    b = canonical_leaf_set(mask >> half, half)
    return "(" + (a + b if a <= b else b + a) + ")"


class TreeProblem:
    """The tree prior T(K, α) with noiseless coordinate channels (bit σ of a mask = leaf σ)."""

    def __init__(self, prior, symmetric=True):
        self.prior, self.K, self.alpha = prior, prior.depth, prior.alpha
        self.root = (1 << prior.n_leaves) - 1
        self.symmetric = symmetric
        self.sub = [self._subtree(k, i) for k, i in prior.nodes]

    def _subtree(self, k, i):
        width = 1 << (self.K - k)
        return ((1 << width) - 1) << (i * width)

    def loss(self, mask):
        return tree_loss_mass(self.K, self.alpha, mask)

    def splits(self, mask):
        out = []
        for c, sub in enumerate(self.sub):
            inside = mask & sub
            if inside and inside != mask:
                out.append((c, (("on path", inside), ("off path", mask & ~sub))))
        return out

    def key(self, mask):
        return canonical_leaf_set(mask, 1 << self.K) if self.symmetric else mask

    def coord_label(self, c):
        return str(self.prior.nodes[c])


class DiscreteProblem:
    """Any :class:`DiscretePrior` with noiseless coordinate channels (bit s = support point s)."""

    def __init__(self, prior):
        self.prior = prior
        self.root = (1 << prior.size) - 1
        self.classes = []
        for c in range(prior.dim):
            groups = {}
            for s, row in enumerate(prior.points):
                groups[row[c]] = groups.get(row[c], 0) | (1 << s)
            self.classes.append(sorted(groups.items(), key=lambda kv: kv[0]))

    def loss(self, mask):
        return discrete_loss_mass(self.prior, mask)

    def splits(self, mask):
        out = []
        for c, groups in enumerate(self.classes):
            parts = [(f"v={v}", mask & g) for v, g in groups if mask & g]
            if len(parts) > 1:
                out.append((c, tuple(parts)))
        return out

    def key(self, mask):
        return mask

    def coord_label(self, c):
        return f"θ[{c}]"


def problem_for(prior, symmetric=True):
    """The finite problem of a tree or discrete prior."""
    if isinstance(prior, TreePrior):
        if prior.symbolic:
            raise InputTypeError(f"alpha is symbolic ({prior.alpha}); the dynamic program needs a number "
                                 "(the closed forms in theory.inference.strategies.closed_forms accept symbols)")
        return TreeProblem(prior, symmetric)
    if isinstance(prior, DiscretePrior):
        return DiscreteProblem(prior)
    raise InputTypeError(f"prior must be a TreePrior or DiscretePrior here; got {type(prior).__name__}")
