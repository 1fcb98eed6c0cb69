"""A small corpus and tiny settings of the corpus trainer, shared by its tests and the ``train-circuits`` ones."""
import json


def _r5_corpus(n_chapters=40):
    """A small byte corpus in the KJV file's format (40 chapters; 2 held out)."""
    import hashlib
    from theory.circuits.training.corpus import Corpus
    raw = "\n".join(json.dumps({"book": f"B{c // 10}", "chapter": c % 10 + 1, "verse": v,
                                "text": f"chapter {c} verse {v} and the word was {c * v % 7}."})
                    for c in range(n_chapters) for v in (1, 2)).encode()
    return Corpus(raw, hashlib.sha256(raw).hexdigest())


R5_TINY = dict(n_heads=2, d_model=8, d_head=4, n_ctx=16, steps=3, batch=2, lr=1e-2, warmup=2, measure_every=3, seed=0)
