import NavSpecModel

// The bubble navigation bar: installed by `tabbar bubble …`; `bubble` chooses its variant and
// how its titles are measured (docs/components/bubble.md).

extension KeywordTable {
  static let bubbleBar = KeywordTable(
    "bubble bar", help: "bubble",
    helpText: """
      The bubble navigation bar (docs/components/bubble.md): text buttons at the top of the
      screen, a bubble behind the selected one as large as its title. Its part is 'bubble'.
        tabbar bubble Home "My Projects" Settings Profile
                                       install it; the first title is selected
        bubble style uikit             the document's UIKit approach (default: swiftui)
        bubble font "fonts/SF-Pro-Text-Medium.otf"
                                       measure titles with this font file (relative to the
                                       scenario file); the default is Inter
        bubble font semibold "fonts/SF-Pro-Text-Semibold.otf"
                                       the font of one weight only
        bubble width "My Projects" semibold 101.5
                                       a width measured on a device instead of measuring;
                                       before 'tabbar' for a title the font cannot set;
                                       bold and heavy: medium and semibold under Bold Text
        tap bubble                     tap where the bubble is drawn now

      """,
    keywords: [
      StatementKeyword(
        "bubble", .setup,
        arguments: .branch([
          ArgumentBranch("style", then: .sequence([.words(ScenarioParser.bubbleStyles)])),
          ArgumentBranch("font", then: .sequence([.words(ScenarioParser.fontWeights), .text])),
          ArgumentBranch(
            "width", then: .sequence([.tab, .words(ScenarioParser.fontWeights), .text])),
        ]), statement: BubbleSetting.self
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseBubble() }
    ])
}
