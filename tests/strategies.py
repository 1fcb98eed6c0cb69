"""The tests use the strategies the package exports (theory.testing)."""
from theory.testing import attention_models as model_and_tokens  # noqa: F401
from theory.testing import models  # noqa: F401
