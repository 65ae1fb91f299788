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
  name: "Equipment",
  products: [
    .library(name: "Equipment", targets: ["Equipment"]),
    // The rules every EquipmentClient keeps, for the tests of each implementation (App's SQLite
    // one).
    .library(name: "EquipmentTestSupport", targets: ["EquipmentTestSupport"]),
  ],
  dependencies: [
    .package(path: "../CoreInterfaces")
  ],
  targets: [
    .target(
      name: "Equipment",
      dependencies: [.product(name: "CoreInterfaces", package: "CoreInterfaces")],
      swiftSettings: quiverSwiftSettings
    ),
    .target(
      name: "EquipmentTestSupport",
      dependencies: [
        "Equipment",
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .testTarget(
      name: "EquipmentTests",
      dependencies: [
        "Equipment", "EquipmentTestSupport",
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
