import NavSpecLanguage
import NavSpecModel
import NavSpecTestSupport
import Testing

/// Every value the model holds or emits has a domain, what it prints is accepted when typed
/// back, and a misspelt value is an error in every expectation form. Walked over the bundled
/// scenarios, which install every component: a new state leaf or event argument without a
/// domain, or a domain that rejects what the model prints, fails here.
struct ValueDomainCoverageTests {
  /// Not a value of any closed domain.
  static let misspelt = "zzqx9"

  @Test func everyEventArgumentHasADomain() {
    for kind in EventKind.allCases {
      for label in kind.argumentLabels {
        #expect(kind.domain(ofArgument: label) != nil, "\(kind.rawValue)(\(label):) has no domain")
      }
      #expect(kind.domain(ofArgument: "nope") == nil)
    }
    // As the checker resolved them before domains existed.
    #expect(EventKind.selectionChanged.tabArgumentLabels == ["from", "to"])
    #expect(EventKind.screenChanged.tabArgumentLabels == ["focus"])
    #expect(EventKind.pushed.tabArgumentLabels == ["tab"])
    #expect(EventKind.settingChanged.tabArgumentLabels == [])
  }

  /// One line appended to a scenario, and whether the checker must find an error in its value.
  struct Probe {
    var line: String
    /// The column where the value starts: an error before it is about the path (a key the
    /// reference model does not have), not the value.
    var valueColumn: Int
    var mustFail: Bool
  }

