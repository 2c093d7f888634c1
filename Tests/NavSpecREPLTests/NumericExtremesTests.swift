import NavSpecLanguage
import NavSpecModel
import Testing

@testable import NavSpecREPL

/// Every numeric argument of every statement, given the extremes of `Double` written out in
/// full, through the four ways a number reaches arithmetic that can trap: `navspec run` (every
/// report format), `navspec audit` (every format), `--format html` (recorded, with its plots)
/// and the REPL's `:render`. Each must end in a located error on the line of the number or in a
/// result, never in a trap (a crashed test process) or a hang (the time limit).
@Suite("Every numeric argument at the extremes of Double")
struct NumericExtremesTests {
  /// The extremes, as a hostile file spells them: the lexer reads no exponent.
  static let extremes: [String] = [
    "0", "-0", "0.5",
    // 1e-320 and 5e-324, subnormal: positive, yet a width divided by one is infinite.
    "0." + String(repeating: "0", count: 319) + "1",
    "0." + String(repeating: "0", count: 323) + "5",
    // 1e20 (past Int64), 1.6e308 (twice it is infinite), ±1e308 and the largest Double.
    "100000000000000000000",
    "16" + String(repeating: "0", count: 307),
    "1" + String(repeating: "0", count: 308),
    "-1" + String(repeating: "0", count: 308),
    "17976931348623157" + String(repeating: "0", count: 292),
  ]

  /// One numeric argument: the lines before it, its line with `N` for the number, the lines
  /// after it. The last line asserts something, so a run that accepts the number is judged.
  struct Template: CustomTestStringConvertible, Sendable {
    var before: [String]
    var line: String
    var after: [String] = []

    var testDescription: String { line }

    func text(_ number: String) -> String {
      (before + ([line] + after).map { $0.replacingOccurrences(of: "N", with: number) })
        .joined(separator: "\n") + "\n"
    }

    /// An ordinary value of the argument.
    var ordinary = "40"

    /// The 1-based line of the number.
    var lineNumber: Int { before.count + 1 }
  }

  static let glass = "tabbar glass Home Search Library Profile"
  static let holds = "expect selection == Home"

  static let templates: [Template] = [
    // Set-up.
    Template(before: [], line: "screen Nx844", after: [glass, "tap Search", holds]),
    Template(before: [], line: "screen 390xN", after: [glass, "tap Search", holds]),
    Template(before: [glass], line: "safe-area bottom N", after: ["tap Search", holds]),
    Template(before: [glass], line: "safe-area top N", after: ["tap Search", holds]),
    Template(before: [glass], line: "frame-rate N", after: ["drag Home to Library", holds]),
    Template(before: [glass], line: "frame-rate Nhz", after: ["drag Home to Library", holds]),
    Template(
      before: ["tabbar bubble Home Search Profile"], line: "bubble width Search medium N",
      after: ["tap Search", "audit", holds]),
    Template(
      before: ["tabbar system Home Search Library Profile"], line: "minimize-threshold N",
      after: ["minimize-behavior on-scroll-down", "scroll content 3000", "fling up 1500", holds]),
    Template(
      before: [glass], line: "header collapsing spacing N",
      after: ["scroll content 3000", "fling up 1500", holds]),
    Template(before: [glass], line: "tab Library badge N", after: ["audit", holds], ordinary: "3"),
    // Scrolling.
    Template(before: [glass], line: "scroll content N", after: ["fling up 1500", holds]),
    Template(
      before: [glass], line: "scroll content 3000 rate N", after: ["fling up 1500", holds],
      ordinary: "0.995"),
    Template(before: [glass, "scroll content 3000"], line: "fling up N", after: [holds]),
    Template(
      before: [glass, "scroll content 3000"], line: "fling down 1500 from (N, 400)",
      after: [holds]),
    Template(
      before: [glass, "scroll content 3000"], line: "fling up 1500 from (195, N)", after: [holds]),
    Template(
      before: [glass, "scroll content 3000"], line: "fling up 1500 in Nms", after: [holds]),
    // Touches and gestures.
    Template(before: [glass], line: "touch down (N, 812)", after: ["+50ms touch up", holds]),
    Template(before: [glass], line: "touch down (48, N)", after: ["+50ms touch up", holds]),
    Template(before: [glass], line: "+0ms touch down (N, 812)", after: ["+50ms touch up", holds]),
    Template(
      before: [glass], line: "touch down N (48, 812)", after: ["+50ms touch up N", holds],
      ordinary: "2"),
    Template(before: [glass], line: "tap (N, 812)", after: [holds]),
    Template(before: [glass], line: "double-tap (48, N)", after: [holds]),
    Template(before: [glass], line: "drag Home to (N, 812)", after: [holds]),
    Template(before: [glass], line: "drag (N, 400) to (300, 400) in 250ms", after: [holds]),
    Template(before: [glass], line: "drag Home to Library in Nms", after: [holds]),
    Template(before: [glass], line: "long-press pill for Nms", after: [holds]),
    // Time.
    Template(before: [glass], line: "wait Nms", after: ["tap Search", holds]),
    Template(before: [glass], line: "wait Ns", after: ["tap Search", holds]),
    Template(before: [glass], line: "wait Nus", after: ["tap Search", holds]),
    Template(before: [glass], line: "at Nms tap Search", after: [holds]),
    Template(before: [glass], line: "+Nms tap Search", after: [holds]),
    // Expectations.
    Template(before: [glass, "tap Search"], line: "expect pill.offset == N"),
    Template(before: [glass, "tap Search"], line: "expect pill.offset == Nms"),
    Template(before: [glass, "tap Search"], line: "expect pill.offset > N"),
    Template(before: [glass, "tap Search"], line: "expect pill.offset == 0 ± N"),
    Template(before: [glass, "tap Search"], line: "expect pill.offset == N ± N"),
    Template(before: [glass, "tap Search"], line: "expect tabs[N].title == Home", ordinary: "0"),
    Template(
      before: [glass, "tap Search"],
      line: "expect event selectionChanged(from: Home, to: Search, cause: tap) at Nms ± Nms"),
  ]

