"""Substitute explicit matrices into the symbolic circuit expressions.

This is the bridge that makes every SymPy result of :mod:`theory.circuits` checkable:
``explicit_values(model, tokens)`` maps each ``CircuitMatrix`` (``A^h``, ``W_OV^h``,
``W_QK^h``, ``W_U``, ``W_E``) to an explicit SymPy matrix — the model's weights and the
patterns frozen on ``tokens`` — and :func:`substitute` evaluates any expression of the
package with them (``KroneckerProduct`` of explicit matrices is SymPy's own ``kron``).

In the explicit form the embedding ``W_E`` acts on the one-hot token matrix; the
positional embedding is a separate additive input, so tests that compare the symbolic
and numeric paths use models without ``W_pos`` or compare on ``X_0`` directly.
"""
from __future__ import annotations

import numpy as np
import sympy as sp
from sympy.matrices.expressions.kronecker import KroneckerProduct

from theory.errors import InputValueError
from theory.validation import check_size
from theory.circuits.symbolic import symbols as S
from theory.circuits.models.model import AttentionOnlyModel

MAX_SYMPY_ENTRIES = 200_000     # SymPy matrices hold one Python object per entry


def as_sympy(arr, exact=False):
    """numpy array → immutable SymPy matrix (floats, or exact Rationals of the float values)."""
    conv = (lambda x: sp.Rational(float(x))) if exact else (lambda x: sp.Float(float(x), 30))
    return sp.ImmutableMatrix(arr.shape[0], arr.shape[1], [conv(x) for x in np.ravel(arr)])


def explicit_values(model, tokens=None, patterns=None, exact=False):
    """``{CircuitMatrix: explicit matrix}`` for a model (and its patterns on ``tokens``).

    Refused before any conversion when the SymPy matrices would hold more than
    ``MAX_SYMPY_ENTRIES`` entries.
    """
    if not isinstance(model, AttentionOnlyModel):
        raise InputValueError(f"model must be an AttentionOnlyModel; got {type(model).__name__}")
    n_heads = model.n_heads
    n = 0 if tokens is None and patterns is None else (
        model.tokens(tokens).size if tokens is not None else max(np.shape(p)[0] for layer in patterns for p in layer))
    heads = sum(n_heads)
    check_size("explicit SymPy matrices", 2 * model.n_vocab * model.d_model + heads * (2 * model.d_model ** 2 + n * n),
               "substitute on a smaller model (SymPy holds one object per entry)", limit=MAX_SYMPY_ENTRIES)
    sub = {S.W_U: as_sympy(model.W_U, exact), S.W_E: as_sympy(model.W_E, exact)}
    if patterns is None and tokens is not None:
        patterns = model.patterns(tokens)
    for l, layer in enumerate(model.heads):
        for h, hd in enumerate(layer):
            sub[S.ov(l, h, n_heads)] = as_sympy(hd.W_OV.dense, exact)
            sub[S.qk(l, h, n_heads)] = as_sympy(hd.W_QK.dense, exact)
            if patterns is not None:
                sub[S.pattern(l, h, n_heads)] = as_sympy(np.asarray(patterns[l][h]), exact)
    return sub


def dims(model, n_ctx):
    """Substitution of the shape symbols by the model's sizes."""
    return {S.n_ctx: n_ctx, S.d_model: model.d_model, S.n_vocab: model.n_vocab}


def substitute(expr, values, sizes):
    """Evaluate a circuit expression on explicit matrices: an explicit ``ImmutableMatrix``."""
    out = expr.subs(sizes).xreplace({k.subs(sizes): v for k, v in values.items()})
    return _explicit(out)


def _explicit(expr):
    # Evaluate bottom-up: SymPy's doit() on a whole MatMul of Kronecker products is slow.
    if isinstance(expr, sp.MatMul):
        coeff, mats = expr.as_coeff_matrices()
        out = _explicit(mats[0])
        for m in mats[1:]:
            out = out * _explicit(m)
        return sp.ImmutableMatrix(coeff * out)
    if isinstance(expr, sp.MatAdd):
        parts = [_explicit(a) for a in expr.args]
        out = parts[0]
        for p in parts[1:]:
            out = out + p
        return sp.ImmutableMatrix(out)
    if isinstance(expr, KroneckerProduct):
        return sp.ImmutableMatrix(KroneckerProduct(*[_explicit(a) for a in expr.args]).doit())
    if isinstance(expr, sp.Transpose):
        return _explicit(expr.arg).T
    return sp.ImmutableMatrix(expr.doit().as_explicit())


def onehot(tokens, n_vocab):
    """The one-hot token matrix t (n_ctx×n_vocab)."""
    t = np.zeros((len(tokens), n_vocab))
    t[np.arange(len(tokens)), tokens] = 1.0
    return t
