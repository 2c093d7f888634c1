import Foundation
import NavSpecLanguage
import NavSpecModel
import NavSpecREPL

/// The shapes of file whose time, memory or output once grew with the square of their length
/// (docs/model.md#long-files; tools/costs/shapes.py writes the same files for `navspec`). Each is
/// run at 1k, 8k and 64k lines, through what a user runs: the pipeline and a report, the REPL,
/// the checker, the auditor. Target: the time per line at 64k at most 2 times that at 1k, and so
/// the output per line, whose bytes are shown beside the times.
extension Benchmarks {
  struct LongFileShape {
    var name: String
    var text: (Int) -> String
    /// Runs the text; the bytes it printed.
    var run: (String) -> Int
  }

  static let twelveTabs = "tabbar glass " + (1...12).map { "T\($0)" }.joined(separator: " ")

  static func longFileShapes() -> [LongFileShape] {
    let navigation = "tabbar glass Home Library\nroute recipe a \"A\"\n"
    func runReport(_ text: String) -> Int {
      let report = RunReport(files: [ScenarioPipeline.run(path: "long.scenario", text: text)])
      return ReportFormat.human.render(report).utf8.count
        + ReportFormat.json.render(report).utf8.count
    }
    // What `--format html` runs: the steps recorded, the curves sampled by replay.
    func runHTMLReport(_ text: String) -> Int {
      let options = RunOptions(records: true)
      let report = RunReport(files: [
        ScenarioPipeline.run(path: "long.scenario", text: text, options: options)
      ])
      return ReportFormat.html.render(report).utf8.count
    }
    return [
      LongFileShape(
        name: "audit on 12 tabs",
        text: { "\(twelveTabs)\n" + String(repeating: "audit\n", count: $0) },
        run: runReport),
      LongFileShape(
        name: "failing expect events",
        text: {
          navigation + String(repeating: "push recipe a\nexpect events [popped]\n", count: $0 / 2)
        },
        run: runReport),
      LongFileShape(
        name: "pushes then expect path",
        text: {
          navigation + String(repeating: "push recipe a\n", count: $0 / 2)
            + String(repeating: "expect navigation.path != \"\"\n", count: $0 / 2)
        }, run: runReport),
      LongFileShape(
        name: "pops then expect path",
        text: {
          navigation + String(repeating: "push recipe a\n", count: $0 / 3)
            + String(repeating: "pop\nexpect navigation.path != \"x\"\n", count: $0 / 3)
        }, run: runReport),
      LongFileShape(
        name: "set-up and scenarios",
        text: { lines in
          "tabbar glass Home Library\n" + String(repeating: "wait 1ms\n", count: lines / 2)
            + (0..<lines / 4).map { "scenario \"s\($0)\"\nexpect selection == Home\n" }.joined()
        }, run: runReport),
      LongFileShape(
        name: "set-up and plotted scenarios, HTML",
        text: { lines in
          "tabbar glass Home Library\n" + String(repeating: "wait 1ms\n", count: lines / 2)
            + (0..<lines / 4).map { "scenario \"s\($0)\"\nexpect pill.frame.y >= 0\n" }.joined()
        }, run: runHTMLReport),
      LongFileShape(
        name: "taps and plotted expectations, HTML",
        text: { lines in
          "tabbar glass Home Library\n"
            + (0..<lines / 2).map {
              "tap \($0 % 2 == 0 ? "Library" : "Home")\nexpect pill.offset >= -100\n"
            }
            .joined()
        }, run: runHTMLReport),
      LongFileShape(
        name: "REPL pushes",
        text: { navigation + String(repeating: "push recipe a\n", count: $0) },
        run: { text in
          var session = ReplSession(workingDirectory: "/")
          var bytes = 0
          for line in text.split(separator: "\n") {
            bytes += session.handle(String(line)).text.utf8.count
          }
          return bytes
        }),
      LongFileShape(
        name: "expect tabs[*] on 12 tabs",
        text: {
          "\(twelveTabs)\n" + String(repeating: "expect tabs[*].frame.width == 32.5\n", count: $0)
        },
        run: runReport),
      LongFileShape(
        name: "check error, 64 tabs",
        text: {
          "tabbar glass " + (1...64).map { "T\($0)" }.joined(separator: " ") + "\n"
            + String(repeating: "expect tabs[*].a11y.label != \"\"\n", count: $0)
            + "expect tabs[*].nope == 1\n"
        }, run: runReport),
      LongFileShape(
        name: "navspec audit of taps",
        text: { lines in
          "\(twelveTabs)\n" + (0..<lines).map { "tap T\($0 % 12 + 1)\n" }.joined()
            + "expect selection in tabs\n"
        },
        run: { text in
          let matrix = AuditMatrix(varying: [])
          let report = AuditReport(
            files: [ScenarioAuditor.audit(path: "taps.scenario", text: text, matrix: matrix)],
            configurations: matrix.configurations)
          return AuditReportFormat.json.render(report).utf8.count
            + AuditReportFormat.sarif.render(report).utf8.count
        }),
    ]
  }

  /// Target: for each shape, time and output per line at 64k lines at most 2 times those at 1k.
  static func longFilesStayFlat(only name: String? = nil) -> [Outcome] {
    let sizes = [1_000, 8_000, 64_000]
    return longFileShapes().filter { name == nil || $0.name == name }.map { shape in
      var bytes: [Int] = []
      let perLine = sizes.map { size in
        let text = shape.text(size)
        var printed = 0
        let seconds = measure(rounds: size > 10_000 ? 1 : 3) { printed = shape.run(text) }
        bytes.append(printed)
        return seconds / Double(size)
      }
      let ratio = perLine[2] / perLine[0]
      let outputRatio = (Double(bytes[2]) / 64) / Double(max(1, bytes[0]))
      let shown = zip(zip(sizes, perLine), bytes).map {
        String(format: "%dk %.2f µs %d B", $0.0 / 1000, $0.1 * 1e6, $1)
      }
      return Outcome(
        name: "long file, \(shape.name)",
        measured: shown.joined(separator: ", ")
          + String(format: "; 64k ÷ 1k = %.2f (output %.2f)", ratio, outputRatio),
        target: "64k ÷ 1k at most 2, output too", met: ratio <= 2 && outputRatio <= 2)
    }
  }
}
