r"""I3 — adaptive strategies on the tree prior: MSE exponential in the number of readings.

Statement
---------
For T(K, α) with M noiseless coordinate readings the optimal adaptive MSE is
``MSE_ad(M) = Σ_{j=1}^{K−M} α^{M+j}(1 − 2^{−j})`` → ``α^{M+1}/((1−α)(2−α))`` as K → ∞,
achieved by "read a child of the deepest known path node".

Derivation
----------
*Achievability.* Reading a child of the deepest known path node identifies one more
path node per reading (if the child is off the path, its sibling is on it), so after M
readings the posterior is uniform on the ``2^{K−M}`` leaves below the depth-M path node;
each of the ``2^{j}`` candidates at depth M+j has probability ``2^{−j}`` and contributes
``α^{M+j} 2^{−j}(1 − 2^{−j})``.  SymPy sums this (``summation``) and takes K → ∞ (``limit``).
*Optimality (counting bound).* At depth k the MSE is ``α^k E[1 − Σ_u P(u|o)²]``.  For one
outcome o, ``Σ_u P(u,o)²/P(o) ≤ max_u P(u,o) ≤ 2^{−k}``; an adaptive M-reading strategy has
at most ``2^M`` outcomes, so ``E Σ_u P(u|o)² ≤ min(1, 2^{M−k})`` and
``MSE ≥ Σ_k α^k (1 − 2^{M−k})⁺`` — which SymPy shows is identical to ``MSE_ad(M)``.

Numeric check: the exact dynamic program (rational arithmetic, memoised on the tree's
symmetry classes) equals the closed form for every K ≤ 5, M ≤ K and α ∈ {1/10, 1/3, 1/2,
3/4, 19/20}; at every state the DP's policy reaches, its choice is a child of the
deepest known path node; the per-depth counting bound holds on the DP's policy.
Negative controls: the non-adaptive optimum does not reach ``MSE_ad(M)``; a perturbed
formula (``1 − 2^{−j−1}``) disagrees with the DP.
"""
from fractions import Fraction

import sympy as sp

from theory.claims import Check, Claim, Outcome, close_check
from theory.inference import TreePrior, optimal_adaptive, optimal_nonadaptive
from theory.inference.strategies.closed_forms import (S_K, S_M, adaptive_counting_bound, alpha, mse_adaptive,
                                           mse_adaptive_limit)

STATEMENT = (r"$\mathrm{MSE}_{\mathrm{ad}}(M) = \sum_{j=1}^{K-M}\alpha^{M+j}(1-2^{-j}) \to "
             r"\frac{\alpha^{M+1}}{(1-\alpha)(2-\alpha)}$, achieved by reading a child of the deepest known path node.")

ALPHAS = [Fraction(1, 10), Fraction(1, 3), Fraction(1, 2), Fraction(3, 4), Fraction(19, 20)]


def deepest_known(prior, leaves):
    """The deepest node whose subtree contains every leaf still possible (depth 0 = root)."""
    K = prior.depth
    for k in range(K, -1, -1):
        if len({s >> (K - k) for s in leaves}) == 1:
            return k, next(iter(leaves)) >> (K - k)
    return 0, 0


def policy_states(prior, policy):
    """Yield (set of possible leaves, node of the policy) for every state the policy reaches."""
    def rec(leaves, pol):
        yield leaves, pol
        if pol.coordinate is None:
            return
        k, i = prior.nodes[pol.coordinate]
        on = {s for s in leaves if s >> (prior.depth - k) == i}
        for outcome, _, child in pol.branches:
            yield from rec(on if outcome == "on path" else leaves - on, child)
    yield from rec(set(range(prior.n_leaves)), policy)


def depth_concentration(prior, policy):
    """``E_o Σ_u P(u|o)²`` per depth k for the final outcomes of a policy."""
    out = [Fraction(0)] * (prior.depth + 1)
    for leaves, pol in policy_states(prior, policy):
        if pol.coordinate is not None:
            continue
        p_o = Fraction(len(leaves), prior.n_leaves)
        for k in range(1, prior.depth + 1):
            counts = {}
            for s in leaves:
                counts[s >> (prior.depth - k)] = counts.get(s >> (prior.depth - k), 0) + 1
            out[k] += p_o * sum(Fraction(c, len(leaves)) ** 2 for c in counts.values())
    return out


