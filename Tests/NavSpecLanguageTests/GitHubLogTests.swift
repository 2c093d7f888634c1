import NavSpecLanguage
import NavSpecModel
import NavSpecTestSupport
import Testing

/// `--format github` read as the Actions runner reads it (`ActionsRunnerPort`): the only
/// commands it takes are the annotations NavSpec means, whatever the scenario names, source
/// lines, titles and paths hold.
struct GitHubLogTests {
  /// Names, lines and titles built to be taken for commands: the two forms, leading white
  /// space, a soft hyphen and a zero-width space the runner's search passes over, a stop that
  /// would silence every later annotation, a mask, upper case.
  static let hostile = [
    "::error file=README.md,line=1,title=forged::pwned",
    "  ::stop-commands::silenced",
    "\u{AD}::warning::soft hyphen",
    "::ADD-MASK::Home",
    "Tap works ##[warning file=README.md,line=3]x",
    "#\u{200B}#[error]zero width",
    "##[set-output name=x]y",
  ]

  /// A file with one failing scenario per hostile name, each tapping a tab titled with it, so
  /// its failure says the hostile title; its path is hostile too.
  static func hostileFile() -> (path: String, text: String) {
    var text = "tabbar glass Home " + hostile.map(Spelling.quote).joined(separator: " ") + "\n"
    for name in hostile {
      let quoted = Spelling.quote(name)
      text += "\nscenario \(quoted)\ntap \(quoted)\nsettle\nexpect selection == Home\n"
    }
    return ("##[error]x/::error::y.scenario", text)
  }

  static func brokenFile() -> (path: String, text: String) {
    ("::warning::z.scenario", hostile.joined(separator: "\n") + "\n")
  }

  /// The annotations NavSpec means for `report`, from its fields: one error per failure, one
  /// error or warning per diagnostic of a file, up to GitHub's 10 errors and 10 warnings a step,
  /// then a notice that counts the rest.
  static func intended(_ report: RunReport) -> [ActionsRunnerPort.Command] {
    let all = everyAnnotation(report)
    var kept: [ActionsRunnerPort.Command] = []
    var left: [String: Int] = [:]
    for command in all {
      if kept.filter({ $0.name == command.name }).count < 10 {
        kept.append(command)
      } else {
        left[command.name, default: 0] += 1
      }
    }
    let omitted = report.results.reduce(0) { $0 + $1.omittedFailures }
    let errors = (left["error"] ?? 0) + omitted
    let warnings = left["warning"] ?? 0
    guard errors + warnings > 0 else { return kept }
    let counted = [
      errors > 0 ? "\(errors) more error\(errors == 1 ? "" : "s")" : nil,
      warnings > 0 ? "\(warnings) more warning\(warnings == 1 ? "" : "s")" : nil,
    ].compactMap { $0 }.joined(separator: " and ")
    kept.append(
      ActionsRunnerPort.Command(
        name: "notice", properties: ["title": "navspec: \(counted) not annotated"],
        data: "GitHub shows 10 error and 10 warning annotations per step; the \(counted) are in"
          + " the log (and in the job summary), not annotated."))
    return kept
  }

  /// Every annotation, were there no limit.
  static func everyAnnotation(_ report: RunReport) -> [ActionsRunnerPort.Command] {
    var commands: [ActionsRunnerPort.Command] = []
    for file in report.files {
      for diagnostic in file.diagnostics {
        let kind = diagnostic.severity == .error ? "error" : "warning"
        let message = diagnostic.message + (diagnostic.suggestion.map { "\n" + $0 } ?? "")
        commands.append(
          ActionsRunnerPort.Command(
            name: kind,
            properties: [
              "file": file.path, "line": "\(diagnostic.location.line)",
              "col": "\(diagnostic.location.column)", "title": "navspec: \(kind) in the scenario",
            ], data: message))
      }
      for result in file.results {
        for failure in result.failures {
          commands.append(
            ActionsRunnerPort.Command(
              name: "error",
              properties: [
                "file": failure.location.file, "line": "\(failure.location.line)",
                "col": "\(failure.location.column)", "title": "navspec: \(result.name)",
              ],
              data: "\(failure.message)\nexpected: \(failure.expected)\nactual: \(failure.actual)"
            ))
        }
      }
    }
    return commands
  }

