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
:func:`theory.inference.strategies.closed_forms.gaussian_isotropic`.

Numeric check.  *Independent of I1 and of the Gaussian conditioning formula:* (i) the
Bellman recursion over posterior states *with actual readings* (Gauss–Hermite quadrature
over each reading), where every posterior is a reweighting of one fixed cloud of prior
samples by the likelihood of the readings so far — no covariance formula, so a recursion
that ignored the readings would be far off — equals the set DP within 3% (the
importance-sampling error of 60 000 samples; calibrated on other seeds); (ii) end to end
against the truth: θ drawn from the prior, noisy readings taken along the DP's sequence,
θ estimated by the reweighted posterior mean; the simulated MSE is within 4 standard
errors of the DP value (mis-scaled readings would bias the estimate).  (iii) The isotropic
closed form = DP exactly; the spectral form is met by the top eigenvectors and never
beaten by 300 random orthonormal channel sets.
*Consequence, not evidence:* the exact set DP equals the best fixed set for rational Σ —
the DP's value is a minimum over sequences of a set function, which is a minimum over
sets by construction; reported as numbers only.
Negative controls (false variants through the same comparisons): the reweighting
recursion with the readings ignored; the end-to-end estimator with readings scaled by
1/2; on the (non-Gaussian) tree prior, "adaptive = non-adaptive".
"""
import numpy as np
import sympy as sp

from theory.claims import Check, Claim, Outcome, bound_check, close_check, least, worst
from theory.inference import GaussianPrior, TreePrior, optimal_adaptive, optimal_nonadaptive
from theory.inference import posterior
from theory.inference.strategies.closed_forms import gaussian_isotropic, gaussian_spectral

STATEMENT = (r"Gaussian prior: optimal adaptive MSE ($L=M$, $d=1$) = optimal non-adaptive MSE ($L=1$, $d=M$); "
             r"isotropic: $s^2(D-M) + M s^2\tau^2/(s^2+\tau^2)$; general $\Sigma$: sum of the $D-M$ smallest eigenvalues.")


TAU2 = 0.3                      # reading noise for the reading-level checks
CLOUD, POINTS, RTOL = 60_000, 3, 0.03   # fixed before the claim's seeds were run (calibrated on seeds 101-103)


def prior_cloud(prior, n, seed):
    """``n`` prior samples whose sample mean and covariance equal the prior's exactly."""
    z = np.random.default_rng(seed).normal(size=(n, prior.dim))
    z -= z.mean(axis=0)
    z = z @ np.linalg.inv(np.linalg.cholesky(np.cov(z, rowvar=False, bias=True))).T
    C, mu = np.array(prior.cov, dtype=float), np.array(prior.mean, dtype=float).ravel()
    return mu + z @ np.linalg.cholesky(C).T


def bellman_by_reweighting(prior, M, tau2, n=CLOUD, points=POINTS, seed=0, use_readings=True):
    """Optimal adaptive MSE by the Bellman recursion over posterior states given actual readings.

    A posterior state is a weight vector over one fixed cloud of prior samples; reading
    coordinate c with value φ multiplies the weights by ``exp(−(φ − θ_c)²/2τ²)``.  The
    expectation over φ is Gauss–Hermite quadrature of the current predictive (its mean and
    variance taken from the weighted cloud).  ``use_readings=False`` is the false variant.
    """
    th = prior_cloud(prior, n, seed)
    q = np.array([float(c) for c in prior.scales_sq])
    x, w = np.polynomial.hermite_e.hermegauss(points)
    w = w / w.sum()

    def V(wt, m):
        wt = wt / wt.sum()
        mean = wt @ th
        var = wt @ (th - mean) ** 2
        if m == 0:
            return float(q @ var)
        best = np.inf
        for c in range(prior.dim):
            sd = np.sqrt(var[c] + tau2)
            val = 0.0
            for xi, wi in zip(x, w):
                lik = np.exp(-(mean[c] + sd * xi - th[:, c]) ** 2 / (2 * tau2)) if use_readings else 1.0
                val += wi * V(wt * lik, m - 1)
            best = least(best, val)
        return best

    return V(np.ones(len(th)), M)


def simulate_against_truth(prior, sequence, tau2, n_true, n_cloud, seed, scale=1.0):
    """MSE (mean, standard error) of the reweighted posterior mean after noisy readings of a true θ."""
    rng = np.random.default_rng(seed)
    th = prior_cloud(prior, n_cloud, seed + 1)
    C, mu = np.array(prior.cov, dtype=float), np.array(prior.mean, dtype=float).ravel()
    q = np.array([float(c) for c in prior.scales_sq])
    truth = mu + rng.normal(size=(n_true, prior.dim)) @ np.linalg.cholesky(C).T
    phi = truth[:, sequence] + np.sqrt(tau2) * rng.normal(size=(n_true, len(sequence)))
    errs = np.empty(n_true)
    for s in range(0, n_true, 500):
        p = scale * phi[s:s + 500]
        logw = -((p[:, None, :] - th[None, :, sequence]) ** 2).sum(-1) / (2 * tau2)
        wt = np.exp(logw - logw.max(axis=1, keepdims=True))
        wt /= wt.sum(axis=1, keepdims=True)
        errs[s:s + 500] = ((wt @ th - truth[s:s + 500]) ** 2) @ q
    return float(errs.mean()), float(errs.std(ddof=1) / np.sqrt(n_true))


