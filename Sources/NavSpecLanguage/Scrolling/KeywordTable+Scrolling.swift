import NavSpecModel

// The scroll view: `scroll content …` installs it; `fling` and `voiceover-scroll` drive it
// (docs/components/scroll.md).

extension KeywordTable {
  static let scrolling = KeywordTable(
    "scrolling", help: "scroll",
    helpText: """
      The scroll view on each tab's root screen (docs/components/scroll.md). Raw touches and
      'drag' move it as well.
        scroll content 3000            install it: 3000 pt of content (deceleration normal)
        scroll content 3000 rate fast  UIKit's .fast deceleration (0.99); 'rate 0.995' for
                                       another rate per millisecond
        fling up 1500                  a finger moving up at 1500 pt/s for 100 ms from the
                                       centre of the content, then lifting (scrolls down)
        fling down 800 from (195, 300) in 50ms
        voiceover-scroll down          VoiceOver's three-finger swipe up: the next page, and
                                       "Page 2 of 5"
        expect scroll.offset == 120 ± 0.001
        expect scrolls[Library].offset == 0

      """,
    keywords: [
      StatementKeyword(
        "scroll", .setup,
        arguments: .oneOf(
          ["content"],
          then: .sequence([.text, .words(["rate"]), .words(ScenarioParser.scrollRates)])),
        statement: ScrollStatement.self
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseScroll() },
      StatementKeyword(
        "fling", .input,
        arguments: .sequence([
          .words(ScenarioParser.flingDirections), .text, .words(["from", "in"]),
        ]),
        statement: ScrollStatement.self
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseFling() },
      StatementKeyword(
        "voiceover-scroll", .input,
        arguments: .sequence([.words(ScenarioParser.pageDirections)]),
        statement: ScrollStatement.self
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseVoiceOverScroll() },
    ])
}
