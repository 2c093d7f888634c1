import NavSpecModel

/// Checks the values an expectation writes against the domain of what it reads (the model's
/// `ValueDomain`), so that a misspelt value is a located error before anything runs: `expect
/// selection != Serch` would otherwise pass whatever the model does, and `expect selection ==
/// Serch` fail only when it runs. Open domains (numbers, free text) accept anything of their
/// type; docs/language.md#errors lists what is checked.
extension CheckContext {
  /// The reference model's names (`ValueVocabulary`) that `domain` needs, built once per
  /// set-up (again with the elements when a domain first needs them), with the sections and
  /// saved names this checker has seen so far. Left in `cachedVocabulary` and read there: a
  /// vocabulary is a dozen lists, and handing out a copy for every value checked cost about 1 %
  /// of a compile.
  mutating func prepareVocabulary(for domain: ValueDomain) {
    let needs = domain.vocabularyParts
    if cachedVocabulary == nil || !cachedVocabularyParts.isSuperset(of: needs) {
      var vocabulary: ValueVocabulary
      let parts = cachedVocabularyParts.union(needs)
      // The tabs and routes are the ones this checker declared to the reference model, read
      // from its own lists: reading them back from the model copied the tab bar and the router
      // out of their boxes, about 1 % of a compile. The rest only the model knows.
      let fromModel = parts.subtracting(.routes)
      if fromModel.isEmpty {
        vocabulary = ValueVocabulary()
      } else {
        if case .none = referenceSimulator { buildReferenceModel() }
        vocabulary = referenceSimulator?.valueVocabulary(parts: fromModel) ?? ValueVocabulary()
      }
      vocabulary.tabTitles = titles ?? []
      if parts.contains(.routes) {
        vocabulary.routeTypes = routeTypes.map(\.name)
        vocabulary.itemTitles = []
        for type in routeTypes {
          vocabulary.routeIDs[type.name] = type.ids
          vocabulary.itemTitles += type.ids.map { type.titles[$0] ?? $0 }
        }
        // The More list is a screen of its own: a tab's root above it has a back button titled
        // More (docs/components/tabview.md#the-more-tab).
        if let tabStyle, SystemTabView.styles.contains(tabStyle) {
          vocabulary.itemTitles.append(SystemTabView.moreTitle)
        }
      }
      cachedVocabulary = vocabulary
      cachedVocabularyParts = parts
    }
    for section in sections.values where !cachedVocabulary!.sections.contains(section) {
      cachedVocabulary!.sections.append(section)
    }
    // The saved names only grow (`save` appends): a count says whether they changed.
    if cachedVocabulary!.savedStates.count != savedStates.count {
      cachedVocabulary!.savedStates = savedStates
    }
    if cachedVocabulary!.savedCustomizations.count != savedCustomizations.count {
      cachedVocabulary!.savedCustomizations = savedCustomizations
    }
  }

  /// The value of `expect PATH OP VALUE` (or an invariant) against the leaf's domain.
  /// `value` is what the reference model holds there now: its type was checked already
  /// (`checkComparison`), except when it holds nothing (`none`), which says no type.
  mutating func checkExpectedValue(
    _ expectation: ValueExpectation, leaf value: StateValue, domain: ValueDomain?
  ) {
    guard let domain else { return }
    let literal = expectation.expected
    let comparison = expectation.comparison.value
    var what: String { "'\(expectation.path)'" }
    switch literal.value {
    case .number:
      // A leaf holding nothing now said no type; its domain does.
      guard case .none = value, !domain.holdsNumbers, domain.base != .text else { return }
      error("\(what) is \(Self.describe(domain)); compare it with a word", at: literal.range)
    case .identifier(let word), .string(let word):
      if case .none = value, domain.base == .number {
        guard word != "none" else { return }
        error("\(what) is a number or none, not '\(word)'", at: literal.range)
        return
      }
      guard !domain.isOpen else { return }
      switch comparison {
      case .equal, .notEqual:
        checkWord(word, in: domain, at: literal.range, what: what)
      case .contains, .notContains:
        if case .wordSet = domain.base {
          checkWord(word, in: domain, at: literal.range, what: what)
        } else {
          checkFragment(
            word, in: domain, at: literal.range, what: what, negated: comparison == .notContains)
        }
      case .in:
        // A group's name (`checkMembership` checks it is one): its keys must be values the
        // path can hold.
        checkGroup(word, against: domain, at: literal.range, what: what)
      case .less, .lessOrEqual, .greater, .greaterOrEqual:
        // Reported by the comparison's own checks.
        break
      }
    case .placeholder:
      // Filled by `--update`; the comparison's own checks say where it may stand.
      return
    case .list(let words):
      if domain.base == .number {
        // `in [1, 2]`: numbers, or none where the leaf may hold nothing.
        if let word = words.first(where: {
          Double($0) == nil && !(domain.allowsNone && $0 == "none")
        }) {
          error("\(what) is \(Self.describe(domain)), not '\(word)'", at: literal.range)
        }
        return
      }
      guard !domain.isOpen else { return }
      for word in words {
        if checkWord(word, in: domain, at: literal.range, what: what) == false { return }
      }
    }
  }

