import NavSpecModel

/// A filmstrip as one HTML page with a time slider that swaps the frames (`navspec render
/// --format html`, the REPL's `:film FILE.html`): easier to scrub through than a strip some
/// thousands of points wide.
///
/// The page is self-contained: every frame is an inline SVG, and its one script and style are
/// in the page, which its Content-Security-Policy says (`default-src 'none'`: nothing can be
/// fetched, from anywhere). Without scripts every frame shows, one under another, so the page
/// still says everything. `#frame-N` in the address opens frame N (counted from 0), which is
/// how a browser test (or a link in a review) points at one instant. The same frames give the
/// same bytes on every run.
public enum FilmstripPage {
  /// The page for `frames` (at most `SVGRenderer.frameLimit` are drawn), titled with `title`
  /// (escaped; a scenario's name, say).
  public static func html(
    frames: [ScreenFrame], overlay: Bool = false, region: Rect? = nil, title: String
  ) -> String {
    let drawn = Array(frames.prefix(SVGRenderer.frameLimit))
    let heading = HTMLText.escaping(String(title.prefix(SVGRenderer.textLimit)))
    let first = drawn.first.map { ValueFormatter.time($0.time) } ?? ""
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(heading) — filmstrip</title>
      <style>
      body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 16px; color: #1f2328; background: #ffffff; }
      .controls { display: flex; align-items: center; gap: 12px; margin: 0 0 12px; }
      .controls input { width: 480px; max-width: 70vw; }
      output { font-family: ui-monospace, monospace; min-width: 8em; }
      figure { margin: 0 0 16px; }
      figcaption { font-family: ui-monospace, monospace; color: #57606a; }
      svg.screen { border: 1px solid #d0d7de; display: block; }
      </style>
      <noscript><style>figure[hidden] { display: block; }</style></noscript>
      </head>
      <body>
      <h1>\(heading)</h1>

      """
    out += "<p class=\"controls\"><label for=\"instant\">Instant</label>"
    out += " <input type=\"range\" id=\"instant\" min=\"0\" max=\"\(max(drawn.count - 1, 0))\""
    out += " step=\"1\" value=\"0\" aria-valuetext=\"\(first)\">"
    out += " <output id=\"shown\" for=\"instant\">\(first)</output>"
    out += " <span>\(drawn.count) frame\(drawn.count == 1 ? "" : "s")</span></p>\n"
    out += "<div id=\"frames\">\n"
    for (index, frame) in drawn.enumerated() {
      let label = ValueFormatter.time(frame.time)
      out += "<figure id=\"frame-\(index)\" data-time=\"\(label)\"\(index == 0 ? "" : " hidden")>\n"
      out += SVGRenderer.inline(SVGRenderer.render(frame, overlay: overlay, region: region))
      out += "<figcaption>\(label)</figcaption>\n</figure>\n"
    }
    out += "</div>\n<script>\n\(script)</script>\n</body>\n</html>\n"
    return out
  }

  /// Shows one frame at a time: the slider's, or the address's `#frame-N` when it opens.
  static let script = """
    (function () {
      var slider = document.getElementById("instant");
      var shown = document.getElementById("shown");
      var frames = document.querySelectorAll("#frames > figure");
      function show(index) {
        for (var i = 0; i < frames.length; i++) { frames[i].hidden = i !== index; }
        var time = frames[index].getAttribute("data-time");
        slider.value = String(index);
        slider.setAttribute("aria-valuetext", time);
        shown.textContent = time;
      }
      slider.addEventListener("input", function () { show(Number(slider.value)); });
      var asked = /^#frame-([0-9]+)$/.exec(window.location.hash);
      if (asked && Number(asked[1]) < frames.length) { show(Number(asked[1])); }
    })();

    """
}
