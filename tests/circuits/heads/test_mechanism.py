"""Issue 30 (items 2–6), issue 33 (items 2–4), issue 32 (item 8 ``analyse``, item 11 ``report.py`` mutants):
roles from behaviour, the K-composition mechanism confirmed by mean ablation, the weights rule measured
against behaviour, the user's own prompt, output at 300 heads, every printed baseline the model's own.

The fast part runs on constructed and random models; the deep part on a 4-layer Llama with MLPs trained
here (tests/trained_llama.py, ``deep_llama``, ~35 CPU-s once per run), as safetensors and GGUF."""
import json
import os
import re
from fractions import Fraction

import numpy as np
import pytest

from theory.circuits import AttentionOnlyModel, induction_model
from theory.circuits.report import analyse as R
from theory.circuits.report import figures as F
from theory.circuits.heads.behaviour import BEHAVIOUR_THRESHOLD, behaviour_scores, repeated_random_tokens
from theory.circuits.heads.mechanism import head_outputs_mean, induction_mechanism, mean_ablated
from theory.circuits.report.prompt import encode_prompt, greedy_encode, parse_heads, parse_token_ids
from theory.circuits.report.analyse import analyse, previous_token_baseline, previous_token_scores, previous_token_threshold, rotary_previous_token_scores
from theory.circuits.models.transformer import Rotary, Transformer
from theory.cli import main
from theory.errors import InputTypeError, InputValueError

from tests.trained_llama import deep_llama  # noqa: F401  (session fixture)

from tests.paths import ROOT
import warnings

from theory.circuits.heads import mechanism as M
from theory.circuits.heads.behaviour import Behaviour

from tests.circuits.helpers import _err, make, ref_ablated, scaled


def _ind():
    return induction_model(n_vocab=12, n_ctx=16)


def _zero_query(model):
    """The model with every head's W_Q zero: equal logits, uniform causal attention."""
    heads = [[(np.zeros_like(h.W_Q), h.W_K, h.W_V, h.W_O) for h in layer] for layer in model.heads]
    return heads


def _rotary(seed=0, n_layers=2, n_heads=2, d=8, dh=4, V=20):
    base = AttentionOnlyModel.random(n_layers, n_heads, d, dh, V, 4, seed=seed, positional=False)
    return Transformer(base.W_E, base.W_U, [[(h.W_Q, h.W_K, h.W_V, h.W_O) for h in layer] for layer in base.heads],
                       rotary=Rotary(dh, 10000.0))


# ------------------------------------------------------------------------ issue 32 item 8: arguments by name
@pytest.mark.parametrize("kw, err, needle", [
    ({"progress": 5}, InputTypeError, "progress must be None or a callable"),
    ({"behaviour": "no"}, InputTypeError, "behaviour must be True or False; got 'no'"),
    ({"ablation": "yes"}, InputTypeError, "ablation must be True or False"),
    ({"induction_partners": 1}, InputTypeError, "induction_partners must be True or False"),
])
def test_analyse_refuses_bad_arguments_by_name_before_any_work(kw, err, needle, monkeypatch):
    monkeypatch.setattr(R, "behaviour_scores", lambda *a, **k: pytest.fail("the probe ran"))
    with pytest.raises(err, match=re.escape(needle)):
        analyse(_ind(), **kw)


def test_behaviour_false_gives_no_roles_and_says_so():
    r = analyse(_ind(), behaviour=False)
    assert r.behaviour is None and r.roles == ("", "") and r.mechanism is None and r.behaviour_roles is None
    assert r.weights_roles == ("previous-token", "copying+induction")
    assert "behaviour not measured" in r.summary() and "not compared" in r.agreement_line()


@pytest.mark.parametrize("score, labelled", [(0.39, False), (0.40, True), (0.45, True)])
def test_roles_are_the_behaviour_scores_at_0_4(score, labelled, monkeypatch):
    """A role iff its behavioural score ≥ 0.4 (a score between 0.4 and 0.5 included), for each kind."""
    from theory.circuits.heads.behaviour import Behaviour
    fake = Behaviour(np.array([score, 0.0]), np.array([0.0, score]), np.array([0.0, score]), 8, 8, 0)
    monkeypatch.setattr(R, "behaviour_scores", lambda *a, **k: fake)
    r = analyse(_ind(), ablation=False)
    assert r.roles == (("previous-token", "duplicate-token+induction") if labelled else ("", "")), r.roles


# ------------------------------------------------------------------------ issue 32 item 11: each rule alone
def test_learned_previous_token_score_reads_the_entry_before_the_diagonal():
    """The constructed model's L0H0 attends to the previous position from W_pos alone: score ≈ 1 (A[i, i−1]);
    the diagonal A[i, i] would give ≈ 0."""
    s = previous_token_scores(_ind())
    assert s[0] > 0.99 and s[1] < 0.5


@pytest.mark.parametrize("n_ctx", [10, 80])
def test_uniform_baseline_is_the_score_of_a_head_without_preference_learned(n_ctx):
    """A head with W_Q = 0 attends uniformly; its score is the baseline over min(64, n_ctx) positions, exactly
    mean_{i=1..n−1} 1/(i+1)."""
    m = AttentionOnlyModel.random(1, 1, 8, 4, 12, n_ctx, seed=1)
    z = AttentionOnlyModel(m.W_E, m.W_U, _zero_query(m), m.W_pos)
    n = min(64, n_ctx)
    exact = float(sum(Fraction(1, i + 1) for i in range(1, n)) / (n - 1))
    base = previous_token_baseline(z)
    assert abs(base - exact) < 1e-15 and abs(previous_token_scores(z)[0] - exact) < 1e-12


