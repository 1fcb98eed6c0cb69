"""Issue 33, items 13 and 15 (part): TransformerLens habits on the model objects, and loader notes.

* ``Forward.patterns`` / ``scores`` are one array ``[layer, head, q, k]`` (a tuple of
  ``[head, q, k]`` arrays when layers have different head counts), old ``[l][h]`` indexing kept;
* ``model.head("L1H0")`` takes the labels every report prints; bad labels name the valid range;
* ``Head.W_OV`` / ``W_QK`` are factored (``LowRankMatrix``) with ``.eigenvalues()``, checked
  against dense NumPy eigenvalues and against TransformerLens' ``FactoredMatrix``;
* ``load(..., attn_scale=)`` / ``theory analyse --attn-scale`` for a state dict whose scale is not
  √d_head, checked against a forward pass written here;
* loader notes name every ignored buffer, say no bias an RMSNorm model lacks, and Llama/GGUF
  models take ``n_ctx`` from ``max_position_embeddings`` / ``llama.context_length``.

Every expected value is computed here, independently of the code under test.
"""
import json

import numpy as np
import pytest

from theory.circuits import AttentionOnlyModel, LowRankMatrix, positivity
from theory.circuits.loading import load
from theory.circuits.heads.behaviour import repeated_random_tokens
from theory.circuits.formats.safetensors import save_safetensors
from theory.cli import main
from theory.errors import InputTypeError, InputValueError

from tests.circuits.test_load import gpt2_state  # noqa: E402
from tests.circuits.formats.test_huggingface import llama_state  # noqa: E402
import warnings

from theory.circuits.heads import mechanism as M
from theory.circuits.models.transformer import activation, Transformer
from theory.errors import TooLargeError

from tests.circuits.helpers import _err, _tl_state_dict, make, ref_ablated, ref_pass, scaled


def causal_softmax_here(S):
    n = S.shape[0]
    S = np.where(np.tril(np.ones((n, n), bool)), S, -np.inf)
    E = np.exp(S - S.max(axis=1, keepdims=True))
    return E / E.sum(axis=1, keepdims=True)


def patterns_here(m, tokens):
    """Every head's pattern of an attention-only model, from its weights (column convention)."""
    X = m.W_E[:, tokens].T + (0 if m.W_pos is None else m.W_pos[:, :len(tokens)].T)
    out = []
    for layer in m.heads:
        pats, add = [], np.zeros_like(X)
        for hd in layer:
            A = causal_softmax_here((X @ hd.W_Q.T) @ (X @ hd.W_K.T).T)
            pats.append(A)
            add += A @ X @ hd.W_V.T @ hd.W_O.T
        out.append(pats)
        X = X + add
    return out


# ------------------------------------------------------------------------------------ patterns
def test_forward_patterns_and_scores_are_one_layer_head_q_k_array():
    m = AttentionOnlyModel.random(2, 3, 8, 4, 10, 6, seed=0)
    t = [1, 5, 2, 7, 3]
    fwd = m.run(t)
    assert isinstance(fwd.patterns, np.ndarray) and fwd.patterns.shape == (2, 3, 5, 5)
    assert isinstance(fwd.scores, np.ndarray) and fwd.scores.shape == (2, 3, 5, 5)
    assert isinstance(m.patterns(t), np.ndarray) and isinstance(m.scores(t), np.ndarray)
    ref = patterns_here(m, t)
    for l in range(2):
        for h in range(3):
            np.testing.assert_allclose(fwd.patterns[l, h], ref[l][h], rtol=1e-12, atol=1e-14)
            assert fwd.patterns[l][h] is not None and np.array_equal(fwd.patterns[l][h], fwd.patterns[l, h])
    # the old list-of-lists habits still work on the array
    assert len(fwd.patterns) == 2 and [len(layer) for layer in fwd.patterns] == [3, 3]
    np.testing.assert_allclose(fwd.patterns.sum(axis=-1), 1.0, rtol=0, atol=1e-12)


def test_checkpoint_forward_patterns_are_one_array_too():
    sd, cfg = gpt2_state(d=16, H=2, L=3)
    t = load(sd, cfg)
    fwd = t.run([1, 2, 3, 4])
    assert isinstance(fwd.patterns, np.ndarray) and fwd.patterns.shape == (3, 2, 4, 4)
    assert isinstance(fwd.scores, np.ndarray) and fwd.scores.shape == (3, 2, 4, 4)
    assert isinstance(t.run([1, 2, 3], mlps=False).patterns, np.ndarray)


