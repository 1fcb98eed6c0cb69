"""Posterior-mean MSE of finite priors, as additive *loss masses*.

For a set S of support points still consistent with the readings, write
``π(S) = Σ_{s∈S} π_s``.  The posterior-mean squared error, weighted by the probability of
arriving at S, is the loss mass

    L(S) = Σ_c q_c [ Σ_{s∈S} π_s v_{s,c}² − (Σ_{s∈S} π_s v_{s,c})² / π(S) ],

so the MSE of a strategy is the sum of L over its final outcome classes — additive,
which is what makes the dynamic program exact and cheap.  For the tree prior
(``v`` ∈ {0, 1}, ``π_s = 2^{−K}``, ``q_c = α^{k_c}``) this is
``2^{−K} Σ_c α^{k_c} n_c (n − n_c)/n`` with ``n = |S|`` and ``n_c`` the number of leaves
of S below node c.
"""
from __future__ import annotations


def bits(mask):
    """Indices of the set bits of ``mask``."""
    out, i = [], 0
    while mask:
        if mask & 1:
            out.append(i)
        mask >>= 1
        i += 1
    return out


def discrete_loss_mass(prior, mask):
    """``L(S)`` for a :class:`~theory.inference.priors.DiscretePrior` and the support set ``mask`` (bitmask).

    >>> from theory.inference.priors import DiscretePrior
    >>> p = DiscretePrior([[0], [1]], ["1/2", "1/2"])
    >>> discrete_loss_mass(p, 0b11), discrete_loss_mass(p, 0b01)
    (Fraction(1, 4), Fraction(0, 1))
    """
    idx = bits(mask)
    mass = sum(prior.probs[s] for s in idx)
    if mass == 0:
        return mass
    total = 0 * mass
    for c in range(prior.dim):
        s1 = sum(prior.probs[s] * prior.points[s][c] for s in idx)
        s2 = sum(prior.probs[s] * prior.points[s][c] ** 2 for s in idx)
        total += prior.scales_sq[c] * (s2 - s1 * s1 / mass)
    return total


def tree_depth_coefficients(K, mask):
    """``[S_1, …, S_K]`` with ``S_k = Σ_{c at depth k} n_c (n − n_c)/n`` (exact Fractions).

    The tree loss mass is ``2^{−K} Σ_k α^k S_k``: a polynomial in α.
    """
    from fractions import Fraction
    n = bin(mask).count("1")
    out = []
    for k in range(1, K + 1):
        width = 1 << (K - k)
        block = (1 << width) - 1
        acc = 0
        for i in range(1 << k):
            nc = bin((mask >> (i * width)) & block).count("1")
            acc += nc * (n - nc)
        out.append(Fraction(acc, n) if n else Fraction(0))
    return out


def tree_loss_mass(K, alpha, mask):
    """``L(S)`` for the tree prior T(K, α) and the leaf set ``mask`` (bit σ = leaf σ).

    >>> from fractions import Fraction
    >>> tree_loss_mass(1, Fraction(1, 2), 0b11)   # two nodes, each on the path w.p. 1/2: α(1/4 + 1/4)
    Fraction(1, 4)
    """
    coeffs = tree_depth_coefficients(K, mask)
    return sum(alpha ** k * s for k, s in enumerate(coeffs, start=1)) / (1 << K)
