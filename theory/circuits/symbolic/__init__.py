"""Symbolic derivations: the symbols of the paper, the Kronecker mixed-product rule, the path
expansion of the logits (C2), the QK expansion of the attention scores (C3) and explicit
small-model expressions."""
