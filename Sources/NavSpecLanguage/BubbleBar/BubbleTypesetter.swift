import NavSpecModel
import TextMeasurement

/// Measures a bubble bar's titles for the model, which never measures anything itself: reads each
/// font file once (with the bounded reader, so a path naming a pipe or `/dev/zero` cannot hang a
/// run), shapes each (title, weight) once per run (`TextMeasurer` caches), and applies the widths
/// the scenario states.
struct BubbleTypesetter: Sendable {
  /// Relative font paths are resolved from here: the scenario file's folder.
  let baseDirectory: String
  private var measurer = TextMeasurer()

  /// Inter 4 Medium and SemiBold from Debian's `fonts-inter`: the nearest open relative of SF
  /// Pro, which cannot be installed on Linux (docs/components/bubble.md#text-measurement); Bold
  /// and ExtraBold (800, `UIFont.Weight.heavy`) for the weights Bold Text draws them in
  /// (docs/components/bubble.md#bold-text).
  /// The default fonts' family, as CSS names it.
  static let defaultFamily = "Inter"
  static let defaultFonts: [FontWeight: String] = [
    .medium: "/usr/share/fonts/opentype/inter/Inter-Medium.otf",
    .semibold: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
    .bold: "/usr/share/fonts/opentype/inter/Inter-Bold.otf",
    .heavy: "/usr/share/fonts/opentype/inter/Inter-ExtraBold.otf",
  ]

  /// The largest font file read: 64 MiB. Our decision, because SF Pro's variable font, the
  /// largest a team is likely to name, is about a third of that, and a bound keeps a wrong path
  /// from filling memory.
  static let fontSizeLimit = 64 << 20

  /// Why the titles could not be measured, in words for the failure, with what to do about it.
  struct Failure: Error, Hashable, Sendable {
    var message: String
    var suggestion: String
    /// The font has no glyph for a character of the title (the font itself was read).
    var isMissingGlyph = false
  }

  /// The folder of `scenarioFile` ("" for a file in the current folder or a REPL session).
  init(scenarioFile: String) {
    if let slash = scenarioFile.lastIndex(of: "/") {
      baseDirectory = String(scenarioFile[...slash])
    } else {
      baseDirectory = ""
    }
  }

  /// The path a scenario's font path names: absolute as written, else from the scenario's folder.
  func resolve(_ path: String) -> String {
    path.hasPrefix("/") ? path : baseDirectory + path
  }

  /// Every (title, weight) the bar's style can show, Bold Text's heavier weights included (the
  /// setting may change at any step), measured or stated, and the line height.
  ///
  /// A Bold Text weight the font cannot set a title in, with no width stated for it, takes the
  /// title's measurements in the weight it stands for (our decision: Bold Text is one of the
  /// settings every scenario is audited under, and a width stated for medium and semibold, the
  /// only weights the design names, must not make it fail; `bubble width T bold N` states it).
  mutating func typography(titles: [String], setup: BubbleBarSetup)
    -> Result<BubbleTypography, Failure>
  {
    let size = setup.style.pointSize
    do throws(Failure) {
      let lineFont = try load(setup.fonts[.medium] ?? Self.defaultFonts[.medium] ?? "")
      var typography = BubbleTypography(
        lineHeight: measurer.lineHeight(font: lineFont, pointSize: size))
      // `weights` lists the design's weights before Bold Text's, so a fallback is measured.
      for weight in setup.style.weights {
        let font = try load(setup.fonts[weight] ?? Self.defaultFonts[weight] ?? "")
        typography.fonts[weight] = .init(
          file: String(font.split(separator: "/").last ?? ""),
          family: setup.fonts[weight] == Self.defaultFonts[weight] ? Self.defaultFamily : nil)
        let designed = setup.style.designedWeight(drawnUnderBoldText: weight)
        for title in titles {
          let stated = setup.statedWidths[.init(title: title, weight: weight)]
          do throws(Failure) {
            typography.set(
              try metrics(title, font: font, size: size, stated: stated, weight: weight),
              for: title, weight: weight)
          } catch {
            guard let designed, stated == nil, error.isMissingGlyph else { throw error }
            typography.set(
              typography.metrics(for: title, weight: designed), for: title, weight: weight)
          }
        }
      }
      return .success(typography)
    } catch {
      return .failure(error)
    }
  }

