/// What each state leaf may hold (`ValueDomain`), and the scenario's names the closed domains
/// draw on (`ValueVocabulary`): the model knows its values, so the language's checker asks here
/// rather than keeping lists of its own.
extension Simulator {
  /// The domain of the leaf at `path`, from the simulator's own table and its installed
  /// components'; nil for a leaf no table lists (a number or truth value, whose type the leaf
  /// itself says) or a path that names no leaf.
  public func valueDomain(at path: [StateNode.PathStep]) -> ValueDomain? {
    let pattern = ValueDomain.pattern(of: path)
    if let own = Self.ownValueDomains[pattern] { return own }
    return components.valueDomain(forPattern: pattern)
  }

  /// The simulator's own roots' leaves (`settings.<name>`, `voiceover.…`) and what is saved.
  public static let ownValueDomains: [String: ValueDomain] = {
    var domains: [String: ValueDomain] = [
      "voiceover.focus": .orNone(.element),
      "voiceover.spoken": .orNone(.text),
      "state.json": .text,
      "customization.json": .text,
    ]
    for descriptor in Settings.descriptors {
      domains["settings.\(descriptor.name)"] = .words("\(descriptor.name) value", descriptor.values)
    }
    return domains
  }()

  /// The names this simulator's closed domains draw on, those of `parts` (what a domain needs,
  /// `ValueDomain.vocabularyParts`): its tabs always, its routes and items, elements, sections
  /// and its components' animated properties when asked. The elements lay out every
  /// component's accessibility, the dearest part by far.
  public func valueVocabulary(parts: ValueVocabulary.Parts = .all) -> ValueVocabulary {
    var vocabulary = ValueVocabulary()
    let titles = tabTitles ?? []
    vocabulary.tabTitles = titles
    if parts.contains(.routes), let router {
      let types = router.catalog.types
      vocabulary.routeTypes = types.map(\.name)
      for type in types { vocabulary.routeIDs[type.name] = type.items.map(\.id) }
      // Repeats left in: membership does not mind them, and a message lists each name once.
      vocabulary.itemTitles = types.flatMap { $0.items.map(\.title) }
    }
    // The More list is a screen of its own: a tab's root above it has a back button titled More
    // (docs/components/tabview.md#the-more-tab).
    if parts.contains(.routes), tabView != nil {
      vocabulary.itemTitles.append(SystemTabView.moreTitle)
    }
    if parts.contains(.elements) {
      let navigation = router == nil ? [] : [Router.backButtonIdentifier, Router.titleIdentifier]
      // The More item and the list's Edit button come and go with the tabs shown and the list:
      // a scenario may name them whatever its set-up shows.
      let more =
        tabView == nil
        ? [] : [SystemTabView.moreItemIdentifier, SystemTabView.editButtonIdentifier]
      vocabulary.elements = Self.unique(
        titles + navigation + more + accessibilityElements.map(\.identifier))
    }
    if parts.contains(.sections), let tabView {
      vocabulary.sections = Self.unique(tabView.tabs.compactMap(\.section))
    }
    if parts.contains(.animatedProperties) {
      vocabulary.animatedProperties = components.animatedProperties
    }
    return vocabulary
  }

  private static func unique(_ words: [String]) -> [String] {
    var seen = Set<String>()
    return words.filter { seen.insert($0).inserted }
  }
}

extension ValueDomain {
  /// A path as the domain tables key it: names joined by `.`, each subscript `[]`
  /// (`tabs[Home].a11y.traits` is `tabs[].a11y.traits`).
  public static func pattern(of path: [StateNode.PathStep]) -> String {
    var pattern = ""
    for step in path {
      switch step {
      case .name(let name):
        if !pattern.isEmpty { pattern += "." }
        pattern += name
      case .subscript:
        pattern += "[]"
      }
    }
    return pattern
  }
}
