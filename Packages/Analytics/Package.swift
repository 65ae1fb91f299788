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
  name: "Analytics",
  products: [
    .library(name: "Analytics", targets: ["Analytics"])
  ],
  dependencies: [
    .package(path: "../CoreInterfaces")
  ],
  targets: [
    .target(
      name: "Analytics",
      dependencies: [.product(name: "CoreInterfaces", package: "CoreInterfaces")],
      swiftSettings: quiverSwiftSettings
    ),
    .testTarget(
      name: "AnalyticsTests",
      dependencies: [
        "Analytics",
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
      ],
      // Read from the source tree by path (#filePath), not bundled.
      exclude: ["Fixtures"],
      swiftSettings: quiverSwiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