def test_uniform_baseline_is_the_score_of_a_head_without_preference_rotary():
    m = _rotary()
    z = Transformer(m.W_E, m.W_U, _zero_query(m), rotary=m.rotary)
    L = 2 * min(16, m.n_vocab)
    exact = float(sum(Fraction(1, i + 1) for i in range(1, L)) / (L - 1))
    assert abs(previous_token_baseline(z) - exact) < 1e-15
    got = rotary_previous_token_scores(z, n_seq=2)
    assert np.all(np.abs(got - exact) < 1e-12)


def test_previous_token_thresholds_per_positional_scheme(monkeypatch):
    """Learned W_pos: 1/2; rotary: the behavioural 0.4 — each scheme's rule on its own: a score of 0.45
    labels a rotary head previous-token and not a learned-position head (rule v3 takes its previous-token
    labels from this score)."""
    learned, rotary = _ind(), _rotary()
    assert previous_token_threshold(learned) == 0.5 and previous_token_threshold(rotary) == BEHAVIOUR_THRESHOLD == 0.4
    fake_pi = lambda model, soft, prev, **k: (np.full((sum(model.n_heads),) * 2, np.nan),  # noqa: E731
                                              np.full(sum(model.n_heads), np.nan), [], [])
    monkeypatch.setattr(R, "expected_induction_attention", fake_pi)
    for model, want in ((learned, False), (rotary, True)):
        scores = np.full(sum(model.n_heads), 0.0)
        scores[0] = 0.45
        monkeypatch.setattr(R, "previous_token_scores", lambda m, s=scores, **k: s.copy())
        r = analyse(model, induction_rule="expected_induction", behaviour=False)
        assert ("previous-token" in r.weights_roles[0].split("+")) is want, (model, r.weights_roles)


@pytest.mark.parametrize("score, labelled", [(0.39, False), (0.40, True), (0.45, True), (0.6, True)])
def test_rule_v3_labels_induction_from_sigma_at_0_4(score, labelled, monkeypatch):
    """Σ ≥ 0.4 (the behavioural threshold) and a positive K-composition excess: induction."""
    def fake(model, soft, prev, **k):
        P, J = np.full((2, 2), np.nan), np.array([np.nan, score])
        P[0, 1] = score
        return P, J, [0], []
    monkeypatch.setattr(R, "expected_induction_attention", fake)
    r = analyse(_ind(), induction_rule="expected_induction", behaviour=False)
    assert r.excess["K"][0, 1] > 0
    assert ("induction" in r.weights_roles[1].split("+")) is labelled, r.weights_roles


@pytest.mark.parametrize("pi, labelled", [(0.39, False), (0.40, True), (0.45, True)])
def test_rule_v2_labels_induction_from_pi_at_0_4(pi, labelled, monkeypatch):
    monkeypatch.setattr(R, "predicted_attention", lambda d: np.where(np.isnan(d), np.nan, pi))
    r = analyse(_ind(), induction_rule="logit_advantage", behaviour=False)
    assert ("induction" in r.weights_roles[1].split("+")) is labelled, r.weights_roles


# ------------------------------------------------------------------------ issue 33 item 2: the model's baseline
def test_every_printed_baseline_is_this_models():
    """Context 10: the learned previous-token score's uniform baseline is ≈ 0.214 (not 0.059), the behaviour
    probe's T = 5 gives 1/(T+1) = 0.167; both printed as computed for this model."""
    m = AttentionOnlyModel.random(2, 1, 8, 4, 12, 10, seed=0)
    r = analyse(m, induction_rule="expected_induction")
    base = previous_token_baseline(m)
    assert abs(base - 0.2143) < 1e-3 and f"{base:.3f}" in r.prev_explanation() and "0.059" not in r.prev_explanation()
    assert f"{base:.3f}" in r.legend() and "1/(T+1) = 0.167, T = 5" in r.legend()
    assert r.as_dict()["previous_token_baseline"] == pytest.approx(base, abs=0)
    assert f"{base:.3f}" in r.as_dict()["legend"]["previous_token_score"]


def test_theory_md_states_the_learned_baseline_per_model():
    theory = open(os.path.join(ROOT, "docs", "theory.md"), encoding="utf-8").read()
    for m in re.finditer(r"0\.059", theory):
        near = theory[max(0, m.start() - 300):m.end() + 300]
        assert "min(64, n_ctx)" in near, near


# ------------------------------------------------------------------------ issue 30 items 2, 3: mechanism
def test_roles_are_behaviour_and_the_mechanism_holds_on_the_constructed_model():
    r = analyse(_ind())
    assert r.roles == ("previous-token", "induction") and r.weights_roles == ("previous-token", "copying+induction")
    m = r.mechanism
    assert m.induction == (1,) and m.k_partner[1] == 0 and m.partner_is_prev[1] and m.counts() == (1, 1, 1)
    assert m.line().startswith("mechanism: 1 of 1 induction heads K-compose most strongly with a previous-token head")
    b = r.behaviour.induction[1]
    assert b > 0.8 and m.ablation_drop[1] > 0.5 * b          # the previous-token head carries the induction
    assert m.control[1] == -1 and np.isnan(m.control_drop[1])  # alone in its layer: no control, said so
    assert "the partner is alone in its layer" in m.line()


