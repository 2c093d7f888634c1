/// Shrinks a failing run to a small one that fails the same way, in a fixed order
/// (docs/explore.md#shrinking): remove steps (delta debugging: halves, then quarters, … then single
/// steps), remove second fingers, simplify steps (drop timing prefixes, double taps to taps,
/// default durations), round numbers (to multiples of 10, 5, then whole points), round times (to
/// 100, 50, 10, then 1 ms). Each change is kept only if `stillFails` says the run still breaks the
/// same invariant; it returns the lines the run kept (a removal can leave lines that no longer
/// mean anything, which it drops). Deterministic: no choice depends on anything but the lines.
public struct Shrinker {
  /// The kept lines when `lines` still fails the same way, nil when it does not.
  let stillFails: ([String]) -> [String]?
  /// Progress, one line at a time (`shrink: 37 steps -> 12 -> 8 (removing steps)`).
  let progress: (String) -> Void
  /// How many candidates were tried.
  public private(set) var replays = 0

  public init(stillFails: @escaping ([String]) -> [String]?, progress: @escaping (String) -> Void) {
    self.stillFails = stillFails
    self.progress = progress
  }

  private mutating func attempt(_ lines: [String]) -> [String]? {
    replays += 1
    return stillFails(lines)
  }

  public mutating func shrink(_ lines: [String]) -> [String] {
    var current = lines
    var sizes = [current.count]
    current = removingSteps(current, sizes: &sizes)
    progress("shrink: \(Self.steps(sizes)) (removing steps)")
    var changes = 0
    current = rewriting(current, count: &changes, Self.withoutSecondFinger)
    progress("shrink: \(Self.steps([current.count])) (removing fingers: \(changes) removed)")
    changes = 0
    current = rewriting(current, count: &changes, Self.simplified)
    progress("shrink: \(Self.steps([current.count])) (simplifying steps: \(changes) simplified)")
    changes = 0
    current = rounding(current, count: &changes, kind: .point)
    progress("shrink: \(Self.steps([current.count])) (rounding numbers: \(changes) rounded)")
    changes = 0
    current = rounding(current, count: &changes, kind: .duration)
    progress("shrink: \(Self.steps([current.count])) (rounding times: \(changes) rounded)")
    let before = current.count
    sizes = [before]
    current = removingSteps(current, sizes: &sizes)
    if current.count < before {
      progress("shrink: \(Self.steps(sizes)) (removing steps again)")
    }
    return current
  }

  /// `30 -> 15 -> 4 steps`, `1 step`.
  static func steps(_ sizes: [Int]) -> String {
    sizes.map(String.init).joined(separator: " -> ") + (sizes.last == 1 ? " step" : " steps")
  }

  /// Delta debugging (Zeller and Hildebrandt, "Simplifying and Isolating Failure-Inducing
  /// Input", IEEE TSE 2002), complements only: remove chunks of half the steps, then quarters, …,
  /// down to single steps, restarting at the same granularity after every success.
  mutating func removingSteps(_ lines: [String], sizes: inout [Int]) -> [String] {
    var current = lines
    var chunks = 2
    while current.count > 1, chunks <= current.count * 2 {
      let size = max(1, (current.count + chunks - 1) / chunks)
      var removed = false
      var start = 0
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(current.count, start + size))
        if let kept = attempt(candidate), kept.count < current.count {
          current = kept
          sizes.append(current.count)
          removed = true
        } else {
          start += size
        }
      }
      if size == 1, !removed { break }
      if !removed { chunks *= 2 }
    }
    if current.count == 1, let kept = attempt([]), kept.isEmpty {
      // The set-up alone breaks it.
      current = []
      sizes.append(0)
    }
    return current
  }

  /// Tries `rewrite` on each line in turn, keeping each rewrite that still fails.
  private mutating func rewriting(
    _ lines: [String], count: inout Int, _ rewrite: ([String], Int) -> [[String]]
  ) -> [String] {
    var current = lines
    var index = 0
    while index < current.count {
      var changed = false
      for candidate in rewrite(current, index) where candidate != current {
        if let kept = attempt(candidate) {
          current = kept
          count += 1
          changed = true
          break
        }
      }
      if !changed { index += 1 }
    }
    return current
  }

  /// Every line of the finger the line at `index` uses, when it is not finger 1, removed.
  static func withoutSecondFinger(_ lines: [String], _ index: Int) -> [[String]] {
    guard let finger = ShrinkableLine(lines[index]).finger, finger != 1 else { return [] }
    return [lines.filter { ShrinkableLine($0).finger != finger }]
  }

  /// The line at `index` made simpler: its timing prefix dropped, a double tap made a tap, a
  /// gesture's duration left to the default.
  static func simplified(_ lines: [String], _ index: Int) -> [[String]] {
    ShrinkableLine(lines[index]).simplifications.map { simpler in
      var candidate = lines
      candidate[index] = simpler
      return candidate
    }
  }

  /// Rounds each number of one kind in each line, roundest first, keeping the roundest that
  /// still fails.
  private mutating func rounding(
    _ lines: [String], count: inout Int, kind: ShrinkableLine.NumberKind
  ) -> [String] {
    var current = lines
    var index = 0
    while index < current.count {
      let line = ShrinkableLine(current[index])
      var changed = false
      for number in line.numbers where number.kind == kind {
        for rounder in number.roundings {
          var candidate = current
          candidate[index] = line.replacing(number, with: rounder)
          if candidate[index] != current[index], let kept = attempt(candidate) {
            current = kept
            count += 1
            changed = true
            break
          }
        }
        if changed { break }
      }
      // A rounded line is scanned again for its next number; a line that changes no more is done.
      if !changed { index += 1 }
    }
    return current
  }
}
