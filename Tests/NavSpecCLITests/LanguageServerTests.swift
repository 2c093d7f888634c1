import Foundation
import NavSpecTestSupport
import Testing

/// `navspec lsp` in a session with a real LSP client that no one here wrote: pytest-lsp (from
/// PyPI, installed by `make test`) starts the built server and drives it through
/// `Fixtures/lsp/test_navspec_lsp.py`: diagnostics, a quick fix, a failing expectation with its
/// value and the fix that records it, inlay hints, hover, completion, the outline, formatting, a
/// flow in an unsaved file (its error at the call, go to its definition) and shutdown.
@Suite(
  .enabled(
    if: PythonTools.available("pytest"),
    "pytest-lsp is not installed: the language server test is skipped (`make test` installs it)"))
struct LanguageServerTests {
  @Test func aRealClientSessionPasses() throws {
    let pytest = try #require(PythonTools.tool("pytest"), "run `make python-tools`")
    let outcome = try runCaptured(
      pytest, ["-p", "no:cacheprovider", "-q", "."],
      in: fixtures.appendingPathComponent("lsp"),
      environment: [
        "NAVSPEC": try navspecExecutable().path,
        // No __pycache__ left in the fixtures.
        "PYTHONDONTWRITEBYTECODE": "1",
      ], standardOutput: nil)
    #expect(outcome.status == 0, "\(outcome.stdout)\n\(outcome.stderr)")
    #expect(outcome.stdout.contains("5 passed"), "\(outcome.stdout)")
  }

  @Test func theServerAnswersGarbageAndEndsWhenItsInputDoes() throws {
    // A body that is not JSON gets a parse error; the end of the input without `shutdown`
    // ends the server with status 1, as the specification asks of an `exit` without one.
    let body = "{not json"
    let outcome = try shell(
      "printf 'Content-Length: \(body.utf8.count)\\r\\n\\r\\n\(body)' | \"$NAVSPEC\" lsp")
    #expect(outcome.status == 1)
    #expect(outcome.stdout.contains("\"code\":-32700"), "\(outcome.stdout)")
  }

  @Test func anAbsurdContentLengthEndsTheServerWithAMessage() throws {
    let outcome = try shell("printf 'Content-Length: 99999999999\\r\\n\\r\\n' | \"$NAVSPEC\" lsp")
    #expect(outcome.status == 1)
    #expect(outcome.stderr.contains("is not a size it reads"), "\(outcome.stderr)")
  }
}
