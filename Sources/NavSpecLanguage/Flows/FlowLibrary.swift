/// The flows a file can call, and the flow being defined, while one file is parsed (or through
/// a REPL session): what `use` brings and `flow … end` defines.
///
/// A call is expanded where it is parsed (`ScenarioParser+Flows.swift`), so a flow must be
/// defined or used above its first call (our decision: a reader, like the parser, then meets
/// each name before its use).
public struct FlowLibrary: Sendable {
  /// Files `use` may nest, counting the one being parsed (our decision: far beyond any suite's
  /// layering, and it bounds a chain of files that use each other through links).
  static let maxUseDepth = 16
  /// Flow files one parse may read, nested ones included: a hostile lattice of files that each
  /// use two others would otherwise be read an exponential number of times.
  static let maxFileReads = 256
  /// Flows a call may pass through (our decision, as for `maxUseDepth`).
  static let maxCallDepth = 32
  /// Flow lines the calls of one file may expand, calls included (our decision: a thousand
  /// scenarios of a hundred steps each, far beyond any suite's file, and small enough that a
  /// hostile file of flows that each call the next twice is refused in a moment, its memory
  /// bounded).
  static let maxExpandedLines = 100_000
  /// Lines one flow's body may hold (a bound like the parser's other limits).
  static let maxBodyLines = 10_000

  public let resolution: FlowResolution
  /// Every flow callable here, by name.
  public private(set) var flows: [String: FlowDefinition] = [:]
  /// Their names in the order they became callable, for completion and `:help`.
  public private(set) var names: [String] = []
  /// The files being read, outermost first: `use` of one of them is a cycle.
  var files: [String]
  /// Flow files read so far by this parse and the parses it started.
  var fileReads = 0
  /// The paths `use` tried to read, nested uses included, each once, whether or not the file
  /// was there: what a file's meaning depends on (the language server runs it again when one
  /// of them changes).
  public internal(set) var pathsRead: [String] = []
  /// Flow lines expanded so far.
  var expandedLines = 0
  /// The flow between its `flow` line and its `end`, if one is open.
  var open: FlowDefinition?

  public init(resolution: FlowResolution = .files(.fileSystem), file: String? = nil) {
    self.resolution = resolution
    self.files = file.map { [$0] } ?? []
  }

  /// Whether a line can be a call: some flow is callable, or (syntax only) any word may be.
  var hasCallables: Bool {
    if case .syntaxOnly = resolution { return true }
    return !flows.isEmpty
  }

  /// Whether a line starting with `word` is a call.
  func isCall(_ word: String) -> Bool {
    if case .syntaxOnly = resolution { return StatementVocabulary.keyword(word) == nil }
    return flows[word] != nil
  }

  /// Whether a body is being collected.
  public var isDefining: Bool { open != nil }

  /// Makes `flow` callable; an error when another flow of that name is callable already.
  mutating func add(_ flow: FlowDefinition) -> Diagnostic? {
    if let existing = flows[flow.name.value] {
      guard existing != flow else { return nil }
      return Diagnostic(
        .error,
        "a flow named '\(flow.name.value)' is already defined at \(existing.name.location.description)",
        at: flow.name.range, suggestion: "give one of them another name")
    }
    flows[flow.name.value] = flow
    names.append(flow.name.value)
    return nil
  }
}
