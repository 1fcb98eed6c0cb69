"""Train a recipe and write it as a trained checkpoint (``NAME.safetensors`` + ``NAME.json``).

Usage: ``OMP_NUM_THREADS=1 python tools/make_checkpoint.py NAME SETTINGS_JSON [DIR]`` — ``SETTINGS_JSON``
holds the keywords of ``train_on_corpus`` plus ``corpus`` ("kjv" or "code") and ``bpe_vocab``;
``DIR`` defaults to the shipped folder (theory/circuits/training/shipped).  Ship only checkpoints of
a recipe where the induction head forms (docs/theory.md); ``theory train-circuits --recipe NAME``
reproduces one.  The tests' tiny recipe was made with::

    python tools/make_checkpoint.py tiny-kjv '{"n_heads": 2, "d_model": 16, "d_head": 8, "n_ctx": 32,
        "steps": 20, "batch": 2, "lr": 0.01, "warmup": 5, "seed": 7, "n_layers": 2, "measure_every": 10,
        "norm": "pre", "positions": "rotary", "init_scale": 0.02}' tests/data/checkpoints
"""
import json
import sys


def main(argv):
    from theory.circuits.training import shipped
    name, settings = argv[0], json.loads(argv[1])
    directory = argv[2] if len(argv) > 2 else None
    run, corpus = shipped.train_recipe(settings, progress=True)
    paths = shipped.save_checkpoint(name, run, settings, corpus.version, directory)
    print("wrote", *paths)


if __name__ == "__main__":
    main(sys.argv[1:])
