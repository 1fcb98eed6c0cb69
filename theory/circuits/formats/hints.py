"""What to do instead, when a checkpoint cannot be loaded as given: a Hugging Face Hub name (nothing
is downloaded here), a model object instead of its weights."""
from __future__ import annotations

import re

_WEIGHT_SUFFIXES = (".safetensors", ".npz", ".pt", ".pth", ".bin", ".gguf", ".json")
_HUB_ID = re.compile(r"[A-Za-z0-9][\w.-]*(/[A-Za-z0-9][\w.-]*)?")       # 'gpt2', 'meta-llama/Llama-3.2-1B'


def missing_checkpoint_message(path):
    """Why ``path`` cannot be loaded when nothing exists there; a name shaped like a Hugging Face Hub
    id (``gpt2``, ``owner/model``) gets how to make a local folder of it (nothing is downloaded here).

    >>> "`hf download gpt2 --local-dir gpt2`" in missing_checkpoint_message("gpt2")
    True
    >>> missing_checkpoint_message("./runs/model.safetensors")
    "checkpoint './runs/model.safetensors' does not exist"
    """
    msg = f"checkpoint {path!r} does not exist"
    if _HUB_ID.fullmatch(path) and not path.lower().endswith(_WEIGHT_SUFFIXES):
        local = path.rsplit("/", 1)[-1]
        msg += (f"; if {path!r} is a Hugging Face Hub name: theory does not fetch from the Hub, it reads a local "
                f"folder (config.json + model.safetensors). Make one with `hf download {path} --local-dir {local}` "
                f"(huggingface_hub before 0.34: `huggingface-cli download {path} --local-dir {local}`) or in Python "
                f"`transformers.AutoModelForCausalLM.from_pretrained({path!r}).save_pretrained({local!r})`, then pass "
                f"that folder: {local}")
    return msg


def live_model_message(source):
    """What to pass instead of a model object (torch module, Hugging Face or TransformerLens model)."""
    kind = type(source).__name__
    if callable(getattr(source, "save_pretrained", None)):            # a transformers PreTrainedModel
        return (f"source must be a path or a mapping of arrays; got a live {kind} model. Save it and pass the "
                "folder — `model.save_pretrained(DIR)`, then `load(DIR)` — or pass its weights and configuration: "
                "`load(model.state_dict(), model.config.to_dict())`")
    return (f"source must be a path or a mapping of arrays; got a live {kind} module. Pass its weights: "
            "`load(model.state_dict())` (TransformerLens key names; add config= for anything else), or save a Hugging "
            "Face model with `model.save_pretrained(DIR)` and `load(DIR)`")
