import Foundation
import NavSpecLanguage
import NavSpecModel
import Testing

@testable import NavSpecREPL

/// `:film FILE`: the last step as a filmstrip, from its input until the model is at rest.
struct ReplFilmTests {
  @Test func aTapIsFilmedUntilItsSlideEnds() throws {
    let folder = ReplTesting.directory("film-tap")
    let (session, responses) = ReplTesting.session(
      [ReplTesting.bar, "tap Library", "expect selection == Library", ":film tap.svg"],
      workingDirectory: folder)
    // The tap holds 50 ms, then the pill slides for 350 ms: at rest at 400 ms. Frames every
    // 16,667 µs from 0 below 400 ms are 24 (23 × 16,667 = 383,341), and the instant of rest.
    #expect(
      responses.last?.text
        == "wrote tap.svg: 25 frames of 'tap Library' from 0.000s to 0.400s every 0.016667s\n")
    let svg = try #require(ReplTesting.read(folder + "/tap.svg"))
    #expect(svg.contains("data-frames=\"25\""))
    #expect(svg.contains(">0.383341s</text>"))
    #expect(svg.contains(">0.400s</text>"))
    // The session is where it was.
    #expect(session.simulator.now == .milliseconds(50))
  }

  @Test func anHTMLNameGetsThePageWithTheSlider() throws {
    let folder = ReplTesting.directory("film-html")
    let (_, responses) = ReplTesting.session(
      [ReplTesting.bar, "tap Search", ":film tap.html --overlay"], workingDirectory: folder)
    #expect(responses.last?.failed == false)
    let page = try #require(ReplTesting.read(folder + "/tap.html"))
    #expect(page.contains("<input type=\"range\" id=\"instant\" min=\"0\" max=\"24\""))
    #expect(page.contains("data-overlay=\"true\""))
  }

  @Test func nothingToFilmOrAWrongCommandSaysSo() {
    let empty = ReplTesting.session([":film a.svg"]).1.last
    #expect(empty?.failed == true)
    #expect(empty?.text.contains("nothing to film yet") == true)
    let usage = ReplTesting.session([ReplTesting.bar, "tap Search", ":film"]).1.last
    #expect(usage?.text.contains(":film FILE [--overlay]") == true)
    let option = ReplTesting.session([ReplTesting.bar, "tap Search", ":film --loop"]).1.last
    #expect(option?.text.contains("unknown option '--loop'") == true)
  }
}
