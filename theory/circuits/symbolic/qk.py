"""Expansion of a head's attention scores into Q-, K- and V-free composition terms (claim C3).

The scores of head h in layer ℓ are a bilinear form in the residual stream entering
that layer, ``S = X_ℓ W_QK^h X_ℓᵀ``, and ``X_ℓ`` is itself a sum of path terms
``(P_p ⊗ W_p W_E)·t`` over paths p through layers < ℓ (:mod:`.expansion`).  Expanding
both sides gives one term per pair (query path p, key path q):

    P_p ⊗ P_q ⊗ (W_Eᵀ W_pᵀ W_QK^h W_q W_E),   acting on tokens as  P_p (t M tᵀ) P_qᵀ,

labelled ``direct`` (p = q = ∅, the paper's ``Id⊗Id⊗W_Eᵀ W_QK W_E``), ``Q`` (only the
query side passes through earlier heads: Q-composition), ``K`` (only the key side) and
``QK`` (both).  There are ``(Π_{ℓ'<ℓ}(1+|H_ℓ'|))²`` terms.

Why only V-composition collapses to a fixed pattern product: the pattern of h is
``A^h = softmax*(S)`` and the Q/K terms are summands of S *inside* the softmax, so they
change A^h itself — no term of the form (fixed pattern)⊗(weights) represents them.
V-composition acts through the values, outside the softmax, and gives the order-≥2 OV
terms ``(A^{h_2}A^{h_1}) ⊗ (W_U W_OV^{h_2} W_OV^{h_1} W_E)`` of the path expansion.

>>> e = qk_expansion(n_heads=[1, 1], layer=1, head=0)
>>> [(t.kind, t.query_heads, t.key_heads) for t in e.terms]
[('direct', (), ()), ('K', (), ((0, 0),)), ('Q', ((0, 0),), ()), ('QK', ((0, 0),), ((0, 0),))]
>>> e.terms[1].latex()
'\\\\mathrm{Id} \\\\otimes A^{h_1} \\\\otimes W_E^{T} W_{QK}^{h_2} W_{OV}^{h_1} W_E'
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np
from sympy import Identity, MatAdd, MatMul
from sympy.matrices.expressions.kronecker import KroneckerProduct

from theory.errors import InputValueError, ShapeError, TooLargeError
from theory.printing import ExprDisplay
from theory.validation import check_size, positive_int
from theory.circuits.symbolic import symbols as S
from theory.circuits.symbolic.expansion import (DEFAULT_MAX_TERMS, ResidualPaths, SumDisplay, check_heads, log10_count_lower_bound,
                        refuse_before_counting, shown_count, count_paths, iter_paths, layer_factor)
from theory.circuits.symbolic.kronecker import mixed_product
from theory.circuits.models.model import AttentionOnlyModel


def residual_product(layer, n_heads):
    """The unexpanded residual operator into ``layer``: ``Π_{ℓ<layer}(Id + Σ A⊗W_OV) (Id⊗W_E)``."""
    factors = [layer_factor(l, n_heads) for l in reversed(range(layer))]
    factors.append(KroneckerProduct(Identity(S.n_ctx), S.W_E))
    return MatMul(*factors) if len(factors) > 1 else factors[0]


def residual_term(product, path, layer):
    """Derive ``P_p ⊗ (W_p W_E)`` for one residual path by selecting summands + mixed product."""
    if layer == 0:
        return product
    chosen = dict(path)
    picked = [f.args[0 if chosen.get(l) is None else 1 + chosen[l]]
              for f, l in zip(product.args[:-1], reversed(range(layer)))]
    return mixed_product(MatMul(*picked, product.args[-1]))


_KIND = {(False, False): "direct", (True, False): "Q", (False, True): "K", (True, True): "QK"}


@dataclass(frozen=True)
class QKTerm(ExprDisplay):
    """One score term ``P_q ⊗ P_k ⊗ M`` with ``M = W_Eᵀ W_pᵀ W_QK W_q W_E`` (n_vocab×n_vocab)."""

    query_heads: tuple
    key_heads: tuple
    query_pattern: object
    key_pattern: object
    weight: object

    @property
    def kind(self):
        """``direct``, ``Q``, ``K`` or ``QK``: which sides pass through earlier heads."""
        return _KIND[(bool(self.query_heads), bool(self.key_heads))]

    @property
    def expr(self):
        return KroneckerProduct(self.query_pattern, self.key_pattern, self.weight)

    def __repr__(self):
        return f"QKTerm({self.kind}: {self})" if len(str(self)) < 100 else f"QKTerm({self.kind}: {str(self)[:99]}…)"


class QKExpansion(SumDisplay):
    """The scores of one head as a sum of :class:`QKTerm` (see module docstring)."""

    def __init__(self, n_heads, layer, head):
        self.n_heads, self.layer, self.head = n_heads, layer, head
        self.residual = residual_product(layer, n_heads)
        self.W_QK = S.qk(layer, head, n_heads)

    @cached_property
    def n_terms(self):
        """The number of terms (an exact int of any size; ``len()`` where it fits)."""
        return count_paths(self.n_heads[: self.layer]) ** 2

    def _pairs(self):
        paths = list(iter_paths(self.n_heads[: self.layer])) if self.layer else [()]
        return [(p, q) for p in paths for q in paths]

    def iter_terms(self):
        """Derive the terms lazily, one at a time (each residual path once)."""
        res = {}
        for p, q in self._pairs():
            for r in (p, q):
                if r not in res:
                    res[r] = residual_term(self.residual, r, self.layer)
            (Pp, Wp), (Pq, Wq) = res[p].args, res[q].args
            yield QKTerm(p, q, Pp, Pq, MatMul(Wp.T, self.W_QK, Wq).doit())

    @cached_property
    def terms(self):
        return self._all_terms()

    def by_kind(self, kind):
        return [t for t in self.terms if t.kind == kind]

    @cached_property
    def expr(self):
        return MatAdd(*[t.expr for t in self.terms])

    def __repr__(self):
        return (f"QKExpansion(n_heads={list(self.n_heads)}, layer={self.layer}, head={self.head}, "
                f"terms={shown_count(self.n_terms)})")

    def evaluate(self, model, tokens):
        """Numeric value ``P_p X_0 W_pᵀ W_QK W_q X_0ᵀ P_qᵀ`` of every term, patterns frozen.

        Returns a :class:`QKValues`; its ``total`` equals the head's actual scores.
        """
        if not isinstance(model, AttentionOnlyModel):
            raise InputValueError(f"model must be an AttentionOnlyModel; got {type(model).__name__}")
        if tuple(model.n_heads) != tuple(self.n_heads):
            raise ShapeError(f"model has heads per layer {model.n_heads}, the expansion {tuple(self.n_heads)}")
        n = model.tokens(tokens).size
        paths = count_paths(self.n_heads[: self.layer])
        d_head = model.heads[self.layer][self.head].d_head
        entries = model.forward_entries(n) + paths * n * (model.d_model + 2 * d_head) + paths ** 2 * n * n
        check_size(f"evaluating {paths ** 2} QK terms on {n} tokens", entries, "use fewer tokens")
        fwd = model.run(tokens)
        y = ResidualPaths(model, fwd)
        hd = model.heads[self.layer][self.head]
        pairs = self._pairs()
        q = {p: y(p) @ hd.W_Q.T for p, _ in pairs}
        k = {p: y(p) @ hd.W_K.T for p, _ in pairs}
        values = tuple(q[p] @ k[r].T for p, r in pairs)
        return QKValues(self, tuple(pairs), values, fwd.scores[self.layer][self.head])


@dataclass(frozen=True)
class QKValues:
    """Numeric values of the QK terms; ``total`` vs ``scores`` (the forward pass)."""

    expansion: QKExpansion
    pairs: tuple
    values: tuple
    scores: np.ndarray

    @property
    def total(self):
        return np.sum(self.values, axis=0)

    def __repr__(self):
        err = float(np.abs(self.total - self.scores).max() / max(np.abs(self.scores).max(), 1e-300))
        return f"QKValues({len(self.values)} terms; sum vs scores: max rel err {err:.2g})"

    def by_kind(self):
        out = {}
        for (p, q), v in zip(self.pairs, self.values):
            kind = _KIND[(bool(p), bool(q))]
            out[kind] = out.get(kind, 0) + v
        return out

    def max_error(self):
        err = np.abs(self.total - self.scores).max()
        return float(err), float(err / max(np.abs(self.scores).max(), 1e-300))


def qk_expansion(model=None, layer=None, head=None, *, n_heads=None, max_terms=DEFAULT_MAX_TERMS):
    """Expand the scores of head ``(layer, head)`` (0-based) into direct/Q/K/QK terms.

    Give a model, or the heads per layer ``n_heads`` for a purely symbolic expansion.

    >>> qk_expansion(n_heads=[2, 2, 1], layer=2, head=0)
    QKExpansion(n_heads=[2, 2, 1], layer=2, head=0, terms=81)
    """
    if model is not None:
        if not isinstance(model, AttentionOnlyModel):
            raise InputValueError(f"model must be an AttentionOnlyModel; got {type(model).__name__}")
        heads = tuple(model.n_heads)
        if n_heads is not None:        # was silently ignored: the model's own heads were used
            raise InputValueError(f"n_heads must not be given with a model (the model has n_heads={list(heads)}); "
                                  f"got n_heads={n_heads!r}")
    else:
        if n_heads is None:
            raise InputValueError("give a model, or n_heads (a list of head counts per layer)")
        heads = check_heads(n_heads)
    layer = positive_int("layer", layer, minimum=0, maximum=len(heads) - 1)
    head = positive_int("head", head, minimum=0, maximum=heads[layer] - 1)
    max_terms = positive_int("max_terms", max_terms)
    refuse_before_counting(f"QK expansion of layer {layer}", 2 * log10_count_lower_bound(heads[:layer]),
                            max_terms, "pass a larger max_terms to build it anyway")
    count = count_paths(heads[:layer], cap=max_terms) ** 2
    if count > max_terms:
        exact = count_paths(heads[:layer], cap=10 ** 15) ** 2
        size = f"{exact} terms" if exact <= 10 ** 30 else "more than 10^30 terms"
        raise TooLargeError(f"QK expansion of layer {layer} has {size} ((Π_ℓ<{layer}(1+|H_ℓ|))²), more than "
                            f"max_terms={max_terms}" + (f"; pass max_terms={exact} to build it anyway"
                                                       if exact <= 10 ** 30 else "; choose an earlier layer"))
    return QKExpansion(heads, layer, head)
