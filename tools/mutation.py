"""Mutation testing of one module with a chosen test selection (mutmut; the ``dev`` extra).

Not run by CI.  It copies the working tree to a scratch directory, configures mutmut
there (only ``MODULE`` is mutated; only ``TESTS`` run, without doctests and without
``theory prove``), runs it at low priority, and prints killed/total and the survivors::

    pip install -e '.[dev,test]'
    python tools/mutation.py theory/inference/models/finite_n.py tests/test_formulas.py -k "finite or reading"
    python tools/mutation.py theory/circuits/analysis/positivity.py tests/test_formulas.py tests/circuits/analysis/test_composition.py --jobs 2

A large module can be restricted to its verdict-deciding functions with ``--only GLOB``
(mutmut's mutant names, e.g. ``--only 'theory.identities.compare.x_values__mutmut_*'``).
Then ``cd <scratch> && mutmut show <name>`` shows a surviving mutant's diff (the scratch
directory is printed; ``--keep`` keeps it).  A survivor is either a missing test — add
one that fails on the mutant — or an *equivalent* mutant (same behaviour for every
input; name it in the report).
"""
from __future__ import annotations

import argparse
import fnmatch
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("module", help="the file to mutate, e.g. theory/inference/models/finite_n.py")
    ap.add_argument("tests", nargs="+", help="test files (or node ids) that may kill the mutants")
    ap.add_argument("-k", dest="keyword", default=None, help="pytest -k expression restricting the tests")
    ap.add_argument("--jobs", type=int, default=1, help="parallel mutant runs (default 1: the machine is shared)")
    ap.add_argument("--nice", type=int, default=10, help="scheduling niceness of the run (default 10)")
    ap.add_argument("--workdir", default=None, help="scratch directory (default: a new temporary one)")
    ap.add_argument("--keep", action="store_true", help="keep the scratch directory")
    ap.add_argument("--only", action="append", default=[], metavar="GLOB",
                    help="run only the mutants whose names match GLOB (repeatable), e.g. "
                         "'theory.identities.decide.x_check__mutmut_*' — for a large module, its verdict-deciding functions")
    args = ap.parse_args(argv)

    module = Path(args.module)
    if not (ROOT / module).is_file() or module.suffix != ".py":
        ap.error(f"module must be a .py file under {ROOT}; got {args.module}")
    for t in args.tests:
        if not (ROOT / t.split("::")[0]).exists():
            ap.error(f"test path not found: {t}")
    work = Path(args.workdir or tempfile.mkdtemp(prefix="mutation-"))
    shutil.copytree(ROOT, work, dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns(".git", "mutants", "__pycache__", "*.pyc", ".hypothesis"))
    selection = list(args.tests) + (["-k", args.keyword] if args.keyword else [])
    cfg = (work / "setup.cfg").read_text()
    cfg = re.sub(r"\[tool:pytest\].*?(?=\n\[|\Z)", "", cfg, flags=re.S)   # no doctests, no testpaths
    # node ids with non-ASCII parameter ids (≤, ⊗) are escaped by default and then not found when
    # mutmut passes them back to pytest ("Failed to run pytest"): keep them verbatim
    cfg += ("\n[tool:pytest]\naddopts = -p no:cacheprovider\n"
            "disable_test_id_escaping_and_forfeit_all_rights_to_community_support = true\n"
            "\n[mutmut]\nsource_paths = theory\n"
            f"only_mutate = {module.as_posix()}\n"
            "pytest_add_cli_args_test_selection =\n" + "".join(f"    {a}\n" for a in selection)
            + "also_copy =\n    proofs\n")
    (work / "setup.cfg").write_text(cfg)
    env = dict(os.environ, PYTHONPATH=str(work), OMP_NUM_THREADS="1", HYPOTHESIS_PROFILE="ci", CI="true")
    cmd = ["nice", "-n", str(args.nice), sys.executable, "-m", "mutmut", "run", "--max-children", str(args.jobs),
           *args.only]
    print(f"mutating {module} in {work} with tests {' '.join(selection)}", flush=True)
    run = subprocess.run(cmd, cwd=work, env=env, capture_output=True, text=True)
    res = subprocess.run([sys.executable, "-m", "mutmut", "results", "--all", "true"], cwd=work, env=env,
                         capture_output=True, text=True)
    status = {}
    for line in res.stdout.splitlines():
        if ":" in line:
            name, st = line.strip().rsplit(": ", 1)
            if not args.only or any(fnmatch.fnmatch(name, g) for g in args.only):   # mutmut lists them all
                status[name] = st
    counts = {}
    for st in status.values():
        counts[st] = counts.get(st, 0) + 1
    killed = counts.get("killed", 0)
    print(f"{module}: killed {killed} of {len(status)}  " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    for name, st in sorted(status.items()):
        if st != "killed":
            print(f"    {name}: {st}")
    if run.returncode != 0 or not status or not any(st not in ("not checked",) for st in status.values()):
        # e.g. "failed to collect stats": a test of the selection fails on the unmutated code in the scratch copy
        print(run.stdout[-3000:], run.stderr[-3000:], file=sys.stderr)
    if not args.keep and not args.workdir:
        shutil.rmtree(work, ignore_errors=True)
    else:
        print(f"scratch directory kept: {work}")
    return 0 if status else 1


if __name__ == "__main__":
    sys.exit(main())
