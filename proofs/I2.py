r"""I2 — with a Gaussian prior, depth gives no advantage.

Statement
---------
Since ``V_ℓ`` is deterministic (I1), the optimal adaptive strategy with L = M layers of
d = 1 equals the optimal non-adaptive one with L = 1, d = M.  Closed forms: isotropic
``Σ = s²I`` with M orthonormal channels and noise τ²: ``MSE = s²(D−M) + M s²τ²/(s²+τ²)``;
general Σ, unit channels, noiseless: the sum of the D − M smallest eigenvalues
(coordinate channels: the best Schur complement over subsets).

Derivation
----------
I1 makes ``V_L(Φ) = tr Cov(θ|Φ)`` a function of the measured set only, so by induction
every ``V_ℓ`` is, and ``E[V_{ℓ+1}(Φ⊕φ)|Φ] = V_{ℓ+1}(S ∪ {c})``: the recursion is a
minimisation over sequences whose value depends only on the set — the same minimum as
over sets.  The isotropic form is derived per coordinate in
:func:`theory.inference.closed_forms.gaussian_isotropic`.

Numeric check: exact (rational) set DP = exhaustive best set for random integer SPD Σ,
noiseless and noisy; the recursion over *posterior states with actual readings*
(Gauss–Hermite quadrature, no use of I1) gives the same value; the isotropic closed form
= DP exactly; the spectral form is met by the top eigenvectors and never beaten by 300
random orthonormal channel sets.
Negative control: on the (non-Gaussian) tree prior the same comparison finds
adaptive < non-adaptive, so the check can fail.
"""
import numpy as np
import sympy as sp

from theory.claims import Check, Claim, Outcome
from theory.inference import GaussianPrior, TreePrior, bellman_by_quadrature, optimal_adaptive, optimal_nonadaptive
from theory.inference import posterior
from theory.inference.closed_forms import gaussian_isotropic, gaussian_spectral

STATEMENT = (r"Gaussian prior: optimal adaptive MSE ($L=M$, $d=1$) = optimal non-adaptive MSE ($L=1$, $d=M$); "
             r"isotropic: $s^2(D-M) + M s^2\tau^2/(s^2+\tau^2)$; general $\Sigma$: sum of the $D-M$ smallest eigenvalues.")


def run():
    rng = np.random.default_rng(2)
    checks, numbers = [], {}
    mismatches, cases = [], 0
    for trial in range(4):
        D = int(rng.integers(3, 6))
        A = rng.integers(-2, 3, size=(D, D))
        prior = GaussianPrior(sp.Matrix(A @ A.T + np.eye(D, dtype=int)))
        for noise in (0, sp.Rational(1, 2)):
            for M in range(D + 1):
                a = optimal_adaptive(prior, M, noise=noise).mse
                n = optimal_nonadaptive(prior, M, noise=noise).mse
                cases += 1
                if a != n:
                    mismatches.append({"D": D, "M": M, "noise": str(noise), "adaptive": str(a), "nonadaptive": str(n)})
    checks.append(Check(f"exact adaptive DP = best fixed set ({cases} cases, rational Σ)", not mismatches,
                        f"{len(mismatches)} mismatches", mismatches[:3]))
    worst = 0.0
    for trial in range(3):
        D = int(rng.integers(2, 5))
        A = rng.normal(size=(D, D))
        prior = GaussianPrior(A @ A.T + 0.2 * np.eye(D))
        for M in range(min(D, 3) + 1):
            q = bellman_by_quadrature(prior, M, 0.3, points=3)
            a = optimal_adaptive(prior, M, noise=0.3).mse
            worst = max(worst, abs(q - a) / max(abs(a), 1e-300))
    checks.append(Check("Bellman recursion over actual readings (quadrature) = set DP", worst < 1e-9,
                        f"max rel gap {worst:.2g} (tol 1e-9)"))
    iso_bad = []
    s2, t2 = sp.Rational(3, 2), sp.Rational(1, 3)
    for noise in (0, t2):
        prior = GaussianPrior.isotropic(4, s2)
        for M in range(5):
            form = gaussian_isotropic(4, M).subs(**{"s^2": s2, "tau^2": noise}).expr
            dp = optimal_adaptive(prior, M, noise=noise).mse
            if sp.Rational(dp.numerator, dp.denominator) != form:
                iso_bad.append({"M": M, "noise": str(noise), "dp": str(dp), "closed form": str(form)})
    checks.append(Check("isotropic closed form = DP (D=4, s²=3/2, τ² ∈ {0, 1/3}, all M), exactly", not iso_bad,
                        f"{len(iso_bad)} mismatches", iso_bad[:3]))
    spec_gap, beaten = 0.0, 0
    for trial in range(3):
        D = int(rng.integers(3, 6))
        A = rng.normal(size=(D, D))
        Sig = A @ A.T + 0.1 * np.eye(D)
        lam, U = np.linalg.eigh(Sig)
        prior = GaussianPrior(Sig)
        for M in range(1, D):
            for noise in (0.0, 0.5):
                form = float(gaussian_spectral(lam.tolist(), M, noise).expr)
                top = U[:, ::-1][:, :M].T
                if noise == 0:
                    got = float(np.trace(posterior(prior, top, 0.0)))
                else:
                    got = float(np.trace(posterior(prior, top, noise)))
                spec_gap = max(spec_gap, abs(got - form) / form)
                for _ in range(300 // 6):
                    Q, _ = np.linalg.qr(rng.normal(size=(D, M)))
                    if np.trace(posterior(prior, Q.T, noise)) < form * (1 - 1e-9):
                        beaten += 1
    checks.append(Check("spectral form attained by the top-M eigenvectors", spec_gap < 1e-9, f"max rel gap {spec_gap:.2g}"))
    checks.append(Check("no random orthonormal channel set beats the spectral form", beaten == 0,
                        f"{beaten} random sets below the formula"))
    T = TreePrior(3, "1/2")
    ta, tn = optimal_adaptive(T, 2).mse, optimal_nonadaptive(T, 2).mse
    checks.append(Check("negative control: on the tree prior adaptive < non-adaptive (comparison can fail)", ta < tn,
                        f"T(3, 1/2), M=2: adaptive {ta}, non-adaptive {tn}"))
    numbers["exact cases"] = cases
    return Outcome(checks, numbers, {"isotropic closed form": gaussian_isotropic().expr})


CLAIM = Claim("I2", "Gaussian prior: depth gives no advantage", STATEMENT, run)
