/// A test-only port of how the GitHub Actions runner reads a step's output: which lines it takes
/// for workflow commands, what it parses from them, and how `::stop-commands::` pauses it.
///
/// Written from actions/runner (src/Runner.Common/ActionCommand.cs: `TryParseV2`, `TryParse`
/// and their unescaping; src/Runner.Worker/ActionCommandManager.cs: `TryProcessCommand`, the
/// registered command names and the stop token; src/Runner.Sdk/ProcessInvoker.cs: lines as
/// `StreamReader.ReadLine` splits them), so the tests can feed NavSpec's output to it and ask
/// which commands the runner would run. It shares no code with NavSpec's own escaping.
///
/// The runner finds `::` and `##[` with .NET's culture-sensitive `StartsWith` and `IndexOf`, which
/// on Linux go through ICU collation: that may pass over ignorable characters (a soft hyphen, a
/// zero-width space) and does not match inside a grapheme cluster. So the port reads a line three
/// ways (`Matching`): ordinally; on grapheme boundaries only; and leniently, with every character
/// the search may pass over removed first and a legacy `##[` tried at every occurrence, not only
/// the first. A test asks that NavSpec's own commands come out whole the first two ways and that
/// no other command comes out any way.
public enum ActionsRunnerPort {
  public enum Matching: CaseIterable, Sendable {
    case ordinal
    case graphemes
    case lenient
  }

  /// The names `ActionCommandManager` registers (each command extension's `Command`, plus
  /// `stop-commands`; `internal-set-repo-path` only for the runner's own plugins, kept here
  /// so the port errs towards finding a command).
  public static let registeredCommands: Set<String> = [
    "stop-commands", "internal-set-repo-path", "set-env", "set-output", "save-state",
    "add-mask", "add-path", "add-matcher", "remove-matcher", "debug", "warning", "error",
    "notice", "group", "endgroup", "echo",
  ]

  /// One command as the runner parsed it.
  public struct Command: Equatable, Sendable, CustomStringConvertible {
    /// As registered (lower case): the runner compares names without case.
    public var name: String
    /// Keys as written; the runner's dictionary ignores their case.
    public var properties: [String: String]
    public var data: String

    public init(name: String, properties: [String: String], data: String) {
      self.name = name
      self.properties = properties
      self.data = data
    }

    public var description: String {
      let keys = properties.keys.sorted().map { "\($0)=\(properties[$0]!)" }
      return "\(name) [\(keys.joined(separator: ", "))] \(data.debugDescription)"
    }
  }

  /// What the runner did with one line of output.
  public enum Effect: Equatable, Sendable {
    /// The line was a command and ran.
    case ran(Command)
    /// `::stop-commands::TOKEN`: commands pause until TOKEN.
    case stopped(token: String)
    /// The token's line: commands resume.
    case resumed(token: String)
    /// A stop token the runner refuses (empty, a command's name, `pause-logging`).
    case refusedToken(String)
  }

