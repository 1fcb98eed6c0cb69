"""Plumbing shared by both domains (imports neither): output files and the one atomic writer
(:mod:`.files`), jobs side by side (:mod:`.parallel`), BLAS threads (:mod:`.threads`), progress bars
(:mod:`.progress`), optional dependencies with install hints (:mod:`.optional`), and the table of
moved module paths (:mod:`.moved`)."""
