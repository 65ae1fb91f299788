import CoreInterfaces
import Foundation

/// A setup's sight marks as stored (a JSON list), read one mark at a time: a mark the checked
/// type refuses (a 1e19 saved by an older version) is left out on its own, so it can neither
/// crash a reader nor take the setup's other marks with it.
enum StoredSightMarks {
  /// The marks in `json` that are in range; an unreadable list reads as none.
  static func decode(_ json: String, _ decoder: JSONDecoder) -> [SightMark] {
    guard let raw = try? decoder.decode([Raw].self, from: Data(json.utf8)) else { return [] }
    return raw.compactMap { mark in
      guard let distance = try? Length(mark.distance.value, mark.distance.unit) else { return nil }
      // A windage or note out of range costs only itself, never the mark.
      return
        (try? SightMark(
          distance: distance, mark: mark.mark, windage: mark.windage, note: mark.note))
        ?? (try? SightMark(
          distance: distance, mark: mark.mark,
          windage: mark.windage.flatMap { Bounded.sightMark.contains($0) ? $0 : nil }))
        ?? (try? SightMark(distance: distance, mark: mark.mark))
    }
  }

  /// Why `json` would not read whole, or `nil` when every mark in it reads with its windage and
  /// note: a reader leaves such marks out, so a restore refuses them instead.
  static func problem(_ json: String) -> String? {
    guard !json.isEmpty else { return nil }
    guard let raw = try? JSONDecoder().decode([Raw].self, from: Data(json.utf8)) else {
      return "not a list of marks"
    }
    for mark in raw {
      guard let distance = try? Length(mark.distance.value, mark.distance.unit),
        (try? SightMark(distance: distance, mark: mark.mark, windage: mark.windage, note: mark.note))
          != nil
      else { return "a mark at \(NumberText.plain(mark.distance.value)) is out of range" }
    }
    return nil
  }

  /// A mark as the JSON holds it, before any check.
  private struct Raw: Decodable {
    struct Distance: Decodable {
      let value: Double
      let unit: Length.Unit
    }
    let distance: Distance
    let mark: Double
    let windage: Double?
    let note: String?
  }
}
