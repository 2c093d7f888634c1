import NavSpecModel

// The collapsing header: installed by `header collapsing …` over the content
// (docs/components/header.md).

extension KeywordTable {
  static let collapsingHeader = KeywordTable(
    "collapsing header", help: "header",
    helpText: """
      The collapsing header (docs/components/header.md): the top bar of "Collapsing top bar
      animation with SwiftUI", whose background shrinks from 350 to 127 pt as the content
      below scrolls down, with the title "Martin's blog" and a 36 pt search button.
        header collapsing              install it above the content (the design's VStack)
        header collapsing overlay      lay it over the content instead: the scroll view starts
                                       at the top safe-area inset, under the header
        header collapsing spacing 0    the VStack's spacing (default 8)
        header collapsing heading      give the title the header trait (the design does not)
      State: header.height, header.radius, header.target.height, header.initialOffset,
      header.offset, header.animating, header.button.frame, … Elements: header-title,
      header-search.

      """,
    keywords: [
      StatementKeyword(
        "header", .setup,
        arguments: .sequence(
          [.words(["collapsing"])],
          then: .repeating(
            .branch([
              ArgumentBranch("stacked"), ArgumentBranch("overlay"),
              ArgumentBranch("spacing", then: .sequence([.text])), ArgumentBranch("heading"),
            ]))), statement: HeaderSetup.self
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseHeader() }
    ])
}
