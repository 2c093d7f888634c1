/// A file parsed and checked, its scenarios not yet run: `navspec run` prints the file's
/// opening (its errors, if any), then runs the scenarios one at a time, printing each result as
/// soon as it is known. Iterating `results` runs them; nothing is run twice or kept.
public struct PreparedFile: Sendable {
  /// The file with its diagnostics and no results yet.
  public let report: FileReport
  let document: ScenarioDocument?
  let options: RunOptions

  /// Parses and checks `text`; a file with errors has no scenarios to run.
  public init(path: String, text: String, options: RunOptions = RunOptions()) {
    let source = SourceFile(path: path, text: text)
    let (document, diagnostics) = ScenarioPipeline.compile(source)
    report = FileReport(
      path: path, source: source, diagnostics: diagnostics, results: [],
      declaredTags: document?.declaredTags ?? [])
    self.document = diagnostics.hasErrors ? nil : document
    self.options = options
  }

  /// The selected scenarios' results, each computed when the sequence reaches it.
  public var results: some Sequence<ScenarioResult> {
    let document = document
    let options = options
    let selected = document.map { options.selected(in: $0) } ?? []
    let path = report.path
    // The set-up runs once, when the results are first read (when a selected scenario runs at
    // all: a skipped one runs no step); each scenario starts from a copy.
    let start =
      selected.allSatisfy(\.block.isSkipped)
      ? nil : PreludeRun(document?.prelude ?? [], file: path, options: options)
    return selected.lazy.map { block, name in
      let result = ScenarioRunner.run(
        block, named: name, from: start, file: path, options: options)
      // A recorded run is for the HTML report, which shows the screen around each failure.
      guard let document else { return result }
      return FailureFilmstrip.attach(to: result, document: document, options: options)
    }
  }

  /// The whole file's report, every selected scenario run.
  public func run() -> FileReport {
    var report = self.report
    report.results = Array(results)
    return report
  }
}
