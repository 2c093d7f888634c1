// A deterministic text rendering of the syntax tree: one node per line, indented two spaces per
// level, each located node ending in `@line:col`. Tests compare whole trees against expected
// text with it, so a change anywhere in the tree shows up as a readable diff:
//
//     Document "demo.scenario"
//       Scenario "Drag" @1:1
//         Drag in 300ms @2:1
//           From tab Home @2:6
//           To tab Library @2:14

extension ScenarioDocument {
  /// The whole document. A `Prelude` node appears only when there are prelude statements.
  public func dump() -> String {
    var writer = DumpWriter()
    writer.node(0, "Document \(quote(source.path))")
    for use in uses {
      writer.node(
        1, "Use \(quote(use.path.value)) \(use.flows.map(\.name.value))", at: use.path.location)
    }
    for flow in flows {
      writer.node(1, "Flow \(quote(flow.signature)) lines \(flow.body.count)", at: flow.range.start)
    }
    if !prelude.isEmpty {
      writer.node(1, "Prelude")
      for statement in prelude { statement.dump(into: &writer, depth: 2) }
    }
    for scenario in scenarios {
      let name = scenario.name.map(quote) ?? "(unnamed)"
      writer.node(1, "Scenario \(name)", at: scenario.location)
      for line in scenario.metadata { line.dump(into: &writer, depth: 2) }
      for statement in scenario.statements { statement.dump(into: &writer, depth: 2) }
    }
    return writer.text
  }
}

extension Statement {
  /// This statement and its children, starting at indentation level 0.
  public func dump() -> String {
    var writer = DumpWriter()
    dump(into: &writer, depth: 0)
    return writer.text
  }

