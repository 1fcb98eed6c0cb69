"""The package's layout rules, read from the source (ast), not from what happens to be imported.

* no import cycle between modules of ``theory`` — every ``import`` counts, including the ones
  inside functions (a lazy import only hides a cycle), except under ``if TYPE_CHECKING:``;
* ``theory.circuits`` and ``theory.inference`` never import each other;
* the shared modules (top level of ``theory``, except the CLI that sits on top and
  ``theory.testing``' lazy Hypothesis helpers) import neither domain at module level;
* the old module paths of the regrouped packages (``theory.inference``, ``theory.circuits``, and
  ``theory.strategies``/``theory.as_written`` of ``theory``) still import, with a DeprecationWarning, as
  the same module objects as their new homes;
* the packages split from one file (``theory.identities``, ``theory.claims``, ``theory.cli``) export
  the same names as before, from the module where each now lives;
* no module of ``theory`` is longer than ``MAX_LINES`` (a file is one idea; the bound is checked, the
  idea is not);
* the claims live in the top-level ``proofs/`` folder, installed as ``theory.proofs`` (the walk reads it
  under that name), one ``ID_slug.py`` a claim, and no claim module imports another (what claims share is
  in ``proofs/_runs/``).
"""
import ast
import importlib.util
import re
import importlib
import sys
import warnings
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "theory"
PROOFS = ROOT.parent / "proofs"      # installed as theory.proofs (setup.cfg's package_dir)
ON_TOP = {"theory.cli", "theory.__main__", "theory.proofs"}   # the CLI and the claims (every module of their packages) may import both domains


def _on_top(name):
    """The CLI sits on top: ``theory.cli``, its modules (``theory.cli.prove``, …) and ``theory.__main__``."""
    return any(name == m or name.startswith(m + ".") for m in ON_TOP)


def _modules(root=ROOT, mounted=None):
    """{dotted name: path} of every module of the package, and of the folders ``mounted`` into it
    (``{dotted name: folder}``; for the real package, ``proofs/`` as ``theory.proofs``)."""
    if mounted is None:
        mounted = {"theory.proofs": PROOFS} if root == ROOT else {}
    out = {}
    for prefix, folder in [((), root.parent), *((tuple(n.split(".")), f) for n, f in mounted.items())]:
        for path in (folder.rglob("*.py") if prefix else root.rglob("*.py")):
            parts = [*prefix, *path.relative_to(folder).with_suffix("").parts]
            if parts[-1] == "__init__":
                parts = parts[:-1]
            out[".".join(parts)] = path
    return out


def _is_type_checking(node):
    if not isinstance(node, ast.If):
        return False
    test = node.test
    return (getattr(test, "id", None) == "TYPE_CHECKING"
                                         or getattr(test, "attr", None) == "TYPE_CHECKING")


