public import CoreInterfaces

/// What one entry of the path shows: made by its registration (``ScreenRegistry``) when the entry
/// is pushed and dropped when it is popped. The coordinator asks it only what navigation needs;
/// the front end (the terminal) draws it and gives it keys.
@MainActor
public protocol Screen: AnyObject {
  /// What the screen shows its model as (a model, or the loader of one read first).
  associatedtype Model: AnyObject
  /// The model the screen shows; through `any Screen` it reads as `AnyObject` (`as?` finds it).
  var model: Model { get }

  /// Another screen covers this one: its observed queries stop, so a write elsewhere costs
  /// nothing here. What it showed stays for when it is on top again. `false` when it follows
  /// nothing that can stop.
  func cover() -> Bool

  /// On top again: what brings it up to date — following again, which reads once now — or
  /// `nil` when it has nothing to read.
  func uncover() -> (@MainActor () async -> Void)?

  /// Whether it holds edits that are not saved (Back then warns once).
  var hasUnsavedChanges: Bool { get }

  /// The settings changed: a screen that keeps a copy of one (scoring's arrow diameter) takes it.
  func use(_ settings: AppSettings)
}

extension Screen {
  /// By default a screen follows nothing that stops when covered.
  public func cover() -> Bool { false }
  /// By default a screen has nothing to read again when on top again.
  public func uncover() -> (@MainActor () async -> Void)? { nil }
  /// By default a screen holds no edits.
  public var hasUnsavedChanges: Bool { false }
  /// By default a screen draws with the settings as they are and keeps no copy.
  public func use(_ settings: AppSettings) {}
}
