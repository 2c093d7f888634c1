@testable import NavSpecModel

/// Drives a gooey bar on its own, the way the simulator does: deadlines fire in time order as
/// the clock moves, inputs arrive at the current instant.
struct GooeyTabBarDriver {
  var bar: GooeyTabBar
  var now = VirtualTime.zero
  var settings = Settings()
  var events: [Event] = []

  /// A 390 x 844 screen with the bar's bottom on the screen's (no safe area): top at 769.
  static let frame = Rect(x: 0, y: 844 - 75, width: 390, height: 75)

  init(
    titles: [String] = ["Home", "Search", "Library", "Profile"],
    variant: GooeyTabBarVariant = .document, settings: Settings = Settings()
  ) {
    self.settings = settings
    bar = GooeyTabBar(
      titles: titles, frame: Self.frame, direction: settings.layoutDirection, variant: variant)
    bar.framesArrive(at: now, settings: settings, events: &events)
  }

  mutating func advance(toSeconds seconds: Double) {
    let time = VirtualTime.seconds(seconds)
    while let deadline = bar.nextDeadline, deadline <= time {
      now = max(now, deadline)
      bar.deadlineReached(at: now, direction: settings.layoutDirection, events: &events)
    }
    now = time
  }

  /// Runs until nothing moves or waits.
  mutating func settle() {
    while bar.isAnimating(at: now), let deadline = bar.nextDeadline {
      now = max(now, deadline)
      bar.deadlineReached(at: now, direction: settings.layoutDirection, events: &events)
    }
  }

  /// A tap whose lift is at `seconds` (the selection changes at the lift).
  mutating func tap(_ index: Int, liftAt seconds: Double) {
    advance(toSeconds: seconds)
    let center = bar.buttonFrame(index, direction: settings.layoutDirection).center
    _ = bar.touchDown(finger: 1, at: center, direction: settings.layoutDirection)
    bar.touchUp(finger: 1, at: center, time: now, settings: settings, events: &events)
  }

  func value(_ animated: AnimatedValue, at seconds: Double) -> Double {
    animated.value(at: .seconds(seconds))
  }

  func scale(at seconds: Double) -> Double { value(bar.ball.scale, at: seconds) }
  func centre(at seconds: Double) -> Double {
    bar.centerX(at: .seconds(seconds), direction: settings.layoutDirection)
  }
}
