import NavSpecModel

/// Writes the next step of a generated run as a scenario line, from what the model shows now
/// (`ExplorationTargets`) and a seeded generator. Lines are text so that every generated step is
/// parsed, checked and run exactly as a hand-written one, and a shrunk run is a valid scenario by
/// construction. The grammar and the weights are documented in docs/explore.md#generation.
///
/// Choices favour boundaries: the drag threshold (10 pt) and 0.5 pt either side, the edges and
/// half-widths of every frame, the seams between tabs, the 20 pt edge of the back swipe, the
/// tap's 50 ms, the double tap's 0.35 s, the long press's 0.5 s, and the exact instant the next
/// animation or timer falls due, 1 µs either side.
struct InteractionGenerator: Sendable {
  /// Lines of a plan under way (a raw touch sequence), each one step.
  private var pending: [String] = []
  /// The frames found under each branch of the root last time (`ExplorationTargets.FramesMemo`).
  private var framesMemo = ExplorationTargets.FramesMemo()

  init() {}

  /// A plan was broken (its line was refused): drop the rest of it.
  mutating func abandonPlan() {
    pending.removeAll()
  }

  /// The kinds of step and their weights (docs/explore.md#generation lists them).
  enum Kind: CaseIterable {
    case tapTitle, tapPoint, doubleTap, longPress, drag, touchSequence, fling, timing, setting,
      deepLink, navigation, persistence, tabView, voiceOver, tabChange
  }

  static func weight(of kind: Kind, _ targets: ExplorationTargets) -> Int {
    switch kind {
    case .tapTitle: return targets.titles.isEmpty ? 0 : 10
    case .tapPoint: return 8
    case .doubleTap: return 3
    case .longPress: return 4
    case .drag: return 8
    case .touchSequence: return 8
    case .fling: return targets.hasScroll ? 6 : 0
    case .timing: return 10
    case .setting: return 4
    case .deepLink: return targets.routes.isEmpty ? 0 : 4
    case .navigation: return targets.routes.isEmpty ? 0 : 6
    case .persistence: return 2
    case .tabView: return targets.hasSystemTabView ? 5 : 0
    case .voiceOver: return targets.voiceOverOn ? 8 : 0
    case .tabChange: return targets.titles.isEmpty ? 0 : 1
    }
  }

  /// The kinds whose lines aim at frames on screen (a point, a part, a drag): the targets' frames
  /// are read for these alone (`ExplorationTargets.withFrames(reusing:)`).
  static func aimsAtFrames(_ kind: Kind) -> Bool {
    switch kind {
    case .tapPoint, .doubleTap, .longPress, .drag, .touchSequence, .fling: true
    case .tapTitle, .timing, .setting, .deepLink, .navigation, .persistence, .tabView, .voiceOver,
      .tabChange:
      false
    }
  }

  mutating func nextLine(_ targets: ExplorationTargets, _ rng: inout SeededGenerator) -> String {
    if !pending.isEmpty { return pending.removeFirst() }
    if !targets.fingersDown.isEmpty, rng.chance(0.7) {
      return finishTouches(targets.withFrames(reusing: &framesMemo), &rng)
    }
    let kinds = Kind.allCases
    let kind = kinds[rng.weighted(kinds.map { Self.weight(of: $0, targets) })]
    let targets = Self.aimsAtFrames(kind) ? targets.withFrames(reusing: &framesMemo) : targets
    switch kind {
    case .tapTitle: return timed("tap \(title(targets, &rng))", targets, &rng)
    case .tapPoint: return timed("tap \(point(targets, &rng))", targets, &rng)
    case .doubleTap: return timed("double-tap \(target(targets, &rng))", targets, &rng)
    case .longPress:
      let duration = rng.chance(0.3) ? "" : " for \(formatDuration(longPressDuration(&rng)))"
      return timed("long-press \(target(targets, &rng))\(duration)", targets, &rng)
    case .drag: return timed(drag(targets, &rng), targets, &rng)
    case .touchSequence:
      pending = touchSequence(targets, &rng)
      return pending.removeFirst()
    case .fling: return timed(fling(targets, &rng), targets, &rng)
    case .timing: return timing(targets, &rng)
    case .setting: return timed(setting(&rng), targets, &rng)
    case .deepLink: return timed("open \(Spelling.quote(url(targets, &rng)))", targets, &rng)
    case .navigation: return timed(navigation(targets, &rng), targets, &rng)
    case .persistence: return timed(persistence(targets, &rng), targets, &rng)
    case .tabView: return timed(tabView(targets, &rng), targets, &rng)
    case .voiceOver: return timed(voiceOver(targets, &rng), targets, &rng)
    case .tabChange:
      let badge = rng.chance(0.3) ? "none" : String(rng.below(100))
      return timed("tab \(title(targets, &rng)) badge \(badge)", targets, &rng)
    }
  }

