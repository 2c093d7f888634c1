extension ScenarioDocument {
  /// Every tag a scenario of the file carries, each once, in the order first written: what
  /// `navspec run --tag` can match in the file, whatever the run selects, so that a tag that
  /// matches nothing can be answered with the nearest one.
  public var declaredTags: [String] {
    var seen = Set<String>()
    return scenarios.flatMap(\.tags).filter { seen.insert($0).inserted }
  }
}
