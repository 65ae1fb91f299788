import Foundation
import Testing

/// `quiver classify` and the archer's classification category through the built executable,
/// on GLOSSARY's worked examples (section "Classifications").
@Suite("Classifications through the commands", .timeLimit(.minutes(3)))
struct ClassifyCommandTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "quiver-classify-\(UUID())")

  func classify(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--in-memory", "classify"] + arguments)
  }

  @Test(
    "each worked example's class",
    arguments: [
      ("york", "recurve", "open", "adult", 1000, "B1"),
      ("wa18", "recurve", "open", "adult", 550, "I-B1"),
      ("wa18", "compound", "open", "adult", 570, "I-B1"),
      ("worcester", "compound", "female", "adult", 299, "I-B1"),
      ("wa720_50_b", "recurve", "female", "u18", 600, "B3"),
      ("national", "recurve", "female", "adult", 500, "B3"),
      ("hereford", "recurve", "female", "u18", 1000, "MB"),
      ("wa720_50_b", "barebow", "open", "adult", 570, "MB"),
    ])
  func workedExample(
    round: String, style: String, gender: String, age: String, score: Int, expected: String
  ) throws {
    let result = try classify(
      "--round", round, "--score", "\(score)", "--bow-style", style, "--gender", gender, "--age",
      age)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout == expected + "\n")
  }

  @Test func tablesListOnlyTheClassesThatCanBeEarnedBestFirst() throws {
    let york = try classify(
      "--round", "york", "--table", "--bow-style", "recurve", "--gender", "open", "--age", "adult")
    #expect(
      york.stdout.split(separator: "\n").map { $0.split(separator: " ").last ?? "" }
        == ["1205", "1142", "1061", "957", "829", "684", "534", "394", "278"])
    let national = try classify(
      "--round", "national", "--table", "--bow-style", "recurve", "--gender", "female", "--age",
      "adult")
    #expect(national.stdout == "B3 447\nA1 376\nA2 298\nA3 222\n")
    let json = try classify(
      "--round", "worcester", "--table", "--bow-style", "compound", "--gender", "female",
      "--age", "adult", "--json")
    #expect(json.status == 0)
    let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let classes = decoded?["classes"] as? [[String: Any]]
    #expect(classes?.first?["minimumScore"] as? Int == 298)
    #expect(classes?.count == 6)
  }

  @Test func refusalsSayWhyAndExitOne() throws {
    let custom = try classify(
      "--round", "portsmouth_custom", "--score", "500", "--bow-style", "recurve", "--gender",
      "open", "--age", "adult")
    #expect(custom.status == 1)
    #expect(custom.stderr.contains("no Archery GB classification"))
    let practice = try classify(
      "--round", "practice", "--score", "5", "--bow-style", "recurve", "--gender", "open", "--age",
      "adult")
    #expect(practice.status == 1)
    let above = try classify(
      "--round", "wa18", "--score", "601", "--bow-style", "recurve", "--gender", "open", "--age",
      "adult")
    #expect(above.status != 0)
    let badAge = try classify(
      "--round", "wa18", "--score", "500", "--bow-style", "recurve", "--gender", "open", "--age",
      "u19")
    #expect(badAge.status == 64)
    #expect(badAge.stderr.contains("u21"))
    #expect(try classify("--round", "wa18").status == 64)
  }

  @Test func theActiveArchersProfileFillsWhatIsNotGiven() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let database = (folder as NSString).appendingPathComponent("q.sqlite")
    func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
      try QuiverBinary.run(["--db", database] + arguments)
    }
    let none = try quiver("classify", "--round", "wa18", "--score", "550")
    #expect(none.status == 64, "no archer: the category must be given")
    let added = try quiver(
      "archers", "add", "Robin", "--style", "recurve", "--gender", "female", "--age", "u18")
    #expect(added.status == 0, "stderr: \(added.stderr)")
    #expect(try quiver("classify", "--round", "wa720_50_b", "--score", "600").stdout == "B3\n")
    let edited = try quiver("archers", "edit", "Robin", "--style", "barebow", "--age", "adult")
    #expect(edited.stdout == "Robin: barebow female adult.\n")
    #expect(
      try quiver("classify", "--round", "wa720_50_b", "--score", "570", "--gender", "open").stdout
        == "MB\n")
    let listed = try quiver("archers", "list", "--json")
    #expect(listed.stdout.contains("\"ageGroup\" : \"adult\""))
    #expect(listed.stdout.contains("\"gender\" : \"female\""))
    let refused = try quiver("archers", "edit", "Robin", "--gender", "male")
    #expect(refused.status == 64)
    #expect(try quiver("archers", "list").stdout.contains("barebow  female  adult"))
  }
}
