"""Analyses of a model's weights: composition scores (C4), eigenvalue positivity (C5), term
importance (C6) and induction-head analysis."""
