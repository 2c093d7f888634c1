import CHarfBuzz

/// One font file's glyphs, shaped by HarfBuzz: how wide a string is set in it, and how tall a
/// line of it is, at any point size.
///
/// The face is built from the file's bytes, not from its path: the scenario language reads files
/// (with its one bounded reader, so `/dev/zero` or a named pipe cannot hang a run), and this type
/// does no I/O. HarfBuzz works in font units; the scale is set to the font's units per em, so
/// every advance is an exact integer and a width at `size` points is `units × size / unitsPerEm`,
/// computed in Double (no rounding of HarfBuzz's 26.6 fixed point at small scales).
///
/// A class because it owns HarfBuzz objects and frees them once. `@unchecked Sendable`: the font
/// is made immutable after set-up, and HarfBuzz documents shaping with an immutable font as safe
/// from several threads.
public final class FontFace: @unchecked Sendable {
  private let face: OpaquePointer
  private let font: OpaquePointer
  /// Font units per em (Inter 4: 2816).
  public let unitsPerEm: Int

  /// Parses a font file (OpenType, TrueType). Throws `notAFont` when HarfBuzz finds no glyphs in
  /// the bytes (a text file, an empty file, a collection index out of range), and
  /// `harfBuzzUnavailable` when the library cannot be loaded (it is opened on first use).
  public init(bytes: [UInt8]) throws(TextMeasurementError) {
    guard navspec_harfbuzz_available() != 0 else { throw .harfBuzzUnavailable }
    let blob = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        navspec_hb_blob_create($0.baseAddress, UInt32($0.count), HB_MEMORY_MODE_DUPLICATE)
      }
    }
    defer { navspec_hb_blob_destroy(blob) }
    guard let face = navspec_hb_face_create(blob, 0), navspec_hb_face_get_glyph_count(face) > 0
    else { throw .notAFont }
    let upem = Int(navspec_hb_face_get_upem(face))
    guard upem > 0, let font = navspec_hb_font_create(face) else {
      navspec_hb_face_destroy(face)
      throw .notAFont
    }
    navspec_hb_font_set_scale(font, Int32(upem), Int32(upem))
    navspec_hb_font_make_immutable(font)
    self.face = face
    self.font = font
    self.unitsPerEm = upem
  }

  deinit {
    navspec_hb_font_destroy(font)
    navspec_hb_face_destroy(face)
  }

  /// The advance width of `text` at `pointSize`, shaped as one run with the font's default
  /// features (kerning and ligatures on, as Core Text sets system text). Throws `missingGlyph`
  /// naming the first character the font has no glyph for, rather than measuring the
  /// placeholder box (.notdef) a renderer would draw.
  public func advanceWidth(of text: String, pointSize: Double) throws(TextMeasurementError)
    -> Double
  {
    guard let buffer = navspec_hb_buffer_create() else { throw .notAFont }
    defer { navspec_hb_buffer_destroy(buffer) }
    let utf8 = Array(text.utf8)
    utf8.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        navspec_hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
      }
    }
    navspec_hb_buffer_guess_segment_properties(buffer)
    navspec_hb_shape(font, buffer)
    var count: UInt32 = 0
    let infos = navspec_hb_buffer_get_glyph_infos(buffer, &count)
    let positions = navspec_hb_buffer_get_glyph_positions(buffer, &count)
    var units = 0
    for index in 0..<Int(count) {
      guard let info = infos?[index], let position = positions?[index] else { continue }
      if info.codepoint == 0 {
        throw .missingGlyph(Self.character(atUTF8Offset: Int(info.cluster), in: text))
      }
      units += Int(position.x_advance)
    }
    return Double(units) * pointSize / Double(unitsPerEm)
  }

  /// The height of one line at `pointSize`: ascender − descender + line gap, as HarfBuzz reads
  /// them (OS/2 typographic metrics when the font asks for them, else hhea), the same sum Core
  /// Text's line height is made of.
  public func lineHeight(pointSize: Double) -> Double {
    var extents = hb_font_extents_t()
    _ = navspec_hb_font_get_h_extents(font, &extents)
    let units = Int(extents.ascender) - Int(extents.descender) + Int(extents.line_gap)
    return Double(units) * pointSize / Double(unitsPerEm)
  }

  /// The character whose UTF-8 encoding contains byte `offset` (HarfBuzz clusters are byte
  /// offsets into the UTF-8 it was given).
  private static func character(atUTF8Offset offset: Int, in text: String) -> Character {
    var start = 0
    for character in text {
      let end = start + character.utf8.count
      if offset < end { return character }
      start = end
    }
    return text.last ?? " "
  }
}
