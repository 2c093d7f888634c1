import NavSpecModel

/// Options that change how scenarios run, set from the command line.
public struct RunOptions: Sendable {
  /// Unmatched (non-quiet) events at the end of a scenario are failures.
  public var exhaustive: Bool
  /// Run only scenarios whose name or file path contains one of these texts (all when empty).
  /// Case-sensitive, compared as Unicode text (docs/cli.md says why).
  public var filters: [String]
  /// The user's settings when every scenario starts (`--set dynamic-type=AX5`); a scenario's own
  /// `set` lines still change them from there.
  public var settings: Settings
  /// Run only this shard's scenarios (`--shard`, Bazel's sharding); all when nil.
  public var shard: ScenarioShard?
  /// Keep each scenario's steps and sample the numbers its expectations read over time
  /// (`ScenarioResult.recording`), for the HTML report. Off by default: sampling replays the
  /// scenario up to a few hundred times, which a plain run must not pay for.
  public var records: Bool
  /// With `records`, sample the curves of the scenarios that pass too. Off by default, so a
  /// passing scenario's recording has its steps and its curves' expectations, without samples:
  /// the HTML report plots only the scenarios that fail the run (docs/cli.md#the-html-report),
  /// and sampling is nearly all a recorded run's cost (the bundled scenarios: 57 s against 2 s in a
  /// debug build). The set-up's curves are sampled either way, once per file.
  public var samplesPassingScenarios: Bool
  /// Run only scenarios that carry at least one of these tags (all when empty): `--tag`.
  public var tags: [String]
  /// Leave out scenarios that carry any of these tags: `--exclude-tag`.
  public var excludedTags: [String]

  public init(
    exhaustive: Bool = false, filters: [String] = [], settings: Settings = Settings(),
    shard: ScenarioShard? = nil, records: Bool = false, samplesPassingScenarios: Bool = false,
    tags: [String] = [], excludedTags: [String] = []
  ) {
    self.samplesPassingScenarios = samplesPassingScenarios
    self.exhaustive = exhaustive
    self.filters = filters
    self.settings = settings
    self.shard = shard
    self.records = records
    self.tags = tags
    self.excludedTags = excludedTags
  }

  /// The scenarios of `document` this run selects, with their names, in file order: the
  /// filters, the tags and the shard applied.
  public func selected(in document: ScenarioDocument) -> [(block: ScenarioBlock, name: String)] {
    let file = document.source.path
    if let shard, !shard.contains(file: file) { return [] }
    return document.scenarios.compactMap { block in
      let name = block.name ?? ScenarioRunner.defaultName(for: file)
      return selects(name: name, file: file) && selects(tags: block.tags) ? (block, name) : nil
    }
  }

  /// Whether a scenario carrying `scenarioTags` runs: it carries one of `tags` (or none is
  /// asked for) and none of `excludedTags`. With the filters, a scenario runs when it matches
  /// a filter AND carries an asked tag AND carries no excluded one.
  public func selects(tags scenarioTags: [String]) -> Bool {
    (tags.isEmpty || scenarioTags.contains(where: tags.contains))
      && !scenarioTags.contains(where: excludedTags.contains)
  }

  /// Whether the scenario `name` in `file` runs: no filter, or at least one matches.
  public func selects(name: String, file: String) -> Bool {
    filters.isEmpty || filters.contains { Self.filter($0, matchesName: name, file: file) }
  }

  /// Whether `filter` is part of the scenario's name or of its file's path, as the user spelled
  /// it. `String.contains` compares characters, so a precomposed "é" matches a decomposed one.
  public static func filter(_ filter: String, matchesName name: String, file: String) -> Bool {
    filter.isEmpty || name.contains(filter) || file.contains(filter)
  }
}

/// Source text in, a report out: parse, check, and only if the whole file is clean, run.
/// Nothing half-runs: a file with any error runs no step.
public enum ScenarioPipeline {
  /// `flows` says where `use` reads flow files (the disk unless told otherwise).
  public static func run(
    path: String, text: String, options: RunOptions = RunOptions(),
    flows: FlowResolution = .files(.fileSystem)
  ) -> FileReport {
    let source = SourceFile(path: path, text: text)
    let (document, diagnostics) = compile(source, flows: flows)
    guard let document, !diagnostics.hasErrors else {
      return FileReport(path: path, source: source, diagnostics: diagnostics, results: [])
    }
    // A recorded run is for the HTML report, which shows the screen around each failure (as
    // `PreparedFile`, which `navspec run` streams, does).
    let results = ScenarioRunner.run(document, options: options).map {
      FailureFilmstrip.attach(to: $0, document: document, options: options)
    }
    return FileReport(
      path: path, source: source, diagnostics: diagnostics, results: results,
      declaredTags: document.declaredTags)
  }

  /// The scenarios a file holds, as `navspec run --list` prints them (`file:line:column: name`),
  /// with the filters applied; nothing runs. A file with errors lists its diagnostics instead.
  public static func list(path: String, text: String, options: RunOptions = RunOptions())
    -> FileReport
  {
    let source = SourceFile(path: path, text: text)
    let (document, diagnostics) = compile(source)
    guard let document, !diagnostics.hasErrors else {
      return FileReport(path: path, source: source, diagnostics: diagnostics, results: [])
    }
    // Without its mark: nothing ran, so an `xfail` scenario has not passed, unexpectedly or
    // otherwise, and the listing's status is the files' (errors or none).
    let listed = options.selected(in: document).map { block, name in
      ScenarioResult(
        file: path, name: name, location: block.location, failures: [], expectationCount: 0,
        stepCount: 0, endTime: .zero, tags: block.tags)
    }
    return FileReport(
      path: path, source: source, diagnostics: diagnostics, results: listed,
      declaredTags: document.declaredTags)
  }

  /// `navspec run --list`: one line per scenario, `file:line:column: name`, its tags after it
  /// in brackets when it has some (`[smoke, slow]`), then any file's diagnostics; control
  /// characters escaped.
  public static func listing(_ report: RunReport) -> String {
    var out = ""
    for file in report.files {
      for result in file.results {
        var line = "\(result.location.description): \(result.name)"
        if !result.tags.isEmpty { line += " [\(result.tags.joined(separator: ", "))]" }
        out += PrintableText.escaping(line) + "\n"
      }
      for diagnostic in file.diagnostics {
        out += DiagnosticRenderer.render(diagnostic, in: file.source)
      }
    }
    return out
  }

  /// Parses and checks; the document is nil only when there is nothing to run.
  public static func compile(
    _ source: SourceFile, flows: FlowResolution = .files(.fileSystem)
  ) -> (ScenarioDocument?, DiagnosticList) {
    var (document, diagnostics) = ScenarioParser.parse(source, flows: flows)
    diagnostics += ScenarioChecker.check(document)
    return (document, diagnostics)
  }
}
