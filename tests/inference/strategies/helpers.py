"""``_Finite``: a finite prior rebuilt from the definitions (support, weights, loss masses), the brute-force
reference of the adaptive and non-adaptive solvers' tests."""
from fractions import Fraction

from theory.inference import TreePrior


class _Finite:
    """A finite prior from its definition: ``points`` (support × coordinates), ``probs``, ``q``."""

    def __init__(self, points, probs, q, labels, outcome):
        self.points, self.probs, self.q, self.labels, self.outcome = points, probs, q, labels, outcome
        self.memo = {}

    @classmethod
    def of(cls, prior):
        if isinstance(prior, TreePrior):
            K = prior.depth
            nodes = [(k, i) for k in range(1, K + 1) for i in range(2 ** k)]
            points = [[int(s >> (K - k) == i) for k, i in nodes] for s in range(2 ** K)]
            return cls(points, [Fraction(1, 2 ** K)] * 2 ** K, [prior.alpha ** k for k, _ in nodes],
                       [str(n) for n in nodes], lambda v: "on path" if v else "off path")
        return cls(prior.points, prior.probs, prior.scales_sq, [f"θ[{c}]" for c in range(prior.dim)],
                   lambda v: f"v={v}")

    def mass(self, S):
        return sum((self.probs[s] for s in S), Fraction(0))

    def loss(self, S):
        P = self.mass(S)
        if P == 0:
            return P
        total = Fraction(0)
        for c, q in enumerate(self.q):
            mean = sum(self.probs[s] * self.points[s][c] for s in S) / P
            total += q * sum(self.probs[s] * (self.points[s][c] - mean) ** 2 for s in S)
        return total

    def split(self, S, c):
        """Outcome classes of reading c on S, in the solver's order (trees: on path first; else by value)."""
        values = sorted({self.points[s][c] for s in S}, reverse=self.outcome(1) == "on path")
        return [(v, frozenset(s for s in S if self.points[s][c] == v)) for v in values]

    def options(self, S, m):
        """``{c: value of reading c first}`` over the coordinates that split S."""
        return {c: sum(self.value(sub, m - 1) for _, sub in self.split(S, c))
                for c in range(len(self.q)) if len(self.split(S, c)) > 1}

    def value(self, S, m):
        if (S, m) not in self.memo:
            opts = self.options(S, m) if m > 0 else {}
            self.memo[S, m] = min([self.loss(S), *opts.values()])
        return self.memo[S, m]

    def check_policy(self, node, S, m):
        """Every field of the solver's policy node for the state (S, m)."""
        assert node.loss == self.loss(S) and node.mass == self.mass(S)
        opts = self.options(S, m) if m > 0 else {}
        best = min(opts.values(), default=None)
        if best is None or not best < self.loss(S):
            assert (node.coordinate, node.label, node.ties, node.tie_labels, node.branches) == (None, "stop", (), (), ())
            return self.loss(S)
        ties = tuple(c for c in sorted(opts) if opts[c] == best)
        assert node.ties == ties and node.coordinate == ties[0]
        assert node.label == self.labels[ties[0]] and node.tie_labels == tuple(self.labels[c] for c in ties)
        parts = self.split(S, node.coordinate)
        assert [o for o, _, _ in node.branches] == [self.outcome(v) for v, _ in parts]
        total = Fraction(0)
        for (_, p, child), (_, sub) in zip(node.branches, parts):
            assert p == self.mass(sub) / self.mass(S)
            total += self.check_policy(child, sub, m - 1)
        assert total == best
        return total