  // MARK: Times

  /// A time in microseconds, favouring the model's own thresholds and the next deadline.
  func boundaryDuration(_ targets: ExplorationTargets, _ rng: inout SeededGenerator) -> Int64 {
    if let until = targets.untilDeadline, rng.chance(0.4) {
      return max(1, rng.pick([until, until - 1, until + 1, until / 2, until / 4]))
    }
    let threshold = GestureThresholds.longPressMinimumDuration
    let gap = GestureThresholds.multiTapGap
    let tap = GestureSynthesizer.tapHold
    let candidates: [Int64] = [
      1, 1_000, 8_333, 16_000, tap - 1, tap, tap + 1, 100_000, 175_000, gap - 1, gap, gap + 1,
      threshold - 1, threshold, threshold + 1, 800_000, 1_000_000,
    ]
    if rng.chance(0.7) { return rng.pick(candidates) }
    return Int64(1 + rng.below(1_200)) * 1_000
  }

  private func longPressDuration(_ rng: inout SeededGenerator) -> Int64 {
    let threshold = GestureThresholds.longPressMinimumDuration
    return rng.pick([threshold - 1, threshold, threshold + 1, 300_000, 800_000, 1_200_000])
  }

  /// With some probability, `+D` in front of an input: an input that lands mid-animation.
  private func timed(_ line: String, _ targets: ExplorationTargets, _ rng: inout SeededGenerator)
    -> String
  {
    guard rng.chance(0.3) else { return line }
    return "+\(formatDuration(boundaryDuration(targets, &rng))) \(line)"
  }

  private func timing(_ targets: ExplorationTargets, _ rng: inout SeededGenerator) -> String {
    switch rng.weighted([6, 2, 2]) {
    case 0: return "wait \(formatDuration(boundaryDuration(targets, &rng)))"
    case 1: return "settle"
    default:
      return "at \(formatDuration(targets.now + boundaryDuration(targets, &rng)))"
    }
  }

  // MARK: Targets

  private func title(_ targets: ExplorationTargets, _ rng: inout SeededGenerator) -> String {
    guard !targets.titles.isEmpty else { return "(195, 422)" }
    return Self.name(rng.pick(targets.titles))
  }

  /// A title as a target: quoted when it is a bare word that means a part or a button (`pill`,
  /// `back`, `more`).
  static func name(_ title: String) -> String {
    reservedNames.contains(title) ? Spelling.quote(title) : ValueFormatter.quotedIfNeeded(title)
  }

  /// The bare words that name a part or a button rather than a tab.
  static let reservedNames = Set(TabContainerPart.allCases.map(\.rawValue) + ["back", "more"])

  /// A tab, a part, the back button, the More item or a point.
  private func target(_ targets: ExplorationTargets, _ rng: inout SeededGenerator) -> String {
    switch rng.weighted([5, 4, 1, targets.depth > 0 ? 1 : 0, targets.hasMoreItem ? 1 : 0]) {
    case 0 where !targets.titles.isEmpty: return title(targets, &rng)
    case 2:
      let parts = TabContainerPart.allCases.map(\.rawValue).filter { part in
        targets.frames.contains { $0.root == part }
      }
      if let part = parts.first { return part }
      return point(targets, &rng)
    case 3: return "back"
    case 4: return "more"
    default: return point(targets, &rng)
    }
  }

