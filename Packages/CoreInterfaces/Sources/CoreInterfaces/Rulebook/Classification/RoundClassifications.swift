/// The Archery GB 2023 classifications of one catalogue round for one category: each class's
/// handicap and minimum score (or that it cannot be awarded here), and the class a score earns.
/// The rules are GLOSSARY "Classifications", steps 1 to 7.
public struct RoundClassifications: Sendable {
  /// One class on this round for this category.
  public struct Entry: Sendable, Hashable {
    /// The class.
    public let classification: Classification
    /// Its handicap, datum + Δ + steps (can be fractional).
    public let handicap: Double
    /// The least score that earns it, or `nil` where it cannot be awarded (distance, prestige,
    /// the gap rule at the maximum, the field's unsighted bows).
    public let minimumScore: Int?
  }

  /// The round, as the catalogue defines it.
  public let round: RoundDefinition
  /// Who is classified.
  public let category: ClassificationCategory
  /// Outdoor, indoor or field.
  public let scheme: ClassificationScheme
  /// The round's maximum score.
  public let maximum: Int
  /// Every class of the scheme, best first, available or not.
  public let entries: [Entry]

  /// The classifications of `round` (a catalogue round, by its codename) for `category`; any
  /// other round is refused, naming why.
  public init(_ round: RoundDefinition, category: ClassificationCategory)
    throws(ClassificationError)
  {
    guard !round.isPractice, let scheme = ClassificationScheme.of(codename: round.id),
      let definition = RoundCatalogue.round(round.id)
    else { throw .roundNotInScheme(name: round.name) }
    let model: RoundHandicaps
    do {
      model = try RoundHandicaps(
        definition, faces: Self.classificationFaces(definition, style: category.classedStyle),
        scheme: .agb2023)
    } catch {
      throw .roundNotInScheme(name: round.name)
    }
    self.round = definition
    self.category = category
    self.scheme = scheme
    maximum = model.maximum
    let handicaps = Self.classHandicaps(scheme: scheme, category: category)
    let available = Self.availability(scheme: scheme, round: definition, category: category)
    let minimumScores = Self.thresholds(
      raw: handicaps.map { model.expectedScore(handicap: $0) },
      oneWorse: handicaps.map { model.expectedScore(handicap: $0.rounded(.down) + 1) },
      available: available, maximum: maximum)
    entries = scheme.classes.indices.map { index in
      Entry(
        classification: scheme.classes[index], handicap: handicaps[index],
        minimumScore: minimumScores[index])
    }
  }

  /// The classifications of the catalogue round `codename` for `category`.
  public init(codename: String, category: ClassificationCategory) throws(ClassificationError) {
    guard let round = RoundCatalogue.round(codename) else {
      throw .roundNotInScheme(name: codename)
    }
    try self.init(round, category: category)
  }

  /// The classes that can be awarded, best first, each with its minimum score: what
  /// `quiver classify --table` prints as `CODE MINSCORE`.
  public var table: [(classification: Classification, minimumScore: Int)] {
    entries.compactMap { entry in entry.minimumScore.map { (entry.classification, $0) } }
  }

  /// The best class `score` earns, or ``Classification/unclassified`` (`UC`); a score below 0 or
  /// above the maximum is refused.
  public func classify(_ score: Int) throws(ClassificationError) -> Classification {
    guard score >= 0, score <= maximum else {
      throw .scoreOutOfRange(score, maximum: maximum, round: round.name)
    }
    return table.first { $0.minimumScore <= score }?.classification ?? .unclassified
  }

  /// Steps 5 and 6, best first: `raw` is each class's expected score rounded up, `oneWorse` the
  /// same at ⌊h⌋ + 1; `nil` marks a class that cannot be awarded. The gap rule: a score one
  /// handicap point worse also reaches must not earn the class (raise it by one, or close the class
  /// at the maximum). Then, from the worst class up, thresholds strictly increase and an
  /// unavailable class closes every class above it.
  static func thresholds(raw: [Int], oneWorse: [Int], available: [Bool], maximum: Int) -> [Int?] {
    var scores = raw
    var open = available
    for index in scores.indices where open[index] && oneWorse[index] == scores[index] {
      if scores[index] == maximum { open[index] = false } else { scores[index] += 1 }
    }
    for index in stride(from: scores.count - 1, through: 1, by: -1) {
      if !open[index] {
        open[index - 1] = false
      } else if open[index - 1], scores[index - 1] <= scores[index] {
        if scores[index] == maximum {
          open[index - 1] = false
        } else {
          scores[index - 1] = scores[index] + 1
        }
      }
    }
    return scores.indices.map { open[$0] ? scores[$0] : nil }
  }

  /// The class handicaps, best first: datum + Δ + (i − MB's index) · step.
  static func classHandicaps(
    scheme: ClassificationScheme, category: ClassificationCategory
  ) -> [Double] {
    let parameters = scheme.parameters(for: category.classedStyle)
    let base = parameters.datum + scheme.offset(for: category)
    return scheme.classes.indices.map { index in
      base + Double(index - scheme.masterIndex) * parameters.classStep
    }
  }

  /// Which classes the round may award before the gap rule, best first: every class indoors;
  /// outdoors every class on a prestige round, else none of the MB tier and none needing a
  /// longer distance than the round's; in the field only sighted bows (the red round is 60 m).
  static func availability(
    scheme: ClassificationScheme, round: RoundDefinition, category: ClassificationCategory
  ) -> [Bool] {
    let classes = scheme.classes.indices
    switch scheme {
    case .indoor:
      return classes.map { _ in true }
    case .field:
      let sighted = category.classedStyle == .compound || category.classedStyle == .recurve
      return classes.map { _ in sighted }
    case .outdoor:
      let longest = OutdoorRestrictions.roundMaximumDistance(round)
      if OutdoorRestrictions.isPrestige(
        codename: round.id, roundMaximumDistance: longest, for: category)
      {
        return classes.map { _ in true }
      }
      return classes.map { index in
        index > scheme.masterIndex
          && Double(OutdoorRestrictions.minimumDistance(classIndex: index, for: category))
            <= longest
      }
    }
  }

  /// The faces a round is classified on: a compound shoots indoor faces inner-10 (as it scores
  /// them), and WA 50 m Compound is modelled on the full 80 cm 10-zone face, not its 6-ring one.
  static func classificationFaces(_ round: RoundDefinition, style: BowStyle) -> [TargetFace] {
    round.passes.map { pass in
      let system = round.id == "wa720_50_c" ? .tenZone : pass.system(for: style)
      return TargetFace(system: system, diameter: pass.faceDiameter.metres)
    }
  }
}
