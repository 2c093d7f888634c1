import Testing

@testable import NavSpecREPL

/// The answer to a step is bounded however deep the stacks are: it showed each changed value
/// whole, the path and the saved state's JSON before and after, so 2,000 typed pushes printed
/// 233 MB (docs/model.md#long-files). Counted in bytes, not time.
struct ReplLongSessionTests {
  static func pushes(_ count: Int) -> [String] {
    ["tabbar glass Home Library", "route recipe a \"A\""]
      + Array(repeating: "push recipe a", count: count)
  }

  /// The 800th push's answer is no longer than the 100th's, but for the digits in it.
  @Test func aPushAnswersTheSameWhateverTheDepth() throws {
    let (_, responses) = ReplTesting.session(Self.pushes(800))
    let hundredth = responses[101].text
    let last = try #require(responses.last).text
    #expect(last.utf8.count <= hundredth.utf8.count + 40, "\(hundredth)\n\(last)")
    #expect(last.utf8.count < 2_000)
    #expect(last.contains("navigation.depth: 799 → 800"))
  }

  /// A passing expectation confirms the value it read, shortened the same way.
  @Test func aPassLineShowsALongPathShortened() throws {
    let (_, responses) = ReplTesting.session(
      Self.pushes(800) + ["expect navigation.depth == 800", "expect navigation.path != \"\""])
    let pass = try #require(responses.last).text
    // 800 routes of 8 characters and 799 slashes: tools/expected/costs.py, `path_bytes(800)`.
    #expect(pass.contains("(7199 bytes)"), "\(pass)")
    #expect(pass.utf8.count < 400)
  }
}
