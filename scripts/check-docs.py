#!/usr/bin/env python3
"""`make docs` part one: docs that cannot drift.

1. Every Swift example in a Markdown file (a ```swift fence) and in a `///` doc comment (any ```
   fence) must appear, token for token (white space and line breaks aside, so `swift format`
   reflowing a test does not break its quote), in a Swift file under a `Tests/` folder: the docs
   quote code that `make test` compiles and runs.
2. Every relative Markdown link, and every file name or path a doc or comment mentions
   (`Foo.md`, `App/Sources/Store/Database.swift`, `scripts/x.sh`), must exist in the repository.

Prints each problem as `file:line: …` and exits 1 if there is any.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
os.chdir(ROOT)

def files():
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        capture_output=True, text=True, check=True).stdout.split()
    return sorted({f for f in listed if os.path.exists(f)})

ALL = files()
BASENAMES = {os.path.basename(f) for f in ALL}
DIRS = {os.path.dirname(f) for f in ALL}
PATH = re.compile(r"(?<![\w/.\-$>…+])((?:[\w.\-]+/)*[\w\-+]+\.(?:md|swift|sh|py))(?![\w/])")
LINK = re.compile(r"\]\(([^)#\s]+)")

def norm(lines):
    return [l.strip() for l in lines if l.strip()]

def tokens(lines):
    return " " + " ".join(" ".join(lines).split()) + " "

# The compiled corpus: every Swift file under a Tests/ folder, white space folded.
corpus = []
for f in ALL:
    if f.endswith(".swift") and "/Tests/" in "/" + f:
        with open(f, encoding="utf-8") as handle:
            corpus.append(tokens(handle.read().splitlines()))

problems = []

def check_example(where, block):
    lines = norm(block)
    if not lines:
        return
    needle = tokens(lines)
    if not any(needle in text for text in corpus):
        problems.append(f"{where}: this example is not compiled anywhere: put it, line for line, "
                        "in a test (under Tests/) and quote it from there\n    "
                        + "\n    ".join(lines[:4]) + ("\n    …" if len(lines) > 4 else ""))

def path_exists(token, base):
    if "/" not in token:
        return token in BASENAMES
    candidates = [os.path.normpath(os.path.join(base, token)), os.path.normpath(token)]
    return any(os.path.exists(c) for c in candidates) or any(
        f.endswith("/" + token) or f == token for f in ALL)

def check_paths(where, text, base):
    for token in PATH.findall(text):
        if not path_exists(token, base):
            problems.append(f"{where}: names `{token}`, which is not in the repository")

for f in ALL:
    base = os.path.dirname(f)
    if f.endswith(".md"):
        with open(f, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
        fence, start, block = None, 0, []
        for number, line in enumerate(lines, 1):
            stripped = line.strip()
            if fence is None and stripped.startswith("```"):
                fence, start, block = stripped[3:].strip(), number, []
                continue
            if fence is not None and stripped.startswith("```"):
                if fence == "swift":
                    check_example(f"{f}:{start}", block)
                fence = None
                continue
            if fence is not None:
                block.append(line)
                if fence != "swift":
                    check_paths(f"{f}:{number}", line, base)
                continue
            for link in LINK.findall(line):
                if "://" not in link and not link.startswith("mailto:"):
                    if not os.path.exists(os.path.normpath(os.path.join(base, link))):
                        problems.append(f"{f}:{number}: links to `{link}`, which does not exist")
            check_paths(f"{f}:{number}", line, base)
    elif f.endswith(".swift") and "/Tests/" not in "/" + f:
        with open(f, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
        fence, start, block = None, 0, []
        for number, line in enumerate(lines, 1):
            stripped = line.strip()
            if stripped.startswith("///"):
                body = stripped[3:]
                if body.strip().startswith("```"):
                    if fence is None:
                        fence, start, block = body.strip()[3:].strip(), number, []
                    else:
                        if fence in ("", "swift"):
                            check_example(f"{f}:{start}", block)
                        fence = None
                    continue
                if fence is not None:
                    block.append(body[1:] if body.startswith(" ") else body)
                    continue
            if stripped.startswith("//"):
                check_paths(f"{f}:{number}", stripped, base)

for problem in problems:
    print(problem)
if problems:
    print(f"docs: {len(problems)} problem(s)", file=sys.stderr)
    sys.exit(1)
print("docs: every example is compiled and every file a doc names exists")
