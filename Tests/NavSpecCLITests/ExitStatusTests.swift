import Foundation
import NavSpecTestSupport
import Testing

/// `navspec run --help` and docs/cli.md list the same exit statuses, with the same meanings.
@Test func theHelpAndTheDocsListTheSameExitStatuses() throws {
  let help = try navspec(["run", "--help"])
  #expect(help.status == 0)
  // "  2  meaning" lines between "Exit status" and the usage line.
  let helpRows = help.stdout.split(separator: "\n").compactMap { line -> String? in
    let parts = line.split(separator: " ", maxSplits: 1)
    guard line.hasPrefix("  "), parts.count == 2, Int(parts[0]) != nil else { return nil }
    return "\(parts[0]) \(parts[1].trimmingCharacters(in: .whitespaces))"
  }
  // "| 2 | meaning |" rows of the table in docs/cli.md.
  let docs = try PackageFiles.read("docs/cli.md")
  let docRows = docs.split(separator: "\n").compactMap { line -> String? in
    let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    guard line.hasPrefix("| "), cells.count == 2, Int(cells[0]) != nil else { return nil }
    return "\(cells[0]) \(cells[1])"
  }
  #expect(helpRows.map { $0.prefix(1) } == ["0", "1", "2", "3", "4"])
  #expect(helpRows == docRows)
}

/// Each status of the table, produced by the case it names.
@Test func eachExitStatusMeansWhatTheTableSays() throws {
  #expect(try navspec(["run", "pass"]).status == 0)
  #expect(try navspec(["run", "fail"]).status == 1)
  #expect(try navspec(["run", "broken"]).status == 2)
  #expect(try navspec(["run", "--no-such-option"]).status == 2)
  #expect(try navspec(["run", "fail", "--output", "/dev/full"]).status == 3)
  // 4, an internal fault, has no input that causes it: any error ArgumentParser would give 1
  // (navspec's "an expectation failed") becomes 4 in NavSpecCommand.status(for:).
}
