import Foundation
import NavSpecTestSupport
import Testing

/// Keeps every conversion of a `Double` to an integer total. `Int(x)` of a NaN, an infinity or a
/// value past the type traps (SIGILL, exit 132): `navspec audit` did on a bubble width of 1e20,
/// `--format html` on an expectation of 1.6e308, the REPL's `:render` on a screen 1e-320 wide.
/// Each Swift module under Sources shadows the integer types' `init(_: Double)` with a
/// deprecated one (IntegerConversionGuard.swift) and Package.swift makes a deprecated use an
/// error, so such a conversion does not build; this test keeps that machinery whole, and reads
/// the sources for the most common shape of the mistake besides.
@Suite("No conversion of a Double to an integer can trap")
struct IntegerConversionLintTests {
  /// The Swift modules under Sources: each folder holding a `.swift` file.
  static func swiftModules() -> [String] {
    let names = Set(
      PackageFiles.files(under: "Sources").filter { $0.hasSuffix(".swift") }.map {
        $0.split(separator: "/")[1]
      })
    return names.map(String.init).sorted()
  }

  /// navspec-hello is the cold-start yardstick, a hello world that must stay exactly that: it
  /// holds no number, which the test checks instead.
  static let exempt = "navspec-hello"

  @Test("every Swift module holds the same guard")
  func everyModuleHoldsTheGuard() throws {
    let reference = try PackageFiles.read("Sources/NavSpecModel/IntegerConversionGuard.swift")
    #expect(reference.contains("@available(*, deprecated"))
    for module in Self.swiftModules() where module != Self.exempt {
      let guardFile = try? PackageFiles.read("Sources/\(module)/IntegerConversionGuard.swift")
      #expect(guardFile == reference, "Sources/\(module)/IntegerConversionGuard.swift")
    }
    let hello = PackageFiles.files(under: "Sources/\(Self.exempt)")
    for path in hello {
      #expect(!(try PackageFiles.read(path)).contains("Double"), "\(path)")
    }
  }

  @Test("Package.swift makes a deprecated use an error in every guarded module")
  func packageTreatsDeprecationAsAnError() throws {
    let manifest = try PackageFiles.read("Package.swift")
    #expect(manifest.contains(#"-Werror", "DeprecatedDeclaration""#))
    for module in Self.swiftModules() where module != Self.exempt {
      // The target's declaration, from its name to the next target.
      guard
        let start = manifest.range(
          of: #"\.(target|executableTarget)\(\s*name: ""# + module + "\"",
          options: .regularExpression)
      else {
        Issue.record("Package.swift declares no target \(module)")
        continue
      }
      let rest = manifest[start.upperBound...]
      let end =
        rest.range(of: ".target(")?.lowerBound ?? rest.range(of: ".testTarget(")?.lowerBound
        ?? rest.endIndex
      let nextExecutable = rest.range(of: ".executableTarget(")?.lowerBound ?? rest.endIndex
      let declaration = rest[..<min(end, nextExecutable)]
      #expect(declaration.contains("guardedConversions"), "target \(module)")
    }
  }

  /// The shape the guard catches at build time, read in the sources too, so that a lost
  /// `-Werror` is seen here: an integer made straight from a rounded value.
  @Test("no integer is made from a rounded Double but through init(clamping:)")
  func noBareConversionOfARoundedValue() throws {
    let pattern = try NSRegularExpression(
      pattern:
        #"\b(U?Int(8|16|32|64)?)\((?!clamping:|exactly:|truncatingIfNeeded:)[^()\n]*(\([^()\n]*\)[^()\n]*)*\.rounded\("#
    )
    for path in PackageFiles.files(under: "Sources") where path.hasSuffix(".swift") {
      let text = try PackageFiles.read(path)
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        let line = text[..<Range(match.range, in: text)!.lowerBound].filter { $0 == "\n" }.count + 1
        Issue.record("\(path):\(line): an integer made from a rounded Double; use init(clamping:)")
      }
    }
  }
}