  /// The lines of `output` as `StreamReader.ReadLine` returns them: ended by `\n`, `\r` or
  /// `\r\n`; a last line without an ending counts.
  public static func lines(of output: String) -> [String] {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var scalars = Array(output.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      if scalar == "\n" || scalar == "\r" {
        if scalar == "\r", scalars.first == "\n" { scalars.removeFirst() }
        lines.append(String(current))
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar)
      }
    }
    if !current.isEmpty { lines.append(String(current)) }
    return lines
  }

  /// Every effect, in order, of writing `output` to a step's log (`TryProcessCommand` line by
  /// line, with its stop state carried over).
  public static func effects(of output: String, matching: Matching) -> [Effect] {
    trace(of: output, matching: matching).map(\.effect)
  }

  /// The same, with the line that had each effect.
  public static func trace(of output: String, matching: Matching) -> [(
    line: String, effect: Effect
  )] {
    var processor = Processor(matching: matching)
    return lines(of: output).compactMap { line in processor.process(line).map { (line, $0) } }
  }

  /// What is wrong with `output` as a step's log, under every reading (`Matching`): a command
  /// that runs other than `intended` (compared whole when read ordinally or on grapheme
  /// boundaries, by name when read leniently), a stop that is not `::stop-commands::TOKEN`
  /// alone on its line, a resumption other than `::TOKEN::` alone on its line, a command run
  /// while stopped, a refused token, the log left stopped. Empty when nothing is.
  public static func problems(in output: String, intended: [Command]) -> [String] {
    var problems: [String] = []
    for matching in Matching.allCases {
      var ran: [Command] = []
      var open: String?
      for (line, effect) in trace(of: output, matching: matching) {
        switch effect {
        case .ran(let command):
          if open != nil { problems.append("\(matching): \(command) ran while stopped") }
          ran.append(command)
        case .stopped(let token):
          if line != "::stop-commands::\(token)" {
            problems.append("\(matching): stopped by \(line.debugDescription)")
          }
          open = token
        case .resumed(let token):
          if line != "::\(token)::" {
            problems.append("\(matching): resumed by \(line.debugDescription)")
          }
          open = nil
        case .refusedToken(let token):
          problems.append("\(matching): refused stop token \(token.debugDescription)")
        }
      }
      if let open { problems.append("\(matching): left stopped by \(open)") }
      let same = matching == .lenient ? ran.map(\.name) == intended.map(\.name) : ran == intended
      if !same {
        problems.append(
          "\(matching): ran \(ran.map(\.description)), meant \(intended.map(\.description))")
      }
    }
    return problems
  }

  /// `TryProcessCommand`'s state: the registered names and the stop token.
  public struct Processor: Sendable {
    public let matching: Matching
    public private(set) var stopToken: String?
    var registered = ActionsRunnerPort.registeredCommands

    public init(matching: Matching) {
      self.matching = matching
    }

    public mutating func process(_ line: String) -> Effect? {
      guard !line.isEmpty else { return nil }
      let candidates =
        [ActionsRunnerPort.parseV2(line, registered: registered, matching: matching)]
        + ActionsRunnerPort.parseLegacy(line, registered: registered, matching: matching)
      // The runner takes the first parse (V2, then the legacy form at the first `##[`); the
      // lenient reading considers each, so that any of them stopping or resuming is seen.
      for case let command? in candidates {
        if let token = stopToken {
          guard command.name == token.lowercased() else { continue }
          registered.remove(command.name)
          stopToken = nil
          return .resumed(token: token)
        }
        if command.name == "stop-commands" {
          let token = command.data
          if token.isEmpty || registered.contains(token.lowercased())
            || token.lowercased() == "pause-logging"
          {
            return .refusedToken(token)
          }
          stopToken = token
          registered.insert(token.lowercased())
          return .stopped(token: token)
        }
        return .ran(command)
      }
      return nil
    }
  }

  // MARK: Parsing

  /// `TryParseV2`: `::name k=v,k=v::data` after leading white space.
  public static func parseV2(_ line: String, registered: Set<String>, matching: Matching)
    -> Command?
  {
    var text = units(of: line, matching: matching)
    while let first = text.first, first.isWhiteSpace { text.removeFirst() }
    let key = units(of: "::", matching: .ordinal)
    guard text.starts(with: key) else { return nil }
    guard let end = firstIndex(of: key, in: text, from: key.count) else { return nil }
    let info = Array(text[key.count..<end])
    let space = info.firstIndex { $0.text == " " }
    let name = string(info[..<(space ?? info.count)])
    guard let registeredName = registeredName(name, in: registered) else { return nil }
    var properties: [String: String] = [:]
    if let space {
      let list = string(info[(space + 1)...]).trimmingWhiteSpace()
      for entry in list.split(separator: ",", omittingEmptySubsequences: true) {
        let pair = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: true)
        if pair.count == 2 { properties[String(pair[0])] = unescapeProperty(String(pair[1])) }
      }
    }
    let data = string(text[(end + key.count)...])
    return Command(name: registeredName, properties: properties, data: unescapeData(data))
  }

  /// `TryParse`: `##[name k=v;k=v]data` anywhere in the line. The runner reads the first `##[`
  /// only; the lenient reading returns a parse for each.
  public static func parseLegacy(_ line: String, registered: Set<String>, matching: Matching)
    -> [Command]
  {
    let text = units(of: line, matching: matching)
    let prefix = units(of: "##[", matching: .ordinal)
    var commands: [Command] = []
    var from = 0
    while let start = firstIndex(of: prefix, in: text, from: from) {
      from = start + 1
      let command = legacyCommand(text, at: start, prefixLength: prefix.count, registered)
      if let command { commands.append(command) }
      if matching != .lenient { break }
    }
    return commands
  }

  private static func legacyCommand(
    _ text: [Unit], at start: Int, prefixLength: Int, _ registered: Set<String>
  ) -> Command? {
    guard let close = text[(start + prefixLength)...].firstIndex(where: { $0.text == "]" })
    else { return nil }
    let info = Array(text[(start + prefixLength)..<close])
    let space = info.firstIndex { $0.text == " " }
    let name = string(info[..<(space ?? info.count)])
    guard let registeredName = registeredName(name, in: registered) else { return nil }
    var properties: [String: String] = [:]
    if let space {
      for entry in string(info[(space + 1)...]).split(separator: ";") {
        let pair = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: true)
        if pair.count == 2 { properties[String(pair[0])] = unescapeLegacy(String(pair[1])) }
      }
    }
    return Command(
      name: registeredName, properties: properties,
      data: unescapeLegacy(string(text[(close + 1)...])))
  }

  /// The registered name `name` is, compared as .NET's `OrdinalIgnoreCase` compares (each
  /// character upper-cased; Swift's full mapping is a superset of its simple one).
  private static func registeredName(_ name: String, in registered: Set<String>) -> String? {
    let folded = name.uppercased()
    return registered.first { $0.uppercased() == folded }
  }

  // MARK: Unescaping, in the runner's order

  static func unescapeData(_ text: String) -> String {
    replacing(text, [("%0D", "\r"), ("%0A", "\n"), ("%25", "%")])
  }

  static func unescapeProperty(_ text: String) -> String {
    replacing(text, [("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")])
  }

  static func unescapeLegacy(_ text: String) -> String {
    replacing(
      text, [("%3B", ";"), ("%0D", "\r"), ("%0A", "\n"), ("%5D", "]"), ("%25", "%")])
  }

  /// Each pair replaced in turn over the whole text, as `string.Replace` does: ordinal, left
  /// to right, not overlapping.
  private static func replacing(_ text: String, _ pairs: [(String, String)]) -> String {
    var result = Array(text.unicodeScalars)
    for (token, replacement) in pairs {
      let needle = Array(token.unicodeScalars)
      var out: [Unicode.Scalar] = []
      var index = 0
      while index < result.count {
        if index + needle.count <= result.count,
          Array(result[index..<index + needle.count]) == needle
        {
          out += replacement.unicodeScalars
          index += needle.count
        } else {
          out.append(result[index])
          index += 1
        }
      }
      result = out
    }
    var string = ""
    string.unicodeScalars.append(contentsOf: result)
    return string
  }

  // MARK: Units of matching

  /// What one search step compares: a Unicode scalar (ordinal, lenient) or a grapheme cluster.
  struct Unit: Equatable {
    var text: String

    /// .NET's `char.IsWhiteSpace`, which `TrimStart` uses: the Unicode White_Space characters.
    var isWhiteSpace: Bool {
      text.unicodeScalars.count == 1 && text.unicodeScalars.first!.properties.isWhitespace
    }
  }

  static func units(of line: String, matching: Matching) -> [Unit] {
    switch matching {
    case .ordinal:
      return line.unicodeScalars.map { Unit(text: String($0)) }
    case .graphemes:
      return line.map { Unit(text: String($0)) }
    case .lenient:
      return line.unicodeScalars.filter { !mayBePassedOver($0) }.map { Unit(text: String($0)) }
    }
  }

  /// A character ICU's collation may treat as ignorable, or that may join its neighbour into
  /// one cluster: controls, format characters, marks, line and paragraph separators, the
  /// default-ignorable code points and the Arabic tatweel. Broader than ICU, on purpose.
  public static func mayBePassedOver(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    if properties.isDefaultIgnorableCodePoint || scalar == "\u{0640}" { return true }
    switch properties.generalCategory {
    case .control, .format, .nonspacingMark, .spacingMark, .enclosingMark, .lineSeparator,
      .paragraphSeparator, .surrogate:
      return true
    default:
      return false
    }
  }

  private static func firstIndex(of needle: [Unit], in text: [Unit], from start: Int) -> Int? {
    guard text.count >= needle.count, start <= text.count - needle.count else { return nil }
    return (start...(text.count - needle.count)).first {
      Array(text[$0..<$0 + needle.count]) == needle
    }
  }

  private static func string(_ units: some Sequence<Unit>) -> String {
    units.map(\.text).joined()
  }
}

extension String {
  /// .NET's `Trim()`: white space off both ends.
  fileprivate func trimmingWhiteSpace() -> String {
    let scalars = Array(unicodeScalars)
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
    let last = scalars.lastIndex { !$0.properties.isWhitespace }!
    var out = ""
    out.unicodeScalars.append(contentsOf: scalars[first...last])
    return out
  }
}
