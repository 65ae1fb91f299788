/// A choice a list screen cannot make (a number past the end, an unknown codename), with the
/// one line that says what is accepted.
struct NoSuchChoice: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
