"""How a claim's numbers are read: every number in a scalar, list, array or array-like (a
torch tensor, a SymPy matrix), their finiteness, the size of a verdict, JSON-friendly values."""
from __future__ import annotations

import math



def np_bool():
    import numpy as np
    return np.bool_


def verdict_size(p):
    """How many values a verdict holds (1 for a scalar; an array's, tensor's or SymPy matrix's size)."""
    import numpy as np
    if isinstance(p, np.ndarray):
        return p.size
    if _array_like(p):
        try:
            return int(np.asarray(flat_array(p)).size)
        except Exception:  # noqa: BLE001 - not convertible: one (opaque) value, judged by finite_number
            return 1
    return len(flat_values(p))


def masked_values(p):
    """A NumPy masked array (or the masked constant) with any entry masked."""
    import numpy as np
    return p is np.ma.masked or isinstance(p, np.ma.MaskedArray) and bool(np.ma.getmaskarray(p).any())


def _array_like(x):
    """Array-likes from other libraries (torch, JAX, CuPy, ...): they convert with ``np.asarray``."""
    return hasattr(x, "__array__") and not type(x).__module__.startswith("sympy")


def flat_array(x):
    """``x`` as NumPy converts it (array-likes such as torch tensors detached first)."""
    return x.detach() if _array_like(x) and hasattr(x, "detach") else x


def flat_values(x):
    """Every number in ``x`` (scalar, nested list, array or array-like such as a torch tensor; Fractions and
    SymPy numbers included).  A masked entry is ``None`` (not a number: it never passes)."""
    import numpy as np
    if isinstance(x, np.ndarray):
        return x.ravel().tolist()
    if _array_like(x):
        try:
            a = np.asarray(flat_array(x))
        except Exception:  # noqa: BLE001 - an object that cannot be converted is one opaque (non-finite) value
            return [x]
        if a.dtype != object or a.ndim:
            return a.ravel().tolist()
    if isinstance(x, (list, tuple)):
        return [v for item in x for v in flat_values(item)]
    if type(x).__module__.startswith("sympy") and hasattr(x, "tolist") and hasattr(x, "shape"):   # sympy.Matrix
        return flat_values(x.tolist())
    return [x]


def is_truth_value(p):
    """``bool``, NumPy ``bool_`` (also as a bool array) or SymPy ``true``/``false``: no finiteness question."""
    import numpy as np
    if isinstance(p, (bool, np.bool_)):
        return True
    if isinstance(p, np.ndarray) and p.dtype == bool:
        return True
    return type(p).__name__ in ("BooleanTrue", "BooleanFalse") and type(p).__module__.startswith("sympy")


def finite_number(v):
    try:
        return math.isfinite(abs(complex(v)))
    except (TypeError, ValueError, OverflowError):
        return False


def jsonable(obj):
    """Convert numbers, arrays, fractions, SymPy objects to JSON-friendly values."""
    import fractions

    import numpy as np
    if isinstance(obj, dict):
        return {str(k): jsonable(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [jsonable(v) for v in obj]
    if isinstance(obj, np.ma.MaskedArray):
        return jsonable(np.where(np.ma.getmaskarray(obj), None, np.asarray(obj.data, dtype=object)).tolist())
    if isinstance(obj, np.ndarray):
        return jsonable(obj.tolist())
    if _array_like(obj) and not isinstance(obj, np.generic):    # a torch tensor: its numbers, not its repr
        try:
            return jsonable(np.asarray(flat_array(obj)).tolist())
        except Exception:  # noqa: BLE001 - not convertible: printed below
            pass
    if isinstance(obj, np.bool_):
        return bool(obj)
    if isinstance(obj, (np.integer,)):
        return int(obj)
    if isinstance(obj, (np.floating,)):
        obj = float(obj)
    if isinstance(obj, float) and not math.isfinite(obj):
        return str(obj)           # "nan", "inf", "-inf": JSON has no NaN/Infinity (json.dumps would write invalid JSON)
    if isinstance(obj, (bool, int, float, str)) or obj is None:
        return obj
    if isinstance(obj, fractions.Fraction):
        return str(obj)
    return str(obj)
