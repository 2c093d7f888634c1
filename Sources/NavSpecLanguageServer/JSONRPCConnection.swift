import NavSpecLanguage
import NavSpecModel

#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
  private let systemWrite = Darwin.write
#endif

/// LSP's base protocol over two file descriptors: each message a `Content-Length: N` header,
/// a blank line, and N bytes of JSON (the LSP 3.17 specification, "Base Protocol").
///
/// Bounded: a header longer than `maximumHeader` or a body longer than `maximumBody` ends the
/// connection with a message on standard error rather than holding the memory an editor (or
/// anything else writing to the pipe) asks for.
public struct JSONRPCConnection {
  public static let maximumHeader = 8 * 1024
  public static let maximumBody = 64 * 1024 * 1024

  let input: Int32
  let output: Int32
  private var buffer: [UInt8] = []
  private var start = 0

  public init(input: Int32, output: Int32) {
    self.input = input
    self.output = output
  }

  public enum ReadResult {
    case message(JSONValue)
    /// A body that is not JSON: answered with a parse error, the connection goes on.
    case malformed(String)
    /// The input ended, or broke the framing: the connection is over.
    case closed(String?)
  }

  /// Whether a whole message is already read, or more bytes wait on the input: a server that
  /// coalesces edits asks before it runs a file.
  public mutating func hasPendingInput() -> Bool {
    buffer.count > start || Self.readable(input)
  }

  /// Whether bytes wait on `descriptor` now (or it is closed): poll(2) without waiting.
  public static func readable(_ descriptor: Int32) -> Bool {
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&poller, 1, 0) > 0
  }

  /// A question a run can ask while it goes on: does a newer message wait?
  public var newerInputWaits: @Sendable () -> Bool {
    let descriptor = input
    return { Self.readable(descriptor) }
  }

  public mutating func read() -> ReadResult {
    var length: Int?
    // The header: lines up to a blank line.
    while true {
      guard let line = readLine() else { return .closed(nil) }
      guard line.count <= Self.maximumHeader else { return .closed("a header line is too long") }
      if line.isEmpty {
        if length != nil { break }
        continue
      }
      let text = String(decoding: line, as: UTF8.self)
      let parts = text.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].lowercased() == "content-length" {
        guard let value = Int(parts[1].trimmingCharacters()), value >= 0,
          value <= Self.maximumBody
        else {
          return .closed("Content-Length '\(PrintableText.escaping(text))' is not a size it reads")
        }
        length = value
      }
    }
    guard let length, let body = readBytes(length) else { return .closed(nil) }
    let text = String(decoding: body, as: UTF8.self)
    do throws(JSONParser.Failure) {
      return .message(try JSONParser.parse(text))
    } catch {
      return .malformed(error.description)
    }
  }

  /// Writes one message; false when the output is closed.
  @discardableResult
  public func write(_ message: JSONValue) -> Bool {
    let body = Array(message.canonicalText.utf8)
    let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    var written = 0
    return bytes.withUnsafeBytes { raw -> Bool in
      guard let base = raw.baseAddress else { return true }
      while written < raw.count {
        let result = systemWrite(output, base + written, raw.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return false
        }
        written += result
      }
      return true
    }
  }

  /// One header line without its CR LF; nil at the end of the input.
  private mutating func readLine() -> [UInt8]? {
    while true {
      if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        var line = Array(buffer[start..<newline])
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        start = newline + 1
        compact()
        return line
      }
      guard buffer.count - start <= Self.maximumHeader, fill() else { return nil }
    }
  }

  private mutating func readBytes(_ count: Int) -> [UInt8]? {
    while buffer.count - start < count {
      guard fill() else { return nil }
    }
    let bytes = Array(buffer[start..<(start + count)])
    start += count
    compact()
    return bytes
  }

  private mutating func fill() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      buffer += chunk[0..<count]
      return true
    }
  }

  private mutating func compact() {
    if start > 65536 {
      buffer.removeFirst(start)
      start = 0
    }
  }
}

extension Substring {
  fileprivate func trimmingCharacters() -> Substring {
    var text = self
    while text.first == " " || text.first == "\t" { text.removeFirst() }
    while text.last == " " || text.last == "\t" { text.removeLast() }
    return text
  }
}

/// Writes to standard error, for the server's own messages (standard output is the protocol).
func systemWriteError(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
  guard let base = bytes.baseAddress else { return 0 }
  return systemWrite(2, base, bytes.count)
}
