import NavSpecModel

/// A JSON document for tools:
///
///     {
///       "passed": 1,
///       "failed": 1,
///       "files": [
///         {
///           "path": "scenarios/tap.scenario",
///           "diagnostics": [],
///           "omittedDiagnostics": 0,
///           "scenarios": [
///             {
///               "name": "Tap selects",
///               "passed": false,
///               "expectations": 1,
///               "steps": 1,
///               "endTime": 0.350,
///               "failures": [
///                 {
///                   "file": "scenarios/tap.scenario", "line": 6, "column": 1,
///                   "statement": "…", "message": "…", "expected": "…", "actual": "…",
///                   "time": 0.350, "eventsAround": ["0.300s  dragEnded(to: Library)"]
///                 }
///               ]
///             }
///           ]
///         }
///       ]
///     }
///
/// (Shown compacted; the real output puts every key on its own line.) Diagnostics carry
/// `file`, `line`, `column`, `severity`, `message` and `suggestion` (`null` when none); a file
/// keeps its first `DiagnosticList.capacity` and `omittedDiagnostics` counts the rest.
///
/// The document is written by hand rather than with `JSONEncoder` so it is byte-identical
/// everywhere: keys keep the fixed order above, and times are decimal seconds built from
/// integer microseconds (3 decimals, or 6 when not a whole millisecond) instead of whatever
/// digits a `Double` formatter chooses.
public enum JSONReporter {
  public static func render(_ report: RunReport) -> String {
    let document = Value.object([
      ("passed", .number(String(report.passedCount))),
      ("failed", .number(String(report.failedCount))),
      ("files", .array(report.files.map(file))),
    ])
    var out = ""
    document.write(to: &out, indent: "")
    return out + "\n"
  }

  private static func file(_ file: FileReport) -> Value {
    .object([
      ("path", .string(file.path)),
      ("diagnostics", .array(file.diagnostics.map(diagnostic))),
      ("omittedDiagnostics", .number(String(file.diagnostics.omittedCount))),
      ("scenarios", .array(file.results.map(scenario))),
    ])
  }

  private static func diagnostic(_ diagnostic: Diagnostic) -> Value {
    .object([
      ("file", .string(diagnostic.location.file)),
      ("line", .number(String(diagnostic.location.line))),
      ("column", .number(String(diagnostic.location.column))),
      ("severity", .string(diagnostic.severity.rawValue)),
      ("message", .string(diagnostic.message)),
      ("suggestion", diagnostic.suggestion.map(Value.string) ?? .null),
    ])
  }

  private static func scenario(_ result: ScenarioResult) -> Value {
    .object([
      ("name", .string(result.name)),
      ("passed", .bool(result.passed)),
      ("expectations", .number(String(result.expectationCount))),
      ("steps", .number(String(result.stepCount))),
      ("endTime", .number(ReportText.seconds(result.endTime))),
      ("failures", .array(result.failures.map(failure))),
    ])
  }

  private static func failure(_ failure: ExpectationFailure) -> Value {
    .object([
      ("file", .string(failure.location.file)),
      ("line", .number(String(failure.location.line))),
      ("column", .number(String(failure.location.column))),
      ("statement", .string(failure.statement)),
      ("message", .string(failure.message)),
      ("expected", .string(failure.expected)),
      ("actual", .string(failure.actual)),
      ("time", .number(ReportText.seconds(failure.time))),
      ("eventsAround", .array(failure.eventsAround.map(Value.string))),
    ])
  }

  /// Just enough of JSON to write this document. Objects are ordered pairs (not a dictionary)
  /// so key order is part of the format; numbers are pre-formatted text.
  private indirect enum Value {
    case object([(String, Value)])
    case array([Value])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    /// Pretty-prints with two-space indentation; empty containers stay on one line (`[]`).
    func write(to out: inout String, indent: String) {
      switch self {
      case .object(let members):
        guard !members.isEmpty else {
          out += "{}"
          return
        }
        out += "{\n"
        for (index, (key, value)) in members.enumerated() {
          out += indent + "  " + Self.quoted(key) + ": "
          value.write(to: &out, indent: indent + "  ")
          out += index == members.count - 1 ? "\n" : ",\n"
        }
        out += indent + "}"
      case .array(let elements):
        guard !elements.isEmpty else {
          out += "[]"
          return
        }
        out += "[\n"
        for (index, element) in elements.enumerated() {
          out += indent + "  "
          element.write(to: &out, indent: indent + "  ")
          out += index == elements.count - 1 ? "\n" : ",\n"
        }
        out += indent + "]"
      case .string(let text): out += Self.quoted(text)
      case .number(let text): out += text
      case .bool(let flag): out += flag ? "true" : "false"
      case .null: out += "null"
      }
    }

    /// A JSON string literal, escaped as the model's saved JSON is (`JSONValue.stringLiteral`).
    private static func quoted(_ text: String) -> String { JSONValue.stringLiteral(text) }
  }
}
