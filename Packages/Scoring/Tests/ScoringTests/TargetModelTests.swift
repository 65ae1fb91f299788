import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

@testable import Scoring

/// The Target screen's model: one observed query shows the board, each typed line is one entry,
/// a refusal is said and changes nothing, and Back during an entry's await says nothing after.
@MainActor
@Suite("Target model", .timeLimit(.minutes(1)))
struct TargetModelTests {
  func model(_ client: TargetClient) -> TargetModel {
    withDependencies {
      $0.targets = client
    } operation: {
      TargetModel { outcome, board in
        "\(outcome) total \(board.target.standings.first?.total ?? 0)"
      }
    }
  }

  @Test func aLinePerArcherIsEnteredAndTheBoardFollows() async throws {
    let sample = try #require(TargetClient.sample)
    let model = model(.inMemory(seed: [sample]))
    await model.load()
    #expect(model.shown.value?.target.currentEnd == 2)
    #expect(await model.enter("A 10 10 10"))
    #expect(model.said?.refused == false)
    try await eventually("the board shows the end") {
      model.shown.value?.target.ends(of: .a).count == 2
    }
    #expect(!(await model.enter("A 10 10 10")), "A's end 3 waits for the others")
    #expect(model.said?.refused == true)
    #expect(!(await model.enter("G 10 10 10")))
    #expect(model.said?.text.contains("not a letter on this target") == true)
    #expect(await model.correct("B 1 1 9"))
    #expect(!(await model.correct("B 1")))
    #expect(!(await model.enter("2 B 10 10 10")), "a one-sheet target has no second sheet")
    try await eventually("the correction shows") {
      model.shown.value?.target.ends(of: .b).first?.first?.points == 9
    }
  }

  /// stranger29b N13: an earlier target is listed (newest first, as `club list`) and opened,
  /// and the next line is entered on it, not on the newest.
  @Test func anEarlierTargetIsListedAndOpened() async throws {
    let sample = try #require(TargetClient.sample)
    let older = try TargetBoard.start(
      round: sample.target.round, entrants: [.init(.guest(name: "Tess"))], twoSheets: false,
      created: sample.created.addingTimeInterval(-3600))
    let model = model(.inMemory(seed: [older, sample]))
    await model.load()
    #expect(model.shown.value?.id == sample.id, "the newest first")
    #expect(model.earlier == nil)
    #expect(await model.listTargets())
    #expect(model.earlier?.map(\.id) == [sample.id, older.id])
    await model.open(older.id)
    #expect(model.shown.value?.id == older.id)
    #expect(await model.enter("A 9 9 9"))
    try await eventually("the older target takes the end") {
      model.shown.value?.target.ends(of: .a).count == 1 && model.shown.value?.id == older.id
    }
  }

