r"""I1 — the Gaussian posterior covariance does not depend on the readings.

Statement
---------
For ``θ ~ N(μ, Σ)`` and readings ``φ = Rθ + ε``, ``ε ~ N(0, τ²I)``:
``Cov(θ | φ) = (Σ⁻¹ + RᵀR/τ²)⁻¹``, with the noiseless coordinate limit the Schur
complement.  So the MSE depends only on the measurement strategy, not on the function
vector's realisation.

Derivation (SymPy, generic 2-d Σ, generic functional, symbolic τ², φ, μ)
-------------------------------------------------------------------------
The log posterior is ``−½(θ−μ)ᵀΣ⁻¹(θ−μ) − |φ − Rθ|²/(2τ²)`` + const; a Gaussian's
covariance is minus the inverse Hessian in θ.  SymPy computes the Hessian: it equals
``−(Σ⁻¹ + RᵀR/τ²)`` and its derivative in φ is 0.  Woodbury,
``(Σ⁻¹ + RᵀR/τ²)⁻¹ = Σ − ΣRᵀ(RΣRᵀ + τ²I)⁻¹RΣ``, is checked symbolically, and the limit
τ² → 0 with R = e₁ᵀ is the Schur complement.

Numeric check: an independent Bayes computation — the posterior density evaluated on a
fine 2-d grid for two different readings — has the same covariance (and different
means); and :func:`theory.inference.posterior` on random SPD Σ (D ≤ 5), random
functionals and two reading vectors gives identical covariances.
Negative control: "the posterior *mean* does not depend on the readings" is refuted by
the same grid computation.
"""
import numpy as np
import sympy as sp

from theory.claims import Check, Claim, Outcome, bound_check, worst
from theory.inference import GaussianPrior, posterior
from theory.inference.strategies.gaussian import information_form

STATEMENT = (r"$\mathrm{Cov}(\theta\mid\phi) = (\Sigma^{-1} + R^{T}R/\tau^{2})^{-1}$ does not depend on $\phi$; "
             r"noiseless coordinate limit: the Schur complement.")


def symbolic():
    a, b, c, t = sp.symbols("a b c tau2", positive=True)
    r1, r2, phi, m1, m2, x1, x2 = sp.symbols("r1 r2 phi mu1 mu2 theta1 theta2", real=True)
    Sig = sp.Matrix([[a, b], [b, c]])
    R = sp.Matrix([[r1, r2]])
    th, mu = sp.Matrix([x1, x2]), sp.Matrix([m1, m2])
    logp = (-(th - mu).T * Sig.inv() * (th - mu) / 2)[0] - (phi - (R * th)[0]) ** 2 / (2 * t)
    H = sp.hessian(logp, (x1, x2))
    info = Sig.inv() + R.T * R / t
    hess_ok = sp.simplify(-H - info) == sp.zeros(2, 2)
    phi_free = sp.simplify(H.diff(phi)) == sp.zeros(2, 2)
    wood = sp.simplify(info.inv() - (Sig - Sig * R.T * (R * Sig * R.T + sp.Matrix([[t]])).inv() * R * Sig))
    e1 = sp.Matrix([[1, 0]])
    post = Sig - Sig * e1.T * (e1 * Sig * e1.T + sp.Matrix([[t]])).inv() * e1 * Sig
    lim = post.applyfunc(lambda z: sp.limit(z, t, 0))
    schur = sp.Matrix([[0, 0], [0, c - b ** 2 / a]])
    return hess_ok, phi_free, wood == sp.zeros(2, 2), sp.simplify(lim - schur) == sp.zeros(2, 2), info.inv()


