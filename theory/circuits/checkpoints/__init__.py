"""Real checkpoints: TransformerLens state dicts, Hugging Face GPT-2 and Llama weights (read with
NumPy only) and llama.cpp GGUF files (``gguf`` extra), loaded into a :class:`Transformer` that every head-level analysis accepts.

>>> from theory.circuits.checkpoints import load, Transformer
"""
from theory.circuits.checkpoints.loaders import from_gguf, from_hf_gpt2, from_hf_llama, from_transformer_lens_state_dict, load
from theory.circuits.checkpoints.safetensors_io import load_safetensors, save_safetensors
from theory.circuits.checkpoints.transformer import MLP, Rotary, Transformer

__all__ = ["load", "from_transformer_lens_state_dict", "from_hf_gpt2", "from_hf_llama", "from_gguf", "Transformer", "MLP", "Rotary",
           "load_safetensors", "save_safetensors"]
