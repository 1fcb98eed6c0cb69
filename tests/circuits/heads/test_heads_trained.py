"""Weight-based head labels against behaviour on a *trained* tiny rotary grouped-query Llama
(tests/trained_llama.py, trained once per run), behavioural scores against Hugging Face's own
attention outputs, and negative controls (untrained weights, ablated previous-token heads)."""
import os

import numpy as np
import pytest

torch = pytest.importorskip("torch", reason="needs the peers extra (pip install -e '.[peers]')")
transformers = pytest.importorskip("transformers", reason="needs the peers extra (pip install -e '.[peers]')")
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from theory.circuits import load  # noqa: E402
from theory.circuits.heads.behaviour import (BEHAVIOUR_THRESHOLD, behaviour_scores,  # noqa: E402
                                                   repeated_random_tokens)
from theory.circuits.report.analyse import analyse, kv_groups, previous_token_baseline, previous_token_scores, rotary_previous_token_scores, rotary_probe_tokens

from tests.trained_llama import tiny_llama, tiny_llama_heldout, tiny_llama_prev_heldout  # noqa: E402,F401  (session fixtures)


def _labelled(report, role, behaviour=False):
    roles = report.behaviour_roles if behaviour else report.weights_roles
    return {lab for lab, r in zip(report.labels, roles) if role in r.split("+")}


def test_behaviour_scores_match_hugging_face_attentions(tiny_llama):
    """Same sequences through HF's eager attention, scores computed here by explicit indexing."""
    model = load(tiny_llama[0])
    b = behaviour_scores(model, length=12, n_seq=3, seed=5)
    hf = transformers.LlamaForCausalLM.from_pretrained(tiny_llama[0], attn_implementation="eager").double().eval()
    toks = repeated_random_tokens(model.n_vocab, 12, 3, seed=5)
    with torch.no_grad():
        att = hf(torch.as_tensor(toks), output_attentions=True).attentions      # per layer [seq, head, q, k]
    T = 12
    ref = {"prev": [], "dup": [], "ind": []}
    for l in range(len(att)):
        A = att[l].numpy()
        for h in range(A.shape[1]):
            ref["prev"].append(np.mean([A[s, h, i, i - 1] for s in range(3) for i in range(1, 2 * T)]))
            ref["dup"].append(np.mean([A[s, h, i, i - T] for s in range(3) for i in range(T, 2 * T)]))
            ref["ind"].append(np.mean([A[s, h, i, i - T + 1] for s in range(3) for i in range(T, 2 * T)]))
    for got, want in ((b.previous_token, ref["prev"]), (b.duplicate_token, ref["dup"]), (b.induction, ref["ind"])):
        # HF's LlamaRMSNorm computes in float32 even in a .double() model: agreement to float32 rounding
        assert np.all(np.isfinite(got)) and np.max(np.abs(got - np.asarray(want))) <= 1e-6


def test_trained_model_forms_the_heads_the_labels_look_for(tiny_llama):
    """The fixture is a real positive: behaviour shows previous-token and induction heads."""
    r = analyse(load(tiny_llama[0]))
    assert _labelled(r, "previous-token", True) and _labelled(r, "induction", True)
    assert all(int(h[1]) == 0 for h in _labelled(r, "previous-token", True))
    assert all(int(h[1]) == 1 for h in _labelled(r, "induction", True))


def test_previous_token_labels_agree_with_behaviour(tiny_llama):
    r = analyse(load(tiny_llama[0]))
    assert r.prev_scheme == "rotary" and np.all(np.isfinite(r.prev_token))
    assert _labelled(r, "previous-token") == _labelled(r, "previous-token", True) != set()


# Pre-registered with rule v2 (fixed before any held-out model was trained): on every model,
# recall ≥ ⌈2/3 · #behavioural⌉ and precision ≥ 0.6 — the acceptance bounds of issue 23.
RECALL, PRECISION = 2 / 3, 0.6


