r"""The weight rules of ``theory analyse``: labels of heads read without the model's full forward pass, each a
named object that says what it computes, which scores decide its labels, and its thresholds.

Every rule labels ``copying`` when the direct-path OV positivity is ≥ 1/2; they differ in ``previous-token``
and ``induction`` (thresholds fixed in code before any model they judge was evaluated):

* :data:`ATTENTION_ONLY` (the default): the model's **attention-only part** — every MLP removed, each layer
  reading the normalised residual = embedding + all earlier attention outputs, rotary at the true positions —
  on the behavioural probe; ``previous-token`` / ``induction`` when its previous-token / induction score is
  ≥ 0.4 (:data:`~theory.circuits.heads.behaviour.BEHAVIOUR_THRESHOLD`).  Exact for attention-only models;
* :data:`EXPECTED_INDUCTION`: ``previous-token`` when the weight-based previous-token score is ≥ its
  scheme's threshold (:func:`~theory.circuits.heads.previous_token.previous_token_threshold`: 1/2 for
  learned ``W_pos``, 0.4 for rotary); ``induction`` when Σ — the expected induction attention with every
  candidate partner's write summed (:mod:`.expected_induction`) — is ≥ 0.4 and the named partner's
  K-composition excess is > 0;
* :data:`LOGIT_ADVANTAGE`: the same previous-token rule; ``induction`` when ``π = e^Δ/(e^Δ + T − 1) ≥ 0.4``
  (Δ the token-averaged logit advantage through the partner, :mod:`.predicted_induction`) and the partner's
  K-composition excess is > 0.

The names of version 0.2 (``"v4"``, ``"v3"``, ``"v2"``: when each rule was written, not what it computes)
are still accepted by :func:`weight_rule`, with a DeprecationWarning, until version 0.4.0.

>>> weight_rule("expected_induction") is EXPECTED_INDUCTION, weight_rule(ATTENTION_ONLY).name
(True, 'attention_only')
"""
from __future__ import annotations

import warnings
from dataclasses import dataclass

from theory.errors import InputValueError
from theory.circuits.heads.behaviour import BEHAVIOUR_THRESHOLD


@dataclass(frozen=True)
class WeightRule:
    """One weights rule: ``name`` (API, CLI and JSON), ``computes`` (what decides its labels, one phrase),
    ``induction_score`` (the symbol of its induction score in the table and legend), ``induction_threshold``,
    ``previous_token`` (``"attention_only"``: the attention-only part's previous-token score, threshold
    ``induction_threshold``; ``"weights"``: the weight-based score against its scheme's threshold) and
    ``legacy`` (its name in version 0.2)."""

    name: str
    computes: str
    induction_score: str
    previous_token: str
    legacy: str
    induction_threshold: float = BEHAVIOUR_THRESHOLD

    @property
    def attention_only(self):
        """Whether its labels come from the forward pass with every MLP removed."""
        return self.previous_token == "attention_only"

    def __repr__(self):
        return f"WeightRule({self.name}: {self.computes})"

    def __str__(self):
        return self.name


ATTENTION_ONLY = WeightRule("attention_only", "forward pass with every MLP removed", "ind", "attention_only", "v4")
EXPECTED_INDUCTION = WeightRule("expected_induction", "weight-based previous-token score and Σ", "Σ", "weights", "v3")
LOGIT_ADVANTAGE = WeightRule("logit_advantage", "weight-based previous-token score and π", "π", "weights", "v2")
RULES = (ATTENTION_ONLY, EXPECTED_INDUCTION, LOGIT_ADVANTAGE)
DEFAULT_RULE = ATTENTION_ONLY       # by the choice rule pre-registered before held-out round 4 (there 4/4 each)
REMOVAL = "0.4.0"                   # the version that stops accepting the 0.2 names


def weight_rule(value, name="induction_rule"):
    """``value`` as a :class:`WeightRule`: the rule itself, its name, or its version-0.2 name (with a
    DeprecationWarning); anything else is an :class:`~theory.errors.InputValueError` naming the argument."""
    if isinstance(value, WeightRule):
        return value
    for rule in RULES:
        if isinstance(value, str) and value == rule.name:
            return rule
    for rule in RULES:
        if isinstance(value, str) and value == rule.legacy:
            warnings.warn(f"{name}={value!r} is now {name}={rule.name!r} ({rule.computes}); the name "
                          f"{value!r} goes in version {REMOVAL}", DeprecationWarning, stacklevel=3)
            return rule
    names = ", ".join(repr(r.name) for r in RULES)
    raise InputValueError(f"{name} must be one of {names}; got {value!r}")
