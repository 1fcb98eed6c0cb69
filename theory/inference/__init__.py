"""Adaptive inference and function vectors (SPEC Part II)."""