  func dump(into writer: inout DumpWriter, depth: Int) {
    var header: String
    var children: [(String, SourceRange)] = []
    var events: [EventPattern] = []

    switch kind {
    case .scenario(let name):
      header = "Scenario \(quote(name))"
    case .tags(let tags):
      header = "Tags"
      children += tags.map { ("Tag \($0.value)", $0.range) }
    case .skip(let reason):
      header = "Skip \(quote(reason.value))"
    case .expectedFailure(let reason):
      header = "ExpectedFailure \(quote(reason.value))"
    case .screen(let width, let height):
      header = "Screen \(formatNumber(width))x\(formatNumber(height))"
    case .safeArea(let edge, let points):
      header = "SafeArea \(edge.rawValue) \(formatNumber(points))"
    case .frameRate(let rate):
      header = "FrameRate \(formatNumber(rate))"
    case .tabBar(let style, let titles):
      header = "TabBar"
      children.append(("Style \(Spelling.name(style.value))", style.range))
      children += titles.map { ("Title \(Spelling.name($0.value))", $0.range) }
    case .component(let statement):
      header = statement.dumpHeader
      children = statement.dumpChildren.map { ($0.label, $0.range) }
    case .tab(let title, let properties):
      header = "Tab"
      children.append(("Title \(Spelling.name(title.value))", title.range))
      children += properties.map { (describe($0.value), $0.range) }
    case .set(let setting, let value):
      header = "Set"
      children.append(("Setting \(Spelling.name(setting.value))", setting.range))
      children.append(("Value \(Spelling.name(value.value))", value.range))
    case .advance(let time):
      header = "At \(formatDuration(time))"
    case .wait(let duration):
      header = "Wait \(formatDuration(duration))"
    case .touch(let touch):
      header = "Touch \(touch.phase.value.rawValue)"
      if let finger = touch.finger { children.append(("Finger \(finger.value)", finger.range)) }
      if let point = touch.point {
        children.append(("Point \(describe(point.value.x, point.value.y))", point.range))
      }
    case .tap(let target):
      header = "Tap"
      children.append(("Target \(describe(target.value))", target.range))
    case .doubleTap(let target):
      header = "DoubleTap"
      children.append(("Target \(describe(target.value))", target.range))
    case .drag(let from, let to, let duration):
      header = "Drag" + (duration.map { " in \(formatDuration($0))" } ?? "")
      children.append(("From \(describe(from.value))", from.range))
      children.append(("To \(describe(to.value))", to.range))
    case .longPress(let target, let duration):
      header = "LongPress" + (duration.map { " for \(formatDuration($0))" } ?? "")
      children.append(("Target \(describe(target.value))", target.range))
    case .voiceOver(let command):
      header = "VoiceOver"
      children.append(("Command \(describe(command.value))", command.range))
    case .announce(let text):
      header = "Announce \(quote(text))"
    case .settle:
      header = "Settle"
    case .exhaustive(let on):
      header = "Exhaustive \(on ? "on" : "off")"
    case .expectValue(let expectation):
      header = "ExpectValue"
      children.append(("Path \(expectation.path)", expectation.path.range))
      children.append(
        ("Comparison \(expectation.comparison.value.rawValue)", expectation.comparison.range))
      let tolerance = expectation.tolerance.map { " ± \(formatNumber($0))" } ?? ""
      children.append(
        ("Value \(expectation.expected.value)\(tolerance)", expectation.expected.range))
    case .expectEvent(let pattern, let time, let tolerance):
      header = "ExpectEvent"
      if let time { header += " at \(formatDuration(time))" }
      if let tolerance { header += " ± \(formatDuration(tolerance))" }
      events = [pattern]
    case .expectNoEvent(let pattern):
      header = "ExpectNoEvent"
      events = [pattern]
    case .expectEvents(let patterns):
      header = "ExpectEvents (\(patterns.count))"
      events = patterns
    case .route(let type, let items, let tab):
      header = "Route"
      children.append(("Type \(Spelling.name(type.value))", type.range))
      children += items.map {
        ("Item \(Spelling.name($0.id.value)) \(Spelling.name($0.title.value))", $0.id.range)
      }
      if let tab { children.append(("In \(Spelling.name(tab.value))", tab.range)) }
    case .urlScheme(let scheme):
      header = "URLScheme"
      children.append(("Scheme \(Spelling.name(scheme.value))", scheme.range))
    case .push(let route):
      header = "Push"
      children.append((describe(route), route.range))
    case .pop(let toRoot):
      header = toRoot ? "PopToRoot" : "Pop"
    case .replacePath(let routes):
      header = "ReplacePath (\(routes.count))"
      children += routes.map { (describe($0), $0.range) }
    case .select(let tab):
      header = "Select"
      children.append(("Tab \(Spelling.name(tab.value))", tab.range))
    case .open(let url):
      header = "Open"
      children.append(("URL \(quote(url.value))", url.range))
    case .delete(let route):
      header = "Delete"
      children.append((describe(route), route.range))
    case .save(let kind, let name):
      header = "Save \(kind.rawValue)"
      children.append(("Name \(Spelling.name(name.value))", name.range))
    case .restore(let kind, let source):
      header = "Restore \(kind.rawValue)"
      switch source {
      case .named(let name): children.append(("Name \(Spelling.name(name.value))", name.range))
      case .json(let json): children.append(("JSON \(quote(json.value))", json.range))
      }
    case .customizeVisibility(let tab, let visible):
      header = visible ? "CustomizeShow" : "CustomizeHide"
      children.append(("Tab \(Spelling.name(tab.value))", tab.range))
    case .customizeOrder(let tabs):
      header = "CustomizeOrder"
      children += tabs.map { ("Tab \(Spelling.name($0.value))", $0.range) }
    case .tabHidden(let tab, let hidden):
      header = hidden ? "Hide" : "Show"
      children.append(("Tab \(Spelling.name(tab.value))", tab.range))
    case .section(let name, let tabs):
      header = "Section"
      children.append(("Name \(Spelling.name(name.value))", name.range))
      children += tabs.map { ("Tab \(Spelling.name($0.value))", $0.range) }
    case .role(let tab, let role):
      header = "Role"
      children.append(("Tab \(Spelling.name(tab.value))", tab.range))
      children.append(("Role \(role.value)", role.range))
    case .defaultVisibility(let tab, let hidden):
      header = "DefaultVisibility \(hidden ? "hidden" : "visible")"
      children.append(("Tab \(Spelling.name(tab.value))", tab.range))
    case .customizationBehavior(let tab, let enabled):
      header = "CustomizationBehavior \(enabled ? "automatic" : "disabled")"
      children.append(("Tab \(Spelling.name(tab.value))", tab.range))
    case .sizeClass(let sizeClass):
      header = "SizeClass \(sizeClass.value)"
    case .columns(let visibility):
      header = "Columns \(visibility.value)"
    case .accessory(let on):
      header = "Accessory \(on ? "on" : "off")"
    case .useFlows(let path):
      header = "Use \(quote(path.value))"
    case .flowHeader(let name, let parameters):
      header = "Flow"
      children.append(("Name \(Spelling.name(name.value))", name.range))
      children += parameters.map { ("Parameter \(Spelling.name($0.value))", $0.range) }
    case .flowEnd:
      header = "End"
    }
    // A flow's statement: which line of which flow it came from, outermost first.
    children += flowFrames.map {
      ("In flow \(Spelling.name($0.flow)) \($0.line.start.file)", $0.line)
    }

    switch timing {
    case .absolute(let time): header += " [at \(formatDuration(time))]"
    case .relative(let delay): header += " [+\(formatDuration(delay))]"
    case nil: break
    }
    writer.node(depth, header, at: range.start)
    for (label, range) in children { writer.node(depth + 1, label, at: range.start) }
    for pattern in events {
      writer.node(depth + 1, "Event \(Spelling.name(pattern.name.value))", at: pattern.range.start)
      for argument in pattern.arguments {
        let tolerance = argument.tolerance.map { " ± \(formatNumber($0))" } ?? ""
        writer.node(
          depth + 2, "Argument \(argument.label.value): \(argument.value.value)\(tolerance)",
          at: argument.label.range.start)
      }
    }
  }