  /// A point, most often on a boundary of a frame the state shows.
  func point(_ targets: ExplorationTargets, _ rng: inout SeededGenerator) -> String {
    let (x, y) = coordinates(targets, &rng)
    return Self.point(x, y)
  }

  static func point(_ x: Double, _ y: Double) -> String {
    "(\(ValueFormatter.number(x)), \(ValueFormatter.number(y)))"
  }

  private func coordinates(_ targets: ExplorationTargets, _ rng: inout SeededGenerator)
    -> (Double, Double)
  {
    let nudge = rng.pick([0, 0.5, -0.5, 0, 1, -1])
    switch rng.weighted([4, 4, 3, 2, 1, 2]) {
    case 0 where targets.tabFrames.count > 1:
      // The seam between two tabs.
      let index = rng.below(targets.tabFrames.count - 1)
      let left = targets.tabFrames[index]
      return (left.x + left.width + nudge, left.midY)
    case 1 where !targets.frames.isEmpty:
      // An edge, a corner, the centre or a quarter of a frame.
      let frame = rng.pick(targets.frames)
      let xs = [frame.x, frame.x + frame.width, frame.midX, frame.x + frame.width / 4]
      let ys = [frame.y, frame.y + frame.height, frame.midY]
      return (rng.pick(xs) + nudge, rng.pick(ys) + rng.pick([0, 0.5, -0.5]))
    case 2 where !targets.tabFrames.isEmpty:
      let frame = rng.pick(targets.tabFrames)
      return (frame.midX + nudge, frame.midY)
    case 3:
      // The screen's edges, the back swipe's 20 pt edge zone, just outside.
      let width = targets.screenWidth
      let x = rng.pick([0, 0.5, 5, 19.5, 20, 20.5, width - 0.5, width, -1, width + 1])
      return (x, rng.pick(targets.frames.map(\.midY) + [targets.screenHeight / 2]))
    case 4:
      return (
        targets.screenWidth / 2, rng.pick([0, -1, targets.screenHeight, targets.screenHeight + 1])
      )
    default:
      // Half points across the screen; the language bounds a screen at 10,000 pt, and the
      // clamp keeps `+ 1` from overflowing whatever the model holds.
      let x = Double(rng.below(Int(clamping: min(max(targets.screenWidth, 0), 1e9) * 2) + 1)) / 2
      let y = Double(rng.below(Int(clamping: min(max(targets.screenHeight, 0), 1e9) * 2) + 1)) / 2
      return (x, y)
    }
  }

  // MARK: Gestures

  private func drag(_ targets: ExplorationTargets, _ rng: inout SeededGenerator) -> String {
    let threshold = GestureThresholds.dragMinimumDistance
    let time = rng.chance(0.3) ? "" : " in \(formatDuration(gestureDuration(targets, &rng)))"
    switch rng.weighted([4, 3, 2]) {
    case 0:
      return "drag \(target(targets, &rng)) to \(target(targets, &rng))\(time)"
    case 1:
      // Just under, at, or just over the drag threshold, from a boundary point.
      let (x, y) = coordinates(targets, &rng)
      let distance = threshold + rng.pick([-0.5, 0, 0.5, -1, 1, 30, -30 - threshold])
      let horizontal = rng.chance(0.8)
      let end = horizontal ? Self.point(x + distance, y) : Self.point(x, y - distance)
      return "drag \(Self.point(x, y)) to \(end)\(time)"
    default:
      // The back swipe: from the leading edge zone across the screen.
      let y = targets.screenHeight / 2
      let x = rng.pick([1, 5, 19.5, 20, 20.5])
      let end = rng.pick([
        targets.screenWidth / 2 - 0.5, targets.screenWidth / 2, 60, targets.screenWidth - 10,
      ])
      return "drag \(Self.point(x, y)) to \(Self.point(end, y))\(time)"
    }
  }

  private func gestureDuration(_ targets: ExplorationTargets, _ rng: inout SeededGenerator)
    -> Int64
  {
    min(2_000_000, max(1_000, boundaryDuration(targets, &rng)))
  }

