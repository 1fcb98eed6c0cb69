"""Reading checkpoint files into arrays (theory.circuits formats: reading): torch weights NumPy cannot
hold, masked weights, files too large for memory or a huge config refused before they are read."""
import json

import numpy as np
import pytest

from tests.circuits.helpers import _tl_state_dict


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_torch_weights_numpy_cannot_hold_directly_load_or_are_named():
    """A float8 tensor in a state dict raised torch's bare TypeError ('Got unsupported ScalarType Float8_e4m3fn'), a
    sparse one TypeError, a meta tensor (an empty skeleton) NotImplementedError.  float8 widens exactly to float32
    (the logits equal those of the widened state dict), sparse is made dense, meta is refused by name."""
    torch = pytest.importorskip("torch")
    from theory.circuits.loading import load
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


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_a_masked_weight_is_refused_not_read_under_its_mask():
    """A NumPy masked array as a weight was loaded from the data under the mask (np.asarray drops the mask)."""
    from theory.circuits.loading import load
    from theory.errors import InputValueError
    sd = _tl_state_dict()
    q = sd["blocks.0.attn.W_Q"]
    mask = np.zeros(q.shape, bool)
    mask[0, 0, 0] = True
    with pytest.raises(InputValueError, match="'blocks.0.attn.W_Q' is a masked array with 1 masked entries"):
        load({**sd, "blocks.0.attn.W_Q": np.ma.masked_array(q, mask=mask)})
    assert np.array_equal(load({**sd, "blocks.0.attn.W_Q": np.ma.masked_array(q)}).logits([1, 2]),
                          load(sd).logits([1, 2]))


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_a_checkpoint_too_large_for_memory_is_refused_before_any_tensor_is_read(tmp_path, monkeypatch):
    """A safetensors header or config.json declaring huge attention weights: the loader copied them to float64
    tensor by tensor with no estimate (a real 70B-parameter checkpoint would exhaust the machine's memory).  Now the
    float64 bytes are estimated from the declared sizes and refused (TooLargeError) before anything is read: the
    weights below are all NaN, and the refusal comes first."""
    import struct

    from theory.circuits.formats import fold
    from theory.circuits.loading import load
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
    monkeypatch.setattr(fold, "memory_budget", lambda: 2 ** 20)
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


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_a_huge_config_json_is_refused_before_it_is_read(tmp_path):
    """A multi-gigabyte config.json (here a sparse 1 GiB file) was read whole into memory by json.load."""
    from theory.circuits.loading import load
    from theory.errors import TooLargeError
    (tmp_path / "model.safetensors").write_bytes(b"\x02\x00\x00\x00\x00\x00\x00\x00{}")
    with open(tmp_path / "config.json", "wb") as f:
        f.truncate(2 ** 30)
    with pytest.raises(TooLargeError, match=r"config.json has 1,073,741,824 bytes; at most 67,108,864 are read"):
        load(str(tmp_path))
