import CoreInterfaces
import Scoring
import Testing

/// A shared refusal says what to do in the words of the front end it is read in: the app names
/// its keys and its sheet, the command line its commands, never the app's keys.
@Suite("Each front end's words")
struct FrontEndWordsTests {
  static let shared: [ScoringError] = [
    .roundNotActive(.completed), .undoClosed(.completed), .undoClosed(.cancelled),
    .notSaved(arrows: ["7"], reason: "The database is busy: another program is using it."),
  ]

  @Test(arguments: shared)
  func theCommandLineNamesCommandsNotKeysOrTheSheet(error: ScoringError) {
    let text = error.text(for: .commandLine)
    #expect(!text.contains("'e END"), "\(text)")
    #expect(!text.contains("'t TOTAL'"), "\(text)")
    #expect(!text.lowercased().contains("sheet"), "\(text)")
  }

  @Test func theAppKeepsItsKeys() {
    #expect(ScoringError.roundNotActive(.completed).errorDescription?.contains("'e END") == true)
    #expect(
      ScoringError.notSaved(arrows: ["7"], reason: "Busy.").errorDescription?.contains("sheet")
        == true)
    #expect(CorrectionError.arrowsKept.errorDescription?.contains("'e END") == true)
    #expect(!CorrectionError.arrowsKept.text(for: .commandLine).contains("'e END"))
    #expect(CorrectionError.enteredByTotal.text(for: .commandLine).contains("--score N"))
  }
}
