import Foundation
import PackagePlugin

/// `swift package navspec run scenarios` (or `audit`, `explore`): runs the `navspec` built from
/// the NavSpec this package depends on, in the package's folder, with the arguments as given.
///
/// SwiftPM builds the tool, so a team pins NavSpec in Package.resolved like any dependency and
/// needs no clone or `make`. What navspec writes reaches `swift package`'s standard output, its
/// standard error included (SwiftPM joins a plugin's two streams), so a report meant for a
/// program goes to a file (`--output`, `--report`). The exit status is lost on the way: SwiftPM
/// turns any plugin failure into status 1 (swiftlang/swift-package-manager#7380), so the plugin
/// names navspec's own status, and what it means, in its error (docs/cli.md#the-swiftpm-plugin).
@main
struct NavSpecPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "navspec")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    // Paths in the arguments are the package's, as they would be for `swift run navspec`.
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    let status = process.terminationStatus
    if process.terminationReason == .exit && status == 0 { return }
    let how =
      process.terminationReason == .exit
      ? "exited with status \(status)" : "was stopped by signal \(status)"
    Diagnostics.error(
      "navspec \(how) (\(Self.meaning(of: status, reason: process.terminationReason)))")
    exit(process.terminationReason == .exit ? status : 4)
  }

  /// What navspec's exit status means (`navspec run --help` prints the same table).
  static func meaning(of status: Int32, reason: Process.TerminationReason) -> String {
    guard reason == .exit else { return "a crash: please report it" }
    switch status {
    case 1: return "an expectation failed or the audit found something new"
    case 2: return "bad usage, unreadable input, a parse or check error"
    case 3: return "the report could not be written"
    case 4: return "an internal fault in navspec: please report it"
    default: return "unexpected status"
    }
  }
}
