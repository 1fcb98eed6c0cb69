r"""L7 — term importance by order on trained two-layer attention-only models.

Statement (issue #14; thresholds fixed before the measurement)
-------------------------------------------------------------
Train 2 layers × 4 heads (d_model 32) and 2 layers × 8 heads (d_model 64), seeds 0, 1, 2,
on the Markov language with repeated segments (settings in ``proofs/_runs/markov.py``).  With
the patterns frozen per input and ``T_{≤k}`` the sum of the path terms of order ≤ k (C8),
on 1000 held-out Markov contexts, for *every* model:

(a) ``T_{≤2}`` reproduces the model's own loss (forward pass) within 1e-9;
(b) the virtual heads matter little: ``loss(T_{≤0}) − loss(T_{≤2}) > 0`` and the order-2
    share of that reduction, ``|marginal₂| / (loss(T_{≤0}) − loss(T_{≤2}))``, is ≤ 0.10;
(c) the direct path learned the bigrams: its loss on the chain-drawn targets is within
    ``0.25 · (log 31 − H)`` of the chain's bigram entropy H on the same targets (it recovers
    at least 75 % of the gap between a uniform guess and the best bigram predictor);
(d) most of the order-1 gain is in the second layer's heads: layer 2's Shapley share of
    ``loss(T_{≤0}) − loss(T_{≤1})`` is ≥ 0.5.

Derivation
----------
The path expansion (C2) writes the logits as a sum of terms ``(A^{h_k}…A^{h_1}) ⊗ W_U W_OV…W_E``;
freezing the patterns makes it a finite sum, truncated at each order (C8).  The order-0 term
``W_U W_E`` (plus position) sees only the current token, so the best it can do on a
chain-drawn target is the bigram entropy ``H = E[H(P[t_i])]``; the copies in the repeated
segment need the induction head, whose pattern carries the K-composition (C3, inside the
softmax), so its *order-1* term does the copying and the order-2 terms are not needed.
With two layers the order-1 gain is split by Shapley: layer ℓ's share is its gain averaged
over adding it before or after the other layer's heads; the two shares sum to the gain.

What would refute it: a model whose order-2 terms carry more than 10 % of the reduction,
a direct path far from the bigram entropy, or layer-1 heads carrying most of the order-1
gain.  Negative control: the *initial* (untrained) weights of every run fail (c).  Skipped
(never verified) without the ``train`` extra.
Cost (2026-11-30, 2 cores shared, load average 10–20): 310 CPU s, nearly all of it the six
trainings, 2514 s wall with the trainings one after another; they now run side by side in
one worker process per core (``proofs/_runs/markov.py``), so about half the CPU time on 2 idle
cores (estimate).
"""
import time

import numpy as np

from theory.proofs._runs import markov as C
from theory.circuits.analysis.importance import next_token_loss, next_token_nll, order_logits, term_importance
from theory.claims import Check, Claim, Outcome

STATEMENT = (r"On trained 2-layer attention-only models (two sizes, three seeds, Markov data), with frozen patterns "
             r"the order-2 (virtual head) terms carry $\le 10\%$ of the loss reduction, the direct path reaches "
             r"the bigram entropy within $0.25(\log 31 - H)$, and layer-2 heads carry most of the order-1 gain.")

VIRTUAL_SHARE_MAX = 0.10
DIRECT_GAP_FRACTION = 0.25
LAYER2_SHARE_MIN = 0.5
EXACT_TOL = 1e-9


def direct_path_loss(model, tokens, chain_mask):
    """Loss of ``T_{≤0}`` (frozen patterns play no role) on the chain-drawn targets."""
    by_order, _ = order_logits(model, tokens)
    return float(next_token_nll(by_order[0], tokens)[chain_mask[:, 1:]].mean())


def measure(model, tokens, chain_mask, lang):
    t0 = time.process_time()
    imp = term_importance(model, tokens, per_term=True)
    seconds = time.process_time() - t0
    full = float(np.mean([next_token_loss(model.logits(s), s) for s in tokens]))
    H = lang.bigram_entropy(tokens, chain_mask)
    uniform = float(np.log(lang.n_vocab - 1))
    direct = direct_path_loss(model, tokens, chain_mask)
    reduction = imp.loss[0] - imp.loss[2]
    split = imp.order1_split()
    gain1 = imp.loss[0] - imp.loss[1]
    return dict(imp=imp, full=full, H=H, uniform=uniform, direct=direct,
                direct_limit=H + DIRECT_GAP_FRACTION * (uniform - H), reduction=reduction,
                virtual_share=abs(imp.marginal[1]) / reduction if reduction > 0 else float("inf"),
                split=split, layer2_share=split[1] / gain1 if gain1 > 0 else float("-inf"), cpu_seconds=seconds)