def _agree(w, b):
    """Recall and precision bounds of the weight labels ``w`` against the behavioural ones ``b``."""
    hit = len(w & b)
    return bool(b) and hit >= int(np.ceil(RECALL * len(b) - 1e-9)) and hit >= PRECISION * len(w)


def test_induction_labels_agree_with_behaviour(tiny_llama):
    """Development model (rules v2 and v3 were designed looking at it).  Rule v3 on this machine:
    weights L1H0–L1H3 (Σ 0.73, 0.77, 0.77, 0.40), behaviour L1H0–L1H2 (0.69, 0.84, 0.87): recall 3/3,
    precision 3/4 (L1H3: behaviour 0.00, a false positive at the threshold; v2 the same labels).  Rule v4
    (the default since held-out round 4): a.ind 0.65, 0.71, 0.67 for L1H0–L1H2, 0.06 for L1H3 — 3/3, 1.00."""
    r = analyse(load(tiny_llama[0]))
    assert _agree(_labelled(r, "induction"), _labelled(r, "induction", True)), r.summary()


def test_induction_labels_agree_with_behaviour_held_out(tiny_llama_heldout):
    """A tiny Llama at another seed, trained after rule v2 and these bounds were committed.  On this
    machine with previous-token score v1 as a_p: weights L1H0, L1H1 (π 0.44, 0.43); behaviour L1H0, L1H1,
    L1H3 (0.74, 0.79, 0.40) — recall 2/3, precision 1.  With v2's a_p (this seed is now a development
    model): weights L1H0–L1H3 (π 1.00, 0.99, 0.60, 0.69), recall 3/3, precision 3/4; L1H3's 0.40 is
    a thin margin, so only bit-reproducible here.  Rule v3 (a development model for it): weights
    L1H0–L1H3 (Σ 0.85, 0.84, 0.41, 0.44), recall 3/3, precision 3/4."""
    r = analyse(load(tiny_llama_heldout[0]))
    assert _agree(_labelled(r, "induction"), _labelled(r, "induction", True)), r.summary()


# Pre-registered with previous-token score v2 (fixed before any held-out model was trained): on
# the development models (seeds 0 and 1, cached) the layer-0 scores — exact in expectation for the
# head's input — lie within PREV_TOL of the behavioural ones; the labels agree on every model with
# behavioural positives (the bounds above).  Seed 1 has none at 0.4 (L0H1 0.397), so its check is
# the closeness and the absence of weight labels.  v1 (softmax of token-averaged logits) gave 0.11
# for every layer-0 head of seed 1 against behaviour 0.17–0.40 (the strict xfail this replaces).
PREV_TOL = 0.08     # dev models: |v2 − behaviour| ≤ 0.05 on layer 0; behaviour is 8 sequences of r r


@pytest.mark.parametrize("which", ["tiny_llama", "tiny_llama_heldout"])
def test_rotary_previous_token_score_tracks_behaviour_in_layer_0(which, request):
    r = analyse(load(request.getfixturevalue(which)[0]))
    l0 = r.layer == 0
    gap = np.abs(r.prev_token[l0] - r.behaviour.previous_token[l0])
    assert np.all(np.isfinite(gap)) and gap.max() <= PREV_TOL, (r.prev_token, r.behaviour.previous_token)
    w, b = _labelled(r, "previous-token"), _labelled(r, "previous-token", True)
    assert _agree(w, b) if b else not w, r.summary()


@pytest.mark.skipif(not os.environ.get("THEORY_SLOW"), reason="trains a held-out tiny Llama (~30 s); THEORY_SLOW=1")
def test_previous_token_labels_agree_with_behaviour_held_out(tiny_llama_prev_heldout):
    """Seed 4, trained after previous-token score v2 and this test were committed: the labels agree
    within the recall/precision bounds and layer 0 tracks behaviour within PREV_TOL."""
    r = analyse(load(tiny_llama_prev_heldout[0]))
    l0 = r.layer == 0
    assert np.max(np.abs(r.prev_token[l0] - r.behaviour.previous_token[l0])) <= PREV_TOL, r.table()
    w, b = _labelled(r, "previous-token"), _labelled(r, "previous-token", True)
    assert _agree(w, b) if b else not w, r.summary()


