import Foundation
import NavSpecModel

/// The scroll view: its motion in closed form, and raw touch samples through the whole model.
extension Benchmarks {
  /// A fling that decelerates for 60 s: at a rate of 0.9999 per millisecond k = 1000·ln(0.9999)
  /// ≈ −0.1 /s, and from 0.5·e^6 ≈ 201.7 pt/s the speed falls to the resting 0.5 pt/s after
  /// ln(e^6)/0.1 = 60 s. The content is tall enough that it never reaches the bottom edge.
  static func sixtySecondFling() -> ScrollMotion {
    ScrollMotion.decelerating(
      from: 0, velocity: 0.5 * exp(6), rate: DecelerationRate(perMillisecond: 0.9999),
      bounds: 0...1_000_000, at: .zero)
  }

  /// Target: the 60 s fling read at 1 h costs at most 1.1x what reading it at 1 s costs, on the
  /// motion itself; through the simulator (advance the clock, read the offset), the clock moved
  /// to 1 h costs at most 1.1x what moving it to 61 s does (both fire the rest at 60 s).
  static func flingCostDoesNotGrowWithTime() -> [Outcome] {
    let motion = sixtySecondFling()
    let calls = 1_000_000
    var sink = 0.0
    func motionCost(at seconds: Double) -> Double {
      let start = VirtualTime.seconds(seconds)
      return measure(rounds: 9) {
        for i in 0..<calls {
          sink += motion.offset(at: VirtualTime(microseconds: start.microseconds + Int64(i & 1023)))
        }
      } / Double(calls)
    }
    let motionEarly = motionCost(at: 1)
    let motionLate = motionCost(at: 3600)

    // Through the simulator: a scroll view flung by synthesised touches (after the 10 pt slop,
    // 30 samples 8 ms apart at the same 0.5·e^6 pt/s, so the estimate is that speed and the
    // fling lasts 60 s), then the clock advanced to the instant and the offset read, as a
    // scenario's `at 1h` and `expect scroll.offset` do.
    var flung = Simulator()
    flung.installScrollView(
      contentHeight: 1_000_000, rate: DecelerationRate(perMillisecond: 0.9999))
    let speed = 0.5 * exp(6)
    var samples: [(Int64, Touch.Phase, Double)] = [(0, .down, 700), (8_000, .move, 689)]
    for step in 1...30 {
      samples.append((8_000 + Int64(step) * 8_000, .move, 689 - speed * Double(step) * 0.008))
    }
    samples.append((248_000, .up, samples[samples.count - 1].2))
    for (time, phase, y) in samples {
      try? flung.advance(to: VirtualTime(microseconds: time))
      try? flung.touch(Touch(finger: 1, phase: phase, location: Point(x: 195, y: y)))
    }
    let copies = 2_000
    func simulatorCost(at seconds: Double) -> Double {
      measure(rounds: 9) {
        for _ in 0..<copies {
          var simulator = flung
          try? simulator.advance(to: .seconds(seconds))
          sink += simulator.scrollView?.scroll("").motion.offset(at: simulator.now) ?? 0
        }
      } / Double(copies)
    }
    // Reaching 1 s fires nothing; reaching 1 h fires the fling's one deadline (its rest at
    // 60 s: `scrollEnded`, a last `contentScrolled`). That deadline is the same work at 61 s,
    // so the clock's cost is compared there: what must not grow is the cost of the time
    // between, and 1 s is shown for reference.
    let simulatorEarly = simulatorCost(at: 1)
    let simulatorRested = simulatorCost(at: 61)
    let restsAt = flung.nextDeadline.map { Double($0.microseconds) / 1e6 } ?? 0
    let simulatorLate = simulatorCost(at: 3600)
    precondition(sink.isFinite)
    return [
      Outcome(
        name: "60 s fling read at 1 h vs 1 s",
        measured: String(
          format: "%.1f ns vs %.1f ns (%.2fx)", motionLate * 1e9, motionEarly * 1e9,
          motionLate / motionEarly),
        target: "at most 1.1x", met: motionLate <= 1.1 * motionEarly),
      Outcome(
        name: "60 s fling through the simulator, clock to 1 h vs 61 s",
        measured: String(
          format: "%.2f µs vs %.2f µs (%.2fx; to 1 s, before the rest at %.2f s: %.2f µs)",
          simulatorLate * 1e6, simulatorRested * 1e6, simulatorLate / simulatorRested, restsAt,
          simulatorEarly * 1e6),
        target: "at most 1.1x", met: simulatorLate <= 1.1 * simulatorRested),
    ]
  }

  /// Target: one million raw touch samples of scrolling (a finger going up and down the screen
  /// at 1 kHz, as `+1ms touch move` lines would) through the simulator at two million samples a
  /// second or more on one core, with the resident memory growing by at most 50 MB. Each sample
  /// advances the clock and moves the finger: the same calls a scenario's touch line makes.
  static func rawScrollSamples() -> Outcome {
    let count = 1_000_000
    // y between 150 and 650 pt and back: the content follows, past the top into the rubber band
    // and back, so every path of tracking is taken.
    let ys = (0..<1_000).map { 400 + 250 * sin(Double($0) * 2 * Double.pi / 1_000) }
    let before = residentBytes()
    var peak = before
    let seconds = measure(rounds: 3) {
      var simulator = Simulator()
      simulator.installScrollView(contentHeight: 5_000, rate: .normal)
      try? simulator.touch(Touch(finger: 1, phase: .down, location: Point(x: 195, y: 400)))
      for i in 1..<count {
        try? simulator.advance(to: VirtualTime(microseconds: Int64(i) * 1_000))
        try? simulator.touch(
          Touch(finger: 1, phase: .move, location: Point(x: 195, y: ys[i % ys.count])))
      }
      try? simulator.touch(Touch(finger: 1, phase: .up, location: Point(x: 195, y: 400)))
      peak = max(peak, residentBytes())
      precondition(simulator.scrollView != nil)
    }
    let rate = Double(count) / seconds
    let grown = Double(peak - before) / 1e6
    return Outcome(
      name: "1M raw scroll touch samples",
      measured: String(format: "%.2fM samples/s, memory +%.1f MB", rate / 1e6, grown),
      target: "at least 2M/s and at most 50 MB", met: rate >= 2e6 && grown <= 50)
  }

  /// The resident set now, from /proc/self/statm (pages × page size); 0 where it cannot be read.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