def test_head_outputs_sum_to_the_attention_layer_write():
    """Σ_h (mean output of head h) = mean over positions of the layer's residual increment (no MLPs)."""
    m = AttentionOnlyModel.random(3, 3, 10, 4, 15, 24, seed=2)
    toks = repeated_random_tokens(m.n_vocab, 6, 3, seed=1)
    means = head_outputs_mean(m, toks, [(l, h) for l in range(3) for h in range(3)])
    for l in range(3):
        inc = np.mean([(f.residuals[l + 1] - f.residuals[l]).mean(axis=0) * 1 for f in map(m.run, toks)], axis=0)
        assert np.allclose(sum(means[(l, h)] for h in range(3)), inc, rtol=1e-10, atol=1e-12)


def test_mean_ablation_replaces_exactly_that_heads_output():
    """The ablated model's layer-l write = the original's − head h's own output + its mean; other layers' inputs
    before l unchanged; the original model untouched."""
    m = AttentionOnlyModel.random(3, 2, 10, 4, 15, 24, seed=3)
    toks = repeated_random_tokens(m.n_vocab, 6, 2, seed=0)
    l, h = 1, 1
    mean = head_outputs_mean(m, toks, [(l, h)])[(l, h)]
    ab = mean_ablated(m, (l, h), mean)
    t = toks[0]
    f, g = m.run(t), ab.run(t)
    hd = m.heads[l][h]
    own = (f.patterns[l][h] @ (f.residuals[l] @ hd.W_V.T)) @ hd.W_O.T
    assert np.allclose(g.residuals[l], f.residuals[l], atol=1e-13)
    assert np.allclose(g.residuals[l + 1] - g.residuals[l], f.residuals[l + 1] - f.residuals[l] - own + mean, atol=1e-12)
    assert np.array_equal(m.run(t).logits, f.logits) and np.any(m.heads[l][h].W_O != 0)
    cut = mean_ablated(m, (l, h), mean, upto=1)       # the probe's shortcut: layers 0..1 only, no logits
    c = cut.run(t)
    assert cut.n_layers == 2 and c.logits.shape == (len(t), 1)
    for k in range(2):
        assert all(np.array_equal(a, b) for a, b in zip(c.patterns[k], g.patterns[k]))


def test_control_is_a_seeded_other_head_of_the_partners_layer():
    m = AttentionOnlyModel.random(2, 4, 12, 3, 16, 32, seed=5)
    b = behaviour_scores(m)
    fake = type(b)(b.previous_token, b.duplicate_token, np.array([0, 0, 0, 0, 0.9, 0.9, 0.1, 0.9]), b.length,
                   b.n_seq, b.seed)
    r = analyse(m, ablation=False)
    mech = induction_mechanism(m, fake, _kexcess(r), 1 / m.d_model, ablate=True)
    for i in (4, 5, 7):
        p, c = mech.k_partner[i], mech.control[i]
        assert 0 <= p < 4 and 0 <= c < 4 and c != p and np.isfinite(mech.control_drop[i])
    again = induction_mechanism(m, fake, _kexcess(r), 1 / m.d_model, ablate=False)
    assert np.array_equal(again.control, mech.control) and np.all(np.isnan(again.ablation_drop))


def _kexcess(r):
    """The report's K excess with non-compositions as NaN (as analyse passes it to the mechanism)."""
    valid = r.layer[:, None] < r.layer[None, :]
    return np.where(valid, r.excess["K"], np.nan)


# ------------------------------------------------------------------------ issue 30 item 6: output at 300 heads
def test_output_at_300_heads_summary_first_rows_within_100_characters():
    m = AttentionOnlyModel.random(30, 10, 16, 4, 40, 32, seed=0)
    r = analyse(m)
    text = r.table()
    lines = text.splitlines()
    assert lines[0].startswith("roles from behaviour") and max(map(len, lines)) <= 100
    assert text.index("mechanism:") < text.index("head ") < text.index("legend:")
    assert "weights rule (forward pass with every MLP removed) against behaviour: previous-token precision" in text
    for bad in ("rule v4", "rule v3", "(v2)", "prev (v", "a.prev"):
        assert bad not in text, bad
    every = r.table(every=True)
    assert max(map(len, every.splitlines())) <= 100
    rows = [ln for ln in every.splitlines() if re.match(r"L\d+H\d+ ", ln)]
    assert len(rows) == 300
    shown = [ln for ln in lines if re.match(r"L\d+H\d+ ", ln)]
    assert len(shown) == sum(r.notable()) < 300 and f"({len(shown)} of 300 heads shown" in " ".join(lines)
    d = r.as_dict()
    assert len(d["heads"]) == 300
    for h in d["heads"]:
        assert {"roles", "weights_roles", "mechanism"} <= set(h)
        assert {"k_partner", "partner_roles", "ablation_drop", "control_drop"} <= set(h["mechanism"])


