public import CoreInterfacesTestSupport
public import Equipment

/// The rules every `EquipmentClient` keeps, stated once and run against each implementation:
/// the in-memory client in this package and the SQLite one in App. A fake that passes them
/// behaves as the real store does, so the screens' tests written against it mean something.
public struct EquipmentClientContract: Sendable {
  /// One rule, named in the test log.
  public typealias Check = ContractCheck<EquipmentClientContract>

  /// Makes a fresh client: empty, or holding `EquipmentSamples`' items and setups.
  public let makeClient: @Sendable (_ withSamples: Bool) async throws -> EquipmentClient

  /// A contract over the clients `makeClient` makes.
  public init(makeClient: @escaping @Sendable (_ withSamples: Bool) async throws -> EquipmentClient)
  {
    self.makeClient = makeClient
  }

  /// Runs `check` against this implementation.
  public func verify(_ check: Check) async throws { try await check.verify(self) }

  /// Every rule, for `@Test(arguments: EquipmentClientContract.checks)`.
  public static let checks: [Check] = items + setups
}

extension Quantity {
  /// A quantity a test knows is in range, without `try` at every use: `.known(38)`. Traps on a
  /// value out of range, which is a mistake in the test itself.
  public static func known(_ value: Double) -> Quantity {
    do { return try Quantity(value) } catch { fatalError("test quantity out of range: \(error)") }
  }
}
