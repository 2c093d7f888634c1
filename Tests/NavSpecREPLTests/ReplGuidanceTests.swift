import Foundation
import NavSpecLanguage
import Testing

@testable import NavSpecREPL

/// What the REPL says to someone finding their way, and which lines count as failed.
struct ReplGuidanceTests {
  @Test func theBannerIsOneLineWithTheVersionAndHelp() {
    let banner = ReplSession.banner(version: "9.8.7")
    #expect(banner.hasSuffix("\n"))
    #expect(banner.dropLast().split(separator: "\n").count == 1)
    #expect(banner.contains("9.8.7"))
    #expect(banner.contains(":help"))
    #expect(ReplSession.banner(version: "0.1.0").count <= 81)
  }

  @Test(arguments: [
    ("help", ":help"), ("quit", ":quit"), ("exit", ":quit"), ("Help", ":help"),
    ("help tap", ":help tap"), ("  quit  ", ":quit"),
  ])
  func metaCommandsTypedWithoutTheColonSayWhatWasMeant(typed: String, meant: String) {
    var session = ReplSession(workingDirectory: "/")
    let response = session.handle(typed)
    #expect(response.failed)
    #expect(!response.quit)
    let word = typed.split(separator: " ").first.map(String.init) ?? typed
    #expect(
      response.text
        == "error: '\(word)' is not a statement; did you mean \(meant)? (meta-commands start with ':')\n"
    )
  }

  @Test func otherUnknownWordsKeepTheParsersDiagnostic() {
    let text = ReplTesting.output(["quit now"])
    #expect(text.hasPrefix("<repl>:1:1: error: unknown statement 'quit'"))
  }

  @Test(arguments: ["screen 390x844", "tabbar glass A B", "safe-area bottom 34"])
  func setUpAfterAnInputSaysWhatToDoInstead(line: String) {
    let (_, responses) = ReplTesting.session([ReplTesting.bar, "tap Library", line])
    let response = responses[2]
    #expect(response.failed)
    #expect(response.text.contains("is set-up and must come before the first input or wait"))
    #expect(
      response.text.hasSuffix(
        "note: set-up cannot change once inputs have run. To change it, :list shows the session "
          + "so far; :reset starts a fresh model, then type the set-up and the inputs again (or "
          + ":undo back to before the first input, then type the set-up).\n"))
  }

  @Test func setUpBeforeAnyInputHasNoNote() {
    let (_, responses) = ReplTesting.session([ReplTesting.bar, "tabbar glass A B"])
    #expect(responses[1].failed)
    #expect(!responses[1].text.contains("note: set-up cannot change"))
  }

  @Test func aLineFailsWhenItIsAnErrorNotWhenAnExpectationFails() {
    let (expectation, _) = ReplTesting.session([ReplTesting.bar, "expect selection == Search"])
    #expect(expectation.anyExpectationFailed)
    #expect(!expectation.anyLineFailed)
    for bad in ["tapp Home", "tap Libary", ":nonsense", ":load /nonexistent/x", "quit"] {
      let (session, _) = ReplTesting.session([ReplTesting.bar, bad, "tap Library"])
      #expect(session.anyLineFailed, "\(bad)")
      #expect(!session.anyExpectationFailed, "\(bad)")
    }
    let (fine, _) = ReplTesting.session([ReplTesting.bar, ":undo", ":undo", ":redo", ":state pill"])
    #expect(!fine.anyLineFailed)
  }

  @Test(arguments: [20, 30, 45, 80])
  func traceFitsTheTerminalWidth(width: Int) {
    let text = ReplTesting.output(
      [ReplTesting.bar, "tap Library", ":trace pill.offset from 0ms to 400ms every 50ms"],
      width: width)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 10)
    for line in lines {
      #expect(DisplayWidth.columns(of: line) <= width, "\(line)")
    }
    // The header is longer than 45 columns: it is cut, with …
    if width <= 45 { #expect(lines[0].hasSuffix("…")) }
  }
}
