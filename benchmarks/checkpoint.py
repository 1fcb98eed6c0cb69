"""Benchmark: load a GPT-2-small-sized checkpoint and compute every composition score and all
144 OV positivities, against TransformerLens on the same weights.

Run: ``python benchmarks/checkpoint.py [--threads N] [--numpy-hugepages off] [--baseline DIR] [--skip-tl] [--xl]``
or ``python benchmarks/checkpoint.py --thread-effect`` (below; needs the ``gguf`` extra)
(TransformerLens reference: needs the ``peers`` extra).  Each measured run is a fresh
subprocess with N BLAS/torch threads (default 1); ``--baseline DIR`` also times a checkout of
the package at DIR the same way (before/after a change).

* A Hugging Face GPT-2 directory (``config.json`` + ``model.safetensors``, float32, random
  weights, 12 layers × 12 heads, d_model 768, n_vocab 50257, n_ctx 1024, MLPs) is generated in
  a temporary directory.
* **ours** (fresh subprocess, timed after ``import``; the import, ≈ 0.5 s of SymPy, is printed
  apart): ``load(dir)`` — the file is memory-mapped; attention weights are copied to float64
  and LayerNorm-folded; MLP weights stay read-only views of the map (only scanned for NaN/inf);
  the embedding stays as stored (``FoldedEmbedding``) and the tied unembedding as a description
  (``TiedUnembedding``), built in float64 only if the forward pass runs — then
  ``all_composition_scores`` (Q, K, V; ``gram`` method; both precisions) and ``ov_positivity``
  (eigenvalues of ``W_V (W_E W_U) W_O`` on the d_head side, ``W_E W_U`` from the Gram matrix
  ``W_E W_Eᵀ`` accumulated over blocks of 4096 tokens read from the map, plus a rank-one term).
  Wall time, CPU time and peak RSS (``ru_maxrss``, which includes the pages of the mapped file
  that were read: the MLP scan touches all of them).
* **TransformerLens** (fresh subprocess, timed after import): ``TransformerBridge.boot_transformers(dir)``
  + ``enable_compatibility_mode()`` (its fold_ln / centring), ``all_composition_scores`` for
  Q, K, V and the full OV circuits' eigenvalues ``(W_E @ OV @ W_U).eigenvalues`` —
  FactoredMatrix, on the small side — for one layer, extrapolated ×12 (all 12 layers at once
  would materialise ``W_E W_V`` for 144 heads, 1.9 GB).  Its layer-0 eigenvalues give a
  second check of our OV positivity (float32 on its side).

Measured (this branch, 2 shared cores; each line is one run of this script):

* 05:50 UTC, idle machine (load average 0.7 at the start, 1.0 at the end; the lead's run on
  the merged main), 1 thread, one run::

    ours (single): load 0.32 s, composition 1.28 s, OV 0.82 s; 2.42 s wall, 2.42 s CPU (+ import 0.28 s); peak RSS 0.99 GB
    ours (double): load 0.32 s, composition 2.64 s, OV 0.82 s; 3.78 s wall, 3.78 s CPU (+ import 0.29 s); peak RSS 1.25 GB
    TransformerLens: boot 2.05 s, composition 18.67 s, OV 10.91 s (0.91 s per layer × 12); 31.63 s wall; peak RSS 9.87 GB
    ratio ours/TransformerLens: single 0.08, double 0.12 (wall and CPU); differences as below

  So the target (load + all composition scores + 144 OV positivities under 5 s on 2 cores,
  peak under 2 GB) is met with one thread in either precision.

* 05:22 UTC, load average 8.4–8.6 (2 cores shared by 5 engineers; the lowest load seen in the
  session was 5.5), 1 thread, ``--baseline`` = the code before this change, one run::

    before (single): load 6.42 s, composition 2.49 s, OV 3.49 s; 12.41 s wall, 4.96 s CPU; peak RSS 1.42 GB
    after  (single): load 0.95 s, composition 2.73 s, OV 2.23 s;  5.91 s wall, 2.32 s CPU; peak RSS 0.99 GB
    before (double): load 6.33 s, composition 5.50 s, OV 5.24 s; 17.07 s wall, 6.75 s CPU; peak RSS 1.61 GB
    after  (double): load 1.06 s, composition 4.77 s, OV 2.29 s;  8.12 s wall, 3.18 s CPU; peak RSS 1.25 GB
    TransformerLens: boot 5.74 s, composition 51.03 s, OV 33.62 s; 90.39 s wall, 35.62 s CPU; peak RSS 9.91 GB
    ratio ours/TransformerLens: single 0.07 (wall and CPU), double 0.09; largest composition score
    difference 5.5e-08; layer-0 OV positivity difference 4.2e-05 (TransformerLens computes in float32)

  (import of the package, apart: 0.8–0.9 s wall, 0.4 s CPU.)  At 04:39 UTC (load 5.5–6.5, no
  TransformerLens): before 15.05 s wall / 5.68 s CPU, after 6.50 s / 2.45 s (single); before
  17.15 s / 6.90 s, after 6.76 s / 3.34 s (double).  On these loaded machines wall time is 2–2.5 ×
  CPU time; the CPU time after import (2.3–2.5 s single, 3.2–3.3 s double) is what an idle
  machine would show as wall time with one thread — not measured here (the load never fell
  below 5).  ``--threads 2`` on the loaded machine was far worse (82 s wall for the single run:
  the BLAS threads spin while the cores are taken), so use it only on an idle machine.

Thread effect (``--thread-effect``, issue 23).  A random Llama-style checkpoint (8 layers × 8
query heads, 4 key/value groups, d_model 512, d_head 64, SwiGLU width 1024, 8192 tokens, tied
embeddings) is written as a Q8_0 GGUF file (``tests/gguf_writer.py``, as llama.cpp's converter)
and ``theory analyse`` runs on it in fresh subprocesses: once with OpenBLAS' own default (no
``*_NUM_THREADS`` in the environment, no pinning: one thread per core), once pinned by
``theory.system.threads.blas_threads`` to the package's default (``default_threads()``: 1 on a loaded
machine), and once pinned to 1.  Printed: wall and CPU seconds of load + analysis, the ratio
default/pinned, and whether the printed tables are identical (they must be).  The load average
is printed before and after (``OPENBLAS_CORETYPE``, if set, is left as it is).

    15:45 UTC, 2 shared cores, load average 6.1 at the start, 5.7 at the end, OPENBLAS_CORETYPE=Haswell:
                   1 (threads 1): load + analyse  2.74 s wall,  1.11 s CPU
     package-default (threads 1): load + analyse  2.52 s wall,  0.94 s CPU
    openblas-default (2 threads): load + analyse 26.86 s wall, 13.70 s CPU
    ratio OpenBLAS default / pinned: wall 9.8–10.7, CPU 12.3–14.5; tables identical

  The spare BLAS thread spins while the other processes hold the cores: ten times the wall time
  and twelve times the CPU time for the same table (issue 23 saw 7–15× on a 135M-parameter Llama).

What bounds memory.  GPT-2 small: the float64 attention weights (``4 · n_heads · d_head ·
d_model`` = 28M entries, 0.23 GB), the mapped file pages that were touched (≤ 0.5 GB, page
cache, shared), the composition factor stacks and Gram rows (``≈ 8 · n_heads · d_head ·
d_model`` in the pair dtype) and one 192×192 Gram block per head; the OV stage holds two
d_model² matrices and one 4096-token block of the embedding.  Never an n_vocab² array, never a
d_model² array per head or per pair, and W_E/W_U (2 × 0.3 GB in float64) only if the forward
pass is run.  GPT-2 XL shapes (48 × 25 heads, d_head 64, d_model 1600): the model's own float64
attention weights are 3.66 GB; one-pass composition refuses (its stacks exceed the package's
size limit, 4·10⁸ entries), and ``theory.circuits.analysis.blocked.all_composition_scores_blocked``
scores chunk pairs of layers, choosing the largest chunks whose arrays fit that limit — at XL 4
chunks of 12 layers, 393M entries (1.47 GB in float32) per chunk pair — so its memory is the
heads plus one chunk pair, whatever the depth.  ``--xl`` runs it (only the attention weights
are built: the full XL checkpoint would be 6 GB of float32 and composition reads nothing else):

    04:28–04:36 UTC, niced, load average 8.6, 1 thread, precision "single": weights built in 63 s
    (RSS 3.73 GB); all Q/K/V composition scores in 10 chunk pairs: 461 s wall, 134 s CPU; peak RSS
    5.24 GB; a spot check against one-pass float64 scores on layers 0, 13, 47 (25 heads each):
    largest difference 1.6e-08 (scores up to 0.026).
"""
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def make_gpt2(path, L=12, H=12, d=768, V=50257, n_ctx=1024, seed=0):
    from theory.circuits.formats.safetensors import save_safetensors
    rng = np.random.default_rng(seed)
    g = lambda *s, std=0.02: rng.normal(0, std, size=s).astype(np.float32)  # noqa: E731
    sd = {"wte.weight": g(V, d), "wpe.weight": g(n_ctx, d, std=0.01), "ln_f.weight": 1 + g(d), "ln_f.bias": g(d)}
    for l in range(L):
        p = f"h.{l}."
        sd.update({p + "ln_1.weight": 1 + g(d), p + "ln_1.bias": g(d), p + "ln_2.weight": 1 + g(d), p + "ln_2.bias": g(d),
                   p + "attn.c_attn.weight": g(d, 3 * d), p + "attn.c_attn.bias": g(3 * d),
                   p + "attn.c_proj.weight": g(d, d), p + "attn.c_proj.bias": g(d),
                   p + "mlp.c_fc.weight": g(d, 4 * d), p + "mlp.c_fc.bias": g(4 * d),
                   p + "mlp.c_proj.weight": g(4 * d, d), p + "mlp.c_proj.bias": g(d)})
    save_safetensors(os.path.join(path, "model.safetensors"), sd)
    with open(os.path.join(path, "config.json"), "w") as f:
        json.dump({"model_type": "gpt2", "n_embd": d, "n_head": H, "n_layer": L, "vocab_size": V, "n_positions": n_ctx,
                   "activation_function": "gelu_new"}, f)


