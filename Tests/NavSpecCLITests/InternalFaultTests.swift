import Foundation
import NavSpecTestSupport
import Testing

/// navspec's own checks of impossible states end with one line and exit status 4
/// (`InternalFault.exit`), never with a trap: a trap is exit status 132 and, on a terminal, the
/// Swift runtime's backtrace prompt, which waits 30 s (docs/cli.md#exit-status). The library
/// beneath has its own preconditions; this keeps the command-line target free of traps it
/// writes itself.
@Suite("The command line's impossible states end with status 4")
struct InternalFaultTests {
  /// What traps: `preconditionFailure(`, `fatalError(`, `precondition(`, `try!`, and a force
  /// unwrap (`x!.`, `x!)`, `x!,` or `x!` at a line's end).
  static let trapping = try! NSRegularExpression(
    pattern:
      #"\b(preconditionFailure|fatalError|precondition|assertionFailure)\(|\btry!|[\w)\]]!(?=[.),\s]|$)"#,
    options: .anchorsMatchLines)

  @Test("no source of the navspec target can trap by itself")
  func noTrapsInTheCommandLine() throws {
    for path in PackageFiles.files(under: "Sources/navspec") where path.hasSuffix(".swift") {
      let text = try PackageFiles.read(path)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let code = String(line.split(separator: "//", maxSplits: 1).first ?? "")
        let range = NSRange(code.startIndex..., in: code)
        // `!=` is a comparison, not an unwrap.
        let matches = Self.trapping.matches(in: code, range: range).filter {
          guard let found = Range($0.range, in: code) else { return false }
          return !code[found.upperBound...].hasPrefix("=")
        }
        #expect(matches.isEmpty, "\(path):\(index + 1): \(line)")
      }
    }
  }
}
