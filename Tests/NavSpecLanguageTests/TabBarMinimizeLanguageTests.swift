import NavSpecLanguage
import Testing

/// `minimize-behavior` and `minimize-threshold`: located errors with the nearest behaviour (also
/// for SwiftUI's spelling), a positive threshold, and the system TabView they need.
struct TabBarMinimizeLanguageTests {
  func messages(_ text: String) -> [String] { locatedMessages(text) }

  @Test func aMisspeltBehaviourNamesTheNearestOne() {
    let text =
      "tabbar system Home Library\nminimize-behavior onScrollDown\nminimize-behavior on-scrol-up\nexpect selection == Home\n"
    let expected =
      "unknown minimize behavior 'onScrollDown'; expected 'automatic', 'never', 'on-scroll-down' or 'on-scroll-up'"
    #expect(
      messages(text) == [
        "2:19: \(expected) | did you mean 'on-scroll-down'?",
        "3:19: unknown minimize behavior 'on-scrol-up'; expected 'automatic', 'never', 'on-scroll-down' or 'on-scroll-up' | did you mean 'on-scroll-up'?",
      ])
  }

  @Test func aBehaviourIsRequired() {
    let text = "tabbar system Home Library\nminimize-behavior\nexpect selection == Home\n"
    #expect(
      messages(text) == [
        "2:18: expected a minimize behavior ('automatic', 'never', 'on-scroll-down' or 'on-scroll-up') after 'minimize-behavior'"
      ])
  }

  @Test(arguments: ["0", "-3", "abc"])
  func theThresholdIsAPositiveDistance(value: String) {
    let text = "tabbar system Home Library\nminimize-threshold \(value)\nexpect selection == Home\n"
    let found = messages(text)
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("2:20: ") == true, "\(found)")
  }

  @Test(arguments: ["glass", "bubble", "gooey"])
  func theStatementsNeedTheSystemTabView(style: String) {
    let text =
      "tabbar \(style) Home Library\nminimize-behavior on-scroll-down\nexpect selection == Home\n"
    #expect(
      messages(text) == [
        "2:1: this needs the system TabView; declare it with 'tabbar system …' or 'tabbar sidebar-adaptable …'"
      ])
  }
}
