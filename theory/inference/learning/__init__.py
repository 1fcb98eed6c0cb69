"""Learning the models (docs/theory.md, Part II; PyTorch, ``train`` extra, except :mod:`.mlp`).

* :mod:`.training` — train Models A, B, C (hard coordinate routing, exact expected loss; L1, L2);
* :mod:`.sampled_training` — Model A trained on sampled routing branches (cost per step independent of D^M);
* :mod:`.meanfield_training` — Model A on the exact mean-field loss of a tree prior, grown layer by layer (L5, L6);
* :mod:`.nonadaptive_training` — Models B and C trained on sampled coordinate tuples with the exact mean-field loss (depth);
* :mod:`.learned_policy` — a trained Model A's routing table judged against the exact DP (L4);
* :mod:`.mlp` — the explicit ReLU networks the compiled and trained models use.
"""
