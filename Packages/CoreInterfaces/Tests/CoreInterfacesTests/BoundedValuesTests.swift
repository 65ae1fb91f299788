import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

@Suite("Values bounded where they are made")
struct BoundedValuesTests {
  static let hostile: [Double] = [
    .nan, .infinity, -.infinity, 1e308, -1e308, 1e19, -1e19, .greatestFiniteMagnitude,
  ]

  @Test(arguments: hostile + [0, -0.0, -5, 1_000.1])
  func aLengthOutOfRangeIsRefusedInItsInitializer(value: Double) {
    #expect(throws: ValueRangeError.self) { try Length(value, .metres) }
  }

  @Test func aLengthAtItsLimitsIsMadeAndReadsBackThroughTheSameCheck() throws {
    #expect(try Length(1_000, .metres).metres == 1_000)
    #expect(try Length(0.1, .centimetres).description == "0.1 cm")
    let json = Data(#"{"value": 1e19, "unit": "m"}"#.utf8)
    #expect(throws: (any Error).self) { try JSONDecoder().decode(Length.self, from: json) }
    #expect(throws: LengthParseError.self) { try Length(parsing: "2000m") }
    #expect(
      throws: LengthParseError.outOfRange(
        ValueRangeError("length", value: "1e+308 m", accepted: "more than 0 up to 1000 m"))
    ) {
      try Length(parsing: "1e308m")
    }
    #expect(try Length(parsing: "1e1 yd") == Length(10, .yards))
    #expect(throws: LengthParseError.notALength("0x10m")) { try Length(parsing: "0x10m") }
  }

