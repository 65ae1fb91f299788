/// Which outdoor classes a round can award a category: the distance each class needs, and the
/// prestige rounds on which every class is open (GLOSSARY "Outdoor distances and prestige
/// rounds").
enum OutdoorRestrictions {
  /// The distances a class may need, longest first, in metres.
  static let ladder = [90, 70, 60, 50, 40, 30, 20, 15]

  /// The longest distance a category shoots, D, in metres.
  static func categoryMaximumDistance(_ category: ClassificationCategory) -> Int {
    switch (category.gender, category.ageGroup) {
    case (.open, .adult), (.open, .u21): 90
    case (.open, .fiftyPlus), (.open, .u18), (.female, .adult), (.female, .u21): 70
    case (.open, .u16), (.female, .fiftyPlus), (.female, .u18): 60
    case (.open, .u15), (.female, .u16), (.female, .u15): 50
    case (_, .u14): 40
    case (_, .u12): 30
    }
  }

  /// The round's longest distance as a number in its own unit: yards count as if they were
  /// metres, as the scheme does.
  static func roundMaximumDistance(_ round: RoundDefinition) -> Double {
    round.passes.map(\.distance.value).max() ?? 0
  }

  /// The shortest round (its longest distance) on which class `index` (0 = EMB) may be
  /// awarded to `category`: a rung of ``ladder`` at or below the category's own distance.
  static func minimumDistance(classIndex index: Int, for category: ClassificationCategory) -> Int {
    let maximum = categoryMaximumDistance(category)
    let rung = ladder.firstIndex(of: maximum) ?? 0
    let olderOpen: Bool
    switch category.ageGroup {
    case .fiftyPlus, .adult, .u21, .u18, .u16: olderOpen = category.gender == .open
    case .u15, .u14, .u12: olderOpen = false
    }
    // Older open archers need one rung less from B2 on; everyone else from B3 on.
    let offsets = olderOpen ? [0, 0, 0, 0, 1, 2, 3, 4, 5] : [0, 0, 0, 0, 0, 1, 2, 3, 4]
    let offset = offsets.indices.contains(index) ? offsets[index] : offsets[offsets.count - 1]
    return ladder[min(rung + offset, ladder.count - 1)]
  }

  /// Whether `codename` is a prestige round for `category`: every class is then available and
  /// no distance is checked.
  static func isPrestige(
    codename: String, roundMaximumDistance: Double, for category: ClassificationCategory
  ) -> Bool {
    let maximum = categoryMaximumDistance(category)
    let style = category.classedStyle
    let recurveOrLongbow = style == .recurve || style == .longbow
    switch codename {
    case "york", "hereford", "wa1440_90", "wa1440_70", "wa1440_60":
      return roundMaximumDistance >= Double(maximum)
    case "wa720_70": return recurveOrLongbow
    case "wa720_60":
      let olderOpen =
        category.gender == .open && (category.ageGroup == .fiftyPlus || category.ageGroup == .u18)
      return recurveOrLongbow && (maximum <= 60 || olderOpen)
    case "wa720_50_c": return style == .compound
    case "wa720_50_b": return style == .barebow
    default: return false
    }
  }
}
