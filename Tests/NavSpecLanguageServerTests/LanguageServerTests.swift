import NavSpecLanguage
import NavSpecModel
import Testing

@testable import NavSpecLanguageServer

/// The server as a value: one message in, the messages out, no I/O.
struct LanguageServerMessageTests {
  static let uri = "file:///tmp/caf%C3%A9.scenario"

  func request(_ id: Int, _ method: String, _ params: [String: JSONValue] = [:]) -> JSONValue {
    .object([
      "jsonrpc": .string("2.0"), "id": .number(Double(id)), "method": .string(method),
      "params": .object(params),
    ])
  }

  func notification(_ method: String, _ params: [String: JSONValue]) -> JSONValue {
    .object(["jsonrpc": .string("2.0"), "method": .string(method), "params": .object(params)])
  }

  func open(_ text: String, in server: inout LanguageServer) -> [JSONValue] {
    server.handle(
      notification(
        "textDocument/didOpen",
        [
          "textDocument": .object([
            "uri": .string(Self.uri), "languageId": .string("navspec"), "version": .number(1),
            "text": .string(text),
          ])
        ]))
  }

  @Test func positionsAreInUTF16CodeUnits() throws {
    var server = LanguageServer()
    // "tabbar glass Café " is 18 characters and 18 UTF-16 units; "🏠", which no name may hold,
    // is one character and two units: its error spans 18 to 20.
    let replies = open("tabbar glass Café 🏠 Home\nexpect selection == Home\n", in: &server)
    let published = try #require(replies.first?.objectValue?["params"]?.objectValue)
    let diagnostic = try #require(published["diagnostics"]?.arrayValue?.first?.objectValue)
    let range = diagnostic["range"]?.objectValue
    #expect(range?["start"]?.objectValue?["line"] == .number(0))
    #expect(range?["start"]?.objectValue?["character"] == .number(18))
    #expect(range?["end"]?.objectValue?["character"] == .number(20))
    #expect(diagnostic["message"]?.stringValue?.hasPrefix("unexpected character '🏠'") == true)
    #expect(LanguageServer.path(of: Self.uri) == "/tmp/café.scenario")
  }

  @Test func aColumnAfterAnEmojiConvertsBothWays() {
    let line = "tap 🏠 Home"
    #expect(SourcePosition.utf16Offset(column: 7, in: line) == 7)
    #expect(SourcePosition.column(utf16: 7, in: line) == 7)
    // Inside the emoji's two units: the emoji's own column.
    #expect(SourcePosition.column(utf16: 5, in: line) == 5)
  }

  @Test func shutdownThenExitEndsWithZeroAndExitAloneWithOne() {
    var server = LanguageServer()
    #expect(server.handle(request(1, "shutdown")).first?.objectValue?["result"] == .null)
    // After shutdown every request is refused.
    let refused = server.handle(request(2, "textDocument/hover"))
    #expect(refused.first?.objectValue?["error"] != nil)
    _ = server.handle(notification("exit", [:]))
    #expect(server.exitStatus == 0)
    var abrupt = LanguageServer()
    _ = abrupt.handle(notification("exit", [:]))
    #expect(abrupt.exitStatus == 1)
  }

