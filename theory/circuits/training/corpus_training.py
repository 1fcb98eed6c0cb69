"""Train the attention-only network on a natural-text corpus (claims L10–L12; ``train`` extra): learning-rate
schedules (:func:`lr_at`), the size of a step refused before work (:func:`check_corpus_size`), and
:func:`train_on_corpus` — resumable (:mod:`.state`), with the phase-change curve measured as it trains.
"""
from __future__ import annotations

import sys
import time
import numpy as np
from theory.errors import InputTypeError, InputValueError, ShapeError
from theory.system.optional import require_torch, torch_threads  # noqa: F401  (require_torch re-exported)
from theory.validation import check_memory, positive_int, real_number
from theory.circuits.training.state import FORMAT as STATE_FORMAT, VERSION as STATE_VERSION, SAVE_EVERY, Saver, StopSignals, \
    check_state_path, load_state, recipe_differences
from theory.circuits.models.model import AttentionOnlyModel
from theory.circuits.training.network import NORMS, POSITIONS, TRAINER_VERSION, analysis_arrays, fuse_parameters, init_parameters, layer_norm_scales, phase_scores, repeated_random_tokens, split_parameters, training_forward
from theory.circuits.training.network import TrainingRun


SCHEDULES = ("cosine", "constant", "wsd")


