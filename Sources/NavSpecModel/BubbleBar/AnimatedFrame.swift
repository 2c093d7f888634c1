/// A rectangle whose origin and size animate: four `AnimatedValue`s that start together with the
/// same animation, which is what a frame change inside `withAnimation` does in SwiftUI (each
/// animatable component is interpolated on its own, and a spring retargeted mid-flight keeps
/// each component's velocity).
public struct AnimatedFrame: Hashable, Sendable {
  public var x: AnimatedValue
  public var y: AnimatedValue
  public var width: AnimatedValue
  public var height: AnimatedValue

  /// Settles within 0.01 pt: our decision, as for the glass bar's pill, because a hundredth of a
  /// point is below a pixel on every iPhone.
  public static let epsilon = 0.01

  /// The component names, in the order `values` lists them (used in event properties).
  public static let componentNames = ["x", "y", "width", "height"]

  public init(_ rect: Rect) {
    x = AnimatedValue(rect.minX, epsilon: Self.epsilon)
    y = AnimatedValue(rect.minY, epsilon: Self.epsilon)
    width = AnimatedValue(rect.width, epsilon: Self.epsilon)
    height = AnimatedValue(rect.height, epsilon: Self.epsilon)
  }

  public func rect(at time: VirtualTime) -> Rect {
    Rect(
      x: x.value(at: time), y: y.value(at: time), width: width.value(at: time),
      height: height.value(at: time))
  }

  /// Where the frame is heading (the layout's frame).
  public var target: Rect {
    Rect(x: x.target, y: y.target, width: width.target, height: height.target)
  }

  var values: [AnimatedValue] { [x, y, width, height] }

  /// The components in `componentNames` order.
  private static var components: [WritableKeyPath<AnimatedFrame, AnimatedValue>] {
    [\.x, \.y, \.width, \.height]
  }

  private mutating func update(_ index: Int, _ change: (inout AnimatedValue) -> Void) {
    change(&self[keyPath: Self.components[index]])
  }

  public func isAnimating(at time: VirtualTime) -> Bool {
    values.contains { $0.isAnimating(at: time) }
  }

  public var nextSettleTime: VirtualTime? {
    values.compactMap(\.settleTime).min()
  }

  public mutating func jump(to rect: Rect, at time: VirtualTime) {
    let targets = [rect.minX, rect.minY, rect.width, rect.height]
    for index in 0..<4 { update(index) { $0.jump(to: targets[index], at: time) } }
  }

  /// Moves towards `rect` with `spec`; a component already there and at rest does not move.
  /// Returns, for each component that started, its name, where it was and where it is going.
  @discardableResult
  public mutating func animate(to rect: Rect, with spec: AnimationSpec, at time: VirtualTime)
    -> [(component: String, from: Double, to: Double)]
  {
    let targets = [rect.minX, rect.minY, rect.width, rect.height]
    var started: [(component: String, from: Double, to: Double)] = []
    for index in 0..<4 {
      let value = values[index]
      let from = value.value(at: time)
      guard from != targets[index] || value.isAnimating(at: time) else { continue }
      update(index) { $0.animate(to: targets[index], with: spec, at: time) }
      started.append((Self.componentNames[index], from, targets[index]))
    }
    return started
  }

  /// Ends every running component at `time`, on its target, as a platform does when an
  /// animation's duration is over; returns each one's name and final value.
  public mutating func finish(at time: VirtualTime) -> [(component: String, value: Double)] {
    var finished: [(component: String, value: Double)] = []
    for index in 0..<4 {
      let value = values[index]
      guard value.isAnimating(at: time) || value.value(at: time) != value.target else { continue }
      update(index) { $0.jump(to: value.target, at: time) }
      finished.append((Self.componentNames[index], value.target))
    }
    return finished
  }

  /// Components whose animation has settled by `time` are set to rest on their target; returns
  /// each one's name and final value.
  public mutating func settle(at time: VirtualTime) -> [(component: String, value: Double)] {
    var settled: [(component: String, value: Double)] = []
    for index in 0..<4 {
      let value = values[index]
      guard let settle = value.settleTime, settle <= time else { continue }
      update(index) { $0.jump(to: value.target, at: time) }
      settled.append((Self.componentNames[index], value.target))
    }
    return settled
  }
}
