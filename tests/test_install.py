"""What a user gets from ``pip install -e .`` alone, the install hints for the extras (issue 25), and where the
claims land: the top-level ``proofs/`` folder is installed as ``theory.proofs`` (issue 39), by a wheel and by an
editable install, and nothing is installed at top level but ``theory``."""
import configparser
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# distribution name in an extra → the module it installs (where they differ)
MODULE = {"transformer-lens": "transformer_lens", "dask[distributed]": "dask", "pytest": "pytest"}


def _extras_modules():
    cfg = configparser.ConfigParser()
    cfg.read(os.path.join(ROOT, "setup.cfg"))
    mods = set()
    for extra, reqs in cfg["options.extras_require"].items():
        for line in filter(None, (r.strip() for r in reqs.splitlines())):
            name = line.split("=")[0].split(">")[0].split("<")[0].strip()
            mods.add(MODULE.get(name, name.replace("-", "_")))
    return sorted(mods)


def test_check_runs_the_tours_examples_with_no_extra_installed():
    """Issue 25 item 1: after ``pip install -e .`` the numeric search of ``theory.check`` raised ImportError
    (Hypothesis was in the test extra).  Every module of every extra is blocked here; the checks of
    docs/tour_your_paper.md that need the random search (and the true trace identity) still run."""
    blocked = _extras_modules()
    assert "pytest" in blocked and "matplotlib" in blocked and "hypothesis" not in blocked
    code = f"""
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {blocked!r}:
            raise ImportError("blocked: " + name)
sys.meta_path.insert(0, Block())
import sympy as sp
from sympy import MatrixSymbol, KroneckerProduct as kron
from theory import check, expectation
n, d = sp.symbols("n d", integer=True, positive=True)
A, C, B, D = (MatrixSymbol(s, k, k) for s, k in (("A", n), ("C", n), ("B", d), ("D", d)))
print(check(kron(A, B) + kron(C, D), kron(A + C, B + D)).status)
print(check((A + C) ** 2, A ** 2 + 2 * A * C + C ** 2).status)
print(check(kron(A, B), kron(B, A)).status)
print(check(sp.Trace(A * C), sp.Trace(C * A)).status)
print(check(A.T * A, sp.Identity(n), where=sp.Q.orthogonal(A)).status)
MA, MB = MatrixSymbol("M_A", d, d), MatrixSymbol("M_B", d, d)
comp2 = sp.Trace((MA * MB).T * (MA * MB)) / (sp.Trace(MA.T * MA) * sp.Trace(MB.T * MB))
print(check(expectation(comp2), 1 / d, where={{MB: "gaussian"}}, shapes={{d: 2}}).status)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=240,
                         env={**os.environ, "PYTHONPATH": ROOT, "OMP_NUM_THREADS": "1"}, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split("\n")[:6] == ["refuted", "refuted", "refuted", "proved",
                                          "holds on 100 random instances", "holds on 1 random instance"], out.stdout


def test_install_hints_name_this_checkout(tmp_path):
    """Issue 25 item 2: hints said ``pip install 'theory[plots]'`` — a package index's ``theory``, not this one.
    From a source tree the hint is the editable install of that tree, naming its directory."""
    from theory.system.optional import install_command
    assert install_command("plots") == f"pip install -e '.[plots]'  (run in {ROOT})"
    pkg = tmp_path / "theory"
    pkg.mkdir()
    (tmp_path / "setup.cfg").write_text("[metadata]\nname = other\n")
    assert install_command("plots", package_dir=str(pkg), direct_url=None) == "pip install 'theory[plots]'"
    assert install_command("plots", package_dir=str(pkg), direct_url={"url": "file:///src/t", "dir_info": {"editable": True}}
                           ) == "pip install -e '/src/t[plots]'"
    assert install_command("plots", package_dir=str(pkg), direct_url={"url": "https://x.org/t-0.1.tar.gz",
                           "archive_info": {}}) == "pip install 'theory[plots] @ https://x.org/t-0.1.tar.gz'"


@pytest.mark.parametrize("where", ["cli", "proofs"])
def test_no_hint_names_the_index_package(where):
    """Every hint printed by the CLI, the claims and the training import that installs this package is
    :func:`install_command`'s (a hint naming another project, e.g. ``pip install 'ray[default]'``, is fine)."""
    import re
    paths = {"cli": [os.path.join(ROOT, "theory")], "proofs": [os.path.join(ROOT, "proofs")]}[where]
    bad = []
    for top in paths:
        for dirpath, _, files in os.walk(top):
            for f in files:
                if f.endswith(".py") and f != "optional.py":
                    text = open(os.path.join(dirpath, f), encoding="utf-8").read()
                    bad += [f"{f}: {m}" for m in re.findall(r"pip install (?:-e )?['\"]?theory\b[^\"\n]*", text)]
    assert not bad, bad


