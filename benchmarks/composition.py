"""Benchmark: composition scores and OV positivity at GPT-2-small shapes.

Run: ``python benchmarks/composition.py`` (``--transformer-lens``: side by side with TransformerLens
4.3 in float64, one thread each — :func:`transformer_lens_side_by_side`; measured here: TransformerLens
118.2 CPU-s, ours 2.25 CPU-s, 52.6×, largest difference 2.2e-16).  12 layers × 12 heads, d_model 768, d_head 64,
Gaussian weights.  Ratios are against references run in the same process:

* all Q, K, V composition scores for all head pairs (batched ``gram`` — the default — and
  ``cross``, each in double and single precision; best of 3 runs, with the largest
  difference from the double-precision ``gram`` result) vs (a) the dense per-pair definition (d_model×d_model products), timed on a sample of
  pairs and extrapolated, and (b) the SVD-per-pair factored method (TransformerLens'
  ``FactoredMatrix`` approach) reimplemented in numpy, timed on a sample and extrapolated;
* OV positivity of all 144 heads at n_vocab 50257 (small side) vs the dense n_vocab×n_vocab
  eigendecomposition, timed on a reduced vocabulary (2048) for one head and scaled by n³.
"""
import time

import numpy as np

from theory.circuits import AttentionOnlyModel, ov_positivity
from theory.circuits.analysis.composition import all_composition_scores
from theory.circuits.analysis.composition import head_factors  # noqa: E402


def timed(f):
    t0 = time.perf_counter()
    out = f()
    return time.perf_counter() - t0, out


def dense_pair(LA, RA, LB, RB, a, b):
    MA, MB = LA[a] @ RA[a], LB[b] @ RB[b]
    return np.linalg.norm(MA @ MB) / (np.linalg.norm(MA) * np.linalg.norm(MB))


def svd_pair(LA, RA, LB, RB, a, b):
    """Factored method as in TransformerLens: SVD of each factored product, norms from singular values."""
    def fsvd(L, R):
        Q1, T1 = np.linalg.qr(L)
        Q2, T2 = np.linalg.qr(R.T)
        return np.linalg.svd(T1 @ T2.T, compute_uv=False)
    # product (L_A R_A)(L_B R_B) = L_A (R_A L_B R_B): factored with inner dim r
    num = np.sqrt(np.sum(fsvd(LA[a], RA[a] @ LB[b] @ RB[b]) ** 2))
    return num / (np.sqrt(np.sum(fsvd(LA[a], RA[a]) ** 2)) * np.sqrt(np.sum(fsvd(LB[b], RB[b]) ** 2)))


def best_of(f, n=5):
    """(fastest, median, result) of ``n`` runs: the first runs in a process also pay for fresh
    memory (page faults), later ones reuse it."""
    times, out = [], None
    for _ in range(n):
        t, out = timed(f)
        times.append(t)
    return min(times), float(np.median(times)), out


def first_touch_rate(mb=256):
    """GB/s at which this machine hands out fresh memory (page faults) — the cost every new
    large array pays; on some VMs it is far below the memory bandwidth."""
    t, a = timed(lambda: np.ones(mb * 131072))
    return mb / 1024 / t


