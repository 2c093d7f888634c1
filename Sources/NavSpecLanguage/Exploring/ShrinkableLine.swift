/// A generated scenario line as the shrinker sees it: its numbers (point coordinates and plain
/// numbers, durations and instants), the finger a raw touch uses, and simpler lines that could
/// stand for it. Text in quotes (URLs, restored JSON) is never touched.
struct ShrinkableLine {
  enum NumberKind { case point, duration }

  /// One number in the line: where it is, its kind and its value (microseconds for a time).
  struct Number {
    var range: Range<String.Index>
    var kind: NumberKind
    var value: Double

    /// Rounder values, roundest first: multiples of 10, 5, 1 for points; of 100 ms, 50 ms,
    /// 10 ms, 1 ms for times. Values already that round are left out.
    var roundings: [String] {
      var seen: Set<String> = []
      let steps: [Double] = kind == .point ? [10, 5, 1] : [100_000, 50_000, 10_000, 1_000]
      return steps.compactMap { step in
        let rounded = (value / step).rounded() * step
        guard rounded != value, kind == .point || rounded > 0 else { return nil }
        let text =
          kind == .point
          ? ValueFormatter.number(rounded) : formatDuration(Int64(clamping: rounded))
        return seen.insert(text).inserted ? text : nil
      }
    }
  }

  let text: String

  init(_ text: String) {
    self.text = text
  }

  /// The finger of a raw touch line (`touch move 2 (…)`: 2; `touch up`: 1); nil for others.
  var finger: Int? {
    let words = withoutTiming.split(separator: " ")
    guard words.first == "touch", words.count >= 2 else { return nil }
    if words.count >= 3, let finger = Int(words[2]) { return finger }
    return 1
  }

  /// The line without `+D ` or `at T ` in front, when an input follows it.
  private var withoutTiming: Substring {
    let words = text.split(separator: " ", maxSplits: 2)
    if text.hasPrefix("+"), let space = text.firstIndex(of: " ") {
      return text[text.index(after: space)...]
    }
    if words.count == 3, words[0] == "at" { return words[2] }
    return Substring(text)
  }

  /// Simpler lines, simplest first.
  var simplifications: [String] {
    var found: [String] = []
    let bare = String(withoutTiming)
    if bare != text { found.append(bare) }
    if bare.hasPrefix("double-tap ") { found.append("tap " + bare.dropFirst("double-tap ".count)) }
    if bare.hasPrefix("drag "), let range = bare.firstRange(of: " to ") {
      // A drag whose only effect is where it ends is a tap there.
      let end = bare[range.upperBound...]
      let target = end.firstRange(of: " in ").map { end[..<$0.lowerBound] } ?? end
      found.append("tap " + target)
    }
    if bare.hasPrefix("long-press ") {
      let target = bare.dropFirst("long-press ".count)
      found.append(
        "tap " + (target.firstRange(of: " for ").map { target[..<$0.lowerBound] } ?? target))
    }
    if bare.hasPrefix("long-press "), let range = bare.lastRange(of: " for ") {
      found.append(String(bare[..<range.lowerBound]))
    }
    if bare.hasPrefix("fling "), let range = bare.firstRange(of: " from ") {
      found.append(String(bare[..<range.lowerBound]))
    }
    if bare.hasPrefix("drag "), let range = bare.lastRange(of: " in ") {
      found.append(String(bare[..<range.lowerBound]))
    }
    if bare.hasPrefix("touch cancel") {
      found.append("touch up" + bare.dropFirst("touch cancel".count))
    }
    return found
  }

  /// Every number outside quotes: the lexer's number tokens, so the shrinker reads a line as
  /// the parser does. A number glued to a word or a point before it (`v2.0`, `AX5`) is part of a
  /// title, not a number to round; one with a unit other than a time's (`12pt`) is left alone.
  var numbers: [Number] {
    let tokens = Lexer.lex(text, line: 1, file: "").tokens
    var found: [Number] = []
    for (position, token) in tokens.enumerated() {
      guard case .number(let literal) = token.kind, let value = literal.doubleValue else {
        continue
      }
      if position > 0 {
        let previous = tokens[position - 1]
        let glued =
          previous.range.start.column + previous.range.length == token.range.start.column
        switch previous.kind {
        case .word, .number, .size, .symbol(.dot): if glued { continue }
        case .string, .symbol: break
        }
      }
      let kind: NumberKind
      let scale: Double
      switch literal.unit {
      case "": (kind, scale) = (.point, 1)
      case "us": (kind, scale) = (.duration, 1)
      case "ms": (kind, scale) = (.duration, 1_000)
      case "s": (kind, scale) = (.duration, 1_000_000)
      default: continue
      }
      let start = text.index(text.startIndex, offsetBy: token.range.start.column - 1)
      let end = text.index(start, offsetBy: token.range.length)
      found.append(Number(range: start..<end, kind: kind, value: value * scale))
    }
    return found
  }

  func replacing(_ number: Number, with replacement: String) -> String {
    var copy = text
    copy.replaceSubrange(number.range, with: replacement)
    return copy
  }
}

extension StringProtocol {
  /// The last occurrence of `needle`: Foundation's `range(of:options: .backwards)`, which
  /// FoundationEssentials, all the tool links (docs/cli.md#cold-start), lacks.
  fileprivate func lastRange(of needle: String) -> Range<Index>? {
    var start = endIndex
    while start > startIndex {
      start = index(before: start)
      if self[start...].starts(with: needle) {
        return start..<index(start, offsetBy: needle.count)
      }
    }
    return nil
  }
}
