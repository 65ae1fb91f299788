// swift-tools-version: 6.2
// The umbrella package: cross-package integration tests over the App package. Each package under
// Packages/ and App/ builds and tests on its own; this one proves they work together.
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
  name: "Quiver",
  dependencies: [
    .package(path: "App"),
    .package(path: "Packages/CoreInterfaces"),
    .package(path: "Packages/Equipment"),
    .package(path: "Packages/Scoring"),
    .package(path: "Packages/Analytics"),
  ],
  targets: [
    .testTarget(
      name: "IntegrationTests",
      dependencies: [
        .product(name: "LiveDependencies", package: "App"),
        .product(name: "Store", package: "App"),
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
        .product(name: "Equipment", package: "Equipment"),
        .product(name: "Scoring", package: "Scoring"),
        .product(name: "Analytics", package: "Analytics"),
      ],
      path: "Tests/IntegrationTests",
      exclude: ["Golden"],
      swiftSettings: quiverSwiftSettings
    )
  ],
  swiftLanguageModes: [.v6]
)
