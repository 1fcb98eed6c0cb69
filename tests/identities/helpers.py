"""Symbols and small matrices shared by the tests of ``theory.check``."""
import sympy as sp


_n = sp.Symbol("n", integer=True, positive=True)


_x, _y = sp.symbols("x y")


def _n_A():
    n = sp.Symbol("n", integer=True, positive=True)
    return n, sp.MatrixSymbol("A", n, n)


def _matrices():
    import sympy as sp
    from sympy import MatrixSymbol
    n = sp.Symbol("n", integer=True, positive=True)
    return MatrixSymbol("A", n, n), MatrixSymbol("B", n, n)
