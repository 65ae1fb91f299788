#!/usr/bin/env python3
"""`make mutate`: would the tests notice a wrong rule? Applies one mutant at a time — a changed
comparison, an off-by-one, a dropped condition, a swapped argument, a removed statement — from
scripts/mutants.tsv to a scratch copy of the tree, runs the suites `make affected` picks for the
mutated file (its own package first, stopping at the first failing suite), and reports each mutant
as caught or survived, with the score.

  scripts/mutate.py                 every mutant in scripts/mutants.tsv
  scripts/mutate.py --quick         the quick subset (flag `quick`), as CI runs it
  scripts/mutate.py --id ID ...     only these mutants (repeat --id, or give a prefix)
  scripts/mutate.py --list          list the mutants and check each still applies; run nothing
  scripts/mutate.py --check-equivalents   also run the mutants marked equivalent

Outcomes: `caught` (a test failed), `compile` (the mutant does not build: caught by the compiler,
a poor mutant), `timeout` (a suite ran past its bound: caught, noted), `survived` (every suite
passed), `equivalent` (marked so with a reason; not run), `stale` (its original text no longer
occurs exactly once in the file). Exits 1 if a mutant survived or is stale, 2 if a suite fails
with no mutant applied (fix that first), 64 on a bad list or bad arguments.

The scratch copy lives in .build-mutate/tree (git-ignored) and is kept between runs: each run
syncs it with the working tree (tracked and new files, changed ones only), so SwiftPM's build
caches there are reused. Per-mutant logs: .build-mutate/logs/ID.log.

Environment: MUTATE_BUILD_TIMEOUT (s, default 1800) bounds each build; MUTATE_TEST_TIMEOUT (s)
fixes each test run's bound, otherwise it is 4x that suite's unmutated run, at least 120 s
(900 s before the suite has one).
"""
import argparse
import fcntl
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
LIST = os.path.join(ROOT, "scripts", "mutants.tsv")
WORK = os.path.join(ROOT, ".build-mutate")
TREE = os.path.join(WORK, "tree")
LOGS = os.path.join(WORK, "logs")
BASELINE = os.path.join(WORK, "baseline.json")
BUILD_TIMEOUT = int(os.environ.get("MUTATE_BUILD_TIMEOUT", "1800"))
FIXED_TEST_TIMEOUT = os.environ.get("MUTATE_TEST_TIMEOUT")
COLUMNS = ["id", "flags", "file", "original", "replacement", "why"]
FLAGS = {"quick", "equivalent"}
SUITE_INPUTS = ("Packages/", "App/", "Tests/")
# Above the suites' own `.timeLimit(.minutes(1))`, so a test that waits on a wrong rule fails by
# its own bound and names itself, rather than being cut off here.
MIN_TEST_TIMEOUT = 120


