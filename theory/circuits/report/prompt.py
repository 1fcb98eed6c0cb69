r"""Attention patterns of chosen heads on your own prompt (``theory analyse CKPT --prompt TEXT`` or
``--tokens IDS``, ``--heads L1H0,L2H3``; default heads: the induction heads).

Tokenizers:

* a Hugging Face folder with ``tokenizer.json``: the ``tokenizers`` package (the checkpoint's own
  tokenizer, exactly; no special tokens added);
* a GGUF file: the vocabulary in its metadata (``tokenizer.ggml.tokens``), encoded by **greedy
  longest match** — at each position the longest vocabulary entry that the remaining text starts
  with.  This is *not* llama.cpp's tokenizer (no BPE merge ranks, no SentencePiece scores), so on
  some words it splits differently; the ids printed are the ones used, and ``--tokens`` gives
  exact ids.  Spaces are written as the vocabulary writes them: ``▁`` for SentencePiece
  vocabularies (``tokenizer.ggml.model = "llama"``, with a leading ``▁`` as SentencePiece adds),
  GPT-2's byte-to-unicode characters (``Ġ`` for a space) for ``"gpt2"``; a character no entry
  covers falls back to byte tokens ``<0xNN>`` where the vocabulary has them, else it is refused
  by name;
* anything else (a state dict, a folder without ``tokenizer.json``): refused — pass ``--tokens``.
"""
from __future__ import annotations

import os
import re

import numpy as np

from theory.errors import InputValueError
from theory.circuits.models.model import head_label

PRIVATE = "the checkpoint has no tokenizer"


def parse_heads(model, spec, what="--heads"):
    """``"L1H0,L2H3"`` → ``[(1, 0), (2, 3)]``, every head checked to exist in ``model``."""
    out = []
    for part in str(spec).split(","):
        part = part.strip()
        m = re.fullmatch(r"L(\d+)H(\d+)", part)
        if not m:
            raise InputValueError(f"{what} must be comma-separated head labels like L1H0,L2H3; got {part!r}")
        l, h = int(m.group(1)), int(m.group(2))
        if not (l < model.n_layers and h < model.n_heads[l]):
            raise InputValueError(f"{what}: head {part} does not exist; this model has {model.n_layers} layers with "
                                  f"{list(model.n_heads)} heads")
        out.append((l, h))
    return list(dict.fromkeys(out))


def parse_token_ids(spec, what="--tokens"):
    """``"1,5,9"`` or ``"1 5 9"`` → ``[1, 5, 9]`` (ids checked against the model when it runs)."""
    parts = [p for p in re.split(r"[,\s]+", str(spec).strip()) if p]
    if not parts or not all(re.fullmatch(r"\d+", p) for p in parts):
        raise InputValueError(f"{what} must be token ids (integers ≥ 0) separated by commas or spaces; got {spec!r}")
    return [int(p) for p in parts]