def test_induction_advantage_matches_dense_token_matrix(tiny_llama):
    """Δ from traces against the n_vocab × n_vocab matrix built explicitly, every candidate pair:
    key residual e_b + a_p W_OV x̂_c normalised by its RMS, query x̂_A, R̄ summed from R(−k)."""
    from theory.circuits.heads.predicted_induction import induction_advantage
    from theory.circuits.models.components import normalize
    m = load(tiny_llama[0])
    prev = previous_token_scores(m)
    cand = prev > previous_token_baseline(m)
    D = induction_advantage(m, prev, cand)
    heads = [hd for layer in m.heads for hd in layer]
    Xh = normalize(m.normalization, m.W_E.T, m.eps)
    r2 = np.mean(np.mean(m.W_E.T ** 2, axis=1))
    V = m.n_vocab
    checked = 0
    for p in np.where(cand[:4])[0]:             # layer-0 candidates: the partners of layer-1 heads
        for i in range(4, 8):
            W = (Xh @ heads[p].W_V.T) @ heads[p].W_O.T
            rho = np.sqrt(r2 + prev[p] ** 2 * np.mean(W ** 2))
            R = sum(np.linalg.matrix_power(m.rotary.matrix(-1, heads[i].d_head), k) for k in range(1, 33)) / 32
            M = (Xh @ heads[i].W_Q.T) @ R @ ((prev[p] * W / rho) @ heads[i].W_K.T).T
            want = np.mean(np.diag(M)) - (M.sum() - np.trace(M)) / (V * V - V)
            assert np.isfinite(D[p, i]) and abs(D[p, i] - want) <= 1e-9 * max(1.0, abs(want))
            checked += 1
    assert checked >= 4 and np.all(np.isnan(D[:, :4])) and np.all(np.isnan(D[~cand]))


def test_kv_groups_follow_the_config(tiny_llama):
    """4 query heads on 2 key/value heads: query heads 0,1 read kv head 0 and 2,3 kv head 1 (HF repeat_kv)."""
    g = kv_groups(load(tiny_llama[0]))
    assert g == ("L0G0", "L0G0", "L0G1", "L0G1", "L1G0", "L1G0", "L1G1", "L1G1")


def test_untrained_weights_get_no_labels(tiny_llama):
    """Negative control: the initial weights of the same model."""
    r = analyse(load(tiny_llama[1]))
    assert not _labelled(r, "induction") and not _labelled(r, "previous-token")
    assert not _labelled(r, "induction", True)


def test_ablating_previous_token_heads_removes_induction(tiny_llama, tmp_path):
    """Negative control: zero the o_proj columns of every layer-0 head the rule may take as a partner
    (previous-token score above its uniform baseline — the behavioural previous-token head and the weaker
    ones, which still feed induction when only the strongest is ablated); no induction label from
    the weights, and the behaviour loses most of its induction."""
    m = load(tiny_llama[0])
    r = analyse(m)
    partners = [lab for lab, p, l in zip(r.labels, r.prev_token, r.layer) if l == 0 and p > previous_token_baseline(m)]
    assert set(partners) >= _labelled(r, "previous-token", True)
    hf = transformers.LlamaForCausalLM.from_pretrained(tiny_llama[0])
    dh = hf.config.hidden_size // hf.config.num_attention_heads
    with torch.no_grad():
        for lab in partners:
            l, h = int(lab[1]), int(lab[3])
            hf.model.layers[l].self_attn.o_proj.weight[:, h * dh:(h + 1) * dh] = 0
    hf.save_pretrained(tmp_path)
    ab = analyse(load(str(tmp_path)))
    assert not _labelled(ab, "induction")
    later = r.layer == 1
    assert np.mean(ab.behaviour.induction[later]) < 0.5 * np.mean(r.behaviour.induction[later])


