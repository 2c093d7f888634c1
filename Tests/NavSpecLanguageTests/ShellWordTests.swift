import Foundation
import NavSpecLanguage
import Testing

/// `ShellWord`: a path written as one word of a shell command line holds nothing a terminal acts
/// on and no line break, and bash reads it back as the same path.
struct ShellWordTests {
  static let paths = [
    "scenarios/a.setup", "with space.setup", "it's.setup", "a\nset reduce-motion on\n#.setup",
    "b\r.setup", "c\u{2028}d.setup", "e\u{1B}]0;title\u{07}.setup", "$(touch x)`y`.setup",
    "-dash.setup", "back\\slash.setup", "日本\u{202E}txt.setup", "\u{85}next", "\u{1F600}.setup",
    "", "tab\there",
  ]

  @Test func plainPathsStayAsTheyAre() {
    #expect(ShellWord.quoted("scenarios/explore/glass.setup") == "scenarios/explore/glass.setup")
    #expect(ShellWord.quoted("a b") == "'a b'")
    #expect(ShellWord.quoted("it's") == #"'it'\''s'"#)
    #expect(ShellWord.quoted("-x") == "./-x")
    #expect(ShellWord.quoted("a\nb") == #"$'a\nb'"#)
    #expect(ShellWord.quoted("") == "''")
  }

  @Test func noWordHoldsACharacterThatNeedsEscaping() {
    for path in Self.paths {
      let word = ShellWord.quoted(path)
      #expect(!word.unicodeScalars.contains { PrintableText.needsEscape($0) }, "\(word)")
      #expect(PrintableText.escaping(word) == word)
    }
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
  func bashReadsEachWordBackAsThePath() throws {
    for path in Self.paths {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", "printf '%s' \(ShellWord.quoted(path))"]
      process.environment = ["LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let expected = path.hasPrefix("-") ? "./" + path : path
      #expect(data == Data(expected.utf8), "\(ShellWord.quoted(path))")
    }
  }
}
