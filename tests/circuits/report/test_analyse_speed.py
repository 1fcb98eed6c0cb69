"""Issue 30 item 7 (speed) in the weight-based steps of ``theory analyse``, each against a reference
that does not share its code:

* the rotary previous-token score in single precision (``analyse``'s default) against the same
  score in double precision and against an explicit loop with rotation matrices; a head whose
  float32 scores overflow is recomputed in float64;
* the OV/QK/K-composition positivities of the report, now formed from one product per layer,
  against the dense products ``W_V (W_E W_U) W_O``, ``W_K (W_E W_Eᵀ) W_Qᵀ`` and
  ``W_K^i W_O^p W_V^p (W_E W_Eᵀ) W_Q^iᵀ`` of every head;
* ``embed_grams`` (one sweep of the vocabulary for a tied checkpoint) against ``W_E W_Eᵀ`` and
  ``W_E W_U`` formed explicitly;
* ``analyse``'s single-precision composition excess against double precision.
"""
import numpy as np
import pytest

from theory.circuits import AttentionOnlyModel
from theory.circuits.analysis.positivity import embed_gram, embed_grams, embed_unembed, positivity_of_eigenvalues
from theory.circuits.models.transformer import Transformer
from theory.circuits.loading import load
from theory.circuits.heads.previous_token import rotary_previous_token_scores, rotary_probe_tokens
from theory.circuits.report.analyse import analyse
from theory.circuits.models.transformer import Rotary
from theory.circuits.models.components import normalize
from theory.errors import InputValueError


