#!/usr/bin/env bash
# `make new-package NAME=Coaching`: scaffolds Packages/NAME, a feature package that depends on
# CoreInterfaces only, with a client (struct of closures), its key (failing test value, preview
# value), a test suite, a README and a CODEOWNERS line. It passes `make isolation test` as
# generated; docs/ADDING.md says what to do next (a room in App, registration, screens).
set -euo pipefail
cd "$(dirname "$0")/.."

name=${1:-}
if ! [[ $name =~ ^[A-Z][A-Za-z0-9]+$ ]]; then
  echo "new-package: NAME must be UpperCamelCase, e.g. make new-package NAME=Coaching" >&2
  exit 64
fi
dir="Packages/$name"
if [[ -e "$dir" ]]; then
  echo "new-package: $dir already exists" >&2
  exit 1
fi
lower="$(tr '[:upper:]' '[:lower:]' <<<"${name:0:1}")${name:1}"
team="@quiver/$(tr '[:upper:]' '[:lower:]' <<<"$name")"
settings=$(sed -n '/BEGIN quiver-swift-settings/,/END quiver-swift-settings/p' \
  Packages/CoreInterfaces/Package.swift)

mkdir -p "$dir/Sources/$name/Client" "$dir/Tests/${name}Tests"
cat >"$dir/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription

$settings

let package = Package(
  name: "$name",
  products: [
    .library(name: "$name", targets: ["$name"])
  ],
  dependencies: [
    .package(path: "../CoreInterfaces")
  ],
  targets: [
    .target(
      name: "$name",
      dependencies: [.product(name: "CoreInterfaces", package: "CoreInterfaces")],
      swiftSettings: quiverSwiftSettings
    ),
    .testTarget(
      name: "${name}Tests",
      dependencies: [
        "$name",
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
SWIFT

cat >"$dir/Sources/$name/Client/${name}Client.swift" <<SWIFT
public import CoreInterfaces

/// Everything the $name feature asks of the outside world. The live value lives in App (a
/// \`${name}Live\` room); this package ships the failing test value and a preview value.
public struct ${name}Client: Sendable {
  /// The feature's entries, sorted.
  public var fetchAll: @Sendable () async throws -> [String]

  /// Creates a client from its endpoints.
  public init(fetchAll: @escaping @Sendable () async throws -> [String]) {
    self.fetchAll = fetchAll
  }
}

/// Registers \`${name}Client\` in the dependency registry.
public enum ${name}ClientKey: DependencyKey {
  /// Every endpoint reports "Unimplemented: ${name}Client.<endpoint>" and throws.
  public static let testValue = ${name}Client(fetchAll: unimplemented("${name}Client.fetchAll"))

  /// Sample data for demos and previews.
  public static let previewValue = ${name}Client(fetchAll: { ["Sample entry"] })
}

extension DependencyValues {
  /// The $name client: \`@Dependency(\\.${lower}) var ${lower}\`.
  public var ${lower}: ${name}Client {
    get { self[${name}ClientKey.self] }
    set { self[${name}ClientKey.self] = newValue }
  }
}
SWIFT

test_imports=$(printf 'import %s\n' CoreInterfaces CoreInterfacesTestSupport "$name" Testing | LC_ALL=C sort)
cat >"$dir/Tests/${name}Tests/${name}ClientTests.swift" <<SWIFT
$test_imports

@Suite("${name}Client", .dependencies(), .timeLimit(.minutes(1)))
struct ${name}ClientTests {
  @Test func anOverriddenEndpointAnswersAndIsTracked() async throws {
    let fetchAll = Spy<Void, [String]>(returning: ["Entry"])
    let entries = try await withDependencies {
      \$0.${lower}.fetchAll = fetchAll.endpoint
    } operation: {
      @Dependency(\\.${lower}) var ${lower}
      return try await ${lower}.fetchAll()
    }
    #expect(entries == ["Entry"])
    #expect(fetchAll.callCount == 1)
  }

  @Test func anEndpointNobodyOverrodeFailsTheTestNamingIt() async {
    await withKnownIssue {
      @Dependency(\\.${lower}) var ${lower}
      _ = try? await ${lower}.fetchAll()  // it throws, after reporting the call
    } matching: { issue in
      issue.comments.contains { \$0.rawValue.contains("Unimplemented: ${name}Client.fetchAll") }
    }
  }

  @Test func thePreviewValueHasSampleData() async throws {
    #expect(try await ${name}ClientKey.previewValue.fetchAll() == ["Sample entry"])
  }
}
SWIFT

cat >"$dir/README.md" <<MD
# $name

A feature package. Owned by $team. Depends on CoreInterfaces only.

## Public API
- \`${name}Client\` (\`fetchAll\`) under \`${name}ClientKey\`; read it with \`@Dependency(\\.${lower})\`.
  The test value fails loudly, naming the endpoint; the preview value has sample data.

## Test it alone
\`\`\`
cd Packages/$name && swift test
\`\`\`
MD

printf '/Packages/%s/ %s\n' "$name" "$team" >>CODEOWNERS
echo "new-package: created $dir (owned by $team in CODEOWNERS)."
echo "Next: make isolation test-$name; then docs/ADDING.md, \"Add a package\", for its room in App."
