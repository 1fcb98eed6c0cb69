r"""Eigenvalue positivity of circuits, computed on the small side (claim C5).

``positivity(M) = Σλ_i / Σ|λ_i|`` over the eigenvalues of M (real for real M, since
complex eigenvalues come in conjugate pairs): +1 when every eigenvalue is non-negative
(a *copying* circuit), −1 when every one is non-positive.

The full OV circuit ``W_U W_O W_V W_E`` is n_vocab×n_vocab, but ``AB`` and ``BA`` share their
non-zero eigenvalues, so its non-zero spectrum is that of the d_head×d_head matrix
``W_V (W_E W_U) W_O``; ``W_E W_U`` (d_model×d_model) is computed once for all heads.  The
K-composition QK term ``W_Eᵀ W_QK^{h2} W_OV^{h1} W_E = W_Eᵀ W_Q²ᵀ · W_K² W_O¹ W_V¹ W_E`` has the
non-zero spectrum of ``W_K² W_O¹ W_V¹ (W_E W_Eᵀ) W_Q²ᵀ`` (d_head×d_head).  Zero eigenvalues
do not change either sum.

Positivity is invariant to positive scaling, so it is computed on factors divided by their
largest absolute entry (no overflow for any finite weights); the eigenvalue functions scale
back and refuse a spectrum beyond the float range.  Pair results use the composition-score
index order ``[l1, h1, l2, h2]`` (earlier head first, as TransformerLens).
"""
from __future__ import annotations

import numpy as np

from theory.errors import InputValueError
from theory.validation import finite_array, positive_int
from theory.circuits.models.factored import max_abs
from theory.circuits.models.model import AttentionOnlyModel


def unit(W):
    top = np.abs(W).max() if W.size else 0.0
    return W / top if top > 0 else W




def _unit_product(A, B, chunk=4096):
    """``(result, scales)`` with ``A B = Π scales · result`` and ``result`` unit max-abs,
    summed over blocks of the shared axis: never a whole scaled copy of A or B (at n_vocab 50257,
    ``W_E`` and ``W_U`` are 300 MB each in float64) and one pass of the GEMM (for ``B = Aᵀ``,
    :func:`unit_gram` does half the flops)."""
    sA, sB = max_abs(A), max_abs(B)
    P = np.zeros((A.shape[0], B.shape[1]))
    for i in range(0, A.shape[1], chunk):
        P += (A[:, i:i + chunk] / sA) @ (B[i:i + chunk] / sB)
    sP = max_abs(P)
    return P / sP, [sA, sB, sP]


def unit_gram(A, chunk=4096, v=None):
    """``(G, (sA, sG))`` with ``A Aᵀ = sA² sG · G``, ``G`` unit max-abs, summed over blocks of
    A's columns (each block's ``c cᵀ`` is a symmetric rank-k update, half a GEMM's flops).  With
    ``v`` (a vector over A's columns) also returns ``A v / (sA · max|v|)`` and ``max|v|``, from
    the same blocks: ``(G, (sA, sG), Av_unit, sv)``.

    >>> A = np.arange(6.0).reshape(2, 3)
    >>> G, (sA, sG) = unit_gram(A)
    >>> bool(np.allclose(sA * sA * sG * G, A @ A.T))
    True
    """
    sA = max_abs(A)
    blocks = ((i, A[:, i:i + chunk] / sA) for i in range(0, A.shape[1], chunk))
    return _gram_of_blocks(blocks, A.shape[0], sA, v)


def _gram_of_blocks(blocks, d, sA, v=None):
    """:func:`unit_gram` over ``(first column, block / sA)`` pairs."""
    G = np.zeros((d, d))
    sv = None if v is None else max_abs(v)
    Av = None if v is None else np.zeros(d)
    for i, c in blocks:
        G += c @ c.T
        if v is not None:
            Av += c @ (v[i:i + c.shape[1]] / sv)
    sG = max_abs(G)
    G /= sG
    return (G, (sA, sG)) if v is None else (G, (sA, sG), Av, sv)


def _embedding_blocks(model, chunk=4096):
    """``(sE, blocks)``: ``W_E``'s column blocks divided by ``sE`` — from the stored weights while
    a checkpoint's ``W_E`` is still unbuilt (``model.folded_embedding``, float32 or narrower, so
    its float64 products neither overflow nor underflow: ``sE = 1``), else from ``W_E``."""
    lazy = getattr(model, "folded_embedding", None)
    if lazy is not None and not lazy.built(model):
        return 1.0, lazy.blocks(chunk)
    W = model.W_E
    sE = max_abs(W)
    return sE, ((i, W[:, i:i + chunk] / sE) for i in range(0, W.shape[1], chunk))