def test_cli_all_prints_every_row(tmp_path, capsys):
    from tests.circuits.test_load import gpt2_state, write_dir
    sd, cfg = gpt2_state(d=16, H=2, L=3)
    ck = write_dir(tmp_path, sd, cfg)
    assert main(["analyse", str(ck), "--quiet"]) == 0
    few = [ln for ln in capsys.readouterr().out.splitlines() if re.match(r"L\dH\d ", ln)]
    assert main(["analyse", str(ck), "--quiet", "--all"]) == 0
    out = capsys.readouterr().out
    assert [ln.split()[0] for ln in out.splitlines() if re.match(r"L\dH\d ", ln)] == \
        ["L0H0", "L0H1", "L1H0", "L1H1", "L2H0", "L2H1"]
    assert len(few) < 6 and max(map(len, out.splitlines())) <= 100
    assert main(["analyse", str(ck), "--quiet", "--no-ablation", "--json", str(tmp_path / "n.json")]) == 0
    heads = json.loads((tmp_path / "n.json").read_text())["heads"]
    assert all(h["mechanism"]["ablation_drop"] is None for h in heads)


def test_positivity_figure_labels_every_role_head_even_when_they_coincide(tmp_path, monkeypatch):
    """Twelve induction heads at the same point: all twelve labelled (none hidden as 'overlap'); heads without a
    role are the ones skipped."""
    pytest.importorskip("matplotlib", reason="needs matplotlib")
    from theory.circuits.heads.behaviour import Behaviour
    m = AttentionOnlyModel.random(4, 6, 12, 3, 20, 32, seed=4)
    ind = np.zeros(24)
    ind[12:24] = 0.9
    fake = Behaviour(np.zeros(24), np.zeros(24), ind, 8, 8, 0)
    monkeypatch.setattr(R, "behaviour_scores", lambda *a, **k: fake)
    r = analyse(m, ablation=False)
    figs = []
    monkeypatch.setattr(F, "_savefig", lambda fig, path: figs.append((os.path.basename(path), fig)) or path)
    R.write_figures(r, tmp_path)
    ax = [a for a in dict(figs)["positivity.png"].axes if a.get_label() != "<colorbar>"][1]     # induction panel
    assert {f"L{l}H{h}" for l in (2, 3) for h in range(6)} <= {t.get_text() for t in ax.texts}


# ------------------------------------------------------------------------ issue 30 item 5: your own prompt
def test_prompt_parsing_and_refusals(tmp_path):
    m = _ind()
    assert parse_heads(m, "L1H0,L0H0") == [(1, 0), (0, 0)] and parse_token_ids("1, 5 9") == [1, 5, 9]
    with pytest.raises(InputValueError, match="head L2H0 does not exist"):
        parse_heads(m, "L2H0")
    with pytest.raises(InputValueError, match="--heads must be comma-separated head labels"):
        parse_heads(m, "1.0")
    with pytest.raises(InputValueError, match="--tokens must be token ids"):
        parse_token_ids("a,b")
    (tmp_path / "config.json").write_text("{}")
    with pytest.raises(InputValueError, match="no tokenizer.*tokenizer.json does not exist.*--tokens"):
        encode_prompt(tmp_path, "hello")
    with pytest.raises(InputValueError, match="no tokenizer.*--tokens"):
        encode_prompt(tmp_path / "model.npz", "hello")
    assert greedy_encode("ab ba", ["a", "b", "▁a", "▁ab", "▁"], "llama") == [3, 4, 1, 0]
    assert greedy_encode("a b", ["a", "b", "Ġb"], "gpt2") == [0, 2]
    assert greedy_encode("é", ["<0xC3>", "<0xA9>", "▁"], "llama") == [2, 0, 1]
    with pytest.raises(InputValueError, match="no token for 'z'"):
        greedy_encode("z", ["a"], "gpt2")


def test_cli_tokens_writes_the_patterns_of_the_chosen_heads(tmp_path, capsys):
    from tests.circuits.test_load import gpt2_state, write_dir
    from theory.circuits import load
    sd, cfg = gpt2_state(d=16, H=2, L=2)
    ck = write_dir(tmp_path, sd, cfg)
    toks = [1, 5, 2, 7, 1, 5]
    assert main(["analyse", str(ck), "--quiet", "--tokens", ",".join(map(str, toks)), "--heads", "L1H1,L0H0",
                 "--json", str(tmp_path / "h.json")]) == 0
    out = capsys.readouterr().out
    assert "attention on the prompt (6 tokens" in out and "L1H1: 0→0 1.00" in out
    got = json.loads((tmp_path / "h.json").read_text())["prompt"]
    f = load(ck).run(toks)
    assert got["tokens"] == toks and list(got["heads"]) == ["L1H1", "L0H0"]
    for lab, (l, h) in (("L1H1", (1, 1)), ("L0H0", (0, 0))):
        for i, row in enumerate(got["heads"][lab]):
            assert len(row) == i + 1 and np.allclose(row, f.patterns[l][h][i, :i + 1], atol=5e-5)
    with pytest.raises(SystemExit):
        main(["analyse", str(ck), "--quiet", "--tokens", "1,2", "--prompt", "x"])
    assert "alternatives" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["analyse", str(ck), "--quiet", "--heads", "L1H0"])
    assert "--heads chooses the heads whose attention is shown on --prompt TEXT or --tokens IDS" in capsys.readouterr().err
    assert main(["analyse", str(ck), "--quiet", "--tokens", "1,2", "--heads", "L5H0"]) == 2
    assert "head L5H0 does not exist" in capsys.readouterr().err
    assert main(["analyse", str(ck), "--quiet", "--prompt", "hello"]) == 2
    assert "no tokenizer" in capsys.readouterr().err