def _imports(name, path, modules):
    """[(target module, at module level?)] for every import in the module's source."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []

    def resolve(base, names):
        targets = []
        for n in names:
            if f"{base}.{n}" in modules:        # `from pkg import submodule`
                targets.append(f"{base}.{n}")
            elif base in modules:
                targets.append(base)
        return targets

    def visit(node, top):
        if _is_type_checking(node):
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in modules:
                    found.append((alias.name, top))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1])
                base = f"{base}.{node.module}" if node.module else base
            else:
                base = node.module or ""
            found.extend((t, top) for t in resolve(base, [a.name for a in node.names]))
        inner = top and not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
        for child in ast.iter_child_nodes(node):
            visit(child, inner)

    for stmt in tree.body:
        visit(stmt, True)
    return found


def import_graph(root=ROOT):
    """{module: {(imported module, at module level?)}} inside the package (self-imports dropped)."""
    modules = _modules(root)
    return {name: {(t, top) for t, top in _imports(name, path, modules) if t != name}
            for name, path in modules.items()}


def find_cycle(graph):
    """One import cycle as a list of modules (first = last), or None."""
    edges = {m: sorted({t for t, _ in ts}) for m, ts in graph.items()}
    state, stack = {}, []

    def dfs(m):
        state[m] = "open"
        stack.append(m)
        for t in edges.get(m, ()):
            if state.get(t) == "open":
                return stack[stack.index(t):] + [t]
            if t not in state:
                cycle = dfs(t)
                if cycle:
                    return cycle
        state[m] = "done"
        stack.pop()
        return None

    for m in sorted(edges):
        if m not in state:
            cycle = dfs(m)
            if cycle:
                return cycle
    return None


def _domain(name):
    for d in ("theory.circuits", "theory.inference"):
        if name == d or name.startswith(d + "."):
            return d
    return None


def cross_domain_imports(graph):
    return sorted((m, t) for m, ts in graph.items() for t, _ in ts
                  if _domain(m) and _domain(t) and _domain(m) != _domain(t))


def shared_domain_imports(graph):
    """Module-level imports of a domain by a shared module."""
    return sorted((m, t) for m, ts in graph.items() for t, top in ts
                  if top and _domain(m) is None and not _on_top(m) and m != "theory" and _domain(t))


def test_no_import_cycle():
    graph = import_graph()
    assert len(graph) > 50 and "theory.inference.strategies.optimal" in graph      # the walk found the package
    assert find_cycle(graph) is None, " → ".join(find_cycle(graph))


def test_the_domains_never_import_each_other():
    assert cross_domain_imports(import_graph()) == []


def test_shared_modules_import_no_domain_at_module_level():
    assert shared_domain_imports(import_graph()) == []


def test_the_walk_sees_the_new_folders():
    graph = import_graph()
    for m in ("theory.circuits.symbolic.qk", "theory.circuits.analysis.composition", "theory.circuits.models.model",
              "theory.circuits.training.segments", "theory.identities.decide", "theory.identities.as_written",
              "theory.claims.model", "theory.cli.prove", "theory.cli.parser", "theory.testing", "theory.system.moved",
              "theory.proofs", "theory.proofs.C4_composition_baseline", "theory.proofs._runs.markov"):
        assert m in graph, m
    assert not {"theory.strategies", "theory.as_written", "theory.circuits.model",
                "theory.inference.training._training_legacy", "theory.proofs.C4", "theory.proofs._corpus"} & set(graph)       # moved out: no stale copy left


def test_the_cli_package_sits_on_top():
    assert _on_top("theory.cli") and _on_top("theory.cli.prove") and _on_top("theory.__main__")
    assert not _on_top("theory.claims") and not _on_top("theory.client")


# a file is one idea: no module of theory/ is longer than this.  Issue 39 lowered it from 950 (issue 25's
# bound, when loaders.py had 876 lines, report.py 880 and two trainers shared a file of 859) to 600, after
# each of those became one module per idea; the longest module now is inference/training/meanfield.py (588).
MAX_LINES = 600


def long_modules(root=ROOT, bound=MAX_LINES):
    """``[(module path, lines)]`` of the modules longer than ``bound`` lines (the claims' too)."""
    out = []
    for path in sorted(_modules(root).values()):
        n = len(path.read_text(encoding="utf-8").splitlines())
        if n > bound:
            out.append((str(path.relative_to(root.parent)), n))
    return out


def test_no_module_is_longer_than_the_bound():
    assert long_modules() == []


def test_a_long_module_is_found(tmp_path):
    root = _package(tmp_path, {"__init__.py": "", "identities.py": "x = 1\n" * (MAX_LINES + 1), "short.py": "y = 2\n"})
    assert long_modules(root) == [("theory/identities.py", MAX_LINES + 1)]


# --- rooms (docs/layout.md): a room imports only rooms below it --------------------------------------------------
ROOMS = {"theory.circuits": ("models", "symbolic", "formats", "analysis", "heads", "training", "loading", "report"),
         "theory.inference": ("numbers", "priors", "strategies", "models", "training")}
SHARED_BELOW_SYSTEM = {"theory.errors", "theory.validation"}       # what theory.system.* may import


def room_of(name):
    """``(domain, rank)`` of a domain module's room (its first folder, or ``loading``), or ``None``."""
    for domain, rooms in ROOMS.items():
        if name.startswith(domain + "."):
            return domain, rooms.index(name[len(domain) + 1:].split(".")[0])
    return None


def upward_imports(graph):
    """``[(module, imported module)]`` where a room imports a room above it (module-level or in a function)."""
    out = []
    for m, ts in graph.items():
        a = room_of(m)
        for t, _top in ts:
            b = room_of(t)
            if a and b and a[0] == b[0] and b[1] > a[1]:
                out.append((m, t))
    return sorted(out)


def test_every_domain_module_is_in_a_room_of_the_map():
    for name in import_graph():
        for domain in ROOMS:
            if name.startswith(domain + "."):
                assert room_of(name) is not None, name


def test_rooms_import_only_rooms_below_them():
    assert upward_imports(import_graph()) == []


def test_an_upward_import_is_found(tmp_path):
    root = _package(tmp_path, {"__init__.py": "", "circuits/__init__.py": "", "circuits/models/__init__.py": "",
                               "circuits/models/m.py": "from theory.circuits.report import r\n",
                               "circuits/report/__init__.py": "", "circuits/report/r.py": "x = 1\n"})
    assert upward_imports(import_graph(root)) == [("theory.circuits.models.m", "theory.circuits.report.r")]


def test_the_plumbing_imports_only_errors_and_validation():
    graph = import_graph()
    for m, ts in graph.items():
        if m.startswith("theory.system"):
            assert {t for t, _ in ts if not t.startswith("theory.system")} <= SHARED_BELOW_SYSTEM, m


def private_imports(root=ROOT):
    """``[(module, imported module, name)]``: a module's ``_private`` name imported by another module (``from m
    import _x``, or ``alias._x`` of a module imported as ``alias``); dunders are not private."""
    modules = _modules(root)
    out = []
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        aliases = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module in modules and not node.level:
                for a in node.names:
                    if f"{node.module}.{a.name}" in modules:
                        aliases[a.asname or a.name] = f"{node.module}.{a.name}"
                    elif a.name.startswith("_") and not a.name.startswith("__") and node.module != name:
                        out.append((name, node.module, a.name))
            elif isinstance(node, ast.Import):
                for a in node.names:
                    if a.name in modules and a.asname:
                        aliases[a.asname] = a.name
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in aliases
                    and node.attr.startswith("_") and not node.attr.startswith("__")):
                out.append((name, aliases[node.value.id], node.attr))
    return sorted(set(out))


