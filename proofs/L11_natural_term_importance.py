r"""L11 — term importance by order on 2-layer attention-only models trained on natural text.

Statement (issue #24; L7's findings at the new scale and data; thresholds fixed in the commit
that adds this claim, before any claim seed ran)
---------------------------------------------------------------------------------
The six models of ``proofs/_runs/natural_text.py`` (KJV bytes; 2 layers × 8 heads, d_model 128 and 192;
seeds 1, 2, 3; trained past the induction phase change, L10).  With the patterns frozen per
input and ``T_{≤k}`` the sum of the path terms of order ≤ k (C8), on 128 held-out KJV
contexts of 128 bytes (chapters never trained on), for *every* model:

(a) ``T_{≤2}`` reproduces the model's own loss (forward pass) within 1e-9;
(b) the virtual heads matter little: ``loss(T_{≤0}) − loss(T_{≤2}) > 0`` and the order-2
    share of that reduction, ``|marginal₂| / (loss(T_{≤0}) − loss(T_{≤2}))``, is ≤ 0.10 (L7's
    threshold);
(c) the direct path learned the bigram statistics: its loss on the held-out targets (every
    prediction after the first byte) is within ``0.25 · (log 65 − H)`` of ``H``, the
    held-out cross-entropy of the corpus' bigram model fitted on the training split (add-½
    smoothing) on the same targets — it recovers ≥ 75 % of the gap between a uniform guess
    over the 65 bytes and the bigram model (L7's form, log 31 → log 65).

Derivation
----------
The path expansion (C2) writes the logits as a sum of terms ``(A^{h_k}…A^{h_1}) ⊗ W_U W_OV…W_E``;
with frozen patterns it is finite and is truncated at each order (C8); for two layers
``T_{≤2}`` is the whole model, so (a) is an identity that the numbers must reproduce.  The
order-0 term ``W_U (W_E + W_pos)`` sees only the current byte (and its position), so on
natural text the best it can do is the bigram statistics: Elhage et al. found the direct
path of their attention-only models approximates the bigram log-likelihoods.  The heads
carry the rest of the gain at order 1 (skip-trigrams, copying); the one order-2 mechanism
that matters, induction, acts through the K-composition *inside* the layer-2 pattern, which
the frozen pattern already contains — so the order-2 (virtual head) terms carry little.

What would refute it: any model whose order-2 terms carry more than 10 % of the reduction,
or whose direct path stays far from the bigram entropy.  Negative control: the *initial*
(untrained) weights of every run fail (c) (the limit must be able to fail).  Skipped (never
verified) without the ``train`` and ``corpus`` extras.
Cost: the six models of ``proofs/_runs/natural_text.py`` (cached; a cold cache trains them side by side,
see L10) plus about a CPU minute of analysis.

Precondition (registered in issue 37, 2026-12-02; the statement and thresholds unchanged)
-------------------------------------------------------------------------------------
The statement is about models that went through the induction phase change; the models below never
did (induction scores ≤ 0.014), so "refuted" read as a verdict on the paper was false.  The claim now
registers ``natural_text.PRECONDITION``: every model has an induction head by the definition of
:mod:`theory.circuits.training.formed` — (i) induction score ≥ 0.3, (ii) the in-context loss fell
with it, (iii) mean-ablating the head undoes at least half of that improvement, more than a control
head.  Where it fails the outcome is *inconclusive* (the checks are still computed and shown); where
it holds, the checks below decide as registered — a false statement about models with induction
heads is refuted.  At these settings: inconclusive (part (i) fails on every model).

Outcome at these settings: REFUTED (run once, 2026-12-01; claim seeds 1, 2, 3)
--------------------------------------------------------------------------
Loss of T≤0 / T≤1 / T≤2 (= the model), order-2 share, direct-path loss (H = 2.292,
limit 2.762, initial weights 4.34–4.50):

* d_model 128: seed 1 2.923 / 1.715 / 1.414, share 0.199, direct 2.914; seed 2 2.901 /
  1.717 / 1.363, 0.230, 2.891; seed 3 2.842 / 1.731 / 1.384, 0.238, 2.831;
* d_model 192: seed 1 3.549 / 2.910 / 2.308, 0.485, 3.544; seed 2 2.972 / 1.849 / 1.568,
  0.200, 2.963; seed 3 3.473 / 3.301 / 2.153, 0.869, 3.468.

(a) holds (|Δ| ≤ 2.2e-16); (b) fails on every model (order-2 share 0.20–0.87 against 0.10 —
without induction heads, the models' 2-layer gain runs through virtual heads); (c) fails on
every model (the direct path stops 0.54–1.25 nats above the bigram cross-entropy, 0.07–0.78
above the limit; the closest, d_model 128 seed 3, misses by 0.07).  Negative control
refuted as required.  Layer-2 heads carry most of the order-1 gain where it is positive
(Shapley 0.96–1.07 nats against 0.11–0.18 for layer 1 in the four stable runs).
Figure: ``L11_term_importance_by_order.png``.  Cost: see L10 (shared models).

Re-run under trainer 2 (2026-12-01 18:06 UTC; same settings, same seeds 1, 2, 3)
--------------------------------------------------------------------------------
``corpus-trainer-2`` (one fused Q/K/V weight, PyTorch's fused attention and fused Adam: the
same model, data and schedule on another float path — what another CPU also does) retrains
the six models under new cache keys.  Same verdict, the same checks fail.  Order-2 share,
direct-path loss (limit 2.762), model loss:

* d_model 128: seed 1 0.223, 2.903, 1.411; seed 2 0.221, 2.890, 1.381; seed 3 0.259, 2.802, 1.392;
* d_model 192: seed 1 0.007, 2.665, 2.005; seed 2 0.008, 2.994, 1.953; seed 3 0.424, 3.615, 2.043.

(a) holds (|Δ| ≤ 4.4e-16); (b) fails on four models (the two d_model-192 runs under 0.1 gain
almost nothing from layer 2 at all: T≤1 and T≤2 differ by < 0.01 nats); (c) fails on five
(d_model-192 seed 1 passes with 2.665, a model 0.6 nats/byte worse than the d_model-128 ones).
"""
import numpy as np