def test_layers_with_different_head_counts_give_one_array_per_layer():
    m = AttentionOnlyModel.random(3, [1, 3, 2], 8, 4, 10, 6, seed=1)
    t = [0, 4, 2, 9]
    fwd = m.run(t)
    assert isinstance(fwd.patterns, tuple) and [p.shape for p in fwd.patterns] == [(1, 4, 4), (3, 4, 4), (2, 4, 4)]
    assert [s.shape for s in fwd.scores] == [(1, 4, 4), (3, 4, 4), (2, 4, 4)]
    ref = patterns_here(m, t)
    for l, n in enumerate([1, 3, 2]):
        for h in range(n):
            np.testing.assert_allclose(fwd.patterns[l][h], ref[l][h], rtol=1e-12, atol=1e-14)


# ------------------------------------------------------------------------------------ head labels
def test_head_accepts_the_printed_labels():
    m = AttentionOnlyModel.random(2, 3, 8, 4, 10, 6, seed=0)
    for l in range(2):
        for h in range(3):
            assert m.head(f"L{l}H{h}") is m.heads[l][h] is m.head(l, h)
    sd, cfg = gpt2_state(d=16, H=2, L=3)
    t = load(sd, cfg)
    assert all(t.head(lab) is t.heads[int(lab[1])][int(lab[3])] for lab in t.head_labels)


@pytest.mark.parametrize("label,match", [
    ("L2H0", r"head label 'L2H0' does not exist: this model has layers 0\.\.1 with heads L0H0…L0H2, L1H0…L1H2"),
    ("L1H3", r"head label 'L1H3' does not exist"),
    ("l1h0", r"TransformerLens' 'L<layer>H<head>'.*got 'l1h0'.*layers 0\.\.1"),
    ("L1.H0", r"got 'L1\.H0'"),
    ("h(2,1)", r"'h\(2,1\)' is the 1-based label of the symbolic expansions; TransformerLens' label of that head "
               r"is 'L1H0'"),
    ("h2", r"TransformerLens' label of that head is 'L1H0'"),
])
def test_head_refuses_bad_labels_naming_them_and_the_range(label, match):
    m = AttentionOnlyModel.random(2, 3, 8, 4, 10, 6, seed=0)
    with pytest.raises(InputValueError, match=match):
        m.head(label)


def test_head_with_a_label_and_an_index_or_a_layer_alone_is_refused():
    m = AttentionOnlyModel.random(2, 3, 8, 4, 10, 6, seed=0)
    with pytest.raises(InputTypeError, match="layer"):
        m.head("L1H0", 0)
    with pytest.raises(InputTypeError, match="head needs a label like 'L1H0' or two 0-based integers"):
        m.head(1)


# ------------------------------------------------------------------------------------ factored circuits
def _nonzero_sorted(ev, tol):
    ev = np.asarray(ev, dtype=complex)
    ev = ev[np.abs(ev) > tol]
    return ev[np.lexsort((ev.imag.round(9), ev.real.round(9)))]


def test_w_ov_and_w_qk_are_factored_with_the_dense_nonzero_spectrum():
    m = AttentionOnlyModel.random(2, 2, 12, 3, 10, 6, seed=3)
    for layer in m.heads:
        for hd in layer:
            ov, qk = hd.W_OV, hd.W_QK
            assert isinstance(ov, LowRankMatrix) and isinstance(qk, LowRankMatrix)
            assert ov.shape == qk.shape == (12, 12) and ov.rank_bound == qk.rank_bound == 3
            dense_ov, dense_qk = hd.W_O @ hd.W_V, hd.W_Q.T @ hd.W_K
            np.testing.assert_allclose(ov.dense, dense_ov, rtol=1e-12, atol=1e-14)
            np.testing.assert_allclose(qk.dense, dense_qk, rtol=1e-12, atol=1e-14)
            for M, D in ((ov, dense_ov), (qk, dense_qk)):
                small = M.eigenvalues()
                assert small.shape == (3,)
                big = np.linalg.eigvals(D)                    # 12 eigenvalues, 9 of them ≈ 0
                tol = 1e-8 * np.abs(big).max()
                a, b = _nonzero_sorted(small, tol), _nonzero_sorted(big, tol)
                assert a.size == b.size == 3
                np.testing.assert_allclose(a, b, rtol=1e-8, atol=1e-10)


