/// The three steps of the ball's droplet, as `animateToTab` runs them ("Gooey Tab Bar in
/// SwiftUI", section 4, "Ball Indicator with Droplet Effect").
public enum DropletPhase: String, Hashable, Sendable, CaseIterable {
  /// `withAnimation(.easeOut(duration: 0.1)) { ballScale = 0.6 }`, at the tap.
  case lift
  /// `asyncAfter(.now() + 0.25)`: `withAnimation(.spring(response: 0.2, dampingFraction: 0.4))
  /// { ballScale = 1.3 }`.
  case land
  /// `asyncAfter(.now() + 0.35)`: `withAnimation(.spring(response: 0.15, dampingFraction: 0.5))
  /// { ballScale = 1.0 }`.
  case settle

  /// Microseconds after the tap: 0, 250,000 and 350,000 (section 4's `asyncAfter` deadlines).
  public var delay: Int64 {
    switch self {
    case .lift: return 0
    case .land: return 250_000
    case .settle: return 350_000
    }
  }

  /// The scale the phase sets: 0.6, 1.3, 1.0 (section 4).
  public var scale: Double {
    switch self {
    case .lift: return 0.6
    case .land: return 1.3
    case .settle: return 1.0
    }
  }

  /// The phase's animation (section 4).
  public var animation: AnimationSpec {
    switch self {
    case .lift: return .easeOut(duration: 0.1)
    case .land: return .spring(response: 0.2, dampingFraction: 0.4)
    case .settle: return .spring(response: 0.15, dampingFraction: 0.5)
    }
  }

  /// The phases `asyncAfter` schedules, in the order it schedules them.
  static let delayed: [DropletPhase] = [.land, .settle]
}

/// A droplet phase waiting on the main queue. Nothing cancels it: a later tap schedules its own
/// phases beside it, as `DispatchQueue.main.asyncAfter` would (docs/components/gooey.md#rapid-taps).
public struct ScheduledDropletPhase: Hashable, Sendable {
  public var due: VirtualTime
  public var phase: DropletPhase
  /// The order it was scheduled in; phases due at one instant run in this order, as blocks the
  /// main queue holds for the same deadline do.
  public var sequence: Int
}