from theory.proofs._runs import natural_text as K
from theory.circuits.analysis.importance import next_token_loss, next_token_nll, order_logits, term_importance
from theory.claims import Check, Claim, Outcome, bound_check

STATEMENT = (r"On 2-layer attention-only models trained on the KJV (bytes; 8 heads, $d_{model}$ 128 and 192; three "
             r"seeds), with frozen patterns the order-2 (virtual head) terms carry $\le 10\%$ of the loss reduction "
             r"and the direct path reaches the corpus' bigram cross-entropy within $0.25(\log 65 - H)$.")

VIRTUAL_SHARE_MAX = 0.10
DIRECT_GAP_FRACTION = 0.25
EXACT_TOL = 1e-9
CONTEXTS, CHUNK = 128, 32


def bigram_targets(corpus, tokens):
    """Held-out cross-entropy of the train-split bigram model (add-½) on every prediction after
    the first byte of each context (targets ``tokens[:, 2:]``), per target ``(B, n−2)``."""
    C = corpus.bigram_counts("train")[:, 1:] + 0.5
    logP = np.log(C / C.sum(axis=1, keepdims=True))
    return -logP[tokens[:, 1:-1], tokens[:, 2:] - 1]


def direct_path_nll(model, tokens):
    """Loss of ``T_{≤0}`` per target after the first byte ``(B, n−2)`` (chunked)."""
    out = []
    for i in range(0, tokens.shape[0], CHUNK):
        t = tokens[i:i + CHUNK]
        by_order, _ = order_logits(model, t)
        out.append(next_token_nll(by_order[0], t)[:, 1:])
    return np.concatenate(out)


def measure(model, tokens, H, uniform):
    imp = term_importance(model, tokens, chunk=CHUNK)
    full = float(np.mean([next_token_loss(model.logits(s), s) for s in tokens]))
    reduction = imp.loss[0] - imp.loss[2]
    direct = float(direct_path_nll(model, tokens).mean())
    return dict(imp=imp, full=full, direct=direct, reduction=reduction,
                virtual_share=abs(imp.marginal[1]) / reduction if reduction > 0 else float("inf"),
                direct_limit=H + DIRECT_GAP_FRACTION * (uniform - H))