def test_factored_circuits_keep_dense_code_working():
    """What dense users wrote keeps its meaning: NumPy functions, arithmetic and indexing on the
    dense matrix; products with arrays stay factored; vectors as TransformerLens gives them."""
    m = AttentionOnlyModel.random(2, 2, 12, 3, 10, 6, seed=3)
    a, b = m.heads[0][1], m.heads[1][0]
    D_ov, D_qk = a.W_O @ a.W_V, b.W_Q.T @ b.W_K
    np.testing.assert_allclose(a.W_OV, D_ov, rtol=1e-12, atol=1e-14)
    np.testing.assert_allclose(np.linalg.eigvals(np.asarray(b.W_QK)), np.linalg.eigvals(D_qk), rtol=1e-8)
    assert float(np.abs(np.ones((12, 12)) - a.W_OV - (np.ones((12, 12)) - D_ov)).max()) < 1e-12
    assert abs(a.W_OV[3, 4] - D_ov[3, 4]) < 1e-12 and np.allclose(2 * a.W_OV, 2 * D_ov)
    full = m.W_U @ a.W_OV @ m.W_E                       # stays factored: n_vocab × n_vocab through d_head
    assert isinstance(full, LowRankMatrix) and full.rank_bound == 3
    assert abs(positivity(full) - positivity(m.W_U @ D_ov @ m.W_E)) < 1e-10
    kq = m.W_E.T @ b.W_QK @ a.W_OV @ m.W_E
    assert isinstance(kq, LowRankMatrix) and abs(positivity(kq) - positivity(m.W_E.T @ D_qk @ D_ov @ m.W_E)) < 1e-10
    x, y = np.arange(12.0), np.cos(np.arange(12.0))
    assert abs(x @ b.W_QK @ y - x @ D_qk @ y) < 1e-10 * (1 + abs(x @ D_qk @ y))


def test_factored_circuits_equal_transformer_lens_factored_matrix_eigenvalues():
    torch = pytest.importorskip("torch", reason="the peer check needs torch")
    pytest.importorskip("transformer_lens", reason="the peer check needs TransformerLens (the 'peers' extra)")
    from transformer_lens.FactoredMatrix import FactoredMatrix
    m = AttentionOnlyModel.random(2, 3, 12, 4, 10, 6, seed=5)
    tl = {k: torch.tensor(v) for k, v in m.to_transformer_lens(attn_scale=2.0).items()}     # TL's row layout
    for l in range(2):
        for h in range(3):
            theirs_ov = FactoredMatrix(tl["W_V"][l, h], tl["W_O"][l, h]).eigenvalues.numpy()
            theirs_qk = FactoredMatrix(tl["W_Q"][l, h] / 2.0, tl["W_K"][l, h].T).eigenvalues.numpy()   # ÷ attn_scale
            for ours, theirs in ((m.head(f"L{l}H{h}").W_OV, theirs_ov), (m.head(l, h).W_QK, theirs_qk)):
                a = np.sort_complex(np.asarray(ours.eigenvalues(), dtype=complex))
                b = np.sort_complex(np.asarray(theirs, dtype=complex))
                assert a.size == b.size == 4 and np.abs(b).max() > 0.1
                np.testing.assert_allclose(a, b, rtol=1e-9, atol=1e-12)


# ------------------------------------------------------------------------------------ attention scale
SCALE = 3.0     # not √d_head = 2


def tl_arrays(seed=0, L=2, H=2, d=8, dh=4, V=20, n=12):
    """A TransformerLens-layout attention-only state dict (row vectors), sharp enough that the
    attention scale changes the patterns."""
    rng = np.random.default_rng(seed)
    sd = {"embed.W_E": rng.normal(0, 1, (V, d)), "pos_embed.W_pos": rng.normal(0, 1, (n, d)),
          "unembed.W_U": rng.normal(0, 0.3, (d, V))}
    for l in range(L):
        sd.update({f"blocks.{l}.attn.W_Q": rng.normal(0, 1.2, (H, d, dh)),
                   f"blocks.{l}.attn.W_K": rng.normal(0, 1.2, (H, d, dh)),
                   f"blocks.{l}.attn.W_V": rng.normal(0, 0.5, (H, d, dh)),
                   f"blocks.{l}.attn.W_O": rng.normal(0, 0.5, (H, dh, d))})
    return sd