OURS = r"""
import json, resource, sys, time
t0, c0 = time.perf_counter(), time.process_time()
from theory.circuits.loading import load
from theory.circuits import ov_positivity
from theory.circuits.analysis.composition import all_composition_scores
import numpy as np
t1, c1 = time.perf_counter(), time.process_time()
m = load(sys.argv[1]); t2, c2 = time.perf_counter(), time.process_time()
s = all_composition_scores(m, precision=sys.argv[2]); t3, c3 = time.perf_counter(), time.process_time()
ov = ov_positivity(m); t4, c4 = time.perf_counter(), time.process_time()
np.save(sys.argv[3], np.stack([np.asarray(s[k]) for k in "QKV"]))
np.save(sys.argv[3].replace(".npy", "_ov.npy"), ov)
print(json.dumps({"import": t1 - t0, "load": t2 - t1, "comp": t3 - t2, "ov": t4 - t3, "wall": t4 - t1, "cpu": c4 - c1,
                  "rss_gb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20}))
"""

TL = r"""
import json, os, resource, sys, time
os.environ["HF_HUB_OFFLINE"] = "1"
import torch
torch.set_num_threads(int(os.environ["OMP_NUM_THREADS"]))
from transformer_lens.model_bridge import TransformerBridge
t0, c0 = time.perf_counter(), time.process_time()
b = TransformerBridge.boot_transformers(sys.argv[1], device="cpu", dtype=torch.float32)
b.enable_compatibility_mode(); t1, c1 = time.perf_counter(), time.process_time()
with torch.no_grad():
    s = [b.all_composition_scores(k).scores for k in "QKV"]
t2, c2 = time.perf_counter(), time.process_time()
with torch.no_grad():
    ev = (b.W_E @ b.OV[0] @ b.W_U).eigenvalues
t3, c3 = time.perf_counter(), time.process_time()
import numpy as np
np.save(sys.argv[2], np.stack([x.detach().numpy() for x in s]))
ev = ev.detach().numpy().astype(complex)        # layer 0's OV positivity from TransformerLens' eigenvalues
np.save(sys.argv[2].replace(".npy", "_ov0.npy"), ev.real.sum(-1) / np.abs(ev).sum(-1))
print(json.dumps({"load": t1 - t0, "comp": t2 - t1, "ov_one_layer": t3 - t2, "ov": 12 * (t3 - t2),
                  "wall": t2 - t0 + 12 * (t3 - t2), "cpu": c2 - c0 + 12 * (c3 - c2),
                  "rss_gb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20}))
"""