def embed_gram(model):
    """``(EE, scales)``: ``W_E W_Eᵀ = Π scales · EE`` (d_model×d_model), ``EE`` unit max-abs,
    as symmetric rank-k updates over blocks of tokens (never an n_vocab-sized temporary).

    >>> m = AttentionOnlyModel.random(1, 1, 4, 2, 6, 3, seed=0)
    >>> EE, scales = embed_gram(m)
    >>> bool(np.allclose(np.prod(scales) * EE, m.W_E @ m.W_E.T, rtol=1e-12, atol=1e-14))
    True
    """
    sE, blocks = _embedding_blocks(model)
    G, (sE, sG) = _gram_of_blocks(blocks, model.d_model, sE)
    return G, [sE, sE, sG]


def embed_unembed(model):
    """``(EU, scales)``: ``W_E W_U = Π scales · EU`` (d_model×d_model), ``EU`` unit max-abs.

    A checkpoint whose unembedding is tied to its embedding (``model.tied_unembedding``, set by
    the loaders, see :class:`~theory.circuits.models.transformer.TiedUnembedding`) gets it
    from the Gram matrix ``W_E W_Eᵀ`` (half the flops of the n_vocab-long product, and ``W_U``
    is never built); every other model from the product itself, in blocks.

    >>> m = AttentionOnlyModel.random(1, 1, 4, 2, 6, 3, seed=0)
    >>> EU, scales = embed_unembed(m)
    >>> bool(np.allclose(np.prod(scales) * EU, m.W_E @ m.W_U, rtol=1e-12, atol=1e-14))
    True
    """
    tied = getattr(model, "tied_unembedding", None)
    if tied is not None:
        sE, blocks = _embedding_blocks(model)
        got = tied.unit_product(*_gram_of_blocks(blocks, model.d_model, sE, v=tied.mu))
        if got is not None:
            return got
    return _unit_product(model.W_E, model.W_U)


def embed_grams(model):
    """``(embed_gram(model), embed_unembed(model))`` — the same two results — with the Gram matrix
    ``W_E W_Eᵀ`` formed once when the unembedding is tied (``model.tied_unembedding``: then
    ``W_E W_U`` is read from that Gram matrix), so a tied checkpoint's vocabulary is swept once, not
    twice.

    >>> m = AttentionOnlyModel.random(1, 1, 4, 2, 6, 3, seed=0)
    >>> (EE, se), (EU, su) = embed_grams(m)
    >>> bool(np.array_equal(EE, embed_gram(m)[0]) and np.array_equal(EU, embed_unembed(m)[0]))
    True
    """
    tied = getattr(model, "tied_unembedding", None)
    if tied is not None:
        sE, blocks = _embedding_blocks(model)
        G, scales, Av, sv = _gram_of_blocks(blocks, model.d_model, sE, v=tied.mu)
        got = tied.unit_product(G, scales, Av, sv)
        if got is not None:
            return (G, [scales[0], scales[0], scales[1]]), got
    return embed_gram(model), embed_unembed(model)