  @Test func corpusValuesHaveDomainsAndRoundTrip() throws {
    var seenPatterns = Set<String>()
    var problems: [String] = []
    var misspeltProbes = 0
    for path in PackageFiles.scenarioFiles() {
      let text = try PackageFiles.read(path)
      // The misspelt forms once per file, pattern and event argument: every key of a group has
      // the same domain, and a file's scenarios share their set-up.
      var probed = Set<String>()
      for scenario in Self.scenarios(of: text) {
        guard let (simulator, events) = Self.run(scenario) else { continue }
        var probes: [Probe] = []
        Self.walk(simulator.state(), path: []) { steps, spelled, value in
          let domain = simulator.valueDomain(at: steps)
          seenPatterns.insert(ValueDomain.pattern(of: steps))
          switch value {
          case .number, .bool:
            // Text holds a badge's count too.
            if let domain, !domain.holdsNumbers, domain.base != .truthValue, domain.base != .text {
              problems.append("\(path): \(spelled) holds \(value) but its domain is \(domain)")
            }
            return
          case .string, .list, .none:
            guard let domain else {
              problems.append("\(path): \(spelled) holds \(value) and has no domain")
              return
            }
            if case .none = value, !domain.allowsNone {
              problems.append("\(path): \(spelled) holds none but its domain is \(domain)")
            }
            let misspelt = probed.insert(ValueDomain.pattern(of: steps)).inserted
            probes += Self.probes(
              for: spelled, value: value, domain: domain, withMisspelt: misspelt)
          }
        }
        var typedBack = Set<String>()
        for event in events where typedBack.insert(ValueFormatter.event(event)).inserted {
          probes += Self.probes(for: event, withMisspelt: { probed.insert($0).inserted })
        }
        misspeltProbes += probes.filter(\.mustFail).count
        problems += Self.check(probes, appendedTo: scenario, path: path)
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(40).joined(separator: "\n"))")
    // The walk reached the closed domains (several thousand misspelt lines).
    #expect(misspeltProbes > 2_000, "only \(misspeltProbes) misspelt values were tried")
    // Every listed pattern is a leaf some scenario reaches: no table lists a leaf that is gone.
    var listed = Set(Simulator.ownValueDomains.keys)
    for component in ComponentRegistry.components {
      listed.formUnion(component.valueDomains.keys)
    }
    #expect(listed.subtracting(seenPatterns).sorted() == [])
  }

  // MARK: Probes

  /// The value typed back must pass; a misspelt one must fail in every form.
  static func probes(
    for path: String, value: StateValue, domain: ValueDomain, withMisspelt: Bool
  )
    -> [Probe]
  {
    // Open text accepts anything: nothing to type back.
    var probes =
      domain == .text
      ? [] : [probe("expect \(path) == ", ValueFormatter.value(value), mustFail: false)]
    guard withMisspelt, !domain.isOpen || (domain.base == .number && domain.allowsNone) else {
      return probes
    }
    for form in ["==", "!=", "contains", "!contains"] {
      probes.append(probe("expect \(path) \(form) ", misspelt, mustFail: true))
    }
    if case .wordSet = domain.base {
    } else {
      probes.append(probe("expect \(path) in ", "[\(misspelt)]", mustFail: true))
    }
    probes.append(probe("invariant \(path) != ", misspelt, mustFail: true))
    // `[*]` in place of the first key.
    if let open = path.firstIndex(of: "["), let close = path[open...].firstIndex(of: "]") {
      let every = path[..<open] + "[*]" + path[path.index(after: close)...]
      probes.append(probe("expect \(every) != ", misspelt, mustFail: true))
    }
    return probes
  }

  static func probes(for event: Event, withMisspelt: (String) -> Bool) -> [Probe] {
    let name = event.kind.rawValue
    var probes = [probe("expect event ", ValueFormatter.event(event), mustFail: false)]
    for argument in event.arguments {
      guard let domain = event.kind.domain(ofArgument: argument.label), !domain.isOpen,
        withMisspelt("\(name)(\(argument.label):)")
      else {
        continue
      }
      let pattern = "\(name)(\(argument.label): "
      probes.append(probe("expect no event \(pattern)", misspelt + ")", mustFail: true))
      probes.append(probe("expect event \(pattern)", misspelt + ")", mustFail: true))
      probes.append(probe("expect events [\(pattern)", misspelt + ")]", mustFail: true))
    }
    return probes
  }

  static func probe(_ head: String, _ value: String, mustFail: Bool) -> Probe {
    Probe(line: head + value, valueColumn: head.count + 1, mustFail: mustFail)
  }

  /// Compiles `scenario` with the probes appended, a batch at a time (a file shows its first
  /// 100 diagnostics), and says where the checker disagrees with a probe.
  static func check(_ probes: [Probe], appendedTo scenario: String, path: String) -> [String] {
    var problems: [String] = []
    let base = scenario.hasSuffix("\n") ? scenario : scenario + "\n"
    let firstLine = base.split(separator: "\n", omittingEmptySubsequences: false).count
    for start in stride(from: 0, to: probes.count, by: 60) {
      let batch = Array(probes[start..<min(start + 60, probes.count)])
      let text = base + batch.map(\.line).joined(separator: "\n") + "\n"
      let diagnostics = ScenarioPipeline.compile(SourceFile(path: path, text: text)).1
        .filter { $0.severity == .error }
      for (offset, probe) in batch.enumerated() {
        let line = firstLine + offset
        let onLine = diagnostics.filter { $0.location.line == line }
        // A path the reference model does not have (a key only the run made): not a value.
        if onLine.contains(where: { $0.location.column < probe.valueColumn }) { continue }
        let valueErrors = onLine.filter { $0.location.column >= probe.valueColumn }
        if probe.mustFail && valueErrors.isEmpty {
          problems.append("\(path): '\(probe.line)' checks without an error")
        }
        if !probe.mustFail && !valueErrors.isEmpty {
          problems.append(
            "\(path): '\(probe.line)' typed back is refused: \(valueErrors[0].message)")
        }
      }
    }
    return problems
  }

  // MARK: Running

  /// Each scenario of a file as a file of its own: the prelude, then its lines.
  static func scenarios(of text: String) -> [String] {
    let source = SourceFile(path: "t.scenario", text: text)
    guard let document = ScenarioPipeline.compile(source).0 else { return [] }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let starts = document.scenarios.map { $0.location.line - 1 }
    guard let first = starts.first else { return [] }
    let prelude = lines[..<first]
    return starts.indices.map { index in
      let end = index + 1 < starts.count ? starts[index + 1] : lines.count
      return (prelude + lines[starts[index]..<end]).joined(separator: "\n")
    }
  }

  /// The simulator after the scenario's last step, and every event it emitted.
  static func run(_ text: String) -> (Simulator, [Event])? {
    let (document, diagnostics) = ScenarioPipeline.compile(
      SourceFile(path: "t.scenario", text: text))
    guard let document, !diagnostics.hasErrors, let block = document.scenarios.first else {
      return nil
    }
    var session = ScenarioSession(file: "t.scenario")
    for statement in document.prelude + Array(block.statements) {
      if session.execute(statement).refused { break }
    }
    return (session.simulator, session.simulator.events)
  }

  /// Calls `visit` for every leaf, with its path as steps and as written.
  static func walk(
    _ node: StateNode, path: [StateNode.PathStep],
    _ visit: ([StateNode.PathStep], String, StateValue) -> Void
  ) {
    switch node {
    case .leaf(let value):
      visit(path, spell(path), value)
    case .branch(let children):
      // A keyed group's children are subscripts.
      let keyed: Bool
      if path.count == 1, case .name(let root) = path[0] {
        keyed = StateRoots.keyed.contains(root)
      } else {
        keyed = false
      }
      for child in children {
        walk(child.node, path: path + [keyed ? .subscript(child.key) : .name(child.key)], visit)
      }
    }
  }

  static func spell(_ path: [StateNode.PathStep]) -> String {
    var text = ""
    for step in path {
      switch step {
      case .name(let name): text += (text.isEmpty ? "" : ".") + name
      case .subscript(let key): text += "[\(PathComponent.spell(key))]"
      }
    }
    return text
  }
}
