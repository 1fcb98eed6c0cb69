"""Path expansion of the logits of an attention-only transformer (claim C2 of docs/theory.md).

With the attention patterns frozen at their values on the input, the logits operator is

    T = (Id⊗W_U) · Π_{ℓ=L..1} (Id + Σ_{h∈H_ℓ} A^h⊗W_OV^h) · (Id⊗W_E).

Distributing the product picks, in every layer, either the identity (the residual
stream skips the layer) or one head; the mixed-product rule
``(A⊗B)(C⊗D) = (AC)⊗(BD)`` then collapses each choice to one *path term*

    (A^{h_k} … A^{h_1}) ⊗ (W_U W_OV^{h_k} … W_OV^{h_1} W_E)

of order k (the number of heads on the path); there are ``Π_ℓ (1+|H_ℓ|)`` of them.
For two layers this is the paper's
``Id⊗W_U W_E + Σ_h A^h⊗(W_U W_OV^h W_E) + Σ_{h2,h1} (A^{h2}A^{h1})⊗(W_U W_OV^{h2} W_OV^{h1} W_E)``.

Here the terms are *derived*: :attr:`PathExpansion.product` is the unexpanded SymPy
product above, and each term is obtained from it by selecting one summand per factor
(:func:`select_path`) and applying :func:`~theory.circuits.symbolic.kronecker.mixed_product`.

Numerically a term acts on the embedded input ``X_0`` (token embedding plus positional
embedding, if any — ``W_E`` in the formula stands for that embedding map) as
``(P ⊗ W)·X_0 = P X_0 Wᵀ``; the sum of all term values equals the model's logits.

Examples
--------
>>> e = path_expansion(n_heads=[1, 1])
>>> len(e), [t.order for t in e.terms]
(4, [0, 1, 1, 2])
>>> print(e)
Id ⊗ W_U*W_E + A^h1 ⊗ W_U*W_OV^h1*W_E + A^h2 ⊗ W_U*W_OV^h2*W_E + A^h2*A^h1 ⊗ W_U*W_OV^h2*W_OV^h1*W_E
>>> e.terms[-1].latex()
'A^{h_2} A^{h_1} \\\\otimes W_U W_{OV}^{h_2} W_{OV}^{h_1} W_E'
"""
from __future__ import annotations

import itertools
import math
import sys
from dataclasses import dataclass
from functools import cached_property

import numpy as np
from sympy import Identity, MatAdd, MatMul
from sympy.matrices.expressions.kronecker import KroneckerProduct

from theory.errors import InputTypeError, InputValueError, ShapeError, TooLargeError
from theory.printing import ExprDisplay, counted, latex, sstr
from theory.validation import check_size, int_sequence, positive_int
from theory.circuits.symbolic import symbols as S
from theory.circuits.symbolic.kronecker import mixed_product
from theory.circuits.models.model import AttentionOnlyModel

DEFAULT_MAX_TERMS = 4096


# ---------------------------------------------------------------------------- the product
def layer_factor(layer, n_heads):
    """``Id⊗Id + Σ_h A^h⊗W_OV^h`` for one layer, as an unevaluated SymPy ``MatAdd``.

    Argument 0 is the identity (skip) summand — SymPy folds ``Id⊗Id`` into one ``Id`` of
    size n_ctx·d_model — and argument ``1+h`` is head ``h``.
    """
    summands = [KroneckerProduct(Identity(S.n_ctx), Identity(S.d_model))]
    summands += [KroneckerProduct(S.pattern(layer, h, n_heads), S.ov(layer, h, n_heads))
                 for h in range(n_heads[layer])]
    return MatAdd(*summands)


def logit_product(n_heads):
    """The unexpanded operator ``(Id⊗W_U) Π_{ℓ=L..1}(Id + Σ A^h⊗W_OV^h) (Id⊗W_E)``."""
    factors = [KroneckerProduct(Identity(S.n_ctx), S.W_U)]
    factors += [layer_factor(l, n_heads) for l in reversed(range(len(n_heads)))]
    factors.append(KroneckerProduct(Identity(S.n_ctx), S.W_E))
    return MatMul(*factors)


