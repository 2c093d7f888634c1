import NavSpecLanguage
import Testing

/// Random but well-formed scenarios through the whole pipeline (check, run, report): the model
/// and runner must never crash, whatever order of touches, gestures, settings and waits, and the
/// same input must give the same report.
@Suite("Pipeline fuzzing")
struct PipelineFuzzTests {
  /// The explorer's seeded generator (SplitMix64), so every fuzz case reproduces.
  typealias Random = SeededGenerator

  static let titles = ["Home", "Search", "Library", "Profile", "\"My Projects\"", "Café"]

  static func statement(_ random: inout Random, fingersDown: inout Set<Int>) -> String {
    let tab = titles.randomElement(using: &random)!
    let x = Double(Int.random(in: -20...420, using: &random))
    let y = Double(Int.random(in: 700...860, using: &random))
    let ms = Int.random(in: 0...900, using: &random)
    let finger = Int.random(in: 1...3, using: &random)
    switch Int.random(in: 0..<23, using: &random) {
    case 0: return "tap \(tab)"
    case 1: return "drag \(tab) to \(titles.randomElement(using: &random)!) in \(ms + 1)ms"
    case 2: return "long-press pill for \(ms + 1)ms"
    case 3: return "double-tap (\(x), \(y))"
    case 4: return "wait \(ms)ms"
    case 5: return "settle"
    case 6:
      let setting = [
        "reduce-motion on", "reduce-motion off", "layout-direction rtl", "layout-direction ltr",
        "voiceover on", "voiceover off", "dynamic-type AX3", "dynamic-type L", "bold-text on",
      ].randomElement(using: &random)!
      return "set \(setting)"
    case 7, 8:
      if fingersDown.contains(finger) {
        return "+\(ms)ms touch move \(finger) (\(x), \(y))"
      }
      fingersDown.insert(finger)
      return "+\(ms)ms touch down \(finger) (\(x), \(y))"
    case 9, 10:
      guard fingersDown.remove(finger) != nil else { return "wait 1ms" }
      return "+\(ms)ms touch up \(finger)"
    case 11:
      guard !fingersDown.isEmpty else { return "wait 2ms" }
      fingersDown.removeAll()
      return "touch cancel"
    case 12: return "tab \(tab) badge \(ms)"
    case 13: return "expect pill.offset >= -1000"
    case 14: return "expect event selectionChanged"
    case 15: return "expect events [dragBegan]"
    case 16: return "expect no event longPressBegan"
    case 17: return "expect tabs[\(tab)].a11y.traits contains button"
    case 18: return "announce \"Hello\""
    case 19: return "frame-rate \(Int.random(in: 1...240, using: &random))"
    case 20: return "exhaustive on"
    case 21:
      // SF Symbol names are dotted, some with digit pieces.
      let icon = ["books.vertical", "square.grid.2x2", "person.2.fill", "1.circle", "v2.0"]
        .randomElement(using: &random)!
      return "tab \(tab) icon \(icon)"
    default: return "expect selection in tabs"
    }
  }

  /// A random scenario. Synthesised gestures need finger 1 up, so they are dropped while it is down.
  static func scenario(seed: UInt64) -> String {
    var random = Random(seed: seed)
    var fingersDown = Set<Int>()
    var lines = ["tabbar glass \(titles.joined(separator: " "))"]
    for _ in 0..<Int.random(in: 1...40, using: &random) {
      let line = statement(&random, fingersDown: &fingersDown)
      let synthesised = ["tap", "drag", "long-press", "double-tap"].contains {
        line.hasPrefix($0 + " ")
      }
      if synthesised && fingersDown.contains(1) { continue }
      lines.append(line)
    }
    lines.append("expect selectedIndex >= 0")
    return lines.joined(separator: "\n") + "\n"
  }

  @Test(arguments: 0..<8)
  func randomScenariosRunWithoutCrashing(batch: Int) {
    for index in 0..<50 {
      let seed = UInt64(batch * 1_000 + index)
      let text = Self.scenario(seed: seed)
      let first = ScenarioPipeline.run(path: "fuzz-\(seed)", text: text)
      // VoiceOver actions are never generated, and every finger is tracked, so the checker must
      // accept every generated file: a diagnostic here is a generator or checker bug.
      #expect(first.diagnostics.isEmpty, "seed \(seed):\n\(text)")
      #expect(first.results.count == 1, "seed \(seed)")
      let again = ScenarioPipeline.run(path: "fuzz-\(seed)", text: text)
      #expect(
        ReportFormat.json.render(RunReport(files: [first]))
          == ReportFormat.json.render(RunReport(files: [again])), "seed \(seed)")
    }
  }

  /// Declarations with repeats: titles written twice (some canonically equivalent, `Café`
  /// precomposed and decomposed), route types differing only in case, ids written twice. The
  /// number of errors is known from how the file was made; the checker must report exactly those,
  /// at the repeats, and nothing may crash.
  static func declarations(seed: UInt64) -> (text: String, repeats: Int) {
    var random = Random(seed: seed)
    var repeats = 0
    let spellings: [[String]] = [["Home"], ["Caf\u{E9}", "Cafe\u{301}"], ["Library"], ["v2.0"]]
    var titles: [String] = []
    var seen = Set<Int>()
    for _ in 0..<Int.random(in: 1...6, using: &random) {
      let index = Int.random(in: 0..<spellings.count, using: &random)
      titles.append(spellings[index].randomElement(using: &random)!)
      if !seen.insert(index).inserted { repeats += 1 }
    }
    let style = ["glass", "system", "sidebar-adaptable"].randomElement(using: &random)!
    var lines = ["tabbar \(style) " + titles.joined(separator: " ")]
    var types = Set<String>()
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      let type = ["recipe", "Recipe", "RECIPE", "category"].randomElement(using: &random)!
      let isNew = types.insert(type.lowercased()).inserted
      if !isNew { repeats += 1 }
      var ids = Set<String>()
      var items: [String] = []
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let id = ["a", "b", "A"].randomElement(using: &random)!
        // A repeated type is rejected whole, so its ids are not checked.
        if !ids.insert(id).inserted, isNew { repeats += 1 }
        items.append("\(id) \"\(id.uppercased())\"")
      }
      lines.append("route \(type) " + items.joined(separator: " "))
    }
    lines.append("expect time >= 0")
    return (lines.joined(separator: "\n") + "\n", repeats)
  }

  @Test func repeatedDeclarationsAreEachOneError() {
    var withRepeats = 0
    for seed in UInt64(0)..<300 {
      let (text, repeats) = Self.declarations(seed: seed)
      let report = ScenarioPipeline.run(path: "d-\(seed)", text: text)
      let found = report.diagnostics.filter {
        $0.message.hasPrefix("duplicate ") || $0.message.contains("only in case")
          || $0.message.contains("is already declared")
      }
      #expect(found.count == repeats, "seed \(seed):\n\(text)")
      #expect(
        report.diagnostics.count == repeats, "seed \(seed): \(report.diagnostics.map(\.message))")
      if repeats == 0 { #expect(report.results.first?.passed == true, "seed \(seed)") }
      if repeats > 0 { withRepeats += 1 }
    }
    // The generator made both kinds of file.
    #expect(withRepeats > 100)
    #expect(withRepeats < 290)
  }
}
