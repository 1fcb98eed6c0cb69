"""Old module paths that still import after a regrouping — one table, with the version that removes them.

:data:`OLD_PATHS` maps every module path that moved (``theory.circuits.checkpoints.report``, the flat
paths of version 0.1, …) to its home now and the version that will stop importing it.  ``import
<old>`` gives the module object of ``<new>`` (the same object, not a copy) with a
:class:`DeprecationWarning`.  An old *package* whose names now live in several modules
(:data:`OLD_PACKAGES`) imports as a small module that forwards each name to its new home, warning on
each name used.  Installed once, by ``theory/__init__.py`` (:func:`install`).

>>> import importlib, sys, warnings
>>> _ = sys.modules.pop("theory.circuits.model", None)
>>> with warnings.catch_warnings(record=True) as w:
...     warnings.simplefilter("always")
...     old = importlib.import_module("theory.circuits.model")
>>> from theory.circuits.models import model as new
>>> old is new, "moved to theory.circuits.models.model" in str(w[-1].message)
(True, True)
"""
import importlib
import importlib.abc
import importlib.util
import sys
import types
import warnings

__all__ = ["OLD_PATHS", "OLD_PACKAGES", "install", "moved_attribute", "keep_old_paths"]

_C, _I = "theory.circuits.", "theory.inference."
_REMOVAL = "0.4.0"

#: old module path → (its home now, the version that removes the old path)
OLD_PATHS = {old: (new, _REMOVAL) for old, new in {
    # flat modules of 0.1 (theory.<old>, theory.circuits.<old>, theory.inference.<old>)
    "theory.strategies": "theory.testing",
    "theory.as_written": "theory.identities.as_written",
    **{_C + m: _C + "symbolic." + m for m in ("symbols", "kronecker", "expansion", "qk", "explicit")},
    **{_C + m: _C + "analysis." + m for m in ("composition", "positivity", "importance")},
    **{_C + m: _C + "models." + m for m in ("model", "factored", "constructions")},
    _C + "induction_analysis": _C + "heads.two_layer",
    _C + "language": _C + "training.language",
    **{_I + m: _I + "strategies." + m for m in ("adaptive", "nonadaptive", "gaussian", "lmmse", "closed_forms",
                                                 "loss", "problems")},
    **{_I + m: _I + "models." + m for m in ("linear_attention", "finite_n", "patching", "data", "mlp")},
    _I + "sampled_training": _I + "training.sampled",
    _I + "learned_policy": _I + "training.learned_policy",
    # 0.2 → 0.3 (issue 39: one room per idea)
    _C + "analysis.induction_analysis": _C + "heads.two_layer",
    _C + "checkpoints.transformer": _C + "models.transformer",
    _C + "checkpoints.sizes": _C + "models.sizes",
    _C + "checkpoints.safetensors_io": _C + "formats.safetensors",
    _C + "checkpoints.gguf_io": _C + "formats.gguf",
    _C + "checkpoints.reading": _C + "formats.reading",
    _C + "checkpoints.hints": _C + "formats.hints",
    _C + "checkpoints.loaders": _C + "loading",
    _C + "checkpoints.behaviour": _C + "heads.behaviour",
    _C + "checkpoints.previous_token": _C + "heads.previous_token",
    _C + "checkpoints.induction": _C + "heads.predicted_induction",
    _C + "checkpoints.expected_induction": _C + "heads.expected_induction",
    _C + "checkpoints.mechanism": _C + "heads.mechanism",
    _C + "checkpoints.blocked": _C + "analysis.blocked",
    _C + "checkpoints.report": _C + "report.analyse",
    _C + "checkpoints.plan": _C + "report.plan",
    _C + "checkpoints.prompt": _C + "report.prompt",
    _C + "learning": _C + "training",
    _C + "learning.code_corpus": _C + "training.code_corpus",
    _C + "learning.corpus": _C + "training.corpus",
    _C + "learning.exact": _C + "training.exact",
    _C + "learning.formed": _C + "training.formed",
    _C + "learning.language": _C + "training.language",
    _C + "learning.model_cache": _C + "training.cache",
    _C + "learning.shipped": _C + "training.shipped",
    _C + "learning.state": _C + "training.state",
    _C + "learning.training": _C + "training.segments",
    _I + "learning": _I + "training",
    _I + "learning.flat_adam": _I + "training.flat_adam",
    _I + "learning.learned_policy": _I + "training.learned_policy",
    _I + "learning.meanfield_training": _I + "training.meanfield",
    _I + "learning.mlp": _I + "models.mlp",
    _I + "learning.nonadaptive_training": _I + "training.nonadaptive",
    _I + "learning.refit": _I + "training.refit",
    _I + "learning.sampled_training": _I + "training.sampled",
    _I + "learning.training": _I + "training.linear_attention",
    **{"theory." + m: "theory.system." + m for m in ("files", "parallel", "threads", "progress", "optional")},
    "theory._moved": "theory.system.moved",
    "theory.cli.running": "theory.claims.runner",
    # the claims: ID_slug files, the shared runs by what they train
    "theory.proofs.C1": "theory.proofs.C1_virtual_head",
    "theory.proofs.C2": "theory.proofs.C2_path_expansion",
    "theory.proofs.C3": "theory.proofs.C3_qkv_composition",
    "theory.proofs.C4": "theory.proofs.C4_composition_baseline",
    "theory.proofs.C5": "theory.proofs.C5_eigenvalue_positivity",
    "theory.proofs.C6": "theory.proofs.C6_induction_head",
    "theory.proofs.C7": "theory.proofs.C7_virtual_two_back_head",
    "theory.proofs.C8": "theory.proofs.C8_term_importance",
    "theory.proofs.I1": "theory.proofs.I1_gaussian_posterior",
    "theory.proofs.I2": "theory.proofs.I2_gaussian_no_depth_advantage",
    "theory.proofs.I3": "theory.proofs.I3_adaptive_tree_prior",
    "theory.proofs.I4": "theory.proofs.I4_nonadaptive_tree_prior",
    "theory.proofs.I5": "theory.proofs.I5_gaussian_surrogate",
    "theory.proofs.I6": "theory.proofs.I6_compiled_models",
    "theory.proofs.I7": "theory.proofs.I7_key_patching",
    "theory.proofs.I8": "theory.proofs.I8_finite_n",
    "theory.proofs.L1": "theory.proofs.L1_trained_adaptive_tree",
    "theory.proofs.L2": "theory.proofs.L2_trained_gaussian",
    "theory.proofs.L3": "theory.proofs.L3_trained_induction_head",
    "theory.proofs.L4": "theory.proofs.L4_trained_routing",
    "theory.proofs.L5": "theory.proofs.L5_depth_scaling",
    "theory.proofs.L6": "theory.proofs.L6_trained_key_patching",
    "theory.proofs.L7": "theory.proofs.L7_trained_term_importance",
    "theory.proofs.L8": "theory.proofs.L8_trained_composition",
    "theory.proofs.L9": "theory.proofs.L9_trained_gaussian_depth",
    "theory.proofs.L10": "theory.proofs.L10_phase_change",
    "theory.proofs.L11": "theory.proofs.L11_natural_term_importance",
    "theory.proofs.L12": "theory.proofs.L12_natural_composition",
    "theory.proofs._circuits": "theory.proofs._runs.markov",
    "theory.proofs._corpus": "theory.proofs._runs.natural_text",
    "theory.proofs._depth": "theory.proofs._runs.depth",
    "theory.proofs._learned": "theory.proofs._runs.linear_attention",
}.items()}