def positivity_of_eigenvalues(eigs):
    """``Σλ / Σ|λ|`` (0 when every eigenvalue is 0), scale-free (no overflow for huge λ).

    >>> float(positivity_of_eigenvalues([1e308, 1e308, -1e308]))
    0.3333333333333333
    """
    eigs = np.asarray(eigs)
    if eigs.dtype.kind not in "fciu" or not np.all(np.isfinite(eigs)):
        raise InputValueError(f"eigs must be finite numbers; got dtype {eigs.dtype} with non-finite or non-numeric entries")
    top = np.maximum(np.abs(eigs.real), np.abs(eigs.imag)).max(axis=-1, keepdims=True) if eigs.size else 1.0
    eigs = eigs / np.where(top > 0, top, 1.0)
    den = np.abs(eigs).sum(axis=-1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(den > 0, np.real(eigs.sum(axis=-1)) / np.where(den > 0, den, 1), 0.0)


def positivity(M):
    """Eigenvalue positivity of a square matrix (or a :class:`LowRankMatrix`, on its small side).

    >>> positivity(np.diag([1.0, 2.0])), positivity(-np.eye(2)), positivity(np.array([[0.0, 1], [-1, 0]]))
    (1.0, -1.0, 0.0)
    >>> positivity(np.diag([1e308, -1e308, 1e308]))     # scale-free: no overflow
    0.3333333333333333
    """
    from theory.circuits.models.factored import LowRankMatrix
    if isinstance(M, LowRankMatrix):
        return float(positivity_of_eigenvalues(M.eigenvalues_scaled()[0]))
    M = finite_array("M", M, ndim=2)
    if M.shape[0] != M.shape[1]:
        raise InputValueError(f"positivity needs a square matrix; got shape {M.shape}")
    if M.shape[0] > MAX_DENSE_EIG:
        from theory.errors import TooLargeError
        raise TooLargeError(f"positivity of a dense {M.shape[0]}×{M.shape[0]} matrix needs its eigenvalues, O(n³) = "
                            f"{float(M.shape[0]) ** 3:.2g} operations; n ≤ {MAX_DENSE_EIG} fits — pass a "
                            "LowRankMatrix (factors L, R) to work on the small side")
    return float(positivity_of_eigenvalues(np.linalg.eigvals(unit(M))))


MAX_DENSE_EIG = 8192          # a dense eigenvalue problem of this size takes minutes


def _pair(name, value):
    """A (layer, head) pair of non-negative ints."""
    if isinstance(value, (str, bytes)) or not hasattr(value, "__len__") or len(value) != 2:
        raise InputValueError(f"{name} must be a (layer, head) pair of integers; got {value!r}")
    return tuple(positive_int(f"{name}[{i}]", v, minimum=0) for i, v in enumerate(value))


def _check(model):
    if not isinstance(model, AttentionOnlyModel):
        raise InputValueError(f"model must be an AttentionOnlyModel; got {type(model).__name__}")


def _finite_spectrum(what, lam, scales):
    """``lam · Π scales`` without intermediate overflow or underflow (:func:`.factored.scale_back`),
    refused when it does not fit in float64."""
    from theory.circuits.models.factored import scale_back
    lam = scale_back(lam, scales)
    if not np.all(np.isfinite(lam)):
        raise InputValueError(f"{what} exceeds the float64 range for these (finite) weights")
    return lam


def _ov_unit(model):
    """``([layer][head]`` eigenvalues of unit-scaled ``W_V W_E W_U W_O``, ``[layer][head]`` scales).

    Per layer, the heads' unit-scaled ``W_V`` are stacked so that ``W_V (W_E W_U)`` is one GEMM."""
    _check(model)
    EU, sEU = embed_unembed(model)
    eig, scl = [], []
    for layer in model.heads:
        sV, sO = [max_abs(hd.W_V) for hd in layer], [max_abs(hd.W_O) for hd in layer]
        VEU = np.concatenate([hd.W_V / s for hd, s in zip(layer, sV)]) @ EU
        at = np.cumsum([0] + [hd.d_head for hd in layer])
        eig.append([np.linalg.eigvals(VEU[at[h]:at[h + 1]] @ (hd.W_O / sO[h])) for h, hd in enumerate(layer)])
        scl.append([sEU + [sV[h], sO[h]] for h in range(len(layer))])
    return eig, scl


def ov_circuit_eigenvalues(model):
    """``[layer][head]`` → eigenvalues of ``W_V W_E W_U W_O`` (the full OV circuit's non-zero spectrum)."""
    eig, scl = _ov_unit(model)
    return [[_finite_spectrum("OV circuit eigenvalues", e, c) for e, c in zip(el, cl)] for el, cl in zip(eig, scl)]


def ov_positivity(model):
    """Positivity of every full OV circuit ``W_U W_OV W_E``: array ``[L, H]`` (0 for absent heads).

    >>> from theory.circuits.models.constructions import previous_token_model
    >>> ov_positivity(AttentionOnlyModel.random(2, 2, 8, 2, 6, 4, seed=0)).shape
    (2, 2)
    """
    eigs = _ov_unit(model)[0]
    out = np.zeros((model.n_layers, max(model.n_heads)))
    for l, layer in enumerate(eigs):
        for h, e in enumerate(layer):
            out[l, h] = positivity_of_eigenvalues(e)
    return out


def kcomp_qk_eigenvalues(model, earlier, later):
    """Non-zero spectrum of ``W_Eᵀ W_QK^{h2} W_OV^{h1} W_E`` for heads ``earlier = (l1, h1)``, ``later = (l2, h2)``."""
    _check(model)
    (l1, h1), (l2, h2) = _pair("earlier", earlier), _pair("later", later)
    if not l1 < l2:
        raise InputValueError(f"K-composition needs the earlier head's layer < the later head's; got {earlier} and {later}")
    a, b = model.head(l1, h1), model.head(l2, h2)
    EE, c = embed_gram(model)
    ws = (b.W_K, a.W_O, a.W_V, b.W_Q)
    scales = c + [max_abs(w) for w in ws]
    K2, O1, V1, Q2 = (unit(w) for w in ws)
    return _finite_spectrum("K-composition QK eigenvalues", np.linalg.eigvals(K2 @ O1 @ V1 @ EE @ Q2.T), scales)


def kcomp_qk_positivity(model):
    """Positivity of the K-composition QK term for every pair: ``[L, H, L, H]`` indexed
    ``[l1, h1, l2, h2]`` (earlier head first) as :func:`~theory.circuits.analysis.composition.composition_scores`
    (0 where l1 ≥ l2).

    >>> from theory.circuits.models.constructions import induction_model
    >>> float(kcomp_qk_positivity(induction_model(n_vocab=6, n_ctx=8))[0, 0, 1, 0])
    1.0
    """
    _check(model)
    H = max(model.n_heads)
    out = np.zeros((model.n_layers, H, model.n_layers, H))
    EE = embed_gram(model)[0]
    for l2, layer2 in enumerate(model.heads):
        for h2, b in enumerate(layer2):
            left = unit(b.W_K)
            right = EE @ unit(b.W_Q).T
            for l1 in range(l2):
                for h1, a in enumerate(model.heads[l1]):
                    out[l1, h1, l2, h2] = positivity_of_eigenvalues(
                        np.linalg.eigvals(left @ unit(a.W_O) @ (unit(a.W_V) @ right)))
    return out
