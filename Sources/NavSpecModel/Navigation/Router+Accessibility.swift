/// The navigation bar as VoiceOver sees it: the back button (labelled with the previous screen's
/// title, as UIKit's is) and the screen's title, a heading. They come before the tab bar in
/// reading order, as the bar sits above the content.
extension Router {
  /// The back button's identifier in scenarios (`voiceover focus back-button`).
  public static let backButtonIdentifier = "back-button"
  /// The title's identifier in scenarios (`expect voiceover.focus == screen-title`).
  public static let titleIdentifier = "screen-title"

  /// The back button's title on `stack` as `environment` shows it: the previous screen's, "More"
  /// on the root of a tab pushed from the More list, none while the More list covers the tab.
  static func backTitle(of stack: NavigationStack, in environment: ComponentEnvironment) -> String?
  {
    let navigation = environment.containerNavigation
    guard !navigation.coversContent else { return nil }
    return stack.backTitle ?? navigation.rootBackTitle
  }

  public func accessibilityElements(
    tab: String, layout: NavigationLayout, rootBackTitle: String? = nil
  ) -> [AccessibilityElement] {
    let stack = stack(tab)
    var elements: [AccessibilityElement] = []
    if let back = stack.backTitle ?? rootBackTitle {
      elements.append(
        AccessibilityElement(
          identifier: Self.backButtonIdentifier, label: back, value: "", hint: "",
          traits: [.button, .backButton], frame: layout.backButton, position: 1, count: 1,
          containerTrait: nil))
    }
    elements.append(
      AccessibilityElement(
        identifier: Self.titleIdentifier, label: stack.topTitle, value: "", hint: "",
        traits: [.header], frame: layout.title, position: 1, count: 1, containerTrait: nil))
    return elements
  }
}
