r"""C4 — composition scores: bounds, scale invariance, and an exact random baseline.

Statement
---------
``comp(M_A, M_B) = ‖M_A M_B‖_F / (‖M_A‖_F ‖M_B‖_F)`` (Q: ``M_A = W_QK^{h2 T}``, K:
``M_A = W_QK^{h2}``, V: ``M_A = W_OV^{h2}``; ``M_B = W_OV^{h1}``) satisfies ``0 ≤ comp ≤ 1``,
is invariant to scaling either factor, and if either factor's distribution is invariant
under rotations of the shared d_model side, ``E[comp²] = 1/d_model`` exactly (here
"rotations" means the orthogonal group O(d); a Gaussian factor is O(d)-invariant).

Derivation
----------
Bounds: ``‖AB‖_F ≤ ‖A‖_F ‖B‖_F`` (Cauchy–Schwarz on each entry).  Scaling cancels between
numerator and denominator.  Baseline: let ``M_B = U N`` with U Haar-distributed on O(d).
The matrix ``E[U X Uᵀ]`` commutes with every orthogonal matrix, so it is ``c·I`` (Schur);
taking traces, ``c = tr X / d``.  Only ``X = NNᵀ`` (symmetric) is needed, for which SO(d)
suffices too.  (SymPy: the O(2) average of ``U X Uᵀ`` is ``tr(X)/2 · I`` for a generic X;
the SO(2) average is too for symmetric X, but keeps the antisymmetric part of a
generic one — in 2-d, rotations commute with the 90° rotation.)  Then ``E‖M_A U N‖² = tr(M_AᵀM_A · tr(NNᵀ)/d · I) = ‖M_A‖²‖N‖²/d``, and the
denominator does not depend on U.

Numeric check: random matrices for the bounds and scale invariance; every batched
method (cross, gram) = dense per-pair definition on random models, and = TransformerLens'
row-vector formulas; Monte Carlo estimates of ``E[comp²]`` (fixed structured M_A, Gaussian
M_B) with a 4-standard-error interval containing ``1/d`` for several shapes.
Negative control: a factor that is *not* rotation-invariant (M_B confined to M_A's input
subspace) gives ``E[comp²]`` far from ``1/d`` — the Monte Carlo test rejects it.
"""
import numpy as np
import sympy as sp

from theory.circuits import AttentionOnlyModel, composition_baseline, composition_score, composition_scores
from theory.claims import Check, Claim, Outcome, bound_check, close_check, worst

STATEMENT = (r"$\mathrm{comp}(M_A, M_B) = \|M_AM_B\|_F/(\|M_A\|_F\|M_B\|_F) \in [0,1]$, scale invariant, and "
             r"$\mathbb{E}[\mathrm{comp}^2] = 1/d_{\mathrm{model}}$ when one factor is rotation invariant.")


def haar_average_2d():
    """Haar averages of ``U X Uᵀ`` in 2-d: over O(2) for generic X, over SO(2) for symmetric X."""
    th = sp.Symbol("theta", real=True)
    a, b, c, d = sp.symbols("x11 x12 x21 x22")
    X = sp.Matrix([[a, b], [c, d]])
    rot = sp.Matrix([[sp.cos(th), -sp.sin(th)], [sp.sin(th), sp.cos(th)]])
    refl = rot * sp.diag(1, -1)

    def avg(Us, Y):
        tot = sum((U * Y * U.T for U in Us), sp.zeros(2, 2)) / len(Us)
        return tot.applyfunc(lambda e: sp.simplify(sp.integrate(e, (th, 0, 2 * sp.pi)) / (2 * sp.pi)))

    o2 = avg([rot, refl], X)
    Xs = X.subs(c, b)
    so2_sym = avg([rot], Xs)
    so2_gen = avg([rot], X)
    ok = (sp.simplify(o2 - X.trace() / 2 * sp.eye(2)) == sp.zeros(2, 2)
          and sp.simplify(so2_sym - Xs.trace() / 2 * sp.eye(2)) == sp.zeros(2, 2))
    return ok, o2, so2_gen


def X_trace_half(M):
    return M.trace() / 2 * sp.eye(2)


def tl_scores(model, kind):
    """TransformerLens' all_composition_scores on row-vector weights (reimplemented)."""
    tl = model.to_transformer_lens()
    L, H = tl["W_Q"].shape[:2]
    OV = np.einsum("lhdk,lhke->lhde", tl["W_V"], tl["W_O"])
    QK = np.einsum("lhdk,lhek->lhde", tl["W_Q"], tl["W_K"])
    right = {"Q": QK, "K": np.swapaxes(QK, -1, -2), "V": OV}[kind]
    out = np.zeros((L, H, L, H))
    for l2 in range(L):
        for h2 in range(H):
            for l1 in range(l2):
                for h1 in range(H):
                    A, B = OV[l1, h1], right[l2, h2]
                    out[l1, h1, l2, h2] = np.linalg.norm(A @ B) / (np.linalg.norm(A) * np.linalg.norm(B))
    return out


