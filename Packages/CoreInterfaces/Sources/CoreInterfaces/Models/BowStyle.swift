/// The bow styles that change how a face is scored (compound inner 10) and how handicaps classify.
public enum BowStyle: String, CaseIterable, Codable, Sendable {
  case recurve, compound, barebow, longbow, traditional
}
