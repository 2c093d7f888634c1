import Foundation
import NavSpecLanguage
import NavSpecModel
import NavSpecTestSupport
import Testing

/// `navspec audit`'s library: the settings matrix, replaying and gathering findings once with
/// everywhere they occur, fingerprints, baselines and the JSON and SARIF reports.
struct ScenarioAuditorTests {
  /// Eight tabs on a 320 pt screen: each is 320 / 8 = 40 pt wide, below Apple's 44 pt.
  let eight = """
    screen 320x568
    tabbar glass A B C D E F G H

    scenario "Tap"
    tap C
    settle
    expect selection == C

    scenario "Nothing"
    expect selection == A

    """

  /// hit-target alone: the glass bar's labels and pill would add nine contrast warnings
  /// (docs/audits.md#contrast), which these tests are not about.
  func audit(_ text: String, matrix: AuditMatrix = AuditMatrix(varying: [])) -> AuditReport {
    AuditReport(
      files: [
        ScenarioAuditor.audit(
          path: "eight.scenario", text: text, matrix: matrix, rules: [.hitTarget])
      ],
      configurations: matrix.configurations)
  }

  @Test func theDefaultMatrixVariesOneSettingAtATime() throws {
    let matrix = try AuditMatrix(parsing: "default")
    // The base, VoiceOver, 11 other Dynamic Type sizes, Bold Text, Reduce Motion, Increase
    // Contrast, Reduce Transparency, right to left and dark: 1 + 1 + 11 + 6 = 19.
    #expect(matrix.configurations.count == 19)
    #expect(matrix.configurations.first?.label == "defaults")
    #expect(matrix.configurations.map(\.label).contains("dynamic-type=AX5"))
    #expect(!matrix.configurations.map(\.label).contains("dynamic-type=L"))
    let dark = try #require(matrix.configurations.first { $0.label == "color-scheme=dark" })
    #expect(dark.settings.colorScheme == .dark)
    #expect(dark.settings.dynamicType == .large)
    #expect(try AuditMatrix(parsing: "none").configurations.count == 1)
    let based = try AuditMatrix(
      parsing: "layout-direction", base: [SettingOverride(parsing: "dynamic-type=AX5")])
    #expect(based.configurations.map(\.label) == ["dynamic-type=AX5", "layout-direction=rtl"])
    #expect(based.configurations[1].settings.dynamicType == .accessibility5)
  }

