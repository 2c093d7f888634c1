import NavSpecModel

// The bubble bar's one statement: `bubble style swiftui|uikit`, `bubble font [WEIGHT] "path"`,
// `bubble width TITLE WEIGHT POINTS` (docs/components/bubble.md#text-measurement).

extension ScenarioParser {
  /// The words after `bubble`.
  static let bubbleSettings = ["style", "font", "width"]
  static let bubbleStyles = BubbleBarStyle.allCases.map(\.rawValue)
  static let fontWeights = FontWeight.allCases.map(\.rawValue)

  mutating func parseBubble() throws(ParseFailure) -> BubbleSetting {
    let setting = try parseChoice(Self.bubbleSettings, what: "bubble setting", after: "'bubble'")
    switch setting.word {
    case "style":
      let style = try parseChoice(Self.bubbleStyles, what: "bubble style", after: "'bubble style'")
      try expectEnd()
      return .style(style.word.flatMap(BubbleBarStyle.init(rawValue:)) ?? .swiftUI)
    case "font":
      var weight: FontWeight?
      if let word = current?.word, let named = FontWeight(rawValue: word) {
        weight = named
        position += 1
      }
      let path = try parseString(
        "a quoted font file path such as \"fonts/SF-Pro-Text-Medium.otf\"", after: "'bubble font'")
      guard !path.isEmpty else {
        throw failure("a font path cannot be empty", at: peek(-1))
      }
      try expectEnd()
      return .font(path: path, weight: weight)
    default:
      let title = try parseName("a title (a word or a quoted string)", after: "'bubble width'")
      let weight = try parseChoice(
        Self.fontWeights, what: "weight", after: "'bubble width \(Self.shortened(title.value))'")
      let points = try parseNumber(
        "a width in points such as '101.5'", after: "the weight", units: .points)
      let width = try checked(points, in: .titleWidth)
      try expectEnd()
      return .width(
        title: title.value, weight: weight.word.flatMap(FontWeight.init(rawValue:)) ?? .medium,
        points: width)
    }
  }
}