def lr_at(step, steps, lr, warmup, schedule="cosine", decay_steps=None):
    """The learning rate of step ``step`` (1-based): a linear warmup over ``warmup`` steps, then

    * ``"cosine"`` (the default, and the claims'): cosine decay to ``lr / 10`` at ``steps``;
    * ``"constant"``: ``lr`` from the end of the warmup on — a run can be extended past its planned
      ``steps`` without a change of rate;
    * ``"wsd"`` (warmup–stable–decay): ``lr`` until ``steps − decay_steps``, then a linear decay to
      ``lr / 10`` at ``steps`` (``decay_steps`` default: a tenth of ``steps``); extending the run before
      the decay starts moves the decay to the new end.

    >>> [round(lr_at(s, 100, 1.0, 10, "wsd", 20), 3) for s in (5, 10, 80, 90, 100)]
    [0.5, 1.0, 1.0, 0.55, 0.1]
    >>> lr_at(10 ** 6, 100, 1.0, 10, "constant")
    1.0
    """
    if step <= warmup:
        return lr * step / warmup
    if schedule == "constant":
        return lr
    if schedule == "wsd":
        decay = max(1, steps // 10) if decay_steps is None else decay_steps
        start = steps - decay
        if step <= start:
            return lr
        return lr * (1 - 0.9 * min(1.0, (step - start) / decay))
    t = (step - warmup) / max(1, steps - warmup)
    return lr * (0.1 + 0.9 * 0.5 * (1 + np.cos(np.pi * t)))


def resolve_device(torch, device=None, name="device"):
    """The torch device a corpus run trains on: ``device`` (``"cpu"``, ``"cuda"``, ``"cuda:1"`` or a
    ``torch.device``), or ``None`` = CUDA when torch sees one, else CPU.  Checked before any work
    (``name`` names the argument in the error): another device type (``mps``, ``meta``: the trainer
    reads its weights back on the CPU), a malformed name, or a CUDA device torch does not see on this
    machine raises :class:`~theory.errors.InputValueError` (:class:`~theory.errors.InputTypeError`
    for a value that is not a name)."""
    if device is not None and (isinstance(device, bool) or not isinstance(device, (str, torch.device))):
        raise InputTypeError(f"{name} must be a torch device name such as cpu, cuda or cuda:1; got {device!r} "
                             f"of type {type(device).__name__}")
    try:
        dev = torch.device(device if device is not None else ("cuda" if torch.cuda.is_available() else "cpu"))
    except (RuntimeError, ValueError, TypeError) as exc:
        raise InputValueError(f"{name} must be a torch device such as cpu, cuda or cuda:1; got {device!r} "
                              f"({str(exc).splitlines()[0] if str(exc) else type(exc).__name__})") from None
    if dev.type == "cuda":
        n = torch.cuda.device_count() if torch.cuda.is_available() else 0
        if (dev.index or 0) >= n:
            raise InputValueError(f"{name} must be a device torch sees; got {device!r}, and torch sees {n} CUDA "
                                  f"device{'s' if n != 1 else ''} on this machine")
    elif dev.type != "cpu":
        raise InputValueError(f"{name} must be cpu or cuda[:N]; got {device!r} (device type {dev.type})")
    return dev


def training_step_entries(n_layers, n_heads, d_model, d_head, n_vocab, n_ctx, batch):
    """Array entries a training step of an attention-only model holds at once (both trainers:
    :func:`train_attention_only` and :func:`train_on_corpus`), estimated: weights, gradients and
    Adam's two moments (4 × the parameters) and the autograd graph of one batch (8 × the
    activations: residual streams, Q/K/V, the ``n_ctx × n_ctx`` patterns and the logits).  The
    unit that grows with the settings (``n_ctx`` enters squared).

    >>> training_step_entries(2, 8, 128, 16, 66, 128, 8)
    26363904
    """
    L, H, d, dh, V, T = n_layers, n_heads, d_model, d_head, n_vocab, n_ctx
    params = 2 * V * d + T * d + 4 * L * H * d * dh
    activations = batch * T * (L * (d + H * (T + 3 * dh)) + V)
    return 4 * params + 8 * activations


TORCH_OVERHEAD_BYTES = 128 * 2 ** 20    # what torch's CPU runtime allocates on its first steps (measured ~130 MB)


PHASE_CHUNK = 16                        # contexts per chunk of :func:`phase_scores`


def training_step_bytes(n_layers, n_heads, d_model, d_head, n_vocab, n_ctx, batch, fused=True):
    """Bytes :func:`train_on_corpus` holds at its peak, estimated in float32 (4 bytes): weights,
    gradients and Adam's two moments (4 × the parameters), plus the larger of one training step's
    autograd graph — per token and layer the residual, Q/K/V, the attention output and its
    projection with their gradients (``6 d + 6 H d_h``), the logits with their log-softmax and
    gradient (``5 V``); with ``fused=False`` (explicit patterns: off CPU, and
    :func:`train_attention_only`) also ``3 H n_ctx²`` per layer and context — and of a measurement
    (:func:`phase_scores`: :data:`PHASE_CHUNK` contexts at a time with explicit patterns of every
    layer, and their logits), plus torch's own allocations (:data:`TORCH_OVERHEAD_BYTES`).

    Measured peak resident memory above the process's baseline on CPU (one thread, n_layers 2,
    n_heads 8, vocabulary 256 unless said): d_model 512 / n_ctx 512 / batch 64: 1.45 GB (estimate
    2.02 GB); 128 / 128 / 32: 0.20 GB (0.21); 256 / 512 / 16 at vocabulary 2000: 1.07 GB (0.83).

    >>> round(training_step_bytes(2, 8, 512, 64, 256, 512, 64) / 1e9, 2)
    2.02
    """
    L, H, d, dh, V, T, B = n_layers, n_heads, d_model, d_head, n_vocab, n_ctx, batch
    params = 2 * V * d + T * d + 4 * L * H * d * dh
    per_token = L * (6 * d + 6 * H * dh + (0 if fused else 3 * H * T)) + 5 * V + d
    step = 4 * B * T * per_token
    measure = 4 * PHASE_CHUNK * (H * T * T * (L + 1) + 4 * T * V)
    return 4 * 4 * params + max(step, measure) + TORCH_OVERHEAD_BYTES


def check_corpus_size(n_layers, n_heads, d_model, d_head, n_vocab, n_ctx, batch, fused=True, budget=None, device=None):
    """Refuse (:class:`~theory.errors.TooLargeError`), before any training, settings whose peak
    memory (:func:`training_step_bytes`) exceeds ``budget`` bytes (default: half this machine's
    memory; a CUDA device: its own memory), naming the settings."""
    check_memory(f"train_on_corpus (n_layers {n_layers}, n_heads {n_heads}, d_model {d_model}, d_head {d_head}, "
                 f"n_vocab {n_vocab}, n_ctx {n_ctx}, batch {batch})"
                 + ("" if device is None else f" on {device} (0.9 × its memory is the budget)"),
                 training_step_bytes(n_layers, n_heads, d_model, d_head, n_vocab, n_ctx, batch, fused),
                 "use a smaller batch, a shorter n_ctx, fewer layers or heads or a smaller d_model or d_head",
                 budget)


def device_budget(torch, dev):
    """Bytes a run on ``dev`` may hold: a CUDA device's total memory × 0.9, else half this machine's."""
    if dev.type == "cuda":
        return int(0.9 * torch.cuda.get_device_properties(dev).total_memory)
    return None


def train_on_corpus(n_heads=8, d_model=128, d_head=16, n_ctx=128, steps=2000, batch=32, lr=1e-2, warmup=100,
                    seed=0, n_layers=2, measure_every=100, threads=1, device=None, progress=False, corpus=None,
                    bpe_vocab=None, norm="none", positions="residual", init_scale=0.5, weight_decay=0.0,
                    schedule="cosine", decay_steps=None, state=None, save_every=None, resume=None, tags=None):
    """Train an attention-only transformer on the KJV byte corpus (:mod:`.corpus`); returns a
    :class:`TrainingRun` whose ``curve`` holds the phase-change measurements every
    ``measure_every`` steps (and at step 0): ``dict(step, tokens, train_loss, held_out_loss,
    in_context_loss, prev_token, induction, …)`` (:func:`phase_scores`; ``train_loss`` is ``None`` at step 0, before any step).

    Positions are learned and *added to the residual stream* (TransformerLens' default and the
    layout :class:`~theory.circuits.AttentionOnlyModel` and the path expansion read).  Scores
    are divided by √d_head; the exported model folds the scale into ``W_Q``.  Adam
    (β = 0.9, 0.99, fused), :func:`lr_at` schedule, fresh contexts every step from ``rng(seed)``.
    The step trains Q, K and V as one matrix per layer (:func:`fuse_parameters`; exported split,
    in TransformerLens' layout) through :func:`training_forward` (fused causal attention on CPU);
    benchmarks/circuit_training.py compares it with a plain PyTorch loop.
    ``device``: ``None`` = CUDA when torch sees one, else CPU (the same seed gives the same
    weights on the same machine and device; across CPUs only statistically).  ``corpus``:
    ``None`` loads the KJV (:func:`~theory.circuits.training.corpus.load_corpus`, bytes, or a BPE of
    ``bpe_vocab`` tokens).

    Layout options for the phase change (issue 31; the defaults are the claims' layout, trained
    bit for bit as before; what the exported model keeps of each: :func:`analysis_arrays`):

    * ``norm``: ``"none"``, or ``"pre"`` — a LayerNorm (weight, no bias) before each layer's Q/K/V and
      before the unembedding, as in the first paper's models; folded into the exported weights;
    * ``positions``: ``"residual"`` (learned, added to the residual stream), ``"qk"`` (learned, added
      to the input of queries and keys only — Elhage et al.'s "positional information only in Q/K"),
      or ``"rotary"`` (rotary queries and keys, base 10 000, ``d_head`` even; no parameters);
    * ``init_scale``: standard deviation of the initial embeddings and learned positions (0.5 as
      before; pre-LayerNorm models are usually started small, e.g. 0.02);
    * ``weight_decay``: decoupled weight decay (AdamW) on every matrix (not on LayerNorm weights);
      0 keeps plain Adam.

    Schedule (issue 37): ``schedule`` one of :data:`SCHEDULES` with ``decay_steps`` for ``"wsd"``
    (:func:`lr_at`; the default cosine is the claims').

    Resumable runs (issue 37, :mod:`.state`): ``state=PATH`` saves the whole training state to PATH
    atomically every ``save_every`` CPU seconds (default :data:`~.state.SAVE_EVERY`), at the end, and
    on SIGTERM/SIGINT — then :class:`~theory.errors.TrainingStopped` is raised after the save.
    ``resume=PATH`` continues a saved run: the settings must be the saved ones (a difference is
    refused by name) except ``steps``, which may extend the run or end it at any step not yet passed;
    the result equals an uninterrupted run's bit for bit on the same machine and versions.  ``tags``: a
    flat dict of the caller's own JSON values (e.g. how the corpus was chosen) kept in the state's recipe
    and compared on resume like the settings.
    """
    threads = positive_int("threads", threads)
    seed = positive_int("seed", seed, minimum=0, maximum=2**32 - 1)
    L, H, d, dh, T = (positive_int(n, v) for n, v in (("n_layers", n_layers), ("n_heads", n_heads),
                                                         ("d_model", d_model), ("d_head", d_head), ("n_ctx", n_ctx)))
    steps, batch, warmup = positive_int("steps", steps), positive_int("batch", batch), positive_int("warmup", warmup)
    measure_every = positive_int("measure_every", measure_every)
    if T < 16:
        raise InputValueError(f"n_ctx must be ≥ 16 (the in-context loss needs an early and a late window); got {T}")
    lr = real_number("lr", lr, minimum=0, maximum=0.1, open_minimum=True)     # NumPy floats too (was: refused)
    if norm not in NORMS:
        raise InputValueError(f"norm must be one of {', '.join(NORMS)}; got {norm!r}")
    if positions not in POSITIONS:
        raise InputValueError(f"positions must be one of {', '.join(POSITIONS)}; got {positions!r}")
    if positions == "rotary" and dh % 2:
        raise InputValueError(f"d_head must be even for rotary positions (dimensions rotate in pairs); got {dh}")
    init_scale = real_number("init_scale", init_scale, minimum=0, maximum=10, open_minimum=True)
    weight_decay = real_number("weight_decay", weight_decay, minimum=0, maximum=10)
    if schedule not in SCHEDULES:
        raise InputValueError(f"schedule must be one of {', '.join(SCHEDULES)}; got {schedule!r}")
    if decay_steps is not None:
        if schedule != "wsd":
            raise InputValueError(f"decay_steps goes with schedule='wsd'; got decay_steps={decay_steps!r} with "
                                  f"schedule={schedule!r}")
        decay_steps = positive_int("decay_steps", decay_steps, maximum=steps)
    if state is not None:
        state = check_state_path(state, "state")
    save_every = SAVE_EVERY if save_every is None else real_number("save_every", save_every, minimum=0)
    torch = require_torch()
    dev = resolve_device(torch, device)                  # before the corpus is loaded (a BPE trains for seconds)
    budget, fused = device_budget(torch, dev), dev.type == "cpu"
    where = str(dev) if budget is not None else None
    check_corpus_size(L, H, d, dh, 2, T, batch, fused, budget, where)    # a lower bound (n_vocab ≥ 2), before any corpus work
    if corpus is None:
        from theory.circuits.training.corpus import load_corpus
        corpus = load_corpus(None if bpe_vocab is None else positive_int("bpe_vocab", bpe_vocab, 8))
    elif bpe_vocab is not None:
        raise InputValueError(f"give corpus or bpe_vocab, not both; got bpe_vocab={bpe_vocab!r} and {corpus!r}")
    if not callable(getattr(corpus, "batch", None)) or not hasattr(corpus, "n_vocab"):
        raise InputTypeError(f"corpus must have n_vocab and batch(rng, batch, n_ctx, split=...) (a Corpus); "
                             f"got {type(corpus).__name__}")
    V = positive_int("corpus.n_vocab", corpus.n_vocab, 2)
    check_corpus_size(L, H, d, dh, V, T, batch, fused, budget, where)
    recipe = dict(n_layers=L, n_heads=H, d_model=d, d_head=dh, n_ctx=T, steps=steps, batch=batch, lr=lr,
                  warmup=warmup, seed=seed, measure_every=measure_every, norm=norm, positions=positions,
                  init_scale=init_scale, weight_decay=weight_decay, schedule=schedule, decay_steps=decay_steps,
                  corpus=getattr(corpus, "name", None),
                  corpus_version=getattr(corpus, "version", None), tags=_tags(tags))
    saved = _resume_state(torch, resume, recipe) if resume is not None else None
    saver = Saver(state, save_every, recipe) if state is not None else None
    with torch_threads(torch, threads):
        return _train_on_corpus(torch, corpus, L, H, d, dh, T, steps, batch, lr, warmup, seed, measure_every,
                                dev, progress, dict(norm=norm, positions=positions, init_scale=init_scale),
                                weight_decay, (schedule, decay_steps), saver, saved)


def _tags(tags):
    if tags is None:
        return {}
    if not isinstance(tags, dict) or not all(isinstance(k, str) for k in tags) or not all(
            v is None or isinstance(v, (str, int, float, bool)) for v in tags.values()):
        raise InputTypeError(f"tags must be a flat dict of str keys and str/int/float/bool/None values; got {tags!r}")
    return dict(tags)


def _resume_state(torch, path, recipe):
    """The saved state of ``path``, checked against the run's ``recipe`` before any training."""
    doc = load_state(torch, path, TRAINER_VERSION)
    diff = recipe_differences(doc["recipe"], recipe)
    if diff:
        raise InputValueError(f"resume: {path} holds a run with other settings — "
                              + "; ".join(f"{k}: saved {a!r}, given {b!r}" for k, a, b in diff)
                              + " (only steps may change when a run is resumed)")
    if doc["step"] > recipe["steps"]:
        raise InputValueError(f"resume: {path} is at step {doc['step']}, past steps={recipe['steps']}; give "
                              f"steps ≥ {doc['step']}")
    return doc


def corpus_tokens(tokens, batch, n_ctx, n_vocab):
    """The tokens ``corpus.batch`` returned, checked (a corpus object is the caller's): shape
    ``(batch, n_ctx)`` (:class:`~theory.errors.ShapeError`), integer ids
    (:class:`~theory.errors.InputTypeError`) in ``[0, n_vocab)`` (:class:`~theory.errors.InputValueError`)
    — inside torch they failed as an IndexError, or a wrong shape broadcast silently; returned as
    ``int64`` (no copy when they are already).  A ragged list is a :class:`~theory.errors.ShapeError`
    too (it was NumPy's 'inhomogeneous shape' ValueError)."""
    try:
        arr = np.asarray(tokens)
    except ValueError as exc:
        try:
            lengths = sorted({len(row) for row in tokens}, reverse=True)
        except TypeError:
            lengths = []
        what = (f"rows of lengths {', '.join(map(str, lengths[:-1]))} and {lengths[-1]}" if len(lengths) > 1
                else f"NumPy: {exc}")
        raise ShapeError(f"corpus.batch must return tokens of shape (batch, n_ctx) = ({batch}, {n_ctx}); "
                         f"got a ragged list ({what})") from None
    if arr.shape != (batch, n_ctx):
        raise ShapeError(f"corpus.batch must return tokens of shape (batch, n_ctx) = ({batch}, {n_ctx}); "
                         f"got shape {arr.shape}")
    if arr.dtype.kind not in "iu":
        raise InputTypeError(f"corpus.batch must return integer token ids; got dtype {arr.dtype}")
    lo, hi = int(arr.min()), int(arr.max())
    if lo < 0 or hi >= n_vocab:
        raise InputValueError(f"corpus.batch must return token ids in [0, {n_vocab}) (corpus.n_vocab); "
                              f"got ids in [{lo}, {hi}]")
    return arr.astype(np.int64, copy=False)


def _diverged(what, step, lr):
    from theory.errors import TrainingDiverged
    raise TrainingDiverged(f"training diverged: {what} at step {step} (peak lr {lr:g}); nothing was cached — "
                           f"use a smaller lr or a longer warmup")


def progress_line(what, step, steps, loss, c, seconds, terminal):
    """The trainer's progress report of one measurement: on a terminal one line rewritten in place
    (``\\r``), else (a log file, a pipe) a line of its own per measurement."""
    text = (f"  training on {what}: step {step}/{steps} loss {loss:.3f} held-out {c['held_out_loss']:.3f} "
            f"in-context {c['in_context_loss']:+.3f} prev {c['prev_token']:.2f} induction {c['induction']:.2f} "
            f"({seconds:.0f}s)")
    return ("\r" + text, "") if terminal else (text, "\n")


def _train_on_corpus(torch, corpus, L, H, d, dh, T, steps, batch, lr, warmup, seed, measure_every, device, progress,
                     layout=None, weight_decay=0.0, schedule=("cosine", None), saver=None, saved=None):
    dev = resolve_device(torch, device)
    V = corpus.n_vocab
    gen = torch.Generator().manual_seed(seed)
    P = {k: torch.nn.Parameter(v.to(dev))
         for k, v in fuse_parameters(torch, init_parameters(torch, L, H, d, dh, V, T, generator=gen,
                                                            **(layout or {}))).items()}
    rng = np.random.default_rng(seed)
    fixed = np.random.default_rng(10_000 + seed)          # measurement data, apart from the training stream
    held = torch.as_tensor(corpus_tokens(corpus.batch(fixed, 128, T, split="held_out"), 128, T, V), device=dev)
    rep = torch.as_tensor(repeated_random_tokens(fixed, 64, V, T)[0], device=dev)
    fused_attention = dev.type == "cpu"

    def arrays():
        return split_parameters({k: v.detach().cpu().numpy() for k, v in P.items()})

    if saved is None:
        initial = arrays()
        if "ln_w" in P:
            initial["ln_sigma"] = layer_norm_scales(torch, P, held)
    else:
        initial = {k: v.numpy().copy() for k, v in saved["initial"].items()}
    if weight_decay:
        opt = torch.optim.AdamW([{"params": [v for k, v in P.items() if k != "ln_w"]},
                                 {"params": [v for k, v in P.items() if k == "ln_w"], "weight_decay": 0.0}],
                                lr=lr, betas=(0.9, 0.99), weight_decay=weight_decay, fused=True)
    else:
        opt = torch.optim.Adam(P.values(), lr=lr, betas=(0.9, 0.99), fused=True)
    terminal = progress and sys.stderr.isatty()
    what = getattr(corpus, "name", "KJV")
    cross_entropy = torch.nn.functional.cross_entropy
    log, acc, curve, first, done_before = [], [], [], 1, 0.0
    if saved is None:
        curve.append(dict(step=0, tokens=0, train_loss=None, **phase_scores(torch, P, held, rep)))   # not measured
    else:                                                  # continue exactly where the saved run stopped
        with torch.no_grad():
            for k, v in P.items():
                v.copy_(saved["params"][k].to(dev))
        opt.load_state_dict(saved["optimizer"])
        rng.bit_generator.state = saved["rng"]
        acc = list(saved["pending"].to(dev).unbind()) if saved["pending"].numel() else []
        log, curve = [tuple(x) for x in saved["log"]], [dict(c) for c in saved["curve"]]
        first, done_before = saved["step"] + 1, float(saved["seconds"])
    t0 = time.perf_counter() - done_before

    def snapshot(step):
        return dict(format=STATE_FORMAT, version=STATE_VERSION, trainer=TRAINER_VERSION,
                    recipe=saver.recipe, step=step,
                    params={k: v.detach().cpu().clone() for k, v in P.items()},
                    initial={k: torch.from_numpy(np.ascontiguousarray(v)) for k, v in initial.items()},
                    optimizer=opt.state_dict(), rng=rng.bit_generator.state,
                    pending=torch.stack(acc).cpu() if acc else torch.zeros(0),
                    log=[list(x) for x in log], curve=[dict(c) for c in curve],
                    seconds=time.perf_counter() - t0)

    stops = StopSignals() if saver is not None else _NoSignals()
    with stops:
        for step in range(first, steps + 1):
            rate = float(lr_at(step, steps, lr, warmup) if schedule == ("cosine", None) else
                         lr_at(step, steps, lr, warmup, *schedule))      # a float: the state holds no NumPy scalar
            for g in opt.param_groups:
                g["lr"] = rate
            tok = torch.as_tensor(corpus_tokens(corpus.batch(rng, batch, T), batch, T, V), device=dev)
            logits = training_forward(torch, P, tok, fused_attention)
            loss = cross_entropy(logits[:, :-1].reshape(-1, V), tok[:, 1:].reshape(-1))
            opt.zero_grad(set_to_none=True)
            loss.backward()
            opt.step()
            acc.append(loss.detach())
            if step % measure_every == 0 or step == steps:
                train_loss = float(torch.stack(acc).mean())
                if not np.isfinite(train_loss):               # the mean of every step's loss since the last one
                    _diverged(f"the training loss is {train_loss}", step, lr)
                acc = []
                log.append((step, train_loss))
                curve.append(dict(step=step, tokens=step * batch * (T - 1), train_loss=train_loss,
                                  **phase_scores(torch, P, held, rep)))
                if progress:
                    text, end = progress_line(what, step, steps, train_loss, curve[-1], time.perf_counter() - t0,
                                              terminal)
                    print(text, end=end, file=sys.stderr, flush=True)
            if saver is not None and (stops.requested or step == steps or saver.due()):
                saver.save(torch, snapshot(step))
                if stops.requested and step < steps:
                    from theory.errors import TrainingStopped
                    if terminal:
                        print(file=sys.stderr)
                    raise TrainingStopped(f"training stopped by {stops.requested} after step {step}/{steps}; its "
                                          f"whole state is in {saver.path} (resume=… continues it)",
                                          state_path=saver.path, step=step)
    if terminal:
        print(file=sys.stderr)
    final = arrays()
    if "ln_w" in P:
        final["ln_sigma"] = layer_norm_scales(torch, P, held)
    for k, a in final.items():
        if not np.all(np.isfinite(a)):
            _diverged(f"weight {k} has {int(np.sum(~np.isfinite(a)))} non-finite entries", steps, lr)
    return corpus_run(final, initial, log, curve, time.perf_counter() - t0)


class _NoSignals:
    """The signal guard of a run that saves no state: signals keep their handlers."""
    requested = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def corpus_run(arrays, initial_arrays, log, curve, seconds):
    """A :class:`TrainingRun` from the trained and the initial float32 arrays (TransformerLens
    layout, scores divided by √d_head; any layout of :func:`init_parameters`, folded by
    :func:`analysis_arrays`) — the same construction for a fresh and a cached run, so both give the
    same model to the last bit."""
    dh = arrays["W_Q"].shape[-1]

    def model(a):
        return AttentionOnlyModel.from_transformer_lens(analysis_arrays(a), attn_scale=float(np.sqrt(dh)))

    return TrainingRun(model(arrays), list(log), seconds, model(initial_arrays), dict(arrays), dict(initial_arrays),
                       list(curve))
