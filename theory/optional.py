"""Optional dependencies, imported lazily with an install hint (shared by both domains)."""
from __future__ import annotations

from contextlib import contextmanager


def require_torch():
    """Import torch or fail with the install command naming the ``train`` extra."""
    try:
        import torch
    except ImportError:
        raise ImportError("training needs the optional 'train' extra (PyTorch CPU): "
                          "pip install -e '.[train]'  (pins torch==2.13.0)") from None
    return torch


def require_gguf():
    """Import the ``gguf`` package (llama.cpp's reader) or fail with the install command naming the
    ``gguf`` extra."""
    try:
        import gguf
    except ImportError:
        raise ImportError("reading GGUF files needs the optional 'gguf' extra (llama.cpp's gguf package, no torch): "
                          "pip install -e '.[gguf]'  (pins gguf==0.19.0)") from None
    return gguf


@contextmanager
def torch_threads(torch, n):
    """Run the block with ``torch.set_num_threads(n)``, restoring the previous count after.

    The trainers use one thread: their tensors are small, and on a shared 2-core machine a
    second intra-op thread spin-waits for a core — one step of L3's model took 3–5 s with two
    threads under load and 0.2–0.3 s with one (issue 17).

    >>> class FakeTorch:
    ...     n = 2
    ...     def get_num_threads(self): return self.n
    ...     def set_num_threads(self, n): self.n = n
    >>> t = FakeTorch()
    >>> with torch_threads(t, 1):
    ...     t.n
    1
    >>> t.n
    2
    """
    old = torch.get_num_threads()
    torch.set_num_threads(n)
    try:
        yield
    finally:
        torch.set_num_threads(old)
