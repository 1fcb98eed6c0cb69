"""Fast unit tests that each kill a mutant which, before issue 26, only the claims (proofs/) or the
optional peer tests (transformers, TransformerLens) killed.  Each test compares with an independent
computation written here, not with the code under test."""
import json

import numpy as np
import pytest

from theory.circuits.checkpoints import load
from theory.circuits.checkpoints.safetensors_io import save_safetensors


# ---------------------------------------------------------------------------------------------
# A tiny Llama, forward pass written from Hugging Face's modeling_llama (no transformers needed)
# ---------------------------------------------------------------------------------------------
def llama_state(d=16, H=4, Hkv=2, L=2, V=20, m=24, seed=0, theta=100.0, eps=1e-5):
    """A Llama-layout state dict (HF names, nn.Linear [out, in]) with random weights and non-unit norm
    weights, and its config (grouped key/value heads, a non-default rope_theta and rms_norm_eps)."""
    rng = np.random.default_rng(seed)
    g = lambda *s: rng.normal(0, 0.4, size=s).astype(np.float32)  # noqa: E731
    dh = d // H
    sd = {"model.embed_tokens.weight": g(V, d), "model.norm.weight": (1 + g(d)), "lm_head.weight": g(V, d)}
    for l in range(L):
        a, p = f"model.layers.{l}.self_attn.", f"model.layers.{l}.mlp."
        sd.update({a + "q_proj.weight": g(H * dh, d), a + "k_proj.weight": g(Hkv * dh, d),
                   a + "v_proj.weight": g(Hkv * dh, d), a + "o_proj.weight": g(d, H * dh),
                   p + "gate_proj.weight": g(m, d), p + "up_proj.weight": g(m, d), p + "down_proj.weight": g(d, m),
                   f"model.layers.{l}.input_layernorm.weight": 1 + g(d),
                   f"model.layers.{l}.post_attention_layernorm.weight": 1 + g(d)})
    cfg = {"model_type": "llama", "hidden_size": d, "num_attention_heads": H, "num_key_value_heads": Hkv,
           "num_hidden_layers": L, "vocab_size": V, "intermediate_size": m, "rope_theta": theta,
           "rms_norm_eps": eps, "hidden_act": "silu", "tie_word_embeddings": False}
    return sd, cfg


