import Foundation
import Testing

/// Completion that knows the data: the generated bash script, run in bash over a real database,
/// asks the real `quiver` for round codenames, IDs, archer names and setting values.
@Suite("Completion reads the database", .timeLimit(.minutes(2)))
struct CompletionDataTests {
  let folder = NSTemporaryDirectory() + "quiver-completion-\(UUID())"
  var path: String { folder + "/q.sqlite" }

  func quiver(_ arguments: String...) throws -> String {
    let output = try QuiverBinary.run(["--db", path] + arguments)
    try #require(output.status == 0, "\(arguments): \(output.stderr)")
    return output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// What bash offers after `quiver --db PATH typed…` (the last word is being completed).
  func offered(_ typed: String...) throws -> [String] {
    let script = folder + "/quiver.bash"
    if !FileManager.default.fileExists(atPath: script) {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try QuiverBinary.run(["completion", "bash"]).stdout.write(
        toFile: script, atomically: true, encoding: .utf8)
    }
    let words = ([QuiverBinary.path, "--db", path] + typed).map { "'\($0)'" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "bash", "-c",
      "source '\(script)'; COMP_WORDS=(\(words.joined(separator: " "))); "
        + "COMP_CWORD=\(words.count - 1); _quiver; printf '%s\\n' \"${COMPREPLY[@]}\"",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// What `quiver --db PATH line` prints when bash reads `line` as a person typed it.
  func typedInBash(_ line: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", "-c", "'\(QuiverBinary.path)' --db '\(path)' \(line)"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// What a real interactive zsh (compinit and bashcompinit, `quiver` on its PATH) puts on the
  /// line after `line` and a TAB: driven through a pseudo-terminal, as a person types.
  func zshCompletes(_ line: String) throws -> String {
    let bin = folder + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try? FileManager.default.createSymbolicLink(
      atPath: bin + "/quiver", withDestinationPath: QuiverBinary.path)
    let script = folder + "/quiver.zsh"
    try QuiverBinary.run(["completion", "zsh"]).stdout.write(
      toFile: script, atomically: true, encoding: .utf8)
    let drive = """
      zmodload zsh/zpty
      zpty -b z 'PATH=\(bin):$PATH TERM=dumb zsh -f -i'
      zpty -w z 'PS1="> "; autoload -U compinit bashcompinit; compinit -u; bashcompinit; source \(script)'
      sleep 1
      zpty -w -n z "quiver --db \(path) \(line)"$'\\t'
      sleep 2
      all=""
      while zpty -r -t z chunk 2>/dev/null; do all+=$chunk; done
      print -r -- "$all"
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["zsh", "-f", "-c", drive]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// zsh's PATH is the array `path`: a completion function with a local `path` found no
  /// `quiver` to ask, so no value from the database was ever offered in zsh.
  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/zsh"), "zsh is not installed"))
  func zshOffersWhatTheDatabaseHolds() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = try quiver("archers", "add", "Sam Smith")
    #expect(try zshCompletes("archers switch S").contains("archers switch Sam\\ Smith"))
    #expect(try zshCompletes("rounds start wa18_").contains("rounds start wa18_compound"))
  }

  @Test func idsNamesCodenamesAndSettingValuesComeFromTheDatabase() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = try quiver("archers", "add", "Sam Smith")
    _ = try quiver("archers", "add", "Alex")
    let round = try quiver("rounds", "start", "wa18")
    _ = try quiver("rounds", "custom", "add", "--name", "Club", "--pass", "30@30m/80cm/10_zone")
    let item = try quiver("equipment", "add", "riser", "--name", "Riser")
    let setup = try quiver("setups", "add", "--name", "Indoor", "--style", "recurve")

    #expect(try offered("rounds", "show", "") == [String(round.prefix(8))])
    #expect(try offered("stats", "--round", "") == [String(round.prefix(8))])
    #expect(try offered("equipment", "show", "") == [String(item.prefix(8))])
    #expect(try offered("sightmarks", "") == [String(setup.prefix(8))])
    #expect(try offered("rounds", "start", "--setup", "") == [String(setup.prefix(8))])
    #expect(try offered("archers", "switch", "") == ["Alex", "Sam\\ Smith"])
    #expect(try offered("archers", "switch", "\"Sam S") == ["Sam\\ Smith"])
    let completed = try #require(try offered("archers", "switch", "Sa").first)
    #expect(
      try typedInBash("archers switch \(completed)") == "Sam Smith is now the active archer.",
      "the completed name is one word on the command line")
    let codenames = try offered("rounds", "start", "")
    #expect(codenames.contains("york") && codenames.contains("custom_club"), "\(codenames)")
    #expect(try offered("handicap", "--round", "cus") == ["custom_club"])
    #expect(try offered("settings", "set", "colour", "") == ["auto", "on", "off"])
    #expect(try offered("settings", "set", "units", "i") == ["imperial"])
  }
}
