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
    .library(name: "EquipmentLive", targets: ["EquipmentLive"]),
    .library(name: "ScoringLive", targets: ["ScoringLive"]),
    .library(name: "AnalyticsLive", targets: ["AnalyticsLive"]),
    .library(name: "LiveDependencies", targets: ["LiveDependencies"]),
    .library(name: "Coordinator", targets: ["Coordinator"]),
    .library(name: "Presentation", targets: ["Presentation"]),
    .library(name: "Terminal", targets: ["Terminal"]),
    .library(name: "CommandKit", targets: ["CommandKit"]),
    .library(name: "EquipmentCommands", targets: ["EquipmentCommands"]),
    .library(name: "ScoringCommands", targets: ["ScoringCommands"]),
    .library(name: "AnalyticsCommands", targets: ["AnalyticsCommands"]),
    .library(name: "Commands", targets: ["Commands"]),
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
    // The platform's store: the SQLite wrapper, schema and migrations, saved app state.
    .target(
      name: "Store",
      dependencies: ["CSQLite", .product(name: "CoreInterfaces", package: "CoreInterfaces")],
      swiftSettings: quiverSwiftSettings
    ),
    // One room per feature team: its DAO and live client, over Store. A room imports only its
    // own feature package, CoreInterfaces and Store (`make isolation`).
    .target(
      name: "EquipmentLive",
      dependencies: [
        "Store",
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "Equipment", package: "Equipment"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .target(
      name: "ScoringLive",
      dependencies: [
        "Store",
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "Scoring", package: "Scoring"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .target(
      name: "AnalyticsLive",
      dependencies: [
        "Store",
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "Analytics", package: "Analytics"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    // The composition root: registers each room's live client, nothing else.
    .target(
      name: "LiveDependencies",
      dependencies: [
        "Store", "EquipmentLive", "ScoringLive", "AnalyticsLive",
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
        .product(name: "Analytics", package: "Analytics"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    // Text shared by the command line and the interactive app: tables, score sheets, statistics,
    // colour. Depends on the features' models only, never on a store or a terminal.
    .target(
      name: "Presentation",
      dependencies: [
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "Scoring", package: "Scoring"),
        .product(name: "Analytics", package: "Analytics"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    // The interactive app: keys in, screens out, over the coordinator. Knows no command parsing
    // and no real terminal, so a scripted session replays exactly.
    .target(
      name: "Terminal",
      dependencies: [
        "Coordinator", "Navigation", "Presentation",
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "Equipment", package: "Equipment"),
        .product(name: "Scoring", package: "Scoring"),
        .product(name: "Analytics", package: "Analytics"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    // The command-line kit: a command's declarations (options, arguments, required or not),
    // the one reading of the command line, help, the completion script, the man page, output
    // and JSON, and what every team's commands share (ID lookups, the score card, files).
    // It knows no command of its own.
    .target(
      name: "CommandKit",
      dependencies: [
        "LiveDependencies", "Store", "Presentation",
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "Equipment", package: "Equipment"),
        .product(name: "Scoring", package: "Scoring"),
        .product(name: "Analytics", package: "Analytics"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    // Each team's commands, in its room beside its live target: a team's new command touches
    // only its own. A team's commands import the kit, the features' models, Presentation and
    // Store, never another team's commands or live target (`make isolation`).
    .target(
      name: "EquipmentCommands",
      dependencies: [
        "CommandKit", "Presentation", "Store",
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "Equipment", package: "Equipment"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .target(
      name: "ScoringCommands",
      dependencies: [
        "CommandKit", "Presentation", "Store",
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "Equipment", package: "Equipment"),
        .product(name: "Scoring", package: "Scoring"),
        .product(name: "Analytics", package: "Analytics"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .target(
      name: "AnalyticsCommands",
      dependencies: [
        "CommandKit", "Presentation", "Store",
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "Equipment", package: "Equipment"),
        .product(name: "Scoring", package: "Scoring"),
        .product(name: "Analytics", package: "Analytics"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    // The command line's registry (every team's commands, in help's order) and the platform's
    // own commands: app, demo, where, backup and restore, archers, settings, check, completion.
    // A library, so it is unit tested in process; `quiver` only calls it.
    .target(
      name: "Commands",
      dependencies: [
        "CommandKit", "EquipmentCommands", "ScoringCommands", "AnalyticsCommands",
        "LiveDependencies", "Coordinator", "Navigation", "Store", "EquipmentLive", "Terminal",
        "Presentation",
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "Equipment", package: "Equipment"),
        .product(name: "Scoring", package: "Scoring"),
        .product(name: "Analytics", package: "Analytics"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .executableTarget(
      name: "quiver", dependencies: ["Commands", "Terminal"], swiftSettings: quiverSwiftSettings),
    .executableTarget(
      name: "QuiverBenchmarks",
      dependencies: [
        "LiveDependencies", "Store", "ScoringLive", "AnalyticsLive", "Terminal", "Coordinator",
        .product(name: "Equipment", package: "Equipment"),
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
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .testTarget(
      name: "EquipmentLiveTests",
      dependencies: [
        "EquipmentLive", "Store",
        .product(name: "Equipment", package: "Equipment"),
        .product(name: "EquipmentTestSupport", package: "Equipment"),
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .testTarget(
      name: "ScoringLiveTests",
      dependencies: [
        "ScoringLive", "Store",
        .product(name: "Scoring", package: "Scoring"),
        .product(name: "ScoringTestSupport", package: "Scoring"),
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .testTarget(
      name: "AnalyticsLiveTests",
      dependencies: [
        "AnalyticsLive", "Store",
        .product(name: "Analytics", package: "Analytics"),
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .testTarget(
      name: "CommandsTests",
      dependencies: [
        "Commands", "CommandKit", "EquipmentCommands", "ScoringCommands", "AnalyticsCommands",
        "Store", "LiveDependencies",
        .product(name: "Equipment", package: "Equipment"),
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .testTarget(
      name: "PresentationTests",
      dependencies: [
        "Presentation",
        .product(name: "Analytics", package: "Analytics"),
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .testTarget(
      name: "TerminalTests",
      dependencies: [
        "Terminal", "Coordinator", "Navigation", "LiveDependencies", "Store", "Presentation",
        .product(name: "CoreInterfaces", package: "CoreInterfaces"),
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
        .product(name: "Scoring", package: "Scoring"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
    .testTarget(
      name: "AppTests",
      dependencies: [
        "LiveDependencies",
        "Store",
        "Coordinator",
        "Terminal",
        "Navigation",
        .product(name: "CoreInterfacesTestSupport", package: "CoreInterfaces"),
        .product(name: "Analytics", package: "Analytics"),
        .product(name: "Equipment", package: "Equipment"),
        .product(name: "Scoring", package: "Scoring"),
      ],
      swiftSettings: quiverSwiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