def tl_forward(sd, tokens, scale):
    """TransformerLens' attention-only forward pass (no LayerNorm, no biases), written here: scores
    ``(x W_Q)(x W_K)ᵀ / scale``; returns (patterns [layer][head], logits)."""
    x = sd["embed.W_E"][tokens] + sd["pos_embed.W_pos"][:len(tokens)]
    pats, l = [], 0
    while f"blocks.{l}.attn.W_Q" in sd:
        a = lambda k: sd[f"blocks.{l}.attn.{k}"]  # noqa: E731,B023
        out, layer = np.zeros_like(x), []
        for h in range(a("W_Q").shape[0]):
            A = causal_softmax_here((x @ a("W_Q")[h]) @ (x @ a("W_K")[h]).T / scale)
            layer.append(A)
            out += A @ (x @ a("W_V")[h]) @ a("W_O")[h]
        x, l = x + out, l + 1
        pats.append(layer)
    return pats, x @ sd["unembed.W_U"]


def test_load_with_attn_scale_computes_the_state_dicts_forward_pass():
    sd = tl_arrays()
    tokens = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]
    ref_p, ref_logits = tl_forward(sd, tokens, SCALE)
    t = load(sd, attn_scale=SCALE)
    fwd = t.run(tokens)
    np.testing.assert_allclose(fwd.logits, ref_logits, rtol=1e-10, atol=1e-10)
    for l in range(2):
        for h in range(2):
            np.testing.assert_allclose(fwd.patterns[l, h], ref_p[l][h], rtol=1e-10, atol=1e-12)
    assert t.attn_scale == SCALE and any("attention scale 1/3 (attn_scale=3 as given" in n for n in t.notes)
    assert not any("as given" in n for n in load(sd, attn_scale=2.0).notes)      # √d_head: nothing to point out
    # the check can fail: TransformerLens' default √d_head computes other patterns
    default = load(sd).run(tokens)
    assert np.abs(default.patterns - fwd.patterns).max() > 0.05
    # TransformerLens' own config spelling gives the same model; use_attn_scale=False is scale 1
    np.testing.assert_allclose(load(sd, {"attn_scale": SCALE}).run(tokens).patterns, fwd.patterns, rtol=0, atol=0)
    np.testing.assert_allclose(load(sd, {"use_attn_scale": False}, attn_scale=1).run(tokens).logits,
                               tl_forward(sd, tokens, 1.0)[1], rtol=1e-10, atol=1e-10)


@pytest.mark.parametrize("config,value,error,match", [
    ({"attn_scale": 2.0}, 3.0, InputValueError, r"attn_scale=3 but the config attn_scale=2\.0 says 2"),
    ({"use_attn_scale": False}, 3.0, InputValueError, r"attn_scale=3 but the config use_attn_scale=False says 1"),
    (None, 0.0, InputValueError, r"attn_scale must be a positive finite number; got 0\.0"),
    (None, float("nan"), InputValueError, r"attn_scale must be a positive finite number; got nan"),
    (None, "3", InputTypeError, r"attn_scale must be a positive real number; got '3'"),
    (None, True, InputTypeError, r"attn_scale must be a positive real number; got True"),
])
def test_attn_scale_is_validated_and_may_not_contradict_the_config(config, value, error, match):
    with pytest.raises(error, match=match):
        load(tl_arrays(), config, attn_scale=value)


def test_attn_scale_on_a_hugging_face_checkpoint_must_be_its_own():
    sd, cfg = gpt2_state(d=16, H=2, L=2)                       # d_head 8: scale √8
    assert load(sd, cfg, attn_scale=np.sqrt(8)).attn_scale == np.sqrt(8)
    with pytest.raises(InputValueError, match=r"attn_scale=3 but this checkpoint divides scores by 2\.82843 \(config "
                                              r"scale_attn_weights=true: √d_head\).*for TransformerLens state dicts"):
        load(sd, cfg, attn_scale=3.0)
    lsd, lcfg = llama_state()
    with pytest.raises(InputValueError, match=r"attn_scale=1 but this checkpoint divides scores by 2"):
        load(lsd, lcfg, attn_scale=1.0)


def _probe_here(sd, scale, length, n_seq, seed, V):
    """Previous-token, duplicate-token and induction attention (Olsson et al.'s probe on r r),
    from the forward pass written here."""
    acc = np.zeros((3, 4))
    T = length
    for row in repeated_random_tokens(V, T, n_seq, seed):
        pats, _ = tl_forward(sd, row, scale)
        flat = [A for layer in pats for A in layer]
        i = np.arange(T, 2 * T)
        acc += np.array([[np.mean([A[j, j - 1] for j in range(1, 2 * T)]) for A in flat],
                         [np.mean(A[i, i - T]) for A in flat], [np.mean(A[i, i - T + 1]) for A in flat]])
    return acc / n_seq


