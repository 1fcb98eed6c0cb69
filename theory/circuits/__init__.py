"""Circuits of attention-only transformers (SPEC Part I).

Numeric model: :class:`AttentionOnlyModel`.  Symbolic derivations:
:func:`path_expansion` (C2) and :func:`qk_expansion` (C3).
"""
from .expansion import PathExpansion, PathTerm, PathValues, count_paths, iter_path_terms, path_expansion
from .kronecker import mixed_product
from .model import AttentionOnlyModel, Head, causal_softmax
from .qk import QKExpansion, QKTerm, qk_expansion

__all__ = ["AttentionOnlyModel", "Head", "causal_softmax", "PathExpansion", "PathTerm", "PathValues",
           "path_expansion", "iter_path_terms", "count_paths", "QKExpansion", "QKTerm", "qk_expansion",
           "mixed_product"]
from .composition import (CompositionScores, composition_baseline, composition_score, composition_scores,  # noqa: E402
                          head_labels)
from .constructions import induction_model, previous_token_model  # noqa: E402
from .factored import LowRankMatrix  # noqa: E402
from .importance import TermImportance, term_importance  # noqa: E402
from .positivity import kcomp_qk_positivity, ov_positivity, positivity  # noqa: E402

__all__ += ["composition_score", "composition_scores", "composition_baseline", "CompositionScores", "head_labels",
            "induction_model",
            "previous_token_model", "LowRankMatrix", "term_importance", "TermImportance", "positivity",
            "ov_positivity", "kcomp_qk_positivity"]
from .checkpoints import Transformer, load  # noqa: E402  (real checkpoints: TransformerLens, Hugging Face)

__all__ += ["load", "Transformer"]