def test_no_module_imports_another_modules_private_name():
    assert private_imports() == []


def test_a_private_import_is_found(tmp_path):
    root = _package(tmp_path, {"__init__.py": "", "a.py": "def _f():\n    pass\n",
                               "b.py": "from theory.a import _f\nfrom theory import a as A\ny = A._f\n"})
    assert private_imports(root) == [("theory.b", "theory.a", "_f")]


def test_strategy_solvers_sit_below_the_dispatch():
    """The cycle adaptive ↔ gaussian ↔ nonadaptive is gone: solvers never import strategies.optimal."""
    graph = import_graph()
    solvers = ["adaptive", "nonadaptive", "gaussian", "problems", "loss"]
    for s in solvers:
        targets = {t for t, _ in graph[f"theory.inference.strategies.{s}"]}
        assert "theory.inference.strategies.optimal" not in targets, s
    optimal = {t for t, _ in graph["theory.inference.strategies.optimal"]}
    assert {f"theory.inference.strategies.{s}" for s in ("adaptive", "nonadaptive", "gaussian")} <= optimal


# --- the claims: the top-level proofs/ folder, installed as theory.proofs (issue 39) -------------------

def claim_modules_of(graph, package="theory.proofs"):
    """The claim modules of ``package`` in ``graph``: its direct modules whose name does not start with ``_``."""
    return sorted(m for m in graph if m.rpartition(".")[0] == package and not m.rpartition(".")[2].startswith("_"))


def claim_cross_imports(graph, package="theory.proofs"):
    """``[(claim module, claim module it imports)]``: every import counts, lazy ones too."""
    claims = set(claim_modules_of(graph, package))
    return sorted((m, t) for m in claims for t, _ in graph[m] if t in claims)


