import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import Testing

extension RoundClientContract {
  /// What a client keeps: the definition snapshot, one arrow per place, undo.
  static let keeping: [Check] = [
    Check("a round keeps a snapshot of its definition and its bow style") {
      contract in
      let round = try await contract.start("wa18", style: .compound)
      let read = try await contract.client.round(round.id)
      #expect(read.definition == RoundCatalogue.round("wa18"))
      #expect(read.bowStyle == .compound)
      #expect(read.status == .inProgress)
      #expect(read.system(forEnd: 1) == .tenZoneCompound)
    },
    Check("saving the same arrow again succeeds once, so resuming never duplicates") {
      contract in
      let rounds = contract.client
      let id = try await contract.start("portsmouth").id
      let nine = try value(9, on: .tenZone)
      let first = ScoredArrow(endNumber: 1, arrowIndex: 0, value: nine)
      let writer = UUID()
      for _ in 0..<3 { try await rounds.saveArrow(id, first, [], by: writer) }
      try await rounds.saveArrow(
        id, try ScoredArrow(endNumber: 1, arrowIndex: 1, value: nine, x: 0.01, y: -0.02),
        [first.entry], by: writer)
      let saved = try await rounds.arrows(id)
      #expect(saved.map(\.value) == [nine, nine])
      #expect(saved.last?.entry.position == (try PlotPosition(x: 0.01, y: -0.02)))
    },
    Check("a second writer never overwrites an arrow: a stale save is refused, nothing changes") {
      contract in
      let rounds = contract.client
      let id = try await contract.start("portsmouth").id
      let (five, nine) = (try value(5, on: .tenZone), try value(9, on: .tenZone))
      let theirs = ScoredArrow(endNumber: 1, arrowIndex: 0, value: five)
      try await rounds.saveArrow(id, theirs, [])  // the other writer got there first
      await #expect(throws: ScoringError.changedElsewhere) {
        try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: nine), [])
      }
      await #expect(throws: ScoringError.changedElsewhere) {  // a view with a wrong first arrow
        try await rounds.saveArrow(
          id, ScoredArrow(endNumber: 1, arrowIndex: 1, value: nine), [ArrowEntry(nine)])
      }
      #expect(try await rounds.arrows(id) == [theirs])
    },
    Check("another writer's arrow of the same value is theirs, not this writer's retry") {
      contract in
      let rounds = contract.client
      let id = try await contract.start("wa18").id
      let ten = ScoredArrow(endNumber: 1, arrowIndex: 0, value: try value(10, on: .tenZone))
      try await rounds.saveArrow(id, ten, [], by: UUID())
      await #expect(throws: ScoringError.changedElsewhere) {
        try await rounds.saveArrow(id, ten, [], by: UUID())  // both saw the end empty
      }
      #expect(try await rounds.arrows(id) == [ten], "one arrow stored, and only one acknowledged")
    },
    Check("a line is saved whole across ends, or, when another writer is in its way, not at all") {
      contract in
      let rounds = contract.client
      let id = try await contract.start("wa18").id  // ends of 3
      let nine = try value(9, on: .tenZone)
      let line = (0..<5).map { ScoredArrow(endNumber: $0 / 3 + 1, arrowIndex: $0 % 3, value: nine) }
      let writer = UUID()
      try await rounds.saveArrows(id, Array(line.prefix(4)), [], writer)
      #expect(try await rounds.arrows(id) == Array(line.prefix(4)))
      let theirs = ScoredArrow(endNumber: 3, arrowIndex: 0, value: .miss)
      try await rounds.saveArrows(id, [theirs], [], UUID())  // another writer starts end 3
      let mine =
        [line[4], ScoredArrow(endNumber: 2, arrowIndex: 2, value: nine)]
        + [ScoredArrow(endNumber: 3, arrowIndex: 0, value: nine)]
      await #expect(throws: ScoringError.changedElsewhere) {
        try await rounds.saveArrows(id, mine, [line[3].entry], writer)
      }
      #expect(try await rounds.arrows(id) == Array(line.prefix(4)) + [theirs], "none of it saved")
    },
    Check("a round's last arrow completes it in the same save, in whatever order ends came") {
      contract in
      let rounds = contract.client
      let id = try await contract.start("bray_i").id  // 30 arrows, ends of 3
      let nine = try value(9, on: .tenZone)
      let all = (0..<30).map { ScoredArrow(endNumber: $0 / 3 + 1, arrowIndex: $0 % 3, value: nine) }
      let writer = UUID()
      try await rounds.saveArrows(id, Array(all.dropFirst(3)), [], writer)  // ends 2…10 first
      try await rounds.saveArrows(id, Array(all.prefix(2)), [], writer)
      #expect(try await rounds.round(id).status == .inProgress, "29 of 30 arrows")
      try await rounds.saveArrows(id, [all[2]], [all[0].entry, all[1].entry], writer)
      #expect(try await rounds.round(id).status == .completed, "the 30th completed it")
      #expect(try await rounds.list().items.first { $0.id == id }?.status == .completed)
      await #expect(throws: ScoringError.roundNotActive(.completed)) {
        try await rounds.saveArrows(id, [all[2]], [all[0].entry, all[1].entry], UUID())
      }
    },
    Check("practice never completes itself, however many arrows") {
      contract in
      let rounds = contract.client
      let practice = RoundDefinition.practice(
        distance: Length.known(18, .metres), face: Length.known(40, .centimetres),
        system: .tenZone, indoor: true, arrowsPerEnd: 3)
      let id = try await rounds.start(practice, nil).id
      let ten = try value(10, on: .tenZone)
      let line = (0..<60).map { ScoredArrow(endNumber: $0 / 3 + 1, arrowIndex: $0 % 3, value: ten) }
      try await rounds.saveArrows(id, line, [], UUID())
      #expect(try await rounds.round(id).status == .inProgress)
      try await rounds.setStatus(id, .completed)
      #expect(try await rounds.round(id).status == .completed, "only a finish ends it")
    },
    Check("undo removes only this writer's arrow, and only while it is the round's last") {
      contract in
      let rounds = contract.client
      let id = try await contract.start("wa18").id
      let nine = try value(9, on: .tenZone)
      let mine = ScoredArrow(endNumber: 1, arrowIndex: 0, value: nine)
      let theirs = ScoredArrow(endNumber: 1, arrowIndex: 1, value: .miss)
      try await rounds.saveArrow(id, mine, [])
      try await rounds.saveArrow(id, theirs, [mine.entry])
      await #expect(throws: ScoringError.changedElsewhere) {
        try await rounds.deleteArrow(id, mine)
      }
      let other = ScoredArrow(endNumber: 1, arrowIndex: 1, value: nine)
      await #expect(throws: ScoringError.changedElsewhere) {
        try await rounds.deleteArrow(id, other)
      }
      #expect(try await rounds.arrows(id) == [mine, theirs])
    },
    Check("undo removes the arrow and keeps the others with their numbers") {
      contract in
      let rounds = contract.client
      let id = try await contract.start("wa18").id
      let nine = try value(9, on: .tenZone)
      let first = ScoredArrow(endNumber: 1, arrowIndex: 0, value: nine, arrowNumber: 4)
      try await rounds.saveArrow(id, first, [])
      let second = ScoredArrow(endNumber: 2, arrowIndex: 0, value: nine)
      try await rounds.saveArrow(id, second, [])
      try await rounds.deleteArrow(id, second)
      let left = try await rounds.arrows(id)
      #expect(left.map(\.endNumber) == [1])
      #expect(left.first?.entry.arrowNumber == 4)
    },
  ]

  /// What a client refuses, storing nothing.
  static let refusing: [Check] = [
    Check("an arrow number must be one of the setup's numbered set, which the round carries") {
      contract in
      let rounds = contract.client
      let setup = try await contract.makeNumberedSetup([3, 5, 8])
      let definition = try #require(RoundCatalogue.round("wa18"))
      let round = try await rounds.start(definition, setup)
      #expect(round.arrowNumbers == [3, 5, 8])
      #expect(try await rounds.round(round.id).arrowNumbers == [3, 5, 8])
      let nine = try value(9, on: .tenZone)
      await #expect(throws: ScoringError.arrowNumberNotInSet(4, numbers: [3, 5, 8])) {
        try await rounds.saveArrow(
          round.id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: nine, arrowNumber: 4), [])
      }
      #expect(try await rounds.arrows(round.id).isEmpty)
      let eight = ScoredArrow(endNumber: 1, arrowIndex: 0, value: nine, arrowNumber: 8)
      try await rounds.saveArrow(round.id, eight, [])
      #expect(try await rounds.arrows(round.id) == [eight])
    },
    Check("impossible arrows are refused and nothing is stored") { contract in
      let rounds = contract.client
      let id = try await contract.start("york").id
      let ten = ArrowValue(uncheckedPoints: 10, isX: false, isMiss: false)
      await #expect(
        throws: ScoringError.invalidArrow(.pointsNotOnFace(points: 10, system: .fiveZone))
      ) {
        try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: ten), [])
      }
      await #expect(throws: ScoringError.endOutOfRange(25, ends: 24)) {
        try await rounds.saveArrow(
          id, ScoredArrow(endNumber: 25, arrowIndex: 0, value: .miss), [])
      }
      await #expect(throws: ScoringError.arrowOutOfRange(6, perEnd: 6)) {
        try await rounds.saveArrow(
          id, ScoredArrow(endNumber: 1, arrowIndex: 6, value: .miss), [])
      }
      #expect(try await rounds.arrows(id).isEmpty)
    },
    Check("a compound cannot claim an X indoors") { contract in
      let id = try await contract.start("wa18", style: .compound).id
      let x = ArrowValue(uncheckedPoints: 10, isX: true, isMiss: false)
      await #expect(
        throws: ScoringError.invalidArrow(.xNotPossible(points: 10, system: .tenZoneCompound))
      ) {
        try await contract.client.saveArrow(
          id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: x), [])
      }
    },
    Check("statuses move only as allowed and a finished round takes no arrows") {
      contract in
      let rounds = contract.client
      let id = try await contract.start("worcester").id
      try await rounds.setStatus(id, .paused)
      try await rounds.setStatus(id, .inProgress)
      try await rounds.setStatus(id, .completed)  // before its last arrow: ended early
      await #expect(throws: ScoringError.invalidTransition(from: .endedEarly, to: .inProgress)) {
        try await rounds.setStatus(id, .inProgress)
      }
      await #expect(throws: ScoringError.roundNotActive(.endedEarly)) {
        try await rounds.saveArrow(
          id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: .miss), [])
      }
      let said = ScoringError.roundNotActive(.endedEarly).errorDescription ?? ""
      #expect(said.hasPrefix("The round was ended early; it takes no more arrows."), "\(said)")
      let moved = ScoringError.invalidTransition(from: .endedEarly, to: .inProgress)
      #expect(
        moved.errorDescription == "The round was ended early; it cannot become in progress.")
      let unknown = RoundID()
      await #expect(throws: ScoringError.roundNotFound(unknown)) {
        try await rounds.setStatus(unknown, .paused)
      }
    },
  ]

  /// What a client lists: custom rounds, and rounds newest first with progress and score.
  static let listing: [Check] = [
    Check("custom rounds are validated, named, listed and shot") { contract in
      let rounds = contract.client
      let pass = RoundDefinition.Pass(
        arrows: 12, distance: try Length(25, .yards), face: try Length(60, .centimetres),
        system: .tenZone, indoor: true)
      let saved = try await rounds.saveCustomRound(
        RoundDefinition(id: "", name: "Garage 25", passes: [pass], arrowsPerEnd: 3))
      #expect(saved.id == "custom_garage_25")
      #expect(try await rounds.customRounds().items == [saved])
      #expect(try await rounds.definition(named: "custom_garage_25") == saved)
      let round = try await rounds.start(saved, nil)
      #expect(try await rounds.round(round.id).definition == saved)
      await #expect(throws: ScoringError.invalidCustomRound("a round needs a name")) {
        _ = try await rounds.saveCustomRound(
          RoundDefinition(id: "", name: "", passes: [pass], arrowsPerEnd: 3))
      }
      await #expect(
        throws: ScoringError.invalidCustomRound("distance 1 has 12 arrows, not whole ends of 5")
      ) {
        _ = try await rounds.saveCustomRound(
          RoundDefinition(id: "", name: "Odd", passes: [pass], arrowsPerEnd: 5))
      }
      await #expect(throws: ScoringError.unknownRound("nope")) {
        try await rounds.definition(named: "nope")
      }
    },
    Check("the list shows every round newest first with progress and score") {
      contract in
      let rounds = contract.client
      let first = try await contract.start("worcester").id
      var saved: [ArrowEntry] = []
      for index in 0..<5 {
        let arrow = ScoredArrow(
          endNumber: 1, arrowIndex: index, value: try value(5, on: .worcester))
        try await rounds.saveArrow(first, arrow, saved)
        saved.append(arrow.entry)
      }
      try await Task.sleep(for: .milliseconds(5))  // creation times a clock tick apart
      let second = try await contract.start("york").id
      let list = try await rounds.list().items
      #expect(list.map(\.id) == [second, first])
      #expect(list.map(\.score) == [0, 25])
      #expect(list.map(\.arrows) == [0, 5])
      #expect(list.map(\.totalArrows) == [144, 60])
    },
  ]
}