  /// A title's width and truncations. A stated width wins; its truncations are the font's,
  /// scaled to the stated width, or, when the font cannot set the title, shares of the stated
  /// width by character count plus the font's "…" (our decision: the model needs some width for
  /// each shortened title, and without glyphs an equal share per character is the only neutral
  /// guess).
  private mutating func metrics(
    _ title: String, font: String, size: Double, stated: Double?, weight: FontWeight
  ) throws(Failure) -> TitleMetrics {
    do throws(TextMeasurementError) {
      let measured = try measurer.width(of: title, font: font, pointSize: size)
      let scale = stated.map { measured > 0 ? $0 / measured : 1 } ?? 1
      let truncations = try measurer.tailTruncations(of: title, font: font, pointSize: size)
      return TitleMetrics(
        width: stated ?? measured,
        truncations: truncations.map { .init(text: $0.text, width: $0.width * scale) })
    } catch {
      guard let stated, case .missingGlyph = error else {
        throw describe(error, title: title, font: font, weight: weight)
      }
      let ellipsis: Double
      do throws(TextMeasurementError) {
        ellipsis = try measurer.width(of: TextMeasurer.ellipsis, font: font, pointSize: size)
      } catch {
        throw describe(error, title: TextMeasurer.ellipsis, font: font, weight: weight)
      }
      let characters = Array(title)
      let truncations = characters.indices.map { count in
        TitleMetrics.TruncatedTitle(
          text: String(characters[..<count]) + TextMeasurer.ellipsis,
          width: stated * Double(count) / Double(characters.count) + ellipsis)
      }
      return TitleMetrics(width: stated, truncations: truncations)
    }
  }

  private func describe(
    _ error: TextMeasurementError, title: String, font: String, weight: FontWeight
  ) -> Failure {
    switch error {
    case .missingGlyph(let character):
      let scalars = character.unicodeScalars.map {
        "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4)
      }
      return Failure(
        message:
          "cannot measure \"\(title)\" in \(weight.rawValue): \(Self.fileName(font)) has no glyph for '\(character)' (\(scalars.joined(separator: " ")))",
        suggestion:
          "state its width as measured on a device, before 'tabbar': 'bubble width \"\(title)\" \(weight.rawValue) 64', or name a font that has it: 'bubble font \"…\"'",
        isMissingGlyph: true)
    case .notAFont:
      return Failure(
        message: "'\(font)' is not a font file HarfBuzz can read",
        suggestion: "name an OpenType or TrueType file (.otf, .ttf)")
    case .harfBuzzUnavailable:
      return Failure(
        message:
          "cannot measure \"\(title)\": the system's HarfBuzz (libharfbuzz.so.0) cannot be loaded",
        suggestion:
          "install it ('make deps' does: libharfbuzz-dev), or state the width before 'tabbar': 'bubble width \"\(title)\" \(weight.rawValue) 64'"
      )
    }
  }

  /// Reads and registers the font at `path` (once), returning the key it is measured under.
  private mutating func load(_ path: String) throws(Failure) -> String {
    let resolved = resolve(path)
    if measurer.hasFont(resolved) { return resolved }
    switch SourceFileReader.readBytes(
      resolved, limit: Self.fontSizeLimit, what: "for a font file")
    {
    case .failure(let failure):
      throw Failure(
        message: "cannot read font '\(path)': \(failure.message)",
        suggestion:
          "give a path relative to the scenario file, or state each title's width: 'bubble width Home medium 45'"
      )
    case .success(let bytes):
      do throws(TextMeasurementError) {
        measurer.register(try FontFace(bytes: bytes), as: resolved)
      } catch {
        throw describe(error, title: "", font: path, weight: .medium)
      }
    }
    return resolved
  }

  private static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
