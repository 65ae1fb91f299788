public import CoreInterfaces

/// The type of an option's value or a positional argument: how text becomes a value, what help
/// says it accepts, and what completion offers. Ranges come from `Bounded` and choices from the
/// models' own enumerations, so each has one home.
public struct ValueType<Value: Sendable>: Sendable {
  /// The usage placeholder, e.g. `N`, `LENGTH`.
  public let placeholder: String
  /// What help says it accepts, e.g. `1 to 24`, `recurve, compound, …`; empty for free text.
  public let accepted: String
  /// What completion offers.
  public let completion: CompletionValues
  /// Turns `text` given for `what` (`--per-end`, `ID`) into a value, or says why it cannot.
  let parse: @Sendable (_ text: String, _ what: String) throws -> Value

  /// A type from its parts.
  public init(
    placeholder: String, accepted: String = "", completion: CompletionValues = .none,
    parse: @escaping @Sendable (_ text: String, _ what: String) throws -> Value
  ) {
    self.placeholder = placeholder
    self.accepted = accepted
    self.completion = completion
    self.parse = parse
  }
}

extension ValueType where Value == String {
  /// Free text, not empty.
  public static func text(_ placeholder: String, completion: CompletionValues = .none)
    -> ValueType
  {
    ValueType(placeholder: placeholder, completion: completion) { text, what in
      // An option says "--name needs NAME"; an argument, which is its placeholder, is empty.
      guard !text.isEmpty else {
        throw UsageError(what == placeholder ? "\(what) is empty" : "\(what) needs \(placeholder)")
      }
      return text
    }
  }

  /// A file path.
  public static let path = text("PATH", completion: .file)

  /// An ID of `kind`, whole or any unique prefix (``IDResolver`` finds the one it names).
  public static func id(_ kind: IDKind) -> ValueType {
    ValueType(placeholder: "ID", accepted: IDResolver.rule, completion: .data(kind.completion)) {
      text, _ in
      try IDResolver.checkForm(text, kind)
      return text
    }
  }
}

extension ValueType where Value == Int {
  /// A whole number within `range`, in `unit`.
  public static func integer(
    in range: ClosedRange<Int>, unit: String = "", placeholder: String = "N"
  ) -> ValueType {
    let suffix = unit.isEmpty ? "" : " \(unit)"
    return ValueType(
      placeholder: placeholder, accepted: "\(range.lowerBound) to \(range.upperBound)\(suffix)"
    ) { text, what in
      guard let number = Int(text) else {
        throw UsageError("\(what) takes a whole number, not '\(ValueRangeError.shortened(text))'")
      }
      return try Bounded.check(number, in: range, what, unit: unit)
    }
  }
}

extension ValueType where Value == Int {
  /// A whole number of at least `minimum` (a version number, say).
  public static func integer(atLeast minimum: Int, placeholder: String = "N") -> ValueType {
    ValueType(placeholder: placeholder, accepted: "\(minimum) or more") { text, what in
      guard let number = Int(text) else {
        throw UsageError("\(what) takes a whole number, not '\(ValueRangeError.shortened(text))'")
      }
      guard number >= minimum else {
        throw ValueRangeError(what, value: text, accepted: "\(minimum) or more")
      }
      return number
    }
  }
}

extension ValueType where Value == Double {
  /// A decimal number within `range`, in `unit`.
  public static func number(
    in range: ClosedRange<Double>, unit: String = "", placeholder: String = "N"
  ) -> ValueType {
    ValueType(placeholder: placeholder, accepted: Bounded.describe(range, unit: unit)) {
      text, what in
      guard let number = NumberText.decimal(text) else {
        throw UsageError("\(what) takes a number, not '\(ValueRangeError.shortened(text))'")
      }
      return try Bounded.check(number, in: range, what, unit: unit)
    }
  }
}

extension ValueType where Value == Length {
  /// A length with its unit: `70m`, `20yd`, `40cm`, `16in`.
  public static let length = ValueType(
    placeholder: "LENGTH",
    accepted:
      "a number and m, yd, cm or in, \(Bounded.describe(Bounded.lengthMetres, unit: "m")), e.g. 70m"
  ) { text, _ in try Length(argument: text) }

  /// A face's diameter: any length, with the standard rounds' faces offered (`122cm`, `80cm`, …).
  public static let face = ValueType(
    placeholder: "LENGTH", accepted: length.accepted, completion: .choices(catalogueFaces)
  ) { text, _ in try Length(argument: text) }

  /// The faces `RoundCatalogue` shoots, largest first, as typed: `122cm`.
  static var catalogueFaces: [String] {
    let faces = Set(RoundCatalogue.all.flatMap(\.passes).map(\.faceDiameter))
    return faces.sorted { $0.metres > $1.metres }.map {
      NumberText.plain($0.value) + $0.unit.rawValue
    }
  }
}

extension ValueType {
  /// One of `cases`, spelt as `spelling` gives (any case); `parse` may accept more spellings.
  public static func choice(
    _ cases: [Value], placeholder: String, spelling: @escaping @Sendable (Value) -> String,
    parse: (@Sendable (String) -> Value?)? = nil
  ) -> ValueType {
    let words = cases.map(spelling)
    let list = words.joined(separator: ", ")
    return ValueType(placeholder: placeholder, accepted: list, completion: .choices(words)) {
      text, what in
      if let value = parse?(text) { return value }
      do throws(NotOneOf) {
        return try NotOneOf.pick(text, from: cases, spelling: spelling, what: what)
      } catch let refusal {
        throw UsageError(refusal.description)  // the wording the app's screens use too
      }
    }
  }
}

extension ValueType where Value: CaseIterable & RawRepresentable<String> & Sendable {
  /// One of the enumeration's cases, by its raw value (the spelling everywhere), any case.
  public static func cases(_ placeholder: String) -> ValueType {
    choice(Array(Value.allCases), placeholder: placeholder, spelling: \.rawValue)
  }
}
