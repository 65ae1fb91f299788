import CoreInterfaces
import Testing

@Suite("Unimplemented endpoints")
struct UnimplementedTests {
  @Test func throwingEndpointReportsItsNameAndThrows() async {
    let (error, issues) = await collectingIssues { () async -> (any Error)? in
      do {
        _ = try await GreetingClientKey.testValue.greet("x")
        return nil
      } catch {
        return error
      }
    }
    #expect(error as? UnimplementedEndpointError == .init(endpoint: "GreetingClient.greet"))
    #expect(issues.map(\.severity) == [.failure])
    #expect(issues.first?.message.hasPrefix("Unimplemented: GreetingClient.greet") == true)
    #expect(
      issues.first?.message.contains("override GreetingClient.greet") == true,
      "says which endpoint to override, with no placeholder left to fill in")
    #expect(issues.first?.message.contains("<") == false)
    #expect(issues.first?.fileID.hasSuffix("Fixtures.swift") == true, "points at the definition")
  }

  @Test func nonThrowingEndpointReportsAndReturnsPlaceholder() async {
    let (value, issues) = await collectingIssues { GreetingClientKey.testValue.count() }
    #expect(value == -1)
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("GreetingClient.count") == true)
  }

  @Test func overriddenEndpointDoesNotReport() async throws {
    let (value, issues) = try await collectingIssues {
      try await withDependencies {
        $0.greeting.greet = { "Hi \($0)" }
      } operation: {
        try await DependencyValues.values.greeting.greet("Bo")
      }
    }
    #expect(value == "Hi Bo")
    #expect(issues.isEmpty)
  }
}
