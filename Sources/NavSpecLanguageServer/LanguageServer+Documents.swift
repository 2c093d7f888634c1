import NavSpecLanguage
import NavSpecModel

extension DocumentAnalysis {
  /// Whether a `use` line of the document, or of a flow file it uses, read the file at `path`
  /// or tried to.
  func readsFlows(from path: String) -> Bool {
    flowFilesRead.contains(path)
  }
}

/// Opening and changing a document: compile it, run it when it compiles, publish what was found.
extension LanguageServer {
  /// Takes the document's new text and runs it; when `interrupted` stops the run, the document
  /// keeps its last analysis, is marked `unanalysed`, and nothing is published yet
  /// (`analysePending` runs it again once no message waits).
  mutating func open(uri: String, text: String, version: Double) -> [JSONValue] {
    let previous = documents[uri]?.analysis
    let path = Self.path(of: uri)
    if documents[uri]?.text != text {
      // The documents that use this one must read it as it is now: they run again once the
      // input is quiet (`analysePending`). Only a new text does this, not a run again of the
      // same one, so files that use each other do not set each other running for ever.
      for (other, document) in documents.sorted(by: { $0.key < $1.key })
      where other != uri && !unanalysed.contains(other)
        && document.analysis.readsFlows(from: path)
      {
        unanalysed.append(other)
      }
    }
    guard
      let analysis = DocumentAnalysis.analyse(
        path: path, text: text, stepBudget: stepBudget, flows: flowLoader(),
        interrupted: interrupted)
    else {
      documents[uri] = Document(
        text: text, version: version,
        analysis: previous ?? DocumentAnalysis.unrun(path: Self.path(of: uri), text: text))
      if !unanalysed.contains(uri) { unanalysed.append(uri) }
      return []
    }
    unanalysed.removeAll { $0 == uri }
    documents[uri] = Document(text: text, version: version, analysis: analysis)
    return [Self.publish(uri: uri, diagnostics: diagnostics(of: analysis), version: version)]
  }

  /// How `use` reads a flow file: the open document at its path first, as the editor shows it
  /// unsaved, then the disk. The texts are copied, so the loader is Sendable and sees the
  /// documents as they were when the analysis began.
  func flowLoader() -> FlowLoader {
    let texts = Dictionary(
      documents.map { (Self.path(of: $0.key), $0.value.text) },
      uniquingKeysWith: { first, _ in first })
    return FlowLoader { path in
      if let text = texts[path] { return .success(text) }
      return FlowLoader.fileSystem.read(path)
    }
  }

  /// Runs the documents whose last run a newer message interrupted, until one is interrupted
  /// again; the messages to send.
  mutating func analysePending() -> [JSONValue] {
    var replies: [JSONValue] = []
    for uri in unanalysed {
      guard let document = documents[uri] else {
        unanalysed.removeAll { $0 == uri }
        continue
      }
      let published = open(uri: uri, text: document.text, version: document.version)
      if published.isEmpty { break }
      replies += published
    }
    return replies
  }

  /// The checker's diagnostics, then each failing expectation at its line with expected and
  /// actual, then a note when the step budget stopped the run.
  func diagnostics(of analysis: DocumentAnalysis) -> [JSONValue] {
    let source = analysis.source
    var found: [JSONValue] = []
    for diagnostic in analysis.diagnostics {
      var message = diagnostic.message
      if let suggestion = diagnostic.suggestion { message += "\n" + suggestion }
      let severity: Double
      switch diagnostic.severity {
      case .error: severity = 1
      case .warning: severity = 2
      case .note: severity = 3
      }
      var entry: [String: JSONValue] = [
        "range": SourcePosition.lspRange(diagnostic.range, in: source),
        "severity": .number(severity), "source": .string("navspec"),
        "message": .string(message),
      ]
      // A flow's line, or a used file's error: shown beside the diagnostic, where the editor
      // can go to it.
      if !diagnostic.notes.isEmpty {
        entry["relatedInformation"] = .array(diagnostic.notes.map(Self.relatedInformation))
      }
      found.append(.object(entry))
    }
    var seen = Set<SourceLocation>()
    for failure in analysis.failures where seen.insert(failure.location).inserted {
      var entry: [String: JSONValue] = [
        "range": SourcePosition.lspLine(failure.location.line, in: source),
        "severity": .number(1), "source": .string("navspec"), "code": .string("expectation"),
        "message": .string(
          "\(failure.message)\nexpected: \(failure.expected)\n  actual: \(failure.actual)"
            + failure.flowFrames.map { "\n" + $0.summary }.joined()),
      ]
      if !failure.flowFrames.isEmpty {
        entry["relatedInformation"] = .array(
          failure.flowFrames.map {
            Self.relatedInformation(
              DiagnosticNote("in flow '\($0.flow)'", at: $0.line, line: $0.sourceLine))
          })
      }
      found.append(.object(entry))
    }
    if analysis.stoppedAtBudget {
      found.append(
        .object([
          "range": SourcePosition.lspLine(1, in: source), "severity": .number(3),
          "source": .string("navspec"),
          "message": .string(
            "the file takes more than \(stepBudget) steps: the editor stopped running it there; 'navspec run' runs it whole"
          ),
        ]))
    }
    return found
  }

  /// A note as LSP's `DiagnosticRelatedInformation`: its location and message.
  static func relatedInformation(_ note: DiagnosticNote) -> JSONValue {
    .object([
      "location": .object([
        "uri": .string(uri(ofPath: note.location.file)),
        "range": SourcePosition.lspRange(note),
      ]),
      "message": .string(note.message),
    ])
  }

  /// The `file:` URI of an absolute path (any other path as it is): the inverse of `path(of:)`,
  /// for a location in a file the editor has not opened.
  static func uri(ofPath path: String) -> String {
    guard path.hasPrefix("/") else { return path }
    return "file://" + PercentEncoding.encoded(path, keeping: "/")
  }

  /// The file path a `file:` URI names (percent escapes decoded); any other URI as it is.
  static func path(of uri: String) -> String {
    guard uri.hasPrefix("file://") else { return uri }
    var bytes: [UInt8] = []
    var iterator = Array(uri.dropFirst("file://".count).utf8).makeIterator()
    while let byte = iterator.next() {
      if byte == UInt8(ascii: "%"), let high = iterator.next(), let low = iterator.next(),
        let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
      {
        bytes.append(value)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
