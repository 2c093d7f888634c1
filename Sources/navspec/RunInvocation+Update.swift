import ArgumentParser
import NavSpecLanguage

/// `--update`: record the expected values of failing expectations before the run that reports.
extension RunInvocation {
  /// Runs `files` once without a report, rewrites in place (a temporary file, then a rename)
  /// every failing expectation that one actual value makes hold, and says what it changed: a
  /// diff of the changed lines and "updated N expectations in M files", on standard output
  /// beside a human report, else on standard error, so a JSON or TAP report on standard
  /// output stays whole. A file that does not parse is left as it is (the reporting run shows
  /// its errors). The caller then runs everything again and reports that run.
  func recordExpectations(_ files: [String], options: RunOptions) throws {
    var unrecorded = options
    unrecorded.records = false
    let quiet = unrecorded
    var updates: [ExpectationUpdate] = []
    var refused: [String] = []
    CorpusRunner.run(
      count: files.count, jobs: files.count > 1 ? jobs : 1,
      work: { index -> FileOutcome in
        do throws(ScenarioDiscovery.Failure) {
          let text = try ScenarioDiscovery.contents(of: files[index])
          return .ran(PreparedFile(path: files[index], text: text, options: quiet).run())
        } catch {
          return .unreadable(error.message)
        }
      },
      deliver: { (_, outcome: FileOutcome) -> Bool in
        // An unreadable file is reported by the run that follows.
        guard case .ran(let report) = outcome else { return true }
        if report.hasErrors {
          refused.append(report.path)
        } else if let update = ExpectationUpdate.plan(for: report) {
          updates.append(update)
        }
        return true
      })

    var text = ""
    var expectations = 0
    var changedFiles = 0
    for update in updates {
      for location in update.conflicting {
        text +=
          "\(PrintableText.escaping(location.description)): not updated: the scenarios that run this line saw different values\n"
      }
      for location in update.unrecordable {
        text +=
          "\(PrintableText.escaping(location.description)): not updated: no one value makes this expectation hold\n"
      }
      for (call, frame) in update.inFlows {
        text +=
          PrintableText.escaping(
            "\(call.description): not updated: checked in flow '\(frame.flow)' at \(frame.line.start.description), whose line serves every call; change it there"
          ) + "\n"
      }
      guard update.changes else { continue }
      do throws(OutputWriter.Failure) {
        try OutputWriter.writeFile(update.updated, to: update.path, what: "the updated scenario")
      } catch {
        OutputWriter.writeError(error.message)
        throw ExitCode(ExitStatus.outputFailed.rawValue)
      }
      text += update.diff
      expectations += update.recorded.count
      changedFiles += 1
    }
    for path in refused {
      text += "\(PrintableText.escaping(path)): not updated: the file has errors\n"
    }
    let noun = expectations == 1 ? "expectation" : "expectations"
    text +=
      "updated \(expectations) \(noun) in \(changedFiles) file\(changedFiles == 1 ? "" : "s")\n"
    if chosenFormat == .human, output == nil {
      do throws(OutputWriter.Failure) {
        try OutputWriter.writeStandardOutput(text, what: "the update")
      } catch {
        OutputWriter.writeError(error.message)
        throw ExitCode(ExitStatus.outputFailed.rawValue)
      }
    } else {
      OutputWriter.writeStandardError(text)
    }
  }
}