def test_cli_prompt_with_a_hugging_face_tokenizer_json(tmp_path, capsys):
    tokenizers = pytest.importorskip("tokenizers", reason="needs the tokenizers package")
    from tests.circuits.test_load import gpt2_state, write_dir
    sd, cfg = gpt2_state(d=16, H=2, L=2)
    ck = write_dir(tmp_path, sd, cfg)
    vocab = {w: i for i, w in enumerate(["[UNK]", "the", "cat", "sat", "on", "mat"])}
    tok = tokenizers.Tokenizer(tokenizers.models.WordLevel(vocab, unk_token="[UNK]"))
    tok.pre_tokenizer = tokenizers.pre_tokenizers.Whitespace()
    tok.save(str(tmp_path / "tokenizer.json"))
    assert encode_prompt(tmp_path, "the cat sat on the mat")[0] == [1, 2, 3, 4, 1, 5]
    assert main(["analyse", str(ck), "--quiet", "--prompt", "the cat sat on the mat", "--heads", "L1H0",
                 "--figures", str(tmp_path / "figs"), "--json", str(tmp_path / "h.json")]) == 0
    assert (tmp_path / "figs" / "attention.png").stat().st_size > 0
    p = json.loads((tmp_path / "h.json").read_text())["prompt"]
    assert p["tokens"] == [1, 2, 3, 4, 1, 5] and p["pieces"] == ["the", "cat", "sat", "on", "the", "mat"]


# ------------------------------------------------------------------------ the trained deep model
torch = pytest.importorskip("torch", reason="the deep-model tests need the peers extra")
transformers = pytest.importorskip("transformers", reason="the deep-model tests need the peers extra")

# Fixed before the checks below were first run on the deep model (this commit): the ablation of an induction
# head's previous-token partner takes at least DROP_SHARE of its induction score away and at least
# CONTROL_RATIO times what the control's ablation takes.
DROP_SHARE, CONTROL_RATIO = 0.2, 3.0


def _hf(path):
    return transformers.LlamaForCausalLM.from_pretrained(path, attn_implementation="eager").double().eval()


def _hf_scores(hf, tokens, hooks=()):
    """Behaviour scores [prev, dup, ind] per head from HF's own attentions, by explicit indexing."""
    handles = [mod.register_forward_pre_hook(fn) for mod, fn in hooks]
    try:
        with torch.no_grad():
            att = hf(torch.as_tensor(tokens), output_attentions=True).attentions
    finally:
        for hk in handles:
            hk.remove()
    T = tokens.shape[1] // 2
    out = []
    for A in (a.numpy() for a in att):
        for h in range(A.shape[1]):
            out.append([np.mean([A[s, h, i, i - 1] for s in range(len(tokens)) for i in range(1, 2 * T)]),
                        np.mean([A[s, h, i, i - T] for s in range(len(tokens)) for i in range(T, 2 * T)]),
                        np.mean([A[s, h, i, i - T + 1] for s in range(len(tokens)) for i in range(T, 2 * T)])])
    return np.asarray(out)


@pytest.fixture(scope="module")
def deep(deep_llama):
    from theory.circuits import load
    return load(deep_llama[0]), analyse(load(deep_llama[0]))


def test_deep_model_roles_equal_hugging_faces_forward_pass(deep_llama, deep):
    model, r = deep
    b = r.behaviour
    toks = repeated_random_tokens(model.n_vocab, b.length, b.n_seq, b.seed)
    ref = _hf_scores(_hf(deep_llama[0]), toks)
    got = np.stack([b.previous_token, b.duplicate_token, b.induction], axis=1)
    assert np.all(np.isfinite(got)) and np.max(np.abs(got - ref)) <= 1e-6       # HF's RMSNorm: float32 inside
    want = ["+".join(k for k, s in zip(("previous-token", "duplicate-token", "induction"), row) if s >= 0.4)
            for row in ref]
    assert list(r.roles) == want
    assert any("previous-token" in x for x in want) and any("induction" in x for x in want)   # both kinds formed


def test_deep_model_mechanism_line_holds(deep):
    model, r = deep
    m = r.mechanism
    k, n, hurt = m.counts()
    assert n >= 1 and k == n, m.line()
    for i in m.induction:
        assert "previous-token" in r.roles[m.k_partner[i]].split("+")
        assert r.layer[m.k_partner[i]] < r.layer[i] and m.k_excess[i] > 0
    assert f"mechanism: {k} of {n} induction heads K-compose most strongly with a previous-token head" in r.table()
    d = r.as_dict()["heads"]
    for i in m.induction:
        assert d[i]["mechanism"]["k_partner"] == r.labels[m.k_partner[i]]
        assert "previous-token" in d[i]["mechanism"]["partner_roles"]


def test_deep_model_ablating_the_partner_removes_induction_and_the_control_does_not(deep):
    model, r = deep
    m = r.mechanism
    for i in m.induction:
        b = r.behaviour.induction[i]
        assert m.ablation_drop[i] >= DROP_SHARE * b, (r.labels[i], m.ablation_drop[i], b)
        assert m.control[i] >= 0 and m.control[i] != m.k_partner[i]
        assert m.ablation_drop[i] >= CONTROL_RATIO * max(m.control_drop[i], 0.0) + 1e-9, (m.ablation_drop[i],
                                                                                         m.control_drop[i])
    assert m.counts()[2] == m.counts()[0]


