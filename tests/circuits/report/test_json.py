"""The JSON of ``theory analyse``'s head report."""
import numpy as np
import pytest


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
def test_the_head_report_json_leaves_non_composing_pairs_empty():
    """analyse --json wrote 0.0 as the composition excess of pairs that cannot compose (same or later layer): it
    reads as 'exactly at the 1/d_model baseline'.  They are now null; real pairs keep their value."""
    from theory.circuits import AttentionOnlyModel, composition_scores
    from theory.circuits.report.analyse import analyse
    from theory.circuits.analysis.composition import composition_baseline
    model = AttentionOnlyModel.random(2, 2, 8, 4, 10, 6, seed=0)
    values = analyse(model, precision="double").as_dict()["composition_excess"]["K"]["values"]   # [later][earlier]
    K = np.asarray(composition_scores(model, "K"))
    for later in range(4):
        for earlier in range(4):
            le, he, ll, hl = earlier // 2, earlier % 2, later // 2, later % 2
            if le < ll:
                assert abs(values[later][earlier] - (K[le, he, ll, hl] ** 2 - composition_baseline(8))) < 1e-9
            else:
                assert values[later][earlier] is None
