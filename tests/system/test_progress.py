"""Long computations show progress on a terminal and state their size first (issue 25 item 9);
off in tests, pipes and doctests unless asked for."""
import io
import sys

import pytest

from theory.errors import InputTypeError
from theory.inference import TreePrior, nonadaptive_sweep, optimal_adaptive, optimal_nonadaptive


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_default_is_silent_off_a_terminal(capsys):
    optimal_adaptive(TreePrior(6, "1/2"), 4)                 # large enough for a bar on a terminal
    nonadaptive_sweep(TreePrior(4, "1/2"), 4)
    assert capsys.readouterr().err == ""


def test_on_a_terminal_large_problems_show_a_bar_with_the_estimated_size_and_small_ones_none(monkeypatch):
    term = _Terminal()
    monkeypatch.setattr(sys, "stderr", term)
    optimal_adaptive(TreePrior(3, "1/2"), 2)                 # 27 states: instant, no bar
    assert term.getvalue() == ""
    r = optimal_adaptive(TreePrior(6, "1/2"), 4)
    out = term.getvalue()
    assert "adaptive DP on T(6, 1/2), M=4 (~445 states × 126 coordinates)" in out, out
    assert r.states == 445                                   # the estimate is the measured memo size


def test_progress_true_forces_the_bar_and_does_not_change_results(capsys):
    quiet = optimal_adaptive(TreePrior(5, "1/2"), 3, progress=False)
    shown = optimal_adaptive(TreePrior(5, "1/2"), 3, progress=True)
    err = capsys.readouterr().err
    assert "adaptive DP on T(5, 1/2), M=3 (~50 states × 62 coordinates)" in err
    assert (quiet.mse, quiet.states, str(quiet.policy)) == (shown.mse, shown.states, str(shown.policy))
    na = optimal_nonadaptive(TreePrior(3, "1/2").to_discrete(), 3, progress=True)
    assert "non-adaptive search over C(14, 3) = 364 sets" in capsys.readouterr().err
    assert na.mse == optimal_nonadaptive(TreePrior(3, "1/2"), 3).mse
    sweep = nonadaptive_sweep(TreePrior(4, "1/2"), 3, progress=True)
    assert "non-adaptive orbit search on T(4, 1/2), M ≤ 3" in capsys.readouterr().err
    assert [s.mse for s in sweep] == [s.mse for s in nonadaptive_sweep(TreePrior(4, "1/2"), 3, progress=False)]


@pytest.mark.parametrize("bad", ["yes", 1, 0.5])
def test_progress_must_be_a_bool_or_none(bad):
    with pytest.raises(InputTypeError, match="progress"):
        optimal_adaptive(TreePrior(2, "1/2"), 1, progress=bad)
