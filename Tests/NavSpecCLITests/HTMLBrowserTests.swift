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

      // Tall enough for the failures' pictures of the screen above the plot.
      let shot = try openInChromium(["--screenshot=\(screenshot.path)", "--window-size=1200,4000"])
      #expect(shot.status == 0, "\(shot.stderr)")
      let png = try Data(contentsOf: screenshot)
      #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "not a PNG")
      // A blank page compresses to a few kilobytes; the report's text and plots to far more.
      #expect(png.count > 50_000, "the screenshot is \(png.count) bytes")
      // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
      let size = png.count >= 24 ? (bigEndian(png, at: 16), bigEndian(png, at: 20)) : (0, 0)
      #expect(size == (1200, 4000))

      try expectPixels(of: screenshot, in: folder)

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

    /// `navspec render --format html`: the filmstrip page opened at `#frame-5` shows that frame
    /// alone, and the glass bar's pill is drawn where the model puts it, in its colour.
    @Test(
      .enabled(
        if: chromium != nil,
        "chromium is not installed: the browser test of the filmstrip page is skipped (`CI=1 make test` installs it)"
      ),
      .timeLimit(.minutes(10)))
    func theFilmstripPageShowsTheAskedFrameInChromium() throws {
      let browser = try #require(chromium)
      let folder = PackageFiles.root.appendingPathComponent(".build/filmstrip-page")
      try? FileManager.default.removeItem(at: folder)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let page = folder.appendingPathComponent("film.html")
      let screenshot = folder.appendingPathComponent("film.png")
      // The bottom 84 pt of the screen, every 100 ms from 0 to 500 ms: six frames.
      let render = try navspec(
        [
          "render", "scenarios/glass-tab-bar/tap-selects-tab.scenario", "--from", "0ms", "--to",
          "500ms", "--every", "100ms", "--region", "0,760,390,84", "--output", page.path,
        ], in: PackageFiles.root)
      #expect(render.status == 0, "\(render.stderr)")
      let shot = try runCaptured(
        URL(fileURLWithPath: "/usr/bin/timeout"),
        [
          "240", browser.path, "--headless", "--disable-gpu", "--no-sandbox",
          "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
          "--enable-logging=stderr", "--v=0", "--force-device-scale-factor=1",
          "--screenshot=\(screenshot.path)", "--window-size=800,600",
          page.absoluteString + "#frame-5",
        ], in: folder, environment: ["HOME": folder.path])
      #expect(shot.status == 0, "\(shot.stderr)")
      #expect(!shot.stderr.contains("Uncaught"), "\(shot.stderr)")
      let script = folder.appendingPathComponent("pill.py")
      try pillScript.write(to: script, atomically: true, encoding: .utf8)
      let outcome = try runCaptured(
        URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path, screenshot.path],
        in: folder)
      #expect(outcome.status == 0, "\(outcome.stderr)")
      var facts: [String: String] = [:]
      for line in outcome.stdout.split(separator: "\n") {
        let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
        if parts.count == 2 { facts[parts[0]] = parts[1] }
      }
      // The bar: #F2F2F7 at 70 % over white is (0.7 × 242 + 0.3 × 255, …, 0.7 × 247 + 0.3 × 255)
      // = (246, 246, 249), 390 px wide (one pixel a point), found by its top row.
      #expect(facts["barWidth"] == "390", "\(facts)")
      // At 500 ms the pill rests on Library: x 185.25 to 302.25, y 784 to 840 (4 pt below the
      // bar's top at 780). Inside it, 10 pt down at its centre line (x 243, clear of the title below): Color.blue (#007AFF) at 20 % over
      // the bar, (0.8 × 246, 0.2 × 122 + 0.8 × 246, 0.2 × 255 + 0.8 × 249) = (197, 221, 250).
      #expect(near(facts["pill"], (197, 221, 250)), "\(facts)")
      // Where the pill was at 0 ms, on Home (x −9.75 to 107.25): the bar alone, so frame 0 is
      // hidden and frame 5 is the one shown; above the bar, the white screen.
      #expect(near(facts["home"], (246, 246, 249)), "\(facts)")
      #expect(near(facts["above"], (255, 255, 255)), "\(facts)")
      #expect(facts["shown"] == "1", "\(facts)")
    }
  }
}

