/// The archers sharing the database and which one is active. The active archer is an observed
/// query (``observeActive``): a screen that shows it follows it, so a switch reaches them all.
public struct ArcherClient: Sendable {
  /// Every archer, by name, and each stored archer that could not be read.
  public var list: @Sendable () async throws -> Listed<Archer>
  /// Adds an archer. The first one added takes over everything recorded before there were
  /// archers, and becomes active.
  public var add: @Sendable (Archer) async throws -> Archer
  /// Makes a change to an archer's bow style or classification category (the name stays), on
  /// the archer as stored when it writes; returns the archer as stored after it.
  public var update: @Sendable (ArcherID, ArcherChange) async throws -> Archer
  /// Removes an archer who is not active; their rounds and gear go with them.
  public var remove: @Sendable (ArcherID) async throws -> Void
  /// Makes an archer the active one.
  public var switchTo: @Sendable (ArcherID) async throws -> Archer
  /// The active archer now and after every switch (`nil` before the first archer is added).
  public var observeActive: @Sendable () -> Flow<Archer?>

  /// Creates a client from its endpoints.
  public init(
    list: @escaping @Sendable () async throws -> Listed<Archer>,
    add: @escaping @Sendable (Archer) async throws -> Archer,
    remove: @escaping @Sendable (ArcherID) async throws -> Void,
    switchTo: @escaping @Sendable (ArcherID) async throws -> Archer,
    observeActive: @escaping @Sendable () -> Flow<Archer?>,
    update: @escaping @Sendable (ArcherID, ArcherChange) async throws -> Archer = unimplemented(
      "ArcherClient.update")
  ) {
    self.update = update
    self.list = list
    self.add = add
    self.remove = remove
    self.switchTo = switchTo
    self.observeActive = observeActive
  }

  /// The active archer now.
  public func active() async throws -> Archer? { try await observeActive().first() }
}

/// Why an archer operation was refused.
public enum ArcherError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No archer has this ID.
  case notFound(ArcherID)
  /// The active archer cannot be removed; switch first.
  case removingActive(String)
  /// An archer needs a name.
  case nameRequired
  /// Another archer already has this name.
  case nameTaken(String)
  /// The archer `name` has shot on club target `target` (its ID's first 8 characters), which
  /// keeps their letter and round: they are not removed.
  case onTarget(String, target: String)

  /// What went wrong and what to do.
  public var description: String {
    switch self {
    case .notFound(let id): "No archer \(id) exists."
    case .removingActive(let name): "\(name) is the active archer; switch to another first."
    case .nameRequired: "An archer needs a name."
    case .nameTaken(let name): "There is already an archer called \(name); choose another name."
    case .onTarget(let name, let target):
      "\(name) has shot on club target \(target), which keeps their round; nothing was removed."
    }
  }
}

/// Registers ``ArcherClient`` in the dependency registry.
public enum ArcherClientKey: DependencyKey {
  /// Every endpoint reports "Unimplemented: ArcherClient.<endpoint>" and fails.
  public static let testValue = ArcherClient(
    list: unimplemented("ArcherClient.list"),
    add: unimplemented("ArcherClient.add"),
    remove: unimplemented("ArcherClient.remove"),
    switchTo: unimplemented("ArcherClient.switchTo"),
    observeActive: {
      IssueReporting.reportFailure(
        "Unimplemented: ArcherClient.observeActive was called. The test did not expect it: "
          + "override ArcherClient.observeActive in the test's dependencies if it should.")
      return Flow { continuation in
        continuation.finish(
          throwing: UnimplementedEndpointError(endpoint: "ArcherClient.observeActive"))
        return .none
      }
    })

  /// Two archers in memory, the first active.
  public static var previewValue: ArcherClient {
    .inMemory(
      [("Sam", BowStyle.recurve), ("Alex", .compound)].compactMap { name, style in
        try? Archer(name: name, bowStyle: style)  // valid names: ArcherTests checks both are here
      })
  }
}

extension DependencyValues {
  /// The archers: `@Dependency(\.archers) var archers`.
  public var archers: ArcherClient {
    get { self[ArcherClientKey.self] }
    set { self[ArcherClientKey.self] = newValue }
  }
}