  /// stranger29c C2: the app's `w A` withdraws anyone, a guest too; twice is refused.
  /// stranger29d D4: the first `w C` asks, and only the same `w C` next withdraws.
  @Test func aGuestWithdrawsOnTheScreen() async throws {
    let sample = try #require(TargetClient.sample)
    let model = model(.inMemory(seed: [sample]))
    await model.load()
    #expect(await model.withdraw("C"))
    #expect(model.asking)
    #expect(
      model.said?.text
        == "Withdraw C Cleo? They take no more ends (their 3 arrows stay): w C again to confirm.")
    #expect(await model.withdraw("C"))
    #expect(!model.asking)
    #expect(model.said?.text == "C Cleo has withdrawn; the target goes on without them.")
    try await eventually("the board shows C withdrawn") {
      model.shown.value?.target.isWithdrawn(.c) == true
    }
    #expect(!(await model.withdraw("c")))
    #expect(model.said?.text.contains("C has withdrawn already") == true)
    #expect(!(await model.withdraw("C D")))
    #expect(model.said?.text.contains("w LETTER") == true)
    #expect(await model.enter("A 10 10 10") && model.said?.refused == false)
  }

  /// stranger29d D4: a question is cancelled by anything else, or answered for another letter
  /// by asking again; nothing is withdrawn until the same `w A` follows it.
  @Test func aWithdrawalAskedIsCancelledByAnythingElse() async throws {
    let sample = try #require(TargetClient.sample)
    let client = TargetClient.inMemory(seed: [sample])
    let model = model(client)
    await model.load()
    #expect(await model.withdraw("A"))
    #expect(model.said?.text.hasPrefix("Withdraw A ") == true)
    model.forgetWithdrawal()
    #expect(await model.withdraw("A"), "asked again, not withdrawn")
    #expect(model.asking)
    #expect(await model.withdraw("B"), "another letter asks about that one")
    #expect(model.said?.text.hasPrefix("Withdraw B ") == true)
    let stored = try await client.board(sample.id)
    #expect(!stored.target.isWithdrawn(.a) && !stored.target.isWithdrawn(.b))
  }

  /// stranger29b N5: the app's `c` on a two-sheet target needs `: why`, and records it.
  @Test func aTwoSheetCorrectionTakesItsReasonAfterAColon() async throws {
    var board = try TwoSheetCorrectionTests.board(twoSheets: true)
    _ = try board.enter(["9", "9", "9"], for: .b, sheet: 1)
    _ = try board.enter(["9", "9", "9"], for: .b, sheet: 2)
    let model = model(.inMemory(seed: [board]))
    await model.load()
    #expect(!(await model.correct("A 1 1 M")))
    #expect(model.said?.text.contains("was agreed on two sheets") == true)
    #expect(await model.correct("A 1 1 M : judge saw it"))
    try await eventually("the correction is recorded") {
      model.shown.value?.corrections.map(\.reason) == ["judge saw it"]
    }
  }

  /// stranger29b N6, N7, N8: a name with spaces in quotes, an ID prefix, `n2` on two sheets,
  /// and the empty screen's refusal in the app's words.
  @Test func namesWithSpacesIDPrefixesAndTwoSheetsStartOnTheScreen() async throws {
    let ana = try Archer(name: "Ana Lopez", bowStyle: .recurve)
    let model = withDependencies {
      $0.targets = .inMemory()
      $0.rounds = .inMemory()
      $0.archers = .inMemory([ana])
    } operation: {
      TargetModel { outcome, _ in "\(outcome)" }
    }
    await model.load()
    #expect(model.shown.error?.message.contains("n ROUND NAME") == true)
    #expect(model.shown.error?.message.contains("quiver") == false)
    #expect(await model.startTarget("wa18 \"Ana Lopez\" +\"Mary Ann\" +Bo", twoSheets: true))
    let board = try #require(model.shown.value, "the new target shows at once")
    #expect(board.target.archers.map(\.name) == ["Ana Lopez", "Mary Ann", "Bo"])
    #expect(board.target.archers.first?.who == .archer(ana.id, name: "Ana Lopez"))
    #expect(board.twoSheets)
    #expect(!(await model.enter("2 A 1 1 1")))
    #expect(model.said?.text.contains("no first sheet waits") == true, "\(model.said?.text ?? "")")
    let prefix = String(ana.id.description.prefix(8))
    #expect(TargetModel.archer(prefix, in: [ana]) == ana)
    #expect(TargetModel.archer("ab", in: [ana]) == nil, "too short to be an ID prefix")
  }

  @Test func aTargetStartedOnTheScreenIsFollowed() async throws {
    let ana = try Archer(name: "Ana", bowStyle: .compound)
    let model = withDependencies {
      $0.targets = .inMemory()
      $0.rounds = .inMemory()
      $0.archers = .inMemory([ana])
    } operation: {
      TargetModel { outcome, _ in "\(outcome)" }
    }
    await model.load()
    #expect(model.shown.error != nil, "no target yet")
    #expect(!(await model.startTarget("portsmouth Ana Zed")))
    #expect(model.said?.text.contains("mark a guest with +") == true, "\(model.said?.text ?? "")")
    #expect(!(await model.startTarget("portsmouth")))
    #expect(await model.startTarget("portsmouth Ana +Zed"))
    try await eventually("the new target shows") { model.shown.value != nil }
    let archers = try #require(model.shown.value?.target.archers)
    #expect(archers.map(\.name) == ["Ana", "Zed"])
    #expect(archers.first?.who == .archer(ana.id, name: "Ana"))
    #expect(archers.first?.bowStyle == .compound)
  }

  @Test func noTargetYetIsSaidNotThrown() async {
    let model = model(.inMemory())
    await model.load()
    #expect(model.shown.error?.message.contains("No target yet") == true)
    #expect(!(await model.enter("A 10 9 9")))
  }

  @Test func backDuringAnEntrysAwaitSaysNothingAfterwards() async throws {
    let sample = try #require(TargetClient.sample)
    var client = TargetClient.inMemory(seed: [sample])
    let (entered, hand) = AsyncStream.makeStream(of: Void.self)
    let release = Locked<CheckedContinuation<Void, Never>?>(nil)
    let saved = client.enter
    client.enter = { id, letter, arrows, sheet in
      hand.yield()
      await withCheckedContinuation { continuation in release.withLock { $0 = continuation } }
      return try await saved(id, letter, arrows, sheet)
    }
    let model = model(client)
    await model.load()
    let typed = Task { await model.enter("A 10 9 9") }
    for await _ in entered { break }
    typed.cancel()  // Back: the screen's task is cancelled while the entry awaits
    try await eventually("the entry waits") { release.withLock { $0 != nil } }
    release.withLock { $0?.resume() }
    _ = await typed.value
    #expect(model.said == nil, "nothing said on a screen that was left")
  }
}
