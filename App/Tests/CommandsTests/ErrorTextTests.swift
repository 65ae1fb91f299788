import Foundation
import Store
import Testing

@testable import CommandKit
@testable import Commands

/// What a person reads when a command fails: one line from a typed error, never a library's own
/// description.
@Suite("One voice for errors", .timeLimit(.minutes(1)))
struct ErrorTextTests {
  struct Payload: Decodable { var id: UUID }
  struct Internal: Error {}
  struct Described: Error, LocalizedError {
    var errorDescription: String? { "Round 3a064f12 is full.\nNothing was saved." }
  }

  static let forbidden = [
    "Error Domain", "NSCocoaErrorDomain", "DecodingError", "EncodingError", "dataCorrupted",
    "typeMismatch", "SELECT", "INSERT", "The operation could not be completed", "Internal",
  ]

  func check(_ text: String) {
    for word in Self.forbidden { #expect(!text.contains(word), "\(word) in: \(text)") }
    #expect(!text.contains("\n"))
  }

  @Test func aDecodingErrorNamesThePlaceNotTheDecoder() throws {
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Payload.self, from: Data(#"{"id": "zz"}"#.utf8))
    }
    let text = QuiverCLI.describe(error)
    check(text)
    #expect(
      text
        == "The data is not in the form Quiver expects: a value is not valid at id; nothing was saved."
    )
  }

  @Test func sqliteErrorsNameTheCodeButNeverTheStatement() {
    let error = SQLiteError(
      code: 2067, message: "UNIQUE constraint failed: archers.name", sql: "INSERT INTO archers")
    let text = QuiverCLI.describe(StoreError.failed(path: "/q.sqlite", error))
    check(text)
    #expect(
      text.hasPrefix(
        "The database at /q.sqlite refused a change that breaks its rules"
      ))
    check(QuiverCLI.describe(error))
  }

  @Test func foundationAndUnknownErrorsGetAPlainSentence() {
    let cocoa = CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: "/x/rounds.json"])
    #expect(
      QuiverCLI.describe(cocoa)
        == "Cannot use /x/rounds.json: there is no such file or folder. Nothing more was changed.")
    #expect(QuiverCLI.describe(Internal()) == ErrorText.unknown)
    #expect(QuiverCLI.describe(NSError(domain: "X", code: 3)) == ErrorText.unknown)
    #expect(
      QuiverCLI.describe(
        EncodingError.invalidValue(Double.nan, .init(codingPath: [], debugDescription: "NaN"))
      ).hasPrefix("A value could not be written as JSON"))
    check(ErrorText.unknown)
  }

  @Test func quiversOwnErrorsSpeakForThemselvesOnOneLine() {
    #expect(QuiverCLI.describe(Described()) == "Round 3a064f12 is full. Nothing was saved.")
    #expect(
      QuiverCLI.describe(FileWriteError.isFolder(path: "out", example: "rounds.csv")).hasPrefix(
        "out is a folder;"))
  }
}
