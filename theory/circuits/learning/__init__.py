"""Data and training: the Markov language of the fast tests and the trainer of attention-only
models (needs the ``train`` extra)."""
