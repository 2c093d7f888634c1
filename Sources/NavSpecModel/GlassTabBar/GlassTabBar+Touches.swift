/// Raw touches in, gestures out: this is where a tap becomes a selection, a drag moves the pill
/// and then becomes a selection, and a long press swells the pill.
///
/// The bar's drag (on the whole bar) and the pill's long press run simultaneously, as
/// the design prescribes (docs/design-inputs.md#simultaneous-drag-and-long-press): after the long
/// press has begun a drag may
/// follow, and the pill stays swollen until the finger lifts.
extension GlassTabBar {
  /// A finger went down. Returns false when the bar does not take it (outside the bar, or a finger
  /// is already tracked: a second finger is ignored for its whole life).
  mutating func touchDown(
    finger: Int, at point: Point, time: VirtualTime, settings: Settings
  ) -> Bool {
    guard tracking == nil, let tab = tabIndex(at: point, direction: settings.layoutDirection)
    else { return false }
    let onPill = pillFrame(at: time, direction: settings.layoutDirection).contains(point)
    let wantsLongPress = onPill || settings.dynamicType.isAccessibilitySize
    tracking = TrackedTouch(
      finger: finger, tap: TapRecognizer(tabIndex: tab), drag: DragRecognizer(startLocation: point),
      longPress: wantsLongPress ? LongPressRecognizer(startLocation: point, startTime: time) : nil,
      startedOnPill: onPill)
    return true
  }

  mutating func touchMoved(
    finger: Int, to point: Point, time: VirtualTime, settings: Settings, events: inout [Event]
  ) {
    guard var touch = tracking, touch.finger == finger else { return }
    touch.longPress?.move(to: point)
    if touch.drag.move(to: point) {
      touch.tap.cancel()
      events.append(
        Event(time: time, kind: .dragBegan, arguments: [.init("from", .string(selectedTab.title))]))
    }
    tracking = touch
    if touch.drag.hasBegun {
      pill.dragOffset = clampedDragOffset(touch.drag.leadingTranslation(settings.layoutDirection))
    }
    if let shown = largeContentViewerItem,
      let under = tabIndex(at: point, direction: settings.layoutDirection), under != shown
    {
      largeContentViewerItem = under
      events.append(
        Event(
          time: time, kind: .largeContentViewerShown,
          arguments: [.init("item", .string(tabs[under].title))]))
    }
  }

  /// Returns what the lift did to the selection (a tab selected or activated again), for the
  /// other components: a reselected tab's stack pops to the root.
  @discardableResult
  mutating func touchUp(
    finger: Int, at point: Point, time: VirtualTime, settings: Settings, events: inout [Event]
  ) -> ComponentSignal? {
    guard let touch = tracking, touch.finger == finger else { return nil }
    if point != touch.drag.location {
      touchMoved(finger: finger, to: point, time: time, settings: settings, events: &events)
    }
    guard let touch = tracking else { return nil }
    tracking = nil
    var outcome: ComponentSignal?
    let under = tabIndex(at: point, direction: settings.layoutDirection)
    if touch.drag.hasBegun {
      let offset = pill.dragOffset
      let nearest = nearestIndex(forDragOffset: offset)
      events.append(
        Event(
          time: time, kind: .dragEnded,
          arguments: [
            .init("to", .string(tabs[nearest].title)),
            .init("translation", .number(touch.drag.leadingTranslation(settings.layoutDirection))),
          ]))
      releaseDrag(at: time)
      outcome = select(nearest, cause: .drag, at: time, settings: settings, events: &events)
    } else if touch.tap.firesOnUp(over: under) {
      outcome = activate(
        touch.tap.tabIndex, cause: .tap, at: time, settings: settings, events: &events)
    } else if largeContentViewerItem != nil, let under {
      // Lifting over an item while the Large Content Viewer shows it selects it, as UITabBar does.
      outcome = activate(
        under, cause: .largeContentViewer, at: time, settings: settings, events: &events)
    }
    endLongPress(touch, cancelled: false, at: time, settings: settings, events: &events)
    return outcome
  }

  /// The system cancelled the touch: every gesture ends, the selection stays, the pill goes home.
  mutating func touchCancelled(
    finger: Int, time: VirtualTime, settings: Settings, events: inout [Event]
  ) {
    guard let touch = tracking, touch.finger == finger else { return }
    tracking = nil
    if touch.drag.hasBegun {
      events.append(Event(time: time, kind: .dragCancelled))
      releaseDrag(at: time)
      movePill(
        to: restingOffset(for: selectedIndex), at: time, settings: settings, events: &events)
    }
    endLongPress(touch, cancelled: true, at: time, settings: settings, events: &events)
  }

  private mutating func endLongPress(
    _ touch: TrackedTouch, cancelled: Bool, at time: VirtualTime, settings: Settings,
    events: inout [Event]
  ) {
    guard touch.longPress?.state == .began else { return }
    if touch.startedOnPill {
      events.append(Event(time: time, kind: cancelled ? .longPressCancelled : .longPressEnded))
      setPressed(false, at: time, settings: settings, events: &events)
    }
    if largeContentViewerItem != nil {
      largeContentViewerItem = nil
      events.append(Event(time: time, kind: .largeContentViewerHidden))
    }
  }

  /// When the tracked long press is due, if it is still possible.
  public var longPressDeadline: VirtualTime? { tracking?.longPress?.deadline }

  /// The clock reached the long-press deadline: the press begins, and no tap fires for this touch.
  mutating func longPressDeadlineReached(
    at time: VirtualTime, settings: Settings, events: inout [Event]
  ) {
    guard var touch = tracking, let deadline = touch.longPress?.deadline, deadline <= time,
      touch.longPress?.deadlineReached() == true
    else { return }
    touch.tap.cancel()
    tracking = touch
    if touch.startedOnPill {
      events.append(
        Event(
          time: time, kind: .longPressBegan, arguments: [.init("tab", .string(selectedTab.title))]))
      setPressed(true, at: time, settings: settings, events: &events)
    }
    if settings.dynamicType.isAccessibilitySize,
      let under = tabIndex(at: touch.drag.location, direction: settings.layoutDirection)
    {
      largeContentViewerItem = under
      events.append(
        Event(
          time: time, kind: .largeContentViewerShown,
          arguments: [.init("item", .string(tabs[under].title))]))
    }
  }
}
