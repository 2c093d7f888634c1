/// One raw touch sample, as UIKit delivers them: a finger (by id) going down, moving, lifting,
/// or being cancelled by the system.
public struct Touch: Hashable, Sendable {
  public enum Phase: String, Hashable, Sendable {
    case down
    case move
    case up
    case cancel
  }

  public var finger: Int
  public var phase: Phase
  public var location: Point

  public init(finger: Int, phase: Phase, location: Point) {
    self.finger = finger
    self.phase = phase
    self.location = location
  }
}