def _arg(name, default):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


THREADS = _arg("--threads", "1")
HUGEPAGES = _arg("--numpy-hugepages", "default")     # "off": NUMPY_MADVISE_HUGEPAGE=0 in both processes


def run(code, *args, root=ROOT):
    env = {**os.environ, "PYTHONPATH": root, "OMP_NUM_THREADS": THREADS, "OPENBLAS_NUM_THREADS": THREADS,
           "MKL_NUM_THREADS": THREADS}
    if HUGEPAGES == "off":
        env["NUMPY_MADVISE_HUGEPAGE"] = "0"
    # cwd=root: ``python -c`` puts the working directory first on sys.path, so the package imported
    # is the one under ``root`` (``--baseline``), not a checkout the script was started from
    out = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, cwd=root)
    if out.returncode:
        raise RuntimeError(out.stderr[-2000:])
    return json.loads(out.stdout.strip().splitlines()[-1])


ANALYSE = r"""
import json, sys, time
from theory.system.threads import blas_threads
t0, c0 = time.perf_counter(), time.process_time()
from theory.circuits.loading import load
from theory.circuits.report.analyse import analyse
t1, c1 = time.perf_counter(), time.process_time()
def work():
    return analyse(load(sys.argv[1])).table()
if sys.argv[2] == "openblas-default":
    table, n = work(), "default"
else:
    with blas_threads(None if sys.argv[2] == "package-default" else int(sys.argv[2])) as n:
        table = work()
t2, c2 = time.perf_counter(), time.process_time()
print(json.dumps({"threads": n, "import": t1 - t0, "wall": t2 - t1, "cpu": c2 - c1, "table": table}))
"""


