r"""C3 — Q-, K- and V-composition in the scores.

Statement
---------
The scores of head h in layer ℓ are a bilinear form in the residual ``x_{ℓ−1}``, itself a
sum of path terms; expanding both sides gives, for ℓ = 2, the direct term
``Id⊗Id⊗(W_Eᵀ W^h_QK W_E)``, Q-composition (a layer-1 path on the query side),
K-composition (key side) and QK terms (both); the same for any layer.  The numeric sum of
the terms equals the actual scores.  V-composition is the order ≥ 2 OV terms of C2.
Only V-composition collapses to a fixed product of patterns; Q/K-composition changes
the pattern itself (inside the softmax).

Derivation
----------
``S = X_ℓ W_QK Xᵀ_ℓ`` and ``X_ℓ = Σ_p (P_p ⊗ W_p W_E)·t`` (C2 without the unembedding).
Substituting both sides, ``S = Σ_{p,q} P_p t (W_p W_E)ᵀ W_QK (W_q W_E) tᵀ P_qᵀ`` — the term
``P_p ⊗ P_q ⊗ W_Eᵀ W_pᵀ W_QK W_q W_E``.  :func:`theory.circuits.qk_expansion` derives
these terms from the unexpanded residual product (selection + mixed product, C1) and
labels them by which side passes through earlier heads.

Why only V collapses: ``A^h = softmax*(Σ terms)``; the Q/K terms are inside the softmax,
so removing them changes A^h (shown numerically below: the pattern computed from the
direct term alone differs from the real one), while the V-composition term is
``(A^{h_2}A^{h_1}) ⊗ …`` with A^{h_2}, A^{h_1} the model's own patterns, a product
evaluated outside any non-linearity.

Numeric check: random models (1–3 layers, 1–3 heads), every head: term sum = scores to
1e-9 relative; SymPy explicit evaluation of each term = its numeric value.
What would refute it: a head whose scores differ from the term sum.
Negative control: dropping the K-composition terms must break the equality.
"""
import numpy as np
import sympy as sp
from sympy.matrices.expressions.kronecker import KroneckerProduct as KP

from theory.circuits import AttentionOnlyModel, causal_softmax, path_expansion, qk_expansion
from theory.circuits.symbolic import symbols as S
from theory.circuits.symbolic.explicit import dims, explicit_values, onehot, substitute
from theory.claims import Check, Claim, Outcome, bound_check, least, worst

STATEMENT = (r"$S^{h} = \sum_{p,q} P_p\otimes P_q\otimes W_E^{T}W_p^{T}W_{QK}^{h}W_qW_E$ over residual paths "
             r"$p$ (query side) and $q$ (key side): direct, Q-, K- and QK-composition terms; only "
             r"V-composition collapses to a fixed product of patterns.")


def paper_direct_term():
    return KP(sp.Identity(S.n_ctx), sp.Identity(S.n_ctx), S.W_E.T * S.qk(1, 0, (1, 1)) * S.W_E)


def run():
    checks, numbers = [], {}
    e = qk_expansion(n_heads=[1, 1], layer=1, head=0)
    kinds = [t.kind for t in e.terms]
    checks.append(Check("layer-2 terms: direct, K, Q, QK", sorted(kinds) == ["K", "Q", "QK", "direct"],
                        f"kinds {kinds}"))
    checks.append(Check("direct term = Id⊗Id⊗W_EᵀW_QK W_E (paper)", e.by_kind("direct")[0].expr == paper_direct_term(),
                        str(e.by_kind("direct")[0])))
    largest, bad, cases, no_k_gap, sym_err = 0.0, None, 0, np.inf, 0.0
    for seed in range(30):
        r = np.random.default_rng(100 + seed)
        L = int(r.integers(1, 4))
        heads = [int(h) for h in r.integers(1, 4, size=L)]
        m = AttentionOnlyModel.random(L, heads, int(r.integers(2, 7)), int(r.integers(1, 5)), int(r.integers(2, 8)),
                                      6, seed=seed, scale=1.0)
        tokens = r.integers(0, m.n_vocab, size=int(r.integers(1, 7)))
        for l in range(L):
            for h in range(heads[l]):
                vals = qk_expansion(m, l, h).evaluate(m, tokens)
                _, rel = vals.max_error()
                if not rel <= 1e-9 and bad is None:
                    bad = {"seed": 100 + seed, "layer": l, "head": h}
                largest = worst(largest, rel)
                cases += 1
                if l >= 1 and len(tokens) >= 2:
                    no_k = vals.total - vals.by_kind()["K"]
                    no_k_gap = least(no_k_gap, float(np.abs(no_k - vals.scores).max() / np.abs(vals.scores).max()))
    checks.append(bound_check(f"term sum = scores for {cases} heads of 30 random models", largest, upper=1e-9,
                              what="max rel err", counterexample=bad))
    checks.append(bound_check("negative control: the sum without the K terms passes the same test (≤ 1e-9)",
                              no_k_gap, upper=1e-9, what="smallest rel gap", control=True))
    # symbolic meets numeric
    m = AttentionOnlyModel.random(2, [1, 2], 3, 2, 3, 3, seed=7, positional=False, scale=1.0)
    tokens = [2, 0, 1]
    vals, sz = explicit_values(m, tokens), dims(m, 3)
    t = sp.Matrix(onehot(tokens, 3))
    q = qk_expansion(m, 1, 1)
    for term, v in zip(q.terms, q.evaluate(m, tokens).values):
        sym = (substitute(term.query_pattern, vals, sz) * t * substitute(term.weight, vals, sz) * t.T
               * substitute(term.key_pattern, vals, sz).T)
        sym_err = worst(sym_err, np.abs(np.array(sym.evalf(), dtype=float) - v))
    checks.append(bound_check("SymPy explicit QK terms = numeric terms", sym_err, upper=1e-12, what="max abs err"))
    # only V collapses: Q/K terms change the pattern, V term is a fixed pattern product
    m = AttentionOnlyModel.random(2, [1, 1], 6, 3, 7, 6, seed=11, scale=1.0)
    tokens = [1, 4, 2, 6, 0, 3]
    fwd = m.run(tokens)
    qv = qk_expansion(m, 1, 0).evaluate(m, tokens)
    direct_only = causal_softmax(qv.by_kind()["direct"])
    dA = float(np.abs(direct_only - fwd.patterns[1][0]).max())
    checks.append(bound_check("Q/K-composition changes the layer-2 pattern (softmax of direct term alone ≠ A²)",
                              dA, lower=1e-3, strict=True, what="max |ΔA|"))
    pv = path_expansion(m).evaluate(m, tokens)
    A2A1 = fwd.patterns[1][0] @ fwd.patterns[0][0]
    W = m.W_U @ m.heads[1][0].W_OV @ m.heads[0][0].W_OV
    v_err = float(np.abs(pv.value(((0, 0), (1, 0))) - A2A1 @ fwd.residuals[0] @ W.T).max())
    checks.append(bound_check("V-composition term = (A²A¹) X₀ (W_U W²_OV W¹_OV)ᵀ, a fixed pattern product",
                              v_err, upper=1e-12, what="max abs err"))
    numbers["heads checked"] = cases
    numbers["max rel err"] = largest
    return Outcome(checks, numbers, {"scores of the layer-2 head (one head per layer)": e.expr})


CLAIM = Claim("C3", "Q-, K- and V-composition", STATEMENT, run)