  static func expectOnly(
    _ intended: [ActionsRunnerPort.Command], in output: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let problems = ActionsRunnerPort.problems(in: output, intended: intended)
    #expect(problems == [], sourceLocation: sourceLocation)
  }

  @Test func hostileNamesLinesTitlesAndPathsRunNoCommand() {
    let failing = Self.hostileFile()
    let broken = Self.brokenFile()
    let report = RunReport(files: [
      ScenarioPipeline.run(path: failing.path, text: failing.text),
      ScenarioPipeline.run(path: broken.path, text: broken.text),
    ])
    let failures = report.files[0].results.reduce(0) { $0 + $1.failures.count }
    #expect(failures == Self.hostile.count)
    // Lines that start with '#' are comments; every other hostile line is an error.
    #expect(report.files[1].diagnostics.count >= Self.hostile.count - 2)
    #expect(Self.everyAnnotation(report).count == failures + report.files[1].diagnostics.count)
    let intended = Self.intended(report)
    Self.expectOnly(intended, in: GitHubReporter.render(report))
    Self.expectOnly(intended, in: GitHubReporter.render(report, style: HumanStyle(color: true)))
  }

  @Test func aPlainReportGainsNoLine() {
    let report = RunReport(files: [
      ScenarioPipeline.run(
        path: "t.scenario",
        text: "tabbar glass Home Search\nscenario \"t\"\ntap Search\nexpect selection == Home\n")
    ])
    let output = GitHubReporter.render(report)
    #expect(!output.contains("stop-commands"))
    Self.expectOnly(Self.intended(report), in: output)
  }

  /// The token is the same for the same text, and absent from it in any case, even when the
  /// text holds the token the hash gives first.
  @Test func theTokenIsDeterministicAndAbsentFromWhatItWraps() {
    let text = "::error::x\n"
    let token = GitHubLog.token(for: text)
    #expect(token == GitHubLog.token(for: text))
    #expect(token.hasPrefix("navspec-") && token.count == 24)
    let trap = text + "::\(token.uppercased())::\n"
    let other = GitHubLog.token(for: trap)
    #expect(!trap.uppercased().contains(other.uppercased()))
    Self.expectOnly([], in: GitHubLog.guarded(trap))
  }

  @Test func neutralisedLinesRunNoCommand() {
    for line in Self.hostile + ["error: cannot read '##[error]x': Permission denied"] {
      let neutral = GitHubLog.neutralised(line)
      #expect(!GitHubLog.mayBeTakenForCommand(neutral), "\(neutral)")
      Self.expectOnly([], in: neutral + "\n")
    }
    #expect(GitHubLog.neutralised("error: 'a##[b'") == "error: 'a##\\u{5B}b'")
    #expect(GitHubLog.neutralised(" ::x::y") == " \\u{3A}:x::y")
    #expect(GitHubLog.neutralised("a::b [#]") == "a::b [#]")
  }

  /// The port against cases of the runner's own: both forms, escapes, properties.
  @Test func thePortReadsCommandsAsTheRunnerDoes() {
    func v2(_ line: String) -> ActionsRunnerPort.Command? {
      ActionsRunnerPort.parseV2(line, registered: ["debug", "error"], matching: .ordinal)
    }
    #expect(
      v2("::debug k1=v1,::msg") == .init(name: "debug", properties: ["k1": "v1"], data: "msg"))
    #expect(v2("   ::Debug::") == .init(name: "debug", properties: [:], data: ""))
    #expect(
      v2("::error k1=;=%2C=%0D=%0A=]=%3A,::;-%0D-%0A-]-:-,")
        == .init(name: "error", properties: ["k1": ";=,=\r=\n=]=:"], data: ";-\r-\n-]-:-,"))
    #expect(v2("::debug k1=,k2=,::") == .init(name: "debug", properties: [:], data: ""))
    #expect(v2("x ::debug::msg") == nil)
    #expect(v2("::unknown::msg") == nil)
    #expect(v2("::debug msg") == nil)
    let legacy = ActionsRunnerPort.parseLegacy(
      ">>>   ##[debug k1=%3B=%0D=%0A=%5D;]%3B-%0D-%0A-%5D", registered: ["debug"],
      matching: .ordinal)
    #expect(legacy == [.init(name: "debug", properties: ["k1": ";=\r=\n=]"], data: ";-\r-\n-]")])
    // A stop pauses everything but its token; a command's name is refused as a token.
    let effects = ActionsRunnerPort.effects(
      of:
        "::stop-commands::abc1234\n::error::no\n##[ABC1234]\n::error::yes\n::stop-commands::error\n",
      matching: .ordinal)
    #expect(
      effects == [
        .stopped(token: "abc1234"), .resumed(token: "abc1234"),
        .ran(.init(name: "error", properties: [:], data: "yes")), .refusedToken("error"),
      ])
    // Read leniently, a soft hyphen does not hide `::`.
    #expect(
      ActionsRunnerPort.parseV2("\u{AD}::error::x", registered: ["error"], matching: .ordinal)
        == nil)
    #expect(
      ActionsRunnerPort.parseV2("\u{AD}::error::x", registered: ["error"], matching: .lenient)
        != nil)
  }
}