def select_path(product, heads):
    """Distribute ``product`` along one path: keep, from each layer factor, the summand of
    the head chosen in that layer (or the identity summand) — a ``MatMul`` of Kronecker
    products, ready for :func:`mixed_product`.
    """
    factors = product.args
    L = len(factors) - 2
    chosen = dict(heads)
    picked = [factors[0]]
    for i, layer in enumerate(reversed(range(L))):
        h = chosen.get(layer)
        picked.append(factors[1 + i].args[0 if h is None else 1 + h])
    picked.append(factors[-1])
    return MatMul(*picked)


# ---------------------------------------------------------------------------- terms
@dataclass(frozen=True)
class PathTerm(ExprDisplay):
    """One term ``pattern ⊗ weight`` of the path expansion.

    Attributes
    ----------
    heads : tuple of (layer, head)
        The heads on the path, earliest layer first (0-based).
    pattern : sympy matrix expression
        ``A^{h_k} … A^{h_1}`` (n_ctx×n_ctx), ``Id`` for the direct path.
    weight : sympy matrix expression
        ``W_U W_OV^{h_k} … W_OV^{h_1} W_E`` (n_vocab×n_vocab).
    """

    heads: tuple
    pattern: object
    weight: object

    @property
    def order(self):
        """Number of heads on the path (0 = direct path)."""
        return len(self.heads)

    @property
    def expr(self):
        """The term as ``KroneckerProduct(pattern, weight)``."""
        return KroneckerProduct(self.pattern, self.weight)

    def __repr__(self):
        return f"PathTerm(order {self.order}: {self})" if len(str(self)) < 100 else \
            f"PathTerm(order {self.order}: {str(self)[:99]}…)"


def derive_term(product, heads):
    """Derive the path term for ``heads`` from the unexpanded ``product`` (select + mixed product)."""
    expr = mixed_product(select_path(product, heads))
    if not isinstance(expr, KroneckerProduct):
        raise RuntimeError(f"mixed-product rule did not apply to path {heads}: {expr}")
    pattern, weight = expr.args
    return PathTerm(tuple(heads), pattern, weight)


def iter_paths(n_heads, max_order=None):
    """Yield head tuples by increasing order, then by layer and head (lazy)."""
    L = len(n_heads)
    top = L if max_order is None else min(max_order, L)
    for k in range(top + 1):
        for layers in itertools.combinations(range(L), k):
            for hs in itertools.product(*[range(n_heads[l]) for l in layers]):
                yield tuple(zip(layers, hs))


def count_paths(n_heads, max_order=None, cap=None):
    """Number of path terms: ``Π_ℓ (1+|H_ℓ|)`` (or those of order ≤ max_order).

    Without ``max_order`` this is the product itself.  With it, the count is the sum of the
    first coefficients of ``Π_ℓ (1 + |H_ℓ| x)`` (elementary symmetric sums), built layer by
    layer; with ``cap`` the counting stops as soon as it passes ``cap`` (counts only grow
    with every layer) and returns a number > cap — so the cost is bounded by the cap, not
    by the number of layers times the order.

    >>> count_paths([12, 12]), count_paths([4, 4, 4, 4]), count_paths([4, 4, 4, 4], max_order=1)
    (169, 625, 17)
    >>> count_paths([1] * 100000, cap=4096) > 4096
    True
    """
    n_heads = int_sequence("n_heads", n_heads, minimum=0)
    if max_order is not None:
        max_order = positive_int("max_order", max_order, minimum=0)
    if cap is not None:
        cap = positive_int("cap", cap, minimum=0)
    if max_order is None or max_order >= len(n_heads):
        total = 1
        for h in n_heads:
            total *= 1 + h
            if cap is not None and total > cap:
                return total
        return total
    poly = [1] + [0] * max_order  # coefficients of Π(1 + |H_ℓ| x), truncated at degree max_order
    top = 0
    for h in n_heads:
        top = min(top + 1, max_order)
        for i in range(top, 0, -1):
            poly[i] += h * poly[i - 1]
        if cap is not None and sum(poly) > cap:
            return sum(poly)
    return sum(poly)


def iter_path_terms(n_heads, max_order=None):
    """Lazily derive path terms one at a time (for expansions too large to hold).

    The arguments are checked at the call, before the first term (``max_order=-1`` gave no
    term at all; ``max_order='2'`` failed inside the iteration with a raw TypeError).

    >>> [t.heads for t in iter_path_terms([1, 2], max_order=1)]
    [(), ((0, 0),), ((1, 0),), ((1, 1),)]
    >>> iter_path_terms([1, 1], max_order=-1)
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: max_order must be an integer >= 0; got -1
    """
    n_heads = check_heads(n_heads)
    if max_order is not None:
        max_order = positive_int("max_order", max_order, minimum=0)
    product = logit_product(n_heads)
    return (derive_term(product, heads) for heads in iter_paths(n_heads, max_order))


