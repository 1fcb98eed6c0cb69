"""Checkpoint files, one module per format, all converging on one fold into a
:class:`~theory.circuits.models.transformer.Transformer`: the NumPy-only safetensors codec
(:mod:`.safetensors`), files → ``{name: array}`` (:mod:`.reading`), llama.cpp GGUF (:mod:`.gguf`),
and what to do when a checkpoint cannot be read (:mod:`.hints`).  Any checkpoint is loaded by
:func:`theory.circuits.loading.load`."""
