"""What every trainer (Models A, B, C and the attention-only one) checks before torch is imported."""
import pytest

from theory.errors import InputValueError


@pytest.mark.found_by('adversarial probing, round 3 (tests/test_redteam.py)')
@pytest.mark.parametrize("seed", [10**23, 2**32, -1])
def test_library_trainers_name_a_seed_out_of_range(seed, monkeypatch):
    """`train_linear_attention(seed=10**23)` ended in torch's bare ValueError ('Overflow when unpacking
    long long'), `train_sampled_a` and `train_attention_only` did not check the seed at all: every
    trainer refuses a seed outside [0, 2**32 − 1] (the CLI's range) by name, before torch is imported."""
    from theory.circuits.training.segments import train_attention_only
    from theory.inference import TreePrior as Tree
    from theory.inference.training.meanfield import train_meanfield_depths
    from theory.inference.training.nonadaptive import train_nonadaptive_run
    from theory.inference.training.sampled import train_sampled_a
    from theory.inference.training.linear_attention import train_linear_attention
    real_import = __import__

    def no_torch(name, *args, **kwargs):
        if name == "torch" or name.startswith("torch."):
            raise AssertionError("torch imported before the seed was checked")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr("builtins.__import__", no_torch)
    T2 = Tree(2, "1/2")
    for call in (lambda: train_linear_attention(T2, "A", 1, steps=1, seed=seed, progress=False),
                 lambda: train_sampled_a(T2, 1, steps=1, seed=seed, progress=False),
                 lambda: train_meanfield_depths(T2, 1, steps=1, seed=seed, progress=False),
                 lambda: train_nonadaptive_run(T2, "B", 1, steps=1, seed=seed),
                 lambda: train_attention_only(n_layers=1, steps=1, seed=seed, progress=False)):
        with pytest.raises(InputValueError, match=r"seed must be an integer"):
            call()
