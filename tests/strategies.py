"""The tests use the strategies the package exports (theory.strategies)."""
from theory.strategies import attention_models as model_and_tokens  # noqa: F401
from theory.strategies import models  # noqa: F401
