import Foundation
import NavSpecLanguage
import NavSpecModel
import Testing

#if canImport(FoundationXML)
  import FoundationXML  // XMLParser lives here outside Apple platforms.
#endif

// Each format is checked as a whole document against hand-written text, so any change to the
// output, even whitespace, is a deliberate edit here. The reports are built by hand, so these
// tests do not depend on the parser or runner.

// MARK: - Sample reports

// Spelled out in full: Swift Testing has a `SourceLocation` of its own.
private func at(_ file: String, _ line: Int, _ column: Int) -> NavSpecLanguage.SourceLocation {
  NavSpecLanguage.SourceLocation(file: file, line: line, column: column)
}

private let tapPath = "scenarios/glass-tab-bar/tap.scenario"
private let dragPath = "scenarios/glass-tab-bar/drag.scenario"
private let brokenPath = "scenarios/broken.scenario"

private let brokenText = """
  scenario "Broken"
  tabbar glass Home Search Library Profile
  tapp Library
  expect selection == Libary
  """

/// Two files that ran (one pass, one fail) and one that did not parse.
private let sample = RunReport(files: [
  FileReport(
    path: tapPath, source: nil, diagnostics: [],
    results: [
      ScenarioResult(
        file: tapPath, name: "Tapping a tab selects it", location: at(tapPath, 2, 1),
        failures: [], expectationCount: 1, stepCount: 3, endTime: .milliseconds(350))
    ]),
  FileReport(
    path: dragPath, source: nil, diagnostics: [],
    results: [
      ScenarioResult(
        file: dragPath, name: "Dragging snaps to the nearest tab", location: at(dragPath, 2, 1),
        failures: [
          ExpectationFailure(
            location: at(dragPath, 14, 8), statement: "expect pill.offset == 185.25 ± 0.5",
            message: "expectation failed", expected: "185.25 ± 0.5", actual: "97.5",
            time: .milliseconds(350),
            eventsAround: [
              "0.300s  dragEnded(to: Library)",
              "0.300s  selectionChanged(from: Home, to: Library, cause: drag)",
            ])
        ], expectationCount: 2, stepCount: 5, endTime: .milliseconds(1_200))
    ]),
  FileReport(
    path: brokenPath, source: SourceFile(path: brokenPath, text: brokenText),
    diagnostics: [
      Diagnostic(
        .error, "unknown statement 'tapp'",
        at: SourceRange(start: at(brokenPath, 3, 1), length: 4), suggestion: "did you mean 'tap'?"),
      Diagnostic(
        .error, "unknown tab 'Libary'", at: SourceRange(start: at(brokenPath, 4, 21), length: 6),
        suggestion: "did you mean 'Library'?"),
    ],
    results: []),
])

// MARK: - Whole documents

@Test func humanReport() {
  let expected = """
    PASS  scenarios/glass-tab-bar/tap.scenario: Tapping a tab selects it
    FAIL  scenarios/glass-tab-bar/drag.scenario: Dragging snaps to the nearest tab
      scenarios/glass-tab-bar/drag.scenario:14:8: expectation failed at 0.350s
          expect pill.offset == 185.25 ± 0.5
        expected: 185.25 ± 0.5
          actual: 97.5
        events around 0.350s:
          0.300s  dragEnded(to: Library)
          0.300s  selectionChanged(from: Home, to: Library, cause: drag)
    ERROR scenarios/broken.scenario: 2 errors, no step ran
    scenarios/broken.scenario:3:1: error: unknown statement 'tapp'
    tapp Library
    ^~~~
    note: did you mean 'tap'?
    scenarios/broken.scenario:4:21: error: unknown tab 'Libary'
    expect selection == Libary
                        ^~~~~~
    note: did you mean 'Library'?
    1 passed, 2 failed, 0 skipped

    """
  #expect(HumanReporter.render(sample) == expected)
}