def dp_sequence(result):
    seq, pol = [], result.policy
    while pol.coordinate is not None:
        seq.append(pol.coordinate)
        pol = pol.branches[0][2]
    return seq


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
    numbers["consequence (not a check): set DP = best fixed set, exact cases"] = f"{cases - len(mismatches)} of {cases}"
    got, want, ignored, rows = [], [], [], {}
    for trial in range(3):
        D = int(rng.integers(2, 5))
        A = rng.normal(size=(D, D))
        prior = GaussianPrior(A @ A.T + 0.2 * np.eye(D))
        for M in range(1, min(D, 3) + 1):
            a = float(optimal_adaptive(prior, M, noise=TAU2).mse)
            b = bellman_by_reweighting(prior, M, TAU2, seed=trial)
            got.append(b)
            want.append(a)
            ignored.append(bellman_by_reweighting(prior, M, TAU2, n=2000, seed=trial, use_readings=False))
            rows[f"trial {trial}, D={D}, M={M}"] = f"reweighting {b:.5f} vs set DP {a:.5f}"
    checks.append(close_check(f"Bellman recursion over actual readings (posterior by reweighting {CLOUD} prior samples, "
                              f"quadrature) = set DP, {len(got)} cases", got, want, rtol=RTOL, atol=0))
    checks.append(close_check("negative control: the same recursion with the readings ignored = set DP (same test)",
                              ignored, want, rtol=RTOL, atol=0, control=True))
    numbers["reweighting recursion"] = rows
    A = np.random.default_rng(20).normal(size=(4, 4))
    prior = GaussianPrior(A @ A.T + 0.2 * np.eye(4))
    sim, dp, sim_scaled, sim_rows = [], [], [], {}
    for M in (1, 2, 3):
        res = optimal_adaptive(prior, M, noise=TAU2)
        seq = dp_sequence(res)
        mean, se = simulate_against_truth(prior, seq, TAU2, 4000, 20_000, seed=M)
        bad, bad_se = simulate_against_truth(prior, seq, TAU2, 4000, 20_000, seed=M, scale=0.5)
        sim.append((mean, se))
        sim_scaled.append((bad, bad_se))
        dp.append(float(res.mse))
        sim_rows[f"M={M}, reads {seq}"] = f"simulated {mean:.4f} ± {se:.4f} vs DP {float(res.mse):.4f}"
    z = [abs(m - d) / s for (m, s), d in zip(sim, dp)]
    z_bad = [abs(m - d) / s for (m, s), d in zip(sim_scaled, dp)]
    checks.append(bound_check("end to end: reweighted posterior mean from noisy readings of a true θ has the DP's MSE "
                              "(4000 draws per M, within 4 SE)", z, upper=4.0, what="max |sim − DP| / SE"))
    checks.append(bound_check("negative control: the same estimator with readings scaled by 1/2 passes (within 4 SE; "
                              "smallest deviation over M)", least(z_bad), upper=4.0, what="min |sim − DP| / SE",
                              control=True))
    numbers["end-to-end simulation"] = sim_rows
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
                spec_gap = worst(spec_gap, abs(got - form) / form)
                for _ in range(300 // 6):
                    Q, _ = np.linalg.qr(rng.normal(size=(D, M)))
                    if not np.trace(posterior(prior, Q.T, noise)) >= form * (1 - 1e-9):  # NaN counts
                        beaten += 1
    checks.append(bound_check("spectral form attained by the top-M eigenvectors", spec_gap, upper=1e-9, strict=True,
                              what="max rel gap"))
    checks.append(Check("no random orthonormal channel set beats the spectral form", beaten == 0,
                        f"{beaten} random sets below the formula"))
    T = TreePrior(3, "1/2")
    ta, tn = optimal_adaptive(T, 2).mse, optimal_nonadaptive(T, 2).mse
    checks.append(Check("negative control: on the (non-Gaussian) tree prior T(3, 1/2), M=2, adaptive = non-adaptive "
                        "(exact comparison)", ta == tn, f"adaptive {ta}, non-adaptive {tn}", control=True))
    numbers["exact cases"] = cases
    return Outcome(checks, numbers, {"isotropic closed form": gaussian_isotropic().expr})


CLAIM = Claim("I2", "Gaussian prior: depth gives no advantage", STATEMENT, run)
