/// Text for a GitHub Actions log that the runner cannot take for a command it was not meant as.
///
/// The runner reads every line a step writes, standard output and standard error alike, and
/// takes a line as a workflow command when, after leading white space, it starts with `::` (as
/// in `::error file=…::message`), or when it holds the legacy `##[` form anywhere
/// (`##[warning]message`); only the command names it knows count, compared without case
/// ([actions/runner](https://github.com/actions/runner), `ActionCommand.TryParseV2` and
/// `TryParse`, used by `ActionCommandManager.TryProcessCommand`). The runner finds `::` and `##[`
/// with .NET's culture-sensitive search, under which characters such as U+00AD SOFT HYPHEN or
/// U+200B ZERO WIDTH SPACE count for nothing, so `#\u{AD}#[` can be found as `##[`.
///
/// A report echoes paths, names and source lines, so it can hold such a line. Two remedies:
/// - `guarded(_:)` wraps a piece of the report in `::stop-commands::TOKEN` … `::TOKEN::`: between
///   the two, the runner takes no command but the resuming `::TOKEN::` (and its `##[TOKEN]`
///   form), and the text shows in the log as it is. The token is derived from the text it wraps
///   (a hash, so the output stays deterministic) and chosen so that the text does not contain
///   it, in any case: no text can resume the runner early. Text that no rule could take for a
///   command is left as it is, so a plain report gains no lines.
/// - `neutralised(_:)` escapes what could start a command in one line, for the lines written to
///   standard error: the runner reads both streams at once, and a `::stop-commands::` on one
///   could be in force while the other's resuming line arrives, so standard error never stops
///   the runner.
public enum GitHubLog {
  /// The line that stops the runner's commands until `resumption(token)`.
  public static func stop(_ token: String) -> String { "::stop-commands::\(token)" }

  /// The line that resumes them.
  public static func resumption(_ token: String) -> String { "::\(token)::" }

  /// `text` (whole lines, each ending with a line feed) wrapped so that the runner takes none of
  /// it for a command, or unchanged when no line of it could be taken for one.
  public static func guarded(_ text: String) -> String {
    guard mayBeTakenForCommand(text) else { return text }
    let token = token(for: text)
    let body = text.hasSuffix("\n") ? text : text + "\n"
    return stop(token) + "\n" + body + resumption(token) + "\n"
  }

  /// A token that `text` does not contain, compared as the runner compares command names
  /// (without case): `navspec-` and 16 hexadecimal digits of an FNV-1a hash of the text and an
  /// attempt number, the first attempt whose token is absent. `navspec-` keeps it apart from
  /// every command name the runner knows (it refuses those as tokens).
  public static func token(for text: String) -> String {
    let folded = Array(text.uppercased().utf8)
    var attempt: UInt64 = 0
    while true {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in text.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      }
      for shift in stride(from: 0, to: 64, by: 8) {
        hash = (hash ^ ((attempt >> UInt64(shift)) & 0xff)) &* 0x0000_0100_0000_01b3
      }
      let digits = String(hash, radix: 16)
      let token = "navspec-" + String(repeating: "0", count: 16 - digits.count) + digits
      if !contains(folded, Array(token.uppercased().utf8)) { return token }
      attempt += 1
    }
  }

  /// Whether some line of `text` could be taken for a command: with every character the
  /// runner's search may pass over left out (`isTransparent`), the line starts with `::` after
  /// white space, or holds `##[`. Erring towards yes costs two lines of log; towards no, a
  /// forged command.
  public static func mayBeTakenForCommand(_ text: String) -> Bool {
    var line = LineScan()
    for scalar in text.unicodeScalars where line.read(scalar) == .command {
      return true
    }
    return false
  }

  /// `line` with what could start a command escaped as the human report escapes characters: a
  /// leading `:` becomes `\u{3A}` and the `[` of a `##[` becomes `\u{5B}`. A line that no rule
  /// could take for a command is left as it is.
  public static func neutralised(_ line: String) -> String {
    guard mayBeTakenForCommand(line) else { return line }
    var out = ""
    var scan = LineScan()
    for scalar in line.unicodeScalars {
      switch scan.read(scalar) {
      case .firstOnLine where scalar == ":", .command where scalar == "[":
        out += PrintableText.escape(scalar)
      default:
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Reads text a scalar at a time as the runner's rules see it, with the characters its search
  /// may pass over left out.
  struct LineScan {
    enum Reading: Equatable {
      /// A character passed over, a line break, or leading white space.
      case passedOver
      /// The first character that counts on its line.
      case firstOnLine
      case other
      /// The character that completes `::` at the start of a line, or a `##[`.
      case command
    }

    private var counted = 0
    private var startsWithColon = false
    private var last: Unicode.Scalar?
    private var beforeLast: Unicode.Scalar?

    mutating func read(_ scalar: Unicode.Scalar) -> Reading {
      if scalar == "\n" || scalar == "\r" {
        self = LineScan()
        return .passedOver
      }
      if GitHubLog.isTransparent(scalar) { return .passedOver }
      if counted == 0 && scalar.properties.isWhitespace { return .passedOver }
      counted += 1
      defer {
        beforeLast = last
        last = scalar
      }
      if counted == 1 {
        startsWithColon = scalar == ":"
        return .firstOnLine
      }
      if counted == 2 && startsWithColon && scalar == ":" { return .command }
      if scalar == "[" && last == "#" && beforeLast == "#" { return .command }
      return .other
    }
  }

  /// A character the runner's culture-sensitive search may pass over, or that can glue to its
  /// neighbour: controls, format characters (soft hyphen, zero-width space and joiners, bidi
  /// marks), combining marks and every default-ignorable code point (variation selectors,
  /// U+3164 HANGUL FILLER …), and the Arabic tatweel. More than ICU ignores: leaving one out
  /// only makes `mayBeTakenForCommand` say yes more often.
  static func isTransparent(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.isDefaultIgnorableCodePoint || scalar.value == 0x0640 { return true }
    switch scalar.properties.generalCategory {
    case .control, .format, .nonspacingMark, .spacingMark, .enclosingMark,
      .lineSeparator, .paragraphSeparator:
      return true
    default:
      return false
    }
  }

  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
    for start in 0...(haystack.count - needle.count)
    where haystack[start] == needle[0]
      && haystack[start..<start + needle.count].elementsEqual(needle)
    {
      return true
    }
    return false
  }
}
