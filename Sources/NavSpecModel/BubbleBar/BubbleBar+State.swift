/// The bubble bar's branches of the state tree: `selection`, `selectedIndex`, `bar`, `bubble` and
/// `tabs[…]` (docs/components/bubble.md#state-paths lists every path). A tab's branch is built
/// only when the demand reads it.
extension BubbleBar {
  public static var keyedStateGroups: Set<String> { ["tabs"] }

  /// Its leaves' domains (`ScreenComponent.valueDomains`), beside the branches that build them.
  public static let valueDomains: [String: ValueDomain] = ValueDomain.colours(under: "bubble")
    .merging(ValueDomain.colours(under: "tabs[].text")) { $1 }
    .merging([
      "selection": .tabTitle,
      "bar.style": .words("bar style", styles),
      "bar.variant": .words("variant", BubbleBarStyle.self),
      "bar.a11y.traits": .traits,
      "bubble.animation": .words(
        "animation", [BubbleMotion.swiftUI.name, BubbleMotion.uiKit.name]),
      "tabs[].title": .tabTitle,
      // The title as drawn, truncated to fit: open.
      "tabs[].text.shown": .text,
      "tabs[].text.weight": .textWeight,
      "tabs[].a11y.label": .text,
      "tabs[].a11y.spoken": .text,
      "tabs[].a11y.traits": .traits,
    ]) { $1 }

  public static let animatedProperties = AnimatedFrame.componentNames.map { "bubble.\($0)" }

  public func stateKeys(ofGroup group: String) -> [String]? {
    group == "tabs" ? titles : nil
  }

  public func stateChildren(_ demand: StateDemand, in environment: ComponentEnvironment)
    -> [StateNode.Child]
  {
    var bar = self
    bar.follow(environment.device)
    let now = environment.now
    var children: [StateNode.Child] = []
    demand.add("selection", to: &children) { .leaf(.string(bar.selectedTitle)) }
    demand.add("selectedIndex", to: &children) { .number(Double(bar.selectedIndex)) }
    demand.add("bar", to: &children) {
      .branch([
        .init("style", .leaf(.string("bubble"))),
        .init("variant", .leaf(.string(bar.style.rawValue))),
        .init("frame", .rect(bar.layout.containerFrame)),
        .init("cornerRadius", .number(bar.style.containerCornerRadius)),
        .init("count", .number(Double(bar.titles.count))),
        .init("lineHeight", .number(bar.typography.lineHeight)),
        // Not a tab bar: the design gives the container no accessibility trait.
        .init("a11y", .branch([.init("traits", .leaf(.list([])))])),
      ])
    }
    demand.add("bubble", to: &children) {
      .branch(
        [
          .init("frame", .rect(bar.bubble.rect(at: now))),
          .init("target", .rect(bar.bubble.target)),
          .init("cornerRadius", .number(bar.style.bubbleCornerRadius)),
          .init("animating", .leaf(.bool(bar.isBubbleAnimating(at: now)))),
          // Whether its motion follows the platform's own curve (SwiftUI's spring) or a
          // stand-in for one the platform does not publish (UIKit's), and that curve's name.
          .init("exact", .leaf(.bool(bar.style.bubbleMotion.isExact))),
          .init("animation", .leaf(.string(bar.style.bubbleMotion.name))),
          .init("a11y", .branch([.init("hidden", .leaf(.bool(true)))])),
        ] + bar.bubbleElement(in: environment).colorStateChildren)
    }
    demand.add("tabs", to: &children) {
      let wanted = Set(demand.keys(of: "tabs", among: bar.titles))
      return .branch(
        bar.titles.indices.filter { wanted.contains(bar.titles[$0]) }.map {
          .init(bar.titles[$0], bar.tabState($0, in: environment))
        })
    }
    return children
  }

  private func tabState(_ index: Int, in environment: ComponentEnvironment) -> StateNode {
    let element = accessibilityElement(for: index)
    let shown = layout.displayedTitles[index]
    let weight = self.weight(of: index)
    return .branch([
      .init("index", .number(Double(index))),
      .init("title", .leaf(.string(titles[index]))),
      .init("selected", .leaf(.bool(index == selectedIndex))),
      .init("frame", .rect(items[index].rect(at: environment.now))),
      .init("hitRegion", .rect(layout.itemFrames[index])),
      .init(
        "text",
        .branch(
          [
            .init("shown", .leaf(.string(shown))),
            .init("truncated", .leaf(.bool(shown != titles[index]))),
            .init("width", .number(layout.textWidths[index])),
            // Fixed: `.system(size:)` and `.systemFont(ofSize:)` do not follow Dynamic Type.
            .init("pointSize", .number(style.pointSize)),
            .init("weight", .leaf(.string(weight.rawValue))),
            .init("scalesWithDynamicType", .leaf(.bool(false))),
          ] + titleElement(index, in: environment).colorStateChildren)),
      .init(
        "a11y",
        .branch([
          .init("label", .leaf(.string(element.label))),
          .init("traits", .leaf(.list(element.traits.map(\.rawValue)))),
          .init("frame", .rect(element.frame)),
          .init("spoken", .leaf(.string(element.spokenDescription))),
          .init("focused", .leaf(.bool(environment.voiceOverFocus == titles[index]))),
        ])),
    ])
  }
}
