"""Circuits of attention-only transformers (docs/theory.md, Part I).

Numeric model: :class:`AttentionOnlyModel`.  Symbolic derivations:
:func:`path_expansion` (C2) and :func:`qk_expansion` (C3).

Five folders, by idea:

* :mod:`.symbolic` — the paper's symbols, the Kronecker mixed product, the path expansion (C2),
  the QK expansion (C3), explicit small-model expressions;
* :mod:`.analysis` — analyses of weights: composition scores, eigenvalue positivity, term
  importance, induction-head analysis;
* :mod:`.models` — the numeric attention-only model, low-rank factored matrices, hand-built
  constructions;
* :mod:`.learning` — the Markov language of the fast tests and the trainer (``train`` extra);
* :mod:`.checkpoints` — real checkpoints (TransformerLens, Hugging Face, GGUF) and their reports.

The flat module paths of version 0.1 (``theory.circuits.model``, ``theory.circuits.qk``, …)
still import, with a DeprecationWarning, as the same module objects as their new homes
(table ``_MOVED``).
"""
from theory._moved import keep_old_paths
from theory.circuits.symbolic.expansion import PathExpansion, PathTerm, PathValues, count_paths, iter_path_terms, path_expansion
from theory.circuits.symbolic.kronecker import mixed_product
from theory.circuits.models.model import AttentionOnlyModel, Head, causal_softmax
from theory.circuits.symbolic.qk import QKExpansion, QKTerm, qk_expansion

__all__ = ["AttentionOnlyModel", "Head", "causal_softmax", "PathExpansion", "PathTerm", "PathValues",
           "path_expansion", "iter_path_terms", "count_paths", "QKExpansion", "QKTerm", "qk_expansion",
           "mixed_product"]
from theory.circuits.analysis.composition import (CompositionScores, composition_baseline, composition_score,  # noqa: E402
                                   composition_scores, head_labels)
from theory.circuits.models.constructions import induction_model, previous_token_model  # noqa: E402
from theory.circuits.models.factored import LowRankMatrix  # noqa: E402
from theory.circuits.analysis.importance import TermImportance, term_importance  # noqa: E402
from theory.circuits.analysis.positivity import kcomp_qk_positivity, ov_positivity, positivity  # noqa: E402

__all__ += ["composition_score", "composition_scores", "composition_baseline", "CompositionScores", "head_labels",
            "induction_model",
            "previous_token_model", "LowRankMatrix", "term_importance", "TermImportance", "positivity",
            "ov_positivity", "kcomp_qk_positivity"]
from theory.circuits.checkpoints import Transformer, load  # noqa: E402  (real checkpoints: TransformerLens, Hugging Face)

__all__ += ["load", "Transformer"]

# flat module (theory.circuits.<old>) before the regrouping → its home now (theory.circuits.<new>)
_MOVED = {
    **{m: f"symbolic.{m}" for m in ("symbols", "kronecker", "expansion", "qk", "explicit")},
    **{m: f"analysis.{m}" for m in ("composition", "positivity", "importance", "induction_analysis")},
    **{m: f"models.{m}" for m in ("model", "factored", "constructions")},
    **{m: f"learning.{m}" for m in ("language", "training")},
}
keep_old_paths(__name__, _MOVED)
