import FoundationEssentials
import NavSpecLanguage
import NavSpecModel

// Completion of file paths for `:load`, `:save` and `use`.

extension CompletionContext {
  /// Files and folders for `:load` and `:save`, relative to the working directory: scenarios
  /// first, then folders (ending in `/`), then other files. Hidden entries only when asked for.
  ///
  /// A path with a blank, a quote or a backslash is written as a string, as the commands read it;
  /// a folder's string is left open so that completion can go on inside it.
  func files(_ written: String) -> [String] {
    let typed = unquoted(written)
    let folderPart = typed.lastIndex(of: "/").map { String(typed[...$0]) } ?? ""
    let namePart = String(typed.dropFirst(folderPart.count))
    let folder =
      folderPart.hasPrefix("/")
      ? URL(fileURLWithPath: folderPart, isDirectory: true)
      : workingDirectory.appendingPathComponent(folderPart, isDirectory: true)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return []
    }
    var scenarios: [String] = []
    var folders: [String] = []
    var others: [String] = []
    for name in names.sorted() where name.hasPrefix(namePart) {
      if name.hasPrefix("."), !namePart.hasPrefix(".") { continue }
      var isFolder = false
      let path = folder.appendingPathComponent(name).path
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if isFolder {
        folders.append(folderPart + name + "/")
      } else if name.hasSuffix(".scenario") {
        scenarios.append(folderPart + name)
      } else {
        others.append(folderPart + name)
      }
    }
    return (scenarios + folders + others).map { path in
      guard path.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "\\" }) else {
        return path
      }
      let quoted = Spelling.quote(path)
      return path.hasSuffix("/") ? String(quoted.dropLast()) : quoted
    }
  }

  /// Flow files and folders for `use "…"`, always quoted as `use` reads its path; a folder's
  /// string is left open so that completion can go on inside it.
  func flowFiles(_ written: String) -> [String] {
    files(written).map(unquoted).filter { $0.hasSuffix("/") || $0.hasSuffix(".flow") }.map {
      path in
      let quoted = Spelling.quote(path)
      return path.hasSuffix("/") ? String(quoted.dropLast()) : quoted
    }
  }
}
