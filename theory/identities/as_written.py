r"""The SymPy expressions of a call's arguments as the user wrote them, for printing.

SymPy rewrites some expressions as they are built: ``KroneckerProduct(A, B).T`` *is*
``Aᵀ ⊗ Bᵀ`` by the time a function receives it, so a claim ``(A⊗B)ᵀ = Aᵀ⊗Bᵀ`` would print
as the tautology ``Aᵀ ⊗ Bᵀ = Aᵀ ⊗ Bᵀ``.  :func:`caller_arguments` reads the calling line's
source (the call's exact position, Python ≥ 3.11), rebuilds each argument with ``.T`` and
``.I`` as unevaluated ``Transpose``/``Inverse`` under ``sympy.evaluate(False)`` in the
caller's namespace, and keeps the rebuilt form only when ``doit()`` gives back exactly the
object received — so what is printed is always the same expression as what is computed.
Only arguments built from names, operators and SymPy calls are rebuilt (a user function is
never called a second time).  Anything else (starred arguments; other calls; a rebuilt form
that differs) gives ``None``: the received expression is printed.

Where the source comes from: :mod:`linecache`, which holds a file's lines, a doctest's
example, and every cell IPython and Jupyter ran (IPython registers each cell there as
``<ipython-input-N-…>``, ipykernel as ``/tmp/ipykernel_…/….py``); a cell whose entry was
dropped (``linecache.clearcache()``) is read from the shell's input history.  With no source
at all — ``python -c``, standard input, the plain Python REPL — or on Python
< 3.11 (no call positions), the result's :attr:`~Written.missing` says why, and
:func:`theory.check` notes that the statement is printed as SymPy evaluated it.

>>> import sympy as sp
>>> from sympy import KroneckerProduct as kron
>>> n = sp.Symbol("n", integer=True, positive=True)
>>> A, B = sp.MatrixSymbol("A", n, n), sp.MatrixSymbol("B", n, n)
>>> def show(lhs, rhs):
...     return caller_arguments({"lhs": (0, lhs), "rhs": (1, rhs)})
>>> from theory.printing import sstr
>>> sstr(kron(A, B).T), sstr((A * B).I)                   # what the function receives
('Aᵀ ⊗ Bᵀ', 'B**(-1)*A**(-1)')
>>> w = show(kron(A, B).T, (A * B).I)
>>> sstr(w["lhs"]), sstr(w["rhs"])                         # what was written
('(A ⊗ B)ᵀ', '(A*B)**(-1)')
>>> show(A * B, A + B)                      # printed alike: nothing to keep
{'lhs': None, 'rhs': None}
"""
from __future__ import annotations

import ast
import linecache
import re
import sys

_HELD = {"T": "Transpose", "I": "Inverse"}


class _Hold(ast.NodeTransformer):
    """``x.T`` → ``__held_Transpose(x)``, ``x.I`` → ``__held_Inverse(x)`` (SymPy evaluates ``.T`` eagerly)."""

    def visit_Attribute(self, node):
        self.generic_visit(node)
        if node.attr in _HELD and isinstance(node.ctx, ast.Load):
            return ast.copy_location(ast.Call(ast.Name("__held_" + _HELD[node.attr], ast.Load()), [node.value], []),
                                     node)
        return node


class Written(dict):
    """``{name: unevaluated expression or None}``; :attr:`missing` is why the call's source could not
    be read (``""`` when it was)."""

    missing = ""


NO_POSITIONS = "Python < 3.11 records no call positions"
NO_SOURCE = "no source to read the call from: python -c, standard input or the plain Python REPL"


def _ipython_cell(filename):
    """The source of an IPython / Jupyter cell from the running shell's input history (its
    transformed form, which the cell's code was compiled from), or ``[]``."""
    get = getattr(sys.modules.get("IPython"), "get_ipython", None)
    try:
        shell = get() if callable(get) else None
        if shell is None:
            return []
        number = getattr(getattr(shell, "compile", None), "_filename_map", {}).get(filename)
        if number is None:
            m = re.fullmatch(r"<ipython-input-(\d+)-[0-9a-f]+>", filename)
            number = int(m.group(1)) if m else None
        history = shell.history_manager.input_hist_parsed
        if number is None or not 0 < number < len(history):
            return []
        return [line + "\n" for line in history[number].splitlines()]
    except Exception:  # noqa: BLE001 - a shell without these attributes: no source, as without IPython
        return []


