/// The TabView as VoiceOver sees it. In the tab bar each shown tab reads "Selected, Library, Tab,
/// 2 of 3", counting only the items shown (docs/platform-facts.md#how-voiceover-reads-a-tab), the
/// More item among them ("More, Tab, 5 of 5"); in the sidebar each row reads as a row of its
/// section, "Forest Life, Row, 2 of 2, Collections". While the More list is on display, its title
/// ("More, Heading"), its Edit button and its rows ("Photos, Row, 1 of 4") come first, top to
/// bottom, then the bar (docs/components/tabview.md#accessibility-of-the-more-tab). A hidden
/// sidebar has no elements.
extension SystemTabView {
  /// The sidebar container's traits, also the More list's.
  public static let sidebarTraits: [AccessibilityTrait] = [.list]

  public func accessibilityElements(
    layout: Layout, safeAreaTop: Double, direction: LayoutDirection
  ) -> [AccessibilityElement] {
    let placed = placedTabs(in: layout, safeAreaTop: safeAreaTop, direction: direction)
    guard layout.tabBar != nil else { return accessibilityElements(placed: placed) }
    // The More list above the bar, in reading order: its bar, then its rows; then the bar's
    // tabs and the More item.
    var elements: [AccessibilityElement] = []
    if more.isListShown {
      elements += moreListBarElements(
        moreListNavigation(in: layout, safeAreaTop: safeAreaTop, direction: direction))
      elements += accessibilityElements(placed: placed.filter { $0.container == .list })
    }
    elements += accessibilityElements(placed: placed.filter { $0.container == .tabBar })
    if let item = moreItemElement(in: layout, direction: direction) { elements.append(item) }
    return elements
  }

  /// The elements of tabs already placed, in their order.
  func accessibilityElements(placed: [PlacedTab]) -> [AccessibilityElement] {
    placed.map {
      $0.tab.item.accessibilityElement(
        selected: $0.isSelected, frame: $0.frame, position: $0.position, count: $0.count,
        container: $0.container, section: $0.section)
    }
  }

  /// The More item: a tab of the bar, last, labelled "More"; selected while the More list or one
  /// of its tabs is on display.
  public func moreItemElement(in layout: Layout, direction: LayoutDirection)
    -> AccessibilityElement?
  {
    guard let frame = moreItemFrame(in: layout, direction: direction) else { return nil }
    let count = barSplit.itemCount
    return AccessibilityElement(
      identifier: Self.moreItemIdentifier, label: Self.moreTitle, value: "", hint: "",
      traits: isMoreSelected ? [.button, .selected] : [.button], frame: frame,
      position: count, count: count, containerTrait: .tabBar)
  }

  /// The More list's navigation bar: its title, a heading with the screen title's identifier
  /// (it is the screen's title, as the router's is on a tab's screen), and the Edit button when
  /// the user may rearrange the tabs.
  func moreListBarElements(_ navigation: NavigationLayout) -> [AccessibilityElement] {
    var elements = [
      AccessibilityElement(
        identifier: Router.titleIdentifier, label: Self.moreTitle, value: "", hint: "",
        traits: [.header], frame: navigation.title, position: 1, count: 1, containerTrait: nil)
    ]
    if offersMoreEditing {
      elements.append(
        AccessibilityElement(
          identifier: Self.editButtonIdentifier, label: Self.editButtonTitle, value: "",
          hint: "", traits: [.button], frame: navigation.trailingButton, position: 1, count: 1,
          containerTrait: nil))
    }
    return elements
  }
}
