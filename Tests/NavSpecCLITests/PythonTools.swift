import Foundation
import NavSpecTestSupport

/// The tools from PyPI that `make test` installs under `.build/python-tools` (pre-commit,
/// check-jsonschema): real consumers of the files that tell them how to run NavSpec.
enum PythonTools {
  static let folder = PackageFiles.root.appendingPathComponent(".build/python-tools/bin")

  /// The installed tool, or nil.
  static func tool(_ name: String) -> URL? {
    let url = folder.appendingPathComponent(name)
    return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
  }

  /// Whether a test that needs `name` runs: when it is installed, and always in CI (`CI` set, as
  /// .ci/run sets it), where a missing tool must fail the test rather than skip it.
  static func available(_ name: String) -> Bool {
    tool(name) != nil || ProcessInfo.processInfo.environment["CI"] != nil
  }
}