def test_rotary_previous_token_score_matches_its_definition(tiny_llama):
    """Score v2 against two references that share none of its code: layer 0 — the model's own
    forward pass on the same random-token contexts (its input *is* the normalised embedding), mean
    of A[i, i−1]; every head — explicit rotation matrices R(j−i), a loop over positions."""
    from theory.circuits.models.components import normalize
    model = load(tiny_llama[0])
    got = rotary_previous_token_scores(model, n_seq=3)
    tokens = rotary_probe_tokens(model, n_seq=3)
    L = tokens.shape[1]
    fwd = np.mean([[np.mean([A[i, i - 1] for i in range(1, L)]) for A in model.run(t).patterns[0]] for t in tokens],
                  axis=0)
    assert np.max(np.abs(got[:4] - fwd)) <= 1e-9
    Xh = normalize(model.normalization, model.W_E.T, model.eps)
    R = {o: model.rotary.matrix(o, model.head(0, 0).d_head) for o in range(-L + 1, 1)}
    want = []
    for hd in (hd for layer in model.heads for hd in layer):
        acc = []
        for t in tokens:
            q, k = Xh[t] @ hd.W_Q.T, Xh[t] @ hd.W_K.T
            for i in range(1, L):
                s = np.array([q[i] @ R[j - i] @ k[j] for j in range(i + 1)])
                e = np.exp(s - s.max())
                acc.append(e[i - 1] / e.sum())
        want.append(np.mean(acc))
    assert np.max(np.abs(got - np.asarray(want))) <= 1e-9
    assert previous_token_scores(model)[0] != got[0]         # the default uses 256 contexts, not 3


# ------------------------------------------------------------------------ induction rule v3
def _hf_induction_reference(path, partners, tokens):
    """Induction scores of every layer-1 head from Hugging Face's own forward pass of the 2-layer
    model with layer 0 reduced to the heads ``partners`` (the other heads' o_proj columns and the MLP's
    down_proj zeroed) and layer 1's q_proj fed layer 1's RMSNorm of the embedding (a pre-hook): the
    K-composition path of rule v3 and nothing else.  Returns ``(scores, S_bound)``, ``S_bound`` a
    bound on |logit| of layer 1 from the weights: ‖W_Q diag(w)‖₂ ‖W_K diag(w)‖₂ · d_model / √d_head."""
    hf = transformers.LlamaForCausalLM.from_pretrained(path, attn_implementation="eager").double().eval()
    cfg = hf.config
    nh, dh = cfg.num_attention_heads, cfg.hidden_size // cfg.num_attention_heads
    l0, l1 = hf.model.layers[0], hf.model.layers[1]
    with torch.no_grad():
        for h in range(nh):
            if h not in partners:
                l0.self_attn.o_proj.weight[:, h * dh:(h + 1) * dh] = 0
        l0.mlp.down_proj.weight.zero_()
    emb = {}
    hooks = [hf.model.embed_tokens.register_forward_hook(lambda mod, inp, out: emb.__setitem__("x", out)),
             l1.self_attn.q_proj.register_forward_pre_hook(lambda mod, args: (l1.input_layernorm(emb["x"]),))]
    try:
        with torch.no_grad():
            att = hf(torch.as_tensor(tokens), output_attentions=True).attentions[1].numpy()   # [seq, head, q, k]
    finally:
        for hk in hooks:
            hk.remove()
    T = tokens.shape[1] // 2
    scores = [np.mean([att[s, h, i, i - T + 1] for s in range(len(tokens)) for i in range(T, 2 * T)])
              for h in range(nh)]
    w = l1.input_layernorm.weight.detach().numpy()
    nq = np.linalg.norm(l1.self_attn.q_proj.weight.detach().numpy() * w, 2)
    nk = np.linalg.norm(l1.self_attn.k_proj.weight.detach().numpy() * w, 2)
    return np.asarray(scores), nq * nk * cfg.hidden_size / np.sqrt(dh)


