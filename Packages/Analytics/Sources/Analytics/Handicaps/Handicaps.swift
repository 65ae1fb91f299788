public import CoreInterfaces

// The handicap scheme is an archery rule, so it lives in CoreInterfaces' rulebook, where Scoring
// (the score card) and the stored summaries can use it too; feature packages may not import each
// other. These aliases keep Analytics' public API (`Analytics.RoundHandicaps`, …) as it was, so
// code that imports only Analytics still compiles. New code uses the CoreInterfaces names.

/// The Archery GB 2023 scheme; see `CoreInterfaces.HandicapScheme`.
public typealias HandicapScheme = CoreInterfaces.HandicapScheme
/// Handicaps on one round; see `CoreInterfaces.RoundHandicaps`.
public typealias RoundHandicaps = CoreInterfaces.RoundHandicaps
/// Why a handicap cannot be given; see `CoreInterfaces.HandicapError`.
public typealias HandicapError = CoreInterfaces.HandicapError
