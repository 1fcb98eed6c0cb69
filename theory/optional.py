"""Optional dependencies, imported lazily with an install hint (shared by both domains)."""
from __future__ import annotations


def require_torch():
    """Import torch or fail with the install command naming the ``train`` extra."""
    try:
        import torch
    except ImportError:
        raise ImportError("training needs the optional 'train' extra (PyTorch CPU): "
                          "pip install -e '.[train]'  (pins torch==2.13.0)") from None
    return torch
