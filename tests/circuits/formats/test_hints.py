"""What a user is told when what they passed is not a checkpoint folder: a hub name, a config.json, a live
model object."""
import re

import pytest

from theory.circuits.loading import load
from theory.cli import main
from theory.errors import InputTypeError, InputValueError


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 6; tests/test_newcomer3.py)")
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


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 6; tests/test_newcomer3.py)")
def test_config_json_is_refused_with_pass_the_folder(tmp_path, capsys):
    from tests.circuits.test_load import gpt2_state, write_dir
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


@pytest.mark.found_by("a newcomer's first hour, round 3 (issue 33, item 6; tests/test_newcomer3.py)")
def test_a_live_model_object_says_what_to_pass_instead():
    from tests.circuits.test_load import gpt2_state
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
