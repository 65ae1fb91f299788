#!/usr/bin/env bash
# Module isolation is law. Fails (exit 1) when:
#  - a feature package (Equipment, Scoring, Analytics) imports anything but CoreInterfaces,
#    its own modules (the feature and its <Feature>TestSupport) and toolchain modules;
#  - CoreInterfaces imports anything but toolchain modules;
#  - App's Store imports anything but CSQLite, CoreInterfaces and toolchain modules;
#  - a feature team's live target in App (EquipmentLive, ScoringLive, AnalyticsLive) or its tests
#    import anything but that feature, CoreInterfaces, Store and toolchain modules (its tests may
#    also import the feature's TestSupport, whose contract checks run against the live client);
#  - a feature team's commands in App (EquipmentCommands, ScoringCommands, AnalyticsCommands)
#    import anything but the command-line kit (CommandKit), the features' models, CoreInterfaces,
#    Presentation, Store, their own team's room and toolchain modules: never another team's
#    commands or room, the composition root or the app (a team's new command touches its room);
#  - the command-line kit (CommandKit) imports a team's commands or room, or the app: it knows
#    the features' models, the store and the composition root, and no command of its own;
#  - any manifest but App's and the root's names the App package, or a feature names another;
#  - any manifest names a package by URL (no third-party packages);
#  - the shared Swift settings block differs between manifests.
set -euo pipefail
cd "$(dirname "$0")/.."

toolchain='Foundation|FoundationEssentials|FoundationXML|Observation|Synchronization|Dispatch|Glibc|Musl|_Concurrency|Testing|XCTest'
failures=0
fail() { echo "isolation: $*" >&2; failures=$((failures + 1)); }

imports_of() {  # module names imported by Swift files under $1
  grep -rhoE '^[[:space:]]*(@testable[[:space:]]+|@_spi\([^)]*\)[[:space:]]+)?((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+(class[[:space:]]+|struct[[:space:]]+|enum[[:space:]]+|func[[:space:]]+)?[A-Za-z_][A-Za-z0-9_]*' \
    --include='*.swift' "$1" 2>/dev/null | awk '{print $NF}' | sort -u
}

check_dir_imports() {  # dir allowed-regex what-is-allowed
  local dir=$1 allowed=$2 what=$3 module where
  for module in $(imports_of "$dir"); do
    if ! [[ $module =~ ^($allowed)$ ]]; then
      where=$(grep -rlE "import[[:space:]]+$module\b" --include='*.swift' "$dir" | head -1)
      fail "$dir imports '$module' ($where): only $what are allowed"
    fi
  done
}

check_imports() {  # package-dir allowed-regex
  check_dir_imports "$1/Sources" "$2" "CoreInterfaces and toolchain modules"
  check_dir_imports "$1/Tests" "$2" "CoreInterfaces and toolchain modules"
}

# Every package under Packages/ but CoreInterfaces is a feature package (new ones join here).
features=$(find Packages -mindepth 2 -maxdepth 2 -name Package.swift | cut -d/ -f2 | grep -vx CoreInterfaces | sort)

check_imports Packages/CoreInterfaces "CoreInterfaces|CoreInterfacesTestSupport|$toolchain"
for feature in $features; do
  check_imports "Packages/$feature" \
    "$feature|${feature}TestSupport|CoreInterfaces|CoreInterfacesTestSupport|$toolchain"
  deps=$(grep -oE '\.package\([^)]*\)' "Packages/$feature/Package.swift" || true)
  if [[ "$deps" != '.package(path: "../CoreInterfaces")' ]]; then
    fail "Packages/$feature/Package.swift must depend on ../CoreInterfaces only, found: ${deps:-nothing}"
  fi
done
check_dir_imports App/Sources/Store "Store|CSQLite|CoreInterfaces|$toolchain" \
  "CSQLite, CoreInterfaces and toolchain modules (Store is the platform's, no feature's)"
for room_dir in App/Sources/*Live; do
  room=$(basename "$room_dir")
  feature=${room%Live}
  [[ -d "Packages/$feature" ]] || { fail "$room_dir is a room for '$feature', which is no package under Packages/"; continue; }
  check_dir_imports "App/Sources/$room" "$room|$feature|CoreInterfaces|Store|$toolchain" \
    "$feature, CoreInterfaces, Store and toolchain modules (a team's room sees only its own feature)"
  if [[ -d "App/Tests/${room}Tests" ]]; then
    check_dir_imports "App/Tests/${room}Tests" \
      "$room|$feature|${feature}TestSupport|CoreInterfaces|CoreInterfacesTestSupport|Store|$toolchain" \
      "$room, $feature(TestSupport), CoreInterfaces(TestSupport), Store and toolchain modules"
  fi
done
feature_modules=$(echo $features | tr ' ' '|')
for commands_dir in App/Sources/*Commands; do
  target=$(basename "$commands_dir")
  [[ $target == Commands ]] && continue  # the registry and the platform's own commands
  feature=${target%Commands}
  [[ -d "Packages/$feature" ]] || { fail "$commands_dir holds commands for '$feature', which is no package under Packages/"; continue; }
  check_dir_imports "$commands_dir" \
    "$target|CommandKit|$feature_modules|${feature}Live|CoreInterfaces|Presentation|Store|$toolchain" \
    "CommandKit, the features' models, CoreInterfaces, Presentation, Store and $feature's own room (a team's commands see no other team's commands or room)"
done
check_dir_imports App/Sources/CommandKit \
  "CommandKit|$feature_modules|CoreInterfaces|Presentation|Store|LiveDependencies|$toolchain" \
  "the features' models, CoreInterfaces, Presentation, Store and LiveDependencies (the kit holds no team's commands)"

if grep -qE '\.package\(' Packages/CoreInterfaces/Package.swift; then
  fail "Packages/CoreInterfaces/Package.swift must depend on no package"
fi

manifests=$(git ls-files --cached --others --exclude-standard -- '*Package.swift' 2>/dev/null || find . -name Package.swift -not -path '*/.build*')
for manifest in $manifests; do
  if grep -qE '\.package\([^)]*url:' "$manifest"; then
    fail "$manifest names a package by URL: Quiver uses the toolchain only"
  fi
  case $manifest in
    Package.swift | App/Package.swift) ;;
    *) grep -qE 'path: *"[^"]*App"' "$manifest" && fail "$manifest depends on App: nothing but the root may" ;;
  esac
done

reference=$(sed -n '/BEGIN quiver-swift-settings/,/END quiver-swift-settings/p' Packages/CoreInterfaces/Package.swift)
for manifest in $manifests; do
  block=$(sed -n '/BEGIN quiver-swift-settings/,/END quiver-swift-settings/p' "$manifest")
  [[ "$block" == "$reference" ]] || fail "$manifest: the quiver-swift-settings block differs from CoreInterfaces'"
  grep -q 'swift-tools-version: 6' "$manifest" || fail "$manifest: tools version must be 6.x"
  grep -q 'swiftLanguageModes: \[.v6\]' "$manifest" || fail "$manifest: must use Swift 6 language mode"
done

if ((failures > 0)); then
  echo "isolation: $failures problem(s)" >&2
  exit 1
fi
echo "isolation: ok (features depend on CoreInterfaces only, nothing depends on App, no URLs, rooms see only their feature, team commands see only the kit and their room, settings identical)"
