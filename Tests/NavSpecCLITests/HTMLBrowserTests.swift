import Foundation
import NavSpecTestSupport
import Testing

// The HTML report in a real browser: headless Chromium renders the report of the fixtures,
// takes a screenshot and dumps the page it built. Chromium is not a build dependency, so without
// it the test is skipped, saying so; `make test` installs it when CI is set (docs/cli.md).

/// `chromium` on PATH (Debian's package), or nil.
private let chromium: URL? = {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  for folder in path.split(separator: ":") {
    for name in ["chromium", "chromium-browser"] {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
  }
  return nil
}()

extension HeavyTests {
  /// The fixtures' report, rendered and dumped by Chromium.
  struct HTMLBrowserTests {
    @Test(
      .enabled(
        if: chromium != nil,
        "chromium is not installed: the browser test of the HTML report is skipped (`CI=1 make test` installs it)"
      ),
      .timeLimit(.minutes(10)))
    func theHTMLReportRendersInChromium() throws {
      let browser = try #require(chromium)
      // Kept after the test, beside the build, to look at: .build/html-report/report.png.
      let folder = PackageFiles.root.appendingPathComponent(".build/html-report")
      try? FileManager.default.removeItem(at: folder)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let page = folder.appendingPathComponent("report.html")
      let screenshot = folder.appendingPathComponent("report.png")
      let run = try navspec(["run", ".", "--report", "html:\(page.path)"])
      #expect(run.status == 2)
      let html = try String(contentsOf: page, encoding: .utf8)
      #expect(html.contains("<svg "))

      // Each Chromium run gets its own profile, and `timeout` ends one that hangs. Under a full
      // parallel `swift test` on two cores a healthy launch has taken over two minutes, so each gets
      // four, and the test ten.
      func openInChromium(_ arguments: [String]) throws -> Outcome {
        try runCaptured(
          URL(fileURLWithPath: "/usr/bin/timeout"),
          [
            "240", browser.path, "--headless", "--disable-gpu", "--no-sandbox",
            "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
            "--enable-logging=stderr", "--v=0",
          ] + arguments + [page.absoluteString], in: folder, environment: ["HOME": folder.path])
      }

      let shot = try openInChromium(["--screenshot=\(screenshot.path)", "--window-size=1200,2000"])
      #expect(shot.status == 0, "\(shot.stderr)")
      let png = try Data(contentsOf: screenshot)
      #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "not a PNG")
      // A blank page compresses to a few kilobytes; the report's text and plots to far more.
      #expect(png.count > 50_000, "the screenshot is \(png.count) bytes")
      // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
      let size = png.count >= 24 ? (bigEndian(png, at: 16), bigEndian(png, at: 20)) : (0, 0)
      #expect(size == (1200, 2000))

      let dump = try openInChromium(["--dump-dom"])
      #expect(dump.status == 0)
      #expect(
        dump.stdout.contains(
          "<p id=\"summary\" class=\"summary failed\"><strong>2 passed, 3 failed, 0 skipped"))
      #expect(dump.stdout.contains("<svg "))
      // The page has no script, so the console must stay silent.
      for output in [shot.stderr, dump.stderr] {
        #expect(!output.contains(":CONSOLE("), "\(output)")
        #expect(!output.contains("Uncaught"), "\(output)")
      }
      print("the HTML report's screenshot: \(screenshot.path)")
    }
  }
}

private func bigEndian(_ data: Data, at offset: Int) -> Int {
  data[data.startIndex + offset..<data.startIndex + offset + 4].reduce(0) { $0 << 8 | Int($1) }
}
