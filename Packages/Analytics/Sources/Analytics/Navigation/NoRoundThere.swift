import Foundation

/// A choice of round the screen cannot make: a number past the recent list, or a round that takes
/// no more arrows.
struct NoRoundThere: LocalizedError {
  let errorDescription: String?
  init(_ text: String) { errorDescription = text }
}