# --- issue 39: proofs/ is installed as theory.proofs --------------------------------------------------

_SOURCES = ("setup.py", "setup.cfg", "pyproject.toml", "README.md", "theory", "proofs")   # what a build reads


def _source_copy(tmp_path):
    """The files a build reads, copied (a build writes build/ and *.egg-info next to them: not in the checkout)."""
    import shutil
    src = tmp_path / "src"
    src.mkdir()
    for name in _SOURCES:
        path = os.path.join(ROOT, name)
        if os.path.isdir(path):
            shutil.copytree(path, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy(path, src / name)
    return src


def _pip(*args, python=sys.executable, cwd):
    out = subprocess.run([python, "-m", "pip", *args, "--no-deps", "--no-build-isolation", "--no-index", "-q"],
                         capture_output=True, text=True, timeout=300, cwd=cwd,
                         env={**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1", "PYTHONPATH": ""})
    assert out.returncode == 0, out.stdout + out.stderr
    return out


_IMPORTS = """
import sys, warnings
import theory
{before}
import theory.proofs
from theory.claims.discovery import claim_modules
from theory.proofs._runs import markov
print(theory.proofs.__file__)
print(markov.__file__)
print(",".join(c.id for c, _ in claim_modules()))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    from theory.proofs import C4
print(C4.__name__, any("moved to theory.proofs.C4_composition_baseline" in str(x.message) for x in w))
"""


def _run_python(python, cwd, code, **env):
    out = subprocess.run([python, "-c", code], capture_output=True, text=True, timeout=240, cwd=cwd,
                         env={**os.environ, "OMP_NUM_THREADS": "1", **env})
    assert out.returncode == 0, out.stderr
    return out.stdout.splitlines()


def test_a_wheel_installs_the_claims_as_theory_proofs_and_no_top_level_proofs(tmp_path):
    """The wheel built from this tree holds ``theory/proofs/`` (the claims, ``_runs/``) and no top-level
    ``proofs/``; imported from the wheel, ``theory.proofs`` is the wheel's (not this checkout's)."""
    import zipfile
    pytest.importorskip("setuptools")
    src = _source_copy(tmp_path)
    _pip("wheel", "-w", str(tmp_path / "dist"), str(src), cwd=tmp_path)
    (wheel,) = (tmp_path / "dist").glob("theory-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    tops = {n.split("/")[0] for n in names}
    assert {t for t in tops if not t.endswith(".dist-info")} == {"theory"}, sorted(tops)
    top_level = next(n for n in names if n.endswith(".dist-info/top_level.txt"))
    assert zipfile.ZipFile(wheel).read(top_level).decode().split() == ["theory"]
    claims = sorted(os.path.basename(n) for n in names if n.startswith("theory/proofs/") and n.count("/") == 2)
    assert "__init__.py" in claims and "C4_composition_baseline.py" in claims and "L10_phase_change.py" in claims
    assert sorted(f for f in os.listdir(os.path.join(ROOT, "proofs")) if f.endswith(".py")) == claims
    assert {"theory/proofs/_runs/__init__.py", "theory/proofs/_runs/markov.py",
            "theory/proofs/_runs/natural_text.py"} <= set(names)
    assert not [n for n in names if n.startswith("theory/proofs/") and n.rsplit("/", 1)[1] in ("C4.py", "_corpus.py")]
    # pure Python: importable from the wheel file itself (zipimport), which has no checkout next to it
    lines = _run_python(sys.executable, tmp_path, _IMPORTS.format(before=""), PYTHONPATH=str(wheel))
    assert lines[0] == os.path.join(str(wheel), "theory", "proofs", "__init__.py")
    assert lines[1] == os.path.join(str(wheel), "theory", "proofs", "_runs", "markov.py")
    assert lines[2].split(",")[:2] == ["C1", "C2"] and "L12" in lines[2].split(",")
    assert lines[3] == "theory.proofs.C4_composition_baseline True"


def test_an_editable_install_imports_theory_proofs_from_the_top_level_folder(tmp_path):
    """``pip install -e`` of this tree into a fresh virtualenv: setuptools' editable finder maps
    ``theory.proofs`` to the top-level ``proofs/`` (checked with the package's own checkout finder removed,
    so that the mapping alone does it), and nothing named ``proofs`` is importable at top level."""
    import sysconfig
    pytest.importorskip("setuptools")
    src = _source_copy(tmp_path)
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = str(venv / ("Scripts" if os.name == "nt" else "bin") / "python")
    site = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    # the new environment sees this one's packages (pip, setuptools, sympy, ...) as a plain path entry: its .pth
    # files (an editable install of another checkout, say) are not run there
    with open(os.path.join(site, "_this_environment.pth"), "w", encoding="utf-8") as f:
        f.write(sysconfig.get_paths()["purelib"] + "\n")
    _pip("install", "-e", str(src), python=python, cwd=tmp_path)
    finder = "sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ != '_CheckoutProofs']"
    lines = _run_python(python, tmp_path, _IMPORTS.format(before=finder), PYTHONPATH="")
    assert lines[0] == str(src / "proofs" / "__init__.py") and lines[1] == str(src / "proofs" / "_runs" / "markov.py")
    assert "C1" in lines[2].split(",") and lines[3] == "theory.proofs.C4_composition_baseline True"
    lines = _run_python(python, tmp_path, "import importlib.util; print(importlib.util.find_spec('proofs'))",
                        PYTHONPATH="")
    assert lines == ["None"]


def test_from_a_checkout_theory_proofs_is_its_top_level_folder():
    """With this checkout on ``PYTHONPATH`` (the tests' subprocesses, or beside an editable install of another
    checkout), ``theory.proofs`` is this checkout's ``proofs/``."""
    lines = _run_python(sys.executable, "/", _IMPORTS.format(before=""), PYTHONPATH=ROOT)
    assert lines[0] == os.path.join(ROOT, "proofs", "__init__.py")
    assert lines[1] == os.path.join(ROOT, "proofs", "_runs", "markov.py")
    assert lines[3] == "theory.proofs.C4_composition_baseline True"


def test_the_checkout_finder_needs_the_package_dir_mapping(tmp_path):
    """A ``proofs/`` folder next to a ``theory/`` folder is the claims only when setup.cfg installs it as
    ``theory.proofs``, and an installed package (``theory/proofs/`` inside it) never looks outside itself."""
    from theory.system.checkout import proofs_of_checkout
    assert proofs_of_checkout(os.path.join(ROOT, "theory")) == os.path.join(ROOT, "proofs")
    (tmp_path / "theory").mkdir()
    (tmp_path / "proofs").mkdir()
    (tmp_path / "proofs" / "__init__.py").write_text("")
    assert proofs_of_checkout(str(tmp_path / "theory")) is None                  # no setup.cfg
    (tmp_path / "setup.cfg").write_text("[metadata]\nname = other\n")
    assert proofs_of_checkout(str(tmp_path / "theory")) is None                  # setup.cfg maps nothing
    (tmp_path / "setup.cfg").write_text("[options]\npackage_dir =\n    theory.proofs = proofs\n")
    assert proofs_of_checkout(str(tmp_path / "theory")) == str(tmp_path / "proofs")
    (tmp_path / "theory" / "proofs").mkdir()
    (tmp_path / "theory" / "proofs" / "__init__.py").write_text("")
    assert proofs_of_checkout(str(tmp_path / "theory")) is None                  # installed: inside the package
