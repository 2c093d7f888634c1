/// Where a statement that a flow produced came from: one call, and the line of the flow it
/// expanded. A statement carries one frame per flow it passed through, outermost first
/// (`Statement.flowFrames`): the scenario's call, then each flow's call of the next.
public struct FlowFrame: Hashable, Sendable {
  /// The flow's name.
  public var flow: String
  /// The call: the line (of the scenario, or of the flow around this one) that named the flow.
  public var call: SourceRange
  /// The call as written, without its comment.
  public var callText: String
  /// The body line, in the flow's file: from its first to its last character.
  public var line: SourceRange
  /// That line without its comment, as written (its parameters, not the arguments).
  public var text: String
  /// The whole line as written, which a note shows under its caret.
  public var sourceLine: String

  public init(
    flow: String, call: SourceRange, callText: String, line: SourceRange, text: String,
    sourceLine: String
  ) {
    self.flow = flow
    self.call = call
    self.callText = callText
    self.line = line
    self.text = text
    self.sourceLine = sourceLine
  }

  /// `in flow 'open-tab' at tabs.flow:3:3: tap TAB`: what a failure report adds for the frame.
  public var summary: String {
    "in flow '\(flow)' at \(line.start.description): \(text)"
  }

  /// One note per frame, outermost first: `tabs.flow:3:3: note: in flow 'open-tab'`. A note
  /// whose line holds `focus` points at it (the argument or word that was wrong) rather than
  /// at the line's start.
  static func notes(_ frames: [FlowFrame], focus: SourceRange? = nil) -> [DiagnosticNote] {
    frames.map { frame in
      let here = focus.map { Self.sameLine($0, frame.line) } ?? false
      return DiagnosticNote(
        "in flow '\(frame.flow)'", at: here ? focus! : frame.line, line: frame.sourceLine)
    }
  }

  static func sameLine(_ left: SourceRange, _ right: SourceRange) -> Bool {
    left.start.line == right.start.line && left.start.file == right.start.file
  }
}

extension Diagnostic {
  /// The diagnostic of a statement a flow produced, as the file that called the flow reports
  /// it: at the call (an argument it points at stays where it is), with a note at each flow's
  /// line. The file being checked is the one with the call, so that is where its reader looks;
  /// the notes say which line of which flow went wrong.
  func inFlows(_ frames: [FlowFrame]) -> Diagnostic {
    guard let outermost = frames.first else { return self }
    var relocated = self
    if !FlowFrame.sameLine(range, outermost.call) { relocated.range = outermost.call }
    relocated.notes = FlowFrame.notes(frames, focus: range) + notes
    return relocated
  }
}

/// The frames of a flow's statement as a chain from the innermost out: the statements of one
/// body line share their callers' links, so a statement costs one reference however deep the
/// flows nest (as arrays, 100,000 statements 20 flows deep held two million frames).
public final class FlowTrace: Hashable, Sendable {
  public let frame: FlowFrame
  /// The call around this one's, nil for the scenario's call.
  public let outer: FlowTrace?

  init(_ frame: FlowFrame, outer: FlowTrace?) {
    self.frame = frame
    self.outer = outer
  }

  /// Outermost first.
  public var frames: [FlowFrame] {
    var frames: [FlowFrame] = []
    var link: FlowTrace? = self
    while let current = link {
      frames.append(current.frame)
      link = current.outer
    }
    return frames.reversed()
  }

  /// Whether a flow of this name is among the calls.
  func contains(flow name: String) -> Bool {
    var link: FlowTrace? = self
    while let current = link {
      if current.frame.flow == name { return true }
      link = current.outer
    }
    return false
  }

  /// How many flows deep it is.
  var depth: Int {
    var count = 0
    var link: FlowTrace? = self
    while let current = link {
      count += 1
      link = current.outer
    }
    return count
  }

  public static func == (left: FlowTrace, right: FlowTrace) -> Bool {
    left === right || left.frames == right.frames
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(frames) }
}
