/// What the scenario language hands the model: the scroll content (`scroll content 3000 rate
/// fast`) and VoiceOver's three-finger scroll (`voiceover-scroll down`).
extension Simulator {
  /// The scroll view, once the scenario declared its content.
  public var scrollView: ScrollView? { components.first(ScrollView.self) }

  /// Installs the scroll view on every tab's root screen (or the one screen without tabs), or
  /// changes its content height and rate; its scroll tells the other components where it is.
  public mutating func installScrollView(contentHeight: Double, rate: DecelerationRate) {
    let tabs = tabTitles ?? []
    var view = components.remove(ScrollView.self) ?? ScrollView(contentHeight: contentHeight)
    view.contentHeight = contentHeight
    view.rate = rate
    view.tabs = tabs
    components.install(view)
    withContext { components, context in
      components.modify(ScrollView.self) { $0.sendScroll(context: &context) }
    }
  }

  /// Where a `fling` without `from` puts the finger down: the centre of the visible content
  /// (between the top and bottom insets).
  public var scrollFlingStart: Point {
    let content = contentArea
    let visible = content.frame.height - content.topInset - content.bottomInset
    return Point(x: content.frame.center.x, y: content.frame.minY + content.topInset + visible / 2)
  }

  /// VoiceOver's three-finger swipe: pages the scroll view on screen and speaks the page
  /// ("Page 2 of 5"); at the edge it pages toward nothing happens.
  public mutating func voiceOverScroll(_ direction: ScrollView.PageDirection) throws(ModelError) {
    defer { showScreen() }
    guard settings.voiceOver else { throw .voiceOverIsOff }
    let announcement =
      withContext { components, context in
        components.modify(ScrollView.self) { $0.scrollPage(direction, context: &context) }
      } ?? nil
    guard let announcement else { return }
    // UIAccessibility's pageScrolled notification: VoiceOver speaks it and focus stays.
    voiceOver.lastSpoken = announcement
    events.append(
      Event(time: now, kind: .voiceOverSpoke, arguments: [.init("text", .string(announcement))]))
  }
}