def make_llama_gguf(path, L=8, H=8, Hkv=4, d=512, dh=64, m=1024, V=8192, seed=0):
    """A random Llama-style checkpoint (tied embeddings, RMSNorm weights around 1) written as Q8_0 GGUF."""
    sys.path.insert(0, os.path.join(ROOT, "tests"))
    from gguf_writer import write_llama_gguf
    rng = np.random.default_rng(seed)
    g = lambda *s, std=0.02: rng.normal(0, std, size=s).astype(np.float32)  # noqa: E731
    sd = {"model.embed_tokens.weight": g(V, d), "model.norm.weight": 1 + g(d, std=0.1)}
    for l in range(L):
        p = f"model.layers.{l}."
        sd.update({p + "input_layernorm.weight": 1 + g(d, std=0.1), p + "post_attention_layernorm.weight": 1 + g(d, std=0.1),
                   p + "self_attn.q_proj.weight": g(H * dh, d), p + "self_attn.k_proj.weight": g(Hkv * dh, d),
                   p + "self_attn.v_proj.weight": g(Hkv * dh, d), p + "self_attn.o_proj.weight": g(d, H * dh),
                   p + "mlp.gate_proj.weight": g(m, d), p + "mlp.up_proj.weight": g(m, d), p + "mlp.down_proj.weight": g(d, m)})
    cfg = {"hidden_size": d, "num_attention_heads": H, "num_key_value_heads": Hkv, "num_hidden_layers": L,
           "intermediate_size": m, "vocab_size": V, "head_dim": dh, "rope_theta": 10000.0, "rms_norm_eps": 1e-5,
           "max_position_embeddings": 2048, "tie_word_embeddings": True}
    write_llama_gguf(sd, cfg, path, "Q8_0")


