import NavSpecModel

/// The steps `navspec check` tries from every state: a finite list of scenario lines, read from
/// the model as it is (its tabs, parts, routes, settings), in a fixed order so that the search
/// and its shortest counterexample are the same on every run (docs/explore.md#exhaustive-checking
/// lists them). A line the checker rejects or the model refuses in a state (`tap back` with no
/// back button, `voiceover activate` with VoiceOver off) is not a transition: it means nothing
/// there.
///
/// Each line leaves the model at a defined instant: a tap's 50 ms hold (`GestureSynthesizer`),
/// a raw touch move or lift one 60 Hz frame after the last sample (`frame`), every other line at
/// the instant it runs; `settle` is its own action, so an action may land mid-animation.
enum DiscreteAction {
  /// A touch sample's interval: one frame at 60 Hz, to the microsecond below (the same frame
  /// `navspec explore` uses, docs/explore.md#generation).
  static let frame = "+16667us"

  /// Every line to try from the model as `targets` read it, in order.
  static func lines(_ targets: ExplorationTargets, settings: Settings) -> [String] {
    var lines: [String] = []
    let parts = indicatorParts(targets)
    let tabRow = targets.tabFrames.first?.midY ?? targets.screenHeight / 2
    if targets.fingersDown.isEmpty {
      lines += targets.titles.map { "tap \(InteractionGenerator.name($0))" }
      lines += parts.map { "tap \($0.root)" }
      if targets.depth > 0 { lines.append("tap back") }
      // A press on the indicator: the start of a drag, which the moves below carry on.
      lines += parts.map { "touch down \(InteractionGenerator.point($0.midX, $0.midY))" }
    } else {
      // The finger pressed on an indicator moves to each tab and past both ends of the bar,
      // then lifts.
      let points: [(x: Double, y: Double)] =
        targets.tabFrames.map { ($0.midX, $0.midY) } + [(0, tabRow), (targets.screenWidth, tabRow)]
      lines += points.map { "\(frame) touch move \(InteractionGenerator.point($0.x, $0.y))" }
      lines.append("\(frame) touch up")
    }
    for route in targets.routes {
      lines += route.ids.map {
        "open \(Spelling.quote("\(targets.urlScheme)://\(route.type)/\($0)"))"
      }
      // One item the route does not have: a rejected link is where a router's defects hide.
      if let id = route.ids.first {
        lines.append("open \(Spelling.quote("\(targets.urlScheme)://\(route.type)/\(id)-missing"))")
      }
    }
    if targets.hasSystemTabView {
      for title in targets.titles {
        lines.append("hide \(InteractionGenerator.name(title))")
        lines.append("show \(InteractionGenerator.name(title))")
      }
    }
    lines += settingLines(settings)
    if targets.voiceOverOn {
      lines += ["voiceover next", "voiceover activate"]
    }
    lines.append("settle")
    return lines
  }

  /// The indicator parts the state shows a frame for (the pill, the ball, the bubble), each once.
  private static func indicatorParts(_ targets: ExplorationTargets) -> [ExplorationTargets.Frame] {
    TabContainerPart.allCases.compactMap { part in
      targets.frames.first { $0.root == part.rawValue && !$0.isAccessibility }
    }
  }

  /// Each setting changed: a switch to its other value; a choice of more values to the next one
  /// in the model's table (wrapping), and to the last one (the largest text size, for one) when
  /// that is another.
  static func settingLines(_ settings: Settings) -> [String] {
    var lines: [String] = []
    for descriptor in Settings.descriptors {
      let values = descriptor.values
      guard let current = settings.value(named: descriptor.name),
        let index = values.firstIndex(of: current), values.count > 1
      else { continue }
      var targets = [values[(index + 1) % values.count]]
      if let last = values.last, !targets.contains(last), last != current { targets.append(last) }
      lines += targets.map { "set \(descriptor.name) \($0)" }
    }
    return lines
  }
}