  @Test func aMisspelledMatrixNamesTheFix() {
    #expect(throws: SettingOverride.Failure.self) { try AuditMatrix(parsing: "dynamic-typ") }
    do {
      _ = try AuditMatrix(parsing: "voiceover,dynamic-typ")
    } catch {
      #expect(
        error.message
          == "'--matrix voiceover,dynamic-typ': unknown setting 'dynamic-typ'; did you mean 'dynamic-type'?"
      )
    }
  }

  @Test func aFindingIsReportedOncePerScenarioWithEveryStepAndSetting() throws {
    let matrix = try AuditMatrix(parsing: "layout-direction")
    let report = audit(eight, matrix: matrix)
    let file = try #require(report.files.first)
    // Two scenarios, each replayed under 2 settings.
    #expect(file.replays == 4)
    // Each tab in each scenario, the set-up's line first.
    #expect(
      file.entries.map { "\($0.element) \($0.scenario)" }
        == ["A", "B", "C", "D", "E", "F", "G", "H"].flatMap { ["\($0) Tap", "\($0) Nothing"] })
    let a = try #require(file.entries.first)
    #expect(a.rule == "hit-target")
    #expect(a.severity == .warning)
    #expect(a.component == "glass")
    #expect(a.part == "tab")
    // Caused by the tab bar's line; present after the set-up and every step of its scenario.
    #expect(a.location.line == 2)
    #expect(a.steps.map(\.line) == [2, 5, 6, 7])
    #expect(file.entries[1].steps.map(\.line) == [2, 10])
    #expect(a.configurations == [0, 1])
    #expect(report.newEntries.count == 16)
  }

  /// The issue this identity mends: a glass bar in one scenario and a bubble bar in the next
  /// merged into one "Home", counted known by a baseline that knew only the glass bar, and
  /// printed with the glass bar's message.
  @Test func twoBarsInOneFileNeverShareAFinding() throws {
    let text = """
      scenario "Glass"
      tabbar glass Home Search
      expect selection == Home

      scenario "Bubble"
      tabbar bubble Home Search
      expect selection == Home

      """
    let file = ScenarioAuditor.audit(
      path: "two.scenario", text: text, matrix: AuditMatrix(varying: []), rules: [.contrast])
    // The glass bar stands over undeclared content: one note; the bubble's Home an error.
    #expect(
      Set(file.entries.map { "\($0.scenario) \($0.component)" })
        == ["Glass glass", "Bubble bubble-swiftui"])
    let homes = file.entries.filter { $0.element == "Home" }
    let bubble = try #require(homes.first { $0.component == "bubble-swiftui" })
    #expect(bubble.scenario == "Bubble")
    // White on Color.blue (#007AFF): (1 + 0.05) / (0.2231 + 0.05) = 4.02:1.
    #expect(bubble.message.contains("4.02:1"))
    #expect(bubble.severity == .error)
    // A baseline of the glass bar's root causes knows nothing of the bubble's.
    var report = AuditReport(files: [file], configurations: AuditMatrix(varying: []).configurations)
    let glassOnly = AuditBaseline(
      entries: file.entries.filter { $0.component == "glass" }.map {
        AuditBaseline.Entry(
          cause: $0.rootCause, severity: .error, reason: "r", findings: 1, scenarios: [],
          scenarioCount: 1)
      })
    report.apply(glassOnly)
    #expect(report.newEntries.contains { $0.component == "bubble-swiftui" && $0.element == "Home" })
    #expect(!report.newEntries.contains { $0.component == "glass" })
  }

  @Test func fingerprintsIgnoreLinesAndTheMatrix() throws {
    let before = audit(eight).entries.map(\.fingerprint)
    let moved = audit("# a comment moves every line\n\n" + eight).entries.map(\.fingerprint)
    let matrix = try AuditMatrix(parsing: "default")
    let wider = audit(eight, matrix: matrix).entries.map(\.fingerprint)
    #expect(before == moved)
    #expect(before == wider)
    #expect(Set(before).count == 16)
    let base = AuditFingerprint.of(
      file: "a", scenario: "s", component: "glass", rule: "hit-target", check: "x", element: "A")
    for other in [
      AuditFingerprint.of(
        file: "a", scenario: "s", component: "glass", rule: "hit-target", check: "x", element: "B"),
      AuditFingerprint.of(
        file: "a", scenario: "t", component: "glass", rule: "hit-target", check: "x", element: "A"),
      AuditFingerprint.of(
        file: "a", scenario: "s", component: "gooey", rule: "hit-target", check: "x", element: "A"),
    ] {
      #expect(other != base)
    }
  }

  /// The baseline knows root causes: the glass bar's narrow tabs, whatever they are called and
  /// in whichever scenario; a new scenario with the same problem is known.
  @Test func aBaselineKnowsRootCauses() throws {
    let report = audit(eight)
    let update = AuditBaseline.update(from: report, replacing: nil, acceptingErrors: false)
    #expect(update.refused.isEmpty)
    #expect(
      update.added.map(\.cause.description) == ["hit-target.below-recommended on the glass tab"])
    let written = try #require(update.added.first)
    #expect(written.findings == 16)
    #expect(written.scenarios == ["eight.scenario: Tap", "eight.scenario: Nothing"])
    let baseline = try AuditBaseline(parsing: update.baseline.text, path: "b.json")
    #expect(baseline.entries.count == 1)
    let renamed = eight.replacingOccurrences(of: "A B C D E F G H", with: "P Q R S T U V W")
      .replacingOccurrences(of: "C", with: "R").replacingOccurrences(of: "== A", with: "== P")
    var again = audit(renamed + "\nscenario \"New\"\ntap W\nexpect selection == W\n")
    again.apply(baseline)
    #expect(again.entries.count == 24)
    #expect(again.newEntries.isEmpty)
    // Another component with the same narrow tabs is new.
    var gooey = audit(eight.replacingOccurrences(of: "glass", with: "gooey"))
    gooey.apply(baseline)
    #expect(gooey.newEntries.count == gooey.entries.count)
    #expect(!gooey.entries.isEmpty)
  }

  /// A baseline that accepted a root cause as a warning does not accept it as an error.
  @Test func aFindingWhoseSeverityRoseIsNew() throws {
    var report = audit(eight)
    let cause = try #require(report.entries.first?.rootCause)
    let asWarning = AuditBaseline(entries: [
      AuditBaseline.Entry(
        cause: cause, severity: .warning, reason: "r", findings: 1, scenarios: [],
        scenarioCount: 1)
    ])
    report.files[0].entries[0].severity = .error
    report.apply(asWarning)
    #expect(report.newEntries.count == 1)
    #expect(report.files[0].entries[0].acceptedAs == .warning)
    #expect(report.files[0].entries[1].known)
    // Listed twice, the worse severity counts.
    let twice = try AuditBaseline(
      parsing: """
        {"version": 2, "rootCauses": [
          {"component": "glass", "rule": "hit-target", "check": "below-recommended", "part": "tab", "severity": "warning"},
          {"component": "glass", "rule": "hit-target", "check": "below-recommended", "part": "tab", "severity": "error"}]}
        """, path: "b.json")
    #expect(twice.severity(of: cause) == .error)
  }

  /// `--write-baseline` adds a new error only when asked (`--accept-errors`); an error the
  /// replaced baseline accepted as a warning stays a warning there.
  @Test func writingABaselineRefusesNewErrors() throws {
    // Twelve tabs on 280 pt: 280 / 12 = 23.33 pt, under WCAG's 24 pt: an error.
    let twelve = "screen 280x568\ntabbar glass A B C D E F G H I J K L\nexpect selection == A\n"
    let report = audit(twelve)
    #expect(report.entries.allSatisfy { $0.severity == .error })
    let refused = AuditBaseline.update(from: report, replacing: nil, acceptingErrors: false)
    #expect(refused.baseline.entries.isEmpty)
    #expect(refused.refused.map(\.cause.check) == ["below-minimum"])
    #expect(
      refused.summary(path: "b.json").contains(
        "refused hit-target.below-minimum on the glass tab (error): 12 findings in 1 scenario; an error is accepted only with --accept-errors"
      ))
    let accepted = AuditBaseline.update(from: report, replacing: nil, acceptingErrors: true)
    #expect(accepted.baseline.entries.count == 1)
    #expect(accepted.refused.isEmpty)
    // The reason a person wrote is carried over.
    var reasoned = accepted.baseline
    reasoned = AuditBaseline(
      entries: reasoned.entries.values.map { entry in
        var entry = entry
        entry.reason = "twelve tabs is the stress test"
        return entry
      })
    let again = AuditBaseline.update(from: report, replacing: reasoned, acceptingErrors: false)
    #expect(again.refused.isEmpty)
    #expect(again.added.isEmpty)
    #expect(again.baseline.entries.values.map(\.reason) == ["twelve tabs is the stress test"])
  }

  /// `audit ignore … because "…"` accepts, in `navspec audit`, what it matches in its
  /// scenario (anywhere in it; in the set-up, in every scenario), with its reason.
  @Test func anIgnoreLineAcceptsItsScenariosFindings() throws {
    let text = """
      screen 320x568
      tabbar glass A B C D E F G H

      scenario "Tap"
      tap C
      audit ignore hit-target on C because "the demonstration's narrow tab"
      expect selection == C

      scenario "Nothing"
      expect selection == A

      """
    let report = audit(text)
    let ignored = report.entries.filter { $0.ignored != nil }
    #expect(ignored.map { "\($0.element) \($0.scenario)" } == ["C Tap"])
    #expect(
      ignored.first?.ignored?.description == "ignored on line 6: \"the demonstration's narrow tab\""
    )
    #expect(report.newEntries.count == 15)
    let baseline = AuditBaseline.update(from: report, replacing: nil, acceptingErrors: false)
    #expect(baseline.added.first?.findings == 15)
    let sarif = AuditReportFormat.sarif.render(report)
    #expect(sarif.contains("\"kind\": \"inSource\""))
  }

  @Test(arguments: [
    (
      "",
      "the baseline 'b.json' is not JSON: the text is empty; expected a JSON object at character 1"
    ),
    ("{}", "the baseline 'b.json' has no \"version\"; write one with --write-baseline"),
    (
      "{\"version\": 1, \"findings\": []}",
      "the baseline 'b.json' is version 1; this navspec reads version 2 (version 1 listed findings by file; version 2 lists root causes); write it again with --write-baseline"
    ),
    ("{\"version\": 2}", "the baseline 'b.json' has no \"rootCauses\" list"),
    (
      "{\"version\": 2, \"rootCauses\": [1]}",
      "root cause 1 of the baseline 'b.json' is not an object"
    ),
    (
      "{\"version\": 2, \"rootCauses\": [{\"severity\": \"error\"}]}",
      "root cause 1 of the baseline 'b.json' has no \"component\" text"
    ),
    (
      "{\"version\": 2, \"rootCauses\": [{\"severity\": \"fatal\"}]}",
      "root cause 1 of the baseline 'b.json' has a \"severity\" that is not \"note\" or \"warning\" or \"error\""
    ),
    (
      "{\"version\": 2, \"rootCauses\": [{\"component\": \"glass\", \"rule\": \"label\", \"check\": \"empty\", \"part\": \"tab\", \"severity\": \"error\", \"reason\": 3}]}",
      "root cause 1 of the baseline 'b.json' has no \"reason\" text"
    ),
  ])
  func aBadBaselineSaysWhy(text: String, message: String) {
    #expect(throws: AuditBaseline.Failure(message: message)) {
      try AuditBaseline(parsing: text, path: "b.json")
    }
  }

  @Test func sarifIsValidAgainstThePublishedSchema() throws {
    let schema = try JSONParser.parse(PackageFiles.read("schemas/sarif-schema-2.1.0.json"))
    #expect(JSONSchemaValidator.unknownKeywords(in: schema).isEmpty)
    let validator = JSONSchemaValidator(root: schema)
    let matrix = try AuditMatrix(parsing: "default")
    var report = audit(eight, matrix: matrix)
    let plain = try JSONParser.parse(AuditReportFormat.sarif.render(report))
    #expect(validator.errors(in: plain) == [])
    report.apply(AuditBaseline())
    report.files[0].entries[0].known = true
    let sarif = AuditReportFormat.sarif.render(report)
    let parsed = try JSONParser.parse(sarif)
    #expect(validator.errors(in: parsed) == [])
    #expect(sarif.contains("\"baselineState\": \"unchanged\""))
    #expect(sarif.contains("\"baselineState\": \"new\""))
    #expect(sarif.contains("\"navspecFinding/v1\": \"\(report.entries[0].fingerprint)\""))
    // The validator can fail: a result without its message breaks the schema.
    let broken = sarif.replacingOccurrences(
      of: "\"version\": \"2.1.0\"", with: "\"version\": \"2.0\"")
    let brokenDocument = try JSONParser.parse(broken)
    #expect(!validator.errors(in: brokenDocument).isEmpty)
  }

  @Test func sarifNamesRulesLevelsAndLocations() throws {
    let report = audit(eight)
    guard case .object(let root) = try JSONParser.parse(AuditReportFormat.sarif.render(report)),
      case .array(let runs)? = root["runs"], case .object(let run)? = runs.first,
      case .array(let results)? = run["results"], case .object(let first)? = results.first
    else {
      Issue.record("no result")
      return
    }
    #expect(results.count == 16)
    #expect(first["ruleId"] == .string("hit-target"))
    #expect(first["level"] == .string("warning"))
    guard case .array(let locations)? = first["locations"],
      case .object(let location)? = locations.first,
      case .object(let physical)? = location["physicalLocation"],
      case .object(let region)? = physical["region"]
    else {
      Issue.record("no location")
      return
    }
    #expect(region["startLine"] == .number(2))
    #expect(physical["artifactLocation"] == .object(["uri": .string("eight.scenario")]))
    #expect(SARIFReporter.uri("my scenarios/é#1.scenario") == "my%20scenarios/%C3%A9%231.scenario")
  }

  @Test func theHumanReportLocatesEachFindingAndSums() {
    let text = AuditReportFormat.human.render(audit(eight))
    #expect(
      text.hasPrefix(
        """
        eight.scenario:2:1: warning: [hit-target/below-recommended] A's hit region is 40 x 64 pt; Apple's HIG asks for 44 x 44 pt
        tabbar glass A B C D E F G H
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
        note: in scenario Tap (glass), at 4 steps (lines 2, 5, 6, 7), under defaults; docs/audits.md#hit-target
        eight.scenario:2:1: warning: [hit-target/below-recommended] A's hit region is 40 x 64 pt; Apple's HIG asks for 44 x 44 pt
        tabbar glass A B C D E F G H
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
        note: in scenario Nothing (glass), at 2 steps (lines 2, 10), under defaults; docs/audits.md#hit-target

        """))
    #expect(
      text.hasSuffix(
        "16 findings (16 new: 0 errors, 16 warnings) in 1 of 1 files; 2 scenarios × 1 setting, 8 steps audited\n"
      ))
  }

  @Test func aFileThatDoesNotCheckIsNotAudited() throws {
    let report = audit("tabbar glass A B\ntap Q\n")
    let file = try #require(report.files.first)
    #expect(file.diagnostics.hasErrors)
    #expect(file.replays == 0)
    #expect(report.hasInputErrors)
  }
}

