import NavSpecModel

/// `palette ROLE "#RRGGBB" [dark "#RRGGBB"]`, or `palette ROLE default`: one of a team's own
/// colours for its bar (`Palette`), so that the contrast rule judges the team's palette rather
/// than the design document's (docs/audits.md#a-teams-own-colours). A change, like `set`.
struct PaletteStatement: Hashable, Sendable {
  var role: Palette.Role
  /// nil: `default`, the component's own colour again.
  var color: DesignColor?
}

extension PaletteStatement: ComponentStatement {
  struct SessionState: Sendable {}

  static func makeSessionState(for session: ScenarioSession) -> SessionState { SessionState() }

  var dumpHeader: String { "Palette \(role.rawValue) \(color?.name ?? "default")" }

  func check(in context: inout CheckContext, _ statement: Statement) {}

  func run(
    in session: inout ScenarioSession, state: inout SessionState, _ statement: Statement,
    report: inout ScenarioSession.StepReport
  ) {
    session.simulator.setPaletteColor(color, for: role)
  }
}

extension ScenarioParser {
  static let paletteRoles = Palette.Role.allCases.map(\.rawValue)

  /// Everything after `palette`.
  mutating func parsePalette() throws(ParseFailure) -> PaletteStatement {
    let word = try parseChoice(Self.paletteRoles, what: "colour", after: "'palette'")
    let role = Palette.Role(rawValue: word.text)!
    if skip(word: "default") {
      try expectEnd()
      return PaletteStatement(role: role, color: nil)
    }
    let light = try parseHexColor(after: "'palette \(role.rawValue)'")
    var dark: SRGBColor?
    if skip(word: "dark") {
      dark = try parseHexColor(after: "'dark'")
    }
    try expectEnd(alternatives: dark == nil ? "'dark' and a colour for dark mode" : nil)
    return PaletteStatement(role: role, color: .custom(light: light, dark: dark))
  }

  /// A colour in quotes, `"#RRGGBB"` (quoted, since `#` starts a comment).
  mutating func parseHexColor(after context: @autoclosure () -> String) throws(ParseFailure)
    -> SRGBColor
  {
    guard let token = current, case .string(let text) = token.kind else {
      throw failure(
        "expected a colour in quotes such as \"#1C1C1E\" after \(context())", at: current,
        suggestion: "a '#' outside quotes starts a comment: write \"#1C1C1E\"")
    }
    position += 1
    guard let color = SRGBColor(hexCode: text) else {
      throw failure(
        "\(Self.quoted(token)) is not a colour; write it as \"#RRGGBB\"", at: token,
        suggestion: "for instance \"#1C1C1E\"")
    }
    return color
  }
}