def run():
    reason = K.missing()
    if reason:
        return Outcome([], skipped=reason)
    from theory.circuits.training.corpus import load_corpus
    corpus = load_corpus()
    text, _ = K.held_out()
    toks = text[:CONTEXTS]
    H = float(bigram_targets(corpus, toks).mean())
    uniform = float(np.log(corpus.n_vocab - 1))
    rs = K.runs()
    res, numbers = {}, {}
    for key, r in rs.items():
        m = measure(r.model, toks, H, uniform)
        m["init_direct"] = float(direct_path_nll(r.initial, toks).mean())
        res[key] = m
        imp = m["imp"]
        numbers[K.label(*key)] = {
            "loss T<=0, T<=1, T<=2": [round(x, 4) for x in imp.loss],
            "model loss (forward pass)": round(m["full"], 4),
            "marginal order 1, order 2": [round(x, 4) for x in imp.marginal],
            "order-2 share of the reduction": round(m["virtual_share"], 4),
            "order-1 gain split (layer 1, layer 2), Shapley": [round(x, 4) for x in imp.order1_split()],
            "direct path loss (targets after the first byte)": round(m["direct"], 4),
            "direct path loss, initial weights": round(m["init_direct"], 4),
            "training seconds": round(r.seconds, 1), "final training loss": round(r.log[-1][1], 4)}
    numbers["bigram cross-entropy H on the same targets"] = round(H, 4)
    numbers["limit H + 0.25 (log 65 - H)"] = round(H + DIRECT_GAP_FRACTION * (uniform - H), 4)
    numbers["weights"] = K.notes()
    checks = [
        bound_check("(a) T≤2 reproduces the model's loss within 1e-9 (every model)",
                    [abs(m["imp"].loss[2] - m["full"]) for m in res.values()], upper=EXACT_TOL, what="|Δ loss|"),
        Check(f"(b) order-2 (virtual head) share of the loss reduction ≤ {VIRTUAL_SHARE_MAX} (every model)",
              all(m["reduction"] > 0 and m["virtual_share"] <= VIRTUAL_SHARE_MAX for m in res.values()),
              "; ".join(f"{K.label(*k)}: {m['virtual_share']:.3f} (marginal₂ {m['imp'].marginal[1]:+.4f} of "
                        f"{m['reduction']:.4f})" for k, m in res.items()),
              finite=all(np.isfinite([m["virtual_share"], m["reduction"]]).all() for m in res.values())),
        bound_check("(c) direct path within 0.25 (log 65 − H) of the bigram cross-entropy H (every model)",
                    [m["direct"] - m["direct_limit"] for m in res.values()], upper=0.0,
                    what="direct path loss − limit",
                    note="; ".join(f"{K.label(*k)}: {m['direct']:.3f} vs H {H:.3f} (limit {m['direct_limit']:.3f})"
                                   for k, m in res.items())),
        K.control("negative control: (c) on the initial (untrained) weights — refuted when every model fails it",
                  any(m["init_direct"] <= m["direct_limit"] for m in res.values()),
                  "; ".join(f"{K.label(*k)}: initial direct path {m['init_direct']:.3f} vs limit "
                            f"{m['direct_limit']:.3f}" for k, m in res.items()),
                  finite=all(np.isfinite([m["init_direct"], m["direct_limit"]]).all() for m in res.values())),
    ]
    numbers["settings"] = {**K.common_settings(), "contexts": CONTEXTS}

    def draw(plt, path):
        fig, ax = plt.subplots(figsize=(6, 4), layout="constrained")
        colors = {K.SIZES[0]: "tab:blue", K.SIZES[1]: "tab:orange"}
        for (h, d, s), m in res.items():
            ax.plot(range(3), m["imp"].loss, marker="o", color=colors[(h, d)], ls=["-", "--", ":"][s % 3],
                    label=K.label(h, d, s))
        ax.axhline(H, color="grey", lw=0.8, ls="--")
        ax.annotate("bigram cross-entropy (held out)", (0, H), textcoords="offset points", xytext=(4, 3), fontsize=7)
        ax.set_xticks(range(3), ["T≤0", "T≤1", "T≤2"])
        ax.set_ylabel("held-out loss (frozen patterns), nats per byte")
        ax.legend(fontsize=6)
        fig.savefig(path, dpi=120)

    numbers["induction head by the definition (issue 37)"] = K.formation_numbers()
    return Outcome(checks, numbers, figures={"term_importance_by_order": draw}, precondition=K.precondition_checks())


CLAIM = Claim("L11", "term importance by order on models trained on natural text", STATEMENT, run,
              precondition=K.PRECONDITION)
