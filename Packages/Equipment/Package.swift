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
    .library(name: "Equipment", targets: ["Equipment"])
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
    .testTarget(
      name: "EquipmentTests",
      dependencies: [
        "Equipment",
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
