import NavSpecLanguage
import NavSpecModel
import Testing

/// A root of the state tree that only some tab containers have is explained the same way for
/// every container: which roots need which container comes from the registered containers
/// themselves (`StateRoots.ofTabContainers`), so the gooey and bubble bars' roots get the error
/// the glass bar's `pill` gets, with no list of containers in the checker.
struct StateRootCheckerTests {
  func messages(_ text: String) -> [String] { locatedMessages(text) }

  @Test func aRootOnlyTheGooeyBarHasNamesTheGooeyStyles() {
    #expect(
      messages("tabbar glass Home Library\nexpect droplet.pending == 0\n") == [
        "2:8: this tab container has no droplet; only 'tabbar gooey' or 'tabbar gooey-corrected' has one"
      ])
    #expect(
      messages("tabbar bubble Home Library\nexpect ball.scale == 1\n") == [
        "2:8: this tab container has no ball; only 'tabbar gooey' or 'tabbar gooey-corrected' has one"
      ])
  }

  @Test func aRootOnlyTheBubbleBarHasNamesTheBubbleStyle() {
    #expect(
      messages("tabbar gooey Home Library\nexpect bubble.frame.x == 0\n") == [
        "2:8: this tab container has no bubble; only 'tabbar bubble' has one"
      ])
  }

  @Test func aRootOnlyTheSystemTabViewHasNamesItsStyles() {
    for style in ["glass", "gooey", "bubble"] {
      #expect(
        messages("tabbar \(style) Home\nexpect tabview.presentation == tabBar\n") == [
          "2:8: this tab container has no tabview; only 'tabbar system' or 'tabbar sidebar-adaptable' has one"
        ])
    }
  }

  /// Before any container, a root one of them has asks for the first container that has it.
  @Test func beforeAContainerTheMessageNamesOneThatHasTheRoot() {
    #expect(
      messages("expect bubble.frame.x == 0\nexpect ball.scale == 1\nexpect pill.offset == 0\n") == [
        "1:8: there is no tab bar yet; declare one with 'tabbar bubble ...'",
        "2:8: there is no tab bar yet; declare one with 'tabbar gooey ...'",
        "3:8: there is no tab bar yet; declare one with 'tabbar glass ...'",
      ])
  }

  @Test func everyRegisteredStyleHasItsOwnRoots() {
    #expect(StateRoots.ofTabContainers.map(\.style) == ComponentRegistry.styles)
    #expect(StateRoots.tabContainerStyles(having: "pill") == ["glass"])
    #expect(StateRoots.tabContainerStyles(having: "bubble") == ["bubble"])
    #expect(StateRoots.tabContainerStyles(having: "time").isEmpty)
    #expect(StateRoots.tabContainerStyles(having: "selection") == ComponentRegistry.styles)
  }
}
