r"""C2 — path expansion of the logits, any depth.

Statement
---------
With the attention patterns frozen at their values on the input,
``T = (Id⊗W_U) · Π_{ℓ=L..1} (Id + Σ_{h∈H_ℓ} A^h⊗W^h_OV) · (Id⊗W_E)`` expands into one term
per choice of at most one head per layer, ``(A^{h_k}…A^{h_1}) ⊗ (W_U W^{h_k}_OV … W^{h_1}_OV W_E)``
of order k; there are ``Π_ℓ(1+|H_ℓ|)`` terms.  For L = 2 this is the paper's
``Id⊗W_U W_E + Σ_h A^h⊗(W_U W^h_OV W_E) + Σ_{h2,h1}(A^{h2}A^{h1})⊗(W_U W^{h2}_OV W^{h1}_OV W_E)``.

Derivation
----------
:func:`theory.circuits.path_expansion` builds the unexpanded SymPy product and derives
each term by choosing one summand per layer factor and applying the mixed-product rule
(C1).  Checks: (i) for L = 2, one head per layer, the derived terms are exactly the
paper's four terms; (ii) term counts equal ``Π(1+|H_ℓ|)`` for several shapes; (iii) with
explicit matrices substituted (SymPy's own ``kron``), the derived sum equals the
unexpanded product exactly in rational arithmetic, and the product applied to the
one-hot tokens equals the model's logits.

Numeric check: random models (1–3 layers, 1–3 heads), sum of the numeric term values =
forward-pass logits to 1e-9 relative; batched evaluation = naive per-term evaluation.

What would refute it: a missing or extra term, a term with the patterns in the wrong
order, or any model where the term sum differs from the logits.
Negative control: dropping the virtual-head (order ≥ 2) terms must break the equality.
"""
import numpy as np
import sympy as sp
from sympy.matrices.expressions.kronecker import KroneckerProduct as KP

from theory.circuits import AttentionOnlyModel, count_paths, path_expansion
from theory.circuits.symbolic import symbols as S
from theory.circuits.symbolic.explicit import as_sympy, dims, explicit_values, onehot, substitute
from theory.claims import Check, Claim, Outcome, bound_check, least, worst

STATEMENT = (r"$T = (\mathrm{Id}\otimes W_U)\prod_{\ell=L}^{1}\bigl(\mathrm{Id} + \sum_{h\in H_\ell} A^h\otimes "
             r"W_{OV}^h\bigr)(\mathrm{Id}\otimes W_E) = \sum_{\text{paths}} (A^{h_k}\cdots A^{h_1})\otimes"
             r"(W_U W_{OV}^{h_k}\cdots W_{OV}^{h_1} W_E)$, with $\prod_\ell(1+|H_\ell|)$ terms.")


def paper_two_layer():
    """The paper's two-layer formula, typed in, to compare the derivation against."""
    A1, A2 = S.pattern(0, 0, (1, 1)), S.pattern(1, 0, (1, 1))
    V1, V2 = S.ov(0, 0, (1, 1)), S.ov(1, 0, (1, 1))
    return [KP(sp.Identity(S.n_ctx), S.W_U * S.W_E), KP(A1, S.W_U * V1 * S.W_E), KP(A2, S.W_U * V2 * S.W_E),
            KP(A2 * A1, S.W_U * V2 * V1 * S.W_E)]


def exact_product_check(rng):
    """Derived sum = unexpanded product, exactly, with random integer matrices substituted."""
    model = AttentionOnlyModel.random(2, [2, 1], 2, 1, 2, 2, seed=int(rng.integers(1 << 30)), positional=False)
    e = path_expansion(model)
    n = 2
    ints = lambda r, c: rng.integers(-3, 4, size=(r, c)).astype(float)  # noqa: E731
    pats = [[ints(n, n) for _ in layer] for layer in model.heads]
    vals = explicit_values(model, patterns=pats, exact=True)
    for key in list(vals):
        if key.name.startswith("W_"):
            vals[key] = as_sympy(ints(*vals[key].shape), exact=True)
    sz = dims(model, n)
    diff = substitute(e.product, vals, sz) - substitute(e.expr, vals, sz)
    return sum(1 for x in diff if x != 0), diff.shape