def load_graph():
    spec = importlib.util.spec_from_file_location(
        "package_graph", os.path.join(ROOT, "scripts", "package-graph.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Mutant:
    def __init__(self, line_number, fields):
        self.line = line_number
        self.id, flags, self.file, original, replacement, self.why = fields
        self.flags = set(f for f in flags.split(",") if f and f != "-")
        self.original = unescape(original)
        self.replacement = unescape(replacement)

    @property
    def quick(self):
        return "quick" in self.flags

    @property
    def equivalent(self):
        return "equivalent" in self.flags


def unescape(text):
    """`\\t`, `\\n` and `\\\\` in a column stand for a tab, a line break and a backslash."""
    return re.sub(r"\\([tn\\])", lambda m: {"t": "\t", "n": "\n", "\\": "\\"}[m.group(1)], text)


def read_list():
    mutants, problems, ids = [], [], set()
    with open(LIST, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) != len(COLUMNS):
                problems.append(f"scripts/mutants.tsv:{number}: {len(fields)} tab-separated "
                                f"columns, expected {len(COLUMNS)} ({', '.join(COLUMNS)})")
                continue
            mutant = Mutant(number, fields)
            if mutant.id in ids:
                problems.append(f"scripts/mutants.tsv:{number}: id '{mutant.id}' is used twice")
            if not mutant.flags <= FLAGS:
                problems.append(f"scripts/mutants.tsv:{number}: unknown flag(s) "
                                f"{', '.join(sorted(mutant.flags - FLAGS))}")
            if mutant.original == mutant.replacement:
                problems.append(f"scripts/mutants.tsv:{number}: the replacement changes nothing")
            if not mutant.why.strip():
                problems.append(f"scripts/mutants.tsv:{number}: say why the mutant matters")
            ids.add(mutant.id)
            mutants.append(mutant)
    return mutants, problems


def stale_reason(mutant):
    """Why `mutant` cannot be applied to the working tree, or None."""
    path = os.path.join(ROOT, mutant.file)
    if not os.path.isfile(path):
        return f"{mutant.file} does not exist"
    with open(path, encoding="utf-8") as handle:
        count = handle.read().count(mutant.original)
    if count != 1:
        return f"the original text occurs {count} times in {mutant.file}, not once"
    return None


# MARK: - The scratch copy

def tree_files():
    out = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                         cwd=ROOT, capture_output=True, check=True)
    return sorted(f for f in out.stdout.decode().split("\0")
                  if f and os.path.isfile(os.path.join(ROOT, f)))


def sync():
    """Makes the scratch tree hold exactly the working tree's files, copying only changed ones
    (so untouched files keep their times and SwiftPM rebuilds only what changed). Returns a hash
    of what the suites build and read (so editing this list or the docs keeps the baseline)."""
    files = tree_files()
    wanted = set(files)
    digest = hashlib.sha256()
    copied = 0
    for name in files:
        source, target = os.path.join(ROOT, name), os.path.join(TREE, name)
        with open(source, "rb") as handle:
            data = handle.read()
        if name.startswith(SUITE_INPUTS) or name == "Package.swift":
            digest.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
        try:
            with open(target, "rb") as handle:
                same = handle.read() == data
        except OSError:
            same = False
        if not same:
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as handle:
                handle.write(data)
            shutil.copymode(source, target)
            copied += 1
    removed = 0
    for folder, dirs, names in os.walk(TREE):
        dirs[:] = [d for d in dirs if not (d.startswith(".build") or d == ".swiftpm")]
        for name in names:
            relative = os.path.relpath(os.path.join(folder, name), TREE)
            if relative not in wanted and relative != "Package.resolved" \
                    and not relative.endswith("/Package.resolved"):
                os.remove(os.path.join(folder, name))
                removed += 1
    return digest.hexdigest(), copied, removed


# MARK: - Running suites

def suite_dir(graph_packages, suite):
    return os.path.join(TREE, graph_packages[suite][0])


def run(command, cwd, timeout, log):
    """Runs `command` under `timeout` (which kills its whole process group); returns
    (exit status, seconds, output). Status 124 means it ran out of time."""
    start = time.monotonic()
    out = subprocess.run(["timeout", "-k", "10", str(timeout)] + command, cwd=cwd,
                         stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT)
    text = out.stdout.decode(errors="replace")
    log.write(f"$ (cd {os.path.relpath(cwd, ROOT)} && {' '.join(command)})  "
              f"[exit {out.returncode}, {time.monotonic() - start:.0f} s]\n{text}\n")
    log.flush()
    return out.returncode, time.monotonic() - start, text


def build(suite, directory, log):
    """Builds a suite's package with its tests; Integration also needs the `quiver` executable
    it runs as a subprocess (as `make test-Integration` builds it)."""
    if suite == "Integration":
        status, seconds, output = run(
            ["swift", "build", "--product", "quiver", "-q"], directory, BUILD_TIMEOUT, log)
        if status != 0:
            return status, seconds, output
    return run(["swift", "build", "--build-tests", "-q"], directory, BUILD_TIMEOUT, log)


def test(directory, timeout, log):
    return run(["swift", "test", "--skip-build"], directory, timeout, log)


FAILED_TEST = re.compile(r'Test (\w+\(.*?\)|"[^"]*") (?:recorded an issue|failed)')
XCTEST_FAIL = re.compile(r"Test Case '-\[?([\w.]+[ .]\w+)\]?' failed")


FATAL = re.compile(r"Fatal error: (.*)")


def first_failure(output):
    for pattern in (FAILED_TEST, XCTEST_FAIL):
        match = pattern.search(output)
        if match:
            return match.group(1)
    fatal = FATAL.search(output)
    if fatal:
        return f"the tests crashed: {fatal.group(1).strip()[:100]}"
    return "a test failed"


class Baseline:
    """Test times of each suite on the unmutated tree, keyed by the tree's content hash, so a
    suite that fails without any mutant is never taken for one that caught a mutant, and each
    test run is bounded relative to its normal time."""

    def __init__(self, tree_hash):
        self.tree_hash = tree_hash
        try:
            with open(BASELINE, encoding="utf-8") as handle:
                saved = json.load(handle)
        except (OSError, ValueError):
            saved = {}
        self.times = saved.get("suites", {}) if saved.get("tree") == tree_hash else {}

    def timeout(self, suite):
        if FIXED_TEST_TIMEOUT:
            return int(FIXED_TEST_TIMEOUT)
        if suite in self.times:
            return max(MIN_TEST_TIMEOUT, int(4 * self.times[suite]))
        return 900

    def ensure(self, suite, directory, log):
        """Runs `suite` on the unmutated tree once; exits 2 if it fails."""
        if suite in self.times:
            return
        status, _, output = build(suite, directory, log)
        if status == 0:
            status, seconds, output = test(directory, 1800, log)
        if status != 0:
            print(f"mutate: the {suite} suite fails with no mutant applied; fix it first "
                  f"(see {os.path.relpath(log.name, ROOT)}):", file=sys.stderr)
            print("\n".join(output.splitlines()[-30:]), file=sys.stderr)
            sys.exit(2)
        self.times[suite] = round(seconds, 1)
        with open(BASELINE, "w", encoding="utf-8") as handle:
            json.dump({"tree": self.tree_hash, "suites": self.times}, handle, indent=1)


def run_mutant(mutant, suites, graph_packages, baseline):
    """Applies `mutant` to the scratch tree, runs `suites` in order until one fails, restores
    the file. Returns (outcome, detail)."""
    path = os.path.join(TREE, mutant.file)
    with open(path, encoding="utf-8") as handle:
        original = handle.read()
    with open(os.path.join(LOGS, f"{mutant.id}.log"), "w", encoding="utf-8") as log:
        log.write(f"{mutant.id}: {mutant.file}\n- {mutant.original}\n+ {mutant.replacement}\n"
                  f"why: {mutant.why}\nsuites: {' '.join(suites)}\n\n")
        # The mutant's own package passes unmutated (checked once per tree) before it is blamed.
        baseline.ensure(suites[0], suite_dir(graph_packages, suites[0]), log)
        try:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(original.replace(mutant.original, mutant.replacement, 1))
            for suite in suites:
                directory = suite_dir(graph_packages, suite)
                status, _, output = build(suite, directory, log)
                if status == 124:
                    return "timeout", f"{suite}: the build ran past {BUILD_TIMEOUT} s"
                if status != 0:
                    error = next((l.strip() for l in output.splitlines() if "error:" in l),
                                 "the build failed")
                    return "compile", f"{suite}: {error.replace(TREE + '/', '')[:140]}"
                bound = baseline.timeout(suite)
                status, _, output = test(directory, bound, log)
                if status == 0:
                    continue
                outcome = "timeout" if status == 124 else "caught"
                detail = f"{suite}: {first_failure(output)}"
                if status == 124:
                    failed = first_failure(output) if FAILED_TEST.search(output) else None
                    detail = f"{suite}: ran past {bound} s" + (f" after {failed}" if failed else "")
                # Blame the mutant only if the suite passes without it.
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(original)
                baseline.ensure(suite, directory, log)
                return outcome, detail
            return "survived", f"passed: {' '.join(suites)}"
        finally:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(original)


# MARK: - Main

def main():
    parser = argparse.ArgumentParser(
        prog="scripts/mutate.py", description=__doc__,
        epilog="The list's format is described at the top of scripts/mutants.tsv and in "
               "docs/WORKFLOW.md.", formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="only the mutants flagged quick")
    parser.add_argument("--id", action="append", default=[], metavar="ID",
                        help="only this mutant (repeatable; a prefix selects every match)")
    parser.add_argument("--list", action="store_true",
                        help="list the selected mutants, check they apply, run nothing")
    parser.add_argument("--check-equivalents", action="store_true",
                        help="run the mutants marked equivalent too (they are expected to survive)")
    args = parser.parse_args()

    mutants, problems = read_list()
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 64
    selected = mutants
    if args.quick:
        selected = [m for m in selected if m.quick]
    if args.id:
        selected = [m for m in selected if any(m.id == i or m.id.startswith(i) for i in args.id)]
        if not selected:
            print(f"mutate: no mutant matches {', '.join(args.id)}", file=sys.stderr)
            return 64

    stale = {m.id: stale_reason(m) for m in selected}
    if args.list:
        for m in selected:
            tags = ",".join(sorted(m.flags)) or "-"
            state = f"STALE: {stale[m.id]}" if stale[m.id] else tags
            print(f"{m.id:34} {m.file.split('/Sources/')[-1]:44} {state}\n    {m.why}")
        return 1 if any(stale.values()) else 0

    os.makedirs(LOGS, exist_ok=True)
    lock = open(os.path.join(WORK, "lock"), "w")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        print("mutate: another run is using .build-mutate; wait for it to finish", file=sys.stderr)
        return 1

    started = time.monotonic()
    tree_hash, copied, removed = sync()
    print(f"mutate: scratch tree .build-mutate/tree in sync ({copied} file(s) copied, "
          f"{removed} removed); {len(selected)} mutant(s)", flush=True)
    graph = load_graph()
    graph_packages = graph.packages()
    baseline = Baseline(tree_hash)

    # Mutants of one file run together, so each build recompiles as little as possible.
    order = sorted(selected, key=lambda m: (m.file.split("/")[:2], m.file, m.line))
    results = {}
    suites_of = {}
    for number, mutant in enumerate(order, 1):
        start = time.monotonic()
        if stale[mutant.id]:
            outcome, detail = "stale", stale[mutant.id]
        elif mutant.equivalent and not args.check_equivalents:
            outcome, detail = "equivalent", mutant.why
        else:
            if mutant.file not in suites_of:
                suites_of[mutant.file] = graph.suites_for([mutant.file], graph_packages)
            outcome, detail = run_mutant(mutant, suites_of[mutant.file], graph_packages, baseline)
        results[mutant.id] = outcome
        print(f"[{number:>{len(str(len(order)))}}/{len(order)}] {outcome:10} {mutant.id:34} "
              f"{detail}  ({time.monotonic() - start:.0f} s)", flush=True)

    counts = {k: sum(1 for v in results.values() if v == k)
              for k in ("caught", "compile", "timeout", "survived", "equivalent", "stale")}
    killed = counts["caught"] + counts["compile"] + counts["timeout"]
    judged = killed + counts["survived"]
    score = f"{100 * killed // judged}%" if judged else "n/a"
    notes = []
    if counts["compile"]:
        notes.append(f"{counts['compile']} by the compiler")
    if counts["timeout"]:
        notes.append(f"{counts['timeout']} by a timeout")
    print(f"\nmutants: {killed} caught{' (' + ', '.join(notes) + ')' if notes else ''}, "
          f"{counts['survived']} survived, {counts['equivalent']} equivalent"
          f"{', ' + str(counts['stale']) + ' stale' if counts['stale'] else ''}, score {score}"
          f"  [{time.monotonic() - started:.0f} s]")
    for kind in ("survived", "stale"):
        names = [i for i, v in results.items() if v == kind]
        if names:
            print(f"{kind}: {' '.join(names)}")
    if counts["survived"]:
        print("A survivor is a rule no test guards: add a behaviour test of the rule (not of the "
              "mutant's text), or mark the mutant equivalent with the reason.")
    return 1 if counts["survived"] or counts["stale"] else 0


if __name__ == "__main__":
    sys.exit(main())
