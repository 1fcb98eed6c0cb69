"""Hypothesis profiles: ``ci`` (chosen when the CI variable is set) and ``dev``."""
import os

from hypothesis import HealthCheck, settings

settings.register_profile("ci", derandomize=True, database=None, deadline=None, print_blob=True,
                          max_examples=40, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", max_examples=25, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else os.environ.get("HYPOTHESIS_PROFILE", "dev"))
