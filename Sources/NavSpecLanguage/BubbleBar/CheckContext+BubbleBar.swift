/// `bubble …` sets up the bubble bar: before `tabbar bubble` (where a width the font cannot
/// measure must be stated) or after it, never with another tab bar; once the bar is declared, a
/// stated width must name one of its titles.
extension CheckContext {
  mutating func checkBubble(_ setting: BubbleSetting, statement: Statement) {
    guard let titles else { return }
    guard tabStyle == "bubble" else {
      error(
        "'bubble' sets up the bubble bar, and this scenario's tab bar is '\(tabStyle ?? "glass")'",
        at: statement.range,
        suggestion:
          "declare the bubble bar instead: 'tabbar bubble Home \"My Projects\" Settings Profile'")
      return
    }
    if case .width(let title, _, _) = setting, !titles.contains(title) {
      error(
        "unknown tab '\(title)'", at: statement.range,
        suggestion: Suggestion.didYouMean(title, among: titles))
    }
  }
}
