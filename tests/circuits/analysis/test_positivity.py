"""Positivity (C5): real matrices with complex eigenvalues, huge finite weights, eigenproblems too large."""
import warnings

import numpy as np
import pytest

from theory.circuits.models.transformer import Transformer
from theory.errors import TooLargeError

from tests.circuits.helpers import _pos


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_dense_positivity_refuses_a_matrix_whose_eigenproblem_is_too_large():
    """positivity(M) on a dense 9000×9000 matrix started an O(n³) eigenvalue solve (a random one: ~7 CPU minutes,
    extrapolated from n = 1500 on the loaded machine; this structured one happens to deflate fast)."""
    from theory.circuits.analysis.positivity import positivity
    M = np.broadcast_to(np.eye(1, 9000), (9000, 9000))       # no 650 MB allocation for the probe itself
    with pytest.raises(TooLargeError, match=r"dense 9000×9000 matrix .* O\(n³\) = 7\.3e\+11 operations; n ≤ 8192"):
        positivity(M)
    assert positivity(np.diag([1.0, 2.0, -1.0])) == 0.5


@pytest.mark.found_by('mutation testing (tools/mutation.py), issue 26: a mutant only the claims or the peer tests killed (tests/test_fast_kills.py)')
@pytest.mark.parametrize("a, b", [(1.0, 1.0), (1.0, 3.0), (-2.0, 0.5)])
def test_positivity_of_a_real_matrix_with_complex_eigenvalues(a, b):
    """[[a, −b], [b, a]] has eigenvalues a ± ib: positivity 2a / (2√(a² + b²)), conjugated by a random S
    (Σ|Re λ| in the denominator gives sign(a) instead)."""
    from theory.circuits.analysis.positivity import positivity, positivity_of_eigenvalues
    S = np.random.default_rng(0).normal(size=(2, 2)) + 2 * np.eye(2)
    M = S @ np.array([[a, -b], [b, a]]) @ np.linalg.inv(S)
    expected = a / np.hypot(a, b)
    assert abs(positivity(M) - expected) < 1e-12
    assert abs(positivity_of_eigenvalues([a + 1j * b, a - 1j * b]) - expected) < 1e-15
    # with a real eigenvalue added: (2a + 3) / (2√(a² + b²) + 3)
    M3 = np.zeros((3, 3))
    M3[:2, :2], M3[2, 2] = M, 3.0
    assert abs(positivity(M3) - (2 * a + 3) / (2 * np.hypot(a, b) + 3)) < 1e-12


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
@pytest.mark.parametrize("big", [1e150, 1e200])
def test_analyse_positivities_of_huge_finite_weights(big):
    """Positivity is scale-free, but analyse formed W_V (W_E W_U) W_O and W_K (W_E W_Eᵀ) W_Q^T (and the
    K-composition QK term through the partner) from the raw weights: at 1e200 they overflowed to inf and
    analyse died with LinAlgError 'Array must not contain infs or NaNs' after numpy warnings.  Now the
    unit-scale model's numbers (dense reference on the unscaled weights), and the forward probe refused by
    name in a note, without warnings."""
    from theory.circuits.report.analyse import analyse
    rng = np.random.default_rng(0)
    d, V = 12, 15
    base = [[(rng.normal(size=(4, d)), rng.normal(size=(4, d)), rng.normal(size=(4, d)), rng.normal(size=(d, 4)))
             for _ in range(2)] for _ in range(2)]
    W_E, W_U = rng.normal(size=(d, V)), rng.normal(size=(V, d))
    m = Transformer(W_E, W_U, [[tuple(w * big for w in hd) for hd in lay] for lay in base])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        r = analyse(m)
    flat = [hd for lay in base for hd in lay]
    ov = [_pos(np.linalg.eigvals(V_ @ W_E @ W_U @ O)) for Q, K, V_, O in flat]
    qk = [_pos(np.linalg.eigvals(K @ W_E @ W_E.T @ Q.T)) for Q, K, V_, O in flat]
    assert np.abs(r.ov_positivity - ov).max() <= 1e-9 and np.abs(r.qk_positivity - qk).max() <= 1e-9
    checked = 0
    for i in range(4):
        j = r.induction_partner[i] if r.induction_partner[i] >= 0 else r.partners["K"][0][i]
        if j >= 0:
            (Q, K, _, _), (_, _, Vp, Op) = flat[i], flat[j]
            assert abs(r.kcomp_positivity[i] - _pos(np.linalg.eigvals(K @ Op @ Vp @ W_E @ W_E.T @ Q.T))) <= 1e-9
            checked += 1
    assert checked == 2
    if big == 1e200:
        assert any("forward pass overflowed" in note for note in r.notes)
