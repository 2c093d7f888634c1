/// "The highest that applies": a command that meets several outcomes exits with the worst.
extension ExitStatus: Comparable {
  static func < (left: ExitStatus, right: ExitStatus) -> Bool { left.rawValue < right.rawValue }
}
