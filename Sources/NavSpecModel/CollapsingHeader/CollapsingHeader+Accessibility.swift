/// The header as VoiceOver sees it: the title, then the search button. The background is a
/// decoration (docs/platform-facts.md#decorations-are-hidden); neither element moves when the
/// header collapses, because the background alone changes size.
extension CollapsingHeader {
  public func accessibilityElements(layout: CollapsingHeaderLayout) -> [AccessibilityElement] {
    [
      AccessibilityElement(
        identifier: Self.titleIdentifier, label: Self.title, value: "", hint: "",
        traits: titleIsHeading ? [.header] : [], frame: layout.title, position: 1, count: 2,
        containerTrait: nil),
      AccessibilityElement(
        identifier: Self.buttonIdentifier, label: Self.buttonLabel, value: "", hint: "",
        traits: [.button], frame: layout.button, position: 2, count: 2, containerTrait: nil),
    ]
  }
}