def _gqa_rotary(seed=0, n_layers=3, n_heads=4, n_kv=2, d=24, dh=6, V=300, scale=1.0):
    """A random rotary model with grouped-query attention (heads of a group share W_K, W_V) and
    query/key biases, as the loaders build Llama-family checkpoints."""
    rng = np.random.default_rng(seed)
    g = lambda *s: rng.standard_normal(s) * 0.4          # noqa: E731
    heads, bq, bk = [], [], []
    for _ in range(n_layers):
        kv = [(g(dh, d), g(dh, d)) for _ in range(n_kv)]
        keys = [kv[h * n_kv // n_heads] for h in range(n_heads)]
        heads.append([(g(dh, d) * scale, K * scale, V_, g(d, dh)) for K, V_ in keys])
        kb = [g(dh) for _ in range(n_kv)]
        bq.append(g(n_heads, dh))
        bk.append(np.stack([kb[h * n_kv // n_heads] for h in range(n_heads)]))
    return Transformer(g(d, V), g(V, d), heads, biases={"b_Q": bq, "b_K": bk}, normalization="RMSPre",
                       rotary=Rotary(dh, 10000.0), n_ctx=64)


def _explicit_rotary_score(model, n_seq, seed=0):
    """The score's definition by a loop: rotation matrices R(j−i), every head's own W_Q, W_K, biases."""
    tokens = rotary_probe_tokens(model, n_seq=n_seq, seed=seed)
    L = tokens.shape[1]
    X = normalize(model.normalization, model.W_E.T, model.eps)
    out = []
    for l, layer in enumerate(model.heads):
        for h, hd in enumerate(layer):
            R = {o: model.rotary.matrix(o, hd.d_head) for o in range(-L + 1, 1)}
            total = 0.0
            for t in tokens:
                q = X[t] @ hd.W_Q.T + model.biases["b_Q"][l][h]
                k = X[t] @ hd.W_K.T + model.biases["b_K"][l][h]
                for i in range(1, L):
                    s = np.array([q[i] @ R[j - i] @ k[j] for j in range(i + 1)])
                    a = np.exp(s - s.max())
                    total += a[i - 1] / a.sum()
            out.append(total / (len(tokens) * (L - 1)))
    return np.asarray(out)


def test_rotary_score_single_precision_agrees_with_double_and_the_definition():
    m = _gqa_rotary()
    single = rotary_previous_token_scores(m, n_seq=4, precision="single")
    double = rotary_previous_token_scores(m, n_seq=4, precision="double")
    ref = _explicit_rotary_score(m, n_seq=4)
    assert np.all(np.isfinite(single)) and np.all(np.isfinite(ref))
    assert np.max(np.abs(double - ref)) <= 1e-12
    assert np.max(np.abs(single - ref)) <= 1e-5
    # negative control: the score of another seed is not within the tolerance (the check discriminates)
    other = rotary_previous_token_scores(m, n_seq=4, seed=1, precision="single")
    assert np.max(np.abs(other - ref)) > 1e-3


def test_rotary_score_recomputes_a_float32_overflow_in_float64():
    """q·k of about 10⁴⁰ overflows float32 (max 3.4·10³⁸) but not float64: single equals double there."""
    m = _gqa_rotary(scale=1e20)
    single = rotary_previous_token_scores(m, n_seq=2, precision="single")
    double = rotary_previous_token_scores(m, n_seq=2, precision="double")
    assert np.all(np.isfinite(double))
    assert np.max(np.abs(single - double)) <= 1e-12
    with pytest.raises(InputValueError, match="overflow float64"):
        rotary_previous_token_scores(_gqa_rotary(scale=1e160), n_seq=2, precision="single")
    with pytest.raises(InputValueError, match="precision must be 'double' or 'single'; got 'half'"):
        rotary_previous_token_scores(m, n_seq=2, precision="half")


def _dense_positivities(model, report):
    EU = model.W_E @ model.W_U
    EE = model.W_E @ model.W_E.T
    heads = [hd for layer in model.heads for hd in layer]
    pos = lambda M: float(positivity_of_eigenvalues(np.linalg.eigvals(M)))   # noqa: E731
    ov = [pos(hd.W_V @ EU @ hd.W_O) for hd in heads]
    qk = [pos(hd.W_K @ EE @ hd.W_Q.T) for hd in heads]
    kqk = []
    for i, b in enumerate(heads):
        j = report.partners["K"][0][i]
        kqk.append(np.nan if j < 0 else pos(b.W_K @ heads[j].W_O @ heads[j].W_V @ EE @ b.W_Q.T))
    return np.asarray(ov), np.asarray(qk), np.asarray(kqk)


@pytest.mark.parametrize("which", ["gqa-rotary", "attention-only"])
def test_report_positivities_equal_the_dense_products(which):
    m = _gqa_rotary() if which == "gqa-rotary" else AttentionOnlyModel.random(3, 3, 16, 4, 40, 12, seed=2)
    r = analyse(m, behaviour=False)
    ov, qk, kqk = _dense_positivities(m, r)
    assert np.max(np.abs(r.ov_positivity - ov)) <= 1e-10
    assert np.max(np.abs(r.qk_positivity - qk)) <= 1e-10
    later = np.isfinite(kqk)
    assert later.sum() == len(kqk) - m.n_heads[0] and np.array_equal(np.isfinite(r.kcomp_positivity), later)
    assert np.max(np.abs(r.kcomp_positivity[later] - kqk[later])) <= 1e-10


def test_embed_grams_of_a_tied_checkpoint_equal_the_explicit_products(tmp_path):
    from tests.circuits.models.test_sizes import write_llama
    m = load(write_llama(tmp_path / "tied", n_layers=2, n_heads=4, n_kv=2, d_model=32, d_head=8, d_mlp=48,
                         n_vocab=5000))
    assert getattr(m, "tied_unembedding", None) is not None
    (EE, se), (EU, su) = embed_grams(m)
    assert np.array_equal(EE, embed_gram(m)[0]) and np.array_equal(EU, embed_unembed(m)[0])
    WE, WU = np.asarray(m.W_E), np.asarray(m.W_U)
    for got, scales, want in ((EE, se, WE @ WE.T), (EU, su, WE @ WU)):
        assert np.max(np.abs(np.prod(scales) * got - want)) <= 1e-10 * np.abs(want).max()


def test_analyse_composition_in_single_precision_agrees_with_double():
    m = _gqa_rotary(n_layers=4)
    single, double = analyse(m, behaviour=False), analyse(m, behaviour=False, precision="double")
    for k in "QKV":
        a, b = single.excess[k], double.excess[k]
        assert np.max(np.abs(a - b)) <= 1e-4 * np.abs(b).max()
    assert np.max(np.abs(single.prev_token - double.prev_token)) <= 1e-5
    with pytest.raises(InputValueError, match="precision"):
        analyse(m, behaviour=False, precision="half")


def test_the_plan_lists_only_the_steps_analyse_runs():
    """The up-front plan of the default run has no rule-v3 step (it does not run) and counts the
    single-precision steps at twice the rate; with rule v3 the step is listed."""
    from theory.circuits.report.plan import analyse_plan
    from theory.circuits.models.sizes import Shape
    s = Shape.llama(n_layers=30, n_heads=9, n_kv=3, d_model=576, d_head=64, d_mlp=1536, n_vocab=49152)
    default = analyse_plan(s, load=False, induction=False, precision="single")
    v3 = analyse_plan(s, load=False, precision="double")
    assert not any(st.what.startswith("expected induction") for st in default)
    assert any(st.what.startswith("expected induction") for st in v3)
    comp = lambda plan: next(st for st in plan if st.what.startswith("composition"))   # noqa: E731
    assert comp(default).macs == comp(v3).macs and comp(default).seconds == comp(v3).seconds / 2
    said = []
    analyse(_gqa_rotary(), progress=said.append)
    said_v3 = []
    analyse(_gqa_rotary(), progress=said_v3.append, induction_rule="expected_induction")
    assert said[0].startswith("plan: 5 steps") and said_v3[0].startswith("plan: 6 steps")


def test_the_reported_rotary_score_uses_fewer_contexts_only_where_it_decides_no_label():
    from theory.circuits.heads.previous_token import REPORT_ROTARY_SEQUENCES, ROTARY_SEQUENCES
    m = _gqa_rotary()
    v4, v3 = analyse(m, behaviour=False), analyse(m, behaviour=False, induction_rule="expected_induction")
    assert (v4.prev_sequences, v3.prev_sequences) == (REPORT_ROTARY_SEQUENCES, ROTARY_SEQUENCES) == (64, 256)
    assert "(64 contexts, seed 0)" in v4.legend_items()["previous_token_score"]
    assert "(256 contexts, seed 0)" in v3.legend_items()["previous_token_score"]
    assert np.array_equal(v4.prev_token, rotary_previous_token_scores(m, n_seq=64, precision="single"))
    assert np.array_equal(v3.prev_token, rotary_previous_token_scores(m, precision="single"))


@pytest.mark.parametrize("scale", [1e-12, 1e-3, 1e6, 1e12])
def test_rotary_single_precision_holds_at_tiny_and_huge_scales(scale):
    m = _gqa_rotary(scale=scale)
    single = rotary_previous_token_scores(m, n_seq=3, precision="single")
    double = rotary_previous_token_scores(m, n_seq=3, precision="double")
    assert np.all(np.isfinite(single)) and np.max(np.abs(single - double)) <= 1e-5


def test_mean_ablation_in_single_precision_agrees_with_double(tmp_path):
    """analyse's default ablates in float32: every read score within 1e-5 of the float64 passes (which
    test_forward_speed checks against full reference passes); ablating another head moves the scores
    by more than that (the comparison discriminates); the MLP's float32 path against its float64 one."""
    from tests.circuits.models.test_sizes import write_llama
    from theory.circuits.heads.behaviour import repeated_random_tokens
    from theory.circuits.heads.mechanism import ablated_induction
    m = load(write_llama(tmp_path / "deep", n_layers=5, n_heads=4, n_kv=2, d_model=48, d_head=12, d_mlp=96,
                         n_vocab=500, seed=3))
    tokens = repeated_random_tokens(m.n_vocab, 8, 6, 0)
    reads = {(0, 1): [(2, 0), (3, 3), (4, 1)], (1, 2): [(2, 0), (4, 2)], (3, 0): [(4, 1)]}
    single = ablated_induction(m, reads, tokens, 8, precision="single")
    double = ablated_induction(m, reads, tokens, 8, precision="double")
    diffs = [abs(single[j][i] - double[j][i]) for j in reads for i in reads[j]]
    assert np.all(np.isfinite(diffs)) and max(diffs) <= 1e-5
    # on a model with an induction circuit: the same agreement, and ablating the previous-token head moves
    # the induction score far more than the tolerance (the comparison discriminates)
    from theory.circuits import induction_model
    from theory.circuits.heads.behaviour import behaviour_scores
    ind = induction_model(n_vocab=12, n_ctx=16)
    toks = repeated_random_tokens(ind.n_vocab, 6, 4, 0)
    s1 = ablated_induction(ind, {(0, 0): [(1, 0)]}, toks, 6, precision="single")[(0, 0)][(1, 0)]
    d1 = ablated_induction(ind, {(0, 0): [(1, 0)]}, toks, 6, precision="double")[(0, 0)][(1, 0)]
    clean = behaviour_scores(ind, 6, 4, 0).induction[1]
    assert abs(s1 - d1) <= 1e-5 and clean - s1 > 0.1
    X = np.random.default_rng(0).standard_normal((3, 7, 48))
    f64, f32 = m.mlps[2](X), m.mlps[2](X, dtype=np.float32)
    assert f32.dtype == np.float32 and np.max(np.abs(f32 - f64)) <= 1e-5 * np.abs(f64).max()
    with pytest.raises(InputValueError, match="precision must be 'double' or 'single'; got 'half'"):
        ablated_induction(m, reads, tokens, 8, precision="half")