def _bytes_to_unicode():
    """GPT-2's reversible map of bytes to printable characters (byte-level BPE vocabularies)."""
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + list(range(ord("®"), ord("ÿ") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return dict(zip(bs, map(chr, cs)))


def greedy_encode(text, vocab, kind):
    """Token ids of ``text`` by greedy longest match over ``vocab`` (a list of token strings);
    ``kind`` ``"llama"`` (SentencePiece ``▁`` spaces, a leading ``▁``) or ``"gpt2"`` (byte-level).

    >>> greedy_encode("ab ba", ["a", "b", "▁a", "▁ab", "▁"], "llama")       # ▁ab, ▁, b, a
    [3, 4, 1, 0]
    """
    if kind == "gpt2":
        table = _bytes_to_unicode()
        s = "".join(table[b] for b in text.encode("utf-8"))
    else:
        s = "▁" + text.replace(" ", "▁")
    index = {}
    for i, t in enumerate(vocab):
        if t and t not in index:
            index[t] = i
    longest = max((len(t) for t in index), default=0)
    ids, k = [], 0
    while k < len(s):
        for n in range(min(longest, len(s) - k), 0, -1):
            i = index.get(s[k:k + n])
            if i is not None:
                ids.append(i)
                k += n
                break
        else:
            byte = [index.get(f"<0x{b:02X}>") for b in s[k].encode("utf-8")]
            if kind == "gpt2" or None in byte:
                raise InputValueError(f"the GGUF vocabulary has no token for {s[k]!r} (at character {k} of the "
                                      "prompt) and no byte tokens; pass --tokens IDS instead")
            ids += byte
            k += 1
    return ids


def encode_prompt(checkpoint, text):
    """``(ids, pieces, how)`` of ``text`` with the checkpoint's tokenizer (module docstring); refused
    with the reason when there is none."""
    path = os.fspath(checkpoint)
    if os.path.isdir(path):
        tj = os.path.join(path, "tokenizer.json")
        if not os.path.isfile(tj):
            raise InputValueError(f"--prompt: {PRIVATE} ({tj} does not exist); pass --tokens IDS instead")
        try:
            import tokenizers
        except ImportError:
            raise ImportError("--prompt with a Hugging Face folder needs the 'tokenizers' package "
                              "(pip install tokenizers); or pass --tokens IDS") from None
        try:
            enc = tokenizers.Tokenizer.from_file(tj).encode(text, add_special_tokens=False)
        except Exception as exc:       # the package's own error types vary by version
            raise InputValueError(f"--prompt: cannot read {tj} as a tokenizer ({type(exc).__name__}: {exc})") from None
        return list(enc.ids), list(enc.tokens), "tokenizer.json (the tokenizers package)"
    if path.endswith(".gguf"):
        from theory.system.optional import require_gguf
        from theory.circuits.formats.gguf import Meta, open_gguf
        gguf = require_gguf()
        reader = open_gguf(path, gguf)
        meta = Meta(reader, path, gguf)
        if not meta.has("tokenizer.ggml.tokens"):
            raise InputValueError(f"--prompt: {PRIVATE} ({path} has no tokenizer.ggml.tokens); pass --tokens IDS instead")
        try:
            vocab = list(meta.fields["tokenizer.ggml.tokens"].contents())
        except (UnicodeDecodeError, ValueError, TypeError) as exc:
            raise InputValueError(f"--prompt: {path}: tokenizer.ggml.tokens is not a list of strings ({exc})") from None
        if not all(isinstance(t, str) for t in vocab):
            raise InputValueError(f"--prompt: {path}: tokenizer.ggml.tokens is not a list of strings")
        kind = meta.string("tokenizer.ggml.model", "llama")
        ids = greedy_encode(text, vocab, "gpt2" if kind == "gpt2" else "llama")
        return ids, [vocab[i] for i in ids], ("the GGUF vocabulary, greedy longest match (an approximation of the "
                                               "model's tokenizer; --tokens for exact ids)")
    raise InputValueError(f"--prompt: {PRIVATE} ({path} is neither a Hugging Face folder with tokenizer.json nor a "
                          "GGUF file); pass --tokens IDS instead")


def attention_patterns(model, tokens, heads):
    """``{label: pattern}`` (n×n, rows = query positions) of ``heads`` (``(layer, head)`` pairs) on
    ``tokens`` — one forward pass of the model."""
    f = model.run(tokens)
    return {head_label(l, h): np.asarray(f.patterns[l][h]) for l, h in heads}


def patterns_dict(tokens, pieces, patterns, how):
    """The JSON form: tokens, pieces and per head the causal rows ``pattern[i][:i+1]`` (4 decimals)."""
    return {"tokens": [int(t) for t in tokens], "pieces": pieces, "tokenizer": how,
            "heads": {lab: [[round(float(x), 4) for x in A[i, :i + 1]] for i in range(A.shape[0])]
                      for lab, A in patterns.items()}}


def patterns_text(tokens, pieces, patterns, width=100):
    """Per head, per query position: the key position it attends to most and how much."""
    show = [p if p is not None else str(t) for t, p in zip(tokens, pieces or [None] * len(tokens))]
    out = []
    for lab, A in patterns.items():
        best = [f"{i}→{int(np.argmax(A[i]))} {float(A[i].max()):.2f}" for i in range(A.shape[0])]
        line, lines = f"{lab}: ", []
        for b in best:
            if len(line) + len(b) + 2 > width:
                lines.append(line.rstrip())
                line = "    "
            line += b + "  "
        lines.append(line.rstrip())
        out += lines
    return ["prompt tokens: " + " ".join(f"{i}:{s!r}" for i, s in enumerate(show))] + out


def write_attention_figure(path, tokens, pieces, patterns):
    """``attention.png``: one heat map per head (query rows × key columns), tokens on the axes."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from theory.system.files import write_file
    n = len(patterns)
    cols = min(n, 4)
    rows = -(-n // cols)
    fig, axes = plt.subplots(rows, cols, figsize=(4.2 * cols, 4.0 * rows), squeeze=False)
    names = [p if p is not None else str(t) for t, p in zip(tokens, pieces or [None] * len(tokens))]
    for ax, (lab, A) in zip(axes.flat, patterns.items()):
        im = ax.imshow(A, cmap="viridis", vmin=0.0, vmax=1.0)
        ax.set_title(f"{lab} attention")
        if len(names) <= 40:
            ax.set_xticks(range(len(names)), names, rotation=90, fontsize=6)
            ax.set_yticks(range(len(names)), names, fontsize=6)
        ax.set_xlabel("key (attended) token")
        ax.set_ylabel("query token")
    for ax in list(axes.flat)[n:]:
        ax.axis("off")
    fig.colorbar(im, ax=axes, shrink=0.8, label="attention (0–1)")
    write_file(path, lambda tmp: fig.savefig(tmp, dpi=120, bbox_inches="tight", format="png"), suffix=".png")
    plt.close(fig)
    return path
