"""Read and write ``.safetensors`` files with NumPy only (no torch, no ``safetensors`` package).

The format: 8 bytes little-endian header length N, N bytes of JSON mapping each tensor name
to ``{"dtype", "shape", "data_offsets": [begin, end]}`` (offsets into the byte buffer that
follows the header), and an optional ``"__metadata__"`` entry.  The file is memory-mapped
read-only: a tensor is a read-only view of the mapping, so nothing is read (or copied) until it
is used, pages are shared with the OS file cache, and a loader copies only what it converts.
The reader is checked against ``safetensors.numpy.load_file`` in the tests (``peers`` extra).
"""
from __future__ import annotations

import json
import math
import mmap
import os
import struct
from collections.abc import Mapping

import numpy as np

from theory.errors import InputValueError
from theory.system.files import write_file

_DTYPES = {"F64": np.float64, "F32": np.float32, "F16": np.float16, "BF16": np.uint16,
           "I64": np.int64, "I32": np.int32, "I16": np.int16, "I8": np.int8, "U8": np.uint8, "BOOL": np.bool_}
_NAMES = {np.dtype(np.float64): "F64", np.dtype(np.float32): "F32", np.dtype(np.float16): "F16",
          np.dtype(np.int64): "I64", np.dtype(np.int32): "I32", np.dtype(np.uint8): "U8", np.dtype(np.bool_): "BOOL"}


def _is_count(x):
    """A JSON non-negative integer (not a bool, not a float)."""
    return isinstance(x, int) and not isinstance(x, bool) and x >= 0


def _bf16_to_f32(raw):
    """bfloat16 is the upper half of a float32: widen by a 16-bit shift."""
    return (raw.astype(np.uint32) << 16).view(np.float32)


def read_header(path):
    """``(header dict, data start offset)`` of a safetensors file, with a clear error if it is not one."""
    size = os.path.getsize(path)
    with open(path, "rb") as f:
        head = f.read(8)
        if len(head) < 8:
            raise InputValueError(f"{path} is not a safetensors file: {size} bytes, shorter than the 8-byte header length")
        n = struct.unpack("<Q", head)[0]
        if n > size - 8 or n > 100_000_000:
            raise InputValueError(f"{path} is not a safetensors file: header length {n} does not fit in {size} bytes")
        try:
            header = json.loads(f.read(n))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise InputValueError(f"{path} is not a safetensors file: its header is not JSON ({exc})") from None
    if not isinstance(header, dict):
        raise InputValueError(f"{path} is not a safetensors file: header is a {type(header).__name__}, not a mapping")
    return header, 8 + n


