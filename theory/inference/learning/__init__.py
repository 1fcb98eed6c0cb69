"""Learning the models (docs/theory.md, Part II; PyTorch, ``train`` extra, except :mod:`.mlp`).

* :mod:`.training` — train Models A, B, C (hard coordinate routing, exact expected loss; L1, L2);
* :mod:`.sampled_training` — Model A trained on sampled routing branches (cost per step independent of D^M);
* :mod:`.nonadaptive_training` — Models B and C trained on sampled coordinate tuples with the exact mean-field loss (depth);
* :mod:`._training_legacy` — the earlier trainer, kept as the reference of ``benchmarks/training_step.py``;
* :mod:`.learned_policy` — a trained Model A's routing table judged against the exact DP (L4);
* :mod:`.mlp` — the explicit ReLU networks the compiled and trained models use.
"""
