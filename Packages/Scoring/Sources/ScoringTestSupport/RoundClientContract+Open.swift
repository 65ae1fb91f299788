import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import Testing

extension RoundClientContract {
  /// What a screen reads of one round or of the open rounds: exactly what it shows.
  static let open: [Check] = [
    Check("the unfinished round of a kind is the active archer's newest open one, paused or not") {
      contract in
      let rounds = contract.client
      let (robin, kim) = (ArcherID(), ArcherID())
      try await contract.switchArcher(robin)
      #expect(try await rounds.unfinished("portsmouth") == nil, "no round at all")
      let done = try await contract.start("portsmouth").id
      try await rounds.setStatus(done, .completed)
      #expect(try await rounds.unfinished("portsmouth") == nil, "a finished round is not open")
      try await Task.sleep(for: .milliseconds(5))  // creation times a clock tick apart
      let older = try await contract.start("portsmouth").id
      try await rounds.setStatus(older, .paused)
      try await Task.sleep(for: .milliseconds(5))
      let newer = try await contract.start("portsmouth").id
      _ = try await contract.start("worcester")
      #expect(try await rounds.unfinished("portsmouth")?.id == newer)
      try await rounds.setStatus(newer, .cancelled)
      let paused = try await rounds.unfinished("portsmouth")
      #expect(paused?.id == older, "a paused round is open too")
      #expect(paused?.status == .paused)
      try await contract.switchArcher(kim)
      #expect(try await rounds.unfinished("portsmouth") == nil, "Robin's round is not Kim's")
    },
    Check("an observed sheet is the round and its arrows after every save, undo and status") {
      contract in
      let rounds = contract.client
      let id = try await contract.start("portsmouth").id  // ends of 3
      let latest = Locked<RoundSheet?>(nil)
      let following = Task {
        for try await sheet in rounds.observeSheet(id) { latest.withLock { $0 = sheet } }
      }
      defer { following.cancel() }
      try await eventually("the first sheet") { latest.withLock { $0 }?.arrows == [] }
      #expect(latest.withLock { $0 }?.round == (try await rounds.round(id)))
      let writer = UUID()
      var saved: [ScoredArrow] = []
      for place in 0..<7 {
        let nine = try value(9 - place % 2, on: .tenZone)
        let arrow = ScoredArrow(endNumber: place / 3 + 1, arrowIndex: place % 3, value: nine)
        let end = saved.filter { $0.endNumber == arrow.endNumber }.map(\.entry)
        try await rounds.saveArrow(id, arrow, end, by: writer)
        saved.append(arrow)
      }
      try await eventually("seven arrows over three ends") {
        latest.withLock { $0 }?.arrows == saved
      }
      for _ in 0..<2 {  // across the end: the third end goes with its one arrow
        try await rounds.deleteArrow(id, saved.removeLast())
      }
      try await eventually("two undone") { latest.withLock { $0 }?.arrows == saved }
      try await rounds.setStatus(id, .paused)
      try await eventually("the status") { latest.withLock { $0 }?.round.status == .paused }
      #expect(latest.withLock { $0 }?.arrows == saved)
    },
  ]
}
