/// The standard rounds Quiver knows, keyed by codename.
public enum RoundCatalogue {
  /// Every round, in the order a picker lists them.
  public static let all: [RoundDefinition] = [
    RoundDefinition(
      id: "wa1440_90", name: "WA 1440 (90 m)",
      passes: [
        outdoor(36, 90, .metres, face: 122), outdoor(36, 70, .metres, face: 122),
        outdoor(36, 50, .metres, face: 80), outdoor(36, 30, .metres, face: 80),
      ], arrowsPerEnd: 6),
    RoundDefinition(
      id: "wa720_70", name: "WA 70 m (720)", passes: [outdoor(72, 70, .metres, face: 122)],
      arrowsPerEnd: 6),
    RoundDefinition(
      id: "wa18", name: "WA 18 m",
      passes: [
        .init(
          arrows: 60, distance: .init(18, .metres), face: .init(40, .centimetres), system: .tenZone,
          indoor: true)
      ],
      arrowsPerEnd: 3),
    RoundDefinition(
      id: "portsmouth", name: "Portsmouth",
      passes: [
        .init(
          arrows: 60, distance: .init(20, .yards), face: .init(60, .centimetres), system: .tenZone,
          indoor: true)
      ],
      arrowsPerEnd: 3),
    RoundDefinition(
      id: "worcester", name: "Worcester",
      passes: [
        .init(
          arrows: 60, distance: .init(20, .yards), face: .init(16, .inches), system: .worcester,
          indoor: true)
      ],
      arrowsPerEnd: 5),
    RoundDefinition(
      id: "york", name: "York",
      passes: [imperial(72, 100), imperial(48, 80), imperial(24, 60)], arrowsPerEnd: 6),
    RoundDefinition(
      id: "national", name: "National", passes: [imperial(48, 60), imperial(24, 50)],
      arrowsPerEnd: 6),
  ]

  /// The round with `codename`, or `nil`.
  public static func round(_ codename: String) -> RoundDefinition? {
    all.first { $0.id == codename.lowercased() }
  }

  private static func outdoor(
    _ arrows: Int, _ distance: Double, _ unit: Length.Unit, face: Double
  ) -> RoundDefinition.Pass {
    .init(
      arrows: arrows, distance: .init(distance, unit), face: .init(face, .centimetres),
      system: .tenZone, indoor: false)
  }

  private static func imperial(_ arrows: Int, _ yards: Double) -> RoundDefinition.Pass {
    .init(
      arrows: arrows, distance: .init(yards, .yards), face: .init(122, .centimetres),
      system: .fiveZone, indoor: false)
  }
}
