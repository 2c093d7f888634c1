/// Raw touches to components. A finger that lands is offered to each component, top layer first:
/// the first to claim it owns it for its whole life, and a component that covers the point
/// without claiming it (a bar whose one finger is already taken) keeps it from the layers below.
/// Moves, the lift and a cancel go to the owner alone. docs/architecture.md draws the way.
extension Simulator {
  mutating func routeToComponents(_ touch: Touch) {
    let (finger, point) = (touch.finger, touch.location)
    switch touch.phase {
    case .down:
      // Read before any component changes: every component sees the screen the finger landed on.
      let environment = currentEnvironment()
      let device = environment.device
      for index in 0..<components.count {
        let claimed = call(index, in: environment) { component, context in
          component.touchBegan(finger: finger, at: point, context: &context)
        }
        if claimed {
          fingerOwners[finger] = components.typeIdentifier(at: index)
          return
        }
        let regions = components[index].layout(on: device).hitRegions
        if regions.contains(where: { $0.contains(point) }) { return }
      }
    case .move:
      guard let index = fingerOwners[finger].flatMap(components.index(of:)) else { return }
      call(index) { component, context in
        component.touchMoved(finger: finger, to: point, context: &context)
      }
    case .up:
      guard let index = fingerOwners.removeValue(forFinger: finger).flatMap(components.index(of:))
      else { return }
      call(index) { component, context in
        component.touchEnded(finger: finger, at: point, context: &context)
      }
    case .cancel:
      guard let index = fingerOwners.removeValue(forFinger: finger).flatMap(components.index(of:))
      else { return }
      call(index) { component, context in
        component.touchCancelled(finger: finger, context: &context)
      }
    }
  }
}
