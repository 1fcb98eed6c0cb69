"""The linear-attention models (docs/theory.md, Part II) that implement the optimal strategies.

* :mod:`.linear_attention` — Models A, B, C compiled from the optimal strategies (I6);
* :mod:`.finite_n` — the finite-N MSE theory (I8);
* :mod:`.patching` — key patching and its closed form (I7);
* :mod:`.data` — the in-context regression data: context and moment sampling.
"""