def log10_count_lower_bound(heads, max_order=None):
    """``log10`` of a lower bound on ``count_paths(heads, max_order)`` in O(L) float work, so that
    a hopeless request is refused before any exact (big-integer) counting: the full count is
    ``Π(1+h)``; a truncated one is at least ``1 + Σh`` and at least ``C(L, k)`` (every h ≥ 1)."""
    L = len(heads)
    k = L if max_order is None else min(max_order, L)
    if k == L:
        return sum(math.log10(1 + h) for h in heads)
    comb = (math.lgamma(L + 1) - math.lgamma(k + 1) - math.lgamma(L - k + 1)) / math.log(10)
    return max(comb, math.log10(1 + sum(heads)) if k >= 1 else 0.0)


def refuse_before_counting(what, log10_lower_bound, max_terms, hint):
    """TooLargeError when the lower bound alone exceeds ``max_terms`` (with slack for rounding) and
    is beyond 10^15 (below that, exact counting is cheap and gives the exact number in the message)."""
    if log10_lower_bound > max(15.0, math.log10(max_terms) + 1e-9):
        raise TooLargeError(f"{what} has at least about 10^{log10_lower_bound:.1f} terms, more than "
                            f"max_terms={max_terms}; {hint}")


def _fmt_count(n):
    """A term count for a message: exact when short, else its order of magnitude (Python refuses
    to print integers of more than 4300 digits)."""
    return str(n) if n < 10 ** 15 else f"about 10^{int(n.bit_length() * math.log10(2))}"


def shown_count(n):
    """A term count for a repr: exact up to 60 digits, else its order of magnitude."""
    return str(n) if n < 10 ** 60 else _fmt_count(n)


def _fmt_heads(heads):
    """Heads per layer for a message, abbreviated beyond 12 layers."""
    heads = list(heads)
    return str(heads) if len(heads) <= 12 else f"[{', '.join(map(str, heads[:6]))}, … ({len(heads)} layers)]"


MAX_SYMBOLIC_HEADS = 2_000    # heads in the unexpanded SymPy product (one summand each: 1000 heads take ~0.2 s,
                              # and each derived term costs ~4 µs per layer on top of ~1 ms)


def check_heads(n_heads):
    if isinstance(n_heads, (int, np.integer, str, bytes, dict, set, frozenset)) or not hasattr(n_heads, "__len__") \
            or len(n_heads) == 0:       # a dict's keys, a set's arbitrary order are no heads per layer
        raise InputValueError(f"n_heads must be a non-empty list of head counts per layer; got {n_heads!r}")
    if len(n_heads) > MAX_SYMBOLIC_HEADS:
        raise TooLargeError(f"n_heads lists {len(n_heads)} layers; the symbolic product holds one factor per layer "
                            f"and one summand per head: at most {MAX_SYMBOLIC_HEADS} heads in all fit")
    heads = tuple(positive_int(f"n_heads[{i}]", h) for i, h in enumerate(n_heads))
    if sum(heads) > MAX_SYMBOLIC_HEADS:
        raise TooLargeError(f"n_heads has {sum(heads)} heads in all; the symbolic product holds one summand per "
                            f"head: at most {MAX_SYMBOLIC_HEADS} fit")
    return heads


# ---------------------------------------------------------------------------- expansion
MAX_PRINTED_TERMS = 256
"""Terms that ``str`` and ``latex`` of an expansion print; the rest are counted (the full sum is
``expansion.expr``).  Printing 4096 terms took ~10 s each, linear in the terms."""