def test_expected_induction_attention_matches_ablated_hugging_face_forward(tiny_llama):
    """Rule v3's π(p, i) for every layer-0 partner p and layer-1 head i of the 2-layer model, and its
    joint score Σ(i) through all four, against
    Hugging Face's forward pass with everything but p and i ablated and i's query fed the embedding
    (:func:`_hf_induction_reference`, none of the package's code; for Σ the four heads kept): the same quantity, so the only
    difference is rounding.  Tolerance: HF's RMSNorm computes in float32 even in a .double() model,
    so each normalised input carries a relative error ≤ 2^-24 per entry (twice for the key, normalised
    after p's write), each logit |Δs| ≤ 4·2^-24·S_bound, and a softmax probability moves by at most
    2·max|Δs|: tol = 8·2^-24·S_bound (a mean of probabilities inherits it)."""
    from theory.circuits.heads.expected_induction import expected_induction_attention
    m = load(tiny_llama[0])
    tokens = repeated_random_tokens(m.n_vocab, 16, 4, seed=11)
    P, J, kept, _ = expected_induction_attention(m, np.arange(8) < 4, np.ones(8), tokens=tokens)
    assert kept == [0, 1, 2, 3]
    for p in range(4):
        want, S_bound = _hf_induction_reference(tiny_llama[0], {p}, tokens)
        tol = 8 * 2.0 ** -24 * S_bound
        assert np.all(np.isfinite(P[p, 4:])) and np.max(np.abs(P[p, 4:] - want)) <= tol, (p, P[p, 4:], want, tol)
    want, S_bound = _hf_induction_reference(tiny_llama[0], {0, 1, 2, 3}, tokens)      # the joint score Σ
    assert np.all(np.isfinite(J[4:])) and np.max(np.abs(J[4:] - want)) <= 8 * 2.0 ** -24 * S_bound, (J[4:], want)
    assert np.all(np.isnan(P[:, :4])) and np.all(np.isnan(P[4:])) and np.all(np.isnan(J[:4]))


def test_expected_induction_attention_budget_keeps_the_strongest_partners(tiny_llama):
    """The size check runs before work: with a budget below the partner-free cost nothing is computed;
    with room for one partner the highest-prev candidate is kept and the others are reported dropped."""
    from theory.circuits.heads.expected_induction import (expected_induction_attention, induction_cost,
                                                                 select_partners)
    m = load(tiny_llama[0])
    prev = previous_token_scores(m)
    cand = np.arange(8) < 4
    fixed, each = induction_cost(m, [0, 1, 2, 3], 16, 16)
    assert fixed > 0 and np.all(each > 0)
    P, J, kept, dropped = expected_induction_attention(m, cand, prev, budget=fixed + each.min() * 0.5)
    assert kept == [] and dropped == [0, 1, 2, 3] and np.all(np.isnan(P)) and np.all(np.isnan(J))
    best = int(np.argmax(prev[:4]))
    kept, dropped, total = select_partners(m, cand, prev, 16, 16, budget=fixed + each[best] * 1.01)
    assert kept == [best] and sorted(dropped) == sorted(set(range(4)) - {best}) and total <= fixed + each[best] * 1.01


def test_analyse_refuses_an_unknown_induction_rule(tiny_llama):
    from theory.errors import InputValueError
    with pytest.raises(InputValueError, match="induction_rule must be one of 'attention_only', 'expected_induction', 'logit_advantage'; got 'v5'"):
        analyse(load(tiny_llama[0]), induction_rule="v5")


# ------------------------------------------------------------------------ rule v4 (attention-only circuit)
# Fixed before held-out evaluation (round 4): labels at the behavioural threshold 0.4 on the attention-only
# part's scores; the recall/precision bounds above (RECALL, PRECISION) for previous-token and induction.