  private func describe(_ target: Target) -> String {
    switch target {
    case .part(let part): part.rawValue
    case .point(let x, let y): "point \(describe(x, y))"
    case .tab(let title): "tab \(Spelling.name(title))"
    case .back: "back"
    case .more: "more"
    }
  }

  private func describe(_ route: RouteLiteral) -> String {
    "Route \(Spelling.name(route.type.value))/\(Spelling.name(route.id.value))"
  }

  private func describe(_ x: Double, _ y: Double) -> String {
    "(\(formatNumber(x)), \(formatNumber(y)))"
  }

  private func describe(_ property: TabProperty) -> String {
    switch property {
    case .badge(.count(let count)): "Badge \(count)"
    case .badge(.text(let text)): "Badge \(quote(text))"
    case .badge(.none): "Badge none"
    case .hint(let hint): "Hint \(quote(hint))"
    case .label(let label): "Label \(quote(label))"
    case .icon(let icon): "Icon \(Spelling.name(icon))"
    }
  }

  private func describe(_ command: VoiceOverCommand) -> String {
    switch command {
    case .next: "next"
    case .previous: "previous"
    case .escape: "escape"
    case .focus(let name): "focus \(Spelling.name(name))"
    case .activate(let name): "activate" + (name.map { " " + Spelling.name($0) } ?? "")
    }
  }
}

/// A name bare when it would lex back as one word, quoted otherwise.
struct DumpWriter {
  var text = ""

  mutating func node(_ depth: Int, _ label: String, at location: SourceLocation? = nil) {
    text += String(repeating: "  ", count: depth) + label
    if let location { text += " @\(location.line):\(location.column)" }
    text += "\n"
  }
}
