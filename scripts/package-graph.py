#!/usr/bin/env python3
"""The package and target graph, read from the manifests themselves (`swift package dump-package`),
never from a hand-kept list.

  package-graph.py graph              print packages, their dependencies and their targets
  package-graph.py affected BASE      print the suites to run for the change since BASE (committed
                                      and uncommitted): the packages it touches, then every
                                      package that depends on them, in dependency order
  package-graph.py suites PATH...     the same, for a change to exactly these files (what
                                      scripts/mutate.py runs for one mutated file)

Suite names are those of `make test-<suite>`: each package under Packages/, App, and Integration
(the root package's tests). A change outside every package (Makefile, scripts, CI) runs them all;
a change to prose only (*.md) runs none.
"""
import json
import os
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
os.chdir(ROOT)


def manifest(path):
    out = subprocess.run(["swift", "package", "--package-path", path, "dump-package"],
                         capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"graph: cannot read {path}/Package.swift:\n{out.stderr}")
    return json.loads(out.stdout)


def packages():
    """{suite: (directory, manifest)} for every package in the repository."""
    found = {}
    for name in sorted(os.listdir("Packages")):
        if os.path.exists(f"Packages/{name}/Package.swift"):
            found[name] = (f"Packages/{name}", manifest(f"Packages/{name}"))
    found["App"] = ("App", manifest("App"))
    found["Integration"] = (".", manifest("."))
    return found


def package_dependencies(all_packages):
    by_path = {os.path.normpath(os.path.join(ROOT, d)): s for s, (d, _) in all_packages.items()}
    deps = {}
    for suite, (_, m) in all_packages.items():
        deps[suite] = sorted(by_path[os.path.normpath(dep["fileSystem"][0]["path"])]
                             for dep in m["dependencies"] if "fileSystem" in dep)
    return deps


def in_dependency_order(deps):
    order, seen = [], set()
    def visit(suite):
        if suite in seen:
            return
        seen.add(suite)
        for dep in deps[suite]:
            visit(dep)
        order.append(suite)
    for suite in sorted(deps, key=lambda s: (s == "Integration", s == "App", s)):
        visit(suite)
    return order


def target_line(target):
    names = []
    for dep in target["dependencies"]:
        kind, value = next(iter(dep.items()))
        names.append(value[0] if kind != "product" else f"{value[1]}:{value[0]}")
    kind = {"regular": "", "test": " (tests)", "executable": " (executable)",
            "system": " (system library)"}.get(target["type"], f" ({target['type']})")
    return f"    {target['name']}{kind} → {', '.join(names) if names else 'toolchain only'}"


def graph():
    all_packages = packages()
    deps = package_dependencies(all_packages)
    print("Packages (→ what each depends on):")
    for suite in in_dependency_order(deps):
        print(f"  {suite} ({all_packages[suite][0]}) → {', '.join(deps[suite]) or 'toolchain only'}")
    print("\nTargets:")
    for suite in in_dependency_order(deps):
        print(f"  {suite}")
        for target in all_packages[suite][1]["targets"]:
            print(target_line(target))


def changed_files(base):
    committed = subprocess.run(["git", "diff", "--name-only", f"{base}...HEAD"],
                               capture_output=True, text=True)
    if committed.returncode != 0:
        sys.exit(f"affected: git does not know '{base}': {committed.stderr.strip()}")
    working = subprocess.run(["git", "diff", "--name-only", "HEAD"], capture_output=True, text=True)
    untracked = subprocess.run(["git", "ls-files", "--others", "--exclude-standard"],
                               capture_output=True, text=True)
    return sorted(set((committed.stdout + working.stdout + untracked.stdout).split()))


def affected(base):
    return suites_for(changed_files(base))


def suites_for(paths, all_packages=None):
    """The suites a change to `paths` (relative to the repository root) runs, in dependency
    order: the packages they touch, then every package that depends on them."""
    all_packages = all_packages or packages()
    deps = package_dependencies(all_packages)
    touched, everything = set(), False
    for path in paths:
        if path.endswith(".md"):
            continue
        suite = None
        if path.startswith("Packages/"):
            name = path.split("/")[1]
            suite = name if name in all_packages else None
            everything |= suite is None
        elif path.startswith("App/"):
            suite = "App"
        elif path == "Package.swift" or path.startswith("Tests/"):
            suite = "Integration"
        elif path in ("CODEOWNERS", ".gitignore") or path.startswith("docs/"):
            continue
        else:
            everything = True  # the Makefile, scripts, CI, formatting rules: every suite
        if suite:
            touched.add(suite)
    if everything:
        return in_dependency_order(deps)
    dependents = set(touched)
    changed = True
    while changed:
        changed = False
        for suite, needs in deps.items():
            if suite not in dependents and dependents.intersection(needs):
                dependents.add(suite)
                changed = True
    return [s for s in in_dependency_order(deps) if s in dependents]


if __name__ == "__main__":
    if len(sys.argv) == 2 and sys.argv[1] == "graph":
        graph()
    elif len(sys.argv) == 3 and sys.argv[1] == "affected":
        print(" ".join(affected(sys.argv[2])))
    elif len(sys.argv) >= 3 and sys.argv[1] == "suites":
        print(" ".join(suites_for(sys.argv[2:])))
    else:
        sys.exit(__doc__)
