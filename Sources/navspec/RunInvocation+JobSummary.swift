import ArgumentParser
import FoundationEssentials
import NavSpecLanguage

extension RunInvocation {
  /// Under GitHub Actions, the run's job summary appended to the file `GITHUB_STEP_SUMMARY`
  /// names (`GitHubJobSummary`), in whatever format the report itself is; a summary that cannot
  /// be written is an output failure, as a report is.
  func writeJobSummary(_ report: RunReport, environment: ProcessEnvironment) throws {
    guard !list, let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
    let links = GitHubSourceLinks(
      variable: { environment[$0] }, currentDirectory: FileManager.default.currentDirectoryPath)
    do throws(OutputWriter.Failure) {
      try OutputWriter.append(to: path, what: "the job summary") { existing in
        GitHubJobSummary.render(
          report, links: links, byteLimit: GitHubJobSummary.byteLimit - existing)
      }
    } catch {
      OutputWriter.writeError(error.message)
      throw ExitCode(ExitStatus.outputFailed.rawValue)
    }
  }
}
