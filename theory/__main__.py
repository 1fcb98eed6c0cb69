import sys

from theory.cli import main

sys.exit(main())