  @Test func anUnknownRequestIsMethodNotFoundAndAnUnknownNotificationIsIgnored() {
    var server = LanguageServer()
    let error = server.handle(request(3, "textDocument/semanticTokens/full"))
    #expect(
      error.first?.objectValue?["error"]?.objectValue?["code"] == .number(-32601))
    #expect(server.handle(notification("workspace/didChangeWatchedFiles", [:])).isEmpty)
  }

  @Test func aFileLongerThanTheBudgetStopsAndSaysSo() throws {
    var server = LanguageServer(stepBudget: 3)
    let replies = open(
      "tabbar glass Home Search\nscenario \"a\"\nwait 1s\nwait 1s\nwait 1s\nwait 1s\nexpect time == 4s\n",
      in: &server)
    let diagnostics = try #require(
      replies.first?.objectValue?["params"]?.objectValue?["diagnostics"]?.arrayValue)
    #expect(
      diagnostics.compactMap { $0.objectValue?["message"]?.stringValue }.contains {
        $0.hasPrefix("the file takes more than 3 steps")
      })
  }

  @Test func aTabsTitleAndARouteTypeGoToWhereTheyAreDeclared() throws {
    var server = LanguageServer()
    _ = open(
      "tabbar glass Home \"My Projects\"\nroute recipe pie \"Pie\"\nscenario \"a\"\ntap \"My Projects\"\npush recipe pie\nexpect selection == \"My Projects\"\n",
      in: &server)
    func definition(line: Int, character: Int) -> JSONValue? {
      server.handle(
        request(
          9, "textDocument/definition",
          [
            "textDocument": .object(["uri": .string(Self.uri)]),
            "position": .object([
              "line": .number(Double(line)), "character": .number(Double(character)),
            ]),
          ])
      ).first?.objectValue?["result"]?.objectValue?["range"]?.objectValue?["start"]
    }
    // "My Projects" is declared on line 0 from character 18, its opening quote.
    let tab = definition(line: 3, character: 8)?.objectValue
    #expect(tab?["line"] == .number(0))
    #expect(tab?["character"] == .number(18))
    let route = definition(line: 4, character: 7)?.objectValue
    #expect(route?["line"] == .number(1))
    #expect(route?["character"] == .number(6))
    #expect(definition(line: 4, character: 1) == nil)
  }

  @Test func formattingIsNavspecFmtsLayoutAsOneEdit() throws {
    var server = LanguageServer()
    _ = open("tabbar   glass Home Search\nexpect  selection==Home\n", in: &server)
    let replies = server.handle(
      request(4, "textDocument/formatting", ["textDocument": .object(["uri": .string(Self.uri)])]))
    let edits = try #require(replies.first?.objectValue?["result"]?.arrayValue)
    #expect(edits.count == 1)
    #expect(
      edits.first?.objectValue?["newText"]?.stringValue
        == "tabbar glass Home Search\nexpect selection == Home\n")
    // Formatted already: no edit.
    _ = open("tabbar glass Home Search\nexpect selection == Home\n", in: &server)
    let again = server.handle(
      request(5, "textDocument/formatting", ["textDocument": .object(["uri": .string(Self.uri)])]))
    #expect(again.first?.objectValue?["result"]?.arrayValue?.isEmpty == true)
  }

  @Test func aRunANewerMessageInterruptsPublishesNothingAndRunsAgainLater() throws {
    var server = LanguageServer()
    // 70 waits: more than `stepsBetweenChecks` steps, so the run asks and is told to stop.
    let text =
      "tabbar glass Home Search\nscenario \"long\"\n"
      + String(repeating: "wait 10ms\n", count: 70) + "expect time == 0.7\n"
    server.interrupted = { true }
    #expect(open(text, in: &server).isEmpty)
    #expect(server.unanalysed == [Self.uri])
    // Quiet again: the pending run ends and publishes, with nothing to report.
    server.interrupted = nil
    let replies = server.analysePending()
    let diagnostics = try #require(
      replies.first?.objectValue?["params"]?.objectValue?["diagnostics"]?.arrayValue)
    #expect(diagnostics.isEmpty)
    #expect(server.unanalysed.isEmpty)
  }

  @Test func anAnalysisAsksWhetherToStopEverySoManySteps() {
    let text =
      "tabbar glass Home Search\nscenario \"long\"\n"
      + String(repeating: "wait 10ms\n", count: 200) + "expect time == 2\n"
    final class Counter: @unchecked Sendable { var asked = 0 }
    let counter = Counter()
    let analysis = DocumentAnalysis.analyse(
      path: "t.scenario", text: text,
      interrupted: {
        counter.asked += 1
        return false
      })
    // 1 set-up step and 201 of the scenario: asked at steps 64, 128 and 192.
    #expect(counter.asked == 3)
    #expect(analysis?.failures.isEmpty == true)
    #expect(DocumentAnalysis.analyse(path: "t.scenario", text: text, interrupted: { true }) == nil)
  }

  // MARK: Flows

  static let flowURI = "file:///navspec-lsp-test/flows%20here/tabs.flow"
  static let callerURI = "file:///navspec-lsp-test/flows%20here/a.scenario"
  static let flowText = "flow open-tab TAB\n  tap TAB\n  settle\n  expect selection == TAB\nend\n"
  static let callerText =
    "use \"tabs.flow\"\ntabbar glass Home Search Library\nscenario \"x\"\nopen-tab Library\nexpect selection == Library\n"

  func open(_ text: String, uri: String, in server: inout LanguageServer) -> [JSONValue] {
    server.handle(
      notification(
        "textDocument/didOpen",
        [
          "textDocument": .object([
            "uri": .string(uri), "languageId": .string("navspec"), "version": .number(1),
            "text": .string(text),
          ])
        ]))
  }

  func at(_ uri: String, line: Int, character: Int) -> [String: JSONValue] {
    [
      "textDocument": .object(["uri": .string(uri)]),
      "position": .object([
        "line": .number(Double(line)), "character": .number(Double(character)),
      ]),
    ]
  }

  static func diagnostics(_ replies: [JSONValue]) -> [String] {
    (replies.first?.objectValue?["params"]?.objectValue?["diagnostics"]?.arrayValue ?? [])
      .compactMap { $0.objectValue?["message"]?.stringValue }
  }

  /// The flow file is open and not saved (it is on no disk): the scenario reads it from the
  /// editor, and runs clean.
  func serverWithFlows() -> LanguageServer {
    var server = LanguageServer()
    #expect(Self.diagnostics(open(Self.flowText, uri: Self.flowURI, in: &server)).isEmpty)
    #expect(Self.diagnostics(open(Self.callerText, uri: Self.callerURI, in: &server)).isEmpty)
    return server
  }

  @Test func aFlowFileAloneReportsItsSyntaxOnly() {
    var server = LanguageServer()
    // No "has no expectation": a flow file is not a scenario.
    #expect(Self.diagnostics(open(Self.flowText, uri: Self.flowURI, in: &server)).isEmpty)
    let broken = Self.diagnostics(
      open("flow open-tab TAB\n  tap TAB\n", uri: Self.flowURI, in: &server))
    #expect(broken.count == 1)
    #expect(broken.first?.hasPrefix("the flow 'open-tab' has no 'end'") == true)
  }

  @Test func aCallGoesToItsFlowAndAUseToItsFile() throws {
    var server = serverWithFlows()
    let call = try #require(
      server.handle(
        request(1, "textDocument/definition", at(Self.callerURI, line: 3, character: 2))
      )
      .first?.objectValue?["result"]?.objectValue)
    #expect(call["uri"]?.stringValue == Self.flowURI)
    let start = call["range"]?.objectValue?["start"]?.objectValue
    #expect(start?["line"] == .number(0))
    #expect(start?["character"] == .number(5))
    // The argument is no call: it is the tab, declared in the `tabbar` line.
    #expect(
      server.handle(
        request(2, "textDocument/definition", at(Self.callerURI, line: 3, character: 10))
      )
      .first?.objectValue?["result"]?.objectValue?["range"]?.objectValue?["start"]?.objectValue?[
        "line"] == .number(1))
    let use = try #require(
      server.handle(
        request(3, "textDocument/definition", at(Self.callerURI, line: 0, character: 7))
      )
      .first?.objectValue?["result"]?.objectValue)
    #expect(use["uri"]?.stringValue == Self.flowURI)
    #expect(use["range"]?.objectValue?["start"]?.objectValue?["line"] == .number(0))
  }

  @Test func aCallsHoverShowsItsSignatureAndWhereItIsDefined() throws {
    var server = serverWithFlows()
    let hover = try #require(
      server.handle(request(1, "textDocument/hover", at(Self.callerURI, line: 3, character: 0)))
        .first?.objectValue?["result"]?.objectValue?["contents"]?.objectValue?["value"]?
        .stringValue)
    #expect(
      hover == "`open-tab TAB`: a flow, defined at /navspec-lsp-test/flows here/tabs.flow:1:6")
  }

  @Test func completionAtTheStartOfALineOffersFlows() throws {
    var server = serverWithFlows()
    _ = open(Self.callerText + "op", uri: Self.callerURI, in: &server)
    let labels = try #require(
      server.handle(
        request(1, "textDocument/completion", at(Self.callerURI, line: 5, character: 2))
      )
      .first?.objectValue?["result"]?.arrayValue
    ).compactMap { $0.objectValue?["label"]?.stringValue }
    #expect(labels.contains("open-tab"))
    // After a statement's keyword, a flow is no argument.
    _ = open(Self.callerText + "tap op", uri: Self.callerURI, in: &server)
    let arguments = try #require(
      server.handle(
        request(2, "textDocument/completion", at(Self.callerURI, line: 5, character: 6))
      )
      .first?.objectValue?["result"]?.arrayValue
    ).compactMap { $0.objectValue?["label"]?.stringValue }
    #expect(!arguments.contains("open-tab"))
  }

  @Test func theOutlineListsFlowsAndACallShowsNoInlayHint() throws {
    var server = serverWithFlows()
    let symbols = try #require(
      server.handle(
        request(
          1, "textDocument/documentSymbol",
          ["textDocument": .object(["uri": .string(Self.flowURI)])])
      ).first?.objectValue?["result"]?.arrayValue)
    #expect(symbols.compactMap { $0.objectValue?["name"]?.stringValue } == ["open-tab TAB"])
    // The call's expectation is the flow's, not the call line's: only the scenario's own
    // `expect` has a hint.
    let hints = try #require(
      server.handle(
        request(
          2, "textDocument/inlayHint", ["textDocument": .object(["uri": .string(Self.callerURI)])])
      ).first?.objectValue?["result"]?.arrayValue)
    #expect(hints.map { $0.objectValue?["position"]?.objectValue?["line"] } == [.number(4)])
  }

  @Test func editingAFlowFileRunsTheFilesThatUseItAgain() throws {
    var server = serverWithFlows()
    _ = open(
      "flow open-tab TAB\n  tap TAB\n  settle\n  expect selection == Home\nend\n",
      uri: Self.flowURI, in: &server)
    #expect(server.unanalysed == [Self.callerURI])
    let rerun = server.analysePending()
    let messages = Self.diagnostics(rerun)
    #expect(messages.count == 1)
    // The failure is at the call, and names the flow's line, where the editor can go.
    #expect(
      messages.first?.hasSuffix(
        "in flow 'open-tab' at /navspec-lsp-test/flows here/tabs.flow:4:3: expect selection == Home"
      ) == true)
    let related = rerun.first?.objectValue?["params"]?.objectValue?["diagnostics"]?.arrayValue?
      .first?.objectValue?["relatedInformation"]?.arrayValue?.first?.objectValue
    #expect(related?["message"]?.stringValue == "in flow 'open-tab'")
    #expect(related?["location"]?.objectValue?["uri"]?.stringValue == Self.flowURI)
    #expect(
      related?["location"]?.objectValue?["range"]?.objectValue?["start"]
        == .object(["line": .number(3), "character": .number(2)]))
  }

  /// A misspelt argument is an error at the call, its related information the flow's line.
  @Test func anErrorInAFlowIsAtTheCallWithTheFlowsLineBesideIt() throws {
    var server = serverWithFlows()
    let replies = open(
      "use \"tabs.flow\"\ntabbar glass Home Search Library\nopen-tab Libary\n", uri: Self.callerURI,
      in: &server)
    let diagnostic = try #require(
      replies.first?.objectValue?["params"]?.objectValue?["diagnostics"]?.arrayValue?.first?
        .objectValue)
    #expect(diagnostic["message"]?.stringValue == "unknown tab 'Libary'\ndid you mean 'Library'?")
    #expect(
      diagnostic["range"]?.objectValue?["start"]
        == .object(["line": .number(2), "character": .number(9)]))
    let related = diagnostic["relatedInformation"]?.arrayValue?.first?.objectValue
    #expect(related?["location"]?.objectValue?["uri"]?.stringValue == Self.flowURI)
    #expect(
      related?["location"]?.objectValue?["range"]
        == .object([
          "start": .object(["line": .number(1), "character": .number(2)]),
          "end": .object(["line": .number(1), "character": .number(9)]),
        ]))
  }
}
