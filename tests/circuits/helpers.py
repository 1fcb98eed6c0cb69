"""Helpers shared by the circuits tests: a TransformerLens state dict, and reference forward passes written
here in float64 (explicit rotary loop, causal softmax row by row, explicit MLP), never the code under test."""
from dataclasses import replace

import numpy as np

from theory.circuits.models.transformer import MLP, Rotary, Transformer


def _tl_state_dict():
    from theory.circuits import AttentionOnlyModel
    tl = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=0).to_transformer_lens()
    sd = {"embed.W_E": tl["W_E"], "unembed.W_U": tl["W_U"], "pos_embed.W_pos": tl["W_pos"]}
    sd.update({f"blocks.{l}.attn.{k}": tl[k][l] for l in range(2) for k in ("W_Q", "W_K", "W_V", "W_O")})
    return sd


def _norm(kind, X, eps):
    """The norm row by row, each row scaled to max-abs 1 first (no overflow of x² for any finite x)."""
    if kind is None:
        return X
    out = np.zeros_like(X, dtype=np.float64)
    for idx in np.ndindex(X.shape[:-1]):
        x = np.asarray(X[idx], dtype=np.float64)
        if kind == "LNPre":
            x = x - x.mean()
        s = float(np.abs(x).max())
        if s > 0:
            y = x / s
            with np.errstate(under="ignore"):
                out[idx] = y / np.sqrt(np.mean(y * y) + eps / s / s)
    return out


def _rotate(x, dim, base):
    out = x.copy()
    h = dim // 2
    for p in range(x.shape[0]):
        for k in range(h):
            th = p * base ** (-2.0 * k / dim)
            a, b = x[p, k], x[p, k + h]
            out[p, k] = a * np.cos(th) - b * np.sin(th)
            out[p, k + h] = b * np.cos(th) + a * np.sin(th)
    return out


def _softmax_causal(S):
    A = np.zeros_like(S)
    for i in range(S.shape[0]):
        e = np.exp(S[i, :i + 1] - S[i, :i + 1].max())
        A[i, :i + 1] = e / e.sum()
    return A


def _bias(m, k, l, h=None):
    b = m.biases.get(k)
    return 0.0 if b is None else (b[l] if h is None else b[l][h])


def _silu(x):
    out = np.empty_like(x)
    for idx, v in np.ndenumerate(x):
        out[idx] = v / (1.0 + np.exp(-v)) if v > -700 else 0.0
    return out


def _gelu_new(x):
    return 0.5 * x * (1.0 + np.tanh(np.sqrt(2.0 / np.pi) * (x + 0.044715 * x ** 3)))


def ref_pass(m, t, ablate=None, mean=None):
    """Per-head float64 forward pass: patterns[l][h] and head outputs[l][h] (n×d_model); ``ablate``:
    that head's output replaced by ``mean`` at every position."""
    X = np.asarray(m.W_E, dtype=np.float64)[:, t].T.copy()
    if m.W_pos is not None:
        X = X + m.W_pos[:, :len(t)].T
    pats, outs = [], []
    for l in range(m.n_layers):
        Xn = _norm(m.normalization, X, m.eps)
        tot, pl, ol = np.zeros_like(X), [], []
        for h, hd in enumerate(m.heads[l]):
            q = Xn @ hd.W_Q.T + _bias(m, "b_Q", l, h)
            k = Xn @ hd.W_K.T + _bias(m, "b_K", l, h)
            v = Xn @ hd.W_V.T + _bias(m, "b_V", l, h)
            if m.rotary is not None:
                q, k = _rotate(q, m.rotary.dim, m.rotary.base), _rotate(k, m.rotary.dim, m.rotary.base)
            A = _softmax_causal(q @ k.T)
            o = (A @ v) @ hd.W_O.T
            pl.append(A)
            ol.append(o)
            tot += mean if ablate == (l, h) else o
        X = X + tot + _bias(m, "b_O", l)
        if m.mlps is not None:
            p = m.mlps[l]
            x = _norm(m.normalization, X, m.eps)
            x = x * (1.0 if p.ln_w is None else p.ln_w) + (0.0 if p.ln_b is None else p.ln_b)
            pre = x @ p.W_in.astype(np.float64).T + p.b_in
            act = {"silu": _silu, "gelu_new": _gelu_new}[p.act]
            mid = act(pre) if p.W_gate is None else act(x @ p.W_gate.astype(np.float64).T) * pre
            X = X + mid @ p.W_out.astype(np.float64).T + p.b_out
        pats.append(pl)
        outs.append(ol)
    return pats, outs


def ref_ablated(m, reads, tokens, T):
    """``{j: {i: induction score of i with j mean-ablated}}`` from full per-head passes."""
    res = {}
    for j, r in reads.items():
        mean = sum(ref_pass(m, t)[1][j[0]][j[1]].sum(0) for t in tokens) / (len(tokens) * tokens.shape[1])
        sc = dict.fromkeys(r, 0.0)
        for t in tokens:
            pats = ref_pass(m, t, ablate=j, mean=mean)[0]
            for i in r:
                sc[i] += np.mean([pats[i[0]][i[1]][p, p - T + 1] for p in range(T, 2 * T)])
        res[j] = {i: v / len(tokens) for i, v in sc.items()}
    return res


def make(seed=0, layers=((3, 4), (2, 4), (2, 4)), d=16, V=20, norm="RMSPre", scale=0.7):
    """Rotary, biases b_Q/b_K/b_V/b_O, gated silu MLPs stored float32 with their norm weight and bias."""
    rng = np.random.default_rng(seed)
    g = lambda *s: rng.normal(scale=scale, size=s)  # noqa: E731
    heads, bq, bk, bv, bo, mlps = [], [], [], [], [], []
    for H, dh in layers:
        heads.append([(g(dh, d), g(dh, d), g(dh, d), g(d, dh)) for _ in range(H)])
        bq.append(g(H, dh))
        bk.append(g(H, dh))
        bv.append(g(H, dh))
        bo.append(g(d))
        mlps.append(MLP(g(12, d).astype(np.float32), g(12), g(d, 12).astype(np.float32), g(d), "silu",
                        W_gate=g(12, d).astype(np.float32), ln_w=1 + 0.1 * g(d), ln_b=0.1 * g(d)))
    return Transformer(g(d, V), g(V, d), heads, biases={"b_Q": bq, "b_K": bk, "b_V": bv, "b_O": bo}, mlps=mlps,
                       normalization=norm, rotary=Rotary(layers[0][1], 10000.0), n_ctx=64)


def scaled(m, E=1.0, V=1.0, O=1.0, mlp=1.0):
    """``m`` with W_E ×E, W_V and b_V ×V, W_O ×O, the MLPs' W_in ×mlp (its stored dtype kept)."""
    heads = [[(h.W_Q, h.W_K, h.W_V * V, h.W_O * O) for h in lay] for lay in m.heads]
    mlps = [replace(p, W_in=(p.W_in.astype(np.float64) * mlp).astype(p.W_in.dtype)) for p in m.mlps]
    b = dict(m.biases)
    b["b_V"] = tuple(x * V for x in b["b_V"])
    return Transformer(m.W_E * E, m.W_U, heads, biases=b, mlps=mlps, normalization=m.normalization, rotary=m.rotary,
                       n_ctx=64)


def _err(got, want):
    vals = [(got[j][i], want[j][i]) for j in want for i in want[j]]
    assert all(np.isfinite(a) and np.isfinite(b) for a, b in vals), vals
    return max(abs(a - b) for a, b in vals)


def _pos(lam):
    return lam.real.sum() / np.abs(lam).sum()
