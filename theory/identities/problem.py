"""The numeric problem of one check: an instance (dimensions and the free parameters of each
structured matrix), how it is built (:mod:`theory.structured`), drawn (a Hypothesis strategy;
a NumPy generator for Monte Carlo and shrinking) and judged."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from theory import structured as S
from theory.errors import InputValueError
from theory.identities.compare import values
from theory.identities.evaluate import Env, Reject, ev, matrix_shape



@dataclass
class Instance:
    dims: dict       # name -> int
    params: dict     # name -> {param: array}


class Problem:
    """Everything the numeric search needs: sides, symbols, structures, dimension ranges, options."""

    def __init__(self, lhs, rhs, info, structures, ranges, opts):
        self.lhs, self.rhs, self.info, self.structures, self.ranges = lhs, rhs, info, structures, ranges
        self.opts = opts
        self.exact = opts["entries"] != "float" and info.exact

    def symbols(self):
        return {**self.info.matrices, **self.info.scalars, **self.info.dims}

    def kind(self, name):
        if name in self.structures:
            return self.structures[name]
        return ("general", None) if name in self.info.matrices else ("scalar", None)

    def dimspec(self, dims):
        return {k: (s, dims[k]) for k, s in self.info.dims.items()}

    def shape(self, name, dims):
        m = self.info.matrices[name]
        return matrix_shape(m, self.dimspec(dims))

    def env(self, inst):
        dims = self.dimspec(inst.dims)
        mats, scalars = {}, {}
        for name in self.info.matrices:
            kind, rank = self.kind(name)
            if kind == "gaussian":      # drawn per sample by the Monte Carlo loop
                continue
            r, c = self.shape(name, inst.dims)
            mats[name] = S.build(kind, inst.params[name], r, c, rank)
        for name in self.info.scalars:
            if name not in self.info.dims and self.kind(name)[0] != "gaussian":    # gaussian: drawn per sample
                scalars[name] = inst.params[name]["x"]
        if not self.exact:
            mats = {k: v.astype(float) for k, v in mats.items()}
            scalars = {k: float(v) for k, v in scalars.items()}
        return Env(dims, mats, scalars, self.exact)

    def evaluate(self, inst):
        """``(lhs value, rhs value)`` or raise :class:`Reject`."""
        env = self.env(inst)
        l = ev(self.lhs.expr, env)
        if self.rhs.func is not None:
            # copies: a function that writes into its input (A[...] = 0) would change the lhs value (which may be
            # the very same array) and the counterexample, and could then 'prove' A = 0
            vals = {k: np.array(v, copy=True) if isinstance(v, np.ndarray) else v for k, v in env.mats.items()}
            vals.update({k: np.array(v, copy=True) if isinstance(v, np.ndarray) else v for k, v in env.scalars.items()})
            vals.update({k: v for k, (_, v) in env.dims.items()})
            try:
                r = self.rhs.func(vals)
            except KeyError as exc:
                raise InputValueError(f"rhs function asked for {exc.args[0]!r}, which is not a symbol or dimension "
                                      f"of lhs; it gets: {', '.join(sorted(vals))}") from None
            if isinstance(r, np.ma.MaskedArray) or r is np.ma.masked:
                # np.asarray drops the mask: the data under it is no value of the function
                r = np.ma.filled(np.ma.asarray(r, dtype=float if np.ma.asarray(r).dtype != object else object), np.nan)
            elif hasattr(r, "__array__") and hasattr(r, "detach"):      # a torch tensor (maybe requiring grad)
                r = r.detach()
            r = np.asarray(r) if not isinstance(r, (Fraction, int, float)) else r
        else:
            r = ev(self.rhs.expr, env)
        return l, r

    def violates(self, inst):
        try:
            l, r = self.evaluate(inst)
        except Reject:
            return None
        ok, _ = values(l, r, self.exact, self.opts["rtol"], self.opts["atol"])
        return not ok

    def strategy(self):
        from hypothesis import strategies as st

        from theory.testing import cached_params as structured_params

        names = sorted(self.ranges)
        entries = self.opts["entries"]

        @st.composite
        def instances(draw):
            dims = {k: draw(st.integers(*self.ranges[k])) for k in names}
            params = {}
            for name in sorted(self.info.matrices):
                kind, rank = self.kind(name)
                r, c = self.shape(name, dims)
                params[name] = draw(structured_params(kind, r, c, rank, entries))
            for name in sorted(self.info.scalars):
                if name not in self.info.dims:
                    kind, _ = self.kind(name)
                    params[name] = draw(structured_params(kind, 1, 1, None, entries))
            return Instance(dims, params)
        return instances()

    # -------------------------------------------------------------- shrinking
    def truncate(self, inst, name, value):
        dims = dict(inst.dims, **{name: value})
        params = {}
        for sym, ps in inst.params.items():
            if sym not in self.info.matrices:
                params[sym] = ps
                continue
            kind, rank = self.kind(sym)
            r, c = self.shape(sym, dims)
            if r < 1 or c < 1:
                return None
            want = S.param_shapes(kind, r, c, rank)
            new = {}
            for p, (shape, _) in want.items():
                arr = ps[p]
                if any(w > a for w, a in zip(shape, np.shape(arr))):
                    return None
                new[p] = arr[tuple(slice(0, w) for w in shape)] if shape else arr
            params[sym] = new
        return Instance(dims, params)

    def domains(self, inst):
        for sym in sorted(inst.params):
            kind, rank = self.kind(sym)
            if sym in self.info.matrices:
                r, c = self.shape(sym, inst.dims)
                spec = S.param_shapes(kind, r, c, rank)
            else:
                spec = S.param_shapes(kind, 1, 1)
            for p, (shape, dom) in spec.items():
                for idx in (np.ndindex(*shape) if shape else [()]):
                    yield sym, p, idx, dom


def rng_param(rng, shape, dom):
    if dom == "sign":
        return rng.choice([-1.0, 1.0], size=shape)
    if dom == "weight":
        return rng.integers(1, 5, size=shape).astype(float)
    x = rng.integers(-3, 4, size=shape).astype(float)
    if dom == "positive":
        x = np.abs(x) + 1
    elif dom == "nonzero":
        x = np.where(x == 0, 1.0, x)
    return x if shape else float(x)
