"""Trained two-layer attention-only models shared by claims L7 and L8 (each trains once per process,
the six side by side in worker processes: :func:`prefetch`).

Settings are fixed here, before any result was looked at: a Markov language over 32 tokens
(BOS + 31; Dirichlet(0.3) rows, chain seed 2026) with one repeated segment of length 4–11
per context of 24 tokens; two sizes — 2 layers × 4 heads, d_model 32 and 2 layers × 8
heads, d_model 64, d_head 8 — each trained for seeds 0, 1, 2 with 3000 Adam steps of 64
fresh contexts, learning rate 3e-3 (L3's optimiser).  Held-out data: 1000 Markov contexts
(rng seed 777) and 500 contexts of *uniformly random* tokens with the same repeated
segments (rng seed 778) for the out-of-distribution check.
"""
from functools import lru_cache

import numpy as np

from theory.circuits.models.model import head_label
from theory.system.optional import install_command

SKIP = f"needs extra train: {install_command('train')} (torch==2.13.0)"
SIZES = ((4, 32), (8, 64))          # (heads per layer, d_model)
SEEDS = (0, 1, 2)
SETTINGS = dict(steps=3000, batch=64, lr=3e-3, d_head=8, n_vocab=32, n_ctx=24)
LANGUAGE = dict(concentration=0.3, seed=2026)
HELD_OUT = dict(markov=1000, uniform=500, markov_seed=777, uniform_seed=778)


def control(name, variant_holds, detail, finite=True):
    """A negative control (``Check(..., control=True)``): the claim's comparison applied to a
    *false variant*, whose verdict ``variant_holds`` must come out False for the claim to count.
    Non-finite numbers (``finite=False``) count as "holds", so they can never make a control
    look refuted.
    """
    from theory.claims import Check
    return Check(name, bool(variant_holds) or not finite, detail, control=True, finite=finite)


def torch_missing():
    try:
        import torch  # noqa: F401
    except ImportError:
        return True
    return False


def label(n_heads, d_model, seed):
    return f"{n_heads} heads, d_model {d_model}, seed {seed}"


def path_label(path):
    return "direct" if not path else "→".join(head_label(l, h) for l, h in path)


@lru_cache(maxsize=None)
def language(concentration, seed, n_vocab):
    from theory.circuits.training.language import MarkovLanguage
    return MarkovLanguage(n_vocab, concentration, seed)


def current_language():
    return language(LANGUAGE["concentration"], LANGUAGE["seed"], SETTINGS["n_vocab"])


def held_out():
    """``(markov_tokens, copy_mask, chain_mask), (uniform_tokens, copy_mask)`` (fixed seeds)."""
    from theory.circuits.training.segments import repeated_segment_batch
    lang = current_language()
    markov = lang.batch(np.random.default_rng(HELD_OUT["markov_seed"]), HELD_OUT["markov"], SETTINGS["n_ctx"])
    uniform = repeated_segment_batch(np.random.default_rng(HELD_OUT["uniform_seed"]), HELD_OUT["uniform"],
                                     SETTINGS["n_vocab"], SETTINGS["n_ctx"])
    return markov, uniform


RUNS = {}


def _key(n_heads, d_model, seed):
    return n_heads, d_model, seed, tuple(sorted(SETTINGS.items())), tuple(sorted(LANGUAGE.items()))


def _kwargs(key):
    n_heads, d_model, seed, settings, lang = key
    st, lg = dict(settings), dict(lang)
    return dict(n_layers=2, n_heads=n_heads, d_model=d_model, seed=seed, progress=False,
                language=language(lg["concentration"], lg["seed"], st["n_vocab"]), **st)


def prefetch(keys):
    """Train the models ``keys`` not cached yet side by side in worker processes
    (:func:`theory.system.parallel.map_processes`, one torch thread each, workers = ``THEORY_JOBS`` or
    one per core; larger models first)."""
    from theory.circuits.training.segments import train_attention_only
    from theory.system.parallel import env_jobs, map_processes
    missing = sorted(dict.fromkeys(k for k in keys if k not in RUNS), key=lambda k: -k[1])
    RUNS.update(zip(missing, map_processes(train_attention_only, [_kwargs(k) for k in missing], jobs=env_jobs())))


def trained(n_heads, d_model, seed):
    key = _key(n_heads, d_model, seed)
    prefetch([key])
    return RUNS[key]


def runs():
    """``{(n_heads, d_model, seed): TrainingRun}`` for every size and seed (trained side by side)."""
    prefetch([_key(h, d, s) for h, d in SIZES for s in SEEDS])
    return {(h, d, s): trained(h, d, s) for h, d in SIZES for s in SEEDS}
