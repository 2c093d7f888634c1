import NavSpecModel

// `header collapsing [stacked|overlay] [spacing N] [heading]`, its options in any order, each
// once (docs/components/header.md#using-it-in-a-scenario).

extension ScenarioParser {
  static let headerKinds = ["collapsing"]
  static let headerOptions =
    CollapsingHeader.Placement.allCases.map(\.rawValue) + [
      "spacing", "heading",
    ]

  mutating func parseHeader() throws(ParseFailure) -> HeaderSetup {
    _ = try parseChoice(Self.headerKinds, what: "header", after: "'header'")
    var setup = HeaderSetup()
    var seen = Set<String>()
    while let token = current {
      let option = try parseChoice(
        Self.headerOptions, what: "header option", after: "'header collapsing'")
      let word = option.word ?? ""
      let group = CollapsingHeader.Placement(rawValue: word) != nil ? "placement" : word
      guard seen.insert(group).inserted else {
        throw failure("the \(group) is given twice", at: token)
      }
      switch word {
      case "spacing":
        let points = try parseNumber(
          "a spacing in points such as '8'", after: "'spacing'", units: .points)
        setup.spacing = try checked(points, in: .headerSpacing)
      case "heading":
        setup.heading = true
      default:
        setup.placement = CollapsingHeader.Placement(rawValue: word) ?? .stacked
      }
    }
    return setup
  }
}
