/// What a component gets when it may change: the environment at this instant, the event log to
/// append what an app would observe to, and the signals it sends to the others.
///
/// The simulator moves its event log in and back out (`Simulator.withContext`), so appending
/// never copies the log.
public struct ComponentContext: Sendable {
  public var environment: ComponentEnvironment
  public var events: [Event]
  /// Sent during this call; the simulator delivers them to every component afterwards.
  public private(set) var signals: [ComponentSignal] = []

  public init(environment: ComponentEnvironment, events: [Event]) {
    self.environment = environment
    self.events = events
  }

  public var device: DeviceContext { environment.device }
  public var now: VirtualTime { environment.device.now }
  public var settings: Settings { environment.device.settings }
  public var direction: LayoutDirection { environment.device.direction }

  public mutating func send(_ signal: ComponentSignal) {
    signals.append(signal)
  }

  /// Hands the pending signals to the simulator for delivery.
  mutating func takeSignals() -> [ComponentSignal] {
    defer { signals = [] }
    return signals
  }
}
