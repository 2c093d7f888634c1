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
      // Tabs before the caret are copied so the caret lines up however the terminal draws them.
      let prefix = String(
        line.prefix(max(0, diagnostic.location.column - 1)).map { $0 == "\t" ? "\t" : " " })
      out +=
        prefix + "^" + String(repeating: "~", count: max(0, diagnostic.range.length - 1)) + "\n"
    }
    if let suggestion = diagnostic.suggestion {
      out += "note: \(suggestion)\n"
    }
    return out
  }
}
