import Foundation
import NavSpecTestSupport
import Testing

// `navspec run --report html:FILE` and `--format html`, against the built binary.

@Test func htmlReportIsWrittenBesideTheHumanReport() throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("navspec-html-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("out.html").path
  let outcome = try navspec(["run", "pass", "fail", "broken", "--report", "html:\(file)"])
  #expect(outcome.status == 2)
  #expect(outcome.lastLine == "1 passed, 2 failed, 0 skipped")
  let html = try String(contentsOfFile: file, encoding: .utf8)
  #expect(html.hasPrefix("<!DOCTYPE html>\n"))
  #expect(html.contains("<strong>1 passed, 2 failed, 0 skipped</strong> (3 files, 1 with errors)"))
  #expect(html.contains("<span class=\"verdict fail\">FAIL</span> Wrong tab"))
  #expect(html.contains("<tr><th>expected</th><td>Profile</td></tr>"))
  #expect(html.contains("error: unknown statement &#39;tapp&#39;"))
  // The steps are recorded for the HTML report.
  #expect(html.contains("<code>tap Library</code>"))
  // The same bytes on standard output, and with any number of jobs.
  let stdout = try navspec(["run", "pass", "fail", "broken", "--format", "html", "--jobs", "3"])
  #expect(stdout.stdout == html)
}

/// The bundled scenarios' report stays small enough to mail and open: at most 2 MB (it
/// was 6.4 MB with a plot for each of its 935 passing curves; 1.2 MB without them). Our
/// decision, because 2 MB leaves the corpus room to grow by half again while a page that size
/// still opens at once. Every scenario passes, so there is no plot and no failure list.
@Test func theBundledScenariosReportIsAtMostTwoMegabytes() throws {
  let outcome = try navspec(["run", "scenarios", "--format", "html"], in: PackageFiles.root)
  #expect(outcome.status == 0)
  let bytes = outcome.stdout.utf8.count
  #expect(bytes > 100_000, "\(bytes) bytes")
  #expect(bytes <= 2_000_000, "the bundled scenarios' HTML report is \(bytes) bytes")
  #expect(!outcome.stdout.contains("<svg "))
  #expect(!outcome.stdout.contains("<nav id=\"failures\""))
  #expect(outcome.stdout.contains("<section id=\"passing\">"))
}
