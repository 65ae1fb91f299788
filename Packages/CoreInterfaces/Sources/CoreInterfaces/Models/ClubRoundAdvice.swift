/// What a stored archer's round on a club target says wherever it is met outside the Target
/// screen (Round setup, the Round screen): the one wording, so each place says the same.
public enum ClubRoundAdvice {
  /// `enter its ends on the Target screen (t on Home); cancelling it withdraws the archer…`.
  public static let text =
    "enter its ends on the Target screen (t on Home); cancelling it withdraws the archer "
    + "from the target."

  /// `This round is on club target 76e804a5: enter its ends on the Target screen…`.
  public static func onTarget(_ target: String) -> String {
    "This round is on club target \(target): \(text)"
  }
}