def test_cli_analyse_attn_scale_gives_the_forward_pass_scores(tmp_path, capsys):
    """A state dict of a model that divides by 1 (TransformerLens' use_attn_scale=False)."""
    sd = tl_arrays(seed=2)
    path = tmp_path / "tl.safetensors"
    save_safetensors(path, sd)
    got = {}
    for name, extra in (("given", ["--attn-scale", "1"]), ("default", [])):
        out = tmp_path / f"{name}.json"
        assert main(["analyse", str(path), "--json", str(out), "--quiet", *extra]) == 0
        got[name] = json.loads(out.read_text())
    capsys.readouterr()
    probe = got["given"]["behaviour_probe"]
    ref = {s: _probe_here(sd, s, probe["length"], probe["n_seq"], probe["seed"], 20) for s in (1.0, 2.0)}
    keys = ("previous_token", "duplicate_token", "induction")
    for name, s in (("given", 1.0), ("default", 2.0)):
        ours = np.array([[h["behaviour"][k] for h in got[name]["heads"]] for k in keys])
        np.testing.assert_allclose(ours, ref[s], rtol=1e-9, atol=1e-12)
    assert np.abs(ref[1.0] - ref[2.0]).max() > 0.05                   # the option changes the scores
    assert any("attention scale 1/1 (attn_scale=1 as given" in n for n in got["given"]["notes"])


@pytest.mark.parametrize("value", ["0", "-2", "nan", "inf"])
def test_cli_attn_scale_must_be_positive_and_finite(tmp_path, capsys, value):
    path = tmp_path / "tl.safetensors"
    save_safetensors(path, tl_arrays())
    with pytest.raises(SystemExit) as info:
        main(["analyse", str(path), "--quiet", "--attn-scale", value])
    assert info.value.code == 2 and "--attn-scale must be a positive finite number" in capsys.readouterr().err


# ------------------------------------------------------------------------------------ loader notes, n_ctx
def test_notes_name_every_ignored_buffer():
    sd = tl_arrays()
    for l in range(2):
        sd[f"blocks.{l}.attn.mask"] = np.tril(np.ones((12, 12)))
        sd[f"blocks.{l}.attn.IGNORE"] = np.array(-1e5)
    note = [n for n in load(sd).notes if "buffer" in n]
    assert note == ["ignored 4 non-parameter buffers (causal masks, rotary tables; not weights): "
                    "blocks.{0,1}.attn.mask, blocks.{0,1}.attn.IGNORE"]
    gsd, cfg = gpt2_state(d=16, H=2, L=4)
    for l in (0, 1, 2, 3):
        gsd[f"transformer.h.{l}.attn.bias"] = np.tril(np.ones((1, 1, 8, 8)))
    for l in (0, 1, 3):
        gsd[f"transformer.h.{l}.attn.masked_bias"] = np.array(-1e4)
    note = [n for n in load(gsd, cfg).notes if "buffer" in n]
    assert note == ["ignored 7 non-parameter buffers (causal masks, rotary tables; not weights): "
                    "transformer.h.{0..3}.attn.bias, transformer.h.{0,1,3}.attn.masked_bias"]


def test_rmsnorm_notes_mention_no_bias_the_model_lacks():
    lsd, lcfg = llama_state()
    notes = load(lsd, lcfg).notes
    assert not [n for n in notes if "bias" in n or "b_Q" in n], notes
    assert any(n.startswith("RMSNorm weights folded") for n in notes)
    assert any("their norm's weight applied" in n for n in notes)
    # LayerNorm (GPT-2) has biases, and its notes say so (the check can fail)
    gnotes = load(*gpt2_state()).notes
    assert any("their norm's weight and bias applied" in n for n in gnotes)
    assert any("folded into W_Q and b_Q" in n for n in gnotes)


def test_llama_n_ctx_is_max_position_embeddings():
    lsd, lcfg = llama_state()
    t = load(lsd, {**lcfg, "max_position_embeddings": 6})
    assert t.n_ctx == 6 and "n_ctx=6" in repr(t)
    with pytest.raises(InputValueError, match="longer than n_ctx=6"):
        t.run(list(range(7)))
    assert t.run(list(range(6))).logits.shape == (6, 20)
    assert load(lsd, lcfg).n_ctx is None                     # no field: unbounded, as before
    with pytest.raises(InputValueError, match="max_position_embeddings"):
        load(lsd, {**lcfg, "max_position_embeddings": 0})


