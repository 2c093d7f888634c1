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

  /// The bytes of a package file, for inputs that need not be UTF-8 (the fuzz corpus).
  public static func data(_ relativePath: String) throws -> Data {
    try Data(contentsOf: root.appendingPathComponent(relativePath))
  }

  /// Every `*.scenario` under `scenarios/`, as paths relative to the package root, sorted.
  public static func scenarioFiles() -> [String] {
    files(under: "scenarios").filter { $0.hasSuffix(".scenario") }
  }

  /// Every regular file under a package folder, as paths relative to the package root, sorted.
  public static func files(under folder: String) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard
      let enumerator = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    var paths: [String] = []
    for case let url as URL in enumerator
    where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
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
