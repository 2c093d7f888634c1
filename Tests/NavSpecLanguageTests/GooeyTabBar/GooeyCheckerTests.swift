import NavSpecLanguage
import Testing

/// The gooey tab bar's styles and parts, as the checker sees them: a part the declared container
/// lacks is a located error naming the styles that have one, before anything runs.
struct GooeyCheckerTests {
  func messages(_ text: String) -> [String] { locatedMessages(text) }

  @Test(arguments: ["gooey", "gooey-corrected"])
  func theGooeyBarHasNoPill(style: String) {
    let text = "tabbar \(style) Home Library\ntap pill\nexpect pill.offset == 0\n"
    #expect(
      messages(text) == [
        "2:5: this tab container has no pill; only 'tabbar glass' has one | to select a tab, name it: 'tap Home'",
        "3:8: this tab container has no pill; only 'tabbar glass' has one",
      ])
  }

  @Test(arguments: ["ball.scale", "ball.peakScale", "indent.centerX"])
  func theGlassBarHasNoBallOrIndent(path: String) {
    let text = "tabbar glass Home Library\nexpect \(path) == 1\n"
    let part = path.split(separator: ".")[0]
    #expect(
      messages(text) == [
        "2:8: this tab container has no \(part); only 'tabbar gooey' or 'tabbar gooey-corrected' has one"
      ])
  }

  @Test func theSystemTabViewHasNoIndent() {
    let text = "tabbar system Home Library\nexpect indent.path == \"\"\n"
    #expect(
      messages(text) == [
        "2:8: the system TabView has no indent; only 'tabbar gooey' or 'tabbar gooey-corrected' has one"
      ])
  }

  @Test func aMisspelledStyleSuggestsTheGooeyBar() {
    let found = messages("tabbar gooy Home\nexpect selection == Home\n")
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("1:8: unknown tab bar style 'gooy'") == true)
    #expect(found.first?.hasSuffix("| did you mean 'gooey'?") == true)
  }

  @Test func aMisspelledPathIntoTheBallSuggestsTheRightOne() {
    #expect(
      messages("tabbar gooey Home\nexpect ball.scal == 1\n") == [
        "2:13: 'ball' has no 'scal' | did you mean 'scale'?"
      ])
  }

  @Test func everyGooeyPathTheDocsNameIsAccepted() {
    let paths = [
      "selection == Home", "selectedIndex == 0", "bar.style == gooey", "bar.variant == document",
      "bar.frame.height == 75", "bar.slotWidth == 390", "bar.a11y.traits == []",
      "indent.centerX == 0", "indent.target == 195", "indent.velocity == 0",
      "indent.animating == true", "indent.width == 80", "indent.depth == 15",
      "indent.controlOffset == 20", "indent.dipY == 11.25", "indent.path contains \"M 0 75\"",
      "indent.curve.control1.y == 15", "ball.x == 0", "ball.y == 776.5", "ball.scale == 1",
      "ball.peakScale == 1", "ball.peakTime == 0", "ball.size == 8", "ball.frame.width == 8",
      "ball.animating == false", "ball.a11y.hidden == true", "indent.a11y.hidden == true",
      "droplet.pending == 0", "droplet.next == none", "tabs[Home].a11y.spoken == \"Home, Button\"",
      "tabs[Home].frame.width == 44",
    ]
    let text = "tabbar gooey Home\n" + paths.map { "expect \($0)\n" }.joined()
    #expect(messages(text).isEmpty)
    let report = ScenarioPipeline.run(path: "t.scenario", text: text)
    #expect(report.results.first?.passed == true, "\(report.results)")
  }
}