def test_the_claims_are_the_top_level_proofs_folder_installed_as_theory_proofs():
    import configparser

    import theory.proofs
    assert (PROOFS / "__init__.py").is_file() and (PROOFS / "_runs" / "__init__.py").is_file()
    assert not (ROOT / "proofs").exists()                      # no stale copy inside the package folder
    assert Path(theory.proofs.__file__).resolve() == (PROOFS / "__init__.py").resolve()
    cfg = configparser.ConfigParser()
    cfg.read(ROOT.parent / "setup.cfg")
    mapping = dict(tuple(p.strip() for p in line.split("="))
                   for line in cfg["options"]["package_dir"].strip().splitlines())
    assert mapping == {"theory.proofs": "proofs"}


def test_claim_files_are_named_id_slug():
    import re

    from theory.claims.discovery import claim_modules
    found = claim_modules()
    files = sorted(p.name for p in PROOFS.glob("*.py") if p.name != "__init__.py" and not p.name.startswith("_"))
    assert len(found) == len(files) >= 28
    for claim, module in found:
        name = module.rpartition(".")[2]
        assert re.fullmatch(rf"{claim.id}_[a-z0-9]+(_[a-z0-9]+)*", name), (claim.id, name)
        assert Path(sys.modules[module].__file__).resolve() == (PROOFS / f"{name}.py").resolve()


def test_no_claim_module_imports_another():
    graph = import_graph()
    claims = claim_modules_of(graph)
    assert "theory.proofs.L12_natural_composition" in claims and "theory.proofs._runs.markov" not in claims
    assert claim_cross_imports(graph) == []
    # what L12 shares with L8, and L6 with L5, comes from _runs
    assert ("theory.proofs._runs.composition", True) in graph["theory.proofs.L12_natural_composition"]
    assert ("theory.proofs._runs.depth", True) in graph["theory.proofs.L6_trained_key_patching"]


def test_a_claim_importing_another_is_found(tmp_path):
    root = _package(tmp_path, {
        "__init__.py": "", "proofs/__init__.py": "", "proofs/_runs/__init__.py": "", "proofs/_runs/shared.py": "",
        "proofs/A1_first.py": "from ._runs import shared\n",
        "proofs/A2_second.py": "def run():\n    from theory.proofs.A1_first import x\n",      # lazy: still counts
        "proofs/A3_third.py": "from theory.proofs import A1_first\n",
    })
    graph = import_graph(root)
    assert claim_modules_of(graph) == ["theory.proofs.A1_first", "theory.proofs.A2_second", "theory.proofs.A3_third"]
    assert claim_cross_imports(graph) == [("theory.proofs.A2_second", "theory.proofs.A1_first"),
                                          ("theory.proofs.A3_third", "theory.proofs.A1_first")]


def test_a_claim_file_named_for_another_id_is_refused(tmp_path, monkeypatch):
    from theory.claims.discovery import claim_module, claim_modules
    from theory.errors import InputValueError
    pkg = tmp_path / "layout_claims_pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    claim = ("from theory.claims import Check, Claim, Outcome\n"
             "CLAIM = Claim({!r}, 't', 's', lambda: Outcome([Check('a', True)]))\n")
    (pkg / "X1_right.py").write_text(claim.format("X1"))
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in [m for m in sys.modules if m.startswith("layout_claims_pkg")]:
        monkeypatch.delitem(sys.modules, name)
    assert [(c.id, m) for c, m in claim_modules("layout_claims_pkg")] == [("X1", "layout_claims_pkg.X1_right")]
    assert claim_module("X1", "layout_claims_pkg").__name__ == "layout_claims_pkg.X1_right"
    with pytest.raises(InputValueError, match="no claim 'X2'"):
        claim_module("X2", "layout_claims_pkg")
    (pkg / "X3_wrong.py").write_text(claim.format("X4"))
    with pytest.raises(InputValueError, match="layout_claims_pkg.X3_wrong defines claim 'X4'"):
        claim_modules("layout_claims_pkg")