def symbolic_meets_numeric(rng):
    """Explicit SymPy evaluation of every derived term = the numeric term values."""
    model = AttentionOnlyModel.random(2, [1, 2], 3, 2, 3, 3, seed=int(rng.integers(1 << 30)), positional=False)
    tokens = list(rng.integers(0, 3, size=3))
    e = path_expansion(model)
    num = e.evaluate(model, tokens)
    vals, sz = explicit_values(model, tokens), dims(model, len(tokens))
    t = sp.Matrix(onehot(tokens, model.n_vocab))
    term_err = 0.0
    for term, v in zip(e.terms, num.values):
        sym = substitute(term.pattern, vals, sz) * t * substitute(term.weight, vals, sz).T
        term_err = worst(term_err, np.abs(np.array(sym.evalf(), dtype=float) - v))
    T = substitute(e.product, vals, sz)
    logits = np.array((T * sp.Matrix(t.reshape(t.rows * t.cols, 1))).evalf(), dtype=float).reshape(len(tokens), -1)
    return term_err, worst(np.abs(logits - model.logits(tokens)))


def run():
    rng = np.random.default_rng(2021)
    checks, numbers = [], {}
    e2 = path_expansion(n_heads=[1, 1])
    derived = [t.expr for t in e2.terms]
    checks.append(Check("L=2 derivation = the paper's four terms", derived == paper_two_layer(),
                        f"derived: {e2}", [str(x) for x in derived]))
    shapes = [[1], [3], [1, 1], [2, 3], [12, 12], [1, 2, 3], [4, 4, 4, 4]]
    counts = {str(s): (len(path_expansion(n_heads=s).terms) if count_paths(s) <= 700 else count_paths(s),
                       int(np.prod([1 + h for h in s]))) for s in shapes}
    checks.append(Check("term count = Π(1+|H_ℓ|)", all(a == b for a, b in counts.values()),
                        f"(derived, formula): {counts}"))
    nz, shape = exact_product_check(rng)
    checks.append(Check("derived sum = unexpanded product, exact rationals (heads [2,1])", nz == 0,
                        f"{nz} non-zero entries in the {shape} difference"))
    term_err, logit_err = symbolic_meets_numeric(rng)
    checks.append(bound_check("SymPy explicit terms = numeric terms; SymPy product on tokens = logits",
                              [term_err, logit_err], upper=1e-12, what="max abs err (terms, logits)"))
    largest, naive_gap, truncated_gap, cases = 0.0, 0.0, np.inf, 0
    bad = None
    for seed in range(40):
        r = np.random.default_rng(seed)
        L = int(r.integers(1, 4))
        heads = [int(h) for h in r.integers(1, 4, size=L)]
        m = AttentionOnlyModel.random(L, heads, int(r.integers(2, 7)), int(r.integers(1, 5)), int(r.integers(2, 8)),
                                      6, seed=seed, scale=1.0)
        tokens = r.integers(0, m.n_vocab, size=int(r.integers(1, 7)))
        vals = path_expansion(m).evaluate(m, tokens)
        abs_err, rel_err = vals.max_error()
        if not rel_err <= 1e-9 and bad is None:
            bad = {"seed": seed, "n_heads": heads, "tokens": tokens.tolist()}
        largest = worst(largest, rel_err)
        naive = path_expansion(m).evaluate(m, tokens, method="naive")
        naive_gap = worst(naive_gap, np.abs(naive.total - vals.total))
        if L >= 2 and len(tokens) >= 2:
            trunc = sum(v for h, v in zip(vals.heads, vals.values) if len(h) < 2)
            truncated_gap = least(truncated_gap, float(np.abs(trunc - vals.logits).max() / np.abs(vals.logits).max()))
        cases += 1
    checks.append(bound_check(f"path sum = forward logits on {cases} random models", largest, upper=1e-9,
                              what="max rel err", counterexample=bad))
    checks.append(bound_check("batched evaluation = naive per-term evaluation", naive_gap, upper=1e-9,
                              what="max abs gap"))
    checks.append(bound_check("negative control: the sum without order>=2 terms passes the same test (≤ 1e-9)",
                              truncated_gap, upper=1e-9, what="smallest rel gap over multi-layer cases", control=True))
    numbers["random models"] = cases
    numbers["max rel err"] = largest
    return Outcome(checks, numbers, {"T (L=2, one head per layer)": e2.expr,
                                     "T (heads [2,1])": path_expansion(n_heads=[2, 1]).expr})


CLAIM = Claim("C2", "path expansion of the logits", STATEMENT, run)
