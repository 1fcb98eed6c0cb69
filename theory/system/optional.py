"""Optional dependencies, imported lazily with an install hint (shared by both domains)."""
from __future__ import annotations

import json
import os
from contextlib import contextmanager

_PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))    # theory/ (this module is theory/system/)


def _is_checkout(root):
    """Whether ``root`` is this project's source tree (its setup.cfg names the distribution ``theory``)."""
    try:
        with open(os.path.join(root, "setup.cfg"), encoding="utf-8") as f:
            text = f.read()
    except OSError:
        return False
    return any(line.replace(" ", "") == "name=theory" for line in text.splitlines())


def _direct_url():
    """The PEP 610 record of how ``theory`` was installed (a dict), or None (installed from an index)."""
    try:
        from importlib.metadata import PackageNotFoundError, distribution
        text = distribution("theory").read_text("direct_url.json")
    except (ImportError, PackageNotFoundError, OSError):
        return None
    try:
        return json.loads(text) if text else None
    except ValueError:
        return None


def install_command(extra, *, package_dir=None, direct_url=False):
    r"""The pip command that adds the optional ``extra`` to *this* installation of the package.

    From a source checkout (the ``theory`` package imported from a tree with its setup.cfg —
    an editable install, or ``PYTHONPATH``) it is ``pip install -e '.[extra]'`` run in that
    checkout, whose directory the command names; otherwise it follows the record pip kept of
    the install (PEP 610: a local directory, a VCS URL, an archive), and only an install from a
    package index gets ``pip install 'theory[extra]'``.

    >>> import os, tempfile
    >>> root = tempfile.mkdtemp()
    >>> _ = open(os.path.join(root, "setup.cfg"), "w").write("[metadata]\nname = theory\n")
    >>> install_command("plots", package_dir=os.path.join(root, "theory")) == (
    ...     f"pip install -e '.[plots]'  (run in {root})")
    True
    >>> install_command("plots", package_dir="/site/theory", direct_url=None)
    "pip install 'theory[plots]'"
    >>> install_command("plots", package_dir="/site/theory",
    ...                 direct_url={"url": "file:///src/theory-0.1.0", "dir_info": {}})
    "pip install '/src/theory-0.1.0[plots]'"
    >>> install_command("peers", package_dir="/site/theory",
    ...                 direct_url={"url": "https://example.org/t.git", "vcs_info": {"vcs": "git", "commit_id": "ab12"}})
    "pip install 'theory[peers] @ git+https://example.org/t.git@ab12'"
    """
    here = _PACKAGE_DIR if package_dir is None else package_dir
    root = os.path.dirname(os.path.abspath(here))
    if _is_checkout(root):
        return f"pip install -e '.[{extra}]'  (run in {root})"
    record = _direct_url() if direct_url is False else direct_url
    url = (record or {}).get("url", "")
    if "vcs_info" in (record or {}):
        vcs = record["vcs_info"]
        commit = f"@{vcs['commit_id']}" if vcs.get("commit_id") else ""
        return f"pip install 'theory[{extra}] @ {vcs.get('vcs', 'git')}+{url}{commit}'"
    if url.startswith("file://") and "dir_info" in record:
        from urllib.parse import unquote, urlparse
        path = unquote(urlparse(url).path)
        editable = "-e " if record["dir_info"].get("editable") else ""
        return f"pip install {editable}'{path}[{extra}]'"
    if url:
        return f"pip install 'theory[{extra}] @ {url}'"
    return f"pip install 'theory[{extra}]'"


def require_torch():
    """Import torch or fail with the install command naming the ``train`` extra."""
    try:
        import torch
    except ImportError:
        raise ImportError("training needs the optional 'train' extra (PyTorch CPU): "
                          f"{install_command('train')}  (pins torch==2.13.0)") from None
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
