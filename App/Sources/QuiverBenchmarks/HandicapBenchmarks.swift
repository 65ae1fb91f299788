import CoreInterfaces

/// Handicaps on a York, its table already computed (once per round, as in the app):
/// `handicap_from_score_us`, one integer handicap from a score (a table look-up, or the root
/// finder for a score past handicap 150), and `handicap_exact_us`, one real-valued handicap (a
/// search inside the table's bracket). Each over 100 scores spread across the round.
enum HandicapBenchmarks {
  static func run() throws {
    guard let york = RoundCatalogue.round("york") else { return }
    let model = try RoundHandicaps(york)
    let scores = Array(stride(from: 100, to: 1_200, by: 11))
    var checksum = 0
    let integer = nanosecondsPerIteration(iterations: 100_000) { index in
      checksum &+= (try? model.integerHandicap(for: scores[index % scores.count])) ?? 0
    }
    report("handicap_from_score_us", integer / 1_000, decimals: 3)
    var total = 0.0
    let exact = nanosecondsPerIteration(iterations: 20_000) { index in
      total += (try? model.exactHandicap(for: scores[index % scores.count])) ?? 0
    }
    report("handicap_exact_us", exact / 1_000, decimals: 3)
    blackHole((checksum, total))
  }
}
