"""Training the models (docs/theory.md, Part II; PyTorch, ``train`` extra).

* :mod:`.linear_attention` — train Models A, B, C (hard coordinate routing, exact expected loss; L1, L2);
* :mod:`.sampled` — Model A trained on sampled routing branches (cost per step independent of D^M);
* :mod:`.meanfield` — Model A on the exact mean-field loss of a tree prior, grown layer by layer (L5, L6);
* :mod:`.nonadaptive` — Models B and C trained on sampled coordinate tuples with the exact mean-field loss (depth);
* :mod:`.flat_adam` — Adam over parameters in one flat buffer;
* :mod:`.refit` — least-squares refit of a trained model's last decoder layer (L9);
* :mod:`.learned_policy` — a trained Model A's routing table judged against the exact DP (L4).

The explicit ReLU networks the compiled and trained models use are :mod:`theory.inference.models.mlp`.
``theory.inference.training`` was a module in version 0.1 (now :mod:`.linear_attention`): its names
still resolve here, with a DeprecationWarning.
"""


def __getattr__(name):
    from theory.system.moved import moved_attribute
    return moved_attribute(__name__, name, ("theory.inference.training.linear_attention",
                                                  "theory.inference.training.trained_model"))