def _source_lines(frame):
    return (linecache.getlines(frame.f_code.co_filename, frame.f_globals)
            or _ipython_cell(frame.f_code.co_filename))


def _call_node(frame):
    """``(the ast.Call being executed in frame or None, why no source was found or "")``."""
    if sys.version_info < (3, 11):
        return None, NO_POSITIONS
    positions = list(frame.f_code.co_positions())
    i = frame.f_lasti // 2
    if not 0 <= i < len(positions) or None in positions[i]:
        return None, ""
    line0, line1, col0, col1 = positions[i]
    lines = _source_lines(frame)
    if not lines:
        return None, NO_SOURCE
    if line1 > len(lines):
        return None, ""
    raw = [ln.encode("utf-8") for ln in lines[line0 - 1:line1]]        # column offsets count UTF-8 bytes
    raw[-1] = raw[-1][:col1]
    raw[0] = raw[0][col0:]
    try:
        node = ast.parse(b"".join(raw).decode("utf-8").strip(), mode="eval").body
    except (SyntaxError, ValueError):
        return None, ""
    return (node if isinstance(node, ast.Call) else None), ""


_PURE = (ast.Name, ast.Load, ast.Attribute, ast.Call, ast.BinOp, ast.UnaryOp, ast.operator, ast.unaryop, ast.Constant,
         ast.Tuple, ast.List, ast.keyword, ast.Subscript, ast.Slice)


def _only_sympy_calls(node, frame):
    """True when rebuilding ``node`` calls nothing but SymPy: no user function runs twice (an
    iterator's ``next``, a random draw) just to print the claim."""
    for sub in ast.walk(node):
        if not isinstance(sub, _PURE):
            return False
        if isinstance(sub, ast.Call):
            if not isinstance(sub.func, (ast.Name, ast.Attribute)):
                return False
            try:
                func = eval(compile(ast.Expression(sub.func), "<as written>", "eval"),  # noqa: S307 - a name lookup
                            frame.f_globals, dict(frame.f_locals))
            except Exception:  # noqa: BLE001
                return False
            if not (getattr(func, "__module__", None) or "").startswith("sympy"):
                return False
    return True


def _rebuild(node, frame, received):
    import sympy as sp
    if not _only_sympy_calls(node, frame):
        return None
    tree = ast.fix_missing_locations(ast.Expression(_Hold().visit(node)))
    local = dict(frame.f_locals)
    local.update({"__held_Transpose": sp.Transpose, "__held_Inverse": sp.Inverse})
    try:
        with sp.evaluate(False):
            held = eval(compile(tree, "<as written>", "eval"), frame.f_globals, local)  # noqa: S307 - the caller's own code
        same = isinstance(held, sp.Basic) and held.doit() == received
    except Exception:  # noqa: BLE001 - anything the rebuilt form cannot do: print the received expression
        return None
    if not same or sp.sstr(held) == sp.sstr(received):
        return None
    return held


def caller_arguments(wanted, depth=1):
    """:class:`Written` ``{name: unevaluated expression or None}`` for the arguments ``wanted =
    {name: (position, received)}`` of the call that invoked the function ``depth`` frames up from here."""
    import sympy as sp
    out = Written({name: None for name in wanted})
    try:
        frame = sys._getframe(depth + 1)
    except ValueError:
        return out
    try:
        call, out.missing = _call_node(frame)
        if call is None or any(isinstance(a, ast.Starred) for a in call.args):
            return out
        keywords = {k.arg: k.value for k in call.keywords if k.arg}
        for name, (pos, received) in wanted.items():
            node = call.args[pos] if pos < len(call.args) else keywords.get(name)
            if node is not None and isinstance(received, sp.Basic):
                out[name] = _rebuild(node, frame, received)
    finally:
        del frame
    return out
