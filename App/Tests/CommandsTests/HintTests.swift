import Foundation
import Testing

@testable import CommandKit
@testable import Commands

/// Every hint names a command that exists: each `'quiver …'` any source file says to a person,
/// and each list command the ID resolver names, is run with `--help` appended, which checks the
/// command path, every option the hint names and each option value it gives.
@Suite("Hints name real commands", .timeLimit(.minutes(1)))
struct HintTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every `'quiver …'` in the sources of App and the packages, except usage patterns (`<…>`).
  static func hints() throws -> Set<String> {
    var hints = Set(IDKind.allCases.map(\.listCommand))
    for folder in ["App/Sources", "Packages"] {
      let base = root.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String }
      for file in files ?? [] where file.hasSuffix(".swift") && !file.contains(".build/") {
        let text = try String(
          contentsOf: base.appendingPathComponent(file), encoding: .utf8)
        for match in text.matches(of: /'(quiver [^'\\]*)'/) where !match.output.1.contains("<") {
          hints.insert(String(match.output.1))
        }
      }
    }
    return hints
  }

  @Test func everyHintedCommandAndItsOptionsExist() async throws {
    let hints = try Self.hints()
    #expect(hints.count >= 10, "\(hints)")
    for hint in hints {
      let words = CommandWords.split(hint).dropFirst().map { $0 }
      let (status, out) = await quiverRun(words + ["--help"])
      #expect(status == 0, "'\(hint)': \(out.stderr)")
      let texts = ["Usage: quiver", "quiver —", ".TH QUIVER"]
      #expect(texts.contains { out.stdout.hasPrefix($0) }, "\(hint)")
    }
  }

  @Test func aHintToAMissingCommandOrOptionWouldFail() async {
    #expect(await quiverRun(["equipment", "setups", "--help"]).status == 64)
    #expect(await quiverRun(["export", "--format", "xml", "--help"]).status == 64)
  }
}
