/// The domain of each event argument (`ValueDomain`): what the checker holds a pattern's written
/// value against, so that `expect no event selectionChanged(cause: tapp)` is an error rather
/// than a pass. docs/model.md#events lists them.
extension EventKind {
  /// The domain of argument `label`; nil for a label the event does not carry. Listed per kind,
  /// without a default: a new kind or argument must say what its values are (a test checks
  /// every label of `argumentLabels` has one).
  public func domain(ofArgument label: String) -> ValueDomain? {
    guard let domains = Self.argumentDomains[self] else { return nil }
    return domains.first { $0.label == label }?.domain
  }

  /// Every kind's arguments with their domains, built once: the checker asks for each argument
  /// of each pattern. A short list per kind, searched in order: comparing a few short labels
  /// costs less than hashing one.
  private static let argumentDomains: [EventKind: [(label: String, domain: ValueDomain)]] =
    Dictionary(
      uniqueKeysWithValues: allCases.map { kind in
        let listed = kind.listedDomains
        return (kind, kind.argumentLabels.compactMap { label in listed[label].map { (label, $0) } })
      })

  private var listedDomains: [String: ValueDomain] {
    let tab = ValueDomain.tabTitle
    // Scroll events carry `none` for a scroll view without tabs.
    let scrollTab = ValueDomain.orNone(.tabTitle)
    let selectionCause = ValueDomain.words("cause", SelectionCause.self)
    let domains: [String: ValueDomain]
    switch self {
    case .selectionChanged: domains = ["from": tab, "to": tab, "cause": selectionCause]
    case .reselected: domains = ["tab": tab, "cause": selectionCause]
    case .dragBegan: domains = ["from": tab]
    case .dragEnded: domains = ["to": tab, "translation": .number]
    case .longPressBegan: domains = ["tab": tab]
    case .largeContentViewerShown: domains = ["item": tab]
    // A tab's root pushed from the More list is the route `""` (docs/components/tabview.md).
    case .backSwipeBegan: domains = ["tab": tab, "route": .routePath]
    case .backSwipeEnded:
      domains = ["popped": .truthValue, "translation": .number, "velocity": .number]
    case .buttonTapped: domains = ["button": .element, "cause": selectionCause]
    case .moreListShown:
      // The More item's tap or VoiceOver, the pop that returned to the list, or the More item
      // tapped again (docs/components/tabview.md#events).
      let causes =
        SelectionCause.allCases.map(\.rawValue)
        + Router.PopCause.allCases.map(\.rawValue) + ["reselect"]
      domains = ["cause": .words("cause", Array(Set(causes)).sorted())]
    case .morePushed: domains = ["tab": tab, "cause": selectionCause]
    case .moreReselected: domains = ["cause": selectionCause]
    case .scrollBegan, .scrollCaught, .scrollEnded: domains = ["tab": scrollTab, "offset": .number]
    case .scrollEndedDragging:
      domains = [
        "tab": scrollTab, "offset": .number, "velocity": .number, "decelerates": .truthValue,
      ]
    case .scrollDecelerating: domains = ["tab": scrollTab, "velocity": .number, "target": .number]
    case .scrollBounced:
      domains = [
        "tab": scrollTab, "edge": .numberOrWords("edge", ScrollView.edgeNames),
        "velocity": .number,
      ]
    case .scrollToTop: domains = ["tab": scrollTab, "from": .number, "animated": .truthValue]
    case .scrollPaged:
      domains = ["tab": scrollTab, "page": .number, "pages": .number, "offset": .number]
    case .pushed: domains = ["tab": tab, "route": .route, "depth": .number]
    case .popped:
      domains = [
        "tab": tab, "route": .route, "depth": .number,
        "cause": .words("cause", Router.PopCause.self),
      ]
    case .poppedToRoot:
      domains = [
        "tab": tab, "count": .number, "cause": .words("cause", Router.PopToRootCause.self),
      ]
    case .pathReplaced: domains = ["tab": tab, "path": .routePath]
    case .deepLinkOpened: domains = ["url": .text, "tab": tab, "path": .routePath]
    case .deepLinkRejected: domains = ["url": .text, "reason": .text]
    case .stateSaved: domains = ["name": .savedState]
    case .stateRestored:
      // What was dropped may come from restored text, which can name anything: open.
      domains = ["name": .orNone(.savedState), "dropped": .orNone(.text)]
    case .stateRestoreRejected: domains = ["name": .orNone(.savedState), "reason": .text]
    case .customizationSaved: domains = ["name": .savedCustomization]
    case .customizationRestored:
      domains = ["name": .orNone(.savedCustomization), "dropped": .orNone(.text)]
    case .customizationRestoreRejected:
      domains = ["name": .orNone(.savedCustomization), "reason": .text]
    case .tabHidden, .tabShown:
      domains = ["tab": tab, "cause": .words("cause", SystemTabView.visibilityCauses)]
    case .tabsReordered: domains = ["order": .tabTitleList]
    case .columnVisibilityChanged:
      domains = [
        "visibility": .words("column visibility", ColumnVisibility.self),
        "columns": .words("columns", ColumnVisibility.columnSpellings),
      ]
    case .tabBarMinimized, .tabBarExpanded:
      domains = ["cause": .words("cause", TabBarMinimizeCause.self)]
    case .accessoryPlacementChanged:
      domains = ["placement": .words("placement", AccessoryPlacement.self)]
    case .voiceOverFocused, .voiceOverActivated: domains = ["element": .element]
    case .voiceOverSpoke: domains = ["text": .text, "hint": .text]
    case .voiceOverEscape: domains = ["handled": .truthValue]
    case .announcement: domains = ["text": .text]
    case .screenChanged: domains = ["focus": .element]
    case .animationBegan:
      // `animation` describes a curve with its parameters (`easeInOut(0.35s)`): open.
      domains = ["property": .animatedProperty, "from": .number, "to": .number, "animation": .text]
    case .animationSettled: domains = ["property": .animatedProperty, "value": .number]
    case .transitionBegan, .transitionEnded:
      domains = [
        "kind": .words("transition kind", NavigationTransition.Kind.self),
        "direction": .words("direction", NavigationTransition.Direction.self),
        "route": .routePath, "completed": .truthValue,
      ]
    case .settingChanged:
      domains = ["setting": .words("setting", Settings.names), "value": .settingValue]
    case .sizeClassChanged:
      domains = [
        "sizeClass": .words("size class", SizeClass.self),
        "presentation": .words("presentation", SystemTabView.Presentation.self),
      ]
    case .dragCancelled, .longPressEnded, .longPressCancelled, .largeContentViewerHidden,
      .backSwipeCancelled, .accessoryShown, .accessoryHidden, .layoutChanged:
      domains = [:]
    }
    return domains
  }
}
