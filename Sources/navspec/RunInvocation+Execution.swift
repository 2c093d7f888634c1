import ArgumentParser
import FoundationEssentials
import NavSpecLanguage

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// `--color auto|always|never`.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never
}

/// Running the files and writing the report as it comes.
///
/// The human and github reports go to standard output as the run goes: each scenario's verdict as
/// soon as it and everything before it are known, in the files' order whatever `--jobs` is (with
/// one job, scenario by scenario; with more, a file at a time, since a file's scenarios run on
/// one thread). The other formats, `--output` and `--report` files are whole documents, written
/// at the end.
extension RunInvocation {
  /// What became of one file.
  enum FileOutcome: Sendable {
    case ran(FileReport)
    case unreadable(String)
  }

  var chosenFormat: ReportFormat {
    format ?? (Self.environment["GITHUB_ACTIONS"] == "true" ? .github : .human)
  }

  /// The report on standard output written as the run goes; nil when it is written at the end
  /// (a whole-document format, `--output`, `--list`).
  var stream: ReportStream? {
    output == nil && !list ? ReportStream(format: chosenFormat, style: style) : nil
  }

  var style: HumanStyle {
    let colored: Bool
    switch color {
    case .always: colored = true
    case .never: colored = false
    case .auto:
      colored =
        output == nil && isatty(STDOUT_FILENO) == 1 && (Self.environment["NO_COLOR"] ?? "").isEmpty
    }
    return HumanStyle(quiet: quiet, color: colored)
  }

  /// Runs (or lists) `files`, writes the reports, and returns what ran.
  func execute(
    _ files: [String], options: RunOptions, requests: [ReportRequest<ReportFormat>],
    inputProblem: inout Bool
  ) throws -> RunReport {
    let format = chosenFormat
    let style = self.style
    var stream = self.stream
    var reports: [FileReport] = []

    func write(_ text: String) throws {
      guard stream != nil, !text.isEmpty else { return }
      do throws(OutputWriter.Failure) {
        try OutputWriter.writeStandardOutput(text, what: "the report")
      } catch {
        OutputWriter.writeError(error.message)
        throw ExitCode(ExitStatus.outputFailed.rawValue)
      }
    }
    /// Whether `--fail-fast` stops after this.
    func stops(after file: FileReport) -> Bool {
      failFast && (file.hasErrors || file.results.contains { !$0.passed })
    }
    var stoppedEarly = false

    let list = self.list
    // One file runs on this thread whatever --jobs says, so the cores are not counted for it.
    let jobs = files.count > 1 ? self.jobs : 1
    if var streaming = stream, jobs == 1 {
      // The stream counts its annotations (github format): the summary's notice reads them.
      defer { stream = streaming }
      // Scenario by scenario: each verdict as soon as it is known.
      for path in files {
        let text: String
        do throws(ScenarioDiscovery.Failure) {
          text = try ScenarioDiscovery.contents(of: path)
        } catch {
          OutputWriter.writeError(error.message)
          inputProblem = true
          continue
        }
        let prepared = PreparedFile(path: path, text: text, options: options)
        var report = prepared.report
        try write(streaming.opening(report))
        for scenario in prepared.results {
          report.results.append(scenario)
          try write(streaming.result(scenario))
          if failFast && !scenario.passed { break }
        }
        try write(streaming.closing(report))
        reports.append(report)
        if stops(after: report) {
          stoppedEarly = true
          break
        }
      }
    } else {
      var failure: ExitCode?
      CorpusRunner.run(
        count: files.count, jobs: jobs,
        work: { index -> FileOutcome in
          do throws(ScenarioDiscovery.Failure) {
            let text = try ScenarioDiscovery.contents(of: files[index])
            return FileOutcome.ran(
              list
                ? ScenarioPipeline.list(path: files[index], text: text, options: options)
                : PreparedFile(path: files[index], text: text, options: options).run())
          } catch {
            return FileOutcome.unreadable(error.message)
          }
        },
        deliver: { (_, outcome: FileOutcome) -> Bool in
          switch outcome {
          case .unreadable(let message):
            OutputWriter.writeError(message)
            inputProblem = true
            return true
          case .ran(var report):
            if failFast, let first = report.results.firstIndex(where: { !$0.passed }) {
              report.results = Array(report.results[...first])
            }
            do {
              try write(stream?.file(report) ?? "")
            } catch {
              failure = error as? ExitCode
              return false
            }
            reports.append(report)
            if stops(after: report) { stoppedEarly = true }
            return !stoppedEarly
          }
        })
      if let failure { throw failure }
    }

    let report = RunReport(
      files: reports,
      plannedBeforeStop: stoppedEarly ? planned(files, options: options) : nil)
    // A report on standard output as it goes (human, github) shows each file's errors; a whole
    // document or a file may not be read by a person, so they go to standard error too, and a
    // status 2 always says why.
    if stream == nil, !list {
      for file in reports { OutputWriter.writeStandardError(file.diagnostics, in: file.source) }
    }
    do throws(OutputWriter.Failure) {
      if let stream {
        try OutputWriter.writeStandardOutput(stream.summary(report), what: "the report")
      } else {
        var text = list ? ScenarioPipeline.listing(report) : format.render(report, style: style)
        // The listing echoes names and, for a broken file, its lines: in the Actions log it
        // must not be taken for commands either (docs/cli.md, "In CI").
        if list, format == .github { text = GitHubLog.guarded(text) }
        if let output {
          try OutputWriter.writeFile(text, to: output, what: "the report")
        } else {
          try OutputWriter.writeStandardOutput(text, what: "the report")
        }
      }
      for request in requests where !list {
        try OutputWriter.writeFile(
          request.format.render(report), to: request.path,
          what: "the \(request.format.rawValue) report")
      }
    } catch {
      OutputWriter.writeError(error.message)
      throw ExitCode(ExitStatus.outputFailed.rawValue)
    }
    return report
  }
}

extension RunInvocation {
  /// How many test points running every file would have given (a selected scenario each, one
  /// for a file with errors): parsed and checked, nothing run, as `--list` does. For the plan of
  /// a run that `--fail-fast` stopped; an unreadable file counts for nothing, as in a full run.
  func planned(_ files: [String], options: RunOptions) -> Int {
    var count = 0
    for path in files {
      guard let text = try? ScenarioDiscovery.contents(of: path) else { continue }
      let listed = ScenarioPipeline.list(path: path, text: text, options: options)
      count += listed.results.count + (listed.hasErrors ? 1 : 0)
    }
    return count
  }
}
