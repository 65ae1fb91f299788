import Coordinator
import CoreInterfaces
import Presentation
import Scoring

/// A head-to-head match, scored set by set: `10 9 9 / 9 9 8` (side A's arrows, a slash, side
/// B's) shoots the next set and shows the set points after it; when the match is tied after its
/// last set the same line with distances (`10@3.2 / 10@4`) is the shoot-off; once decided, it
/// takes no arrow. `n FORMAT A… / B…` starts a match (the screen opens ready to, when none is).
final class MatchScreen: TerminalScreen {
  let model: MatchModel

  init(_ match: MatchID?, _ start: ScreenStart) {
    model = MatchModel(matchID: match)
    start.load { [model] in await model.load() }
  }

  func cover() -> Bool {
    model.shown.stop()
    return true
  }

  func uncover() -> (@MainActor () async -> Void)? { { [model] in await model.load() } }

  func handle(_ key: String, _ context: ScreenContext) async {
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
      context.say("Saved.", as: .done)
    } else if let error = model.error {
      context.say(error.message)
    }
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    switch model.shown.state {
    case .idle, .loading: return (["Loading…"], [])
    case .failed(let error):
      let shown =
        model.matchID == nil ? error.message : "Could not load the match: \(error.message)"
      return ([shown], [Self.startKey])
    case .loaded(let sheet):
      var keys: [String] =
        switch sheet.match.outcome {
        case .shooting(let next):
          ["10 9 9 / 9 9 8 scores \(next) (side A's arrows / side B's)"]
        case .shootOffDue:
          ["10@3.2 / 10@4 shoots the shoot-off (value@mm from the centre, one per archer)"]
            + (MatchNotation.plottingRefusal(sheet.match.format) == nil
              ? ["p 12,-3 / 40,5 plots it (x,y mm from the centre, on the 122 cm face)"] : [])
        case .won: []
        }
      keys.append(Self.startKey)
      return (MatchSheetText.lines(sheet), keys)
    }
  }

  private static let startKey =
    "n sets Ana / +Ben starts a match (FORMAT A-NAME… / B-NAME…, a guest marked +)"
}
