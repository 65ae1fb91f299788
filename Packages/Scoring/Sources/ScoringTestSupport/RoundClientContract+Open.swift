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
    }
  ]
}
