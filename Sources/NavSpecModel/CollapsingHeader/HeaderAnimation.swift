/// One of the header's animated values (the background's height or its corner radius) with the
/// events it reports: `animationBegan` at each change, from the value drawn at that instant, and
/// `animationSettled` once, when the last change has finished.
struct HeaderAnimation: Hashable, Sendable {
  /// The `property` of its events: `header.height`, `header.radius`.
  let property: String
  var value: AnimatedValue
  /// Whether the settle of the last change has been reported.
  var settled = true

  init(_ property: String, at start: Double) {
    self.property = property
    value = AnimatedValue(start)
  }

  /// Heads for `target` from `time`, combined with the changes still running; nothing when it is
  /// already the target.
  mutating func set(_ target: Double, at time: VirtualTime, events: inout [Event]) {
    let presented = value.value(at: time)
    guard value.animate(to: target, with: CollapsingHeader.animation, at: time) else { return }
    settled = false
    events.append(
      .animationBegan(property, from: presented, to: target, CollapsingHeader.animation, at: time))
  }

  /// When the last change finishes, if its settle is still to be reported.
  var pendingSettle: VirtualTime? { settled ? nil : value.settleTime }

  /// Reports the settle once the last change has finished by `time`.
  mutating func settle(at time: VirtualTime, events: inout [Event]) {
    guard let finish = pendingSettle, finish <= time else { return }
    settled = true
    events.append(.animationSettled(property, value: value.target, at: time))
  }
}
