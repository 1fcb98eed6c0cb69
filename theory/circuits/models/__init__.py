"""Numeric models: the attention-only transformer, low-rank factored matrices, and hand-built
constructions (previous-token and induction models)."""
