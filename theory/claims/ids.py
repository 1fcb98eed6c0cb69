"""The rule for claim IDs (they become file names of figures, LaTeX labels and CLI arguments)."""
from __future__ import annotations

import re


_USER_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9.-]*$")


def check_claim_id(claim_id, where=""):
    """Refuse a claim ID that is not letters, digits, '.' and '-' starting with a letter or digit (IDs
    become file names of figures, LaTeX labels and CLI arguments); ``where`` prefixes the message.

    >>> check_claim_id("C1")
    'C1'
    >>> check_claim_id("../x")
    Traceback (most recent call last):
    ...
    theory.errors.InputValueError: claim ID '../x' must be letters, digits, '.' and '-', starting with a letter or digit
    """
    if not isinstance(claim_id, str) or not _USER_ID.fullmatch(claim_id):
        from theory.errors import InputValueError
        raise InputValueError(f"{where}claim ID {claim_id!r} must be letters, digits, '.' and '-', "
                              "starting with a letter or digit")
    return claim_id
