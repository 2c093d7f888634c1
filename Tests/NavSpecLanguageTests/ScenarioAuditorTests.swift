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

  @Test func aFindingIsReportedOnceWithEveryStepScenarioAndSetting() throws {
    let matrix = try AuditMatrix(parsing: "layout-direction")
    let report = audit(eight, matrix: matrix)
    let file = try #require(report.files.first)
    // Two scenarios, each replayed under 2 settings.
    #expect(file.replays == 4)
    #expect(file.entries.map(\.element) == ["A", "B", "C", "D", "E", "F", "G", "H"])
    let a = try #require(file.entries.first)
    #expect(a.rule == "hit-target")
    #expect(a.severity == .warning)
    // Caused by the tab bar's line; present after every later step of both scenarios.
    #expect(a.location.line == 2)
    #expect(a.steps.map(\.line) == [2, 5, 6, 7, 10])
    #expect(a.scenarios == ["Tap", "Nothing"])
    #expect(a.configurations == [0, 1])
    #expect(report.newEntries.count == 8)
  }

  @Test func fingerprintsIgnoreLinesAndTheMatrix() throws {
    let before = audit(eight).entries.map(\.fingerprint)
    let moved = audit("# a comment moves every line\n\n" + eight).entries.map(\.fingerprint)
    let matrix = try AuditMatrix(parsing: "default")
    let wider = audit(eight, matrix: matrix).entries.map(\.fingerprint)
    #expect(before == moved)
    #expect(before == wider)
    #expect(Set(before).count == 8)
    #expect(
      AuditFingerprint.of(file: "a", rule: "hit-target", check: "x", element: "A")
        != AuditFingerprint.of(file: "a", rule: "hit-target", check: "x", element: "B"))
  }

  @Test func aBaselineMarksKnownFindings() throws {
    let report = audit(eight)
    let text = AuditBaseline.text(for: report)
    let baseline = try AuditBaseline(parsing: text, path: "b.json")
    var again = audit(eight + "tap H\n")
    again.apply(baseline)
    let allKnown = again.entries.allSatisfy(\.known)
    #expect(allKnown)
    #expect(again.newEntries.isEmpty)
    // A finding the baseline does not list is new.
    var partial = audit(eight)
    let others = Set(report.entries.dropFirst().map(\.fingerprint))
    partial.apply(AuditBaseline(fingerprints: others))
    #expect(partial.newEntries.map(\.element) == ["A"])
  }

  /// A baseline that accepted a finding as a warning does not accept it as an error.
  @Test func aFindingWhoseSeverityRoseIsNew() throws {
    let report = audit(eight)
    let first = try #require(report.entries.first)
    #expect(first.severity == .warning)
    let text = AuditBaseline.text(for: report)
    #expect(text.contains("\"severity\": \"warning\""))
    var again = audit(eight)
    again.apply(try AuditBaseline(parsing: text, path: "b.json"))
    #expect(again.newEntries.isEmpty)
    // The same fingerprints, known at a severity below what is found now.
    let lower = AuditBaseline(known: [first.fingerprint: .warning])
    #expect(lower.contains(first.fingerprint, at: .warning))
    #expect(!lower.contains(first.fingerprint, at: .error))
    #expect(
      AuditBaseline(known: [first.fingerprint: .error]).contains(first.fingerprint, at: .warning))
    // An entry written without a severity knows the finding at any.
    let old = try AuditBaseline(
      parsing: "{\"version\": 1, \"findings\": [{\"fingerprint\": \"\(first.fingerprint)\"}]}",
      path: "b.json")
    #expect(old.contains(first.fingerprint, at: .error))
    // Listed twice, the worse severity counts.
    let twice = try AuditBaseline(
      parsing: "{\"version\": 1, \"findings\": [{\"fingerprint\": \"f\", \"severity\": \"error\"}, "
        + "{\"fingerprint\": \"f\", \"severity\": \"warning\"}]}",
      path: "b.json")
    #expect(twice.contains("f", at: .error))
  }

  @Test(arguments: [
    (
      "",
      "the baseline 'b.json' is not JSON: the text is empty; expected a JSON object at character 1"
    ),
    ("{}", "the baseline 'b.json' has no \"version\"; write one with --write-baseline"),
    (
      "{\"version\": 2, \"findings\": []}",
      "the baseline 'b.json' is version 2; this navspec reads version 1"
    ),
    ("{\"version\": 1}", "the baseline 'b.json' has no \"findings\" list"),
    (
      "{\"version\": 1, \"findings\": [{}]}",
      "finding 1 of the baseline 'b.json' has no \"fingerprint\""
    ),
    (
      "{\"version\": 1, \"findings\": [{\"fingerprint\": \"f\", \"severity\": \"fatal\"}]}",
      "finding 1 of the baseline 'b.json' has a \"severity\" that is not \"warning\" or \"error\""
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
    report.apply(AuditBaseline(fingerprints: [report.entries[0].fingerprint]))
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
    #expect(results.count == 8)
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
        note: at 5 steps (lines 2, 5, 6, 7, 10) of 2 scenarios, under defaults; docs/audits.md#hit-target
        eight.scenario:2:1: warning: [hit-target/below-recommended] B's hit region is 40 x 64 pt; Apple's HIG asks for 44 x 44 pt

        """))
    #expect(
      text.hasSuffix(
        "8 findings (8 new: 0 errors, 8 warnings) in 1 of 1 files; 2 scenarios × 1 setting, 8 steps audited\n"
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
/// must list exactly what the audit finds, so that `make run` shows no new finding and a rule
/// that changes what it finds changes the baseline in the same commit.
@Test func theBundledBaselineIsCurrent() throws {
  let matrix = try AuditMatrix(parsing: "default")
  let files = try PackageFiles.scenarioFiles().map { path in
    ScenarioAuditor.audit(path: path, text: try PackageFiles.read(path), matrix: matrix)
  }
  let report = AuditReport(files: files, configurations: matrix.configurations)
  let bundled = try PackageFiles.read("scenarios/audit-baseline.json")
  #expect(
    AuditBaseline.text(for: report) == bundled,
    """
    scenarios/audit-baseline.json is stale; if the new findings are meant, write it again:
    swift run navspec audit scenarios --write-baseline scenarios/audit-baseline.json
    """)
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