def run():
    checks, numbers = [], {}
    form = mse_adaptive()
    bad, cases = [], 0
    policy_bad, ties_elsewhere, bound_bad = [], 0, []
    for a in ALPHAS:
        for K in range(1, 6):
            prior = TreePrior(K, a)
            for M in range(K + 1):
                res = optimal_adaptive(prior, M)
                closed = form.subs(K=K, M=M)(alpha=a)
                cases += 1
                if res.mse != closed:
                    bad.append({"alpha": str(a), "K": K, "M": M, "dp": str(res.mse), "closed form": str(closed)})
                for leaves, pol in policy_states(prior, res.policy):
                    if pol.coordinate is None:
                        continue
                    k0, i0 = deepest_known(prior, leaves)
                    children = {prior.index((k0 + 1, 2 * i0)), prior.index((k0 + 1, 2 * i0 + 1))}
                    if pol.coordinate not in children:
                        policy_bad.append({"alpha": str(a), "K": K, "M": M, "read": prior.nodes[pol.coordinate],
                                           "deepest known": (k0, i0)})
                    ties_elsewhere += len(set(pol.ties) - children)
                conc = depth_concentration(prior, res.policy)
                for k in range(1, K + 1):
                    if conc[k] > min(1, Fraction(2) ** (M - k)):
                        bound_bad.append({"alpha": str(a), "K": K, "M": M, "k": k, "E sum P^2": str(conc[k])})
    checks.append(Check(f"exact DP = closed form ({cases} cases: K ≤ 5, M ≤ K, 5 values of α)", not bad,
                        f"{len(bad)} mismatches", bad[:3]))
    checks.append(Check("the DP's policy reads a child of the deepest known path node at every reached state",
                        not policy_bad, f"{len(policy_bad)} deviations; other equally-good choices seen: {ties_elsewhere}",
                        policy_bad[:3]))
    checks.append(Check("counting bound E Σ_u P(u|o)² ≤ min(1, 2^(M−k)) on the DP's policies", not bound_bad,
                        f"{len(bound_bad)} violations", bound_bad[:3]))
    gap = sp.simplify(adaptive_counting_bound().expr - form.expr)
    checks.append(Check("counting lower bound ≡ MSE_ad(K, M) (SymPy): the child policy is optimal", gap == 0,
                        f"LB_ad − MSE_ad simplifies to {gap}"))
    lim = mse_adaptive_limit()
    target = alpha ** (S_M + 1) / ((1 - alpha) * (2 - alpha))
    checks.append(Check("lim_{K→∞} MSE_ad = α^{M+1}/((1−α)(2−α)) (SymPy limit)", sp.simplify(lim.expr - target) == 0,
                        f"limit = {lim.expr}"))
    far = float(form.subs(K=60, M=3)(alpha=Fraction(1, 2)))
    checks.append(close_check("MSE_ad(K=60, M=3) ≈ the K→∞ limit at α=1/2", far, float(lim.subs(M=3)(alpha="1/2")),
                              rtol=0, atol=1e-12))
    T = TreePrior(4, Fraction(1, 2))
    na = optimal_nonadaptive(T, 3).mse
    checks.append(Check("negative control: the best non-adaptive set attains MSE_ad (exact comparison)",
                        na == form.subs(K=4, M=3)(alpha="1/2"),
                        f"T(4,1/2), M=3: non-adaptive {na} vs MSE_ad {form.subs(K=4, M=3)(alpha='1/2')}", control=True))
    wrong = sp.Sum(alpha ** (S_M + sp.Symbol("j")) * (1 - 2 ** (-sp.Symbol("j") - 1)), (sp.Symbol("j"), 1, S_K - S_M))
    wrong_val = wrong.subs({S_K: 4, S_M: 2, alpha: sp.Rational(1, 2)}).doit()
    dp_val = optimal_adaptive(T, 2).mse
    checks.append(Check("negative control: the perturbed formula 1−2^(−j−1) = the DP (exact comparison)",
                        sp.Rational(dp_val.numerator, dp_val.denominator) == wrong_val,
                        f"DP {dp_val} vs perturbed {wrong_val}", control=True))
    numbers["cases"] = cases
    return Outcome(checks, numbers, {"MSE_ad(K, M)": form.expr, "K -> infinity": lim.expr,
                                     "counting lower bound": adaptive_counting_bound().expr})


CLAIM = Claim("I3", "tree prior: adaptive MSE is exponential in M", STATEMENT, run)