def grid_posterior(Sig, mu, R, tau2, phi, n=801, width=7.0):
    """Posterior mean and covariance of a 2-d θ from densities on a grid (no Gaussian algebra)."""
    sd = np.sqrt(np.diag(Sig))
    xs = [np.linspace(mu[i] - width * sd[i], mu[i] + width * sd[i], n) for i in range(2)]
    X, Y = np.meshgrid(*xs, indexing="ij")
    P = np.stack([X - mu[0], Y - mu[1]], axis=-1)
    Si = np.linalg.inv(Sig)
    logp = -0.5 * np.einsum("...i,ij,...j->...", P, Si, P)
    pred = R[0, 0] * X + R[0, 1] * Y
    logp += -0.5 * (phi - pred) ** 2 / tau2
    w = np.exp(logp - logp.max())
    w /= w.sum()
    m = np.array([(w * X).sum(), (w * Y).sum()])
    cxx = (w * (X - m[0]) ** 2).sum()
    cyy = (w * (Y - m[1]) ** 2).sum()
    cxy = (w * (X - m[0]) * (Y - m[1])).sum()
    return m, np.array([[cxx, cxy], [cxy, cyy]])


def run():
    checks, numbers = [], {}
    hess_ok, phi_free, wood, schur, cov_expr = symbolic()
    checks.append(Check("Hessian of the log posterior = −(Σ⁻¹ + RᵀR/τ²) (SymPy, generic 2-d)", hess_ok, "simplify → 0"))
    checks.append(Check("∂Hessian/∂φ = 0: the covariance is free of the readings", phi_free, "simplify → 0"))
    checks.append(Check("Woodbury: (Σ⁻¹+RᵀR/τ²)⁻¹ = Σ − ΣRᵀ(RΣRᵀ+τ²)⁻¹RΣ", wood, "simplify → 0"))
    checks.append(Check("τ² → 0 with R = e₁ᵀ gives the Schur complement", schur, "limit − Schur simplifies to 0"))
    rng = np.random.default_rng(1)
    A = rng.normal(size=(2, 2))
    Sig, mu, R, tau2 = A @ A.T + 0.5 * np.eye(2), np.array([0.3, -0.2]), rng.normal(size=(1, 2)), 0.4
    (m1, c1), (m2, c2) = grid_posterior(Sig, mu, R, tau2, -1.5), grid_posterior(Sig, mu, R, tau2, 2.0)
    formula = posterior(GaussianPrior(Sig, mu), R, tau2)
    cov_gap = float(np.abs(c1 - c2).max())
    form_gap = float(max(np.abs(c1 - formula).max(), np.abs(c2 - formula).max()))
    checks.append(bound_check("grid Bayes: same posterior covariance for readings −1.5 and 2.0", cov_gap, upper=1e-6,
                              strict=True, what="max |Cov₁ − Cov₂|"))
    checks.append(bound_check("grid Bayes covariance = (Σ⁻¹ + RᵀR/τ²)⁻¹", form_gap, upper=1e-5, strict=True,
                              what="max gap"))
    mean_gap = float(np.abs(m1 - m2).max())
    checks.append(bound_check("negative control: 'the posterior mean is reading-free' passes the same grid test",
                              mean_gap, upper=1e-6, strict=True, what="max |mean₁ − mean₂|", control=True))
    largest = 0.0
    for trial in range(60):
        D = int(rng.integers(1, 6))
        m = int(rng.integers(1, D + 1))
        A = rng.normal(size=(D, D))
        prior = GaussianPrior(A @ A.T + 0.1 * np.eye(D), rng.normal(size=D))
        Rm, t2 = rng.normal(size=(m, D)), float(rng.uniform(0.05, 2))
        (_, ca), (_, cb) = (posterior(prior, Rm, t2, rng.normal(scale=5, size=m)) for _ in range(2))
        info = information_form(prior.cov, Rm, t2)
        largest = worst(largest, np.abs(ca - cb), np.abs(ca - info).max() / np.abs(info).max())
    checks.append(bound_check("60 random SPD Σ, functionals: library (Kalman-form) covariance = information form (the Kalman form "
                              "takes no reading; the grid check is the reading-dependence evidence)",
                              largest, upper=1e-9, strict=True, what="max gap"))
    numbers["grid points"] = 801 ** 2
    return Outcome(checks, numbers, {"posterior covariance (generic 2-d)": cov_expr})


CLAIM = Claim("I1", "Gaussian posterior covariance is reading-free", STATEMENT, run)
