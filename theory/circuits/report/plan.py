"""The plan of :func:`.report.analyse`: every step's memory held at once and multiply-adds at a
model's shape (:class:`.sizes.Shape`), computed without any model — what ``theory analyse`` prints
before it starts, and the dry run of the size checks at shapes too large to build here."""
from __future__ import annotations

from dataclasses import dataclass

from theory.validation import format_bytes
from theory.circuits.heads.behaviour import DEFAULT_LENGTH, DEFAULT_SEQUENCES, PROBE_BATCH
from theory.circuits.heads.expected_induction import INDUCTION_SEQUENCES, induction_macs
from theory.circuits.heads.previous_token import ROTARY_SEQUENCES
from theory.circuits.models.sizes import (F64, circuits_bytes, composition_block_plan, composition_macs, forward_macs, induction_bytes,
                    rotary_bytes, rotary_macs, seconds, stream_bytes)


@dataclass(frozen=True)
class Step:
    what: str
    bytes: float
    macs: float
    speed: float = 1.0      # relative to :data:`.sizes.MACS_PER_SECOND` (2: single precision)

    @property
    def seconds(self):
        """The step's up-front time estimate on one core."""
        return seconds(self.macs) / self.speed

    def __str__(self):
        return f"{self.what}: holds ≈ {format_bytes(self.bytes)}, ≈ {self.macs:.3g} multiply-adds"


def analyse_plan(s, probe_length=None, probe_count=None, rotary_count=None, induction_count=None,
                 partners=None, load=True, induction=True, precision="double"):
    """Every step of :func:`.report.analyse` at shape ``s`` as :class:`Step` (bytes held at once,
    multiply-adds), the defaults those of ``analyse``; ``partners``: the expected_induction rule's partner
    candidates (default: every head of every layer but the last); ``induction=False`` leaves out
    the expected_induction rule's expected induction attention (``analyse`` computes it only for that rule or when
    asked); ``precision="single"``: the composition and rotary steps run in float32, about twice
    the rate.  Computed without any model."""
    fast = 2.0 if precision == "single" else 1.0
    T = probe_length or (min(DEFAULT_LENGTH, s.n_vocab, s.n_ctx // 2) if s.n_ctx else min(DEFAULT_LENGTH, s.n_vocab))
    n_probe = probe_count or DEFAULT_SEQUENCES
    steps = []
    if load:
        steps.append(Step("loading (float64 attention weights, kv heads expanded; float32 MLPs and embedding)",
                          F64 * s.n_layers * 4 * max(s.n_heads) * s.d_head * s.d_model
                          + 4 * (s.n_layers * (3 if s.gated else 2) * s.d_model * s.d_mlp + s.n_vocab * s.d_model),
                          0.0))
    steps.append(Step("OV/QK circuits", circuits_bytes(s),
                      float(s.n_vocab * s.d_model ** 2 + 2 * s.heads * s.d_model ** 2 * s.d_head)))
    steps.append(Step("composition scores", composition_block_plan(s)[1], composition_macs(s), fast))
    if s.rotary:
        n_rot = rotary_count or ROTARY_SEQUENCES
        steps.append(Step(f"rotary previous-token score ({n_rot} contexts of {2 * T} tokens)",
                          rotary_bytes(s, n_rot, 2 * T), rotary_macs(s, n_rot, 2 * T), fast))
    n_ind = induction_count or INDUCTION_SEQUENCES
    if partners is None:
        partners = s.heads - s.n_heads[-1]
    if induction:
        steps.append(Step(f"expected induction attention ({partners} partners, {n_ind} contexts)",
                          induction_bytes(s, n_ind, 2 * T), induction_macs(s, partners, n_ind, T)))
    steps.append(Step(f"attention-only probe ({n_probe} contexts of {2 * T} tokens)",
                      stream_bytes(s, 2 * T, min(n_probe, PROBE_BATCH)),
                      n_probe * forward_macs(s, 2 * T, attention_only=True, logits=False)))
    steps.append(Step(f"behavioural probe ({n_probe} contexts of {2 * T} tokens)",
                      stream_bytes(s, 2 * T, min(n_probe, PROBE_BATCH)),
                      n_probe * forward_macs(s, 2 * T, logits=False)))
    return steps
