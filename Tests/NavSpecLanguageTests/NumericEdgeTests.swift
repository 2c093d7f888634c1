import NavSpecModel
import Testing

@testable import NavSpecLanguage

/// Numbers at the edges of `Double`, written out in full as a hostile file writes them: each
/// input here trapped (SIGILL, exit 132) or hung `navspec` before numbers had domains and every
/// conversion to an integer was total. The REPL's `:render` case is in NavSpecREPLTests
/// (ReplNumericEdgeTests).
@Suite("Numbers at the edges of Double")
struct NumericEdgeTests {
  /// 1.6e308: finite as a Double, but twice it (or a step of its axis) is infinite.
  static let overMaximumHalf = "16" + String(repeating: "0", count: 307)
  /// 9e307: two of them, of opposite signs, span more than `Double.greatestFiniteMagnitude`.
  static let nineE307 = "9" + String(repeating: "0", count: 307)
  /// 1e20: more hundredths than an Int64 holds.
  static let oneE20 = "1" + String(repeating: "0", count: 20)

  /// Lowest and highest values of a plot.
  static let spans: [[Double]] = [
    [-9e307, 9e307], [0, 1.6e308], [-1.6e308, 1.6e308], [-Double.greatestFiniteMagnitude, 0],
    [0, Double.greatestFiniteMagnitude], [5e-324, 1e-320], [-0.0, 0], [1e15, 1e15 + 1],
  ]

  static func run(_ text: String) -> FileReport {
    ScenarioPipeline.run(path: "edge.scenario", text: text, options: RunOptions(records: true))
  }

  static func errors(_ report: FileReport) -> [String] {
    report.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
  }

  @Test("a bubble width of 1e20 is a located error, not a trap in the audit's numbers")
  func bubbleWidthPastInt64() {
    let text = """
      tabbar bubble Home Search Profile
      bubble width Search medium \(Self.oneE20)
      audit
      expect selection == Home

      """
    let report = Self.run(text)
    let errors = Self.errors(report)
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("2:28: a title's width must be") == true, "\(errors)")
    let audit = ScenarioAuditor.audit(
      path: "edge.scenario", text: text, matrix: AuditMatrix(varying: []))
    #expect(audit.diagnostics.count == 1)
    _ = ReportFormat.html.render(RunReport(files: [report]))
  }

  @Test("an expected 1.6e308 written out is a located error, and the HTML report renders")
  func expectedValuePastHalfTheMaximum() {
    let report = Self.run(
      "tabbar glass Home Search Library Profile\nexpect pill.offset == \(Self.overMaximumHalf)\n")
    #expect(Self.errors(report).first?.hasPrefix("2:23: an expected number must be") == true)
    let html = ReportFormat.html.render(RunReport(files: [report]))
    #expect(html.hasSuffix("</html>\n"))
  }

  @Test("two expectations at ±9e307 are located errors, and the HTML report ends")
  func expectationsSpanningMoreThanTheMaximum() {
    let report = Self.run(
      "tabbar glass Home Search Library Profile\nexpect pill.offset == \(Self.nineE307)\n"
        + "expect pill.offset == -\(Self.nineE307)\n")
    #expect(Self.errors(report).count == 2)
    _ = ReportFormat.html.render(RunReport(files: [report]))
  }

  /// The plot draws what the model held, which no domain bounds: any number, finite or not,
  /// gives a finite axis, a bounded number of grid lines and no trap.
  @Test(
    "the plot's axis is finite and its grid bounded for any values",
    arguments: Self.spans)
  func plotAxisIsTotal(span: [Double]) {
    let axis = ValuePlot.valueAxis(low: span[0], high: span[1])
    #expect(axis.low.isFinite && axis.high.isFinite && axis.step.isFinite)
    #expect(axis.step > 0)
    // Values past the plot's limit are drawn at its edge.
    #expect(axis.low <= max(span[0], -ValuePlot.valueLimit))
    #expect(axis.high >= min(span[1], ValuePlot.valueLimit))
    #expect((axis.high - axis.low) / axis.step <= 10)
  }

  @Test("a curve of extreme values renders a bounded SVG without a trap")
  func plotOfExtremeValues() {
    let location = SourceLocation(file: "edge.scenario", line: 2, column: 1)
    let extremes: [Double] = [
      1.6e308, -1.6e308, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 1e-320,
      -0.0, .infinity, -.infinity, .nan, 0,
    ]
    for expected in extremes {
      for actual in extremes {
        let curve = ValueCurve(
          path: "pill.offset",
          samples: [
            .init(time: .zero, value: actual), .init(time: .milliseconds(1), value: -actual),
          ],
          expectations: [
            .init(
              location: location, time: .zero, actual: actual, expected: expected, passed: false),
            .init(
              location: location, time: .milliseconds(1), actual: 1, expected: -expected,
              passed: true),
          ])
        let svg = ValuePlot.svg(curve)
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.utf8.count < 20_000, "expected \(expected), actual \(actual)")
        // Coordinates are numbers; a tooltip may say "actual nan", an attribute never.
        #expect(!svg.contains("=\"nan") && !svg.contains("=\"inf") && !svg.contains("=\"-inf"))
      }
    }
  }

  @Test("the plot's numbers are total: one decimal of any Double, clamped")
  func plotNumbersAreTotal() {
    #expect(ValuePlot.number(12.54) == "12.5")
    #expect(ValuePlot.number(-3) == "-3")
    #expect(ValuePlot.number(.nan) == "0")
    #expect(!ValuePlot.number(.infinity).isEmpty)
    #expect(!ValuePlot.number(-1.6e308).isEmpty)
  }
}
