"""``python -m theory.cli``: the ``theory`` command (as ``python -m theory``)."""
import sys

from theory.cli import main

sys.exit(main())
