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
  name: "CoreInterfaces",
  products: [
    .library(name: "CoreInterfaces", targets: ["CoreInterfaces"]),
    .library(name: "CoreInterfacesTestSupport", targets: ["CoreInterfacesTestSupport"]),
  ],
  targets: [
    .target(name: "CoreInterfaces", swiftSettings: quiverSwiftSettings),
    .target(
      name: "CoreInterfacesTestSupport",
      dependencies: ["CoreInterfaces"],
      swiftSettings: quiverSwiftSettings
    ),
    .testTarget(
      name: "CoreInterfacesTests",
      dependencies: ["CoreInterfaces", "CoreInterfacesTestSupport"],
      swiftSettings: quiverSwiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
