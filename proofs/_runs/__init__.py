"""The pre-registered training runs (and the rules registered with them) that several claims share: each
module's settings are fixed in it, before the claims it serves ran.

* :mod:`.linear_attention` — Models A, B, C on the tree and Gaussian priors (L1, L2, L4, L9);
* :mod:`.depth` — Models A, B, C at depth on T(5, α) (L5, L6);
* :mod:`.markov` — two-layer attention-only models on a Markov language (L7, L8);
* :mod:`.natural_text` — two-layer attention-only models on the King James Bible (L10, L11, L12);
* :mod:`.composition` — the composition rules and figures of L8, which L12 applies to :mod:`.natural_text`'s models.
"""
