import ArgumentParser
import FoundationEssentials
import NavSpecLanguage

/// Auditing the files and writing the reports, with the CI surface `navspec run` has: files
/// audited on `--jobs` threads and reported in the files' order (the same bytes whatever the
/// number), `--shard` and Bazel's sharding, `--fail-fast`, `--report FORMAT:FILE` and Bazel's
/// `XML_OUTPUT_FILE`.
extension AuditCommand {
  /// What became of one file.
  enum FileOutcome: Sendable {
    case audited(AuditReport.FileAudit)
    case unreadable(String)
  }

  func run() throws {
    let environment = ProcessEnvironment()
    let matrix = try auditMatrix()
    let shard = try shard(in: environment)
    let requests = try reportRequests(in: environment)
    let known = try readBaseline()
    // Nothing to audit still writes a report: a SARIF file must say the audit did not run.
    let walk = try ScenarioDiscovery.walk(paths, allowingNothing: true)
    try refuseOutputsOverInputs(walk.inputs, requests: requests, environment: environment)
    // Read after the check above: a baseline is never written over an input.
    let replaced = try replacedBaseline(given: known)
    try ShardChoice.acknowledge(in: environment)

    let files = walk.files.filter { shard?.contains(file: $0) ?? true }
    var unreadable = walk.problems
    var audited: [AuditReport.FileAudit] = []
    var stopped = false
    let failFast = self.failFast
    CorpusRunner.run(
      count: files.count, jobs: files.count > 1 ? jobs : 1,
      work: { index -> FileOutcome in
        do throws(ScenarioDiscovery.Failure) {
          let text = try ScenarioDiscovery.contents(of: files[index])
          return .audited(ScenarioAuditor.audit(path: files[index], text: text, matrix: matrix))
        } catch {
          return .unreadable(error.message)
        }
      },
      deliver: { (_, outcome: FileOutcome) -> Bool in
        switch outcome {
        case .unreadable(let message):
          OutputWriter.writeError(message)
          unreadable.append(message)
          return true
        case .audited(let file):
          audited.append(file)
          // Judged as the whole report will be: by the baseline given.
          var judged = AuditReport(files: [file], configurations: matrix.configurations)
          if let known { judged.apply(known) }
          let fails = !judged.failingEntries.isEmpty
          if failFast && (file.diagnostics.hasErrors || fails) { stopped = true }
          return !stopped
        }
      })

    var report = AuditReport(files: audited, configurations: matrix.configurations)
    report.unreadable = unreadable
    report.stoppedEarly = stopped && audited.count < files.count
    // A baseline written is the one the report is judged by: it accepts what it holds, and a
    // refused error stays new and fails the run.
    var update: AuditBaseline.Update?
    if let writeBaseline {
      let written = AuditBaseline.update(
        from: report, replacing: replaced, acceptingErrors: acceptErrors)
      report.apply(written.baseline, from: writeBaseline)
      update = written
    } else if let known, let baseline {
      report.apply(known, from: baseline)
    }
    // The human and github reports show a file's errors; with another format, or the report
    // in a file, they go to standard error, so that a status 2 always says why.
    if output != nil || ![.human, .github].contains(chosenFormat) {
      for file in audited { OutputWriter.writeStandardError(file.diagnostics, in: file.source) }
    }
    try write(report, requests: requests, baseline: update)
    if report.exitStatus != ExitStatus.passed.rawValue {
      throw ExitCode(report.exitStatus)
    }
  }

  /// The report in the chosen format (standard output or `--output`), each `--report`, and the
  /// baseline asked for; a write that fails is status 3.
  func write(
    _ report: AuditReport, requests: [ReportRequest<AuditReportFormat>],
    baseline update: AuditBaseline.Update?
  ) throws {
    do throws(OutputWriter.Failure) {
      let text = chosenFormat.render(report, showingKnown: showKnown, quiet: quiet)
      if let output {
        try OutputWriter.writeFile(text, to: output, what: "the report")
      } else {
        try OutputWriter.writeStandardOutput(text, what: "the report")
      }
      for request in requests {
        try OutputWriter.writeFile(
          request.format.render(report, showingKnown: showKnown), to: request.path,
          what: "the \(request.format.rawValue) report")
      }
      if let writeBaseline, let update {
        try OutputWriter.writeFile(update.baseline.text, to: writeBaseline, what: "the baseline")
        OutputWriter.writeStandardError(update.summary(path: writeBaseline))
      }
    } catch {
      OutputWriter.writeError(error.message)
      throw ExitCode(ExitStatus.outputFailed.rawValue)
    }
  }

  /// No report is written over a file the audit reads; the baseline read may be written back
  /// (updating it in place is what --write-baseline is for), a report may not.
  func refuseOutputsOverInputs(
    _ walked: InputFiles, requests: [ReportRequest<AuditReportFormat>],
    environment: ProcessEnvironment
  ) throws {
    var inputs = walked
    if let baseline { inputs.add(baseline) }
    try inputs.refuseReports(
      output: output, requests: requests, written: ["TEST_SHARD_STATUS_FILE"],
      environment: environment)
    if let writeBaseline { try walked.refuse(output: writeBaseline, from: "--write-baseline") }
  }

  /// `--shard`, or Bazel's.
  func shard(in environment: ProcessEnvironment) throws -> ScenarioShard? {
    try ShardChoice.shard(option: shardOption, in: environment)
  }

  /// The report files asked for: `--report` options, and JUnit at Bazel's `XML_OUTPUT_FILE`.
  func reportRequests(in environment: ProcessEnvironment) throws
    -> [ReportRequest<AuditReportFormat>]
  {
    var requests = try readingOption { () throws(OptionFailure) in
      try reports.map { text throws(OptionFailure) in
        try ReportRequest<AuditReportFormat>(parsing: text)
      }
    }
    if let xml = environment["XML_OUTPUT_FILE"], !xml.isEmpty {
      requests.append(ReportRequest(format: .junit, path: xml))
    }
    return requests
  }
}
