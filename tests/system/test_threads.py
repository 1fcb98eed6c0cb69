"""BLAS thread pinning (theory.system.threads) and ``theory analyse --threads``."""
import pytest
from threadpoolctl import threadpool_info, threadpool_limits

from theory.cli import main
from theory.errors import InputTypeError, InputValueError
from theory.system.threads import blas_threads, check_threads, default_threads
import os


def _blas_threads():
    found = [p["num_threads"] for p in threadpool_info() if p["user_api"] == "blas"]
    if not found:
        pytest.skip("no BLAS library visible to threadpoolctl")
    return found


def test_blas_threads_pins_and_restores():
    import numpy as np
    np.ones((2, 2)) @ np.ones((2, 2))              # BLAS loaded
    with threadpool_limits(limits=2, user_api="blas"):
        assert set(_blas_threads()) == {2}
        with blas_threads(1) as n:
            assert n == 1 and set(_blas_threads()) == {1}
        assert set(_blas_threads()) == {2}
        with blas_threads() as n:                  # the default, whatever it is here
            assert 1 <= n <= 4
            assert set(_blas_threads()) == {n}


@pytest.mark.parametrize("cores, load, expected", [(1, 0.0, 1), (2, 8.4, 1), (2, 0.3, 2), (4, 1.6, 2), (64, 0.0, 4),
                                                   (3, 2.4, 1), (8, 20.0, 1)])
def test_default_threads_rule(cores, load, expected):
    assert default_threads(cores=cores, load=load) == expected


@pytest.mark.parametrize("bad, error", [(0, InputValueError), (-2, InputValueError), (1.5, InputTypeError),
                                        (True, InputTypeError), ("2", InputTypeError)])
def test_bad_thread_counts_are_refused_by_name(bad, error):
    with pytest.raises(error, match="threads must be a positive integer"):
        check_threads(bad)


def test_cli_refuses_zero_threads(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["analyse", "nonexistent-dir", "--threads", "0"])
    err = capsys.readouterr().err
    assert exit_.value.code == 2 and "--threads must be a positive integer" in err and "Traceback" not in err


def test_any_integer_type_is_a_thread_count():
    import numpy as np
    assert check_threads(np.int64(1)) == 1 and type(check_threads(np.int32(1))) is int
    with pytest.raises(InputTypeError, match="got bool"):
        check_threads(np.bool_(True))


@pytest.mark.parametrize("bad", [10 ** 6, 2 ** 70])
def test_more_threads_than_cores_are_refused_before_blas_sees_them(bad, monkeypatch):
    """OpenBLAS silently caps 10**6 at its build's maximum (64 here) and 2**70 is a ctypes
    OverflowError: both are refused by name, with the cores available, before threadpoolctl runs."""
    import theory.system.threads as threads
    monkeypatch.setattr(threads, "available_cores", lambda: 3)
    with pytest.raises(InputValueError, match=rf"threads must be a positive integer at most 3 .*got {bad}"):
        with blas_threads(bad):
            pass
    assert check_threads(3) == 3


def test_cli_refuses_a_thread_count_above_the_cores(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["analyse", "nonexistent-dir", "--threads", str(10 ** 6)])
    err = capsys.readouterr().err
    assert exit_.value.code == 2 and "--threads must be a positive integer at most" in err and "Traceback" not in err
    assert "omit it for the default" in err and "None" not in err


@pytest.mark.found_by('hostile input, round 4 (issue 32, item 11; tests/test_round4_hangs.py)')
def test_available_cores_is_this_process_affinity_not_the_machine(monkeypatch):
    """Mutant: os.cpu_count() instead of the CPU affinity (equal on an unrestricted machine)."""
    import theory.system.parallel as par
    import theory.system.threads as thr
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0}, raising=False)
    monkeypatch.setattr(os, "cpu_count", lambda: 64)
    assert thr.available_cores() == 1 and par.available_cores() == 1
    assert thr.default_threads(load=0.0) == 1
    with pytest.raises(InputValueError, match="at most 1 "):
        thr.check_threads(2)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 3, 5}, raising=False)
    assert thr.available_cores() == 3 and thr.default_threads(load=0.0) == 3