  /// One argument of an event pattern against the argument's domain; `pattern` gives the
  /// setting a `settingChanged(value:)` is about.
  mutating func checkArgumentValue(
    _ argument: EventArgumentPattern, domain: ValueDomain, of kind: EventKind,
    in pattern: EventPattern
  ) {
    var domain = domain
    // Spelled only for an error: most values are right.
    var what: String { "'\(argument.label.value)' of '\(kind.rawValue)'" }
    if case .settingValue = domain,
      let setting = pattern.arguments.first(where: { $0.label.value == "setting" })?.value.value
        .text,
      let descriptor = Settings.descriptor(named: setting)
    {
      domain = .words("\(setting) value", descriptor.values)
    }
    let literal = argument.value
    switch literal.value {
    case .number:
      if !domain.holdsNumbers, domain.base != .text {
        error("\(what) is \(Self.describe(domain)), not a number", at: literal.range)
      }
    case .identifier(let word), .string(let word):
      switch domain.base {
      case .number:
        if word != "none" || !domain.allowsNone {
          error(
            "\(what) is a number\(domain.allowsNone ? " or none" : ""), not '\(word)'",
            at: literal.range)
        }
      case .truthValue:
        if literal.value.truthValue == nil {
          error(
            "\(what) is true or false, not '\(word)'", at: literal.range,
            suggestion: "write 'true' or 'false'")
        }
      default:
        checkWord(word, in: domain, at: literal.range, what: what)
      }
    case .list:
      error("\(what) is one value, not a list", at: literal.range)
    case .placeholder:
      // Reported by `checkPattern`.
      break
    }
  }

  /// `PATH in GROUP`: the group's keys are tab titles (`tabs`, `stacks`, `scrolls`) or route
  /// types (`routes`); a path whose values are neither can never be in it.
  private mutating func checkGroup(
    _ group: String, against domain: ValueDomain, at range: SourceRange,
    what: @autoclosure () -> String
  ) {
    let keys: ValueDomain
    switch group {
    case "routes": keys = .routeType
    case "tabs", "stacks", "scrolls": keys = .tabTitle
    default: return
    }
    switch (keys, domain.base) {
    case (.routeType, .routeType), (.tabTitle, .tabTitle), (.tabTitle, .screenTitle),
      (.tabTitle, .element):
      return
    default:
      let holds = keys == .routeType ? "route types" : "tab titles"
      error(
        "\(what()) is \(Self.describe(domain)) and '\(group)' holds \(holds), so this can never hold",
        at: range)
    }
  }

  /// Reports `word` when it is not a value of `domain`; returns whether it is.
  @discardableResult
  private mutating func checkWord(
    _ word: String, in domain: ValueDomain, at range: SourceRange,
    what: @autoclosure () -> String
  ) -> Bool {
    guard !domain.isOpen else { return true }
    // The model's own words need no vocabulary: most values checked are causes and traits.
    if let words = domain.modelWords, words.contains(word) || (domain.allowsNone && word == "none")
    {
      return true
    }
    // Tab titles, the commonest, from the set-up itself: the vocabulary is built only for the
    // rarer domains (it lists the reference model's accessibility elements).
    switch domain.base {
    case .tabTitle, .element, .screenTitle:
      if let titles, titles.contains(word) { return true }
    default:
      break
    }
    prepareVocabulary(for: domain)
    guard let rejection = cachedVocabulary?.rejection(of: word, in: domain) else {
      return true
    }
    report(rejection, written: word, at: range, what: what(), domain: domain)
    return false
  }

  /// `contains` on text: `fragment` must be part of some value of `domain`.
  private mutating func checkFragment(
    _ fragment: String, in domain: ValueDomain, at range: SourceRange,
    what: @autoclosure () -> String,
    negated: Bool
  ) {
    prepareVocabulary(for: domain)
    guard let rejection = cachedVocabulary?.rejection(ofFragment: fragment, in: domain) else {
      return
    }
    let outcome = negated ? "can never fail" : "can never hold"
    let message =
      rejection.word == fragment
      ? "no \(rejection.noun) contains '\(fragment)', so this \(outcome)"
      : "unknown \(rejection.noun) '\(rejection.word)' in '\(fragment)', so this \(outcome)"
    error(
      message, at: range,
      suggestion: Suggestion.didYouMean(rejection.word, among: rejection.candidates)
        ?? Self.listing(rejection, what: what(), domain: domain))
  }

  private mutating func report(
    _ rejection: ValueVocabulary.Rejection, written: String, at range: SourceRange,
    what: String, domain: ValueDomain
  ) {
    let message =
      rejection.word == written
      ? "unknown \(rejection.noun) '\(written)'"
      : "unknown \(rejection.noun) '\(rejection.word)' in '\(written)'"
    error(
      message, at: range,
      suggestion: Suggestion.didYouMean(rejection.word, among: rejection.candidates)
        ?? Self.listing(rejection, what: what, domain: domain))
  }

  /// "'selection' is one of 'Home', 'Search'": the note when nothing is near.
  private static func listing(
    _ rejection: ValueVocabulary.Rejection, what: String, domain: ValueDomain
  )
    -> String?
  {
    // Each name once (a vocabulary may repeat one: two items of one title).
    var seen = Set<String>()
    var candidates = rejection.candidates.filter { seen.insert($0).inserted }
    if domain.allowsNone { candidates.append("none") }
    guard !candidates.isEmpty else {
      return rejection.noun.hasPrefix("colour") ? "write it as '#1A2B3C'" : nil
    }
    return "\(what) takes \(Suggestion.listing(candidates))"
  }

  /// What a domain's values are, for a message: "a tab's title", "one of its words".
  private static func describe(_ domain: ValueDomain) -> String {
    let base: String
    switch domain.base {
    case .number, .numberOrWords: base = "a number"
    case .truthValue: base = "true or false"
    case .wordSet(let noun, _): base = "a set of \(noun)s"
    case .words(let noun, _): base = "a \(noun)"
    case .colour: base = "a colour"
    case .tabTitle, .tabTitleList: base = "a tab's title"
    case .element: base = "an element's identifier"
    case .route, .routePath: base = "a route"
    default: base = "text"
    }
    return domain.allowsNone ? "\(base) or none" : base
  }
}
