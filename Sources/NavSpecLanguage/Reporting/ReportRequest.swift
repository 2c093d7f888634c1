/// `--report junit:out.xml`: a report in one format written to one file, besides the report on
/// standard output. Any number may be asked for in one run. `Format` is `ReportFormat` for
/// `navspec run`, `AuditReportFormat` for `navspec audit`.
public struct ReportRequest<Format>: Hashable, Sendable
where Format: RawRepresentable & CaseIterable & Hashable & Sendable, Format.RawValue == String {
  public var format: Format
  public var path: String

  public typealias Failure = OptionFailure

  public init(format: Format, path: String) {
    self.format = format
    self.path = path
  }

  /// Reads `FORMAT:FILE`; the file may itself hold colons (`json:C:/out.json` splits at the first).
  public init(parsing text: String) throws(Failure) {
    let formats = Format.allCases.map(\.rawValue)
    guard let colon = text.firstIndex(of: ":") else {
      throw Failure(
        message:
          "'--report \(OptionFailure.shown(text))': write it as FORMAT:FILE, e.g. junit:out.xml")
    }
    let name = String(text[..<colon])
    let path = String(text[text.index(after: colon)...])
    guard let format = Format(rawValue: name) else {
      let hint =
        Suggestion.didYouMean(name, among: formats)
        ?? "formats: \(formats.joined(separator: ", "))"
      throw Failure(
        message:
          "'--report \(OptionFailure.shown(text))': unknown format '\(OptionFailure.shown(name))'; \(hint)"
      )
    }
    guard !path.isEmpty else {
      throw Failure(
        message: "'--report \(OptionFailure.shown(text))': name the file after the colon")
    }
    self.init(format: format, path: path)
  }
}
