# Quiver — the two commands a new clone needs: `make demo` and `make test`.
# Every package builds and tests from its own folder; the root package holds integration tests.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
# CoreInterfaces first, then every feature package under Packages/ (a new one joins by existing).
FEATURES := $(sort $(filter-out CoreInterfaces,$(notdir $(patsubst %/Package.swift,%,$(wildcard Packages/*/Package.swift)))))
PACKAGES := CoreInterfaces $(FEATURES)
# Per-suite bound: a leaked continuation hangs a test process forever on this toolchain.
SUITE_TIMEOUT ?= 900
SWIFT_TEST_FLAGS ?=
LINT_PATHS := Package.swift Packages/*/Package.swift Packages/*/Sources Packages/*/Tests \
  App/Package.swift App/Sources App/Tests Tests

.PHONY: help demo run test isolation lint format bench tsan clean check-toolchain docs graph \
  affected mutate new-package $(addprefix test-,$(PACKAGES)) test-App test-Integration

help:
	@echo "make demo         run the app's scripted demo on an in-memory store (no set-up)"
	@echo "make test         every package's tests in dependency order, then the integration tests"
	@echo "make test-<pkg>   one package: $(PACKAGES) App Integration"
	@echo "make isolation    fail if a package reaches past its allowed dependencies"
	@echo "make lint         swift format lint with the committed .swift-format"
	@echo "make format       apply swift format in place"
	@echo "make bench        release benchmarks, printed as name=value"
	@echo "make tsan         every suite under ThreadSanitizer, judged by exit code"
	@echo "make docs         check doc examples and file names, then a DocC archive per module"
	@echo "make graph        the package and target graph, read from the manifests"
	@echo "make affected BASE=<ref>   test only what a change since <ref> touches, and its dependents"
	@echo "make new-package NAME=<Name>   scaffold a feature package that passes isolation and test"
	@echo "make mutate       would the tests notice a wrong rule? every mutant in scripts/mutants.tsv"
	@echo "                  (ARGS=\"--quick\" the CI subset, ARGS=\"--id ID\" one, ARGS=--help)"

# The toolchain must be there; the system SQLite headers are installed here when missing (as root
# with apt-get), else the message says exactly what to run.
check-toolchain:
	@command -v swift >/dev/null || { echo "swift is not on PATH: install Swift 6.3 (https://swift.org/install)"; exit 1; }
	@if [ ! -f /usr/include/sqlite3.h ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "installing libsqlite3-dev and sqlite3 (the store links the system SQLite)"; \
	    apt-get update -qq && apt-get install -y -qq libsqlite3-dev sqlite3 >/dev/null; \
	  else \
	    echo "sqlite3.h is missing: run 'sudo apt-get install -y libsqlite3-dev sqlite3'"; exit 1; \
	  fi; \
	fi

demo: check-toolchain
	@echo "building quiver (a first build takes a minute or two)…"
	@swift build --package-path App --product quiver -q
	@App/.build/debug/quiver demo

run: check-toolchain
	@echo "building quiver…" >&2
	@swift build --package-path App --product quiver -q
	@App/.build/debug/quiver $(ARGS)

# test-<pkg>: build quietly, run the suite under `timeout`, print one summary line.
define run_suite
	@echo "── $(1): building and testing in $(2)"
	@log=$$(mktemp); \
	if ! (cd $(2) && timeout $(SUITE_TIMEOUT) swift test $(SWIFT_TEST_FLAGS) $(3)) >$$log 2>&1; then \
	  tail -n 60 $$log; rm -f $$log; \
	  echo "FAILED: $(1) (see the output above; re-run with 'make test-$(1)')"; exit 1; \
	fi; \
	summary=$$(grep -E 'Test run with [0-9]+ tests?' $$log | tail -n 1 || true); \
	xctest=$$(grep -E 'Executed [1-9][0-9]* tests?' $$log | tail -n 1 | sed -E 's/^[[:space:]]+//' || true); \
	rm -f $$log; \
	echo "ok: $(1): $${summary:-no Swift Testing tests}$${xctest:+; XCTest: $$xctest}"
endef

$(addprefix test-,$(PACKAGES)): test-%: check-toolchain
	$(call run_suite,$*,Packages/$*,)

test-App: check-toolchain
	$(call run_suite,App,App,)

test-Integration: check-toolchain
	@swift build --product quiver -q
	@swift build --product quiver-bench -q
	$(call run_suite,Integration,.,)

test: check-toolchain
	@$(MAKE) -s $(addprefix test-,$(PACKAGES)) test-App test-Integration
	@echo "all suites passed"

isolation:
	@bash scripts/check-isolation.sh

# Examples in docs are quoted from compiled tests and every named file exists; then DocC builds an
# archive per module with warnings (broken symbol links) as errors.
docs: check-toolchain
	@python3 scripts/check-docs.py
	@bash scripts/build-docs.sh

graph:
	@python3 scripts/package-graph.py graph

# The suites a change touches, from the manifests' dependency graph, in dependency order.
affected: check-toolchain
	@test -n "$(BASE)" || { echo "usage: make affected BASE=<git ref>, e.g. BASE=origin/main"; exit 64; }
	@suites=$$(python3 scripts/package-graph.py affected "$(BASE)"); \
	if [ -z "$$suites" ]; then echo "affected: nothing to test since $(BASE)"; exit 0; fi; \
	echo "affected since $(BASE): $$suites"; \
	$(MAKE) -s $$(for suite in $$suites; do printf 'test-%s ' "$$suite"; done)

# Each mutant of scripts/mutants.tsv on a persistent scratch copy (.build-mutate/), against the
# suites `make affected` picks for its file; exits non-zero if one survives or is stale.
mutate: check-toolchain
	@python3 scripts/mutate.py $(ARGS)

new-package:
	@bash scripts/new-package.sh "$(NAME)"

lint:
	@swift format lint --strict --configuration .swift-format --recursive $(LINT_PATHS)
	@echo "lint: ok"

format:
	@swift format format --in-place --configuration .swift-format --recursive $(LINT_PATHS)

# Release with whole-program cross-module optimisation, as a shipping build would use: generic
# library code (the navigation kit) is then specialised in the app (docs/NAVIGATION.md, figures).
BENCH_FLAGS := -c release -Xswiftc -cross-module-optimization --scratch-path App/.build-release
bench: check-toolchain
	@swift build --package-path App $(BENCH_FLAGS) --product quiver-bench -q
	@App/.build-release/release/quiver-bench $(BENCH_GROUPS)

# QUIVER_SANITIZER shortens the long fuzz and model tests (TestScale): under TSan they would starve
# the suites beside them on two cores; `make test` runs them in full.
tsan: check-toolchain
	@QUIVER_SANITIZER=thread $(MAKE) -s test SWIFT_TEST_FLAGS="--sanitize=thread --scratch-path .build-tsan"

clean:
	rm -rf .build .build-tsan .build-docs .build-mutate App/.build App/.build-tsan App/.build-release App/.build-docs $(foreach p,$(PACKAGES),Packages/$(p)/.build Packages/$(p)/.build-tsan Packages/$(p)/.build-docs)