# --- negative controls: the same checks on small packages that break the rules ----------------------

def _package(tmp_path, files):
    for rel, text in files.items():
        p = tmp_path / "theory" / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    return tmp_path / "theory"


def test_a_lazy_cycle_is_found(tmp_path):
    root = _package(tmp_path, {
        "__init__.py": "",
        "inference/__init__.py": "",
        "inference/a.py": "from .b import f\n",
        "inference/b.py": "def f():\n    from .c import g\n",
        "inference/c.py": "from . import a\n",
        "inference/d.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import f\n",
    })
    cycle = find_cycle(import_graph(root))
    assert cycle and cycle[0] == cycle[-1] and set(cycle) == {"theory.inference.a", "theory.inference.b",
                                                               "theory.inference.c"}


def test_an_acyclic_package_passes(tmp_path):
    root = _package(tmp_path, {
        "__init__.py": "", "inference/__init__.py": "from .a import f\n",
        "inference/a.py": "from .b import g\n", "inference/b.py": "import theory.errors\n", "errors.py": "",
        "inference/d.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import d2\n",
        "inference/d2.py": "from . import d\n",
    })
    assert find_cycle(import_graph(root)) is None


def test_cross_domain_and_shared_imports_are_found(tmp_path):
    root = _package(tmp_path, {
        "__init__.py": "", "circuits/__init__.py": "", "inference/__init__.py": "",
        "circuits/x.py": "def f():\n    from ..inference import y\n",
        "inference/y.py": "",
        "printing.py": "import theory.circuits.x\n",
        "claims.py": "def f():\n    from .inference import y\n",   # lazy: allowed for shared modules
        "cli.py": "from .inference import y\n",                      # the CLI sits on top
    })
    graph = import_graph(root)
    assert cross_domain_imports(graph) == [("theory.circuits.x", "theory.inference.y")]
    assert shared_domain_imports(graph) == [("theory.printing", "theory.circuits.x")]


# --- the old flat module paths ------------------------------------------------------------------

def _moved():
    from theory.system.moved import OLD_PATHS
    return sorted((old, new) for old, (new, _removal) in OLD_PATHS.items())


def test_every_old_path_has_a_removal_version_and_a_home_that_imports():
    from theory.system.moved import OLD_PACKAGES, OLD_PATHS
    for old, (new, removal) in OLD_PATHS.items():
        assert re.fullmatch(r"\d+\.\d+\.\d+", removal), (old, removal)
        assert importlib.util.find_spec(new) is not None, (old, new)
        assert new not in OLD_PATHS, f"{old} → {new}, itself an old path: point at the last home"
    for old, names in OLD_PACKAGES.items():
        for name, home in names.items():
            assert hasattr(importlib.import_module(home), name), (old, name, home)


def test_public_names_still_import_from_theory_inference():
    import theory.inference as inference
    names = ["GaussianPrior", "DiscretePrior", "TreePrior", "optimal_adaptive", "AdaptiveResult", "Policy",
             "optimal_nonadaptive", "NonAdaptiveResult", "nonadaptive_sweep", "bound_achieving_set", "posterior",
             "coordinate_mse", "bellman_by_quadrature"]
    assert sorted(inference.__all__) == sorted(names)
    for n in names:
        assert getattr(inference, n) is not None
    from theory.inference.priors import DiscretePrior, MAX_SAMPLE_ENTRIES, TreePrior  # the old module path, unchanged
    assert TreePrior is inference.TreePrior and DiscretePrior is inference.DiscretePrior and MAX_SAMPLE_ENTRIES > 0


@pytest.mark.parametrize("old_name,new_name", _moved())
def test_old_path_is_the_new_module_with_a_warning(old_name, new_name):
    module = importlib.import_module(new_name)
    sys.modules.pop(old_name, None)
    with pytest.warns(DeprecationWarning, match=rf"{old_name} moved to {new_name}"):
        aliased = importlib.import_module(old_name)
    assert aliased is module
    assert module.__name__ == new_name and module.__spec__.name == new_name   # the alias left the module intact


