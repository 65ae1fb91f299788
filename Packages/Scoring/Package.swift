// swift-tools-version: 6.2
import PackageDescription

// BEGIN quiver-swift-settings (copy-identical in every manifest; `make isolation` checks it)
let quiverSwiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .treatAllWarnings(as: .error),
]
// END quiver-swift-settings

let package = Package(
  name: "Scoring",
  products: [
    .library(name: "Scoring", targets: ["Scoring"]),
    // The rules every RoundClient keeps, for the tests of each implementation (App's SQLite one).
    .library(name: "ScoringTestSupport", targets: ["ScoringTestSupport"]),
  ],
  dependencies: [
    .package(path: "../CoreInterfaces")
  ],
  targets: [
    .target(
      name: "Scoring",
      dependencies: [.product(name: "CoreInterfaces", package: "CoreInterfaces")],
      swiftSettings: quiverSwiftSettings
    ),
    .target(
      name: "ScoringTestSupport",
      dependencies: [
        "Scoring",
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .testTarget(
      name: "ScoringTests",
      dependencies: [
        "Scoring", "ScoringTestSupport",
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
