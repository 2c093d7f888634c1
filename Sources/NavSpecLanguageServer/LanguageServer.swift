import NavSpecLanguage
import NavSpecModel

/// `navspec lsp`: a Language Server (LSP 3.17) for scenario, set-up and flow files
/// (docs/editors.md#the-language-server).
///
/// A value that takes one JSON-RPC message and gives the messages to send back, with no I/O,
/// so that tests drive it directly and the connection (`JSONRPCConnection`) stays a loop
/// around it. Every open document is compiled and, when it has no error, run after each
/// change (`DocumentAnalysis`): its diagnostics and failing expectations are published, and
/// hovers, inlay hints, code actions and completion read what that run saw.
public struct LanguageServer {
  /// The open documents by URI: their text and what running it found.
  var documents: [String: Document] = [:]
  /// Set by `shutdown`; `exit` then ends with status 0, else 1 (the specification's rule).
  public private(set) var shutDown = false
  /// Set by `exit`: the status the process ends with.
  public private(set) var exitStatus: Int32?
  let stepBudget: Int
  /// Asked during a run whether a newer message waits, so that the run stops for it; nil runs
  /// every document to its end (the loop sets it, tests may).
  public var interrupted: (@Sendable () -> Bool)?
  /// Open documents whose latest text has not run to the end yet, oldest first.
  public internal(set) var unanalysed: [String] = []

  struct Document {
    var text: String
    var version: Double
    var analysis: DocumentAnalysis
  }

  public init(stepBudget: Int = DocumentAnalysis.defaultStepBudget) {
    self.stepBudget = stepBudget
  }

  /// JSON-RPC's codes for what the server could not do.
  enum ErrorCode: Double {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case serverNotInitialized = -32002
  }

  /// The messages to send for one received message, in order.
  public mutating func handle(_ message: JSONValue) -> [JSONValue] {
    guard let members = message.objectValue, let method = members["method"]?.stringValue else {
      // A response to a request of ours (the server sends none) or no message at all.
      if message.objectValue?["id"] != nil, message.objectValue?["method"] == nil { return [] }
      return [Self.error(id: .null, .invalidRequest, "not a JSON-RPC request or notification")]
    }
    let id = members["id"]
    let params = members["params"] ?? .null
    if exitStatus != nil { return [] }
    if shutDown, method != "exit" {
      return id.map { [Self.error(id: $0, .invalidRequest, "the server is shut down")] } ?? []
    }
    switch method {
    case "initialize":
      return [Self.result(id: id, Self.capabilities)]
    case "initialized", "$/setTrace", "$/cancelRequest", "workspace/didChangeConfiguration":
      return []
    case "shutdown":
      shutDown = true
      return [Self.result(id: id, .null)]
    case "exit":
      exitStatus = shutDown ? 0 : 1
      return []
    case "textDocument/didOpen":
      guard let item = params.objectValue?["textDocument"]?.objectValue,
        let uri = item["uri"]?.stringValue, let text = item["text"]?.stringValue
      else { return [] }
      return open(uri: uri, text: text, version: item["version"]?.numberValue ?? 0)
    case "textDocument/didChange":
      guard let document = params.objectValue?["textDocument"]?.objectValue,
        let uri = document["uri"]?.stringValue,
        let changes = params.objectValue?["contentChanges"]?.arrayValue,
        let text = changes.last?.objectValue?["text"]?.stringValue
      else { return [] }
      // Full synchronisation (`textDocumentSync: 1`): the last change is the whole text.
      return open(uri: uri, text: text, version: document["version"]?.numberValue ?? 0)
    case "textDocument/didClose":
      guard let uri = params.objectValue?["textDocument"]?.objectValue?["uri"]?.stringValue
      else { return [] }
      documents[uri] = nil
      return [Self.publish(uri: uri, diagnostics: [])]
    case "textDocument/hover":
      return [Self.result(id: id, hover(params))]
    case "textDocument/inlayHint":
      return [Self.result(id: id, inlayHints(params))]
    case "textDocument/codeAction":
      return [Self.result(id: id, codeActions(params))]
    case "textDocument/completion":
      return [Self.result(id: id, completion(params))]
    case "textDocument/documentSymbol":
      return [Self.result(id: id, symbols(params))]
    case "textDocument/definition":
      return [Self.result(id: id, definition(params))]
    case "textDocument/formatting":
      return [Self.result(id: id, formatting(params))]
    default:
      // Notifications the server does not know are ignored, as the specification says.
      guard let id else { return [] }
      return [Self.error(id: id, .methodNotFound, "navspec lsp does not answer '\(method)'")]
    }
  }

  /// What the server offers (the `initialize` result).
  static var capabilities: JSONValue {
    .object([
      "capabilities": .object([
        "positionEncoding": .string("utf-16"),
        "textDocumentSync": .number(1),
        "hoverProvider": .bool(true),
        "inlayHintProvider": .bool(true),
        "codeActionProvider": .object([
          "codeActionKinds": .array([.string("quickfix")])
        ]),
        "completionProvider": .object([
          "triggerCharacters": .array([.string(" "), .string("."), .string("[")])
        ]),
        "documentSymbolProvider": .bool(true),
        "definitionProvider": .bool(true),
        "documentFormattingProvider": .bool(true),
      ]),
      "serverInfo": .object([
        "name": .string("navspec"), "version": .string(NavSpecVersion.current),
      ]),
    ])
  }

  static func result(id: JSONValue?, _ result: JSONValue) -> JSONValue {
    .object(["jsonrpc": .string("2.0"), "id": id ?? .null, "result": result])
  }

  static func error(id: JSONValue, _ code: ErrorCode, _ message: String) -> JSONValue {
    .object([
      "jsonrpc": .string("2.0"), "id": id,
      "error": .object(["code": .number(code.rawValue), "message": .string(message)]),
    ])
  }

  /// A parse error's answer, for a body that was not JSON.
  public static func parseError(_ message: String) -> JSONValue {
    error(id: .null, .parseError, message)
  }

  static func publish(uri: String, diagnostics: [JSONValue], version: Double? = nil) -> JSONValue {
    var params: [String: JSONValue] = [
      "uri": .string(uri), "diagnostics": .array(diagnostics),
    ]
    if let version { params["version"] = .number(version) }
    return .object([
      "jsonrpc": .string("2.0"), "method": .string("textDocument/publishDiagnostics"),
      "params": .object(params),
    ])
  }
}