def test_old_from_import_works(recwarn):
    sys.modules.pop("theory.inference.closed_forms", None)
    warnings.simplefilter("always")
    from theory.inference.closed_forms import mse_adaptive
    from theory.inference.strategies.closed_forms import mse_adaptive as new
    assert mse_adaptive is new
    assert any(issubclass(w.category, DeprecationWarning) and "closed_forms" in str(w.message) for w in recwarn)


def test_unknown_old_path_still_fails():
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("theory.inference.no_such_module")


@pytest.mark.parametrize("name", ["theory.inference._training_legacy", "theory.inference.training._training_legacy"])
def test_the_legacy_trainer_left_the_package(name):
    """The frozen pre-issue-17 trainer is the benchmark's reference: benchmarks/_training_legacy.py, not importable
    as part of ``theory`` (by its old flat path nor by its last one)."""
    sys.modules.pop(name, None)
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module(name)
    assert (ROOT.parent / "benchmarks" / "_training_legacy.py").is_file()


def test_the_legacy_trainer_is_frozen():
    """Issue 39: the reference imported three live helpers of the trainer it is compared with (a change to them
    changed the reference too).  It imports only public types and data helpers now, nothing from the trainer."""
    tree = ast.parse((ROOT.parent / "benchmarks" / "_training_legacy.py").read_text(encoding="utf-8"))
    imported = {(n.module, a.name) for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) for a in n.names}
    assert not [m for m, _ in imported if m and m.startswith("theory.inference.training.") and
                m not in ("theory.inference.training.trained_model",)], imported
    assert not [(m, a) for m, a in imported if a.startswith("_")], imported


# --- the packages split from one file: the same names, from where each now lives --------------------

SPLIT = {
    "theory.identities": {"check": "decide", "identity_claim": "decide", "expectation": "parse",
                          "Expectation": "parse", "CheckResult": "results", "Counterexample": "results",
                          "PROVED": "results", "HOLDS": "results", "REFUTED": "results",
                          "DEFAULT_MAX_OPS": "decide", "MAX_EXPANDED_TERMS": "proof",
                          "proves_zero": "proof", "parse_side": "parse", "shifted_side": "as_claim", "Instance": "problem"},
    "theory.claims": {"Check": "model", "Outcome": "model", "Claim": "model", "ClaimResult": "model",
                      "VERIFIED": "model", "REFUTED": "model", "ERROR": "model", "SKIPPED": "model",
                      "INCONCLUSIVE": "model",
                      "close_check": "compare", "bound_check": "compare", "within": "compare", "worst": "compare",
                      "least": "compare", "all_finite": "compare", "discover": "discovery", "load": "discovery",
                      "check_claim_id": "ids", "tex_escape": "tex", "tex_number": "tex", "latex_section": "tex",
                      "jsonable": "values"},
    "theory.cli": {"build_parser": "parser", "UsageError": "usage", "format_table": "report",
                   "latex_report": "report", "write_figures": "report", "STATUS_MARK": "report",
                   "atomic_write": "output", "atomic_write_text": "output", "check_output_file": "output",
                   "check_output_dir": "output"},
}


@pytest.mark.parametrize("package", sorted(SPLIT))
def test_split_packages_export_their_names(package):
    pkg = importlib.import_module(package)
    for name, module in SPLIT[package].items():
        home = importlib.import_module(f"{package}.{module}")
        assert getattr(pkg, name) is getattr(home, name), f"{package}.{name}"
    assert set(pkg.__all__) <= set(SPLIT[package]) | {"main"}


def test_the_console_script_is_cli_main():
    import configparser
    cfg = configparser.ConfigParser()
    cfg.read(ROOT.parent / "setup.cfg")
    assert cfg["options.entry_points"]["console_scripts"].strip() == "theory = theory.cli:main"
    import theory.cli
    assert callable(theory.cli.main) and theory.cli.main.__module__ == "theory.cli"
    assert "from theory.cli import main" in (ROOT / "__main__.py").read_text()     # python -m theory (importing it would run it)
