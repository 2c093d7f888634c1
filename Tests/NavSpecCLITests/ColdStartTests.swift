import Foundation
import NavSpecTestSupport
import Testing

/// The tool links FoundationEssentials, never all of Foundation, and opens HarfBuzz only when it
/// measures text (docs/cli.md#cold-start). One `import Foundation` anywhere in what `navspec`
/// is built from would bring back libFoundation and ICU without any build error, so this looks
/// for it.
@Suite struct ColdStartTests {
  /// The targets `navspec` is linked from. navspec-bench and the tests may use Foundation.
  static let linkedTargets = [
    "Sources/navspec", "Sources/NavSpecLanguage", "Sources/NavSpecModel", "Sources/NavSpecREPL",
    "Sources/LineEditing", "Sources/TextMeasurement",
  ]

  @Test func noSourceOfTheToolImportsFoundation() throws {
    var offenders: [String] = []
    for folder in Self.linkedTargets {
      for path in PackageFiles.files(under: folder) where path.hasSuffix(".swift") {
        let text = try PackageFiles.read(path)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        {
          let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
          if let at = words.firstIndex(of: "import"), at + 1 < words.count,
            words[at + 1] == "Foundation"
          {
            offenders.append("\(path):\(number + 1): \(line)")
          }
        }
      }
    }
    #expect(offenders.isEmpty, "use FoundationEssentials (docs/cli.md#cold-start)")
  }

  /// The built executable asks the dynamic loader for no part of Foundation but
  /// FoundationEssentials, and not for HarfBuzz or libedit, which it opens when it first
  /// measures text or edits a line (read from `ldd`, skipped where there is none).
  @Test func theExecutableLoadsNeitherFoundationNorHarfBuzzNorLibedit() throws {
    let ldd = "/usr/bin/ldd"
    guard FileManager.default.isExecutableFile(atPath: ldd) else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ldd)
    process.arguments = [try navspecExecutable().path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let libraries = output.split(separator: "\n").compactMap {
      $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).first
    }
    #expect(libraries.contains { $0.hasPrefix("libFoundationEssentials") })
    #expect(
      !libraries.contains {
        $0.hasPrefix("libFoundation.") || $0.hasPrefix("libFoundationInternationalization")
          || $0.hasPrefix("lib_FoundationICU") || $0.hasPrefix("libharfbuzz")
          || $0.hasPrefix("libedit")
      }, "\(libraries)")
  }
}
