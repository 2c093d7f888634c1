import NavSpecLanguage
import NavSpecModel

/// The server's loop over a connection: read, coalesce edits, answer, until `exit`.
extension LanguageServer {
  /// Serves `connection` until `exit` or the end of the input; the process's exit status.
  ///
  /// A change is run only when no newer message waits, and a run stops when one arrives: edits
  /// typed faster than a file runs are coalesced (a `didChange` is held while more input is
  /// pending, and the latest one per document is run), and a long scenario is cancelled by the
  /// next message, answered, and run again once the input is quiet (`analysePending`).
  public mutating func serve(_ connection: inout JSONRPCConnection) -> Int32 {
    interrupted = connection.newerInputWaits
    var held: [String: JSONValue] = [:]
    var order: [String] = []
    func flush(_ server: inout LanguageServer, _ connection: inout JSONRPCConnection) {
      for uri in order {
        if let message = held[uri] {
          for reply in server.handle(message) { connection.write(reply) }
        }
      }
      held = [:]
      order = []
    }
    while exitStatus == nil {
      switch connection.read() {
      case .closed(let reason):
        if let reason { Self.log("navspec lsp: \(reason)") }
        flush(&self, &connection)
        return shutDown ? 0 : 1
      case .malformed(let reason):
        connection.write(Self.parseError(reason))
      case .message(let message):
        if message.objectValue?["method"]?.stringValue == "textDocument/didChange",
          let uri = message.objectValue?["params"]?.objectValue?["textDocument"]?.objectValue?[
            "uri"]?.stringValue
        {
          if held[uri] == nil { order.append(uri) }
          held[uri] = message
          if connection.hasPendingInput() { continue }
          flush(&self, &connection)
          if !unanalysed.isEmpty, !connection.hasPendingInput() {
            for reply in analysePending() { connection.write(reply) }
          }
          continue
        }
        flush(&self, &connection)
        for reply in handle(message) { connection.write(reply) }
      }
      if !unanalysed.isEmpty, !connection.hasPendingInput() {
        for reply in analysePending() { connection.write(reply) }
      }
    }
    return exitStatus ?? 1
  }

  static func log(_ text: String) {
    var line = PrintableText.escaping(text) + "\n"
    line.withUTF8 { bytes in _ = systemWriteError(bytes) }
  }
}