def thread_effect():
    """``theory analyse`` on a Q8_0 GGUF file: OpenBLAS' default threads against pinned ones."""
    print(f"machine: {os.cpu_count()} cores ({len(os.sched_getaffinity(0))} available), load average "
          f"{os.getloadavg()[0]:.1f}; OPENBLAS_CORETYPE={os.environ.get('OPENBLAS_CORETYPE', '(unset)')}")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "llama-q8_0.gguf")
        make_llama_gguf(path)
        print(f"wrote a Q8_0 GGUF Llama (8 layers × 8 heads, d_model 512, 8192 tokens; "
              f"{os.path.getsize(path) / 2**20:.0f} MB)")
        env = {k: v for k, v in os.environ.items() if k not in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS",
                                                                 "MKL_NUM_THREADS")}
        env["PYTHONPATH"] = ROOT
        res = {}
        for mode in ("1", "package-default", "openblas-default"):
            out = subprocess.run([sys.executable, "-c", ANALYSE, path, mode], capture_output=True, text=True, env=env,
                                 cwd=ROOT)
            if out.returncode:
                raise RuntimeError(out.stderr[-2000:])
            res[mode] = json.loads(out.stdout.strip().splitlines()[-1])
            r = res[mode]
            print(f"{mode:>16} (threads {r['threads']}): load + analyse {r['wall']:.2f} s wall, {r['cpu']:.2f} s CPU "
                  f"(+ import {r['import']:.2f} s); load average now {os.getloadavg()[0]:.1f}", flush=True)
        base = res["openblas-default"]
        for mode in ("1", "package-default"):
            print(f"ratio OpenBLAS default / pinned ({mode}): wall {base['wall'] / res[mode]['wall']:.2f}, CPU "
                  f"{base['cpu'] / res[mode]['cpu']:.2f}")
        same = len({r["table"] for r in res.values()}) == 1
        print(f"tables identical across thread counts: {same}")
        if not same:
            raise SystemExit("the printed table depends on the thread count")


def xl_estimate():
    """What bounds memory at GPT-2 XL shapes (formulas of the docstring; no weights built)."""
    L, H, dh, d, V = 48, 25, 64, 1600, 50257
    n, b = L * H, 12                              # 12-layer chunks: the largest that fit the size limit
    gb = lambda entries, size=8: entries * size / 2**30  # noqa: E731
    nu, nc = 2 * b * H, b * H
    block = 4 * nu * dh * d + (3 * nc + nc) * dh * d + 2 * nc * 200 * 200 + 8 * nc * nc
    print(f"GPT-2 XL shapes ({L}×{H} heads, d_model {d}): attention weights {gb(4 * n * dh * d):.2f} GB (float64, "
          f"the model's own); stored float32 embedding {gb(V * d, 4):.2f} GB, memory-mapped (W_E, W_U in float64, "
          f"{gb(V * d):.2f} GB each, only if the forward pass is run); blocked composition: {L // b} chunks of {b} "
          f"layers, {block / 1e6:.0f}M entries per chunk pair = {gb(block, 4):.2f} GB in float32 "
          f"({gb(block):.2f} GB in float64); no n_vocab² or per-pair d_model² array")


def xl_heads(L=48, H=25, d=1600, dh=64, seed=0):
    """An attention-only model with GPT-2 XL's attention shapes (48 × 25 heads, d_head 64, d_model
    1600), Gaussian weights (std 0.02, as GPT-2's initialisation) and a 16-token vocabulary: only
    the attention weights composition reads are built (the full XL checkpoint is 6 GB of float32;
    composition scores never read the embeddings or MLPs).  ``AttentionOnlyModel.random``
    refuses these shapes (4.9·10⁸ entries, over the package's size limit), so the heads are made
    layer by layer and handed to the constructor."""
    from theory.circuits import AttentionOnlyModel
    rng = np.random.default_rng(seed)
    heads = []
    for _ in range(L):
        q, k, v = (rng.normal(0, 0.02, size=(H, dh, d)) for _ in range(3))
        o = rng.normal(0, 0.02, size=(H, d, dh))
        for w in (q, k, v, o):
            w.flags.writeable = False      # read-only float64: the model adopts these views, no copy
        heads.append([(q[h], k[h], v[h], o[h]) for h in range(H)])
    return AttentionOnlyModel(rng.normal(0, 0.02, size=(d, 16)), rng.normal(0, 0.02, size=(16, d)), heads)


