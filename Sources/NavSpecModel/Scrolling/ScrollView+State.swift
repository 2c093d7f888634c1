/// The scroll view's branches of the state tree (docs/components/scroll.md#state): `scroll`, the
/// scroll view on screen, and `scrolls[…]`, each tab's. Values are read at the environment's
/// instant, in closed form.
extension ScrollView {
  public static var keyedStateGroups: Set<String> { ["scrolls"] }

  /// Its leaves' domains (`ScreenComponent.valueDomains`), beside the branches that build them.
  public static let valueDomains: [String: ValueDomain] = [
    "scroll.phase": .words("phase", ScrollMotion.Phase.self),
    "scrolls[].phase": .words("phase", ScrollMotion.Phase.self),
  ]

  public func stateKeys(ofGroup group: String) -> [String]? {
    group == "scrolls" ? tabs : nil
  }

  public func stateChildren(_ demand: StateDemand, in environment: ComponentEnvironment)
    -> [StateNode.Child]
  {
    var children: [StateNode.Child] = []
    demand.add("scroll", to: &children) { selectedState(in: environment) }
    if !tabs.isEmpty {
      demand.add("scrolls", to: &children) {
        .branch(
          demand.keys(of: "scrolls", among: tabs).map { tab in
            .init(tab, .branch(motionState(scroll(tab).motion, at: environment.now)))
          })
      }
    }
    return children
  }

  private func motionState(_ motion: ScrollMotion, at now: VirtualTime) -> [StateNode.Child] {
    [
      .init("offset", .number(motion.offset(at: now))),
      .init("velocity", .number(motion.velocity(at: now))),
      .init("phase", .leaf(.string(motion.phase(at: now).rawValue))),
      .init("target", .number(motion.restingOffset)),
    ]
  }

  private func selectedState(in environment: ComponentEnvironment) -> StateNode {
    let scroll = currentScroll(in: environment)
    let now = environment.now
    return .branch(
      motionState(scroll.motion, at: now) + [
        .init("tracking", .leaf(.bool(touch != nil))),
        .init("onScreen", .leaf(.bool(scroll.isOnScreen))),
        .init("maxOffset", .number(scroll.maxOffset)),
        .init("content", .branch([.init("height", .number(contentHeight))])),
        .init(
          "insets",
          .branch([
            .init("top", .number(scroll.topInset)), .init("bottom", .number(scroll.bottomInset)),
          ])),
        .init("viewport", .rect(scroll.viewport)),
        .init("rate", .number(rate.perMillisecond)),
        .init("page", .number(Double(Self.page(at: scroll.motion.offset(at: now), of: scroll)))),
        .init("pages", .number(Double(Self.pageCount(scroll)))),
      ])
  }
}