  /// `touch down`, moves around the threshold, maybe a second finger, then a lift or a cancel
  /// (or nothing: the finger stays down for later steps).
  private func touchSequence(_ targets: ExplorationTargets, _ rng: inout SeededGenerator)
    -> [String]
  {
    var (x, y) = coordinates(targets, &rng)
    var lines = ["touch down \(Self.point(x, y))"]
    if rng.chance(0.3) {
      lines[0] = "+\(formatDuration(boundaryDuration(targets, &rng))) " + lines[0]
    }
    let secondAt = rng.chance(0.3) ? rng.below(4) : -1
    var second: (Double, Double)?
    for move in 0..<(1 + rng.below(6)) {
      if move == secondAt {
        let point = coordinates(targets, &rng)
        second = point
        lines.append(
          "+\(formatDuration(frameGap(&rng))) touch down 2 \(Self.point(point.0, point.1))")
      }
      let step = rng.pick([2, 4.5, 5, 9.5, 10, 10.5, 20, 60, -5, -10])
      if rng.chance(0.8) { x += step } else { y -= step }
      lines.append("+\(formatDuration(frameGap(&rng))) touch move \(Self.point(x, y))")
      if let point = second, rng.chance(0.5) {
        second = (point.0 + rng.pick([-10, 10, 0.5]), point.1)
        lines.append(
          "+\(formatDuration(frameGap(&rng))) touch move 2 \(Self.point(second!.0, second!.1))")
      }
    }
    if second != nil {
      lines.append(
        "+\(formatDuration(frameGap(&rng))) " + (rng.chance(0.7) ? "touch up 2" : "touch cancel 2"))
    }
    switch rng.weighted([7, 2, 1]) {
    case 0: lines.append("+\(formatDuration(frameGap(&rng))) touch up")
    case 1: lines.append("+\(formatDuration(frameGap(&rng))) touch cancel")
    default: break
    }
    return lines
  }

  /// The time between two samples: a frame at 120 Hz or 60 Hz, or a boundary.
  private func frameGap(_ rng: inout SeededGenerator) -> Int64 {
    rng.pick([8_333, 16_000, 16_667, 1, 50_000, 100_000, 499_999, 500_000])
  }

  /// Lifts or cancels the fingers a sequence left down.
  private func finishTouches(_ targets: ExplorationTargets, _ rng: inout SeededGenerator) -> String
  {
    let finger = rng.pick(targets.fingersDown)
    let suffix = finger == 1 ? "" : " \(finger)"
    switch rng.weighted([5, 2, 3]) {
    case 0: return "+\(formatDuration(frameGap(&rng))) touch up\(suffix)"
    case 1: return "touch cancel\(suffix)"
    default: return "+\(formatDuration(frameGap(&rng))) touch move\(suffix) \(point(targets, &rng))"
    }
  }

  private func fling(_ targets: ExplorationTargets, _ rng: inout SeededGenerator) -> String {
    let direction = rng.chance(0.5) ? "up" : "down"
    let speed = rng.chance(0.5) ? rng.pick([1, 50, 100, 250, 1500, 5000]) : 1 + rng.below(8_000)
    guard rng.chance(0.3) else { return "fling \(direction) \(speed)" }
    let duration = formatDuration(min(1_000_000, max(1_000, boundaryDuration(targets, &rng))))
    return "fling \(direction) \(speed) from \(point(targets, &rng)) in \(duration)"
  }

  // MARK: The app and the user

  private func setting(_ rng: inout SeededGenerator) -> String {
    let descriptor = rng.pick(Settings.descriptors)
    return "set \(descriptor.name) \(rng.pick(descriptor.values))"
  }

