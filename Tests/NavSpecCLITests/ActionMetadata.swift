import Foundation

/// The parts of action.yml that ActionCommandsTests runs: the inputs' defaults and the composite
/// steps, read line by line. It reads the shapes action.yml uses (two-space indents, plain and
/// single-quoted scalars, one level of nested maps) and throws on any other, so a change to the
/// file that this reader would misread fails the test instead of passing it unread.
struct ActionMetadata {
  struct Step {
    var fields: [String: String] = [:]
    var env: [String: String] = [:]
    var with: [String: String] = [:]
    var name: String { fields["name"] ?? "?" }
  }

  struct Unreadable: Error, CustomStringConvertible {
    var line: Int
    var text: String
    var description: String { "action.yml:\(line): the test cannot read '\(text)'" }
  }

  var defaults: [String: String] = [:]
  var steps: [Step] = []

  init(_ text: String) throws {
    enum Section { case other, inputs, steps }
    var section = Section.other
    var input: String?
    var nested: String?
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(raw)
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let indent = line.prefix { $0 == " " }.count
      let unreadable = Unreadable(line: index + 1, text: line)
      if indent == 0 {
        section = trimmed == "inputs:" ? .inputs : .other
        continue
      }
      if indent == 2 && trimmed == "steps:" {
        section = .steps
        continue
      }
      switch section {
      case .other: continue
      case .inputs:
        if indent == 2 {
          input = String(trimmed.dropLast())
        } else if indent == 4, let (key, value) = try Self.pair(trimmed, unreadable),
          key == "default"
        {
          defaults[try input.unwrapped(unreadable)] = value
        }
      case .steps:
        var body = trimmed
        if indent == 4 && body.hasPrefix("- ") {
          steps.append(Step())
          body = String(body.dropFirst(2))
          nested = nil
        } else if indent == 6 {
          nested = nil
        } else if indent != 8 || nested == nil {
          throw unreadable
        }
        guard var step = steps.popLast(), let (key, value) = try Self.pair(body, unreadable) else {
          throw unreadable
        }
        switch nested {
        case "env": step.env[key] = value
        case "with": step.with[key] = value
        default:
          if value.isEmpty {
            guard key == "env" || key == "with" else { throw unreadable }
            nested = key
          } else {
            step.fields[key] = value
          }
        }
        steps.append(step)
      }
    }
  }

  /// `key: value`, the value unquoted; nil for a line that is not a pair.
  static func pair(_ text: String, _ unreadable: Unreadable) throws -> (String, String)? {
    guard let colon = text.range(of: ":") else { return nil }
    let key = String(text[..<colon.lowerBound])
    var value = text[colon.upperBound...].trimmingCharacters(in: .whitespaces)
    if value.hasPrefix("'") {
      guard value.count >= 2, value.hasSuffix("'") else { throw unreadable }
      value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
    } else if value.hasPrefix("\"") {
      guard value.count >= 2, value.hasSuffix("\""), !value.dropFirst().dropLast().contains("\\")
      else { throw unreadable }
      value = String(value.dropFirst().dropLast())
    } else if value.hasPrefix("|") || value.hasPrefix(">") || value.hasPrefix("&")
      || value.hasPrefix("*") || value.hasPrefix("[") || value.hasPrefix("{")
    {
      throw unreadable
    }
    return (key, value)
  }
}

extension Optional {
  fileprivate func unwrapped(_ error: some Error) throws -> Wrapped {
    guard let value = self else { throw error }
    return value
  }
}
