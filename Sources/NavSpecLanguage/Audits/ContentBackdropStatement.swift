import NavSpecModel

/// `content backdrop light | dark | "#RRGGBB" | luminance A to B | unknown`: what the app's
/// content behind a translucent bar looks like, which the model cannot know; the contrast rule
/// judges the bar against it (docs/audits.md#content-behind-a-bar). A change, like `set`: the
/// content under a bar changes as the user moves through the app.
struct ContentBackdropStatement: Hashable, Sendable {
  /// nil: `unknown`, forgetting a declaration.
  var backdrop: ContentBackdrop?
  /// The words after `backdrop`, as written, for the dump.
  var spelling: String
}

extension ContentBackdropStatement: ComponentStatement {
  struct SessionState: Sendable {}

  static func makeSessionState(for session: ScenarioSession) -> SessionState { SessionState() }

  var dumpHeader: String { "Content Backdrop \(spelling)" }

  func check(in context: inout CheckContext, _ statement: Statement) {}

  func run(
    in session: inout ScenarioSession, state: inout SessionState, _ statement: Statement,
    report: inout ScenarioSession.StepReport
  ) {
    session.simulator.setContentBackdrop(backdrop)
  }
}

extension ScenarioParser {
  /// The words `content backdrop` takes.
  static let contentBackdropWords = ["light", "dark", "luminance", "unknown"]

  /// Everything after `content`.
  mutating func parseContentBackdrop() throws(ParseFailure) -> ContentBackdropStatement {
    _ = try parseChoice(["backdrop"], what: "what to declare", after: "'content'")
    guard let token = current else {
      throw failure(
        "expected 'light', 'dark', a colour such as \"#1C1C1E\", 'luminance 0.2 to 0.6' or 'unknown' after 'content backdrop'",
        at: nil,
        suggestion:
          "a colour goes in quotes, since '#' starts a comment: content backdrop \"#1C1C1E\"")
    }
    let statement: ContentBackdropStatement
    if case .string = token.kind {
      let color = try parseHexColor(after: "'content backdrop'")
      statement = ContentBackdropStatement(
        backdrop: .color(color), spelling: "\"\(color.hex)\"")
    } else {
      let word = try parseChoice(
        Self.contentBackdropWords, what: "content backdrop", after: "'content backdrop'")
      switch word.word {
      case "light": statement = ContentBackdropStatement(backdrop: .light, spelling: "light")
      case "dark": statement = ContentBackdropStatement(backdrop: .dark, spelling: "dark")
      case "unknown": statement = ContentBackdropStatement(backdrop: nil, spelling: "unknown")
      default:
        let low = try parseNumber(
          "a relative luminance from 0 to 1", after: "'luminance'", units: .points)
        _ = try parseChoice(["to"], what: "word", after: "the lower luminance")
        let high = try parseNumber(
          "a relative luminance from 0 to 1", after: "'to'", units: .points)
        guard (0...1).contains(low.value), (0...1).contains(high.value), low.value <= high.value
        else {
          throw failure(
            "a luminance range runs from 0 (black) to 1 (white), the lower first; got \(ValueFormatter.number(low.value)) to \(ValueFormatter.number(high.value))",
            at: current ?? token)
        }
        statement = ContentBackdropStatement(
          backdrop: .luminance(low.value...high.value),
          spelling:
            "luminance \(ValueFormatter.number(low.value)) to \(ValueFormatter.number(high.value))"
        )
      }
    }
    try expectEnd()
    return statement
  }
}

extension SRGBColor {
  /// `#RRGGBB` (the `#` optional), as colour pickers and Apple's tables write a colour.
  init?(hexCode: String) {
    var digits = Substring(hexCode)
    if digits.first == "#" { digits = digits.dropFirst() }
    guard digits.count == 6, digits.allSatisfy(\.isHexDigit),
      let value = Int(digits, radix: 16)
    else { return nil }
    self.init(red255: value >> 16, green255: (value >> 8) & 0xFF, blue255: value & 0xFF)
  }
}
