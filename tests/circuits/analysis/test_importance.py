"""Term importance (C8): requests too large refused before starting."""
import numpy as np
import pytest


@pytest.mark.found_by('adversarial probing, rounds 1-2 (tests/test_redteam.py)')
def test_term_importance_refuses_a_million_sequences_before_starting():
    """term_importance(induction_model(8, 10), 10⁶ sequences) ran ~31 s (and ~5 s validating tokens) with no work
    limit; the estimate (multiply-adds, the unit that grows with sequences × length²) now refuses it up front."""
    import time
    from theory.circuits.models.constructions import induction_model
    from theory.circuits.analysis.importance import MAX_IMPORTANCE_WORK, importance_work, term_importance
    from theory.errors import TooLargeError
    m = induction_model(8, 10)
    big = np.broadcast_to(np.arange(8).repeat(2)[:10], (1_000_000, 10))   # no 80 MB allocation for the probe
    assert importance_work(m, [10] * 1_000_000) > MAX_IMPORTANCE_WORK
    t0 = time.process_time()
    with pytest.raises(TooLargeError, match=r"term_importance on 1000000 sequences \(longest 10 tokens\) would need "
                                            r"about 8\.61e\+10 multiply-adds \(limit MAX_IMPORTANCE_WORK = 5e\+10\)"):
        term_importance(m, big)
    with pytest.raises(TooLargeError, match="1000000 sequences"):
        term_importance(m, [[1, 2, 3, 4, 5, 6, 7, 0, 1, 2]] * 1_000_000)
    assert time.process_time() - t0 < 5            # refused up front (generous: the machine is shared)
    small = term_importance(m, big[:50])            # below the limit the work is done, and agrees with the loop
    assert np.allclose(small.loss, term_importance(m, big[:50], method="loop").loss, rtol=1e-10, atol=1e-12)
    # the estimate grows like the work: length² (scores) and the number of paths (per_term)
    assert importance_work(m, [20]) > 2 * importance_work(m, [10])
    assert importance_work(m, [10], per_term=True) > importance_work(m, [10])
