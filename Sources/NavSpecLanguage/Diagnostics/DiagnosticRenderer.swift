/// Prints a diagnostic the way swift-format and compilers do:
///
///     scenarios/x.scenario:3:5: error: unknown tab 'Libary'
///     tap Libary
///         ^~~~~~
///     note: did you mean 'Library'?
public enum DiagnosticRenderer {
  public static func render(_ diagnostic: Diagnostic, in source: SourceFile?) -> String {
    var out =
      "\(diagnostic.location.description): \(diagnostic.severity.rawValue): \(diagnostic.message)\n"
    if let source {
      let line = source.line(diagnostic.location.line)
      out += line + "\n"
      // The caret goes under the character whatever its display width: tabs are copied, wide
      // characters (CJK, emoji) take two columns.
      let before = line.prefix(max(0, diagnostic.location.column - 1))
      let prefix = before.map {
        $0 == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.columns(of: $0))
      }
      .joined()
      let marked = line.dropFirst(before.count).prefix(diagnostic.range.length)
      let width = max(1, DisplayWidth.columns(of: marked))
      out += prefix + "^" + String(repeating: "~", count: max(0, width - 1)) + "\n"
    }
    if let suggestion = diagnostic.suggestion {
      out += "note: \(suggestion)\n"
    }
    return out
  }
}