def test_deep_model_ablation_equals_hugging_face_with_the_head_mean_ablated(deep_llama, deep):
    """The partner's mean ablation done in Hugging Face (its slice of o_proj's input replaced by its mean over
    every position of the probe — o_proj is linear without bias, so this replaces the head's output by its
    mean output); the induction scores of the ablated HF model equal ours."""
    model, r = deep
    m, b = r.mechanism, r.behaviour
    toks = repeated_random_tokens(model.n_vocab, b.length, b.n_seq, b.seed)
    hf = _hf(deep_llama[0])
    dh = hf.config.hidden_size // hf.config.num_attention_heads
    i = m.induction[0]
    p = int(m.k_partner[i])
    l, h = int(r.layer[p]), int(r.labels[p].split("H")[1])
    o_proj = hf.model.layers[l].self_attn.o_proj
    seen = []
    with torch.no_grad():
        handle = o_proj.register_forward_pre_hook(lambda mod, args: seen.append(args[0][..., h * dh:(h + 1) * dh]))
        hf(torch.as_tensor(toks))
        handle.remove()
    mean = torch.cat(seen).reshape(-1, dh).mean(dim=0)

    def ablate(mod, args):
        x = args[0].clone()
        x[..., h * dh:(h + 1) * dh] = mean
        return (x,)
    ref = _hf_scores(hf, toks, [(o_proj, ablate)])
    ours = b.induction - m.ablation_drop
    for j in m.induction:
        if m.k_partner[j] == p:
            assert abs(ref[j, 2] - ours[j]) <= 1e-6, (ref[j, 2], ours[j])


def test_deep_untrained_model_has_no_induction_and_nothing_to_ablate(deep_llama, deep):
    """Negative control: the initial weights have no induction head, and the same intervention — mean-ablating
    the trained model's partner head — moves the untrained model's attention at those heads by almost nothing."""
    from theory.circuits import load
    untrained = load(deep_llama[1])
    r = analyse(untrained)
    assert not any("induction" in x for x in r.roles)
    assert r.mechanism.line() == "mechanism: no induction head (nothing to explain)"
    assert np.all(np.isnan(r.mechanism.ablation_drop))
    model, t = deep
    b = r.behaviour
    toks = repeated_random_tokens(untrained.n_vocab, b.length, b.n_seq, b.seed)
    pairs = [(int(t.layer[j]), int(t.labels[j].split("H")[1])) for j in range(len(t.labels))]
    for i in t.mechanism.induction:
        p = pairs[int(t.mechanism.k_partner[i])]
        mean = head_outputs_mean(untrained, toks, [p])[p]
        after = behaviour_scores(mean_ablated(untrained, p, mean), length=b.length, n_seq=b.n_seq, seed=b.seed)
        assert abs(b.induction[i] - after.induction[i]) < 0.25 * DROP_SHARE * t.behaviour.induction[i], \
            (t.labels[i], b.induction[i], after.induction[i])
        assert t.mechanism.ablation_drop[i] >= DROP_SHARE * t.behaviour.induction[i]


def test_deep_model_weights_rule_precision_recall_is_printed_and_right(deep):
    model, r = deep
    line = r.agreement_line()
    for role in ("previous-token", "induction"):
        w = {x for x, rs in zip(r.labels, r.weights_roles) if role in rs.split("+")}
        b = {x for x, rs in zip(r.labels, r.roles) if role in rs.split("+")}
        hit = len(w & b)
        assert (f"{role} precision {hit / len(w):.2f} ({hit}/{len(w)})" if w else f"{role} precision —") in line
        assert f"recall {hit / len(b):.2f} ({hit}/{len(b)})" in line
    assert line in r.table().replace("\n    ", " ")


def test_deep_model_gguf_gives_the_same_roles_and_mechanism(deep_llama, deep, capsys):
    if deep_llama[2] is None:
        pytest.skip("needs the 'gguf' extra")
    from theory.circuits import load
    model, r = deep
    g = analyse(load(deep_llama[2]))
    assert g.roles == r.roles and g.weights_roles == r.weights_roles
    assert np.array_equal(g.mechanism.k_partner, r.mechanism.k_partner)
    assert np.allclose(g.mechanism.ablation_drop, r.mechanism.ablation_drop, equal_nan=True, atol=1e-9)
    assert main(["analyse", deep_llama[2], "--quiet", "--threads", "1"]) == 0
    out = capsys.readouterr().out
    assert r.mechanism.line()[:60] in out.replace("\n    ", " ")


def test_cli_prompt_with_the_gguf_vocabulary(deep_llama, tmp_path, capsys):
    """A GGUF file carrying a SentencePiece-style vocabulary: the prompt is encoded by greedy longest match
    (documented as an approximation), and the patterns shown are the model's on those ids."""
    pytest.importorskip("gguf", reason="needs the 'gguf' extra")
    from theory.circuits import load
    from tests.gguf_writer import write_llama_gguf
    vocab = ["<unk>", "▁the", "▁cat", "▁sat", "▁on", "▁mat", "▁", "t", "h", "e"] + [f"x{i}" for i in range(54)]

    def edit(w):
        w.add_tokenizer_model("llama")
        w.add_token_list(vocab)
    path = tmp_path / "tok.gguf"
    write_llama_gguf(deep_llama[0], None, path, "F32", edit=edit)
    ids, pieces, how = encode_prompt(path, "the cat sat on the mat")
    assert ids == [1, 2, 3, 4, 1, 5] and "greedy longest match" in how
    assert main(["analyse", str(path), "--quiet", "--prompt", "the cat sat on the mat", "--json",
                 str(tmp_path / "h.json")]) == 0
    out = capsys.readouterr().out
    d = json.loads((tmp_path / "h.json").read_text())
    ind = [h["head"] for h in d["heads"] if "induction" in h["roles"]]
    assert list(d["prompt"]["heads"]) == ind and ind and "attention on the prompt (6 tokens" in out
    f = load(path).run(ids)
    l, h = (int(x) for x in ind[0][1:].split("H"))
    assert np.allclose(d["prompt"]["heads"][ind[0]][-1], f.patterns[l][h][-1], atol=5e-5)