/// `make run` audits the bundled scenarios against `scenarios/audit-baseline.json`; the baseline
/// must list exactly the root causes the audit finds, so that `make run` shows no new finding and
/// a rule that changes what it finds changes the baseline in the same commit. It stays short
/// (at most 60 root causes), and each says why it is accepted.
@Test func theBundledBaselineIsCurrent() throws {
  let matrix = try AuditMatrix(parsing: "default")
  let files = try PackageFiles.scenarioFiles().map { path in
    ScenarioAuditor.audit(path: path, text: try PackageFiles.read(path), matrix: matrix)
  }
  let report = AuditReport(files: files, configurations: matrix.configurations)
  let bundledText = try PackageFiles.read("scenarios/audit-baseline.json")
  let bundled = try AuditBaseline(parsing: bundledText, path: "scenarios/audit-baseline.json")
  let update = AuditBaseline.update(from: report, replacing: bundled, acceptingErrors: true)
  #expect(
    update.baseline.text == bundledText,
    """
    scenarios/audit-baseline.json is stale; if the new findings are meant, write it again:
    swift run navspec audit scenarios --write-baseline scenarios/audit-baseline.json
    """)
  #expect(bundled.entries.count <= 60)
  let unexplained = bundled.entries.values.filter {
    $0.reason.trimmingCharacters(in: .whitespaces).isEmpty
  }
  #expect(unexplained.map(\.cause.description) == [])
}

