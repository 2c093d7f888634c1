/// One raw touch line as a recorder writes it, `+16ms touch move (146.25, 812)`, kept in 40
/// bytes instead of a `Statement` (about 300, and a String for its text): a recorded script is
/// hundreds of thousands of such lines, and the whole file must parse fast and stay small in
/// memory (docs/model.md#throughput).
///
/// Only the canonical spelling is packed: `+` and a whole number of milliseconds, one blank
/// between the words, a point and nothing after it, no finger id, no comment, no blank around
/// the line, all ASCII. Every position of such a line follows from the lengths of its timing
/// token and its phase, so `statement(file:line:in:)` rebuilds exactly the `Statement` the
/// general parser makes of it (a test compares the two). Any other line, however close, takes
/// the general path.
struct PackedTouch: Hashable, Sendable {
  var x: Double
  var y: Double
  /// The delay of the `+…ms` prefix, in microseconds.
  var delay: Int64
  /// Where the line is in its file's UTF-8, and its 1-based number.
  var start: UInt32
  var line: UInt32
  var length: UInt16
  /// The length of `+…ms`.
  var prefixLength: UInt8
  var phase: Phase

  enum Phase: UInt8, Sendable {
    case down
    case move
    case up

    var touchPhase: TouchPhase {
      switch self {
      case .down: .down
      case .move: .move
      case .up: .up
      }
    }

    /// The phase word's length.
    var length: Int {
      switch self {
      case .down, .move: 4
      case .up: 2
      }
    }
  }

  /// The `touch` keyword, from its table.
  static let keyword: StatementKeyword? = StatementVocabulary.keyword("touch")

  /// The line `bytes`, number `line`, starting at byte `start` of its file, when it is a
  /// canonical touch line; nil for any other line.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, line: Int) -> PackedTouch? {
    let count = bytes.count
    // The shortest is `+0ms touch up (0, 0)`.
    guard count >= 20, count <= Lexer.maxLineLength, bytes[0] == UInt8(ascii: "+"),
      start < Int(UInt32.max), line < Int(UInt32.max)
    else { return nil }
    var position = 1
    // The delay: whole milliseconds, converted as `ScenarioParser.durationValue` does (leading
    // zeros dropped, at most 18 significant digits, at most `maxDuration`).
    var significant = 0
    var milliseconds: Int64 = 0
    while position < count, let digit = digitValue(bytes[position]) {
      if significant > 0 || digit != 0 {
        significant += 1
        guard significant <= 18 else { return nil }
        milliseconds = milliseconds * 10 + Int64(digit)
      }
      position += 1
    }
    guard position > 1, position < 256 - 8,
      matches(bytes, at: position, "ms touch ")
    else { return nil }
    let (delay, overflow) = milliseconds.multipliedReportingOverflow(by: 1_000)
    guard !overflow, delay <= ScenarioParser.maxDuration else { return nil }
    let prefixLength = position + 2
    position += 9
    let phase: Phase
    if matches(bytes, at: position, "down (") {
      phase = .down
    } else if matches(bytes, at: position, "move (") {
      phase = .move
    } else if matches(bytes, at: position, "up (") {
      phase = .up
    } else {
      return nil
    }
    position += phase.length + 2
    guard let (x, afterX) = number(bytes, at: position), afterX + 1 < count,
      bytes[afterX] == UInt8(ascii: ","), bytes[afterX + 1] == UInt8(ascii: " "),
      let (y, afterY) = number(bytes, at: afterX + 2),
      afterY == count - 1, bytes[afterY] == UInt8(ascii: ")")
    else { return nil }
    return PackedTouch(
      x: x, y: y, delay: delay, start: UInt32(start), line: UInt32(line),
      length: UInt16(count), prefixLength: UInt8(prefixLength), phase: phase)
  }

  /// The statement the general parser makes of the line, in file `file` whose text is `text`.
  func statement(file: String, text: String) -> Statement {
    let line = Int(line)
    func range(_ column: Int, _ length: Int) -> SourceRange {
      SourceRange(start: SourceLocation(file: file, line: line, column: column), length: length)
    }
    let prefix = Int(prefixLength)
    let phaseColumn = prefix + 8
    let pointColumn = phaseColumn + phase.length + 1
    let touch = TouchStatement(
      phase: Located(phase.touchPhase, at: range(phaseColumn, phase.length)), finger: nil,
      point: Located(
        PointLiteral(x: x, y: y), at: range(pointColumn, Int(length) - pointColumn + 1)))
    guard let keyword = Self.keyword else {
      preconditionFailure("the touches table declares no 'touch' keyword")
    }
    return Statement(
      kind: .touch(touch), keyword: keyword, timing: .relative(delay),
      range: range(1, Int(length)),
      spelling: SourceFile.slice(text, from: Int(start), to: Int(start) + Int(length)))
  }

  private static func digitValue(_ byte: UInt8) -> UInt8? {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : nil
  }

  private static func matches(
    _ bytes: UnsafeBufferPointer<UInt8>, at position: Int, _ word: StaticString
  ) -> Bool {
    let length = word.utf8CodeUnitCount
    guard position + length <= bytes.count else { return false }
    for offset in 0..<length where bytes[position + offset] != word.utf8Start[offset] {
      return false
    }
    return true
  }

  /// `-?digits(.digits)?` at `position` and where it ends, read as the general parser reads a
  /// number without a unit (`NumberLiteral.doubleValue`: the same text through `Double`). Nil
  /// when the number is not finite or not of that shape.
  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (
    Double, Int
  )? {
    var end = position
    if end < bytes.count, bytes[end] == UInt8(ascii: "-") { end += 1 }
    let digitsStart = end
    while end < bytes.count, digitValue(bytes[end]) != nil { end += 1 }
    guard end > digitsStart else { return nil }
    if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
      let fractionStart = end + 1
      var fractionEnd = fractionStart
      while fractionEnd < bytes.count, digitValue(bytes[fractionEnd]) != nil { fractionEnd += 1 }
      guard fractionEnd > fractionStart else { return nil }
      end = fractionEnd
    }
    let spelled = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
    // A number past a point's domain takes the general path, which reports it.
    guard let value = Double(spelled), NumberDomain.touchX.contains(value) else { return nil }
    return (value, end)
  }
}
