r"""A code corpus for the induction phase change (issue 31): the Python source of the installed SymPy.

Source code repeats itself within a context far more than the KJV does (identifiers, call
patterns, argument lists), so copying what followed an earlier occurrence — the induction
head's job — pays off more.  The text is the non-test Python source of SymPy (``sympy/**/*.py``
outside ``tests`` folders), files in sorted path order, each followed by ``"\n"``; SymPy is a
dependency of the package, and the corpus is *pinned* to one release: the installed version must
be :data:`SYMPY_VERSION` and the text must hash to :data:`TEXT_SHA256` (a clear error otherwise;
nothing is fetched).  File ``k`` (0-based, sorted) is held out when ``k % 20 == 7``.

Tokens: bytes (as :mod:`.corpus`: token 0 is BOS, the distinct bytes of the text sorted are
``1 … n_vocab−1``) or a byte-level BPE of ``bpe_vocab`` tokens trained on the training files
(:func:`~.corpus.train_bpe`, deterministic; its JSON enters :attr:`CodeCorpus.version`).
A :class:`CodeCorpus` is a :class:`~.corpus.Corpus` (the same ``batch``, ``split``,
``bigram_entropy``, ``decode``); pass it to ``train_on_corpus(corpus=…)`` or name it
``"code"`` in ``theory train-circuits --corpus``.
"""
from __future__ import annotations

import hashlib
import os
from functools import lru_cache

import numpy as np

from theory.errors import InputValueError
from theory.validation import positive_int
from theory.circuits.training.corpus import HELD_OUT_AT, HELD_OUT_EVERY, Corpus, byte_tokens, train_bpe

SYMPY_VERSION = "1.14.0"
TEXT_SHA256 = "5459d1a3880c29c26a38fff02d4c513e5f03a66d64b231c7e7e1cd0547efa7b7"   # the text of 854 files
INSTALL = f"pip install sympy=={SYMPY_VERSION}"


def code_files():
    """Sorted ``[(relative path, text)]`` of the installed SymPy's non-test Python files."""
    import sympy
    if sympy.__version__ != SYMPY_VERSION:
        raise ImportError(f"the code corpus is pinned to SymPy {SYMPY_VERSION}; installed {sympy.__version__}: "
                          f"{INSTALL}")
    root = os.path.dirname(sympy.__file__)
    out = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in ("tests", "__pycache__"))
        for f in sorted(filenames):
            if f.endswith(".py"):
                path = os.path.join(dirpath, f)
                with open(path, encoding="utf-8") as fh:
                    out.append((os.path.relpath(path, root).replace(os.sep, "/"), fh.read()))
    return sorted(out)


class CodeCorpus(Corpus):
    """SymPy's source as a train / held-out token corpus (module docstring)."""

    name = "SymPy source"

    def __init__(self, files, bpe_vocab=None):
        texts = [t + "\n" for _, t in files]
        if len(texts) < HELD_OUT_EVERY:
            raise InputValueError(f"the code corpus has {len(texts)} files; need at least {HELD_OUT_EVERY} to split")
        whole = "".join(texts)
        digest = hashlib.sha256(whole.encode("utf-8")).hexdigest()
        if TEXT_SHA256 is not None and digest != TEXT_SHA256:
            raise InputValueError(f"the installed SymPy {SYMPY_VERSION} source hashes to {digest}, not the pinned "
                                  f"{TEXT_SHA256} (a modified installation?): {INSTALL} --force-reinstall")
        held = [k % HELD_OUT_EVERY == HELD_OUT_AT for k in range(len(texts))]
        train_text = "".join(t for t, h in zip(texts, held) if not h)
        held_text = "".join(t for t, h in zip(texts, held) if h)
        self.n_chapters = len(texts)
        h = hashlib.sha256(f"sympy {SYMPY_VERSION} {digest}|held out k%{HELD_OUT_EVERY}=={HELD_OUT_AT}|".encode())
        if bpe_vocab is None:
            self.tokenizer = None
            self.vocab, self.train, self.held_out = byte_tokens(whole, train_text, held_text)
            self.n_vocab = 1 + self.vocab.size
            h.update(b"bytes|" + self.vocab.tobytes())
        else:
            bpe_vocab = positive_int("bpe_vocab", bpe_vocab, 8)
            self.tokenizer = train_bpe([t for t, k in zip(texts, held) if not k], bpe_vocab)
            self.vocab = None
            self.n_vocab = self.tokenizer.get_vocab_size()
            self.train, self.held_out = (np.array(self.tokenizer.encode(t).ids, dtype=np.int64)
                                         for t in (train_text, held_text))
            for name, text, ids in (("train", train_text, self.train), ("held_out", held_text, self.held_out)):
                if self.tokenizer.decode(ids.tolist()) != text:
                    raise InputValueError(f"the BPE tokenizer does not round-trip the code corpus' {name} split")
            h.update(b"bpe|" + self.tokenizer.to_str().encode("utf-8"))
        self.version = "code-" + h.hexdigest()[:16]

    def __repr__(self):
        kind = "byte" if self.tokenizer is None else "BPE"
        return (f"CodeCorpus(SymPy {SYMPY_VERSION} source, {self.train.size} train / {self.held_out.size} held-out "
                f"{kind} tokens, n_vocab={self.n_vocab}, version {self.version})")


@lru_cache(maxsize=4)
def load_code_corpus(bpe_vocab=None):
    """The pinned code corpus (cached per process): bytes, or a BPE of ``bpe_vocab`` tokens."""
    return CodeCorpus(code_files(), bpe_vocab)
