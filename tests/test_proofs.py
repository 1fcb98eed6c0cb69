"""Every claim runs to a computed verdict; the ones SPEC states correctly come out verified."""
import os

import pytest

from theory.claims import discover

CLAIMS = discover()


def test_every_claim_id_is_registered():
    ids = [c.id for c in CLAIMS]
    for expected in ("C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "I1", "I2", "I3", "I4", "I5"):
        assert expected in ids


def _has_torch():
    try:
        import torch  # noqa: F401
    except ImportError:
        return False
    return True


# Claims whose training takes minutes (L1 ≈ 3 min, L2 ≈ 40 s, L4 reuses L1's runs, L7 and L8 share
# six runs): `theory prove` runs them; the suite runs them only with THEORY_SLOW=1, and covers the
# training code with short runs in tests/test_learned_models.py and tests/test_trained_circuits.py.
SLOW = {"L1", "L2", "L4", "L5", "L6", "L7", "L8", "L9", "L10", "L11", "L12"}

# Claims whose pre-registered check came out refuted (issue #14): at the settings fixed in
# proofs/_runs/markov.py the 4-head models form no previous-token → induction K-composition in
# 3000 steps, their virtual heads carry ~23% of the reduction, the direct path stays short of
# the bigram entropy, and the positivity corner also holds weak non-K-composing heads.  The
# suite pins the verdict (a change either way must be looked at), the checks that failed, and
# that the rest of the evidence is computed.  L9 (issue 12) was refuted at its first settings (Model B's
# decoder 6.2% above the Gaussian optimum at M = 4, failing (a) and (b)).  (L5 was refuted at its first
# settings, seeds 0-2; at the second pre-registration in proofs/_runs/depth.py, seeds 10-12, it is verified,
# and at the third, seeds 20-22, verified with every seed at MSE_ad(4).)  L9 is verified at its second
# pre-registration (seed 1, B's decoder refit).
# L10-L12 (issue 24, KJV bytes, 4 M tokens per model): no induction head forms at that budget (predicted at
# registration), so every induction-dependent check fails; L11 (a) (T<=2 exact) holds.
REFUTED = {"L7": {"(b)", "(c)"}, "L8": {"(b)", "(c)", "(d)"},
           "L10": {"(a)", "(b)", "(c)"}, "L11": {"(b)", "(c)"}, "L12": {"(a)", "(b)", "(c)", "(d)"}}


@pytest.mark.parametrize("claim", CLAIMS, ids=[c.id for c in CLAIMS])
def test_claim_is_verified_by_computation(claim):
    if claim.id.startswith("L") and not _has_torch():    # L10-L12 also skip without the corpus extra
        result = claim.execute()
        assert result.status == "skipped" and "train" in result.evidence["skipped"]
        return
    if claim.id in SLOW and not os.environ.get("THEORY_SLOW"):
        pytest.skip(f"{claim.id} trains for minutes; run `theory prove --only {claim.id}` or set THEORY_SLOW=1")
    result = claim.execute()
    failed = [c for c in result.evidence.get("checks", []) if not c["passed"]]
    if claim.id in REFUTED:
        assert result.status == "refuted", (result.evidence.get("error"), failed)
        assert {c["name"][:3] for c in failed} == REFUTED[claim.id], [c["name"] for c in failed]
        assert not any("negative control" in c["name"] for c in failed)
    else:
        assert result.status == "verified", (result.evidence.get("error"), failed)
    assert len(result.evidence["checks"]) >= 3
    assert any("negative control" in c["name"] for c in result.evidence["checks"])
    controls = [c for c in result.evidence["checks"] if c.get("control")]
    assert controls and all(c["passed"] and c["false variant refuted"] for c in controls)
