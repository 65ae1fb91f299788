/// Something a command declares as one of its stored properties and that adds options to it:
/// an ``Option``, a ``Flag``, a ``DefaultedOption``, a ``RequiredOption``, or a group of them.
/// A command's `options` are read from these declarations, in the order they are written, so
/// each option is written once.
public protocol OptionDeclaration: Sendable {
  /// The options it adds, as help, parsing and completion see them.
  var optionSpecs: [OptionSpec] { get }
}

/// A positional ``Argument`` a command declares as one of its stored properties; the command's
/// `arguments` are read from these, in the order they are written.
public protocol ArgumentDeclaration: Sendable {
  /// The argument as help, parsing and completion see it.
  var argumentSpec: ArgumentSpec { get }
}

/// Options several commands share (the history filters, an item's fields), declared as stored
/// properties of one type and given to a command as one stored property.
public protocol OptionGroup: OptionDeclaration {}

extension OptionGroup {
  /// The group's own declarations, in the order they are written.
  public var optionSpecs: [OptionSpec] { Declarations.options(of: self) }
}

extension Array: OptionDeclaration where Element: OptionDeclaration {
  /// Each element's options, in order.
  public var optionSpecs: [OptionSpec] { flatMap(\.optionSpecs) }
}

/// Reads declarations from a value's stored properties (`Mirror`), in the order they are written.
public enum Declarations {
  /// The options `value` declares.
  public static func options(of value: Any) -> [OptionSpec] {
    Mirror(reflecting: value).children.flatMap {
      ($0.value as? any OptionDeclaration)?.optionSpecs ?? []
    }
  }

  /// The positional arguments `value` declares.
  public static func arguments(of value: Any) -> [ArgumentSpec] {
    Mirror(reflecting: value).children.compactMap {
      ($0.value as? any ArgumentDeclaration)?.argumentSpec
    }
  }
}
