/// VoiceOver's three-finger swipe: `accessibilityScroll(.down)` pages the content down by the
/// visible height less `pageOverlap`, clamped at the edges, and VoiceOver announces where it is,
/// "Page 2 of 5" (docs/components/scroll.md#voiceover).
extension ScrollView {
  /// Which way the content pages: `down` shows what is below (a three-finger swipe up).
  public enum PageDirection: String, Hashable, Sendable, CaseIterable {
    case up
    case down
  }

  /// How far one page moves: the visible height less the overlap (the whole visible height when
  /// that is no more than the overlap).
  static func pageStep(_ scroll: ContentScroll) -> Double {
    let visible = scroll.viewport.height - scroll.topInset - scroll.bottomInset
    return visible > pageOverlap ? visible - pageOverlap : max(visible, 1)
  }

  /// Pages are counted from the top, one per step, the last one ending at the bottom edge: 1 +
  /// ⌈maxOffset / step⌉ (1 when the content fits).
  static func pageCount(_ scroll: ContentScroll) -> Int {
    let step = pageStep(scroll)
    guard scroll.maxOffset > 0 else { return 1 }
    return Int(clamping: (scroll.maxOffset / step - 1e-9).rounded(.up) + 1)
  }

  /// The page an offset shows: the bottom edge is the last page, elsewhere 1 + ⌊offset / step⌋.
  static func page(at offset: Double, of scroll: ContentScroll) -> Int {
    let pages = pageCount(scroll)
    if offset >= scroll.maxOffset - 1e-9 { return pages }
    return min(
      pages, max(1, Int(clamping: (max(offset, 0) / pageStep(scroll) + 1e-9).rounded(.down) + 1)))
  }

  /// Pages the selected tab's content; returns the announcement, or nil at the edge it pages
  /// toward (nothing moves; VoiceOver plays its boundary sound, which the model does not log).
  mutating func scrollPage(_ direction: PageDirection, context: inout ComponentContext) -> String? {
    let environment = context.environment
    guard environment.showsRootScreen else { return nil }
    let now = context.now
    let key = Self.key(environment)
    let scroll = currentScroll(in: environment)
    let offset = scroll.motion.offset(at: now)
    let step = Self.pageStep(scroll)
    let target: Double
    switch direction {
    case .down: target = min(scroll.maxOffset, max(offset, 0) + step)
    case .up: target = max(0, min(offset, scroll.maxOffset) - step)
    }
    guard target != offset else { return nil }
    if let touch, touch.tab == key { release(touch, velocity: 0, context: &context) }
    scrolls[key, default: TabScroll()].stop(at: target, now: now)
    let page = Self.page(at: target, of: scroll)
    let pages = Self.pageCount(scroll)
    context.events.append(
      Self.event(
        .scrollPaged, key, now,
        [
          .init("page", .number(Double(page))), .init("pages", .number(Double(pages))),
          .init("offset", .number(target)),
        ]))
    sendScroll(context: &context)
    return "Page \(page) of \(pages)"
  }
}