def test_deep_model_positivity_figure_fixed_axes_thresholds_and_every_role_labelled(deep, tmp_path, monkeypatch):
    """Issue 33 item 4: [0, 1] axes for the previous-token and induction panels ([−1, 1] for OV), dashed lines at
    the label thresholds, a colour bar for the layers, the weights rule's deciding score on x, and every head with
    a role labelled in every panel where it is drawn."""
    pytest.importorskip("matplotlib", reason="needs matplotlib")
    model, r = deep
    figs = []
    monkeypatch.setattr(F, "_savefig", lambda fig, path: figs.append((os.path.basename(path), fig)) or path)
    R.write_figures(r, tmp_path)
    fig = dict(figs)["positivity.png"]
    panels = [ax for ax in fig.axes if ax.get_label() != "<colorbar>"]
    bars = [ax for ax in fig.axes if ax.get_label() == "<colorbar>"]
    assert len(panels) == 3 and len(bars) == 1 and bars[0].get_ylabel() == "layer"
    wp, wi = r.weights_scores()
    roles = [lab for i, lab in enumerate(r.labels) if r.roles[i] or "previous-token" in r.weights_roles[i]
             or "induction" in r.weights_roles[i]]
    assert roles
    kqk = np.where(np.isfinite(r.mechanism.kqk), r.mechanism.kqk, r.kcomp_positivity)
    ys = (r.behaviour.previous_token, r.behaviour.induction, kqk)
    for ax, x, y, (lo, hi), t in zip(panels, (wp, wi, r.ov_positivity), ys, ((0, 1), (0, 1), (-1, 1)), (0.4, 0.4, 0.5)):
        a, b = ax.get_xlim()
        assert a < lo < lo + 0.05 > a and hi - 0.05 < hi < b <= hi + 0.05 * (hi - lo) + 1e-9, (ax.get_title(), a, b)
        assert any(np.allclose(ln.get_xdata(), [t, t]) for ln in ax.get_lines()), ax.get_title()
        ok = np.isfinite(np.asarray(x, dtype=float)) & np.isfinite(np.asarray(y, dtype=float))
        xs = np.asarray(ax.collections[0].get_offsets())[:, 0]
        assert np.allclose(np.sort(xs), np.sort(np.asarray(x, dtype=float)[ok]))       # the deciding score on x
        texts = {t.get_text() for t in ax.texts}
        drawn = {r.labels[i] for i in range(len(r.labels)) if ok[i]}
        assert set(roles) & drawn <= texts, (ax.get_title(), set(roles) - texts)


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
@pytest.mark.parametrize("norm", ["RMSPre", "LNPre"])
@pytest.mark.parametrize("kw", [dict(E=1e20), dict(E=1e150), dict(V=1e150, O=1e-150), dict(mlp=1e20)],
                         ids=["E1e20", "E1e150", "V1e150O1e-150", "mlp1e20"])
