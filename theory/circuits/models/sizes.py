r"""Memory estimates of every step of ``theory analyse`` (and of :meth:`.Transformer.run`), from
the model's shape alone — in bytes held **at once**, the unit the size checks compare with the
memory budget (:func:`theory.validation.check_memory`, half the machine's memory), not the total
work, which is chunked (one head, one context or one block of layers at a time) and only takes
time.  The same functions serve the checks inside each step (with :meth:`Shape.of` a loaded
model) and :func:`analyse_plan`, which lists every step's bytes and multiply-adds for a shape
given by numbers — a dry run of the size checks at shapes too large to build here
(``Shape.llama(...)``, ``Shape.gpt2(...)``).

Conventions: float64 (8 bytes) for everything the analysis computes; ``n`` the tokens of one
context; ``H`` the query heads, ``g`` the key/value groups and ``d_h`` the head size of a layer.
Each estimate counts the arrays alive at the step's peak (inputs kept for the whole step, plus the
largest set of temporaries of one chunk), rounded up where NumPy makes a temporary copy; the
tests compare them with ``tracemalloc``'s measured peaks (within a factor of 2).

Time is estimated from the multiply-adds at :data:`MACS_PER_SECOND` (one core: 10¹⁰; measured on the
development machine, one AVX-512 core, at 7·10⁹ for the expected_induction rule's many small products and 2·10¹⁰ for the
rotary score's large ones), an order of magnitude, stated before the work starts.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from theory.validation import positive_int

F64 = 8
MACS_PER_SECOND = 1e10       # multiply-adds per second on one core, for the up-front time estimates


@dataclass(frozen=True)
class Shape:
    """What the estimates read of a model: heads (and kv groups) per layer, widths, vocabulary,
    MLP width (0: none; ``gated``: SwiGLU's three matrices), positions."""

    n_heads: tuple
    d_model: int
    d_head: int
    n_vocab: int
    n_kv: tuple = None           # key/value groups per layer (None: one per head)
    d_mlp: int = 0
    gated: bool = False
    n_ctx: int = None            # learned positions' length, or None (rotary or none)
    rotary: bool = False

    def __post_init__(self):
        object.__setattr__(self, "n_heads", tuple(positive_int("n_heads", h) for h in self.n_heads))
        if self.n_kv is None:
            object.__setattr__(self, "n_kv", self.n_heads)

    @property
    def n_layers(self):
        return len(self.n_heads)

    @property
    def heads(self):
        return sum(self.n_heads)

    @classmethod
    def of(cls, model, kv=True):
        """The shape of a loaded model (:class:`.Transformer` or an attention-only model); ``kv``:
        read the key/value groups from the weights (else one per head)."""
        mlps = getattr(model, "mlps", None)
        m = mlps[0] if mlps else None
        dh = max(hd.d_head for layer in model.heads for hd in layer)
        return cls(tuple(model.n_heads), model.d_model, dh, model.n_vocab,
                   tuple(len(g) for g in kv_structure(model)) if kv else None, 0 if m is None else m.W_in.shape[0],
                   m is not None and m.W_gate is not None, model.n_ctx, getattr(model, "rotary", None) is not None)

    @classmethod
    def llama(cls, n_layers, n_heads, n_kv, d_model, d_head, d_mlp, n_vocab, n_ctx=None):
        """A Llama's shape; ``n_ctx``: its ``max_position_embeddings`` (rotary: no position table)."""
        return cls((n_heads,) * n_layers, d_model, d_head, n_vocab, (n_kv,) * n_layers, d_mlp, True, n_ctx, True)

    @classmethod
    def gpt2(cls, n_layers=12, n_heads=12, d_model=768, n_vocab=50257, n_ctx=1024):
        return cls((n_heads,) * n_layers, d_model, d_model // n_heads, n_vocab, None, 4 * d_model, False, n_ctx, False)


def kv_structure(model):
    """Per layer, the list of ``(W_K, b_K or None, [head indices within the layer])`` groups of
    query heads sharing their key weights (grouped-query attention; one group per head otherwise)."""
    b = getattr(model, "biases", {})
    out = []
    for l, layer in enumerate(model.heads):
        groups = []
        for h, hd in enumerate(layer):
            bk = b["b_K"][l][h] if "b_K" in b else None
            for g in groups:
                if g[0].shape == hd.W_K.shape and np.array_equal(g[0][:1], hd.W_K[:1]) and \
                        np.array_equal(g[0], hd.W_K) and (bk is None or np.array_equal(g[1], bk)):
                    g[2].append(h)
                    break
            else:
                groups.append((hd.W_K, bk, [h]))
        out.append(groups)
    return out


# ------------------------------------------------------------------------------ per-step estimates
def _layer_terms(s, n):
    """Per context of ``n`` tokens, one layer of the fused pass (:meth:`.Transformer.attention`): the
    residual and the layer's output, and the larger of the attention's arrays — the normalised residual
    (with the norm's temporary), every head's queries, the kv groups' keys and values, the heads'
    mixed values ``Z``, one kv group's rotated queries and outputs and its ``m`` heads' n×n scores and
    pattern (with the causal softmax's copy, exponentials and finiteness check: 5 n×n arrays per head,
    measured) — and the MLP's: its normalised input and hidden layer."""
    m = max(-(-H // g) for H, g in zip(s.n_heads, s.n_kv))
    H, g = max(s.n_heads), max(s.n_kv)
    attention = 3 * n * s.d_model + n * (2 * H + 2 * g) * s.d_head + 3 * n * m * s.d_head + 5 * m * n * n
    mlp = 3 * n * s.d_model + 4 * n * s.d_mlp
    return 2 * n * s.d_model + max(attention, mlp)


def _layer_weights(s):
    """The larger of one layer's stacked attention weights (float64 ``W_Q``, ``W_O`` and the kv groups'
    ``W_K``, ``W_V``; dropped before the MLP) and the float64 copy of one (stored float32) MLP matrix."""
    return max((2 * max(s.n_heads) + 2 * max(s.n_kv)) * s.d_head * s.d_model, s.d_model * s.d_mlp)


def forward_bytes(s, n):
    """:meth:`.Transformer.run` on ``n`` tokens: scores and patterns of every head (kept),
    residuals, logits (and the temporary of the final norm), the float64 ``W_E`` and ``W_U`` it
    builds, plus one layer's temporaries and weights (:func:`stream_bytes`' per-layer terms)."""
    kept = 2 * s.heads * n * n + (s.n_layers + 3) * n * s.d_model + 2 * n * s.n_vocab
    weights = 2 * s.n_vocab * s.d_model
    return F64 * (kept + weights + _layer_terms(s, n) + _layer_weights(s))


def stream_bytes(s, n, batch=1):
    """``batch`` contexts of ``n`` tokens through the streaming pass of the behavioural probe
    (:meth:`.Transformer.head_patterns`), one layer at a time: per context the residual and its
    normalised copy and the layer's output, the layer's queries, keys, values and mixed values, one
    kv group's heads' scores and patterns (a few n×n temporaries of the causal softmax each) and one
    MLP's hidden layer; once, the layer's stacked attention weights and the float64 copy of one of its
    (stored float32) MLP matrices; no logits, no float64 ``W_E``/``W_U``."""
    return F64 * (batch * _layer_terms(s, n) + _layer_weights(s))


def ablation_bytes(s, n, n_seq, targets, streams, batch):
    """The mean ablation of :func:`.mechanism.induction_mechanism`: the ``targets`` ablated heads'
    starting residuals (``n_seq`` contexts of ``n`` tokens each) kept between its two passes, plus
    the larger of the clean pass (``batch`` contexts) and the ``streams`` ablated passes alive at one
    layer (``batch`` contexts each, stacked: their residuals kept and one layer's temporaries)."""
    kept = targets * n_seq * n * s.d_model
    running = max(batch, streams * batch) * (_layer_terms(s, n) + n * s.d_model)
    return F64 * (kept + running + _layer_weights(s))


def rotary_bytes(s, n_seq, length):
    """The rotary previous-token score, one layer's projections and one head's scores at a time: the
    distinct tokens' normalised embeddings (at most ``n_seq·L`` rows, with their gather and the
    norm's temporary), a layer's queries and its kv groups' keys for those tokens, the rotated q and
    k of every context and the ``n_seq × L × L`` scores with the softmax temporaries."""
    u = min(n_seq * length, s.n_vocab)
    H, g = max(s.n_heads), max(s.n_kv)
    return F64 * (2 * u * s.d_model + u * (H + g + 2) * s.d_head + 6 * n_seq * length * s.d_head
                  + 4 * n_seq * length * length)


def induction_bytes(s, n_seq, length):
    """The expected_induction rule's expected induction attention (:mod:`.expected_induction`): the contexts' raw and
    normalised embeddings, for every later layer its stacked keys of the embedding and its
    queries (kept through the partner loop), the summed writes per partner layer, and one
    partner's q, k, v, attention, output, its write through every later layer's keys and one
    layer's key residual and scores (a kv group's query heads at once)."""
    n, d, dh = n_seq * length, s.d_model, s.d_head
    T = length // 2
    layers = sum(g * dh * d + n * g * dh + H * n_seq * T * dh for H, g in zip(s.n_heads, s.n_kv))
    writes = s.n_layers * n * d
    partner = n * (5 * dh + 3 * length + 4 * d) + n * dh * sum(s.n_kv) \
        + max(n * g * dh * 3 + 3 * n_seq * T * length * -(-H // g) for H, g in zip(s.n_heads, s.n_kv))
    return F64 * (2 * n * d + layers + writes + partner)


def composition_bytes(s, layers_earlier=None, layers_later=None):
    """Composition scores of one block pair of layers (all layers: one pass), from
    :func:`theory.circuits.analysis.blocked._entries`' count, in float64."""
    L = s.n_layers
    earlier = range(L) if layers_earlier is None else layers_earlier
    later = range(L) if layers_later is None else layers_later
    same = list(earlier) == list(later)
    n_e = sum(s.n_heads[l] for l in earlier)
    n_l = sum(s.n_heads[l] for l in later)
    n_u = n_e if same else n_e + n_l
    edges = block_edges(s.d_model)
    block = max(int(b - a) for a, b in zip(edges[:-1], edges[1:]))
    return F64 * (4 * n_u * s.d_head * s.d_model + (3 * n_l + n_e) * s.d_head * s.d_model
                  + (n_l + n_e) * block * block + 8 * n_l * n_e)


EQ_KEEP_BYTES = 2 ** 28     # analyse keeps (W_E W_Eᵀ) W_Qᵀ of every head for the K-composition QK term up to this size


def circuits_bytes(s, chunk=4096):
    """OV/QK positivity: the d×d Gram matrices ``W_E W_Eᵀ`` and ``W_E W_U``, the embedding read
    in blocks of ``chunk`` tokens, one layer's products ``(W_E W_Eᵀ) W_Qᵀ`` and ``(W_E W_U) W_O`` (d × H·d_head
    each) and, when it fits :data:`EQ_KEEP_BYTES`, every head's ``(W_E W_Eᵀ) W_Qᵀ`` kept for later."""
    kept = F64 * s.d_model * s.heads * s.d_head
    return F64 * (4 * s.d_model ** 2 + 2 * min(chunk, s.n_vocab) * s.d_model + 2 * s.d_model * max(s.n_heads) * s.d_head) \
        + (kept if kept <= EQ_KEEP_BYTES else 0)


# ------------------------------------------------------------------------------ work (multiply-adds)
def forward_macs(s, n, attention_only=False, logits=True):
    """Multiply-adds of one forward pass on ``n`` tokens (q, k, v, o; scores and mixing; MLPs; logits)."""
    per = sum(H * (4 * n * s.d_model * s.d_head + 2 * n * n * s.d_head) for H in s.n_heads)
    if not attention_only and s.d_mlp:
        per += s.n_layers * (3 if s.gated else 2) * n * s.d_model * s.d_mlp
    return float(per + (n * s.d_model * s.n_vocab if logits else 0))


def rotary_macs(s, n_seq, length):
    u = min(n_seq * length, s.n_vocab)
    return float(s.heads * (2 * u * s.d_model * s.d_head + n_seq * length * length * s.d_head))


def composition_macs(s):
    """About ``r·d²/2`` per head and kind plus ``d²/2`` per pair and kind (the Gram method)."""
    pairs = sum(s.n_heads[a] * s.n_heads[b] for a in range(s.n_layers) for b in range(a))
    return float(3 * (s.heads * s.d_head * s.d_model ** 2 / 2 + pairs * s.d_model ** 2 / 2))


def seconds(macs):
    """The up-front time estimate of ``macs`` multiply-adds on one core (:data:`MACS_PER_SECOND`)."""
    return macs / MACS_PER_SECOND


#: bytes the composition step aims to hold at once: beyond, it runs in blocks of layers
COMPOSITION_TARGET = 2 ** 30


def composition_block_plan(s, target=COMPOSITION_TARGET):
    """``(block_layers or None, bytes)``: one pass (None) when it holds at most ``target`` bytes,
    else the largest chunk of layers whose block pairs each do (at least 1)."""
    one = composition_bytes(s)
    if one <= target or s.n_layers < 2:
        return None, one
    for b in range(s.n_layers - 1, 0, -1):
        chunks = [list(range(i, min(i + b, s.n_layers))) for i in range(0, s.n_layers, b)]
        worst = max(composition_bytes(s, ci, cj) for j, cj in enumerate(chunks) for ci in chunks[:j + 1])
        if worst <= target or b == 1:
            return b, worst
    return 1, one       # not reached


def block_edges(d, size=192):
    """Split ``range(d)`` into about ``d/size`` blocks (≥ 1) for :func:`_pair_norms_gram`."""
    return np.linspace(0, d, max(1, round(d / size)) + 1).round().astype(int)