def test_gguf_n_ctx_is_its_context_length(tmp_path):
    pytest.importorskip("gguf", reason="needs the 'gguf' extra")
    from tests.gguf_writer import write_llama_gguf
    lsd, lcfg = llama_state()
    path = tmp_path / "m.gguf"
    write_llama_gguf(lsd, {**lcfg, "max_position_embeddings": 48}, path, "F32")
    assert load(str(path)).n_ctx == 48


def test_transformer_lens_rotary_n_ctx_from_its_config():
    sd = tl_arrays()
    del sd["pos_embed.W_pos"]
    t = load(sd, {"positional_embedding_type": "rotary", "rotary_dim": 4, "n_ctx": 10})
    assert t.n_ctx == 10
    with pytest.raises(InputValueError, match=r"config n_ctx=5 but the weights have n_ctx = 12"):
        load(tl_arrays(), {"n_ctx": 5})


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_a_checkpoint_forward_pass_on_a_huge_sequence_is_refused_before_the_scores():
    """A rotary checkpoint (no n_ctx) ran a 100 000-token sequence into a 74.5 GiB score matrix: MemoryError
    (AttentionOnlyModel.run refused it; its checkpoint subclass did not)."""
    from theory.circuits.loading import load
    sd = _tl_state_dict()
    del sd["pos_embed.W_pos"]
    t = load(sd, config={"positional_embedding_type": "rotary", "rotary_dim": 4})
    assert t.n_ctx is None
    with pytest.raises(TooLargeError, match="forward pass on 100000 tokens would hold 1.04 TB at once"):
        t.run(np.zeros(100_000, int))
    assert np.isfinite(t.run([1, 2, 3]).logits).all()


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
def test_activations_overflow_to_their_limits_without_warnings():
    """silu's exp(−x) overflows for x ≲ −88 in float32 (−709 in float64): x/inf = −0 is the limit, no
    RuntimeWarning; gelu_new's x³ likewise."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for dt in (np.float32, np.float64):
            x = np.array([-1e3, -100.0, 0.0, 100.0], dtype=dt)
            got = activation("silu", x)
            assert np.all(np.isfinite(got)) and np.allclose(got, [0.0, -100 * np.exp(-100.0), 0.0, 100.0], rtol=1e-6,
                                                           atol=1e-40)
            assert activation("gelu_new", np.array([-1e30, 1e30], dtype=dt)).tolist() == [0.0, dt(1e30)]


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
@pytest.mark.parametrize("norm", ["RMSPre", "LNPre"])
@pytest.mark.parametrize("precision", ["single", "double"])
def test_norm_of_a_residual_beyond_sqrt_float_max(norm, precision):
    """W_V, W_O at 10¹⁵⁰ put the residual at ~10³⁰⁰: x² overflowed float64 in the norm and x/√inf gave a
    zero normalised residual — every later head attended uniformly, silently (with a numpy warning).  The
    forward pass's patterns and the mean ablation in both precisions against the scaled reference norm."""
    T = 4
    m = scaled(make(norm=norm, seed=5), V=1e150, O=1e150)
    tok = repeated_random_tokens(m.n_vocab, T, 2, 1)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        f = m.run(tok[0])
        reads = {(0, 1): [(1, 0), (2, 1)], (1, 1): [(2, 0)]}
        got = M.ablated_induction(m, reads, tok, T, precision=precision)
    pats = ref_pass(m, tok[0])[0]
    for l in range(m.n_layers):
        for h in range(m.n_heads[l]):
            assert np.abs(f.patterns[l][h] - pats[l][h]).max() <= 1e-9
    assert _err(got, ref_ablated(m, reads, tok, T)) <= (1e-5 if precision == "single" else 1e-9)


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
def test_forward_pass_overflow_in_the_embedding_is_named():
    rng = np.random.default_rng(0)
    heads = [[(rng.normal(size=(4, 8)), rng.normal(size=(4, 8)), rng.normal(size=(4, 8)), rng.normal(size=(8, 4)))]]
    m = Transformer(np.full((8, 10), 1.5e308), rng.normal(size=(10, 8)), heads, np.full((8, 16), 1.5e308))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(InputValueError, match="the embedding W_E \\+ W_pos is not finite"):
            m.run([1, 2, 3])
