// The words of the line before the cursor, and which options match the one being written.

/// A word of the line before the cursor: blank-separated, with `"…"` sections (which may hold
/// blanks) kept whole.
struct CompletionWord {
  var text: String
  /// Character offset of its first character in the line.
  var start: Int
}

func words(in characters: [Character]) -> (complete: [CompletionWord], partial: CompletionWord) {
  var words: [CompletionWord] = []
  var index = 0
  while index < characters.count {
    if characters[index].isWhitespace {
      index += 1
      continue
    }
    let start = index
    var inQuotes = false
    while index < characters.count, inQuotes || !characters[index].isWhitespace {
      if characters[index] == "\\", inQuotes {
        index += 1
      } else if characters[index] == "\"" {
        inQuotes.toggle()
      }
      index += 1
    }
    index = min(index, characters.count)
    words.append(CompletionWord(text: String(characters[start..<index]), start: start))
  }
  // The word at the cursor is the last one unless a blank ends the text.
  if let last = words.last, last.start + last.text.count == characters.count {
    words.removeLast()
    return (words, last)
  }
  return (words, CompletionWord(text: "", start: characters.count))
}

/// `"My Projects"` → `My Projects`; an unclosed `"My Pro` → `My Pro`; `"caf\u{E9}"` → `café`; a
/// bare word as it is.
func unquoted(_ text: String) -> String {
  guard text.first == "\"" else { return text }
  let text = Substring(text)
  return QuotedText(in: text, at: text.startIndex).value
}

/// The options that start with what was typed (compared unquoted), exact case first; when none
/// does, those that start with it ignoring case.
func matching(_ options: [String], _ typed: String) -> [String] {
  let prefix = unquoted(typed)
  var seen: Set<String> = []
  let unique = options.filter { seen.insert($0).inserted }
  let exact = unique.filter { unquoted($0).hasPrefix(prefix) }
  if !exact.isEmpty || prefix.isEmpty { return exact }
  let lowered = prefix.lowercased()
  return unique.filter { unquoted($0).lowercased().hasPrefix(lowered) }
}
