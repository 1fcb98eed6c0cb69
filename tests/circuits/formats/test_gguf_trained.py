"""Issue 23 (tests): the *trained* tiny rotary, grouped-query Llama of ``tests/trained_llama.py``, written as
GGUF by the test's own writer (``tests/gguf_writer.py``, llama.cpp's converter's row permutation), in F32
and in Q8_0.  The loaders agree with each other (F32: the same weights as the safetensors checkpoint) and
``theory analyse`` finds the same heads in the GGUF file as in the safetensors file.  Needs the ``gguf``,
``train`` and ``peers`` extras (skipped without them)."""
import numpy as np
import pytest

pytest.importorskip("gguf", reason="needs the 'gguf' extra")

from theory.circuits import load  # noqa: E402
from theory.circuits.report.analyse import analyse  # noqa: E402
from theory.cli import main  # noqa: E402

from tests.gguf_writer import write_llama_gguf  # noqa: E402
from tests.trained_llama import tiny_llama  # noqa: E402,F401  (session fixture)


def _attention_weights(model):
    return [np.concatenate([np.ravel(getattr(h, w)) for h in layer for w in ("W_Q", "W_K", "W_V", "W_O")])
            for layer in model.heads]


@pytest.fixture(scope="module")
def gguf_files(tiny_llama, tmp_path_factory):
    root = tmp_path_factory.mktemp("trained-gguf")
    out = {}
    for qtype in ("F32", "Q8_0"):
        out[qtype] = root / f"tiny-{qtype}.gguf"
        write_llama_gguf(tiny_llama[0], None, out[qtype], qtype)
    return out


def test_f32_gguf_of_the_trained_model_is_the_safetensors_model(tiny_llama, gguf_files):
    st, gg = load(tiny_llama[0]), load(gguf_files["F32"])
    for a, b in zip(_attention_weights(st), _attention_weights(gg)):
        np.testing.assert_array_equal(a, b)
    tokens = [1, 5, 9, 2, 1, 5, 9, 2]
    np.testing.assert_allclose(gg.logits(tokens), st.logits(tokens), rtol=1e-9, atol=1e-9)


@pytest.mark.parametrize("qtype", ["F32", "Q8_0"])
def test_analyse_finds_the_same_heads_in_the_gguf_file(tiny_llama, gguf_files, qtype):
    """The labels (weight-based and behavioural) of the GGUF model equal the safetensors model's; the
    trained model has both kinds of head, so equality is not two empty sets."""
    ref, got = analyse(load(tiny_llama[0])), analyse(load(gguf_files[qtype]))
    assert got.labels == ref.labels
    assert "previous-token" in "+".join(ref.weights_roles) and "induction" in "+".join(ref.weights_roles)
    assert "previous-token" in "+".join(ref.roles) and "induction" in "+".join(ref.roles)
    assert got.roles == ref.roles and got.weights_roles == ref.weights_roles
    tol = 0 if qtype == "F32" else 0.02             # Q8_0: one byte per weight, scores move by rounding only
    assert np.max(np.abs(np.asarray(got.prev_token) - np.asarray(ref.prev_token))) <= tol + 1e-9


def test_cli_analyse_reads_the_quantized_trained_model(gguf_files, capsys):
    assert main(["analyse", str(gguf_files["Q8_0"]), "--quiet", "--threads", "1"]) == 0
    out = capsys.readouterr().out
    assert "induction" in out and "previous-token" in out
