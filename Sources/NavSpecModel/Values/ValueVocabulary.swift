/// The scenario's own names that closed value domains draw on (tab titles, elements, route types
/// and ids, screen titles, sections, saved names, animated properties), and the judge of whether
/// a written value belongs to a domain (`ValueDomain`).
///
/// Built from a simulator (`Simulator.valueVocabulary()`); what the simulator does not keep
/// (sections declared so far, names saved so far) the caller fills in. A checker builds it once
/// per set-up: every answer is a scan of a few short lists.
public struct ValueVocabulary: Hashable, Sendable {
  public var tabTitles: [String] = []
  public var elements: [String] = []
  public var routeTypes: [String] = []
  /// Each route type's item ids, by type, in declaration order.
  public var routeIDs: [String: [String]] = [:]
  public var itemTitles: [String] = []
  public var sections: [String] = []
  public var savedStates: [String] = []
  public var savedCustomizations: [String] = []
  public var animatedProperties: [String] = []

  public init() {}

  /// The parts of a vocabulary a domain draws on (`ValueDomain.vocabularyParts`), so that a
  /// reader builds only those; the tab titles are always there.
  public struct Parts: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let routes = Parts(rawValue: 1 << 0)
    public static let elements = Parts(rawValue: 1 << 1)
    public static let sections = Parts(rawValue: 1 << 2)
    public static let animatedProperties = Parts(rawValue: 1 << 3)
    public static let all: Parts = [.routes, .elements, .sections, .animatedProperties]
  }

  /// Why a written value is not in a domain: the part that is wrong (the whole value, or one
  /// segment of a path or list), what it should have been (`tab`, `recipe`, `cause`) and the
  /// values it could have been, for "did you mean".
  public struct Rejection: Hashable, Sendable {
    public var word: String
    public var noun: String
    public var candidates: [String]
  }

  /// Nil when `text` is a value of `domain` (always for an open one); else what is wrong.
  public func rejection(of text: String, in domain: ValueDomain) -> Rejection? {
    if domain.allowsNone, text == "none" { return nil }
    switch domain.base {
    case .number, .text, .orNone:
      return nil
    case .truthValue, .words, .wordSet, .numberOrWords, .settingValue, .tabTitle, .element,
      .routeType, .screenTitle, .section, .savedState, .savedCustomization, .animatedProperty:
      let (noun, members) = atoms(of: domain)
      return members.contains(text) ? nil : Rejection(word: text, noun: noun, candidates: members)
    case .colour:
      return Self.isColour(text)
        ? nil : Rejection(word: text, noun: "colour (#RRGGBB, upper case)", candidates: [])
    case .route:
      return routeRejection(text)
    case .routePath:
      return text.isEmpty ? nil : pathRejection(text)
    case .itemIDList:
      let ids = allIDs
      if text.isEmpty { return nil }
      return text.split(separator: ", ", omittingEmptySubsequences: false).lazy
        .map(String.init).first { !ids.contains($0) }
        .map { Rejection(word: $0, noun: "item id", candidates: ids) }
    case .tabTitleList:
      // Titles may hold ", " themselves: the text must split into titles, whichever way. Empty
      // when nothing is shown.
      if text.isEmpty || Self.splits(text[...], into: tabTitles, separator: ", ") { return nil }
      let word =
        text.split(separator: ", ", omittingEmptySubsequences: false).map(String.init)
        .first { !tabTitles.contains($0) } ?? text
      return Rejection(word: word, noun: "tab", candidates: tabTitles)
    }
  }

  /// Nil when `fragment` is part of some value of `domain` (what `contains` on text asks); else
  /// what is wrong: then `contains` can never hold, and `!contains` never fail.
  public func rejection(ofFragment fragment: String, in domain: ValueDomain) -> Rejection? {
    if fragment.isEmpty || domain.isOpen { return nil }
    if domain.allowsNone, "none".contains(fragment) { return nil }
    let separators: [String]
    let (noun, members): (String, [String])
    switch domain.base {
    case .route, .routePath:
      separators = ["/"]
      (noun, members) = ("route type or id", routeTypes + allIDs)
    case .itemIDList:
      (separators, noun, members) = ([", "], "item id", allIDs)
    case .tabTitleList:
      (separators, noun, members) = ([", "], "tab", tabTitles)
    case .colour:
      let hex = "#0123456789ABCDEF"
      let fits =
        fragment.count <= 9 && fragment.allSatisfy(hex.contains)
        && !fragment.dropFirst().contains("#")
      return fits ? nil : Rejection(word: fragment, noun: "colour", candidates: [])
    default:
      separators = []
      (noun, members) = atoms(of: domain)
    }
    if members.contains(where: { $0.contains(fragment) }) { return nil }
    // A fragment across separators: its inner pieces whole, its ends a member's end and start.
    var pieces = [fragment]
    for separator in separators {
      pieces = pieces.flatMap {
        $0.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
      }
    }
    // Past a few hundred values a fragment is accepted unchecked (our decision: it bounds the
    // work a hostile line costs; no real expectation spans that many).
    guard pieces.count <= 256 else { return nil }
    guard pieces.count > 1 else {
      return Rejection(word: fragment, noun: noun, candidates: members)
    }
    for (index, piece) in pieces.enumerated() {
      let fits: Bool
      if index == 0 {
        fits = piece.isEmpty || members.contains { $0.hasSuffix(piece) }
      } else if index == pieces.count - 1 {
        fits = piece.isEmpty || members.contains { $0.hasPrefix(piece) }
      } else {
        fits = members.contains(piece)
      }
      if !fits { return Rejection(word: piece, noun: noun, candidates: members) }
    }
    return nil
  }

  /// The members of a domain of single words, and what one is called.
  func atoms(of domain: ValueDomain) -> (noun: String, members: [String]) {
    switch domain.base {
    case .words(let noun, let words), .wordSet(let noun, let words),
      .numberOrWords(let noun, let words):
      (noun, words)
    case .truthValue: ("truth value", domain.modelWords ?? [])
    case .settingValue: ("setting value", Settings.allValues)
    case .tabTitle: ("tab", tabTitles)
    case .element: ("element", elements)
    case .routeType: ("route type", routeTypes)
    case .screenTitle: ("screen title", tabTitles + itemTitles)
    case .section: ("section", sections)
    case .savedState: ("saved state", savedStates)
    case .savedCustomization: ("saved customization", savedCustomizations)
    case .animatedProperty: ("animated property", animatedProperties)
    case .route, .routePath: ("route", routeTypes)
    case .itemIDList: ("item id", allIDs)
    case .tabTitleList: ("tab", tabTitles)
    case .number, .text, .colour, .orNone: ("value", [])
    }
  }

  private var allIDs: [String] {
    routeTypes.flatMap { routeIDs[$0] ?? [] }
  }

  /// `type/id`: a declared type (as declared) and one of its ids.
  private func routeRejection(_ text: String) -> Rejection? {
    guard let slash = text.firstIndex(of: "/") else {
      return Rejection(word: text, noun: "route (type/id)", candidates: routeSpellings)
    }
    let type = String(text[..<slash])
    let id = String(text[text.index(after: slash)...])
    guard let ids = routeIDs[type] else {
      return Rejection(word: type, noun: "route type", candidates: routeTypes)
    }
    return ids.contains(id) ? nil : Rejection(word: id, noun: type, candidates: ids)
  }

  /// Routes joined by `/`: a type and one of its ids, again and again. Ids may hold a slash
  /// (`Route(spelled:)`), so each id is matched whole against the type's ids.
  private func pathRejection(_ text: String) -> Rejection? {
    var rest = text[...]
    while !rest.isEmpty {
      guard let slash = rest.firstIndex(of: "/") else {
        return Rejection(word: String(rest), noun: "route path (type/id/…)", candidates: [])
      }
      let type = String(rest[..<slash])
      guard let ids = routeIDs[type] else {
        return Rejection(word: type, noun: "route type", candidates: routeTypes)
      }
      let afterType = rest[rest.index(after: slash)...]
      // The longest id that ends the path or is followed by the next route. Ids are path
      // segments, compared exactly (RFC 3986), so byte by byte: a Character-wise prefix test
      // cost more than the rest of the check.
      var next: Substring?
      var longest = -1
      let bytes = afterType.utf8
      for id in ids where id.utf8.count > longest && bytes.starts(with: id.utf8) {
        let end = bytes.index(bytes.startIndex, offsetBy: id.utf8.count)
        let after = afterType[end...]
        if after.isEmpty || after.utf8.first == UInt8(ascii: "/") {
          next = after
          longest = id.utf8.count
        }
      }
      guard let next else {
        let written = afterType.split(separator: "/", omittingEmptySubsequences: false).first
        return Rejection(word: written.map(String.init) ?? "", noun: type, candidates: ids)
      }
      rest = next.dropFirst()
      if rest.isEmpty, !next.isEmpty {
        return Rejection(word: text, noun: "route path (type/id/…)", candidates: [])
      }
    }
    return nil
  }

  private var routeSpellings: [String] {
    routeTypes.flatMap { type in (routeIDs[type] ?? []).map { "\(type)/\($0)" } }
  }

  /// Whether `text` is members joined by `separator` (each member may hold the separator). A
  /// search over the positions where a member may start, each visited once and without
  /// recursion: titles such as `A`, `A, A` would otherwise split a long text in exponentially
  /// many ways, and a long one would run deep.
  private static func splits(_ text: Substring, into members: [String], separator: String)
    -> Bool
  {
    var pending = [text.startIndex]
    var visited: Set<String.Index> = [text.startIndex]
    while let start = pending.popLast() {
      let rest = text[start...]
      for member in members where rest.hasPrefix(member) {
        let after = rest.dropFirst(member.count)
        if after.isEmpty { return true }
        guard after.hasPrefix(separator) else { continue }
        let next = after.dropFirst(separator.count).startIndex
        if visited.insert(next).inserted { pending.append(next) }
      }
    }
    return false
  }

  /// `#` and six or eight upper-case hexadecimal digits, as `SRGBColor.hex` prints.
  static func isColour(_ text: String) -> Bool {
    let digits = text.dropFirst()
    return text.first == "#" && (digits.count == 6 || digits.count == 8)
      && digits.allSatisfy { $0.isHexDigit && !$0.isLowercase }
  }
}