/// Every `audit ignore` line of the bundled scenarios says why.
@Test func everyBundledIgnoreLineHasAReason() throws {
  for path in try PackageFiles.scenarioFiles() {
    let text = try PackageFiles.read(path)
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    where line.trimmingCharacters(in: .whitespaces).hasPrefix("audit ignore") {
      #expect(line.contains(" because \""), "\(path):\(number + 1): \(line)")
    }
  }
}

/// `navspec run --format json` keeps to its published schema (schemas/navspec-run-report-1.json)
/// on the whole bundled corpus, and the schema itself uses only what the validator reads.
@Test func theJSONRunReportKeepsToItsSchema() throws {
  let schema = try JSONParser.parse(PackageFiles.read("schemas/navspec-run-report-1.json"))
  #expect(JSONSchemaValidator.unknownKeywords(in: schema).isEmpty)
  let validator = JSONSchemaValidator(root: schema)
  let files = try PackageFiles.scenarioFiles().map { path in
    ScenarioPipeline.run(path: path, text: try PackageFiles.read(path))
  }
  let broken = ScenarioPipeline.run(path: "broken.scenario", text: "tabbar glass A B\ntapp A\n")
  let failing = ScenarioPipeline.run(
    path: "failing.scenario", text: "tabbar glass A B\ntap B\nexpect selection == A\n")
  let document = try JSONParser.parse(
    JSONReporter.render(RunReport(files: files + [broken, failing])))
  #expect(validator.errors(in: document) == [])
  guard case .object(let root) = document else { return }
  #expect(root["version"] == .number(Double(JSONReporter.version)))
  // The validator can fail: an unknown key at the top breaks the schema.
  guard case .object(var extra) = document else { return }
  extra["surprise"] = .bool(true)
  #expect(!validator.errors(in: .object(extra)).isEmpty)
}

