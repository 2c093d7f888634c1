import NavSpecModel

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// Prints numbers, times, values and events the same way on every run and every machine.
public enum ValueFormatter {
  /// Whole numbers without a fraction; others with at most 6 decimals, trailing zeros dropped
  /// ("185.25", "0.129162"). Negative zero prints as "0".
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    if let text = sixtyFourths(value) { return text }
    var text = fixed6(value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// `number(value)` without C's `printf` when `value` is a whole number of 64ths below 2^40:
  /// the halves, quarters and whole points of frames and generated touches, which
  /// `navspec explore` prints for every line it writes (`printf` was about 3 % of its time).
  /// Exact: such a number has at most 6 decimals (1/64 = 0.015625), each 64th being 15,625
  /// millionths, so `%.6f` rounds nothing and prints these very digits. Nil for any other value.
  static func sixtyFourths(_ value: Double) -> String? {
    let magnitude = value.magnitude
    let scaled = magnitude * 64
    guard magnitude < 0x1p40, scaled == scaled.rounded(.towardZero) else { return nil }
    let sixtyFourths = UInt64(clamping: scaled, rounding: .towardZero)
    let whole = String(sixtyFourths / 64)
    var millionths = (sixtyFourths % 64) * 15_625
    // `%.6f` keeps the sign of a negative value, but "-0" prints as "0".
    let sign = value < 0 && sixtyFourths > 0 ? "-" : ""
    guard millionths > 0 else { return sign + whole }
    var digits = 6
    while millionths % 10 == 0 {
      millionths /= 10
      digits -= 1
    }
    let fraction = String(millionths)
    return sign + whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
  }

  /// `value` printed by C's `%.6f`, the rounding every platform's libc agrees on. Called
  /// directly rather than through Foundation's `String(format:)`, which would make the tool
  /// load all of Foundation and ICU at start-up (docs/cli.md#cold-start). The largest double
  /// prints 309 digits before the point, so 512 bytes always hold it.
  private static func fixed6(_ value: Double) -> String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer in
      let count = withVaList([value]) { vsnprintf(buffer.baseAddress, 512, "%.6f", $0) }
      let bytes = UnsafeRawBufferPointer(
        start: buffer.baseAddress, count: Int(max(0, min(count, 511))))
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// Seconds with 3 decimals ("0.350s"), or 6 when the instant is not a whole millisecond.
  public static func time(_ time: VirtualTime) -> String {
    let micros = time.microseconds
    let sign = micros < 0 ? "-" : ""
    let magnitude = micros.magnitude
    let seconds = magnitude / 1_000_000
    let fraction = magnitude % 1_000_000
    if fraction % 1_000 == 0 {
      return "\(sign)\(seconds).\(pad(fraction / 1_000, to: 3))s"
    }
    return "\(sign)\(seconds).\(pad(fraction, to: 6))s"
  }

  private static func pad(_ value: UInt64, to width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// A value as a scenario would write it: strings quoted when they are not plain words.
  public static func value(_ value: StateValue) -> String {
    switch value {
    case .number(let number): return self.number(number)
    case .string(let string): return quotedIfNeeded(string)
    case .bool(let flag): return flag ? "true" : "false"
    case .list(let words): return "[" + words.map(quotedIfNeeded).joined(separator: ", ") + "]"
    case .none: return "none"
    }
  }

  /// How many UTF-8 bytes of a text `abbreviated(_:)` shows before it shortens it (our decision:
  /// a line of a terminal; a deep stack's path is tens of kilobytes).
  public static let abbreviationLimit = 120

  /// `value(_:)`, but a text longer than `abbreviationLimit` bytes shows its start and its end
  /// and how long it is: `"recipe/a/recipe/a…"…"/recipe/a/recipe/a" (72017 bytes)`. A failure
  /// or the REPL's answer to a step printed a deep stack's path whole, so a file of N pushes,
  /// each followed by a line that shows the path, printed O(N²) bytes (docs/model.md#long-files).
  /// Reads only what it shows.
  public static func abbreviated(_ value: StateValue) -> String {
    guard case .string(let text) = value, text.utf8.count > abbreviationLimit else {
      return self.value(value)
    }
    let half = abbreviationLimit / 2
    let head = String(text.unicodeScalars.prefix(half))
    let tail = String(text.unicodeScalars.suffix(half))
    return quotedIfNeeded(head) + "…" + quotedIfNeeded(tail) + " (\(text.utf8.count) bytes)"
  }

  /// `Library` and `pill.scale` stay bare; `My Projects`, `v2.0.` and `""` are quoted, with `"`
  /// and `\` escaped. Bare only when the parser reads the text back as this very name, so every
  /// printed value can be typed back (the lexer decides, not a second list of characters here).
  public static func quotedIfNeeded(_ text: String) -> String {
    Spelling.isBareName(text) ? text : Spelling.quote(text)
  }

  /// `selectionChanged(from: Home, to: Library, cause: tap)`.
  public static func event(_ event: Event) -> String {
    guard !event.arguments.isEmpty else { return event.kind.rawValue }
    let arguments = event.arguments.map { "\($0.label): \(value($0.value))" }
    return "\(event.kind.rawValue)(\(arguments.joined(separator: ", ")))"
  }

  /// `0.350s  selectionChanged(...)`, the form used in failure reports and the REPL.
  public static func timedEvent(_ event: Event) -> String {
    "\(time(event.time))  \(self.event(event))"
  }
}
