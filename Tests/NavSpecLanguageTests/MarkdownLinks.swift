import Foundation
import NavSpecTestSupport

/// The links and anchors of a Markdown document, and the citations a document of this repository
/// must not make. Used by `DocumentationLinksTests` to keep every reference in the docs followable
/// from a fresh clone.
enum MarkdownLinks {
  /// A problem found in a document: where it is and what is wrong.
  struct Problem: CustomStringConvertible, Equatable {
    let file: String
    let line: Int
    let message: String
    var description: String { "\(file):\(line): \(message)" }
  }

  /// A link in a document: its destination as written and the line it is on.
  struct Link: Equatable {
    let destination: String
    let line: Int
  }

  // MARK: Anchors

  /// GitHub's anchor for a heading: the heading's text without Markdown markup, lower-cased, with
  /// every character that is not a letter, a digit, a space, `-` or `_` removed and spaces turned
  /// into `-` (the rules of github-slugger, which GitHub uses).
  static func slug(_ heading: String) -> String {
    var text = heading
    // A link shows its text: [text](destination) -> text.
    while let open = text.range(of: "]("), let start = text[..<open.lowerBound].lastIndex(of: "["),
      let close = text[open.upperBound...].firstIndex(of: ")")
    {
      let label = text[text.index(after: start)..<open.lowerBound]
      text.replaceSubrange(start...close, with: label)
    }
    var result = ""
    for character in text.lowercased() {
      if character == " " {
        result.append("-")
      } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
        result.append(character)
      }
    }
    return result
  }

  /// Every anchor a document defines: its headings' slugs (a repeated heading gets `-1`, `-2`,
  /// … as on GitHub) and explicit `<a id="…">` / `<a name="…">` anchors.
  static func anchors(in markdown: String) -> Set<String> {
    var anchors: Set<String> = []
    var seen: [String: Int] = [:]
    // A heading's code spans are part of its anchor (`--list` gives `--list`), so headings are
    // read from the line as written; proseLines blanks code spans for finding links.
    let written = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    for (line, number) in proseLines(markdown) {
      let trimmed = written[number - 1].drop { $0 == " " }
      if trimmed.hasPrefix("#") {
        let hashes = trimmed.prefix { $0 == "#" }
        let rest = trimmed.dropFirst(hashes.count)
        if hashes.count <= 6, rest.isEmpty || rest.first == " " {
          let base = slug(String(rest).trimmingCharacters(in: .whitespaces))
          let count = seen[base, default: 0]
          seen[base] = count + 1
          anchors.insert(count == 0 ? base : "\(base)-\(count)")
        }
      }
      for attribute in ["id=\"", "name=\""] {
        var rest = Substring(line)
        while let start = rest.range(of: "<a \(attribute)") ?? rest.range(of: "<a  \(attribute)") {
          let value = rest[start.upperBound...].prefix { $0 != "\"" }
          anchors.insert(String(value))
          rest = rest[start.upperBound...]
        }
      }
    }
    return anchors
  }

  // MARK: Links

  /// The lines of a document outside fenced code blocks, with inline code spans blanked, numbered
  /// from 1. Code is quoted text, not a link or a citation.
  static func proseLines(_ markdown: String) -> [(String, Int)] {
    var result: [(String, Int)] = []
    var fence: Substring?
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.drop { $0 == " " }
      if let open = fence {
        if trimmed.hasPrefix(open) { fence = nil }
        continue
      }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        fence = trimmed.prefix { $0 == trimmed.first }
        continue
      }
      result.append((withoutCodeSpans(String(line)), index + 1))
    }
    return result
  }

  /// The line with every inline code span (`` `…` ``) replaced by spaces.
  static func withoutCodeSpans(_ line: String) -> String {
    var output = ""
    var inCode = false
    for character in line {
      if character == "`" {
        inCode.toggle()
        output.append(" ")
      } else {
        output.append(inCode ? " " : character)
      }
    }
    return output
  }

  /// Every inline link `[text](destination)` and reference definition `[label]: destination` in
  /// the document's prose. A destination may hold balanced parentheses, as Apple's URLs do.
  static func links(in markdown: String) -> [Link] {
    var links: [Link] = []
    for (line, number) in proseLines(markdown) {
      let characters = Array(line)
      var index = 0
      while index + 1 < characters.count {
        if characters[index] == "]" && characters[index + 1] == "(" {
          var depth = 0
          var destination = ""
          var cursor = index + 2
          while cursor < characters.count {
            let character = characters[cursor]
            if character == "(" {
              depth += 1
            } else if character == ")" {
              if depth == 0 { break }
              depth -= 1
            } else if character == " " {
              break
            }
            destination.append(character)
            cursor += 1
          }
          links.append(Link(destination: destination, line: number))
          index = cursor
        }
        index += 1
      }
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("["), let colon = trimmed.range(of: "]: ") {
        let destination = trimmed[colon.upperBound...].prefix { $0 != " " }
        links.append(Link(destination: String(destination), line: number))
      }
    }
    return links
  }

  /// Whether a destination leaves the repository (a URL with a scheme).
  static func isExternal(_ destination: String) -> Bool {
    guard let colon = destination.firstIndex(of: ":") else { return false }
    let scheme = destination[..<colon]
    return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
  }

  // MARK: Checking

  /// The problems of one document: broken relative links and anchors, and citations of material
  /// outside the repository. `read` returns a file's text by its path from the package root, or
  /// nil when there is no such file.
  static func problems(in path: String, text: String, read: (String) -> String?) -> [Problem] {
    var problems: [Problem] = []
    // Citations count wherever they are, code spans and blocks included.
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      for message in forbiddenCitations(in: String(line)) {
        problems.append(Problem(file: path, line: index + 1, message: message))
      }
    }
    let directory = (path as NSString).deletingLastPathComponent
    for link in links(in: text) where !isExternal(link.destination) {
      let parts = link.destination.split(
        separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let file = String(parts[0])
      let anchor = parts.count > 1 ? String(parts[1]) : nil
      let target =
        file.isEmpty ? path : normalised((directory as NSString).appendingPathComponent(file))
      guard let targetText = file.isEmpty ? text : read(target) else {
        problems.append(
          Problem(
            file: path, line: link.line, message: "link to a missing file: \(link.destination)"))
        continue
      }
      if let anchor, !anchor.isEmpty, target.hasSuffix(".md"),
        !anchors(in: targetText).contains(anchor)
      {
        problems.append(
          Problem(
            file: path, line: link.line, message: "link to a missing anchor: \(link.destination)"))
      }
    }
    return problems
  }

  /// Citations a reader of the repository cannot follow: the session's shared folder, and issue
  /// numbers (the word issue, or a `#`, followed by a number of up to five digits: six or eight
  /// are a colour, `#000000`, as the audits' messages write one).
  static func forbiddenCitations(in line: String) -> [String] {
    var messages: [String] = []
    if line.contains("../shared") {
      messages.append("cites ../shared, which is not in the repository")
    }
    if line.range(of: #"[Ii]ssues? #?[0-9]+"#, options: .regularExpression) != nil
      || line.range(of: #"(^|[^&\w])#[0-9]{1,5}\b"#, options: .regularExpression) != nil
    {
      messages.append("cites an issue number, which a reader of the repository cannot follow")
    }
    return messages
  }

  /// The problems of one Swift source file's comments: citations of material outside the
  /// repository, and mentions of a Markdown file (`docs/platform-facts.md#escape`) whose file or
  /// anchor does not exist. Paths are from the package root.
  static func sourceProblems(
    in path: String, text: String, commentMarker: String = "//", read: (String) -> String?
  )
    -> [Problem]
  {
    var problems: [Problem] = []
    let mention = #"[A-Za-z0-9_./-]+\.md(#[A-Za-z0-9_-]+)?"#
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      guard let comment = line.range(of: commentMarker) else { continue }
      let remark = String(line[comment.upperBound...])
      if remark.contains("../shared") {
        problems.append(
          Problem(
            file: path, line: index + 1, message: "cites ../shared, which is not in the repository")
        )
      }
      if remark.range(of: #"[Ii]ssues? #?[0-9]+"#, options: .regularExpression) != nil {
        problems.append(
          Problem(file: path, line: index + 1, message: "cites an issue number"))
      }
      var rest = Substring(remark)
      while let found = rest.range(of: mention, options: .regularExpression) {
        let reference = String(rest[found])
        rest = rest[found.upperBound...]
        let parts = reference.split(separator: "#", maxSplits: 1)
        let file = String(parts[0])
        guard let target = read(file) else {
          problems.append(
            Problem(file: path, line: index + 1, message: "mentions a missing file: \(reference)"))
          continue
        }
        if parts.count > 1, !anchors(in: target).contains(String(parts[1])) {
          problems.append(
            Problem(file: path, line: index + 1, message: "mentions a missing anchor: \(reference)")
          )
        }
      }
    }
    return problems
  }

  /// A path with `.` and `..` segments resolved, relative to the package root.
  static func normalised(_ path: String) -> String {
    var segments: [Substring] = []
    for segment in path.split(separator: "/") {
      if segment == "." { continue }
      if segment == "..", let last = segments.last, last != ".." {
        segments.removeLast()
      } else {
        segments.append(segment)
      }
    }
    return segments.joined(separator: "/")
  }
}
