/// The state tree's `content` branch (where the content is) and its persistence branches
/// (`state.json`, `customization.json`); docs/model.md lists every path.
extension Simulator {
  func contentState(_ content: ContentArea) -> StateNode {
    .branch([
      .init("frame", .rect(content.frame)),
      .init(
        "insets",
        .branch([
          .init("top", .number(content.topInset)), .init("bottom", .number(content.bottomInset)),
        ])),
    ])
  }

  /// Only with the content branch: a glass bar alone keeps exactly the state tree it had.
  func persistenceState(_ demand: StateDemand, showsNavigationState: Bool) -> [StateNode.Child] {
    var children: [StateNode.Child] = []
    if showsNavigationState, demand.wants("state"), let json = stateJSON {
      children.append(.init("state", .branch([.init("json", .leaf(.string(json)))])))
    }
    if demand.wants("customization"), let json = customizationJSON {
      children.append(.init("customization", .branch([.init("json", .leaf(.string(json)))])))
    }
    return children
  }
}
