import NavSpecLanguage
import NavSpecModel
import Testing

@testable import NavSpecREPL

/// `:trace`: values over virtual time from a replay, leaving the session as it was.
struct ReplTraceTests {
  let bar = ReplTesting.bar

  @Test func pillOffsetAfterATapFollowsTheClosedForm() throws {
    var (session, _) = ReplTesting.session([bar, "tap Library"])
    let instants = (0...8).map { VirtualTime.milliseconds(Int64($0) * 50) }
    let samples = session.traceSamples(path: [.name("pill"), .name("offset")], at: instants)
    for (instant, sample) in zip(instants, samples) {
      // The tap lifts at 50 ms; the pill then eases from -9.75 to 185.25 over 0.35 s.
      let expected: Double
      if instant.microseconds <= 50_000 {
        expected = -9.75
      } else {
        let elapsed = instant.seconds(since: .milliseconds(50))
        expected = -9.75 + (185.25 - -9.75) * TimingCurve.easeInOut.progress(at: elapsed / 0.35)
      }
      #expect(sample == expected, "at \(instant.microseconds)us")
    }
    let output = session.handle(":trace pill.offset from 0ms to 400ms every 50ms")
    #expect(
      output.text == """
        pill.offset from 0.000s to 0.400s every 50ms (9 samples; min -9.75, max 185.25)
          0.000s       -9.75  │
          0.050s       -9.75  │
          0.100s   -1.773681  │██
          0.150s   23.341856  │████████
          0.200s   64.044093  │███████████████████
          0.250s  111.455907  │███████████████████████████████
          0.300s  152.158144  │██████████████████████████████████████████
          0.350s  177.273681  │████████████████████████████████████████████████
          0.400s      185.25  │██████████████████████████████████████████████████

        """)
    // Halfway through the slide the pill is halfway.
    #expect(
      session.traceSamples(path: [.name("pill"), .name("offset")], at: [.milliseconds(225)])
        == [87.75])
  }

  @Test func tracingLeavesTheSessionAlone() {
    var (session, _) = ReplTesting.session([bar, "tap Library", "wait 100ms"])
    let simulator = session.simulator
    let prompt = session.prompt
    let entries = session.entries.count
    _ = session.handle(":trace pill.offset from 0ms to 2s every 10ms")
    #expect(session.simulator == simulator)
    #expect(session.prompt == prompt)
    #expect(session.entries.count == entries)
  }

  /// Mid-gesture samples equal a model driven by the same raw touches, cut at the instant.
  @Test func samplesInsideGesturesMatchRawTouches() throws {
    let (session, _) = ReplTesting.session([
      bar, "drag Home to Library in 300ms", "long-press pill for 700ms", "double-tap Search",
      "settle",
    ])
    let titles = ["Home", "Search", "Library", "Profile"]
    let synthesizer = GestureSynthesizer()
    var reference = Simulator()
    reference.installGlassTabBar(titles: titles)
    let home = try reference.centre(ofTab: "Home")
    let library = try reference.centre(ofTab: "Library")
    let search = try reference.centre(ofTab: "Search")
    var touches = synthesizer.drag(from: home, to: library, duration: 300_000).map {
      ($0.offset, $0.touch)
    }
    for (offset, touch) in touches {
      try reference.advance(to: VirtualTime(microseconds: offset))
      try reference.touch(touch)
    }
    let pill = try reference.pillCentre()
    touches += synthesizer.longPress(at: pill, duration: 700_000).map {
      (300_000 + $0.offset, $0.touch)
    }
    touches += synthesizer.doubleTap(at: search).map { (1_000_000 + $0.offset, $0.touch) }

    let instants = stride(from: 0, through: 1_900_000, by: 7_000).map {
      VirtualTime(microseconds: Int64($0))
    }
    let paths: [[StateNode.PathStep]] = [
      [.name("pill"), .name("offset")], [.name("pill"), .name("scale")],
      [.name("drag"), .name("offset")], [.name("selectedIndex")],
      [.name("touches"), .name("count")],
      [.name("events"), .name("count")],
    ]
    for path in paths {
      let samples = session.traceSamples(path: path, at: instants)
      #expect(samples.count == instants.count, "\(path)")
      for (instant, sample) in zip(instants, samples) {
        var model = Simulator()
        model.installGlassTabBar(titles: titles)
        for (offset, touch) in touches where offset <= instant.microseconds {
          try model.advance(to: VirtualTime(microseconds: offset))
          try model.touch(touch)
        }
        try model.advance(to: instant)
        guard case .leaf(.number(let expected))? = model.state().node(at: path) else {
          Issue.record("no number at \(path)")
          continue
        }
        #expect(sample == expected, "\(path) at \(instant.microseconds)us")
      }
    }
  }

  @Test func theFutureIsTracedWithoutInputs() {
    var (session, _) = ReplTesting.session([bar, "touch down (48, 812)"])
    let output = session.handle(":trace pill.scale from 400ms to 600ms every 100ms").text
    #expect(
      output == """
        pill.scale from 0.400s to 0.600s every 100ms (3 samples; min 1, max 1.08466)
          0.400s        1  │
          0.500s        1  │
          0.600s  1.08466  │██████████████████████████████████████████████████

        """)
    #expect(session.prompt == "[0.000s]› ")
  }

  @Test func errors() {
    let cases: [(String, String)] = [
      (
        ":trace selection from 0ms to 1s every 1ms",
        "error: 'selection' is not a number; :trace follows numbers\n"
      ),
      (
        ":trace pill.offset from 0ms to 1s every 1ms",
        "error: that is 1001 samples; :trace takes at most 500\nnote: use a longer step or a shorter span\n"
      ),
      (
        ":trace pill.offset from 1s to 0ms every 1ms",
        "error: the trace ends before it starts: 0ms is earlier than 1s\n"
      ),
      (
        ":trace pill.offset from -1s to 0ms every 1ms",
        "error: T1: a duration cannot be negative\n"
      ),
      (
        ":trace pill.offset from 0ms to 10ms every 0ms",
        "error: the step must be longer than 0\n"
      ),
      (
        ":trace pill from 0ms to 10ms every 1ms",
        "error: 'pill' is a group of values; :trace follows one number\nnote: name one of its values, e.g. pill.offset\n"
      ),
      (
        ":trace pill.offset from 0 to 10ms every 1ms",
        "error: T1: missing unit in duration '0'; expected 'us', 'ms' or 's'\nnote: did you mean '0ms'?\n"
      ),
      (
        ":trace pill.ofset from 0ms to 10ms every 1ms",
        "error: 'pill' has no 'ofset'\nnote: did you mean 'offset'?\n"
      ),
      (
        ":trace pill.offset 0ms 10ms",
        "error: usage: \(ReplSession.traceUsage)\n"
      ),
    ]
    for (line, expected) in cases {
      let response = ReplTesting.session([bar, line]).1[1]
      #expect(response.text == expected, "\(line)")
      #expect(response.failed)
    }
    // 500 samples is the limit, inclusive.
    #expect(!ReplTesting.session([bar, ":trace time from 0ms to 499ms every 1ms"]).1[1].failed)
  }
}