def xl_run():
    """All composition scores at GPT-2 XL shapes, in blocks of layers (the float64 heads are 3.9 GB)."""
    from theory.circuits.analysis.blocked import all_composition_scores_blocked
    t0 = time.perf_counter()
    m = xl_heads()
    print(f"GPT-2 XL attention weights built in {time.perf_counter() - t0:.1f} s; RSS "
          f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20:.2f} GB", flush=True)
    t0, c0 = time.perf_counter(), time.process_time()
    s = all_composition_scores_blocked(m, precision="single", progress=lambda msg: print(msg, file=sys.stderr, flush=True))
    print(f"GPT-2 XL shapes: all Q/K/V composition scores (blocked) in {time.perf_counter() - t0:.1f} s wall, "
          f"{time.process_time() - c0:.1f} s CPU; peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20:.2f} GB; "
          f"load average {os.getloadavg()[0]:.1f}", flush=True)
    return m, s


def _line(name, r):
    return (f"{name}: load {r['load']:.2f} s, composition {r['comp']:.2f} s, OV positivity {r['ov']:.2f} s; total "
            f"{r['wall']:.2f} s wall, {r['cpu']:.2f} s CPU (+ import {r['import']:.2f} s); peak RSS {r['rss_gb']:.2f} GB")


def main():
    if "--thread-effect" in sys.argv:
        return thread_effect()
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} (shared: timings inflated; compare ratios)")
    print(f"BLAS/torch threads per process: {THREADS} (--threads N); numpy huge-page madvise: {HUGEPAGES} "
          "(--numpy-hugepages off sets NUMPY_MADVISE_HUGEPAGE=0 in both processes)")
    baseline = _arg("--baseline", None)     # a checkout of the package before a change: timed the same way
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        make_gpt2(tmp)
        print(f"wrote a GPT-2-small-sized checkpoint ({os.path.getsize(os.path.join(tmp, 'model.safetensors')) / 2**20:.0f} MB) "
              f"in {time.perf_counter() - t0:.1f} s")
        res = {}
        for prec in ("single", "double"):
            if baseline:
                r = run(OURS, tmp, prec, os.path.join(tmp, f"base_{prec}.npy"), root=baseline)
                print(_line(f"baseline {baseline} ({prec:>6})", r))
            res[prec] = run(OURS, tmp, prec, os.path.join(tmp, f"ours_{prec}.npy"))
            print(_line(f"ours ({prec:>6})", res[prec]))
        try:
            if "--skip-tl" in sys.argv:
                raise RuntimeError("--skip-tl")
            tl = run(TL, tmp, os.path.join(tmp, "tl.npy"))
        except RuntimeError as exc:
            print(f"TransformerLens reference not run: {str(exc).splitlines()[-1]}")
        else:
            print(f"TransformerLens: boot+process {tl['load']:.2f} s, composition {tl['comp']:.2f} s, OV eigenvalues "
                  f"{tl['ov_one_layer']:.2f} s per layer (×12 = {tl['ov']:.2f} s); total {tl['wall']:.2f} s wall, "
                  f"{tl['cpu']:.2f} s CPU; peak RSS {tl['rss_gb']:.2f} GB")
            ref, ref_ov0 = np.load(os.path.join(tmp, "tl.npy")), np.load(os.path.join(tmp, "tl_ov0.npy"))
            for prec in ("single", "double"):
                diff = np.abs(np.load(os.path.join(tmp, f"ours_{prec}.npy")) - ref).max()
                ov_diff = np.abs(np.load(os.path.join(tmp, f"ours_{prec}_ov.npy"))[0] - ref_ov0).max()
                print(f"ratio ours ({prec}) / TransformerLens: wall {res[prec]['wall'] / tl['wall']:.2f}, CPU "
                      f"{res[prec]['cpu'] / tl['cpu']:.2f}; largest score difference {diff:.1e}, layer-0 OV positivity "
                      f"difference {ov_diff:.1e} (TransformerLens float32)")
        print(f"load average at the end: {os.getloadavg()[0]:.1f}")
    xl_estimate()
    if "--xl" in sys.argv:
        xl_run()


if __name__ == "__main__":
    main()
