import Foundation

/// Files of the package itself (scenarios, docs), found from this source file's path so the tests
/// run the same from `swift test`, Xcode or a fresh clone.
public enum PackageFiles {
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // NavSpecTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root

  public static func read(_ relativePath: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
  }

  /// Every `*.scenario` under `scenarios/`, as paths relative to the package root, sorted.
  public static func scenarioFiles() -> [String] {
    let base = root.appendingPathComponent("scenarios")
    guard
      let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    var paths: [String] = []
    for case let url as URL in enumerator where url.pathExtension == "scenario" {
      paths.append(String(url.path.dropFirst(root.path.count + 1)))
    }
    return paths.sorted()
  }

  /// The fenced blocks of a Markdown file whose info string is exactly `language`.
  public static func fencedBlocks(_ markdown: String, language: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```\(language)" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!.joined(separator: "\n") + "\n")
        current = nil
      } else if current != nil {
        current!.append(line)
      }
    }
    return blocks
  }
}
