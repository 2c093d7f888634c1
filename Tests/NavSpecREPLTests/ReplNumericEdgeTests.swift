import NavSpecModel
import Testing

@testable import NavSpecLanguage
@testable import NavSpecREPL

/// `:render` at the edges of `Double`: `screen 1e-320x844` written out made the picture's
/// columns per point infinite and `Int(NaN)` trapped. The screen now has a domain (a located
/// error), and the picture is total whatever the model holds.
@Suite("REPL numbers at the edges of Double")
struct ReplNumericEdgeTests {
  /// 1e-320, a subnormal: positive, but a width divided by it is infinite.
  static let tiny = "0." + String(repeating: "0", count: 319) + "1"

  @Test("screen 1e-320x844 written out is a located error, and :render draws the default screen")
  func subnormalScreen() {
    let (_, responses) = ReplTesting.session([
      "screen \(Self.tiny)x844", ReplTesting.bar, ":render",
    ])
    #expect(responses[0].failed)
    #expect(responses[0].text.contains("<repl>:1:8: error: a screen's width must be"))
    #expect(responses[2].text.contains("selected Home"))
  }

  /// The model itself takes any size (the language bounds it): the picture of a bar on a
  /// screen of any width, however absurd, is drawn without a trap and is as wide as asked.
  @Test(
    "the bar's picture is total for any screen width",
    arguments: [1e-320, 5e-324, 1e-300, 1, 1e15, 1.6e308, Double.greatestFiniteMagnitude])
  func pictureOfAnyScreen(width: Double) {
    for style in ["glass", "gooey", "bubble", "system"] {
      var session = ScenarioSession(file: "edge")
      let lines = ["tabbar \(style) Home Search Library Profile", "tap Search"]
      session.simulator.setScreen(Size(width: width, height: 844))
      for line in lines {
        let (parsed, diagnostics) = ScenarioParser.parseLine(line, file: "edge", line: 1)
        #expect(diagnostics.isEmpty)
        if let parsed { _ = session.execute(parsed) }
      }
      let picture = ReplSession.BarPicture.draw(session.simulator, width: 80, color: false)
      for line in picture.split(separator: "\n") {
        #expect(line.count <= 80, "\(style) at \(width): \(line)")
      }
    }
  }
}