  /// Run (every format), audit (every format) and the REPL's `:render` of `text`; the
  /// diagnostics of the run.
  static func exercise(_ text: String) -> DiagnosticList {
    let file = ScenarioPipeline.run(
      path: "extreme.scenario", text: text, options: RunOptions(records: true))
    let report = RunReport(files: [file])
    for format in ReportFormat.allCases {
      let rendered = format.render(report)
      #expect(!rendered.isEmpty, "\(format)")
    }
    let matrix = AuditMatrix(varying: [])
    let audit = AuditReport(
      files: [ScenarioAuditor.audit(path: "extreme.scenario", text: text, matrix: matrix)],
      configurations: matrix.configurations)
    for format in AuditReportFormat.allCases {
      #expect(!format.render(audit).isEmpty, "\(format)")
    }
    var session = ReplSession(workingDirectory: "/nonexistent")
    for line in text.split(separator: "\n") { _ = session.handle(String(line)) }
    for width in [40, 80, 200] {
      session.terminalWidth = width
      let picture = session.handle(":render")
      #expect(!picture.text.isEmpty)
    }
    return file.diagnostics
  }

  @Test(
    "a located error on the number's line, or a result; never a trap or a hang",
    .timeLimit(.minutes(5)), arguments: templates)
  func extremesOfOneArgument(template: Template) {
    for number in Self.extremes {
      let text = template.text(number)
      let diagnostics = Self.exercise(text)
      // The first error, if any, is the number's own: every other line is well formed (a
      // later line may fail for want of what the refused one set up: a finger not down).
      if let first = diagnostics.first(where: { $0.severity == .error }) {
        #expect(
          first.location.line == template.lineNumber,
          "\(template.line) with \(number.prefix(24)): \(first.message)")
      }
    }
  }

  /// The templates themselves are sound: with an ordinary number each line is accepted, so the
  /// extremes above are judged by the number's domain, not refused for another reason.
  @Test("every template takes an ordinary number", arguments: templates)
  func ordinaryNumber(template: Template) {
    let text = template.text(template.ordinary)
    let file = ScenarioPipeline.run(path: "ordinary.scenario", text: text)
    #expect(file.diagnostics.isEmpty, "\(text): \(file.diagnostics.map(\.message))")
  }
}
