/// One thing the model emitted, stamped with the virtual time it happened at.
public struct Event: Hashable, Sendable {
  public struct Argument: Hashable, Sendable {
    public var label: String
    public var value: StateValue
    /// A word that names the value too, which a pattern may write instead of it: the edge a
    /// bounce meets is its offset (`edge: 0`) and `top` or `bottom`. Not printed.
    public var name: String?

    public init(_ label: String, _ value: StateValue, name: String? = nil) {
      self.label = label
      self.value = value
      self.name = name
    }
  }

  public var time: VirtualTime
  public var kind: EventKind
  public var arguments: [Argument]

  public init(time: VirtualTime, kind: EventKind, arguments: [Argument] = []) {
    self.time = time
    self.kind = kind
    self.arguments = arguments
  }

  public func argument(_ label: String) -> StateValue? {
    arguments.first { $0.label == label }?.value
  }

  /// The word that also names argument `label`'s value (`Argument.name`), if it has one.
  public func argumentName(_ label: String) -> String? {
    arguments.first { $0.label == label }?.name
  }
}

/// The events more than one component emits, built one way.
extension Event {
  static func selectionChanged(
    from previous: String, to title: String, cause: SelectionCause, at time: VirtualTime
  ) -> Event {
    Event(
      time: time, kind: .selectionChanged,
      arguments: [
        .init("from", .string(previous)), .init("to", .string(title)),
        .init("cause", .string(cause.rawValue)),
      ])
  }

  static func reselected(_ title: String, cause: SelectionCause, at time: VirtualTime) -> Event {
    Event(
      time: time, kind: .reselected,
      arguments: [.init("tab", .string(title)), .init("cause", .string(cause.rawValue))])
  }

  static func animationBegan(
    _ property: String, from: Double, to: Double, _ spec: AnimationSpec, at time: VirtualTime
  ) -> Event {
    animationBegan(property, from: from, to: to, named: spec.name, at: time)
  }

  /// An animation whose name is not its curve's: a stand-in for a curve the platform does not
  /// publish says so in its name (the UIKit bubble's `approximateUIKitSpring(…)`).
  static func animationBegan(
    _ property: String, from: Double, to: Double, named name: String, at time: VirtualTime
  ) -> Event {
    Event(
      time: time, kind: .animationBegan,
      arguments: [
        .init("property", .string(property)), .init("from", .number(from)),
        .init("to", .number(to)), .init("animation", .string(name)),
      ])
  }

  static func animationSettled(_ property: String, value: Double, at time: VirtualTime) -> Event {
    Event(
      time: time, kind: .animationSettled,
      arguments: [.init("property", .string(property)), .init("value", .number(value))])
  }

  static func voiceOverActivated(_ identifier: String, at time: VirtualTime) -> Event {
    Event(time: time, kind: .voiceOverActivated, arguments: [.init("element", .string(identifier))])
  }
}
