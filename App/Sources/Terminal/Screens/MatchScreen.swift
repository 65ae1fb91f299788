import Coordinator
import CoreInterfaces
import Presentation
import Scoring

/// A head-to-head match, scored set by set: `10 9 9 / 9 9 8` (side A's arrows, a slash, side
/// B's) shoots the next set and shows the set points after it; when the match is tied after its
/// last set the same line with distances (`10@3.2 / 10@4`) is the shoot-off; once decided, it
/// takes no arrow. `n FORMAT A… / B…` starts a match (the screen opens ready to, when none is);
/// `l` lists the stored matches, newest first, a page at a time, and a number opens one.
final class MatchScreen: TerminalScreen {
  let model: MatchModel
  /// The stored matches, a page at a time, when `l` shows them.
  private var listing: PagedListing

  init(_ match: MatchID?, _ start: ScreenStart) {
    model = MatchModel(matchID: match)
    listing = PagedListing(rows: start.coordinator.listRows)
    start.load { [model] in await model.load() }
  }

  func cover() -> Bool {
    model.shown.stop()
    return true
  }

  func uncover() -> (@MainActor () async -> Void)? { { [model] in await model.load() } }

  func handle(_ key: String, _ context: ScreenContext) async {
    if key == "l" { return await listMatches(context) }
    if let position = context.listNumber(key), let listed = model.earlier, listing.isShown {
      guard listed.indices.contains(position - 1) else {
        return context.say("No match \(position): type a number from 1 to \(listed.count).")
      }
      listing.close()
      // In place of the match shown: the path stays Home › Match however many are opened.
      context.coordinator.showInstead(.match(listed[position - 1].id))
      return
    }
    if key.hasPrefix("n ") {
      if await model.start(String(key.dropFirst(2))), let started = model.started {
        context.say(started, as: .done)
      } else if let error = model.error {
        context.say(error.message)
      }
      return
    }
    guard key.contains("/"), model.shown.value != nil else { return context.unknown(key) }
    let plotted = key.hasPrefix("p ")
    if plotted ? await model.enterPlotted(String(key.dropFirst(2))) : await model.enter(key) {
      context.say(model.saved.map { MatchText.saved($0.match) } ?? "Saved.", as: .done)
    } else if let error = model.error {
      context.say(error.message)
    }
  }

  /// `l`: lists the stored matches, newest first; again, the next page (after the last, the first).
  private func listMatches(_ context: ScreenContext) async {
    guard await model.listMatches(), let listed = model.earlier else {
      return context.say(model.error?.message ?? "")
    }
    guard !listed.isEmpty else { return context.say("No match is stored yet.", as: .info) }
    listing.turn(count: listed.count)
  }

  /// The listed page of matches, numbered from 1 over the whole list, when `l` showed it.
  private var listedLines: [String] {
    listing.lines("Matches", model.earlier, MatchSheetText.summary)
  }

  /// The list's keys, while it is shown.
  private var listKeys: [String] { listing.keys(listKey: Self.listKey, row: "match") }

  func draw(_ context: ScreenContext) -> ScreenText {
    switch model.shown.state {
    case .idle, .loading: return (["Loading…"], [])
    case .failed(let error):
      let shown =
        model.matchID == nil ? error.message : "Could not load the match: \(error.message)"
      return ([shown] + listedLines, [Self.startKey] + listKeys)
    case .loaded(let sheet):
      var keys: [String] =
        switch sheet.match.outcome {
        case .shooting(let next):
          ["10 9 9 / 9 9 8 scores \(next) (side A's arrows / side B's)"]
        case .shootOffDue:
          ["10@3.2 / 10@4 shoots the shoot-off (value@mm from the centre, one per archer)"]
            + [
              "p 12,-3 / 40,5 plots it (x,y mm from the centre, on the "
                + "\(MatchNotation.plottedFaceName(for: sheet.match.format)) face)"
            ]
        case .won: []
        }
      keys.append(Self.startKey)
      return (MatchSheetText.lines(sheet) + listedLines, keys + listKeys)
    }
  }

  private static let listKey = "l lists the matches, newest first"
  private static let startKey =
    "n sets Ana / +Ben starts a match (FORMAT A-NAME… / B-NAME…, a guest marked +)"
}
