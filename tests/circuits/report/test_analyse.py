"""``theory analyse`` (the orchestration): outputs that would destroy its input, bad precisions and other
arguments refused before any work, K-composition whether or not every head's matrix is kept."""
import numpy as np
import pytest

from theory.circuits.heads import mechanism as M
from theory.circuits.heads.behaviour import repeated_random_tokens
from theory.cli import main
from theory.errors import InputValueError

from tests.circuits.helpers import _pos, make
from tests.helpers import _tiny_checkpoint


@pytest.mark.found_by('adversarial probing, round 4 (tests/test_redteam.py)')
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


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
@pytest.mark.parametrize("bad", ["float", None, "SINGLE", 32, np.float32, np.array(["single", "double"])],
                         ids=["float", "None", "SINGLE", "32", "np.float32", "array"])
def test_analyse_refuses_a_bad_precision_before_any_work(bad, monkeypatch):
    """analyse(precision=...) was checked only by the composition step: after the plan had been announced
    (as double) and the OV/QK circuits computed (a vocabulary sweep at real sizes); an array of strings
    gave NumPy's ambiguous-truth ValueError."""
    from theory.circuits import induction_model
    from theory.circuits.report import analyse as report

    def refuse(*a, **k):
        raise AssertionError("work started before precision was checked")
    monkeypatch.setattr(report, "embed_grams", refuse)
    msgs = []
    with pytest.raises(InputValueError, match="precision must be 'double' or 'single'"):
        report.analyse(induction_model(n_vocab=12, n_ctx=16), precision=bad, progress=msgs.append)
    assert msgs == []


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
def test_precision_arguments_refuse_arrays_by_name():
    """An array of strings for precision gave NumPy's 'truth value of an array is ambiguous' ValueError."""
    from theory.circuits.analysis.composition import all_composition_scores
    from theory.circuits.heads.previous_token import rotary_previous_token_scores
    m = make(layers=((2, 4), (2, 4)))
    bad = np.array(["single", "double"])
    tok = repeated_random_tokens(m.n_vocab, 3, 2, 0)
    calls = [lambda: all_composition_scores(m, precision=bad),
             lambda: rotary_previous_token_scores(m, 6, n_seq=2, precision=bad),
             lambda: M.ablated_induction(m, {(0, 0): [(1, 0)]}, tok, 3, precision=bad)]
    for call in calls:
        with pytest.raises(InputValueError, match="precision must be 'double' or 'single'"):
            call()


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
@pytest.mark.parametrize("keep", [True, False])
def test_analyse_kqk_whether_or_not_every_heads_eq_is_kept(keep, monkeypatch):
    """analyse kept (W_E W_Eᵀ) W_Qᵀ and (W_E W_U) W_O of every head at once (2·d_model·Σd_head floats: 1 GB at
    a 1B shape, 8.6 GB at 7B) while the plan counted one head's; now one layer's at a time, the first kept
    for the K-composition QK term only up to EQ_KEEP_BYTES (else formed again per head), and the plan
    counts what is held.  Both ways: the dense reference's positivities."""
    from theory.circuits.models import sizes
    from theory.circuits.report.analyse import analyse
    if not keep:
        monkeypatch.setattr(sizes, "EQ_KEEP_BYTES", 0)
    m = make(layers=((3, 4), (2, 4), (2, 4)), seed=3)
    r = analyse(m, behaviour=False)
    W_E, W_U = np.asarray(m.W_E), np.asarray(m.W_U)
    flat = [hd for lay in m.heads for hd in lay]
    assert np.abs(r.ov_positivity - [_pos(np.linalg.eigvals(h.W_V @ W_E @ W_U @ h.W_O)) for h in flat]).max() <= 1e-9
    assert np.abs(r.qk_positivity - [_pos(np.linalg.eigvals(h.W_K @ W_E @ W_E.T @ h.W_Q.T)) for h in flat]).max() <= 1e-9
    checked = 0
    for i, b in enumerate(flat):
        j = r.induction_partner[i] if r.induction_partner[i] >= 0 else r.partners["K"][0][i]
        if j >= 0:
            a = flat[j]
            assert abs(r.kcomp_positivity[i] - _pos(np.linalg.eigvals(b.W_K @ a.W_O @ a.W_V @ W_E @ W_E.T @ b.W_Q.T))) <= 1e-9
            checked += 1
    assert checked == 4
