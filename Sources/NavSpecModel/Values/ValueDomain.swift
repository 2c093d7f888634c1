/// The values a state leaf or an event argument can hold, so that a value written in an
/// expectation can be checked before anything runs: a misspelt one (`expect selection !=
/// Serch`) would otherwise make the assertion hold, or fail, whatever the model does.
///
/// A closed domain lists its values, from the model itself (causes, traits, phases: the raw
/// values of its enumerations) or from the scenario's set-up (tab titles, route types and ids,
/// sections, saved names), which `ValueVocabulary` holds. An open domain (numbers, free text such
/// as labels, hints, spoken text, URLs and reasons) accepts anything of its type.
/// docs/language.md#errors lists what is checked; docs/model.md#events gives each event
/// argument's domain.
public indirect enum ValueDomain: Hashable, Sendable {
  /// A number (points, seconds, a count): open.
  case number
  /// `true`/`false` (or `on`/`off`, `yes`/`no`).
  case truthValue
  /// Free text: open (labels, hints, spoken text, URLs, reasons, JSON, an animation's
  /// description, a badge, an icon's name).
  case text
  /// One of these words, named by `noun` in messages (`cause`: `tap`, `drag`, …).
  case words(_ noun: String, [String])
  /// A set of words, each one of these (accessibility traits): `contains` takes a member.
  case wordSet(_ noun: String, [String])
  /// A tab's title.
  case tabTitle
  /// A VoiceOver element's identifier: a tab's title, or another component's element
  /// (`back-button`, `screen-title`, `header-search`).
  case element
  /// A declared route type (`recipe`).
  case routeType
  /// One route: a declared type and one of its ids, `recipe/apple-pie`.
  case route
  /// A stack's path: routes joined by `/` (`category/desserts/recipe/apple-pie`), `""` at the
  /// root.
  case routePath
  /// Item ids of a route type joined by `, ` (`apple-pie, waffles`).
  case itemIDList
  /// Tab titles joined by `, ` (`Home, Library`).
  case tabTitleList
  /// A screen's title: a tab's at the root, a route item's above it.
  case screenTitle
  /// A section of the system TabView's sidebar, as the scenario names it.
  case section
  /// A name the navigation state was saved as (`save state as s1`).
  case savedState
  /// A name the TabView customisation was saved as.
  case savedCustomization
  /// A state path an animation event names (`pill.offset`, `header.height`).
  case animatedProperty
  /// A colour as the state prints it: `#RRGGBB`, or `#RRGGBBAA` when translucent, upper case.
  case colour
  /// A number, or one of these words naming it (`scrollBounced(edge:)`: the edge's offset, or
  /// `top`/`bottom`).
  case numberOrWords(_ noun: String, [String])
  /// The value of a setting (`settingChanged(value:)`): the words of the setting its event
  /// names, or of any setting.
  case settingValue
  /// The domain, or `none` (nothing there: no focus, no transition running).
  case orNone(ValueDomain)

  /// The domain without `orNone`.
  public var base: ValueDomain {
    if case .orNone(let domain) = self { return domain.base }
    return self
  }

  /// Whether `none` is a value of it.
  public var allowsNone: Bool {
    if case .orNone = self { return true }
    return false
  }

  /// Whether any value of its type is accepted: nothing to check.
  public var isOpen: Bool {
    switch base {
    case .number, .text: true
    default: false
    }
  }

  /// Whether its values are numbers (or, for `numberOrWords`, may be).
  public var holdsNumbers: Bool {
    switch base {
    case .number, .numberOrWords: true
    default: false
    }
  }

  /// What of a `ValueVocabulary` its values are checked against.
  public var vocabularyParts: ValueVocabulary.Parts {
    switch base {
    case .route, .routePath, .routeType, .itemIDList, .screenTitle: .routes
    case .element: .elements
    case .section: .sections
    case .animatedProperty: .animatedProperties
    default: []
    }
  }

  /// The words of a domain of the model's own words; nil for one that depends on the scenario.
  public var modelWords: [String]? {
    switch base {
    case .words(_, let words), .wordSet(_, let words), .numberOrWords(_, let words): words
    case .truthValue: ["true", "false", "on", "off", "yes", "no"]
    case .settingValue: Settings.allValues
    default: nil
    }
  }
}

extension ValueDomain {
  /// A set of words naming `Value`'s cases.
  static func words<Value: RawRepresentable & CaseIterable>(_ noun: String, _ type: Value.Type)
    -> ValueDomain where Value.RawValue == String
  {
    .words(noun, type.allCases.map(\.rawValue))
  }
}

/// Domains several components' tables share.
extension ValueDomain {
  /// Accessibility traits (`[selected, button]`).
  public static let traits = ValueDomain.wordSet("trait", AccessibilityTrait.self)

  /// A label's weight (`TextWeight`).
  public static let textWeight = ValueDomain.words("weight", TextWeight.self)

  /// `Value`'s cases as a set of words.
  static func wordSet<Value: RawRepresentable & CaseIterable>(_ noun: String, _ type: Value.Type)
    -> ValueDomain where Value.RawValue == String
  {
    .wordSet(noun, type.allCases.map(\.rawValue))
  }

  /// An element's colours under `prefix` (`VisualElement.colorStateChildren`): `color` and
  /// `background` print as `#RRGGBB`; `backgroundSource` names the colours composited, open.
  public static func colours(under prefix: String) -> [String: ValueDomain] {
    [
      prefix + ".color": .colour, prefix + ".background": .colour,
      prefix + ".backgroundSource": .text,
    ]
  }

  /// A tab's title, badge, icon and accessibility texts, under `tabs[]`.
  static let tabTexts: [String: ValueDomain] = [
    "tabs[].title": .tabTitle,
    // A count or a text, as the scenario wrote it.
    "tabs[].badge": .orNone(.text),
    // An SF Symbol name: the model does not know Apple's catalogue.
    "tabs[].icon": .orNone(.text),
    "tabs[].a11y.label": .text,
    "tabs[].a11y.value": .text,
    "tabs[].a11y.hint": .text,
    "tabs[].a11y.position": .text,
    "tabs[].a11y.spoken": .text,
    "tabs[].a11y.traits": .traits,
    "tabs[].text.weight": .textWeight,
  ]
}