/// GitHub shows 10 error and 10 warning annotations a step: past them, nothing is annotated and
/// one notice counts the rest, while the log still prints every failure.
struct GitHubAnnotationLimitTests {
  /// A file of `count` scenarios that each fail once.
  static func failing(_ count: Int) -> FileReport {
    var text = "tabbar glass Home Search\n"
    for index in 0..<count {
      text += "scenario \"s\(index)\"\ntap Search\nexpect selection == Home\n"
    }
    return ScenarioPipeline.run(path: "many.scenario", text: text)
  }

  @Test func tenErrorsAreAnnotatedAndANoticeCountsTheRest() {
    let report = RunReport(files: [Self.failing(25)])
    let output = GitHubReporter.render(report)
    let lines = output.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
    let notices = lines.filter { $0.hasPrefix("::notice ") }
    #expect(
      notices == [
        "::notice title=navspec%3A 15 more errors not annotated::GitHub shows 10 error and 10"
          + " warning annotations per step; the 15 more errors are in the log (and in the job"
          + " summary), not annotated."
      ])
    // Every failure is still in the log, as the human report prints it.
    #expect(lines.filter { $0.hasPrefix("FAIL") }.count == 25)
    GitHubLogTests.expectOnly(GitHubLogTests.intended(report), in: output)
    // The notice comes before the summary, the last line.
    #expect(lines.last?.hasPrefix("0 passed, 25 failed, 0 skipped") == true)
  }

  @Test func streamedPieceByPieceTheNoticeIsTheSame() {
    let files = [Self.failing(6), Self.failing(7)]
    var stream = ReportStream(format: .github)!
    var streamed = ""
    for file in files {
      streamed += stream.opening(file)
      for result in file.results { streamed += stream.result(result) }
      streamed += stream.closing(file)
    }
    streamed += stream.summary(RunReport(files: files))
    #expect(streamed == GitHubReporter.render(RunReport(files: files)))
    #expect(stream.annotations.annotatedErrors == 10)
    #expect(stream.annotations.withheldErrors == 3)
    #expect(streamed.contains("::notice title=navspec%3A 3 more errors not annotated::"))
  }

  @Test func exactlyTenGiveNoNotice() {
    let output = GitHubReporter.render(RunReport(files: [Self.failing(10)]))
    #expect(output.split(separator: "\n").filter { $0.hasPrefix("::error ") }.count == 10)
    #expect(!output.contains("::notice"))
  }

  @Test func failuresAScenarioDidNotKeepAreCounted() {
    // 105 failing expectations in one scenario: it keeps 100, counts 5.
    let text =
      "tabbar glass Home Search\nscenario \"many\"\n"
      + String(repeating: "expect selection == Search\n", count: 105)
    let report = RunReport(files: [ScenarioPipeline.run(path: "m.scenario", text: text)])
    #expect(report.results[0].omittedFailures == 5)
    let output = GitHubReporter.render(report)
    #expect(output.contains("::notice title=navspec%3A 95 more errors not annotated::"))
    GitHubLogTests.expectOnly(GitHubLogTests.intended(report), in: output)
  }
}
