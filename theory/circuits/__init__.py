"""Circuits of attention-only transformers (docs/theory.md, Part I).

Numeric model: :class:`AttentionOnlyModel`.  Symbolic derivations:
:func:`path_expansion` (C2) and :func:`qk_expansion` (C3).

Folders by idea, from the bottom (docs/layout.md is the map):

* :mod:`.symbolic` — the paper's symbols, the Kronecker mixed product, the path expansion (C2),
  the QK expansion (C3), explicit small-model expressions;
* :mod:`.models` — the numeric attention-only model, low-rank factored matrices, hand-built
  constructions, the loaded :class:`~theory.circuits.models.transformer.Transformer` and the memory
  of its steps;
* :mod:`.formats` — checkpoint files (safetensors, TransformerLens, Hugging Face, GGUF);
* :mod:`.analysis` — weight circuits: composition scores, eigenvalue positivity, term importance;
* :mod:`.heads` — the roles of heads and the evidence: behaviour, previous-token and induction
  scores from the weights, the mechanism and its ablation;
* :mod:`.training` — the Markov language of the fast tests, corpora and the trainers (``train`` extra);
* :mod:`.loading` — :func:`load`: any checkpoint as a ``Transformer``;
* :mod:`.report` — ``theory analyse``'s report of a loaded model.

Old module paths (``theory.circuits.model``, ``theory.circuits.checkpoints.report``, …) still
import, with a DeprecationWarning, as the same module objects as their new homes (one table for
the package: :data:`theory.system.moved.OLD_PATHS`, with the version that removes each).
"""
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
from theory.circuits.models.transformer import Transformer
from theory.circuits.loading import load  # noqa: E402  (real checkpoints: TransformerLens, Hugging Face)

__all__ += ["load", "Transformer"]