def main():
    L, H, d, dh = 12, 12, 768, 64
    m = AttentionOnlyModel.random(L, H, d, dh, 16, 4, seed=0, positional=False)
    n_heads = L * H
    pairs = sum(H * H * l for l in range(L))
    print(f"composition scores, {L}×{H} heads, d_model {d}, d_head {dh}: {pairs} ordered pairs per kind")
    touch = first_touch_rate()
    runs = {}
    for method in ("gram", "cross"):
        for precision in ("double", "single"):
            runs[method, precision] = best_of(lambda: all_composition_scores(m, method, precision))
    scores = runs["gram", "double"][2]
    for (method, precision), (t, med, res) in runs.items():
        diff = max(float(np.abs(res[k] - scores[k]).max()) for k in "QKV")
        print(f"  batched {method:5s} {precision}: {t:.2f} s for all three kinds, median of 5 {med:.2f} s "
              f"(max |diff| vs gram double {diff:.1e})")
    t_cross = runs["gram", "double"][0]
    (t_best, med_best), best = min((v[:2], k) for k, v in runs.items())
    print(f"  target: all three kinds in < 1 s — fastest {best[0]} {best[1]} {t_best:.2f} s, median {med_best:.2f} s "
          f"({'met' if t_best < 1 else 'NOT met'}); fresh memory on this machine arrives at {touch:.2f} GB/s")
    rng = np.random.default_rng(0)
    layer_of = [l for l in range(L) for _ in range(H)]
    sample = []
    while len(sample) < 40:
        a, b = rng.integers(0, n_heads, size=2)
        if layer_of[b] < layer_of[a]:
            sample.append((a, b))
    for name, fn in (("dense per pair", dense_pair), ("SVD per pair", svd_pair)):
        total, worst = 0.0, 0.0
        for kind in "QKV":
            LA, RA, LB, RB = head_factors(m, kind)
            t, vals = timed(lambda: [fn(LA, RA, LB, RB, a, b) for a, b in sample])
            total += t / len(sample) * pairs
            flat = scores[kind].reshape(n_heads, n_heads)        # [earlier, later] (TransformerLens' order)
            worst = max(worst, max(abs(v - flat[b, a]) for v, (a, b) in zip(vals, sample)))
        print(f"  {name}: {total:.1f} s extrapolated for all pairs and kinds (max |diff| vs batched {worst:.1e}); "
              f"batched gram (double) is {total / t_cross:.0f}x faster")
    n_vocab = 50257
    m2 = AttentionOnlyModel.random(L, H, d, dh, n_vocab, 4, seed=1, positional=False)
    t_ov, pos = timed(lambda: ov_positivity(m2))
    print(f"OV positivity of all {n_heads} heads at n_vocab {n_vocab}: {t_ov:.2f} s "
          f"(mean {pos.mean():.4f}, std {pos.std():.4f}); largest array d_model×d_model")
    small_v = 2048
    hd = m2.heads[0][0]
    t_dense, _ = timed(lambda: np.linalg.eigvals(m2.W_U[:small_v] @ hd.W_OV @ m2.W_E[:, :small_v]))
    per_head = t_dense * (n_vocab / small_v) ** 3
    print(f"  dense eigendecomposition: {t_dense:.2f} s for one head at n_vocab {small_v}; scaled by n³ to "
          f"{n_vocab}: {per_head:.0f} s per head, {per_head * n_heads:.0f} s for all heads "
          f"({per_head * n_heads / t_ov:.0f}x slower; an n_vocab² float64 array is {n_vocab ** 2 * 8 / 1e9:.1f} GB)")


def transformer_lens_side_by_side(L=12, H=12, d=768, dh=64, repeats=3):
    """All Q, K and V composition scores at GPT-2-small shape, float64, one thread each, on the same
    weights: TransformerLens 4.3 (``TransformerBridge.all_composition_scores`` of a native
    attention-only model booted in float64; ``torch.set_num_threads(1)``) against ours
    (``all_composition_scores``, ``precision="double"``, ``blas_threads(1)``), in CPU seconds of this
    process (ours: best of ``repeats``; TransformerLens: one run, ~1 CPU-minute)."""
    import torch
    from transformer_lens.config import TransformerBridgeConfig
    from transformer_lens.model_bridge.sources.native import boot

    from theory.system.threads import blas_threads
    torch.set_num_threads(1)
    cfg = {"n_layers": L, "n_heads": H, "d_model": d, "d_head": dh, "d_vocab": 16, "n_ctx": 8, "attn_only": True,
           "normalization_type": None, "seed": 0}
    bridge = boot(TransformerBridgeConfig.from_dict(cfg), dtype=torch.float64)
    arrays = {k: getattr(bridge, k).detach().numpy().copy() for k in ("W_E", "W_pos", "W_Q", "W_K", "W_V", "W_O", "W_U")}
    m = AttentionOnlyModel.from_transformer_lens(arrays)

    def theirs():
        with torch.no_grad():
            return {k: bridge.all_composition_scores(k).scores.numpy() for k in "QKV"}

    def cpu_best(f, n):          # CPU seconds of this process (both sides run one thread): a busy machine's
        best, out = None, None   # other processes do not enter, as they do into wall time
        for _ in range(n):
            c0 = time.process_time()
            out = f()
            t = time.process_time() - c0
            best = t if best is None else min(best, t)
        return best, out

    with blas_threads(1):
        t_ours, ours = cpu_best(lambda: all_composition_scores(m, precision="double"), repeats)
        t_tl, tl = cpu_best(theirs, 1)
    diff = max(float(np.abs(np.asarray(ours[k]) - tl[k]).max()) for k in "QKV")
    print(f"all Q/K/V composition scores, {L}×{H} heads, d_model {d}, float64, one thread each (CPU seconds; "
          f"ours best of {repeats}, TransformerLens one run):")
    print(f"  TransformerLens 4.3: {t_tl:.2f} s; ours: {t_ours:.2f} s; {t_tl / t_ours:.1f}x faster "
          f"(target ≥ 20x); max |difference| {diff:.1e}")


if __name__ == "__main__":
    import sys
    if "--transformer-lens" in sys.argv:
        transformer_lens_side_by_side()
    else:
        main()
