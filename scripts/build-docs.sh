#!/usr/bin/env bash
# `make docs`: one DocC archive per module, built with the toolchain's own `docc` from symbol graphs
# (no plugin, no third-party package). Broken symbol links and other DocC warnings fail the build.
# Archives land in .build-docs/archives/<Module>.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."

out=$PWD/.build-docs
mkdir -p "$out/archives"
# Each package's documented modules (its libraries; tests and executables are left out).
packages=(
  "Packages/CoreInterfaces:CoreInterfaces CoreInterfacesTestSupport"
  "Packages/Equipment:Equipment"
  "Packages/Scoring:Scoring"
  "Packages/Analytics:Analytics"
  "App:Navigation Store EquipmentLive ScoringLive AnalyticsLive LiveDependencies Coordinator Presentation Terminal CommandKit EquipmentCommands ScoringCommands AnalyticsCommands Commands"
)
count=0
for entry in "${packages[@]}"; do
  package=${entry%%:*} modules=${entry#*:}
  echo "docs: symbol graphs of $package"
  # NB: it also tries the synthesised test-runner modules, which have no symbols, and says so on
  # stderr with a failing status; each module we document is checked for below instead.
  swift package --package-path "$package" --scratch-path "$package/.build-docs" \
    dump-symbol-graph --minimum-access-level public >"$out/dump.log" 2>&1 || true
  graphs=$(find "$package/.build-docs" -type d -name symbolgraph | head -n 1)
  for module in $modules; do
    if [[ -z "$graphs" || ! -f "$graphs/$module.symbols.json" ]]; then
      cat "$out/dump.log"
      echo "docs: no symbol graph for $module (did the package build?)" >&2
      exit 1
    fi
    dir="$out/symbol-graphs/$module"
    rm -rf "$dir" && mkdir -p "$dir"
    cp "$graphs/$module.symbols.json" "$dir/"
    find "$graphs" -name "$module@*.symbols.json" -exec cp {} "$dir/" \;
    rm -rf "$out/archives/$module.doccarchive"
    if ! docc convert --additional-symbol-graph-dir "$dir" \
      --output-path "$out/archives/$module.doccarchive" \
      --fallback-display-name "$module" --fallback-bundle-identifier "org.quiver.$module" \
      --warnings-as-errors >"$out/$module.log" 2>&1; then
      cat "$out/$module.log"
      echo "docs: DocC rejected $module (see above)" >&2
      exit 1
    fi
    echo "docs: $module"
    count=$((count + 1))
  done
done
echo "docs: $count archives in .build-docs/archives"