/// Whether `hex` (`rrggbb`) is within 2 of `rgb` in each channel: a browser rounds blends
/// its own way.
private func near(_ hex: String?, _ rgb: (Int, Int, Int)) -> Bool {
  guard let hex, hex.count == 6, let value = Int(hex, radix: 16) else { return false }
  let (r, g, b) = (value >> 16 & 255, value >> 8 & 255, value & 255)
  return abs(r - rgb.0) <= 2 && abs(g - rgb.1) <= 2 && abs(b - rgb.2) <= 2
}

/// Finds the glass bar in the filmstrip page's screenshot by its colour (each row of it at
/// least 300 px of (246, 246, 249) ± 2) and prints the pixels `theFilmstripPageShowsTheAskedFrame`
/// checks, relative to the bar's top-left corner; `shown` counts the bars on the page.
private let pillScript =
  pngDecoder + "\n" + #"""
    def bar(x, y):
        r, g, b = rgb(x, y)
        return abs(r - 246) <= 2 and abs(g - 246) <= 2 and abs(b - 249) <= 2
    tops = []
    for y in range(height):
        run = best = 0
        start = 0
        for x in range(width):
            if bar(x, y):
                run += 1
                if run > best:
                    best, start = run, x - run + 1
            else:
                run = 0
        if best >= 300 and not (tops and tops[-1][0] >= y - 70):
            tops.append((y, start, best))
    top, left, length = tops[0]
    print("barWidth=%d" % length)
    print("pill=" + px(left + 243, top + 10))
    print("home=" + px(left + 30, top + 10))
    print("above=" + px(left + 30, top - 10))
    print("shown=%d" % len(tops))
    """#

/// What the screenshot shows where the layout puts things (docs/cli.md#the-html-report): the
/// failed summary's pink band across the top, white page around it, and the one plot of the
/// fixtures (`tabs[Home].frame.x` in settings/right-to-left, failing) with its red marks inside
/// its frame and white page to its right. The PNG is decoded by Python's zlib (the test already
/// runs Python's tools); the plot is found by its time axis, the longest grey line, so a font
/// that makes the text above taller moves it without failing the test.
private func expectPixels(of screenshot: URL, in folder: URL) throws {
  let script = folder.appendingPathComponent("pixels.py")
  try pixelScript.write(to: script, atomically: true, encoding: .utf8)
  let outcome = try runCaptured(
    URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path, screenshot.path], in: folder)
  #expect(outcome.status == 0, "\(outcome.stderr)")
  var facts: [String: String] = [:]
  for line in outcome.stdout.split(separator: "\n") {
    let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
    if parts.count == 2 { facts[parts[0]] = parts[1] }
  }
  // The summary's band, `.summary.failed`, 64 to 103 px from the top at 1200 px wide; 83 is its
  // middle, 1000 right of its text. The body is centred, 1100 px wide: x 20 is outside it.
  #expect(facts["summary"] == "ffebe9", "\(facts)")
  #expect(facts["margin"] == "ffffff", "\(facts)")
  // The time axis: 618 px (the plot's 720 less its 72 and 30 px margins), grey.
  let axis = (facts["axis"] ?? "").split(separator: ",").compactMap { Int($0) }
  #expect(axis.count == 3 && axis[2] - axis[1] + 1 >= 600, "\(facts)")
  // Inside the frame: red marks of the failed expectation, light grid lines, white elsewhere.
  #expect((Int(facts["red"] ?? "") ?? 0) >= 20, "\(facts)")
  #expect((Int(facts["grid"] ?? "") ?? 0) >= 600, "\(facts)")
  #expect((Double(facts["white"] ?? "") ?? 0) > 0.9, "\(facts)")
  // Right of the plot, the page: white only.
  #expect(facts["beside"] == "ffffff", "\(facts)")
}

/// Prints what `expectPixels` checks, one `name=value` a line.
private let pixelScript =
  pngDecoder + "\n" + #"""
    def grey(x, y):  # the axis, #8c959f, blended: a neutral mid grey
        r, g, b = rgb(x, y)
        return 0x80 <= min(r, g, b) and max(r, g, b) <= 0xd0 and max(r, g, b) - min(r, g, b) < 0x20
    def red(x, y):  # a failed mark, #cf222e
        r, g, b = rgb(x, y)
        return r >= 0xb0 and g <= 0x60 and b <= 0x70
    def light(x, y):  # a grid line, #eaeef2, blended: near white, not white
        r, g, b = rgb(x, y)
        return min(r, g, b) >= 0xe8 and (r, g, b) != (255, 255, 255)
    print("summary=" + px(1000, 83))
    print("margin=" + px(20, 83))
    best = (0, 0, -1)
    for y in range(height):
        x = 0
        while x < width:
            if not grey(x, y):
                x += 1
                continue
            end = x
            while end + 1 < width and grey(end + 1, y):
                end += 1
            if end - x > best[2] - best[1]:
                best = (y, x, end)
            x = end + 1
    axis, left, right = best
    print("axis=%d,%d,%d" % best)
    # The frame: 172 px above the axis (the plot's 220 less its 14 and 34 px margins); the failed
    # mark is at 0 s, on the value axis, where it hides the time axis's first pixels: 12 px more.
    frame = [(x, y) for y in range(axis - 172, axis - 1) for x in range(left - 12, right)]
    print("red=%d" % sum(1 for x, y in frame if red(x, y)))
    print("grid=%d" % sum(1 for x, y in frame if light(x, y)))
    print("white=%.3f" % (sum(1 for x, y in frame if px(x, y) == "ffffff") / len(frame)))
    beside = {px(x, y) for y in range(axis - 172, axis) for x in range(right + 40, right + 200)}
    print("beside=" + ",".join(sorted(beside)))
    """#

private func bigEndian(_ data: Data, at offset: Int) -> Int {
  data[data.startIndex + offset..<data.startIndex + offset + 4].reduce(0) { $0 << 8 | Int($1) }
}

/// Decodes an 8-bit RGB or RGBA PNG (what Chromium writes) into `rows`, with `px(x, y)` (hex) and
/// `rgb(x, y)` (a tuple): the start of each pixel script.
private let pngDecoder = #"""
  import struct, sys, zlib
  data = open(sys.argv[1], "rb").read()
  pos, idat = 8, b""
  while pos < len(data):
      length, kind = struct.unpack(">I4s", data[pos:pos + 8])
      body = data[pos + 8:pos + 8 + length]
      if kind == b"IHDR":
          width, height, depth, colour = struct.unpack(">IIBB", body[:10])
      elif kind == b"IDAT":
          idat += body
      pos += 12 + length
  assert depth == 8 and colour in (2, 6), (depth, colour)
  step = 3 if colour == 2 else 4
  raw, stride, rows, prev = zlib.decompress(idat), width * step, [], bytearray(width * step)
  for y in range(height):
      start = y * (stride + 1)
      kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
      for i in range(stride):
          a = line[i - step] if i >= step else 0
          b = prev[i]
          c = prev[i - step] if i >= step else 0
          if kind == 1: line[i] = (line[i] + a) & 255
          elif kind == 2: line[i] = (line[i] + b) & 255
          elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
          elif kind == 4:
              p = a + b - c
              pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
              line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
      rows.append(bytes(line))
      prev = line
  def px(x, y):
      return "%02x%02x%02x" % tuple(rows[y][x * step:x * step + 3])
  # A 1 px SVG line on a whole coordinate falls across two rows of pixels, each blended with the
  # white page, so colours are told apart by kind, not by exact value.
  def rgb(x, y):
      return tuple(rows[y][x * step:x * step + 3])
  """#
