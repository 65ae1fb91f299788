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
    ("Sam\n", nil), ("Sam\u{1B}[2J", "a name without control characters"),
    ("\u{202E}evil", "a name without control characters"),
    ("\u{200B}", "a name with a letter, digit or symbol in it"),
    ("\u{FEFF}\u{200B}", "a name with a letter, digit or symbol in it"),
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
  }

  @Test func aStoredNameBreakingTheRuleIsShownCleanedAndCut() {
    #expect(Names.displayable("Sam\u{1B}[2J", fallback: "?") == "Sam?[2J")
    #expect(Names.displayable(String(repeating: "a", count: 200), fallback: "?").count == 80)
    #expect(Names.displayable("  ", fallback: "Archer 1") == "Archer 1")
  }
}