def test_attention_only_scores_match_hugging_face_with_mlps_zeroed(tiny_llama):
    """Rule v4's scores against Hugging Face's eager forward pass with every MLP's down_proj zeroed
    (the attention-only part, none of the package's code), the same contexts, attentions from
    output_attentions, statistics by explicit indexing.  Tolerance 1e-6, as for the behavioural scores:
    HF's RMSNorm computes in float32 even in a .double() model (observed max gap ~1e-7)."""
    model = load(tiny_llama[0])
    T, n_seq, seed = 12, 3, 5
    a = behaviour_scores(model, length=T, n_seq=n_seq, seed=seed, attention_only=True)
    full = behaviour_scores(model, length=T, n_seq=n_seq, seed=seed)
    hf = transformers.LlamaForCausalLM.from_pretrained(tiny_llama[0], attn_implementation="eager").double().eval()
    with torch.no_grad():
        for layer in hf.model.layers:
            layer.mlp.down_proj.weight.zero_()
    toks = repeated_random_tokens(model.n_vocab, T, n_seq, seed=seed)
    with torch.no_grad():
        att = hf(torch.as_tensor(toks), output_attentions=True).attentions      # per layer [seq, head, q, k]
    ref = {"prev": [], "dup": [], "ind": []}
    for l in range(len(att)):
        A = att[l].numpy()
        for h in range(A.shape[1]):
            ref["prev"].append(np.mean([A[s, h, i, i - 1] for s in range(n_seq) for i in range(1, 2 * T)]))
            ref["dup"].append(np.mean([A[s, h, i, i - T] for s in range(n_seq) for i in range(T, 2 * T)]))
            ref["ind"].append(np.mean([A[s, h, i, i - T + 1] for s in range(n_seq) for i in range(T, 2 * T)]))
    for got, want in ((a.previous_token, ref["prev"]), (a.duplicate_token, ref["dup"]), (a.induction, ref["ind"])):
        assert np.all(np.isfinite(got)) and np.max(np.abs(got - np.asarray(want))) <= 1e-6
    # not the full forward pass: layer 1 reads no MLP write (layer 0 has none before its attention)
    assert np.max(np.abs(a.previous_token[:4] - full.previous_token[:4])) <= 1e-12
    assert np.max(np.abs(a.induction[4:] - full.induction[4:])) > 1e-3


def test_rule_v4_labels_agree_with_behaviour(tiny_llama):
    """Development model of rule v4 (seed 0): previous-token and induction labels within the bounds."""
    r = analyse(load(tiny_llama[0]), induction_rule="attention_only")
    assert r.attention_only is not None and r.attention_only.attention_only
    for role in ("previous-token", "induction"):
        assert _agree(_labelled(r, role), _labelled(r, role, True)), r.summary()
    head, rows = r.columns()                     # the weights rule's ind column shows the attention-only score
    second = head.index("ind", head.index("ind") + 1)
    assert rows[4][second] == f"{r.attention_only.induction[4]:.2f}"
    assert r.as_dict()["heads"][4]["attention_only"]["induction"] == r.attention_only.induction[4] >= 0.0


def test_rule_v4_negative_controls(tiny_llama, tmp_path):
    """Untrained weights: no v4 label.  Layer-0 heads with prev above the uniform baseline ablated (their
    o_proj columns zeroed): no v4 induction label."""
    r0 = analyse(load(tiny_llama[1]), induction_rule="attention_only")
    assert not _labelled(r0, "induction") and not _labelled(r0, "previous-token")
    m = load(tiny_llama[0])
    prev = previous_token_scores(m)
    partners = [h for h in range(4) if prev[h] > previous_token_baseline(m)]
    hf = transformers.LlamaForCausalLM.from_pretrained(tiny_llama[0])
    dh = hf.config.hidden_size // hf.config.num_attention_heads
    with torch.no_grad():
        for h in partners:
            hf.model.layers[0].self_attn.o_proj.weight[:, h * dh:(h + 1) * dh] = 0
    hf.save_pretrained(tmp_path)
    ab = analyse(load(str(tmp_path)), induction_rule="attention_only")
    assert partners and not _labelled(ab, "induction"), ab.summary()
