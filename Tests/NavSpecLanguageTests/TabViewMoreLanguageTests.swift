import NavSpecLanguage
import Testing

/// The More item in the language: the bare word `more` (a tab titled "More" stays a tab), its
/// VoiceOver identifiers, and the located errors where it cannot be.
struct TabViewMoreLanguageTests {
  func messages(_ text: String) -> [String] { locatedMessages(text) }

  static let six = "tabbar system Home Search Library Profile Music Photos\n"

  @Test func moreIsTheMoreItemAndItsIdentifiersAreElements() {
    let text =
      Self.six
      + "tap more\nset voiceover on\nvoiceover focus more-tab\nvoiceover activate more-edit\n"
      + "voiceover focus screen-title\nexpect event moreListShown(cause: tap)\n"
    #expect(messages(text).isEmpty)
  }

  @Test func moreWithoutSuchATabPointsAtTheBareWord() {
    #expect(
      messages(Self.six + "tap More\nexpect selection == Home\n") == [
        "2:5: unknown tab 'More' | the More item is the bare word 'more', as in 'tap more'"
      ])
  }

  @Test func aTabTitledMoreIsATab() {
    let text =
      "tabbar system Home Search More Profile Music Photos\ntap More\ntap more\n"
      + "tap \"More\"\nexpect selection == More\n"
    #expect(messages(text).isEmpty)
  }

  @Test(arguments: ["glass", "bubble", "gooey"])
  func onlyTheSystemTabViewHasAMoreItem(style: String) {
    #expect(
      messages("tabbar \(style) Home Library\ntap more\nexpect selection == Home\n") == [
        "2:5: only the system TabView has a More item; declare it with 'tabbar system …'"
      ])
  }

  @Test func aTabTitledMoreInLowerCaseIsQuoted() {
    let text = "tabbar system Home more\ntap \"more\"\nexpect selection == more\n"
    #expect(messages(text).isEmpty)
  }

  @Test func theRunRefusesATabOfTheListWhileTheListIsOff() {
    let text = Self.six + "tap Photos\nexpect selection == Photos\n"
    let report = ScenarioPipeline.run(path: "t.scenario", text: text)
    let output = ReportFormat.human.render(RunReport(files: [report]))
    #expect(output.contains("tab 'Photos' is a row of the More list, which is not on display"))
  }
}