def run():
    if C.torch_missing():
        return Outcome([], skipped=C.SKIP)
    lang = C.current_language()
    (toks, _, chain), _ = C.held_out()
    rs = C.runs()
    res, numbers = {}, {}
    for key, r in rs.items():
        m = measure(r.model, toks, chain, lang)
        res[key] = m
        imp = m["imp"]
        init_direct = direct_path_loss(r.initial, toks, chain)
        m["init_direct"] = init_direct
        numbers[C.label(*key)] = {
            "loss T<=0, T<=1, T<=2": [round(x, 4) for x in imp.loss],
            "model loss (forward pass)": round(m["full"], 4),
            "marginal order 1, order 2": [round(x, 4) for x in imp.marginal],
            "order-2 share of the reduction": round(m["virtual_share"], 4),
            "order-1 gain split (layer 1, layer 2), Shapley": [round(x, 4) for x in m["split"]],
            "layer-2 share of the order-1 gain": round(m["layer2_share"], 4),
            "direct path loss on chain targets": round(m["direct"], 4),
            "bigram entropy H on the same targets": round(m["H"], 4),
            "limit H + 0.25 (log 31 - H)": round(m["direct_limit"], 4),
            "direct path loss, initial weights": round(init_direct, 4),
            "per-term loss increase when removed": {C.path_label(p): round(v, 4) for p, v in imp.per_term.items()},
            "term importance CPU seconds (1000 contexts, per-term table included)": round(m["cpu_seconds"], 2),
            "training seconds": round(r.seconds, 1), "final training loss": round(r.log[-1][1], 4)}
    checks = [
        Check("(a) T≤2 reproduces the model's loss within 1e-9 (every model)",
              all(abs(m["imp"].loss[2] - m["full"]) <= EXACT_TOL for m in res.values()),
              "; ".join(f"{C.label(*k)}: |Δ| {abs(m['imp'].loss[2] - m['full']):.2g}" for k, m in res.items())),
        Check(f"(b) order-2 (virtual head) share of the loss reduction ≤ {VIRTUAL_SHARE_MAX} (every model)",
              all(m["reduction"] > 0 and m["virtual_share"] <= VIRTUAL_SHARE_MAX for m in res.values()),
              "; ".join(f"{C.label(*k)}: {m['virtual_share']:.3f} (marginal₂ {m['imp'].marginal[1]:+.4f} of "
                        f"{m['reduction']:.4f})" for k, m in res.items())),
        Check("(c) direct path within 0.25 (log 31 − H) of the bigram entropy on chain targets (every model)",
              all(m["direct"] <= m["direct_limit"] for m in res.values()),
              "; ".join(f"{C.label(*k)}: {m['direct']:.3f} vs H {m['H']:.3f} (limit {m['direct_limit']:.3f})"
                        for k, m in res.items())),
        Check(f"(d) layer-2 heads carry ≥ {LAYER2_SHARE_MIN} of the order-1 gain (Shapley; every model)",
              all(m["layer2_share"] >= LAYER2_SHARE_MIN for m in res.values()),
              "; ".join(f"{C.label(*k)}: {m['layer2_share']:.3f} (layer 1 {m['split'][0]:+.3f}, layer 2 "
                        f"{m['split'][1]:+.3f})" for k, m in res.items())),
        C.control("negative control: (c) on the initial (untrained) weights — refuted when every model fails it",
                  any(m["init_direct"] <= m["direct_limit"] for m in res.values()),
                  "; ".join(f"{C.label(*k)}: initial direct path {m['init_direct']:.3f} vs limit "
                            f"{m['direct_limit']:.3f}" for k, m in res.items()),
                  finite=all(np.isfinite([m["init_direct"], m["direct_limit"]]).all() for m in res.values())),
    ]
    numbers["settings"] = {**C.SETTINGS, **C.LANGUAGE, "sizes": C.SIZES, "seeds": C.SEEDS, **C.HELD_OUT}

    def draw(plt, path):
        fig, axes = plt.subplots(1, 2, figsize=(11, 4), layout="constrained")
        colors = {C.SIZES[0]: "tab:blue", C.SIZES[1]: "tab:orange"}
        for (h, d, s), m in res.items():
            axes[0].plot(range(3), m["imp"].loss, marker="o", color=colors[(h, d)], ls=["-", "--", ":"][s % 3],
                         label=C.label(h, d, s))
        H = np.mean([m["H"] for m in res.values()])
        axes[0].axhline(H, color="grey", lw=0.8, ls="--")
        axes[0].annotate("bigram entropy (chain targets)", (0, H), textcoords="offset points", xytext=(4, 3),
                         fontsize=7, color="dimgrey")
        axes[0].set_xticks(range(3), ["T≤0", "T≤1", "T≤2"])
        axes[0].set_ylabel("held-out loss (frozen patterns)")
        axes[0].legend(fontsize=6)
        labels = [f"{h}h s{s}" for h, d, s in res]
        x = np.arange(len(res))
        l1 = [m["split"][0] for m in res.values()]
        l2 = [m["split"][1] for m in res.values()]
        v = [m["imp"].marginal[1] for m in res.values()]
        axes[1].bar(x - 0.27, l1, 0.27, label="order 1, layer-1 heads (Shapley)")
        axes[1].bar(x, l2, 0.27, label="order 1, layer-2 heads (Shapley)")
        axes[1].bar(x + 0.27, v, 0.27, label="order 2 (virtual heads)")
        axes[1].axhline(0, color="grey", lw=0.5)
        axes[1].set_xticks(x, labels, fontsize=7)
        axes[1].set_ylabel("loss reduction (nats)")
        axes[1].legend(fontsize=7)
        axes[1].set_title("marginal effect by order and layer")
        fig.savefig(path, dpi=120)

    return Outcome(checks, numbers, figures={"term_importance_by_order": draw})


CLAIM = Claim("L7", "term importance by order on trained models", STATEMENT, run)
