import Foundation
import Testing
import TextMeasurement

/// Widths of Inter 4 (Debian's fonts-inter) through the system HarfBuzz, against the numbers
/// tools/expected/bubble.py prints (`widths` section) with PyPI's uharfbuzz and fontTools.
@Suite("Text measurement")
struct TextMeasurerTests {
  static let medium = "/usr/share/fonts/opentype/inter/Inter-Medium.otf"
  static let semibold = "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"

  static func measurer() throws -> TextMeasurer {
    var measurer = TextMeasurer()
    for path in [medium, semibold] {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      measurer.register(try FontFace(bytes: bytes), as: path)
    }
    return measurer
  }

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.000_001 }

  @Test(
    "16 pt widths match bubble.py",
    arguments: [
      ("Home", medium, 45.045455), ("Home", semibold, 45.477273),
      ("My Projects", medium, 90.198864), ("My Projects", semibold, 91.318182),
      ("Settings", medium, 63.579545), ("Profile", semibold, 49.863636),
      ("Αρχική", medium, 54.227273), ("Профиль", semibold, 72.352273),
    ])
  func widths(text: String, font: String, expected: Double) throws {
    var measurer = try Self.measurer()
    let width = try measurer.width(of: text, font: font, pointSize: 16)
    #expect(Self.close(width, expected), "\(text): \(width)")
  }

  @Test("15 pt width and line heights match bubble.py")
  func uikitSizeAndLineHeight() throws {
    var measurer = try Self.measurer()
    #expect(
      Self.close(try measurer.width(of: "My Projects", font: Self.medium, pointSize: 15), 84.561435)
    )
    #expect(Self.close(measurer.lineHeight(font: Self.medium, pointSize: 16), 19.363636))
    #expect(Self.close(measurer.lineHeight(font: Self.medium, pointSize: 15), 18.153409))
  }

  @Test("each string is shaped once")
  func cache() throws {
    var measurer = try Self.measurer()
    for _ in 0..<3 { _ = try measurer.width(of: "Home", font: Self.medium, pointSize: 16) }
    _ = try measurer.width(of: "Home", font: Self.semibold, pointSize: 16)
    #expect(measurer.shapedCount == 2)
  }

  @Test("a character the font lacks is named, not measured as a box")
  func missingGlyph() throws {
    var measurer = try Self.measurer()
    #expect(throws: TextMeasurementError.missingGlyph("日")) {
      try measurer.width(of: "Home日本", font: Self.medium, pointSize: 16)
    }
  }

  @Test("bytes that are not a font are refused")
  func notAFont() {
    #expect(throws: TextMeasurementError.notAFont) { try FontFace(bytes: Array("hello".utf8)) }
    #expect(throws: TextMeasurementError.notAFont) { try FontFace(bytes: []) }
  }

  @Test("tail truncations: every prefix with trailing spaces dropped, then the ellipsis")
  func truncations() throws {
    var measurer = try Self.measurer()
    let candidates = try measurer.tailTruncations(
      of: "My Projects", font: Self.medium, pointSize: 16)
    #expect(candidates.map(\.text).prefix(5) == ["…", "M…", "My…", "My…", "My P…"])
    #expect(candidates.count == 11)
    #expect(Self.close(candidates[0].width, 13.017045))
  }
}
