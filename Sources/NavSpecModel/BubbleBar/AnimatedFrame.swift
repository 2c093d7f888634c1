/// A rectangle whose origin and size animate: four `AnimatedValue`s that start together with the
/// same animation, which is what a frame change inside `withAnimation` does in SwiftUI (each
/// animatable component is interpolated on its own, and a spring retargeted mid-flight keeps
/// each component's velocity).
///
/// `x` is the distance from the edge the layout starts at. SwiftUI measures x from a view's
/// leading edge, on the right in a right-to-left layout ("When the layout direction is set to
/// right-to-left, the 0 horizontal value is on the right side of the view", Apple, "Making fine
/// adjustments to a view's position"; "SwiftUI horizontally flips the x position of each view
/// within its parent", Apple, `LayoutDirection`), so what it animates there is the leading edge's
/// distance from the right: made with `measuredFromRightOf`, the frame does the same, and a
/// mirrored layout moves exactly as the original does, mirrored, settling at the same instants.
/// UIKit's `frame.origin.x` is from the left in every direction (the default).
public struct AnimatedFrame: Hashable, Sendable {
  /// The distance of the frame's leading edge from the left, or from the right of a space
  /// `rightEdge` wide.
  public var x: AnimatedValue
  public var y: AnimatedValue
  public var width: AnimatedValue
  public var height: AnimatedValue
  /// The width of the space `x` is measured from the right of; nil when from the left.
  public private(set) var rightEdge: Double?

  /// Settles within 0.01 pt: our decision, as for the glass bar's pill, because a hundredth of a
  /// point is below a pixel on every iPhone.
  public static let epsilon = 0.01

  /// The component names, in the order `values` lists them (used in event properties).
  public static let componentNames = ["x", "y", "width", "height"]

  public init(_ rect: Rect, measuredFromRightOf rightEdge: Double? = nil) {
    self.rightEdge = rightEdge
    x = AnimatedValue(rightEdge.map { $0 - rect.maxX } ?? rect.minX, epsilon: Self.epsilon)
    y = AnimatedValue(rect.minY, epsilon: Self.epsilon)
    width = AnimatedValue(rect.width, epsilon: Self.epsilon)
    height = AnimatedValue(rect.height, epsilon: Self.epsilon)
  }

  public func rect(at time: VirtualTime) -> Rect {
    let width = width.value(at: time)
    return Rect(
      x: minX(x.value(at: time), width: width), y: y.value(at: time), width: width,
      height: height.value(at: time))
  }

  /// Where the frame is heading (the layout's frame).
  public var target: Rect {
    Rect(
      x: minX(x.target, width: width.target), y: y.target, width: width.target,
      height: height.target)
  }

  /// The left edge of a frame whose `x` is `x`.
  private func minX(_ x: Double, width: Double) -> Double {
    rightEdge.map { $0 - x - width } ?? x
  }

  /// The components `rect` gives, in `componentNames` order, `x` measured as this frame does.
  private func components(of rect: Rect) -> [Double] {
    [rightEdge.map { $0 - rect.maxX } ?? rect.minX, rect.minY, rect.width, rect.height]
  }

  /// A component's value as an app reads the frame: x is the left edge.
  private func shown(_ index: Int, _ values: [Double]) -> Double {
    index == 0 ? minX(values[0], width: values[2]) : values[index]
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

  /// Puts the frame on `rect` at once; `rightEdge` says where `x` is measured from from now on
  /// (a layout direction or a screen width changed).
  public mutating func jump(
    to rect: Rect, at time: VirtualTime, measuredFromRightOf rightEdge: Double?
  ) {
    self.rightEdge = rightEdge
    let targets = components(of: rect)
    for index in 0..<4 { update(index) { $0.jump(to: targets[index], at: time) } }
  }

  /// Moves towards `rect` with `spec`; a component already there and at rest does not move.
  /// Returns, for each component that started, its name, where it was and where it is going,
  /// as an app reads the frame (x the left edge).
  @discardableResult
  public mutating func animate(to rect: Rect, with spec: AnimationSpec, at time: VirtualTime)
    -> [(component: String, from: Double, to: Double)]
  {
    let targets = components(of: rect)
    let before = values.map { $0.value(at: time) }
    var started: [(component: String, from: Double, to: Double)] = []
    for index in 0..<4 {
      let value = values[index]
      guard before[index] != targets[index] || value.isAnimating(at: time) else { continue }
      update(index) { $0.animate(to: targets[index], with: spec, at: time) }
      started.append((Self.componentNames[index], shown(index, before), shown(index, targets)))
    }
    return started
  }

  /// Ends every running component at `time`, on its target, as a platform does when an
  /// animation's duration is over; returns each one's name and final value.
  public mutating func finish(at time: VirtualTime) -> [(component: String, value: Double)] {
    var finished: [(component: String, value: Double)] = []
    let targets = values.map(\.target)
    for index in 0..<4 {
      let value = values[index]
      guard value.isAnimating(at: time) || value.value(at: time) != value.target else { continue }
      update(index) { $0.jump(to: value.target, at: time) }
      finished.append((Self.componentNames[index], shown(index, targets)))
    }
    return finished
  }

  /// Components whose animation has settled by `time` are set to rest on their target; returns
  /// each one's name and final value.
  public mutating func settle(at time: VirtualTime) -> [(component: String, value: Double)] {
    var settled: [(component: String, value: Double)] = []
    let targets = values.map(\.target)
    for index in 0..<4 {
      let value = values[index]
      guard let settle = value.settleTime, settle <= time else { continue }
      update(index) { $0.jump(to: value.target, at: time) }
      settled.append((Self.componentNames[index], shown(index, targets)))
    }
    return settled
  }
}
