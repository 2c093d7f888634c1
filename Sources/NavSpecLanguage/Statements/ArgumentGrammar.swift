/// What may follow a statement's keyword, as far as the REPL's completion needs to know: the
/// words to offer at each position, and which model names (tabs, settings, route types) fit
/// there. The parser remains the judge of what is valid; this only guides a person typing.
public indirect enum ArgumentGrammar: Sendable {
  /// Nothing more to offer.
  case end
  /// One argument, then the rest.
  case argument(ArgumentSlot, then: ArgumentGrammar)
  /// One of these words, each with what follows it, offered in this order.
  case branch([ArgumentBranch])
  /// `body`, again and again (a tab's properties, a section's tabs).
  case repeating(ArgumentGrammar)
  /// A state path, an operator and a value, or event patterns: completion's own grammar.
  case expectation

  /// The slots in order, then `rest`.
  public static func sequence(_ slots: [ArgumentSlot], then rest: ArgumentGrammar = .end)
    -> ArgumentGrammar
  {
    slots.reversed().reduce(rest) { grammar, slot in .argument(slot, then: grammar) }
  }

  /// One of `words`, each followed by `rest`.
  public static func oneOf(_ words: [String], then rest: ArgumentGrammar = .end)
    -> ArgumentGrammar
  {
    .branch(words.map { ArgumentBranch($0, then: rest) })
  }
}

/// A word of a `branch` and what may follow it.
public struct ArgumentBranch: Sendable {
  public var word: String
  public var then: ArgumentGrammar

  public init(_ word: String, then: ArgumentGrammar = .end) {
    self.word = word
    self.then = then
  }
}

/// One argument position. Completion offers what fits there; any written word is accepted.
public enum ArgumentSlot: Hashable, Sendable {
  /// These words.
  case words([String])
  /// A tab of the declared tab container.
  case tab
  /// What a gesture can aim at: a tab, or a part the tab container has (`pill`).
  case target
  /// An element VoiceOver can focus.
  case element
  /// A tab container style (`glass`, `system`, …), as the model's registry lists them.
  case tabBarStyle
  /// A setting's name, and its values (for the setting named just before).
  case setting
  case settingValue
  /// A declared route type, and the ids of its items (for the type named just before).
  case routeType
  case routeItem
  /// Free text: a name, a number, a duration, a title; nothing to offer.
  case text
}
