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
  name: "App",
  products: [
    .library(name: "Navigation", targets: ["Navigation"]),
    .library(name: "Store", targets: ["Store"]),
    .library(name: "LiveDependencies", targets: ["LiveDependencies"]),
    .library(name: "Coordinator", targets: ["Coordinator"]),
    .executable(name: "quiver", targets: ["quiver"]),
    .executable(name: "quiver-bench", targets: ["QuiverBenchmarks"]),
  ],
  dependencies: [
    .package(path: "../Packages/CoreInterfaces"),
    .package(path: "../Packages/Equipment"),
    .package(path: "../Packages/Scoring"),
    .package(path: "../Packages/Analytics"),
  ],
  targets: [
    // Reusable and UI-free: knows nothing of Quiver, depends on the toolchain only.
    .target(name: "Navigation", swiftSettings: quiverSwiftSettings),
    // The system SQLite (libsqlite3-dev); only App sees it.
    .systemLibrary(
      name: "CSQLite", path: "Sources/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    .target(
      name: "Store",
      dependencies: [
        "CSQLite",
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "Equipment", package: "Equipment"),
        .product(name: "Scoring", package: "Scoring"),
        .product(name: "Analytics", package: "Analytics"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .target(
      name: "LiveDependencies",
      dependencies: [
        "Store",
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "Equipment", package: "Equipment"),
        .product(name: "Scoring", package: "Scoring"),
        .product(name: "Analytics", package: "Analytics"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .target(
      name: "Coordinator",
      dependencies: [
        "Navigation",
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "Equipment", package: "Equipment"),
        .product(name: "Scoring", package: "Scoring"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .executableTarget(
      name: "quiver",
      dependencies: [
        "LiveDependencies", "Coordinator", "Navigation", "Store",
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "Equipment", package: "Equipment"),
        .product(name: "Scoring", package: "Scoring"),
        .product(name: "Analytics", package: "Analytics"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .executableTarget(
      name: "QuiverBenchmarks",
      dependencies: [
        "LiveDependencies",
        "Store",
        .product(name: "Scoring", package: "Scoring"),
        .product(name: "Analytics", package: "Analytics"),
        "Navigation",
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .testTarget(
      name: "NavigationTests",
      dependencies: [
        "Navigation",
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .testTarget(
      name: "StoreTests",
      dependencies: [
        "Store",
        .product(name: "Analytics", package: "Analytics"),
        .product(name: "Equipment", package: "Equipment"),
        .product(name: "Scoring", package: "Scoring"),
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .testTarget(
      name: "AppTests",
      dependencies: [
        "LiveDependencies",
        "Store",
        "Coordinator",
        "Navigation",
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
