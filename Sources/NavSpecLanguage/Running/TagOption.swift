/// `navspec run --tag NAME` and `--exclude-tag NAME`: their values checked before anything runs,
/// and, after the run, each `--tag` that no scenario of it carried, as `--filter` is checked.
public enum TagOption {
  /// The values of `option` (`--tag`, `--exclude-tag`), each a tag (`ScenarioTag`): a value no
  /// scenario could carry is a usage error, with the tag most likely meant.
  public static func validated(_ values: [String], option: String) throws(OptionFailure)
    -> [String]
  {
    for value in values where !ScenarioTag.isTag(value) {
      var message =
        "\(option) '\(OptionFailure.shown(value))' is not a tag: \(ScenarioTag.definition)"
      if value.count <= ScenarioTag.maximumLength * 4,
        let nearest = ScenarioTag.nearestTag(to: value)
      {
        message += " (did you mean '\(nearest)'?)"
      }
      throw OptionFailure(message: message)
    }
    return values
  }

  /// One error line for each of `tags` that no scenario in `report` carries: `--tag slwo
  /// matched no scenario`, with the nearest tag the run's files declare (`FileReport
  /// .declaredTags`, whether or not they were selected) when one is close.
  public static func unmatched(_ tags: [String], in report: RunReport) -> [String] {
    let carried = Set(report.results.flatMap(\.tags))
    var declared: [String] = []
    var seen = Set<String>()
    for tag in report.files.flatMap(\.declaredTags) where seen.insert(tag).inserted {
      declared.append(tag)
    }
    return tags.filter { !carried.contains($0) }.map { tag in
      var message = "--tag '\(PrintableText.escaping(tag))' matched no scenario"
      if let nearest = Suggestion.nearest(to: tag, among: declared.filter { $0 != tag }) {
        message += " (did you mean '\(nearest)'?)"
      } else if seen.contains(tag) {
        message += " (--filter or --exclude-tag left out the scenarios that carry it)"
      }
      return message
    }
  }
}
