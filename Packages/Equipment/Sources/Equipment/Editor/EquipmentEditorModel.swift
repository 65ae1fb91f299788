public import CoreInterfaces
public import Observation

/// Editing any kind of item: its fields as text, a message per field that is wrong, unsaved
/// changes noticed, and saving only when every field is right.
@MainActor
@Observable
public final class EquipmentEditorModel {
  /// The fields, in the order shown.
  public let fields: [FormField]
  /// Each field's text, by key.
  public var values: [String: String]
  /// What is wrong with each field, by key; empty when all is well.
  public private(set) var problems: [String: String] = [:]
  /// Why the last save failed, if it did for a reason no field explains.
  public private(set) var error: UserFacingError?

  @ObservationIgnored private var saved: EquipmentItem
  @ObservationIgnored @Dependency(\.equipment) private var equipment

  /// Edits `item` (a new one: `EquipmentItem(kind:name:)`).
  public init(item: EquipmentItem) {
    saved = item
    fields = EquipmentForm.allFields(for: item.kind)
    values = EquipmentForm.values(of: item)
  }

  /// Whether the fields differ from what was last saved.
  public var hasUnsavedChanges: Bool {
    fields.contains { (values[$0.key] ?? "") != (EquipmentForm.values(of: saved)[$0.key] ?? "") }
  }

  /// Sets the field at `position` (from 1, as shown) to `text` (empty clears it) and checks the
  /// form; returns that field's problem, if it has one. A position with no field sets
  /// ``error`` and changes nothing.
  @discardableResult
  public func set(fieldAt position: Int, to text: String) -> String? {
    guard position >= 1, fields.indices.contains(position - 1) else {
      error = UserFacingError(NoSuchField(position: position, count: fields.count))
      return nil
    }
    let field = fields[position - 1]
    values[field.key] = text
    error = nil
    validate()
    return problems[field.key]
  }

  /// Checks every field, showing each problem beside its field; `true` when all are right.
  @discardableResult
  public func validate() -> Bool {
    let problems = EquipmentForm.item(from: values, base: saved).problems
    var byKey: [String: String] = [:]
    for problem in problems {
      let key = fields.first { $0.label == problem.field }?.key ?? problem.field
      if byKey[key] == nil { byKey[key] = problem.message }
    }
    self.problems = byKey
    return byKey.isEmpty
  }

  /// Saves when every field is right; returns the item as stored, or `nil` (problems or
  /// ``error`` say why; nothing was saved).
  public func save() async -> EquipmentItem? {
    guard validate() else { return nil }
    do {
      let stored = try await equipment.save(EquipmentForm.item(from: values, base: saved).item)
      saved = stored
      values = EquipmentForm.values(of: stored)
      error = nil
      return stored
    } catch {
      self.error = UserFacingError(error)
      return nil
    }
  }
}

/// A field number past the form's end.
private struct NoSuchField: Error, CustomStringConvertible {
  let position: Int
  let count: Int
  var description: String { "No field \(position): type a number from 1 to \(count)." }
}