#: old package whose public names now live in several modules → {name: its module now}
OLD_PACKAGES = {
    _C + "checkpoints": {
        **{n: _C + "loading" for n in ("load", "from_transformer_lens_state_dict", "from_hf_gpt2", "from_hf_llama",
                                       "from_gguf")},
        **{n: _C + "models.transformer" for n in ("Transformer", "MLP", "Rotary")},
        **{n: _C + "formats.safetensors" for n in ("load_safetensors", "save_safetensors")},
    },
}


def _warn(old, new, stacklevel=3):
    removal = OLD_PATHS[old][1] if old in OLD_PATHS else _REMOVAL
    warnings.warn(f"{old} moved to {new}; import it from there (the old path goes in version {removal})",
                  DeprecationWarning, stacklevel=stacklevel)


def moved_attribute(old, name, homes):
    """``old.<name>`` from the first module of ``homes`` that has it, with a DeprecationWarning; for a
    module ``__getattr__`` (PEP 562) of a package that took the place of a flat module of the same path."""
    if name.startswith("__"):                   # dunders are the package's own (__all__, __path__, …)
        raise AttributeError(f"module {old!r} has no attribute {name!r}")
    for home in homes:
        module = importlib.import_module(home)
        if hasattr(module, name):
            _warn(f"{old}.{name}", f"{home}.{name}", stacklevel=4)
            return getattr(module, name)
    raise AttributeError(f"module {old!r} has no attribute {name!r}")


class _Forwarding(types.ModuleType):
    """An old package: each public name from its module now, with a DeprecationWarning."""

    def __getattr__(self, name):
        homes = OLD_PACKAGES[self.__name__]
        if name not in homes:
            raise AttributeError(f"module {self.__name__!r} has no attribute {name!r}")
        _warn(f"{self.__name__}.{name}", f"{homes[name]}.{name}")
        return getattr(importlib.import_module(homes[name]), name)


class _OldPaths(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Import an old path of :data:`OLD_PATHS` as its new home's module object; an old package of
    :data:`OLD_PACKAGES` as a forwarding module."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname not in OLD_PATHS and fullname not in OLD_PACKAGES:
            return None
        spec = importlib.util.spec_from_loader(fullname, self, is_package=fullname in OLD_PACKAGES)
        spec.loader_state = OLD_PATHS[fullname][0] if fullname in OLD_PATHS else None
        return spec

    def create_module(self, spec):
        new = spec.loader_state
        if new is None:                                  # an old package: forwards its names
            module = _Forwarding(spec.name, f"the old package {spec.name} (its names moved; see theory.system.moved)")
            module.__path__ = []
            module.__all__ = sorted(OLD_PACKAGES[spec.name])
            return module
        _warn(spec.name, new, stacklevel=2)
        module = importlib.import_module(new)
        spec.loader_state = module.__spec__          # importlib overwrites __spec__ with the alias's; restored below
        return module

    def exec_module(self, module):
        if isinstance(module, _Forwarding):
            return
        module.__spec__ = module.__spec__.loader_state


def install():
    """Put the finder of old paths first on ``sys.meta_path`` (once): a stale old file must not shadow a move."""
    if not any(isinstance(f, _OldPaths) for f in sys.meta_path):
        sys.meta_path.insert(0, _OldPaths())


def keep_old_paths(package, table):
    """Version 0.2's way to keep old paths (``theory._moved.keep_old_paths``): ``package.<old>`` imports as
    ``package.<new>`` for each ``old: new`` of ``table``, with a DeprecationWarning — entries of :data:`OLD_PATHS`."""
    for old, new in dict(table).items():
        OLD_PATHS.setdefault(f"{package}.{old}", (f"{package}.{new}", _REMOVAL))
    install()
