"""Symbolic matrices of an attention-only transformer, printed in the paper's notation.

``CircuitMatrix`` is a plain SymPy ``MatrixSymbol`` (its state is its args: name and
shape) whose printers render the name the way the circuits paper writes it.  Names are
ASCII: ``A^h2`` (pattern of the head of layer 2), ``W_OV^h(2,1)`` (OV of the first head
of layer 2 when that layer has several heads), ``W_QK^h1``, ``W_U``, ``W_E``.

Notation (one rule for everything printed): in formulas, layers *and* heads are numbered
from 1, as in the paper — ``h_{2,1}`` is head 1 of layer 2, and a layer with a single
head drops the head index (``h_2``).  The Python API counts both from 0 (``layer=1,
head=0`` is ``h_{2,1}``), and :func:`theory.circuits.models.model.head_label` gives TransformerLens'
0-based label (``L1H0``) for exchanging numbers with it.

>>> from theory.printing import latex, sstr
>>> import sympy as sp
>>> A2, A1 = pattern(1, 0, (1, 1)), pattern(0, 0, (1, 1))
>>> latex(A2 * A1), sstr(A2 * A1)
('A^{h_2} A^{h_1}', 'A^h2*A^h1')
>>> latex(ov(1, 2, (1, 3)))
'W_{OV}^{h_{2,3}}'
>>> sstr(ov(1, 2, (1, 3))), printed_label(1, 2, (1, 3))
('W_OV^h(2,3)', 'h(2,3)')
"""
from __future__ import annotations

import re

import sympy as sp
from sympy import MatrixSymbol

n_ctx, d_model, n_vocab = sp.symbols("n_ctx d_model n_vocab", integer=True, positive=True)

_BASES = {"A": "A", "W_OV": "W_{OV}", "W_QK": "W_{QK}", "W_U": "W_U", "W_E": "W_E"}
_NAME = re.compile(r"^(?P<base>[A-Za-z_]+?)(?:\^h(?:(?P<layer>\d+)|\((?P<layer2>\d+),(?P<head>\d+)\)))?$")


class CircuitMatrix(MatrixSymbol):
    """A ``MatrixSymbol`` that prints as ``W_{OV}^{h_2}`` in LaTeX and ``W_OV^h2`` in text."""

    def _latex(self, printer):
        m = _NAME.match(self.name)
        base = _BASES.get(m.group("base"), m.group("base")) if m else self.name
        if not m or (m.group("layer") is None and m.group("layer2") is None):
            return base
        sub = m.group("layer") if m.group("head") is None else f"{m.group('layer2')},{m.group('head')}"
        sub = sub if len(sub) == 1 else "{" + sub + "}"
        return f"{base}^{{h_{sub}}}"

    def _sympystr(self, printer):
        return self.name


def printed_label(layer, head, n_heads):
    """Printed label of the 0-based API head ``(layer, head)``, numbered from 1:
    ``h2`` (the only head of layer 2) or ``h(2,1)`` (head 1 of layer 2, which has several).
    TransformerLens' 0-based label of the same head is :func:`theory.circuits.models.model.head_label`.

    >>> printed_label(1, 0, (1, 1)), printed_label(1, 0, (2, 2))
    ('h2', 'h(2,1)')
    """
    return f"h{layer + 1}" if n_heads[layer] == 1 else f"h({layer + 1},{head + 1})"



def pattern(layer, head, n_heads):
    """The attention pattern ``A^h`` (n_ctx×n_ctx) of a head."""
    return CircuitMatrix(f"A^{printed_label(layer, head, n_heads)}", n_ctx, n_ctx)


def ov(layer, head, n_heads):
    """The OV circuit ``W_OV^h = W_O^h W_V^h`` (d_model×d_model) of a head."""
    return CircuitMatrix(f"W_OV^{printed_label(layer, head, n_heads)}", d_model, d_model)


def qk(layer, head, n_heads):
    """The QK circuit ``W_QK^h = W_Q^hᵀ W_K^h`` (d_model×d_model) of a head."""
    return CircuitMatrix(f"W_QK^{printed_label(layer, head, n_heads)}", d_model, d_model)


W_U = CircuitMatrix("W_U", n_vocab, d_model)
W_E = CircuitMatrix("W_E", d_model, n_vocab)
