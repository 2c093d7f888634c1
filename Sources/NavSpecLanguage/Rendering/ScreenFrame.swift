import NavSpecModel

/// One picture's worth of the screen: the model at an instant, and where the fingers that are
/// down have been (drawn by the overlay; empty when nobody recorded them).
public struct ScreenFrame: Sendable {
  /// The instant drawn.
  public var time: VirtualTime
  public var simulator: Simulator
  /// Each finger down with the points it has touched since it landed (`FingerPaths`).
  public var fingerPaths: [Int: [Point]]

  public init(time: VirtualTime, simulator: Simulator, fingerPaths: [Int: [Point]] = [:]) {
    self.time = time
    self.simulator = simulator
    self.fingerPaths = fingerPaths
  }

  /// The model as it is now, with no paths.
  public init(_ simulator: Simulator) {
    self.init(time: simulator.now, simulator: simulator)
  }
}
