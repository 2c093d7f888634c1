/// How `use "tabs.flow"` finds a flow file's text: from disk for `navspec run` and the REPL,
/// from the open documents first for the language server.
public struct FlowLoader: Sendable {
  /// The text of the file at a path (already resolved against the using file's folder).
  public var read: @Sendable (String) -> Result<String, SourceFileReader.Failure>

  public init(read: @escaping @Sendable (String) -> Result<String, SourceFileReader.Failure>) {
    self.read = read
  }

  /// Regular files, read as `navspec run` reads scenarios (bounded, never a pipe or device).
  public static let fileSystem = FlowLoader { SourceFileReader.read($0) }

  /// `path` (as written after `use`) from the folder `directory` ("" for the current one): a
  /// path starting with `/` as it is; `.` and `..` are resolved in the text, so one file has
  /// one name whichever way it is reached (the cycle check compares names).
  public static func resolve(_ path: String, inDirectory directory: String) -> String {
    let joined = path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
    var parts: [Substring] = []
    for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      if part == "..", joined.hasPrefix("/") { continue }
      parts.append(part)
    }
    let text = parts.joined(separator: "/")
    return joined.hasPrefix("/") ? "/" + text : (text.isEmpty ? "." : text)
  }

  /// The folder of a file's path, "" when it has none (`a.scenario`, `<repl>`, `-`).
  public static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

/// What a parse does with flows.
public enum FlowResolution: Sendable {
  /// `use` reads its file with the loader; a call must name a flow defined or used above it,
  /// and is expanded into the statements of its body.
  case files(FlowLoader)
  /// Only the syntax is read (`navspec fmt`): `use` reads nothing, and a line starting with a
  /// word that is no keyword is taken as a call, not checked, and makes no statement.
  case syntaxOnly
}