@Test func tapReport() {
  let expected = #"""
    TAP version 14
    1..3
    ok 1 - scenarios/glass-tab-bar/tap.scenario: Tapping a tab selects it
    not ok 2 - scenarios/glass-tab-bar/drag.scenario: Dragging snaps to the nearest tab
      ---
      failures:
        - location: "scenarios/glass-tab-bar/drag.scenario:14:8"
          message: "expectation failed"
          statement: "expect pill.offset == 185.25 ± 0.5"
          expected: "185.25 ± 0.5"
          actual: "97.5"
          time: "0.350s"
          eventsAround:
            - "0.300s  dragEnded(to: Library)"
            - "0.300s  selectionChanged(from: Home, to: Library, cause: drag)"
      ...
    not ok 3 - scenarios/broken.scenario
      ---
      message: "2 errors, no step ran"
      diagnostics:
        - location: "scenarios/broken.scenario:3:1"
          severity: "error"
          message: "unknown statement 'tapp'"
          suggestion: "did you mean 'tap'?"
        - location: "scenarios/broken.scenario:4:21"
          severity: "error"
          message: "unknown tab 'Libary'"
          suggestion: "did you mean 'Library'?"
      ...
    # 1 passed, 2 failed, 0 skipped

    """#
  #expect(TAPReporter.render(sample) == expected)
}

@Test func junitReport() {
  let expected = """
    <?xml version="1.0" encoding="UTF-8"?>
    <testsuites name="navspec" tests="3" failures="1" errors="1" skipped="0" time="1.550">
      <testsuite name="scenarios/glass-tab-bar/tap.scenario" tests="1" failures="0" errors="0" skipped="0" time="0.350">
        <testcase classname="scenarios/glass-tab-bar/tap.scenario" name="Tapping a tab selects it" file="scenarios/glass-tab-bar/tap.scenario" line="2" time="0.350"/>
      </testsuite>
      <testsuite name="scenarios/glass-tab-bar/drag.scenario" tests="1" failures="1" errors="0" skipped="0" time="1.200">
        <testcase classname="scenarios/glass-tab-bar/drag.scenario" name="Dragging snaps to the nearest tab" file="scenarios/glass-tab-bar/drag.scenario" line="2" time="1.200">
          <properties>
            <property name="failure.location" value="scenarios/glass-tab-bar/drag.scenario:14:8"/>
          </properties>
          <failure message="scenarios/glass-tab-bar/drag.scenario:14: expectation failed at 0.350s">scenarios/glass-tab-bar/drag.scenario:14:8: expectation failed at 0.350s
        expect pill.offset == 185.25 ± 0.5
      expected: 185.25 ± 0.5
        actual: 97.5
      events around 0.350s:
        0.300s  dragEnded(to: Library)
        0.300s  selectionChanged(from: Home, to: Library, cause: drag)
    </failure>
        </testcase>
      </testsuite>
      <testsuite name="scenarios/broken.scenario" tests="1" failures="0" errors="1" skipped="0" time="0">
        <testcase classname="scenarios/broken.scenario" name="parse" file="scenarios/broken.scenario" line="3" time="0">
          <error message="2 errors, no step ran">scenarios/broken.scenario:3:1: error: unknown statement &apos;tapp&apos;
    tapp Library
    ^~~~
    note: did you mean &apos;tap&apos;?
    scenarios/broken.scenario:4:21: error: unknown tab &apos;Libary&apos;
    expect selection == Libary
                        ^~~~~~
    note: did you mean &apos;Library&apos;?
    </error>
        </testcase>
      </testsuite>
    </testsuites>

    """
  #expect(JUnitReporter.render(sample) == expected)
}

@Test func jsonReport() {
  let expected = """
    {
      "version": 1,
      "passed": 1,
      "failed": 2,
      "skipped": 0,
      "expectedFailures": 0,
      "files": [
        {
          "path": "scenarios/glass-tab-bar/tap.scenario",
          "diagnostics": [],
          "omittedDiagnostics": 0,
          "scenarios": [
            {
              "name": "Tapping a tab selects it",
              "line": 2,
              "passed": true,
              "status": "passed",
              "expectations": 1,
              "steps": 3,
              "endTime": 0.350,
              "failures": []
            }
          ]
        },
        {
          "path": "scenarios/glass-tab-bar/drag.scenario",
          "diagnostics": [],
          "omittedDiagnostics": 0,
          "scenarios": [
            {
              "name": "Dragging snaps to the nearest tab",
              "line": 2,
              "passed": false,
              "status": "failed",
              "expectations": 2,
              "steps": 5,
              "endTime": 1.200,
              "failures": [
                {
                  "file": "scenarios/glass-tab-bar/drag.scenario",
                  "line": 14,
                  "column": 8,
                  "statement": "expect pill.offset == 185.25 ± 0.5",
                  "message": "expectation failed",
                  "expected": "185.25 ± 0.5",
                  "actual": "97.5",
                  "time": 0.350,
                  "eventsAround": [
                    "0.300s  dragEnded(to: Library)",
                    "0.300s  selectionChanged(from: Home, to: Library, cause: drag)"
                  ]
                }
              ]
            }
          ]
        },
        {
          "path": "scenarios/broken.scenario",
          "diagnostics": [
            {
              "file": "scenarios/broken.scenario",
              "line": 3,
              "column": 1,
              "severity": "error",
              "message": "unknown statement 'tapp'",
              "suggestion": "did you mean 'tap'?"
            },
            {
              "file": "scenarios/broken.scenario",
              "line": 4,
              "column": 21,
              "severity": "error",
              "message": "unknown tab 'Libary'",
              "suggestion": "did you mean 'Library'?"
            }
          ],
          "omittedDiagnostics": 0,
          "scenarios": []
        }
      ]
    }

    """
  #expect(JSONReporter.render(sample) == expected)
}

@Test func formatsDispatchToTheirReporters() {
  #expect(
    ReportFormat.allCases.map(\.rawValue) == ["human", "tap", "junit", "json", "github", "html"])
  #expect(ReportFormat.human.render(sample) == HumanReporter.render(sample))
  #expect(ReportFormat.tap.render(sample) == TAPReporter.render(sample))
  #expect(ReportFormat.junit.render(sample) == JUnitReporter.render(sample))
  #expect(ReportFormat.json.render(sample) == JSONReporter.render(sample))
  #expect(ReportFormat.github.render(sample) == GitHubReporter.render(sample))
  #expect(ReportFormat.html.render(sample) == HTMLReporter.render(sample))
}

@Test(arguments: ReportFormat.allCases)
func renderingIsRepeatable(format: ReportFormat) {
  #expect(format.render(sample) == format.render(sample))
}

// MARK: - Edge cases

@Test func anEmptyRunStillEndsWithTheSummary() {
  let empty = RunReport(files: [])
  #expect(HumanReporter.render(empty) == "0 passed, 0 failed, 0 skipped\n")
  #expect(TAPReporter.render(empty) == "TAP version 14\n1..0\n# 0 passed, 0 failed, 0 skipped\n")
  #expect(
    JUnitReporter.render(empty) == """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="navspec" tests="0" failures="0" errors="0" skipped="0" time="0">
      </testsuites>

      """)
  #expect(
    JSONReporter.render(empty)
      == "{\n  \"version\": 1,\n  \"passed\": 0,\n  \"failed\": 0,\n  \"skipped\": 0,\n  \"expectedFailures\": 0,\n  \"files\": []\n}\n"
  )
}

/// A one-scenario report whose only failure happened at `microseconds`.
private func failing(at microseconds: Int64) -> RunReport {
  RunReport(files: [
    FileReport(
      path: "t.scenario", source: nil, diagnostics: [],
      results: [
        ScenarioResult(
          file: "t.scenario", name: "T", location: at("t.scenario", 1, 1),
          failures: [
            ExpectationFailure(
              location: at("t.scenario", 2, 1), statement: "", message: "m", expected: "",
              actual: "", time: VirtualTime(microseconds: microseconds), eventsAround: [])
          ], expectationCount: 1, stepCount: 0, endTime: VirtualTime(microseconds: microseconds))
      ])
  ])
}

@Test(arguments: [
  (Int64(0), "0.000"),
  (350_000, "0.350"),
  (1_200_000, "1.200"),
  (250, "0.000250"),
  (12_345_678, "12.345678"),
  (-1_500, "-0.001500"),
  (-2_000_000, "-2.000"),
])
func timesAreSecondsFromIntegerMicroseconds(microseconds: Int64, seconds: String) {
  let report = failing(at: microseconds)
  #expect(HumanReporter.render(report).contains("t.scenario:2:1: m at \(seconds)s\n"))
  #expect(JSONReporter.render(report).contains("\"endTime\": \(seconds),"))
  #expect(JSONReporter.render(report).contains("\"time\": \(seconds),"))
}

@Test func emptyFailurePartsAreLeftOutOfTheHumanReport() {
  #expect(
    HumanReporter.render(failing(at: 0)) == """
      FAIL  t.scenario: T
        t.scenario:2:1: m at 0.000s
      0 passed, 1 failed, 0 skipped

      """)
}

/// A report whose names and messages hold every character that needs escaping somewhere.
private let awkward: RunReport = {
  let name = "A & B <tag> \"quoted\" 'single' # not a directive \\ back\ttab\nnewline\u{1}\u{7F}é"
  return RunReport(files: [
    FileReport(
      path: "odd.scenario", source: nil, diagnostics: [],
      results: [
        ScenarioResult(
          file: "odd.scenario", name: name, location: at("odd.scenario", 1, 1),
          failures: [
            ExpectationFailure(
              location: at("odd.scenario", 2, 3), statement: "expect a: b # c",
              message: "<failed> & \"why\"", expected: "x\u{0}y", actual: "\u{FEFF}z",
              time: .zero, eventsAround: ["e: 1"])
          ], expectationCount: 1, stepCount: 1, endTime: .zero)
      ])
  ])
}()

@Test func junitEscapesEverythingXMLForbids() {
  let xml = JUnitReporter.render(awkward)
  #expect(
    xml.contains(
      #"name="A &amp; B &lt;tag&gt; &quot;quoted&quot; &apos;single&apos; # not a directive \ back&#9;tab&#10;newline\u{1}&#x7F;é" file="odd.scenario" line="1" time="0">"#
    ))
  #expect(
    xml.contains(
      #"<failure message="odd.scenario:2: &lt;failed&gt; &amp; &quot;why&quot; at 0.000s">"#))
  #expect(xml.contains("expected: x\\u{0}y\n"))
  // Well-formed: Foundation's XML parser reads it to the end.
  #expect(isWellFormedXML(xml))
}

@Test func tapEscapesDirectivesAndQuotesYAML() {
  let tap = TAPReporter.render(awkward)
  let title =
    ##"not ok 1 - odd.scenario: A & B <tag> "quoted" 'single' \# not a directive \\ back"##
    + #"\ttab newline\u{1}\u{7F}é"# + "\n"
  #expect(tap.contains(title))
  #expect(tap.contains(#"    - location: "odd.scenario:2:3""#))
  #expect(tap.contains(#"      message: "<failed> & \"why\"""#))
  #expect(tap.contains(#"      statement: "expect a: b # c""#))
  #expect(tap.contains(#"      expected: "x\x00y""#))
  #expect(tap.contains(#"      actual: "\uFEFFz""#))
  #expect(tap.contains(#"        - "e: 1""#))
}

@Test func jsonEscapesStringsAndParses() throws {
  let json = JSONReporter.render(awkward)
  let name =
    #""name": "A & B <tag> \"quoted\" 'single' # not a directive \\ back\ttab\nnewline\u0001"#
    + #"\u007fé","#
  #expect(json.contains(name))
  #expect(json.contains(#""expected": "x\u0000y","#))
  let document = try #require(
    try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  let files = try #require(document["files"] as? [[String: Any]])
  let scenarios = try #require(files.first?["scenarios"] as? [[String: Any]])
  #expect(scenarios.first?["name"] as? String == awkward.results[0].name)
}

@Test func warningsOnAFileThatRanFollowItsVerdicts() {
  let path = "w.scenario"
  let report = RunReport(files: [
    FileReport(
      path: path, source: SourceFile(path: path, text: "scenario \"W\"\nwait 0.1s"),
      diagnostics: [
        Diagnostic(.warning, "wait is redundant", at: SourceRange(start: at(path, 2, 1), length: 4))
      ],
      results: [
        ScenarioResult(
          file: path, name: "W", location: at(path, 1, 1), failures: [], expectationCount: 0,
          stepCount: 1, endTime: .milliseconds(100))
      ])
  ])
  #expect(
    HumanReporter.render(report) == """
      PASS  w.scenario: W
      w.scenario:2:1: warning: wait is redundant
      wait 0.1s
      ^~~~
      1 passed, 0 failed, 0 skipped

      """)
  #expect(
    TAPReporter.render(report) == """
      TAP version 14
      1..1
      # w.scenario:2:1: warning: wait is redundant
      # wait 0.1s
      # ^~~~
      ok 1 - w.scenario: W
      # 1 passed, 0 failed, 0 skipped

      """)
}

@Test func severalFailuresShareOneJUnitFailureElement() {
  var report = failing(at: 0)
  report.files[0].results[0].failures.append(report.files[0].results[0].failures[0])
  #expect(
    JUnitReporter.render(report).contains(
      #"<failure message="t.scenario:2: m at 0.000s (and 1 more)">"#))
}

// MARK: - Helpers

/// Whether Foundation's XML parser accepts `text` as a well-formed document.
private func isWellFormedXML(_ text: String) -> Bool {
  XMLParser(data: Data(text.utf8)).parse()
}

@Test func githubCommandsEscapeWhatWouldEndThem() {
  // A scenario named "a:b,c" whose failure says "50%" over two lines, in a file with a comma:
  // properties escape ':' and ',', the message '%' and the line break, so each command stays
  // one line and no text starts another; control characters are escaped as everywhere.
  let report = RunReport(files: [
    FileReport(
      path: "x,y.scenario", source: nil, diagnostics: [],
      results: [
        ScenarioResult(
          file: "x,y.scenario", name: "a:b,c", location: at("x,y.scenario", 1, 1),
          failures: [
            ExpectationFailure(
              location: at("x,y.scenario", 2, 3), statement: "", message: "50%\nsecond\u{1B}",
              expected: "e", actual: "a", time: .zero, eventsAround: [])
          ], expectationCount: 1, stepCount: 0, endTime: .zero)
      ])
  ])
  let first = GitHubReporter.render(report).split(separator: "\n").first
  #expect(
    first
      == "::error title=navspec%3A a%3Ab%2Cc,file=x%2Cy.scenario,line=2,col=3::50%25%0Asecond\\u{1B}%0Aexpected: e%0Aactual: a"
  )
}

/// A failure whose message has several lines (`expect events` puts a TestStore-style diff under
/// its first line) prints the first in the header and the diff under "diff:", a line each: no
/// escaped line break in the header.
@Test func anEventListDiffPrintsOneLineEach() {
  let text = """
    tabbar glass Home Search Library
    tap Search
    expect events [selectionChanged(from: Home, to: Library)]

    """
  let report = ScenarioPipeline.run(path: "t.scenario", text: text)
  let expected = """
    FAIL  t.scenario: t
      t.scenario:3:1: the unmatched events differ from the list at 0.050s
          expect events [selectionChanged(from: Home, to: Library)]
        expected: [selectionChanged(from: Home, to: Library)]
          actual: [selectionChanged(from: Home, to: Search, cause: tap)]
        diff:
          - selectionChanged(from: Home, to: Library)
          + selectionChanged(from: Home, to: Search, cause: tap)
        events around 0.050s:
          0.050s  selectionChanged(from: Home, to: Search, cause: tap)
          0.050s  animationBegan(property: pill.offset, from: -13, to: 117, animation: "easeInOut(0.35s)")
    0 passed, 1 failed, 0 skipped

    """
  #expect(HumanReporter.render(RunReport(files: [report])) == expected)
}

/// `--fail-fast` stopped the run: TAP plans what the whole run would have run and bails out, so
/// a harness reports a stopped run rather than a shorter one that finished.
@Test func tapBailsOutWhenTheRunStoppedEarly() {
  var report = failing(at: 0)
  report.plannedBeforeStop = 5
  let tap = TAPReporter.render(report)
  let lines = tap.split(separator: "\n")
  #expect(lines.prefix(3) == ["TAP version 14", "1..5", "not ok 1 - t.scenario: T"])
  #expect(
    lines.last
      == "Bail out! --fail-fast stopped the run at the first failure; 4 more tests did not run")
  // Nothing left out: a plain plan, no bail-out.
  report.plannedBeforeStop = 1
  #expect(!TAPReporter.render(report).contains("Bail out!"))
  #expect(TAPReporter.render(report).contains("\n1..1\n"))
}
