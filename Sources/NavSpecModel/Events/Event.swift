/// One thing the model emitted, stamped with the virtual time it happened at.
public struct Event: Hashable, Sendable {
  public struct Argument: Hashable, Sendable {
    public var label: String
    public var value: StateValue

    public init(_ label: String, _ value: StateValue) {
      self.label = label
      self.value = value
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
}
