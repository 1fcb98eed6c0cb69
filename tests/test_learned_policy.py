"""Routing tables read off Model A weights, judged against the exact DP (no torch needed)."""
from dataclasses import replace

import pytest

from theory.errors import InputValueError
from theory.inference import GaussianPrior, TreePrior
from theory.inference.learned_policy import policy_agreement, routing_table
from theory.inference.linear_attention import compile_model_a, compile_model_b
from theory.inference.mlp import ReLUNet


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