def test_single_precision_ablation_beyond_float32_range_is_recomputed_not_rounded(norm, kw):
    """Weights whose residuals, norms or products leave float32's range: the single-precision mean
    ablation gave silently wrong scores (a 10²⁰ residual squared in the norm → inf → a zero normalised
    residual: error 0.3 on an induction score) with raw numpy warnings, or refused the model with "weights
    too large for float64" although float64 holds it.  Now: the float64 reference's numbers, no warning."""
    T = 4
    m = scaled(make(norm=norm, seed=5), **kw)
    tok = repeated_random_tokens(m.n_vocab, T, 2, 1)
    reads = {(0, 1): [(1, 0), (2, 1)], (1, 1): [(2, 0)]}
    want = ref_ablated(m, reads, tok, T)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        got = M.ablated_induction(m, reads, tok, T, precision="single")
    assert _err(got, want) <= 1e-5


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
def test_single_precision_ablation_in_range_stays_float32_and_close():
    """The ordinary case still runs in float32 (not silently double: its rounding is visible) and agrees."""
    T = 4
    m = make(seed=5)
    heads = [[[h.W_Q, h.W_K, h.W_V.copy(), h.W_O] for h in lay] for lay in m.heads]
    heads[1][0][2][0, 0] = 1e-40          # one subnormal entry (as bfloat16 checkpoints have): still float32
    m = Transformer(m.W_E, m.W_U, heads, biases=m.biases, mlps=m.mlps, normalization=m.normalization,
                    rotary=m.rotary, n_ctx=64)
    tok = repeated_random_tokens(m.n_vocab, T, 2, 1)
    reads = {(0, 1): [(1, 0), (2, 1)], (1, 1): [(2, 0)]}
    want = ref_ablated(m, reads, tok, T)
    err = _err(M.ablated_induction(m, reads, tok, T, precision="single"), want)
    assert 1e-12 < err <= 1e-5


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
@pytest.mark.parametrize("s", [1e-23, 1e-30])
def test_single_precision_ablation_of_weights_scaled_to_underflow_float32(s):
    """No norm, W_E and W_V at s, W_Q, W_K, W_O at 1/s: a value v = x W_Vᵀ of s² underflows float32 to
    zero (no floating-point error is raised for underflow) and the ablation read a zero head output:
    error 0.13 on an induction score at s = 10⁻²³.  Such a model now runs in float64."""
    T = 4
    rng = np.random.default_rng(5)
    d, V = 16, 20
    heads = [[(rng.normal(size=(4, d)) / s, rng.normal(size=(4, d)) / s, rng.normal(size=(4, d)) * s,
               rng.normal(size=(d, 4)) / s) for _ in range(H)] for H in (3, 2, 2)]
    m = Transformer(rng.normal(size=(d, V)) * s, rng.normal(size=(V, d)), heads, rotary=Rotary(4, 10000.0), n_ctx=64)
    tok = repeated_random_tokens(V, T, 2, 1)
    reads = {(0, 1): [(1, 0), (2, 1)], (1, 1): [(2, 0)]}
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        got = M.ablated_induction(m, reads, tok, T, precision="single")
    assert _err(got, ref_ablated(m, reads, tok, T)) <= 1e-9


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
def test_mechanism_uses_the_gram_matrix_it_is_given(monkeypatch):
    """induction_mechanism(EE=...) must not sweep the vocabulary again (ff0bff0's claim: a stray
    ``EE = None`` discarded the argument); the K-composition QK positivity against a dense reference."""
    m = make(seed=2, norm=None)
    H = sum(m.n_heads)
    lay = np.repeat(np.arange(m.n_layers), m.n_heads)
    kex = np.where(lay[:, None] < lay[None, :], 1e-3 * np.random.default_rng(1).random((H, H)), np.nan)
    kex[1, 4] = kex[3, 6] = 1.0                  # partners: L0H1 for L1H1, L1H0 for L2H1
    ind = np.zeros(H)
    ind[[4, 6]] = 0.9
    beh = Behaviour(np.zeros(H), np.zeros(H), ind, 4, 2, 0)
    W_E = np.asarray(m.W_E)
    EE = W_E @ W_E.T

    def refuse(*a, **k):
        raise AssertionError("embed_gram called although EE was given")
    import theory.circuits.analysis.positivity as P
    monkeypatch.setattr(P, "embed_gram", refuse)
    mech = M.induction_mechanism(m, beh, kex, 1 / m.d_model, ablate=False, EE=EE / np.abs(EE).max())
    heads = [hd for layer in m.heads for hd in layer]
    for i, p in ((4, 1), (6, 3)):
        a, b = heads[p], heads[i]
        lam = np.linalg.eigvals(b.W_K @ a.W_O @ a.W_V @ W_E @ W_E.T @ b.W_Q.T)
        assert abs(mech.kqk[i] - lam.real.sum() / np.abs(lam).sum()) <= 1e-10
    assert np.isnan(mech.kqk[[0, 1, 2, 3, 5]]).all()


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
@pytest.mark.parametrize("reads", [{(7, 0): [(8, 0)]}, {(0, 0): [(1, 9)]}, {(0, 0): [(9, 0)]}, {(-1, 0): [(2, 0)]},
                                   {(0, 0): [(1, -1)]}, {(0.5, 0): [(1, 0)]}, {(0, 0): [7]}],
                         ids=["ablated-layer", "read-head", "read-layer", "negative-layer", "negative-head", "float",
                              "not-a-pair"])
def test_ablated_induction_refuses_heads_that_do_not_exist(reads):
    """A read head that does not exist came back with an induction score of 0.0 (a false number), a negative
    index ablated another head, and a layer past the last raised a bare IndexError."""
    m = make()
    tok = repeated_random_tokens(m.n_vocab, 4, 2, 0)
    for precision in ("single", "double"):
        with pytest.raises(InputValueError, match="reads'"):
            M.ablated_induction(m, reads, tok, 4, precision=precision)


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
def test_ablated_induction_accepts_numpy_integer_heads():
    m = make()
    tok = repeated_random_tokens(m.n_vocab, 4, 2, 0)
    a = M.ablated_induction(m, {(np.int64(0), np.int64(1)): [(np.int32(2), 1)]}, tok, 4, precision="double")
    b = M.ablated_induction(m, {(0, 1): [(2, 1)]}, tok, 4, precision="double")
    assert a == b and np.isfinite(b[(0, 1)][(2, 1)])


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
def test_ablated_induction_refuses_bad_tokens_and_length_by_name():
    """Empty or ragged token arrays raised NumPy's ValueError; a fractional length was truncated silently."""
    from theory.errors import InputTypeError
    m = make()
    tok = repeated_random_tokens(m.n_vocab, 4, 2, 0)
    r = {(0, 0): [(1, 0)]}
    for precision in ("single", "double"):
        for bad in (tok[:0], tok[0], [[1, 2], [3]]):
            with pytest.raises(InputValueError, match="tokens must be a non-empty"):
                M.ablated_induction(m, r, bad, 4, precision=precision)
        with pytest.raises(InputTypeError, match="length must be an integer"):
            M.ablated_induction(m, r, tok, 4.5, precision=precision)
        with pytest.raises(InputValueError, match="length must be an integer >= 1"):
            M.ablated_induction(m, r, tok, 0, precision=precision)
