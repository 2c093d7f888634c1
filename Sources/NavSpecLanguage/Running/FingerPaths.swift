import NavSpecModel

/// Where each finger that is down has been since it landed, for `navspec render --overlay`
/// ("the fingers down and their paths"). The model keeps only where a finger is now: a path
/// is a picture's concern, and keeping it in the model would make two states that differ only
/// in how a finger got where it is unequal (`navspec check` merges states by equality). So the
/// session that delivers the touches records them, when asked (`ScenarioSession.fingerPaths`).
public struct FingerPaths: Hashable, Sendable {
  /// The most points kept for one finger. Past it, every other point is dropped (the first and
  /// the newest always stay), so a drag of any length draws as a path of at most this many
  /// points: our decision, because a 10-second drag sampled at 120 Hz is 1,200 points, and a
  /// picture of a path needs far fewer than a point per frame to show its shape.
  public static let pointLimit = 256

  /// Each finger down, with the points it touched in order (its current point last).
  public private(set) var paths: [Int: [Point]] = [:]

  public init() {}

  /// Follows one delivered touch: a landing starts a path, a move extends it, a lift or a
  /// cancel ends it.
  public mutating func record(_ touch: Touch) {
    switch touch.phase {
    case .down:
      paths[touch.finger] = [touch.location]
    case .move:
      guard var path = paths[touch.finger] else { return }
      path.append(touch.location)
      if path.count > Self.pointLimit {
        let newest = path[path.count - 1]
        path = stride(from: 0, to: path.count - 1, by: 2).map { path[$0] } + [newest]
      }
      paths[touch.finger] = path
    case .up, .cancel:
      paths[touch.finger] = nil
    }
  }
}
