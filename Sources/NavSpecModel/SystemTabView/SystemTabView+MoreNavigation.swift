/// What the user does with the More tab (docs/components/tabview.md#the-more-tab): the More
/// item, the rows of the More list, its Edit button, and the way back from a tab pushed from the
/// list. Each says what an app observes: `selectionChanged` when the app's selection changes,
/// `morePushed`, `moreListShown` and `moreReselected` for the More navigation itself.
extension SystemTabView {
  /// A tap or VoiceOver's double tap on a tab's item or sidebar row. While the More list covers
  /// the selected tab, its own item shows it again without changing the selection (so without
  /// `selectionChanged`) and without reselecting it: the tab was not on display.
  mutating func activateTab(_ title: String, cause: SelectionCause, context: inout ComponentContext)
  {
    if more.isListShown, title == selectedTitle {
      more.isListShown = false
      normalizeMore()
      context.send(.screenChanged)
      followScroll(context: &context)
      return
    }
    if activate(title, cause: cause, at: context.now, events: &context.events) != nil {
      context.send(.tabReselected(title, cause: cause))
    } else if selectedTitle == title {
      context.send(.tabSelected(title, cause: cause))
      followScroll(context: &context)
    }
  }

  /// A tap or VoiceOver's double tap on the More item.
  /// - From a tab on the bar: the More navigation shows what it holds, the tab pushed last
  ///   (`selectionChanged` to it), else its list (`moreListShown`).
  /// - With More selected (`moreReselected`): as a selected tab's item pops its stack, it pops
  ///   the More navigation to its list (`moreListShown(cause: reselect)`); the router pops the
  ///   tab's own stack to its root (`poppedToRoot(cause: reselect)`).
  mutating func activateMoreItem(cause: SelectionCause, context: inout ComponentContext) {
    guard hasMoreItem else { return }
    if isMoreSelected {
      context.events.append(
        Event(
          time: context.now, kind: .moreReselected,
          arguments: [.init("cause", .string(cause.rawValue))]))
      guard !more.isListShown, let pushed = more.pushedTitle else { return }
      context.send(.rootPopped(pushed))
      showMoreList(cause: "reselect", context: &context)
      return
    }
    if let pushed = more.pushedTitle {
      select(pushed, cause: cause, context: &context)
      return
    }
    showMoreList(cause: cause.rawValue, context: &context)
  }

  /// A tap or VoiceOver's double tap on a row of the More list: its tab is pushed above the list
  /// and selected (`selectionChanged` when the selection changes, then `morePushed`); the router
  /// slides its screens in.
  mutating func pushFromMoreList(
    _ title: String, cause: SelectionCause, context: inout ComponentContext
  ) {
    guard more.isListShown, moreTabs.contains(where: { $0.title == title }) else { return }
    let before = selectedTitle
    if title != selectedTitle {
      select(title, cause: cause, at: context.now, events: &context.events)
    } else {
      showSelected(cause: cause, at: context.now, events: &context.events)
    }
    // The row, when VoiceOver pushed it: focus returns there when the tab is popped.
    more.focusBeforePush = context.environment.voiceOverFocus
    context.send(.rootPushed(title))
    context.send(selectedTitle != before ? .tabSelected(title, cause: cause) : .screenChanged)
    followScroll(context: &context)
  }

  /// The router popped the root of the tab pushed from the list (its back button, the swipe,
  /// VoiceOver's escape): the list is on display again (`moreListShown` with the pop's cause),
  /// and VoiceOver returns to the row that pushed it. The selection keeps its value.
  mutating func returnToMoreList(
    from tab: String, cause: Router.PopCause, context: inout ComponentContext
  ) {
    guard !more.isListShown, more.pushedTitle == tab, tab == selectedTitle else { return }
    let focus = more.focusBeforePush
    showMoreList(cause: cause.rawValue, context: &context)
    if let focus { context.send(.voiceOverFocusAfterChange(focus)) }
  }

  /// The Edit button: UIKit presents the sheet where the user drags tabs onto the bar. The model
  /// records the tap (`buttonTapped(button: more-edit)`); what the user then arranges is the
  /// `customize order` statement's (docs/components/tabview.md#customisation).
  mutating func tapEditButton(cause: SelectionCause, context: inout ComponentContext) {
    guard more.isListShown, offersMoreEditing else { return }
    context.events.append(
      Event(
        time: context.now, kind: .buttonTapped,
        arguments: [
          .init("button", .string(Self.editButtonIdentifier)),
          .init("cause", .string(cause.rawValue)),
        ]))
  }

  /// The More list comes on display over the selected tab (which keeps its value): nothing of the
  /// tab is on screen, so the bar stops following its scroll view.
  private mutating func showMoreList(cause: String, context: inout ComponentContext) {
    more.isListShown = true
    more.pushedTitle = nil
    more.focusBeforePush = nil
    context.events.append(
      Event(
        time: context.now, kind: .moreListShown, arguments: [.init("cause", .string(cause))]))
    minimization.watched = nil
    minimization.crossing = nil
    context.send(.screenChanged)
  }
}