class SumDisplay(ExprDisplay):
    """``str``/``latex`` of a sum of many terms: the first :data:`MAX_PRINTED_TERMS` in order, then
    how many more there are (the objects' own order, not SymPy's re-sorted ``MatAdd``).

    ``n_terms`` (a subclass's) is the exact count, any size; ``len()`` is that count where Python
    can return it (at most ``sys.maxsize``; beyond, a :class:`~theory.errors.TooLargeError` —
    it was a bare OverflowError out of ``repr``), and so is ``terms``, which holds them all."""

    def __len__(self):
        n = self.n_terms
        if n > sys.maxsize:
            raise TooLargeError(f"{type(self).__name__} has {_fmt_count(n)} terms, more than len() can count "
                                f"(sys.maxsize = {sys.maxsize}) or memory can hold; n_terms is the exact count, "
                                "iter_terms() derives them one at a time")
        return n

    def _printed(self, fmt, more):
        n = self.n_terms
        if n <= MAX_PRINTED_TERMS:
            return None
        shown = [fmt(t.expr) for t in itertools.islice(self.iter_terms(), MAX_PRINTED_TERMS)]
        return " + ".join(shown) + more(n - MAX_PRINTED_TERMS)

    def _all_terms(self):
        len(self)                      # refused before any derivation when the tuple could not exist
        return tuple(self.iter_terms())

    def latex(self, **settings):
        out = self._printed(lambda e: latex(e, **settings), lambda k: rf" + \dots \text{{ ({counted(k, 'more term')})}}")
        return super().latex(**settings) if out is None else out

    def __str__(self):
        out = self._printed(sstr, lambda k: f" + … ({counted(k, 'more term')})")
        return super().__str__() if out is None else out


class PathExpansion(SumDisplay):
    """The path expansion of the logits; build it with :func:`path_expansion`.

    ``product`` is the unexpanded operator, ``terms`` the derived terms (order 0 first),
    ``expr`` their sum as one SymPy expression, ``evaluate`` their numeric values.
    """

    def __init__(self, n_heads, max_order=None):
        self.n_heads = n_heads
        self.max_order = max_order
        self.product = logit_product(n_heads)

    @cached_property
    def n_terms(self):
        """The number of terms (an exact int of any size; ``len()`` where it fits)."""
        return count_paths(self.n_heads, self.max_order)

    def iter_terms(self):
        """Derive the terms lazily, one at a time."""
        for heads in iter_paths(self.n_heads, self.max_order):
            yield derive_term(self.product, heads)

    @cached_property
    def terms(self):
        """All terms as a tuple (order 0, then 1, ...)."""
        return self._all_terms()

    @cached_property
    def expr(self):
        """The expansion as one SymPy expression (a sum of Kronecker products)."""
        return MatAdd(*[t.expr for t in self.terms])

    def by_order(self, k):
        """Terms of order k (an integer ≥ 0; none above the number of layers)."""
        k = positive_int("k", k, minimum=0)
        return [t for t in self.terms if t.order == k]

    def __repr__(self):
        heads = list(self.n_heads) if len(self.n_heads) <= 12 else _fmt_heads(self.n_heads)
        return f"PathExpansion(n_heads={heads}, terms={shown_count(self.n_terms)})"

    def evaluate(self, model, tokens, method="batched"):
        """Numeric value of every term on ``tokens`` with patterns frozen at their actual values.

        Parameters
        ----------
        model : AttentionOnlyModel
            Must have the same heads per layer as the expansion.
        tokens : sequence of int
        method : {"batched", "naive"}
            ``batched`` reuses partial products along shared path prefixes and keeps
            every OV product low-rank (through d_head); ``naive`` evaluates each term
            from scratch as written, forming its n_vocab×n_vocab weight factor
            ``W_U W_OV…W_E`` and its pattern product (a reference).

        Returns
        -------
        PathValues
        """
        if not isinstance(model, AttentionOnlyModel):
            raise InputValueError(f"model must be an AttentionOnlyModel; got {type(model).__name__}")
        if tuple(model.n_heads) != tuple(self.n_heads):
            raise ShapeError(f"model has heads per layer {model.n_heads}, the expansion {tuple(self.n_heads)}")
        model.require_attention_only("the path expansion's evaluation")
        if method not in ("batched", "naive"):
            raise InputValueError(f"method must be 'batched' or 'naive'; got {method!r}")
        n = model.tokens(tokens).size
        terms = len(self)
        entries = model.forward_entries(n) + terms * n * (model.d_model + model.n_vocab)
        if method == "naive":
            entries += model.n_vocab ** 2 + n * model.n_vocab + n * n + model.n_vocab * model.d_model
        check_size(f"evaluating {terms} path terms on {n} tokens (n_vocab={model.n_vocab})", entries,
                   "use fewer tokens, max_order, or iter_path_terms")
        fwd = model.run(tokens)
        X0 = fwd.residuals[0]
        heads_list = list(iter_paths(self.n_heads, self.max_order))
        if method == "batched":
            values = _batched_values(model, fwd, heads_list)
        else:
            values = [_naive_value(model, fwd, heads) for heads in heads_list]
        return PathValues(self, tuple(heads_list), tuple(values), fwd.logits, X0)