def unfolded_llama_logits(sd, cfg, tokens):
    """LlamaForCausalLM's forward, from the HF weights as stored: RMSNorm x/√(mean x² + ε)·w,
    q/k rotated with rotate_half and inv_freq = θ^(−2i/d_head), key/value head h // (H/H_kv),
    o_proj as [out, in], SwiGLU MLP down(silu(gate x) · up x)."""
    d, H, Hkv = cfg["hidden_size"], cfg["num_attention_heads"], cfg["num_key_value_heads"]
    dh, eps, theta = d // H, cfg["rms_norm_eps"], cfg["rope_theta"]
    W = {k: v.astype(np.float64) for k, v in sd.items()}
    n = len(tokens)

    def rms(x, w):
        return x / np.sqrt((x * x).mean(-1, keepdims=True) + eps) * w

    inv_freq = 1.0 / theta ** (np.arange(0, dh, 2, dtype=np.float64) / dh)
    freqs = np.outer(np.arange(n, dtype=np.float64), inv_freq)
    emb = np.concatenate([freqs, freqs], axis=-1)
    cos, sin = np.cos(emb), np.sin(emb)

    def rotate_half(x):
        return np.concatenate([-x[..., dh // 2:], x[..., :dh // 2]], axis=-1)

    def rope(x):                                   # x: (n, dh)
        return x * cos + rotate_half(x) * sin

    silu = lambda z: z / (1 + np.exp(-z))  # noqa: E731
    x = W["model.embed_tokens.weight"][tokens]
    for l in range(cfg["num_hidden_layers"]):
        a, p = f"model.layers.{l}.self_attn.", f"model.layers.{l}.mlp."
        h = rms(x, W[f"model.layers.{l}.input_layernorm.weight"])
        q = (h @ W[a + "q_proj.weight"].T).reshape(n, H, dh)
        k = (h @ W[a + "k_proj.weight"].T).reshape(n, Hkv, dh)
        v = (h @ W[a + "v_proj.weight"].T).reshape(n, Hkv, dh)
        heads = []
        for i in range(H):
            g = i // (H // Hkv)
            s = rope(q[:, i]) @ rope(k[:, g]).T / np.sqrt(dh) + np.triu(np.full((n, n), -np.inf), 1)
            e = np.exp(s - s.max(1, keepdims=True))
            heads.append((e / e.sum(1, keepdims=True)) @ v[:, g])
        x = x + np.concatenate(heads, axis=-1) @ W[a + "o_proj.weight"].T
        h = rms(x, W[f"model.layers.{l}.post_attention_layernorm.weight"])
        x = x + (silu(h @ W[p + "gate_proj.weight"].T) * (h @ W[p + "up_proj.weight"].T)) @ W[p + "down_proj.weight"].T
    return rms(x, W["model.norm.weight"]) @ W["lm_head.weight"].T


def test_llama_loader_matches_an_independent_forward_pass(tmp_path):
    """Rotary (sign of the angle, frequencies), grouped kv heads, o_proj orientation and RMSNorm folding,
    checked without the peers extra: a rotation by −p, θ^(−i/d) frequencies, an untransposed o_proj or an
    RMSNorm folded with LayerNorm's centring each move the logits by O(1)."""
    sd, cfg = llama_state()
    save_safetensors(tmp_path / "model.safetensors", sd)
    (tmp_path / "config.json").write_text(json.dumps(cfg))
    t = load(tmp_path)
    toks = [3, 1, 4, 1, 5, 9, 2, 6]
    ref = unfolded_llama_logits(sd, cfg, toks)
    got = t.logits(toks)
    assert got.shape == ref.shape == (len(toks), cfg["vocab_size"])
    assert np.max(np.abs(got - ref)) < 1e-9 * max(1.0, np.abs(ref).max())
    # negative control: the reference itself is sensitive to the position (rotary does something here)
    assert np.max(np.abs(unfolded_llama_logits(sd, cfg, toks[:3])[:3] - ref[:3])) < 1e-12
    swapped = unfolded_llama_logits(sd, cfg, [toks[1], toks[0]] + toks[2:])
    assert np.max(np.abs(swapped[2:] - ref[2:])) > 1e-3


# ---------------------------------------------------------------------------------------------
# The growth trainer's router entropy (meanfield_training): a flipped sign passed every fast test
# ---------------------------------------------------------------------------------------------
def test_growth_trainer_router_entropy_is_an_entropy():
    torch = pytest.importorskip("torch")
    from theory.inference import TreePrior
    from theory.inference.learning.meanfield_training import _MeanFieldA
    prior = TreePrior(2, "1/2")
    model = _MeanFieldA(torch, prior, 3, 8, 8, 1e-2, 1e-2, seed=0, gain=8.0)
    D = model.D
    rng = np.random.default_rng(1)
    first = rng.normal(0, 2.0, D)
    with torch.no_grad():
        model.first.copy_(torch.as_tensor(first, dtype=model.first.dtype))
    theta = torch.as_tensor(rng.normal(0, 1, (5, D)), dtype=model.first.dtype)
    gen = torch.Generator().manual_seed(0)
    _, _, ent1 = model.surrogate_entropy(theta, 1, 4, generator=gen)
    p = np.exp(first - first.max())
    p /= p.sum()
    assert abs(ent1.item() - float(-(p * np.log(p)).sum())) < 1e-5       # m = 1: the entropy of softmax(first)
    for m in (2, 3):
        _, _, ent = model.surrogate_entropy(theta, m, 4, generator=gen)
        assert 0.0 <= ent.item() <= np.log(D) + 1e-6, (m, ent.item())
    with torch.no_grad():                                             # uniform first router: exactly log D
        model.first.zero_()
    _, _, ent0 = model.surrogate_entropy(theta, 1, 2, generator=gen)
    assert abs(ent0.item() - np.log(D)) < 1e-6


# ---------------------------------------------------------------------------------------------
# Positivity of a real matrix with complex eigenvalues: Σλ / Σ|λ| with the complex modulus
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("a, b", [(1.0, 1.0), (1.0, 3.0), (-2.0, 0.5)])
def test_positivity_of_a_real_matrix_with_complex_eigenvalues(a, b):
    """[[a, −b], [b, a]] has eigenvalues a ± ib: positivity 2a / (2√(a² + b²)), conjugated by a random S
    (Σ|Re λ| in the denominator gives sign(a) instead)."""
    from theory.circuits.analysis.positivity import positivity, positivity_of_eigenvalues
    S = np.random.default_rng(0).normal(size=(2, 2)) + 2 * np.eye(2)
    M = S @ np.array([[a, -b], [b, a]]) @ np.linalg.inv(S)
    expected = a / np.hypot(a, b)
    assert abs(positivity(M) - expected) < 1e-12
    assert abs(positivity_of_eigenvalues([a + 1j * b, a - 1j * b]) - expected) < 1e-15
    # with a real eigenvalue added: (2a + 3) / (2√(a² + b²) + 3)
    M3 = np.zeros((3, 3))
    M3[:2, :2], M3[2, 2] = M, 3.0
    assert abs(positivity(M3) - (2 * a + 3) / (2 * np.hypot(a, b) + 3)) < 1e-12


# ---------------------------------------------------------------------------------------------
# The attention-only trainer's next-token loss against a cross-entropy computed by hand
# ---------------------------------------------------------------------------------------------
def test_attention_only_trainer_loss_is_the_next_token_cross_entropy():
    """One step: the logged loss is the loss of the initial weights on the first batch, which is
    −mean_{b, i < n−1} log softmax(logits[b, i])[tok[b, i + 1]] from a NumPy forward of those weights."""
    pytest.importorskip("torch")
    from theory.circuits.learning.training import repeated_segment_batch, train_attention_only
    V, T, batch, seed = 11, 12, 3, 5
    run = train_attention_only(n_layers=2, n_heads=2, d_model=8, d_head=4, n_vocab=V, n_ctx=T, steps=1, batch=batch,
                               seed=seed, progress=False)
    tok, _ = repeated_segment_batch(np.random.default_rng(seed), batch, V, T)   # the trainer's first batch
    P = run.initial.to_transformer_lens(attn_scale=1.0)
    losses = []
    for b in range(batch):
        t = tok[b]
        x = P["W_E"][t] + P["W_pos"][:T]
        for l in range(P["W_Q"].shape[0]):
            out = np.zeros_like(x)
            for h in range(P["W_Q"].shape[1]):
                s = (x @ P["W_Q"][l, h]) @ (x @ P["W_K"][l, h]).T + np.triu(np.full((T, T), -np.inf), 1)
                a = np.exp(s - s.max(1, keepdims=True))
                out += (a / a.sum(1, keepdims=True)) @ (x @ P["W_V"][l, h]) @ P["W_O"][l, h]
            x = x + out
        z = x @ P["W_U"]
        logp = z - z.max(1, keepdims=True)
        logp -= np.log(np.exp(logp).sum(1, keepdims=True))
        losses += [-logp[i, t[i + 1]] for i in range(T - 1)]
    (step, logged), = run.log
    assert step == 1
    assert abs(logged - np.mean(losses)) < 1e-5 * max(1.0, abs(logged))        # float32 training
    assert abs(np.mean(losses) - np.log(V)) > 1e-3                              # not a uniform guess by accident


# ---------------------------------------------------------------------------------------------
# Label noise at σ² ∉ {0, 1} (σ and σ² agree at 0 and 1), and simulate's standard error
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("sigma2", [0.25, 4.0])
def test_label_noise_has_variance_sigma2(sigma2):
    """y − Xθ and y_* − x_*ᵀθ are N(0, σ²): sample variances within 6 standard errors (σ²·√(2/n)) of σ²
    (a noise scaled by σ² instead of σ is off by a factor 4 here)."""
    from theory.inference import TreePrior
    from theory.inference.models.data import sample_contexts, sample_moments
    T = TreePrior(2, "1/2")
    c = sample_contexts(T, 400, 50, sigma2, seed=3)
    r = (c.y - np.einsum("bnd,bd->bn", c.X, c.theta)).ravel()
    assert abs(r.var() - sigma2) < 6 * sigma2 * np.sqrt(2 / r.size)
    rq = c.y_query - np.einsum("bd,bd->b", c.x_query, c.theta)
    assert abs(rq.var() - sigma2) < 6 * sigma2 * np.sqrt(2 / rq.size)
    # the moment sampler's law: E‖u − θ‖² = (D s² + ‖θ‖²)/N with s² = ‖θ‖² + σ² (θ fixed: one leaf)
    N, B = 7, 20000
    theta = np.tile(T.theta_matrix()[0], (B, 1))
    m = sample_moments(T, B, N, sigma2, seed=4, theta=theta)
    t2 = float(theta[0] @ theta[0])
    expected = (T.dim * (t2 + sigma2) + t2) / N
    sq = ((m.u - theta) ** 2).sum(1)
    assert abs(sq.mean() - expected) < 6 * sq.std(ddof=1) / np.sqrt(B)


def test_simulate_standard_error_is_std_ddof1_over_sqrt_n():
    """simulate's (mean, se) recomputed from its own contexts (same seeds, same chunks) by hand."""
    from theory.inference import TreePrior
    from theory.inference.models.data import sample_contexts
    from theory.inference.models.linear_attention import compile_model_c, simulate
    T = TreePrior(2, "1/2")
    model = compile_model_c(T, 2)
    n, chunk, seed, N, s2 = 7, 3, 2, 9, 0.3
    mean, se = simulate(model, T, N, n, s2, seed=seed, chunk=chunk)
    errs = []
    for i, start in enumerate(range(0, n, chunk)):
        c = sample_contexts(T, min(chunk, n - start), N, s2, seed=seed * 100003 + i)
        th = model.run(c.X, c.y)[0]
        errs += [float(((th[b] - c.theta[b]) ** 2).sum()) for b in range(len(th))]
    assert len(errs) == n
    m = sum(errs) / n
    sd = np.sqrt(sum((e - m) ** 2 for e in errs) / (n - 1))
    assert mean == pytest.approx(m, rel=1e-12)
    assert se == pytest.approx(sd / np.sqrt(n), rel=1e-12)


# ---------------------------------------------------------------------------------------------
# theory.check: complex values, rhs functions that write into their input, shrinking
# ---------------------------------------------------------------------------------------------
def _matrices():
    import sympy as sp
    from sympy import MatrixSymbol
    n = sp.Symbol("n", integer=True, positive=True)
    return MatrixSymbol("A", n, n), MatrixSymbol("B", n, n)


@pytest.mark.parametrize("entries", ["rational", "float"])
def test_check_refutes_an_rhs_that_differs_only_in_its_imaginary_part(entries):
    from theory import check
    A, B = _matrices()
    r = check(A * B, lambda v: (np.asarray(v["A"] @ v["B"]).astype(complex) + 1e-3j), entries=entries)
    assert r.status == "refuted"
    cx = r.counterexample
    assert np.allclose(np.asarray(cx.rhs).imag, 1e-3) and np.allclose(np.asarray(cx.lhs, dtype=complex).imag, 0)
    # control: the same values without the imaginary part hold
    assert check(A * B, lambda v: np.asarray(v["A"] @ v["B"]).astype(complex), entries=entries).status != "refuted"


def test_check_an_rhs_function_writing_into_its_input_cannot_make_a_false_identity_hold():
    from theory import check
    A, _ = _matrices()

    def zeroes_its_input(v):
        v["A"][...] = 0                      # A = 0 is false; the lhs value must not be zeroed with it
        return v["A"]
    r = check(A, zeroes_its_input)
    assert r.status == "refuted"
    assert np.any(np.asarray(r.counterexample.arrays["A"], dtype=float) != 0)
    assert np.any(np.asarray(r.counterexample.lhs, dtype=float) != 0)


def _shrunk_evaluations(result):
    import re
    m = re.match(r"shrunk in (\d+) evaluations?( \(budget reached\))?; budget (\d+) evaluations?", result.shrinking)
    assert m, result.shrinking
    return int(m.group(1)), bool(m.group(2)), int(m.group(3))


def test_check_shrinks_to_the_smallest_failing_dimension(monkeypatch):
    """A² = A fails at n = 1 (A = −1).  Shrinking used to stop at n = 2 when it started from a nilpotent
    A at n = 4: every truncation to n = 1 is 0, which satisfies it, so only fresh n = 1 instances find it."""
    import theory.identities.decide as decide          # where check() looks the names up
    from theory.identities.problem import _Instance
    from fractions import Fraction
    from theory import check
    A, _ = _matrices()
    assert check(A * A, A).counterexample.dims == {"n": 1}
    N = np.full((4, 4), Fraction(0), dtype=object)
    for i in range(3):
        N[i, i + 1] = Fraction(1)                # the search found this nilpotent (A² ≠ A) instance at n = 4
    monkeypatch.setattr(decide, "_simplest_first", lambda problem: (None, 0))
    monkeypatch.setattr(decide, "_search", lambda problem, n, seed: (_Instance({"n": 4}, {"A": {"E": N}}), 1))
    r = check(A * A, A)
    assert r.status == "refuted" and r.counterexample.dims == {"n": 1}
    a = r.counterexample.arrays["A"]
    assert a[0, 0] * a[0, 0] != a[0, 0]          # and it does fail there
    evals, reached, budget = _shrunk_evaluations(r)
    assert not reached and evals <= budget // 10


def test_check_a_simple_refutation_shrinks_well_inside_its_budget():
    """AB = BA: the shrunk counterexample is at n = 2 (1×1 matrices commute) and costs a small part of the
    evaluation budget (counted, not timed)."""
    from theory import check
    A, B = _matrices()
    r = check(A * B, B * A)
    assert r.status == "refuted" and r.counterexample.dims == {"n": 2}
    evals, reached, budget = _shrunk_evaluations(r)
    assert not reached and evals <= budget // 5, r.shrinking
    a, b = (np.asarray(r.counterexample.arrays[k], dtype=float) for k in "AB")
    assert not np.allclose(a @ b, b @ a)
    assert np.count_nonzero(a) + np.count_nonzero(b) <= 3      # shrunk to a few unit entries
