"""Routing tables read off Model A weights, judged against the exact DP (no torch needed)."""
from dataclasses import replace

import pytest

from theory.errors import InputValueError
from theory.inference import GaussianPrior, TreePrior
from theory.inference.training.learned_policy import policy_agreement, routing_table
from theory.inference.models.linear_attention import compile_model_a, compile_model_b
from theory.inference.models.mlp import ReLUNet


def test_compiled_model_a_routes_optimally_everywhere():
    for K, a, M in ((3, "1/2", 2), (3, "1/2", 3), (4, "3/4", 3)):
        T = TreePrior(K, a)
        plain, weighted, rows = policy_agreement(compile_model_a(T, M), T)
        assert plain == 1.0 and weighted == pytest.approx(1.0, rel=0, abs=1e-12)
        # one state at layer 1, at most 2^(ℓ−1) at layer ℓ
        assert sum(r.layer == 1 for r in rows) == 1
        assert all(sum(r.layer == ell for r in rows) <= 2 ** (ell - 1) for ell in range(1, M + 1))


def test_a_wrong_router_is_caught():
    """Permute router 2's outputs of the compiled model (mirror the subtrees): layer-2 choices
    become reads in the wrong subtree, which the DP does not mark optimal."""
    T = TreePrior(3, "1/2")
    m = compile_model_a(T, 2)
    perm = [T.index((k, i ^ (1 << (k - 1))) if k >= 2 else (k, i)) for k, i in T.nodes]
    layers = list(m.routers[1].layers)
    W, b = layers[-1]
    layers[-1] = (W[perm], b[perm])
    bad = replace(m, routers=(m.routers[0], ReLUNet(tuple(layers))))
    plain, _, rows = policy_agreement(bad, T)
    assert plain == pytest.approx(1 / 3, rel=0, abs=1e-12)
    assert [r.agrees for r in rows if r.layer == 2] == [False, False]


def test_routing_table_rejects_bad_input():
    T = TreePrior(2, "1/2")
    with pytest.raises(InputValueError, match="TreePrior"):
        routing_table(compile_model_a(T, 2), GaussianPrior.isotropic(6))
    with pytest.raises(InputValueError, match="d = 1"):
        routing_table(compile_model_b(T, 2), T)
    with pytest.raises(InputValueError, match="D = 6"):
        routing_table(compile_model_a(T, 2), TreePrior(3, "1/2"))


def test_trained_model_container_checks_its_inputs_without_torch():
    """TrainedLinearAttention is plain numpy: hand-built weights run and bad inputs are named."""
    import numpy as np

    from theory.errors import ShapeError
    from theory.inference.training.trained_model import TrainedLinearAttention
    from theory.inference.training.linear_attention import meanfield_mse
    T = TreePrior(2, "1/2")
    W = np.zeros((6, 2 * 7))
    W[[0, 2], [0, 7]] = 1.0                         # θ̂ copies the two readings back to their coordinates
    m = TrainedLinearAttention("B", 6, 2, np.zeros((2, 6)), (), ReLUNet(((W, np.zeros(6)),)), fixed=(0, 2))
    th_hat, phi, R = m.run_meanfield(T.theta_matrix())
    np.testing.assert_array_equal(th_hat[:, [0, 2]], T.theta_matrix()[:, [0, 2]])
    assert m.choices(T.theta_matrix()[:1]).tolist() == [[0, 2]]
    assert meanfield_mse(m, T)[0] > 0
    with pytest.raises(ShapeError, match="theta"):
        m.run_meanfield(np.zeros((3, 5)))
    with pytest.raises(InputValueError, match="X must be finite"):
        m.run(np.full((2, 4, 6), np.nan), np.zeros((2, 4)))
    with pytest.raises(ShapeError, match="y"):
        m.run(np.zeros((2, 4, 6)), np.zeros((2, 5)))