  @Test(arguments: hostile + [1_000.5, -1_000.5])
  func aSightMarkOutOfRangeIsRefused(mark: Double) {
    #expect(throws: ValueRangeError.self) {
      try SightMark(distance: .known(18, .metres), mark: mark)
    }
  }

  @Test func numbersRenderWithoutATrappingConversion() {
    #expect(NumberText.plain(70) == "70")
    #expect(NumberText.plain(5.5) == "5.5")
    #expect(NumberText.plain(1e19) == "1e+19")
    #expect(NumberText.plain(.nan) == "nan")
    #expect(NumberText.plain(-.infinity) == "-inf")
    #expect(NumberText.fixed(-0.05, decimals: 2) == "-0.05")
    #expect(NumberText.fixed(6.8, decimals: 2) == "6.80")
    #expect(NumberText.fixed(1e300, decimals: 2) == "1e+300")
    #expect(NumberText.clampedInt(1e22, to: -1...40) == 40)
    #expect(NumberText.clampedInt(-.infinity, to: -1...40) == nil)
    #expect(SightMarkReading.recorded(1e19).description == "1e+19", "a stored 1e19 prints")
  }

  @Test(arguments: [
    ("", "1 to 80 characters"), ("   ", "1 to 80 characters"),
    (String(repeating: "a", count: 81), "1 to 80 characters"),
    (String(repeating: "a", count: 100_000), "1 to 80 characters"),
    ("Sam\n", nil), ("Sam\u{1B}[2J", "a name without control or invisible characters"),
    ("\u{202E}evil", "a name without control or invisible characters"),
    ("\u{200B}", "a name without control or invisible characters"),
    ("Sam\u{FEFF}", "a name without control or invisible characters"),
    ("\u{200D}", "a name with a letter, digit or symbol in it"),
    ("\u{200C}\u{200D}", "a name with a letter, digit or symbol in it"),
    // Line and paragraph separators break a line as a newline does (stranger-final F3).
    ("Ana\u{2028}Lopez", "a name without control or invisible characters"),
    ("Ana\u{2029}B", "a name without control or invisible characters"),
  ])
  func namesAreTrimmedAndRefusedWhenEmptyLongOrInvisible(name: String, refusal: String?) {
    if let refusal {
      #expect(throws: ValueRangeError.self) { try Names.validated(name, "name") }
      #expect((try? Names.validated(name, "name")) == nil)
      do { _ = try Names.validated(name, "name") } catch { #expect(error.accepted == refusal) }
    } else {
      #expect((try? Names.validated(name, "name")) == "Sam")
    }
  }

  @Test func rightToLeftAndCombiningNamesAreNames() throws {
    #expect(try Names.validated(" سهم ", "name") == "سهم")
    #expect(try Names.validated("e\u{301}lan", "name") == "e\u{301}lan")
    #expect(try Names.validated(String(repeating: "é", count: 80), "name").count == 80)
  }

  @Test func aRefusalIsOneShortLineWhateverItWasGiven() {
    let error = ValueRangeError(
      "name", value: String(repeating: "x", count: 100_000) + "\n\u{1B}", accepted: "…")
    let message = error.errorDescription ?? ""
    #expect(message.count < 120)
    #expect(!message.contains("\n") && !message.contains("\u{1B}"))
    let separated = ValueRangeError("name", value: "Kim\u{2028}A, end 1\u{2029}", accepted: "…")
    #expect(separated.value == "Kim?A, end 1?", "a separator is echoed as ?, not a line break")
  }

  @Test func aStoredNameBreakingTheRuleIsShownCleanedAndCut() {
    #expect(Names.displayable("Sam\u{1B}[2J", fallback: "?") == "Sam?[2J")
    #expect(Names.displayable(String(repeating: "a", count: 200), fallback: "?").count == 80)
    #expect(Names.displayable("  ", fallback: "Archer 1") == "Archer 1")
  }

  @Test(arguments: [("38", 38.0), ("-12.5", -12.5), (".5", 0.5), ("1e3", 1_000), ("+2E-2", 0.02)])
  func numbersArePeoplesDecimals(text: String, value: Double) {
    #expect(NumberText.decimal(text) == value)
  }

  @Test(arguments: [
    "0x10", "0x1p3", "nan", "inf", "-infinity", "", "-", ".", "1e", "1 2", " 1", "١٢",
  ])
  func anythingElseIsNotANumber(text: String) {
    #expect(NumberText.decimal(text) == nil, "\(text)")
  }

  @Test func freeTextMayHoldLinesButNeverRewriteTheTerminal() {
    #expect(Names.freeTextProblem("two\nlines\tand a tab") == nil)
    // A reason shown inside one line of a record takes no line break: it could forge a line.
    #expect(Names.freeTextProblem("judge\nA, end 2 corrected", oneLine: true) != nil)
    #expect(Names.freeTextProblem("a\tb", oneLine: true) != nil)
    #expect(Names.freeTextProblem("judge ruled: line cutter", oneLine: true) == nil)
    // stranger29d D2: Unicode's line and paragraph separators break a line as a newline does.
    #expect(Names.freeTextProblem("judge\u{2028}A, end 1 corrected", oneLine: true) != nil)
    #expect(Names.freeTextProblem("a\u{2029}b", oneLine: true) != nil)
    #expect(Names.freeTextProblem("a\u{2028}b") == nil, "a note keeps its lines")
    #expect(Names.freeTextProblem("a\u{1B}[2Jb") == "no control characters")
    #expect(Names.freeTextProblem("\u{202E}evil") == "no control characters")
    #expect(
      Names.freeTextProblem(String(repeating: "x", count: 2_001)) == "at most 2000 characters")
  }

  @Test func namesAreCountedInCharactersAndComparedWithoutInvisibles() throws {
    let family = "👨‍👩‍👧"  // one character, five Unicode scalars
    #expect(try Names.validated(String(repeating: family, count: 80), "name").count == 80)
    #expect(throws: ValueRangeError.self) {
      try Names.validated(String(repeating: family, count: 81), "name")
    }
    // One character of 18 parts: composing (NFC) folds the first accent into the letter, and
    // 17 parts are still past the limit.
    let zalgo = "a" + String(repeating: "\u{0301}", count: 17)
    #expect(zalgo.count == 1)
    #expect(throws: ValueRangeError.self) { try Names.validated(zalgo, "name") }
    #expect(throws: ValueRangeError.self) { try Names.validated("Sam\u{200B}", "name") }
    #expect(Names.comparable(" SAM\u{200D} ") == Names.comparable("sam"))
    // stranger29d D10: inner runs of white space are one space.
    #expect(Names.comparable("Ana  Lopez") == Names.comparable("ana lopez"))
    #expect(Names.comparable("Ana\u{3000}\tLopez") == "ana lopez")
    #expect(Names.comparable("Ana Lopez") != Names.comparable("AnaLopez"))
  }

  /// Stranger finding 25: a name is composed (NFC) before its length is checked, so 50 accented
  /// letters typed as letter and combining mark (100 scalars) are 50 characters, stored composed.
  @Test func aNameIsComposedBeforeItsLengthIsChecked() throws {
    let decomposed = String(repeating: "e\u{301}", count: 50)
    #expect(decomposed.unicodeScalars.count == 100)
    let name = try Names.validated(decomposed, "name")
    #expect(name.unicodeScalars.count == 50)
    #expect(name == String(repeating: "\u{E9}", count: 50))
  }
}
