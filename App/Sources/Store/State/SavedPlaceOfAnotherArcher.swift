/// The saved place was saved while another archer was active: it is dropped, never reopened
/// for the archer active now (it would lead into the other archer's round).
public struct SavedPlaceOfAnotherArcher: Error, Equatable, CustomStringConvertible {
  /// Whose place it was (`nil` when that archer has since been removed).
  public let owner: String?
  /// The archer active now.
  public let active: String?

  /// The place `owner` saved, found while `active` is the active archer.
  public init(owner: String?, active: String?) {
    self.owner = owner
    self.active = active
  }

  /// The one line the app says on starting at Home instead.
  public var description: String {
    "Your saved place was \(owner.map { "\($0)'s" } ?? "a removed archer's"); "
      + "\(active ?? "another archer") is active now, so starting at Home."
  }
}
