import CoreInterfaces
import Testing

/// Properties of the thresholds over every catalogue round and every category: strictly falling
/// from the best class to the worst, a threshold earns its class, one point less earns a worse
/// one, and classes stay in the scheme's order.
@Suite("Classification thresholds over every round and category")
struct ClassificationPropertyTests {
  static let categories: [ClassificationCategory] = BowStyle.allCases.flatMap { style in
    Gender.allCases.flatMap { gender in
      AgeGroup.allCases.map { .init(bowStyle: style, gender: gender, ageGroup: $0) }
    }
  }

  @Test(
    "Thresholds fall strictly and classify as their class", arguments: RoundCatalogue.all.map(\.id))
  func thresholdsAreConsistent(codename: String) throws {
    let round = try #require(RoundCatalogue.round(codename))
    let maximum = try #require(round.maxScore)
    for category in Self.categories {
      let classes = try RoundClassifications(round, category: category)
      let table = classes.table
      let order = classes.scheme.classes
      #expect(classes.entries.map(\.classification) == order)
      #expect(zip(table, table.dropFirst()).allSatisfy { $0.minimumScore > $1.minimumScore })
      for (position, entry) in table.enumerated() {
        #expect(entry.minimumScore > 0 && entry.minimumScore <= maximum)
        #expect(try classes.classify(entry.minimumScore) == entry.classification)
        let below = try classes.classify(entry.minimumScore - 1)
        let expected =
          position + 1 < table.count ? table[position + 1].classification : .unclassified
        #expect(below == expected, "\(codename) \(category) \(entry.classification)")
      }
      // Class handicaps grow by the class step, best to worst.
      let handicaps = classes.entries.map(\.handicap)
      #expect(zip(handicaps, handicaps.dropFirst()).allSatisfy { $0 < $1 })
    }
  }

  @Test func theSchemeFollowsTheRound() {
    let schemes = Dictionary(grouping: RoundCatalogue.all.map(\.id)) {
      ClassificationScheme.of(codename: $0)
    }
    #expect(schemes[nil] == nil)
    #expect(schemes[.indoor]?.count == 7)
    #expect(schemes[.outdoor]?.count == 13)
    #expect(schemes[.field] == ["wa_field_24_red_marked"])
  }

  @Test func outdoorNonPrestigeRoundsNeverAwardTheMasterTier() throws {
    for codename in ["st_george", "windsor", "western", "national"] {
      for category in Self.categories {
        let classes = try RoundClassifications(codename: codename, category: category)
        #expect(classes.entries.prefix(3).allSatisfy { $0.minimumScore == nil })
      }
    }
    // York is prestige for everyone: every class is open.
    for category in Self.categories {
      let york = try RoundClassifications(codename: "york", category: category)
      #expect(york.table.count == 9, "\(category)")
    }
  }
}