/// One replay per group of settings that behave alike, audited under each, finds what a replay
/// under every setting finds: the whole corpus, both ways, to the byte
/// (docs/audits.md#speed). A component that came to read a colour setting in its behaviour
/// would part the two here.
@Test func sharedReplaysFindWhatEveryReplayFinds() throws {
  let matrix = try AuditMatrix(parsing: "default")
  #expect(matrix.behaviouralClasses.count < matrix.configurations.count)
  var shared: [AuditReport.FileAudit] = []
  var every: [AuditReport.FileAudit] = []
  for path in try PackageFiles.scenarioFiles() {
    let text = try PackageFiles.read(path)
    shared.append(ScenarioAuditor.audit(path: path, text: text, matrix: matrix))
    every.append(
      ScenarioAuditor.audit(path: path, text: text, matrix: matrix, sharingReplays: false))
  }
  let sharedReport = AuditReport(files: shared, configurations: matrix.configurations)
  let everyReport = AuditReport(files: every, configurations: matrix.configurations)
  #expect(AuditReportFormat.json.render(sharedReport) == AuditReportFormat.json.render(everyReport))
  #expect(shared.map(\.replays) == every.map(\.replays))
  #expect(shared.map(\.steps) == every.map(\.steps))
}

/// The bundled baseline knows the glass bar's root causes, not its scenarios: a team's new glass
/// scenario with no new problem audits clean against it, and one that brings a new problem (an
/// empty label) fails on that alone.
@Test func aNewGlassScenarioWithNoNewProblemAuditsClean() throws {
  let matrix = try AuditMatrix(parsing: "default")
  let baseline = try AuditBaseline(
    parsing: try PackageFiles.read("scenarios/audit-baseline.json"),
    path: "scenarios/audit-baseline.json")
  let text = """
    scenario "A team's new glass scenario: tap through the tabs"
    tabbar glass Home Search Library Profile
    tap Search
    expect selection == Search
    drag pill to Profile
    expect selection == Profile

    """
  var clean = AuditReport(
    files: [ScenarioAuditor.audit(path: "new.scenario", text: text, matrix: matrix)],
    configurations: matrix.configurations)
  clean.apply(baseline)
  #expect(!clean.entries.isEmpty)
  #expect(clean.newEntries.isEmpty)
  #expect(clean.exitStatus == 0)
  var broken = AuditReport(
    files: [
      ScenarioAuditor.audit(
        path: "new.scenario",
        text: text.replacingOccurrences(
          of: "Library Profile\n", with: "Library Profile\ntab Library label \"\"\n"),
        matrix: matrix)
    ],
    configurations: matrix.configurations)
  broken.apply(baseline)
  #expect(broken.files[0].diagnostics.isEmpty)
  #expect(
    broken.newEntries.map { "\($0.rule).\($0.check) \($0.element)" } == ["label.empty Library"])
  #expect(broken.exitStatus == 1)
}
