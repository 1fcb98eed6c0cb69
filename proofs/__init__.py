"""The claims: one module per claim, ``ID_slug.py``, each defining ``CLAIM = Claim(...)``.

This folder sits at the top of the repository and is installed as ``theory.proofs`` (setup.cfg's
``package_dir``; in a source checkout :mod:`theory` finds it next to itself).  ``theory prove``
discovers the claims here by their ``CLAIM`` (:func:`theory.claims.discover`); the ID of a module's
claim is its file name up to the first ``_``.  The pre-registered training runs that several claims
share live in ``_runs/``; claim modules import ``_runs`` and the package, never each other.
"""
# old module (theory.proofs.<old>) → its home now: claim files are named ID_slug, the shared runs by what
# they train (issue 39)
_MOVED = {
    "C1": "C1_virtual_head",
    "C2": "C2_path_expansion",
    "C3": "C3_qkv_composition",
    "C4": "C4_composition_baseline",
    "C5": "C5_eigenvalue_positivity",
    "C6": "C6_induction_head",
    "C7": "C7_virtual_two_back_head",
    "C8": "C8_term_importance",
    "I1": "I1_gaussian_posterior",
    "I2": "I2_gaussian_no_depth_advantage",
    "I3": "I3_adaptive_tree_prior",
    "I4": "I4_nonadaptive_tree_prior",
    "I5": "I5_gaussian_surrogate",
    "I6": "I6_compiled_models",
    "I7": "I7_key_patching",
    "I8": "I8_finite_n",
    "L1": "L1_trained_adaptive_tree",
    "L2": "L2_trained_gaussian",
    "L3": "L3_trained_induction_head",
    "L4": "L4_trained_routing",
    "L5": "L5_depth_scaling",
    "L6": "L6_trained_key_patching",
    "L7": "L7_trained_term_importance",
    "L8": "L8_trained_composition",
    "L9": "L9_trained_gaussian_depth",
    "L10": "L10_phase_change",
    "L11": "L11_natural_term_importance",
    "L12": "L12_natural_composition",
    "_circuits": "_runs.markov",
    "_corpus": "_runs.natural_text",
    "_depth": "_runs.depth",
    "_learned": "_runs.linear_attention",
}

from theory._moved import keep_old_paths  # noqa: E402  (after the table, which stays at the top)

keep_old_paths("theory.proofs", _MOVED)