  /// A deep link: valid (one or two route items) or invalid in one of the ways links go wrong.
  private func url(_ targets: ExplorationTargets, _ rng: inout SeededGenerator) -> String {
    let scheme = targets.urlScheme
    guard !targets.routes.isEmpty else { return "\(scheme)://nowhere" }
    let route = rng.pick(targets.routes)
    guard let id = route.ids.first else { return "\(scheme)://\(route.type)" }
    let item = rng.pick(route.ids)
    switch rng.weighted([5, 2, 1, 1, 1, 1, 1, 1, 1]) {
    case 0: return "\(scheme)://\(route.type)/\(item)"
    case 1:
      let other = rng.pick(targets.routes)
      return
        "\(scheme)://\(route.type)/\(item)/\(other.type)/\(rng.pick(other.ids.isEmpty ? [id] : other.ids))"
    case 2: return "\(scheme)://\(route.type)/\(item)-missing"
    case 3: return "\(scheme)://unknown/\(item)"
    case 4: return "other\(scheme)://\(route.type)/\(item)"
    case 5: return "\(scheme)://\(route.type)"
    case 6: return "\(scheme)://\(route.type)/\(item)/"
    case 7: return "\(scheme)://\(route.type.uppercased())/\(item)"
    default: return "\(scheme)://\(route.type)/\(item) extra"
    }
  }

  private func navigation(_ targets: ExplorationTargets, _ rng: inout SeededGenerator) -> String {
    let route = rng.pick(targets.routes)
    let item = route.ids.isEmpty ? "none" : rng.pick(route.ids)
    switch rng.weighted([6, 4, 1, 3, 1, 1]) {
    case 0: return "push \(route.type) \(item)"
    case 1: return "pop"
    case 2: return "pop to root"
    case 3: return "select \(title(targets, &rng))"
    case 4: return "replace path \(route.type) \(item)"
    default: return "delete \(route.type) \(item)"
    }
  }

  private func persistence(_ targets: ExplorationTargets, _ rng: inout SeededGenerator) -> String {
    switch rng.weighted([3, targets.savedStates.isEmpty ? 0 : 3, 1]) {
    case 0: return "save state as s\(1 + rng.below(2))"
    case 1: return "restore state \(rng.pick(targets.savedStates))"
    default:
      let text = rng.pick([
        "{\"version\":2}", "{", "{\"version\":1,\"paths\":{},\"selectedTab\":\"Nowhere\"}",
      ])
      return "restore state from \(Spelling.quote(text))"
    }
  }

  private func tabView(_ targets: ExplorationTargets, _ rng: inout SeededGenerator) -> String {
    switch rng.weighted([3, 3, 1, 1, 1, 1, 1, 1, 1, 1]) {
    case 0: return "hide \(title(targets, &rng))"
    case 1: return "show \(title(targets, &rng))"
    case 2: return "customize \(rng.chance(0.5) ? "hide" : "show") \(title(targets, &rng))"
    case 3: return "size-class \(rng.chance(0.5) ? "compact" : "regular")"
    case 4: return "accessory \(rng.chance(0.5) ? "on" : "off")"
    case 5: return "customize order \(title(targets, &rng)) \(title(targets, &rng))"
    case 6: return "columns \(rng.pick(["automatic", "all", "double-column", "detail-only"]))"
    case 7:
      let behaviours = ["automatic", "never", "on-scroll-down", "on-scroll-up"]
      return "minimize-behavior \(rng.pick(behaviours))"
    case 8:
      return rng.chance(0.5)
        ? "save customization as c\(1 + rng.below(2))"
        : "restore customization c\(1 + rng.below(2))"
    default:
      let text = rng.pick([
        "{\"version\":2}", "{", "{\"order\":[\"Nowhere\"],\"version\":1,\"visibility\":{}}",
      ])
      return "restore customization from \(Spelling.quote(text))"
    }
  }

  private func voiceOver(_ targets: ExplorationTargets, _ rng: inout SeededGenerator) -> String {
    switch rng.weighted([4, 2, 2, 2, 2, 1, targets.hasScroll ? 2 : 0, 1]) {
    case 0: return "voiceover next"
    case 1: return "voiceover previous"
    case 2: return "voiceover activate"
    case 3: return "voiceover activate \(title(targets, &rng))"
    case 4: return "voiceover focus \(title(targets, &rng))"
    case 5: return "voiceover escape"
    case 6: return "voiceover-scroll \(rng.chance(0.5) ? "down" : "up")"
    default: return "announce \(Spelling.quote(rng.pick(["Saved", "Page loaded"])))"
    }
  }
}
