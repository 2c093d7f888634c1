import Foundation
import Testing

/// The REPL's screen as a person sees it (`TmuxScreen`): whole screens compared, for the keys
/// whose redraw can go wrong.
@Suite(.enabled(if: TmuxScreen.available, "tmux is not installed (make deps installs it)"))
struct ReplScreenTests {
  static let banner =
    "NavSpec 0.1.0 REPL: type statements to run them; :help for help, :quit to leave."

  static func session() throws -> (TmuxScreen, URL) {
    let folder = try scratchFolder("repl-screen")
    let screen = try TmuxScreen(in: folder)
    try screen.type("wait 1s")
    try screen.press("Enter")
    try screen.waitFor("[1.000s]›")
    return (screen, folder)
  }

  /// Ctrl-R draws its prompt at the start of the line, and Enter runs the line found and moves
  /// below it. Before: `[1.000s]› (reverse-i-search)`': (reverse-i-search)`w': wait 1s`, and the
  /// next prompt on the same row.
  @Test func reverseSearchRedrawsTheLineAndEnterMovesBelowIt() throws {
    let (screen, folder) = try Self.session()
    defer { try? FileManager.default.removeItem(at: folder) }
    try screen.press("C-r")
    try screen.type("w")
    try screen.expectScreen(
      """
      \(Self.banner)
      [0.000s]› wait 1s
      (reverse-i-search)`w': wait 1s
      """)
    try screen.press("Enter")
    try screen.expectScreen(
      """
      \(Self.banner)
      [0.000s]› wait 1s
      [1.000s]› wait 1s
      [2.000s]›
      """)
  }

  /// Ctrl-G abandons the search: the prompt and the line as they were.
  @Test func abandoningTheSearchPutsThePromptBack() throws {
    let (screen, folder) = try Self.session()
    defer { try? FileManager.default.removeItem(at: folder) }
    try screen.type("tap")
    try screen.press("C-r")
    try screen.type("zz")
    try screen.expectScreen(
      """
      \(Self.banner)
      [0.000s]› wait 1s
      (failed reverse-i-search)`zz': tap
      """)
    try screen.press("C-g")
    try screen.expectScreen(
      """
      \(Self.banner)
      [0.000s]› wait 1s
      [1.000s]› tap
      """)
  }

  /// Ctrl-C abandons the line; the session goes on, on a fresh row.
  @Test func controlCAbandonsTheLine() throws {
    let (screen, folder) = try Self.session()
    defer { try? FileManager.default.removeItem(at: folder) }
    try screen.type("tap Hom")
    // Ctrl-C once the editor has echoed the keys: the terminal discards input not yet read
    // when it raises SIGINT.
    try screen.waitFor("› tap Hom")
    try screen.press("C-c")
    try screen.expectScreen(
      """
      \(Self.banner)
      [0.000s]› wait 1s
      [1.000s]› tap Hom
      [1.000s]›
      """)
  }

  /// Tab with several candidates lists them under the line, then draws the line again.
  @Test func completionListsCandidatesAndRedrawsTheLine() throws {
    let (screen, folder) = try Self.session()
    defer { try? FileManager.default.removeItem(at: folder) }
    try screen.type("tabbar ")
    try screen.press("Tab")
    // libedit writes the list, then the line again under it: wait for both.
    let shown = try screen.waitUntil("listed the candidates and redrew the line") {
      $0.contains("gooey-corrected") && $0.hasSuffix("\n[1.000s]› tabbar")
    }
    let rows = shown.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.last == "[1.000s]› tabbar")
    #expect(rows.contains { $0.contains("glass") && $0.contains("system") })
  }

  /// A line longer than the window wraps onto the next row and reads back whole.
  @Test func aLongLineWraps() throws {
    let (screen, folder) = try Self.session()
    defer { try? FileManager.default.removeItem(at: folder) }
    let long = "expect selection == " + String(repeating: "x", count: 70)
    try screen.type(long)
    let text = "[1.000s]› " + long
    try screen.expectScreen(
      """
      \(Self.banner)
      [0.000s]› wait 1s
      \(text.prefix(80))
      \(text.dropFirst(80))
      """)
  }

  /// A narrower window: the line being typed wraps at the new width and reads back whole, and
  /// the answer to it fits the new width (the REPL reads the width when a line arrives).
  @Test func aResizedWindowWrapsAtItsNewWidth() throws {
    let folder = try scratchFolder("repl-screen")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = try TmuxScreen(in: folder)
    try screen.type("tabbar glass Home Search Library")
    try screen.waitFor("› tabbar glass Home Search Library")
    try screen.resize(columns: 40, rows: 12)
    try screen.type(" Profile")
    let text = "[0.000s]› tabbar glass Home Search Library Profile"
    let shown = try screen.waitFor("Profile")
    #expect(
      shown.split(separator: "\n").suffix(2) == [text.prefix(40), text.dropFirst(40)],
      "\(shown)")
    try screen.press("Enter")
    try screen.waitFor("(:state shows them)")
    let answered = try screen.screen(joined: true)
    let answer = try #require(
      answered.split(separator: "\n").first { $0.hasPrefix("  + ") }, "\(answered)")
    #expect(answer.count <= 40, "\(answer)")
    #expect(answer.hasSuffix(" new values (:state shows them)"))
  }
}