class ResidualPaths:
    """Values ``Y_p = (P_p ⊗ W_p)·X_0 = P_p X_0 W_pᵀ`` of residual-stream paths, memoised.

    ``P_p = A^{h_k}…A^{h_1}`` and ``W_p = W_OV^{h_k}…W_OV^{h_1}``; a path extends its
    prefix by one head, ``Y_{p+h} = A^h Y_p W_Vᵀ W_Oᵀ`` (through d_head, never a
    d_model×d_model product), so shared prefixes are computed once.
    """

    def __init__(self, model, fwd):
        self.model, self.fwd = model, fwd
        self.cache = {(): fwd.residuals[0]}

    def __call__(self, path):
        got = self.cache.get(path)
        if got is None:
            (l, h), prev = path[-1], self(path[:-1])
            hd = self.model.heads[l][h]
            got = self.fwd.patterns[l][h] @ ((prev @ hd.W_V.T) @ hd.W_O.T)
            self.cache[path] = got
        return got


def _batched_values(model, fwd, heads_list):
    y = ResidualPaths(model, fwd)
    stacked = np.stack([y(heads) for heads in heads_list]) @ model.W_U.T  # one GEMM for all unembeddings
    return list(stacked)


def _naive_value(model, fwd, heads):
    """The term as written: ``P (onehot t) Mᵀ`` with ``M = W_U W_OV…W_OV W_E`` (n_vocab×n_vocab),
    plus the positional input through ``W_U W_OV…W_OV`` when the model has ``W_pos``."""
    t = fwd.tokens
    P = np.eye(t.size)
    W = model.W_U.copy()
    for l, h in reversed(heads):
        P = P @ fwd.patterns[l][h]
        W = W @ model.heads[l][h].W_O @ model.heads[l][h].W_V     # W_OV as written, dense
    M = W @ model.W_E
    onehot = np.zeros((t.size, model.n_vocab))
    onehot[np.arange(t.size), t] = 1.0
    out = P @ onehot @ M.T
    if model.W_pos is not None:
        out += P @ model.W_pos[:, : t.size].T @ W.T
    return out


@dataclass(frozen=True)
class PathValues:
    """Numeric values of the path terms on one input.

    ``values[i]`` (n_ctx×n_vocab) belongs to the term with heads ``heads[i]``;
    ``total`` is their sum, ``logits`` the model's forward-pass logits.
    """

    expansion: PathExpansion
    heads: tuple
    values: tuple
    logits: np.ndarray
    X0: np.ndarray

    @property
    def total(self):
        return np.sum(self.values, axis=0)

    def __repr__(self):
        return (f"PathValues({len(self.values)} terms on {self.logits.shape[0]} tokens; "
                f"sum vs logits: max rel err {self.max_error()[1]:.2g})")

    def value(self, heads):
        """The value of the term whose path is ``heads`` (e.g. ``((0, 0), (1, 0))``; ``()``: the direct path).

        Anything but a sequence of ``(layer, head)`` pairs of integers is an
        :class:`~theory.errors.InputTypeError` naming ``heads`` (``value(5)`` was a raw TypeError)."""
        try:
            if isinstance(heads, (str, bytes, dict)):
                raise TypeError
            key = tuple(tuple(x) for x in heads)
            if any(isinstance(x, (str, bytes, dict)) for x in heads):
                raise TypeError
        except TypeError:
            raise InputTypeError(f"heads must be a sequence of (layer, head) pairs, e.g. ((0, 0), (1, 0)), or () for "
                                 f"the direct path; got {heads!r} of type {type(heads).__name__}") from None
        if not all(len(p) == 2 and all(isinstance(i, (int, np.integer)) and not isinstance(i, (bool, np.bool_))
                                       for i in p) for p in key):
            raise InputTypeError(f"heads must be a sequence of (layer, head) pairs of integers; got {heads!r}")
        key = tuple((int(l), int(h)) for l, h in key)
        try:
            return self.values[self.heads.index(key)]
        except ValueError:
            raise InputValueError(f"no term with heads {key}; terms have heads like {self.heads[:3]}") from None

    def by_order(self):
        """``{k: sum of the values of the order-k terms}``."""
        out = {}
        for hs, v in zip(self.heads, self.values):
            out[len(hs)] = out.get(len(hs), 0) + v
        return out

    def max_error(self):
        """``(max abs error, max rel error)`` of the term sum against the forward pass."""
        err = np.abs(self.total - self.logits).max()
        return float(err), float(err / max(np.abs(self.logits).max(), 1e-300))