class SafetensorsFile(Mapping):
    """A read-only mapping name → array over a safetensors file.  Each tensor is a read-only
    view of one shared read-only memory map of the file (bf16 tensors: a widened float32 copy),
    so accessing it reads only the pages used; the map lives while any view does.  A file
    replaced with ``os.replace`` (as :func:`save_safetensors` does) leaves existing views intact;
    one truncated or rewritten in place while views are alive is not supported."""

    def __init__(self, path):
        self.path = os.fspath(path)
        self._map = None
        header, self._start = read_header(self.path)
        size = os.path.getsize(self.path)
        self._info = {}
        ranges = []
        for name, info in header.items():
            if name == "__metadata__":
                continue
            try:
                dtype, shape, offsets = info["dtype"], info["shape"], info["data_offsets"]
            except (KeyError, TypeError):
                raise InputValueError(f"{self.path}: tensor {name!r} has a malformed header entry {info!r}") from None
            if not (isinstance(shape, list) and all(_is_count(x) for x in shape)
                    and isinstance(offsets, list) and len(offsets) == 2 and all(_is_count(x) for x in offsets)):
                raise InputValueError(f"{self.path}: tensor {name!r} has a malformed header entry {info!r} (shape and "
                                      "data_offsets must be lists of non-negative integers, data_offsets [begin, end])")
            if not isinstance(dtype, str) or dtype not in _DTYPES:
                raise InputValueError(f"{self.path}: tensor {name!r} has dtype {dtype!r}; supported: {sorted(_DTYPES)}")
            np_dtype = np.dtype(_DTYPES[dtype]).newbyteorder("<")
            shape, (begin, end) = tuple(shape), offsets
            count = math.prod(shape)                 # Python ints: a huge declared shape cannot wrap around
            if end - begin != count * np_dtype.itemsize or self._start + end > size:
                raise InputValueError(f"{self.path}: tensor {name!r} ({dtype}, shape {shape}) has byte range "
                                      f"[{begin}, {end}) that does not match its size ({count * np_dtype.itemsize} "
                                      f"bytes) or the file ({size} bytes)")
            ranges.append((begin, end, name))
            self._info[name] = (dtype, np_dtype, shape, begin, count)
        at = 0                                      # as the safetensors library: the tensors tile the data exactly
        for begin, end, name in sorted(ranges):
            if begin != at:
                raise InputValueError(f"{self.path}: tensor {name!r} starts at byte {begin} of the data, expected {at} "
                                      f"({'overlaps the previous tensor' if begin < at else 'leaves a gap'})")
            at = end
        self._size = size
        if self._start + at != size:
            raise InputValueError(f"{self.path}: the tensors cover {at} bytes of data but the file has "
                                  f"{size - self._start} after its header (truncated or trailing bytes)")

    def _mapped(self):
        if self._map is None:
            with open(self.path, "rb") as f:
                mapped = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
            if len(mapped) != self._size:
                mapped.close()
                raise InputValueError(f"{self.path} changed size since its header was read ({self._size} → "
                                      f"{len(mapped)} bytes); reload it")
            self._map = mapped
        return self._map

    def __getitem__(self, name):
        dtype, np_dtype, shape, begin, count = self._info[name]
        if count == 0:
            arr = np.empty(shape, dtype=np_dtype)
            arr.flags.writeable = False
        else:
            arr = np.frombuffer(self._mapped(), dtype=np_dtype, count=count, offset=self._start + begin).reshape(shape)
        return _bf16_to_f32(arr) if dtype == "BF16" else arr

    def __contains__(self, name):                    # Mapping's default would read the tensor
        return name in self._info

    def shape(self, name):
        return self._info[name][2]

    def __iter__(self):
        return iter(self._info)

    def __len__(self):
        return len(self._info)


def load_safetensors(path):
    """Every tensor of a ``.safetensors`` file, as a mapping read lazily (bf16 widened to float32).

    >>> import tempfile, os, numpy as np
    >>> p = os.path.join(tempfile.mkdtemp(), "w.safetensors")
    >>> save_safetensors(p, {"a": np.arange(6, dtype=np.float32).reshape(2, 3)})
    >>> load_safetensors(p)["a"].tolist()
    [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]
    """
    return SafetensorsFile(path)


def save_safetensors(path, tensors, metadata=None):
    """Write ``{name: array}`` as a safetensors file by the output-file contract of :mod:`theory.system.files`
    (atomically over a regular file or new path: temp file + ``os.replace``)."""
    header, offset, blobs = {}, 0, []
    for name in sorted(tensors):
        a = np.ascontiguousarray(tensors[name])
        if a.dtype not in _NAMES:
            raise InputValueError(f"tensor {name!r} has dtype {a.dtype}; save_safetensors writes {sorted(map(str, _NAMES))}")
        a = a.astype(a.dtype.newbyteorder("<"), copy=False)
        header[name] = {"dtype": _NAMES[a.dtype], "shape": list(a.shape), "data_offsets": [offset, offset + a.nbytes]}
        offset += a.nbytes
        blobs.append(a)
    if metadata:
        header["__metadata__"] = {str(k): str(v) for k, v in metadata.items()}
    raw = json.dumps(header, separators=(",", ":")).encode()
    raw += b" " * (-len(raw) % 8)
    def fill(tmp):
        with open(tmp, "wb") as f:
            f.write(struct.pack("<Q", len(raw)))
            f.write(raw)
            for a in blobs:
                f.write(a.tobytes())
    write_file(path, fill)