def mc_comp2(rng, d, r, n, aligned=False):
    MA = np.zeros((d, d))
    MA[:r, :r] = np.diag(np.arange(1, r + 1))          # fixed, structured, rank r
    vals = np.empty(n)
    for i in range(n):
        B = rng.normal(size=(d, r)) @ rng.normal(size=(r, d))
        if aligned:
            B[r:, :] = 0.0                               # confined to M_A's input subspace
        vals[i] = composition_score(MA, B) ** 2
    return vals.mean(), vals.std(ddof=1) / np.sqrt(n)


def run():
    rng = np.random.default_rng(4)
    checks, numbers = [], {}
    scores, bad_scale = [], 0.0
    for _ in range(300):
        m, k, n = rng.integers(1, 7, size=3)
        A, B = rng.normal(size=(m, k)), rng.normal(size=(k, n))
        s = composition_score(A, B)
        scores.append(s)
        a, b = rng.uniform(0.01, 100, size=2) * rng.choice([-1, 1], size=2)
        bad_scale = worst(bad_scale, abs(composition_score(a * A, b * B) - s))
    checks.append(bound_check("0 ≤ comp ≤ 1 on 300 random pairs", scores, lower=0.0, upper=1 + 1e-12, what="comp"))
    checks.append(bound_check("scale invariance (factors scaled by ±[0.01, 100])", bad_scale, upper=1e-12, strict=True,
                              what="max change"))
    gaps = {k: 0.0 for k in "QKV"}
    shapes = [(3, 3, 10, 3)] * 6 + [(3, 2, 400, 8)]      # d_model 400: Gram matrices in 2 blocks
    for seed, (L, H, d, dh) in enumerate(shapes):
        m = AttentionOnlyModel.random(L, H, d, dh, 6, 4, seed=seed)
        for kind in "QKV":
            dense = composition_scores(m, kind, method="dense")
            for method in ("cross", "gram"):
                gaps[kind] = worst(gaps[kind], np.abs(composition_scores(m, kind, method) - dense))
            gaps[kind] = worst(gaps[kind], np.abs(tl_scores(m, kind) - dense))
    checks.append(bound_check("batched (cross, gram; d_model 10 and 400) = dense per-pair = TransformerLens row-vector "
                              "formulas", list(gaps.values()), upper=1e-12, strict=True,
                              what="max abs diff " + ", ".join(f"{k}: {v:.2g}" for k, v in gaps.items()) + "; overall"))
    ok, avg, so2_gen = haar_average_2d()
    checks.append(Check("SymPy: Haar average of U X Uᵀ = tr(X)/2 · I (O(2), generic X; SO(2), symmetric X = NNᵀ)", ok,
                        f"O(2) average = {avg.tolist()}; note SO(2) on a generic X leaves the antisymmetric part "
                        f"{sp.simplify(so2_gen - X_trace_half(so2_gen)).tolist()}"))
    mc, means, baselines, tols = {}, [], [], []
    for d, r in ((8, 2), (16, 4), (32, 2), (64, 8)):
        mean, se = mc_comp2(rng, d, r, 3000)
        mc[f"d={d},r={r}"] = f"{mean:.5f} ± {se:.5f} (1/d = {1 / d:.5f})"
        means.append(mean)
        baselines.append(composition_baseline(d))
        tols.append(4 * se)
    inside = bound_check("", np.abs(np.subtract(means, baselines)) - np.array(tols), upper=0.0)
    checks.append(Check("Monte Carlo E[comp²] within 4 SE of 1/d_model (3000 draws each)", inside.passed,
                        "; ".join(mc.values()), finite=inside.finite))
    mean, se = mc_comp2(rng, 16, 4, 2000, aligned=True)
    checks.append(close_check("negative control: a non-rotation-invariant factor passes the same test (within 4 SE)",
                              mean, 1 / 16, rtol=0, atol=4 * se, control=True))
    numbers["monte carlo"] = mc
    m = AttentionOnlyModel.random(2, 4, 32, 8, 20, 8, seed=0)
    heat = {k: composition_scores(m, k)[0, :, 1, :].T for k in "QKV"}   # [l1,h1,l2,h2] -> rows h2, columns h1

    def draw(plt, path):
        fig, axes = plt.subplots(1, 3, figsize=(11, 3.6), layout="constrained")
        for ax, (k, Mx) in zip(axes, heat.items()):
            im = ax.imshow(Mx, vmin=0, vmax=max(v.max() for v in heat.values()), cmap="viridis")
            ax.set_title(f"{k}-composition")
            ax.set_xticks(range(Mx.shape[1]), [str(i + 1) for i in range(Mx.shape[1])])   # printed heads are 1-based
            ax.set_yticks(range(Mx.shape[0]), [str(i + 1) for i in range(Mx.shape[0])])
            ax.set_xlabel("head of layer 1")
            ax.set_ylabel("head of layer 2")
        fig.colorbar(im, ax=axes, shrink=0.8, label=f"score (RMS baseline √(1/d) = {np.sqrt(1 / 32):.2f})")
        fig.suptitle("composition scores, random 2-layer model (d_model 32, d_head 8)")
        fig.savefig(path, dpi=150, bbox_inches="tight")

    return Outcome(checks, numbers, {"Haar average over SO(2)": avg}, figures={"composition_heatmap": draw})


CLAIM = Claim("C4", "composition scores and their random baseline", STATEMENT, run)
