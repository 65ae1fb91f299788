import Analytics
import CommandKit
import CoreInterfaces
import Presentation

/// `quiver stats groups [filters]`: where the plotted arrows of the rounds the filters pick
/// landed, as one group and one per arrow number. Per-arrow analysis reads the arrows of the
/// filtered set that hold a plotted arrow (history reads summaries; a group needs positions).
struct StatsGroupsCommand: QuiverCommand {
  /// One group as `--json` prints it: positions as a percentage of each face's radius.
  struct Group: Encodable {
    let arrows: Int
    let centrePercent: [Double]
    let spreadPercent: [Double]
    let radialSpreadPercent: Double

    init(_ group: GroupAnalysis.Group) {
      arrows = group.count
      centrePercent = [group.centreX, group.centreY].map(Self.percent)
      spreadPercent = [group.spreadX, group.spreadY].map(Self.percent)
      radialSpreadPercent = Self.percent(group.radialSpread)
    }

    static func percent(_ share: Double) -> Double { (share * 1_000).rounded() / 10 }
  }

  /// One arrow number's group.
  struct Shaft: Encodable {
    let number: Int
    let group: Group
    let apart: Bool
  }

  /// What `--json` prints; `all` is absent when no arrow was plotted.
  struct Report: Encodable {
    let rounds: Int
    let roundsWithPlottedArrows: Int
    let all: Group?
    let arrowNumbers: [Shaft]
  }

  let name = "groups"
  let summary =
    "Where plotted arrows landed across the rounds the filters pick: the group, and each arrow number's (which shaft flies apart)."
  /// The history filters, whose `--round` may also name one round by its ID (as `stats`).
  let history = HistoryOptions(round: HistoryOptions.idOrCodename)
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let output = context.output
    let (picked, records) = try await context.withLiveDependencies {
      @Dependency(\.analytics) var analytics
      if let one = try await history.oneRound(arguments) {
        return (1, [try await analytics.round(one)])
      }
      let reference = try arguments[history.round]
      // The damaged round rows and summaries are named and left out, as `stats` leaves them.
      let filter = try await UnreadRounds.counting(
        history.filter(arguments, codename: reference), output, arrows: false)
      // Only rounds holding a plotted arrow are read (found through the plotted arrows' index):
      // a round without one adds nothing to a group. The rest are counted by SQLite.
      let plotted = try await analytics.plottedRounds()
      let count = try await analytics.statistics(filter, 0).rounds
      let picked = plotted.isEmpty ? [] : try await analytics.summaries(filter)
      var records: [RoundRecord] = []
      var leftOut = 0
      for summary in picked.sorted(by: { $0.date < $1.date }) where plotted.contains(summary.id) {
        // A round with a damaged row is left out and named; the others are still grouped.
        do { records.append(try await analytics.round(summary.id)) } catch let damage
          as StoreDamage
        {
          output.error("Left out: \(damage.description).")
          leftOut += 1
        }
      }
      return (count - leftOut, records)
    }
    let plotted = records.filter { !$0.arrowsRelativeToFace.isEmpty }.count
    let analysis = GroupAnalysis(acrossFaces: records)
    if context.json {
      return try context.output.json(
        Report(
          rounds: picked, roundsWithPlottedArrows: plotted,
          all: analysis.map { Group($0.all) },
          arrowNumbers: (analysis?.byArrowNumber ?? [:]).sorted { $0.key < $1.key }.map {
            Shaft(
              number: $0.key, group: Group($0.value),
              apart: analysis?.apart.contains($0.key) == true)
          }))
    }
    for line in GroupsText.lines(analysis, rounds: picked, plotted: plotted) {
      context.output.line(line)
    }
  }
}
