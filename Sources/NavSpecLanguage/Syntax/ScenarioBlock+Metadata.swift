// What a scenario's metadata lines (`tags`, `skip`, `xfail`) say, read from the lines the parser
// kept in `ScenarioBlock.metadata`.

extension ScenarioBlock {
  /// The scenario's tags, in the order written (the parser refuses a repeat).
  public var tags: [String] {
    metadata.flatMap { line -> [String] in
      if case .tags(let tags) = line.kind { return tags.map(\.value) }
      return []
    }
  }

  /// Whether it is skipped or expected to fail; nil for a scenario that runs and must pass.
  public var mark: ScenarioMark? {
    for line in metadata {
      switch line.kind {
      case .skip(let reason): return .skip(reason: reason.value)
      case .expectedFailure(let reason): return .expectedFailure(reason: reason.value)
      default: continue
      }
    }
    return nil
  }

  /// Whether none of its steps runs (`skip`).
  public var isSkipped: Bool {
    if case .skip? = mark { return true }
    return false
  }
}
