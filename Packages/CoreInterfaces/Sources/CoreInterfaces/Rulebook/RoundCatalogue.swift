/// The standard rounds Quiver knows, keyed by codename (the archery rules' catalogue).
public enum RoundCatalogue {
  /// Every round, in the order a picker lists them: WA outdoor, WA indoor, AGB indoor, AGB
  /// imperial, field.
  public static let all: [RoundDefinition] = [
    round("wa1440_90", "WA 1440 (90 m)", wa1440(90, 70, 50, 30)),
    round("wa1440_70", "WA 1440 (70 m)", wa1440(70, 60, 50, 30)),
    round("wa1440_60", "WA 1440 (60 m)", wa1440(60, 50, 40, 30)),
    round("wa720_70", "WA 70 m", twice(36, metres(70), cm(122), .tenZone)),
    round("wa720_60", "WA 60 m", twice(36, metres(60), cm(122), .tenZone)),
    round("wa720_50_b", "WA 50 m Barebow", twice(36, metres(50), cm(122), .tenZone)),
    round("wa720_50_c", "WA 50 m Compound", twice(36, metres(50), cm(80), .tenZoneSixRing)),
    round("wa18", "WA 18 m", twice(30, metres(18), cm(40), .tenZone, indoor: true), perEnd: 3),
    round(
      "wa18_compound", "WA 18 m Compound",
      twice(30, metres(18), cm(40), .tenZoneCompound, indoor: true), perEnd: 3),
    round("wa25", "WA 25 m", twice(30, metres(25), cm(60), .tenZone, indoor: true), perEnd: 3),
    round(
      "vegas", "Vegas", twice(30, metres(18), cm(40), .tenZoneFiveRing, indoor: true), perEnd: 3),
    round(
      "portsmouth", "Portsmouth", twice(30, yards(20), cm(60), .tenZone, indoor: true), perEnd: 3),
    round(
      "worcester", "Worcester",
      twice(30, yards(20), Length(known: 16, .inches), .worcester, indoor: true), perEnd: 5),
    round(
      "bray_i", "Bray I",
      [.init(arrows: 30, distance: yards(20), face: cm(40), system: .tenZone, indoor: true)],
      perEnd: 3),
    round("york", "York", imperial([(72, 100), (48, 80), (24, 60)])),
    round("hereford", "Hereford", imperial([(72, 80), (48, 60), (24, 50)])),
    round("st_george", "St George", imperial([(36, 100), (36, 80), (36, 60)])),
    round("windsor", "Windsor", imperial([(36, 60), (36, 50), (36, 40)])),
    round("western", "Western", imperial([(48, 60), (48, 50)])),
    round("national", "National", imperial([(48, 60), (24, 50)])),
    round(
      "wa_field_24_red_marked", "WA Field 24 (red, marked)",
      [
        (10, 20), (15, 20), (20, 20), (20, 40), (25, 40), (30, 40), (35, 60), (40, 60), (45, 60),
        (50, 80), (55, 80), (60, 80),
      ].map { distance, face in
        .init(
          arrows: 6, distance: metres(Double(distance)), face: cm(Double(face)),
          system: .worldArcheryField, indoor: false)
      }, perEnd: 3),
  ]

  /// The round with `codename` (any case), or `nil`.
  public static func round(_ codename: String) -> RoundDefinition? {
    all.first { $0.id == codename.lowercased() }
  }

  private static func round(
    _ id: String, _ name: String, _ passes: [RoundDefinition.Pass], perEnd: Int = 6
  ) -> RoundDefinition {
    RoundDefinition(id: id, name: name, passes: passes, arrowsPerEnd: perEnd)
  }

  private static func metres(_ value: Double) -> Length { Length(known: value, .metres) }
  private static func yards(_ value: Double) -> Length { Length(known: value, .yards) }
  private static func cm(_ value: Double) -> Length { Length(known: value, .centimetres) }

  /// Two identical passes (WA 720s and indoor rounds are shot as two halves).
  private static func twice(
    _ arrows: Int, _ distance: Length, _ face: Length, _ system: ScoringSystem,
    indoor: Bool = false
  ) -> [RoundDefinition.Pass] {
    let pass = RoundDefinition.Pass(
      arrows: arrows, distance: distance, face: face, system: system, indoor: indoor)
    return [pass, pass]
  }

  /// 36 arrows at each of four metric distances, the longer two on 122 cm, the shorter on 80 cm.
  private static func wa1440(_ a: Double, _ b: Double, _ c: Double, _ d: Double)
    -> [RoundDefinition.Pass]
  {
    [(a, 122.0), (b, 122), (c, 80), (d, 80)].map { distance, face in
      .init(arrows: 36, distance: metres(distance), face: cm(face), system: .tenZone, indoor: false)
    }
  }

  /// AGB imperial: (arrows, yards) on the 122 cm face, 5-zone scoring.
  private static func imperial(_ passes: [(arrows: Int, yards: Double)]) -> [RoundDefinition.Pass] {
    passes.map {
      .init(
        arrows: $0.arrows, distance: yards($0.yards), face: cm(122), system: .fiveZone,
        indoor: false)
    }
  }
}