def path_expansion(model=None, *, n_layers=None, n_heads=None, max_order=None, max_terms=DEFAULT_MAX_TERMS):
    """Derive the path expansion of the logits, for a model or a purely symbolic shape.

    Parameters
    ----------
    model : AttentionOnlyModel, optional
        Take the heads per layer from this model.
    n_layers : int, optional
        With ``n_heads`` an int, the number of layers.
    n_heads : int or list of int, optional
        Heads per layer (a list), or heads in every layer (an int, with ``n_layers``).
    max_order : int, optional
        Keep only terms of order ≤ max_order (the expansion truncated by path length).
    max_terms : int
        Refuse (before any work) expansions with more terms than this.

    Raises
    ------
    TooLargeError
        When the expansion has more than ``max_terms`` terms; use
        :func:`iter_path_terms` to iterate lazily, ``max_order`` to truncate, or
        raise ``max_terms``.

    Examples
    --------
    >>> path_expansion(n_layers=2, n_heads=12)
    PathExpansion(n_heads=[12, 12], terms=169)
    >>> path_expansion(n_layers=12, n_heads=12)
    Traceback (most recent call last):
    ...
    theory.errors.TooLargeError: path expansion of heads per layer [12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12] has 23298085122481 terms (Π(1+|H_ℓ|)), more than max_terms=4096; truncate with max_order=k (order ≤ 1 has 145 terms), iterate lazily with iter_path_terms(n_heads), or pass max_terms=23298085122481
    """
    if model is not None:
        if not isinstance(model, AttentionOnlyModel):
            raise InputValueError(f"model must be an AttentionOnlyModel; got {type(model).__name__}")
        model.require_attention_only("the path expansion of the logits")
        heads = tuple(model.n_heads)
        for name, given in (("n_heads", n_heads), ("n_layers", n_layers)):
            if given is not None:      # was silently ignored: the model's own heads were used
                raise InputValueError(f"{name} must not be given with a model (the model has n_heads={list(heads)}); "
                                      f"got {name}={given!r}")
    elif isinstance(n_heads, (int, np.integer)) and not isinstance(n_heads, bool):
        if n_layers is None:
            raise InputValueError("n_heads is an int, so n_layers is needed too (or pass n_heads as a list)")
        h, L = positive_int("n_heads", n_heads), positive_int("n_layers", n_layers)
        if h * L > MAX_SYMBOLIC_HEADS:
            raise TooLargeError(f"n_layers={L} × n_heads={h} = {h * L} heads; the symbolic product holds one summand "
                                f"per head: at most {MAX_SYMBOLIC_HEADS} heads in all fit")
        heads = (h,) * L
    else:
        if n_heads is None:
            raise InputValueError("give a model, or n_heads (a list of head counts per layer)")
        heads = check_heads(n_heads)
        if n_layers is not None and positive_int("n_layers", n_layers) != len(heads):
            raise ShapeError(f"n_layers={n_layers} but n_heads lists {len(heads)} layers: {list(heads)}")
    if max_order is not None:
        max_order = positive_int("max_order", max_order, minimum=0)
    max_terms = positive_int("max_terms", max_terms)
    refuse_before_counting(f"path expansion of heads per layer {_fmt_heads(heads)}",
                            log10_count_lower_bound(heads, max_order), max_terms,
                            "truncate with max_order=k or iterate lazily with iter_path_terms(n_heads)")
    count = count_paths(heads, max_order, cap=max_terms)
    if count > max_terms:
        exact = count_paths(heads, max_order, cap=10 ** 30)
        size = f"{exact} terms" if exact <= 10 ** 30 else "more than 10^30 terms"
        shown = list(heads) if len(heads) <= 16 else f"[{heads[0]}, ... ({len(heads)} layers)]"
        raise TooLargeError(
            f"path expansion of heads per layer {shown} has {size} (Π(1+|H_ℓ|)), more than "
            f"max_terms={max_terms}; truncate with max_order=k (order ≤ 1 has {1 + sum(heads)} terms), "
            f"iterate lazily with iter_path_terms(n_heads)"
            + (f", or pass max_terms={exact}" if exact <= 10 ** 30 else ""))
    return PathExpansion(heads, max_order)
